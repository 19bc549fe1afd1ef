"""Scripted opponents' portraits, drawn by the app from the profile's description.

A profile (``resources/opponents/*.json``, :mod:`momon_desktop.ai.profiles`) describes
its portrait in words: the Momon whose card art is the face (``motif``), a background
and an accent colour, a frame shape and an emblem. :func:`paint_portrait` draws that
description the same way every time, in the family style of the card art: the Momon
from :func:`momon_desktop.ui.look.cardart.paint_art` inside a frame of the two colours,
ringed with lotus buds like the card backgrounds, with the emblem on a medallion.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
    QRadialGradient,
    QTransform,
)
from PySide6.QtWidgets import QWidget

from momon_desktop.ai.profiles import OpponentProfile, Portrait
from momon_desktop.cards import CardPool
from momon_desktop.engine import CardDef
from momon_desktop.ui.look import cardart
from momon_desktop.ui.look.boundedcache import BoundedCache


def frame_path(rect: QRectF, frame: str) -> QPainterPath:
    """The outline of a portrait frame (``round``, ``square`` or ``hexagon``) in ``rect``."""
    path = QPainterPath()
    if frame == "round":
        path.addEllipse(rect)
    elif frame == "square":
        r = min(rect.width(), rect.height()) * 0.16
        path.addRoundedRect(rect, r, r)
    else:
        c = rect.center()
        rx, ry = rect.width() / 2, rect.height() / 2
        points = [QPointF(c.x() + rx * math.cos(math.radians(90 + 60 * k)) * 0.98,
                          c.y() - ry * math.sin(math.radians(90 + 60 * k))) for k in range(6)]
        path.moveTo(points[0])
        for p in points[1:]:
            path.lineTo(p)
        path.closeSubpath()
    return path


def _bud(x: float, y: float, size: float, angle: float) -> QPainterPath:
    """A lotus bud pointing away from the centre (the ornament of the card art)."""
    path = QPainterPath(QPointF(0, -size))
    path.quadTo(size * 0.75, 0, 0, size)
    path.quadTo(-size * 0.75, 0, 0, -size)
    t = QTransform()
    t.translate(x, y)
    t.rotate(angle)
    return t.map(path)


def round_pen(colour: QColor, width: float) -> QPen:
    return QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                Qt.PenJoinStyle.RoundJoin)


def _emblem_path(kind: str, c: QPointF, r: float) -> tuple[QPainterPath, bool]:
    """The emblem glyph around ``c`` within radius ``r``; True if it is drawn as a stroke."""
    path = QPainterPath()
    x, y = c.x(), c.y()
    if kind == "sun":
        path.addEllipse(c, r * 0.42, r * 0.42)
        for k in range(8):
            a = math.radians(45 * k)
            ray = QPainterPath(QPointF(x + r * 0.58 * math.cos(a - 0.22), y + r * 0.58 * math.sin(a - 0.22)))
            ray.lineTo(x + r * math.cos(a), y + r * math.sin(a))
            ray.lineTo(x + r * 0.58 * math.cos(a + 0.22), y + r * 0.58 * math.sin(a + 0.22))
            ray.closeSubpath()
            path.addPath(ray)
        return path, False
    if kind == "moon":
        disc = QPainterPath()
        disc.addEllipse(c, r * 0.85, r * 0.85)
        bite = QPainterPath()
        bite.addEllipse(QPointF(x + r * 0.42, y - r * 0.28), r * 0.72, r * 0.72)
        return disc.subtracted(bite), False
    if kind == "wave":
        for row in (-0.35, 0.3):
            yy = y + r * row
            path.moveTo(x - r * 0.9, yy)
            for k in range(3):
                x0 = x - r * 0.9 + k * r * 0.6
                path.cubicTo(x0 + r * 0.15, yy - r * 0.35, x0 + r * 0.45, yy - r * 0.35,
                             x0 + r * 0.6, yy)
        return path, True
    if kind == "leaf":
        path.moveTo(x - r * 0.8, y + r * 0.8)
        path.cubicTo(x - r * 0.9, y - r * 0.5, x + r * 0.2, y - r * 0.95, x + r * 0.85, y - r * 0.85)
        path.cubicTo(x + r * 0.95, y - r * 0.1, x + r * 0.4, y + r * 0.95, x - r * 0.8, y + r * 0.8)
        path.closeSubpath()
        return path, False
    if kind == "flame":
        path.moveTo(x, y - r * 0.95)
        path.cubicTo(x + r * 0.25, y - r * 0.45, x + r * 0.85, y - r * 0.15, x + r * 0.7, y + r * 0.4)
        path.cubicTo(x + r * 0.6, y + r * 0.85, x - r * 0.6, y + r * 0.95, x - r * 0.7, y + r * 0.4)
        path.cubicTo(x - r * 0.8, y - r * 0.05, x - r * 0.35, y - r * 0.2, x - r * 0.25, y - r * 0.55)
        path.cubicTo(x - r * 0.05, y - r * 0.35, x + r * 0.05, y - r * 0.6, x, y - r * 0.95)
        path.closeSubpath()
        return path, False
    if kind == "star":
        for k in range(10):
            a = math.radians(-90 + 36 * k)
            rad = r * (0.95 if k % 2 == 0 else 0.4)
            p = QPointF(x + rad * math.cos(a), y + rad * math.sin(a))
            if k == 0:
                path.moveTo(p)
            else:
                path.lineTo(p)
        path.closeSubpath()
        return path, False
    # lotus: five petals fanning up from a base
    for angle in (-64, -32, 0, 32, 64):
        path.addPath(_bud(x + r * 0.5 * math.sin(math.radians(angle)),
                          y + r * 0.25 - r * 0.45 * math.cos(math.radians(angle)),
                          r * 0.55, angle))
    path.addRect(QRectF(x - r * 0.6, y + r * 0.55, r * 1.2, r * 0.16))
    return path, False


def paint_portrait(painter: QPainter, rect: QRectF, portrait: Portrait,
                   face: CardDef | None) -> None:
    """Paint the portrait ``portrait`` describes into the square centred in ``rect``.

    ``face`` is the card named by ``portrait.motif`` (None if the card pool has no such
    card: the frame and the emblem are drawn, with the emblem large in the middle).
    """
    side = min(rect.width(), rect.height())
    box = QRectF(0, 0, side, side)
    box.moveCenter(rect.center())
    bg = QColor(portrait.background)
    accent = QColor(portrait.accent)
    dark = bg.darker(230)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    outer = box.adjusted(side * 0.03, side * 0.03, -side * 0.03, -side * 0.03)
    outer_path = frame_path(outer, portrait.frame)
    # shadow under the frame
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 70))
    painter.drawPath(frame_path(outer.translated(0, side * 0.02), portrait.frame))
    glow = QRadialGradient(outer.center(), side * 0.55)
    glow.setColorAt(0.0, bg.lighter(150))
    glow.setColorAt(0.7, bg)
    glow.setColorAt(1.0, bg.darker(140))
    painter.setBrush(glow)
    painter.drawPath(outer_path)
    # a ring of lotus buds between the outer edge and the picture
    bud_colour = QColor(accent)
    bud_colour.setAlpha(170)
    painter.setBrush(bud_colour)
    painter.save()
    painter.setClipPath(outer_path)
    c = outer.center()
    ring = side * 0.405
    for k in range(16):
        a = 2 * math.pi * k / 16
        painter.drawPath(_bud(c.x() + ring * math.sin(a), c.y() - ring * math.cos(a),
                              side * 0.035, math.degrees(a)))
    painter.restore()
    inner = outer.adjusted(side * 0.1, side * 0.1, -side * 0.1, -side * 0.1)
    inner_path = frame_path(inner, portrait.frame)
    painter.save()
    painter.setClipPath(inner_path)
    if face is not None:
        # a portrait: the Momon's card art, drawn larger than the window and raised a
        # little, so the creature's face fills it
        art = QRectF(0, 0, inner.width() * 1.3, inner.height() * 1.3)
        art.moveCenter(QPointF(inner.center().x(), inner.center().y() - inner.height() * 0.1))
        cardart.paint_art(painter, art, face)
        wash = QRadialGradient(inner.center(), inner.width() * 0.62)
        edge = QColor(bg)
        edge.setAlpha(0)
        wash.setColorAt(0.0, edge)
        wash.setColorAt(0.72, edge)
        edge.setAlpha(150)
        wash.setColorAt(1.0, edge)
        painter.fillRect(inner, wash)
    else:
        fill = QLinearGradient(inner.topLeft(), inner.bottomLeft())
        fill.setColorAt(0.0, bg.lighter(170))
        fill.setColorAt(1.0, bg.lighter(115))
        painter.fillRect(inner, fill)
        glyph, stroke = _emblem_path(portrait.emblem, inner.center(), inner.width() * 0.3)
        painter.setBrush(Qt.BrushStyle.NoBrush if stroke else accent)
        painter.setPen(round_pen(accent, side * 0.04) if stroke
                       else QPen(dark, side * 0.012))
        painter.drawPath(glyph)
    painter.restore()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(accent, side * 0.03))
    painter.drawPath(inner_path)
    painter.setPen(QPen(dark, side * 0.012))
    painter.drawPath(frame_path(inner.adjusted(-side * 0.016, -side * 0.016,
                                               side * 0.016, side * 0.016), portrait.frame))
    painter.setPen(QPen(dark, side * 0.02))
    painter.drawPath(outer_path)
    # the emblem on a medallion at the lower right
    r = side * 0.14
    centre = QPointF(outer.right() - r * 0.95, outer.bottom() - r * 0.95)
    medal = QRadialGradient(centre - QPointF(r * 0.3, r * 0.3), r * 1.4)
    medal.setColorAt(0.0, accent.lighter(130))
    medal.setColorAt(1.0, accent.darker(115))
    painter.setBrush(medal)
    painter.setPen(QPen(dark, side * 0.014))
    painter.drawEllipse(centre, r, r)
    glyph, stroke = _emblem_path(portrait.emblem, centre, r * 0.62)
    if stroke:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(round_pen(bg.darker(130), max(1.0, side * 0.018)))
    else:
        painter.setBrush(bg.darker(115))
        painter.setPen(Qt.PenStyle.NoPen)
    painter.drawPath(glyph)
    painter.restore()


_cache: BoundedCache[tuple[str, str, int, float], QPixmap] = BoundedCache(64)


def portrait_pixmap(profile: OpponentProfile, face: CardDef | None, size: int,
                    device_pixel_ratio: float = 1.0) -> QPixmap:
    """The opponent's portrait as a square pixmap of ``size`` logical pixels, cached."""
    dpr = max(0.25, float(device_pixel_ratio))
    key = (profile.portrait.model_dump_json(), cardart.art_key(face) if face else "",
           size, round(dpr, 3))
    return cardart.cached_pixmap(
        _cache, key, QSize(size, size), dpr,
        lambda painter, rect: paint_portrait(painter, rect, profile.portrait, face))


def face_card(profile: OpponentProfile, pool: CardPool | None) -> CardDef | None:
    """The card whose art is the opponent's face, if the pool has it."""
    if pool is None:
        return None
    try:
        return pool.get(profile.portrait.motif)
    except KeyError:
        return None


class PortraitWidget(QWidget):
    """An opponent's portrait at a fixed size."""

    def __init__(self, size: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.profile: OpponentProfile | None = None
        self.face: CardDef | None = None
        self.setFixedSize(size, size)

    def set_profile(self, profile: OpponentProfile | None, face: CardDef | None) -> None:
        """Show ``profile``'s portrait (nothing for None)."""
        self.profile = profile
        self.face = face
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.profile is None:
            return
        painter = QPainter(self)
        pixmap = portrait_pixmap(self.profile, self.face, self.width(), self.devicePixelRatioF())
        painter.drawPixmap(0, 0, pixmap)
        painter.end()
