"""``python -m momon_desktop bench ui`` reads the self-test's summary line; speed itself
is measured by running the command, not here."""

from __future__ import annotations

from momon_desktop.benchmarks.ui import Run, parse_summary

LINE = ("self-test: ok, 16 turns, winner Boon by the First Player Token tie-break (7-7, "
        "turn_limit), window ready 0.45 s, launch 0.52 s (0.48 s CPU), Summon applied and "
        "drawn 9.8 ms (median), 21.0 ms (max), snatch animation 59 fps, memory 119 MB, 1.8 s")


def test_the_figures_of_a_summary_line_are_read() -> None:
    assert parse_summary(LINE) == Run(0.52, 0.48, 9.8, 21.0)


def test_a_failed_self_test_gives_no_figures() -> None:
    assert parse_summary("self-test: FAILED: SelfTestError: no result screen") is None
    assert parse_summary(LINE.replace("self-test: ok", "self-test: FAILED")) is None
