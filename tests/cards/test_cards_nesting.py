"""Card set and deck files nested too deeply are refused with the normal error."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from momon_desktop.cards import CardSetError, DeckError, load_card_set, load_deck
from momon_desktop.strictjson import MAX_JSON_DEPTH

from .conftest import make_card, make_set


def _lists(depth: int) -> str:
    return "[" * depth + "]" * depth


def _objects(depth: int) -> str:
    return '{"a":' * depth + "1" + "}" * depth


@pytest.mark.parametrize("text", [_lists(1000), _objects(1000), "[" * 2048, _lists(100_000)])
def test_a_deeply_nested_card_set_is_a_card_set_error(tmp_path: Path, text: str) -> None:
    path = tmp_path / "deep.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(CardSetError) as info:
        load_card_set(path)
    assert list(info.value.problems) == [
        f"deep.json: the file is nested too deeply (more than {MAX_JSON_DEPTH} levels "
        "of lists and objects)"
    ]


@pytest.mark.parametrize("text", [_lists(1000), _objects(1000)])
def test_a_deeply_nested_deck_is_a_deck_error(tmp_path: Path, text: str) -> None:
    path = tmp_path / "deep-deck.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DeckError, match="deep-deck.json: the file is nested too deeply"):
        load_deck(path)


def test_nesting_up_to_the_limit_is_checked_as_usual(tmp_path: Path) -> None:
    path = tmp_path / "edge.json"
    path.write_text(_lists(MAX_JSON_DEPTH), encoding="utf-8")
    with pytest.raises(CardSetError) as info:
        load_card_set(path)
    assert not any("nested" in p for p in info.value.problems)
    path.write_text(_lists(MAX_JSON_DEPTH + 1), encoding="utf-8")
    with pytest.raises(CardSetError, match="nested too deeply"):
        load_card_set(path)


def test_brackets_inside_strings_do_not_count(tmp_path: Path) -> None:
    text = '[{"\\"' * 80  # 160 brackets, within the 400 characters of a text
    data = make_set(make_card(text={"en": text}))
    path = tmp_path / "brackets.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    card_set = load_card_set(path)
    assert card_set.cards[0].text["en"] == text
