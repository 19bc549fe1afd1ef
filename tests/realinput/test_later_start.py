"""A later start with the real pointer: the app remembers the last game set up in the
New Game dialog and, with no unfinished game to resume, offers it again in one click
(same players and decks, a new fair draw, 6.6); the New Game dialog and the welcome
screen stay one click away, and Help ▸ Welcome screen still opens the welcome."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from momon_desktop.engine.official import fair_first_player
from momon_desktop.ui.assembly import start_up
from momon_desktop.ui.core.controller import HUMAN
from momon_desktop.ui.features.playagain import PlayAgain, PlayAgainWindow
from momon_desktop.ui.features.welcome import WelcomeScreen
from momon_desktop.ui.table.newgame import NewGameDialog
from tests.realinput.table import Table
from tests.realinput.windows import activate, click_menu_item

pytestmark = [pytest.mark.gui]


def first_session(table: Table) -> list[tuple[str, str, str, tuple[str, ...]]]:
    """Set up a game against the computer in the New Game dialog, start it with its OK
    button, and concede it (nothing is left to resume). Returns players A and B as
    (name, kind, deck name, card ids)."""
    w = table.window
    w.request_new_game()
    table.qtbot.waitUntil(lambda: isinstance(w.new_game_dialog, NewGameDialog)
                          and w.new_game_dialog.isVisible())
    dialog = w.new_game_dialog
    dialog.names[0].setText("Ann")
    dialog.kind_boxes[1].setCurrentIndex(dialog.kind_boxes[1].findData("easy"))
    dialog.deck_boxes[0].setCurrentIndex(1)
    dialog.deck_boxes[1].setCurrentIndex(0)
    chosen = [(c.name, c.kind, c.deck.display_name(), c.deck.cards) for c in dialog.choices()]
    assert chosen[0][2] != chosen[1][2]
    activate(table.qtbot, dialog, table.robot)
    table.robot.click_button(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))
    table.qtbot.waitUntil(lambda: w.controller.game is not None and not dialog.isVisible())
    w.controller.concede(next(s for s in (0, 1) if w.controller.is_human(s)))
    table.qtbot.waitUntil(lambda: w.controller.game.over and not w.autosave.exists())
    for top in QApplication.topLevelWidgets():
        if top is not w and top.isVisible():
            top.close()
    return chosen


def later_start(table: Table, tmp_path) -> tuple[Table, PlayAgainWindow]:  # type: ignore[no-untyped-def]
    """The app started again with the same settings and data folder."""
    again = Table.open(table.qtbot, table.robot, tmp_path, (1366, 768))
    start_up(again.window)
    feature = again.window.feature(PlayAgain)
    assert feature is not None
    again.qtbot.waitUntil(lambda: feature.offer is not None and feature.offer.isVisible())
    offer = feature.offer
    again.qtbot.waitExposed(offer)
    activate(again.qtbot, offer, again.robot)
    assert "Ann" in offer.summary.text()
    assert not again.window.feature(WelcomeScreen).first_run()
    return again, offer


def test_play_again_starts_the_same_game_with_a_new_fair_draw(table, tmp_path):
    chosen = first_session(table)
    again, offer = later_start(table, tmp_path)
    try:
        again.robot.click_button(offer.again_button)
        c = again.window.controller
        again.qtbot.waitUntil(lambda: c.game is not None and not offer.isVisible())
        spec = c.spec
        assert spec is not None and spec.draw_seed is not None and spec.seed == spec.draw_seed
        # the fair draw of 6.6 decides which of A and B takes seat 0 (6.7)
        a_first = fair_first_player(spec.draw_seed) == 0
        seats = [chosen[0], chosen[1]] if a_first else [chosen[1], chosen[0]]
        got = [(p.name, p.kind, p.deck_name, tuple(d.id for d in deck))
               for p, deck in zip(spec.players, spec.decks, strict=True)]
        assert got == seats
        assert [p.kind for p in spec.players].count(HUMAN) == 1
        assert not c.game.over
    finally:
        again.close()


def test_the_offer_leads_to_a_new_game_or_the_welcome_and_help_still_opens_it(table, tmp_path):
    first_session(table)
    again, offer = later_start(table, tmp_path)
    w = again.window
    try:
        again.robot.click_button(offer.new_button)
        again.qtbot.waitUntil(lambda: isinstance(w.new_game_dialog, NewGameDialog)
                              and w.new_game_dialog.isVisible() and not offer.isVisible())
        dialog = w.new_game_dialog
        activate(again.qtbot, dialog, again.robot)
        again.robot.key("esc")
        again.qtbot.waitUntil(lambda: not dialog.isVisible())
        assert w.controller.game is None

        offer = w.feature(PlayAgain).offer_play_again()
        again.qtbot.waitExposed(offer)
        activate(again.qtbot, offer, again.robot)
        again.robot.click_button(offer.welcome_button)
        welcome = w.feature(WelcomeScreen)
        again.qtbot.waitUntil(lambda: welcome.welcome is not None and welcome.welcome.isVisible()
                              and not offer.isVisible())
        welcome.welcome.close()
        again.qtbot.waitUntil(lambda: not welcome.welcome.isVisible())

        activate(again.qtbot, w, again.robot)
        click_menu_item(again.qtbot, again.robot, w,
                        [w.action_registry.menu("help").menuAction(), w.action_registry.action("help.welcome")])
        again.qtbot.waitUntil(lambda: welcome.welcome.isVisible())
    finally:
        again.close()
