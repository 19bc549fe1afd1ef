"""The fuzz suite's case counts, printed at the end of the session."""

from __future__ import annotations

from typing import Any

from .harness import COUNTS, FAILURES


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
        terminalreporter.write_line(f"{name}: {counts['cases']} cases ({parts})")
        for kind, (count, first, example) in sorted(FAILURES.get(name, {}).items()):
            terminalreporter.write_line(f"    {count} x {kind}; first: {first}")
            terminalreporter.write_line(f"        {example[:400]}")
    terminalreporter.write_line(f"total: {total} cases")
