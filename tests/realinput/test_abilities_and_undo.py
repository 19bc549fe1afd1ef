"""Ability choices (P11.5), yes / no, the hand-over and take-back / redo, with the real
pointer and keyboard, against the computer and in hot seat."""

from __future__ import annotations

import pytest

from momon_desktop.engine import TriggeredAbility
from tests.gui.table_helpers import card, spec
from tests.realinput.robot import combo
from tests.realinput.test_summon_gestures import arrow_keys_to

pytestmark = [pytest.mark.gui]


def crow() -> object:
    """When Summoned, choose an enemy on the Arena: it gets -2 power (P11.5)."""
    return card("crow", 5, (), TriggeredAbility(when="summoned", do="power",
                                                target="chosen_enemy", amount=-2,
                                                duration="permanent"),
                text="When summoned: choose an enemy; it gets -2 power for good.")


def puppet() -> object:
    """When Summoned, you may choose an adjacent enemy and snatch it (P11.5)."""
    return card("puppet", 1, (), TriggeredAbility(when="summoned", do="snatch",
                                                  target="chosen_adjacent_enemy",
                                                  optional=True),
                text="When summoned: you may snatch an adjacent enemy.")


def against_computer():  # type: ignore[no-untyped-def]
    """Ada (a person, first) with the crow and the puppet against an easy computer."""
    first = [crow(), puppet()] + [card(f"a{i}", 2 + i % 5) for i in range(8)]
    # strong enough that -2 leaves them on the Arena (P11.6)
    second = [card(f"b{i}", 4 + i % 5) for i in range(10)]
    return spec(first, second, kinds=("human", "easy"))


def first_move_then_computer(table) -> int:  # type: ignore[no-untyped-def]
    """Ada Summons a plain card on A1 by clicks; wait for the computer's reply.
    Returns the square of the computer's card."""
    table.start(against_computer())
    table.wait_for_person("summon")
    w = table.window
    plain = next(r for r in range(w.hand_model.rowCount())
                 if not table.game.defs[w.hand_model.instance_at(r)].abilities)
    table.click_hand(plain)
    table.click_square(0)
    table.qtbot.waitUntil(lambda: len(table.game.history) >= 2, timeout=15000)
    table.wait_for_person("summon")
    g = table.game
    return next(sq for sq in range(16) if g.board[sq] >= 0 and g.ctrl[g.board[sq]] == 1)


def hand_row_named(table, cid: str) -> int:  # type: ignore[no-untyped-def]
    w = table.window
    return next(r for r in range(w.hand_model.rowCount())
                if table.game.defs[w.hand_model.instance_at(r)].id == cid)


def empty_far_from(table, square: int) -> int:  # type: ignore[no-untyped-def]
    """An empty square not next to ``square`` (so no Snatch-Sight matters)."""
    g = table.game
    return next(s for s in g.empty_squares()
                if abs(s % 4 - square % 4) > 1 or abs(s // 4 - square // 4) > 1)


def orthogonal_empty_neighbour(table, square: int) -> int:  # type: ignore[no-untyped-def]
    g = table.game
    col, row = square % 4, square // 4
    for dc, dr in ((0, 1), (0, -1), (1, 0), (-1, 0)):
        c, r = col + dc, row + dr
        if 0 <= c < 4 and 0 <= r < 4 and g.board[c + 4 * r] < 0:
            return c + 4 * r
    raise AssertionError("no empty square next to the computer's card")


@pytest.mark.rules("P11.5")
@pytest.mark.parametrize("how", ["click", "keyboard"])
def test_an_ability_choice_by_clicking_a_lit_square_or_by_keys(table, how):
    enemy_square = first_move_then_computer(table)
    enemy = table.game.board[enemy_square]
    before = table.game.power(enemy)
    table.drag_to_square(hand_row_named(table, "crow"), empty_far_from(table, enemy_square))
    table.wait_for_person("choose")
    w = table.window
    assert enemy_square in w.scene.overlay.legal
    if how == "click":
        table.click_square(enemy_square)
    else:
        # The keyboard is on the Arena already, its cursor on a lit option.
        table.qtbot.waitUntil(w.arena_view.hasFocus)
        assert w.scene.overlay.cursor_square in w.scene.overlay.legal
        assert "arrow keys" in w.presenter.instruction(w.controller.decision)
        for key in arrow_keys_to(table, enemy_square):
            table.robot.key(key)
        table.qtbot.waitUntil(lambda: w.scene.overlay.cursor_square == enemy_square)
        table.robot.key("enter")
    table.qtbot.waitUntil(lambda: table.game.power(enemy) == before - 2)


@pytest.mark.rules("P11.5")
@pytest.mark.parametrize("answer", ["yes", "no"])
def test_an_optional_ability_answered_by_clicking_yes_or_no(table, answer):
    enemy_square = first_move_then_computer(table)
    enemy = table.game.board[enemy_square]
    table.drag_to_square(hand_row_named(table, "puppet"),
                         orthogonal_empty_neighbour(table, enemy_square))
    table.wait_for_person()
    w = table.window
    if w.controller.decision.kind == "yes_no":
        button = w.yes_no.yes_button if answer == "yes" else w.yes_no.no_button
        table.robot.click_button(button)
        if answer == "yes":
            table.wait_for_person("choose")
    if answer == "yes":
        table.click_square(enemy_square)
        # the ability snatches it: its Marking Token turns to Ada's colour (P10.5)
        table.qtbot.waitUntil(lambda: table.game.ctrl[enemy] == 0)
    else:
        table.qtbot.waitUntil(lambda: len(table.game.history) >= 5, timeout=15000)
        assert table.game.ctrl[enemy] == 1


def test_take_back_and_redo_by_shortcut(table):
    first_move_then_computer(table)
    w = table.window
    moves = len(table.game.history)
    assert table.game.hands[0] and len(table.game.hands[0]) == 9
    table.robot.key(combo(w.undo_action.shortcut()))
    table.qtbot.waitUntil(lambda: len(table.game.hands[0]) == 10)
    assert len(table.game.history) < moves
    table.wait_for_person("summon")
    table.robot.key(combo(w.redo_action.shortcut()))
    table.qtbot.waitUntil(lambda: len(table.game.hands[0]) == 9)


def test_hot_seat_hand_over_by_clicking_ready_and_take_back_from_it(table):
    table.start(spec([card(f"a{i}", 3) for i in range(10)], [card(f"b{i}", 3) for i in range(10)]))
    w = table.window
    table.qtbot.waitUntil(w.handover.isVisible)
    table.robot.click_button(w.handover.ready_button)
    table.wait_for_person("summon")
    assert w.session.viewer == 0
    table.click_hand(0)
    table.click_square(0)
    table.qtbot.waitUntil(w.handover.isVisible)
    # the mover changes their mind on the hand-over screen
    table.robot.click_button(w.handover.back_button)
    table.qtbot.waitUntil(lambda: table.game.board[0] == -1 and not w.handover.isVisible())
    table.wait_for_person("summon")
    assert w.session.viewer == 0
    table.click_hand(0)
    table.click_square(15)
    table.qtbot.waitUntil(w.handover.isVisible)
    assert w.session.viewer == -1 and w.hand_model.rowCount() == 0  # 4.4.1: no Hand on show
    table.robot.click_button(w.handover.ready_button)
    table.wait_for_person("summon")
    assert w.session.viewer == 1 and w.scene.viewer == 1
