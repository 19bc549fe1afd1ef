"""The pictures of Help ▸ How to play, drawn by the app from real cards.

A diagram (:class:`~momon_desktop.ui.features.howtocontent.Diagram`) is part of the
Arena seen from one seat, the cards on it painted by the card painter as they lie on
the Arena (facing their owners, 4.2.2, framed in their controller's colour with the
Marking Token, 4.2.1, and Ward Tokens, P10.4), arrows for snatches in the colour of
the player who snatches, and a row of cards under the board for a Hand, a Void or a
deck. The squares are laid out as the table lays them out (4.3.2, 4.3.3).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPainter, QPen, QPolygonF

from momon_desktop.cards import CardPool, bundled_pool
from momon_desktop.ui.features.howtocontent import Diagram, Words
from momon_desktop.ui.look import cardpainter as cp
from momon_desktop.ui.look import theme
from momon_desktop.ui.look.fonts import ui_font
from momon_desktop.ui.table.arenamat import (
    MAT_COLOUR,
    MAT_EDGE,
    WELL_COLOUR,
    paint_first_player_token,
)

CELL_W = 84.0
CELL_H = 126.0
MARK_BAND = 18.0  # under the card in its cell: the label of a summoned card
CARD_W = 76.0
EDGE = 22.0  # room for the printed coordinates
ROW_CARD_W = 52.0
ROW_GAP = 6.0
ROW_H = ROW_CARD_W / cp.CARD_ASPECT + 30.0


def _span(d: Diagram) -> tuple[int, int, int, int]:
    c0, c1 = ord(d.columns[0]) - 65, ord(d.columns[1]) - 65
    r0, r1 = int(d.rows[0]) - 1, int(d.rows[1]) - 1
    return c0, c1, r0, r1


def diagram_size(d: Diagram) -> QSize:
    """The diagram's size in logical pixels."""
    c0, c1, r0, r1 = _span(d)
    width = (c1 - c0 + 1) * CELL_W + 2 * EDGE if d.board else 0.0
    if d.row:
        width = max(width, len(d.row) * (ROW_CARD_W + ROW_GAP) + 2 * EDGE)
    height = (r1 - r0 + 1) * CELL_H + 2 * EDGE if d.board else 0.0
    height += ROW_H if d.row else 0.0
    return QSize(int(width + 0.5), int(height + 0.5))


def cell_rect(d: Diagram, square: str) -> QRectF:
    """Where ``square`` (such as ``"B2"``) is drawn, seen from the diagram's seat."""
    c0, c1, r0, r1 = _span(d)
    col, row = ord(square[0]) - 65, int(square[1]) - 1
    if d.viewer == "second":
        x, y = c1 - col, row - r0
    else:
        x, y = col - c0, r1 - row
    size = diagram_size(d)
    board_w = (c1 - c0 + 1) * CELL_W + 2 * EDGE
    left = (size.width() - board_w) / 2 + EDGE
    return QRectF(left + x * CELL_W, EDGE + y * CELL_H, CELL_W, CELL_H)


def _card_rect(cell: QRectF) -> QRectF:
    rect = QRectF(QPointF(0, 0), cp.card_size(CARD_W))
    rect.moveCenter(QPointF(cell.center().x(), cell.center().y() - MARK_BAND / 2 + 2))
    return rect


def _pill(painter: QPainter, centre: QPointF, text: str, fill: QColor, ink: QColor) -> None:
    font = ui_font(8, bold=True)
    metrics = QFontMetricsF(font)
    w, h = metrics.horizontalAdvance(text) + 10, metrics.height() + 2
    rect = QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h)
    painter.setPen(QPen(theme.with_alpha(QColor(0, 0, 0), 160), 1.0))
    painter.setBrush(fill)
    painter.drawRoundedRect(rect, h / 2, h / 2)
    painter.setFont(font)
    painter.setPen(ink)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def _arrow(painter: QPainter, start: QPointF, end: QPointF, colour: QColor) -> None:
    line = end - start
    length = (line.x() ** 2 + line.y() ** 2) ** 0.5
    if length < 1:
        return
    ux, uy = line.x() / length, line.y() / length
    a = QPointF(start.x() + ux * 18, start.y() + uy * 18)
    b = QPointF(end.x() - ux * 18, end.y() - uy * 18)
    head = 13.0
    base = QPointF(b.x() - ux * head, b.y() - uy * head)
    left = QPointF(base.x() - uy * head * 0.6, base.y() + ux * head * 0.6)
    right = QPointF(base.x() + uy * head * 0.6, base.y() - ux * head * 0.6)
    for pen, brush in ((QPen(QColor(15, 15, 15), 8.0), QColor(15, 15, 15)),
                       (QPen(colour, 4.5), colour)):
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.drawLine(a, base)
        painter.setBrush(brush)
        painter.setPen(QPen(brush, pen.widthF() - 3.5 if pen.widthF() > 5 else 1.0))
        painter.drawPolygon(QPolygonF([b, left, right]))


def seen_squares(d: Diagram, square: str, pool: CardPool | None = None) -> list[str]:
    """The squares of the diagram that the card on ``square`` sees: one step in each
    direction of its Snatch-Sight, read from its owner's seat (P5.5, P10.1)."""
    pool = pool if pool is not None else bundled_pool()
    card = next(c for c in d.cards if c.at == square)
    c0, c1, r0, r1 = _span(d)
    col, row = ord(square[0]) - 65, int(square[1]) - 1
    seen = []
    for direction in pool.get(card.card).sight:
        # screen steps of a card facing up are the first seat's board steps, rows upward
        dx, dy = cp.screen_vector(direction, cp.Facing.UP)
        step_col, step_row = (dx, -dy) if card.owner == "first" else (-dx, dy)
        c, r = col + step_col, row + step_row
        if c0 <= c <= c1 and r0 <= r <= r1:
            seen.append(f"{chr(65 + c)}{r + 1}")
    return seen


def _paint_sight(painter: QPainter, d: Diagram, pool: CardPool) -> None:
    """A dotted arrow from each card of ``sight_of`` to each square it sees, and that
    square's outline dashed, in the owner's light seat colour (over the cards)."""
    for square in d.sight_of:
        card = next(c for c in d.cards if c.at == square)
        colour = theme.SEAT_NAME_COLOURS[card.owner]
        start = cell_rect(d, square).center()
        for target in seen_squares(d, square, pool):
            end = cell_rect(d, target).center()
            painter.setPen(QPen(colour, 2.0, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(_card_rect(cell_rect(d, target)).adjusted(-2, -2, 2, 2), 6, 6)
            a = start + (end - start) * 0.38
            b = start + (end - start) * 0.72
            line = b - a
            length = max(1.0, (line.x() ** 2 + line.y() ** 2) ** 0.5)
            ux, uy = line.x() / length, line.y() / length
            pen = QPen(colour, 3.0, Qt.PenStyle.DotLine)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            painter.drawLine(a, b)
            head = 8.0
            base = QPointF(b.x() - ux * head, b.y() - uy * head)
            painter.setPen(QPen(colour, 1.0))
            painter.setBrush(colour)
            painter.drawPolygon(QPolygonF([
                b, QPointF(base.x() - uy * head * 0.6, base.y() + ux * head * 0.6),
                QPointF(base.x() + uy * head * 0.6, base.y() - ux * head * 0.6)]))


def paint_diagram(painter: QPainter, d: Diagram, lang: str, labels: dict[str, Words],
                  pool: CardPool | None = None) -> None:
    """Paint ``d`` at the painter's origin, its texts in ``lang``."""
    pool = pool if pool is not None else bundled_pool()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    if not d.board:
        _paint_row(painter, d, QRectF(0, -4, diagram_size(d).width(), 0), lang, labels, pool)
        return
    c0, c1, r0, r1 = _span(d)
    first = cell_rect(d, f"{chr(65 + c0)}{r0 + 1}")
    last = cell_rect(d, f"{chr(65 + c1)}{r1 + 1}")
    board = first.united(last).adjusted(-EDGE + 3, -EDGE + 3, EDGE - 3, EDGE - 3)
    painter.setPen(QPen(MAT_EDGE, 1.5))
    painter.setBrush(MAT_COLOUR)
    painter.drawRoundedRect(board, 8, 8)
    painter.setFont(ui_font(8, bold=True))
    for col in range(c0, c1 + 1):
        for row in range(r0, r1 + 1):
            square = f"{chr(65 + col)}{row + 1}"
            cell = cell_rect(d, square)
            well = _card_rect(cell)
            painter.setPen(QPen(theme.with_alpha(theme.GOLD, 70), 1.0))
            painter.setBrush(WELL_COLOUR)
            painter.drawRoundedRect(well, 5, 5)
            painter.setPen(theme.with_alpha(theme.GOLD, 170))
            painter.drawText(well, Qt.AlignmentFlag.AlignCenter, square)
    for c in d.cards:
        rect = _card_rect(cell_rect(d, c.at))
        cp.paint_arena_card(painter, rect, pool.get(c.card), controller=c.controller,
                            owner=c.owner, viewer=d.viewer, lang=lang,
                            power=c.power, wards=c.wards)
    _paint_sight(painter, d, pool)
    for arrow in d.arrows:
        start = cell_rect(d, arrow.start).center()
        end = cell_rect(d, arrow.end).center()
        _arrow(painter, start, end, cp.SEAT_COLOURS[arrow.seat])
    for arrow in d.arrows:
        if arrow.label:
            start = cell_rect(d, arrow.start).center()
            end = cell_rect(d, arrow.end).center()
            mid = (start + end) / 2
            _pill(painter, mid, labels[arrow.label].text(lang),
                  cp.SEAT_COLOURS[arrow.seat], theme.SEAT_INK[arrow.seat])
    for c in d.cards:
        if c.mark:
            cell = cell_rect(d, c.at)
            _pill(painter, QPointF(cell.center().x(), cell.bottom() - MARK_BAND / 2 + 1),
                  labels[c.mark].text(lang), theme.GOLD, theme.ON_GOLD)
    painter.setFont(ui_font(8, bold=True))
    far: cp.Seat = "second" if d.viewer == "first" else "first"
    near_band = QRectF(board.left(), board.bottom() - EDGE + 3, board.width(), EDGE - 4)
    far_band = QRectF(board.left(), board.top() + 1, board.width(), EDGE - 4)
    for seat, band in ((d.viewer, near_band), (far, far_band)):
        painter.setPen(theme.SEAT_NAME_COLOURS[seat])
        painter.drawText(band, Qt.AlignmentFlag.AlignCenter, labels[f"seat_{seat}"].text(lang))
    if d.first_player_token:
        near = d.first_player_token == d.viewer
        y = board.bottom() - 2 if near else board.top() + 2
        paint_first_player_token(painter, QPointF(board.right() - 14, y + (-11 if near else 11)), 9.0)
    if d.row:
        _paint_row(painter, d, board, lang, labels, pool)


def _paint_row(painter: QPainter, d: Diagram, board: QRectF, lang: str,
               labels: dict[str, Words], pool: CardPool) -> None:
    size = diagram_size(d)
    count = len(d.row)
    total = count * ROW_CARD_W + (count - 1) * ROW_GAP
    left = (size.width() - total) / 2
    top = board.bottom() + 24
    if d.row_label:
        painter.setFont(ui_font(8.5, bold=True))
        painter.setPen(theme.TEXT)
        painter.drawText(QRectF(0, board.bottom() + 4, size.width(), 18),
                         Qt.AlignmentFlag.AlignCenter, labels[d.row_label].text(lang))
    for i, item in enumerate(d.row):
        rect = QRectF(left + i * (ROW_CARD_W + ROW_GAP), top, ROW_CARD_W,
                      ROW_CARD_W / cp.CARD_ASPECT)
        if item.back or not item.card:
            cp.paint_card_back(painter, rect)
        else:
            cp.paint_card_face(painter, rect, pool.get(item.card), lang=lang)


def diagram_image(d: Diagram, lang: str, labels: dict[str, Words], dpr: float = 1.0) -> QImage:
    """The diagram as an image for ``dpr`` device pixels per logical pixel."""
    size = diagram_size(d)
    ratio = max(1.0, dpr)
    image = QImage(int(size.width() * ratio), int(size.height() * ratio),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint_diagram(painter, d, lang, labels)
    painter.end()
    return image


def card_ids(d: Diagram) -> list[str]:
    """Every card the diagram paints."""
    return [c.card for c in d.cards] + [c.card for c in d.row if c.card]

