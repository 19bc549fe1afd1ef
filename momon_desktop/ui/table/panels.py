"""The table's player panels: name, seat token, counts and status, the far player's
Hand as card backs, and the status line in the menu bar's corner."""

from __future__ import annotations

from PySide6.QtCore import (
    QEvent,
    QPointF,
    QRectF,
    QSize,
    QSizeF,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QPainter,
    QPaintEvent,
    QPixmap,
)
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QSizePolicy,
    QStatusBar,
    QVBoxLayout,
    QWidget,
)

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

    @classmethod
    def in_menu_bar(cls, window: QMainWindow) -> StatusLine:
        """The passing messages of ``window``'s status bar, shown in its menu bar's
        corner so that they take no height from the table (a native menu bar has no
        corner: the status bar shows them there), half the window wide."""
        bar = QStatusBar(window)
        bar.setSizeGripEnabled(False)
        window.setStatusBar(bar)
        line = cls()
        menu_bar = window.menuBar()
        if menu_bar.isNativeMenuBar():
            return line

        def show(text: str) -> None:
            room = max(120, window.width() // 2) + 10
            if line.minimumWidth() != room:
                line.setFixedWidth(room)
                menu_bar.adjustSize()
            line.setText(text)

        menu_bar.setCornerWidget(line, Qt.Corner.TopRightCorner)
        bar.messageChanged.connect(show)
        bar.hide()
        return line


class StatusMessages:
    """The messages of a window's status bar: a standing one (shown with no time limit)
    stays until another message of the table's own takes its place, and comes back after
    a notice shown aside and after a status tip (the pointer over a menu entry)."""

    def __init__(self, window: QMainWindow) -> None:
        self.window = window
        self.standing: str | None = None

    def watch(self) -> None:
        """Follow the window's status bar (once it is the one the window keeps)."""
        self.window.statusBar().messageChanged.connect(self._changed)

    def show(self, text: str, msecs: int, aside: bool) -> None:
        if not aside:
            self.standing = text if msecs == 0 else None
        self.window.statusBar().showMessage(text, msecs)

    def _changed(self, text: str) -> None:
        if not text and self.standing is not None:
            self.window.statusBar().showMessage(self.standing, 0)


# the shadow under the card shown large
