"""The player's rating against the computer, kept in the data folder (``rating.json``).

```json
{"format_version": 1, "rating": 1016.0, "games": 3,
 "recent": [{"opponent": "normal", "score": 1.0, "change": 16.0}]}
```

``rating`` is on the Elo scale of the computer's ladder (``resources/ai/ladder.json``),
``games`` counts the finished games against a computer level or a scripted opponent,
``recent`` keeps the last :data:`MAX_RECENT` of them, oldest first: whom the player met
(a level name or an opponent id), the score (1 a win, 0.5 a draw, 0 a loss) and how the
rating moved.  The rating itself is computed by :mod:`momon_desktop.ai.ladder`; this
module only reads and writes it.

A file that cannot be used (not JSON, too large, not a regular file, another format, a
field out of range) is moved aside as ``rating-unreadable-N.json``, so nothing is lost
silently, and the player starts afresh; :class:`LoadedRating` says why and where the old
file is.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Literal

from pydantic import AfterValidator, Field

from .files import SmallFileError, atomic_write, set_aside
from .kept import KeptId, KeptModel, read_kept
from .locations import data_dir
from .messages import Localized, Refusal, message

RATING_NAME = "rating.json"
RATING_FORMAT_VERSION = 1
MAX_RECENT = 20
MAX_RATING = 4000.0
# Games counted at most (far beyond a lifetime of play; a count stays a 32-bit number).
MAX_GAMES = 1_000_000_000


@dataclass(frozen=True, slots=True)
class RatedGame:
    """One finished game against the computer, as the rating remembers it."""

    opponent: str
    score: float
    change: float


@dataclass(frozen=True)
class PlayerRating:
    """The player's rating, the games behind it and the latest of them."""

    rating: float
    games: int = 0
    recent: tuple[RatedGame, ...] = ()

    def scores(self) -> list[float]:
        """The scores of the latest games, oldest first."""
        return [g.score for g in self.recent]


@dataclass(frozen=True)
class LoadedRating:
    """The rating read at start-up; ``problem`` and ``kept_as`` say why a file could
    not be used and where it was moved (both None when it was fine or absent)."""

    rating: PlayerRating
    problem: Localized | None = None
    kept_as: Path | None = field(default=None)


def rating_path() -> Path:
    """``rating.json`` in the data folder."""
    return data_dir() / RATING_NAME


def _a_score(value: float) -> float:
    if value not in (0, 0.5, 1):
        raise Refusal(message("rating_score"))
    return value


Rating = Annotated[float, Field(ge=0, le=MAX_RATING, allow_inf_nan=False)]


class RatedGameEntry(KeptModel):
    """One game of ``recent``: the opponent (a level or a scripted opponent's id), the
    score (1, 0.5 or 0) and how far the rating moved."""

    opponent: KeptId
    score: Annotated[float, AfterValidator(_a_score)]
    change: Annotated[float, Field(ge=-MAX_RATING, le=MAX_RATING, allow_inf_nan=False)]


class RatingFile(KeptModel):
    """``rating.json``, format version 1."""

    format_version: Literal[1]
    rating: Rating
    games: Annotated[int, Field(ge=0, le=MAX_GAMES)]
    recent: Annotated[list[RatedGameEntry], Field(max_length=MAX_RECENT)] = []


def load_rating(start: float, path: Path | None = None) -> LoadedRating:
    """The player's rating; ``start`` for a new player or after a file that could not be
    used (that file is set aside, and the result says why)."""
    path = path or rating_path()
    fresh = PlayerRating(start)
    try:
        data = read_kept(path, RatingFile, RATING_FORMAT_VERSION)
    except SmallFileError as exc:
        if exc.missing:
            return LoadedRating(fresh)
        return LoadedRating(fresh, exc.detail, set_aside(path))
    recent = tuple(RatedGame(g.opponent, g.score, g.change) for g in data.recent)
    return LoadedRating(PlayerRating(data.rating, data.games, recent))


def save_rating(rating: PlayerRating, path: Path | None = None) -> bool:
    """Write the rating; False if the data folder cannot be written."""
    data = {
        "format_version": RATING_FORMAT_VERSION,
        "rating": round(rating.rating, 2),
        "games": rating.games,
        "recent": [{"opponent": g.opponent, "score": g.score, "change": round(g.change, 2)}
                   for g in rating.recent[-MAX_RECENT:]],
    }
    try:
        atomic_write(path or rating_path(), json.dumps(data, indent=1).encode("utf-8"))
    except OSError:
        return False
    return True


def after_game(rating: PlayerRating, opponent: str, score: float, new_rating: float) -> PlayerRating:
    """The rating after one more game against ``opponent`` that moved it to ``new_rating``."""
    new_rating = min(MAX_RATING, max(0.0, new_rating))
    game = RatedGame(opponent, score, new_rating - rating.rating)
    games = min(MAX_GAMES, rating.games + 1)
    return PlayerRating(new_rating, games, (*rating.recent, game)[-MAX_RECENT:])
