"""Alpha-beta search (negamax form) over the engine's decisions.

Every decision is a node of the tree: turn Summons, effect Summons (P9.2), squares
chosen for an ability and yes/no answers (P11.5).  The player who decides is
``game.to_move``; it does not simply alternate (the summoning player often decides
again inside their own turn), so a child's value changes sign only when the decider
changes.

The search works on a copy it may change (normally
:func:`momon_desktop.engine.view.searchable_copy`).  It moves through the tree with the
engine's :meth:`~momon_desktop.engine.game.Game.apply` / :meth:`~Game.undo` snapshots,
which measured faster than ``copy()`` + ``play_unchecked()`` (about 86 000 against
72 000 decisions a second on the bundled decks), and keeps:

* iterative deepening under a node budget (deterministic) and a wall-clock cap;
* a transposition table keyed by :meth:`Game.state_key`;
* move ordering: transposition-table move, then killer moves, then Summons by the
  Snatches they make (:func:`~momon_desktop.ai.evaluate.summon_gain`);
* an optional width limit on Summon nodes below the root (the best-ordered Summons
  only), switched off for the exact solve;
* an exact solve to the end of the game (7.1, 7.2) once few turns remain, proven
  exact when no leaf was cut by the horizon or the width limit.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass

from momon_desktop.engine import Answer, Game, Summon
from momon_desktop.engine.game import ChainStopped, stopping_long_chains

from .evaluate import BALANCED, WIN, Weights, evaluate, summon_gain, tables_for, terminal_value

# 7.1.1: each player takes at most 8 turns.
TOTAL_TURNS = 16

_EXACT, _LOWER, _UPPER = 0, 1, 2
_INF = 10 * WIN
_DEEP = 1000
# Decisions deep at most: a choice or a yes/no can follow another without end where
# abilities let the players go on deciding (P11.7 cuts only loops without a decision);
# past this the position is evaluated, as at the horizon.
MAX_PLY = 96
# The time is looked at every 128 positions and at least every this many units of work
# (decisions plus abilities resolved): with abilities that chain a position can take
# many times as long as usual.
CLOCK_WORK = 2048


class SearchTimeout(Exception):
    """Raised inside the search when the node budget or the clock runs out."""


@dataclass(frozen=True, slots=True)
class SearchLimits:
    """How far and how long one search may go.

    ``max_depth``: deepest iteration, in decisions.  ``nodes``: node budget (makes the
    result independent of the machine's speed).  ``seconds``: wall-clock cap, a safety
    net for slow machines.  ``cpu_seconds``: a cap of the searching thread's processor
    time, the same net where other programs load the machine.  ``exact_turns``: solve
    exactly to the end once at most this many turns remain (0: never jump straight to
    it).  ``width``: at most this many
    Summons searched at a node below the root (None: all).  ``work``: a budget of work,
    the nodes and every event the engine logs while they are played (an ability that
    resolves, a snatch), so that cards whose abilities chain cannot make a search of
    ``nodes`` nodes take much longer than one of plain cards.
    """

    max_depth: int = 64
    nodes: int | None = None
    seconds: float | None = None
    cpu_seconds: float | None = None
    exact_turns: int = 0
    width: int | None = None
    work: int | None = None


@dataclass(frozen=True, slots=True)
class SearchResult:
    """The answer a search chose and how it got there."""

    answer: Answer
    value: int
    depth: int
    nodes: int
    exact: bool
    seconds: float


def remaining_turns(game: Game) -> int:
    """Turns still to be taken (7.1.1), counting the current one if it is running."""
    return TOTAL_TURNS - game.turns[0] - game.turns[1]


class Searcher:
    """Negamax alpha-beta with a transposition table, killers and iterative deepening."""

    def __init__(self, weights: Weights = BALANCED, limits: SearchLimits | None = None) -> None:
        self.weights = weights
        self.limits = limits or SearchLimits()
        # state key -> (depth, bound flag, value, best answer, whether the subtree was cut
        # by the horizon or the width limit).
        self.tt: dict[tuple[object, ...], tuple[int, int, int, Answer | None, bool]] = {}
        self.killers: dict[int, list[Answer]] = {}
        self.nodes = 0
        self.work = 0
        self._deadline = 0.0
        self._cpu_deadline = 0.0
        self._node_cap = 0
        self._work_cap = 0
        self._clock_work = 0
        self._width: int | None = None
        self._cut = False
        # Whether the last search met its limit of time (wall clock or processor): its
        # answer may then differ from run to run.
        self.out_of_time = False

    # ------------------------------------------------------------------ entry point

    def search(self, game: Game, value_needed: bool = False,
               only: Sequence[Answer] | None = None) -> SearchResult:
        """Choose an answer for ``game.to_move``.  ``game`` must not be over; it is left
        exactly as it was (every applied answer is undone).

        A decision with one legal answer is answered at once with value 0 unless
        ``value_needed`` asks for the position to be searched anyway.  ``only``: the
        root answers to search (legal ones, for example the answer a player gave, to
        learn its value); all legal answers when None.
        """
        if game.result is not None:
            raise ValueError("the game is over")
        start = time.perf_counter()
        lim = self.limits
        self.tt.clear()
        self.killers.clear()
        self.nodes = 0
        self.work = 0
        self._clock_work = 0
        self.out_of_time = False
        deadline = start + lim.seconds if lim.seconds is not None else float("inf")
        cpu_start = time.thread_time()
        cpu_deadline = cpu_start + lim.cpu_seconds if lim.cpu_seconds is not None \
            else float("inf")
        node_cap = lim.nodes if lim.nodes is not None else 1 << 62
        work_cap = lim.work if lim.work is not None else 1 << 62
        answers = self._ordered(game, 0, None) if only is None else list(only)
        if len(answers) == 1 and not value_needed:
            return SearchResult(answers[0], 0, 0, 0, False, time.perf_counter() - start)
        found: tuple[Answer, int, int, bool] | None = None
        with stopping_long_chains(self._chain_stops):
            if lim.exact_turns and remaining_turns(game) <= lim.exact_turns:
                # The exact solve may use most of the budget; what is left goes to a
                # heuristic search if it does not finish.
                self._deadline = start + 0.8 * (deadline - start)
                self._cpu_deadline = cpu_start + 0.8 * (cpu_deadline - cpu_start)
                self._node_cap = int(node_cap * 0.8)
                self._work_cap = int(work_cap * 0.8)
                found = self._iterate(game, answers, [_DEEP])
            if found is None or not found[3]:
                self._deadline = deadline
                self._cpu_deadline = cpu_deadline
                self._node_cap = node_cap
                self._work_cap = work_cap
                found = self._iterate(game, answers, list(range(1, lim.max_depth + 1))) or found
        if found is None:
            # Not even depth 1 finished: take the best-ordered answer.
            found = (answers[0], 0, 0, False)
        answer, value, depth, exact = found
        return SearchResult(answer, value, depth, self.nodes, exact,
                            time.perf_counter() - start)

    def _past_time(self) -> bool:
        """Whether the search is past its time (looked at every 128 positions, and every
        :data:`CLOCK_WORK` units of work where abilities make positions slow)."""
        self._clock_work = self.work + CLOCK_WORK
        past = time.perf_counter() > self._deadline or time.thread_time() > self._cpu_deadline
        if past:
            self.out_of_time = True
        return past

    def _chain_stops(self, resolutions: int) -> bool:
        """Whether a long chain being resolved (PD.7, PD.14) outgrows the search's budget
        of work or its time (:func:`~momon_desktop.engine.game.stopping_long_chains`)."""
        return self.work + resolutions >= self._work_cap or self._past_time()

    def wins(self, game: Game, answer: Answer) -> bool | None:
        """Whether ``answer`` wins the game for the player deciding in ``game`` under
        best play from both sides (7.3.2, 7.3.3, the First Player Token's tie-break
        included): a null-window search to the end of the game (7.1, 7.2) at the least
        value of a win, full width.  None when the node budget runs out first, or when a
        line goes past :data:`MAX_PLY` decisions.  ``game`` is left as it was."""
        if game.result is not None:
            raise ValueError("the game is over")
        lim = self.limits
        self.tt.clear()
        self.killers.clear()
        self.nodes = 0
        self.work = 0
        self._deadline = float("inf")
        self._cpu_deadline = float("inf")
        self._node_cap = lim.nodes if lim.nodes is not None else 1 << 62
        self._work_cap = lim.work if lim.work is not None else 1 << 62
        self._width = None
        self._cut = False
        undo_depth = len(game.history)
        threshold = WIN // 2
        try:
            value = self._child(game, answer, game.to_move, _DEEP, threshold - 1, threshold, 1)
        except SearchTimeout:
            while len(game.history) > undo_depth:
                game.undo()
            return None
        if self._cut:
            # a line past MAX_PLY decisions was judged, not played to its end
            return None
        return value >= threshold

    def _iterate(self, game: Game, answers: list[Answer],
                 depths: list[int]) -> tuple[Answer, int, int, bool] | None:
        """Iterative deepening over ``depths``; the last finished iteration's answer,
        value, depth and whether it is exact, or None if none finished."""
        undo_depth = len(game.history)
        found: tuple[Answer, int, int, bool] | None = None
        for depth in depths:
            self._width = None if depth >= _DEEP else self.limits.width
            self._cut = False
            try:
                value, answer = self._root(game, depth, answers)
            except SearchTimeout:
                while len(game.history) > undo_depth:
                    game.undo()
                break
            found = (answer, value, depth, not self._cut)
            # Search the best answer first in the next iteration.
            answers.remove(answer)
            answers.insert(0, answer)
            if not self._cut:
                break
        return found

    # ------------------------------------------------------------------ the tree

    def _root(self, game: Game, depth: int, answers: list[Answer]) -> tuple[int, Answer]:
        me = game.to_move
        alpha = -_INF
        best = answers[0]
        for a in answers:
            v = self._child(game, a, me, depth, alpha, _INF, 1)
            if v > alpha:
                alpha, best = v, a
        return alpha, best

    def _child(self, game: Game, a: Answer, me: int, depth: int, alpha: int, beta: int,
               ply: int) -> int:
        """Value for ``me`` of applying ``a`` and searching ``depth - 1`` further."""
        logged = len(game.log)
        try:
            game.apply(a)
        except ChainStopped:
            game.undo()
            raise SearchTimeout from None
        self.work += 1 + len(game.log) - logged
        try:
            if game.result is not None:
                return terminal_value(game, me)
            if game.to_move == me:
                return self._negamax(game, depth - 1, alpha, beta, ply)
            return -self._negamax(game, depth - 1, -beta, -alpha, ply)
        finally:
            game.undo()

    def _negamax(self, game: Game, depth: int, alpha: int, beta: int, ply: int) -> int:
        self.nodes += 1
        if self.nodes >= self._node_cap or self.work >= self._work_cap or (
            (not self.nodes & 127 or self.work >= self._clock_work) and self._past_time()
        ):
            raise SearchTimeout
        me = game.to_move
        if depth <= 0 or ply >= MAX_PLY:
            self._cut = True
            return evaluate(game, me, self.weights)
        key = game.state_key()
        entry = self.tt.get(key)
        tt_move: Answer | None = None
        if entry is not None:
            e_depth, e_flag, e_value, tt_move, e_cut = entry
            if e_depth >= depth and (
                e_flag == _EXACT
                or (e_flag == _LOWER and e_value >= beta)
                or (e_flag == _UPPER and e_value <= alpha)
            ):
                self._cut = self._cut or e_cut
                return e_value
        outer_cut = self._cut
        self._cut = False
        alpha0 = alpha
        best = -_INF
        best_move: Answer | None = None
        for a in self._ordered(game, ply, tt_move):
            v = self._child(game, a, me, depth, alpha, beta, ply + 1)
            if v > best:
                best, best_move = v, a
                if v > alpha:
                    alpha = v
                    if alpha >= beta:
                        if isinstance(a, Summon):
                            k = self.killers.setdefault(ply, [])
                            if a not in k:
                                k.insert(0, a)
                                del k[2:]
                        break
        flag = _UPPER if best <= alpha0 else (_LOWER if best >= beta else _EXACT)
        cut = self._cut
        self.tt[key] = (depth, flag, best, best_move, cut)
        self._cut = outer_cut or cut
        return best

    def _ordered(self, game: Game, ply: int, tt_move: Answer | None) -> list[Answer]:
        """Legal answers, most promising first; below the root, cut to the width.

        Summons are ordered by the Snatches they make, then by how few empty
        neighbouring squares the summoned card cannot see (an enemy Summon there would
        snatch it without a face-off, P10.3(b)).  The width cut keeps a few squares per
        distinct card, so quiet positions still look at every card.
        """
        answers = game.legal_answers()
        if len(answers) > 1 and isinstance(answers[0], Summon):
            tables = tables_for(game.setup)
            seat = game.to_move
            powers = game.arena_powers() if (game.n_cont or game.mods) else None
            killers = self.killers.get(ply, ())
            board = game.board
            empty = 0
            for sq in range(16):
                if board[sq] < 0:
                    empty |= 1 << sq
            blind = tables.blind

            def score(a: Answer) -> int:
                assert isinstance(a, Summon)
                s = 100 * summon_gain(game, a.card, a.square, seat, tables, powers)
                if a in killers:
                    s += 50
                return s - 12 * (blind[a.card][a.square] & empty).bit_count()

            answers.sort(key=score, reverse=True)
            width = self._width
            if ply > 0 and width is not None and len(answers) > width:
                per_card = max(2, width // 4)
                kept: list[Answer] = []
                count: dict[int, int] = {}
                for a in answers:
                    assert isinstance(a, Summon)
                    n = count.get(a.card, 0)
                    if n < per_card:
                        count[a.card] = n + 1
                        kept.append(a)
                        if len(kept) >= width:
                            break
                answers = kept
                self._cut = True
        if tt_move is not None:
            # The stored answer is legal here: an equal state key means an equal position.
            if tt_move in answers:
                answers.remove(tt_move)
            answers.insert(0, tt_move)
        return answers
