"""What a person does on the table, turned into answers: picking a Hand card, clicking
or dropping on a square, Yes and No, the keyboard's cursor, the card shown large.

An object the main window owns and wires to its views' signals: it reads the session
(who is at the screen, the card picked) and hands legal answers to the controller; it
never changes the game itself.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, QModelIndex, SignalInstance

from momon_desktop.engine import Answer, Choose, Decision, IllegalDecision, Summon, YesNo
from momon_desktop.ui.core.controller import GameController
from momon_desktop.ui.core.session import TableSession
from momon_desktop.ui.look import cardpainter as cp
from momon_desktop.ui.table import prompts
from momon_desktop.ui.table.arenamat import SEATS
from momon_desktop.ui.table.arenaview import ArenaView
from momon_desktop.ui.table.bars import PromptBar
from momon_desktop.ui.table.delegates import HandView
from momon_desktop.ui.table.models import INSTANCE_ROLE, HandModel
from momon_desktop.ui.table.preview import PreviewPanel
from momon_desktop.ui.table.scene import ArenaScene
from momon_desktop.ui.text.i18n import fill


class InputHost(Protocol):
    """What the table window gives its :class:`TableInput`: the game and who is at the
    screen, the views a person points at, the prompt and the card shown large."""

    lang: str
    controller: GameController
    session: TableSession
    scene: ArenaScene
    arena_view: ArenaView
    hand_model: HandModel
    hand_view: HandView
    prompt: PromptBar
    preview: PreviewPanel

    @property
    def escaped(self) -> SignalInstance: ...
    def present_decision(self) -> None: ...
    def focus_hand(self) -> None: ...


class TableInput:
    """Pointer, drag and key handlers of the table; answers go through :meth:`submit`.

    Owned by :class:`~momon_desktop.ui.table.mainwindow.MainWindow`, which connects its
    scene's, Hand view's and Yes/No bar's signals to these handlers."""

    def __init__(self, window: InputHost) -> None:
        self.window = window
        # the card the preview shows (an instance of the game on the table), or -1
        self.preview_instance = -1
        # the last card shown face up to both players: (owner, instance, history length)
        self.last_reveal: tuple[int, int, int] | None = None

    def my_decision(self) -> Decision | None:
        """The pending decision if it belongs to the person at the screen."""
        return self.window.session.my_decision()

    def submit(self, answer: Answer) -> bool:
        """Hand an answer to the controller; False (and nothing changes) if illegal. The
        controller's check is the only one: the preview and the picked card go once the
        answer has passed it, before the game changes."""
        def accepted() -> None:
            self.window.scene.overlay.set_preview(-1, None, 0, [])
            self.window.scene.overlay.set_cursor(-1)
            self.window.prompt.set_preview("")
            if isinstance(answer, Summon):
                # P9.1: the engine moves the first copy of the card and gives it the place
                # of the copy the person touched, so that place is the one that empties.
                self.window.session.select(-1)

        try:
            self.window.controller.submit(answer, accepted)
        except IllegalDecision:
            return False
        return True

    def select_card(self, instance: int) -> None:
        """Pick a Hand card to Summon (or just look at it when no Summon is asked)."""
        c = self.window.controller
        g = c.game
        if g is None:
            return
        self.show_preview(instance)
        d = self.my_decision()
        if d is None or not d.is_summon or instance not in c.hand_of(d.player):
            return
        self.window.session.select(instance)
        row = self.window.hand_model.row_of(instance)
        if row >= 0:
            index = self.window.hand_model.index(row)
            if self.window.hand_view.currentIndex() != index:
                self.window.hand_view.setCurrentIndex(index)
        self.window.present_decision()

    def on_hand_current_changed(self, current: QModelIndex, previous: QModelIndex) -> None:
        """Keyboard or mouse moved through the Hand: show the card large (not when the
        current row only moved because the Hand changed: the card shown is then shown
        again as it now is, :meth:`refresh_preview`)."""
        if current.isValid() and not self.window.hand_model.refreshing:
            self.show_preview(int(current.data(INSTANCE_ROLE)))

    def on_hand_card_entered(self, index: QModelIndex) -> None:
        """The pointer is over a Hand card."""
        if index.isValid():
            self.show_preview(int(index.data(INSTANCE_ROLE)))

    def on_hand_card_picked(self, row: int) -> None:
        """Enter on a Hand card: pick it and continue on the Arena with the keyboard."""
        self.select_card(self.window.hand_model.instance_at(row))
        if self.window.session.selected >= 0:
            g = self.window.controller.game
            assert g is not None
            empties = g.empty_squares()
            if empties:
                self.window.scene.overlay.set_cursor(empties[0])
                self.on_square_hovered(empties[0])
            self.window.arena_view.setFocus()

    def cancel_selection(self) -> None:
        """Escape: drop the picked card and go back to the Hand."""
        self.window.session.select(-1)
        self.window.scene.overlay.set_preview(-1, None, 0, [])
        self.window.scene.overlay.set_cursor(-1)
        self.window.prompt.set_preview("")
        self.window.present_decision()
        self.window.focus_hand()
        self.window.escaped.emit()

    def on_square_clicked(self, square: int) -> None:
        """A click (or Enter) on a square: Summon there, or choose it for an ability."""
        d = self.my_decision()
        g = self.window.controller.game
        if d is None or g is None:
            return
        if d.is_summon:
            if self.window.session.selected < 0:
                card = g.board[square]
                if card >= 0:
                    self.show_preview(card)
                return
            self.submit(Summon(self.window.session.selected, square))
        elif d.is_choice:
            self.submit(Choose(square))

    def on_square_hovered(self, square: int) -> None:
        """Preview what a Summon onto ``square`` would snatch (P10.2-P10.4)."""
        overlay = self.window.scene.overlay
        d = self.my_decision()
        g = self.window.controller.game
        if d is None or g is None or not d.is_summon or self.window.session.selected < 0 or square < 0 \
                or g.board[square] >= 0:
            overlay.set_preview(-1, None, 0, [])
            self.window.prompt.set_preview("")
            return
        outcomes = self.window.controller.preview_snatch(self.window.session.selected, square)
        overlay.set_preview(square, g.defs[self.window.session.selected], g.setup.owner[self.window.session.selected], outcomes)
        self.window.prompt.set_preview(self.preview_text(square, outcomes))

    def preview_text(self, square: int, outcomes: list[tuple[int, str]]) -> str:
        """In words: what the Snatch Check of a Summon onto ``square`` would do (P10.2-P10.4)."""
        g = self.window.controller.game
        assert g is not None
        return prompts.preview_text(g, self.window.session.selected, square, outcomes, self.window.lang)

    def on_hand_card_dragged(self, seat: int, instance: int, square: int) -> None:
        """A Hand card is being dragged over the Arena: light the legal squares."""
        d = self.my_decision()
        g = self.window.controller.game
        if d is None or g is None or not d.is_summon or seat != d.player \
                or instance not in self.window.controller.hand_of(seat):
            self.window.scene.overlay.set_highlights(set(), "")
            return
        if self.window.session.selected != instance:
            self.window.session.select(instance)
            self.window.present_decision()
        self.on_square_hovered(square)

    def on_drag_ended(self) -> None:
        """The drag left the Arena or was dropped."""
        self.window.scene.overlay.set_preview(-1, None, 0, [])
        self.window.prompt.set_preview("")

    def on_hand_card_dropped(self, seat: int, instance: int, square: int) -> None:
        """A Hand card dropped on a square: Summon it there (P9.1)."""
        d = self.my_decision()
        if d is None or not d.is_summon or seat != d.player:
            return
        self.submit(Summon(instance, square))

    def offer_choice_to_keyboard(self, decision: Decision) -> None:
        """P11.5: an ability's choice of square is made on the Arena, so the keyboard
        goes there with its cursor on the first lit option (arrow keys, then Enter)."""
        options = sorted(a.square for a in decision.options if isinstance(a, Choose))
        if not options:
            return
        overlay = self.window.scene.overlay
        if overlay.cursor_square not in options:
            overlay.set_cursor(options[0])
        self.window.arena_view.setFocus()

    def on_yes_no(self, yes: bool) -> None:
        """The answer to an optional ability (P11.5)."""
        d = self.my_decision()
        if d is None or not d.is_yes_no:
            return
        self.submit(YesNo(yes))

    def on_revealed(self, owner: int, instance: int) -> None:
        """4.7.1: a card of a Hand is shown to both players: show it large."""
        g = self.window.controller.game
        assert g is not None
        self.last_reveal = (owner, instance, len(g.history))
        self.preview_instance = -1
        self.window.preview.show_card(
            g.defs[instance],
            None,
            fill(QCoreApplication.translate("MainWindow", "Revealed from the Hand of %1 (4.7.1)."),
                 self.window.controller.player_name(owner)),
            again=lambda: self.on_revealed(owner, instance),
        )

    def on_arena_card_hovered(self, instance: int) -> None:
        """The pointer is over an Arena card: show it large with its state (4.2.3)."""
        if instance >= 0:
            self.show_preview(instance)

    def show_preview(self, instance: int) -> None:
        """Show a card large; Arena cards with owner, controller, Ward Tokens and power."""
        g = self.window.controller.game
        if g is None or instance < 0:
            return
        card = g.defs[instance]
        sq = g.pos[instance]
        power: int | None = None
        if sq >= 0 and g.board[sq] == instance:
            power = g.power(instance)
            full = cp.describe_arena_card(
                card, owner=SEATS[g.setup.owner[instance]], controller=SEATS[g.ctrl[instance]],
                wards=g.wards[instance], lang=self.window.lang, power=power,
            )
        else:
            visible = instance in self.window.controller.hand_of(self.window.session.viewer)
            if not visible:
                return
            full = cp.describe_card(card, self.window.lang)
        # Under the picture: what the printed card does not say (its name and ability
        # text are on it); screen readers get everything.
        text = cp.card_text(card, self.window.lang)
        shown = [line for line in full.split("\n")[1:] if line != text]
        self.preview_instance = instance
        self.window.preview.show_card(card, power, "\n".join(shown), full,
                               again=lambda: self.show_preview(instance))

    def clear_preview(self) -> None:
        """Show no card large."""
        self.preview_instance = -1
        self.window.preview.show_card(None)

    def can_see_here(self, instance: int) -> bool:
        """Whether the person at the screen sees ``instance`` on the table: on the Arena
        (4.3), or in their own Hand (4.4.1) while no hand-over hides it."""
        g = self.window.controller.game
        if g is None or not 0 <= instance < len(g.defs):
            return False
        sq = g.pos[instance]
        if sq >= 0 and g.board[sq] == instance:
            return True
        viewer = self.window.session.viewer
        return viewer in (0, 1) and self.window.session.handover_to < 0 \
            and instance in self.window.controller.hand_of(viewer)

    def refresh_preview(self) -> None:
        """After the game or the person at the screen changed: the card shown large is
        shown again as it is now (a Summoned card on the Arena with its power, owner and
        controller), or no card once it is out of this person's sight (in a Void, in
        the other Hand, taken back into a Hand not theirs, behind a hand-over). A card
        revealed from a Hand (4.7.1) stays only while its reveal is the latest answer's."""
        instance = self.preview_instance
        if instance >= 0:
            if self.can_see_here(instance):
                self.show_preview(instance)
            else:
                self.clear_preview()
            return
        if self.window.preview.card is not None:
            g = self.window.controller.game
            reveal = self.last_reveal
            if g is None or reveal is None or reveal[2] != len(g.history):
                self.clear_preview()
