"""Errors raised for card-set and deck files, in plain words.

Every problem names the file, the card (by id and index, when the problem is inside
a card) and the field path, so that a person editing the JSON by hand can find it:

    starter.json: card "lantern-moth" (cards[3]): field "abilities[0].amount": ward needs an amount of at least 1

Each problem is a :class:`~momon_desktop.cards.messages.Problem` (a message code and its
parameters), so that an interface can show it in English or Thai; ``str(error)`` is the
English text. pydantic's :class:`~pydantic.ValidationError` is turned into problems
here, every one listed, not only the first.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Any, TypeVar

from pydantic import ValidationError
from pydantic_core import PydanticCustomError

from .limits import MAX_ID_CHARS
from .messages import MESSAGES, OneOf, Param, Problem, json_detail, render_param

# Tags of the ability union (see models.py). pydantic puts the chosen tag into the error
# location right after the ability's index; it means nothing to a person and is dropped.
ABILITY_TAGS: frozenset[str] = frozenset(
    {"triggered ability", "continuous power", "continuous set_power"}
)

# Error type used by every semantic check in models.py. Its context carries the message
# code, its parameters and, optionally, the name of the field inside the object.
CUSTOM_ERROR_TYPE = "momon"

_T = TypeVar("_T")


def semantic_error(code: str, field: str | None = None, **params: Param) -> PydanticCustomError:
    """A validation error with message ``code``, blamed on ``field`` of the object."""
    ctx: dict[str, Any] = {
        "code": code,
        "params": params,
        "message": MESSAGES[code][0].format_map(
            {k: render_param(v, "en") for k, v in params.items()}
        ),
    }
    if field is not None:
        ctx["field"] = field
    return PydanticCustomError(CUSTOM_ERROR_TYPE, "{message}", ctx)


def semantic_errors(
    problems: Sequence[tuple[str, str, Mapping[str, Param]]],
) -> PydanticCustomError:
    """One validation error carrying several ``(field, code, params)`` problems of an
    object."""
    return PydanticCustomError(
        CUSTOM_ERROR_TYPE,
        "{message}",
        {"message": "; ".join(code for _, code, _ in problems), "problems": tuple(problems)},
    )


class DataFileError(ValueError):
    """A card-set or deck file that cannot be used.

    ``details`` lists every reason as a :class:`Problem`; ``problems`` the same in
    English, one line each, each starting with the file name; ``str(error)`` is those
    lines. :meth:`messages` gives them in another interface language.
    """

    def __init__(self, source: str, problems: Sequence[Problem]) -> None:
        self.source = source
        self.details: tuple[Problem, ...] = tuple(problems)
        self.problems: tuple[str, ...] = tuple(str(p) for p in self.details)
        super().__init__("\n".join(self.problems))

    def messages(self, lang: str = "en") -> list[str]:
        """Every problem as a line in ``lang`` (``"en"`` or ``"th"``)."""
        return [p.text(lang) for p in self.details]


class CardSetError(DataFileError):
    """A card set file (format v1) that is unreadable, invalid, or clashes with loaded sets."""


class DeckError(DataFileError):
    """A deck file that is unreadable or invalid."""


_PLAIN_KEY = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def _key_text(key: str) -> str:
    """A key that is not a plain name, as ``['key']``, cut short when long."""
    inner = json.dumps(key, ensure_ascii=False)[1:-1].replace("'", "\\'")
    if len(inner) > 40:
        inner = inner[:37] + "..."
    return f"['{inner}']"


def path_text(loc: Sequence[str | int]) -> str:
    """A location as a person writes it in JSON terms: ``abilities[0].amount``; a key
    that is not a plain name is written ``['odd key']``."""
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        elif not _PLAIN_KEY.fullmatch(part):
            out += _key_text(part)
        else:
            out += f".{part}" if out else part
    return out


def show(value: object) -> str:
    """A short JSON rendering of a value from the file, for messages."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 200:
        # Turning a huge number into digits is slow (and refused past 4300 digits).
        digits = int(value.bit_length() * 0.30103)
        return f"{'-' if value < 0 else ''}1e+{digits}..."
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError, RecursionError):
        # Not JSON (data given in code, holding a number too long to write out).
        text = "{...}" if isinstance(value, Mapping) else "[...]" if isinstance(value, list) else "?"
    # A lone surrogate escape ("\\ud800") is no character: it is shown as the escape.
    text = _SURROGATE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)
    return text if len(text) <= 60 else text[:57] + "..."


_SURROGATE = re.compile("[\ud800-\udfff]")


def json_syntax_problem(source: str, err: json.JSONDecodeError) -> Problem:
    """The problem of a file that is not valid JSON, with line and column."""
    return Problem(
        source, "json_syntax", {"line": err.lineno, "column": err.colno, "detail": json_detail(err.msg)}
    )


def _usable_id(value: object) -> str | None:
    """A card id as it can be named in a message: a short printable string without quotes."""
    if (
        isinstance(value, str)
        and 0 < len(value) <= MAX_ID_CHARS
        and value.isprintable()
        and '"' not in value
    ):
        return value
    return None


def card_id_at(data: object, index: int) -> str | None:
    """The id of the raw card ``cards[index]`` when it has a usable one."""
    if isinstance(data, Mapping):
        cards = data.get("cards")
        if isinstance(cards, list) and 0 <= index < len(cards):
            item = cards[index]
            if isinstance(item, Mapping):
                return _usable_id(item.get("id"))
    return None


def card_label(data: object, index: int) -> str:
    """``card "id" (cards[3])`` when the raw card has a usable id, else ``card cards[3]``."""
    card_id = card_id_at(data, index)
    if card_id:
        return f'card "{card_id}" (cards[{index}])'
    return f"card cards[{index}]"


_LITERAL = re.compile(r"'((?:[^'\\]|\\.)*)'")


def _bound(limit: object) -> str:
    """A bound of a format as a message shows it: a power of two beyond a billion as
    such (``2^63``), not as its nineteen digits."""
    if isinstance(limit, int) and limit > 10**9 and limit & (limit - 1) == 0:
        return f"2^{limit.bit_length() - 1}"
    return str(limit)


def shape_problem(err: Mapping[str, Any], field_parts: Sequence[str | int]) -> tuple[str, dict[str, Param]]:
    """The message code and parameters of one pydantic error about a value's shape."""
    kind: str = err["type"]
    ctx: Mapping[str, Any] = err.get("ctx") or {}
    value = err.get("input")
    shown = show(value)
    if kind == "missing":
        return "required", {}
    if kind == "extra_forbidden":
        return "unknown_field", {}
    if kind == "literal_error":
        expected = str(ctx.get("expected", ""))
        choices = tuple(_LITERAL.findall(expected))
        if not choices:
            # Values that are not strings (a format version: "1") come bare.
            bare = tuple(c for c in re.split(r",\s*|\s+or\s+", expected) if c)
            return "not_allowed", {"value": shown, "expected": OneOf(bare)}
        return "not_allowed", {"value": shown, "expected": OneOf(choices, quoted=True)}
    if kind in {"int_type", "int_parsing", "int_from_float"}:
        return "whole_number", {"value": shown}
    if kind in {"string_type", "string_sub_type"}:
        return "text_string", {"value": shown}
    if kind == "string_unicode":
        lone = _SURROGATE.search(value) if isinstance(value, str) else None
        char = f"\\u{ord(lone.group()):04x}" if lone else "?"
        return "lone_surrogate", {"value": char}
    if kind in {"bool_type", "bool_parsing"}:
        return "true_false", {"value": shown}
    if kind == "list_type":
        return "list", {"value": shown}
    if kind in {"dict_type", "model_type", "model_attributes_type"}:
        return "object", {"value": shown}
    if kind in {"float_type", "float_parsing"}:
        return "number", {"value": shown}
    if kind == "finite_number":
        return "finite_number", {}
    if kind == "greater_than_equal":
        return "at_least", {"limit": str(ctx.get("ge")), "value": shown}
    if kind == "less_than_equal":
        return "at_most", {"limit": str(ctx.get("le")), "value": shown}
    if kind == "greater_than":
        return "more_than", {"limit": str(ctx.get("gt")), "value": shown}
    if kind == "less_than":
        return "less_than", {"limit": _bound(ctx.get("lt")), "value": shown}
    if kind == "string_too_short":
        return "empty", {}
    if kind == "string_too_long":
        length = len(value) if isinstance(value, str) else 0
        return "too_long", {"length": length, "limit": int(ctx.get("max_length", 0))}
    if kind == "string_pattern_mismatch":
        return "id_chars", {"value": shown}
    if kind == "too_short":
        if list(field_parts) == ["cards"]:
            return "no_cards", {}
        return "too_few_items", {"limit": int(ctx.get("min_length", 0))}
    if kind == "too_long":
        count = ctx.get("actual_length")
        if count is None:
            count = len(value) if isinstance(value, Sequence) else 0
        limit = int(ctx.get("max_length", 0))
        last = field_parts[-1] if field_parts else None
        if last == "abilities":
            return "too_many_abilities", {"limit": limit, "count": int(count)}
        if last == "cards":
            return "too_many_cards", {"limit": limit, "count": int(count)}
        return "too_many_items", {"limit": limit, "count": int(count)}
    if kind == "union_tag_not_found":
        if not isinstance(value, Mapping):
            return "object", {"value": shown}
        return "ability_shape", {}
    if kind == "union_tag_invalid":
        kind_value = value.get("continuous") if isinstance(value, Mapping) else value
        return "unknown_continuous", {
            "value": show(kind_value),
            "expected": OneOf(("power", "set_power"), quoted=True),
        }
    return "invalid", {}


def _clean_loc(loc: Sequence[str | int], data: object) -> list[str | int]:
    """The location of an error as a path in the file: the ability union's tags are
    dropped, and so is any other part that is not a key or an index of ``data`` on the
    way (names pydantic gives to the branches of a type), except a missing field at
    the end."""
    parts: list[str | int] = []
    node: object = data
    last = len(loc) - 1
    for position, part in enumerate(loc):
        after_ability = (
            len(parts) >= 2 and isinstance(parts[-1], int) and parts[-2] == "abilities"
        )
        if isinstance(part, str) and part in ABILITY_TAGS and after_ability:
            continue
        if isinstance(node, Mapping) and isinstance(part, str) and part in node:
            node = node[part]
        elif isinstance(node, list) and isinstance(part, int) and 0 <= part < len(node):
            node = node[part]
        elif position != last:
            continue
        parts.append(part)
    return parts


def _split_loc(parts: list[str | int], card_set: bool) -> tuple[int | None, list[str | int]]:
    """Split a path into the card index (if inside a card set's ``cards``) and the
    field path."""
    if card_set and len(parts) >= 2 and parts[0] == "cards" and isinstance(parts[1], int):
        return parts[1], parts[2:]
    return None, parts


def locate(
    source: str,
    data: object,
    index: int | None,
    field_parts: Sequence[str | int],
    code: str,
    params: Mapping[str, Param] | None = None,
) -> Problem:
    """A problem at ``cards[index]`` (None outside the cards), field ``field_parts``."""
    return Problem(
        source,
        code,
        dict(params or {}),
        card_index=index,
        card_id=card_id_at(data, index) if index is not None else None,
        field=path_text(field_parts),
    )


def error_problems(
    source: str, data: object, error: ValidationError, card_set: bool
) -> Iterator[tuple[Mapping[str, Any], int, Problem]]:
    """Each problem of ``error`` with the pydantic error it comes from and its sort key."""
    for err in error.errors(include_url=False):
        if err["type"] == "none_required":
            # null is never a value of the format; the other branch's error explains.
            continue
        index, parts = _split_loc(_clean_loc(err["loc"], data), card_set)
        ctx = err.get("ctx") or {}
        found: list[tuple[list[str | int], str, Mapping[str, Param]]]
        if err["type"] == CUSTOM_ERROR_TYPE and ctx.get("problems"):
            # One semantic check may find several problems in the same object.
            found = [([*parts, *str(f).split(".")], c, p) for f, c, p in ctx["problems"]]
        elif err["type"] == CUSTOM_ERROR_TYPE:
            extra = str(ctx["field"]).split(".") if ctx.get("field") else []
            found = [([*parts, *extra], str(ctx["code"]), ctx.get("params") or {})]
        else:
            code, params = shape_problem(err, parts)
            found = [(parts, code, params)]
        key = -1 if index is None else index
        for field_parts, message_code, message_params in found:
            yield err, key, locate(source, data, index, field_parts, message_code, message_params)


def validation_problems(
    source: str, data: object, error: ValidationError, *, card_set: bool = True
) -> list[tuple[int, Problem]]:
    """Every problem of ``error`` as ``(sort key, problem)`` pairs.

    With ``card_set``, problems inside ``cards[i]`` name the card; the sort key is the
    card index (-1 for problems outside any card) so that callers can merge in their
    own problems and list them in file order.
    """
    return [(key, problem) for _, key, problem in error_problems(source, data, error, card_set)]


def problems_from_validation(
    source: str, data: object, error: ValidationError, *, card_set: bool = True
) -> list[tuple[int, str]]:
    """:func:`validation_problems` as English lines, for models outside the card
    formats: a ``ValueError`` raised by one of their validators keeps its own text."""
    out: list[tuple[int, str]] = []
    for err, key, problem in error_problems(source, data, error, card_set):
        if err["type"] == "value_error":
            message = str(err.get("msg", "")).removeprefix("Value error, ")
            out.append((key, ": ".join([*problem.where("en"), message])))
        else:
            out.append((key, str(problem)))
    return out


def sorted_problems(problems: Iterable[tuple[int, _T]]) -> list[_T]:
    """Problems in file order (stable within one card)."""
    return [p for _, p in sorted(problems, key=lambda p: p[0])]
