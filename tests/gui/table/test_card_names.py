"""Card names fit their band without going below a readable size: wrapped onto two lines
or condensed on Hand cards, Arena cards and the preview, in English and in Thai."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPainter

from momon_desktop.cards import bundled_pool
from momon_desktop.engine.carddefs import DIRECTIONS, CardDef
from momon_desktop.ui.look import cardnames
from momon_desktop.ui.look import cardpainter as cp
from momon_desktop.ui.table.arenamat import CARD_W, CELL_W

pytestmark = pytest.mark.gui

# (what, card width in painter units, screen pixels per unit, compact)
SIZES = [
    ("replay Hand", 88.0, 1.0, True),
    ("table Hand", 96.0, 1.0, True),
    # the smallest Arena: squares of 90 pixels (issue 15), cards CARD_W of CELL_W
    ("small Arena", CARD_W, 90.0 / CELL_W, True),
    ("large Arena", CARD_W, 1.4, False),
    # the preview at its minimum size with two lines of details under the card, and large
    ("small preview", 131.0, 1.0, False),
    ("preview", 260.0, 1.0, False),
]

CARDS = bundled_pool().cards()


def rect_for(width: float) -> QRectF:
    size = cp.card_size(width)
    return QRectF(0, 0, size.width(), size.height())


def test_the_longest_names_are_long():
    longest = {lang: max(len(c.display_name(lang)) for c in CARDS) for lang in ("en", "th")}
    assert longest["en"] >= 20 and longest["th"] >= 20


@pytest.mark.parametrize("lang", ["en", "th"])
@pytest.mark.parametrize(("what", "width", "scale", "compact"), SIZES, ids=[s[0] for s in SIZES])
def test_every_bundled_name_fits_at_a_readable_size(what, width, scale, compact, lang):
    small = []
    for card in CARDS:
        fit, lay = cp.name_fit_for(rect_for(width), card, lang, compact=compact, scale=scale)
        if fit.px * scale < cp.MIN_NAME_PX or fit.elided or len(fit.lines) > 2:
            small.append(f"{card.display_name(lang)}: {fit}")
        # the name stays on the card, above the picture's lower half at most
        assert lay.name.top() >= lay.outer.top() and lay.name.bottom() <= lay.outer.bottom()
        assert lay.art.height() > 0
    assert not small, "\n".join(small)


def test_a_name_too_long_for_two_lines_is_cut_short_at_the_minimum_never_smaller():
    long = CardDef(id="long", name={"en": "Very " * 12 + "Long"}, type="momon", power=3,
                   sight=(), set_id="test")
    for scale in (1.0, 0.7):
        fit, _lay = cp.name_fit_for(rect_for(96), long, "en", compact=True, scale=scale)
        assert fit.elided
        assert len(fit.lines) == 2
        assert fit.px * scale >= cp.MIN_NAME_PX
        assert (fit.px - 1) * scale < cp.MIN_NAME_PX  # at the minimum, not above it


def test_a_name_cut_short_keeps_its_words_apart():
    # the second line is the rest of the name as written, spaces and all, cut at its end
    for lang in ("en", "th"):
        broken = 0
        for card in CARDS:
            name = card.display_name(lang)
            fit, _lay = cp.name_fit_for(rect_for(cp.MINIATURE_WIDTH), card, lang, compact=True)
            assert name.startswith(fit.lines[0])
            if len(fit.lines) == 2:
                broken += 1
                rest = name[len(fit.lines[0]):].strip()
                assert rest.startswith(fit.lines[1].removesuffix("…")), (name, fit.lines)
        # the miniature is narrow enough that some bundled names take two lines
        assert broken, lang


def test_the_hand_of_the_table_in_its_first_size_shows_every_name_whole(window):
    # the window opens at 1280 x 800: its Hand's cards are narrower than the sizes above
    from tests.gui.table_helpers import bundled

    window.start_game(bundled())
    width = window.hand_view.delegate.card_width
    assert width < 88
    for lang in ("en", "th"):
        cut = []
        for card in CARDS:
            fit, _lay = cp.name_fit_for(rect_for(width), card, lang, compact=True)
            if fit.px < cp.MIN_NAME_PX or fit.elided or len(fit.lines) > 2 or any(
                    line.endswith("…") for line in fit.lines):
                cut.append(f"{card.display_name(lang)}: {fit}")
        assert not cut, "\n".join(cut)


@pytest.mark.parametrize("width", [cp.MINIATURE_WIDTH, 69.0, 73.0, 96.0])
def test_the_upper_of_two_lines_stays_inside_the_panel_clear_of_every_arrow(width):
    rect = rect_for(width)
    arrows = cp.sight_arrow_polygons(rect, DIRECTIONS, compact=True)
    checked = 0
    for lang in ("en", "th"):
        for card in CARDS:
            fit, lay = cp.name_fit_for(rect, card, lang, compact=True)
            if len(fit.lines) != 2:
                continue
            checked += 1
            advance = QFontMetricsF(cardnames._name_font(fit.px, fit.stretch)).horizontalAdvance(
                fit.lines[0])
            line_h = fit.height / 2
            upper = QRectF(lay.name.center().x() - advance / 2, lay.name.top(), advance, line_h)
            assert lay.panel.contains(upper), (card.display_name(lang), width)
            for direction, arrow in arrows.items():
                assert not arrow.boundingRect().intersects(upper), (
                    card.display_name(lang), width, direction)
    assert checked, f"no bundled name takes two lines at {width} px"


def test_a_short_name_keeps_one_full_size_line():
    card = next(c for c in CARDS if len(c.display_name("en")) <= 10)
    fit, lay = cp.name_fit_for(rect_for(96), card, "en", compact=True)
    assert fit.lines == (card.display_name("en"),) and fit.stretch == 100
    assert lay == cp.face_layout(rect_for(96), compact=True)  # the picture keeps its room


def test_a_second_line_takes_room_from_the_picture_on_a_compact_card():
    card = max(CARDS, key=lambda c: len(c.display_name("en")))
    fit, lay = cp.name_fit_for(rect_for(96), card, "en", compact=True)
    plain = cp.face_layout(rect_for(96), compact=True)
    assert len(fit.lines) == 2
    assert lay.name.height() > plain.name.height()
    assert lay.art.bottom() < plain.art.bottom()
    assert lay.art.bottom() <= lay.name.top()


def test_the_painted_name_uses_the_fitted_size_on_a_scaled_arena(monkeypatch):
    # the painter measures the on-screen scale itself: a card drawn at the small Arena's
    # scale gets a name at least MIN_NAME_PX on screen
    card = max(CARDS, key=lambda c: len(c.display_name("th")))
    scale = 90.0 / CELL_W
    seen = []
    real = cp.paint_name

    def spy(painter, rect, fit):  # type: ignore[no-untyped-def]
        seen.append(fit)
        real(painter, rect, fit)

    monkeypatch.setattr(cp, "paint_name", spy)
    image = QImage(200, 200, QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0))
    painter = QPainter(image)
    painter.scale(scale, scale)
    cp.paint_arena_card(painter, rect_for(CARD_W), card, controller="first", owner="second",
                        lang="th")
    painter.end()
    assert len(seen) == 1
    assert seen[0].px * scale >= cp.MIN_NAME_PX
    assert not seen[0].elided


def test_a_miniature_shows_no_name_rather_than_an_unreadable_one():
    card = max(CARDS, key=lambda c: len(c.display_name("th")))
    for width, scale in ((51.0, 1.0), (CARD_W, 60.0 / CARD_W)):
        fit, lay = cp.name_fit_for(rect_for(width), card, "th", compact=True, scale=scale)
        assert fit.lines == ()
        plain = cp.face_layout(rect_for(width), compact=True)
        assert lay.art.bottom() == plain.name.bottom()  # the picture takes the name's band
    fit, _lay = cp.name_fit_for(rect_for(cp.MINIATURE_WIDTH), card, "th", compact=True)
    assert fit.lines and fit.px >= cp.MIN_NAME_PX


@pytest.mark.parametrize("lang", ["en", "th"])
def test_every_name_reads_whole_on_a_hand_card_of_any_size_that_shows_names(lang):
    """From the smallest card that shows a name (a miniature shows none) up, every
    bundled name is drawn whole: on two lines, or three on the smallest cards, never
    cut short ('Sand-Pagoda S…' on a maximised window's Hand)."""
    for width in range(int(cp.MINIATURE_WIDTH), 112, 2):
        for card in CARDS:
            fit, _lay = cp.name_fit_for(rect_for(width), card, lang, compact=True)
            assert fit.lines and not fit.elided, (width, card.display_name(lang), fit)
            assert not any(line.endswith("…") for line in fit.lines), (width, fit)
            assert fit.px >= cp.MIN_NAME_PX
            # the lines hold the whole name
            assert "".join(fit.lines).replace(" ", "") == \
                card.display_name(lang).replace(" ", ""), (width, fit)


@pytest.mark.parametrize("size", [(1024, 700), (1366, 768)])
def test_the_hand_of_a_small_table_keeps_its_names(qtbot, tmp_path, size):
    """On a small screen the Hand's cards stay large enough to show their names (a
    picked card rises less there, so the strip needs no more of the height)."""
    from PySide6.QtCore import QSettings

    from momon_desktop.ui.assembly import build_table
    from tests.gui.table_helpers import bundled

    window = build_table(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    window.start_game(bundled())
    qtbot.waitExposed(window)
    assert window.table.height() < size[1]
    width = window.hand_view.delegate.card_width
    assert width >= cp.MINIATURE_WIDTH, (size, width)
    for lang in ("en", "th"):
        for card in CARDS:
            fit, _lay = cp.name_fit_for(rect_for(width), card, lang, compact=True)
            assert fit.lines and not fit.elided, (size, card.display_name(lang))

# The table's own size on each screen: maximised under openbox (its title bar of about
# 21 pixels above it) and in full screen (F11), from 1024 x 700 up.
TABLE_SIZES = [(1024, 679), (1024, 700), (1280, 779), (1280, 800), (1366, 747), (1366, 768),
               (1920, 1059), (1920, 1080)]


@pytest.mark.parametrize("lang", ["en", "th"])
@pytest.mark.parametrize("size", TABLE_SIZES)
def test_the_hand_shows_every_name_whole_maximised_and_full_screen(window, qtbot, size, lang):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from tests.gui.table_helpers import bundled
    from tests.realinput.textcheck import painted_problems

    window.start_game(bundled())
    QTest.mouseClick(window.handover.ready_button, Qt.MouseButton.LeftButton)
    window.set_language(lang)
    window.resize(*size)
    qtbot.waitUntil(lambda: window.size().toTuple() == size)
    qtbot.waitUntil(lambda: window.hand_view.delegate.card_width >= 40)
    assert window.hand_model.rowCount() == 10
    assert painted_problems(window) == []
    # the Arena stays the largest part of the table
    board = window.arena_view.width() * window.arena_view.height()
    assert window.hand_view.width() * window.hand_view.height() < board
