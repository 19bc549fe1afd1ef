"""Atomic writes from several processes at once, and the temporary files of a killed one.

Two programs that write one file (two instances of the app, or the app and the
referee's ``--save``) each get their own temporary files: no write fails because the
other removed its file, and the file is always one whole version.  A temporary file
left by a killed save is removed at the next start, never while its process lives.
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from momon_desktop.storage import files
from momon_desktop.storage.files import atomic_write, remove_stale_temp_files
from momon_desktop.storage.processes import host_tag
from tests.storage import processes

ROOT = Path(__file__).resolve().parents[2]

# A writer: N versions of one file, each a JSON object that carries its own digest;
# it reports how many writes failed, and why.
WRITER = r"""
import hashlib, json, sys
from momon_desktop.storage.files import atomic_write

target, who, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
print("ready", flush=True)
sys.stdin.readline()
failed = []
for i in range(count):
    body = json.dumps({"who": who, "n": i, "pad": who * (2000 + i % 700)})
    digest = hashlib.sha256(body.encode()).hexdigest()
    data = json.dumps({"body": body, "sha256": digest}).encode()
    try:
        atomic_write(target, data, backup=True)
    except OSError as exc:
        failed.append(f"{type(exc).__name__}: {exc}")
print(json.dumps({"failed": len(failed), "first": failed[:3]}), flush=True)
"""


def whole_version(raw: bytes) -> tuple[str, int]:
    """The writer and number of a complete version; fails on anything else."""
    outer = json.loads(raw)
    body = outer["body"]
    assert hashlib.sha256(body.encode()).hexdigest() == outer["sha256"]
    inner = json.loads(body)
    return inner["who"], inner["n"]


def start_writer(target: Path, who: str, count: int) -> subprocess.Popen[str]:
    child = subprocess.Popen(
        [sys.executable, "-c", WRITER, str(target), who, str(count)],
        cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
    )
    assert child.stdout is not None and child.stdout.readline().strip() == "ready"
    return child


def test_two_processes_writing_one_file_never_break_each_other(tmp_path: Path) -> None:
    target = tmp_path / "autosave.momon.json"
    count = 400
    writers = [start_writer(target, who, count) for who in ("a", "b")]
    for child in writers:  # both start at once
        assert child.stdin is not None
        child.stdin.write("go\n")
        child.stdin.flush()
    seen: set[str] = set()
    reads = 0
    while any(child.poll() is None for child in writers):
        try:
            raw = target.read_bytes()
        except FileNotFoundError:
            continue
        who, _n = whole_version(raw)
        seen.add(who)
        reads += 1
    reports = []
    for child in writers:
        out, _ = child.communicate(timeout=120)
        assert child.returncode == 0
        reports.append(json.loads(out.strip().splitlines()[-1]))
    assert [r["failed"] for r in reports] == [0, 0], reports
    who, n = whole_version(target.read_bytes())
    assert n == count - 1
    whole_version(files.backup_path(target).read_bytes())
    assert reads > 0
    # nothing is left behind by either process
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "autosave.momon.json", "autosave.momon.json.bak"]


# A writer killed mid-save: it stops just before the replace, with its temporary file
# written, and waits to be killed.
KILLED_MID_SAVE = r"""
import sys
from momon_desktop.storage.files import atomic_write

def stop_here(path):
    print("in flight", flush=True)
    sys.stdin.readline()
    return True

atomic_write(sys.argv[1], b"new", backup=True, is_good=stop_here)
"""


def killed_mid_save(target: Path) -> tuple[int, list[Path]]:
    """Start a save of ``target``, kill it with SIGKILL (TerminateProcess on Windows)
    while its temporary file exists; the dead process's id and what it left."""
    target.write_bytes(b"old")
    child = subprocess.Popen(
        [sys.executable, "-c", KILLED_MID_SAVE, str(target)],
        cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
    )
    assert child.stdout is not None and child.stdout.readline().strip() == "in flight"
    child.kill()
    child.wait()
    left = sorted(p for p in target.parent.iterdir() if p.name.endswith(".tmp"))
    assert len(left) == 1 and left[0].name.startswith(f".{target.name}.{child.pid}-")
    return child.pid, left


def test_a_killed_writers_temporary_file_is_removed_at_the_next_start(data_folder: Path) -> None:
    saves = data_folder / "saves"
    saves.mkdir(parents=True)
    _pid, left = killed_mid_save(saves / "game.momon.json")
    assert (saves / "game.momon.json").read_bytes() == b"old"
    assert remove_stale_temp_files(data_folder) == left
    assert not left[0].exists()
    assert sorted(p.name for p in saves.iterdir()) == ["game.momon.json"]


def test_a_killed_writers_temporary_file_is_removed_by_the_next_save(tmp_path: Path) -> None:
    target = tmp_path / "game.momon.json"
    _pid, left = killed_mid_save(target)
    atomic_write(target, b"newer", backup=False)
    assert not left[0].exists()
    assert target.read_bytes() == b"newer"


def temp_name(target: str, pid: int, host: str | None = None, suffix: str = ".tmp") -> str:
    return f".{target}.{pid}-{host or host_tag()}-abcd_123{suffix}"


def test_a_live_processs_temporary_files_are_never_removed(tmp_path: Path, live_process: int
                                                           ) -> None:
    target = tmp_path / "recent.json"
    mine = [tmp_path / temp_name("recent.json", live_process),
            tmp_path / temp_name("recent.json", live_process, suffix=".bak-tmp")]
    for path in mine:
        path.write_bytes(b"half")
    atomic_write(target, b"{}")  # another process saves the same file
    assert remove_stale_temp_files(tmp_path) == []  # and the start-up clean-up runs
    assert all(path.read_bytes() == b"half" for path in mine)


def test_what_the_start_up_clean_up_removes(tmp_path: Path, live_process: int) -> None:
    dead_pid = processes.dead_pid()
    old = time.time() - files.STALE_TEMP_SECONDS - 60
    deep = tmp_path / "decks" / "mine"
    deep.mkdir(parents=True)
    too_deep = deep / "more"
    too_deep.mkdir()
    cases = {
        # (folder, name, made long ago): removed?
        (tmp_path, temp_name("a.json", dead_pid), False): True,
        (deep, temp_name("deck.json", dead_pid, suffix=".bak-tmp"), False): True,
        (tmp_path, temp_name("b.json", live_process), False): False,
        (tmp_path, temp_name("c.json", live_process), True): True,
        # another computer's process: only its age tells
        (tmp_path, temp_name("d.json", dead_pid, host="0badc0de"), False): False,
        (tmp_path, temp_name("e.json", dead_pid, host="0badc0de"), True): True,
        # names of earlier versions, without a process id
        (tmp_path, ".f.json.k2j4h5g6.tmp", False): False,
        (tmp_path, ".f2.json.k2j4h5g6.tmp", True): True,
        # not temporary files of a write
        (tmp_path, "notes.tmp", True): False,
        (tmp_path, ".g.json.tmp", True): False,
        (too_deep, temp_name("h.json", dead_pid), True): False,
    }
    for (folder, name, long_ago), _removed in cases.items():
        path = folder / name
        path.write_bytes(b"x")
        if long_ago:
            os.utime(path, (old, old))
    removed = remove_stale_temp_files(tmp_path)
    assert removed == sorted(folder / name for (folder, name, _), gone in cases.items() if gone)
    for (folder, name, _), gone in cases.items():
        assert (folder / name).exists() is not gone, name


def test_temporary_names_carry_the_process_and_a_random_part(tmp_path: Path,
                                                             monkeypatch: pytest.MonkeyPatch
                                                             ) -> None:
    made: list[str] = []
    real = files.tempfile.mkstemp

    def spy(*args, **kwargs):  # type: ignore[no-untyped-def]
        fd, name = real(*args, **kwargs)
        made.append(Path(name).name)
        return fd, name

    monkeypatch.setattr(files.tempfile, "mkstemp", spy)
    target = tmp_path / "x.json"
    atomic_write(target, b"1")
    atomic_write(target, b"2")  # a backup is made: a .bak-tmp too
    assert len(made) == 3 and len(set(made)) == 3
    for name in made:
        match = files._TEMP_NAME.fullmatch(name)
        assert match is not None, name
        assert int(match["pid"]) == os.getpid() and match["host"] == host_tag()


def test_a_file_written_with_a_mode_has_it_from_its_first_moment(tmp_path: Path) -> None:
    """The temporary file gets the mode before it takes the file's name, so the file is
    never seen under its name with other permissions."""
    target = tmp_path / "g.momon.json"
    atomic_write(target, b"one", mode=0o644)
    assert target.stat().st_mode & 0o777 == 0o644
    atomic_write(target, b"two")
    assert target.stat().st_mode & 0o777 == 0o600
