"""The match history: finished matches with their games; each game opens in the replay
viewer from the game record saved with the match (PM.4)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from momon_desktop.storage import RecordError, Replay
from momon_desktop.storage.matches import SavedMatch, match_history
from momon_desktop.storage.messages import error_text
from momon_desktop.ui.match.matchtext import match_result_text, outcome_text, reason_name
from momon_desktop.ui.match.matchwidgets import clock_text
from momon_desktop.ui.text import i18n
from momon_desktop.ui.text.i18n import fill

if TYPE_CHECKING:
    from momon_desktop.ui.replay.replayviewer import ReplayWindow

MATCH_ROLE = Qt.ItemDataRole.UserRole
GAME_ROLE = Qt.ItemDataRole.UserRole + 1


def when_text(iso: str) -> str:
    """A record's time as ``YYYY-MM-DD HH:MM`` (UTC)."""
    return iso.replace("T", " ")[:16]


class MatchHistoryWindow(QDialog):
    """Finished matches, newest first, each with its games."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.resize(820, 480)
        self.matches: list[SavedMatch] = []
        self.replay_windows: list[ReplayWindow] = []
        self.header = QLabel()
        self.header.setWordWrap(True)
        self.tree = QTreeWidget()
        self.tree.setColumnCount(4)
        self.tree.setAlternatingRowColors(True)
        self.tree.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.tree.header().setStretchLastSection(True)
        self.tree.itemDoubleClicked.connect(lambda item, _col: self.open_item(item))
        self.tree.currentItemChanged.connect(lambda *_: self._update_buttons())
        self.empty = QLabel()
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.buttons = QDialogButtonBox()
        self.replay_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.close_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.RejectRole)
        self.replay_button.clicked.connect(lambda: self.open_item(self.tree.currentItem()))
        self.buttons.rejected.connect(self.close)
        lay = QVBoxLayout(self)
        lay.addWidget(self.header)
        lay.addWidget(self.tree, 1)
        lay.addWidget(self.empty)
        lay.addWidget(self.buttons)
        self.reload()

    def reload(self) -> None:
        """Read the history again from the data folder."""
        self.matches = match_history()
        self.retranslate()

    def retranslate(self) -> None:
        """Every text in the current language."""
        self.setWindowTitle(self.tr("Match history"))
        self.header.setText(self.tr("Finished matches, newest first. Each game opens in the "
                                    "replay viewer (double-click it)."))
        self.tree.setHeaderLabels([self.tr("Match / game"), self.tr("Result"),
                                   self.tr("How it ended"), self.tr("Details")])
        self.replay_button.setText(self.tr("&Watch the replay"))
        self.close_button.setText(self.tr("&Close"))
        self.empty.setText(self.tr("No finished match yet."))
        self.empty.setVisible(not self.matches)
        self.tree.clear()
        for i, saved in enumerate(self.matches):
            r = saved.record
            names = {"a": r.players.a.name, "b": r.players.b.name}
            top = QTreeWidgetItem(
                [
                    fill(self.tr("%1 vs %2 · %3"), names["a"], names["b"], when_text(r.created)),
                    match_result_text(r.match.winner, r.match.score.model_dump(), names),
                    "",
                    fill(self.tr("roll seed %1"), str(r.roll.seed))
                    + (
                        ""
                        if r.clock is None
                        else " · " + fill(self.tr("clock %1 per game"), clock_text(r.clock))
                    ),
                ]
            )
            top.setData(0, MATCH_ROLE, i)
            for g in r.games:
                details = fill(
                    self.tr("%1 chose, %2 went first · Momon %3–%4"),
                    names[g.chooser],
                    names[g.first],
                    str(g.result.momon.first),
                    str(g.result.momon.second),
                )
                child = QTreeWidgetItem([
                    fill(self.tr("Game %1"), str(g.number)),
                    outcome_text(g.result.winner, names),
                    reason_name(g.result.reason),
                    details,
                ])
                child.setData(0, MATCH_ROLE, i)
                child.setData(0, GAME_ROLE, g.number)
                child.setDisabled(g.record is None)
                top.addChild(child)
            self.tree.addTopLevelItem(top)
            top.setExpanded(True)
        self._update_buttons()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _update_buttons(self) -> None:
        item = self.tree.currentItem()
        self.replay_button.setEnabled(item is not None and item.data(0, GAME_ROLE) is not None)

    def open_item(self, item: QTreeWidgetItem | None) -> ReplayWindow | None:
        """Open the game of ``item`` in the replay viewer."""
        if item is None or item.data(0, GAME_ROLE) is None:
            return None
        return self.open_game(int(item.data(0, MATCH_ROLE)), int(item.data(0, GAME_ROLE)))

    def open_game(self, match_index: int, number: int) -> ReplayWindow | None:
        """Open game ``number`` of the ``match_index``-th match in the replay viewer."""
        saved = self.matches[match_index]
        try:
            replay = Replay.from_loaded(saved.load_game(number))
        except RecordError as exc:
            QMessageBox.warning(
                self,
                self.tr("Match history"),
                fill(
                    self.tr("Game %1 cannot be opened: %2"),
                    str(number),
                    error_text(exc, i18n.current_language()),
                ),
            )
            return None
        from momon_desktop.ui.replay.replayviewer import ReplayWindow

        path = saved.game_path(number)
        source = f"{saved.folder.name}/{path.name if path is not None else ''}"
        window = ReplayWindow(replay, source, i18n.current_language(), self.parentWidget())
        self.replay_windows = [w for w in self.replay_windows if w.isVisible()]
        self.replay_windows.append(window)
        window.show()
        return window
