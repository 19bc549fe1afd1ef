"""Who sits at the screen: the hot-seat hand-over between turns (the mover's look at
their move, the screen that hides the table, Ready) and the recap of the move the
person at the screen did not see."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication

from momon_desktop.ui.table.recap import Recap, recap_line, recap_of
from momon_desktop.ui.text.i18n import fill

if TYPE_CHECKING:
    from momon_desktop.engine import Decision
    from momon_desktop.ui.core.controller import GameController
    from momon_desktop.ui.core.pace import Pace
    from momon_desktop.ui.core.session import TableSession
    from momon_desktop.ui.table.bars import HandOverScreen, PromptBar
    from momon_desktop.ui.table.models import HandModel
    from momon_desktop.ui.table.presentation import TablePresenter
    from momon_desktop.ui.table.scene import ArenaScene
    from momon_desktop.ui.table.tableinput import TableInput
    from momon_desktop.ui.table.voidwindow import VoidViewers


class SeatingHost(Protocol):
    """What the table window gives its :class:`Seating`: the game, who sits where, the
    views the hand-over hides and shows, and the window's own presentation."""

    lang: str
    controller: GameController
    session: TableSession
    scene: ArenaScene
    hand_model: HandModel
    handover: HandOverScreen
    prompt: PromptBar
    pace: Pace
    void_viewers: VoidViewers
    presenter: TablePresenter
    # the card shown large and the last card revealed from a Hand are kept there
    table_input: TableInput

    def present_decision(self) -> None: ...
    def focus_hand(self) -> None: ...


class Seating:
    """The hand-over flow and the recap of one table window, which owns it and routes
    the controller's decisions and the hand-over screen's Ready to it."""

    def __init__(self, window: SeatingHost) -> None:
        self.window = window
        # the seat the hand-over waits to be shown for, while the mover looks at the
        # outcome of their move (-1: none)
        self.handover_waiting = -1
        # the move the person at the screen missed, told in a line of the prompt, and
        # whether they were away (None: nothing to tell)
        self.recap: tuple[Recap, bool] | None = None

    def await_handover(self, seat: int) -> None:
        """Hot seat: the player of ``seat`` decides next. The mover first sees their move
        played out on the Arena and then a short look at it (the pace's hold), and only
        then does the hand-over screen cover the table (:meth:`begin_handover`)."""
        self.handover_waiting = seat
        self.window.present_decision()
        self.when_shown(lambda: self._handover_due(seat))

    def when_shown(self, callback: Callable[[], None]) -> None:
        """Call ``callback`` once the table has shown the last move: its animations over
        and, when a hot-seat hand-over follows it, the mover's look at it (the pace's
        hold; someone has just moved only if a player is at the screen, not at the
        start)."""
        hold = self.window.pace.hold_ms if self.handover_waiting >= 0 \
            and self.window.session.viewer in (0, 1) else 0
        self.window.scene.when_settled(callback, hold)

    def _handover_due(self, seat: int) -> None:
        """The mover has seen the outcome: hand over, unless the game moved on since (a
        take-back, a new game, the end of the game)."""
        if self.handover_waiting != seat:
            return
        self.handover_waiting = -1
        d = self.window.controller.decision
        if d is None or d.player != seat or not self.window.session.hot_seat \
                or self.window.session.handover_to == seat or self.window.session.viewer == seat:
            return
        self.begin_handover(seat)

    def offer_recap(self, seat: int, away: bool) -> None:
        """What ``seat`` has not seen of the game: on the Arena (replayed for a player who
        was away, already played for one who watched) and in a line of the prompt; it
        stays until they act."""
        c = self.window.controller
        g = c.game
        if g is None:
            return
        recap = recap_of(c.events_since(self.window.session.missed(seat)))
        self.window.session.saw(seat)
        if recap.empty or recap.player == seat:
            return
        self.recap = (recap, away)
        if away:
            self.window.scene.replay(recap)

    @property
    def recap_text(self) -> str:
        """The line of the prompt that tells the move the person at the screen missed, in
        the interface language ("" when there is none)."""
        g = self.window.controller.game
        if self.recap is None or g is None:
            return ""
        recap, away = self.recap
        return recap_line(recap, g.defs, self.window.controller.player_name, self.window.lang, away)

    def clear_recap(self, finish: bool = True) -> None:
        """The person at the screen acts: the account of the move they missed goes (with
        what is left of its replay when ``finish``)."""
        text = self.recap_text
        if text and self.window.prompt.preview_label.text() == text:
            self.window.prompt.set_preview("")
        self.recap = None
        if self.window.scene.overlay.trail_player not in (-1, self.window.session.viewer):
            if finish:
                self.window.scene.finish_animations()
            self.window.scene.clear_trail()

    def begin_handover(self, seat: int) -> None:
        """Hide the table until the player of ``seat`` is ready (4.4.1, 4.5.2)."""
        c = self.window.controller
        self.handover_waiting = -1
        self.window.session.begin_handover(seat)
        self.window.hand_model.set_seat(-1)
        # The hand-over screen must be in plain view, and nothing private with it.
        self.window.void_viewers.set_viewers(lambda _owner: -1)
        self.window.void_viewers.hide_all()
        self.window.scene.overlay.clear()
        self.window.scene.finish_animations()
        self.window.scene.clear_trail()
        self.recap = None
        # 4.4.1: the preview may be showing a card of the Hand being hidden; a card
        # revealed by the answer just made is public (4.7.1) and stays in view.
        shown = self.window.table_input
        shown.clear_preview()
        reveal = shown.last_reveal
        if reveal is not None and c.game is not None and reveal[2] == len(c.game.history):
            shown.on_revealed(reveal[0], reveal[1])
        self.present_handover(seat)

    def present_handover(self, seat: int) -> None:
        """The hand-over screen's texts, for the player of ``seat``, in the current
        language."""
        c = self.window.controller
        name = c.player_name(seat)
        if self.window.session.handover_from >= 0:
            title = fill(QCoreApplication.translate("MainWindow", "Pass the computer to %1"), name)
            message = fill(
                QCoreApplication.translate("MainWindow", "%1 moved. %2, press Ready when only you can see the screen."),
                c.player_name(self.window.session.handover_from),
                name,
            )
            back = fill(
                QCoreApplication.translate("MainWindow", "Take back the move by %1"), c.player_name(self.window.session.handover_from)
            )
        else:
            # A resumed game is not at its first turn: nobody has just moved on this screen.
            starting = c.game is None or not c.game.history
            title = fill(QCoreApplication.translate("MainWindow", "First turn: %1") if starting
                     else QCoreApplication.translate("MainWindow", "Pass the computer to %1"), name)
            message = fill(QCoreApplication.translate("MainWindow", "%1, press Ready when only you can see the screen."), name)
            back = ""
        self.window.handover.present(title, message, fill(QCoreApplication.translate("MainWindow", "I am %1: ready"), name), back)
        self.window.handover.back_button.setVisible(bool(back) and c.can_undo)
        self.window.presenter.refresh_panels()
        self.window.presenter.update_actions()

    def on_handover_ready(self) -> None:
        """The next player is seated: show their Hand and the Arena from their side."""
        seat = self.window.session.end_handover()
        if seat < 0:
            return
        self.window.handover.hide()
        self.show_seat(seat)
        # "while you were away": the opponent's move played again on the Arena
        self.offer_recap(seat, away=True)
        self.window.present_decision()
        d = self.window.session.my_decision()
        if d is not None and d.is_choice:
            self.window.table_input.offer_choice_to_keyboard(d)
        else:
            self.window.focus_hand()

    def show_seat(self, seat: int) -> None:
        """Show the table to the player of ``seat``: their Hand, the Arena from their side."""
        self.window.session.seat(seat)
        self.window.scene.set_viewer(seat)
        self.window.hand_model.set_seat(seat)
        self.window.void_viewers.set_viewers(lambda _owner: seat)
        self.window.presenter.refresh_panels()
        self.window.table_input.refresh_preview()

    def on_decision_needed(self, decision: Decision) -> None:
        """Route the decision: to the person at the screen, through a hand-over, or to
        the computer."""
        c = self.window.controller
        seat = decision.player
        if not c.is_human(seat):
            self.window.presenter.present_decision()
            return
        if self.window.session.hot_seat and seat != self.window.session.viewer and self.window.session.handover_to != seat:
            self.await_handover(seat)
            return
        if not self.window.session.hot_seat and self.window.session.viewer != seat:
            self.show_seat(seat)
        if self.window.session.viewer == seat:
            # against the computer: its move, just played on the Arena, in the prompt too
            self.offer_recap(seat, away=False)
        self.window.presenter.present_decision()
        if decision.is_choice and self.window.session.my_decision() == decision:
            self.window.table_input.offer_choice_to_keyboard(decision)

    def on_batch_finished(self) -> None:
        """An answer has been drawn: its player has seen it; the person who gave it has
        acted."""
        g = self.window.controller.game
        if g is None:
            return
        seats = g.answer_seats()
        mover = seats[-1] if seats else -1
        if self.window.controller.is_human(mover):
            self.window.session.saw(mover)
            if mover == self.window.session.viewer:
                self.clear_recap(finish=False)
