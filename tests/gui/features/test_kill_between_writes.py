"""A kill between any two writes of a game's or a match's end (``docs/records.md``,
``docs/matches.md``, "The order of the writes").

The app (``tests.gui.kill_child``, a process of its own) plays up to the last decision
of a single game, of game 1 of a clocked match, and of the game that decides a match; it
notes every change of a kept file from that decision on, and then, once for each of
them, it is killed (SIGKILL, ``storage.files.crash_after``) right after that change. A
new window then starts on what was left on disk, as the app does, and:

- never offers the finished game as unfinished (no resume question for it, no match
  game played again from the table);
- keeps the finished single game in a file of its own, listed among the recent games,
  and removes its autosave;
- gives no time back: each bank of the match is what it was at the last decision.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from momon_desktop.storage import load_record, recent_games, saves_dir
from momon_desktop.storage.matches import match_history, match_progress_path
from momon_desktop.ui.assembly import start_up
from momon_desktop.ui.features.persistence import GamePersistence
from momon_desktop.ui.match.matchscreen import MatchDesk
from tests.gui.match_helpers import FakeTime
from tests.gui.table_helpers import make_window

pytestmark = [pytest.mark.gui, pytest.mark.rules("PM.3", "7.4.2", "7.3.4")]

ROOT = Path(__file__).resolve().parents[3]


def run_child(mode: str, kill: int, folder: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT),
               MOMON_DATA_DIR=str(folder / "data"))
    return subprocess.run([sys.executable, "-m", "tests.gui.kill_child", mode, str(kill),
                           str(folder / "child.ini")],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=180)


def watched(mode: str, tmp_path: Path) -> dict[str, object]:
    done = run_child(mode, 0, tmp_path / "watch")
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    return json.loads(done.stdout)


def killed(mode: str, kill: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / f"kill-{kill}"
    done = run_child(mode, kill, folder)
    assert done.returncode == -signal.SIGKILL, (kill, done.stdout, done.stderr)
    assert "Traceback" not in done.stderr
    monkeypatch.setenv("MOMON_DATA_DIR", str(folder / "data"))
    return folder


def test_a_kill_between_the_writes_of_a_games_end(qtbot, tmp_path, monkeypatch):
    report = watched("game", tmp_path)
    changes = report["changes"]
    # the finished game's autosave, its own file, the recent games, the autosave removed
    assert [what for what, _name in changes] == ["written", "written", "written", "removed"]
    assert changes[0][1] == "autosave.momon.json" and changes[-1][1] == "autosave.momon.json"
    for kill in range(1, len(changes) + 1):
        folder = killed("game", kill, tmp_path, monkeypatch)
        window = make_window(qtbot, folder, "restart.ini")
        start_up(window)
        persistence = window.feature(GamePersistence)
        assert persistence.resumer.resume_box is None, f"kill {kill}: the finished game was offered"
        qtbot.waitUntil(lambda w=window: not w.autosave.exists())
        kept = sorted(saves_dir().glob("*.momon.json"))
        assert len(kept) == 1, (kill, kept)
        loaded = load_record(kept[0])
        assert loaded.record.result is not None and loaded.game.over
        assert [g.path for g in recent_games()] == [str(kept[0].resolve())]
        assert window.new_game_dialog is not None and window.new_game_dialog.isVisible()
        window.new_game_dialog.reject()
        window.close()


@pytest.mark.parametrize("mode", ["match-game", "match-end"])
def test_a_kill_between_the_writes_of_a_match_games_end(qtbot, tmp_path, monkeypatch, mode):
    report = watched(mode, tmp_path)
    changes = report["changes"]
    names = [name for _what, name in changes]
    # the banks of the last decision go first, then the finished game's autosave
    assert names[:3] == ["autosave.match.json", "autosave.momon.json",
                         f"game-{report['games']}.momon.json"]
    assert names[-1] == "autosave.momon.json"
    if mode == "match-end":
        # the match record before the match in progress goes
        done = [tuple(c) for c in changes]
        assert done.index(("written", "match.json")) < done.index(("removed",
                                                                   "autosave.match.json"))
    banks = report["banks"]
    for kill in range(1, len(changes) + 1):
        folder = killed(mode, kill, tmp_path, monkeypatch)
        window = make_window(qtbot, folder, "restart.ini")
        desk = window.feature(MatchDesk)
        desk.now = FakeTime(10_000.0)  # a later run of the app: the clock stands still
        start_up(window)
        persistence = window.feature(GamePersistence)
        assert persistence.resumer.resume_box is None, f"kill {kill}: a finished game was offered"
        if not match_progress_path().exists() and desk.resume_box is None:
            # the match ended: it is in the history with every game
            assert mode == "match-end", kill
            history = match_history()
            assert len(history) == 1 and len(history[0].record.games) == report["games"]
            assert history[0].record.match.score.model_dump() == report["score"]
            window.close()
            continue
        box = desk.resume_box
        assert box is not None, kill
        box.resume_button.click()
        session = desk.session
        m = session.match
        game = m.current
        c = window.controller
        if kill == 1:
            # Killed before the last decision reached the disk: that decision is made
            # again, but the time it took stays spent.
            assert game is not None and game.status == "playing"
            assert c.game is not None and not c.game.over
        else:
            assert c.game is None or c.game.over, f"kill {kill}: the game is played again"
            assert game is None or game.status == "awaiting_press", (kill, game)
            assert len(m.games) == report["games"], kill
        if m.clock is not None and m.current is not None:
            for side in "ab":
                assert m.clock.remaining(side) == pytest.approx(banks[side], abs=0.001), \
                    (kill, side)
        # the finished game's autosave goes once the game is kept (at once, or after the
        # table has drawn it ending again)
        if kill > 1:
            qtbot.waitUntil(lambda w=window: not w.autosave.exists())
        session.close()
        window.close()
