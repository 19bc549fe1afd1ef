"""The committed JSON Schema of card set format v1 matches the models."""

from __future__ import annotations

import json
from pathlib import Path

from momon_desktop.cards import card_set_json_schema
from momon_desktop.cards.schema import DEFAULT_PATH, schema_text

SCHEMA_FILE = Path(__file__).resolve().parents[2] / "docs" / "card-set-v1.schema.json"


def test_committed_schema_is_up_to_date() -> None:
    assert DEFAULT_PATH == SCHEMA_FILE
    committed = SCHEMA_FILE.read_text(encoding="utf-8")
    assert committed == schema_text(), (
        "docs/card-set-v1.schema.json is out of date; run: python -m momon_desktop.cards schema"
    )


def test_schema_forbids_unknown_fields_everywhere() -> None:
    schema = card_set_json_schema()
    assert schema["additionalProperties"] is False
    for name, definition in schema["$defs"].items():
        assert definition.get("additionalProperties") is False, name


def test_schema_states_the_vocabulary() -> None:
    text = json.dumps(card_set_json_schema())
    for word in (
        "game_start",
        "take_first_player_token",
        "chosen_adjacent_enemy",
        "start_of_your_next_turn",
        "set_power",
        "adjacent_enemies",
        "FL",
    ):
        assert f'"{word}"' in text
    card = card_set_json_schema()["$defs"]["CardModel"]
    assert card["required"] == ["id", "name", "type", "power", "sight"]
    assert card["properties"]["power"]["minimum"] == 0
    assert card["properties"]["power"]["maximum"] == 99
    assert card["properties"]["sight"]["uniqueItems"] is True
