"""Pacing, with the real pointer: the mover sees their snatches before the hot-seat
hand-over, the next player sees the move they missed replayed after Ready ("while you
were away"), and the computer's move comes after its think time and is shown the same
way (P9.1, P10.3, P10.5; 4.4.1 and 4.5.2 still hide the mover's Hand before Ready)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject, QPointF
from PySide6.QtGui import QColor, QGuiApplication, QImage
from PySide6.QtWidgets import QApplication

from momon_desktop.engine.events import Summoned
from momon_desktop.ui.core.controller import Changes
from momon_desktop.ui.look import cardpainter as cp
from momon_desktop.ui.table.arenamat import SEATS, card_rect_in, cell_rect
from tests.gui.table_helpers import ALL, card, spec
from tests.realinput.robot import global_point

pytestmark = [pytest.mark.gui, pytest.mark.rules("P9.1", "P10.3", "P10.5", "4.4.1", "4.5.2")]

# A1 and the square above it, A2: a Summon on A2 sees A1 (P10.2)
A1, A2 = 0, 4


def blind() -> object:
    """A weak Momon with no Snatch-Sight: it never snatches and never sees back."""
    return card("blind", 2)


def seer() -> object:
    """A strong Momon that sees all round: it snatches any weaker neighbour (P10.3)."""
    return card("seer", 5, ALL)


class ShowWatcher(QObject):
    """Notes the state of the table at the moment the hand-over screen is shown."""

    def __init__(self, window, snatched) -> None:  # type: ignore[no-untyped-def]
        super().__init__()
        self.window = window
        self.snatched = snatched
        self.at_show: list[dict[str, object]] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show:
            scene = self.window.scene
            item = scene.cards.get(self.snatched())
            self.at_show.append({
                "animating": scene.animating,
                "holding": scene.holding,
                "turn": item.token.turn if item is not None else None,
                "shown": item.shown_controller if item is not None else None,
                "hand_rows": self.window.hand_model.rowCount(),
            })
        return False


def screen_image(widget) -> QImage:  # type: ignore[no-untyped-def]
    """What the screen shows of ``widget`` now, read back from the X server."""
    QApplication.processEvents()
    top = global_point(widget, widget.rect().topLeft())
    screen = QGuiApplication.primaryScreen()
    return screen.grabWindow(0, top[0], top[1], widget.width(), widget.height()).toImage()


def near(colour: QColor, target: QColor, tolerance: int = 40) -> bool:
    return all(abs(a - b) <= tolerance for a, b in (
        (colour.red(), target.red()), (colour.green(), target.green()),
        (colour.blue(), target.blue())))


def any_pixel_near(image: QImage, view, scene_point: QPointF, target: QColor,  # type: ignore[no-untyped-def]
                   radius: int = 3) -> bool:
    """Whether a pixel within ``radius`` of ``scene_point`` (on the Arena) is ``target``."""
    centre = view.mapFromScene(scene_point)
    for dx in range(-radius, radius + 1):
        for dy in range(-radius, radius + 1):
            x, y = centre.x() + dx, centre.y() + dy
            if 0 <= x < image.width() and 0 <= y < image.height() and \
                    near(image.pixelColor(x, y), target):
                return True
    return False


def arrow_middle(square_from: int, square_to: int, viewer: int) -> QPointF:
    """The middle of the trail's arrow between two squares' cards."""
    a, b = cell_rect(square_from, viewer).center(), cell_rect(square_to, viewer).center()
    return QPointF((a.x() + b.x()) / 2, (a.y() + b.y()) / 2)


def outline_point(square: int, viewer: int) -> QPointF:
    """A point on the outline the trail draws round the summoned card (its left edge)."""
    rect = card_rect_in(cell_rect(square, viewer)).adjusted(-5, -5, 5, 5)
    return QPointF(rect.left(), rect.center().y() + rect.height() * 0.25)


def first_summons(table) -> None:  # type: ignore[no-untyped-def]
    """Ada (first) Summons a blind card on A1 by a real drag; Boon takes the screen."""
    w = table.window
    table.qtbot.waitUntil(w.handover.isVisible)
    table.robot.click_button(w.handover.ready_button)
    table.wait_for_person("summon")
    table.drag_to_square(0, A1)
    table.qtbot.waitUntil(w.handover.isVisible, timeout=10000)
    table.robot.click_button(w.handover.ready_button)
    table.wait_for_person("summon")
    assert w.session.viewer == 1


def test_the_mover_sees_the_snatch_before_the_hand_over_and_the_next_player_sees_it_again(table):
    table.start(spec([blind() for _ in range(10)], [seer() for _ in range(10)]))
    w = table.window
    assert w.pace.name == "normal"  # what a person gets by default
    first_summons(table)
    g = table.game
    snatched = g.board[A1]
    assert g.ctrl[snatched] == 0
    watcher = ShowWatcher(w, lambda: snatched)
    w.handover.installEventFilter(watcher)
    # Boon drags a seer onto A2: it snatches Ada's card on A1 (P10.3(b), P10.5).
    table.drag_to_square(0, A2)
    states: list[tuple[bool, bool, bool]] = []

    def note() -> bool:
        state = (w.scene.animating, w.scene.holding, w.handover.isVisible())
        if not states or states[-1] != state:
            states.append(state)
        return w.handover.isVisible()

    table.qtbot.waitUntil(note, timeout=10000)
    w.handover.removeEventFilter(watcher)
    assert g.ctrl[snatched] == 1
    # First the snatch plays, then the mover looks at it, then the screen is covered.
    assert (True, False, False) in states and (True, True, False) in states
    assert states.index((True, False, False)) < states.index((True, True, False))
    assert states[-1] == (False, False, True)
    # At the moment the hand-over screen was shown the token had turned over and the
    # card was in Boon's colour; Boon's Hand was already hidden (4.4.1).
    assert watcher.at_show == [{"animating": False, "holding": False, "turn": 1.0, "shown": 1,
                                "hand_rows": 0}]
    assert w.session.viewer == -1

    # Ada comes back: Boon's Summon and its snatch are played again on her Arena.
    shown: list[int] = []
    table.robot.click_button(w.handover.ready_button)
    item = w.scene.cards[snatched]
    table.qtbot.waitUntil(lambda: shown.append(item.shown_controller) or not w.scene.animating,
                          timeout=10000)
    assert w.session.viewer == 0 and w.scene.viewer == 0
    assert shown[0] == 0 and shown[-1] == 1, "the snatch was not replayed from Ada's side"
    overlay = w.scene.overlay
    assert overlay.trail_player == 1
    assert overlay.trail_squares() == {"summoned": [A2], "snatched": [A1]}
    line = w.prompt.preview_label.text()
    assert line.startswith("While you were away: Boon Summoned Seer onto A2")
    assert "changed sides: Seer took it for Boon" in line and w.prompt.preview_label.isVisible()
    # On the screen: the arrow from A2 to A1 and the outline round A2 in Boon's colour.
    orange = cp.SEAT_COLOURS[SEATS[1]]
    image = screen_image(w.arena_view.viewport())
    assert any_pixel_near(image, w.arena_view, arrow_middle(A2, A1, 0), orange)
    assert any_pixel_near(image, w.arena_view, outline_point(A2, 0), orange)

    # Ada acts (picks a card): the account of Boon's move goes.
    table.click_hand(0)
    table.qtbot.waitUntil(lambda: w.session.selected >= 0)
    assert overlay.trail_player == -1 and not overlay.trail_arrows
    assert "While you were away" not in w.prompt.preview_label.text()


def test_the_computer_answers_after_its_think_time_and_its_move_is_shown(table):
    table.start(spec([blind() for _ in range(10)], [seer() for _ in range(10)],
                     kinds=("human", "normal")))
    w = table.window
    c = w.controller
    table.wait_for_person("summon")
    states: list[tuple[str, int]] = []
    c.thinking_changed.connect(lambda seat, on: states.append(("thinking" if on else "done",
                                                              len(table.game.history))))
    c.answer_held.connect(lambda seat: states.append(("held", len(table.game.history))))

    def applied(changes: Changes) -> None:
        if changes.of(Summoned):
            states.append(("applied", len(table.game.history)))

    c.changed.connect(applied)
    table.drag_to_square(0, A1)
    table.qtbot.waitUntil(lambda: len(table.game.history) >= 2, timeout=15000)
    table.wait_for_person("summon")
    # Ada's own Summon, then the computer: thinking, its answer found and held back
    # (not applied: the history is unchanged), then applied once the think time is over.
    kinds = [k for k, _n in states]
    assert kinds[kinds.index("thinking"):] == ["thinking", "held", "done", "applied"]
    held_at = dict((k, n) for k, n in states)["held"]
    assert held_at == 1 and dict((k, n) for k, n in states)["applied"] == 2
    g = table.game
    square = next(sq for sq in range(16) if g.board[sq] >= 0 and g.setup.owner[g.board[sq]] == 1)
    overlay = w.scene.overlay
    assert overlay.trail_player == 1 and overlay.trail_squares()["summoned"] == [square]
    snatched = [sq for sq in range(16) if g.board[sq] >= 0 and g.setup.owner[g.board[sq]] == 0
                and g.ctrl[g.board[sq]] == 1]
    assert overlay.trail_squares()["snatched"] == snatched
    line = w.prompt.preview_label.text()
    assert line.startswith("Boon Summoned Seer onto ") and "While you were away" not in line
    orange = cp.SEAT_COLOURS[SEATS[1]]
    image = screen_image(w.arena_view.viewport())
    assert any_pixel_near(image, w.arena_view, outline_point(square, 0), orange)


def test_the_animation_speed_is_chosen_in_the_view_menu_and_kept(table):
    w = table.window
    table.robot.key("alt+v")
    menu = w.view_menu
    table.qtbot.waitUntil(menu.isVisible)
    speed = w.action_registry.menu("animation")
    table.robot.click_at(global_point(menu, menu.actionGeometry(speed.menuAction()).center()))
    table.qtbot.waitUntil(speed.isVisible)
    off = w.animation_actions["off"]
    table.robot.click_at(global_point(speed, speed.actionGeometry(off).center()))
    table.qtbot.waitUntil(lambda: w.pace.name == "off")
    assert w.settings.value("animation_speed") == "off" and off.isChecked()
    assert not w.scene.pace.animated


@pytest.mark.rules("PM.3")
def test_in_a_timed_match_no_clock_runs_while_the_mover_looks_at_the_move(table):
    """A hot-seat match with a clock: the mover's bank stops at their Summon (a real
    drag), neither bank runs while the move plays out and the mover looks at it, and the
    next player's bank runs from the moment the hand-over screen asks for them."""
    from tests.gui.match_helpers import start_match

    w = table.window
    assert w.pace.name == "normal"
    session = start_match(w, None)
    clock = session.match.clock
    game = session.match.current
    assert clock is not None and game is not None
    table.qtbot.waitUntil(w.handover.isVisible)
    table.robot.click_button(w.handover.ready_button)
    table.wait_for_person("summon")
    mover = game.side_of_seat(w.session.viewer)
    assert clock.running == mover
    g = table.game
    states: list[tuple[bool, bool, str | None]] = []

    def note() -> bool:
        state = (w.scene.animating, w.handover.isVisible(), clock.running)
        if not states or states[-1] != state:
            states.append(state)
        return w.handover.isVisible()

    c = w.controller
    c.decision_needed.connect(lambda _d: note())
    table.drag_to_square(0, g.empty_squares()[0])
    table.qtbot.waitUntil(note, timeout=10000)
    nxt = "b" if mover == "a" else "a"
    # from the decision on: the move shown, no bank running; then the hand-over, the
    # next player's bank running
    assert states[0] == (True, False, None), states
    assert all(running is None for _a, shown, running in states if not shown), states
    assert states[-1] == (False, True, nxt), states
    assert clock.running == nxt
