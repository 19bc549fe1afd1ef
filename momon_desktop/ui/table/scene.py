"""The Arena: a ``QGraphicsScene`` with the 4 × 4 mat, its coordinates and the cards.

The scene draws what the :class:`GameController` reports and turns pointer and drag
input into plain signals (a square clicked, a Hand card dropped on a square); the
window decides what they mean. Squares are laid out from the seat of the player at
the screen: coordinates belong to the squares and never change (4.3.2, 4.3.3), so
seen from the second player's seat A is on the right and row 4 is nearest.

Animated items are ``QGraphicsObject``: a summoned card drops onto its square, and a
snatch turns its Marking Token over to the new controller's side; the card itself
never rotates (4.2.2, P10.5).

The Mat and the squares' geometry are in :mod:`.arenamat`, the card items in
:mod:`.arenacards` and the highlights in :mod:`.arenaoverlay`; this module offers
their names too.
"""

from __future__ import annotations

from PySide6.QtCore import (
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
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QResizeEvent, QTransform
from PySide6.QtWidgets import (
    QGraphicsScene,
    QGraphicsSceneDragDropEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsView,
    QWidget,
)

from momon_desktop.ui.core.controller import GameController
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

# The scene's interface, with the Mat, the card items and the overlay from the modules
# beside it.
__all__ = [
    "BOARD_H", "BOARD_W", "CARD_W", "CELL_H", "CELL_W", "CURSOR_COLOUR", "LEGAL_COLOUR",
    "MARGIN", "MAT_COLOUR", "MAT_EDGE", "OPTION_COLOUR", "OUTCOME_COLOURS", "SEATS",
    "FIT_SLACK", "SNATCH_MS", "STAGGER_MS", "SUMMON_MS", "WELL_COLOUR", "ArenaScene", "ArenaView",
    "CardItem", "MarkingTokenItem", "MatItem", "OverlayItem", "card_rect_in", "cell_rect",
    "paint_first_player_token", "square_cell",
]

SUMMON_MS = 280
# The Arena keeps its scale while the view's size changes by less than this share
# (a panel a line taller or shorter): the cards are then not painted again.
FIT_SLACK = 0.05
# Events of one answer play one after another, this far apart.
STAGGER_MS = 180


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
        """4 × 4 Arena scaled to the widget, keeping its proportions (hi-DPI and resizing).

        The scale is the largest that fits, less half of :data:`FIT_SLACK`, and stays as
        it is while it is within :data:`FIT_SLACK` of the largest that fits: every new
        scale has every card painted again at its new size."""
        rect = self.arena.sceneRect()
        view = self.viewport().rect().adjusted(2, 2, -2, -2)
        if rect.isEmpty() or view.isEmpty():
            return
        best = min(view.width() / rect.width(), view.height() / rect.height())
        scale = self.transform().m11()
        if not best * (1 - FIT_SLACK) <= scale <= best:
            scale = best * (1 - FIT_SLACK / 2)
        if scale != self.transform().m11():
            self.setTransform(QTransform.fromScale(scale, scale))
        self.centerOn(rect.center())

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
