"""CardPool: ids unique across every loaded set, atomic adds, look-ups, removal."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

import pytest

from momon_desktop.cards import (
    CardPool,
    CardSetError,
    bundled_card_set_paths,
    bundled_pool,
    load_card_set,
    parse_card_set,
    resources_dir,
)
from momon_desktop.cards.loader import RESOURCES_ENV

from .conftest import make_card, make_set


def a_set(set_id: str, *ids: str, source: str | None = None) -> Any:
    return parse_card_set(
        make_set(*(make_card(i) for i in ids), set_id=set_id), source or f"{set_id}.json"
    )


def test_pool_looks_cards_up_and_lists_them_in_order() -> None:
    pool = CardPool([a_set("one", "a", "b"), a_set("two", "c")])
    assert len(pool) == 3
    assert pool.get("c").set_id == "two"
    assert pool.find("b") is not None and pool.find("zzz") is None
    assert "a" in pool and "zzz" not in pool
    assert [c.id for c in pool.cards()] == ["a", "b", "c"]
    assert [c.id for c in pool.cards(["two"])] == ["c"]
    assert [c.id for c in pool] == ["a", "b", "c"]
    assert pool.set_ids() == ["one", "two"]
    assert pool.get_set("one").card_ids() == ("a", "b")
    with pytest.raises(KeyError):
        pool.get("zzz")


def test_duplicate_ids_across_sets_are_refused() -> None:
    pool = CardPool([a_set("one", "a", "b")])
    with pytest.raises(CardSetError) as info:
        pool.add(a_set("two", "x", "b"))
    assert info.value.problems == (
        'two.json: card "b" (cards[1]): field "id": the id "b" is already used by set "one" '
        "(from one.json)",
    )


def test_failed_add_leaves_the_pool_unchanged() -> None:
    pool = CardPool([a_set("one", "a", "b")])
    before = (pool.set_ids(), [c.id for c in pool.cards()])
    # "fresh" is new, "a" clashes: nothing of the set may be added.
    with pytest.raises(CardSetError) as info:
        pool.add(a_set("two", "fresh", "a", "newer"))
    assert len(info.value.problems) == 1
    assert (pool.set_ids(), [c.id for c in pool.cards()]) == before
    assert "fresh" not in pool and "newer" not in pool
    # The set can be added once the clash is gone.
    pool.remove("one")
    pool.add(a_set("two", "fresh", "a", "newer"))
    assert pool.get("a").set_id == "two"


def test_same_set_id_twice_is_refused_with_every_clash_listed() -> None:
    pool = CardPool([a_set("one", "a")])
    with pytest.raises(CardSetError) as info:
        pool.add(a_set("one", "a", source="copy.json"))
    assert info.value.problems == (
        'copy.json: field "set.id": a set with the id "one" is already loaded (from one.json)',
        'copy.json: card "a" (cards[0]): field "id": the id "a" is already used by set "one" '
        "(from one.json)",
    )
    assert pool.set_ids() == ["one"]


def test_remove_a_set() -> None:
    pool = CardPool([a_set("one", "a"), a_set("two", "b")])
    removed = pool.remove("one")
    assert removed.id == "one"
    assert "a" not in pool and pool.set_ids() == ["two"] and len(pool) == 1
    with pytest.raises(KeyError):
        pool.remove("one")


def test_load_card_set_from_file(write_json: Any) -> None:
    path: Path = write_json("mine.json", make_set(make_card("kite"), set_id="mine"))
    card_set = load_card_set(path)
    assert card_set.source == "mine.json"
    assert card_set.cards[0].set_id == "mine"


def test_utf8_bom_is_accepted(tmp_path: Path) -> None:
    import json

    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(make_set()).encode())
    assert load_card_set(path).id == "test-set"


def test_bundled_pool_holds_the_starter_set() -> None:
    pool = bundled_pool()
    assert "starter" in pool.set_ids()
    assert [p.name for p in bundled_card_set_paths()] == ["starter.json"]
    assert all(card.set_id == "starter" for card in pool.cards(["starter"]))


def test_resources_dir_is_beside_the_package() -> None:
    root = Path(__file__).resolve().parents[2]
    assert resources_dir() == root / "resources"
    assert (resources_dir() / "cards" / "starter.json").is_file()


def test_resources_dir_in_a_pyinstaller_bundle(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "resources").mkdir()
    monkeypatch.delenv(RESOURCES_ENV, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert resources_dir() == tmp_path / "resources"


def test_resources_dir_override(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(RESOURCES_ENV, os.fspath(tmp_path))
    assert resources_dir() == tmp_path
