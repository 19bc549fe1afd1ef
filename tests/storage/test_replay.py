"""The replay helper: every position of a recorded game, stepping and jumping to a turn."""

from __future__ import annotations

import pytest

from momon_desktop.storage import RecordError, Replay, make_record, move_from_json

from .helpers import bundled_game, finished_record


def test_every_position_matches_a_fresh_replay() -> None:
    record = finished_record(seed=8)
    replay = Replay.from_record(record)
    assert len(replay) == len(record.moves) + 1
    game, _library = bundled_game(seed=8, moves=0)
    for i in range(len(replay)):
        assert replay.game_at(i).state_hash() == game.state_hash()
        if i < len(record.moves):
            assert replay.move_at(i) == record.moves[i]
            game.apply(move_from_json(game, record.moves[i]))
    assert replay.game_at(replay.last).state_hash() == record.state_hash
    assert replay.game_at(replay.last).over


def test_step_forward_and_back_gives_independent_copies() -> None:
    replay = Replay.from_record(finished_record(seed=8))
    g5 = replay.game_at(5)
    g5.apply(g5.legal_answers()[0])  # a viewer playing on from a position...
    assert replay.game_at(5).state_hash() != g5.state_hash()  # ...does not change the replay
    assert replay.game_at(6).state_hash() == replay.game_at(6).state_hash()
    assert replay.game_at(-3).state_hash() == replay.game_at(0).state_hash()
    assert replay.game_at(10**6).state_hash() == replay.game_at(replay.last).state_hash()


def test_jump_to_a_turn() -> None:
    replay = Replay.from_record(finished_record(seed=8))
    marks = replay.turns()
    assert [m.turn for m in marks] == sorted({m.turn for m in marks})
    assert marks[0].turn == 1 and marks[0].player == 0 and marks[0].position == 0
    for mark in marks:
        game = replay.game_at(replay.position_of_turn(mark.turn))
        # 7.1.1: before turn N, N - 1 turns have been taken.
        assert game.turns[0] + game.turns[1] == mark.turn - 1
        assert game.turn_player == mark.player
    assert replay.position_of_turn(99) == replay.last


def test_replay_of_a_bad_record_is_refused() -> None:
    record = finished_record(seed=8)
    bad = record.model_copy(update={"state_hash": "0" * 32})
    with pytest.raises(RecordError, match="hash mismatch"):
        Replay.from_record(bad)


def test_replay_of_an_unfinished_game() -> None:
    game, library = bundled_game(seed=2, moves=5)
    replay = Replay.from_record(make_record(game, library))
    assert replay.last == 5
    assert not replay.game_at(replay.last).over
