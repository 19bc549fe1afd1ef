"""Which copy a Summon moves (P9.1), the owner's arrangement of the Hand (4.4.1), redo
and the seat of each answer."""

from __future__ import annotations

import random

import pytest

from momon_desktop.ai import Searcher, SearchLimits
from momon_desktop.engine import Choose, Concede, Game, IllegalDecision, Summon, parse_square
from momon_desktop.engine.game import Action
from momon_desktop.engine.official import ARENA, HAND
from momon_desktop.engine.view import player_view, searchable_copy

from .helpers import ab, card, choose, fill, filler, new_game, summon

TWIN = card("twin", 4)


def twins_game(seed: int = 0) -> Game:
    """The first player holds twin (0), filler, twin (2), then more filler."""
    first = [TWIN, card("f-a", 1), TWIN] + filler("f", 7)
    return Game.new(first, filler("s", 10), seed)


def replayed_seats(g: Game) -> list[int]:
    """The seat of each answer, found by replaying the history."""
    replay = g.setup.new_game(g.seed)
    seats = []
    for answer in g.history:
        seats.append(answer.player if isinstance(answer, Concede) else replay.to_move)
        replay.play_unchecked(answer)
    return seats


# ----------------------------------------------------------------------------- P9.1


@pytest.mark.rules("P9.1")
def test_summoned_copy_is_the_first_copy_in_the_hand() -> None:
    g = twins_game()
    assert g.summoned_copy(2) == 0 and g.summoned_copy(0) == 0
    assert g.summoned_copy(1) == 1  # a card with no other copy moves itself
    g.apply(Summon(2, parse_square("A1")))
    assert g.board[parse_square("A1")] == 0 and g.zone[0] == ARENA and g.zone[2] == HAND
    assert g.history[-1] == Summon(0, parse_square("A1"))
    assert g.summoned_copy(2) == 2
    with pytest.raises(IllegalDecision, match="P9.1"):
        g.summoned_copy(0)  # on the Arena now


@pytest.mark.rules("P9.1", "PD.11")
def test_a_copy_back_in_the_hand_comes_after_the_other() -> None:
    hook = card("hook", 2, abilities=[ab("summoned", "to_hand", "chosen_adjacent_ally")])
    g = new_game([], [hook, TWIN, TWIN])
    first_twin, second_twin = (i for i, d in enumerate(g.defs) if d.id == "twin")
    fill(g, "B2")
    g.apply(Summon(second_twin, parse_square("A1")))  # moves the first twin
    assert g.board[parse_square("A1")] == first_twin
    fill(g, "D4")
    summon(g, "hook", "B1")
    choose(g, "A1")  # the first twin goes back to the end of its owner's Hand (PD.11)
    assert g.hand_arrangement(1)[-1] == first_twin
    assert g.hands[1][-1] == first_twin
    assert g.summoned_copy(first_twin) == second_twin


# ----------------------------------------------------------------------------- 4.4.1


@pytest.mark.rules("4.4.1")
def test_the_hand_starts_in_deck_order_and_the_owner_arranges_it() -> None:
    g = twins_game()
    assert g.hand_arrangement(0) == g.hands[0] == list(range(10))
    key, history, answers = g.state_key(), list(g.history), g.legal_answers()
    digest = g.state_hash()
    order = [5, 2, 9, 0, 1, 3, 4, 6, 7, 8]
    g.arrange_hand(0, order)
    assert g.hand_arrangement(0) == order
    assert g.hands[0] == list(range(10))  # the state keeps its own order
    assert g.state_key() == key and g.state_hash() == digest
    assert g.history == history and g.legal_answers() == answers
    assert g.hand_arrangement(1) == g.hands[1]


@pytest.mark.rules("4.4.1")
@pytest.mark.parametrize("bad", [[0, 1, 2], list(range(10)) + [10], [0, 0] + list(range(2, 10)),
                                 list(range(1, 11))])
def test_an_arrangement_names_every_card_of_the_hand_once(bad: list[int]) -> None:
    g = twins_game()
    with pytest.raises(IllegalDecision, match="4.4.1"):
        g.arrange_hand(0, bad)
    with pytest.raises(ValueError):
        g.arrange_hand(0, bad)
    with pytest.raises(IllegalDecision):
        g.arrange_hand(2, list(range(10)))
    assert g.hand_arrangement(0) == list(range(10))


@pytest.mark.rules("4.4.1", "PD.11")
def test_cards_leave_the_arrangement_and_come_back_at_its_end() -> None:
    hook = card("hook", 2, abilities=[ab("summoned", "to_hand", "chosen_adjacent_enemy")])
    g = new_game([], [hook])
    mine = g.hands[0][:]
    g.arrange_hand(0, mine[::-1])
    summon(g, "f-3", "A1")  # leaves from the middle of the arrangement
    left = [c for c in mine[::-1] if c != mine[3]]
    assert g.hand_arrangement(0) == left
    summon(g, "hook", "B1")
    choose(g, "A1")  # back to the Hand: after the arranged cards (PD.11)
    assert g.hand_arrangement(0) == left + [mine[3]]


@pytest.mark.rules("4.4.1", "P9.1")
def test_the_place_touched_is_the_place_that_empties() -> None:
    g = twins_game()
    g.arrange_hand(0, [2, 1, 0] + list(range(3, 10)))  # the second twin first
    g.apply(Summon(2, parse_square("A1")))  # touched in place 0; P9.1 moves twin 0
    assert g.board[parse_square("A1")] == 0
    assert g.hand_arrangement(0) == [1, 2] + list(range(3, 10))
    # Without an arrangement too: the Hand shows the copy that stays where the other was.
    h = twins_game()
    h.apply(Summon(2, parse_square("A1")))
    assert h.hand_arrangement(0) == [2, 1] + list(range(3, 10))
    assert h.hands[0] == [1, 2] + list(range(3, 10))
    # The arrangements changed nothing else: both games are the same game.
    assert g.state_hash() == h.state_hash() and g.history == h.history


@pytest.mark.rules("4.4.1", "P9.1")
def test_the_arrangement_survives_undo_redo_and_copy() -> None:
    g = twins_game()
    g.arrange_hand(0, [2, 1, 0] + list(range(3, 10)))
    g.apply(Summon(2, parse_square("A1")))
    after = g.hand_arrangement(0)
    g.undo()
    # The copy that left comes back to the place touched.
    assert g.hand_arrangement(0) == [0, 1, 2] + list(range(3, 10))
    g.redo()
    assert g.hand_arrangement(0) == after
    c = g.copy()
    assert c.hand_arrangement(0) == after
    c.arrange_hand(0, after[::-1])
    assert g.hand_arrangement(0) == after and c.hand_arrangement(0) == after[::-1]
    assert c.state_hash() == g.state_hash()


@pytest.mark.rules("4.4.1")
def test_the_arrangement_changes_no_search() -> None:
    g = twins_game(seed=3)
    for _ in range(4):
        g.apply(g.legal_answers()[-1])
    plain = Searcher(limits=SearchLimits(max_depth=2, nodes=4000)).search(g.copy())
    g.arrange_hand(g.to_move, g.hand_arrangement(g.to_move)[::-1])
    arranged = Searcher(limits=SearchLimits(max_depth=2, nodes=4000)).search(g.copy())
    assert (plain.answer, plain.value, plain.nodes) == (arranged.answer, arranged.value, arranged.nodes)


@pytest.mark.rules("4.4.1")
def test_views_show_the_own_arrangement_and_hide_the_opponents() -> None:
    g = twins_game()
    fill(g, "A1")
    theirs = g.hands[1][::-1]
    g.arrange_hand(1, theirs)
    order = g.hand_arrangement(0)[::-1]
    g.arrange_hand(0, order)
    assert [c for c, _ in player_view(g, 0).hand] == order
    assert [c for c, _ in player_view(g, 1).hand] == theirs
    assert player_view(g, -1).hand == ()
    assert player_view(g, 0).hand_counts == (len(order), len(theirs))
    # The opponent's arrangement does not reach a search copy: arranged or not, the
    # viewer's copy is the same.
    h = twins_game()
    fill(h, "A1")
    h.arrange_hand(0, order)
    a, b = searchable_copy(g, 0, seed=1), searchable_copy(h, 0, seed=1)
    assert a.hand_arrangement(1) == b.hand_arrangement(1) == sorted(theirs)
    assert a.state_key() == b.state_key() and a.hand_arrangement(0) == order


# ----------------------------------------------------------------------------- redo


def test_redo_applies_again_what_undo_took_back() -> None:
    rnd = random.Random(8)
    g = new_game([card("spy", 3, abilities=[ab("summoned", "reveal_hand")]),
                  card("bury", 2, ["R"], [ab("summoned", "to_void", "chosen_enemy", optional=True)])],
                 [], seed=5)
    assert not g.can_redo
    with pytest.raises(IllegalDecision):
        g.redo()
    hashes, logs = [], []
    while not g.over:
        g.apply(rnd.choice(g.legal_answers()))
        hashes.append(g.state_hash())
        logs.append(list(g.log))
    history = list(g.history)
    taken: list[Action] = []
    while g.can_undo:
        taken.append(g.undo())
    assert taken == history[::-1] and g.can_redo
    for i in range(len(history)):
        assert g.redo() == history[i]
        assert g.state_hash() == hashes[i] and g.log == logs[i]
    assert not g.can_redo and g.history == history
    g.undo()
    assert g.can_redo  # undo works after a redo, and redo after that undo


def test_a_different_answer_ends_redo_and_the_same_one_keeps_it() -> None:
    g = twins_game()
    g.apply(Summon(0, parse_square("A1")))
    fill(g, "D4")
    g.apply(Summon(1, parse_square("B1")))
    g.undo()
    g.undo()
    g.undo()
    assert g.can_redo
    # The same answer, naming the other copy (P9.1 moves the same one): redo goes on.
    g.apply(Summon(2, parse_square("A1")))
    assert g.can_redo and g.redo() == g.history[-1]
    g.undo()
    g.apply(g.legal_answers()[-1])  # another answer
    assert not g.can_redo
    with pytest.raises(IllegalDecision):
        g.redo()


@pytest.mark.rules("7.6.1", "7.6.2")
def test_a_concession_ends_redo_and_is_not_taken_back() -> None:
    bury = card("bury", 2, abilities=[ab("summoned", "to_void", "chosen_enemy")])
    g = new_game([], [bury])
    fill(g, "B1")
    summon(g, "bury", "D4")
    g.apply(Choose(parse_square("B1")))
    fill(g, "C1")
    g.undo()
    g.undo()
    # Concede(1) and Choose(1) are equal as tuples; redo tells them apart.
    assert Concede(1) == Choose(parse_square("B1")) and g.can_redo
    g.concede(1)
    assert not g.can_redo and g.over
    with pytest.raises(IllegalDecision, match="7.6.2"):
        g.undo()


def test_copies_keep_redo_with_undo() -> None:
    g = twins_game()
    fill(g, "A1")
    fill(g, "D4")
    g.undo()
    kept, plain = g.copy(keep_undo=True), g.copy()
    assert kept.can_redo and not plain.can_redo
    kept.redo()
    assert g.can_redo and kept.state_hash() != g.state_hash()
    g.redo()
    assert kept.state_hash() == g.state_hash()


def test_the_same_choice_keeps_the_rest_of_redo() -> None:
    bury = card("bury", 2, abilities=[ab("summoned", "to_void", "chosen_enemy")])
    g = new_game([], [bury])
    fill(g, "B1")
    summon(g, "bury", "D4")
    g.apply(Choose(parse_square("B1")))
    fill(g, "C1")
    g.undo()
    g.undo()
    g.apply(Choose(parse_square("B1")))
    assert g.can_redo
    g.redo()
    assert g.board[parse_square("C1")] >= 0 and not g.can_redo


# ----------------------------------------------------------------------------- seats


@pytest.mark.rules("7.6.1")
def test_answer_seats_are_recorded_as_answers_are_applied() -> None:
    deck = [card("spy", 3, abilities=[ab("summoned", "reveal_hand")]),
            card("bury", 2, ["R"], [ab("summoned", "to_void", "chosen_enemy", optional=True)]),
            card("hook", 2, abilities=[ab("summoned", "to_hand", "chosen_adjacent_enemy")]),
            card("crown", 5, ["FR"], [ab("end_of_turn", "take_first_player_token", whose="yours")])]
    for seed in range(12):
        rnd = random.Random(seed)
        g = Game.new(deck * 2 + filler("f", 2), deck * 2 + filler("s", 2), seed)
        while not g.over:
            if rnd.random() < 0.01:
                g.concede(rnd.randrange(2))
                break
            g.apply(rnd.choice(g.legal_answers()))
            if rnd.random() < 0.1:
                g.undo()
        assert g.answer_seats() == replayed_seats(g)
        assert len(g.answer_seats()) == len(g.history)
    copy = g.copy()
    assert copy.answer_seats() == g.answer_seats()
    seats = g.answer_seats()
    seats.append(9)
    assert g.answer_seats() != seats  # a copy of the record, not the record
