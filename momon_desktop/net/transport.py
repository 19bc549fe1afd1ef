"""Transports: how frames travel between the two sides.

The table talks to a :class:`Link` only (send a message, receive the next one); how the
bytes travel is the transport's business.  :class:`TlsListener` and :func:`tls_connect`
are the local-network transport: TCP with TLS, the host's certificate made for the
table and checked against the join code (:mod:`momon_desktop.net.secure`).  A transport
through a relay on the internet is another :class:`Link` (docs/network.md).
"""

from __future__ import annotations

import select
import socket
import ssl
import threading
import time
from abc import ABC, abstractmethod
from typing import Any

from .protocol import FrameReader, ProtocolError, decode_body, encode

# The longest a send may block (the other side not reading): the line is then dropped.
SEND_TIMEOUT = 10.0


class LinkClosed(Exception):
    """The other side closed the line or it dropped."""


class Link(ABC):
    """A two-way line carrying protocol messages."""

    @abstractmethod
    def send(self, message: dict[str, Any]) -> None:
        """Send one message; :class:`LinkClosed` if the line is gone."""

    @abstractmethod
    def receive(self, timeout: float | None) -> dict[str, Any] | None:
        """The next message, None after ``timeout`` seconds without one;
        :class:`LinkClosed` if the line is gone, :class:`ProtocolError` for a bad one."""

    @abstractmethod
    def close(self) -> None:
        """Close the line (idempotent)."""


class SocketLink(Link):
    """A :class:`Link` over a stream socket (TLS over TCP on the local network).

    One side's threads send while another waits to receive (a move from the keyboard's
    thread, a clock's time-out, while the line's thread reads). A TLS connection may not
    be used by two threads at once, and a socket's timeout is shared by both directions,
    so every use of the socket holds :attr:`io_lock` and never waits while holding it: a
    read waits for data with the lock free (``select``), then takes what is there; a
    send hands the socket what it takes now and waits, the lock free, until it takes
    more (at most :data:`SEND_TIMEOUT` seconds, after which the line is dropped).
    """

    def __init__(self, sock: socket.socket, send_limit: int, receive_limit: int,
                 receive_types: frozenset[str]) -> None:
        self.sock = sock
        self.send_limit = send_limit
        self.types = receive_types
        self.reader = FrameReader(receive_limit)
        self.pending: list[bytes] = []
        self.closed = False
        # every call on the socket holds io_lock, briefly (nothing waits while holding
        # it); a frame's whole sending holds send_lock, so frames never interleave
        self.io_lock = threading.Lock()
        self.send_lock = threading.Lock()

    def send(self, message: dict[str, Any]) -> None:
        frame = memoryview(encode(message, self.send_limit))
        deadline = time.monotonic() + SEND_TIMEOUT
        with self.send_lock:  # one frame at a time, whole
            while frame:
                with self.io_lock:
                    if self.closed:
                        raise LinkClosed("the line is closed")
                    try:
                        self.sock.settimeout(0.0)
                        frame = frame[self.sock.send(frame):]
                        continue
                    except (ssl.SSLWantWriteError, ssl.SSLWantReadError, BlockingIOError,
                            TimeoutError):
                        pass
                    except OSError as exc:
                        self._close_locked()
                        raise LinkClosed(str(exc)) from None
                left = deadline - time.monotonic()
                if left <= 0:
                    self.close()
                    raise LinkClosed("the other side has not read for "
                                     f"{SEND_TIMEOUT:g} seconds")
                # the other side reads slowly: wait until the socket takes more, with the
                # line free for this side's reader meanwhile
                try:
                    select.select([], [self.sock], [], min(left, 0.05))
                except (OSError, ValueError):
                    raise LinkClosed("the line is closed") from None

    def receive(self, timeout: float | None) -> dict[str, Any] | None:
        deadline = None if timeout is None else time.monotonic() + timeout
        while not self.pending:
            if self.closed:
                raise LinkClosed("the line is closed")
            with self.io_lock:
                buffered = isinstance(self.sock, ssl.SSLSocket) and self.sock.pending() > 0
            if not buffered:
                left = None if deadline is None else max(0.0, deadline - time.monotonic())
                try:
                    readable, _, _ = select.select([self.sock], [], [], left)
                except (OSError, ValueError):  # closed meanwhile
                    raise LinkClosed("the line is closed") from None
                if not readable:
                    return None
            data = self._read_now()
            if data is None:
                continue  # a part of a TLS record, or nothing after all: wait again
            if not data:
                self.close()
                raise LinkClosed("the other side closed the line")
            self.pending.extend(self.reader.feed(data))
        return decode_body(self.pending.pop(0), self.types)

    def _read_now(self) -> bytes | None:
        """What can be read now without waiting (None: nothing yet)."""
        with self.io_lock:
            if self.closed:
                raise LinkClosed("the line is closed")
            try:
                self.sock.settimeout(0.0)
                return self.sock.recv(65536)
            except (ssl.SSLWantReadError, ssl.SSLWantWriteError, BlockingIOError,
                    TimeoutError):
                return None
            except OSError as exc:
                self._close_locked()
                raise LinkClosed(str(exc)) from None

    def close(self) -> None:
        """Close the line; a thread waiting to read it wakes at once."""
        if self.closed:
            return
        self.closed = True
        self._shutdown()
        with self.io_lock:  # once no send or read is under way
            self._close_socket()

    def _close_locked(self) -> None:
        """Close the line from a send or a read that holds :attr:`io_lock`."""
        self.closed = True
        self._shutdown()
        self._close_socket()

    def _shutdown(self) -> None:
        # the plain socket's shutdown, which leaves the TLS object to the thread that
        # may be using it: a reader waiting in select wakes, a blocked send fails
        try:
            socket.socket.shutdown(self.sock, socket.SHUT_RDWR)
        except OSError:
            pass

    def _close_socket(self) -> None:
        try:
            self.sock.close()
        except OSError:
            pass


def send_if_open(link: Link | None, message: dict[str, Any]) -> bool:
    """Send ``message`` on ``link`` if there is a line and it holds; whether it went (a
    message that may be lost with the line: a numbered one waits in its side's history
    for the return, a chat line or a goodbye does not matter then)."""
    if link is None:
        return False
    try:
        link.send(message)
    except LinkClosed:
        return False
    return True


__all__ = ["Link", "LinkClosed", "ProtocolError", "SocketLink", "send_if_open"]
