"""The tokens on a card: the Marking Token that shows who controls it, drawn in the
seat's colour with a pattern as the second cue, and the Ward Tokens (4.2.2)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF

from momon_desktop.ui.look.fonts import text_font, title_font
from momon_desktop.ui.look.theme import SEAT_COLOURS, Seat

WARD_COLOUR = QColor(92, 184, 196)


def paint_marking_token(
    painter: QPainter, centre: QPointF, radius: float, seat: Seat, label: str = ""
) -> None:
    """Paint a Marking Token showing ``seat`` as controller (4.2.1).

    Colour is never the only cue: the first player's blue token has a white
    ring and a solid centre, the second player's orange token has a striped rim
    and a diamond centre. ``label`` (for example the player's initial) replaces
    the centre mark when given.
    """
    colour = SEAT_COLOURS[seat]
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    # drop shadow so the token reads as an object lying on the card
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 90))
    painter.drawEllipse(
        QPointF(centre.x() + radius * 0.08, centre.y() + radius * 0.12), radius, radius
    )
    painter.setPen(QPen(QColor(20, 20, 30), max(1.0, radius * 0.09)))
    painter.setBrush(colour)
    painter.drawEllipse(centre, radius, radius)
    if seat == "first":
        painter.setPen(QPen(QColor(255, 255, 255), max(1.0, radius * 0.14)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(centre, radius * 0.72, radius * 0.72)
    else:
        rim = QPainterPath()
        rim.addEllipse(centre, radius * 0.95, radius * 0.95)
        hole = QPainterPath()
        hole.addEllipse(centre, radius * 0.62, radius * 0.62)
        painter.save()
        painter.setClipPath(rim.subtracted(hole))
        painter.setPen(QPen(QColor(30, 22, 10), max(1.0, radius * 0.13)))
        step = radius * 0.34
        k = -3.0 * radius
        while k < 3.0 * radius:
            painter.drawLine(
                QPointF(centre.x() + k - radius, centre.y() + radius),
                QPointF(centre.x() + k + radius, centre.y() - radius),
            )
            k += step
        painter.restore()
    if label:
        font = text_font(round(radius * 0.95), bold=True)
        painter.setFont(font)
        painter.setPen(QColor(255, 255, 255) if seat == "first" else QColor(30, 22, 10))
        box = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, label)
    elif seat == "first":
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255))
        painter.drawEllipse(centre, radius * 0.3, radius * 0.3)
    else:
        s = radius * 0.36
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(30, 22, 10))
        painter.drawPolygon(
            QPolygonF(
                [
                    QPointF(centre.x(), centre.y() - s),
                    QPointF(centre.x() + s, centre.y()),
                    QPointF(centre.x(), centre.y() + s),
                    QPointF(centre.x() - s, centre.y()),
                ]
            )
        )
    painter.restore()


def _shield_path(centre: QPointF, size: float) -> QPainterPath:
    x, y = centre.x(), centre.y()
    half = size / 2
    path = QPainterPath(QPointF(x, y - half))
    path.quadTo(x + half * 0.5, y - half * 0.75, x + half * 0.9, y - half * 0.8)
    path.quadTo(x + half * 0.95, y + half * 0.3, x, y + half)
    path.quadTo(x - half * 0.95, y + half * 0.3, x - half * 0.9, y - half * 0.8)
    path.quadTo(x - half * 0.5, y - half * 0.75, x, y - half)
    path.closeSubpath()
    return path


def paint_ward_tokens(painter: QPainter, centre: QPointF, size: float, count: int) -> None:
    """Paint ``count`` Ward Tokens (P10.4) as a shield with the number on it.

    Nothing is drawn for zero; two or more show a second shield behind the
    first, so a stack reads as a stack even before the number is read.
    """
    if count <= 0:
        return
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    outline = QPen(QColor(15, 40, 48), max(1.0, size * 0.06))
    if count > 1:
        back = _shield_path(QPointF(centre.x() + size * 0.14, centre.y() - size * 0.1), size)
        painter.setPen(outline)
        painter.setBrush(WARD_COLOUR.darker(135))
        painter.drawPath(back)
    shield = _shield_path(centre, size)
    grad = QLinearGradient(
        QPointF(centre.x(), centre.y() - size / 2), QPointF(centre.x(), centre.y() + size / 2)
    )
    grad.setColorAt(0.0, WARD_COLOUR.lighter(130))
    grad.setColorAt(1.0, WARD_COLOUR.darker(115))
    painter.setPen(outline)
    painter.setBrush(QBrush(grad))
    painter.drawPath(shield)
    painter.setFont(title_font(round(size * 0.58)))
    painter.setPen(QColor(10, 30, 36))
    box = QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size * 0.95)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(count))
    painter.restore()


def token_positions(rect: QRectF) -> tuple[QPointF, QPointF, float]:
    """Where the Marking Token and Ward Tokens sit on a card in ``rect`` (screen frame).

    Returns (marking centre, ward centre, marking radius); both sit on the
    card's horizontal midline, which is inside the picture whichever way the
    card faces.
    """
    w = rect.width()
    radius = w * 0.12
    y = rect.center().y()
    marking = QPointF(rect.right() - w * 0.21, y)
    ward = QPointF(rect.left() + w * 0.21, y)
    return marking, ward, radius
