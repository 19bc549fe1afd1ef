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

The geometry of a card (:mod:`.cardgeometry`), its words (:mod:`.carddescribe`), the
fitting of its name and text (:mod:`.cardnames`) and its tokens (:mod:`.cardtokens`)
have modules of their own; this module paints the face, the back and a card on the
Arena, and offers all of it as one interface.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
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
from momon_desktop.ui.look.cardnames import (
    INK_COLOUR,
    MIN_NAME_PX,
    MINIATURE_WIDTH,
    NameFit,
    clear_name_fits,
    draw_wrapped,
    fit_name,
    fit_name_in,
    name_fit_for,
    name_reads_whole,
    paint_name,
    screen_scale,
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
from momon_desktop.ui.look.fonts import layout_paragraphs, text_font, title_font
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
    "name_fit_for", "name_reads_whole", "paint_arena_card", "paint_name", "paint_card_back", "paint_card_face",
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
ARROW_COLOUR = theme.GOLD_BRIGHT
ARROW_OFF_COLOUR = QColor(120, 124, 150)
POWER_UP_COLOUR = QColor(30, 150, 80)
POWER_DOWN_COLOUR = QColor(200, 40, 50)


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
    draw_wrapped(painter, inner, text, start_px=w * 0.062, min_px=max(6.0, w * 0.036))


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
    _fit, lay = fit_name_in(face_layout(rect, compact=compact), card.display_name(lang),
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
    fit, lay = fit_name_in(lay, card.display_name(lang), compact, scale)
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
    clear_name_fits()
