"""Item delegates and list views that show cards: the Hand strip and Void lists."""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractItemModel,
    QItemSelection,
    QModelIndex,
    QPersistentModelIndex,
    QRectF,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPen, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from momon_desktop.engine.carddefs import CardDef
from momon_desktop.ui.look import cardpainter as cp
from momon_desktop.ui.look import theme
from momon_desktop.ui.look.fonts import ui_font
from momon_desktop.ui.look.shadows import draw_shadow
from momon_desktop.ui.table.models import CARD_ROLE, FACE_UP_ROLE, VISIBLE_ROLE

SELECTED_COLOUR = theme.GOLD_BRIGHT
# the shadow under each card of a strip
CARD_SHADOW = QColor(0, 0, 0, 80)
# How far the selection frame (2 px outside the card, a 3.5 px pen, antialiased) and
# the lifted card's shadow may reach beyond the item's rectangle: repaints cover it.
FRAME_OUTSET = 6

# The Hand strip is sized for a whole Hand: the 10 cards of a deck at the start (6.1, 6.2).
WHOLE_HAND = 10


def lay_out_card_grid(view: QListView, spacing: int) -> None:
    """Cards in wrapping rows ``spacing`` pixels apart, one selected at a time, not dragged."""
    view.setViewMode(QListView.ViewMode.IconMode)
    view.setFlow(QListView.Flow.LeftToRight)
    view.setWrapping(True)
    view.setResizeMode(QListView.ResizeMode.Adjust)
    view.setMovement(QListView.Movement.Static)
    view.setUniformItemSizes(True)
    view.setSpacing(spacing)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setDragEnabled(False)


class CardFaceDelegate(QStyledItemDelegate):
    """Cards ``card_width`` logical pixels wide; faces in ``lang`` from the pixmap cache."""

    def __init__(self, parent: QWidget | None = None, card_width: int = 104) -> None:
        super().__init__(parent)
        self.card_width = card_width
        self.lang = "en"

    def card_size(self) -> QSize:
        """The size of one card in logical pixels."""
        size = cp.card_size(self.card_width)
        return QSize(round(size.width()), round(size.height()))

    def draw_face(self, painter: QPainter, option: QStyleOptionViewItem, rect: QRectF,
                  card: CardDef, size: QSize) -> None:
        """The face of ``card`` at ``rect`` (of ``size``), sharp at the view's pixel density."""
        widget = option.widget
        dpr = widget.devicePixelRatioF() if widget is not None else 1.0
        pixmap = cp.card_face_pixmap(card, size, dpr, lang=self.lang)
        painter.drawPixmap(rect.topLeft(), pixmap)


class CardDelegate(CardFaceDelegate):
    """Paints one card per item: its face when the model says it is visible, else its back.

    ``caption`` adds a line under each card saying whether it lies face up or face
    down (Void lists, 4.5.1).
    """

    def __init__(self, parent: QWidget | None = None, card_width: int = 104,
                 caption: bool = False) -> None:
        super().__init__(parent, card_width)
        self.caption = caption
        self.lift = 10

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        card = self.card_size()
        extra = 22 if self.caption else 0
        return QSize(card.width() + 12, card.height() + self.lift + 8 + extra)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        size = self.card_size()
        rect = QRectF(
            option.rect.left() + (option.rect.width() - size.width()) / 2,
            option.rect.top() + self.lift + 2,
            size.width(),
            size.height(),
        )
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        hovered = bool(option.state & QStyle.StateFlag.State_MouseOver)
        if selected:
            rect.translate(0, -self.lift)
        elif hovered:
            rect.translate(0, -self.lift / 2)
        draw_shadow(painter, rect.translated(2, 3), 7, CARD_SHADOW)
        card = index.data(CARD_ROLE)
        if index.data(VISIBLE_ROLE) and card is not None:
            self.draw_face(painter, option, rect, card, size)
        else:
            cp.paint_card_back(painter, rect)
        if selected:
            painter.setPen(QPen(SELECTED_COLOUR, 3.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 8, 8)
        if option.state & QStyle.StateFlag.State_HasFocus and not selected:
            painter.setPen(QPen(QColor(255, 255, 255, 200), 2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 8, 8)
        if self.caption:
            face_up = bool(index.data(FACE_UP_ROLE))
            text = self.tr("face up") if face_up else self.tr("face down")
            painter.setFont(ui_font(8.5))
            painter.setPen(QColor(230, 226, 210))
            box = QRectF(option.rect.left(), rect.bottom() + 3, option.rect.width(), 18)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        painter.restore()


class HandView(QListView):
    """The near player's Hand: a row of cards they can reorder by dragging (4.4.1).

    A click or the arrow keys select a card; Enter or Space picks it to Summon (the
    window then moves the keyboard to the Arena); dragging a card onto the Arena
    Summons it there.
    """

    card_picked = Signal(int)
    # a drag of the card in this row begins (the Arena lights its legal squares)
    drag_started = Signal(int)

    def __init__(self, parent: QWidget | None = None, card_width: int = 104) -> None:
        super().__init__(parent)
        self.delegate = CardDelegate(self, card_width)
        self.setItemDelegate(self.delegate)
        self.setFlow(QListView.Flow.LeftToRight)
        self.setWrapping(False)
        self.setMovement(QListView.Movement.Static)
        self.setUniformItemSizes(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.setDragEnabled(True)
        self.setAcceptDrops(True)
        self.setDropIndicatorShown(True)
        self.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setMouseTracking(True)
        self.setSpacing(2)
        self.setFrameShape(QListView.Shape.NoFrame)
        self.setAccessibleName(self.tr("Your Hand"))
        self._anchor = -1
        self._scrolling = True
        # (room, height, bounds, count, spacing) -> (card width, scrolling)
        self._fits: dict[tuple[int, ...], tuple[int, bool]] = {}
        self.set_card_width(card_width)

    @staticmethod
    def lift_for(width: int) -> int:
        """How far a picked card rises above the row: less for small cards, so that on a
        small screen the strip keeps them large enough to show their names."""
        return 10 if width >= 72 else 7

    def set_card_width(self, width: int, scrolling: bool = True) -> None:
        """Cards ``width`` pixels wide; the strip's height follows, with room for the
        scroll bar when ``scrolling`` (a whole Hand that fits has none)."""
        self.delegate.card_width = width
        self.delegate.lift = self.lift_for(width)
        self.setHorizontalScrollBarPolicy(
            Qt.ScrollBarPolicy.ScrollBarAsNeeded if scrolling
            else Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFixedHeight(self.strip_height(width, scrolling))
        self._centre_cards()
        self.scheduleDelayedItemsLayout()

    def strip_height(self, width: int, scrolling: bool = False) -> int:
        """The height of the strip with cards ``width`` pixels wide."""
        card = cp.card_size(width)
        hint = round(card.height()) + self.lift_for(width) + 8
        bar = self.horizontalScrollBar().sizeHint().height() if scrolling else 0
        return hint + 2 * self.spacing() + bar

    def row_width(self, width: int, count: int) -> int:
        """The width of ``count`` cards ``width`` pixels wide in one row."""
        item = round(cp.card_size(width).width()) + 12
        return count * (item + self.spacing()) + self.spacing()

    def fit(self, room: int, height: int, smallest: int = 40, largest: int = 260) -> int:
        """The largest cards (``smallest`` to ``largest`` pixels wide) for which a whole
        Hand (:data:`WHOLE_HAND` cards, 6.2) fits in ``room`` pixels of width and the
        strip in ``height``; when even the smallest do not fit side by side, the strip
        scrolls. Returns the card width chosen."""
        count = max(WHOLE_HAND, self.model().rowCount() if self.model() is not None else 0)
        # the layout asks again at every change of the prompt: the same room, the same answer
        key = (room, height, smallest, largest, count, self.spacing())
        fitted = self._fits.get(key)
        if fitted is None:
            width = largest
            while width > smallest and (self.strip_height(width) > height
                                        or self.row_width(width, count) > room):
                width -= 1
            scrolling = self.row_width(width, count) > room
            if scrolling:
                while width > smallest and self.strip_height(width, True) > height:
                    width -= 1
            if len(self._fits) > 64:
                self._fits.clear()
            fitted = self._fits[key] = (width, scrolling)
        width, scrolling = fitted
        if width != self.delegate.card_width or scrolling != self._scrolling:
            self._scrolling = scrolling
            self.set_card_width(width, scrolling)
        return width

    def set_anchor(self, x: int) -> None:
        """Centre the row of cards on ``x`` (in this view's coordinates) where it fits,
        under the Arena."""
        if x != self._anchor:
            self._anchor = x
            self._centre_cards()

    def _centre_cards(self) -> None:
        model = self.model()
        count = model.rowCount() if model is not None else 0
        free = self.width() - self.row_width(self.delegate.card_width, max(1, count))
        left = 0
        if free > 0:
            centre = self._anchor if self._anchor >= 0 else self.width() // 2
            left = max(0, min(free, centre - (self.width() - free) // 2))
        if left != self.viewportMargins().left():
            self.setViewportMargins(left, 0, 0, 0)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._centre_cards()

    def setModel(self, model: QAbstractItemModel | None) -> None:
        super().setModel(model)
        if model is not None:
            # the row of cards stays centred as cards leave and come back
            for signal in (model.rowsInserted, model.rowsRemoved, model.modelReset):
                signal.connect(self._on_rows_changed)

    def _on_rows_changed(self, *_args: object) -> None:
        self._centre_cards()

    def finish_layout(self) -> None:
        """Lay the cards out now if a change of rows is waiting for it (Qt otherwise
        does it after the next picture, and the strip is drawn twice)."""
        self.executeDelayedItemsLayout()

    def _repaint_card(self, index: QModelIndex | QPersistentModelIndex) -> None:
        """Repaint the whole place of the card at ``index``: its item and the margin its
        selection frame and lift reach into, so a frame that moves leaves nothing behind."""
        if index.isValid():
            # the same place as a plain index (the Hand is a flat list)
            rect = self.visualRect(self.model().index(index.row(), index.column()))
            if not rect.isEmpty():
                self.viewport().update(rect.adjusted(-FRAME_OUTSET, -FRAME_OUTSET,
                                                     FRAME_OUTSET, FRAME_OUTSET))

    def selectionChanged(self, selected: QItemSelection,
                         deselected: QItemSelection) -> None:
        super().selectionChanged(selected, deselected)
        for selection in (deselected, selected):
            for index in selection.indexes():
                self._repaint_card(index)

    def currentChanged(self, current: QModelIndex | QPersistentModelIndex,
                       previous: QModelIndex | QPersistentModelIndex) -> None:
        super().currentChanged(current, previous)
        self._repaint_card(previous)
        self._repaint_card(current)

    def startDrag(self, supported: Qt.DropAction) -> None:
        index = self.currentIndex()
        if index.isValid():
            self.drag_started.emit(index.row())
        super().startDrag(supported)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        index = self.currentIndex()
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if index.isValid():
                self.card_picked.emit(index.row())
                event.accept()
                return
        ctrl = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
        if ctrl and event.key() in (Qt.Key.Key_Left, Qt.Key.Key_Right) and index.isValid():
            # 4.4.1: the owner reorders their Hand from the keyboard too.
            row = index.row()
            target = row - 1 if event.key() == Qt.Key.Key_Left else row + 1
            model = self.model()
            if 0 <= target < model.rowCount():
                dest = target if target < row else target + 1
                if model.moveRows(QModelIndex(), row, 1, QModelIndex(), dest):
                    self.setCurrentIndex(model.index(target, 0))
            event.accept()
            return
        super().keyPressEvent(event)


class VoidListView(QListView):
    """The cards of one Void, wrapped in rows, each captioned face up or face down."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.delegate = CardDelegate(self, 110, caption=True)
        self.delegate.lift = 0
        self.setItemDelegate(self.delegate)
        lay_out_card_grid(self, 6)
