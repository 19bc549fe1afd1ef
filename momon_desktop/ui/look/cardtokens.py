"""The tokens on a card: the Marking Token that shows who controls it, drawn in the
seat's colour with a pattern as the second cue (4.2.1); the frame that repeats the
controller on the whole card, colour and pattern alike, so control is counted at a glance
and never shown by turning the card (4.2.2); and the Ward Tokens (P10.4)."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QTransform,
)

from momon_desktop.ui.look.boundedcache import BoundedCache
from momon_desktop.ui.look.fonts import text_font, title_font
from momon_desktop.ui.look.theme import SEAT_COLOURS, SEAT_INK, Seat

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
    ink = SEAT_INK[seat]
    painter.setPen(QPen(QColor(20, 20, 30), max(1.0, radius * 0.09)))
    painter.setBrush(colour)
    painter.drawEllipse(centre, radius, radius)
    if seat == "first":
        painter.setPen(QPen(ink, max(1.0, radius * 0.14)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(centre, radius * 0.72, radius * 0.72)
    else:
        rim = QPainterPath()
        rim.addEllipse(centre, radius * 0.95, radius * 0.95)
        hole = QPainterPath()
        hole.addEllipse(centre, radius * 0.62, radius * 0.62)
        painter.save()
        painter.setClipPath(rim.subtracted(hole))
        painter.setPen(QPen(ink, max(1.0, radius * 0.13)))
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
        painter.setPen(ink)
        box = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, label)
    elif seat == "first":
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink)
        painter.drawEllipse(centre, radius * 0.3, radius * 0.3)
    else:
        s = radius * 0.36
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink)
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


# --- the controller's frame ------------------------------------------------------

# The frame: the card's own border (FRAME_BAND of its width, as in cardgeometry's face
# layout) and a halo of FRAME_HALO around it, in the controller's colour and pattern.
FRAME_BAND = 0.06
FRAME_HALO = 0.035


@dataclass(frozen=True)
class Control:
    """Who controls a card on the Arena, as its frame shows it (4.2.1).

    ``previous`` and ``progress`` draw a change of controller: the previous controller's
    frame with the new one spreading over it from the Marking Token, ``progress`` from 0
    (all previous) to 1 (all new, the resting state).
    """

    controller: Seat
    previous: Seat | None = None
    progress: float = 1.0


def control_frame_rects(rect: QRectF) -> tuple[QRectF, QRectF]:
    """The outer edge of the frame (with its halo) and its inner edge (the card's panel)."""
    w = rect.width()
    halo, band = w * FRAME_HALO, w * FRAME_BAND
    return rect.adjusted(-halo, -halo, halo, halo), rect.adjusted(band, band, -band, -band)


# One period of the second seat's stripes, drawn once and laid along the frame as a brush.
_TILE = 32
_stripe_tiles: BoundedCache[Seat, QImage] = BoundedCache(2)


def _stripe_tile(seat: Seat) -> QImage:
    tile = _stripe_tiles.get(seat)
    if tile is None:
        tile = QImage(_TILE, _TILE, QImage.Format.Format_ARGB32_Premultiplied)
        tile.fill(SEAT_COLOURS[seat])
        p = QPainter(tile)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        # stripes along x + y = const, seamless from tile to tile; 40 % of each period
        p.setPen(QPen(SEAT_INK[seat], _TILE * 0.4 / math.sqrt(2)))
        for c in (0, _TILE, 2 * _TILE):
            p.drawLine(QPointF(c + _TILE, -_TILE), QPointF(c - 2 * _TILE, 2 * _TILE))
        p.end()
        _stripe_tiles.put(seat, tile)
    return tile


def _paint_seat_frame(painter: QPainter, rect: QRectF, seat: Seat) -> None:
    """The frame in ``seat``'s colour with the pattern of its Marking Token: a white line
    along the middle for the first seat (the token's ring), dark stripes across it for the
    second (the token's striped rim). Drawn as one wide stroke along the frame's middle."""
    w = rect.width()
    width = w * (FRAME_HALO + FRAME_BAND)
    inset = w * (FRAME_BAND - FRAME_HALO) / 2
    middle = rect.adjusted(inset, inset, -inset, -inset)
    radius = w * 0.065 - inset
    painter.save()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    if seat == "first":
        brush = QBrush(SEAT_COLOURS[seat])
    else:
        brush = QBrush(_stripe_tile(seat))
        step = w * 0.075  # one period of the stripes, across the frame
        brush.setTransform(QTransform.fromScale(step / _TILE, step / _TILE))
    painter.setPen(QPen(brush, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap,
                        Qt.PenJoinStyle.MiterJoin))
    painter.drawRoundedRect(middle, radius, radius)
    if seat == "first":
        painter.setPen(QPen(SEAT_INK[seat], max(1.0, w * 0.016)))
        painter.drawRoundedRect(middle, radius, radius)
    outer, _inner = control_frame_rects(rect)
    painter.setPen(QPen(QColor(15, 16, 26), max(1.0, w * 0.008)))
    painter.drawRoundedRect(outer, radius + width / 2, radius + width / 2)
    painter.restore()


def paint_control_frame(
    painter: QPainter, rect: QRectF, controller: Seat, *, previous: Seat | None = None,
    progress: float = 1.0,
) -> None:
    """Frame the card in ``rect`` in its controller's colour and pattern (4.2.1).

    The frame covers the card's border and a halo around it (:func:`control_frame_rects`);
    the card is not turned (4.2.2). With ``previous``, the new controller's frame spreads
    from the Marking Token over the previous one as ``progress`` goes from 0 to 1.
    """
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    t = min(1.0, max(0.0, progress))
    if previous is None or previous == controller or t >= 1.0:
        _paint_seat_frame(painter, rect, controller)
    else:
        _paint_seat_frame(painter, rect, previous)
        if t > 0.0:
            marking = token_positions(rect)[0]
            outer = control_frame_rects(rect)[0]
            reach = max(
                math.hypot(corner.x() - marking.x(), corner.y() - marking.y())
                for corner in (outer.topLeft(), outer.topRight(), outer.bottomLeft(),
                               outer.bottomRight())
            )
            spread = QPainterPath()
            spread.addEllipse(marking, reach * t, reach * t)
            painter.setClipPath(spread, Qt.ClipOperation.IntersectClip)
            _paint_seat_frame(painter, rect, controller)
    painter.restore()


def paint_control(painter: QPainter, rect: QRectF, control: Control) -> None:
    """:func:`paint_control_frame` for a :class:`Control`."""
    paint_control_frame(
        painter, rect, control.controller, previous=control.previous, progress=control.progress
    )


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
