"""The main window: hot-seat hand-over, Summons by keyboard, click and drop, concession,
the rules log, the Arena scene and its animations, languages, and the self-test."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QSettings, Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest

from momon_desktop.engine import Summon, rulebook
from momon_desktop.ui.assembly import build_table
from momon_desktop.ui.look import cardpainter as cp
from momon_desktop.ui.table.scene import BOARD_H, MARGIN, SNATCH_MS, cell_rect, square_cell
from tests.gui.table_helpers import ALL, bundled, card, spec

pytestmark = pytest.mark.gui


def ready(window) -> None:
    assert window.handover.isVisible()
    QTest.mouseClick(window.handover.ready_button, Qt.MouseButton.LeftButton)


@pytest.mark.rules("4.4.1", "4.5.2")
def test_hand_over_screen_hides_the_hand_until_the_next_player_is_ready(window):
    window.start_game(bundled())
    g = window.controller.game
    # Before the first turn nobody's Hand is shown.
    assert window.handover.isVisible()
    assert window.hand_model.rowCount() == 0 and window.session.viewer == -1
    assert "Ada" in window.handover.title.text()
    ready(window)
    assert not window.handover.isVisible()
    assert window.session.viewer == 0 and window.hand_model.rowCount() == 10
    void_window = window.open_void(0)
    assert void_window.model.viewer == 0
    card_id = window.hand_model.instance_at(0)
    window.table_input.show_preview(window.hand_model.instance_at(3))
    assert window.preview.card is g.defs[window.hand_model.instance_at(3)]
    window.select_card(card_id)
    window.table_input.on_square_clicked(5)
    assert g.defs[g.board[5]].id == g.defs[card_id].id
    # Ada has moved: the table is covered and her Hand is gone until Boon is ready.
    assert window.handover.isVisible()
    assert window.hand_model.rowCount() == 0 and window.session.viewer == -1
    assert void_window.model.viewer == -1
    # the large preview no longer shows a card from Ada's Hand
    assert window.preview.card is None
    assert "Boon" in window.handover.title.text()
    assert window.handover.back_button.isVisible()
    ready(window)
    assert window.session.viewer == 1 and window.hand_model.instances() == g.hands[1]
    # Boon sees the Arena from his own side: A1 is now at the top right.
    assert window.scene.viewer == 1
    assert square_cell(0, 1) == (3, 0)


def test_take_back_on_the_hand_over_screen(window):
    window.start_game(bundled())
    g = window.controller.game
    ready(window)
    first = window.hand_model.instance_at(0)
    window.select_card(first)
    window.table_input.on_square_clicked(0)
    assert window.handover.isVisible()
    QTest.mouseClick(window.handover.back_button, Qt.MouseButton.LeftButton)
    assert not window.handover.isVisible()
    assert g.board[0] == -1 and window.session.viewer == 0
    assert first in window.hand_model.instances()


def test_summon_from_the_keyboard(window):
    window.start_game(bundled())
    g = window.controller.game
    ready(window)
    window.hand_view.setFocus()
    window.hand_view.setCurrentIndex(window.hand_model.index(2))
    instance = window.hand_model.instance_at(2)
    QTest.keyClick(window.hand_view, Qt.Key.Key_Return)
    assert window.session.selected == instance
    assert window.scene.overlay.legal == set(range(16))
    assert window.scene.overlay.cursor_square == 0
    # From the first player's seat, Up moves from A1 to A2, Right to B2.
    QTest.keyClick(window.arena_view, Qt.Key.Key_Up)
    QTest.keyClick(window.arena_view, Qt.Key.Key_Right)
    assert window.scene.overlay.cursor_square == 5
    QTest.keyClick(window.arena_view, Qt.Key.Key_Return)
    assert g.defs[g.board[5]].id == g.defs[instance].id


def test_escape_cancels_a_picked_card(window):
    window.start_game(bundled())
    ready(window)
    window.select_card(window.hand_model.instance_at(0))
    assert window.scene.overlay.legal
    window.table_input.cancel_selection()
    assert window.session.selected == -1 and not window.scene.overlay.legal


@pytest.mark.rules("P10.2", "P10.3")
def test_hovering_a_square_previews_the_snatch(window):
    blind = card("blind", 2)
    seer = card("seer", 5, ALL)
    window.start_game(spec([blind, blind], [seer, seer]))
    ready(window)
    window.select_card(0)
    window.table_input.on_square_clicked(0)
    ready(window)
    window.select_card(2)
    window.on_square_hovered(4)
    overlay = window.scene.overlay
    assert overlay.ghost_square == 4 and overlay.ghost.id == "seer"
    assert overlay.outcomes == [(0, "snatch")]
    assert "snatches Blind (A1)" in window.prompt.preview_label.text()
    window.on_square_hovered(-1)
    assert overlay.outcomes == []


def test_dropping_a_hand_card_on_a_square_summons_it(window):
    window.start_game(bundled())
    g = window.controller.game
    ready(window)
    instance = window.hand_model.instance_at(3)
    window.scene.hand_card_dragged.emit(0, instance, 7)
    assert window.scene.overlay.legal == set(range(16))
    assert window.scene.overlay.ghost_square == 7
    window.scene.hand_card_dropped.emit(0, instance, 7)
    # copies are interchangeable: the engine may place the first copy in the Hand
    assert g.defs[g.board[7]].id == g.defs[instance].id
    # A drop by the wrong seat is ignored.
    window.scene.hand_card_dropped.emit(0, window.controller.game.hands[0][0], 8)
    assert g.board[8] == -1


@pytest.mark.rules("7.6.1", "7.6.2")
def test_concede_asks_for_confirmation_that_says_it_cannot_be_taken_back(window, qtbot):
    window.start_game(bundled())
    g = window.controller.game
    ready(window)
    dialog = window.request_concede()
    assert dialog is not None and dialog.isVisible()
    assert "Ada" in dialog.text()
    assert "cannot be taken back" in dialog.informativeText()
    assert "7.6.2" in dialog.informativeText()
    QTest.mouseClick(dialog.keep_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert not g.over
    dialog = window.request_concede()
    QTest.mouseClick(dialog.concede_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: g.over)
    assert g.result.winner == 1 and g.result.reason.value == "concession"
    result = window.game_end.result_dialog
    assert result is not None and result.isVisible()
    assert "Victory for Boon" in result.title.text()
    assert "conceded (7.6.1)" in result.reason.text()
    assert not window.undo_action.isEnabled()
    assert not window.concede_action.isEnabled()


@pytest.mark.rules("7.3.1", "7.3.3")
def test_result_screen_shows_counts_and_the_tie_break(window):
    one = card("one", 1)
    window.start_game(spec([one] * 8, [one] * 8))
    g = window.controller.game
    while not g.over:
        if window.handover.isVisible():
            ready(window)
        d = window.session.my_decision()
        window.select_card(d.options[0].card)
        window.table_input.on_square_clicked(d.options[0].square)
    result = window.game_end.result_dialog
    assert [label.text() for label in result.count_labels] == ["8", "8"]
    assert result.tie_break.isVisibleTo(result)
    assert "First Player Token" in result.tie_break.text() and "7.3.3" in result.tie_break.text()
    assert "8 turns" in result.reason.text() and "7.1.2" in result.reason.text()


def test_rules_log_lists_every_event_and_explains_each_rule(window):
    window.start_game(bundled())
    ready(window)
    window.select_card(window.hand_model.instance_at(0))
    window.table_input.on_square_clicked(0)
    g = window.controller.game
    assert window.log.topLevelItemCount() == len(g.log)
    rules = [window.log.rule(i) for i in range(window.log.topLevelItemCount())]
    assert rules == [e[0] for e in g.log]
    row = rules.index("P8.2")
    assert window.log.rule_tooltip(row) == "P8.2: " + rulebook.explain("P8.2", "en")


@pytest.mark.rules("P10.5", "4.2.2")
def test_a_snatch_turns_the_marking_token_over_and_the_card_never_rotates(window, qtbot):
    blind = card("blind", 2)
    seer = card("seer", 5, ALL)
    window.start_game(spec([blind, blind], [seer, seer]))
    ready(window)
    window.select_card(0)
    window.table_input.on_square_clicked(0)
    ready(window)
    item = window.scene.cards[0]
    assert item.controller == 0
    window.set_animation_speed("normal")
    window.select_card(2)
    window.table_input.on_square_clicked(4)
    token = item.token
    assert token.seat == 1 and window.scene.animating
    # the seer's arrow grows toward the blind card before its token turns (P10.5)
    arrows = window.scene.overlay.trail_arrows
    assert [(a.by_card, a.card, a.seat) for a in arrows] == [(2, 0, 1)]
    seen: list[tuple[float, float, int]] = []
    qtbot.waitUntil(lambda: seen.append((arrows[0].progress, token.turn, item.shown_controller))
                    or not window.scene.animating, timeout=SNATCH_MS * 20)
    assert token.turn == 1.0 and item.shown_controller == 1
    assert any(0.0 < t < 1.0 for _p, t, _c in seen), "the token never showed a turning frame"
    # the card takes the new controller's colour with the token, half-way through its turn
    turning = [(p, t, c) for p, t, c in seen if 0.0 < t < 1.0]
    assert all(c == (0 if t < 0.5 else 1) for _p, t, c in turning)
    assert all(p == 1.0 for p, _t, _c in turning), "the token turned before its arrow arrived"
    assert item.rotation() == 0.0
    # The seer's owner is seat 1, who now sits at the screen: it faces up; the blind
    # card belongs to the far player and faces down (4.2.2).
    assert window.scene.cards[2].facing() is cp.Facing.UP
    assert item.facing() is cp.Facing.DOWN


def test_square_geometry_round_trips_from_both_seats(window):
    scene = window.scene
    for viewer in (0, 1):
        scene.set_viewer(viewer)
        for sq in range(16):
            centre = cell_rect(sq, viewer).center()
            assert scene.square_at(centre) == sq
    scene.set_viewer(0)
    # 4.3.2: from the first player's seat A1 is bottom left.
    assert square_cell(0, 0) == (0, 3)
    assert scene.square_at(QPointF(1, 1)) == -1


def test_far_cards_can_be_drawn_upright_and_the_setting_is_kept(window):
    window.start_game(bundled())
    ready(window)
    window.readable_far_action.setChecked(True)
    assert window.scene.readable_far
    assert window.settings.value("far_upright", False, bool) is True


def test_switching_to_thai_translates_the_table(window):
    window.start_game(bundled())
    ready(window)
    window.set_language("th")
    assert window.near_panel.seat_label.text().startswith("ผู้เล่นคนแรก")
    assert window.settings.value("language") == "th"
    g = window.controller.game
    thai_name = g.defs[window.hand_model.instance_at(0)].display_name("th")
    assert window.hand_model.index(0).data(Qt.ItemDataRole.DisplayRole) == thai_name
    window.set_language("en")
    assert window.near_panel.seat_label.text().startswith("First player")


def test_window_renders_a_table_with_thai_glyphs(window, tmp_path):
    window.start_game(bundled())
    ready(window)
    window.set_language("th")
    window.scene.finish_animations()
    image: QImage = window.grab().toImage()
    assert image.width() >= 1000 and image.height() >= 700
    # the Arena felt is in the middle of the picture
    centre = image.pixelColor(window.arena_view.geometry().center())
    assert centre.green() > centre.red()
    window.set_language("en")


def test_self_test_plays_a_game_and_exits_zero(tmp_path):
    shot = tmp_path / "board.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run(
        [sys.executable, "-m", "momon_desktop", "--self-test", "--screenshot", str(shot)],
        capture_output=True, text=True, timeout=180, env=env,
        cwd=Path(__file__).resolve().parents[3],
    )
    assert out.returncode == 0, out.stdout + out.stderr
    lines = out.stdout.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("self-test: ok, 16 turns")
    image = QImage(str(shot))
    assert not image.isNull() and image.width() == 1280


def test_computer_opponent_plays_in_the_window(window, qtbot):
    window.start_game(bundled(kinds=("human", "easy")))
    g = window.controller.game
    # No hand-over against the computer: the person's Hand is shown at once.
    assert not window.handover.isVisible() and window.session.viewer == 0
    window.select_card(window.hand_model.instance_at(0))
    window.table_input.on_square_clicked(0)
    assert "thinking" in window.prompt.instruction.text()
    qtbot.waitUntil(lambda: g.to_move == 0, timeout=10_000)
    assert g.turns == [1, 1]
    assert window.hand_model.rowCount() == 9


def test_summon_must_target_an_empty_square(window):
    window.start_game(bundled())
    g = window.controller.game
    ready(window)
    a = window.hand_model.instance_at(0)
    assert window.submit(Summon(a, 0))
    ready(window)
    b = window.hand_model.instance_at(0)
    assert not window.submit(Summon(b, 0))
    assert g.board[0] == a


@pytest.mark.rules("4.4.1")
def test_hand_is_reordered_from_the_keyboard(window):
    window.start_game(bundled())
    ready(window)
    before = window.hand_model.instances()
    window.hand_view.setFocus()
    window.hand_view.setCurrentIndex(window.hand_model.index(0))
    QTest.keyClick(window.hand_view, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
    assert window.hand_model.instances() == [before[1], before[0]] + before[2:]
    assert window.hand_view.currentIndex().row() == 1
    QTest.keyClick(window.hand_view, Qt.Key.Key_Left, Qt.KeyboardModifier.ControlModifier)
    assert window.hand_model.instances() == before


@pytest.mark.rules("6.7")
def test_first_player_token_is_drawn_on_the_holders_side(window):
    window.start_game(bundled())
    ready(window)
    assert window.scene.mat.first_player_token == 0
    image = window.arena_view.viewport().grab().toImage()
    dpr = image.devicePixelRatio()

    def colour_at(x: float, y: float):
        p = window.arena_view.mapFromScene(QPointF(x, y))
        return image.pixelColor(round(p.x() * dpr), round(p.y() * dpr))

    # below the star, inside the coin
    near = colour_at(MARGIN / 2 + 1, BOARD_H - MARGIN / 2 - 1 + MARGIN * 0.32)
    far = colour_at(MARGIN / 2 + 1, MARGIN / 2 + 1 + MARGIN * 0.32)
    assert near.red() > 150 and near.blue() < 120, near.name()  # gold coin
    assert far.green() > far.red(), far.name()  # felt


def play_first_answer(window) -> None:
    """The player at the screen (after any hand-over) makes the first legal answer."""
    if window.handover.isVisible():
        ready(window)
    d = window.session.my_decision()
    a = d.options[0]
    window.select_card(a.card)
    window.table_input.on_square_clicked(a.square)


@pytest.mark.rules("4.4.1", "P9.1")
def test_the_copy_the_player_touched_leaves_and_the_order_survives_hand_overs(window):
    window.start_game(bundled())
    g = window.controller.game
    ready(window)
    key = g.setup.card_key
    window.hand_model.move_card(0, 10)  # Ada arranges her Hand: first card to the end
    hand = window.hand_model.instances()
    pairs = [(a, b) for i, a in enumerate(hand) for b in hand[i + 1:] if key[a] == key[b]]
    assert pairs, "the bundled deck has two copies of a card"
    _first, second = pairs[0]
    row = hand.index(second)
    window.select_card(second)
    window.table_input.on_square_clicked(0)
    play_first_answer(window)  # Boon's turn
    ready(window)  # Ada again
    assert window.session.viewer == 0
    expected = hand[:row] + hand[row + 1:]
    assert [g.defs[c].id for c in window.hand_model.instances()] == \
        [g.defs[c].id for c in expected]
    assert sorted(window.hand_model.instances()) == sorted(g.hands[0])
    # P9.1 and 4.4.1 live in the engine: the window shows its arrangement as it is
    assert window.hand_model.instances() == g.hand_arrangement(0)


@pytest.mark.rules("6.6", "6.7")
def test_new_game_dialog_maps_players_to_seats_by_the_fair_draw_or_a_choice(window, qtbot):
    from momon_desktop.engine.official import fair_first_player

    dialog = window.request_new_game()
    dialog.names[0].setText("Nok")
    dialog.names[1].setText("Pim")
    dialog.deck_boxes[0].setCurrentIndex(1)
    dialog.deck_boxes[1].setCurrentIndex(0)
    # A seed whose draw gives the first turn to player B.
    seed = next(s for s in range(100) if fair_first_player(s) == 1)
    dialog.seed_box.setValue(seed)
    assert "the first turn goes to Pim" in dialog.draw_result.text() and str(seed) in dialog.draw_result.text()
    spec_b = dialog.spec()
    assert [p.name for p in spec_b.players] == ["Pim", "Nok"]
    assert spec_b.draw_seed == seed
    decks = window.card_pool()[1]
    # seat 0 (first) plays Pim's deck, which is bundled deck 0
    assert [c.id for c in spec_b.decks[0]] == list(decks[0].cards)
    dialog.choose_radio.setChecked(True)
    dialog.chosen_first.setCurrentIndex(0)
    spec_a = dialog.spec()
    assert [p.name for p in spec_a.players] == ["Nok", "Pim"] and spec_a.draw_seed is None
    dialog.accept()
    assert window.controller.player_name(0) == "Nok"
    assert window.handover.isVisible() and "First turn: Nok" in window.handover.title.text()


def test_against_a_computer_that_goes_first_the_persons_hand_is_shown_at_once(window, qtbot):
    window.start_game(bundled(kinds=("easy", "human")))
    g = window.controller.game
    assert window.session.viewer == 1 and window.hand_model.rowCount() == 10
    assert window.scene.viewer == 1
    assert not window.handover.isVisible()
    qtbot.waitUntil(lambda: g.to_move == 1, timeout=10_000)
    assert window.session.my_decision() is not None


@pytest.mark.rules("4.7.1")
def test_a_revealed_hand_card_is_shown_large_to_both(window):
    from momon_desktop.engine import TriggeredAbility

    teller = card("teller", 2, (), TriggeredAbility(when="summoned", do="reveal_hand"))
    window.start_game(spec([teller, teller], [card("secret", 4), card("other", 3)]))
    ready(window)
    window.select_card(0)
    window.table_input.on_square_clicked(0)
    g = window.controller.game
    shown = [e for e in g.log if e[1] == "reveal"]
    assert shown
    assert window.preview.card is g.defs[shown[0][3]]
    assert "Revealed from the Hand of Boon (4.7.1)." == window.preview.details


def test_self_test_reports_a_failure_with_its_reason_and_exit_code_1(qapp, monkeypatch, capsys):
    import time

    from momon_desktop.ui import selftest

    def broken(window):
        raise selftest.SelfTestError("the rules log does not list every event")

    monkeypatch.setattr(selftest, "check_views", broken)
    code = selftest.run(qapp, "en", None, time.perf_counter())
    out = capsys.readouterr().out.strip().splitlines()
    assert code == 1
    assert out == ["self-test: FAILED: SelfTestError: the rules log does not list every event"]


def test_a_window_opened_in_thai_names_the_cards_in_thai(qtbot, tmp_path):
    from momon_desktop.ui.text import i18n

    i18n.install_language("th")
    win = build_table(QSettings(str(tmp_path / "th.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.start_game(bundled())
    ready(win)
    g = win.controller.game
    first = win.hand_model.instance_at(0)
    assert win.hand_model.index(0).data(Qt.ItemDataRole.DisplayRole) == \
        g.defs[first].display_name("th")
    assert win.scene.lang == "th" and win.preview.lang == "th"
    assert win.log.sentence(0) == win.controller.describe(g.log[0])
    assert "เกม" in win.log.sentence(1)
    win.close()


def test_the_columns_follow_the_table_when_a_dock_narrows_it(window, qtbot):
    """A dock beside the table (a match's clocks in a low window) narrows the table
    while the window keeps its size: the columns beside the Arena are fitted to the
    table again, and the Arena keeps squares of 90 pixels at least."""
    from PySide6.QtWidgets import QApplication, QDockWidget, QWidget

    from momon_desktop.ui.table.arenamat import CELL_W

    window.resize(1024, 700)
    window.start_game(bundled())
    qtbot.waitUntil(lambda: window.table.width() == 1024)
    QApplication.processEvents()
    before = CELL_W * window.arena_view.transform().m11()
    assert before >= 90
    column = QWidget()
    column.setFixedWidth(130)
    dock = QDockWidget(window)
    dock.setWidget(column)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    qtbot.waitUntil(lambda: window.table.width() < 1024 - 120)
    QApplication.processEvents()
    assert (window.width(), window.height()) == (1024, 700)
    assert CELL_W * window.arena_view.transform().m11() >= 90


def _newest_in_sight(log) -> bool:  # type: ignore[no-untyped-def]
    rect = log.visualItemRect(log.topLevelItem(log.topLevelItemCount() - 1))
    return rect.top() >= 0 and rect.bottom() < log.viewport().height()


def test_the_rules_log_keeps_its_newest_line_in_sight_as_it_gets_smaller(qtbot):
    from momon_desktop.ui.table.ruleslog import RulesLog

    log = RulesLog()
    qtbot.addWidget(log)
    log.resize(320, 320)
    log.show()
    qtbot.waitExposed(log)
    for i in range(30):
        log.append("P8.1", f"Line {i} of the game, long enough to take two lines at this width.")
    log.scroll_to_newest()
    assert _newest_in_sight(log)
    log.resize(320, 170)  # lower: a bar over the table grew
    assert _newest_in_sight(log)
    log.resize(230, 170)  # narrower: every row wraps onto more lines
    assert _newest_in_sight(log)
    # a reader who scrolled back keeps their place
    log.verticalScrollBar().setValue(0)
    log.resize(230, 150)
    assert log.verticalScrollBar().value() == 0


def test_the_prompt_speaks_without_rule_numbers(qtbot, tmp_path):
    """Sentences meant for players carry no rule numbers ("Step 1: Summon", not "Step 1:
    Summon (P8.2)"): the rules log's column and its hover cite them."""
    import re

    from PySide6.QtWidgets import QLabel

    from tests.gui.table_helpers import bundled, make_window

    window = make_window(qtbot, tmp_path)
    window.start_game(bundled(kinds=("human", "easy")))
    g = window.controller.game
    d = window.session.my_decision()
    assert d is not None and d.kind == "summon"
    window.select_card(d.options[0].card)
    window.on_square_hovered(d.options[0].square)
    texts = [label.text() for label in window.prompt.findChildren(QLabel) if label.text()]
    assert any("Summon" in t for t in texts)
    for text in texts:
        assert not re.search(r"\(P\d", text), text
    assert any(window.log.rule(row) for row in range(window.log.topLevelItemCount())) \
        or g.log == []


def test_the_keyboard_cursor_shows_only_with_the_keyboard_and_goes_with_a_new_game(qtbot, tmp_path):
    """The keyboard cursor is not a mark that tells something (the tutorial's square, a
    review's answer given): it is drawn only while the Arena has the keyboard, and a new
    game starts without it."""
    from PySide6.QtCore import QEvent, Qt
    from PySide6.QtGui import QFocusEvent
    from PySide6.QtWidgets import QApplication

    from tests.gui.table_helpers import bundled, make_window

    window = make_window(qtbot, tmp_path)
    window.start_game(bundled(kinds=("human", "easy")))
    overlay, view = window.scene.overlay, window.arena_view
    window.focus_arena()
    QApplication.sendEvent(view, QFocusEvent(QEvent.Type.FocusIn, Qt.FocusReason.TabFocusReason))
    assert overlay.cursor_square >= 0 and overlay.cursor_shown
    QApplication.sendEvent(view, QFocusEvent(QEvent.Type.FocusOut, Qt.FocusReason.TabFocusReason))
    assert not overlay.cursor_shown
    window.start_game(bundled(kinds=("human", "easy"), seed=9))
    assert overlay.cursor_square == -1


def test_a_second_click_soon_after_the_first_on_the_same_square_is_a_click_too(window, qtbot):
    """Qt gives the second of two quick clicks on one place as a double-click: on the
    Arena it is a click like the first (a Summon by click, then the ability's choice of
    that very card, comes as such a pair)."""
    window.show()
    qtbot.waitExposed(window)
    clicked: list[int] = []
    window.scene.square_clicked.connect(clicked.append)
    view = window.arena_view
    centre = view.mapFromScene(cell_rect(6, window.scene.viewer).center())
    # the first click, then the second as Qt delivers it: a double-click event
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert clicked == [6, 6]
