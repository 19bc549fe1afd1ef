"""The referee and the card-set reader as separate processes, for the inputs that
measure time and memory: each child's own peak resident memory (its rusage from
``os.wait4``, taken by ``measured_child.py``, a small process that starts it) and its run
time are bounded, it prints no traceback, and bad input
gives exit status 2 or one error line.  Each child has an address-space limit, so a
case that would use gigabytes fails at once instead of pressing on the machine."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import IO, Any

import pytest

from momon_desktop.cards import bundled_decks
from momon_desktop.engine import Setup
from momon_desktop.storage import CardLibrary, content_hash, make_record, record_to_bytes
from momon_desktop.storage.cardsets import parse_set_data

from .harness import COUNTS, FAILURES, message_problem

ROOT = Path(__file__).resolve().parents[2]
# A child may use at most this much resident memory and this many seconds.
CHILD_MEGABYTES = 400
CHILD_SECONDS = 20.0
# Its address space is capped well above that, and far below what a runaway would take.
ADDRESS_SPACE = 1536 * 1024 * 1024


# Starts each child and reports its own peak memory (see its docstring).
MEASURED_CHILD = Path(__file__).with_name("measured_child.py")


def run_child(args: list[str], stdin: bytes | Callable[[IO[bytes]], None] = b"",
              ) -> tuple[int, bytes, bytes, float, float]:
    """Run ``python ARGS``: (exit status, stdout, stderr, peak RSS in MB, seconds)."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    start = time.perf_counter()
    report_in, report_out = os.pipe()
    proc = subprocess.Popen([sys.executable, str(MEASURED_CHILD), str(report_out),
                             str(ADDRESS_SPACE), *args], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT, env=env,
                            pass_fds=(report_out,), start_new_session=True)
    os.close(report_out)
    assert proc.stdin is not None and proc.stdout is not None and proc.stderr is not None
    out: dict[str, bytes] = {}

    def feed(pipe: IO[bytes]) -> None:
        try:
            if callable(stdin):
                stdin(pipe)
            else:
                pipe.write(stdin)
        except BrokenPipeError:
            pass
        finally:
            try:
                pipe.close()
            except BrokenPipeError:
                pass

    threads = [threading.Thread(target=feed, args=(proc.stdin,)),
               threading.Thread(target=lambda: out.__setitem__("out", proc.stdout.read())),
               threading.Thread(target=lambda: out.__setitem__("err", proc.stderr.read()))]
    for t in threads:
        t.start()
    def stop() -> None:  # a runaway, with the process that measures it
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)

    timer = threading.Timer(CHILD_SECONDS * 3, stop)
    timer.start()
    proc.wait()
    timer.cancel()
    with os.fdopen(report_in, "rb") as report:
        peak = report.read()
    for t in threads:
        t.join()
    assert peak, "the measuring process reported no peak"
    return (proc.returncode, out["out"], out["err"], int(peak) / 1024,
            time.perf_counter() - start)


_TARGET = "separate processes (referee, card sets)"


def _count(outcome: str) -> None:
    counts = COUNTS.setdefault(_TARGET, Counter())
    counts[outcome] += 1
    counts["cases"] += 1


def _bounded(peak: float, seconds: float, err: bytes) -> None:
    # stderr holds at most the sentence that ends an interactive session, never a traceback.
    said = [line for line in err.splitlines() if line.strip()]
    assert all(line.startswith(b"the game is over (") for line in said), f"stderr: {err[-2000:]!r}"
    assert peak <= CHILD_MEGABYTES, f"peak memory {peak:.0f} MB (at most {CHILD_MEGABYTES} MB)"
    assert seconds <= CHILD_SECONDS, f"took {seconds:.1f} s (at most {CHILD_SECONDS} s)"


def _lines(out: bytes) -> list[dict[str, Any]]:
    return [json.loads(line) for line in out.decode("utf-8").split("\n") if line.strip()]


def _refused(obj: dict[str, Any]) -> None:
    assert set(obj) == {"error", "move"}, obj
    assert message_problem(obj["error"]) is None, message_problem(obj["error"])


@pytest.fixture
def outcome(request: pytest.FixtureRequest) -> Iterator[None]:
    """Counts the case as refused in bounds, or failed."""
    yield
    report = getattr(request.node, "rep_call", None)
    passed = report is not None and report.passed
    _count("refused" if passed else "failed")
    if not passed and report is not None:
        crash = getattr(report.longrepr, "reprcrash", None)
        why = crash.message.splitlines()[0] if crash is not None else "failed"
        FAILURES.setdefault(_TARGET, {})[request.node.name] = (1, request.node.name, why)


def _decks() -> dict[str, list[str]]:
    d = bundled_decks()
    return {"first": list(d[0].cards), "second": list(d[1].cards)}


SCENARIO_BYTES = {
    "a lone surrogate echoed": json.dumps({"decks": _decks(), "format": "\ud800x"}).encode(),
    "a lone surrogate in a move": json.dumps(
        {"decks": _decks(), "moves": [{"summon": "\udfff", "to": "A1"}]}).encode(),
    "invalid UTF-8": json.dumps({"decks": _decks()}).encode().replace(b"first", b"fi\xffrst"),
    "nested 100000 deep": b'{"decks": ' + b"[" * 100_000 + b"]" * 100_000 + b"}",
    "a 5000-digit number": b'{"decks": {"first": [], "second": []}, "moves": [' + b"9" * 5000
    + b"]}",
    "a 900 kB string": json.dumps({"decks": _decks(), "format": "x" * 900_000}).encode(),
}


@pytest.mark.parametrize("name", list(SCENARIO_BYTES))
def test_referee_refuses_a_scenario(tmp_path: Path, name: str, outcome: None) -> None:
    path = tmp_path / "s.json"
    path.write_bytes(SCENARIO_BYTES[name])
    save = tmp_path / "out.momon"
    status, out, err, peak, seconds = run_child(
        ["-m", "momon_desktop", "referee", str(path), "--save", str(save)])
    _bounded(peak, seconds, err)
    assert status == 2
    lines = _lines(out)
    assert len(lines) == 1
    _refused(lines[0])
    assert path.read_bytes() == SCENARIO_BYTES[name]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["s.json"]


def _session(tmp_path: Path) -> Path:
    path = tmp_path / "s.json"
    path.write_text(json.dumps({"decks": _decks()}), encoding="utf-8")
    return path


CONCEDE = b'{"concede": "second"}\n'


def test_referee_session_goes_on_after_invalid_utf8(tmp_path: Path, outcome: None) -> None:
    status, out, err, peak, seconds = run_child(
        ["-m", "momon_desktop", "referee", "--interactive", str(_session(tmp_path))],
        b'{"summon": "\xff\xfe", "to": "A1"}\n' + CONCEDE)
    _bounded(peak, seconds, err)
    lines = _lines(out)
    assert status == 0 and len(lines) == 3
    _refused(lines[1])
    assert lines[2]["result"] is not None


LONG_LINE_BYTES = 200 * 1024 * 1024


def test_referee_session_survives_a_200_mb_line(tmp_path: Path, outcome: None) -> None:
    """One line of 200 MB costs neither gigabytes nor the session."""
    def feed(pipe: IO[bytes]) -> None:
        pipe.write(b'{"summon": "')
        chunk = b"a" * (1024 * 1024)
        for _ in range(LONG_LINE_BYTES // len(chunk)):
            pipe.write(chunk)
        pipe.write(b'", "to": "A1"}\n' + CONCEDE)

    status, out, err, peak, seconds = run_child(
        ["-m", "momon_desktop", "referee", "--interactive", str(_session(tmp_path))], feed)
    _bounded(peak, seconds, err)
    lines = _lines(out)
    assert status == 0 and len(lines) == 3, [str(x)[:300] for x in lines]
    _refused(lines[1])
    assert lines[2]["result"] is not None


# A valid card set of under 1 MB whose one card has as many abilities as fit.
_ABILITY = {"when": "summoned", "do": "ward", "target": "self", "amount": 1}
_MANY = 15_000


def _heavy_set(abilities: int = _MANY) -> dict[str, Any]:
    cards: list[dict[str, Any]] = [
        {"id": f"plain-{i}", "name": {"en": f"Plain {i}"}, "type": "momon", "power": 3,
         "sight": ["F"]} for i in range(9)]
    cards.append({"id": "heavy", "name": {"en": "Heavy"}, "type": "momon", "power": 3,
                  "sight": ["F"], "abilities": [_ABILITY] * abilities,
                  "text": {"en": "When summoned, it gets Ward Tokens."}})
    return {"format_version": 1, "set": {"id": "heavy-set", "name": {"en": "Heavy"}},
            "cards": cards}


_SUMMON_HEAVY = """
import sys, time
from momon_desktop.cards import CardSetError, load_card_set
from momon_desktop.engine import Setup
try:
    s = load_card_set(sys.argv[1])
except CardSetError as exc:
    print("refused", str(exc).splitlines()[0][:300])
    sys.exit(0)
cards = {c.id: c for c in s.cards}
deck = [cards["heavy"]] + [cards[f"plain-{i}"] for i in range(9)]
game = Setup(deck, deck).new_game(0)
game.apply(game.setup.summons[0][0])
print("summoned")
"""


def test_a_card_with_thousands_of_abilities(tmp_path: Path, outcome: None) -> None:
    """Refused at reading, or its Summon is as quick and small as any other."""
    path = tmp_path / "heavy.json"
    raw = json.dumps(_heavy_set(), separators=(",", ":")).encode()
    assert len(raw) < 1024 * 1024
    path.write_bytes(raw)
    status, out, err, peak, seconds = run_child(["-c", _SUMMON_HEAVY, str(path)])
    _bounded(peak, seconds, err)
    assert status == 0 and out.split()[0] in (b"refused", b"summoned"), out
    if out.startswith(b"refused"):
        assert message_problem(out.decode()) is None
    assert path.read_bytes() == raw


def _heavy_record() -> bytes:
    """The record of a game whose first decision Summons the card, made with one
    ability on it, then given the thousands in its embedded card set."""
    light = _heavy_set(abilities=1)
    library = CardLibrary([parse_set_data(light, "light")])
    deck = ["heavy"] + [f"plain-{i}" for i in range(9)]
    game = Setup(library.deck_defs(deck), library.deck_defs(deck)).new_game(0)
    game.apply(game.setup.summons[0][0])
    data = json.loads(record_to_bytes(make_record(game, library, "open")))
    heavy = _heavy_set()
    data["card_sets"] = [{"id": "heavy-set", "sha256": content_hash(heavy), "data": heavy}]
    return json.dumps(data, separators=(",", ":")).encode()


def test_a_record_of_a_card_with_thousands_of_abilities(tmp_path: Path, outcome: None) -> None:
    """A record under 1 MB that embeds such a card and Summons it is refused (its
    recorded state is not what the replay gives) quickly and without gigabytes,
    whether the card set's limits or the replay refuse it."""
    path = tmp_path / "heavy.momon"
    raw = _heavy_record()
    assert len(raw) < 1024 * 1024
    path.write_bytes(raw)
    status, out, err, peak, seconds = run_child(
        ["-m", "momon_desktop", "referee", "--record", str(path)])
    _bounded(peak, seconds, err)
    assert status == 2
    lines = _lines(out)
    assert len(lines) == 1
    _refused(lines[0])
    assert path.read_bytes() == raw
