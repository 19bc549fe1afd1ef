"""The grid of card faces shared by the card browser and the deck builder: each face is
painted by :class:`CardGridDelegate` with
:func:`momon_desktop.ui.look.cardpainter.card_face_pixmap`, for its exact size and pixel
density, so it stays crisp at every zoom (Ctrl + mouse wheel)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QKeyEvent,
    QPainter,
    QPen,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QAbstractItemView, QListView, QStyle, QStyleOptionViewItem, QWidget

from momon_desktop.engine.carddefs import CardDef
from momon_desktop.ui.look.fonts import title_font
from momon_desktop.ui.table.delegates import SELECTED_COLOUR, CardFaceDelegate, lay_out_card_grid
from momon_desktop.ui.table.models import CARD_ROLE

COUNT_COLOUR = QColor(0, 114, 178)


class CardGridDelegate(CardFaceDelegate):
    """One card face per item, at ``card_width`` logical pixels, with a selection ring.

    ``count_of`` (when set) gives how many copies of a card a deck holds; a badge in the
    corner shows it, so the pool in the deck builder shows what is already in the deck.
    """

    def __init__(self, parent: QWidget | None = None, card_width: int = 168) -> None:
        super().__init__(parent, card_width)
        self.count_of: Callable[[str], int] | None = None
        self.margin = 8

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        card = self.card_size()
        return QSize(card.width() + 2 * self.margin,
                     card.height() + 2 * self.margin + self.caption_height())

    def caption_height(self) -> int:
        """Room under each card for the count of copies in the deck (deck builder only)."""
        return 22 if self.count_of is not None else 0

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        card = index.data(CARD_ROLE)
        if not isinstance(card, CardDef):
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        size = self.card_size()
        left = option.rect.left() + (option.rect.width() - size.width()) // 2
        top = option.rect.top() + (option.rect.height() - self.caption_height()
                                   - size.height()) // 2
        rect = QRectF(left, top, size.width(), size.height())
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        hovered = bool(option.state & QStyle.StateFlag.State_MouseOver)
        radius = max(4.0, size.width() * 0.055)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawRoundedRect(rect.translated(2, 3), radius, radius)
        self.draw_face(painter, option, rect, card, size)
        if selected or hovered:
            colour = SELECTED_COLOUR if selected else QColor(255, 255, 255, 110)
            painter.setPen(QPen(colour, 3.5 if selected else 2.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), radius + 2, radius + 2)
        if option.state & QStyle.StateFlag.State_HasFocus and not selected:
            painter.setPen(QPen(QColor(255, 255, 255, 200), 2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), radius + 3, radius + 3)
        count = self.count_of(card.id) if self.count_of is not None else 0
        if count:
            self._paint_count(painter, rect, count)
        painter.restore()

    def _paint_count(self, painter: QPainter, rect: QRectF, count: int) -> None:
        """A blue pill under the card: copies already in the deck (the card's own
        printing, its corners and arrows, stays uncovered)."""
        text = f"×{count}"
        font = title_font(14)
        width = QFontMetricsF(font).horizontalAdvance(text) + 18
        pill = QRectF(rect.center().x() - width / 2, rect.bottom() + 4, width, 19)
        painter.setPen(QPen(QColor(255, 255, 255), 1.5))
        painter.setBrush(COUNT_COLOUR)
        painter.drawRoundedRect(pill, 9.5, 9.5)
        painter.setFont(font)
        painter.setPen(QColor(255, 255, 255))
        painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, text)

class CardGridView(QListView):
    """Card faces in wrapping rows. Ctrl+wheel zooms; Enter activates the current card."""

    zoomed = Signal(int)
    card_activated = Signal(str)

    MIN_WIDTH = 90
    MAX_WIDTH = 320

    def __init__(self, parent: QWidget | None = None, card_width: int = 168) -> None:
        super().__init__(parent)
        self.delegate = CardGridDelegate(self, card_width)
        # the width chosen (Ctrl+wheel), and the columns the grid keeps at the least: in
        # a narrow pane the cards shrink (down to MIN_WIDTH) before a row holds fewer
        self.preferred_width = card_width
        self.least_columns = 1
        self.setItemDelegate(self.delegate)
        lay_out_card_grid(self, 4)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.verticalScrollBar().setSingleStep(24)
        self.setMouseTracking(True)
        self.activated.connect(self._on_activated)

    def _on_activated(self, index: QModelIndex) -> None:
        card = index.data(CARD_ROLE)
        if isinstance(card, CardDef):
            self.card_activated.emit(card.id)

    def set_card_width(self, width: int) -> None:
        """Cards ``width`` logical pixels wide (faces are repainted for the new size)."""
        width = max(self.MIN_WIDTH, min(self.MAX_WIDTH, int(width)))
        if width == self.preferred_width:
            return
        self.preferred_width = width
        self._fit_grid()
        self.viewport().update()
        self.zoomed.emit(width)

    def _fit_grid(self) -> None:
        """Spread the columns over the whole width, so no strip is left empty on the right."""
        available = max(1, self.viewport().width() - 2 * self.spacing() - 2)
        delegate = self.delegate
        extra = delegate.sizeHint(QStyleOptionViewItem(), QModelIndex()).width() \
            - delegate.card_width
        width = self.preferred_width
        if self.least_columns > 1:
            fits = available // self.least_columns - self.spacing() - extra
            width = max(self.MIN_WIDTH, min(width, fits))
        if width != delegate.card_width:
            delegate.card_width = width
            self.viewport().update()
        hint = delegate.sizeHint(QStyleOptionViewItem(), QModelIndex())
        columns = max(1, available // (hint.width() + self.spacing()))
        cell = max(hint.width(), available // columns - self.spacing())
        self.setGridSize(QSize(cell, hint.height()))
        self.scheduleDelayedItemsLayout()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_grid()

    def wheelEvent(self, event: QWheelEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            step = 16 if event.angleDelta().y() > 0 else -16
            self.set_card_width(self.delegate.card_width + step)
            event.accept()
            return
        super().wheelEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            index = self.currentIndex()
            if index.isValid():
                self._on_activated(index)
                event.accept()
                return
        super().keyPressEvent(event)
