"""``python -m momon_desktop match``: one JSON object, deterministic, errors as JSON."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from momon_desktop.matchplay import die_roll
from momon_desktop.storage import Replay
from momon_desktop.storage.matches import match_history

ROOT = Path(__file__).resolve().parents[2]


def run_match(*args: str, data: Path | None = None) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    env.pop("QT_QPA_PLATFORM", None)
    if data is not None:
        env["MOMON_DATA_DIR"] = str(data)
    return subprocess.run(
        [sys.executable, "-m", "momon_desktop", "match", *args],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=300,
    )


def check_shape(out: dict[str, object], seed: int) -> None:
    assert set(out) == {"roll", "games", "match"}
    assert out["roll"] == {"seed": seed, "winner": die_roll(seed).winner}
    games = out["games"]
    assert isinstance(games, list) and 2 <= len(games) <= 5
    roll_winner = die_roll(seed).winner
    other = "b" if roll_winner == "a" else "a"
    wins = {"a": 0, "b": 0, "draws": 0}
    for n, game in enumerate(games, 1):
        assert set(game) == {"chooser", "first", "result"}
        assert game["chooser"] == (roll_winner if n % 2 else other)
        assert game["first"] in ("a", "b")
        result = game["result"]
        assert set(result) == {"outcome", "winner", "reason", "momon"}
        assert result["winner"] in ("a", "b", None)
        assert result["outcome"] == ("draw" if result["winner"] is None else "win")
        assert set(result["momon"]) == {"first", "second"}
        wins["draws" if result["winner"] is None else result["winner"]] += 1
    match = out["match"]
    assert isinstance(match, dict) and match["score"] == wins
    if max(wins["a"], wins["b"]) == 2:
        assert match["winner"] == ("a" if wins["a"] == 2 else "b")


@pytest.mark.rules("PM.1", "PM.2", "PM.4")
def test_match_command_prints_one_deterministic_json_object(tmp_path: Path) -> None:
    first = run_match("--a", "easy", "--b", "normal", "--seed", "7", data=tmp_path)
    second = run_match("--a", "easy", "--b", "normal", "--seed", "7", data=tmp_path)
    assert first.returncode == 0, first.stderr
    assert first.stderr == ""
    lines = first.stdout.strip().splitlines()
    assert len(lines) == 1
    out = json.loads(lines[0])
    check_shape(out, 7)
    assert first.stdout == second.stdout
    assert not (tmp_path / "matches").exists()  # nothing saved without --save


@pytest.mark.rules("PM.3")
def test_match_command_clock_time_out_is_reported_as_time(tmp_path: Path) -> None:
    done = run_match("--a", "normal", "--b", "normal", "--seed", "3", "--clock", "0.001",
                     data=tmp_path)
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    check_shape(out, 3)
    # The first decision of every game takes longer than a millisecond bank.
    assert all(g["result"]["reason"] == "time" for g in out["games"])
    for g in out["games"]:
        second = "b" if g["first"] == "a" else "a"
        assert g["result"]["winner"] == second  # the first player ran out first


@pytest.mark.rules("PM.4")
def test_match_command_save_keeps_the_match_and_replayable_games(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    done = run_match("--a", "easy", "--b", "easy", "--seed", "12", "--save", data=tmp_path)
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    monkeypatch.setenv("MOMON_DATA_DIR", str(tmp_path))
    history = match_history()
    assert len(history) == 1
    saved = history[0]
    record = saved.record
    assert record.match.model_dump() == out["match"]
    assert [g.result.model_dump() for g in record.games] == [g["result"] for g in out["games"]]
    for game in record.games:
        loaded = saved.load_game(game.number)
        replay = Replay.from_loaded(loaded)
        final = replay.game_at(replay.last)
        assert final.result is not None
        first_name = record.players.a.name if game.first == "a" else record.players.b.name
        assert loaded.record.players.first == first_name
        assert loaded.record.first_player.method == "match"
        assert loaded.record.seed == game.seed


@pytest.mark.rules("PM.3", "PM.4")
def test_match_command_saves_a_match_of_every_level(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    # Regression: a match of the expert computer played out, then a traceback, exit 1
    # and nothing saved (the match formats did not know the level). A one-second clock
    # keeps the strongest level's games short: its bank runs out (PM.3).
    done = run_match("--a", "expert", "--b", "beginner", "--seed", "7", "--clock", "1",
                     "--save", data=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    monkeypatch.setenv("MOMON_DATA_DIR", str(tmp_path))
    history = match_history()
    assert len(history) == 1
    players = history[0].record.players
    assert (players.a.kind, players.b.kind) == ("expert", "beginner")
    assert history[0].record.match.model_dump() == json.loads(done.stdout)["match"]


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (["--a", "grandmaster", "--b", "easy", "--seed", "1"], "unknown level"),
        (["--a", "easy", "--b", "easy", "--seed", "one"], "not a whole number"),
        (["--a", "easy", "--b", "easy", "--seed", "-4"], "out of range"),
        (["--a", "easy", "--b", "easy"], "required"),
        (["--a", "easy", "--b", "easy", "--seed", "1", "--clock", "0"], "clock"),
        (["--a", "easy", "--b", "easy", "--seed", "1", "--bogus"], "unrecognized"),
    ],
)
def test_match_command_errors_exit_2_with_json(args: list[str], needle: str) -> None:
    done = run_match(*args)
    assert done.returncode == 2
    assert done.stderr == ""
    error = json.loads(done.stdout)
    assert set(error) == {"error"} and needle in error["error"]
