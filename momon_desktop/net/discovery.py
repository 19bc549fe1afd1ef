"""Tables found on the local network: DNS-SD over multicast DNS (RFC 6762, 6763).

A hosted table announces itself as a service of type :data:`SERVICE` while it is open
(:class:`Announcer`), with its port and, in its TXT record, the protocol version it
speaks and the host's name; a joining app lists the tables it hears of
(:class:`Finder`). The join code is never announced: it is what a friend is told, and
what proves the table is the friend's (docs/network.md). Both use python-zeroconf, on
the computer's local-network addresses only (:func:`local_interfaces`).
"""

from __future__ import annotations

import ipaddress
import os
import socket
import threading
from collections.abc import Callable
from dataclasses import dataclass

import ifaddr
from zeroconf import IPVersion, ServiceInfo, ServiceStateChange, Zeroconf
from zeroconf import ServiceBrowser as _Browser

from .protocol import VERSION

SERVICE = "_momon-table._tcp.local."
# "0" turns announcing and looking for tables off (the test suite does, so that no test
# sends a packet beyond this computer unless it made a network of its own).
DISCOVERY_ENV = "MOMON_DISCOVERY"
# How long a table's details are waited for once it is heard of (milliseconds).
LOOKUP_MS = 3000
# The longest name a table announces (a TXT value is at most 255 bytes).
MAX_NAME_CHARS = 60


def discovery_wanted() -> bool:
    """Whether tables are announced and looked for (:data:`DISCOVERY_ENV`)."""
    return os.environ.get(DISCOVERY_ENV, "1") != "0"


def local_interfaces() -> list[str]:
    """The IPv4 addresses of this computer on a local network (private or link-local),
    where tables are announced and looked for; this computer's own (127.0.0.1) when it
    has none, so that two apps on one computer still find each other."""
    found: list[str] = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if not isinstance(ip.ip, str):
                continue  # IPv6: the tables listen on IPv4
            address = ipaddress.ip_address(ip.ip)
            if (address.is_private or address.is_link_local) and not address.is_loopback \
                    and ip.ip not in found:
                found.append(ip.ip)
    return found or ["127.0.0.1"]


@dataclass(frozen=True)
class FoundTable:
    """A table heard of on the network."""

    name: str  # the host's name, as it announced it
    address: str
    port: int
    version: str  # the protocol version the table speaks
    service: str  # its DNS-SD instance name

    @property
    def same_version(self) -> bool:
        return self.version == str(VERSION)


def _service_name(name: str, port: int) -> str:
    label = "".join(ch for ch in name if ch.isprintable() and ch not in ".\\")[:MAX_NAME_CHARS]
    return f"{label or 'Momon'} {port}.{SERVICE}"


class Announcer:
    """A hosted table's announcement, from :meth:`start` until :meth:`close`."""

    def __init__(self, name: str, port: int, interfaces: list[str] | None = None) -> None:
        self.interfaces = interfaces or local_interfaces()
        self.info = ServiceInfo(
            SERVICE, _service_name(name, port),
            addresses=[socket.inet_aton(a) for a in self.interfaces], port=port,
            properties={"v": str(VERSION), "name": name[:MAX_NAME_CHARS]})
        self.zeroconf: Zeroconf | None = None
        self._lock = threading.Lock()
        self._closed = False

    def start(self) -> None:
        """Announce the table (this waits for the network's answer to its probe, about
        a second: call it off the interface's thread)."""
        with self._lock:
            if self._closed:
                return
            self.zeroconf = Zeroconf(interfaces=self.interfaces, ip_version=IPVersion.V4Only)
        self.zeroconf.register_service(self.info, allow_name_change=True)

    def close(self) -> None:
        """Withdraw the announcement."""
        with self._lock:
            self._closed = True
            zc, self.zeroconf = self.zeroconf, None
        if zc is not None:
            try:
                zc.unregister_service(self.info)
            finally:
                zc.close()


class Finder:
    """The tables announced on the network, kept up to date; ``on_change`` is called
    (from zeroconf's thread) with every table known whenever the list changes."""

    def __init__(self, on_change: Callable[[list[FoundTable]], None],
                 interfaces: list[str] | None = None) -> None:
        self.on_change = on_change
        self.tables: dict[str, FoundTable] = {}
        self._lock = threading.Lock()
        self.zeroconf = Zeroconf(interfaces=interfaces or local_interfaces(),
                                 ip_version=IPVersion.V4Only)
        self.browser = _Browser(self.zeroconf, SERVICE, handlers=[self._changed])

    def _changed(self, zeroconf: Zeroconf, service_type: str, name: str,
                 state_change: ServiceStateChange) -> None:
        if state_change is ServiceStateChange.Removed:
            with self._lock:
                self.tables.pop(name, None)
            self._tell()
            return
        threading.Thread(target=self._look_up, args=(zeroconf, service_type, name),
                         daemon=True).start()

    def _look_up(self, zeroconf: Zeroconf, service_type: str, name: str) -> None:
        try:
            info = zeroconf.get_service_info(service_type, name, timeout=LOOKUP_MS)
        except Exception:
            return
        if info is None or not info.port:
            return
        addresses = info.parsed_addresses(IPVersion.V4Only)
        if not addresses:
            return
        props = {(k or b"").decode("utf-8", "replace"): (v or b"").decode("utf-8", "replace")
                 for k, v in info.properties.items()}
        table = FoundTable(props.get("name", "")[:MAX_NAME_CHARS], addresses[0], info.port,
                           props.get("v", "")[:8], name)
        with self._lock:
            self.tables[name] = table
        self._tell()

    def _tell(self) -> None:
        with self._lock:
            tables = sorted(self.tables.values(), key=lambda t: (t.name, t.address, t.port))
        self.on_change(tables)

    def close(self) -> None:
        self.browser.cancel()
        self.zeroconf.close()
