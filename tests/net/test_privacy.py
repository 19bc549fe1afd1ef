"""Privacy by construction (4.4.1, 4.5.2): every byte the host sends to each seat, over
many random games with abilities (Reveal included), holds nothing that seat may not
know: not the other Hand's cards or order, not a face-down Void card of the other
seat, not the state of the random generator. The one exception is the game's record,
sent once the game is over (PD.16): it is checked to come then and only then."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from momon_desktop.cards import bundled_decks
from momon_desktop.engine import Game
from momon_desktop.engine.events import LeftArena, Revealed, Summoned, decode_all
from momon_desktop.net import fair
from momon_desktop.net.host import HostTable
from momon_desktop.net.protocol import MAX_FROM_HOST, VERSION, encode
from momon_desktop.net.transport import Link
from momon_desktop.referee import parse_scenario
from momon_desktop.storage.moves import move_to_json

GAMES = 60
TELLER = {"id": "fortune-teller", "name": {"en": "Fortune Teller", "th": "หมอดู"},
          "type": "momon", "power": 3, "sight": ["F", "B"],
          "abilities": [{"when": "summoned", "do": "reveal_hand"}],
          "text": {"en": "When summoned: a random card of the opponent's Hand is shown.",
                   "th": "เมื่อถูก Summon: เปิดการ์ดสุ่ม 1 ใบจาก Hand ของฝ่ายตรงข้าม"}}


class RecordingLink(Link):
    """Keeps every frame the host sends to the joining seat, as bytes on the wire."""

    def __init__(self) -> None:
        self.frames: list[bytes] = []

    def send(self, message: dict[str, Any]) -> None:
        self.frames.append(encode(message, MAX_FROM_HOST))

    def receive(self, timeout: float | None) -> dict[str, Any] | None:
        raise AssertionError("the table reads nothing from a link itself")

    def close(self) -> None:
        pass


STARTER = Path(__file__).resolve().parents[2] / "resources" / "cards" / "starter.json"


def scenario() -> Any:
    """The starter decks with two Fortune Tellers each (a random Reveal, 4.7.1, PD.11)."""
    d = bundled_decks()
    cards = json.loads(STARTER.read_text(encoding="utf-8"))["cards"] + [TELLER]
    decks = {"first": list(d[0].cards[:8]) + ["fortune-teller"] * 2,
             "second": list(d[1].cards[:8]) + ["fortune-teller"] * 2}
    return parse_scenario({"cards": cards, "format": "open", "decks": decks, "moves": []},
                          "privacy")


def shown_to_both(game: Game, public: set[int]) -> None:
    """Add to ``public`` the cards both players see now or were shown: on the Arena,
    face up in a Void, or named by an event both saw (a Summon, a card leaving the
    Arena, a Reveal, 4.7.1). A card once shown stays known wherever it goes (back to
    its owner's Hand, PD.11, or face down into a Void)."""
    public.update(c for c in game.board if c >= 0)
    public.update(c for p in (0, 1) for c in game.voids[p] if game.faceup[c])
    n = game.setup.n
    public.update(e.card for e in decode_all(game.log, [-1] * n, [0] * n)
                  if isinstance(e, Summoned | LeftArena | Revealed))


def hidden_from(game: Game, seat: int, public: set[int] | None = None
                ) -> tuple[set[str], list[str], list[str]]:
    """The card ids only the other seat knows of (its Hand and face-down Void, less any
    card id that is public or the seat's own, and less the cards both players were
    shown, ``public``), the other Hand's order, and the generator's state as text."""
    defs = game.setup.defs
    other = 1 - seat
    secret = {defs[c].id for c in game.hands[other]}
    secret |= {defs[c].id for c in game.voids[other] if not game.faceup[c]}
    seen = {defs[c].id for c in game.hands[seat]} | {defs[c].id for c in game.voids[seat]}
    seen |= {defs[c].id for p in (0, 1) for c in game.voids[p] if game.faceup[c]}
    seen |= {defs[c].id for c in game.board if c >= 0}
    seen |= {defs[c].id for c in public or ()}
    order = [defs[c].id for c in game.hand_arrangement(other)]
    return secret - seen, order, [str(game.rng), format(game.rng, "x")]


def check(data: bytes, game: Game, seat: int, counts: dict[str, int],
          public: set[int]) -> None:
    secret, order, rng = hidden_from(game, seat, public)
    text = data.decode()
    if json.loads(text).get("t") == "record":
        # PD.16: the whole record, once the game is over, and to the joining seat only
        assert game.over and seat == 1
        counts["records after the result"] += 1
        return
    for card in secret:
        assert f'"{card}"' not in text, f"seat {seat} was sent {card} from the other Hand"
        counts["hidden card ids checked"] += 1
    if len(order) >= 2:
        assert json.dumps(order, separators=(",", ":")) not in text
        counts["hand orders checked"] += 1
    for value in rng:
        if len(value) >= 6:  # a short number may stand for anything
            assert value not in text, f"seat {seat} was sent the generator's state"
    counts["rng states checked"] += 1
    message = json.loads(text)
    state = message.get("state", message)
    if isinstance(state, dict) and "voids" in state:
        for v in state["voids"][("first", "second")[1 - seat]]:
            assert v["face"] == "up" or "card" not in v
            counts["face-down voids checked"] += v["face"] == "down"


def play_game(g: int, counts: dict[str, int]) -> None:
    """One random game; every message checked as it is sent."""
    rnd = random.Random(g)
    local: list[bytes] = []
    table = HostTable(scenario(), lambda s: local.append(json.dumps(s).encode()),
                      lambda reason, move: None)
    link = RecordingLink()
    table.attach(link, "privacy-client")
    secret = fair.new_secret()
    n = 0

    def joiner(t: str, **body: Any) -> None:
        nonlocal n
        n += 1
        table.handle({"v": VERSION, "n": n, "t": t, **body})

    joiner("commit", hash=fair.commitment(secret))
    joiner("reveal", secret=secret)
    game = table.game
    sent_remote = len(link.frames)
    sent_local = len(local)
    public: set[int] = set()
    while not game.over:
        awaiting = game.awaiting
        assert awaiting is not None
        move = move_to_json(game, rnd.choice(awaiting.options))
        if awaiting.player == 0:
            table.local_move(move)
        else:
            joiner("move", move=move)
        # What was sent for this change is checked against the game as it is now.
        shown_to_both(game, public)
        for frame in link.frames[sent_remote:]:
            check(frame[4:], game, 1, counts, public)
            counts["messages"] += 1
            counts["bytes"] += len(frame)
        for data in local[sent_local:]:
            check(data, game, 0, counts, public)
            counts["messages"] += 1
            counts["bytes"] += len(data)
        sent_remote, sent_local = len(link.frames), len(local)
    counts["reveals"] += sum(1 for e in game.log if e[1] == "reveal")
    counts["games"] += 1


@pytest.mark.rules("4.4.1", "4.5.2", "4.7.1", "6.6")
def test_no_byte_to_either_seat_holds_what_it_may_not_know() -> None:
    counts = {"games": 0, "messages": 0, "bytes": 0, "hidden card ids checked": 0,
              "hand orders checked": 0, "rng states checked": 0, "reveals": 0,
              "face-down voids checked": 0, "records after the result": 0}
    for g in range(GAMES):
        play_game(g, counts)
    print("privacy:", counts)
    assert counts["reveals"] > 0 and counts["face-down voids checked"] > 0
    assert counts["records after the result"] == GAMES
