"""Decks as shareable text: export, import, and every error with its line."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from momon_desktop.cards import Deck, DeckError, bundled_decks
from momon_desktop.cards.limits import MAX_DECK_TEXT_LINES
from momon_desktop.storage.decktext import (
    MAX_TEXT_FILE_BYTES,
    deck_to_text,
    parse_deck_text,
    read_deck_text_file,
)


def test_export_is_short_and_readable() -> None:
    temple = bundled_decks()[1]
    assert deck_to_text(temple) == (
        "Momon Wonder deck\n"
        "name: Temple Guard\n"
        "name.th: ผู้พิทักษ์วัด\n"
        "format: standard\n"
        "2 spirit-house-guardian\n"
        "2 krathong-turtle\n"
        "1 pagoda-snail\n"
        "1 homing-pigeon\n"
        "1 sky-lantern-spirit\n"
        "1 dusk-heron\n"
        "1 bodhi-tree-spirit\n"
        "1 songkran-elephant\n"
    )


@pytest.mark.parametrize("deck", bundled_decks(), ids=lambda d: d.source)
def test_bundled_decks_round_trip(deck: Deck) -> None:
    back = parse_deck_text(deck_to_text(deck), "clipboard")
    assert (back.name, back.format, back.cards) == (deck.name, deck.format, deck.cards)
    assert back.source == "clipboard"


ids = st.from_regex(r"[a-z0-9][a-z0-9-]{0,15}", fullmatch=True)
names = st.text(
    st.characters(blacklist_categories=("Cc", "Cs", "Zl", "Zp")), min_size=1, max_size=40
).filter(lambda s: s.strip() and not s.strip().startswith("#"))


@given(
    groups=st.lists(st.tuples(ids, st.integers(1, 5)), max_size=8, unique_by=lambda g: g[0]),
    name=names,
    fmt=st.sampled_from(["standard", "open"]),
)
def test_any_grouped_deck_round_trips(groups: list[tuple[str, int]], name: str, fmt: str) -> None:
    cards = tuple(card for card, count in groups for _ in range(count))
    clean = " ".join(name.split())
    deck = Deck({"en": clean}, fmt, cards, "")
    back = parse_deck_text(deck_to_text(deck))
    assert (back.name, back.format, back.cards) == ({"en": clean}, fmt, cards)


def test_tolerant_of_what_a_chat_does_to_text() -> None:
    text = (
        "\ufeff\n  momon wonder DECK  \r\n"
        "# my favourite\r\n"
        "Name:   Crow  Court \r\n"
        "FORMAT: Open\r\n\r\n"
        "3x ill-omen-crow\r\n"
        "7 × market-cat\r\n"
    )
    deck = parse_deck_text(text, "clipboard")
    assert deck.name == {"en": "Crow  Court"}
    assert deck.format == "open"
    assert deck.cards == ("ill-omen-crow",) * 3 + ("market-cat",) * 7


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("", ['clipboard: the text is empty; a shared deck starts with "Momon Wonder deck"']),
        (
            "2 market-cat\n",
            ['clipboard: line 1: a shared deck starts with the line "Momon Wonder deck"'],
        ),
        (
            "Momon Wonder deck\nformat: open\n2 market-cat\n",
            ['clipboard: the line "name: ..." is missing'],
        ),
        (
            "Momon Wonder deck\nname: A\nformat: classic\n",
            ['clipboard: line 3: unknown format "classic"; expected open or standard'],
        ),
        (
            "Momon Wonder deck\nname: A\nname: B\nformat: open\n",
            ['clipboard: line 3: "name" is given twice (first on line 2)'],
        ),
        ("Momon Wonder deck\nname:\nformat: open\n", ['clipboard: line 2: "name" needs a value']),
        (
            "Momon Wonder deck\nname: A\nformat: open\ntwo market-cat\n",
            [
                'clipboard: line 4: expected "COUNT CARD-ID" (for example "2 paddy-buffalo"), '
                '"name: ..." or "format: ...", not "two market-cat"'
            ],
        ),
        (
            "Momon Wonder deck\nname: A\nformat: open\n2 Market_Cat\n",
            [
                'clipboard: line 4: "Market_Cat" is not a card id (lower-case letters, digits '
                "and '-')"
            ],
        ),
        (
            "Momon Wonder deck\nname: A\nformat: open\n0 market-cat\n",
            ["clipboard: line 4: the count 0 is not a number of copies from 1 to 99"],
        ),
        (
            "Momon Wonder deck\nname: A\nformat: open\n1 market-cat\n1 market-cat\n",
            [
                'clipboard: line 5: "market-cat" is already listed on line 4; give all its copies '
                "on one line"
            ],
        ),
        (
            "Momon Wonder deck\n" + "name: " + "x" * 61 + "\nformat: open\n",
            ["clipboard: line 2: the name is too long (at most 60 characters)"],
        ),
    ],
)
def test_bad_text_is_refused_with_the_line(text: str, expected: list[str]) -> None:
    with pytest.raises(DeckError) as info:
        parse_deck_text(text, "clipboard")
    assert list(info.value.problems) == expected


def test_every_problem_is_listed_not_only_the_first() -> None:
    text = "Momon Wonder deck\nformat: chess\n1 a\nbad line\n0 b\n"
    with pytest.raises(DeckError) as info:
        parse_deck_text(text, "shared.txt")
    assert list(info.value.problems) == [
        'shared.txt: line 2: unknown format "chess"; expected open or standard',
        'shared.txt: line 4: expected "COUNT CARD-ID" (for example "2 paddy-buffalo"), '
        '"name: ..." or "format: ...", not "bad line"',
        "shared.txt: line 5: the count 0 is not a number of copies from 1 to 99",
        'shared.txt: the line "name: ..." is missing',
    ]


def test_a_huge_paste_is_refused_at_once() -> None:
    with pytest.raises(DeckError, match="too long for a deck"):
        parse_deck_text("Momon Wonder deck\n" + "1 a\n" * 10_000)


@pytest.mark.parametrize("digits", ["100", "0" * 3 + "100", "9" * 180])
def test_a_count_out_of_range_is_a_deck_error_naming_the_line(digits: str) -> None:
    text = f"Momon Wonder deck\nname: A\nformat: open\n{digits} market-cat\n"
    with pytest.raises(DeckError) as info:
        parse_deck_text(text, "clipboard")
    (problem,) = info.value.problems
    assert problem.startswith(f"clipboard: line 4: the count {digits[:10]}")
    assert problem.endswith("is not a number of copies from 1 to 99")
    assert len(problem) < 120


def test_leading_zeros_in_a_count_are_read() -> None:
    text = "Momon Wonder deck\nname: A\nformat: open\n0002 market-cat\n"
    assert parse_deck_text(text).cards == ("market-cat", "market-cat")


@pytest.mark.parametrize("digits", ["9" * 4301, "1" + "0" * 10_000])
def test_a_count_longer_than_a_line_may_be_is_refused_as_a_long_line(digits: str) -> None:
    text = f"Momon Wonder deck\nname: A\nformat: open\n{digits} market-cat\n"
    with pytest.raises(DeckError) as info:
        parse_deck_text(text, "clipboard")
    assert list(info.value.problems) == [
        f"clipboard: line 4: the line is too long ({len(digits) + 11} characters; at most 200)"
    ]


def test_a_deck_text_file_is_read_within_bounds(tmp_path: Path) -> None:
    path = tmp_path / "deck.txt"
    path.write_bytes(b"\xef\xbb\xbfMomon Wonder deck\n")
    assert read_deck_text_file(path) == "Momon Wonder deck\n"
    path.write_bytes(b"#" * (MAX_TEXT_FILE_BYTES + 1))
    with pytest.raises(DeckError) as info:
        read_deck_text_file(path)
    assert list(info.value.problems) == [
        f"deck.txt: the file is too large ({MAX_TEXT_FILE_BYTES + 1} bytes, more than the "
        f"limit of {MAX_TEXT_FILE_BYTES} bytes)"
    ]
    path.write_bytes(b"\xff")
    with pytest.raises(DeckError, match=r"deck.txt: not UTF-8 text \(bad byte at offset 0\)"):
        read_deck_text_file(path)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_not_read_as_a_deck_text(tmp_path: Path) -> None:
    fifo = tmp_path / "deck.txt"
    os.mkfifo(fifo)
    box: list[object] = []

    def read() -> None:
        try:
            box.append(read_deck_text_file(fifo))
        except DeckError as exc:
            box.append(exc)

    thread = threading.Thread(target=read, daemon=True)
    thread.start()
    thread.join(5.0)
    assert not thread.is_alive(), "reading a FIFO blocked"
    (error,) = box
    assert isinstance(error, DeckError)
    assert list(error.problems) == ["deck.txt: cannot read the file: deck.txt is not a regular file"]
    assert error.messages("th") == [
        "deck.txt: อ่านไฟล์ไม่ได้: ไม่ใช่ไฟล์ธรรมดา (เป็นโฟลเดอร์ ท่อข้อมูล หรืออุปกรณ์)"
    ]


def test_too_many_lines_are_refused_at_once() -> None:
    text = "Momon Wonder deck\n" + "\n" * MAX_DECK_TEXT_LINES
    with pytest.raises(DeckError) as info:
        parse_deck_text(text, "clipboard")
    assert list(info.value.problems) == [
        f"clipboard: too many lines for a deck ({MAX_DECK_TEXT_LINES + 1}; at most "
        f"{MAX_DECK_TEXT_LINES})"
    ]
