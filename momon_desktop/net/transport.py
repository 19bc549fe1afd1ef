"""Transports: how frames travel between the two sides.

The table talks to a :class:`Link` only (send a message, receive the next one); how the
bytes travel is the transport's business.  :class:`TlsListener` and :func:`tls_connect`
are the local-network transport: TCP with TLS, the host's certificate made for the
table and checked against the join code (:mod:`momon_desktop.net.secure`).  A transport
through a relay on the internet is another :class:`Link` (docs/network.md).
"""

from __future__ import annotations

import socket
import ssl
from abc import ABC, abstractmethod
from typing import Any

from .protocol import FrameReader, ProtocolError, decode_body, encode


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
    """A :class:`Link` over a stream socket (TLS over TCP on the local network)."""

    def __init__(self, sock: socket.socket, send_limit: int, receive_limit: int,
                 receive_types: frozenset[str]) -> None:
        self.sock = sock
        self.send_limit = send_limit
        self.types = receive_types
        self.reader = FrameReader(receive_limit)
        self.pending: list[bytes] = []
        self.closed = False

    def send(self, message: dict[str, Any]) -> None:
        frame = encode(message, self.send_limit)
        try:
            self.sock.sendall(frame)
        except OSError as exc:
            self.close()
            raise LinkClosed(str(exc)) from None

    def receive(self, timeout: float | None) -> dict[str, Any] | None:
        while not self.pending:
            if self.closed:
                raise LinkClosed("the line is closed")
            try:
                self.sock.settimeout(timeout)
                data = self.sock.recv(65536)
            except TimeoutError:
                return None
            except ssl.SSLWantReadError:
                return None
            except OSError as exc:
                self.close()
                raise LinkClosed(str(exc)) from None
            if not data:
                self.close()
                raise LinkClosed("the other side closed the line")
            self.pending.extend(self.reader.feed(data))
        return decode_body(self.pending.pop(0), self.types)

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            try:
                # shutdown first: a thread blocked reading the socket wakes at once.
                self.sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            try:
                self.sock.close()
            except OSError:
                pass


__all__ = ["Link", "LinkClosed", "ProtocolError", "SocketLink"]
