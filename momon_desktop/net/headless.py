"""The headless pair: ``host`` and ``join`` (shared/formats.md, docs/network.md).

    python -m momon_desktop host SCENARIO.json --port N [--bind ADDRESS] [--record FILE]
    python -m momon_desktop join HOST:N --code CODE [--record FILE]

Each side behaves as ``referee --interactive`` does for its own seat: one JSON state
line per change, as that seat sees it, and one move a line on stdin (``{"ai": LEVEL}``
included); a refused move prints ``{"error": …, "move": N}`` and the game goes on.
With ``--record FILE``, each side saves the finished game's record, the same bytes on
both (PD.16).
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable, Sequence
from typing import Any, TextIO

from momon_desktop.cards import DeckError, load_deck
from momon_desktop.commandline import command_args
from momon_desktop.referee import (
    EXIT_ERROR,
    LINE_LIMIT,
    RefereeError,
    error_line,
    json_line,
    load_scenario,
    parse_move_line,
    read_lines,
)
from momon_desktop.storage.record import RecordError, write_record_file

from .discovery import Announcer, discovery_wanted
from .host import DEAD_AFTER, HostTable, Listener
from .join import JoinRefused, JoinSide
from .netmatch import MAX_CLOCK_SECONDS, MIN_CLOCK_SECONDS
from .protocol import MAX_CHAT_CHARS
from .secure import normal_code

HOST_USAGE = ("usage: host SCENARIO.json --port N [--bind ADDRESS] [--record FILE] "
              "[--announce NAME] [--decks table|each] [--match [--clock SECONDS]]")
JOIN_USAGE = "usage: join HOST:PORT --code CODE [--record FILE] [--deck DECK.json]"
# The host listens on all local addresses unless told one; peers that are not on this
# machine or the local network are turned away (host.local_address).
DEFAULT_BIND = "0.0.0.0"


class _Printer:
    """Writes whole lines from any thread."""

    def __init__(self, out: TextIO) -> None:
        self.out = out
        self.lock = threading.Lock()

    def state(self, state: dict[str, Any]) -> None:
        with self.lock:
            self.out.write(json_line(state) + "\n")
            self.out.flush()

    def refused(self, reason: str, move: int | None) -> None:
        with self.lock:
            error_line(self.out, reason, move)


def _options(argv: Sequence[str], names: tuple[str, ...]) -> tuple[list[str], dict[str, str]]:
    """Positional arguments and ``--name value`` options."""
    args = list(argv)
    found: dict[str, str] = {}
    positional: list[str] = []
    i = 0
    while i < len(args):
        if args[i] in names:
            if i + 1 >= len(args):
                raise RefereeError(f"{args[i]} needs a value")
            found[args[i]] = args[i + 1]
            i += 2
        else:
            positional.append(args[i])
            i += 1
    return positional, found


def _port(text: str) -> int:
    if not text.isdigit() or not 0 <= int(text) <= 65535:
        raise RefereeError(f"{text!r} is not a port number (0 to 65535)")
    return int(text)


def _read_moves(inp: TextIO, index: Any, play: Any, printer: _Printer,
                chat: Callable[[str], bool], takeback: Callable[[str], None],
                match: Callable[[str], None] = lambda _word: None) -> None:
    """One move a line from ``inp`` to ``play``; a line ``{"chat": TEXT}`` is a chat line
    to the other player, for ``chat``, ``{"takeback": "ask"|"yes"|"no"}`` asks for a
    take-back or answers one (PD.17), for ``takeback``, and in a match ``{"choose":
    "first"|"second"}`` (PM.2) and ``{"press": true}`` (7.4.2) go to ``match`` as
    ``first``, ``second`` or ``press``; bad lines get an error line."""
    for raw in read_lines(inp):
        if raw is None:
            printer.refused(f"move {index()}: the line is longer than {LINE_LIMIT} bytes, "
                            "the most one move may take; it was skipped", index())
            continue
        if not raw.strip():
            continue
        try:
            move = parse_move_line(raw, index())
        except RefereeError as exc:
            printer.refused(exc.message, exc.move)
            continue
        if isinstance(move, dict) and set(move) == {"takeback"}:
            if move["takeback"] not in ("ask", "yes", "no"):
                printer.refused('"takeback" is "ask", "yes" or "no"', None)
            else:
                takeback(str(move["takeback"]))
            continue
        if isinstance(move, dict) and set(move) == {"choose"}:
            if move["choose"] not in ("first", "second"):
                printer.refused('"choose" is "first" (take the first turn) or "second" '
                                "(give it)", None)
            else:
                match(str(move["choose"]))
            continue
        if isinstance(move, dict) and set(move) == {"press"}:
            if move["press"] is not True:
                printer.refused('a clock press is {"press": true}', None)
            else:
                match("press")
            continue
        if isinstance(move, dict) and set(move) == {"chat"}:
            if not chat(move["chat"]):
                printer.refused(f"a chat line is 1 to {MAX_CHAT_CHARS} characters of text, "
                                "sent while the other side is at the table", None)
            continue
        play(move)


def _host_takeback(table: HostTable, word: str, printer: _Printer) -> None:
    if word == "ask":
        if not table.ask_takeback():
            printer.refused("there is no move of yours to take back, or the other side "
                            "is away", None)
    else:
        table.answer_takeback(word == "yes")


def _join_takeback(side: JoinSide, word: str) -> None:
    if word == "ask":
        side.ask_takeback()
    else:
        side.answer_takeback(word == "yes")


def _match_options(argv: list[str], opts: dict[str, str],
                   scenario_moves: int) -> tuple[bool, float | None]:
    """``--match`` and ``--clock SECONDS`` (net.netmatch): whether the table plays a
    match, and its time bank a game."""
    match = "--match" in argv
    if "--clock" in opts and not match:
        raise RefereeError("--clock is for a match (--match)")
    clock: float | None = None
    if "--clock" in opts:
        try:
            clock = float(opts["--clock"])
        except ValueError:
            clock = -1.0
        if not MIN_CLOCK_SECONDS <= clock <= MAX_CLOCK_SECONDS:
            raise RefereeError(f"--clock is a number of seconds from {MIN_CLOCK_SECONDS:g} "
                               f"to {MAX_CLOCK_SECONDS:g}")
    if match and scenario_moves:
        raise RefereeError("a match begins each game from its start: the scenario may "
                           "not hold moves")
    return match, clock


def _host_match(table: HostTable, word: str, printer: _Printer) -> None:
    refused = table.local_press() if word == "press" else table.local_choose(word == "first")
    if refused is not None:
        printer.refused(str(refused), None)


def host_run(argv: Sequence[str], inp: TextIO, out: TextIO) -> int:
    printer = _Printer(out)
    try:
        flags = [a for a in argv if a == "--match"]
        positional, opts = _options([a for a in argv if a != "--match"],
                                    ("--port", "--bind", "--record", "--announce",
                                     "--decks", "--clock"))
        if len(positional) != 1 or "--port" not in opts:
            raise RefereeError(HOST_USAGE)
        port = _port(opts["--port"])
        scenario = load_scenario(positional[0])
        decks = opts.get("--decks", "table")
        if decks not in ("table", "each"):
            raise RefereeError('--decks is "table" (the scenario names both) or "each" (the '
                               "joining side brings its own)")
        match, clock = _match_options(flags, opts, len(scenario.moves))
        table = HostTable(scenario, printer.state, printer.refused, friend_deck=decks == "each",
                          match=match, match_clock=clock)
        table.on_match = lambda snapshot: printer.state({"match": snapshot})
        # a dropped line is said apart from a resignation, and so is its return
        table.on_peer = lambda news: printer.state({"peer": news})
        table.on_chat = lambda text: printer.state({"chat": text})
        table.on_takeback = lambda news: printer.state({"takeback": news})
        try:
            listener = Listener(table, opts.get("--bind", DEFAULT_BIND), port)
        except OSError as exc:
            raise RefereeError(f"cannot listen on port {port}: {exc.strerror or exc}") from None
    except RefereeError as exc:
        printer.refused(exc.message, exc.move)
        return EXIT_ERROR
    printer.state({"listening": listener.port, "code": listener.code})
    threading.Thread(target=listener.serve, daemon=True).start()
    # --announce NAME: the table is found on the local network under NAME (DNS-SD)
    announcer = Announcer(opts["--announce"], listener.port) \
        if "--announce" in opts and discovery_wanted() else None
    if announcer is not None:
        threading.Thread(target=announcer.start, daemon=True).start()
    left = threading.Event()

    def read() -> None:
        _read_moves(inp, lambda: len(table.moves), table.local_move, printer, table.chat,
                    lambda word: _host_takeback(table, word, printer),
                    lambda word: _host_match(table, word, printer))
        left.set()

    threading.Thread(target=read, daemon=True).start()
    try:
        while not table.finished.wait(0.2):
            if left.is_set():
                return 0  # stdin closed: the host leaves the table
        # The last state waits in the history until the joining side has it (it says
        # goodbye) or the line stays silent past the heartbeat's limit.
        table.joiner_done.wait(3 * DEAD_AFTER)
        return _keep_record(opts.get("--record"), table.record, printer)
    finally:
        if announcer is not None:
            announcer.close()
        listener.close()
        table.close()


def join_run(argv: Sequence[str], inp: TextIO, out: TextIO) -> int:
    printer = _Printer(out)
    try:
        positional, opts = _options(argv, ("--code", "--record", "--deck"))
        if len(positional) != 1 or "--code" not in opts:
            raise RefereeError(JOIN_USAGE)
        address, _, port_text = positional[0].rpartition(":")
        if not address:
            raise RefereeError(f"{positional[0]!r} is not HOST:PORT; " + JOIN_USAGE)
        side = JoinSide(address.strip("[]"), _port(port_text), normal_code(opts["--code"]),
                        printer.state, printer.refused)
        side.on_chat = lambda text: printer.state({"chat": text})
        side.on_takeback = lambda news: printer.state({"takeback": news})
        side.on_match = lambda snapshot: printer.state({"match": snapshot})
        if "--deck" in opts:
            # 6.1: the deck this side brings, for a table that asks for it
            try:
                side.deck = list(load_deck(opts["--deck"]).cards)
            except DeckError as exc:
                raise RefereeError(f"--deck: {exc}") from None
    except RefereeError as exc:
        printer.refused(exc.message, exc.move)
        return EXIT_ERROR
    reader = threading.Thread(
        target=_read_moves, args=(inp, lambda: None, side.move, printer, side.chat,
                                  lambda word: _join_takeback(side, word),
                                  lambda word: side.press() if word == "press"
                                  else side.choose(word == "first")), daemon=True)
    try:
        side.connect()
    except JoinRefused as exc:
        printer.refused(exc.message, None)
        return EXIT_ERROR
    reader.start()
    try:
        side.run()
    except JoinRefused as exc:
        printer.refused(exc.message, None)
        return EXIT_ERROR
    return _keep_record(opts.get("--record"), side.record, printer)


def _keep_record(path: str | None, record: bytes | None, printer: _Printer) -> int:
    """Save the finished game's ``record`` at ``path`` when asked (written whole or not
    at all); the exit status."""
    if path is None:
        return 0
    if record is None:
        printer.refused("the game ended without a record to keep", None)
        return EXIT_ERROR
    try:
        write_record_file(path, record)
    except RecordError as exc:
        printer.refused(exc.message, None)
        return EXIT_ERROR
    except OSError as exc:
        printer.refused(f"cannot save the record at {path}: {exc.strerror or exc}", None)
        return EXIT_ERROR
    return 0


def host_main(argv: Sequence[str] | None = None) -> int:
    """``python -m momon_desktop host …``."""
    return host_run(command_args(argv, reads_input=True), sys.stdin, sys.stdout)


def join_main(argv: Sequence[str] | None = None) -> int:
    """``python -m momon_desktop join …``."""
    return join_run(command_args(argv, reads_input=True), sys.stdin, sys.stdout)
