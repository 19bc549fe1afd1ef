"""What the main window gives the parts mixed into it (:mod:`.tableinput`,
:mod:`.presentation`), declared for the type checker.

At run time :class:`TableWindowParts` is an empty base; under the type checker it is a
``QMainWindow`` with the window's widgets, actions and the methods the parts call on
each other, so mypy checks every use against the types
:class:`~momon_desktop.ui.table.mainwindow.MainWindow` gives them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMainWindow

    from momon_desktop.ui.core.controller import GameController
    from momon_desktop.ui.core.session import TableSession
    from momon_desktop.ui.table.delegates import HandView
    from momon_desktop.ui.table.models import HandModel
    from momon_desktop.ui.table.scene import ArenaScene, ArenaView
    from momon_desktop.ui.table.widgets import PlayerPanel, PreviewPanel, PromptBar, YesNoBar

    _Window = QMainWindow
else:
    _Window = object


class TableWindowParts(_Window):
    """The main window as its mixed-in parts see it."""

    if TYPE_CHECKING:
        lang: str
        escaped: SignalInstance
        controller: GameController
        session: TableSession
        scene: ArenaScene
        arena_view: ArenaView
        yes_no: YesNoBar
        hand_model: HandModel
        hand_view: HandView
        near_panel: PlayerPanel
        far_panel: PlayerPanel
        prompt: PromptBar
        preview: PreviewPanel
        new_action: QAction
        undo_action: QAction
        redo_action: QAction
        concede_action: QAction
        yes_action: QAction
        no_action: QAction
        # the last card shown face up to both players: (owner, instance, history length)
        _last_reveal: tuple[int, int, int] | None

        @property
        def recap_text(self) -> str: ...
        def focus_hand(self) -> None: ...
        def present_decision(self) -> None: ...
