"""Pacing on the offscreen platform: what a player missed, read from the log; the
mover's look before the hot-seat hand-over, ended at once by ``finish_animations``
and forgotten by a take-back; the speed setting (P9.1, P10.4, P10.5, 4.4.1)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from momon_desktop.engine.events import Event, GameEvent, decode, face_off_code
from momon_desktop.ui.core.pace import PACES, pace_named
from momon_desktop.ui.table.recap import Recap, SnatchMark, recap_line, recap_of
from momon_desktop.ui.text import i18n
from tests.gui.table_helpers import ALL, bundled, card, make_window, spec

pytestmark = pytest.mark.gui

LOG = [
    ("P8.1", "turn_start", 1, 2, -1),
    ("P9.1", "summon", 1, 7, 4),           # seat 1 Summons card 7 onto A2
    ("P10.3", "face_off", 7, 0, face_off_code(3, 1, 1)),
    ("P10.3", "snatch", 1, 0, 7),          # card 7 snatches card 0 for seat 1
    ("P10.4", "ward_block", 3, 0, 1),      # a Ward Token on card 3 stops one
    ("P10.3", "snatch", 0, 7, 3),          # card 3 snatches card 7 back for seat 0
]


def events(log: list[Event], start: int, end: int | None = None) -> tuple[GameEvent, ...]:
    """The engine's events ``log[start:end]``, decoded as the controller hands them on."""
    return tuple(decode(e) for e in log[start:end])


@pytest.mark.rules("P9.1", "P10.4", "P10.5")
def test_a_recap_lists_the_summons_and_snatches_in_order():
    recap = recap_of(events(LOG, 1))
    assert recap == Recap(1, ((7, 4),), (SnatchMark(0, 0, 1, 7), SnatchMark(7, 1, 0, 3)), (3,))
    # a card sent back to its owner's Hand by an ability, another to the Void by one,
    # a third to the Void as its power fell to 0: each named, the player's own too
    more = [*LOG, ("P11.5", "to_hand", 5, 7, -1), ("4.5.1", "to_void", 6, 1, 3),
            ("P11.6", "sbc_void", 2, 0, -1)]
    assert recap_of(events(more, 1)).left == ((5, "hand", 7), (6, "void", 3), (2, "void", -1))
    assert recap_of(events(LOG, len(LOG))).empty
    assert recap_of(events(LOG, 0, 1)).empty


def test_the_recap_line_treats_a_player_name_as_a_name():
    defs = [card(f"c{i}", 3) for i in range(8)]
    names = {0: "Ada", 1: "You"}
    line = recap_line(recap_of(events(LOG, 1)), defs, names.__getitem__, "en", away=True)
    assert line == "While you were away: You Summoned C7 onto A2. C0 changed sides: C7 " \
                   "took it for You. C7 changed sides: C3 took it for Ada. C3 was not " \
                   "taken: a Ward Token was used up instead."
    assert recap_line(recap_of(events(LOG, 1, 3)), defs, names.__getitem__, "en", away=False) \
        == "You Summoned C7 onto A2."
    more = [*LOG, ("P11.5", "to_hand", 5, 7, -1), ("P11.6", "sbc_void", 2, 0, -1)]
    line = recap_line(recap_of(events(more, 1)), defs, names.__getitem__, "en", away=False)
    assert line.endswith("C5 went back to its owner's Hand (ability of C7). C2 left for "
                         "its owner's Void: its power fell to 0.")
    i18n.install_language("th")
    line = recap_line(recap_of(events(LOG, 1)), defs, names.__getitem__, "th", away=True)
    assert line.startswith("ระหว่างที่คุณไม่อยู่: You Summon การ์ด c7 ลงช่อง A2")


def test_an_unknown_speed_is_the_normal_one():
    assert pace_named("bogus") is PACES["normal"] and pace_named("fast") is PACES["fast"]
    assert not PACES["off"].animated


def snatch_game():  # type: ignore[no-untyped-def]
    return spec([card("blind", 2) for _ in range(4)], [card("seer", 5, ALL) for _ in range(4)])


@pytest.mark.rules("4.4.1", "P10.5")
def test_the_hand_over_waits_for_the_mover_and_finish_animations_ends_the_wait(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, pace="normal")
    window.start_game(snatch_game())
    # nobody has moved yet: the first player is asked at once
    assert window.handover.isVisible()
    window.seating.on_handover_ready()
    window.select_card(window.hand_model.instance_at(0))
    window.table_input.on_square_clicked(0)
    # Ada sees her Summon land; Boon's hand-over waits (her own Hand is still hers)
    assert not window.handover.isVisible() and window.seating.handover_waiting == 1
    assert window.scene.animating and window.session.viewer == 0
    window.scene.finish_animations()
    assert window.handover.isVisible() and not window.scene.animating
    assert window.session.viewer == -1 and window.hand_model.rowCount() == 0
    window.close()


def test_a_take_back_during_the_look_cancels_the_hand_over(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, pace="normal")
    window.start_game(snatch_game())
    window.seating.on_handover_ready()
    window.select_card(window.hand_model.instance_at(0))
    window.table_input.on_square_clicked(0)
    assert window.seating.handover_waiting == 1 and window.undo_action.isEnabled()
    window.undo()
    window.scene.finish_animations()
    assert not window.handover.isVisible() and window.seating.handover_waiting == -1
    assert window.session.viewer == 0 and window.session.my_decision() is not None
    window.close()


def test_the_speed_is_kept_in_the_settings(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    assert window.pace.name == "off" and window.animation_actions["off"].isChecked()
    window.animation_actions["fast"].trigger()
    assert window.pace.name == "fast" and window.scene.pace is PACES["fast"]
    window.close()
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    assert settings.value("animation_speed") == "fast"


@pytest.mark.rules("P10.5")
def test_the_missed_move_is_shown_at_once_when_animations_are_off_and_follows_the_language(window):
    window.start_game(snatch_game())
    window.seating.on_handover_ready()
    window.select_card(window.hand_model.instance_at(0))
    window.table_input.on_square_clicked(0)
    window.seating.on_handover_ready()
    window.select_card(window.hand_model.instance_at(0))
    window.table_input.on_square_clicked(4)
    assert window.handover.isVisible()  # off: no look before the hand-over
    window.seating.on_handover_ready()
    overlay = window.scene.overlay
    assert not window.scene.animating
    assert overlay.trail_squares() == {"summoned": [4], "snatched": [0]}
    assert window.prompt.preview_label.text().startswith(
        "While you were away: Boon Summoned Seer onto A2. ")
    assert "changed sides: Seer took it for Boon." in window.prompt.preview_label.text()
    window.set_language("th")
    assert window.prompt.preview_label.text().startswith("ระหว่างที่คุณไม่อยู่: Boon Summon")
    window.set_language("en")


def test_the_last_move_is_looked_at_longer_before_the_result(qtbot, tmp_path, monkeypatch):
    """The result screen waits, after the last move has played out, for a look of its own
    (2.5 s at the normal speed), longer than a hand-over's (0.8 s), which felt short."""
    window = make_window(qtbot, tmp_path, pace="normal")
    window.start_game(bundled(kinds=("human", "easy")))
    holds: list[int] = []
    settled = window.scene.when_settled

    def when_settled(callback, hold=0):  # type: ignore[no-untyped-def]
        holds.append(hold)
        settled(callback, hold)

    monkeypatch.setattr(window.scene, "when_settled", when_settled)
    window.controller.concede(window.session.person_at_screen())
    assert holds[-1] == window.pace.result_ms >= 2500 > window.pace.hold_ms
    window.close()
