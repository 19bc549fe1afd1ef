"""Painting a card at any size: face, back, Marking Token and Ward Tokens.

Every view that shows a card (the Arena scene, hand and Void delegates, the
large preview, the card browser) calls these functions with a ``QPainter`` and
a ``QRectF``, so a card looks the same everywhere. Nothing here keeps state
except pixmap caches.

Orientation. A card on the Arena faces its owner (4.2.2) and its Snatch-Sight
is read from its owner's seat (4.3.3, P5.5). ``facing`` says where the owner's
Forward points on the painted rectangle: ``Facing.UP`` for a card shown the
way its owner reads it, ``Facing.DOWN`` for the far player's card seen from the
near seat. With ``Facing.DOWN`` the card is drawn turned half a turn, as it
lies on a real table, except its name and power: they are drawn upright for the
viewer in their places on the turned card (PD.15), so a 9 never reads as a 6.
``readable=True`` draws the whole face upright instead, while the Snatch-Sight
arrows still point where they act on the board. The Marking Token, the
controller's frame and the Ward Tokens show the controller; a card is never
rotated to show control (4.2.1, 4.2.2).

Names. A card name is fitted to its band on one line, then condensed, then on two
lines (which may take room from the picture on a compact card), and never drawn
smaller than :data:`MIN_NAME_PX` pixels on screen (:func:`fit_name`); a miniature
(narrower than :data:`MINIATURE_WIDTH` on screen) shows none.

The geometry of a card (:mod:`.cardgeometry`), its words (:mod:`.carddescribe`) and
its tokens (:mod:`.cardtokens`) have modules of their own; this module paints the face,
the back and a card on the Arena, and offers all of it as one interface.
"""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QTextLayout,
    QTransform,
)

from momon_desktop.engine.carddefs import DIRECTIONS, CardDef
from momon_desktop.ui.look import theme
from momon_desktop.ui.look.boundedcache import BoundedCache
from momon_desktop.ui.look.cardart import cached_pixmap, draw_art
from momon_desktop.ui.look.carddescribe import (
    card_text,
    describe_arena_card,
    describe_card,
    describe_card_back,
    direction_name,
    seat_colour_name,
    seat_name,
)
from momon_desktop.ui.look.cardgeometry import (
    CARD_ASPECT,
    COMPACT_WIDTH,
    FaceLayout,
    Facing,
    card_size,
    face_layout,
    facing_for,
    fit_card_rect,
    screen_vector,
    sight_arrow_polygons,
)
from momon_desktop.ui.look.cardtokens import (
    WARD_COLOUR,
    Control,
    control_frame_rects,
    paint_control,
    paint_control_frame,
    paint_marking_token,
    paint_ward_tokens,
    token_positions,
)
from momon_desktop.ui.look.fonts import layout_paragraphs, lines_within, text_font, title_font
from momon_desktop.ui.look.theme import SEAT_COLOURS, Seat

# The painter's whole interface, with the geometry, the words and the tokens of a card
# from the modules beside it.
__all__ = [
    "ARROW_COLOUR", "ARROW_OFF_COLOUR", "CARD_ASPECT", "COMPACT_WIDTH", "FRAME_COLOUR",
    "INK_COLOUR", "MINIATURE_WIDTH", "MIN_NAME_PX", "PANEL_COLOUR", "POWER_DOWN_COLOUR", "POWER_UP_COLOUR",
    "SEAT_COLOURS", "TRIM_COLOUR", "WARD_COLOUR", "Control", "FaceLayout", "Facing",
    "NameFit", "Seat", "card_face_pixmap", "card_size", "card_text", "clear_cache",
    "control_frame_rects", "describe_arena_card", "describe_card", "describe_card_back",
    "direction_name", "face_layout", "facing_for", "fit_card_rect", "fit_name",
    "name_fit_for", "paint_arena_card", "paint_card_back", "paint_card_face",
    "paint_control", "paint_control_frame", "paint_emblem", "paint_marking_token",
    "paint_ward_tokens", "screen_scale", "screen_vector", "seat_colour_name", "seat_name",
    "sight_arrow_polygons", "token_positions",
]

# --- colours ---------------------------------------------------------------

# The seats' colours (SEAT_COLOURS), the trim and the arrows come from the theme; each
# Marking Token also carries a pattern (cardtokens).
FRAME_COLOUR = QColor(38, 41, 61)
TRIM_COLOUR = theme.GOLD
PANEL_COLOUR = QColor(248, 241, 225)
INK_COLOUR = QColor(40, 34, 30)
ARROW_COLOUR = theme.GOLD_BRIGHT
ARROW_OFF_COLOUR = QColor(120, 124, 150)
POWER_UP_COLOUR = QColor(30, 150, 80)
POWER_DOWN_COLOUR = QColor(200, 40, 50)


# --- text helpers ------------------------------------------------------------


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
    return _fit_name_in(lay, card.display_name(lang), compact, scale)


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


def _fit_name_in(lay: FaceLayout, name: str, compact: bool,
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


def _draw_wrapped(
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


# --- card face ---------------------------------------------------------------


def _paint_frame(painter: QPainter, lay: FaceLayout) -> None:
    w = lay.outer.width()
    outer = QPainterPath()
    outer.addRoundedRect(lay.outer, lay.radius, lay.radius)
    frame = QLinearGradient(lay.outer.topLeft(), lay.outer.bottomRight())
    frame.setColorAt(0.0, FRAME_COLOUR.lighter(135))
    frame.setColorAt(1.0, FRAME_COLOUR)
    painter.setPen(QPen(QColor(15, 16, 26), max(1.0, w * 0.008)))
    painter.setBrush(frame)
    painter.drawPath(outer)
    panel = QPainterPath()
    panel_radius = lay.radius * 0.55
    panel.addRoundedRect(lay.panel, panel_radius, panel_radius)
    painter.setPen(QPen(TRIM_COLOUR, max(1.0, w * 0.012)))
    painter.setBrush(PANEL_COLOUR)
    painter.drawPath(panel)


def _paint_power_badge(
    painter: QPainter, lay: FaceLayout, printed: int, current: int, show_printed: bool,
    printed_above: bool = False,
) -> None:
    w = lay.outer.width()
    c, r = lay.badge_centre, lay.badge_radius
    if current > printed:
        ring = POWER_UP_COLOUR
    elif current < printed:
        ring = POWER_DOWN_COLOUR
    else:
        ring = TRIM_COLOUR
    painter.setPen(QPen(QColor(15, 16, 26), max(1.0, w * 0.008)))
    painter.setBrush(ring)
    painter.drawEllipse(c, r, r)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(FRAME_COLOUR)
    painter.drawEllipse(c, r * 0.8, r * 0.8)
    font = title_font(round(r * 1.25))
    painter.setFont(font)
    painter.setPen(QColor(255, 255, 255))
    box = QRectF(c.x() - r, c.y() - r * 1.05, 2 * r, 2 * r)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(current))
    if current in (6, 9):
        # cards lie both ways up on the Arena: a bar tells 6 from 9
        pen = QPen(QColor(255, 255, 255), max(1.0, r * 0.1))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        bar_y = c.y() + r * 0.55
        painter.drawLine(QPointF(c.x() - r * 0.22, bar_y), QPointF(c.x() + r * 0.22, bar_y))
    if current == printed:
        return
    # 4.6.1: a modified power is shown with its change; the triangle is a cue
    # that does not rely on telling green from red.
    up = current > printed
    tri_c = QPointF(c.x() + r * 0.78, c.y() + r * 0.78)
    s = r * 0.42
    tri = QPolygonF(
        [
            QPointF(tri_c.x(), tri_c.y() - s if up else tri_c.y() + s),
            QPointF(tri_c.x() - s, tri_c.y() + s * 0.7 if up else tri_c.y() - s * 0.7),
            QPointF(tri_c.x() + s, tri_c.y() + s * 0.7 if up else tri_c.y() - s * 0.7),
        ]
    )
    painter.setPen(QPen(QColor(255, 255, 255), max(1.0, w * 0.006)))
    painter.setBrush(ring)
    painter.drawPolygon(tri)
    if not show_printed:
        return
    label = f"{printed} \u2192 {current}"
    font = text_font(round(r * 0.62), bold=True)
    metrics = QFontMetricsF(font)
    pill = QRectF(0, 0, metrics.horizontalAdvance(label) + r * 0.6, metrics.height() + r * 0.1)
    pill.moveCenter(QPointF(c.x(), c.y() + (-r * 1.45 if printed_above else r * 1.45)))
    painter.setPen(QPen(QColor(255, 255, 255), max(1.0, w * 0.006)))
    painter.setBrush(ring)
    painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
    painter.setFont(font)
    painter.setPen(QColor(255, 255, 255))
    painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, label)


def _paint_art_window(painter: QPainter, lay: FaceLayout, card: CardDef) -> None:
    w = lay.outer.width()
    path = QPainterPath()
    radius = w * 0.03
    path.addRoundedRect(lay.art, radius, radius)
    painter.save()
    painter.setClipPath(path, Qt.ClipOperation.IntersectClip)
    draw_art(painter, lay.art, card)
    painter.restore()
    painter.setPen(QPen(FRAME_COLOUR, max(1.0, w * 0.012)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)


def _paint_text_box(painter: QPainter, lay: FaceLayout, card: CardDef, lang: str) -> None:
    if lay.text is None:
        return
    w = lay.outer.width()
    box = lay.text
    painter.setPen(QPen(TRIM_COLOUR.darker(115), max(1.0, w * 0.006)))
    painter.setBrush(QColor(255, 251, 240))
    painter.drawRoundedRect(box, w * 0.025, w * 0.025)
    text = card_text(card, lang)
    if not text:
        # a vanilla Momon: a small ornament instead of text
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(TRIM_COLOUR)
        c = box.center()
        for k in (-1, 0, 1):
            s = w * (0.028 if k == 0 else 0.018)
            x = c.x() + k * w * 0.08
            painter.drawPolygon(
                QPolygonF(
                    [
                        QPointF(x, c.y() - s),
                        QPointF(x + s, c.y()),
                        QPointF(x, c.y() + s),
                        QPointF(x - s, c.y()),
                    ]
                )
            )
        return
    inner = _text_inner(lay)
    _draw_wrapped(painter, inner, text, start_px=w * 0.062, min_px=max(6.0, w * 0.036))


def _text_inner(lay: FaceLayout) -> QRectF:
    assert lay.text is not None
    w = lay.outer.width()
    return lay.text.adjusted(w * 0.035, w * 0.025, -w * 0.035, -w * 0.025)


def _text_fits(text: str, lay: FaceLayout) -> bool:
    """Whether ``text`` fits the layout's text box at a comfortable size."""
    if not text or lay.text is None:
        return True
    inner = _text_inner(lay)
    font = text_font(round(lay.outer.width() * 0.052))
    return layout_paragraphs(text, font, inner.width())[1] <= inner.height()


def _paint_sight(
    painter: QPainter, rect: QRectF, sight: tuple[str, ...], facing: Facing, compact: bool,
    framed: bool = False,
) -> None:
    w = rect.width()
    all_dirs = sight_arrow_polygons(rect, DIRECTIONS, facing, compact=compact)
    active = sight_arrow_polygons(rect, sight, facing, compact=compact)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ARROW_OFF_COLOUR)
    for direction, poly in all_dirs.items():
        if direction in active:
            continue
        # unused directions: a small dot where the arrow would be, so the
        # eight positions read as a compass
        c = poly.boundingRect().center()
        painter.drawEllipse(c, w * 0.012, w * 0.012)
    painter.setPen(
        QPen(
            QColor(60, 30, 0),
            # on a controller's frame (orange and stripes) the arrows need a firmer edge
            max(1.0, w * (0.018 if framed else 0.01)),
            Qt.PenStyle.SolidLine,
            Qt.PenCapStyle.RoundCap,
            Qt.PenJoinStyle.RoundJoin,
        )
    )
    painter.setBrush(ARROW_COLOUR)
    for poly in active.values():
        painter.drawPolygon(poly)


def face_marks(rect: QRectF, card: CardDef, *, lang: str = "en", facing: Facing = Facing.UP,
               readable: bool = False, scale: float = 1.0) -> tuple[QRectF, QRectF]:
    """Where the name and the power (its badge, with the change beside or under it) of
    ``card`` are drawn on a face filling ``rect`` seen at ``scale`` screen pixels per
    unit: what a label laid over the card must leave visible (:func:`clear_band`)."""
    compact = rect.width() * scale < COMPACT_WIDTH
    _fit, lay = _fit_name_in(face_layout(rect, compact=compact), card.display_name(lang),
                             compact, scale)
    turned = facing is Facing.DOWN and not readable
    if turned:
        lay = _turned(lay, rect)
    c, r = lay.badge_centre, lay.badge_radius
    badge = QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r)
    if not compact:  # the printed power's pill under (or over) the badge
        badge = badge.united(QRectF(c.x() - r * 1.6, c.y() + (-r * 2.0 if turned else 0.0),
                                    r * 3.2, r * 2.0))
    return QRectF(lay.name), badge


def clear_band(rect: QRectF, marks: tuple[QRectF, ...], *, upper: bool,
               least: float, tokens: bool = True) -> QRectF | None:
    """The tallest strip across a card in ``rect`` (and a little beyond its sides) that
    covers none of ``marks`` (name, power: :func:`face_marks`) nor, with ``tokens``, the
    Marking and Ward Tokens on its midline, in the card's ``upper`` or lower half (without
    ``tokens``, reaching over the midline into the other half); None when it would be
    lower than ``least``."""
    _marking, _ward, radius = token_positions(rect)
    centre = rect.center().y()
    if tokens:
        # the Ward Tokens' second shield sits a little above the first
        tokens_top, tokens_bottom = centre - radius * 1.2, centre + radius * 1.05
    else:
        tokens_top, tokens_bottom = rect.bottom(), rect.top()
    if upper:
        top, bottom = rect.top(), tokens_top
        for mark in marks:
            if mark.bottom() > top and mark.top() < bottom:
                if mark.center().y() < centre:
                    top = max(top, mark.bottom())
                else:
                    bottom = min(bottom, mark.top())
    else:
        top, bottom = tokens_bottom, rect.bottom()
        for mark in marks:
            if mark.bottom() > top and mark.top() < bottom:
                if mark.center().y() > centre:
                    bottom = min(bottom, mark.top())
                else:
                    top = max(top, mark.bottom())
    gap = rect.width() * 0.015
    top, bottom = top + gap, bottom - gap
    if bottom - top < least:
        return None
    return QRectF(rect.left() - 6, top, rect.width() + 12, bottom - top)


def paint_card_face(
    painter: QPainter,
    rect: QRectF,
    card: CardDef,
    *,
    lang: str = "en",
    power: int | None = None,
    facing: Facing = Facing.UP,
    readable: bool = False,
    compact: bool | None = None,
    control: Control | None = None,
) -> None:
    """Paint the face of ``card`` filling ``rect``.

    ``power`` is the current power (P5.4) when it differs from the printed one;
    ``facing`` and ``readable`` are explained in the module docstring;
    ``compact`` forces or forbids the small layout without rules text (by
    default it is chosen from the on-screen width); ``control`` frames the card in
    its controller's colour and pattern (4.2.1), under the Snatch-Sight arrows.
    """
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    scale = screen_scale(painter)
    if compact is None:
        compact = rect.width() * scale < COMPACT_WIDTH
    current = card.power if power is None else power
    turned = facing is Facing.DOWN and not readable
    lay = face_layout(rect, compact=compact)
    if not compact:
        # long rules text takes room from the picture before its font gets small
        for art_scale in (0.88, 0.76, 0.66):
            if _text_fits(card_text(card, lang), lay):
                break
            lay = face_layout(rect, compact=compact, art_scale=art_scale)
    fit, lay = _fit_name_in(lay, card.display_name(lang), compact, scale)
    painter.save()
    if turned:
        c = rect.center()
        painter.translate(c)
        painter.rotate(180.0)
        painter.translate(-c)
    _paint_frame(painter, lay)
    _paint_art_window(painter, lay, card)
    _paint_text_box(painter, lay, card, lang)
    painter.restore()
    if turned:
        # PD.15: the card faces its owner, its name and power read upright for the viewer
        # where they lie on the turned card
        lay = _turned(lay, rect)
    paint_name(painter, lay.name, fit)
    _paint_power_badge(painter, lay, card.power, current, show_printed=not compact,
                       printed_above=turned)
    if control is not None:
        paint_control(painter, rect, control)
    _paint_sight(painter, rect, tuple(card.sight), facing, compact, framed=control is not None)
    painter.restore()


def _turned(lay: FaceLayout, rect: QRectF) -> FaceLayout:
    """``lay`` turned half a turn about the centre of ``rect``."""
    c = rect.center()

    def box(r: QRectF) -> QRectF:
        return QRectF(2 * c.x() - r.right(), 2 * c.y() - r.bottom(), r.width(), r.height())

    badge = lay.badge_centre
    return dataclasses.replace(
        lay,
        name=box(lay.name),
        art=box(lay.art),
        text=None if lay.text is None else box(lay.text),
        badge_centre=QPointF(2 * c.x() - badge.x(), 2 * c.y() - badge.y()),
    )


# --- card back ------------------------------------------------------------------


def paint_card_back(painter: QPainter, rect: QRectF) -> None:
    """Paint the back of a card (face-down Void cards, the opponent's Hand)."""
    w = rect.width()
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    outer = QPainterPath()
    radius = w * 0.065
    outer.addRoundedRect(rect, radius, radius)
    grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
    grad.setColorAt(0.0, QColor(52, 58, 110))
    grad.setColorAt(1.0, QColor(26, 28, 58))
    painter.setPen(QPen(QColor(15, 16, 26), max(1.0, w * 0.008)))
    painter.setBrush(grad)
    painter.drawPath(outer)
    inner = rect.adjusted(w * 0.07, w * 0.07, -w * 0.07, -w * 0.07)
    painter.save()
    painter.setClipRect(inner)
    # a lattice of small lotus buds, the same ornament as the card art backgrounds
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.with_alpha(TRIM_COLOUR, 60))
    step = w * 0.12
    rows = int(inner.height() / (step * 0.8)) + 2
    cols = int(inner.width() / step) + 2
    for row in range(rows):
        for col in range(cols):
            x = inner.left() + col * step + (step / 2 if row % 2 else 0)
            y = inner.top() + row * step * 0.8
            s = step * 0.3
            bud = QPainterPath(QPointF(x, y - s))
            bud.quadTo(x + s * 0.9, y, x, y + s)
            bud.quadTo(x - s * 0.9, y, x, y - s)
            painter.drawPath(bud)
    painter.restore()
    painter.setPen(QPen(TRIM_COLOUR, max(1.0, w * 0.012)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(inner, radius * 0.5, radius * 0.5)
    paint_emblem(painter, rect.center(), w * 0.2)
    painter.restore()


def paint_emblem(painter: QPainter, centre: QPointF, radius: float) -> None:
    """The Momon emblem (a gem inside a gold ring): card backs and the app icon."""
    c, r = centre, radius
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(QPen(TRIM_COLOUR, max(1.0, r * 0.1)))
    painter.setBrush(QColor(30, 32, 66))
    painter.drawEllipse(c, r, r)
    painter.setPen(QPen(TRIM_COLOUR.lighter(120), max(1.0, r * 0.04)))
    painter.drawEllipse(c, r * 0.8, r * 0.8)
    gem = QPolygonF(
        [
            QPointF(c.x(), c.y() - r * 0.62),
            QPointF(c.x() + r * 0.45, c.y()),
            QPointF(c.x(), c.y() + r * 0.62),
            QPointF(c.x() - r * 0.45, c.y()),
        ]
    )
    gem_grad = QLinearGradient(QPointF(c.x(), c.y() - r * 0.6), QPointF(c.x(), c.y() + r * 0.6))
    gem_grad.setColorAt(0.0, QColor(255, 230, 140))
    gem_grad.setColorAt(1.0, QColor(214, 150, 40))
    painter.setBrush(gem_grad)
    painter.setPen(QPen(QColor(90, 60, 10), max(1.0, r * 0.04)))
    painter.drawPolygon(gem)
    painter.drawLine(QPointF(c.x() - r * 0.45, c.y()), QPointF(c.x() + r * 0.45, c.y()))
    painter.restore()


# --- a card on the Arena ---------------------------------------------------------


def paint_arena_card(
    painter: QPainter,
    rect: QRectF,
    card: CardDef,
    *,
    controller: Seat,
    owner: Seat,
    viewer: Seat = "first",
    lang: str = "en",
    power: int | None = None,
    wards: int = 0,
    readable: bool = False,
    marking_label: str = "",
) -> None:
    """Paint a card as it lies on the Arena: face toward its owner (4.2.2), framed in its
    controller's colour and pattern, Marking Token (4.2.1), Ward Tokens (P10.4)."""
    paint_card_face(
        painter,
        rect,
        card,
        lang=lang,
        power=power,
        facing=facing_for(owner, viewer),
        readable=readable,
        control=Control(controller),
    )
    marking, ward, radius = token_positions(rect)
    paint_marking_token(painter, marking, radius, controller, marking_label)
    paint_ward_tokens(painter, ward, radius * 2.0, wards)


# --- pixmap cache -------------------------------------------------------------------

_cache: BoundedCache[tuple[object, ...], QPixmap] = BoundedCache(256)


def card_face_pixmap(
    card: CardDef,
    size: QSize,
    device_pixel_ratio: float = 1.0,
    *,
    lang: str = "en",
    power: int | None = None,
    facing: Facing = Facing.UP,
    readable: bool = False,
) -> QPixmap:
    """A cached pixmap of the card face at ``size`` logical pixels, for list delegates."""
    dpr = max(0.25, float(device_pixel_ratio))
    key = (
        card.set_id,
        card.id,
        card.power,
        tuple(card.sight),
        lang,
        power,
        facing,
        readable,
        size.width(),
        size.height(),
        round(dpr, 3),
        card.display_name(lang),
        card_text(card, lang),
    )
    return cached_pixmap(
        _cache,
        key,
        size,
        dpr,
        lambda painter, rect: paint_card_face(
            painter, rect, card, lang=lang, power=power, facing=facing, readable=readable
        ),
    )


def clear_cache() -> None:
    """Forget every cached card face and name fitting (after a language change or a
    card-set reload)."""
    _cache.clear()
    _name_fits.clear()


# --- shadows -------------------------------------------------------------------

_shadows: BoundedCache[tuple[object, ...], QPixmap] = BoundedCache(64)


def draw_shadow(painter: QPainter, rect: QRectF, radius: float, colour: QColor) -> None:
    """A soft-edged rounded rectangle of ``colour`` under a card at ``rect`` (antialiased,
    no outline), as ``drawRoundedRect`` paints it, from a cached picture.

    Antialiasing a large rounded rectangle costs far more than drawing a picture of it.
    The picture is painted with the rectangle at the same fraction of a device pixel
    as it lands on, then drawn on whole pixels, so it covers the pixels painting it
    would cover, as much as painting would cover them. Under a transform other than a
    move the rectangle is painted as it is.
    """
    transform = painter.worldTransform()
    if not transform.isIdentity() and transform.type() != QTransform.TransformationType.TxTranslate:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawRoundedRect(rect, radius, radius)
        painter.restore()
        return
    device = painter.device()
    dpr = max(0.25, float(device.devicePixelRatioF())) if device is not None else 1.0
    # where the rectangle's corner lands, in device pixels
    x = (rect.left() + transform.dx()) * dpr
    y = (rect.top() + transform.dy()) * dpr
    whole_x, whole_y = math.floor(x), math.floor(y)
    frac_x, frac_y = x - whole_x, y - whole_y
    width, height = rect.width(), rect.height()
    key = (round(width, 4), round(height, 4), round(radius, 4), colour.rgba(),
           round(frac_x, 4), round(frac_y, 4), round(dpr, 3))
    size = QSize(math.ceil(width + (frac_x + 1) / dpr), math.ceil(height + (frac_y + 1) / dpr))

    def paint(p: QPainter, _bounds: QRectF) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        p.drawRoundedRect(QRectF(frac_x / dpr, frac_y / dpr, width, height), radius, radius)

    pixmap = cached_pixmap(_shadows, key, size, dpr, paint)
    painter.drawPixmap(QPointF(whole_x / dpr - transform.dx(), whole_y / dpr - transform.dy()),
                       pixmap)
