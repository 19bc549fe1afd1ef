"""The vanilla solver: a fast, exact-when-it-can search for positions without abilities.

A position is *vanilla* when no card in either Hand or on the Arena has an ability
(triggered or continuous), no Arena card carries a Ward Token (P10.4), no power change
is in force (P11.4), every such card is a Momon (P5.2) with a printed power of at
least 1 (so P11.6 never applies), and the game waits for a turn Summon (P8.2).  Then
every turn Summons one card (or passes on an empty Hand, 7.1.1), cards never leave the
Arena, the turns strictly alternate (P8.4), and the whole state is the 16 squares (card
kind and controller), each Hand as a multiset of kinds, the turn counts and the turn
player.  :func:`supported` says whether a game is such a position.

Value: the final Momon difference (7.3.1) for the player to move, under best play by
both.  Maximising it keeps every win that can be kept, because the winner is a
monotone function of it (7.3.2; 7.3.3 gives an equal count to the First Player Token
holder, who cannot change hands in a vanilla game).  Internally a value is counted in
sixteenths of a Momon (:data:`SCALE`): an exact value is ``SCALE *`` the difference; the
evaluation of a position the search did not finish adds less than one Momon of
positional judgement (cards that an enemy Summon next to them would take without a
face-off, P10.3(b)).

The algorithm (the same in this module and in the C extension
``momon_desktop.ai._vanilla``, which returns the same move, value and node count for
the same position and node budget):

* negamax alpha-beta with principal variation search (null windows after the first
  move, searched again when one fails high); a child's value changes sign only when the player to move
  changes (a pass on an empty Hand keeps the same player deciding);
* a transposition table of ``2**TT_BITS`` entries, indexed by a Zobrist hash of the
  Arena (the Hands and the turns follow from the Arena within one search), always
  replaced;
* move ordering: the table's move, then Summons by the Momon they win at once
  (Snatches, P10.3, less a counter-snatch), then by how few empty squares next to the
  summoned card it cannot see (an enemy Summon there takes it without a face-off);
  ties in generation order (kinds in order, squares in reading order);
* iterative deepening, one decision deeper each time, under a node budget: the
  number of decisions left is fixed by the Hands, the turns and the empty squares, so
  an iteration as deep as that is an exact solve to the end of the game (7.1, 7.2);
  an iteration the budget interrupts is dropped, and the last finished one answers.

Public API:

* :func:`supported(game) <supported>` -> bool.
* :func:`analyse_position(game, nodes) <analyse_position>` -> :class:`PositionAnalysis`
  ``(best: Summon, value: int, exact: bool, nodes: int, values: dict[Summon, int])``:
  ``values`` holds the value of *every* legal root Summon searched with a full window,
  in Momon difference for the player to move (rounded when not exact), so a review can
  say how much a played move lost.  Works for any position waiting for a Summon: a
  position that is not vanilla is searched with the Python search
  (:mod:`momon_desktop.ai.search`), one search per root answer.
* :func:`solve_vanilla(game, nodes, all_values) <solve_vanilla>`: the raw search.
* :data:`NATIVE`: whether the C extension is in use.
"""

from __future__ import annotations

import importlib
import json
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from momon_desktop.engine import Game, Summon
from momon_desktop.engine.official import ARENA, NEIGHBOUR_MASK, TURNS_PER_PLAYER

# Sixteenths of a Momon: the unit of a raw value.
SCALE = 16
# The evaluation's open-cards part stays below one Momon.
_ADJ_LIMIT = 8
# Per Momon of difference the best immediate Snatch of the player to move makes.
_THREAT = 6
_INF = 30_000
TT_BITS = 20
_TT_MASK = (1 << TT_BITS) - 1
_EXACT, _LOWER, _UPPER = 0, 1, 2
# What the C core can hold: kinds of card in one search, and copies of one kind.
MAX_KINDS = 64
MAX_COPIES = 255
_EMPTY = 255
_FULL = 0xFFFF
# The fitted evaluation (module docstring): its features in order, then a constant; the
# weights are integers in 1/WEIGHT_ONE of a raw unit, one row per number of empty
# squares (0 to 16), each within +-MAX_WEIGHT; its value stays within +-_EVAL_LIMIT.
FEATURES = ("difference", "parity", "best_snatch", "open_sides", "their_best_snatch",
            "mine_at_risk", "theirs_at_risk", "mine_safe", "theirs_safe", "hand_power",
            "their_hand_power", "snatch_squares", "their_snatch_squares", "second_snatch",
            "their_second_snatch", "constant")
NF = len(FEATURES)
WEIGHT_ONE = 64
MAX_WEIGHT = 1 << 20
_EVAL_LIMIT = 4096


def _splitmix64(count: int, seed: int = 0x9E3779B97F4A7C15) -> list[int]:
    """``count`` pseudo-random 64-bit numbers (SplitMix64), the same in the C core."""
    mask = (1 << 64) - 1
    out = []
    x = seed
    for _ in range(count):
        x = (x + 0x9E3779B97F4A7C15) & mask
        z = x
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & mask
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
        out.append(z ^ (z >> 31))
    return out


# Zobrist numbers, index (square * MAX_KINDS + kind) * 2 + controller.
_ZOBRIST: list[int] = _splitmix64(16 * MAX_KINDS * 2)


@dataclass(frozen=True, slots=True)
class Problem:
    """A vanilla position packed for the solver (the C core reads the same bytes).

    ``owner``, ``power``: per kind.  ``sight``: per kind and square, 9 bytes: the
    number of squares in sight, then those squares clockwise from Forward in the
    owner's frame (P10.1, P10.2).  ``board``: per square, the kind there or 255.
    ``own0``: bit mask of the squares whose card seat 0 controls.  ``hand``: per kind,
    copies in its owner's Hand.  ``turns``: turns taken by each seat (7.1.1);
    ``to_move``: the turn player.
    """

    owner: bytes
    power: bytes
    sight: bytes
    board: bytes
    own0: int
    hand: bytes
    turns: tuple[int, int]
    to_move: int

    def args(self) -> tuple[Any, ...]:
        """The positional arguments of the C core's functions."""
        return (self.owner, self.power, self.sight, self.board, self.own0, self.hand,
                self.turns[0], self.turns[1], self.to_move)


@dataclass(frozen=True, slots=True)
class RawResult:
    """What one search found: the best root move as (kind, square), its raw value,
    the depth of the last finished iteration, whether it is exact, the nodes used and
    (for a full-window search) the raw value of every root move in generation order."""

    move: tuple[int, int]
    value: int
    depth: int
    exact: bool
    nodes: int
    moves: tuple[tuple[int, int], ...]
    values: tuple[int, ...]
    # The outcome at the search's threshold: 1 a win proven (``move`` reaches it), -1 a
    # loss proven, 0 not known.
    proven: int = 0


@dataclass(frozen=True, slots=True)
class PositionAnalysis:
    """The analysis of a position waiting for a Summon (see the module docstring).

    ``value`` and ``values`` are final Momon differences for the player to move
    (7.3.1) under best play, exact when ``exact``; otherwise the search's estimate,
    rounded to whole Momon.
    """

    best: Summon
    value: int
    exact: bool
    nodes: int
    values: dict[Summon, int]
    # the last finished iteration's depth in decisions (0: exact, or not a vanilla search)
    depth: int = 0


# ----------------------------------------------------------------------- conversion


def _kinds(game: Game) -> list[tuple[int, str]] | None:
    """The kinds of card in the Hands and on the Arena as (owner, card id), sorted, or
    None if one of those cards is not vanilla."""
    st = game.setup
    seen: set[tuple[int, str]] = set()
    for c in [*game.hands[0], *game.hands[1], *(c for c in game.board if c >= 0)]:
        d = st.defs[c]
        if d.abilities or d.continuous or not st.momon[c] or d.power < 1 or d.power > 99:
            return None
        seen.add((st.owner[c], d.id))
    return sorted(seen)


def supported(game: Game) -> bool:
    """Whether ``game`` is a vanilla position the solver handles (module docstring)."""
    return pack(game) is not None


def pack(game: Game) -> tuple[Problem, list[tuple[int, str]]] | None:
    """The packed position and its kinds, or None if it is not vanilla."""
    from momon_desktop.engine.game import P_TURN_SUMMON

    p = game.pending
    if game.result is not None or p is None or p.kind != P_TURN_SUMMON:
        return None
    if game.queue or game.waiting or game.mods or game.n_cont:
        return None
    kinds = _kinds(game)
    if kinds is None or len(kinds) > MAX_KINDS:
        return None
    index = {k: i for i, k in enumerate(kinds)}
    st = game.setup
    owner = bytes(o for o, _ in kinds)
    power = bytearray(len(kinds))
    sight = bytearray(len(kinds) * 16 * 9)
    hand = bytearray(len(kinds))
    done: set[int] = set()
    for c in [*game.hands[0], *game.hands[1], *(c for c in game.board if c >= 0)]:
        k = index[(st.owner[c], st.defs[c].id)]
        if c in game.hands[st.owner[c]]:
            if hand[k] >= MAX_COPIES:
                return None
            hand[k] += 1
        if k in done:
            continue
        done.add(k)
        power[k] = st.printed[c]
        for sq in range(16):
            row = st.sight_sq[c][sq]
            base = (k * 16 + sq) * 9
            sight[base] = len(row)
            sight[base + 1:base + 1 + len(row)] = bytes(row)
    board = bytearray([_EMPTY] * 16)
    own0 = 0
    for sq, c in enumerate(game.board):
        if c >= 0:
            if game.wards[c] or game.zone[c] != ARENA:
                return None
            board[sq] = index[(st.owner[c], st.defs[c].id)]
            if game.ctrl[c] == 0:
                own0 |= 1 << sq
    problem = Problem(owner, bytes(power), bytes(sight), bytes(board), own0, bytes(hand),
                      (game.turns[0], game.turns[1]), game.turn_player)
    return problem, kinds


# ----------------------------------------------------------------------- the reference core


class _Core:
    """The pure-Python reference of the C core: the same state, moves and search."""

    def __init__(self, owner: bytes, power: bytes, sight: bytes, board: bytes, own0: int,
                 hand: bytes, turns0: int, turns1: int, to_move: int, *,
                 weights: bytes = b"") -> None:
        n = len(owner)
        # The fitted evaluation's weights by number of empty squares, or None.
        self.weights: list[tuple[int, ...]] | None = None
        if weights:
            flat = _unpack_weights(weights)
            self.weights = [tuple(flat[e * NF:(e + 1) * NF]) for e in range(17)]
        self.n = n
        self.owner = list(owner)
        self.power = list(power)
        self.sq: list[list[tuple[int, ...]]] = []
        self.rank: list[list[dict[int, int]]] = []
        self.mask: list[list[int]] = []
        self.blind: list[list[int]] = []
        for k in range(n):
            rows, masks, blinds, ranks = [], [], [], []
            for s in range(16):
                base = (k * 16 + s) * 9
                row = tuple(sight[base + 1:base + 1 + sight[base]])
                m = 0
                for x in row:
                    m |= 1 << x
                rows.append(row)
                ranks.append({x: i for i, x in enumerate(row)})
                masks.append(m)
                blinds.append(NEIGHBOUR_MASK[s] & ~m)
            self.sq.append(rows)
            self.rank.append(ranks)
            self.mask.append(masks)
            self.blind.append(blinds)
        self.board = list(board)
        self.occ = 0
        self.hash = 0
        for s in range(16):
            if board[s] != _EMPTY:
                self.occ |= 1 << s
                self.hash ^= _ZOBRIST[(s * MAX_KINDS + board[s]) * 2 + (0 if own0 >> s & 1 else 1)]
        self.own0 = own0
        self.hand = list(hand)
        self.hsize = [0, 0]
        for k in range(n):
            self.hsize[self.owner[k]] += self.hand[k]
        self.turns = [turns0, turns1]
        self.tp = to_move
        self.terminal = False
        self.nodes = 0
        self.budget = 0
        self.tt: list[tuple[int, int, int, int, int] | None] = []

    # -------------------------------------------------------------- one step

    def advance(self) -> None:
        """Run the turn structure to the next decision or the end (7.1, 7.2, P8.2)."""
        turns = self.turns
        while True:
            if turns[0] >= TURNS_PER_PLAYER and turns[1] >= TURNS_PER_PLAYER:
                self.terminal = True  # 7.1.2
                return
            if self.occ == _FULL:
                self.terminal = True  # 7.2.1, 7.2.2
                return
            if self.hsize[self.tp] == 0:
                turns[self.tp] += 1  # P8.2, 7.1.1: no Summon, the turn still counts
                self.tp ^= 1
                continue
            self.terminal = False
            return

    def play(self, k: int, s: int) -> tuple[int, int, int, int, int, int]:
        """The turn player Summons kind ``k`` onto empty square ``s`` (P9.1), its Snatch
        Check resolves (P10.2, P10.3) and the turn ends (P8.4); returns what
        :meth:`unplay` needs."""
        saved = (self.own0, self.hash, self.turns[0], self.turns[1], self.tp, self.occ)
        p = self.tp
        board = self.board
        bit = 1 << s
        board[s] = k
        self.occ |= bit
        own0 = self.own0 | bit if p == 0 else self.own0 & ~bit
        h = self.hash ^ _ZOBRIST[(s * MAX_KINDS + k) * 2 + p]
        self.hand[k] -= 1
        self.hsize[p] -= 1
        ps = self.power[k]
        mask = self.mask
        for x in self.sq[k][s]:
            t = board[x]
            if t == _EMPTY or ((own0 >> x) & 1) == (1 if p == 0 else 0):
                continue
            if mask[t][x] >> s & 1:
                pt = self.power[t]
                if ps > pt:
                    own0 ^= 1 << x
                    h ^= _ZOBRIST[(x * MAX_KINDS + t) * 2] ^ _ZOBRIST[(x * MAX_KINDS + t) * 2 + 1]
                elif pt > ps:
                    # Counter-snatch; it ends the resolution.
                    own0 ^= bit
                    h ^= _ZOBRIST[(s * MAX_KINDS + k) * 2] ^ _ZOBRIST[(s * MAX_KINDS + k) * 2 + 1]
                    break
            else:
                own0 ^= 1 << x
                h ^= _ZOBRIST[(x * MAX_KINDS + t) * 2] ^ _ZOBRIST[(x * MAX_KINDS + t) * 2 + 1]
        self.own0 = own0
        self.hash = h
        self.turns[p] += 1
        self.tp = p ^ 1
        self.advance()
        return saved

    def unplay(self, k: int, s: int, saved: tuple[int, int, int, int, int, int]) -> None:
        """Take back :meth:`play`."""
        self.own0, self.hash, self.turns[0], self.turns[1], self.tp, self.occ = saved
        self.board[s] = _EMPTY
        self.hand[k] += 1
        self.hsize[self.owner[k]] += 1
        self.terminal = False

    def diff(self, me: int) -> int:
        """Controlled Momon of ``me`` minus the other seat's (7.3.1)."""
        a = (self.occ & self.own0).bit_count()
        b = self.occ.bit_count() - a
        return a - b if me == 0 else b - a

    # -------------------------------------------------------------- search

    def evaluate(self, me: int, left: int) -> int:
        """Raw value of an unfinished position for ``me``, the player to move, with
        ``left`` Summons still to come: the Momon difference, the extra Summon the
        player to move makes when ``left`` is odd, the best Snatch ``me`` can make at
        once (P10.3), and the cards each side leaves open to a Snatch without a
        face-off (P10.3(b))."""
        empty = ~self.occ & _FULL
        own0, board, blind, mask, power = self.own0, self.board, self.blind, self.mask, self.power
        mine_bit = 1 if me == 0 else 0
        mine = theirs = 0
        for s in range(16):
            k = board[s]
            if k == _EMPTY:
                continue
            e = (blind[k][s] & empty).bit_count()
            if ((own0 >> s) & 1) == mine_bit:
                mine += e
            else:
                theirs += e
        adj = 2 * theirs - mine
        adj = max(-_ADJ_LIMIT, min(_ADJ_LIMIT, adj))
        best = -_INF
        empties = [s for s in range(16) if empty >> s & 1]
        for k in range(self.n):
            if self.owner[k] != me or not self.hand[k]:
                continue
            ps = power[k]
            rows = self.sq[k]
            for s in empties:
                g = 0
                for x in rows[s]:
                    t = board[x]
                    if t == _EMPTY or ((own0 >> x) & 1) == mine_bit:
                        continue
                    if mask[t][x] >> s & 1:
                        pt = power[t]
                        if ps > pt:
                            g += 2
                        elif pt > ps:
                            g -= 2
                            break
                    else:
                        g += 2
                if g > best:
                    best = g
        if best == -_INF:
            best = 0
        return SCALE * self.diff(me) + SCALE * (left & 1) + _THREAT * best + adj

    def scan(self, side: int, foe: int, empty: int,
             look: list[int]) -> tuple[int, int, int, int]:
        """What the Hand of ``side`` can do from the empty squares against the cards in
        ``foe``: the best Snatch gain of one Summon (2 a card, less 2 for a
        counter-snatch, P10.3), the second best over the other squares, how many squares
        offer a gain, and the cards of ``foe`` that some Summon could snatch whatever the
        order of the resolution (P10.3(a), P10.3(b)).  ``look[s]``: the occupied squares
        whose card looks back at empty square ``s``."""
        kinds = [k for k in range(self.n) if self.owner[k] == side and self.hand[k]]
        b1 = b2 = -_INF
        npos = 0
        hit = 0
        if kinds:
            board, power, mask, rank = self.board, self.power, self.mask, self.rank
            for s in range(16):
                if not empty >> s & 1:
                    continue
                near = NEIGHBOUR_MASK[s] & foe
                gs = -_INF
                if not near:
                    gs = 0
                else:
                    for k in kinds:
                        ps = power[k]
                        first = 9
                        flips = 0
                        targets = mask[k][s] & near
                        while targets:
                            low = targets & -targets
                            x = low.bit_length() - 1
                            targets ^= low
                            if look[s] >> x & 1:
                                pt = power[board[x]]
                                if ps > pt:
                                    flips |= low
                                elif pt > ps:
                                    first = min(first, rank[k][s][x])
                            else:
                                flips |= low
                        hit |= flips
                        if first < 9:
                            before = 0
                            for x in self.sq[k][s][:first]:
                                before |= 1 << x
                            g = 2 * (flips & before).bit_count() - 2
                        else:
                            g = 2 * flips.bit_count()
                        gs = max(gs, g)
                if gs > b1:
                    b1, b2 = gs, b1
                elif gs > b2:
                    b2 = gs
                if gs > 0:
                    npos += 1
        return (0 if b1 == -_INF else b1), (0 if b2 == -_INF else b2), npos, hit

    def hand_power(self, side: int) -> int:
        """16 times the mean printed power in the Hand of ``side`` (0 when empty)."""
        total = count = 0
        for k in range(self.n):
            if self.owner[k] == side and self.hand[k]:
                total += self.power[k] * self.hand[k]
                count += self.hand[k]
        return 16 * total // count if count else 0

    def features(self, me: int, left: int) -> list[int]:
        """The fitted evaluation's features for ``me``, the player to move (FEATURES)."""
        empty = ~self.occ & _FULL
        mine_set = self.occ & self.own0 if me == 0 else self.occ & ~self.own0 & _FULL
        theirs = self.occ & ~mine_set
        look = [0] * 16
        open_cards = 0
        mine = other = 0
        for x in range(16):
            t = self.board[x]
            if t == _EMPTY:
                continue
            free_near = NEIGHBOUR_MASK[x] & empty
            e = (self.blind[t][x] & empty).bit_count()
            if mine_set >> x & 1:
                mine += e
            else:
                other += e
            if free_near:
                open_cards |= 1 << x
            seen = self.mask[t][x] & free_near
            for s in range(16):
                if seen >> s & 1:
                    look[s] |= 1 << x
        adj = max(-_ADJ_LIMIT, min(_ADJ_LIMIT, 2 * other - mine))
        best_me, second_me, npos_me, reach_them = self.scan(me, theirs, empty, look)
        best_them, second_them, npos_them, reach_me = self.scan(me ^ 1, mine_set, empty, look)
        return [self.diff(me), left & 1, best_me, adj, best_them,
                (reach_me & mine_set).bit_count(), (reach_them & theirs).bit_count(),
                (open_cards & mine_set & ~reach_me).bit_count(),
                (open_cards & theirs & ~reach_them).bit_count(),
                self.hand_power(me), self.hand_power(me ^ 1), npos_me, npos_them,
                second_me, second_them, 1]

    def evaluate_fitted(self, me: int, left: int) -> int:
        """Raw value of an unfinished position for ``me`` by the fitted evaluation: the
        weights of its number of empty squares applied to :meth:`features`."""
        assert self.weights is not None
        w = self.weights[16 - self.occ.bit_count()]
        total = sum(a * b for a, b in zip(w, self.features(me, left), strict=True))
        return max(-_EVAL_LIMIT, min(_EVAL_LIMIT, total // WEIGHT_ONE))

    def moves(self) -> list[tuple[int, int]]:
        """The turn player's Summons in generation order: kinds, then squares."""
        p = self.tp
        out: list[tuple[int, int]] = []
        occ = self.occ
        empties = [s for s in range(16) if not occ >> s & 1]
        for k in range(self.n):
            if self.owner[k] == p and self.hand[k]:
                out.extend((k, s) for s in empties)
        return out

    def ordered(self, first: tuple[int, int] | None) -> list[tuple[int, int]]:
        """The moves, most promising first (module docstring)."""
        me = self.tp
        before = self.diff(me)
        scored = []
        for i, (k, s) in enumerate(self.moves()):
            saved = self.play(k, s)
            gain = self.diff(me) - before
            exposure = (self.blind[k][s] & ~self.occ & _FULL).bit_count()
            self.unplay(k, s, saved)
            scored.append((-(gain * 16 - exposure), i, (k, s)))
        scored.sort()
        out = [m for _, _, m in scored]
        if first is not None and first in out:
            out.remove(first)
            out.insert(0, first)
        return out

    def child(self, k: int, s: int, me: int, depth: int, alpha: int, beta: int,
              left: int) -> int:
        """Value for ``me`` of playing (k, s) and searching ``depth - 1`` further;
        ``left`` Summons are to come before (k, s)."""
        saved = self.play(k, s)
        try:
            if self.terminal:
                return SCALE * self.diff(me)
            if self.tp == me:
                return self.negamax(depth - 1, alpha, beta, left - 1)
            return -self.negamax(depth - 1, -beta, -alpha, left - 1)
        finally:
            self.unplay(k, s, saved)

    def negamax(self, depth: int, alpha: int, beta: int, left: int) -> int:
        """Value for the player to move, ``depth`` decisions deep, ``left`` to come."""
        self.nodes += 1
        if self.nodes > self.budget:
            raise _Budget
        me = self.tp
        if depth <= 0:
            if self.weights is not None:
                return self.evaluate_fitted(me, left)
            return self.evaluate(me, left)
        key = self.hash
        entry = self.tt[key & _TT_MASK]
        tt_move = None
        if entry is not None and entry[0] == key:
            _key, e_depth, e_flag, e_value, e_move = entry
            tt_move = (e_move >> 8, e_move & 255)
            if e_depth >= depth and (
                e_flag == _EXACT
                or (e_flag == _LOWER and e_value >= beta)
                or (e_flag == _UPPER and e_value <= alpha)
            ):
                return e_value
        alpha0 = alpha
        best = -_INF
        best_move = (0, 0)
        for i, (k, s) in enumerate(self.ordered(tt_move)):
            if i == 0:
                v = self.child(k, s, me, depth, alpha, beta, left)
            else:
                # Principal variation search: prove the move no better with a null
                # window, search it again only if that fails.
                v = self.child(k, s, me, depth, alpha, alpha + 1, left)
                if alpha < v < beta:
                    v = self.child(k, s, me, depth, alpha, beta, left)
            if v > best:
                best, best_move = v, (k, s)
                if v > alpha:
                    alpha = v
                    if alpha >= beta:
                        break
        flag = _UPPER if best <= alpha0 else (_LOWER if best >= beta else _EXACT)
        self.tt[key & _TT_MASK] = (key, depth, flag, best, best_move[0] << 8 | best_move[1])
        return best

    def decisions_left(self) -> int:
        """Summons still to come: fixed by the Hands, the turns and the empty squares."""
        turns = list(self.turns)
        hsize = list(self.hsize)
        tp = self.tp
        empty = 16 - self.occ.bit_count()
        count = 0
        while not (turns[0] >= TURNS_PER_PLAYER and turns[1] >= TURNS_PER_PLAYER) and empty:
            if hsize[tp]:
                hsize[tp] -= 1
                empty -= 1
                count += 1
            turns[tp] += 1
            tp ^= 1
        return count

    def prove_outcome(self, root: list[tuple[int, int]], left: int, prove: int,
                      threshold: int) -> tuple[int, tuple[int, int] | None]:
        """With at most ``prove`` more nodes, the first root move (in ``root``'s order)
        whose exact value reaches ``threshold``: (1, move); (-1, None) if none does;
        (0, None) if the budget runs out first."""
        start = self.nodes
        self.budget = start + prove
        me = self.tp
        try:
            for k, s in root:
                if self.child(k, s, me, left, threshold - 1, threshold, left) >= threshold:
                    return 1, (k, s)
        except _Budget:
            return 0, None
        finally:
            self.nodes = min(self.nodes, start + prove)
        return -1, None

    def search(self, budget: int, all_values: bool, prove: int = 0,
               threshold: int = 0) -> RawResult:
        """Iterative deepening under ``budget`` nodes (module docstring), then, unless
        it was exact, :meth:`prove_outcome` with ``prove`` nodes."""
        self.budget = budget
        self.nodes = 0
        self.tt = [None] * (1 << TT_BITS)
        me = self.tp
        left = self.decisions_left()
        root = self.ordered(None)
        generated = self.moves()
        found: tuple[tuple[int, int], int, int, tuple[int, ...]] | None = None
        for depth in range(1, left + 1):
            values: dict[tuple[int, int], int] = {}
            best = -_INF
            best_move = root[0]
            try:
                for i, (k, s) in enumerate(root):
                    if all_values or i == 0:
                        v = self.child(k, s, me, depth, -_INF, _INF, left)
                    else:
                        v = self.child(k, s, me, depth, best, best + 1, left)
                        if v > best:
                            v = self.child(k, s, me, depth, best, _INF, left)
                    values[(k, s)] = v
                    if v > best:
                        best, best_move = v, (k, s)
            except _Budget:
                break
            found = (best_move, best, depth,
                     tuple(values[m] for m in generated) if all_values else ())
            root.remove(best_move)
            root.insert(0, best_move)
        self.nodes = min(self.nodes, budget)
        values_t: tuple[int, ...]
        if found is None:
            move, value, depth, values_t = root[0], 0, 0, ()
        else:
            move, value, depth, values_t = found
        exact = found is not None and depth >= left
        proven = 0
        if exact:
            proven = 1 if value >= threshold else -1
        elif prove > 0:
            proven, winning = self.prove_outcome(root, left, prove, threshold)
            if winning is not None:
                move = winning
        return RawResult(move, value, depth, exact, self.nodes, tuple(generated), values_t,
                         proven)


class _Budget(Exception):
    """The node budget ran out."""


def pack_weights(rows: Sequence[Sequence[int]]) -> bytes:
    """Weights of the fitted evaluation (17 rows of :data:`NF` integers) as the cores
    read them: little-endian 32-bit integers, row after row."""
    if len(rows) != 17 or any(len(r) != NF for r in rows):
        raise ValueError(f"the evaluation needs 17 rows of {NF} weights")
    flat = [int(w) for r in rows for w in r]
    if any(abs(w) > MAX_WEIGHT for w in flat):
        raise ValueError(f"an evaluation weight is beyond +-{MAX_WEIGHT}")
    return b"".join(w.to_bytes(4, "little", signed=True) for w in flat)


def _unpack_weights(data: bytes) -> list[int]:
    if len(data) != 17 * NF * 4:
        raise ValueError("malformed evaluation weights")
    flat = [int.from_bytes(data[i:i + 4], "little", signed=True) for i in range(0, len(data), 4)]
    if any(abs(w) > MAX_WEIGHT for w in flat):
        raise ValueError("malformed evaluation weights")
    return flat


EVAL_FILE = ("ai", "vanilla-eval.json")
_fitted: bytes | None = None


def load_weights(path: str | os.PathLike[str]) -> bytes:
    """The weights of an evaluation file (``tools/fit_vanilla_eval.py`` writes it),
    packed for the cores; ValueError if the file does not hold them."""
    with open(path, encoding="utf-8") as fh:
        data = json.load(fh)
    if not isinstance(data, dict) or data.get("format_version") != 1:
        raise ValueError(f"{os.fspath(path)}: not an evaluation file of format 1")
    if data.get("features") != list(FEATURES) or data.get("weight_one") != WEIGHT_ONE:
        raise ValueError(f"{os.fspath(path)}: its features are not the solver's "
                         f"({', '.join(FEATURES)})")
    rows = data.get("weights")
    if not isinstance(rows, list) or not all(
            isinstance(r, list) and all(type(w) is int for w in r) for r in rows):
        raise ValueError(f"{os.fspath(path)}: the weights are not rows of integers")
    try:
        return pack_weights(rows)
    except ValueError as exc:
        raise ValueError(f"{os.fspath(path)}: {exc}") from None


def fitted_weights() -> bytes:
    """The fitted evaluation shipped in ``resources/ai/vanilla-eval.json``, read once."""
    global _fitted
    if _fitted is None:
        from momon_desktop.cards.loader import resources_dir

        _fitted = load_weights(resources_dir().joinpath(*EVAL_FILE))
    return _fitted


def py_search(problem: Problem, nodes: int, all_values: bool, weights: bytes = b"",
              prove: int = 0, threshold: int = 0) -> RawResult:
    """The reference search in pure Python; ``weights`` (:func:`pack_weights`) chooses
    the fitted evaluation, none the hand-made one; ``prove`` more nodes look for a move
    whose exact value reaches ``threshold`` (module docstring)."""
    core = _Core(*problem.args(), weights=weights)
    return core.search(nodes, all_values, prove, threshold)


def py_step(problem: Problem, kind: int, square: int) -> tuple[int, int, int, int, bool]:
    """One move of the reference core: (own0, turns0, turns1, to_move, game over)."""
    core = _Core(*problem.args())
    core.play(kind, square)
    return core.own0, core.turns[0], core.turns[1], core.tp, core.terminal


# ----------------------------------------------------------------------- the C core

_native: Any = None
if not os.environ.get("MOMON_NO_NATIVE"):
    try:
        _native = importlib.import_module("momon_desktop.ai._vanilla")
    except ImportError:
        _native = None

# Whether the C core is in use (MOMON_NO_NATIVE=1 turns it off, for tests and checks).
NATIVE: bool = _native is not None


def c_search(problem: Problem, nodes: int, all_values: bool, weights: bytes = b"",
             prove: int = 0, threshold: int = 0) -> RawResult:
    """The search in the C core, as :func:`py_search`; raises RuntimeError if it is not
    built."""
    if _native is None:
        raise RuntimeError("the native vanilla solver is not built")
    move, value, depth, exact, used, values, proven = _native.search(
        *problem.args(), nodes, bool(all_values), weights, prove, threshold)
    core_moves = _Core(*problem.args()).moves()
    return RawResult(tuple(move), value, depth, bool(exact), used, tuple(core_moves),
                     tuple(values), proven)


def c_step(problem: Problem, kind: int, square: int) -> tuple[int, int, int, int, bool]:
    """One move of the C core, as :func:`py_step`."""
    if _native is None:
        raise RuntimeError("the native vanilla solver is not built")
    own0, t0, t1, tp, over = _native.step(*problem.args(), kind, square)
    return own0, t0, t1, tp, bool(over)


def raw_search(problem: Problem, nodes: int, all_values: bool = False,
               weights: bytes = b"", prove: int = 0, threshold: int = 0) -> RawResult:
    """The search in the C core when it is built, else in Python (same result)."""
    search = c_search if NATIVE else py_search
    return search(problem, nodes, all_values, weights, prove, threshold)


# ----------------------------------------------------------------------- on a Game


def _answer_for(game: Game, kinds: Sequence[tuple[int, str]], move: tuple[int, int]) -> Summon:
    """The legal Summon of a (kind, square) move: the first copy of that card in the
    Hand, as :meth:`Game.legal_answers` names it."""
    owner, card_id = kinds[move[0]]
    defs = game.setup.defs
    for c in game.hands[owner]:
        if defs[c].id == card_id:
            return game.setup.summons[c][move[1]]
    raise ValueError(f"no {card_id} in the Hand")


def to_momon(raw: int, exact: bool) -> int:
    """A raw value in Momon difference: exact values divide evenly; others round."""
    if exact:
        return raw // SCALE
    return int(round(raw / SCALE))


@dataclass(frozen=True, slots=True)
class VanillaResult:
    """A vanilla search on a game: the answer and the raw result."""

    answer: Summon
    raw: RawResult
    answers: tuple[Summon, ...]


EVALUATIONS = ("fitted", "hand")


def win_threshold(game: Game) -> int:
    """The least raw value that wins for the player to move: a tie goes to the First
    Player Token (7.3.3), which does not change hands in a vanilla game."""
    return 0 if game.fpt == game.to_move else 1


def solve_vanilla(game: Game, nodes: int, all_values: bool = False,
                  search: Callable[..., RawResult] | None = None,
                  evaluation: str = "fitted", prove: int = 0) -> VanillaResult | None:
    """Search a vanilla ``game`` (None if it is not vanilla) with the fitted evaluation
    (:func:`fitted_weights`) or the hand-made one (``evaluation="hand"``); with
    ``prove`` nodes more, a search that is not exact looks for a move proven to win
    (7.3.2, 7.3.3) and answers with it when it finds one."""
    if evaluation not in EVALUATIONS:
        raise ValueError(f"unknown evaluation {evaluation!r}")
    packed = pack(game)
    if packed is None:
        return None
    problem, kinds = packed
    weights = fitted_weights() if evaluation == "fitted" else b""
    raw = (search or raw_search)(problem, nodes, all_values, weights, prove,
                                 win_threshold(game))
    answers = tuple(_answer_for(game, kinds, m) for m in raw.moves)
    return VanillaResult(_answer_for(game, kinds, raw.move), raw, answers)


def analyse_position(game: Game, nodes: int) -> PositionAnalysis:
    """The value of every legal Summon of ``game`` and the best one (module docstring).

    ``game`` must wait for a Summon; it is not changed.  ``nodes`` is the budget of the
    whole analysis.
    """
    found = solve_vanilla(game, nodes, all_values=True)
    if found is not None:
        raw = found.raw
        if raw.values:
            values = {a: to_momon(v, raw.exact) for a, v in zip(found.answers, raw.values,
                                                                  strict=True)}
        else:
            values = {}
        return PositionAnalysis(found.answer, to_momon(raw.value, raw.exact), raw.exact,
                                raw.nodes, values, 0 if raw.exact else raw.depth)
    return _analyse_with_search(game, nodes)


def _analyse_with_search(game: Game, nodes: int) -> PositionAnalysis:
    """:func:`analyse_position` for a position with abilities: the Python search, once
    per root answer, each with an equal share of the budget."""
    from .evaluate import WIN, terminal_value
    from .search import Searcher, SearchLimits

    answers = [a for a in game.legal_answers() if isinstance(a, Summon)]
    if not answers:
        raise ValueError("the game is not waiting for a Summon")
    me = game.to_move
    share = max(200, nodes // len(answers))
    values: dict[Summon, int] = {}
    all_exact = True
    used = 0
    for a in answers:
        work = game.copy()
        work.apply(a)
        if work.result is not None:
            raw = terminal_value(work, me)
            exact = True
        else:
            res = Searcher(limits=SearchLimits(nodes=share, exact_turns=16)).search(
                work, value_needed=True)
            raw = res.value if work.to_move == me else -res.value
            exact = res.exact
            used += res.nodes
        all_exact = all_exact and exact
        if abs(raw) >= WIN // 2:
            margin = raw - WIN if raw > 0 else raw + WIN
        else:
            margin = int(round(raw / 100))
        values[a] = margin
    best = max(answers, key=lambda x: values[x])
    return PositionAnalysis(best, values[best], all_exact, used, values)
