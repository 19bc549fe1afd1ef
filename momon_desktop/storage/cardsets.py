"""Card sets as a game record needs them: each set's data, identity and content hash.

A record names every card set its decks use by id and by the sha256 of the set's
canonical JSON, so that a game is replayed with exactly the cards it was played with.
Sets shipped with the app are named only; sets written by users are embedded whole so
that the record is self-contained.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from momon_desktop.cards import (
    CardPool,
    CardSet,
    CardSetError,
    bundled_card_set_paths,
    parse_card_set,
)
from momon_desktop.cards.loader import read_json_file
from momon_desktop.engine import CardDef

# The set that a scenario's own "cards" list forms (shared/formats.md, scenario file).
SCENARIO_SET_ID = "scenario"


def canonical_json(data: object) -> bytes:
    """The canonical JSON of ``data``: sorted keys, no spaces, UTF-8."""
    return json.dumps(
        data, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False
    ).encode("utf-8")


def content_hash(data: object) -> str:
    """sha256 of the canonical JSON of a card set file's data, in hex."""
    return hashlib.sha256(canonical_json(data)).hexdigest()


@dataclass(frozen=True, slots=True)
class LoadedSet:
    """A validated card set with the JSON data it came from."""

    card_set: CardSet
    data: object
    sha256: str
    bundled: bool

    @property
    def id(self) -> str:
        """The set's id."""
        return self.card_set.id


class CardLibrary:
    """The card sets a game is played with, each with its data and content hash.

    Card ids are unique across the library (a :class:`CardPool` checks it).
    """

    def __init__(self, sets: Iterable[LoadedSet] = ()) -> None:
        self.pool = CardPool()
        self._sets: dict[str, LoadedSet] = {}
        for loaded in sets:
            self.add(loaded)

    def add(self, loaded: LoadedSet) -> None:
        """Add a set; raise :class:`CardSetError` on an id clash (library unchanged)."""
        self.pool.add(loaded.card_set)
        self._sets[loaded.id] = loaded

    def get_set(self, set_id: str) -> LoadedSet:
        """The set with this id; raises ``KeyError``."""
        return self._sets[set_id]

    def sets(self) -> list[LoadedSet]:
        """The sets in the order they were added."""
        return list(self._sets.values())

    def deck_defs(self, card_ids: Sequence[str]) -> list[CardDef]:
        """The cards of a deck; raises ``KeyError`` naming an unknown id."""
        return [self.pool.get(card_id) for card_id in card_ids]

    def sets_used(self, *decks: Sequence[str]) -> list[LoadedSet]:
        """The sets that the decks' cards come from, in library order."""
        wanted = {self.pool.get(card_id).set_id for deck in decks for card_id in deck}
        return [s for s in self._sets.values() if s.id in wanted]

    @classmethod
    def bundled(cls) -> CardLibrary:
        """Every card set shipped with the app."""
        return cls(bundled_sets())


def parse_set_data(data: object, source: str, bundled: bool = False) -> LoadedSet:
    """Validate card set file data (format v1); raises :class:`CardSetError`."""
    card_set = parse_card_set(data, source)
    return LoadedSet(card_set, data, content_hash(data), bundled)


def load_user_set(path: str | os.PathLike[str]) -> LoadedSet:
    """Read and validate a card set file written by a user; raises :class:`CardSetError`."""
    data, source = read_json_file(path, CardSetError)
    return parse_set_data(data, source)


def scenario_set(cards: object, source: str) -> LoadedSet:
    """The card set formed by a scenario's ``cards`` list, validated as format-v1 cards.

    Error messages are those of a card set file (``source: card "id" (cards[i]): …``).
    """
    data = {
        "format_version": 1,
        "set": {"id": SCENARIO_SET_ID, "name": {"en": "Scenario cards"}},
        "cards": cards,
    }
    return parse_set_data(data, source)


@lru_cache(maxsize=8)
def _bundled_cached(key: tuple[tuple[str, int, int], ...]) -> tuple[LoadedSet, ...]:
    out: list[LoadedSet] = []
    for path_text, _mtime, _size in key:
        data, source = read_json_file(path_text, CardSetError)
        out.append(parse_set_data(data, source, bundled=True))
    return tuple(out)


def bundled_sets() -> tuple[LoadedSet, ...]:
    """Every card set shipped with the app, read once while the files are unchanged."""
    key: list[tuple[str, int, int]] = []
    for path in bundled_card_set_paths():
        st = Path(path).stat()
        key.append((str(path), st.st_mtime_ns, st.st_size))
    return _bundled_cached(tuple(key))
