"""The result screen, used as a person does: a game finished by a real click, then each
button of the screen clicked with the real pointer (7.3, 6.6)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from momon_desktop.ui.features.persistence import GamePersistence
from momon_desktop.ui.table.dialogs import ResultDialog
from momon_desktop.ui.table.newgame import NewGameDialog
from tests.gui.table_helpers import bundled

pytestmark = [pytest.mark.gui, pytest.mark.rules("7.1.2", "7.3.1")]


def finish_by_a_click(table) -> ResultDialog:  # type: ignore[no-untyped-def]
    """A game between the bundled decks, the computer first and the person second, put
    on the table at the person's last Summon (turn 16); the person makes it with two
    clicks, and the result screen opens with the keyboard."""
    game = table.start_at_last_summon(bundled(kinds=("easy", "human"), seed=4))
    w = table.window
    table.click_hand(0)
    table.click_square(game.empty_squares()[0])
    while not game.over:
        table.qtbot.waitUntil(lambda: game.over or w.session.my_decision() is not None, timeout=15000)
        d = w.session.my_decision()
        if d is not None:
            w.submit(d.options[0])
    table.qtbot.waitUntil(lambda: isinstance(w.game_end.result_dialog, ResultDialog)
                          and w.game_end.result_dialog.isVisible())
    dialog = w.game_end.result_dialog
    table.activate(dialog)
    return dialog


def players_and_decks(window) -> dict[tuple[str, str], tuple[str, ...]]:  # type: ignore[no-untyped-def]
    """Each player (name, kind) with the card ids of their deck."""
    spec = window.controller.spec
    return {(p.name, p.kind): tuple(c.id for c in deck)
            for p, deck in zip(spec.players, spec.decks, strict=True)}


def test_rematch_starts_the_same_players_and_decks_again(table):
    dialog = finish_by_a_click(table)
    w = table.window
    before = w.controller.game
    who = players_and_decks(w)
    old_seed = w.controller.spec.seed
    table.robot.click_button(dialog.rematch_button)
    table.qtbot.waitUntil(lambda: w.controller.game is not before)
    assert not dialog.isVisible()
    assert players_and_decks(w) == who
    spec = w.controller.spec
    assert spec.draw_seed == spec.seed and spec.seed != old_seed  # a new fair draw (6.6)
    g = w.controller.game
    assert not g.over and sum(g.turns) <= 1  # at most the computer's first turn
    assert str(spec.seed) in w.statusBar().currentMessage()
    assert QApplication.activeModalWidget() is None


def test_replay_opens_this_game_and_plays_it_from_its_first_decision(table):
    dialog = finish_by_a_click(table)
    w = table.window
    g = w.controller.game
    persistence = w.feature(GamePersistence)
    assert persistence is not None
    table.robot.click_button(dialog.replay_button)
    table.qtbot.waitUntil(lambda: bool(persistence.replay_windows)
                          and persistence.replay_windows[-1].isVisible())
    assert not dialog.isVisible()
    replay = persistence.replay_windows[-1]
    assert replay.replay.last == len(g.history)
    assert replay.replay.record.players.first == w.controller.player_name(0)
    table.activate(replay)
    # Replay plays the game from its first decision by itself; Play pauses it
    assert replay.playing and replay.play_button.isChecked()
    table.qtbot.waitUntil(lambda: replay.position >= 2, timeout=10000)
    table.robot.click_button(replay.play_button)
    assert not replay.playing
    table.robot.key("p")
    table.qtbot.waitUntil(lambda: replay.playing)
    replay.close()


def test_new_game_opens_the_new_game_dialog(table):
    dialog = finish_by_a_click(table)
    w = table.window
    table.robot.click_button(dialog.new_button)
    table.qtbot.waitUntil(lambda: isinstance(w.new_game_dialog, NewGameDialog)
                          and w.new_game_dialog.isVisible())
    assert not dialog.isVisible()
    chooser = w.new_game_dialog
    table.activate(chooser)
    table.robot.key("esc")
    table.qtbot.waitUntil(lambda: not chooser.isVisible())


def test_close_and_escape_put_the_result_away(table):
    dialog = finish_by_a_click(table)
    g = table.window.controller.game
    table.robot.click_button(dialog.close_button)
    table.qtbot.waitUntil(lambda: not dialog.isVisible())
    assert QApplication.activeModalWidget() is None
    assert table.window.controller.game is g and g.over  # the table shows the end
    dialog = finish_by_a_click(table)
    table.robot.key("esc")
    table.qtbot.waitUntil(lambda: not dialog.isVisible())
    assert QApplication.activeModalWidget() is None
