"""The match bar drawn from a match as it stands (:class:`MatchBarPainter`): the title,
the score, each game, what comes next and the two clocks. A match at this computer
(:class:`~momon_desktop.ui.match.matchsession.MatchSession`) and a match across two
computers (:mod:`momon_desktop.ui.match.netmatchview`, from the host's match messages)
draw their bar the same way."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from momon_desktop.matchplay import SIDES, Match, Side
from momon_desktop.ui.match.matchscore import MatchBar
from momon_desktop.ui.match.matchtext import match_result_text
from momon_desktop.ui.text.i18n import fill

if TYPE_CHECKING:
    from momon_desktop.ui.table.host import TableHost


class MatchBarPainter(QObject):
    """Draws :attr:`bar` from a match; ``presses_here`` says whether a winner presses
    the clock at this computer (its button is shown then)."""

    def __init__(self, bar: MatchBar, presses_here: Callable[[Side], bool],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.bar = bar
        self.presses_here = presses_here

    def paint(self, m: Match, names: dict[str, str], waiting_for: str = "") -> None:
        """The bar from ``m`` as it stands; ``waiting_for``: what the table waits for
        that the match does not say (a friend's choice at their computer), said instead
        of the next game's line."""
        bar = self.bar
        score = m.score
        number = len(m.games)
        if m.over:
            bar.title.setText(self.tr("Match over"))
        elif number:
            bar.title.setText(fill(self.tr("Game %1 · best of three (PM.1)"), str(number)))
        else:
            bar.title.setText(self.tr("Best of three (PM.1)"))
        bar.set_score(names["a"], score.a, score.b, names["b"])
        chips = []
        for g in m.games:
            if g.status == "awaiting_press":
                chips.append(fill(self.tr("%1: waiting for the clock press"), str(g.number)))
            elif g.outcome is None:
                chips.append(fill(self.tr("%1: playing"), str(g.number)))
            elif g.outcome.winner is None:
                chips.append(fill(self.tr("%1: draw"), str(g.number)))
            else:
                chips.append(f"{g.number}: {names[g.outcome.winner]}")
        bar.set_games("   ·   ".join(chips))
        game = m.current
        if game is not None and game.status == "awaiting_press" and game.pending is not None:
            winner = game.pending.winner
            assert winner is not None
            press = names[winner]
            bar.status.setText(fill(
                self.tr("%1 won the game: it counts once the clock is pressed by %1 (7.4.2)."),
                press))
            bar.set_button_text(bar.press_button,
                                fill(self.tr("Press clock: %1 (Ctrl+Space)"), press))
            bar.press_button.setVisible(self.presses_here(winner))
        elif m.over:
            bar.status.setText(match_result_text(m.winner, score.to_json(), names))
            bar.press_button.hide()
        elif game is not None:
            bar.status.setText(fill(self.tr("%1 took the first turn (chosen by %2)."),
                                    names[game.first], names[game.chooser]))
            bar.press_button.hide()
        elif waiting_for:
            bar.status.setText(waiting_for)
            bar.press_button.hide()
        elif m.games:
            bar.status.setText(fill(
                self.tr("Game %1 is next: who takes the first turn is up to %2."),
                str(number + 1), names[m.next_chooser()]))
            bar.press_button.hide()
        else:
            bar.status.setText(fill(self.tr("The roll goes to %1 (PM.2)."),
                                    names[m.roll.winner]))
            bar.press_button.hide()
        for side in SIDES:
            bar.clocks[side].setVisible(m.clocked)

    def stop_on_time(self, window: TableHost, name: str) -> None:
        """PM.3: ``name`` ran out of time: play on the table stops where it is, and the
        prompt says who lost the game on time."""
        window.controller.halt()
        window.yes_no.hide()
        window.scene.overlay.set_highlights(set(), "")
        window.prompt.set_preview("")
        window.prompt.set_texts(
            self.tr("Out of time"), name, "",
            fill(self.tr("Time is up for %1: the game is lost (PM.3)."), name))

    def paint_clocks(self, m: Match, names: dict[str, str], near_seat: int,
                     away: Side | None = None) -> None:
        """The two time banks, each in the colour of its player's seat in the game on
        the table (the last game's between games), the near player's nearest the Hand;
        ``away``: the player whose line is down, whose bank does not run (PD.19)."""
        if not m.clocked:
            return
        game = m.current
        last = m.games[-1] if m.games else None
        shown = game if game is not None else last
        self.bar.set_near(shown.side_of_seat(near_seat) if shown is not None else None)
        for side in SIDES:
            face = self.bar.clocks[side]
            face.set_seat(shown.seat_of(side) if shown is not None else None)
            if m.clock is not None and game is not None:
                seconds = m.clock.remaining(side)
                running = m.clock.running == side
            elif last is not None and last.clock_left is not None:
                seconds, running = last.clock_left[side], False
            else:
                seconds, running = m.clock_seconds or 0.0, False
            flagged = (last is not None and last.outcome is not None
                       and last.outcome.reason == "time" and last.outcome.winner != side
                       and game is None)
            if flagged:
                caption = self.tr("Out of time")
            elif side == away and game is not None:
                caption = self.tr("stopped: the line is down")
            elif running and game is not None and game.status == "awaiting_press":
                caption = self.tr("must press the clock")
            elif running:
                caption = self.tr("deciding…")
            else:
                caption = self.tr("waiting")
            face.set_state(names[side], seconds, running, flagged, caption)
