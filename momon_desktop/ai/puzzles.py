"""Practice puzzles: positions stored as scenario files, each with a goal.

A puzzle file is a scenario file (``shared/formats.md``: ``format``, ``decks``,
``moves`` that lead to the position) with one more object, ``puzzle``:

```json
"puzzle": {
  "format_version": 1,
  "id": "temple-steps",
  "title": {"en": "Temple Steps", "th": "บันไดวัด"},
  "goal": {"kind": "snatch", "count": 3,
           "text": {"en": "Snatch three Momon in one turn.", "th": "…"}}
}
```

The player to move when the moves are played is the solver.  Goal kinds:

* ``win``: win the game from here, whatever the opponent does (7.3.2, 7.3.3);
* ``win_by``: win with at least ``count`` more controlled Momon than the opponent (7.3.1);
* ``snatch``: by the end of this turn, control at least ``count`` Momon that the
  opponent controlled at its start (P10.3, P10.5), whatever the opponent decides.

:func:`solve` proves a goal by searching the whole remaining tree (no evaluation, no
width limit) and returns an answer that keeps the goal reachable; :func:`hint` gives
the hard computer player's answer for any position.

Card definitions come from the caller (``card_lookup``, normally the bundled card
pool's ``get``), so this module does not read card sets.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Annotated, Literal

from pydantic import Field, ValidationError

from momon_desktop.content import json_files, read_json
from momon_desktop.engine import (
    Answer,
    CardDef,
    Choose,
    Game,
    IllegalDecision,
    Setup,
    Summon,
    YesNo,
    parse_square,
    square_name,
)

from .evaluate import WIN
from .players import TOP_LEVEL, choose_answer
from .profiles import StrictModel, Text
from .search import Searcher, SearchLimits

CardLookup = Callable[[str], CardDef]


class Goal(StrictModel):
    """What the solver must achieve (see the module documentation)."""

    kind: Literal["win", "win_by", "snatch"]
    count: int = Field(default=0, ge=0, le=16)
    text: Text


class PuzzleInfo(StrictModel):
    """The ``puzzle`` object of a puzzle file."""

    format_version: Literal[1]
    id: Annotated[str, Field(pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$")]
    title: Text
    goal: Goal


class ScenarioDecks(StrictModel):
    """The two decks of a scenario, by seat."""

    first: list[str] = Field(min_length=1)
    second: list[str] = Field(min_length=1)


class PuzzleFile(StrictModel):
    """A scenario file with a ``puzzle`` object."""

    format: Literal["standard", "open"] = "standard"
    decks: ScenarioDecks
    moves: list[dict[str, object]]
    puzzle: PuzzleInfo


class PuzzleError(ValueError):
    """A puzzle file that cannot be read or played, naming the file and the problem."""


@dataclass(frozen=True, slots=True)
class Puzzle:
    """A loaded puzzle: its description and the answers that reach its position."""

    info: PuzzleInfo
    format: str
    first_deck: tuple[str, ...]
    second_deck: tuple[str, ...]
    moves: tuple[dict[str, object], ...]
    source: str

    @property
    def id(self) -> str:
        """The puzzle's id."""
        return self.info.id

    @property
    def goal(self) -> Goal:
        """The puzzle's goal."""
        return self.info.goal

    def start(self, card_lookup: CardLookup) -> Game:
        """A game at the puzzle's position (the moves replayed on a new game)."""
        return replay_scenario(self.first_deck, self.second_deck, self.moves, card_lookup,
                               self.source)


def replay_scenario(first_deck: Sequence[str], second_deck: Sequence[str],
                    moves: Sequence[dict[str, object]], card_lookup: CardLookup,
                    source: str, moves_field: str = "") -> Game:
    """A new game between the two decks (card ids) with the scenario ``moves`` replayed
    on it: the position of a puzzle or a lesson. Raises :class:`PuzzleError` naming
    ``source`` (and ``moves_field`` before a move's number: where the file keeps its
    moves) for an unknown card, a move the engine refuses, or a game that ends."""
    try:
        first = [card_lookup(c) for c in first_deck]
        second = [card_lookup(c) for c in second_deck]
    except KeyError as exc:
        raise PuzzleError(f"{source}: unknown card {exc.args[0]!r}") from None
    game = Setup(first, second).new_game(0)
    for index, move in enumerate(moves):
        try:
            game.apply(scenario_answer(game, move))
        except (IllegalDecision, KeyError, ValueError) as exc:
            raise PuzzleError(f"{source}: {moves_field}move {index}: {exc}") from None
        if game.result is not None:
            raise PuzzleError(f"{source}: {moves_field}move {index}: the game is over")
    return game


def scenario_answer(game: Game, move: dict[str, object]) -> Answer:
    """The answer a scenario move (``summon``/``to``, ``choose``, ``yes``) stands for."""
    if "summon" in move:
        seat = game.to_move
        card_id = move["summon"]
        defs = game.setup.defs
        for c in game.hands[seat]:
            if defs[c].id == card_id:
                return Summon(c, parse_square(str(move["to"])))
        raise IllegalDecision(f"P9.1: {card_id!r} is not in the summoning player's Hand")
    if "choose" in move:
        return Choose(parse_square(str(move["choose"])))
    if "yes" in move:
        return YesNo(bool(move["yes"]))
    raise ValueError(f"not a move this puzzle can replay: {move!r}")


def answer_to_move(game: Game, answer: Answer) -> dict[str, object]:
    """A scenario move for ``answer`` (the inverse of :func:`scenario_answer`)."""
    if isinstance(answer, Summon):
        return {"summon": game.setup.defs[answer.card].id, "to": square_name(answer.square)}
    if isinstance(answer, Choose):
        return {"choose": square_name(answer.square)}
    return {"yes": answer.yes}


def parse_puzzle(data: object, source: str) -> Puzzle:
    """Validate already-parsed JSON as a puzzle file."""
    try:
        model = PuzzleFile.model_validate(data)
    except ValidationError as exc:
        problems = "; ".join(
            f'field "{".".join(str(p) for p in err["loc"]) or "(root)"}": {err["msg"]}'
            for err in exc.errors()
        )
        raise PuzzleError(f"{source}: {problems}") from None
    return Puzzle(model.puzzle, model.format, tuple(model.decks.first),
                  tuple(model.decks.second), tuple(model.moves), source)


def load_puzzle(path: str | os.PathLike[str]) -> Puzzle:
    """Read and validate one puzzle file."""
    return parse_puzzle(read_json(path, PuzzleError), os.fspath(path))


def load_puzzles(directory: str | os.PathLike[str]) -> list[Puzzle]:
    """Every ``*.json`` puzzle in ``directory`` (normally ``resources/puzzles``), by name."""
    return [load_puzzle(p) for p in json_files(directory)]


# ----------------------------------------------------------------------------- goals


def snatched_this_turn(game: Game, start_ctrl: Sequence[int], start_board: Sequence[int],
                       seat: int) -> int:
    """Momon now controlled by ``seat`` that were on the Arena under the opponent's
    control in ``start_board`` / ``start_ctrl`` (P10.5: a snatch turns the Marking Token)."""
    momon = game.setup.momon
    count = 0
    for sq in range(16):
        c = start_board[sq]
        if c >= 0 and momon[c] and start_ctrl[c] != seat and game.board[sq] == c \
                and game.ctrl[c] == seat:
            count += 1
    return count


def best_snatch(game: Game) -> tuple[int, Answer | None]:
    """The most Momon the player to move can be sure to snatch by the end of this
    turn (min over the opponent's decisions inside it), and an answer that does it."""
    seat = game.to_move
    turn_player = game.turn_player
    turns = (game.turns[0], game.turns[1])
    start_board = list(game.board)
    start_ctrl = list(game.ctrl)

    def value(g: Game) -> int:
        if g.result is not None or (g.turns[0], g.turns[1]) != turns \
                or g.turn_player != turn_player:
            return snatched_this_turn(g, start_ctrl, start_board, seat)
        mine = g.to_move == seat
        best = -1 if mine else 99
        for a in g.legal_answers():
            g.apply(a)
            try:
                v = value(g)
            finally:
                g.undo()
            best = max(best, v) if mine else min(best, v)
        return best

    top = -1
    top_answer: Answer | None = None
    for a in game.legal_answers():
        game.apply(a)
        try:
            v = value(game)
        finally:
            game.undo()
        if v > top:
            top, top_answer = v, a
    return top, top_answer


def exact_value(game: Game, seconds: float | None = None) -> tuple[int, Answer, bool]:
    """The exact value of the position for the player to move (±WIN plus the final
    Momon margin, :func:`~momon_desktop.ai.evaluate.terminal_value`), a best answer,
    and whether the solve finished."""
    searcher = Searcher(limits=SearchLimits(exact_turns=16, seconds=seconds))
    result = searcher.search(game.copy(), value_needed=True)
    return result.value, result.answer, result.exact


@dataclass(frozen=True, slots=True)
class Solution:
    """The proof that a puzzle is solvable: an answer and the value it secures."""

    solvable: bool
    answer: Answer | None
    value: int


def solve(puzzle: Puzzle, game: Game) -> Solution:
    """Prove the puzzle's goal from ``game`` (its position) by a complete search."""
    goal = puzzle.goal
    if goal.kind == "snatch":
        n, answer = best_snatch(game)
        return Solution(n >= goal.count, answer, n)
    value, answer, exact = exact_value(game)
    need = WIN // 2 if goal.kind == "win" else WIN + goal.count
    return Solution(exact and value >= need, answer, value)


def goal_met(puzzle: Puzzle, start: Game, game: Game) -> bool | None:
    """Whether ``game`` (played on from the puzzle position ``start``) met the goal:
    True or False once decided, None while it is still open."""
    seat = start.to_move
    goal = puzzle.goal
    if goal.kind == "snatch":
        if game.result is None and game.turns == start.turns:
            return None
        return snatched_this_turn(game, start.ctrl, start.board, seat) >= goal.count
    res = game.result
    if res is None:
        return None
    if res.winner != seat:
        return False
    margin = res.momon[seat] - res.momon[1 - seat]
    return goal.kind == "win" or margin >= goal.count


def hint(game: Game, seed: int = 0) -> Answer:
    """A suggested answer for the player to move: the choice of the computer at
    :data:`~momon_desktop.ai.players.TOP_LEVEL`.

    It sees only what that player may see, like every computer player.
    """
    return choose_answer(game, TOP_LEVEL, seed)
