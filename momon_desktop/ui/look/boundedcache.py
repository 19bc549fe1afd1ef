"""The one kind of cache ``ui/`` keeps at module level: :class:`BoundedCache`, a map that
holds at most ``limit`` entries and lets the least recently used one go first.

Pictures painted once and drawn many times (card faces, shadows, portraits, tokens) and
measurements taken once (how a card's name fits) are kept in one of these. A plain
module-level ``dict`` or ``OrderedDict`` would grow without bound and could not be told
apart from module state by the architecture test (tests/architecture/test_ui_habits.py),
which refuses those in ``ui/``; a cache is declared as this class instead, with its bound
written where it is made.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")

__all__ = ["BoundedCache"]


class BoundedCache(Generic[K, V]):
    """At most ``limit`` values by key, the least recently used let go first."""

    def __init__(self, limit: int) -> None:
        if limit < 1:
            raise ValueError("a bounded cache holds at least one entry")
        self.limit = limit
        self._entries: OrderedDict[K, V] = OrderedDict()

    def __len__(self) -> int:
        return len(self._entries)

    def __contains__(self, key: object) -> bool:
        return key in self._entries

    def get(self, key: K) -> V | None:
        """The value under ``key`` (now the most recently used), or None."""
        found = self._entries.get(key)
        if found is not None:
            self._entries.move_to_end(key)
        return found

    def put(self, key: K, value: V) -> V:
        """Keep ``value`` under ``key``, letting the oldest entry go past the limit."""
        self._entries[key] = value
        self._entries.move_to_end(key)
        while len(self._entries) > self.limit:
            self._entries.popitem(last=False)
        return value

    def get_or_make(self, key: K, make: Callable[[], V]) -> V:
        """The value under ``key``, made by ``make`` and kept if there is none."""
        found = self.get(key)
        return found if found is not None else self.put(key, make())

    def clear(self) -> None:
        """Let every entry go (a theme or language change paints afresh)."""
        self._entries.clear()
