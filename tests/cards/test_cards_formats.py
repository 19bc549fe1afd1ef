"""Formats: deck legality with every reason (6.1, PF.1 Standard, PF.2 Open)."""

from __future__ import annotations

import pytest

from momon_desktop.cards import (
    DECK_SIZE,
    OPEN,
    STANDARD,
    CardPool,
    DeckReason,
    bundled_pool,
    check_deck,
    deck_reasons,
    get_format,
    is_legal,
    parse_card_set,
)

from .conftest import make_card, make_set


@pytest.fixture(scope="module")
def pool() -> CardPool:
    """The bundled sets plus a user-made set that Standard does not name."""
    pool = bundled_pool()
    pool.add(parse_card_set(make_set(make_card("home-made"), set_id="homebrew"), "homebrew.json"))
    return pool


def starter_ids(pool: CardPool) -> list[str]:
    return [c.id for c in pool.cards(["starter"])]


@pytest.mark.rules("6.1")
def test_deck_size_is_ten() -> None:
    assert DECK_SIZE == 10  # 6.1


def test_ten_different_starter_cards_are_legal_everywhere(pool: CardPool) -> None:
    deck = starter_ids(pool)[:10]
    assert check_deck(deck, STANDARD, pool) == []
    assert check_deck(deck, "open", pool) == []
    assert is_legal(deck, "standard", pool)


@pytest.mark.rules("PF.1")
def test_pf1_two_copies_allowed_three_not(pool: CardPool) -> None:
    ids = starter_ids(pool)
    two = [ids[0], ids[0], *ids[1:9]]
    assert check_deck(two, STANDARD, pool) == []
    three = [ids[0]] * 3 + ids[1:8]
    assert check_deck(three, STANDARD, pool) == [
        f'"{ids[0]}" appears 3 times; Standard allows at most 2 copies of a card (PF.1)'
    ]


@pytest.mark.rules("PF.2")
def test_pf2_open_allows_any_number_of_copies(pool: CardPool) -> None:
    assert check_deck([starter_ids(pool)[0]] * 10, OPEN, pool) == []


@pytest.mark.parametrize("size", [0, 9, 11])
def test_61_exactly_ten_cards(pool: CardPool, size: int) -> None:
    ids = starter_ids(pool)
    deck = (ids * 2)[:size]
    for fmt in (STANDARD, OPEN):
        reasons = check_deck(deck, fmt, pool)
        assert reasons == [f"a deck needs exactly 10 cards (6.1, {fmt.rule}); this one has {size}"]


def test_unknown_cards_are_named(pool: CardPool) -> None:
    deck = [*starter_ids(pool)[:9], "no-such-card"]
    for fmt in ("standard", "open"):
        assert check_deck(deck, fmt, pool) == [
            'unknown card "no-such-card": no loaded card set has it'
        ]


@pytest.mark.rules("PF.1", "PF.2")
def test_pf1_standard_only_allows_the_sets_it_names(pool: CardPool) -> None:
    assert STANDARD.set_ids == frozenset({"starter"})
    deck = [*starter_ids(pool)[:9], "home-made"]
    assert check_deck(deck, STANDARD, pool) == [
        '"home-made" is from set "homebrew"; Standard allows only cards from "starter" (PF.1)'
    ]
    # PF.2: Open takes cards from any loaded set.
    assert check_deck(deck, OPEN, pool) == []


def test_every_reason_is_listed(pool: CardPool) -> None:
    ids = starter_ids(pool)
    deck = [ids[0]] * 3 + ["home-made", "ghost"]
    assert check_deck(deck, STANDARD, pool) == [
        "a deck needs exactly 10 cards (6.1, PF.1); this one has 5",
        '"home-made" is from set "homebrew"; Standard allows only cards from "starter" (PF.1)',
        'unknown card "ghost": no loaded card set has it',
        f'"{ids[0]}" appears 3 times; Standard allows at most 2 copies of a card (PF.1)',
    ]



def test_reasons_are_codes_with_their_facts_and_read_as_the_sentences(pool: CardPool) -> None:
    ids = starter_ids(pool)
    deck = [ids[0]] * 3 + ["home-made", "ghost"]
    reasons = deck_reasons(deck, STANDARD, pool)
    assert reasons == [
        DeckReason("deck_size", "standard", "PF.1", count=5, limit=10),
        DeckReason("set_not_allowed", "standard", "PF.1", card_id="home-made",
                   set_id="homebrew", allowed_sets=("starter",)),
        DeckReason("unknown_card", "standard", "PF.1", card_id="ghost"),
        DeckReason("too_many_copies", "standard", "PF.1", card_id=ids[0], count=3, limit=2),
    ]
    # The command line and the referee print the same English sentences as before.
    assert [str(r) for r in reasons] == check_deck(deck, STANDARD, pool)
    assert deck_reasons(deck, OPEN, pool) == [
        DeckReason("deck_size", "open", "PF.2", count=5, limit=10),
        DeckReason("unknown_card", "open", "PF.2", card_id="ghost"),
    ]
    assert deck_reasons(ids[:10], "standard", pool) == []

def test_unknown_format_name() -> None:
    with pytest.raises(ValueError, match='unknown Format "sealed"'):
        get_format("sealed")
    assert get_format("standard") is STANDARD and get_format(OPEN) is OPEN


def test_each_deck_reason_reads_in_thai_with_ids_and_rules_kept() -> None:
    from momon_desktop.cards import bundled_pool, deck_reasons

    reasons = deck_reasons(["paddy-buffalo"] * 3 + ["ghost"] * 6, "standard", bundled_pool())
    thai = [r.text("th") for r in reasons]
    assert thai == [
        "เด็คต้องมีการ์ด 10 ใบพอดี (6.1, PF.1) เด็คนี้มี 9 ใบ",
        'ไม่รู้จักการ์ด "ghost": ไม่มีชุดการ์ดที่โหลดไว้ชุดใดมีการ์ดนี้',
        '"paddy-buffalo" มี 3 ใบ Format Standard อนุญาตการ์ดใบเดียวกันไม่เกิน 2 ใบ (PF.1)',
        '"ghost" มี 6 ใบ Format Standard อนุญาตการ์ดใบเดียวกันไม่เกิน 2 ใบ (PF.1)',
    ]
    assert [r.text("en") for r in reasons] == [str(r) for r in reasons]
