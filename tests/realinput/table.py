"""The main window on the virtual screen, and where a person finds things on it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPointF, QSettings
from PySide6.QtWidgets import QApplication, QWidget

from momon_desktop.engine import Game, Setup
from momon_desktop.ui.assembly import build_table
from momon_desktop.ui.core.controller import GameSpec
from momon_desktop.ui.table.mainwindow import MainWindow
from momon_desktop.ui.table.scene import MARGIN, cell_rect
from tests.realinput.robot import Point, Robot, global_point, scene_point
from tests.realinput.windows import activate


class Table:
    """The main window at a given size, with the places a person points at."""

    def __init__(self, qtbot, robot: Robot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
        self.qtbot = qtbot
        self.robot = robot
        self.window = window

    @classmethod
    def open(cls, qtbot, robot: Robot, folder: Path, size: tuple[int, int]) -> Table:  # type: ignore[no-untyped-def]
        """Show a new main window of ``size`` in the top-left corner of the screen."""
        settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
        window = build_table(settings)
        window.resize(*size)
        window.move(0, 0)
        window.show()
        qtbot.waitExposed(window)
        activate(qtbot, window, robot)
        return cls(qtbot, robot, window)

    def activate(self, window: QWidget | None = None) -> None:
        """Give the keyboard to ``window`` (the table by default), as a person does by
        clicking on it."""
        activate(self.qtbot, window or self.window, self.robot)

    def close(self) -> None:
        """Close the window and every window it opened."""
        for top in QApplication.topLevelWidgets():
            if top is not self.window and top.isVisible():
                top.close()
        self.window.close()
        QApplication.processEvents()
        self.window.deleteLater()
        QApplication.processEvents()

    # ------------------------------------------------------------------ the game

    @property
    def game(self) -> Game:
        """The game on the table."""
        game = self.window.controller.game
        assert game is not None
        return game

    def start(self, spec: GameSpec) -> None:
        """Start a game of ``spec`` and wait until its first decision is shown."""
        self.window.start_game(spec)
        self.qtbot.waitUntil(lambda: self.window.controller.game is not None)

    def start_at_last_summon(self, spec: GameSpec) -> Game:
        """Start a game of ``spec`` whose second seat is the person, played on (first
        legal answers) up to that person's last turn Summon (turn 16, 7.1.1); returns it."""
        game = Setup(spec.decks[0], spec.decks[1]).new_game(spec.seed)
        while True:
            d = game.awaiting
            assert d is not None and not game.over, "the game ended before its last turn"
            if d.player == 1 and d.is_turn_summon and game.turns == [8, 7]:
                break
            game.apply(d.options[0])
        self.window.start_game(spec, resume=game)
        self.wait_for_person("summon")
        return game

    def wait_for_person(self, kind: str | None = None, timeout: int = 10000) -> None:
        """Wait until the person at the screen is asked to decide (of ``kind``)."""
        def ready() -> bool:
            d = self.window.session.my_decision()
            return d is not None and (kind is None or d.kind == kind) \
                and not self.window.scene.animating
        self.qtbot.waitUntil(ready, timeout=timeout)

    # ------------------------------------------------------------------ places

    def square_point(self, square: int) -> Point:
        """The centre of ``square`` on the screen, seen from the current side."""
        scene = self.window.scene
        return scene_point(self.window.arena_view, cell_rect(square, scene.viewer).center())

    def arena_frame_point(self, square: int) -> Point:
        """A point on the Arena's frame (outside every square), below ``square``'s column,
        where a pointer coming up from the Hand enters the Arena."""
        scene = self.window.scene
        cell = cell_rect(square, scene.viewer)
        edge = scene.sceneRect().bottom() - MARGIN / 2
        return scene_point(self.window.arena_view, QPointF(cell.center().x(), edge))

    def hand_point(self, row: int) -> Point:
        """The centre of the Hand card in ``row``, scrolled into view first."""
        view = self.window.hand_view
        index = self.window.hand_model.index(row)
        view.scrollTo(index)
        QApplication.processEvents()
        rect = view.visualRect(index)
        assert view.viewport().rect().contains(rect.center()), "the card is not in view"
        return global_point(view.viewport(), rect.center())

    # ------------------------------------------------------------------ gestures

    def drag_to_square(self, row: int, square: int, *, via_frame: bool = True,
                       slow: bool = True) -> None:
        """Drag the Hand card in ``row`` onto ``square``: entering the Arena over its
        frame first (as almost every drag does) or straight onto the square."""
        start = self.hand_point(row)
        waypoints = [self.arena_frame_point(square)] if via_frame else []
        self.robot.drag(start, waypoints, self.square_point(square),
                        steps_per_leg=14 if slow else 2, interval=12 if slow else 0)

    def click_square(self, square: int) -> None:
        """Click ``square`` on the Arena."""
        self.robot.click_at(self.square_point(square))

    def click_hand(self, row: int) -> None:
        """Click the Hand card in ``row``."""
        self.robot.click_at(self.hand_point(row))
