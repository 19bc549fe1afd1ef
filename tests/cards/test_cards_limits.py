"""The limits of card set and deck files (docs/cards.md, "Limits"): each is refused at
the boundary, naming file, card and field, and each is far above what the bundled
cards and decks use."""

from __future__ import annotations

import json
import time
import tracemalloc
from pathlib import Path
from typing import Any

import pytest

from momon_desktop.cards import (
    CardSetError,
    DeckError,
    bundled_card_set_paths,
    bundled_decks,
    load_card_set,
    parse_card_set,
    parse_deck,
)
from momon_desktop.cards.limits import (
    MAX_ABILITIES_PER_CARD,
    MAX_CARD_SET_BYTES,
    MAX_CARDS_PER_SET,
    MAX_DECK_NAME_CHARS,
    MAX_ID_CHARS,
    MAX_NAME_CHARS,
    MAX_TEXT_CHARS,
)

from .conftest import make_card, make_set

WARD = {"when": "summoned", "do": "ward", "target": "self", "amount": 1}


def problems_of(data: object, source: str = "big.json") -> list[str]:
    with pytest.raises(CardSetError) as info:
        parse_card_set(data, source)
    return list(info.value.problems)


def test_a_card_may_have_eight_abilities_not_nine() -> None:
    eight = make_card("crane", abilities=[WARD] * MAX_ABILITIES_PER_CARD, text={"en": "Ward."})
    assert len(parse_card_set(make_set(eight), "t.json").cards[0].abilities) == 8
    nine = make_card("crane", abilities=[WARD] * 9, text={"en": "Ward."})
    assert problems_of(make_set(nine)) == [
        'big.json: card "crane" (cards[0]): field "abilities": a card may have at most 8 '
        "abilities, not 9"
    ]


def test_a_set_may_have_a_thousand_cards_not_more() -> None:
    cards = [make_card(f"c{i}") for i in range(MAX_CARDS_PER_SET)]
    assert len(parse_card_set(make_set(*cards), "t.json").cards) == 1000
    cards.append(make_card("one-more"))
    assert problems_of(make_set(*cards)) == [
        'big.json: field "cards": a card set may have at most 1000 cards, not 1001'
    ]


@pytest.mark.parametrize(
    ("field", "path", "limit", "change"),
    [
        ("id", "id", MAX_ID_CHARS, lambda card, text: card.update(id=text)),
        ("name.en", "name.en", MAX_NAME_CHARS, lambda card, text: card["name"].update(en=text)),
        ("name.th", "name.th", MAX_NAME_CHARS, lambda card, text: card["name"].update(th=text)),
        ("text.en", "text.en", MAX_TEXT_CHARS, lambda card, text: card.update(text={"en": text})),
        (
            "text.th",
            "text.th",
            MAX_TEXT_CHARS,
            lambda card, text: card.update(text={"en": "x", "th": text}),
        ),
    ],
)
def test_card_strings_have_a_length_limit(field: str, path: str, limit: int, change: Any) -> None:
    card = make_card("crane")
    change(card, "a" * limit)
    parse_card_set(make_set(card), "t.json")
    change(card, "a" * (limit + 1))
    (problem,) = problems_of(make_set(card))
    label = 'card "crane" (cards[0])' if field != "id" else "card cards[0]"
    assert problem == (
        f'big.json: {label}: field "{path}": is too long ({limit + 1} characters; at most {limit})'
    )


def test_set_id_and_set_name_have_a_length_limit() -> None:
    data = make_set()
    data["set"] = {"id": "s" * 65, "name": {"en": "n" * 61}}
    assert problems_of(data) == [
        'big.json: field "set.id": is too long (65 characters; at most 64)',
        'big.json: field "set.name.en": is too long (61 characters; at most 60)',
    ]


def test_a_deck_name_has_a_length_limit() -> None:
    deck: dict[str, Any] = {
        "format_version": 1,
        "name": {"en": "d" * MAX_DECK_NAME_CHARS},
        "format": "open",
        "cards": [],
    }
    parse_deck(deck, "deck.json")
    deck["name"] = {"en": "d", "th": "ด" * (MAX_DECK_NAME_CHARS + 1)}
    with pytest.raises(DeckError) as info:
        parse_deck(deck, "deck.json")
    assert list(info.value.problems) == [
        'deck.json: field "name.th": is too long (61 characters; at most 60)'
    ]


def test_the_bundled_cards_and_decks_are_well_within_the_limits() -> None:
    for path in bundled_card_set_paths():
        data = json.loads(path.read_text(encoding="utf-8"))
        assert len(data["cards"]) <= MAX_CARDS_PER_SET // 10
        assert path.stat().st_size <= MAX_CARD_SET_BYTES // 100
        for card in data["cards"]:
            assert len(card.get("abilities", [])) <= MAX_ABILITIES_PER_CARD // 4
            assert len(card["id"]) <= MAX_ID_CHARS // 2
            assert all(len(v) <= MAX_NAME_CHARS // 2 for v in card["name"].values())
            assert all(len(v) <= MAX_TEXT_CHARS // 2 for v in card.get("text", {}).values())
    for deck in bundled_decks():
        assert all(len(v) <= MAX_DECK_NAME_CHARS // 2 for v in deck.name.values())


def _big_valid_set(cards: int) -> dict[str, Any]:
    """A set of ``cards`` cards with the longest names and texts in both languages."""
    return make_set(
        *(
            make_card(
                f"card-{i}",
                name={"en": "N" * MAX_NAME_CHARS, "th": "ช" * MAX_NAME_CHARS},
                abilities=[WARD] * MAX_ABILITIES_PER_CARD,
                text={"en": "T" * MAX_TEXT_CHARS, "th": "ข" * MAX_TEXT_CHARS},
            )
            for i in range(cards)
        )
    )


def test_a_set_of_a_thousand_long_cards_fits_the_file_size_limit(tmp_path: Path) -> None:
    path = tmp_path / "long.json"
    path.write_text(json.dumps(_big_valid_set(MAX_CARDS_PER_SET), ensure_ascii=False), "utf-8")
    assert 1024 * 1024 < path.stat().st_size <= MAX_CARD_SET_BYTES
    assert len(load_card_set(path).cards) == MAX_CARDS_PER_SET


def test_a_card_set_file_over_the_size_limit_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    path.write_bytes(b" " * (MAX_CARD_SET_BYTES + 1))
    with pytest.raises(CardSetError) as info:
        load_card_set(path)
    assert list(info.value.problems) == [
        f"huge.json: the file is too large ({MAX_CARD_SET_BYTES + 1} bytes, more than the "
        f"limit of {MAX_CARD_SET_BYTES} bytes)"
    ]


def test_a_one_megabyte_card_with_26500_abilities_is_refused_quickly(tmp_path: Path) -> None:
    # The card of issue 14: one valid card whose abilities fill a 1 MB file.
    ability = {"when": "summoned", "do": "reveal_hand"}
    card = make_card("glutton", abilities=[ability] * 26_500, text={"en": "Looks."})
    path = tmp_path / "glutton.json"
    path.write_text(json.dumps(make_set(card), separators=(",", ":")), encoding="utf-8")
    assert 1_000_000 < path.stat().st_size < 1024 * 1024
    expected = [
        'glutton.json: card "glutton" (cards[0]): field "abilities": a card may have at most '
        "8 abilities, not 26500"
    ]
    started = time.perf_counter()
    with pytest.raises(CardSetError) as info:
        load_card_set(path)
    elapsed = time.perf_counter() - started
    assert list(info.value.problems) == expected
    assert elapsed < 2.0
    tracemalloc.start()
    with pytest.raises(CardSetError):
        load_card_set(path)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert peak < 64 * 1024 * 1024
