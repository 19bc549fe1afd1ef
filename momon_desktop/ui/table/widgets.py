"""The table's panels: players, the far Hand, the card preview, the rules log, the
prompt bar over the Arena and the hand-over screen between hot-seat turns."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable

from PySide6.QtCore import (
    QEvent,
    QObject,
    QPointF,
    QRect,
    QRectF,
    QSize,
    QSizeF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFontMetrics,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from momon_desktop.engine import CardDef
from momon_desktop.ui.look import cardpainter as cp
from momon_desktop.ui.look import theme
from momon_desktop.ui.look.boundedcache import BoundedCache
from momon_desktop.ui.look.fonts import title_font, ui_font
from momon_desktop.ui.text.i18n import fill

SEATS: tuple[cp.Seat, cp.Seat] = ("first", "second")


_token_pixmaps: BoundedCache[tuple[int, int, float], QPixmap] = BoundedCache(64)


def token_pixmap(seat: int, size: int, dpr: float) -> QPixmap:
    """A Marking Token picture for ``seat`` (used beside player names); cached."""
    key = (seat, size, round(dpr, 3))
    return _token_pixmaps.get_or_make(key, lambda: _paint_token_pixmap(seat, size, dpr))


def _paint_token_pixmap(seat: int, size: int, dpr: float) -> QPixmap:
    pixmap = QPixmap(round(size * dpr), round(size * dpr))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    cp.paint_marking_token(painter, QPointF(size / 2, size / 2), size * 0.42, SEATS[seat])
    painter.end()
    return pixmap


class HandBacks(QWidget):
    """The far player's Hand: card backs in a fan, and how many (4.4.1: private)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.count = 0
        self._back: QPixmap | None = None
        self._back_key: tuple[float, float] = (0.0, 0.0)
        self.setFixedHeight(66)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_count(self, count: int) -> None:
        """Show ``count`` face-down cards."""
        self.count = count
        self.setAccessibleName(fill(self.tr("Cards in Hand: %1"), str(count)))
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(220, 66)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        h = self.height() - 6
        size = cp.card_size(h * cp.CARD_ASPECT)
        n = self.count
        if n == 0:
            painter.setPen(theme.MUTED_ON_PANEL)
            painter.setFont(ui_font(9))
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.tr("Hand empty"))
            return
        avail = self.width() - size.width() - 4
        step = min(size.width() * 0.55, avail / max(1, n - 1)) if n > 1 else 0
        back = self._back_pixmap(size)
        for i in range(n):
            painter.drawPixmap(QPointF(2 + i * step, 3), back)
        painter.end()

    def _back_pixmap(self, size: QSizeF) -> QPixmap:
        dpr = self.devicePixelRatioF()
        key = (round(size.width(), 2), round(dpr, 3))
        if self._back is None or self._back_key != key:
            pixmap = QPixmap(round(size.width() * dpr) + 1, round(size.height() * dpr) + 1)
            pixmap.setDevicePixelRatio(dpr)
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            cp.paint_card_back(painter, QRectF(0, 0, size.width(), size.height()))
            painter.end()
            self._back, self._back_key = pixmap, key
        return self._back


class PlayerPanel(QFrame):
    """One player: name, seat, First Player Token, Momon count, turns taken, Hand and Void."""

    void_requested = Signal(int)

    def __init__(self, seat: int, far: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.far = far
        self.setObjectName("PlayerPanel")
        self._active = False
        self._name = ""
        self._momon = 0
        self._turns = 0
        self._hand = 0
        self._void = 0
        self._fpt = False
        self._thinking = False
        self._kind_text = ""
        self.token = QLabel()
        self.name_label = QLabel()
        self.name_label.setFont(ui_font(12.5, bold=True))
        self.seat_label = QLabel()
        self.seat_label.setProperty("role", "muted")
        self.seat_label.setFont(ui_font(9))
        self.seat_label.setWordWrap(True)
        self.status_label = QLabel()
        self.status_label.setObjectName("PlayerStatus")
        self.status_label.setFont(ui_font(9.5, bold=True))
        self.status_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.fpt_label = QLabel()
        self.fpt_label.setProperty("role", "accent")
        self.fpt_label.setFont(ui_font(9, bold=True))
        self.fpt_label.setWordWrap(True)
        # Both panels keep the token's line, shown or not, so that the panels keep their
        # heights as the players swap seats and the token changes hands: the table is
        # then not laid out (and drawn) anew at every hand-over.
        keep = self.fpt_label.sizePolicy()
        keep.setRetainSizeWhenHidden(True)
        self.fpt_label.setSizePolicy(keep)
        self.momon_value = QLabel()
        self.momon_value.setFont(title_font(30))
        self.momon_value.setMinimumWidth(34)
        self.momon_caption = QLabel()
        self.momon_caption.setProperty("role", "muted")
        self.momon_caption.setFont(ui_font(9))
        self.momon_caption.setWordWrap(True)
        self.turns_label = QLabel()
        self.turns_label.setFont(ui_font(9.5))
        self.turns_label.setWordWrap(True)
        self.backs = HandBacks()
        self.void_button = QPushButton()
        # never narrower than its words: the turns beside it wrap instead
        self.void_button.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
        self.void_button.clicked.connect(lambda: self.void_requested.emit(self.seat))

        head = QHBoxLayout()
        head.setSpacing(8)
        head.addWidget(self.token, 0, Qt.AlignmentFlag.AlignTop)
        names = QVBoxLayout()
        names.setSpacing(0)
        names.addWidget(self.name_label)
        names.addWidget(self.seat_label)
        head.addLayout(names, 1)
        score = QHBoxLayout()
        score.setSpacing(8)
        score.addWidget(self.momon_value)
        score.addWidget(self.momon_caption, 1)
        score.addWidget(self.status_label, 0, Qt.AlignmentFlag.AlignVCenter)
        lay = self._lay = QVBoxLayout(self)
        lay.setContentsMargins(12, 8, 12, 10)
        lay.setSpacing(4)
        lay.addLayout(head)
        lay.addWidget(self.fpt_label)
        lay.addLayout(score)
        lay.addWidget(self.backs)
        self._foot = QGridLayout()
        self._foot.setContentsMargins(0, 0, 0, 0)
        self._foot.setHorizontalSpacing(8)
        self._foot.setVerticalSpacing(4)
        self._foot.setColumnStretch(0, 1)
        lay.addLayout(self._foot)
        self._place_foot(strip=False)
        self.backs.setVisible(far)
        self.density = 0
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.retranslate()

    def set_compact(self, compact: bool) -> None:
        """Smaller figures for small windows."""
        self.set_density(1 if compact else 0)

    def set_density(self, density: int) -> None:
        """How much room the panel takes: 0 everything; 1 smaller figures; 2 a strip
        (no card backs, no seat line: the name, the Momon count, the turns and the Void)."""
        if density == self.density:
            return
        self.density = density
        self.backs.setFixedHeight(46 if density else 66)
        self.backs.setVisible(self.far and density < 2)
        self.seat_label.setVisible(density < 2)
        self.momon_value.setFont(title_font(30 if density == 0 else 22 if density == 1 else 18))
        self.name_label.setFont(ui_font(11 if density == 2 else 12.5, bold=True))
        margin = 5 if density == 2 else 8
        self._lay.setContentsMargins(12, margin, 12, margin + 2)
        self._lay.setSpacing(2 if density == 2 else 4)
        self._place_foot(strip=density == 2)
        self.updateGeometry()

    def _place_foot(self, strip: bool) -> None:
        """The turns and the Void button: one above the other, or side by side in a strip."""
        foot = self._foot
        for widget in (self.turns_label, self.void_button):
            foot.removeWidget(widget)
        foot.addWidget(self.turns_label, 0, 0, 1, 1 if strip else 2)
        foot.addWidget(self.void_button, 0 if strip else 1, 1 if strip else 0, 1, 1 if strip else 2)

    def height_at(self, width: int) -> int:
        """The height the panel needs at ``width`` pixels."""
        lay = self._lay
        if lay.hasHeightForWidth():
            return lay.totalHeightForWidth(width)
        return lay.totalSizeHint().height()

    def set_seat(self, seat: int) -> None:
        """Show the player of ``seat`` (the panels swap when the other player sits down)."""
        if seat != self.seat:
            self.seat = seat
            self.retranslate()

    def update_state(self, *, name: str, kind_text: str, momon: int, turns: int, hand: int,
                     void: int, fpt: bool, active: bool, thinking: bool) -> None:
        """Refresh every figure (the texts are set again only when one has changed)."""
        state = (name, kind_text, momon, turns, hand, void, fpt, active, thinking)
        if state == self._state():
            return
        self._name, self._kind_text = name, kind_text
        self._momon, self._turns, self._hand, self._void = momon, turns, hand, void
        self._fpt, self._active, self._thinking = fpt, active, thinking
        self.backs.set_count(hand)
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.DevicePixelRatioChange:
            # the token's picture, sharp on the new screen
            self.retranslate()
        super().changeEvent(event)

    def _state(self) -> tuple[str, str, int, int, int, int, bool, bool, bool]:
        return (self._name, self._kind_text, self._momon, self._turns, self._hand, self._void,
                self._fpt, self._active, self._thinking)

    def retranslate(self) -> None:
        """Every text again, in the current language."""
        dpr = self.devicePixelRatioF()
        self.token.setPixmap(token_pixmap(self.seat, 34, dpr))
        self.token.setToolTip(
            fill(self.tr("Marking Token: %1"), cp.seat_colour_name(SEATS[self.seat]))
        )
        self.name_label.setText(self._name)
        seat_text = cp.seat_name(SEATS[self.seat])
        if self._kind_text:
            seat_text = seat_text + " · " + self._kind_text
        self.seat_label.setText(seat_text)
        # 6.7, 7.3.3: the First Player Token decides a tie.
        self.fpt_label.setText("★ " + self.tr("First Player Token"))
        self.fpt_label.setToolTip(self.tr("Its holder wins if the Momon counts are equal (7.3.3)."))
        self.fpt_label.setVisible(self._fpt)
        self.momon_value.setText(str(self._momon))
        self.momon_caption.setText(self.tr("Momon controlled"))
        self.momon_caption.setToolTip(
            self.tr("Momon on the Arena with this player's Marking Token (7.3.1).")
        )
        self.turns_label.setText(
            fill(self.tr("Turns: %1 of 8 · Hand: %2"), str(self._turns), str(self._hand))
        )
        self.turns_label.setToolTip(self.tr("Each player takes at most 8 turns (7.1.1)."))
        self.void_button.setText(fill(self.tr("Void: %1"), str(self._void)))
        # the same words may take another width in another language's fonts
        self.void_button.updateGeometry()
        self.void_button.setToolTip(self.tr("Open the Void viewer"))
        # room for the longest status, so the caption beside it wraps the same way
        # whichever it shows
        metrics = self.status_label.fontMetrics()
        self.status_label.setMinimumWidth(max(
            metrics.horizontalAdvance(text) for text in (self.tr("Thinking…"), self.tr("To play"))))
        if self._thinking:
            self.status_label.setText(self.tr("Thinking…"))
        elif self._active:
            self.status_label.setText(self.tr("To play"))
        else:
            self.status_label.setText("")
        seat_changed = self.property("seat") != SEATS[self.seat]
        if seat_changed or self.property("active") != self._active:
            # the seat's colour on the edge while the player is to play, and on the
            # status (which follows the seat alone)
            self.setProperty("seat", SEATS[self.seat])
            self.setProperty("active", self._active)
            theme.repolish(self)
            if seat_changed:
                theme.repolish(self.status_label)


class StatusLine(QWidget):
    """A passing message in one line, elided in the middle, at a width the window sets.

    Its text changes without a change of size (a label asks its parent to lay out anew
    at every new text; in the menu bar's corner that redrew the whole window at every
    message)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._text = ""
        self.setObjectName("StatusLine")
        self.setFont(ui_font(9))
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)

    def text(self) -> str:
        return self._text

    def setText(self, text: str) -> None:
        if text != self._text:
            self._text = text
            self.setToolTip(text)
            self.update()

    def sizeHint(self) -> QSize:
        return QSize(self.width(), self.fontMetrics().height() + 4)

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self._text:
            return
        painter = QPainter(self)
        painter.setPen(theme.MUTED_ON_PANEL)
        room = self.rect().adjusted(0, 0, -10, 0)
        shown = self.fontMetrics().elidedText(self._text, Qt.TextElideMode.ElideMiddle,
                                              room.width())
        painter.drawText(room, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, shown)


# the shadow under the card shown large
PREVIEW_SHADOW = QColor(0, 0, 0, 90)
# The lines of details under the previewed card that always have room.
PREVIEW_DETAIL_LINES = 5
# Card faces the preview keeps painted (a Hand, the Arena's latest cards); how long the
# table must be left alone before the preview paints the Hand's faces ahead, and the
# pause between two of them.
FACES_KEPT = 24
WARM_IDLE_MS = 300
WARM_NEXT_MS = 30


class PreviewPanel(QWidget):
    """A large card with its full text, for the card under the pointer or selected (4.2.3)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card: CardDef | None = None
        self.power: int | None = None
        self.details = ""
        self.lang = "en"
        self._again: Callable[[], object] | None = None
        # the card faces last painted, under what they show and their size
        self._faces: OrderedDict[tuple[object, ...], QPixmap] = OrderedDict()
        # cards whose faces are painted ahead, one at a time while the table is idle
        self._warm: list[CardDef] = []
        self._warm_timer = QTimer(self)
        self._warm_timer.setSingleShot(True)
        self._warm_timer.timeout.connect(self._warm_one)
        self.setMinimumSize(200, 260)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(self.tr("Card preview"))

    def show_card(self, card: CardDef | None, power: int | None = None, details: str = "",
                  accessible: str = "", again: Callable[[], object] | None = None) -> None:
        """Show ``card`` (None: a hint instead) with ``details`` below it; ``accessible``
        is the full description for screen readers (``details`` when empty). ``again``
        shows the same card once more, its texts in the language then current: it is
        called when the interface language changes."""
        self.card, self.power, self.details = card, power, details
        self._again = again if card is not None else None
        self.setAccessibleDescription(accessible or details)
        self.update()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.setAccessibleName(self.tr("Card preview"))
            if self._again is not None:
                self._again()
            self.update()
        super().changeEvent(event)

    def sizeHint(self) -> QSize:
        return QSize(280, 420)

    def face_pixmap(self, size: QSize) -> QPixmap:
        """The shown card's face at ``size``, painted once for as long as the card, its
        power, the language and the size stay the same (the last few are kept: a panel
        a line taller or shorter, the cards of the Hand, the card shown before)."""
        card = self.card
        assert card is not None
        return self._face(card, self.power, size)

    def _face(self, card: CardDef, power: int | None, size: QSize) -> QPixmap:
        dpr = self.devicePixelRatioF()
        # a current power equal to the printed one is drawn as the printed one: the card
        # picked in the Hand and the same card just Summoned share one face
        if power == card.power:
            power = None
        key = (card.set_id, card.id, card.power, tuple(card.sight), card.display_name(self.lang),
               cp.card_text(card, self.lang), self.lang, power, size.width(),
               size.height(), round(dpr, 3))
        cached = self._faces.get(key)
        if cached is not None:
            self._faces.move_to_end(key)
            return cached
        pixmap = QPixmap(max(1, round(size.width() * dpr)), max(1, round(size.height() * dpr)))
        pixmap.setDevicePixelRatio(dpr)
        pixmap.fill(Qt.GlobalColor.transparent)
        face = QPainter(pixmap)
        cp.paint_card_face(face, QRectF(0, 0, size.width(), size.height()), card,
                           lang=self.lang, power=power, compact=False)
        face.end()
        self._faces[key] = pixmap
        if len(self._faces) > FACES_KEPT:
            self._faces.popitem(last=False)
        return pixmap

    def warm(self, cards: list[CardDef]) -> None:
        """Paint the faces of ``cards`` (the Hand at the screen) ahead, while the table is
        idle, so that pointing at one of them later shows it at once."""
        self._warm = list(cards)
        if self._warm:
            self._warm_timer.start(WARM_IDLE_MS)

    def _warm_one(self) -> None:
        if not self._warm or not self.isVisible():
            return
        # the size of a card with a line or two of details under it, as a Hand card has
        self._face(self._warm.pop(0), None, self.card_rect(1).size().toSize())
        if self._warm:
            self._warm_timer.start(WARM_NEXT_MS)

    def card_rect(self, lines: int) -> QRectF:
        """Where the card is drawn above ``lines`` lines of details (whole pixels, so that
        the face painted once is blitted as it is)."""
        bounds = QRectF(self.rect()).adjusted(8, 8, -8, -8)
        text_h = 0.0
        if lines:
            # room for a few lines whatever their number, so the card keeps its size
            # (and its face painted once) as its details change
            text_h = min(bounds.height() * 0.42, QFontMetricsF(ui_font(9)).lineSpacing()
                         * (max(lines, PREVIEW_DETAIL_LINES) + 1.5))
        card_area = QRectF(bounds.left(), bounds.top(), bounds.width(), bounds.height() - text_h)
        fitted = cp.fit_card_rect(card_area)
        return QRectF(round(fitted.x()), round(fitted.y()), round(fitted.width()),
                      round(fitted.height()))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        bounds = QRectF(self.rect()).adjusted(8, 8, -8, -8)
        if self.card is None:
            painter.setPen(theme.MUTED_ON_PANEL)
            painter.setFont(ui_font(10))
            painter.drawText(
                bounds,
                Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                self.tr("Point at a card to see it large, with its full text."),
            )
            return
        lines = [line for line in self.details.splitlines() if line]
        rect = self.card_rect(len(lines))
        cp.draw_shadow(painter, rect.translated(3, 4), 12, PREVIEW_SHADOW)
        painter.drawPixmap(rect.topLeft(), self.face_pixmap(rect.size().toSize()))
        if lines:
            painter.setFont(ui_font(9))
            painter.setPen(theme.TEXT)
            text_rect = QRectF(bounds.left(), rect.bottom() + 8, bounds.width(),
                               bounds.bottom() - rect.bottom() - 8)
            painter.drawText(text_rect, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
                             | Qt.TextFlag.TextWordWrap, "\n".join(lines))
        painter.end()


class WrappingDelegate(QStyledItemDelegate):
    """Measures rows as tall as their wrapped text at the current column width.

    The rules log keeps each row's size on its item (:meth:`RulesLog.fit_rows`), so
    when the view lays its rows out (a line added, a scroll to the newest) Qt reads
    the sizes without asking for them again. Each measure is kept under what it
    depends on (the text, the font, the column width): only new lines and new widths
    are measured.
    """

    CACHE_LIMIT = 4096

    def __init__(self, tree: QTreeWidget) -> None:
        super().__init__(tree)
        self._tree = tree
        self._sizes: dict[tuple[str, str, int], QSize] = {}
        # the style's height of a row of one line, per font and whether it has text
        self._one_line: dict[tuple[str, bool], QSize] = {}

    def forget(self) -> None:
        """Measure again from scratch (the font or the style changed)."""
        self._sizes.clear()
        self._one_line.clear()

    def measure(self, item: QTreeWidgetItem, column: int, column_width: int = -1) -> QSize:
        """The size of ``item``'s cell in ``column``: its text wrapped at the column's
        width (``column_width``, else the column's width now), and never less than the
        style's row of one line."""
        tree = self._tree
        width = (column_width if column_width >= 0 else tree.columnWidth(column)) - 10
        text = item.text(column)
        font = item.data(column, Qt.ItemDataRole.FontRole) or tree.font()
        font_key = font.key()
        key = (text, font_key, width)
        cached = self._sizes.get(key)
        if cached is not None:
            return QSize(cached)
        base = self._one_line.get((font_key, bool(text)))
        if base is None:
            base = self._style_size(item, column)
            self._one_line[(font_key, bool(text))] = base
        rect = QFontMetrics(font).boundingRect(
            0, 0, max(20, width), 10_000, int(Qt.TextFlag.TextWordWrap), text
        )
        hint = QSize(base.width(), max(base.height(), rect.height() + 8))
        if len(self._sizes) >= self.CACHE_LIMIT:
            self._sizes.clear()
        self._sizes[key] = hint
        return QSize(hint)

    def _style_size(self, item: QTreeWidgetItem, column: int) -> QSize:
        """The style's size of the cell as the view asks for a row's height (one line:
        no width to wrap at), measured without the size kept on the item."""
        kept = item.data(column, Qt.ItemDataRole.SizeHintRole)
        if kept is not None:
            item.setData(column, Qt.ItemDataRole.SizeHintRole, None)
        option = QStyleOptionViewItem()
        tree = self._tree
        if isinstance(tree, RulesLog):
            tree.initViewItemOption(option)
        else:
            option.initFrom(tree)
        # the tree asks for a row's height with no width given
        option.rect.setWidth(-1)
        size = super().sizeHint(option, tree.indexFromItem(item, column))
        if kept is not None:
            item.setData(column, Qt.ItemDataRole.SizeHintRole, kept)
        return size


class RulesLog(QTreeWidget):
    """Every event of the game as a sentence in plain words, with the rule it follows
    beside it, small; hover the number for the rule's explanation."""

    # the columns: the sentence first, the rule number after it
    SENTENCE, RULE = 0, 1
    RULE_WIDTH = 52

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sizer = WrappingDelegate(self)
        self.setItemDelegate(self.sizer)
        self.setColumnCount(2)
        self.setRootIsDecorated(False)
        self.setUniformRowHeights(False)
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(self.SENTENCE, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(self.RULE, QHeaderView.ResizeMode.Fixed)
        header.resizeSection(self.RULE, self.RULE_WIDTH)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.explain: Callable[[str], str] = lambda rule: ""
        self._fitting = False
        # the wrapped rows get new heights for a new column width, a new text
        header.sectionResized.connect(
            lambda column, _old, new: self.fit_rows({column: new}))
        self.itemChanged.connect(self._fit_item)
        self.retranslate()

    def fit_rows(self, widths: dict[int, int] | None = None) -> None:
        """Give every row the size of its text at the current column widths (a column
        being resized: at its new width in ``widths``, which the header does not tell
        until the resize is over)."""
        at_newest = self.shows_newest()
        for row in range(self.topLevelItemCount()):
            item = self.topLevelItem(row)
            if item is not None:
                self._fit_item(item, widths=widths or {})
        if at_newest:
            self.scrollToBottom()

    def shows_newest(self) -> bool:
        """Whether the log is scrolled to its end, the newest line in sight."""
        bar = self.verticalScrollBar()
        return bar.value() >= bar.maximum()

    def resizeEvent(self, event: QResizeEvent) -> None:
        # a log showing its newest line keeps it in sight when it gets lower (the match
        # bar growing by its Press clock button as the game ends, a window made smaller)
        at_newest = self.shows_newest()
        super().resizeEvent(event)
        if at_newest:
            self.scrollToBottom()

    def _fit_item(self, item: QTreeWidgetItem, _column: int = -1,
                  widths: dict[int, int] | None = None) -> None:
        if self._fitting:
            return
        self._fitting = True
        try:
            for column in range(self.columnCount()):
                width = (widths or {}).get(column, -1)
                size = self.sizer.measure(item, column, width)
                if item.sizeHint(column) != size:
                    item.setSizeHint(column, size)
        finally:
            self._fitting = False

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self.sizer.forget()
            self.fit_rows()

    def retranslate(self) -> None:
        """Headers in the current language."""
        self.setHeaderLabels([self.tr("What happened"), self.tr("Rule")])
        self.headerItem().setToolTip(self.RULE, self.tr("Point at a rule number for what the rule says"))
        self.setAccessibleName(self.tr("Rules log"))

    def append(self, rule: str, text: str) -> None:
        """Add one line: the sentence, then its rule number."""
        item = QTreeWidgetItem()
        item.setText(self.SENTENCE, text)
        item.setText(self.RULE, rule)
        explanation = self.explain(rule)
        if explanation:
            item.setToolTip(self.RULE, rule + ": " + explanation)
        item.setToolTip(self.SENTENCE, text)
        item.setForeground(self.RULE, theme.GOLD)
        item.setFont(self.RULE, ui_font(8))
        item.setTextAlignment(self.RULE, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        item.setTextAlignment(self.SENTENCE, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.addTopLevelItem(item)
        self._fit_item(item)

    def scroll_to_newest(self) -> None:
        """Keep the newest line in sight (once per applied answer)."""
        self.scrollToBottom()

    def sentence(self, row: int) -> str:
        """The sentence of ``row``."""
        item = self.topLevelItem(row)
        return item.text(self.SENTENCE) if item is not None else ""

    def rule(self, row: int) -> str:
        """The rule number beside the sentence of ``row``."""
        item = self.topLevelItem(row)
        return item.text(self.RULE) if item is not None else ""

    def rule_tooltip(self, row: int) -> str:
        """The tooltip on the rule number of ``row``."""
        item = self.topLevelItem(row)
        return item.toolTip(self.RULE) if item is not None else ""

    def rule_rect(self, row: int) -> QRect:
        """Where the rule number of ``row`` is, in the viewport's coordinates."""
        item = self.topLevelItem(row)
        return QRect() if item is None else self.visualRect(self.indexFromItem(item, self.RULE))


class PromptBar(QFrame):
    """Whose turn it is and which step, and what the player must do now (P8)."""

    # the texts changed (the window gives the panel the height they need)
    changed = Signal()
    # lines kept free for the Summon preview while none is shown
    PREVIEW_LINES = 3

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.compact = False
        self.setObjectName("PromptBar")
        self.turn_label = QLabel()
        self.turn_label.setFont(title_font(19))
        self.turn_label.setWordWrap(True)
        self.player_label = QLabel()
        self.player_label.setObjectName("PromptPlayer")
        self.player_label.setFont(ui_font(11, bold=True))
        self.player_label.setWordWrap(True)
        self.step_label = QLabel()
        self.step_label.setProperty("role", "muted")
        self.step_label.setFont(ui_font(9.5))
        self.step_label.setWordWrap(True)
        self.instruction = QLabel()
        self.instruction.setFont(ui_font(10))
        self.instruction.setWordWrap(True)
        self.instruction.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        lay = self._lay = QVBoxLayout(self)
        lay.setContentsMargins(12, 8, 12, 10)
        lay.setSpacing(3)
        lay.addWidget(self.turn_label)
        lay.addWidget(self.player_label)
        lay.addWidget(self.step_label)
        self.preview_label = QLabel()
        self.preview_label.setObjectName("PromptPreview")
        self.preview_label.setFont(ui_font(9.5))
        self.preview_label.setWordWrap(True)
        self.preview_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        lay.addSpacing(4)
        lay.addWidget(self.instruction)
        lay.addSpacing(6)
        lay.addWidget(self.preview_label)
        lay.addStretch(1)
        self._actions = QHBoxLayout()
        self._actions.setContentsMargins(0, 4, 0, 0)
        lay.addLayout(self._actions)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        self.setMinimumHeight(110)
        self.set_preview("")

    def set_accent(self, colour: QColor) -> None:
        """Edge colour: the colour of the player who must decide (a seat's colour), or the
        theme's gold."""
        accent = next((seat for seat, c in theme.SEAT_COLOURS.items() if c == colour), "gold")
        if self.property("accent") != accent:
            self.setProperty("accent", accent)
            theme.repolish(self)
            theme.repolish(self.player_label)

    def set_compact(self, compact: bool) -> None:
        """Smaller type for small windows."""
        if compact == self.compact:
            return
        self.compact = compact
        self.turn_label.setFont(title_font(15 if compact else 19))
        self.player_label.setFont(ui_font(10 if compact else 11, bold=True))
        self.instruction.setFont(ui_font(9 if compact else 10))
        self.preview_label.setFont(ui_font(9 if compact else 9.5))

    def add_action_widget(self, widget: QWidget) -> None:
        """A button of a feature at the foot of the panel (shown by the feature)."""
        self._actions.addWidget(widget)
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Show, QEvent.Type.Hide) and watched.parent() is self:
            # a button shown or hidden changes the height the panel needs
            self.changed.emit()
        return False

    def height_at(self, width: int, reserve: bool = True) -> int:
        """The height every line of the panel needs at ``width`` pixels (nothing cut off),
        with room (``reserve``) for a Summon preview of :data:`PREVIEW_LINES` lines while
        none is shown, so that pointing at the Arena seldom changes the layout."""
        lay = self._lay
        height = lay.totalHeightForWidth(width) if lay.hasHeightForWidth() \
            else lay.totalSizeHint().height()
        if reserve and self.preview_label.isHidden():
            height += self.PREVIEW_LINES * self.preview_label.fontMetrics().lineSpacing() + 12
        return height

    def set_texts(self, turn: str, player: str, step: str, instruction: str) -> None:
        """The lines of the panel."""
        if (turn, player, step, instruction) == (
                self.turn_label.text(), self.player_label.text(), self.step_label.text(),
                self.instruction.text()):
            return
        self.turn_label.setText(turn)
        self.player_label.setText(player)
        self.player_label.setVisible(bool(player))
        self.step_label.setText(step)
        self.step_label.setVisible(bool(step))
        self.instruction.setText(instruction)
        self.changed.emit()

    def set_preview(self, text: str) -> None:
        """What the Summon under the pointer would do (empty: nothing shown)."""
        if text == self.preview_label.text() and self.preview_label.isHidden() != bool(text):
            return
        self.preview_label.setText(text)
        self.preview_label.setVisible(bool(text))
        self.changed.emit()


class YesNoBar(QFrame):
    """A small bar over the Arena asking whether to use an optional ability (P11.5)."""

    answered = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("YesNoBar")
        self.at_top = True
        self.question = QLabel()
        self.question.setFont(ui_font(10.5, bold=True))
        self.question.setWordWrap(True)
        self.yes_button = QPushButton()
        self.no_button = QPushButton()
        self.yes_button.clicked.connect(lambda: self.answered.emit(True))
        self.no_button.clicked.connect(lambda: self.answered.emit(False))
        lay = QHBoxLayout(self)
        lay.setContentsMargins(14, 8, 10, 8)
        lay.setSpacing(10)
        lay.addWidget(self.question, 1)
        lay.addWidget(self.yes_button)
        lay.addWidget(self.no_button)
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        """Button texts in the current language."""
        self.yes_button.setText(self.tr("&Yes"))
        self.no_button.setText(self.tr("&No"))

    def ask(self, question: str, at_top: bool = True) -> None:
        """Show the bar with ``question`` over the Arena, along its top or bottom edge
        (whichever keeps the card that asks in sight)."""
        self.question.setText(question)
        self.at_top = at_top
        self.place()
        self.show()
        self.raise_()
        self.yes_button.setFocus()

    def place(self) -> None:
        """Centre the bar along the top of its parent."""
        parent = self.parentWidget()
        if parent is None:
            return
        width = min(parent.width() - 16, 520)
        self.setFixedWidth(max(200, width))
        self.adjustSize()
        y = 8 if self.at_top else parent.height() - self.height() - 8
        self.move((parent.width() - self.width()) // 2, y)


class HandOverScreen(QWidget):
    """Covers the table between hot-seat turns, so that neither player sees the other's
    Hand or face-down Void (4.4.1, 4.5.2), until the next player says they are ready."""

    ready = Signal()
    take_back = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAutoFillBackground(False)
        # paintEvent covers every pixel, so Qt never paints the hidden table under it
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        self._ground: tuple[tuple[int, int, float], QPixmap] | None = None
        self.title = QLabel()
        self.title.setFont(ui_font(20, bold=True))
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.message = QLabel()
        self.message.setFont(ui_font(12))
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message.setWordWrap(True)
        self.ready_button = QPushButton()
        self.ready_button.setObjectName("ReadyButton")
        self.ready_button.setDefault(True)
        self.ready_button.setAutoDefault(True)
        self.ready_button.setMinimumHeight(44)
        self.ready_button.setFont(ui_font(12, bold=True))
        self.ready_button.clicked.connect(self.ready.emit)
        self.back_button = QPushButton()
        self.back_button.clicked.connect(self.take_back.emit)
        box = QVBoxLayout()
        box.setSpacing(14)
        box.addStretch(2)
        box.addWidget(self.title)
        box.addWidget(self.message)
        box.addSpacing(10)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.ready_button)
        row.addStretch(1)
        box.addLayout(row)
        row2 = QHBoxLayout()
        row2.addStretch(1)
        row2.addWidget(self.back_button)
        row2.addStretch(1)
        box.addLayout(row2)
        box.addStretch(3)
        outer = QHBoxLayout(self)
        outer.addStretch(1)
        outer.addLayout(box, 3)
        outer.addStretch(1)
        self.hide()

    def present(self, title: str, message: str, ready_text: str, back_text: str) -> None:
        """Cover the table with ``title`` and ``message``."""
        self.title.setText(title)
        self.message.setText(message)
        self.ready_button.setText(ready_text)
        self.back_button.setText(back_text)
        self.back_button.setVisible(bool(back_text))
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.show()
        self.raise_()
        self.ready_button.setFocus()

    def paintEvent(self, event: QPaintEvent) -> None:
        # The ground is painted once per size and pixel ratio, then blitted.
        dpr = self.devicePixelRatioF()
        key = (self.width(), self.height(), round(dpr, 3))
        if self._ground is None or self._ground[0] != key:
            pixmap = QPixmap(max(1, round(self.width() * dpr)), max(1, round(self.height() * dpr)))
            pixmap.setDevicePixelRatio(dpr)
            self.paint_ground(QPainter(pixmap))
            self._ground = (key, pixmap)
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self._ground[1])
        painter.end()

    def paint_ground(self, painter: QPainter) -> None:
        """The screen's ground, emblem and frame (the texts and buttons are children)."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        grad = QLinearGradient(0, 0, 0, self.height())
        grad.setColorAt(0.0, QColor(28, 34, 64))
        grad.setColorAt(1.0, QColor(14, 18, 30))
        painter.fillRect(self.rect(), grad)
        radius = min(self.width(), self.height()) * 0.07
        cp.paint_emblem(painter, QPointF(self.width() / 2, self.height() * 0.17), radius)
        painter.setPen(QPen(theme.with_alpha(theme.GOLD, 80), 2))
        painter.drawRect(QRectF(self.rect()).adjusted(10, 10, -10, -10))
        painter.end()
