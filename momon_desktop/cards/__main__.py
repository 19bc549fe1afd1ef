"""Command line for card data: ``python -m momon_desktop.cards COMMAND``.

schema [PATH]   write the card set JSON Schema (default docs/card-set-v1.schema.json)
check FILE...   validate card set files and report every problem
"""

from __future__ import annotations

import sys
from pathlib import Path

from .errors import CardSetError
from .loader import CardPool, load_card_set
from .schema import DEFAULT_PATH, schema_text


def main(argv: list[str] | None = None) -> int:
    """Run one command; return the exit status (2 for bad usage or invalid files)."""
    args = sys.argv[1:] if argv is None else argv
    if not args or args[0] not in {"schema", "check", "balance"}:
        print(__doc__)
        return 2
    if args[0] == "balance":
        # Imported here: only this command needs the rules engine.
        from .balance import main as balance_main

        return balance_main(args[1:])
    if args[0] == "schema":
        path = Path(args[1]) if len(args) > 1 else DEFAULT_PATH
        path.write_text(schema_text(), encoding="utf-8")
        print(f"wrote {path}")
        return 0
    pool = CardPool()
    status = 0
    for name in args[1:]:
        try:
            card_set = load_card_set(name)
            pool.add(card_set)
        except CardSetError as exc:
            print(exc, file=sys.stderr)
            status = 2
        else:
            print(f'{card_set.source}: set "{card_set.id}", {len(card_set.cards)} cards, valid')
    return status


if __name__ == "__main__":
    raise SystemExit(main())
