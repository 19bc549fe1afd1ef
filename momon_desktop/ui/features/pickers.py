"""What the lists of practice puzzles and of lessons share: the list itself, the mark of
one done, and the small picture of a puzzle's position.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QIcon,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QListWidget, QWidget

from momon_desktop.engine import Game, square_name
from momon_desktop.ui.look import cardpainter as cp
from momon_desktop.ui.look import theme
from momon_desktop.ui.look.fonts import ui_font
from momon_desktop.ui.table.scene import MAT_COLOUR, MAT_EDGE, SEATS, WELL_COLOUR, square_cell


class PositionPreview(QWidget):
    """The Arena of a puzzle's position, small, seen from the solver's side."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game: Game | None = None
        self.viewer = 0
        self.lang = "en"
        self.setFixedSize(236, 318)

    def set_position(self, game: Game | None, viewer: int, lang: str) -> None:
        """Show ``game``'s Arena from ``viewer``'s seat (None: nothing)."""
        self.game = game
        self.viewer = viewer
        self.lang = lang
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        g = self.game
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        mat = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        painter.setPen(QPen(MAT_EDGE, 2.0))
        painter.setBrush(MAT_COLOUR)
        painter.drawRoundedRect(mat, 10, 10)
        if g is None:
            painter.end()
            return
        margin = 8.0
        cell_w = (mat.width() - 2 * margin) / 4
        cell_h = (mat.height() - 2 * margin) / 4
        powers = g.arena_powers()
        for sq in range(16):
            col, row = square_cell(sq, self.viewer)
            cell = QRectF(mat.left() + margin + col * cell_w, mat.top() + margin + row * cell_h,
                          cell_w, cell_h)
            card_rect = cp.fit_card_rect(cell.adjusted(2, 2, -2, -2))
            c = g.board[sq]
            if c < 0:
                painter.setPen(QPen(theme.with_alpha(theme.GOLD, 70), 1.0))
                painter.setBrush(WELL_COLOUR)
                painter.drawRoundedRect(card_rect, 5, 5)
                painter.setPen(theme.with_alpha(theme.GOLD, 150))
                painter.setFont(ui_font(7.5))
                painter.drawText(card_rect, Qt.AlignmentFlag.AlignCenter, square_name(sq))
                continue
            cp.paint_arena_card(
                painter, card_rect, g.defs[c],
                controller=SEATS[g.ctrl[c]], owner=SEATS[g.setup.owner[c]],
                viewer=SEATS[self.viewer], lang=self.lang, power=powers[sq], wards=g.wards[c],
            )
        painter.end()


def picker_list() -> QListWidget:
    """The list of a picker window (the puzzles, the lessons): wrapped rows with a mark
    icon, the chosen row in gold, focused or not."""
    view = QListWidget()
    view.setIconSize(QSize(22, 22))
    view.setWordWrap(True)
    view.setSpacing(2)
    view.setMinimumWidth(250)
    palette = view.palette()
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
        palette.setColor(group, QPalette.ColorRole.Highlight, theme.GOLD)
        palette.setColor(group, QPalette.ColorRole.HighlightedText, theme.ON_GOLD)
    view.setPalette(palette)
    return view


def mark_icon(solved: bool, size: int = 22) -> QIcon:
    """A gold tick in a disc for a solved puzzle, an empty ring otherwise."""
    pixmap = QPixmap(size * 2, size * 2)
    pixmap.setDevicePixelRatio(2.0)
    pixmap.fill(Qt.GlobalColor.transparent)
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    rect = QRectF(2, 2, size - 4, size - 4)
    if solved:
        p.setPen(QPen(QColor(20, 20, 28), 1.2))
        p.setBrush(theme.GOLD_BRIGHT)
        p.drawEllipse(rect)
        tick = QPainterPath(QPointF(size * 0.28, size * 0.52))
        tick.lineTo(size * 0.44, size * 0.68)
        tick.lineTo(size * 0.74, size * 0.34)
        p.setPen(QPen(QColor(20, 20, 28), 2.4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                      Qt.PenJoinStyle.RoundJoin))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(tick)
    else:
        p.setPen(QPen(QColor(150, 160, 170), 1.6))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(rect)
    p.end()
    return QIcon(pixmap)
