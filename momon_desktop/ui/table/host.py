"""What a feature may use of the table: the host interface.

A feature (saving, suggestions, practice puzzles, matches, the Cards menu, scripted
opponents) is built with a :class:`TableHost`, not with the main window. It reads the
game through the controller, reads and changes what the table is doing through the
session, registers its actions in the action registry, and puts its own widgets over
the table's views. Features find each other through :meth:`TableHost.feature`, by
class, so none of them depends on the order they were installed in.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, TypeVar

from PySide6.QtCore import QSettings, SignalInstance
from PySide6.QtWidgets import QMainWindow

from momon_desktop.cards import CardPool, Deck
from momon_desktop.engine import Answer, Game
from momon_desktop.storage.autosave import Autosave
from momon_desktop.storage.decklib import DeckLibrary
from momon_desktop.ui.core.actions import ActionRegistry
from momon_desktop.ui.core.controller import GameController, GameSpec
from momon_desktop.ui.core.frame import FrameSteps
from momon_desktop.ui.core.session import GameOwner, TableSession
from momon_desktop.ui.table.arenaview import ArenaView
from momon_desktop.ui.table.bars import HandOverScreen, PromptBar, YesNoBar
from momon_desktop.ui.table.delegates import HandView
from momon_desktop.ui.table.models import HandModel
from momon_desktop.ui.table.newgame import NewGameDialog
from momon_desktop.ui.table.panels import PlayerPanel
from momon_desktop.ui.table.replacing import LeaveQuestion, TableAsker
from momon_desktop.ui.table.ruleslog import RulesLog
from momon_desktop.ui.table.scene import ArenaScene

T = TypeVar("T")


class TableHost(Protocol):
    """The table as a feature sees it."""

    controller: GameController
    session: TableSession
    action_registry: ActionRegistry
    autosave: Autosave

    @property
    def library(self) -> DeckLibrary: ...

    settings: QSettings
    scene: ArenaScene
    arena_view: ArenaView
    hand_view: HandView
    hand_model: HandModel
    prompt: PromptBar
    yes_no: YesNoBar
    handover: HandOverScreen
    near_panel: PlayerPanel
    far_panel: PlayerPanel
    log: RulesLog
    frame: FrameSteps

    @property
    def escaped(self) -> SignalInstance:
        """Escape on the table: what a feature shows over it puts itself away."""
        ...

    @property
    def new_game_dialog_opened(self) -> SignalInstance:
        """The New Game dialog was opened (with the dialog): a feature may add to it."""
        ...

    @property
    def result_dialog_opened(self) -> SignalInstance:
        """The result of a game not owned by a feature was shown (with the
        ``ResultDialog``): a feature may offer and answer its Replay and Review."""
        ...

    @property
    def lang(self) -> str:
        """The interface language ("en" or "th")."""
        ...

    def window(self) -> QMainWindow:
        """The main window, as the parent of a feature's dialogs and windows."""
        ...

    def feature(self, kind: type[T]) -> T | None:
        """The installed feature of class ``kind``, if there is one."""
        ...

    def status(self, text: str, msecs: int = 5000, aside: bool = False) -> None:
        """A passing message in the status bar."""
        ...

    def card_pool(self) -> tuple[CardPool, tuple[Deck, ...]]:
        """Every loaded card, and the bundled decks."""
        ...

    def start_game(self, spec: GameSpec, resume: Game | None = None,
                   owner: GameOwner | None = None, fixed: int = 0) -> None:
        """Put a game on the table, or play on ``resume`` (its first ``fixed`` answers
        never taken back); ``owner``: the feature that shows the game's end."""
        ...

    def replace_table(self, proceed: Callable[[], object],
                      new_match: bool = False) -> LeaveQuestion | None:
        """Put another game on the table by ``proceed`` (``new_match``: a new match),
        asking first when a match or an unsaved game is in progress; the question while
        it is open, None when ``proceed`` was called at once."""
        ...

    def ask_before_leaving(self, asker: TableAsker) -> None:
        """Ask ``asker`` (a feature with something at stake) before another game takes
        the table and before the app quits (:mod:`~momon_desktop.ui.table.replacing`)."""
        ...

    def request_new_game(self) -> NewGameDialog:
        """Open the New Game dialog."""
        ...

    def select_card(self, instance: int) -> None:
        """Pick a Hand card to Summon (or just look at it when no Summon is asked)."""
        ...

    def on_square_hovered(self, square: int) -> None:
        """Preview what a Summon onto ``square`` would snatch."""
        ...

    def submit(self, answer: Answer) -> bool:
        """The person at the screen answers; False (and nothing changes) if illegal."""
        ...

    def present_decision(self) -> None:
        """Show again what the game is waiting for."""
        ...

    def activate(self) -> None:
        """Bring the table to the front, with the keyboard."""
        ...

    def when_shown(self, callback: Callable[[], None]) -> None:
        """Call ``callback`` once the table has shown the last move: its animations over
        and, when a hot-seat hand-over follows it, the mover's look at it."""
        ...
