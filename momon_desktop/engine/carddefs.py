"""Card definitions as the engine sees them.

The engine never reads files: :mod:`momon_desktop.cards` validates card-set files
(format v1) with pydantic and turns each card into the frozen, typed objects here.
Every name in this module comes from the effect vocabulary of the P-rules
(``docs/rules/provisional-rules.md``, table "Effect vocabulary").
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, get_args

# P5.3: the eight directions of a Snatch-Sight, clockwise from Forward (P10.2 order).
DIRECTIONS: tuple[str, ...] = ("F", "FR", "R", "BR", "B", "BL", "L", "FL")

# P11.2: trigger events.
Trigger = Literal[
    "game_start", "turn_start", "summoned", "snatched", "snatches", "leaves_arena", "end_of_turn"
]
TRIGGERS: tuple[str, ...] = get_args(Trigger)

# "whose" qualifier for turn_start and end_of_turn, relative to the ability's controller.
Whose = Literal["yours", "opponents", "each"]
WHOSE: tuple[str, ...] = get_args(Whose)

# Effects of triggered abilities.
Effect = Literal[
    "ward",
    "power",
    "snatch",
    "to_void",
    "to_hand",
    "summon_from_hand",
    "take_first_player_token",
    "reveal_hand",
]
EFFECTS: tuple[str, ...] = get_args(Effect)
# Effects that act on a target card on the Arena; the others act on a player.
TARGETED_EFFECTS: frozenset[str] = frozenset({"ward", "power", "snatch", "to_void", "to_hand"})

Target = Literal[
    "self",
    "each_adjacent_ally",
    "each_adjacent_enemy",
    "chosen_adjacent_ally",
    "chosen_adjacent_enemy",
    "chosen_enemy",
]
TARGETS: tuple[str, ...] = get_args(Target)
CHOSEN_TARGETS: frozenset[str] = frozenset(
    {"chosen_adjacent_ally", "chosen_adjacent_enemy", "chosen_enemy"}
)

Duration = Literal["end_of_turn", "start_of_your_next_turn", "permanent"]
DURATIONS: tuple[str, ...] = get_args(Duration)

Face = Literal["up", "down"]

ContinuousKind = Literal["power", "set_power"]
CONTINUOUS_KINDS: tuple[str, ...] = get_args(ContinuousKind)
Affects = Literal["self", "adjacent_allies", "adjacent_enemies"]
AFFECTS: tuple[str, ...] = get_args(Affects)

CARD_TYPES: tuple[str, ...] = ("momon",)


@dataclass(frozen=True, slots=True)
class TriggeredAbility:
    """A triggered ability (P11.1, P11.2): when ``when`` happens, do ``do`` to ``target``."""

    when: Trigger
    do: Effect
    target: Target | None = None
    whose: Whose = "each"
    amount: int = 0
    duration: Duration = "end_of_turn"
    face: Face = "down"
    optional: bool = False


@dataclass(frozen=True, slots=True)
class ContinuousAbility:
    """A continuous ability (P11.1, P11.4) that applies while its card is on the Arena."""

    kind: ContinuousKind
    affects: Affects
    amount: int = 0
    value: int = 0


@dataclass(frozen=True, slots=True)
class CardDef:
    """One card of a card set, validated and ready for the engine (P5)."""

    id: str
    name: dict[str, str]
    type: str
    power: int
    sight: tuple[str, ...]
    abilities: tuple[TriggeredAbility, ...] = ()
    continuous: tuple[ContinuousAbility, ...] = ()
    text: dict[str, str] = field(default_factory=dict)
    set_id: str = ""

    def display_name(self, lang: str = "en") -> str:
        """The card's name in ``lang``, falling back to English."""
        return self.name.get(lang) or self.name.get("en") or self.id
