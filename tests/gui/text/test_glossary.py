"""The glossary of game terms, and the Thai catalogue keeping every term in English."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from momon_desktop.ui.paths import resource_path
from momon_desktop.ui.text.glossary import TERMS, term
from momon_desktop.ui.text.qtstrings import QT_CONTEXTS


def thai_messages(with_qt: bool = True) -> list[tuple[str, str]]:
    """(source, translation) of every message the Thai interface uses; ``with_qt``
    False leaves out the texts of Qt's own widgets."""
    root = ET.parse(resource_path("translations", "momon_th.ts")).getroot()
    messages = []
    for context, message in ((c, m) for c in root.iter("context") for m in c.iter("message")):
        if not with_qt and context.findtext("name") in QT_CONTEXTS:
            continue
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
    # Qt's own texts use "Step" and "Open" in their everyday sense.
    dropped = [(source, text) for source, text in thai_messages(with_qt=False)
               if names(source, t.english) and not names(text, t.english)]
    assert dropped == []


def resource_texts() -> list[tuple[str, str, str]]:
    """(file, English, Thai) of every text in both languages in the bundled data: card
    names and abilities, set names, decks, puzzles, opponents."""
    import json

    found: list[tuple[str, str, str]] = []

    def walk(where: str, node: object) -> None:
        if isinstance(node, dict):
            if isinstance(node.get("en"), str) and isinstance(node.get("th"), str):
                found.append((where, node["en"], node["th"]))
            for value in node.values():
                walk(where, value)
        elif isinstance(node, list):
            for value in node:
                walk(where, value)

    folder = resource_path()
    for path in sorted(folder.rglob("*.json")):
        walk(str(path.relative_to(folder)), json.loads(path.read_text(encoding="utf-8")))
    return found


def test_the_bundled_data_has_texts_in_both_languages():
    files = {where.split("/")[0] for where, _en, _th in resource_texts()}
    assert {"cards", "puzzles", "opponents"} <= files


@pytest.mark.parametrize("t", TERMS, ids=lambda t: t.english)
def test_no_card_or_puzzle_text_spells_a_term_in_thai_letters(t):
    found = [(where, th) for where, _en, th in resource_texts()
             if any(spelling in th for spelling in t.transliterations)]
    assert found == []


@pytest.mark.parametrize("t", [t for t in TERMS if t.kept_in_every_string],
                         ids=lambda t: t.english)
def test_a_card_or_puzzle_text_keeps_the_terms_its_english_names(t):
    dropped = [(where, en, th) for where, en, th in resource_texts()
               if names(en, t.english) and not names(th, t.english)]
    assert dropped == []
