"""Good inputs that the fuzz cases start from: the golden scenarios, records of real
games (bundled sets and an embedded one), the bundled card set and decks, and the
decks as shared text."""

from __future__ import annotations

import json
import random
from functools import cache
from pathlib import Path
from typing import Any

from momon_desktop import referee
from momon_desktop.cards import bundled_card_set_paths, bundled_deck_paths, bundled_decks
from momon_desktop.storage import make_record, record_to_bytes
from momon_desktop.storage.decktext import deck_to_text

GOLDEN = Path(__file__).resolve().parents[1] / "golden"


@cache
def scenarios() -> tuple[dict[str, Any], ...]:
    """The golden scenarios (bundled decks, custom cards, choices and a concession)."""
    return tuple(json.loads(p.read_text(encoding="utf-8"))
                 for p in sorted(GOLDEN.glob("*.scenario.json")))


def _random_tail(game: Any, seed: int) -> None:
    rnd = random.Random(seed)
    while not game.over and rnd.random() < 0.95:
        options = game.legal_answers()
        game.apply(options[rnd.randrange(len(options))])


@cache
def records() -> tuple[bytes, ...]:
    """Records of the golden games, some played on at random, finished or not."""
    out: list[bytes] = []
    for i, data in enumerate(scenarios()):
        scenario = referee.parse_scenario(json.loads(json.dumps(data)), f"golden {i}")
        game = referee.play_scenario(scenario)
        if i % 2:
            _random_tail(game, i)
        record = make_record(game, scenario.library, scenario.format,
                             players=("Ann", "Computer"), created="2026-11-29T12:00:00Z")
        out.append(record_to_bytes(record))
    return tuple(out)


@cache
def card_set_docs() -> tuple[dict[str, Any], ...]:
    """The bundled card set and one made of the golden scenario's custom cards."""
    docs = [json.loads(p.read_text(encoding="utf-8")) for p in bundled_card_set_paths()]
    custom = next(s["cards"] for s in scenarios() if "cards" in s)
    docs.append({"format_version": 1, "set": {"id": "custom", "name": {"en": "Custom"}},
                 "cards": custom})
    return tuple(docs)


@cache
def deck_docs() -> tuple[dict[str, Any], ...]:
    """The bundled deck files."""
    return tuple(json.loads(p.read_text(encoding="utf-8")) for p in bundled_deck_paths())


@cache
def deck_texts() -> tuple[str, ...]:
    """The bundled decks as shared text."""
    return tuple(deck_to_text(d) for d in bundled_decks())
