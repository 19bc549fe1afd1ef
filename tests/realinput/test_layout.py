"""The table's layout, measured on the real window at every window size the screen of
this run holds: the Arena is the largest thing on it, its squares are at least 90
logical pixels wide, a whole Hand of 10 (6.2) is in view without scrolling from
1280 × 800 up, the prompt's lines are never cut off, the rules log shows several lines,
the suggestion bar keeps off the Arena, and every window opens within the screen.

The screen is 1920 × 1080 in the real-input run; ``test_layout_screens.py`` runs this
module again on a 1366 × 768 laptop screen, on a 3840 × 2160 screen and on that screen
at twice the scale (``QT_SCALE_FACTOR=2``: 1920 × 1080 logical pixels)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QWidget

from momon_desktop.ui.features.hints import HintService
from momon_desktop.ui.table.mainwindow import MainWindow
from momon_desktop.ui.table.scene import CELL_W
from tests.gui.table_helpers import bundled
from tests.realinput.robot import combo
from tests.realinput.table import Table
from tests.realinput.windows import click_menu_item, menu_paths, open_windows, window_name

pytestmark = [pytest.mark.gui]

SIZES = [(1024, 700), (1280, 800), (1366, 768), (1920, 1080), (2560, 1440), (3840, 2160)]
SMALLEST = (1024, 700)
LEAST_SQUARE = 90.0


def screen_area() -> QRect:
    screen = QApplication.primaryScreen()
    assert screen is not None
    return screen.availableGeometry()


def on_screen(widget: QWidget) -> QRect:
    """Where ``widget`` is on the screen."""
    return QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())


def board_on_screen(window: MainWindow) -> QRect:
    """Where the Arena's board (the Mat with its coordinates) is drawn on the screen."""
    view = window.arena_view
    rect = view.viewportTransform().mapRect(view.scene().sceneRect()).toRect()
    return QRect(view.viewport().mapToGlobal(rect.topLeft()), rect.size())


def square_size(window: MainWindow) -> float:
    """The width of one square of the Arena on the screen."""
    return CELL_W * window.arena_view.transform().m11()


@pytest.fixture
def sized(qtbot, tmp_path, robot, request):  # type: ignore[no-untyped-def]
    """The table at the size the test is parametrized with, a game against the computer
    on it and the person to Summon from a whole Hand."""
    size = request.param
    area = screen_area()
    if size[0] > area.width() or size[1] > area.height():
        pytest.skip(f"the screen of this run is {area.width()}x{area.height()}")
    t = Table.open(qtbot, robot, tmp_path, size)
    qtbot.waitUntil(lambda: (t.window.width(), t.window.height()) == size)
    t.start(bundled(kinds=("human", "easy"), seed=8))
    t.wait_for_person("summon")
    qtbot.waitUntil(lambda: t.window.hand_model.rowCount() == 10)
    yield t
    t.close()


def ids(sizes: list[tuple[int, int]]) -> list[str]:
    return [f"{w}x{h}" for w, h in sizes]


@pytest.mark.parametrize("sized", SIZES, ids=ids(SIZES), indirect=True)
def test_the_arena_is_the_largest_thing_on_the_table(sized):
    w = sized.window
    sized.qtbot.waitUntil(w.arena_view.settled)  # the largest scale, once the size stays
    board = board_on_screen(w)
    assert square_size(w) >= LEAST_SQUARE, f"squares of {square_size(w):.1f} px"
    assert on_screen(w.arena_view).contains(board), "the Arena is cut off"
    others = {"far player": w.far_panel, "near player": w.near_panel, "prompt": w.prompt,
              "card preview": w.preview, "rules log": w.log, "Hand": w.hand_view}
    area = board.width() * board.height()
    for name, widget in others.items():
        if widget.isVisible():
            assert widget.width() * widget.height() < area, \
                f"the {name} ({widget.width()}x{widget.height()}) is larger than the Arena " \
                f"({board.width()}x{board.height()})"
            assert not on_screen(widget).intersects(board), f"the {name} covers the Arena"


@pytest.mark.parametrize("sized", SIZES, ids=ids(SIZES), indirect=True)
def test_a_whole_hand_is_in_view(sized):
    w = sized.window
    size = (w.width(), w.height())
    view = w.hand_view
    # promised from 1280 x 800 up, and true from 1024 x 700
    assert not view.horizontalScrollBar().isVisible(), f"the Hand scrolls at {size}"
    viewport = view.viewport().rect()
    for row in range(w.hand_model.rowCount()):
        rect = view.visualRect(w.hand_model.index(row))
        assert viewport.contains(rect), f"card {row + 1} at {rect} is not all in view"


@pytest.mark.parametrize("sized", SIZES, ids=ids(SIZES), indirect=True)
def test_the_prompt_and_the_log_are_readable(sized):
    """With a card picked and the pointer over a square the prompt says what the Summon
    would do, and every line of it is in view; the log shows several lines."""
    w = sized.window
    sized.click_hand(0)
    sized.qtbot.waitUntil(lambda: w.session.selected >= 0)
    square = min(w.scene.overlay.legal)
    sized.robot.move(sized.square_point(square))
    sized.qtbot.waitUntil(lambda: w.prompt.preview_label.isVisible())
    prompt = w.prompt
    needed = prompt.layout().totalHeightForWidth(prompt.width())
    assert prompt.height() >= needed, f"the prompt needs {needed} px and has {prompt.height()}"
    lines = w.log.viewport().height() // w.log.fontMetrics().lineSpacing()
    assert lines >= 5, f"the rules log shows {lines} lines"


@pytest.mark.parametrize("sized", [SMALLEST], ids=ids([SMALLEST]), indirect=True)
def test_the_prompt_is_readable_in_thai(sized):
    """The Thai interface's lines are longer; none is cut off at the smallest size."""
    from momon_desktop.ui.text.i18n import current_language

    w = sized.window
    w.set_language("th")
    sized.qtbot.waitUntil(lambda: current_language() == "th")
    test_the_prompt_and_the_log_are_readable(sized)
    # back to English while the window's features are there to follow
    w.set_language("en")
    sized.qtbot.waitUntil(lambda: w.game_menu.title() == "&Game")


@pytest.mark.parametrize("sized", [SMALLEST, (1366, 768), (1920, 1080)],
                         ids=ids([SMALLEST, (1366, 768), (1920, 1080)]), indirect=True)
def test_the_suggestion_bar_keeps_off_the_arena(sized):
    w = sized.window
    hints = w.feature(HintService)
    assert hints is not None
    sized.qtbot.waitUntil(hints.button.isVisible)
    assert not on_screen(hints.button).intersects(board_on_screen(w))
    sized.robot.key(combo(hints.action.shortcut()))
    sized.qtbot.waitUntil(lambda: hints.bar.isVisible() and hints.suggestion is not None,
                          timeout=30000)
    bar = on_screen(hints.bar)
    assert not bar.intersects(board_on_screen(w)), f"the bar {bar} is over the Arena"
    assert screen_area().contains(bar)
    sized.robot.click_button(hints.bar.close_button)
    sized.qtbot.waitUntil(lambda: not hints.bar.isVisible())


WINDOWS = ["game.new", "game.new_match", "game.match_history", "play.puzzles",
           "cards.browse", "cards.deck_builder", "play.their_void", "help.how_to_play",
           "help.glossary"]


def test_every_window_opens_within_the_screen(qtbot, tmp_path, robot):
    """The table at its own first size, and each window opened from its menus."""
    from PySide6.QtCore import QSettings

    from momon_desktop.ui.assembly import build_table
    from tests.realinput.windows import activate

    window = build_table(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    window.show()
    qtbot.waitExposed(window)
    activate(qtbot, window, robot)
    t = Table(qtbot, robot, window)
    try:
        area = screen_area()
        assert area.contains(window.frameGeometry()), \
            f"the table {window.frameGeometry()} is not within {area}"
        t.start(bundled(kinds=("human", "easy"), seed=8))
        t.wait_for_person("summon")

        def opened_by(action_id: str) -> QWidget:
            paths = {p[-1]: p for p in menu_paths(window)}
            before = set(open_windows())
            click_menu_item(qtbot, robot, window, paths[window.action_registry.action(action_id)])
            qtbot.waitUntil(lambda: bool(set(open_windows()) - before))
            (opened,) = set(open_windows()) - before
            qtbot.waitExposed(opened)
            return opened

        def check_and_close(opened: QWidget) -> None:
            assert area.contains(opened.frameGeometry()), \
                f"{window_name(opened)} at {opened.frameGeometry()} is not within {area}"
            opened.close()
            qtbot.waitUntil(lambda: opened not in open_windows())
            t.activate()

        for action_id in WINDOWS:
            check_and_close(opened_by(action_id))
        # the result of a finished game, and its replay
        window.controller.concede(window.session.person_at_screen())
        qtbot.waitUntil(lambda: window.game_end.result_dialog is not None
                        and window.game_end.result_dialog.isVisible())
        check_and_close(window.game_end.result_dialog)
        replay = opened_by("game.replay_current")
        # the replay's Hands lie whole in one row too
        for view in (replay.near_hand, replay.far_hand):  # type: ignore[attr-defined]
            if view.isVisible():
                qtbot.waitUntil(lambda view=view: view.model().rowCount() > 0)
                assert not view.horizontalScrollBar().isVisible()
        check_and_close(replay)
    finally:
        t.close()


MATCH_SIZES = [SMALLEST, (1366, 768), (1920, 1080)]


@pytest.mark.parametrize("sized", MATCH_SIZES, ids=ids(MATCH_SIZES), indirect=True)
def test_a_match_keeps_the_arena_as_large(sized):
    """A match with a clock started from its menu with the pointer: its bar sits over the
    table, or beside it as a narrow column in a window lower than 900 pixels, and the
    squares stay at least 90 pixels wide with the bar clear of the Arena."""
    from momon_desktop.ui.match.matchscore import COMPACT_BELOW
    from momon_desktop.ui.match.matchscreen import MatchDesk

    w = sized.window
    qtbot, robot = sized.qtbot, sized.robot
    desk = w.feature(MatchDesk)
    assert desk is not None
    paths = {p[-1]: p for p in menu_paths(w)}
    click_menu_item(qtbot, robot, w, paths[w.action_registry.action("game.new_match")])
    qtbot.waitUntil(lambda: desk.setup_dialog is not None and desk.setup_dialog.isVisible())
    setup = desk.setup_dialog
    if not setup.clock_check.isChecked():  # with the clock: the bar at its fullest
        box = setup.clock_check
        # on the box itself: the check box is wider than its text
        robot.click(box, QPoint(box.style().pixelMetric(box.style().PixelMetric.PM_IndicatorWidth,
                                                        None, box) // 2 + 2, box.height() // 2))
        qtbot.waitUntil(box.isChecked)
    robot.click_button(setup.buttons.button(setup.buttons.StandardButton.Ok))
    qtbot.waitUntil(lambda: desk.session is not None and desk.session.roll_dialog is not None
                    and desk.session.roll_dialog.isVisible())
    session = desk.session
    roll = session.roll_dialog
    qtbot.waitUntil(roll.continue_button.isEnabled, timeout=10_000)
    robot.click_button(roll.continue_button)
    qtbot.waitUntil(lambda: session.choice_dialog is not None
                    and session.choice_dialog.isVisible())
    choice = session.choice_dialog
    robot.click_button(choice.continue_button if choice.computer is not None
                       else choice.take_button)
    qtbot.waitUntil(desk.owns_game)
    qtbot.waitUntil(lambda: session.dock.isVisible() and w.hand_model.rowCount() > 0)
    # the layout follows the dock's arrival
    qtbot.waitUntil(lambda: not on_screen(session.bar).intersects(board_on_screen(w)))
    qtbot.waitUntil(w.arena_view.settled)
    assert square_size(w) >= LEAST_SQUARE, f"squares of {square_size(w):.1f} px in a match"
    assert session.bar.compact == (w.height() < COMPACT_BELOW)
    bar = on_screen(session.bar)
    assert not bar.intersects(board_on_screen(w)), f"the match bar {bar} is over the Arena"
    assert on_screen(w).contains(bar)
    for face in session.bar.clocks.values():
        assert face.isVisible() and face.height() >= face.minimumHeight()
    session.close()
