"""A whole match between two computer players, without a screen (``docs/matches.md``).

    python -m momon_desktop match --a LEVEL --b LEVEL --seed N [--clock SECONDS] [--save]

Player ``a`` plays the first bundled deck (Monsoon Storm) and player ``b`` the second
(Temple Guard), at the strengths given (``easy``, ``normal`` or ``hard``).  ``--seed``
is the seed of the die roll (PM.2); every game's engine seed and every computer
decision follow from it, so the same command prints the same match.  ``--clock``
gives each player a time bank of that many seconds per game, which runs only while
that player's computer is choosing (PM.3); a bank that runs out loses the game with
the reason ``"time"``.  ``--save`` also stores the match and its games in the match
history of the data folder.

It prints one JSON object: the roll, the games (chooser, first player, Game Result
with the winner named ``a``/``b``) and the Match Result.  Bad arguments exit with
status 2 and print ``{"error": "…"}``.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import NoReturn, TextIO

from momon_desktop.ai.players import LEVELS
from momon_desktop.commandline import command_args

EXIT_ERROR = 2
USAGE = "usage: match --a LEVEL --b LEVEL --seed N [--clock SECONDS] [--save]"


class UsageError(Exception):
    """Bad command-line arguments."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def _level(text: str) -> str:
    if text not in LEVELS:
        raise argparse.ArgumentTypeError(
            f"unknown level {text!r}; choose one of {', '.join(LEVELS)}"
        )
    return text


def _seed(text: str) -> int:
    try:
        value = int(text, 10)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 0 or value >= 2**63:
        raise argparse.ArgumentTypeError(f"{text} is out of range (0 to 2^63 - 1)")
    return value


def _clock(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not 0 < value <= 24 * 3600:
        raise argparse.ArgumentTypeError(f"{text} seconds: the clock needs 0 < SECONDS <= 86400")
    return value


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    """The command's options; raises :class:`UsageError`."""
    parser = _Parser(prog="match", add_help=False)
    parser.add_argument("--a", required=True, type=_level)
    parser.add_argument("--b", required=True, type=_level)
    parser.add_argument("--seed", required=True, type=_seed)
    parser.add_argument("--clock", type=_clock, default=None)
    parser.add_argument("--save", action="store_true")
    return parser.parse_args(list(argv))


def run(argv: Sequence[str], out: TextIO) -> int:
    """Play the match the arguments describe and print it; the exit status."""
    try:
        args = parse_args(argv)
    except UsageError as exc:
        out.write(json.dumps({"error": f"{exc} ({USAGE})"}) + "\n")
        return EXIT_ERROR
    from momon_desktop.cards import bundled_decks
    from momon_desktop.matchplay import Contender, play_match
    from momon_desktop.storage.cardsets import CardLibrary

    library = CardLibrary.bundled()
    decks = bundled_decks()
    contenders = [
        Contender(name, level, tuple(library.deck_defs(deck.cards)))
        for name, level, deck in (("a", args.a, decks[0]), ("b", args.b, decks[1]))
    ]
    from momon_desktop.storage.record import now_iso

    created = now_iso()
    played = play_match(contenders[0], contenders[1], args.seed, args.clock)
    if args.save:
        from momon_desktop.matchplay import Side
        from momon_desktop.matchplay.records import save_finished_match
        from momon_desktop.storage.matches import MatchPlayer, MatchRecordError
        from momon_desktop.storage.record import RecordError

        sides: tuple[Side, Side] = ("a", "b")
        players: dict[Side, MatchPlayer] = {
            side: MatchPlayer.model_validate({"name": side, "kind": c.level,
                                              "deck_name": deck.display_name(),
                                              "deck": list(deck.cards)})
            for side, c, deck in zip(sides, contenders, decks[:2], strict=True)
        }
        games = {g.number: engine for g, engine in zip(played.match.games, played.games,
                                                      strict=True)}
        try:
            save_finished_match(played.match, players, games, library, created)
        except (MatchRecordError, RecordError) as exc:
            out.write(json.dumps({"error": f"cannot save the match: {exc}"}) + "\n")
            return EXIT_ERROR
    out.write(json.dumps(played.match.to_json()) + "\n")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m momon_desktop match …``."""
    return run(command_args(argv), sys.stdout)


if __name__ == "__main__":
    sys.exit(main())
