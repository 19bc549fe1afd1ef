"""Golden games: complete scenarios whose final referee output is checked in, as chess
engines keep perft files.  Any change in how a recorded game plays out shows up here.

Each scenario carries its own card objects (a snapshot of the cards it uses), so the
files pin the rules engine, not the current balance of the bundled set.  After a
deliberate rules change, regenerate with ``python -m tests.golden.regenerate`` and read
the diff.
"""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest

from momon_desktop import referee
from momon_desktop.storage import load_record

from . import random_games
from .regenerate import expected_path, referee_output, scenarios

GOLDEN = scenarios()


def expected(scenario: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(expected_path(scenario).read_text(encoding="utf-8"))
    return data


def test_there_are_enough_golden_games() -> None:
    assert len(GOLDEN) >= 5
    assert all(expected_path(s).exists() for s in GOLDEN)


@pytest.mark.parametrize("scenario", GOLDEN, ids=[s.name.split(".")[0] for s in GOLDEN])
def test_golden_game_replays_to_its_expected_state(scenario: Path) -> None:
    assert referee_output(scenario) == expected(scenario)


@pytest.mark.parametrize("scenario", GOLDEN, ids=[s.name.split(".")[0] for s in GOLDEN])
def test_golden_game_survives_save_and_record(scenario: Path, tmp_path: Path) -> None:
    game = referee.play_scenario(referee.load_scenario(str(scenario)))
    record_path = tmp_path / "golden.momon.json"
    assert referee.run([str(scenario), "--save", str(record_path)], io.StringIO(), io.StringIO()) == 0
    loaded = load_record(record_path)
    assert loaded.game.state_hash() == game.state_hash()
    assert referee.state_json(loaded.game) == expected(scenario)


def _log_rules(scenario: Path) -> set[str]:
    return {e["rule"] for e in expected(scenario)["log"]}


def _texts(scenario: Path) -> list[str]:
    return [e["text"] for e in expected(scenario)["log"]]


def test_golden_games_cover_the_interesting_rules() -> None:
    all_texts = [t for s in GOLDEN for t in _texts(s)]
    # P10.3(a): all three face-off outcomes, including the counter-snatch.
    face_offs = [t for t in all_texts if "see each other" in t]
    assert any(t.endswith("is stronger.") for t in face_offs)
    assert any(t.endswith("is stronger and strikes back.") for t in face_offs)
    assert any(t.endswith("their power is equal, so neither card is taken.") for t in face_offs)
    # P10.4: a Ward Token stops a snatch.
    assert any("one of its Ward Tokens is used up instead" in t for t in all_texts)
    reasons = {expected(s)["result"]["reason"] for s in GOLDEN}
    assert {"turn_limit", "arena_full", "concession"} <= reasons
    rules = set().union(*(_log_rules(s) for s in GOLDEN))
    assert {"P10.3", "P10.4", "P11.5", "6.8", "7.3.3", "7.2.1", "7.6.1", "P9.2"} <= rules
    moves = [m for s in GOLDEN for m in json.loads(s.read_text())["moves"]]
    assert {"choose", "yes", "concede", "summon"} <= {k for m in moves for k in m}
    assert {True, False} <= {m["yes"] for m in moves if "yes" in m}


def test_seeded_random_games_play_out_exactly_as_recorded() -> None:
    expected_prints = random_games.stored()
    assert len(expected_prints) == random_games.DECK_PAIRS * random_games.GAMES_PER_PAIR == 300
    changed = [k for k, v in random_games.fingerprints().items() if expected_prints.get(k) != v]
    assert not changed, f"{len(changed)} games play out differently, first: {changed[:5]}"
