"""``explain_move``: the facts behind a suggested move, on constructed positions."""

from __future__ import annotations

import pytest

from momon_desktop.ai.explain import explain_move
from momon_desktop.engine import Game, Summon, parse_square
from tests.engine.helpers import ab, at, card, fill, filler, inst, new_game, summon


def _summon_of(g: Game, cid: str, square: str) -> Summon:
    """The deciding player's Summon of their first ``cid`` in Hand onto ``square``."""
    for c in g.hands[g.to_move]:
        if g.defs[c].id == cid:
            return Summon(c, parse_square(square))
    raise KeyError(cid)


def _first_to_move_against(target: object) -> Game:
    """First player: a hunter (power 5, sees Forward) and fillers; second player: the
    ``target`` card on B3 (summoned in its first turn); the first player to move."""
    g = new_game([card("hunter", 5, ["F"])], [target])  # type: ignore[list-item]
    fill(g, "D1")
    summon(g, target.id, "B3")  # type: ignore[attr-defined]
    return g


@pytest.mark.rules("P10.3", "P10.5")
def test_a_snatch_without_a_face_off() -> None:
    g = _first_to_move_against(card("moth", 3))
    e = explain_move(g, _summon_of(g, "hunter", "B2"), budget=0)
    assert [(s.square, g.defs[s.card].id, s.face_off) for s in e.snatches] == [
        (parse_square("B3"), "moth", False)]
    assert e.snatches[0].by_card == inst(g, "hunter")
    assert e.snatches[0].to_player == 0
    assert e.lost == () and e.wards_removed == ()
    assert parse_square("B3") in e.squares


@pytest.mark.rules("P10.3")
def test_a_face_off_won_names_both_powers() -> None:
    # the moth sees B2 (Forward for the second player is toward row 1), so it is a face-off
    g = _first_to_move_against(card("moth", 3, ["F"]))
    e = explain_move(g, _summon_of(g, "hunter", "B2"), budget=0)
    assert len(e.snatches) == 1
    assert e.snatches[0].face_off is True
    assert e.snatches[0].powers == (5, 3)


@pytest.mark.rules("P10.3", "PD.4")
def test_a_counter_snatch_avoided() -> None:
    # a weak cub would lose the face-off against the strong moth and be snatched itself
    g = new_game([card("cub", 2, ["F"])], [card("moth", 7, ["F"])])
    fill(g, "D1")
    summon(g, "moth", "B3")
    counter = _summon_of(g, "cub", "B2")
    direct = explain_move(g, counter, budget=0)
    assert [(s.square, g.defs[s.card].id, s.to_player, s.face_off) for s in direct.lost] == [
        (parse_square("B2"), "cub", 1, True)]
    assert direct.snatches == ()
    quiet = Summon(next(c for c in g.hands[0] if g.defs[c].id.startswith("f-")), parse_square("A1"))
    e = explain_move(g, quiet, alternative=counter, budget=0)
    assert e.alternative == counter
    assert [(s.square, s.card, s.by_card) for s in e.avoided] == [
        (parse_square("B2"), inst(g, "cub"), inst(g, "moth"))]
    assert e.lost == ()


def _protect_position() -> Game:
    """The first player's gem on B2 sees nothing; the second player holds a raider
    that sees Forward, so a raider on B3 would snatch the gem (B4, behind B3, is
    taken, so nothing on B3 can be snatched by the raider)."""
    g = new_game([card("gem", 4)], [card("raider", 6, ["F"])])
    summon(g, "gem", "B2")
    fill(g, "B4")
    return g


@pytest.mark.rules("P10.2", "P10.3")
def test_a_protected_card_and_the_reply_it_prevents() -> None:
    g = _protect_position()
    block = Summon(next(c for c in g.hands[0] if g.defs[c].id.startswith("f-")), parse_square("B3"))
    elsewhere = Summon(block.card, parse_square("A4"))  # out of the raider's reach
    e = explain_move(g, block, alternative=elsewhere, budget=0)
    assert [(p.square, g.defs[p.card].id, p.how) for p in e.protected] == [
        (parse_square("B2"), "gem", "square")]
    threat = e.protected[0].threat
    assert (g.defs[threat.card].id, threat.square) == ("raider", parse_square("B3"))
    assert e.prevented is not None
    assert e.prevented.summon.square == parse_square("B3")
    assert g.defs[e.prevented.summon.card].id == "raider"
    assert [(s.square, g.defs[s.card].id) for s in e.prevented.takes] == [
        (parse_square("B2"), "gem")]
    assert e.reply is not None and e.reply.gain < e.prevented.gain
    # the other way round: the alternative leaves the gem to the raider
    other = explain_move(g, elsewhere, alternative=block, budget=0)
    assert other.protected == () and other.prevented is None
    assert other.risk is not None and parse_square("B2") in other.risk.takes


@pytest.mark.rules("P10.4", "P11.3")
def test_a_ward_token_removed_and_the_ability_named() -> None:
    warded = card("moth", 3, [], [ab("summoned", "ward", "self", amount=1)])
    g = new_game([card("hunter", 5, ["F"])], [warded])
    fill(g, "D1")
    moth = _summon_of(g, "moth", "B3")
    placed = explain_move(g, moth, budget=0)
    assert [(a.card, a.square, a.ability, a.controller) for a in placed.abilities] == [
        (moth.card, parse_square("B3"), 0, 1)]
    g.apply(moth)
    e = explain_move(g, _summon_of(g, "hunter", "B2"), budget=0)
    assert e.snatches == ()
    assert [(w.square, w.card, w.left, w.by_player) for w in e.wards_removed] == [
        (parse_square("B3"), inst(g, "moth"), 0, 0)]


@pytest.mark.rules("7.3.2", "7.3.3")
def test_the_outcome_under_best_play_wins_where_the_alternative_loses() -> None:
    # 15 squares filled without a snatch; the second player's last Summon decides:
    # the hunter on B3 snatches the prey on B2 (9 to 7), a filler leaves 8 to 8 and the
    # First Player Token holder, the first player, wins (7.3.3).
    g = new_game([card("prey", 1)] + filler("f", 9), [card("hunter", 5, ["F"])] + filler("s", 9),
                 pad=False)
    first = ["B2", "A1", "C1", "D1", "A2", "C2", "D2", "A3"]
    second = ["C3", "D3", "A4", "B4", "C4", "D4", "B1"]
    summon(g, "prey", first[0])
    for i in range(7):
        fill(g, second[i])
        fill(g, first[i + 1])
    assert g.empty_squares() == [parse_square("B3")] and g.to_move == 1
    hunter = _summon_of(g, "hunter", "B3")
    quiet = Summon(next(c for c in g.hands[1] if g.defs[c].id.startswith("s-")), parse_square("B3"))
    e = explain_move(g, hunter, alternative=quiet)
    assert e.outcome is not None and e.outcome.exact
    assert (e.outcome.result, e.outcome.margin) == ("win", 2)
    assert e.alternative_outcome is not None
    assert (e.alternative_outcome.result, e.alternative_outcome.margin) == ("lose", 0)
    assert at(g, "B3") == -1  # the game was not changed


def test_explain_refuses_an_illegal_answer() -> None:
    g = _protect_position()
    with pytest.raises(ValueError):
        explain_move(g, Summon(g.hands[1][0], parse_square("A1")), budget=0)
