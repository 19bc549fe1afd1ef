"""Card sets and decks: file formats, validation, the card pool and Formats.

Card set files (format v1, ``shared/formats.md``) are validated with pydantic and
turned into the engine's :class:`~momon_desktop.engine.carddefs.CardDef` objects.
Every problem in a file is reported in plain words, naming the file, the card and
the field (:class:`CardSetError`), as a :class:`Problem` that can be shown in English
or Thai. The limits of the formats are in :mod:`momon_desktop.cards.limits`.
"""

from .decks import Deck, DeckFile, bundled_deck_paths, bundled_decks, load_deck, parse_deck
from .errors import CardSetError, DataFileError, DeckError
from .formats import (
    DECK_SIZE,
    FORMATS,
    OPEN,
    STANDARD,
    DeckReason,
    Format,
    ReasonCode,
    check_deck,
    deck_reasons,
    get_format,
    is_legal,
)
from .loader import (
    CardPool,
    CardSet,
    bundled_card_set_paths,
    bundled_pool,
    card_def,
    load_card_set,
    parse_card_set,
    resources_dir,
)
from .messages import Problem
from .models import CardModel, CardSetFile
from .schema import card_set_json_schema

__all__ = [
    "DECK_SIZE",
    "FORMATS",
    "OPEN",
    "Problem",
    "STANDARD",
    "CardModel",
    "CardPool",
    "CardSet",
    "CardSetError",
    "CardSetFile",
    "DataFileError",
    "Deck",
    "DeckError",
    "DeckFile",
    "DeckReason",
    "Format",
    "ReasonCode",
    "bundled_card_set_paths",
    "bundled_deck_paths",
    "bundled_decks",
    "bundled_pool",
    "card_def",
    "card_set_json_schema",
    "check_deck",
    "deck_reasons",
    "get_format",
    "is_legal",
    "load_card_set",
    "load_deck",
    "parse_card_set",
    "parse_deck",
    "resources_dir",
]
