"""Why a move is good: facts about one answer that point at the board.

:func:`explain_move` looks at an answer for the player to move and returns an
:class:`Explanation`: structured facts, never sentences (the interface words them in
the player's language).  It tells

* what the answer takes at once: each snatch with its square and card, by a face-off
  (P10.3(a)) or not (P10.3(b)), or by an ability (P10.5, P11.5); the player's own cards
  lost on the way (a counter-snatch, P10.3(a), PD.4); Ward Tokens removed (P10.4);
  face-offs of equal power; the abilities that trigger (P11.3);
* which of the player's cards it protects: a card that some enemy Summon could snatch
  next (P10.2, P10.3) before the answer and cannot after it, and how (the square the
  enemy needed is taken, a Ward Token, or the face-off is no longer lost);
* the opponent's strongest immediate reply afterwards (the risk that remains);
* against an alternative answer (given, or the obvious one: the answer that gains the
  most at once), the opponent's best reply to it and what it would take, when the
  suggested answer prevents it, and what the alternative would lose at once;
* the outcome under best play (win, loss or draw and the Momon difference, 7.3) when a
  search within the node budget proves it exactly, else its estimate.

Everything is computed on :func:`~momon_desktop.engine.view.searchable_copy` of the
game for the player to move, so nothing hidden is used, and with node budgets only, so
the same position gives the same explanation on any machine.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Literal

from momon_desktop.engine import Answer, Game, Summon
from momon_desktop.engine.events import face_off as face_off_of
from momon_desktop.engine.game import ChainStopped, stopping_long_chains
from momon_desktop.engine.view import searchable_copy

from . import native
from .evaluate import WIN, terminal_value
from .players import hard_limits
from .search import Searcher

# Nodes of each outcome search when the caller gives no budget (about a second of
# processor time here; enough to prove the last four or five turns exactly).
DEFAULT_BUDGET = 6_000
# Units of work (decisions searched plus the events of the abilities resolved) an
# outcome search may take for each decision of its budget, as expert's Python search has
# (EXPERT_SEARCH_WORK); and its limit of processor time, for cards whose abilities chain
# for tens of thousands of resolutions, each far slower than a decision (PD.7, PD.14).
OUTCOME_WORK = 10
OUTCOME_CPU_SECONDS = 1.0
# Work the native engine's exact solve of the alternative may take (well under a second
# of processor time).
EXACT_WORK = 2_000_000
# The looks at every answer (the obvious alternative, the best reply) do not wait for a
# chain of the PD.7/PD.14 kind, which may resolve up to 100,000 abilities (seconds of
# the Python engine) before it ends: an answer whose chain is still going on at this
# many resolutions is taken back and left out of the comparison.  No chain of ordinary
# play comes near it.
SCAN_CHAIN = 1_024

OutcomeKind = Literal["win", "lose", "draw"]
ProtectionKind = Literal["square", "ward", "power"]


@dataclass(frozen=True, slots=True)
class Snatch:
    """One card changing sides (P10.5).

    ``square`` and ``card`` (instance) of the card taken; ``by_card`` the instance that
    took it (-1 for an ability whose card has left); ``to_player`` who takes it.
    ``face_off`` is True for P10.3(a) (the target sees the summoned card and loses on
    power; for a counter-snatch the summoned card loses), False for P10.3(b).
    ``powers`` are (taker's, taken card's) current powers in a face-off.
    ``rule`` is the number the engine cites for it ("P10.3", or "P10.5" for an
    ability's snatch, P11.5).
    """

    square: int
    card: int
    by_card: int
    to_player: int
    face_off: bool
    powers: tuple[int, int] | None
    rule: str


@dataclass(frozen=True, slots=True)
class WardRemoved:
    """P10.4: a Ward Token removed from ``card`` on ``square`` instead of a snatch by
    ``by_player``; ``left`` tokens remain on it."""

    square: int
    card: int
    left: int
    by_player: int


@dataclass(frozen=True, slots=True)
class Standoff:
    """P10.3(a): a face-off of equal power between the summoned ``card`` and the card
    ``against`` on ``square``: nothing happens."""

    square: int
    card: int
    against: int
    power: int


@dataclass(frozen=True, slots=True)
class AbilityUse:
    """P11.3: the ability ``ability`` (index into the card's abilities) of ``card``
    resolves for ``controller``; ``square`` is where the card is (or was)."""

    card: int
    square: int
    ability: int
    controller: int


@dataclass(frozen=True, slots=True)
class Threat:
    """An enemy Summon of ``card`` (a Hand instance) onto empty ``square`` and what its
    Snatch Check would do at once (P10.2, P10.3): ``takes`` the squares of the cards it
    would snatch, ``wards`` the squares where a Ward Token would stop it (P10.4);
    ``countered`` if a face-off would be lost first (PD.4).  Abilities are not counted.
    """

    card: int
    square: int
    takes: tuple[int, ...]
    wards: tuple[int, ...]
    countered: bool


@dataclass(frozen=True, slots=True)
class Protection:
    """The player's ``card`` on ``square`` could be snatched by ``threat`` before the
    answer and cannot after it, because of ``how``: ``"square"`` (the square the enemy
    needed is taken), ``"ward"`` (it now has a Ward Token, P10.4) or ``"power"`` (the
    face-off would no longer be lost, P10.3(a))."""

    square: int
    card: int
    threat: Threat
    how: ProtectionKind


@dataclass(frozen=True, slots=True)
class Reply:
    """The opponent's Summon ``summon`` right after an answer and what it does at once:
    the cards it ``takes`` and the cards it ``loses`` (counter-snatches).  ``gain`` is
    the change of the Momon difference for the opponent (each snatch is worth 2)."""

    summon: Summon
    takes: tuple[Snatch, ...]
    loses: tuple[Snatch, ...]
    gain: int


@dataclass(frozen=True, slots=True)
class Outcome:
    """The game under best play after an answer, for the player who made it.

    ``exact`` when the search proved it to the end of the game; then ``result`` is
    ``"win"``, ``"lose"`` or ``"draw"`` (7.3.2, 7.3.3, 7.3.5) and ``margin`` the final
    controlled Momon difference (7.3.1).  Otherwise ``result`` is None and ``value`` the
    search's estimate (hundredths of a Momon)."""

    exact: bool
    result: OutcomeKind | None
    margin: int
    value: int
    depth: int


@dataclass(frozen=True, slots=True)
class Explanation:
    """Why ``answer`` (for ``player``): see :func:`explain_move`.

    ``alternative`` is the answer it was compared with (None when there was none);
    ``prevented`` the opponent's reply to the alternative that the answer prevents (its
    gain is larger than that of ``reply``, the opponent's best reply to the answer);
    ``avoided`` the player's cards the alternative would lose at once.
    """

    player: int
    answer: Answer
    snatches: tuple[Snatch, ...]
    lost: tuple[Snatch, ...]
    wards_removed: tuple[WardRemoved, ...]
    standoffs: tuple[Standoff, ...]
    abilities: tuple[AbilityUse, ...]
    protected: tuple[Protection, ...]
    risk: Threat | None
    reply: Reply | None
    alternative: Answer | None
    prevented: Reply | None
    avoided: tuple[Snatch, ...]
    outcome: Outcome | None
    alternative_outcome: Outcome | None

    @property
    def squares(self) -> tuple[int, ...]:
        """Every square the explanation points at, once each, most important first."""
        out: list[int] = []
        for sq in ([s.square for s in self.snatches] + [s.square for s in self.lost]
                   + [w.square for w in self.wards_removed] + [p.square for p in self.protected]
                   + ([self.prevented.summon.square] if self.prevented else [])):
            if sq >= 0 and sq not in out:
                out.append(sq)
        return tuple(out)


@dataclass(frozen=True, slots=True)
class _Effects:
    snatches: tuple[Snatch, ...]
    wards_removed: tuple[WardRemoved, ...]
    standoffs: tuple[Standoff, ...]
    abilities: tuple[AbilityUse, ...]


def _read_events(g: Game, start: int, before_pos: list[int], powers: list[int]) -> _Effects:
    """What the events of ``g.log[start:]`` did (P10.3, P10.4, P11.3).

    ``before_pos`` gives the squares of the cards before the answer (for a card that has
    left the Arena since), ``powers`` the cards' powers as the events happened."""
    snatches: list[Snatch] = []
    wards: list[WardRemoved] = []
    standoffs: list[Standoff] = []
    abilities: list[AbilityUse] = []
    last_face_off: tuple[int, int, int] | None = None

    def square_of(card: int) -> int:
        return g.pos[card] if g.pos[card] >= 0 else before_pos[card]

    for rule, kind, a, b, c in g.log[start:]:
        if kind == "face_off":
            # the event holds both powers (events.face_off); its outcome is the sign
            outcome = face_off_of(c).outcome
            last_face_off = (a, b, outcome)
            if outcome == 0:
                standoffs.append(Standoff(square_of(b), a, b, powers[a]))
        elif kind == "snatch":
            by_player, t, by_card = a, b, c
            face_off = False
            pw: tuple[int, int] | None = None
            if rule == "P10.3" and last_face_off is not None:
                s, x, res = last_face_off
                # P10.3(a): the target lost its face-off, or the summoned card lost its.
                if (res == 1 and x == t and s == by_card) or (res == -1 and s == t
                                                              and x == by_card):
                    face_off = True
                    pw = (powers[by_card], powers[t])
            snatches.append(Snatch(square_of(t), t, by_card, by_player, face_off, pw, rule))
            last_face_off = None
        elif kind == "ward_block":
            wards.append(WardRemoved(square_of(a), a, b, c))
            last_face_off = None
        elif kind == "trigger":
            abilities.append(AbilityUse(a, square_of(a), b, c))
    return _Effects(tuple(snatches), tuple(wards), tuple(standoffs), tuple(abilities))


def _powers(g: Game) -> list[int]:
    """Current power of every card instance on the Arena (printed power elsewhere)."""
    return [g.power(c) if g.pos[c] >= 0 else g.setup.printed[c] for c in range(g.setup.n)]


def _play(g: Game, answer: Answer) -> _Effects:
    """Apply ``answer`` to ``g`` (kept applied) and read what it did."""
    start = len(g.log)
    before_pos = list(g.pos)
    powers = _powers(g)
    if isinstance(answer, Summon):
        # the Summoned card is named on its square in what follows, even if an ability
        # takes it off the Arena again before the answer has run its course (Homing
        # Pigeon to its Hand)
        before_pos[answer.card] = answer.square
        g.apply(answer)
        # the powers the face-offs used are those of the moment, the Summoned card's own
        # included (P5.4): read them now (a change made after the Snatch Check is rare
        # and shows only in the numbers)
        powers = [p if g.pos[i] < 0 else g.power(i) for i, p in enumerate(powers)]
    else:
        g.apply(answer)
    return _read_events(g, start, before_pos, powers)


def _tried(g: Game, answer: Answer) -> _Effects | None:
    """What ``answer`` does in ``g`` (:func:`_play`), ``g`` then taken back; None where its
    chain of abilities is still going on at :data:`SCAN_CHAIN` resolutions."""
    depth = len(g.history)
    effects: _Effects | None
    try:
        with stopping_long_chains(lambda resolutions: resolutions >= SCAN_CHAIN):
            effects = _play(g, answer)
    except ChainStopped:
        effects = None
    while len(g.history) > depth:
        g.undo()
    return effects


def threats(g: Game, attacker: int) -> list[Threat]:
    """Every Summon ``attacker`` could make now from their Hand and what its Snatch
    Check would take at once (P10.2-P10.4; abilities aside), one card of each kind,
    in Hand order then square order."""
    out: list[Threat] = []
    key = g.setup.card_key
    seen: set[int] = set()
    empties = [s for s in range(16) if g.board[s] < 0]
    for c in g.hands[attacker]:
        if key[c] in seen:
            continue
        seen.add(key[c])
        for e in empties:
            outs = g.preview_snatch(c, e, attacker)
            if not outs:
                continue
            takes = tuple(x for x, o in outs if o == "snatch")
            wards = tuple(x for x, o in outs if o == "ward")
            countered = any(o == "counter" for _x, o in outs)
            if takes or wards or countered:
                out.append(Threat(c, e, takes, wards, countered))
    return out


def _threatened(g: Game, defender: int) -> dict[int, Threat]:
    """The defender's cards some enemy Summon could snatch next, each with the threat
    that takes the most cards (the first of those)."""
    best: dict[int, Threat] = {}
    for t in threats(g, 1 - defender):
        for sq in t.takes:
            card = g.board[sq]
            if card >= 0 and g.ctrl[card] == defender:
                old = best.get(card)
                if old is None or len(t.takes) > len(old.takes):
                    best[card] = t
    return best


def _strongest(g: Game, defender: int) -> Threat | None:
    """The enemy Summon that would snatch the most of ``defender``'s cards at once."""
    best: Threat | None = None
    for t in threats(g, 1 - defender):
        if t.takes and (best is None or len(t.takes) > len(best.takes)):
            best = t
    return best


def _gain(effects: _Effects, player: int) -> int:
    """The change of ``player``'s controlled Momon difference by these snatches."""
    return sum(2 if s.to_player == player else -2 for s in effects.snatches)


def best_reply(g: Game, player: int) -> Reply | None:
    """The opponent's Summon, when the opponent decides a Summon next in ``g``, that
    gains the most at once against ``player`` (abilities included: each is played; one
    whose chain goes past :data:`SCAN_CHAIN` resolutions is left out)."""
    opp = 1 - player
    if g.result is not None or g.to_move != opp:
        return None
    best: Reply | None = None
    for a in g.legal_answers():
        if not isinstance(a, Summon):
            return None
        eff = _tried(g, a)
        if eff is None:
            continue
        gain = _gain(eff, opp)
        if best is None or gain > best.gain:
            takes = tuple(s for s in eff.snatches if s.to_player == opp)
            loses = tuple(s for s in eff.snatches if s.to_player != opp)
            best = Reply(a, takes, loses, gain)
    return best


def _outcome(g: Game, player: int, budget: int) -> Outcome | None:
    """The value of ``g`` for ``player`` under best play, searched within ``budget``
    decisions, :data:`OUTCOME_WORK` times as much work and :data:`OUTCOME_CPU_SECONDS`."""
    if g.result is not None:
        v = terminal_value(g, player)
        return _outcome_of(v, True, 0)
    if budget <= 0:
        return None
    limits = replace(hard_limits(), nodes=budget, seconds=None, work=budget * OUTCOME_WORK,
                     cpu_seconds=OUTCOME_CPU_SECONDS)
    result = Searcher(limits=limits).search(g, value_needed=True)
    v = result.value if g.to_move == player else -result.value
    return _outcome_of(v, result.exact, result.depth)


def _outcome_of(v: int, exact: bool, depth: int) -> Outcome:
    if not exact:
        return Outcome(False, None, 0, v, depth)
    if v >= WIN // 2:
        return Outcome(True, "win", v - WIN, v, depth)
    if v <= -WIN // 2:
        return Outcome(True, "lose", v + WIN, v, depth)
    return Outcome(True, "draw", v, v, depth)  # P11.7: a forced-loop draw


def obvious_alternative(g: Game, answer: Answer) -> Answer | None:
    """The answer other than ``answer`` that gains the most Momon at once (the first
    of those in the engine's order; one whose chain goes past :data:`SCAN_CHAIN`
    resolutions is left out); None when ``answer`` is the only legal one."""
    player = g.to_move
    best: Answer | None = None
    best_gain = -99
    for a in g.legal_answers():
        if a == answer:
            continue
        eff = _tried(g, a)
        if eff is None:
            continue
        gain = _gain(eff, player)
        if gain > best_gain:
            best, best_gain = a, gain
    return best


def _protected(before: Game, after: Game, player: int) -> tuple[Protection, ...]:
    """The player's cards threatened in ``before`` and safe, and still theirs, in
    ``after``."""
    now = _threatened(before, player)
    later = _threatened(after, player)
    out: list[Protection] = []
    for card, threat in sorted(now.items(), key=lambda kv: before.pos[kv[0]]):
        if card in later or after.pos[card] < 0 or after.ctrl[card] != player:
            continue
        how: ProtectionKind
        if after.board[threat.square] >= 0:
            how = "square"
        elif after.wards[card] > before.wards[card]:
            how = "ward"
        else:
            how = "power"
        out.append(Protection(after.pos[card], card, threat, how))
    return tuple(out)


def _alternative_outcome(base: Game, alternative: Answer, player: int,
                         budget: int) -> Outcome | None:
    """The exact outcome of ``alternative`` where it can be worked out: by the native
    engine's exact solve, else by the Python search of ``budget`` nodes."""
    if native.supported(base.setup):
        try:
            found = native.search(base, 0, phases=[(native.EXACT, EXACT_WORK)], only=[alternative])
        except OverflowError:
            found = None
        if found is not None and found.answer is not None:
            return _outcome_of(found.value, found.exact, found.depth)
    alt = base.copy()
    _play(alt, alternative)
    return _outcome(alt, player, budget)


def explain_move(game: Game, answer: Answer, *, budget: int = DEFAULT_BUDGET,
                 alternative: Answer | None = None, seed: int = 0,
                 judged: tuple[int, bool, int] | None = None) -> Explanation:
    """Facts about ``answer`` for ``game.to_move`` (see the module documentation).

    ``budget``: nodes for each outcome search (0: no outcome).  ``alternative``: the
    answer to compare with (the review passes the move that was played); without it,
    :func:`obvious_alternative`.  ``judged``: the value of ``answer`` for the player, as
    the search that chose it found it (value, exact, depth), given by *Suggest a move*
    so that the outcome it words is that search's and no other (docs/ai.md, "One
    judge"); without it, a search of ``budget`` nodes.  ``game`` is not changed.  Raises
    ValueError when the game is over or ``answer`` is not legal.
    """
    if game.result is not None:
        raise ValueError("the game is over")
    if not game.is_legal(answer):
        raise ValueError(f"the answer {answer!r} is not legal here")
    player = game.to_move
    base = searchable_copy(game, player, seed)
    if alternative is not None and (alternative == answer or not base.is_legal(alternative)):
        alternative = None
    if alternative is None:
        alternative = obvious_alternative(base, answer)

    after = base.copy()
    eff = _play(after, answer)
    snatches = tuple(s for s in eff.snatches if s.to_player == player)
    lost = tuple(s for s in eff.snatches if s.to_player != player)
    protected = _protected(base, after, player)
    risk = _strongest(after, player) if after.result is None else None
    reply = best_reply(after, player)
    if judged is not None and after.result is None:
        outcome: Outcome | None = _outcome_of(*judged)
    else:
        outcome = _outcome(after, player, budget)

    prevented: Reply | None = None
    avoided: tuple[Snatch, ...] = ()
    alt_outcome: Outcome | None = None
    if alternative is not None:
        alt = base.copy()
        alt_eff = _play(alt, alternative)
        avoided = tuple(s for s in alt_eff.snatches if s.to_player != player)
        alt_reply = best_reply(alt, player)
        # Only when the opponent decides next after the answer too: otherwise its reply
        # (after the player's own further decisions) is not known here.
        answered = after.result is not None or reply is not None
        if answered and alt_reply is not None and alt_reply.takes and (
                reply is None or alt_reply.gain > reply.gain):
            prevented = alt_reply
        if outcome is not None and outcome.exact:
            alt_outcome = _alternative_outcome(base, alternative, player, budget)
    return Explanation(player, answer, snatches, lost, eff.wards_removed, eff.standoffs,
                       eff.abilities, protected, risk, reply, alternative, prevented, avoided,
                       outcome, alt_outcome)
