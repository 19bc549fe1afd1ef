"""Where things are on a card: its proportions, which way it faces, its layout and the
Snatch-Sight arrows.

Orientation. ``facing`` says where the owner's Forward points on the painted rectangle:
``Facing.UP`` for a card shown the way its owner reads it, ``Facing.DOWN`` for the far
player's card seen from the near seat (4.2.2, 4.3.3, P5.5).
"""

from __future__ import annotations

import enum
import math
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QPolygonF

from momon_desktop.engine.carddefs import DIRECTIONS
from momon_desktop.ui.look.theme import Seat

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
_UP_VECTORS: Mapping[str, tuple[int, int]] = MappingProxyType({
    "F": (0, -1),
    "FR": (1, -1),
    "R": (1, 0),
    "BR": (1, 1),
    "B": (0, 1),
    "BL": (-1, 1),
    "L": (-1, 0),
    "FL": (-1, -1),
})


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
        # the name gets the full width of a band along the bottom, above the Backward arrow
        badge_r = w * 0.12
        badge_c = QPointF(x0 + w * 0.21, y0 + w * 0.21)
        name = QRectF(x0 + w * 0.1, y0 + h - w * 0.315, w - w * 0.2, w * 0.2)
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
