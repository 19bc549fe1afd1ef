"""The table this app hosts for a friend at another computer, kept beside the autosave
(``hosted-table.json`` in the data folder) while its game is played, so that the app,
started again after it quit or was killed, opens the same table for the game the
autosave holds and the friend comes back with the address and join code they have
(``docs/network.md``, "The host's app started again").

```json
{"format_version": 1, "created": "2026-12-05T19:40:00+00:00", "code": "ABCDEFGH23",
 "port": 48620, "names": ["Ann", "Ben"], "deck_names": ["Starter A", "Starter B"],
 "friend_seat": 1}
```

A table hosted as a match (``net.netmatch``) keeps the match as well, in ``match``
(:class:`HostedMatch`): the die roll, the clock, each player's deck (the hosting
player's first), the complete games, and the game being played or whose choice of the
first turn comes next, with both banks as of the last change (PM.2, PM.3). It is
rewritten at every change of the match, so the table opens again between games too.

``created`` is the game record's own ``created``: the file belongs to the autosave whose
record says the same, and to no other game (between games of a match, the last game's).
``names`` and ``deck_names`` are the hosting player's first, then the friend's;
``friend_seat`` is the seat the toss gave the friend (0 the first, 1 the second, 6.6;
in a match, their seat in the game on the table). The file is written when the game
starts and removed when it ends (a match: when the match ends), when the table stops
being hosted, or when the player chooses not to play the game on. One that cannot be used is set aside as ``hosted-table-unreadable-N.json``
and said; the autosave is then offered as a game at this computer.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Literal

from pydantic import Field, model_validator

from .files import SmallFileError, atomic_write, remove, set_aside
from .kept import KeptModel, Moment, read_kept, tell
from .locations import data_dir
from .matches import (
    ClockSeconds,
    CurrentGameEntry,
    FinishedGameEntry,
    NextChoice,
    RollEntry,
    ScoreEntry,
    check_match_so_far,
)
from .messages import message
from .record import MAX_DECK_CARDS, CardId

HOSTED_NAME = "hosted-table.json"
HOSTED_FORMAT_VERSION = 1
# A join code as the table makes it (net.secure): 10 characters of its base 32.
CODE_PATTERN = r"^[A-HJ-NP-Z2-9]{10}$"
# A player's or a deck's name as kept here.
MAX_KEPT_NAME_CHARS = 100
MAX_KEPT_DECK_NAME_CHARS = 200

Name = Annotated[str, Field(max_length=MAX_KEPT_NAME_CHARS)]
DeckName = Annotated[str, Field(max_length=MAX_KEPT_DECK_NAME_CHARS)]


class HostedMatch(KeptModel):
    """The match of a table hosted as one, as far as it went (PM.1 to PM.4): as a match
    in progress keeps it (``storage.matches.MatchProgress``), with each player's deck,
    the hosting player's first, and no files of its own (each game is kept as any
    finished game)."""

    format: Literal["standard", "open"] = "standard"
    clock: ClockSeconds | None = None
    roll: RollEntry
    decks: Annotated[list[Annotated[list[CardId], Field(min_length=1, max_length=MAX_DECK_CARDS)]],
                     Field(min_length=2, max_length=2)]
    games: Annotated[list[FinishedGameEntry], Field(max_length=4)]
    score: ScoreEntry
    current: CurrentGameEntry | None = None
    next: NextChoice | None = None

    @model_validator(mode="after")
    def _a_match_still_going_on(self) -> HostedMatch:
        check_match_so_far(self)
        return self


class HostedTableFile(KeptModel):
    """``hosted-table.json``, format version 1; ``match`` for a table hosted as a match."""

    format_version: Literal[1]
    created: Moment
    code: Annotated[str, Field(pattern=CODE_PATTERN)]
    port: Annotated[int, Field(ge=1, le=65535)]
    names: Annotated[list[Name], Field(min_length=2, max_length=2)]
    deck_names: Annotated[list[DeckName], Field(min_length=2, max_length=2)]
    friend_seat: Literal[0, 1]
    match: HostedMatch | None = None


def hosted_table_path(folder: Path | None = None) -> Path:
    """``hosted-table.json`` in ``folder`` (the autosave's), by default the data folder."""
    return (folder or data_dir()) / HOSTED_NAME


def read_hosted_table(path: Path) -> HostedTableFile | None:
    """The hosted table kept in ``path``, or None: none kept, or one that cannot be used
    (it is set aside and said, :func:`~momon_desktop.storage.kept.tell`)."""
    try:
        return read_kept(path, HostedTableFile, HOSTED_FORMAT_VERSION)
    except SmallFileError as exc:
        if not exc.missing:
            kept = set_aside(path)
            tell(message("hosted_unusable", problem=exc.detail, kept=kept.name))
        return None


def write_hosted_table(path: Path, table: HostedTableFile) -> bool:
    """Keep ``table`` in ``path`` (atomically, private to the user: it holds the join
    code); False if the data folder cannot be written."""
    try:
        atomic_write(path, json.dumps(table.model_dump(mode="json"), indent=1,
                                      ensure_ascii=False).encode("utf-8"), backup=False)
    except OSError:
        return False
    return True


def forget_hosted_table(path: Path) -> None:
    """The table is no longer one to open again: its file goes."""
    remove(path)
