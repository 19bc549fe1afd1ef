"""The limits of card set, deck and shared deck files (``docs/cards.md``, "Limits").

Each is far above what the Starter Set and the bundled decks use, and each is
enforced where the file comes in, with an error naming the file, the card and the
field. The rules engine relies on them: no card brings more than
:data:`MAX_ABILITIES_PER_CARD` abilities into a game.
"""

from __future__ import annotations

# Bytes of a card set file, counted while it is read (1,000 cards of the longest texts
# in English and Thai fit).
MAX_CARD_SET_BYTES = 4 * 1024 * 1024
# Cards in one card set file; the Starter Set has 38.
MAX_CARDS_PER_SET = 1000
# Abilities of one card; the Starter Set uses at most 2.
MAX_ABILITIES_PER_CARD = 8
# Characters of a card id or a set id (the Starter Set's longest: 21).
MAX_ID_CHARS = 64
# Characters of a card's or a set's name in one language (the Starter Set's longest: 21).
MAX_NAME_CHARS = 60
# Characters of a card's text in one language (the Starter Set's longest: 133).
MAX_TEXT_CHARS = 400
# Characters of a deck's name in one language (the deck builder allows as many).
MAX_DECK_NAME_CHARS = 60
# A deck shared as text: characters in all, characters of one line, lines.
MAX_DECK_TEXT_CHARS = 20_000
MAX_DECK_TEXT_LINE_CHARS = 200
MAX_DECK_TEXT_LINES = 200
# Copies of one card on one line of a shared deck.
MAX_COPIES_PER_LINE = 99
