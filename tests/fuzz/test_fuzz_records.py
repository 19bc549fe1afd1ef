"""Game records (``momon_desktop.storage``): a mutated recording of a real game loads
as a verified game or fails with :class:`RecordError` and a readable message, within
the time and memory bounds; the file is never changed and nothing is written beside
it."""

from __future__ import annotations

import json
from pathlib import Path

from momon_desktop.storage import RecordError, load_record, load_record_bytes

from .corpus import records
from .gen import Fuzz
from .harness import Target

JSON_CASES = 900
BYTE_CASES = 500
FILE_CASES = 200


def _mutated_json(raw: bytes, fuzz: Fuzz) -> bytes:
    return fuzz.dumps(fuzz.mutate(json.loads(raw)))


def test_mutated_records() -> None:
    """Fields changed, removed, added or retyped: moves, decks, seeds, results, hashes
    and the embedded card set."""
    target = Target("records, JSON mutations (load_record_bytes)")
    corpus = records()
    for case in range(JSON_CASES):
        fuzz = Fuzz(30_000 + case)
        raw = _mutated_json(corpus[case % len(corpus)], fuzz)
        target.run(f"case {case}", lambda r=raw: load_record_bytes(r), (RecordError,))
    target.assert_clean(JSON_CASES)


def test_damaged_record_bytes() -> None:
    """Cut short, bits flipped, invalid UTF-8, repeated chunks, other encodings."""
    target = Target("records, byte mutations (load_record_bytes)")
    corpus = records()
    for case in range(BYTE_CASES):
        fuzz = Fuzz(40_000 + case)
        raw = fuzz.mutate_bytes(corpus[case % len(corpus)])
        target.run(f"case {case}", lambda r=raw: load_record_bytes(r), (RecordError,))
    target.assert_clean(BYTE_CASES)


def test_record_files_are_only_read(tmp_path: Path) -> None:
    target = Target("record files (load_record)")
    corpus = records()
    for case in range(FILE_CASES):
        fuzz = Fuzz(50_000 + case)
        raw = corpus[case % len(corpus)]
        raw = fuzz.mutate_bytes(raw) if case % 2 else _mutated_json(raw, fuzz)
        path = tmp_path / f"game-{case}.momon"
        path.write_bytes(raw)
        target.run(f"case {case}", lambda p=path: load_record(p), (RecordError,))
        assert path.read_bytes() == raw, f"case {case}: the file was changed"
    assert len(list(tmp_path.iterdir())) == FILE_CASES
    target.assert_clean(FILE_CASES)
