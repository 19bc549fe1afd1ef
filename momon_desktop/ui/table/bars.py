"""The bars over the Arena (the prompt bar, the yes/no question) and the hand-over
screen between hot-seat turns."""

from __future__ import annotations

from PySide6.QtCore import (
    QEvent,
    QObject,
    QPointF,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QLinearGradient,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from momon_desktop.ui.look import cardpainter as cp
from momon_desktop.ui.look import theme
from momon_desktop.ui.look.fonts import title_font, ui_font


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
