"""Card-set and deck files (``momon_desktop.cards``): whatever a file holds, reading it
gives a card set (or deck) or a :class:`CardSetError` (:class:`DeckError`) with a
readable message, within the time and memory bounds; the file is never changed."""

from __future__ import annotations

import copy
import hashlib
from pathlib import Path

from momon_desktop.cards import (
    CardSetError,
    DeckError,
    load_card_set,
    parse_card_set,
)
from momon_desktop.cards.decks import load_deck, parse_deck

from .corpus import card_set_docs, deck_docs
from .gen import Fuzz
from .harness import Target

PARSED = 1200
FILES = 300
DECK_FILES = 300


def test_mutated_card_sets() -> None:
    """Parsed JSON values: wrong types, missing and unknown fields, huge numbers, deep
    nesting, long strings, lone surrogates, long lists."""
    target = Target("card sets (parse_card_set)")
    docs = card_set_docs()
    for case in range(PARSED):
        fuzz = Fuzz(case)
        data = fuzz.realise(fuzz.mutate(docs[case % len(docs)]))
        target.run(f"case {case}", lambda d=data: parse_card_set(d, "fuzz.json"), (CardSetError,))
    target.assert_clean(PARSED)


def _same_file(path: Path, digest: str) -> tuple[str, str] | None:
    if hashlib.sha256(path.read_bytes()).hexdigest() == digest:
        return None
    return "the file was changed", "file changed"


def test_mutated_card_set_files(tmp_path: Path) -> None:
    """Files: mutated JSON written several ways and bytes cut, repeated, or made invalid
    UTF-8; the file stays byte for byte the same."""
    target = Target("card set files (load_card_set)")
    docs = card_set_docs()
    for case in range(FILES):
        fuzz = Fuzz(10_000 + case)
        raw = fuzz.dumps(fuzz.mutate(docs[case % len(docs)]))
        if case % 2:
            raw = fuzz.mutate_bytes(raw)
        path = tmp_path / f"set-{case}.json"
        path.write_bytes(raw)
        digest = hashlib.sha256(raw).hexdigest()

        def load(p: Path = path, d: str = digest) -> tuple[str, str] | None:
            load_card_set(p)
            return _same_file(p, d)

        target.run(f"case {case}", load, (CardSetError,), check=lambda problem: problem)
        assert _same_file(path, digest) is None, f"case {case}: the file was changed"
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        f"set-{case}.json" for case in range(FILES))
    target.assert_clean(FILES)


def test_mutated_deck_files(tmp_path: Path) -> None:
    target = Target("deck files (load_deck, parse_deck)")
    docs = deck_docs()
    for case in range(DECK_FILES):
        fuzz = Fuzz(20_000 + case)
        data = fuzz.mutate(docs[case % len(docs)])
        if case % 2:
            parsed = fuzz.realise(data)
            target.run(f"case {case}", lambda d=parsed: parse_deck(d, "fuzz.json"), (DeckError,))
            continue
        raw = fuzz.mutate_bytes(fuzz.dumps(data)) if case % 4 == 0 else fuzz.dumps(data)
        path = tmp_path / f"deck-{case}.json"
        path.write_bytes(raw)
        target.run(f"case {case}", lambda p=path: load_deck(p), (DeckError,))
        assert path.read_bytes() == raw, f"case {case}: the file was changed"
    target.assert_clean(DECK_FILES)


IMPORTS = 150


def _tree(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*"))
            if p.is_file()}


def test_mutated_card_set_imports(tmp_path: Path) -> None:
    """Importing into the deck library (``DeckLibrary.import_set``): refused, with the
    data folder as it was, or kept as a copy that the next start reads back."""
    from momon_desktop.storage.decklib import DeckLibrary

    target = Target("card set imports (DeckLibrary.import_set)")
    data_dir = tmp_path / "data"
    library = DeckLibrary(data_dir)
    docs = card_set_docs()
    for case in range(IMPORTS):
        fuzz = Fuzz(25_000 + case)
        doc = copy.deepcopy(docs[case % len(docs)])
        if case % 2:
            # ids of its own, so that it does not clash with the bundled set
            doc["set"]["id"] = f"imported-{case}"
            for card in doc["cards"]:
                card["id"] += f"-{case}"
        doc = fuzz.mutate(doc)
        raw = fuzz.dumps(doc)
        path = tmp_path / f"import-{case}.json"
        path.write_bytes(raw)
        before = _tree(data_dir) if data_dir.exists() else {}

        def one(p: Path = path, was: dict[str, bytes] = before) -> tuple[str, str] | None:
            try:
                loaded = library.import_set(p)
            except CardSetError:
                now = _tree(data_dir) if data_dir.exists() else {}
                if now != was:
                    return "a refused import changed the data folder", "folder changed"
                raise
            again = DeckLibrary(data_dir)
            if again.problems.sets or not again.is_user_set(loaded.id):
                return f"the imported copy does not read back: {again.problems.sets}", (
                    "copy does not read back")
            library.remove_set(loaded.id)
            return None

        target.run(f"case {case}", one, (CardSetError,), check=lambda p: p)
        assert path.read_bytes() == raw, f"case {case}: the file was changed"
    target.assert_clean(IMPORTS)
