#!/usr/bin/env python3
"""Render every card of the starter set to PNG sheets, in English and in Thai.

    QT_QPA_PLATFORM=offscreen python tools/card_gallery.py [--out DIR] [--cards FILE]

For each language the sheet shows every card at preview size, then at hand size,
then a row of Arena situations (a card of each seat, a modified power, Ward
Tokens, both Marking Tokens, a card back), so the card painter can be checked by
eye at the sizes the app uses. Without ``resources/cards/starter.json`` (or
``--cards``) a small built-in sample of cards is drawn instead.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QPointF, QRectF, Qt  # noqa: E402
from PySide6.QtGui import QColor, QImage, QPainter  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from momon_desktop.engine.carddefs import CardDef, TriggeredAbility  # noqa: E402
from momon_desktop.ui.look import cardpainter as cp  # noqa: E402
from momon_desktop.ui.look.fonts import register_fonts, text_font, title_font  # noqa: E402
from momon_desktop.ui.text.i18n import install_language  # noqa: E402

LARGE = 250.0
SMALL = 96.0
GAP = 18.0
PER_ROW = 8
BACKGROUND = QColor(44, 70, 58)
# Section headings of the sheet, in the sheet's language (a developer tool, so
# they live here rather than in the app's translation catalogue).
HEADINGS = {
    "en": ("Preview size", "Hand size", "On the Arena"),
    "th": ("ขนาดภาพตัวอย่าง", "ขนาดบนมือ", "บน Arena"),
}


def sample_cards() -> list[CardDef]:
    """A few cards covering the painter's cases, used when no card set file exists."""

    def card(
        cid: str,
        en: str,
        th: str,
        power: int,
        sight: tuple[str, ...],
        text_en: str = "",
        text_th: str = "",
    ) -> CardDef:
        text = {"en": text_en, "th": text_th} if text_en else {}
        abilities = (
            (TriggeredAbility(when="summoned", do="ward", target="self", amount=1),) if text else ()
        )
        return CardDef(
            id=cid,
            name={"en": en, "th": th},
            type="momon",
            power=power,
            sight=sight,
            abilities=abilities,
            text=text,
            set_id="sample",
        )

    return [
        card(
            "lantern-moth",
            "Lantern Moth",
            "ผีเสื้อตะเกียง",
            4,
            ("F", "FL", "FR"),
            "When summoned: put a Ward Token on this.",
            "เมื่อถูก Summon: วาง Ward Token 1 ชิ้นบนการ์ดใบนี้",
        ),
        card("river-toad", "River Toad", "คางคกริมน้ำ", 2, ("F", "B", "L", "R")),
        card(
            "ember-fox",
            "Ember Fox",
            "จิ้งจอกถ่านแดง",
            6,
            ("FR", "BR", "BL", "FL"),
            "When this snatches: it gets +1 power until end of turn.",
            "เมื่อการ์ดใบนี้ Snatch: การ์ดใบนี้ได้รับพลัง +1 จนจบเทิร์น",
        ),
        card(
            "thunder-ram",
            "Thunder Ram of the Northern Ridge",
            "แกะสายฟ้าแห่งสันเขาเหนือ",
            9,
            ("F",),
            "Adjacent enemy Momon get -1 power.",
            "Momon ฝ่ายตรงข้ามที่อยู่ติดกันได้รับพลัง -1",
        ),
        card(
            "mist-cat",
            "Mist Cat",
            "แมวหมอก",
            1,
            tuple(("F", "FR", "R", "BR", "B", "BL", "L", "FL")),
        ),
        card(
            "jade-newt",
            "Jade Newt",
            "จิ้งจกหยก",
            5,
            ("L", "R"),
            "At the start of your turn: you may return an adjacent ally to its owner's Hand. "
            "If you do, put a Ward Token on this.",
            "เมื่อเริ่มเทิร์นของคุณ: คุณอาจนำการ์ดฝ่ายเดียวกันที่อยู่ติดกัน 1 ใบกลับขึ้น Hand "
            "ของเจ้าของ ถ้าทำเช่นนั้น ให้วาง Ward Token 1 ชิ้นบนการ์ดใบนี้",
        ),
    ]


def load_cards(path: Path | None) -> list[CardDef]:
    """The cards of ``path``, else of the bundled starter set, else the built-in sample."""
    from momon_desktop.cards import load_card_set, resources_dir

    if path is None:
        starter = resources_dir() / "cards" / "starter.json"
        path = starter if starter.exists() else None
    if path is None:
        return sample_cards()
    return list(load_card_set(path).cards)


def _heading(painter: QPainter, x: float, y: float, text: str) -> None:
    painter.setFont(title_font(20))
    painter.setPen(QColor(250, 240, 215))
    painter.drawText(QPointF(x, y), text)


def _caption(painter: QPainter, rect: QRectF, text: str) -> None:
    painter.setFont(text_font(11))
    painter.setPen(QColor(230, 230, 220))
    flags = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
    painter.drawText(rect, int(flags), text)


def render_sheet(cards: list[CardDef], lang: str) -> QImage:
    """One PNG sheet of ``cards`` in ``lang`` (the interface language is switched too)."""
    install_language(lang)
    large_h = cp.card_size(LARGE).height()
    small_h = cp.card_size(SMALL).height()
    rows = (len(cards) + PER_ROW - 1) // PER_ROW
    small_per_row = PER_ROW * 2
    small_rows = (len(cards) + small_per_row - 1) // small_per_row
    width = GAP + PER_ROW * (LARGE + GAP)
    height = (
        40 + rows * (large_h + GAP) + 40 + small_rows * (small_h + GAP) + 40 + large_h * 0.7 + 110
    )
    image = QImage(round(width * 2), round(height * 2), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(2.0)
    image.fill(BACKGROUND)
    painter = QPainter(image)
    y = 30.0
    _heading(painter, GAP, y, HEADINGS[lang][0])
    y += 12
    for i, card in enumerate(cards):
        col, row = i % PER_ROW, i // PER_ROW
        rect = QRectF(GAP + col * (LARGE + GAP), y + row * (large_h + GAP), LARGE, large_h)
        cp.paint_card_face(painter, rect, card, lang=lang)
    y += rows * (large_h + GAP) + 28
    _heading(painter, GAP, y, HEADINGS[lang][1])
    y += 12
    for i, card in enumerate(cards):
        col, row = i % small_per_row, i // small_per_row
        rect = QRectF(GAP + col * (SMALL + GAP * 0.6), y + row * (small_h + GAP), SMALL, small_h)
        cp.paint_card_face(painter, rect, card, lang=lang)
    y += small_rows * (small_h + GAP) + 28
    _heading(painter, GAP, y, HEADINGS[lang][2])
    y += 12
    arena_w = LARGE * 0.7
    arena_h = cp.card_size(arena_w).height()
    situations = [
        ("first", "first", None, 0, False),
        ("second", "second", None, 1, False),
        ("second", "first", 2, 0, False),
        ("first", "second", None, 3, False),
        ("second", "first", None, 0, True),
    ]
    x = GAP
    for n, (owner, controller, delta, wards, readable) in enumerate(situations):
        card = cards[n % len(cards)]
        power = None if delta is None else max(0, card.power + delta * (1 if n % 2 else -1))
        rect = QRectF(x, y, arena_w, arena_h)
        cp.paint_arena_card(
            painter,
            rect,
            card,
            owner=owner,
            controller=controller,
            lang=lang,
            power=power,
            wards=wards,
            readable=readable,
        )
        caption = cp.describe_arena_card(
            card, owner=owner, controller=controller, wards=wards, lang=lang, power=power
        ).split("\n")
        base = cp.describe_card(card, lang, power).split("\n")
        caption = [base[1], *caption[len(base) :]]
        _caption(
            painter, QRectF(x - GAP, y + arena_h + 4, arena_w + 2 * GAP, 90), "\n".join(caption)
        )
        x += arena_w + GAP * 2
    cp.paint_card_back(painter, QRectF(x, y, arena_w, arena_h))
    _caption(painter, QRectF(x, y + arena_h + 4, arena_w, 20), cp.describe_card_back())
    painter.end()
    return image


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "screenshots", help="output folder")
    parser.add_argument("--cards", type=Path, default=None, help="a card set file to draw")
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Momon Desktop card gallery")
    register_fonts()
    cards = load_cards(args.cards)
    args.out.mkdir(parents=True, exist_ok=True)
    for lang in ("en", "th"):
        target = args.out / f"card_gallery_{lang}.png"
        render_sheet(cards, lang).save(str(target))
        print(target)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
