"""Every item of every menu, every window it opens, and every button of those windows,
found by walking the menus and the widgets rather than listed by hand, so that a new
menu item, window or button is covered without a new test.

For each menu item: a fresh game is on the table; the item is clicked with the mouse
through its menu. A window that opens must close by Escape and, opened again, by its
own close button. Then each of its buttons is clicked in turn, each in a freshly
opened window, with anything the click opens backed out of by Escape.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QWidget

from momon_desktop.engine import Summon
from tests.gui.table_helpers import bundled
from tests.realinput import windows as wn
from tests.realinput.conftest import take_problems

pytestmark = [pytest.mark.gui]


def label(path) -> str:  # type: ignore[no-untyped-def]
    """A menu path in words: "Game > New game…"."""
    return " > ".join(a.text().replace("&", "") for a in path)


def fresh_game(table) -> None:  # type: ignore[no-untyped-def]
    """Close every other window and start a game against the computer, one move in,
    so that the items that need a game in progress (save, concede, suggest…) work."""
    for w in wn.open_windows():
        if w is not table.window:
            w.close()
    QApplication.processEvents()
    table.activate()
    table.start(bundled(kinds=("human", "easy"), seed=2))
    table.wait_for_person("summon")
    g = table.game
    table.window.submit(Summon(g.hands[0][0], 5))
    table.qtbot.waitUntil(lambda: len(table.game.history) >= 2, timeout=15000)
    table.wait_for_person()


def is_quit(table, path) -> bool:  # type: ignore[no-untyped-def]
    return path[-1] is table.window.quit_action


def open_by_menu(table, path) -> QWidget | None:  # type: ignore[no-untyped-def]
    """Click the menu item; the window it opened, if any, with the keyboard."""
    before = wn.open_windows()
    wn.click_menu_item(table.qtbot, table.robot, table.window, path)
    window = wn.new_window(table.qtbot, before, timeout=1500)
    if window is not None:
        table.activate(window)
    return window


def test_every_menu_item_window_and_button(table):
    failures: list[str] = []
    paths = [p for p in wn.menu_paths(table.window) if not is_quit(table, p)]
    assert len(paths) > 20
    windows_seen: list[str] = []
    buttons_clicked = 0
    for path in paths:
        name = label(path)
        print("ITEM", name, flush=True)
        fresh_game(table)
        if not path[-1].isEnabled():
            continue
        with wn.dismissing(table.qtbot, table.robot, [table.window], blocking_only=True) as d:
            window = open_by_menu(table, path)
            if window is not None:
                d.keep.append(window)
        failures += [f"{name}: {w} did not close by Escape" for w in d.stubborn]
        failures += [f"{name}: {p}" for p in take_problems()]
        if window is None or not window.isVisible():
            continue
        windows_seen.append(f"{name} -> {wn.window_name(window)}")
        # closed by Escape
        table.robot.key("esc")
        try:
            wn.wait_closed(table.qtbot, window, "Escape")
        except AssertionError as exc:
            failures.append(f"{name}: {exc}")
            window.close()
        # opened again, closed by its own button
        fresh_game(table)
        window = open_by_menu(table, path)
        if window is None:
            failures.append(f"{name}: no window the second time")
            continue
        control = wn.close_control(window)
        if control is None:
            failures.append(f"{name}: {wn.window_name(window)} has no close button")
            window.close()
        else:
            table.robot.click_button(control)
            try:
                wn.wait_closed(table.qtbot, window, f"its {control.text()!r} button")
            except AssertionError as exc:
                failures.append(f"{name}: {exc}")
                window.close()
        failures += [f"{name}: {p}" for p in take_problems()]
        # every button, each in a window opened afresh
        fresh_game(table)
        window = open_by_menu(table, path)
        assert window is not None
        signatures = [wn.button_signature(b, window) for b in wn.visible_buttons(window)]
        window.close()
        for sig in signatures:
            print("BUTTON", name, sig, flush=True)
            fresh_game(table)
            window = open_by_menu(table, path)
            assert window is not None
            button = wn.find_button(window, sig)
            if button is None or not button.isEnabled():
                continue
            with wn.dismissing(table.qtbot, table.robot, [table.window, window]):
                table.robot.click(button)
                table.robot.settle()
            buttons_clicked += 1
            failures += [f"{name} -> button {sig[2]!r} ({sig[0]}): {p}" for p in take_problems()]
            window.close()
    print(f"{len(paths)} menu items, {len(windows_seen)} windows, {buttons_clicked} buttons")
    for w in windows_seen:
        print("  ", w)
    assert not failures, "\n".join(failures)
