"""Deck files: shape validation with located messages, and the bundled decks are legal."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from momon_desktop.cards import (
    STANDARD,
    Deck,
    DeckError,
    bundled_deck_paths,
    bundled_decks,
    bundled_pool,
    load_deck,
    parse_deck,
)


def deck_data(**fields: Any) -> dict[str, Any]:
    data: dict[str, Any] = {
        "format_version": 1,
        "name": {"en": "My Deck", "th": "เด็คของฉัน"},
        "format": "standard",
        "cards": ["naga-hatchling"] * 2
        + ["market-cat"] * 2
        + ["mango-sprite"] * 2
        + ["firefly-swarm", "tokay-gecko", "klong-otter", "paddy-buffalo"],
    }
    data.update(fields)
    return data


def deck_problems(data: object) -> tuple[str, ...]:
    with pytest.raises(DeckError) as info:
        parse_deck(data, "my-deck.json")
    return info.value.problems


def test_valid_deck() -> None:
    deck = parse_deck(deck_data(), "my-deck.json")
    assert deck.format == "standard"
    assert deck.display_name("th") == "เด็คของฉัน"
    assert len(deck.cards) == 10
    assert deck.check(bundled_pool()) == []


def test_deck_round_trips_through_json() -> None:
    deck = parse_deck(deck_data(), "a.json")
    assert parse_deck(deck.to_json(), "a.json") == deck


def test_deck_errors_name_the_file_and_field() -> None:
    data = deck_data(format="sealed", colour="blue")
    data["cards"][3] = "Market Cat"
    assert deck_problems(data) == (
        'my-deck.json: field "format": "sealed" is not allowed here; expected "standard" or "open"',
        'my-deck.json: field "cards[3]": "Market Cat" must use only lower-case letters, digits '
        "and '-'",
        'my-deck.json: field "colour": unknown field (the format has no field by this name)',
    )


def test_deck_format_version() -> None:
    assert deck_problems(deck_data(format_version=3)) == (
        'my-deck.json: field "format_version": this app reads deck format version 1, not 3',
    )


def test_deck_legality_is_separate_from_the_file_shape() -> None:
    # A deck in progress (too few cards) is a valid file but not a legal deck (6.1).
    deck = parse_deck(deck_data(cards=["market-cat"]), "short.json")
    assert deck.check(bundled_pool()) == [
        "a deck needs exactly 10 cards (6.1, PF.1); this one has 1"
    ]


def test_broken_deck_json_gives_line_and_column(tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    path.write_text('{"format_version": 1,\n "cards": [1, 2,]}', encoding="utf-8")
    with pytest.raises(DeckError) as info:
        load_deck(path)
    assert str(info.value) == ("broken.json: not valid JSON at line 2, column 17: Expecting value")


def test_bundled_decks_are_legal_standard_decks() -> None:
    pool = bundled_pool()
    decks = bundled_decks()
    assert len(decks) >= 2
    assert [p.name for p in bundled_deck_paths()] == ["monsoon-storm.json", "temple-guard.json"]
    for deck in decks:
        assert isinstance(deck, Deck)
        assert deck.format == STANDARD.id
        assert deck.name["en"] and deck.name["th"]
        assert deck.check(pool) == [], deck.source


def test_bundled_decks_have_different_styles() -> None:
    pool = bundled_pool()
    by_name = {d.source: d for d in bundled_decks()}
    storm = [pool.get(i) for i in by_name["monsoon-storm.json"].cards]
    guard = [pool.get(i) for i in by_name["temple-guard.json"].cards]

    def average(values: list[int]) -> float:
        return sum(values) / len(values)

    # The aggressive deck is stronger and sees more; the defensive one brings Ward Tokens.
    assert average([c.power for c in storm]) > average([c.power for c in guard]) + 1.5
    assert average([len(c.sight) for c in storm]) > average([len(c.sight) for c in guard])
    wards = [c for c in guard if any(a.do == "ward" for a in c.abilities)]
    assert len(wards) >= 4
    assert not any(a.do == "ward" for c in storm for a in c.abilities)
