"""Snatch Check and Snatch Resolution (P10), with the project rules PD.2, PD.4, PD.5."""

from __future__ import annotations

import pytest

from momon_desktop.engine.events import FaceOffPowers, face_off
from momon_desktop.engine.official import parse_square

from .helpers import ab, at, card, fill, inst, kinds, new_game, summon


def _setup(first: list, second: list, second_moves: list[tuple[str, str]], first_fills: list[str]):  # type: ignore[no-untyped-def]
    """First fills squares while second places its cards, then it is first's turn."""
    g = new_game(first, second)
    for sq, (cid, tsq) in zip(first_fills, second_moves, strict=True):
        fill(g, sq)
        summon(g, cid, tsq)
    return g


@pytest.mark.rules("P10.2", "P10.3", "P10.5", "4.2.2")
def test_a_target_that_does_not_see_back_is_snatched() -> None:
    s = card("hawk", 5, sight=["F"])
    t = card("mouse", 1)
    g = _setup([s], [t], [("mouse", "B3")], ["A1"])
    summon(g, "hawk", "B2")
    mouse = inst(g, "mouse")
    assert g.ctrl[mouse] == 0  # the Marking Token now shows the first player
    assert g.setup.owner[mouse] == 1  # ownership never changes (P5.1)
    assert ("P10.3", "snatch", 0, mouse, inst(g, "hawk")) in g.log
    assert "face_off" not in kinds(g)


@pytest.mark.rules("P10.3", "P5.1")
@pytest.mark.parametrize(
    ("t_power", "outcome", "hawk_ctrl", "target_ctrl"),
    [(3, 1, 0, 0), (7, -1, 1, 1), (5, 0, 0, 1)],
)
def test_face_off_compares_current_power(t_power: int, outcome: int, hawk_ctrl: int, target_ctrl: int) -> None:
    s = card("hawk", 5, sight=["F"])
    t = card("owl", t_power, sight=["F"])  # second's Forward is toward row 1: it sees B2
    g = _setup([s], [t], [("owl", "B3")], ["A1"])
    summon(g, "hawk", "B2")
    hawk, owl = inst(g, "hawk"), inst(g, "owl")
    face_offs = [face_off(e[4]) for e in g.log if e[1:4] == ("face_off", hawk, owl)]
    # the event keeps the powers compared and the summoning player (the first)
    assert face_offs == [FaceOffPowers(5, t_power, 0)] and face_offs[0].outcome == outcome
    assert g.ctrl[hawk] == hawk_ctrl and g.ctrl[owl] == target_ctrl


@pytest.mark.rules("P10.3", "P10.2")
def test_counter_snatch_stops_the_resolution() -> None:
    s = card("hawk", 5, sight=["F", "R"])
    owl = card("owl", 8, sight=["F"])
    mouse = card("mouse", 1)
    g = _setup([s], [owl, mouse], [("owl", "B3"), ("mouse", "C2")], ["A1", "D1"])
    summon(g, "hawk", "B2")
    assert g.ctrl[inst(g, "hawk")] == 1  # counter-snatched by the owl's controller
    assert g.ctrl[inst(g, "mouse")] == 1  # the resolution stopped before the mouse
    # Without the owl in the way the mouse, to the Right, is snatched.
    g2 = _setup([s], [owl, mouse], [("owl", "A4"), ("mouse", "C2")], ["A1", "D1"])
    summon(g2, "hawk", "B2")
    assert g2.ctrl[inst(g2, "mouse")] == 0


@pytest.mark.rules("P10.4")
def test_ward_token_is_removed_instead_of_the_snatch() -> None:
    s = card("hawk", 5, sight=["F"])
    t = card("turtle", 1, abilities=[ab("summoned", "ward", "self", amount=1)])
    g = _setup([s], [t], [("turtle", "B3")], ["A1"])
    turtle = inst(g, "turtle")
    assert g.wards[turtle] == 1
    summon(g, "hawk", "B2")
    assert g.ctrl[turtle] == 1 and g.wards[turtle] == 0
    assert ("P10.4", "ward_block", turtle, 0, 0) in g.log


@pytest.mark.rules("PD.4", "P10.4")
def test_warded_counter_snatch_still_stops_the_resolution() -> None:
    s = card("hawk", 5, sight=["F", "R"], abilities=[ab("summoned", "ward", "self", amount=1)])
    owl = card("owl", 8, sight=["F"])
    mouse = card("mouse", 1)
    g = _setup([s], [owl, mouse], [("owl", "B3"), ("mouse", "C2")], ["A1", "D1"])
    summon(g, "hawk", "B2")
    hawk = inst(g, "hawk")
    assert g.ctrl[hawk] == 0 and g.wards[hawk] == 0  # the Ward Token took the counter-snatch
    assert g.ctrl[inst(g, "mouse")] == 1  # and the resolution still stopped


@pytest.mark.rules("4.3.3", "P10.5", "4.2.2", "P5.5")
def test_snatched_card_keeps_its_owners_frame() -> None:
    hawk = card("hawk", 9, sight=["F"])
    owl = card("owl", 8, sight=["F"])  # owned by second: Forward is toward row 1
    crow = card("crow", 1, sight=["F"])  # second's: at B4 its Forward is B3
    g = _setup([hawk], [owl, crow], [("owl", "B3")], ["A1"])
    summon(g, "hawk", "B2")  # wins the face-off: the owl is now controlled by first
    o = inst(g, "owl")
    assert g.ctrl[o] == 0
    # If the owl's sight turned with its controller it would now face B4 and win a
    # face-off against the crow.  It keeps its owner's frame, so it does not see B4.
    summon(g, "crow", "B4")
    assert g.ctrl[o] == 1
    assert not any(e[1] == "face_off" and e[3] == o and e[2] == inst(g, "crow") for e in g.log)


@pytest.mark.rules("P10.6", "P9.2")
def test_a_snatched_card_makes_no_snatch_check() -> None:
    hawk = card("hawk", 9, sight=["F"])
    owl = card("owl", 1, sight=["B"])  # second's Back points toward row 4: B4
    g = _setup([hawk], [owl, card("mole", 1)], [("mole", "B4"), ("owl", "B3")], ["A1", "D1"])
    summon(g, "hawk", "B2")
    assert g.ctrl[inst(g, "owl")] == 0
    assert g.ctrl[inst(g, "mole")] == 1  # the owl, now first's, did not snatch B4
    assert sum(1 for e in g.log if e[1] == "snatch") == 1


@pytest.mark.rules("P10.7", "PD.5", "PD.2")
def test_triggers_wait_until_the_resolution_is_over() -> None:
    hawk = card("hawk", 9, sight=["F", "R"], abilities=[ab("snatches", "ward", "self", amount=1)])
    bee = card("bee", 1, abilities=[ab("snatched", "power", "each_adjacent_ally", amount=2)])
    ant = card("ant", 1)
    g = _setup([hawk], [bee, ant], [("bee", "B3"), ("ant", "C2")], ["A1", "D1"])
    summon(g, "hawk", "B2")
    ev = [e for e in g.log if e[1] in ("snatch", "trigger")]
    assert [e[1] for e in ev] == ["snatch", "snatch", "trigger", "trigger", "trigger"]
    h = inst(g, "hawk")
    assert g.wards[h] == 2  # PD.5: one "snatches" trigger per snatch
    # PD.2: the bee's "snatched" ability belongs to its new controller, the first player,
    # so it strengthens the first player's cards next to it, the hawk among them.
    bee_trigger = next(e for e in g.log if e[1] == "trigger" and e[2] == inst(g, "bee"))
    assert bee_trigger[4] == 0
    assert g.power(h) == 9  # +2 lasted until end of turn only; the turn is over
    assert ("P11.4", "power", h, 2, 0) in g.log


@pytest.mark.rules("PD.5", "P10.5")
def test_snatches_triggers_for_an_effect_snatch_but_not_a_warded_one() -> None:
    thief = card("thief", 2, abilities=[ab("summoned", "snatch", "chosen_enemy"),
                                        ab("snatches", "ward", "self", amount=1)])
    shell = card("shell", 1, abilities=[ab("summoned", "ward", "self", amount=1)])
    g = _setup([thief], [card("mole", 1), shell], [("mole", "D4"), ("shell", "C4")], ["A1", "B1"])
    summon(g, "thief", "D1")
    d = g.awaiting
    assert d is not None and d.kind == "choose"
    assert {o.square for o in d.options} == {parse_square("D4"), parse_square("C4")}  # type: ignore[union-attr]
    from .helpers import choose

    choose(g, "C4")  # warded: no snatch, no "snatches" trigger
    t = inst(g, "thief")
    assert g.ctrl[inst(g, "shell")] == 1 and g.wards[t] == 0
    assert at(g, "C4") == inst(g, "shell")
