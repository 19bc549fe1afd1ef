"""The Cards menu of the main window: the card browser, the deck builder and importing
card sets, sharing one :class:`~momon_desktop.storage.decklib.DeckLibrary`.

The main window creates one :class:`CardWindows`; it adds its menu in front of Help,
follows language changes, and gives the New Game dialog the card pool (bundled and
imported sets) and the saved decks.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMenu, QMessageBox

from momon_desktop.cards import CardPool, CardSetError, Deck
from momon_desktop.storage.cardsets import LoadedSet
from momon_desktop.storage.decklib import DeckLibrary
from momon_desktop.ui.cards.cardbrowser import CardBrowser
from momon_desktop.ui.cards.cardsetdialog import ProblemDialog, import_problem_dialog, tell
from momon_desktop.ui.decks.deckbuilder import DeckBuilder
from momon_desktop.ui.text import i18n


class CardWindows(QObject):
    """Owns the deck library and the card windows of a main window."""

    sets_changed = Signal()
    decks_changed = Signal()

    def __init__(self, window: QMainWindow, library: DeckLibrary | None = None) -> None:
        super().__init__(window)
        self.window = window
        self._library = library
        self.browser: CardBrowser | None = None
        self.builder: DeckBuilder | None = None
        self.last_dialog: ProblemDialog | QMessageBox | None = None
        self.lang = i18n.current_language()
        self.menu = QMenu(window)
        self.browse_action = QAction(window)
        self.browse_action.setShortcut(QKeySequence("Ctrl+Shift+B"))
        self.builder_action = QAction(window)
        self.builder_action.setShortcut(QKeySequence("Ctrl+Shift+K"))
        self.import_action = QAction(window)
        self.import_action.setShortcut(QKeySequence("Ctrl+Shift+I"))
        self.menu.addAction(self.browse_action)
        self.menu.addAction(self.builder_action)
        self.menu.addSeparator()
        self.menu.addAction(self.import_action)
        bar = window.menuBar()
        help_menu = getattr(window, "help_menu", None)
        if isinstance(help_menu, QMenu):
            bar.insertMenu(help_menu.menuAction(), self.menu)
        else:
            bar.addMenu(self.menu)
        for action in (self.browse_action, self.builder_action, self.import_action):
            window.addAction(action)  # shortcuts work in full screen too
        self.browse_action.triggered.connect(self.open_browser)
        self.builder_action.triggered.connect(self.open_deck_builder)
        self.import_action.triggered.connect(self.choose_card_set)
        window.installEventFilter(self)
        self.retranslate()

    # ---------------------------------------------------------------- the library

    @property
    def library(self) -> DeckLibrary:
        """The deck library in the user data folder (read on first use)."""
        if self._library is None:
            self._library = DeckLibrary()
        return self._library

    def pool(self) -> CardPool:
        """Every loaded card: the bundled sets and the imported ones."""
        return self.library.pool

    def saved_decks(self) -> list[Deck]:
        """The player's saved decks, by name."""
        return [saved.deck for saved in self.library.decks()]

    # ---------------------------------------------------------------- texts

    def retranslate(self) -> None:
        """Menu texts in the current language."""
        self.menu.setTitle(self.tr("&Cards"))
        self.browse_action.setText(self.tr("&Browse cards…"))
        self.builder_action.setText(self.tr("&Deck builder…"))
        self.import_action.setText(self.tr("&Import card set…"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.set_language(i18n.current_language())
        if watched is self.window and event.type() == QEvent.Type.Close \
                and self.builder is not None and not self.builder.maybe_keep_changes():
            # The app is closing with an unsaved deck and the player chose to stay.
            event.ignore()
            return True
        return super().eventFilter(watched, event)

    def set_language(self, lang: str) -> None:
        """Menus, and card names in the open windows, in ``lang``."""
        self.lang = lang
        self.retranslate()
        if self.browser is not None:
            self.browser.set_language(lang)
        if self.builder is not None:
            self.builder.set_language(lang)

    # ---------------------------------------------------------------- windows

    def open_browser(self) -> CardBrowser:
        """Show (or raise) the card browser."""
        if self.browser is None:
            self.browser = CardBrowser(self.pool(), self.lang, self.window)
        self.browser.show()
        self.browser.raise_()
        self.browser.activateWindow()
        return self.browser

    def open_deck_builder(self) -> DeckBuilder:
        """Show (or raise) the deck builder."""
        if self.builder is None:
            self.builder = DeckBuilder(self.library, self.lang, self.window)
            self.builder.sets_changed.connect(self.on_sets_changed)
            self.builder.decks_changed.connect(self.decks_changed)
        self.builder.show()
        self.builder.raise_()
        self.builder.activateWindow()
        return self.builder

    def choose_card_set(self) -> None:
        """Ask for a card set file and import it."""
        path, _ = QFileDialog.getOpenFileName(
            self.window, self.tr("Import card set"), "",
            self.tr("Card sets (*.json);;All files (*)"))
        if path:
            self.import_card_set(path)

    def import_card_set(self, path: str) -> LoadedSet | None:
        """Import the card set at ``path``: on success say so, otherwise show every
        problem (nothing is imported then)."""
        try:
            loaded = self.library.import_set(path)
        except CardSetError as error:
            dialog = import_problem_dialog(error, self.window)
            self.last_dialog = dialog
            dialog.open()
            return None
        if self.builder is not None:
            self.builder.on_sets_changed()  # the builder tells on_sets_changed in turn
        else:
            self.on_sets_changed()
        self.last_dialog = tell(
            self.window, QMessageBox.Icon.Information, self.tr("Card set imported"),
            self.tr("%1: %n card(s) added. Use them in the Open Format (PF.2).", "",
                    len(loaded.card_set.cards))
            .replace("%1", loaded.card_set.display_name(self.lang)))
        return loaded

    def on_sets_changed(self) -> None:
        """A set was imported or removed: the browser shows the new pool."""
        if self.browser is not None:
            self.browser.set_pool(self.pool())
        self.sets_changed.emit()
