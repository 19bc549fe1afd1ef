"""The game record: one file format for the app's saved games and the referee.

A record holds everything needed to play a game again exactly: who played each seat
(a person, the computer at a level and style, or a scripted opponent), the decks, the identity
and content hash of every card set they use (user sets embedded whole), how the first
player was chosen (6.6), the engine's seed, every decision in order (the move syntax of
``shared/formats.md``), the Game Result (7.3.4), the final state hash, and a chain of checks: one digest of the
position at the start and one after every decision.  Loading a record replays its
decisions through the engine and compares the position after each with its check, so
it refuses a record whose moves were changed at the first decision that differs, and
then compares the result and the final state hash.  The format is documented in
``docs/records.md``; every change to it gets a new ``format_version`` and an entry in
:data:`MIGRATIONS`.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import re
import stat
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated, Any, Final, Literal, Self, TypeVar

from pydantic import (
    AfterValidator,
    BaseModel,
    Field,
    ValidationError,
    field_validator,
    model_validator,
)

from momon_desktop import __version__
from momon_desktop.cards import CardSetError, deck_reasons
from momon_desktop.cards.errors import error_problems, sorted_problems
from momon_desktop.cards.limits import MAX_ID_CHARS
from momon_desktop.engine import Game, IllegalDecision, Setup

from .cardsets import CardLibrary, LoadedSet, bundled_sets, content_hash, parse_set_data
from .files import MAX_FILE_BYTES, FileTooLarge, atomic_write, read_limited, strict_json_loads
from .kept import KeptLevel, KeptModel, KeptStyle, field_problem, moment
from .messages import (
    CardSetLines,
    DeckReasons,
    Escaped,
    Localized,
    LocalizedError,
    Phrase,
    Refusal,
    file_kind,
    json_detail,
    json_value_reason,
    message,
    os_reason,
    plain,
    seat_word,
    show,
    size_detail,
    texts,
)
from .moves import Move, MoveError, move_from_json, moves_to_json, show_move

FORMAT_VERSION: Final = 3

# Limits of a record (docs/records.md, "Limits"): far above any real game, low enough
# that a hand-made file cannot make loading slow.  The whole file is at most
# MAX_FILE_BYTES, counted while it is read.
MAX_MOVES: Final = 1000
MAX_NAME_CHARS: Final = 100
MAX_APP_VERSION_CHARS: Final = 40
MAX_CREATED_CHARS: Final = 40
# A card id is at most as long as the card-set format allows (cards.limits).
MAX_CARD_ID_CHARS: Final = MAX_ID_CHARS
MAX_DECK_CARDS: Final = 100
MAX_CARD_SETS: Final = 20

# How a loaded record was checked (LoadedRecord.checked).
CHECKED_EVERY_DECISION: Final = "every decision"
CHECKED_FINAL_STATE: Final = "final state"

# A check is the first CHECK_HEX hex digits (32 bits) of a digest chain over the
# positions of the game (docs/records.md, "The checks").
CHECK_HEX: Final = 8
_CHAIN_START: Final = b"momon-record-checks\n"

SEATS = ("first", "second")

_M = TypeVar("_M", bound=BaseModel)


class RecordError(LocalizedError):
    """A game record that cannot be used, with the reason in plain words.

    ``message`` (and ``str(error)``) is the reason in English; :meth:`text` gives it in
    another interface language.  ``move`` is the index of the decision to blame, when
    there is one.
    """

    def __init__(self, message: str | Localized, move: int | None = None) -> None:
        # A value from the file may hold a lone surrogate: the message shows its escape.
        super().__init__(Escaped(plain(message) if isinstance(message, str) else message))
        self.message = str(self)
        self.move = move


# ----------------------------------------------------------------------------- the model


class _Strict(KeptModel):
    """A part of a record: unknown fields are errors and nothing is coerced, so a hand
    edit that adds or retypes a field is refused, not silently ignored."""


CardId = Annotated[str, Field(pattern=r"^[a-z0-9-]+$", min_length=1, max_length=MAX_CARD_ID_CHARS)]
Sha256 = Annotated[str, Field(pattern=r"^[0-9a-f]{64}$")]
StateHash = Annotated[str, Field(pattern=r"^[0-9a-f]{32}$")]
Check = Annotated[str, Field(pattern=rf"^[0-9a-f]{{{CHECK_HEX}}}$")]
# A move object's keys (the move syntax, storage.moves) are short words and its values,
# card ids, squares and seats, at most MAX_CARD_ID_CHARS long (GameRecord checks both);
# what they mean is checked when the move is replayed.
MAX_MOVE_KEY_CHARS: Final = 16
PlayerName = Annotated[str, Field(max_length=MAX_NAME_CHARS)]
Seat = Literal["first", "second"]


class PlayerNames(_Strict):
    """The players' names by seat; ``first`` took the first turn (6.7)."""

    first: PlayerName
    second: PlayerName


SeatKind = Literal["person", "computer", "opponent"]
# The computer's levels and styles of play are those of momon_desktop.ai (LEVELS and
# STYLE_WEIGHTS), where they are defined once (storage.kept).
ProfileId = Annotated[str, Field(pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$", max_length=64)]


class SeatPlayer(_Strict):
    """Who played a seat: a person, the computer at a ``level`` with a ``style``, or a
    scripted opponent (``resources/opponents``), named by its ``profile`` id, with the
    level and style it played at."""

    kind: SeatKind
    level: KeptLevel | None = None
    style: KeptStyle | None = None
    profile: ProfileId | None = None

    @model_validator(mode="after")
    def _fields_of_the_kind(self) -> Self:
        computer = self.kind in ("computer", "opponent")
        if not computer and (self.level, self.style, self.profile) != (None, None, None):
            raise Refusal(message("seat_person"))
        if computer and (self.level is None or self.style is None):
            raise Refusal(message("seat_level_style", kind=self.kind))
        if (self.kind == "opponent") != (self.profile is not None):
            raise Refusal(message("seat_profile"))
        return self

    @classmethod
    def person(cls) -> SeatPlayer:
        """A seat played by a person."""
        return cls(kind="person")


class Seats(_Strict):
    """Who played each seat; ``first`` took the first turn (6.7)."""

    first: SeatPlayer
    second: SeatPlayer


@functools.cache
def people() -> Seats:
    """Both seats played by people (made at first use: building the models' validators
    at import would slow every start)."""
    return Seats(first=SeatPlayer.person(), second=SeatPlayer.person())


class Decks(_Strict):
    """The two decks as card ids, by seat (6.1)."""

    first: Annotated[list[CardId], Field(max_length=MAX_DECK_CARDS)]
    second: Annotated[list[CardId], Field(max_length=MAX_DECK_CARDS)]


class CardSetRef(_Strict):
    """A card set the decks use: its id, the sha256 of its canonical JSON and, for a
    set that does not ship with the app, the set file's data itself."""

    id: CardId
    sha256: Sha256
    data: dict[str, Any] | None = None


class FirstPlayer(_Strict):
    """How the first player was chosen (6.6): a fair random method with its seed, a
    player's choice, or the match procedure (PM.2)."""

    method: Literal["random", "choice", "match"]
    seed: Annotated[int, Field(ge=0, lt=2**63)] | None = None

    @model_validator(mode="after")
    def _seed_iff_random(self) -> Self:
        if self.method == "random" and self.seed is None:
            raise Refusal(message("random_seed"))
        if self.method != "random" and self.seed is not None:
            raise Refusal(message("seed_only_random", method=self.method))
        return self


class MomonCounts(_Strict):
    """7.3.1: Momon controlled by each seat when the game ended."""

    first: Annotated[int, Field(ge=0, le=16)]
    second: Annotated[int, Field(ge=0, le=16)]


class ResultModel(_Strict):
    """The Game Result (7.3.4), exactly as the referee prints it."""

    outcome: Literal["win", "draw"]
    winner: Seat | None
    reason: Literal["turn_limit", "arena_full", "concession", "forced_loop"]
    momon: MomonCounts


class GameRecord(_Strict):
    """A saved game, format version 3 (``docs/records.md``).

    ``checks`` is None only for a record migrated from a version without checks (0 to
    2), which is then checked by its final state only; a file of version 3 always has
    them.
    """

    format_version: Literal[3]
    app_version: Annotated[str, Field(min_length=1, max_length=MAX_APP_VERSION_CHARS)]
    created: Annotated[str, Field(max_length=MAX_CREATED_CHARS), AfterValidator(moment)]
    players: PlayerNames
    seats: Seats
    format: Literal["standard", "open"]
    decks: Decks
    card_sets: Annotated[list[CardSetRef], Field(min_length=1, max_length=MAX_CARD_SETS)]
    first_player: FirstPlayer
    seed: Annotated[int, Field(ge=0, lt=2**63)]
    moves: Annotated[list[dict[str, str | bool]], Field(max_length=MAX_MOVES)]
    checks: Annotated[list[Check], Field(min_length=1, max_length=MAX_MOVES + 1)] | None
    result: ResultModel | None
    state_hash: StateHash

    @field_validator("moves")
    @classmethod
    def _short_values(cls, moves: list[dict[str, str | bool]]) -> list[dict[str, str | bool]]:
        for i, move in enumerate(moves):
            for key, value in move.items():
                if len(key) > MAX_MOVE_KEY_CHARS:
                    raise Refusal(message("move_key_long", index=i, length=len(key),
                                          limit=MAX_MOVE_KEY_CHARS))
                if isinstance(value, str) and len(value) > MAX_CARD_ID_CHARS:
                    raise Refusal(message("move_value_long", index=i, key=show(key),
                                          length=len(value), limit=MAX_CARD_ID_CHARS))
        return moves


# ----------------------------------------------------------------------------- migrations


class RecordV0(_Strict):
    """The historical draft of the format (version 0), before Formats and card-set hashes.

    Version 0 named the card sets by id only, had no Format (only PF.1 Standard
    existed), kept the player names as a two-item list and the first-player method and
    seed as two top-level fields.
    """

    format_version: Literal[0]
    app_version: str
    created: str
    players: Annotated[list[str], Field(min_length=2, max_length=2)]
    decks: Decks
    card_sets: Annotated[list[CardId], Field(min_length=1)]
    first_player: Literal["random", "choice", "match"]
    first_player_seed: int | None = None
    seed: int
    moves: list[dict[str, str | bool]]
    result: dict[str, Any] | None
    state_hash: str


def _migrate_v0(data: dict[str, Any]) -> dict[str, Any]:
    """Version 0 -> 1: add the Format and the content hash of every card set.

    Version 0 could only name sets shipped with the app, so each is looked up among
    the installed ones and its current hash is filled in.
    """
    old = _validate(RecordV0, data, Phrase("record format 0", "บันทึกเกมรูปแบบ 0"))
    installed = {s.id: s for s in bundled_sets()}
    refs: list[dict[str, Any]] = []
    for set_id in old.card_sets:
        found = installed.get(set_id)
        if found is None:
            raise RecordError(message("v0_set_missing", id=set_id))
        refs.append({"id": set_id, "sha256": found.sha256})
    first: dict[str, Any] = {"method": old.first_player}
    if old.first_player_seed is not None:
        first["seed"] = old.first_player_seed
    return {
        "format_version": 1,
        "app_version": old.app_version,
        "created": old.created,
        "players": {"first": old.players[0], "second": old.players[1]},
        "format": "standard",  # PF.1 was the only Format when version 0 was written
        "decks": old.decks.model_dump(),
        "card_sets": refs,
        "first_player": first,
        "seed": old.seed,
        "moves": old.moves,
        "result": old.result,
        "state_hash": old.state_hash,
    }


def _migrate_v1(data: dict[str, Any]) -> dict[str, Any]:
    """Version 1 -> 2: add who played each seat.

    Version 1 did not say: its player names are free text, so both seats become
    people (an unfinished game resumes with both seats played at this computer).
    Every other field is unchanged and is validated as version 2.
    """
    if "seats" in data:
        raise RecordError(message("v1_seats"))
    return {**data, "format_version": 2,
            "seats": people().model_dump(mode="json", exclude_none=True)}


def _migrate_v2(data: dict[str, Any]) -> dict[str, Any]:
    """Version 2 -> 3: a record without checks.

    Version 2 kept no check of the positions, and a migration depends only on the
    file, so ``checks`` is null: the record is checked by its final state only (the
    loaded record says so), and saving it again writes the checks of its replay.
    """
    if "checks" in data:
        raise RecordError(message("v2_checks"))
    return {**data, "format_version": 3, "checks": None}


# MIGRATIONS[n] turns a record of format version n into version n + 1.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {
    0: _migrate_v0,
    1: _migrate_v1,
    2: _migrate_v2,
}


def migrate(data: dict[str, Any]) -> dict[str, Any]:
    """Bring record data of any known format version up to :data:`FORMAT_VERSION`."""
    version = data.get("format_version")
    if "format_version" not in data:
        raise RecordError(message("record_no_version"))
    if not isinstance(version, int) or isinstance(version, bool):
        raise RecordError(message("record_version_number", value=show(version)))
    if version > FORMAT_VERSION:
        raise RecordError(message("record_newer", found=version, app=__version__,
                                  version=FORMAT_VERSION))
    while version < FORMAT_VERSION:
        step = MIGRATIONS.get(version)
        if step is None:
            raise RecordError(message("record_unknown_version", version=version))
        data = step(data)
        version = data["format_version"]
    return data


# ----------------------------------------------------------------------------- reading


@dataclass(frozen=True, slots=True)
class _FieldProblem:
    """One problem of a record's field: where it is (``what`` the record is, then the
    field, as the card sets' :class:`~momon_desktop.cards.messages.Problem` says it) and
    the reason, a validator's own when it gave one."""

    what: Phrase
    where: Callable[[str], list[str]]
    reason: Callable[[str], str]

    def render(self, lang: str) -> str:
        return ": ".join([self.what.render(lang), *self.where(lang)[1:], self.reason(lang)])


def validation_texts(what: Phrase, data: object, exc: ValidationError) -> list[_FieldProblem]:
    """Every problem of ``exc`` (validating ``data``), in file order."""
    found: list[tuple[int, _FieldProblem]] = []
    for err, key, problem in error_problems(what.en, data, exc, card_set=True):
        reason: Callable[[str], str] = problem.sentence
        if err["type"] == "value_error":
            refusal = (err.get("ctx") or {}).get("error")
            if isinstance(refusal, Refusal):
                reason = refusal.detail.render
            else:
                english = str(err.get("msg", "")).removeprefix("Value error, ")
                reason = Phrase(english, english).render
        found.append((key, _FieldProblem(what, problem.where, reason)))
    return sorted_problems(found)


_RECORD = Phrase("record", "บันทึกเกม")


def _validate(model: type[_M], data: object, what: Phrase = _RECORD) -> _M:
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise RecordError(texts(validation_texts(what, data, exc))) from None


def parse_record(raw: bytes) -> GameRecord:
    """Decode, migrate and validate a record's bytes (without replaying it).

    Raises :class:`RecordError` naming the problem: empty, truncated, not JSON, not a
    record, from a newer version, or a field that breaks the format.
    """
    if not raw.strip():
        raise RecordError(message("empty_file"))
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise RecordError(message("not_utf8", offset=exc.start)) from None
    try:
        data = strict_json_loads(text)
    except json.JSONDecodeError as exc:
        # A file cut short fails at its very end, or inside a string that runs to it.
        at_end = exc.pos >= len(text.rstrip())
        open_string = exc.msg.startswith("Unterminated string") and "\n" not in text[exc.pos :]
        if at_end or open_string:
            raise RecordError(
                message("record_truncated", line=exc.lineno, column=exc.colno)
            ) from None
        raise RecordError(message("record_corrupt_json", line=exc.lineno, column=exc.colno,
                                  detail=json_detail(exc.msg))) from None
    except (ValueError, RecursionError) as exc:
        raise RecordError(message("record_corrupt", detail=json_value_reason(exc))) from None
    if not isinstance(data, dict):
        raise RecordError(message("record_not_object"))
    if data.get("format_version") == FORMAT_VERSION and "checks" in data and data["checks"] is None:
        # Only a migration leaves the checks out: a file of this version has them.
        raise RecordError(message("checks_null", version=FORMAT_VERSION))
    return _validate(GameRecord, migrate(data))


@dataclass(slots=True)
class LoadedRecord:
    """A verified record, the cards it uses and its game replayed to the last decision."""

    record: GameRecord
    library: CardLibrary
    game: Game

    @property
    def checked(self) -> str:
        """How the record was checked: :data:`CHECKED_EVERY_DECISION` (the position
        after every decision matched its check) or :data:`CHECKED_FINAL_STATE` (a
        record of a version without checks: only its result and final state)."""
        return how_checked(self.record)


def how_checked(record: GameRecord) -> str:
    """:data:`CHECKED_EVERY_DECISION` for a record with checks, else
    :data:`CHECKED_FINAL_STATE`."""
    return CHECKED_FINAL_STATE if record.checks is None else CHECKED_EVERY_DECISION


def record_library(record: GameRecord) -> CardLibrary:
    """The card sets of a record, each checked against its recorded content hash."""
    installed = {s.id: s for s in bundled_sets()}
    library = CardLibrary()
    for ref in record.card_sets:
        loaded: LoadedSet
        if ref.data is not None:
            try:
                embedded_hash = content_hash(ref.data)
            except (ValueError, RecursionError):
                embedded_hash = ""
            if ref.id in installed:
                # Set ids are unique across every loaded set (formats.md): an embedded set
                # may not pose as one shipped with the app, which Standard names (PF.1).
                raise RecordError(message("set_embeds_bundled", id=ref.id))
            if embedded_hash != ref.sha256:
                raise RecordError(message("set_embedded_hash", id=ref.id))
            try:
                loaded = parse_set_data(ref.data, f'card set "{ref.id}"')
            except CardSetError as exc:
                raise RecordError(CardSetLines(exc)) from None
            if loaded.id != ref.id:
                raise RecordError(message("set_embedded_other", id=ref.id, other=loaded.id))
        else:
            found = installed.get(ref.id)
            if found is None:
                raise RecordError(message("set_not_installed", id=ref.id))
            if found.sha256 != ref.sha256:
                raise RecordError(message("set_installed_hash", id=ref.id))
            loaded = found
        try:
            library.add(loaded)
        except CardSetError as exc:
            raise RecordError(CardSetLines(exc)) from None
    return library


def record_setup(record: GameRecord, library: CardLibrary) -> Setup:
    """The engine :class:`Setup` of a record's decks, each checked against its Format."""
    decks = (record.decks.first, record.decks.second)
    for seat, deck in zip(SEATS, decks, strict=True):
        # 6.1, PF.1, PF.2: each deck must be legal in the record's Format.
        reasons = deck_reasons(deck, record.format, library.pool)
        if reasons:
            raise RecordError(message("deck_not_legal", seat=seat_word(seat),
                                      reasons=DeckReasons(tuple(reasons))))
    return Setup(library.deck_defs(decks[0]), library.deck_defs(decks[1]))


def replay_moves(game: Game, moves: Sequence[object], start: int = 0) -> None:
    """Apply move objects in order; raise :class:`RecordError` naming the first illegal one."""
    for i, move in enumerate(moves, start):
        _apply(game, move, i)


def _apply(game: Game, move: object, index: int) -> None:
    try:
        game.apply(move_from_json(game, move))
    except MoveError as exc:
        raise RecordError(message("move_illegal", index=index, move=show_move(move),
                                  reason=exc.detail), move=index) from None
    except IllegalDecision as exc:
        reason = Phrase(str(exc), _refused_th(str(exc)))
        raise RecordError(message("move_illegal", index=index, move=show_move(move),
                                  reason=reason), move=index) from None


# The engine's reasons are English sentences; in Thai the decision is said to be refused,
# with the rule the engine names first ("P9.1: ...").
_RULE_FIRST = re.compile(r"(P?\d+(?:\.\d+)+): ")


def _refused_th(reason: str) -> str:
    rule = _RULE_FIRST.match(reason)
    said = "เกมไม่รับการตัดสินใจนี้ในตอนนี้"
    return f"{said} ({rule[1]})" if rule else said


# ----------------------------------------------------------------------------- the checks


def _digest(data: bytes) -> bytes:
    return hashlib.blake2b(data, digest_size=16).digest()


def _start_digest(game: Game) -> bytes:
    """The first link of the chain: the position at the start (after 6.9)."""
    return _digest(_CHAIN_START + game.state_hash().encode())


def _next_digest(previous: bytes, move: object, game: Game) -> bytes:
    """The next link: the previous one, the move as canonical JSON and the position
    it leads to (``game`` after the move)."""
    text = json.dumps(move, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return _digest(previous + text.encode() + b"\n" + game.state_hash().encode())


def _shown(digest: bytes) -> str:
    return digest.hex()[:CHECK_HEX]


def decision_checks(start: Game, moves: Sequence[Move], legal: bool = True) -> list[str]:
    """The checks of ``moves`` played from ``start`` (a new game, changed in place):
    one for the start, then one after every move.

    With ``legal`` False the moves are known to be legal (the history of a game) and
    are played without the engine's checks; otherwise an illegal one raises
    :class:`RecordError` naming it.
    """
    digest = _start_digest(start)
    checks = [_shown(digest)]
    for i, move in enumerate(moves):
        if legal:
            _apply(start, move, i)
        else:
            start.play_unchecked(move_from_json(start, move))
        digest = _next_digest(digest, move, start)
        checks.append(_shown(digest))
    return checks


class CheckChain:
    """The checks of one game's moves, kept as the game goes on: each call plays only
    the moves added since the last one on the replay it keeps (an autosave after every
    decision would otherwise replay the whole game each time). Moves taken back, or
    another game, start the replay again. Gives what :func:`decision_checks` gives."""

    def __init__(self) -> None:
        self._setup: Setup | None = None
        self._seed: int | None = None
        self._replay: Game | None = None
        self._moves: list[Move] = []
        self._checks: list[str] = []
        self._digest = b""

    def checks(self, game: Game, moves: Sequence[Move]) -> list[str]:
        """The checks of ``moves``, the legal history of ``game`` (its setup and seed)."""
        done = len(self._moves)
        if (self._replay is None or game.setup is not self._setup or game.seed != self._seed
                or len(moves) < done or list(moves[:done]) != self._moves):
            self._setup, self._seed = game.setup, game.seed
            self._replay = game.setup.new_game(game.seed)
            self._digest = _start_digest(self._replay)
            self._checks = [_shown(self._digest)]
            self._moves = []
        replay = self._replay
        for move in moves[len(self._moves):]:
            replay.play_unchecked(move_from_json(replay, move))
            self._digest = _next_digest(self._digest, move, replay)
            self._checks.append(_shown(self._digest))
            self._moves.append(move)
        return list(self._checks)


def with_checks(record: GameRecord) -> GameRecord:
    """``record`` with its checks: as it is when it has them; a record migrated from a
    version without checks gets those of its replay (raises :class:`RecordError` if
    a move is illegal)."""
    if record.checks is not None:
        return record
    library = record_library(record)
    game = record_setup(record, library).new_game(record.seed)
    return record.model_copy(update={"checks": decision_checks(game, record.moves)})


def verify_record(record: GameRecord) -> LoadedRecord:
    """Replay a record through the engine, comparing the position after every decision
    with its check (a record with checks), then its result and state hash."""
    library = record_library(record)
    game = record_setup(record, library).new_game(record.seed)
    checks = record.checks
    if checks is None:
        replay_moves(game, record.moves)
    else:
        digest = _start_digest(game)
        if _shown(digest) != checks[0]:
            raise RecordError(message("start_mismatch"))
        for i, move in enumerate(record.moves):
            _apply(game, move, i)
            if i + 1 >= len(checks):
                raise RecordError(message("move_no_check", index=i, move=show_move(move),
                                          moves=len(record.moves), checks=len(checks) - 1),
                                  move=i)
            digest = _next_digest(digest, move, game)
            if _shown(digest) != checks[i + 1]:
                raise RecordError(message("move_mismatch", index=i, move=show_move(move)),
                                  move=i)
        missing = len(record.moves)
        if len(checks) > missing + 1:
            raise RecordError(message("move_missing", index=missing, checks=len(checks) - 1,
                                      moves=missing), move=missing)
    got = None if game.result is None else game.result.to_json()
    want = None if record.result is None else record.result.model_dump(mode="json")
    if got != want:
        raise RecordError(message("result_mismatch", recorded=show_move(want),
                                  replayed=show_move(got)))
    if game.state_hash() != record.state_hash:
        raise RecordError(message("hash_mismatch", replayed=game.state_hash(),
                                  recorded=record.state_hash))
    return LoadedRecord(record, library, game)


def load_record_bytes(raw: bytes) -> LoadedRecord:
    """Parse, migrate, validate and verify a record; raises :class:`RecordError`."""
    return verify_record(parse_record(raw))


def read_record_file(path: str | os.PathLike[str]) -> bytes:
    """A record file's bytes; raises :class:`RecordError` if unreadable or oversized."""
    try:
        return read_limited(path, MAX_FILE_BYTES)
    except FileTooLarge as exc:
        raise RecordError(message("too_large_record", detail=size_detail(exc))) from None
    except OSError as exc:
        raise RecordError(message("cannot_read", reason=os_reason(exc))) from None


def load_record(path: str | os.PathLike[str]) -> LoadedRecord:
    """Read and verify a record file; raises :class:`RecordError` naming the problem.

    The file is only read, never changed.
    """
    name = Path(path).name
    try:
        return load_record_bytes(read_record_file(path))
    except RecordError as exc:
        raise RecordError(message("in_file", file=name, problem=exc.detail), exc.move) from None


def is_good_record(path: Path) -> bool:
    """Whether ``path`` holds a record that parses and validates (not replayed)."""
    try:
        parse_record(read_record_file(path))
    except RecordError:
        return False
    return True


# ----------------------------------------------------------------------------- writing


def now_iso() -> str:
    """The current UTC time, as records store it."""
    return datetime.now(UTC).replace(microsecond=0).isoformat().replace("+00:00", "Z")


def make_record(
    game: Game,
    library: CardLibrary,
    fmt: str = "standard",
    players: tuple[str, str] = ("First", "Second"),
    first_player: FirstPlayer | None = None,
    created: str | None = None,
    seats: Seats | None = None,
    chain: CheckChain | None = None,
) -> GameRecord:
    """The record of ``game`` as it stands (finished or not).

    ``seats`` says who played each seat (default: two people). Sets shipped with the
    app are named by id and hash; any other set is embedded. ``chain`` keeps the checks
    of a game recorded again and again as it goes on.
    """
    decks = tuple([d.id for d in deck] for deck in game.setup.decks)
    refs = [
        CardSetRef(
            id=s.id,
            sha256=s.sha256,
            data=None if s.bundled else _as_object(s.data),
        )
        for s in library.sets_used(*decks)
    ]
    result = None
    if game.result is not None:
        result = ResultModel.model_validate(game.result.to_json())
    moves: list[Move] = moves_to_json(game)
    if chain is not None:
        checks = chain.checks(game, moves)
    else:
        checks = decision_checks(game.setup.new_game(game.seed), moves, legal=False)
    try:
        return GameRecord.model_validate({
            "format_version": FORMAT_VERSION,
            "app_version": __version__,
            "created": created or now_iso(),
            "players": {"first": players[0], "second": players[1]},
            "seats": seats or people(),
            "format": "open" if fmt == "open" else "standard",
            "decks": {"first": decks[0], "second": decks[1]},
            "card_sets": refs,
            "first_player": first_player or FirstPlayer(method="choice"),
            "seed": game.seed,
            "moves": moves,
            "checks": checks,
            "result": result,
            "state_hash": game.state_hash(),
        })
    except ValidationError as exc:
        # What would not read back is never written (a name beyond its limit, say).
        raise RecordError(message("record_beyond_bounds", problem=field_problem(exc))) from None


def _as_object(data: object) -> dict[str, Any]:
    assert isinstance(data, dict)
    return data


def _dumps(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))


def record_to_bytes(record: GameRecord) -> bytes:
    """The record as UTF-8 JSON: one top-level field per line, one move per line, the
    checks eight to a line.  A record migrated from a version without checks is
    written with the checks of its replay (:func:`with_checks`)."""
    record = with_checks(record)
    data = record.model_dump(mode="json", exclude_none=True)
    data["result"] = None if record.result is None else record.result.model_dump(mode="json")
    lines: list[str] = []
    for key, value in data.items():
        if key == "moves" and value:
            inner = ",\n".join("    " + _dumps(m) for m in value)
            lines.append(f'  "moves": [\n{inner}\n  ]')
        elif key == "checks":
            rows = [value[i : i + 8] for i in range(0, len(value), 8)]
            inner = ",\n".join("    " + ", ".join(_dumps(c) for c in row) for row in rows)
            lines.append(f'  "checks": [\n{inner}\n  ]')
        elif key == "card_sets":
            inner = ",\n".join("    " + _dumps(s) for s in value)
            lines.append(f'  "card_sets": [\n{inner}\n  ]')
        else:
            lines.append(f"  {_dumps(key)}: {_dumps(value)}")
    return ("{\n" + ",\n".join(lines) + "\n}\n").encode("utf-8")


def _kind_of_file(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def _new_file_mode() -> int:
    """The mode a new file gets: read and write for all, less the process's umask."""
    try:
        with open("/proc/self/status", encoding="ascii") as f:
            for line in f:
                if line.startswith("Umask:"):
                    return 0o666 & ~int(line.split()[1], 8)
    except (OSError, ValueError):
        pass
    mask = os.umask(0o022)
    os.umask(mask)
    return 0o666 & ~mask


def save_target(path: str | os.PathLike[str]) -> tuple[Path, int]:
    """The file a save of ``path`` writes and the permissions to give it.

    A regular file is replaced and keeps its permissions; a new file gets the usual
    ones (0666 less the umask).  A symbolic link is followed: the regular file it
    points at is replaced (the link stays as it is); a link to nothing, or to
    anything but a regular file, is refused.  Anything else that is not a regular
    file (a folder, a FIFO, a device, a socket) is refused, so a save never replaces
    it.  Raises :class:`RecordError` naming the file.
    """
    target = Path(path)
    name = target.name
    try:
        st = os.lstat(target)
    except FileNotFoundError:
        return target, _new_file_mode()
    except OSError as exc:
        raise RecordError(message("cannot_write", name=name, reason=os_reason(exc))) from None
    if stat.S_ISLNK(st.st_mode):
        try:
            real = Path(os.path.realpath(target, strict=True))
            st = os.stat(real)
        except OSError:
            raise RecordError(message("link_to_nothing", name=name)) from None
        if not stat.S_ISREG(st.st_mode):
            raise RecordError(message("link_to_other", name=name,
                                      kind=file_kind(_kind_of_file(st.st_mode))))
        return real, stat.S_IMODE(st.st_mode)
    if not stat.S_ISREG(st.st_mode):
        raise RecordError(message("not_regular", name=name,
                                  kind=file_kind(_kind_of_file(st.st_mode))))
    return target, stat.S_IMODE(st.st_mode)


def write_record_file(path: str | os.PathLike[str], data: bytes, backup: bool = True) -> None:
    """Write a record's bytes atomically (``storage.files.atomic_write``) to the file
    :func:`save_target` names, keeping the permissions of a file it replaces; raises
    :class:`RecordError` (the old file is then untouched) or ``OSError``."""
    target, mode = save_target(path)
    atomic_write(target, data, backup=backup, is_good=is_good_record, mode=mode)


def save_record(path: str | os.PathLike[str], record: GameRecord, backup: bool = True) -> None:
    """Write a record atomically; the previous good save is kept as ``NAME.bak``.

    Only a regular file is written (a symbolic link is followed to one), and it keeps
    its permissions (:func:`save_target`).  Raises :class:`RecordError` if it cannot be
    written (the old file stays as it was).
    """
    data = record_to_bytes(record)
    if len(data) > MAX_FILE_BYTES:
        raise RecordError(message("record_too_large", size=len(data)))
    try:
        write_record_file(path, data, backup=backup)
    except OSError as exc:
        raise RecordError(message("cannot_write", name=Path(path).name,
                                  reason=os_reason(exc))) from None
