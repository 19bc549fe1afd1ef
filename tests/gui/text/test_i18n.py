"""Interface translations: the Thai catalogue loads, translates, and is complete."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from PySide6.QtCore import QCoreApplication

from momon_desktop.engine.carddefs import CardDef
from momon_desktop.ui.look import cardpainter as cp
from momon_desktop.ui.paths import resource_path
from momon_desktop.ui.text import i18n

pytestmark = pytest.mark.gui


def test_thai_translator_loads_and_translates():
    translator = i18n.load_translator("th")
    assert translator is not None
    assert translator.translate("CardPainter", "Forward") == "ด้านหน้า"


def test_installing_thai_switches_the_interface_and_back():
    i18n.install_language("th")
    assert i18n.current_language() == "th"
    assert QCoreApplication.translate("CardPainter", "First player") == "ผู้เล่นคนแรก"
    assert cp.direction_name("BL") == "หลังซ้าย"
    i18n.install_language("en")
    assert QCoreApplication.translate("CardPainter", "First player") == "First player"


def test_thai_description_uses_card_data_in_thai():
    card = CardDef(
        id="x",
        name={"en": "Market Cat", "th": "แมวตลาดสด"},
        type="momon",
        power=4,
        sight=("F",),
        set_id="t",
    )
    i18n.install_language("th")
    text = cp.describe_card(card, "th", power=5)
    assert text.splitlines()[0] == "แมวตลาดสด"
    assert "พลัง 5" in text
    assert "Snatch-Sight: ด้านหน้า" in text


def test_english_has_only_its_plural_forms_and_unknown_languages_are_refused():
    # English: only the plural forms of the messages that take a count
    english = i18n.load_translator("en")
    assert english is not None
    assert english.translate("ProblemDialog", "%n problem(s).", "", 1) == "%n problem."
    assert english.translate("ProblemDialog", "%n problem(s).", "", 2) == "%n problems."
    with pytest.raises(ValueError):
        i18n.load_translator("xx")


def _translated(translation: ET.Element | None) -> bool:
    """A finished translation: its text, or for a plural (``%n``) message the text of
    every ``numerusform``."""
    if translation is None or translation.get("type") == "unfinished":
        return False
    forms = translation.findall("numerusform")
    if forms:
        return all((form.text or "").strip() for form in forms)
    return bool((translation.text or "").strip())


def test_thai_catalogue_is_complete():
    root = ET.parse(resource_path("translations", "momon_th.ts")).getroot()
    messages = list(root.iter("message"))
    assert messages
    for message in messages:
        assert _translated(message.find("translation")), message.findtext("source")


def test_language_names_are_endonyms():
    assert i18n.language_names() == {"en": "English", "th": "ไทย"}


def test_catalogue_is_up_to_date_with_the_source(tmp_path):
    # Extract the strings of momon_desktop/ui/ again into a copy of the catalogue:
    # a string added to the code without a Thai translation shows up unfinished.
    import shutil
    import subprocess
    import sys
    from pathlib import Path

    # PySide6-Essentials installs pyside6-lupdate beside the interpreter.
    lupdate = Path(sys.executable).parent / "pyside6-lupdate"
    if not lupdate.exists():
        found = shutil.which("pyside6-lupdate")
        assert found, "pyside6-lupdate comes with PySide6-Essentials"
        lupdate = Path(found)
    copy = tmp_path / "momon_th.ts"
    shutil.copy(resource_path("translations", "momon_th.ts"), copy)
    sources = sorted(str(p) for p in Path(i18n.__file__).parent.parent.rglob("*.py"))
    subprocess.run(
        [str(lupdate), "-locations", "none", "-no-obsolete", *sources, "-ts", str(copy)],
        check=True,
        capture_output=True,
    )
    root = ET.parse(copy).getroot()
    missing = [m.findtext("source") for m in root.iter("message")
               if not _translated(m.find("translation"))]
    assert missing == [], "run tools/update_translations.py and translate: " + ", ".join(missing)


def test_fill_puts_every_value_in_its_place_at_once():
    # a value that itself reads like a place is written as it is
    assert i18n.fill("%1 against %2", "%2", "Bee") == "%2 against Bee"
    assert i18n.fill("%1 against %2", "Ann", "%1") == "Ann against %1"
    # a translation may use the places in any order, and one place twice
    assert i18n.fill("%2 ชนะ %1 (%2)", "A", "B") == "B ชนะ A (B)"
    # numbers are written with str; a place with no value stays
    assert i18n.fill("Turn %1 of %2, %3", 3, 8) == "Turn 3 of 8, %3"
    assert i18n.fill("%10 and %1", *"abcdefghij") == "j and a"
