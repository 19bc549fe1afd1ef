"""The app process of the kill-between-writes tests (``test_kill_between_writes.py``).

    python -m tests.gui.kill_child MODE KILL SETTINGS

plays, in the data folder ``MOMON_DATA_DIR``, up to the last decision of a game
(``MODE`` ``game``: a single hot-seat game; ``match-game``: game 1 of a clocked hot-seat
match; ``match-end``: the game that decides such a match), then makes that decision
(and, in a match, presses the clock) and lets the window write the game's end.  With
``KILL`` 0 it notes every change of a kept file from the last decision on and prints
them, with the banks and score of the match, as one JSON line; with ``KILL`` k it kills
itself (SIGKILL) right after the k-th of those changes (``storage.files.crash_after``).
Every decision takes a fixed time of the match's own clock (``FakeTime``), so two runs
are the same to the millisecond.
"""

from __future__ import annotations

import json
import os
import sys
import time

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication


def main(mode: str, kill: int, settings_path: str) -> None:
    app = QApplication.instance() or QApplication([])
    from momon_desktop.matchplay import GameOutcome
    from momon_desktop.storage import files
    from momon_desktop.storage.matches import match_progress_path
    from momon_desktop.ui.assembly import build_table
    from momon_desktop.ui.core.pace import SETTING as PACE_SETTING
    from momon_desktop.ui.look.theme import apply_application_style
    from tests.gui.match_helpers import FakeTime, start_match
    from tests.gui.table_helpers import bundled

    apply_application_style(app)
    settings = QSettings(settings_path, QSettings.Format.IniFormat)
    settings.setValue(PACE_SETTING, "off")
    window = build_table(settings)
    window.resize(1280, 800)
    window.show()
    c = window.controller
    now = FakeTime()

    def first() -> object:
        assert c.game is not None
        return c.game.legal_answers()[0]

    def last_decision_next() -> bool:
        assert c.game is not None
        probe = c.game.copy()
        probe.apply(first())
        return probe.over

    def to_the_last_decision() -> None:
        while not last_decision_next():
            now.t += 1.5
            c.submit(first())
            app.processEvents()

    def settle(done: object) -> None:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            app.processEvents()
            window.autosave.wait()
            if callable(done) and done():
                return
            time.sleep(0.01)
        raise SystemExit(f"the game's end was not written in 30 s ({mode})")

    session = None
    if mode == "game":
        window.start_game(bundled())
        to_the_last_decision()
    else:
        session = start_match(window, now)
        while True:
            to_the_last_decision()
            game = session.match.current
            assert c.game is not None and game is not None
            probe = c.game.copy()
            probe.apply(first())
            assert probe.result is not None
            winner = GameOutcome.from_result(probe.result, game.first).winner
            score = session.match.score
            decides = winner is not None and getattr(score, winner) == 1
            if mode == "match-game" or decides:
                break
            now.t += 1.5
            c.submit(first())
            session.press_by_person()
            session.screen.next_button.click()
            session.choice_dialog.take_button.click()
    changes = files.watch_changes()
    if kill:
        files.crash_after(kill)
    now.t += 1.5
    c.submit(first())  # the last decision of the game
    report: dict[str, object] = {}
    if session is not None:
        m = session.match
        assert m.clock is not None
        report["banks"] = {s: round(m.clock.remaining(s), 3) for s in "ab"}
        now.t += 0.75
        session.press_by_person()  # 7.4.2: a gameplay win waits for the winner's press
        report["games"] = len(m.games)
        report["over"] = m.over
        report["score"] = m.score.to_json()
    settle(lambda: not window.autosave.exists() and (session is None or not session.match.over
                                           or not match_progress_path().exists()))
    report["changes"] = list(changes)
    print(json.dumps(report), flush=True)
    sys.stdout.flush()
    os._exit(0)


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), sys.argv[3])
