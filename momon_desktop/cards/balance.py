"""Balance check for a card pool: many games between random legal decks.

Each game pits two random legal Standard decks (PF.1) against each other, played by the
same simple strategy on both sides through the engine's decision API. For every card the
report gives the win rate of the decks that included it, next to the overall win rate of
a deck; a card far above the overall rate would be an automatic pick, one far below a
card nobody should play.

    python -m momon_desktop.cards balance [--games N] [--strategy random|greedy] [--seed S]

``random`` answers every decision uniformly at random; ``greedy`` looks one decision
ahead and takes the answer that leaves it with the best Momon count difference (7.3.1),
which lets the cards' strengths show. Results depend on the strategy: treat them as a
guide for tuning, not as a verdict.
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from momon_desktop.engine import Game, Setup
from momon_desktop.engine.carddefs import CardDef
from momon_desktop.engine.game import Answer

from .formats import DECK_SIZE, STANDARD, Format, check_deck
from .loader import CardPool, bundled_pool

Strategy = Callable[[Game, random.Random], Answer]

STRATEGIES: tuple[str, ...] = ("random", "greedy")


def random_answer(game: Game, rng: random.Random) -> Answer:
    """Any legal answer, uniformly."""
    return game.random_answer(rng)


def greedy_answer(game: Game, rng: random.Random) -> Answer:
    """The answer that leaves the deciding player best off one decision later.

    Scored by controlled Momon (7.3.1), with a finished game counted as a decisive win or
    loss; ties between answers are broken at random.
    """
    me = game.to_move
    best: list[Answer] = []
    best_score = -(10**9)
    for answer in game.legal_answers():
        after = game.copy()
        after.play_unchecked(answer)
        mine, theirs = after.momon_counts()[me], after.momon_counts()[1 - me]
        score = mine - theirs
        if after.result is not None:
            if after.result.winner == me:
                score += 1000
            elif after.result.winner is not None:
                score -= 1000
        if score > best_score:
            best, best_score = [answer], score
        elif score == best_score:
            best.append(answer)
    return best[rng.randrange(len(best))]


def strategy_named(name: str) -> Strategy:
    """The strategy function for ``random`` or ``greedy``."""
    if name == "random":
        return random_answer
    if name == "greedy":
        return greedy_answer
    raise ValueError(f'unknown strategy "{name}"; expected one of: {", ".join(STRATEGIES)}')


def random_deck(cards: Sequence[CardDef], rng: random.Random, max_copies: int | None) -> list[str]:
    """A random deck of 10 (6.1) with at most ``max_copies`` of a card (PF.1)."""
    counts: dict[str, int] = {}
    deck: list[str] = []
    while len(deck) < DECK_SIZE:
        card = cards[rng.randrange(len(cards))]
        if max_copies is not None and counts.get(card.id, 0) >= max_copies:
            continue
        counts[card.id] = counts.get(card.id, 0) + 1
        deck.append(card.id)
    return deck


@dataclass(frozen=True, slots=True)
class CardStats:
    """How the decks that included one card fared."""

    card_id: str
    decks: int
    wins: int

    @property
    def win_rate(self) -> float:
        """Wins per deck that included the card (0 when it never appeared)."""
        return self.wins / self.decks if self.decks else 0.0


@dataclass(frozen=True, slots=True)
class BalanceReport:
    """The outcome of a balance run."""

    games: int
    draws: int
    first_seat_wins: int
    strategy: str
    cards: tuple[CardStats, ...]

    @property
    def overall_win_rate(self) -> float:
        """Wins per deck over all games (just under 0.5 when there are draws)."""
        return (self.games - self.draws) / (2 * self.games) if self.games else 0.0

    def outliers(self, tolerance: float) -> list[CardStats]:
        """Cards whose win rate differs from the overall rate by more than ``tolerance``."""
        base = self.overall_win_rate
        return [c for c in self.cards if c.decks and abs(c.win_rate - base) > tolerance]

    def format(self) -> str:
        """A plain-text table, strongest card first."""
        base = self.overall_win_rate
        lines = [
            f"{self.games} games, strategy {self.strategy}: deck win rate {base:.3f}, "
            f"draws {self.draws}, first seat won {self.first_seat_wins}",
            f"{'card':<24} {'decks':>6} {'win rate':>9} {'vs all':>8}",
        ]
        for c in sorted(self.cards, key=lambda s: s.win_rate, reverse=True):
            lines.append(
                f"{c.card_id:<24} {c.decks:>6} {c.win_rate:>9.3f} {c.win_rate - base:>+8.3f}"
            )
        return "\n".join(lines)


def play_game(
    setup: Setup, seed: int, first: Strategy, second: Strategy, rng: random.Random
) -> int | None:
    """Play one game to its end; return the winning seat, or ``None`` for a draw."""
    game = setup.new_game(seed=seed)
    players = (first, second)
    while game.result is None:
        game.play_unchecked(players[game.to_move](game, rng))
    return game.result.winner


def run_balance(
    games: int,
    *,
    seed: int = 0,
    strategy: str = "random",
    pool: CardPool | None = None,
    fmt: Format = STANDARD,
) -> BalanceReport:
    """Play ``games`` games between random legal decks of ``fmt`` and report per card."""
    pool = bundled_pool() if pool is None else pool
    rng = random.Random(seed)
    play = strategy_named(strategy)
    cards = pool.cards(fmt.set_ids)
    decks_with: dict[str, int] = {c.id: 0 for c in cards}
    wins_with: dict[str, int] = {c.id: 0 for c in cards}
    draws = first_wins = 0
    for number in range(games):
        decks = [random_deck(cards, rng, fmt.max_copies) for _ in range(2)]
        assert all(not check_deck(d, fmt, pool) for d in decks)
        setup = Setup([pool.get(i) for i in decks[0]], [pool.get(i) for i in decks[1]])
        winner = play_game(setup, seed * 1_000_003 + number, play, play, rng)
        if winner is None:
            draws += 1
        elif winner == 0:
            first_wins += 1
        for seat, deck in enumerate(decks):
            for card_id in set(deck):
                decks_with[card_id] += 1
                if winner == seat:
                    wins_with[card_id] += 1
    return BalanceReport(
        games=games,
        draws=draws,
        first_seat_wins=first_wins,
        strategy=strategy,
        cards=tuple(CardStats(c.id, decks_with[c.id], wins_with[c.id]) for c in cards),
    )


def main(argv: Sequence[str] | None = None) -> int:
    """Command line: run a balance check on the bundled Standard pool and print it."""
    parser = argparse.ArgumentParser(prog="python -m momon_desktop.cards balance")
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--strategy", choices=STRATEGIES, default="random")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    print(run_balance(args.games, seed=args.seed, strategy=args.strategy).format())
    return 0
