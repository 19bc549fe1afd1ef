"""The card preview: the card under the pointer or selected, large, with its full text."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable

from PySide6.QtCore import (
    QEvent,
    QRectF,
    QSize,
    Qt,
    QTimer,
)
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QPainter,
    QPaintEvent,
    QPixmap,
)
from PySide6.QtWidgets import (
    QSizePolicy,
    QWidget,
)

from momon_desktop.engine import CardDef
from momon_desktop.ui.look import cardpainter as cp
from momon_desktop.ui.look import theme
from momon_desktop.ui.look.fonts import ui_font
from momon_desktop.ui.look.shadows import draw_shadow

PREVIEW_SHADOW = QColor(0, 0, 0, 90)
# The lines of details under the previewed card that always have room.
PREVIEW_DETAIL_LINES = 5
# Card faces the preview keeps painted (a Hand, the Arena's latest cards); how long the
# table must be left alone before the preview paints the Hand's faces ahead, and the
# pause between two of them.
FACES_KEPT = 24
WARM_IDLE_MS = 300
WARM_NEXT_MS = 30


class PreviewPanel(QWidget):
    """A large card with its full text, for the card under the pointer or selected (4.2.3)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card: CardDef | None = None
        self.power: int | None = None
        self.details = ""
        self.lang = "en"
        self._again: Callable[[], object] | None = None
        # the card faces last painted, under what they show and their size
        self._faces: OrderedDict[tuple[object, ...], QPixmap] = OrderedDict()
        # cards whose faces are painted ahead, one at a time while the table is idle
        self._warm: list[CardDef] = []
        self._warm_timer = QTimer(self)
        self._warm_timer.setSingleShot(True)
        self._warm_timer.timeout.connect(self._warm_one)
        self.setMinimumSize(200, 260)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(self.tr("Card preview"))

    def show_card(self, card: CardDef | None, power: int | None = None, details: str = "",
                  accessible: str = "", again: Callable[[], object] | None = None) -> None:
        """Show ``card`` (None: a hint instead) with ``details`` below it; ``accessible``
        is the full description for screen readers (``details`` when empty). ``again``
        shows the same card once more, its texts in the language then current: it is
        called when the interface language changes."""
        self.card, self.power, self.details = card, power, details
        self._again = again if card is not None else None
        self.setAccessibleDescription(accessible or details)
        self.update()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.setAccessibleName(self.tr("Card preview"))
            if self._again is not None:
                self._again()
            self.update()
        super().changeEvent(event)

    def sizeHint(self) -> QSize:
        return QSize(280, 420)

    def face_pixmap(self, size: QSize) -> QPixmap:
        """The shown card's face at ``size``, painted once for as long as the card, its
        power, the language and the size stay the same (the last few are kept: a panel
        a line taller or shorter, the cards of the Hand, the card shown before)."""
        card = self.card
        assert card is not None
        return self._face(card, self.power, size)

    def _face(self, card: CardDef, power: int | None, size: QSize) -> QPixmap:
        dpr = self.devicePixelRatioF()
        # a current power equal to the printed one is drawn as the printed one: the card
        # picked in the Hand and the same card just Summoned share one face
        if power == card.power:
            power = None
        key = (card.set_id, card.id, card.power, tuple(card.sight), card.display_name(self.lang),
               cp.card_text(card, self.lang), self.lang, power, size.width(),
               size.height(), round(dpr, 3))
        cached = self._faces.get(key)
        if cached is not None:
            self._faces.move_to_end(key)
            return cached
        pixmap = QPixmap(max(1, round(size.width() * dpr)), max(1, round(size.height() * dpr)))
        pixmap.setDevicePixelRatio(dpr)
        pixmap.fill(Qt.GlobalColor.transparent)
        face = QPainter(pixmap)
        cp.paint_card_face(face, QRectF(0, 0, size.width(), size.height()), card,
                           lang=self.lang, power=power, compact=False)
        face.end()
        self._faces[key] = pixmap
        if len(self._faces) > FACES_KEPT:
            self._faces.popitem(last=False)
        return pixmap

    def warm(self, cards: list[CardDef]) -> None:
        """Paint the faces of ``cards`` (the Hand at the screen) ahead, while the table is
        idle, so that pointing at one of them later shows it at once."""
        self._warm = list(cards)
        if self._warm:
            self._warm_timer.start(WARM_IDLE_MS)

    def _warm_one(self) -> None:
        if not self._warm or not self.isVisible():
            return
        # the size of a card with a line or two of details under it, as a Hand card has
        self._face(self._warm.pop(0), None, self.card_rect(1).size().toSize())
        if self._warm:
            self._warm_timer.start(WARM_NEXT_MS)

    def card_rect(self, lines: int) -> QRectF:
        """Where the card is drawn above ``lines`` lines of details (whole pixels, so that
        the face painted once is blitted as it is)."""
        bounds = QRectF(self.rect()).adjusted(8, 8, -8, -8)
        text_h = 0.0
        if lines:
            # room for a few lines whatever their number, so the card keeps its size
            # (and its face painted once) as its details change
            text_h = min(bounds.height() * 0.42, QFontMetricsF(ui_font(9)).lineSpacing()
                         * (max(lines, PREVIEW_DETAIL_LINES) + 1.5))
        card_area = QRectF(bounds.left(), bounds.top(), bounds.width(), bounds.height() - text_h)
        fitted = cp.fit_card_rect(card_area)
        return QRectF(round(fitted.x()), round(fitted.y()), round(fitted.width()),
                      round(fitted.height()))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        bounds = QRectF(self.rect()).adjusted(8, 8, -8, -8)
        if self.card is None:
            painter.setPen(theme.MUTED_ON_PANEL)
            painter.setFont(ui_font(10))
            painter.drawText(
                bounds,
                Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                self.tr("Point at a card to see it large, with its full text."),
            )
            return
        lines = [line for line in self.details.splitlines() if line]
        rect = self.card_rect(len(lines))
        draw_shadow(painter, rect.translated(3, 4), 12, PREVIEW_SHADOW)
        painter.drawPixmap(rect.topLeft(), self.face_pixmap(rect.size().toSize()))
        if lines:
            painter.setFont(ui_font(9))
            painter.setPen(theme.TEXT)
            text_rect = QRectF(bounds.left(), rect.bottom() + 8, bounds.width(),
                               bounds.bottom() - rect.bottom() - 8)
            painter.drawText(text_rect, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
                             | Qt.TextFlag.TextWordWrap, "\n".join(lines))
        painter.end()
