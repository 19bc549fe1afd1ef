"""The wire protocol, two clients on 127.0.0.1, and a fuzz run against the host."""

from __future__ import annotations

import json
import random
import socket
import ssl
import struct
import threading
from pathlib import Path
from typing import Any

import pytest

from momon_desktop.net import fair
from momon_desktop.net.host import HostTable, Listener
from momon_desktop.net.join import JoinRefused, connect
from momon_desktop.net.protocol import (
    HOST_TYPES,
    MAX_FROM_JOINER,
    VERSION,
    FrameReader,
    ProtocolError,
    RateLimit,
    Sequencer,
    VersionMismatch,
    decode_body,
    encode,
)
from momon_desktop.net.secure import client_context
from momon_desktop.referee import load_scenario

from .pair import scenario_file


def test_frames_are_cut_and_bounded() -> None:
    frames = encode({"v": 1, "t": "ping"}, 100) + encode({"v": 1, "t": "pong"}, 100)
    reader = FrameReader(100)
    assert [json.loads(b) for b in reader.feed(frames[:7]) + reader.feed(frames[7:])] == [
        {"v": 1, "t": "ping"}, {"v": 1, "t": "pong"}]
    with pytest.raises(ProtocolError, match="larger than"):
        FrameReader(100).feed(struct.pack(">I", 101))
    with pytest.raises(ProtocolError, match="larger than"):
        encode({"v": 1, "t": "x" * 200}, 100)


def test_numbering_drops_duplicates_and_finds_gaps() -> None:
    out, inn = Sequencer(), Sequencer()
    a, b, c = (out.stamp("state", k=i) for i in range(3))
    assert [inn.accept(m) for m in (a, a, c, b, c)] == ["new", "duplicate", "gap", "new", "new"]
    assert out.since(1) == [b, c]


def test_a_flood_is_refused_then_cut_off() -> None:
    now = [0.0]
    limit = RateLimit(rate=10, burst=5, cutoff=3, clock=lambda: now[0])
    assert [limit.take() for _ in range(7)] == [True] * 5 + [False] * 2
    assert not limit.flooding
    limit.take(), limit.take()
    assert limit.flooding
    now[0] += 1.0
    assert limit.take() and not limit.flooding


def test_another_version_gets_a_clear_message() -> None:
    with pytest.raises(VersionMismatch) as info:
        decode_body(b'{"v": 99, "t": "hello"}', HOST_TYPES)
    assert "version 99" in info.value.reason and "same version of Momon Desktop" in info.value.reason


@pytest.mark.parametrize("body,reason", [
    (b"\xff", "UTF-8"), (b"[1]", "JSON object"), (b"{", "valid JSON"),
    (b'{"v":%d,"t":"state"}' % VERSION, '"n"'),
    (b'{"v":%d,"t":"nope","n":1}' % VERSION, "unknown message type"),
    (b'{"v":%d,"t":"state","n":true}' % VERSION, '"n"'), (b"[" * 100000, "valid JSON"),
])
def test_malformed_messages_are_named(body: bytes, reason: str) -> None:
    with pytest.raises(ProtocolError, match=reason):
        decode_body(body, HOST_TYPES)


class Hosted:
    """A hosted table on 127.0.0.1 whose host seat plays nothing."""

    def __init__(self, tmp_path: Path) -> None:
        self.states: list[dict[str, Any]] = []
        self.table = HostTable(load_scenario(str(scenario_file(tmp_path))),
                               self.states.append, lambda r, m: None)
        self.listener = Listener(self.table, "127.0.0.1", 0)
        threading.Thread(target=self.listener.serve, daemon=True).start()

    def close(self) -> None:
        self.listener.close()
        self.table.close()


def tls_socket(port: int) -> ssl.SSLSocket:
    raw = socket.create_connection(("127.0.0.1", port), timeout=10)
    return client_context().wrap_socket(raw)


def test_two_clients_the_second_takes_the_seat_and_the_first_is_closed(tmp_path: Path) -> None:
    hosted = Hosted(tmp_path)
    try:
        a, welcome_a = connect("127.0.0.1", hosted.listener.port, hosted.listener.code, "client-a-1")
        assert welcome_a["phase"] == "toss" and welcome_a["seat"] == "second"
        b, welcome_b = connect("127.0.0.1", hosted.listener.port, hosted.listener.code, "client-b-1")
        assert welcome_b["received"] == 0
        with pytest.raises(Exception):  # noqa: B017 - closed by the host: LinkClosed
            while True:
                a.receive(10)
        secret = fair.new_secret()
        b.send({"v": VERSION, "t": "resume", "last": 0})
        b.send({"v": VERSION, "n": 1, "t": "commit", "hash": fair.commitment(secret)})
        reveal = b.receive(10)
        assert reveal is not None and reveal["t"] == "reveal"
        assert fair.commitment(reveal["secret"]) == welcome_b["commit"]
        b.send({"v": VERSION, "n": 2, "t": "reveal", "secret": secret})
        state = b.receive(10)
        assert state is not None and state["t"] == "state" and state["n"] == 2
        # 6.6, PD.11: the game's seed, from which its random draws come, is both secrets'
        seed = fair.shared_seed(hosted.table.secret, secret) & fair.RECORD_SEED_MASK
        assert hosted.table.game.seed == seed
        b.close()
    finally:
        hosted.close()


def test_a_wrong_code_learns_nothing(tmp_path: Path) -> None:
    hosted = Hosted(tmp_path)
    try:
        with pytest.raises(JoinRefused, match="join code"):
            connect("127.0.0.1", hosted.listener.port, "WRONGCODE2", "client-x-1")
        assert hosted.table.link is None
    finally:
        hosted.close()


FUZZ_CASES = 400


def test_fuzz_the_host_never_crashes_or_hangs(tmp_path: Path) -> None:
    """Random frames (garbage, wrong lengths, wrong types, random moves, floods) sent by a
    client that knows the code; after each burst an honest client still plays."""
    hosted = Hosted(tmp_path)
    rnd = random.Random(29)
    counts = {"frames": 0, "bytes": 0, "connections": 0, "answers": 0}
    port, code = hosted.listener.port, hosted.listener.code
    kinds = ["garbage", "huge", "json", "move", "number", "flood"]
    try:
        for case in range(FUZZ_CASES // 20):
            link, _welcome = connect("127.0.0.1", port, code, f"fuzz-client-{case:03d}")
            counts["connections"] += 1
            link.send({"v": VERSION, "t": "resume", "last": 0})
            sock = link.sock  # type: ignore[attr-defined]
            for _ in range(20):
                kind = rnd.choice(kinds)
                if kind == "garbage":
                    body = rnd.randbytes(rnd.randrange(0, 200))
                    data = struct.pack(">I", len(body)) + body
                elif kind == "huge":
                    data = struct.pack(">I", MAX_FROM_JOINER + rnd.randrange(1, 1 << 20))
                elif kind == "json":
                    value = rnd.choice([None, 1, "x", [], {"v": VERSION}, {"v": VERSION, "t": "move"},
                                        {"v": VERSION, "t": "move", "n": -1}, {"v": VERSION + 1, "t": "hello"}])
                    body = json.dumps(value).encode()
                    data = struct.pack(">I", len(body)) + body
                elif kind == "move":
                    move = rnd.choice([{"summon": "x", "to": "Z9"}, {"ai": 5}, {"ai": "nope"},
                                       "concede", {"choose": "A1"}, {"yes": 3}, [1, 2]])
                    data = encode({"v": VERSION, "t": "move", "n": rnd.randrange(1, 4), "move": move},
                                  MAX_FROM_JOINER)
                elif kind == "number":
                    data = encode({"v": VERSION, "t": "commit", "n": rnd.randrange(1, 10 ** 6),
                                   "hash": "0" * 64}, MAX_FROM_JOINER)
                else:
                    data = encode({"v": VERSION, "t": "ping"}, MAX_FROM_JOINER) * 300
                try:
                    sock.sendall(data)
                except OSError:
                    break
                counts["frames"] += 1
                counts["bytes"] += len(data)
            link.close()
            # An honest client is answered after every burst: the host did not hang.
            honest, welcome = connect("127.0.0.1", port, code, "honest-client-1")
            assert welcome["t"] == "welcome"
            honest.send({"v": VERSION, "t": "resume", "last": 0})
            honest.send({"v": VERSION, "t": "ping"})
            answer = honest.receive(10)
            while answer is not None and answer["t"] not in ("pong", "state", "reveal", "refused"):
                answer = honest.receive(10)
            assert answer is not None
            counts["answers"] += 1
            honest.close()
        print("fuzz:", counts, hosted.listener.counts)
        assert counts["answers"] == FUZZ_CASES // 20
    finally:
        hosted.close()


def test_a_line_carries_messages_sent_by_several_threads_while_it_is_read() -> None:
    """A move from the keyboard's thread, a clock's time-out and the line's own replies
    go out while the line's thread waits to read: over TLS, each side sends 600
    messages from three threads while it reads the other side's 600, every one whole."""
    from momon_desktop.net.protocol import HOST_TYPES, JOINER_TYPES, MAX_FROM_HOST, control
    from momon_desktop.net.secure import TableCertificate
    from momon_desktop.net.transport import SocketLink

    raw_host, raw_join = socket.socketpair()
    server = TableCertificate.make().server_context()
    wrapped: dict[str, ssl.SSLSocket] = {}
    handshake = threading.Thread(
        target=lambda: wrapped.update(host=server.wrap_socket(raw_host, server_side=True)))
    handshake.start()
    wrapped["join"] = client_context().wrap_socket(raw_join)
    handshake.join(10)
    links = {"host": SocketLink(wrapped["host"], MAX_FROM_HOST, MAX_FROM_HOST, JOINER_TYPES),
             "join": SocketLink(wrapped["join"], MAX_FROM_HOST, MAX_FROM_HOST, HOST_TYPES)}
    got: dict[str, list[str]] = {"host": [], "join": []}

    def send(side: str, sender: int) -> None:
        for k in range(200):
            links[side].send(control("chat", text=f"{side}-{sender}-{k}" + "x" * (k % 50)))

    def read(side: str) -> None:
        while len(got[side]) < 600:
            message = links[side].receive(10)
            assert message is not None
            got[side].append(str(message["text"]).rstrip("x"))

    threads = [threading.Thread(target=read, args=(side,)) for side in links]
    threads += [threading.Thread(target=send, args=(side, n)) for side in links for n in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    try:
        for side, other in (("host", "join"), ("join", "host")):
            assert sorted(got[side]) == sorted(f"{other}-{n}-{k}" for n in range(3)
                                               for k in range(200))
    finally:
        for link in links.values():
            link.close()
