"""The computer sees only what its player may see (4.4.1, 4.5.2, 6.2, PD.11).

Changing what is hidden from the player to move never changes its answer, for every
level, every style and every scripted opponent:

* the order of the opponent's Hand as the game state keeps it, and the opponent's own
  arrangement of it (4.4.1);
* the order, and so the identity at each place, of the opponent's face-down Void cards
  (4.5.2);
* the order of the opponent's deck list, which is the first order of their Hand (6.2)
  and numbers their card instances: the same public game, replayed with the deck list
  shuffled, must give the same answer;
* the game's future random draws (the random Reveal, PD.11).

The searching levels run on their node budgets without their clock caps, so that a
loaded test machine cannot change the answer; the hard level is asked only in late
positions, where it solves the end exactly and answers in a few hundredths of a second.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path

import pytest

from momon_desktop.ai import (
    BASELINES,
    LEVELS,
    STYLE_WEIGHTS,
    ExpertPlayer,
    Player,
    SearchLimits,
    SearchPlayer,
    choose_answer,
    load_profiles,
    make_player,
    native,
)
from momon_desktop.cards import CardPool
from momon_desktop.engine import CardDef, Game, Setup, Summon

from .conftest import deck_lists

# Decks whose cards go to the Void face down (sand-pagoda-sprite at the end of a turn,
# 4.5.1; power lowered to 0 by durian-hedgehog, P11.6) and face up (sky-lantern-spirit,
# 4.5.3), with effect Summons (tuk-tuk-beetle, P9.2), chosen targets and "may"
# abilities (P11.5) and a random Reveal (fortune-teller-myna, 4.7.1).
_VOID_DECKS = (
    ("sand-pagoda-sprite", "sand-pagoda-sprite", "sand-pagoda-sprite", "firefly-swarm",
     "firefly-swarm", "tuk-tuk-beetle", "rod-puppet-spirit", "durian-hedgehog",
     "durian-hedgehog", "sky-lantern-spirit"),
    ("durian-hedgehog", "durian-hedgehog", "sand-pagoda-sprite", "sand-pagoda-sprite",
     "firefly-swarm", "songkran-elephant", "fortune-teller-myna", "homing-pigeon",
     "krathong-turtle", "rod-puppet-spirit"),
)

STYLES = tuple(STYLE_WEIGHTS)


# expert's plan in these tests: its three phases, a tenth of its budgets (what the
# hidden information may change does not depend on how long the search is)
_SMALL_PLAN = [(native.SEARCH, 150_000), (native.PROVE, 150_000), (native.EXACT, 150_000)]


def _without_clock(player: Player) -> Player:
    """``player`` with its node budget only, so that its answer is exact; expert with a
    smaller plan of the same phases."""
    if isinstance(player, SearchPlayer):
        return replace(player, limits=replace(player.limits, seconds=None))
    if isinstance(player, ExpertPlayer):
        return replace(player, plan=_SMALL_PLAN)
    return player


# Every level with every style (the baselines have no style).
_LEVEL_STYLES = [(level, "balanced") for level in BASELINES] + [
    (level, style) for level in LEVELS for style in STYLES
]


@pytest.fixture(scope="module")
def hidden_setups(pool: CardPool, setups: list[Setup]) -> list[Setup]:
    """The shared setups and the Void decks against each other and every other deck."""
    def cards(ids: tuple[str, ...] | list[str]) -> list[CardDef]:
        return [pool.get(c) for c in ids]

    out = list(setups)
    out.append(Setup(cards(_VOID_DECKS[0]), cards(_VOID_DECKS[1])))
    out.append(Setup(cards(_VOID_DECKS[1]), cards(_VOID_DECKS[0])))
    for i, other in enumerate(deck_lists()):
        void = cards(_VOID_DECKS[i % 2])
        out.append(Setup(void, cards(other)))
        out.append(Setup(cards(other), void))
    return out


def _late(game: Game) -> bool:
    """At most four turns left: the hard level solves the rest exactly, and fast."""
    return game.turns[0] + game.turns[1] >= 12


def _positions(setups: list[Setup], count: int, seed: int,
               keep: Callable[[Game], bool] = lambda g: True) -> list[Game]:
    """``count`` positions from random play that ``keep`` accepts, at every stage."""
    rnd = random.Random(seed)
    out: list[Game] = []
    while len(out) < count:
        setup = setups[rnd.randrange(len(setups))]
        game = setup.new_game(rnd.randrange(1 << 30))
        stop = rnd.randrange(0, 40)
        for _ in range(stop):
            if game.over:
                break
            game.play_unchecked(game.random_answer(rnd))
        if not game.over and keep(game):
            out.append(game)
    return out


# ---------------------------------------------------------------- changing what is hidden


@dataclass
class Changed:
    """What a change of the hidden information changed, across a test's positions."""

    hand_order: int = 0
    arrangement: int = 0
    void_order: int = 0
    deck_order: int = 0


def _reorder_hidden(game: Game, rnd: random.Random, changed: Changed) -> Game:
    """The same visible position with the opponent's Hand order and arrangement, the
    order of their face-down Void cards and the random draws changed."""
    other = game.copy()
    opp = 1 - game.to_move
    hand = other.hands[opp]
    rnd.shuffle(hand)
    changed.hand_order += hand != game.hands[opp]
    arranged = list(hand)
    rnd.shuffle(arranged)
    other.arrange_hand(opp, arranged)
    changed.arrangement += other.hand_arrangement(opp) != game.hand_arrangement(opp)
    void = other.voids[opp]
    down = [i for i, c in enumerate(void) if not other.faceup[c]]
    cards = [void[i] for i in down]
    rnd.shuffle(cards)
    for i, c in zip(down, cards, strict=True):
        void[i] = c
    changed.void_order += void != game.voids[opp]
    other.rng = rnd.randrange(1 << 64)
    return other


def _public(game: Game, seat: int) -> tuple[object, ...]:
    """What ``seat`` may know of ``game``, with cards named by id instead of instance."""
    defs = game.setup.defs
    owner = game.setup.owner
    powers = game.arena_powers()

    def name(c: int) -> tuple[str, int] | None:
        return None if c < 0 else (defs[c].id, owner[c])

    arena = tuple(
        None if c < 0 else (name(c), game.ctrl[c], powers[sq], game.wards[c])
        for sq, c in enumerate(game.board)
    )
    own_hand = tuple(game.hands[seat])
    opp_hand = tuple(sorted(defs[c].id for c in game.hands[1 - seat]))
    voids = tuple(tuple((name(c), game.faceup[c]) for c in v) for v in game.voids)
    mods = tuple(sorted((game.pos[c], amount, duration, ctrl)
                        for c, amount, duration, ctrl in game.mods))
    queue = tuple((name(src), k, cc, sq) for (_e, cc, _pl, k, src, _inc, sq) in game.queue)
    p = game.pending
    pending = None if p is None else (p.kind, p.player, name(p.source), p.ability, p.squares)
    return (arena, own_hand, opp_hand, voids, mods, queue, pending, tuple(game.turns),
            game.turn_player, game.fpt, game.stage, game.arena_full)


def _renumbered(game: Game, rnd: random.Random, changed: Changed) -> Game | None:
    """The same public game with the opponent's deck list in another order (and so their
    card instances numbered differently), or None if that order showed in public (the
    order of game-start abilities follows the first Hand, PD.1)."""
    setup = game.setup
    opp = 1 - game.to_move
    decks = [list(setup.decks[0]), list(setup.decks[1])]
    rnd.shuffle(decks[opp])
    if [d.id for d in decks[opp]] == [d.id for d in setup.decks[opp]]:
        return None
    other_setup = Setup(decks[0], decks[1])
    other = other_setup.new_game(game.seed)
    for answer in game.history:
        if isinstance(answer, Summon):
            card_id = setup.defs[answer.card].id
            seat = setup.owner[answer.card]
            copy = next(c for c in other.hands[seat] if other_setup.defs[c].id == card_id)
            answer = other_setup.summons[copy][answer.square]
        if other.over or not other.is_legal(answer):
            return None
        other.play_unchecked(answer)
    if other.over or _public(other, game.to_move) != _public(game, game.to_move):
        return None
    changed.deck_order += 1
    return other


def _same_answers(player: Player, games: list[Game], seed: int) -> Changed:
    """Assert that ``player`` answers each of ``games`` as it answers each with its
    hidden information changed; what was changed is returned."""
    rnd = random.Random(seed)
    changed = Changed()
    for i, game in enumerate(games):
        answer = player.choose(game, i)
        other = _reorder_hidden(game, rnd, changed)
        assert player.choose(other, i) == answer, (
            f"position {i}: hidden Hand order, arrangement, face-down Void order or "
            "random draws changed the answer")
        renumbered = _renumbered(game, rnd, changed)
        if renumbered is not None:
            assert player.choose(renumbered, i) == answer, (
                f"position {i}: the order of the opponent's deck list changed the answer")
    return changed


def _assert_every_kind_changed(changed: Changed) -> None:
    assert changed.hand_order and changed.arrangement and changed.void_order, changed
    assert changed.deck_order, changed


def _face_down(game: Game) -> int:
    """How many face-down cards the opponent of the player to move has in their Void."""
    opp = 1 - game.to_move
    return sum(1 for c in game.voids[opp] if not game.faceup[c])


def _kinds(games: list[Game]) -> set[int]:
    return {g.pending.kind for g in games if g.pending is not None}


@pytest.fixture(scope="module")
def any_stage(hidden_setups: list[Setup]) -> list[Game]:
    """Positions from the first decision to the last turn, of every decision kind."""
    games = _positions(hidden_setups, 30, seed=5)
    # and two of each kind that random play reaches less often: an effect Summon
    # (P9.2), a choice of a square and a "may" (P11.5)
    for kind in (1, 2, 3):
        games += _positions(hidden_setups, 2, seed=kind,
                            keep=lambda g, k=kind: g.pending is not None and g.pending.kind == k)
    turns = {g.turns[0] + g.turns[1] for g in games}
    assert min(turns) <= 2 and max(turns) >= 12
    return games


@pytest.fixture(scope="module")
def late(hidden_setups: list[Setup]) -> list[Game]:
    """Positions with at most four turns left."""
    return _positions(hidden_setups, 14, seed=8, keep=_late)


@pytest.mark.rules("4.4.1", "4.5.2", "6.2", "PD.11")
@pytest.mark.parametrize(("level", "style"),
                         [ls for ls in _LEVEL_STYLES if ls[0] != "hard"])
def test_hidden_information_does_not_change_the_choice(
        any_stage: list[Game], level: str, style: str) -> None:
    # summon, effect Summon (P9.2), choice of a square and "may" (P11.5)
    assert _kinds(any_stage) == {0, 1, 2, 3}
    _assert_every_kind_changed(
        _same_answers(_without_clock(make_player(level, style)), any_stage, seed=11))


@pytest.mark.rules("4.4.1", "4.5.2", "6.2", "PD.11")
@pytest.mark.parametrize("style", STYLES)
def test_hidden_information_does_not_change_the_hard_choice(
        late: list[Game], style: str) -> None:
    _assert_every_kind_changed(
        _same_answers(_without_clock(make_player("hard", style)), late, seed=13))


@pytest.mark.rules("4.4.1", "4.5.2", "6.2", "PD.11")
@pytest.mark.parametrize("style", STYLES)
def test_hidden_information_does_not_change_the_hard_search_early(
        any_stage: list[Game], style: str) -> None:
    """Early positions too, with a smaller node budget than the hard level's."""
    player = SearchPlayer("hard", SearchLimits(nodes=1500, exact_turns=4, width=10),
                          STYLE_WEIGHTS[style])
    some = [g for g in any_stage if _face_down(g) >= 3][:3] + any_stage[::6]
    _assert_every_kind_changed(_same_answers(player, some, seed=3))


def _profile_positions(pool: CardPool, deck: list[str], hard: bool,
                       seed: int) -> Iterator[Game]:
    """Positions where the profile's deck decides, against the Void decks."""
    mine = [pool.get(c) for c in deck]
    setups = []
    for void in _VOID_DECKS:
        theirs = [pool.get(c) for c in void]
        setups += [Setup(mine, theirs), Setup(theirs, mine)]

    def keep(g: Game) -> bool:
        seat = 0 if g.setup.decks[0] == tuple(mine) else 1
        return g.to_move == seat and (_late(g) or not hard)

    yield from _positions(setups, 8, seed, keep)


@pytest.mark.rules("4.4.1", "4.5.2", "6.2", "PD.11")
def test_hidden_information_does_not_change_a_scripted_opponents_choice(
        pool: CardPool, opponents_dir: Path) -> None:
    profiles = load_profiles(opponents_dir)
    # Every level but expert, which no scripted opponent plays at yet.
    assert {p.strength for p in profiles} == set(LEVELS) - {"expert"}
    changed = Changed()
    for k, profile in enumerate(profiles):
        games = list(_profile_positions(pool, list(profile.deck),
                                        profile.strength == "hard", seed=20 + k))
        one = _same_answers(_without_clock(profile.player()), games, seed=30 + k)
        for field in ("hand_order", "arrangement", "void_order", "deck_order"):
            setattr(changed, field, getattr(changed, field) + getattr(one, field))
    _assert_every_kind_changed(changed)


def test_the_positions_cover_the_rng_and_the_void(any_stage: list[Game]) -> None:
    """The changes above reach what they mean to: face-down Void cards (4.5.2) of the
    opponent, more than one, and a pending random Reveal's draw (PD.11)."""
    assert any(_face_down(g) >= 2 for g in any_stage)
    assert any(g.voids[1 - g.to_move] and any(g.faceup[c] for c in g.voids[1 - g.to_move])
               for g in any_stage)


def test_the_choice_with_the_referees_entry_point(any_stage: list[Game]) -> None:
    """``choose_answer`` (the referee's ``{"ai": LEVEL}``) looks only at what is visible."""
    rnd = random.Random(17)
    changed = Changed()
    for i, game in enumerate(any_stage[::3]):
        other = _reorder_hidden(game, rnd, changed)
        assert choose_answer(game, "normal", i) == choose_answer(other, "normal", i)


def test_the_real_game_is_never_searched(setups: list[Setup]) -> None:
    game = setups[0].new_game(4)
    history = list(game.history)
    key = game.state_key()
    make_player("normal").choose(game, 0)
    assert game.state_key() == key and game.history == history


# Positions where, before the opponent's Hand was sorted by card id, the hard player
# chose differently when only the order of the opponent's deck list (the first order of
# their Hand, 6.2) was different: the second deck as dealt, then as shuffled.
_FIRST = ("naga-hatchling", "sand-pagoda-sprite", "paddy-buffalo", "paddy-buffalo",
          "rain-calling-naga", "coconut-crab", "boxing-gibbon", "boxing-gibbon", "market-cat",
          "ill-omen-crow")
_SECOND = ("spirit-house-guardian", "spirit-house-guardian", "krathong-turtle",
           "krathong-turtle", "pagoda-snail", "homing-pigeon", "sky-lantern-spirit",
           "dusk-heron", "bodhi-tree-spirit", "songkran-elephant")
_DECK_ORDER_CASES = [
    (("songkran-elephant", "dusk-heron", "krathong-turtle", "krathong-turtle",
      "spirit-house-guardian", "homing-pigeon", "sky-lantern-spirit", "bodhi-tree-spirit",
      "spirit-house-guardian", "pagoda-snail"),
     963701, [("boxing-gibbon", 12), ("homing-pigeon", 15)]),
    (("pagoda-snail", "sky-lantern-spirit", "bodhi-tree-spirit", "spirit-house-guardian",
      "spirit-house-guardian", "homing-pigeon", "songkran-elephant", "dusk-heron",
      "krathong-turtle", "krathong-turtle"),
     321033, [("naga-hatchling", 4), ("pagoda-snail", 0)]),
]


def _summons_by_id(game: Game, moves: list[tuple[str, int]]) -> None:
    for card_id, square in moves:
        seat = game.to_move
        card = next(c for c in game.hands[seat] if game.defs[c].id == card_id)
        game.apply(game.setup.summons[card][square])


@pytest.mark.rules("4.4.1", "6.2")
@pytest.mark.parametrize(("shuffled", "seed", "moves"), _DECK_ORDER_CASES)
def test_the_opponents_deck_list_order_does_not_change_the_hard_choice(
        shuffled: tuple[str, ...], seed: int, moves: list[tuple[str, int]]) -> None:
    from momon_desktop.ai.players import hard_limits
    from momon_desktop.cards import bundled_pool

    # the hard level's own budget in nodes, without the clock cap a loaded machine
    # could reach, so the comparison is exact
    player = SearchPlayer("hard", replace(hard_limits(), seconds=None))
    pool = bundled_pool()
    first = tuple(pool.get(c) for c in _FIRST)
    answers = []
    for second in (_SECOND, shuffled):
        game = Setup(first, tuple(pool.get(c) for c in second)).new_game(seed)
        _summons_by_id(game, moves)
        assert game.to_move == 0
        answer = player.choose(game, 7)
        assert isinstance(answer, Summon)
        answers.append((game.defs[answer.card].id, answer.square))
    assert answers[0] == answers[1]



@pytest.mark.rules("4.4.1", "4.5.2", "4.5.3")
def test_the_player_view_does_not_change_with_what_is_hidden(any_stage: list[Game]) -> None:
    """What a window or the computer is shown of a game (``player_view``) is the same
    when the opponent's Hand order and arrangement, the order of their face-down Void
    cards or the random draws change."""
    from momon_desktop.engine.view import player_view

    rnd = random.Random(19)
    changed = Changed()
    for game in any_stage:
        other = _reorder_hidden(game, rnd, changed)
        seat = game.to_move
        assert player_view(other, seat) == player_view(game, seat)
        assert player_view(other, -1) == player_view(game, -1)
    assert changed.hand_order and changed.arrangement and changed.void_order
