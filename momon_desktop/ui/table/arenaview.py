"""The view of the Arena: the scene fitted to its room at the largest scale that
keeps the whole mat in sight, and the keyboard's way around the squares (arrow keys
move the cursor, Enter or Space chooses, Escape cancels).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFocusEvent, QKeyEvent, QPainter, QResizeEvent, QTransform
from PySide6.QtWidgets import QGraphicsView, QWidget

from momon_desktop.ui.table.arenamat import CELL_W, square_cell
from momon_desktop.ui.table.scene import ArenaScene

# The Arena keeps its scale while the view grows by less than this share (a panel a
# line shorter): the cards are then not painted again. A view that shrinks below the
# scale is always fitted again.
FIT_SLACK = 0.03
# Once the view has kept its size this long, the Arena takes the largest scale that
# fits: the slack spares repaints while a window is being resized, not afterwards.
SETTLE_MS = 150


class ArenaView(QGraphicsView):
    """Shows the :class:`ArenaScene` scaled to fit the window, with keyboard control.

    Arrow keys move a cursor over the squares (in screen directions), Enter or Space
    acts on the square under it (the same as a click), Escape cancels a selection.
    """

    cancelled = Signal()

    def __init__(self, scene: ArenaScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.arena = scene
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setAcceptDrops(True)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setBackgroundBrush(QColor(24, 30, 36))
        self.setMinimumSize(220, 280)
        self.setAccessibleName(self.tr("Arena"))
        self.settle = QTimer(self)
        self.settle.setSingleShot(True)
        self.settle.setInterval(SETTLE_MS)
        self.settle.timeout.connect(self.fit_exactly)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()
        self.settle.start()

    def fit_exactly(self) -> None:
        """The largest scale at which the Arena fits, whatever the slack."""
        rect = self.arena.sceneRect()
        if rect.isEmpty() or self.viewport().rect().isEmpty():
            return
        best = self.fit_scale()
        if self.transform().m11() != best:
            self.setTransform(QTransform.fromScale(best, best))
        self.centerOn(rect.center())

    def settled(self) -> bool:
        """Whether the Arena is at the largest scale that fits its view."""
        return not self.settle.isActive() and self.transform().m11() == self.fit_scale()

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.arena.overlay.show_cursor(True)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        # not a leftover highlight: the cursor goes with the keyboard
        self.arena.overlay.show_cursor(False)

    def fit(self) -> None:
        """4 × 4 Arena scaled to the widget, keeping its proportions (hi-DPI and resizing),
        edge to edge along the tighter side and centred along the other.

        The scale stays as it is while it fits and is within :data:`FIT_SLACK` of the
        largest that fits: every new scale has every card painted again at its size."""
        rect = self.arena.sceneRect()
        if rect.isEmpty() or self.viewport().rect().isEmpty():
            return
        best = self.fit_scale()
        scale = self.transform().m11()
        if not best * (1 - FIT_SLACK) <= scale <= best:
            self.setTransform(QTransform.fromScale(best, best))
        self.centerOn(rect.center())

    def fit_scale(self) -> float:
        """The scale at which the whole Arena fits the widget."""
        rect = self.arena.sceneRect()
        view = self.viewport().size()
        return max(0.01, min(view.width() / rect.width(), view.height() / rect.height()))

    def board_rect(self) -> QRect:
        """Where the Arena (the Mat with its coordinates) is drawn, in this widget."""
        return self.viewportTransform().mapRect(self.arena.sceneRect()).toRect()

    def square_size(self) -> float:
        """The width of one square on the screen, in logical pixels."""
        return CELL_W * self.transform().m11()

    def leaveEvent(self, event: QEvent) -> None:
        self.arena.leave()
        super().leaveEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        overlay = self.arena.overlay
        key = event.key()
        moves = {
            Qt.Key.Key_Left: (-1, 0),
            Qt.Key.Key_Right: (1, 0),
            Qt.Key.Key_Up: (0, -1),
            Qt.Key.Key_Down: (0, 1),
        }
        if key in moves:
            viewer = self.arena.viewer
            cur = overlay.cursor_square
            if cur < 0:
                cur = min(overlay.legal) if overlay.legal else 0
                x, y = square_cell(cur, viewer)
            else:
                x, y = square_cell(cur, viewer)
                dx, dy = moves[Qt.Key(key)]
                x = max(0, min(3, x + dx))
                y = max(0, min(3, y + dy))
            sq = (3 - x) + 4 * y if viewer == 1 else x + 4 * (3 - y)
            overlay.set_cursor(sq)
            self.arena._hover(sq)
            event.accept()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if overlay.cursor_square >= 0:
                self.arena.square_clicked.emit(overlay.cursor_square)
                event.accept()
                return
        if key == Qt.Key.Key_Escape:
            self.cancelled.emit()
            event.accept()
            return
        super().keyPressEvent(event)
