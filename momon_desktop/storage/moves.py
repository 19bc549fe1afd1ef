"""The move syntax of scenario files and game records (``shared/formats.md``).

One codec, shared by the referee and the saved-game records, turns the engine's
answers into JSON move objects and back:

======================================  ======================================
engine answer                           move object
======================================  ======================================
``Summon(card, square)`` (P9.1)         ``{"summon": "card-id", "to": "B2"}``
``Choose(square)`` (P11.5)              ``{"choose": "C3"}``
``YesNo(yes)`` (P11.5)                  ``{"yes": true}``
``Concede(player)`` (7.6.1)             ``{"concede": "second"}``
======================================  ======================================

A Summon names a card by id; copies of a card are interchangeable, so the move is
decoded to the first copy of that id in the summoning player's Hand.
"""

from __future__ import annotations

import json
from collections.abc import Mapping

from momon_desktop.engine import (
    SEAT_NAMES,
    Choose,
    Concede,
    Game,
    Summon,
    YesNo,
    parse_square,
    square_name,
)
from momon_desktop.engine.game import Action

from .messages import SEAT_TH, LocalizedError, Phrase, message

Move = dict[str, str | bool]

# The keys each kind of move must have, exactly.
_SHAPES: dict[str, frozenset[str]] = {
    "summon": frozenset({"summon", "to"}),
    "choose": frozenset({"choose"}),
    "yes": frozenset({"yes"}),
    "concede": frozenset({"concede"}),
}


class MoveError(LocalizedError):
    """A move object that is malformed, or that the game cannot accept now.

    ``str(error)`` is the reason in English; :meth:`text` gives it in another interface
    language.
    """


# A move echoed in a message is cut to this many characters: a message names the move,
# it does not repeat whatever a file or a line held.
MAX_SHOWN_CHARS = 120


def show_move(move: object) -> str:
    """A move as compact JSON, for error messages; a long one is cut short with "..."."""
    try:
        text = json.dumps(move, ensure_ascii=False, separators=(", ", ": "))
    except (TypeError, ValueError, RecursionError):
        text = repr(move)
    return text if len(text) <= MAX_SHOWN_CHARS else text[: MAX_SHOWN_CHARS - 3] + "..."


def move_to_json(game: Game, answer: Action) -> Move:
    """The move object of an engine answer (``game`` names the cards)."""
    if isinstance(answer, Summon):
        return {"summon": game.defs[answer.card].id, "to": square_name(answer.square)}
    if isinstance(answer, Choose):
        return {"choose": square_name(answer.square)}
    if isinstance(answer, YesNo):
        return {"yes": answer.yes}
    return {"concede": SEAT_NAMES[answer.player]}


def moves_to_json(game: Game) -> list[Move]:
    """Every decision of ``game`` so far (its history), as move objects, in order."""
    return [move_to_json(game, a) for a in game.history]


def _fields(names: list[str], article: str = "the ") -> Phrase:
    """``the field "to"`` or ``the fields "a" and "b"``, for a sentence (in Thai
    ``ฟิลด์ "to"``, ``ฟิลด์ "a" และ "b"``)."""
    # A field name comes from the file: shown short, and at most five of them.
    quoted = [f'"{name if len(name) <= 40 else name[:37] + "..."}"'
              for name in names[:5]]
    thai = list(quoted)
    if len(names) > 5:
        quoted.append(f"{len(names) - 5} more")
        thai.append(f"อีก {len(names) - 5} ฟิลด์")
    if len(quoted) == 1:
        return Phrase(f"{article}field {quoted[0]}", f"ฟิลด์ {thai[0]}")
    return Phrase(
        f"{article}fields " + ", ".join(quoted[:-1]) + " and " + quoted[-1],
        "ฟิลด์ " + ", ".join(thai[:-1]) + " และ " + thai[-1],
    )


def move_kind(move: object) -> str:
    """Which kind of move ``move`` is (``summon``, ``choose``, ``yes``, ``concede``, or
    ``ai`` for a scenario's AI move); raise :class:`MoveError` if it is none of them."""
    if not isinstance(move, Mapping):
        raise MoveError(message("move_not_object", move=show_move(move)))
    keys = set(move)
    for kind in ("summon", "choose", "yes", "concede", "ai"):
        if kind in keys:
            expected = _SHAPES.get(kind, frozenset({"ai"}))
            extra = sorted(keys - expected)
            missing = sorted(expected - keys)
            if extra:
                raise MoveError(message("move_extra", move=show_move(move), kind=kind,
                                        fields=_fields(extra, "")))
            if missing:
                raise MoveError(message("move_needs", move=show_move(move), kind=kind,
                                        fields=_fields(missing)))
            return kind
    raise MoveError(message("move_unknown", move=show_move(move)))


def _square(move: Mapping[str, object], key: str) -> int:
    value = move[key]
    if not isinstance(value, str):
        raise MoveError(message("move_square_type", move=show_move(move), key=key))
    try:
        return parse_square(value)
    except ValueError:
        raise MoveError(message("move_square", move=show_move(move), key=key,
                                value=show_move(value))) from None


def move_from_json(game: Game, move: object) -> Action:
    """Decode a move object into the engine answer it stands for in ``game`` now.

    Raises :class:`MoveError` when the object is malformed or names a card that is not
    in the deciding player's Hand.  Whether the answer is *legal* is checked by
    :meth:`Game.apply`; an ``ai`` move is not an answer and is refused here.
    """
    kind = move_kind(move)
    assert isinstance(move, Mapping)
    if kind == "concede":
        seat = move["concede"]
        if seat not in SEAT_NAMES:
            raise MoveError(message("move_concede_seat", move=show_move(move)))
        return Concede(SEAT_NAMES.index(str(seat)))
    if kind == "yes":
        if not isinstance(move["yes"], bool):
            raise MoveError(message("move_yes_bool", move=show_move(move)))
        return YesNo(move["yes"])
    if kind == "choose":
        return Choose(_square(move, "choose"))
    if kind == "summon":
        card_id = move["summon"]
        if not isinstance(card_id, str):
            raise MoveError(message("move_card_id", move=show_move(move)))
        square = _square(move, "to")
        player = game.to_move
        if player < 0:
            raise MoveError(message("move_game_over", move=show_move(move)))
        defs = game.defs
        for card in game.hands[player]:
            # P9.1: copies are interchangeable; the first copy in Hand order is used.
            if defs[card].id == card_id:
                return Summon(card, square)
        seat = SEAT_NAMES[player]
        raise MoveError(message("move_not_in_hand", move=show_move(move), card=show_move(card_id),
                                seat=Phrase(seat, SEAT_TH.get(seat, seat))))
    raise MoveError(message("move_ai", move=show_move(move)))
