"""A whole match between two computer players, without a screen (the ``match`` command).

Every decision of a game is answered by the computer player of the player's level
(:func:`steady_answer`), with a seed derived from the game's seed and the number of
decisions so far, so that a match is the same on every run for the same seed.  With a clock
(PM.3) only the bank of the player who decides runs, and it runs for the real time the
computer spends choosing.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from momon_desktop.ai import LEVELS, SearchPlayer, make_player
from momon_desktop.engine import Answer, CardDef, Game, IllegalDecision, Setup

from .choice import choose_first_turn
from .procedure import GameOutcome, Match, MatchGame, Side, other


@dataclass(frozen=True)
class Contender:
    """A computer player of a match: its name, strength and deck."""

    name: str
    level: str
    deck: tuple[CardDef, ...]

    def __post_init__(self) -> None:
        if self.level not in LEVELS:
            raise ValueError(
                f"unknown level {self.level!r}; choose one of {', '.join(LEVELS)}"
            )


Chooser = Callable[[Game, str, int], Answer]
FirstDecision = Callable[[Side, Match], bool]


@dataclass
class MatchRun:
    """A played match and the engine game of each of its games (for the records)."""

    match: Match
    contenders: dict[Side, Contender]
    games: list[Game] = field(default_factory=list)


def steady_answer(game: Game, level: str, seed: int) -> Answer:
    """The computer's answer at ``level``, the same on any machine and under any load.

    The searching levels stop on their node budget alone: the wall-clock cap that keeps
    a move short at the table (``docs/ai.md``) would otherwise make a busy machine search
    less and choose differently.  The strength is the level's own.
    """
    player = make_player(level)
    if isinstance(player, SearchPlayer):
        player = SearchPlayer(player.name, replace(player.limits, seconds=None), player.weights)
    answer = player.choose(game, seed)
    if not game.is_legal(answer):
        raise IllegalDecision(f"the {level} computer player chose an illegal answer {answer!r}")
    return answer


def decision_seed(game: Game) -> int:
    """The seed the computer gets for the decision ``game`` waits for."""
    return random.Random(game.seed * 1000 + len(game.history)).randrange(1 << 30)


def computer_first_choice(contenders: dict[Side, Contender]) -> FirstDecision:
    """PM.2 for computer choosers: the data-based choice of :mod:`.choice`."""

    def decide(side: Side, match: Match) -> bool:
        return choose_first_turn(contenders[side].deck, contenders[other(side)].deck).take_first

    return decide


def play_game(match: Match, game: MatchGame, contenders: dict[Side, Contender],
              choose: Chooser = steady_answer) -> Game:
    """Play ``game`` of ``match`` to its end, the clock included, and record its
    outcome in ``match``.  Returns the engine game as it stopped."""
    first = contenders[game.first]
    second = contenders[game.second]
    engine = Setup(first.deck, second.deck).new_game(game.seed)
    while not engine.over:
        decision = engine.awaiting
        assert decision is not None
        side = game.side_of_seat(decision.player)
        match.deciding(side)
        answer = choose(engine.copy(), contenders[side].level, decision_seed(engine))
        if match.clock is not None and match.clock.remaining(side) <= 0.0:
            match.time_out(side, engine.momon_counts())  # PM.3
            return engine
        match.deciding(None)
        engine.apply(answer)
    assert engine.result is not None
    outcome = GameOutcome.from_result(engine.result, game.first)
    if not match.gameplay_ended(outcome):
        # 7.4.2: a computer winner presses the clock as soon as the game is won.
        assert outcome.winner is not None
        clock = match.clock
        if clock is not None and clock.remaining(outcome.winner) <= 0.0:
            match.time_out(outcome.winner, engine.momon_counts())
        else:
            match.press_clock(outcome.winner)
    return engine


def play_match(a: Contender, b: Contender, seed: int, clock: float | None = None, *,
               choose: Chooser = steady_answer, decide_first: FirstDecision | None = None,
               now: Callable[[], float] = time.perf_counter) -> MatchRun:
    """Play a whole match between ``a`` and ``b`` from the die roll with ``seed``."""
    contenders: dict[Side, Contender] = {"a": a, "b": b}
    match = Match.start(seed, clock, now=now)
    decide = decide_first or computer_first_choice(contenders)
    run = MatchRun(match, contenders)
    while not match.over:
        chooser = match.next_chooser()
        first = chooser if decide(chooser, match) else other(chooser)
        game = match.begin_game(first)
        run.games.append(play_game(match, game, contenders, choose))
    return run

