"""What one player may know of a game (4.4, 4.5, 4.7).

:func:`player_view` is the one way a window, a save preview or the computer opponent
looks at a game on a player's behalf: the viewer's own Hand and Void in full, the
opponent's Hand as a count and their face-down Void cards as backs.  Nothing hidden can
leak through it by accident, because hidden cards are never put into it.
"""

from __future__ import annotations

from dataclasses import dataclass

from .carddefs import CardDef
from .events import GameEvent, LeftArena, Snatched, TurnEnded, decode_all
from .game import DECISION_KINDS, Game, IllegalDecision, Summon
from .official import SQUARES, GameResult


@dataclass(frozen=True, slots=True)
class ArenaCard:
    """A card on the Arena: all of it is public (4.2.3)."""

    instance: int
    card: CardDef
    owner: int
    controller: int
    printed: int
    power: int
    wards: int


@dataclass(frozen=True, slots=True)
class VoidCard:
    """A card in a Void; ``card`` is None when the viewer may not see its face (4.5.2)."""

    instance: int | None
    card: CardDef | None
    face_up: bool


@dataclass(frozen=True, slots=True)
class PlayerView:
    """Everything ``viewer`` may know.  ``viewer`` -1 is a spectator (public only).

    ``hand`` is the viewer's own Hand in the order they arranged it (4.4.1,
    :meth:`Game.hand_arrangement`); ``hand_counts`` the size of both Hands.
    """

    viewer: int
    arena: tuple[ArenaCard | None, ...]
    hand: tuple[tuple[int, CardDef], ...]
    hand_counts: tuple[int, int]
    voids: tuple[tuple[VoidCard, ...], tuple[VoidCard, ...]]
    turns_taken: tuple[int, int]
    turn_player: int
    first_player_token: int
    stage: str
    to_move: int
    decision: str | None
    result: GameResult | None
    momon: tuple[int, int]


def player_view(game: Game, viewer: int) -> PlayerView:
    """The game as ``viewer`` (0, 1, or -1 for a spectator) may see it."""
    defs = game.setup.defs
    powers = game.arena_powers()
    arena: list[ArenaCard | None] = []
    for sq in SQUARES:
        c = game.board[sq]
        if c < 0:
            arena.append(None)
        else:
            arena.append(ArenaCard(c, defs[c], game.setup.owner[c], game.ctrl[c],
                                   game.setup.printed[c], powers[sq], game.wards[c]))
    # 4.4.1: only the owner sees their Hand, in the order they arranged it; of the
    # opponent's Hand only the number of cards shows.
    hand = tuple((c, defs[c]) for c in game.hand_arrangement(viewer)) if viewer in (0, 1) else ()
    voids: list[tuple[VoidCard, ...]] = []
    for owner in (0, 1):
        pile: list[VoidCard] = []
        for c in game.voids[owner]:
            up = bool(game.faceup[c])
            # 4.5.2: face down is seen by its owner only; 4.5.3: face up by everyone.
            visible = up or owner == viewer
            pile.append(VoidCard(c if visible else None, defs[c] if visible else None, up))
        voids.append(tuple(pile))
    p = game.pending
    return PlayerView(
        viewer=viewer,
        arena=tuple(arena),
        hand=hand,
        hand_counts=(len(game.hands[0]), len(game.hands[1])),
        voids=(voids[0], voids[1]),
        turns_taken=(game.turns[0], game.turns[1]),
        turn_player=game.turn_player,
        first_player_token=game.fpt,
        stage=game.stage_name,
        to_move=game.to_move,
        decision=None if p is None or game.result is not None else DECISION_KINDS[p.kind],
        result=game.result,
        momon=game.momon_counts(),
    )


def searchable_copy(game: Game, viewer: int, seed: int = 0) -> Game:
    """A copy of ``game`` that ``viewer`` may search without learning anything hidden.

    What stays is public or the viewer's own: the Arena, the viewer's Hand (and its
    arrangement) and Void, and the *content* of the opponent's Hand, which follows
    from the opponent's deck list (public, 6.1) and the public record (every card
    leaves a Hand by a public Summon and returns to it from the public Arena).  What
    is hidden is replaced: the order of the opponent's Hand and their arrangement of
    it (4.4.1) become a canonical order, and the game's random draws (the random
    Reveal, PD.11) are reseeded with ``seed``.
    """
    g = game.copy()
    opp = 1 - viewer
    # By the card's id, never by the card key or the instance number alone: both are
    # given in deck order, and the deck's order is the Hand's first order (6.2).
    defs = game.setup.defs
    g.hands[opp].sort(key=lambda c: (defs[c].id, c))
    g.arrange_hand(opp, g.hands[opp])  # the opponent's own arrangement is hidden too
    g.rng = (seed * 2654435761 + 7) & ((1 << 64) - 1)
    return g


def after_summon(game: Game, card: int, square: int) -> tuple[Snatched | LeftArena, ...]:
    """The events of a Summon of ``card`` onto ``square`` by the player to decide, from
    the Summon to the end of that player's turn or to the next decision on the way (an
    ability's choice: what follows depends on it), that move a card on the Arena or
    change its side (:class:`Snatched`, :class:`LeftArena`; P9.1, P10, P11, P8.4): what
    a Summon leads to that the Snatch Check alone does not say, a card leaving the Arena
    or changing sides through an ability, a power brought down to 0, the end of the
    turn.

    Worked out on :func:`searchable_copy`, so it shows nothing the player may not know:
    the opponent's Hand in a canonical order and the random draws reseeded. A Summon
    the rules do not allow there leads to nothing."""
    player = game.to_move
    g = searchable_copy(game, player)
    start = len(g.log)
    squares, wards = list(g.pos), list(g.wards)
    try:
        g.apply(Summon(card, square))
    except IllegalDecision:  # not a Summon the rules allow here: nothing follows
        return ()
    out: list[Snatched | LeftArena] = []
    events: tuple[GameEvent, ...] = decode_all(g.log[start:], squares, wards)
    for event in events:
        if isinstance(event, TurnEnded):
            break
        if isinstance(event, Snatched | LeftArena):
            out.append(event)
    return tuple(out)
