"""A second start on a data folder in use: the message, its buttons, both languages,
and the way main() takes the data folder and lets go of it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from momon_desktop.storage.instancelock import (
    Holder,
    InstanceLock,
    read_holder,
)
from momon_desktop.storage.processes import host_tag, this_host
from momon_desktop.ui import app as app_module
from momon_desktop.ui.table.alreadyopen import AlreadyOpenDialog, WindowCall
from momon_desktop.ui.text.i18n import install_language

pytestmark = pytest.mark.gui

ROOT = Path(__file__).resolve().parents[3]
STARTED = "2026-12-02T02:10:00Z"


def make(qtbot, folder: Path, holder: Holder | None, show_open=None) -> AlreadyOpenDialog:  # type: ignore[no-untyped-def]
    dialog = AlreadyOpenDialog(folder, holder, show_open)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def visible_buttons(dialog: AlreadyOpenDialog) -> list[str]:
    return [b.text() for b in dialog.buttons.buttons() if b.isVisible()]


def test_the_open_window_can_be_shown(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    asked: list[bool] = []
    holder = Holder(4321, this_host(), STARTED, "beacon", "00")
    dialog = make(qtbot, tmp_path, holder, lambda: asked.append(True) or True)
    assert dialog.windowTitle() == "Momon Desktop"
    text = dialog.message.text()
    assert text.startswith(f"Momon Desktop is already open with the data folder {tmp_path} "
                           "(process 4321, since ")
    assert "Only one window can use a data folder at a time" in dialog.advice.text()
    assert visible_buttons(dialog) == ["Show the open window", "Close"]
    assert dialog.show_button is not None and dialog.show_button.isDefault()
    with qtbot.waitSignal(dialog.accepted):
        dialog.show_button.click()
    assert asked == [True] and dialog.shown


def test_an_open_window_that_does_not_answer_leaves_close(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    holder = Holder(4321, this_host(), STARTED, "beacon", "00")
    dialog = make(qtbot, tmp_path, holder, lambda: False)
    assert dialog.show_button is not None
    dialog.show_button.click()
    assert dialog.isVisible() and not dialog.shown
    assert visible_buttons(dialog) == ["Close"] and dialog.close_button.isDefault()
    assert dialog.advice.text().startswith("The open window did not answer.")
    assert "Switch to it from the taskbar or the window list" in dialog.advice.text()
    with qtbot.waitSignal(dialog.rejected):
        dialog.close_button.click()
    assert not dialog.shown


@pytest.mark.parametrize(("holder", "says", "advice"), [
    (Holder(77, this_host(), STARTED), "(process 77, since ", "from the taskbar"),
    (Holder(77, this_host()), "(process 77).", "from the taskbar"),
    (Holder(77, "laptop", STARTED), "already open on the computer laptop with the data folder",
     "Close Momon Desktop on that computer"),
    (None, "Another Momon Desktop is already using the data folder", "from the taskbar"),
])
def test_an_open_window_that_cannot_be_reached_gets_an_honest_message(  # type: ignore[no-untyped-def]
        qtbot, tmp_path: Path, holder: Holder | None, says: str, advice: str) -> None:
    dialog = make(qtbot, tmp_path, holder)
    assert says in dialog.message.text() and str(tmp_path) in dialog.message.text()
    assert advice in dialog.advice.text()
    assert visible_buttons(dialog) == ["Close"] and dialog.show_button is None
    with qtbot.waitSignal(dialog.rejected):
        dialog.close_button.click()


def test_the_message_in_thai(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    install_language("th")
    dialog = make(qtbot, tmp_path, Holder(77, this_host(), STARTED, "b", "00"), lambda: True)
    # the title is the app's name, the same in every language
    assert dialog.windowTitle() == "Momon Desktop"
    texts = [dialog.message.text(), dialog.advice.text(), *visible_buttons(dialog)]
    for text in texts:
        assert any("\u0e00" <= ch <= "\u0e7f" for ch in text), text
    assert "77" in dialog.message.text() and str(tmp_path) in dialog.message.text()
    assert "%" not in "".join(texts)


def test_the_window_call_brings_the_window_and_its_dialog_to_the_front(qtbot) -> None:  # type: ignore[no-untyped-def]
    import threading

    window = QWidget()
    qtbot.addWidget(window)
    window.show()
    window.showMinimized()
    call = WindowCall(window)
    answers: list[bool] = []
    thread = threading.Thread(target=lambda: answers.append(call()))
    thread.start()  # the beacon's thread asks; the GUI thread does it
    qtbot.waitUntil(lambda: bool(answers))
    thread.join()
    assert answers == [True] and not window.isMinimized() and window.isVisible()


# ----------------------------------------------------------------------------- main()

HOLD = r"""
import sys
from momon_desktop.storage.instancelock import Beacon, claim_data_folder

def shown():
    print("shown", flush=True)
    return True

lock = claim_data_folder(sys.argv[1])
if sys.argv[2] == "beacon":
    beacon = Beacon(shown)
    lock.describe(beacon.holder(lock.holder))
print("held", flush=True)
sys.stdin.readline()
"""


@pytest.fixture
def held(tmp_path: Path):  # type: ignore[no-untyped-def]
    """Hold the test's data folder from another process (with a beacon or without)."""
    children: list[subprocess.Popen[str]] = []

    def hold(beacon: bool) -> subprocess.Popen[str]:
        folder = os.environ["MOMON_DATA_DIR"]
        child = subprocess.Popen([sys.executable, "-c", HOLD, folder,
                                  "beacon" if beacon else "-"], cwd=ROOT,
                                 stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        children.append(child)
        assert child.stdout is not None and child.stdout.readline().strip() == "held"
        return child

    yield hold
    for child in children:
        assert child.stdin is not None
        child.stdin.close()
        child.wait(timeout=30)
        assert child.stdout is not None
        child.stdout.close()


@pytest.fixture
def app_names(qapp, tmp_path):  # type: ignore[no-untyped-def]
    """main() names the application and reads its settings: they are the test's own,
    and the names of the test run come back after."""
    names = (QCoreApplication.organizationName(), QCoreApplication.applicationName(),
             QApplication.applicationDisplayName())
    for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
        QSettings.setPath(QSettings.Format.NativeFormat, scope, str(tmp_path / "settings"))
        QSettings.setPath(QSettings.Format.IniFormat, scope, str(tmp_path / "settings"))
    yield
    QCoreApplication.setOrganizationName(names[0])
    QCoreApplication.setApplicationName(names[1])
    QApplication.setApplicationDisplayName(names[2])


def answer_the_message(qtbot, button: str) -> list[str]:  # type: ignore[no-untyped-def]
    """Click ``button`` of the second start's message once it is shown."""
    said: list[str] = []
    tries = [0]

    def click() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, AlreadyOpenDialog):
            tries[0] += 1
            if tries[0] > 1000:  # ten seconds and no message: the app started instead
                said.append("no message")
                for widget in QApplication.topLevelWidgets():
                    widget.close()
                QApplication.quit()
                return
            QTimer.singleShot(10, click)
            return
        said.append(dialog.message.text())
        chosen = dialog.show_button if button == "show" else dialog.close_button
        assert chosen is not None
        chosen.click()

    QTimer.singleShot(0, click)
    return said


def test_a_second_main_shows_the_open_window_and_exits_0(qtbot, held, app_names) -> None:  # type: ignore[no-untyped-def]
    first = held(beacon=True)
    said = answer_the_message(qtbot, "show")
    assert app_module.main(["--lang", "en"]) == 0
    assert f"(process {first.pid}" in said[0]
    assert first.stdout is not None and first.stdout.readline().strip() == "shown"


def test_a_second_main_closed_exits_1_and_leaves_the_lock(qtbot, held, app_names) -> None:  # type: ignore[no-untyped-def]
    first = held(beacon=False)
    said = answer_the_message(qtbot, "close")
    assert app_module.main(["--lang", "en"]) == 1
    assert f"(process {first.pid}" in said[0]
    holder = read_holder(os.environ["MOMON_DATA_DIR"])
    assert holder is not None and holder.pid == first.pid


# main() runs in a process of its own: a Qt event loop that has run the whole table and
# quit leaves the test process's timers stopped for every later test.
MAIN_HOLDS = r"""
import json, sys
from pathlib import Path
from PySide6.QtWidgets import QApplication
import momon_desktop.ui.assembly as assembly
from momon_desktop.storage.instancelock import FolderInUse, InstanceLock, read_holder
from momon_desktop.ui import app as app_module

folder, left = Path(sys.argv[1]), Path(sys.argv[2])
seen = {}

def quit_soon(window):
    holder = read_holder(folder)
    seen["pid"] = holder.pid if holder else None
    seen["beacon"] = bool(holder and holder.beacon and holder.key)
    seen["left"] = left.exists()
    try:
        InstanceLock(folder).acquire()
        seen["second"] = "taken"
    except FolderInUse:
        seen["second"] = "refused"
    window.close()
    QApplication.quit()

assembly.start_up = quit_soon
seen["exit"] = app_module.main(["--lang", "en"])
seen["after"] = read_holder(folder) is None
print(json.dumps(seen))
"""


def test_main_holds_the_folder_with_its_beacon_and_lets_go_at_the_end(tmp_path: Path) -> None:
    folder = Path(os.environ["MOMON_DATA_DIR"])
    # what a save killed in an earlier run left
    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True)
    (folder / "saves").mkdir(parents=True)
    left = folder / "saves" / f".g.momon.json.{int(gone.stdout)}-{host_tag()}-abcdefgh.tmp"
    left.write_bytes(b"half")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               XDG_CONFIG_HOME=str(tmp_path / "settings"), HOME=str(tmp_path / "home"))
    run = subprocess.run([sys.executable, "-c", MAIN_HOLDS, str(folder), str(left)],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    seen = json.loads(run.stdout.strip().splitlines()[-1])
    assert seen["exit"] == 0
    assert seen["left"] is False  # removed at the start, before the table opened
    assert seen["beacon"] is True
    assert seen["second"] == "refused"
    assert isinstance(seen["pid"], int) and seen["pid"] != os.getpid()
    assert seen["after"] is True  # let go of
    with InstanceLock(folder):
        pass
