"""The player's deck library and imported card sets, kept in the user data folder.

    DATA/decks/NAME.json       saved decks (deck file format v1, ``docs/cards.md``)
    DATA/cardsets/SET-ID.json  imported card sets (card set format v1)

``DATA`` is :func:`momon_desktop.storage.locations.data_dir` (``MOMON_DATA_DIR`` when
set). Every write is atomic (:func:`momon_desktop.storage.files.atomic_write`), so a
crash leaves either the old file or the new one, whole.

Importing a card set is all or nothing: the file is validated (format v1), then added
to the card pool (which refuses any id already loaded), and only then copied into the
data folder. If any step fails, the pool and the folder are as they were and the
:class:`~momon_desktop.cards.CardSetError` lists every problem with file, card and
field. See ``docs/decks.md``.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from momon_desktop.cards import (
    CardPool,
    CardSetError,
    Deck,
    DeckError,
    check_deck,
    load_deck,
    parse_deck,
)
from momon_desktop.cards.decks import fit_name
from momon_desktop.cards.limits import MAX_CARD_SET_BYTES
from momon_desktop.cards.loader import read_json_file
from momon_desktop.cards.messages import Param, Problem, os_reason

from .cardsets import SCENARIO_SET_ID, CardLibrary, LoadedSet, bundled_sets, parse_set_data
from .files import atomic_write
from .locations import data_dir

DECKS_FOLDER = "decks"
SETS_FOLDER = "cardsets"
DECK_SUFFIX = ".json"
# A card set file is at most this (limits.MAX_CARD_SET_BYTES), counted while reading.
MAX_SET_BYTES = MAX_CARD_SET_BYTES

# A deck key (its file name without ".json"): what slug_for() makes from a name.
_KEY_PATTERN = re.compile(r"^[a-z0-9][a-z0-9-]{0,63}$")


def slug_for(name: str) -> str:
    """A file-name stem for a deck called ``name``: lower-case ASCII letters, digits
    and ``-``; ``"deck"`` when nothing of the name is left (a Thai-only name)."""
    slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")[:48].strip("-")
    return slug or "deck"


def deck_bytes(deck: Deck) -> bytes:
    """A deck as the bytes of its file: indented JSON, UTF-8, final newline."""
    return (json.dumps(deck.to_json(), ensure_ascii=False, indent=2) + "\n").encode("utf-8")


def _user_set(data: object, source: str) -> LoadedSet:
    """A user's card set; raises :class:`CardSetError`, also for a set that takes the id
    a scenario's own cards have in a game record (``cardsets.SCENARIO_SET_ID``)."""
    loaded = parse_set_data(data, source)
    if loaded.id == SCENARIO_SET_ID:
        raise CardSetError(source, [Problem(source, "set_id_reserved", {"id": loaded.id},
                                            field="set.id")])
    return loaded


@dataclass(frozen=True, slots=True)
class SavedDeck:
    """A deck of the library with the key (file-name stem) it is stored under."""

    key: str
    deck: Deck

    def reasons(self, pool: CardPool, fmt: str | None = None) -> list[str]:
        """Every reason the deck is not legal in ``fmt`` (default: its own Format)."""
        return check_deck(self.deck.cards, fmt or self.deck.format, pool)


@dataclass
class LibraryProblems:
    """Files of the data folder that could not be used, each with every reason (a
    :class:`~momon_desktop.cards.messages.Problem`; ``str()`` of one is its English line)."""

    decks: list[Problem] = field(default_factory=list)
    sets: list[Problem] = field(default_factory=list)

    def lines(self, lang: str = "en") -> list[str]:
        """Every problem, the sets' first, as a line in ``lang``."""
        return [p.text(lang) for p in (*self.sets, *self.decks)]


class DeckLibrary:
    """The user's saved decks and imported card sets.

    ``pool`` holds the bundled sets and every imported set that loads cleanly; it is
    the pool deck legality is checked against. Files that cannot be used (damaged by
    hand, or clashing with a set added by an app update) are left on disk untouched
    and listed in :attr:`problems`.
    """

    def __init__(self, root: str | os.PathLike[str] | None = None) -> None:
        self.root = Path(root) if root is not None else data_dir()
        self.problems = LibraryProblems()
        self._bundled: tuple[LoadedSet, ...] = bundled_sets()
        self.pool = CardPool(loaded.card_set for loaded in self._bundled)
        self._user_sets: dict[str, LoadedSet] = {}
        self._load_user_sets()

    # ------------------------------------------------------------------ folders

    @property
    def decks_dir(self) -> Path:
        """Where saved decks are kept."""
        return self.root / DECKS_FOLDER

    @property
    def sets_dir(self) -> Path:
        """Where imported card sets are kept."""
        return self.root / SETS_FOLDER

    def deck_path(self, key: str) -> Path:
        """The file of the deck stored under ``key``; raises ``ValueError`` for a key
        that is not a plain file-name stem (so no key reaches outside the folder)."""
        if not _KEY_PATTERN.match(key):
            raise ValueError(f"not a deck key: {key!r}")
        return self.decks_dir / (key + DECK_SUFFIX)

    def set_path(self, set_id: str) -> Path:
        """The file an imported set with this id is kept in."""
        return self.sets_dir / (set_id + ".json")

    # ------------------------------------------------------------------ card sets

    def _load_user_sets(self) -> None:
        if not self.sets_dir.is_dir():
            return
        for path in sorted(self.sets_dir.glob("*.json")):
            try:
                data, source = read_json_file(path, CardSetError, MAX_SET_BYTES)
                loaded = _user_set(data, source)
                self.pool.add(loaded.card_set)
            except CardSetError as exc:
                self.problems.sets.extend(exc.details)
                continue
            self._user_sets[loaded.id] = loaded

    def bundled_set_ids(self) -> list[str]:
        """The ids of the sets shipped with the app."""
        return [loaded.id for loaded in self._bundled]

    def user_sets(self) -> list[LoadedSet]:
        """The imported sets, in the order they were loaded."""
        return list(self._user_sets.values())

    def is_user_set(self, set_id: str) -> bool:
        """Whether ``set_id`` is an imported set (one that can be removed)."""
        return set_id in self._user_sets

    def import_set(self, path: str | os.PathLike[str]) -> LoadedSet:
        """Validate the card set file at ``path``, add it to the pool and keep a copy.

        Raises :class:`CardSetError` listing every problem (unreadable file, broken
        JSON with line and column, every schema problem with card and field, ids that
        clash with a loaded set); the pool and the data folder are then unchanged.
        """
        data, source = read_json_file(path, CardSetError, MAX_SET_BYTES)
        loaded = _user_set(data, source)
        self.pool.add(loaded.card_set)  # all or nothing: raises on any clash
        text = json.dumps(data, ensure_ascii=False, indent=2) + "\n"
        try:
            atomic_write(self.set_path(loaded.id), text.encode("utf-8"), backup=False)
        except OSError as exc:
            self.pool.remove(loaded.id)
            params: dict[str, Param] = {"folder": str(self.sets_dir), "reason": os_reason(exc)}
            raise CardSetError(source, [Problem(source, "copy_failed", params)]) from exc
        self._user_sets[loaded.id] = loaded
        return loaded

    def remove_set(self, set_id: str) -> LoadedSet:
        """Remove an imported set from the pool and delete its copy.

        Decks that use its cards stay saved; they are simply no longer legal (their
        cards are unknown). Raises ``KeyError`` for a set that was not imported
        (bundled sets cannot be removed) and ``OSError`` if the file cannot be
        deleted, leaving everything as it was.
        """
        loaded = self._user_sets[set_id]
        with contextlib.suppress(FileNotFoundError):
            self.set_path(set_id).unlink()
        del self._user_sets[set_id]
        self.pool.remove(set_id)
        return loaded

    def card_library(self) -> CardLibrary:
        """The bundled and imported sets as a :class:`CardLibrary`, for a game record."""
        return CardLibrary([*self._bundled, *self._user_sets.values()])

    # ------------------------------------------------------------------ decks

    def decks(self) -> list[SavedDeck]:
        """Every saved deck that can be read, by name; damaged files are listed in
        ``problems.decks`` (refreshed on each call) and left alone."""
        self.problems.decks.clear()
        out: list[SavedDeck] = []
        if not self.decks_dir.is_dir():
            return out
        for path in sorted(self.decks_dir.glob("*" + DECK_SUFFIX)):
            if not _KEY_PATTERN.match(path.stem):
                continue
            try:
                out.append(SavedDeck(path.stem, load_deck(path)))
            except DeckError as exc:
                self.problems.decks.extend(exc.details)
        out.sort(key=lambda saved: (saved.deck.display_name().casefold(), saved.key))
        return out

    def load(self, key: str) -> SavedDeck:
        """The deck stored under ``key``; raises :class:`DeckError`."""
        return SavedDeck(key, load_deck(self.deck_path(key)))

    def new_key(self, name: str) -> str:
        """An unused key for a new deck called ``name``."""
        base = slug_for(name)
        key, n = base, 2
        while self.deck_path(key).exists():
            key = f"{base}-{n}"
            n += 1
        return key

    def save(self, deck: Deck, key: str | None = None) -> SavedDeck:
        """Write ``deck`` under ``key`` (a new key from its name when None), atomically.

        A deck is saved whether or not it is legal, so that one still being built can
        be reopened; but never beyond the deck format's bounds (a name of more than
        ``MAX_DECK_NAME_CHARS`` characters, say), since what is written must read back:
        that raises :class:`DeckError` and nothing is written. Raises ``OSError`` if it
        cannot be written.
        """
        key = key if key is not None else self.new_key(deck.display_name())
        path = self.deck_path(key)
        stored = Deck(deck.name, deck.format, tuple(deck.cards), path.name)
        parse_deck(stored.to_json(), path.name)  # raises DeckError: it would not load
        atomic_write(path, deck_bytes(stored), backup=False)
        return SavedDeck(key, stored)

    def duplicate(self, key: str, name: dict[str, str] | None = None) -> SavedDeck:
        """A copy of the deck under ``key`` as a new deck, called ``name`` (default: the
        original's name followed by " (2)")."""
        original = self.load(key).deck
        if name is None:
            # The suffix must leave the name within the limit, or the copy would not load.
            name = {lang: fit_name("%1 (2)", text) for lang, text in original.name.items()}
        return self.save(Deck(dict(name), original.format, original.cards, ""))

    def delete(self, key: str) -> None:
        """Delete the deck under ``key``; raises ``FileNotFoundError`` if there is none."""
        self.deck_path(key).unlink()

    def offered_decks(self, fmt: str, bundled: Sequence[Deck]) -> list[Deck]:
        """The decks a new game in ``fmt`` can be played with: the bundled decks, then
        the saved ones, each only if legal in ``fmt``."""
        candidates = [*bundled, *(saved.deck for saved in self.decks())]
        return [deck for deck in candidates if not check_deck(deck.cards, fmt, self.pool)]
