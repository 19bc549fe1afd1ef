"""Bundled fonts, the resources locator and the PySide6 reference-count guard."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import QObject
from PySide6.QtGui import QFont, QFontInfo, QFontMetrics, QRawFont, QTextLayout

from momon_desktop.ui.look import fonts
from momon_desktop.ui.paths import resource_path, resources_dir

pytestmark = pytest.mark.gui

THAI_SAMPLE = "ผีเสื้อตะเกียง พลัง"


def test_resources_folder_has_fonts_and_licence():
    assert resources_dir().is_dir()
    assert (resource_path("fonts", "OFL.txt")).read_text(encoding="utf-8").startswith("Copyright")
    for name in fonts.FONT_FILES:
        assert resource_path("fonts", name).is_file(), name


def test_register_fonts_adds_latin_and_thai_families():
    registered = fonts.register_fonts()
    assert {"Noto Sans", "Noto Sans Thai", "Noto Serif", "Noto Serif Thai"} <= registered.families
    assert fonts.register_fonts() is registered  # idempotent
    assert len(registered.ids) == len(fonts.FONT_FILES)


@pytest.mark.parametrize(
    "name", ["NotoSansThai-Regular.ttf", "NotoSansThai-Bold.ttf", "NotoSerifThai-Bold.ttf"]
)
def test_bundled_thai_files_cover_thai(name):
    raw = QRawFont(str(resource_path("fonts", name)), 16)
    assert raw.isValid()
    for char in THAI_SAMPLE.replace(" ", ""):
        assert raw.supportsCharacter(ord(char)), (name, char)


def test_thai_family_resolves_to_the_bundled_font():
    font = QFont("Noto Sans Thai", 14)
    assert QFontInfo(font).family() == "Noto Sans Thai"
    metrics = QFontMetrics(font)
    assert all(metrics.inFontUcs4(ord(c)) for c in THAI_SAMPLE.replace(" ", ""))


@pytest.mark.parametrize("make_font", [lambda: fonts.ui_font(12), lambda: fonts.title_font(20)])
def test_thai_text_in_app_fonts_falls_back_to_thai_glyphs(make_font):
    # Noto Sans and Noto Serif have no Thai: the Thai part must come from the
    # Thai family in the font's fallback list, never from a "missing glyph" box.
    layout = QTextLayout("Moth " + THAI_SAMPLE, make_font())
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    families = set()
    for run in layout.glyphRuns():
        families.add(run.rawFont().familyName())
        assert 0 not in run.glyphIndexes(), run.rawFont().familyName()
    assert families & {"Noto Sans Thai", "Noto Serif Thai"}


def test_pyside_keeps_the_reference_count_of_none():
    # PySide6 6.12.0 on CPython 3.11 lost a reference to None on every call that
    # returns nothing and aborted the interpreter; pyproject.toml keeps it out.
    probe = QObject()
    before = sys.getrefcount(None)
    for _ in range(20000):
        probe.setObjectName("x")
    assert abs(sys.getrefcount(None) - before) < 100
