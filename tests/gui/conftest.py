"""Qt tests run headless: the offscreen platform is chosen before any QApplication exists."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest


@pytest.fixture(scope="session", autouse=True)
def _application_style(qapp):
    """The Fusion style, the table palette and the app's stylesheet, as the app sets them."""
    from momon_desktop.ui.look.theme import apply_application_style

    apply_application_style(qapp)


@pytest.fixture(autouse=True)
def _english_interface(qapp):
    """Every test starts and ends with the English interface and the bundled fonts."""
    from momon_desktop.ui.look.fonts import register_fonts
    from momon_desktop.ui.text.i18n import install_language

    register_fonts()
    install_language("en")
    yield
    install_language("en")


@pytest.fixture(autouse=True)
def _private_data_folder(tmp_path, monkeypatch):
    """Autosaves, saved games and recent lists of a test stay in its own folder."""
    monkeypatch.setenv("MOMON_DATA_DIR", str(tmp_path / "momon-data"))


@pytest.fixture
def window(qtbot, tmp_path):
    """The main window with its own settings file, shown at 1280 × 800 and closed after."""
    from tests.gui.table_helpers import make_window

    win = make_window(qtbot, tmp_path)
    yield win
    win.close()
