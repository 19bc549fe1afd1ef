"""The tutorial's speech bubble: words over the real table, pointing at a widget.

:class:`SpeechBubble` is a child of the main window, drawn over the table. It is put
beside the rectangle it explains (below, right, left or above it, the first side
where it fits inside the window) with a tail to that rectangle's nearest edge, and is
placed again whenever the table's layout changes (:meth:`SpeechBubble.point_at`).
Its buttons: Next (or Try again, Next lesson), Skip lesson and Quit tutorial.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from momon_desktop.ui.look import theme
from momon_desktop.ui.look.fonts import title_font, ui_font

# room kept round the body for the tail, and the tail's half width where it leaves it
TAIL = 18
TAIL_BASE = 11
GAP = 4  # between the tip and the widget pointed at
SLIDE_STEP = 24  # how far apart the slid places of the bubble are tried
# the bubble's narrower widths, tried where its usual width finds no clear place
NARROW_WIDTHS = (300, 240)
MAX_WIDTH = 380


class SpeechBubble(QWidget):
    """A rounded box of words with a tail pointing at a rectangle of its parent."""

    next_clicked = Signal()
    skip_clicked = Signal()
    quit_clicked = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("TutorialBubble")
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground, True)
        self.heading = QLabel()
        self.heading.setObjectName("TutorialHeading")
        self.heading.setFont(ui_font(9, bold=True))
        self.heading.setProperty("role", "accent")
        self.title = QLabel()
        self.title.setFont(title_font(16))
        self.title.setWordWrap(True)
        self.text = QLabel()
        self.text.setObjectName("TutorialText")
        self.text.setFont(ui_font(10.5))
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.next_button = QPushButton()
        self.next_button.setObjectName("TutorialNext")
        self.skip_button = QPushButton()
        self.skip_button.setObjectName("TutorialSkip")
        self.quit_button = QPushButton()
        self.quit_button.setObjectName("TutorialQuit")
        # clicked(bool) must not reach a slot's parameters
        self.next_button.clicked.connect(lambda: self.next_clicked.emit())
        self.skip_button.clicked.connect(lambda: self.skip_clicked.emit())
        self.quit_button.clicked.connect(lambda: self.quit_clicked.emit())
        buttons = QHBoxLayout()
        buttons.setSpacing(6)
        buttons.addWidget(self.quit_button)
        buttons.addWidget(self.skip_button)
        buttons.addStretch(1)
        buttons.addWidget(self.next_button)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(TAIL + 14, TAIL + 10, TAIL + 14, TAIL + 10)
        lay.setSpacing(6)
        lay.addWidget(self.heading)
        lay.addWidget(self.title)
        lay.addWidget(self.text)
        lay.addLayout(buttons)
        self.target = QRect()
        self.side = ""  # where the body is, seen from the target: below, above, right, left
        self.tip = QPointF()
        self.hide()

    # ------------------------------------------------------------------ contents

    def present(self, heading: str, title: str, text: str, next_text: str,
                can_skip: bool, target: QRect | None, avoid: list[QRect] | None = None) -> None:
        """Show the words, with a Next button reading ``next_text`` ("" for none)."""
        self.heading.setText(heading)
        self.title.setText(title)
        self.title.setVisible(bool(title))
        self.text.setText(text)
        self.next_button.setText(next_text)
        self.next_button.setVisible(bool(next_text))
        self.skip_button.setVisible(can_skip)
        self.show()
        self.point_at(target, avoid)
        self.raise_()

    # ------------------------------------------------------------------ placing

    def point_at(self, target: QRect | None, avoid: list[QRect] | None = None) -> None:
        """Put the bubble beside ``target`` (parent coordinates; None: the middle),
        keeping clear of the rectangles of ``avoid`` (where the person is to drop a
        card) wherever it can."""
        parent = self.parentWidget()
        if parent is None:
            return
        area = parent.rect().adjusted(4, 4, -4, -4)
        preferred = min(MAX_WIDTH + 2 * TAIL, max(240, area.width() // 3))
        self.target = QRect(target) if target is not None else QRect()
        if target is None or not target.isValid():
            self.setFixedSize(preferred, self._height_for(preferred))
            self.side = ""
            self.move(area.center().x() - preferred // 2,
                      area.center().y() - self.height() // 2)
            self.update()
            return
        t = target.adjusted(-GAP, -GAP, GAP, GAP)
        # Beside the target, clear of the squares to play on: at the preferred width,
        # then narrower; else beside it at the preferred width, wherever that falls.
        widths = (preferred, *(w for w in NARROW_WIDTHS if w < preferred))
        placed = None
        for width in widths:
            placed = self._place_beside(t, area, width, [*(avoid or []), t])
            if placed is not None:
                break
        if placed is None:
            placed = self._place_beside(t, area, preferred, [t])
        if placed is None:
            # nowhere beside it: over its upper part, pointing down into it
            self.setFixedSize(preferred, self._height_for(preferred))
            self.side = "inside"
            rect = QRect(t.center().x() - preferred // 2, t.top() + 8, preferred, self.height())
        else:
            self.side, rect = placed
            self.setFixedSize(rect.size())
        rect = _clamped(rect, area)
        self.setGeometry(rect)
        local = t.translated(-rect.topLeft())
        body = QRectF(self.rect()).adjusted(TAIL, TAIL, -TAIL, -TAIL)
        cx = min(max(local.center().x(), body.left() + 2 * TAIL_BASE),
                 body.right() - 2 * TAIL_BASE)
        cy = min(max(local.center().y(), body.top() + 2 * TAIL_BASE),
                 body.bottom() - 2 * TAIL_BASE)
        if self.side == "below":
            self.tip = QPointF(cx, 1)
        elif self.side == "above":
            self.tip = QPointF(cx, self.height() - 1)
        elif self.side == "right":
            self.tip = QPointF(1, cy)
        elif self.side == "left":
            self.tip = QPointF(self.width() - 1, cy)
        else:
            self.tip = QPointF(cx, self.height() - 1)
        self.update()

    def _place_beside(self, t: QRect, area: QRect, width: int,
                      keep_clear: list[QRect]) -> tuple[str, QRect] | None:
        """The first place on a side of ``t`` (below, right, left, above) with room in
        ``area`` whose body meets none of ``keep_clear``: centred on the target, flush
        with either end of it, or slid along it, always overlapping it enough for the
        tail to point at it."""
        height = self._height_for(width)
        reach = 2 * TAIL_BASE + TAIL
        for side in ("below", "right", "left", "above"):
            if not _room(side, t, area, width, height):
                continue
            if side in ("below", "above"):
                y = t.bottom() if side == "below" else t.top() - height
                centre = t.center().x() - width // 2
                low, high = t.left() + reach - width, t.right() - reach
                places = [QRect(x, y, width, height) for x in
                          (centre, t.left(), t.right() - width, *range(low, high + 1, SLIDE_STEP))]
            else:
                x = t.right() if side == "right" else t.left() - width
                centre = t.center().y() - height // 2
                low, high = t.top() + reach - height, t.bottom() - reach
                places = [QRect(x, y, width, height) for y in
                          (centre, t.top(), t.bottom() - height, *range(low, high + 1, SLIDE_STEP))]
            for rect in places:
                body = _clamped(rect, area).adjusted(TAIL, TAIL, -TAIL, -TAIL)
                if not any(body.intersects(r) for r in keep_clear):
                    return side, rect
        return None

    def _height_for(self, width: int) -> int:
        """The height the words need at ``width`` (each label wrapped at its own width)."""
        lay = self.layout()
        assert lay is not None
        margins = lay.contentsMargins()
        inner = width - margins.left() - margins.right()
        parts = [label.heightForWidth(inner) for label in (self.heading, self.title, self.text)
                 if not label.isHidden() and label.text()]
        parts.append(max(b.sizeHint().height()
                         for b in (self.next_button, self.skip_button, self.quit_button)))
        return margins.top() + margins.bottom() + sum(parts) + lay.spacing() * (len(parts) - 1) + 4

    def tip_in_parent(self) -> QPoint:
        """Where the tail's tip is, in the parent's coordinates."""
        return self.mapToParent(self.tip.toPoint())

    # ------------------------------------------------------------------ painting

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        body = QRectF(self.rect()).adjusted(TAIL, TAIL, -TAIL, -TAIL)
        path = QPainterPath()
        path.addRoundedRect(body, 12, 12)
        if self.side:
            tip = self.tip
            if self.side in ("below", "inside") or self.side == "above":
                edge = body.top() if self.side == "below" else body.bottom()
                base = (QPointF(tip.x() - TAIL_BASE, edge), QPointF(tip.x() + TAIL_BASE, edge))
            else:
                edge = body.left() if self.side == "right" else body.right()
                base = (QPointF(edge, tip.y() - TAIL_BASE), QPointF(edge, tip.y() + TAIL_BASE))
            tail = QPainterPath(base[0])
            tail.lineTo(tip)
            tail.lineTo(base[1])
            tail.closeSubpath()
            path = path.united(tail)
        painter.setPen(QPen(theme.GOLD_BRIGHT, 2.0))
        painter.setBrush(theme.PROMPT)
        painter.drawPath(path)
        painter.end()


def _clamped(rect: QRect, area: QRect) -> QRect:
    """``rect`` moved inside ``area`` (as far as it fits)."""
    x = min(max(rect.left(), area.left()), area.right() - rect.width() + 1)
    y = min(max(rect.top(), area.top()), area.bottom() - rect.height() + 1)
    return QRect(x, y, rect.width(), rect.height())


def _room(side: str, target: QRect, area: QRect, width: int, height: int) -> bool:
    """Whether there is room for the bubble on ``side`` of ``target`` inside ``area``."""
    if side == "below":
        return area.bottom() - target.bottom() >= height
    if side == "above":
        return target.top() - area.top() >= height
    if side == "right":
        return area.right() - target.right() >= width
    return target.left() - area.left() >= width
