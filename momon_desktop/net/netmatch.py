"""A best-of-three match (PM.1 to PM.4) at a hosted table (docs/network.md, "Matches").

The host runs the match procedure (:class:`~momon_desktop.matchplay.Match`) beside the
game: the hosting side is player ``a``, the joining side ``b``. The die roll (PM.2) is
made from the seed both secrets drew (6.6), so the joining side recomputes it and the
choosers that follow from it; each game's chooser decides at their own computer; with
a clock (PM.3) the host runs both banks, only the bank of the player who must decide,
and not the joining player's while their line is down (PD.19); a gameplay win in a clocked
match counts once its winner presses the clock (7.4.2).

:class:`TableMatch` is the procedure and its step; :meth:`TableMatch.snapshot` is the
match as a ``match`` message tells it to either side, and :func:`check_snapshot` is the
joining side's check of what it is told against what it can compute itself.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any, Literal

from momon_desktop.engine import GameResult
from momon_desktop.matchplay import (
    SIDES,
    Clock,
    DieRoll,
    GameOutcome,
    Match,
    MatchError,
    MatchGame,
    Side,
    chooser_of,
    die_roll,
    other,
)
from momon_desktop.storage.messages import message

# What the match waits for next: a chooser's decision (PM.2), the game's decisions, the
# winner's clock press (7.4.2), or nothing (the match is over).
Step = Literal["choose", "play", "press", "over"]
# The hosting side and the joining side as match players.
HOST_SIDE: Side = "a"
JOIN_SIDE: Side = "b"
# The longest bank a table offers (an hour), and the least (ten seconds).
MAX_CLOCK_SECONDS = 3600.0
MIN_CLOCK_SECONDS = 10.0


class TableMatch:
    """The match at a hosted table; the host table calls it under its lock."""

    def __init__(self, roll_seed: int, clock_seconds: float | None,
                 names: tuple[str, str], now: Callable[[], float] = time.monotonic) -> None:
        self.match = Match.start(roll_seed, clock_seconds, now=now)
        self.names = {"a": names[0], "b": names[1]}
        # PD.19: the joining side's line is down, so their bank does not run
        self.paused = False
        # the side whose decision the game on the table waits for (its bank runs)
        self.deciding: Side | None = None

    @classmethod
    def taken_up(cls, match: Match, names: tuple[str, str]) -> TableMatch:
        """The match the hosting app kept (``storage.hostedtable``), taken up again
        after that app stopped: the joining side is away until it comes back (PD.19)."""
        table = cls(match.roll.seed, match.clock_seconds, names, now=match.now)
        table.match = match
        table.pause()
        return table

    # ----------------------------------------------------------------- where it stands

    @property
    def step(self) -> Step:
        m = self.match
        if m.over:
            return "over"
        game = m.current
        if game is None:
            return "choose"
        return "press" if game.status == "awaiting_press" else "play"

    @property
    def chooser(self) -> Side:
        return self.match.next_chooser()

    @property
    def game(self) -> MatchGame | None:
        return self.match.current

    # ----------------------------------------------------------------- steps

    def choose(self, side: Side, take: bool) -> MatchGame:
        """PM.2: the chooser ``side`` takes the first turn or gives it; the game begins
        (both banks full). Raises :class:`MatchError` when it is not ``side``'s choice."""
        if self.step != "choose" or self.chooser != side:
            raise MatchError(message("not_your_choice"))
        self.deciding = None
        return self.match.begin_game(side if take else other(side))

    def decide(self, seat: int | None) -> None:
        """The game waits for the player in ``seat`` (None: for nobody, or it is over):
        only that player's bank runs (PM.3), the joining player's not while their
        line is down (PD.19)."""
        game = self.match.current
        if game is None or game.status != "playing":
            return
        self.deciding = None if seat is None else game.side_of_seat(seat)
        self._run_bank()

    def game_over(self, result: GameResult) -> None:
        """The rules of play decided the game (7.3.4): complete, or waiting for the
        winner's press in a clocked match (7.4.2, whose bank runs until then)."""
        game = self.match.current
        if game is None or game.status != "playing":
            return
        self.deciding = None
        self.match.gameplay_ended(GameOutcome.from_result(result, game.first))
        self._run_bank()  # the winner's, until the press (7.4.2)

    def press(self, side: Side) -> None:
        """7.4.2: ``side`` presses the clock (:class:`MatchError` unless it is the
        winner and a press is waited for)."""
        self.match.press_clock(side)

    def flagged(self) -> Side | None:
        """The side whose bank ran out while it had to decide or press (PM.3)."""
        clock = self.match.clock
        if clock is None or self.match.current is None or clock.running is None:
            return None
        return clock.flagged()

    def time_out(self, side: Side, momon: tuple[int, int]) -> None:
        """PM.3: ``side`` ran out of time and loses the game."""
        self.deciding = None
        self.match.time_out(side, momon)

    def pause(self) -> None:
        """PD.19: the joining side's line is down: their bank stops (the hosting
        player's runs on while they must decide)."""
        self.paused = True
        self._run_bank()

    def go_on(self) -> None:
        """PD.19: the joining side is back: their bank runs again when they must act."""
        self.paused = False
        self._run_bank()

    def _run_bank(self) -> None:
        clock = self.match.clock
        game = self.match.current
        if clock is None or game is None:
            return
        if game.status == "awaiting_press" and game.pending is not None:
            side = game.pending.winner
        else:
            side = self.deciding
        clock.run(None if self.paused and side == JOIN_SIDE else side)

    # ----------------------------------------------------------------- telling it

    def snapshot(self, you: Side) -> dict[str, Any]:
        """The match as the ``match`` message tells it to side ``you``."""
        m = self.match
        clock = m.clock
        clock_json: dict[str, Any] | None = None
        if m.clock_seconds is not None:
            current = m.current
            last = m.games[-1] if m.games else None
            left: dict[str, float]
            if clock is not None and current is not None:
                left = {s: round(clock.remaining(s), 3) for s in SIDES}
                running = clock.running
            elif last is not None and last.clock_left is not None:
                left, running = dict(last.clock_left), None
            else:
                left, running = {s: float(m.clock_seconds) for s in SIDES}, None
            clock_json = {"seconds": m.clock_seconds, "left": left, "running": running,
                          "paused": self.paused}
        step = self.step
        data: dict[str, Any] = {
            "you": you, "names": dict(self.names), "roll": m.roll.to_json(),
            "games": [game_json(g) for g in m.games],
            "score": m.score.to_json(), "clock": clock_json, "next": step,
        }
        if step == "choose":
            data["chooser"] = self.chooser
        elif step == "press":
            game = m.current
            assert game is not None and game.pending is not None
            data["presser"] = game.pending.winner
        elif step == "over":
            data["winner"] = m.winner
        return data


def game_json(game: MatchGame) -> dict[str, Any]:
    """One game of a ``match`` message."""
    outcome = game.outcome or game.pending
    return {"number": game.number, "chooser": game.chooser, "first": game.first,
            "status": game.status,
            "result": None if outcome is None else outcome.to_json()}


def _number(value: object, least: float, most: float) -> bool:
    ok = isinstance(value, int | float) and not isinstance(value, bool)
    return ok and least <= value <= most  # type: ignore[operator]


def _result_ok(result: object) -> bool:
    if result is None:
        return True
    if not isinstance(result, dict) or result.get("winner") not in (*SIDES, None) \
            or not isinstance(result.get("reason"), str) or len(result["reason"]) > 40:
        return False
    momon = result.get("momon")
    return isinstance(momon, dict) and all(_number(momon.get(k), 0, 16) for k in
                                           ("first", "second"))


def _clock_ok(clock: object) -> bool:
    if clock is None:
        return True
    if not isinstance(clock, dict) or not _number(clock.get("seconds"), 0.001,
                                                  MAX_CLOCK_SECONDS):
        return False
    left = clock.get("left")
    return isinstance(left, dict) and all(_number(left.get(s), 0, clock["seconds"])
                                          for s in SIDES) \
        and clock.get("running") in (*SIDES, None) and isinstance(clock.get("paused"), bool)


def check_snapshot(data: object, seed: int | None, shown: list[dict[str, Any]]) -> dict[str, Any]:
    """The joining side's check of a ``match`` message: its shape, field by field, and
    what it can compute itself: the die roll from its own seed and, when this process
    took part in the draw, from the shared ``seed`` (6.6, PM.2), the chooser of every
    game from the roll, and that no completed game's result is changed from what was
    ``shown`` before. Returns the snapshot; raises ValueError saying what is wrong."""
    if not isinstance(data, dict):
        raise ValueError("a match message needs the match as an object")
    roll = data.get("roll")
    games = data.get("games")
    names = data.get("names")
    if not isinstance(roll, dict) or not isinstance(games, list) or len(games) > 5:
        raise ValueError("a match message needs the roll and at most five games")
    if data.get("you") != JOIN_SIDE or data.get("next") not in ("choose", "play", "press",
                                                                   "over"):
        raise ValueError("a match message names this side and what comes next")
    if not isinstance(names, dict) or not all(
            isinstance(names.get(s), str) and len(names[s]) <= 100 for s in SIDES):
        raise ValueError("a match message names both players")
    roll_seed = roll.get("seed")
    if not isinstance(roll_seed, int) or isinstance(roll_seed, bool) or roll_seed < 0 \
            or roll_seed >= 2**63 or roll != die_roll(roll_seed).to_json():
        raise ValueError("the die roll is not the one its seed gives (PM.2)")
    if seed is not None and roll_seed != seed:
        raise ValueError("the die roll is not the one both secrets drew (PM.2, 6.6)")
    winner = roll["winner"]
    for number, game in enumerate(games, start=1):
        if not isinstance(game, dict) or game.get("number") != number \
                or game.get("chooser") != chooser_of(number, winner) \
                or game.get("first") not in SIDES or not _result_ok(game.get("result")):
            raise ValueError(f"game {number} of the match does not follow the roll (PM.2)")
        status = game.get("status")
        # every game but the last is complete; a complete game has its result
        if status not in ("playing", "awaiting_press", "complete") \
                or (number < len(games) and status != "complete") \
                or (status != "playing" and game.get("result") is None):
            raise ValueError(f"game {number} of the match is not in a state it can be in")
    if not _clock_ok(data.get("clock")):
        raise ValueError("the match's clock is not a clock")
    if data["next"] == "choose" and data.get("chooser") != chooser_of(len(games) + 1, winner):
        raise ValueError("the next choice is not the one the roll gives (PM.2)")
    if data["next"] == "press" and data.get("presser") not in SIDES:
        raise ValueError("a clock press is waited for from no player")
    if shown:
        before = shown[-1].get("games")
        assert isinstance(before, list)
        for old, new in zip(before, games, strict=False):
            if old.get("status") == "complete" and old != new:
                raise ValueError(f"the result of game {old.get('number')} was changed")
    return data


def match_from_snapshot(data: dict[str, Any],
                        now: Callable[[], float] = time.monotonic) -> Match:
    """The match a checked ``match`` message tells (:func:`check_snapshot`), as a
    :class:`~momon_desktop.matchplay.Match` to draw: its games and results, and with a
    clock the banks as they were sent, the running one running from now on."""
    roll = data["roll"]
    throws = tuple((int(a), int(b)) for a, b in roll["throws"])
    clock = data.get("clock")
    seconds = float(clock["seconds"]) if isinstance(clock, dict) else None
    m = Match(DieRoll(int(roll["seed"]), throws, roll["winner"]), seconds, now=now)
    for g in data["games"]:
        result = g.get("result")
        outcome = None
        if isinstance(result, dict):
            momon = result["momon"]
            outcome = GameOutcome(result["winner"], str(result["reason"]),
                                  (int(momon["first"]), int(momon["second"])))
        game = MatchGame(int(g["number"]), g["chooser"], g["first"], 0, g["status"])
        if g["status"] == "complete":
            game.outcome = outcome
        elif g["status"] == "awaiting_press":
            game.pending = outcome
        m.games.append(game)
    if isinstance(clock, dict) and seconds is not None:
        left: dict[str, float] = {s: float(clock["left"][s]) for s in SIDES}
        if m.current is not None:
            m.clock = Clock(seconds, now)
            m.clock.set_banks(left)
            if clock.get("running") in SIDES and not clock.get("paused"):
                m.clock.run(clock["running"])
        elif m.games:
            m.games[-1].clock_left = left
    return m
