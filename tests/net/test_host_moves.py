"""What the host accepts as a seat's move: its own decisions in turn, and its own
concession at any time (7.6.1); never a concession for the other seat."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from momon_desktop.net.host import HOST_SEAT, JOIN_SEAT

from .pair import Table


@pytest.mark.rules("7.6.1")
def test_the_joining_seat_concedes_out_of_turn(tmp_path: Path) -> None:
    t = Table(tmp_path)
    g = t.table.game
    assert g.awaiting is not None and g.awaiting.player == HOST_SEAT  # not the joiner's turn
    t.send("move", move={"concede": "second"})
    assert t.sent("refused") == []
    assert g.over and g.result is not None and g.result.winner == HOST_SEAT
    assert g.result.reason.value == "concession"
    # both seats were told how it ended
    assert t.sent("state")[-1]["state"]["result"] is not None
    assert t.local[-1]["result"] is not None


@pytest.mark.rules("7.6.1")
def test_the_joining_seat_cannot_concede_for_the_host(tmp_path: Path) -> None:
    t = Table(tmp_path)
    g = t.table.game
    t.send("move", move={"concede": "first"})
    [refused] = t.sent("refused")
    assert refused["reason"] == "a player concedes only for themselves (7.6.1)"
    assert not g.over
    # not even on its own turn
    t.table.local_move(_first_summon(t))
    assert g.awaiting is not None and g.awaiting.player == JOIN_SEAT
    t.send("move", move={"concede": "first"})
    assert len(t.sent("refused")) == 2 and not g.over


def test_the_host_concedes_only_for_itself_too(tmp_path: Path) -> None:
    t = Table(tmp_path)
    t.table.local_move({"concede": "second"})
    assert t.host_refusals == ["a player concedes only for themselves (7.6.1)"]
    assert not t.table.game.over


def _first_summon(t: Table) -> dict[str, Any]:
    """The host seat's first legal Summon, as its state offers it."""
    options = t.local[-1]["awaiting"]["options"]
    assert options
    move: dict[str, Any] = options[0]
    return move
