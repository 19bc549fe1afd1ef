"""Shared helpers for the card tests: small valid card sets built in code."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest


def make_card(card_id: str = "paper-crane", **fields: Any) -> dict[str, Any]:
    """A valid card object; ``fields`` replace or add fields."""
    card: dict[str, Any] = {
        "id": card_id,
        "name": {"en": "Test Card", "th": "การ์ดทดสอบ"},
        "type": "momon",
        "power": 4,
        "sight": ["F", "FL", "FR"],
    }
    card.update(fields)
    return card


def make_set(*cards: dict[str, Any], set_id: str = "test-set") -> dict[str, Any]:
    """A valid card set object holding ``cards`` (one default card if none given)."""
    return {
        "format_version": 1,
        "set": {"id": set_id, "name": {"en": "Test Set", "th": "ชุดทดสอบ"}},
        "cards": [copy.deepcopy(c) for c in cards] or [make_card()],
    }


def with_ability(ability: dict[str, Any], card_id: str = "paper-crane") -> dict[str, Any]:
    """A card set with one card carrying one ability (and a text, as required)."""
    return make_set(make_card(card_id, abilities=[ability], text={"en": "Test ability."}))


@pytest.fixture
def write_json(tmp_path: Path) -> Callable[[str, object], Path]:
    """Write an object (or raw text) to a file in a temporary folder; return its path."""

    def write(name: str, content: object) -> Path:
        path = tmp_path / name
        text = content if isinstance(content, str) else json.dumps(content, ensure_ascii=False)
        path.write_text(text, encoding="utf-8")
        return path

    return write
