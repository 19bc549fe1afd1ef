"""The one decoder of the engine's event tuples (momon_desktop.engine.events.decode):
every kind the engine logs becomes its named, typed event with the rule it follows,
the decoder keeps the Arena exactly as the game does, and the Summon preview is the
engine's own Snatch Check (P10.2-P10.5)."""

from __future__ import annotations

import random

import pytest

from momon_desktop.benchmarks.randomcards import random_card_set
from momon_desktop.engine import Game, Summon
from momon_desktop.engine.events import (
    KINDS,
    AbilityDeclined,
    AbilityFoundNothing,
    AbilityNotRequeued,
    AbilityTriggered,
    ArenaFull,
    Card,
    Conceded,
    Event,
    FaceOff,
    FirstPlayerChosen,
    FirstPlayerTokenTaken,
    GameEnded,
    GameEvent,
    GameStarted,
    LeftArena,
    NoSummon,
    PowerChanged,
    PowerExpired,
    Revealed,
    RevealEnded,
    Seat,
    Snatched,
    Square,
    Summoned,
    TieBroken,
    TurnEnded,
    TurnStarted,
    WardBlocked,
    WardsGained,
    decode,
    decode_all,
    face_off_code,
)

# Each kind the engine logs, as it logs it (the rule it cites, then a, b, c), and the
# typed event it stands for.
TABLE: list[tuple[Event, GameEvent]] = [
    (("6.7", "first_player", 0, -1, -1), FirstPlayerChosen("6.7", Seat(0))),
    (("6.9.2", "game_start", -1, -1, -1), GameStarted("6.9.2")),
    (("7.1.1", "turn_start", 1, 3, -1), TurnStarted("7.1.1", Seat(1), 3)),
    (("P8.2", "summon", 0, 4, 9), Summoned("P8.2", Seat(0), Card(4), Square(9))),
    (("P9.2", "summon", 1, 12, 0), Summoned("P9.2", Seat(1), Card(12), Square(0))),
    (("P10.3", "face_off", 4, 13, face_off_code(5, 7, 0)),
     FaceOff("P10.3", Card(4), Card(13), 5, 7, Seat(0))),
    (("P10.3", "snatch", 0, 13, 4), Snatched("P10.3", Card(13), Seat(0), Card(4))),
    (("P10.5", "snatch", 1, 2, -1), Snatched("P10.5", Card(2), Seat(1), None)),
    (("P10.4", "ward_block", 13, 1, 0), WardBlocked("P10.4", Card(13), 1, Seat(0))),
    (("P10.4", "ward", 13, 2, 11), WardsGained("P10.4", Card(13), 2, Card(11))),
    (("PD.12", "ward_limit", 13, 1, 11), WardsGained("PD.12", Card(13), 1, Card(11), True)),
    (("P11.4", "power", 4, -2, 1), PowerChanged("P11.4", Card(4), -2, 1)),
    (("PD.13", "power_limit", 4, 3, 2), PowerChanged("PD.13", Card(4), 3, 2, True)),
    (("P11.4", "expire", 4, -2, 1), PowerExpired("P11.4", Card(4), -2, 1)),
    (("4.5.1", "to_void", 4, 1, 11), LeftArena("4.5.1", Card(4), "void", True, Card(11))),
    (("P11.5", "to_hand", 4, 11, -1), LeftArena("P11.5", Card(4), "hand", False, Card(11))),
    (("P11.6", "sbc_void", 4, 0, -1), LeftArena("P11.6", Card(4), "void", False, None, 0)),
    (("P11.3", "trigger", 11, 0, 1), AbilityTriggered("P11.3", Card(11), 0, Seat(1))),
    (("P11.5", "no_target", 11, 1, 1), AbilityFoundNothing("P11.5", Card(11), 1, Seat(1))),
    (("P11.5", "decline", 11, 0, 0), AbilityDeclined("P11.5", Card(11), 0, Seat(0))),
    (("PD.14", "queue_limit", 11, 0, 1), AbilityNotRequeued("PD.14", Card(11), 0, Seat(1))),
    (("6.8", "take_fpt", 1, 11, -1), FirstPlayerTokenTaken("6.8", Seat(1), Card(11))),
    (("4.7.1", "reveal", 0, 3, 11), Revealed("4.7.1", Seat(0), Card(3), Card(11))),
    (("4.7.2", "reveal_end", 0, 3, -1), RevealEnded("4.7.2", Seat(0), Card(3))),
    (("P8.2", "no_summon", 1, -1, -1), NoSummon("P8.2", Seat(1))),
    (("7.2.1", "arena_full", 1, -1, -1), ArenaFull("7.2.1", Seat(1))),
    (("P8.4", "turn_end", 0, 8, -1), TurnEnded("P8.4", Seat(0), 8)),
    (("7.3.3", "tie_break", 1, -1, -1), TieBroken("7.3.3", Seat(1))),
    (("7.6.1", "concede", 0, -1, -1), Conceded("7.6.1", Seat(0))),
    (("7.3.2", "game_end", 1, 6, 10), GameEnded("7.3.2", Seat(1), (6, 10))),
    (("P11.7", "game_end", -1, 8, 8), GameEnded("P11.7", None, (8, 8))),
]


@pytest.mark.rules("6.7", "6.8", "6.9.2", "7.1.1", "P8.2", "P9.2", "P10.3", "P10.4", "P10.5",
                   "PD.12", "P11.4", "PD.13", "4.5.1", "P11.5", "P11.6", "P11.3", "PD.14",
                   "4.7.1", "4.7.2", "7.2.1", "P8.4", "7.3.3", "7.6.1", "P11.7")
@pytest.mark.parametrize(("event", "typed"), TABLE, ids=[f"{e[1]}-{e[0]}" for e, _t in TABLE])
def test_each_event_kind_decodes_to_its_typed_event(event: Event, typed: GameEvent) -> None:
    assert decode(event) == typed
    assert decode(event).rule == event[0]


def test_the_table_covers_every_kind_the_engine_logs() -> None:
    assert {e[1] for e, _typed in TABLE} == KINDS


@pytest.mark.rules("P10.3", "P10.5", "P11.7", "PD.7")
def test_what_a_typed_event_says_beyond_its_fields() -> None:
    # P10.3: the summoned card stronger, the target stronger (a counter-snatch), equal
    assert [FaceOff("P10.3", Card(0), Card(1), s, t, Seat(0)).outcome
            for s, t in ((5, 3), (3, 5), (4, 4))] == [1, -1, 0]
    # P10.5: a card is only ever snatched from the other player
    assert decode(("P10.3", "snatch", 1, 2, 3)) == Snatched("P10.3", Card(2), Seat(1), Card(3))
    assert Snatched("P10.3", Card(2), Seat(1), Card(3)).before == 0
    assert Snatched("P10.3", Card(2), Seat(0), None).before == 1
    # P11.7: a draw because the same position keeps coming back
    assert GameEnded("P11.7", None, (8, 8)).forced_loop
    # PD.7: so is a draw by a chain that reached its limit
    assert GameEnded("PD.7", None, (8, 8)).forced_loop
    assert not GameEnded("7.3.2", None, (8, 8)).forced_loop
    assert not GameEnded("7.3.2", Seat(0), (9, 7)).forced_loop


def test_a_kind_the_engine_never_logs_is_refused() -> None:
    with pytest.raises(ValueError, match="no event of kind 'teleport'"):
        decode(("P1", "teleport", 0, 0, 0))


@pytest.mark.rules("4.5.5", "P9.1", "P10.4")
def test_decoding_keeps_the_squares_and_ward_tokens_as_the_game_does() -> None:
    """Decoded from the start with an empty Arena, the events of random games with
    abilities put every card on the square the game has it on, with its Ward Tokens;
    a card leaving says the square it left, and each change of Ward Tokens the count."""
    rnd = random.Random(28)
    for seed in range(12):
        game = Game.new(random_card_set(rnd, "a"), random_card_set(rnd, "b"), seed)
        n = len(game.setup.owner)
        while not game.over:
            squares, wards = list(game.pos), list(game.wards)
            start = len(game.log)
            d = game.awaiting
            assert d is not None
            game.apply(rnd.choice(d.options))
            for event in decode_all(game.log[start:], squares, wards):
                if isinstance(event, LeftArena):
                    assert 0 <= event.square < 16
                if isinstance(event, WardsGained | WardBlocked):
                    assert event.wards >= 0
        squares, wards = [-1] * n, [0] * n
        decoded = decode_all(game.log, squares, wards)
        assert len(decoded) == len(game.log)
        where, tokens = [-1] * n, [0] * n
        for event in game.log:
            decode(event, where, tokens)
        on = [c for c in range(n) if game.pos[c] >= 0]
        assert where == list(game.pos)
        assert [tokens[c] for c in on] == [game.wards[c] for c in on]


@pytest.mark.rules("P10.2", "P10.3", "P10.4")
def test_the_preview_is_what_the_snatch_check_then_does() -> None:
    """Every Summon of random games with abilities whose card has no "when summoned"
    ability (those resolve first, P8.2, and the preview leaves them out) and that does
    not bring a card's power to 0 or less as it arrives (that card leaves first, P11.6):
    what
    preview_snatch says of each target is what the Summon's own Snatch Check does.
    The summoned card's own continuous abilities count (P5.4), also when no other card
    on the Arena has one."""
    rnd = random.Random(10)
    checked = own_ability = 0
    for seed in range(8):
        game = Game.new(random_card_set(rnd, "a"), random_card_set(rnd, "b"), seed)
        while not game.over:
            d = game.awaiting
            assert d is not None
            if d.is_summon:
                for answer in d.options:
                    assert isinstance(answer, Summon)
                    card, square = answer
                    if game.setup.trig[card][2]:  # T_SUMMONED
                        continue
                    preview = game.preview_snatch(card, square, d.player)
                    played = game.copy()
                    start = len(played.log)
                    played.apply(answer)
                    if _interrupted(played, start):
                        continue
                    assert preview == _outcomes(game, played, card, start)
                    checked += 1
                    own_ability += bool(game.setup.cont[card]) and not game.n_cont
            game.apply(rnd.choice(d.options))
    assert checked > 1000 and own_ability > 20


def _outcomes(before: Game, played: Game, card: int, start: int) -> list[tuple[int, str]]:
    """The outcome of each target of the Snatch Check of ``card`` among the events of
    ``played`` from ``start`` on, in the preview's words; the targets are on the squares
    they were on ``before`` the Summon."""
    pos = before.pos
    out: list[tuple[int, str]] = []
    for event in decode_all(played.log[start:], list(before.pos), list(before.wards)):
        if isinstance(event, FaceOff) and event.card == card:
            if event.outcome == 0:
                out.append((pos[event.target], "tie"))
            elif event.outcome < 0:
                out.append((pos[event.target], "counter"))
                break
        elif isinstance(event, Snatched) and event.by_card == card:
            out.append((pos[event.card], "snatch"))
        elif isinstance(event, WardBlocked) and event.card != card:
            out.append((pos[event.card], "ward"))
        elif isinstance(event, TurnEnded | AbilityTriggered):
            break
    return out


def _interrupted(played: Game, start: int) -> bool:
    """Whether a card left the Arena with its power at 0 or less (P11.6), the summoned
    card's continuous abilities having brought it down, before the Summon's Snatch Check."""
    for event in decode_all(played.log[start:], list(played.pos), list(played.wards)):
        if isinstance(event, FaceOff | Snatched | WardBlocked | TurnEnded):
            return False
        if isinstance(event, LeftArena):
            return True
    return False
