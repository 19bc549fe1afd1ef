"""Errors raised for card-set and deck files, in plain words.

Every problem names the file, the card (by id and index, when the problem is inside
a card) and the field path, so that a person editing the JSON by hand can find it:

    starter.json: card "lantern-moth" (cards[3]): field "abilities[0].amount": ward needs an amount of at least 1

pydantic's :class:`~pydantic.ValidationError` is turned into that form here, every
problem listed, not only the first.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from pydantic import ValidationError
from pydantic_core import PydanticCustomError

# Tags of the ability union (see models.py). pydantic puts the chosen tag into the error
# location right after the ability's index; it means nothing to a person and is dropped.
ABILITY_TAGS: frozenset[str] = frozenset(
    {"triggered ability", "continuous power", "continuous set_power"}
)

# Error type used by every semantic check in models.py. Its context carries the plain
# message and, optionally, the name of the field inside the object being validated.
CUSTOM_ERROR_TYPE = "momon"


def semantic_error(message: str, field: str | None = None) -> PydanticCustomError:
    """A validation error with a plain ``message``, blamed on ``field`` of the object."""
    ctx: dict[str, Any] = {"message": message}
    if field is not None:
        ctx["field"] = field
    return PydanticCustomError(CUSTOM_ERROR_TYPE, "{message}", ctx)


def semantic_errors(problems: Sequence[tuple[str, str]]) -> PydanticCustomError:
    """One validation error carrying several ``(field, message)`` problems of an object."""
    return PydanticCustomError(
        CUSTOM_ERROR_TYPE,
        "{message}",
        {"message": "; ".join(m for _, m in problems), "problems": tuple(problems)},
    )


class DataFileError(ValueError):
    """A card-set or deck file that cannot be used; ``problems`` lists every reason.

    ``str(error)`` is the problems, one per line, each starting with the file name.
    """

    def __init__(self, source: str, problems: Sequence[str]) -> None:
        self.source = source
        self.problems: tuple[str, ...] = tuple(problems)
        super().__init__("\n".join(self.problems))


class CardSetError(DataFileError):
    """A card set file (format v1) that is unreadable, invalid, or clashes with loaded sets."""


class DeckError(DataFileError):
    """A deck file that is unreadable or invalid."""


def path_text(loc: Sequence[str | int]) -> str:
    """A location as a person writes it in JSON terms: ``abilities[0].amount``."""
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += f".{part}" if out else part
    return out


def show(value: object) -> str:
    """A short JSON rendering of a value from the file, for messages."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def json_syntax_problem(source: str, err: json.JSONDecodeError) -> str:
    """The message for a file that is not valid JSON, with line and column."""
    return f"{source}: not valid JSON at line {err.lineno}, column {err.colno}: {err.msg}"


def card_label(data: object, index: int) -> str:
    """``card "id" (cards[3])`` when the raw card has a usable id, else ``card cards[3]``."""
    card_id = None
    if isinstance(data, Mapping):
        cards = data.get("cards")
        if isinstance(cards, list) and 0 <= index < len(cards):
            item = cards[index]
            if isinstance(item, Mapping) and isinstance(item.get("id"), str):
                card_id = item["id"]
    if card_id:
        return f'card "{card_id}" (cards[{index}])'
    return f"card cards[{index}]"


def _plain_message(err: Mapping[str, Any]) -> str:
    """Turn one pydantic error into plain words."""
    kind: str = err["type"]
    ctx: Mapping[str, Any] = err.get("ctx") or {}
    value = err.get("input")
    if kind == CUSTOM_ERROR_TYPE:
        return str(ctx["message"])
    if kind == "missing":
        return "this field is required"
    if kind == "extra_forbidden":
        return "unknown field (the format has no field by this name)"
    if kind == "literal_error":
        expected = str(ctx.get("expected", "")).replace("'", '"')
        return f"{show(value)} is not allowed here; expected {expected}"
    if kind in {"int_type", "int_parsing", "int_from_float"}:
        return f"must be a whole number, not {show(value)}"
    if kind in {"string_type", "string_sub_type"}:
        return f"must be a text string, not {show(value)}"
    if kind in {"bool_type", "bool_parsing"}:
        return f"must be true or false, not {show(value)}"
    if kind == "list_type":
        return f"must be a list, not {show(value)}"
    if kind in {"dict_type", "model_type", "model_attributes_type"}:
        return f"must be an object ({{...}}), not {show(value)}"
    if kind == "greater_than_equal":
        return f"must be at least {ctx.get('ge')}, not {show(value)}"
    if kind == "less_than_equal":
        return f"must be at most {ctx.get('le')}, not {show(value)}"
    if kind == "string_too_short":
        return "must not be empty"
    if kind == "string_too_long":
        return f"is too long (at most {ctx.get('max_length')} characters)"
    if kind == "string_pattern_mismatch":
        return f"{show(value)} must use only lower-case letters, digits and '-'"
    if kind == "too_short":
        return f"needs at least {ctx.get('min_length')} item(s)"
    if kind == "too_long":
        return f"has too many items (at most {ctx.get('max_length')})"
    if kind == "union_tag_not_found":
        if not isinstance(value, Mapping):
            return f"must be an object ({{...}}), not {show(value)}"
        return (
            'an ability needs either "when" (a triggered ability) '
            'or "continuous" (a continuous ability)'
        )
    if kind == "union_tag_invalid":
        kind_value = value.get("continuous") if isinstance(value, Mapping) else value
        return f'unknown continuous ability {show(kind_value)}; expected "power" or "set_power"'
    msg = str(err.get("msg", "invalid value"))
    return msg.removeprefix("Value error, ")


def _split_loc(loc: Sequence[str | int], card_set: bool) -> tuple[int | None, list[str | int]]:
    """Split a location into the card index (if inside a card set's ``cards``) and the
    field path."""
    parts = [p for p in loc if not (isinstance(p, str) and p in ABILITY_TAGS)]
    if card_set and len(parts) >= 2 and parts[0] == "cards" and isinstance(parts[1], int):
        return parts[1], parts[2:]
    return None, parts


def problems_from_validation(
    source: str, data: object, error: ValidationError, *, card_set: bool = True
) -> list[tuple[int, str]]:
    """Every problem of ``error`` as ``(sort key, message)`` pairs.

    With ``card_set``, problems inside ``cards[i]`` name the card; the sort key is the
    card index (-1 for problems outside any card) so that callers can merge in their
    own problems and list them in file order.
    """
    out: list[tuple[int, str]] = []
    for err in error.errors(include_url=False):
        index, parts = _split_loc(err["loc"], card_set)
        ctx = err.get("ctx") or {}
        if err["type"] == CUSTOM_ERROR_TYPE and ctx.get("problems"):
            # One semantic check may find several problems in the same object.
            pairs = [([*parts, str(f)], str(m)) for f, m in ctx["problems"]]
        elif err["type"] == CUSTOM_ERROR_TYPE and ctx.get("field"):
            pairs = [([*parts, str(ctx["field"])], _plain_message(err))]
        else:
            pairs = [(parts, _plain_message(err))]
        for field_parts, message in pairs:
            out.append(
                (
                    -1 if index is None else index,
                    locate(source, data, index, field_parts) + f": {message}",
                )
            )
    return out


def locate(source: str, data: object, index: int | None, field_parts: Sequence[str | int]) -> str:
    """``file: card "id" (cards[i]): field "path"``, leaving out the parts that do not apply."""
    prefix = source
    if index is not None:
        prefix += ": " + card_label(data, index)
    field = path_text(field_parts)
    if field:
        prefix += f': field "{field}"'
    return prefix


def sorted_problems(problems: Iterable[tuple[int, str]]) -> list[str]:
    """Messages in file order (stable within one card)."""
    return [msg for _, msg in sorted(problems, key=lambda p: p[0])]
