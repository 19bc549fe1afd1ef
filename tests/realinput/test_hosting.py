"""Game ▸ Host a table…, with the mouse and the keyboard: the host opens a table, the
friend joins it from another process on 127.0.0.1 with the address, port and join code
the dialog shows, and a whole game is played, the host's moves by the pointer and the
friend's through the headless ``join`` (docs/network.md)."""

from __future__ import annotations

import queue
import random
import re
import threading

import pytest
from PySide6.QtWidgets import QApplication

from momon_desktop.ui.features.hosting import HostDialog, TableHosting
from tests.net.pair import LINE_WAIT, Side
from tests.realinput import windows as wn
from tests.realinput.test_whole_games import check_result_and_close, play_by_pointer

pytestmark = [pytest.mark.gui, pytest.mark.rules("7.1.1", "7.3.1", "7.6.1", "6.6")]


def open_host_dialog(table) -> HostDialog:  # type: ignore[no-untyped-def]
    w = table.window
    hosting = w.feature(TableHosting)
    assert hosting is not None
    path = next(p for p in wn.menu_paths(w) if p[-1] is hosting.action)
    wn.click_menu_item(table.qtbot, table.robot, w, path)
    table.qtbot.waitUntil(lambda: isinstance(hosting.dialog, HostDialog)
                          and hosting.dialog.isVisible())
    assert hosting.dialog is not None
    return hosting.dialog


def open_on_any_port(table, dialog: HostDialog, name: str = "") -> tuple[int, str]:  # type: ignore[no-untyped-def]
    """Type the host's name, set the port to 'any free port' with the keyboard, click
    Open the table; the port and code as the dialog writes them."""
    robot = table.robot
    if name:
        robot.click(dialog.name_edit)
        table.qtbot.waitUntil(dialog.name_edit.hasFocus)
        for letter in name:
            robot.key(f"shift+{letter.lower()}" if letter.isupper() else letter)
        table.qtbot.waitUntil(lambda: dialog.name_edit.text() == name)
    robot.click(dialog.port_spin)
    table.qtbot.waitUntil(dialog.port_spin.hasFocus)
    robot.key("Ctrl+A")
    robot.key("0")
    table.qtbot.waitUntil(lambda: dialog.port_spin.value() == 0)
    robot.click_button(dialog.open_button)
    table.qtbot.waitUntil(dialog.join_box.isVisible)
    text = dialog.join_box.text()
    port = re.search(r"Port: (\d+)", text)
    code = re.search(r"Join code: (\S+)", text)
    assert port is not None and code is not None, text
    assert "127.0.0.1" in text or re.search(r"Address: \d", text), text
    return int(port.group(1)), code.group(1)


def friend_plays(friend: Side) -> dict[str, object]:
    """The friend answers each of their decisions with the computer's random legal move
    until the game's result, which it returns as the friend's side printed it."""
    while True:
        line = friend.next()
        assert "error" not in line, line
        if line["result"] is not None:
            return dict(line["result"])
        if line["awaiting"]["player"] == "second":
            friend.send({"ai": "random"})


def test_a_whole_game_hosted_for_a_friend_at_another_computer(table):
    w = table.window
    dialog = open_host_dialog(table)
    port, code = open_on_any_port(table, dialog, "Ann")
    assert dialog.hosted is not None and dialog.hosted.port == port
    friend = Side("join", f"127.0.0.1:{port}", "--code", code)
    try:
        # the toss done, the game goes on the table and the dialog closes
        table.qtbot.waitUntil(lambda: not dialog.isVisible() and w.controller.networked,
                              timeout=int(LINE_WAIT * 1000))
        assert w.controller.player_name(0) == "Ann"
        assert w.controller.is_remote(1) and not w.controller.can_undo
        results: queue.Queue[dict[str, object] | BaseException] = queue.Queue()

        def run() -> None:
            try:
                results.put(friend_plays(friend))
            except BaseException as exc:  # noqa: BLE001 - handed to the test's thread
                results.put(exc)

        threading.Thread(target=run, daemon=True).start()
        made = play_by_pointer(table, random.Random(3), timeout=int(LINE_WAIT * 1000))
        assert made["drag"] + made["click"] >= 8
        g = table.game
        assert g.turns == [8, 8] and g.over
        theirs = results.get(timeout=LINE_WAIT)
        assert not isinstance(theirs, BaseException), theirs
        # both computers say the same result (7.3)
        assert g.result is not None and theirs == g.result.to_json()
        check_result_and_close(table)
    finally:
        friend.close()
    assert QApplication.activeModalWidget() is None
