"""Processes for the tests of who holds a file: one that has ended, one that lives."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator


def dead_pid() -> int:
    """The id of a process that has ended (on a busy machine it may be reused, but not
    within a test)."""
    done = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True)
    return int(done.stdout)


def live_process() -> Iterator[int]:
    """The id of a process that stays alive until the generator is closed."""
    child = subprocess.Popen([sys.executable, "-c", "import sys; sys.stdin.read()"],
                             stdin=subprocess.PIPE)
    try:
        yield child.pid
    finally:
        assert child.stdin is not None
        child.stdin.close()
        child.wait(timeout=30)
