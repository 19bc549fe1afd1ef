"""The referee command, run as a user runs it: ``python -m momon_desktop referee …``."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from momon_desktop.cards import bundled_decks

ROOT = Path(__file__).resolve().parents[2]
SQUARES = [f"{c}{r}" for r in "1234" for c in "ABCD"]
STATE_KEYS = {"arena", "hands", "voids", "turns_taken", "first_player_token", "turn_player",
              "awaiting", "result", "log"}


def referee(*args: str, stdin: str = "", env_extra: dict[str, str] | None = None,
            ) -> tuple[int, list[dict[str, Any]], str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    env.update(env_extra or {})
    proc = subprocess.run(
        [sys.executable, "-m", "momon_desktop", "referee", *args],
        input=stdin.encode(), capture_output=True, cwd=ROOT, env=env, timeout=120,
    )
    lines = [json.loads(line) for line in proc.stdout.decode().splitlines() if line.strip()]
    return proc.returncode, lines, proc.stderr.decode()


def decks() -> dict[str, list[str]]:
    d = bundled_decks()
    return {"first": list(d[0].cards), "second": list(d[1].cards)}


def scenario(tmp_path: Path, name: str = "s.json", **fields: Any) -> Path:
    data: dict[str, Any] = {"decks": decks(), "moves": []}
    data.update(fields)
    path = tmp_path / name
    path.write_text(json.dumps(data))
    return path


def first_options(tmp_path: Path, moves: list[Any]) -> dict[str, Any]:
    code, out, _err = referee(str(scenario(tmp_path, "probe.json", moves=moves)))
    assert code == 0
    return out[0]


@pytest.mark.rules("6.2", "6.7")
def test_state_shape_after_setup(tmp_path: Path) -> None:
    code, out, err = referee(str(scenario(tmp_path)))
    assert code == 0, err
    assert len(out) == 1
    state = out[0]
    assert set(state) == STATE_KEYS
    assert list(state["arena"]) == SQUARES and all(v is None for v in state["arena"].values())
    assert state["hands"] == decks()  # 6.2: every card starts in its owner's Hand
    assert state["voids"] == {"first": [], "second": []}
    assert state["turns_taken"] == {"first": 0, "second": 0}
    assert state["first_player_token"] == "first" and state["turn_player"] == "first"
    awaiting = state["awaiting"]
    assert awaiting["player"] == "first" and awaiting["decision"] == "summon"
    distinct = list(dict.fromkeys(decks()["first"]))
    assert len(awaiting["options"]) == len(distinct) * 16
    assert awaiting["options"][0] == {"summon": distinct[0], "to": "A1"}
    assert state["result"] is None
    assert all(set(e) == {"rule", "text"} for e in state["log"])
    assert state["log"][0]["rule"] == "6.7"


def test_moves_are_applied_in_order(tmp_path: Path) -> None:
    opts = first_options(tmp_path, [])["awaiting"]["options"]
    move = opts[5]
    state = first_options(tmp_path, [move])
    placed = state["arena"][move["to"]]
    assert placed["card"] == move["summon"]
    assert placed["owner"] == placed["controller"] == "first"
    assert state["turns_taken"]["first"] == 1
    assert any(e["rule"] == "P8.2" for e in state["log"])


@pytest.mark.rules("7.6.1")
def test_concession_ends_the_game(tmp_path: Path) -> None:
    code, out, _ = referee(str(scenario(tmp_path, moves=[{"concede": "first"}])))
    assert code == 0
    state = out[0]
    assert state["awaiting"] is None
    assert state["result"] == {"outcome": "win", "winner": "second", "reason": "concession",
                               "momon": {"first": 0, "second": 0}}
    assert state["log"][-1]["rule"] == "7.6.1"


@pytest.mark.rules("PF.2")
def test_open_format_with_scenario_cards(tmp_path: Path) -> None:
    cards = [{"id": f"clay-{i}", "name": {"en": f"Clay {i}"}, "type": "momon", "power": i + 1,
              "sight": ["F"]} for i in range(3)]
    deck = ["clay-0"] * 4 + ["clay-1"] * 3 + ["clay-2"] * 3
    path = scenario(tmp_path, cards=cards, format="open", decks={"first": deck, "second": deck})
    code, out, err = referee(str(path))
    assert code == 0, err
    assert out[0]["hands"]["first"] == deck


@pytest.mark.rules("PF.1")
def test_standard_format_limits_copies_and_sets(tmp_path: Path) -> None:
    # PF.1: at most 2 copies of a card, only from the sets Standard names.
    twice = decks()["first"][:8] + [decks()["first"][0]] * 2
    code, out, _ = referee(str(scenario(tmp_path, decks={"first": twice, "second": twice})))
    assert code == 2 and "at most 2 copies" in out[0]["error"] and "PF.1" in out[0]["error"]
    cards = [{"id": f"clay-{i}", "name": {"en": f"Clay {i}"}, "type": "momon", "power": 3,
              "sight": ["F"]} for i in range(5)]
    deck = [f"clay-{i}" for i in range(5)] * 2
    path = scenario(tmp_path, cards=cards, decks={"first": deck, "second": deck})
    code, out, _ = referee(str(path))
    assert code == 2 and 'from set "scenario"' in out[0]["error"]
    code, out, _ = referee(str(scenario(tmp_path, cards=cards, format="open",
                                        decks={"first": deck, "second": deck})))
    assert code == 0


ERRORS: list[tuple[str, dict[str, Any], str, int | None]] = [
    ("unknown field", {"extra": 1}, 'unknown field "extra"', None),
    ("bad format", {"format": "legacy"}, 'field "format"', None),
    ("short deck", {"decks": {"first": decks()["first"][:9], "second": decks()["second"]}},
     'deck "first": a deck needs exactly 10 cards', None),
    ("unknown card", {"decks": {"first": ["nope"] * 10, "second": decks()["second"]}},
     'deck "first": unknown card "nope"', None),
    ("too many copies", {"decks": {"first": [decks()["first"][0]] * 10, "second": decks()["second"]}},
     "at most 2 copies", None),
    ("illegal move", {"moves": [{"concede": "first"}, {"yes": True}]},
     'move 1 {"yes": true}: illegal YesNo: the game is over', 1),
    ("wrong decision", {"moves": [{"choose": "A1"}]}, "the game is waiting for a Summon", 0),
    ("card not in hand", {"moves": [{"summon": "pagoda-snail", "to": "A1"}]},
     "P9.1: there is no \"pagoda-snail\" in first's Hand", 0),
    ("malformed move", {"moves": [{"summon": "x"}]}, 'a summon move needs the field "to"', 0),
    ("moves not a list", {"moves": {}}, 'field "moves"', None),
    ("bad card object", {"cards": [{"id": "Bad Id", "name": {"en": "x"}, "type": "momon",
                                     "power": 4, "sight": ["F"]}]},
     'card "Bad Id" (cards[0]): field "id"', None),
    ("unknown ai level", {"moves": [{"ai": "grandmaster"}]}, "unknown AI level", 0),
]


@pytest.mark.parametrize(("case", "fields", "message", "move"), ERRORS,
                         ids=[e[0] for e in ERRORS])
def test_bad_scenarios_exit_2_with_a_json_error(
    tmp_path: Path, case: str, fields: dict[str, Any], message: str, move: int | None
) -> None:
    save = tmp_path / "never.momon.json"
    code, out, err = referee(str(scenario(tmp_path, **fields)), "--save", str(save))
    assert code == 2, case
    assert out == [{"error": out[0]["error"], "move": move}]
    assert message in out[0]["error"], out[0]["error"]
    assert "Traceback" not in err
    assert not save.exists()  # nothing is written on error


@pytest.mark.parametrize(
    ("content", "message"),
    [(b"", "the file is empty"), (b"{", "not valid JSON at line 1"), (b"[]", "must be a JSON object"),
     (b"\xff", "not UTF-8"), (b'{"moves": [], "moves": []}', 'the key "moves" appears twice')],
)
def test_unreadable_scenario_files(tmp_path: Path, content: bytes, message: str) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    code, out, err = referee(str(path))
    assert code == 2 and message in out[0]["error"] and "Traceback" not in err


@pytest.mark.parametrize("args", [[], ["a.json", "b.json"], ["--record"], ["--bogus", "x"],
                                  ["a.json", "--save"]])
def test_bad_command_lines(args: list[str]) -> None:
    code, out, err = referee(*args)
    assert code == 2 and "usage" in out[0]["error"] and "Traceback" not in err


def test_missing_file() -> None:
    code, out, _ = referee("/nonexistent/scenario.json")
    assert code == 2 and "cannot read the file" in out[0]["error"]


def test_save_then_record_prints_the_same_state(tmp_path: Path) -> None:
    probe = first_options(tmp_path, [])
    moves = [probe["awaiting"]["options"][3]]
    moves.append(first_options(tmp_path, moves)["awaiting"]["options"][-1])
    record = tmp_path / "game.momon.json"
    code, out, _ = referee(str(scenario(tmp_path, moves=moves)), "--save", str(record))
    assert code == 0 and record.exists()
    saved = json.loads(record.read_text())
    assert saved["moves"] == moves and saved["players"] == {"first": "first", "second": "second"}
    assert saved["first_player"] == {"method": "choice"}
    # The app's current record format; a scenario does not say who plays the seats.
    assert saved["format_version"] == 3 and len(saved["checks"]) == len(moves) + 1
    assert saved["seats"] == {"first": {"kind": "person"}, "second": {"kind": "person"}}
    code2, out2, _ = referee("--record", str(record))
    assert code2 == 0 and out2 == out
    # A record of format 1 (before seats and checks) is read as well.
    del saved["seats"], saved["checks"]
    saved["format_version"] = 1
    old = tmp_path / "v1.momon.json"
    old.write_text(json.dumps(saved))
    code3, out3, _ = referee("--record", str(old))
    assert code3 == 0 and out3 == out


def test_record_that_fails_verification(tmp_path: Path) -> None:
    moves = [first_options(tmp_path, [])["awaiting"]["options"][0]]
    record = tmp_path / "game.momon.json"
    assert referee(str(scenario(tmp_path, moves=moves)), "--save", str(record))[0] == 0
    data = json.loads(record.read_text())
    data["state_hash"] = "0" * 32
    record.write_text(json.dumps(data))
    before = record.read_bytes()
    code, out, err = referee("--record", str(record))
    assert code == 2 and "hash mismatch" in out[0]["error"] and out[0]["move"] is None
    assert record.read_bytes() == before and "Traceback" not in err
    data["state_hash"] = "1" * 32
    data["moves"] = [{"summon": "no-such-card", "to": "A1"}]
    record.write_text(json.dumps(data))
    code, out, _ = referee("--record", str(record))
    assert code == 2 and out[0]["move"] == 0 and "is illegal" in out[0]["error"]


def test_ai_move_makes_the_current_decision(tmp_path: Path) -> None:
    code, out, err = referee(str(scenario(tmp_path, moves=[{"ai": "easy"}, {"ai": "random"}])))
    assert code == 0, err
    state = out[0]
    assert state["turns_taken"] == {"first": 1, "second": 1}
    assert sum(v is not None for v in state["arena"].values()) == 2


def test_ai_unavailable_is_a_clean_error(tmp_path: Path) -> None:
    # A stand-in module without choose_answer takes the place of the real one.
    fake = tmp_path / "fake"
    fake.mkdir()
    shim = fake / "sitecustomize.py"
    shim.write_text(
        "import sys, types\n"
        "sys.modules['momon_desktop.ai'] = types.ModuleType('momon_desktop.ai')\n"
    )
    env = {"PYTHONPATH": f"{fake}{os.pathsep}{ROOT}"}
    code, out, err = referee(str(scenario(tmp_path, moves=[{"ai": "easy"}])), env_extra=env)
    assert code == 2 and "computer opponent is not available" in out[0]["error"]
    assert out[0]["move"] == 0 and "Traceback" not in err


def test_interactive_session(tmp_path: Path) -> None:
    start = first_options(tmp_path, [])
    move = start["awaiting"]["options"][0]
    lines = "\n".join([
        json.dumps(move),
        "not json",
        json.dumps({"choose": "A1"}),
        "",
        json.dumps({"concede": "second"}),
        json.dumps({"yes": True}),  # after the game ended: never read
    ]) + "\n"
    save = tmp_path / "i.momon.json"
    code, out, err = referee("--interactive", str(scenario(tmp_path)), "--save", str(save),
                             stdin=lines)
    assert code == 0, err
    assert len(out) == 5
    assert out[0] == start
    assert out[1]["arena"][move["to"]]["card"] == move["summon"]
    assert out[2] == {"error": out[2]["error"], "move": 1} and "not valid JSON" in out[2]["error"]
    assert out[3]["move"] == 1 and "waiting for a Summon" in out[3]["error"]
    assert out[4]["result"]["reason"] == "concession" and out[4]["awaiting"] is None
    assert err == "the game is over (2 moves played); the referee reads no more moves and ends\n"
    assert json.loads(save.read_text())["moves"] == [move, {"concede": "second"}]


def test_interactive_until_stdin_closes(tmp_path: Path) -> None:
    code, out, _ = referee("--interactive", str(scenario(tmp_path)), stdin="")
    assert code == 0 and len(out) == 1 and out[0]["result"] is None


def test_interactive_with_a_bad_scenario(tmp_path: Path) -> None:
    code, out, _ = referee("--interactive", str(scenario(tmp_path, moves=[{"yes": 1}])))
    assert code == 2 and out[0]["move"] == 0


@pytest.mark.rules("7.6.1")
def test_interactive_ends_with_the_game_and_says_so(tmp_path: Path) -> None:
    """shared/formats.md: the referee reads moves "until the game ends"; it saves the
    record before the final state line, then ends with one sentence on stderr, even
    while its input stays open."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    save = tmp_path / "over.momon.json"
    proc = subprocess.Popen(
        [sys.executable, "-m", "momon_desktop", "referee", "--interactive",
         str(scenario(tmp_path)), "--save", str(save)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT,
        env=env, text=True,
    )
    assert proc.stdin is not None and proc.stdout is not None and proc.stderr is not None
    start = json.loads(proc.stdout.readline())
    proc.stdin.write(json.dumps(start["awaiting"]["options"][0]) + "\n")
    proc.stdin.flush()
    assert json.loads(proc.stdout.readline())["awaiting"]["player"] == "second"
    proc.stdin.write('{"concede": "first"}\n')
    proc.stdin.flush()
    assert json.loads(proc.stdout.readline())["result"]["winner"] == "second"
    assert json.loads(save.read_text())["moves"][-1] == {"concede": "first"}
    # The input is still open: the referee ends all the same.
    assert proc.wait(timeout=60) == 0
    assert proc.stdout.read() == ""
    assert proc.stderr.read() == ("the game is over (2 moves played); the referee reads no more "
                                  "moves and ends\n")
    proc.stdin.close()


def test_interactive_on_a_finished_scenario_ends_at_once(tmp_path: Path) -> None:
    code, out, err = referee("--interactive",
                             str(scenario(tmp_path, moves=[{"concede": "second"}])),
                             stdin=json.dumps({"yes": True}) + "\n")
    assert code == 0 and len(out) == 1 and out[0]["result"]["winner"] == "first"
    assert err == ("the game is over (1 move played); the referee reads no more moves "
                   "and ends\n")


def test_practice_puzzles_are_scenarios_the_referee_plays() -> None:
    puzzles = sorted((ROOT / "resources" / "puzzles").glob("*.json"))
    assert len(puzzles) >= 10
    for path in puzzles:
        code, lines, err = referee(str(path))
        assert code == 0, (path.name, lines, err)
        state = lines[0]
        assert state["result"] is None and state["awaiting"]["options"], path.name


def test_lone_surrogate_in_an_echoed_value_gives_the_error_line(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    path.write_text('{"decks": ' + json.dumps(decks()) + ', "moves": [{"summon": "\\ud800", '
                    '"to": "A1"}], "format": "\\udfff"}')
    code, out, err = referee(str(path))
    assert code == 2 and "Traceback" not in err
    assert len(out) == 1 and set(out[0]) == {"error", "move"}
    # A text that is no Unicode is refused as the file is read, shown as its escape.
    assert out[0] == {"error": "s.json: not valid JSON: a text holds \\ud800, which is not a "
                               "character (a lone surrogate)", "move": None}


def test_lone_surrogate_in_a_move_gives_the_error_line(tmp_path: Path) -> None:
    code, out, err = referee(str(scenario(tmp_path, moves=[{"summon": "\ud800", "to": "A1"}])))
    assert code == 2 and "Traceback" not in err
    assert out == [{"error": out[0]["error"], "move": None}] and "\\ud800" in out[0]["error"]


def test_interactive_invalid_utf8_line_is_an_error_and_the_session_goes_on(
    tmp_path: Path,
) -> None:
    start = first_options(tmp_path, [])
    move = start["awaiting"]["options"][0]
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    lines = (b'{"summon": "\xff\xfe"}\n' + json.dumps({"summon": "\ud800", "to": "A1"}).encode()
             + b"\n" + json.dumps(move).encode() + b"\n")
    proc = subprocess.run(
        [sys.executable, "-m", "momon_desktop", "referee", "--interactive",
         str(scenario(tmp_path))],
        input=lines, capture_output=True, cwd=ROOT, env=env, timeout=120,
    )
    assert proc.returncode == 0 and b"Traceback" not in proc.stderr
    out = [json.loads(line) for line in proc.stdout.decode().splitlines()]
    assert len(out) == 4
    assert out[1] == {"error": out[1]["error"], "move": 0} and "UTF-8" in out[1]["error"]
    assert out[2]["move"] == 0 and "\\ud800" in out[2]["error"]
    assert out[3]["arena"][move["to"]]["card"] == move["summon"]
