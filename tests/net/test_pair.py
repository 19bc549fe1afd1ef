"""The headless pair plays whole games over TLS on 127.0.0.1 (docs/network.md)."""

from __future__ import annotations

from pathlib import Path

import pytest

from momon_desktop.storage.record import load_record

from .pair import host, join, play_out, scenario_file


@pytest.mark.rules("4.4.1", "4.5.2", "6.6")
def test_pair_plays_a_whole_game_and_agrees_on_the_result(tmp_path: Path) -> None:
    h, port, code = host(scenario_file(tmp_path))
    j = join(port, code)
    try:
        seen: list[tuple[int, dict[str, object]]] = []
        a, b = play_out((h, j), "easy", lambda i, s: seen.append((i, s)))
        assert a["result"] == b["result"]
        assert a["arena"] == b["arena"] and a["log"] == b["log"]
        for i, state in seen:
            own, other = ("first", "second")[i], ("first", "second")[1 - i]
            assert state["seat"] == own
            assert isinstance(state["hands"][own], list)  # type: ignore[index]
            assert isinstance(state["hands"][other], int)  # type: ignore[index]
        assert h.proc.wait(timeout=60) == 0 and j.proc.wait(timeout=60) == 0
    finally:
        h.close()
        j.close()


def test_both_sides_keep_the_same_record_of_the_game(tmp_path: Path) -> None:
    """PD.16: with --record, the host and the joining side save the finished game's
    record, the same bytes; it reads back, its checks hold, and it ends as both saw."""
    kept = tmp_path / "host.momon.json", tmp_path / "join.momon.json"
    h, port, code = host(scenario_file(tmp_path), "--record", str(kept[0]))
    j = join(port, code, "--record", str(kept[1]))
    try:
        a, b = play_out((h, j), "easy")
        assert h.proc.wait(timeout=60) == 0 and j.proc.wait(timeout=60) == 0
        assert kept[0].read_bytes() == kept[1].read_bytes()
        loaded = load_record(kept[1])
        assert loaded.game.result is not None
        assert loaded.game.result.to_json() == a["result"] == b["result"]
        assert len(loaded.record.checks or ()) == len(loaded.record.moves) + 1
    finally:
        h.close()
        j.close()


def test_wrong_code_is_refused_with_a_message(tmp_path: Path) -> None:
    h, port, code = host(scenario_file(tmp_path))
    wrong = "A" * len(code) if code != "A" * len(code) else "B" * len(code)
    j = join(port, wrong)
    try:
        line = j.next()
        assert "join code" in line["error"]
        assert j.proc.wait(timeout=60) == 2
    finally:
        h.close()
        j.close()


def test_out_of_turn_and_illegal_moves_are_refused(tmp_path: Path) -> None:
    h, port, code = host(scenario_file(tmp_path))
    j = join(port, code)
    try:
        assert j.next()["awaiting"]["player"] == "first"
        h.next()
        j.send({"ai": "random"})
        assert "not your decision" in j.next()["error"]
        h.send({"summon": "no-such-card", "to": "A1"})
        assert "error" in h.next()
        h.send("not a move")
        assert "error" in h.next()
        h.send({"ai": "random"})
        assert h.next()["awaiting"]["player"] == "second"
        assert j.next()["awaiting"]["player"] == "second"
    finally:
        h.close()
        j.close()
