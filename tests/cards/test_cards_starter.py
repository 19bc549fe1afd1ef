"""The bundled starter set: size, curve, Snatch-Sights and full use of the vocabulary."""

from __future__ import annotations

import json
import re
from collections import Counter

import pytest

from momon_desktop.cards import CardSet, load_card_set, resources_dir
from momon_desktop.engine.carddefs import (
    AFFECTS,
    DIRECTIONS,
    DURATIONS,
    EFFECTS,
    TARGETS,
    TRIGGERS,
    WHOSE,
    CardDef,
)

THAI = re.compile(r"[\u0E00-\u0E7F]")


@pytest.fixture(scope="module")
def starter() -> CardSet:
    return load_card_set(resources_dir() / "cards" / "starter.json")


@pytest.fixture(scope="module")
def raw() -> dict[str, object]:
    data = json.loads((resources_dir() / "cards" / "starter.json").read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def with_abilities(cards: tuple[CardDef, ...]) -> list[CardDef]:
    return [c for c in cards if c.abilities or c.continuous]


def test_identity(starter: CardSet) -> None:
    assert starter.id == "starter"
    assert starter.name["en"] == "Starter Set"
    assert THAI.search(starter.name["th"])


def test_size_and_share_of_cards_with_abilities(starter: CardSet) -> None:
    assert len(starter.cards) >= 30
    share = len(with_abilities(starter.cards)) / len(starter.cards)
    assert 0.25 <= share <= 0.50, share


def test_names_in_english_and_thai(starter: CardSet) -> None:
    for card in starter.cards:
        assert card.name["en"] and card.name["en"][0].isupper(), card.id
        assert THAI.search(card.name["th"]), card.id
    for lang in ("en", "th"):
        names = [c.name[lang] for c in starter.cards]
        assert len(set(names)) == len(names), lang


def test_p53_power_1_to_9_with_a_curve(starter: CardSet) -> None:
    powers = Counter(c.power for c in starter.cards)
    assert set(powers) == set(range(1, 10))
    # Most cards sit in the middle of the curve; very strong cards are rare.
    assert sum(powers[p] for p in (3, 4, 5)) > sum(powers[p] for p in (7, 8, 9))
    assert powers[9] <= 2


def test_snatch_sights_vary_from_1_to_8_directions(starter: CardSet) -> None:
    sizes = {len(c.sight) for c in starter.cards}
    assert sizes == set(range(1, 9))
    for card in starter.cards:
        assert set(card.sight) <= set(DIRECTIONS)


def test_bigger_sight_means_lower_power(starter: CardSet) -> None:
    vanilla = [c for c in starter.cards if not (c.abilities or c.continuous)]
    narrow = [c.power for c in vanilla if len(c.sight) <= 3]
    wide = [c.power for c in vanilla if len(c.sight) >= 5]
    assert min(narrow) > max(wide)
    # No card is both strong and wide-sighted.
    for card in starter.cards:
        assert card.power + len(card.sight) <= 13, card.id


def test_every_trigger_effect_target_whose_duration_face_is_used(
    starter: CardSet, raw: dict[str, object]
) -> None:
    triggered = [a for c in starter.cards for a in c.abilities]
    assert {a.when for a in triggered} == set(TRIGGERS)
    assert {a.do for a in triggered} == set(EFFECTS)
    assert {a.target for a in triggered if a.target} == set(TARGETS)
    assert any(a.optional for a in triggered)
    # whose, duration and face are checked on the file itself, so that each value is
    # written out at least once and not only reached through a default.
    raw_abilities = [
        a
        for c in raw["cards"]
        for a in c.get("abilities", [])  # type: ignore[attr-defined]
    ]
    assert {a["whose"] for a in raw_abilities if "whose" in a} == set(WHOSE)
    assert {a["duration"] for a in raw_abilities if "duration" in a} == set(DURATIONS)
    assert {a["face"] for a in raw_abilities if "face" in a} == {"up", "down"}


def test_both_continuous_kinds_and_every_affects(starter: CardSet) -> None:
    continuous = [a for c in starter.cards for a in c.continuous]
    assert {a.affects for a in continuous if a.kind == "power"} == set(AFFECTS)
    assert any(a.kind == "set_power" for a in continuous)


def test_every_card_with_abilities_has_text_in_both_languages(starter: CardSet) -> None:
    for card in with_abilities(starter.cards):
        assert card.text["en"].endswith("."), card.id
        assert THAI.search(card.text["th"]), card.id
    for card in starter.cards:
        if not (card.abilities or card.continuous):
            assert card.text == {}, card.id


def test_text_matches_the_data(starter: CardSet) -> None:
    """Each ability's key words appear in the English text of its card."""
    trigger_words = {
        "game_start": "start of the game",
        "turn_start": "start of",
        "summoned": "when summoned",
        "snatched": "is snatched",
        "snatches": "snatches a card",
        "leaves_arena": "leaves the arena",
        "end_of_turn": "end of",
    }
    effect_words = {
        "ward": "ward token",
        "power": "power",
        "snatch": "snatch",
        "to_void": "void",
        "to_hand": "hand",
        "summon_from_hand": "summon a card from your hand",
        "take_first_player_token": "first player token",
        "reveal_hand": "reveal a random card",
    }
    whose_words = {"yours": "your turn", "opponents": "opponent's turn", "each": "each turn"}
    duration_words = {
        "end_of_turn": "until end of turn",
        "start_of_your_next_turn": "until the start of your next turn",
        "permanent": "for as long as it stays on the arena",
    }
    target_words = {
        "self": "this card",
        "each_adjacent_ally": "each adjacent ally",
        "each_adjacent_enemy": "each adjacent enemy",
        "chosen_adjacent_ally": "choose an adjacent ally",
        "chosen_adjacent_enemy": "choose an adjacent enemy",
        "chosen_enemy": "choose an enemy",
    }
    for card in starter.cards:
        text = card.text.get("en", "").lower()
        for a in card.abilities:
            assert trigger_words[a.when] in text, (card.id, a.when)
            assert effect_words[a.do] in text, (card.id, a.do)
            if a.target:
                assert target_words[a.target] in text, (card.id, a.target)
            if a.when in ("turn_start", "end_of_turn"):
                assert whose_words[a.whose] in text.replace("turns", "turn"), (card.id, a.whose)
            if a.do == "power":
                assert f"{a.amount:+d} power" in text, (card.id, a.amount)
                assert duration_words[a.duration] in text, (card.id, a.duration)
            if a.do == "ward":
                expected = "a ward token" if a.amount == 1 else f"{a.amount} ward tokens"
                assert expected in text, card.id
            if a.do == "to_void":
                assert f"face {a.face}" in text, (card.id, a.face)
            assert ("you may" in text) == any(b.optional for b in card.abilities), card.id
        for c in card.continuous:
            if c.kind == "power":
                assert f"{c.amount:+d} power" in text, card.id
                word = {
                    "self": "this card",
                    "adjacent_allies": "adjacent allies",
                    "adjacent_enemies": "adjacent enemies",
                }[c.affects]
                assert word in text, card.id
            else:
                assert f"set to {c.value}" in text, card.id


def test_powerful_effects_are_costed(starter: CardSet) -> None:
    """Effects that win a card outright sit on weak bodies (low power, small sight)."""
    strong = {"snatch", "summon_from_hand", "to_hand"}
    for card in starter.cards:
        if any(a.do in strong and a.target != "self" for a in card.abilities):
            assert card.power + len(card.sight) <= 6, card.id
        if any(a.do == "take_first_player_token" for a in card.abilities):
            assert card.power <= 3, card.id
