"""The panels over the table with the real pointer and keyboard: the suggestion bar
(opened by its button and by its shortcut, closed by its Close button and by Escape),
full screen, the language, and Quit."""

from __future__ import annotations

import pytest

from momon_desktop.ui.features.hints import HintService
from momon_desktop.ui.text.i18n import current_language
from tests.gui.table_helpers import bundled
from tests.realinput.robot import combo

pytestmark = [pytest.mark.gui]


def game_against_computer(table) -> None:  # type: ignore[no-untyped-def]
    table.start(bundled(kinds=("human", "easy"), seed=8))
    table.wait_for_person("summon")


@pytest.mark.parametrize("open_by", ["button", "shortcut"])
@pytest.mark.parametrize("close_by", ["close-button", "escape"])
def test_the_suggestion_bar_opens_and_closes(table, open_by, close_by):
    game_against_computer(table)
    hints = table.window.feature(HintService)
    if open_by == "button":
        table.qtbot.waitUntil(hints.button.isVisible)
        table.robot.click_button(hints.button)
    else:
        table.robot.key(combo(hints.action.shortcut()))
    table.qtbot.waitUntil(lambda: hints.bar.isVisible() and hints.suggestion is not None,
                          timeout=20000)
    if close_by == "escape":
        table.robot.key("esc")
    else:
        table.robot.click_button(hints.bar.close_button)
    table.qtbot.waitUntil(lambda: not hints.bar.isVisible())
    assert hints.suggestion is None


def test_play_it_makes_the_suggested_move(table):
    game_against_computer(table)
    hints = table.window.feature(HintService)
    table.robot.key(combo(hints.action.shortcut()))
    table.qtbot.waitUntil(lambda: hints.bar.play_button.isVisible(), timeout=20000)
    suggested = hints.suggestion.answer
    table.robot.click_button(hints.bar.play_button)
    table.qtbot.waitUntil(lambda: len(table.game.history) >= 1 and
                          table.game.history[0] == suggested)


def test_full_screen_by_its_key_and_back(table):
    w = table.window
    key = combo(w.fullscreen_action.shortcut())
    table.robot.key(key)
    table.qtbot.waitUntil(w.isFullScreen)
    table.activate()
    table.robot.key(key)
    table.qtbot.waitUntil(lambda: not w.isFullScreen())


def test_the_language_menu_switches_to_thai_and_back(table):
    from tests.realinput.windows import click_menu_item, menu_paths

    w = table.window
    paths = {p[-1].data(): p for p in menu_paths(w) if p[-1].data() in ("th", "en")}
    click_menu_item(table.qtbot, table.robot, w, paths["th"])
    table.qtbot.waitUntil(lambda: current_language() == "th")
    # the Thai interface keeps the game terms in English
    assert w.game_menu.title() != "&Game"
    paths = {p[-1].data(): p for p in menu_paths(w) if p[-1].data() in ("th", "en")}
    click_menu_item(table.qtbot, table.robot, w, paths["en"])
    table.qtbot.waitUntil(lambda: current_language() == "en")
    assert w.game_menu.title() == "&Game"


@pytest.mark.parametrize("how", ["menu", "shortcut"])
def test_quit_closes_the_table(table, how):
    from tests.realinput.windows import click_menu_item, menu_paths

    w = table.window
    if how == "menu":
        path = next(p for p in menu_paths(w) if p[-1] is w.quit_action)
        click_menu_item(table.qtbot, table.robot, w, path)
    else:
        assert not w.quit_action.shortcut().isEmpty()
        table.robot.key(combo(w.quit_action.shortcut()))
    table.qtbot.waitUntil(lambda: not w.isVisible())
