"""Triggered and continuous abilities, the Trigger Queue and SBC (P11, PD rules)."""

from __future__ import annotations

import pytest

from momon_desktop.engine import Game, Termination, provisional
from momon_desktop.engine.game import Choose, YesNo
from momon_desktop.engine.official import VOID, parse_square
from momon_desktop.engine.provisional import Trigger, order_triggers

from .helpers import ab, at, aura, card, choose, fill, filler, inst, kinds, new_game, summon, yes


@pytest.mark.rules("P11.1", "P11.4", "P5.4")
def test_continuous_power_sets_first_then_adds() -> None:
    banner = card("banner", 2, continuous=[aura("power", "adjacent_allies", amount=2)])
    statue = card("statue", 4, continuous=[aura("set_power", "self", value=7), aura("power", "self", amount=-1)])
    g = new_game([banner, statue], [])
    summon(g, "statue", "B1")
    assert g.power(inst(g, "statue")) == 6  # set to 7, then -1
    fill(g, "D4")
    summon(g, "banner", "C1")
    assert g.power(inst(g, "statue")) == 8  # set to 7, then -1 and +2
    assert g.power(inst(g, "banner")) == 2  # "allies" excludes the source itself


@pytest.mark.rules("P11.4")
def test_highest_set_value_wins() -> None:
    low = card("low", 1, continuous=[aura("set_power", "adjacent_enemies", value=2)])
    high = card("high", 1, continuous=[aura("set_power", "adjacent_enemies", value=6)])
    g = new_game([], [low, high])
    fill(g, "B2")
    summon(g, "low", "A2")
    fill(g, "D1")
    summon(g, "high", "C2")
    assert g.power(at(g, "B2")) == 6


@pytest.mark.rules("P11.6", "4.5.5", "P11.2")
def test_power_zero_goes_to_owners_void_and_leaves_ability_looks_back() -> None:
    blight = card("blight", 3, continuous=[aura("power", "adjacent_enemies", amount=-1)])
    martyr = card("martyr", 1, abilities=[ab("leaves_arena", "ward", "each_adjacent_ally", amount=1)])
    g = new_game([martyr], [blight])
    fill(g, "A1")
    fill(g, "D4")
    summon(g, "martyr", "B1")
    summon(g, "blight", "B2")  # martyr and the filler at A1 drop to power 0
    m = inst(g, "martyr")
    assert g.zone[m] == VOID and m in g.voids[0] and g.faceup[m] == 0
    assert at(g, "B1") == -1 and at(g, "A1") == -1
    sbc = [e for e in g.log if e[1] == "sbc_void"]
    assert [e[0] for e in sbc] == ["P11.6", "P11.6"]
    # The martyr looked back at its square: its neighbour at A1 was gone too, so no
    # ally was left next to it; its ability had no target.
    assert any(e[1] == "no_target" and e[2] == m for e in g.log)


@pytest.mark.rules("P11.2")
def test_abilities_in_the_hand_do_not_trigger() -> None:
    dawn = card("dawn", 3, abilities=[ab("turn_start", "ward", "self", amount=1)])
    g = new_game([dawn], [])
    for sq in ("A1", "A4", "B1", "B4"):
        fill(g, sq)
    assert "trigger" not in kinds(g)


@pytest.mark.rules("P11.3", "PD.1")
def test_trigger_queue_order() -> None:
    # Game start: first player's abilities first, then in Hand order (PD.1).
    a = card("a", 1, abilities=[ab("game_start", "reveal_hand")])
    b = card("b", 1, abilities=[ab("game_start", "reveal_hand")])
    c = card("c", 1, abilities=[ab("game_start", "reveal_hand")])
    g = new_game([a, b], [c])
    trig = [e[2] for e in g.log if e[1] == "trigger"]
    assert trig == [inst(g, "a"), inst(g, "b"), inst(g, "c")]
    # Same event on the Arena: turn player's first, then reading order A1..D4.
    watch = [card(f"w{i}", 2, abilities=[ab("turn_start", "ward", "self", amount=1)]) for i in range(4)]
    g = new_game(watch[:2], watch[2:])
    summon(g, "w1", "D1")
    summon(g, "w2", "A4")
    summon(g, "w0", "A2")
    summon(g, "w3", "C1")  # first's turn 3 starts next: the turn player's cards first
    assert g.turn_player == 0
    last = [e[2] for e in g.log if e[1] == "trigger"][-4:]
    names = [g.defs[i].id for i in last]
    assert names == ["w1", "w0", "w3", "w2"]  # D1, A2 (first's), then C1, A4 (second's)


def _waiting(event: int, controller: int, place: int, ability: int, source: int) -> Trigger:
    """A waiting trigger (event, controller, place, ability, source, incarnation, square)."""
    return (event, controller, place, ability, source, 1, place)


@pytest.mark.rules("P11.3", "PD.1")
def test_order_triggers_follows_p11_3() -> None:
    later = _waiting(2, 0, 0, 0, 1)  # a later event goes after, whoever controls it
    theirs = _waiting(1, 1, 0, 0, 2)  # the other player's, on A1
    mine_d1 = _waiting(1, 0, 3, 0, 3)  # the turn player's, on D1
    mine_a2 = _waiting(1, 0, 4, 1, 4)  # the turn player's, on A2, second ability
    mine_a2_first = _waiting(1, 0, 4, 0, 4)  # the same card's first ability
    waiting = [later, theirs, mine_a2, mine_d1, mine_a2_first]
    order_triggers(waiting, 0)
    assert waiting == [mine_d1, mine_a2_first, mine_a2, theirs, later]
    # On the second player's turn the same event puts the second player's first.
    order_triggers(waiting, 1)
    assert waiting == [theirs, mine_d1, mine_a2_first, mine_a2, later]
    # Before the first turn (-1) game-start abilities: the first player's first, then
    # by Hand position (PD.1).
    hand = [_waiting(1, 1, 0, 0, 12), _waiting(1, 0, 2, 0, 2), _waiting(1, 0, 0, 0, 0)]
    order_triggers(hand, -1)
    assert [t[4] for t in hand] == [0, 2, 12]


@pytest.mark.rules("P11.3")
def test_the_trigger_queue_is_ordered_by_order_triggers(monkeypatch: pytest.MonkeyPatch) -> None:
    # The engine has one P11.3 ordering: reversing it reverses the queue.
    watch = [card(f"w{i}", 2, abilities=[ab("turn_start", "ward", "self", amount=1)]) for i in range(4)]

    def turn_start_triggers(g: Game) -> list[str]:
        summon(g, "w1", "D1")
        summon(g, "w2", "A4")
        summon(g, "w0", "A2")
        summon(g, "w3", "C1")
        return [g.defs[e[2]].id for e in g.log if e[1] == "trigger"][-4:]

    assert turn_start_triggers(new_game(watch[:2], watch[2:])) == ["w1", "w0", "w3", "w2"]
    original = provisional.order_triggers

    def reversed_order(waiting: list[Trigger], turn_player: int) -> None:
        original(waiting, turn_player)
        waiting.reverse()

    monkeypatch.setattr(provisional, "order_triggers", reversed_order)
    assert turn_start_triggers(new_game(watch[:2], watch[2:])) == ["w2", "w3", "w0", "w1"]


@pytest.mark.rules("P11.5", "PD.9")
def test_choices_are_made_on_resolution_even_with_one_option() -> None:
    hook = card("hook", 2, abilities=[ab("summoned", "to_hand", "chosen_adjacent_enemy")])
    g = new_game([hook], [])
    fill(g, "A1")
    fill(g, "B2")
    summon(g, "hook", "C3")
    d = g.awaiting
    assert d is not None and d.kind == "choose" and d.player == 0
    assert d.options == (Choose(parse_square("B2")),)  # one option, still asked
    s_card = at(g, "B2")
    choose(g, "B2")
    assert s_card in g.hands[1] and g.hands[1][-1] == s_card  # PD.11: end of the Hand
    assert at(g, "B2") == -1


@pytest.mark.rules("P11.5")
def test_no_legal_target_does_nothing() -> None:
    hook = card("hook", 2, abilities=[ab("summoned", "snatch", "chosen_adjacent_enemy")])
    g = new_game([hook], [])
    summon(g, "hook", "A1")
    assert g.awaiting is not None and g.awaiting.kind == "summon" and g.to_move == 1
    assert any(e[:2] == ("P11.5", "no_target") for e in g.log)


@pytest.mark.rules("P11.5", "PD.10")
def test_optional_effects_ask_yes_or_no() -> None:
    caller = card("caller", 2, abilities=[ab("summoned", "summon_from_hand", optional=True)])
    g = new_game([caller], [])
    summon(g, "caller", "A1")
    d = g.awaiting
    assert d is not None and d.kind == "yes_no" and set(d.options) == {YesNo(True), YesNo(False)}
    yes(g, False)
    assert ("P11.5", "decline", inst(g, "caller"), 0, 0) in g.log
    assert g.to_move == 1
    g2 = new_game([caller], [])
    summon(g2, "caller", "A1")
    yes(g2, True)
    d2 = g2.awaiting
    assert d2 is not None and d2.kind == "summon" and not d2.is_turn_summon and d2.player == 0
    fill(g2, "D1")
    assert g2.to_move == 1 and sum(1 for c in g2.board if c >= 0) == 2


@pytest.mark.rules("P11.4", "PD.6", "P8.1", "P8.4")
def test_durations_of_power_changes() -> None:
    rally = card("rally", 3, abilities=[
        ab("summoned", "power", "self", amount=1, duration="end_of_turn"),
        ab("summoned", "power", "self", amount=2, duration="start_of_your_next_turn"),
        ab("summoned", "power", "self", amount=4, duration="permanent"),
    ])
    hook = card("hook", 1, abilities=[ab("summoned", "to_hand", "chosen_adjacent_enemy")])
    g = new_game([rally], [hook])
    summon(g, "rally", "B2")
    r = inst(g, "rally")
    assert ("P11.4", "expire", r, 1, 0) in g.log
    assert g.power(r) == 3 + 2 + 4  # the +1 ended with the turn (P8.4)
    fill(g, "D4")  # then the first player's next turn starts: the +2 ends (P8.1)
    assert g.power(r) == 3 + 4
    fill(g, "A1")
    summon(g, "hook", "C3")
    choose(g, "B2")  # PD.6: leaving the Arena ends the "permanent" change
    assert r in g.hands[0]
    assert not any(m[0] == r for m in g.mods)


@pytest.mark.rules("PD.6", "P10.4")
def test_leaving_the_arena_removes_ward_tokens() -> None:
    shell = card("shell", 2, abilities=[ab("summoned", "ward", "self", amount=2)])
    hook = card("hook", 1, abilities=[ab("summoned", "to_hand", "chosen_adjacent_enemy")])
    g = new_game([shell], [hook])
    summon(g, "shell", "B2")
    s = inst(g, "shell")
    assert g.wards[s] == 2
    summon(g, "hook", "C3")
    choose(g, "B2")
    assert g.wards[s] == 0 and s in g.hands[0]


@pytest.mark.rules("PD.3", "PD.2")
def test_queued_ability_resolves_after_its_card_left() -> None:
    # Two "summoned" abilities: the first returns the card itself, the second tries
    # to ward "self", which is no longer on the Arena.
    flicker = card("flicker", 3, abilities=[
        ab("summoned", "to_hand", "self"),
        ab("summoned", "ward", "self", amount=1),
    ])
    g = new_game([flicker], [])
    summon(g, "flicker", "A1")
    f = inst(g, "flicker")
    assert f in g.hands[0] and g.wards[f] == 0
    assert ("P11.5", "no_target", f, 1, 0) in g.log


@pytest.mark.rules("4.5.1", "4.5.5")
def test_to_void_faces() -> None:
    up = card("exile", 2, abilities=[ab("summoned", "to_void", "each_adjacent_enemy", face="up")])
    down = card("bury", 2, abilities=[ab("summoned", "to_void", "chosen_enemy")])
    g = new_game([up, down], [])
    fill(g, "A1")
    fill(g, "A2")  # second's card
    summon(g, "exile", "B2")
    victim = g.voids[1][0]
    assert g.faceup[victim] == 1  # face up as the effect says
    fill(g, "D4")
    summon(g, "bury", "D1")
    choose(g, "D4")
    assert g.faceup[g.voids[1][1]] == 0  # 4.5.1: face down by default
    assert all(g.setup.owner[c] == 1 for c in g.voids[1])  # 4.5.5: owner's Void


@pytest.mark.rules("4.7.1", "4.7.2", "PD.11")
def test_reveal_shows_a_random_hand_card_and_is_deterministic() -> None:
    spy = card("spy", 2, abilities=[ab("summoned", "reveal_hand")])

    def revealed(seed: int) -> int:
        g = new_game([spy], [], seed=seed)
        summon(g, "spy", "A1")
        ev = [e for e in g.log if e[1] == "reveal"]
        assert len(ev) == 1 and ev[0][0] == "4.7.1"
        shown = ev[0][3]
        assert shown in g.hands[1]  # still in the Hand: only shown
        assert any(e[:2] == ("4.7.2", "reveal_end") for e in g.log)
        return shown

    assert revealed(1) == revealed(1)
    assert len({revealed(s) for s in range(12)}) > 1


@pytest.mark.rules("6.8")
def test_first_player_token_moves_but_turn_order_does_not() -> None:
    crown = card("crown", 2, abilities=[ab("summoned", "take_first_player_token")])
    g = new_game([], [crown])
    fill(g, "A1")
    summon(g, "crown", "D4")
    assert g.fpt == 1 and g.turn_player == 0 and g.to_move == 0


@pytest.mark.rules("P11.7", "7.3.5")
def test_repeated_state_in_the_queue_is_a_forced_loop_draw(monkeypatch: pytest.MonkeyPatch) -> None:
    echo = card("echo", 2, abilities=[ab("summoned", "reveal_hand")])
    g = new_game([echo], filler("s", 0) or [], seed=3)
    # An ability that only puts itself back in the queue repeats the whole state.
    original = Game._resolve_body

    def loop(self: Game, item: tuple[int, int, int, int, int]) -> None:
        self.queue.append(item)
        self.resolving = None

    monkeypatch.setattr(Game, "_resolve_body", loop)
    summon(g, "echo", "A1")
    monkeypatch.setattr(Game, "_resolve_body", original)
    assert g.result is not None and g.result.reason is Termination.FORCED_LOOP
    assert g.result.winner is None and g.result.outcome == "draw"
    assert g.log[-1][:2] == ("P11.7", "game_end")
