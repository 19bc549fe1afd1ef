"""What "Suggest a move" shows on the table (:mod:`.hints` finds the suggestion): the
bulb of its button, the marker on the Arena (the square, the cards the reasons speak of,
the faint ghost of a reply it prevents), the marker on the Hand card, and the bar beside
the Arena that says what to do and why, with "Play it".
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QEvent,
    QObject,
    QPoint,
    QPointF,
    QRectF,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QIcon,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsObject,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStyleOptionGraphicsItem,
    QVBoxLayout,
    QWidget,
)

from momon_desktop.engine import CardDef
from momon_desktop.ui.core.ruletips import show_rule_tip
from momon_desktop.ui.look import theme
from momon_desktop.ui.look.cardpainter import paint_arena_card
from momon_desktop.ui.look.fonts import title_font, ui_font
from momon_desktop.ui.table.arenaview import ArenaView
from momon_desktop.ui.table.scene import (
    BOARD_H,
    BOARD_W,
    SEATS,
    card_rect_in,
    cell_rect,
)

if TYPE_CHECKING:
    from momon_desktop.ui.table.host import TableHost

HINT_COLOUR = theme.GOLD_BRIGHT


def bulb_icon(size: int = 20) -> QIcon:
    """A small light bulb, the sign of a suggestion."""
    pixmap = QPixmap(size * 2, size * 2)
    pixmap.setDevicePixelRatio(2.0)
    pixmap.fill(Qt.GlobalColor.transparent)
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    s = float(size)
    glass = QPainterPath()
    glass.addEllipse(QPointF(s * 0.5, s * 0.4), s * 0.3, s * 0.3)
    neck = QPainterPath(QPointF(s * 0.34, s * 0.6))
    neck.lineTo(s * 0.66, s * 0.6)
    neck.lineTo(s * 0.62, s * 0.74)
    neck.lineTo(s * 0.38, s * 0.74)
    neck.closeSubpath()
    p.setPen(QPen(QColor(20, 20, 28), s * 0.06))
    p.setBrush(HINT_COLOUR)
    p.drawPath(glass.united(neck))
    p.setBrush(QColor(190, 196, 204))
    p.drawRoundedRect(QRectF(s * 0.37, s * 0.76, s * 0.26, s * 0.14), s * 0.04, s * 0.04)
    p.setPen(QPen(QColor(255, 255, 255, 200), s * 0.06, Qt.PenStyle.SolidLine,
                  Qt.PenCapStyle.RoundCap))
    p.drawArc(QRectF(s * 0.3, s * 0.2, s * 0.3, s * 0.3), 100 * 16, 70 * 16)
    p.end()
    return QIcon(pixmap)


@dataclass(frozen=True)
class Mark:
    """A square a suggestion's reasons speak of: ``kind`` is ``"take"`` (a card it
    snatches), ``"safe"`` (a card it keeps safe) or ``"reply"`` (where the reply it
    prevents would be Summoned; ``ghost`` is that card, drawn faintly, of ``owner``)."""

    square: int
    kind: str
    label: str
    ghost: CardDef | None = None
    owner: int = 0


class HintMarker(QGraphicsObject):
    """The suggested square on the Arena: a pulsing gold frame with a "hint" tag; and
    the squares its reasons speak of, in thinner frames with their own tags."""

    def __init__(self, window: TableHost) -> None:
        super().__init__()
        self._window = window
        self.square = -1
        self.label = ""
        self.marks: list[Mark] = []
        self._pulse = 0.0
        self._anim = QVariantAnimation(self)
        self._anim.setStartValue(0.0)
        self._anim.setEndValue(1.0)
        self._anim.setDuration(1200)
        self._anim.setLoopCount(-1)
        self._anim.valueChanged.connect(self._on_pulse)
        self.setZValue(30)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def _on_pulse(self, value: float) -> None:
        self._pulse = float(value)
        self.update()

    def show_at(self, square: int, label: str, marks: list[Mark] | None = None) -> None:
        """Mark ``square`` (-1: nothing) and the squares of ``marks``."""
        self.square = square
        self.label = label
        self.marks = list(marks or [])
        if square >= 0 or self.marks:
            self._anim.start()
        else:
            self._anim.stop()
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, BOARD_W, BOARD_H)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        viewer = self._window.scene.viewer
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        for mark in self.marks:
            self._paint_mark(painter, mark, viewer)
        if self.square < 0:
            return
        rect = card_rect_in(cell_rect(self.square, viewer)).adjusted(-9, -9, 9, 9)
        glow = QColor(HINT_COLOUR)
        glow.setAlpha(int(140 + 115 * math.sin(math.pi * self._pulse)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(20, 20, 28, 200), 9.0))
        painter.drawRoundedRect(rect, 14, 14)
        painter.setPen(QPen(glow, 5.0))
        painter.drawRoundedRect(rect, 14, 14)
        if not self.label:
            return
        self._paint_tag(painter, rect, self.label, HINT_COLOUR, 11)

    def _paint_tag(self, painter: QPainter, rect: QRectF, label: str, colour: QColor,
                   points: float) -> None:
        font = ui_font(points, bold=True)
        painter.setFont(font)
        height = painter.fontMetrics().height() + 8
        width = painter.fontMetrics().horizontalAdvance(label) + 22
        tag = QRectF(rect.center().x() - width / 2, rect.bottom() - height / 2 - 2, width,
                     height)
        painter.setPen(QPen(QColor(20, 20, 28), 1.5))
        painter.setBrush(colour)
        painter.drawRoundedRect(tag, height / 2 - 2, height / 2 - 2)
        painter.setPen(QColor(20, 20, 28))
        painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, label)

    def _paint_mark(self, painter: QPainter, mark: Mark, viewer: int) -> None:
        """A square the reasons speak of: a thinner frame than the suggested square's,
        gold for a card it takes, light green for a card it keeps safe, and for the
        reply it prevents a dashed frame over a faint ghost of the card."""
        card_rect = card_rect_in(cell_rect(mark.square, viewer))
        rect = card_rect.adjusted(-6, -6, 6, 6)
        colour = QColor(theme.GOLD_PALE) if mark.kind == "take" else (
            QColor(150, 220, 160) if mark.kind == "safe" else QColor(235, 150, 140))
        if mark.ghost is not None:
            painter.save()
            painter.setOpacity(0.32)
            paint_arena_card(painter, card_rect, mark.ghost, controller=SEATS[mark.owner],
                             owner=SEATS[mark.owner], viewer=SEATS[viewer],
                             lang=self._window.lang)
            painter.restore()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(20, 20, 28, 180), 6.0))
        painter.drawRoundedRect(rect, 12, 12)
        pen = QPen(colour, 3.0)
        if mark.kind == "reply":
            pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.drawRoundedRect(rect, 12, 12)
        if mark.label:
            self._paint_tag(painter, rect, mark.label, colour, 9)


class HandMarker(QWidget):
    """A gold frame around the suggested card of the Hand (on the Hand view's viewport)."""

    def __init__(self, window: TableHost) -> None:
        self._over = window.hand_view.viewport()
        super().__init__(self._over)
        self._window = window
        self.instance = -1
        self.label = ""
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground, True)
        window.hand_view.horizontalScrollBar().valueChanged.connect(self.update)
        window.hand_view.viewport().installEventFilter(self)
        self.hide()

    def show_card(self, instance: int, label: str) -> None:
        """Mark the Hand card ``instance`` (-1: nothing)."""
        self.instance = instance
        self.label = label
        self.setGeometry(self._over.rect())
        self.setVisible(instance >= 0)
        self.raise_()
        self.update()

    def card_rect(self) -> QRectF:
        """Where the marked card is drawn in the viewport (empty if it is not shown)."""
        model = self._window.hand_model
        row = model.row_of(self.instance) if self.instance >= 0 else -1
        if row < 0:
            return QRectF()
        return QRectF(self._window.hand_view.visualRect(model.index(row)))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and self.isVisible():
            self.setGeometry(self._over.rect())
        return False

    def paintEvent(self, event: QPaintEvent) -> None:
        rect = self.card_rect()
        if rect.isEmpty():
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        frame = rect.adjusted(2, 2, -2, -2)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(20, 20, 28, 200), 6.0))
        painter.drawRoundedRect(frame, 9, 9)
        painter.setPen(QPen(HINT_COLOUR, 3.5))
        painter.drawRoundedRect(frame, 9, 9)
        if self.label:
            font = ui_font(8.5, bold=True)
            painter.setFont(font)
            width = painter.fontMetrics().horizontalAdvance(self.label) + 14
            tag = QRectF(frame.center().x() - width / 2, frame.top() + 1, width, 20)
            painter.setPen(QPen(QColor(20, 20, 28), 1.2))
            painter.setBrush(HINT_COLOUR)
            painter.drawRoundedRect(tag, 9, 9)
            painter.setPen(QColor(20, 20, 28))
            painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, self.label)
        painter.end()


class HintBar(QFrame):
    """The suggestion in words, over the Arena, with "Play it" and "Close"."""

    play = Signal()
    closed = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("HintBar")
        self.at_top = True
        self._view: ArenaView | None = None
        self.title = QLabel()
        self.title.setFont(title_font(17))
        self.title.setObjectName("HintTitle")
        self.title.setWordWrap(True)
        self.text = QLabel()
        self.text.setObjectName("HintReasons")
        self.text.setFont(ui_font(10))
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)
        self.text.linkHovered.connect(self._on_link_hovered)
        # the short explanation of a rule number (set by the service)
        self.explain_rule: Callable[[str], str] = lambda rule: ""
        self.play_button = QPushButton()
        self.close_button = QPushButton()
        self.play_button.clicked.connect(self.play.emit)
        self.close_button.clicked.connect(self.closed.emit)
        words = QVBoxLayout()
        words.setSpacing(2)
        words.addWidget(self.title)
        words.addWidget(self.text)
        buttons = QVBoxLayout()
        buttons.addWidget(self.play_button)
        buttons.addWidget(self.close_button)
        buttons.addStretch(1)
        lay = self._lay = QHBoxLayout(self)
        lay.setContentsMargins(14, 8, 10, 8)
        lay.setSpacing(12)
        lay.addLayout(words, 1)
        lay.addLayout(buttons)
        self.hide()

    def _on_link_hovered(self, link: str) -> None:
        """A rule number under the pointer: its explanation, as in the rules log."""
        show_rule_tip(self.text, link, self.explain_rule)

    def present(self, title: str, text: str, can_play: bool, at_top: bool) -> None:
        """Show ``title`` and ``text`` (rich text); ``can_play`` offers to make the move."""
        self.title.setText(title)
        self.text.setText(text)
        self.play_button.setVisible(can_play)
        self.at_top = at_top
        self.place()
        self.show()
        self.raise_()

    def place(self) -> None:
        """Beside the Arena's board, never over its squares: in the Arena view's free
        room right of the board where it is wide enough, else over the column of the
        preview and the log; along the top or the bottom, whichever keeps the square in
        sight."""
        view = self._view
        parent = self.parentWidget()
        if parent is None:
            return
        if view is None:
            # a bar over its parent (a puzzle's banner over the Arena)
            self.setFixedWidth(max(220, min(parent.width() - 16, 560)))
            self.adjustSize()
            y = 8 if self.at_top else parent.height() - self.height() - 8
            self.move((parent.width() - self.width()) // 2, y)
            return
        board = view.board_rect()
        gap = 8
        free = view.width() - board.right() - 1 - 2 * gap
        if free >= 320:
            # within the Arena view, right of the board
            left = view.mapTo(parent, board.topRight()).x() + 1 + gap
            room = free
        else:
            # over the column right of the Arena (the preview and the log)
            left = view.mapTo(parent, QPoint(view.width(), 0)).x() + gap
            room = parent.width() - gap - left
        width = max(200, min(room, 560))
        self.setFixedWidth(width)
        lay = self._lay
        self.setFixedHeight(lay.totalHeightForWidth(width) if lay.hasHeightForWidth()
                            else lay.totalSizeHint().height())
        y_top = view.mapTo(parent, QPoint(0, 0)).y()
        y = y_top if self.at_top else y_top + view.height() - self.height()
        self.move(left, max(0, min(y, parent.height() - self.height())))

    def attach(self, view: ArenaView) -> None:
        """Place the bar beside ``view``'s board (the Arena view)."""
        self._view = view
