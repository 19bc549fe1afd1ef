"""The result screen's content: each player's count, why the game ended, the First
Player Token tie-break exactly when it decided, the final position in miniature, and
the rematch's players, decks and fair draw."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from momon_desktop.engine import GameResult, Setup, Termination, provisional
from momon_desktop.engine.official import fair_first_player
from momon_desktop.ui.core.controller import GameSpec, PlayerInfo
from momon_desktop.ui.look import cardpainter as cp
from momon_desktop.ui.table.dialogs import (
    ResultDialog,
    decision_text,
    reason_text,
    rematch_spec,
    tie_break_text,
)
from tests.gui.table_helpers import ALL, bundled, card, spec

pytestmark = pytest.mark.gui

NAMES = ("Ada", "Boon")


def play_to_the_end(window) -> None:  # type: ignore[no-untyped-def]
    """Hot seat: every player Summons their first card on the first legal square."""
    g = window.controller.game
    while not g.over:
        if window.handover.isVisible():
            QTest.mouseClick(window.handover.ready_button, Qt.MouseButton.LeftButton)
        d = window.session.my_decision()
        assert d is not None
        window.submit(d.options[0])


def seat_fill(seat: int):  # type: ignore[no-untyped-def]
    return cp.SEAT_COLOURS[("first", "second")[seat]].darker(140)


def distance(a, b) -> int:  # type: ignore[no-untyped-def]
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue())


def check_miniature(dialog: ResultDialog, game) -> None:  # type: ignore[no-untyped-def]
    """Every square of the miniature shows the final state's controller, in its colour."""
    mini = dialog.miniature
    image = mini.grab().toImage()
    ratio = image.devicePixelRatio()
    for square in range(16):
        instance = game.board[square]
        expected = game.ctrl[instance] if instance >= 0 else -1
        assert mini.controller_at(square) == expected
        if expected < 0:
            continue
        rect = mini.square_rect(square)
        # the tile's field, left of the power and above the name
        x = rect.left() + rect.width() * 0.12
        y = rect.top() + rect.height() * 0.35
        pixel = image.pixelColor(int(x * ratio), int(y * ratio))
        own = distance(pixel, seat_fill(expected))
        other = distance(pixel, seat_fill(1 - expected))
        assert own < other, (square, pixel.name())


@pytest.mark.rules("7.3.1", "7.3.3", "7.1.2")
def test_equal_counts_are_decided_by_the_first_player_token_and_said_so(window):
    one = card("one", 1)
    window.start_game(spec([one] * 8, [one] * 8))
    play_to_the_end(window)
    g = window.controller.game
    dialog = window.game_end.result_dialog
    assert dialog is not None and dialog.isVisible()
    assert [label.text() for label in dialog.count_labels] == ["8", "8"]
    assert [label.text() for label in dialog.name_labels] == list(NAMES)
    assert dialog.tie_break.isVisibleTo(dialog)
    text = dialog.tie_break.text()
    assert "First Player Token" in text and "7.3.3" in text
    assert NAMES[g.fpt] in text and g.result.winner == g.fpt
    assert "holds the First Player Token" in dialog.captions[g.fpt].text()
    assert "holds" not in dialog.captions[1 - g.fpt].text()
    assert "8 turns" in dialog.reason.text() and "7.1.2" in dialog.reason.text()
    check_miniature(dialog, g)


@pytest.mark.rules("7.3.1", "7.3.2")
def test_a_win_on_counts_names_both_counts_and_no_tie_break(window):
    big = card("big", 9, ALL)
    small = card("small", 1)
    window.start_game(spec([big] * 8, [small] * 8))
    play_to_the_end(window)
    g = window.controller.game
    counts = g.momon_counts()
    assert counts[0] > counts[1]  # the 9s snatch the 1s they see
    dialog = window.game_end.result_dialog
    assert [label.text() for label in dialog.count_labels] == [str(counts[0]), str(counts[1])]
    assert not dialog.tie_break.isVisibleTo(dialog)
    assert dialog.tie_break.text() == ""
    assert "Victory for Ada" in dialog.title.text()
    note = dialog.counts_note.text()
    assert f"Momon controlled: {counts[0]} for Ada, {counts[1]} for Boon" in note
    assert "7.3.2" in note
    check_miniature(dialog, g)
    # some cards changed hands, and the miniature shows their controller, not their owner
    assert any(g.ctrl[c] != g.setup.owner[c] for c in g.board if c >= 0)


def test_the_miniature_is_seen_from_the_viewers_side(qtbot):
    g = Setup((card("a", 1),) * 8, (card("b", 2),) * 8).new_game(0)
    g.apply(g.awaiting.options[0])
    square = next(sq for sq in range(16) if g.board[sq] >= 0)
    dialogs = []
    for viewer in (0, 1):
        dialog = ResultDialog(GameResult(0, Termination.TURN_LIMIT, (1, 0)), NAMES, 0,
                              final=g, viewer=viewer)
        qtbot.addWidget(dialog)
        dialog.resize(640, 480)
        dialog.show()
        dialogs.append(dialog)
        assert f"seen from the side of {NAMES[viewer]}" in dialog.miniature_caption.text()
    near = dialogs[0].miniature.square_rect(square)
    far = dialogs[1].miniature.square_rect(square)
    # 4.3.2: from the second seat the same square is seen turned half a turn
    assert near.center().y() > far.center().y() or near.center().x() != far.center().x()


@pytest.mark.rules("7.6.1", "7.3.5", "P11.7", "PD.7", "7.2.1")
@pytest.mark.parametrize("reason, winner, momon, words", [
    (Termination.CONCESSION, 1, (4, 4), ["Ada conceded", "7.6.1", "a victory for Boon"]),
    # a repeat (P11.7) or a chain at PD.7's limit
    (Termination.FORCED_LOOP, None, (5, 5), ["forced loop", "draw", "P11.7", "PD.7", "7.3.5",
                                             "same position", f"{provisional.CHAIN_LIMIT:,}"]),
    (Termination.ARENA_FULL, 0, (9, 7), ["Arena was full", "7.2.1", "7.2.2"]),
    (Termination.TURN_LIMIT, 1, (6, 10), ["8 turns", "7.1.1", "7.1.2"]),
])
def test_every_reason_is_said_in_words_with_its_rule(qtbot, reason, winner, momon, words):
    result = GameResult(winner, reason, momon)
    dialog = ResultDialog(result, NAMES, 0)
    qtbot.addWidget(dialog)
    dialog.show()
    for word in words:
        assert word in dialog.reason.text()
    assert dialog.reason.text() == reason_text(result, NAMES)
    assert dialog.counts_note.text() == decision_text(result, NAMES)
    # equal counts after a concession or a loop: the token decided nothing
    assert not dialog.tie_break.isVisibleTo(dialog)
    assert tie_break_text(result, NAMES) == ""
    assert dialog.title.text() == ("A draw" if winner is None else f"Victory for {NAMES[winner]}!")
    assert not dialog.miniature.isVisibleTo(dialog)  # no final position given


@pytest.mark.rules("6.6", "6.7")
def test_a_rematch_keeps_players_and_decks_and_draws_the_first_player_again():
    base = bundled(kinds=("human", "hard"), seed=7)
    players = (PlayerInfo("Ada", "human", "Deck A"),
               PlayerInfo("Boon", "hard", "Deck B", "aggressive", "monk"))
    base = GameSpec(base.decks, players, 7, None)
    seeds = {fair_first_player(s): s for s in range(20)}
    for first_is_same, seed in ((True, seeds[0]), (False, seeds[1])):
        again = rematch_spec(base, seed)
        assert again.seed == again.draw_seed == seed
        if first_is_same:
            assert again.players == base.players and again.decks == base.decks
        else:
            assert again.players == (base.players[1], base.players[0])
            assert again.decks == (base.decks[1], base.decks[0])
    assert rematch_spec(base).draw_seed is not None


def test_replay_and_review_wait_for_a_feature_that_can_show_them(qtbot):
    dialog = ResultDialog(GameResult(0, Termination.TURN_LIMIT, (9, 7)), NAMES, 0)
    qtbot.addWidget(dialog)
    assert not dialog.replay_button.isEnabled() and not dialog.review_button.isEnabled()
    assert "not recorded" in dialog.replay_button.toolTip()
    dialog.offer_replay(True)
    assert dialog.replay_button.isEnabled() and dialog.review_button.isEnabled()
    assert "weighs every decision" in dialog.review_button.toolTip()


def test_a_recorded_game_offers_its_replay_and_an_unrecorded_one_does_not(window):
    one = card("one", 1)  # a card of no installed card set: the game has no record
    window.start_game(spec([one] * 8, [one] * 8))
    play_to_the_end(window)
    assert not window.game_end.result_dialog.replay_button.isEnabled()


@pytest.mark.parametrize("lang", ["en", "th"])
def test_the_result_grid_writes_every_name_whole(window, qtbot, lang):
    from tests.realinput.textcheck import painted_problems

    window.set_language(lang)
    window.resize(1024, 679)
    window.start_game(bundled(seed=4))
    play_to_the_end(window)
    qtbot.waitUntil(lambda: window.game_end.result_dialog is not None and window.game_end.result_dialog.isVisible())
    dialog = window.game_end.result_dialog
    mini = dialog.miniature
    assert len(mini.cells) >= 12
    assert painted_problems(dialog) == []
    # the tiles as small as the result screen makes them on a 1024 x 700 screen (about
    # 70 pixels) and larger
    for side in (280, 320, 400):
        mini.resize(side, side)
        assert 60 < mini.square_rect(0).width() < 100
        assert mini.cut_names() == [], side
