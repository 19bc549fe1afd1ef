"""Random card sets and decks for the benchmarks: what players and card-set authors
could bring to a game.

* :func:`random_card_set` writes a card set file's JSON (format v1, ``docs/cards.md``)
  with random cards over the whole effect vocabulary and the documented limits (power 0
  to 99, amounts -99 to 99, up to 8 abilities a card, every trigger, effect, target,
  duration, face, "whose" and "may"), and reads it back through the card loader, so
  that only cards the app itself accepts are played.
* :func:`random_standard_deck` draws a legal Standard deck (PF.1) from a pool.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from momon_desktop.cards import CardPool, parse_card_set
from momon_desktop.cards.balance import random_deck
from momon_desktop.cards.limits import MAX_ABILITIES_PER_CARD
from momon_desktop.engine import CardDef
from momon_desktop.engine.carddefs import (
    DIRECTIONS,
    DURATIONS,
    EFFECTS,
    TARGETED_EFFECTS,
    TARGETS,
    TRIGGERS,
    WHOSE,
)

_ENEMY_TARGETS = ("each_adjacent_enemy", "chosen_adjacent_enemy", "chosen_enemy")
_NO_ARENA_EFFECTS = tuple(e for e in EFFECTS if e not in TARGETED_EFFECTS)


def _amount(rnd: random.Random, lo: int, hi: int) -> int:
    """Mostly small amounts, now and then one at the documented limits."""
    if rnd.random() < 0.08:
        return rnd.choice((lo, hi))
    return rnd.randint(max(lo, -4), min(hi, 4))


def random_ability(rnd: random.Random) -> dict[str, object]:
    """One triggered or continuous ability of card set format v1, valid by
    construction (the combinations ``docs/cards.md`` refuses are never drawn)."""
    if rnd.random() < 0.25:
        affects = rnd.choice(("self", "adjacent_allies", "adjacent_enemies"))
        if rnd.random() < 0.3:
            return {"continuous": "set_power", "affects": affects,
                    "value": rnd.choice((0, rnd.randint(1, 9), 99))}
        amount = 0
        while not amount:
            amount = _amount(rnd, -99, 99)
        return {"continuous": "power", "affects": affects, "amount": amount}
    when = rnd.choice(TRIGGERS)
    do = rnd.choice(_NO_ARENA_EFFECTS if when == "game_start" else EFFECTS)
    ability: dict[str, object] = {"when": when, "do": do}
    if when in ("turn_start", "end_of_turn") and rnd.random() < 0.7:
        ability["whose"] = rnd.choice(WHOSE)
    if do in TARGETED_EFFECTS:
        targets: Sequence[str] = _ENEMY_TARGETS if do == "snatch" else TARGETS
        if when == "leaves_arena":
            targets = [t for t in targets if t != "self"]
        ability["target"] = rnd.choice(targets)
    if do == "ward":
        ability["amount"] = max(1, _amount(rnd, 1, 99))
    elif do == "power":
        amount = 0
        while not amount:
            amount = _amount(rnd, -99, 99)
        ability["amount"] = amount
        if rnd.random() < 0.7:
            ability["duration"] = rnd.choice(DURATIONS)
    elif do == "to_void" and rnd.random() < 0.5:
        ability["face"] = rnd.choice(("up", "down"))
    if rnd.random() < 0.2:
        ability["optional"] = True
    return ability


def random_card(rnd: random.Random, ident: str, abilities: int) -> dict[str, object]:
    """One Momon as a card set file writes it."""
    card: dict[str, object] = {
        "id": ident,
        "name": {"en": ident},
        "type": "momon",
        "power": rnd.choice((0, 99)) if rnd.random() < 0.04 else rnd.randint(1, 9),
        "sight": [d for d in DIRECTIONS if rnd.random() < 0.4],
    }
    if abilities:
        card["abilities"] = [random_ability(rnd) for _ in range(abilities)]
        card["text"] = {"en": "Random abilities."}
    return card


def random_card_set(rnd: random.Random, prefix: str, size: int = 10,
                    max_abilities: int = MAX_ABILITIES_PER_CARD) -> list[CardDef]:
    """``size`` random cards, each with 0 to ``max_abilities`` abilities (fewer more
    often), read back through the card loader as the app reads a user's set."""
    cards = []
    for i in range(size):
        count = min(max_abilities, int(rnd.expovariate(0.6))) if rnd.random() < 0.85 else 0
        cards.append(random_card(rnd, f"{prefix}-{i}", count))
    data = {"format_version": 1, "set": {"id": f"{prefix}-set", "name": {"en": prefix}},
            "cards": cards}
    return list(parse_card_set(data, f"{prefix}.json").cards)


def random_standard_deck(pool: CardPool, rnd: random.Random) -> list[CardDef]:
    """A legal Standard deck (PF.1: 10 cards, at most 2 copies of a card) from ``pool``."""
    cards = pool.cards()
    return [pool.get(c) for c in random_deck(cards, rnd, 2)]
