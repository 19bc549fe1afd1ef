"""A card's words on its face: the name fitted to its band (one line, then condensed,
then two lines, never below :data:`MIN_NAME_PX` on screen, none on a miniature) and
the rules text wrapped in its box.

Part of the card painter's interface (:mod:`.cardpainter` offers these names too).
"""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QTextLayout

from momon_desktop.engine.carddefs import CardDef
from momon_desktop.ui.look.boundedcache import BoundedCache
from momon_desktop.ui.look.cardgeometry import FaceLayout, card_size, face_layout
from momon_desktop.ui.look.fonts import layout_paragraphs, lines_within, text_font, title_font

# the ink of a card's words
INK_COLOUR = QColor(40, 34, 30)


# A card name is never drawn smaller than this many pixels on screen (device-independent):
# the size at which the bundled Noto Serif Thai still shows its tone marks and vowels
# above and below the line apart, and the smallest bold Latin a player reads on a Hand
# card at arm's length.
MIN_NAME_PX = 11
# A card narrower than this on screen is a miniature (a position in a puzzle list, a
# result screen): it shows no name, as none could be read at MIN_NAME_PX on it.
MINIATURE_WIDTH = 64.0
# One line may be condensed to this width (percent), never narrower.
NAME_CONDENSED = 85
# The height of a line of the title font, as a multiple of its pixel size.
_TITLE_LINE = 1.4
# three lines of a small card's name sit a little closer
_THREE_LINE = 1.3


@dataclass(frozen=True)
class NameFit:
    """How a card name is drawn: pixel size (painter units), stretch (percent), lines, the
    height they take, and whether the last line had to be cut short."""

    px: int
    stretch: int
    lines: tuple[str, ...]
    height: float
    elided: bool = False


def _name_font(px: int, stretch: int) -> QFont:
    font = title_font(px)
    if stretch != 100:
        font.setStretch(stretch)
    return font


def _two_lines(name: str, font: QFont, width: float, first_width: float,
               anywhere: bool = False) -> tuple[list[str], bool]:
    """``name`` in at most two lines for a band ``width`` wide whose upper line may be
    ``first_width`` wide, and whether it had to be cut short (see
    :func:`~momon_desktop.ui.look.fonts.lines_within`). A name that would fit the upper
    line alone is still broken, since a single line lies where the band is ``width``
    wide."""
    lines, cut = lines_within(name, font, width, 2, anywhere=anywhere, first_width=first_width)
    if len(lines) == 1 and QFontMetricsF(font).horizontalAdvance(lines[0]) > width:
        lines, cut = lines_within(name, font, width, 2, anywhere=anywhere)
    return lines, cut


_name_fits: BoundedCache[tuple[str, float, float, float, float, float], NameFit] = (
    BoundedCache(1024))


def fit_name(name: str, width: float, height: float, *, min_px: float, max_height: float,
             first_width: float | None = None) -> NameFit:
    """Fit ``name`` to a band ``width`` by ``height`` (painter units) whose upper line of
    two may be ``first_width`` wide (``width`` by default); remembered, as a card is
    repainted often at the same size."""
    upper = width if first_width is None else max(width, first_width)
    key = (name, round(width, 2), round(height, 2), round(min_px, 2), round(max_height, 2),
           round(upper, 2))
    return _name_fits.get_or_make(key, lambda: _fit_name(
        name, width, height, min_px=min_px, max_height=max_height, first_width=upper))


def _fit_name(name: str, width: float, height: float, *, min_px: float, max_height: float,
              first_width: float) -> NameFit:
    """Fit ``name`` to a band ``width`` by ``height`` (painter units), the upper of two
    lines ``first_width`` wide.

    In order: one line from a full size down to half the band; the same condensed to
    :data:`NAME_CONDENSED`; two lines as large as ``max_height`` allows, plain then
    condensed; three lines where ``max_height`` has room for them (a Hand card on a small
    screen); last, two condensed lines at the minimum with the second cut short. No
    step goes below ``min_px`` (painter units for :data:`MIN_NAME_PX` on screen).
    """
    floor = max(1, math.ceil(min_px - 1e-6))
    start = max(floor, round(height * 0.62))
    one_floor = max(floor, round(height * 0.48))
    for stretch in (100, NAME_CONDENSED):
        for px in range(start, one_floor - 1, -1):
            font = _name_font(px, stretch)
            if QFontMetricsF(font).horizontalAdvance(name) <= width:
                return NameFit(px, stretch, (name,), px * _TITLE_LINE)
    two_start = max(floor, min(start, math.floor(max_height / (2 * _TITLE_LINE))))
    for stretch in (100, NAME_CONDENSED):
        for px in range(two_start, floor - 1, -1):
            font = _name_font(px, stretch)
            metrics = QFontMetricsF(font)
            lines, cut = _two_lines(name, font, width, first_width)
            room = (first_width, width) if len(lines) == 2 else (width,)
            if not cut and all(metrics.horizontalAdvance(x) <= w
                               for x, w in zip(lines, room, strict=True)):
                return NameFit(px, stretch, tuple(lines), len(lines) * px * _TITLE_LINE)
    # a small card whose band may grow over the picture: three lines before a name is cut
    three_start = min(start, math.floor(max_height / (3 * _THREE_LINE)))
    for stretch in (100, NAME_CONDENSED):
        for px in range(three_start, floor - 1, -1):
            font = _name_font(px, stretch)
            metrics = QFontMetricsF(font)
            lines, cut = lines_within(name, font, width, 3, first_width=first_width)
            if len(lines) == 3 and not cut and all(
                    metrics.horizontalAdvance(x) <= w
                    for x, w in zip(lines, (first_width, width, width), strict=True)):
                return NameFit(px, stretch, tuple(lines), 3 * px * _THREE_LINE)
    font = _name_font(floor, NAME_CONDENSED)
    lines, cut = _two_lines(name, font, width, first_width, anywhere=True)
    shown = lines or [""]
    return NameFit(floor, NAME_CONDENSED, tuple(shown), len(shown) * floor * _TITLE_LINE,
                   elided=cut)


def screen_scale(painter: QPainter) -> float:
    """Screen pixels (device-independent) per painter unit."""
    transform = painter.deviceTransform()
    scale = math.hypot(transform.m11(), transform.m12())
    device = painter.device()
    dpr = device.devicePixelRatioF() if device is not None else 1.0
    return scale / max(dpr, 0.01)


def name_fit_for(rect: QRectF, card: CardDef, lang: str, *, compact: bool,
                 scale: float = 1.0) -> tuple[NameFit, FaceLayout]:
    """How the name of ``card`` is drawn on a face filling ``rect`` seen at ``scale``
    screen pixels per unit, and the layout that makes room for it (a compact card's
    name band grows over the picture for a second line)."""
    lay = face_layout(rect, compact=compact)
    return fit_name_in(lay, card.display_name(lang), compact, scale)


def name_reads_whole(card: CardDef, lang: str, width: float, scale: float = 1.0) -> bool:
    """Whether the name of ``card`` on a compact face ``width`` units wide, seen at
    ``scale``, is written whole: at least :data:`MIN_NAME_PX` on screen, nothing cut
    short (a miniature writes no name at all)."""
    size = card_size(width)
    fit, _lay = name_fit_for(QRectF(0, 0, size.width(), size.height()), card, lang,
                             compact=True, scale=scale)
    return bool(fit.lines) and not fit.elided \
        and fit.px * scale >= MIN_NAME_PX - 1e-6 \
        and not any(line.endswith("…") for line in fit.lines)


def fit_name_in(lay: FaceLayout, name: str, compact: bool,
                 scale: float) -> tuple[NameFit, FaceLayout]:
    band = lay.name
    w = lay.outer.width()
    if w * scale < MINIATURE_WIDTH:
        art = QRectF(lay.art)
        art.setBottom(band.bottom())  # the picture takes the name's band
        return NameFit(0, 100, (), 0.0), dataclasses.replace(lay, art=art)
    min_px = MIN_NAME_PX / max(scale, 0.01)
    if compact:
        # the band may grow up over the picture, leaving at least half of it
        max_height = max(band.height(), band.bottom() - (lay.art.top() + lay.art.height() * 0.5))
    else:
        # two lines may use the header from the panel's top edge to the picture's
        max_height = band.height() * 1.3
    if compact:
        # the second line's band grows over the picture, clear of the corner arrows,
        # where the upper line may take the panel's width less a margin
        first_width = lay.panel.width() - w * 0.02
    else:
        first_width = band.width()
    fit = fit_name(name, band.width(), band.height(), min_px=min_px, max_height=max_height,
                   first_width=first_width)
    if compact and fit.height > band.height():
        grown = QRectF(band.left(), band.bottom() - fit.height, band.width(), fit.height)
        art = QRectF(lay.art)
        art.setBottom(grown.top() - w * 0.01)
        lay = dataclasses.replace(lay, name=grown, art=art)
    return fit, lay


def paint_name(painter: QPainter, rect: QRectF, fit: NameFit,
               colour: QColor = INK_COLOUR) -> None:
    """The card name as fitted, centred in ``rect`` (nothing on a miniature)."""
    if not fit.lines:
        return
    font = _name_font(fit.px, fit.stretch)
    painter.setFont(font)
    painter.setPen(colour)
    line_h = fit.height / max(1, len(fit.lines))
    top = rect.center().y() - fit.height / 2
    for i, line in enumerate(fit.lines):
        box = QRectF(rect.left() - line_h, top + i * line_h, rect.width() + 2 * line_h, line_h)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, line)


def _draw_layouts(
    painter: QPainter, rect: QRectF, layouts: list[QTextLayout], height: float, clip: bool = True
) -> None:
    painter.save()
    if clip:
        painter.setClipRect(rect, Qt.ClipOperation.IntersectClip)
    painter.setPen(INK_COLOUR)
    top = rect.top() + (rect.height() - height) / 2
    if clip:
        top = max(rect.top(), top)
    for layout in layouts:
        layout.draw(painter, QPointF(rect.left(), top))
    painter.restore()


def draw_wrapped(
    painter: QPainter, rect: QRectF, text: str, start_px: float, min_px: float
) -> None:
    """Draw ``text`` wrapped inside ``rect``, shrinking the font until it fits."""
    px = start_px
    while True:
        font = text_font(round(px))
        layouts, height = layout_paragraphs(text, font, rect.width())
        if height <= rect.height() or px <= min_px:
            break
        px = max(min_px, px * 0.92)
    _draw_layouts(painter, rect, layouts, height)


def clear_name_fits() -> None:
    """Forget every name fitted (the fonts or the language changed)."""
    _name_fits.clear()
