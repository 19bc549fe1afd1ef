"""Deck files: a named list of card ids for a Format.

```json
{"format_version": 1, "name": {"en": "Temple Guard", "th": "..."}, "format": "standard",
 "cards": ["id", "... 10 ids"]}
```

A deck file is valid when it has this shape; whether the deck is *legal* (10 cards,
copy limits, allowed sets) depends on the loaded cards and is answered by
:func:`momon_desktop.cards.formats.check_deck`, so that a deck in progress can still
be saved and reopened.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from pydantic import ConfigDict, Field, field_validator

from .errors import DeckError, semantic_error, show
from .formats import check_deck
from .limits import MAX_DECK_NAME_CHARS
from .loader import CardPool, read_json_file, resources_dir, validate_model
from .models import FORMAT_VERSION, Identifier, LocalizedName, StrictModel


class DeckFile(StrictModel):
    """The root object of a deck file, format v1."""

    model_config = ConfigDict(title="Momon Wonder deck, format v1")

    format_version: Literal[1]
    name: LocalizedName
    format: Literal["standard", "open"] = Field(description="PF.1 Standard or PF.2 Open.")
    cards: list[Identifier] = Field(description="Card ids; a legal deck has exactly 10 (6.1).")

    @field_validator("format_version", mode="before")
    @classmethod
    def _known_version(cls, value: object) -> object:
        if value != FORMAT_VERSION or isinstance(value, bool):
            raise semantic_error("deck_format_version", version=FORMAT_VERSION, value=show(value))
        return value


@dataclass(frozen=True, slots=True)
class Deck:
    """A validated deck file."""

    name: dict[str, str]
    format: str
    cards: tuple[str, ...]
    source: str

    def display_name(self, lang: str = "en") -> str:
        """The deck's name in ``lang``, falling back to English."""
        return self.name.get(lang) or self.name["en"]

    def check(self, pool: CardPool) -> list[str]:
        """Every reason the deck is not legal in its Format (see ``check_deck``)."""
        return check_deck(self.cards, self.format, pool)

    def to_json(self) -> dict[str, object]:
        """The deck as a deck-file object, ready for ``json.dump``."""
        return {
            "format_version": FORMAT_VERSION,
            "name": dict(self.name),
            "format": self.format,
            "cards": list(self.cards),
        }


def fit_name(template: str, name: str, limit: int = MAX_DECK_NAME_CHARS) -> str:
    """``template`` (a text holding ``%1``, such as ``"%1 (copy)"``) with ``name`` in
    place of ``%1``, the name cut short so that the whole stays within ``limit``
    characters (code points, as the deck format counts them): a copy's name is always a
    name the deck format accepts."""
    room = max(1, limit - (len(template) - len("%1")))
    return template.replace("%1", name[:room].rstrip() or name[:room])[:limit]


def parse_deck(data: object, source: str) -> Deck:
    """Validate already-parsed JSON as a deck file; raise :class:`DeckError` listing
    every problem, each naming ``source`` and the field."""
    model = validate_model(DeckFile, data, source, DeckError)
    return Deck(
        name=model.name.as_dict(), format=model.format, cards=tuple(model.cards), source=source
    )


def load_deck(path: str | os.PathLike[str]) -> Deck:
    """Read and validate a deck file; broken JSON is reported with line and column."""
    data, source = read_json_file(path, DeckError)
    return parse_deck(data, source)


def bundled_deck_paths() -> list[Path]:
    """The ready-made decks shipped with the app (``resources/decks/*.json``), by name."""
    return sorted((resources_dir() / "decks").glob("*.json"))


def bundled_decks() -> list[Deck]:
    """Every ready-made deck shipped with the app."""
    return [load_deck(path) for path in bundled_deck_paths()]
