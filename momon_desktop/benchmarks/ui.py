"""``python -m momon_desktop bench ui``: how fast the table starts and draws a Summon.

Runs the self-test (``python -m momon_desktop --self-test``) in fresh processes, so each
launch is counted from its own process start, and reads the figures of its summary
line: the launch to the table's first picture (and the processor time it took), and
the Summons applied and drawn (median and slowest of each game). Prints each run, the
machine's load average before and after (the machine may be shared), the medians
over the runs, and ends with the line
``ui: summon_median_ms X summon_max_ms Y launch_s Z``.
Targets (docs/ui.md, "Speed"): a Summon within one 60 Hz frame, median at most 16 ms
and at most 33 ms for the slowest; launch at most 0.6 s.

``--platform xcb`` uses the X server named by ``DISPLAY`` (the real paint path);
the default is Qt's offscreen platform.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
from collections.abc import Sequence
from dataclasses import dataclass

SUMMARY = re.compile(
    r"launch (?P<launch>[\d.]+) s \((?P<cpu>[\d.]+) s CPU\), "
    r"Summon applied and drawn (?P<median>[\d.]+) ms \(median\), (?P<max>[\d.]+) ms \(max\)"
)


@dataclass(frozen=True)
class Run:
    """The figures of one self-test."""

    launch_s: float
    launch_cpu_s: float
    summon_median_ms: float
    summon_max_ms: float


def parse_summary(line: str) -> Run | None:
    """The figures of a self-test summary line, or None when it is not one."""
    m = SUMMARY.search(line)
    if m is None or not line.startswith("self-test: ok"):
        return None
    return Run(float(m["launch"]), float(m["cpu"]), float(m["median"]), float(m["max"]))


def self_test(platform: str, timeout: float) -> tuple[Run | None, str]:
    """Run one self-test in a new process; its figures and its output."""
    env = dict(os.environ, QT_QPA_PLATFORM=platform)
    done = subprocess.run([sys.executable, "-m", "momon_desktop", "--self-test"], env=env,
                          capture_output=True, text=True, timeout=timeout)
    lines = [ln for ln in done.stdout.splitlines() if ln.startswith("self-test:")]
    line = lines[-1] if lines else (done.stdout + done.stderr).strip()
    return (parse_summary(line) if done.returncode == 0 else None), line


def load() -> str:
    """The load average over 1, 5 and 15 minutes, where the system tells it."""
    try:
        one, five, fifteen = os.getloadavg()
    except (AttributeError, OSError):
        return "unknown"
    return f"{one:.2f} {five:.2f} {fifteen:.2f}"


def run(argv: Sequence[str]) -> int:
    """Run the benchmark; ``--runs N`` self-tests (default 5)."""
    parser = argparse.ArgumentParser(prog="bench ui")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--platform", default="offscreen",
                        help="Qt platform of the self-tests (offscreen, or xcb with DISPLAY)")
    parser.add_argument("--timeout", type=float, default=300.0)
    args = parser.parse_args(list(argv))
    print(f"load average before: {load()}")
    runs: list[Run] = []
    for i in range(max(1, args.runs)):
        figures, line = self_test(args.platform, args.timeout)
        if figures is None:
            print(f"run {i + 1}: the self-test failed: {line}")
            return 1
        runs.append(figures)
        print(f"run {i + 1}: launch {figures.launch_s:.2f} s ({figures.launch_cpu_s:.2f} s CPU), "
              f"Summon {figures.summon_median_ms:.1f} ms median, "
              f"{figures.summon_max_ms:.1f} ms max")
    print(f"load average after: {load()}")
    median_ms = statistics.median(r.summon_median_ms for r in runs)
    max_ms = statistics.median(r.summon_max_ms for r in runs)
    launch_s = statistics.median(r.launch_s for r in runs)
    cpu_s = statistics.median(r.launch_cpu_s for r in runs)
    print(f"medians over {len(runs)} runs ({args.platform}): Summon {median_ms:.1f} ms median "
          f"(target 16), {max_ms:.1f} ms max (target 33); launch {launch_s:.2f} s "
          f"(target 0.6), {cpu_s:.2f} s CPU")
    print(f"ui: summon_median_ms {median_ms:.1f} summon_max_ms {max_ms:.1f} "
          f"launch_s {launch_s:.2f}")
    return 0
