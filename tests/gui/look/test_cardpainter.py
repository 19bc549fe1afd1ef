"""Card faces, Snatch-Sight arrows by facing, tokens and backs."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, QSize
from PySide6.QtGui import QColor, QImage, QPainter

from momon_desktop.engine.carddefs import DIRECTIONS, CardDef
from momon_desktop.ui.look import cardpainter as cp
from momon_desktop.ui.look.cardpainter import Facing

pytestmark = pytest.mark.gui

WIDTH = 200


def make_card(sight=("F",), power=4, text=True):
    return CardDef(
        id="lantern-moth",
        name={"en": "Lantern Moth", "th": "ผีเสื้อตะเกียง"},
        type="momon",
        power=power,
        sight=sight,
        text={
            "en": "When summoned: put a Ward Token on this.",
            "th": "เมื่อถูก Summon: วาง Ward Token 1 ชิ้นบนการ์ดใบนี้",
        }
        if text
        else {},
        set_id="starter",
    )


def paint(fn, width=WIDTH) -> tuple[QImage, QRectF]:
    size = cp.card_size(width)
    image = QImage(round(size.width()), round(size.height()), QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0))
    rect = QRectF(0, 0, size.width(), size.height())
    painter = QPainter(image)
    fn(painter, rect)
    painter.end()
    return image, rect


def is_arrow_colour(colour: QColor) -> bool:
    a = cp.ARROW_COLOUR
    return all(
        abs(x - y) <= 12
        for x, y in (
            (colour.red(), a.red()),
            (colour.green(), a.green()),
            (colour.blue(), a.blue()),
        )
    )


# --- geometry --------------------------------------------------------------------


def test_screen_vectors_facing_up_follow_the_owner_frame():
    assert cp.screen_vector("F", Facing.UP) == (0, -1)
    assert cp.screen_vector("R", Facing.UP) == (1, 0)
    assert cp.screen_vector("BL", Facing.UP) == (-1, 1)


def test_screen_vectors_facing_down_are_turned_half_a_turn():
    # P5.5: the row-4 player's Forward is toward row 1 (down the screen seen from
    # row 1) and their Right is toward column A (left on the screen).
    assert cp.screen_vector("F", Facing.DOWN) == (0, 1)
    assert cp.screen_vector("R", Facing.DOWN) == (-1, 0)
    assert cp.screen_vector("FR", Facing.DOWN) == (-1, 1)


def test_facing_for_seats():
    assert cp.facing_for("first", viewer="first") is Facing.UP
    assert cp.facing_for("second", viewer="first") is Facing.DOWN
    assert cp.facing_for("second", viewer="second") is Facing.UP
    assert cp.facing_for("first", viewer="second") is Facing.DOWN


@pytest.mark.parametrize("facing", [Facing.UP, Facing.DOWN])
@pytest.mark.parametrize("direction", DIRECTIONS)
def test_each_arrow_tip_points_outward_along_its_direction(facing, direction):
    rect = QRectF(10, 20, 200, 280)
    polygon = cp.sight_arrow_polygons(rect, (direction,), facing)[direction]
    tip = polygon[0]
    base_mid = (polygon[1] + polygon[2]) / 2
    dx, dy = cp.screen_vector(direction, facing)
    step = tip - base_mid
    assert step.x() * dx >= 0 and step.y() * dy >= 0
    assert (abs(step.x()) > 1) == bool(dx) and (abs(step.y()) > 1) == bool(dy)
    # the tip lies on the side of the card the direction points to
    centre = rect.center()
    if dx:
        assert (tip.x() - centre.x()) * dx > rect.width() * 0.35
    if dy:
        assert (tip.y() - centre.y()) * dy > rect.height() * 0.35
    assert rect.contains(tip)


def test_only_sight_directions_get_arrows():
    arrows = cp.sight_arrow_polygons(QRectF(0, 0, 100, 140), ("F", "BL"), Facing.UP)
    assert set(arrows) == {"F", "BL"}


# --- pixels ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("facing", "readable", "arrow_at_top"),
    [(Facing.UP, False, True), (Facing.DOWN, False, False), (Facing.DOWN, True, False)],
)
def test_forward_arrow_is_painted_where_forward_acts(facing, readable, arrow_at_top):
    card = make_card(sight=("F",))
    image, rect = paint(
        lambda p, r: cp.paint_card_face(p, r, card, facing=facing, readable=readable)
    )
    arrow = cp.sight_arrow_polygons(rect, ("F",), facing)["F"]
    inside = arrow.boundingRect().center()
    colour = image.pixelColor(round(inside.x()), round(inside.y()))
    assert is_arrow_colour(colour)
    opposite_y = rect.height() - inside.y()
    assert not is_arrow_colour(image.pixelColor(round(inside.x()), round(opposite_y)))
    assert (inside.y() < rect.center().y()) == arrow_at_top


def test_right_arrow_of_a_far_card_is_on_the_viewers_left():
    card = make_card(sight=("R",))
    image, rect = paint(lambda p, r: cp.paint_card_face(p, r, card, facing=Facing.DOWN))
    y = round(rect.center().y())
    left = image.pixelColor(round(rect.width() * 0.03), y)
    right = image.pixelColor(round(rect.width() * 0.97), y)
    assert is_arrow_colour(left)
    assert not is_arrow_colour(right)


def test_readable_keeps_the_printing_upright():
    card = make_card(sight=())
    upright, _ = paint(lambda p, r: cp.paint_card_face(p, r, card))
    readable, _ = paint(
        lambda p, r: cp.paint_card_face(p, r, card, facing=Facing.DOWN, readable=True)
    )
    turned, _ = paint(lambda p, r: cp.paint_card_face(p, r, card, facing=Facing.DOWN))
    assert readable == upright  # no sight: only the arrows could differ
    assert turned != upright


@pytest.mark.parametrize("width", [40, 96, 150, 260, 600])
@pytest.mark.parametrize("lang", ["en", "th"])
def test_faces_paint_at_every_size(width, lang):
    card = make_card(sight=DIRECTIONS)
    image, _ = paint(lambda p, r: cp.paint_card_face(p, r, card, lang=lang, power=6), width)
    assert image.pixelColor(image.width() // 2, image.height() // 2) != QColor(0, 0, 0)


def test_compact_layout_has_no_text_box():
    assert cp.face_layout(QRectF(0, 0, 90, 126)).text is None
    assert cp.face_layout(QRectF(0, 0, 300, 420)).text is not None


def test_modified_power_changes_the_badge():
    card = make_card()
    plain, _ = paint(lambda p, r: cp.paint_card_face(p, r, card))
    up, _ = paint(lambda p, r: cp.paint_card_face(p, r, card, power=6))
    down, _ = paint(lambda p, r: cp.paint_card_face(p, r, card, power=2))
    same, _ = paint(lambda p, r: cp.paint_card_face(p, r, card, power=4))
    assert plain == same
    assert len({plain.cacheKey(), up.cacheKey(), down.cacheKey()}) == 3
    assert plain != up and plain != down and up != down


def test_marking_tokens_differ_beyond_colour():
    def token(seat):
        image = QImage(64, 64, QImage.Format.Format_ARGB32)
        image.fill(QColor(255, 255, 255))
        painter = QPainter(image)
        cp.paint_marking_token(painter, QPointF(32, 32), 26, seat)
        painter.end()
        return image.convertToFormat(QImage.Format.Format_Grayscale8)

    first, second = token("first"), token("second")
    # told apart without hue: the first seat's centre mark is a white disc, the
    # second seat's a dark diamond, and the rims differ (plain ring or stripes)
    assert first.pixelColor(32, 32).lightness() > 200
    assert second.pixelColor(32, 32).lightness() < 80
    differing = sum(
        1
        for x in range(64)
        for y in range(64)
        if abs(first.pixelColor(x, y).lightness() - second.pixelColor(x, y).lightness()) > 60
    )
    assert differing > 400


def test_ward_tokens_draw_nothing_for_zero_and_something_for_more():
    def wards(count):
        image = QImage(64, 64, QImage.Format.Format_ARGB32)
        image.fill(QColor(255, 255, 255))
        painter = QPainter(image)
        cp.paint_ward_tokens(painter, QPointF(32, 32), 40, count)
        painter.end()
        return image

    blank = QImage(64, 64, QImage.Format.Format_ARGB32)
    blank.fill(QColor(255, 255, 255))
    assert wards(0) == blank
    assert wards(1) != blank
    assert wards(1) != wards(2)


def test_card_back_and_arena_card_paint():
    card = make_card(sight=("F", "R"))
    back, _ = paint(lambda p, r: cp.paint_card_back(p, r))
    assert back.pixelColor(back.width() // 2, back.height() // 2) != QColor(0, 0, 0)
    arena, _ = paint(
        lambda p, r: cp.paint_arena_card(p, r, card, owner="second", controller="first", wards=2)
    )
    face, _ = paint(lambda p, r: cp.paint_card_face(p, r, card, facing=Facing.DOWN))
    assert arena != face  # tokens on top


def test_card_face_pixmap_cache():
    cp.clear_cache()
    card = make_card()
    a = cp.card_face_pixmap(card, QSize(100, 140), 2.0, lang="th")
    assert a.devicePixelRatio() == 2.0
    assert cp.card_face_pixmap(card, QSize(100, 140), 2.0, lang="th").cacheKey() == a.cacheKey()
    assert cp.card_face_pixmap(card, QSize(100, 140), 2.0, lang="en").cacheKey() != a.cacheKey()


def test_descriptions_name_power_sight_and_tokens():
    card = make_card(sight=("F", "BL"))
    text = cp.describe_arena_card(card, owner="second", controller="first", wards=2, power=6)
    assert "Power 6 (printed 4)" in text
    assert "Snatch-Sight: Forward, Back-Left" in text
    assert "Owner: Second player" in text
    assert "Controller: First player" in text
    assert "Ward Tokens: 2" in text


# --- the controller's frame (4.2.1, 4.2.2) -------------------------------------------


def _near(colour: QColor, target: QColor, tolerance: int = 40) -> bool:
    return all(abs(a - b) <= tolerance for a, b in (
        (colour.red(), target.red()), (colour.green(), target.green()),
        (colour.blue(), target.blue())))


def frame_pixels(image: QImage, rect: QRectF) -> list[QColor]:
    """The pixels of the frame along the card's left and right edges, between the corner
    and the middle arrows."""
    outer, inner = cp.control_frame_rects(rect)
    found = []
    for y in range(round(rect.top() + rect.height() * 0.15), round(rect.top() + rect.height() * 0.4)):
        for x in list(range(round(outer.left()) + 1, round(inner.left()) - 1)) + list(
                range(round(inner.right()) + 2, round(outer.right()) - 1)):
            found.append(image.pixelColor(x, y))
    return found


def paint_framed(fn, width=WIDTH) -> tuple[QImage, QRectF]:  # type: ignore[no-untyped-def]
    """Paint with room around the card for the frame's halo."""
    size = cp.card_size(width)
    image = QImage(round(size.width()) + 40, round(size.height()) + 40, QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0))
    rect = QRectF(20, 20, size.width(), size.height())
    painter = QPainter(image)
    fn(painter, rect)
    painter.end()
    return image, rect


@pytest.mark.rules("4.2.1")
@pytest.mark.parametrize("controller", ["first", "second"])
@pytest.mark.parametrize("owner", ["first", "second"])
def test_the_frame_shows_the_controller_in_its_colour(controller, owner):
    card = make_card(sight=DIRECTIONS)
    image, rect = paint_framed(
        lambda p, r: cp.paint_arena_card(p, r, card, controller=controller, owner=owner))
    pixels = frame_pixels(image, rect)
    own = cp.SEAT_COLOURS[controller]
    other = cp.SEAT_COLOURS["second" if controller == "first" else "first"]
    assert sum(_near(c, own) for c in pixels) > len(pixels) * 0.4
    assert sum(_near(c, other) for c in pixels) == 0


@pytest.mark.rules("4.2.1")
def test_the_frames_differ_beyond_colour():
    card = make_card(sight=())

    def frame(seat):  # type: ignore[no-untyped-def]
        image, rect = paint_framed(
            lambda p, r: cp.paint_arena_card(p, r, card, controller=seat, owner="first"))
        grey = image.convertToFormat(QImage.Format.Format_Grayscale8)
        return [c.lightness() for c in frame_pixels(grey, rect)]

    first, second = frame("first"), frame("second")
    # the first seat's frame carries a white line (lighter than its blue), the second
    # seat's dark stripes (darker than its orange): a cue that does not need hue
    assert sum(v > 200 for v in first) > len(first) * 0.1
    assert sum(v < 60 for v in second) > len(second) * 0.2
    assert sum(v > 200 for v in second) == 0


@pytest.mark.rules("4.2.2")
def test_control_never_turns_the_card():
    card = make_card(sight=("F", "R"))
    mine, _ = paint_framed(
        lambda p, r: cp.paint_arena_card(p, r, card, controller="first", owner="first"))
    snatched, rect = paint_framed(
        lambda p, r: cp.paint_arena_card(p, r, card, controller="second", owner="first"))
    # the arrows, name band and badge are where they were: only the frame and token differ
    for direction, polygon in cp.sight_arrow_polygons(rect, ("F", "R"), Facing.UP,
                                                     compact=False).items():
        c = polygon.boundingRect().center().toPoint()
        assert mine.pixelColor(c) == snatched.pixelColor(c), direction
    lay = cp.face_layout(rect)
    c = lay.badge_centre.toPoint()
    assert mine.pixelColor(c) == snatched.pixelColor(c)


def test_a_change_of_controller_spreads_from_the_marking_token():
    card = make_card(sight=())

    def frame(progress):  # type: ignore[no-untyped-def]
        control = cp.Control("second", previous="first", progress=progress)
        return paint_framed(lambda p, r: cp.paint_card_face(p, r, card, control=control))

    start, rect = frame(0.0)
    middle, _ = frame(0.5)
    end, _ = frame(1.0)
    outer, inner = cp.control_frame_rects(rect)
    marking = cp.token_positions(rect)[0]
    # a quarter into the frame from its outer edge: off the first seat's white line
    near_token = QPointF(outer.right() * 0.75 + inner.right() * 0.25,
                         marking.y() - rect.height() * 0.2)
    far_corner = QPointF(outer.left() * 0.75 + inner.left() * 0.25,
                         rect.bottom() - rect.height() * 0.2)
    blue, orange = cp.SEAT_COLOURS["first"], cp.SEAT_COLOURS["second"]

    def looks(image, point):  # type: ignore[no-untyped-def]
        around = [image.pixelColor(point.toPoint() + offset) for offset in
                  (QPointF(0, d).toPoint() for d in range(-6, 7))]
        return ("first" if any(_near(c, blue) for c in around) else "") + (
            "second" if any(_near(c, orange) for c in around) else "")

    assert looks(start, near_token) == "first" and looks(start, far_corner) == "first"
    assert looks(middle, near_token) == "second" and looks(middle, far_corner) == "first"
    assert looks(end, near_token) == "second" and looks(end, far_corner) == "second"


# --- the far player's cards (PD.15) ---------------------------------------------------


def _same_share(a: QImage, box_a: QRectF, b: QImage, box_b: QRectF, turn_b: bool = False,
                tolerance: int = 24) -> float:
    """The share of pixels of ``box_a`` in ``a`` that are (nearly) the same as those of
    ``box_b`` in ``b`` (turned half a turn with ``turn_b``), at the best offset of up to a
    pixel either way (the boxes lie on fractions of a pixel)."""
    ra = box_a.toAlignedRect().adjusted(1, 1, -1, -1)
    best = 0.0
    for dx in (-1, 0, 1):
        for dy in (-1, 0, 1):
            rb = box_b.toAlignedRect()
            same = total = 0
            for y in range(ra.height()):
                for x in range(ra.width()):
                    if turn_b:
                        bx, by = rb.right() - x - 1 + dx, rb.bottom() - y - 1 + dy
                    else:
                        bx, by = rb.left() + 1 + x + dx, rb.top() + 1 + y + dy
                    total += 1
                    same += _near(a.pixelColor(ra.left() + x, ra.top() + y),
                                  b.pixelColor(bx, by), tolerance)
            best = max(best, same / max(1, total))
    return best


@pytest.mark.rules("4.2.2", "PD.15")
@pytest.mark.parametrize("width", [96, 260])
def test_a_far_card_faces_its_owner_with_name_and_power_upright(width, monkeypatch):
    card = make_card(sight=())
    near, rect = paint(lambda p, r: cp.paint_card_face(p, r, card), width)
    badges = []
    real_badge = cp._paint_power_badge

    def spy(painter, lay, *args, **kwargs):  # type: ignore[no-untyped-def]
        badges.append((painter.worldTransform(), lay.badge_centre))
        real_badge(painter, lay, *args, **kwargs)

    monkeypatch.setattr(cp, "_paint_power_badge", spy)
    far, _ = paint(lambda p, r: cp.paint_card_face(p, r, card, facing=Facing.DOWN), width)
    compact = width < cp.COMPACT_WIDTH
    _fit, lay = cp.name_fit_for(rect, card, "en", compact=compact)

    def turned_box(box: QRectF) -> QRectF:
        return QRectF(rect.width() - box.right(), rect.height() - box.bottom(),
                      box.width(), box.height())

    # the picture lies as its owner sees it: turned for the viewer
    art = lay.art.adjusted(4, 4, -4, -4)
    turned_art = _same_share(far, turned_box(art), near, art, turn_b=True)
    assert turned_art > 0.9
    assert turned_art > _same_share(far, turned_box(art), near, art) + 0.2
    # the name reads upright where the turned card has its name band
    upright = _same_share(far, turned_box(lay.name), near, lay.name)
    assert upright > 0.97
    assert upright > _same_share(far, turned_box(lay.name), near, lay.name, turn_b=True) + 0.2
    # the power badge is drawn upright (no turn in the painter) in the turned card's corner
    (transform, centre), = badges
    assert transform.m11() > 0 and transform.m22() > 0
    c = rect.center()
    assert centre == QPointF(2 * c.x() - lay.badge_centre.x(), 2 * c.y() - lay.badge_centre.y())
