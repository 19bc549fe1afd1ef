"""A deliberately naive model of the vanilla rules, the yardstick of ``bench engine``.

The rules engine's speed depends on the machine and on what else runs on it.  Its
speed relative to a second program that plays the same games in the same process, in
the same rounds, depends on neither very much: both slow down together.  This module is
that second program, written the way an outside tester would write one from the rules,
plainly and without any of the engine's tables or tricks, and sharing no code with it:

* a card is a dict (its id, owner, printed power, Snatch-Sight directions, whether it
  is a Momon); the Arena is a list of its 16 squares in reading order, each empty or a
  dict of the card there and its controller; a Hand is a list;
* the game (vanilla cards only, no abilities): 6.2 every card starts in its owner's
  Hand, 6.7 the first player takes the first turn and holds the First Player Token;
  P8.2 the turn player Summons one card from their Hand onto an empty square (P9.1),
  or none with an empty Hand; P8.3 the Snatch Check of that card (P10.1 to P10.3, with
  the face-off of P10.3(a) on printed power, P5.4, and the counter-snatch that ends
  it); 7.1.1 the turn counts; 7.1.2 the game ends after each player's 8th turn; 7.2 a
  turn that starts with the Arena full ends the game once it counts; 7.3 the player
  controlling more Momon wins, and a tie goes to the First Player Token.

``tests/engine/test_naive_model.py`` holds the model to the engine: the same answers
fed to both give the same Arena and the same Game Result.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from typing import Any

from momon_desktop.engine import CardDef, Setup

# P5.5: a step in each direction for a card of the player at the row-1 edge, as
# (column change, row change); Forward is toward row 4, Right toward column D.  The
# other player's cards face the other way.  Listed clockwise from Forward (P10.2).
STEPS: list[tuple[str, tuple[int, int]]] = [
    ("F", (0, 1)), ("FR", (1, 1)), ("R", (1, 0)), ("BR", (1, -1)),
    ("B", (0, -1)), ("BL", (-1, -1)), ("L", (-1, 0)), ("FL", (-1, 1)),
]
TURNS_EACH = 8  # 7.1.1
SIDE = 4  # 4.1.2: a 4 x 4 Arena

Card = dict[str, Any]


def make_cards(decks: Sequence[Sequence[CardDef]]) -> list[Card]:
    """Every card of both decks as a dict, the first player's deck first."""
    cards = []
    for owner, deck in enumerate(decks):
        for d in deck:
            cards.append({"id": d.id, "owner": owner, "power": d.power,
                          "sight": list(d.sight), "momon": d.type == "momon"})
    return cards


def in_sight(card: Card, square: int) -> list[int]:
    """P10.1, P10.2: the squares ``card`` on ``square`` sees, clockwise from Forward."""
    out = []
    for name, (dc, dr) in STEPS:
        if name not in card["sight"]:
            continue
        if card["owner"] == 1:
            dc, dr = -dc, -dr
        column, row = square % SIDE + dc, square // SIDE + dr
        if 0 <= column < SIDE and 0 <= row < SIDE:
            out.append(column + SIDE * row)
    return out


class NaiveGame:
    """One vanilla game.  Cards are numbered as the engine numbers its instances, and a
    square is ``column + 4 * row``, so the engine's answers can be fed in unchanged."""

    def __init__(self, cards: list[Card]) -> None:
        self.cards = cards
        self.hands: dict[int, list[int]] = {0: [], 1: []}
        for i, card in enumerate(cards):
            self.hands[card["owner"]].append(i)  # 6.2
        # The Arena: for each square, None or the card there and its controller.
        self.arena: list[dict[str, int] | None] = [None] * (SIDE * SIDE)
        self.turns = {0: 0, 1: 0}
        self.turn_player = 0  # 6.7, 6.10.1
        self.token = 0  # 6.7: the First Player Token
        self.arena_full = False
        self.over = False
        self.winner = -1
        self.momon = (0, 0)
        self.decisions = 0
        self.start_turn()

    def empty_squares(self) -> list[int]:
        """The empty squares, in reading order."""
        return [square for square in range(SIDE * SIDE) if self.arena[square] is None]

    def start_turn(self) -> None:
        """Go on until the turn player has to Summon, or the game is over."""
        while not self.over:
            p = self.turn_player
            if not self.empty_squares():
                self.arena_full = True  # 7.2.1: no Summon, no Snatch Check
                self.end_turn()
            elif not self.hands[p]:
                self.end_turn()  # P8.2: no Summon; the turn still counts (7.1.1)
            else:
                return

    def summon(self, card: int, square: int) -> None:
        """P8.2, P9.1: the turn player Summons ``card`` from their Hand onto ``square``;
        then the Snatch Check (P8.3) and the end of the turn."""
        p = self.turn_player
        if card not in self.hands[p] or self.arena[square] is not None:
            raise ValueError(f"not a legal Summon: card {card} onto square {square}")
        self.hands[p].remove(card)
        self.arena[square] = {"card": card, "controller": p}
        self.decisions += 1
        self.snatch_check(square)
        self.end_turn()
        self.start_turn()

    def snatch_check(self, square: int) -> None:
        """P10.2, P10.3: the Snatch Check of the card just Summoned onto ``square``."""
        s = self.arena[square]
        assert s is not None
        p = s["controller"]
        s_card = self.cards[s["card"]]
        for target in in_sight(s_card, square):
            t = self.arena[target]
            if t is None or t["controller"] == p:
                continue
            if s["controller"] != p:
                break
            t_card = self.cards[t["card"]]
            if square in in_sight(t_card, target):
                # P10.3(a): a face-off on current power, here the printed power.
                if s_card["power"] > t_card["power"]:
                    t["controller"] = p
                elif s_card["power"] < t_card["power"]:
                    s["controller"] = t["controller"]  # the counter-snatch ends it
                    break
            else:
                t["controller"] = p  # P10.3(b)

    def end_turn(self) -> None:
        """7.1.1: the turn counts; 7.2.2 and 7.1.2 end the game, else the other player
        takes the next turn."""
        p = self.turn_player
        self.turns[p] += 1
        if self.arena_full or (self.turns[0] >= TURNS_EACH and self.turns[1] >= TURNS_EACH):
            self.finish()
        else:
            self.turn_player = 1 - p

    def finish(self) -> None:
        """7.3.1 to 7.3.3: the count of controlled Momon decides; a tie goes to the First
        Player Token."""
        count = [0, 0]
        for place in self.arena:
            if place is not None and self.cards[place["card"]]["momon"]:
                count[place["controller"]] += 1
        self.momon = (count[0], count[1])
        if count[0] > count[1]:
            self.winner = 0
        elif count[1] > count[0]:
            self.winner = 1
        else:
            self.winner = self.token
        self.over = True

    def random_summon(self, rnd: random.Random) -> tuple[int, int]:
        """A random card of the turn player's Hand and a random empty square."""
        return rnd.choice(self.hands[self.turn_player]), rnd.choice(self.empty_squares())


def random_games(setup: Setup, count: int, seed: int) -> tuple[int, int, float]:
    """Play ``count`` random games between the decks of ``setup`` (only its card
    definitions are read); return (games, decisions, seconds)."""
    cards = make_cards(setup.decks)
    rnd = random.Random(seed)
    decisions = 0
    start = time.perf_counter()
    for _ in range(count):
        game = NaiveGame(cards)
        while not game.over:
            card, square = game.random_summon(rnd)
            game.summon(card, square)
        decisions += game.decisions
    return count, decisions, time.perf_counter() - start
