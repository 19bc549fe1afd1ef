""""Suggest a move": the computer's advice to the person at the screen.

The advice comes from the same AI as the strongest computer level
(:data:`~momon_desktop.ai.TOP_LEVEL`, ``expert``) and the practice puzzles' hint
(:func:`momon_desktop.ai.puzzles.hint` is that player's answer): it analyses the position the person
may see (their Hand, the Arena, the opponent's public deck list) on a worker thread,
so the window keeps answering while it thinks, and
:func:`momon_desktop.ai.explain.explain_move` finds why it is good.  The suggestion is
shown on the table: the card in the Hand and the square on the Arena are marked, the
Snatch preview of a Summon is shown, the squares the reasons speak of are marked (the
cards it takes, the card it keeps safe, the square of the reply it prevents with a faint
ghost of that card), and a bar beside the Arena says what to do and why in a few
sentences (:func:`momon_desktop.ui.text.reasons.reasons`), each with its rule numbers;
"Play it" makes the move. The markers and the bar are drawn by :mod:`.hintviews`.
"""

from __future__ import annotations

import html
import random
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QEvent,
    QObject,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QKeySequence,
)
from PySide6.QtWidgets import (
    QPushButton,
)

from momon_desktop.ai import TOP_LEVEL, ExpertPlayer, Level, SearchPlayer, make_player
from momon_desktop.ai.explain import Explanation, explain_move
from momon_desktop.ai.puzzles import Puzzle, solve
from momon_desktop.engine import Answer, Choose, Game, Summon, YesNo
from momon_desktop.ui.core.actions import ActionSpec
from momon_desktop.ui.core.background import Background, error_text
from momon_desktop.ui.features.hintviews import HandMarker, HintBar, HintMarker, Mark, bulb_icon
from momon_desktop.ui.look import theme
from momon_desktop.ui.table.scene import (
    square_cell,
)
from momon_desktop.ui.text.i18n import fill
from momon_desktop.ui.text.reasons import reasons, reasons_html
from momon_desktop.ui.text.words import answer_text, level_name

if TYPE_CHECKING:
    from momon_desktop.ui.table.host import TableHost

# The strength whose answer is suggested (the puzzles' hint is the same player).
HINT_LEVEL: Level = TOP_LEVEL
SHORTCUT = "Ctrl+J"
# Nodes of the search behind "why" (the outcome under best play); the answer's own
# search has its own budget.
EXPLAIN_BUDGET = 4_000


@dataclass(frozen=True)
class Suggestion:
    """What the computer suggests for one decision, and how it judged it."""

    answer: Answer
    value: int
    depth: int
    exact: bool
    history: int  # the length of the game's history it was computed for
    # For a practice puzzle: True when the answer keeps the goal within reach (proved
    # by the puzzle solver), False when the goal can no longer be reached; None otherwise.
    goal: bool | None = None
    # why the answer is good (:func:`momon_desktop.ai.explain.explain_move`)
    explanation: Explanation | None = None


def hint_seed(game: Game) -> int:
    """The seed of the suggestion for ``game``'s current decision (reproducible)."""
    return random.Random(game.seed * 7919 + len(game.history)).randrange(1 << 30)


def suggest(game: Game, seed: int) -> Suggestion:
    """The :data:`HINT_LEVEL` player's answer for ``game.to_move`` with its search's
    judgement.

    The answer is :func:`momon_desktop.ai.puzzles.hint` (``game``, ``seed``)."""
    player = make_player(HINT_LEVEL)
    assert isinstance(player, (SearchPlayer, ExpertPlayer))
    result = player.analyse(game, seed)
    if not game.is_legal(result.answer):
        raise ValueError(f"the suggested answer {result.answer!r} is not legal")
    # The outcome the reasons word is this search's own (docs/ai.md, "One judge").
    judged = (result.value, result.exact, result.depth) if result.nodes else None
    return Suggestion(result.answer, result.value, result.depth, result.exact, len(game.history),
                      explanation=explain_move(game, result.answer, budget=EXPLAIN_BUDGET,
                                               seed=seed, judged=judged))


def suggest_for_puzzle(puzzle: Puzzle, game: Game, seed: int) -> Suggestion:
    """For a practice puzzle: the solver's answer that keeps the goal within reach
    (:func:`momon_desktop.ai.puzzles.solve`), or, once the goal cannot be reached any
    more, the :data:`HINT_LEVEL` player's answer (:func:`suggest`)."""
    solution = solve(puzzle, game)
    if solution.solvable and solution.answer is not None and game.is_legal(solution.answer):
        return Suggestion(solution.answer, solution.value, 0, True, len(game.history), True,
                          explain_move(game, solution.answer, budget=EXPLAIN_BUDGET, seed=seed))
    return replace(suggest(game, seed), goal=False)


class HintService(QObject):
    """"Suggest a move" for the person at the screen, in any game on the table."""

    # the suggestion shown (None when it is cleared)
    shown = Signal(object)
    # True while the computer looks for a suggestion
    busy_changed = Signal(bool)
    # each suggestion the search found, once the window has dealt with it: shown, or
    # dropped as out of date
    answer_handled = Signal(object)

    def __init__(self, window: TableHost) -> None:
        super().__init__(window.window())
        self.window = window
        self.suggestion: Suggestion | None = None
        self._busy = False
        self._pending_history = -1
        self._search = Background("momon-hint", self)
        self._search.settled.connect(self.answer_handled)
        self.marker = HintMarker(window)
        window.scene.addItem(self.marker)
        self.hand_marker = HandMarker(window)
        # over the table beside the Arena, not over the Arena's cards
        self.bar = HintBar(window.arena_view.parentWidget() or window.arena_view)
        self.bar.attach(window.arena_view)
        self.bar.explain_rule = window.controller.explain
        self.bar.play.connect(self.play)
        self.bar.closed.connect(self.clear)
        window.escaped.connect(self._on_escape)
        c = window.controller
        c.batch_finished.connect(self._on_game_changed)
        c.reset.connect(self._on_game_changed)
        c.started.connect(self._on_game_changed)
        self._create_action()
        # in the prompt panel, under what the person is asked to do
        self.button = QPushButton(window.prompt)
        self.button.setObjectName("HintButton")
        self.button.setIcon(bulb_icon())
        self.button.setIconSize(QSize(18, 18))
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.button.clicked.connect(lambda: self.request())
        self.button.hide()
        window.prompt.add_action_widget(self.button)
        for signal in (c.batch_finished, c.decision_needed, c.thinking_changed, c.started,
                       window.handover.ready):
            signal.connect(self._refresh_soon)
        self.busy_changed.connect(lambda _busy: self.refresh())
        self.shown.connect(lambda _suggestion: self.refresh())
        window.arena_view.installEventFilter(self)
        window.window().installEventFilter(self)
        self.retranslate()

    def _create_action(self) -> None:
        """"Suggest a move" at the top of the Play menu."""
        self.action = self.window.action_registry.add(
            ActionSpec("play.suggest", lambda: self.tr("&Suggest a move"), "play", 10, 10,
                       (SHORTCUT,)),
            lambda: self.request(), icon=bulb_icon())
        self.action.setEnabled(False)

    def _refresh_soon(self) -> None:
        # after the window has routed the decision (hand-over, whose Hand is shown),
        # before the change is drawn
        self.window.frame.soon(self.refresh)

    def refresh(self) -> None:
        """Offer a suggestion only when the person at the screen has a decision to make."""
        can = self.available() and not self._busy
        self.action.setEnabled(can)
        self.button.setEnabled(can)
        self.button.setVisible(can and not self.bar.isVisible())
        if self.button.isVisible():
            self.place_button()

    def place_button(self) -> None:
        """In the prompt panel, at the end of its lines (laid out there)."""
        self.button.raise_()

    # ------------------------------------------------------------------ state

    @property
    def busy(self) -> bool:
        """Whether a suggestion is being computed."""
        return self._busy

    def available(self) -> bool:
        """Whether the person at the screen has a decision to make now."""
        return self.window.session.my_decision() is not None and not self.window.controller.halted

    def retranslate(self) -> None:
        """Texts in the current language (a suggestion on show is described again)."""
        self.bar.play_button.setText(self.tr("&Play it"))
        self.bar.close_button.setText(self.tr("Close"))
        tip = fill(
            self.tr("The computer (%1) suggests a move for you (%2)."),
            level_name(HINT_LEVEL),
            self.action.shortcut().toString(QKeySequence.SequenceFormat.NativeText),
        )
        self.action.setStatusTip(tip)
        self.button.setText(self.tr("Suggest a move"))
        self.button.setToolTip(tip)
        if self.button.isVisible():
            self.place_button()
        if self.suggestion is not None and self.bar.isVisible():
            self._show(self.suggestion)
        elif self._busy and self.bar.isVisible():
            self._present_thinking()

    # ------------------------------------------------------------------ asking

    def request(self, puzzle: Puzzle | None = None) -> bool:
        """Ask the computer for a suggestion (for ``puzzle``'s goal, when the game on the
        table is that practice puzzle); False when there is nothing to suggest."""
        g = self.window.controller.game
        if g is None or not self.available():
            return False
        self.clear()
        self._pending_history = len(g.history)
        self._set_busy(True)
        self._present_thinking()
        if puzzle is None:
            goal = self.window.session.goal()
            puzzle = goal if isinstance(goal, Puzzle) else None
        game, seed = g.copy(), hint_seed(g)

        def search() -> Suggestion:
            if puzzle is None:
                return suggest(game, seed)
            return suggest_for_puzzle(puzzle, game, seed)

        self._search.run(search, self._on_found, self._on_failed)
        return True

    def _present_thinking(self) -> None:
        self.bar.present(
            self.tr("Thinking…"),
            fill(
                self.tr("The computer (%1) is looking for a good move for you."),
                level_name(HINT_LEVEL),
            ),
            False,
            True,
        )

    def _set_busy(self, busy: bool) -> None:
        if busy != self._busy:
            self._busy = busy
            self.busy_changed.emit(busy)

    def _on_found(self, suggestion: Suggestion) -> None:
        self._set_busy(False)
        g = self.window.controller.game
        if g is None or len(g.history) != suggestion.history or not self.available():
            self.bar.hide()
            return
        self.suggestion = suggestion
        self._show(suggestion)
        self.shown.emit(suggestion)

    def _on_failed(self, exc: Exception) -> None:
        self._set_busy(False)
        self.bar.present(
            self.tr("No suggestion"),
            fill(self.tr("The computer could not suggest a move: %1"), error_text(exc)),
            False,
            True,
        )

    # ------------------------------------------------------------------ showing

    def _show(self, s: Suggestion) -> None:
        w = self.window
        g = w.controller.game
        assert g is not None
        answer = s.answer
        tag = self.tr("Hint")
        square = -1
        if isinstance(answer, Summon):
            square = answer.square
            w.select_card(answer.card)
            w.on_square_hovered(answer.square)
            self.hand_marker.show_card(answer.card, tag)
        elif isinstance(answer, Choose):
            square = answer.square
            self.hand_marker.show_card(-1, "")
        else:
            self.hand_marker.show_card(-1, "")
        self.marker.show_at(square, tag, self.marks(g, s))
        top_half = square >= 0 and square_cell(square, w.scene.viewer)[1] < 2
        self.bar.present(fill(self.tr("Suggestion: %1"), self.headline(g, answer)),
                         self.explain(g, s), True, not top_half)

    def marks(self, g: Game, s: Suggestion) -> list[Mark]:
        """The squares the reasons speak of (none on the suggested square itself)."""
        e = s.explanation
        if e is None:
            return []
        own = s.answer.square if isinstance(s.answer, Summon | Choose) else -1
        out: list[Mark] = []
        used = {own}
        # the Snatch preview of the suggested Summon marks its own snatches already
        used.update(sq for sq, _outcome in self.window.scene.overlay.outcomes)
        for sn in e.snatches:
            if sn.square not in used:
                used.add(sn.square)
                out.append(Mark(sn.square, "take", self.tr("Takes")))
        for p in e.protected:
            if p.square not in used:
                used.add(p.square)
                out.append(Mark(p.square, "safe", self.tr("Safe")))
        r = e.prevented
        if r is not None and r.summon.square not in used and g.board[r.summon.square] < 0:
            out.append(Mark(r.summon.square, "reply", self.tr("Stopped"),
                            g.defs[r.summon.card], g.setup.owner[r.summon.card]))
        return out

    def headline(self, g: Game, answer: Answer) -> str:
        """The suggested answer in a few words."""
        return answer_text(g, answer, self.window.lang)

    def explain(self, g: Game, s: Suggestion) -> str:
        """Why, as rich text: for a puzzle whether the goal stays in reach, then the
        reasons of :func:`momon_desktop.ui.text.reasons.reasons`, each with its rule
        numbers."""
        lines: list[str] = []
        if s.goal is True:
            lines.append(self.tr("It keeps the puzzle's goal within reach, whatever the "
                                 "opponent does."))
        elif s.goal is False:
            lines.append(self.tr("The puzzle's goal can no longer be reached; this is the "
                                 "best move the computer finds. Retry to start again."))
        answer = s.answer
        if isinstance(answer, YesNo):
            d = g.awaiting
            source = g.defs[d.source].display_name(self.window.lang) \
                if d is not None and d.source >= 0 else ""
            lines.append(fill(self.tr("Use the ability of %1.") if answer.yes
                          else self.tr("Do not use the ability of %1."), source))
        out = [html.escape(line) for line in lines]
        e = s.explanation
        if e is not None:
            found = reasons(g, e, self.window.lang, self.window.controller.player_name,
                            limit=max(1, 3 - len(lines)))
            out.append(reasons_html(found, theme.css(theme.GOLD_PALE)))
        return "<br>".join(out)

    def play(self) -> bool:
        """Make the suggested move; False if it is no longer the position it was for."""
        s = self.suggestion
        g = self.window.controller.game
        if s is None or g is None or len(g.history) != s.history or not self.available():
            return False
        self.clear()
        return self.window.submit(s.answer)

    def _on_escape(self) -> None:
        if self.bar.isVisible():
            self.clear()

    def clear(self) -> None:
        """Take the suggestion off the table (a computation under way is dropped)."""
        self._search.cancel()
        self._set_busy(False)
        self.suggestion = None
        self.marker.show_at(-1, "")
        self.hand_marker.show_card(-1, "")
        self.bar.hide()
        self.shown.emit(None)

    def _on_game_changed(self) -> None:
        """An answer was made, a move taken back or a game started: a suggestion for
        another position is dropped."""
        if self.suggestion is not None:
            target = self.suggestion.history
        elif self._busy:
            target = self._pending_history
        else:
            return
        g = self.window.controller.game
        if g is None or len(g.history) != target or not self.available():
            self.clear()

    # ------------------------------------------------------------------ lifetime

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window.arena_view and event.type() in (QEvent.Type.Resize,
                                                                  QEvent.Type.Move):
            if self.bar.isVisible():
                self.bar.place()
            if self.button.isVisible():
                self.place_button()
        elif watched is self.window.window() and event.type() == QEvent.Type.Close:
            self.shutdown()
        elif watched is self.window.window() and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    def shutdown(self) -> None:
        """Stop the worker thread (the window is closing)."""
        self._search.shutdown(5000)
