"""Play again at a later start (features/playagain.py), on Qt's offscreen platform: what
the settings keep, what a later start opens, and the new fair draw (6.6, 6.7)."""

from __future__ import annotations

import pytest

from momon_desktop.engine.official import fair_first_player
from momon_desktop.ui.assembly import start_up
from momon_desktop.ui.core.controller import HUMAN
from momon_desktop.ui.features.playagain import SETTING, LastGame, PlayAgain
from momon_desktop.ui.features.welcome import WelcomeScreen
from momon_desktop.ui.table.newgame import PlayerChoice
from momon_desktop.ui.text import i18n

pytestmark = [pytest.mark.gui]


def later(window) -> PlayAgain:  # type: ignore[no-untyped-def]
    """The window as at a later start (it was closed once), with its Play again feature."""
    window.settings.setValue("geometry", window.saveGeometry())
    assert not window.feature(WelcomeScreen).first_run()
    feature = window.feature(PlayAgain)
    assert feature is not None
    return feature


def remembered(window) -> LastGame:  # type: ignore[no-untyped-def]
    """Start a game from the New Game dialog against the computer: it is remembered."""
    dialog = window.request_new_game()
    dialog.names[0].setText("Ann")
    dialog.kind_boxes[1].setCurrentIndex(dialog.kind_boxes[1].findData("easy"))
    dialog.deck_boxes[0].setCurrentIndex(1)
    dialog.accept()
    last = window.feature(PlayAgain).last_game()
    assert last is not None
    assert [(p.name, p.kind, p.deck.cards) for p in last.players] == \
        [(c.name, c.kind, c.deck.cards) for c in dialog.choices()]
    return last


def test_a_later_start_without_a_setup_opens_the_new_game_dialog(qtbot, window):
    feature = later(window)
    start_up(window)
    assert feature.offer is None
    assert window.new_game_dialog is not None and window.new_game_dialog.isVisible()
    window.new_game_dialog.reject()


def test_the_setup_of_the_last_game_is_kept_and_offered(qtbot, window):
    last = remembered(window)
    assert LastGame.from_json(last.to_json()) == last
    window.controller.concede(0 if window.controller.is_human(0) else 1)
    # the finished game is kept, and its autosave gone, once the window has drawn its end
    qtbot.waitUntil(lambda: not window.autosave.exists())
    feature = later(window)
    window.new_game_dialog = None
    start_up(window)
    assert feature.offer is not None and feature.offer.isVisible()
    assert window.new_game_dialog is None
    a, b = last.players
    assert feature.offer.summary.text() == \
        f"Last time: Ann with {a.deck.display_name()} against {b.name} with {b.deck.display_name()}."
    feature.offer.close()


@pytest.mark.rules("6.6", "6.7")
@pytest.mark.parametrize("seed", [0, 1, 2, 3, 4, 5])
def test_play_again_seats_whoever_the_new_fair_draw_picks(qtbot, window, seed):
    last = remembered(window)
    spec = window.feature(PlayAgain).play_again(seed)
    assert spec is not None and spec.seed == spec.draw_seed == seed
    first = last.players[fair_first_player(seed)]
    assert spec.players[0].name == first.name and spec.players[0].kind == first.kind
    assert tuple(d.id for d in spec.decks[0]) == first.deck.cards
    assert window.controller.spec == spec and not window.controller.game.over


@pytest.mark.parametrize("value", ["", "not json", '{"format_version": 9, "players": []}',
                                   '{"format_version": 1, "players": [{"name": "A"}]}'])
def test_an_unreadable_setup_is_not_offered(qtbot, window, value):
    feature = later(window)
    window.settings.setValue(SETTING, value)
    assert feature.last_game() is None
    start_up(window)
    assert feature.offer is None and window.new_game_dialog.isVisible()
    window.new_game_dialog.reject()


def test_a_setup_whose_cards_are_gone_is_not_offered(qtbot, window):
    last = remembered(window)
    gone = last.players[0].deck.__class__(last.players[0].deck.name, last.players[0].deck.format,
                                          ("no-such-card",) * 10, "test")
    stale = LastGame((PlayerChoice("Ann", HUMAN, gone), last.players[1]))
    window.feature(PlayAgain).remember(stale)
    assert window.feature(PlayAgain).last_game() is None


def test_the_offer_speaks_thai(qtbot, window):
    remembered(window)
    window.controller.concede(0 if window.controller.is_human(0) else 1)
    feature = later(window)
    i18n.install_language("th")
    offer = feature.offer_play_again()
    assert offer is not None
    assert offer.summary.text().startswith("ครั้งก่อน: Ann ใช้เด็ค ")
    assert offer.again_button.heading.text() == "เล่นอีกครั้ง" and offer.again_button.shortcut().toString() == "Alt+\u0e40"
    offer.close()


def test_the_new_game_dialog_opens_with_the_names_people_typed_last(qtbot, window):
    dialog = window.request_new_game()
    dialog.names[0].setText("Ann")
    dialog.names[1].setText("Bee")
    dialog.accept()
    again = window.request_new_game()
    assert [again.names[i].text() for i in (0, 1)] == ["Ann", "Bee"]
    assert [again.player_name(i) for i in (0, 1)] == ["Ann", "Bee"]
    again.reject()


def test_the_new_game_dialog_keeps_no_placeholder_or_computer_name(qtbot, window):
    dialog = window.request_new_game()
    dialog.kind_boxes[1].setCurrentIndex(dialog.kind_boxes[1].findData("easy"))
    dialog.accept()
    again = window.request_new_game()
    # an empty field stays empty: its placeholder follows the language
    assert [again.names[i].text() for i in (0, 1)] == ["", ""]
    again.reject()
