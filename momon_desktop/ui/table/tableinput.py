"""What a person does on the table, turned into answers: picking a Hand card, clicking
or dropping on a square, Yes and No, the keyboard's cursor, the card shown large.

A mixin of the main window: it reads the session (who is at the screen, the card
picked) and hands legal answers to the controller; it never changes the game itself.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex

from momon_desktop.engine import Answer, Choose, Decision, IllegalDecision, Summon, YesNo
from momon_desktop.ui.look import cardpainter as cp
from momon_desktop.ui.table import prompts
from momon_desktop.ui.table.arenamat import SEATS
from momon_desktop.ui.table.models import INSTANCE_ROLE
from momon_desktop.ui.table.windowparts import TableWindowParts


class TableInput(TableWindowParts):
    """Pointer, drag and key handlers of the table; answers go through :meth:`submit`.

    Mixed into :class:`~momon_desktop.ui.table.mainwindow.MainWindow`, whose session,
    controller, scene, views, prompt and preview it uses."""

    # The card the preview shows (an instance of the game on the table), or -1.
    _preview_instance = -1


    def my_decision(self) -> Decision | None:
        """The pending decision if it belongs to the person at the screen."""
        return self.session.my_decision()

    def submit(self, answer: Answer) -> bool:
        """Hand an answer to the controller; False (and nothing changes) if illegal. The
        controller's check is the only one: the preview and the picked card go once the
        answer has passed it, before the game changes."""
        def accepted() -> None:
            self.scene.overlay.set_preview(-1, None, 0, [])
            self.scene.overlay.set_cursor(-1)
            self.prompt.set_preview("")
            if isinstance(answer, Summon):
                # P9.1: the engine moves the first copy of the card and gives it the place
                # of the copy the person touched, so that place is the one that empties.
                self.session.select(-1)

        try:
            self.controller.submit(answer, accepted)
        except IllegalDecision:
            return False
        return True

    def select_card(self, instance: int) -> None:
        """Pick a Hand card to Summon (or just look at it when no Summon is asked)."""
        c = self.controller
        g = c.game
        if g is None:
            return
        self.show_preview(instance)
        d = self.my_decision()
        if d is None or not d.is_summon or instance not in c.hand_of(d.player):
            return
        self.session.select(instance)
        row = self.hand_model.row_of(instance)
        if row >= 0:
            index = self.hand_model.index(row)
            if self.hand_view.currentIndex() != index:
                self.hand_view.setCurrentIndex(index)
        self.present_decision()

    def on_hand_current_changed(self, current: QModelIndex, previous: QModelIndex) -> None:
        """Keyboard or mouse moved through the Hand: show the card large (not when the
        current row only moved because the Hand changed: the card shown is then shown
        again as it now is, :meth:`refresh_preview`)."""
        if current.isValid() and not self.hand_model.refreshing:
            self.show_preview(int(current.data(INSTANCE_ROLE)))

    def on_hand_card_entered(self, index: QModelIndex) -> None:
        """The pointer is over a Hand card."""
        if index.isValid():
            self.show_preview(int(index.data(INSTANCE_ROLE)))

    def on_hand_card_picked(self, row: int) -> None:
        """Enter on a Hand card: pick it and continue on the Arena with the keyboard."""
        self.select_card(self.hand_model.instance_at(row))
        if self.session.selected >= 0:
            g = self.controller.game
            assert g is not None
            empties = g.empty_squares()
            if empties:
                self.scene.overlay.set_cursor(empties[0])
                self.on_square_hovered(empties[0])
            self.arena_view.setFocus()

    def cancel_selection(self) -> None:
        """Escape: drop the picked card and go back to the Hand."""
        self.session.select(-1)
        self.scene.overlay.set_preview(-1, None, 0, [])
        self.scene.overlay.set_cursor(-1)
        self.prompt.set_preview("")
        self.present_decision()
        self.focus_hand()
        self.escaped.emit()

    def on_square_clicked(self, square: int) -> None:
        """A click (or Enter) on a square: Summon there, or choose it for an ability."""
        d = self.my_decision()
        g = self.controller.game
        if d is None or g is None:
            return
        if d.is_summon:
            if self.session.selected < 0:
                card = g.board[square]
                if card >= 0:
                    self.show_preview(card)
                return
            self.submit(Summon(self.session.selected, square))
        elif d.is_choice:
            self.submit(Choose(square))

    def on_square_hovered(self, square: int) -> None:
        """Preview what a Summon onto ``square`` would snatch (P10.2-P10.4)."""
        overlay = self.scene.overlay
        d = self.my_decision()
        g = self.controller.game
        if d is None or g is None or not d.is_summon or self.session.selected < 0 or square < 0 \
                or g.board[square] >= 0:
            overlay.set_preview(-1, None, 0, [])
            self.prompt.set_preview("")
            return
        outcomes = self.controller.preview_snatch(self.session.selected, square)
        overlay.set_preview(square, g.defs[self.session.selected], g.setup.owner[self.session.selected], outcomes)
        self.prompt.set_preview(self.preview_text(square, outcomes))

    def preview_text(self, square: int, outcomes: list[tuple[int, str]]) -> str:
        """In words: what the Snatch Check of a Summon onto ``square`` would do (P10.2-P10.4)."""
        g = self.controller.game
        assert g is not None
        return prompts.preview_text(g, self.session.selected, square, outcomes, self.lang)

    def on_hand_card_dragged(self, seat: int, instance: int, square: int) -> None:
        """A Hand card is being dragged over the Arena: light the legal squares."""
        d = self.my_decision()
        g = self.controller.game
        if d is None or g is None or not d.is_summon or seat != d.player \
                or instance not in self.controller.hand_of(seat):
            self.scene.overlay.set_highlights(set(), "")
            return
        if self.session.selected != instance:
            self.session.select(instance)
            self.present_decision()
        self.on_square_hovered(square)

    def on_drag_ended(self) -> None:
        """The drag left the Arena or was dropped."""
        self.scene.overlay.set_preview(-1, None, 0, [])
        self.prompt.set_preview("")

    def on_hand_card_dropped(self, seat: int, instance: int, square: int) -> None:
        """A Hand card dropped on a square: Summon it there (P9.1)."""
        d = self.my_decision()
        if d is None or not d.is_summon or seat != d.player:
            return
        self.submit(Summon(instance, square))

    def on_yes_no(self, yes: bool) -> None:
        """The answer to an optional ability (P11.5)."""
        d = self.my_decision()
        if d is None or not d.is_yes_no:
            return
        self.submit(YesNo(yes))

    def on_arena_card_hovered(self, instance: int) -> None:
        """The pointer is over an Arena card: show it large with its state (4.2.3)."""
        if instance >= 0:
            self.show_preview(instance)

    def show_preview(self, instance: int) -> None:
        """Show a card large; Arena cards with owner, controller, Ward Tokens and power."""
        g = self.controller.game
        if g is None or instance < 0:
            return
        card = g.defs[instance]
        sq = g.pos[instance]
        power: int | None = None
        if sq >= 0 and g.board[sq] == instance:
            power = g.power(instance)
            full = cp.describe_arena_card(
                card, owner=SEATS[g.setup.owner[instance]], controller=SEATS[g.ctrl[instance]],
                wards=g.wards[instance], lang=self.lang, power=power,
            )
        else:
            visible = instance in self.controller.hand_of(self.session.viewer)
            if not visible:
                return
            full = cp.describe_card(card, self.lang)
        # Under the picture: what the printed card does not say (its name and ability
        # text are on it); screen readers get everything.
        text = cp.card_text(card, self.lang)
        shown = [line for line in full.split("\n")[1:] if line != text]
        self._preview_instance = instance
        self.preview.show_card(card, power, "\n".join(shown), full,
                               again=lambda: self.show_preview(instance))

    def clear_preview(self) -> None:
        """Show no card large."""
        self._preview_instance = -1
        self.preview.show_card(None)

    def can_see_here(self, instance: int) -> bool:
        """Whether the person at the screen sees ``instance`` on the table: on the Arena
        (4.3), or in their own Hand (4.4.1) while no hand-over hides it."""
        g = self.controller.game
        if g is None or not 0 <= instance < len(g.defs):
            return False
        sq = g.pos[instance]
        if sq >= 0 and g.board[sq] == instance:
            return True
        viewer = self.session.viewer
        return viewer in (0, 1) and self.session.handover_to < 0 \
            and instance in self.controller.hand_of(viewer)

    def refresh_preview(self) -> None:
        """After the game or the person at the screen changed: the card shown large is
        shown again as it is now (a Summoned card on the Arena with its power, owner and
        controller), or no card once it is out of this person's sight (in a Void, in
        the other Hand, taken back into a Hand not theirs, behind a hand-over). A card
        revealed from a Hand (4.7.1) stays only while its reveal is the latest answer's."""
        instance = self._preview_instance
        if instance >= 0:
            if self.can_see_here(instance):
                self.show_preview(instance)
            else:
                self.clear_preview()
            return
        if self.preview.card is not None:
            g = self.controller.game
            reveal = self._last_reveal
            if g is None or reveal is None or reveal[2] != len(g.history):
                self.clear_preview()
