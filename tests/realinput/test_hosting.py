"""Game ▸ Host a table… and Game ▸ Join a table…, with the mouse and the keyboard, on
127.0.0.1 (docs/network.md): the app hosts a table and a friend joins it from another
process (the headless ``join``) with the address, port and join code the dialog shows;
and the app joins a friend's table (the headless ``host``) by typing them. Each plays a
whole game by the pointer, and both sides print the same result."""

from __future__ import annotations

import json
import os
import queue
import random
import re
import signal
import subprocess
import sys
import tempfile
import threading
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from momon_desktop.cards import bundled_decks
from momon_desktop.net import fair
from momon_desktop.net.host import HostTable, Listener
from momon_desktop.referee import load_scenario
from momon_desktop.ui.assembly import start_up
from momon_desktop.ui.features.hostdialog import HostDialog
from momon_desktop.ui.features.hosting import HostedGame, TableHosting
from momon_desktop.ui.features.joining import JoinDialog, TableJoining
from momon_desktop.ui.features.netchat import TableChat
from momon_desktop.ui.features.persistence import GamePersistence
from tests.net.pair import LINE_WAIT, ROOT, Side, scenario_file
from tests.net.pair import host as pair_host
from tests.net.privatenet import in_private_network, loopback_up, run_in_private_network
from tests.net.test_host_restart import Run as HostRun
from tests.realinput import windows as wn
from tests.realinput.test_whole_games import (
    answer_by_pointer,
    check_result_and_close,
    play_by_pointer,
    something_to_do,
)

pytestmark = [pytest.mark.gui, pytest.mark.rules("7.1.1", "7.3.1", "7.6.1", "6.6", "PD.17")]


def open_dialog(table, feature_kind, dialog_kind):  # type: ignore[no-untyped-def]
    """Click the menu item of the feature ``feature_kind`` and wait for its dialog of
    ``dialog_kind`` (its ``dialog``)."""
    w = table.window
    feature = w.feature(feature_kind)
    assert feature is not None
    path = next(p for p in wn.menu_paths(w) if p[-1] is feature.action)
    wn.click_menu_item(table.qtbot, table.robot, w, path)
    table.qtbot.waitUntil(lambda: isinstance(feature.dialog, dialog_kind)
                          and feature.dialog.isVisible())
    return feature.dialog


def open_host_dialog(table) -> HostDialog:  # type: ignore[no-untyped-def]
    return open_dialog(table, TableHosting, HostDialog)  # type: ignore[no-any-return]


FRIEND_DECK = bundled_decks()[1]


def friend_joins(port: int, code: str) -> Side:
    """The friend's computer (the headless join) joins the table on 127.0.0.1, bringing
    its own deck (6.1)."""
    folder = Path(tempfile.mkdtemp(prefix="momon-friend-"))
    deck = folder / "friend.json"
    deck.write_text(json.dumps(FRIEND_DECK.to_json()), encoding="utf-8")
    return Side("join", f"127.0.0.1:{port}", "--code", code, "--deck", str(deck))


def friend_plays_here(table, dialog: HostDialog, friend: Side) -> None:  # type: ignore[no-untyped-def]
    """Wait until the friend has joined and the toss put the game on the table, the
    Host a table ``dialog`` closed; the friend's process is ended if it never comes."""
    try:
        table.qtbot.waitUntil(lambda: not dialog.isVisible() and table.window.controller.networked,
                              timeout=int(LINE_WAIT * 1000))
    except BaseException:
        friend.close()
        raise


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


def other_side_plays(side: Side) -> dict[str, object]:
    """The other computer (a headless host or join) answers each of its own decisions
    with the computer's random legal move until the game's result, which it returns as
    that side printed it."""
    while True:
        line = side.next()
        assert "error" not in line, line
        if "peer" in line:
            continue
        if line["result"] is not None:
            return dict(line["result"])
        if line["awaiting"]["player"] == line["seat"]:
            side.send({"ai": "random"})


class Background:
    """Work on a thread of its own (the other computer answering while the pointer plays
    here); what it returns, or what it raised, is handed to the test's thread."""

    def __init__(self, work: Callable[[], object]) -> None:
        self._out: queue.Queue[object] = queue.Queue()
        threading.Thread(target=self._run, args=(work,), daemon=True).start()

    def _run(self, work: Callable[[], object]) -> None:
        try:
            self._out.put(work())
        except BaseException as exc:  # handed to the test's thread
            self._out.put(exc)

    def result(self) -> Any:
        """What the work returned (its exception fails the test)."""
        value = self._out.get(timeout=LINE_WAIT)
        assert not isinstance(value, BaseException), value
        return value


def play_against(table, side: Side, seed: int) -> dict[str, object]:  # type: ignore[no-untyped-def]
    """A whole game: the person here by the pointer, the other computer by ``side``;
    the result the other side printed."""
    theirs = Background(lambda: other_side_plays(side))
    made = play_by_pointer(table, random.Random(seed), timeout=int(LINE_WAIT * 1000))
    assert made["drag"] + made["click"] >= 8
    return theirs.result()  # type: ignore[no-any-return]


def test_a_whole_game_hosted_for_a_friend_at_another_computer(table):
    w = table.window
    dialog = open_host_dialog(table)
    port, code = open_on_any_port(table, dialog, "Ann")
    assert dialog.hosted is not None and dialog.hosted.port == port
    friend = friend_joins(port, code)
    friend_plays_here(table, dialog, friend)
    try:
        # 6.6: the toss both computers checked gave each a seat; the table says who begins
        c = w.controller
        mine = 0 if c.is_human(0) else 1
        assert c.is_remote(1 - mine) and c.player_name(mine) == "Ann"
        assert not c.can_undo
        assert "gives the first turn to" in w.statusBar().currentMessage()
        # 6.1: the friend plays the deck they brought
        friend_cards = sorted(d.id for d in table.game.setup.decks[1 - mine])
        assert friend_cards == sorted(FRIEND_DECK.cards)
        theirs = play_against(table, friend, 3)
        g = table.game
        assert g.turns == [8, 8] and g.over
        # both computers say the same result (7.3)
        assert g.result is not None and theirs == g.result.to_json()
        check_result_and_close(table)
    finally:
        friend.close()
    assert QApplication.activeModalWidget() is None


def type_into(table, edit, text: str) -> None:  # type: ignore[no-untyped-def]
    """Click the field and type ``text`` over what it holds."""
    table.robot.click(edit)
    table.qtbot.waitUntil(edit.hasFocus)
    table.robot.key("Ctrl+A")
    for ch in text:
        name = {".": "period", "-": "minus", ":": "colon"}.get(ch, ch)
        table.robot.key(f"shift+{name.lower()}" if ch.isupper() else name)
    table.qtbot.waitUntil(lambda: edit.text() == text)


def test_a_whole_game_at_a_friend_s_table_joined_from_the_app(table, tmp_path):
    w = table.window
    host, port, code = pair_host(scenario_file(tmp_path))
    try:
        dialog = open_join_dialog(table)
        assert not dialog.join_button.isEnabled()
        type_into(table, dialog.name_edit, "Bo")
        fill_join(table, dialog, port, code)
        assert dialog.join_button.isEnabled()
        table.robot.click_button(dialog.join_button)
        table.qtbot.waitUntil(lambda: not dialog.isVisible() and w.controller.relay is not None,
                              timeout=int(LINE_WAIT * 1000))
        # the second seat is this computer's, the first the friend's at the other one
        assert w.controller.player_name(1) == "Bo" and w.controller.is_remote(0)
        assert w.session.viewer == 1 and not w.controller.can_undo
        theirs = play_against(table, host, 4)
        # PD.16: the whole record is on the table once checked, every card known
        table.qtbot.waitUntil(lambda: w.controller.relay is None, timeout=int(LINE_WAIT * 1000))
        g = table.game
        assert g.over and g.turns == [8, 8]
        assert all(d.id != "?" for d in g.setup.defs)
        assert g.result is not None and theirs == g.result.to_json()
        check_result_and_close(table)
    finally:
        host.close()


def open_join_dialog(table) -> JoinDialog:  # type: ignore[no-untyped-def]
    return open_dialog(table, TableJoining, JoinDialog)  # type: ignore[no-any-return]


def fill_join(table, dialog: JoinDialog, port: int, code: str) -> None:  # type: ignore[no-untyped-def]
    type_into(table, dialog.address_edit, "127.0.0.1")
    table.robot.click(dialog.port_spin)
    table.qtbot.waitUntil(dialog.port_spin.hasFocus)
    table.robot.key("Ctrl+A")
    for digit in str(port):
        table.robot.key(digit)
    table.qtbot.waitUntil(lambda: dialog.port_spin.value() == port)
    type_into(table, dialog.code_edit, code)


def join_by_pointer(table, port: int, code: str) -> JoinDialog:  # type: ignore[no-untyped-def]
    """Open the Join a table dialog from its menu, type the address, port and code, and
    click Join; the dialog."""
    dialog = open_join_dialog(table)
    fill_join(table, dialog, port, code)
    table.robot.click_button(dialog.join_button)
    return dialog


def free_port() -> int:
    """A port of 127.0.0.1 nothing listens on (it was free a moment ago)."""
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_joining_where_no_table_answers_or_with_a_wrong_code_says_why(table, tmp_path):
    w = table.window
    dialog = join_by_pointer(table, free_port(), "ABCD-EFGH-JK")
    try:
        table.qtbot.waitUntil(lambda: dialog.status.text().startswith("No table answers at 127.0.0.1"),
                              timeout=int(LINE_WAIT * 1000))
    except Exception as exc:
        # what the dialog said instead, and whether the join was under way
        raise AssertionError((dialog.status.text(), dialog.joined)) from exc
    # the dialog stays, every field may be changed again, and no game was put on the table
    assert dialog.isVisible() and dialog.join_button.isEnabled() and dialog.code_edit.isEnabled()
    assert w.controller.relay is None and not w.controller.networked
    host, port, code = pair_host(scenario_file(tmp_path))
    try:
        table.robot.click(dialog.port_spin)
        table.qtbot.waitUntil(dialog.port_spin.hasFocus)
        table.robot.key("Ctrl+A")
        for digit in str(port):
            table.robot.key(digit)
        table.qtbot.waitUntil(lambda: dialog.port_spin.value() == port)
        wrong = "A" + code[1:] if code[0] != "A" else "B" + code[1:]
        type_into(table, dialog.code_edit, wrong)
        table.robot.click_button(dialog.join_button)
        table.qtbot.waitUntil(lambda: "join code" in dialog.status.text(),
                              timeout=int(LINE_WAIT * 1000))
        assert dialog.status.text() == \
            "The table does not know this join code: check it with your friend."
        assert w.controller.relay is None
        table.robot.key("esc")
        table.qtbot.waitUntil(lambda: not dialog.isVisible())
    finally:
        host.close()
    assert QApplication.activeModalWidget() is None


@pytest.mark.skipif(not in_private_network(), reason="runs in a network namespace of its own")
def test_in_a_private_network_a_table_found_is_joined_by_a_click(table, tmp_path):
    loopback_up()
    w = table.window
    host, port, code = pair_host(scenario_file(tmp_path), "--announce", "Ann's table")
    try:
        dialog = open_join_dialog(table)
        table.qtbot.waitUntil(lambda: dialog.found_list.count() == 1,
                              timeout=int(LINE_WAIT * 1000))
        item = dialog.found_list.item(0)
        assert item.text() == f"Ann's table — 127.0.0.1, port {port}"
        assert dialog.found_label.text().startswith("Tables on this network")
        table.robot.click(dialog.found_list.viewport(),
                          dialog.found_list.visualItemRect(item).center())
        table.qtbot.waitUntil(lambda: dialog.address_edit.text() == "127.0.0.1"
                              and dialog.port_spin.value() == port and dialog.code_edit.hasFocus())
        for ch in code:
            table.robot.key(f"shift+{ch.lower()}" if ch.isupper() else ch)
        table.qtbot.waitUntil(lambda: dialog.code_edit.text() == code)
        table.robot.key("Return")
        table.qtbot.waitUntil(lambda: not dialog.isVisible() and w.controller.relay is not None,
                              timeout=int(LINE_WAIT * 1000))
        # 7.6.1: the host concedes; this side is told and keeps the checked record
        host.send({"concede": "first"})
        table.qtbot.waitUntil(lambda: w.controller.relay is None and table.game.over,
                              timeout=int(LINE_WAIT * 1000))
        assert table.game.result is not None and table.game.result.winner == 1
    finally:
        host.close()


@pytest.mark.skipif(in_private_network(), reason="starts the private network itself")
def test_a_table_found_on_the_network_is_joined_by_a_click(tmp_path):
    env = {"MOMON_REAL_INPUT": "1", "QT_QPA_PLATFORM": "xcb"}
    run = run_in_private_network(
        "tests/realinput/test_hosting.py::"
        "test_in_a_private_network_a_table_found_is_joined_by_a_click", tmp_path,
        **env)
    report = run.stdout[-6000:] + run.stderr[-2000:]
    assert run.returncode == 0, report
    assert "1 passed" in run.stdout, report


def host_a_game_and_lose_the_friend(table) -> tuple[HostedGame, Side]:  # type: ignore[no-untyped-def]
    """A hosted game whose friend's process is killed once the game is on the table; the
    host's grace period made short. The table's HostedGame and the killed friend."""
    w = table.window
    dialog = open_host_dialog(table)
    port, code = open_on_any_port(table, dialog)
    hosted = dialog.hosted
    assert hosted is not None
    hosted.grace.setInterval(400)
    friend = friend_joins(port, code)
    friend_plays_here(table, dialog, friend)
    friend.proc.kill()
    friend.proc.wait(timeout=LINE_WAIT)
    table.qtbot.waitUntil(lambda: "dropped" in w.statusBar().currentMessage(),
                          timeout=int(LINE_WAIT * 1000))
    table.qtbot.waitUntil(lambda: hosted.question is not None and hosted.question.isVisible(),
                          timeout=int(LINE_WAIT * 1000))
    return hosted, friend


@pytest.mark.rules("7.6.1", "PD.18")
def test_a_friend_away_past_the_grace_period_lets_the_host_claim_the_game(table):
    w = table.window
    hosted, friend = host_a_game_and_lose_the_friend(table)
    try:
        box = hosted.question
        assert box is not None and "has been down for" in box.text()
        table.robot.click_button(hosted.claim_button)
        # PD.18: the game ends as the absent friend's concession, the host the winner
        table.qtbot.waitUntil(lambda: table.game.over, timeout=int(LINE_WAIT * 1000))
        result = table.game.result
        assert result is not None and result.reason.value == "concession"
        assert result.winner == (0 if w.controller.is_human(0) else 1)
        table.qtbot.waitUntil(lambda: w.game_end.result_dialog is not None
                              and w.game_end.result_dialog.isVisible())
        shown = w.game_end.result_dialog
        table.robot.click_button(shown.close_button)
        table.qtbot.waitUntil(lambda: not shown.isVisible())
    finally:
        friend.close()


@pytest.mark.rules("PD.18")
def test_a_friend_away_past_the_grace_period_can_be_played_by_the_computer(table):
    w = table.window
    hosted, friend = host_a_game_and_lose_the_friend(table)
    try:
        table.robot.click_button(hosted.computer_button)
        c = w.controller
        friend_seat = 1 if c.is_human(0) else 0
        table.qtbot.waitUntil(lambda: not c.is_remote(friend_seat))
        made = play_by_pointer(table, random.Random(6), timeout=int(LINE_WAIT * 1000))
        assert made["drag"] + made["click"] >= 7
        g = table.game
        assert g.over and g.turns == [8, 8]
        # the host's own game played every move the table did
        assert hosted.table.game.history == g.history
        check_result_and_close(table)
    finally:
        friend.close()


def next_chat(side: Side) -> str:
    """The next chat line ``side`` printed (the game's lines before it are passed)."""
    while True:
        line = side.next()
        assert "error" not in line, line
        if "chat" in line:
            return str(line["chat"])


def test_a_short_chat_with_the_friend_and_a_mute(table):
    w = table.window
    dialog = open_host_dialog(table)
    port, code = open_on_any_port(table, dialog, "Ann")
    friend = friend_joins(port, code)
    friend_plays_here(table, dialog, friend)
    try:
        chat = w.feature(TableChat)
        assert chat is not None and chat.action.isEnabled()
        friend.send({"chat": "good luck, Ann"})
        # the chat window is closed: the line is shown in the status bar
        table.qtbot.waitUntil(lambda: "From Friend: good luck, Ann"
                              in w.statusBar().currentMessage(), timeout=int(LINE_WAIT * 1000))
        path = next(p for p in wn.menu_paths(w) if p[-1] is chat.action)
        wn.click_menu_item(table.qtbot, table.robot, w, path)
        table.qtbot.waitUntil(lambda: chat.chat_window is not None and chat.chat_window.isVisible())
        window = chat.chat_window
        assert window is not None
        table.qtbot.waitUntil(window.edit.hasFocus)
        assert [window.lines.item(i).text() for i in range(window.lines.count())] == \
            ["Friend: good luck, Ann"]
        for ch in "hi there":
            table.robot.key("space" if ch == " " else ch)
        table.qtbot.waitUntil(lambda: window.edit.text() == "hi there")
        table.robot.key("Return")
        assert next_chat(friend) == "hi there"
        table.qtbot.waitUntil(lambda: window.lines.count() == 2)
        assert window.lines.item(1).text() == "You: hi there" and window.edit.text() == ""
        # muted: what the friend writes is not shown any more
        box = window.mute_box
        on_the_box = QPoint(10, box.height() // 2)  # its square, where a person clicks
        table.robot.click(box, on_the_box)
        table.qtbot.waitUntil(box.isChecked)
        # the lines that come while muted (counted as the table hands them on, after
        # the chat has had them)
        hosted = dialog.hosted
        assert hosted is not None
        arrived: list[str] = []
        hosted.chat_came.connect(arrived.append, Qt.ConnectionType.QueuedConnection)
        friend.send({"chat": "are you there?"})
        friend.send({"chat": "last line"})
        table.qtbot.waitUntil(lambda: arrived == ["are you there?", "last line"],
                              timeout=int(LINE_WAIT * 1000))
        assert window.lines.count() == 2
        table.robot.click(box, on_the_box)
        table.qtbot.waitUntil(lambda: not box.isChecked())
        friend.send({"chat": "unmuted"})
        table.qtbot.waitUntil(lambda: window.lines.count() == 3, timeout=int(LINE_WAIT * 1000))
        assert window.lines.item(2).text() == "Friend: unmuted"
        table.robot.key("esc")
        table.qtbot.waitUntil(lambda: not window.isVisible())
    finally:
        friend.close()


@pytest.mark.rules("6.1")
def test_the_app_brings_its_own_deck_to_a_table_that_asks_for_it(table, tmp_path):
    w = table.window
    host, port, code = pair_host(scenario_file(tmp_path), "--decks", "each")
    try:
        dialog = open_join_dialog(table)
        assert dialog.deck_combo.count() >= 2
        # the deck is picked with the keyboard: the second one of the list
        table.robot.click(dialog.name_edit)
        table.qtbot.waitUntil(dialog.name_edit.hasFocus)
        table.robot.key("Tab")
        table.qtbot.waitUntil(dialog.deck_combo.hasFocus)
        table.robot.key("Down")
        table.qtbot.waitUntil(lambda: dialog.deck_combo.currentIndex() == 1)
        chosen = dialog.decks[1]
        fill_join(table, dialog, port, code)
        table.robot.click_button(dialog.join_button)
        table.qtbot.waitUntil(lambda: not dialog.isVisible() and w.controller.relay is not None,
                              timeout=int(LINE_WAIT * 1000))
        # 6.1, 6.2: this side's seat holds the deck it brought, the whole of it in Hand
        assert sorted(d.id for d in table.game.setup.decks[1]) == sorted(chosen.cards)
        assert sorted(d.id for _i, d in w.controller.view(1).hand) == sorted(chosen.cards)
        host.send({"concede": "first"})
        table.qtbot.waitUntil(lambda: w.controller.relay is None and table.game.over,
                              timeout=int(LINE_WAIT * 1000))
    finally:
        host.close()



def test_the_host_s_rematch_opens_the_same_table_for_the_friend(table):
    """After a hosted game, Rematch on the result screen opens the next game at the same
    port and join code, with a new toss (6.6); the friend joins it again and it is played."""
    w = table.window
    dialog = open_host_dialog(table)
    port, code = open_on_any_port(table, dialog, "Ann")
    friend = friend_joins(port, code)
    friend_plays_here(table, dialog, friend)
    second: Side | None = None
    try:
        first_game = table.game
        # the friend concedes at once (7.6.1): the game is over, the result screen up
        seat = "second" if w.controller.is_human(0) else "first"
        friend.send({"concede": seat})
        table.qtbot.waitUntil(lambda: first_game.over, timeout=int(LINE_WAIT * 1000))
        table.qtbot.waitUntil(lambda: w.game_end.result_dialog is not None
                              and w.game_end.result_dialog.isVisible(),
                              timeout=int(LINE_WAIT * 1000))
        result = w.game_end.result_dialog
        assert result.rematch_button.isVisible()
        table.robot.click_button(result.rematch_button)
        table.qtbot.waitUntil(lambda: "join the rematch" in w.statusBar().currentMessage())
        # the friend's app joins again with the same address and code
        second = friend_joins(port, code)
        table.qtbot.waitUntil(lambda: table.game is not first_game and w.controller.networked,
                              timeout=int(LINE_WAIT * 1000))
        assert not table.game.over and table.game.history == []
        theirs = play_against(table, second, 9)
        assert table.game.over and theirs == table.game.result.to_json()
        check_result_and_close(table)
    finally:
        friend.close()
        if second is not None:
            second.close()


class LocalTable:
    """A table hosted in this process on 127.0.0.1 (the host's side of the protocol,
    without its window), that can open a rematch at the same port and code."""

    def __init__(self, path: Path, toss: bool = False) -> None:
        self.scenario_path = path
        self.toss = toss
        self.table = self._new_table()
        self.listener = Listener(self.table, "127.0.0.1", 0)
        threading.Thread(target=self.listener.serve, daemon=True).start()

    def _new_table(self) -> HostTable:
        return HostTable(load_scenario(str(self.scenario_path)), lambda _s: None,
                         lambda _r, _n: None, toss=self.toss)

    def rematch(self) -> None:
        self.table.close()
        self.table = self._new_table()
        self.listener.table = self.table

    def close(self) -> None:
        self.listener.close()
        self.table.close()


def test_the_app_joins_the_rematch_the_host_opens_at_the_same_table(table, tmp_path):
    w = table.window
    host = LocalTable(scenario_file(tmp_path))
    try:
        join_by_pointer(table, host.listener.port, host.listener.code)
        table.qtbot.waitUntil(lambda: w.controller.relay is not None and host.table.started.is_set(),
                              timeout=int(LINE_WAIT * 1000))
        host.table.local_move({"concede": "first"})  # 7.6.1: the host's player concedes
        table.qtbot.waitUntil(lambda: w.game_end.result_dialog is not None
                              and w.game_end.result_dialog.isVisible(),
                              timeout=int(LINE_WAIT * 1000))
        first_game = table.game
        result = w.game_end.result_dialog
        assert result.rematch_button.isVisible()
        table.robot.click_button(result.rematch_button)
        table.qtbot.waitUntil(lambda: "open the rematch" in w.statusBar().currentMessage())
        # the app keeps trying while the host's next game is not open, then joins it
        host.rematch()
        table.qtbot.waitUntil(lambda: table.game is not first_game
                              and w.controller.relay is not None,
                              timeout=int(LINE_WAIT * 1000))
        assert not table.game.over and w.controller.is_remote(0)
        host.table.local_move({"concede": "first"})
        table.qtbot.waitUntil(lambda: w.controller.relay is None and table.game.over
                              and table.game is not first_game, timeout=int(LINE_WAIT * 1000))
    finally:
        host.close()


@pytest.mark.rules("PD.17")
def test_a_take_back_across_two_computers_is_asked_and_agreed(table):
    """Take back asks the friend, who agrees: the host's last move is taken back on the
    table. Then the friend asks, the host allows it with a click: the friend's move is
    taken back too."""
    w = table.window
    dialog = open_host_dialog(table)
    port, code = open_on_any_port(table, dialog)
    friend = friend_joins(port, code)
    friend_plays_here(table, dialog, friend)
    try:
        c = w.controller
        mine = 0 if c.is_human(0) else 1
        assert not w.undo_action.isEnabled()  # nothing of the host's to take back yet
        both_move(table, friend, mine)
        table.qtbot.waitUntil(w.undo_action.isEnabled, timeout=int(LINE_WAIT * 1000))
        before = len(table.game.history)
        keep = max(i for i, s in enumerate(table.game.answer_seats()) if s == mine)
        table.robot.key("Ctrl+Z")
        table.qtbot.waitUntil(lambda: "Asked Friend to take back" in w.statusBar().currentMessage())
        assert not w.undo_action.isEnabled()  # one request at a time
        while "takeback" not in (line := friend.next()):
            pass
        assert line == {"takeback": "asked"}
        friend.send({"takeback": "yes"})
        table.qtbot.waitUntil(lambda: len(table.game.history) == keep,
                              timeout=int(LINE_WAIT * 1000))
        assert keep < before and table.game.awaiting.player == mine
        assert "agreed" in w.statusBar().currentMessage()
        # the friend asks in turn; the host allows it with a click
        both_move(table, friend, mine)
        friend_last = max(i for i, s in enumerate(table.game.answer_seats()) if s != mine)
        friend.send({"takeback": "ask"})
        table.qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), QMessageBox)
                              and QApplication.activeModalWidget().objectName()
                              == "TakebackQuestion", timeout=int(LINE_WAIT * 1000))
        box = QApplication.activeModalWidget()
        assert "a request to take back their last move" in box.text()
        allow = next(b for b in box.buttons() if b.text().replace("&", "") == "Allow")
        table.robot.click_button(allow)
        table.qtbot.waitUntil(lambda: len(table.game.history) == friend_last,
                              timeout=int(LINE_WAIT * 1000))
        assert table.game.awaiting.player == 1 - mine
    finally:
        friend.close()


def both_move(table, friend: Side, mine: int) -> None:  # type: ignore[no-untyped-def]
    """Play until the host here has made a move and the friend has answered it: the
    host by clicks, the friend with the computer's random move."""
    theirs = "first" if mine == 1 else "second"
    start = len(table.game.history)

    def done() -> bool:
        seats = table.game.answer_seats()[start:]
        return mine in seats and seats[-1] != mine

    while not done():
        if table.game.awaiting.player == mine:
            table.wait_for_person("summon", timeout=int(LINE_WAIT * 1000))
            moves = len(table.game.history)
            table.click_hand(0)
            table.click_square(table.game.empty_squares()[0])
            table.qtbot.waitUntil(lambda moves=moves: len(table.game.history) > moves,
                                  timeout=int(LINE_WAIT * 1000))
        else:
            line = friend.next()
            if line.get("awaiting") and line["awaiting"]["player"] == theirs:
                moves = len(table.game.history)
                friend.send({"ai": "random"})
                table.qtbot.waitUntil(lambda moves=moves: len(table.game.history) > moves,
                                      timeout=int(LINE_WAIT * 1000))


@pytest.mark.rules("6.6", "6.7")
def test_the_app_joined_takes_the_first_seat_when_the_toss_gives_it(table, tmp_path,
                                                                    monkeypatch):
    """Both secrets made known to the test (the same one on both sides, picked so the
    toss gives the joining side the first turn): the joining app sits in the first seat,
    its Hand and the first decision its own, and plays its move with the pointer."""
    secret = next(c for c in (f"{i:02x}" * 32 for i in range(256))
                  if fair.toss(fair.shared_seed(c, c)) == 1)
    monkeypatch.setattr(fair, "new_secret", lambda: secret)
    w = table.window
    host = LocalTable(scenario_file(tmp_path), toss=True)
    try:
        join_by_pointer(table, host.listener.port, host.listener.code)
        table.qtbot.waitUntil(lambda: w.controller.relay is not None,
                              timeout=int(LINE_WAIT * 1000))
        c = w.controller
        assert host.table.join_seat == 0 and c.is_human(0) and c.is_remote(1)
        assert w.session.viewer == 0 and "gives the first turn to" in w.statusBar().currentMessage()
        table.wait_for_person("summon", timeout=int(LINE_WAIT * 1000))
        table.click_hand(0)
        table.click_square(table.game.empty_squares()[0])
        # the table took the move, and the joining side's copy shows it
        table.qtbot.waitUntil(lambda: len(host.table.game.history) == 1
                              and len(table.game.history) == 1, timeout=int(LINE_WAIT * 1000))
        assert table.game.answer_seats() == [0]
        host.table.local_move({"concede": "second"})
        table.qtbot.waitUntil(lambda: w.controller.relay is None and table.game.over,
                              timeout=int(LINE_WAIT * 1000))
        assert table.game.result is not None and table.game.result.winner == 0
    finally:
        host.close()


# ----------------------------------------------------------------------------- the host killed

# The host's app in a process of its own (offscreen): it hosts a table on any free port,
# prints the port and the code, plays its seat's first legal answers until it has played
# TURNS turns and the friend has answered, waits for the autosave of that decision, says
# how many answers the game has, and waits to be killed.
HOST_CHILD = r"""
import json, sys
from PySide6.QtCore import QEventLoop, QSettings
from PySide6.QtWidgets import QApplication
app = QApplication([])
from momon_desktop.ui.assembly import build_table
from momon_desktop.ui.features.hosting import TableHosting
window = build_table(QSettings(sys.argv[1], QSettings.Format.IniFormat))
window.show()
turns = int(sys.argv[2])
hosting = window.feature(TableHosting)
dialog = hosting.open()
dialog.name_edit.setText("Ann")
dialog.port_spin.setValue(0)
dialog.open_button.click()
print(json.dumps({"port": hosting.hosted.port, "code": hosting.hosted.code}), flush=True)
c = window.controller

def until(done):
    while not done():
        app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents, 100)

until(lambda: c.networked and c.game is not None)
mine = 0 if c.is_human(0) else 1
while True:
    until(lambda: c.decision is not None and c.decision.player == mine)
    if c.game.turns[mine] >= turns:
        break
    c.submit(c.game.legal_answers()[0])
window.autosave.wait()
print(json.dumps({"moves": len(c.game.history), "seat": mine}), flush=True)
app.exec()
"""


class KilledHost:
    """The host's app in a process of its own (``script`` with ``args``): it opens its
    table, the friend's computer joins and plays its part (``plays``) on a thread, the
    app says where its game is, and it is killed with SIGKILL."""

    def __init__(self, tmp_path: Path, script: str, args: list[str],
                 plays: Callable[[Side], object]) -> None:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
        child = subprocess.Popen([sys.executable, "-c", script, str(tmp_path / "child.ini"),
                                  *args], cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)
        self.friend: Side | None = None
        try:
            assert child.stdout is not None
            line = child.stdout.readline()
            assert line, "the host's app stopped before it opened the table"
            self.opened = json.loads(line)
            friend = self.friend = friend_joins(self.opened["port"], self.opened["code"])
            self.results = Background(lambda: plays(friend))
            line = child.stdout.readline()
            assert line, "the host's app stopped before its game was under way"
            self.seen = json.loads(line)
        except BaseException:
            self.close()
            raise
        finally:
            child.send_signal(signal.SIGKILL)
            child.wait(30)
            if child.stdout is not None:
                child.stdout.close()
        assert child.returncode == -signal.SIGKILL

    def resume(self, table) -> list[str]:  # type: ignore[no-untyped-def]
        """The app here is started again: it offers the game it hosted for the friend,
        and Resume is clicked by the pointer; what the status bar said since."""
        w = table.window
        start_up(w)
        offer = w.feature(GamePersistence).resumer.resume_box
        assert offer is not None and offer.isVisible()
        assert "You hosted this game for" in offer.informativeText()
        said: list[str] = []
        w.statusBar().messageChanged.connect(said.append)
        wn.activate(table.qtbot, offer, table.robot)
        table.robot.click_button(offer.resume_button)
        return said

    def close(self) -> None:
        if self.friend is not None:
            self.friend.close()


@pytest.mark.rules("7.1.1", "7.3.1", "PD.18")
def test_the_host_s_app_killed_mid_game_opens_the_table_again_and_the_friend_comes_back(
        table, tmp_path):
    killed = KilledHost(tmp_path, HOST_CHILD, ["3"], other_side_plays)
    opened, seen, results = killed.opened, killed.seen, killed.results
    try:
        # the app is started again: it offers the game and says the table opens again
        w = table.window
        said = killed.resume(table)
        c = w.controller
        table.qtbot.waitUntil(lambda: c.game is not None and c.networked)
        hosting = w.feature(TableHosting)
        assert hosting is not None and hosting.hosted is not None
        # the same table: the port and the join code the friend has
        assert (hosting.hosted.port, hosting.hosted.code) == (opened["port"], opened["code"])
        assert len(table.game.history) == seen["moves"] and c.is_human(seen["seat"])
        assert any(f"port {opened['port']} with the join code {opened['code']}" in m
                   for m in said), said
        # the friend's computer comes back by itself, and the game goes on to its end
        table.qtbot.waitUntil(lambda: "Back at the table: Friend." in said,
                              timeout=int(LINE_WAIT * 1000))
        made = play_by_pointer(table, random.Random(11), timeout=int(LINE_WAIT * 1000))
        assert made["drag"] + made["click"] >= 1
        theirs = results.result()
        g = table.game
        assert g.over and g.result is not None and theirs == g.result.to_json()
        # a finished game is not opened again
        assert not hosting.hosted.kept_path().exists()
        check_result_and_close(table)
    finally:
        killed.close()


@pytest.mark.rules("PD.18")
def test_the_app_joined_comes_back_by_itself_to_a_host_started_again(table, tmp_path):
    """The host's app stops under a running game and is started again, one move short
    (its autosave came before the app's last answer): the joined app says the line
    dropped, comes back by itself, is asked that decision again and plays on to the end."""
    w = table.window
    scenario = load_scenario(str(scenario_file(tmp_path)))
    first = HostRun(HostTable(scenario, lambda _s: None, lambda _r, _m: None))
    runs: list[HostRun] = [first]
    said: list[str] = []
    w.statusBar().messageChanged.connect(said.append)
    def host_plays() -> None:
        while True:
            state = first.states.get(timeout=LINE_WAIT)
            if state["awaiting"]["player"] == "first":
                if state["turns_taken"]["first"] == 3:
                    break
                first.table.local_move({"ai": "random"})
        with first.table.lock:
            moves, seed = list(first.table.moves), first.table.seed
            decks = first.table.scenario.decks
        assert seed is not None
        first.stop_dead()
        again = HostTable(replace(scenario, decks=decks), lambda _s: None,
                          lambda _r, _m: None)
        second = HostRun(again, first.listener.port, first.listener.code)
        runs.append(second)
        again.restore(moves[:-1], seed, 0)
        while True:
            state = second.states.get(timeout=LINE_WAIT)
            if state["result"] is not None:
                break
            if state["awaiting"]["player"] == "first":
                again.local_move({"ai": "random"})

    host = Background(host_plays)
    try:
        join_by_pointer(table, first.listener.port, first.listener.code)
        table.qtbot.waitUntil(lambda: w.controller.relay is not None,
                              timeout=int(LINE_WAIT * 1000))
        play_by_pointer(table, random.Random(4), timeout=int(LINE_WAIT * 1000))
        host.result()
        assert any("dropped: trying again" in m for m in said), said
        assert "Back at the table: Host." in said
        g = table.game
        with runs[-1].table.lock:
            host_game = runs[-1].table.game
            assert g.result is not None and host_game.result is not None
            assert g.result.to_json() == host_game.result.to_json()
            # the game the app keeps is the restarted host's, answer for answer
            assert [repr(a) for a in g.history] == [repr(a) for a in host_game.history]
        check_result_and_close(table)
    finally:
        for run in runs:
            run.stop_dead()
            run.table.close()


@pytest.mark.rules("PD.18")
def test_a_move_the_table_refuses_is_said_in_the_player_s_language(table, tmp_path):
    """The host's computer took this seat while the line was away (PD.18); the player,
    back, plays a Summon by the pointer: the table refuses it and the status bar says
    why in Thai, the interface's language, not in the host's English."""
    w = table.window
    w.set_language("th")
    scenario = load_scenario(str(scenario_file(tmp_path)))
    run = HostRun(HostTable(scenario, lambda _s: None, lambda _r, _m: None))
    said: list[str] = []
    w.statusBar().messageChanged.connect(said.append)
    try:
        join_by_pointer(table, run.listener.port, run.listener.code)
        table.qtbot.waitUntil(lambda: w.controller.relay is not None,
                              timeout=int(LINE_WAIT * 1000))
        run.table.take_seat()
        run.table.local_move({"ai": "random"})  # the host's first Summon
        table.qtbot.waitUntil(lambda: something_to_do(w), timeout=int(LINE_WAIT * 1000))
        table.drag_to_square(0, table.game.empty_squares()[0])
        table.qtbot.waitUntil(lambda: any(m.startswith("โต๊ะไม่รับการเดินนั้น: ") for m in said),
                              timeout=int(LINE_WAIT * 1000))
        refusal = next(m for m in said if m.startswith("โต๊ะไม่รับการเดินนั้น: "))
        assert refusal == "โต๊ะไม่รับการเดินนั้น: ตอนนี้คอมพิวเตอร์ที่โต๊ะเล่นแทนที่นั่งนี้ " \
                          "(การเชื่อมต่อขาดนานเกินเวลาผ่อนผัน)"
    finally:
        run.stop_dead()
        run.table.close()


# ----------------------------------------------------------------------------- matches


def other_side_plays_the_match(side: Side, choose: str = "first",
                               leave_choice: bool = False) -> dict[str, object]:
    """The other computer plays its part of a match: its decisions the computer's random
    ones, its first-turn choices ``choose``, its clock presses at once; the last match
    line it printed. ``leave_choice``: it stops at its first choice of the first turn
    (PM.2), left unmade, and returns the match line that asks it."""
    while True:
        line = side.next()
        assert "error" not in line, line
        if "match" in line:
            m = line["match"]
            if m["next"] == "choose" and m["chooser"] == m["you"]:
                if leave_choice:
                    return dict(m)
                side.send({"choose": choose})
            elif m["next"] == "press" and m["presser"] == m["you"]:
                side.send({"press": True})
            elif m["next"] == "over":
                return dict(m)
        elif "peer" not in line and "chat" not in line and line["awaiting"] is not None \
                and line["awaiting"]["player"] == line["seat"]:
            side.send({"ai": "random"})


def past_the_roll(table, view) -> None:  # type: ignore[no-untyped-def]
    """The die roll at the start of a match: its animation skipped, then Continue, both
    by the pointer."""
    roll = view.roll_dialog
    table.qtbot.waitUntil(lambda: roll is not None and roll.isVisible(),
                          timeout=int(LINE_WAIT * 1000))
    table.robot.click_button(roll.skip_button)
    table.qtbot.waitUntil(roll.continue_button.isEnabled)
    table.robot.click_button(roll.continue_button)


def first_turn_here(table, view, other: Side) -> None:  # type: ignore[no-untyped-def]
    """Past the roll, game 1's first turn goes to the player here: taken by the pointer
    when the choice is theirs, else given to them by the other computer."""
    past_the_roll(table, view)
    if view.snapshot["chooser"] == view.me:
        table.qtbot.waitUntil(lambda: view.choice_dialog is not None
                              and view.choice_dialog.isVisible())
        table.robot.click_button(view.choice_dialog.take_button)
        return
    line = other.next()
    while "match" not in line or line["match"]["next"] != "choose":
        line = other.next()
    other.send({"choose": "second"})


def play_my_part_of_the_match(table, view, rng: random.Random, roll: bool = True) -> dict[str, int]:  # type: ignore[no-untyped-def]
    """The person here plays the match by the pointer: the die roll's buttons (``roll``:
    the match begins here), their first-turn choices (taking the first turn), every
    game, their clock presses; how many choices and presses they made."""
    from momon_desktop.ui.match.matchdialogs import FirstTurnDialog

    w = table.window
    wait = int(LINE_WAIT * 1000)
    if roll:
        past_the_roll(table, view)

    def choice_open() -> FirstTurnDialog | None:
        dialog = view.choice_dialog
        return dialog if isinstance(dialog, FirstTurnDialog) and dialog.isVisible() else None

    def something_to_do() -> bool:
        s = view.snapshot
        if s["next"] == "over" or (s["next"] == "press" and s["presser"] == view.me):
            return True
        c = w.controller
        return choice_open() is not None or (
            s["next"] == "play" and c.game is not None and not c.game.over and c.networked)

    made = {"choices": 0, "presses": 0}
    while True:
        table.qtbot.waitUntil(something_to_do, timeout=wait)
        s = view.snapshot
        dialog = choice_open()
        if s["next"] == "over":
            return made
        if s["next"] == "press" and s["presser"] == view.me:
            table.qtbot.waitUntil(view.bar.press_button.isVisible)
            table.robot.click_button(view.bar.press_button)
            made["presses"] += 1
            table.qtbot.waitUntil(lambda: view.snapshot["next"] != "press", timeout=wait)
        elif dialog is not None:
            table.robot.click_button(dialog.take_button)
            made["choices"] += 1
            table.qtbot.waitUntil(lambda d=dialog: not d.isVisible())
        else:
            play_by_pointer(table, rng, timeout=wait)


def host_a_match(table, minutes: int = 5) -> tuple[HostDialog, int, str]:  # type: ignore[no-untyped-def]
    """Open the Host a table dialog, choose a match with a clock of ``minutes`` a game by
    the keyboard, and open the table on any free port."""
    dialog = open_host_dialog(table)
    table.robot.click(dialog.play_combo)
    table.qtbot.waitUntil(lambda: dialog.play_combo.view().isVisible())
    table.robot.key("Down")
    table.robot.key("Return")
    table.qtbot.waitUntil(lambda: dialog.play_combo.currentIndex() == 1 and
                          dialog.clock_spin.isEnabled())
    table.robot.click(dialog.clock_spin)
    table.qtbot.waitUntil(dialog.clock_spin.hasFocus)
    table.robot.key("Ctrl+A")
    table.robot.key(str(minutes))
    table.qtbot.waitUntil(lambda: dialog.clock_spin.value() == minutes)
    port, code = open_on_any_port(table, dialog, "Ann")
    return dialog, port, code


@pytest.mark.rules("PM.1", "PM.2", "PM.3", "7.4.2")
def test_a_clocked_match_hosted_for_a_friend_at_another_computer(table):
    w = table.window
    # a match with a clock of 5 minutes a game, chosen with the keyboard
    dialog, port, code = host_a_match(table)
    hosted = dialog.hosted
    assert hosted is not None and hosted.match
    friend = friend_joins(port, code)
    results = Background(lambda: other_side_plays_the_match(friend))
    try:
        table.qtbot.waitUntil(lambda: hosted.view is not None and not dialog.isVisible(),
                              timeout=int(LINE_WAIT * 1000))
        view = hosted.view
        made = play_my_part_of_the_match(table, view, random.Random(8))
        theirs = results.result()
        mine = view.snapshot
        # both computers end with the same match (PM.4), each as itself
        assert {**mine, "you": "b"} == theirs
        score = mine["score"]
        assert max(score["a"], score["b"]) == 2 and len(mine["games"]) >= 2
        # the roll's winner chooses games 1 and 3, the other player game 2 (PM.2): the
        # host chose at least once, by the pointer, and took the first turn
        mine_chosen = [g for g in mine["games"] if g["chooser"] == "a"]
        assert made["choices"] == len(mine_chosen) >= 1
        assert all(g["first"] == "a" for g in mine_chosen)
        # every gameplay win of the host's was pressed here (7.4.2)
        assert made["presses"] == sum(1 for g in mine["games"]
                                      if g["result"]["winner"] == "a")
        assert mine["clock"]["seconds"] == 300
        assert "Match over" in view.bar.title.text()
        assert w.controller.game is not None and w.controller.game.over
        # another match at the same table: the bar's button opens it, the friend's app
        # joins it with the same address and code, and it begins with a new roll
        assert view.bar.screen_button.isVisible()
        assert view.bar.screen_button.text() == "Another &match"
        table.robot.click_button(view.bar.screen_button)
        table.qtbot.waitUntil(lambda: "join the rematch" in w.statusBar().currentMessage())
        # the finished match's bar has gone
        assert not view.active and not shiboken6.isValid(view.bar)
        second = friend_joins(port, code)
        try:
            again = hosting_feature(table).hosted
            assert again is not None and again is not hosted and again.match
            assert (again.port, again.code) == (port, code)
            table.qtbot.waitUntil(lambda: again.view is not None
                                  and again.view.roll_dialog is not None
                                  and again.view.roll_dialog.isVisible(),
                                  timeout=int(LINE_WAIT * 1000))
            assert again.view.snapshot["games"] == [] and again.view.snapshot["next"] == "choose"
            assert again.view.snapshot["clock"]["seconds"] == 300
        finally:
            second.close()
    finally:
        friend.close()


def hosting_feature(table) -> TableHosting:  # type: ignore[no-untyped-def]
    hosting = table.window.feature(TableHosting)
    assert hosting is not None
    return hosting


@pytest.mark.rules("PM.1", "PM.2", "PM.3", "7.4.2")
def test_the_app_joins_a_friend_s_match_and_plays_it_to_the_end(table, tmp_path):
    w = table.window
    host, port, code = pair_host(scenario_file(tmp_path), "--match", "--clock", "300")
    results = Background(lambda: other_side_plays_the_match(host, "second"))
    try:
        dialog = join_by_pointer(table, port, code)
        joining = w.feature(TableJoining)
        assert joining is not None
        table.qtbot.waitUntil(lambda: joining.joined is not None
                              and joining.joined.view is not None and not dialog.isVisible(),
                              timeout=int(LINE_WAIT * 1000))
        view = joining.joined.view
        made = play_my_part_of_the_match(table, view, random.Random(9))
        theirs = results.result()
        mine = view.snapshot
        assert {**mine, "you": "a"} == theirs
        # the host gave the first turn away in each of its choices, this side took it
        assert all(g["first"] == "b" for g in mine["games"])
        assert made["choices"] == sum(1 for g in mine["games"] if g["chooser"] == "b") >= 1
        assert made["presses"] == sum(1 for g in mine["games"]
                                      if g["result"]["winner"] == "b")
        # each game ended with its checked record on the table, kept as any game
        g = table.game
        assert g.over and w.controller.relay is None
        assert "Match over" in view.bar.title.text()
    finally:
        host.close()


# The host's app in a process of its own (offscreen), hosting a clocked match: it takes
# the first turn when the choice is its own and presses the clock after its wins, plays its
# seat's first legal answers, and once game 2 is under way and it has played two turns of
# it, waits for the autosave, says where the match is, and waits to be killed.
HOST_MATCH_CHILD = r"""
import json, sys
from PySide6.QtCore import QEventLoop, QSettings
from PySide6.QtWidgets import QApplication
app = QApplication([])
from momon_desktop.ui.assembly import build_table
from momon_desktop.ui.features.hosting import TableHosting
window = build_table(QSettings(sys.argv[1], QSettings.Format.IniFormat))
window.show()
hosting = window.feature(TableHosting)
dialog = hosting.open()
dialog.name_edit.setText("Ann")
dialog.port_spin.setValue(0)
dialog.play_combo.setCurrentIndex(1)
dialog.clock_spin.setValue(5)
dialog.open_button.click()
hosted = hosting.hosted
print(json.dumps({"port": hosted.port, "code": hosted.code}), flush=True)
c = window.controller

def events():
    app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents, 100)

while True:
    events()
    view = hosted.view
    s = view.snapshot if view is not None else None
    if s is None:
        continue
    if s["next"] == "choose" and s["chooser"] == "a":
        hosted._choose(True)
    elif s["next"] == "press" and s["presser"] == "a":
        hosted._press()
    elif s["next"] == "play" and c.game is hosted.game and c.decision is not None \
            and c.is_human(c.decision.player):
        if len(s["games"]) == 2 and c.game.turns[c.decision.player] >= 2:
            break
        c.submit(c.game.legal_answers()[0])
window.autosave.wait()
for _ in range(5):
    events()
print(json.dumps({"moves": len(c.game.history), "score": s["score"]}), flush=True)
app.exec()
"""


@pytest.mark.rules("PM.1", "PM.2", "PM.3", "PD.18", "PD.19")
def test_the_host_s_app_killed_mid_match_takes_the_match_up_and_the_friend_comes_back(
        table, tmp_path):
    killed = KilledHost(tmp_path, HOST_MATCH_CHILD, [], other_side_plays_the_match)
    opened, seen, results = killed.opened, killed.seen, killed.results
    try:
        # the app is started again: it offers game 2 and says the table opens again
        w = table.window
        killed.resume(table)
        hosting = w.feature(TableHosting)
        assert hosting is not None and hosting.hosted is not None
        hosted = hosting.hosted
        assert hosted.match and (hosted.port, hosted.code) == (opened["port"], opened["code"])
        # the match is where it stopped: game 2 on the table, the score of game 1 on the
        # bar, and no die roll again
        table.qtbot.waitUntil(lambda: hosted.view is not None and w.controller.networked
                              and table.game is not None)
        view = hosted.view
        assert view.roll_dialog is None
        assert len(table.game.history) == seen["moves"]
        assert view.snapshot["score"] == seen["score"] and len(view.snapshot["games"]) == 2
        # the friend's computer comes back by itself, and the match goes on to its end
        table.qtbot.waitUntil(lambda: not view.snapshot["clock"]["paused"],
                              timeout=int(LINE_WAIT * 1000))
        play_my_part_of_the_match(table, view, random.Random(12), roll=False)
        theirs = results.result()
        assert {**view.snapshot, "you": "b"} == theirs and theirs["next"] == "over"
        # a match that is over is not opened again
        assert not hosted.kept_path().exists()
    finally:
        killed.close()


@pytest.mark.rules("PM.1", "PM.2")
def test_the_app_joins_another_match_at_the_same_table(table, tmp_path):
    """A match hosted on 127.0.0.1 (the host's side played by the computer in this
    process) is played to its end by the pointer; Another match on the bar waits for the
    host's next match at the same address and code and joins it: a new roll."""
    from tests.net.test_match_restart import Host as MatchHost
    from tests.net.test_match_restart import match_table

    w = table.window
    run = HostRun(match_table(scenario_file(tmp_path), None))
    host = Background(lambda: MatchHost(run).play(lambda _t: False))
    try:
        join_by_pointer(table, run.listener.port, run.listener.code)
        joining = w.feature(TableJoining)
        assert joining is not None
        table.qtbot.waitUntil(lambda: joining.joined is not None
                              and joining.joined.view is not None,
                              timeout=int(LINE_WAIT * 1000))
        first = joining.joined
        view = first.view
        play_my_part_of_the_match(table, view, random.Random(31))
        host.result()
        table.qtbot.waitUntil(lambda: view.bar.screen_button.isVisible())
        assert view.bar.screen_button.text() == "Another &match"
        table.robot.click_button(view.bar.screen_button)
        table.qtbot.waitUntil(lambda: "Waiting for the host to open the rematch"
                              in w.statusBar().currentMessage())
        # the host opens the next match at the same table
        run.table.close()
        run.table = match_table(scenario_file(tmp_path), None)
        run.listener.table = run.table
        table.qtbot.waitUntil(lambda: joining.joined is not first and joining.joined is not None
                              and joining.joined.view is not None
                              and joining.joined.view.roll_dialog is not None
                              and joining.joined.view.roll_dialog.isVisible(),
                              timeout=int(LINE_WAIT * 1000))
        assert joining.joined.view.snapshot["games"] == []
    finally:
        run.stop_dead()
        run.table.close()


@pytest.mark.rules("PD.20", "PD.18", "PM.2", "7.6.1")
def test_a_friend_away_with_the_next_first_turn_to_choose_lets_the_host_claim_that_game(table):
    from momon_desktop.ui.match.matchdialogs import FirstTurnDialog

    w = table.window
    dialog, port, code = host_a_match(table, minutes=0)
    hosted = dialog.hosted
    assert hosted is not None
    hosted.grace.setInterval(400)
    friend = friend_joins(port, code)
    try:
        waiting = Background(lambda: other_side_plays_the_match(friend, leave_choice=True))
        table.qtbot.waitUntil(lambda: hosted.view is not None and not dialog.isVisible(),
                              timeout=int(LINE_WAIT * 1000))
        view = hosted.view
        past_the_roll(table, view)
        rng = random.Random(21)
        # the host plays by the pointer (taking the first turn when it is theirs to
        # choose) until the next first turn is the friend's to choose
        while not (view.snapshot["next"] == "choose" and view.snapshot["chooser"] == "b"):
            def next_step() -> bool:
                s = view.snapshot
                c = w.controller
                choice = view.choice_dialog
                return (s["next"] == "choose" and s["chooser"] == "b") or (
                    isinstance(choice, FirstTurnDialog) and choice.isVisible()) or (
                    s["next"] == "play" and c.game is hosted.game and c.game is not None
                    and not c.game.over)
            table.qtbot.waitUntil(next_step, timeout=int(LINE_WAIT * 1000))
            choice = view.choice_dialog
            if isinstance(choice, FirstTurnDialog) and choice.isVisible():
                table.robot.click_button(choice.take_button)
                table.qtbot.waitUntil(lambda d=choice: not d.isVisible())
            elif view.snapshot["next"] == "play":
                play_by_pointer(table, rng, timeout=int(LINE_WAIT * 1000))
        asked = waiting.result()
        number = len(asked["games"]) + 1
        # the friend's computer goes away before choosing: after the grace period the
        # host is asked, the claim offered for that game
        friend.proc.kill()
        friend.proc.wait(timeout=LINE_WAIT)
        table.qtbot.waitUntil(lambda: hosted.question is not None and hosted.question.isVisible(),
                              timeout=int(LINE_WAIT * 1000))
        box = hosted.question
        assert "the next game's first turn is theirs to choose (PM.2)" in box.text()
        assert hosted.claim_button.isVisible()
        wn.activate(table.qtbot, box, table.robot)
        table.robot.click_button(hosted.claim_button)
        # the claimed game: begun with the absent chooser taking the first turn, ended at
        # once as their concession, won by the host; on the table and on the match bar
        table.qtbot.waitUntil(lambda: len(view.snapshot["games"]) == number
                              and view.snapshot["games"][-1]["status"] == "complete",
                              timeout=int(LINE_WAIT * 1000))
        game = view.snapshot["games"][-1]
        assert game["chooser"] == "b" and game["first"] == "b"
        assert game["result"]["winner"] == "a" and game["result"]["reason"] == "concession"
        table.qtbot.waitUntil(lambda: table.game is not None and table.game.over
                              and w.controller.game is hosted.game)
        result = table.game.result
        assert result is not None and result.reason.value == "concession"
        score = view.snapshot["score"]
        assert view.snapshot["next"] == ("over" if score["a"] == 2 else "choose")
    finally:
        friend.close()


@pytest.mark.rules("PD.19", "PM.3")
def test_the_match_clock_stops_on_the_host_s_table_while_the_friend_s_line_is_down(table):
    w = table.window
    dialog, port, code = host_a_match(table)
    hosted = dialog.hosted
    assert hosted is not None
    friend = friend_joins(port, code)
    try:
        table.qtbot.waitUntil(lambda: hosted.view is not None and not dialog.isVisible(),
                              timeout=int(LINE_WAIT * 1000))
        view = hosted.view
        # game 1 begins: the host takes the first turn, or the friend, asked to choose,
        # gives it (so the host's bank runs, waiting for the host's first Summon)
        first_turn_here(table, view, friend)
        mine, theirs = view.bar.clocks["a"], view.bar.clocks["b"]
        table.qtbot.waitUntil(lambda: view.snapshot["next"] == "play" and mine.running,
                              timeout=int(LINE_WAIT * 1000))
        assert mine.caption == "deciding…"
        # the host plays its turn by the pointer: then the friend's bank runs
        made = {"drag": 0, "click": 0, "choose": 0, "yes_no": 0, "ready": 0}
        rng = random.Random(4)
        while not theirs.running:
            table.qtbot.waitUntil(lambda: something_to_do(w) or theirs.running,
                                  timeout=int(LINE_WAIT * 1000))
            if not theirs.running:
                answer_by_pointer(table, rng, made)
        assert theirs.caption == "deciding…" and not mine.running
        # the friend's computer goes away while they decide: their bank stops, and the
        # bar says why
        friend.proc.kill()
        friend.proc.wait(timeout=LINE_WAIT)
        table.qtbot.waitUntil(lambda: view.snapshot["clock"]["paused"],
                              timeout=int(LINE_WAIT * 1000))
        assert theirs.caption == "stopped: the line is down"
        assert mine.caption == "waiting"
        stopped = view.snapshot["clock"]["left"]["b"]
        table.qtbot.waitUntil(lambda: not theirs.running)
        for _ in range(5):  # half a second of the bar's ticks: the time stands still
            with table.qtbot.waitSignal(view.timer.timeout):
                pass
        assert theirs.seconds == pytest.approx(stopped, abs=0.002)
        assert "dropped" in table.window.statusBar().currentMessage()
        # the bar follows the window as a match at one computer does: beside the table
        # in a low window, over it in a tall one, and in the interface's language
        w.resize(1300, 700)
        table.qtbot.waitUntil(lambda: view.bar.compact)
        w.resize(1366, 1000)
        table.qtbot.waitUntil(lambda: not view.bar.compact)
        w.set_language("th")
        table.qtbot.waitUntil(lambda: theirs.caption == "หยุด: การเชื่อมต่อขาด")
    finally:
        friend.close()


# ----------------------------------------------------------------------------- two apps

JOINING_APP = Path(__file__).with_name("joining_app.py")


def friend_app_plays(table, place: dict[str, object], rng: random.Random) -> str:  # type: ignore[no-untyped-def]
    """One gesture of the real pointer at the friend's app (another process on this X
    server), at the places it said; the kind of gesture."""
    robot = table.robot
    squares = place["squares"]
    assert isinstance(squares, dict)
    if place["decision"] == "summon":
        hand = place["hand"]
        empty = place["empty"]
        assert isinstance(hand, list) and isinstance(empty, list)
        start = tuple(rng.choice(hand))
        end = tuple(squares[str(rng.choice(empty))])
        if rng.random() < 0.5:
            robot.drag(start, [], end, steps_per_leg=10, interval=10)
            return "drag"
        robot.click_at(start)
        robot.click_at(end)
        return "click"
    if place["decision"] == "choose":
        legal = place["legal"]
        assert isinstance(legal, list) and legal
        robot.click_at(tuple(squares[str(rng.choice(legal))]))
        return "choose"
    robot.click_at(tuple(place[rng.choice(["yes", "no"])]))
    return "yes_no"


@pytest.mark.rules("7.1.1", "7.3.1", "6.6")
def test_two_app_instances_play_a_whole_game_each_by_the_real_pointer(table, tmp_path):
    """The app hosts (this process) and the friend's app joins (a process of its own) on
    one X server, side by side; the one real pointer plays both, each of its decisions
    at its own window, from the toss to the result, which both show."""
    w = table.window
    w.resize(950, 1040)
    w.move(0, 0)
    dialog = open_host_dialog(table)
    port, code = open_on_any_port(table, dialog, "Ann")
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="xcb",
               MOMON_DATA_DIR=str(tmp_path / "friend-data"))
    friend = subprocess.Popen([sys.executable, str(JOINING_APP), str(tmp_path / "friend.ini"),
                               str(port), code], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                              text=True)
    said: queue.Queue[dict[str, object]] = queue.Queue()

    def listen() -> None:
        assert friend.stdout is not None
        for line in friend.stdout:
            said.put(json.loads(line))

    threading.Thread(target=listen, daemon=True).start()
    wait = int(LINE_WAIT * 1000)
    try:
        table.qtbot.waitUntil(lambda: not dialog.isVisible() and w.controller.networked,
                              timeout=wait)
        rng = random.Random(21)
        here: dict[str, int] = {"drag": 0, "click": 0, "choose": 0, "yes_no": 0, "ready": 0}
        there: list[str] = []
        theirs: object = None
        while True:
            table.qtbot.waitUntil(lambda: not said.empty() or something_to_do(w),
                                  timeout=wait)
            if not said.empty():
                place = said.get()
                if "over" in place:
                    theirs = place["over"]
                else:
                    there.append(friend_app_plays(table, place, rng))
                continue
            if table.game.over:
                if theirs is not None:
                    break
                table.qtbot.waitUntil(lambda: not said.empty(), timeout=wait)
                continue
            answer_by_pointer(table, rng, here)
        g = table.game
        assert g.turns == [8, 8] and g.result is not None
        # both apps show the same result (7.3)
        assert theirs == g.result.to_json()
        assert sum(here.values()) >= 8 and len(there) >= 8
        check_result_and_close(table)
    finally:
        friend.kill()
        friend.wait(30)
        if friend.stdout is not None:
            friend.stdout.close()


@pytest.mark.rules("PM.3")
def test_a_game_lost_on_time_stops_on_the_joined_table(table, tmp_path):
    """The app joins a match with a bank of 10 seconds a game and takes the first turn,
    then does not move: the host's clock runs out for it, and its table stops where it
    is, saying who ran out of time."""
    w = table.window
    host, port, code = pair_host(scenario_file(tmp_path), "--match", "--clock", "10")
    try:
        join_by_pointer(table, port, code)
        joining = w.feature(TableJoining)
        assert joining is not None
        wait = int(LINE_WAIT * 1000)
        table.qtbot.waitUntil(lambda: joining.joined is not None
                              and joining.joined.view is not None, timeout=wait)
        view = joining.joined.view
        first_turn_here(table, view, host)
        table.qtbot.waitUntil(lambda: w.session.my_decision() is not None, timeout=wait)
        # nobody moves here: ten seconds later the game is lost on time
        table.qtbot.waitUntil(lambda: w.controller.halted, timeout=wait)
        assert w.prompt.turn_label.text() == "Out of time"
        assert "Time is up for" in w.prompt.instruction.text()
        game = view.snapshot["games"][0]
        assert game["result"]["reason"] == "time" and game["result"]["winner"] == "a"
        assert w.session.my_decision() is None
    finally:
        host.close()
