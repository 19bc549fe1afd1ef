"""Setup, the game-start procedure, turn steps and game end (6, 7, P8)."""

from __future__ import annotations

import pytest

from momon_desktop.engine import Concede, Game, IllegalDecision, Setup, Summon, Termination
from momon_desktop.engine.official import ARENA, HAND, SQUARES

from .helpers import ab, at, card, fill, filler, inst, kinds, new_game, summon


@pytest.mark.rules("6.2", "6.3", "6.4", "4.1.1", "4.1.3", "6.7", "6.9.1")
def test_setup_puts_every_card_in_its_owners_hand() -> None:
    g = new_game([], [])
    assert g.hands == [list(range(10)), list(range(10, 20))]
    assert all(z == HAND for z in g.zone)
    assert g.board == [-1] * 16
    assert g.voids == [[], []]
    assert g.fpt == 0  # 6.7: the first player holds the First Player Token
    assert g.log[0][:2] == ("6.7", "first_player")


@pytest.mark.rules("6.9.2", "6.10.1", "6.10.2", "6.10.3", "P8.2")
def test_game_start_then_first_turn_then_step_one() -> None:
    g = new_game([], [])
    assert kinds(g) == ["first_player", "game_start", "turn_start"]
    assert g.log[1][0] == "6.9.2"
    assert g.log[2][0] == "6.10.2"
    d = g.awaiting
    assert d is not None and d.player == 0 and d.kind == "summon" and d.is_turn_summon
    assert g.turn_player == 0 and g.stage_name == "summon_step"
    # 6.9.2: the game-start event made no Summon and no Snatch Check.
    assert "summon" not in kinds(g) and "snatch" not in kinds(g)


@pytest.mark.rules("6.9.3", "6.9.4", "6.8", "P11.2")
def test_game_start_ability_works_from_hand_and_moves_only_the_token() -> None:
    token = card("token-thief", 2, abilities=[ab("game_start", "take_first_player_token")])
    g = new_game([], [token])
    assert g.fpt == 1  # the second player's Hand card took the token
    ev = kinds(g)
    assert ev.index("take_fpt") < ev.index("turn_start")  # 6.9.3: resolved before turn 1
    assert g.turn_player == 0 and g.to_move == 0  # 6.9.4: the first player still starts


@pytest.mark.rules("6.1")
def test_each_player_needs_a_deck() -> None:
    with pytest.raises(IllegalDecision, match="6.1"):
        Setup([], filler("s", 10))


@pytest.mark.rules("6.5", "4.5.4", "4.4.2")
def test_token_and_zone_sizes_never_limit_play() -> None:
    many = card("many-wards", 3, abilities=[ab("turn_start", "ward", "self", amount=7, whose="yours")])
    g = Game.new([many] + filler("f", 11), filler("s", 12))
    assert len(g.hands[0]) == 12  # 4.4.2: no maximum Hand size
    summon(g, "many-wards", "A1")
    for sq in ("D4", "B1", "D3", "C1", "C4"):
        fill(g, sq)
    assert g.wards[inst(g, "many-wards")] == 21  # 6.5: tokens are never limited


@pytest.mark.rules("7.1.1", "7.1.2", "P8.4", "7.3.1", "7.3.2", "7.3.4")
def test_sixteen_turns_then_the_count_decides() -> None:
    g = new_game([], [])
    order = []
    while not g.over:
        order.append(g.turn_player)
        empties = g.empty_squares()
        g.apply(Summon(g.hands[g.to_move][0], empties[0]))
    assert order == [0, 1] * 8  # P8.4: turns alternate
    assert g.turns == [8, 8]
    assert g.result is not None and g.result.reason is Termination.TURN_LIMIT
    assert g.result.momon == (8, 8)
    assert g.log[-1][:2] == ("7.1.2", "game_end")
    assert g.result.outcome == "win"


@pytest.mark.rules("7.1.1", "P8.2")
def test_a_turn_counts_without_a_summon() -> None:
    g = Game.new(filler("f", 3), filler("s", 3))
    while not g.over:
        g.apply(g.legal_answers()[0])
    assert g.turns == [8, 8]
    assert kinds(g).count("no_summon") == 10
    assert sum(1 for c in g.board if c >= 0) == 6


@pytest.mark.rules("7.3.3", "7.3.4")
def test_equal_counts_go_to_the_first_player_token() -> None:
    g = new_game([], [])
    while not g.over:
        g.apply(g.legal_answers()[0])
    assert g.result is not None and g.result.momon == (8, 8)
    assert g.result.winner == 0 and g.result.tie_break
    assert ("7.3.3", "tie_break", 0, -1, -1) in g.log
    thief = card("thief", 1, abilities=[ab("game_start", "take_first_player_token")])
    g2 = new_game([], [thief])
    while not g2.over:
        g2.apply(g2.legal_answers()[0])
    assert g2.result is not None and g2.result.winner == 1 and g2.result.tie_break


@pytest.mark.rules("7.6.1", "P8.5", "7.3.5")
def test_concession_at_any_moment_by_either_player() -> None:
    g = new_game([], [])
    fill(g, "A1")
    assert g.to_move == 1
    g.apply(Concede(0))  # the player who is not deciding concedes
    assert g.result is not None
    assert g.result.winner == 1 and g.result.reason is Termination.CONCESSION
    assert g.awaiting is None
    with pytest.raises(IllegalDecision, match="over"):
        g.apply(Summon(g.hands[1][0], 5))


@pytest.mark.rules("7.6.2")
def test_a_concession_cannot_be_taken_back() -> None:
    g = new_game([], [])
    fill(g, "A1")
    g.concede(1)
    with pytest.raises(IllegalDecision, match="7.6.2"):
        g.undo()
    assert g.result is not None and g.result.winner == 0


@pytest.mark.rules("7.2.1", "7.2.2", "7.2.3", "P9.2", "PD.10")
def test_arena_full_ends_the_game_after_the_end_step() -> None:
    # Each Summon of a "caller" summons another card from the Hand (P9.2).
    caller = [card(f"caller-{i}", 2, abilities=[ab("summoned", "summon_from_hand")]) for i in range(10)]
    closer = card("closer", 1, abilities=[ab("end_of_turn", "ward", "self", amount=1)])
    g = Game.new(caller[:9] + [closer], filler("s", 10))
    moves = 0
    while not g.over:
        d = g.awaiting
        assert d is not None
        # The first player always Summons a caller first, so effect Summons chain on.
        choice = d.options[0]
        for o in d.options:
            if isinstance(o, Summon) and g.defs[o.card].id.startswith("caller"):
                choice = o
                break
        g.apply(choice)
        moves += 1
    assert g.result is not None and g.result.reason is Termination.ARENA_FULL
    ev = kinds(g)
    assert "arena_full" in ev
    # 7.2.2: the End Step still ran before the game ended.
    assert ev.index("arena_full") < ev.index("turn_end", ev.index("arena_full"))
    assert g.log[-1][0] == "7.2.2"
    assert all(c >= 0 for c in g.board)
    assert max(g.turns) < 8


@pytest.mark.rules("P8.1", "P8.3", "P8.4", "PD.8")
def test_turn_start_and_end_of_turn_abilities_by_whose() -> None:
    mine = card("dawn", 3, abilities=[ab("turn_start", "ward", "self", amount=1, whose="yours")])
    theirs = card("dusk", 3, abilities=[ab("end_of_turn", "ward", "self", amount=1, whose="opponents")])
    every = card("tide", 3, abilities=[ab("turn_start", "ward", "self", amount=1)])
    g = new_game([mine, theirs, every], [])
    summon(g, "dawn", "A1")
    fill(g, "D4")  # second's turn 1: "dusk" not yet on the Arena
    summon(g, "dusk", "B1")  # first's turn 2: dawn +1 at its start
    assert g.wards[inst(g, "dawn")] == 1
    fill(g, "C4")  # second's turn 2: at its end dusk (whose=opponents) triggers
    assert g.wards[inst(g, "dusk")] == 1
    summon(g, "tide", "C1")  # first's turn 3: dawn +1
    fill(g, "B4")  # second's turn: tide (each) +1, dusk +1
    fill(g, "D1")  # first's turn 4: dawn +1, tide +1; then second's turn 4 starts: tide +1
    assert g.turn_player == 1 and g.turns == [4, 3]
    assert g.wards[inst(g, "dawn")] == 3
    assert g.wards[inst(g, "tide")] == 3
    assert g.wards[inst(g, "dusk")] == 2


@pytest.mark.rules("4.1.4", "4.2.1", "P9.1")
def test_summon_moves_a_card_from_hand_to_one_square_with_a_token() -> None:
    g = new_game([card("pip", 3)], [])
    pip = inst(g, "pip")
    summon(g, "pip", "C2")
    assert g.zone[pip] == ARENA and pip not in g.hands[0]
    assert [s for s in SQUARES if g.board[s] == pip] == [g.pos[pip]] == [6]
    assert g.ctrl[pip] == 0
    assert ("P8.2", "summon", 0, pip, 6) in g.log


@pytest.mark.rules("P9.1", "P8.2")
def test_illegal_summons_are_refused_and_change_nothing() -> None:
    g = new_game([], [])
    fill(g, "A1")
    before = g.state_hash()
    with pytest.raises(IllegalDecision, match="empty Arena square"):
        g.apply(Summon(g.hands[1][0], 0))
    with pytest.raises(IllegalDecision, match="Hand"):
        g.apply(Summon(g.hands[0][0], 5))  # not the deciding player's card
    with pytest.raises(IllegalDecision, match="waiting for a Summon"):
        from momon_desktop.engine import Choose

        g.apply(Choose(5))
    assert g.state_hash() == before
    assert at(g, "A1") >= 0 and at(g, "B1") == -1


@pytest.mark.rules("P5.2", "7.3.1")
def test_only_momon_are_counted() -> None:
    from momon_desktop.engine import CardDef

    relic = CardDef(id="relic", name={"en": "Relic"}, type="relic", power=3, sight=())
    g = Game.new([relic] + filler("f", 9), filler("s", 10))
    summon(g, "relic", "A1")
    assert g.board[0] == inst(g, "relic")
    assert g.momon_counts() == (0, 0)
