"""Small builders for engine tests: cards, games and moves written the way players say them."""

from __future__ import annotations

from collections.abc import Iterable

from momon_desktop.engine import CardDef, Choose, Game, Summon, YesNo, parse_square
from momon_desktop.engine.carddefs import ContinuousAbility, TriggeredAbility


def card(
    cid: str,
    power: int = 5,
    sight: Iterable[str] = (),
    abilities: Iterable[TriggeredAbility] = (),
    continuous: Iterable[ContinuousAbility] = (),
) -> CardDef:
    """A Momon with the given attributes."""
    return CardDef(
        id=cid, name={"en": cid.replace("-", " ").title(), "th": cid}, type="momon",
        power=power, sight=tuple(sight), abilities=tuple(abilities),
        continuous=tuple(continuous),
    )


def ab(when: str, do: str, target: str | None = None, **kw: object) -> TriggeredAbility:
    """A triggered ability."""
    return TriggeredAbility(when=when, do=do, target=target, **kw)  # type: ignore[arg-type]


def aura(kind: str, affects: str, amount: int = 0, value: int = 0) -> ContinuousAbility:
    """A continuous ability."""
    return ContinuousAbility(kind=kind, affects=affects, amount=amount, value=value)  # type: ignore[arg-type]


def filler(prefix: str, n: int) -> list[CardDef]:
    """Power-1 Momon that see nothing: they fill turns without snatching."""
    return [card(f"{prefix}-{i}", power=1) for i in range(n)]


def new_game(first: list[CardDef], second: list[CardDef], seed: int = 0, pad: bool = True) -> Game:
    """A game between two decks, padded with filler to 10 cards each."""
    if pad:
        first = first + filler("f", 10 - len(first))
        second = second + filler("s", 10 - len(second))
    return Game.new(first, second, seed)


def inst(g: Game, cid: str, owner: int | None = None) -> int:
    """The first instance of card ``cid`` (optionally of one owner)."""
    for i, d in enumerate(g.defs):
        if d.id == cid and (owner is None or g.setup.owner[i] == owner):
            return i
    raise KeyError(cid)


def summon(g: Game, cid: str, square: str) -> None:
    """The deciding player Summons their first copy of ``cid`` in Hand onto ``square``."""
    p = g.to_move
    for c in g.hands[p]:
        if g.defs[c].id == cid:
            g.apply(Summon(c, parse_square(square)))
            return
    raise KeyError(f"{cid} not in Hand of seat {p}")


def fill(g: Game, square: str) -> None:
    """The deciding player Summons a filler card onto ``square``."""
    p = g.to_move
    for c in g.hands[p]:
        if g.defs[c].id.startswith(("f-", "s-")):
            g.apply(Summon(c, parse_square(square)))
            return
    raise KeyError("no filler left")


def choose(g: Game, square: str) -> None:
    """Answer a choice of square."""
    g.apply(Choose(parse_square(square)))


def yes(g: Game, answer: bool = True) -> None:
    """Answer an optional effect."""
    g.apply(YesNo(answer))


def at(g: Game, square: str) -> int:
    """The instance on ``square`` (-1 when empty)."""
    return g.board[parse_square(square)]


def kinds(g: Game) -> list[str]:
    """The kinds of every event so far."""
    return [e[1] for e in g.log]
