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

from .errors import semantic_error, semantic_errors, show
from .limits import (
    MAX_ABILITIES_PER_CARD,
    MAX_CARDS_PER_SET,
    MAX_ID_CHARS,
    MAX_NAME_CHARS,
    MAX_TEXT_CHARS,
)
from .messages import OneOf

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


# The targets of the vocabulary, in the order the documentation lists them.
ALL_TARGETS: tuple[str, ...] = (
    "self",
    "each_adjacent_ally",
    "each_adjacent_enemy",
    "chosen_adjacent_ally",
    "chosen_adjacent_enemy",
    "chosen_enemy",
)


def _no_duplicate_directions(sight: list[Direction]) -> list[Direction]:
    seen: set[str] = set()
    for direction in sight:
        if direction in seen:
            raise semantic_error("duplicate_direction", direction=direction)
        seen.add(direction)
    return sight


Identifier = Annotated[
    str,
    Field(
        pattern=ID_PATTERN,
        min_length=1,
        max_length=MAX_ID_CHARS,
        description=f"Lower-case letters, digits and '-'; at most {MAX_ID_CHARS} characters.",
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

Name = Annotated[str, Field(min_length=1, max_length=MAX_NAME_CHARS)]


class StrictModel(BaseModel):
    """Base of every model of the format: unknown fields are errors, nothing is coerced."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True, defer_build=True)

    @model_validator(mode="after")
    def _no_explicit_null(self) -> Self:
        # JSON null is never a value of the format: an optional field is left out instead.
        nulls: list[tuple[str, str, dict[str, Any]]] = [
            (name, "null", {})
            for name in sorted(self.model_fields_set)
            if getattr(self, name) is None
        ]
        if nulls:
            raise semantic_errors(nulls)
        return self


class LocalizedName(StrictModel):
    """A name in English (required) and Thai (optional), neither empty."""

    model_config = ConfigDict(title="LocalizedName")

    en: Name = Field(description=f"English; at most {MAX_NAME_CHARS} characters.")
    th: Name | None = Field(default=None, description=f"Thai; at most {MAX_NAME_CHARS} characters.")

    def as_dict(self) -> dict[str, str]:
        """The languages present, as the engine's ``{"en": ..., "th": ...}`` mapping."""
        out = {"en": self.en}
        if self.th is not None:
            out["th"] = self.th
        return out


class CardText(StrictModel):
    """A card's rules text in English and Thai (optional). Empty in every language
    ({} or {"en": ""}) it means no text, which only a card without abilities may have;
    otherwise English is required and neither language may be empty."""

    model_config = ConfigDict(title="CardText")

    en: str | None = Field(
        default=None, max_length=MAX_TEXT_CHARS,
        description=f"English; at most {MAX_TEXT_CHARS} characters.",
    )
    th: str | None = Field(
        default=None, max_length=MAX_TEXT_CHARS,
        description=f"Thai; at most {MAX_TEXT_CHARS} characters.",
    )

    def is_empty(self) -> bool:
        """Whether no language has any text."""
        return not self.en and not self.th

    def as_dict(self) -> dict[str, str]:
        """The languages present, as the engine's ``{"en": ..., "th": ...}`` mapping."""
        return {lang: text for lang, text in (("en", self.en), ("th", self.th)) if text}


class TriggeredAbilityModel(StrictModel):
    """A triggered ability (P11.1, P11.2): when ``when`` happens, do ``do`` to ``target``."""

    model_config = ConfigDict(title="TriggeredAbility")

    when: Trigger = Field(description="The trigger event (P11.2).")
    whose: Whose | None = Field(
        default=None,
        description='Only for turn_start and end_of_turn: whose turn. Default "each".',
    )
    do: Effect = Field(description="The effect.")
    target: Target | None = Field(
        default=None,
        description=(
            "Required for ward, power, snatch, to_void and to_hand; "
            "not allowed for the other effects."
        ),
    )
    amount: int | None = Field(
        default=None,
        # The range is checked with the effect's own rules below, so that the message
        # can say what the effect needs; the schema states it for editors.
        json_schema_extra={"minimum": -MAX_AMOUNT, "maximum": MAX_AMOUNT},
        description="ward: tokens to put (at least 1). power: change (not 0). Others: none.",
    )
    duration: Duration | None = Field(
        default=None, description='Only for power. Default "end_of_turn".'
    )
    face: Face | None = Field(
        default=None, description='Only for to_void. Default "down".'
    )
    optional: bool = Field(default=False, description='true for "may": the controller chooses.')

    @model_validator(mode="after")
    def _check_semantics(self) -> TriggeredAbilityModel:
        problems: list[tuple[str, str, dict[str, Any]]] = []
        if self.whose is not None and self.when not in TURN_TRIGGERS:
            problems.append(("whose", "whose_not_turn", {"when": self.when}))
        effect = self.do
        if effect in TARGETED_EFFECTS:
            if self.target is None and "target" not in self.model_fields_set:
                problems.append(
                    ("target", "needs_target", {"effect": effect, "targets": OneOf(ALL_TARGETS)})
                )
        elif self.target is not None:
            problems.append(("target", "no_target", {"effect": effect}))
        if self.amount is not None and abs(self.amount) > MAX_AMOUNT:
            problems.append(("amount", "between", {"limit": MAX_AMOUNT}))
        if effect == "ward" and (self.amount is None or self.amount < 1):
            problems.append(("amount", "ward_amount", {}))
        elif effect == "power" and not self.amount:
            problems.append(("amount", "power_amount", {}))
        elif effect not in AMOUNT_EFFECTS and self.amount is not None:
            problems.append(("amount", "no_amount", {"effect": effect}))
        if self.duration is not None and effect != "power":
            problems.append(("duration", "no_duration", {"effect": effect}))
        if self.face is not None and effect != "to_void":
            problems.append(("face", "no_face", {"effect": effect}))
        # 6.2, 6.9.2: at game start every card is in a Hand and the Arena is empty, so an
        # effect on a card of the Arena could never find its target.
        if self.when == "game_start" and effect in TARGETED_EFFECTS:
            problems.append(("do", "game_start_target", {"effect": effect}))
        # P11.2: a leaves_arena ability looks back at the card, which is no longer there.
        if self.when == "leaves_arena" and self.target == "self":
            problems.append(("target", "leaves_arena_self", {}))
        # P10.5: to snatch is to take control, which only means something for an enemy.
        if effect == "snatch" and self.target is not None and self.target not in ENEMY_TARGETS:
            problems.append(
                ("target", "snatch_enemy", {"targets": OneOf(tuple(sorted(ENEMY_TARGETS)))})
            )
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
            raise semantic_error("continuous_zero")
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
    name: LocalizedName
    type: Literal["momon"] = Field(description="The card type; only Momon exists (P5.2).")
    power: int = Field(ge=MIN_POWER, le=MAX_POWER, description="Printed power, 0 to 99 (P5.3).")
    sight: Sight
    abilities: list[Ability] = Field(
        default_factory=list,
        max_length=MAX_ABILITIES_PER_CARD,
        description=f"At most {MAX_ABILITIES_PER_CARD} abilities.",
    )
    text: CardText | None = Field(
        default=None,
        description=(
            "Rules text; required when the card has abilities. Empty in every language, "
            "it means no text."
        ),
    )

    @model_validator(mode="after")
    def _text_for_abilities(self) -> CardModel:
        text = self.text
        if text is None or text.is_empty():
            if self.abilities:
                raise semantic_error("text_needed", "text")
            return self
        problems: list[tuple[str, str, dict[str, Any]]] = []
        if text.en is None:
            problems.append(("text.en", "required", {}))
        elif not text.en:
            problems.append(("text.en", "empty", {}))
        if text.th == "":
            problems.append(("text.th", "empty", {}))
        if problems:
            raise semantic_errors(problems)
        return self

    def text_dict(self) -> dict[str, str]:
        """The rules text as the engine's mapping; ``{}`` for no text."""
        return self.text.as_dict() if self.text is not None else {}


class SetInfoModel(StrictModel):
    """The identity of a card set."""

    model_config = ConfigDict(title="SetInfo")

    id: Identifier = Field(description="The set's id; Formats name sets by it (PF.1).")
    name: LocalizedName


class CardSetFile(StrictModel):
    """A card set file, format v1: the root object of the JSON file."""

    model_config = ConfigDict(title="Momon Wonder card set, format v1")

    format_version: Literal[1] = Field(description="Always 1 for this format.")
    set: SetInfoModel
    cards: list[CardModel] = Field(
        min_length=1,
        max_length=MAX_CARDS_PER_SET,
        description=f"At least one card and at most {MAX_CARDS_PER_SET}.",
    )

    @field_validator("format_version", mode="before")
    @classmethod
    def _known_version(cls, value: object) -> object:
        if value != FORMAT_VERSION or isinstance(value, bool):
            raise semantic_error("format_version", version=FORMAT_VERSION, value=show(value))
        return value
