"""The bundled fonts: registration with Qt and the font families the UI uses.

Thai text must never render as empty boxes, whatever fonts the computer has, so
the app ships Noto Sans Thai (and Noto Serif Thai for card names) and every font
it builds lists a Latin family first and the matching Thai family second: Qt
takes each character from the first family in the list that has it.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import (
    QFont,
    QFontDatabase,
    QFontMetricsF,
    QGuiApplication,
    QTextLayout,
    QTextOption,
)

from momon_desktop.ui.paths import resource_path

# Files in resources/fonts/ (see resources/fonts/README.md for their licence).
FONT_FILES: tuple[str, ...] = (
    "NotoSans-Regular.ttf",
    "NotoSans-Bold.ttf",
    "NotoSansThai-Regular.ttf",
    "NotoSansThai-Bold.ttf",
    "NotoSerif-Bold.ttf",
    "NotoSerifThai-Bold.ttf",
)

# Interface and rules text: Latin first, Thai as the fallback.
UI_FAMILIES: tuple[str, ...] = ("Noto Sans", "Noto Sans Thai")
# Card names and power numbers: a serif display face with its Thai partner.
TITLE_FAMILIES: tuple[str, ...] = ("Noto Serif", "Noto Serif Thai", "Noto Sans Thai")


@dataclass(frozen=True)
class RegisteredFonts:
    """What :func:`register_fonts` added: the Qt font ids and family names."""

    ids: tuple[int, ...]
    families: frozenset[str]


@functools.cache
def register_fonts() -> RegisteredFonts:
    """Register every bundled font with ``QFontDatabase`` once; later calls return the same.

    Needs a ``QGuiApplication``. Raises ``RuntimeError`` if a font file is missing or
    Qt refuses it, because Thai text would otherwise silently turn into boxes.
    """
    if QGuiApplication.instance() is None:
        raise RuntimeError("register_fonts() needs a QGuiApplication")
    ids: list[int] = []
    families: set[str] = set()
    for name in FONT_FILES:
        path = resource_path("fonts", name)
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id < 0:
            raise RuntimeError(f"Qt could not load the bundled font {path}")
        ids.append(font_id)
        families.update(QFontDatabase.applicationFontFamilies(font_id))
    return RegisteredFonts(tuple(ids), frozenset(families))


def ui_font(point_size: float = 10.0, *, bold: bool = False) -> QFont:
    """The interface font (Noto Sans, Thai from Noto Sans Thai) at ``point_size``."""
    font = QFont()
    font.setFamilies(list(UI_FAMILIES))
    font.setPointSizeF(point_size)
    font.setBold(bold)
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return font


def title_font(pixel_size: int = 16) -> QFont:
    """The bold display font for card names and power numbers, sized in pixels."""
    font = QFont()
    font.setFamilies(list(TITLE_FAMILIES))
    font.setPixelSize(max(1, pixel_size))
    font.setBold(True)
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return font


def text_font(pixel_size: int = 12, *, bold: bool = False) -> QFont:
    """The rules-text font (the interface families) sized in pixels, for painting on cards."""
    font = QFont()
    font.setFamilies(list(UI_FAMILIES))
    font.setPixelSize(max(1, pixel_size))
    font.setBold(bold)
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return font


def install_app_font(app: QGuiApplication, point_size: float | None = None) -> QFont:
    """Register the bundled fonts and make :func:`ui_font` the application's default font.

    ``point_size`` defaults to the platform's default size so that the user's
    accessibility settings are kept.
    """
    register_fonts()
    size = point_size if point_size is not None else app.font().pointSizeF()
    font = ui_font(size if size > 0 else 10.0)
    app.setFont(font)
    return font


def layout_paragraphs(
    text: str,
    font: QFont,
    width: float,
    wrap: QTextOption.WrapMode = QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere,
    first_width: float | None = None,
) -> tuple[list[QTextLayout], float]:
    """Lay ``text`` out centred in lines ``width`` wide (its first line ``first_width``
    wide when given), a layout a paragraph, one under the other; returns the layouts and
    their total height."""
    option = QTextOption()
    option.setWrapMode(wrap)
    option.setAlignment(Qt.AlignmentFlag.AlignHCenter)
    layouts: list[QTextLayout] = []
    y = 0.0
    leading = QFontMetricsF(font).leading()
    line_width = width if first_width is None else first_width
    for paragraph in text.split("\n"):
        layout = QTextLayout(paragraph, font)
        layout.setTextOption(option)
        layout.beginLayout()
        while True:
            line = layout.createLine()
            if not line.isValid():
                break
            line.setLineWidth(line_width)
            line_width = width
            line.setPosition(QPointF(0, y))
            y += line.height() + leading
        layout.endLayout()
        layouts.append(layout)
    return layouts, y


def wrapped_lines(text: str, font: QFont, width: float, anywhere: bool = False,
                  first_width: float | None = None) -> list[str]:
    """``text`` in ``font`` broken into lines ``width`` wide (the first ``first_width``
    wide when given) between words, as Qt finds them (Thai words too); with
    ``anywhere``, inside a word where one does not fit. Empty lines are left out."""
    wrap = (QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere if anywhere
            else QTextOption.WrapMode.WordWrap)
    layouts, _height = layout_paragraphs(text, font, width, wrap, first_width)
    lines = []
    for layout in layouts:
        paragraph = layout.text()
        for i in range(layout.lineCount()):
            line = layout.lineAt(i)
            lines.append(paragraph[line.textStart():line.textStart() + line.textLength()].strip())
    return [line for line in lines if line]


def lines_within(text: str, font: QFont, width: float, count: int, *, anywhere: bool = False,
                 first_width: float | None = None) -> tuple[list[str], bool]:
    """At most ``count`` lines of ``text`` broken as :func:`wrapped_lines` breaks them;
    where the text needs more, the last line holds the rest of it as it is written
    (spaces and all), cut short to ``width`` with an ellipsis. Returns the lines and
    whether the text was cut."""
    lines = wrapped_lines(text, font, width, anywhere, first_width)
    if len(lines) <= count:
        return lines, False
    shown = lines[:count - 1]
    at = 0
    for line in shown:
        at = text.find(line, at) + len(line)
    rest = text[at:].strip()
    shown.append(QFontMetricsF(font).elidedText(rest, Qt.TextElideMode.ElideRight, width))
    return shown, True
