"""The main window's own actions and menus: Game, Play, View and Help, registered in
the window's action registry with their ids, shortcuts and places."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence

from momon_desktop.ui.core import pace
from momon_desktop.ui.core.actions import ActionSpec
from momon_desktop.ui.text import i18n

if TYPE_CHECKING:
    from momon_desktop.ui.table.windowparts import TableWindowParts


def create_table_actions(window: TableWindowParts) -> None:
    """The main window's own menus and actions (``window`` is the
    :class:`~momon_desktop.ui.table.mainwindow.MainWindow` being built), in its action
    registry; features add theirs to the same registry. The texts belong to the main
    window's translation context."""
    r = window.action_registry
    r.add_menu("game", lambda: QCoreApplication.translate("MainWindow", "&Game"), 10)
    r.add_menu("play", lambda: QCoreApplication.translate("MainWindow", "&Play"), 20)
    r.add_menu("view", lambda: QCoreApplication.translate("MainWindow", "&View"), 30)
    r.add_menu("help", lambda: QCoreApplication.translate("MainWindow", "&Help"), 90)
    r.add_menu("language", lambda: QCoreApplication.translate("MainWindow", "&Language"), 0, parent="view", section=10, place=10)
    window.game_menu = r.menu("game")
    window.play_menu = r.menu("play")
    window.view_menu = r.menu("view")
    window.help_menu = r.menu("help")
    window.language_menu = r.menu("language")
    window.new_action = r.add(ActionSpec(
        "game.new", lambda: QCoreApplication.translate("MainWindow", "&New game…"), "game", 10, 10,
        (QKeySequence.StandardKey.New,)), window.request_new_game)
    window.undo_action = r.add(ActionSpec(
        "game.undo", lambda: QCoreApplication.translate("MainWindow", "&Take back"), "game", 30, 10,
        (QKeySequence.StandardKey.Undo,)), window.undo)
    window.redo_action = r.add(ActionSpec(
        "game.redo", lambda: QCoreApplication.translate("MainWindow", "&Redo"), "game", 30, 20,
        (QKeySequence.StandardKey.Redo,)), window.redo)
    window.concede_action = r.add(ActionSpec(
        "game.concede", lambda: QCoreApplication.translate("MainWindow", "&Concede…"), "game", 40, 10,
        ("Ctrl+Shift+C",)), window.request_concede)
    # Ctrl+Q where the platform names no Quit key (X11 without a desktop's theme)
    window.quit_action = r.add(ActionSpec(
        "game.quit", lambda: QCoreApplication.translate("MainWindow", "&Quit"), "game", 90, 10,
        (QKeySequence.StandardKey.Quit, "Ctrl+Q"), role=QAction.MenuRole.QuitRole),
        window.quit)
    window.focus_hand_action = r.add(ActionSpec(
        "play.focus_hand", lambda: QCoreApplication.translate("MainWindow", "Go to your &Hand"), "play", 20, 10,
        ("Ctrl+H",)), window.focus_hand)
    window.focus_arena_action = r.add(ActionSpec(
        "play.focus_arena", lambda: QCoreApplication.translate("MainWindow", "Go to the &Arena"), "play", 20, 20,
        ("Ctrl+B",)), window.focus_arena)
    window.cancel_action = r.add(ActionSpec(
        "play.cancel", lambda: QCoreApplication.translate("MainWindow", "&Cancel selection"), "play", 20, 30,
        (QKeySequence(Qt.Key.Key_Escape),)), lambda: window.table_input.cancel_selection())
    window.yes_action = r.add(ActionSpec(
        "play.yes", lambda: QCoreApplication.translate("MainWindow", "Answer &yes"), "play", 30, 10,
        (QKeySequence(Qt.Key.Key_Y),)), lambda: window.table_input.on_yes_no(True))
    window.no_action = r.add(ActionSpec(
        "play.no", lambda: QCoreApplication.translate("MainWindow", "Answer &no"), "play", 30, 20,
        (QKeySequence(Qt.Key.Key_N),)), lambda: window.table_input.on_yes_no(False))
    window.my_void_action = r.add(ActionSpec(
        "play.my_void", lambda: QCoreApplication.translate("MainWindow", "Your &Void"), "play", 40, 10,
        ("Ctrl+D",)), lambda: window.open_void(window.session.board_seat))
    window.their_void_action = r.add(ActionSpec(
        "play.their_void", lambda: QCoreApplication.translate("MainWindow", "Opponent's V&oid"), "play", 40, 20,
        ("Ctrl+Shift+D",)), lambda: window.open_void(1 - window.session.board_seat))
    window.focus_log_action = r.add(ActionSpec(
        "play.focus_log", lambda: QCoreApplication.translate("MainWindow", "Go to the rules &log"), "play", 40, 30,
        ("Ctrl+L",)), lambda: window.log.setFocus())
    window.language_group = QActionGroup(window)
    window.language_actions = {}
    for place, (code, name) in enumerate(i18n.language_names().items()):
        # a language's name reads the same in every language
        action = r.add(ActionSpec(f"view.language.{code}", partial(str, name),
                                  "language", 10, place, checkable=True),
                       partial(window.set_language, code))
        action.setData(code)
        action.setChecked(code == window.lang)
        window.language_group.addAction(action)
        window.language_actions[code] = action
    window.readable_far_action = r.add(ActionSpec(
        "view.far_upright", lambda: QCoreApplication.translate("MainWindow", "Draw the far player's whole cards &upright"),
        "view", 10, 20, ("Ctrl+U",), checkable=True), toggled=window.set_readable_far)
    # View ▸ Animation speed: how fast moves are shown (momon_desktop.ui.core.pace)
    r.add_menu("animation", lambda: QCoreApplication.translate("Pacing", "&Animation speed"), 0,
               parent="view", section=10, place=25)
    speed_texts = {
        "normal": lambda: QCoreApplication.translate("Pacing", "&Normal"),
        "fast": lambda: QCoreApplication.translate("Pacing", "&Fast"),
        "off": lambda: QCoreApplication.translate("Pacing", "&Off (show every change at once)"),
    }
    window.animation_group = QActionGroup(window)
    window.animation_actions = {}
    for place, name in enumerate(pace.NAMES):
        action = r.add(ActionSpec(f"view.animation.{name}", speed_texts[name], "animation", 10,
                                  place, checkable=True),
                       partial(window.set_animation_speed, name))
        action.setData(name)
        window.animation_group.addAction(action)
        window.animation_actions[name] = action
    window.fullscreen_action = r.add(ActionSpec(
        "view.full_screen", lambda: QCoreApplication.translate("MainWindow", "&Full screen"), "view", 10, 30,
        (QKeySequence.StandardKey.FullScreen, QKeySequence(Qt.Key.Key_F11)),
        checkable=True), toggled=window.set_full_screen)
    window.about_action = r.add(ActionSpec(
        "help.about", lambda: QCoreApplication.translate("MainWindow", "&About Momon Desktop"), "help", 90, 10,
        role=QAction.MenuRole.AboutRole), window.show_about)
