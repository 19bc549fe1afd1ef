"""6.6 across two computers: the first player is drawn from both sides' secrets
(commit, then reveal), both sides compute the same draw, the hosting table seats each
side as it says, and a joining side refuses a table that seats it otherwise."""

from __future__ import annotations

import json
from typing import Any

import pytest

from momon_desktop.cards import bundled_decks
from momon_desktop.engine.official import fair_first_player
from momon_desktop.net import fair
from momon_desktop.net.host import HostTable
from momon_desktop.net.join import JoinRefused, JoinSide
from momon_desktop.net.protocol import MAX_FROM_HOST, VERSION, encode
from momon_desktop.net.transport import Link
from momon_desktop.referee import parse_scenario
from momon_desktop.storage.moves import move_to_json

pytestmark = pytest.mark.rules("6.6", "6.7")


class Kept(Link):
    def __init__(self) -> None:
        self.sent: list[dict[str, Any]] = []

    def send(self, message: dict[str, Any]) -> None:
        encode(message, MAX_FROM_HOST)
        self.sent.append(json.loads(json.dumps(message)))

    def receive(self, timeout: float | None) -> dict[str, Any] | None:
        raise AssertionError("not read")

    def close(self) -> None:
        pass


def scenario():  # type: ignore[no-untyped-def]
    d = bundled_decks()
    return parse_scenario({"decks": {"first": list(d[0].cards), "second": list(d[1].cards)}},
                          "toss")


def tossed_table(secret: str) -> tuple[HostTable, Kept]:
    table = HostTable(scenario(), lambda _s: None, lambda _r, _m: None, toss=True)
    link = Kept()
    welcome = table.attach(link, "toss-client")
    assert welcome["toss"] is True
    table.handle({"v": VERSION, "n": 1, "t": "commit", "hash": fair.commitment(secret)})
    table.handle({"v": VERSION, "n": 2, "t": "reveal", "secret": secret})
    return table, link


def test_the_toss_seats_each_side_as_the_shared_seed_says() -> None:
    deck_a, deck_b = scenario().decks
    firsts = set()
    for i in range(16):
        secret = f"{i:064x}"
        table, link = tossed_table(secret)
        assert table.seed == fair.shared_seed(table.secret, secret)
        joiner_first = fair.toss(table.seed) == 1
        assert fair.toss(table.seed) == fair_first_player(table.seed & fair.RECORD_SEED_MASK)
        assert table.join_seat == (0 if joiner_first else 1)
        assert table.host_seat == 1 - table.join_seat
        # the joining side's first view names its seat; the host's deck stays the host's
        (state,) = [m["state"] for m in link.sent if m["t"] == "state"]
        assert state["seat"] == ("first" if joiner_first else "second")
        assert table.scenario.decks == ((deck_b, deck_a) if joiner_first else (deck_a, deck_b))
        firsts.add(joiner_first)
    assert firsts == {True, False}  # each side won the toss in some of them


def test_the_toss_is_kept_in_the_record_both_sides_keep() -> None:
    table, _link = tossed_table("ab" * 32)
    game = table.game
    while not game.over:
        awaiting = game.awaiting
        assert awaiting is not None
        move = move_to_json(game, awaiting.options[0])
        if awaiting.player == table.host_seat:
            table.local_move(move)
        else:
            table.handle({"v": VERSION, "n": table.received + 1, "t": "move", "move": move})
    assert table.record is not None
    record = json.loads(table.record)
    assert record["first_player"] == {"method": "random",
                                      "seed": table.seed & fair.RECORD_SEED_MASK}


def joining_side_after_toss(host_secret: str) -> JoinSide:
    side = JoinSide("127.0.0.1", 1, "ABCD-EFGH", lambda _s: None, lambda _r, _m: None)
    side.host_commit = fair.commitment(host_secret)
    side.tossed = True
    side.tossing = True
    side._take({"t": "reveal", "secret": host_secret, "n": 1}, Kept())
    return side


def test_a_joining_side_refuses_a_table_that_seats_it_against_the_toss() -> None:
    host_secret = "cd" * 32
    side = joining_side_after_toss(host_secret)
    assert side.seed == fair.shared_seed(host_secret, side.secret)
    rightful = "first" if fair.toss(side.seed) == 1 else "second"
    wrong = "second" if rightful == "first" else "first"
    state = {"seat": wrong, "log": [], "result": None}
    with pytest.raises(JoinRefused, match="as the toss said") as refused:
        side._take({"t": "state", "state": state, "moves": 0, "n": 2}, Kept())
    assert refused.value.kind == "unfair"
