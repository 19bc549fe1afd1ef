"""Take back and redo: the engine owns undo (one owner), the controller groups a
computer's answers with the person's decision, the window's actions say what they
would do, the title's change mark follows saving, and nothing before a concession or
after the end of the game can be taken back (7.6.2)."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

import pytest
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QFileDialog

import momon_desktop.ui.core.controller as controller_module
import momon_desktop.ui.core.undo as undo_module
from momon_desktop.ui.core.undo import decision_text
from momon_desktop.ui.features.persistence import GamePersistence
from momon_desktop.ui.table.mainwindow import MainWindow
from tests.gui.table_helpers import bundled

pytestmark = pytest.mark.gui


def decide(window: MainWindow) -> None:
    """The next decision, as the person at the screen makes it in hot-seat."""
    if window.handover.isVisible():
        window.seating.on_handover_ready()
    c = window.controller
    c.submit(c.decision.options[0])


def test_the_actions_use_the_standard_shortcuts(window):
    assert window.undo_action.shortcut() == QKeySequence(QKeySequence.StandardKey.Undo)
    assert window.redo_action.shortcut() == QKeySequence(QKeySequence.StandardKey.Redo)


def test_undo_has_one_owner_the_engine():
    # nothing in the table keeps a list of its own of answers to take back or redo
    for module in (controller_module, undo_module):
        tree = ast.parse(inspect.getsource(module))
        names = {n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute)}
        assert not names & {"_redo", "_answered_by", "QUndoStack", "stack"}, module.__name__
        imported = {a.name for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)
                    for a in n.names}
        assert "QUndoStack" not in imported and "QUndoCommand" not in imported


def test_hot_seat_undo_and_redo_each_decision(window):
    window.start_game(bundled(seed=21))
    c = window.controller
    g = c.game
    hashes = [g.state_hash()]
    boards = [list(g.board)]
    # At least three decisions, the last of them one that changes the Arena.
    while len(hashes) < 4 or boards[-1] == boards[-2]:
        decide(window)
        hashes.append(g.state_hash())
        boards.append(list(g.board))
    n = len(hashes) - 1

    def shown() -> set[int]:
        assert set(window.scene.cards) == {x for x in g.board if x >= 0}
        return set(window.scene.cards)

    last = g.history[-1]
    assert window.undo_action.toolTip() == "Take back: " + decision_text(g, last, "en")
    assert not window.redo_action.isEnabled()
    on_board = shown()

    # The hot-seat Take back of the window goes through the engine, one decision a step.
    assert window.undo_action.isEnabled()
    window.undo_action.trigger()
    assert g.state_hash() == hashes[n - 1] and g.board == boards[n - 1]
    assert g.redo_answer == last and c.can_redo
    assert window.redo_action.toolTip() == "Redo: " + decision_text(g, last, "en")
    assert shown() != on_board
    # the window's Take back is the person at the screen's; the manager steps on
    window.undo_manager.undo()
    assert g.state_hash() == hashes[n - 2]
    window.undo_manager.redo()
    assert g.state_hash() == hashes[n - 1]
    window.undo_manager.redo()
    assert g.state_hash() == hashes[n] and not c.can_redo
    assert shown() == on_board
    assert window.log.topLevelItemCount() == len(g.log)
    # A different decision after a take-back drops what could have been redone.
    window.undo_manager.undo()
    other = next(a for a in c.decision.options if a != last)
    c.submit(other)
    assert not g.can_redo and not c.can_redo and not window.redo_action.isEnabled()


def test_the_change_mark_follows_saving(window, tmp_path, monkeypatch):
    window.start_game(bundled(seed=22))
    for _ in range(2):
        decide(window)
    path = tmp_path / "g.momon.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    window.feature(GamePersistence).files.save_as()
    assert not window.isWindowModified()
    window.undo_manager.undo()
    assert window.isWindowModified()
    window.undo_manager.redo()
    assert not window.isWindowModified()
    decide(window)
    assert window.isWindowModified()


def test_against_the_computer_undo_takes_back_to_the_persons_own_decision(window, qtbot):
    window.start_game(bundled(kinds=("human", "easy"), seed=23))
    c = window.controller
    g = c.game

    def persons_turn() -> bool:
        return c.decision is not None and c.decision.player == 0 and c.thinking_seat < 0

    qtbot.waitUntil(persons_turn, timeout=10000)
    before = g.state_hash()
    hand = c.hand_of(0)
    decide(window)
    qtbot.waitUntil(persons_turn, timeout=10000)
    after = len(g.history)
    seats = g.answer_seats()
    assert 1 in seats[-(after - 1):]  # the computer answered after the person
    # The computer's answers belong to the person's decision: one step takes both.
    assert window.undo_action.isEnabled()
    window.undo_action.trigger()
    assert g.state_hash() == before and sorted(c.hand_of(0)) == sorted(hand)
    assert c.decision.player == 0 and not c.can_undo
    window.redo_action.trigger()
    # and one step makes both again, up to the person's next decision
    assert len(g.history) == after and c.decision.player == 0


def test_no_undo_after_a_concession(window):
    window.start_game(bundled(seed=24))
    for _ in range(3):
        decide(window)
    assert window.controller.can_undo
    window.controller.concede(0)
    g = window.controller.game
    assert g.over
    assert not window.undo_action.isEnabled()
    final = g.state_hash()
    assert not window.undo_manager.undo()
    window.undo()
    assert g.state_hash() == final and g.over


def test_no_undo_after_the_game_ends(window):
    window.start_game(bundled(seed=25))
    c = window.controller
    while not c.game.over:
        decide(window)
    assert not c.can_undo and window.undo_manager.undo_text() == ""
    assert not window.undo_action.isEnabled() and not window.undo_manager.undo()


def test_an_undo_called_on_the_controller_updates_the_actions(window):
    window.start_game(bundled(seed=26))
    for _ in range(4):
        decide(window)
    g = window.controller.game
    window.controller.undo()
    assert len(g.history) == 3
    assert window.redo_action.toolTip() == "Redo: " + decision_text(g, g.redo_answer, "en")
    window.controller.undo()
    assert len(g.history) == 2


def test_a_resumed_game_can_be_taken_back(window, qtbot, tmp_path):
    window.start_game(bundled(seed=27))
    for _ in range(5):
        decide(window)
    path = Path(tmp_path / "r.momon.json")
    from momon_desktop.storage import save_record

    save_record(path, window.feature(GamePersistence).record())
    want = window.controller.game.state_hash()
    window.start_game(bundled(seed=1))
    assert window.feature(GamePersistence).files.open_game(path)
    g = window.controller.game
    assert g.state_hash() == want and len(g.answer_seats()) == 5
    assert window.controller.can_undo
    window.undo_manager.undo()
    assert len(window.controller.game.history) == 4
