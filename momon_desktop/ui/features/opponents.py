"""Scripted opponents in the app: their portraits and the picker of the New Game dialog.

:class:`OpponentPicker` shows every opponent as a portrait tile, and the chosen one
large with its name in English and Thai, its introduction, strength, style and deck.
:class:`OpponentChooser` puts the picker in the New Game dialog: choosing an opponent
makes Player B that computer player (name, deck, strength, style and the profile's id,
which the game record keeps for that seat).

A profile's portrait is painted from its description in words by :mod:`.portraits`;
this module offers the portraits' names too.
"""

from __future__ import annotations

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
from PySide6.QtGui import QColor, QEnterEvent, QFontMetricsF, QPainter, QPaintEvent, QPen
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

from momon_desktop.ai.profiles import OpponentProfile, ProfileError, load_profiles
from momon_desktop.cards import CardPool, Deck
from momon_desktop.engine import CardDef
from momon_desktop.ui.features.portraits import (
    PortraitWidget,
    face_card,
    frame_path,
    paint_portrait,
    portrait_pixmap,
    round_pen,
)
from momon_desktop.ui.look import theme
from momon_desktop.ui.look.fonts import title_font, ui_font
from momon_desktop.ui.paths import resource_path
from momon_desktop.ui.text import i18n
from momon_desktop.ui.text.i18n import fill
from momon_desktop.ui.text.words import level_name

if TYPE_CHECKING:
    from momon_desktop.ui.table.host import TableHost
    from momon_desktop.ui.table.newgame import NewGameDialog

# The picker and the feature, with the portraits from the module beside them.
__all__ = [
    "OPPONENT_COLUMN", "OpponentChooser", "OpponentOffer", "OpponentPicker", "OpponentTile",
    "PortraitWidget", "bundled_profiles", "face_card", "frame_path", "offer_opponents",
    "opponent_deck", "paint_portrait", "portrait_pixmap", "profile_name", "style_name",
]

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
    text = fill(
        QCoreApplication.translate("OpponentPicker", "Deck of %1"), profile_name(profile, lang)
    )
    return Deck(name={"en": text, "th": text}, format="standard", cards=tuple(profile.deck),
                source=f"opponent:{profile.id}")


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
        # marked with a gold star: the opponent suggested to the player next
        self.suggested = False
        self.setCheckable(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setFixedSize(QSize(self.PORTRAIT + 24, self.PORTRAIT + 44))
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def sizeHint(self) -> QSize:
        return self.size()

    def paintEvent(self, event: QPaintEvent) -> None:
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
            painter.setPen(round_pen(theme.GOLD, 4.0))
            c = inner.center()
            arm = inner.width() * 0.2
            painter.drawLine(QPointF(c.x() - arm, c.y()), QPointF(c.x() + arm, c.y()))
            painter.drawLine(QPointF(c.x(), c.y() - arm), QPointF(c.x(), c.y() + arm))
        if self.suggested:
            star = QRectF(self.width() - 24, 4, 20, 20)
            painter.setPen(QPen(theme.ON_GOLD, 1.0))
            painter.setBrush(theme.GOLD_BRIGHT)
            painter.drawEllipse(star)
            painter.setFont(ui_font(9, bold=True))
            painter.drawText(star, Qt.AlignmentFlag.AlignCenter, "\u2605")
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

    def enterEvent(self, event: QEnterEvent) -> None:
        self.update()
        super().enterEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
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
        # each opponent's measured rating on the ladder, by id, and the id of the one
        # suggested to the player (a feature fills them in)
        self.ratings: dict[str, float] = {}
        self.level_ratings: dict[str, float] = {}  # by level, as the level list shows
        self.suggested = ""
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

    def changeEvent(self, event: QEvent) -> None:
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
            tip = fill(
                self.tr("%1: %2, %3"),
                profile_name(profile, self.lang),
                level_name(profile.strength),
                style_name(profile.style),
            )
            if profile.id in self.ratings:
                tip += "\n" + fill(self.tr("Rated %1"), str(round(self.ratings[profile.id])))
            tile.suggested = profile.id == self.suggested
            if tile.suggested:
                tip += "\n" + self.tr("Suggested for you next")
            tile.setToolTip(tip)
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
                                       "computer at any level with any deck. Pick a "
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
        facts = fill(
            self.tr("Strength: %1 · Style: %2"),
            level_name(profile.strength),
            style_name(profile.style),
        )
        own = self.ratings.get(profile.id)
        level = self.level_ratings.get(profile.strength)
        if own is not None and level is not None and round(own) != round(level):
            # the level's list shows the level's own figure: say which figure is whose
            facts = fill(
                self.tr("%1 · Rated %2 with this deck and style (the level alone: %3)"),
                facts,
                str(round(own)),
                str(round(level)),
            )
        elif own is not None:
            facts = fill(self.tr("%1 · Rated %2"), facts, str(round(own)))
        self.facts.setText(facts)
        self.deck_label.setText(fill(self.tr("Deck: %1"), self.deck_text(profile)))

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
            parts.append(name if count == 1 else fill(self.tr("%1 ×%2"), name, str(count)))
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
