"""The glossary of game terms, and the Thai catalogue keeping every term in English."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from momon_desktop.ui.paths import resource_path
from momon_desktop.ui.text.glossary import TERMS, term


def thai_messages() -> list[tuple[str, str]]:
    """(source, translation) of every message the Thai interface uses."""
    root = ET.parse(resource_path("translations", "momon_th.ts")).getroot()
    messages = []
    for message in root.iter("message"):
        translation = message.find("translation")
        if translation is None or translation.get("type") in ("vanished", "obsolete"):
            continue
        forms = translation.findall("numerusform")
        text = " ".join(f.text or "" for f in forms) if forms else translation.text or ""
        messages.append((message.findtext("source", ""), text))
    return messages


def names(text: str, english: str) -> bool:
    """Whether ``text`` names the term ``english`` as a whole ("Snatch" is not named by
    "Snatch-Sight")."""
    return re.search(r"(?<![\w-])" + re.escape(english) + r"(?![\w-])", text) is not None


def test_every_term_is_listed_once_with_both_explanations():
    written = [t.english for t in TERMS]
    assert len(written) == len(set(written))
    for t in TERMS:
        assert t.en and t.th and t.rule
        assert t.explanation("en") == t.en and t.explanation("th") == t.th
        assert re.search("[\u0e00-\u0e7f]", t.th), t.english
        assert all(re.fullmatch("[\u0e00-\u0e7f]+", s) for s in t.transliterations), t.english
    assert term("Void").rule == "4.5"
    with pytest.raises(KeyError):
        term("Graveyard")


def test_the_thai_explanations_keep_the_terms_in_english():
    for t in TERMS:
        for other in TERMS:
            for spelling in other.transliterations:
                assert spelling not in t.th, (t.english, spelling)


@pytest.mark.parametrize("t", TERMS, ids=lambda t: t.english)
def test_no_thai_translation_spells_a_term_in_thai_letters(t):
    found = [(source, text) for source, text in thai_messages()
             if any(spelling in text for spelling in t.transliterations)]
    assert found == []


@pytest.mark.parametrize("t", [t for t in TERMS if t.kept_in_every_string],
                         ids=lambda t: t.english)
def test_a_thai_translation_keeps_the_terms_its_source_names(t):
    dropped = [(source, text) for source, text in thai_messages()
               if names(source, t.english) and not names(text, t.english)]
    assert dropped == []
