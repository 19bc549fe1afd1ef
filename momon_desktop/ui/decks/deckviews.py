"""The deck builder's lists: the cards of the deck being edited and the saved decks, with
the delegates that paint their rows."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QKeyEvent, QPainter, QPen
from PySide6.QtWidgets import QListView, QStyle, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from momon_desktop.engine.carddefs import DIRECTIONS, CardDef
from momon_desktop.ui.cards.cardmodels import CARD_ID_ROLE, COUNT_ROLE, REASONS_ROLE
from momon_desktop.ui.look import cardpainter as cp
from momon_desktop.ui.look import theme
from momon_desktop.ui.look.fonts import title_font, ui_font
from momon_desktop.ui.table.models import CARD_ROLE

LEGAL_COLOUR = QColor(86, 180, 120)
ILLEGAL_COLOUR = theme.WARNING


def _paint_row_ground(painter: QPainter, option: QStyleOptionViewItem) -> QRectF:
    """The rounded ground of a list row, gold-edged when selected; returns its rectangle.

    Turns antialiasing on for the rest of the row.
    """
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    r = QRectF(option.rect).adjusted(2, 2, -2, -2)
    selected = bool(option.state & QStyle.StateFlag.State_Selected)
    painter.setPen(QPen(theme.GOLD, 1.5) if selected else Qt.PenStyle.NoPen)
    painter.setBrush(QColor(54, 69, 83) if selected else QColor(32, 42, 51))
    painter.drawRoundedRect(r, 6, 6)
    return r


class DeckRowDelegate(QStyledItemDelegate):
    """A row of the deck: copies, power, name and a small Snatch-Sight compass."""

    ROW_HEIGHT = 34

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lang = "en"

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        return QSize(120, self.ROW_HEIGHT)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        painter.save()
        r = _paint_row_ground(painter, option)
        card = index.data(CARD_ROLE)
        count = int(index.data(COUNT_ROLE) or 0)
        # copies
        painter.setFont(title_font(15))
        painter.setPen(theme.GOLD)
        painter.drawText(QRectF(r.left() + 6, r.top(), 30, r.height()),
                         Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, f"{count}×")
        x = r.left() + 40
        if isinstance(card, CardDef):
            disc = QPointF(x + 11, r.center().y())
            painter.setPen(QPen(theme.GOLD, 1.5))
            painter.setBrush(QColor(38, 41, 61))
            painter.drawEllipse(disc, 11, 11)
            painter.setPen(QColor(255, 255, 255))
            painter.setFont(title_font(13))
            painter.drawText(QRectF(disc.x() - 11, disc.y() - 11, 22, 22),
                             Qt.AlignmentFlag.AlignCenter, str(card.power))
            name = card.display_name(self.lang)
            painter.setPen(theme.TEXT)
        else:
            painter.setPen(QPen(ILLEGAL_COLOUR, 1.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            disc = QPointF(x + 11, r.center().y())
            painter.drawEllipse(disc, 11, 11)
            painter.setFont(title_font(13))
            painter.drawText(QRectF(disc.x() - 11, disc.y() - 11, 22, 22),
                             Qt.AlignmentFlag.AlignCenter, "?")
            name = str(index.data(CARD_ID_ROLE))
            painter.setPen(ILLEGAL_COLOUR)
        compass = 24.0
        name_rect = QRectF(x + 30, r.top(), r.right() - x - 30 - compass - 10, r.height())
        font = ui_font(10, bold=True)
        painter.setFont(font)
        elided = QFontMetricsF(font).elidedText(name, Qt.TextElideMode.ElideRight,
                                                name_rect.width())
        painter.drawText(name_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                         elided)
        if isinstance(card, CardDef):
            self._paint_sight(painter, QPointF(r.right() - compass / 2 - 6, r.center().y()),
                              compass / 2, card.sight)
        painter.restore()

    @staticmethod
    def _paint_sight(painter: QPainter, centre: QPointF, radius: float,
                     sight: Sequence[str]) -> None:
        """Eight spokes; the card's Snatch-Sight directions drawn bright."""
        for direction in DIRECTIONS:
            dx, dy = cp.screen_vector(direction, cp.Facing.UP)
            length = (dx * dx + dy * dy) ** 0.5
            ux, uy = dx / length, dy / length
            on = direction in sight
            painter.setPen(QPen(cp.ARROW_COLOUR if on else theme.BORDER, 2.6 if on else 1.2,
                                Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawLine(QPointF(centre.x() + ux * 3, centre.y() + uy * 3),
                             QPointF(centre.x() + ux * radius, centre.y() + uy * radius))


class DeckListDelegate(QStyledItemDelegate):
    """A saved deck: its name and a legal / not legal mark."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.legal_text = "✓"
        self.illegal_text = "✗"

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        return QSize(100, 38)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        painter.save()
        r = _paint_row_ground(painter, option)
        legal = not index.data(REASONS_ROLE)
        colour = LEGAL_COLOUR if legal else ILLEGAL_COLOUR
        mark = QPointF(r.left() + 15, r.center().y())
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawEllipse(mark, 8, 8)
        painter.setPen(QColor(20, 24, 28))
        painter.setFont(ui_font(8.5, bold=True))
        painter.drawText(QRectF(mark.x() - 8, mark.y() - 8, 16, 16), Qt.AlignmentFlag.AlignCenter,
                         self.legal_text if legal else self.illegal_text)
        font = ui_font(10, bold=bool(option.state & QStyle.StateFlag.State_Selected))
        painter.setFont(font)
        painter.setPen(theme.TEXT)
        text_rect = r.adjusted(32, 0, -6, 0)
        name = QFontMetricsF(font).elidedText(str(index.data() or ""),
                                              Qt.TextElideMode.ElideRight, text_rect.width())
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                         name)
        painter.restore()


class DeckListView(QListView):
    """The deck's rows; Delete or minus takes a copy out, plus adds one."""

    remove_requested = Signal(str)
    add_requested = Signal(str)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        index = self.currentIndex()
        if index.isValid():
            card_id = str(index.data(CARD_ID_ROLE))
            if event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace, Qt.Key.Key_Minus):
                self.remove_requested.emit(card_id)
                event.accept()
                return
            if event.key() in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
                self.add_requested.emit(card_id)
                event.accept()
                return
        super().keyPressEvent(event)
