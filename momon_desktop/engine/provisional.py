"""Provisional rules: what the engine does where the official text is missing.

Everything here implements a P-rule of ``docs/rules/provisional-rules.md`` (numbers
``P…``) or a project rule that fills a gap the P-rules leave (numbers ``PD…``, listed
in ``docs/rules/project-rules.md``).  The official rules live in
:mod:`momon_desktop.engine.official`.  When the official sections 8 and 11 become
available, this module and the turn-step methods of :class:`~.game.Game` marked with
P-numbers are what changes.
"""

from __future__ import annotations

from collections.abc import Sequence

from .carddefs import DIRECTIONS, CardDef, ContinuousAbility
from .official import FIRST, NEIGHBOURS, SIZE, SQUARES

# P5.5: one step in each direction, (column delta, row delta), for a card owned by the
# first player (row-1 edge): Forward is toward row 4, Right toward column D.
_FIRST_SEAT_STEP: dict[str, tuple[int, int]] = {
    "F": (0, 1),
    "FR": (1, 1),
    "R": (1, 0),
    "BR": (1, -1),
    "B": (0, -1),
    "BL": (-1, -1),
    "L": (-1, 0),
    "FL": (-1, 1),
}


def direction_step(direction: str, owner: int) -> tuple[int, int]:
    """P5.5: the (column, row) step of ``direction`` in ``owner``'s frame.

    For the second player (row-4 edge) Forward is toward row 1 and Right toward
    column A, so both deltas flip.  The frame depends only on the owner, never on the
    controller (4.3.3, P10.5).
    """
    dc, dr = _FIRST_SEAT_STEP[direction]
    return (dc, dr) if owner == FIRST else (-dc, -dr)


def square_in_sight(square: int, direction: str, owner: int) -> int | None:
    """P10.1: the square at distance 1 in ``direction`` from ``square``, if on the Arena."""
    dc, dr = direction_step(direction, owner)
    c, r = square % SIZE + dc, square // SIZE + dr
    if 0 <= c < SIZE and 0 <= r < SIZE:
        return c + SIZE * r
    return None


def sight_squares(sight: Sequence[str], owner: int) -> tuple[tuple[int, ...], ...]:
    """P10.1, P10.2: for each square, the squares a card sees, clockwise from Forward.

    Precomputed once per card and owner, so the Snatch Check does no geometry.
    """
    ordered = [d for d in DIRECTIONS if d in sight]
    table: list[tuple[int, ...]] = []
    for sq in SQUARES:
        seen = (square_in_sight(sq, d, owner) for d in ordered)
        table.append(tuple(s for s in seen if s is not None))
    return tuple(table)


def sight_masks(table: tuple[tuple[int, ...], ...]) -> tuple[int, ...]:
    """Bit masks of :func:`sight_squares`: bit s is set when the square s is in sight."""
    return tuple(sum(1 << s for s in row) for row in table)


def sight_tables(table: tuple[tuple[int, ...], ...]) -> tuple[tuple[bool, ...], ...]:
    """:func:`sight_squares` as a table of whether each square is in sight from each
    square, for the face-off test of P10.3(a)."""
    return tuple(tuple(s in row for s in SQUARES) for row in table)


NEAR_OR_SELF: tuple[tuple[int, ...], ...] = tuple((sq, *NEIGHBOURS[sq]) for sq in SQUARES)
# For each square a and b, whether b is a or at distance 1 from it (4.3.4).
NEAR_OR_SELF_TABLE: tuple[tuple[bool, ...], ...] = tuple(
    tuple(b in near for b in SQUARES) for near in NEAR_OR_SELF
)


def card_power(
    card: int,
    pos: Sequence[int],
    ctrl: Sequence[int],
    printed: Sequence[int],
    cont: Sequence[Sequence[ContinuousAbility]],
    sources: Sequence[int],
    mods: Sequence[tuple[int, int, int, int]],
) -> int:
    """P5.4, P11.4: current power of the Arena card ``card``, as :func:`arena_powers`.

    ``pos`` holds each instance's square (-1 off the Arena) and ``sources`` the
    instances that have continuous abilities.  Only the card itself and the cards at
    distance 1 (4.3.4) can reach it, so only the sources on those squares are looked
    at (the values set and the amounts added do not depend on their order).
    """
    near = NEAR_OR_SELF_TABLE[pos[card]]
    cc = ctrl[card]
    setv = -1
    add = 0
    for src in sources:
        at = pos[src]
        if at < 0 or not near[at]:
            continue
        for ab in cont[src]:
            # A card is on one square only, so src == card means the card itself.
            affects = ab.affects
            if affects == "self":
                if src != card:
                    continue
            elif src == card:
                continue
            elif affects == "adjacent_allies":
                if ctrl[src] != cc:
                    continue
            elif ctrl[src] == cc:
                continue
            if ab.kind == "set_power":
                setv = max(setv, ab.value)
            else:
                add += ab.amount
    for m in mods:
        if m[0] == card:
            add += m[1]
    return (printed[card] if setv < 0 else setv) + add


def arena_powers(
    board: Sequence[int],
    ctrl: Sequence[int],
    pos: Sequence[int],
    printed: Sequence[int],
    cont: Sequence[Sequence[ContinuousAbility]],
    mods: Sequence[tuple[int, int, int, int]],
) -> list[int]:
    """P5.4, P11.4: current power of the card on every square (0 for an empty square).

    Value-setting effects apply first (the highest value if several), then every
    addition and subtraction.  Continuous abilities reach their own card ("self") or
    the cards at distance 1 (4.3.4) controlled by the source's controller ("allies")
    or by the opponent ("enemies").  ``mods`` are temporary changes
    ``(card, amount, duration, controller)``.
    """
    add = [0] * 16
    setv: dict[int, int] = {}
    for sq in SQUARES:
        src = board[sq]
        if src < 0 or not cont[src]:
            continue
        sc = ctrl[src]
        for ab in cont[src]:
            if ab.affects == "self":
                reached: Sequence[int] = (sq,)
            else:
                ally = ab.affects == "adjacent_allies"
                reached = [n for n in NEIGHBOURS[sq] if board[n] >= 0 and (ctrl[board[n]] == sc) == ally]
            for t in reached:
                if ab.kind == "set_power":
                    if ab.value > setv.get(t, ab.value - 1):
                        setv[t] = ab.value
                else:
                    add[t] += ab.amount
    for m in mods:
        add[pos[m[0]]] += m[1]
    return [
        0 if c < 0 else setv.get(sq, printed[c]) + add[sq] for sq, c in enumerate(board)
    ]


# P11.3: a triggered ability, from the moment it triggers (it waits until the event that
# caused it is over) through the Trigger Queue until it resolves:
#   (event, controller, place, ability, source, incarnation, square)
# event: the number of the event that caused it; controller: who controls it (PD.2);
# place: the source's square, or a game-start ability's position in the Hand (PD.1);
# ability: its index on the card; source: the card instance; incarnation: how many
# times the source had been Summoned then (a card that left and came back is a new
# object, PD.6); square: the source's square, or -1 in the Hand.
# A plain tuple, read by unpacking: one is built for every trigger, and a tuple
# subclass costs several times as much to build and read.
Trigger = tuple[int, int, int, int, int, int, int]


def order_triggers(waiting: list[Trigger], turn_player: int) -> None:
    """P11.3: sort waiting triggers into the order in which they enter the back of the
    Trigger Queue.

    By the order of the events that caused them; for one event, the turn player's
    first, then the other player's; for one player, in reading order of the squares
    (A1 … D1, A2 … D4 from the first player's seat, which is the square index order),
    and one card's abilities in their printed order.  Game-start abilities wait before
    the first turn, when ``turn_player`` is -1, and work from the Hand: the first
    player's first, then by position in the Hand (PD.1), which is their ``place``.
    """
    first = FIRST if turn_player < 0 else turn_player

    def key(t: Trigger) -> tuple[int, bool, int, int]:
        event, controller, place, ability, _source, _incarnation, _square = t
        return (event, controller != first, place, ability)

    waiting.sort(key=key)


# P11.7, PD.7 and PD.14: a chain is the abilities resolved in a row with no player
# decision while the Trigger Queue does not run empty.  From its LOOP_WATCH-th
# resolution on, PD.14 applies (an ability already waiting in the queue does not
# trigger again) and its states are compared: the first state seen twice ends the game
# as a forced-loop draw.  No chain of ordinary play comes near this length, so neither
# changes a game that has no loop, and the comparisons cost nothing there.  PD.12 to
# PD.14 leave a chain finitely many states from here on, so one that does not end
# repeats one, but for some cards only after millions of resolutions: a chain that
# reaches CHAIN_LIMIT resolutions with abilities still waiting ends the game as a
# forced-loop draw too, so that no game waits longer than a few seconds for a chain.
LOOP_WATCH = 999
CHAIN_LIMIT = 100_000
# PD.12: a card holds at most this many Ward Tokens; more are not placed.
WARD_LIMIT = 99
# PD.13: the power changes on one card add up to at most this much either way; a change
# that would pass the limit is made only as far as the limit.
POWER_LIMIT = 999


def limited_wards(have: int, amount: int) -> int:
    """PD.12: how many Ward Tokens ``amount`` places on a card that has ``have``: the
    card ends with 0 to :data:`WARD_LIMIT` tokens."""
    return min(WARD_LIMIT, max(0, have + amount)) - have


def limited_power(total: int, amount: int) -> int:
    """PD.13: the part of a power change of ``amount`` that is made on a card whose power
    changes add up to ``total``.

    A change goes only as far as :data:`POWER_LIMIT` (or its negative) and is never
    turned around: when an earlier change ended and left the total past the limit, a
    change further that way is not made at all.
    """
    if amount > 0:
        return max(0, min(amount, POWER_LIMIT - total))
    return min(0, max(amount, -POWER_LIMIT - total))


# P8.2: the turn Summon is mandatory when the Hand has a card and a square is empty.
# PD.10: an effect Summon (summon_from_hand) is mandatory too unless marked optional.


def whose_matches(whose: str, controller: int, turn_player: int) -> bool:
    """P11.2: "yours / your opponent's / each" for turn start and end of turn."""
    if whose == "each":
        return True
    if whose == "yours":
        return controller == turn_player
    return controller != turn_player


def card_is_momon(card: CardDef) -> bool:
    """P5.2: card types are data; 7.3.1 counts Momon only."""
    return card.type == "momon"
