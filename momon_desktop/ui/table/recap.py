"""What a player missed: the Summons and snatches of the other player's move, read from
the events the engine logged (``Game.log``), for the Arena's highlights and one line
of the prompt.

Only what happened on the Arena is read, which both players see (4.3.1): a Summon
(P9.1), a snatch with the card that made it (P10.3, P10.5), a Ward Token stopping one
(P10.4). Nothing of a Hand or a face-down Void is ever part of it (4.4.1, 4.5.2).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from momon_desktop.engine import CardDef, square_name

Event = tuple[str, str, int, int, int]


@dataclass(frozen=True)
class SnatchMark:
    """One snatch: ``card`` went from ``before`` to ``after``, snatched by ``by_card``
    (-1: no card on the Arena made it)."""

    card: int
    before: int
    after: int
    by_card: int


@dataclass(frozen=True)
class Recap:
    """The Arena's changes of one stretch of play, in the order they happened."""

    # the player whose move it was (-1: nobody moved)
    player: int = -1
    # (card instance, square) of every Summon
    summons: tuple[tuple[int, int], ...] = ()
    snatches: tuple[SnatchMark, ...] = ()
    # cards whose Ward Token stopped a snatch
    blocked: tuple[int, ...] = ()

    @property
    def empty(self) -> bool:
        """Nothing to show."""
        return not (self.summons or self.snatches or self.blocked)


def recap_of(log: Sequence[Event], start: int, end: int | None = None) -> Recap:
    """The Summons and snatches among ``log[start:end]``."""
    summons: list[tuple[int, int]] = []
    snatches: list[SnatchMark] = []
    blocked: list[int] = []
    player = -1
    for _rule, kind, a, b, c in log[max(0, start):end]:
        if kind == "summon":
            # a: the summoning player, b: the card, c: its square (P9.1)
            summons.append((b, c))
            if player < 0:
                player = a
        elif kind == "snatch":
            # a: the player who snatches, b: the card, c: the card that snatched (P10.5);
            # a snatch always takes a card from the other player (P10.2)
            snatches.append(SnatchMark(b, 1 - a, a, c))
            if player < 0:
                player = a
        elif kind == "ward_block":
            blocked.append(a)  # P10.4
    return Recap(player, tuple(summons), tuple(snatches), tuple(blocked))


def recap_line(recap: Recap, defs: Sequence[CardDef], name: Callable[[int], str],
               lang: str, away: bool) -> str:
    """The move in one line of the prompt ("" when nothing was Summoned). ``away``: the
    person at the screen did not watch it (a hot-seat hand-over)."""
    if not recap.summons or recap.player not in (0, 1):
        return ""
    card, square = recap.summons[0]
    taken = sum(1 for s in recap.snatches if s.after == recap.player)
    if taken == 0:
        text = QCoreApplication.translate("Pacing", "%1 Summoned %2 onto %3.")
    elif taken == 1:
        text = QCoreApplication.translate("Pacing", "%1 Summoned %2 onto %3 and snatched one card.")
    else:
        text = QCoreApplication.translate("Pacing", "%1 Summoned %2 onto %3 and snatched %4 cards.")
    text = text.replace("%1", name(recap.player)).replace("%2", defs[card].display_name(lang)) \
        .replace("%3", square_name(square)).replace("%4", str(taken))
    lost = sum(1 for s in recap.snatches if s.after != recap.player)
    if lost:
        back = QCoreApplication.translate("Pacing", "%1 snatched one card back.") if lost == 1 \
            else QCoreApplication.translate("Pacing", "%1 snatched %2 cards back.")
        text += " " + back.replace("%1", name(1 - recap.player)).replace("%2", str(lost))
    if away:
        return QCoreApplication.translate("Pacing", "While you were away: %1").replace("%1", text)
    return text
