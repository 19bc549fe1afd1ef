"""The bounded cache every module-level picture or measurement cache of ``ui/`` is."""

from __future__ import annotations

import pytest

from momon_desktop.ui.look.boundedcache import BoundedCache


def test_the_least_recently_used_entry_goes_first_past_the_limit():
    cache: BoundedCache[str, int] = BoundedCache(2)
    cache.put("a", 1)
    cache.put("b", 2)
    assert cache.get("a") == 1  # "a" is now the most recently used
    cache.put("c", 3)
    assert len(cache) == 2
    assert "b" not in cache
    assert cache.get("a") == 1 and cache.get("c") == 3


def test_get_or_make_makes_a_value_once():
    made: list[str] = []
    cache: BoundedCache[str, str] = BoundedCache(4)

    def make() -> str:
        made.append("x")
        return "value"

    assert cache.get_or_make("k", make) == "value"
    assert cache.get_or_make("k", make) == "value"
    assert made == ["x"]
    cache.clear()
    assert len(cache) == 0 and cache.get("k") is None


def test_a_cache_holds_at_least_one_entry():
    with pytest.raises(ValueError):
        BoundedCache(0)
