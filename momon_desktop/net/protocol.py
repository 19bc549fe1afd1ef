"""The wire protocol: framed, versioned, numbered messages (docs/network.md).

A frame is a 4-byte big-endian length followed by that many bytes of UTF-8 JSON, an
object ``{"v": VERSION, "t": type, ...}``.  The messages of the game itself
(:data:`NUMBERED`) also carry ``"n"``: each side numbers them from 1 for the whole
session, across reconnections; a receiver drops a number it has seen (a duplicate) and asks for a
resync when a number is skipped (a gap).  Frames are bounded in size, and a sender that
floods is refused (a token bucket), then cut off.
"""

from __future__ import annotations

import json
import struct
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from momon_desktop.storage.files import strict_json_loads

# Raised whenever the meaning of a message changes; a peer with another number is told
# which version each side speaks and nothing else is exchanged.
VERSION = 3
HEADER = struct.Struct(">I")
# The most a joining side may send in one frame (a move is a few dozen bytes) and the
# most a host may send (a state of 16 squares, two Hands, two Voids and a log).
MAX_FROM_JOINER = 16 * 1024
MAX_FROM_HOST = 1024 * 1024
# Message types each side may send.
HOST_TYPES = frozenset({"hello", "proof", "welcome", "commit", "reveal", "state",
                        "record", "refused", "error", "resync", "ping", "pong", "bye", "chat",
                        "takeback", "undo", "game", "match"})
JOINER_TYPES = frozenset({"hello", "proof", "resume", "commit", "reveal", "move",
                          "resync", "ping", "pong", "bye", "chat", "takeback", "choose",
                          "press"})
# A chat line: at most this many characters, no control characters (chat_text).
MAX_CHAT_CHARS = 200
# The messages that make the game and are numbered, kept and sent again; the others
# manage one connection (the handshake, the heartbeat, a resync request, goodbye).
NUMBERED = frozenset({"commit", "reveal", "state", "record", "refused", "move", "undo",
                      "game", "match", "choose", "press"})


def chat_text(value: object) -> str | None:
    """A chat line as it may be shown: one line of 1 to :data:`MAX_CHAT_CHARS`
    characters without control characters, spaces trimmed; None for anything else."""
    if not isinstance(value, str):
        return None
    text = " ".join(value.split())
    if not 0 < len(text) <= MAX_CHAT_CHARS or not text.isprintable():
        return None
    return text


class ProtocolError(Exception):
    """A frame or message that breaks the protocol; ``reason`` is said to the peer."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class VersionMismatch(ProtocolError):
    """The peer speaks another version of the protocol."""

    def __init__(self, theirs: object) -> None:
        super().__init__(version_message(theirs))
        self.theirs = theirs


def version_message(theirs: object) -> str:
    """What each side is told when the versions differ: a clear sentence, no game."""
    return (f"the other side speaks version {str(theirs)[:20]} of the network protocol "
            f"and this one speaks version {VERSION}: both players need the same version "
            "of Momon Desktop")


def encode(message: dict[str, Any], limit: int) -> bytes:
    """One frame holding ``message``; ProtocolError if it is larger than ``limit``."""
    body = json.dumps(message, ensure_ascii=True, separators=(",", ":")).encode("ascii")
    if len(body) > limit:
        raise ProtocolError(f"a message of {len(body)} bytes is larger than {limit}")
    return HEADER.pack(len(body)) + body


def decode_body(body: bytes, types: frozenset[str]) -> dict[str, Any]:
    """The message in a frame's body, checked for shape: a JSON object of this
    protocol's version with a positive number and a known type."""
    try:
        data = strict_json_loads(body.decode("utf-8"))
    except UnicodeDecodeError:
        raise ProtocolError("the message is not UTF-8 text") from None
    except (ValueError, RecursionError):
        raise ProtocolError("the message is not valid JSON") from None
    if not isinstance(data, dict):
        raise ProtocolError("the message is not a JSON object")
    v = data.get("v")
    if v != VERSION:
        raise VersionMismatch(v)
    t = data.get("t")
    if not isinstance(t, str) or t not in types:
        raise ProtocolError(f"unknown message type {str(t)[:40]!r}")
    if t in NUMBERED:
        n = data.get("n")
        if not isinstance(n, int) or isinstance(n, bool) or n < 1:
            raise ProtocolError('the message number "n" must be a positive integer')
    return data


def control(t: str, **body: Any) -> dict[str, Any]:
    """A message that manages the connection (not numbered)."""
    return {"v": VERSION, "t": t, **body}


class FrameReader:
    """Cuts a byte stream into frames; refuses a frame longer than ``limit`` before
    reading its body, so that a false length never makes it hold much memory."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self._buf = bytearray()

    def feed(self, data: bytes) -> list[bytes]:
        """The whole frame bodies ``data`` completes, in order."""
        self._buf += data
        out: list[bytes] = []
        while len(self._buf) >= HEADER.size:
            (length,) = HEADER.unpack_from(self._buf)
            if length > self.limit:
                raise ProtocolError(f"a frame of {length} bytes is larger than {self.limit}")
            if len(self._buf) < HEADER.size + length:
                break
            out.append(bytes(self._buf[HEADER.size:HEADER.size + length]))
            del self._buf[:HEADER.size + length]
        return out


@dataclass
class Sequencer:
    """Numbers outgoing messages and orders incoming ones.

    ``sent`` keeps what this side sent (by number) so a peer that missed some can be
    sent them again; ``received`` is the last number taken in order.
    """

    sent: list[dict[str, Any]] = field(default_factory=list)
    received: int = 0

    def stamp(self, t: str, **body: Any) -> dict[str, Any]:
        """A new message of type ``t``, numbered, kept for a resend."""
        message = {"v": VERSION, "n": len(self.sent) + 1, "t": t, **body}
        self.sent.append(message)
        return message

    def since(self, last: int) -> list[dict[str, Any]]:
        """The messages after number ``last``, to send again."""
        return self.sent[max(0, last):]

    def accept(self, message: dict[str, Any]) -> str:
        """``"new"`` (take it), ``"duplicate"`` (drop it) or ``"gap"`` (ask for a resync
        from :attr:`received`)."""
        n: int = message["n"]
        if n <= self.received:
            return "duplicate"
        if n > self.received + 1:
            return "gap"
        self.received = n
        return "new"


class RateLimit:
    """A token bucket: ``rate`` messages a second on average, ``burst`` at once.

    :meth:`take` says whether a message may pass; ``refused`` counts those that did not,
    and a sender refused more than ``cutoff`` times in a row is flooding.
    """

    def __init__(self, rate: float = 20.0, burst: float = 40.0, cutoff: int = 200,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.rate = rate
        self.burst = burst
        self.cutoff = cutoff
        self.clock = clock
        self.tokens = burst
        self.stamp = clock()
        self.refused = 0

    def take(self) -> bool:
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            self.refused = 0
            return True
        self.refused += 1
        return False

    @property
    def flooding(self) -> bool:
        return self.refused > self.cutoff
