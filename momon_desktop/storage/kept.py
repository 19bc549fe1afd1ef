"""The one boundary of everything the app keeps between runs (``docs/records.md``,
"Kept files and their bounds").

Every file of the data folder and every setting is read back through a typed model
built from the bounded types here, with the bounds the formats document:

- texts are valid Unicode (no lone surrogate: every text has a length limit, and
  pydantic refuses a lone surrogate in a text it measures) and at most so many
  *characters* (code points, as the formats count them, never UTF-16 units);
- whole numbers and numbers lie in their ranges, and numbers are finite;
- times are ISO 8601 with a time zone, from :data:`EARLIEST` to :data:`LATEST`, so that
  turning one into local time never overflows;
- the JSON itself is read strictly (``strictjson.loads_strict``: nesting, numbers,
  duplicate keys) and the file by a size-limited read that never opens a folder, a FIFO
  or a device.

:func:`read_kept` reads one small file into its model or raises
:class:`~momon_desktop.storage.files.SmallFileError` with a plain sentence that names
the file and the field, in English and Thai. What cannot be used is set aside
(:func:`~momon_desktop.storage.files.set_aside`) or left out by the feature that owns
it, which says so; :func:`tell` keeps such a sentence for the window to show once it is
up (:func:`told`).
"""

from __future__ import annotations

import os
import threading
from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Annotated, Any, TypeVar

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, ValidationError

from momon_desktop.cards.errors import shape_problem
from momon_desktop.cards.messages import OneOf, Problem

from .files import SMALL_FILE_BYTES, SmallFileError, load_small_json
from .messages import Localized, Phrase, Refusal, message, show

_M = TypeVar("_M", bound=BaseModel)

# Times the app keeps lie in this range (UTC): a local time of either end, 14 hours
# away at most, is still a date Python can hold.
EARLIEST = datetime(1970, 1, 1, tzinfo=UTC)
LATEST = datetime(9999, 1, 1, tzinfo=UTC)
# An ISO 8601 time is at most this many characters ("2026-11-29T15:24:21.123456+05:30").
MAX_TIME_CHARS = 40
# A path kept in a list (the recent games): the longest path a system allows.
MAX_PATH_CHARS = 4096
# A process id: 32 bits on every supported system.
MAX_PID = 2**32 - 1
# A player played by a person, as the match formats and the last game's setup say it.
HUMAN = "human"


def valid_text(value: str) -> str:
    """A text as kept: refused when it holds a lone surrogate (no character; it can be
    neither shown nor written as UTF-8)."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise Refusal(message("not_unicode", value=show(value[exc.start]))) from None
    return value


def moment(value: str) -> str:
    """An ISO 8601 time with a time zone, from :data:`EARLIEST` to :data:`LATEST`."""
    try:
        when = datetime.fromisoformat(value)
    except ValueError:
        raise Refusal(message("not_a_time", value=show(value))) from None
    if when.tzinfo is None or when.utcoffset() is None:
        raise Refusal(message("time_zone"))
    try:
        in_range = EARLIEST <= when.astimezone(UTC) < LATEST
    except OverflowError:
        in_range = False
    if not in_range:
        raise Refusal(message("time_range", value=show(value)))
    return value


def one_of(value: str, choices: tuple[str, ...]) -> str:
    """``value`` when it is one of ``choices``; refused, naming them, when not."""
    if value not in choices:
        problem = Problem("", "not_allowed", {"value": show(value),
                                             "expected": OneOf(choices, quoted=True)})
        raise Refusal(Phrase(problem.sentence("en"), problem.sentence("th")))
    return value


def level(value: str) -> str:
    """A computer level: one of ``momon_desktop.ai.players.LEVELS``, the one place the
    levels are defined (imported at the first check, which comes after the window's
    first picture: the computer players are not loaded before it)."""
    from momon_desktop.ai.players import LEVELS

    return one_of(value, LEVELS)


def player_kind(value: str) -> str:
    """Who plays, as the match formats and the last game's setup keep it: ``human``
    or a computer level."""
    from momon_desktop.ai.players import LEVELS

    return one_of(value, (HUMAN, *LEVELS))


def style(value: str) -> str:
    """A computer's style of play: a key of ``momon_desktop.ai.STYLE_WEIGHTS``."""
    from momon_desktop.ai.evaluate import STYLE_WEIGHTS

    return one_of(value, tuple(STYLE_WEIGHTS))


# A time of a kept file.
Moment = Annotated[str, Field(min_length=1, max_length=MAX_TIME_CHARS), AfterValidator(moment)]
# A computer level, a player (a person or a level) and a style of play, as kept.
KeptLevel = Annotated[str, AfterValidator(level)]
PlayerKind = Annotated[str, AfterValidator(player_kind)]
KeptStyle = Annotated[str, AfterValidator(style)]
# A path kept in a list.
KeptPath = Annotated[str, Field(min_length=1, max_length=MAX_PATH_CHARS)]
# An id as the formats write them: lower-case letters, digits and "-".
KeptId = Annotated[str, Field(pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$", max_length=64)]


class KeptModel(BaseModel):
    """A kept file or setting: unknown fields are refused, nothing is coerced."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True, defer_build=True)


def field_reason(err: Mapping[str, Any], english: str | None = None) -> Localized:
    """The reason of one pydantic error in both languages, never pydantic's own words:
    a :class:`~momon_desktop.storage.messages.Refusal` of the format's own checks, or
    the card files' plain sentence for a problem of shape (``english``, when given, is
    the English of a refusal that is not a Refusal)."""
    refusal = (err.get("ctx") or {}).get("error")
    if isinstance(refusal, Refusal):
        return refusal.detail
    if english is not None and err.get("type") == "value_error":
        return Phrase(english, english)
    code, params = shape_problem(err, [p for p in err["loc"] if isinstance(p, str | int)])
    problem = Problem("", code, params)
    return Phrase(problem.sentence("en"), problem.sentence("th"))


def field_path(err: Mapping[str, Any]) -> str:
    """Where a pydantic error is, as a path in the file (``games.0.result``)."""
    return ".".join(str(p) for p in err["loc"]) or "(root)"


def field_problem(exc: ValidationError) -> Localized:
    """The first problem of ``exc``: ``field "PATH": REASON``."""
    first = exc.errors()[0]
    return message("kept_field", field=field_path(first), reason=field_reason(first))


def parse_kept(model: type[_M], data: object) -> _M:
    """``data`` as ``model``; raises :class:`~momon_desktop.storage.messages.Refusal`
    with the first problem, named by its field."""
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise Refusal(field_problem(exc)) from None


def read_kept(path: str | os.PathLike[str], model: type[_M], version: int,
              limit: int = SMALL_FILE_BYTES) -> _M:
    """The small kept file ``path`` as ``model``, its ``format_version`` being
    ``version``.  Raises :class:`SmallFileError` (``missing`` when there is no file)
    naming the file and the problem: too large, not a regular file, not UTF-8, not JSON,
    another version, or a field beyond its bounds."""
    # A lone surrogate is refused by the model, which names its field.
    data = load_small_json(path, version, limit, lone_surrogates=True)
    try:
        return parse_kept(model, data)
    except Refusal as exc:
        raise SmallFileError(path, exc.detail) from None


# ----------------------------------------------------------------------------- what was said

_told: list[Localized] = []
_told_lock = threading.Lock()


def tell(note: Localized) -> None:
    """Keep a sentence about a kept file that was set aside or left out, for the window
    to show once it is up (the same sentence is kept once)."""
    with _told_lock:
        if all(n.render("en") != note.render("en") for n in _told):
            _told.append(note)


def told() -> list[Localized]:
    """The sentences kept by :func:`tell` since the last call, oldest first."""
    with _told_lock:
        notes = list(_told)
        _told.clear()
    return notes
