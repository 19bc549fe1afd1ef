"""``python -m momon_desktop bench AREA``: benchmarks that print their figures.

Each area's benchmark is a module with ``run(argv) -> int`` that prints its figures
and ends with one summary line (``engine: N random games/s``, ``storage: …``, …).
"""

from __future__ import annotations

import importlib

AREAS = {
    "engine": "momon_desktop.benchmarks.engine",
    "ai": "momon_desktop.benchmarks.ai",
    "storage": "momon_desktop.benchmarks.storage",
    "ui": "momon_desktop.benchmarks.ui",
    "review": "momon_desktop.benchmarks.review",
    "native": "momon_desktop.benchmarks.native",
    "fullrules": "momon_desktop.benchmarks.fullrules",
}


def main(argv: list[str]) -> int:
    """Run the benchmark named by ``argv[0]``."""
    if not argv or argv[0] not in AREAS:
        print("usage: python -m momon_desktop bench {" + "|".join(AREAS) + "} [options]")
        return 2
    module = importlib.import_module(AREAS[argv[0]])
    code: int = module.run(argv[1:])
    return code
