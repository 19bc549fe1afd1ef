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
lies on a real table; ``readable=True`` keeps the printing upright for the
viewer instead, while the Snatch-Sight arrows still point where they act on
the board. The Marking Token and Ward Tokens are always drawn upright for the
viewer; they show the controller, and a card is never rotated to show control
(4.2.2).
"""

from __future__ import annotations

import enum
import math
from collections import OrderedDict
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import (
    QBrush,
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
    QTextOption,
)

from momon_desktop.engine.carddefs import DIRECTIONS, CardDef
from momon_desktop.ui.look import theme
from momon_desktop.ui.look.cardart import cached_pixmap, draw_art
from momon_desktop.ui.look.fonts import text_font, title_font
from momon_desktop.ui.look.theme import SEAT_COLOURS, Seat

# Poker-card proportions (63 x 88 mm).
CARD_ASPECT = 63.0 / 88.0
# Below this width (in device-independent pixels) the rules text is left out and
# the picture takes its place: at hand size it could not be read anyway.
COMPACT_WIDTH = 150.0


class Facing(enum.Enum):
    """Where the card owner's Forward points on the painted rectangle."""

    UP = "up"
    DOWN = "down"


def facing_for(owner: Seat, viewer: Seat = "first") -> Facing:
    """The facing of a card owned by ``owner`` on an Arena seen from ``viewer``'s seat.

    A card faces its owner (4.2.2): the viewer's own cards point up the screen,
    the opponent's cards point down it.
    """
    return Facing.UP if owner == viewer else Facing.DOWN


# Screen vectors (x right, y down) of each direction for a card facing up (P5.3).
_UP_VECTORS: dict[str, tuple[int, int]] = {
    "F": (0, -1),
    "FR": (1, -1),
    "R": (1, 0),
    "BR": (1, 1),
    "B": (0, 1),
    "BL": (-1, 1),
    "L": (-1, 0),
    "FL": (-1, -1),
}


def screen_vector(direction: str, facing: Facing) -> tuple[int, int]:
    """The on-screen step (dx, dy), y pointing down, of a Snatch-Sight ``direction``.

    Facing up, Forward is up the screen and Right is to the right; facing down,
    both are turned half a turn (P5.5: the row-4 player's Forward is toward
    row 1 and their Right toward column A).
    """
    dx, dy = _UP_VECTORS[direction]
    if facing is Facing.DOWN:
        return -dx, -dy
    return dx, dy


# --- colours ---------------------------------------------------------------

# The seats' colours (SEAT_COLOURS), the trim and the arrows come from the theme; each
# Marking Token also carries a pattern (see below).
FRAME_COLOUR = QColor(38, 41, 61)
TRIM_COLOUR = theme.GOLD
PANEL_COLOUR = QColor(248, 241, 225)
INK_COLOUR = QColor(40, 34, 30)
ARROW_COLOUR = theme.GOLD_BRIGHT
ARROW_OFF_COLOUR = QColor(120, 124, 150)
POWER_UP_COLOUR = QColor(30, 150, 80)
POWER_DOWN_COLOUR = QColor(200, 40, 50)
WARD_COLOUR = QColor(92, 184, 196)


def seat_name(seat: Seat) -> str:
    """The translated name of a seat, for tooltips and legends."""
    if seat == "first":
        return QCoreApplication.translate("CardPainter", "First player")
    return QCoreApplication.translate("CardPainter", "Second player")


def seat_colour_name(seat: Seat) -> str:
    """The translated name of a seat's Marking Token colour and pattern."""
    if seat == "first":
        return QCoreApplication.translate("CardPainter", "blue, ringed")
    return QCoreApplication.translate("CardPainter", "orange, striped")


def direction_name(direction: str) -> str:
    """The translated full name of a Snatch-Sight direction (``"FR"`` -> "Forward-Right")."""
    names = {
        "F": QCoreApplication.translate("CardPainter", "Forward"),
        "FR": QCoreApplication.translate("CardPainter", "Forward-Right"),
        "R": QCoreApplication.translate("CardPainter", "Right"),
        "BR": QCoreApplication.translate("CardPainter", "Back-Right"),
        "B": QCoreApplication.translate("CardPainter", "Back"),
        "BL": QCoreApplication.translate("CardPainter", "Back-Left"),
        "L": QCoreApplication.translate("CardPainter", "Left"),
        "FL": QCoreApplication.translate("CardPainter", "Forward-Left"),
    }
    return names[direction]


def card_text(card: CardDef, lang: str) -> str:
    """The card's ability text in ``lang``, falling back to English, or ``""``."""
    return card.text.get(lang) or card.text.get("en") or ""


def describe_card(card: CardDef, lang: str = "en", power: int | None = None) -> str:
    """A short description of a card for tooltips and screen readers (4.6.1)."""
    lines = [card.display_name(lang)]
    current = card.power if power is None else power
    if current == card.power:
        lines.append(
            QCoreApplication.translate("CardPainter", "Power %1").replace("%1", str(current))
        )
    else:
        lines.append(
            QCoreApplication.translate("CardPainter", "Power %1 (printed %2)")
            .replace("%1", str(current))
            .replace("%2", str(card.power))
        )
    sight = [direction_name(d) for d in DIRECTIONS if d in card.sight]
    if sight:
        joined = ", ".join(sight)
        lines.append(
            QCoreApplication.translate("CardPainter", "Snatch-Sight: %1").replace("%1", joined)
        )
    else:
        lines.append(QCoreApplication.translate("CardPainter", "Snatch-Sight: none"))
    text = card_text(card, lang)
    if text:
        lines.append(text)
    return "\n".join(lines)


def describe_arena_card(
    card: CardDef,
    *,
    owner: Seat,
    controller: Seat,
    wards: int = 0,
    lang: str = "en",
    power: int | None = None,
) -> str:
    """:func:`describe_card` plus what the Arena adds: owner, controller and Ward Tokens (4.2.1)."""
    lines = [describe_card(card, lang, power)]
    lines.append(
        QCoreApplication.translate("CardPainter", "Owner: %1").replace("%1", seat_name(owner))
    )
    lines.append(
        QCoreApplication.translate("CardPainter", "Controller: %1 (Marking Token %2)")
        .replace("%1", seat_name(controller))
        .replace("%2", seat_colour_name(controller))
    )
    if wards > 0:
        lines.append(
            QCoreApplication.translate("CardPainter", "Ward Tokens: %1").replace("%1", str(wards))
        )
    return "\n".join(lines)


def describe_card_back() -> str:
    """The accessible description of a face-down card (4.5.2)."""
    return QCoreApplication.translate("CardPainter", "Face-down card")


# --- geometry ----------------------------------------------------------------


def card_size(width: float) -> QSizeF:
    """The size of a card ``width`` pixels wide."""
    return QSizeF(width, width / CARD_ASPECT)


def fit_card_rect(bounds: QRectF) -> QRectF:
    """The largest card rectangle centred in ``bounds``."""
    width = min(bounds.width(), bounds.height() * CARD_ASPECT)
    size = card_size(width)
    rect = QRectF(QPointF(0, 0), size)
    rect.moveCenter(bounds.center())
    return rect


@dataclass(frozen=True)
class FaceLayout:
    """Where each part of a card face goes, in the card's own upright frame."""

    outer: QRectF
    radius: float
    panel: QRectF
    badge_centre: QPointF
    badge_radius: float
    name: QRectF
    art: QRectF
    text: QRectF | None


def face_layout(rect: QRectF, *, compact: bool | None = None, art_scale: float = 1.0) -> FaceLayout:
    """The layout of a card face filling ``rect`` (upright).

    ``compact`` leaves out the text box; ``art_scale`` (at most 1) shortens the
    picture to give long rules text more room.
    """
    w = rect.width()
    h = rect.height()
    if compact is None:
        compact = w < COMPACT_WIDTH
    x0, y0 = rect.left(), rect.top()
    border = w * 0.06
    panel = QRectF(x0 + border, y0 + border, w - 2 * border, h - 2 * border)
    art_left = x0 + w * 0.09
    art_width = w - 2 * (w * 0.09)
    if compact:
        # hand size: the picture fills the top, the badge sits on its corner and
        # the name gets the full width of a band along the bottom
        badge_r = w * 0.12
        badge_c = QPointF(x0 + w * 0.21, y0 + w * 0.21)
        name = QRectF(x0 + w * 0.1, y0 + h - w * 0.29, w - w * 0.2, w * 0.2)
        art_top = y0 + w * 0.1
        art = QRectF(art_left, art_top, art_width, name.top() - w * 0.01 - art_top)
        return FaceLayout(rect, w * 0.065, panel, badge_c, badge_r, name, art, None)
    badge_r = w * 0.095
    badge_c = QPointF(x0 + w * 0.2, y0 + w * 0.165)
    name_left = badge_c.x() + badge_r + w * 0.015
    # the name stops short of the Forward-Right corner arrow
    name = QRectF(name_left, y0 + w * 0.085, panel.right() - name_left - w * 0.05, w * 0.16)
    art_top = y0 + w * 0.27
    art = QRectF(art_left, art_top, art_width, art_width / 1.3 * min(1.0, art_scale))
    text_top = art.bottom() + w * 0.035
    text = QRectF(art_left, text_top, art_width, y0 + h - w * 0.1 - text_top)
    return FaceLayout(rect, w * 0.065, panel, badge_c, badge_r, name, art, text)


def sight_arrow_polygons(
    rect: QRectF,
    sight: tuple[str, ...] | list[str],
    facing: Facing = Facing.UP,
    *,
    compact: bool = False,
) -> dict[str, QPolygonF]:
    """The Snatch-Sight arrows of a card in ``rect``, in screen coordinates.

    One triangle per direction in ``sight``, on the card's edge (orthogonal
    directions) or corner (diagonal ones), its tip pointing outward along the
    direction's screen vector for ``facing``. Compact (small) cards get
    proportionally larger arrows: on the Arena they are the key to the board.
    """
    w = rect.width()
    centre = rect.center()
    half_w, half_h = rect.width() / 2, rect.height() / 2
    size = 1.5 if compact else 1.0
    length = w * 0.07 * size
    half_base = w * 0.065 * size
    inset = w * 0.01
    arrows: dict[str, QPolygonF] = {}
    for direction in DIRECTIONS:
        if direction not in sight:
            continue
        dx, dy = screen_vector(direction, facing)
        if dx and dy:
            # corners: pull the tip in along the diagonal to clear the rounded corner
            pull = w * 0.03
            tip = QPointF(
                centre.x() + dx * (half_w - inset - pull), centre.y() + dy * (half_h - inset - pull)
            )
            norm = math.sqrt(2.0)
            ux, uy = dx / norm, dy / norm
            length_here, half_here = length, half_base * 0.9
        else:
            tip = QPointF(centre.x() + dx * (half_w - inset), centre.y() + dy * (half_h - inset))
            ux, uy = float(dx), float(dy)
            length_here, half_here = length, half_base
        base = QPointF(tip.x() - ux * length_here, tip.y() - uy * length_here)
        px, py = -uy, ux  # perpendicular
        arrows[direction] = QPolygonF(
            [
                tip,
                QPointF(base.x() + px * half_here, base.y() + py * half_here),
                QPointF(base.x() - px * half_here, base.y() - py * half_here),
            ]
        )
    return arrows


# --- text helpers ------------------------------------------------------------


def _fits_line(text: str, font: QFont, width: float) -> bool:
    return QFontMetricsF(font).horizontalAdvance(text) <= width


def _paint_name(painter: QPainter, rect: QRectF, name: str, compact: bool) -> None:
    """The card name: one line, shrinking to fit; then two lines; then elided."""
    h = rect.height()
    px = h * 0.62
    while px >= h * 0.42:
        font = title_font(round(px))
        if _fits_line(name, font, rect.width()):
            _draw_line(painter, rect, name, font)
            return
        px *= 0.94
    if not compact:
        # two lines, broken only between words (Qt finds Thai word boundaries too)
        px = h * 0.36
        while px >= h * 0.27:
            layouts, height = _layout_paragraphs(
                name, title_font(round(px)), rect.width(), QTextOption.WrapMode.WordWrap
            )
            lines = [layout.lineAt(i) for layout in layouts for i in range(layout.lineCount())]
            fits = all(line.naturalTextWidth() <= rect.width() + 0.5 for line in lines)
            if fits and len(lines) <= 2 and height <= h * 1.2:
                _draw_layouts(painter, rect, layouts, height, clip=False)
                return
            px *= 0.94
    font = title_font(round(h * 0.42))
    shown = QFontMetricsF(font).elidedText(name, Qt.TextElideMode.ElideRight, rect.width())
    _draw_line(painter, rect, shown, font)


def _draw_line(painter: QPainter, rect: QRectF, text: str, font: QFont) -> None:
    painter.setFont(font)
    painter.setPen(INK_COLOUR)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def _layout_paragraphs(
    text: str,
    font: QFont,
    width: float,
    wrap: QTextOption.WrapMode = QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere,
) -> tuple[list[QTextLayout], float]:
    """Lay ``text`` out in lines ``width`` wide; returns the layouts and their total height."""
    option = QTextOption()
    option.setWrapMode(wrap)
    option.setAlignment(Qt.AlignmentFlag.AlignHCenter)
    layouts: list[QTextLayout] = []
    y = 0.0
    leading = QFontMetricsF(font).leading()
    for paragraph in text.split("\n"):
        layout = QTextLayout(paragraph, font)
        layout.setTextOption(option)
        layout.beginLayout()
        while True:
            line = layout.createLine()
            if not line.isValid():
                break
            line.setLineWidth(width)
            line.setPosition(QPointF(0, y))
            y += line.height() + leading
        layout.endLayout()
        layouts.append(layout)
    return layouts, y


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
        layouts, height = _layout_paragraphs(text, font, rect.width())
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
    painter: QPainter, lay: FaceLayout, printed: int, current: int, show_printed: bool
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
    pill.moveCenter(QPointF(c.x(), c.y() + r * 1.45))
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
    return _layout_paragraphs(text, font, inner.width())[1] <= inner.height()


def _paint_sight(
    painter: QPainter, rect: QRectF, sight: tuple[str, ...], facing: Facing, compact: bool
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
            max(1.0, w * 0.01),
            Qt.PenStyle.SolidLine,
            Qt.PenCapStyle.RoundCap,
            Qt.PenJoinStyle.RoundJoin,
        )
    )
    painter.setBrush(ARROW_COLOUR)
    for poly in active.values():
        painter.drawPolygon(poly)


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
) -> None:
    """Paint the face of ``card`` filling ``rect``.

    ``power`` is the current power (P5.4) when it differs from the printed one;
    ``facing`` and ``readable`` are explained in the module docstring;
    ``compact`` forces or forbids the small layout without rules text (by
    default it is chosen from the on-screen width).
    """
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    if compact is None:
        scale = math.hypot(painter.deviceTransform().m11(), painter.deviceTransform().m12())
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        compact = rect.width() * scale / max(dpr, 0.01) < COMPACT_WIDTH
    current = card.power if power is None else power
    painter.save()
    if facing is Facing.DOWN and not readable:
        c = rect.center()
        painter.translate(c)
        painter.rotate(180.0)
        painter.translate(-c)
    lay = face_layout(rect, compact=compact)
    if not compact:
        # long rules text takes room from the picture before its font gets small
        for art_scale in (0.88, 0.76, 0.66):
            if _text_fits(card_text(card, lang), lay):
                break
            lay = face_layout(rect, compact=compact, art_scale=art_scale)
    _paint_frame(painter, lay)
    _paint_art_window(painter, lay, card)
    _paint_text_box(painter, lay, card, lang)
    _paint_name(painter, lay.name, card.display_name(lang), compact)
    _paint_power_badge(painter, lay, card.power, current, show_printed=not compact)
    painter.restore()
    _paint_sight(painter, rect, tuple(card.sight), facing, compact)
    painter.restore()


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


# --- tokens ---------------------------------------------------------------------


def paint_marking_token(
    painter: QPainter, centre: QPointF, radius: float, seat: Seat, label: str = ""
) -> None:
    """Paint a Marking Token showing ``seat`` as controller (4.2.1).

    Colour is never the only cue: the first player's blue token has a white
    ring and a solid centre, the second player's orange token has a striped rim
    and a diamond centre. ``label`` (for example the player's initial) replaces
    the centre mark when given.
    """
    colour = SEAT_COLOURS[seat]
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    # drop shadow so the token reads as an object lying on the card
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 90))
    painter.drawEllipse(
        QPointF(centre.x() + radius * 0.08, centre.y() + radius * 0.12), radius, radius
    )
    painter.setPen(QPen(QColor(20, 20, 30), max(1.0, radius * 0.09)))
    painter.setBrush(colour)
    painter.drawEllipse(centre, radius, radius)
    if seat == "first":
        painter.setPen(QPen(QColor(255, 255, 255), max(1.0, radius * 0.14)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(centre, radius * 0.72, radius * 0.72)
    else:
        rim = QPainterPath()
        rim.addEllipse(centre, radius * 0.95, radius * 0.95)
        hole = QPainterPath()
        hole.addEllipse(centre, radius * 0.62, radius * 0.62)
        painter.save()
        painter.setClipPath(rim.subtracted(hole))
        painter.setPen(QPen(QColor(30, 22, 10), max(1.0, radius * 0.13)))
        step = radius * 0.34
        k = -3.0 * radius
        while k < 3.0 * radius:
            painter.drawLine(
                QPointF(centre.x() + k - radius, centre.y() + radius),
                QPointF(centre.x() + k + radius, centre.y() - radius),
            )
            k += step
        painter.restore()
    if label:
        font = text_font(round(radius * 0.95), bold=True)
        painter.setFont(font)
        painter.setPen(QColor(255, 255, 255) if seat == "first" else QColor(30, 22, 10))
        box = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, label)
    elif seat == "first":
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255))
        painter.drawEllipse(centre, radius * 0.3, radius * 0.3)
    else:
        s = radius * 0.36
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(30, 22, 10))
        painter.drawPolygon(
            QPolygonF(
                [
                    QPointF(centre.x(), centre.y() - s),
                    QPointF(centre.x() + s, centre.y()),
                    QPointF(centre.x(), centre.y() + s),
                    QPointF(centre.x() - s, centre.y()),
                ]
            )
        )
    painter.restore()


def _shield_path(centre: QPointF, size: float) -> QPainterPath:
    x, y = centre.x(), centre.y()
    half = size / 2
    path = QPainterPath(QPointF(x, y - half))
    path.quadTo(x + half * 0.5, y - half * 0.75, x + half * 0.9, y - half * 0.8)
    path.quadTo(x + half * 0.95, y + half * 0.3, x, y + half)
    path.quadTo(x - half * 0.95, y + half * 0.3, x - half * 0.9, y - half * 0.8)
    path.quadTo(x - half * 0.5, y - half * 0.75, x, y - half)
    path.closeSubpath()
    return path


def paint_ward_tokens(painter: QPainter, centre: QPointF, size: float, count: int) -> None:
    """Paint ``count`` Ward Tokens (P10.4) as a shield with the number on it.

    Nothing is drawn for zero; two or more show a second shield behind the
    first, so a stack reads as a stack even before the number is read.
    """
    if count <= 0:
        return
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    outline = QPen(QColor(15, 40, 48), max(1.0, size * 0.06))
    if count > 1:
        back = _shield_path(QPointF(centre.x() + size * 0.14, centre.y() - size * 0.1), size)
        painter.setPen(outline)
        painter.setBrush(WARD_COLOUR.darker(135))
        painter.drawPath(back)
    shield = _shield_path(centre, size)
    grad = QLinearGradient(
        QPointF(centre.x(), centre.y() - size / 2), QPointF(centre.x(), centre.y() + size / 2)
    )
    grad.setColorAt(0.0, WARD_COLOUR.lighter(130))
    grad.setColorAt(1.0, WARD_COLOUR.darker(115))
    painter.setPen(outline)
    painter.setBrush(QBrush(grad))
    painter.drawPath(shield)
    painter.setFont(title_font(round(size * 0.58)))
    painter.setPen(QColor(10, 30, 36))
    box = QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size * 0.95)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(count))
    painter.restore()


def token_positions(rect: QRectF) -> tuple[QPointF, QPointF, float]:
    """Where the Marking Token and Ward Tokens sit on a card in ``rect`` (screen frame).

    Returns (marking centre, ward centre, marking radius); both sit on the
    card's horizontal midline, which is inside the picture whichever way the
    card faces.
    """
    w = rect.width()
    radius = w * 0.12
    y = rect.center().y()
    marking = QPointF(rect.right() - w * 0.21, y)
    ward = QPointF(rect.left() + w * 0.21, y)
    return marking, ward, radius


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
    """Paint a card as it lies on the Arena: face toward its owner, Marking Token, Ward Tokens."""
    paint_card_face(
        painter,
        rect,
        card,
        lang=lang,
        power=power,
        facing=facing_for(owner, viewer),
        readable=readable,
    )
    marking, ward, radius = token_positions(rect)
    paint_marking_token(painter, marking, radius, controller, marking_label)
    paint_ward_tokens(painter, ward, radius * 2.0, wards)


# --- pixmap cache -------------------------------------------------------------------

_CACHE_LIMIT = 256
_cache: OrderedDict[tuple[object, ...], QPixmap] = OrderedDict()


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
        _CACHE_LIMIT,
        key,
        size,
        dpr,
        lambda painter, rect: paint_card_face(
            painter, rect, card, lang=lang, power=power, facing=facing, readable=readable
        ),
    )


def clear_cache() -> None:
    """Forget every cached card face (after a language change or a card-set reload)."""
    _cache.clear()
