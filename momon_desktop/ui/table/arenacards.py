"""The cards on the Arena: a card facing its owner (4.2.2), framed in its controller's
colour and pattern, with its Ward Tokens, and the Marking Token on it, which a snatch
turns over to the new controller's side (P10.5); the card itself never rotates.

A card is painted once per look and size into a pixmap (:func:`card_look_pixmap`, kept
under :meth:`CardItem.look_key` and the device size), so a card that lands, or the
Arena drawn again after a resize or a hand-over, blits it instead of painting it anew.
"""

from __future__ import annotations

import math
from collections.abc import Hashable

from PySide6.QtCore import Property, QEasingCurve, QPointF, QRectF, QSize, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from momon_desktop.engine import CardDef
from momon_desktop.ui.core.pace import PACES
from momon_desktop.ui.look import cardpainter as cp
from momon_desktop.ui.look.boundedcache import BoundedCache
from momon_desktop.ui.look.cardart import cached_pixmap
from momon_desktop.ui.table.arenamat import CARD_W, SEATS

# the normal pace's turn of a Marking Token
SNATCH_MS = PACES["normal"].snatch_ms

# Painted Arena cards: 16 cards in a few looks at one or two sizes.
LOOK_CACHE_LIMIT = 192
_looks: BoundedCache[Hashable, QPixmap] = BoundedCache(LOOK_CACHE_LIMIT)


def clear_look_cache() -> None:
    """Forget every painted Arena card (their looks are painted again when next drawn)."""
    _looks.clear()


def card_look_pixmap(item: CardItem, scale: tuple[float, float], dpr: float) -> QPixmap:
    """``item`` painted into a pixmap at ``scale`` logical pixels a scene unit (its
    bounding rectangle, rounded up to whole pixels), cached under its
    :meth:`~CardItem.look_key`, the scale and ``dpr``. Drawn back into
    :func:`look_target` it maps one to one onto the pixels it was painted for."""
    sx, sy = scale
    bounds = item.boundingRect()
    size = QSize(max(1, math.ceil(bounds.width() * sx - 1e-6)),
                 max(1, math.ceil(bounds.height() * sy - 1e-6)))
    key = (item.look_key(), round(sx, 5), round(sy, 5), round(dpr, 3))

    def paint(painter: QPainter, _rect: QRectF) -> None:
        painter.scale(sx, sy)
        painter.translate(-bounds.topLeft())
        item.paint_look(painter)

    return cached_pixmap(_looks, key, size, dpr, paint)


def look_target(item: CardItem, pixmap: QPixmap, scale: tuple[float, float]) -> QRectF:
    """Where a pixmap of :func:`card_look_pixmap` lies in ``item``'s coordinates."""
    bounds = item.boundingRect()
    size = pixmap.deviceIndependentSize()
    return QRectF(bounds.left(), bounds.top(), size.width() / scale[0], size.height() / scale[1])


class MarkingTokenItem(QGraphicsObject):
    """The Marking Token lying on an Arena card (4.2.1); a snatch turns it over (P10.5).

    ``seat`` is the controller the token shows once every turn under way is over (the
    game's state); while one is running the token shows ``shown_seat``, the side up at
    that moment, and the card it lies on is redrawn in that controller's colour when
    the token turns edge-on."""

    def __init__(self, seat: int, radius: float, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self._radius = radius
        self._before = seat
        self._after = seat
        self._final = seat
        self._turn = 1.0
        self.setZValue(2)
        # drawn again only when it turns (or the Arena's scale changes)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @property
    def seat(self) -> int:
        """The controller the token shows once any turning is over."""
        return self._final

    @property
    def shown_seat(self) -> int:
        """The side of the token up now: the controller before a turn until it is half
        over, the new one after."""
        return self._before if self._turn < 0.5 else self._after

    @property
    def turning(self) -> tuple[int, int, float]:
        """The side up before the turn, after it, and how far it has gone (0 to 1)."""
        return self._before, self._after, self._turn

    def boundingRect(self) -> QRectF:
        r = self._radius * 1.45
        return QRectF(-r, -r, 2 * r, 2 * r)

    def _get_turn(self) -> float:
        return self._turn

    def _set_turn(self, value: float) -> None:
        shown = self.shown_seat
        self._turn = float(value)
        self.update()
        parent = self.parentItem()
        if parent is not None and (self.shown_seat != shown or self._turn >= 0.5):
            # the whole card takes the new controller's colour with the token, spreading
            # over the frame through the second half of the turn
            parent.update()

    turn = Property(float, _get_turn, _set_turn)

    def set_seat(self, seat: int) -> None:
        """Show ``seat`` at once (no animation)."""
        self._show(seat, seat, 1.0)
        self._final = seat

    def _show(self, before: int, after: int, turn: float) -> None:
        shown = self.shown_seat
        self._before, self._after, self._turn = before, after, turn
        self.update()
        parent = self.parentItem()
        if parent is not None and self.shown_seat != shown:
            parent.update()

    def turn_over(self, before: int, after: int, duration: int = SNATCH_MS) -> QVariantAnimation:
        """An animation turning the token from ``before`` to ``after`` (the caller starts
        it, at once or after a pause). The token keeps its side up until the animation
        starts, so several turns of one card play one after another."""
        self._final = after
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(max(1, duration))
        anim.setEasingCurve(QEasingCurve.Type.InOutSine)

        def started(new: QVariantAnimation.State, _old: QVariantAnimation.State) -> None:
            if new == QVariantAnimation.State.Running:
                self._show(before, after, 0.0)

        anim.stateChanged.connect(started)
        anim.valueChanged.connect(self._set_turn)
        return anim

    def show_before(self, before: int) -> None:
        """Show ``before`` until a turn starts (a replay of a snatch that already happened)."""
        self._show(before, before, 1.0)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        t = self._turn
        seat = self._before if t < 0.5 else self._after
        # Turning over about the vertical axis: the token narrows to an edge and widens
        # again showing its other side, lifted a little off the card while it turns.
        squeeze = max(0.04, abs(math.cos(math.pi * t)))
        lift = 1.0 + 0.35 * math.sin(math.pi * t)
        painter.save()
        painter.scale(squeeze * lift, lift)
        if 0.0 < t < 1.0:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 255, 255, int(90 * math.sin(math.pi * t))))
            painter.drawEllipse(QPointF(0, 0), self._radius * 1.3, self._radius * 1.3)
        cp.paint_marking_token(painter, QPointF(0, 0), self._radius, SEATS[seat])
        painter.restore()


class CardItem(QGraphicsObject):
    """A card on the Arena, facing its owner (4.2.2), with its tokens."""

    def __init__(
        self,
        instance: int,
        card: CardDef,
        owner: int,
        controller: int,
        viewer: int,
        *,
        power: int,
        wards: int = 0,
        readable_far: bool = False,
        lang: str = "en",
    ) -> None:
        super().__init__()
        self.instance = instance
        self.card = card
        self.owner = owner
        self.power = power
        self.wards = wards
        self.viewer = viewer
        self.readable_far = readable_far
        self.lang = lang
        size = cp.card_size(CARD_W)
        self._rect = QRectF(-size.width() / 2, -size.height() / 2, size.width(), size.height())
        marking, _ward, radius = cp.token_positions(self._rect)
        self.token = MarkingTokenItem(controller, radius, self)
        self.token.setPos(marking)
        self.setZValue(5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @property
    def controller(self) -> int:
        """The seat the Marking Token shows once any turning is over (the game's state)."""
        return self.token.seat

    @property
    def shown_controller(self) -> int:
        """The controller to draw the card in now: the side of its Marking Token that is
        up, which changes half-way through a snatch's turn (P10.5)."""
        return self.token.shown_seat

    def boundingRect(self) -> QRectF:
        # the controller's frame reaches outside the card, the shadow below it
        outer = cp.control_frame_rects(self._rect)[0]
        return outer.adjusted(-1, -1, 3.5, 4)

    def control(self) -> cp.Control:
        """How the frame shows the controller now (4.2.1); the resting state after a snatch
        is the new controller's whole frame."""
        token = self.token
        before, after, turn = token.turning
        if before == after or turn >= 1.0:
            return cp.Control(SEATS[self.shown_controller])
        if turn < 0.5:
            return cp.Control(SEATS[before])
        # the second half of a snatch's turn: the new colour spreads from the token (P10.5)
        return cp.Control(SEATS[after], previous=SEATS[before], progress=(turn - 0.5) * 2)

    def set_state(self, *, power: int | None = None, wards: int | None = None) -> None:
        """Update the current power (P5.4) or the Ward Tokens (P10.4) and redraw."""
        changed = False
        if power is not None and power != self.power:
            self.power = power
            changed = True
        if wards is not None and wards != self.wards:
            self.wards = wards
            changed = True
        if changed:
            self.update()

    def set_view(self, viewer: int, readable_far: bool, lang: str) -> None:
        """Redraw for another seat at the screen, reading setting or language."""
        self.viewer, self.readable_far, self.lang = viewer, readable_far, lang
        self.update()

    def facing(self) -> cp.Facing:
        """4.2.2: the card faces its owner's seat."""
        return cp.facing_for(SEATS[self.owner], SEATS[self.viewer if self.viewer in (0, 1) else 0])

    def look_key(self) -> Hashable:
        """Everything :meth:`paint_look` draws depends on: the card's data and words in
        the language, its current power, Ward Tokens, owner, the frame of its controller, the seat at
        the screen and the reading setting. What it paints and this key change together."""
        card = self.card
        return (
            card.set_id, card.id, card.power, tuple(card.sight),
            card.display_name(self.lang), cp.card_text(card, self.lang), self.lang,
            self.power, self.wards, self.owner, self.control(), self.viewer,
            self.readable_far, self.facing(),
        )

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        t = painter.deviceTransform()
        if abs(t.m12()) > 1e-9 or abs(t.m21()) > 1e-9 or self.control().previous is not None:
            # turned on the screen (the vectors stay sharp), or in the middle of a change
            # of controller, drawn afresh at each step of its turn
            self.paint_look(painter)
            return
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        # The size at rest: a card scaled while it lands uses its resting picture.
        rest = max(abs(self.scale()), 1e-3)
        scale = (abs(t.m11()) / dpr / rest, abs(t.m22()) / dpr / rest)
        pixmap = card_look_pixmap(self, scale, dpr)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.drawPixmap(look_target(self, pixmap, scale), pixmap, QRectF(pixmap.rect()))
        painter.restore()

    def paint_look(self, painter: QPainter) -> None:
        """Paint the card, its shadow and its Ward Tokens (the Marking Token is a child)."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        # a soft shadow so the card lies on the felt
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(self._rect.translated(2.5, 3), 8, 8)
        facing = self.facing()
        cp.paint_card_face(
            painter,
            self._rect,
            self.card,
            lang=self.lang,
            power=self.power,
            facing=facing,
            readable=self.readable_far and facing is cp.Facing.DOWN,
            control=self.control(),
        )
        _marking, ward, radius = cp.token_positions(self._rect)
        cp.paint_ward_tokens(painter, ward, radius * 2.0, self.wards)
