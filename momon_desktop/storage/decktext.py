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

import re
from collections import Counter

from momon_desktop.cards import FORMATS, Deck, DeckError
from momon_desktop.cards.models import ID_PATTERN

HEADER = "Momon Wonder deck"
# Copies of one card on one line: a legal deck has 10 cards in all, but a deck in
# progress may hold more; anything above this is a typo.
MAX_COPIES_PER_LINE = 99
# A shared text is a few hundred bytes; a much longer paste is not a deck.
MAX_TEXT_CHARS = 20_000
MAX_NAME_CHARS = 80

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
        raise DeckError(
            source,
            [f"{source}: too long for a deck ({len(text)} characters; at most {MAX_TEXT_CHARS})"],
        )
    problems: list[str] = []
    fields: dict[str, str] = {}
    field_lines: dict[str, int] = {}
    cards: list[str] = []
    card_lines: dict[str, int] = {}
    header_seen = False
    bad_fields: set[str] = set()
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip().lstrip("\ufeff")
        if not line or line.startswith("#"):
            continue
        where = f"{source}: line {number}"
        if not header_seen:
            if line.casefold() != HEADER.casefold():
                problems.append(f'{where}: a shared deck starts with the line "{HEADER}"')
                break
            header_seen = True
            continue
        key, colon, value = line.partition(":")
        key = key.strip().casefold()
        if colon and key in _FIELDS:
            value = value.strip()
            bad_fields.add(key)
            if key in fields:
                problems.append(
                    f'{where}: "{key}" is given twice (first on line {field_lines[key]})'
                )
            elif not value:
                problems.append(f'{where}: "{key}" needs a value')
            elif key.startswith("name") and len(value) > MAX_NAME_CHARS:
                problems.append(
                    f"{where}: the name is too long (at most {MAX_NAME_CHARS} characters)"
                )
            elif key == "format" and value.casefold() not in FORMATS:
                known = " or ".join(sorted(FORMATS))
                problems.append(f'{where}: unknown format "{_short(value)}"; expected {known}')
            else:
                fields[key] = value.casefold() if key == "format" else value
                field_lines[key] = number
                bad_fields.discard(key)
            continue
        match = _CARD_LINE.match(line)
        if match is None:
            problems.append(
                f'{where}: expected "COUNT CARD-ID" (for example "2 paddy-buffalo"), '
                f'"name: ..." or "format: ...", not "{_short(line)}"'
            )
            continue
        digits, card_id = match.group(1), match.group(2)
        count = _copies(digits)
        if not _ID.match(card_id):
            problems.append(
                f'{where}: "{_short(card_id)}" is not a card id (lower-case '
                "letters, digits and '-')"
            )
        elif count is None:
            problems.append(
                f"{where}: the count {_short(digits)} is not a number of copies "
                f"from 1 to {MAX_COPIES_PER_LINE}"
            )
        elif card_id in card_lines:
            problems.append(
                f'{where}: "{card_id}" is already listed on line '
                f"{card_lines[card_id]}; give all its copies on one line"
            )
        else:
            card_lines[card_id] = number
            cards.extend([card_id] * count)
    if not header_seen and not problems:
        problems.append(f'{source}: the text is empty; a shared deck starts with "{HEADER}"')
    elif header_seen:
        for key in ("name", "format"):
            if key not in fields and key not in bad_fields:
                problems.append(f'{source}: the line "{key}: ..." is missing')
    if problems:
        raise DeckError(source, problems)
    name = {"en": fields["name"]}
    if "name.th" in fields:
        name["th"] = fields["name.th"]
    return Deck(name=name, format=fields["format"], cards=tuple(cards), source=source)


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
