"""The table hosted for the autosave's game (storage.hostedtable) at the next start:
offered with its game, forgotten when the game is kept or discarded instead, or when it
belongs to another game (docs/network.md, "The host's app started again")."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from momon_desktop.storage.hostedtable import hosted_table_path
from momon_desktop.ui.features.persistence import GamePersistence
from momon_desktop.ui.table.mainwindow import MainWindow
from tests.gui.features.test_persistence import play, restarted
from tests.gui.table_helpers import bundled, make_window

pytestmark = pytest.mark.gui


def a_game_with_its_table_kept(qtbot, tmp_path: Path, created: str | None = None) -> MainWindow:  # type: ignore[no-untyped-def]
    """A game two decisions in, and a hosted table kept for it (or for the game
    ``created`` names)."""
    window = make_window(qtbot, tmp_path)
    window.start_game(bundled())
    play(window, 2)
    context = window.feature(GamePersistence).context
    assert context is not None
    hosted_table_path(window.autosave.path.parent).write_text(json.dumps({
        "format_version": 1, "created": created or context.created, "code": "ABCDEFGH23",
        "port": 48620, "names": ["Ann", "Ben"], "deck_names": ["A", "B"], "friend_seat": 1,
    }), encoding="utf-8")
    return window


@pytest.mark.parametrize("button", ["keep_button", "discard_button"])
def test_a_hosted_game_kept_or_discarded_forgets_its_table(qtbot, tmp_path, button):
    first = a_game_with_its_table_kept(qtbot, tmp_path)
    path = hosted_table_path(first.autosave.path.parent)
    _second, offer = restarted(qtbot, tmp_path, first)
    assert offer is not None
    assert "You hosted this game for Ben at another computer." in offer.informativeText()
    getattr(offer, button).click()
    assert not path.exists()


def test_a_table_kept_for_another_game_is_forgotten_and_not_offered(qtbot, tmp_path):
    first = a_game_with_its_table_kept(qtbot, tmp_path, "2020-01-01T00:00:00+00:00")
    path = hosted_table_path(first.autosave.path.parent)
    _second, offer = restarted(qtbot, tmp_path, first)
    assert offer is not None and "hosted" not in offer.informativeText()
    assert not path.exists()
