"""Game review: after a game, or for any saved game, the computer weighs every decision.

The analysis is :mod:`momon_desktop.ai.review`, run on the feature's
:class:`~momon_desktop.ui.core.background.Background` thread with a progress bar; Cancel
(or closing the window) stops it at the next decision. The window then shows:

* the evaluation graph: the value of the game before every decision, for the first
  player, one point per decision coloured by its mark (a click goes to it);
* the list of decisions with their marks, and Previous / Next mistake (buttons, and
  the keys Shift+N / N);
* the position before the decision in miniature, with the square of the answer given
  and of the better answer marked, and the better card named on its square;
* the reason in words: what each answer leads to under best play, and what the better
  one snatches at once;
* "Try from here": a new game at that position, the reviewer's seat played at the
  screen and the other by the computer at its top level.

A game tried from here is practice: its first decisions were made by the players of the
reviewed game, so a record of it would credit them to the new seats. The feature owns
it (:class:`~momon_desktop.ui.core.session.GameOwner`), so it is neither autosaved nor
kept (``keeps_record``), and it says how the game ended itself.

Entry points: the result screen's Review button, the replay viewer's Review button and
action, and Game > Review this game once the game on the table is over.
"""

from __future__ import annotations

import html
import threading
from collections.abc import Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QCloseEvent,
    QCursor,
    QKeySequence,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QResizeEvent,
    QShortcut,
)
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from momon_desktop.ai import TOP_LEVEL
from momon_desktop.ai.explain import explain_move
from momon_desktop.ai.review import (
    REVIEW_NODES,
    DecisionReview,
    ReviewCancelled,
    mistakes,
    review_positions,
)
from momon_desktop.engine import Concede, Game, Summon, rulebook
from momon_desktop.storage import GameRecord, RecordError, Replay
from momon_desktop.ui.core.actions import ActionSpec
from momon_desktop.ui.core.background import Background, error_text
from momon_desktop.ui.core.controller import HUMAN, GameSpec, PlayerInfo
from momon_desktop.ui.look import theme
from momon_desktop.ui.look.fonts import title_font, ui_font
from momon_desktop.ui.look.placement import keep_on_screen
from momon_desktop.ui.table.arenamat import WELL_COLOUR
from momon_desktop.ui.table.miniature import ArenaMiniature
from momon_desktop.ui.text import i18n
from momon_desktop.ui.text.i18n import fill
from momon_desktop.ui.text.reasons import Reason, reasons, reasons_html
from momon_desktop.ui.text.words import answer_text, level_name

if TYPE_CHECKING:
    from momon_desktop.ui.features.persistence import GamePersistence
    from momon_desktop.ui.replay.replayviewer import ReplayWindow
    from momon_desktop.ui.table.dialogs import ResultDialog
    from momon_desktop.ui.table.host import TableHost

# A short sign beside each mark, so that colour is never the only cue.
MARK_SIGNS: Mapping[str, str] = MappingProxyType({"best": "★", "good": "✓", "inaccuracy": "?!", "mistake": "?",
                              "blunder": "??"})


def mark_name(mark: str) -> str:
    """A mark in words."""
    names = {
        "best": QCoreApplication.translate("GameReview", "best", "review mark"),
        "good": QCoreApplication.translate("GameReview", "good", "review mark"),
        "inaccuracy": QCoreApplication.translate("GameReview", "inaccuracy", "review mark"),
        "mistake": QCoreApplication.translate("GameReview", "mistake", "review mark"),
        "blunder": QCoreApplication.translate("GameReview", "blunder", "review mark"),
    }
    return names.get(mark, mark)


def value_text(value: float, exact: bool) -> str:
    """A Momon difference for the decider: "+2", "−1", "about +0.4"."""
    shown = f"{value:+.0f}" if exact or value == int(value) else f"{value:+.1f}"
    shown = shown.replace("-", "−")
    if exact:
        return shown
    return fill(QCoreApplication.translate("GameReview", "about %1"), shown)


# ----------------------------------------------------------------------------- the graph


class EvaluationGraph(QWidget):
    """The value of the game before each decision, for the first player (above the
    middle line the first player stands better); a click picks a decision."""

    picked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.values: list[float] = []
        self.marks: list[str] = []
        self.current = -1
        # the words at the top and the bottom of the scale: "Ada +4", "Boon +4"
        self.top_label = ""
        self.bottom_label = ""
        self.setMinimumHeight(120)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def sizeHint(self) -> QSize:
        return QSize(600, 150)

    def set_reviews(self, reviews: list[DecisionReview]) -> None:
        """One point per decision."""
        self.values = [r.best_value if r.player == 0 else -r.best_value for r in reviews]
        self.marks = [r.mark for r in reviews]
        self.update()

    def set_current(self, index: int) -> None:
        """The decision shown."""
        self.current = index
        self.update()

    def set_names(self, first: str, second: str) -> None:
        """Who stands better above the middle line (the first player) and below it."""
        scale = f"+{self._scale():g}"
        self.top_label = f"{first} {scale}"
        self.bottom_label = f"{second} {scale}"
        self.update()

    def _scale(self) -> float:
        return max(4.0, max((abs(v) for v in self.values), default=0.0))

    def point(self, index: int) -> QPointF:
        """Where decision ``index``'s point is drawn."""
        area = QRectF(self.rect()).adjusted(14, 12, -14, -12)
        n = max(1, len(self.values) - 1)
        x = area.left() + area.width() * index / n
        y = area.center().y() - self.values[index] / self._scale() * area.height() / 2
        return QPointF(x, y)

    def index_at(self, x: float) -> int:
        """The decision whose point is nearest to ``x``, or -1 without points."""
        if not self.values:
            return -1
        return min(range(len(self.values)), key=lambda i: abs(self.point(i).x() - x))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        index = self.index_at(event.position().x())
        if index >= 0 and event.button() == Qt.MouseButton.LeftButton:
            self.picked.emit(index)
        super().mousePressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.fillRect(self.rect(), theme.BASE)
        painter.setPen(QPen(theme.BORDER, 1))
        painter.drawRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5))
        mid = QRectF(self.rect()).adjusted(14, 12, -14, -12).center().y()
        painter.setPen(QPen(theme.MUTED, 1, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(8, mid), QPointF(self.width() - 8, mid))
        painter.setFont(ui_font(8))
        painter.setPen(theme.MUTED)
        inner = QRectF(self.rect()).adjusted(6, 2, -6, -2)
        painter.drawText(inner, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                         self.top_label)
        painter.drawText(inner, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom,
                         self.bottom_label)
        if not self.values:
            painter.end()
            return
        path = QPainterPath(self.point(0))
        for i in range(1, len(self.values)):
            path.lineTo(self.point(i))
        painter.setPen(QPen(theme.GOLD, 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        for i, mark in enumerate(self.marks):
            p = self.point(i)
            radius = 6.0 if i == self.current else 4.0
            painter.setPen(QPen(theme.TEXT if i == self.current else theme.BACKGROUND, 1.5))
            painter.setBrush(theme.MARK_COLOURS.get(mark, theme.MUTED))
            painter.drawEllipse(p, radius, radius)
        painter.end()


# ----------------------------------------------------------------------------- the board


class ReviewBoard(ArenaMiniature):
    """The position before a decision, with the answer given (a dashed ring) and the
    better answer (a gold ring, the card named on its square) marked."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.played_square = -1
        self.best_square = -1
        self.best_label = ""

    def set_marks(self, played: int, best: int, label: str) -> None:
        """The squares to mark (-1: none) and the better card's name."""
        self.played_square, self.best_square, self.best_label = played, best, label
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self.played_square >= 0 and self.played_square != self.best_square:
            painter.setPen(QPen(theme.TEXT, 2.5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(self.square_rect(self.played_square).adjusted(1, 1, -1, -1),
                                    6, 6)
        if self.best_square >= 0:
            rect = self.square_rect(self.best_square)
            painter.setPen(QPen(theme.GOLD_BRIGHT, 4))
            painter.setBrush(theme.with_alpha(theme.GOLD_BRIGHT, 40))
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 6, 6)
            if self.best_label and self.best_square not in self.cells:
                # the better card on its square, over the square's printed name
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(WELL_COLOUR)
                painter.drawRoundedRect(rect.adjusted(5, 5, -5, -5), 4, 4)
                painter.setPen(theme.GOLD_TEXT)
                painter.setFont(ui_font(max(6.0, rect.width() * 0.11), bold=True))
                painter.drawText(rect.adjusted(3, 3, -3, -3),
                                 Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                                 self.best_label)
        painter.end()


# ----------------------------------------------------------------------------- the window


class WrappedHeight(QObject):
    """Keeps a word-wrapped label's least height at what its lines take at its width, so
    that the window's least size counts them (a layout counts one line of a wrapped
    label, and a second line was drawn over the board under it)."""

    def __init__(self, label: QLabel) -> None:
        super().__init__(label)
        self.label = label
        label.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.label and event.type() in (QEvent.Type.Resize,
                                                      QEvent.Type.FontChange):
            self.fit()
        return False

    def fit(self) -> None:
        """The least height for the lines at the present width (after a change of text,
        call it)."""
        height = self.label.heightForWidth(max(1, self.label.width()))
        if height > 0 and height != self.label.minimumHeight():
            self.label.setMinimumHeight(height)


class WordsArea(QScrollArea):
    """The words under the review's board: as tall as they need where the window has the
    room (the board takes the rest), scrolling in a low window rather than being drawn
    over the board."""

    # the most the words take from the board before they scroll
    MOST = 96

    def fit_words(self) -> None:
        """As tall as the words at the present width, up to :attr:`MOST` (call after a
        change of them; a change of width calls it itself)."""
        inner = self.widget()
        if inner is not None:
            width = max(1, self.viewport().width())
            words = inner.heightForWidth(width)
            if words < 0:  # nothing that wraps (no decision shown yet)
                words = inner.sizeHint().height()
            needed = words + 2 * self.frameWidth()
            self.setMaximumHeight(needed)
            self.setMinimumHeight(min(needed, self.MOST))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self.fit_words()


class ReviewWindow(QDialog):
    """The review of one game: analysis with progress, then graph, list, board, reason."""

    # the person asked to play on from decision N
    try_requested = Signal(int)
    # the analysis ended: True when it finished, False when cancelled or failed
    analysis_done = Signal(bool)
    # decision N is shown (a replay viewer the review was opened from follows it)
    decision_shown = Signal(int)

    def __init__(self, replay: Replay, names: tuple[str, str], lang: str = "en",
                 parent: QWidget | None = None, nodes: int = REVIEW_NODES) -> None:
        super().__init__(parent)
        self.setObjectName("ReviewWindow")
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.replay = replay
        self.names = names
        self.lang = lang
        self.nodes = nodes
        self.positions, self.answers, self.seats = replay.decisions()
        self.reviews: list[DecisionReview] = []
        self.current = -1
        self.error = ""
        self._stop = threading.Event()
        self.background = Background("review", self)
        self.title = QLabel()
        self.title.setFont(title_font(20))
        self.progress = QProgressBar()
        self.progress.setRange(0, max(1, len(self.answers)))
        self.progress.setValue(0)
        self.progress_label = QLabel()
        self.cancel_button = QPushButton()
        self.cancel_button.clicked.connect(self.cancel)
        # after a cancel (or a failure) the analysis can be started again
        self.again_button = QPushButton()
        self.again_button.clicked.connect(self.start)
        self.again_button.setVisible(False)
        self.graph = EvaluationGraph()
        self.graph.picked.connect(self.go_to)
        self.graph_caption = QLabel()
        self.graph_caption.setProperty("role", "muted")
        self.graph_caption.setWordWrap(True)
        self.graph_caption_height = WrappedHeight(self.graph_caption)
        self.list = QListWidget()
        self.list.setObjectName("ReviewDecisions")
        # a long line wraps inside the column (its mark last) instead of a sideways scroll
        self.list.setWordWrap(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.list.currentRowChanged.connect(self._on_row)
        self.board = ReviewBoard()
        # the least window keeps a smaller board, so that it fits a 1024 x 700 screen with
        # the words under the board and the graph's wrapped caption
        self.board.setMinimumSize(160, 160)
        self.board_caption = QLabel()
        self.board_caption.setProperty("role", "muted")
        self.board_caption.setWordWrap(True)
        self.heading = QLabel()
        self.heading.setFont(ui_font(12, bold=True))
        self.heading.setWordWrap(True)
        self.heading_height = WrappedHeight(self.heading)
        self.reason = QLabel()
        self.reason.setWordWrap(True)
        self.reason.setTextFormat(Qt.TextFormat.RichText)
        self.reason.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.reason.setOpenExternalLinks(False)
        # a rule number under the pointer shows the rule's explanation, as in the rules log
        self.reason.linkHovered.connect(self._on_rule_hovered)
        self.previous_button = QPushButton()
        self.next_button = QPushButton()
        self.try_button = QPushButton()
        self.close_button = QPushButton()
        self.previous_button.clicked.connect(self.previous_mistake)
        self.next_button.clicked.connect(self.next_mistake)
        self.try_button.clicked.connect(lambda: self.try_requested.emit(self.current))
        self.close_button.clicked.connect(self.close)
        self.next_key = QShortcut(QKeySequence(Qt.Key.Key_N), self)
        self.next_key.activated.connect(self.next_mistake)
        self.previous_key = QShortcut(QKeySequence("Shift+N"), self)
        self.previous_key.activated.connect(self.previous_mistake)

        # The bar and Cancel keep their room once the analysis is over, so that nothing
        # under them moves while the pointer is on its way to a decision.
        for widget in (self.progress, self.cancel_button):
            policy = widget.sizePolicy()
            policy.setRetainSizeWhenHidden(True)
            widget.setSizePolicy(policy)
        top = QHBoxLayout()
        top.addWidget(self.progress, 1)
        top.addWidget(self.progress_label)
        top.addWidget(self.cancel_button)
        top.addWidget(self.again_button)
        # the words under the board scroll in a low window instead of being drawn over it
        words = QWidget()
        words_lay = QVBoxLayout(words)
        words_lay.setContentsMargins(0, 0, 0, 0)
        words_lay.addWidget(self.board_caption)
        words_lay.addWidget(self.reason)
        words_lay.addStretch(1)
        self.words = WordsArea()
        self.words.setObjectName("ReviewWords")
        self.words.setWidget(words)
        self.words.setWidgetResizable(True)
        self.words.setFrameShape(QScrollArea.Shape.NoFrame)
        self.words.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        right = QVBoxLayout()
        right.addWidget(self.heading)
        right.addWidget(self.board)
        right.addWidget(self.words, 1)
        middle = QHBoxLayout()
        middle.addWidget(self.list, 2)
        middle.addLayout(right, 3)
        buttons = QHBoxLayout()
        for b in (self.previous_button, self.next_button, self.try_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        lay = QVBoxLayout(self)
        lay.addWidget(self.title)
        lay.addLayout(top)
        lay.addWidget(self.graph)
        lay.addWidget(self.graph_caption)
        lay.addLayout(middle, 1)
        lay.addLayout(buttons)
        self.resize(980, 680)
        self.retranslate()
        self._show_analysing(True)

    # ------------------------------------------------------------------ analysis

    @property
    def analysing(self) -> bool:
        """Whether the analysis is under way."""
        return self.background.pending

    def start(self) -> None:
        """Analyse every decision on the worker thread."""
        self._stop.clear()
        self.error = ""
        positions = [g.copy() for g in self.positions]
        answers, seats, nodes, stop = list(self.answers), list(self.seats), self.nodes, self._stop
        relay = _ProgressRelay(self)
        relay.step.connect(self._on_progress)
        self._relay = relay

        def work() -> list[DecisionReview]:
            return review_positions(positions, answers, seats, nodes,
                                    progress=relay.step.emit, stop=stop.is_set)

        self._show_analysing(True)
        self.progress.setValue(0)
        self.progress_label.setText(self.tr("Weighing every decision…"))
        self.background.run(work, self._on_result, self._on_error, after_paint=True)

    def cancel(self) -> None:
        """Stop the analysis: the worker ends at the next decision."""
        if not self.analysing:
            return
        self._stop.set()
        self.background.cancel()
        self.progress_label.setText(self.tr("Cancelled."))
        self.cancel_button.setVisible(False)
        self.again_button.setVisible(True)
        self.analysis_done.emit(False)

    def _on_progress(self, done: int, total: int) -> None:
        if self.analysing:
            self.progress.setValue(done)
            self.progress_label.setText(fill(self.tr("Decision %1 of %2"), str(done), str(total)))

    def _on_result(self, reviews: list[DecisionReview]) -> None:
        self.reviews = reviews
        self._show_analysing(False)
        self.graph.set_reviews(reviews)
        self.graph.set_names(self.names[0], self.names[1])
        self.fill_list()
        first = mistakes(reviews)
        self.go_to(first[0] if first else 0)
        self.analysis_done.emit(True)

    def _on_error(self, exc: Exception) -> None:
        if isinstance(exc, ReviewCancelled):
            return
        self.error = error_text(exc)
        self.progress_label.setText(fill(self.tr("The review failed: %1"), self.error))
        self.cancel_button.setVisible(False)
        self.again_button.setVisible(True)
        self.analysis_done.emit(False)

    def _show_analysing(self, busy: bool) -> None:
        for w in (self.progress, self.progress_label, self.cancel_button):
            w.setVisible(busy)
        self.again_button.setVisible(False)
        done = not busy and bool(self.reviews)
        if done:
            self.progress_label.setText(self._done_text())
            self.progress_label.setVisible(True)
        for pane in (self.graph, self.graph_caption, self.list, self.board, self.board_caption,
                     self.heading, self.reason, self.previous_button, self.next_button,
                     self.try_button):
            pane.setEnabled(done)

    def _done_text(self) -> str:
        """The line where the progress was, once every decision is weighed."""
        return fill(self.tr("Every decision weighed: %1."), str(len(self.reviews)))

    # ------------------------------------------------------------------ moving

    def mistake_indexes(self) -> list[int]:
        """The decisions marked inaccuracy, mistake or blunder."""
        return mistakes(self.reviews)

    def next_mistake(self) -> None:
        """The next decision marked inaccuracy or worse (from the start after the last)."""
        marks = self.mistake_indexes()
        if not marks:
            return
        later = [i for i in marks if i > self.current]
        self.go_to(later[0] if later else marks[0])

    def previous_mistake(self) -> None:
        """The decision marked inaccuracy or worse before this one (the last from the
        first)."""
        marks = self.mistake_indexes()
        if not marks:
            return
        earlier = [i for i in marks if i < self.current]
        self.go_to(earlier[-1] if earlier else marks[-1])

    def go_to(self, index: int) -> None:
        """Show decision ``index``."""
        if not self.reviews:
            return
        index = max(0, min(index, len(self.reviews) - 1))
        self.current = index
        if self.list.currentRow() != index:
            self.list.blockSignals(True)
            self.list.setCurrentRow(index)
            self.list.blockSignals(False)
        self.graph.set_current(index)
        self.show_decision()
        self.decision_shown.emit(index)

    def _on_row(self, row: int) -> None:
        if row >= 0:
            self.go_to(row)

    # ------------------------------------------------------------------ showing

    def fill_list(self) -> None:
        """One line per decision: its number, who, what and its mark."""
        self.list.blockSignals(True)
        self.list.clear()
        for r in self.reviews:
            before = self.positions[r.index]
            text = fill(
                self.tr("%1. %2: %3 — %4"),
                str(r.index + 1),
                self.names[r.player],
                answer_text(before, r.move, self.lang),
                f"{MARK_SIGNS[r.mark]} {mark_name(r.mark)}",
            )
            item = QListWidgetItem(text)
            item.setForeground(theme.MARK_COLOURS[r.mark])
            item.setData(Qt.ItemDataRole.UserRole, r.mark)
            self.list.addItem(item)
        if self.current >= 0:
            self.list.setCurrentRow(self.current)
        self.list.blockSignals(False)

    def show_decision(self) -> None:
        """The board, the heading and the reason of the current decision."""
        if not 0 <= self.current < len(self.reviews):
            return
        r = self.reviews[self.current]
        before = self.positions[r.index]
        self.board.set_position(before, r.player, self.lang)
        played = r.move.square if isinstance(r.move, Summon) else -1
        best = r.best.square if isinstance(r.best, Summon) else -1
        label = before.defs[r.best.card].display_name(self.lang) \
            if isinstance(r.best, Summon) else ""
        self.board.set_marks(played, best if not r.is_best or played < 0 else best, label)
        self.heading.setText(
            fill(
                self.tr("Decision %1 · %2 · %3"),
                str(r.index + 1),
                self.names[r.player],
                f"{MARK_SIGNS[r.mark]} {mark_name(r.mark)}",
            )
        )
        self.heading_height.fit()
        self.heading.setProperty("mark", r.mark)
        theme.repolish(self.heading)
        self.board_caption.setText(fill(self.tr(
            "The position before the decision, from the side of %1: the gold square is the "
            "better answer, the dashed one the answer given."), self.names[r.player]))
        self.reason.setText(self.reason_text(r))
        self.words.fit_words()
        self.try_button.setToolTip(
            fill(
                self.tr("Play on from this position against the computer (%1), as %2."),
                level_name(TOP_LEVEL),
                self.names[r.player],
            )
        )

    def reason_text(self, r: DecisionReview) -> str:
        """Why, as rich text: the answer given and the better one with what each leads
        to under best play, then the better answer's reasons in words that point at the
        board (:func:`momon_desktop.ai.explain.explain_move`, compared with the answer
        given, as the Suggest bar words them), each with its rule numbers."""
        before = self.positions[r.index]
        lines = [
            fill(
                self.tr("Played: %1, leading to %2 Momon for %3 at the end."),
                answer_text(before, r.move, self.lang),
                value_text(r.value, r.exact),
                self.names[r.player],
            )
        ]
        if r.is_best:
            if r.forced:
                lines.append(self.tr("The only legal answer."))
            else:
                lines.append(self.tr("The best answer the computer found."))
        else:
            better = (self.tr("playing on without conceding") if r.best is None
                      else answer_text(before, r.best, self.lang))
            lines.append(
                fill(
                    self.tr("Better: %1, leading to %2 Momon (%3 lost)."),
                    better,
                    value_text(r.best_value, r.exact),
                    f"{r.loss:g}",
                )
            )
            if r.outcome == "loss" and r.best_outcome != "loss":
                lines.append(self.tr("The answer given loses the game against best play."))
        out = [html.escape(line) for line in lines]
        found = self._reasons(r)
        if found:
            out.append(reasons_html(found, theme.css(theme.GOLD_PALE)))
        if r.exact:
            out.append(html.escape(self.tr("Exact: the rest of the game was solved.")))
        else:
            out.append(html.escape(self.tr(
                "An estimate: the search looked ahead as far as its budget allows.")))
        return "<br>".join(out)

    def _on_rule_hovered(self, link: str) -> None:
        if link.startswith("rule:"):
            rule = link[5:]
            text = rulebook.explain(rule, self.lang)
            tip = rule + ": " + text if text else rule
            self.reason.setToolTip(tip)
            QToolTip.showText(QCursor.pos(), tip, self.reason)
        else:
            self.reason.setToolTip("")
            QToolTip.hideText()

    def _reasons(self, r: DecisionReview) -> list[Reason]:
        """The sentences that say why the better answer (or the answer given, when it was
        the best) is good; none for a forced answer or a concession."""
        if r.forced:
            return []
        before = self.positions[r.index]
        shown = r.move if r.is_best else r.best
        if before.result is not None or shown is None or isinstance(shown, Concede) \
                or not before.is_legal(shown):
            return []
        other = None if r.is_best or isinstance(r.move, Concede) else r.move
        # budget 0: the review's own search already gives the values under best play
        e = explain_move(before, shown, budget=0, alternative=other)
        return reasons(before, e, self.lang, lambda seat: self.names[seat], limit=3)

    def retranslate(self) -> None:
        """Every text in the current language."""
        self.setWindowTitle(
            fill(self.tr("%1 against %2 – Game review"), self.names[0], self.names[1])
        )
        self.title.setText(self.tr("Game review"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.again_button.setText(self.tr("&Start again"))
        if self.analysing or not self.reviews:
            self.progress_label.setText(self.tr("Weighing every decision…"))
        elif not self.error:
            self.progress_label.setText(self._done_text())
        self.graph.setAccessibleName(self.tr("Evaluation graph"))
        self.graph.setToolTip(self.tr("Click a point to go to that decision."))
        self.graph_caption.setText(fill(self.tr(
            "Momon difference at the end under best play, before each decision: above the "
            "line %1 stands better, below it %2."), self.names[0], self.names[1]))
        self.graph_caption_height.fit()
        self.previous_button.setText(self.tr("&Previous mistake"))
        self.previous_button.setToolTip(
            self.previous_key.key().toString(QKeySequence.SequenceFormat.NativeText))
        self.next_button.setText(self.tr("&Next mistake"))
        self.next_button.setToolTip(
            self.next_key.key().toString(QKeySequence.SequenceFormat.NativeText))
        self.try_button.setText(self.tr("&Try from here"))
        self.close_button.setText(self.tr("&Close"))
        if self.reviews:
            self.fill_list()
            self.show_decision()

    def set_language(self, lang: str) -> None:
        """Card names in ``lang``, then every text."""
        self.lang = lang
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.set_language(i18n.current_language())
        super().changeEvent(event)

    def reject(self) -> None:
        """Escape (and the close button, through ``closeEvent``) puts the window away
        and stops the analysis."""
        self.cancel()
        self.background.shutdown()
        super().reject()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.cancel()
        super().closeEvent(event)


class _ProgressRelay(QObject):
    """Carries the worker's progress to the window's thread (a queued signal)."""

    step = Signal(int, int)


# ----------------------------------------------------------------------------- the feature


class GameReview:
    """The review feature: its entry points, its windows and the games tried from here."""

    def __init__(self, window: TableHost) -> None:
        self.window = window
        self.windows: list[ReviewWindow] = []
        # the node budget of each search (ai/review.py)
        self.nodes = REVIEW_NODES
        self.tried: Game | None = None
        self.tried_from = -1
        self.end_box: QMessageBox | None = None
        self.action = window.action_registry.add(
            ActionSpec("review-game", lambda: QCoreApplication.translate("GameReview", "Re&view this game"),
                       menu="game", section=20, order=80, shortcuts=("Ctrl+Shift+R",),
                       status_tip=lambda: QCoreApplication.translate("GameReview", "The computer weighs every "
                                                     "decision of the finished game")),
            self.review_current_game)
        self.action.setEnabled(False)
        window.result_dialog_opened.connect(self.attach_result)
        window.controller.started.connect(self._sync_action)
        window.controller.game_over.connect(self._on_game_over)
        window.controller.reset.connect(self._sync_action)
        self._connect_replays()

    def _persistence(self) -> GamePersistence | None:
        from momon_desktop.ui.features.persistence import GamePersistence

        return self.window.feature(GamePersistence)

    def _connect_replays(self) -> None:
        persistence = self._persistence()
        if persistence is not None:
            persistence.replay_opened.connect(self.attach_replay)

    # ------------------------------------------------------------------ entry points

    def _sync_action(self) -> None:
        # The record is replayed and checked when the review is asked for (a record that
        # does not replay is told then), not here at the game's last move.
        g = self.window.controller.game
        self.action.setEnabled(g is not None and g.over and self._record() is not None)

    def attach_result(self, dialog: ResultDialog) -> None:
        """The result screen's Review opens the review of the game just ended."""
        dialog.review_requested.connect(self.review_current_game)

    def attach_replay(self, viewer: ReplayWindow) -> None:
        """A replay viewer's Review opens the review of the game it shows."""
        viewer.offer_review(True)
        def review() -> None:
            win = self.open_review(viewer.replay, viewer.controller.player_name(0),
                                   viewer.controller.player_name(1), parent=viewer)
            # the viewer shows the position before the decision the review shows
            win.decision_shown.connect(viewer.go_to)

        viewer.review_requested.connect(review)

    def _record(self) -> GameRecord | None:
        persistence = self._persistence()
        return persistence.record() if persistence is not None else None

    def _record_replay(self) -> Replay | None:
        record = self._record()
        if record is None:
            return None
        try:
            return Replay.from_record(record)
        except RecordError as exc:
            QMessageBox.warning(self.window.window(), QCoreApplication.translate("GameReview", "Game review"),
                                exc.text(self.window.lang))
            return None

    def review_current_game(self) -> ReviewWindow | None:
        """The review of the game on the table."""
        replay = self._record_replay()
        if replay is None:
            return None
        c = self.window.controller
        return self.open_review(replay, c.player_name(0), c.player_name(1))

    def open_review(self, replay: Replay, first: str, second: str,
                    parent: QWidget | None = None) -> ReviewWindow:
        """Open a review window for ``replay`` and start its analysis."""
        win = ReviewWindow(replay, (first, second), self.window.lang,
                           parent or self.window.window(), self.nodes)
        win.try_requested.connect(lambda index: self.try_from_here(win, index))
        self.windows = [w for w in self.windows if w.isVisible()]
        self.windows.append(win)
        win.show()
        keep_on_screen(win)
        win.raise_()
        win.activateWindow()
        win.start()
        return win

    # ------------------------------------------------------------------ try from here

    def try_from_here(self, win: ReviewWindow, index: int) -> None:
        """A practice game at the position before decision ``index``: its decider at the
        screen, the other seat the computer at the top level."""
        if not 0 <= index < len(win.positions):
            return
        game = win.positions[index].copy()
        seat = win.seats[index]
        you = PlayerInfo(win.names[seat], HUMAN)
        computer = PlayerInfo(QCoreApplication.translate("GameReview", "Computer"), TOP_LEVEL)
        players = (you, computer) if seat == 0 else (computer, you)
        spec = GameSpec((tuple(game.setup.decks[0]), tuple(game.setup.decks[1])), players,
                        game.seed, None)

        def begin() -> None:
            self.tried = game
            self.tried_from = index
            win.close()
            self.window.start_game(spec, resume=game, owner=self, fixed=len(game.history))
            self.window.status(fill(QCoreApplication.translate(
                "GameReview", "Playing on from decision %1 of the reviewed game; this "
                "practice game is not saved."), str(index + 1)), 10000)
            self.window.activate()

        # a match or an unsaved game on the table is asked about first
        self.window.replace_table(begin)

    def owns_game(self) -> bool:
        """Whether the game on the table is one tried from a review."""
        return self.tried is not None and self.window.controller.game is self.tried

    def goal(self) -> object | None:
        """Winning is the goal."""
        return None

    def keeps_record(self) -> bool:
        """A game tried from a review is practice: neither autosaved nor kept."""
        return False

    def goal_words(self) -> str:
        """Winning needs no words."""
        return ""

    def before_autosave(self) -> None:
        """A game tried from a review is never autosaved."""

    def _on_game_over(self, result: object) -> None:
        self._sync_action()
        if not self.owns_game():
            return
        g = self.tried
        assert g is not None and g.result is not None
        res = g.result
        c = self.window.controller
        names = (c.player_name(0), c.player_name(1))
        counts = f"{names[0]} {res.momon[0]} – {res.momon[1]} {names[1]}"
        if res.winner is None:
            text = fill(QCoreApplication.translate("GameReview", "A draw: %1."), counts)
        else:
            text = fill(
                QCoreApplication.translate("GameReview", "Won by %1: %2."),
                names[res.winner],
                counts,
            )
        box = QMessageBox(QMessageBox.Icon.Information, QCoreApplication.translate("GameReview", "Tried from here"),
                          text, QMessageBox.StandardButton.Close, self.window.window())
        box.setInformativeText(
            fill(
                QCoreApplication.translate(
                    "GameReview", "The game was played on from decision %1 of the reviewed game."
                ),
                str(self.tried_from + 1),
            )
        )
        self.end_box = box
        box.open()


