"""A match across two computers when the joining side is away or the host stops: the
host's app, started again, takes the match up where it kept it (``hosted-table.json``,
docs/network.md "The host's app started again"), in the middle of a game or between
games, and the friend comes back to it by itself; the friend away between games (PD.20);
and whose bank runs while the friend's line is down (PD.19)."""

from __future__ import annotations

import queue
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from momon_desktop.matchplay.progress import restore_match
from momon_desktop.net.host import HostTable
from momon_desktop.net.join import JoinRefused, JoinSide
from momon_desktop.referee import load_scenario
from momon_desktop.storage.hostedtable import HostedMatch

from .pair import scenario_file
from .test_host_restart import Run

pytestmark = pytest.mark.rules("PM.1", "PM.2", "PM.3", "7.4.2", "PD.18", "PD.19", "PD.20")

WAIT = 60.0  # the most one side may take (a queue is awaited, not slept on)
NAMES = ("Ann", "Ben")


class Friend:
    """The joining side, played by the computer: it answers its seat's decisions, makes
    its choices of the first turn (taking it; ``chooses``) and presses the clock after its
    wins, once for each game and run of the host (the match is told again after each
    change, and a choice in flight when the host stopped is made again)."""

    def __init__(self, port: int, code: str, chooses: bool = True) -> None:
        self.chooses = chooses
        self.done: set[tuple[str, int, int]] = set()
        self.refused: list[str] = []
        self.lines: list[str] = []
        self.told: list[dict[str, Any]] = []
        self.side = JoinSide("127.0.0.1", port, code, self._state,
                             lambda reason, _move: self.refused.append(reason),
                             reconnect_for=WAIT)
        self.side.on_line = self.lines.append
        self.side.on_match = self._match
        self.side.connect()
        self.result: queue.Queue[int | str] = queue.Queue()
        threading.Thread(target=self._run, daemon=True).start()

    def _state(self, state: dict[str, Any]) -> None:
        if state["awaiting"] is not None and state["awaiting"]["player"] == state["seat"]:
            self.side.move({"ai": "random"})

    def _match(self, snapshot: dict[str, Any]) -> None:
        self.told.append(snapshot)
        step = (snapshot["next"], len(snapshot["games"]), self.side.host_restarts)
        if step in self.done:
            return
        if snapshot["next"] == "choose" and snapshot["chooser"] == "b" and self.chooses:
            self.done.add(step)
            self.side.choose(True)
        elif snapshot["next"] == "press" and snapshot["presser"] == "b":
            self.done.add(step)
            self.side.press()

    def _run(self) -> None:
        try:
            self.result.put(self.side.run())
        except JoinRefused as exc:
            self.result.put(exc.message)


def match_table(scenario_path: Path, clock: float | None) -> HostTable:
    table = HostTable(load_scenario(str(scenario_path)), lambda _s: None,
                      lambda _r, _m: None, match=True, match_clock=clock)
    table.names = NAMES
    return table


class Host:
    """The hosting player, played by the computer, at one run of the host's table."""

    def __init__(self, run: Run) -> None:
        self.run = run
        self.table = run.table
        self.snapshots: queue.Queue[dict[str, Any]] = queue.Queue()
        self.table.on_match = self.snapshots.put

    def play(self, stop: Callable[[HostTable], bool]) -> None:
        """Answer the hosting player's decisions, choices (taking the first turn) and
        presses until ``stop(table)`` holds or the match is over."""
        t = self.table
        deadline = time.monotonic() + WAIT
        while time.monotonic() < deadline:
            with t.lock:
                if stop(t) or t.phase == "over":
                    return
                tm = t.table_match
                awaiting = t.game.awaiting if t.phase == "playing" else None
                if awaiting is not None and awaiting.player == t.host_seat:
                    t.local_move({"ai": "random"})
                    continue
                step = tm.step if tm is not None else ""
                if step == "choose" and tm is not None and tm.chooser == "a":
                    assert t.local_choose(True) is None
                    continue
                game = tm.game if tm is not None else None
                if step == "press" and game is not None and game.pending is not None \
                        and game.pending.winner == "a":
                    assert t.local_press() is None
                    continue
            try:  # the friend's turn: wait for the table's next change
                self.snapshots.get(timeout=1.0)
            except queue.Empty:
                pass
        with t.lock:
            tm = t.table_match
            raise AssertionError(f"the match did not get there in time: {t.phase}, "
                                 f"{tm.snapshot('a') if tm is not None else None}")


def kept_at(table: HostTable) -> tuple[HostedMatch, list[object]]:
    """What the hosting app keeps: the match (hosted-table.json) and the game's moves
    (its autosave)."""
    kept = table.kept_match()
    assert kept is not None
    with table.lock:
        moves = list(table.moves) if table.phase == "playing" else []
    return kept, moves


def take_up(tmp_path: Path, first: Run, kept: HostedMatch, moves: list[object],
            clock: float | None) -> Run:
    """The host's app started again on the same port with the same join code, the match
    taken up from what it kept."""
    first.stop_dead()
    table = match_table(scenario_file(tmp_path), clock)
    again = Run(table, first.listener.port, first.listener.code)
    table.restore_match(restore_match(kept, time.monotonic), (kept.decks[0], kept.decks[1]),
                        moves)
    assert table.absent  # the friend's seat is kept for their return (PD.18)
    return again


@pytest.mark.parametrize("where", ["in a game", "between games"])
def test_the_host_started_again_takes_the_match_up_and_the_friend_comes_back(
        tmp_path: Path, where: str) -> None:
    clock = 600.0
    first = Run(match_table(scenario_file(tmp_path), clock))
    host = Host(first)
    friend = Friend(first.listener.port, first.listener.code)
    second: Run | None = None
    try:
        if where == "in a game":
            # game 1 over and game 2 under way, the hosting player to move
            host.play(lambda t: t.game_number == 2 and t.phase == "playing" and len(t.moves) >= 5
                      and t.game.awaiting is not None and t.game.awaiting.player == t.host_seat)
        else:
            host.play(lambda t: t.phase == "between" and t.table_match is not None
                      and t.table_match.step == "choose" and t.table_match.match.games != [])
        with first.table.lock:
            tm = first.table.table_match
            assert tm is not None
            games_before = [g.outcome for g in tm.match.games if g.status == "complete"]
            seat_before = first.table.host_seat
        kept, moves = kept_at(first.table)
        assert (kept.current is not None) == (where == "in a game")
        if kept.current is not None:
            assert kept.current.clock_left is not None and kept.current.status == "playing"
            left_b = kept.current.clock_left.b
        second = take_up(tmp_path, first, kept, moves, clock)
        with second.table.lock:
            tm = second.table.table_match
            assert tm is not None
            # the complete games, the seats and the banks are as they were kept
            assert [g.outcome for g in tm.match.games if g.status == "complete"] == games_before
            if where == "in a game":
                assert second.table.host_seat == seat_before and second.table.moves == moves
                assert tm.match.clock is not None
                assert tm.match.clock.remaining("b") == pytest.approx(left_b, abs=0.002)
                # the friend is away: their bank does not run, the host's does (PD.19)
                assert tm.match.clock.running == "a"
        # the friend comes back by itself and the match goes on to its end
        Host(second).play(lambda _t: False)
        assert friend.result.get(timeout=WAIT) == 0
        assert friend.side.host_restarts == 1 and friend.lines[:2] == ["dropped", "back"]
        assert second.peers[0] == "back"
        last = friend.told[-1]
        with second.table.lock:
            tm = second.table.table_match
            assert tm is not None
            assert last == tm.snapshot("b") and last["next"] == "over"
        assert not friend.refused
    finally:
        friend.side.leave()
        first.stop_dead()
        if second is not None:
            second.listener.close()
            second.table.close()


class Away:
    """A match on 127.0.0.1 whose joining side is a JoinSide driven by the test and
    whose line the test cuts."""

    def __init__(self, tmp_path: Path, clock: float | None, chooses: bool = False) -> None:
        """``chooses``: the friend makes its choices of the first turn; without it the
        table waits for them."""
        self.table = match_table(scenario_file(tmp_path), clock)
        self.run = Run(self.table)
        self.host = Host(self.run)
        self.friend = Friend(self.run.listener.port, self.run.listener.code, chooses)

    def cut(self) -> None:
        """The friend's line drops and the table cannot be reached."""
        self.run.listener.close()
        with self.table.lock:
            link = self.table.link
        assert link is not None
        link.close()
        deadline = time.monotonic() + WAIT
        while not self.table.absent:
            assert time.monotonic() < deadline
            self.host.snapshots.get(timeout=WAIT)

    def close(self) -> None:
        self.friend.side.leave()
        self.run.stop_dead()
        self.table.close()


def friends_choice(t: HostTable) -> bool:
    return t.phase == "between" and t.table_match is not None \
        and t.table_match.step == "choose" and t.table_match.chooser == "b"


@pytest.mark.rules("PD.20", "PD.18", "7.6.1", "PM.2")
def test_a_claim_between_games_is_the_absent_chooser_s_concession_of_the_next_game(
        tmp_path: Path) -> None:
    away = Away(tmp_path, None)
    t = away.table
    try:
        away.host.play(friends_choice)
        with t.lock:
            tm = t.table_match
            assert tm is not None
            number = len(tm.match.games) + 1
        assert t.claim() is not None  # the friend is here: nothing to claim
        away.cut()
        assert t.claim() is None
        with t.lock:
            tm = t.table_match
            assert tm is not None
            game = tm.match.games[number - 1]
            # the game claimed began with the absent chooser taking the first turn, and
            # ended at once as their concession
            assert game.chooser == "b" and game.first == "b" and game.status == "complete"
            assert game.outcome is not None and game.outcome.winner == "a"
            assert game.outcome.reason == "concession"
            assert t.game.result is not None and len(t.game.history) == 1
    finally:
        away.close()


@pytest.mark.rules("PD.20", "PD.18", "PM.2", "7.4.2")
def test_the_computer_takes_an_absent_friend_s_seat_for_the_rest_of_the_match(
        tmp_path: Path) -> None:
    away = Away(tmp_path, 600.0)
    t = away.table
    try:
        away.host.play(friends_choice)
        away.cut()
        t.take_seat()
        with t.lock:
            tm = t.table_match
            assert tm is not None
            # the computer made the friend's choice of the first turn: the game is on
            assert tm.step == "play" and tm.game is not None and tm.game.chooser == "b"
        # the host's computer plays the friend's seat; the friend's choices and presses
        # are made for them, and the match reaches its end
        deadline = time.monotonic() + WAIT
        while True:
            assert time.monotonic() < deadline
            with t.lock:
                if t.phase == "over":
                    break
                awaiting = t.game.awaiting if t.phase == "playing" else None
                if awaiting is not None and awaiting.player == t.join_seat:
                    assert t.local_move_for(t.join_seat, {"ai": "random"}) is None
                    continue
            away.host.play(lambda tt: tt.phase == "playing" and tt.game.awaiting is not None
                           and tt.game.awaiting.player == tt.join_seat)
        with t.lock:
            tm = t.table_match
            assert tm is not None and tm.step == "over"
            assert all(g.status == "complete" for g in tm.match.games)
    finally:
        away.close()


@pytest.mark.rules("PD.19", "PM.3")
def test_while_the_friend_is_away_the_host_s_own_bank_runs_when_the_host_decides(
        tmp_path: Path) -> None:
    away = Away(tmp_path, 600.0, chooses=True)
    t = away.table
    try:
        away.host.play(lambda tt: tt.phase == "playing" and tt.game.awaiting is not None
                       and tt.game.awaiting.player == tt.host_seat)
        away.cut()
        with t.lock:
            tm = t.table_match
            assert tm is not None and tm.paused and tm.match.clock is not None
            clock = tm.match.clock
            assert clock.running == "a"
            before = clock.remaining("a")
            friend_left = clock.remaining("b")
        time.sleep(0.2)  # the bank is read twice, 0.2 s apart, to see it run
        with t.lock:
            assert clock.remaining("a") < before
            # the host plays: the friend, away, must decide now, and their bank stands
            assert t.local_move({"ai": "random"}) is None
            assert clock.running is None
            assert clock.remaining("b") == pytest.approx(friend_left, abs=0.002)
    finally:
        away.close()
