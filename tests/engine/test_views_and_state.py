"""What each player may know (4.2.3, 4.4, 4.5, 4.6), undo, copies and state hashes."""

from __future__ import annotations

import random

import pytest

from momon_desktop.engine import Game, parse_square
from momon_desktop.engine.events import describe, to_json
from momon_desktop.engine.rulebook import RULES, explain
from momon_desktop.engine.view import player_view, searchable_copy

from .helpers import ab, aura, card, choose, fill, inst, new_game, summon


def _game_with_voids() -> Game:
    bury = card("bury", 2, abilities=[ab("summoned", "to_void", "chosen_enemy")])
    exile = card("exile", 2, abilities=[ab("summoned", "to_void", "chosen_enemy", face="up")])
    g = new_game([], [bury, exile])
    fill(g, "A1")
    summon(g, "bury", "D4")
    choose(g, "A1")  # first's filler goes face down to first's Void
    fill(g, "B1")
    summon(g, "exile", "C4")
    choose(g, "B1")  # face up
    return g


@pytest.mark.rules("4.4.1", "4.5.2", "4.5.3")
def test_views_hide_what_the_viewer_may_not_see() -> None:
    g = _game_with_voids()
    mine, theirs, spectator = player_view(g, 0), player_view(g, 1), player_view(g, -1)
    assert [c for c, _ in mine.hand] == g.hands[0]
    assert theirs.hand == () or [c for c, _ in theirs.hand] == g.hands[1]
    assert spectator.hand == ()
    assert mine.hand_counts == theirs.hand_counts == (len(g.hands[0]), len(g.hands[1]))
    down, up = mine.voids[0]
    assert down.card is not None and not down.face_up  # the owner sees their face-down card
    hidden, shown = theirs.voids[0]
    assert hidden.card is None and hidden.instance is None  # the opponent sees a back
    assert shown.card is not None and shown.face_up  # face up: public
    assert spectator.voids[0][0].card is None


@pytest.mark.rules("4.2.3", "4.6.1", "4.6.2")
def test_arena_is_public_with_current_values() -> None:
    banner = card("banner", 2, continuous=[aura("power", "adjacent_allies", amount=2)])
    g = new_game([banner], [])
    fill(g, "A1")
    fill(g, "D4")
    summon(g, "banner", "B1")
    for viewer in (0, 1, -1):
        v = player_view(g, viewer)
        a1 = v.arena[0]
        assert a1 is not None and a1.printed == 1 and a1.power == 3 == g.power(a1.instance)
        assert a1.controller == g.ctrl[a1.instance] and a1.owner == 0
        assert v.arena[15] is not None and v.arena[15].controller == 1


@pytest.mark.rules("4.4.1")
def test_searchable_copy_hides_hand_order_and_random_draws() -> None:
    g = new_game([], [])
    fill(g, "A1")
    g.hands[1].reverse()
    a = searchable_copy(g, 0, seed=5)
    g.hands[1].reverse()
    b = searchable_copy(g, 0, seed=5)
    assert a.hands[1] == b.hands[1] and a.rng == b.rng
    assert sorted(a.hands[1]) == sorted(g.hands[1])
    assert a.hands[0] == g.hands[0]


def test_undo_restores_state_and_log_exactly() -> None:
    rnd = random.Random(4)
    g = new_game([card("spy", 3, abilities=[ab("summoned", "reveal_hand")])], [], seed=9)
    hashes, logs = [g.state_hash()], [len(g.log)]
    while not g.over:
        g.apply(rnd.choice(g.legal_answers()))
        hashes.append(g.state_hash())
        logs.append(len(g.log))
    while g.can_undo:
        g.undo()
        hashes.pop()
        logs.pop()
        assert g.state_hash() == hashes[-1] and len(g.log) == logs[-1]


def test_copies_that_keep_undo_take_back_independently() -> None:
    g = new_game([], [], seed=2)
    fill(g, "A1")
    fill(g, "D4")
    c = g.copy(keep_undo=True)
    g.undo()
    c.undo()
    before = c.state_hash()
    fill(g, "B2")  # the game goes on; the copy, taken back the same way, must not
    assert c.state_hash() == before and c.board[parse_square("B2")] == -1
    c.undo()
    assert g.board[parse_square("A1")] >= 0 and c.board[parse_square("A1")] == -1
    assert c.state_hash() == new_game([], [], seed=2).state_hash()


def test_copies_are_independent_and_hashes_stable() -> None:
    g = new_game([], [], seed=2)
    fill(g, "B2")
    c = g.copy()
    fill(c, "C3")
    assert g.state_hash() != c.state_hash()
    assert g.board[10] == -1 and c.board[10] >= 0
    # The hash depends only on the state: equal games hash equal, in any process.
    h = new_game([], [], seed=2)
    fill(h, "B2")
    assert h.state_hash() == g.state_hash()
    assert len(g.state_hash()) == 32


def test_every_event_has_a_known_rule_and_readable_text() -> None:
    rnd = random.Random(1)
    deck = [
        card("spy", 3, ["F"], [ab("summoned", "reveal_hand")]),
        card("bury", 2, ["R"], [ab("summoned", "to_void", "chosen_enemy", optional=True)]),
        card("shell", 4, ["B", "L"], [ab("summoned", "ward", "self", amount=1)]),
        card("crown", 5, ["FR"], [ab("end_of_turn", "take_first_player_token", whose="yours")]),
        card("blight", 6, ["F", "FL"], continuous=[aura("power", "adjacent_enemies", amount=-1)]),
    ]
    for seed in range(30):
        g = Game.new(deck * 2, deck * 2, seed)
        while not g.over:
            g.apply(rnd.choice(g.legal_answers()))
        for e in g.log:
            assert e[0] in RULES, e
            for lang in ("en", "th"):
                text = describe(e, g.defs, lang)
                assert text and "{" not in text
            assert explain(e[0], "th")
            assert to_json(e, g.defs)["rule"] == e[0]


def test_counts_for_a_snatched_card_follow_its_controller() -> None:
    hawk = card("hawk", 9, ["F"])
    g = new_game([hawk], [])
    fill(g, "A1")
    fill(g, "B3")
    summon(g, "hawk", "B2")
    assert g.momon_counts() == (3, 0)
    assert g.ctrl[inst(g, "hawk")] == 0


@pytest.mark.rules("P9.1")
def test_any_copy_summons_the_first_copy_in_hand_order() -> None:
    twin = card("twin", 4)
    g = Game.new([twin, twin] + [card(f"f-{i}", 1) for i in range(8)], [card(f"s-{i}", 1) for i in range(10)])
    second_copy = g.hands[0][1]
    assert g.defs[second_copy].id == "twin"
    from momon_desktop.engine import Summon

    g.apply(Summon(second_copy, 0))
    assert g.board[0] == 0  # the first copy went to the Arena
    assert g.history[-1] == Summon(0, 0)  # recorded as the first copy
    assert g.hands[0][0] == second_copy


def test_random_answers_are_uniform_over_empty_squares_and_hand_cards() -> None:
    g = new_game([], [])
    for square in ("A1", "B2", "C3", "D4", "A4", "D1"):
        fill(g, square)  # six cards on the Arena, ten squares empty; first's turn again
    empty = g.empty_squares()
    hand = g.hands[g.to_move]
    assert len(empty) == 10 and len(hand) == 7
    rnd = random.Random(5)
    draws = 70_000
    squares: dict[int, int] = {}
    cards: dict[int, int] = {}
    for _ in range(draws):
        answer = g.random_answer(rnd)
        assert g.is_legal(answer)
        squares[answer.square] = squares.get(answer.square, 0) + 1  # type: ignore[union-attr]
        cards[answer.card] = cards.get(answer.card, 0) + 1  # type: ignore[union-attr]
    assert sorted(squares) == empty and sorted(cards) == sorted(hand)
    # Each share within 5% of its fair value (over four standard deviations).
    for counts, n in ((squares, len(empty)), (cards, len(hand))):
        for count in counts.values():
            assert abs(count / draws * n - 1) < 0.05, counts
