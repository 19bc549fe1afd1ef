"""A match across two computers, at either of them (docs/network.md, "Matches").

The host's table runs the match (``net.netmatch``) and tells both computers the match
after every change; :class:`TableMatchView` draws it at this computer the way a match at
one computer is drawn (the match bar over the table, by the same painter), shows the die
roll at the start, asks this player the first-turn choice when it is theirs (PM.2), and
offers the clock press after their gameplay win in a clocked match (7.4.2), and once the
match is over another match at the same table. What the player decides goes back
through ``choose`` and ``press``; the host checks it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QObject, QTimer

from momon_desktop.matchplay import Match, Side, other
from momon_desktop.net.netmatch import JOIN_SIDE, match_from_snapshot
from momon_desktop.ui.match.matchdialogs import DieRollDialog, FirstTurnDialog
from momon_desktop.ui.match.matchpaint import MatchBarPainter
from momon_desktop.ui.match.matchscore import MatchBar, MatchDock
from momon_desktop.ui.text.i18n import fill

if TYPE_CHECKING:
    from momon_desktop.ui.table.host import TableHost

TICK_MS = 100


class TableMatchView(QObject):
    """The match across two computers as this computer's player (``me``) sees it."""

    def __init__(self, window: TableHost, me: Side, choose: Callable[[bool], None],
                 press: Callable[[], None], names: tuple[str, str],
                 again: Callable[[], None]) -> None:
        """``names``: the players' names (``a``, ``b``) as this table calls them, for a
        name the host's table left empty; ``again``: another match at the same table."""
        super().__init__(window.window())
        self.window = window
        self.me = me
        self.own_names = names
        self._choose = choose
        self._press = press
        self._again = again
        self.snapshot: dict[str, Any] | None = None
        self.match: Match | None = None
        self.names: dict[str, str] = {"a": "", "b": ""}
        self.roll_dialog: DieRollDialog | None = None
        self.choice_dialog: FirstTurnDialog | None = None
        # the game whose first-turn choice this player was asked (or made)
        self.asked = 0
        self.bar = MatchBar()
        self.painter = MatchBarPainter(self.bar, lambda side: side == self.me, self)
        self.bar.press_button.clicked.connect(self.press)
        self.bar.screen_button.clicked.connect(self._screen_button)
        self.dock = MatchDock(self.bar, window.window(), "NetMatchDock", self.refresh)
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self.refresh_clocks)
        self.timer.start()
        self.active = True

    # ------------------------------------------------------------------ the match told

    def show(self, snapshot: dict[str, Any]) -> None:
        """The match as the host's table tells it now."""
        if not self.active:
            return
        first = self.snapshot is None
        self.snapshot = snapshot
        self.match = match_from_snapshot(snapshot)
        told = snapshot["names"]
        self.names = {"a": told["a"] or self.own_names[0], "b": told["b"] or self.own_names[1]}
        self.refresh()
        self._time_out_on_the_table()
        if first and not snapshot["games"]:
            # the roll at the start of the match (a match taken up again after the
            # host's app stopped is past it)
            dialog = DieRollDialog(self.match.roll, self.names, self.window.window())
            dialog.leave_button.hide()  # the table is left from the Game menu
            # the roll was made from both secrets and checked (PM.2, 6.6): closing its
            # window goes on to the first choice as its button does
            dialog.finished.connect(lambda _result: self.ask_choice())
            self.roll_dialog = dialog
            dialog.open()
            dialog.start()
            return
        self.ask_choice()

    def my_choice(self) -> int:
        """The game whose first-turn choice is this player's now, or 0."""
        s = self.snapshot
        if s is None or s["next"] != "choose" or s["chooser"] != self.me:
            return 0
        return len(s["games"]) + 1

    def ask_choice(self) -> FirstTurnDialog | None:
        """PM.2: this player chooses the next game's first turn (unless the roll is still
        shown, or the choice is already asked)."""
        number = self.my_choice()
        roll = self.roll_dialog
        if not number or not self.active or (
                roll is not None and shiboken6.isValid(roll) and roll.isVisible()):
            return None
        dialog = self.choice_dialog
        if dialog is not None and shiboken6.isValid(dialog) and dialog.isVisible():
            return dialog
        # no figures from quick games: they would tell each player about the other's
        # deck, which is theirs to keep (4.4.1)
        dialog = FirstTurnDialog(number, self.names[self.me], self.names[other(self.me)],
                                 None, self.window.window())
        dialog.decided.connect(self._decided)
        dialog.finished.connect(lambda _result: self.refresh())
        self.choice_dialog = dialog
        self.asked = number
        dialog.open()
        self.refresh()
        return dialog

    def _screen_button(self) -> None:
        """The bar's button: the first-turn choice, or once the match is over another
        match at the same table."""
        if self.snapshot is not None and self.snapshot["next"] == "over":
            self._again()
        else:
            self.ask_choice()

    def _decided(self, take: bool) -> None:
        if self.my_choice():
            self._choose(take)

    def press(self) -> None:
        """7.4.2: this player presses the clock after their gameplay win."""
        s = self.snapshot
        if s is not None and s["next"] == "press" and s.get("presser") == self.me:
            self._press()

    # ------------------------------------------------------------------ drawing

    def refresh(self) -> None:
        s, m = self.snapshot, self.match
        if s is None or m is None or not self.active:
            return
        waiting = ""
        if s["next"] == "choose" and s["chooser"] != self.me:
            waiting = fill(self.tr("Game %1: who takes the first turn is up to %2 (PM.2), "
                                   "at their computer."), str(len(s["games"]) + 1),
                           self.names[s["chooser"]])
        self.painter.paint(m, self.names, waiting)
        if s["next"] == "choose" and self.window.controller.game is None:
            # before the first game the table has no game to speak of: the prompt says
            # what the match waits for
            chooser = self.names[s["chooser"]]
            body = waiting or self.tr("Your choice: take the first turn of game 1, or give "
                                      "it to your friend (PM.2).")
            self.window.prompt.set_texts(self.tr("Best of three"), chooser, "", body)
        dialog = self.choice_dialog
        open_choice = dialog is not None and shiboken6.isValid(dialog) and dialog.isVisible()
        can_choose = bool(self.my_choice()) and not open_choice
        if s["next"] == "over":
            # another match at the same table: the host opens it, the friend joins it
            self.bar.set_button_text(self.bar.screen_button, self.tr("Another &match"))
            self.bar.screen_button.setToolTip(self.tr(
                "A new match at the same table, with a new die roll (PM.2): the host opens "
                "it, the friend joins it."))
            self.bar.screen_button.setVisible(True)
            self.timer.stop()
        else:
            self.bar.set_button_text(self.bar.screen_button, self.tr("&Choose the first turn…"))
            self.bar.screen_button.setToolTip("")
            self.bar.screen_button.setVisible(can_choose)
        self.refresh_clocks()

    def refresh_clocks(self) -> None:
        s, m = self.snapshot, self.match
        if s is None or m is None or not self.active:
            return
        # PD.19: the joining player's bank does not run while their line is down
        away: Side | None = JOIN_SIDE if s["clock"] and s["clock"]["paused"] else None
        self.painter.paint_clocks(m, self.names, self.window.near_panel.seat, away)

    def _time_out_on_the_table(self) -> None:
        """PM.3: the game on the table was lost on time at the host: play stops where
        it is, and the prompt says who ran out."""
        s = self.snapshot
        c = self.window.controller
        if s is None or not s["games"] or c.game is None or c.game.over or c.halted:
            return
        last = s["games"][-1]
        result = last.get("result")
        if last["status"] != "complete" or result is None or result["reason"] != "time":
            return
        self.painter.stop_on_time(self.window, self.names[other(result["winner"])])

    def close(self) -> None:
        """The match has left the table: its bar and questions go."""
        if not self.active:
            return
        self.active = False
        self.timer.stop()
        for dialog in (self.roll_dialog, self.choice_dialog):
            if dialog is not None and shiboken6.isValid(dialog) and dialog.isVisible():
                dialog.close()
        self.dock.remove()
