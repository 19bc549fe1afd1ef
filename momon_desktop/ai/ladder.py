"""The Elo ladder: every computer level and scripted opponent on one rating scale, the
player's own rating and the opponent to try next.

The rungs are the levels of :data:`~momon_desktop.ai.players.LEVELS`, weakest first
(a new level is one more name there), and the scripted opponents, each its level
played with its style and its own deck.  Their ratings are measured by self-play
(``python -m momon_desktop bench ai --ladder``, :mod:`momon_desktop.benchmarks.ai`)
and shipped in ``resources/ai/ladder.json``, so the app shows them without measuring.

Ratings follow the Elo scale: a player rated ``d`` points above another is expected
to score ``1 / (1 + 10 ** (-d / 400))`` against it (a win scores 1, a draw 1/2).  The
fit is the maximum of the likelihood of every game played, with one virtual draw in
each pairing that was played (so that a pairing won 20-0 gives a large but finite
gap), anchored at :data:`ANCHOR_RATING` for the weakest level.  The 95% interval of a
rating comes from the curvature of the likelihood at its maximum (the anchor is
exact by definition).
"""

from __future__ import annotations

import json
import math
import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from .players import LEVELS

ANCHOR_RATING = 800.0
LADDER_FORMAT_VERSION = 1
# Elo points per unit of natural-log strength.
_SCALE = 400.0 / math.log(10.0)
_Z95 = 1.96

# The player's rating: where a new player starts, how fast it moves (the first games
# move it more, while little is known), and how many losses in a row make the
# suggestion step down.
START_RATING = 1000.0
K_NEW = 40.0
K_SETTLED = 24.0
NEW_PLAYER_GAMES = 10
LOSS_STREAK = 2


@dataclass(frozen=True, slots=True)
class Rung:
    """One entry of the ladder: a computer level (``profile`` empty) or a scripted
    opponent (its id in ``profile``) with the level and style it plays at."""

    id: str
    level: str
    style: str = "balanced"
    profile: str = ""


def level_rungs(levels: Sequence[str] = LEVELS) -> list[Rung]:
    """The levels as rungs, weakest first."""
    return [Rung(level, level) for level in levels]


@dataclass(frozen=True, slots=True)
class Pairing:
    """A pairing of the ladder's measurement: ``games`` games between two rungs."""

    a: str
    b: str
    games: int


def schedule(rungs: Sequence[Rung], games: int, levels: Sequence[str] = LEVELS) -> list[Pairing]:
    """The pairings that place every rung: each level against the next two levels
    up, and each scripted opponent against its own level and the levels on either
    side of it.  ``games`` per pairing (rounded up to even, so seats and decks swap
    evenly)."""
    games += games % 2
    order = list(levels)
    out: list[Pairing] = []
    for i, low in enumerate(order):
        for high in order[i + 1:i + 3]:
            out.append(Pairing(high, low, games))
    for rung in rungs:
        if not rung.profile or rung.level not in order:
            continue
        at = order.index(rung.level)
        for other in order[max(0, at - 1):at + 2]:
            out.append(Pairing(rung.id, other, games))
    return out


@dataclass(frozen=True, slots=True)
class Rating:
    """A fitted rating: its value and 95% interval, the games and the score (wins plus
    half the draws) behind it."""

    rating: float
    low: float
    high: float
    games: int
    score: float


def expected_score(rating: float, opponent: float) -> float:
    """The Elo expectation of a player rated ``rating`` against ``opponent``."""
    return 1.0 / (1.0 + math.pow(10.0, (opponent - rating) / 400.0))


def _solve(matrix: list[list[float]]) -> list[list[float]]:
    """The inverse of a small symmetric positive definite matrix (Gauss-Jordan)."""
    n = len(matrix)
    aug = [row[:] + [1.0 if i == j else 0.0 for j in range(n)] for i, row in enumerate(matrix)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(aug[r][col]))
        aug[col], aug[pivot] = aug[pivot], aug[col]
        div = aug[col][col]
        if abs(div) < 1e-12:
            raise ValueError("the games played do not connect every entry of the ladder")
        aug[col] = [v / div for v in aug[col]]
        for r in range(n):
            if r != col and aug[r][col] != 0.0:
                factor = aug[r][col]
                aug[r] = [v - factor * w for v, w in zip(aug[r], aug[col], strict=True)]
    return [row[n:] for row in aug]


def fit_ratings(results: Iterable[tuple[str, str, float]], anchor: str,
                anchor_rating: float = ANCHOR_RATING, iterations: int = 2000) -> dict[str, Rating]:
    """Elo ratings from game results ``(a, b, score of a)`` (1, 0.5 or 0).

    Maximum likelihood of the Bradley-Terry model with one virtual draw per pairing
    played (minorisation-maximisation iterations), ``anchor`` fixed at
    ``anchor_rating``.  Raises ``ValueError`` when ``anchor`` played no game or some
    entry is not connected to it by games."""
    names: list[str] = []
    games: dict[tuple[str, str], float] = {}
    wins: dict[str, float] = {}
    played: dict[str, int] = {}
    scored: dict[str, float] = {}
    for a, b, s in results:
        if a == b:
            raise ValueError(f"{a} cannot play itself")
        for name in (a, b):
            if name not in wins:
                names.append(name)
                wins[name] = 0.0
                played[name] = 0
                scored[name] = 0.0
        key = (a, b) if a < b else (b, a)
        games[key] = games.get(key, 0.0) + 1.0
        wins[a] += s
        wins[b] += 1.0 - s
        played[a] += 1
        played[b] += 1
        scored[a] += s
        scored[b] += 1.0 - s
    if anchor not in wins:
        raise ValueError(f"{anchor} played no game")
    for key in games:  # the virtual draw of every pairing
        games[key] += 1.0
        wins[key[0]] += 0.5
        wins[key[1]] += 0.5
    strength = dict.fromkeys(names, 1.0)
    for _ in range(iterations):
        change = 0.0
        for name in names:
            denom = 0.0
            for (x, y), n in games.items():
                if name == x:
                    denom += n / (strength[x] + strength[y])
                elif name == y:
                    denom += n / (strength[x] + strength[y])
            new = wins[name] / denom
            change = max(change, abs(math.log(new / strength[name])))
            strength[name] = new
        base = strength[anchor]
        for name in names:
            strength[name] /= base
        if change < 1e-10:
            break
    logs = {name: math.log(strength[name]) for name in names}
    free = [name for name in names if name != anchor]
    index = {name: i for i, name in enumerate(free)}
    info = [[0.0] * len(free) for _ in free]
    for (x, y), n in games.items():
        p = 1.0 / (1.0 + math.exp(logs[y] - logs[x]))
        w = n * p * (1.0 - p)
        for u, v in ((x, y), (y, x)):
            if u in index:
                info[index[u]][index[u]] += w
                if v in index:
                    info[index[u]][index[v]] -= w
    cov = _solve(info) if free else []
    out: dict[str, Rating] = {}
    for name in names:
        value = anchor_rating + _SCALE * logs[name]
        half = 0.0 if name == anchor else _Z95 * _SCALE * math.sqrt(max(0.0, cov[index[name]][index[name]]))
        out[name] = Rating(value, value - half, value + half, played[name], scored[name])
    return out


# ---------------------------------------------------------------------------
# The measured ladder, as shipped in resources/ai/ladder.json


class LadderFileError(ValueError):
    """A ladder file that cannot be used, with the reason."""


@dataclass(frozen=True, slots=True)
class LadderEntry:
    """A rung of the shipped ladder with its measured rating."""

    id: str
    kind: str  # "level" or "opponent"
    level: str
    style: str
    rating: float
    low: float
    high: float
    games: int
    score: float


@dataclass(frozen=True)
class Ladder:
    """The measured ladder: its entries, strongest last, and how it was measured."""

    entries: tuple[LadderEntry, ...]
    measured: dict[str, object] = field(default_factory=dict)

    def get(self, rung_id: str) -> LadderEntry | None:
        """The entry of a level or an opponent id, if the ladder has it."""
        for entry in self.entries:
            if entry.id == rung_id:
                return entry
        return None

    def rating(self, rung_id: str) -> float | None:
        """The rating of a level or an opponent id, if measured."""
        entry = self.get(rung_id)
        return None if entry is None else entry.rating


def ladder_json(ratings: dict[str, Rating], rungs: Sequence[Rung],
                measured: dict[str, object]) -> str:
    """The ladder file's text for fitted ``ratings`` of ``rungs``."""
    entries = []
    for rung in sorted(rungs, key=lambda r: (ratings[r.id].rating, r.id)):
        r = ratings[rung.id]
        entries.append({
            "id": rung.id, "kind": "opponent" if rung.profile else "level",
            "level": rung.level, "style": rung.style,
            "rating": round(r.rating), "low": round(r.low), "high": round(r.high),
            "games": r.games, "score": r.score,
        })
    data = {"format_version": LADDER_FORMAT_VERSION, "measured": measured, "entries": entries}
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


def parse_ladder(data: object, source: str) -> Ladder:
    """Validate the parsed ladder file."""
    if not isinstance(data, dict) or data.get("format_version") != LADDER_FORMAT_VERSION:
        raise LadderFileError(f"{source}: not a ladder file of format version {LADDER_FORMAT_VERSION}")
    items = data.get("entries")
    measured = data.get("measured", {})
    if not isinstance(items, list) or not isinstance(measured, dict):
        raise LadderFileError(f'{source}: "entries" must be a list and "measured" an object')
    entries: list[LadderEntry] = []
    for i, item in enumerate(items):
        try:
            entry = LadderEntry(
                str(item["id"]), str(item["kind"]), str(item["level"]), str(item["style"]),
                float(item["rating"]), float(item["low"]), float(item["high"]),
                int(item["games"]), float(item["score"]))
        except (KeyError, TypeError, ValueError):
            raise LadderFileError(f"{source}: entry {i + 1} is incomplete") from None
        if entry.kind not in ("level", "opponent") or not math.isfinite(entry.rating):
            raise LadderFileError(f"{source}: entry {i + 1} is not a level or an opponent")
        entries.append(entry)
    return Ladder(tuple(sorted(entries, key=lambda e: e.rating)), measured)


def load_ladder(path: str | os.PathLike[str]) -> Ladder:
    """Read the ladder file (normally ``resources/ai/ladder.json``)."""
    source = os.fspath(path)
    try:
        with open(path, encoding="utf-8") as fh:
            data = json.load(fh)
    except (OSError, ValueError) as exc:
        raise LadderFileError(f"{source}: {exc}") from None
    return parse_ladder(data, source)


# ---------------------------------------------------------------------------
# The player's rating and the suggestion


def k_factor(games_played: int) -> float:
    """How much one game can move the player's rating: more while it is new."""
    return K_NEW if games_played < NEW_PLAYER_GAMES else K_SETTLED


def update_rating(rating: float, opponent: float, score: float, games_played: int) -> float:
    """The player's rating after a game scoring ``score`` (1 win, 0.5 draw, 0 loss)
    against an opponent rated ``opponent``: the Elo update."""
    return rating + k_factor(games_played) * (score - expected_score(rating, opponent))


def suggest(ladder: Ladder, rating: float, recent: Sequence[float] = (),
            offered: Iterable[str] | None = None) -> LadderEntry | None:
    """The opponent to try next, among the entries whose ids are ``offered`` (all when
    None).

    Normally the weakest entry rated above the player (``rating``): a game the player
    can win but has to work for.  When the last :data:`LOSS_STREAK` results in
    ``recent`` (scores, oldest first) are all losses, a step down instead: the
    strongest entry rated at or below the player, so that a losing run ends against
    an opponent the player is expected to beat.  When nothing fits, the nearest end
    of the ladder."""
    allowed = None if offered is None else set(offered)
    entries = [e for e in ladder.entries if allowed is None or e.id in allowed]
    if not entries:
        return None
    losing = len(recent) >= LOSS_STREAK and all(s == 0 for s in recent[-LOSS_STREAK:])
    if losing:
        below = [e for e in entries if e.rating <= rating]
        return below[-1] if below else entries[0]
    above = [e for e in entries if e.rating > rating]
    return above[0] if above else entries[-1]
