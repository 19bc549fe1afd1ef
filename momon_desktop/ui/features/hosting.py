"""Game ▸ Host a table…: a game against a friend at another computer, hosted here.

This app is the table's authority (docs/network.md): :class:`HostedGame` runs the
network host (:class:`~momon_desktop.net.host.HostTable` with its TLS listener, on
threads of their own) beside the table's controller. Both hold the same game: each
answer given at this computer is played on the table, then sent to the host, which
checks it again and tells the friend; each answer of the friend, checked by the host,
arrives as a move and is played on the table for the friend's seat (a
:data:`~momon_desktop.ui.core.controller.REMOTE` seat), once the Arena has shown what
came before. The friend joins with ``python -m momon_desktop join`` or with the
address, port and join code this dialog shows.

The listener is open only while the table is hosted: from *Open the table* until the
game is left for another one, the dialog is closed before a friend came, or the app
quits (docs/network.md, "Closed by default").
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, ClassVar

from PySide6.QtCore import QObject, Qt

from momon_desktop.engine import IllegalDecision
from momon_desktop.matchplay import MatchError
from momon_desktop.matchplay.progress import restore_match
from momon_desktop.referee import RefereeError, Scenario
from momon_desktop.storage.cardsets import CardLibrary
from momon_desktop.storage.hostedtable import (
    HostedTableFile,
    forget_hosted_table,
    read_hosted_table,
)
from momon_desktop.storage.moves import move_to_json
from momon_desktop.storage.record import LoadedRecord
from momon_desktop.ui.core.actions import ActionSpec
from momon_desktop.ui.core.controller import HUMAN, REMOTE, PlayerInfo
from momon_desktop.ui.features.hostdialog import HostDialog
from momon_desktop.ui.features.hostedgame import HostedGame, kept_table_path
from momon_desktop.ui.features.netchat import TableChat
from momon_desktop.ui.features.netshared import (
    NetMatchViews,
    offered_decks,
)
from momon_desktop.ui.features.persistence import GamePersistence
from momon_desktop.ui.table.dialogs import ResultDialog
from momon_desktop.ui.text.i18n import fill

if TYPE_CHECKING:
    from momon_desktop.ui.table.host import TableHost

class TableHosting(QObject):
    """The feature: Game ▸ Host a table… and the hosted game on the table."""

    # what draws a match across two computers: the match layer's view, given by the
    # app's assembly (ui/assembly.py), which knows both layers; without it the Host a
    # table dialog offers single games only
    match_views: ClassVar[NetMatchViews | None] = None

    def __init__(self, window: TableHost) -> None:
        super().__init__(window.window())
        self.window = window
        self.dialog: HostDialog | None = None
        self.hosted: HostedGame | None = None
        self.action = window.action_registry.add(ActionSpec(
            "game.host", lambda: self.tr("&Host a table…"), "game", 10, 30, (),
            status_tip=lambda: self.tr("Play a friend at another computer on this network.")),
            self.open)
        window.controller.batch_finished.connect(self._after_answer)
        window.controller.started.connect(self._game_started)
        window.result_dialog_opened.connect(self._offer_rematch)
        persistence = window.feature(GamePersistence)
        if persistence is not None:
            persistence.resumer.tables = self  # a kept table opens again with its game
        app_window = window.window()
        # the app quits: the table closes, and is kept to open again for the game its
        # autosave keeps (take_up)
        app_window.destroyed.connect(lambda: self.close(forget=False))

    def open(self) -> HostDialog:
        """The Host a table dialog (window-modal)."""
        dialog = HostDialog(offered_decks(self.window), self.window.lang, self.window.window())
        dialog.offer_match(self.match_views is not None)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.open_requested.connect(lambda: self.window.replace_table(
            lambda: self._open_table(dialog)))
        dialog.rejected.connect(lambda: self._dialog_closed(dialog))
        self.dialog = dialog
        dialog.open()
        return dialog

    def _offer_rematch(self, dialog: ResultDialog) -> None:
        """The result screen of a hosted game offers a rematch at the same table."""
        hosted = self.hosted
        if hosted is None or not hosted.on_table():
            return
        dialog.rematch_button.show()
        dialog.rematch_button.setToolTip(self.tr(
            "The same decks at the same table, a new toss for the first turn; your friend "
            "joins it from their result screen."))
        dialog.rematch_requested.connect(self.rematch)

    def rematch(self) -> None:
        """A new game at the same table (port and join code), once the friend joins it."""
        hosted = self.hosted
        if hosted is None:
            return
        again = hosted.again()
        self._wire(again)
        self.hosted = again
        self.window.status(fill(self.tr("Waiting for %1 to join the rematch…"),
                                again.names[1]), 0)

    def _wire(self, hosted: HostedGame) -> None:
        hosted.peer.connect(self._peer)
        hosted.again_asked.connect(self.rematch)
        chat = self.window.feature(TableChat)
        if chat is not None:
            hosted.started.connect(lambda: chat.begin(hosted.names[1], hosted.table.chat))
            hosted.chat_came.connect(chat.came, Qt.ConnectionType.QueuedConnection)

    def _open_table(self, dialog: HostDialog) -> None:
        mine, theirs = dialog.chosen()
        formats = (mine.format, mine.format if theirs is None else theirs.format)
        fmt = "open" if "open" in formats else "standard"
        # without a deck chosen here the friend's own takes the second place (6.1)
        second = list(mine.cards if theirs is None else theirs.cards)
        scenario = Scenario(CardLibrary.bundled(), fmt, (list(mine.cards), second))
        self.close()
        match, clock = dialog.match()
        try:
            hosted = HostedGame(self.window, scenario, dialog.names(),
                                (mine.display_name(self.window.lang),
                                 "" if theirs is None else theirs.display_name(self.window.lang)),
                                dialog.port_spin.value(), friend_deck=theirs is None,
                                match=match, match_clock=clock, views=self.match_views)
        except OSError as exc:
            dialog.cannot_open(fill(self.tr(
                "The table cannot listen on port %1 (%2). Choose another port, or 'any "
                "free port'."), str(dialog.port_spin.value()), exc.strerror or str(exc)))
            return
        hosted.started.connect(dialog.accept)
        self._wire(hosted)
        self.hosted = hosted
        dialog.hosting(hosted)

    def _dialog_closed(self, dialog: HostDialog) -> None:
        """Closed before the friend came: the table is no longer hosted."""
        if self.hosted is not None and dialog.hosted is self.hosted and not self.hosted.playing:
            self.close()

    def _after_answer(self) -> None:
        hosted = self.hosted
        if hosted is not None:
            hosted.after_answer()
            g = self.window.controller.game
            if hosted.on_table() and g is not None and g.over and not hosted.match:
                # a finished game is not opened again: the table stays for a rematch (a
                # match's table is kept until the match is over, HostedGame.keep)
                forget_hosted_table(hosted.kept_path())

    # ------------------------------------------------------------------ opened again

    def kept_table(self, loaded: LoadedRecord) -> HostedTableFile | None:
        """The table this app hosted for the unfinished game ``loaded`` (the autosave's),
        kept when the app quit or was stopped; None when it hosted none for that game (a
        table kept for another game is forgotten)."""
        path = kept_table_path(self.window)
        kept = read_hosted_table(path)
        if kept is not None and kept.created != loaded.record.created:
            forget_hosted_table(path)
            return None
        return kept

    def kept_match(self) -> HostedTableFile | None:
        """A match this app hosted, kept between games (or waiting for a clock press)
        when the app quit or was stopped, so with no unfinished game to offer; None when
        there is none. A kept match whose game was being played, without that game in
        the autosave, is forgotten."""
        path = kept_table_path(self.window)
        kept = read_hosted_table(path)
        if kept is None:
            return None
        current = kept.match.current if kept.match is not None else None
        if kept.match is None or (current is not None and current.status == "playing"):
            forget_hosted_table(path)
            return None
        return kept

    def take_up(self, loaded: LoadedRecord | None, kept: HostedTableFile) -> bool:
        """Open the table again for the game the autosave kept (``loaded``), or for the
        match kept between games (``loaded`` None), at the same port (any free one if it
        is taken) and with the same join code, and put the game on the table with the
        friend's seat theirs: the friend's table comes back to it by itself, or the
        friend joins again with the address and code they have. False when it cannot be
        hosted again (a game is then resumed as a game at this computer)."""
        names = (kept.names[0], kept.names[1])
        deck_names = (kept.deck_names[0], kept.deck_names[1])
        match_kept = kept.match
        moves: list[object] = []
        if loaded is not None:
            game = loaded.game
            moves = [move_to_json(game, answer) for answer in game.history]
        if match_kept is None:
            assert loaded is not None
            decks = ([d.id for d in game.setup.decks[0]], [d.id for d in game.setup.decks[1]])
            scenario = Scenario(loaded.library, loaded.record.format, decks)
        else:
            decks = (list(match_kept.decks[0]), list(match_kept.decks[1]))
            scenario = Scenario(CardLibrary.bundled(), match_kept.format, decks)
        self.close()
        hosted: HostedGame | None = None
        try:
            hosted = self._open_again(scenario, kept)
            if match_kept is None:
                assert loaded is not None
                hosted.table.restore(moves, loaded.record.seed, 1 - kept.friend_seat)
            else:
                current = match_kept.current
                playing = current is not None and current.status == "playing"
                if playing != (loaded is not None) or (
                        loaded is not None and current is not None
                        and current.seed != loaded.game.seed):
                    raise RefereeError("the game kept is not the match's")
                hosted.table.restore_match(restore_match(match_kept, time.monotonic),
                                           decks, moves)
            if loaded is not None and hosted.table.game.state_hash() != loaded.game.state_hash():
                raise RefereeError("the game replayed is not the one kept")
        except (OSError, RefereeError, IllegalDecision, MatchError):
            if hosted is not None:
                hosted.close()
            forget_hosted_table(kept_table_path(self.window))
            self.window.status(self.tr(
                "The table could not be opened again: the game goes on at this computer.")
                if loaded is not None else self.tr(
                "The table could not be opened again for the match."), 0)
            return False
        self._wire(hosted)
        self.hosted = hosted
        if match_kept is not None:
            # the host's table puts the game on this table, or the bar says what is next
            hosted.taken_up_match()
        else:
            assert loaded is not None
            here = PlayerInfo(names[0], HUMAN, deck_names[0])
            there = PlayerInfo(names[1], REMOTE, deck_names[1])
            persistence = self.window.feature(GamePersistence)
            assert persistence is not None
            persistence.resume(loaded, None, from_file=False,
                               players=(there, here) if kept.friend_seat == 0 else (here, there))
            hosted.taken_up()
        self.window.status(fill(self.tr(
            "The table is open again on port %1 with the join code %2: waiting for %3 to "
            "come back."), str(hosted.port), hosted.code, names[1]), 0)
        return True

    def _open_again(self, scenario: Scenario, kept: HostedTableFile) -> HostedGame:
        """The kept table's listener open again, on its port or any free one if that is
        taken, with its join code; raises OSError when no port opens."""
        match = kept.match
        names = (kept.names[0], kept.names[1])
        deck_names = (kept.deck_names[0], kept.deck_names[1])
        failed: OSError | None = None
        for port in (kept.port, 0):
            try:
                return HostedGame(self.window, scenario, names, deck_names, port,
                                  code=kept.code, match=match is not None,
                                  match_clock=None if match is None else match.clock,
                                  views=self.match_views)
            except OSError as exc:
                failed = exc
        assert failed is not None
        raise failed

    def _game_started(self) -> None:
        """Another game put on the table ends the hosted one (the friend is told)."""
        hosted = self.hosted
        if hosted is not None and hosted.playing and not hosted.on_table():
            self.close()

    def _peer(self, news: str) -> None:
        name = self.hosted.names[1] if self.hosted is not None else ""
        if news == "dropped":
            self.window.status(fill(self.tr(
                "The line to %1 dropped: the seat is kept and the game waits."), name), 0)
        else:
            self.window.status(fill(self.tr("Back at the table: %1."), name), 10000)

    def close(self, forget: bool = True) -> None:
        """Stop hosting: the listener closes and a friend still connected is told;
        ``forget`` as :meth:`HostedGame.close` (a table kept from the last start too)."""
        if forget:
            forget_hosted_table(kept_table_path(self.window))
        if self.hosted is not None:
            self.hosted.close(forget)
            self.hosted = None
            chat = self.window.feature(TableChat)
            if chat is not None:
                chat.end()
