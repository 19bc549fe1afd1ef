"""Scripted opponents: profiles load, their decks are legal, style changes the weights."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from momon_desktop.ai import LEVELS, STYLE_WEIGHTS
from momon_desktop.ai.players import BeginnerPlayer, EasyPlayer, SearchPlayer
from momon_desktop.ai.profiles import ProfileError, load_profiles, parse_profile
from momon_desktop.cards import CardPool, check_deck
from momon_desktop.engine import Setup


def test_profiles_load_and_decks_are_legal(opponents_dir: Path, pool: CardPool) -> None:
    profiles = load_profiles(opponents_dir)
    assert len(profiles) >= 3
    # every level has a scripted opponent but expert, which none plays at yet
    assert {p.strength for p in profiles} == set(LEVELS) - {"expert"}
    assert {p.style for p in profiles} == {"aggressive", "defensive", "balanced"}
    for p in profiles:
        assert p.name.en and p.name.th and p.intro.get("th")
        assert not check_deck(p.deck, "standard", pool), p.id
        assert p.portrait.motif in pool


def test_style_sets_the_evaluation_weights(opponents_dir: Path) -> None:
    for p in load_profiles(opponents_dir):
        player = p.player()
        assert player.name == p.strength
        if p.strength == "beginner":
            # a beginner weighs only the Momon it controls at once: no style of play
            assert isinstance(player, BeginnerPlayer)
            continue
        assert isinstance(player, SearchPlayer | EasyPlayer)
        assert player.weights == STYLE_WEIGHTS[p.style]
    assert len(set(STYLE_WEIGHTS.values())) == 3


def test_a_profile_plays(opponents_dir: Path, pool: CardPool) -> None:
    p = next(x for x in load_profiles(opponents_dir) if x.strength == "normal")
    deck = [pool.get(c) for c in p.deck]
    game = Setup(deck, deck).new_game(0)
    assert game.is_legal(p.player().choose(game, 0))


def test_bad_profiles_are_refused(opponents_dir: Path) -> None:
    path = sorted(opponents_dir.glob("*.json"))[0]
    data = json.loads(path.read_text(encoding="utf-8"))
    data["style"] = "sneaky"
    with pytest.raises(ProfileError, match="style"):
        parse_profile(data, "x.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    data["portrait"]["background"] = "red"
    with pytest.raises(ProfileError, match="portrait.background"):
        parse_profile(data, "x.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    data["colour"] = "red"
    with pytest.raises(ProfileError):
        parse_profile(data, "x.json")
