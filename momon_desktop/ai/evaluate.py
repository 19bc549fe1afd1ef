"""Static evaluation of a Momon Wonder position for the computer opponent.

The game is decided by the Momon each player controls when it ends (7.3.1, 7.3.2), so
the evaluation starts from the controlled-Momon difference and adds what a short
search cannot see: the best Snatch the player to move can make with a card from Hand
(P10.2, P10.3), the cards of each side that an enemy Summon could snatch next, Ward
Tokens (P10.4) and the power still in each Hand.

Everything here reads the engine's public state fields and its precomputed
:class:`~momon_desktop.engine.game.Setup` tables; nothing changes the game.
"""

from __future__ import annotations

from dataclasses import dataclass

from momon_desktop.engine import Game, Setup
from momon_desktop.engine.official import NEIGHBOUR_MASK

# A won or lost game is worth more than any evaluation (7.3.2); the controlled-Momon
# margin is added so that the search still prefers a bigger win or a smaller loss.
WIN = 100_000


@dataclass(frozen=True, slots=True)
class Weights:
    """How much each feature of a position is worth, in hundredths of a Momon.

    ``control``: per controlled Momon more than the opponent (7.3.1).
    ``threat``: per Momon swing of the best immediate Snatch the player to move has.
    ``reply``: per Momon swing of the best immediate Snatch the other player has.
    ``at_risk``: per own card that some enemy Summon could snatch next.
    ``target``: per enemy card that some own Summon could snatch next.
    ``ward``: per Ward Token on an own card (P10.4).
    ``hand_power``: per point of printed power more than the opponent's in Hand.
    """

    control: int = 100
    threat: int = 80
    reply: int = 30
    at_risk: int = 18
    target: int = 10
    ward: int = 25
    hand_power: int = 2


BALANCED = Weights()
AGGRESSIVE = Weights(threat=95, reply=20, at_risk=10, target=22, ward=15, hand_power=1)
DEFENSIVE = Weights(threat=70, reply=45, at_risk=32, target=6, ward=40, hand_power=3)
STYLE_WEIGHTS: dict[str, Weights] = {
    "balanced": BALANCED,
    "aggressive": AGGRESSIVE,
    "defensive": DEFENSIVE,
}


class Tables:
    """Per-:class:`Setup` facts the evaluation needs, computed once.

    ``place_power[c]`` is the power card ``c`` has on an otherwise plain Arena: its
    printed power with its own "self" continuous abilities (P11.4).
    """

    __slots__ = ("setup", "place_power", "sight_sq", "sight_mask", "key", "momon", "printed",
                 "blind")
    # ``sight_mask[c][e]``: bit mask of the squares card ``c`` sees from square ``e``.

    def __init__(self, setup: Setup) -> None:
        self.setup = setup
        powers: list[int] = []
        for i, cont in enumerate(setup.cont):
            p = setup.printed[i]
            sets = [a.value for a in cont if a.kind == "set_power" and a.affects == "self"]
            if sets:
                p = max(sets)
            p += sum(a.amount for a in cont if a.kind == "power" and a.affects == "self")
            powers.append(p)
        self.place_power: tuple[int, ...] = tuple(powers)
        self.sight_sq = setup.sight_sq
        self.sight_mask = setup.sight_mask
        self.key = setup.card_key
        self.momon = setup.momon
        self.printed = setup.printed
        # ``blind[c][e]``: neighbours of square ``e`` that card ``c`` does not see from it.
        self.blind: tuple[tuple[int, ...], ...] = tuple(
            tuple(NEIGHBOUR_MASK[e] & ~m[e] for e in range(16)) for m in setup.sight_mask
        )


_TABLES: dict[int, Tables] = {}


def tables_for(setup: Setup) -> Tables:
    """The cached :class:`Tables` of ``setup`` (a few recent setups are kept)."""
    t = _TABLES.get(id(setup))
    if t is None or t.setup is not setup:
        if len(_TABLES) >= 16:
            _TABLES.clear()
        t = Tables(setup)
        _TABLES[id(setup)] = t
    return t


def distinct_hand(game: Game, seat: int, tables: Tables) -> list[int]:
    """One instance per distinct card in ``seat``'s Hand (copies are interchangeable)."""
    seen: set[int] = set()
    out: list[int] = []
    key = tables.key
    for c in game.hands[seat]:
        k = key[c]
        if k not in seen:
            seen.add(k)
            out.append(c)
    return out


def summon_gain(game: Game, card: int, square: int, seat: int, tables: Tables,
                powers: list[int] | None) -> int:
    """Approximate change of the controlled-Momon difference, for ``seat``, of the
    Snatch Check if ``seat`` Summoned ``card`` onto empty ``square`` (P10.2, P10.3).

    Each snatch is worth 2 (one Momon changes sides); a counter-snatch ends the
    resolution (PD.4) and costs the summoned card.  A Ward Token absorbs a snatch
    (P10.4).  Abilities are left to the search.
    """
    board, ctrl, wards = game.board, game.ctrl, game.wards
    mask = tables.sight_mask
    if not mask[card][square]:
        return 0
    pc = tables.place_power[card]
    gain = 0
    for x in tables.sight_sq[card][square]:
        t = board[x]
        if t < 0 or ctrl[t] == seat:
            continue
        if (mask[t][x] >> square) & 1:
            # P10.3(a): a face-off, because the target sees the summoned card.
            pt = powers[x] if powers is not None else tables.printed[t]
            if pt > pc:
                return gain - 2
            if pt == pc:
                continue
        if wards[t]:
            continue
        gain += 2
    return gain


def _scan(game: Game, seat: int, tables: Tables, empties: list[int],
          powers: list[int] | None, exposed: set[int]) -> int:
    """Best :func:`summon_gain` of ``seat`` over its Hand and the empty squares; adds to
    ``exposed`` every enemy card that one of those Summons would snatch."""
    board, ctrl, wards = game.board, game.ctrl, game.wards
    mask = tables.sight_mask
    sight = tables.sight_sq
    printed = tables.printed
    enemy = 0
    for sq in range(16):
        t = board[sq]
        if t >= 0 and ctrl[t] != seat:
            enemy |= 1 << sq
    best = 0
    hand = distinct_hand(game, seat, tables)
    for e in empties:
        if not NEIGHBOUR_MASK[e] & enemy:
            continue
        for c in hand:
            if not mask[c][e] & enemy:
                continue
            pc = tables.place_power[c]
            gain = 0
            for x in sight[c][e]:
                t = board[x]
                if t < 0 or ctrl[t] == seat:
                    continue
                if (mask[t][x] >> e) & 1:
                    # P10.3(a): a face-off; a counter-snatch ends the resolution (PD.4).
                    pt = powers[x] if powers is not None else printed[t]
                    if pt > pc:
                        gain -= 2
                        break
                    if pt == pc:
                        continue
                if wards[t]:
                    continue  # P10.4: a Ward Token absorbs the snatch.
                gain += 2
                exposed.add(t)
            if gain > best:
                best = gain
    return best if best > 0 else 0


def evaluate(game: Game, seat: int, weights: Weights = BALANCED) -> int:
    """The value of a position that is not over, for ``seat`` (higher is better).

    ``seat`` is normally the player to move; the ``threat`` term belongs to the player
    to move and the ``reply`` term to the other one.
    """
    tables = tables_for(game.setup)
    board, ctrl = game.board, game.ctrl
    momon = tables.momon
    opp = 1 - seat
    diff = 0
    wards_diff = 0
    for c in board:
        if c >= 0:
            if momon[c]:
                diff += 1 if ctrl[c] == seat else -1
            w = game.wards[c]
            if w:
                wards_diff += w if ctrl[c] == seat else -w
    score = weights.control * diff + weights.ward * wards_diff
    hand_diff = sum(tables.printed[c] for c in game.hands[seat]) - sum(
        tables.printed[c] for c in game.hands[opp]
    )
    score += weights.hand_power * hand_diff
    empties = [s for s in range(16) if board[s] < 0]
    if not empties:
        return score
    powers = game.arena_powers() if (game.n_cont or game.mods) else None
    mover = game.to_move
    first = seat if mover < 0 else mover
    second = 1 - first
    exposed_second: set[int] = set()
    exposed_first: set[int] = set()
    g_first = _scan(game, first, tables, empties, powers, exposed_second) if game.hands[first] else 0
    g_second = (
        _scan(game, second, tables, empties, powers, exposed_first) if game.hands[second] else 0
    )
    # The player to move snatches first: their best gain counts as "threat", the other
    # player's best gain (which that move may take away) as "reply".
    swing = (weights.threat * g_first - weights.reply * g_second) // 2
    if first != seat:
        swing = -swing
    mine_exposed, theirs_exposed = (
        (exposed_second, exposed_first) if first != seat else (exposed_first, exposed_second)
    )
    risk = weights.target * len(theirs_exposed) - weights.at_risk * len(mine_exposed)
    return score + swing + risk


def terminal_value(game: Game, seat: int) -> int:
    """The value of a finished game for ``seat``: ±:data:`WIN` plus the Momon margin.

    7.3.2, 7.3.3: the winner may hold fewer or equal Momon (First Player Token); a
    forced-loop draw (P11.7) is worth the margin only.
    """
    res = game.result
    assert res is not None
    margin = res.momon[seat] - res.momon[1 - seat]
    if res.winner is None:
        return margin
    return (WIN if res.winner == seat else -WIN) + margin
