"""The player's rating, used as a person does: the suggested opponent chosen in the New
Game dialog with the real pointer and the game started, and the result screen of a
game against the computer saying how the rating moved."""

from __future__ import annotations

import json

import pytest

from momon_desktop.ai.ladder import START_RATING, update_rating
from momon_desktop.storage.rating import rating_path
from momon_desktop.ui.features.ladder import PlayerLadder, RatingBar, RatingLine
from momon_desktop.ui.table.newgame import NewGameDialog
from tests.realinput import windows as wn
from tests.realinput.test_result_screen import finish_by_a_click

pytestmark = [pytest.mark.gui, pytest.mark.rules("7.3.4")]


def open_new_game(table) -> NewGameDialog:  # type: ignore[no-untyped-def]
    dialog = wn.open_new_game(table)
    assert isinstance(dialog, NewGameDialog)
    return dialog


def test_the_suggested_opponent_is_chosen_with_one_click_and_the_game_starts(table):
    w = table.window
    dialog = open_new_game(table)
    bars = dialog.findChildren(RatingBar)
    assert len(bars) == 1
    bar = bars[0]
    entry = bar.entry
    assert entry is not None
    assert str(round(START_RATING)) in bar.rating.text()
    assert str(round(entry.rating)) in bar.suggestion.text()
    # the levels are offered with their ratings, the suggestion starred in the picker
    ladder = w.feature(PlayerLadder)
    assert ladder is not None
    for i in range(1, dialog.kind_boxes[1].count()):
        level = dialog.kind_boxes[1].itemData(i)
        rating = ladder.ratings().get(level)
        text = dialog.kind_boxes[1].itemText(i)
        assert (f"rated {round(rating)}" in text) if rating is not None else "rated" not in text
    picker = dialog.opponents.picker
    starred = [t.profile.id for t in picker.tiles[1:] if t.suggested]
    assert starred == ([entry.id] if entry.kind == "opponent" else [])
    table.robot.click_button(bar.choose_button)
    table.qtbot.waitUntil(lambda: dialog.kind_boxes[1].currentData() == entry.level)
    assert dialog.kind_boxes[0].currentData() == "human"
    assert dialog.opponents.profile_for(1) == (entry.id if entry.kind == "opponent" else "")
    before = w.controller.game
    table.robot.click_button(dialog.buttons.button(dialog.buttons.StandardButton.Ok))
    table.qtbot.waitUntil(lambda: w.controller.game is not before and w.controller.game is not None)
    assert not dialog.isVisible()
    players = w.controller.spec.players
    computer = [p for p in players if p.kind != "human"]
    assert len(computer) == 1 and computer[0].kind == entry.level
    assert (computer[0].profile or computer[0].kind) == entry.id


def test_the_result_screen_shows_the_new_rating_after_a_game_against_the_computer(table):
    w = table.window
    ladder = w.feature(PlayerLadder)
    assert ladder is not None
    dialog = finish_by_a_click(table)
    lines = dialog.findChildren(RatingLine)
    assert len(lines) == 1
    line = lines[0]
    assert line.isVisible()
    person = [p.kind for p in w.controller.spec.players].index("human")
    winner = dialog.game_result.winner
    score = 0.5 if winner is None else (1.0 if winner == person else 0.0)
    expected = update_rating(START_RATING, ladder.ratings()["easy"], score, 0)
    change = round(expected - START_RATING)
    sign = "+" if change > 0 else ("\u2212" if change < 0 else "\u00b1")
    assert f"Your rating: {round(expected)} ({sign}{abs(change)})." in line.text()
    assert "Next, try " in line.text()
    kept = json.loads(rating_path().read_text(encoding="utf-8"))
    assert kept["games"] == 1 and kept["recent"][0]["opponent"] == "easy"
    assert kept["rating"] == pytest.approx(expected, abs=0.01)
    # the button row stays below the line and the dialog fits the window
    assert line.geometry().bottom() < dialog.buttons.geometry().top()
    assert dialog.height() <= w.height()
    table.robot.click_button(dialog.close_button)
    table.qtbot.waitUntil(lambda: not dialog.isVisible())
    # the New Game dialog now shows the rating after one game
    dialog2 = open_new_game(table)
    bar = dialog2.findChildren(RatingBar)[0]
    assert str(round(expected)) in bar.rating.text() and "1 game" in bar.rating.text()
    table.robot.key("esc")
    table.qtbot.waitUntil(lambda: not dialog2.isVisible())
