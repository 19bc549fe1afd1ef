"""The referee (``python -m momon_desktop referee``), run in this process through
:func:`momon_desktop.referee.run` with streams like the command's own (stdin read as
UTF-8 with ``surrogateescape``, stdout strict UTF-8): a bad scenario, record or
``--interactive`` line gives exit status 2 (or, in a session, one error line) with
``{"error": …, "move": …}`` in plain words, never a traceback or an internal error;
the input files stay byte for byte the same and nothing is saved."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

from momon_desktop import referee

from .corpus import records, scenarios
from .gen import Fuzz
from .harness import Target, message_problem

SCENARIO_CASES = 700
RECORD_CASES = 200
SESSIONS = 25
LINES_PER_SESSION = 24


class RefereeFailure(Exception):
    """What the referee printed breaks its contract."""


def run_referee(argv: list[str], stdin: bytes = b"") -> tuple[int, list[dict[str, Any]]]:
    inp = io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8", errors="surrogateescape")
    raw = io.BytesIO()
    out = io.TextIOWrapper(raw, encoding="utf-8", errors="strict", write_through=True)
    status = referee.run(argv, inp, out)
    out.flush()
    lines = []
    for line in raw.getvalue().decode("utf-8").split("\n")[:-1]:
        lines.append(json.loads(line))
    return status, lines


def error_problem(obj: dict[str, Any]) -> tuple[str, str] | None:
    if set(obj) != {"error", "move"}:
        return f"not an error object: {str(obj)[:200]}", "not an error object"
    if obj["move"] is not None and not isinstance(obj["move"], int):
        return f"move is {obj['move']!r}", "bad move index"
    return message_problem(obj["error"])


def _scenario_outcome(status: int, lines: list[dict[str, Any]]) -> tuple[str, str] | None:
    if status == 0:
        if len(lines) != 1 or "arena" not in lines[0]:
            return f"exit 0 without one state: {str(lines)[:200]}", "exit 0 without a state"
        return None
    if status != 2 or len(lines) != 1:
        return f"exit {status} with {len(lines)} lines", "bad exit"
    problem = error_problem(lines[0])
    if problem is not None:
        return problem
    raise RefereeFailure(lines[0]["error"])  # counted as "refused"


def _files(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


def test_mutated_scenarios(tmp_path: Path) -> None:
    """Scenario files: mutated fields (decks, moves, cards, format), bytes made
    invalid UTF-8, huge numbers, deep nesting, long strings and lone surrogates; with
    ``--save`` half of the time."""
    target = Target("referee scenarios")
    corpus = scenarios()
    for case in range(SCENARIO_CASES):
        fuzz = Fuzz(70_000 + case)
        raw = fuzz.dumps(fuzz.mutate(corpus[case % len(corpus)]))
        if case % 3 == 0:
            raw = fuzz.mutate_bytes(raw)
        path = tmp_path / f"s{case}.json"
        path.write_bytes(raw)
        save = tmp_path / f"s{case}.momon"
        argv = [str(path)] + (["--save", str(save)] if case % 2 else [])

        def one(a: list[str] = argv) -> tuple[str, str] | None:
            return _scenario_outcome(*run_referee(a))

        outcome = target.run(f"case {case}", one, (RefereeFailure,), check=lambda p: p)
        assert path.read_bytes() == raw, f"case {case}: the scenario file was changed"
        if outcome == "refused":
            assert not save.exists(), f"case {case}: a refused scenario was saved"
        elif save.exists():
            save.unlink()
    target.assert_clean(SCENARIO_CASES)


def test_mutated_records_through_the_referee(tmp_path: Path) -> None:
    target = Target("referee --record")
    corpus = records()
    for case in range(RECORD_CASES):
        fuzz = Fuzz(80_000 + case)
        raw = corpus[case % len(corpus)]
        raw = fuzz.mutate_bytes(raw) if case % 2 else fuzz.dumps(fuzz.mutate(json.loads(raw)))
        path = tmp_path / f"r{case}.momon"
        path.write_bytes(raw)
        before = _files(tmp_path)

        def one(p: Path = path) -> tuple[str, str] | None:
            return _scenario_outcome(*run_referee(["--record", str(p)]))

        target.run(f"case {case}", one, (RefereeFailure,), check=lambda p: p)
        assert _files(tmp_path) == before, f"case {case}: files changed"
    target.assert_clean(RECORD_CASES)


def _session_lines(fuzz: Fuzz, options: list[Any]) -> list[bytes]:
    """Bad lines for a session (one line each: no line break inside)."""
    lines: list[bytes] = []
    for _ in range(LINES_PER_SESSION):
        k = fuzz.r.randrange(6)
        move = fuzz.r.choice(options)
        if k == 0:
            line = fuzz.dumps(fuzz.mutate(move))
        elif k == 1:
            line = fuzz.mutate_bytes(json.dumps(move).encode())
        elif k == 2:
            line = fuzz.dumps(fuzz.value())
        elif k == 3:
            line = fuzz.dumps(fuzz.nested())
        elif k == 4:
            line = fuzz.dumps({"summon": "a" * fuzz.r.choice((1000, 300_000)), "to": "\ud800"})
        else:
            line = fuzz.r.choice((b"{", b"null", b"[]", b"\xff\xfe", b"\x00", b"{}",
                                  b'{"ai": "nobody"}', b'{"concede": "nobody"}'))
        lines.append(line.replace(b"\n", b" ").replace(b"\r", b" "))
    return lines


def test_interactive_lines(tmp_path: Path) -> None:
    """Each bad line gets one error line and the session goes on: a concession after
    them is still played."""
    target = Target("referee --interactive lines")
    corpus = scenarios()
    total = 0
    for session in range(SESSIONS):
        fuzz = Fuzz(90_000 + session)
        data = dict(corpus[session % len(corpus)])
        data["moves"] = data["moves"][:2]
        path = tmp_path / f"i{session}.json"
        path.write_text(json.dumps(data), encoding="utf-8")
        status, first = run_referee([str(path)])
        assert status == 0
        options = first[0]["awaiting"]["options"]
        lines = _session_lines(fuzz, options)
        # a concession is legal at any moment (7.6.1) whatever the bad lines did
        good = b'{"concede": "second"}'
        stdin = b"\n".join(lines) + b"\n" + good + b"\n"
        total += len(lines)

        def one(s: bytes = stdin, n: int = len(lines), p: Path = path) -> tuple[str, str] | None:
            status, out = run_referee(["--interactive", str(p)], s)
            if status != 0:
                return f"exit {status}: {str(out)[-300:]}", "session ended with an error"
            answers = out[1:]
            # a line that happened to be a good move may have ended the game; the session
            # ends with it
            ended = [i for i, a in enumerate(answers) if a.get("result") is not None]
            if ended and ended[0] < n:
                answers = answers[: ended[0] + 1]
                n = ended[0]
            if len(answers) != n + 1:
                return (f"{n + 1} lines in, {len(answers)} answers out", "lines lost")
            for answer in answers[:-1]:
                if "arena" not in answer:
                    problem = error_problem(answer)
                    if problem is not None:
                        return problem
            if "arena" not in answers[-1] or answers[-1]["result"] is None:
                return f"the good move after them was refused: {answers[-1]}", "session broken"
            return None

        target.run(f"session {session}", one, (), check=lambda p: p)
        assert path.read_text(encoding="utf-8") == json.dumps(data)
    assert total == SESSIONS * LINES_PER_SESSION
    target.assert_clean(SESSIONS)
