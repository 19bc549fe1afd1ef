"""Cards in words: the names of seats and directions, a card's rules text, and the
descriptions the views give as tooltips and to assistive technology."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from momon_desktop.engine.carddefs import DIRECTIONS, CardDef
from momon_desktop.ui.look.theme import Seat
from momon_desktop.ui.text.i18n import fill


def seat_name(seat: Seat) -> str:
    """The translated name of a seat, for tooltips and legends."""
    if seat == "first":
        return QCoreApplication.translate("CardPainter", "First player")
    return QCoreApplication.translate("CardPainter", "Second player")


def seat_colour_name(seat: Seat) -> str:
    """The translated name of a seat's Marking Token colour and pattern."""
    if seat == "first":
        return QCoreApplication.translate("CardPainter", "blue, ringed")
    return QCoreApplication.translate("CardPainter", "orange, striped")


def direction_name(direction: str) -> str:
    """The translated full name of a Snatch-Sight direction (``"FR"`` -> "Forward-Right")."""
    names = {
        "F": QCoreApplication.translate("CardPainter", "Forward"),
        "FR": QCoreApplication.translate("CardPainter", "Forward-Right"),
        "R": QCoreApplication.translate("CardPainter", "Right"),
        "BR": QCoreApplication.translate("CardPainter", "Back-Right"),
        "B": QCoreApplication.translate("CardPainter", "Back"),
        "BL": QCoreApplication.translate("CardPainter", "Back-Left"),
        "L": QCoreApplication.translate("CardPainter", "Left"),
        "FL": QCoreApplication.translate("CardPainter", "Forward-Left"),
    }
    return names[direction]


def card_text(card: CardDef, lang: str) -> str:
    """The card's ability text in ``lang``, falling back to English, or ``""``."""
    return card.text.get(lang) or card.text.get("en") or ""


def describe_card(card: CardDef, lang: str = "en", power: int | None = None) -> str:
    """A short description of a card for tooltips and screen readers (4.6.1)."""
    lines = [card.display_name(lang)]
    current = card.power if power is None else power
    if current == card.power:
        lines.append(
            fill(QCoreApplication.translate("CardPainter", "Power %1"), str(current))
        )
    else:
        lines.append(
            fill(
                QCoreApplication.translate("CardPainter", "Power %1 (printed %2)"),
                str(current),
                str(card.power),
            )
        )
    sight = [direction_name(d) for d in DIRECTIONS if d in card.sight]
    if sight:
        joined = ", ".join(sight)
        lines.append(
            fill(QCoreApplication.translate("CardPainter", "Snatch-Sight: %1"), joined)
        )
    else:
        lines.append(QCoreApplication.translate("CardPainter", "Snatch-Sight: none"))
    text = card_text(card, lang)
    if text:
        lines.append(text)
    return "\n".join(lines)


def describe_arena_card(
    card: CardDef,
    *,
    owner: Seat,
    controller: Seat,
    wards: int = 0,
    lang: str = "en",
    power: int | None = None,
) -> str:
    """:func:`describe_card` plus what the Arena adds: owner, controller and Ward Tokens (4.2.1)."""
    lines = [describe_card(card, lang, power)]
    lines.append(
        fill(QCoreApplication.translate("CardPainter", "Owner: %1"), seat_name(owner))
    )
    lines.append(
        fill(
            QCoreApplication.translate("CardPainter", "Controller: %1 (Marking Token %2)"),
            seat_name(controller),
            seat_colour_name(controller),
        )
    )
    if wards > 0:
        lines.append(
            fill(QCoreApplication.translate("CardPainter", "Ward Tokens: %1"), str(wards))
        )
    return "\n".join(lines)


def describe_card_back() -> str:
    """The accessible description of a face-down card (4.5.2)."""
    return QCoreApplication.translate("CardPainter", "Face-down card")
