"""Property-based tests: random games survive a save and a load; random damage never
crashes the loader; a process killed in mid-save leaves the old or the new record whole."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from functools import lru_cache
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from momon_desktop.storage import (
    RecordError,
    Replay,
    load_record,
    load_record_bytes,
    make_record,
    record_to_bytes,
    save_record,
)

from .helpers import bundled_game, finished_record

ROOT = Path(__file__).resolve().parents[2]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    seed=st.integers(0, 2**32),
    engine_seed=st.integers(0, 2**32),
    stop=st.one_of(st.none(), st.integers(0, 40)),
)
def test_random_games_saved_and_loaded_give_identical_states(
    tmp_path: Path, seed: int, engine_seed: int, stop: int | None
) -> None:
    game, library = bundled_game(seed=seed, moves=stop, engine_seed=engine_seed)
    record = make_record(game, library)
    path = tmp_path / f"g{seed}.momon.json"
    save_record(path, record)
    loaded = load_record(path)
    assert loaded.game.state_hash() == game.state_hash()
    assert loaded.game.result == game.result
    assert loaded.game.log == game.log
    # The replay reaches the same position at every decision.
    replay = Replay.from_loaded(loaded)
    assert replay.game_at(replay.last).state_hash() == game.state_hash()


@lru_cache(maxsize=1)
def _record_bytes() -> bytes:
    return record_to_bytes(finished_record(seed=11))


@settings(max_examples=300, deadline=None)
@given(
    edits=st.lists(
        st.tuples(st.floats(0, 1, exclude_max=True), st.integers(0, 255)), min_size=1, max_size=8
    ),
    cut=st.one_of(st.none(), st.floats(0, 1)),
)
def test_random_corruption_never_crashes_the_loader(
    edits: list[tuple[float, int]], cut: float | None
) -> None:
    raw = bytearray(_record_bytes())
    for where, value in edits:
        raw[int(where * len(raw))] = value
    if cut is not None:
        del raw[int(cut * len(raw)) :]
    try:
        loaded = load_record_bytes(bytes(raw))
    except RecordError as exc:
        assert str(exc)  # a message, never an empty error
    else:
        # A harmless change (white space, or a byte rewritten to itself) still verifies.
        assert loaded.game.state_hash() == loaded.record.state_hash


CHILD = textwrap.dedent(
    """
    import sys
    from momon_desktop.storage import parse_record, save_record
    path = sys.argv[1]
    records = [parse_record(open(p, "rb").read()) for p in sys.argv[2:]]
    print("ready", flush=True)
    i = 0
    while True:
        save_record(path, records[i % 2])
        i += 1
    """
)


def test_process_killed_during_save_leaves_a_whole_record(tmp_path: Path) -> None:
    a, b = finished_record(seed=1), finished_record(seed=2)
    sources = []
    for name, record in (("a", a), ("b", b)):
        p = tmp_path / f"{name}.src.json"
        p.write_bytes(record_to_bytes(record))
        sources.append(str(p))
    target = tmp_path / "saves" / "game.momon.json"
    save_record(target, a)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    for round_no in range(12):
        child = subprocess.Popen(
            [sys.executable, "-c", CHILD, str(target), *sources],
            stdout=subprocess.PIPE, env=env, cwd=ROOT,
        )
        assert child.stdout is not None
        assert child.stdout.readline().strip() == b"ready"
        time.sleep(0.005 + 0.007 * round_no)  # kill at different moments of the loop
        os.kill(child.pid, signal.SIGKILL)
        child.wait()
        loaded = load_record(target)
        assert loaded.record in (a, b)
        bak = target.with_name(target.name + ".bak")
        if bak.exists():
            assert load_record(bak).record in (a, b)
    # The next save clears what the killed ones left behind.
    save_record(target, b)
    assert sorted(p.name for p in target.parent.iterdir()) == [target.name, bak.name]
