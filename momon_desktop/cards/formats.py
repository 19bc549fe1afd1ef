"""Formats (PF.1 Standard, PF.2 Open) and deck legality (6.1)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from .loader import CardPool

# 6.1: each player presents a 10-card deck.
DECK_SIZE = 10


@dataclass(frozen=True, slots=True)
class Format:
    """A Format: which cards a deck may use and how many copies of each."""

    id: str
    name: dict[str, str]
    # PF.1: at most 2 copies; None means any number (PF.2).
    max_copies: int | None
    # PF.1: the card sets the Format names; None means every loaded set (PF.2).
    set_ids: frozenset[str] | None
    rule: str

    def display_name(self, lang: str = "en") -> str:
        """The Format's name in ``lang``, falling back to English."""
        return self.name.get(lang) or self.name["en"]


# PF.1: exactly 10 cards, at most 2 copies of any card, only from the sets it names.
STANDARD = Format(
    id="standard",
    name={"en": "Standard", "th": "Standard"},
    max_copies=2,
    set_ids=frozenset({"starter"}),
    rule="PF.1",
)

# PF.2: exactly 10 cards from any loaded set, any number of copies.
OPEN = Format(
    id="open",
    name={"en": "Open", "th": "Open"},
    max_copies=None,
    set_ids=None,
    rule="PF.2",
)

FORMATS: dict[str, Format] = {STANDARD.id: STANDARD, OPEN.id: OPEN}


def get_format(fmt: Format | str) -> Format:
    """A :class:`Format` by id (``"standard"`` or ``"open"``); raises ``ValueError``."""
    if isinstance(fmt, Format):
        return fmt
    try:
        return FORMATS[fmt]
    except KeyError:
        known = ", ".join(sorted(FORMATS))
        raise ValueError(f'unknown Format "{fmt}"; expected one of: {known}') from None


# Why a deck is not legal: its size (6.1), a card no loaded set has, a card from a set
# the Format does not allow (PF.1), too many copies of a card (PF.1).
ReasonCode = Literal["deck_size", "unknown_card", "set_not_allowed", "too_many_copies"]


@dataclass(frozen=True, slots=True)
class DeckReason:
    """One reason a deck is not legal in a Format: a code and the facts it names.

    ``str()`` is the reason as an English sentence (the command line and the referee
    print it); an interface translates from ``code`` and the fields.
    """

    code: ReasonCode
    # The Format's id and the rule of the Format that applies ("PF.1", "PF.2").
    format_id: str
    rule: str
    # The card concerned ("" for the deck size) and the set it is from.
    card_id: str = ""
    set_id: str = ""
    # deck_size: the cards in the deck; too_many_copies: the copies of the card.
    count: int = 0
    # deck_size: the cards a deck needs; too_many_copies: the copies the Format allows.
    limit: int = 0
    # set_not_allowed: the sets the Format allows.
    allowed_sets: tuple[str, ...] = ()

    @property
    def shown_card(self) -> str:
        """The card's id for a message: an id from a file, so shown short and with any lone
        surrogate escape written out."""
        text = self.card_id.encode("utf-8", "backslashreplace").decode("utf-8")
        return text if len(text) <= 40 else text[:37] + "..."

    def __str__(self) -> str:
        if self.code == "deck_size":
            return (f"a deck needs exactly {self.limit} cards (6.1, {self.rule}); "
                    f"this one has {self.count}")
        if self.code == "unknown_card":
            return f'unknown card "{self.shown_card}": no loaded card set has it'
        name = get_format(self.format_id).display_name()
        if self.code == "set_not_allowed":
            allowed = ", ".join(f'"{s}"' for s in self.allowed_sets)
            return (f'"{self.shown_card}" is from set "{self.set_id}"; {name} allows only cards '
                    f"from {allowed} ({self.rule})")
        return (f'"{self.shown_card}" appears {self.count} times; {name} allows at most '
                f"{self.limit} copies of a card ({self.rule})")


    def text(self, lang: str) -> str:
        """The reason in ``lang`` (English or Thai); the Thai keeps Format names, card and
        set ids and rule numbers as they are."""
        if lang != "th":
            return str(self)
        if self.code == "deck_size":
            return (f"เด็คต้องมีการ์ด {self.limit} ใบพอดี (6.1, {self.rule}) "
                    f"เด็คนี้มี {self.count} ใบ")
        if self.code == "unknown_card":
            return f'ไม่รู้จักการ์ด "{self.shown_card}": ไม่มีชุดการ์ดที่โหลดไว้ชุดใดมีการ์ดนี้'
        name = get_format(self.format_id).display_name("th")
        if self.code == "set_not_allowed":
            allowed = ", ".join(f'"{s}"' for s in self.allowed_sets)
            return (f'"{self.shown_card}" มาจากชุดการ์ด "{self.set_id}" Format {name} '
                    f"อนุญาตเฉพาะการ์ดจาก {allowed} ({self.rule})")
        return (f'"{self.shown_card}" มี {self.count} ใบ Format {name} อนุญาตการ์ดใบเดียวกัน'
                f"ไม่เกิน {self.limit} ใบ ({self.rule})")


def deck_reasons(card_ids: Sequence[str], fmt: Format | str, pool: CardPool) -> list[DeckReason]:
    """Every reason the deck is not legal in ``fmt``; an empty list means it is legal.

    Checks the deck size (6.1), that every card is in a loaded set, and, for Standard,
    the copy limit and the sets the Format names (PF.1).
    """
    fmt = get_format(fmt)
    reasons: list[DeckReason] = []
    # 6.1, PF.1, PF.2: exactly 10 cards in every Format.
    if len(card_ids) != DECK_SIZE:
        reasons.append(DeckReason("deck_size", fmt.id, fmt.rule, count=len(card_ids),
                                  limit=DECK_SIZE))
    counts = Counter(card_ids)
    for card_id in counts:
        card = pool.find(card_id)
        if card is None:
            reasons.append(DeckReason("unknown_card", fmt.id, fmt.rule, card_id=card_id))
            continue
        # PF.1: Standard names its sets; cards from any other set are not allowed.
        if fmt.set_ids is not None and card.set_id not in fmt.set_ids:
            reasons.append(DeckReason("set_not_allowed", fmt.id, fmt.rule, card_id=card_id,
                                      set_id=card.set_id, allowed_sets=tuple(sorted(fmt.set_ids))))
    # PF.1: at most 2 copies of any one card.
    if fmt.max_copies is not None:
        for card_id, count in counts.items():
            if count > fmt.max_copies:
                reasons.append(DeckReason("too_many_copies", fmt.id, fmt.rule, card_id=card_id,
                                          count=count, limit=fmt.max_copies))
    return reasons


def check_deck(card_ids: Sequence[str], fmt: Format | str, pool: CardPool) -> list[str]:
    """Every reason the deck is not legal in ``fmt``, each as an English sentence (see
    :func:`deck_reasons`); an empty list means it is legal."""
    return [str(reason) for reason in deck_reasons(card_ids, fmt, pool)]


def is_legal(card_ids: Sequence[str], fmt: Format | str, pool: CardPool) -> bool:
    """Whether the deck is legal in ``fmt`` (no reasons from :func:`deck_reasons`)."""
    return not deck_reasons(card_ids, fmt, pool)
