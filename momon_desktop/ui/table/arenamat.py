"""The Arena Mat and where everything lies on it: the cells and cards in scene
coordinates, the squares seen from either seat (4.3.2, 4.3.3), the painted Mat with
its printed coordinates and the First Player Token (6.7)."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from momon_desktop.engine import square_name
from momon_desktop.ui.look import cardpainter as cp
from momon_desktop.ui.look import theme
from momon_desktop.ui.look.fonts import title_font

CELL_W = 132.0
CELL_H = 184.0
CARD_W = 122.0
MARGIN = 34.0
BOARD_W = 4 * CELL_W + 2 * MARGIN
BOARD_H = 4 * CELL_H + 2 * MARGIN

SEATS: tuple[cp.Seat, cp.Seat] = ("first", "second")

MAT_COLOUR = QColor(34, 74, 62)
MAT_EDGE = theme.GOLD
WELL_COLOUR = QColor(22, 52, 44)


def square_cell(square: int, viewer: int) -> tuple[int, int]:
    """Screen (column, row) of ``square`` from ``viewer``'s seat, row 0 at the top.

    4.3.2: from the first player's seat A-D run left to right and rows 1-4 near to
    far; from the other side of the table the same squares are seen turned half a turn.
    """
    col, row = square % 4, square // 4
    if viewer == 1:
        return 3 - col, row
    return col, 3 - row


def cell_rect(square: int, viewer: int) -> QRectF:
    """The scene rectangle of ``square``'s cell seen from ``viewer``."""
    x, y = square_cell(square, viewer)
    return QRectF(MARGIN + x * CELL_W, MARGIN + y * CELL_H, CELL_W, CELL_H)


def card_rect_in(cell: QRectF) -> QRectF:
    """The card rectangle centred in a cell."""
    size = cp.card_size(CARD_W)
    rect = QRectF(QPointF(0, 0), size)
    rect.moveCenter(cell.center())
    return rect


class MatItem(QGraphicsItem):
    """The Arena Mat: felt, 16 card wells and the printed coordinates (4.3.1, 4.3.2)."""

    def __init__(self) -> None:
        super().__init__()
        self.viewer = 0
        self.first_player_token = 0
        self.setZValue(0)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, BOARD_W, BOARD_H)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        outer = self.boundingRect().adjusted(2, 2, -2, -2)
        grad = QRadialGradient(outer.center(), outer.height() * 0.7)
        grad.setColorAt(0.0, MAT_COLOUR.lighter(118))
        grad.setColorAt(1.0, MAT_COLOUR.darker(115))
        painter.setPen(QPen(MAT_EDGE, 3))
        painter.setBrush(grad)
        painter.drawRoundedRect(outer, 18, 18)
        painter.setPen(QPen(theme.with_alpha(MAT_EDGE, 90), 1.2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(outer.adjusted(9, 9, -9, -9), 12, 12)
        for sq in range(16):
            rect = card_rect_in(cell_rect(sq, self.viewer)).adjusted(-2, -2, 2, 2)
            painter.setPen(QPen(theme.with_alpha(MAT_EDGE, 70), 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(WELL_COLOUR)
            painter.drawRoundedRect(rect, 9, 9)
            painter.setFont(title_font(22))
            painter.setPen(theme.with_alpha(MAT_EDGE, 70))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, square_name(sq))
        # The printed coordinates: letters along the near and far edges, numbers at the sides.
        painter.setFont(title_font(19))
        painter.setPen(MAT_EDGE)
        for col in range(4):
            letter = "ABCD"[col]
            x = col if self.viewer != 1 else 3 - col
            left = MARGIN + x * CELL_W
            for top in (0.0, BOARD_H - MARGIN):
                painter.drawText(
                    QRectF(left, top, CELL_W, MARGIN), Qt.AlignmentFlag.AlignCenter, letter
                )
        for row in range(4):
            y = 3 - row if self.viewer != 1 else row
            top = MARGIN + y * CELL_H
            for left in (0.0, BOARD_W - MARGIN):
                painter.drawText(
                    QRectF(left, top, MARGIN, CELL_H), Qt.AlignmentFlag.AlignCenter, str(row + 1)
                )
        # 6.7: the First Player Token lies in the holder's left-hand corner of the Mat.
        near = self.first_player_token == self.viewer
        centre = QPointF(MARGIN / 2 + 1, BOARD_H - MARGIN / 2 - 1 if near else MARGIN / 2 + 1)
        paint_first_player_token(painter, centre, MARGIN * 0.4)


def paint_first_player_token(painter: QPainter, centre: QPointF, radius: float) -> None:
    """The First Player Token: a gold coin with a star (6.7)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    grad = QRadialGradient(QPointF(centre.x() - radius * 0.3, centre.y() - radius * 0.3),
                           radius * 1.4)
    grad.setColorAt(0.0, QColor(255, 236, 160))
    grad.setColorAt(1.0, QColor(196, 142, 40))
    painter.setPen(QPen(QColor(90, 60, 10), max(1.0, radius * 0.12)))
    painter.setBrush(grad)
    painter.drawEllipse(centre, radius, radius)
    star = QPainterPath()
    for i in range(10):
        r = radius * (0.62 if i % 2 == 0 else 0.27)
        angle = -math.pi / 2 + i * math.pi / 5
        point = QPointF(centre.x() + r * math.cos(angle), centre.y() + r * math.sin(angle))
        if i == 0:
            star.moveTo(point)
        else:
            star.lineTo(point)
    star.closeSubpath()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(110, 70, 10))
    painter.drawPath(star)
    painter.restore()
