"""Replays: the game of a record at any decision, for a replay viewer.

Position ``i`` is the game after the first ``i`` decisions of the record (position 0
is the game right after setup and the game-start event, 6.9).  Every position is built
once when the replay opens (a game is a few small lists, so this is cheap) and handed
out as a fresh copy, so that a viewer can step forward and back, or jump to a turn,
without replaying anything.
"""

from __future__ import annotations

from dataclasses import dataclass

from momon_desktop.engine import Game
from momon_desktop.engine.game import Action

from .moves import Move, move_from_json
from .record import GameRecord, LoadedRecord, how_checked, record_setup, verify_record


@dataclass(frozen=True, slots=True)
class TurnMark:
    """Where a turn starts in the replay: the first position that waits on it."""

    turn: int  # 1 to 16, counted over both players (7.1.1)
    player: int
    position: int


class Replay:
    """Every position of a recorded game."""

    def __init__(self, record: GameRecord, positions: list[Game]) -> None:
        self.record = record
        self._positions = positions

    @classmethod
    def from_record(cls, record: GameRecord) -> Replay:
        """Verify ``record`` and build all its positions; raises ``RecordError``."""
        return cls.from_loaded(verify_record(record))

    @classmethod
    def from_loaded(cls, loaded: LoadedRecord) -> Replay:
        """The replay of an already verified record."""
        record = loaded.record
        game = record_setup(record, loaded.library).new_game(record.seed)
        positions = [game.copy()]
        for move in record.moves:
            game.play_unchecked(move_from_json(game, move))
            positions.append(game.copy())
        return cls(record, positions)

    @property
    def checked(self) -> str:
        """How the record was checked when it was loaded: ``"every decision"``, or
        ``"final state"`` for a record of a version without checks (``docs/records.md``)."""
        return how_checked(self.record)

    def __len__(self) -> int:
        """The number of positions: one more than the number of decisions."""
        return len(self._positions)

    @property
    def last(self) -> int:
        """The index of the final position."""
        return len(self._positions) - 1

    def game_at(self, index: int) -> Game:
        """A copy of the game after ``index`` decisions (clamped to the record)."""
        index = max(0, min(index, self.last))
        return self._positions[index].copy()

    def move_at(self, index: int) -> Move:
        """The decision that leads from position ``index`` to ``index + 1``."""
        move: Move = self.record.moves[index]
        return move

    def decisions(self) -> tuple[list[Game], list[Action], list[int]]:
        """Every decision as the engine sees it: the position before it (a copy), the
        answer given and the seat that gave it (a concession's is its player's)."""
        positions = [self.game_at(i) for i in range(self.last)]
        answers: list[Action] = [move_from_json(g, self.move_at(i))
                                 for i, g in enumerate(positions)]
        seats = self._positions[-1].answer_seats()
        return positions, answers, seats

    def turns(self) -> list[TurnMark]:
        """The start of every turn that has a position, in order."""
        out: list[TurnMark] = []
        seen: set[int] = set()
        for i, g in enumerate(self._positions):
            if g.over:
                break
            turn = g.turns[0] + g.turns[1] + 1
            if turn not in seen:
                seen.add(turn)
                out.append(TurnMark(turn, g.turn_player, i))
        return out

    def position_of_turn(self, turn: int) -> int:
        """The first position of turn ``turn`` (1-16), or of the next turn that has a
        decision when that one had none (an empty Hand, P8.2); the last position when
        the game ended before it."""
        for mark in self.turns():
            if mark.turn >= turn:
                return mark.position
        return self.last
