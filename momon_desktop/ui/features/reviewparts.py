"""The pieces of the game review's window: the marks and values in words, the evaluation
graph, the position in miniature with the answers marked, and the scrolling words."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QLabel,
    QScrollArea,
    QSizePolicy,
    QWidget,
)

from momon_desktop.ai.review import (
    DecisionReview,
)
from momon_desktop.ui.look import theme
from momon_desktop.ui.look.fonts import ui_font
from momon_desktop.ui.table.arenamat import WELL_COLOUR
from momon_desktop.ui.table.miniature import ArenaMiniature
from momon_desktop.ui.text.i18n import fill

# A short sign beside each mark, so that colour is never the only cue.
MARK_SIGNS: Mapping[str, str] = MappingProxyType({
    "best": "★", "good": "✓", "inaccuracy": "?!", "mistake": "?", "blunder": "??"})


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
