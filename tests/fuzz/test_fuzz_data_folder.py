"""The data folder and the settings (``storage.kept``, ``ui.core.settings``): every file
and setting the app keeps, damaged in each way a disk, a hand edit or another program
can damage it (``datafolder.FILE_KINDS``: garbage bytes, wrong types, numbers out of
range, non-finite and huge, lone surrogates, far dates, deep nesting, a folder, a FIFO,
a link or a link to nothing in its place), then a start of the real app
(``tests.fuzz.appstart``, offscreen) that must reach a usable window, with no traceback,
open what reads the file, and leave every other file byte for byte as it was.

Each case is a process of its own (two at a time, the machine's two cores); case N of a
target is reproduced with ``Fuzz(SEED + N)``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from .datafolder import (
    SETTINGS_FILE,
    TARGETS,
    Target,
    applicable,
    case_folder,
    make_template,
    snapshot,
)
from .datafolder import mutate as damage
from .harness import COUNTS, FAILURES

ROOT = Path(__file__).resolve().parents[2]
SEED = 90_000
# Seconds a start may take before the case fails (a usable window comes in 1 to 3 s).
START_SECONDS = 90

CASES = [(target, kind) for target in TARGETS for kind in applicable(target)]


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("kept") / "template"
    make_template(root)
    return root


def start(data: Path, config: Path, touch: str, report: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT),
               MOMON_DATA_DIR=str(data), XDG_CONFIG_HOME=str(config))
    env.pop("DISPLAY", None)
    env.pop("WAYLAND_DISPLAY", None)
    return subprocess.run([sys.executable, "-m", "tests.fuzz.appstart", touch or "-",
                           str(report)], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=START_SECONDS)


def run_case(template: Path, work: Path, number: int, target: Target, kind: str) -> str | None:
    """One case; what went wrong, or None."""
    folder = work / f"case-{number}"
    data, config = case_folder(template, target, folder)
    damage(target, kind, SEED + number, data, config)
    damaged = None
    if target.path:
        damaged = Path(os.path.normpath(data / target.path))
    if target.setting:
        damaged = config / SETTINGS_FILE
    before = snapshot(folder, damaged)
    report_path = folder / "report.json"
    try:
        done = start(data, config, target.touch, report_path)
    except subprocess.TimeoutExpired:
        return f"no usable window in {START_SECONDS} s (the process was stopped)"
    if not report_path.exists():
        return f"the app ended without a report (exit {done.returncode}): {done.stderr[-600:]}"
    report = json.loads(report_path.read_text(encoding="utf-8"))
    report_path.unlink()
    if report["errors"]:
        return "exception: " + report["errors"][0][-800:]
    if "Traceback" in done.stderr:
        return "traceback on stderr: " + done.stderr[-800:]
    if not report["usable"]:
        return f"no usable window: {report}"
    after = snapshot(folder, damaged)
    changed = sorted(k for k in set(before) | set(after) if before.get(k) != after.get(k))
    if changed:
        return f"other files changed: {changed[:5]}"
    return None


def test_every_kept_file_and_setting_damaged_then_a_start(template: Path, tmp_path: Path) -> None:
    with ThreadPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(lambda case: run_case(template, tmp_path, case[0], *case[1]),
                                list(enumerate(CASES))))
    failures = []
    for number, ((target, kind), problem) in enumerate(zip(CASES, results, strict=True)):
        name = f"data folder: {target.name}"
        counts = COUNTS.setdefault(name, Counter())
        counts["cases"] += 1
        if problem is None:
            counts["accepted"] += 1  # a usable window, every other file as it was
            continue
        counts["failed"] += 1
        failures.append(f"case {number} ({target.name}, {kind}): {problem}")
        kinds = FAILURES.setdefault(name, {})
        count, first, example = kinds.get(kind, (0, f"case {number}", problem))
        kinds[kind] = (count + 1, first, example)
    assert len(results) == len(CASES) == sum(len(applicable(t)) for t in TARGETS) == 184
    assert not failures, f"{len(failures)} of {len(CASES)} cases failed:\n" + "\n".join(failures)
