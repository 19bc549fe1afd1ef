"""What a player missed: the Summons and snatches of the other player's move, read from
the typed events of the game (:meth:`GameController.events_since`), for the Arena's
highlights and one line of the prompt.

Only what happened on the Arena is read, which both players see (4.3.1): a Summon
(P9.1), a snatch with the card that made it (P10.3, P10.5), a Ward Token stopping one
(P10.4), a card leaving the Arena for its owner's Hand or Void and why (an ability,
P11.5 and 4.5.1; its power down to 0, P11.6), the player's own cards as much as the
other's. Nothing of a Hand or a face-down Void is ever part of it (4.4.1, 4.5.2).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from momon_desktop.engine import CardDef, square_name
from momon_desktop.engine.events import GameEvent, LeftArena, Snatched, Summoned, WardBlocked
from momon_desktop.ui.text.i18n import fill


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
    # cards that left the Arena: (card, "hand" or "void", the card whose ability sent it
    # there, or -1 when its power fell to 0 or below)
    left: tuple[tuple[int, str, int], ...] = ()

    @property
    def empty(self) -> bool:
        """Nothing to show."""
        return not (self.summons or self.snatches or self.blocked or self.left)


def recap_of(events: Sequence[GameEvent]) -> Recap:
    """The Summons and snatches among ``events``."""
    summons: list[tuple[int, int]] = []
    snatches: list[SnatchMark] = []
    blocked: list[int] = []
    left: list[tuple[int, str, int]] = []
    player = -1
    for event in events:
        if isinstance(event, Summoned):  # P9.1
            summons.append((event.card, event.square))
            if player < 0:
                player = event.seat
        elif isinstance(event, Snatched):  # P10.5
            by_card = -1 if event.by_card is None else event.by_card
            snatches.append(SnatchMark(event.card, event.before, event.seat, by_card))
            if player < 0:
                player = event.seat
        elif isinstance(event, WardBlocked):  # P10.4
            blocked.append(event.card)
        elif isinstance(event, LeftArena):  # 4.5.1, P11.5; P11.6 without a source
            source = -1 if event.source is None else event.source
            left.append((event.card, event.destination, source))
    return Recap(player, tuple(summons), tuple(snatches), tuple(blocked), tuple(left))


def recap_line(recap: Recap, defs: Sequence[CardDef], name: Callable[[int], str],
               lang: str, away: bool) -> str:
    """The move in plain words for the prompt ("" when nothing was Summoned): the Summon,
    then every card that changed controller or left the Arena and why, in the order it
    happened. ``away``: the person at the screen did not watch it (a hot-seat hand-over).
    No rule numbers: the rules log cites them."""
    if not recap.summons or recap.player not in (0, 1):
        return ""

    def card_name(instance: int) -> str:
        return defs[instance].display_name(lang) if 0 <= instance < len(defs) else ""

    card, square = recap.summons[0]
    parts = [
        fill(
            QCoreApplication.translate("Pacing", "%1 Summoned %2 onto %3."),
            name(recap.player),
            card_name(card),
            square_name(square),
        )
    ]
    for mark in recap.snatches:
        if mark.by_card >= 0:
            text = QCoreApplication.translate("Pacing", "%1 changed sides: %2 took it for %3.")
        else:
            text = QCoreApplication.translate("Pacing", "%1 changed sides to %3.")
        parts.append(fill(text, card_name(mark.card), card_name(mark.by_card)
                          if mark.by_card >= 0 else "", name(mark.after)))
    for instance in recap.blocked:
        parts.append(fill(QCoreApplication.translate(
            "Pacing", "%1 was not taken: a Ward Token was used up instead."), card_name(instance)))
    for instance, where, cause in recap.left:
        if cause < 0:
            text = QCoreApplication.translate(
                "Pacing", "%1 left for its owner's Void: its power fell to 0.")
        elif where == "hand":
            text = QCoreApplication.translate(
                "Pacing", "%1 went back to its owner's Hand (ability of %2).")
        else:
            text = QCoreApplication.translate(
                "Pacing", "%1 left for its owner's Void (ability of %2).")
        parts.append(fill(text, card_name(instance), card_name(cause)))
    text = " ".join(parts)
    if away:
        return fill(QCoreApplication.translate("Pacing", "While you were away: %1"), text)
    return text
