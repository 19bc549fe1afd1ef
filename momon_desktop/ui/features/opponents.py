"""Scripted opponents in the app: their portraits and the picker of the New Game dialog.

A profile (``resources/opponents/*.json``, :mod:`momon_desktop.ai.profiles`) describes
its portrait in words: the Momon whose card art is the face (``motif``), a background
and an accent colour, a frame shape and an emblem. :func:`paint_portrait` draws that
description the same way every time, in the family style of the card art: the Momon
from :func:`momon_desktop.ui.look.cardart.paint_art` inside a frame of the two colours,
ringed with lotus buds like the card backgrounds, with the emblem on a medallion.

:class:`OpponentPicker` shows every opponent as a portrait tile, and the chosen one
large with its name in English and Thai, its introduction, strength, style and deck.
:class:`OpponentChooser` puts the picker in the New Game dialog: choosing an opponent
makes Player B that computer player (name, deck, strength, style and the profile's id,
which the game record keeps for that seat).
"""

from __future__ import annotations

import math
from collections import OrderedDict
from functools import lru_cache
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QPointF,
    QRectF,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
    QRadialGradient,
    QTransform,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from momon_desktop.ai.profiles import OpponentProfile, Portrait, ProfileError, load_profiles
from momon_desktop.cards import CardPool, Deck
from momon_desktop.engine import CardDef
from momon_desktop.ui.look import cardart, theme
from momon_desktop.ui.look.fonts import title_font, ui_font
from momon_desktop.ui.paths import resource_path
from momon_desktop.ui.text import i18n

if TYPE_CHECKING:
    from momon_desktop.ui.table.dialogs import NewGameDialog
    from momon_desktop.ui.table.host import TableHost

# The column of the New Game dialog a scripted opponent takes (Player B).
OPPONENT_COLUMN = 1


@lru_cache(maxsize=1)
def bundled_profiles() -> tuple[OpponentProfile, ...]:
    """The opponents shipped in ``resources/opponents`` (read once); none if a file of a
    damaged installation cannot be read (the app still starts, without them)."""
    try:
        return tuple(load_profiles(resource_path("opponents")))
    except ProfileError:
        return ()


def style_name(style: str) -> str:
    """The translated name of a style of play."""
    names = {
        "aggressive": QCoreApplication.translate("OpponentPicker", "aggressive"),
        "defensive": QCoreApplication.translate("OpponentPicker", "defensive"),
        "balanced": QCoreApplication.translate("OpponentPicker", "balanced"),
    }
    return names.get(style, style)


def profile_name(profile: OpponentProfile, lang: str) -> str:
    """The opponent's name in ``lang``."""
    return profile.name.get(lang)


def opponent_deck(profile: OpponentProfile, lang: str) -> Deck:
    """The opponent's deck as a deck the New Game dialog can offer."""
    text = QCoreApplication.translate("OpponentPicker", "%1's deck") \
        .replace("%1", profile_name(profile, lang))
    return Deck(name={"en": text, "th": text}, format="standard", cards=tuple(profile.deck),
                source=f"opponent:{profile.id}")


# ----------------------------------------------------------------------------- portraits


def frame_path(rect: QRectF, frame: str) -> QPainterPath:
    """The outline of a portrait frame (``round``, ``square`` or ``hexagon``) in ``rect``."""
    path = QPainterPath()
    if frame == "round":
        path.addEllipse(rect)
    elif frame == "square":
        r = min(rect.width(), rect.height()) * 0.16
        path.addRoundedRect(rect, r, r)
    else:
        c = rect.center()
        rx, ry = rect.width() / 2, rect.height() / 2
        points = [QPointF(c.x() + rx * math.cos(math.radians(90 + 60 * k)) * 0.98,
                          c.y() - ry * math.sin(math.radians(90 + 60 * k))) for k in range(6)]
        path.moveTo(points[0])
        for p in points[1:]:
            path.lineTo(p)
        path.closeSubpath()
    return path


def _bud(x: float, y: float, size: float, angle: float) -> QPainterPath:
    """A lotus bud pointing away from the centre (the ornament of the card art)."""
    path = QPainterPath(QPointF(0, -size))
    path.quadTo(size * 0.75, 0, 0, size)
    path.quadTo(-size * 0.75, 0, 0, -size)
    t = QTransform()
    t.translate(x, y)
    t.rotate(angle)
    return t.map(path)


def _round_pen(colour: QColor, width: float) -> QPen:
    return QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                Qt.PenJoinStyle.RoundJoin)


def _emblem_path(kind: str, c: QPointF, r: float) -> tuple[QPainterPath, bool]:
    """The emblem glyph around ``c`` within radius ``r``; True if it is drawn as a stroke."""
    path = QPainterPath()
    x, y = c.x(), c.y()
    if kind == "sun":
        path.addEllipse(c, r * 0.42, r * 0.42)
        for k in range(8):
            a = math.radians(45 * k)
            ray = QPainterPath(QPointF(x + r * 0.58 * math.cos(a - 0.22), y + r * 0.58 * math.sin(a - 0.22)))
            ray.lineTo(x + r * math.cos(a), y + r * math.sin(a))
            ray.lineTo(x + r * 0.58 * math.cos(a + 0.22), y + r * 0.58 * math.sin(a + 0.22))
            ray.closeSubpath()
            path.addPath(ray)
        return path, False
    if kind == "moon":
        disc = QPainterPath()
        disc.addEllipse(c, r * 0.85, r * 0.85)
        bite = QPainterPath()
        bite.addEllipse(QPointF(x + r * 0.42, y - r * 0.28), r * 0.72, r * 0.72)
        return disc.subtracted(bite), False
    if kind == "wave":
        for row in (-0.35, 0.3):
            yy = y + r * row
            path.moveTo(x - r * 0.9, yy)
            for k in range(3):
                x0 = x - r * 0.9 + k * r * 0.6
                path.cubicTo(x0 + r * 0.15, yy - r * 0.35, x0 + r * 0.45, yy - r * 0.35,
                             x0 + r * 0.6, yy)
        return path, True
    if kind == "leaf":
        path.moveTo(x - r * 0.8, y + r * 0.8)
        path.cubicTo(x - r * 0.9, y - r * 0.5, x + r * 0.2, y - r * 0.95, x + r * 0.85, y - r * 0.85)
        path.cubicTo(x + r * 0.95, y - r * 0.1, x + r * 0.4, y + r * 0.95, x - r * 0.8, y + r * 0.8)
        path.closeSubpath()
        return path, False
    if kind == "flame":
        path.moveTo(x, y - r * 0.95)
        path.cubicTo(x + r * 0.25, y - r * 0.45, x + r * 0.85, y - r * 0.15, x + r * 0.7, y + r * 0.4)
        path.cubicTo(x + r * 0.6, y + r * 0.85, x - r * 0.6, y + r * 0.95, x - r * 0.7, y + r * 0.4)
        path.cubicTo(x - r * 0.8, y - r * 0.05, x - r * 0.35, y - r * 0.2, x - r * 0.25, y - r * 0.55)
        path.cubicTo(x - r * 0.05, y - r * 0.35, x + r * 0.05, y - r * 0.6, x, y - r * 0.95)
        path.closeSubpath()
        return path, False
    if kind == "star":
        for k in range(10):
            a = math.radians(-90 + 36 * k)
            rad = r * (0.95 if k % 2 == 0 else 0.4)
            p = QPointF(x + rad * math.cos(a), y + rad * math.sin(a))
            if k == 0:
                path.moveTo(p)
            else:
                path.lineTo(p)
        path.closeSubpath()
        return path, False
    # lotus: five petals fanning up from a base
    for angle in (-64, -32, 0, 32, 64):
        path.addPath(_bud(x + r * 0.5 * math.sin(math.radians(angle)),
                          y + r * 0.25 - r * 0.45 * math.cos(math.radians(angle)),
                          r * 0.55, angle))
    path.addRect(QRectF(x - r * 0.6, y + r * 0.55, r * 1.2, r * 0.16))
    return path, False


def paint_portrait(painter: QPainter, rect: QRectF, portrait: Portrait,
                   face: CardDef | None) -> None:
    """Paint the portrait ``portrait`` describes into the square centred in ``rect``.

    ``face`` is the card named by ``portrait.motif`` (None if the card pool has no such
    card: the frame and the emblem are drawn, with the emblem large in the middle).
    """
    side = min(rect.width(), rect.height())
    box = QRectF(0, 0, side, side)
    box.moveCenter(rect.center())
    bg = QColor(portrait.background)
    accent = QColor(portrait.accent)
    dark = bg.darker(230)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    outer = box.adjusted(side * 0.03, side * 0.03, -side * 0.03, -side * 0.03)
    outer_path = frame_path(outer, portrait.frame)
    # shadow under the frame
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 70))
    painter.drawPath(frame_path(outer.translated(0, side * 0.02), portrait.frame))
    glow = QRadialGradient(outer.center(), side * 0.55)
    glow.setColorAt(0.0, bg.lighter(150))
    glow.setColorAt(0.7, bg)
    glow.setColorAt(1.0, bg.darker(140))
    painter.setBrush(glow)
    painter.drawPath(outer_path)
    # a ring of lotus buds between the outer edge and the picture
    bud_colour = QColor(accent)
    bud_colour.setAlpha(170)
    painter.setBrush(bud_colour)
    painter.save()
    painter.setClipPath(outer_path)
    c = outer.center()
    ring = side * 0.405
    for k in range(16):
        a = 2 * math.pi * k / 16
        painter.drawPath(_bud(c.x() + ring * math.sin(a), c.y() - ring * math.cos(a),
                              side * 0.035, math.degrees(a)))
    painter.restore()
    inner = outer.adjusted(side * 0.1, side * 0.1, -side * 0.1, -side * 0.1)
    inner_path = frame_path(inner, portrait.frame)
    painter.save()
    painter.setClipPath(inner_path)
    if face is not None:
        # a portrait: the Momon's card art, drawn larger than the window and raised a
        # little, so the creature's face fills it
        art = QRectF(0, 0, inner.width() * 1.3, inner.height() * 1.3)
        art.moveCenter(QPointF(inner.center().x(), inner.center().y() - inner.height() * 0.1))
        cardart.paint_art(painter, art, face)
        wash = QRadialGradient(inner.center(), inner.width() * 0.62)
        edge = QColor(bg)
        edge.setAlpha(0)
        wash.setColorAt(0.0, edge)
        wash.setColorAt(0.72, edge)
        edge.setAlpha(150)
        wash.setColorAt(1.0, edge)
        painter.fillRect(inner, wash)
    else:
        fill = QLinearGradient(inner.topLeft(), inner.bottomLeft())
        fill.setColorAt(0.0, bg.lighter(170))
        fill.setColorAt(1.0, bg.lighter(115))
        painter.fillRect(inner, fill)
        glyph, stroke = _emblem_path(portrait.emblem, inner.center(), inner.width() * 0.3)
        painter.setBrush(Qt.BrushStyle.NoBrush if stroke else accent)
        painter.setPen(_round_pen(accent, side * 0.04) if stroke
                       else QPen(dark, side * 0.012))
        painter.drawPath(glyph)
    painter.restore()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(accent, side * 0.03))
    painter.drawPath(inner_path)
    painter.setPen(QPen(dark, side * 0.012))
    painter.drawPath(frame_path(inner.adjusted(-side * 0.016, -side * 0.016,
                                               side * 0.016, side * 0.016), portrait.frame))
    painter.setPen(QPen(dark, side * 0.02))
    painter.drawPath(outer_path)
    # the emblem on a medallion at the lower right
    r = side * 0.14
    centre = QPointF(outer.right() - r * 0.95, outer.bottom() - r * 0.95)
    medal = QRadialGradient(centre - QPointF(r * 0.3, r * 0.3), r * 1.4)
    medal.setColorAt(0.0, accent.lighter(130))
    medal.setColorAt(1.0, accent.darker(115))
    painter.setBrush(medal)
    painter.setPen(QPen(dark, side * 0.014))
    painter.drawEllipse(centre, r, r)
    glyph, stroke = _emblem_path(portrait.emblem, centre, r * 0.62)
    if stroke:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(_round_pen(bg.darker(130), max(1.0, side * 0.018)))
    else:
        painter.setBrush(bg.darker(115))
        painter.setPen(Qt.PenStyle.NoPen)
    painter.drawPath(glyph)
    painter.restore()


_CACHE_LIMIT = 64
_cache: OrderedDict[tuple[str, str, int, float], QPixmap] = OrderedDict()


def portrait_pixmap(profile: OpponentProfile, face: CardDef | None, size: int,
                    device_pixel_ratio: float = 1.0) -> QPixmap:
    """The opponent's portrait as a square pixmap of ``size`` logical pixels, cached."""
    dpr = max(0.25, float(device_pixel_ratio))
    key = (profile.portrait.model_dump_json(), cardart.art_key(face) if face else "",
           size, round(dpr, 3))
    cached = _cache.get(key)
    if cached is not None:
        _cache.move_to_end(key)
        return cached
    pixmap = QPixmap(max(1, round(size * dpr)), max(1, round(size * dpr)))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    paint_portrait(painter, QRectF(0, 0, size, size), profile.portrait, face)
    painter.end()
    _cache[key] = pixmap
    if len(_cache) > _CACHE_LIMIT:
        _cache.popitem(last=False)
    return pixmap


def face_card(profile: OpponentProfile, pool: CardPool | None) -> CardDef | None:
    """The card whose art is the opponent's face, if the pool has it."""
    if pool is None:
        return None
    try:
        return pool.get(profile.portrait.motif)
    except KeyError:
        return None


class PortraitWidget(QWidget):
    """An opponent's portrait at a fixed size."""

    def __init__(self, size: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.profile: OpponentProfile | None = None
        self.face: CardDef | None = None
        self.setFixedSize(size, size)

    def set_profile(self, profile: OpponentProfile | None, face: CardDef | None) -> None:
        """Show ``profile``'s portrait (nothing for None)."""
        self.profile = profile
        self.face = face
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        if self.profile is None:
            return
        painter = QPainter(self)
        pixmap = portrait_pixmap(self.profile, self.face, self.width(), self.devicePixelRatioF())
        painter.drawPixmap(0, 0, pixmap)
        painter.end()


# ----------------------------------------------------------------------------- the picker


class OpponentTile(QAbstractButton):
    """One choice of the picker: a portrait (or the free-choice sign) and a name."""

    PORTRAIT = 68

    def __init__(self, profile: OpponentProfile | None, face: CardDef | None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.profile = profile
        self.face = face
        self.lang = "en"
        self.setCheckable(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setFixedSize(QSize(self.PORTRAIT + 24, self.PORTRAIT + 44))
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def sizeHint(self) -> QSize:  # noqa: N802
        return self.size()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
        checked = self.isChecked()
        if checked:
            painter.setBrush(theme.with_alpha(theme.GOLD, 60))
            painter.setPen(QPen(theme.GOLD_BRIGHT, 2.5))
        elif self.underMouse() or self.hasFocus():
            painter.setBrush(QColor(255, 255, 255, 18))
            painter.setPen(QPen(theme.with_alpha(theme.GOLD, 160), 1.5))
        else:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(rect, 10, 10)
        picture = QRectF((self.width() - self.PORTRAIT) / 2, 6, self.PORTRAIT, self.PORTRAIT)
        if self.profile is not None:
            pixmap = portrait_pixmap(self.profile, self.face, self.PORTRAIT,
                                     self.devicePixelRatioF())
            painter.drawPixmap(picture.topLeft(), pixmap)
        else:
            # free choice: an empty seat, drawn as a dashed frame with a plus sign
            inner = picture.adjusted(8, 8, -8, -8)
            painter.setBrush(QColor(255, 255, 255, 12))
            painter.setPen(QPen(QColor(180, 190, 200), 2.0, Qt.PenStyle.DashLine))
            painter.drawEllipse(inner)
            painter.setPen(_round_pen(theme.GOLD, 4.0))
            c = inner.center()
            arm = inner.width() * 0.2
            painter.drawLine(QPointF(c.x() - arm, c.y()), QPointF(c.x() + arm, c.y()))
            painter.drawLine(QPointF(c.x(), c.y() - arm), QPointF(c.x(), c.y() + arm))
        text_rect = QRectF(3, picture.bottom() + 3, self.width() - 6, self.height() - picture.bottom() - 5)
        font = ui_font(8.5, bold=checked)
        text = self.text()
        metrics = QFontMetricsF(font)
        while metrics.horizontalAdvance(text) > text_rect.width() * 2 - 8 and font.pointSizeF() > 6.5:
            font.setPointSizeF(font.pointSizeF() - 0.5)
            metrics = QFontMetricsF(font)
        painter.setFont(font)
        painter.setPen(QColor(255, 236, 180) if checked else QColor(230, 224, 207))
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
                         | Qt.TextFlag.TextWordWrap, text)
        painter.end()

    def enterEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802
        self.update()
        super().enterEvent(event)

    def leaveEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802
        self.update()
        super().leaveEvent(event)


class OpponentPicker(QGroupBox):
    """Every scripted opponent as a portrait tile, and the chosen one described: name in
    English and Thai, introduction, strength, style and deck."""

    # the chosen OpponentProfile, or None for a free choice of deck and strength
    chosen = Signal(object)

    def __init__(self, profiles: list[OpponentProfile] | tuple[OpponentProfile, ...],
                 pool: CardPool | None, lang: str = "en", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.profiles = list(profiles)
        self.pool = pool
        self.lang = lang
        self.group = QButtonGroup(self)
        self.group.setExclusive(True)
        self.tiles: list[OpponentTile] = []
        row = QHBoxLayout()
        row.setSpacing(4)
        for index, profile in enumerate([None, *self.profiles]):
            tile = OpponentTile(profile, face_card(profile, pool) if profile else None)
            self.group.addButton(tile, index)
            self.tiles.append(tile)
            row.addWidget(tile)
        row.addStretch(1)
        self.tiles[0].setChecked(True)
        self.portrait = PortraitWidget(112)
        self.name_label = QLabel()
        self.name_label.setFont(title_font(22))
        self.other_name = QLabel()
        self.other_name.setFont(ui_font(10))
        self.other_name.setProperty("role", "secondary")
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.intro.setFont(ui_font(10))
        self.facts = QLabel()
        self.facts.setFont(ui_font(10, bold=True))
        self.facts.setProperty("role", "accent")
        self.deck_label = QLabel()
        self.deck_label.setWordWrap(True)
        self.deck_label.setFont(ui_font(9))
        text = QVBoxLayout()
        text.setSpacing(3)
        for widget in (self.name_label, self.other_name, self.intro, self.facts, self.deck_label):
            text.addWidget(widget)
        text.addStretch(1)
        self.detail = QWidget()
        # room for the longest description, so choosing never squeezes the text
        self.detail.setMinimumHeight(self.portrait.height() + 52)
        detail_lay = QGridLayout(self.detail)
        detail_lay.setContentsMargins(4, 4, 4, 0)
        detail_lay.setHorizontalSpacing(14)
        detail_lay.addWidget(self.portrait, 0, 0, Qt.AlignmentFlag.AlignTop)
        detail_lay.addLayout(text, 0, 1)
        detail_lay.setColumnStretch(1, 1)
        lay = QVBoxLayout(self)
        lay.addLayout(row)
        lay.addWidget(self.detail)
        self.setMinimumWidth(len(self.tiles) * (OpponentTile.PORTRAIT + 28) + 24)
        self.detail.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.group.idToggled.connect(self._on_toggled)
        self.retranslate()

    def current(self) -> OpponentProfile | None:
        """The opponent chosen, or None."""
        index = self.group.checkedId() - 1
        return self.profiles[index] if 0 <= index < len(self.profiles) else None

    def set_current(self, profile_id: str | None) -> None:
        """Choose the opponent with ``profile_id`` (None: free choice)."""
        for index, profile in enumerate(self.profiles):
            if profile.id == profile_id:
                self.tiles[index + 1].setChecked(True)
                return
        self.tiles[0].setChecked(True)

    def _on_toggled(self, index: int, checked: bool) -> None:
        if checked:
            self._describe()
            self.chosen.emit(self.current())

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.lang = i18n.current_language()
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Texts in the current language."""
        self.setTitle(self.tr("Opponent for Player B"))
        self.tiles[0].setText(self.tr("Free choice"))
        self.tiles[0].setToolTip(self.tr("Choose Player B's name, deck and strength above."))
        for tile in self.tiles[1:]:
            profile = tile.profile
            assert profile is not None
            tile.setText(profile_name(profile, self.lang))
            tile.setToolTip(self.tr("%1: %2, %3").replace("%1", profile_name(profile, self.lang))
                            .replace("%2", profile.strength).replace("%3", style_name(profile.style)))
            tile.setAccessibleName(tile.text())
            tile.update()
        self._describe()

    def _describe(self) -> None:
        profile = self.current()
        if profile is None:
            self.portrait.set_profile(None, None)
            self.portrait.hide()
            self.name_label.setText(self.tr("Free choice"))
            self.other_name.setText("")
            self.other_name.hide()
            self.intro.setText(self.tr("Player B is played as chosen above: a person, or the "
                                       "computer at easy, normal or hard with any deck. Pick a "
                                       "portrait to meet one of the regulars of the temple fair "
                                       "instead, with their own deck and style of play."))
            self.facts.setText("")
            self.deck_label.setText("")
            return
        self.portrait.show()
        self.portrait.set_profile(profile, face_card(profile, self.pool))
        self.name_label.setText(profile_name(profile, self.lang))
        other = "en" if self.lang == "th" else "th"
        self.other_name.setText(profile_name(profile, other))
        self.other_name.show()
        self.intro.setText(profile.intro.get(self.lang))
        self.facts.setText(self.tr("Strength: %1 · Style: %2")
                           .replace("%1", profile.strength).replace("%2", style_name(profile.style)))
        self.deck_label.setText(self.tr("Deck: %1").replace("%1", self.deck_text(profile)))

    def deck_text(self, profile: OpponentProfile) -> str:
        """The opponent's deck in words: each card's name, with ×2 for two copies."""
        counts: dict[str, int] = {}
        for card_id in profile.deck:
            counts[card_id] = counts.get(card_id, 0) + 1
        parts = []
        for card_id, count in counts.items():
            name = card_id
            if self.pool is not None:
                try:
                    name = self.pool.get(card_id).display_name(self.lang)
                except KeyError:
                    name = card_id
            parts.append(name if count == 1 else self.tr("%1 ×%2").replace("%1", name)
                         .replace("%2", str(count)))
        return self.tr(", ").join(parts)


class OpponentChooser:
    """The picker inside the New Game dialog: choosing an opponent makes Player B that
    computer player (its name, its deck, its strength and its style)."""

    def __init__(self, dialog: NewGameDialog,
                 profiles: list[OpponentProfile] | tuple[OpponentProfile, ...] | None = None) -> None:
        self.dialog = dialog
        self.profiles = list(bundled_profiles() if profiles is None else profiles)
        self.picker = OpponentPicker(self.profiles, dialog.pool, dialog.lang, dialog)
        dialog.attach_opponents(self)
        self.picker.setVisible(bool(self.profiles))
        self.deck: Deck | None = None
        self.profile: OpponentProfile | None = None
        self._choosing = False
        self.picker.chosen.connect(self.choose)
        column = OPPONENT_COLUMN
        dialog.kind_boxes[column].currentIndexChanged.connect(self._check_still_chosen)
        dialog.deck_boxes[column].currentIndexChanged.connect(self._check_still_chosen)
        dialog.names[column].textEdited.connect(self._check_still_chosen)

    def choose(self, profile: OpponentProfile | None) -> None:
        """Make Player B ``profile`` (None: leave Player B to the fields above)."""
        d = self.dialog
        column = OPPONENT_COLUMN
        if self.deck is not None and self.deck in d.decks:
            d.decks.remove(self.deck)
        previous = self.profile
        self.profile = profile
        self.deck = None
        if profile is None:
            if previous is not None and d.names[column].text() == profile_name(previous, d.lang):
                d.names[column].clear()
            d.fill_decks()
            return
        self.deck = opponent_deck(profile, d.lang)
        d.decks.append(self.deck)
        self._choosing = True
        try:
            d.fill_decks()
            rows = [i for i, deck in enumerate(d.offered) if deck is self.deck]
            if rows:
                d.deck_boxes[column].setCurrentIndex(rows[0])
            d.names[column].setText(profile_name(profile, d.lang))
            kind_box = d.kind_boxes[column]
            index = kind_box.findData(profile.strength)
            if index >= 0:
                kind_box.setCurrentIndex(index)
        finally:
            self._choosing = False
        d.update_draw()

    def active(self) -> OpponentProfile | None:
        """The opponent Player B still is: its deck and strength are still chosen."""
        d = self.dialog
        column = OPPONENT_COLUMN
        profile = self.profile
        if profile is None or self.deck is None:
            return None
        box = d.deck_boxes[column]
        deck = d.offered[box.currentIndex()] if 0 <= box.currentIndex() < len(d.offered) else None
        if deck is not self.deck or d.kind_boxes[column].currentData() != profile.strength:
            return None
        return profile

    def style_for(self, index: int) -> str:
        """The style of play of player ``index`` (0: A, 1: B)."""
        profile = self.active() if index == OPPONENT_COLUMN else None
        return profile.style if profile is not None else "balanced"

    def profile_for(self, index: int) -> str:
        """The id of the scripted opponent player ``index`` (0: A, 1: B) is, or ""."""
        profile = self.active() if index == OPPONENT_COLUMN else None
        return profile.id if profile is not None else ""

    def _check_still_chosen(self) -> None:
        """Player B was changed by hand: it is no longer the scripted opponent (its deck
        stays on offer, so a deck just chosen stays chosen)."""
        if self._choosing or self.profile is None or self.active() is not None:
            return
        self.profile = None
        self.picker.group.blockSignals(True)
        self.picker.set_current(None)
        self.picker.group.blockSignals(False)
        self.picker._describe()


def offer_opponents(dialog: NewGameDialog) -> OpponentChooser | None:
    """Add the picker of scripted opponents to ``dialog`` (None when the computer cannot
    play a seat there)."""
    if not dialog.allow_ai:
        return None
    return OpponentChooser(dialog)


class OpponentOffer(QObject):
    """The feature: the New Game dialog of the table offers the scripted opponents
    whenever the computer may play a seat."""

    def __init__(self, host: TableHost) -> None:
        super().__init__(host.window())
        host.new_game_dialog_opened.connect(offer_opponents)
