"""Every rules-log sentence treats a player's name as a name, whatever the name is.

A player may be called anything: "You", "The Twins", a Thai name, a very long name,
nothing at all. In English a name stands only where any noun phrase reads right (after
"by", "for", "of", "to", or set off by a comma), never as the subject of a verb that
agrees with it ("You snatches") and never with a possessive ("You's turn"). In Thai a
name is set off by spaces. A blank name is the seat's role. Ward Tokens take the
plural English needs (Thai has none), and turns are counted as the table counts them:
each player's own turn of 8 (7.1.1).
"""

from __future__ import annotations

import itertools
import re

import pytest

from momon_desktop.engine.events import KINDS, Event, describe, face_off, face_off_code

from .helpers import card

DEFS = (card("gibbon", 3), card("naga", 5), card("heron", 4))
LONG = "Maximilian Alexander von Sonnenberg-Rattanakosin the Third"
NAMES = ("You", "Krit", "The Twins", "สมชาย ใจดี", LONG, "O'Neill")
BLANK = ("", "   ")
# The kinds whose sentence names a player (a: the player; decline: c; a face-off: the
# summoning player packed into c).
NAMED = {"first_player", "turn_start", "summon", "face_off", "snatch", "decline", "take_fpt", "reveal",
         "reveal_end", "no_summon", "turn_end", "tie_break", "concede", "game_end"}
# What may come just before a name in English, and just after it.
BEFORE = ("by ", "for ", "of ", "to ", "holder, ")
AFTER = (".", ",", " (")


def _events() -> list[Event]:
    """Every kind with every value its wording depends on (seats 0 and 1, cards 0 to 2)."""
    out: list[Event] = []
    for kind in sorted(KINDS):
        for a, b, c in itertools.product((0, 1), (0, 1, 2), (-1, 0, 1, 2)):
            if kind == "decline" and c not in (0, 1):
                continue  # the player who declines is always a seat
            if kind in ("summon", "power", "power_limit", "expire", "face_off") and c < 0:
                continue  # a square, a duration or a face-off's outcome is always given
            if kind == "game_end":
                out += [("7.1.2", kind, a, 7, 6), ("7.1.2", kind, -1, 5, 5),
                        ("P11.7", kind, -1, 4, 4), ("PD.7", kind, -1, 3, 5)]
            elif kind == "face_off":
                out += [("P10.3", kind, a, b, face_off_code(*powers, c % 2))
                        for powers in ((5, 3), (3, 5), (4, 4))]
            else:
                out.append(("rule", kind, a, b, c))
    return out


EVENTS = _events()


def _names(first: str, second: str):  # type: ignore[no-untyped-def]
    return lambda seat: (first, second)[seat]


def _player(e: Event) -> int:
    if e[1] == "face_off":
        return face_off(e[4]).player
    return e[4] if e[1] == "decline" else e[2]


def test_the_sentences_cover_every_kind() -> None:
    assert {e[1] for e in EVENTS} == KINDS
    named = {e[1] for e in EVENTS if "Krit" in describe(e, DEFS, "en", _names("Krit", "Krit"))}
    assert named == NAMED


@pytest.mark.parametrize("name", NAMES)
def test_an_english_sentence_uses_a_name_only_where_any_name_reads_right(name: str) -> None:
    other = "Boon"
    for e in EVENTS:
        for seats in ((name, other), (other, name)):
            text = describe(e, DEFS, "en", _names(*seats))
            if e[1] not in NAMED or _player(e) not in (0, 1) or seats[_player(e)] != name:
                continue
            at = [m.start() for m in re.finditer(re.escape(name), text)]
            assert at, (e, text)
            for i in at:
                before, after = text[:i], text[i + len(name):]
                assert before.endswith(BEFORE), (e, text)
                assert after.startswith(AFTER), (e, text)
                assert not after.startswith(("'s", "’s", "'", "’")), (e, text)
            assert text[0].isupper(), text


@pytest.mark.parametrize("name", NAMES)
def test_a_thai_sentence_sets_a_name_off_by_spaces(name: str) -> None:
    for e in EVENTS:
        text = describe(e, DEFS, "th", _names(name, "บุญ"))
        for m in re.finditer(re.escape(name), text):
            before, after = text[:m.start()], text[m.end():]
            assert before == "" or before.endswith(" "), (e, text)
            assert after == "" or after.startswith((" ", ")")), (e, text)


@pytest.mark.parametrize("blank", BLANK)
@pytest.mark.parametrize("lang, role", [("en", "the first player"), ("th", "ผู้เล่นคนแรก")])
def test_a_blank_name_is_the_seats_role(blank: str, lang: str, role: str) -> None:
    for e in EVENTS:
        if e[1] not in NAMED or _player(e) != 0:  # a draw names nobody
            continue
        text = describe(e, DEFS, lang, _names(blank, "Boon"))
        assert role in text, (e, text)
        assert text == text.strip() and "  " not in text, (e, text)


def test_no_english_sentence_writes_a_plural_with_brackets() -> None:
    for e in EVENTS:
        assert "(s)" not in describe(e, DEFS, "en", _names("You", "Krit")), e


@pytest.mark.parametrize("kind", ["ward", "ward_limit"])
def test_ward_tokens_are_counted_in_the_singular_and_the_plural(kind: str) -> None:
    one = describe(("P10.4", kind, 0, 1, 0), DEFS, "en")
    two = describe(("P10.4", kind, 0, 2, 0), DEFS, "en")
    assert "1 Ward Token:" in one
    assert "2 Ward Tokens" in two
    # Thai has no plural: a count of pieces
    assert "Ward Token 2 ชิ้น" in describe(("P10.4", kind, 0, 2, 0), DEFS, "th")


@pytest.mark.parametrize("kind", ["turn_start", "turn_end"])
def test_a_turn_is_the_players_own_turn_of_8(kind: str) -> None:
    # 7.1.1: each player takes at most 8 turns; the log counts them as the table does.
    text = describe(("7.1.1", kind, 1, 3, -1), DEFS, "en", _names("You", "The Twins"))
    assert text.startswith("Turn 3 of 8 ") and text.endswith("for The Twins.")
    assert "เทิร์นที่ 3" in describe(("7.1.1", kind, 1, 3, -1), DEFS, "th") or \
        "3 จาก 8" in describe(("7.1.1", kind, 1, 3, -1), DEFS, "th")
