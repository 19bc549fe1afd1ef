"""What every headless command (``referee``, ``match``, ``review``) does before its own
work: its arguments, and standard streams that speak UTF-8 whatever the console's code
page (a Thai name or a card set's text must never stop a command on Windows)."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import TextIO


def _utf8(stream: TextIO, errors: str) -> None:
    # a stream replaced by a caller (a test's StringIO) has no reconfigure and is text
    # already
    reconfigure = getattr(stream, "reconfigure", None)
    if reconfigure is not None:
        reconfigure(encoding="utf-8", errors=errors)


def command_args(argv: Sequence[str] | None, *, reads_input: bool = False) -> list[str]:
    """The command's arguments: ``argv``, or those after the command's name on the
    command line. Standard output then writes UTF-8; with ``reads_input`` standard input
    reads UTF-8 too, keeping bytes that are not UTF-8 as surrogates so that the command
    can refuse them in its own words rather than fail in the decoder."""
    _utf8(sys.stdout, "strict")
    if reads_input:
        _utf8(sys.stdin, "surrogateescape")
    return list(sys.argv[1:] if argv is None else argv)
