"""What each seat is sent: the referee's state object, redacted by :func:`player_view`.

The state a seat receives is built from :func:`momon_desktop.engine.view.player_view`,
the code that decides privacy at the table, so the network can show no more than the
table does: the seat's own Hand in its order (4.4.1), the other Hand as a number, and
the other seat's face-down Void cards without their ids (4.5.2).  The options of a
decision are sent only to the seat that makes it: they name cards of its Hand.
"""

from __future__ import annotations

from typing import Any

from momon_desktop.engine import SEAT_NAMES, Game, square_name
from momon_desktop.engine.events import to_json as event_to_json
from momon_desktop.engine.official import SQUARES
from momon_desktop.engine.view import player_view
from momon_desktop.storage.moves import move_to_json


def seat_state_json(game: Game, seat: int) -> dict[str, Any]:
    """The referee's state object (shared/formats.md) as seat ``seat`` may see it."""
    view = player_view(game, seat)
    arena: dict[str, object] = {}
    for sq, card in zip(SQUARES, view.arena, strict=True):
        arena[square_name(sq)] = None if card is None else {
            "card": card.card.id,
            "owner": SEAT_NAMES[card.owner],
            "controller": SEAT_NAMES[card.controller],  # 4.2.1
            "power": card.power,  # P5.4
            "wards": card.wards,
        }
    hands: dict[str, object] = {}
    for p in (0, 1):
        # 4.4.1: the own Hand in its order, the other's as a count.
        hands[SEAT_NAMES[p]] = [d.id for _c, d in view.hand] if p == seat else view.hand_counts[p]
    voids = {
        SEAT_NAMES[p]: [
            # 4.5.2: a face-down card of the other seat shows only its back.
            {"face": "up" if v.face_up else "down"} if v.card is None
            else {"card": v.card.id, "face": "up" if v.face_up else "down"}
            for v in view.voids[p]
        ]
        for p in (0, 1)
    }
    awaiting = game.awaiting
    waiting: dict[str, object] | None = None
    if awaiting is not None:
        waiting = {"player": SEAT_NAMES[awaiting.player], "decision": awaiting.kind}
        if awaiting.player == seat:
            waiting["options"] = [move_to_json(game, a) for a in awaiting.options]
    return {
        "seat": SEAT_NAMES[seat],
        "arena": arena,
        "hands": hands,
        "voids": voids,
        "turns_taken": {"first": view.turns_taken[0], "second": view.turns_taken[1]},
        "first_player_token": SEAT_NAMES[view.first_player_token],
        "turn_player": SEAT_NAMES[view.turn_player] if view.turn_player >= 0 else None,
        "awaiting": waiting,
        "result": None if view.result is None else view.result.to_json(),
        # Every event of the log is public: Summons, face-offs, cards leaving the Arena,
        # a Reveal's card (shown to both, 4.7.1).
        "log": [event_to_json(e, game.setup.defs) for e in game.log],
    }
