"""pydantic models of card set file format v1 (``shared/formats.md``, "Card set file").

These models are the one schema every card set is validated against; its JSON Schema
is exported to ``docs/card-set-v1.schema.json``. Unknown fields are errors everywhere
(``extra="forbid"``), and values are never coerced (``strict=True``): ``"4"`` is not a
power. The vocabulary (triggers, effects, targets, durations, continuous kinds) is the
one of :mod:`momon_desktop.engine.carddefs`, which follows the P-rules table
"Effect vocabulary".

Beyond the shapes, the models refuse combinations that cannot mean anything, each with
a plain message: a Ward without an amount, a target on an effect that acts on a player,
``whose`` on a trigger that is not a turn event, and so on (see ``docs/cards.md``).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, Self

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Discriminator,
    Field,
    Tag,
    field_validator,
    model_validator,
)
from pydantic.json_schema import SkipJsonSchema

from momon_desktop.engine.carddefs import (
    TARGETED_EFFECTS,
    Affects,
    Duration,
    Effect,
    Face,
    Target,
    Trigger,
    Whose,
)

from .errors import semantic_error, semantic_errors

FORMAT_VERSION = 1

# formats.md: "lower-case letters, digits and -".
ID_PATTERN = r"^[a-z0-9-]+$"

# Printed power of a card. P5.3 gives 1 to 9 for the starter set; user sets may print
# anything from 0 to 99. A printed 0 only makes sense with a boost, since a Momon at 0
# or less is put into the Void (P11.6).
MIN_POWER = 0
MAX_POWER = 99

# Bounds for the numbers an ability carries; far beyond any useful value, they keep a
# typo such as 1000 from passing as a card.
MAX_AMOUNT = 99

# P11.2: "whose" qualifies only the turn events.
TURN_TRIGGERS: frozenset[str] = frozenset({"turn_start", "end_of_turn"})

# Fields of a triggered ability that belong to only some effects.
AMOUNT_EFFECTS: frozenset[str] = frozenset({"ward", "power"})
ENEMY_TARGETS: frozenset[str] = frozenset(
    {"each_adjacent_enemy", "chosen_adjacent_enemy", "chosen_enemy"}
)

Direction = Literal["F", "FR", "R", "BR", "B", "BL", "L", "FL"]


def _one_of(names: frozenset[str] | tuple[str, ...]) -> str:
    items = sorted(names) if isinstance(names, frozenset) else list(names)
    return ", ".join(items[:-1]) + " or " + items[-1] if len(items) > 1 else items[0]


def _no_duplicate_directions(sight: list[Direction]) -> list[Direction]:
    seen: set[str] = set()
    for direction in sight:
        if direction in seen:
            raise semantic_error(f'the direction "{direction}" is listed more than once')
        seen.add(direction)
    return sight


Identifier = Annotated[
    str,
    Field(
        pattern=ID_PATTERN,
        min_length=1,
        description="Lower-case letters, digits and '-'.",
    ),
]

Sight = Annotated[
    list[Direction],
    AfterValidator(_no_duplicate_directions),
    Field(
        max_length=8,
        json_schema_extra={"uniqueItems": True},
        description=(
            "Snatch-Sight: directions read from the owner's seat (P5.3, P5.5), each at most once."
        ),
    ),
]

Text = Annotated[str, Field(min_length=1)]


class StrictModel(BaseModel):
    """Base of every model of the format: unknown fields are errors, nothing is coerced."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)

    @model_validator(mode="after")
    def _no_explicit_null(self) -> Self:
        # JSON null is never a value of the format: an optional field is left out instead.
        nulls = [
            (name, "must not be null; leave the field out instead")
            for name in sorted(self.model_fields_set)
            if getattr(self, name) is None
        ]
        if nulls:
            raise semantic_errors(nulls)
        return self


class LocalizedText(StrictModel):
    """A name or a text in English (required) and Thai (optional)."""

    en: Text = Field(description="English.")
    th: Text | SkipJsonSchema[None] = Field(default=None, description="Thai.")

    def as_dict(self) -> dict[str, str]:
        """The languages present, as the engine's ``{"en": ..., "th": ...}`` mapping."""
        out = {"en": self.en}
        if self.th is not None:
            out["th"] = self.th
        return out


class TriggeredAbilityModel(StrictModel):
    """A triggered ability (P11.1, P11.2): when ``when`` happens, do ``do`` to ``target``."""

    model_config = ConfigDict(title="TriggeredAbility")

    when: Trigger = Field(description="The trigger event (P11.2).")
    whose: Whose | SkipJsonSchema[None] = Field(
        default=None,
        description='Only for turn_start and end_of_turn: whose turn. Default "each".',
    )
    do: Effect = Field(description="The effect.")
    target: Target | SkipJsonSchema[None] = Field(
        default=None,
        description=(
            "Required for ward, power, snatch, to_void and to_hand; "
            "not allowed for the other effects."
        ),
    )
    amount: int | SkipJsonSchema[None] = Field(
        default=None,
        # The range is checked with the effect's own rules below, so that the message
        # can say what the effect needs; the schema states it for editors.
        json_schema_extra={"minimum": -MAX_AMOUNT, "maximum": MAX_AMOUNT},
        description="ward: tokens to put (at least 1). power: change (not 0). Others: none.",
    )
    duration: Duration | SkipJsonSchema[None] = Field(
        default=None, description='Only for power. Default "end_of_turn".'
    )
    face: Face | SkipJsonSchema[None] = Field(
        default=None, description='Only for to_void. Default "down".'
    )
    optional: bool = Field(default=False, description='true for "may": the controller chooses.')

    @model_validator(mode="after")
    def _check_semantics(self) -> TriggeredAbilityModel:
        problems: list[tuple[str, str]] = []
        if self.whose is not None and self.when not in TURN_TRIGGERS:
            problems.append(
                ("whose", f'only turn_start and end_of_turn take "whose", not {self.when}')
            )
        effect = self.do
        if effect in TARGETED_EFFECTS:
            if self.target is None and "target" not in self.model_fields_set:
                problems.append(
                    (
                        "target",
                        f"{effect} needs a target: self, each_adjacent_ally, "
                        "each_adjacent_enemy, chosen_adjacent_ally, chosen_adjacent_enemy "
                        "or chosen_enemy",
                    )
                )
        elif self.target is not None:
            problems.append(("target", f"{effect} takes no target; it acts on a player"))
        if self.amount is not None and abs(self.amount) > MAX_AMOUNT:
            problems.append(("amount", f"must be between -{MAX_AMOUNT} and {MAX_AMOUNT}"))
        if effect == "ward" and (self.amount is None or self.amount < 1):
            problems.append(("amount", "ward needs an amount of at least 1"))
        elif effect == "power" and not self.amount:
            problems.append(("amount", "power needs an amount other than 0"))
        elif effect not in AMOUNT_EFFECTS and self.amount is not None:
            problems.append(("amount", f"{effect} takes no amount; only ward and power do"))
        if self.duration is not None and effect != "power":
            problems.append(("duration", f"{effect} takes no duration; only power does"))
        if self.face is not None and effect != "to_void":
            problems.append(("face", f"{effect} takes no face; only to_void does"))
        # 6.2, 6.9.2: at game start every card is in a Hand and the Arena is empty, so an
        # effect on a card of the Arena could never find its target.
        if self.when == "game_start" and effect in TARGETED_EFFECTS:
            problems.append(
                (
                    "do",
                    f"a game_start ability works from the Hand while the Arena is empty "
                    f"(6.9.2), so {effect} would never find a target",
                )
            )
        # P11.2: a leaves_arena ability looks back at the card, which is no longer there.
        if self.when == "leaves_arena" and self.target == "self":
            problems.append(
                ("target", "a leaves_arena ability cannot target self: the card has left")
            )
        # P10.5: to snatch is to take control, which only means something for an enemy.
        if effect == "snatch" and self.target is not None and self.target not in ENEMY_TARGETS:
            problems.append(("target", f"snatch needs an enemy target: {_one_of(ENEMY_TARGETS)}"))
        if problems:
            raise semantic_errors(problems)
        return self


class ContinuousPowerModel(StrictModel):
    """A continuous change of current power (P11.4) while the card is on the Arena."""

    model_config = ConfigDict(title="ContinuousPower")

    continuous: Literal["power"]
    affects: Affects = Field(description="self, adjacent_allies or adjacent_enemies.")
    amount: int = Field(ge=-MAX_AMOUNT, le=MAX_AMOUNT, description="Added to power; not 0.")

    @field_validator("amount")
    @classmethod
    def _not_zero(cls, amount: int) -> int:
        if amount == 0:
            raise semantic_error("a continuous power ability needs an amount other than 0")
        return amount


class ContinuousSetPowerModel(StrictModel):
    """A continuous effect that sets current power to ``value`` (applied first, P11.4)."""

    model_config = ConfigDict(title="ContinuousSetPower")

    continuous: Literal["set_power"]
    affects: Affects = Field(description="self, adjacent_allies or adjacent_enemies.")
    value: int = Field(ge=0, le=MAX_POWER, description="The power it sets.")


def _ability_tag(value: Any) -> str | None:
    """Which shape an ability has: triggered (``when``) or continuous (``continuous``)."""
    if isinstance(value, TriggeredAbilityModel):
        return "triggered ability"
    if isinstance(value, ContinuousPowerModel):
        return "continuous power"
    if isinstance(value, ContinuousSetPowerModel):
        return "continuous set_power"
    if not isinstance(value, dict):
        return None
    if "continuous" in value:
        kind = value["continuous"]
        if kind in ("power", "set_power"):
            return f"continuous {kind}"
        return "continuous (unknown)"
    if "when" in value or "do" in value:
        return "triggered ability"
    return None


Ability = Annotated[
    Annotated[TriggeredAbilityModel, Tag("triggered ability")]
    | Annotated[ContinuousPowerModel, Tag("continuous power")]
    | Annotated[ContinuousSetPowerModel, Tag("continuous set_power")],
    Discriminator(_ability_tag),
]


class CardModel(StrictModel):
    """One card of a card set."""

    model_config = ConfigDict(title="Card")

    id: Identifier = Field(description="Unique across every loaded card set.")
    name: LocalizedText
    type: Literal["momon"] = Field(description="The card type; only Momon exists (P5.2).")
    power: int = Field(ge=MIN_POWER, le=MAX_POWER, description="Printed power, 0 to 99 (P5.3).")
    sight: Sight
    abilities: list[Ability] = Field(default_factory=list)
    text: LocalizedText | SkipJsonSchema[None] = Field(
        default=None, description="Rules text; required when the card has abilities."
    )

    @model_validator(mode="after")
    def _text_for_abilities(self) -> CardModel:
        if self.abilities and self.text is None:
            raise semantic_error("a card with abilities needs a text that explains them", "text")
        return self


class SetInfoModel(StrictModel):
    """The identity of a card set."""

    model_config = ConfigDict(title="SetInfo")

    id: Identifier = Field(description="The set's id; Formats name sets by it (PF.1).")
    name: LocalizedText


class CardSetFile(StrictModel):
    """A card set file, format v1: the root object of the JSON file."""

    model_config = ConfigDict(title="Momon Wonder card set, format v1")

    format_version: Literal[1] = Field(description="Always 1 for this format.")
    set: SetInfoModel
    cards: list[CardModel] = Field(min_length=1)

    @field_validator("format_version", mode="before")
    @classmethod
    def _known_version(cls, value: object) -> object:
        if value != FORMAT_VERSION or isinstance(value, bool):
            raise semantic_error(
                f"this app reads card set format version {FORMAT_VERSION}, not {value!r}"
            )
        return value
