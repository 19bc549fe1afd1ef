"""The two seats' colours stay clearly apart for every common colour-vision deficiency and
in greyscale, measured on the painted frame and Marking Token with tools/colour_vision.py.

The threshold: a CIEDE2000 difference of about 1 is the smallest a trained eye sees
between two patches side by side, and differences above 10 are read as different
colours. A player counting cards from two metres sees small patches, not side by side, so
each seat's frame and token must stay at least MIN_DIFFERENCE apart under every
simulation; colour is not the only cue either (each seat has its own pattern).
"""

from __future__ import annotations

import importlib.util
import math
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from momon_desktop.engine.carddefs import CardDef
from momon_desktop.ui.look import cardpainter as cp
from momon_desktop.ui.look import theme

pytestmark = pytest.mark.gui

MIN_DIFFERENCE = 20.0

_TOOL = Path(__file__).resolve().parents[3] / "tools" / "colour_vision.py"
_spec = importlib.util.spec_from_file_location("colour_vision", _TOOL)
assert _spec is not None and _spec.loader is not None
cv = importlib.util.module_from_spec(_spec)
sys.modules["colour_vision"] = cv
_spec.loader.exec_module(cv)

SIMULATIONS = ("normal", *cv.KINDS)


# --- the tool ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("lab1", "lab2", "expected"),
    [  # test data of Sharma, Wu and Dalal (2005)
        ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
        ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
        ((50.0, 2.49, -0.001), (50.0, -2.49, 0.0009), 7.1792),
        ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
        ((22.7233, 20.0904, -46.6940), (23.0331, 14.9730, -42.5619), 2.0373),
        ((2.0776, 0.0795, -1.1350), (0.9033, -0.0636, -0.5514), 0.9082),
    ],
)
def test_ciede2000_matches_the_published_test_data(lab1, lab2, expected):
    assert cv.delta_e2000_lab(lab1, lab2) == pytest.approx(expected, abs=1e-4)


def test_cielab_of_white_and_black():
    assert cv.lab((255, 255, 255)) == pytest.approx((100.0, 0.0, 0.0), abs=1e-3)
    assert cv.lab((0, 0, 0)) == pytest.approx((0.0, 0.0, 0.0), abs=1e-3)
    assert cv.delta_e76((255, 0, 0), (255, 0, 0)) == 0.0


@pytest.mark.parametrize("kind", cv.KINDS)
def test_simulations_keep_greys_grey(kind):
    for v in (0, 77, 128, 255):
        assert all(abs(c - v) <= 1 for c in cv.simulate((v, v, v), kind))


def test_dichromats_confuse_what_they_should():
    red, green = (200, 60, 40), (90, 120, 40)
    assert cv.delta_e2000(red, green) > 30
    # protanopes and deuteranopes lose red against green, tritanopes keep it
    assert cv.differences(red, green)["deuteranopia"] < 15
    assert cv.differences(red, green)["protanopia"] < 15
    assert cv.differences(red, green)["tritanopia"] > 25


def test_a_picture_is_simulated_pixel_by_pixel():
    image = QImage(3, 1, QImage.Format.Format_ARGB32)
    colours = [(0, 114, 178), (230, 159, 0), (10, 200, 30)]
    for x, rgb in enumerate(colours):
        image.setPixelColor(x, 0, QColor(*rgb))
    for kind in cv.KINDS:
        out = cv.simulate_image(image, kind)
        for x, rgb in enumerate(colours):
            got = out.pixelColor(x, 0)
            assert (got.red(), got.green(), got.blue()) == cv.simulate(rgb, kind)


# --- the seats' colours -------------------------------------------------------------


def _card() -> CardDef:
    return CardDef(id="plain", name={"en": "Plain"}, type="momon", power=4, sight=(),
                   set_id="test")


def _painted_colours(seat: str) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    """The most common colour of the frame and of the token's face on an Arena card
    controlled by ``seat``, read from the painted pixels."""
    image = QImage(300, 400, QImage.Format.Format_ARGB32)
    image.fill(QColor(21, 27, 33))
    size = cp.card_size(200)
    rect = QRectF(50, 60, size.width(), size.height())
    painter = QPainter(image)
    cp.paint_arena_card(painter, rect, _card(), controller=seat, owner="first")  # type: ignore[arg-type]
    painter.end()
    outer, inner = cp.control_frame_rects(rect)
    frame: dict[tuple[int, int, int], int] = {}
    for y in range(round(rect.top() + rect.height() * 0.2), round(rect.top() + rect.height() * 0.4)):
        for x in range(math.ceil(outer.left()) + 1, math.floor(inner.left()) - 1):
            c = image.pixelColor(x, y)
            frame[(c.red(), c.green(), c.blue())] = frame.get((c.red(), c.green(), c.blue()), 0) + 1
    marking, _ward, radius = cp.token_positions(rect)
    token: dict[tuple[int, int, int], int] = {}
    for dy in range(-2, 3):
        # on the token's face, between its centre mark and its rim
        c = image.pixelColor(QPointF(marking.x() + radius * 0.5, marking.y() + dy).toPoint())
        token[(c.red(), c.green(), c.blue())] = token.get((c.red(), c.green(), c.blue()), 0) + 1
    return max(frame, key=frame.__getitem__), max(token, key=token.__getitem__)


def test_frame_and_token_are_painted_in_the_seat_colours():
    for seat, colour in theme.SEAT_COLOURS.items():
        frame, token = _painted_colours(seat)
        expected = (colour.red(), colour.green(), colour.blue())
        assert cv.delta_e2000(frame, expected) < 2, seat
        assert cv.delta_e2000(token, expected) < 2, seat


@pytest.mark.parametrize("simulation", SIMULATIONS)
def test_the_painted_frames_and_tokens_of_the_two_seats_stay_apart(simulation):
    first_frame, first_token = _painted_colours("first")
    second_frame, second_token = _painted_colours("second")
    for a in (first_frame, first_token):
        for b in (second_frame, second_token):
            found = cv.differences(a, b)[simulation]
            assert found >= MIN_DIFFERENCE, f"{simulation}: {a} / {b}: {found:.1f}"


@pytest.mark.parametrize("simulation", SIMULATIONS)
def test_the_seat_colours_stay_apart_wherever_they_are_used(simulation):
    for use, (a, b) in theme.seat_colour_pairs().items():
        found = cv.differences(a, b)[simulation]
        # text on the panels sits beside the player's Marking Token, so in greyscale its
        # lightness alone need not tell the seats apart
        if simulation == "greyscale" and use != "Marking Token and card frame":
            continue
        assert found >= MIN_DIFFERENCE, f"{use}, {simulation}: {found:.1f}"
