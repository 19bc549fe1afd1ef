"""What the Host a table and Join a table features share: the table's usual port, the
decks a friend's app can show, this computer's addresses, the words and question a
game across two computers puts to the players (the toss, 6.6; a take-back, PD.17), and
what they ask of the view that draws a match across two computers."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Literal, Protocol

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox

from momon_desktop.cards import Deck, check_deck
from momon_desktop.net.discovery import local_interfaces
from momon_desktop.storage.cardsets import CardLibrary
from momon_desktop.ui.text.i18n import fill

if TYPE_CHECKING:
    from momon_desktop.ui.table.host import TableHost

# The port a hosted table listens on unless the host picks another (0: any free one).
DEFAULT_PORT = 48620


class NetMatchView(Protocol):
    """A match across two computers drawn at this table (the match layer's view,
    ``ui/match/netmatchview.py``): told the match after every change, closed when the
    match leaves the table."""

    def show(self, snapshot: dict[str, Any]) -> None: ...

    def close(self) -> None: ...


class NetMatchViews(Protocol):
    """Makes the view of a match across two computers for the player ``me`` (``a``
    hosts, ``b`` joins), whose first-turn choices go to ``choose``, clock presses to
    ``press`` and, once the match is over, the wish for another match at the same table
    to ``again``; ``names`` are the players' names as this table calls them."""

    def __call__(self, window: TableHost, me: Literal["a", "b"],
                 choose: Callable[[bool], None], press: Callable[[], None],
                 names: tuple[str, str], again: Callable[[], None]) -> NetMatchView: ...


def table_addresses() -> list[str]:
    """The addresses of this computer a friend on the local network can reach (private
    or link-local IPv4), or this computer's own when it has none."""
    return local_interfaces()


def hostable_decks(decks: list[Deck]) -> list[Deck]:
    """The decks a friend's app can show: made of the bundled card sets, which every copy
    of the app has, and legal in their Format (6.1)."""
    pool = CardLibrary.bundled().pool
    return [d for d in decks
            if all(card in pool for card in d.cards) and not check_deck(d.cards, d.format, pool)]


def offered_decks(window: TableHost) -> list[Deck]:
    """The decks a game across two computers offers: the bundled ones and the player's
    own, those a friend's app can show (:func:`hostable_decks`)."""
    _pool, decks = window.card_pool()
    return hostable_decks(list(decks) + [saved.deck for saved in window.library.decks()])


def takeback_question(window: TableHost, name: str, answer: Callable[[bool], None]) -> QMessageBox:
    """PD.17: the other player asks to take back their last move: allow or refuse."""
    box = QMessageBox(QMessageBox.Icon.Question,
                      QCoreApplication.translate("HostedGame", "Take back a move?"),
                      fill(QCoreApplication.translate(
                          "HostedGame", "From %1: a request to take back their last move "
                          "(and what followed it). Allow it?"), name),
                      QMessageBox.StandardButton.NoButton, window.window())
    box.setObjectName("TakebackQuestion")
    allow = box.addButton(QCoreApplication.translate("HostedGame", "&Allow"),
                          QMessageBox.ButtonRole.AcceptRole)
    refuse = box.addButton(QCoreApplication.translate("HostedGame", "&Refuse"),
                           QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(refuse)
    box.setEscapeButton(refuse)
    box.setWindowModality(Qt.WindowModality.WindowModal)
    box.buttonClicked.connect(lambda button: answer(button is allow))
    box.open()
    return box


def toss_text(first: str, draw: int) -> str:
    """What the table says of the toss across two computers (6.6)."""
    return fill(QCoreApplication.translate(
        "HostedGame", "The toss both computers checked gives the first turn to %1 (draw %2)."),
        first, str(draw))
