"""The Cards menu of the main window: the card browser, the deck builder and importing
card sets, sharing one :class:`~momon_desktop.storage.decklib.DeckLibrary`.

A feature of the table: :class:`CardWindows` adds the Cards menu, follows language
changes, and opens its windows over the library the table shares with the New Game
dialog (the card pool of bundled and imported sets, and the saved decks).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtWidgets import QFileDialog, QMessageBox

from momon_desktop.cards import CardPool, CardSetError, Deck
from momon_desktop.storage.cardsets import LoadedSet
from momon_desktop.storage.decklib import DeckLibrary
from momon_desktop.ui.core.actions import ActionSpec
from momon_desktop.ui.text import i18n
from momon_desktop.ui.text.i18n import fill

# The windows themselves are imported when first opened: the app starts without them.
if TYPE_CHECKING:
    from momon_desktop.ui.cards.cardbrowser import CardBrowser
    from momon_desktop.ui.cards.cardsetdialog import ProblemDialog
    from momon_desktop.ui.decks.deckbuilder import DeckBuilder
    from momon_desktop.ui.table.host import TableHost


class CardWindows(QObject):
    """Owns the deck library and the card windows of a main window."""

    sets_changed = Signal()
    decks_changed = Signal()

    def __init__(self, host: TableHost) -> None:
        super().__init__(host.window())
        self.host = host
        self.window = host.window()
        self.browser: CardBrowser | None = None
        self.builder: DeckBuilder | None = None
        self.last_dialog: ProblemDialog | QMessageBox | None = None
        self.lang = i18n.current_language()
        r = host.action_registry
        self.menu = r.add_menu("cards", lambda: self.tr("&Cards"), 40)
        self.browse_action = r.add(ActionSpec(
            "cards.browse", lambda: self.tr("&Browse cards…"), "cards", 10, 10,
            ("Ctrl+Shift+B",)), self.open_browser)
        self.builder_action = r.add(ActionSpec(
            "cards.deck_builder", lambda: self.tr("&Deck builder…"), "cards", 10, 20,
            ("Ctrl+Shift+K",)), self.open_deck_builder)
        self.import_action = r.add(ActionSpec(
            "cards.import", lambda: self.tr("&Import card set…"), "cards", 20, 10,
            ("Ctrl+Shift+I",)), self.choose_card_set)
        self.window.installEventFilter(self)

    # ---------------------------------------------------------------- the library

    @property
    def library(self) -> DeckLibrary:
        """The deck library in the user data folder, shared with the table."""
        return self.host.library

    def pool(self) -> CardPool:
        """Every loaded card: the bundled sets and the imported ones."""
        return self.library.pool

    def saved_decks(self) -> list[Deck]:
        """The player's saved decks, by name."""
        return [saved.deck for saved in self.library.decks()]

    # ---------------------------------------------------------------- texts

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
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
        if self.browser is not None:
            self.browser.set_language(lang)
        if self.builder is not None:
            self.builder.set_language(lang)

    # ---------------------------------------------------------------- windows

    def open_browser(self) -> CardBrowser:
        """Show (or raise) the card browser."""
        if self.browser is None:
            from momon_desktop.ui.cards.cardbrowser import CardBrowser

            self.browser = CardBrowser(self.pool(), self.lang, self.window)
        self.browser.show()
        self.browser.raise_()
        self.browser.activateWindow()
        return self.browser

    def open_deck_builder(self) -> DeckBuilder:
        """Show (or raise) the deck builder."""
        if self.builder is None:
            from momon_desktop.ui.decks.deckbuilder import DeckBuilder

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
        from momon_desktop.ui.cards.cardsetdialog import import_problem_dialog, tell

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
            fill(self.tr("%1: %n card(s) added, to use in the Open Format (PF.2).", "",
                    len(loaded.card_set.cards)), loaded.card_set.display_name(self.lang)))
        return loaded

    def on_sets_changed(self) -> None:
        """A set was imported or removed: the browser shows the new pool."""
        if self.browser is not None:
            self.browser.set_pool(self.pool())
        self.sets_changed.emit()
