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

A match in progress is kept beside the autosave of the unfinished game, in
``autosave.match.json`` (:class:`MatchProgress`): rewritten at every decision and at
every game end, removed when the match ends or is left, so that quitting or a crash
never loses it.  The records of its finished games are already in the match's folder
of the history, which gets its ``match.json`` when the match ends.
"""

from __future__ import annotations

import contextlib
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Literal, Protocol

from pydantic import Field, ValidationError, model_validator

from momon_desktop.cards.limits import MAX_DECK_NAME_CHARS

from .files import (
    FileTooLarge,
    NotRegularFile,
    atomic_write,
    read_limited,
    remove,
    strict_json_loads,
)
from .kept import KeptModel, Moment, PlayerKind, field_path, field_reason
from .locations import RECORD_SUFFIX, autosave_path, data_dir
from .messages import (
    LocalizedError,
    Refusal,
    json_value_reason,
    message,
    os_reason,
    show,
    size_detail,
)
from .record import (
    MAX_DECK_CARDS,
    CardId,
    GameRecord,
    LoadedRecord,
    RecordError,
    load_record,
    save_record,
)

MATCH_FORMAT_VERSION = 1
MATCH_FILE = "match.json"
MAX_MATCH_BYTES = 256 * 1024
PROGRESS_FORMAT_VERSION = 1
MAX_PROGRESS_BYTES = 64 * 1024

Side = Literal["a", "b"]


class MatchRecordError(LocalizedError):
    """A match record or a match in progress that cannot be read or written, with the
    reason in plain words: ``str(error)`` in English, :meth:`text` in another interface
    language."""


class _Strict(KeptModel):
    """A part of a match file: a kept file's model (``storage.kept``)."""

# Seconds per player per game at most: a day (the match command's limit).
MAX_CLOCK_SECONDS = 24 * 3600.0
Seconds = Annotated[float, Field(ge=0, le=MAX_CLOCK_SECONDS, allow_inf_nan=False)]
ClockSeconds = Annotated[float, Field(gt=0, le=MAX_CLOCK_SECONDS, allow_inf_nan=False)]
# A seed of the die roll or of a game: a 63-bit whole number.
Seed = Annotated[int, Field(ge=0, lt=2**63)]
Name = Annotated[str, Field(min_length=1, max_length=100)]


class MatchPlayer(_Strict):
    """A player of the match: name, ``human`` or a computer level, and the deck."""

    name: Name
    kind: PlayerKind
    deck_name: Annotated[str, Field(max_length=100)] = ""
    deck: Annotated[list[CardId], Field(max_length=MAX_DECK_CARDS)]


class MatchPlayers(_Strict):
    """Both players, by match name."""

    a: MatchPlayer
    b: MatchPlayer


class RollEntry(_Strict):
    """PM.2: the die roll's seed, every throw (a's face, b's face) and its winner."""

    seed: Seed
    throws: Annotated[
        list[Annotated[list[int], Field(min_length=2, max_length=2)]],
        Field(min_length=1, max_length=100),
    ]
    winner: Side

    @model_validator(mode="after")
    def _consistent(self) -> RollEntry:
        for a, b in self.throws:
            if not (1 <= a <= 6 and 1 <= b <= 6):
                raise Refusal(message("die_face"))
        *ties, last = self.throws
        if any(a != b for a, b in ties) or last[0] == last[1]:
            raise Refusal(message("roll_ties"))
        if self.winner != ("a" if last[0] > last[1] else "b"):
            raise Refusal(message("roll_winner"))
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
            raise Refusal(message("draw_winner"))
        return self


class ClockLeft(_Strict):
    """Seconds left in each bank when the game was complete (PM.3)."""

    a: Seconds
    b: Seconds


class MatchGameEntry(_Strict):
    """One game of the match."""

    number: Annotated[int, Field(ge=1, le=5)]
    chooser: Side
    first: Side
    seed: Seed
    result: GameResultEntry
    clock_left: ClockLeft | None = None
    record: Annotated[str, Field(pattern=r"^game-[1-5]\.momon\.json$")] | None = None


class ScoreEntry(_Strict):
    """Game wins of each player and drawn games."""

    a: Annotated[int, Field(ge=0, le=5)]
    b: Annotated[int, Field(ge=0, le=5)]
    draws: Annotated[int, Field(ge=0, le=5)]


class MatchResultEntry(_Strict):
    """The Match Result (7.4.1), separate from the Game Results."""

    winner: Side | None
    score: ScoreEntry


class MatchRecord(_Strict):
    """A finished match, format version 1 (``docs/matches.md``)."""

    format_version: Literal[1]
    app_version: Annotated[str, Field(min_length=1, max_length=40)]
    created: Moment
    finished: Moment
    players: MatchPlayers
    format: Literal["standard", "open"] = "standard"
    clock: ClockSeconds | None = None
    roll: RollEntry
    games: Annotated[list[MatchGameEntry], Field(min_length=1, max_length=5)]
    match: MatchResultEntry

    @model_validator(mode="after")
    def _score_matches_games(self) -> MatchRecord:
        wins = {"a": 0, "b": 0}
        draws = 0
        for i, game in enumerate(self.games, 1):
            if game.number != i:
                raise Refusal(message("games_numbered"))
            if game.result.winner is None:
                draws += 1
            else:
                wins[game.result.winner] += 1
        score = self.match.score
        if (score.a, score.b, score.draws) != (wins["a"], wins["b"], draws):
            raise Refusal(message("score_counts"))
        _within_the_clock(self.clock, [g.clock_left for g in self.games])
        return self


def _within_the_clock(clock: float | None, banks: list[ClockLeft | None]) -> None:
    """PM.3: a bank never holds more than the clock gives each player."""
    for left in banks:
        if left is not None and (clock is None or max(left.a, left.b) > clock):
            raise Refusal(message("bank_over_clock"))


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


def discard_match_folder(folder: str | os.PathLike[str]) -> None:
    """Remove the game records of a match that will have no match record (it was left,
    or it could not be saved whole), and its folder once empty; a folder of the history
    that already has its match record is never touched.  Never raises."""
    where = Path(folder)
    if where.parent != matches_dir() or (where / MATCH_FILE).exists():
        return
    for number in range(1, 6):
        with contextlib.suppress(OSError):
            (where / game_file_name(number)).unlink()
    with contextlib.suppress(OSError):
        where.rmdir()


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
        raise MatchRecordError(message("match_cannot_write", name=path.name,
                                       reason=os_reason(exc))) from None
    return path


# ----------------------------------------------------------------------------- reading


def _decode(raw: bytes, source: str) -> object:
    try:
        return strict_json_loads(raw.decode("utf-8-sig"))
    except UnicodeDecodeError:
        raise MatchRecordError(message("match_not_utf8", source=source)) from None
    except ValueError as exc:
        raise MatchRecordError(message("match_not_json", source=source,
                                       reason=json_value_reason(exc))) from None


def _field_error(source: str, exc: ValidationError) -> MatchRecordError:
    """The first problem of ``exc``, in plain words."""
    first = exc.errors()[0]
    return MatchRecordError(message("match_field", source=source, field=field_path(first),
                                    reason=field_reason(first)))


def parse_match(raw: bytes, source: str = MATCH_FILE) -> MatchRecord:
    """Decode and validate a match record; raises :class:`MatchRecordError`."""
    data = _decode(raw, source)
    try:
        return MatchRecord.model_validate(data)
    except ValidationError as exc:
        raise _field_error(source, exc) from None


def load_match(path: str | os.PathLike[str]) -> MatchRecord:
    """Read a ``match.json``; raises :class:`MatchRecordError` naming the problem."""
    p = Path(path)
    try:
        raw = read_limited(p, MAX_MATCH_BYTES)
    except FileTooLarge as exc:
        raise MatchRecordError(message("match_too_large", name=p.name,
                                       detail=size_detail(exc))) from None
    except OSError as exc:
        raise MatchRecordError(message("match_cannot_read", name=p.name,
                                       reason=os_reason(exc))) from None
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
            raise RecordError(message("match_game_no_record", number=number))
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


# ----------------------------------------------------------------------------- a match in progress


class DeckEntry(_Strict):
    """A player's deck as the match in progress keeps it: its name in each language,
    its Format and its card ids."""

    name: Annotated[
        dict[Annotated[str, Field(min_length=2, max_length=10)],
             Annotated[str, Field(min_length=1, max_length=MAX_DECK_NAME_CHARS)]],
        Field(min_length=1, max_length=10),
    ]
    format: Literal["standard", "open"]
    cards: Annotated[list[CardId], Field(min_length=1, max_length=MAX_DECK_CARDS)]

    @model_validator(mode="after")
    def _has_english(self) -> DeckEntry:
        if "en" not in self.name:
            raise Refusal(message("deck_name_english"))
        return self


class ProgressPlayer(_Strict):
    """A player of the match in progress: name, ``human`` or a computer level, deck."""

    name: Name
    kind: PlayerKind
    deck: DeckEntry


class ProgressPlayers(_Strict):
    """Both players, by match name."""

    a: ProgressPlayer
    b: ProgressPlayer


class CurrentGameEntry(_Strict):
    """The game being played when the file was written.

    ``status`` ``"playing"``: the game itself is the autosave of the unfinished game
    (its engine seed is ``seed``). ``"awaiting_press"``: the game ended in a gameplay
    win (``pending``) that its winner has not yet confirmed by pressing the clock
    (7.4.2); its record is ``record`` in the match's folder. ``clock_left`` is each
    bank as of the last decision, ``running`` the bank that ran then (PM.3).
    """

    number: Annotated[int, Field(ge=1, le=5)]
    chooser: Side
    first: Side
    seed: Seed
    status: Literal["playing", "awaiting_press"]
    pending: GameResultEntry | None = None
    clock_left: ClockLeft | None = None
    running: Side | None = None
    record: Annotated[str, Field(pattern=r"^game-[1-5]\.momon\.json$")] | None = None

    @model_validator(mode="after")
    def _pending_with_the_press(self) -> CurrentGameEntry:
        waiting = self.status == "awaiting_press"
        if waiting != (self.pending is not None):
            raise Refusal(message("pending_press"))
        if self.pending is not None and self.pending.winner is None:
            raise Refusal(message("press_win_only"))
        return self


class FinishedGameEntry(MatchGameEntry):
    """A game of the match in progress that is complete: as in a match record, and
    whether the First Player Token broke a tie (7.3.3)."""

    tie_break: bool = False


class NextChoice(_Strict):
    """Between games: the next game and the player who chooses its first player (PM.2)."""

    game: Annotated[int, Field(ge=1, le=5)]
    chooser: Side


def _chooser(number: int, roll_winner: Side) -> Side:
    """PM.2: the roll's winner chooses in odd games, the other player in even games."""
    if number % 2 == 1:
        return roll_winner
    return "b" if roll_winner == "a" else "a"


class MatchProgress(_Strict):
    """A match in progress, format version 1 (``docs/matches.md``)."""

    format_version: Literal[1]
    app_version: Annotated[str, Field(min_length=1, max_length=40)]
    created: Moment
    saved: Moment
    folder: Annotated[str, Field(pattern=r"^match-[0-9A-Za-z-]{1,60}$")]
    players: ProgressPlayers
    format: Literal["standard", "open"] = "standard"
    clock: ClockSeconds | None = None
    roll: RollEntry
    games: Annotated[list[FinishedGameEntry], Field(max_length=4)]
    score: ScoreEntry
    current: CurrentGameEntry | None = None
    next: NextChoice | None = None

    @model_validator(mode="after")
    def _a_match_still_going_on(self) -> MatchProgress:
        check_match_so_far(self)
        game_now = self.current
        if game_now is not None and game_now.status == "awaiting_press" and game_now.record is None:
            raise Refusal(message("press_needs_clock"))  # the finished game's record
        return self


class MatchSoFar(Protocol):
    """What a file keeps of a match still going on: the clock, the roll, the complete
    games, the score, the game being played or the next choice (:class:`MatchProgress`,
    and the match of a table hosted for a friend, ``storage.hostedtable``)."""

    @property
    def clock(self) -> float | None: ...
    @property
    def roll(self) -> RollEntry: ...
    @property
    def games(self) -> list[FinishedGameEntry]: ...
    @property
    def score(self) -> ScoreEntry: ...
    @property
    def current(self) -> CurrentGameEntry | None: ...
    @property
    def next(self) -> NextChoice | None: ...


def check_match_so_far(kept: MatchSoFar) -> None:
    """Refuse (:class:`Refusal`) a match so far that cannot be: games out of order or
    with another chooser than the roll gives (PM.2), a score that is not its games', a
    match already won (PM.1), a game being played and a next choice at once, or a bank
    beyond the clock (PM.3)."""
    wins = {"a": 0, "b": 0}
    draws = 0
    clocked = kept.clock is not None
    for i, game in enumerate(kept.games, 1):
        if game.number != i:
            raise Refusal(message("games_numbered"))
        if game.chooser != _chooser(i, kept.roll.winner):
            raise Refusal(message("wrong_chooser", number=i))
        if (game.clock_left is not None) != clocked:
            raise Refusal(message("game_clock_left", number=i))
        if game.result.winner is None:
            draws += 1
        else:
            wins[game.result.winner] += 1
    if (kept.score.a, kept.score.b, kept.score.draws) != (wins["a"], wins["b"], draws):
        raise Refusal(message("score_counts"))
    if max(wins.values()) >= 2:
        raise Refusal(message("two_wins"))
    number = len(kept.games) + 1
    if (kept.current is None) == (kept.next is None):
        raise Refusal(message("current_or_next"))
    if kept.current is not None:
        game_now = kept.current
        if game_now.number != number or game_now.chooser != _chooser(number,
                                                                     kept.roll.winner):
            raise Refusal(message("current_number", number=number))
        if (game_now.clock_left is not None) != clocked:
            raise Refusal(message("current_banks"))
        if game_now.status == "awaiting_press" and not clocked:
            raise Refusal(message("press_needs_clock"))
    if kept.next is not None and (kept.next.game != number or
                                  kept.next.chooser != _chooser(number, kept.roll.winner)):
        raise Refusal(message("next_game", number=number))
    banks = [g.clock_left for g in kept.games]
    _within_the_clock(kept.clock, [*banks, kept.current.clock_left if kept.current else None])


def match_progress_path() -> Path:
    """The match in progress, beside the autosave of the unfinished game."""
    autosave = autosave_path()
    return autosave.with_name(autosave.name.removesuffix(RECORD_SUFFIX) + ".match.json")


def progress_to_bytes(progress: MatchProgress) -> bytes:
    """The match in progress as indented UTF-8 JSON."""
    data = progress.model_dump(mode="json")
    return (json.dumps(data, ensure_ascii=False, indent=1) + "\n").encode("utf-8")


def write_match_progress(progress: MatchProgress) -> Path:
    """Write the match in progress atomically; raises :class:`MatchRecordError`."""
    path = match_progress_path()
    try:
        atomic_write(path, progress_to_bytes(progress), backup=False)
    except OSError as exc:
        raise MatchRecordError(message("progress_cannot_write", path=str(path),
                                       reason=os_reason(exc))) from None
    return path


def parse_match_progress(raw: bytes, source: str) -> MatchProgress:
    """Decode and validate a match in progress; raises :class:`MatchRecordError`."""
    data = _decode(raw, source)
    if isinstance(data, dict) and data.get("format_version") != PROGRESS_FORMAT_VERSION:
        # A value from the file: shown short (storage.messages.show).
        found = show(data.get("format_version"))
        raise MatchRecordError(message("progress_version", source=source,
                                       version=PROGRESS_FORMAT_VERSION, found=found))
    try:
        return MatchProgress.model_validate(data)
    except ValidationError as exc:
        raise _field_error(source, exc) from None


def load_match_progress() -> MatchProgress | None:
    """The match in progress, or None when there is none; raises
    :class:`MatchRecordError` naming the file and the problem when it cannot be used
    (the file is left as it is)."""
    path = match_progress_path()
    if not path.exists():
        return None
    try:
        raw = read_limited(path, MAX_PROGRESS_BYTES)
    except FileTooLarge:
        raise MatchRecordError(message("progress_too_large", name=path.name)) from None
    except NotRegularFile:
        raise MatchRecordError(message("progress_not_regular", name=path.name)) from None
    except OSError as exc:
        raise MatchRecordError(message("match_cannot_read", name=path.name,
                                       reason=os_reason(exc))) from None
    return parse_match_progress(raw, path.name)


def clear_match_progress() -> bool:
    """Remove the match in progress (the match ended or was left).  Never raises;
    returns whether none is left."""
    return remove(match_progress_path())


def set_aside_match_progress(stamp: str) -> Path:
    """Move a match in progress that cannot be used out of the way, keeping its
    content (``autosave.match-unreadable-STAMP.json``); returns where it is now."""
    source = match_progress_path()
    target = source.with_name(source.name.removesuffix(".json")
                              + f"-unreadable-{stamp.replace(':', '').replace('-', '')}.json")
    try:
        source.replace(target)
    except OSError:
        return source
    return target
