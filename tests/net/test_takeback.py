"""PD.17 across two computers: a move is taken back only when both players agree. One
side asks, the other answers; agreed, the asker's last move and everything after it are
taken back on both sides and the game goes on from there; refused, nothing changes. The
joining side's checks of every view it was shown still hold, and both keep the same
record. On 127.0.0.1, through the headless pair."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.net.pair import Side, host, join, play_out, scenario_file


def until(side: Side, test) -> dict[str, Any]:  # type: ignore[no-untyped-def]
    """The next line of ``side`` that passes ``test`` (state lines before it passed)."""
    while True:
        line = side.next()
        assert "error" not in line, line
        if test(line):
            return line


def moved(side: Side, mover: Side, seat: str) -> dict[str, Any]:
    """``mover`` plays the computer's move for ``seat``; the state ``side`` shows next
    with that seat's turn over."""
    mover.send({"ai": "random"})
    return until(side, lambda line: "awaiting" in line and line["awaiting"] is not None
                 and line["awaiting"]["player"] != seat)


@pytest.mark.rules("PD.17")
@pytest.mark.parametrize("asker", ["host", "join"])
def test_an_agreed_take_back_rewinds_both_sides_and_both_keep_one_record(
        tmp_path: Path, asker: str) -> None:
    first, port, code = host(scenario_file(tmp_path), "--record", str(tmp_path / "h.json"))
    second = join(port, code, "--record", str(tmp_path / "j.json"))
    try:
        until(first, lambda line: "awaiting" in line)
        until(second, lambda line: "awaiting" in line)
        moved(second, first, "first")
        until(first, lambda line: line.get("awaiting", {}).get("player") == "second")
        before = moved(first, second, "second")  # the host's view once both have moved
        until(second, lambda line: line.get("awaiting", {}).get("player") == "first")
        asking, answering = (first, second) if asker == "host" else (second, first)
        asking.send({"takeback": "ask"})
        assert until(answering, lambda line: "takeback" in line) == {"takeback": "asked"}
        answering.send({"takeback": "yes"})
        if asker == "host":
            assert until(first, lambda line: "takeback" in line) == {"takeback": "agreed"}
        # the asker's last move is gone: the host's own view rewinds to before it
        rewound = until(first, lambda line: "awaiting" in line)
        taken_by = "first" if asker == "host" else "second"
        assert rewound["awaiting"]["player"] == taken_by
        assert len(rewound["log"]) < len(before["log"])
        seen = until(second, lambda line: "awaiting" in line)
        assert seen["awaiting"]["player"] == taken_by
        # the game goes on from there and ends alike on both sides, with one record
        (first if taken_by == "first" else second).send({"ai": "random"})
        finals = play_out((first, second))
        assert finals[0]["result"] == finals[1]["result"]
        for side in (first, second):
            assert side.proc.wait(timeout=60) == 0
        assert (tmp_path / "h.json").read_bytes() == (tmp_path / "j.json").read_bytes()
    finally:
        first.close()
        second.close()


@pytest.mark.rules("PD.17")
def test_a_take_back_declined_or_with_nothing_to_take_back_changes_nothing(
        tmp_path: Path) -> None:
    first, port, code = host(scenario_file(tmp_path))
    second = join(port, code)
    try:
        until(first, lambda line: "awaiting" in line)
        until(second, lambda line: "awaiting" in line)
        after = moved(second, first, "first")
        # the joining side has no move yet: its request is refused with the reason
        second.send({"takeback": "ask"})
        line = second.next()
        assert "no move of yours to take back" in str(line.get("error")), line
        # the host asks; the joining side declines; the host is told, nothing changes
        first.send({"takeback": "ask"})
        assert until(second, lambda line: "takeback" in line) == {"takeback": "asked"}
        second.send({"takeback": "no"})
        assert until(first, lambda line: "takeback" in line) == {"takeback": "refused"}
        second.send({"ai": "random"})
        finals = play_out((first, second))
        assert finals[0]["result"] == finals[1]["result"]
        assert finals[1]["log"][:len(after["log"])] == after["log"]
    finally:
        first.close()
        second.close()
