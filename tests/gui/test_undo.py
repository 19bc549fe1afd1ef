"""Take back and redo through the QUndoStack: one command per person's decision, the
board follows, the clean state follows saving, and nothing before a concession or the
end of the game can be taken back (7.6.2)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QFileDialog

from momon_desktop.ui.core.undo import answer_seats, decision_text
from momon_desktop.ui.features.persistence import GamePersistence
from momon_desktop.ui.table.mainwindow import MainWindow
from tests.gui.table_helpers import bundled

pytestmark = pytest.mark.gui


def decide(window: MainWindow) -> None:
    """The next decision, as the person at the screen makes it in hot-seat."""
    if window.handover.isVisible():
        window.on_handover_ready()
    c = window.controller
    c.submit(c.decision.options[0])


def test_the_actions_use_the_standard_shortcuts(window):
    assert window.undo_action.shortcut() == QKeySequence(QKeySequence.StandardKey.Undo)
    assert window.redo_action.shortcut() == QKeySequence(QKeySequence.StandardKey.Redo)


def test_hot_seat_undo_and_redo_each_decision_through_the_stack(window):
    window.start_game(bundled(seed=21))
    c = window.controller
    g = c.game
    stack = window.undo_manager.stack
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

    assert stack.count() == n and stack.index() == n and stack.canUndo()
    last = g.history[-1]
    assert stack.undoText() == decision_text(g, last, "en")
    assert window.undo_action.toolTip() == "Take back: " + stack.undoText()
    on_board = shown()

    # The hot-seat Take back of the window goes through the stack.
    assert window.undo_action.isEnabled()
    window.undo_action.trigger()
    assert stack.index() == n - 1 and stack.canRedo()
    assert g.state_hash() == hashes[n - 1] and g.board == boards[n - 1]
    assert shown() != on_board
    # The stack's own undo and redo move the game too.
    stack.undo()
    assert stack.index() == n - 2 and g.state_hash() == hashes[n - 2]
    stack.redo()
    assert stack.index() == n - 1 and g.state_hash() == hashes[n - 1]
    window.undo_manager.redo()
    assert stack.index() == n and g.state_hash() == hashes[n]
    assert shown() == on_board
    assert window.log.topLevelItemCount() == len(g.log)
    # A new decision after a take-back drops what could have been redone.
    stack.undo()
    decide(window)
    assert stack.count() == n and not stack.canRedo() and not c.can_redo


def test_the_clean_state_follows_saving(window, tmp_path, monkeypatch):
    window.start_game(bundled(seed=22))
    for _ in range(2):
        decide(window)
    stack = window.undo_manager.stack
    path = tmp_path / "g.momon.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    window.feature(GamePersistence).save_as()
    assert stack.isClean() and not window.isWindowModified()
    window.undo_manager.undo()
    assert not stack.isClean() and window.isWindowModified()
    window.undo_manager.redo()
    assert stack.isClean() and not window.isWindowModified()
    decide(window)
    assert not stack.isClean() and window.isWindowModified()


def test_against_the_computer_undo_takes_back_to_the_persons_own_decision(window, qtbot):
    window.start_game(bundled(kinds=("human", "easy"), seed=23))
    c = window.controller
    g = c.game
    stack = window.undo_manager.stack

    def persons_turn() -> bool:
        return c.decision is not None and c.decision.player == 0 and c.thinking_seat < 0

    qtbot.waitUntil(persons_turn, timeout=10000)
    before = g.state_hash()
    hand = list(g.hands[0])
    decide(window)
    qtbot.waitUntil(persons_turn, timeout=10000)
    after = len(g.history)
    seats = answer_seats(g)
    assert 1 in seats[-(after - 1):]  # the computer answered after the person
    # The computer's answers belong to the person's decision: one command.
    assert stack.count() == 1
    assert window.undo_action.isEnabled()
    window.undo_action.trigger()
    assert g.state_hash() == before and sorted(g.hands[0]) == sorted(hand)
    assert stack.index() == 0 and c.decision.player == 0
    window.redo_action.trigger()
    assert len(g.history) == after and stack.index() == 1


def test_no_undo_after_a_concession(window):
    window.start_game(bundled(seed=24))
    for _ in range(3):
        decide(window)
    stack = window.undo_manager.stack
    assert stack.canUndo()
    window.controller.concede(0)
    g = window.controller.game
    assert g.over
    assert stack.count() == 0 and not stack.canUndo()
    assert not window.undo_action.isEnabled()
    final = g.state_hash()
    assert not window.undo_manager.undo()
    window.undo()
    stack.undo()
    assert g.state_hash() == final and g.over


def test_no_undo_after_the_game_ends(window):
    window.start_game(bundled(seed=25))
    c = window.controller
    while not c.game.over:
        decide(window)
    assert window.undo_manager.stack.count() == 0
    assert not window.undo_action.isEnabled() and not window.undo_manager.undo()


def test_an_undo_called_on_the_controller_keeps_the_stack_in_step(window):
    window.start_game(bundled(seed=26))
    for _ in range(4):
        decide(window)
    stack = window.undo_manager.stack
    window.controller.undo()
    assert stack.count() == 3 and stack.index() == 3
    stack.undo()
    assert len(window.controller.game.history) == 2


def test_a_resumed_game_can_be_taken_back(window, qtbot, tmp_path):
    window.start_game(bundled(seed=27))
    for _ in range(5):
        decide(window)
    path = Path(tmp_path / "r.momon.json")
    from momon_desktop.storage import save_record

    save_record(path, window.feature(GamePersistence).record())
    want = [window.controller.game.state_hash()]
    window.start_game(bundled(seed=1))
    assert window.feature(GamePersistence).open_game(path)
    stack = window.undo_manager.stack
    assert stack.count() == 5 and stack.index() == 5
    assert window.controller.game.state_hash() == want[0]
    window.undo_manager.undo()
    assert len(window.controller.game.history) == 4
