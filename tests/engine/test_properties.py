"""Property-based tests: thousands of random legal games, invariants after every decision."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from momon_desktop.engine import Game, Setup
from momon_desktop.engine.carddefs import DIRECTIONS
from momon_desktop.engine.official import ARENA, HAND, VOID

from .helpers import ab, aura, card

_ABILITIES = [
    (), (ab("summoned", "ward", "self", amount=1),),
    (ab("snatched", "power", "self", amount=-2, duration="permanent"),),
    (ab("summoned", "snatch", "chosen_adjacent_enemy"),),
    (ab("summoned", "to_hand", "chosen_enemy", optional=True),),
    (ab("leaves_arena", "summon_from_hand"),),
    (ab("turn_start", "power", "each_adjacent_ally", amount=1, whose="yours"),),
    (ab("end_of_turn", "to_void", "each_adjacent_enemy", face="up", whose="opponents"),),
    (ab("snatches", "take_first_player_token"),),
    (ab("game_start", "reveal_hand"),),
    (ab("summoned", "summon_from_hand", optional=True),),
]
_AURAS = [(), (aura("power", "adjacent_enemies", amount=-1),),
          (aura("set_power", "self", value=6),), (aura("power", "adjacent_allies", amount=1),)]


@st.composite
def decks(draw: st.DrawFn) -> tuple[list, list]:  # type: ignore[type-arg]
    def one(prefix: str) -> list:  # type: ignore[type-arg]
        out = []
        for i in range(10):
            sight = draw(st.sets(st.sampled_from(DIRECTIONS), max_size=8))
            out.append(card(
                f"{prefix}{i}", draw(st.integers(1, 9)), sorted(sight),
                draw(st.sampled_from(_ABILITIES)), draw(st.sampled_from(_AURAS)),
            ))
        return out
    return one("a"), one("b")


def _check_invariants(g: Game) -> None:
    n = g.setup.n
    seen = [0] * n
    for sq, c in enumerate(g.board):
        if c >= 0:
            seen[c] += 1
            assert g.zone[c] == ARENA and g.pos[c] == sq  # 4.1.4: one square
            assert g.ctrl[c] in (0, 1)  # 4.2.1: exactly one Marking Token
    for p in (0, 1):
        for c in g.hands[p]:
            seen[c] += 1
            assert g.zone[c] == HAND and g.setup.owner[c] == p
        for c in g.voids[p]:
            seen[c] += 1
            assert g.zone[c] == VOID and g.setup.owner[c] == p  # 4.5.5: owner's Void
            assert g.faceup[c] in (0, 1)  # 4.5: every Void card has a facing
    assert seen == [1] * n  # 4.1.4: each card in exactly one zone
    # P10.4: Ward Tokens are only ever on Arena cards; they leave with the card.
    assert all(g.wards[c] == 0 for c in range(n) if g.zone[c] != ARENA)
    assert g.turns[0] <= 8 and g.turns[1] <= 8  # 7.1.1
    assert g.turns[0] - g.turns[1] in (0, 1)


GAMES_PER_DECK_PAIR = 8


@pytest.mark.rules("4.1.4", "4.2.1", "7.1.1", "4.5.1")
@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(decks(), st.integers(0, 2**32), st.integers(0, 2**32))
def test_random_games_keep_every_invariant_and_replay_exactly(
    pair: tuple[list, list], seed: int, move_seed: int  # type: ignore[type-arg]
) -> None:
    """2,000 random legal games (250 deck pairs, 8 games each), checked after every
    decision."""
    setup = Setup(*pair)
    for k in range(GAMES_PER_DECK_PAIR):
        g = setup.new_game(seed + k)
        rnd = random.Random(move_seed + k)
        steps = 0
        while not g.over:
            _check_invariants(g)
            options = g.legal_answers()
            assert options and all(g.is_legal(o) for o in options)
            g.apply(rnd.choice(options))
            steps += 1
            assert steps < 500  # the game ends
        _check_invariants(g)
        assert g.result is not None
        # Replaying the decision list gives the same state hash.
        again = setup.new_game(seed + k)
        for a in g.history:
            again.apply(a)
        assert again.state_hash() == g.state_hash()
        assert again.log == g.log


@settings(max_examples=60, deadline=None)
@given(decks(), st.integers(0, 2**32))
def test_unchecked_random_play_matches_checked_play(pair: tuple[list, list], seed: int) -> None:  # type: ignore[type-arg]
    setup = Setup(*pair)
    a, b = setup.new_game(seed), setup.new_game(seed)
    ra, rb = random.Random(seed), random.Random(seed)
    while not a.over:
        move = a.random_answer(ra)
        assert a.is_legal(move)
        a.play_unchecked(move)
        b.apply(b.random_answer(rb))
    assert a.state_hash() == b.state_hash()


@pytest.mark.rules("P11.4", "P5.4")
@settings(max_examples=60, deadline=None)
@given(decks(), st.integers(0, 2**32))
def test_single_card_power_agrees_with_the_whole_arena(pair: tuple[list, list], seed: int) -> None:  # type: ignore[type-arg]
    from momon_desktop.engine import provisional as pr

    setup = Setup(*pair)
    g = setup.new_game(seed)
    rnd = random.Random(seed)
    while not g.over:
        powers = g.arena_powers()
        for sq, c in enumerate(g.board):
            if c >= 0:
                assert g.power(c) == powers[sq] == pr.card_power(
                    c, g.pos, g.ctrl, setup.printed, setup.cont, setup.cont_sources, g.mods
                )
        g.play_unchecked(g.random_answer(rnd))
