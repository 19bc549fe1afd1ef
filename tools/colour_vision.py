"""How a picture looks to a person with a colour-vision deficiency, and how far apart two
colours stay.

Simulations: deuteranopia, protanopia and tritanopia with the full-severity matrices of
Machado, Oliveira and Fernandes, "A Physiologically-based Model for Simulation of Color
Vision Deficiency" (IEEE TVCG 15(6), 2009), applied to linear RGB; and greyscale (the
relative luminance of sRGB, ITU-R BT.709 weights). Colour difference: CIEDE2000
(Sharma, Wu and Dalal, 2005) and CIE76, both on CIELAB with the D65 white point.

    python tools/colour_vision.py shot.png [--out DIR]   # writes shot-<kind>.png for each kind
    python tools/colour_vision.py --seats                # the seat colours' differences

The table's seat colours are checked with it by tests/gui/look/test_colour_vision.py.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

RGB = tuple[int, int, int]
Lab = tuple[float, float, float]
Matrix = tuple[tuple[float, float, float], tuple[float, float, float], tuple[float, float, float]]

# Machado et al. 2009, severity 1.0 (dichromacy), on linear RGB.
MACHADO: dict[str, Matrix] = {
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}
KINDS: tuple[str, ...] = ("deuteranopia", "protanopia", "tritanopia", "greyscale")


# --- colour spaces ------------------------------------------------------------------


def to_linear(value: int) -> float:
    """An sRGB channel (0-255) as linear light (0-1)."""
    c = value / 255.0
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def to_srgb(value: float) -> int:
    """Linear light (clipped to 0-1) as an sRGB channel (0-255)."""
    c = min(1.0, max(0.0, value))
    c = 12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055
    return round(c * 255)


def simulate(rgb: RGB, kind: str) -> RGB:
    """``rgb`` as seen with ``kind`` (one of :data:`KINDS`)."""
    lin = [to_linear(v) for v in rgb]
    if kind == "greyscale":
        y = 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]
        g = to_srgb(y)
        return g, g, g
    m = MACHADO[kind]
    r, g, b = (sum(m[row][k] * lin[k] for k in range(3)) for row in range(3))
    return to_srgb(r), to_srgb(g), to_srgb(b)


_WHITE = (0.95047, 1.0, 1.08883)  # D65


def lab(rgb: RGB) -> Lab:
    """CIELAB (D65) of an sRGB colour."""
    r, g, b = (to_linear(v) for v in rgb)
    xyz = (
        0.4124564 * r + 0.3575761 * g + 0.1804375 * b,
        0.2126729 * r + 0.7151522 * g + 0.0721750 * b,
        0.0193339 * r + 0.1191920 * g + 0.9503041 * b,
    )

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    fx, fy, fz = (f(v / w) for v, w in zip(xyz, _WHITE, strict=True))
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e76(a: RGB, b: RGB) -> float:
    """CIE76: the distance between two colours in CIELAB."""
    return math.dist(lab(a), lab(b))


def delta_e2000(a: RGB, b: RGB) -> float:
    """CIEDE2000 between two sRGB colours (kL = kC = kH = 1)."""
    return delta_e2000_lab(lab(a), lab(b))


def delta_e2000_lab(first: Lab, second: Lab) -> float:
    """CIEDE2000 between two CIELAB colours (kL = kC = kH = 1)."""
    l1, a1, b1 = first
    l2, a2, b2 = second
    c_mean = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_mean**7 / (c_mean**7 + 25**7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dlp = l2 - l1
    dcp = c2p - c1p
    if c1p * c2p == 0:
        dhp = 0.0
    elif abs(h2p - h1p) <= 180:
        dhp = h2p - h1p
    elif h2p - h1p > 180:
        dhp = h2p - h1p - 360
    else:
        dhp = h2p - h1p + 360
    dhp_big = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dhp / 2))
    lp_mean = (l1 + l2) / 2
    cp_mean = (c1p + c2p) / 2
    if c1p * c2p == 0:
        hp_mean = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        hp_mean = (h1p + h2p) / 2
    elif h1p + h2p < 360:
        hp_mean = (h1p + h2p + 360) / 2
    else:
        hp_mean = (h1p + h2p - 360) / 2
    t = (
        1
        - 0.17 * math.cos(math.radians(hp_mean - 30))
        + 0.24 * math.cos(math.radians(2 * hp_mean))
        + 0.32 * math.cos(math.radians(3 * hp_mean + 6))
        - 0.20 * math.cos(math.radians(4 * hp_mean - 63))
    )
    d_theta = 30 * math.exp(-(((hp_mean - 275) / 25) ** 2))
    r_c = 2 * math.sqrt(cp_mean**7 / (cp_mean**7 + 25**7))
    s_l = 1 + 0.015 * (lp_mean - 50) ** 2 / math.sqrt(20 + (lp_mean - 50) ** 2)
    s_c = 1 + 0.045 * cp_mean
    s_h = 1 + 0.015 * cp_mean * t
    r_t = -math.sin(math.radians(2 * d_theta)) * r_c
    return math.sqrt(
        (dlp / s_l) ** 2
        + (dcp / s_c) ** 2
        + (dhp_big / s_h) ** 2
        + r_t * (dcp / s_c) * (dhp_big / s_h)
    )


def differences(a: RGB, b: RGB) -> dict[str, float]:
    """CIEDE2000 between ``a`` and ``b`` in normal vision and under each simulation."""
    found = {"normal": delta_e2000(a, b)}
    for kind in KINDS:
        found[kind] = delta_e2000(simulate(a, kind), simulate(b, kind))
    return found


# --- pictures ------------------------------------------------------------------------


def simulate_image(image: object, kind: str) -> object:
    """A copy of a ``QImage`` as seen with ``kind`` (alpha kept)."""
    from PySide6.QtGui import QImage

    assert isinstance(image, QImage)
    src = image.convertToFormat(QImage.Format.Format_ARGB32)
    out = QImage(src)
    table: dict[int, int] = {}
    width, height = src.width(), src.height()
    for y in range(height):
        line = memoryview(out.scanLine(y)).cast("I")  # type: ignore[arg-type]
        for x in range(width):
            pixel = line[x]
            rgb = pixel & 0xFFFFFF
            mapped = table.get(rgb)
            if mapped is None:
                r, g, b = simulate(((rgb >> 16) & 255, (rgb >> 8) & 255, rgb & 255), kind)
                mapped = table[rgb] = (r << 16) | (g << 8) | b
            line[x] = (pixel & 0xFF000000) | mapped
    return out


def simulate_file(path: Path, out_dir: Path, kinds: Sequence[str] = KINDS) -> list[Path]:
    """Write ``<stem>-<kind>.png`` into ``out_dir`` for each of ``kinds``."""
    from PySide6.QtGui import QImage

    image = QImage(str(path))
    if image.isNull():
        raise SystemExit(f"cannot read {path}")
    written = []
    out_dir.mkdir(parents=True, exist_ok=True)
    for kind in kinds:
        target = out_dir / f"{path.stem}-{kind}.png"
        simulated = simulate_image(image, kind)
        if not simulated.save(str(target)):  # type: ignore[attr-defined]
            raise SystemExit(f"cannot write {target}")
        written.append(target)
    return written


def _print_seats(out: Callable[[str], None]) -> None:
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from momon_desktop.ui.look import theme

    for label, pair in theme.seat_colour_pairs().items():
        a, b = pair
        found = differences(a, b)
        figures = ", ".join(f"{k} {v:.1f}" for k, v in found.items())
        out(f"{label}: {a} / {b}: CIEDE2000 {figures}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("pictures", nargs="*", type=Path, help="PNG files to simulate")
    parser.add_argument("--out", type=Path, help="folder for the results (default: beside)")
    parser.add_argument("--seats", action="store_true", help="print the seat colours' differences")
    args = parser.parse_args(argv)
    if args.seats:
        _print_seats(print)
    if args.pictures:
        from PySide6.QtGui import QGuiApplication

        _app = QGuiApplication.instance() or QGuiApplication(["colour_vision"])
        for path in args.pictures:
            for written in simulate_file(path, args.out or path.parent):
                print(written)
    return 0


if __name__ == "__main__":
    sys.exit(main())
