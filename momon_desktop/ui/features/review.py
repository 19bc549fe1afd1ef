"""Game review: after a game, or for any saved game, the computer weighs every decision.

The analysis is :mod:`momon_desktop.ai.review`, run on the feature's
:class:`~momon_desktop.ui.core.background.Background` thread with a progress bar; Cancel
(or closing the window) stops it at the next decision. The window then shows:

* the evaluation graph: the value of the game before every decision, for the first
  player, one point per decision coloured by its mark (a click goes to it);
* the list of decisions with their marks, and Previous / Next mistake (buttons, and
  the keys Shift+N / N);
* the position before the decision in miniature, with the square of the answer given
  and of the better answer marked, and the better card named on its square;
* the reason in words: what each answer leads to under best play, and what the better
  one snatches at once;
* "Try from here": a new game at that position, the reviewer's seat played at the
  screen and the other by the computer at its top level.

A game tried from here is practice: its first decisions were made by the players of the
reviewed game, so a record of it would credit them to the new seats. The feature owns
it (:class:`~momon_desktop.ui.core.session.GameOwner`), so it is neither autosaved nor
kept (``keeps_record``), and it says how the game ended itself.

Entry points: the result screen's Review button, the replay viewer's Review button and
action, and Game > Review this game once the game on the table is over.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QMessageBox,
    QWidget,
)

from momon_desktop.ai import TOP_LEVEL
from momon_desktop.ai.review import (
    REVIEW_NODES,
)
from momon_desktop.engine import Game
from momon_desktop.storage import GameRecord, RecordError, Replay
from momon_desktop.ui.core.actions import ActionSpec
from momon_desktop.ui.core.controller import HUMAN, GameSpec, PlayerInfo
from momon_desktop.ui.features.reviewwindow import ReviewWindow
from momon_desktop.ui.look.placement import keep_on_screen
from momon_desktop.ui.text.i18n import fill

if TYPE_CHECKING:
    from momon_desktop.ui.features.persistence import GamePersistence
    from momon_desktop.ui.replay.replayviewer import ReplayWindow
    from momon_desktop.ui.table.dialogs import ResultDialog
    from momon_desktop.ui.table.host import TableHost


# ----------------------------------------------------------------------------- the feature


class GameReview:
    """The review feature: its entry points, its windows and the games tried from here."""

    def __init__(self, window: TableHost) -> None:
        self.window = window
        self.windows: list[ReviewWindow] = []
        # the node budget of each search (ai/review.py)
        self.nodes = REVIEW_NODES
        self.tried: Game | None = None
        self.tried_from = -1
        self.end_box: QMessageBox | None = None
        self.action = window.action_registry.add(
            ActionSpec("review-game", lambda: QCoreApplication.translate("GameReview", "Re&view this game"),
                       menu="game", section=20, order=80, shortcuts=("Ctrl+Shift+R",),
                       status_tip=lambda: QCoreApplication.translate("GameReview", "The computer weighs every "
                                                     "decision of the finished game")),
            self.review_current_game)
        self.action.setEnabled(False)
        window.result_dialog_opened.connect(self.attach_result)
        window.controller.started.connect(self._sync_action)
        window.controller.game_over.connect(self._on_game_over)
        window.controller.reset.connect(self._sync_action)
        self._connect_replays()

    def _persistence(self) -> GamePersistence | None:
        from momon_desktop.ui.features.persistence import GamePersistence

        return self.window.feature(GamePersistence)

    def _connect_replays(self) -> None:
        persistence = self._persistence()
        if persistence is not None:
            persistence.replay_opened.connect(self.attach_replay)

    # ------------------------------------------------------------------ entry points

    def _sync_action(self) -> None:
        # The record is replayed and checked when the review is asked for (a record that
        # does not replay is told then), not here at the game's last move.
        g = self.window.controller.game
        self.action.setEnabled(g is not None and g.over and self._record() is not None)

    def attach_result(self, dialog: ResultDialog) -> None:
        """The result screen's Review opens the review of the game just ended."""
        dialog.review_requested.connect(self.review_current_game)

    def attach_replay(self, viewer: ReplayWindow) -> None:
        """A replay viewer's Review opens the review of the game it shows."""
        viewer.offer_review(True)
        def review() -> None:
            win = self.open_review(viewer.replay, viewer.controller.player_name(0),
                                   viewer.controller.player_name(1), parent=viewer)
            # the viewer shows the position before the decision the review shows
            win.decision_shown.connect(viewer.go_to)

        viewer.review_requested.connect(review)

    def _record(self) -> GameRecord | None:
        persistence = self._persistence()
        return persistence.record() if persistence is not None else None

    def _record_replay(self) -> Replay | None:
        record = self._record()
        if record is None:
            return None
        try:
            return Replay.from_record(record)
        except RecordError as exc:
            QMessageBox.warning(self.window.window(), QCoreApplication.translate("GameReview", "Game review"),
                                exc.text(self.window.lang))
            return None

    def review_current_game(self) -> ReviewWindow | None:
        """The review of the game on the table."""
        replay = self._record_replay()
        if replay is None:
            return None
        c = self.window.controller
        return self.open_review(replay, c.player_name(0), c.player_name(1))

    def open_review(self, replay: Replay, first: str, second: str,
                    parent: QWidget | None = None) -> ReviewWindow:
        """Open a review window for ``replay`` and start its analysis."""
        win = ReviewWindow(replay, (first, second), self.window.lang,
                           parent or self.window.window(), self.nodes)
        win.try_requested.connect(lambda index: self.try_from_here(win, index))
        self.windows = [w for w in self.windows if w.isVisible()]
        self.windows.append(win)
        win.show()
        keep_on_screen(win)
        win.raise_()
        win.activateWindow()
        win.start()
        return win

    # ------------------------------------------------------------------ try from here

    def try_from_here(self, win: ReviewWindow, index: int) -> None:
        """A practice game at the position before decision ``index``: its decider at the
        screen, the other seat the computer at the top level."""
        if not 0 <= index < len(win.positions):
            return
        game = win.positions[index].copy()
        seat = win.seats[index]
        you = PlayerInfo(win.names[seat], HUMAN)
        computer = PlayerInfo(QCoreApplication.translate("GameReview", "Computer"), TOP_LEVEL)
        players = (you, computer) if seat == 0 else (computer, you)
        spec = GameSpec((tuple(game.setup.decks[0]), tuple(game.setup.decks[1])), players,
                        game.seed, None)

        def begin() -> None:
            self.tried = game
            self.tried_from = index
            win.close()
            self.window.start_game(spec, resume=game, owner=self, fixed=len(game.history))
            self.window.status(fill(QCoreApplication.translate(
                "GameReview", "Playing on from decision %1 of the reviewed game; this "
                "practice game is not saved."), str(index + 1)), 10000)
            self.window.activate()

        # a match or an unsaved game on the table is asked about first
        self.window.replace_table(begin)

    def owns_game(self) -> bool:
        """Whether the game on the table is one tried from a review."""
        return self.tried is not None and self.window.controller.game is self.tried

    def goal(self) -> object | None:
        """Winning is the goal."""
        return None

    def keeps_record(self) -> bool:
        """A game tried from a review is practice: neither autosaved nor kept."""
        return False

    def goal_words(self) -> str:
        """Winning needs no words."""
        return ""

    def before_autosave(self) -> None:
        """A game tried from a review is never autosaved."""

    def _on_game_over(self, result: object) -> None:
        self._sync_action()
        if not self.owns_game():
            return
        g = self.tried
        assert g is not None and g.result is not None
        res = g.result
        c = self.window.controller
        names = (c.player_name(0), c.player_name(1))
        counts = f"{names[0]} {res.momon[0]} – {res.momon[1]} {names[1]}"
        if res.winner is None:
            text = fill(QCoreApplication.translate("GameReview", "A draw: %1."), counts)
        else:
            text = fill(
                QCoreApplication.translate("GameReview", "Won by %1: %2."),
                names[res.winner],
                counts,
            )
        box = QMessageBox(QMessageBox.Icon.Information, QCoreApplication.translate("GameReview", "Tried from here"),
                          text, QMessageBox.StandardButton.Close, self.window.window())
        box.setInformativeText(
            fill(
                QCoreApplication.translate(
                    "GameReview", "The game was played on from decision %1 of the reviewed game."
                ),
                str(self.tried_from + 1),
            )
        )
        self.end_box = box
        box.open()
