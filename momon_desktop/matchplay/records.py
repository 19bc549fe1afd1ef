"""A finished :class:`Match` as a match record in the history (PM.4), with each game's
record beside it so that it opens in the replay viewer."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from pydantic import ValidationError

from momon_desktop import __version__
from momon_desktop.engine import Game
from momon_desktop.storage.cardsets import CardLibrary
from momon_desktop.storage.kept import field_problem
from momon_desktop.storage.matches import (
    ClockLeft,
    GameResultEntry,
    MatchGameEntry,
    MatchPlayer,
    MatchPlayers,
    MatchRecord,
    MatchRecordError,
    MatchResultEntry,
    RollEntry,
    SavedMatch,
    ScoreEntry,
    discard_match_folder,
    new_match_folder,
    save_match,
    save_match_game,
)
from momon_desktop.storage.messages import message
from momon_desktop.storage.record import FirstPlayer, make_record, now_iso

from .procedure import Match, MatchGame, Side


def match_record(match: Match, players: Mapping[Side, MatchPlayer], created: str,
                 files: Mapping[int, str], fmt: str = "standard",
                 finished: str | None = None) -> MatchRecord:
    """The record of a finished ``match``; ``files`` maps game numbers to the file names
    of their game records. Raises :class:`MatchRecordError` (in plain words) when a
    value would break the format's bounds: what is written always reads back."""
    try:
        return _record(match, players, created, files, fmt, finished)
    except ValidationError as exc:
        raise MatchRecordError(message("match_beyond_bounds",
                                       problem=field_problem(exc))) from None


def _record(match: Match, players: Mapping[Side, MatchPlayer], created: str,
            files: Mapping[int, str], fmt: str, finished: str | None) -> MatchRecord:
    games = []
    for g in match.games:
        if g.outcome is None:
            continue
        result = GameResultEntry.model_validate(g.outcome.to_json())
        left = None if g.clock_left is None else ClockLeft(a=g.clock_left["a"],
                                                           b=g.clock_left["b"])
        games.append(MatchGameEntry(number=g.number, chooser=g.chooser, first=g.first,
                                    seed=g.seed, result=result, clock_left=left,
                                    record=files.get(g.number)))
    score = match.score
    return MatchRecord(
        format_version=1,
        app_version=__version__,
        created=created,
        finished=finished or now_iso(),
        players=MatchPlayers(a=players["a"], b=players["b"]),
        format="open" if fmt == "open" else "standard",
        clock=match.clock_seconds,
        roll=RollEntry(seed=match.roll.seed, throws=[list(t) for t in match.roll.throws],
                       winner=match.roll.winner),
        games=games,
        match=MatchResultEntry(winner=match.winner,
                               score=ScoreEntry(a=score.a, b=score.b, draws=score.draws)),
    )


def save_game_of_match(folder: Path, game: MatchGame, engine: Game,
                       names: Mapping[str, str], library: CardLibrary,
                       fmt: str = "standard") -> str:
    """Save the record of match game ``game`` (as it stood when it ended) in the match's
    folder of the history; returns its file name."""
    record = make_record(engine, library, fmt, (names[game.first], names[game.second]),
                         FirstPlayer(method="match"))
    return save_match_game(folder, game.number, record)


def finish_match(folder: Path, match: Match, players: Mapping[Side, MatchPlayer],
                 files: Mapping[int, str], created: str, fmt: str = "standard") -> SavedMatch:
    """Write the record of the finished ``match`` into ``folder``, where its games'
    records already are (``files``: game number to file name)."""
    record = match_record(match, players, created, files, fmt)
    save_match(folder, record)
    return SavedMatch(folder, record)


def save_finished_match(match: Match, players: Mapping[Side, MatchPlayer],
                        games: Mapping[int, Game], library: CardLibrary, created: str,
                        fmt: str = "standard") -> SavedMatch:
    """Save every game's record and then the match record in a new folder of the
    history; returns the saved match.  All or nothing: when a file cannot be written (a
    full disk), what was written is removed and the folder with it, and the error is
    raised (``MatchRecordError`` or ``RecordError``)."""
    folder = new_match_folder(created)
    files: dict[int, str] = {}
    try:
        for g in match.games:
            engine = games.get(g.number)
            if engine is None:
                continue
            names = (players[g.first].name, players[g.second].name)
            game_record = make_record(engine, library, fmt, names, FirstPlayer(method="match"))
            files[g.number] = save_match_game(folder, g.number, game_record)
        record = match_record(match, players, created, files, fmt)
        save_match(folder, record)
    except BaseException:
        discard_match_folder(folder)
        raise
    return SavedMatch(folder, record)
