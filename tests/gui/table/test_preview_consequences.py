"""The Summon preview says what follows its Snatch Check in the same turn, as the
engine plays it: a snatched card that at once leaves for the Void or the Hand, a card
that removes itself at the end of the turn (P10.3, P11.2, P8.4)."""

from __future__ import annotations

import pytest

from momon_desktop.cards import bundled_pool
from momon_desktop.engine import Game, Setup, Summon
from momon_desktop.engine.events import LeftArena, Snatched
from momon_desktop.engine.view import after_summon
from momon_desktop.ui.table import prompts

pytestmark = pytest.mark.gui

CARDS = {c.id: c for c in bundled_pool().cards()}
FILLER = ["boxing-gibbon", "coconut-crab", "market-cat", "paddy-buffalo", "naga-hatchling",
          "krathong-turtle", "temple-elephant", "spirit-house-guardian"]


def game_with(first: list[str], second: list[str], seed: int = 5) -> Game:
    """A game whose decks hold ``first`` and ``second`` and then the FILLER."""
    def deck(ids: list[str]) -> list:  # type: ignore[type-arg]
        return [CARDS[i] for i in ids + FILLER][:10]
    return Setup(deck(first), deck(second)).new_game(seed)


def named(game: Game, instance: int) -> str:
    return game.defs[instance].display_name("en")


def put_on_the_arena(game: Game, card_id: str) -> int:
    """The player to move Summons their ``card_id`` onto the first empty square from
    which it snatches nothing; returns its instance."""
    player = game.to_move
    card = next(c for c in game.hands[player] if game.defs[c].id == card_id)
    square = next(s for s in game.empty_squares() if not game.preview_snatch(card, s, player))
    game.apply(Summon(card, square))
    return card


def a_snatch_of(game: Game, target: int) -> tuple[int, int] | None:
    """A Summon by the player to move whose Snatch Check snatches ``target``."""
    player = game.to_move
    for card in game.hands[player]:
        for square in game.empty_squares():
            if (game.pos[target], "snatch") in game.preview_snatch(card, square, player):
                return card, square
    return None


def to_the_turn_of(game: Game, player: int, card_id: str) -> int:
    """Play quiet Summons until ``player``'s turn, with their ``card_id`` still in Hand;
    the other player's Summons are the FILLER's; returns the first such card."""
    while game.to_move != player:
        own = [c for c in game.hands[game.to_move] if game.defs[c].id in FILLER]
        put_on_the_arena(game, game.defs[own[0]].id)
    return next(c for c in game.hands[player] if game.defs[c].id == card_id)


@pytest.mark.rules("P10.3", "P11.2")
@pytest.mark.parametrize("target_id, words", [
    ("sky-lantern-spirit", "then Sky-Lantern Spirit leaves for its owner's Void"),
    ("homing-pigeon", "then Homing Pigeon goes back to its owner's Hand"),
])
def test_a_snatched_card_that_leaves_at_once_is_said_to(target_id, words):
    for seed in range(40):
        game = game_with(["temple-elephant", "paddy-buffalo"], [target_id], seed)
        to_the_turn_of(game, 1, target_id)  # the second deck's owner
        target = put_on_the_arena(game, target_id)
        found = a_snatch_of(game, target)
        if found is None:
            continue
        card, square = found
        text = prompts.preview_text(game, card, square, game.preview_snatch(card, square, game.to_move), "en")
        assert f"snatches {named(game, target)}" in text
        assert words in text, text
        # as the engine plays it
        events = after_summon(game, card, square)
        assert any(isinstance(e, Snatched) for e in events)
        assert any(isinstance(e, LeftArena) for e in events)
        return
    pytest.fail(f"no game let {target_id} be snatched")


@pytest.mark.rules("P8.4", "P11.2")
def test_a_card_that_removes_itself_at_the_end_of_the_turn_warns_when_it_is_previewed():
    game = game_with(["sand-pagoda-sprite"], [])
    sprite = to_the_turn_of(game, 0, "sand-pagoda-sprite")
    square = game.empty_squares()[0]
    text = prompts.preview_text(game, sprite, square, game.preview_snatch(sprite, square, 0), "en")
    assert "then Sand-Pagoda Sprite leaves for its owner's Void" in text
    # a plain card says nothing of the sort
    plain = next(c for c in game.hands[0] if game.defs[c].id == "boxing-gibbon")
    text = prompts.preview_text(game, plain, square, game.preview_snatch(plain, square, 0), "en")
    assert "then" not in text


def test_the_preview_learns_nothing_hidden():
    """The preview plays on the copy the computer may search (the opponent's Hand in a
    canonical order, the random draws reseeded): the game itself is untouched."""
    game = game_with(["sand-pagoda-sprite"], [])
    sprite = to_the_turn_of(game, 0, "sand-pagoda-sprite")
    before = (game.state_hash(), len(game.log), list(game.hands[1]))
    after_summon(game, sprite, game.empty_squares()[0])
    assert (game.state_hash(), len(game.log), list(game.hands[1])) == before
