"""The game review window: opened from the result screen, the replay viewer and the
Game menu; the analysis off the UI thread with its progress and cancel; the graph, the
list, next mistake, the better move on the board and Try from here."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest

from momon_desktop.ai import TOP_LEVEL
from momon_desktop.ai.review import MARKS, ReviewCancelled
from momon_desktop.engine import Summon, square_name
from momon_desktop.storage import Replay
from momon_desktop.ui.assembly import build_table
from momon_desktop.ui.features.persistence import GamePersistence
from momon_desktop.ui.features.review import GameReview
from momon_desktop.ui.features.reviewwindow import ReviewWindow
from tests.gui.table_helpers import bundled

pytestmark = pytest.mark.gui

NODES = 600


@pytest.fixture
def table(qtbot, tmp_path):
    win = build_table(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    win.feature(GameReview).nodes = NODES
    yield win
    for w in win.feature(GameReview).windows:
        w.close()
    win.close()


def finish_game(table) -> None:  # type: ignore[no-untyped-def]
    table.start_game(bundled(seed=13))
    c = table.controller
    while not c.game.over:
        c.submit(c.decision.options[-1])


def open_from_result(qtbot, table) -> ReviewWindow:  # type: ignore[no-untyped-def]
    finish_game(table)
    qtbot.waitUntil(lambda: table.game_end.result_dialog is not None and table.game_end.result_dialog.isVisible())
    assert table.game_end.result_dialog.review_button.isEnabled()
    QTest.mouseClick(table.game_end.result_dialog.review_button, Qt.MouseButton.LeftButton)
    win = table.feature(GameReview).windows[-1]
    return win


def wait_done(qtbot, win: ReviewWindow) -> None:
    with qtbot.waitSignal(win.analysis_done, timeout=60000) as blocker:
        pass
    assert blocker.args == [True]


def test_the_result_screens_review_analyses_every_decision(qtbot, table):
    win = open_from_result(qtbot, table)
    assert win.analysing and win.progress.isVisible()
    assert not win.try_button.isEnabled()
    wait_done(qtbot, win)
    history = table.controller.game.history
    assert len(win.reviews) == len(history) == win.list.count()
    assert {r.mark for r in win.reviews} <= set(MARKS)
    assert not win.progress.isVisible() and win.try_button.isEnabled()
    assert win.progress.value() == len(history)
    # The graph has one point per decision; a click on one goes there.
    assert len(win.graph.values) == len(history)
    point = win.graph.point(3).toPoint()
    QTest.mouseClick(win.graph, Qt.MouseButton.LeftButton, pos=point)
    assert win.current == 3 and win.list.currentRow() == 3


def test_next_mistake_walks_the_marked_decisions_and_shows_the_better_move(qtbot, table):
    win = open_from_result(qtbot, table)
    wait_done(qtbot, win)
    marked = win.mistake_indexes()
    assert marked, "playing the last option every time makes mistakes"
    win.go_to(0)
    seen = []
    for _ in marked:
        QTest.mouseClick(win.next_button, Qt.MouseButton.LeftButton)
        seen.append(win.current)
    assert seen == [i for i in marked if i > 0] + ([0] if 0 in marked else [])
    r = win.reviews[win.current]
    assert r.mark != "best" and "Better:" in win.reason.text()
    if isinstance(r.best, Summon):
        assert win.board.best_square == r.best.square
        assert win.positions[r.index].defs[r.best.card].display_name("en") == win.board.best_label
    QTest.keyClick(win, Qt.Key.Key_N)
    assert win.current == ([i for i in marked if i > r.index] or marked)[0]


def test_cancel_stops_the_analysis_and_close_and_escape_put_it_away(qtbot, table):
    win = open_from_result(qtbot, table)
    qtbot.waitUntil(lambda: win.progress.value() >= 1, timeout=30000)
    # The worker stops at the next decision: the review ends with ReviewCancelled,
    # whose answer is dropped.
    with qtbot.waitSignal(win.background.settled, timeout=30000,
                          check_params_cb=lambda v: isinstance(v, ReviewCancelled)):
        with qtbot.waitSignal(win.analysis_done) as blocker:
            QTest.mouseClick(win.cancel_button, Qt.MouseButton.LeftButton)
        assert blocker.args == [False]
        assert not win.analysing
    assert not win.reviews and win.progress.value() < len(win.answers)
    # Start again analyses the whole game.
    assert win.again_button.isVisible() and not win.cancel_button.isVisible()
    QTest.mouseClick(win.again_button, Qt.MouseButton.LeftButton)
    assert win.analysing and win.cancel_button.isVisible()
    wait_done(qtbot, win)
    assert len(win.reviews) == len(win.answers)
    QTest.keyClick(win, Qt.Key.Key_Escape)
    assert not win.isVisible()


def test_try_from_here_plays_on_at_that_position_against_the_computer(qtbot, table):
    win = open_from_result(qtbot, table)
    wait_done(qtbot, win)
    index = 4
    win.go_to(index)
    before = win.positions[index]
    seat = win.seats[index]
    QTest.mouseClick(win.try_button, Qt.MouseButton.LeftButton)
    assert not win.isVisible()
    c = table.controller
    g = c.game
    assert not g.over and g.state_hash() == before.state_hash()
    assert len(g.history) == index
    assert c.players[seat].is_human and c.players[1 - seat].kind == TOP_LEVEL == "expert"
    review = table.feature(GameReview)
    assert review.owns_game() and not review.keeps_record()
    assert table.feature(GamePersistence).practice_only()


def test_the_replay_viewer_and_the_game_menu_open_the_review(qtbot, table):
    finish_game(table)
    qtbot.waitUntil(lambda: table.game_end.result_dialog is not None)
    table.game_end.result_dialog.close()
    review = table.feature(GameReview)
    assert review.action.isEnabled()
    review.action.trigger()
    wait_done(qtbot, review.windows[-1])
    review.windows[-1].close()
    viewer = table.feature(GamePersistence).files.replay_current_game()
    qtbot.addWidget(viewer)
    assert viewer.review_button.isVisible()
    QTest.mouseClick(viewer.review_button, Qt.MouseButton.LeftButton)
    win = review.windows[-1]
    assert win.parent() is viewer and isinstance(win.replay, Replay)
    wait_done(qtbot, win)
    # The viewer follows the decision the review shows: the position before it.
    win.go_to(5)
    assert viewer.position == 5
    QTest.mouseClick(win.close_button, Qt.MouseButton.LeftButton)
    assert not win.isVisible()
    viewer.close()


def test_the_review_follows_the_apps_language(qtbot, table):
    win = open_from_result(qtbot, table)
    wait_done(qtbot, win)
    english = win.title.text(), win.list.item(0).text()
    table.set_language("th")
    qtbot.waitUntil(lambda: win.lang == "th")
    assert win.title.text() != english[0] and win.list.item(0).text() != english[1]
    table.set_language("en")
    qtbot.waitUntil(lambda: win.lang == "en")
    assert (win.title.text(), win.list.item(0).text()) == english


@pytest.mark.rules("P10.3")
def test_the_better_moves_reason_points_at_the_board_with_its_rule(qtbot, table):
    """A decision where the better answer snatches: the reason names the card it takes
    and its square, in the Suggest bar's words, with the rule one hover away."""
    win = open_from_result(qtbot, table)
    wait_done(qtbot, win)
    taking = [r for r in win.reviews if r.mark != "best" and r.best_snatched]
    assert taking, "the last option every time leaves snatches on the table"
    r = taking[0]
    win.go_to(r.index)
    before = win.positions[r.index]
    text = win.reason.text()
    for square in r.best_snatched:
        name = before.defs[before.board[square]].display_name("en")
        assert name in text and square_name(square) in text
    assert 'href="rule:P10.3"' in text
    # the rule number, hovered, shows the rule's explanation
    win._on_rule_hovered("rule:P10.3")
    assert win.reason.toolTip().startswith("P10.3: ") and len(win.reason.toolTip()) > 12


def test_the_decision_list_reads_whole_without_a_horizontal_scroll(qtbot, table):
    win = open_from_result(qtbot, table)
    wait_done(qtbot, win)
    win.resize(win.minimumSizeHint().width(), 640)  # a small screen's window
    qtbot.waitUntil(lambda: win.list.viewport().width() < 400)
    view = win.list
    assert view.horizontalScrollBar().maximum() == 0
    width = view.viewport().width()
    metrics = view.fontMetrics()
    for row in range(view.count()):
        item = view.item(row)
        rect = view.visualItemRect(item)
        assert rect.left() >= 0 and rect.right() <= width, (row, rect, width)
        # the words wrap inside the row: its mark ("?! inaccuracy") is read, not cut
        needed = metrics.boundingRect(0, 0, rect.width() - 8, 10_000,
                                      int(Qt.TextFlag.TextWordWrap), item.text())
        assert needed.height() <= rect.height(), (row, item.text(), rect)


def test_the_words_under_the_board_never_lie_over_it(qtbot, table):
    """At the review's least size the caption and the reason scroll under the board,
    where they were drawn over its lower rows; at its first size they show whole."""
    from PySide6.QtCore import QRect

    win = open_from_result(qtbot, table)
    wait_done(qtbot, win)
    win.list.setCurrentRow(3)

    def place(widget) -> QRect:  # type: ignore[no-untyped-def]
        return QRect(widget.mapTo(win, widget.rect().topLeft()), widget.size())

    for size in ((1, 1), (424, 1), (424, 640), (980, 680)):
        win.resize(*size)  # Qt keeps the window at its least size or more
        # the words' new width sets their height, and the window's least size follows
        qtbot.waitUntil(lambda: not place(win.board).intersects(place(win.words)))
        board, words = place(win.board), place(win.words)
        assert words.top() >= board.bottom()
        assert win.words.height() >= min(win.words.widget().heightForWidth(
            win.words.viewport().width()), win.words.MOST)
    # at the first size the words show whole, without a scroll
    assert win.words.verticalScrollBar().maximum() <= 0 or win.words.height() >= win.words.MOST
