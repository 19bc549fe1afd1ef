"""Why a table did not take the deck a joining side brought (6.1), as data a joining app
says in its own language (docs/network.md, "Deck problems").

The host sends the problem beside its English ``reason``: ``{"code": "needed"}`` (the
table asks each player to bring a deck), ``{"code": "shape"}`` (not a list of card ids),
``{"code": "unknown", "cards": [ID, …]}`` (cards the table does not have, at most five)
or ``{"code": "illegal", "reasons": [REASON, …]}``, each reason the fields of a
:class:`~momon_desktop.cards.DeckReason`. What the joining side reads is checked field
by field: a problem it cannot read is said with the host's English reason instead.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from momon_desktop.cards import DeckReason
from momon_desktop.cards.formats import FORMATS

# At most this many reasons are sent, and read.
MAX_DECK_REASONS = 10
MAX_ID_CHARS = 64
_CODES = ("deck_size", "unknown_card", "set_not_allowed", "too_many_copies")


def reason_json(reason: DeckReason) -> dict[str, Any]:
    """A reason as the host sends it."""
    return {"code": reason.code, "format": reason.format_id, "rule": reason.rule,
            "card": reason.card_id, "set": reason.set_id, "count": reason.count,
            "limit": reason.limit, "allowed_sets": list(reason.allowed_sets)}


def _short_id(value: object) -> str | None:
    return value if isinstance(value, str) and len(value) <= MAX_ID_CHARS else None


def _count(value: object) -> int | None:
    ok = isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 10_000
    return value if ok else None  # type: ignore[return-value]


def _reason(data: object) -> DeckReason | None:
    if not isinstance(data, dict):
        return None
    code, fmt, rule = data.get("code"), data.get("format"), data.get("rule")
    card, set_id = _short_id(data.get("card")), _short_id(data.get("set"))
    count, limit = _count(data.get("count")), _count(data.get("limit"))
    allowed = data.get("allowed_sets")
    if code not in _CODES or fmt not in FORMATS or _short_id(rule) is None or card is None \
            or set_id is None or count is None or limit is None \
            or not isinstance(allowed, list) or len(allowed) > MAX_DECK_REASONS \
            or any(_short_id(s) is None for s in allowed):
        return None
    return DeckReason(code, str(fmt), str(rule), card, set_id, count, limit,
                      tuple(str(s) for s in allowed))


@dataclass(frozen=True, slots=True)
class DeckProblem:
    """A deck problem the joining side could read."""

    code: str
    cards: tuple[str, ...] = ()
    reasons: tuple[DeckReason, ...] = ()


def read_problem(data: object) -> DeckProblem | None:
    """The problem as the host sent it, or None when it cannot be read."""
    if not isinstance(data, dict):
        return None
    code = data.get("code")
    if code in ("needed", "shape"):
        return DeckProblem(str(code))
    if code == "unknown":
        cards = data.get("cards")
        if isinstance(cards, list) and 0 < len(cards) <= 5 and all(
                _short_id(c) is not None for c in cards):
            return DeckProblem("unknown", tuple(str(c) for c in cards))
        return None
    if code == "illegal":
        raw = data.get("reasons")
        if not isinstance(raw, list) or not 0 < len(raw) <= MAX_DECK_REASONS:
            return None
        reasons = [_reason(r) for r in raw]
        if any(r is None for r in reasons):
            return None
        return DeckProblem("illegal", reasons=tuple(r for r in reasons if r is not None))
    return None
