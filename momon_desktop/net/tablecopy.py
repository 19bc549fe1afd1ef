"""The joining side's copy of the table: the game as one seat may know it.

A joining app draws the table with the same views as a game at one computer, and those
read a game.  The host sends, with each state, :func:`redacted` — the whole game state
with every card the seat may not see replaced by a stand-in (:data:`HIDDEN`): the
other seat's Hand and its face-down Void cards (4.4.1, 4.5.2).  The other Hand is in a
canonical order (its owner's arrangement is theirs alone), the random generator's state
is left out, and every other part (the Arena, the Trigger Queue, the decision awaited
and its options, the log and the answers given) is public or the seat's own.

:func:`table_from_json` builds that game back on the joining side, and the joining side
keeps it only if it shows exactly the view it was sent (:func:`checked_table`): a copy
that disagrees with the view is refused, so the host cannot draw one table and play
another.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from momon_desktop.engine import (
    CardDef,
    Choose,
    Concede,
    Game,
    GameResult,
    Setup,
    Summon,
    YesNo,
)
from momon_desktop.engine.events import decode_all
from momon_desktop.engine.game import Action, Pending, Snapshot
from momon_desktop.engine.official import HAND, Termination

from .protocol import ProtocolError

# What a card the seat may not see is, on its copy of the table: no name, no power, no
# ability.  It is never on the Arena nor face up, so nothing of the game reads it.
HIDDEN = CardDef(id="?", name={"en": "Hidden card", "th": "การ์ดที่มองไม่เห็น"},
                 type="momon", power=1, sight=())

_INT_LISTS = ("board", "zone", "pos", "ctrl", "wards", "inc", "faceup",
              "hand0", "hand1", "void0", "void1", "turns")
_INTS = ("turn_player", "fpt", "stage", "seq", "n_cont", "n_lower", "n_turn_start",
         "n_end_of_turn", "n_negmods")


def named_in_log(game: Game) -> set[int]:
    """The cards the game's log names: every event of it was seen by both players (a
    Summon, a card leaving the Arena, a Reveal's card, 4.7.1), so these cards are known
    to both wherever they are now."""
    n = game.setup.n
    named: set[int] = set()
    for event in decode_all(game.log, [-1] * n, [0] * n):
        for f in fields(event):
            if f.type in ("Card", "Card | None"):
                value = getattr(event, f.name)
                if value is not None:
                    named.add(value)
    return named


def hidden_from(game: Game, viewer: int) -> set[int]:
    """The cards ``viewer`` may not see: the other Hand (4.4.1) and the other seat's
    face-down Void cards (4.5.2), but for those the log has named."""
    other = 1 - viewer
    unseen = set(game.hands[other]) | {c for c in game.voids[other] if not game.faceup[c]}
    return unseen - named_in_log(game)


def _action_json(action: Action) -> list[object]:
    if isinstance(action, Summon):
        return ["summon", action.card, action.square]
    if isinstance(action, Choose):
        return ["choose", action.square]
    if isinstance(action, YesNo):
        return ["yes", action.yes]
    return ["concede", action.player]


def _action(value: Any) -> Action:
    kind = value[0]
    if kind == "summon":
        return Summon(_int(value[1]), _int(value[2]))
    if kind == "choose":
        return Choose(_int(value[1]))
    if kind == "yes":
        if not isinstance(value[1], bool):
            raise ValueError("yes takes true or false")
        return YesNo(value[1])
    if kind == "concede":
        return Concede(_int(value[1]))
    raise ValueError(f"no answer {kind!r}")


def _int(value: Any) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError("a whole number was expected")
    return value


def _ints(value: Any) -> list[int]:
    if not isinstance(value, list):
        raise ValueError("a list was expected")
    return [_int(v) for v in value]


def redacted(game: Game, viewer: int) -> dict[str, Any]:
    """The game as ``viewer`` may know it, as JSON (see the module's docstring)."""
    hidden = hidden_from(game, viewer)
    other = 1 - viewer
    decks = [[None if game.setup.owner[c] == seat and c in hidden else d.id
              for c, d in enumerate(game.setup.defs) if game.setup.owner[c] == seat]
             for seat in (0, 1)]
    s = game.state_parts()
    state: dict[str, Any] = {name: list(getattr(s, name)) for name in _INT_LISTS}
    state[f"hand{other}"] = sorted(state[f"hand{other}"])
    for name in _INTS:
        state[name] = getattr(s, name)
    state["mods"] = [list(m) for m in s.mods]
    state["queue"] = [list(t) for t in s.queue]
    state["turn_summon"] = None if s.turn_summon is None else list(s.turn_summon)
    state["arena_full"] = bool(s.arena_full)
    state["resolving"] = None if s.resolving is None else list(s.resolving)
    p = s.pending
    state["pending"] = None if p is None else [p.kind, p.player, p.source, p.ability,
                                                list(p.squares)]
    r = s.result
    state["result"] = None if r is None else [
        -1 if r.winner is None else r.winner, r.reason.value, r.momon[0], r.momon[1],
        r.tie_break]
    arrangement = game.hand_arrangement(viewer)
    return {
        "decks": decks,
        "log": [list(e) for e in game.log],
        "history": [_action_json(a) for a in game.history],
        "seats": game.answer_seats(),
        "arrangement": arrangement,
        "state": state,
    }


def table_from_json(data: Any, pool: Any) -> Game:
    """The game :func:`redacted` sent, with the cards of ``pool`` (a card pool with
    ``get(id)``) and :data:`HIDDEN` for the cards not shown. Raises
    :class:`ProtocolError` for a copy that cannot be read."""
    try:
        return _table(data, pool)
    except (ValueError, TypeError, IndexError, KeyError, AttributeError) as exc:
        raise ProtocolError(f"the table's copy of the game cannot be read ({exc})") from None


def _table(data: Any, pool: Any) -> Game:
    decks: list[list[CardDef]] = []
    for seat in (0, 1):
        ids = data["decks"][seat]
        if not isinstance(ids, list) or not 1 <= len(ids) <= 40:
            raise ValueError("a deck is a list of card ids")
        decks.append([HIDDEN if card is None else pool.get(str(card)) for card in ids])
    setup = Setup(decks[0], decks[1])
    n = setup.n
    st = data["state"]
    parts: dict[str, Any] = {name: _ints(st[name]) for name in _INT_LISTS}
    for name in ("zone", "pos", "ctrl", "wards", "inc", "faceup"):
        if len(parts[name]) != n:
            raise ValueError(f"{name} has a place for each card")
    if len(parts["board"]) != 16:
        raise ValueError("the Arena has 16 squares")
    for name in _INTS:
        parts[name] = _int(st[name])
    pending = st["pending"]
    result = st["result"]
    snapshot = Snapshot(
        parts["board"], parts["zone"], parts["pos"], parts["ctrl"], parts["wards"],
        parts["inc"], parts["faceup"], parts["hand0"], parts["hand1"], parts["void0"],
        parts["void1"],
        [(_int(a), _int(b), _int(c), _int(d)) for a, b, c, d in st["mods"]],
        [tuple(_ints(t)) for t in st["queue"]],  # type: ignore[misc]
        parts["turns"], parts["turn_player"], parts["fpt"], parts["stage"],
        None if st["turn_summon"] is None else tuple(_ints(st["turn_summon"])),  # type: ignore[arg-type]
        bool(st["arena_full"]), 0,
        None if result is None else GameResult(
            None if _int(result[0]) < 0 else _int(result[0]), Termination(result[1]),
            (_int(result[2]), _int(result[3])), bool(result[4])),
        parts["seq"],
        None if st["resolving"] is None else tuple(_ints(st["resolving"])),  # type: ignore[arg-type]
        None if pending is None else Pending(_int(pending[0]), _int(pending[1]),
                                             _int(pending[2]), _int(pending[3]),
                                             tuple(_ints(pending[4]))),
        parts["n_cont"], parts["n_lower"], parts["n_turn_start"], parts["n_end_of_turn"],
        parts["n_negmods"], 0, 0,
    )
    for c in parts["board"]:
        if not -1 <= c < n:
            raise ValueError("a square holds a card of the game or none")
    for c in parts["hand0"] + parts["hand1"] + parts["void0"] + parts["void1"]:
        if not 0 <= c < n:
            raise ValueError("a Hand or Void holds cards of the game")
    log = [(str(e[0]), str(e[1]), _int(e[2]), _int(e[3]), _int(e[4])) for e in data["log"]]
    history = [_action(a) for a in data["history"]]
    game = Game.restored(setup, log, history, _ints(data["seats"]), snapshot)
    if any(game.zone[c] != HAND for c in game.hands[0] + game.hands[1]):
        raise ValueError("a card in a Hand is in the Hand's zone")
    return game


def arranged(game: Game, viewer: int, arrangement: Any) -> None:
    """4.4.1: the seat's own Hand in the order its owner arranged it."""
    order = _ints(arrangement)
    if sorted(order) == sorted(game.hands[viewer]):
        game.arrange_hand(viewer, order)
