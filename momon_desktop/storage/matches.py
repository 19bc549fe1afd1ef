"""Match records and the match history (PM.4: kept apart from the Game Results).

A finished match lives in its own folder under the data folder::

    DATA/matches/match-20261129T160512Z/match.json         the match record
    DATA/matches/match-20261129T160512Z/game-1.momon.json  each game's record

The match record holds the players (by the match names ``a`` and ``b``), the clock,
the die roll with its seed and throws (PM.2), every game (its chooser, who went first,
its engine seed, its Game Result with the winner as ``a``/``b``, the time left and the
file of its game record) and the Match Result.  Each game record is an ordinary game
record (``docs/records.md``), so it opens in the replay viewer and in the referee.
Every file is written atomically.  The format is documented in ``docs/matches.md``.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from .files import FileTooLarge, atomic_write, read_limited, strict_json_loads
from .locations import RECORD_SUFFIX, data_dir
from .record import GameRecord, LoadedRecord, RecordError, load_record, save_record

MATCH_FORMAT_VERSION = 1
MATCH_FILE = "match.json"
MAX_MATCH_BYTES = 256 * 1024

Side = Literal["a", "b"]


class MatchRecordError(ValueError):
    """A match record that cannot be read or written, with the reason in plain words."""


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


class MatchPlayer(_Strict):
    """A player of the match: name, ``human`` or a computer level, and the deck."""

    name: Annotated[str, Field(min_length=1, max_length=100)]
    kind: Literal["human", "easy", "normal", "hard"]
    deck_name: Annotated[str, Field(max_length=100)] = ""
    deck: Annotated[list[str], Field(max_length=100)]


class MatchPlayers(_Strict):
    """Both players, by match name."""

    a: MatchPlayer
    b: MatchPlayer


class RollEntry(_Strict):
    """PM.2: the die roll's seed, every throw (a's face, b's face) and its winner."""

    seed: Annotated[int, Field(ge=0)]
    throws: Annotated[
        list[Annotated[list[int], Field(min_length=2, max_length=2)]],
        Field(min_length=1, max_length=100),
    ]
    winner: Side

    @model_validator(mode="after")
    def _consistent(self) -> RollEntry:
        for a, b in self.throws:
            if not (1 <= a <= 6 and 1 <= b <= 6):
                raise ValueError("a die shows 1 to 6")
        *ties, last = self.throws
        if any(a != b for a, b in ties) or last[0] == last[1]:
            raise ValueError("every throw but the last must be a tie, and the last must not")
        if self.winner != ("a" if last[0] > last[1] else "b"):
            raise ValueError("the winner must be the player with the higher last throw")
        return self


class SeatCounts(_Strict):
    """7.3.1: Momon controlled by each seat when the game ended."""

    first: Annotated[int, Field(ge=0, le=16)]
    second: Annotated[int, Field(ge=0, le=16)]


class GameResultEntry(_Strict):
    """A Game Result as the referee prints it, with the winner as a match player;
    ``reason`` ``"time"`` is a bank that ran out (PM.3)."""

    outcome: Literal["win", "draw"]
    winner: Side | None
    reason: Literal["turn_limit", "arena_full", "concession", "forced_loop", "time"]
    momon: SeatCounts

    @model_validator(mode="after")
    def _winner_matches_outcome(self) -> GameResultEntry:
        if (self.outcome == "draw") != (self.winner is None):
            raise ValueError('a "draw" has no winner and a "win" has one')
        return self


class ClockLeft(_Strict):
    """Seconds left in each bank when the game was complete (PM.3)."""

    a: Annotated[float, Field(ge=0)]
    b: Annotated[float, Field(ge=0)]


class MatchGameEntry(_Strict):
    """One game of the match."""

    number: Annotated[int, Field(ge=1, le=5)]
    chooser: Side
    first: Side
    seed: Annotated[int, Field(ge=0, lt=2**63)]
    result: GameResultEntry
    clock_left: ClockLeft | None = None
    record: Annotated[str, Field(pattern=r"^game-[1-5]\.momon\.json$")] | None = None


class ScoreEntry(_Strict):
    """Game wins of each player and drawn games."""

    a: Annotated[int, Field(ge=0)]
    b: Annotated[int, Field(ge=0)]
    draws: Annotated[int, Field(ge=0)]


class MatchResultEntry(_Strict):
    """The Match Result (7.4.1), separate from the Game Results."""

    winner: Side | None
    score: ScoreEntry


class MatchRecord(_Strict):
    """A finished match, format version 1 (``docs/matches.md``)."""

    format_version: Literal[1]
    app_version: Annotated[str, Field(min_length=1, max_length=40)]
    created: str
    finished: str
    players: MatchPlayers
    format: Literal["standard", "open"] = "standard"
    clock: Annotated[float, Field(gt=0)] | None = None
    roll: RollEntry
    games: Annotated[list[MatchGameEntry], Field(min_length=1, max_length=5)]
    match: MatchResultEntry

    @model_validator(mode="after")
    def _score_matches_games(self) -> MatchRecord:
        wins = {"a": 0, "b": 0}
        draws = 0
        for i, game in enumerate(self.games, 1):
            if game.number != i:
                raise ValueError("games must be numbered 1, 2, 3, … in order")
            if game.result.winner is None:
                draws += 1
            else:
                wins[game.result.winner] += 1
        score = self.match.score
        if (score.a, score.b, score.draws) != (wins["a"], wins["b"], draws):
            raise ValueError("the match score must count the games' results")
        return self


# ----------------------------------------------------------------------------- locations


def matches_dir() -> Path:
    """The folder of finished matches in the data folder."""
    return data_dir() / "matches"


def new_match_folder(created: str) -> Path:
    """A new, not yet existing folder for a match created at ``created`` (ISO time)."""
    stamp = created.replace(":", "").replace("-", "")
    base = matches_dir()
    folder = base / f"match-{stamp}"
    n = 2
    while folder.exists():
        folder = base / f"match-{stamp}-{n}"
        n += 1
    return folder


def game_file_name(number: int) -> str:
    """The file name of game ``number``'s record inside a match folder."""
    return f"game-{number}{RECORD_SUFFIX}"


# ----------------------------------------------------------------------------- writing


def match_to_bytes(record: MatchRecord) -> bytes:
    """The match record as indented UTF-8 JSON."""
    data = record.model_dump(mode="json")
    return (json.dumps(data, ensure_ascii=False, indent=2) + "\n").encode("utf-8")


def save_match_game(folder: str | os.PathLike[str], number: int, record: GameRecord) -> str:
    """Save game ``number``'s record in the match folder; returns its file name."""
    name = game_file_name(number)
    save_record(Path(folder) / name, record, backup=False)
    return name


def save_match(folder: str | os.PathLike[str], record: MatchRecord) -> Path:
    """Write the match record atomically into ``folder``; returns its path."""
    path = Path(folder) / MATCH_FILE
    try:
        atomic_write(path, match_to_bytes(record), backup=False)
    except OSError as exc:
        raise MatchRecordError(f"cannot write {path.name}: {exc.strerror or exc}") from None
    return path


# ----------------------------------------------------------------------------- reading


def parse_match(raw: bytes, source: str = MATCH_FILE) -> MatchRecord:
    """Decode and validate a match record; raises :class:`MatchRecordError`."""
    try:
        data = strict_json_loads(raw.decode("utf-8-sig"))
    except UnicodeDecodeError:
        raise MatchRecordError(f"{source}: not UTF-8 text") from None
    except ValueError as exc:
        raise MatchRecordError(f"{source}: not valid JSON: {exc}") from None
    try:
        return MatchRecord.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "(root)"
        raise MatchRecordError(f'{source}: field "{where}": {first["msg"]}') from None


def load_match(path: str | os.PathLike[str]) -> MatchRecord:
    """Read a ``match.json``; raises :class:`MatchRecordError` naming the problem."""
    p = Path(path)
    try:
        raw = read_limited(p, MAX_MATCH_BYTES)
    except FileTooLarge as exc:
        raise MatchRecordError(f"{p.name}: too large for a match record ({exc})") from None
    except OSError as exc:
        raise MatchRecordError(f"{p.name}: cannot read the file: {exc.strerror or exc}") from None
    return parse_match(raw, f"{p.parent.name}/{p.name}")


@dataclass(frozen=True, slots=True)
class SavedMatch:
    """A match of the history: its folder and its record."""

    folder: Path
    record: MatchRecord

    def game_path(self, number: int) -> Path | None:
        """The game record file of game ``number``, or None when none was saved."""
        for game in self.record.games:
            if game.number == number and game.record is not None:
                return self.folder / game.record
        return None

    def load_game(self, number: int) -> LoadedRecord:
        """Game ``number``'s record, verified by replaying it; raises ``RecordError``."""
        path = self.game_path(number)
        if path is None:
            raise RecordError(f"game {number} of this match has no saved record")
        return load_record(path)


def match_history() -> list[SavedMatch]:
    """Every finished match in the data folder, newest first.  A damaged match file is
    left out (it is never changed or removed)."""
    base = matches_dir()
    if not base.is_dir():
        return []
    found: list[SavedMatch] = []
    for path in base.glob(f"*/{MATCH_FILE}"):
        try:
            found.append(SavedMatch(path.parent, load_match(path)))
        except MatchRecordError:
            continue
    found.sort(key=lambda m: (m.record.finished, m.folder.name), reverse=True)
    return found
