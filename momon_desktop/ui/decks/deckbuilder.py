"""The deck builder: the player's decks, the card pool, legality and statistics.

Left: the saved decks of the :class:`~momon_desktop.storage.decklib.DeckLibrary`
(new, duplicate, delete), each marked legal or not. Middle: the card pool with the
browser's filters; double-click or Enter adds a card, and a badge shows the copies
already in the deck. Right: the deck being edited, its name and Format, every reason
from :func:`~momon_desktop.cards.deck_reasons` while it is not legal (PF.1, PF.2, 6.1),
the power curve and the Snatch-Sight coverage by direction, save, and the deck as text
to share (clipboard or file) or to read back.

The window's widgets are made in :mod:`.deckpanes`, its charts are in :mod:`.deckcharts`,
its lists in :mod:`.deckviews`, and the Share menu in :mod:`.decksharing`.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QItemSelectionModel, QModelIndex, Signal
from PySide6.QtGui import QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import QDialog, QMessageBox, QWidget

from momon_desktop.cards import (
    DECK_SIZE,
    Deck,
    DeckError,
    DeckReason,
    deck_reasons,
    get_format,
)
from momon_desktop.cards.decks import fit_name
from momon_desktop.cards.messages import os_reason
from momon_desktop.engine.carddefs import CardDef
from momon_desktop.storage.decklib import DeckLibrary, SavedDeck
from momon_desktop.ui.cards.cardbrowser import CardWindow, card_details
from momon_desktop.ui.cards.cardmodels import CARD_ID_ROLE
from momon_desktop.ui.cards.cardsetdialog import (
    CardSetsDialog,
    ProblemDialog,
    ask,
    tell,
    unreadable_count,
    unreadable_files_dialog,
)
from momon_desktop.ui.decks.deckpanes import DeckBuilderPanes
from momon_desktop.ui.decks.decksharing import DeckSharing
from momon_desktop.ui.table.models import CARD_ROLE
from momon_desktop.ui.text.i18n import fill


def reason_text(reason: DeckReason) -> str:
    """A reason from :func:`~momon_desktop.cards.deck_reasons` in the interface language."""
    if reason.code == "deck_size":
        return fill(
            QCoreApplication.translate(
                "DeckBuilder", "A deck needs exactly %1 cards (6.1, %2); this one has %3."
            ),
            str(reason.limit),
            reason.rule,
            str(reason.count),
        )
    if reason.code == "unknown_card":
        return fill(
            QCoreApplication.translate(
                "DeckBuilder", "Unknown card \u201c%1\u201d: no loaded card set has it."
            ),
            reason.shown_card,
        )
    if reason.code == "set_not_allowed":
        return fill(
            QCoreApplication.translate(
                "DeckBuilder",
                "\u201c%1\u201d is from the set \u201c%2\u201d; %3 allows only cards from %4 (%5).",
            ),
            reason.shown_card,
            reason.set_id,
            format_short_name(reason.format_id),
            ", ".join(f'"{s}"' for s in reason.allowed_sets),
            reason.rule,
        )
    return fill(
        QCoreApplication.translate(
            "DeckBuilder",
            "\u201c%1\u201d appears %2 times; %3 allows at most %4 copies of a card (%5).",
        ),
        reason.shown_card,
        str(reason.count),
        format_short_name(reason.format_id),
        str(reason.limit),
        reason.rule,
    )


def format_short_name(fmt: str) -> str:
    """The translated name of a Format: "Standard" or "Open"."""
    if fmt == "standard":
        return QCoreApplication.translate("DeckBuilder", "Standard")
    if fmt == "open":
        return QCoreApplication.translate("DeckBuilder", "Open")
    return fmt


def format_name(fmt: str) -> str:
    """The translated name of a Format with its rule: "Standard (PF.1)"."""
    if fmt == "standard":
        return QCoreApplication.translate("DeckBuilder", "Standard (PF.1)")
    if fmt == "open":
        return QCoreApplication.translate("DeckBuilder", "Open (PF.2)")
    return fmt


# ----------------------------------------------------------------------------- window


class DeckBuilder(DeckBuilderPanes, DeckSharing, CardWindow):
    """Build, save and share decks; see the module docstring."""

    decks_changed = Signal()
    sets_changed = Signal()

    def __init__(self, library: DeckLibrary, lang: str = "en",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.library = library
        self.lang = lang
        self.key: str | None = None  # the saved deck being edited; None: not saved yet
        self.dirty = False
        # The deck's name as saved, in every language it has; kept until it is renamed.
        self._original_name: dict[str, str] = {}
        self.last_dialog: QDialog | None = None
        # How the window asks the player; tests replace these.
        self.ask_unsaved: Callable[[], QMessageBox.StandardButton] = self._ask_unsaved
        self.confirm_delete: Callable[[str], bool] = self._confirm_delete

        self._build_panes(library.pool)

        self.deck_model.set_language(lang)
        self.deck_delegate.lang = lang
        self.deck_list_model.set_language(lang)
        self._connect_signals()
        self.retranslate()
        self.reload_decks()
        if self.deck_list_model.rowCount():
            self.open_row(0)
        else:
            self.new_deck()

    def _connect_signals(self) -> None:
        self.new_button.clicked.connect(self.request_new_deck)
        self.duplicate_button.clicked.connect(self.duplicate_deck)
        self.delete_button.clicked.connect(self.delete_deck)
        self.sets_button.clicked.connect(self.open_card_sets)
        self.unreadable_button.clicked.connect(self.show_unreadable)
        self.deck_list.clicked.connect(lambda index: self.request_open_row(index.row()))
        self.deck_list.activated.connect(lambda index: self.request_open_row(index.row()))
        self.grid.card_activated.connect(self.add_card)
        self.grid.selectionModel().currentChanged.connect(self._on_pool_current)
        self.deck_view.remove_requested.connect(self.remove_card)
        self.deck_view.add_requested.connect(self.add_card)
        self.deck_view.doubleClicked.connect(
            lambda index: self.remove_card(str(index.data(CARD_ID_ROLE))))
        self.add_button.clicked.connect(self._add_current)
        self.remove_button.clicked.connect(self._remove_current)
        self.clear_button.clicked.connect(self.clear_deck)
        self.name_edit.textEdited.connect(self._on_edited)
        self.format_box.currentIndexChanged.connect(self._on_edited)
        self.save_button.clicked.connect(self.save_deck)
        self.copy_action.triggered.connect(self.copy_text)
        self.export_file_action.triggered.connect(self.export_file)
        self.paste_action.triggered.connect(self.paste_text)
        self.import_file_action.triggered.connect(self.import_file)
        for signal in (self.deck_model.rowsInserted, self.deck_model.rowsRemoved,
                       self.deck_model.dataChanged, self.deck_model.modelReset):
            signal.connect(self._on_deck_changed)
        QShortcut(QKeySequence.StandardKey.Save, self, self.save_deck)
        QShortcut(QKeySequence.StandardKey.New, self, self.request_new_deck)

    # ---------------------------------------------------------------- texts

    def retranslate(self) -> None:
        """Every text in the current language."""
        self.setWindowTitle(self.tr("Deck builder"))
        self.retranslate_close()
        self.decks_heading.setText(self.tr("My decks"))
        self.new_button.setText(self.tr("&New deck"))
        self.duplicate_button.setText(self.tr("D&uplicate"))
        self.delete_button.setText(self.tr("&Delete…"))
        self.sets_button.setText(self.tr("Card &sets…"))
        self._update_unreadable()
        self.deck_list.setAccessibleName(self.tr("My decks"))
        self.deck_list_delegate.legal_text = "✓"
        self.deck_list_delegate.illegal_text = "!"
        self.pool_heading.setText(self.tr("Cards"))
        self.pool_hint.setText(self.tr("Double-click or Enter: add to the deck"))
        self.grid.setAccessibleName(self.tr("Cards"))
        self.name_label.setText(self.tr("Deck name"))
        self.name_edit.setPlaceholderText(self.tr("Name your deck"))
        self.format_label.setText(self.tr("Format"))
        for i in range(self.format_box.count()):
            self.format_box.setItemText(i, format_name(str(self.format_box.itemData(i))))
        self.add_button.setText("+")
        self.add_button.setToolTip(self.tr("Add a copy (+)"))
        self.add_button.setAccessibleName(self.tr("Add a copy"))
        self.remove_button.setText("−")
        self.remove_button.setToolTip(self.tr("Take a copy out (Delete)"))
        self.remove_button.setAccessibleName(self.tr("Take a copy out"))
        self.clear_button.setText(self.tr("Clear"))
        self.clear_button.setToolTip(self.tr("Take every card out"))
        self.deck_view.setAccessibleName(self.tr("Cards in the deck"))
        self.curve_label.setText(self.tr("Power curve"))
        self.curve.setAccessibleName(self.tr("Power curve"))
        self.compass_label.setText(self.tr("Snatch-Sight coverage"))
        self.compass.setToolTip(self.tr("How many cards of the deck see each direction "
                                        "(Forward is up)."))
        self.compass.setAccessibleName(self.tr("Snatch-Sight coverage"))
        self.save_button.setText(self.tr("&Save"))
        self.share_button.setText(self.tr("S&hare"))
        self.copy_action.setText(self.tr("&Copy deck as text"))
        self.export_file_action.setText(self.tr("&Export to a text file…"))
        self.paste_action.setText(self.tr("&Paste deck from text"))
        self.import_file_action.setText(self.tr("&Import from a text file…"))
        self.filters.retranslate()
        self._on_deck_changed()

    def fit_panes(self) -> None:
        """Share the width: the deck list, the filters and the deck get what they need,
        the card pool the rest (until the player moves a divider)."""
        width = self.splitter.width()
        left = max(150, min(220, int(width * 0.15)))
        filters = 210
        right = max(290, min(380, int(width * 0.26)))
        self.splitter.setSizes([left, filters, max(200, width - left - filters - right), right])

    def set_language(self, lang: str) -> None:
        """Card names and deck names in ``lang``."""
        self.lang = lang
        self.pool_model.set_language(lang)
        self.grid.delegate.lang = lang
        self.deck_model.set_language(lang)
        self.deck_delegate.lang = lang
        self.deck_list_model.set_language(lang)
        self.reload_decks()
        self.retranslate()
        if self.key is None and not self.dirty:
            # an untouched new deck is named in the new language
            self.new_deck()

    # ---------------------------------------------------------------- deck list

    def reload_decks(self) -> None:
        """Re-read the saved decks, keeping the current one selected."""
        decks = sorted(self.library.decks(),
                       key=lambda s: (s.deck.display_name(self.lang).casefold(), s.key))
        self.deck_list_model.set_decks(decks)
        self._select_key(self.key)
        self._update_unreadable()

    def _update_unreadable(self) -> None:
        count = unreadable_count(self.library)
        self.unreadable_button.setText(
            self.tr("⚠ %n file problem(s)…", "", count))
        self.unreadable_button.setToolTip(self.tr(
            "Files in the data folder that could not be read; they are left as they are."))
        self.unreadable_button.setVisible(count > 0)

    def show_unreadable(self) -> ProblemDialog:
        """List the files of the data folder that could not be used."""
        dialog = unreadable_files_dialog(self.library, self)
        self.last_dialog = dialog
        dialog.open()
        return dialog

    def _select_key(self, key: str | None) -> None:
        row = self.deck_list_model.row_of(key) if key is not None else -1
        selection = self.deck_list.selectionModel()
        if row < 0:
            selection.clearSelection()
            return
        selection.setCurrentIndex(self.deck_list_model.index(row),
                                  QItemSelectionModel.SelectionFlag.ClearAndSelect)

    def request_open_row(self, row: int) -> None:
        """Open a saved deck, after asking about unsaved changes."""
        saved = self.deck_list_model.saved(row)
        if saved.key == self.key:
            return
        if self.maybe_keep_changes():
            self.open_row(row)
        else:
            self._select_key(self.key)

    def open_row(self, row: int) -> None:
        """Open the saved deck of ``row`` in the editor."""
        self.open_saved(self.deck_list_model.saved(row))

    def open_saved(self, saved: SavedDeck) -> None:
        """Show ``saved`` in the editor."""
        self._edit(saved.deck, saved.key)
        self._select_key(saved.key)

    def _edit(self, deck: Deck, key: str | None, dirty: bool = False) -> None:
        self.key = key
        self.name_edit.setText(deck.display_name(self.lang) if key is not None
                               else deck.name.get("en", ""))
        self._original_name = dict(deck.name)
        self.format_box.blockSignals(True)
        self.format_box.setCurrentIndex(max(0, self.format_box.findData(deck.format)))
        self.format_box.blockSignals(False)
        self.deck_model.set_cards(deck.cards)
        self.dirty = dirty
        self.message.clear()
        self._on_deck_changed()

    def request_new_deck(self) -> None:
        """Start a new deck, after asking about unsaved changes."""
        if self.maybe_keep_changes():
            self.new_deck()

    def new_deck(self) -> None:
        """An empty, unsaved Standard deck."""
        self._edit(Deck({"en": self.tr("New deck")}, "standard", (), ""), None)
        self._select_key(None)
        self.name_edit.setFocus()
        self.name_edit.selectAll()

    def duplicate_deck(self) -> SavedDeck | None:
        """Save a copy of the current deck as a new deck and open it."""
        if not self.maybe_keep_changes():
            return None
        deck = self.current_deck()
        name = {lang: fit_name(self.tr("%1 (copy)"), text) for lang, text in deck.name.items()}
        try:
            saved = self.library.save(Deck(name, deck.format, deck.cards, ""))
        except (OSError, DeckError) as exc:
            self._show_write_error(exc)
            return None
        self.reload_decks()
        self.open_saved(saved)
        self.decks_changed.emit()
        return saved

    def delete_deck(self) -> bool:
        """Delete the current saved deck after asking; True if it was deleted."""
        if self.key is None:
            self.new_deck()
            return False
        if not self.confirm_delete(self.current_deck().display_name(self.lang)):
            return False
        try:
            self.library.delete(self.key)
        except OSError as exc:
            self._show_write_error(exc)
            return False
        self.key = None
        self.dirty = False
        self.reload_decks()
        if self.deck_list_model.rowCount():
            self.open_row(0)
        else:
            self.new_deck()
        self.decks_changed.emit()
        return True

    def _confirm_delete(self, name: str) -> bool:
        answer = ask(
            self, QMessageBox.Icon.Question, self.tr("Delete deck"),
            fill(self.tr("Delete the deck %1? This cannot be undone."), name),
            [(self.tr("Delete"), QMessageBox.ButtonRole.DestructiveRole),
             (self.tr("Keep"), QMessageBox.ButtonRole.RejectRole)], default=1)
        return answer == 0

    def _ask_unsaved(self) -> QMessageBox.StandardButton:
        answer = ask(
            self,
            QMessageBox.Icon.Question,
            self.tr("Unsaved deck"),
            fill(
                self.tr("The deck %1 has changes that are not saved. Save them?"),
                self.name_edit.text().strip() or self.tr("New deck"),
            ),
            [
                (self.tr("Save"), QMessageBox.ButtonRole.AcceptRole),
                (self.tr("Don't save"), QMessageBox.ButtonRole.DestructiveRole),
                (self.tr("Cancel"), QMessageBox.ButtonRole.RejectRole),
            ],
        )
        return (QMessageBox.StandardButton.Save, QMessageBox.StandardButton.Discard,
                QMessageBox.StandardButton.Cancel)[answer]

    def maybe_keep_changes(self) -> bool:
        """Before leaving the deck: ask to save unsaved changes. False means stay."""
        if not self.dirty:
            return True
        answer = self.ask_unsaved()
        if answer == QMessageBox.StandardButton.Save:
            return self.save_deck() is not None
        return answer == QMessageBox.StandardButton.Discard

    # ---------------------------------------------------------------- editing

    def current_deck(self) -> Deck:
        """The deck as it is in the editor."""
        typed = " ".join(self.name_edit.text().split()) or self.tr("New deck")
        name = dict(self._original_name)
        if name.get(self.lang) != typed and name.get("en") != typed:
            # The player renamed the deck: the typed name is its name from now on.
            name = {"en": typed}
        fmt = str(self.format_box.currentData() or "standard")
        return Deck(name, fmt, self.deck_model.cards(), self.key + ".json" if self.key else "")

    def current_format(self) -> str:
        """The Format chosen for the deck."""
        return str(self.format_box.currentData() or "standard")

    def add_card(self, card_id: str) -> None:
        """Add a copy of ``card_id`` to the deck."""
        row = self.deck_model.add(card_id)
        self.deck_view.setCurrentIndex(self.deck_model.index(row))
        self._on_edited()

    def remove_card(self, card_id: str) -> None:
        """Take a copy of ``card_id`` out of the deck."""
        if self.deck_model.remove(card_id):
            self._on_edited()

    def clear_deck(self) -> None:
        """Take every card out."""
        if self.deck_model.rowCount():
            self.deck_model.set_cards(())
            self._on_edited()

    def _add_current(self) -> None:
        index = self.deck_view.currentIndex()
        if index.isValid():
            self.add_card(str(index.data(CARD_ID_ROLE)))
            return
        card = self.grid.currentIndex().data(CARD_ROLE)
        if isinstance(card, CardDef):
            self.add_card(card.id)

    def _remove_current(self) -> None:
        index = self.deck_view.currentIndex()
        if index.isValid():
            self.remove_card(str(index.data(CARD_ID_ROLE)))

    def _on_edited(self) -> None:
        self.dirty = True
        self.message.clear()
        self._on_deck_changed()

    def reasons(self) -> list[DeckReason]:
        """Every reason the deck in the editor is not legal in its Format."""
        return deck_reasons(self.deck_model.cards(), self.current_format(), self.library.pool)

    def _on_deck_changed(self, *args: object) -> None:
        fmt = get_format(self.current_format())
        reasons = self.reasons()
        total = self.deck_model.total()
        count = fill(self.tr("%1 of %2 cards"), str(total), str(DECK_SIZE))
        self.contents_label.setText(fill(self.tr("In the deck: %1"), count))
        if reasons:
            items = "".join(f"<li>{_escape(reason_text(r))}</li>" for r in reasons)
            head = fill(self.tr("Not legal in %1:"), format_name(fmt.id))
            self.status.setText(
                f'<div style="color:#e8826f;font-weight:bold;">✗ {_escape(head)}</div>'
                f'<ul style="margin:2px 0 0 -18px;color:#f1c1b5;">{items}</ul>')
        else:
            text = fill(self.tr("Legal in %1."), format_name(fmt.id))
            self.status.setText(
                f'<div style="color:#6fd08f;font-weight:bold;">✓ {_escape(text)}</div>')
        self.status.setAccessibleDescription("\n".join(reason_text(r) for r in reasons))
        known = [e.card for e in self.deck_model.entries() for _ in range(e.count)
                 if e.card is not None]
        self.curve.set_powers([c.power for c in known])
        self.compass.set_cards(known)
        title = self.tr("Deck builder")
        name = self.name_edit.text().strip()
        # "name[*] – Deck builder": Qt shows the unsaved mark as each platform does
        self.setWindowTitle(fill(self.tr("%1[*] – %2"), name, title)
                            if name else title)
        self.setWindowModified(bool(name) and self.dirty)
        self.duplicate_button.setEnabled(self.key is not None)
        self.delete_button.setEnabled(self.key is not None)
        self.grid.viewport().update()

    def _on_pool_current(self, index: QModelIndex, previous: QModelIndex | None = None) -> None:
        card = index.data(CARD_ROLE)
        if not isinstance(card, CardDef):
            self.card_info.clear()
            return
        set_name = self.pool_model.set_name(card.set_id)
        details = card_details(card, self.lang, set_name).replace("\n", " · ")
        self.card_info.setText(f"<b>{_escape(card.display_name(self.lang))}</b> · "
                               f"{_escape(details)}")

    # ---------------------------------------------------------------- saving

    def save_deck(self) -> SavedDeck | None:
        """Save the deck (legal or not, so work in progress is kept)."""
        deck = self.current_deck()
        try:
            saved = self.library.save(deck, self.key)
        except (OSError, DeckError) as exc:
            self._show_write_error(exc)
            return None
        self.key = saved.key
        self._original_name = dict(saved.deck.name)
        self.dirty = False
        self.reload_decks()
        self.message.setText(self.tr("Saved."))
        self._on_deck_changed()
        self.decks_changed.emit()
        return saved

    def _show_write_error(self, exc: OSError | DeckError) -> None:
        """Why the deck was not saved: the system's reason, or the deck format's bound
        it would break (it would not read back), in the interface language."""
        reason = ("\n".join(exc.messages(self.lang)) if isinstance(exc, DeckError)
                  else os_reason(exc).render(self.lang))
        self.last_dialog = tell(self, QMessageBox.Icon.Warning, self.tr("Deck builder"),
                                fill(self.tr("The deck could not be written: %1"), reason))

    # ---------------------------------------------------------------- card sets

    def open_card_sets(self) -> CardSetsDialog:
        """The card sets dialog: import or remove user sets."""
        dialog = CardSetsDialog(self.library, self.lang, self)
        dialog.sets_changed.connect(self.on_sets_changed)
        self.last_dialog = dialog
        dialog.open()
        return dialog

    def on_sets_changed(self) -> None:
        """A set was imported or removed: re-read cards and legality everywhere."""
        pool = self.library.pool
        self.pool_model.set_pool(pool)
        self.filters.set_sets()
        self.deck_model.set_pool(pool)
        self.deck_list_model.set_pool(pool)
        self._on_deck_changed()
        self.sets_changed.emit()

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.maybe_keep_changes():
            self.dirty = False
            super().closeEvent(event)
        else:
            event.ignore()

    def reject(self) -> None:
        """Escape closes the window like the close button (asking about changes)."""
        if self.maybe_keep_changes():
            self.dirty = False
            super().reject()


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")

