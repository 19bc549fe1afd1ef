"""Loading card sets: JSON file -> validated models -> the engine's :class:`CardDef`.

The engine never reads files; it receives :class:`~momon_desktop.engine.carddefs.CardDef`
objects from here. A :class:`CardPool` holds every loaded set and guarantees that card
ids are unique across all of them (``shared/formats.md``: "unique across every loaded
set").
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

from pydantic import BaseModel, ValidationError

from momon_desktop.engine.carddefs import (
    DIRECTIONS,
    CardDef,
    ContinuousAbility,
    TriggeredAbility,
)
from momon_desktop.safefile import MAX_FILE_BYTES, FileTooLarge, NotRegularFile, read_limited
from momon_desktop.strictjson import MAX_JSON_DEPTH as MAX_JSON_DEPTH
from momon_desktop.strictjson import JsonValueError, loads_strict

from .errors import (
    CardSetError,
    DataFileError,
    json_syntax_problem,
    locate,
    sorted_problems,
    validation_problems,
)
from .limits import MAX_CARD_SET_BYTES, MAX_CARDS_PER_SET
from .messages import Problem, os_reason
from .models import (
    CardModel,
    CardSetFile,
    ContinuousPowerModel,
    ContinuousSetPowerModel,
    TriggeredAbilityModel,
)

_E = TypeVar("_E", bound=DataFileError)
_M = TypeVar("_M", bound=BaseModel)


@dataclass(frozen=True, slots=True)
class CardSet:
    """A validated card set: its id, its name and its cards, ready for the engine."""

    id: str
    name: dict[str, str]
    cards: tuple[CardDef, ...]
    source: str

    def card_ids(self) -> tuple[str, ...]:
        """The ids of the set's cards, in file order."""
        return tuple(card.id for card in self.cards)

    def display_name(self, lang: str = "en") -> str:
        """The set's name in ``lang``, falling back to English."""
        return self.name.get(lang) or self.name["en"]


# Lets a packager or a test point the app at another copy of the resources; the same
# variable is honoured by momon_desktop.ui.paths.
RESOURCES_ENV = "MOMON_RESOURCES"


def resources_dir() -> Path:
    """The ``resources/`` folder: card sets, decks, art, fonts, translations.

    Looked up in this order: the ``MOMON_RESOURCES`` environment variable; a PyInstaller
    build (its data files are unpacked under ``sys._MEIPASS``, and the build puts the
    folder there as ``resources``); the top of the source tree, beside the
    ``momon_desktop`` package; a ``resources`` folder inside the package. Raises
    ``FileNotFoundError`` naming every place looked at if none exists.
    """
    candidates: list[Path] = []
    override = os.environ.get(RESOURCES_ENV)
    if override:
        candidates.append(Path(override))
    bundle = getattr(sys, "_MEIPASS", None)
    if isinstance(bundle, str):
        candidates.append(Path(bundle) / "resources")
    package_dir = Path(__file__).resolve().parent.parent
    candidates += [package_dir.parent / "resources", package_dir / "resources"]
    for candidate in candidates:
        if candidate.is_dir():
            return candidate
    looked = ", ".join(str(c) for c in candidates)
    raise FileNotFoundError(f"Momon Desktop resources folder not found (looked in: {looked})")


def read_problem(source: str, exc: OSError | FileTooLarge) -> Problem:
    """The problem of a file that cannot be read (or is too large to be read)."""
    if isinstance(exc, FileTooLarge):
        if exc.size is None:
            return Problem(source, "file_too_large_read", {"limit": exc.limit})
        return Problem(source, "file_too_large", {"size": exc.size, "limit": exc.limit})
    reason = os_reason(exc, not_regular=isinstance(exc, NotRegularFile))
    return Problem(source, "cannot_read", {"reason": reason})


def parse_json_text(text: str, source: str, error: type[_E]) -> object:
    """Parse JSON ``text`` of a file called ``source`` (:func:`loads_strict`); raise
    ``error`` naming the problem (nested too deeply, not JSON with line and column, a
    key given twice, a number too long or out of range, a lone surrogate)."""
    try:
        return loads_strict(text)
    except json.JSONDecodeError as exc:
        raise error(source, [json_syntax_problem(source, exc)]) from exc
    except JsonValueError as exc:
        raise error(source, [Problem(source, exc.code, exc.params)]) from exc


def read_json_file(
    path: str | os.PathLike[str], error: type[_E], limit: int | None = None
) -> tuple[object, str]:
    """Read a JSON file; return the data and the file name used in messages.

    Raises ``error`` (a :class:`DataFileError` subclass) with line and column when the
    file is not valid JSON, and with the reason when it cannot be read, is larger than
    ``limit`` bytes (counted while reading; by default 4 MB for a card set, 1 MB for
    anything else) or is nested more than :data:`MAX_JSON_DEPTH` levels deep.
    """
    source = Path(path).name
    if limit is None:
        limit = MAX_CARD_SET_BYTES if issubclass(error, CardSetError) else MAX_FILE_BYTES
    try:
        raw = read_limited(path, limit)
    except (OSError, FileTooLarge) as exc:
        raise error(source, [read_problem(source, exc)]) from exc
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise error(source, [Problem(source, "not_utf8", {"offset": exc.start})]) from exc
    return parse_json_text(text, source, error), source


def _triggered(model: TriggeredAbilityModel) -> TriggeredAbility:
    return TriggeredAbility(
        when=model.when,
        do=model.do,
        target=model.target,
        whose=model.whose or "each",
        amount=model.amount or 0,
        duration=model.duration or "end_of_turn",
        face=model.face or "down",
        optional=model.optional,
    )


def card_def(model: CardModel, set_id: str) -> CardDef:
    """Turn a validated card into the engine's :class:`CardDef`.

    Defaults of the format are filled in (``whose`` "each", ``duration`` "end_of_turn",
    ``face`` "down") and the Snatch-Sight is put in clockwise order from Forward, the
    order in which P10.2 takes Snatch targets.
    """
    triggered: list[TriggeredAbility] = []
    continuous: list[ContinuousAbility] = []
    for ability in model.abilities:
        if isinstance(ability, TriggeredAbilityModel):
            triggered.append(_triggered(ability))
        elif isinstance(ability, ContinuousPowerModel):
            continuous.append(
                ContinuousAbility(kind="power", affects=ability.affects, amount=ability.amount)
            )
        else:
            assert isinstance(ability, ContinuousSetPowerModel)
            continuous.append(
                ContinuousAbility(kind="set_power", affects=ability.affects, value=ability.value)
            )
    return CardDef(
        id=model.id,
        name=model.name.as_dict(),
        type=model.type,
        power=model.power,
        sight=tuple(d for d in DIRECTIONS if d in model.sight),
        abilities=tuple(triggered),
        continuous=tuple(continuous),
        text=model.text_dict(),
        set_id=set_id,
    )


def _duplicate_id_problems(source: str, data: object) -> list[tuple[int, Problem]]:
    """Cards of one file that share an id (checked on the raw data, so that these are
    listed together with every other problem of the file). A list of more cards than a
    set may have is refused as such, and not looked through."""
    if not isinstance(data, Mapping) or not isinstance(data.get("cards"), list):
        return []
    if len(data["cards"]) > MAX_CARDS_PER_SET:
        return []
    first: dict[str, int] = {}
    out: list[tuple[int, Problem]] = []
    for index, item in enumerate(data["cards"]):
        if not isinstance(item, Mapping) or not isinstance(item.get("id"), str):
            continue
        card_id = item["id"]
        if card_id in first:
            params = {"id": card_id, "other": first[card_id]}
            out.append((index, locate(source, data, index, ["id"], "duplicate_id", params)))
        else:
            first[card_id] = index
    return out


def validate_model(model: type[_M], data: object, source: str, error: type[_E]) -> _M:
    """Validate ``data`` against a model other than a card set (whose ``cards`` are ids,
    not card objects); raise ``error`` listing every problem."""
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        found = validation_problems(source, data, exc, card_set=False)
        raise error(source, sorted_problems(found)) from exc


def parse_card_set(data: object, source: str) -> CardSet:
    """Validate already-parsed JSON ``data`` as a card set; ``source`` names it in errors.

    Raises :class:`CardSetError` listing every problem: schema violations, semantic
    nonsense and card ids used twice in the file.
    """
    problems = _duplicate_id_problems(source, data)
    try:
        model = CardSetFile.model_validate(data)
    except ValidationError as exc:
        problems += validation_problems(source, data, exc)
        raise CardSetError(source, sorted_problems(problems)) from exc
    if problems:
        raise CardSetError(source, sorted_problems(problems))
    return CardSet(
        id=model.set.id,
        name=model.set.name.as_dict(),
        cards=tuple(card_def(card, model.set.id) for card in model.cards),
        source=source,
    )


def load_card_set(path: str | os.PathLike[str]) -> CardSet:
    """Read and validate a card set file (format v1).

    Raises :class:`CardSetError` when the file cannot be read, is not JSON (the message
    gives line and column) or is not a valid card set.
    """
    data, source = read_json_file(path, CardSetError)
    return parse_card_set(data, source)


class CardPool:
    """Every loaded card set; card ids are unique across all of them.

    Adding a set is all or nothing: if any of its ids (or the set id) is already in the
    pool, :class:`CardSetError` lists every clash and the pool is left unchanged.
    """

    def __init__(self, sets: Iterable[CardSet] = ()) -> None:
        self._sets: dict[str, CardSet] = {}
        self._cards: dict[str, CardDef] = {}
        for card_set in sets:
            self.add(card_set)

    def add(self, card_set: CardSet) -> None:
        """Add a set; raise :class:`CardSetError` (pool unchanged) on any id clash."""
        source = card_set.source
        problems: list[Problem] = []
        other = self._sets.get(card_set.id)
        if other is not None:
            problems.append(
                Problem(source, "set_loaded", {"id": card_set.id, "other_source": other.source},
                        field="set.id")
            )
        for index, card in enumerate(card_set.cards):
            clash = self._cards.get(card.id)
            if clash is not None:
                owner = self._sets[clash.set_id]
                params = {"id": card.id, "set": owner.id, "other_source": owner.source}
                problems.append(
                    Problem(source, "id_used_by_set", params, card_index=index,
                            card_id=card.id, field="id")
                )
        if problems:
            raise CardSetError(source, problems)
        self._sets[card_set.id] = card_set
        for card in card_set.cards:
            self._cards[card.id] = card

    def remove(self, set_id: str) -> CardSet:
        """Remove a set and its cards; return it. Raises ``KeyError`` if it is not loaded."""
        card_set = self._sets.pop(set_id)
        for card in card_set.cards:
            del self._cards[card.id]
        return card_set

    def get(self, card_id: str) -> CardDef:
        """The card with this id. Raises ``KeyError`` if no loaded set has it."""
        return self._cards[card_id]

    def find(self, card_id: str) -> CardDef | None:
        """The card with this id, or ``None``."""
        return self._cards.get(card_id)

    def __contains__(self, card_id: object) -> bool:
        return card_id in self._cards

    def __len__(self) -> int:
        return len(self._cards)

    def __iter__(self) -> Iterator[CardDef]:
        return iter(self.cards())

    def cards(self, set_ids: Iterable[str] | None = None) -> list[CardDef]:
        """Cards in set order, then file order; only from ``set_ids`` when given."""
        wanted = None if set_ids is None else set(set_ids)
        return [
            card
            for card_set in self._sets.values()
            if wanted is None or card_set.id in wanted
            for card in card_set.cards
        ]

    def sets(self) -> list[CardSet]:
        """The loaded sets, in the order they were added."""
        return list(self._sets.values())

    def get_set(self, set_id: str) -> CardSet:
        """The loaded set with this id. Raises ``KeyError`` if it is not loaded."""
        return self._sets[set_id]

    def set_ids(self) -> list[str]:
        """The ids of the loaded sets, in the order they were added."""
        return list(self._sets)


def bundled_card_set_paths() -> list[Path]:
    """The card set files shipped with the app (``resources/cards/*.json``), by name."""
    return sorted((resources_dir() / "cards").glob("*.json"))


def bundled_pool() -> CardPool:
    """A new :class:`CardPool` holding every card set shipped with the app."""
    return CardPool(load_card_set(path) for path in bundled_card_set_paths())
