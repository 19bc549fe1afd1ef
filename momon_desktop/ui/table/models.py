"""Qt list models of the Hand and the Void, fed by the :class:`GameController`.

Both models only read the game. The Hand model keeps its own order of the cards,
because the owner may reorder their Hand (4.4.1) and the order is theirs alone;
the Void model shows what the player looking at it may see (4.5.2, 4.5.3) through
:func:`momon_desktop.engine.view.player_view`.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QAbstractListModel,
    QByteArray,
    QCoreApplication,
    QMimeData,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from momon_desktop.engine.view import player_view
from momon_desktop.ui.core.controller import Changes, GameController
from momon_desktop.ui.look import cardpainter

# The MIME type of a Hand card being dragged: "<seat> <instance>".
HAND_CARD_MIME = "application/x-momon-hand-card"

CARD_ROLE = Qt.ItemDataRole.UserRole + 1
INSTANCE_ROLE = Qt.ItemDataRole.UserRole + 2
FACE_UP_ROLE = Qt.ItemDataRole.UserRole + 3
VISIBLE_ROLE = Qt.ItemDataRole.UserRole + 4

ModelIndex = QModelIndex | QPersistentModelIndex


def encode_hand_card(seat: int, instance: int) -> QMimeData:
    """The drag payload of Hand card ``instance`` of ``seat``."""
    mime = QMimeData()
    mime.setData(HAND_CARD_MIME, QByteArray(f"{seat} {instance}".encode()))
    return mime


def decode_hand_card(mime: QMimeData) -> tuple[int, int] | None:
    """(seat, instance) from a drag payload, or None if it is not a Hand card."""
    if not mime.hasFormat(HAND_CARD_MIME):
        return None
    try:
        seat, instance = bytes(mime.data(HAND_CARD_MIME).data()).decode().split()
        return int(seat), int(instance)
    except ValueError:
        return None


class HandModel(QAbstractListModel):
    """The Hand of one seat, in the order its owner arranged it (4.4.1).

    ``seat`` -1 shows nothing: between turns of a hot-seat game the Hand of the
    player who just moved is hidden until the next player is ready.
    """

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self._seat = -1
        # the rows shown: the owner's arrangement (4.4.1), which the engine keeps
        self._order: list[int] = []
        # True while the rows follow the game (a card Summoned, taken back): a view's
        # current row that moves then was not moved by a person
        self.refreshing = False
        self._lang = "en"
        controller.started.connect(self._reset)
        controller.reset.connect(self.refresh)
        controller.changed.connect(self._on_changed)

    # ---------------------------------------------------------------- state

    @property
    def seat(self) -> int:
        """Whose Hand is shown (-1: none)."""
        return self._seat

    def set_seat(self, seat: int) -> None:
        """Show the Hand of ``seat`` (-1 hides every card)."""
        if seat == self._seat:
            return
        self._seat = seat
        self._reset()

    def set_language(self, lang: str) -> None:
        """Card names and tooltips in ``lang``."""
        self._lang = lang
        if self._order:
            self.dataChanged.emit(self.index(0), self.index(len(self._order) - 1))

    def instances(self) -> list[int]:
        """The card instances in display order."""
        return list(self._order)

    def instance_at(self, row: int) -> int:
        """The card instance shown in ``row``."""
        return self._order[row]

    def row_of(self, instance: int) -> int:
        """The row showing ``instance``, or -1."""
        try:
            return self._order.index(instance)
        except ValueError:
            return -1

    def _arrangement(self) -> list[int]:
        # 4.4.1: the Hand as its owner sees it, through player_view
        return list(self._controller.hand_of(self._seat))

    def _reset(self) -> None:
        self.beginResetModel()
        self._order = self._arrangement()
        self.endResetModel()

    def refresh(self) -> None:
        """Re-read the owner's arrangement from the game, row by row where it can, so
        that views keep their selection."""
        cards = self._arrangement()
        if cards == self._order:
            return
        self.refreshing = True
        try:
            self._refresh_to(cards)
        finally:
            self.refreshing = False

    def _refresh_to(self, cards: list[int]) -> None:
        present = set(cards)
        # Remove cards that left, one row at a time.
        for row in range(len(self._order) - 1, -1, -1):
            if self._order[row] not in present:
                self.beginRemoveRows(QModelIndex(), row, row)
                del self._order[row]
                self.endRemoveRows()
        if cards[: len(self._order)] != self._order:
            # P9.1: a Summon moved another copy than the one named, and the copies
            # changed places; the arrangement is read again whole.
            self._reset()
            return
        # 4.4.1 / PD.11: new cards (returned to the Hand) join at the end.
        new = cards[len(self._order):]
        if new:
            first = len(self._order)
            self.beginInsertRows(QModelIndex(), first, first + len(new) - 1)
            self._order.extend(new)
            self.endInsertRows()

    def _on_changed(self, changes: Changes) -> None:
        if not changes.reset and self._seat in changes.hand_seats:
            self.refresh()

    def move_card(self, source_row: int, dest_row: int) -> bool:
        """Move one card so that it ends before ``dest_row`` (4.4.1: the owner reorders)."""
        return self.moveRows(QModelIndex(), source_row, 1, QModelIndex(), dest_row)

    # ---------------------------------------------------------------- QAbstractListModel

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._order)

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not (0 <= index.row() < len(self._order)):
            return None
        g = self._controller.game
        if g is None:
            return None
        instance = self._order[index.row()]
        card = g.defs[instance]
        if role == Qt.ItemDataRole.DisplayRole or role == Qt.ItemDataRole.AccessibleTextRole:
            return card.display_name(self._lang)
        if role == Qt.ItemDataRole.ToolTipRole:
            return cardpainter.describe_card(card, self._lang)
        if role == CARD_ROLE:
            return card
        if role == INSTANCE_ROLE:
            return instance
        if role == FACE_UP_ROLE or role == VISIBLE_ROLE:
            return True
        return None

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.ItemIsDropEnabled
        return (
            Qt.ItemFlag.ItemIsEnabled
            | Qt.ItemFlag.ItemIsSelectable
            | Qt.ItemFlag.ItemIsDragEnabled
            | Qt.ItemFlag.ItemNeverHasChildren
        )

    def supportedDropActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction

    def supportedDragActions(self) -> Qt.DropAction:
        # Move within the Hand (reorder); Copy onto the Arena, where the controller
        # applies the Summon and the Hand is re-read from the game.
        return Qt.DropAction.MoveAction | Qt.DropAction.CopyAction

    def mimeTypes(self) -> list[str]:
        return [HAND_CARD_MIME]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        rows = sorted({i.row() for i in indexes if i.isValid()})
        if not rows:
            return QMimeData()
        return encode_hand_card(self._seat, self._order[rows[0]])

    def canDropMimeData(
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: ModelIndex
    ) -> bool:
        payload = decode_hand_card(data)
        return payload is not None and payload[0] == self._seat and payload[1] in self._order

    def dropMimeData(
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: ModelIndex
    ) -> bool:
        """4.4.1: a Hand card dropped between two others moves there."""
        payload = decode_hand_card(data)
        if payload is None or not self.canDropMimeData(data, action, row, column, parent):
            return False
        source = self._order.index(payload[1])
        dest = len(self._order) if row < 0 else row
        if parent.isValid():
            dest = parent.row()
        self.move_card(source, dest)
        # The move is done here; the dragging view must not remove anything.
        return False

    def moveRows(
        self,
        source_parent: ModelIndex,
        source_row: int,
        count: int,
        dest_parent: ModelIndex,
        dest_child: int,
    ) -> bool:
        n = len(self._order)
        if source_parent.isValid() or dest_parent.isValid() or count < 1:
            return False
        if source_row < 0 or source_row + count > n or not (0 <= dest_child <= n):
            return False
        if source_row <= dest_child <= source_row + count:
            return False
        if not self.beginMoveRows(
            QModelIndex(), source_row, source_row + count - 1, QModelIndex(), dest_child
        ):
            return False
        block = self._order[source_row : source_row + count]
        del self._order[source_row : source_row + count]
        at = dest_child if dest_child < source_row else dest_child - count
        self._order[at:at] = block
        self.endMoveRows()
        # 4.4.1: the arrangement is the owner's, and the engine keeps it
        self._controller.arrange_hand(self._seat, self._order)
        return True


class VoidModel(QAbstractListModel):
    """The Void of ``owner`` as the player ``viewer`` may see it.

    Face-down cards show their face only to their owner (4.5.2); face-up cards to
    everyone (4.5.3). ``viewer`` -1 is nobody in particular: only public faces.
    """

    def __init__(
        self, controller: GameController, owner: int, viewer: int, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._controller = controller
        self.owner = owner
        self._viewer = viewer
        self._lang = "en"
        self._cards: list[tuple[int | None, bool]] = []
        controller.reset.connect(self.refresh)
        controller.changed.connect(self._on_changed)
        self.refresh()

    @property
    def viewer(self) -> int:
        """Who is looking (0, 1, or -1 for no player)."""
        return self._viewer

    def set_viewer(self, viewer: int) -> None:
        """Tell the model who is looking now."""
        if viewer != self._viewer:
            self._viewer = viewer
            self.refresh(force=True)

    def set_language(self, lang: str) -> None:
        """Card names and tooltips in ``lang``."""
        self._lang = lang
        self.refresh(force=True)

    def _on_changed(self, changes: Changes) -> None:
        if not changes.reset and self.owner in changes.void_seats:
            self.refresh()

    def refresh(self, force: bool = False) -> None:
        """Re-read the Void through the viewer's eyes."""
        g = self._controller.game
        cards: list[tuple[int | None, bool]] = []
        if g is not None:
            view = player_view(g, self._viewer)
            cards = [(v.instance, v.face_up) for v in view.voids[self.owner]]
        if cards == self._cards and not force:
            return
        self.beginResetModel()
        self._cards = cards
        self.endResetModel()

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._cards)

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not (0 <= index.row() < len(self._cards)):
            return None
        g = self._controller.game
        instance, face_up = self._cards[index.row()]
        card = g.defs[instance] if g is not None and instance is not None else None
        if role == Qt.ItemDataRole.DisplayRole or role == Qt.ItemDataRole.AccessibleTextRole:
            if card is None:
                return cardpainter.describe_card_back()
            return card.display_name(self._lang)
        if role == Qt.ItemDataRole.ToolTipRole:
            if card is None:
                return QCoreApplication.translate(
                    "VoidModel", "Face down: only its owner may look at it (4.5.2)."
                )
            facing = (
                QCoreApplication.translate("VoidModel", "Face up: public (4.5.3).")
                if face_up
                else QCoreApplication.translate("VoidModel", "Face down: you own it (4.5.2).")
            )
            return cardpainter.describe_card(card, self._lang) + "\n" + facing
        if role == CARD_ROLE:
            return card
        if role == INSTANCE_ROLE:
            return instance
        if role == FACE_UP_ROLE:
            return face_up
        if role == VISIBLE_ROLE:
            return card is not None
        return None

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemNeverHasChildren
