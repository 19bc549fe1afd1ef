"""Decks as short text to share: in a chat message, an e-mail or a ``.txt`` file.

    Momon Wonder deck
    name: Temple Guard
    name.th: ผู้พิทักษ์วัด
    format: standard
    2 spirit-house-guardian
    2 krathong-turtle
    1 pagoda-snail

The first line says what the text is; ``name`` and ``format`` (``standard`` or
``open``) are required, ``name.th`` is optional; then one line per card: how many
copies and the card id. Blank lines and lines starting with ``#`` are ignored, and so
is the case of the keywords. :func:`parse_deck_text` reports every problem with its
line number (:class:`~momon_desktop.cards.DeckError`). Whether the deck is *legal* is a
separate question (:func:`~momon_desktop.cards.check_deck`), as for deck files.
"""

from __future__ import annotations

import os
import re
from collections import Counter
from pathlib import Path

from momon_desktop.cards import FORMATS, Deck, DeckError
from momon_desktop.cards.limits import (
    MAX_COPIES_PER_LINE,
    MAX_DECK_NAME_CHARS,
    MAX_DECK_TEXT_CHARS,
    MAX_DECK_TEXT_LINE_CHARS,
    MAX_DECK_TEXT_LINES,
    MAX_ID_CHARS,
)
from momon_desktop.cards.loader import read_problem
from momon_desktop.cards.messages import OneOf, Param, Problem
from momon_desktop.cards.models import ID_PATTERN
from momon_desktop.safefile import FileTooLarge, read_limited

HEADER = "Momon Wonder deck"
# Copies of one card on one line (limits.MAX_COPIES_PER_LINE): a legal deck has 10
# cards in all, but a deck in progress may hold more; anything above is a typo. A
# shared text is a few hundred bytes; a much longer paste is not a deck
# (limits.MAX_DECK_TEXT_CHARS, MAX_DECK_TEXT_LINES, MAX_DECK_TEXT_LINE_CHARS).
MAX_TEXT_CHARS = MAX_DECK_TEXT_CHARS
MAX_NAME_CHARS = MAX_DECK_NAME_CHARS
# Bytes of a text file read as a shared deck: 4 bytes for every character allowed.
MAX_TEXT_FILE_BYTES = 4 * MAX_DECK_TEXT_CHARS

_CARD_LINE = re.compile(r"^(\d+)\s*[xX×]?\s+(\S+)$")
_ID = re.compile(ID_PATTERN)
_FIELDS = ("name", "name.th", "format")


def deck_to_text(deck: Deck) -> str:
    """The deck as shareable text (see the module docstring); cards in the deck's order,
    copies of a card counted on the line of its first copy."""
    lines = [HEADER, f"name: {_one_line(deck.name['en'])}"]
    if deck.name.get("th"):
        lines.append(f"name.th: {_one_line(deck.name['th'])}")
    lines.append(f"format: {deck.format}")
    counts = Counter(deck.cards)
    for card_id in dict.fromkeys(deck.cards):
        lines.append(f"{counts[card_id]} {card_id}")
    return "\n".join(lines) + "\n"


def _one_line(text: str) -> str:
    """``text`` on one line: each line break becomes a space; other spaces and tabs stay
    as they are, so that the text reads back as it was written."""
    return " ".join(text.splitlines()).strip()


def parse_deck_text(text: str, source: str = "text") -> Deck:
    """Read a deck from shared text; raise :class:`DeckError` listing every problem,
    each as ``SOURCE: line N: what is wrong``."""
    if len(text) > MAX_TEXT_CHARS:
        params: dict[str, Param] = {"length": len(text), "limit": MAX_TEXT_CHARS}
        raise DeckError(source, [Problem(source, "deck_text_too_long", params)])
    lines = text.splitlines()
    if len(lines) > MAX_DECK_TEXT_LINES:
        params = {"count": len(lines), "limit": MAX_DECK_TEXT_LINES}
        raise DeckError(source, [Problem(source, "deck_text_too_many_lines", params)])
    problems: list[Problem] = []
    fields: dict[str, str] = {}
    field_lines: dict[str, int] = {}
    cards: list[str] = []
    card_lines: dict[str, int] = {}
    header_seen = False
    bad_fields: set[str] = set()
    for number, raw in enumerate(lines, start=1):

        def at(code: str, number: int = number, **params: Param) -> Problem:
            return Problem(source, code, params, line=number)

        line = raw.strip().lstrip("\ufeff")
        if len(line) > MAX_DECK_TEXT_LINE_CHARS:
            problems.append(
                at("deck_text_line_too_long", length=len(line), limit=MAX_DECK_TEXT_LINE_CHARS)
            )
            continue
        if not line or line.startswith("#"):
            continue
        if not header_seen:
            if line.casefold() != HEADER.casefold():
                problems.append(at("deck_text_header", header=HEADER))
                break
            header_seen = True
            continue
        key, colon, value = line.partition(":")
        key = key.strip().casefold()
        if colon and key in _FIELDS:
            value = value.strip()
            bad_fields.add(key)
            if key in fields:
                problems.append(at("deck_text_twice", key=key, first=field_lines[key]))
            elif not value:
                problems.append(at("deck_text_no_value", key=key))
            elif key.startswith("name") and len(value) > MAX_NAME_CHARS:
                problems.append(at("deck_text_name_too_long", limit=MAX_NAME_CHARS))
            elif key == "format" and value.casefold() not in FORMATS:
                known = OneOf(tuple(sorted(FORMATS)))
                problems.append(at("deck_text_format", value=_short(value), expected=known))
            else:
                fields[key] = value.casefold() if key == "format" else value
                field_lines[key] = number
                bad_fields.discard(key)
            continue
        match = _CARD_LINE.match(line)
        if match is None:
            problems.append(at("deck_text_line", line=_short(line)))
            continue
        digits, card_id = match.group(1), match.group(2)
        count = _copies(digits)
        if not _ID.match(card_id) or len(card_id) > MAX_ID_CHARS:
            problems.append(at("deck_text_card_id", value=_short(card_id)))
        elif count is None:
            problems.append(at("deck_text_count", value=_short(digits), limit=MAX_COPIES_PER_LINE))
        elif card_id in card_lines:
            problems.append(at("deck_text_card_twice", id=card_id, first=card_lines[card_id]))
        else:
            card_lines[card_id] = number
            cards.extend([card_id] * count)
    if not header_seen and not problems:
        problems.append(Problem(source, "deck_text_empty", {"header": HEADER}))
    elif header_seen:
        for key in ("name", "format"):
            if key not in fields and key not in bad_fields:
                problems.append(Problem(source, "deck_text_missing", {"key": key}))
    if problems:
        raise DeckError(source, problems)
    name = {"en": fields["name"]}
    if "name.th" in fields:
        name["th"] = fields["name.th"]
    return Deck(name=name, format=fields["format"], cards=tuple(cards), source=source)


def read_deck_text_file(path: str | os.PathLike[str]) -> str:
    """The text of a file holding a shared deck; raises :class:`DeckError` when it cannot
    be read (not a regular file, more than :data:`MAX_TEXT_FILE_BYTES` bytes, not UTF-8)."""
    source = Path(path).name
    try:
        raw = read_limited(path, MAX_TEXT_FILE_BYTES)
    except (OSError, FileTooLarge) as exc:
        raise DeckError(source, [read_problem(source, exc)]) from exc
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise DeckError(source, [Problem(source, "not_utf8", {"offset": exc.start})]) from exc


def _copies(digits: str) -> int | None:
    """The count of a card line, or None when it is not from 1 to MAX_COPIES_PER_LINE.

    The length is checked first: a long run of digits is never turned into a number.
    """
    significant = digits.lstrip("0")
    if len(significant) > len(str(MAX_COPIES_PER_LINE)):
        return None
    count = int(significant or "0")
    return count if 1 <= count <= MAX_COPIES_PER_LINE else None


def _short(text: str) -> str:
    return text if len(text) <= 40 else text[:37] + "..."
