"""The reasons of a suggestion in words, English and Thai, on constructed positions:
names as names, squares, the other player's name, the rule numbers beside the words."""

from __future__ import annotations

import pytest

from momon_desktop.ai.explain import explain_move
from momon_desktop.engine import Summon, parse_square, square_name
from momon_desktop.ui.text.i18n import install_language
from momon_desktop.ui.text.reasons import reasons, reasons_html
from tests.ai.test_ai_explain import _first_to_move_against, _protect_position, _summon_of
from tests.engine.helpers import ab, card, fill, new_game, summon

pytestmark = pytest.mark.gui

NAMES = ("Ann", "Ben")


@pytest.fixture(params=["en", "th"])
def lang(request, qapp):  # type: ignore[no-untyped-def]
    install_language(request.param)
    yield request.param
    install_language("en")


def _words(g, e, lang):  # type: ignore[no-untyped-def]
    found = reasons(g, e, lang, lambda seat: NAMES[seat])
    assert 1 <= len(found) <= 3
    for r in found:
        assert "%" not in r.text, r.text
    return found


@pytest.mark.rules("P10.3")
def test_a_snatch_names_the_card_its_square_and_the_player(lang):
    g = _first_to_move_against(card("moth", 3))
    e = explain_move(g, _summon_of(g, "hunter", "B2"), budget=0)
    first = _words(g, e, lang)[0]
    assert first.rules == ("P10.3(b)",)
    assert g.defs[e.snatches[0].card].display_name(lang) in first.text
    assert "B3" in first.text and "Ben" in first.text
    if lang == "en":
        assert first.text == "It takes Moth on B3 from Ben: it does not look back."
    html = reasons_html([first])
    assert 'href="rule:P10.3"' in html and ">P10.3(b)<" in html


@pytest.mark.rules("P10.3")
def test_a_face_off_gives_both_powers(lang):
    g = _first_to_move_against(card("moth", 3, ["F"]))
    e = explain_move(g, _summon_of(g, "hunter", "B2"), budget=0)
    first = _words(g, e, lang)[0]
    assert first.rules == ("P10.3(a)",)
    assert "5" in first.text and "3" in first.text


@pytest.mark.rules("P10.2", "P10.3")
def test_a_protected_card_and_the_prevented_reply(lang):
    g = _protect_position()
    block = Summon(next(c for c in g.hands[0] if g.defs[c].id.startswith("f-")), parse_square("B3"))
    e = explain_move(g, block, alternative=Summon(block.card, parse_square("A4")), budget=0)
    found = _words(g, e, lang)
    gem, raider = g.defs[g.board[parse_square("B2")]].display_name(lang), "Raider" if lang == "en" \
        else "raider"
    assert gem in found[0].text and "B2" in found[0].text and "B3" in found[0].text
    assert found[0].rules == ("P10.2",)
    assert raider in found[1].text and "A4" in found[1].text and "Ben" in found[1].text
    if lang == "en":
        assert found[0].text == ("It keeps Gem on B2 safe: Raider on B3 would have snatched it, "
                                 "and B3 is now taken.")


@pytest.mark.rules("P10.3", "PD.4")
def test_a_counter_snatch_avoided(lang):
    g = new_game([card("cub", 2, ["F"])], [card("moth", 7, ["F"])])
    fill(g, "D1")
    summon(g, "moth", "B3")
    counter = _summon_of(g, "cub", "B2")
    quiet = Summon(next(c for c in g.hands[0] if g.defs[c].id.startswith("f-")), parse_square("A1"))
    e = explain_move(g, quiet, alternative=counter, budget=0)
    found = _words(g, e, lang)
    line = next(r for r in found if "PD.4" in r.rules)
    assert g.defs[counter.card].display_name(lang) in line.text
    assert "B2" in line.text


@pytest.mark.rules("P10.3", "PD.4", "P11.3")
def test_a_card_snatched_back_then_returned_to_its_hand_is_named_on_its_square(lang):
    # the Summoned card loses its face-off and is snatched back (PD.4), then its ability
    # takes it off the Arena: the words still name the square it was lost on
    pigeon = card("pigeon", 2, ["F"], [ab("snatched", "to_hand", "self")])
    g = new_game([pigeon], [card("moth", 7, ["F"])])
    fill(g, "D1")
    summon(g, "moth", "B3")
    counter = _summon_of(g, "pigeon", "B2")
    e = explain_move(g, counter, budget=0)
    # the explanation itself keeps the square the card was lost on
    assert [(s.card, square_name(s.square)) for s in e.lost] == [(counter.card, "B2")]
    line = next(r for r in _words(g, e, lang) if "PD.4" in r.rules)
    assert g.defs[counter.card].display_name(lang) in line.text
    assert "B2" in line.text
    assert "D0" not in line.text
    if lang == "en":
        assert line.text == "It costs Pigeon on B2: the face-off goes to Moth, which snatches it back."


@pytest.mark.rules("P10.4", "P11.3")
def test_a_ward_token_and_an_ability(lang):
    warded = card("moth", 3, [], [ab("summoned", "ward", "self", amount=1)])
    g = new_game([card("hunter", 5, ["F"])], [warded])
    fill(g, "D1")
    moth = _summon_of(g, "moth", "B3")
    placed = _words(g, explain_move(g, moth, budget=0), lang)
    assert placed[0].rules == ("P11.3",)
    g.apply(moth)
    e = explain_move(g, _summon_of(g, "hunter", "B2"), budget=0)
    found = _words(g, e, lang)
    assert found[0].rules == ("P10.4",) and "B3" in found[0].text
