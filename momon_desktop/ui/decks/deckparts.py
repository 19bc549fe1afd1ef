"""What the deck builder window gives the parts mixed into it (:mod:`.deckpanes`,
:mod:`.decksharing`), declared for the type checker.

At run time :class:`DeckBuilderParts` is an empty base; under the type checker it is a
:class:`~momon_desktop.ui.cards.cardbrowser.CardWindow` with the window's own state and
the methods the parts call, so mypy checks every use against
:class:`~momon_desktop.ui.decks.deckbuilder.DeckBuilder`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog, QLabel

    from momon_desktop.cards import Deck, DeckError
    from momon_desktop.ui.cards.cardbrowser import CardWindow

    _Window = CardWindow
else:
    _Window = object


class DeckBuilderParts(_Window):
    """The deck builder as its mixed-in parts see it."""

    if TYPE_CHECKING:
        lang: str
        # the line under the deck that tells what was done (made by the panes)
        message: QLabel
        # the last dialog the window opened (tests answer it)
        last_dialog: QDialog | None

        def current_deck(self) -> Deck: ...
        def maybe_keep_changes(self) -> bool: ...
        def _edit(self, deck: Deck, key: str | None, dirty: bool = False) -> None: ...
        def _select_key(self, key: str | None) -> None: ...
        def _show_write_error(self, exc: OSError | DeckError) -> None: ...
