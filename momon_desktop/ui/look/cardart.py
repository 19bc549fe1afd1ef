"""Card art drawn by the app itself: one stylised Momon creature per card.

Every picture is computed from the card's data alone, so the same card always
gets the same creature on every computer and in every run: a SHA-256 digest of
the card's set, id, power and Snatch-Sight seeds a private ``random.Random``
(never Python's per-process randomised ``hash()``). Cards of one set share a
background motif and drawing style (the family resemblance); body shape, eyes,
ears or horns, markings and colours vary per card, and stronger Momon look
bigger and fiercer.

The drawing is vector (``QPainterPath``) on a fixed logical canvas of
``ART_WIDTH`` x ``ART_HEIGHT`` units that is scaled into any rectangle, so it is
crisp at every size. :func:`art_pixmap` caches rendered pictures per pixel size
and device pixel ratio; :func:`draw_art` picks the cache or direct vector
painting depending on the painter's transform.

Over 600 lines for a reason: this module is one procedural drawing on purpose: the features
:func:`art_spec` chooses and the drawing functions that read them are one algorithm (a
new feature, or a change to the proportions, touches both), and split apart they could
only be read side by side.
"""

from __future__ import annotations

import hashlib
import math
import random
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import TypeVar

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
    QTransform,
)

from momon_desktop.engine.carddefs import DIRECTIONS, CardDef
from momon_desktop.ui.look.boundedcache import BoundedCache

# The logical canvas every picture is drawn on; its aspect is that of the art
# window of a card face (see cardpainter.py).
ART_WIDTH = 130.0
ART_HEIGHT = 100.0
ART_ASPECT = ART_WIDTH / ART_HEIGHT

BODY_KINDS: tuple[str, ...] = ("round", "pear", "bean", "egg", "block", "ghost")
EYE_STYLES: tuple[str, ...] = ("round", "bead", "sleepy", "happy", "fierce")
HEADGEAR: tuple[str, ...] = (
    "cat_ears",
    "round_ears",
    "horns",
    "antennae",
    "sprout",
    "long_ears",
    "fins",
    "crest",
)
PATTERNS: tuple[str, ...] = ("none", "spots", "stripes", "belly", "mask")
MOUTHS: tuple[str, ...] = ("smile", "fang", "open", "cat", "grin")
TAILS: tuple[str, ...] = ("none", "pom", "spike", "leaf")
MOTIFS: tuple[str, ...] = ("sunburst", "rings", "lattice", "hills")


@dataclass(frozen=True)
class ArtSpec:
    """Everything that decides one card's picture; built by :func:`art_spec`."""

    key: str
    motif: str
    body_kind: str
    body_w: float
    body_h: float
    eye_count: int
    eye_style: str
    eye_size: float
    headgear: str
    pattern: str
    mouth: str
    tail: str
    cheeks: bool
    arms: bool
    fierce: float
    hue: float
    bg_hue: float
    accent_hue: float
    sparkles: tuple[tuple[float, float, float], ...]


# Words in a card's English name that suggest a feature, so that a "Temple
# Elephant" gets round ears and a "Paddy Buffalo" horns. Cards whose names
# match nothing get a feature chosen by their seed alone.
NAME_HINTS: tuple[tuple[tuple[str, ...], str], ...] = (
    (("cat", "singha", "lion", "fox", "tiger"), "cat_ears"),
    (("buffalo", "ram", "giant", "bull", "goat", "ox"), "horns"),
    (("elephant", "bear", "rat", "mouse", "monkey", "gibbon", "hedgehog"), "round_ears"),
    (("naga", "snake", "dragon", "gecko", "crow", "myna", "heron", "hawk", "pigeon"), "crest"),
    (("moth", "beetle", "firefly", "spider", "snail", "ant", "bee"), "antennae"),
    (("sprite", "spirit", "tree", "mango", "lotus", "jackfruit", "lemongrass", "durian"), "sprout"),
    (("crab", "prawn", "betta", "fish", "turtle", "otter", "frog", "toad"), "fins"),
    (("rabbit", "hare", "bat"), "long_ears"),
)


def _name_hint(card: CardDef) -> str | None:
    words = card.name.get("en", card.id.replace("-", " ")).lower().replace("-", " ").split()
    for keys, feature in NAME_HINTS:
        if any(word in keys for word in words):
            return feature
    return None


def _digest(text: str) -> bytes:
    return hashlib.sha256(text.encode("utf-8")).digest()


def art_key(card: CardDef) -> str:
    """A stable text key for a card's picture: set, id, power, Snatch-Sight and English name."""
    sight = "".join(d for d in DIRECTIONS if d in card.sight)
    return f"{card.set_id}|{card.id}|{card.power}|{sight}|{card.name.get('en', '')}"


def art_spec(card: CardDef) -> ArtSpec:
    """The picture's features, chosen deterministically from the card's data."""
    key = art_key(card)
    rng = random.Random(int.from_bytes(_digest(key), "big"))
    set_rng = random.Random(int.from_bytes(_digest("set|" + card.set_id), "big"))
    power = max(1, min(9, card.power))
    strength = (power - 1) / 8.0  # 0.0 for power 1 ... 1.0 for power 9

    body_kind = rng.choice(BODY_KINDS)
    base = 22.0 + 9.0 * strength  # stronger Momon are bigger
    body_w = base * rng.uniform(0.9, 1.15)
    body_h = base * rng.uniform(0.88, 1.08)
    if body_kind == "bean":
        body_w *= 1.18
        body_h *= 0.86
    elif body_kind == "egg":
        body_h *= 1.1
        body_w *= 0.9

    # Fierce eyes belong to strong Momon, happy ones to gentle Momon.
    eye_weights = [3.0, 3.0, 2.0, 2.5 * (1.0 - strength) + 0.2, 3.5 * strength + 0.2]
    eye_style = rng.choices(EYE_STYLES, weights=eye_weights)[0]
    eye_count = rng.choices((1, 2, 3), weights=(1.5, 8.0, 1.0))[0]
    headgear_weights = [1.0, 1.0, 0.4 + 2.0 * strength, 1.0, 1.2 - 0.6 * strength, 1.0, 1.0, 1.0]
    headgear = rng.choices(HEADGEAR, weights=headgear_weights)[0]
    headgear = _name_hint(card) or headgear
    sparkles = tuple(
        (rng.uniform(6, ART_WIDTH - 6), rng.uniform(5, 42), rng.uniform(1.6, 3.4))
        for _ in range(rng.randint(3, 6))
    )
    hue = rng.random()
    return ArtSpec(
        key=key,
        motif=set_rng.choice(MOTIFS),
        body_kind=body_kind,
        body_w=body_w,
        body_h=body_h,
        eye_count=eye_count,
        eye_style=eye_style,
        eye_size=rng.uniform(0.85, 1.2),
        headgear=headgear,
        pattern=rng.choice(PATTERNS),
        mouth=rng.choices(MOUTHS, weights=(3, 1 + 3 * strength, 2, 2, 1 + 2 * strength))[0],
        tail=rng.choice(TAILS),
        cheeks=rng.random() < 0.6,
        arms=rng.random() < 0.7,
        fierce=strength,
        hue=hue,
        bg_hue=(hue + rng.uniform(0.38, 0.62)) % 1.0,
        accent_hue=(hue + rng.choice((-1, 1)) * rng.uniform(0.08, 0.16)) % 1.0,
        sparkles=sparkles,
    )


def _hsv(h: float, s: float, v: float, a: float = 1.0) -> QColor:
    return QColor.fromHsvF(h % 1.0, max(0.0, min(1.0, s)), max(0.0, min(1.0, v)), a)


@dataclass(frozen=True)
class _Palette:
    body: QColor
    body_light: QColor
    body_dark: QColor
    outline: QColor
    belly: QColor
    accent: QColor
    bg_top: QColor
    bg_bottom: QColor
    motif: QColor


def _palette(spec: ArtSpec) -> _Palette:
    h = spec.hue
    return _Palette(
        body=_hsv(h, 0.62, 0.90),
        body_light=_hsv(h, 0.32, 1.0),
        body_dark=_hsv(h, 0.75, 0.62),
        outline=_hsv(h, 0.8, 0.25),
        belly=_hsv(h + 0.03, 0.18, 1.0),
        accent=_hsv(spec.accent_hue, 0.8, 0.85),
        bg_top=_hsv(spec.bg_hue, 0.22, 0.98),
        bg_bottom=_hsv(spec.bg_hue, 0.42, 0.82),
        motif=_hsv(spec.bg_hue, 0.18, 1.0, 0.55),
    )


# --- geometry helpers ------------------------------------------------------


def _smooth_closed(points: list[QPointF]) -> QPainterPath:
    """A closed Catmull-Rom curve through ``points``, as cubic Bezier segments."""
    path = QPainterPath(points[0])
    n = len(points)
    for i in range(n):
        p0, p1, p2, p3 = points[i - 1], points[i], points[(i + 1) % n], points[(i + 2) % n]
        c1 = p1 + (p2 - p0) / 6.0
        c2 = p2 - (p3 - p1) / 6.0
        path.cubicTo(c1, c2, p2)
    path.closeSubpath()
    return path


def _body_path(spec: ArtSpec, cx: float, cy: float) -> QPainterPath:
    """The creature's body outline centred on (cx, cy)."""
    w, h = spec.body_w, spec.body_h
    exponent = {"round": 2.0, "pear": 2.1, "bean": 2.5, "egg": 2.0, "block": 3.4, "ghost": 2.2}[
        spec.body_kind
    ]
    taper = {"pear": 0.28, "egg": -0.1, "ghost": 0.0, "block": 0.05}.get(spec.body_kind, 0.0)
    points: list[QPointF] = []
    steps = 36
    for i in range(steps):
        t = 2.0 * math.pi * i / steps
        c, s = math.cos(t), math.sin(t)
        x = math.copysign(abs(c) ** (2.0 / exponent), c)
        y = math.copysign(abs(s) ** (2.0 / exponent), s)
        widen = 1.0 + taper * y  # y > 0 is the lower half: pear bodies sit wide
        px, py = cx + w * x * widen, cy + h * y
        if spec.body_kind == "ghost" and s > 0.3:
            # a scalloped hem: three soft waves along the bottom
            py += h * 0.12 * math.cos(6.0 * t)
        points.append(QPointF(px, py))
    return _smooth_closed(points)


def _star(cx: float, cy: float, r: float) -> QPainterPath:
    """A four-pointed sparkle."""
    path = QPainterPath(QPointF(cx, cy - r))
    inner = r * 0.28
    for k in range(1, 8):
        ang = -math.pi / 2 + k * math.pi / 4
        rad = r if k % 2 == 0 else inner
        path.lineTo(cx + rad * math.cos(ang), cy + rad * math.sin(ang))
    path.closeSubpath()
    return path


# --- drawing ---------------------------------------------------------------


def _draw_background(p: QPainter, spec: ArtSpec, pal: _Palette, ground_y: float) -> None:
    grad = QLinearGradient(0, 0, 0, ART_HEIGHT)
    grad.setColorAt(0.0, pal.bg_top)
    grad.setColorAt(1.0, pal.bg_bottom)
    p.fillRect(QRectF(0, 0, ART_WIDTH, ART_HEIGHT), grad)
    cx, cy = ART_WIDTH / 2, ground_y - 30
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(pal.motif)
    if spec.motif == "sunburst":
        rays = 16
        for k in range(0, rays, 2):
            a0 = 2 * math.pi * k / rays
            a1 = 2 * math.pi * (k + 1) / rays
            ray = QPainterPath(QPointF(cx, cy))
            ray.lineTo(cx + 150 * math.cos(a0), cy + 150 * math.sin(a0))
            ray.lineTo(cx + 150 * math.cos(a1), cy + 150 * math.sin(a1))
            ray.closeSubpath()
            p.drawPath(ray)
    elif spec.motif == "rings":
        p.setBrush(Qt.BrushStyle.NoBrush)
        for k in range(1, 9):
            p.setPen(QPen(pal.motif, 4.0))
            p.drawEllipse(QPointF(cx, cy), 12.0 * k, 12.0 * k)
    elif spec.motif == "lattice":
        # rows of small lotus-bud diamonds, a nod to Thai ornament
        for row in range(6):
            for col in range(10):
                x = col * 15.0 + (7.5 if row % 2 else 0.0)
                y = row * 13.0 + 4.0
                bud = QPainterPath(QPointF(x, y - 5))
                bud.quadTo(x + 4.5, y, x, y + 5)
                bud.quadTo(x - 4.5, y, x, y - 5)
                p.drawPath(bud)
    else:  # hills
        for k, (height, alpha) in enumerate(((26.0, 0.45), (16.0, 0.7))):
            hill = QPainterPath(QPointF(0, ground_y))
            hill.cubicTo(
                30 + 20 * k,
                ground_y - height - 10,
                70 - 10 * k,
                ground_y - height + 12,
                ART_WIDTH,
                ground_y - height * 0.6,
            )
            hill.lineTo(ART_WIDTH, ART_HEIGHT)
            hill.lineTo(0, ART_HEIGHT)
            hill.closeSubpath()
            color = QColor(pal.bg_bottom)
            color.setAlphaF(alpha)
            p.setBrush(color.darker(108 + 6 * k))
            p.drawPath(hill)
    # soft light behind the creature
    glow = QRadialGradient(QPointF(cx, cy), 48)
    glow.setColorAt(0.0, QColor(255, 255, 255, 150))
    glow.setColorAt(1.0, QColor(255, 255, 255, 0))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(glow)
    p.drawEllipse(QPointF(cx, cy), 48, 48)
    p.setBrush(QColor(255, 255, 255, 200))
    for x, y, r in spec.sparkles:
        p.drawPath(_star(x, y, r))
    # ground: a band of darker colour and the creature's shadow
    ground = QPainterPath(QPointF(0, ground_y + 4))
    ground.quadTo(ART_WIDTH / 2, ground_y - 6, ART_WIDTH, ground_y + 4)
    ground.lineTo(ART_WIDTH, ART_HEIGHT)
    ground.lineTo(0, ART_HEIGHT)
    ground.closeSubpath()
    p.setBrush(_hsv(spec.bg_hue, 0.45, 0.7, 0.55))
    p.drawPath(ground)


def _draw_tail(p: QPainter, spec: ArtSpec, pal: _Palette, cx: float, cy: float, pen: QPen) -> None:
    if spec.tail == "none":
        return
    x0, y0 = cx + spec.body_w * 0.75, cy + spec.body_h * 0.45
    p.setPen(pen)
    if spec.tail == "pom":
        # a fluffy round tail peeking out behind the body
        p.setBrush(pal.belly)
        p.drawEllipse(QPointF(x0 + 1, y0 - 2), 6.5, 6.0)
        return
    if spec.tail == "spike":
        # a tapering tail with a row of plates, for a little dragon look
        tail = QPainterPath(QPointF(x0 - 8, y0 - 6))
        tail.quadTo(x0 + 10, y0 - 2, x0 + 20, y0 - 16)
        tail.quadTo(x0 + 14, y0 + 4, x0 - 6, y0 + 6)
        tail.closeSubpath()
        p.setBrush(pal.body_dark)
        p.drawPath(tail)
        p.setBrush(pal.accent)
        for k in range(2):
            bx, by = x0 + 6 + k * 6, y0 - 5 - k * 4.5
            plate = QPainterPath(QPointF(bx - 2.5, by + 1))
            plate.lineTo(bx + 0.5, by - 4.5)
            plate.lineTo(bx + 3, by - 1)
            plate.closeSubpath()
            p.drawPath(plate)
        return
    else:  # leaf
        tail = QPainterPath(QPointF(x0 - 4, y0))
        tail.quadTo(x0 + 16, y0 - 18, x0 + 22, y0 - 6)
        tail.quadTo(x0 + 12, y0 + 8, x0 - 4, y0)
        p.setBrush(_hsv(spec.accent_hue, 0.55, 0.75))
    p.drawPath(tail)


def _draw_headgear_back(
    p: QPainter, spec: ArtSpec, pal: _Palette, cx: float, top: float, pen: QPen
) -> None:
    """Ears, horns and crests: drawn before the body so the body covers their roots."""
    w = spec.body_w
    p.setPen(pen)
    kind = spec.headgear
    for side in (-1.0, 1.0):
        bx = cx + side * w * 0.5
        by = top + spec.body_h * 0.16
        if kind == "cat_ears":
            ear = QPainterPath(QPointF(bx - side * 9, by + 4))
            ear.lineTo(bx + side * 4, top - 13)
            ear.lineTo(bx + side * 9, by + 4)
            ear.closeSubpath()
            p.setBrush(pal.body)
            p.drawPath(ear)
            inner = QPainterPath(QPointF(bx - side * 4.5, by + 2))
            inner.lineTo(bx + side * 3.5, top - 7)
            inner.lineTo(bx + side * 5.5, by + 2)
            inner.closeSubpath()
            p.setBrush(pal.accent.lighter(130))
            p.setPen(Qt.PenStyle.NoPen)
            p.drawPath(inner)
            p.setPen(pen)
        elif kind == "round_ears":
            p.setBrush(pal.body)
            p.drawEllipse(QPointF(bx + side * 3, top + 1), 8.5, 8.5)
            p.setBrush(pal.accent.lighter(130))
            p.setPen(Qt.PenStyle.NoPen)
            p.drawEllipse(QPointF(bx + side * 3, top + 1), 4.5, 4.5)
            p.setPen(pen)
        elif kind == "long_ears":
            ear = QPainterPath(QPointF(bx - side * 5, by + 2))
            ear.cubicTo(bx - side * 8, top - 22, bx + side * 10, top - 26, bx + side * 6, by + 2)
            ear.closeSubpath()
            p.setBrush(pal.body)
            p.drawPath(ear)
            inner = QPainterPath(QPointF(bx - side * 1.5, by - 2))
            inner.cubicTo(bx - side * 3, top - 15, bx + side * 5, top - 18, bx + side * 3, by - 2)
            inner.closeSubpath()
            p.setBrush(pal.accent.lighter(135))
            p.setPen(Qt.PenStyle.NoPen)
            p.drawPath(inner)
            p.setPen(pen)
        elif kind == "horns":
            length = 12 + 8 * spec.fierce
            horn = QPainterPath(QPointF(bx - side * 5, by + 3))
            horn.cubicTo(
                bx - side * 2,
                top - length * 0.6,
                bx + side * 8,
                top - length,
                bx + side * 14,
                top - length - 2,
            )
            horn.cubicTo(
                bx + side * 8, top - length * 0.4, bx + side * 7, top, bx + side * 5, by + 3
            )
            horn.closeSubpath()
            p.setBrush(QColor(250, 238, 210))
            p.drawPath(horn)
        elif kind == "fins":
            cy_fin = top + spec.body_h * 0.7
            fin = QPainterPath(QPointF(cx + side * w * 0.85, cy_fin))
            fin.cubicTo(
                cx + side * (w + 14),
                cy_fin - 10,
                cx + side * (w + 16),
                cy_fin + 8,
                cx + side * w * 0.85,
                cy_fin + 12,
            )
            fin.closeSubpath()
            p.setBrush(pal.accent)
            p.drawPath(fin)
    if kind == "crest":
        # three flame-like spikes along the top of the head
        crest = QPainterPath(QPointF(cx - 11, top + 5))
        for dx, height in ((-6.0, 11.0), (0.0, 16.0), (6.0, 11.0)):
            crest.quadTo(cx + dx - 5, top - height * 0.5, cx + dx + 1, top - height)
            crest.quadTo(cx + dx + 1, top - height * 0.3, cx + dx + 4, top + 2)
        crest.lineTo(cx + 11, top + 5)
        crest.closeSubpath()
        p.setBrush(pal.accent)
        p.drawPath(crest)


def _draw_headgear_front(
    p: QPainter, spec: ArtSpec, pal: _Palette, cx: float, top: float, pen: QPen
) -> None:
    """Antennae and sprouts grow from the top of the head, in front of the body edge."""
    p.setPen(pen)
    if spec.headgear == "antennae":
        for side in (-1.0, 1.0):
            stalk = QPainterPath(QPointF(cx + side * 5, top + 3))
            stalk.quadTo(cx + side * 6, top - 10, cx + side * 13, top - 15)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(stalk)
            p.setBrush(pal.accent)
            p.drawEllipse(QPointF(cx + side * 13, top - 15), 3.8, 3.8)
    elif spec.headgear == "sprout":
        stem = QPainterPath(QPointF(cx, top + 2))
        stem.quadTo(cx + 1, top - 6, cx, top - 10)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(stem)
        leaf_color = QColor(96, 186, 92)
        for side in (-1.0, 1.0):
            leaf = QPainterPath(QPointF(cx, top - 9))
            leaf.quadTo(cx + side * 6, top - 20, cx + side * 14, top - 13)
            leaf.quadTo(cx + side * 7, top - 6, cx, top - 9)
            p.setBrush(leaf_color)
            p.drawPath(leaf)


def _draw_pattern(
    p: QPainter, spec: ArtSpec, pal: _Palette, body: QPainterPath, cx: float, cy: float
) -> None:
    rect = body.boundingRect()
    p.save()
    p.setClipPath(body)
    p.setPen(Qt.PenStyle.NoPen)
    rng = random.Random(int.from_bytes(_digest("pattern|" + spec.key), "big"))
    if spec.pattern == "spots":
        p.setBrush(pal.body_dark)
        for _ in range(7):
            x = rng.uniform(rect.left(), rect.right())
            y = rng.uniform(cy + 2, rect.bottom())
            if abs(x - cx) < spec.body_w * 0.35 and y < cy + spec.body_h * 0.5:
                continue  # keep the face clear
            r = rng.uniform(2.0, 4.0)
            p.drawEllipse(QPointF(x, y), r, r * 0.85)
    elif spec.pattern == "stripes":
        p.setBrush(pal.body_dark)
        top = rect.top()
        for k in range(3):
            y = top + 3 + k * 4.5
            stripe = QPainterPath(QPointF(cx - 6 + k * 1.5, y))
            stripe.lineTo(cx, y + 3.5)
            stripe.lineTo(cx + 6 - k * 1.5, y)
            stripe.closeSubpath()
            p.drawPath(stripe)
        for side in (-1.0, 1.0):
            for k in range(3):
                y = cy + 2 + k * 6
                x = cx + side * spec.body_w
                band = QPainterPath(QPointF(x, y))
                band.lineTo(x - side * 9, y + 2)
                band.lineTo(x, y + 4)
                band.closeSubpath()
                p.drawPath(band)
    elif spec.pattern == "mask":
        p.setBrush(pal.body_dark.lighter(115))
        p.drawEllipse(QPointF(cx, cy - spec.body_h * 0.22), spec.body_w * 0.8, spec.body_h * 0.3)
    # a soft belly patch on most bodies
    if spec.pattern in ("belly", "none", "spots"):
        p.setBrush(pal.belly)
        p.drawEllipse(QPointF(cx, cy + spec.body_h * 0.55), spec.body_w * 0.55, spec.body_h * 0.42)
    # shading: light from the top left, shade low right
    shade = QRadialGradient(
        QPointF(cx - spec.body_w * 0.35, cy - spec.body_h * 0.45), spec.body_w * 2.1
    )
    shade.setColorAt(0.0, QColor(255, 255, 255, 90))
    shade.setColorAt(0.45, QColor(255, 255, 255, 0))
    shade.setColorAt(1.0, QColor(0, 0, 0, 70))
    p.setBrush(shade)
    p.drawRect(rect)
    p.restore()


def _draw_eye(
    p: QPainter, spec: ArtSpec, pal: _Palette, x: float, y: float, r: float, side: float
) -> None:
    outline = QPen(pal.outline, 1.4)
    style = spec.eye_style
    if style == "happy":
        arc = QPainterPath(QPointF(x - r, y + r * 0.3))
        arc.quadTo(x, y - r * 1.3, x + r, y + r * 0.3)
        p.setPen(QPen(pal.outline, 2.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(arc)
        return
    if style == "bead":
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(pal.outline)
        p.drawEllipse(QPointF(x, y), r * 0.72, r * 0.9)
        p.setBrush(QColor(255, 255, 255))
        p.drawEllipse(QPointF(x - r * 0.25, y - r * 0.35), r * 0.26, r * 0.26)
        return
    p.setPen(outline)
    p.setBrush(QColor(255, 255, 255))
    p.drawEllipse(QPointF(x, y), r, r * 1.08)
    p.setPen(Qt.PenStyle.NoPen)
    iris = _hsv(spec.accent_hue, 0.7, 0.55)
    p.setBrush(iris)
    p.drawEllipse(QPointF(x + r * 0.12, y + r * 0.12), r * 0.62, r * 0.66)
    p.setBrush(QColor(20, 20, 28))
    p.drawEllipse(QPointF(x + r * 0.14, y + r * 0.16), r * 0.34, r * 0.38)
    p.setBrush(QColor(255, 255, 255))
    p.drawEllipse(QPointF(x - r * 0.18, y - r * 0.24), r * 0.24, r * 0.24)
    p.drawEllipse(QPointF(x + r * 0.36, y + r * 0.36), r * 0.1, r * 0.1)
    if style in ("sleepy", "fierce"):
        lid = QPainterPath()
        if style == "sleepy":
            lid.moveTo(x - r * 1.3, y - r * 1.3)
            lid.lineTo(x + r * 1.3, y - r * 1.3)
            lid.lineTo(x + r * 1.3, y - r * 0.05)
            lid.quadTo(x, y + r * 0.15, x - r * 1.3, y - r * 0.05)
        else:
            # a slanted lid that drops toward the nose: a determined look
            inner = -side
            lid.moveTo(x - r * 1.3, y - r * 1.4)
            lid.lineTo(x + r * 1.3, y - r * 1.4)
            lid.lineTo(x + r * 1.3, y - r * (0.2 + 0.5 * (inner > 0)))
            lid.lineTo(x - r * 1.3, y - r * (0.2 + 0.5 * (inner < 0)))
        lid.closeSubpath()
        eye_clip = QPainterPath()
        eye_clip.addEllipse(QPointF(x, y), r * 1.02, r * 1.1)
        p.save()
        p.setClipPath(eye_clip)
        p.setBrush(pal.body)
        p.drawPath(lid)
        p.restore()
        p.setPen(outline)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(QPointF(x, y), r, r * 1.08)


def _draw_face(p: QPainter, spec: ArtSpec, pal: _Palette, cx: float, cy: float) -> None:
    w, h = spec.body_w, spec.body_h
    eye_y = cy - h * 0.2
    r = w * 0.2 * spec.eye_size
    if spec.eye_count == 1:
        eyes = [(cx, eye_y, r * 1.35, 0.0)]
    elif spec.eye_count == 2:
        eyes = [(cx - w * 0.4, eye_y, r, -1.0), (cx + w * 0.4, eye_y, r, 1.0)]
    else:
        eyes = [
            (cx - w * 0.45, eye_y + 1, r * 0.85, -1.0),
            (cx, eye_y - r * 0.7, r * 0.9, 0.0),
            (cx + w * 0.45, eye_y + 1, r * 0.85, 1.0),
        ]
    for x, y, er, side in eyes:
        _draw_eye(p, spec, pal, x, y, er, side)
    # brows for the fiercest Momon
    if spec.fierce > 0.6 and spec.eye_style not in ("happy",):
        p.setPen(QPen(pal.outline, 2.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        for x, y, er, side in eyes:
            if side == 0.0:
                continue
            p.drawLine(
                QPointF(x - side * er * 1.1, y - er * 1.25),
                QPointF(x + side * er * 0.9, y - er * 1.7),
            )
    if spec.cheeks:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(255, 120, 140, 110))
        for side in (-1.0, 1.0):
            p.drawEllipse(QPointF(cx + side * w * 0.62, cy + h * 0.1), w * 0.15, w * 0.09)
    mouth_y = cy + h * 0.12
    mw = w * 0.22
    pen = QPen(pal.outline, 1.8, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    mouth = QPainterPath()
    if spec.mouth == "smile":
        mouth.moveTo(cx - mw, mouth_y)
        mouth.quadTo(cx, mouth_y + mw * 0.9, cx + mw, mouth_y)
        p.drawPath(mouth)
    elif spec.mouth == "cat":
        mouth.moveTo(cx - mw, mouth_y)
        mouth.quadTo(cx - mw * 0.5, mouth_y + mw * 0.7, cx, mouth_y)
        mouth.quadTo(cx + mw * 0.5, mouth_y + mw * 0.7, cx + mw, mouth_y)
        p.drawPath(mouth)
    elif spec.mouth == "open":
        mouth.moveTo(cx - mw * 0.8, mouth_y - 1)
        mouth.quadTo(cx, mouth_y - 2, cx + mw * 0.8, mouth_y - 1)
        mouth.quadTo(cx, mouth_y + mw * 1.5, cx - mw * 0.8, mouth_y - 1)
        p.setBrush(QColor(120, 30, 50))
        p.drawPath(mouth)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(240, 110, 130))
        p.drawEllipse(QPointF(cx, mouth_y + mw * 0.75), mw * 0.42, mw * 0.25)
    else:  # fang or grin
        mouth.moveTo(cx - mw * 1.1, mouth_y - 1)
        mouth.quadTo(cx, mouth_y + mw * 0.8, cx + mw * 1.1, mouth_y - 1)
        p.drawPath(mouth)
        p.setBrush(QColor(255, 255, 255))
        p.setPen(QPen(pal.outline, 0.9))
        fangs = (-1.0, 1.0) if spec.mouth == "grin" else (1.0,)
        for side in fangs:
            fx = cx + side * mw * 0.5
            fang = QPainterPath(QPointF(fx - 1.6, mouth_y + 1.4))
            fang.lineTo(fx + 1.6, mouth_y + 1.2)
            fang.lineTo(fx, mouth_y + 4.6)
            fang.closeSubpath()
            p.drawPath(fang)
    # the Momon mark: every Momon carries a small gem on its brow
    gem_y = cy - h * 0.62
    gem = QPainterPath(QPointF(cx, gem_y - 3.2))
    gem.lineTo(cx + 2.4, gem_y)
    gem.lineTo(cx, gem_y + 3.2)
    gem.lineTo(cx - 2.4, gem_y)
    gem.closeSubpath()
    p.setPen(QPen(pal.outline, 0.9))
    p.setBrush(QColor(255, 214, 90))
    p.drawPath(gem)


def paint_art(painter: QPainter, rect: QRectF, card: CardDef) -> None:
    """Paint ``card``'s picture as vectors, filling ``rect`` (cropped to keep its proportions)."""
    spec = art_spec(card)
    pal = _palette(spec)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setClipRect(rect, Qt.ClipOperation.IntersectClip)
    # "cover" scaling: fill the rectangle, cropping the canvas edges if needed
    scale = max(rect.width() / ART_WIDTH, rect.height() / ART_HEIGHT)
    painter.translate(rect.center())
    painter.scale(scale, scale)
    painter.translate(-ART_WIDTH / 2, -ART_HEIGHT / 2)

    ground_y = 84.0
    cx = ART_WIDTH / 2
    cy = ground_y - spec.body_h - 2
    top = cy - spec.body_h
    _draw_background(painter, spec, pal, ground_y)
    # shadow on the ground
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 60))
    painter.drawEllipse(QPointF(cx, ground_y + 1), spec.body_w * 1.05, 4.2)

    pen = QPen(
        pal.outline, 2.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin
    )
    _draw_tail(painter, spec, pal, cx, cy, pen)
    _draw_headgear_back(painter, spec, pal, cx, top, pen)
    if spec.body_kind != "ghost":
        painter.setPen(pen)
        painter.setBrush(pal.body_dark)
        for side in (-1.0, 1.0):
            painter.drawEllipse(QPointF(cx + side * spec.body_w * 0.45, ground_y - 1.5), 6.5, 3.8)
    body = _body_path(spec, cx, cy)
    painter.setPen(pen)
    painter.setBrush(pal.body)
    painter.drawPath(body)
    _draw_pattern(painter, spec, pal, body, cx, cy)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(body)
    if spec.arms:
        painter.setBrush(pal.body)
        for side in (-1.0, 1.0):
            arm = QPainterPath(QPointF(cx + side * spec.body_w * 0.86, cy + spec.body_h * 0.05))
            arm.quadTo(
                cx + side * (spec.body_w + 9),
                cy + spec.body_h * 0.25,
                cx + side * spec.body_w * 0.9,
                cy + spec.body_h * 0.45,
            )
            painter.drawPath(arm)
    _draw_headgear_front(painter, spec, pal, cx, top, pen)
    _draw_face(painter, spec, pal, cx, cy)
    painter.restore()


# --- cache -------------------------------------------------------------------

_K = TypeVar("_K", bound=Hashable)


def cached_pixmap(
    cache: BoundedCache[_K, QPixmap],
    key: _K,
    size: QSize,
    dpr: float,
    paint: Callable[[QPainter, QRectF], None],
) -> QPixmap:
    """The pixmap under ``key`` in ``cache``, or a new one that ``paint`` draws.

    A new pixmap holds ``size * dpr`` device pixels on a transparent ground and
    carries that ratio; ``paint`` draws into the logical rectangle of ``size``. The
    cache keeps its ``limit`` most recently used pixmaps.
    """
    cached = cache.get(key)
    if cached is not None:
        return cached
    pixmap = QPixmap(max(1, round(size.width() * dpr)), max(1, round(size.height() * dpr)))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    paint(painter, QRectF(0, 0, size.width(), size.height()))
    painter.end()
    return cache.put(key, pixmap)


_cache: BoundedCache[tuple[str, int, int, float], QPixmap] = BoundedCache(512)


def art_pixmap(card: CardDef, size: QSize, device_pixel_ratio: float = 1.0) -> QPixmap:
    """The card's picture as a pixmap of ``size`` logical pixels, cached.

    The pixmap holds ``size * device_pixel_ratio`` device pixels and carries that
    ratio, so it is sharp on hi-DPI screens when drawn at ``size``.
    """
    dpr = max(0.25, float(device_pixel_ratio))
    key = (art_key(card), size.width(), size.height(), round(dpr, 3))
    return cached_pixmap(_cache, key, size, dpr,
                         lambda painter, rect: paint_art(painter, rect, card))


def clear_cache() -> None:
    """Forget every cached picture (e.g. after the card sets are reloaded)."""
    _cache.clear()


def draw_art(painter: QPainter, rect: QRectF, card: CardDef) -> None:
    """Draw the card's picture into ``rect``, from the pixmap cache when that stays crisp.

    When the painter maps ``rect`` to the device with scaling, translation or a
    half-turn only, a cached pixmap of exactly the device size is blitted;
    under any other rotation or shear the vectors are painted directly.
    """
    t: QTransform = painter.deviceTransform()
    axis_aligned = abs(t.m12()) < 1e-9 and abs(t.m21()) < 1e-9
    if not axis_aligned or rect.width() <= 0 or rect.height() <= 0:
        paint_art(painter, rect, card)
        return
    device = painter.device()
    dpr = device.devicePixelRatioF() if device is not None else 1.0
    sx, sy = abs(t.m11()) / dpr, abs(t.m22()) / dpr
    logical = QSize(max(1, round(rect.width() * sx)), max(1, round(rect.height() * sy)))
    pixmap = art_pixmap(card, logical, dpr)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
    painter.restore()
