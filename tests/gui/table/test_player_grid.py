"""The New Game and New match dialogs ask for the players with one grid: the same rows
in the same order (name, who plays, deck; the New Game dialog says how the chosen level
plays under it) and the same choices of who plays, every computer level of ai.LEVELS."""

from __future__ import annotations

from PySide6.QtCore import Qt

from momon_desktop.ai import LEVELS
from momon_desktop.ui.core.controller import HUMAN
from momon_desktop.ui.match.matchscreen import MatchDesk
from momon_desktop.ui.table.playergrid import PlayerGrid
from momon_desktop.ui.text.words import level_description


def _rows(grid: PlayerGrid) -> list[str]:
    found = []
    for row in range(1, grid.rowCount()):
        item = grid.itemAtPosition(row, 1)
        widget = item.widget() if item is not None else None
        if widget is grid.names[0]:
            found.append("name")
        elif widget is grid.kind_boxes[0]:
            found.append("kind")
        elif widget is grid.kind_notes[0]:
            found.append("note")
        elif widget is grid.deck_boxes[0]:
            found.append("deck")
    return found


def test_both_dialogs_ask_for_the_players_alike(window, qtbot):  # type: ignore[no-untyped-def]
    new_game = window.request_new_game()
    new_match = window.feature(MatchDesk).request_new_match()
    for dialog, rows in ((new_game, ["name", "kind", "note", "deck"]),
                         (new_match, ["name", "kind", "deck"])):
        grid = dialog.players
        assert isinstance(grid, PlayerGrid)
        assert _rows(grid) == rows
        for box in grid.kind_boxes:
            assert [box.itemData(i) for i in range(box.count())] == [HUMAN, *LEVELS]
        assert [grid.heads[i].text() for i in (0, 1)] == ["Player A", "Player B"]
        # the level's line under "Played by", in either dialog
        grid.kind_boxes[1].setCurrentIndex(grid.kind_boxes[1].findData("expert"))
        expert = grid.kind_boxes[1].findData("expert")
        assert grid.kind_boxes[1].itemData(expert, Qt.ItemDataRole.ToolTipRole) == \
            level_description("expert")
        assert grid.kind_notes[1].isHidden() is (dialog is new_match)
        assert grid.kind_notes[1].text() == level_description("expert")
        grid.kind_boxes[1].setCurrentIndex(grid.kind_boxes[1].findData(HUMAN))
        assert grid.kind_notes[1].isHidden()
        dialog.reject()
