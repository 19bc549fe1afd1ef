"""The end of a game on the table (7.3): the result screen, once the last move has
played out, with its New game and Rematch buttons.

An object the main window owns (:class:`GameEnd`); a game that belongs to a feature (a
match game, a practice puzzle) ends on that feature's own screen instead.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from momon_desktop.engine import Game, GameResult
from momon_desktop.ui.table.dialogs import ResultDialog, rematch_spec, rematch_text

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtCore import SignalInstance
    from PySide6.QtWidgets import QMainWindow

    from momon_desktop.ui.core.controller import GameController, GameSpec
    from momon_desktop.ui.core.pace import Pace
    from momon_desktop.ui.core.session import TableSession
    from momon_desktop.ui.table.bars import HandOverScreen
    from momon_desktop.ui.table.presentation import TablePresenter
    from momon_desktop.ui.table.scene import ArenaScene


class GameEndHost(Protocol):
    """What the table window gives its :class:`GameEnd`: the game and who sits where,
    the Arena to wait for, and how to start the next game."""

    lang: str
    controller: GameController
    session: TableSession
    scene: ArenaScene
    handover: HandOverScreen
    presenter: TablePresenter
    pace: Pace

    @property
    def result_dialog_opened(self) -> SignalInstance: ...
    def window(self) -> QMainWindow: ...
    def request_new_game(self) -> object: ...
    def start_game(self, spec: GameSpec) -> None: ...
    def replace_table(self, proceed: Callable[[], object]) -> object: ...
    def status(self, text: str, msecs: int = 5000, aside: bool = False) -> None: ...


class GameEnd:
    """Shows how the game on the table ended, once its last move has been seen."""

    def __init__(self, window: GameEndHost) -> None:
        self.window = window
        # the result screen on show, or None
        self.result_dialog: ResultDialog | None = None

    def close_result(self) -> None:
        """Another game takes the table: its result screen goes."""
        if self.result_dialog is not None:
            self.result_dialog.close()
            self.result_dialog = None

    def on_game_over(self, result: GameResult) -> None:
        """7.3: show the result, once the last move has played out on the Arena and the
        mover has had the pace's look at it, as before a hand-over; the table stays
        visible behind it."""
        g = self.window.controller.game
        assert g is not None
        self.window.handover.hide()
        self.window.session.end_handover()
        self.window.scene.overlay.clear()
        self.window.presenter.present_decision()
        self.window.presenter.refresh_panels()
        if self.window.session.owner is not None:
            # a match game or a practice puzzle: its own screen shows how it ended
            # (PM.1, 7.4.2; whether the puzzle's goal was met)
            return
        # a look at the last move, longer than a hand-over's: the game's outcome is there
        hold = self.window.pace.result_ms if self.window.session.viewer in (0, 1) else 0
        self.window.scene.when_settled(lambda: self.result_due(g, result), hold)

    def result_due(self, game: Game, result: GameResult) -> None:
        """The last move has been seen: the result screen, unless the game on the table
        has changed since (a take-back, a new game) or its screen is already up."""
        c = self.window.controller
        g = c.game
        if g is not game or g is None or not g.over or (
                self.result_dialog is not None and self.result_dialog.game_result is result):
            return
        names = (c.player_name(0), c.player_name(1))
        dialog = ResultDialog(result, names, g.fpt, self.window.window(), final=g,
                              viewer=self.window.session.board_seat, lang=self.window.lang)
        dialog.new_game_requested.connect(self.window.request_new_game)
        spec = c.spec

        def rematch() -> None:
            # the same players and decks, a new fair draw for the first turn (6.6)
            if spec is not None:
                again = rematch_spec(spec)

                def start() -> None:
                    self.window.start_game(again)
                    self.window.status(rematch_text(again), 10000)

                self.window.replace_table(start)

        if c.networked:
            # a game across two computers: its rematch is the table's to offer (the
            # hosting and joining features show the button when they can)
            dialog.rematch_button.hide()
        else:
            dialog.rematch_requested.connect(rematch)
        self.result_dialog = dialog
        # a feature that keeps records offers the replay and the review
        self.window.result_dialog_opened.emit(dialog)
        dialog.open()
