"""Running fuzz cases: each is timed, the process's peak memory is watched, and every
outcome that is neither an acceptance nor a typed, readable error is collected.

The counts of every target are kept in :data:`COUNTS`; ``tests/fuzz/conftest.py``
prints them at the end of the session.
"""

from __future__ import annotations

import re
import resource
import time
import traceback
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

# Per case, in the test process: at most this many seconds, and the process's peak
# resident memory at most this much above what it was when the fuzz tests started.
CASE_SECONDS = 3.0
CASE_MEGABYTES = 300

# target -> outcome -> number of cases
COUNTS: dict[str, Counter[str]] = {}
# target -> kind of failure -> (number of cases, the first case, its problem)
FAILURES: dict[str, dict[str, tuple[int, str, str]]] = {}
# target -> seconds of its slowest case
SLOWEST: dict[str, float] = {}

# What a message for a person must not show: library internals and Python's own words.
_INTERNALS = re.compile(
    r"function-after|function-before|function-wrap|constrained-str|literal\[|pydantic|"
    r"ValidationError|Traceback|"
    r"\[type=|input_value|errors\.pydantic|For further information|<class |object at 0x|"
    r"Input should|LocalizedText|NoneType|KeyError|TypeError|AttributeError|"
    r"IndexError|RecursionError|MemoryError|internal error"
)
# A message may list many problems, one a line; each line stays short enough to read.
MAX_LINE_CHARS = 1000


def peak_rss_mb() -> float:
    """The peak resident memory of this process so far, in MB (Linux: KB units)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


_START_RSS = peak_rss_mb()


def message_problem(message: object) -> tuple[str, str] | None:
    """Why ``message`` is not fit to show a person, and the kind of problem, or None."""
    if not isinstance(message, str) or not message.strip():
        return f"the message is not a text: {message!r}", "no message"
    found = _INTERNALS.search(message)
    if found:
        at = max(0, found.start() - 120)
        return (f"the message shows internals ({found.group()!r}): ...{message[at:found.end() + 80]!r}",
                f"message shows {found.group()!r}")
    longest = max(message.splitlines() or [""], key=len)
    if len(longest) > MAX_LINE_CHARS:
        return (f"a line of the message is {len(longest)} characters long: {longest[:160]!r}...",
                "message line too long")
    return None


@dataclass
class Target:
    """The cases of one fuzz target."""

    name: str
    failures: list[str] = field(default_factory=list)
    slowest: float = 0.0

    def __post_init__(self) -> None:
        self.counts = COUNTS.setdefault(self.name, Counter())
        # the process's peak so far: what the tests before this target used (the search
        # tables of the computer's tests, say) is not this target's
        self.start_rss = max(_START_RSS, peak_rss_mb())

    def run(self, case: str, fn: Callable[[], Any], errors: tuple[type[BaseException], ...],
            check: Callable[[Any], tuple[str, str] | None] | None = None) -> str:
        """Run one case: ``fn`` may return (then ``check`` may find fault with what it
        returned) or raise one of ``errors`` with a readable message.  Anything else,
        a slow case or a memory peak is a failure.  Returns the outcome."""
        start = time.perf_counter()
        problem: tuple[str, str] | None = None
        outcome = "accepted"
        try:
            value = fn()
        except errors as exc:
            outcome = "refused"
            problem = message_problem(getattr(exc, "message", None) or str(exc))
        except BaseException as exc:
            if isinstance(exc, KeyboardInterrupt):
                raise
            outcome = "crashed"
            tb = traceback.extract_tb(exc.__traceback__)[-1]
            where = f"{tb.filename.rsplit('/', 1)[-1]}:{tb.lineno}"
            problem = (f"{type(exc).__name__}: {str(exc)[:200]} (at {where})",
                       f"{type(exc).__name__} at {where}")
        else:
            if check is not None:
                problem = check(value)
        seconds = time.perf_counter() - start
        self.slowest = max(self.slowest, seconds)
        SLOWEST[self.name] = max(SLOWEST.get(self.name, 0.0), seconds)
        if problem is None and seconds > CASE_SECONDS:
            problem = f"took {seconds:.1f} s (at most {CASE_SECONDS} s)", "too slow"
        grown = peak_rss_mb() - self.start_rss
        if problem is None and grown > CASE_MEGABYTES:
            problem = (f"peak memory {grown:.0f} MB above the start (at most {CASE_MEGABYTES} MB)",
                       "too much memory")
        if problem is not None:
            if outcome != "crashed":
                outcome = "failed"
            text, kind = problem
            self.failures.append(f"{self.name} {case}: {text}")
            kinds = FAILURES.setdefault(self.name, {})
            count, first, example = kinds.get(kind, (0, case, text))
            kinds[kind] = (count + 1, first, example)
        self.counts[outcome] += 1
        self.counts["cases"] += 1
        return outcome

    def assert_clean(self, cases: int) -> None:
        """Every case ran (``cases`` of them) and none failed."""
        assert self.counts["cases"] == cases, (self.name, dict(self.counts))
        shown = "\n".join(self.failures[:40])
        more = len(self.failures) - 40
        assert not self.failures, (
            f"{len(self.failures)} of {cases} {self.name} cases failed:\n{shown}"
            + (f"\n... and {more} more" if more > 0 else ""))
