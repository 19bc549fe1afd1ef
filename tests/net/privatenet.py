"""A network of its own for a test that sends multicast (DNS-SD): a pytest run in a new
network namespace (``unshare --net``), whose only interface is its loopback, brought up
here. Nothing sent in it can leave the computer."""

from __future__ import annotations

import fcntl
import os
import socket
import struct
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SIOCGIFFLAGS = 0x8913
SIOCSIFFLAGS = 0x8914
IFF_UP = 0x1


def in_private_network() -> bool:
    return os.environ.get("MOMON_PRIVATE_NET") == "1"


def loopback_up() -> None:
    """Bring up ``lo`` in this network namespace (it starts down)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        request = struct.pack("16sH14s", b"lo", 0, b"")
        flags = struct.unpack("16sH14s", fcntl.ioctl(s, SIOCGIFFLAGS, request))[1]
        fcntl.ioctl(s, SIOCSIFFLAGS, struct.pack("16sH14s", b"lo", flags | IFF_UP, b""))


def interfaces() -> list[str]:
    """The interfaces of this namespace, by name."""
    return sorted(name for _index, name in socket.if_nameindex())


def run_in_private_network(test: str, tmp_path: Path, **env: str) -> subprocess.CompletedProcess[str]:
    """Run the pytest node ``test`` in a network namespace of its own."""
    environ = dict(os.environ, MOMON_PRIVATE_NET="1", **env)
    # a screen of its own is started in the namespace (tests/realinput/xserver.py)
    environ.pop("DISPLAY", None)
    # root (as CI is) makes the namespace itself; anyone else through a user namespace
    unshare = ["unshare", "--net"] if os.geteuid() == 0 else \
        ["unshare", "--user", "--map-root-user", "--net"]
    return subprocess.run(
        [*unshare, "--", sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
         "-rs", "--basetemp", str(tmp_path / "run"), test],
        cwd=ROOT, env=environ, capture_output=True, text=True, timeout=600, check=False)
