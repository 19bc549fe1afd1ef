"""The shared vocabulary of the interface: computer levels named once, in every window."""

from __future__ import annotations

import pytest

from momon_desktop.ai import LEVELS
from momon_desktop.ai.profiles import OpponentProfile
from momon_desktop.ui.core.controller import AI_LEVELS, HUMAN
from momon_desktop.ui.table.dialogs import kind_name
from momon_desktop.ui.text.i18n import install_language
from momon_desktop.ui.text.words import level_name

pytestmark = pytest.mark.gui


def test_the_levels_come_from_the_ai_package():
    assert AI_LEVELS is LEVELS
    assert LEVELS == ("easy", "normal", "hard")
    strength = OpponentProfile.model_json_schema()["properties"]["strength"]
    assert strength["enum"] == list(LEVELS)


def test_every_level_is_named_and_the_names_keep_the_level_in_thai():
    assert [kind_name(level) for level in LEVELS] == [
        "Computer: easy", "Computer: normal", "Computer: hard"]
    assert kind_name(HUMAN) == "Person at this computer"
    install_language("th")
    for level in LEVELS:
        assert level_name(level) == level  # named so in every language (docs/ui.md)
        assert kind_name(level) == "คอมพิวเตอร์: " + level
    assert level_name("greedy") == "greedy"
