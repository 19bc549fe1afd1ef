"""PD.16: the joining side keeps the host's record of a finished game only if, replayed
through its own engine, it shows that side after every decision the very view it was
sent during the game."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from momon_desktop.net.host import JOIN_SEAT
from momon_desktop.net.join import JoinRefused, check_next_view, checked_record

from .pair import Table


def played(tmp_path: Path, seed: int) -> tuple[bytes, dict[int, Any]]:
    """A random game's record as the host sent it, and what it showed the joining seat,
    by the number of moves each view follows."""
    t = Table(tmp_path)
    t.play_randomly(seed)
    [record] = t.sent("record")
    shown = {m["moves"]: m["state"] for m in t.sent("state")}
    return record["record"].encode("utf-8"), shown


def test_the_record_of_the_game_shown_is_kept(tmp_path: Path) -> None:
    raw, shown = played(tmp_path, 1)
    assert checked_record(raw, shown, JOIN_SEAT) == raw
    assert len(shown) == len(json.loads(raw)["moves"]) + 1  # a view after every move


def test_a_record_of_another_game_is_refused(tmp_path: Path) -> None:
    """The table shows one game and sends the record of another (the same decks, other
    decisions): refused, saying after which move they part."""
    raw, shown = played(tmp_path, 2)
    other, _ = played(tmp_path, 3)
    with pytest.raises(JoinRefused, match=r"not the game it showed this seat \(after move \d+\)"):
        checked_record(other, shown, JOIN_SEAT)
    assert checked_record(raw, shown, JOIN_SEAT) == raw


def test_a_view_that_the_record_does_not_show_is_refused(tmp_path: Path) -> None:
    raw, shown = played(tmp_path, 4)
    k = max(shown) // 2
    altered = copy.deepcopy(shown)
    altered[k]["hands"]["second"] = list(reversed(altered[k]["hands"]["second"])) + ["x"]
    with pytest.raises(JoinRefused, match=rf"\(after move {k}\)"):
        checked_record(raw, altered, JOIN_SEAT)


def test_a_record_whose_checks_fail_is_refused(tmp_path: Path) -> None:
    raw, shown = played(tmp_path, 5)
    data = json.loads(raw)
    data["checks"][3] = "0" * len(data["checks"][3])
    with pytest.raises(JoinRefused, match="record of the game is not sound"):
        checked_record(json.dumps(data).encode(), shown, JOIN_SEAT)


def test_a_record_that_ends_elsewhere_is_refused(tmp_path: Path) -> None:
    raw, shown = played(tmp_path, 6)
    last = max(shown)
    del shown[last]
    with pytest.raises(JoinRefused, match="does not end where"):
        checked_record(raw, shown, JOIN_SEAT)


def test_each_view_is_checked_as_it_arrives(tmp_path: Path) -> None:
    """Before the record: a view of another seat, a view that goes back, a log that
    changes what it showed, or a second, different view of the same move is refused."""
    _raw, shown = played(tmp_path, 7)
    views = sorted(shown)
    seen: dict[int, Any] = {}
    for k in views:
        check_next_view(seen, k, shown[k], JOIN_SEAT)
        seen[k] = shown[k]
    check_next_view(seen, views[3], copy.deepcopy(shown[views[3]]), JOIN_SEAT)  # sent again
    first_seat = dict(shown[views[-1]], seat="first")
    with pytest.raises(JoinRefused, match="view of another seat"):
        check_next_view(seen, views[-1] + 1, first_seat, JOIN_SEAT)
    partial = {k: shown[k] for k in views[:6]}
    gap = {k: v for k, v in partial.items() if k != views[2]}
    with pytest.raises(JoinRefused, match=f"a view of move {views[2]} after one of move {views[5]}"):
        check_next_view(gap, views[2], shown[views[2]], JOIN_SEAT)
    rewritten = copy.deepcopy(shown[views[6]])
    rewritten["log"][0] = dict(rewritten["log"][0], text="something else happened")
    with pytest.raises(JoinRefused, match="changed events it had shown"):
        check_next_view(partial, views[6], rewritten, JOIN_SEAT)
    other = copy.deepcopy(shown[views[3]])
    other["turns_taken"]["first"] += 1
    with pytest.raises(JoinRefused, match="two different games after move"):
        check_next_view(partial, views[3], other, JOIN_SEAT)
