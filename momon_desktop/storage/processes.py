"""Which processes of this computer are alive, and a short name of this computer.

Both are used to tell a temporary file or a lock left by a process that has ended from
one that a running process still owns (``docs/records.md``, "Where files live").
Works on POSIX and on Windows; nothing here imports a module of only one of them.
"""

from __future__ import annotations

import hashlib
import os
import socket
import sys


def this_host() -> str:
    """This computer's network name, as the system gives it (may be empty)."""
    try:
        return socket.gethostname()
    except OSError:
        return ""


def host_tag(host: str | None = None) -> str:
    """Eight hex digits standing for ``host`` (this computer by default), short enough
    to go into a file name whatever characters the name has."""
    name = this_host() if host is None else host
    return hashlib.sha256(name.encode("utf-8", "surrogatepass")).hexdigest()[:8]


def process_alive(pid: int) -> bool:
    """Whether a process with this id runs on this computer now.

    When the system does not say clearly (no permission to ask, an unknown error),
    the answer is True: a file is never taken from a process that may be alive.
    """
    if pid <= 0:
        return False
    if pid == os.getpid():
        return True
    if sys.platform == "win32":
        return _windows_process_alive(pid)
    try:
        os.kill(pid, 0)  # signal 0: only asks whether the process exists
    except ProcessLookupError:
        return False
    except OSError:
        return True  # it exists, but belongs to someone else (EPERM), or unknown
    return True


if sys.platform == "win32":
    import ctypes
    from ctypes import wintypes

    _PROCESS_QUERY_LIMITED_INFORMATION = 0x1000
    _STILL_ACTIVE = 259
    _ERROR_INVALID_PARAMETER = 87

    def _windows_process_alive(pid: int) -> bool:
        # os.kill on Windows would end the process: ask for its exit code instead.
        kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)
        kernel32.OpenProcess.restype = wintypes.HANDLE
        kernel32.OpenProcess.argtypes = (wintypes.DWORD, wintypes.BOOL, wintypes.DWORD)
        handle = kernel32.OpenProcess(_PROCESS_QUERY_LIMITED_INFORMATION, False, pid)
        if not handle:
            return ctypes.get_last_error() != _ERROR_INVALID_PARAMETER
        try:
            code = wintypes.DWORD()
            if not kernel32.GetExitCodeProcess(handle, ctypes.byref(code)):
                return True
            return code.value == _STILL_ACTIVE
        finally:
            kernel32.CloseHandle(handle)

else:

    def _windows_process_alive(pid: int) -> bool:
        raise NotImplementedError("only on Windows")
