"""Nothing lost when the host stops: its app, started again, takes the game up from its
autosave and the joining side comes back to it by itself (docs/network.md, "The host's
app started again")."""

from __future__ import annotations

import queue
import threading
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from momon_desktop.net.host import HostTable, Listener
from momon_desktop.net.join import JoinRefused, JoinSide, taken_up_at
from momon_desktop.referee import load_scenario

from .pair import scenario_file

WAIT = 60.0  # the most one side may take (a queue is awaited, not slept on)


class Run:
    """One run of the host: a table and its listener on 127.0.0.1."""

    def __init__(self, table: HostTable, port: int = 0, code: str | None = None) -> None:
        self.states: queue.Queue[dict[str, Any]] = queue.Queue()
        self.peers: list[str] = []
        self.table = table
        table.on_local_state = self.states.put
        table.on_peer = self.peers.append
        self.listener = Listener(table, "127.0.0.1", port, code)
        threading.Thread(target=self.listener.serve, daemon=True).start()

    def stop_dead(self) -> None:
        """The host's process is gone: its sockets close and nothing says goodbye."""
        self.listener.close()
        with self.table.lock:
            link, self.table.link = self.table.link, None
        if link is not None:
            link.close()


def test_the_host_started_again_takes_the_game_up_and_the_friend_comes_back(
        tmp_path: Path) -> None:
    scenario = load_scenario(str(scenario_file(tmp_path)))
    first = Run(HostTable(scenario, lambda _s: None, lambda _r, _m: None))
    shown: list[dict[str, Any]] = []
    lines: list[str] = []
    refused: list[str] = []

    def on_state(state: dict[str, Any]) -> None:
        shown.append(state)
        if state["awaiting"] is not None and state["awaiting"]["player"] == "second":
            side.move({"ai": "random"})

    side = JoinSide("127.0.0.1", first.listener.port, first.listener.code, on_state,
                    lambda reason, _move: refused.append(reason), reconnect_for=WAIT)
    side.on_line = lines.append
    side.connect()
    result: list[int] = []
    runner = threading.Thread(target=lambda: result.append(side.run()), daemon=True)
    runner.start()
    second: Run | None = None
    try:
        # the host plays three turns; after the friend's third answer the host stops
        while True:
            state = first.states.get(timeout=WAIT)
            if state["awaiting"]["player"] == "first":
                if state["turns_taken"]["first"] == 3:
                    break
                first.table.local_move({"ai": "random"})
        with first.table.lock:
            moves = list(first.table.moves)
            seed = first.table.seed
            host_seat = first.table.host_seat
            decks = first.table.scenario.decks
        assert seed is not None
        first.stop_dead()
        # Its autosave was written before the friend's last answer came: one move short.
        kept = moves[:-1]
        table = HostTable(replace(scenario, decks=decks), lambda _s: None, lambda _r, _m: None)
        second = Run(table, first.listener.port, first.listener.code)
        table.restore(kept, seed, host_seat)
        assert table.absent  # the friend's seat is kept for their return (PD.18)
        # the friend comes back by itself, is shown the game as the host has it, and
        # answers again; the game goes on to its end
        while True:
            state = second.states.get(timeout=WAIT)
            if state["result"] is not None:
                break
            if state["awaiting"]["player"] == "first":
                table.local_move({"ai": "random"})
        runner.join(WAIT)
        assert result == [0]
        assert side.host_restarts == 1 and lines[:2] == ["dropped", "back"]
        assert second.peers[0] == "back"
        assert shown[-1]["result"] == state["result"] and shown[-1]["log"] == state["log"]
        # both keep the same record (the digest chain matches, PD.16)
        assert side.record is not None and side.record == table.record
        assert not refused
    finally:
        side.leave()
        first.stop_dead()
        if second is not None:
            second.listener.close()
            second.table.close()


def test_a_host_started_again_may_not_change_what_it_had_shown() -> None:
    shown: dict[int, Any] = {4: {"seat": "second", "log": ["a"]},
                             5: {"seat": "second", "log": ["a", "b"]}}
    with pytest.raises(JoinRefused) as refused:
        taken_up_at(dict(shown), 4, {"seat": "second", "log": ["x"]})
    assert refused.value.kind == "unfair"
    with pytest.raises(JoinRefused):
        taken_up_at(dict(shown), 3, {"seat": "second", "log": []})
    kept = dict(shown)
    taken_up_at(kept, 4, {"seat": "second", "log": ["a"]})
    assert list(kept) == [4]
