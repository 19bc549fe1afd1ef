"""Rules from the official Comprehensive Rules, sections 4, 6 and 7.

Only what the official text says lives here: zones, Arena coordinates and distance,
the turn limit, and how the Game Result is decided.  What the official text leaves
out is filled by :mod:`momon_desktop.engine.provisional`.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from enum import Enum
from operator import itemgetter

# 4.1.1: the three zones.  Stored as small ints in the game state.
HAND = 0
ARENA = 1
VOID = 2
ZONE_NAMES: tuple[str, ...] = ("hand", "arena", "void")

# 4.1.2: 16 squares in a 4 x 4 grid.  Index = column + 4 * row, so that index order is
# the reading order A1 .. D1, A2 .. D4 seen from the first player's seat (4.3.2).
COLUMNS = "ABCD"
SIZE = 4
SQUARES: tuple[int, ...] = tuple(range(SIZE * SIZE))

# Seats, named as in the public formats: the player who took the first turn is "first".
FIRST = 0
SECOND = 1
SEAT_NAMES: tuple[str, str] = ("first", "second")

# 7.1.1: each player takes at most 8 turns.
TURNS_PER_PLAYER = 8

# 6.1: a deck has 10 cards.
DECK_SIZE = 10


def square_name(square: int) -> str:
    """4.3.2: the coordinate of a square, columns A-D left to right, rows 1-4 near to far."""
    return f"{COLUMNS[square % SIZE]}{square // SIZE + 1}"


def parse_square(text: str) -> int:
    """Inverse of :func:`square_name`; raises ``ValueError`` naming the bad coordinate."""
    t = text.strip().upper()
    if len(t) != 2 or t[0] not in COLUMNS or t[1] not in "1234":
        raise ValueError(f"{text!r} is not an Arena square (A1 to D4)")
    return COLUMNS.index(t[0]) + SIZE * (int(t[1]) - 1)


def coords(square: int) -> tuple[int, int]:
    """(column, row) of a square, both 0-based."""
    return square % SIZE, square // SIZE


def chebyshev(a: int, b: int) -> int:
    """4.3.4: distance is the larger of the column and row differences."""
    ac, ar = coords(a)
    bc, br = coords(b)
    return max(abs(ac - bc), abs(ar - br))


# 4.3.4: squares at distance 1 (diagonals included), per square, in reading order.
NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(
    tuple(b for b in SQUARES if chebyshev(a, b) == 1) for a in SQUARES
)
NEIGHBOUR_MASK: tuple[int, ...] = tuple(sum(1 << b for b in n) for n in NEIGHBOURS)
# For each square, a function that reads what is on its neighbours (in NEIGHBOURS order)
# from a board in one call.  Every square of the 4 x 4 Arena has at least 3 neighbours,
# so each returns a tuple.
NEIGHBOUR_CARDS: tuple[Callable[[Sequence[int]], tuple[int, ...]], ...] = tuple(
    itemgetter(*n) for n in NEIGHBOURS
)


class Termination(Enum):
    """Why the game ended (7.1, 7.2, 7.6, and the forced-loop draw of 7.3.5)."""

    TURN_LIMIT = "turn_limit"
    ARENA_FULL = "arena_full"
    CONCESSION = "concession"
    FORCED_LOOP = "forced_loop"


class GameResult:
    """7.3.4: the Game Result: a win for one seat, or a draw."""

    __slots__ = ("winner", "reason", "momon", "tie_break")

    def __init__(
        self,
        winner: int | None,
        reason: Termination,
        momon: tuple[int, int],
        tie_break: bool = False,
    ) -> None:
        self.winner = winner
        self.reason = reason
        self.momon = momon
        self.tie_break = tie_break

    @property
    def outcome(self) -> str:
        """``"win"`` or ``"draw"``."""
        return "draw" if self.winner is None else "win"

    def as_tuple(self) -> tuple[int, str, int, int, bool]:
        """A hashable, stable summary used in state hashes."""
        w = -1 if self.winner is None else self.winner
        return (w, self.reason.value, self.momon[0], self.momon[1], self.tie_break)

    def to_json(self) -> dict[str, object]:
        """The ``result`` object of the referee output (formats.md)."""
        return {
            "outcome": self.outcome,
            "winner": None if self.winner is None else SEAT_NAMES[self.winner],
            "reason": self.reason.value,
            "momon": {"first": self.momon[0], "second": self.momon[1]},
        }

    def __eq__(self, other: object) -> bool:
        return isinstance(other, GameResult) and self.as_tuple() == other.as_tuple()

    def __hash__(self) -> int:
        return hash(self.as_tuple())

    def __repr__(self) -> str:
        return f"GameResult({self.as_tuple()!r})"


def decide_by_count(momon: tuple[int, int], token_holder: int, reason: Termination) -> GameResult:
    """7.3.1-7.3.3: more controlled Momon wins; equal counts go to the First Player Token."""
    if momon[0] != momon[1]:
        return GameResult(FIRST if momon[0] > momon[1] else SECOND, reason, momon)
    return GameResult(token_holder, reason, momon, tie_break=True)


def concession(conceding: int, momon: tuple[int, int]) -> GameResult:
    """7.6.1: the game ends at once and the opponent wins."""
    return GameResult(1 - conceding, Termination.CONCESSION, momon)


def forced_loop_draw(momon: tuple[int, int]) -> GameResult:
    """7.3.5: a forced loop gives a drawn Game Result."""
    return GameResult(None, Termination.FORCED_LOOP, momon)


def fair_first_player(seed: int) -> int:
    """6.6: a fair random choice of the first player that both players can verify.

    The seat is the lowest bit of SHA-256 of the seed's decimal text, so anyone with
    the seed (shown to both players and kept in the game record) can check the draw.
    """
    return hashlib.sha256(str(seed).encode()).digest()[-1] & 1
