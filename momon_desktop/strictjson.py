"""Parsing JSON as every file of the app is parsed, whoever wrote it: nesting bounded
before anything is parsed, no key given twice, numbers within range, no ``NaN``, every
text valid Unicode. A refusal is a :class:`JsonValueError` whose message, in English and
Thai, is in :data:`MESSAGES`.

Below the card sets, storage and the shipped content, which all parse through
:func:`loads_strict`; it needs nothing but the standard library.
"""

from __future__ import annotations

import json
import math
import re
import sys
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

# Lists and objects inside one another; a card set needs 4 levels (the set, its cards,
# a card, its abilities). Deeper files are refused before they are parsed, so that
# neither the JSON parser nor validation can run out of stack.
MAX_JSON_DEPTH = 64

# code: (English, Thai), as in the card sets' catalogue, which includes these.
MESSAGES: Mapping[str, tuple[str, str]] = MappingProxyType({
    "nested_too_deeply": (
        "the file is nested too deeply (more than {limit} levels of lists and objects)",
        "ไฟล์ซ้อนกันลึกเกินไป (รายการและออบเจกต์ซ้อนกันเกิน {limit} ชั้น)",
    ),
    "duplicate_key": (
        'the key "{key}" appears twice in the same object',
        'คีย์ "{key}" ซ้ำกันในออบเจกต์เดียวกัน',
    ),
    "number_too_long": (
        "a number in the file has more than {limit} digits",
        "ตัวเลขในไฟล์มีเกิน {limit} หลัก",
    ),
    "number_out_of_range": (
        "the number {value} is too large to be read as a number",
        "ตัวเลข {value} ใหญ่เกินกว่าจะอ่านเป็นตัวเลขได้",
    ),
    "not_json_value": (
        "{value} is not a JSON value",
        "{value} ไม่ใช่ค่าของ JSON",
    ),
    "lone_surrogate": (
        "a text holds {value}, which is not a character (a lone surrogate)",
        "ข้อความมี {value} ซึ่งไม่ใช่ตัวอักษร (รหัสครึ่งคู่ที่ขาดอีกครึ่ง)",
    ),
})


class JsonValueError(ValueError):
    """JSON text that is valid syntax but holds something no file of the app may hold
    (a key given twice, a number too long or out of range, NaN, a lone surrogate, lists
    nested too deeply). ``code`` and ``params`` are its message in :data:`MESSAGES`
    (which the card sets' catalogue includes); ``str()`` is the English."""

    code = "invalid"

    def __init__(self, **params: str | int) -> None:
        self.params: dict[str, str | int] = dict(params)
        super().__init__(self.sentence("en"))

    def sentence(self, lang: str = "en") -> str:
        """What is wrong, in ``lang`` (English for any language but Thai)."""
        english, thai = MESSAGES[self.code]
        return (thai if lang == "th" else english).format_map(self.params)


class DuplicateKey(JsonValueError):
    """A JSON object that names the same key twice."""

    code = "duplicate_key"

    def __init__(self, key: str) -> None:
        self.key = key
        super().__init__(key=key)


class NumberTooLong(JsonValueError):
    """A JSON number with more digits than Python turns into an int."""

    code = "number_too_long"

    def __init__(self, limit: int) -> None:
        self.limit = limit
        super().__init__(limit=limit)


class NumberOutOfRange(JsonValueError):
    """A JSON number too large to be held as a number at all (``1e400``)."""

    code = "number_out_of_range"

    def __init__(self, text: str) -> None:
        super().__init__(value=text if len(text) <= 24 else text[:21] + "...")


class NotJsonValue(JsonValueError):
    """``NaN``, ``Infinity`` or ``-Infinity``: Python reads them, JSON has none."""

    code = "not_json_value"

    def __init__(self, name: str) -> None:
        super().__init__(value=name)


class LoneSurrogate(JsonValueError):
    """A text holding a lone surrogate escape (``"\\ud800"``): no character, it can be
    neither shown nor written as UTF-8."""

    code = "lone_surrogate"

    def __init__(self, char: str) -> None:
        super().__init__(value=f"\\u{ord(char):04x}")


class NestedTooDeeply(JsonValueError):
    """Lists and objects nested more than :data:`MAX_JSON_DEPTH` levels deep."""

    code = "nested_too_deeply"

    def __init__(self, limit: int = MAX_JSON_DEPTH) -> None:
        super().__init__(limit=limit)


def reject_duplicate_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """``object_pairs_hook`` for :func:`json.loads` that refuses a key given twice
    (raises :class:`DuplicateKey`, a ``ValueError``).

    JSON itself allows ``{"power": 3, "power": 9}``; silently keeping the last would
    hide a mistake in a hand-written or hand-edited file.
    """
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise DuplicateKey(key)
        out[key] = value
    return out


# Python turns at most this many digits into an int (sys.get_int_max_str_digits).
MAX_NUMBER_DIGITS = 4300


_LONG_DIGITS = re.compile(rf"[0-9]{{{MAX_NUMBER_DIGITS // 10}}}")


def parse_bounded_int(digits: str) -> int:
    """``parse_int`` for :func:`json.loads`: refuses a number of more than
    :data:`MAX_NUMBER_DIGITS` digits with :class:`NumberTooLong`, not Python's own
    message."""
    limit = min(MAX_NUMBER_DIGITS, sys.get_int_max_str_digits() or MAX_NUMBER_DIGITS)
    if len(digits) - digits.startswith("-") > limit:
        raise NumberTooLong(limit)
    return int(digits)


def parse_finite_float(text: str) -> float:
    """``parse_float`` for :func:`json.loads`: a number beyond the range of a float
    (``1e400``, which Python would read as infinity) is refused."""
    value = float(text)
    if math.isinf(value):
        raise NumberOutOfRange(text)
    return value


def _no_constants(name: str) -> object:
    raise NotJsonValue(name)


# A surrogate escape in the text: only then can a parsed text hold a lone surrogate
# (UTF-8 itself cannot encode one, and a pair of escapes is read as one character).
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")
_SURROGATE = re.compile("[\ud800-\udfff]")


def _refuse_lone_surrogates(value: object) -> None:
    if isinstance(value, str):
        found = _SURROGATE.search(value)
        if found:
            raise LoneSurrogate(found.group())
    elif isinstance(value, dict):
        for key, item in value.items():
            _refuse_lone_surrogates(key)
            _refuse_lone_surrogates(item)
    elif isinstance(value, list):
        for item in value:
            _refuse_lone_surrogates(item)


def loads_strict(text: str, lone_surrogates: bool = False) -> object:
    """Parse JSON ``text`` as every file of the app is parsed: lists and objects nested
    at most :data:`MAX_JSON_DEPTH` levels (checked before parsing), no key given twice,
    whole numbers of at most :data:`MAX_NUMBER_DIGITS` digits, no number beyond a
    float's range, no ``NaN`` or ``Infinity``, and every text valid Unicode (no lone
    surrogate; with ``lone_surrogates`` they are left for the model that validates the
    data to refuse, field by field).

    Raises ``json.JSONDecodeError`` for bad syntax and a :class:`JsonValueError` for the
    rest.
    """
    if nested_too_deeply(text):
        raise NestedTooDeeply()
    # Numbers are checked one by one only when the text has a long run of digits.
    parse_int = parse_bounded_int if _LONG_DIGITS.search(text) else None
    data = json.loads(text, object_pairs_hook=reject_duplicate_keys, parse_int=parse_int,
                      parse_float=parse_finite_float, parse_constant=_no_constants)
    if not lone_surrogates and _SURROGATE_ESCAPE.search(text):
        _refuse_lone_surrogates(data)
    return data


_NOT_BRACKETS = re.compile(r"[^\[\]{}]+")


def nested_too_deeply(text: str, limit: int = MAX_JSON_DEPTH) -> bool:
    """Whether JSON ``text`` has more than ``limit`` lists and objects inside one another;
    brackets inside strings (to their closing quote, or to the end of a file cut short)
    do not count. Only scans; nothing is parsed."""
    # Without its escaped backslashes and quotes, the text alternates between what is
    # outside strings and what is inside them at every quote.
    plain = text.replace("\\\\", "").replace('\\"', "")
    outside = "".join(plain.split('"')[::2])
    if outside.count("[") + outside.count("{") <= limit:
        return False
    depth = 0
    for char in _NOT_BRACKETS.sub("", outside):
        if char in "[{":
            depth += 1
            if depth > limit:
                return True
        else:
            depth -= 1
    return False
