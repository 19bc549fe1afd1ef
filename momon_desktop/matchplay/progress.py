"""A match in progress as the file that keeps it across a quit or a crash
(``storage.matches.MatchProgress``, ``docs/matches.md``): the score and every complete
game, the game being played with both time banks as of the last decision (PM.3), and
whose choice of the first player comes next (PM.2)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Literal

from pydantic import ValidationError

from momon_desktop import __version__
from momon_desktop.storage.hostedtable import HostedMatch
from momon_desktop.storage.kept import field_problem
from momon_desktop.storage.matches import (
    ClockLeft,
    CurrentGameEntry,
    FinishedGameEntry,
    GameResultEntry,
    MatchProgress,
    MatchSoFar,
    NextChoice,
    ProgressPlayer,
    ProgressPlayers,
    RollEntry,
    ScoreEntry,
)
from momon_desktop.storage.messages import message
from momon_desktop.storage.record import now_iso

from .procedure import (
    SIDES,
    Clock,
    DieRoll,
    GameOutcome,
    Match,
    MatchError,
    MatchGame,
    Side,
    die_roll,
    game_seed,
)


class ProgressError(MatchError):
    """A match in progress that cannot be kept or restored."""


def _left(left: Mapping[str, float] | None) -> ClockLeft | None:
    return None if left is None else ClockLeft(a=round(left["a"], 3), b=round(left["b"], 3))


def _result(outcome: GameOutcome) -> GameResultEntry:
    return GameResultEntry.model_validate(outcome.to_json())


def _outcome(entry: GameResultEntry, tie_break: bool = False) -> GameOutcome:
    return GameOutcome(entry.winner, entry.reason, (entry.momon.first, entry.momon.second),
                       tie_break)


def match_progress(match: Match, players: Mapping[Side, ProgressPlayer], created: str,
                   folder: str, files: Mapping[int, str], fmt: str = "standard") -> MatchProgress:
    """:func:`_progress`, refused with :class:`ProgressError` (in plain words) when a
    value would break the file's bounds: what is written always reads back."""
    try:
        return _progress(match, players, created, folder, files, fmt)
    except ValidationError as exc:
        raise ProgressError(message("match_beyond_bounds", problem=field_problem(exc))) from None


def _progress(match: Match, players: Mapping[Side, ProgressPlayer], created: str,
              folder: str, files: Mapping[int, str], fmt: str = "standard") -> MatchProgress:
    """The file of ``match`` as it stands now: each bank as it is at this moment (the
    match writes it at every decision, so a crash loses at most the time since the
    last one).  ``files`` maps the numbers of games already saved in the match's
    ``folder`` of the history to their record's file name."""
    games, current, following = so_far(match, files)
    return MatchProgress(
        format_version=1,
        app_version=__version__,
        created=created,
        saved=now_iso(),
        folder=folder,
        players=ProgressPlayers(a=players["a"], b=players["b"]),
        format="open" if fmt == "open" else "standard",
        clock=match.clock_seconds,
        roll=roll_entry(match),
        games=games,
        score=score_entry(match),
        current=current,
        next=following,
    )


def so_far(match: Match, files: Mapping[int, str] | None = None) -> tuple[
        list[FinishedGameEntry], CurrentGameEntry | None, NextChoice | None]:
    """The complete games of ``match``, the game being played (each bank as it is at
    this moment, PM.3) and, between games, whose choice of the first turn is next
    (PM.2), as a file keeps them; ``files`` maps the numbers of games saved in a match's
    folder to their record's file name. Raises :class:`ProgressError` once it is over."""
    files = files or {}
    if match.over:
        raise ProgressError(message("match_over"))
    games = [
        FinishedGameEntry(number=g.number, chooser=g.chooser, first=g.first, seed=g.seed,
                          result=_result(g.outcome), clock_left=_left(g.clock_left),
                          record=files.get(g.number), tie_break=g.outcome.tie_break)
        for g in match.games if g.outcome is not None
    ]
    current = None
    following = None
    g = match.current
    if g is not None:
        clock = match.clock
        left = None if clock is None else {str(s): clock.remaining(s) for s in SIDES}
        status: Literal["playing", "awaiting_press"] = \
            "awaiting_press" if g.status == "awaiting_press" else "playing"
        current = CurrentGameEntry(
            number=g.number, chooser=g.chooser, first=g.first, seed=g.seed, status=status,
            pending=None if g.pending is None else _result(g.pending),
            clock_left=_left(left), running=None if clock is None else clock.running,
            # awaiting the press: the finished game's record; playing: the unfinished game
            # as it stood when the match was set aside for another game, if it was
            record=files.get(g.number))
    else:
        following = NextChoice(game=len(match.games) + 1, chooser=match.next_chooser())
    return games, current, following


def roll_entry(match: Match) -> RollEntry:
    """PM.2: the match's die roll as a file keeps it."""
    return RollEntry(seed=match.roll.seed, throws=[list(t) for t in match.roll.throws],
                     winner=match.roll.winner)


def score_entry(match: Match) -> ScoreEntry:
    """The match's score as a file keeps it."""
    score = match.score
    return ScoreEntry(a=score.a, b=score.b, draws=score.draws)


def restore_match(progress: MatchSoFar, now: Callable[[], float]) -> Match:
    """The :class:`Match` a file keeps, ready to go on: the complete games with their
    Game Results, the current game (if any) with both banks as they were written, and
    the same chooser next (PM.2).  The die roll and every engine seed are checked
    against the roll's seed; raises :class:`MatchError` when they do not match."""
    roll = die_roll(progress.roll.seed)
    kept = DieRoll(progress.roll.seed, tuple((t[0], t[1]) for t in progress.roll.throws),
                   progress.roll.winner)
    if kept != roll:
        raise ProgressError(message("roll_seed", seed=roll.seed))
    match = Match(roll, progress.clock, now=now)
    for entry in progress.games:
        if entry.seed != game_seed(roll.seed, entry.number):
            raise ProgressError(message("game_seed", number=entry.number))
        match.games.append(MatchGame(
            entry.number, entry.chooser, entry.first, entry.seed, "complete",
            _outcome(entry.result, entry.tie_break),
            clock_left=None if entry.clock_left is None else entry.clock_left.model_dump()))
    current = progress.current
    if current is not None:
        if current.seed != game_seed(roll.seed, current.number):
            raise ProgressError(message("game_seed", number=current.number))
        match.games.append(MatchGame(
            current.number, current.chooser, current.first, current.seed, current.status,
            pending=None if current.pending is None else _outcome(current.pending)))
        if progress.clock is not None and current.clock_left is not None:
            clock = Clock(progress.clock, now)
            clock.set_banks(current.clock_left.model_dump())
            match.clock = clock
            if current.status == "awaiting_press" and current.pending is not None:
                # 7.4.2: the winner's bank runs until the press
                clock.run(current.pending.winner)
    return match


def hosted_match(match: Match, decks: tuple[Sequence[str], Sequence[str]],
                 fmt: str = "standard") -> HostedMatch:
    """The match of a table hosted as one as it stands now, as ``hosted-table.json``
    keeps it (``storage.hostedtable``), with each player's deck (the hosting player's
    first) and their Format; :class:`ProgressError` once it is over or beyond the file's
    bounds."""
    games, current, following = so_far(match)
    try:
        return HostedMatch(format="open" if fmt == "open" else "standard",
                           clock=match.clock_seconds, roll=roll_entry(match),
                           decks=[list(decks[0]), list(decks[1])], games=games,
                           score=score_entry(match), current=current, next=following)
    except ValidationError as exc:
        raise ProgressError(message("match_beyond_bounds", problem=field_problem(exc))) from None
