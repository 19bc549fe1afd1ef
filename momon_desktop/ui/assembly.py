"""The table with its features: the one place that names them.

The main window lays the table out and wires the engine's signals to it; it knows no
feature. :func:`build_table` installs each feature of :data:`FEATURES` with the window
as its host (:class:`~momon_desktop.ui.table.host.TableHost`). The order does not
matter: features find each other through ``host.feature(kind)`` when they need to.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QWidget

from momon_desktop.storage.decklib import DeckLibrary
from momon_desktop.ui.features.cardwindows import CardWindows
from momon_desktop.ui.features.hints import HintService
from momon_desktop.ui.features.howto import HowToPlay
from momon_desktop.ui.features.ladder import PlayerLadder
from momon_desktop.ui.features.opponents import OpponentOffer
from momon_desktop.ui.features.persistence import GamePersistence
from momon_desktop.ui.features.playagain import PlayAgain
from momon_desktop.ui.features.puzzles import PuzzleDesk
from momon_desktop.ui.features.review import GameReview
from momon_desktop.ui.features.tutorial import Tutorial
from momon_desktop.ui.features.welcome import WelcomeScreen
from momon_desktop.ui.match.matchscreen import MatchDesk
from momon_desktop.ui.table.host import TableHost
from momon_desktop.ui.table.mainwindow import MainWindow

# Each feature, built with the table as its host.
FEATURES: tuple[Callable[[TableHost], object], ...] = (
    GamePersistence,  # Open, Save, Recent games, the autosave, replays
    MatchDesk,  # New match, Match history, the match at the table
    CardWindows,  # the Cards menu: card browser, deck builder, card-set import
    HintService,  # Suggest a move
    PuzzleDesk,  # Practice puzzles
    OpponentOffer,  # scripted opponents in the New Game dialog
    PlayerLadder,  # ratings, the player's rating and the next opponent (after OpponentOffer)
    Tutorial,  # Learn to play: the lessons on the table
    WelcomeScreen,  # the welcome screen at the first start and in the Help menu
    PlayAgain,  # a later start: play the last kind of game again
    HowToPlay,  # Help: How to play, Glossary
    GameReview,  # Review a finished or saved game, try from any decision
)


def build_table(settings: QSettings | None = None, parent: QWidget | None = None,
                library: DeckLibrary | None = None) -> MainWindow:
    """The main window with every feature installed, its texts in the current language."""
    window = MainWindow(settings, parent, library)
    for make in FEATURES:
        window.install(make(window))
    window.retranslate()
    return window


def tutorial_of(window: MainWindow) -> Tutorial | None:
    """The window's tutorial (for ``--self-test --tutorial``)."""
    return window.feature(Tutorial)


def start_up(window: MainWindow) -> None:
    """What the app does once the table is on screen: at the first start the welcome
    screen (docs/tutorial.md); otherwise offer a match in progress left by a quit or a
    crash (docs/matches.md), else an unfinished game left by a crash or a forced quit
    (docs/records.md), else the last kind of game again in one click (Play again, when
    one was set up before), else open the New Game dialog."""
    welcome = window.feature(WelcomeScreen)
    if welcome is not None and welcome.first_run():
        welcome.open()
        return
    persistence = window.feature(GamePersistence)
    desk = window.feature(MatchDesk)

    again = window.feature(PlayAgain)

    def games() -> None:
        if persistence is not None and persistence.offer_resume() is not None:
            return
        if again is not None and again.offer_play_again() is not None:
            return
        window.request_new_game()

    if desk is not None:
        desk.start_up(games)
    else:
        games()
