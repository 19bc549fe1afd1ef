"""The vanilla solver: its one-step transition against the engine, the C core against
the Python reference, exact values against a plain minimax over the engine, what it
refuses, and the expert level built on it."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from momon_desktop.ai import choose_answer, make_player, vanilla
from momon_desktop.ai.expert import ExpertPlayer
from momon_desktop.ai.native import SEARCH
from momon_desktop.benchmarks.native import engine_step, random_position, random_vanilla_deck
from momon_desktop.cards import bundled_pool
from momon_desktop.engine import Game, Setup, Summon
from momon_desktop.engine.view import searchable_copy

ROOT = Path(__file__).resolve().parents[2]
native = pytest.mark.skipif(not vanilla.NATIVE, reason="the C core is not built here")


def _kind(game: Game, kinds: list[tuple[int, str]], answer: Summon) -> int:
    st = game.setup
    return kinds.index((st.owner[answer.card], st.defs[answer.card].id))


def _minimax(game: Game, seat: int) -> int:
    """Exact final Momon difference for ``seat`` by a plain search over the engine."""
    if game.result is not None:
        a, b = game.result.momon
        return a - b if seat == 0 else b - a
    mover = game.to_move
    best = None
    for answer in game.legal_answers():
        game.apply(answer)
        v = _minimax(game, seat)
        game.undo()
        if best is None or (v > best if mover == seat else v < best):
            best = v
    assert best is not None
    return best


@pytest.mark.rules("P8.2", "P8.4", "P9.1", "P10.2", "P10.3", "P10.5", "7.1.1", "7.1.2", "7.2.1")
def test_one_step_matches_the_engine_on_random_positions() -> None:
    rnd = random.Random(17)
    checked = 0
    while checked < 3000:
        game = random_position(rnd, rnd.randint(1, 16))
        packed = vanilla.pack(game)
        assert packed is not None
        problem, kinds = packed
        answers = game.legal_answers()
        for answer in rnd.sample(answers, min(4, len(answers))):
            assert isinstance(answer, Summon)
            k = _kind(game, kinds, answer)
            want = engine_step(game, answer)
            got = vanilla.py_step(problem, k, answer.square)
            assert got[:3] == want[:3] and got[4] == want[4], (checked, answer)
            if not want[4]:
                assert got[3] == want[3]
            if vanilla.NATIVE:
                assert vanilla.c_step(problem, k, answer.square) == got
            checked += 1


@native
@pytest.mark.rules("P10.3", "7.3.1")
def test_the_c_core_returns_what_the_python_reference_returns() -> None:
    rnd = random.Random(5)
    for i in range(80):
        game = random_position(rnd, rnd.randint(2, 14))
        problem, _kinds = vanilla.pack(game) or (None, None)
        assert problem is not None
        budget = rnd.choice((1, 30, 400, 3000, 12000))
        all_values = bool(i % 2)
        assert vanilla.c_search(problem, budget, all_values) == \
            vanilla.py_search(problem, budget, all_values), i


@pytest.mark.rules("7.3.1", "7.3.2", "7.3.3")
def test_exact_values_match_a_plain_minimax_over_the_engine() -> None:
    rnd = random.Random(9)
    for _ in range(25):
        game = random_position(rnd, rnd.choice((2, 3, 4)))
        seat = game.to_move
        analysis = vanilla.analyse_position(game, 1_000_000)
        assert analysis.exact
        assert analysis.value == _minimax(game, seat)
        assert analysis.value == max(analysis.values.values())
        assert analysis.values[analysis.best] == analysis.value
        assert set(analysis.values) == set(game.legal_answers())
        for answer, value in analysis.values.items():
            game.apply(answer)
            assert _minimax(game, seat) == value
            game.undo()


def test_the_budget_decides_the_depth_and_an_exact_solve_is_reported() -> None:
    rnd = random.Random(3)
    game = random_position(rnd, 12)
    small = vanilla.solve_vanilla(game, 2_000)
    large = vanilla.solve_vanilla(game, 200_000)
    assert small is not None and large is not None
    assert not small.raw.exact and small.raw.nodes <= 2_000
    assert large.raw.depth > small.raw.depth
    late = random_position(rnd, 5)
    solved = vanilla.solve_vanilla(late, 1_000_000)
    assert solved is not None and solved.raw.exact and solved.raw.depth == 5
    assert late.is_legal(solved.answer)


@pytest.mark.rules("P5.2", "P10.4", "P11.1")
def test_positions_with_abilities_or_ward_tokens_are_not_vanilla() -> None:
    pool = bundled_pool()
    with_ability = next(c for c in pool.cards() if c.abilities)
    rnd = random.Random(1)
    deck = random_vanilla_deck(rnd, "x")
    game = Setup([with_ability, *deck[1:]], random_vanilla_deck(rnd, "y")).new_game(0)
    assert not vanilla.supported(game)
    plain = Setup(deck, random_vanilla_deck(rnd, "y")).new_game(0)
    assert vanilla.supported(plain)
    plain.apply(plain.legal_answers()[0])
    card = plain.board[plain.history[-1].square]
    plain.wards[card] = 1
    assert not vanilla.supported(plain)
    # The analysis still answers, with the Python search.
    analysis = vanilla.analyse_position(game, 4_000)
    assert set(analysis.values) == set(game.legal_answers())
    assert analysis.values[analysis.best] == max(analysis.values.values())


@native
def test_the_c_core_refuses_malformed_input() -> None:
    problem, _k = vanilla.pack(random_position(random.Random(2), 10)) or (None, None)
    assert problem is not None
    args = list(problem.args())
    bad_inputs = []
    too_many = bytes(65)
    bad_inputs.append([too_many, bytes([1] * 65), bytes(65 * 144), *args[3:5], bytes(65),
                       *args[6:]])
    sight = bytearray(problem.sight)
    sight[0] = 9
    bad_inputs.append([*args[:2], bytes(sight), *args[3:]])
    board = bytearray(problem.board)
    board[0] = 200
    bad_inputs.append([*args[:3], bytes(board), *args[4:]])
    bad_inputs.append([*args[:8], 2])
    bad_inputs.append([args[0], bytes(len(args[0])), *args[2:]])
    for bad in bad_inputs:
        with pytest.raises(ValueError):
            vanilla._native.search(*bad, 100, False)
    with pytest.raises(ValueError):
        vanilla._native.step(*args, 0, [s for s in range(16) if problem.board[s] != 255][0])


def test_expert_answers_legally_and_the_same_way_every_time() -> None:
    rnd = random.Random(11)
    for empties in (16, 12, 7):
        game = random_position(rnd, empties)
        player = make_player("expert")
        assert isinstance(player, ExpertPlayer)
        small = [(SEARCH, 20_000)]
        first = ExpertPlayer(plan=small).choose(game, 1)
        assert game.is_legal(first)
        assert ExpertPlayer(plan=small).choose(game, 2) == first
        # What the opponent hides (the order of their Hand) changes nothing.
        other = game.copy()
        opp = 1 - game.to_move
        other.hands[opp].reverse()
        assert ExpertPlayer(plan=small).choose(other, 1) == first
        assert searchable_copy(game, game.to_move, 0).state_key() is not None


def test_expert_plays_bundled_decks_with_abilities() -> None:
    pool = bundled_pool()
    cards = pool.cards()
    game = Setup(cards[:10], cards[10:20]).new_game(3)
    assert not vanilla.supported(game)
    answer = choose_answer(game, "expert", 0)
    assert game.is_legal(answer)


def test_the_fallback_without_the_c_core_gives_the_same_answer() -> None:
    rnd = random.Random(4)
    game = random_position(rnd, 9)
    found = vanilla.solve_vanilla(game, 3_000, search=vanilla.py_search)
    assert found is not None
    code = (
        "import random, sys\n"
        "from momon_desktop.ai import vanilla\n"
        "from momon_desktop.benchmarks.native import random_position\n"
        "assert not vanilla.NATIVE\n"
        "g = random_position(random.Random(4), 9)\n"
        "f = vanilla.solve_vanilla(g, 3_000)\n"
        "print(tuple(f.answer), f.raw.value, f.raw.nodes)\n"
    )
    env = dict(os.environ, MOMON_NO_NATIVE="1", PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         env=env, cwd=ROOT, check=True).stdout.split()
    assert out == [f"({found.answer.card},", f"{found.answer.square})", str(found.raw.value),
                   str(found.raw.nodes)]


@native
@pytest.mark.rules("7.3.1")
def test_the_reference_opponent_plays_a_best_move_once_ten_or_fewer_squares_are_empty() -> None:
    from momon_desktop.benchmarks.native import ReferencePlayer

    rnd = random.Random(12)
    for _ in range(6):
        game = random_position(rnd, rnd.choice((3, 4, 5)))
        answer = ReferencePlayer().choose(game)
        assert isinstance(answer, Summon) and game.is_legal(answer)
        analysis = vanilla.analyse_position(game, 1_000_000)
        assert analysis.exact
        card = game.setup.defs[answer.card].id
        (value,) = {v for a, v in analysis.values.items()
                    if a.square == answer.square and game.setup.defs[a.card].id == card}
        assert value == analysis.value


def _random_weights(rnd: random.Random) -> bytes:
    return vanilla.pack_weights([[rnd.randint(-3000, 3000) for _ in range(vanilla.NF)]
                                 for _ in range(17)])


@native
def test_the_fitted_evaluation_is_the_same_in_the_c_core_and_the_python_reference() -> None:
    rnd = random.Random(21)
    for i in range(120):
        problem, _k = vanilla.pack(random_position(rnd, rnd.randint(1, 16))) or (None, None)
        assert problem is not None
        weights = _random_weights(rnd)
        budget = rnd.choice((1, 30, 400, 3000))
        all_values = rnd.random() < 0.3
        assert vanilla.c_search(problem, budget, all_values, weights) == \
            vanilla.py_search(problem, budget, all_values, weights), i


def test_the_hand_made_evaluation_written_as_weights_searches_the_same() -> None:
    # 16 a Momon of difference and for the extra Summon (7.3.1), 6 per Momon of the best
    # Snatch (P10.3), the open sides once: the hand-made evaluation, feature by feature.
    hand = vanilla.pack_weights([[16 * 64, 16 * 64, 6 * 64, 64] + [0] * (vanilla.NF - 4)] * 17)
    rnd = random.Random(22)
    for i in range(40):
        problem, _k = vanilla.pack(random_position(rnd, rnd.randint(2, 16))) or (None, None)
        assert problem is not None
        budget = rnd.choice((30, 400, 3000))
        assert vanilla.raw_search(problem, budget, False, hand) == \
            vanilla.raw_search(problem, budget, False), i


def _exact_for(game: Game, seat: int) -> int:
    found = vanilla.solve_vanilla(game, 10**9, evaluation="hand")
    assert found is not None and found.raw.exact
    v = found.raw.value
    return v if game.to_move == seat else -v


@pytest.mark.rules("7.3.1", "7.3.2", "7.3.3")
def test_a_proof_names_a_winning_move_or_proves_the_loss() -> None:
    rnd = random.Random(23)
    seen = {1: 0, -1: 0, 0: 0}
    for i in range(60):
        game = random_position(rnd, rnd.randint(3, 8))
        problem, kinds = vanilla.pack(game) or (None, None)
        assert problem is not None and kinds is not None
        threshold = vanilla.win_threshold(game)
        weights = rnd.choice((b"", vanilla.fitted_weights()))
        prove = rnd.choice((300, 3_000, 50_000))
        raw = vanilla.raw_search(problem, 30, False, weights, prove, threshold)
        if vanilla.NATIVE:
            assert raw == vanilla.py_search(problem, 30, False, weights, prove, threshold), i
        seen[raw.proven] += 1
        seat = game.to_move
        best = _exact_for(game, seat)
        if raw.proven == 1:
            answer = vanilla._answer_for(game, kinds, raw.move)
            game.apply(answer)
            assert _exact_for(game, seat) >= threshold, i
            game.undo()
        elif raw.proven == -1:
            assert best < threshold, i
    # every case was met
    assert all(seen.values()), seen


def test_the_shipped_evaluation_is_closer_to_exact_values_than_the_hand_made_one() -> None:
    rnd = random.Random(24)
    errors = {"fitted": 0, "hand": 0}
    weights = vanilla.fitted_weights()
    for _ in range(80):
        game = random_position(rnd, rnd.randint(6, 8))
        problem, _k = vanilla.pack(game) or (None, None)
        assert problem is not None
        exact = vanilla.raw_search(problem, 10**9).value
        core = vanilla._Core(*problem.args(), weights=weights)
        left = core.decisions_left()
        errors["fitted"] += (core.evaluate_fitted(core.tp, left) - exact) ** 2
        errors["hand"] += (core.evaluate(core.tp, left) - exact) ** 2
    assert errors["fitted"] < 0.7 * errors["hand"], errors


def test_an_evaluation_file_that_does_not_fit_is_refused(tmp_path: Path) -> None:
    import json

    good = json.loads((ROOT / "resources" / "ai" / "vanilla-eval.json").read_text())
    assert vanilla.load_weights(ROOT / "resources" / "ai" / "vanilla-eval.json") == \
        vanilla.fitted_weights()
    broken = {
        "format": {**good, "format_version": 2},
        "features": {**good, "features": good["features"][::-1]},
        "rows": {**good, "weights": good["weights"][:16]},
        "text": {**good, "weights": [["1"] * vanilla.NF] * 17},
        "range": {**good, "weights": [[vanilla.MAX_WEIGHT + 1] * vanilla.NF] * 17},
    }
    for name, data in broken.items():
        path = tmp_path / f"{name}.json"
        path.write_text(json.dumps(data))
        with pytest.raises(ValueError, match=name):
            vanilla.load_weights(path)


@native
def test_the_c_core_refuses_malformed_weights_or_proof_arguments() -> None:
    problem, _k = vanilla.pack(random_position(random.Random(25), 10)) or (None, None)
    assert problem is not None
    args = problem.args()
    for weights in (bytes(17 * vanilla.NF * 4 - 4), (2**21).to_bytes(4, "little") * 17 * vanilla.NF):
        with pytest.raises(ValueError):
            vanilla._native.search(*args, 100, False, weights)
    with pytest.raises(ValueError):
        vanilla._native.search(*args, 100, False, b"", -1, 0)
    with pytest.raises(ValueError):
        vanilla._native.search(*args, 100, False, b"", 100, 5000)


@native
@pytest.mark.rules("7.3.2", "7.3.3")
def test_expert_keeps_a_won_game_won_with_nine_empty_squares() -> None:
    # expert's proof of a win there (EXPERT_BUDGETS) settles such positions
    rnd = random.Random(26)
    won = 0
    while won < 4:
        game = random_position(rnd, 9)
        problem, _k = vanilla.pack(game) or (None, None)
        assert problem is not None
        threshold = vanilla.win_threshold(game)
        probe = vanilla.c_search(problem, 1, False, b"", 40_000_000, threshold)
        if probe.proven != 1:
            continue
        won += 1
        seat = game.to_move
        answer = ExpertPlayer().choose(game, 0)
        game.apply(answer)
        after, _k = vanilla.pack(game) or (None, None)
        assert after is not None
        # the opponent, to move, cannot reach their own win threshold
        reply = vanilla.c_search(after, 1, False, b"", 400_000_000, vanilla.win_threshold(game))
        assert reply.proven == -1, (won, seat)
