"""The table hosted for the autosave's game (storage.hostedtable) at the next start:
offered with its game, forgotten when the game is kept or discarded instead, or when it
belongs to another game (docs/network.md, "The host's app started again")."""

from __future__ import annotations

import json
import socket
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from momon_desktop.cards import bundled_decks
from momon_desktop.matchplay import GameOutcome, Match
from momon_desktop.matchplay.progress import hosted_match
from momon_desktop.storage.hostedtable import (
    HostedTableFile,
    hosted_table_path,
    write_hosted_table,
)
from momon_desktop.storage.record import now_iso
from momon_desktop.ui.features.gamerecords import HostedMatchQuestion
from momon_desktop.ui.features.hosting import TableHosting
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


# ----------------------------------------------------------------------------- a match


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def a_match_kept_between_games(folder: Path, playing: bool = False) -> HostedTableFile:
    """A match hosted for Ben that stopped after game 1 (won by the host), kept in
    ``folder``; ``playing``: it stopped in game 2, whose game is not in the autosave."""
    match = Match.start(4242, None)
    match.begin_game(match.next_chooser())
    match.gameplay_ended(GameOutcome("a", "turn_limit", (9, 7)))
    if playing:
        match.begin_game(match.next_chooser())
    decks = bundled_decks()
    kept = HostedTableFile(format_version=1, created=now_iso(), code="ABCDEFGH23",
                           port=free_port(), names=["Ann", "Ben"], deck_names=["A", "B"],
                           friend_seat=1,
                           match=hosted_match(match, (decks[0].cards, decks[1].cards)))
    assert write_hosted_table(hosted_table_path(folder), kept)
    return kept


@pytest.mark.rules("PM.1", "PM.2", "PD.18")
def test_a_match_hosted_and_stopped_between_games_is_offered_and_its_table_opens_again(
        qtbot, tmp_path):
    probe = make_window(qtbot, tmp_path, "probe.ini")
    folder = probe.autosave.path.parent
    probe.close()
    kept = a_match_kept_between_games(folder)
    window = make_window(qtbot, tmp_path, "two.ini")
    offer = window.feature(GamePersistence).resumer.offer_resume()
    assert isinstance(offer, HostedMatchQuestion) and offer.isVisible()
    assert offer.text() == "Your match against Ben, hosted at this computer, stopped after " \
                           "game 1: you 1, Ben 0."
    qtbot.mouseClick(offer.resume_button, Qt.MouseButton.LeftButton)
    hosting = window.feature(TableHosting)
    assert hosting is not None and hosting.hosted is not None
    hosted = hosting.hosted
    try:
        # the same table: the port and the join code the friend has
        assert hosted.match and (hosted.port, hosted.code) == (kept.port, kept.code)
        qtbot.waitUntil(lambda: hosted.view is not None and hosted.view.snapshot is not None)
        view = hosted.view
        snapshot = view.snapshot
        assert snapshot["score"] == {"a": 1, "b": 0, "draws": 0}
        assert snapshot["next"] == "choose" and len(snapshot["games"]) == 1
        # past the roll: it is not shown again; no game is on the table until the next
        # one begins; the friend is away (PD.18)
        assert view.roll_dialog is None and window.controller.game is None
        assert hosted.table.absent and hosted.grace.isActive()
        assert "waiting for Ben to come back" in window.statusBar().currentMessage()
        # the file stays while the match goes on
        assert hosted_table_path(folder).exists()
    finally:
        hosting.close()
    assert not hosted_table_path(folder).exists()


def test_a_match_hosted_and_left_at_start_is_forgotten(qtbot, tmp_path):
    probe = make_window(qtbot, tmp_path, "probe.ini")
    folder = probe.autosave.path.parent
    probe.close()
    a_match_kept_between_games(folder)
    window = make_window(qtbot, tmp_path, "two.ini")
    offer = window.feature(GamePersistence).resumer.offer_resume()
    assert isinstance(offer, HostedMatchQuestion)
    qtbot.mouseClick(offer.leave_button, Qt.MouseButton.LeftButton)
    assert not hosted_table_path(folder).exists()
    hosting = window.feature(TableHosting)
    assert hosting is not None and hosting.hosted is None


def test_a_match_kept_in_a_game_missing_from_the_autosave_is_forgotten(qtbot, tmp_path):
    probe = make_window(qtbot, tmp_path, "probe.ini")
    folder = probe.autosave.path.parent
    probe.close()
    a_match_kept_between_games(folder, playing=True)
    window = make_window(qtbot, tmp_path, "two.ini")
    assert window.feature(GamePersistence).resumer.offer_resume() is None
    assert not hosted_table_path(folder).exists()
