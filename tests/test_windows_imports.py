"""Every module of the package imports, and the self-test runs, without POSIX-only modules.

Windows has no ``resource``, ``fcntl``, ``termios``, ``pwd`` or ``grp``; the release
workflow runs the self-test there. Each check runs in a fresh interpreter whose import
system refuses those modules, as Windows' does.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

POSIX_ONLY = ("resource", "fcntl", "termios", "pwd", "grp")

# Installed first in each child interpreter: a finder that refuses the POSIX-only modules.
BLOCKER = f"""
import importlib.abc
import sys

POSIX_ONLY = {POSIX_ONLY!r}


class NotOnWindows(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.partition(".")[0] in POSIX_ONLY:
            raise ModuleNotFoundError(f"No module named {{name!r}} (as on Windows)", name=name)
        return None


for blocked in POSIX_ONLY:
    sys.modules.pop(blocked, None)
sys.meta_path.insert(0, NotOnWindows())
"""

IMPORT_EVERY_MODULE = BLOCKER + """
import importlib
import pkgutil

import momon_desktop

failed = []
names = []
for info in pkgutil.walk_packages(momon_desktop.__path__, "momon_desktop.", failed.append):
    names.append(info.name)
    try:
        importlib.import_module(info.name)
    except Exception as exc:
        failed.append(f"{info.name}: {type(exc).__name__}: {exc}")
for line in failed:
    print("FAILED", line)
print(f"imported {len(names) - len(failed)} of {len(names)} modules")
sys.exit(1 if failed else 0)
"""

SELF_TEST = BLOCKER + """
import runpy

sys.argv = ["momon_desktop", "--self-test"]
runpy.run_module("momon_desktop", run_name="__main__", alter_sys=True)
"""

SUMMARY = re.compile(
    r"self-test: ok, \d+ turns, winner .+, window ready [\d.]+ s, "
    r"every feature installed [\d.]+ s later, launch [\d.]+ s \([\d.]+ s CPU\), "
    r"Summon applied and drawn [\d.]+ ms \(median\), [\d.]+ ms \(max\), "
    r"snatch animation \d+ fps, "
    r"memory \d+ MB, [\d.]+ s"
)


def run_python(code: str, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    """Run *code* in a new interpreter, headless, with its own data folder."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MOMON_DATA_DIR=str(tmp_path / "data"))
    return subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
        timeout=300,
    )


def test_the_blocker_refuses_posix_only_modules(tmp_path):
    for name in POSIX_ONLY:
        result = run_python(BLOCKER + f"\nimport {name}\n", tmp_path)
        assert result.returncode != 0
        assert f"No module named '{name}' (as on Windows)" in result.stderr


def test_every_module_imports_without_posix_only_modules(tmp_path):
    result = run_python(IMPORT_EVERY_MODULE, tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    count = re.search(r"imported (\d+) of \1 modules", result.stdout)
    assert count is not None, result.stdout
    assert int(count.group(1)) > 20


def test_self_test_runs_without_posix_only_modules(tmp_path):
    result = run_python(SELF_TEST, tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    assert len(lines) == 1, result.stdout
    assert SUMMARY.fullmatch(lines[0]), lines[0]
