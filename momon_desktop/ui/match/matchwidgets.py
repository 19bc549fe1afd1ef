"""Painted parts of the match screen: a die face (PM.2) and a large clock face (PM.3)."""

from __future__ import annotations

import math
from collections.abc import Mapping
from types import MappingProxyType

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent, QPen, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from momon_desktop.ui.look import theme
from momon_desktop.ui.look.fonts import lines_within, title_font, ui_font
from momon_desktop.ui.table.arenamat import SEATS
from momon_desktop.ui.text.i18n import fill

# The two players of a match on the die roll, before either has a seat. A clock takes
# the colour of the seat its player holds in the game on the table (ClockFace.set_seat),
# the colour of their Marking Token and card frames there.
PLAYER_COLOURS: Mapping[str, QColor] = MappingProxyType({"a": theme.GOLD, "b": QColor(110, 181, 214)})
LOW_TIME = 20.0  # seconds: the clock turns red and shows tenths
OUT_COLOUR = QColor(226, 92, 80)

# Pip positions of each face on a 3 x 3 grid (column, row).
PIPS: Mapping[int, tuple[tuple[int, int], ...]] = MappingProxyType({
    1: ((1, 1),),
    2: ((0, 0), (2, 2)),
    3: ((0, 0), (1, 1), (2, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)),
})


def paint_die(painter: QPainter, rect: QRectF, face: int, accent: QColor,
              angle: float = 0.0, dim: bool = False) -> None:
    """A six-sided die showing ``face`` (1-6), tilted by ``angle`` degrees."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    centre = rect.center()
    side = min(rect.width(), rect.height()) * 0.82
    painter.translate(centre)
    painter.rotate(angle)
    body = QRectF(-side / 2, -side / 2, side, side)
    painter.setPen(QPen(accent, max(2.0, side * 0.05)))
    painter.setBrush(QColor(250, 246, 234) if not dim else QColor(180, 176, 166))
    painter.drawRoundedRect(body, side * 0.18, side * 0.18)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(34, 30, 28))
    r = side * 0.09
    step = side * 0.28
    for col, row in PIPS.get(face, ()):
        painter.drawEllipse(QPointF((col - 1) * step, (row - 1) * step), r, r)
    painter.restore()


class DieFace(QWidget):
    """One die, with the player's colour; ``angle`` tilts it while it tumbles."""

    def __init__(self, side: str, size: int = 96, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.side = side
        self.face = 1
        self.angle = 0.0
        self.dim = False
        self._size = size
        self.setMinimumSize(size, size)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(self._size, self._size)

    def show_face(self, face: int, angle: float = 0.0, dim: bool = False) -> None:
        """Show ``face`` (1-6)."""
        self.face, self.angle, self.dim = face, angle, dim
        self.setAccessibleName(fill(self.tr("Die showing %1"), str(face)))
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        paint_die(painter, QRectF(self.rect()), self.face, PLAYER_COLOURS[self.side],
                  self.angle, self.dim)
        painter.end()


def clock_text(seconds: float) -> str:
    """``m:ss``, or ``s.t`` seconds when little time is left."""
    seconds = max(0.0, seconds)
    if seconds < LOW_TIME:
        tenths = math.floor(seconds * 10) / 10
        return f"{tenths:.1f}"
    whole = math.ceil(seconds)
    return f"{whole // 60}:{whole % 60:02d}"


# A compact clock face: the name and the time in a row COMPACT_TOP pixels high, and under
# them the caption on up to two lines; COMPACT_HEIGHT in all. A name too long to stand
# beside the time gets a row of its own above it, NAME_ROW pixels more.
COMPACT_TOP = 28
COMPACT_HEIGHT = 72
NAME_ROW = 20


class ClockFace(QWidget):
    """One player's time bank, large: the time left, the name, and whether it runs."""

    def __init__(self, side: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.side = side
        self.name = ""
        self.seconds = 0.0
        self.running = False
        self.flagged = False
        self.caption = ""
        # the engine seat its player holds in the game on the table (None: no game yet)
        self.seat: int | None = None
        # the compact face (COMPACT_HEIGHT) where the window is too low for the large one
        self.compact = False
        self.setMinimumSize(190, 96)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(112, self._compact_height()) if self.compact else QSize(230, 104)

    def _compact_height(self) -> int:
        return COMPACT_HEIGHT + (NAME_ROW if self.stacked() else 0)

    def stacked(self) -> bool:
        """Whether the compact face writes the name on a row of its own, above the time:
        beside the time it would be cut short."""
        if not self.compact:
            return False
        beside = self._row_inner().width() - self._time_width(clock_text(self.seconds)) - 6
        return QFontMetricsF(ui_font(10, bold=True)).horizontalAdvance(self.name) > beside

    def _time_width(self, text: str) -> float:
        return QFontMetricsF(title_font(int(COMPACT_TOP * 0.8))).horizontalAdvance(text) + 4

    def _fit_height(self) -> None:
        """The compact face's height for its name (see :meth:`stacked`)."""
        height = self._compact_height() if self.compact else 96
        if self.minimumHeight() != height:
            self.setMinimumSize(QSize(112, height) if self.compact else QSize(190, 96))
            self.updateGeometry()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_height()

    def set_compact(self, compact: bool) -> None:
        """The large face, or the compact one: the name and the time in a row, the
        caption under them, COMPACT_HEIGHT pixels in all."""
        if compact == self.compact:
            return
        self.compact = compact
        self.setMinimumSize(QSize(112, self._compact_height()) if compact else QSize(190, 96))
        self.updateGeometry()
        self.update()

    def set_seat(self, seat: int | None) -> None:
        """The seat (0: first, 1: second) the player holds in the game on the table, whose
        colour the face takes; None before the match's first game."""
        if seat != self.seat:
            self.seat = seat
            self.update()

    def accent(self) -> QColor:
        """The colour of the player's seat (the side's colour before any game)."""
        if self.seat in (0, 1):
            return theme.SEAT_NAME_COLOURS[SEATS[self.seat]]
        return PLAYER_COLOURS[self.side]

    def set_state(self, name: str, seconds: float, running: bool, flagged: bool,
                  caption: str) -> None:
        """What to show; ``caption`` is the line under the time (translated by the caller)."""
        self.name, self.seconds, self.running = name, seconds, running
        self.flagged, self.caption = flagged, caption
        self.setAccessibleName(f"{name}: {clock_text(seconds)} {caption}")
        self._fit_height()
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        accent = self.accent()
        rect = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        low = self.flagged or self.seconds < LOW_TIME
        background = QColor(46, 58, 68) if self.running else QColor(30, 38, 46)
        painter.setBrush(background)
        painter.setPen(QPen(accent if self.running else QColor(75, 89, 102),
                            3.0 if self.running else 1.2))
        painter.drawRoundedRect(rect, 10, 10)
        if self.compact:
            self._paint_row(painter, self._row_inner(), accent, low)
            painter.end()
            return
        inner = rect.adjusted(12, 6, -12, -6)
        box, font = self.name_box()
        painter.setFont(font)
        painter.setPen(accent)
        name_h = 20
        painter.drawText(box, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                         QFontMetricsF(font).elidedText(self.name, Qt.TextElideMode.ElideRight,
                                                        box.width()))
        digits_h = inner.height() - name_h - 18
        painter.setFont(title_font(max(18, int(digits_h * 0.95))))
        colour = OUT_COLOUR if low else (QColor(250, 246, 234) if self.running
                                         else QColor(190, 196, 200))
        painter.setPen(colour)
        painter.drawText(QRectF(inner.left(), inner.top() + name_h, inner.width(), digits_h),
                         int(Qt.AlignmentFlag.AlignCenter), clock_text(self.seconds))
        painter.setFont(ui_font(9, bold=self.running or self.flagged))
        painter.setPen(OUT_COLOUR if self.flagged else QColor(169, 180, 189))
        painter.drawText(QRectF(inner.left(), inner.bottom() - 18, inner.width(), 18),
                         int(Qt.AlignmentFlag.AlignCenter), self.caption)
        painter.end()

    def name_box(self) -> tuple[QRectF, QFont]:
        """Where the face writes the player's name, and in which font: above the time on
        the large face, left of it on the compact one."""
        if not self.compact:
            inner = QRectF(self.rect()).adjusted(14, 8, -14, -8)
            return QRectF(inner.left(), inner.top(), inner.width(), 20), ui_font(10.5, bold=True)
        inner = self._row_inner()
        font = ui_font(10, bold=True)
        if self.stacked():
            return QRectF(inner.left(), inner.top(), inner.width(), NAME_ROW), font
        text_w = max(0.0, inner.width() - self._time_width(clock_text(self.seconds)) - 6)
        return QRectF(inner.left(), inner.top(), text_w, COMPACT_TOP), font

    def name_is_cut(self) -> bool:
        """Whether the player's name is written shortened ("…") for want of room."""
        box, font = self.name_box()
        return QFontMetricsF(font).horizontalAdvance(self.name) > box.width()

    def _row_inner(self) -> QRectF:
        """Where the compact face draws, inside its frame."""
        return QRectF(self.rect()).adjusted(12, 4, -12, -4)

    def _caption_font(self) -> QFont:
        return ui_font(8.5, bold=self.running or self.flagged)

    def caption_lines(self) -> list[str]:
        """The caption as the compact face draws it: across the whole width, on two lines
        where one is not enough (the large face has room for it on one)."""
        return lines_within(self.caption, self._caption_font(), self._row_inner().width(), 2)[0]

    def _paint_row(self, painter: QPainter, inner: QRectF, accent: QColor, low: bool) -> None:
        """The compact face: the name on the left and the time on the right, as large as
        their row allows (the name above a name too long for it), and the caption under
        them (:meth:`caption_lines`)."""
        shift = NAME_ROW if self.stacked() else 0
        top = QRectF(inner.left(), inner.top() + shift, inner.width(), COMPACT_TOP)
        below = QRectF(inner.left(), top.bottom(), inner.width(), inner.bottom() - top.bottom())
        painter.setFont(title_font(int(COMPACT_TOP * 0.8)))
        time_text = clock_text(self.seconds)
        time_w = painter.fontMetrics().horizontalAdvance(time_text) + 4
        colour = OUT_COLOUR if low else (QColor(250, 246, 234) if self.running
                                         else QColor(190, 196, 200))
        painter.setPen(colour)
        painter.drawText(QRectF(top.right() - time_w, top.top(), time_w, top.height()),
                         int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                         time_text)
        box, font = self.name_box()
        painter.setFont(font)
        painter.setPen(accent)
        painter.drawText(box, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                         QFontMetricsF(font).elidedText(self.name, Qt.TextElideMode.ElideRight,
                                                        box.width()))
        painter.setFont(self._caption_font())
        painter.setPen(OUT_COLOUR if self.flagged else QColor(169, 180, 189))
        painter.drawText(below, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                         "\n".join(self.caption_lines()))
