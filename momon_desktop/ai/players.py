"""The computer players: one :class:`Player` protocol, the strengths and two baselines.

Strengths are named exactly ``beginner``, ``easy``, ``normal``, ``hard`` and ``expert``
everywhere (the new-game dialog, the referee's ``{"ai": LEVEL}`` move, the benchmark,
the ladder of :mod:`.ladder`).  ``random`` and ``greedy`` are baselines for the benchmark.

Every player looks at the game only through
:func:`momon_desktop.engine.view.searchable_copy`: the Arena, its own Hand and Void,
and the *content* of the opponent's Hand, which follows from the opponent's public
deck list (6.1) and the public record.  The order of the opponent's Hand (4.4.1) and
the game's random draws are replaced, so nothing hidden can change a choice.  The
game holds no other hidden card a decision can depend on: a face-down Void card
(4.5.2) never comes back into play.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Literal, Protocol, get_args

from momon_desktop.engine import Answer, Game, IllegalDecision
from momon_desktop.engine.view import searchable_copy

from .evaluate import BALANCED, STYLE_WEIGHTS, Weights, evaluate, terminal_value
from .expert import ExpertPlayer
from .search import Searcher, SearchLimits, SearchResult

# The computer strengths, weakest first: the one definition every part of the app uses.
Level = Literal["beginner", "easy", "normal", "hard", "expert"]
LEVELS: tuple[Level, ...] = get_args(Level)
# The level the suggestions, the puzzles' opponent and the review's "Try from here"
# play at (they read its search): the strongest, whose budgets are node counts alone, so
# a suggestion is the same under any load.
TOP_LEVEL: Level = "expert"
BASELINES: tuple[str, ...] = ("random", "greedy")

# Budgets of the hard level: the node budget keeps the choice the same on every run
# (and so independent of anything but the visible position and the seed); the clock
# cap keeps a move under 2 seconds on a slow machine.
HARD_NODES = 28_000
HARD_SECONDS = 1.5
HARD_EXACT_TURNS = 5
HARD_WIDTH = 14


class Player(Protocol):
    """Anything that can answer the decision a game is waiting for."""

    name: str

    def choose(self, game: Game, seed: int = 0) -> Answer:
        """A legal answer to ``game.awaiting`` for ``game.to_move``.  ``game`` is not
        changed.  The same visible position and ``seed`` give the same answer."""
        ...


def _view(game: Game, seed: int) -> tuple[Game, int]:
    seat = game.to_move
    if seat < 0:
        raise IllegalDecision("the game is over: there is no decision to make")
    return searchable_copy(game, seat, seed), seat


def _diff_after(game: Game, answer: Answer, seat: int) -> int:
    """Controlled-Momon difference for ``seat`` right after ``answer`` (7.3.1), or the
    game's value if it ends."""
    game.apply(answer)
    try:
        if game.result is not None:
            return terminal_value(game, seat)
        a, b = game.momon_counts()
        return a - b if seat == 0 else b - a
    finally:
        game.undo()


@dataclass
class RandomPlayer:
    """Baseline: a uniformly random legal answer."""

    name: str = "random"

    def choose(self, game: Game, seed: int = 0) -> Answer:
        """A random legal answer, drawn with ``seed``."""
        view, _seat = _view(game, seed)
        answers = view.legal_answers()
        return answers[random.Random(seed).randrange(len(answers))]


@dataclass
class GreedyPlayer:
    """Baseline: the answer that leaves the best controlled-Momon difference at once
    (ties broken at random with the seed)."""

    name: str = "greedy"

    def choose(self, game: Game, seed: int = 0) -> Answer:
        """The greedy answer."""
        view, seat = _view(game, seed)
        scored = [(_diff_after(view, a, seat), a) for a in view.legal_answers()]
        top = max(s for s, _ in scored)
        best = [a for s, a in scored if s == top]
        return best[random.Random(seed).randrange(len(best))]


@dataclass
class BeginnerPlayer:
    """``beginner``: any legal answer, with a light preference for those that leave
    more Momon under its control at once (7.3.1).

    Each answer is drawn with a weight ``preference ** gain``, where ``gain`` is the
    controlled-Momon difference right after it minus the worst one on offer (a
    Snatch of one card changes the difference by 2), so a Summon that snatches one
    card is 1.7 times as likely as one that takes nothing, and a plain Summon is still
    chosen over it most of the time: it takes an obvious capture now and then and
    never looks at the reply.  (Measured: it wins about 60% against random answers and
    about 22% against ``easy`` on the ladder's bundled and random Standard decks.)
    """

    name: str = "beginner"
    preference: float = 1.3

    def choose(self, game: Game, seed: int = 0) -> Answer:
        """A random answer, lightly weighted toward immediate gains."""
        view, seat = _view(game, seed)
        answers = view.legal_answers()
        diffs = [max(-8, min(8, _diff_after(view, a, seat))) for a in answers]
        low = min(diffs)
        weights = [self.preference ** (d - low) for d in diffs]
        return random.Random(seed).choices(answers, weights)[0]


@dataclass
class EasyPlayer:
    """``easy``: greedy on the immediate Momon difference, with deliberate mistakes.

    Among answers that leave the same difference it prefers the one its style's
    evaluation likes best.  With probability ``mistake`` it plays a worse answer (or
    any answer); it never searches what the opponent can do next.  At 0.25 it scores
    about 78% against ``beginner`` and ``normal`` about 88% against it, over 80 and 40
    games of the ladder's deck pairs (at 0.35 it scored only 64% against ``beginner``).
    """

    name: str = "easy"
    weights: Weights = BALANCED
    mistake: float = 0.25

    def choose(self, game: Game, seed: int = 0) -> Answer:
        """A mostly greedy answer."""
        view, seat = _view(game, seed)
        rnd = random.Random(seed)
        scored = [(self._score(view, a, seat), a) for a in view.legal_answers()]
        top = max(s for s, _ in scored)
        best = [a for s, a in scored if s == top]
        worse = [a for s, a in scored if s[0] < top[0]]
        if worse and rnd.random() < self.mistake:
            return worse[rnd.randrange(len(worse))]
        if rnd.random() < self.mistake:
            return scored[rnd.randrange(len(scored))][1]
        return best[rnd.randrange(len(best))]

    def _score(self, game: Game, answer: Answer, seat: int) -> tuple[int, int]:
        game.apply(answer)
        try:
            if game.result is not None:
                return terminal_value(game, seat), 0
            a, b = game.momon_counts()
            return (a - b if seat == 0 else b - a), evaluate(game, seat, self.weights)
        finally:
            game.undo()


@dataclass
class SearchPlayer:
    """A player that searches with :class:`~momon_desktop.ai.search.Searcher`.

    ``normal`` is a two-decision look-ahead (its answer and the reply) with the static
    evaluation; ``hard`` deepens iteratively under a node budget with a transposition
    table and solves the end of the game exactly.
    """

    name: str
    limits: SearchLimits
    weights: Weights = BALANCED
    last: SearchResult | None = None

    def choose(self, game: Game, seed: int = 0) -> Answer:
        """The answer the search finds best."""
        return self.analyse(game, seed).answer

    def analyse(self, game: Game, seed: int = 0) -> SearchResult:
        """The full search result (answer, value, depth, nodes, exact, seconds)."""
        view, _seat = _view(game, seed)
        result = Searcher(self.weights, self.limits).search(view)
        self.last = result
        return result


def normal_limits() -> SearchLimits:
    """Search limits of the ``normal`` level: two decisions deep, every answer."""
    return SearchLimits(max_depth=2, nodes=60_000, seconds=4.0)


def hard_limits() -> SearchLimits:
    """Search limits of the ``hard`` level (see the module constants)."""
    return SearchLimits(max_depth=64, nodes=HARD_NODES, seconds=HARD_SECONDS,
                        exact_turns=HARD_EXACT_TURNS, width=HARD_WIDTH)


def make_player(level: str, style: str = "balanced") -> Player:
    """The player for a strength (``beginner``, ``easy``, ``normal``, ``hard``) or a baseline
    (``random``, ``greedy``); ``style`` (``balanced``, ``aggressive``, ``defensive``)
    sets the evaluation weights of the searching levels."""
    if style not in STYLE_WEIGHTS:
        raise ValueError(f"unknown style {style!r}; choose one of {', '.join(STYLE_WEIGHTS)}")
    weights = STYLE_WEIGHTS[style]
    if level == "beginner":
        return BeginnerPlayer()
    if level == "easy":
        return EasyPlayer(weights=weights)
    if level == "normal":
        return SearchPlayer("normal", normal_limits(), weights)
    if level == "hard":
        return SearchPlayer("hard", hard_limits(), weights)
    if level == "expert":
        return ExpertPlayer(weights=weights)
    if level == "random":
        return RandomPlayer()
    if level == "greedy":
        return GreedyPlayer()
    raise ValueError(f"unknown AI level {level!r}; choose one of {', '.join(LEVELS + BASELINES)}")


def choose_answer(game: Game, level: str, seed: int = 0) -> Answer:
    """The answer the computer at ``level`` gives to the decision ``game`` waits for.

    This is what the referee's ``{"ai": LEVEL}`` move calls.  ``game`` is not changed;
    the answer is always legal for ``game``.
    """
    answer = make_player(level).choose(game, seed)
    if not game.is_legal(answer):
        raise IllegalDecision(f"the {level} computer player chose an illegal answer {answer!r}")
    return answer


def timed_choice(player: Player, game: Game, seed: int = 0) -> tuple[Answer, float]:
    """``player``'s answer and the seconds it took."""
    start = time.perf_counter()
    answer = player.choose(game, seed)
    return answer, time.perf_counter() - start
