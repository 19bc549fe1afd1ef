"""A small user card set, written in code, for the deck library tests."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

USER_SET: dict[str, Any] = {
    "format_version": 1,
    "set": {"id": "river-folk", "name": {"en": "River Folk", "th": "ชาวริมน้ำ"}},
    "cards": [
        {
            "id": "reed-frog",
            "name": {"en": "Reed Frog", "th": "กบต้นอ้อ"},
            "type": "momon",
            "power": 3,
            "sight": ["F", "L", "R"],
        },
        {
            "id": "canal-otter",
            "name": {"en": "Canal Otter", "th": "นากคลอง"},
            "type": "momon",
            "power": 5,
            "sight": ["F", "FR"],
            "abilities": [{"when": "summoned", "do": "ward", "target": "self", "amount": 1}],
            "text": {"en": "When summoned: put a Ward Token on this card."},
        },
        {
            "id": "lotus-carp",
            "name": {"en": "Lotus Carp"},
            "type": "momon",
            "power": 7,
            "sight": ["B"],
        },
    ],
}


def user_set(**changes: Any) -> dict[str, Any]:
    """A copy of :data:`USER_SET`; ``changes`` replace top-level fields."""
    data = copy.deepcopy(USER_SET)
    data.update(changes)
    return data


def write_set(folder: Path, name: str, data: object) -> Path:
    """Write ``data`` as JSON (or ``data`` itself when it is text) to ``folder/name``."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    text = data if isinstance(data, str) else json.dumps(data, ensure_ascii=False, indent=2)
    path.write_text(text, encoding="utf-8")
    return path


def snapshot(folder: Path) -> dict[str, bytes]:
    """Every file under ``folder`` with its bytes, to check that nothing changed."""
    if not folder.exists():
        return {}
    return {
        str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()
    }
