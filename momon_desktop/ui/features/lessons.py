"""The tutorial's lessons: scenario files in ``resources/tutorial``, and the progress.

A lesson file is a scenario file (``shared/formats.md``: ``format``, ``decks``, the
``moves`` that lead to the position, as a practice puzzle's, replayed by
:func:`momon_desktop.ai.puzzles.replay_scenario`) with a ``lesson`` object: its id,
title, the rule numbers it teaches, its goal and its steps. ``docs/tutorial.md``
describes every field. The player to move at the position is the person; the other
seat is the scripted opponent, whose answers are the ``replies`` of the steps.

A file is checked when it is read (:func:`load_lessons`): its fields, the rule
numbers (each must be one the engine follows, :mod:`momon_desktop.engine.rulebook`),
and the whole script played on the engine: every accepted answer and reply must be
legal where it comes, every wrong-move explanation must fit a legal answer that is
not accepted, and the goal must be reached at the end. A problem raises
:class:`LessonError` naming the file and the field.

Progress (the lessons done on this computer) is ``tutorial.json`` in the data folder.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Literal

from pydantic import Field, ValidationError, model_validator

from momon_desktop.ai.profiles import StrictModel, Text
from momon_desktop.ai.puzzles import PuzzleError, ScenarioDecks, replay_scenario
from momon_desktop.content import json_files, read_json
from momon_desktop.engine import (
    Answer,
    CardDef,
    Choose,
    Game,
    Summon,
    YesNo,
    parse_square,
    rulebook,
)
from momon_desktop.engine.game import Action
from momon_desktop.storage import atomic_write, data_dir
from momon_desktop.storage.files import SmallFileError, set_aside
from momon_desktop.storage.kept import KeptId, KeptModel, read_kept
from momon_desktop.storage.messages import Localized

CardLookup = Callable[[str], CardDef]
Square = Annotated[str, Field(pattern=r"^[A-D][1-4]$")]
CardId = Annotated[str, Field(pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$")]
DIRECTIONS = ("F", "FR", "R", "BR", "B", "BL", "L", "FL")

PROGRESS_NAME = "tutorial.json"
PROGRESS_VERSION = 1
# Lesson ids the progress file may list (the tutorial has a handful of lessons).
MAX_LESSONS_DONE = 200


class LessonError(ValueError):
    """A lesson file that cannot be read or played, naming the file and the field."""


class Point(StrictModel):
    """The widget a step explains, where its speech bubble points."""

    at: Literal["square", "hand", "arrow", "void", "panel", "log", "arena"]
    square: Square | None = None  # square, arrow
    card: CardId | None = None  # hand: a card of the person's Hand
    direction: Literal["F", "FR", "R", "BR", "B", "BL", "L", "FL"] | None = None  # arrow
    seat: Literal["you", "opponent"] | None = None  # void, panel

    @model_validator(mode="after")
    def _fields_of_kind(self) -> Point:
        needed = {"square": {"square"}, "hand": {"card"}, "arrow": {"square", "direction"},
                  "void": {"seat"}, "panel": {"seat"}, "log": set(), "arena": set()}[self.at]
        given = {name for name in ("square", "card", "direction", "seat")
                 if getattr(self, name) is not None}
        if given != needed:
            names = ", ".join(sorted(needed)) or "no other field"
            raise ValueError(f'a point "at": "{self.at}" takes {names}')
        return self


class Move(StrictModel):
    """One answer: a Summon (``summon`` a card id, ``to`` a square; either may be left
    out to mean any), a square chosen for an ability (``choose``), or Yes / No."""

    summon: CardId | None = None
    to: Square | None = None
    choose: Square | None = None
    yes: bool | None = None

    @model_validator(mode="after")
    def _one_kind(self) -> Move:
        kinds = [self.summon is not None or self.to is not None, self.choose is not None,
                 self.yes is not None]
        if sum(kinds) != 1:
            raise ValueError("a move is a Summon (summon, to), a choice (choose) or yes")
        return self

    def matches(self, game: Game, answer: Action) -> bool:
        """Whether ``answer`` (for ``game``, before it is applied) is this move."""
        if isinstance(answer, Summon):
            if self.summon is None and self.to is None:
                return False
            return (self.summon is None or game.setup.defs[answer.card].id == self.summon) \
                and (self.to is None or parse_square(self.to) == answer.square)
        if isinstance(answer, Choose):
            return self.choose is not None and parse_square(self.choose) == answer.square
        if isinstance(answer, YesNo):
            return self.yes is not None and self.yes == answer.yes
        return False

    def answers(self, game: Game) -> list[Answer]:
        """The legal answers of ``game`` that are this move."""
        return [a for a in game.legal_answers() if self.matches(game, a)]


class Wrong(StrictModel):
    """What is said when the person's answer is ``when`` instead of an accepted one."""

    when: Move
    say: Text


class Step(StrictModel):
    """One step of a lesson: an explanation (with Next), or a move to make (``expect``)."""

    say: Text
    point: Point | None = None
    expect: list[Move] = Field(default_factory=list)
    wrong: list[Wrong] = Field(default_factory=list)
    otherwise: Text | None = None  # for any other answer than those accepted or in wrong
    replies: list[Move] = Field(default_factory=list)  # the opponent's answers after it

    @model_validator(mode="after")
    def _move_fields(self) -> Step:
        if not self.expect and (self.wrong or self.otherwise or self.replies):
            raise ValueError("wrong, otherwise and replies belong to a step with expect")
        if self.expect and self.otherwise is None:
            raise ValueError("a step with expect needs otherwise (what any wrong move is told)")
        return self

    @property
    def is_move(self) -> bool:
        """Whether the person makes a move at this step."""
        return bool(self.expect)


class LessonGoal(StrictModel):
    """What the person reaches by the end of the script (``docs/tutorial.md``)."""

    kind: Literal["summon", "snatch", "control", "win"]
    count: int = Field(default=0, ge=0, le=16)
    text: Text


class LessonInfo(StrictModel):
    """The ``lesson`` object of a lesson file."""

    format_version: Literal[1]
    id: CardId
    title: Text
    rules: list[str] = Field(min_length=1)
    goal: LessonGoal
    steps: list[Step] = Field(min_length=1)


class LessonFile(StrictModel):
    """A scenario file with a ``lesson`` object."""

    format: Literal["standard", "open"] = "standard"
    decks: ScenarioDecks
    moves: list[dict[str, object]]
    lesson: LessonInfo


@dataclass(frozen=True, slots=True)
class Lesson:
    """A loaded lesson."""

    info: LessonInfo
    first_deck: tuple[str, ...]
    second_deck: tuple[str, ...]
    moves: tuple[dict[str, object], ...]
    source: str

    @property
    def id(self) -> str:
        """The lesson's id."""
        return self.info.id

    @property
    def steps(self) -> list[Step]:
        """The lesson's steps."""
        return self.info.steps

    def start(self, card_lookup: CardLookup) -> Game:
        """A game at the lesson's position."""
        try:
            return replay_scenario(self.first_deck, self.second_deck, self.moves, card_lookup,
                                   self.source, moves_field='field "moves", ')
        except PuzzleError as exc:
            raise LessonError(str(exc)) from None


# ----------------------------------------------------------------------------- playing


def accepted(step: Step, game: Game, answer: Action) -> bool:
    """Whether ``answer`` (not yet applied to ``game``) is one the step accepts."""
    return any(m.matches(game, answer) for m in step.expect)


def explanation(step: Step, game: Game, answer: Action) -> Text:
    """What a wrong ``answer`` (not yet applied to ``game``) is told."""
    for wrong in step.wrong:
        if wrong.when.matches(game, answer):
            return wrong.say
    assert step.otherwise is not None
    return step.otherwise


def first_answer(move: Move, game: Game) -> Answer | None:
    """The first legal answer of ``game`` that is ``move`` (a person's way of making it)."""
    answers = move.answers(game)
    return answers[0] if answers else None


def goal_reached(goal: LessonGoal, start: Game, game: Game, seat: int) -> bool:
    """Whether ``game``, played on from the lesson's position ``start`` by the person
    of ``seat``, reached ``goal``: ``summon`` the person Summoned ``count`` cards
    (P9.1); ``snatch`` the person controls ``count`` more of the opponent's cards than
    at the start (P10.3, P10.5); ``control`` the person controls at least ``count``
    Momon (7.3.1); ``win`` the game is over and the person won (7.3.2, 7.3.3)."""
    if goal.kind == "win":
        return game.result is not None and game.result.winner == seat
    if goal.kind == "control":
        return game.momon_counts()[seat] >= goal.count
    if goal.kind == "summon":
        return _owned_on_arena(game, seat) - _owned_on_arena(start, seat) >= goal.count
    return _taken(game, seat) - _taken(start, seat) >= goal.count


def _owned_on_arena(game: Game, seat: int) -> int:
    owner = game.setup.owner
    return sum(1 for c in game.board if c >= 0 and owner[c] == seat)


def _taken(game: Game, seat: int) -> int:
    owner = game.setup.owner
    return sum(1 for c in game.board if c >= 0 and owner[c] != seat and game.ctrl[c] == seat)


# ----------------------------------------------------------------------------- reading


def parse_lesson(data: object, source: str) -> Lesson:
    """Validate already-parsed JSON as a lesson file (its fields only)."""
    try:
        model = LessonFile.model_validate(data)
    except ValidationError as exc:
        problems = "; ".join(
            f'field "{".".join(str(p) for p in err["loc"]) or "(root)"}": '
            f'{str(err["msg"]).removeprefix("Value error, ")}'
            for err in exc.errors()
        )
        raise LessonError(f"{source}: {problems}") from None
    for index, rule in enumerate(model.lesson.rules):
        if rule not in rulebook.RULES:
            raise LessonError(f'{source}: field "lesson.rules.{index}": {rule!r} is not a '
                              "rule the engine follows")
    return Lesson(model.lesson, tuple(model.decks.first), tuple(model.decks.second),
                  tuple(model.moves), source)


def check_lesson(lesson: Lesson, card_lookup: CardLookup) -> None:
    """Play the lesson's script on the engine (see the module documentation)."""
    source = lesson.source
    start = lesson.start(card_lookup)
    seat = start.to_move
    game = start.copy()
    for index, step in enumerate(lesson.steps):
        where = f'{source}: field "lesson.steps.{index}'
        if not step.is_move:
            continue
        if game.result is not None or game.to_move != seat:
            raise LessonError(f'{where}.expect": it is not the person\'s move here')
        chosen: Answer | None = None
        for j, move in enumerate(step.expect):
            answer = first_answer(move, game)
            if answer is None:
                raise LessonError(f'{where}.expect.{j}": no legal answer is this move')
            chosen = chosen or answer
        for j, wrong in enumerate(step.wrong):
            if not any(not accepted(step, game, a) for a in wrong.when.answers(game)):
                raise LessonError(f'{where}.wrong.{j}.when": no legal answer that is not '
                                  "accepted is this move")
        assert chosen is not None
        game.apply(chosen)
        for j, reply in enumerate(step.replies):
            if game.result is not None or game.to_move == seat:
                raise LessonError(f'{where}.replies.{j}": it is not the opponent\'s move here')
            answer = first_answer(reply, game)
            if answer is None:
                raise LessonError(f'{where}.replies.{j}": no legal answer is this move')
            game.apply(answer)
        if game.result is None and game.to_move != seat and index < len(lesson.steps) - 1 \
                and any(s.is_move for s in lesson.steps[index + 1:]):
            raise LessonError(f'{where}.replies": the opponent must answer before the next move')
    if not goal_reached(lesson.info.goal, start, game, seat):
        raise LessonError(f'{source}: field "lesson.goal": the script does not reach the goal')


def load_lesson(path: str | os.PathLike[str], card_lookup: CardLookup | None = None) -> Lesson:
    """Read and validate one lesson file (and play its script with ``card_lookup``)."""
    lesson = parse_lesson(read_json(path, LessonError), os.fspath(path))
    if card_lookup is not None:
        check_lesson(lesson, card_lookup)
    return lesson


def load_lessons(directory: str | os.PathLike[str],
                 card_lookup: CardLookup | None = None) -> list[Lesson]:
    """Every ``*.json`` lesson in ``directory`` (``resources/tutorial``), by file name;
    ids must differ."""
    lessons = [load_lesson(p, card_lookup) for p in json_files(directory)]
    seen: dict[str, str] = {}
    for lesson in lessons:
        if lesson.id in seen:
            raise LessonError(f'{lesson.source}: field "lesson.id": {lesson.id!r} is also '
                              f"the id of {seen[lesson.id]}")
        seen[lesson.id] = lesson.source
    return lessons


# ----------------------------------------------------------------------------- progress


def progress_path() -> Path:
    """Where the lessons done are remembered."""
    return data_dir() / PROGRESS_NAME


@dataclass
class Progress:
    """The lessons done, and what happened to a progress file that could not be read."""

    done: set[str]
    problem: Localized | None = None  # why the file could not be used (None if it could)
    kept_as: Path | None = None  # where the unusable file was set aside

    @property
    def started(self) -> bool:
        """Whether any lesson was done on this computer."""
        return bool(self.done)


class ProgressFile(KeptModel):
    """``tutorial.json``: the ids of the lessons done on this computer."""

    format_version: Literal[1]
    done: Annotated[list[KeptId], Field(max_length=MAX_LESSONS_DONE)]


def load_progress() -> Progress:
    """The lessons done on this computer. A file that cannot be used is set aside
    (``tutorial-unreadable-N.json``) and the tutorial starts afresh, saying why."""
    path = progress_path()
    try:
        data = read_kept(path, ProgressFile, PROGRESS_VERSION)
    except SmallFileError as exc:
        if exc.missing:
            return Progress(set())
        return Progress(set(), exc.detail, set_aside(path))
    return Progress(set(data.done))


def save_progress(done: Iterable[str]) -> bool:
    """Remember the lessons done; False if the data folder cannot be written."""
    data = {"format_version": PROGRESS_VERSION, "done": sorted(set(done))}
    try:
        atomic_write(progress_path(), json.dumps(data, indent=1).encode("utf-8"))
    except OSError:
        return False
    return True
