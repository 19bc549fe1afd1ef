"""The deck builder's charts: the power curve and the Snatch-Sight coverage of a deck."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from momon_desktop.engine.carddefs import DIRECTIONS, CardDef
from momon_desktop.ui.look import cardpainter as cp
from momon_desktop.ui.look import theme
from momon_desktop.ui.look.fonts import ui_font

# Counts of the compass chart: the sky blue of the Okabe-Ito palette.
COVER_COLOUR = QColor(86, 180, 233)


class PowerCurveChart(QWidget):
    """Bars: how many cards of the deck have each printed power (1 to 9; 0 and 10+ when
    present)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.counts: Counter[int] = Counter()
        self.setMinimumSize(150, 120)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def set_powers(self, powers: Sequence[int]) -> None:
        """The printed powers of the deck's cards."""
        self.counts = Counter(min(p, 10) for p in powers)
        self.setAccessibleDescription(", ".join(
            f"{self.label(p)}: {n}" for p, n in sorted(self.counts.items())))
        self.update()

    def buckets(self) -> list[int]:
        """The powers shown as bars: 1 to 9, with 0 and 10+ only when the deck has them."""
        out = list(range(1, 10))
        if self.counts.get(0):
            out.insert(0, 0)
        if self.counts.get(10):
            out.append(10)
        return out

    @staticmethod
    def label(power: int) -> str:
        """The axis label of a bucket."""
        return "10+" if power >= 10 else str(power)

    def sizeHint(self) -> QSize:
        return QSize(280, 140)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        buckets = self.buckets()
        font = ui_font(8.5)
        bold = ui_font(8.5, bold=True)
        fm = QFontMetricsF(font)
        axis_h = fm.height() + 4
        top_pad = fm.height() + 2
        area = QRectF(self.rect()).adjusted(4, top_pad, -4, -axis_h)
        highest = max([4, *self.counts.values()])
        slot = area.width() / len(buckets)
        bar_w = min(26.0, slot * 0.64)
        painter.setPen(QPen(theme.BORDER, 1))
        for level in range(0, highest + 1, 2 if highest > 6 else 1):
            y = area.bottom() - area.height() * level / highest
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
        for i, power in enumerate(buckets):
            count = self.counts.get(power, 0)
            cx = area.left() + slot * (i + 0.5)
            h = area.height() * count / highest
            bar = QRectF(cx - bar_w / 2, area.bottom() - h, bar_w, h)
            if count:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(theme.GOLD)
                painter.drawRoundedRect(bar, 3, 3)
                painter.setFont(bold)
                painter.setPen(theme.TEXT)
                painter.drawText(QRectF(cx - slot / 2, bar.top() - fm.height() - 1, slot,
                                        fm.height()), Qt.AlignmentFlag.AlignCenter, str(count))
            painter.setFont(font)
            painter.setPen(theme.MUTED)
            painter.drawText(QRectF(cx - slot / 2, area.bottom() + 3, slot, fm.height()),
                             Qt.AlignmentFlag.AlignCenter, self.label(power))
        painter.end()


class SightCompassChart(QWidget):
    """A compass: for each Snatch-Sight direction, how many of the deck's cards see it.

    Forward is up, as on the card. The longer and brighter the arrow, the more cards
    see that way; the number at its tip is the count.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.counts: dict[str, int] = dict.fromkeys(DIRECTIONS, 0)
        self.total = 0
        self.setMinimumSize(120, 120)

    def set_cards(self, cards: Sequence[CardDef]) -> None:
        """The deck's (known) cards."""
        self.counts = {d: sum(1 for c in cards if d in c.sight) for d in DIRECTIONS}
        self.total = len(cards)
        self.setAccessibleDescription(", ".join(
            f"{cp.direction_name(d)}: {n}" for d, n in self.counts.items()))
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(160, 160)

    def heightForWidth(self, width: int) -> int:
        return width

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        side = min(self.width(), self.height())
        centre = QPointF(self.width() / 2, self.height() / 2)
        label_room = 16.0
        outer = side / 2 - label_room
        inner = outer * 0.22
        painter.setPen(QPen(theme.BORDER, 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for fraction in (1.0, 0.5):
            r = inner + (outer - inner) * fraction
            painter.drawEllipse(centre, r, r)
        highest = max(1, self.total)
        font = ui_font(8.5, bold=True)
        fm = QFontMetricsF(font)
        painter.setFont(font)
        for direction in DIRECTIONS:
            dx, dy = cp.screen_vector(direction, cp.Facing.UP)
            length = (dx * dx + dy * dy) ** 0.5
            ux, uy = dx / length, dy / length
            count = self.counts[direction]
            reach = inner + (outer - inner) * count / highest
            painter.setPen(QPen(theme.BORDER, 1, Qt.PenStyle.DotLine))
            painter.drawLine(QPointF(centre.x() + ux * inner, centre.y() + uy * inner),
                             QPointF(centre.x() + ux * outer, centre.y() + uy * outer))
            if count:
                colour = QColor(COVER_COLOUR)
                colour.setAlphaF(0.45 + 0.55 * count / highest)
                half = max(3.0, side * 0.045)
                px, py = -uy, ux
                base = QPointF(centre.x() + ux * inner, centre.y() + uy * inner)
                tip = QPointF(centre.x() + ux * reach, centre.y() + uy * reach)
                shape = QPolygonF([
                    QPointF(base.x() + px * half, base.y() + py * half),
                    QPointF(tip.x() - ux * half + px * half, tip.y() - uy * half + py * half),
                    tip,
                    QPointF(tip.x() - ux * half - px * half, tip.y() - uy * half - py * half),
                    QPointF(base.x() - px * half, base.y() - py * half),
                ])
                painter.setPen(QPen(colour.darker(140), 1))
                painter.setBrush(colour)
                painter.drawPolygon(shape)
            label_at = QPointF(centre.x() + ux * (outer + label_room * 0.55),
                               centre.y() + uy * (outer + label_room * 0.55))
            box = QRectF(label_at.x() - 14, label_at.y() - fm.height() / 2, 28, fm.height())
            painter.setPen(theme.TEXT if count else theme.MUTED)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(count))
        # The card at the centre, Forward up.
        card = QRectF(0, 0, inner * 1.1, inner * 1.1 / cp.CARD_ASPECT)
        card.moveCenter(centre)
        painter.setPen(QPen(theme.GOLD, 1.5))
        painter.setBrush(QColor(38, 41, 61))
        painter.drawRoundedRect(card, 2, 2)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.GOLD)
        tri = QPolygonF([QPointF(centre.x(), card.top() + 2),
                         QPointF(centre.x() - 3, card.top() + 6),
                         QPointF(centre.x() + 3, card.top() + 6)])
        painter.drawPolygon(tri)
        painter.end()
