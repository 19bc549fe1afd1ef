"""Generated card art: deterministic, distinct per card, cached per size and ratio."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, QSize
from PySide6.QtGui import QColor, QImage, QPainter

from momon_desktop.engine.carddefs import CardDef
from momon_desktop.ui.look import cardart

pytestmark = pytest.mark.gui

ROOT = Path(__file__).resolve().parents[3]


def make_card(
    card_id: str = "lantern-moth", power: int = 4, sight=("F", "FL", "FR"), name="Lantern Moth"
):
    return CardDef(
        id=card_id,
        name={"en": name, "th": "ผีเสื้อตะเกียง"},
        type="momon",
        power=power,
        sight=sight,
        set_id="starter",
    )


def render(card: CardDef, width: int = 130, height: int = 100) -> bytes:
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    cardart.paint_art(painter, QRectF(0, 0, width, height), card)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(data.data())


def test_same_card_gives_identical_image_bytes():
    assert render(make_card()) == render(make_card())


@pytest.mark.parametrize(
    "other",
    [
        make_card(card_id="river-toad"),
        make_card(power=5),
        make_card(sight=("F", "B")),
    ],
)
def test_different_cards_give_different_images(other):
    assert render(make_card()) != render(other)


def test_spec_is_stable_across_processes_with_different_hash_seeds():
    code = (
        "from momon_desktop.engine.carddefs import CardDef\n"
        "from momon_desktop.ui.look.cardart import art_spec\n"
        "c = CardDef(id='lantern-moth', name={'en': 'Lantern Moth'}, type='momon', power=4,"
        " sight=('F', 'FL'), set_id='starter')\n"
        "s = art_spec(c)\n"
        "print(s.body_kind, s.eye_style, s.headgear, s.pattern, round(s.hue, 9), s.sparkles)\n"
    )
    outputs = set()
    for seed in ("1", "2", "12345"):
        env = dict(os.environ, PYTHONHASHSEED=seed, QT_QPA_PLATFORM="offscreen")
        result = subprocess.run(
            [sys.executable, "-c", code],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            check=True,
        )
        outputs.add(result.stdout)
    assert len(outputs) == 1


def test_sight_order_does_not_change_the_picture():
    a = make_card(sight=("F", "FL", "FR"))
    b = make_card(sight=("FR", "F", "FL"))
    assert cardart.art_key(a) == cardart.art_key(b)


def test_name_hints_pick_fitting_features():
    assert cardart.art_spec(make_card("paddy-buffalo", name="Paddy Buffalo")).headgear == "horns"
    assert cardart.art_spec(make_card("market-cat", name="Market Cat")).headgear == "cat_ears"


def test_art_pixmap_is_cached_per_size_and_ratio():
    cardart.clear_cache()
    card = make_card()
    first = cardart.art_pixmap(card, QSize(80, 60), 2.0)
    assert first.devicePixelRatio() == 2.0
    assert (first.width(), first.height()) == (160, 120)
    assert cardart.art_pixmap(card, QSize(80, 60), 2.0).cacheKey() == first.cacheKey()
    assert cardart.art_pixmap(card, QSize(80, 60), 1.0).cacheKey() != first.cacheKey()


def test_art_pixmap_matches_vector_painting():
    card = make_card()
    pixmap = cardart.art_pixmap(card, QSize(130, 100), 1.0).toImage()
    vector = QImage.fromData(render(card))
    same = pixmap.convertToFormat(QImage.Format.Format_ARGB32) == vector.convertToFormat(
        QImage.Format.Format_ARGB32
    )
    assert same
