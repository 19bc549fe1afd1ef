"""Forced loops (P11.7) and what keeps a chain's states finite (PD.7, PD.12-PD.14)."""

from __future__ import annotations

import tracemalloc

import pytest

from momon_desktop.engine import CardDef, Game, Termination, provisional
from momon_desktop.engine import game as game_module
from momon_desktop.engine.game import ChainStopped, Setup, Summon, stopping_long_chains
from momon_desktop.engine.official import parse_square

from .helpers import ab, card, filler, inst

LOOP_WATCH = provisional.LOOP_WATCH

# Two cards that snatch their neighbours back and forth for ever once both are on the
# Arena: at each turn start, and whenever they are snatched or snatch (PD.2, PD.5).
PING_PONG = [ab("turn_start", "snatch", "each_adjacent_enemy"),
             ab("snatched", "snatch", "each_adjacent_enemy"),
             ab("snatches", "snatch", "each_adjacent_enemy")]


def _play(first: list, second: list, moves: list[tuple[str, str]]) -> Game:
    """A game of the two decks (padded with filler) after the Summons ``moves``,
    each (card id, square), alternating from the first player."""
    st = Setup(first + filler("f", 10 - len(first)), second + filler("s", 10 - len(second)))
    g = st.new_game(0)
    for cid, sq in moves:
        p = g.to_move
        c = next(c for c in g.hands[p] if g.defs[c].id == cid)
        g.apply(Summon(c, parse_square(sq)))
        if g.over:
            break
    return g


def _grower() -> CardDef:
    """A ping-pong card whose power grows by 1 each time it snatches (PD.13)."""
    return card("weaver", 3, abilities=[*PING_PONG, ab("snatches", "power", "self", amount=1,
                                                       duration="permanent")])


def _power_loop() -> Game:
    """The power-growing loop: the grower on A3, then a ping-pong card beside it."""
    return _play([_grower()], [card("loom", 3, abilities=PING_PONG)],
                 [("weaver", "A3"), ("loom", "B4")])


def _last_chain(g: Game) -> int:
    """The abilities resolved since the last Summon."""
    last_summon = max(i for i, e in enumerate(g.log) if e[1] == "summon")
    return sum(e[1] == "trigger" for e in g.log[last_summon:])


def _kinds(g: Game) -> dict[str, int]:
    out: dict[str, int] = {}
    for e in g.log:
        out[e[1]] = out.get(e[1], 0) + 1
    return out


@pytest.mark.rules("PD.7", "P11.7")
def test_a_finite_chain_longer_than_1000_resolutions_runs_to_its_end() -> None:
    # One Summon triggers 1,500 abilities: a finite chain, never a forced loop (P11.7).
    big = card("chorus", 5, abilities=[ab("summoned", "reveal_hand")] * 1500)
    g = _play([big], [], [("chorus", "A1")])
    assert not g.over
    assert _kinds(g)["trigger"] == 1500 and _kinds(g)["reveal"] == 1500
    assert g.to_move == 1 and not g._seen


@pytest.mark.rules("PD.7", "P11.7")
def test_the_loop_watch_keeps_small_digests() -> None:
    big = card("chorus", 5, abilities=[ab("summoned", "reveal_hand")] * 1500)
    st = Setup([big] + filler("f", 9), filler("s", 10))
    g = st.new_game(0)
    seen_sizes: list[int] = []
    original = Game._resolve_body

    def spy(self: Game, item: tuple[int, int, int, int, int, int, int]) -> None:
        original(self, item)
        seen_sizes.append(len(self._seen))
        assert all(type(d) is bytes and len(d) == 16 for d in self._seen)

    tracemalloc.start()
    try:
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(Game, "_resolve_body", spy)
            g.apply(Summon(0, parse_square("A1")))
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    # One 16-byte digest per resolution from LOOP_WATCH on, nothing before (PD.7).
    assert max(seen_sizes) == 1500 - LOOP_WATCH
    assert seen_sizes[LOOP_WATCH - 2] == 0
    assert peak < 4_000_000


@pytest.mark.rules("P11.7", "PD.14", "PD.2", "PD.5", "7.3.5")
def test_a_queue_growing_loop_is_a_forced_loop_draw() -> None:
    g = _play([card("weaver", 3, abilities=PING_PONG)], [card("loom", 3, abilities=PING_PONG)],
              [("weaver", "A3"), ("loom", "B4")])
    assert g.result is not None and g.result.reason is Termination.FORCED_LOOP
    assert g.result.winner is None and g.log[-1][:2] == ("P11.7", "game_end")
    kinds = _kinds(g)
    # PD.14: past LOOP_WATCH resolutions a waiting ability does not trigger again, and
    # the state repeats soon after.
    assert kinds["queue_limit"] > 0
    assert all(e[0] == "PD.14" for e in g.log if e[1] == "queue_limit")
    assert LOOP_WATCH < kinds["trigger"] < LOOP_WATCH + 100
    assert len(g._seen) < 100


@pytest.mark.rules("P11.7", "PD.12")
def test_a_ward_growing_loop_is_a_forced_loop_draw_at_99_tokens() -> None:
    lantern = card("lantern", 3, abilities=[ab("snatched", "ward", "each_adjacent_ally", amount=1)])
    g = _play([lantern, card("shrine", 3), card("weaver", 3, abilities=PING_PONG)],
              [card("loom", 3, abilities=PING_PONG)],
              [("lantern", "A2"), ("s-0", "D1"), ("shrine", "A1"), ("s-1", "D2"),
               ("weaver", "A3"), ("loom", "B4")])
    assert g.result is not None and g.result.reason is Termination.FORCED_LOOP
    assert g.wards[inst(g, "shrine")] == provisional.WARD_LIMIT == 99
    assert any(e[:2] == ("PD.12", "ward_limit") and e[3] == 0 for e in g.log)
    assert _kinds(g)["trigger"] < LOOP_WATCH + 1000


@pytest.mark.rules("P11.7", "PD.13")
def test_a_power_growing_loop_is_a_forced_loop_draw_at_999() -> None:
    g = _power_loop()
    assert g.result is not None and g.result.reason is Termination.FORCED_LOOP
    assert any(e[:2] == ("PD.13", "power_limit") and e[3] == 0 for e in g.log)
    assert _kinds(g)["trigger"] < 10_000
    assert len(g._seen) < 10_000


@pytest.mark.rules("PD.7", "7.3.5")
def test_a_chain_still_going_on_at_its_limit_is_a_forced_loop_draw(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # The power-growing loop above repeats a state only after more than 2,048
    # resolutions (the test below); with the limit set at 1,500 the chain reaches the
    # limit first, and the game ends there as a forced-loop draw citing PD.7.
    assert provisional.CHAIN_LIMIT == game_module._CHAIN_LIMIT == 100_000
    monkeypatch.setattr(game_module, "_CHAIN_LIMIT", 1_500)
    g = _power_loop()
    assert g.result is not None and g.result.reason is Termination.FORCED_LOOP
    assert g.result.winner is None and g.log[-1][:2] == ("PD.7", "game_end")
    assert _last_chain(g) == 1_500
    assert not g.queue and g.over


@pytest.mark.rules("PD.7", "P11.7")
def test_a_state_repeated_at_the_limit_is_a_repeat_first(monkeypatch: pytest.MonkeyPatch) -> None:
    # The power-growing loop first repeats a state at its 5,010th resolution: with the
    # limit there, the repeat is what ends it (P11.7, looked at first); one resolution
    # earlier, the limit does (PD.7).
    ends = {}
    for limit in (5_010, 5_009):
        monkeypatch.setattr(game_module, "_CHAIN_LIMIT", limit)
        g = _power_loop()
        ends[limit] = (g.log[-1][0], _last_chain(g))
    assert ends == {5_010: ("P11.7", 5_010), 5_009: ("PD.7", 5_009)}


@pytest.mark.rules("PD.12", "P10.4")
def test_a_card_holds_at_most_99_ward_tokens() -> None:
    shell = card("shell", 3, abilities=[ab("summoned", "ward", "self", amount=60)] * 2)
    g = _play([shell], [], [("shell", "A1")])
    s = inst(g, "shell")
    assert g.wards[s] == 99
    assert [e for e in g.log if e[1] in ("ward", "ward_limit")] == [
        ("P10.4", "ward", s, 60, s), ("PD.12", "ward_limit", s, 39, s)]
    assert provisional.limited_wards(99, 5) == 0 and provisional.limited_wards(0, 99) == 99


@pytest.mark.rules("PD.13", "P11.4")
def test_power_changes_on_a_card_add_up_to_at_most_999() -> None:
    giant = card("giant", 3, abilities=[ab("summoned", "power", "self", amount=99,
                                           duration="permanent")] * 11)
    g = _play([giant], [], [("giant", "A1")])
    c = inst(g, "giant")
    assert g.power(c) == 3 + 999
    assert [e for e in g.log if e[1] == "power_limit"] == [("PD.13", "power_limit", c, 9, 2)]
    # A change goes only as far as the limit, either way, and is never turned around.
    assert provisional.limited_power(990, 20) == 9
    assert provisional.limited_power(-990, -20) == -9
    assert provisional.limited_power(1200, 5) == 0
    assert provisional.limited_power(1200, -5) == -5


@pytest.mark.rules("PD.7", "PD.13")
def test_a_search_can_stop_a_long_chain_and_take_it_back() -> None:
    g = _play([_grower()], [card("loom", 3, abilities=PING_PONG)], [("weaver", "A3")])
    loom = next(c for c in g.hands[1] if g.defs[c].id == "loom")
    before, logged, answers = g.state_key(), len(g.log), len(g.history)
    asked: list[int] = []

    def check(resolutions: int) -> bool:
        asked.append(resolutions)
        return resolutions >= 2_000

    # a search's check is asked every 256 resolutions once the chain is past the loop
    # watch, and stops the chain half way; undo takes the game back to before the Summon
    with stopping_long_chains(check):
        with pytest.raises(ChainStopped):
            g.apply(Summon(loom, parse_square("B4")))
    assert asked and asked[0] >= LOOP_WATCH and all(n % 256 == 0 for n in asked)
    assert asked[-1] == 2_048
    g.undo()
    assert (g.state_key(), len(g.log), len(g.history)) == (before, logged, answers)
    assert not g._seen and g.result is None
    # outside the block the chain runs to its end, a forced-loop draw (P11.7)
    g.apply(Summon(loom, parse_square("B4")))
    assert g.result is not None and g.result.reason is Termination.FORCED_LOOP
    assert g.log[-1][:2] == ("P11.7", "game_end")
    assert _kinds(g)["trigger"] > 2_048
