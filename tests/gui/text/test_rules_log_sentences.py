"""The rules log in plain words first (issue 16 item 4): every kind of event, in English
and in Thai, is a sentence without rule numbers or rule jargon, and the rule it follows
stands beside it, in the column after the sentence, explained on hover."""

from __future__ import annotations

import re

import pytest

from momon_desktop.engine import rulebook
from momon_desktop.engine.events import KINDS, describe
from momon_desktop.ui.table.ruleslog import RulesLog
from tests.engine.test_thai_terms import every_kind_of_event

pytestmark = [pytest.mark.gui]

# A rule number: "P10.3", "PD.12", "4.5.1", "6.7".
RULE_NUMBER = re.compile(r"\bP[D\d]|\b\d+\.\d")
# Words of the rules, not of a newcomer (in either language: Thai keeps the English terms).
JARGON = ("Face-off", "face-off", "Trigger Queue", "resolves", "legal target", "State-Based",
          "Snatch Check", "declined", "controller", "Marking Token")
NAMES = {0: "Ann", 1: "Bo"}


@pytest.fixture(scope="module")
def events():  # type: ignore[no-untyped-def]
    return every_kind_of_event()


@pytest.mark.rules("P10.3", "P10.4", "P11.5", "7.6.1", "P11.7")
@pytest.mark.parametrize("lang", ["en", "th"])
def test_every_kind_of_event_is_a_plain_sentence_with_its_rule_beside_it(qtbot, events, lang):
    log = RulesLog()
    qtbot.addWidget(log)
    log.explain = lambda rule: rulebook.explain(rule, lang)
    log.resize(420, 500)
    log.show()
    shown: dict[str, tuple[str, str]] = {}
    for event, game in events:
        text = describe(event, game.defs, lang, NAMES.__getitem__)
        if text in shown.values():
            continue
        shown.setdefault(text, (event[0], event[1]))
    kinds = set()
    for row, (text, (rule, kind)) in enumerate(shown.items()):
        log.append(rule, text)
        kinds.add(kind)
        assert text and not RULE_NUMBER.search(text), (kind, text)
        assert not [w for w in JARGON if w in text], (kind, text)
        assert log.sentence(row) == text and log.rule(row) == rule
        assert log.rule_tooltip(row) == rule + ": " + rulebook.explain(rule, lang)
    assert kinds == KINDS
    # the sentence comes first, the rule number after it, small
    item = log.topLevelItem(0)
    sentence_rect = log.visualRect(log.indexFromItem(item, RulesLog.SENTENCE))
    rule_rect = log.rule_rect(0)
    assert sentence_rect.right() < rule_rect.left() and rule_rect.right() <= log.viewport().width()
    assert sentence_rect.width() > 3 * rule_rect.width()
    assert item.font(RulesLog.RULE).pointSizeF() < log.font().pointSizeF()


def test_a_face_off_names_both_cards_their_players_and_powers(events) -> None:
    face_offs = [(e, g) for e, g in events if e[1] == "face_off"]
    assert face_offs
    for e, g in face_offs:
        text = describe(e, g.defs, "en", NAMES.__getitem__)
        summoned, target = g.defs[e[2]].display_name(), g.defs[e[3]].display_name()
        assert re.match(re.escape(summoned) + r" of (Ann|Bo) \(-?\d+\) and " + re.escape(target)
                        + r" of (Ann|Bo) \(-?\d+\) see each other: ", text), text
        assert "of Ann" in text and "of Bo" in text, text
