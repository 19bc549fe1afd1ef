"""Run the headless pair as a user does: two processes on 127.0.0.1."""

from __future__ import annotations

import json
import os
import queue
import random
import subprocess
import sys
import threading
from pathlib import Path
from typing import IO, Any

from momon_desktop.cards import bundled_decks
from momon_desktop.net import fair
from momon_desktop.net.host import JOIN_SEAT, HostTable
from momon_desktop.net.protocol import VERSION
from momon_desktop.referee import load_scenario
from momon_desktop.storage.moves import move_to_json

ROOT = Path(__file__).resolve().parents[2]
LINE_WAIT = 60.0  # the most one side may take to answer (a signal is awaited, not slept)


def scenario_file(tmp_path: Path, moves: list[Any] | None = None,
                  name: str = "s.json", **fields: Any) -> Path:
    d = bundled_decks()
    data: dict[str, Any] = {"decks": {"first": list(d[0].cards), "second": list(d[1].cards)},
                            "moves": moves or []}
    data.update(fields)
    path = tmp_path / name
    path.write_text(json.dumps(data))
    return path


class Side:
    """One process of the pair; its stdout lines arrive on a queue, raw bytes kept."""

    def __init__(self, *args: str) -> None:
        env = dict(os.environ, PYTHONPATH=str(ROOT))
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "momon_desktop", *args], stdin=subprocess.PIPE,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT, env=env)
        self.lines: queue.Queue[dict[str, Any] | None] = queue.Queue()
        self.raw = bytearray()
        assert self.proc.stdout is not None
        threading.Thread(target=self._pump, args=(self.proc.stdout,), daemon=True).start()

    def _pump(self, stream: IO[bytes]) -> None:
        try:
            for line in stream:
                self.raw += line
                if line.strip():
                    try:
                        self.lines.put(json.loads(line))
                    except ValueError:
                        # not a line of the protocol: handed on, so the test says so
                        self.lines.put({"unreadable": line.decode(errors="replace")})
        except ValueError:
            pass  # the stream was closed by close() while this thread read it
        self.lines.put(None)

    def next(self) -> dict[str, Any]:
        try:
            line = self.lines.get(timeout=LINE_WAIT)
        except queue.Empty:
            raise AssertionError(f"no line within {LINE_WAIT} s; output so far: "
                                 f"{bytes(self.raw)[-400:]!r}; {self.stderr()}") from None
        assert line is not None, f"the process ended: {self.stderr()}"
        assert "unreadable" not in line, line
        return line

    def send(self, move: object) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write((json.dumps(move) + "\n").encode())
        self.proc.stdin.flush()

    def stderr(self) -> str:
        if self.proc.poll() is None:
            return ""
        assert self.proc.stderr is not None
        return self.proc.stderr.read().decode(errors="replace")

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(timeout=LINE_WAIT)
        for stream in (self.proc.stdin, self.proc.stdout, self.proc.stderr):
            if stream is not None:
                stream.close()


def host(path: Path, *extra: str) -> tuple[Side, int, str]:
    side = Side("host", str(path), "--port", "0", "--bind", "127.0.0.1", *extra)
    first = side.next()
    return side, int(first["listening"]), str(first["code"])


def join(port: int, code: str, *extra: str) -> Side:
    return Side("join", f"127.0.0.1:{port}", "--code", code, *extra)


SEAT = {"first": 0, "second": 1}


def play_out(sides: tuple[Side, Side], level: str = "random", on_state: Any = None,
             peers: list[str] | None = None) -> tuple[dict[str, Any], dict[str, Any]]:
    """Answer each side's own decisions with ``{"ai": level}`` until both print a result;
    the two final states. The host's lines about the joining side's line (``{"peer":
    …}``) go to ``peers``."""
    finals: list[dict[str, Any] | None] = [None, None]
    pending = [True, True]
    while any(pending):
        for i, side in enumerate(sides):
            if not pending[i]:
                continue
            try:
                line = side.lines.get(timeout=0.05 if any(pending[:i] + pending[i + 1:]) else LINE_WAIT)
            except queue.Empty:
                continue
            assert line is not None, f"side {i} ended early: {side.stderr()}"
            assert "error" not in line and "unreadable" not in line, line
            if "peer" in line:
                # only the host speaks of the other side's line; a slow machine may see
                # a drop and a return in any game, which the game survives
                assert i == 0, line
                if peers is not None:
                    peers.append(line["peer"])
                continue
            if on_state is not None:
                on_state(i, line)
            if line["result"] is not None:
                finals[i] = line
                pending[i] = False
            elif line["awaiting"]["player"] == ("first", "second")[i]:
                side.send({"ai": level})
    assert finals[0] is not None and finals[1] is not None
    return finals[0], finals[1]


class Table:
    """A hosted table driven message by message, as the joining side's line would."""

    def __init__(self, tmp_path: Path) -> None:
        self.local: list[dict[str, Any]] = []
        self.host_refusals: list[str] = []
        self.table = HostTable(load_scenario(str(scenario_file(tmp_path))), self.local.append,
                               lambda reason, _move: self.host_refusals.append(reason))
        self.n = 0
        secret = fair.new_secret()
        self.send("commit", hash=fair.commitment(secret))
        self.send("reveal", secret=secret)
        assert self.table.phase == "playing"

    def send(self, t: str, **body: Any) -> None:
        self.n += 1
        self.table.handle({"v": VERSION, "t": t, "n": self.n, **body})

    def sent(self, t: str) -> list[dict[str, Any]]:
        """What the host sent the joining side, of type ``t``."""
        return [m for m in self.table.out.since(0) if m["t"] == t]

    def play_randomly(self, seed: int) -> None:
        """Both seats answer with a random option of theirs until the game is over."""
        rnd = random.Random(seed)
        g = self.table.game
        while not g.over:
            awaiting = g.awaiting
            assert awaiting is not None
            move = move_to_json(g, rnd.choice(awaiting.options))
            if awaiting.player == JOIN_SEAT:
                self.send("move", move=move)
            else:
                self.table.local_move(move)
