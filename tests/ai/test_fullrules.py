"""The native engine (``momon_desktop.ai._fullrules``): held equal to the Python rules
engine, and its search held to the Python reference's exact values."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

import pytest

from momon_desktop.ai import native
from momon_desktop.ai.expert import (
    EXPERT_CPU_LIMIT,
    EXPERT_SELECTIVITY,
    ExpertPlayer,
    expert_search,
)
from momon_desktop.ai.review import review_decision
from momon_desktop.ai.search import Searcher, SearchLimits
from momon_desktop.benchmarks.fullrules import differential, random_setup
from momon_desktop.cards.loader import parse_card_set
from momon_desktop.engine import CardDef, Game, Setup, Summon, Termination, provisional
from momon_desktop.engine.official import parse_square
from momon_desktop.engine.view import searchable_copy

from ..engine.helpers import ab, aura, card, filler

ROOT = Path(__file__).resolve().parents[2]

needs_native = pytest.mark.skipif(not native.NATIVE, reason="the native engine is not built")


@needs_native
@pytest.mark.rules("P8.2", "P9.2", "P10.3", "P10.4", "P11.3", "P11.4", "P11.6", "P11.7",
                   "PD.1", "PD.4", "PD.7", "PD.12", "PD.13", "PD.14")
def test_the_native_engine_agrees_with_the_python_engine_after_every_decision() -> None:
    # A seeded sample of `bench fullrules`: bundled Standard decks, random card sets over
    # the whole vocabulary and sets whose abilities chain into forced loops.
    games, compared, bad, first = differential(2500, seed=20)
    assert bad == 0, first
    assert compared >= 2500 and games > 60


@needs_native
@pytest.mark.rules("P11.7", "PD.7", "PD.14", "7.3.5")
def test_a_forced_loop_is_drawn_by_both_engines_at_the_same_resolution() -> None:
    ping_pong = [ab("turn_start", "snatch", "each_adjacent_enemy"),
                 ab("snatched", "snatch", "each_adjacent_enemy"),
                 ab("snatches", "snatch", "each_adjacent_enemy")]
    first = [card("ping", 5, abilities=ping_pong)] + filler("f", 9)
    second = [card("pong", 5, abilities=ping_pong)] + filler("s", 9)
    game = Setup(first, second).new_game(0)
    twin = native.native_game(game)
    for answer in (Summon(0, parse_square("B2")), Summon(10, parse_square("C2"))):
        game.apply(answer)
        twin.play(*native.encode(answer))
        assert twin.key() == game.state_key()
    assert game.result is not None and game.result.reason is Termination.FORCED_LOOP


@needs_native
@pytest.mark.rules("PD.7", "P11.7", "PD.14", "7.3.5")
def test_both_engines_end_a_chain_at_its_limit_as_a_forced_loop_draw() -> None:
    # A game of random card sets whose last answer starts a chain that neither ends
    # nor repeats a state for millions of resolutions: both engines end it at the same
    # resolution, the 100,000th, as a draw, and agree on the state after it.
    data = json.loads((ROOT / "tests" / "ai" / "data" / "long-chain.json").read_text("utf-8"))
    sets = [{c.id: c for c in parse_card_set(s, f"set {i}").cards}
            for i, s in enumerate(data["card_sets"])]
    decks = [[sets[i][cid] for cid in data["decks"][i]] for i in (0, 1)]
    game = Setup(decks[0], decks[1]).new_game(data["seed"])
    twin = native.native_game(game)
    for triple in data["answers"]:
        assert game.result is None
        logged = len(game.log)
        game.apply(native.decode(game, tuple(triple)))
        twin.play(*triple)
        assert twin.key() == game.state_key()
    assert game.result is not None and game.result.reason is Termination.FORCED_LOOP
    assert game.result.winner is None and game.log[-1][:2] == ("PD.7", "game_end")
    assert sum(e[1] == "trigger" for e in game.log[logged:]) == provisional.CHAIN_LIMIT


def _voided_by_plans(first: list[CardDef], second: list[CardDef],
                     moves: dict[int, list[tuple[str, str]]]) -> set[str]:
    """Play each seat's Summons (card id, square) in turn, both engines side by side and
    equal after every decision; the ids of the cards in a Void at the end."""
    game = Setup(first, second).new_game(0)
    twin = native.native_game(game)
    while game.result is None:
        plan = moves[game.to_move]
        cid, square = plan.pop(0) if plan else ("", "")
        planned = [a for a in game.legal_answers() if isinstance(a, Summon) and cid
                   and game.defs[a.card].id == cid and a.square == parse_square(square)]
        answer = planned[0] if planned else game.legal_answers()[0]
        game.apply(answer)
        twin.play(*native.encode(answer))
        assert twin.key() == game.state_key()
    return {game.defs[c].id for p in (0, 1) for c in game.voids[p]}


@needs_native
@pytest.mark.rules("P11.4", "P11.6", "P10.3")
def test_both_engines_put_a_card_whose_power_falls_to_zero_into_the_void() -> None:
    # P11.6 is looked at after every event; the native engine looks only at the cards
    # whose power may have changed, and works a power out only where a bound leaves it
    # in doubt: every way a power falls to 0 or below must still be found
    shade = card("shade", 3, continuous=[aura("power", "adjacent_enemies", amount=-2)])
    gloom = card("gloom", 4, continuous=[aura("set_power", "adjacent_enemies", value=0)])
    curse = card("curse", 6, abilities=[ab("summoned", "power", "each_adjacent_enemy",
                                           amount=-1, duration="end_of_turn")])
    first = [shade, gloom, curse] + filler("f", 7)
    second = [card("two", 2), card("three", 3), card("five", 5), card("big", 9)] + filler("s", 6)
    # whoever starts: five is on C4 before gloom comes beside it, three on A2 before
    # curse's Summon
    voided = _voided_by_plans(first, second, {
        0: [("shade", "B2"), ("gloom", "D4"), ("f-0", "D1"), ("curse", "A1")],
        1: [("five", "C4"), ("two", "B1"), ("three", "A2"), ("big", "D3")]})
    # two (2 - 2 beside shade), three (3 - 2 = 1 beside shade, then - 1 from curse's
    # Summon), five (set to 0 when gloom comes) and big (Summoned beside gloom) are in
    # the Void; the side of shade, gloom and curse keeps its cards
    assert {"two", "three", "five", "big"} <= voided
    assert not {"shade", "gloom", "curse"} & voided
    # a value set above 0 and a temporary change that takes it to 0: seven, set to 2
    # beside moth, loses 2 when hex is Summoned beside it
    moth = card("moth", 2, continuous=[aura("set_power", "adjacent_enemies", value=2)])
    hex_ = card("hex", 4, abilities=[ab("summoned", "power", "each_adjacent_enemy",
                                        amount=-2, duration="end_of_turn")])
    voided = _voided_by_plans([moth, hex_] + filler("f", 8),
                              [card("seven", 7)] + filler("s", 9), {
        0: [("moth", "B2"), ("f-0", "D4"), ("hex", "B1")],
        1: [("seven", "A1"), ("s-0", "D1"), ("s-1", "C4")]})
    assert "seven" in voided and not {"moth", "hex"} & voided


@needs_native
def test_the_native_engine_refuses_an_illegal_answer() -> None:
    game = random_setup(random.Random(3), 0).new_game(0)
    twin = native.native_game(game)
    assert game.awaiting is not None and game.awaiting.kind == "summon"
    with pytest.raises(ValueError):
        twin.play(native.A_CHOOSE, 3, 0)  # the game waits for a Summon
    with pytest.raises(ValueError):
        twin.play(native.A_SUMMON, game.hands[1 - game.to_move][0], 0)  # not their card
    assert twin.key() == game.state_key()


def _positions(seed: int, count: int, empties: range) -> list[Game]:
    rnd = random.Random(seed)
    out: list[Game] = []
    index = 0
    while len(out) < count:
        game = random_setup(rnd, index).new_game(index)
        index += 1
        target = rnd.choice(list(empties))
        guard = 0
        while game.result is None and len(game.empty_squares()) > target and guard < 200:
            game.play_unchecked(game.random_answer(rnd))
            guard += 1
        if game.result is None and len(game.legal_answers()) > 1:
            out.append(searchable_copy(game, game.to_move, 0))
    return out


@needs_native
@pytest.mark.rules("7.3.2", "7.3.3", "7.3.5")
def test_the_native_exact_solve_finds_the_python_references_value() -> None:
    solved = 0
    for view in _positions(31, 24, range(1, 5)):
        limits = SearchLimits(max_depth=1, nodes=60_000, exact_turns=16)
        reference = Searcher(limits=limits).search(view, value_needed=True)
        if not reference.exact:
            continue
        mine = native.search(view, 20_000_000, max_depth=100, first_depth=100)
        assert mine.exact and mine.value == reference.value, (view.history, mine, reference)
        solved += 1
    assert solved >= 15


@needs_native
@pytest.mark.rules("7.3.2", "7.3.3")
def test_a_proven_win_is_a_win_by_the_exact_solve() -> None:
    proven = 0
    for view in _positions(32, 14, range(5, 8)):
        proof = native.search(view, 0, phases=[(native.PROVE, 3_000_000)])
        exact = native.search(view, 20_000_000, max_depth=100, first_depth=100)
        if not exact.exact:
            continue
        if proof.proof == 1:
            proven += 1
            assert exact.value > 50_000
            assert proof.answer is not None
            after = native.search(view, 20_000_000, max_depth=100, first_depth=100,
                                  only=[proof.answer])
            assert after.value > 50_000
        elif proof.proof == -1:
            assert exact.value < 50_000
    assert proven >= 3


@needs_native
@pytest.mark.rules("7.3.1", "7.3.2", "7.3.3")
def test_after_a_proof_that_nothing_wins_the_exact_solve_finds_the_least_loss() -> None:
    # the plan's exact solve after a proof that no answer wins starts from the proof's
    # bound: the value and the answer are still those of the reference's full solve
    checked = 0
    for view in _positions(40, 12, range(3, 6)):
        plan = native.search(view, 0, phases=[(native.PROVE, 3_000_000),
                                               (native.EXACT, 3_000_000)])
        if plan.proof != -1:
            continue
        limits = SearchLimits(max_depth=1, nodes=60_000, exact_turns=16)
        reference = Searcher(limits=limits).search(view, value_needed=True)
        if not reference.exact:
            continue
        assert plan.exact and plan.value == reference.value, (view.history, plan, reference)
        assert plan.answer is not None
        if plan.answer != reference.answer:
            given = Searcher(limits=limits).search(view, value_needed=True,
                                                   only=[plan.answer])
            assert given.exact and given.value == reference.value
        checked += 1
    assert checked >= 4


@needs_native
def test_expert_answers_the_same_position_the_same_way_whatever_the_seed() -> None:
    for view in _positions(33, 4, range(9, 14)):
        answers = {ExpertPlayer().choose(view, seed) for seed in (1, 2, 99)}
        assert len(answers) == 1


@needs_native
def test_the_review_marks_experts_answer_best_and_values_the_answer_given_as_deep() -> None:
    for index, view in enumerate(_positions(34, 4, range(6, 12))):
        mine = expert_search(view).result
        assert mine.answer is not None
        judged = review_decision(view, mine.answer, view.to_move, index)
        assert judged.mark == "best" and judged.loss == 0
        other = next(a for a in view.legal_answers() if a != mine.answer)
        weighed = review_decision(view, other, view.to_move, index)
        # the answer the review puts first is expert's own, unless the answer given was
        # found worth more when searched alone
        assert weighed.best in (mine.answer, other) or weighed.best == mine.answer
        assert weighed.best_value >= weighed.value


def test_without_the_native_engine_expert_still_plays_every_kind_of_decision() -> None:
    # MOMON_NO_NATIVE=1: the Python path, as on a machine with no C compiler.
    script = (
        "import random\n"
        "from momon_desktop.ai import native, make_player\n"
        "from momon_desktop.benchmarks.fullrules import random_setup\n"
        "assert not native.NATIVE\n"
        "rnd = random.Random(5)\n"
        "game = random_setup(rnd, 0).new_game(0)\n"
        "expert = make_player('expert')\n"
        "while game.result is None and len(game.history) < 6:\n"
        "    game.apply(expert.choose(game, 1))\n"
        "print('ok', len(game.history))\n"
    )
    env = dict(os.environ, MOMON_NO_NATIVE="1")
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("ok")


@needs_native
def test_the_fitted_evaluation_file_is_checked_before_the_engine_takes_it(tmp_path: Path) -> None:
    import json

    good = {"format_version": 1, "features": list(native.FEATURES), "one": native.EVAL_ONE,
            "weights": [[0] * len(native.FEATURES) for _ in range(17)]}
    path = tmp_path / "eval.json"
    path.write_text(json.dumps(good))
    assert native.load_fitted(path) == [0] * (17 * len(native.FEATURES))
    damaged = [
        dict(good, format_version=2),
        dict(good, features=list(native.FEATURES)[:-1]),
        dict(good, one=100),
        dict(good, weights=good["weights"][:16]),
        dict(good, weights=[[1.5] * len(native.FEATURES)] * 17),
        dict(good, weights=[[2**30] * len(native.FEATURES)] * 17),
        [],
    ]
    for data in damaged:
        path.write_text(json.dumps(data))
        with pytest.raises(ValueError, match="eval.json"):
            native.load_fitted(path)


@needs_native
def test_expert_judges_with_the_shipped_fitted_evaluation() -> None:
    shipped = ROOT / "resources" / "ai" / "fullrules-eval.json"
    rows = native.load_fitted(shipped)
    assert any(rows) and native.fitted_ready()
    view = _positions(5, 1, range(12, 14))[0]
    fitted = native.search(view, 0, phases=[(native.SEARCH, 30_000)], fitted=True,
                           selectivity=EXPERT_SELECTIVITY)
    handmade = native.search(view, 0, phases=[(native.SEARCH, 30_000)])
    # the two evaluations value the same position differently, and expert's search is
    # the fitted one
    assert fitted.value != handmade.value
    assert expert_search(view, plan=[(native.SEARCH, 30_000)]).result.value == fitted.value


@needs_native
@pytest.mark.rules("7.3.2", "7.3.3")
def test_the_selectivity_never_touches_a_proof_or_an_exact_solve() -> None:
    # late-move reductions and pruning shape the heuristic search only: a proof of a
    # win and an exact solve search every answer to the end of the game either way
    compared = 0
    for view in _positions(34, 10, range(4, 8)):
        plan = [(native.PROVE, 400_000), (native.EXACT, 800_000)]
        full = native.search(view, 0, phases=plan)
        selective = native.search(view, 0, phases=plan, selectivity=EXPERT_SELECTIVITY)
        assert (full.answer, full.value, full.exact, full.proof, full.nodes) == (
            selective.answer, selective.value, selective.exact, selective.proof,
            selective.nodes)
        compared += full.exact
    assert compared >= 5


@needs_native
def test_the_selective_search_looks_at_fewer_positions_for_the_same_depth() -> None:
    fewer = 0
    for view in _positions(35, 6, range(12, 15)):
        full = native.search(view, 50_000_000, max_depth=4)
        selective = native.search(view, 50_000_000, max_depth=4,
                                  selectivity=EXPERT_SELECTIVITY)
        assert full.depth == selective.depth == 4
        assert selective.answer in view.legal_answers()
        fewer += selective.nodes < full.nodes
    assert fewer >= 5


@needs_native
def test_a_search_stops_at_its_limit_of_processor_time() -> None:
    view = _positions(36, 1, range(14, 16))[0]
    plan = [(native.SEARCH, 400_000_000)]
    before = time.thread_time()
    stopped = native.search(view, 0, phases=plan, cpu_limit=0.1)
    spent = time.thread_time() - before
    # it stopped at its limit, long before its budget, with a legal answer of the
    # deepest iteration it finished
    assert stopped.out_of_time and stopped.work < 400_000_000
    assert stopped.answer in view.legal_answers() and stopped.depth >= 2
    assert spent < 5.0
    # stopped in a proof of a win (a plan with 8 or fewer empty squares begins with one),
    # it still answers: a short heuristic search after the limit
    proving = native.search(view, 0, phases=[(native.PROVE, 400_000_000),
                                             (native.SEARCH, 400_000_000)], cpu_limit=0.1)
    assert proving.out_of_time and proving.proof == 0
    assert proving.answer in view.legal_answers() and proving.depth >= 1
    # a limit the search does not reach changes nothing: the budget alone decides
    small = [(native.SEARCH, 40_000)]
    free = native.search(view, 0, phases=small)
    limited = native.search(view, 0, phases=small, cpu_limit=60.0)
    assert not free.out_of_time and not limited.out_of_time
    assert (free.answer, free.value, free.nodes) == (limited.answer, limited.value,
                                                    limited.nodes)
    # expert plays with the limit, its ten-times-stronger benchmark partner without
    assert ExpertPlayer().cpu_limit == EXPERT_CPU_LIMIT > 0


def _long_chain_position() -> Game:
    """A position of a random card set with abilities that chain (5 empty squares) where
    some answers start a chain of the PD.7/PD.14 kind: over ten thousand abilities
    resolved before it ends or its loop shows, more than a decision's whole budget."""
    setup = random_setup(random.Random(5 * 7_919), 1)
    game = setup.new_game(random.Random(7).randrange(1 << 30))
    for c, square in ((5, 7), (13, 15), (0, 6), (12, 1), (1, 10), (16, 4), (3, 8), (10, 9),
                      (4, 2), (11, 0), (7, 13)):
        game.apply(Summon(c, square))
    return searchable_copy(game, game.to_move, 0)


@needs_native
@pytest.mark.rules("PD.7", "PD.14")
def test_a_long_chain_stops_with_the_search_budget_and_its_time() -> None:
    view = _long_chain_position()
    # PD.7, PD.14: a chain longer than what is left of the budget is stopped, so the
    # budget bounds the work whatever the cards do; the answer is still a legal one
    small = native.search(view, 0, phases=[(native.SEARCH, 10_000)])
    assert small.answer in view.legal_answers()
    assert small.work < 2 * 10_000
    # the limit of processor time is looked at inside such a chain too, where a few
    # positions take seconds between two looks of the search's own
    before = time.thread_time()
    stopped = native.search(view, 0, phases=[(native.SEARCH, 400_000_000)], cpu_limit=0.05)
    spent = time.thread_time() - before
    assert stopped.out_of_time and stopped.work < 10_000_000 and spent < 5.0
    assert stopped.answer in view.legal_answers()
    # where not even the first iteration finishes, the first answer of the search's order
    # is played (depth 0), not nothing: expert never falls back to a slower search
    first = native.search(view, 0, phases=[(native.PROVE, 2_000), (native.EXACT, 2_000)])
    assert first.answer in view.legal_answers() and first.depth == 0 and not first.exact
    found = expert_search(view)
    assert found.engine == "native" and found.result.answer in view.legal_answers()


@pytest.mark.rules("PD.7", "PD.14")
def test_the_python_search_stops_a_long_chain_at_its_limits() -> None:
    view = _long_chain_position()
    key, history = view.state_key(), list(view.history)
    # a limit of processor time holds although a single answer here starts a chain the
    # Python engine takes longer than the limit to resolve
    before = time.thread_time()
    found = Searcher(limits=SearchLimits(max_depth=64, nodes=20_000, cpu_seconds=0.1,
                                         exact_turns=6, width=16)).search(view)
    assert time.thread_time() - before < 1.5
    assert found.answer in view.legal_answers()
    # so does a budget of work: a chain is counted as it resolves, not only once it ends
    searcher = Searcher(limits=SearchLimits(max_depth=64, nodes=20_000, work=3_000,
                                            exact_turns=6, width=16))
    assert searcher.search(view).answer in view.legal_answers()
    assert searcher.work < 3_000
    # the position is left as it was, the stopped chains taken back
    assert (view.state_key(), view.history) == (key, history)


@pytest.mark.rules("PD.7", "PD.14")
def test_an_explanations_look_at_every_answer_leaves_out_the_long_chains(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from momon_desktop.ai import explain

    view = _long_chain_position()
    key = view.state_key()
    tried = {a: explain._tried(view, a) for a in view.legal_answers()}
    # every answer is taken back, those whose chain was stopped half way too
    assert view.state_key() == key
    long = [a for a, effects in tried.items() if effects is None]
    short = [a for a, effects in tried.items() if effects is not None]
    assert long and short
    # a chain left out is one that goes on past SCAN_CHAIN resolutions
    played = view.copy()
    logged = len(played.log)
    played.apply(long[0])
    assert sum(e[1] == "trigger" for e in played.log[logged:]) > explain.SCAN_CHAIN
    # the obvious alternative is an answer whose effects were worked out, and so is the
    # best reply the explanation names (here: the decider's answers, as the replies to
    # their opponent's move), even where the answers are ranked by the abilities they
    # resolve, which a long chain would win if it were played to its end
    monkeypatch.setattr(explain, "_gain", lambda effects, _player: len(effects.abilities))
    assert explain.obvious_alternative(view, short[0]) in short
    reply = explain.best_reply(view, 1 - view.to_move)
    assert reply is not None and reply.summon in short
    assert view.state_key() == key


@pytest.mark.rules("PD.7", "PD.14")
def test_an_explanations_outcome_search_stops_a_long_chain_at_its_limits() -> None:
    from momon_desktop.ai.explain import OUTCOME_CPU_SECONDS, _outcome

    view = _long_chain_position()
    # after an answer that starts no chain itself, the outcome search meets answers
    # whose chains take the Python engine tenths of a second each: its limits still hold, and the
    # position is left as it was
    after = view.copy()
    after.apply(Summon(18, 11))
    key = after.state_key()
    before = time.thread_time()
    found = _outcome(after, view.to_move, 6_000)
    assert time.thread_time() - before < OUTCOME_CPU_SECONDS + 1.0
    assert found is not None and after.state_key() == key
