"""Formats (PF.1 Standard, PF.2 Open) and deck legality (6.1)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

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
    name={"en": "Standard", "th": "สแตนดาร์ด"},
    max_copies=2,
    set_ids=frozenset({"starter"}),
    rule="PF.1",
)

# PF.2: exactly 10 cards from any loaded set, any number of copies.
OPEN = Format(
    id="open",
    name={"en": "Open", "th": "โอเพน"},
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


def check_deck(card_ids: Sequence[str], fmt: Format | str, pool: CardPool) -> list[str]:
    """Every reason the deck is not legal in ``fmt``; an empty list means it is legal.

    Checks the deck size (6.1), that every card is in a loaded set, and, for Standard,
    the copy limit and the sets the Format names (PF.1).
    """
    fmt = get_format(fmt)
    reasons: list[str] = []
    # 6.1, PF.1, PF.2: exactly 10 cards in every Format.
    if len(card_ids) != DECK_SIZE:
        reasons.append(
            f"a deck needs exactly {DECK_SIZE} cards (6.1, {fmt.rule}); "
            f"this one has {len(card_ids)}"
        )
    counts = Counter(card_ids)
    for card_id in counts:
        card = pool.find(card_id)
        if card is None:
            reasons.append(f'unknown card "{card_id}": no loaded card set has it')
            continue
        # PF.1: Standard names its sets; cards from any other set are not allowed.
        if fmt.set_ids is not None and card.set_id not in fmt.set_ids:
            allowed = ", ".join(f'"{s}"' for s in sorted(fmt.set_ids))
            reasons.append(
                f'"{card_id}" is from set "{card.set_id}"; {fmt.display_name()} allows '
                f"only cards from {allowed} ({fmt.rule})"
            )
    # PF.1: at most 2 copies of any one card.
    if fmt.max_copies is not None:
        for card_id, count in counts.items():
            if count > fmt.max_copies:
                reasons.append(
                    f'"{card_id}" appears {count} times; {fmt.display_name()} allows at most '
                    f"{fmt.max_copies} copies of a card ({fmt.rule})"
                )
    return reasons


def is_legal(card_ids: Sequence[str], fmt: Format | str, pool: CardPool) -> bool:
    """Whether the deck is legal in ``fmt`` (no reasons from :func:`check_deck`)."""
    return not check_deck(card_ids, fmt, pool)
