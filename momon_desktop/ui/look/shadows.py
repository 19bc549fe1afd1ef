"""The soft shadow under a card (in the Hand, the preview), drawn from a cached picture
of it: antialiasing a large rounded rectangle costs far more than drawing a picture.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap, QTransform

from momon_desktop.ui.look.boundedcache import BoundedCache
from momon_desktop.ui.look.cardart import cached_pixmap

_shadows: BoundedCache[tuple[object, ...], QPixmap] = BoundedCache(64)


def draw_shadow(painter: QPainter, rect: QRectF, radius: float, colour: QColor) -> None:
    """A soft-edged rounded rectangle of ``colour`` under a card at ``rect`` (antialiased,
    no outline), as ``drawRoundedRect`` paints it, from a cached picture.

    Antialiasing a large rounded rectangle costs far more than drawing a picture of it.
    The picture is painted with the rectangle at the same fraction of a device pixel
    as it lands on, then drawn on whole pixels, so it covers the pixels painting it
    would cover, as much as painting would cover them. Under a transform other than a
    move the rectangle is painted as it is.
    """
    transform = painter.worldTransform()
    if not transform.isIdentity() and transform.type() != QTransform.TransformationType.TxTranslate:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawRoundedRect(rect, radius, radius)
        painter.restore()
        return
    device = painter.device()
    dpr = max(0.25, float(device.devicePixelRatioF())) if device is not None else 1.0
    # where the rectangle's corner lands, in device pixels
    x = (rect.left() + transform.dx()) * dpr
    y = (rect.top() + transform.dy()) * dpr
    whole_x, whole_y = math.floor(x), math.floor(y)
    frac_x, frac_y = x - whole_x, y - whole_y
    width, height = rect.width(), rect.height()
    key = (round(width, 4), round(height, 4), round(radius, 4), colour.rgba(),
           round(frac_x, 4), round(frac_y, 4), round(dpr, 3))
    size = QSize(math.ceil(width + (frac_x + 1) / dpr), math.ceil(height + (frac_y + 1) / dpr))

    def paint(p: QPainter, _bounds: QRectF) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        p.drawRoundedRect(QRectF(frac_x / dpr, frac_y / dpr, width, height), radius, radius)

    pixmap = cached_pixmap(_shadows, key, size, dpr, paint)
    painter.drawPixmap(QPointF(whole_x / dpr - transform.dx(), whole_y / dpr - transform.dy()),
                       pixmap)
