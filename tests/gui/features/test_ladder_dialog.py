"""The ratings in the New Game dialog: every computer choice with its rating and a line
on how it plays, the dialog inside a low screen with OK and Cancel in sight, and a
broken rating file reported in words with a fresh start."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from momon_desktop.ai import LEVELS
from momon_desktop.storage.rating import rating_path
from momon_desktop.ui.features.ladder import PlayerLadder, RatingBar
from momon_desktop.ui.table.newgame import NewGameDialog
from momon_desktop.ui.text.i18n import install_language
from momon_desktop.ui.text.words import level_description

pytestmark = pytest.mark.gui


def open_dialog(window, qtbot) -> NewGameDialog:  # type: ignore[no-untyped-def]
    dialog = window.request_new_game()
    qtbot.waitExposed(dialog)
    return dialog


def test_every_level_and_opponent_is_offered_with_its_rating(window, qtbot):
    dialog = open_dialog(window, qtbot)
    ladder = window.feature(PlayerLadder)
    ratings = ladder.ratings()
    box = dialog.kind_boxes[1]
    for level in LEVELS:
        i = box.findData(level)
        assert i >= 0
        if level in ratings:
            assert f"rated {round(ratings[level])}" in box.itemText(i)
        else:  # not measured yet: offered without a rating
            assert "rated" not in box.itemText(i)
        box.setCurrentIndex(i)
        assert dialog.kind_notes[1].text() == level_description(level) != ""
    assert not dialog.kind_notes[0].isVisible()  # a person: no line
    picker = dialog.opponents.picker
    for profile in dialog.opponents.profiles:
        picker.set_current(profile.id)
        if profile.id in ratings:
            assert f"Rated {round(ratings[profile.id])}" in picker.facts.text()
        else:
            assert "Rated" not in picker.facts.text()
    dialog.reject()


def test_an_opponent_rated_apart_from_the_level_shown_says_both(window, qtbot):
    # Novice Nok plays at easy: the list shows easy's rating and his card his own, so
    # the card says which is which instead of showing a second figure unexplained
    dialog = open_dialog(window, qtbot)
    ratings = window.feature(PlayerLadder).ratings()
    picker = dialog.opponents.picker
    picker.set_current("novice-nok")
    profile = picker.current()
    assert profile is not None and round(ratings[profile.id]) != round(ratings[profile.strength])
    box = dialog.kind_boxes[1]
    assert box.currentData() == profile.strength
    assert f"rated {round(ratings[profile.strength])}" in box.currentText()
    facts = picker.facts.text()
    assert f"Rated {round(ratings[profile.id])} with this deck and style" in facts
    assert f"the level alone: {round(ratings[profile.strength])}" in facts
    dialog.reject()


def test_the_dialog_fits_a_low_screen_and_every_choice_can_be_reached(window, qtbot):
    window.resize(1024, 700)
    dialog = open_dialog(window, qtbot)
    dialog.fit_to_screen()
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    cancel = dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel)
    room = min(dialog.screen().availableGeometry().height(), window.height())
    assert dialog.height() <= room
    for button in (ok, cancel):
        assert button.isVisible()
        assert dialog.rect().contains(button.geometry().translated(dialog.buttons.pos()))
    # the page scrolls to its last choice: the first player chosen by hand
    dialog.scroll_area.ensureWidgetVisible(dialog.chosen_first)
    qtbot.waitUntil(lambda: dialog.chosen_first.visibleRegion().boundingRect().height()
                    == dialog.chosen_first.height())
    dialog.reject()


def test_a_broken_rating_file_is_reported_and_kept(window, qtbot):
    rating_path().parent.mkdir(parents=True, exist_ok=True)
    rating_path().write_text("{broken", encoding="utf-8")
    dialog = open_dialog(window, qtbot)
    bar = dialog.findChildren(RatingBar)[0]
    assert bar.problem.isVisible()
    text = bar.problem.text()
    assert "rating.json" in text and "rating-unreadable-1.json" in text
    assert "starts again" in text and "Your rating: 1000" in bar.rating.text()
    assert (rating_path().parent / "rating-unreadable-1.json").read_text() == "{broken"
    install_language("th")
    qtbot.waitUntil(lambda: "เริ่มนับใหม่" in bar.problem.text())
    assert "rating.json" in bar.problem.text() and "ไฟล์" in bar.problem.text()
    dialog.reject()


def test_after_beating_a_level_the_next_try_is_never_a_weaker_one(window):
    """A new player (rated about 1000) who beats expert is not told to try normal next:
    the next one up the ladder, or expert again when none is stronger."""
    from momon_desktop.ui.features.ladder import PlayerLadder, RatingLine, opponent_title

    ladder = window.feature(PlayerLadder)
    assert ladder is not None and ladder.ladder is not None
    expert = ladder.ladder.get("expert")
    assert expert is not None
    suggested = ladder.suggestion()
    assert suggested is not None and suggested.rating < expert.rating  # the old advice
    line = RatingLine(ladder, 16.0, "expert")
    weaker = opponent_title(suggested, "en")
    assert weaker not in line.text()
    stronger = [e for e in ladder.ladder.entries if e.rating > expert.rating]
    if stronger:
        assert opponent_title(stronger[0], "en") in line.text()
    else:
        assert "again" in line.text()
