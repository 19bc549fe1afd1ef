"""The table with its features: the one place that names them.

The main window lays the table out and wires the engine's signals to it; it knows no
feature. :func:`features` names each feature, and :func:`install_features` builds each
with the window as its host (:class:`~momon_desktop.ui.table.host.TableHost`).
Features find each other through ``host.feature(kind)``; a feature that needs another
one installed before it (it connects to that feature's signals as it is built, or must
hear a signal of the table after it) says so beside its name, and :func:`install_order`
puts it after them, refusing a cycle.

The feature modules are imported only when :func:`features` is first called, never
with this module. :func:`build_table` installs them at once (tests, tools); the app
opens its window with :func:`open_table`, which installs them right after the table's
first picture, so that the window appears without waiting for them (docs/ui.md,
"Speed").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QSettings, QTimer, Signal
from PySide6.QtWidgets import QWidget

from momon_desktop.storage.decklib import DeckLibrary
from momon_desktop.ui.core.settings import say_what_was_left_out
from momon_desktop.ui.table.host import TableHost
from momon_desktop.ui.table.mainwindow import MainWindow

if TYPE_CHECKING:
    from momon_desktop.ui.features.tutorial import Tutorial


Make = Callable[[TableHost], object]


class FeatureCycle(ValueError):
    """Features that need each other, or one that needs a feature not installed."""


def install_order(declared: Sequence[tuple[Make, tuple[Make, ...]]]) -> tuple[Make, ...]:
    """The features of ``declared`` (each with the features it needs), each after the
    ones it needs and otherwise in the order given; :class:`FeatureCycle` names the
    features of a cycle, or a need that is not declared."""
    needs = dict(declared)
    order: list[Make] = []
    placing: list[Make] = []

    def place(make: Make) -> None:
        if make in order:
            return
        if make in placing:
            cycle = placing[placing.index(make):] + [make]
            raise FeatureCycle("features that need each other: "
                               + " -> ".join(_name(m) for m in cycle))
        if make not in needs:
            raise FeatureCycle(f"{_name(placing[-1])} needs {_name(make)}, "
                               "which is not installed")
        placing.append(make)
        for need in needs[make]:
            place(need)
        placing.pop()
        order.append(make)

    for make, _needs in declared:
        place(make)
    return tuple(order)


def _name(make: Make) -> str:
    return str(getattr(make, "__name__", make))


def declared_features() -> tuple[tuple[Make, tuple[Make, ...]], ...]:
    """Each feature, built with the table as its host (its module imported now), with
    the features it needs installed before it."""
    from momon_desktop.ui.features.cardwindows import CardWindows
    from momon_desktop.ui.features.hints import HintService
    from momon_desktop.ui.features.hosting import TableHosting
    from momon_desktop.ui.features.howto import HowToPlay
    from momon_desktop.ui.features.joining import TableJoining
    from momon_desktop.ui.features.ladder import PlayerLadder
    from momon_desktop.ui.features.netchat import TableChat
    from momon_desktop.ui.features.opponents import OpponentOffer
    from momon_desktop.ui.features.persistence import GamePersistence
    from momon_desktop.ui.features.playagain import PlayAgain
    from momon_desktop.ui.features.puzzles import PuzzleDesk
    from momon_desktop.ui.features.review import GameReview
    from momon_desktop.ui.features.tutorial import Tutorial
    from momon_desktop.ui.features.welcome import WelcomeScreen
    from momon_desktop.ui.match.matchscreen import MatchDesk
    from momon_desktop.ui.match.netmatchview import TableMatchView

    # a match across two computers is played by the features that host and join tables
    # and drawn by the match layer's view
    TableHosting.match_views = TableJoining.match_views = TableMatchView

    return (
        (GamePersistence, ()),  # Open, Save, Recent games, the autosave, replays
        (MatchDesk, ()),  # New match, Match history, the match at the table
        (CardWindows, ()),  # the Cards menu: card browser, deck builder, card-set import
        (HintService, ()),  # Suggest a move
        (PuzzleDesk, ()),  # Practice puzzles
        (OpponentOffer, ()),  # scripted opponents in the New Game dialog
        # ratings, the player's rating and the next opponent: it reads the opponents the
        # offer put in the New Game dialog when the dialog opens
        (PlayerLadder, (OpponentOffer,)),
        (Tutorial, ()),  # Learn to play: the lessons on the table
        (WelcomeScreen, ()),  # the welcome screen at the first start and in the Help menu
        (PlayAgain, ()),  # a later start: play the last kind of game again
        (HowToPlay, ()),  # Help: How to play, Glossary
        (TableChat, ()),  # Chat with the friend at the other computer
        # Host a table, Join a table: a game across two computers, with its chat
        (TableHosting, (TableChat,)),
        (TableJoining, (TableChat,)),
        # Review a finished or saved game, try from any decision: it reviews the replays
        # the saving feature opens, connecting to its signal as it is built
        (GameReview, (GamePersistence,)),
    )


def features() -> tuple[Make, ...]:
    """Each feature, in the order it is installed (:func:`install_order`)."""
    return install_order(declared_features())


def install_features(window: MainWindow) -> None:
    """Build every feature with ``window`` as its host, then every text in the current
    language."""
    for make in features():
        window.install(make(window))
    window.retranslate()


def build_table(settings: QSettings | None = None, parent: QWidget | None = None,
                library: DeckLibrary | None = None) -> MainWindow:
    """The main window with every feature installed, its texts in the current language."""
    window = MainWindow(settings, parent, library)
    install_features(window)
    return window


class FeatureLoader(QObject):
    """Installs the features into a window right after the table's first picture.

    The first picture is the Arena's first paint (a window started minimised gets its
    features when it is first drawn). The features are built in a call queued right
    after that paint; input that arrives while they are built waits for them. ``shown``
    is sent just before they are built, ``ready`` once every one is installed."""

    shown = Signal()
    ready = Signal()

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.done = False
        self._queued = False
        self._viewport = window.arena_view.viewport()
        self._viewport.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._viewport and event.type() == QEvent.Type.Paint and not self._queued:
            self._queued = True
            self._viewport.removeEventFilter(self)
            # after the paint under way has been put on the screen
            QTimer.singleShot(0, self, self._install)
        return False

    def _install(self) -> None:
        self.shown.emit()
        install_features(self.window)
        self.done = True
        self.ready.emit()


def open_table(settings: QSettings | None = None) -> tuple[MainWindow, FeatureLoader]:
    """The app's main window, its features installed right after its first picture by
    the returned loader (its ``ready``: when the app may go on, :func:`start_up`)."""
    window = MainWindow(settings)
    return window, FeatureLoader(window)


def tutorial_of(window: MainWindow) -> Tutorial | None:
    """The window's tutorial (for ``--self-test --tutorial``)."""
    from momon_desktop.ui.features.tutorial import Tutorial

    return window.feature(Tutorial)


def start_up(window: MainWindow) -> None:
    """What the app does once the table is on screen: at the first start the welcome
    screen (docs/tutorial.md); otherwise offer a match in progress left by a quit or a
    crash (docs/matches.md), else an unfinished game left by a crash or a forced quit
    (docs/records.md), else the last kind of game again in one click (Play again, when
    one was set up before), else open the New Game dialog."""
    from momon_desktop.ui.features.persistence import GamePersistence
    from momon_desktop.ui.features.playagain import PlayAgain
    from momon_desktop.ui.features.welcome import WelcomeScreen
    from momon_desktop.ui.match.matchscreen import MatchDesk

    welcome = window.feature(WelcomeScreen)
    if welcome is not None and welcome.first_run():
        welcome.open()
        say_what_was_left_out(window.status, window.lang)
        return
    persistence = window.feature(GamePersistence)
    desk = window.feature(MatchDesk)

    again = window.feature(PlayAgain)

    def games() -> None:
        if persistence is not None and persistence.resumer.offer_resume() is not None:
            return
        if again is not None and again.offer_play_again() is not None:
            return
        window.request_new_game()

    if desk is not None:
        desk.start_up(games, persistence.kept.keep_finished_left_behind
                      if persistence is not None else None)
    else:
        games()
    # what the kept files' boundary set aside or left out at this start (storage.kept)
    say_what_was_left_out(window.status, window.lang)
