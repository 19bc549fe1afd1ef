"""The welcome screen: three large choices for a newcomer, at the first start.

Learn to play starts the tutorial's first lesson; Play against the computer opens the
New Game dialog with a computer opponent; Play with a friend on this computer opens it
for two people at this computer (hot seat). Help ▸ Welcome screen shows it any time.

The first start (:meth:`WelcomeScreen.first_run`) is one where nothing shows the app
was used before: no saved window layout in the settings (the window was never
closed), no tutorial progress, and no game in the data folder (no unfinished game, no
match in progress, no saved or recent game, and no ``welcome.json``, which is written
when the first game is put on the table). A later start offers the game to resume, else
the last kind of game again (``features/playagain.py``), else the New Game dialog.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from momon_desktop.ai import LEVELS
from momon_desktop.storage import atomic_write, data_dir, saves_dir
from momon_desktop.storage.locations import recent_games
from momon_desktop.storage.matches import match_progress_path
from momon_desktop.ui.core.actions import ActionSpec
from momon_desktop.ui.core.controller import HUMAN
from momon_desktop.ui.features.choicewindow import ChoiceButton, ChoiceWindow
from momon_desktop.ui.features.tutorial import Tutorial

if TYPE_CHECKING:
    from momon_desktop.ui.table.host import TableHost

# Written in the data folder when the first game is put on the table.
PLAYED_NAME = "welcome.json"

# The computer's strength the welcome screen's "Play against the computer" offers.
WELCOME_LEVEL = "normal" if "normal" in LEVELS else LEVELS[0]


class WelcomeWindow(ChoiceWindow):
    """The welcome screen's window."""

    learn = Signal()
    computer = Signal()
    friend = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__("WelcomeWindow", parent, 28)
        self.learn_button = ChoiceButton("WelcomeLearn")
        self.computer_button = ChoiceButton("WelcomeComputer")
        self.friend_button = ChoiceButton("WelcomeFriend")
        self.add_choice(self.learn_button, self.learn)
        self.add_choice(self.computer_button, self.computer)
        self.add_choice(self.friend_button, self.friend)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text in the current language."""
        self.setWindowTitle(self.tr("Welcome"))
        self.title.setText(self.tr("Welcome to Momon Desktop"))
        self.intro.setText(self.tr("Momon Wonder is a card game for two from Thailand: take "
                                   "turns placing Momon on a 4 × 4 Arena and snatch your "
                                   "opponent's. How would you like to start?"))
        self.learn_button.set_texts(self.tr("&Learn to play"),
                                    self.tr("Eight short lessons on the table, a few minutes each."))
        self.computer_button.set_texts(self.tr("Play against the &computer"),
                                       self.tr("A game against the computer opponent."))
        self.friend_button.set_texts(self.tr("Play with a &friend on this computer"),
                                     self.tr("Two people take turns at this screen."))
        self.close_button.setText(self.tr("Close"))


class WelcomeScreen(QObject):
    """The welcome screen feature: Help ▸ Welcome screen, and the first start."""

    def __init__(self, window: TableHost) -> None:
        super().__init__(window.window())
        self.window = window
        self.welcome: WelcomeWindow | None = None
        self.action = window.action_registry.add(ActionSpec(
            "help.welcome", lambda: self.tr("&Welcome screen…"), "help", 5, 20,
            status_tip=lambda: self.tr("The three ways to start: learn, play the computer, "
                                       "play a friend.")),
            self.open)
        window.controller.started.connect(self._remember_a_game)

    def _remember_a_game(self) -> None:
        """A game was put on the table: later starts are not the first."""
        path = data_dir() / PLAYED_NAME
        if path.exists():
            return
        try:
            atomic_write(path, b'{"format_version": 1, "played": true}\n', backup=False)
        except OSError:
            pass

    def first_run(self) -> bool:
        """Whether nothing shows that the app was used before (see the module)."""
        if self.window.settings.contains("geometry"):
            return False
        tutorial = self.window.feature(Tutorial)
        if tutorial is not None and tutorial.started_before():
            return False
        if self.window.autosave.exists() or match_progress_path().exists() \
                or (data_dir() / PLAYED_NAME).exists():
            return False
        try:
            if any(saves_dir().glob("*")):
                return False
        except OSError:
            pass
        return not recent_games()

    def open(self) -> WelcomeWindow:
        """Show (or raise) the welcome screen."""
        if self.welcome is None:
            self.welcome = WelcomeWindow(self.window.window())
            self.welcome.learn.connect(self.learn)
            self.welcome.computer.connect(lambda: self.new_game(computer=True))
            self.welcome.friend.connect(lambda: self.new_game(computer=False))
        self.welcome.show()
        self.welcome.raise_()
        self.welcome.activateWindow()
        return self.welcome

    def learn(self) -> bool:
        """Learn to play: the tutorial's first lesson on the table."""
        tutorial = self.window.feature(Tutorial)
        return tutorial is not None and tutorial.start(0)

    def new_game(self, computer: bool) -> QObject:
        """The New Game dialog, Player B a computer opponent or a second person."""
        dialog = self.window.request_new_game()
        boxes = dialog.kind_boxes
        if len(boxes) == 2:
            boxes[0].setCurrentIndex(max(0, boxes[0].findData(HUMAN)))
            wanted = WELCOME_LEVEL if computer else HUMAN
            index = boxes[1].findData(wanted)
            if index >= 0:
                boxes[1].setCurrentIndex(index)
        return dialog
