"""What the table is doing: who sits at the screen, the hand-over between players, the
Hand card picked for a Summon, and which feature owns the game on the table.

The main window shows this state and the features read it; only the session changes
it, so "whose turn is it at the screen" has one answer everywhere.

Hot seat (both players at this computer): the Hand shown is the one of the player at
the screen. When the other player must decide, a hand-over hides the table until that
player is ready (4.4.1: a Hand is private to its owner; 4.5.2 likewise for face-down
cards), and the Arena is then seen from their side of the table.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject, Signal

from momon_desktop.engine import Decision
from momon_desktop.ui.core.controller import GameController


class GameOwner(Protocol):
    """A feature that puts games on the table and shows their end itself (a match, a
    practice puzzle, a lesson, a game tried from a review)."""

    def owns_game(self) -> bool:
        """Whether the game on the table is still this feature's."""
        ...

    def goal(self) -> object | None:
        """What the person at the screen is trying to reach in this game (a puzzle's
        goal, for a suggestion), or None for "win"."""
        ...

    def goal_words(self) -> str:
        """That goal in words for the prompt, or "" when there is none to tell."""
        ...

    def keeps_record(self) -> bool:
        """Whether the game is autosaved and kept like any game (False: practice)."""
        ...

    def before_autosave(self) -> None:
        """Write what must be on disk before the game's next autosave (a match: its
        clocks as of this decision, PM.3)."""
        ...


class TableSession(QObject):
    """Who is at the screen, the hand-over, the selection, and the game's owner."""

    # the Hand card picked for a Summon changed (-1: none)
    selection_changed = Signal(int)

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.viewer = -1  # the seat whose Hand is shown; -1 while it is hidden
        self.board_seat = 0  # the side of the table the Arena is seen from
        self.selected = -1  # the Hand card picked for a Summon
        self.handover_from = -1
        self.handover_to = -1
        # how much of the game's log each seat has seen on the table: what came after is
        # what it missed (the other player's move, replayed for it)
        self.seen = [0, 0]
        self._owner: GameOwner | None = None

    # ---------------------------------------------------------------- who is here

    @property
    def hot_seat(self) -> bool:
        """Both players sit at this computer."""
        c = self.controller
        return c.spec is not None and c.is_human(0) and c.is_human(1)

    @property
    def handing_over(self) -> bool:
        """The table is hidden until the next player is ready."""
        return self.handover_to >= 0

    def person_at_screen(self) -> int:
        """The seat of the person using the window now (for Undo and Concede)."""
        if self.handover_to >= 0:
            return self.handover_from if self.handover_from >= 0 else self.handover_to
        if self.viewer in (0, 1):
            return self.viewer
        return self.board_seat

    def my_decision(self) -> Decision | None:
        """The pending decision if it belongs to the person at the screen."""
        d = self.controller.decision
        if d is None or self.handover_to >= 0 or d.player != self.viewer:
            return None
        if not self.controller.is_human(d.player):
            return None
        return d

    # ---------------------------------------------------------------- changes

    def start(self, board_seat: int, owner: GameOwner | None) -> None:
        """A game is put on the table, seen from ``board_seat``, its Hands hidden."""
        self._owner = owner
        self.viewer = -1
        self.board_seat = board_seat
        self.handover_from = self.handover_to = -1
        self.select(-1)

    def seat(self, seat: int) -> None:
        """The player of ``seat`` is at the screen: their Hand, the Arena from their side."""
        self.viewer = seat
        self.board_seat = seat

    def begin_handover(self, seat: int) -> None:
        """Hide the table until the player of ``seat`` is ready (4.4.1, 4.5.2)."""
        self.handover_from = self.viewer
        self.handover_to = seat
        self.viewer = -1
        self.select(-1)

    def end_handover(self) -> int:
        """The hand-over is over (the next player is ready, a move was taken back, the
        game ended); returns the seat it was for (-1 if there was none)."""
        seat = self.handover_to
        self.handover_from = self.handover_to = -1
        return seat

    def select(self, instance: int) -> None:
        """Pick a Hand card for a Summon (-1: none)."""
        if instance != self.selected:
            self.selected = instance
            self.selection_changed.emit(instance)

    # ---------------------------------------------------------------- what each seat saw

    def saw_all(self) -> None:
        """Both players have seen the game as it stands (a new game, a take-back)."""
        n = self.controller.event_count
        self.seen = [n, n]

    def saw(self, seat: int) -> None:
        """The player of ``seat`` has seen the game as it stands."""
        if self.controller.game is not None and seat in (0, 1):
            self.seen[seat] = self.controller.event_count

    def missed(self, seat: int) -> int:
        """Where among the game's events (:attr:`GameController.event_count`) the ones
        ``seat`` has not seen begin."""
        return self.seen[seat] if seat in (0, 1) else 0

    # ---------------------------------------------------------------- the game's owner

    @property
    def owner(self) -> GameOwner | None:
        """The feature whose game is on the table, while it still owns it."""
        owner = self._owner
        return owner if owner is not None and owner.owns_game() else None

    def goal(self) -> object | None:
        """The owner's goal for the person at the screen (None: win the game)."""
        owner = self.owner
        return owner.goal() if owner is not None else None

    def goal_words(self) -> str:
        """The owner's goal in words for the prompt ("" when it has none to tell)."""
        owner = self.owner
        return owner.goal_words() if owner is not None else ""
