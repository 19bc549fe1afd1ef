"""The labels laid over cards on the Arena ("Summoned", "Snatched", the preview's "Ward
blocks", ...) leave the card's name and power in view, and its Marking and Ward Tokens
too wherever the card has the room (4.2.1, P10.4)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from momon_desktop.benchmarks.ai import bundled_pool
from momon_desktop.engine import Setup
from momon_desktop.ui.look import cardpainter as cp
from momon_desktop.ui.table.arenamat import SEATS, card_rect_in, cell_rect
from tests.gui.table_helpers import bundled

pytestmark = pytest.mark.gui


def _tokens(rect: QRectF) -> QRectF:
    _marking, _ward, radius = cp.token_positions(rect)
    return QRectF(rect.left(), rect.center().y() - radius * 1.2, rect.width(), radius * 2.25)


@pytest.mark.rules("4.2.1", "4.2.2")
@pytest.mark.parametrize("lang", ["en", "th"])
def test_every_card_leaves_its_name_and_power_clear_of_a_label(window, lang) -> None:  # type: ignore[no-untyped-def]
    """Every card of the bundled pool, facing either player, on an Arena from the
    smallest window's size to a large screen's: the label's strip covers neither the
    name nor the power, and leaves the tokens clear from a middle-sized Arena up."""
    cards = list(bundled_pool().cards())
    game = Setup(cards[:19], cards[19:]).new_game(1)
    window.controller.game = game
    overlay = window.scene.overlay
    image = QImage(2000, 2000, QImage.Format.Format_ARGB32)
    for scale in (0.6, 0.75, 0.9, 1.2, 1.6):
        painter = QPainter(image)
        painter.scale(scale, scale)
        try:
            for sq in range(16):
                instance = sq + 8 * (sq % 2)
                game.board[sq] = instance
                rect = card_rect_in(cell_rect(sq, window.scene.viewer))
                owner = game.setup.owner[instance]
                facing = cp.facing_for(SEATS[owner], SEATS[window.scene.viewer])
                name, power = cp.face_marks(rect, game.defs[instance], lang=lang, facing=facing,
                                            scale=scale)
                window.scene.lang = lang
                for upper in (True, False):
                    band = overlay.label_band(painter, sq, upper)
                    assert not band.intersects(name), (scale, game.defs[instance].id, facing)
                    assert not band.intersects(power), (scale, game.defs[instance].id, facing)
                    assert band.height() * scale >= 15 - 1e-6
                    if scale >= 0.75:
                        assert not band.intersects(_tokens(rect)), (scale, game.defs[instance].id)
        finally:
            painter.end()
            for sq in range(16):
                game.board[sq] = -1
    # a game without a spec is this test's own: the window never holds one
    window.controller.game = None


def test_a_snatched_label_is_drawn_where_the_band_says(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """The overlay paints the "Snatched" tag inside the strip it chose: the rest of the
    card's face is left as the card item painted it."""
    window.start_game(bundled())
    c = window.controller
    g = c.game
    # two Summons: the second may snatch the first
    for _ in range(2):
        c.submit(g.legal_answers()[0])
    sq = next(s for s in range(16) if g.board[s] >= 0)
    image = QImage(1200, 1200, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    band = window.scene.overlay.label_band(painter, sq, True)
    window.scene.overlay._paint_tag(painter, sq, "Snatched", cp.SEAT_COLOURS["first"], True)
    painter.end()
    rect = card_rect_in(cell_rect(sq, window.scene.viewer))
    painted = [(x, y) for y in range(int(rect.top()) - 10, int(rect.bottom()) + 10)
               for x in range(int(rect.left()) - 10, int(rect.right()) + 10)
               if image.pixelColor(x, y).alpha() > 0]
    assert painted
    grown = band.adjusted(-2, -2, 2, 2)
    assert all(grown.contains(x, y) for x, y in painted)
