"""What the table shows of the game: the prompt, the highlights and the Yes/No bar for
the decision the game waits for, the players' panels, and which actions are open.

An object the main window owns (:class:`TablePresenter`). It reads the game through
the controller (the panels through ``player_view``) and the session; it changes nothing
in the game. Its texts belong to the main window's translation context.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence

from momon_desktop.engine import Choose, Decision
from momon_desktop.ui.look import cardpainter as cp
from momon_desktop.ui.look import theme
from momon_desktop.ui.table import prompts
from momon_desktop.ui.table.arenamat import SEATS, square_cell
from momon_desktop.ui.table.playergrid import kind_name
from momon_desktop.ui.text import i18n
from momon_desktop.ui.text.i18n import fill

if TYPE_CHECKING:
    from PySide6.QtGui import QAction

    from momon_desktop.ui.core.controller import GameController
    from momon_desktop.ui.core.session import TableSession
    from momon_desktop.ui.table.bars import PromptBar, YesNoBar
    from momon_desktop.ui.table.panels import PlayerPanel
    from momon_desktop.ui.table.preview import PreviewPanel
    from momon_desktop.ui.table.scene import ArenaScene


class RecapSource(Protocol):
    """The line of the prompt that tells the move the person at the screen missed
    (the window's :class:`~momon_desktop.ui.table.seating.Seating`)."""

    @property
    def recap_text(self) -> str: ...


class PresenterHost(Protocol):
    """What the table window gives its :class:`TablePresenter`: the game, who sits
    where, the views it fills and the actions it opens and closes."""

    lang: str
    controller: GameController
    session: TableSession
    scene: ArenaScene
    prompt: PromptBar
    yes_no: YesNoBar
    near_panel: PlayerPanel
    far_panel: PlayerPanel
    preview: PreviewPanel
    new_action: QAction
    undo_action: QAction
    redo_action: QAction
    concede_action: QAction
    yes_action: QAction
    no_action: QAction

    @property
    def seating(self) -> RecapSource: ...


class TablePresenter:
    """The decision on show, the panels and the actions' state of one table window,
    which owns it and calls it when the game or the seat at the screen changes."""

    def __init__(self, window: PresenterHost) -> None:
        self.window = window

    def present_decision(self) -> None:
        """Show what the game is waiting for: prompt text, highlights, Yes / No."""
        c = self.window.controller
        g = c.game
        if g is None:
            self.window.prompt.set_texts(
                QCoreApplication.translate("MainWindow", "Welcome"),
                "",
                "",
                fill(
                    QCoreApplication.translate(
                        "MainWindow", "Start a new game from the Game menu (%1)."
                    ),
                    self.window.new_action.shortcut().toString(QKeySequence.SequenceFormat.NativeText),
                ),
            )
            self.window.yes_no.hide()
            self.update_actions()
            return
        overlay = self.window.scene.overlay
        d = g.awaiting
        tp = g.turn_player
        if self.window.session.viewer in (0, 1):
            # the Hand at the screen painted large ahead, for when the player points at it
            self.window.preview.warm([g.defs[i] for i in c.hand_of(self.window.session.viewer)])
        if g.over or d is None:
            self.window.prompt.set_preview("")
            self.window.prompt.set_texts(QCoreApplication.translate("MainWindow", "Game over"), "", "", self.result_line())
            self.window.prompt.set_accent(theme.GOLD)
            self.window.yes_no.hide()
            overlay.set_highlights(set(), "")
            self.update_actions()
            return
        turn_no = min(8, g.turns[tp] + 1) if tp >= 0 else 1
        # 7.1.1: the turn number of the turn player, out of 8.
        # the goal of a game a feature set up (a practice puzzle) stays on the table
        goal = self.window.session.goal_words()
        instruction = self.instruction(d)
        if goal:
            instruction = (
                fill(QCoreApplication.translate("MainWindow", "Goal: %1"), goal)
                + "\n"
                + instruction
            )
        self.window.prompt.set_texts(
            fill(QCoreApplication.translate("MainWindow", "Turn %1 of 8"), str(turn_no)),
            c.player_name(tp if tp >= 0 else 0),
            i18n.step_name(g.stage_name),
            instruction,
        )
        self.window.prompt.set_accent(cp.SEAT_COLOURS[SEATS[d.player]])
        mine = c.is_human(d.player) and d.player == self.window.session.viewer and self.window.session.handover_to < 0
        if mine and d.is_yes_no:
            source_sq = g.pos[d.source] if d.source >= 0 else -1
            # keep the asking card in sight: the bar goes to the other half of the Arena
            top_half = source_sq >= 0 and square_cell(source_sq, self.window.scene.viewer)[1] < 2
            self.window.yes_no.ask(self.instruction(d), at_top=not top_half)
        else:
            self.window.yes_no.hide()
        overlay.set_source(g.pos[d.source] if d.source >= 0 and not d.is_summon else -1)
        if not (mine and d.is_summon and self.window.session.selected >= 0):
            # the move the person missed, until they act (or nothing)
            self.window.prompt.set_preview(self.window.seating.recap_text if mine else "")
        if not mine:
            overlay.set_highlights(set(), "")
            overlay.set_preview(-1, None, 0, [])
        elif d.is_summon:
            if self.window.session.selected >= 0 and self.window.session.selected not in c.hand_of(d.player):
                self.window.session.select(-1)
            overlay.set_highlights(set(g.empty_squares()) if self.window.session.selected >= 0 else set(),
                                   "summon")
        elif d.is_choice:
            overlay.set_highlights({a.square for a in d.options if isinstance(a, Choose)},
                                   "choose")
        else:
            overlay.set_highlights(set(), "")
        self.update_actions()

    def instruction(self, d: Decision) -> str:
        """What the player who must decide is asked to do, in words."""
        return prompts.instruction(self.window.controller, self.window.session, d, self.window.lang)

    def result_line(self) -> str:
        """A one-line summary of the Game Result."""
        return prompts.result_line(self.window.controller)

    def refresh_panels(self) -> None:
        """Names, counts, turns, Hands, Voids and the First Player Token of both players."""
        c = self.window.controller
        g = c.game
        near, far = self.window.session.board_seat, 1 - self.window.session.board_seat
        self.window.near_panel.set_seat(near)
        self.window.far_panel.set_seat(far)
        if g is None:
            for panel in (self.window.near_panel, self.window.far_panel):
                panel.update_state(name="", kind_text="", momon=0,
                                   turns=0, hand=0, void=0, fpt=panel.seat == 0, active=False,
                                   thinking=False)
            return
        public = c.view(-1)
        assert public is not None
        momon = public.momon
        to_move = public.to_move
        for panel in (self.window.near_panel, self.window.far_panel):
            s = panel.seat
            info = c.players[s]
            panel.update_state(
                name=info.name,
                kind_text="" if info.is_human else kind_name(info.kind),
                momon=momon[s],
                turns=public.turns_taken[s],
                hand=public.hand_counts[s],
                void=len(public.voids[s]),
                fpt=public.first_player_token == s,
                active=to_move == s,
                thinking=c.thinking_seat == s,
            )
        self.update_actions()

    def update_actions(self) -> None:
        """Enable what can be done now."""
        c = self.window.controller
        g = c.game
        playing = g is not None and not g.over
        self.window.concede_action.setEnabled(playing)
        person = self.window.session.person_at_screen()
        self.window.undo_action.setEnabled(
            playing and c.can_undo and c.last_human_seat() == person
        )
        self.window.redo_action.setEnabled(playing and c.can_redo and self.window.session.handover_to < 0)
        d = c.decision
        yes_no = d is not None and d.is_yes_no and d.player == self.window.session.viewer \
            and self.window.session.handover_to < 0
        self.window.yes_action.setEnabled(yes_no)
        self.window.no_action.setEnabled(yes_no)
