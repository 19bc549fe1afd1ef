"""Hand and Void models: Qt's model checks, the owner's order, and Void privacy."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex, Qt

from momon_desktop.engine import Summon
from momon_desktop.ui.core.controller import GameController
from momon_desktop.ui.table.models import (
    CARD_ROLE,
    FACE_UP_ROLE,
    INSTANCE_ROLE,
    VISIBLE_ROLE,
    HandModel,
    VoidModel,
    decode_hand_card,
)
from momon_desktop.ui.table.voidwindow import VoidWindow
from tests.gui.table_helpers import bundled, card, spec, void_down, void_up

pytestmark = pytest.mark.gui


@pytest.fixture
def controller(qtbot):
    c = GameController()
    c.new_game(bundled())
    return c


def test_hand_model_passes_qt_model_checks(controller, qtmodeltester):
    model = HandModel(controller)
    model.set_seat(0)
    qtmodeltester.check(model)
    assert model.rowCount() == 10
    assert model.instances() == controller.game.hands[0]


@pytest.mark.rules("4.4.1")
def test_owner_reorders_the_hand_and_the_order_survives_a_summon(controller, qtmodeltester):
    model = HandModel(controller)
    model.set_seat(0)
    original = model.instances()
    assert model.move_card(0, 3)  # the first card now sits third
    assert model.instances() == original[1:3] + [original[0]] + original[3:]
    assert model.move_card(4, 0)
    moved = model.instances()
    # 4.4.1: the arrangement is kept by the engine, which the model only shows
    assert controller.game.hand_arrangement(0) == moved
    assert HandModel(controller).instances() == [] and controller.hand_of(0) == tuple(moved)
    qtmodeltester.check(model)
    # Summon a card from the middle: the rest keep the owner's order.
    gone = moved[5]
    controller.submit(Summon(gone, 0))
    assert model.instances() == [c for c in moved if c != gone]
    # The game's own Hand order is untouched: the arrangement is the owner's alone.
    assert controller.game.hands[0] == [c for c in original if c != gone]


def test_hand_model_data_roles_and_drag_payload(controller):
    model = HandModel(controller)
    model.set_seat(0)
    index = model.index(2)
    instance = model.instance_at(2)
    assert index.data(INSTANCE_ROLE) == instance
    assert index.data(CARD_ROLE) is controller.game.defs[instance]
    assert index.data(Qt.ItemDataRole.DisplayRole) == controller.game.defs[instance].display_name()
    assert decode_hand_card(model.mimeData([index])) == (0, instance)
    assert model.flags(index) & Qt.ItemFlag.ItemIsDragEnabled
    assert model.flags(QModelIndex()) & Qt.ItemFlag.ItemIsDropEnabled


def test_hidden_hand_has_no_rows(controller, qtmodeltester):
    model = HandModel(controller)
    model.set_seat(0)
    model.set_seat(-1)
    assert model.rowCount() == 0
    qtmodeltester.check(model)


@pytest.fixture
def void_game(qtbot):
    """Seat 0's first card goes to the Void face down, its second face up."""
    c = GameController()
    down = card("down", 3, (), void_down())
    up = card("up", 3, (), void_up())
    c.new_game(spec([down, up, card("a", 1)], [card("b", 1), card("c", 1), card("d", 1)]))
    c.submit(Summon(0, 0))  # face down at the end of turn 1
    c.submit(Summon(3, 15))
    c.submit(Summon(1, 1))  # face up at the end of turn 2
    assert c.game.voids[0] == [0, 1]
    return c


@pytest.mark.rules("4.5.2", "4.5.3")
def test_void_model_shows_face_down_cards_to_their_owner_only(void_game, qtmodeltester):
    owner_view = VoidModel(void_game, owner=0, viewer=0)
    other_view = VoidModel(void_game, owner=0, viewer=1)
    nobody = VoidModel(void_game, owner=0, viewer=-1)
    for model in (owner_view, other_view, nobody):
        qtmodeltester.check(model)
        assert model.rowCount() == 2
    # The owner sees both faces.
    assert owner_view.index(0).data(VISIBLE_ROLE) is True
    assert owner_view.index(0).data(CARD_ROLE).id == "down"
    assert owner_view.index(0).data(FACE_UP_ROLE) is False
    # The opponent sees the face-down card as a back, without even its instance.
    assert other_view.index(0).data(VISIBLE_ROLE) is False
    assert other_view.index(0).data(CARD_ROLE) is None
    assert other_view.index(0).data(INSTANCE_ROLE) is None
    assert other_view.index(0).data(Qt.ItemDataRole.DisplayRole) == "Face-down card"
    # Face up is public.
    for model in (other_view, nobody):
        assert model.index(1).data(VISIBLE_ROLE) is True
        assert model.index(1).data(CARD_ROLE).id == "up"
    assert nobody.index(0).data(CARD_ROLE) is None


def test_void_window_is_told_who_is_looking(void_game, qtbot):
    window = VoidWindow(void_game, owner=0, viewer=1)
    qtbot.addWidget(window)
    assert window.model.index(0).data(CARD_ROLE) is None
    assert "private" in window.header.text()
    window.set_viewer(0)
    assert window.model.index(0).data(CARD_ROLE).id == "down"
    assert "You own this Void" in window.header.text()
    assert window.windowTitle() == "Void of Ada"


@pytest.mark.rules("4.4.1")
def test_a_card_dropped_in_the_hand_moves_there(controller):
    model = HandModel(controller)
    model.set_seat(0)
    before = model.instances()
    mime = model.mimeData([model.index(0)])
    assert model.canDropMimeData(mime, Qt.DropAction.MoveAction, 4, 0, QModelIndex())
    # the move is done by the model; the dragging view must not remove the row
    assert model.dropMimeData(mime, Qt.DropAction.MoveAction, 4, 0, QModelIndex()) is False
    assert model.instances() == before[1:4] + [before[0]] + before[4:]
    # the other player's card cannot be dropped into this Hand
    other = HandModel(controller)
    other.set_seat(1)
    assert not model.canDropMimeData(other.mimeData([other.index(0)]), Qt.DropAction.MoveAction,
                                     0, 0, QModelIndex())
