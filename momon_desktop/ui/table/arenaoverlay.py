"""The highlights above the Arena's cards: the legal squares of a Summon, the choices
of an ability, the card whose ability asks, the keyboard cursor, the preview of what
a Summon would snatch (P10.2-P10.4), and the trail of the last move: its summoned
card outlined, an arrow from each snatching card to the card it snatched (P10.3,
P10.5) and a label on every snatched card, in the colour of the player who took it."""

from __future__ import annotations

import math
from types import MappingProxyType
from typing import Protocol

from PySide6.QtCore import QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from momon_desktop.engine import CardDef
from momon_desktop.ui.core.controller import GameController
from momon_desktop.ui.look import cardpainter as cp
from momon_desktop.ui.look import theme
from momon_desktop.ui.look.fonts import text_font, title_font
from momon_desktop.ui.table.arenamat import BOARD_H, BOARD_W, SEATS, card_rect_in, cell_rect

# the outline and arrows of the trail are drawn over this dark edge, so that they stand
# out on the felt and on any card picture
TRAIL_EDGE = QColor(14, 18, 24, 230)


class TrailArrow:
    """An arrow of the trail: ``by_card`` snatched ``card`` for ``seat``; ``progress``
    is how far it has grown (0 to 1); the label on the snatched card shows once it
    has reached it."""

    __slots__ = ("by_card", "card", "progress", "seat")

    def __init__(self, by_card: int, card: int, seat: int, progress: float) -> None:
        self.by_card = by_card
        self.card = card
        self.seat = seat
        self.progress = progress

LEGAL_COLOUR = QColor(120, 230, 160)
OPTION_COLOUR = theme.GOLD_BRIGHT
CURSOR_COLOUR = QColor(255, 255, 255)
OUTCOME_COLOURS = MappingProxyType({
    "snatch": theme.GOLD_BRIGHT,
    "ward": QColor(92, 184, 196),
    "tie": QColor(200, 200, 210),
    "counter": QColor(230, 80, 80),
})


class OverlayScene(Protocol):
    """What the overlay reads of the scene it lies on (an ``ArenaScene``)."""

    @property
    def controller(self) -> GameController: ...

    @property
    def viewer(self) -> int: ...

    @property
    def lang(self) -> str: ...

    @property
    def readable_far(self) -> bool: ...


class OverlayItem(QGraphicsObject):
    """Highlights above the cards: legal squares, choices, the keyboard cursor, and the
    preview of what a Summon would snatch (P10.2-P10.4)."""

    def __init__(self, scene: OverlayScene) -> None:
        super().__init__()
        self._scene = scene
        self.legal: set[int] = set()
        self.mode = ""  # "summon", "choose" or ""
        self.cursor_square = -1
        # drawn only while the Arena has the keyboard
        self.cursor_shown = False
        self.hovered = -1
        self.ghost: CardDef | None = None
        self.ghost_square = -1
        self.ghost_owner = 0
        self.outcomes: list[tuple[int, str]] = []
        self.last_summon = -1
        self.source = -1
        # the trail of the last move: whose it is, the cards it Summoned, its snatches
        self.trail_player = -1
        self.trail_summons: list[int] = []
        self.trail_arrows: list[TrailArrow] = []
        self._pulse = 0.0
        self._pulse_anim = QVariantAnimation(self)
        self._pulse_anim.setStartValue(0.0)
        self._pulse_anim.setEndValue(1.0)
        self._pulse_anim.setDuration(1400)
        self._pulse_anim.setLoopCount(-1)
        self._pulse_anim.valueChanged.connect(self._on_pulse)
        self.setZValue(20)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def _on_pulse(self, value: float) -> None:
        self._pulse = float(value)
        if (self.mode == "choose" and self.legal) or self.source >= 0:
            self.update()

    def set_source(self, square: int) -> None:
        """Mark the card whose ability is asking (-1: none)."""
        self.source = square
        self._update_pulse()
        self.update()

    def _update_pulse(self) -> None:
        wanted = (self.mode == "choose" and bool(self.legal)) or self.source >= 0
        running = self._pulse_anim.state() == QVariantAnimation.State.Running
        if wanted and not running:
            self._pulse_anim.start()
        elif not wanted and running:
            self._pulse_anim.stop()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, BOARD_W, BOARD_H)

    def clear(self) -> None:
        """No highlight of a decision (the trail of the last move is cleared apart)."""
        self.set_highlights(set(), "")
        self.set_preview(-1, None, 0, [])
        self.set_source(-1)
        self.cursor_square = -1
        self.update()

    def set_highlights(self, legal: set[int], mode: str) -> None:
        """Light up ``legal`` squares for a Summon (``mode`` "summon") or a choice ("choose")."""
        self.legal = set(legal)
        self.mode = mode
        self._update_pulse()
        self.update()

    def set_preview(self, square: int, ghost: CardDef | None, owner: int,
                    outcomes: list[tuple[int, str]]) -> None:
        """Show ``ghost`` on ``square`` and the outcome on every square it would affect."""
        self.ghost_square = square
        self.ghost = ghost
        self.ghost_owner = owner
        self.outcomes = list(outcomes)
        self.update()

    # ------------------------------------------------------------------ the trail

    def clear_trail(self) -> None:
        """No trail of a move."""
        self.trail_player = -1
        self.trail_summons = []
        self.trail_arrows = []
        self.update()

    def start_trail(self, player: int) -> None:
        """A new trail, of ``player``'s move."""
        self.clear_trail()
        self.trail_player = player

    def add_trail_summon(self, instance: int) -> None:
        """The card ``instance`` was Summoned in the move (P9.1)."""
        if instance not in self.trail_summons:
            self.trail_summons.append(instance)
        self.update()

    def add_trail_arrow(self, by_card: int, card: int, seat: int, progress: float) -> TrailArrow:
        """``by_card`` snatched ``card`` for ``seat`` (P10.5); the arrow grows from
        ``progress`` as :meth:`grow` is told."""
        arrow = TrailArrow(by_card, card, seat, progress)
        self.trail_arrows.append(arrow)
        self.update()
        return arrow

    def grow(self, arrow: TrailArrow, progress: float) -> None:
        """The arrow has grown to ``progress`` (0 to 1)."""
        arrow.progress = max(0.0, min(1.0, float(progress)))
        self.update()

    def trail_squares(self) -> dict[str, list[int]]:
        """Where the trail is drawn now: the summoned squares and the squares of the
        snatched cards whose arrow has arrived (tests, accessibility)."""
        g = self._scene.controller.game
        if g is None:
            return {"summoned": [], "snatched": []}
        summoned = [g.pos[c] for c in self.trail_summons if g.pos[c] >= 0]
        snatched = [g.pos[a.card] for a in self.trail_arrows if a.progress >= 1.0 and g.pos[a.card] >= 0]
        return {"summoned": summoned, "snatched": snatched}

    def show_cursor(self, shown: bool) -> None:
        """The cursor is drawn only while the Arena has the keyboard (its square is kept)."""
        if shown != self.cursor_shown:
            self.cursor_shown = shown
            self.update()

    def set_cursor(self, square: int) -> None:
        """The keyboard cursor (-1: hidden)."""
        self.cursor_square = square
        self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        viewer = self._scene.viewer
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self.last_summon >= 0 and self._scene.controller.game is not None:
            rect = card_rect_in(cell_rect(self.last_summon, viewer)).adjusted(-5, -5, 5, 5)
            painter.setPen(QPen(QColor(255, 255, 255, 110), 2.0, Qt.PenStyle.DotLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, 11, 11)
        self._paint_trail(painter, viewer)
        if self.source >= 0:
            # the card whose ability asks the question (P11.5)
            rect = card_rect_in(cell_rect(self.source, viewer)).adjusted(-6, -6, 6, 6)
            glow = QColor(OPTION_COLOUR)
            glow.setAlpha(int(120 + 120 * math.sin(math.pi * self._pulse)))
            painter.setPen(QPen(glow, 4.0, Qt.PenStyle.DotLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, 12, 12)
            star = QRectF(rect.right() - 30, rect.top() - 8, 36, 36)
            painter.setPen(QPen(QColor(20, 20, 28), 1.5))
            painter.setBrush(OPTION_COLOUR)
            painter.drawEllipse(star)
            painter.setFont(title_font(22))
            painter.drawText(star, Qt.AlignmentFlag.AlignCenter, "?")
        for sq in self.legal:
            rect = card_rect_in(cell_rect(sq, viewer)).adjusted(-4, -4, 4, 4)
            if self.mode == "choose":
                alpha = int(150 + 105 * math.sin(math.pi * self._pulse))
                colour = QColor(OPTION_COLOUR)
                colour.setAlpha(alpha)
                painter.setPen(QPen(colour, 6.0))
                painter.setBrush(theme.with_alpha(OPTION_COLOUR, 40))
            else:
                painter.setPen(QPen(LEGAL_COLOUR, 3.0))
                painter.setBrush(QColor(120, 230, 160, 45))
            painter.drawRoundedRect(rect, 10, 10)
        if self.ghost is not None and self.ghost_square >= 0:
            rect = card_rect_in(cell_rect(self.ghost_square, viewer))
            painter.save()
            painter.setOpacity(0.6)
            cp.paint_card_face(
                painter,
                rect,
                self.ghost,
                lang=self._scene.lang,
                facing=cp.facing_for(SEATS[self.ghost_owner], SEATS[viewer]),
                readable=self._scene.readable_far,
            )
            painter.restore()
        for sq, outcome in self.outcomes:
            self._paint_outcome(painter, sq, outcome)
        if self.cursor_square >= 0 and self.cursor_shown:
            self._paint_cursor(painter, card_rect_in(cell_rect(self.cursor_square, viewer)))

    def _paint_cursor(self, painter: QPainter, card: QRectF) -> None:
        """The keyboard cursor, while the Arena has the keyboard: four white corner
        brackets around the square, unlike every mark that tells something (the
        tutorial's square, a review's answer given, a suggestion), which are frames."""
        rect = card.adjusted(-9, -9, 9, 9)
        arm = min(rect.width(), rect.height()) * 0.22
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for pen in (QPen(QColor(20, 20, 28, 200), 7.0), QPen(CURSOR_COLOUR, 3.5)):
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            for corner, dx, dy in ((rect.topLeft(), 1, 1), (rect.topRight(), -1, 1),
                                   (rect.bottomLeft(), 1, -1), (rect.bottomRight(), -1, -1)):
                painter.drawLine(corner, QPointF(corner.x() + dx * arm, corner.y()))
                painter.drawLine(corner, QPointF(corner.x(), corner.y() + dy * arm))

    def _paint_trail(self, painter: QPainter, viewer: int) -> None:
        """The last move: its summoned card outlined, an arrow from each snatching card to
        the card it snatched, a label on each snatched card (P9.1, P10.3, P10.5)."""
        g = self._scene.controller.game
        if g is None or (not self.trail_summons and not self.trail_arrows):
            return
        painter.save()
        for instance in self.trail_summons:
            sq = g.pos[instance]
            if sq < 0:
                continue
            colour = cp.SEAT_COLOURS[SEATS[self.trail_player if self.trail_player in (0, 1) else 0]]
            rect = card_rect_in(cell_rect(sq, viewer)).adjusted(-5, -5, 5, 5)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(TRAIL_EDGE, 9.0))
            painter.drawRoundedRect(rect, 12, 12)
            painter.setPen(QPen(colour, 5.0))
            painter.drawRoundedRect(rect, 12, 12)
            # the label on the edge its arrows do not leave by
            upward = any(a.by_card == instance and g.pos[a.card] >= 0
                         and cell_rect(g.pos[a.card], viewer).center().y() < rect.center().y()
                         for a in self.trail_arrows)
            self._paint_tag(painter, sq, self.tr("Summoned"), colour, top=not upward)
        for arrow in self.trail_arrows:
            target = g.pos[arrow.card]
            if target < 0:
                continue
            colour = cp.SEAT_COLOURS[SEATS[arrow.seat]]
            source = g.pos[arrow.by_card] if arrow.by_card >= 0 else -1
            if source >= 0 and source != target and arrow.progress > 0.0:
                self._paint_arrow(painter, cell_rect(source, viewer).center(),
                                  cell_rect(target, viewer).center(), colour, arrow.progress)
            if arrow.progress >= 1.0:
                rect = card_rect_in(cell_rect(target, viewer)).adjusted(-3, -3, 3, 3)
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.setPen(QPen(colour, 4.0, Qt.PenStyle.DashLine))
                painter.drawRoundedRect(rect, 10, 10)
                # the label on the edge away from the arrow's head
                from_above = source >= 0 and \
                    cell_rect(source, viewer).center().y() < rect.center().y()
                self._paint_tag(painter, target, self.tr("Snatched"), colour, top=not from_above)
        painter.restore()

    def _paint_arrow(self, painter: QPainter, start: QPointF, end: QPointF, colour: QColor,
                     progress: float) -> None:
        """An arrow from near ``start`` toward ``end``, grown to ``progress``."""
        dx, dy = end.x() - start.x(), end.y() - start.y()
        length = math.hypot(dx, dy)
        if length < 1.0:
            return
        ux, uy = dx / length, dy / length
        # from the edge of the snatching card's middle to short of the snatched one's,
        # clear of both cards' tokens on their midlines
        begin = QPointF(start.x() + ux * length * 0.22, start.y() + uy * length * 0.22)
        full = length * 0.56
        tip = QPointF(begin.x() + ux * full * progress, begin.y() + uy * full * progress)
        head = 22.0
        back = QPointF(tip.x() - ux * head, tip.y() - uy * head)
        shaft = QPainterPath(begin)
        shaft.lineTo(back if full * progress > head else begin)
        wing = QPolygonF([
            tip,
            QPointF(back.x() - uy * head * 0.6, back.y() + ux * head * 0.6),
            QPointF(back.x() + uy * head * 0.6, back.y() - ux * head * 0.6),
        ])
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(TRAIL_EDGE, 14.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawPath(shaft)
        painter.setPen(QPen(colour, 8.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawPath(shaft)
        painter.setPen(QPen(TRAIL_EDGE, 3.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                            Qt.PenJoinStyle.RoundJoin))
        painter.setBrush(colour)
        painter.drawPolygon(wing)

    def label_band(self, painter: QPainter, sq: int, upper: bool) -> QRectF:
        """Where a label goes across the card on square ``sq``: a strip in its ``upper``
        half (else the other) that covers neither its name, its power nor its Marking and
        Ward Tokens, at most 34 units high; on a card without such room (a small table,
        a long name on two lines), a strip over the tokens, still clear of the name and
        the power."""
        g = self._scene.controller.game
        viewer = self._scene.viewer
        rect = card_rect_in(cell_rect(sq, viewer))
        card: CardDef | None = None
        owner = -1
        if g is not None and g.board[sq] >= 0:
            card, owner = g.defs[g.board[sq]], g.setup.owner[g.board[sq]]
        elif sq == self.ghost_square and self.ghost is not None:
            card, owner = self.ghost, self.ghost_owner
        scale = max(cp.screen_scale(painter), 0.05)
        least = 15.0 / scale  # room for a label read at 11 pixels on the screen
        marks: tuple[QRectF, ...] = ()
        if card is not None:
            facing = cp.facing_for(SEATS[owner], SEATS[viewer if viewer in (0, 1) else 0])
            marks = cp.face_marks(rect, card, lang=self._scene.lang, facing=facing,
                                  readable=self._scene.readable_far and facing is cp.Facing.DOWN,
                                  scale=scale)
        band = (cp.clear_band(rect, marks, upper=upper, least=least)
                or cp.clear_band(rect, marks, upper=not upper, least=least)
                or cp.clear_band(rect, marks, upper=upper, least=least, tokens=False)
                or cp.clear_band(rect, marks, upper=not upper, least=least, tokens=False)
                or QRectF(rect.left() - 6, rect.center().y() - least / 2, rect.width() + 12,
                          least))
        height = min(band.height(), 34.0)
        return QRectF(band.left(), band.center().y() - height / 2, band.width(), height)

    @staticmethod
    def _fitted_font(text: str, band: QRectF, largest: int) -> QFont:
        """A bold font for ``text`` that fits ``band`` (narrower and lower as needed)."""
        font = text_font(min(largest, max(8, int(band.height() * 0.62))), bold=True)
        while QFontMetricsF(font).horizontalAdvance(text) > band.width() - 8 and font.pixelSize() > 8:
            font.setPixelSize(font.pixelSize() - 1)
        return font

    def _paint_tag(self, painter: QPainter, sq: int, text: str, colour: QColor,
                   top: bool) -> None:
        """A small label in ``colour`` across the card on square ``sq``, in its ``top`` or
        lower half, clear of its name, power and tokens."""
        band = self.label_band(painter, sq, top)
        font = self._fitted_font(text, band, 19)
        width = min(band.width(), QFontMetricsF(font).horizontalAdvance(text) + 16)
        tag = QRectF(band.center().x() - width / 2, band.top(), width, band.height())
        path = QPainterPath()
        path.addRoundedRect(tag, min(9.0, tag.height() / 2), min(9.0, tag.height() / 2))
        painter.fillPath(path, colour)
        painter.setPen(QPen(TRAIL_EDGE, 2.0))
        painter.drawPath(path)
        painter.setFont(font)
        # dark text on the light orange, white on the blue
        painter.setPen(QColor(255, 255, 255) if colour.lightness() < 110 else QColor(20, 20, 28))
        painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, text)

    def _paint_outcome(self, painter: QPainter, sq: int, outcome: str) -> None:
        """A label across the card on square ``sq`` that the Summon would affect, clear of
        its name, power and tokens."""
        texts = {
            "snatch": self.tr("Snatch"),
            "ward": self.tr("Ward blocks"),
            "tie": self.tr("Tie: no snatch"),
            "counter": self.tr("Counter-snatch!"),
        }
        rect = card_rect_in(cell_rect(sq, self._scene.viewer))
        colour = OUTCOME_COLOURS[outcome]
        painter.save()
        painter.setPen(QPen(colour, 4.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 10, 10)
        band = self.label_band(painter, sq, upper=True)
        path = QPainterPath()
        path.addRoundedRect(band, min(8.0, band.height() / 2), min(8.0, band.height() / 2))
        grad = QLinearGradient(band.topLeft(), band.bottomLeft())
        grad.setColorAt(0.0, colour.lighter(115))
        grad.setColorAt(1.0, colour.darker(120))
        painter.fillPath(path, QBrush(grad))
        painter.setPen(QPen(QColor(20, 20, 28), 1.5))
        painter.drawPath(path)
        text = texts[outcome]
        font = self._fitted_font(text, band, 15)
        painter.setFont(font)
        painter.setPen(QColor(255, 255, 255) if outcome == "counter" else QColor(20, 20, 28))
        painter.drawText(band, Qt.AlignmentFlag.AlignCenter, text)
        painter.restore()
