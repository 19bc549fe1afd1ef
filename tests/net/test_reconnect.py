"""Nothing lost: a closed socket and a killed joining process, then the game goes on."""

from __future__ import annotations

import queue
import signal
import threading
from pathlib import Path
from typing import Any

from momon_desktop.net.join import JoinSide

from .pair import host, join, play_out, scenario_file
from .test_protocol import Hosted


def test_a_closed_socket_is_reconnected_and_what_was_missed_arrives(tmp_path: Path) -> None:
    hosted = Hosted(tmp_path)
    table = hosted.table
    local: queue.Queue[dict[str, Any]] = queue.Queue()
    table.on_local_state = local.put
    peers: list[str] = []
    table.on_peer = peers.append
    states: list[dict[str, Any]] = []
    refused: list[str] = []

    def on_state(state: dict[str, Any]) -> None:
        states.append(state)
        if state["awaiting"] is not None and state["awaiting"]["player"] == "second":
            side.move({"ai": "random"})

    side = JoinSide("127.0.0.1", hosted.listener.port, hosted.listener.code,
                    on_state, lambda reason, move: refused.append(reason))
    side.connect()
    result: list[int] = []
    runner = threading.Thread(target=lambda: result.append(side.run()), daemon=True)
    runner.start()
    cut = False
    try:
        while True:
            state = local.get(timeout=60)
            if state["result"] is not None:
                break
            if state["awaiting"]["player"] == "first":
                table.local_move({"ai": "random"})
                if not cut and state["turns_taken"]["first"] >= 2:
                    with table.lock:
                        link = table.link
                    assert link is not None
                    link.close()  # the line drops under a running game
                    cut = True
        runner.join(60)
        assert result == [0] and cut and side.reconnections >= 1
        # the drop was said, and the return; never a resignation (the game went on)
        assert peers[:2] == ["dropped", "back"] and len(peers) % 2 == 0
        assert states[-1]["result"] == state["result"]
        assert states[-1]["log"] == state["log"]
        assert not refused
    finally:
        hosted.close()


def test_a_killed_joining_process_rejoins_and_receives_what_it_missed(tmp_path: Path) -> None:
    h, port, code = host(scenario_file(tmp_path))
    j = join(port, code)
    j2 = None
    try:
        h.next()  # the first state
        j.next()
        h.send({"ai": "random"})
        h.next()
        assert j.next()["awaiting"]["player"] == "second"
        j.proc.send_signal(signal.SIGKILL)
        j.proc.wait(timeout=30)
        # the host says the line dropped (not a resignation) and keeps the seat
        assert h.next() == {"peer": "dropped"}
        j2 = join(port, code)
        # A new process is sent the game from its start: both states so far.
        replay = [j2.next(), j2.next()]
        assert replay[0]["turns_taken"] == {"first": 0, "second": 0}
        assert replay[1]["awaiting"]["player"] == "second"
        j2.send({"ai": "random"})
        peers: list[str] = []
        a, b = play_out((h, j2), "random", peers=peers)
        assert a["result"] == b["result"] and a["log"] == b["log"]
        # then that it was back
        assert peers == ["back"]
        assert a["result"]["reason"] != "concession"
    finally:
        h.close()
        j.close()
        if j2 is not None:
            j2.close()
