"""The match procedure: best of three (PM.1), the die roll and the choice of the first
player (PM.2), the clock (PM.3) and the Match Result kept apart from the Game Results
(PM.4, 7.3.5, 7.4).

Pure Python, no Qt.  The two players of a match are named ``"a"`` and ``"b"``; the
engine's seats (``first``/``second``) change from game to game with the choice of the
first player, so a match never stores a player by seat.

Readings the provisional rules leave open, fixed here and in ``docs/matches.md``:

- PM.2 names the choosers of games 1 to 3; games 4 and 5 (only played after draws,
  PM.1) keep alternating: game 4 the other player, game 5 the roll's winner.
- After five games without a player reaching two game wins, the player with more game
  wins wins the match; with equal game wins the match is a draw.  Drawn games never
  count as wins or losses by themselves (7.4.3).
- The time bank (PM.3) is per game: both banks are full when a game starts.
- After a gameplay win in a clock match the winner's bank keeps running until the
  winner presses the clock (7.4.2): the press is the winner's last action of the game.
  A draw and a concession (7.6.1) need no press.
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Literal

from momon_desktop.engine import GameResult
from momon_desktop.storage.messages import LocalizedError, message

Side = Literal["a", "b"]
SIDES: tuple[Side, Side] = ("a", "b")

WINS_NEEDED = 2  # PM.1: best of three
MAX_GAMES = 5  # PM.1: at most five games, draws included
DIE_FACES = 6
TIME_REASON = "time"  # the reason of a game lost when a bank runs out (PM.3)


class MatchError(LocalizedError):
    """A step the match procedure does not allow now (for example a sixth game):
    ``str(error)`` says why in English, :meth:`text` in another interface language."""


def other(side: Side) -> Side:
    """The opponent of ``side``."""
    return "b" if side == "a" else "a"


# ----------------------------------------------------------------------------- PM.2 die roll


@dataclass(frozen=True, slots=True)
class DieRoll:
    """PM.2: the die roll before game 1, with everything needed to check it.

    ``throws`` lists each throw as (a's face, b's face); every throw but the last is a
    tie, and the higher face of the last throw wins.
    """

    seed: int
    throws: tuple[tuple[int, int], ...]
    winner: Side

    def to_json(self) -> dict[str, object]:
        """``{"seed", "throws", "winner"}`` as match records store it."""
        return {"seed": self.seed, "throws": [list(t) for t in self.throws],
                "winner": self.winner}


def die_throw(seed: int, throw: int) -> tuple[int, int]:
    """Throw ``throw`` (0, 1, …) of the roll with ``seed``: both players' faces, 1 to 6.

    The SHA-256 digest of the text ``"SEED:THROW"`` (both in decimal) is read as one
    big-endian number N; player a's die shows 1 + N mod 6 and player b's 1 + (N div 6)
    mod 6.  Anyone with the seed can recompute it, for example in Python:
    ``N = int.from_bytes(hashlib.sha256(b"1234:0").digest(), "big")``.
    """
    n = int.from_bytes(hashlib.sha256(f"{seed}:{throw}".encode()).digest(), "big")
    return 1 + n % DIE_FACES, 1 + (n // DIE_FACES) % DIE_FACES


def die_roll(seed: int) -> DieRoll:
    """PM.2: both players throw a die; the higher face wins, equal faces throw again."""
    if seed < 0:
        raise MatchError(message("roll_seed_negative"))
    throws: list[tuple[int, int]] = []
    while True:
        a, b = die_throw(seed, len(throws))
        throws.append((a, b))
        if a != b:
            return DieRoll(seed, tuple(throws), "a" if a > b else "b")


def chooser_of(game_number: int, roll_winner: Side) -> Side:
    """PM.2: who chooses the first player of game ``game_number`` (1-based): the roll's
    winner in odd games, the other player in even games; never a new roll."""
    if game_number < 1:
        raise MatchError(message("game_numbers"))
    return roll_winner if game_number % 2 == 1 else other(roll_winner)


def game_seed(roll_seed: int, game_number: int) -> int:
    """The engine seed of a match game, derived from the match's seed (recorded with the
    game, so the game replays exactly)."""
    digest = hashlib.sha256(f"{roll_seed}:game:{game_number}".encode()).digest()
    return int.from_bytes(digest[:4], "big") & 0x3FFFFFFF


# ----------------------------------------------------------------------------- PM.3 clock


class Clock:
    """PM.3: one time bank per player; only the bank of the player who must decide runs.

    ``now`` is the time source in seconds (``time.monotonic`` by default; tests pass a
    fake one).  The banks never go below zero.
    """

    def __init__(self, seconds: float, now: Callable[[], float] = time.monotonic) -> None:
        if not seconds > 0:
            raise MatchError(message("bank_seconds"))
        self.seconds = float(seconds)
        self._now = now
        self._bank: dict[Side, float] = {"a": self.seconds, "b": self.seconds}
        self._running: Side | None = None
        self._since = 0.0

    @property
    def running(self) -> Side | None:
        """The player whose bank is running, or None."""
        return self._running

    def run(self, side: Side | None) -> None:
        """Start ``side``'s bank (stopping the other), or stop both with None."""
        self._settle()
        self._running = side
        self._since = self._now()

    def stop(self) -> None:
        """Stop both banks."""
        self.run(None)

    def charge(self, side: Side, seconds: float) -> None:
        """Take ``seconds`` spent deciding off ``side``'s bank (measured elsewhere)."""
        self._bank[side] = max(0.0, self._bank[side] - max(0.0, seconds))

    def remaining(self, side: Side) -> float:
        """Seconds left in ``side``'s bank right now."""
        left = self._bank[side]
        if self._running == side:
            left -= self._now() - self._since
        return max(0.0, left)

    def set_banks(self, left: dict[str, float]) -> None:
        """Put back the banks of a resumed match (seconds left for ``"a"`` and ``"b"``),
        both stopped."""
        self.stop()
        for side in SIDES:
            self._bank[side] = min(self.seconds, max(0.0, float(left[side])))

    def flagged(self) -> Side | None:
        """The player whose bank has run out, or None."""
        for side in SIDES:
            if self.remaining(side) <= 0.0:
                return side
        return None

    def _settle(self) -> None:
        if self._running is not None:
            self._bank[self._running] = self.remaining(self._running)


# ----------------------------------------------------------------------------- results


@dataclass(frozen=True, slots=True)
class GameOutcome:
    """A match game's Game Result (7.3.4), with the winner named as a match player.

    ``reason`` is the engine's termination (``turn_limit``, ``arena_full``,
    ``concession``, ``forced_loop``) or ``"time"`` when a bank ran out (PM.3).
    ``momon`` is the count of controlled Momon by seat (first, second) when it ended.
    """

    winner: Side | None
    reason: str
    momon: tuple[int, int]
    tie_break: bool = False

    @property
    def outcome(self) -> str:
        """``"win"`` or ``"draw"``."""
        return "draw" if self.winner is None else "win"

    @classmethod
    def from_result(cls, result: GameResult, first: Side) -> GameOutcome:
        """The outcome of an engine :class:`GameResult` when ``first`` took the first turn."""
        winner: Side | None = None
        if result.winner is not None:
            winner = first if result.winner == 0 else other(first)
        return cls(winner, result.reason.value, result.momon, result.tie_break)

    @classmethod
    def time_out(cls, loser: Side, momon: tuple[int, int]) -> GameOutcome:
        """PM.3: ``loser``'s bank ran out; the opponent wins the game."""
        return cls(other(loser), TIME_REASON, momon)

    def to_json(self) -> dict[str, object]:
        """The Game Result as the referee prints it, the winner named ``"a"``/``"b"``."""
        return {
            "outcome": self.outcome,
            "winner": self.winner,
            "reason": self.reason,
            "momon": {"first": self.momon[0], "second": self.momon[1]},
        }


@dataclass(frozen=True, slots=True)
class Score:
    """Game wins of each player and drawn games (PM.1)."""

    a: int = 0
    b: int = 0
    draws: int = 0

    def wins(self, side: Side) -> int:
        """Game wins of ``side``."""
        return self.a if side == "a" else self.b

    def to_json(self) -> dict[str, int]:
        """``{"a", "b", "draws"}``."""
        return {"a": self.a, "b": self.b, "draws": self.draws}


GameStatus = Literal["playing", "awaiting_press", "complete"]


@dataclass(slots=True)
class MatchGame:
    """One game of the match: who chose, who went first, and how it ended.

    ``status`` is ``"playing"``, ``"awaiting_press"`` (a gameplay win in a clock match
    that the winner has not yet confirmed by pressing the clock, 7.4.2) or
    ``"complete"``.  ``outcome`` is set only once the game is complete.
    """

    number: int
    chooser: Side
    first: Side
    seed: int
    status: GameStatus = "playing"
    outcome: GameOutcome | None = None
    pending: GameOutcome | None = None
    clock_left: dict[str, float] | None = None

    @property
    def second(self) -> Side:
        """The player who took the second turn."""
        return other(self.first)

    def side_of_seat(self, seat: int) -> Side:
        """The match player sitting in engine seat ``seat`` (0 = first) in this game."""
        return self.first if seat == 0 else self.second

    def seat_of(self, side: Side) -> int:
        """The engine seat of ``side`` in this game."""
        return 0 if side == self.first else 1


# ----------------------------------------------------------------------------- the match


@dataclass
class Match:
    """A best-of-three match (PM.1) from its die roll (PM.2) to its Match Result (PM.4).

    Drive it with :meth:`begin_game` (the chooser's decision), then either
    :meth:`gameplay_ended` (and :meth:`press_clock` when it asks for the press) or
    :meth:`time_out`.  The Game Results stay in :attr:`games`; the Match Result is
    computed from them (:attr:`winner`, :attr:`score`) and never replaces them (7.4.1).
    """

    roll: DieRoll
    clock_seconds: float | None = None
    games: list[MatchGame] = field(default_factory=list)
    now: Callable[[], float] = time.monotonic
    clock: Clock | None = None

    @classmethod
    def start(cls, roll_seed: int, clock_seconds: float | None = None,
              now: Callable[[], float] = time.monotonic) -> Match:
        """A new match: the die roll is made at once from ``roll_seed`` (PM.2)."""
        if clock_seconds is not None and not clock_seconds > 0:
            raise MatchError(message("clock_seconds"))
        return cls(die_roll(roll_seed), clock_seconds, now=now)

    # -- queries

    @property
    def clocked(self) -> bool:
        """Whether this is a Clock-Controlled Match (PM.3)."""
        return self.clock_seconds is not None

    @property
    def current(self) -> MatchGame | None:
        """The game being played or awaiting the clock press, or None between games."""
        if self.games and self.games[-1].status != "complete":
            return self.games[-1]
        return None

    @property
    def score(self) -> Score:
        """Game wins and draws of the completed games (PM.1)."""
        a = b = draws = 0
        for g in self.games:
            if g.outcome is None:
                continue
            if g.outcome.winner == "a":
                a += 1
            elif g.outcome.winner == "b":
                b += 1
            else:
                draws += 1
        return Score(a, b, draws)

    @property
    def completed(self) -> int:
        """The number of completed games."""
        return sum(1 for g in self.games if g.status == "complete")

    @property
    def over(self) -> bool:
        """PM.1: a player has two game wins, or five games were played."""
        s = self.score
        return (
            self.current is None
            and (max(s.a, s.b) >= WINS_NEEDED or self.completed >= MAX_GAMES)
        )

    @property
    def winner(self) -> Side | None:
        """The Match Result's winner once the match is over; None for a drawn match
        (or while it goes on)."""
        if not self.over:
            return None
        s = self.score
        if s.a == s.b:
            return None
        return "a" if s.a > s.b else "b"

    def next_chooser(self) -> Side:
        """PM.2: who chooses the first player of the next game."""
        return chooser_of(len(self.games) + 1, self.roll.winner)

    # -- steps

    def begin_game(self, first: Side) -> MatchGame:
        """Start the next game with ``first`` taking the first turn, as its chooser
        decided (PM.2).  Both time banks are full (PM.3)."""
        if self.over:
            raise MatchError(message("match_is_over"))
        if self.current is not None:
            raise MatchError(message("game_not_complete", number=self.current.number))
        number = len(self.games) + 1
        game = MatchGame(number, self.next_chooser(), first, game_seed(self.roll.seed, number))
        self.games.append(game)
        if self.clock_seconds is not None:
            self.clock = Clock(self.clock_seconds, self.now)
        return game

    def deciding(self, side: Side | None) -> None:
        """``side`` must decide now (None: nobody): only that bank runs (PM.3)."""
        game = self._playing()
        if self.clock is not None and game.status == "playing":
            self.clock.run(side)

    def gameplay_ended(self, outcome: GameOutcome) -> bool:
        """The engine decided the game (7.3.4).  Returns True when the game is complete,
        False when the winner must still press the clock (7.4.2)."""
        game = self._playing()
        if game.status != "playing":
            raise MatchError(message("game_already_ended", number=game.number))
        needs_press = (
            self.clock is not None and outcome.winner is not None
            and outcome.reason != "concession"
        )
        if needs_press:
            assert self.clock is not None and outcome.winner is not None
            game.status = "awaiting_press"
            game.pending = outcome
            self.clock.run(outcome.winner)
            return False
        self._complete(game, outcome)
        return True

    def press_clock(self, side: Side) -> None:
        """7.4.2: the gameplay winner presses the clock; the win becomes a Completed
        Game Win.  Pressing by the other player, or with nothing to confirm, is refused."""
        game = self._playing()
        if game.status != "awaiting_press" or game.pending is None:
            raise MatchError(message("no_press_waiting"))
        if game.pending.winner != side:
            raise MatchError(message("press_by_winner"))
        self._complete(game, game.pending)

    def time_out(self, side: Side, momon: tuple[int, int]) -> GameOutcome:
        """PM.3: ``side``'s bank ran out while it had to decide (or press the clock):
        ``side`` loses the game.  ``momon`` is the count by seat at that moment."""
        game = self._playing()
        outcome = GameOutcome.time_out(side, momon)
        self._complete(game, outcome)
        return outcome

    def _playing(self) -> MatchGame:
        game = self.current
        if game is None:
            raise MatchError(message("no_game_in_progress"))
        return game

    def _complete(self, game: MatchGame, outcome: GameOutcome) -> None:
        if self.clock is not None:
            self.clock.stop()
            game.clock_left = {s: round(self.clock.remaining(s), 3) for s in SIDES}
        game.outcome = outcome
        game.pending = None
        game.status = "complete"

    # -- output

    def to_json(self) -> dict[str, object]:
        """The match as the ``match`` command prints it (``docs/matches.md``)."""
        return {
            "roll": {"seed": self.roll.seed, "winner": self.roll.winner},
            "games": [
                {"chooser": g.chooser, "first": g.first,
                 "result": None if g.outcome is None else g.outcome.to_json()}
                for g in self.games
            ],
            "match": {"winner": self.winner, "score": self.score.to_json()},
        }
