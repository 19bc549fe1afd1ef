"""The headless referee (``shared/formats.md``, "Referee command").

    python -m momon_desktop referee SCENARIO.json [--save RECORD]
    python -m momon_desktop referee --record RECORD
    python -m momon_desktop referee --interactive SCENARIO.json [--save RECORD]

It plays a scenario (decks and moves) or a saved game record through the engine and
prints one JSON object describing the state after the last move.  The referee is an
omniscient tool: it prints both Hands and both Voids with every card's face.  Any bad
input exits with status 2 and prints ``{"error": "…", "move": N}`` (N is the index of
the move to blame, or null), with no traceback, and writes nothing.

A scenario's ``cards`` form the card set ``scenario`` and replace the bundled sets;
Standard (PF.1) names only the bundled ``starter`` set, so such a scenario plays in
the Open Format (PF.2).  An ``{"ai": LEVEL}`` move asks ``momon_desktop.ai`` with the
move's index as its seed, so a scenario always plays out the same; the record saved by
``--save`` holds the decision the computer made.

``--save`` writes only a regular file (through a symbolic link to one) and keeps the
permissions of a file it replaces; any other target is refused before anything is
played.  ``--interactive`` reads lines of at most :data:`LINE_LIMIT` bytes (a longer
one is skipped, with an error line, without ever being held whole), saves as soon as
the game is over, and then ends, as ``shared/formats.md`` says ("until the game
ends"), with one sentence on stderr saying that the game is over and that it reads no
more moves (``docs/records.md``, "The referee").
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from momon_desktop.cards import CardSetError, check_deck
from momon_desktop.commandline import command_args
from momon_desktop.engine import SEAT_NAMES, Game, IllegalDecision, Setup, square_name
from momon_desktop.engine.events import to_json as event_to_json
from momon_desktop.engine.game import Action
from momon_desktop.engine.official import SQUARES
from momon_desktop.storage.cardsets import CardLibrary, scenario_set
from momon_desktop.storage.files import (
    MAX_FILE_BYTES,
    FileTooLarge,
    read_limited,
    strict_json_loads,
)
from momon_desktop.storage.moves import (
    MoveError,
    move_from_json,
    move_kind,
    move_to_json,
    show_move,
)
from momon_desktop.storage.record import (
    FirstPlayer,
    RecordError,
    load_record,
    make_record,
    save_record,
    save_target,
)

USAGE = (
    "usage: referee SCENARIO.json [--save RECORD] | referee --record RECORD | "
    "referee --interactive SCENARIO.json [--save RECORD]"
)
# "puzzle" is the project's practice-puzzle description (goal and names, docs/ai.md):
# a puzzle file is a scenario, and the referee plays its position without the goal.
SCENARIO_KEYS = ("cards", "format", "decks", "moves", "puzzle")
EXIT_ERROR = 2
# The longest line --interactive reads, in bytes with its line end: a move is a few
# dozen bytes, so this is far more than any move and little memory.
LINE_LIMIT = 64 * 1024


class RefereeError(Exception):
    """Bad input: printed as ``{"error": message, "move": move}`` with exit status 2."""

    def __init__(self, message: str, move: int | None = None,
                 cause: MoveError | None = None) -> None:
        """``cause``: the move's own problem, when it is one (said in another language
        where the message is shown to a person)."""
        super().__init__(message)
        self.message = message
        self.move = move
        self.cause = cause


@dataclass
class Scenario:
    """A validated scenario file: the cards, the Format, the decks and the moves."""

    library: CardLibrary
    format: str
    decks: tuple[list[str], list[str]]
    moves: list[object] = field(default_factory=list)


# ----------------------------------------------------------------------------- input


def _read_json(path: str) -> object:
    name = Path(path).name
    try:
        raw = read_limited(path, MAX_FILE_BYTES)
    except FileTooLarge as exc:
        raise RefereeError(f"{name}: the file is too large ({exc})") from None
    except OSError as exc:
        raise RefereeError(f"{name}: cannot read the file: {exc.strerror or exc}") from None
    if not raw.strip():
        raise RefereeError(f"{name}: the file is empty")
    try:
        return strict_json_loads(raw.decode("utf-8-sig"))
    except UnicodeDecodeError as exc:
        raise RefereeError(f"{name}: not UTF-8 text (bad byte at offset {exc.start})") from None
    except json.JSONDecodeError as exc:
        raise RefereeError(
            f"{name}: not valid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}"
        ) from None
    except (ValueError, RecursionError) as exc:
        raise RefereeError(f"{name}: not valid JSON: {exc}") from None


def parse_scenario(data: object, source: str) -> Scenario:
    """Validate scenario data; raise :class:`RefereeError` naming the problem."""
    if not isinstance(data, dict):
        raise RefereeError(f"{source}: a scenario must be a JSON object")
    unknown = sorted(set(data) - set(SCENARIO_KEYS))
    if unknown:
        raise RefereeError(
            f'{source}: unknown field "{unknown[0]}" (a scenario has '
            + ", ".join(SCENARIO_KEYS) + ")"
        )
    fmt = data.get("format", "standard")
    if fmt not in ("standard", "open"):
        raise RefereeError(f'{source}: field "format": must be "standard" or "open", not {show_move(fmt)}')
    if "cards" in data:
        try:
            library = CardLibrary([scenario_set(data["cards"], source)])
        except CardSetError as exc:
            raise RefereeError(str(exc)) from None
    else:
        library = CardLibrary.bundled()
    decks = data.get("decks")
    if not isinstance(decks, dict) or set(decks) != {"first", "second"}:
        raise RefereeError(
            f'{source}: field "decks": must be an object with "first" and "second" card id lists'
        )
    checked: list[list[str]] = []
    for seat in SEAT_NAMES:
        deck = decks[seat]
        if not isinstance(deck, list) or not all(isinstance(c, str) for c in deck):
            raise RefereeError(f'{source}: deck "{seat}": must be a list of card ids')
        # 6.1, PF.1, PF.2: each deck must be legal in the scenario's Format.
        reasons = check_deck(deck, fmt, library.pool)
        if reasons:
            raise RefereeError(f'{source}: deck "{seat}": ' + "; ".join(reasons))
        checked.append(list(deck))
    moves = data.get("moves", [])
    if not isinstance(moves, list):
        raise RefereeError(f'{source}: field "moves": must be a list of moves')
    return Scenario(library, str(fmt), (checked[0], checked[1]), list(moves))


def load_scenario(path: str) -> Scenario:
    """Read and validate a scenario file."""
    return parse_scenario(_read_json(path), Path(path).name)


# ----------------------------------------------------------------------------- playing


def _choose_answer() -> Callable[[Game, str, int], Action]:
    try:
        from momon_desktop.ai import choose_answer
    except ImportError as exc:
        raise MoveError(f"the computer opponent is not available: {exc}") from None
    chooser: Callable[[Game, str, int], Action] = choose_answer
    return chooser


def apply_move(game: Game, move: object, index: int) -> None:
    """Apply one scenario move (including ``{"ai": LEVEL}``); the game is unchanged and
    :class:`RefereeError` is raised if it cannot be applied."""
    try:
        kind = move_kind(move)
        if kind == "ai":
            assert isinstance(move, dict)
            level = move["ai"]
            if not isinstance(level, str):
                raise MoveError(f'{show_move(move)}: "ai" must be a level name')
            if game.over:
                raise MoveError(f"{show_move(move)}: the game is over")
            # The AI's seed is the move's index, so that a scenario always plays the same.
            try:
                answer = _choose_answer()(game.copy(), level, index)
            except (ValueError, KeyError) as exc:
                raise MoveError(f"{show_move(move)}: {exc}") from None
        else:
            answer = move_from_json(game, move)
        game.apply(answer)
    except (MoveError, IllegalDecision) as exc:
        raise RefereeError(f"move {index} {show_move(move)}: {exc}", index,
                           exc if isinstance(exc, MoveError) else None) from None


def start_game(scenario: Scenario, seed: int = 0) -> Game:
    """The scenario's game after setup (6.2-6.9), before its moves; ``seed`` is the
    engine's seed, from which the random Reveal (PD.11) draws."""
    lib = scenario.library
    first, second = scenario.decks
    return Setup(lib.deck_defs(first), lib.deck_defs(second)).new_game(seed)


def play_scenario(scenario: Scenario) -> Game:
    """The scenario's game after all its moves."""
    game = start_game(scenario)
    for i, move in enumerate(scenario.moves):
        apply_move(game, move, i)
    return game


# ----------------------------------------------------------------------------- output


def state_json(game: Game) -> dict[str, Any]:
    """The referee's state object (``shared/formats.md``): everything, both sides."""
    st = game.setup
    defs = st.defs
    powers = game.arena_powers()
    arena: dict[str, object] = {}
    for sq in SQUARES:
        c = game.board[sq]
        arena[square_name(sq)] = None if c < 0 else {
            "card": defs[c].id,
            "owner": SEAT_NAMES[st.owner[c]],
            "controller": SEAT_NAMES[game.ctrl[c]],  # 4.2.1: the Marking Token
            "power": powers[sq],  # P5.4: current power
            "wards": game.wards[c],
        }
    awaiting = game.awaiting
    return {
        "arena": arena,
        "hands": {SEAT_NAMES[p]: [defs[c].id for c in game.hands[p]] for p in (0, 1)},
        "voids": {
            SEAT_NAMES[p]: [
                {"card": defs[c].id, "face": "up" if game.faceup[c] else "down"}
                for c in game.voids[p]
            ]
            for p in (0, 1)
        },
        "turns_taken": {"first": game.turns[0], "second": game.turns[1]},
        "first_player_token": SEAT_NAMES[game.fpt],
        "turn_player": SEAT_NAMES[game.turn_player] if game.turn_player >= 0 else None,
        "awaiting": None if awaiting is None else {
            "player": SEAT_NAMES[awaiting.player],
            "decision": awaiting.kind,
            "options": [move_to_json(game, a) for a in awaiting.options],
        },
        "result": None if game.result is None else game.result.to_json(),
        "log": [event_to_json(e, defs) for e in game.log],
    }


# A lone surrogate (JSON input may hold "\ud800") cannot be written as UTF-8.
_SURROGATE = re.compile("[\ud800-\udfff]")


def json_line(obj: object) -> str:
    """One JSON line; any lone surrogate is written as its ``\\uXXXX`` escape, so the
    line is always valid UTF-8 and reads back as the same value."""
    text = json.dumps(obj, ensure_ascii=False, separators=(",", ":"))
    # Outside strings json.dumps writes ASCII only, so every surrogate is inside one.
    return _SURROGATE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def error_line(out: TextIO, message: str, move: int | None) -> None:
    out.write(json_line({"error": message, "move": move}) + "\n")
    out.flush()


def _save(path: str, game: Game, scenario: Scenario) -> None:
    try:
        record = make_record(
            game,
            scenario.library,
            scenario.format,
            players=(SEAT_NAMES[0], SEAT_NAMES[1]),
            # formats.md: a scenario names the seats itself, so the first player is a choice.
            first_player=FirstPlayer(method="choice"),
        )
        save_record(path, record)
    except RecordError as exc:
        raise RefereeError(exc.message, exc.move) from None


# ----------------------------------------------------------------------------- commands


def _parse_args(argv: Sequence[str]) -> tuple[str, str, str | None]:
    """(mode, file, save path): mode is ``scenario``, ``record`` or ``interactive``."""
    args = list(argv)
    save: str | None = None
    if "--save" in args:
        i = args.index("--save")
        if i + 1 >= len(args):
            raise RefereeError("--save needs a file name; " + USAGE)
        save = args[i + 1]
        del args[i : i + 2]
    if len(args) == 2 and args[0] == "--record" and save is None:
        return "record", args[1], None
    if len(args) == 2 and args[0] == "--interactive":
        return "interactive", args[1], save
    if len(args) == 1 and not args[0].startswith("-"):
        return "scenario", args[0], save
    raise RefereeError(USAGE)


def read_lines(inp: TextIO) -> Iterator[bytes | None]:
    """The lines of ``inp`` as bytes, each at most :data:`LINE_LIMIT` long; None stands
    for a longer line, which is read past in pieces and never held whole."""
    binary = getattr(inp, "buffer", None)

    def read(limit: int) -> bytes:
        if binary is not None:
            chunk: bytes = binary.readline(limit)
            return chunk
        # A text stream (run() called with one): a lone surrogate stands for a byte
        # that is not UTF-8, as main() reads stdin with "surrogateescape".
        return inp.readline(limit).encode("utf-8", "surrogateescape")

    while True:
        line = read(LINE_LIMIT + 1)
        if not line:
            return
        if len(line) > LINE_LIMIT:
            while line and not line.endswith(b"\n"):
                line = read(LINE_LIMIT)
            yield None
            continue
        yield line


def _state_line(game: Game, scenario: Scenario, out: TextIO, save: str | None) -> None:
    """Print the state line; once the game is over, save it first, so that the record
    is on disk when a program reads the final state (a failed save is raised after
    the state line)."""
    failure: RefereeError | None = None
    if game.over and save is not None:
        try:
            _save(save, game, scenario)
        except RefereeError as exc:
            failure = exc
    out.write(json_line(state_json(game)) + "\n")
    out.flush()
    if failure is not None:
        raise failure


def _interactive(game: Game, scenario: Scenario, inp: TextIO, out: TextIO,
                 save: str | None, note: TextIO) -> None:
    """Answer one line of ``inp`` per move until the game ends or ``inp`` closes; save
    once the game is over (or when ``inp`` closes first).  Raises :class:`RefereeError`
    if the save fails."""
    index = len(scenario.moves)
    _state_line(game, scenario, out, save)
    if game.over:
        _game_over_note(note, index)
        return
    for raw in read_lines(inp):
        if raw is None:
            error_line(out, f"move {index}: the line is longer than {LINE_LIMIT} bytes, the most "
                        "one move may take; it was skipped", index)
            continue
        if not raw.strip():
            continue
        try:
            move = parse_move_line(raw, index)
            apply_move(game, move, index)
        except RefereeError as exc:
            error_line(out, exc.message, exc.move)
            continue
        scenario.moves.append(move)
        index += 1
        _state_line(game, scenario, out, save)
        if game.over:
            _game_over_note(note, index)
            return
    if save is not None:
        _save(save, game, scenario)


def parse_move_line(raw: bytes, index: int) -> object:
    """The move on one line read from stdin; :class:`RefereeError` if it is not UTF-8
    JSON."""
    try:
        text = raw.decode("utf-8").strip()
    except UnicodeDecodeError as exc:
        raise RefereeError(f"move {index}: not UTF-8 text (bad byte at offset {exc.start})",
                           index) from None
    try:
        return strict_json_loads(text)
    except (ValueError, RecursionError) as exc:
        raise RefereeError(f"move {index}: not valid JSON: {exc}", index) from None


def _game_over_note(note: TextIO, index: int) -> None:
    """7.6.1: the game is over after ``index`` moves; the session ends with one sentence on
    stderr, so that a program that sends more finds out why they go unanswered."""
    played = f"{index} move" if index == 1 else f"{index} moves"
    note.write(f"the game is over ({played} played); the referee reads no more moves "
               "and ends\n")
    note.flush()


def run(argv: Sequence[str], inp: TextIO, out: TextIO, note: TextIO | None = None) -> int:
    """The referee command with explicit streams (``note``: stderr, for the sentence that
    ends an interactive session); returns the exit status."""
    if list(argv) in (["-h"], ["--help"]):
        out.write(USAGE + "\n")
        return 0
    try:
        mode, path, save = _parse_args(argv)
        if save is not None:
            # Refused before anything is played: a FIFO, a device, a folder, a link to
            # nothing (docs/records.md, "Saving").
            try:
                save_target(save)
            except RecordError as exc:
                raise RefereeError(exc.message) from None
        if mode == "record":
            try:
                loaded = load_record(path)
            except RecordError as exc:
                raise RefereeError(exc.message, exc.move) from None
            out.write(json_line(state_json(loaded.game)) + "\n")
            return 0
        scenario = load_scenario(path)
        game = play_scenario(scenario)
        if mode == "interactive":
            _interactive(game, scenario, inp, out, save,
                         sys.stderr if note is None else note)
            return 0
        state = state_json(game)
        if save is not None:
            _save(save, game, scenario)
        out.write(json_line(state) + "\n")
        return 0
    except RefereeError as exc:
        error_line(out, exc.message, exc.move)
        return EXIT_ERROR
    except Exception as exc:
        error_line(out, f"internal error: {type(exc).__name__}: {exc}", None)
        return EXIT_ERROR


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m momon_desktop referee …``."""
    return run(command_args(argv, reads_input=True), sys.stdin, sys.stdout, sys.stderr)


if __name__ == "__main__":
    sys.exit(main())
