"""A best-of-three match across two computers (docs/network.md, "Matches"): the die roll
from both secrets (PM.2, 6.6), each game's chooser deciding at their own computer, the
clock run by the host (PM.3) and paused while the joining side's line is down (PD.19),
the winner's clock press (7.4.2), and both sides told the same match."""

from __future__ import annotations

import copy
import queue
import random
import threading
from pathlib import Path
from typing import Any

import pytest

from momon_desktop.matchplay import chooser_of, die_roll
from momon_desktop.net.host import HostTable, Listener
from momon_desktop.net.join import JoinRefused, JoinSide
from momon_desktop.net.netmatch import check_snapshot, match_from_snapshot
from momon_desktop.referee import load_scenario

from .pair import LINE_WAIT, Side, host, join, scenario_file

pytestmark = pytest.mark.rules("PM.1", "PM.2", "PM.3", "PD.19", "6.6", "7.4.2")


def play_the_match(sides: tuple[Side, Side], choose: str = "first") -> list[list[dict[str, Any]]]:
    """Both headless sides play a whole match: each chooser ``choose``s, each winner
    presses, each decision is the computer's random one; every match line of each side."""
    seen: list[list[dict[str, Any]]] = [[], []]
    failures: queue.Queue[BaseException | None] = queue.Queue()

    def run(i: int) -> None:
        side = sides[i]
        try:
            while True:
                line = side.next()
                assert "error" not in line and "unreadable" not in line, line
                if "peer" in line:
                    continue
                if "match" in line:
                    m = line["match"]
                    seen[i].append(m)
                    if m["next"] == "choose" and m["chooser"] == m["you"]:
                        side.send({"choose": choose})
                    elif m["next"] == "press" and m["presser"] == m["you"]:
                        side.send({"press": True})
                    elif m["next"] == "over":
                        failures.put(None)
                        return
                elif line["awaiting"] is not None and line["awaiting"]["player"] == line["seat"]:
                    side.send({"ai": "random"})
        except BaseException as exc:  # handed to the test's thread
            failures.put(exc)

    for i in (0, 1):
        threading.Thread(target=run, args=(i,), daemon=True).start()
    for _ in (0, 1):
        failure = failures.get(timeout=4 * LINE_WAIT)
        assert failure is None, failure
    return seen


@pytest.mark.rules("PM.1", "PM.2", "7.4.2", "6.6")
@pytest.mark.parametrize("choose", ["first", "second"])
def test_the_headless_pair_plays_a_whole_clocked_match(tmp_path: Path, choose: str) -> None:
    h, port, code = host(scenario_file(tmp_path), "--match", "--clock", "120")
    j = join(port, code)
    try:
        host_seen, join_seen = play_the_match((h, j), choose)
    finally:
        h.close()
        j.close()
    last_host, last_join = host_seen[-1], join_seen[-1]
    assert last_host["you"] == "a" and last_join["you"] == "b"
    # both sides are told the same match, each as itself
    assert {**last_host, "you": "b"} == last_join
    score = last_host["score"]
    assert last_host["next"] == "over" and max(score["a"], score["b"]) == 2  # PM.1
    roll = last_host["roll"]
    assert roll == die_roll(roll["seed"]).to_json()  # anyone can check the roll (PM.2)
    for game in last_host["games"]:
        chooser = chooser_of(game["number"], roll["winner"])
        assert game["chooser"] == chooser
        # the chooser's decision, made at their own computer, seated the players
        assert game["first"] == (chooser if choose == "first" else {"a": "b", "b": "a"}[chooser])
        assert game["status"] == "complete" and game["result"]["reason"] != "time"
    # a clocked match's gameplay wins waited for their winner's press (7.4.2)
    assert any(m["next"] == "press" for m in join_seen)


class Hosted:
    """A match table on 127.0.0.1 in this process, and its joining side."""

    def __init__(self, tmp_path: Path, clock: float | None) -> None:
        self.snapshots: queue.Queue[dict[str, Any]] = queue.Queue()
        self.peers: list[str] = []
        self.table = HostTable(load_scenario(str(scenario_file(tmp_path))), lambda _s: None,
                               lambda _r, _m: None, match=True, match_clock=clock)
        self.table.on_match = self.snapshots.put
        self.table.on_peer = self.peers.append
        self.listener = Listener(self.table, "127.0.0.1", 0)
        threading.Thread(target=self.listener.serve, daemon=True).start()
        self.told: queue.Queue[dict[str, Any]] = queue.Queue()
        self.refusals: queue.Queue[str] = queue.Queue()
        self.side = JoinSide("127.0.0.1", self.listener.port, self.listener.code,
                             lambda _s: None, lambda reason, _m: self.refusals.put(reason),
                             reconnect_for=LINE_WAIT)
        self.side.on_match = self.told.put
        self.side.connect()
        self.left: list[str] = []
        threading.Thread(target=self._run, daemon=True).start()

    def _run(self) -> None:
        try:
            self.side.run()
        except JoinRefused as exc:  # the test left the table
            self.left.append(exc.message)

    def next_snapshot(self, step: str) -> dict[str, Any]:
        while True:
            snapshot = self.snapshots.get(timeout=LINE_WAIT)
            if snapshot["next"] == step:
                return snapshot

    def close(self) -> None:
        self.side.leave()
        self.listener.close()
        self.table.close()


@pytest.mark.rules("PD.19", "PM.3")
def test_a_dropped_line_pauses_the_clock_until_the_joining_side_is_back(tmp_path: Path) -> None:
    hosted = Hosted(tmp_path, 300.0)
    table = hosted.table
    try:
        first = hosted.next_snapshot("choose")
        chooser = first["chooser"]
        # the joining side chooses to take the first turn: its bank runs
        if chooser == "b":
            hosted.side.choose(True)
        else:
            assert table.local_choose(False) is None
        playing = hosted.next_snapshot("play")
        assert playing["clock"]["running"] == "b" and not playing["clock"]["paused"]
        # the line drops under the running bank, and the table cannot be reached for a
        # while (its listener closed: the joining side's tries are refused)
        port, code = hosted.listener.port, hosted.listener.code
        hosted.listener.close()
        with table.lock:
            link = table.link
        assert link is not None
        link.close()
        paused = hosted.next_snapshot("play")
        while not paused["clock"]["paused"]:
            paused = hosted.next_snapshot("play")
        assert paused["clock"]["running"] is None
        with table.lock:
            tm = table.table_match
            assert tm is not None and tm.match.clock is not None
            left = tm.match.clock.remaining("b")
        # the table listens again; the joining side comes back by itself
        hosted.listener = Listener(table, "127.0.0.1", port, code)
        threading.Thread(target=hosted.listener.serve, daemon=True).start()
        # nothing ran while the joining side was away (PD.19) ...
        back = hosted.next_snapshot("play")
        while back["clock"]["paused"]:
            back = hosted.next_snapshot("play")
        assert back["clock"]["left"]["b"] == pytest.approx(left, abs=0.002)
        # ... and its bank runs again once it is back
        assert back["clock"]["running"] == "b" and hosted.peers[:2] == ["dropped", "back"]
        assert hosted.refusals.empty()
    finally:
        hosted.close()


@pytest.mark.rules("PM.3", "PM.2")
def test_a_bank_that_runs_out_loses_the_game_and_the_match_goes_on(tmp_path: Path) -> None:
    hosted = Hosted(tmp_path, 0.5)
    table = hosted.table
    try:
        first = hosted.next_snapshot("choose")
        if first["chooser"] == "a":
            assert table.local_choose(True) is None
        else:
            hosted.side.choose(False)  # the host takes the first turn
        # the host never moves: its bank runs out (PM.3)
        after = hosted.next_snapshot("choose")
        game = after["games"][0]
        assert game["status"] == "complete" and game["result"]["reason"] == "time"
        assert game["result"]["winner"] == "b" and after["score"] == {"a": 0, "b": 1, "draws": 0}
        # game 2's chooser is the roll's loser (PM.2)
        assert after["chooser"] == chooser_of(2, after["roll"]["winner"])
        # the joining side was told the same
        told = hosted.told.get(timeout=LINE_WAIT)
        while told["games"] != after["games"]:
            told = hosted.told.get(timeout=LINE_WAIT)
        assert told["next"] == "choose"
    finally:
        hosted.close()


def test_a_choice_or_press_out_of_turn_is_refused_with_a_reason(tmp_path: Path) -> None:
    hosted = Hosted(tmp_path, None)
    table = hosted.table
    not_yours = "it is not your choice of the first turn now (PM.2)"
    try:
        first = hosted.next_snapshot("choose")
        if first["chooser"] == "a":
            hosted.side.choose(True)  # not the joining side's choice
            assert hosted.refusals.get(timeout=LINE_WAIT) == not_yours
            refused = table.local_press()
            assert refused is not None and str(refused) == "no game of the match is in progress"
            # the hosting app says it in its player's language
            assert refused.text("th") == "ไม่มีเกมของแมตช์ที่กำลังเล่นอยู่"
        else:
            refused = table.local_choose(True)
            assert refused is not None and str(refused) == not_yours
            assert refused.text("th") == "ตอนนี้ไม่ใช่ตาของคุณที่จะเลือกผู้เริ่มเทิร์นแรก (PM.2)"
            hosted.side.press()  # nothing to press
            assert hosted.refusals.get(timeout=LINE_WAIT) == "no game of the match is in progress"
        assert table.table_match is not None and table.table_match.step == "choose"
    finally:
        hosted.close()


def test_what_the_joining_side_can_compute_it_checks() -> None:
    roll = die_roll(4242)
    good = {"you": "b", "names": {"a": "", "b": ""}, "roll": roll.to_json(),
            "games": [{"number": 1, "chooser": roll.winner, "first": "a", "status": "complete",
                       "result": {"outcome": "win", "winner": "a", "reason": "turn_limit",
                                  "momon": {"first": 8, "second": 7}}}],
            "score": {"a": 1, "b": 0, "draws": 0}, "clock": None, "next": "choose",
            "chooser": chooser_of(2, roll.winner)}
    assert check_snapshot(copy.deepcopy(good), 4242, []) == good
    for broken, why in (
        ({"roll": die_roll(4243).to_json()}, "die roll"),
        ({"chooser": roll.winner}, "next choice"),
        ({"you": "a"}, "names this side"),
    ):
        with pytest.raises(ValueError, match=why):
            check_snapshot({**copy.deepcopy(good), **broken}, 4242, [])
    wrong_chooser = copy.deepcopy(good)
    wrong_chooser["games"][0]["chooser"] = chooser_of(2, roll.winner)
    with pytest.raises(ValueError, match="does not follow the roll"):
        check_snapshot(wrong_chooser, 4242, [])
    changed = copy.deepcopy(good)
    changed["games"][0]["result"]["winner"] = "b"
    with pytest.raises(ValueError, match="was changed"):
        check_snapshot(changed, 4242, [good])


def test_a_table_that_seats_the_joining_side_against_its_choice_is_left(tmp_path: Path) -> None:
    side = JoinSide("127.0.0.1", 1, "ABCDEFGH23", lambda _s: None, lambda _r, _m: None)
    side.match_mode = True
    side.match_shown.append({"next": "choose", "chooser": "b", "games": []})
    side.choose(True)  # no line: kept to be sent
    with pytest.raises(JoinRefused) as left:
        side._next_game({"number": 1, "seat": "second"})
    assert left.value.kind == "unfair"


def a_snapshot(clocked: bool = True) -> dict[str, Any]:
    """A match message of game 2 under way, as the host sends it."""
    roll = die_roll(77)
    return {"you": "b", "names": {"a": "Ann", "b": "Ben"}, "roll": roll.to_json(),
            "games": [{"number": 1, "chooser": roll.winner, "first": "a",
                       "status": "complete",
                       "result": {"outcome": "win", "winner": "b", "reason": "turn_limit",
                                  "momon": {"first": 7, "second": 9}}},
                      {"number": 2, "chooser": chooser_of(2, roll.winner), "first": "b",
                       "status": "playing", "result": None}],
            "score": {"a": 0, "b": 1, "draws": 0},
            "clock": {"seconds": 300, "left": {"a": 250.5, "b": 120.25}, "running": "b",
                      "paused": False} if clocked else None,
            "next": "play"}


def test_a_match_message_is_drawn_as_the_match_it_tells() -> None:
    now = [100.0]
    m = match_from_snapshot(check_snapshot(a_snapshot(), 77, []), lambda: now[0])
    assert [g.number for g in m.games] == [1, 2] and m.score.b == 1 and not m.over
    assert m.current is not None and m.current.first == "b"
    assert m.clock is not None and m.clock.running == "b"
    now[0] += 20.0  # the running bank goes down from when it was told
    assert m.clock.remaining("b") == pytest.approx(100.25)
    assert m.clock.remaining("a") == pytest.approx(250.5)
    assert match_from_snapshot(a_snapshot(clocked=False)).clock is None


def test_no_match_message_the_table_could_send_breaks_the_joining_side() -> None:
    """Every field of a good message, changed at random (wrong types, out of range,
    missing): the joining side refuses it with a reason or draws it; nothing else."""
    rnd = random.Random(5)
    bad_values: list[object] = [None, -1, 2**70, "x", "", [], {}, True, 3.5, "a", "b",
                                [1, 2], {"a": 1}, float("inf")]
    refused = drawn = 0
    for _ in range(3000):
        data = a_snapshot(rnd.random() < 0.7)
        target: Any = data
        path = []
        while isinstance(target, dict | list) and target and rnd.random() < 0.6:
            key = rnd.choice(list(target)) if isinstance(target, dict) else \
                rnd.randrange(len(target))
            if not isinstance(target[key], dict | list):
                break
            path.append(key)
            target = target[key]
        if isinstance(target, dict) and target:
            key = rnd.choice(list(target))
            if rnd.random() < 0.2:
                del target[key]
            else:
                target[key] = rnd.choice(bad_values)
        elif isinstance(target, list) and target:
            target[rnd.randrange(len(target))] = rnd.choice(bad_values)
        try:
            checked = check_snapshot(data, None, [])
        except ValueError:
            refused += 1
            continue
        match_from_snapshot(checked)
        drawn += 1
    assert refused > 2000 and drawn > 50
