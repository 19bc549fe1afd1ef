"""The Arena: a ``QGraphicsScene`` with the 4 × 4 mat, its coordinates and the cards.

The scene draws what the :class:`GameController` reports and turns pointer and drag
input into plain signals (a square clicked, a Hand card dropped on a square); the
window decides what they mean. Squares are laid out from the seat of the player at
the screen: coordinates belong to the squares and never change (4.3.2, 4.3.3), so
seen from the second player's seat A is on the right and row 4 is nearest.

Animated items are ``QGraphicsObject``: a summoned card drops onto its square, and a
snatch grows an arrow from the snatching card and turns the snatched card's Marking
Token over to the new controller's side; the card itself never rotates (4.2.2,
P10.5). The events of one answer play one after another, in the order the engine
logged them, at the :class:`~momon_desktop.ui.core.pace.Pace` chosen (``off``: at
once). :meth:`ArenaScene.replay` plays a move again for a player who did not see it,
:meth:`ArenaScene.when_settled` calls back once every animation is over (and a pause
after it), and :meth:`ArenaScene.finish_animations` ends them all at once.

The Mat and the squares' geometry are in :mod:`.arenamat`, the card items in
:mod:`.arenacards`, the highlights in :mod:`.arenaoverlay` and the view that shows the
scene in :mod:`.arenaview`; this module offers the names of the first three too.
"""

from __future__ import annotations

from collections.abc import Callable

import shiboken6
from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QGraphicsScene,
    QGraphicsSceneDragDropEvent,
    QGraphicsSceneMouseEvent,
    QWidget,
)

from momon_desktop.engine.events import (
    FirstPlayerTokenTaken,
    LeftArena,
    Snatched,
    Summoned,
    WardBlocked,
    WardsGained,
)
from momon_desktop.ui.core.controller import Changes, GameController
from momon_desktop.ui.core.pace import PACES, Pace
from momon_desktop.ui.table.arenacards import SNATCH_MS, CardItem, MarkingTokenItem
from momon_desktop.ui.table.arenamat import (
    BOARD_H,
    BOARD_W,
    CARD_W,
    CELL_H,
    CELL_W,
    MARGIN,
    MAT_COLOUR,
    MAT_EDGE,
    SEATS,
    WELL_COLOUR,
    MatItem,
    card_rect_in,
    cell_rect,
    paint_first_player_token,
    square_cell,
)
from momon_desktop.ui.table.arenaoverlay import (
    CURSOR_COLOUR,
    LEGAL_COLOUR,
    OPTION_COLOUR,
    OUTCOME_COLOURS,
    OverlayItem,
)
from momon_desktop.ui.table.models import decode_hand_card
from momon_desktop.ui.table.recap import Recap

# The scene's interface, with the Mat, the card items and the overlay from the modules
# beside it.
__all__ = [
    "BOARD_H", "BOARD_W", "CARD_W", "CELL_H", "CELL_W", "CURSOR_COLOUR", "LEGAL_COLOUR",
    "MARGIN", "MAT_COLOUR", "MAT_EDGE", "OPTION_COLOUR", "OUTCOME_COLOURS", "SEATS",
    "SNATCH_MS", "STAGGER_MS", "SUMMON_MS", "WELL_COLOUR", "ArenaScene",
    "CardItem", "MarkingTokenItem", "MatItem", "OverlayItem", "card_rect_in", "cell_rect",
    "paint_first_player_token", "square_cell",
]

# the times of the normal pace (momon_desktop.ui.core.pace)
SUMMON_MS = PACES["normal"].summon_ms
# Events of one answer play one after another, this far apart.
STAGGER_MS = PACES["normal"].stagger_ms

AnyAnimation = QVariantAnimation | QParallelAnimationGroup | QSequentialAnimationGroup


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
    # every animation is over, and the pause asked for after them too
    settled = Signal()

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
        self.pace: Pace = PACES["normal"]
        self._animations: list[QAbstractAnimation] = []
        self._delay = 0
        # called once every animation is over (when_settled), and the pause before
        self._waiters: list[Callable[[], None]] = []
        self._hold_ms = 0
        self._hold: QPauseAnimation | None = None
        self._finishing = False
        controller.reset.connect(self.rebuild)
        controller.changed.connect(self.on_changed)
        controller.batch_finished.connect(self._on_batch_finished)

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

    def set_pace(self, pace: Pace) -> None:
        """Animate at ``pace`` from now on (``off``: every change at once)."""
        self.pace = pace

    def rebuild(self) -> None:
        """Recreate every card item from the game state (new game, undo, redo)."""
        # Stopping an animation takes it off the list (_forget): stop a copy's worth. A
        # new state comes with its own decision, so nothing waits for the old one.
        self._finishing = True
        for anim in list(self._animations):
            anim.stop()
        self._finishing = False
        self._animations.clear()
        self._waiters.clear()
        self._hold_ms = 0
        self._hold = None
        self._delay = 0
        # every card drawn, those fading out after leaving the Arena included
        for item in list(self.items()):
            if isinstance(item, CardItem):
                self.removeItem(item)
        self.cards.clear()
        self.overlay.clear_trail()
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

    def _schedule(self, anim: AnyAnimation, step: int) -> None:
        """Start ``anim`` after the events before it in the same answer; the next one
        starts ``step`` ms after this one."""
        group = QSequentialAnimationGroup(self)
        if self._delay:
            group.addPause(self._delay)
        group.addAnimation(anim)
        self._delay += step
        self._track(group)
        group.start()

    def _track(self, anim: QAbstractAnimation) -> None:
        self._animations.append(anim)
        # An animation also stops without finishing when the card it moves leaves the
        # Arena under it (a card Summoned and sent away by the same answer).
        anim.stateChanged.connect(
            lambda new, _old: self._forget(anim)
            if new == QAbstractAnimation.State.Stopped else None
        )

    def _forget(self, anim: QAbstractAnimation) -> None:
        if not shiboken6.isValid(self):
            return  # the scene is going: its animations stop as it goes
        if anim in self._animations:
            self._animations.remove(anim)
        if anim is self._hold:
            self._hold = None
        if not self._animations and not self._finishing:
            self._on_idle()

    def _on_idle(self) -> None:
        """No animation is left: pause if asked, then call back those waiting."""
        if self._hold_ms > 0 and self.pace.animated:
            hold = QPauseAnimation(self._hold_ms, self)
            self._hold_ms = 0
            self._hold = hold
            self._track(hold)
            hold.start()
            return
        self._hold_ms = 0
        waiters, self._waiters = self._waiters, []
        for waiter in waiters:
            waiter()
        self.settled.emit()

    def when_settled(self, callback: Callable[[], None], hold_ms: int = 0) -> None:
        """Call ``callback`` once every animation is over, ``hold_ms`` after that (the
        mover's look at the outcome of a move); at once when nothing is left to show.
        :meth:`finish_animations` calls it at once; a new state (:meth:`rebuild`)
        forgets it."""
        self._waiters.append(callback)
        self._hold_ms = max(self._hold_ms, hold_ms)
        if not self._animations:
            self._on_idle()

    def _on_batch_finished(self) -> None:
        self._delay = 0

    def _on_first_player_token(self, seat: int) -> None:
        """6.8: the First Player Token changed hands."""
        self.mat.first_player_token = seat
        self.mat.update()

    @property
    def animating(self) -> bool:
        """Whether an animation, or the pause after the animations, is still running."""
        return bool(self._animations)

    @property
    def holding(self) -> bool:
        """Whether the pause after the animations of a move is running (the mover looks
        at its outcome)."""
        return self._hold is not None

    def _mover(self) -> int:
        """The seat whose answer is being drawn."""
        g = self.controller.game
        seats = g.answer_seats() if g is not None else []
        return seats[-1] if seats else -1

    def _trail_for(self, player: int) -> None:
        """The trail on the overlay is of ``player``'s move: a new one when the last was
        another player's."""
        if self.overlay.trail_player != player:
            self.overlay.start_trail(player)

    def on_changed(self, changes: Changes) -> None:
        """Draw what one answer changed on the Arena, in the order it happened (a new
        game, an undo or a redo is drawn whole by :meth:`rebuild`)."""
        if changes.reset:
            return
        for event in changes.events:
            if isinstance(event, Summoned):
                self.on_summoned(event.card, event.square, event.seat)
            elif isinstance(event, Snatched):
                self.on_snatched(event)
            elif isinstance(event, WardsGained | WardBlocked):
                self.on_ward_changed(event.card, event.wards)
            elif isinstance(event, LeftArena):
                self.on_card_left(event.card)
            elif isinstance(event, FirstPlayerTokenTaken):
                self._on_first_player_token(event.seat)
        self.on_powers_changed()

    def on_summoned(self, instance: int, square: int, controller: int) -> None:
        """P9.1: the card lands on its square, face up, with its Marking Token."""
        old = self.cards.pop(instance, None)
        if old is not None:
            self.removeItem(old)
        g = self.controller.game
        assert g is not None
        item = self._add_card(instance, square, controller, g.setup.printed[instance], 0)
        self._trail_for(self._mover())
        self.overlay.add_trail_summon(instance)
        self._drop(item)

    def _drop(self, item: CardItem) -> None:
        """The card falls onto its square."""
        pace = self.pace
        if not pace.animated:
            return
        item.setOpacity(0.0)
        item.setScale(1.3)
        drop = QParallelAnimationGroup(self)
        fade = QPropertyAnimation(item, b"opacity", self)
        fade.setStartValue(0.0)
        fade.setEndValue(1.0)
        fade.setDuration(pace.summon_ms // 2)
        scale = QPropertyAnimation(item, b"scale", self)
        scale.setStartValue(1.3)
        scale.setEndValue(1.0)
        scale.setDuration(pace.summon_ms)
        scale.setEasingCurve(QEasingCurve.Type.OutBack)
        drop.addAnimation(fade)
        drop.addAnimation(scale)
        # the snatches begin as the card lands
        self._schedule(drop, (pace.summon_ms * 3) // 4)

    def on_snatched(self, event: Snatched) -> None:
        """P10.5: an arrow grows from the snatching card (``event.by_card``) and the
        Marking Token turns over; the card does not rotate (4.2.2)."""
        item = self.cards.get(event.card)
        if item is None:
            return
        self._trail_for(self._mover())
        by_card = -1 if event.by_card is None else event.by_card
        self._show_snatch(item, by_card, event.before, event.seat)

    def _show_snatch(self, item: CardItem, by_card: int, before: int, after: int) -> None:
        pace = self.pace
        if not pace.animated:
            self.overlay.add_trail_arrow(by_card, item.instance, after, 1.0)
            item.token.set_seat(after)
            return
        arrow = self.overlay.add_trail_arrow(by_card, item.instance, after, 0.0)
        grow = QVariantAnimation(self)
        grow.setStartValue(0.0)
        grow.setEndValue(1.0)
        grow.setDuration(max(1, pace.arrow_ms))
        grow.setEasingCurve(QEasingCurve.Type.OutCubic)
        grow.valueChanged.connect(lambda value, a=arrow: self.overlay.grow(a, value))
        steps = QSequentialAnimationGroup(self)
        steps.addAnimation(grow)
        steps.addAnimation(item.token.turn_over(before, after, pace.snatch_ms))
        self._schedule(steps, pace.snatch_step_ms)

    def replay(self, recap: Recap) -> None:
        """Play ``recap`` again for a player who did not see it: its Summons drop again,
        each snatch's arrow grows and its Marking Token turns over, in the order they
        happened (P9.1, P10.5); the trail stays on the overlay afterwards."""
        self.finish_animations()
        overlay = self.overlay
        overlay.start_trail(recap.player)
        g = self.controller.game
        if g is None or recap.empty:
            return
        self._delay = self.pace.replay_delay_ms if self.pace.animated else 0
        for instance, square in recap.summons:
            item = self.cards.get(instance)
            if item is not None and g.pos[instance] == square:
                overlay.add_trail_summon(instance)
                self._drop(item)
        # each card shows who controlled it before the first of its snatches
        first: dict[int, int] = {}
        for mark in recap.snatches:
            first.setdefault(mark.card, mark.before)
        if self.pace.animated:
            for instance, before in first.items():
                item = self.cards.get(instance)
                if item is not None:
                    item.token.show_before(before)
        for mark in recap.snatches:
            item = self.cards.get(mark.card)
            if item is not None:
                self._show_snatch(item, mark.by_card, mark.before, mark.after)
        self._delay = 0

    def clear_trail(self) -> None:
        """The trail of the last move goes, and what is left of its animations ends (the
        person at the screen acts)."""
        self.overlay.clear_trail()

    def on_ward_changed(self, instance: int, count: int) -> None:
        """P10.4: the Ward Tokens on a card."""
        item = self.cards.get(instance)
        if item is not None:
            item.set_state(wards=count)

    def on_card_left(self, instance: int) -> None:
        """4.5.5: the card leaves the Arena (to its owner's Void or Hand)."""
        item = self.cards.pop(instance, None)
        if item is None:
            return
        if not self.pace.animated:
            self.removeItem(item)
            return
        fade = QPropertyAnimation(item, b"opacity", self)
        fade.setStartValue(1.0)
        fade.setEndValue(0.0)
        fade.setDuration(self.pace.summon_ms)
        fade.finished.connect(lambda: self.removeItem(item) if item.scene() is self else None)
        self._schedule(fade, self.pace.stagger_ms)

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
        """Jump every running animation to its end, skip the pause after them, and call
        back whoever waits for them (tests, screenshots, a person acting)."""
        self._finishing = True
        for anim in list(self._animations):
            anim.setCurrentTime(anim.totalDuration())
            anim.stop()
            self._forget(anim)
        self._finishing = False
        self._hold = None
        for item in self.cards.values():
            item.setOpacity(1.0)
            item.setScale(1.0)
            item.token.set_seat(item.token.seat)
        for arrow in self.overlay.trail_arrows:
            arrow.progress = 1.0
        self.overlay.update()
        for stale in list(self.items()):
            if isinstance(stale, CardItem) and stale.instance not in self.cards:
                self.removeItem(stale)
        self._delay = 0
        self._hold_ms = 0
        self._on_idle()

    # ------------------------------------------------------------------ input

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            sq = self.square_at(event.scenePos())
            if sq >= 0:
                self.square_clicked.emit(sq)
                event.accept()
                return
        super().mousePressEvent(event)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """A second click soon after the first on the same square (a Summon by click, then
        the ability's choice of that very card) is a click like any other: Qt sends it
        here instead of to :meth:`mousePressEvent`."""
        self.mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
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

    def dragEnterEvent(self, event: QGraphicsSceneDragDropEvent) -> None:
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

    def dragMoveEvent(self, event: QGraphicsSceneDragDropEvent) -> None:
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

    def dragLeaveEvent(self, event: QGraphicsSceneDragDropEvent) -> None:
        self.drag_ended.emit()
        event.accept()

    def dropEvent(self, event: QGraphicsSceneDragDropEvent) -> None:
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
