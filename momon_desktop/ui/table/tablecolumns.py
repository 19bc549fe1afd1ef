"""The table's layout: the Arena first at every window size, the Hand strip along the
bottom, and the columns beside the Arena in the width it leaves, their panels giving up
detail to fit."""

from __future__ import annotations

import math

from PySide6.QtWidgets import QGridLayout, QSplitter, QWidget

from momon_desktop.ui.look import cardpainter as cp
from momon_desktop.ui.table.bars import PromptBar
from momon_desktop.ui.table.delegates import HandView
from momon_desktop.ui.table.panels import PlayerPanel
from momon_desktop.ui.table.scene import BOARD_H, BOARD_W

# The share of the table's height the Hand strip may take; the bounds of the widths of
# the column of players and prompt on the left and of the preview and log on the right
# (the upper bounds grow to 12 % and 20 % of the window's width on large screens).
HAND_SHARE = 0.16
LEFT_WIDTH = (190, 300)
# the left column's width before the right one grows past its least (TableColumns.fit)
LEFT_ROOMY = 240
SIDE_WIDTH = (220, 440)


class TableColumns:
    """Sizes the table's grid to the table's size: its margins, the Hand strip, the
    widths of the column of players and prompt and of the preview and log beside the
    Arena, and how much detail the player panels keep. The window owns one and calls
    :meth:`fit` when the table's size changes and :meth:`fit_to_prompt` when the
    prompt's texts change."""

    def __init__(self, table: QWidget, grid: QGridLayout, hand_view: HandView,
                 far_panel: PlayerPanel, prompt: PromptBar, near_panel: PlayerPanel,
                 side: QSplitter) -> None:
        self.table = table
        self.grid = grid
        self.hand_view = hand_view
        self.far_panel = far_panel
        self.prompt = prompt
        self.near_panel = near_panel
        self.side = side
        # the last answers (fit): the height of the left column, and how far its panels
        # were made compact to fit it
        self.column_height = 0
        self.panel_step = 0

    def fit(self, grow: bool = True) -> None:
        """The Arena first, at every window size: the Hand strip takes at most a sixth of
        the height (a whole Hand side by side where the width allows, 6.2), the Arena all
        the height left, and the panels beside it the width the Arena leaves, within
        their bounds; the panels then give up detail to fit their column. ``grow``
        False (the prompt's texts changed): the panels only give up more detail, so
        that they do not change back and forth from one decision or pointer move to the
        next; they get it back at a new window size or a new game."""
        w, h = max(1, self.table.width()), max(1, self.table.height())
        margin = 4 if h < 700 else 6 if h < 760 or w < 1100 else 10
        self.grid.setContentsMargins(margin, margin, margin, margin)
        self.grid.setHorizontalSpacing(margin)
        self.grid.setVerticalSpacing(margin)
        # never smaller than the least card that shows its name (a miniature shows none)
        self.hand_view.fit(w - 2 * margin, max(60, int(h * HAND_SHARE)),
                           smallest=math.ceil(cp.MINIATURE_WIDTH))
        top = h - 2 * margin - margin - self.hand_view.height()
        board = int(top * BOARD_W / BOARD_H)
        spare = w - 2 * margin - 2 * margin - board
        # on large screens the columns grow with the window, their type staying readable
        left = max(LEFT_WIDTH[0], min(max(LEFT_WIDTH[1], int(w * 0.12)), int(spare * 0.42)))
        # where both columns are near their least width (a match's clocks beside the
        # table), the players' panels come first, up to LEFT_ROOMY, and the card preview
        # and the log keep their least width
        left = max(left, min(LEFT_ROOMY, spare - SIDE_WIDTH[0]))
        side = max(SIDE_WIDTH[0], min(max(SIDE_WIDTH[1], int(w * 0.2)), spare - left))
        self.column_height = top
        # in a small window the left column widens into the right one (down to its
        # least width) while the prompt's lines do not fit
        widest = max(left, spare - SIDE_WIDTH[0])
        start = 0 if grow else self.panel_step
        base = left
        # the room the prompt keeps for a Summon preview is given up before the column
        # stays too narrow for the lines on show
        fitted = False
        widths = [base, *range(base + 20, widest, 20)] + ([widest] if widest > base else [])
        for reserve in (True, False):
            for width in widths:
                self.panel_step = start
                if self.fit_panels(width, reserve):
                    left, fitted = width, True
                    break
            if fitted:
                break
        if not fitted:
            # no width lets every line fit: the column keeps its own width
            left = base
            self.panel_step = start
            self.fit_panels(left, False)
        side = max(SIDE_WIDTH[0], min(side, spare - left))
        for panel in (self.far_panel, self.prompt, self.near_panel):
            panel.setFixedWidth(left)
        self.side.setFixedWidth(side)
        arena = w - 2 * margin - 2 * margin - left - side
        self.hand_view.set_anchor(left + margin + arena // 2)

    def fit_to_prompt(self) -> None:
        """The prompt's texts changed: the panels give up detail if its lines need it
        (once a change, after all its texts are set)."""
        self.fit(grow=False)

    def fit_panels(self, width: int, reserve: bool = True) -> bool:
        """The player panels give up detail (the far one first: smaller figures, then a
        strip) until the prompt between them has all the height its lines need at
        ``width`` (with room for a Summon preview when ``reserve``); whether it has."""
        top = self.column_height
        if top <= 0:
            return True
        spacing = self.grid.verticalSpacing()
        steps = ((0, 0, False), (1, 0, False), (1, 1, False), (2, 1, False), (2, 1, True),
                 (2, 2, True))
        for step in range(self.panel_step, len(steps)):
            far, near, compact = steps[step]
            self.panel_step = step
            self.far_panel.set_density(far)
            self.near_panel.set_density(near)
            self.prompt.set_compact(compact)
            needed = (self.far_panel.height_at(width) + self.near_panel.height_at(width)
                      + self.prompt.height_at(width, reserve) + 2 * spacing)
            if needed <= top:
                return True
        return False
