"""Scripted opponents in the app: portraits drawn from the profile, the picker in the New
Game dialog, and the controller playing a profile's strength with its style."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF, QSettings, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from momon_desktop.ai import LEVELS, make_player
from momon_desktop.cards import bundled_decks, bundled_pool, check_deck
from momon_desktop.engine.events import Summoned
from momon_desktop.storage import SeatPlayer
from momon_desktop.ui.assembly import build_table
from momon_desktop.ui.core.controller import GameController, GameSpec, PlayerInfo
from momon_desktop.ui.features.opponents import (
    OpponentPicker,
    bundled_profiles,
    face_card,
    offer_opponents,
    paint_portrait,
    portrait_pixmap,
)
from momon_desktop.ui.features.persistence import GamePersistence
from momon_desktop.ui.table.newgame import NewGameDialog
from momon_desktop.ui.text.i18n import install_language

pytestmark = pytest.mark.gui


def render(profile, size: int = 96) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint_portrait(painter, QRectF(0, 0, size, size), profile.portrait,
                   face_card(profile, bundled_pool()))
    painter.end()
    return image


def colour_share(image: QImage, colour: QColor, tolerance: int = 40) -> float:
    """The share of opaque pixels within ``tolerance`` of ``colour``."""
    near = opaque = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            c = image.pixelColor(x, y)
            if c.alpha() < 200:
                continue
            opaque += 1
            if abs(c.red() - colour.red()) + abs(c.green() - colour.green()) \
                    + abs(c.blue() - colour.blue()) <= tolerance:
                near += 1
    return near / max(1, opaque)


def test_every_bundled_opponent_has_a_legal_deck_and_a_face_from_the_card_pool():
    pool = bundled_pool()
    profiles = bundled_profiles()
    assert len(profiles) >= 6
    # every level has a scripted opponent but expert, which none plays at
    assert {p.strength for p in profiles} == set(LEVELS) - {"expert"}
    assert {"aggressive", "defensive"} <= {p.style for p in profiles}
    for profile in profiles:
        assert check_deck(profile.deck, "standard", pool) == []
        assert face_card(profile, pool) is pool.get(profile.portrait.motif)


def test_portraits_are_drawn_the_same_every_time_and_differ_between_opponents():
    profiles = bundled_profiles()
    images = [render(p) for p in profiles]
    for profile, image in zip(profiles, images, strict=True):
        assert render(profile) == image
        # the profile's own colours are in the picture
        assert colour_share(image, QColor(profile.portrait.background)) > 0.03
        assert colour_share(image, QColor(profile.portrait.accent)) > 0.02
    for i in range(len(images)):
        for j in range(i + 1, len(images)):
            assert images[i] != images[j]


def test_the_frame_shape_follows_the_description():
    by_frame = {p.portrait.frame: p for p in bundled_profiles()}
    assert set(by_frame) == {"round", "square", "hexagon"}
    corner = {frame: render(p, 120).pixelColor(10, 10).alpha() for frame, p in by_frame.items()}
    # a rounded square reaches into the corner region, a circle and a hexagon do not
    assert corner["square"] > 200
    assert corner["round"] == 0 and corner["hexagon"] == 0
    side = {frame: render(p, 120).pixelColor(6, 60).alpha() for frame, p in by_frame.items()}
    # a pointy-topped hexagon leaves its left and right edges short of the box
    assert side["round"] > 200 and side["hexagon"] < side["round"]


def test_portrait_pixmaps_are_cached_per_size():
    profile = bundled_profiles()[0]
    face = face_card(profile, bundled_pool())
    a = portrait_pixmap(profile, face, 64)
    assert portrait_pixmap(profile, face, 64) is a
    assert portrait_pixmap(profile, face, 80).width() == 80


@pytest.fixture
def dialog(qtbot):
    pool = bundled_pool()
    dlg = NewGameDialog(bundled_decks(), pool, "en", True)
    qtbot.addWidget(dlg)
    assert offer_opponents(dlg) is dlg.opponents
    return dlg


def test_the_new_game_dialog_offers_every_opponent_with_a_portrait(dialog):
    picker = dialog.opponents.picker
    profiles = bundled_profiles()
    assert [t.profile for t in picker.tiles[1:]] == list(profiles)
    assert picker.tiles[0].isChecked() and picker.current() is None
    assert [t.text() for t in picker.tiles[1:]] == [p.name.en for p in profiles]
    # without a computer opponent on offer there is no picker
    plain = NewGameDialog(bundled_decks(), bundled_pool(), "en", False)
    assert offer_opponents(plain) is None and plain.opponents is None
    plain.deleteLater()


def test_choosing_an_opponent_sets_player_b_name_deck_strength_and_style(dialog):
    profile = next(p for p in bundled_profiles() if p.id == "auntie-lamduan")
    dialog.opponents.picker.set_current(profile.id)
    assert dialog.names[1].text() == "Auntie Lamduan"
    assert dialog.kind_boxes[1].currentData() == "normal"
    assert dialog.kind_boxes[1].currentText() == "Computer: normal"
    deck = dialog.offered[dialog.deck_boxes[1].currentIndex()]
    assert deck.cards == tuple(profile.deck)
    picker = dialog.opponents.picker
    assert picker.name_label.text() == "Auntie Lamduan"
    assert picker.other_name.text() == "ป้าลำดวน"
    assert "normal" in picker.facts.text() and "defensive" in picker.facts.text()
    assert "Spirit House Guardian ×2" in picker.deck_label.text()
    assert picker.portrait.profile is profile
    spec = dialog.spec()
    seat = next(s for s in (0, 1) if spec.players[s].name == "Auntie Lamduan")
    player = spec.players[seat]
    assert (player.kind, player.style, player.profile) == ("normal", "defensive", "auntie-lamduan")
    assert tuple(c.id for c in spec.decks[seat]) == tuple(profile.deck)
    assert (spec.players[1 - seat].style, spec.players[1 - seat].profile) == ("balanced", "")


def test_changing_player_b_by_hand_leaves_the_scripted_opponent(dialog):
    profile = next(p for p in bundled_profiles() if p.style == "aggressive")
    dialog.opponents.picker.set_current(profile.id)
    assert dialog.opponents.style_for(1) == "aggressive"
    other = next(i for i in range(dialog.kind_boxes[1].count())
                 if dialog.kind_boxes[1].itemData(i) != profile.strength)
    dialog.kind_boxes[1].setCurrentIndex(other)
    assert dialog.opponents.picker.current() is None
    assert dialog.opponents.picker.tiles[0].isChecked()
    assert dialog.opponents.style_for(1) == "balanced"
    assert dialog.opponents.profile_for(1) == ""
    assert all(p.style == "balanced" and not p.profile for p in dialog.spec().players)


def test_free_choice_gives_player_b_back_to_the_fields(dialog):
    dialog.opponents.picker.set_current("novice-nok")
    assert dialog.names[1].text() == "Nok the Novice"
    dialog.opponents.picker.set_current(None)
    assert dialog.names[1].text() == ""
    assert all(d.source != "opponent:novice-nok" for d in dialog.offered)


def test_the_picker_speaks_thai(qtbot):
    install_language("th")
    picker = OpponentPicker(bundled_profiles(), bundled_pool(), "th")
    qtbot.addWidget(picker)
    picker.set_current("auntie-lamduan")
    assert picker.name_label.text() == "ป้าลำดวน"
    assert picker.other_name.text() == "Auntie Lamduan"
    assert picker.tiles[2].text() == "ป้าลำดวน"
    # strength names read in Thai (they are not game terms of the rules)
    assert "ปานกลาง" in picker.facts.text() and "normal" not in picker.facts.text()
    assert "ตั้งรับ" in picker.facts.text()
    assert picker.title() != "Opponent for Player B"


@pytest.mark.parametrize("style", ["aggressive", "defensive"])
def test_the_controller_plays_a_profile_with_its_style_on_the_worker_thread(qtbot, style):
    pool = bundled_pool()
    profile = next(p for p in bundled_profiles() if p.style == style)
    decks = bundled_decks()
    spec = GameSpec(
        decks=(tuple(pool.get(c) for c in profile.deck), tuple(pool.get(c) for c in decks[0].cards)),
        players=(PlayerInfo(profile.name.en, profile.strength, "", profile.style),
                 PlayerInfo("Ada", "human")),
        seed=11,
    )
    controller = GameController()
    try:
        answered: list[int] = []
        controller.changed.connect(
            lambda changes: answered.extend(e.card for e in changes.of(Summoned)))
        controller.new_game(spec)
        g = controller.game
        before = g.copy()
        assert controller.thinking_seat == 0
        qtbot.waitUntil(lambda: len(g.history) == 1, timeout=10000)
        seed = random.Random(g.seed * 1000 + 0).randrange(1 << 30)
        expected = make_player(profile.strength, profile.style).choose(before, seed)
        assert g.history[0] == expected
        assert controller.thinking_seat == -1
    finally:
        controller.shutdown()


def test_a_new_game_against_an_opponent_from_the_window(qtbot, tmp_path):
    window = build_table(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    dlg = window.request_new_game()
    dlg.opponents.picker.set_current("storm-chaser-kla")
    dlg.accept()
    c = window.controller
    seat = next(s for s in (0, 1) if c.players[s].name == "Kla the Storm Chaser")
    assert (c.players[seat].kind, c.players[seat].style) == ("hard", "aggressive")
    assert c.players[seat].profile == "storm-chaser-kla"
    assert c.players[1 - seat].is_human
    # the game record says who plays that seat
    seats = window.autosave.load().record.seats
    assert (seats.first, seats.second)[seat] == SeatPlayer(
        kind="opponent", profile="storm-chaser-kla", level="hard", style="aggressive")
    assert (seats.first, seats.second)[1 - seat] == SeatPlayer.person()
    # the computer's panel names its strength
    panel = window.near_panel if window.near_panel.seat == seat else window.far_panel
    assert panel.seat == seat
    qtbot.waitUntil(lambda: c.thinking_seat == -1, timeout=10000)
    window.close()


def test_a_resumed_game_against_an_opponent_plays_with_its_recorded_style(qtbot, tmp_path):
    pool = bundled_pool()
    profile = next(p for p in bundled_profiles() if p.id == "auntie-lamduan")
    other = bundled_decks()[0]
    decks = (tuple(pool.get(c) for c in other.cards), tuple(pool.get(c) for c in profile.deck))
    first = build_table(QSettings(str(tmp_path / "one.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(first)
    first.start_game(GameSpec(decks, (PlayerInfo("Ada", "human"),
                                      PlayerInfo("Auntie Lamduan", "normal", "", "defensive",
                                                 "auntie-lamduan")), seed=4))
    second = build_table(QSettings(str(tmp_path / "two.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(second)
    second.feature(GamePersistence).resumer.offer_resume().resume_button.click()
    c = second.controller
    assert (c.players[1].kind, c.players[1].style, c.players[1].profile) \
        == ("normal", "defensive", "auntie-lamduan")
    assert (c.players[0].kind, c.players[0].style, c.players[0].profile) \
        == ("human", "balanced", "")
    first.close()
    second.close()


def test_a_computer_seat_is_never_taken_for_an_opponent(qtbot, tmp_path):
    # the profile's name, strength and deck, but not chosen as the opponent: the seat
    # is the computer with its own style, and nothing guesses otherwise
    window = build_table(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    pool = bundled_pool()
    profile = next(p for p in bundled_profiles() if p.id == "auntie-lamduan")
    other = bundled_decks()[0]
    window.start_game(GameSpec(
        decks=(tuple(pool.get(c) for c in other.cards), tuple(pool.get(c) for c in profile.deck)),
        players=(PlayerInfo("Ada", "human"), PlayerInfo("Auntie Lamduan", "normal")),
        seed=4,
    ))
    qtbot.wait(50)
    c = window.controller
    assert (c.players[1].style, c.players[1].profile) == ("balanced", "")
    assert window.autosave.load().record.seats.second == SeatPlayer(kind="computer", level="normal",
                                                             style="balanced")
    window.close()


def test_strengths_read_in_thai_in_the_thai_new_game_dialog(qtbot):
    install_language("th")
    dlg = NewGameDialog(bundled_decks(), bundled_pool(), "th", True)
    qtbot.addWidget(dlg)
    offer_opponents(dlg)
    box = dlg.kind_boxes[1]
    texts = {box.itemData(i): box.itemText(i) for i in range(box.count())}
    thai = {"easy": "ง่าย", "normal": "ปานกลาง", "hard": "ยาก"}
    for level in ("easy", "normal", "hard"):
        # a level is not a game term: it reads in Thai, the whole line with it
        assert thai[level] in texts[level] and level not in texts[level]
