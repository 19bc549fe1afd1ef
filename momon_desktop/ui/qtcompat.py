"""Protection against a reference-count defect in one PySide6 release.

shiboken6 6.12.0 running on CPython 3.11 returns ``None`` from every C++ method
without a return value without taking a new reference to it. (From CPython 3.12
on ``None`` is immortal, so the omission is harmless there.) On 3.11 each such
call lowers ``None``'s reference count by one, and after a few thousand calls,
which one card face already needs, the interpreter aborts with "Fatal Python
error: none_dealloc". PySide6 6.11.3 does not have the defect.

:func:`guard_none_refcount` measures the defect with a harmless probe and, only if
it is present, gives ``None`` so large a reference count that no session can use
it up, the same effect immortality has on CPython 3.12. It is called when
``momon_desktop.ui`` is imported, before any other Qt call.
"""

from __future__ import annotations

import ctypes
import sys

from PySide6.QtCore import QObject

# Far more void calls than any session can make (about 2.8e14).
_NONE_RESERVE = 1 << 48
_PROBE_CALLS = 16

_guarded = False


def none_refs_lost_per_call() -> int:
    """How many references to ``None`` one void PySide6 call loses (0 when healthy)."""
    probe = QObject()
    before = sys.getrefcount(None)
    for _ in range(_PROBE_CALLS):
        probe.setObjectName("probe")
    after = sys.getrefcount(None)
    return max(0, round((before - after) / _PROBE_CALLS))


def guard_none_refcount() -> bool:
    """Apply the protection if this interpreter and PySide6 need it; True if applied."""
    global _guarded
    if _guarded or sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return _guarded
    if none_refs_lost_per_call() == 0:
        return False
    refcount = ctypes.c_ssize_t.from_address(id(None))
    refcount.value += _NONE_RESERVE
    _guarded = True
    return True
