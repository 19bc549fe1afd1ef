"""6.1 across two computers: each player may bring their own deck. A table that asks
for it (``host --decks each``) takes the joining side's deck with its commitment for
the toss, if it is legal in the table's Format, and plays it; a deck it does not take is
refused with the reason, and no game begins. On 127.0.0.1, through the headless pair."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from momon_desktop.cards import bundled_decks
from momon_desktop.net.deckproblem import read_problem
from momon_desktop.net.host import HostTable
from momon_desktop.referee import load_scenario
from tests.net.pair import Side, host, join, play_out, scenario_file

pytestmark = pytest.mark.rules("6.1")


def deck_file(tmp_path: Path, cards: list[str], name: str = "mine.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps({"format_version": 1, "name": {"en": "Mine"},
                                "format": "standard", "cards": cards}))
    return path


def test_the_joining_side_plays_the_deck_it_brought(tmp_path: Path) -> None:
    decks = bundled_decks()
    brought = list(decks[0].cards)  # the scenario gives the second seat decks[1]
    assert sorted(brought) != sorted(decks[1].cards)
    first, port, code = host(scenario_file(tmp_path), "--decks", "each")
    second = join(port, code, "--deck", str(deck_file(tmp_path, brought)))
    try:
        shown: list[dict[str, object]] = []
        finals = play_out((first, second), on_state=lambda i, line: shown.append(line)
                          if i == 1 else None)
        # the second seat's Hand at the start is the deck it brought (6.2)
        assert sorted(shown[0]["hands"]["second"]) == sorted(brought)  # type: ignore[index]
        assert finals[0]["result"] == finals[1]["result"]
    finally:
        first.close()
        second.close()


@pytest.mark.parametrize(("cards", "why"), [
    (None, "bring their own deck"),
    (["coconut-crab"] * 10, "not legal here (6.1)"),
    (["no-such-card"] * 10, "does not know the cards no-such-card"),
])
def test_a_deck_the_table_does_not_take_is_refused_and_no_game_begins(
        tmp_path: Path, cards: list[str] | None, why: str) -> None:
    first, port, code = host(scenario_file(tmp_path), "--decks", "each")
    extra = [] if cards is None else ["--deck", str(deck_file(tmp_path, cards))]
    second = join(port, code, *extra)
    try:
        line = second.lines.get(timeout=60)
        assert line is not None and "error" in line, line
        assert why in str(line["error"])
        assert second.proc.wait(timeout=60) == 2
    finally:
        first.close()
        second.close()


def test_a_deck_file_that_cannot_be_read_is_said_before_joining(tmp_path: Path) -> None:
    bad = tmp_path / "broken.json"
    bad.write_text("{not json")
    side = Side("join", "127.0.0.1:1", "--code", "ABCD-EFGH", "--deck", str(bad))
    try:
        line = side.lines.get(timeout=60)
        assert line is not None and str(line["error"]).startswith("--deck:"), line
        assert side.proc.wait(timeout=60) == 2
    finally:
        side.close()


@pytest.mark.parametrize(("cards", "code"), [
    (None, "needed"),
    (["coconut-crab"] * 10, "illegal"),
    (["no-such-card"] * 10, "unknown"),
    ("not a list", "shape"),
])
def test_a_deck_refused_is_sent_as_a_problem_the_joining_app_says_in_its_language(
        tmp_path: Path, cards: object, code: str) -> None:
    table = HostTable(load_scenario(str(scenario_file(tmp_path))), lambda _s: None,
                      lambda _r, _m: None, friend_deck=True)
    refusal = table._take_deck(cards)
    assert refusal is not None
    english, sent = refusal
    problem = read_problem(json.loads(json.dumps(sent)))
    assert problem is not None and problem.code == code
    if code == "illegal":
        # the same reasons as the host's English, in Thai on a Thai table (6.1, PF.1)
        assert "; ".join(r.text("en") for r in problem.reasons) == english.split(": ", 1)[1]
        assert all(not r.text("th").isascii() for r in problem.reasons)
    if code == "unknown":
        assert problem.cards == ("no-such-card",)


@pytest.mark.parametrize("sent", [
    None, "illegal", {"code": "illegal"}, {"code": "illegal", "reasons": []},
    {"code": "illegal", "reasons": [{"code": "deck_size"}]},
    {"code": "illegal", "reasons": [{"code": "deck_size", "format": "no-such", "rule": "6.1",
                                     "card": "", "set": "", "count": 9, "limit": 10,
                                     "allowed_sets": []}]},
    {"code": "unknown", "cards": ["x" * 65]}, {"code": "unknown", "cards": []},
    {"code": "other"},
])
def test_a_deck_problem_the_joining_side_cannot_read_falls_back_to_the_host_s_words(
        sent: object) -> None:
    assert read_problem(sent) is None
