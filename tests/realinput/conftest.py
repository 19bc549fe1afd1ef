"""The real-input layer: the real window on a real X server, driven by XTest.

This folder runs in a pytest process of its own (``python3 dev.py test`` runs it after
the main suite, with ``MOMON_REAL_INPUT=1``): Qt's platform is chosen once per
process, and here it is xcb on a private Xvfb screen, not the offscreen platform of
the other GUI tests.

Every test fails on an uncaught exception anywhere (``sys.excepthook``, which is how
PySide reports an exception raised in a slot or a virtual method) and on any Qt
warning, critical or fatal message.
"""

from __future__ import annotations

import os
import sys

from tests.realinput.xserver import ensure_screen

_SCREEN = ensure_screen()

import pytest  # noqa: E402
from PySide6.QtCore import QtMsgType, qInstallMessageHandler  # noqa: E402

_problems: list[str] = []


def _on_qt_message(mode: QtMsgType, context: object, message: str) -> None:
    if mode in (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg):
        _problems.append(f"Qt {mode.name}: {message}")


def _on_exception(kind: type[BaseException], value: BaseException, tb: object) -> None:
    import traceback

    _problems.append("uncaught exception:\n" + "".join(
        traceback.format_exception(kind, value, tb)))  # type: ignore[arg-type]


def take_problems() -> list[str]:
    """The exceptions and Qt warnings recorded so far, which are then forgotten (a test
    that reports them itself names the gesture that caused each)."""
    found = list(_problems)
    _problems.clear()
    return found


def pytest_unconfigure(config: pytest.Config) -> None:
    if _SCREEN is not None:
        _SCREEN.stop()


@pytest.fixture(scope="session")
def qapp_args() -> list[str]:
    """The QApplication of this run is started like the app's own."""
    return ["momon-desktop"]


@pytest.fixture(scope="session", autouse=True)
def _application_style(qapp):  # type: ignore[no-untyped-def]
    """The Fusion style, the table palette and the bundled fonts, as the app sets them."""
    from momon_desktop.ui.look import fonts
    from momon_desktop.ui.look.theme import apply_application_style

    qapp.setOrganizationName("Momon Desktop Tests")
    qapp.setApplicationName("Momon Desktop Tests")
    apply_application_style(qapp)
    fonts.install_app_font(qapp)
    assert qapp.platformName() == "xcb", qapp.platformName()
    return qapp


@pytest.fixture(autouse=True)
def _fail_on_problems(qapp, monkeypatch):  # type: ignore[no-untyped-def]
    """An uncaught exception or a Qt warning during the test fails it."""
    _problems.clear()
    monkeypatch.setattr(sys, "excepthook", _on_exception)
    previous = qInstallMessageHandler(_on_qt_message)
    yield
    qapp.processEvents()
    qInstallMessageHandler(previous)
    found = list(_problems)
    _problems.clear()
    assert not found, "\n".join(found)


@pytest.fixture(autouse=True)
def _english_interface(qapp):  # type: ignore[no-untyped-def]
    """Every test starts and ends with the English interface."""
    from momon_desktop.ui.text.i18n import install_language

    install_language("en")
    yield
    install_language("en")


@pytest.fixture(autouse=True)
def _private_data_folder(tmp_path, monkeypatch):  # type: ignore[no-untyped-def]
    """Autosaves, saved games, decks and settings of a test stay in its own folder."""
    monkeypatch.setenv("MOMON_DATA_DIR", str(tmp_path / "momon-data"))


@pytest.fixture
def robot(qtbot, qapp):  # type: ignore[no-untyped-def]
    """The pointer and keyboard of the test's X server."""
    from tests.realinput.robot import Robot

    hand = Robot(qtbot, os.environ["DISPLAY"])
    yield hand
    hand.close()


@pytest.fixture
def table(qtbot, tmp_path, robot):  # type: ignore[no-untyped-def]
    """The main window at 1366 × 768 on the virtual screen, active and ready for input."""
    from tests.realinput.table import Table

    t = Table.open(qtbot, robot, tmp_path, (1366, 768))
    yield t
    t.close()
