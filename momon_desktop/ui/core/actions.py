"""One registry of the table's actions: each has an id, a text, shortcuts and a place
in a menu, and the menus are built from the registry.

The main window registers its own actions and menus; each feature registers its
actions through the host interface, naming the menu and the place in it (a section
and an order), never a neighbour's position. Texts are functions, so a language
change only has to call :meth:`ActionRegistry.retranslate`.

Menus and sections, in the order they appear::

    game  10 new game · 20 files · 30 take back and redo · 40 concede · 90 quit
    play  10 help with a move · 20 the Hand and the Arena · 30 answers · 40 Voids and log
    view  10 how the table is drawn
    cards 10 windows · 20 import
    help   5 learning (the tutorial, the welcome screen) · 10 How to play, Glossary · 90 about
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QIcon, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar, QWidget

Keys = QKeySequence.StandardKey | str | QKeySequence
TextFn = Callable[[], str]


@dataclass
class ActionSpec:
    """Where an action goes and what it says."""

    id: str
    text: TextFn
    menu: str = ""  # "" for an action reached only by its shortcut or a button
    section: int = 50
    order: int = 50
    shortcuts: Sequence[Keys] = ()
    status_tip: TextFn | None = None
    checkable: bool = False
    role: QAction.MenuRole = QAction.MenuRole.NoRole


@dataclass
class MenuSpec:
    """A menu of the menu bar (``parent`` set: a submenu inside that menu)."""

    id: str
    title: TextFn
    order: int
    parent: str = ""
    section: int = 50
    place: int = 50
    menu: QMenu | None = field(default=None, repr=False)


def _sequences(keys: Keys) -> list[QKeySequence]:
    if isinstance(keys, QKeySequence.StandardKey):
        return list(QKeySequence.keyBindings(keys))
    if isinstance(keys, QKeySequence):
        return [keys]
    return [QKeySequence(keys)]


class ActionRegistry(QObject):
    """The actions of one window, and its menu bar built from them."""

    def __init__(self, window: QWidget, menu_bar: QMenuBar) -> None:
        super().__init__(window)
        self._window = window
        self._bar = menu_bar
        self._specs: dict[str, ActionSpec] = {}
        self._actions: dict[str, QAction] = {}
        self._menus: dict[str, MenuSpec] = {}
        # the registry's separators in each menu, reused when the menu is laid out again
        self._separators: dict[str, list[QAction]] = {}

    # ---------------------------------------------------------------- registering

    def add_menu(self, menu_id: str, title: TextFn, order: int, *, parent: str = "",
                 section: int = 50, place: int = 50, menu: QMenu | None = None) -> QMenu:
        """Declare a menu (``order`` among the menu bar's menus) or, with ``parent``, a
        submenu at ``section``/``place`` inside it. ``menu``: a menu that fills
        itself (a recent-files list); otherwise the registry's actions fill it."""
        if menu_id in self._menus:
            raise ValueError(f"menu {menu_id!r} is declared twice")
        qmenu = menu if menu is not None else QMenu(self._window)
        qmenu.setObjectName(f"menu-{menu_id}")
        self._menus[menu_id] = MenuSpec(menu_id, title, order, parent, section, place, qmenu)
        self._rebuild_menu(self._menus[menu_id])  # submenus declared before it
        if parent:
            if parent in self._menus:
                self._rebuild_menu(self._menus[parent])
        else:
            self._rebuild_bar()
        return qmenu

    def add(self, spec: ActionSpec, triggered: Callable[[], object] | None = None,
            *, toggled: Callable[[bool], object] | None = None,
            icon: QIcon | None = None) -> QAction:
        """Register an action and put it in its menu; returns the action."""
        if spec.id in self._specs:
            raise ValueError(f"action {spec.id!r} is registered twice")
        if spec.menu and spec.menu not in self._menus:
            raise ValueError(f"action {spec.id!r} names an undeclared menu {spec.menu!r}")
        action = QAction(self._window)
        action.setObjectName(spec.id)
        action.setCheckable(spec.checkable)
        action.setMenuRole(spec.role)
        keys: list[QKeySequence] = []
        for k in spec.shortcuts:
            keys.extend(_sequences(k))
            if keys:
                break  # the first binding the platform knows; the rest are fallbacks
        if keys:
            action.setShortcuts(keys)
        if icon is not None:
            action.setIcon(icon)
        if triggered is not None:
            action.triggered.connect(lambda _checked=False: triggered())
        if toggled is not None:
            action.toggled.connect(toggled)
        # shortcuts work even when the menu bar is hidden (full screen)
        self._window.addAction(action)
        self._specs[spec.id] = spec
        self._actions[spec.id] = action
        self._set_texts(spec, action)
        if spec.menu:
            self._rebuild_menu(self._menus[spec.menu])
        return action

    # ---------------------------------------------------------------- reading

    def action(self, action_id: str) -> QAction:
        """The action registered as ``action_id``."""
        return self._actions[action_id]

    def menu(self, menu_id: str) -> QMenu:
        """The menu declared as ``menu_id``."""
        menu = self._menus[menu_id].menu
        assert menu is not None
        return menu

    def ids(self) -> list[str]:
        """Every registered action id, in registration order."""
        return list(self._specs)

    def spec(self, action_id: str) -> ActionSpec:
        """What ``action_id`` was registered with."""
        return self._specs[action_id]

    # ---------------------------------------------------------------- texts and menus

    def retranslate(self) -> None:
        """Every action text and menu title in the current language."""
        for action_id, spec in self._specs.items():
            self._set_texts(spec, self._actions[action_id])
        for m in self._menus.values():
            assert m.menu is not None
            m.menu.setTitle(m.title())

    @staticmethod
    def _set_texts(spec: ActionSpec, action: QAction) -> None:
        action.setText(spec.text())
        if spec.status_tip is not None:
            action.setStatusTip(spec.status_tip())

    def _entries(self, menu_id: str) -> list[tuple[int, int, int, QAction]]:
        """What goes in ``menu_id``: (section, place, registration index, action)."""
        entries: list[tuple[int, int, int, QAction]] = []
        for i, (action_id, spec) in enumerate(self._specs.items()):
            if spec.menu == menu_id:
                entries.append((spec.section, spec.order, i, self._actions[action_id]))
        for i, m in enumerate(self._menus.values()):
            if m.parent == menu_id:
                assert m.menu is not None
                entries.append((m.section, m.place, -len(self._menus) + i, m.menu.menuAction()))
        return sorted(entries, key=lambda e: (e[0], e[1], e[2]))

    def _rebuild(self) -> None:
        """Lay every menu and the menu bar out again from the registry."""
        for m in self._menus.values():
            self._rebuild_menu(m)
        self._rebuild_bar()

    def _rebuild_menu(self, m: MenuSpec) -> None:
        """Lay one menu out again from the registry: sections apart by separators.

        Entries are taken out one by one (``QMenu.clear`` would delete a submenu's own
        action); the separators are the registry's own, reused from the last layout
        (only the menu an action or submenu joins is laid out again)."""
        assert m.menu is not None
        entries = self._entries(m.id)
        if not entries:
            return  # a menu that fills itself, or not filled yet
        for old in m.menu.actions():
            m.menu.removeAction(old)
        separators = self._separators.setdefault(m.id, [])
        used = 0
        section: int | None = None
        for sec, _place, _i, action in entries:
            if section is not None and sec != section:
                if used == len(separators):
                    separator = QAction(m.menu)
                    separator.setSeparator(True)
                    separators.append(separator)
                m.menu.addAction(separators[used])
                used += 1
            section = sec
            m.menu.addAction(action)

    def _rebuild_bar(self) -> None:
        """The menu bar's menus in their order."""
        for old in self._bar.actions():
            self._bar.removeAction(old)
        for m in sorted(self._menus.values(), key=lambda m: m.order):
            if not m.parent:
                assert m.menu is not None
                self._bar.addAction(m.menu.menuAction())
