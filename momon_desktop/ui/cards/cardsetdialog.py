"""Importing and removing user card sets, and the dialog that lists file problems.

:class:`ProblemDialog` shows every problem of a file the app refused (a card set or a
shared deck), one per line with file, card and field, in a list a person can read and
copy. :class:`CardSetsDialog` lists the loaded sets and imports or removes user sets
through :class:`momon_desktop.storage.decklib.DeckLibrary`, which adds a set all or
nothing.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from momon_desktop.cards import CardSetError
from momon_desktop.storage.cardsets import LoadedSet
from momon_desktop.storage.decklib import DeckLibrary
from momon_desktop.ui.look.fonts import title_font, ui_font
from momon_desktop.ui.text.i18n import current_language, fill


def ask(parent: QWidget | None, icon: QMessageBox.Icon, title: str, text: str,
        choices: Sequence[tuple[str, QMessageBox.ButtonRole]], default: int = 0) -> int:
    """Ask with buttons labelled in the interface language (Qt has no Thai for its
    standard buttons); returns the index of the choice (Escape: the reject-role one)."""
    box = QMessageBox(icon, title, text, QMessageBox.StandardButton.NoButton, parent)
    buttons = [box.addButton(label, role) for label, role in choices]
    box.setDefaultButton(buttons[default])
    for button, (_, role) in zip(buttons, choices, strict=True):
        if role == QMessageBox.ButtonRole.RejectRole:
            box.setEscapeButton(button)
    box.exec()
    clicked = box.clickedButton()
    for index, button in enumerate(buttons):
        if button is clicked:
            return index
    return len(buttons) - 1


def tell(parent: QWidget | None, icon: QMessageBox.Icon, title: str, text: str) -> QMessageBox:
    """A message with one translated OK button, shown without blocking."""
    box = QMessageBox(icon, title, text, QMessageBox.StandardButton.NoButton, parent)
    box.addButton(QCoreApplication.translate("ProblemDialog", "OK"),
                  QMessageBox.ButtonRole.AcceptRole)
    box.open()
    return box


class ProblemDialog(QDialog):
    """Every problem of a refused file, readable and copyable, and what was kept."""

    def __init__(self, title: str, summary: str, problems: Sequence[str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("CardWindow")
        self.setWindowTitle(title)
        self.problems = list(problems)
        self.heading = QLabel(title)
        self.heading.setFont(title_font(20))
        self.heading.setProperty("role", "warning")
        self.summary = QLabel(summary)
        self.summary.setWordWrap(True)
        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        self.text.setFont(ui_font(9.5))
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.text.setPlainText("\n\n".join(self.problems))
        self.count = QLabel(self.tr("%n problem(s).", "", len(self.problems)))
        self.count.setProperty("role", "muted")
        buttons = QDialogButtonBox()
        self.close_button = buttons.addButton(self.tr("Close"),
                                              QDialogButtonBox.ButtonRole.RejectRole)
        self.copy_button = buttons.addButton(self.tr("&Copy the list"),
                                             QDialogButtonBox.ButtonRole.ActionRole)
        self.copy_button.clicked.connect(self.copy)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(16, 14, 16, 14)
        lay.addWidget(self.heading)
        lay.addWidget(self.summary)
        lay.addWidget(self.text, 1)
        lay.addWidget(self.count)
        lay.addWidget(buttons)
        self.resize(720, 420)

    def copy(self) -> None:
        """Put the problems on the clipboard."""
        QGuiApplication.clipboard().setText("\n".join(self.problems))


def import_problem_dialog(error: CardSetError, parent: QWidget | None = None) -> ProblemDialog:
    """The dialog for a card set that was not imported; the problems are in the
    interface language."""
    return ProblemDialog(
        QCoreApplication.translate("ProblemDialog", "Card set not imported"),
        fill(QCoreApplication.translate(
            "ProblemDialog",
            "%1 was not imported: nothing of it was added, and your cards and decks are "
            "unchanged. Each line names the file, the card and the field.",
        ), error.source),
        error.messages(current_language()),
        parent,
    )


def unreadable_files_dialog(library: DeckLibrary, parent: QWidget | None = None) -> ProblemDialog:
    """The dialog listing the files of the data folder that could not be used, each
    problem in the interface language."""
    return ProblemDialog(
        QCoreApplication.translate("ProblemDialog", "Files that could not be read"),
        fill(QCoreApplication.translate(
            "ProblemDialog",
            "These files in %1 were left as they are and are not used. Each line names the "
            "file, the card and the field.",
        ), str(library.root)),
        library.problems.lines(current_language()),
        parent,
    )


def unreadable_count(library: DeckLibrary) -> int:
    """How many problems the files of the data folder have."""
    return len(library.problems.sets) + len(library.problems.decks)


class CardSetsDialog(QDialog):
    """The loaded card sets: import a set file (format v1) or remove an imported one."""

    sets_changed = Signal()

    def __init__(self, library: DeckLibrary, lang: str = "en",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("CardWindow")
        self.library = library
        self.lang = lang
        self.heading = QLabel()
        self.heading.setFont(title_font(20))
        self.heading.setProperty("role", "accent")
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setProperty("role", "muted")
        self.list = QListWidget()
        self.list.setObjectName("SetList")
        self.import_button = QPushButton()
        self.remove_button = QPushButton()
        self.close_button = QPushButton()
        self.unreadable_button = QPushButton()
        self.unreadable_button.setProperty("role", "warning")
        self.last_dialog: QDialog | None = None
        buttons = QHBoxLayout()
        buttons.addWidget(self.import_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        buttons.addWidget(self.unreadable_button)
        buttons.addWidget(self.close_button)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(16, 14, 16, 14)
        lay.addWidget(self.heading)
        lay.addWidget(self.note)
        lay.addWidget(self.list, 1)
        lay.addLayout(buttons)
        self.import_button.clicked.connect(self.choose_file)
        self.remove_button.clicked.connect(self.remove_selected)
        self.close_button.clicked.connect(self.accept)
        self.unreadable_button.clicked.connect(self.show_unreadable)
        self.list.currentRowChanged.connect(self._update_buttons)
        self.resize(560, 420)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text in the current language."""
        self.setWindowTitle(self.tr("Card sets"))
        self.heading.setText(self.tr("Card sets"))
        self.note.setText(self.tr(
            "Sets you import can be used in the Open Format (PF.2). Removing a set keeps "
            "your decks; decks that use its cards are shown as not legal."))
        self.import_button.setText(self.tr("&Import card set…"))
        self.remove_button.setText(self.tr("&Remove set"))
        self.close_button.setText(self.tr("Close"))
        self.unreadable_button.setText(self.tr("⚠ Unreadable files…"))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def refresh(self) -> None:
        """List every loaded set: bundled ones first, then imported ones."""
        current = self.selected_set_id()
        self.list.clear()
        pool = self.library.pool
        for set_id in pool.set_ids():
            card_set = pool.get_set(set_id)
            user = self.library.is_user_set(set_id)
            kind = self.tr("imported") if user else self.tr("comes with the app")
            text = fill(
                self.tr("%1 — %n card(s), %2", "", len(card_set.cards)),
                card_set.display_name(self.lang),
                kind,
            )
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, set_id)
            item.setToolTip(f"{set_id} ({card_set.source})")
            self.list.addItem(item)
            if set_id == current:
                self.list.setCurrentItem(item)
        self._update_buttons()

    def selected_set_id(self) -> str:
        """The id of the selected set, or ""."""
        item = self.list.currentItem()
        return str(item.data(Qt.ItemDataRole.UserRole)) if item is not None else ""

    def _update_buttons(self) -> None:
        self.remove_button.setEnabled(self.library.is_user_set(self.selected_set_id()))
        self.unreadable_button.setVisible(bool(self.library.problems.sets))

    def show_unreadable(self) -> ProblemDialog:
        """List the files of the data folder that could not be used."""
        dialog = unreadable_files_dialog(self.library, self)
        self.last_dialog = dialog
        dialog.open()
        return dialog

    def choose_file(self) -> None:
        """Ask for a card set file and import it."""
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Import card set"), "", self.tr("Card sets (*.json);;All files (*)"))
        if path:
            self.import_file(path)

    def import_file(self, path: str) -> LoadedSet | None:
        """Import the set at ``path``; on any problem show every one of them, change
        nothing and return None."""
        try:
            loaded = self.library.import_set(path)
        except CardSetError as error:
            dialog = import_problem_dialog(error, self)
            self.last_dialog = dialog
            dialog.open()
            return None
        self.refresh()
        self.sets_changed.emit()
        for row in range(self.list.count()):
            if self.list.item(row).data(Qt.ItemDataRole.UserRole) == loaded.id:
                self.list.setCurrentRow(row)
        return loaded

    def remove_selected(self) -> bool:
        """Remove the selected imported set after asking; True if it was removed."""
        set_id = self.selected_set_id()
        if not self.library.is_user_set(set_id):
            return False
        name = self.library.pool.get_set(set_id).display_name(self.lang)
        answer = ask(
            self, QMessageBox.Icon.Question, self.tr("Remove set"),
            fill(self.tr("Remove the card set %1? Decks that use its cards stay saved but are no "
                    "longer legal."), name),
            [(self.tr("Remove"), QMessageBox.ButtonRole.DestructiveRole),
             (self.tr("Keep"), QMessageBox.ButtonRole.RejectRole)], default=1)
        if answer != 0:
            return False
        return self.remove_set(set_id)

    def remove_set(self, set_id: str) -> bool:
        """Remove an imported set without asking; True if it was removed."""
        try:
            self.library.remove_set(set_id)
        except OSError as exc:
            self.last_dialog = tell(
                self,
                QMessageBox.Icon.Warning,
                self.tr("Remove set"),
                fill(self.tr("The set could not be removed: %1"), exc.strerror or str(exc)),
            )
            return False
        self.refresh()
        self.sets_changed.emit()
        return True
