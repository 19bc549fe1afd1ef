"""The rules log with the real pointer: a line's rule number, beside its sentence,
explains the rule when the pointer rests on it."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QToolTip

from momon_desktop.engine import rulebook
from tests.gui.table_helpers import bundled
from tests.realinput.robot import global_point

pytestmark = [pytest.mark.gui]


@pytest.mark.rules("P8.2")
def test_hovering_a_rule_number_shows_what_the_rule_says(table):
    table.start(bundled(kinds=("human", "easy"), seed=8))
    table.wait_for_person("summon")
    log = table.window.log
    table.qtbot.waitUntil(lambda: log.topLevelItemCount() > 0)
    row = next(r for r in range(log.topLevelItemCount()) if log.rule(r) == "6.9.2")
    log.scrollToItem(log.topLevelItem(row))
    rect = log.rule_rect(row)
    assert not rect.isEmpty()
    # the pointer first rests on the sentence, then moves to the number beside it
    sentence = log.visualRect(log.indexFromItem(log.topLevelItem(row), log.SENTENCE))
    table.robot.move(global_point(log.viewport(), sentence.center()))
    table.qtbot.waitUntil(lambda: QToolTip.isVisible() and QToolTip.text() == log.sentence(row))
    table.robot.move(global_point(log.viewport(), rect.center()))
    want = "6.9.2: " + rulebook.explain("6.9.2", "en")
    table.qtbot.waitUntil(lambda: QToolTip.isVisible() and QToolTip.text() == want)
    assert log.sentence(row) == table.window.controller.describe(table.game.log[row])
