"""The fuzz suite's case counts, printed at the end of the session."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from .harness import COUNTS, FAILURES, SLOWEST


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    """Keeps each phase's report on the test item, for the separate-process counts."""
    outcome = yield
    report = outcome.get_result()
    setattr(item, f"rep_{report.when}", report)


def pytest_terminal_summary(terminalreporter: Any) -> None:
    if not COUNTS:
        return
    terminalreporter.section("fuzz cases")
    total = 0
    for name in sorted(COUNTS):
        counts = COUNTS[name]
        total += counts["cases"]
        parts = ", ".join(f"{counts[k]} {k}" for k in ("accepted", "refused", "crashed", "failed")
                          if counts[k])
        slowest = f"; slowest {SLOWEST[name]:.2f} s" if name in SLOWEST else ""
        terminalreporter.write_line(f"{name}: {counts['cases']} cases ({parts}){slowest}")
        for kind, (count, first, example) in sorted(FAILURES.get(name, {}).items()):
            terminalreporter.write_line(f"    {count} x {kind}; first: {first}")
            terminalreporter.write_line(f"        {example[:400]}")
    terminalreporter.write_line(f"total: {total} cases")
