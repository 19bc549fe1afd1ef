"""What the main window gives the code that makes its menus and actions
(:mod:`.tableactions`), declared for the type checker.

At run time :class:`TableWindowParts` is an empty base; under the type checker it is a
``QMainWindow`` with the window's widgets, the actions :mod:`.tableactions` makes and
the commands they call, so mypy checks every use against the types
:class:`~momon_desktop.ui.table.mainwindow.MainWindow` gives them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtGui import QAction, QActionGroup
    from PySide6.QtWidgets import QMainWindow, QMenu

    from momon_desktop.ui.core.actions import ActionRegistry
    from momon_desktop.ui.core.session import TableSession
    from momon_desktop.ui.table.ruleslog import RulesLog
    from momon_desktop.ui.table.tableinput import TableInput

    _Window = QMainWindow
else:
    _Window = object


class TableWindowParts(_Window):
    """The main window as the code that makes its actions sees it."""

    if TYPE_CHECKING:
        lang: str
        action_registry: ActionRegistry
        log: RulesLog
        session: TableSession
        table_input: TableInput
        # the window's own menus and actions, made by tableactions.create_table_actions
        game_menu: QMenu
        play_menu: QMenu
        view_menu: QMenu
        help_menu: QMenu
        language_menu: QMenu
        new_action: QAction
        undo_action: QAction
        redo_action: QAction
        concede_action: QAction
        quit_action: QAction
        focus_hand_action: QAction
        focus_arena_action: QAction
        cancel_action: QAction
        yes_action: QAction
        no_action: QAction
        my_void_action: QAction
        their_void_action: QAction
        focus_log_action: QAction
        language_group: QActionGroup
        language_actions: dict[str, QAction]
        readable_far_action: QAction
        animation_group: QActionGroup
        animation_actions: dict[str, QAction]
        fullscreen_action: QAction
        about_action: QAction
        def focus_hand(self) -> None: ...
        # what the window's own actions call (tableactions)
        def request_new_game(self) -> object: ...
        def undo(self) -> None: ...
        def redo(self) -> None: ...
        def request_concede(self) -> object: ...
        def quit(self) -> None: ...
        def focus_arena(self) -> None: ...
        def open_void(self, owner: int) -> object: ...
        def set_language(self, lang: str) -> None: ...
        def set_readable_far(self, readable: bool) -> None: ...
        def set_animation_speed(self, name: str) -> None: ...
        def set_full_screen(self, full: bool) -> None: ...
        def show_about(self) -> None: ...
