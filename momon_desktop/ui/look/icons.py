"""The application icon, painted by the app at every size an icon is asked for.

The same emblem as the card backs (:func:`cardpainter.paint_emblem`) on a rounded
navy tile. ``tools/make_icons.py`` writes it to ``resources/icons/`` as PNG files
for installers and desktop entries, which cannot run Python.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QImage, QLinearGradient, QPainter, QPen, QPixmap

from momon_desktop.ui.look.cardpainter import TRIM_COLOUR, paint_emblem

ICON_SIZES: tuple[int, ...] = (16, 24, 32, 48, 64, 128, 256, 512)


def paint_app_icon(painter: QPainter, rect: QRectF) -> None:
    """Paint the app icon filling the square ``rect``."""
    side = min(rect.width(), rect.height())
    tile = QRectF(0, 0, side, side)
    tile.moveCenter(rect.center())
    inset = side * 0.04
    tile.adjust(inset, inset, -inset, -inset)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    grad = QLinearGradient(tile.topLeft(), tile.bottomRight())
    grad.setColorAt(0.0, QColor(62, 70, 132))
    grad.setColorAt(1.0, QColor(26, 28, 58))
    painter.setPen(QPen(TRIM_COLOUR, max(1.0, side * 0.03)))
    painter.setBrush(grad)
    radius = side * 0.2
    painter.drawRoundedRect(tile, radius, radius)
    painter.restore()
    paint_emblem(painter, QPointF(tile.center()), tile.width() * 0.36)


def app_icon_image(size: int) -> QImage:
    """The icon as a ``size`` x ``size`` transparent image."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint_app_icon(painter, QRectF(0, 0, size, size))
    painter.end()
    return image


def app_icon() -> QIcon:
    """The application and window icon, with a crisp pixmap for every common size."""
    icon = QIcon()
    for size in ICON_SIZES:
        icon.addPixmap(QPixmap.fromImage(app_icon_image(size)))
    return icon
