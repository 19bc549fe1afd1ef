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
import math
from dataclasses import dataclass, field
from pathlib import Path

from .files import SmallFileError, atomic_write, load_small_json, set_aside
from .locations import data_dir
from .messages import Localized, message

RATING_NAME = "rating.json"
RATING_FORMAT_VERSION = 1
MAX_RECENT = 20
MAX_RATING = 4000.0


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


def _score(value: object) -> float | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    return float(value) if value in (0, 0.5, 1) else None


def _parse(data: dict[str, object]) -> PlayerRating | None:
    rating, games, recent = data.get("rating"), data.get("games"), data.get("recent", [])
    if isinstance(rating, bool) or not isinstance(rating, (int, float)):
        return None
    if not math.isfinite(rating) or not 0 <= rating <= MAX_RATING:
        return None
    if isinstance(games, bool) or not isinstance(games, int) or games < 0:
        return None
    if not isinstance(recent, list) or len(recent) > MAX_RECENT:
        return None
    kept: list[RatedGame] = []
    for item in recent:
        if not isinstance(item, dict):
            return None
        opponent, score, change = item.get("opponent"), _score(item.get("score")), item.get("change")
        if not isinstance(opponent, str) or not opponent or len(opponent) > 64 or score is None:
            return None
        if isinstance(change, bool) or not isinstance(change, (int, float)) \
                or not math.isfinite(change):
            return None
        kept.append(RatedGame(opponent, score, float(change)))
    return PlayerRating(float(rating), games, tuple(kept))


def load_rating(start: float, path: Path | None = None) -> LoadedRating:
    """The player's rating; ``start`` for a new player or after a file that could not be
    used (that file is set aside, and the result says why)."""
    path = path or rating_path()
    fresh = PlayerRating(start)
    try:
        data = load_small_json(path, RATING_FORMAT_VERSION)
    except SmallFileError as exc:
        if exc.missing:
            return LoadedRating(fresh)
        return LoadedRating(fresh, exc.detail, set_aside(path))
    rating = _parse(data)
    if rating is None:
        error = SmallFileError(path, message("rating_fields"))
        return LoadedRating(fresh, error.detail, set_aside(path))
    return LoadedRating(rating)


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
    return PlayerRating(new_rating, rating.games + 1, (*rating.recent, game)[-MAX_RECENT:])
