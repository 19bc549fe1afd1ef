"""The Arena in miniature: a small drawing of a position's 4 × 4 squares, each card
as a tile in its controller's colour with its power, for the result screen.

The drawing is made from a snapshot of the position taken when the widget is given
it, so it keeps showing the final position after another game takes the table; the
cards' names follow the language it is set to (:meth:`ArenaMiniature.set_language`). The
squares are laid out from one player's side of the table (4.3.2, 4.3.3), as the
Arena is; the powers are always printed upright so that both sides read them.
Colour is never the only cue: each tile carries its controller's Marking Token,
whose shape and pattern differ by seat (4.2.1).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from momon_desktop.engine import CardDef, Game, square_name
from momon_desktop.ui.look import cardpainter as cp
from momon_desktop.ui.look import theme
from momon_desktop.ui.look.fonts import title_font, ui_font
from momon_desktop.ui.table.arenamat import MAT_COLOUR, MAT_EDGE, SEATS, WELL_COLOUR, square_cell


@dataclass(frozen=True)
class MiniCell:
    """One occupied square of the snapshot."""

    square: int
    controller: int
    owner: int
    power: int
    card: CardDef


def snapshot(game: Game) -> dict[int, MiniCell]:
    """The cards on ``game``'s Arena by square: controller, owner, current power (4.6.1)
    and the card."""
    powers = game.arena_powers()
    cells: dict[int, MiniCell] = {}
    for square in range(16):
        instance = game.board[square]
        if instance < 0:
            continue
        cells[square] = MiniCell(square, game.ctrl[instance], game.setup.owner[instance],
                                 powers[square], game.defs[instance])
    return cells


class ArenaMiniature(QWidget):
    """A position's Arena, small, seen from ``viewer``'s side."""

    MARGIN = 6.0
    GAP = 4.0

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cells: dict[int, MiniCell] = {}
        self.viewer = 0
        self.lang = "en"
        self.setMinimumSize(212, 212)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def sizeHint(self) -> QSize:
        return QSize(272, 272)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return width

    def set_position(self, game: Game, viewer: int, lang: str = "en") -> None:
        """Show ``game``'s Arena as it is now, from ``viewer``'s seat (0 or 1), its cards'
        names in ``lang``."""
        self.cells = snapshot(game)
        self.viewer = viewer if viewer in (0, 1) else 0
        self.set_language(lang)

    def set_language(self, lang: str) -> None:
        """The cards' names in ``lang``."""
        self.lang = lang
        self.setAccessibleDescription(self.describe())
        self.update()

    def controller_at(self, square: int) -> int:
        """The seat controlling the card on ``square`` in the snapshot, -1 if empty."""
        cell = self.cells.get(square)
        return cell.controller if cell is not None else -1

    def board_rect(self) -> QRectF:
        """The square area the 16 squares are drawn in."""
        side = min(self.width(), self.height())
        rect = QRectF(0, 0, side, side)
        rect.moveCenter(QRectF(self.rect()).center())
        return rect

    def square_rect(self, square: int) -> QRectF:
        """Where ``square``'s tile is drawn, in widget coordinates."""
        board = self.board_rect().adjusted(self.MARGIN, self.MARGIN, -self.MARGIN, -self.MARGIN)
        step = board.width() / 4
        col, row = square_cell(square, self.viewer)
        return QRectF(board.left() + col * step, board.top() + row * step, step, step) \
            .adjusted(self.GAP / 2, self.GAP / 2, -self.GAP / 2, -self.GAP / 2)

    def name_fit(self, square_rect: QRectF, card: CardDef) -> tuple[QRectF, cp.NameFit]:
        """Where the tile in ``square_rect`` writes ``card``'s name, and how it fits."""
        side = square_rect.width()
        band = QRectF(square_rect.left() + 3, square_rect.top() + side * 0.56, side - 6,
                      side * 0.4)
        fit = cp.fit_name(card.display_name(self.lang), band.width(), band.height() * 0.7,
                          min_px=max(7.0, side * 0.1), max_height=band.height())
        return band, fit

    def cut_names(self) -> list[str]:
        """The names of the cards the tiles cannot write whole (the text check)."""
        return [cell.card.display_name(self.lang) for square, cell in self.cells.items()
                if self.name_fit(self.square_rect(square), cell.card)[1].elided]

    def describe(self) -> str:
        """The position in words, square by square (for screen readers)."""
        parts = []
        for square in range(16):
            cell = self.cells.get(square)
            if cell is None:
                continue
            parts.append(f"{square_name(square)} {cell.card.display_name(self.lang)} {cell.power} "
                         f"{cp.seat_colour_name(SEATS[cell.controller])}")
        return ", ".join(parts)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        board = self.board_rect().adjusted(1, 1, -1, -1)
        painter.setPen(QPen(MAT_EDGE, 1.5))
        painter.setBrush(MAT_COLOUR)
        painter.drawRoundedRect(board, 8, 8)
        for square in range(16):
            rect = self.square_rect(square)
            cell = self.cells.get(square)
            if cell is None:
                self._paint_empty(painter, rect, square)
            else:
                self._paint_card(painter, rect, cell)
        painter.end()

    def _paint_empty(self, painter: QPainter, rect: QRectF, square: int) -> None:
        painter.setPen(QPen(theme.with_alpha(theme.GOLD, 70), 1.0))
        painter.setBrush(WELL_COLOUR)
        painter.drawRoundedRect(rect, 5, 5)
        painter.setPen(theme.with_alpha(theme.GOLD, 160))
        painter.setFont(ui_font(8))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, square_name(square))

    def _paint_card(self, painter: QPainter, rect: QRectF, cell: MiniCell) -> None:
        seat = SEATS[cell.controller]
        colour = cp.SEAT_COLOURS[seat]
        # the whole tile in the controller's colour, a lighter rim around it
        painter.setPen(QPen(colour.lighter(150), 2.0))
        painter.setBrush(colour.darker(140))
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 5, 5)
        side = rect.width()
        # the power, large and upright
        number = QRectF(rect.left(), rect.top() + side * 0.02, side, side * 0.56)
        font = title_font(max(10, int(side * 0.42)))
        painter.setFont(font)
        painter.setPen(QColor(255, 255, 255))
        painter.drawText(number, Qt.AlignmentFlag.AlignCenter, str(cell.power))
        # the name below it, whole: on one line or two, condensed where it must be
        band, fit = self.name_fit(square_rect=rect, card=cell.card)
        painter.save()
        cp.paint_name(painter, band, fit, colour=QColor(240, 240, 240))
        painter.restore()
        # the controller's Marking Token in the corner: shape and pattern as second cue
        radius = side * 0.13
        centre = QPointF(rect.right() - radius - 3, rect.top() + radius + 3)
        cp.paint_marking_token(painter, centre, radius, seat)
