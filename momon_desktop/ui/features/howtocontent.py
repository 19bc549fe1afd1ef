"""The texts of Help ▸ How to play and Help ▸ Glossary, read from ``resources/howto/``
and checked as they are read.

``sections.json`` holds the rules reference: each section has a title and paragraphs
in English and Thai, the rule numbers it explains, and a diagram described as data
(which real cards lie on which squares, whose they are, and the arrows between them).
``glossary.json`` holds an explanation, in both languages, for every game term of
:data:`momon_desktop.engine.glossary.TERMS` (the one list of terms; its rule numbers
are used as they are) and for a few words of the table that are not in that list.

A file that names an unknown rule, an unknown card, a square off the Arena or leaves
a language out is refused with :class:`HowToError`, naming the file and the place.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, ValidationError, field_validator

from momon_desktop.cards import CardPool, bundled_pool
from momon_desktop.content import read_json
from momon_desktop.engine.glossary import TERMS
from momon_desktop.engine.rulebook import RULES
from momon_desktop.ui.paths import resource_path

LANGUAGES = ("en", "th")
SEAT_NAMES = ("first", "second")
_SQUARE = re.compile(r"^[A-D][1-4]$")


class HowToError(ValueError):
    """A How to play or Glossary file that cannot be used, and why."""


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


class Words(_Model):
    """A text in both languages."""

    en: str
    th: str

    @field_validator("en", "th")
    @classmethod
    def _not_blank(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("the text is empty")
        return value

    def text(self, lang: str) -> str:
        return self.th if lang == "th" else self.en


class Paragraphs(_Model):
    """Paragraphs in both languages."""

    en: tuple[str, ...]
    th: tuple[str, ...]

    @field_validator("en", "th")
    @classmethod
    def _not_empty(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        if not value or any(not p.strip() for p in value):
            raise ValueError("a language has no paragraph, or an empty one")
        return value

    def text(self, lang: str) -> tuple[str, ...]:
        return self.th if lang == "th" else self.en


def _square(value: str) -> str:
    if not _SQUARE.match(value):
        raise ValueError(f"{value!r} is not a square of the Arena (A1 to D4)")
    return value


Square = Annotated[str, AfterValidator(_square)]
SeatName = Literal["first", "second"]


class DiagramCard(_Model):
    """A card on a square of the diagram."""

    at: Square
    card: str
    owner: SeatName
    controller: SeatName
    wards: int = 0
    power: int | None = None
    mark: str = ""  # a label key: "summoned", ...


class DiagramArrow(_Model):
    """An arrow from one square to another, in a seat's colour, with a label."""

    start: Square
    end: Square
    seat: SeatName
    label: str = ""


class HandCard(_Model):
    """A card in the row under the board (a Hand, a Void or a deck)."""

    card: str = ""
    back: bool = False


class Diagram(_Model):
    """What a section's picture shows: part of the Arena from one seat and a row of cards."""

    board: bool = True  # False: only the row of cards
    columns: str = "AD"  # first and last column shown
    rows: str = "14"  # first and last row shown
    viewer: SeatName = "first"
    cards: tuple[DiagramCard, ...] = ()
    arrows: tuple[DiagramArrow, ...] = ()
    sight_of: tuple[Square, ...] = ()  # cards whose Snatch-Sight is drawn as gold lines
    row: tuple[HandCard, ...] = ()
    row_label: str = ""
    first_player_token: Literal["", "first", "second"] = ""


class SectionModel(_Model):
    id: str
    title: Words
    rules: tuple[str, ...]
    body: Paragraphs
    caption: Words
    diagram: Diagram


class SectionsFile(_Model):
    format_version: int
    labels: dict[str, Words]
    sections: tuple[SectionModel, ...]


class GlossaryEntryModel(_Model):
    term: str
    en: str
    th: str
    rule: str = ""  # only for a word that is not in TERMS
    section: str = ""  # the How to play section that says more


class GlossaryFile(_Model):
    format_version: int
    terms: tuple[GlossaryEntryModel, ...]


@dataclass(frozen=True)
class GlossaryEntry:
    """A game term, its rule and its explanation in both languages."""

    term: str
    rule: str
    en: str
    th: str
    section: str

    def text(self, lang: str) -> str:
        return self.th if lang == "th" else self.en


@dataclass(frozen=True)
class HowTo:
    """Everything the two windows show."""

    labels: dict[str, Words]
    sections: tuple[SectionModel, ...]
    glossary: tuple[GlossaryEntry, ...]

    def section(self, section_id: str) -> SectionModel:
        for s in self.sections:
            if s.id == section_id:
                return s
        raise KeyError(section_id)


def rules_under(number: str) -> list[str]:
    """The rulebook's rules that ``number`` names: the rule itself, or for a section
    number such as ``4.2`` every rule in that section (4.2.1, 4.2.2 …)."""
    if number in RULES:
        return [number]
    return [n for n in RULES if n.startswith(number + ".")]


def _read(path: Path, model: type[_Model]) -> _Model:
    data = read_json(path, HowToError, path.name)
    try:
        return model.model_validate(data)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise HowToError(f"{path.name}: {where}: {first['msg']}") from error


def _check_sections(name: str, content: SectionsFile, pool: CardPool) -> None:
    for seat in SEAT_NAMES:
        if f"seat_{seat}" not in content.labels:
            raise HowToError(f"{name}: labels lack seat_{seat}, the name of a side of the board")
    seen: set[str] = set()
    for s in content.sections:
        where = f"{name}: section {s.id!r}"
        if s.id in seen:
            raise HowToError(f"{where} is there twice")
        seen.add(s.id)
        if not s.rules:
            raise HowToError(f"{where} names no rule")
        for number in s.rules:
            if not rules_under(number):
                raise HowToError(f"{where} names rule {number!r}, which the rulebook has not")
        d = s.diagram
        if not d.board and (d.cards or d.arrows or d.first_player_token or not d.row):
            raise HowToError(f"{where}: a diagram without the Arena shows only its row of cards")
        if not d.cards and not [c for c in d.row if c.card]:
            raise HowToError(f"{where}: its diagram shows no card")
        for card in [c.card for c in d.cards] + [c.card for c in d.row if c.card]:
            if card not in pool:
                raise HowToError(f"{where}: its diagram names card {card!r}, which no "
                                 "bundled card set has")
        if len(d.columns) != 2 or not ("A" <= d.columns[0] <= d.columns[1] <= "D"):
            raise HowToError(f"{where}: columns {d.columns!r} are not two of A to D in order")
        if len(d.rows) != 2 or not ("1" <= d.rows[0] <= d.rows[1] <= "4"):
            raise HowToError(f"{where}: rows {d.rows!r} are not two of 1 to 4 in order")
        if set(d.sight_of) - {c.at for c in d.cards}:
            raise HowToError(f"{where}: sight_of names a square without a card")
        shown = {c.at for c in d.cards} | {a.start for a in d.arrows} | {a.end for a in d.arrows}
        for square in shown:
            if not (d.columns[0] <= square[0] <= d.columns[1]
                    and d.rows[0] <= square[1] <= d.rows[1]):
                raise HowToError(f"{where}: square {square} lies outside the diagram")
        labels = [c.mark for c in d.cards] + [a.label for a in d.arrows] + [d.row_label]
        for label in labels:
            if label and label not in content.labels:
                raise HowToError(f"{where}: label {label!r} is not among the labels")


def _glossary(name: str, content: GlossaryFile, sections: set[str]) -> tuple[GlossaryEntry, ...]:
    known = {t.english: t for t in TERMS}
    given: dict[str, GlossaryEntryModel] = {}
    for entry in content.terms:
        if entry.term in given:
            raise HowToError(f"{name}: term {entry.term!r} is there twice")
        given[entry.term] = entry
        if not entry.en.strip() or not entry.th.strip():
            raise HowToError(f"{name}: term {entry.term!r} lacks a language")
        if entry.term in known and entry.rule:
            raise HowToError(f"{name}: term {entry.term!r} takes its rule from the glossary "
                             "of terms; give none")
        if entry.term not in known and not rules_under(entry.rule):
            raise HowToError(f"{name}: term {entry.term!r} needs a rule the rulebook has")
        if entry.section and entry.section not in sections:
            raise HowToError(f"{name}: term {entry.term!r} names section {entry.section!r}, "
                             "which How to play has not")
    entries = []
    for entry in content.terms:
        rule = known[entry.term].rule if entry.term in known else entry.rule
        entries.append(GlossaryEntry(entry.term, rule, entry.en, entry.th, entry.section))
    for english, t in known.items():
        if english in given:
            continue
        # a term new to the list of terms: its own short words until this file has some
        en, th = t.en, t.th
        if not en.strip() or not th.strip():
            raise HowToError(f"{name}: no explanation for {english}")
        entries.append(GlossaryEntry(english, t.rule, en, th, ""))
    return tuple(sorted(entries, key=lambda e: e.term.casefold()))


def load_howto(folder: Path | None = None, pool: CardPool | None = None) -> HowTo:
    """Read and check ``sections.json`` and ``glossary.json`` in ``folder``
    (``resources/howto`` by default); raises :class:`HowToError`."""
    folder = folder if folder is not None else resource_path("howto")
    pool = pool if pool is not None else bundled_pool()
    sections = _read(folder / "sections.json", SectionsFile)
    assert isinstance(sections, SectionsFile)
    _check_sections("sections.json", sections, pool)
    glossary = _read(folder / "glossary.json", GlossaryFile)
    assert isinstance(glossary, GlossaryFile)
    entries = _glossary("glossary.json", glossary, {s.id for s in sections.sections})
    return HowTo(dict(sections.labels), sections.sections, entries)


@lru_cache(maxsize=1)
def bundled_howto() -> HowTo:
    """The bundled texts, read once."""
    return load_howto()


def section_text(section: SectionModel, lang: str) -> str:
    """Everything a section says in ``lang``, for searching."""
    return "\n".join([section.title.text(lang), section.caption.text(lang),
                      *section.body.text(lang), *section.rules])


def matches(text: str, query: str) -> bool:
    """Whether ``query`` (any case) occurs in ``text``."""
    q = query.strip().casefold()
    return not q or q in text.casefold()


def title_rank(title: str, query: str) -> int:
    """How well ``title`` answers ``query``, for ordering what a search found: 0 when a
    word of the title begins with it ("ward" in "Ward Token"), 1 when the title holds it
    inside a word ("Forward"), 2 when only the text under the title does."""
    q = query.strip().casefold()
    words = title.casefold().replace("-", " ").split()
    if q and any(w.startswith(q) for w in words) or title.casefold().startswith(q):
        return 0
    return 1 if q in title.casefold() else 2


def section_matches(section: SectionModel, query: str) -> bool:
    """Whether the query is found in the section in either language."""
    return any(matches(section_text(section, lang), query) for lang in LANGUAGES)


def entry_matches(entry: GlossaryEntry, query: str) -> bool:
    """Whether the query is found in the term, its rule or its explanation, either language."""
    return matches("\n".join([entry.term, entry.rule, entry.en, entry.th]), query)
