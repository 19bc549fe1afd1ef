"""The New Game dialog: the Format, the two players (the shared player grid) and who
goes first, with the fair draw's window; the players mapped to seats."""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from momon_desktop.cards import FORMATS, CardPool, Deck, check_deck
from momon_desktop.engine.official import fair_first_player
from momon_desktop.ui.core.controller import (
    HUMAN,
    GameSpec,
    PlayerInfo,
)
from momon_desktop.ui.look import theme
from momon_desktop.ui.look.fonts import ui_font
from momon_desktop.ui.table.playergrid import PlayerGrid, kind_name
from momon_desktop.ui.text.i18n import fill


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


class SeatChooser(Protocol):
    """Something in the New Game dialog that may decide who plays Player B (a scripted
    computer opponent): its picker widget and the style it gives each player."""

    @property
    def picker(self) -> QWidget:
        """The widget that picks the opponent, shown in the dialog."""
        ...

    def style_for(self, index: int) -> str:
        """The style of play of player ``index`` (0: A, 1: B)."""
        ...

    def profile_for(self, index: int) -> str:
        """The id of the scripted opponent player ``index`` (0: A, 1: B) is, or ""."""
        ...


def format_title(fmt: str) -> str:
    """A Format's name in the New Game dialog."""
    if fmt == "standard":
        return QCoreApplication.translate("NewGameDialog", "Standard")
    if fmt == "open":
        return QCoreApplication.translate("NewGameDialog", "Open")
    return fmt


def format_explanation(fmt: str) -> str:
    """What a Format allows, in a player's words, with its rule (PF.1, PF.2)."""
    if fmt == "standard":
        return QCoreApplication.translate(
            "NewGameDialog", "Decks of exactly 10 cards from the starter set, no card more "
            "than twice (PF.1).")
    if fmt == "open":
        return QCoreApplication.translate(
            "NewGameDialog", "Decks of exactly 10 cards from any card set you have, your "
            "imported ones too, as many copies as you like (PF.2).")
    return ""


class FairDrawDialog(QDialog):
    """"How is this fair?": the draw of the first player in a few sentences (6.6)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("FairDrawDialog")
        self.heading = QLabel()
        self.heading.setProperty("role", "heading")
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.text.setMinimumWidth(420)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        self.close_button = self.buttons.button(QDialogButtonBox.StandardButton.Close)
        lay = QVBoxLayout(self)
        lay.addWidget(self.heading)
        lay.addWidget(self.text)
        lay.addWidget(self.buttons)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("How is this fair?"))
        self.heading.setText(self.windowTitle())
        self.text.setText("\n\n".join([
            self.tr("The rules ask for a way of choosing the first player that is fair and "
                    "that both players can check (6.6)."),
            self.tr("The app takes the seed, written as an ordinary decimal number, and "
                    "computes its SHA-256 hash, a public and well-known fingerprint of text. "
                    "If the lowest bit of that hash is 0, Player A goes first; if it is 1, "
                    "Player B does."),
            self.tr("Nobody can tell in advance which seed gives which player, and the same "
                    "seed always gives the same answer, so anyone may check the draw with any "
                    "SHA-256 tool. The seed is shown on the table and kept in the game record."),
            self.tr("The seed is a new random number each time. If one of you would rather "
                    "not trust it, let the other type a seed of their own before the game "
                    "starts."),
        ]))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


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
        # what the chosen Format allows, in a line (PF.1, PF.2)
        self.format_help = QLabel()
        self.format_help.setObjectName("FormatHelp")
        self.format_help.setWordWrap(True)
        self.format_help.setProperty("role", "muted")
        self.fair_dialog: FairDrawDialog | None = None
        self.lang = lang
        self.setModal(True)
        self.setMinimumWidth(520)
        # the two players' names, kinds and decks, as the New match dialog asks too
        grid = PlayerGrid(allow_ai)
        self.players = grid
        self.names = grid.names
        self.deck_boxes = grid.deck_boxes
        self.kind_boxes = grid.kind_boxes
        self.kind_notes = grid.kind_notes

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
        # the technical detail of the draw (6.6), one click away
        self.fair_link = QLabel()
        self.fair_link.setObjectName("FairDrawLink")
        self.fair_link.setTextFormat(Qt.TextFormat.RichText)
        self.fair_link.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse
                                               | Qt.TextInteractionFlag.LinksAccessibleByKeyboard)
        self.fair_link.linkActivated.connect(lambda _link: self.explain_draw())
        self.chosen_first = QComboBox()
        first_lay = QVBoxLayout(self.first_box)
        first_lay.addWidget(self.draw_radio)
        seed_row = QHBoxLayout()
        seed_row.addSpacing(24)
        seed_row.addWidget(self.seed_label)
        seed_row.addWidget(self.seed_box, 1)
        seed_row.addWidget(self.new_seed)
        seed_row.addSpacing(8)
        seed_row.addWidget(self.fair_link)
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
        outer = self._outer = QVBoxLayout(self)
        # every choice in a page that scrolls when the screen is too low for it; the
        # OK and Cancel buttons stay below it, always in sight
        self.page = QWidget()
        self.page.setObjectName("NewGamePage")
        lay = QVBoxLayout(self.page)
        lay.setContentsMargins(0, 0, 0, 0)
        self.scroll_area = QScrollArea()
        self.scroll_area.setObjectName("NewGameScroll")
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll_area.setWidget(self.page)
        outer.addWidget(self.scroll_area, 1)
        outer.addWidget(self.buttons)
        format_row = QHBoxLayout()
        format_row.addWidget(self.format_label)
        format_row.addWidget(self.format_box)
        format_row.addWidget(self.format_help, 1)
        lay.addLayout(format_row)
        lay.addLayout(grid)
        self.allow_ai = allow_ai
        # a picker of computer opponents for Player B, when a feature offers one
        self.opponents: SeatChooser | None = None
        self._layout = lay
        lay.addWidget(self.first_box)
        lay.addStretch(1)
        self.seed_box.valueChanged.connect(self.update_draw)
        self.draw_radio.toggled.connect(self.update_draw)
        for name in self.names:
            name.textChanged.connect(self.update_draw)
        for box in self.kind_boxes:
            box.currentIndexChanged.connect(self.update_draw)
        self.format_box.currentIndexChanged.connect(self.fill_decks)
        self.format_box.currentIndexChanged.connect(lambda _i: self.explain_format())
        self.retranslate()

    def retranslate(self) -> None:
        """Every text in the current language."""
        self.setWindowTitle(self.tr("New game"))
        self.players.retranslate()
        self.first_box.setTitle(self.tr("Who goes first (6.6)"))
        self.draw_radio.setText(self.tr("Let the computer &draw, fairly"))
        self.choose_radio.setText(self.tr("&Choose"))
        self.seed_label.setText(self.tr("Seed:"))
        self.new_seed.setText(self.tr("New seed"))
        self.draw_note.setText(
            self.tr("Nobody picks the result: it follows from the seed, which you both see "
                    "and may change.")
        )
        fair = self.tr("How is this fair?")
        self.fair_link.setText(f'<a href="fair" style="color:{theme.css(theme.GOLD_PALE)}">{fair}</a>')
        self.format_label.setText(self.tr("&Format"))
        for i in range(self.format_box.count()):
            self.format_box.setItemText(i, format_title(str(self.format_box.itemData(i))))
        self.explain_format()
        if self.fair_dialog is not None:
            self.fair_dialog.retranslate()
        self.fill_decks()
        self.update_draw()

    def set_ratings(self, ratings: dict[str, float]) -> None:
        """Show each computer level with its measured rating on the ladder."""
        self.players.set_ratings(ratings)

    def add_above_players(self, widget: QWidget) -> None:
        """Put a feature's ``widget`` (the player's rating) at the top of the dialog."""
        self._layout.insertWidget(0, widget)

    def showEvent(self, event: QShowEvent) -> None:
        self.fit_to_screen()
        super().showEvent(event)

    def fit_to_screen(self) -> None:
        """As tall as every choice needs, but never taller than the screen (or the
        window it opens over): the page scrolls and OK and Cancel stay in sight."""
        parent = self.parentWidget()
        screen = (parent.screen() if parent is not None else self.screen()).availableGeometry()
        room = screen.height() - 40
        if parent is not None and parent.isVisible():
            room = min(room, max(parent.height(), 480))
        page = self.page.sizeHint()
        bar = self.scroll_area.verticalScrollBar().sizeHint().width()
        chrome = self.buttons.sizeHint().height() + 3 * self._outer.spacing() + 24
        width = min(max(self.minimumWidth(), page.width() + bar + 24), screen.width() - 20)
        height = min(page.height() + chrome, room)
        self.resize(width, height)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def explain_format(self) -> None:
        """The line under the Format: what the chosen one allows, with its rule."""
        fmt = str(self.format_box.currentData())
        self.format_help.setText(format_explanation(fmt))
        self.format_box.setToolTip(format_explanation(fmt))

    def explain_draw(self) -> FairDrawDialog:
        """Open the short explanation of the fair draw (6.6) over this dialog."""
        if self.fair_dialog is None:
            self.fair_dialog = FairDrawDialog(self)
        self.fair_dialog.open()
        return self.fair_dialog

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
                box.addItem(fill(self.tr("%1 (my deck)"), deck.display_name(self.lang)))
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
            fill(self.tr("Seed %1: the first turn goes to %2."), str(self.seed_box.value()), winner)
        )

    def first_is_a(self) -> bool:
        """Whether player A takes the first turn."""
        if self.draw_radio.isChecked():
            return fair_first_player(self.seed_box.value()) == 0
        return self.chosen_first.currentIndex() == 0

    def choices(self) -> tuple[PlayerChoice, PlayerChoice]:
        """Players A and B as the dialog describes them, before seats are assigned."""
        a, b = (
            PlayerChoice(
                self.player_name(i),
                str(self.kind_boxes[i].currentData()),
                self.offered[self.deck_boxes[i].currentIndex()],
                self.opponents.style_for(i) if self.opponents is not None else "balanced",
                self.opponents.profile_for(i) if self.opponents is not None else "",
            )
            for i in range(2)
        )
        return a, b

    def spec(self) -> GameSpec:
        """The game the dialog describes, players mapped to seats (6.7)."""
        choices = self.choices()
        draw_seed = self.seed_box.value() if self.draw_radio.isChecked() else None
        game_seed = self.seed_box.value() if draw_seed is not None else secrets.randbelow(1 << 30)
        return assign_seats(choices[0], choices[1], self.first_is_a(), self.pool, game_seed,
                            draw_seed)
