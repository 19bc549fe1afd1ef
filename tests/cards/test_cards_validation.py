"""Card set format v1 validation: every kind of bad input gives a plain, located message."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from momon_desktop.cards import CardSetError, load_card_set, parse_card_set
from momon_desktop.engine.carddefs import CardDef, ContinuousAbility, TriggeredAbility

from .conftest import make_card, make_set, with_ability


def problems_of(data: object, source: str = "starter.json") -> tuple[str, ...]:
    """The problems reported for ``data``; fails the test if it is accepted."""
    with pytest.raises(CardSetError) as info:
        parse_card_set(data, source)
    assert str(info.value) == "\n".join(info.value.problems)
    assert info.value.source == source
    return info.value.problems


def only_problem(data: object, source: str = "starter.json") -> str:
    problems = problems_of(data, source)
    assert len(problems) == 1, problems
    return problems[0]


# --------------------------------------------------------------------------- valid input


def test_minimal_valid_set_becomes_card_defs() -> None:
    card_set = parse_card_set(make_set(make_card("paper-crane")), "test.json")
    assert card_set.id == "test-set"
    assert card_set.name == {"en": "Test Set", "th": "ชุดทดสอบ"}
    assert card_set.source == "test.json"
    (card,) = card_set.cards
    assert isinstance(card, CardDef)
    assert card.id == "paper-crane"
    assert card.set_id == "test-set"
    assert card.type == "momon"
    assert card.power == 4
    assert card.abilities == () and card.continuous == () and card.text == {}


def test_sight_is_put_in_clockwise_order_from_forward() -> None:
    # P10.2: targets are taken clockwise from Forward; the CardDef keeps that order.
    card_set = parse_card_set(make_set(make_card(sight=["FL", "B", "F", "R"])), "t.json")
    assert card_set.cards[0].sight == ("F", "R", "B", "FL")


def test_empty_sight_is_allowed() -> None:
    # P5.3: 0 to 8 directions.
    assert parse_card_set(make_set(make_card(sight=[])), "t.json").cards[0].sight == ()


def test_triggered_defaults_are_filled_in() -> None:
    data = make_set(
        make_card(
            abilities=[
                {"when": "turn_start", "do": "ward", "target": "self", "amount": 2},
                {"when": "summoned", "do": "power", "target": "self", "amount": -1},
                {"when": "summoned", "do": "to_void", "target": "chosen_enemy", "optional": True},
                {"continuous": "power", "affects": "adjacent_allies", "amount": 1},
                {"continuous": "set_power", "affects": "adjacent_enemies", "value": 0},
            ],
            text={"en": "Many things.", "th": "หลายอย่าง"},
        )
    )
    card = parse_card_set(data, "t.json").cards[0]
    assert card.abilities == (
        TriggeredAbility(when="turn_start", do="ward", target="self", whose="each", amount=2),
        TriggeredAbility(
            when="summoned", do="power", target="self", amount=-1, duration="end_of_turn"
        ),
        TriggeredAbility(
            when="summoned", do="to_void", target="chosen_enemy", face="down", optional=True
        ),
    )
    assert card.continuous == (
        ContinuousAbility(kind="power", affects="adjacent_allies", amount=1),
        ContinuousAbility(kind="set_power", affects="adjacent_enemies", value=0),
    )
    assert card.text == {"en": "Many things.", "th": "หลายอย่าง"}


def test_power_bounds_0_and_99_are_allowed() -> None:
    data = make_set(make_card("zero", power=0), make_card("big", power=99))
    assert [c.power for c in parse_card_set(data, "t.json").cards] == [0, 99]


# --------------------------------------------------------------------------- message form


def test_message_names_file_card_index_and_field() -> None:
    data = make_set(
        make_card("a"),
        make_card("b"),
        make_card("c"),
        make_card(
            "lantern-moth",
            abilities=[{"when": "summoned", "do": "ward", "target": "self", "amount": 0}],
            text={"en": "x"},
        ),
    )
    assert only_problem(data) == (
        'starter.json: card "lantern-moth" (cards[3]): field "abilities[0].amount": '
        "ward needs an amount of at least 1"
    )


def test_every_problem_is_listed_in_file_order() -> None:
    data = make_set(
        make_card("ok-one"),
        make_card("first-bad", power=-1),
        make_card("second-bad", sight=["up"], colour="red"),
    )
    problems = problems_of(data)
    assert problems == (
        'starter.json: card "first-bad" (cards[1]): field "power": must be at least 0, not -1',
        'starter.json: card "second-bad" (cards[2]): field "sight[0]": "up" is not allowed '
        'here; expected "F", "FR", "R", "BR", "B", "BL", "L" or "FL"',
        'starter.json: card "second-bad" (cards[2]): field "colour": unknown field '
        "(the format has no field by this name)",
    )


def test_card_without_usable_id_is_named_by_index() -> None:
    data = make_set(
        make_card("fine"), {"name": {"en": "No id"}, "type": "momon", "power": 1, "sight": []}
    )
    assert only_problem(data) == ('starter.json: card cards[1]: field "id": this field is required')


# --------------------------------------------------------------------------- unknown fields


@pytest.mark.parametrize(
    ("mutate", "field"),
    [
        (lambda d: d.update(author="me"), "author"),
        (lambda d: d["set"].update(version=2), "set.version"),
        (lambda d: d["cards"][0].update(rarity="rare"), "rarity"),
        (lambda d: d["cards"][0]["name"].update(fr="Grue"), "name.fr"),
        (
            lambda d: d["cards"][0].update(
                abilities=[{"when": "summoned", "do": "reveal_hand", "colour": 1}], text={"en": "x"}
            ),
            "abilities[0].colour",
        ),
        (
            lambda d: d["cards"][0].update(
                abilities=[{"continuous": "power", "affects": "self", "amount": 1, "when": "x"}],
                text={"en": "x"},
            ),
            "abilities[0].when",
        ),
    ],
)
def test_unknown_fields_are_errors(mutate: Any, field: str) -> None:
    data = make_set(make_card())
    mutate(data)
    problem = only_problem(data)
    assert f'field "{field}": unknown field' in problem


# --------------------------------------------------------------------------- ids


@pytest.mark.parametrize("bad_id", ["Lantern", "lantern_moth", "lantern moth", "ลูกนาค", ""])
def test_bad_card_id(bad_id: str) -> None:
    problem = only_problem(make_set(make_card(bad_id)))
    assert 'field "id"' in problem
    assert "lower-case letters, digits and '-'" in problem or "must not be empty" in problem


def test_good_card_ids() -> None:
    data = make_set(make_card("a"), make_card("7-up"), make_card("x-2-y"))
    assert parse_card_set(data, "t.json").card_ids() == ("a", "7-up", "x-2-y")


def test_bad_set_id() -> None:
    data = make_set(set_id="Starter")
    assert only_problem(data) == (
        'starter.json: field "set.id": "Starter" must use only lower-case letters, digits and \'-\''
    )


def test_duplicate_ids_within_a_file() -> None:
    data = make_set(make_card("twin"), make_card("other"), make_card("twin"))
    assert only_problem(data) == (
        'starter.json: card "twin" (cards[2]): field "id": the id "twin" is already used by '
        "cards[0] in this file"
    )


def test_duplicate_ids_are_listed_with_other_problems() -> None:
    data = make_set(make_card("twin", power="7"), make_card("twin"))
    problems = problems_of(data)
    assert len(problems) == 2
    assert 'field "power": must be a whole number, not "7"' in problems[0]
    assert "already used by cards[0]" in problems[1]


# --------------------------------------------------------------------------- sight, power, type


def test_bad_direction() -> None:
    problem = only_problem(make_set(make_card(sight=["F", "N"])))
    assert 'field "sight[1]": "N" is not allowed here' in problem


def test_duplicate_direction() -> None:
    problem = only_problem(make_set(make_card(sight=["F", "L", "F"])))
    assert problem.endswith('field "sight": the direction "F" is listed more than once')


@pytest.mark.parametrize(
    ("power", "message"),
    [
        (100, "must be at most 99, not 100"),
        (-1, "must be at least 0, not -1"),
        ("5", 'must be a whole number, not "5"'),
        (4.5, "must be a whole number, not 4.5"),
        (True, "must be a whole number, not true"),
    ],
)
def test_bad_power(power: object, message: str) -> None:
    assert only_problem(make_set(make_card(power=power))).endswith(f'field "power": {message}')


def test_type_must_be_momon() -> None:
    # P5.2: Momon is the only card type.
    problem = only_problem(make_set(make_card(type="spell")))
    assert 'field "type": "spell" is not allowed here; expected "momon"' in problem


def test_name_needs_english() -> None:
    problem = only_problem(make_set(make_card(name={"th": "นก"})))
    assert problem.endswith('field "name.en": this field is required')


def test_empty_name_is_refused() -> None:
    problem = only_problem(make_set(make_card(name={"en": ""})))
    assert problem.endswith('field "name.en": must not be empty')


def test_null_is_never_a_value() -> None:
    problem = only_problem(make_set(make_card(name={"en": "Crane", "th": None})))
    assert problem.endswith('field "name.th": must not be null; leave the field out instead')


def test_abilities_need_a_text() -> None:
    data = make_set(make_card(abilities=[{"when": "summoned", "do": "reveal_hand"}]))
    assert only_problem(data).endswith(
        'field "text": a card with abilities needs a text that explains them'
    )


# --------------------------------------------------------------------------- the file itself


def test_format_version_must_be_1() -> None:
    data = make_set()
    data["format_version"] = 2
    assert only_problem(data) == (
        'starter.json: field "format_version": this app reads card set format version 1, not 2'
    )


def test_set_needs_cards() -> None:
    data = make_set()
    data["cards"] = []
    assert only_problem(data) == 'starter.json: field "cards": a card set needs at least one card'


def test_root_must_be_an_object() -> None:
    assert only_problem([1, 2]).startswith("starter.json: must be an object")


# --------------------------------------------------------------------------- triggered abilities


@pytest.mark.parametrize("effect", ["ward", "power", "snatch", "to_void", "to_hand"])
def test_missing_target(effect: str) -> None:
    ability: dict[str, Any] = {"when": "summoned", "do": effect}
    if effect in ("ward", "power"):
        ability["amount"] = 1
    problem = only_problem(with_ability(ability))
    assert f'field "abilities[0].target": {effect} needs a target: self, ' in problem


@pytest.mark.parametrize("effect", ["summon_from_hand", "take_first_player_token", "reveal_hand"])
def test_target_forbidden_on_player_effects(effect: str) -> None:
    problem = only_problem(with_ability({"when": "summoned", "do": effect, "target": "self"}))
    assert problem.endswith(
        f'field "abilities[0].target": {effect} takes no target; it acts on a player'
    )


@pytest.mark.parametrize(
    ("effect", "extra"),
    [
        ("snatch", {"target": "chosen_enemy"}),
        ("to_void", {"target": "chosen_enemy"}),
        ("to_hand", {"target": "self"}),
        ("reveal_hand", {}),
        ("summon_from_hand", {}),
        ("take_first_player_token", {}),
    ],
)
def test_amount_forbidden_elsewhere(effect: str, extra: dict[str, str]) -> None:
    problem = only_problem(with_ability({"when": "summoned", "do": effect, "amount": 1, **extra}))
    assert problem.endswith(
        f'field "abilities[0].amount": {effect} takes no amount; only ward and power do'
    )


def test_ward_amount_missing_or_too_small() -> None:
    for ability in (
        {"when": "summoned", "do": "ward", "target": "self"},
        {"when": "summoned", "do": "ward", "target": "self", "amount": -2},
    ):
        assert only_problem(with_ability(ability)).endswith(
            'field "abilities[0].amount": ward needs an amount of at least 1'
        )


def test_power_amount_must_not_be_zero() -> None:
    ability = {"when": "summoned", "do": "power", "target": "self", "amount": 0}
    assert only_problem(with_ability(ability)).endswith(
        'field "abilities[0].amount": power needs an amount other than 0'
    )


def test_amount_out_of_range() -> None:
    ability = {"when": "summoned", "do": "ward", "target": "self", "amount": 1000}
    assert only_problem(with_ability(ability)).endswith(
        'field "abilities[0].amount": must be between -99 and 99'
    )


@pytest.mark.parametrize(
    "trigger", ["game_start", "summoned", "snatched", "snatches", "leaves_arena"]
)
def test_whose_on_wrong_trigger(trigger: str) -> None:
    ability = {"when": trigger, "whose": "yours", "do": "reveal_hand"}
    assert only_problem(with_ability(ability)).endswith(
        f'field "abilities[0].whose": only turn_start and end_of_turn take "whose", not {trigger}'
    )


@pytest.mark.parametrize("trigger", ["turn_start", "end_of_turn"])
@pytest.mark.parametrize("whose", ["yours", "opponents", "each"])
def test_whose_on_turn_triggers(trigger: str, whose: str) -> None:
    data = with_ability({"when": trigger, "whose": whose, "do": "reveal_hand"})
    assert parse_card_set(data, "t.json").cards[0].abilities[0].whose == whose


def test_duration_only_for_power() -> None:
    ability = {
        "when": "summoned",
        "do": "ward",
        "target": "self",
        "amount": 1,
        "duration": "permanent",
    }
    assert only_problem(with_ability(ability)).endswith(
        'field "abilities[0].duration": ward takes no duration; only power does'
    )


def test_face_only_for_to_void() -> None:
    ability = {"when": "summoned", "do": "to_hand", "target": "chosen_enemy", "face": "up"}
    assert only_problem(with_ability(ability)).endswith(
        'field "abilities[0].face": to_hand takes no face; only to_void does'
    )


def test_several_problems_in_one_ability_are_all_listed() -> None:
    ability = {"when": "summoned", "whose": "each", "do": "snatch", "amount": 3, "face": "up"}
    problems = problems_of(with_ability(ability))
    fields = [p.split('field "')[1].split('"')[0] for p in problems]
    assert fields == [
        "abilities[0].whose",
        "abilities[0].target",
        "abilities[0].amount",
        "abilities[0].face",
    ]


def test_unknown_trigger_and_effect() -> None:
    problems = problems_of(with_ability({"when": "sunrise", "do": "explode"}))
    assert len(problems) == 2
    assert (
        'field "abilities[0].when": "sunrise" is not allowed here; expected "game_start"'
        in (problems[0])
    )
    assert (
        'field "abilities[0].do": "explode" is not allowed here; expected "ward"' in (problems[1])
    )


def test_game_start_cannot_target_cards() -> None:
    # 6.2, 6.9.2: nothing is on the Arena at game start.
    ability = {"when": "game_start", "do": "ward", "target": "self", "amount": 1}
    assert only_problem(with_ability(ability)).endswith(
        'field "abilities[0].do": a game_start ability works from the Hand while the Arena is '
        "empty (6.9.2), so ward would never find a target"
    )


def test_leaves_arena_cannot_target_self() -> None:
    ability = {"when": "leaves_arena", "do": "to_hand", "target": "self"}
    assert only_problem(with_ability(ability)).endswith(
        'field "abilities[0].target": a leaves_arena ability cannot target self: the card has left'
    )


@pytest.mark.parametrize("target", ["self", "each_adjacent_ally", "chosen_adjacent_ally"])
def test_snatch_needs_an_enemy_target(target: str) -> None:
    ability = {"when": "summoned", "do": "snatch", "target": target}
    assert "snatch needs an enemy target" in only_problem(with_ability(ability))


def test_optional_must_be_boolean() -> None:
    ability = {"when": "summoned", "do": "reveal_hand", "optional": "yes"}
    assert only_problem(with_ability(ability)).endswith(
        'field "abilities[0].optional": must be true or false, not "yes"'
    )


# --------------------------------------------------------------------------- continuous abilities


def test_continuous_power_amount_not_zero() -> None:
    ability = {"continuous": "power", "affects": "self", "amount": 0}
    assert only_problem(with_ability(ability)).endswith(
        'field "abilities[0].amount": a continuous power ability needs an amount other than 0'
    )


def test_set_power_value_not_negative() -> None:
    ability = {"continuous": "set_power", "affects": "self", "value": -1}
    assert only_problem(with_ability(ability)).endswith(
        'field "abilities[0].value": must be at least 0, not -1'
    )


def test_set_power_takes_value_not_amount() -> None:
    ability = {"continuous": "set_power", "affects": "self", "amount": 3}
    problems = problems_of(with_ability(ability))
    assert any(p.endswith('field "abilities[0].value": this field is required') for p in problems)
    assert any('field "abilities[0].amount": unknown field' in p for p in problems)


def test_unknown_continuous_kind() -> None:
    ability = {"continuous": "glow", "affects": "self", "amount": 1}
    assert only_problem(with_ability(ability)).endswith(
        'field "abilities[0]": unknown continuous ability "glow"; expected "power" or "set_power"'
    )


def test_bad_affects() -> None:
    ability = {"continuous": "power", "affects": "everyone", "amount": 1}
    assert '"everyone" is not allowed here' in only_problem(with_ability(ability))


def test_ability_without_when_or_continuous() -> None:
    assert only_problem(with_ability({"amount": 1})).endswith(
        'field "abilities[0]": an ability needs either "when" (a triggered ability) or '
        '"continuous" (a continuous ability)'
    )


def test_ability_must_be_an_object() -> None:
    assert only_problem(with_ability("ward")).endswith(  # type: ignore[arg-type]
        'field "abilities[0]": must be an object ({...}), not "ward"'
    )


# --------------------------------------------------------------------------- files


def test_broken_json_gives_line_and_column(write_json: Any) -> None:
    path: Path = write_json("broken.json", '{\n  "format_version": 1,\n  "set": {"id": }\n}\n')
    with pytest.raises(CardSetError) as info:
        load_card_set(path)
    assert str(info.value) == ("broken.json: not valid JSON at line 3, column 17: Expecting value")


def test_duplicate_json_keys_are_refused(write_json: Any) -> None:
    path: Path = write_json("dup.json", '{"format_version": 1, "format_version": 1}')
    with pytest.raises(CardSetError) as info:
        load_card_set(path)
    assert str(info.value) == 'dup.json: the key "format_version" appears twice in the same object'


def test_missing_file_is_a_card_set_error(tmp_path: Path) -> None:
    with pytest.raises(CardSetError) as info:
        load_card_set(tmp_path / "nowhere.json")
    assert str(info.value).startswith("nowhere.json: cannot read the file:")


def test_file_errors_name_the_file(write_json: Any) -> None:
    path: Path = write_json("mine.json", make_set(make_card("x", power=200)))
    with pytest.raises(CardSetError) as info:
        load_card_set(path)
    assert str(info.value) == (
        'mine.json: card "x" (cards[0]): field "power": must be at most 99, not 200'
    )


def test_card_set_error_is_a_value_error() -> None:
    assert issubclass(CardSetError, ValueError)


def test_model_vocabulary_is_the_engines() -> None:
    """The format accepts exactly the names the engine knows (P-rules "Effect vocabulary")."""
    from typing import get_args

    from momon_desktop.cards.models import Direction, TriggeredAbilityModel
    from momon_desktop.engine import carddefs

    assert get_args(Direction) == carddefs.DIRECTIONS
    fields = TriggeredAbilityModel.model_fields
    assert get_args(fields["when"].annotation) == carddefs.TRIGGERS
    assert get_args(fields["do"].annotation) == carddefs.EFFECTS
