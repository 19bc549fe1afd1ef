"""The app opens its table before it loads the features (docs/ui.md, "Speed"): the
feature modules (and the computer players and the match procedure, which only they and a
game need) are imported and the features installed right after the table's first
picture, and then the table has every menu, action and shortcut a table built at once
has, and the app goes on (the welcome screen, a resume, the New Game dialog) only then."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject, QSettings

from momon_desktop.ui import assembly
from momon_desktop.ui.assembly import build_table, features, open_table

pytestmark = [pytest.mark.gui]

ROOT = Path(__file__).resolve().parents[2]


class Paints(QObject):
    """Counts the paint events of a widget."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


def action_keys(window) -> dict[str, tuple[str, list[str]]]:  # type: ignore[no-untyped-def]
    """Each action of the window: its menu and its shortcuts."""
    keys = {}
    for action_id in window.action_registry.ids():
        action = window.action_registry.action(action_id)
        keys[action_id] = (window.action_registry.spec(action_id).menu,
                           [k.toString() for k in action.shortcuts()])
    return keys


def test_the_features_come_right_after_the_first_picture(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window, loader = open_table(settings)
    paints = Paints()
    window.arena_view.viewport().installEventFilter(paints)
    at_shown: list[tuple[int, list[bool]]] = []
    loader.shown.connect(lambda: at_shown.append(
        (paints.count, [window.feature(kind) is not None for kind in features()])))
    assert [window.feature(kind) for kind in features()] == [None] * len(features())
    try:
        with qtbot.waitSignal(loader.ready, timeout=10000):
            window.show()
        assert loader.done
        # the Arena was drawn, and no feature was there yet
        assert at_shown == [(at_shown[0][0], [False] * len(features()))]
        assert at_shown[0][0] >= 1
        assert all(window.feature(kind) is not None for kind in features())
        whole = build_table(QSettings(str(tmp_path / "other.ini"), QSettings.Format.IniFormat))
        try:
            assert action_keys(window) == action_keys(whole)
            assert [a.text() for a in window.menuBar().actions()] == \
                [a.text() for a in whole.menuBar().actions()]
        finally:
            whole.close()
    finally:
        window.close()


# The app's own start (app.main) in a process of its own, as test_already_open does:
# which modules are loaded at the first picture, and what is there when the app goes on.
MAIN = r"""
import json, sys
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication
import momon_desktop.ui.assembly as assembly
from momon_desktop.ui import app as app_module

LATER = ("momon_desktop.ui.features", "momon_desktop.ui.match", "momon_desktop.matchplay",
         "momon_desktop.ai")
seen = {"imported": sorted(m for m in sys.modules if m.startswith(LATER))}

class Paints(QObject):
    count = 0
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            Paints.count += 1
        return False

paints = Paints()
opened = assembly.open_table

def open_table(settings=None):
    window, loader = opened(settings)
    window.arena_view.viewport().installEventFilter(paints)
    seen["built"] = sorted(m for m in sys.modules if m.startswith(LATER))
    loader.shown.connect(lambda: seen.update(
        shown=sorted(m for m in sys.modules if m.startswith(LATER)), painted=Paints.count))
    return window, loader

def start_up(window):
    seen["installed"] = [window.feature(kind) is not None for kind in assembly.features()]
    window.close()
    QApplication.quit()

assembly.open_table = open_table
assembly.start_up = start_up
seen["exit"] = app_module.main(["--lang", "en"])
print(json.dumps(seen))
"""


def test_the_app_loads_its_features_after_the_first_picture(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MOMON_DATA_DIR=str(tmp_path / "data"),
               XDG_CONFIG_HOME=str(tmp_path / "settings"), HOME=str(tmp_path / "home"))
    run = subprocess.run([sys.executable, "-c", MAIN], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    seen = json.loads(run.stdout.strip().splitlines()[-1])
    assert seen["exit"] == 0
    # importing the app, and building and drawing its table, load no feature module, nor
    # the computer players or the match procedure that only the features need
    assert seen["imported"] == []
    assert seen["built"] == []
    assert seen["shown"] == []
    assert seen["painted"] >= 1
    # the app goes on once every feature is there
    assert seen["installed"] == [True] * len(features())


def test_a_feature_is_installed_after_the_features_it_needs():
    def a(host): ...  # noqa: E704
    def b(host): ...  # noqa: E704
    def c(host): ...  # noqa: E704

    assert assembly.install_order([(a, (c,)), (b, ()), (c, (b,))]) == (b, c, a)
    assert assembly.install_order([(a, ()), (b, ()), (c, ())]) == (a, b, c)
    with pytest.raises(assembly.FeatureCycle, match="a -> c -> b -> a"):
        assembly.install_order([(a, (c,)), (b, (a,)), (c, (b,))])
    with pytest.raises(assembly.FeatureCycle, match="a needs c, which is not installed"):
        assembly.install_order([(a, (c,)), (b, ())])


def test_the_ladder_comes_after_the_opponents_it_reads_and_the_review_after_saving():
    from momon_desktop.ui.features.ladder import PlayerLadder
    from momon_desktop.ui.features.opponents import OpponentOffer
    from momon_desktop.ui.features.persistence import GamePersistence
    from momon_desktop.ui.features.review import GameReview

    order = assembly.features()
    assert order.index(OpponentOffer) < order.index(PlayerLadder)
    assert order.index(GamePersistence) < order.index(GameReview)
    # listed the other way round, the needs still decide
    declared = list(reversed(assembly.declared_features()))
    order = assembly.install_order(declared)
    assert order.index(OpponentOffer) < order.index(PlayerLadder)
    assert order.index(GamePersistence) < order.index(GameReview)
