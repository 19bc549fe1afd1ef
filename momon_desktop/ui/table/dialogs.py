"""The end of a game and its confirmation: the result dialog (why the game ended, the
final position, the rematch it offers) and the concession's question."""

from __future__ import annotations

import secrets
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, Qt, Signal, SignalInstance
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from momon_desktop.engine import Game, GameResult, Termination
from momon_desktop.engine.official import fair_first_player
from momon_desktop.ui.core.controller import (
    GameSpec,
)
from momon_desktop.ui.look import cardpainter as cp
from momon_desktop.ui.look.fonts import title_font, ui_font
from momon_desktop.ui.table.arenamat import paint_first_player_token
from momon_desktop.ui.table.miniature import ArenaMiniature
from momon_desktop.ui.table.panels import SEATS
from momon_desktop.ui.text import i18n
from momon_desktop.ui.text.i18n import fill


def reason_text(result: GameResult, names: tuple[str, str]) -> str:
    """Why the game ended, in words, citing the rule."""
    reason = result.reason
    if reason is Termination.TURN_LIMIT:
        return QCoreApplication.translate(
            "ResultDialog", "Both players have taken their 8 turns, so the game is over "
            "(7.1.1, 7.1.2).")
    if reason is Termination.ARENA_FULL:
        return QCoreApplication.translate(
            "ResultDialog", "The Arena was full when a Summon Step began, so the game is over "
            "(7.2.1, 7.2.2).")
    if reason is Termination.CONCESSION:
        if result.winner is None:
            return QCoreApplication.translate("ResultDialog", "The game ended by a concession "
                                              "(7.6.1).")
        return fill(
            QCoreApplication.translate(
                "ResultDialog", "%1 conceded (7.6.1): the game ended at once, a victory for %2."
            ),
            names[1 - result.winner],
            names[result.winner],
        )
    return QCoreApplication.translate(
        "ResultDialog", "Abilities went on with no decision in between until the same "
        "position came back, or 100,000 of them had resolved: a forced loop, so the game is "
        "a draw (P11.7, PD.7, 7.3.5).")


def decision_text(result: GameResult, names: tuple[str, str]) -> str:
    """How the Game Result follows from the counts (7.3), or why the counts did not
    decide it; the First Player Token tie-break has a sentence of its own
    (:func:`tie_break_text`)."""
    if result.reason is Termination.CONCESSION:
        return QCoreApplication.translate(
            "ResultDialog", "After a concession the Momon on the Arena are not counted (7.6.1).")
    if result.reason is Termination.FORCED_LOOP:
        return QCoreApplication.translate(
            "ResultDialog", "A forced loop is a draw whatever the counts (7.3.5).")
    if result.tie_break or result.winner is None:
        return QCoreApplication.translate(
            "ResultDialog", "Each player counts the Momon they control on the Arena (7.3.1).")
    winner = result.winner
    return fill(
        QCoreApplication.translate(
            "ResultDialog",
            "Momon controlled: %2 for %1, %4 for %3. More Momon wins (7.3.1, 7.3.2).",
        ),
        names[winner],
        str(result.momon[winner]),
        names[1 - winner],
        str(result.momon[1 - winner]),
    )


def tie_break_text(result: GameResult, names: tuple[str, str]) -> str:
    """The First Player Token tie-break in plain words, when it decided (7.3.3); else ""."""
    if not result.tie_break or result.winner is None:
        return ""
    return fill(
        QCoreApplication.translate(
            "ResultDialog",
            "Both players control %1 Momon, a tie. A tie goes to the holder of "
            "the First Player Token, held by %2: a victory for %2 (7.3.3).",
        ),
        str(result.momon[0]),
        names[result.winner],
    )


def rematch_spec(spec: GameSpec, seed: int | None = None) -> GameSpec:
    """The same two players, decks, computer levels and styles again, with a new seed.

    Who goes first is drawn again by the fair draw of the New Game dialog (6.6), with a
    new seed that the table shows to both; the draw's winner takes the First Player
    Token (6.7). The Format is the one of the decks, which do not change."""
    draw = secrets.randbelow(1_000_000_000) if seed is None else seed
    players = spec.players
    decks = spec.decks
    if fair_first_player(draw) == 1:
        players = (players[1], players[0])
        decks = (decks[1], decks[0])
    return GameSpec(decks, players, draw, draw)


def rematch_text(spec: GameSpec) -> str:
    """What the table says when a rematch starts: the draw's seed and its result (6.6)."""
    return fill(
        QCoreApplication.translate(
            "ResultDialog", "Rematch: seed %1 of the fair draw; first turn: %2 (6.6)."
        ),
        str(spec.draw_seed),
        spec.players[0].name,
    )


def _token_pixmap(seat: int, fpt: bool, height: int = 30) -> QPixmap:
    """A player's Marking Token, with the First Player Token beside it for its holder."""
    ratio = 2.0
    width = height * 2 + 4 if fpt else height
    pixmap = QPixmap(int(width * ratio), int(height * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    radius = height / 2 - 2
    cp.paint_marking_token(painter, QPointF(height / 2, height / 2), radius, SEATS[seat])
    if fpt:
        paint_first_player_token(painter, QPointF(height * 1.5 + 4, height / 2), radius)
    painter.end()
    return pixmap


class ResultDialog(QDialog):
    """The end of the game: the winner, each player's Momon count (7.3.1) with their
    name, colour and Marking Token, why the game ended, the First Player Token
    tie-break when it decided (7.3.3), and the final position in miniature.

    Its buttons ask for what comes next; the dialog only says so: ``rematch_requested``
    (the table starts the same game again), ``new_game_requested``, and
    ``replay_requested`` / ``review_requested``, which a feature that keeps records
    answers after calling :meth:`offer_replay`."""

    new_game_requested = Signal()
    rematch_requested = Signal()
    replay_requested = Signal()
    review_requested = Signal()

    def __init__(self, result: GameResult, names: tuple[str, str], fpt: int,
                 parent: QWidget | None = None, *, final: Game | None = None,
                 viewer: int = 0, lang: str = "en") -> None:
        super().__init__(parent)
        self.game_result = result
        self.names = names
        self.fpt = fpt
        self.viewer = viewer if viewer in (0, 1) else 0
        self._replay_offered = False
        self.title = QLabel()
        self.title.setFont(title_font(24))
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        counts = QVBoxLayout()
        counts.setSpacing(10)
        self.name_labels: list[QLabel] = []
        self.count_labels: list[QLabel] = []
        self.captions: list[QLabel] = []
        self.tokens: list[QLabel] = []
        for seat in (0, 1):
            box = QFrame()
            box.setObjectName("ResultTally")
            grid = QGridLayout(box)
            grid.setContentsMargins(6, 4, 6, 4)
            token = QLabel()
            token.setPixmap(_token_pixmap(seat, fpt == seat))
            name = QLabel(names[seat])
            name.setFont(ui_font(11.5, bold=True))
            name.setProperty("seat", SEATS[seat])
            name.setWordWrap(True)
            value = QLabel(str(result.momon[seat]))
            value.setFont(title_font(36))
            value.setProperty("seat", SEATS[seat])
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            caption = QLabel()
            caption.setProperty("role", "muted")
            caption.setWordWrap(True)
            grid.addWidget(token, 0, 0)
            grid.addWidget(name, 0, 1)
            grid.addWidget(caption, 1, 0, 1, 2)
            grid.addWidget(value, 0, 2, 2, 1)
            grid.setColumnStretch(1, 1)
            counts.addWidget(box)
            self.name_labels.append(name)
            self.count_labels.append(value)
            self.captions.append(caption)
            self.tokens.append(token)
        counts.addStretch(1)
        self.miniature = ArenaMiniature()
        if final is not None:
            self.miniature.set_position(final, self.viewer, lang)
        self.miniature_caption = QLabel()
        self.miniature_caption.setProperty("role", "muted")
        self.miniature_caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.miniature_caption.setWordWrap(True)
        board = QVBoxLayout()
        board.addWidget(self.miniature, 1)
        board.addWidget(self.miniature_caption)
        self.miniature.setVisible(final is not None)
        self.miniature_caption.setVisible(final is not None)
        top = QHBoxLayout()
        top.addLayout(counts, 2)
        top.addLayout(board, 3)
        self.reason = QLabel()
        self.counts_note = QLabel()
        self.tie_break = QLabel()
        for label in (self.reason, self.counts_note, self.tie_break):
            label.setWordWrap(True)
        self.tie_break.setFont(ui_font(10.5, bold=True))
        self.tie_break.setProperty("role", "accent")
        self.tie_break.setVisible(bool(tie_break_text(result, names)))
        buttons = QDialogButtonBox()
        self.rematch_button = buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.replay_button = buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.review_button = buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.new_button = buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.close_button = buttons.addButton("", QDialogButtonBox.ButtonRole.RejectRole)
        self.rematch_button.clicked.connect(lambda: self._then(self.rematch_requested))
        self.replay_button.clicked.connect(lambda: self._then(self.replay_requested))
        self.review_button.clicked.connect(lambda: self._then(self.review_requested))
        self.new_button.clicked.connect(lambda: self._then(self.new_game_requested))
        buttons.rejected.connect(self.reject)
        self.rematch_button.setDefault(True)
        self.buttons = buttons
        lay = self._lay = QVBoxLayout(self)
        lay.addWidget(self.title)
        lay.addLayout(top, 1)
        lay.addWidget(self.reason)
        lay.addWidget(self.counts_note)
        lay.addWidget(self.tie_break)
        lay.addWidget(buttons)
        self.offer_replay(False)
        self.retranslate()
        self.fit_to(parent)

    def add_line(self, widget: QWidget) -> None:
        """Show ``widget`` just above the buttons (a feature's line about the game)."""
        self._lay.insertWidget(max(0, self._lay.count() - 1), widget)

    def fit_to(self, window: QWidget | None) -> None:
        """As large as about two thirds of ``window``'s width allows (the miniature
        grows with it), but never taller than the window."""
        lay = self.layout()
        if window is None or lay is None:
            return
        hint = self.sizeHint()
        room = max(hint.height(), int(window.height() * 0.92))
        width = min(max(hint.width(), int(window.width() * 0.62)), 980)
        while width > hint.width() and lay.totalHeightForWidth(width) > room:
            width -= 20
        width = max(width, hint.width())
        self.resize(width, max(hint.height(), lay.totalHeightForWidth(width)))

    def _then(self, signal: SignalInstance) -> None:
        """Close the result, then ask for what comes next."""
        self.accept()
        signal.emit()

    def offer_replay(self, available: bool) -> None:
        """Whether this game can be watched again (a feature that keeps records says so)."""
        self._replay_offered = available
        self.replay_button.setEnabled(available)
        self.review_button.setEnabled(available)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text in the current language."""
        result, names = self.game_result, self.names
        self.setWindowTitle(self.tr("Game over"))
        if result.winner is None:
            self.title.setText(self.tr("A draw"))
        else:
            self.title.setText(fill(self.tr("Victory for %1!"), names[result.winner]))
        for seat in (0, 1):
            colour = cp.seat_colour_name(SEATS[seat])
            if seat == self.fpt:
                text = fill(self.tr("Momon controlled · %1 Marking Token · holds the First "
                               "Player Token"), colour)
            else:
                text = fill(self.tr("Momon controlled · %1 Marking Token"), colour)
            self.captions[seat].setText(text)
            self.count_labels[seat].setAccessibleName(
                fill(self.tr("%1: %2 Momon"), names[seat], str(result.momon[seat])))
        self.miniature_caption.setText(
            fill(self.tr("The final position, seen from the side of %1"), names[self.viewer]))
        self.miniature.setAccessibleName(self.tr("The final position"))
        self.reason.setText(reason_text(result, names))
        self.counts_note.setText(decision_text(result, names))
        self.tie_break.setText(tie_break_text(result, names))
        self.rematch_button.setText(self.tr("&Rematch"))
        self.rematch_button.setToolTip(self.tr(
            "Play again: the same players, decks and computer opponents; a new fair draw "
            "decides who goes first (6.6)."))
        self.replay_button.setText(self.tr("Re&play"))
        self.review_button.setText(self.tr("Re&view"))
        if self._replay_offered:
            self.replay_button.setToolTip(self.tr(
                "Watch this game again: the replay viewer plays it from its first decision."))
            self.review_button.setToolTip(self.tr(
                "The computer weighs every decision of this game and shows the better moves."))
        else:
            unavailable = self.tr("This game cannot be watched again: it was not recorded.")
            self.replay_button.setToolTip(unavailable)
            self.review_button.setToolTip(unavailable)
        self.new_button.setText(self.tr("&New game"))
        self.new_button.setToolTip(self.tr("Choose players and decks for another game."))
        self.close_button.setText(self.tr("&Close"))
        self.close_button.setToolTip(self.tr("Look at the table as the game ended."))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            # the cards' names in the final position follow the app's language too
            self.miniature.set_language(i18n.current_language())
            self.retranslate()
        super().changeEvent(event)


class ConcedeDialog(QMessageBox):
    """7.6.2: conceding cannot be taken back, so it is confirmed first."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setIcon(QMessageBox.Icon.Warning)
        self.setWindowTitle(self.tr("Concede"))
        self.setText(fill(self.tr("%1, do you concede this game?"), name))
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

    @classmethod
    def ask(cls, name: str, concede: Callable[[], object], parent: QWidget) -> ConcedeDialog:
        """Open the question for the player called ``name`` (window-modal); ``concede``
        is called only if they confirm."""
        dialog = cls(name, parent)
        dialog.finished.connect(
            lambda _result=0: concede() if dialog.clickedButton() is dialog.concede_button else None)
        dialog.open()
        return dialog
