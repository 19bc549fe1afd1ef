"""The Arena: a ``QGraphicsScene`` with the 4 × 4 mat, its coordinates and the cards.

The scene draws what the :class:`GameController` reports and turns pointer and drag
input into plain signals (a square clicked, a Hand card dropped on a square); the
window decides what they mean. Squares are laid out from the seat of the player at
the screen: coordinates belong to the squares and never change (4.3.2, 4.3.3), so
seen from the second player's seat A is on the right and row 4 is nearest.

Animated items are ``QGraphicsObject``: a summoned card drops onto its square, and a
snatch turns its Marking Token over to the new controller's side; the card itself
never rotates (4.2.2, P10.5).
"""

from __future__ import annotations

import math

from PySide6.QtCore import (
    Property,
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFontMetricsF,
    QKeyEvent,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSceneDragDropEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from momon_desktop.engine import CardDef, square_name
from momon_desktop.ui.core.controller import GameController
from momon_desktop.ui.look import cardpainter as cp
from momon_desktop.ui.look import theme
from momon_desktop.ui.look.fonts import text_font, title_font
from momon_desktop.ui.table.models import decode_hand_card

CELL_W = 132.0
CELL_H = 184.0
CARD_W = 122.0
MARGIN = 34.0
BOARD_W = 4 * CELL_W + 2 * MARGIN
BOARD_H = 4 * CELL_H + 2 * MARGIN

SNATCH_MS = 300
SUMMON_MS = 280
# Events of one answer play one after another, this far apart.
STAGGER_MS = 180

SEATS: tuple[cp.Seat, cp.Seat] = ("first", "second")

MAT_COLOUR = QColor(34, 74, 62)
MAT_EDGE = theme.GOLD
WELL_COLOUR = QColor(22, 52, 44)
LEGAL_COLOUR = QColor(120, 230, 160)
OPTION_COLOUR = theme.GOLD_BRIGHT
CURSOR_COLOUR = QColor(255, 255, 255)
OUTCOME_COLOURS = {
    "snatch": theme.GOLD_BRIGHT,
    "ward": QColor(92, 184, 196),
    "tie": QColor(200, 200, 210),
    "counter": QColor(230, 80, 80),
}


def square_cell(square: int, viewer: int) -> tuple[int, int]:
    """Screen (column, row) of ``square`` from ``viewer``'s seat, row 0 at the top.

    4.3.2: from the first player's seat A-D run left to right and rows 1-4 near to
    far; from the other side of the table the same squares are seen turned half a turn.
    """
    col, row = square % 4, square // 4
    if viewer == 1:
        return 3 - col, row
    return col, 3 - row


def cell_rect(square: int, viewer: int) -> QRectF:
    """The scene rectangle of ``square``'s cell seen from ``viewer``."""
    x, y = square_cell(square, viewer)
    return QRectF(MARGIN + x * CELL_W, MARGIN + y * CELL_H, CELL_W, CELL_H)


def card_rect_in(cell: QRectF) -> QRectF:
    """The card rectangle centred in a cell."""
    size = cp.card_size(CARD_W)
    rect = QRectF(QPointF(0, 0), size)
    rect.moveCenter(cell.center())
    return rect


class MatItem(QGraphicsItem):
    """The Arena Mat: felt, 16 card wells and the printed coordinates (4.3.1, 4.3.2)."""

    def __init__(self) -> None:
        super().__init__()
        self.viewer = 0
        self.first_player_token = 0
        self.setZValue(0)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, BOARD_W, BOARD_H)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        outer = self.boundingRect().adjusted(2, 2, -2, -2)
        grad = QRadialGradient(outer.center(), outer.height() * 0.7)
        grad.setColorAt(0.0, MAT_COLOUR.lighter(118))
        grad.setColorAt(1.0, MAT_COLOUR.darker(115))
        painter.setPen(QPen(MAT_EDGE, 3))
        painter.setBrush(grad)
        painter.drawRoundedRect(outer, 18, 18)
        painter.setPen(QPen(theme.with_alpha(MAT_EDGE, 90), 1.2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(outer.adjusted(9, 9, -9, -9), 12, 12)
        for sq in range(16):
            rect = card_rect_in(cell_rect(sq, self.viewer)).adjusted(-2, -2, 2, 2)
            painter.setPen(QPen(theme.with_alpha(MAT_EDGE, 70), 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(WELL_COLOUR)
            painter.drawRoundedRect(rect, 9, 9)
            painter.setFont(title_font(22))
            painter.setPen(theme.with_alpha(MAT_EDGE, 70))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, square_name(sq))
        # The printed coordinates: letters along the near and far edges, numbers at the sides.
        painter.setFont(title_font(19))
        painter.setPen(MAT_EDGE)
        for col in range(4):
            letter = "ABCD"[col]
            x = col if self.viewer != 1 else 3 - col
            left = MARGIN + x * CELL_W
            for top in (0.0, BOARD_H - MARGIN):
                painter.drawText(
                    QRectF(left, top, CELL_W, MARGIN), Qt.AlignmentFlag.AlignCenter, letter
                )
        for row in range(4):
            y = 3 - row if self.viewer != 1 else row
            top = MARGIN + y * CELL_H
            for left in (0.0, BOARD_W - MARGIN):
                painter.drawText(
                    QRectF(left, top, MARGIN, CELL_H), Qt.AlignmentFlag.AlignCenter, str(row + 1)
                )
        # 6.7: the First Player Token lies in the holder's left-hand corner of the Mat.
        near = self.first_player_token == self.viewer
        centre = QPointF(MARGIN / 2 + 1, BOARD_H - MARGIN / 2 - 1 if near else MARGIN / 2 + 1)
        paint_first_player_token(painter, centre, MARGIN * 0.4)


def paint_first_player_token(painter: QPainter, centre: QPointF, radius: float) -> None:
    """The First Player Token: a gold coin with a star (6.7)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    grad = QRadialGradient(QPointF(centre.x() - radius * 0.3, centre.y() - radius * 0.3),
                           radius * 1.4)
    grad.setColorAt(0.0, QColor(255, 236, 160))
    grad.setColorAt(1.0, QColor(196, 142, 40))
    painter.setPen(QPen(QColor(90, 60, 10), max(1.0, radius * 0.12)))
    painter.setBrush(grad)
    painter.drawEllipse(centre, radius, radius)
    star = QPainterPath()
    for i in range(10):
        r = radius * (0.62 if i % 2 == 0 else 0.27)
        angle = -math.pi / 2 + i * math.pi / 5
        point = QPointF(centre.x() + r * math.cos(angle), centre.y() + r * math.sin(angle))
        if i == 0:
            star.moveTo(point)
        else:
            star.lineTo(point)
    star.closeSubpath()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(110, 70, 10))
    painter.drawPath(star)
    painter.restore()


class MarkingTokenItem(QGraphicsObject):
    """The Marking Token lying on an Arena card (4.2.1); a snatch turns it over (P10.5)."""

    def __init__(self, seat: int, radius: float, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self._radius = radius
        self._before = seat
        self._after = seat
        self._turn = 1.0
        self._anim: QVariantAnimation | None = None
        self.setZValue(2)

    @property
    def seat(self) -> int:
        """The controller the token shows once any turning is over."""
        return self._after

    def boundingRect(self) -> QRectF:  # noqa: N802
        r = self._radius * 1.45
        return QRectF(-r, -r, 2 * r, 2 * r)

    def _get_turn(self) -> float:
        return self._turn

    def _set_turn(self, value: float) -> None:
        self._turn = float(value)
        self.update()

    turn = Property(float, _get_turn, _set_turn)

    def set_seat(self, seat: int) -> None:
        """Show ``seat`` at once (no animation)."""
        if self._anim is not None:
            self._anim.stop()
        self._before = self._after = seat
        self._turn = 1.0
        self.update()

    def turn_over(self, before: int, after: int) -> QVariantAnimation:
        """An animation turning the token from ``before`` to ``after`` (the caller starts it)."""
        if self._anim is not None:
            self._anim.stop()
        self._before, self._after = before, after
        self._turn = 0.0
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(SNATCH_MS)
        anim.setEasingCurve(QEasingCurve.Type.InOutSine)
        anim.valueChanged.connect(self._set_turn)
        self._anim = anim
        return anim

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
        """The seat the Marking Token shows."""
        return self.token.seat

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect.adjusted(-3, -3, 3, 3)

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

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
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
        )
        _marking, ward, radius = cp.token_positions(self._rect)
        cp.paint_ward_tokens(painter, ward, radius * 2.0, self.wards)


class ArenaScene(QGraphicsScene):
    """The Arena Mat, its cards and the highlights of the decision being made."""

    square_clicked = Signal(int)
    square_hovered = Signal(int)
    # seat, card instance, square
    hand_card_dropped = Signal(int, int, int)
    # seat, card instance, square under the pointer (-1: none) while a Hand card is dragged
    hand_card_dragged = Signal(int, int, int)
    drag_ended = Signal()
    card_hovered = Signal(int)

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.viewer = 0
        self.readable_far = False
        self.lang = "en"
        self.cards: dict[int, CardItem] = {}
        self.setSceneRect(QRectF(0, 0, BOARD_W, BOARD_H))
        self.setBackgroundBrush(QColor(24, 30, 36))
        self.mat = MatItem()
        self.addItem(self.mat)
        self.overlay = OverlayItem(self)
        self.addItem(self.overlay)
        self._hovered = -1
        self._animations: list[QSequentialAnimationGroup] = []
        self._delay = 0
        controller.reset.connect(self.rebuild)
        controller.summoned.connect(self.on_summoned)
        controller.snatched.connect(self.on_snatched)
        controller.ward_changed.connect(self.on_ward_changed)
        controller.card_left.connect(self.on_card_left)
        controller.powers_changed.connect(self.on_powers_changed)
        controller.batch_finished.connect(self._on_batch_finished)
        controller.first_player_token_changed.connect(self._on_first_player_token)

    # ------------------------------------------------------------------ view settings

    def set_viewer(self, seat: int) -> None:
        """Lay the Arena out from ``seat``'s side of the table (0 or 1)."""
        seat = 1 if seat == 1 else 0
        if seat == self.viewer:
            return
        self.viewer = seat
        self.mat.viewer = seat
        self.mat.update()
        for item in self.cards.values():
            item.setPos(cell_rect(self.controller_square(item.instance), seat).center())
            item.set_view(seat, self.readable_far, self.lang)
        self.overlay.update()

    def set_readable_far(self, readable: bool) -> None:
        """Draw the far player's cards upright for reading (arrows still point true)."""
        self.readable_far = readable
        for item in self.cards.values():
            item.set_view(self.viewer, readable, self.lang)

    def set_language(self, lang: str) -> None:
        """Card names in ``lang``."""
        self.lang = lang
        for item in self.cards.values():
            item.set_view(self.viewer, self.readable_far, lang)
        self.overlay.update()

    def controller_square(self, instance: int) -> int:
        """The square a card instance is on in the game."""
        g = self.controller.game
        assert g is not None
        return g.pos[instance]

    def square_at(self, pos: QPointF) -> int:
        """The square under scene point ``pos``, or -1."""
        x = int((pos.x() - MARGIN) // CELL_W)
        y = int((pos.y() - MARGIN) // CELL_H)
        if not (0 <= x < 4 and 0 <= y < 4) or pos.x() < MARGIN or pos.y() < MARGIN:
            return -1
        if self.viewer == 1:
            return (3 - x) + 4 * y
        return x + 4 * (3 - y)

    # ------------------------------------------------------------------ from the controller

    def rebuild(self) -> None:
        """Recreate every card item from the game state (new game, undo, redo)."""
        # Stopping an animation takes it off the list (_schedule): stop a copy's worth.
        for anim in list(self._animations):
            anim.stop()
        self._animations.clear()
        self._delay = 0
        # every card drawn, those fading out after leaving the Arena included
        for item in list(self.items()):
            if isinstance(item, CardItem):
                self.removeItem(item)
        self.cards.clear()
        g = self.controller.game
        if g is None:
            return
        self.mat.first_player_token = g.fpt
        self.mat.update()
        powers = g.arena_powers()
        for sq, c in enumerate(g.board):
            if c >= 0:
                self._add_card(c, sq, g.ctrl[c], powers[sq], g.wards[c])
        self.overlay.clear()

    def _add_card(self, instance: int, square: int, controller: int, power: int, wards: int) -> CardItem:
        g = self.controller.game
        assert g is not None
        item = CardItem(
            instance,
            g.defs[instance],
            g.setup.owner[instance],
            controller,
            self.viewer,
            power=power,
            wards=wards,
            readable_far=self.readable_far,
            lang=self.lang,
        )
        item.setPos(cell_rect(square, self.viewer).center())
        self.addItem(item)
        self.cards[instance] = item
        return item

    def _schedule(self, anim: QVariantAnimation | QParallelAnimationGroup) -> None:
        """Start ``anim`` after the events before it in the same answer."""
        group = QSequentialAnimationGroup(self)
        if self._delay:
            group.addPause(self._delay)
        group.addAnimation(anim)
        self._delay += STAGGER_MS
        self._animations.append(group)
        # An animation also stops without finishing when the card it moves leaves the
        # Arena under it (a card Summoned and sent away by the same answer).
        group.stateChanged.connect(
            lambda new, _old: self._forget(group)
            if new == QAbstractAnimation.State.Stopped else None
        )
        group.start()

    def _forget(self, group: QSequentialAnimationGroup) -> None:
        if group in self._animations:
            self._animations.remove(group)

    def _on_batch_finished(self) -> None:
        self._delay = 0

    def _on_first_player_token(self, seat: int) -> None:
        """6.8: the First Player Token changed hands."""
        self.mat.first_player_token = seat
        self.mat.update()

    @property
    def animating(self) -> bool:
        """Whether a summon or snatch animation is still running."""
        return bool(self._animations)

    def on_summoned(self, instance: int, square: int, controller: int) -> None:
        """P9.1: the card lands on its square, face up, with its Marking Token."""
        old = self.cards.pop(instance, None)
        if old is not None:
            self.removeItem(old)
        g = self.controller.game
        assert g is not None
        item = self._add_card(instance, square, controller, g.setup.printed[instance], 0)
        item.setOpacity(0.0)
        item.setScale(1.3)
        drop = QParallelAnimationGroup(self)
        fade = QPropertyAnimation(item, b"opacity", self)
        fade.setStartValue(0.0)
        fade.setEndValue(1.0)
        fade.setDuration(SUMMON_MS // 2)
        scale = QPropertyAnimation(item, b"scale", self)
        scale.setStartValue(1.3)
        scale.setEndValue(1.0)
        scale.setDuration(SUMMON_MS)
        scale.setEasingCurve(QEasingCurve.Type.OutBack)
        drop.addAnimation(fade)
        drop.addAnimation(scale)
        self._schedule(drop)

    def on_snatched(self, instance: int, before: int, after: int) -> None:
        """P10.5: the Marking Token turns over; the card does not rotate (4.2.2)."""
        item = self.cards.get(instance)
        if item is not None:
            self._schedule(item.token.turn_over(before, after))

    def on_ward_changed(self, instance: int, count: int) -> None:
        """P10.4: the Ward Tokens on a card."""
        item = self.cards.get(instance)
        if item is not None:
            item.set_state(wards=count)

    def on_card_left(self, instance: int, square: int, destination: str) -> None:
        """4.5.5: the card leaves the Arena (to its owner's Void or Hand)."""
        item = self.cards.pop(instance, None)
        if item is None:
            return
        fade = QPropertyAnimation(item, b"opacity", self)
        fade.setStartValue(1.0)
        fade.setEndValue(0.0)
        fade.setDuration(SUMMON_MS)
        fade.finished.connect(lambda: self.removeItem(item) if item.scene() is self else None)
        self._schedule(fade)

    def on_powers_changed(self) -> None:
        """P5.4: current powers, with modifiers shown on the badge (4.6.1)."""
        g = self.controller.game
        if g is None:
            return
        powers = g.arena_powers()
        for instance, item in self.cards.items():
            sq = g.pos[instance]
            if sq >= 0:
                item.set_state(power=powers[sq])

    def finish_animations(self) -> None:
        """Jump every running animation to its end (tests, screenshots)."""
        for group in list(self._animations):
            group.setCurrentTime(group.totalDuration())
            group.stop()
            self._forget(group)
        for item in self.cards.values():
            item.setOpacity(1.0)
            item.setScale(1.0)
            item.token.set_seat(item.token.seat)
        for item in list(self.items()):
            if isinstance(item, CardItem) and item.instance not in self.cards:
                self.removeItem(item)
        self._delay = 0

    # ------------------------------------------------------------------ input

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            sq = self.square_at(event.scenePos())
            if sq >= 0:
                self.square_clicked.emit(sq)
                event.accept()
                return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        self._hover(self.square_at(event.scenePos()))
        super().mouseMoveEvent(event)

    def _hover(self, sq: int) -> None:
        if sq != self._hovered:
            self._hovered = sq
            self.square_hovered.emit(sq)
            g = self.controller.game
            card = g.board[sq] if g is not None and sq >= 0 else -1
            self.card_hovered.emit(card)

    def leave(self) -> None:
        """The pointer left the view."""
        self._hover(-1)

    def dragEnterEvent(self, event: QGraphicsSceneDragDropEvent) -> None:  # noqa: N802
        payload = decode_hand_card(event.mimeData())
        if payload is None:
            event.ignore()
            return
        # A Hand card is welcome wherever it enters the Arena, its frame included: Qt
        # sends no further drag moves to a view that refused the drag's entry, so the
        # square under the pointer decides only whether a drop is possible (dragMove).
        self.hand_card_dragged.emit(payload[0], payload[1], self.square_at(event.scenePos()))
        event.setDropAction(Qt.DropAction.CopyAction)
        event.accept()

    def dragMoveEvent(self, event: QGraphicsSceneDragDropEvent) -> None:  # noqa: N802
        payload = decode_hand_card(event.mimeData())
        if payload is None:
            event.ignore()
            return
        sq = self.square_at(event.scenePos())
        self.hand_card_dragged.emit(payload[0], payload[1], sq)
        if sq >= 0 and sq in self.overlay.legal:
            event.setDropAction(Qt.DropAction.CopyAction)
            event.accept()
        else:
            event.ignore()

    def dragLeaveEvent(self, event: QGraphicsSceneDragDropEvent) -> None:  # noqa: N802
        self.drag_ended.emit()
        event.accept()

    def dropEvent(self, event: QGraphicsSceneDragDropEvent) -> None:  # noqa: N802
        payload = decode_hand_card(event.mimeData())
        sq = self.square_at(event.scenePos())
        if payload is None or sq < 0 or sq not in self.overlay.legal:
            event.ignore()
            self.drag_ended.emit()
            return
        event.setDropAction(Qt.DropAction.CopyAction)
        event.accept()
        self.drag_ended.emit()
        self.hand_card_dropped.emit(payload[0], payload[1], sq)


class OverlayItem(QGraphicsObject):
    """Highlights above the cards: legal squares, choices, the keyboard cursor, and the
    preview of what a Summon would snatch (P10.2-P10.4)."""

    def __init__(self, scene: ArenaScene) -> None:
        super().__init__()
        self._scene = scene
        self.legal: set[int] = set()
        self.mode = ""  # "summon", "choose" or ""
        self.cursor = -1
        self.hovered = -1
        self.ghost: CardDef | None = None
        self.ghost_square = -1
        self.ghost_owner = 0
        self.outcomes: list[tuple[int, str]] = []
        self.last_summon = -1
        self.source = -1
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

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, BOARD_W, BOARD_H)

    def clear(self) -> None:
        """No highlight at all."""
        self.set_highlights(set(), "")
        self.set_preview(-1, None, 0, [])
        self.set_source(-1)
        self.cursor = -1
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

    def set_cursor(self, square: int) -> None:
        """The keyboard cursor (-1: hidden)."""
        self.cursor = square
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
            self._paint_outcome(painter, card_rect_in(cell_rect(sq, viewer)), outcome)
        if self.cursor >= 0:
            rect = card_rect_in(cell_rect(self.cursor, viewer)).adjusted(-7, -7, 7, 7)
            painter.setPen(QPen(CURSOR_COLOUR, 3.0, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, 12, 12)

    def _paint_outcome(self, painter: QPainter, rect: QRectF, outcome: str) -> None:
        """A label across the card that the Summon would affect."""
        texts = {
            "snatch": self.tr("Snatch"),
            "ward": self.tr("Ward blocks"),
            "tie": self.tr("Tie: no snatch"),
            "counter": self.tr("Counter-snatch!"),
        }
        colour = OUTCOME_COLOURS[outcome]
        painter.save()
        painter.setPen(QPen(colour, 4.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 10, 10)
        # across the top of the card, clear of the Marking Token and Ward Tokens on its midline
        band = QRectF(rect.left() - 6, rect.top() + rect.height() * 0.2 - 17, rect.width() + 12, 34)
        path = QPainterPath()
        path.addRoundedRect(band, 8, 8)
        grad = QLinearGradient(band.topLeft(), band.bottomLeft())
        grad.setColorAt(0.0, colour.lighter(115))
        grad.setColorAt(1.0, colour.darker(120))
        painter.fillPath(path, QBrush(grad))
        painter.setPen(QPen(QColor(20, 20, 28), 1.5))
        painter.drawPath(path)
        font = text_font(15, bold=True)
        text = texts[outcome]
        while QFontMetricsF(font).horizontalAdvance(text) > band.width() - 8 and font.pixelSize() > 9:
            font.setPixelSize(font.pixelSize() - 1)
        painter.setFont(font)
        painter.setPen(QColor(255, 255, 255) if outcome == "counter" else QColor(20, 20, 28))
        painter.drawText(band, Qt.AlignmentFlag.AlignCenter, text)
        painter.restore()


class ArenaView(QGraphicsView):
    """Shows the :class:`ArenaScene` scaled to fit the window, with keyboard control.

    Arrow keys move a cursor over the squares (in screen directions), Enter or Space
    acts on the square under it (the same as a click), Escape cancels a selection.
    """

    cancelled = Signal()

    def __init__(self, scene: ArenaScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.arena = scene
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setAcceptDrops(True)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setBackgroundBrush(QColor(24, 30, 36))
        self.setMinimumSize(220, 280)
        self.setAccessibleName(self.tr("Arena"))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.fit()

    def fit(self) -> None:
        """4 × 4 Arena scaled to the widget, keeping its proportions (hi-DPI and resizing)."""
        self.fitInView(self.arena.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def leaveEvent(self, event: object) -> None:  # noqa: N802
        self.arena.leave()
        super().leaveEvent(event)  # type: ignore[arg-type]

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        overlay = self.arena.overlay
        key = event.key()
        moves = {
            Qt.Key.Key_Left: (-1, 0),
            Qt.Key.Key_Right: (1, 0),
            Qt.Key.Key_Up: (0, -1),
            Qt.Key.Key_Down: (0, 1),
        }
        if key in moves:
            viewer = self.arena.viewer
            cur = overlay.cursor
            if cur < 0:
                cur = min(overlay.legal) if overlay.legal else 0
                x, y = square_cell(cur, viewer)
            else:
                x, y = square_cell(cur, viewer)
                dx, dy = moves[Qt.Key(key)]
                x = max(0, min(3, x + dx))
                y = max(0, min(3, y + dy))
            sq = (3 - x) + 4 * y if viewer == 1 else x + 4 * (3 - y)
            overlay.set_cursor(sq)
            self.arena._hover(sq)
            event.accept()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if overlay.cursor >= 0:
                self.arena.square_clicked.emit(overlay.cursor)
                event.accept()
                return
        if key == Qt.Key.Key_Escape:
            self.cancelled.emit()
            event.accept()
            return
        super().keyPressEvent(event)
