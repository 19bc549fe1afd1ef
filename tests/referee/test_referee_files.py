"""The referee's files and input bounds, run as a user runs it: ``--save`` targets and
permissions, records checked at every decision, and ``--interactive`` line limits."""

from __future__ import annotations

import json
import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from .test_referee import ROOT, first_options, referee, scenario

RECORDS = ROOT / "tests" / "storage" / "records"
posix_only = pytest.mark.skipif(os.name != "posix", reason="POSIX file kinds and permissions")


def saved_game(tmp_path: Path, name: str = "game.momon.json") -> tuple[Path, list[dict[str, Any]]]:
    """A record saved by the referee: a few moves, then a concession."""
    moves: list[dict[str, Any]] = []
    for _ in range(4):
        moves.append(first_options(tmp_path, moves)["awaiting"]["options"][-1])
    moves.append({"concede": "second"})
    path = tmp_path / name
    code, out, err = referee(str(scenario(tmp_path, moves=moves)), "--save", str(path))
    assert code == 0, (out, err)
    return path, moves


# ----------------------------------------------------------------------------- --save


@posix_only
@pytest.mark.parametrize("interactive", [False, True])
def test_save_to_a_fifo_is_refused_and_the_fifo_stays(tmp_path: Path, interactive: bool) -> None:
    fifo = tmp_path / "pipe.momon.json"
    os.mkfifo(fifo)
    args = ["--interactive"] if interactive else []
    code, out, err = referee(*args, str(scenario(tmp_path)), "--save", str(fifo),
                             stdin='{"concede": "first"}\n')
    assert code == 2 and "Traceback" not in err
    # Refused before anything is played: the error is the only line.
    assert out == [{"error": "cannot write pipe.momon.json: it is a named pipe (FIFO), and a "
                             "game is saved only to a regular file", "move": None}]
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)


@posix_only
def test_save_through_a_symbolic_link_writes_the_file_it_points_at(tmp_path: Path) -> None:
    real, _moves = saved_game(tmp_path)
    before = real.read_bytes()
    link = tmp_path / "latest.momon.json"
    link.symlink_to(real.name)
    code, out, _ = referee(str(scenario(tmp_path, moves=[{"concede": "first"}])),
                           "--save", str(link))
    assert code == 0 and out[0]["result"]["winner"] == "second"
    assert link.is_symlink() and os.readlink(link) == real.name
    assert real.read_bytes() != before
    assert json.loads(real.read_text())["moves"] == [{"concede": "first"}]
    # A link to a device is refused; the device stays as it is.
    dev = tmp_path / "dev.momon.json"
    dev.symlink_to("/dev/null")
    code, out, _ = referee(str(scenario(tmp_path)), "--save", str(dev))
    assert code == 2 and "it is a symbolic link to a device" in out[0]["error"]
    assert dev.is_symlink() and stat.S_ISCHR(os.stat("/dev/null").st_mode)


@posix_only
def test_save_keeps_the_permissions_of_the_file_it_replaces(tmp_path: Path) -> None:
    path, _moves = saved_game(tmp_path)
    os.chmod(path, 0o644)
    code, _out, _ = referee(str(scenario(tmp_path, moves=[{"concede": "first"}])),
                            "--save", str(path))
    assert code == 0
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o644
    assert json.loads(path.read_text())["moves"] == [{"concede": "first"}]


@posix_only
def test_a_new_save_gets_the_permissions_the_umask_gives(tmp_path: Path) -> None:
    path = tmp_path / "new.momon.json"
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.run(
        [sys.executable, "-m", "momon_desktop", "referee", str(scenario(tmp_path)),
         "--save", str(path)],
        capture_output=True, cwd=ROOT, env=env, timeout=120, umask=0o022,
    )
    assert proc.returncode == 0, proc.stdout
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o644


# ----------------------------------------------------------------------------- --record


def test_record_with_an_edited_move_exits_2_naming_the_move(tmp_path: Path) -> None:
    path, moves = saved_game(tmp_path)
    data = json.loads(path.read_text())
    # The last Summon goes to another square where it is just as legal.
    k = max(i for i, m in enumerate(moves) if "summon" in m)
    options = first_options(tmp_path, moves[:k])["awaiting"]["options"]
    data["moves"][k] = next(o for o in options
                            if o.get("summon") == moves[k]["summon"] and o != moves[k])
    path.write_text(json.dumps(data))
    before = path.read_bytes()
    code, out, err = referee("--record", str(path))
    assert code == 2 and "Traceback" not in err
    assert out == [{"error": out[0]["error"], "move": k}]
    assert out[0]["error"] == (f"game.momon.json: move {k} {json.dumps(data['moves'][k])} does not "
                               "lead to the position recorded: the game was changed after it "
                               "was saved, or this version of Momon Desktop plays that move "
                               "differently")
    assert path.read_bytes() == before


def test_record_of_an_old_format_prints_only_the_state(tmp_path: Path) -> None:
    copy = tmp_path / "v2.momon.json"
    shutil.copyfile(RECORDS / "v2-finished.momon.json", copy)
    code, out, err = referee("--record", str(copy))
    assert code == 0, err
    assert len(out) == 1
    assert set(out[0]) == {"arena", "hands", "voids", "turns_taken", "first_player_token",
                           "turn_player", "awaiting", "result", "log"}


# ----------------------------------------------------------------------------- --interactive


CHILD = r"""
import resource, subprocess, sys
scenario, size = sys.argv[1], int(sys.argv[2])
# The referee starts before the line is made, so that none of it is in the child.
proc = subprocess.Popen(
    [sys.executable, "-m", "momon_desktop", "referee", "--interactive", scenario],
    stdin=subprocess.PIPE, stdout=subprocess.PIPE,
)
data = b'{"summon": "' + b"x" * size + b'", "to": "A1"}\n' + sys.argv[3].encode() + b"\n"
out, _ = proc.communicate(data)
sys.stdout.write(out.decode())
print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
sys.exit(proc.returncode)
"""


@pytest.mark.skipif(sys.platform != "linux", reason="ru_maxrss in KB, as Linux gives it")
def test_a_huge_line_is_skipped_without_being_held(tmp_path: Path) -> None:
    start = first_options(tmp_path, [])
    move = start["awaiting"]["options"][0]
    size = 100 * 1024 * 1024
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.run(
        [sys.executable, "-c", CHILD, str(scenario(tmp_path)), str(size), json.dumps(move)],
        capture_output=True, cwd=ROOT, env=env, timeout=300,
    )
    assert proc.returncode == 0, proc.stderr.decode()[-2000:]
    *lines, peak = proc.stdout.decode().splitlines()
    out = [json.loads(line) for line in lines]
    assert len(out) == 3 and out[0] == start
    assert out[1] == {"error": "move 0: the line is longer than 65536 bytes, the most one move "
                               "may take; it was skipped", "move": 0}
    assert out[2]["arena"][move["to"]]["card"] == move["summon"]  # the session went on
    # The referee's own memory (a few tens of MB for Python and the engine), far below
    # the 100 MB line, let alone the 1.4 GB it took to hold and parse it.
    assert int(peak) < 120 * 1024, f"peak RSS {int(peak) // 1024} MB"


def test_a_line_at_the_limit_is_read(tmp_path: Path) -> None:
    start = first_options(tmp_path, [])
    move = json.dumps(start["awaiting"]["options"][0])
    padded = move + " " * (65536 - 1 - len(move))  # with its line end: exactly the limit
    code, out, _ = referee("--interactive", str(scenario(tmp_path)),
                           stdin=padded + "\n" + padded + " \n")
    assert code == 0 and len(out) == 3
    assert out[1]["turns_taken"]["first"] == 1
    assert out[2]["move"] == 1 and "longer than 65536 bytes" in out[2]["error"]
