"""Whole games played only with the pointer: hot seat with the hand-over screen, and
against the computer, with the bundled decks and their abilities (7.1.1, 7.3)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication

from momon_desktop.engine import Choose
from momon_desktop.ui.table.dialogs import ResultDialog
from tests.gui.table_helpers import bundled

pytestmark = [pytest.mark.gui, pytest.mark.rules("7.1.1", "7.3.1", "7.3.2", "7.3.3")]


def play_by_pointer(table, rng: random.Random, timeout: int = 30000) -> dict[str, int]:  # type: ignore[no-untyped-def]
    """Answer every decision of the person at the screen with the mouse until the game
    ends; returns how many of each gesture were made."""
    w = table.window
    made = {"drag": 0, "click": 0, "choose": 0, "yes_no": 0, "ready": 0}
    while True:
        table.qtbot.waitUntil(lambda: something_to_do(w), timeout=timeout)
        if table.game.over:
            return made
        answer_by_pointer(table, rng, made)


def something_to_do(w) -> bool:  # type: ignore[no-untyped-def]
    """Whether the person at the screen of ``w`` has something to do: a decision of theirs
    on a still table, the hand-over screen, or the game's end."""
    g = w.controller.game
    if g is None or g.over or w.handover.isVisible():
        return True
    return w.session.my_decision() is not None and not w.scene.animating


def answer_by_pointer(table, rng: random.Random, made: dict[str, int]) -> None:  # type: ignore[no-untyped-def]
    """One gesture for what the person at the screen has to do (:func:`something_to_do`),
    counted in ``made``, and the wait until the table has taken it."""
    w = table.window
    g = table.game
    if w.handover.isVisible():
        table.robot.click_button(w.handover.ready_button)
        made["ready"] += 1
        return
    d = w.session.my_decision()
    assert d is not None
    moves = len(g.history)
    if d.kind == "summon":
        rows = w.hand_model.rowCount()
        row = rng.choice([0, rows - 1, rng.randrange(rows)])
        square = rng.choice(g.empty_squares())
        if rng.random() < 0.7:
            table.drag_to_square(row, square, via_frame=rng.random() < 0.7,
                                 slow=rng.random() < 0.5)
            made["drag"] += 1
        else:
            table.click_hand(row)
            table.click_square(square)
            made["click"] += 1
    elif d.kind == "choose":
        options = sorted(a.square for a in d.options if isinstance(a, Choose))
        assert w.scene.overlay.legal == set(options)
        table.click_square(rng.choice(options))
        made["choose"] += 1
    else:
        bar = w.yes_no
        table.qtbot.waitUntil(bar.isVisible)
        table.robot.click_button(rng.choice([bar.yes_button, bar.no_button]))
        made["yes_no"] += 1
    # the answer was taken (or, in a match across two computers, its game already
    # ended and the next one took the table)
    table.qtbot.waitUntil(lambda n=moves, shown=g: table.game is not shown
                          or len(table.game.history) > n or table.game.over)


def check_result_and_close(table) -> None:  # type: ignore[no-untyped-def]
    """7.3: the result dialog names the winner by Momon count; close it by its button."""
    g = table.game
    assert g.over and g.result is not None
    table.qtbot.waitUntil(lambda: isinstance(table.window.game_end.result_dialog, ResultDialog)
                          and table.window.game_end.result_dialog.isVisible())
    dialog = table.window.game_end.result_dialog
    counts = g.momon_counts()
    assert tuple(g.result.momon) == tuple(counts)
    if counts[0] != counts[1]:
        assert g.result.winner == (0 if counts[0] > counts[1] else 1)
    else:
        assert g.result.winner == g.fpt  # 7.3.3: the First Player Token decides
    table.robot.click_button(dialog.close_button)
    table.qtbot.waitUntil(lambda: not dialog.isVisible())
    assert QApplication.activeModalWidget() is None


def test_a_whole_hot_seat_game_by_drags_and_clicks(table):
    table.start(bundled(seed=11))
    made = play_by_pointer(table, random.Random(11))
    g = table.game
    assert g.turns == [8, 8]  # 7.1.1: eight turns each
    assert made["ready"] >= 16  # a hand-over before every turn
    assert made["drag"] + made["click"] >= 16
    check_result_and_close(table)


@pytest.mark.parametrize("level", ["normal"])
def test_a_whole_game_against_the_computer_by_the_pointer(table, level):
    table.start(bundled(kinds=("human", level), seed=5))
    made = play_by_pointer(table, random.Random(5))
    g = table.game
    assert g.turns == [8, 8]
    assert made["ready"] == 0  # nobody to hand over to
    assert made["drag"] + made["click"] >= 8
    check_result_and_close(table)


def test_no_card_is_left_half_drawn_after_a_game(table):
    """Every Summon, snatch and departure animation ends, and every card on the Arena
    is drawn whole: an animation whose card left the Arena under it stops too."""
    table.start(bundled(kinds=("human", "normal"), seed=5))
    play_by_pointer(table, random.Random(5))
    scene = table.window.scene
    table.qtbot.waitUntil(lambda: not scene.animating)
    g = table.game
    for instance, item in scene.cards.items():
        assert g.pos[instance] >= 0
        assert item.opacity() == 1.0 and item.scale() == 1.0
