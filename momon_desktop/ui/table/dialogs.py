"""Dialogs and windows of the table: New Game, the result, the concession
confirmation and the Void viewers."""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from momon_desktop.ai import LEVELS
from momon_desktop.cards import FORMATS, CardPool, Deck, check_deck
from momon_desktop.engine import GameResult, Termination
from momon_desktop.engine.official import fair_first_player
from momon_desktop.ui.core.controller import HUMAN, GameController, GameSpec, PlayerInfo
from momon_desktop.ui.look import cardpainter as cp
from momon_desktop.ui.look.fonts import title_font, ui_font
from momon_desktop.ui.table.delegates import VoidListView
from momon_desktop.ui.table.models import VoidModel
from momon_desktop.ui.text.words import level_name

SEATS: tuple[cp.Seat, cp.Seat] = ("first", "second")


@dataclass(frozen=True)
class PlayerChoice:
    """What the New Game dialog knows about one player before seats are assigned."""

    name: str
    kind: str
    deck: Deck
    style: str = "balanced"
    profile: str = ""


def assign_seats(a: PlayerChoice, b: PlayerChoice, first_is_a: bool, pool: CardPool,
                 seed: int, draw_seed: int | None) -> GameSpec:
    """The engine's seat 0 is whoever goes first (6.7): map the two players to seats."""
    first, second = (a, b) if first_is_a else (b, a)
    decks = (
        tuple(pool.get(c) for c in first.deck.cards),
        tuple(pool.get(c) for c in second.deck.cards),
    )
    players = (
        PlayerInfo(first.name, first.kind, first.deck.display_name(), first.style, first.profile),
        PlayerInfo(second.name, second.kind, second.deck.display_name(), second.style,
                   second.profile),
    )
    return GameSpec(decks, players, seed, draw_seed)


def kind_name(kind: str) -> str:
    """The translated name of a player kind: a person, or the computer at a level."""
    if kind == HUMAN:
        return QCoreApplication.translate("NewGameDialog", "Person at this computer")
    if kind in LEVELS:
        return QCoreApplication.translate("NewGameDialog", "Computer: %1") \
            .replace("%1", level_name(kind))
    return kind


class SeatChooser(Protocol):
    """Something in the New Game dialog that may decide who plays Player B (a scripted
    computer opponent): its picker widget and the style it gives each player."""

    picker: QWidget

    def style_for(self, index: int) -> str:
        """The style of play of player ``index`` (0: A, 1: B)."""
        ...


class NewGameDialog(QDialog):
    """Choose two decks, the players' names and kinds, and how the first player is
    chosen: a fair random draw both can check (6.6), or a choice.

    The decks offered are those legal in the chosen Format (PF.1, PF.2): the bundled
    ``decks``, then the player's ``saved`` decks."""

    def __init__(self, decks: list[Deck], pool: CardPool, lang: str = "en",
                 allow_ai: bool = True, parent: QWidget | None = None,
                 saved: list[Deck] | None = None) -> None:
        super().__init__(parent)
        self.decks = decks
        self.saved = list(saved or [])
        self.offered: list[Deck] = []
        self.pool = pool
        self.format_label = QLabel()
        self.format_box = QComboBox()
        for fmt in FORMATS:
            self.format_box.addItem(fmt, fmt)
        self.format_label.setBuddy(self.format_box)
        self.lang = lang
        self.setModal(True)
        self.setMinimumWidth(520)
        self.names: list[QLineEdit] = []
        self.deck_boxes: list[QComboBox] = []
        self.kind_boxes: list[QComboBox] = []
        grid = QGridLayout()
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(8)
        self.heads = [QLabel(), QLabel()]
        self.row_labels = [QLabel(), QLabel(), QLabel()]
        for col in range(2):
            self.heads[col].setFont(ui_font(11, bold=True))
            grid.addWidget(self.heads[col], 0, col + 1)
            name = QLineEdit()
            name.setMaxLength(24)
            deck_box = QComboBox()
            kind_box = QComboBox()
            kinds = [HUMAN] + (list(LEVELS) if allow_ai else [])
            for kind in kinds:
                kind_box.addItem(kind_name(kind), kind)
            grid.addWidget(name, 1, col + 1)
            grid.addWidget(deck_box, 2, col + 1)
            grid.addWidget(kind_box, 3, col + 1)
            self.names.append(name)
            self.deck_boxes.append(deck_box)
            self.kind_boxes.append(kind_box)
        for row, label in enumerate(self.row_labels):
            grid.addWidget(label, row + 1, 0)
        self.row_labels[0].setBuddy(self.names[0])
        self.row_labels[1].setBuddy(self.deck_boxes[0])
        self.row_labels[2].setBuddy(self.kind_boxes[0])

        self.first_box = QGroupBox()
        self.draw_radio = QRadioButton()
        self.choose_radio = QRadioButton()
        self.draw_radio.setChecked(True)
        group = QButtonGroup(self)
        group.addButton(self.draw_radio)
        group.addButton(self.choose_radio)
        self.seed_box = QSpinBox()
        self.seed_box.setRange(0, 999_999_999)
        self.seed_box.setValue(secrets.randbelow(1_000_000_000))
        self.seed_label = QLabel()
        self.new_seed = QPushButton()
        self.new_seed.clicked.connect(lambda: self.seed_box.setValue(secrets.randbelow(1_000_000_000)))
        self.draw_result = QLabel()
        self.draw_result.setFont(ui_font(10.5, bold=True))
        self.draw_result.setWordWrap(True)
        self.draw_note = QLabel()
        self.draw_note.setWordWrap(True)
        self.draw_note.setFont(ui_font(8.5))
        self.chosen_first = QComboBox()
        first_lay = QVBoxLayout(self.first_box)
        first_lay.addWidget(self.draw_radio)
        seed_row = QHBoxLayout()
        seed_row.addSpacing(24)
        seed_row.addWidget(self.seed_label)
        seed_row.addWidget(self.seed_box, 1)
        seed_row.addWidget(self.new_seed)
        first_lay.addLayout(seed_row)
        result_row = QVBoxLayout()
        result_row.setContentsMargins(24, 0, 0, 0)
        result_row.addWidget(self.draw_result)
        result_row.addWidget(self.draw_note)
        first_lay.addLayout(result_row)
        first_lay.addWidget(self.choose_radio)
        choose_row = QHBoxLayout()
        choose_row.addSpacing(24)
        choose_row.addWidget(self.chosen_first, 1)
        first_lay.addLayout(choose_row)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        format_row = QHBoxLayout()
        format_row.addWidget(self.format_label)
        format_row.addWidget(self.format_box, 1)
        lay.addLayout(format_row)
        lay.addLayout(grid)
        self.allow_ai = allow_ai
        # a picker of computer opponents for Player B, when a feature offers one
        self.opponents: SeatChooser | None = None
        self._layout = lay
        lay.addWidget(self.first_box)
        lay.addWidget(self.buttons)
        self.seed_box.valueChanged.connect(self.update_draw)
        self.draw_radio.toggled.connect(self.update_draw)
        for name in self.names:
            name.textChanged.connect(self.update_draw)
        for box in self.kind_boxes:
            box.currentIndexChanged.connect(self.update_draw)
        self.format_box.currentIndexChanged.connect(self.fill_decks)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text in the current language."""
        self.setWindowTitle(self.tr("New game"))
        self.heads[0].setText(self.tr("Player A"))
        self.heads[1].setText(self.tr("Player B"))
        self.row_labels[0].setText(self.tr("&Name"))
        self.row_labels[1].setText(self.tr("&Deck"))
        self.row_labels[2].setText(self.tr("&Played by"))
        for i, name in enumerate(self.names):
            name.setPlaceholderText(self.tr("Player A") if i == 0 else self.tr("Player B"))
        self.first_box.setTitle(self.tr("Who goes first (6.6)"))
        self.draw_radio.setText(self.tr("A fair random &draw both players can check"))
        self.choose_radio.setText(self.tr("&Choose"))
        self.seed_label.setText(self.tr("Seed:"))
        self.new_seed.setText(self.tr("New seed"))
        self.draw_note.setText(
            self.tr("The seed is shown to both players: the first player is the lowest bit of "
                    "SHA-256 of the seed written in decimal, so anyone can check the draw.")
        )
        self.format_label.setText(self.tr("&Format"))
        self.format_box.setItemText(0, self.tr("Standard (PF.1)"))
        self.format_box.setItemText(1, self.tr("Open (PF.2): every loaded card set"))
        self.fill_decks()
        self.update_draw()

    def fill_decks(self) -> None:
        """Offer the decks legal in the chosen Format, keeping each player's choice."""
        fmt = str(self.format_box.currentData())
        chosen = [self.offered[b.currentIndex()] if 0 <= b.currentIndex() < len(self.offered)
                  else None for b in self.deck_boxes]
        bundled = [d for d in self.decks if not check_deck(d.cards, fmt, self.pool)]
        saved = [d for d in self.saved if not check_deck(d.cards, fmt, self.pool)]
        self.offered = bundled + saved
        for col, box in enumerate(self.deck_boxes):
            box.blockSignals(True)
            box.clear()
            for deck in bundled:
                box.addItem(deck.display_name(self.lang))
            for deck in saved:
                box.addItem(self.tr("%1 (my deck)").replace("%1", deck.display_name(self.lang)))
            keep = chosen[col]
            rows = [i for i, d in enumerate(self.offered) if d is keep]
            box.setCurrentIndex(rows[0] if rows else col % max(1, len(self.offered)))
            box.blockSignals(False)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(bool(self.offered))

    def attach_opponents(self, chooser: SeatChooser) -> None:
        """Offer ``chooser``'s picker of computer opponents above "Who goes first"."""
        self.opponents = chooser
        self._layout.insertWidget(self._layout.indexOf(self.first_box), chooser.picker)

    def player_name(self, index: int) -> str:
        """The name typed for player ``index`` (0: A, 1: B), or its placeholder."""
        text = self.names[index].text().strip()
        if text:
            return text
        kind = str(self.kind_boxes[index].currentData())
        return kind_name(kind) if kind != HUMAN else self.names[index].placeholderText()

    def update_draw(self) -> None:
        """The fair draw's result, and who may be chosen to go first, for the names now typed."""
        current = self.chosen_first.currentIndex()
        self.chosen_first.blockSignals(True)
        self.chosen_first.clear()
        self.chosen_first.addItem(self.player_name(0))
        self.chosen_first.addItem(self.player_name(1))
        self.chosen_first.setCurrentIndex(max(0, current))
        self.chosen_first.blockSignals(False)
        drawing = self.draw_radio.isChecked()
        for widget in (self.seed_box, self.new_seed, self.draw_result, self.draw_note):
            widget.setEnabled(drawing)
        self.chosen_first.setEnabled(not drawing)
        winner = self.player_name(fair_first_player(self.seed_box.value()))
        self.draw_result.setText(
            self.tr("Seed %1: %2 goes first.")
            .replace("%1", str(self.seed_box.value()))
            .replace("%2", winner)
        )

    def first_is_a(self) -> bool:
        """Whether player A takes the first turn."""
        if self.draw_radio.isChecked():
            return fair_first_player(self.seed_box.value()) == 0
        return self.chosen_first.currentIndex() == 0

    def spec(self) -> GameSpec:
        """The game the dialog describes, players mapped to seats (6.7)."""
        choices = [
            PlayerChoice(
                self.player_name(i),
                str(self.kind_boxes[i].currentData()),
                self.offered[self.deck_boxes[i].currentIndex()],
                self.opponents.style_for(i) if self.opponents is not None else "balanced",
                self.opponents.profile_for(i) if self.opponents is not None else "",
            )
            for i in range(2)
        ]
        draw_seed = self.seed_box.value() if self.draw_radio.isChecked() else None
        game_seed = self.seed_box.value() if draw_seed is not None else secrets.randbelow(1 << 30)
        return assign_seats(choices[0], choices[1], self.first_is_a(), self.pool, game_seed,
                            draw_seed)


def reason_text(result: GameResult, names: tuple[str, str]) -> str:
    """Why the game ended, citing the rule."""
    reason = result.reason
    if reason is Termination.TURN_LIMIT:
        return QCoreApplication.translate("ResultDialog", "Both players have taken 8 turns (7.1.2).")
    if reason is Termination.ARENA_FULL:
        return QCoreApplication.translate("ResultDialog", "The Arena was full at the start of a Summon Step (7.2.1, 7.2.2).")
    if reason is Termination.CONCESSION:
        loser = names[1 - result.winner] if result.winner is not None else ""
        return QCoreApplication.translate("ResultDialog", "%1 conceded (7.6.1).").replace("%1", loser)
    return QCoreApplication.translate("ResultDialog", "A forced loop: the game is a draw (7.3.5).")


class ResultDialog(QDialog):
    """The end of the game: the winner, each player's Momon count (7.3.1), why the game
    ended, and the First Player Token tie-break when it decided (7.3.3)."""

    new_game_requested = Signal()

    def __init__(self, result: GameResult, names: tuple[str, str], fpt: int,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.result = result
        self.names = names
        self.fpt = fpt
        self.setMinimumWidth(440)
        self.title = QLabel()
        self.title.setFont(title_font(26))
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.captions: list[QLabel] = []
        counts = QFrame()
        counts_lay = QHBoxLayout(counts)
        self.count_labels: list[QLabel] = []
        for seat in (0, 1):
            box = QVBoxLayout()
            name = QLabel(names[seat])
            name.setFont(ui_font(11, bold=True))
            name.setAlignment(Qt.AlignmentFlag.AlignCenter)
            name.setProperty("seat", SEATS[seat])
            value = QLabel(str(result.momon[seat]))
            value.setFont(title_font(40))
            value.setAlignment(Qt.AlignmentFlag.AlignCenter)
            caption = QLabel()
            caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.captions.append(caption)
            box.addWidget(name)
            box.addWidget(value)
            box.addWidget(caption)
            counts_lay.addLayout(box)
            self.count_labels.append(value)
        self.counts_note = QLabel()
        self.reason = QLabel()
        self.tie_break = QLabel()
        self.tie_break.setVisible(result.tie_break)
        for label in (self.counts_note, self.reason, self.tie_break):
            label.setWordWrap(True)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.tie_break.setFont(ui_font(10, bold=True))
        buttons = QDialogButtonBox()
        self.new_button = buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.close_button = buttons.addButton("", QDialogButtonBox.ButtonRole.RejectRole)
        self.new_button.clicked.connect(self.new_game_requested.emit)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.title)
        lay.addWidget(counts)
        lay.addWidget(self.counts_note)
        lay.addWidget(self.reason)
        lay.addWidget(self.tie_break)
        lay.addWidget(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text in the current language."""
        result, names = self.result, self.names
        self.setWindowTitle(self.tr("Game over"))
        if result.winner is None:
            self.title.setText(self.tr("A draw"))
        else:
            self.title.setText(self.tr("%1 wins!").replace("%1", names[result.winner]))
        for caption in self.captions:
            caption.setText(self.tr("Momon controlled"))
        self.counts_note.setText(self.tr("Each player counts the Momon they control on the "
                                         "Arena (7.3.1); more wins (7.3.2)."))
        self.reason.setText(reason_text(result, names))
        if result.tie_break:
            self.tie_break.setText(
                self.tr("The counts are equal: %1 holds the First Player Token and wins (7.3.3).")
                .replace("%1", names[self.fpt])
            )
        self.new_button.setText(self.tr("&New game"))
        self.close_button.setText(self.tr("&Look at the table"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class ConcedeDialog(QMessageBox):
    """7.6.2: conceding cannot be taken back, so it is confirmed first."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setIcon(QMessageBox.Icon.Warning)
        self.setWindowTitle(self.tr("Concede"))
        self.setText(self.tr("%1, do you concede this game?").replace("%1", name))
        self.setInformativeText(
            self.tr("Your opponent wins at once (7.6.1). A concession cannot be taken back "
                    "(7.6.2).")
        )
        self.concede_button = self.addButton(self.tr("Concede"),
                                             QMessageBox.ButtonRole.DestructiveRole)
        self.keep_button = self.addButton(self.tr("Keep playing"),
                                          QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.keep_button)
        self.setEscapeButton(self.keep_button)


class VoidWindow(QDialog):
    """One window per Void, listing its cards as the player looking may see them:
    face-down cards only to their owner (4.5.2), face-up cards to everyone (4.5.3).

    A window of its own beside the table (not modal): its Close button, Escape or the
    window's own close control put it away, and the table reopens it at any time.
    """

    def __init__(self, controller: GameController, owner: int, viewer: int,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.owner = owner
        self.model = VoidModel(controller, owner, viewer, self)
        self.view = VoidListView(self)
        self.view.setModel(self.model)
        self.header = QLabel()
        self.header.setWordWrap(True)
        self.empty = QLabel()
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.header)
        lay.addWidget(self.view, 1)
        lay.addWidget(self.empty)
        lay.addWidget(buttons)
        self.setWindowFlags(
            Qt.WindowType.Dialog | Qt.WindowType.WindowTitleHint
            | Qt.WindowType.WindowCloseButtonHint
        )
        self.setModal(False)
        self.resize(520, 400)
        self.model.modelReset.connect(self.retranslate)
        self.retranslate()

    def set_viewer(self, viewer: int) -> None:
        """Tell the window who is looking now."""
        self.model.set_viewer(viewer)
        self.retranslate()

    def set_language(self, lang: str) -> None:
        """Card names in ``lang``."""
        self.view.delegate.lang = lang
        self.model.set_language(lang)
        self.retranslate()

    def retranslate(self) -> None:
        """Titles in the current language."""
        name = self.controller.player_name(self.owner)
        self.setWindowTitle(self.tr("Void of %1").replace("%1", name))
        self.close_button.setText(self.tr("&Close"))
        viewer = self.model.viewer
        if viewer == self.owner:
            who = self.tr("You own this Void: you see every card in it (4.5.2).")
        elif viewer in (0, 1):
            who = self.tr("Face-down cards are private to %1 (4.5.2); face-up cards are "
                          "public (4.5.3).").replace("%1", name)
        else:
            who = self.tr("Only face-up cards are shown (4.5.3).")
        count = self.model.rowCount()
        self.header.setText(self.tr("Cards: %1.").replace("%1", str(count)) + " " + who)
        self.empty.setText(self.tr("The Void is empty.") if count == 0 else "")
        self.empty.setVisible(count == 0)
