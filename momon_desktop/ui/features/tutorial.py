"""Learn to play: the interactive tutorial on the real table.

Each lesson (:mod:`momon_desktop.ui.features.lessons`, ``resources/tutorial``) is set
up on the table through the same controller as any game, like a practice puzzle: the
person is the player to move, the other seat is a scripted opponent whose answers are
the lesson's replies (:attr:`GameController.script`). A speech bubble
(:class:`~momon_desktop.ui.features.bubble.SpeechBubble`) explains one step at a time,
pointing at the widget it is about. At a move step the person plays on the table as in
any game; the engine judges legality, the lesson judges the move: an answer the step
does not accept is explained and taken back (the controller's undo) to try again.
Once the script is played through and the goal reached, the lesson is done, play stops
there, and the lessons done are kept in ``tutorial.json`` in the data folder. Every
lesson can be skipped; the lesson list (Help ▸ Learn to play) picks any of them.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QMessageBox,
    QWidget,
)

from momon_desktop.engine import Answer, Game, parse_square
from momon_desktop.engine.game import Action
from momon_desktop.ui.core.actions import ActionSpec
from momon_desktop.ui.core.controller import HUMAN, GameSpec, PlayerInfo
from momon_desktop.ui.features.bubble import SpeechBubble
from momon_desktop.ui.features.lessons import (
    Lesson,
    LessonError,
    Point,
    Progress,
    Step,
    accepted,
    explanation,
    first_answer,
    goal_reached,
    load_lessons,
    load_progress,
    save_progress,
)
from momon_desktop.ui.features.lessonwindow import LessonWindow
from momon_desktop.ui.look import cardpainter as cp
from momon_desktop.ui.paths import resource_path
from momon_desktop.ui.table.scene import cell_rect
from momon_desktop.ui.text import i18n
from momon_desktop.ui.text.i18n import fill

if TYPE_CHECKING:
    from momon_desktop.ui.table.host import TableHost

# The scripted opponent sits in a computer seat (so the controller asks the script).
OPPONENT_KIND = "easy"


@lru_cache(maxsize=1)
def bundled_lessons() -> tuple[Lesson, ...]:
    """The lessons in ``resources/tutorial``, checked against the bundled cards."""
    from momon_desktop.cards import bundled_pool

    return tuple(load_lessons(resource_path("tutorial"), bundled_pool().get))


class Tutorial(QObject):
    """The tutorial feature: Help ▸ Learn to play, the lesson on the table, the bubble."""

    # a lesson's id when its goal is reached
    lesson_done = Signal(str)
    # the step shown changed (tests and the self-test follow it)
    step_shown = Signal()

    def __init__(self, window: TableHost, lessons: list[Lesson] | tuple[Lesson, ...] | None = None
                 ) -> None:
        super().__init__(window.window())
        self.window = window
        self._lessons: tuple[Lesson, ...] | None = None if lessons is None else tuple(lessons)
        self.load_problem = ""
        self._progress: Progress | None = None
        self._problem_told = False
        self.lesson_window: LessonWindow | None = None
        self.index = -1  # the lesson on the table, -1 for none
        self.start_game: Game | None = None  # its position as set up
        self.game: Game | None = None  # the game on the table
        self.step = 0
        self.person = 0
        self.seen = 0  # answers of the game already judged
        self.pending: list[Answer] = []  # the scripted opponent's answers still to come
        self.wrong_text = ""  # the explanation of a wrong move on the table, if any
        self.wrong_at = -1  # the history length before that move
        self.finished = False  # the goal was reached
        self.shown = -1  # the step the bubble shows (-1: none, or a wrong move's words)
        self.bubble = SpeechBubble(window.window())
        self.bubble.next_clicked.connect(self.next)
        self.bubble.skip_clicked.connect(self.skip)
        self.bubble.quit_clicked.connect(self.quit)
        self.action = window.action_registry.add(ActionSpec(
            "help.tutorial", lambda: self.tr("&Learn to play…"), "help", 5, 10,
            status_tip=lambda: self.tr("Short lessons on the table that teach the game.")),
            self.open)
        c = window.controller
        c.batch_finished.connect(self._after_answer)
        c.started.connect(self._on_started)
        for widget in (window.window(), window.arena_view, window.hand_view):
            widget.installEventFilter(self)
        window.hand_model.modelReset.connect(self._place_soon)
        window.hand_model.rowsMoved.connect(self._place_soon)

    # ------------------------------------------------------------------ lessons and progress

    @property
    def lessons(self) -> tuple[Lesson, ...]:
        """The lessons, read on first use; none if a file cannot be used (said once)."""
        if self._lessons is None:
            try:
                self._lessons = bundled_lessons()
            except LessonError as exc:
                self._lessons = ()
                self.load_problem = str(exc)
        return self._lessons

    @property
    def progress(self) -> Progress:
        """The lessons done on this computer (read on first use)."""
        if self._progress is None:
            self._progress = load_progress()
        return self._progress

    def problem_text(self) -> str:
        """Why the lessons or the progress could not be read, in words ("" if all is well)."""
        if self.load_problem:
            return fill(self.tr("The lessons cannot be read: %1"), self.load_problem)
        p = self.progress
        if p.problem is not None:
            where = str(p.kept_as) if p.kept_as is not None else ""
            reason = p.problem.render(i18n.current_language())
            return fill(self.tr("Your tutorial progress could not be read (%1), so it starts "
                           "afresh. The file was kept as %2."), reason, where)
        return ""

    def tell_problem(self) -> QMessageBox | None:
        """Say once, in a message, why the progress or the lessons could not be read."""
        text = self.problem_text()
        if not text or self._problem_told:
            return None
        self._problem_told = True
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Learn to play"), text,
                          QMessageBox.StandardButton.Ok, self.window.window())
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.open()
        return box

    def started_before(self) -> bool:
        """Whether a lesson was done on this computer, or a progress file exists."""
        from momon_desktop.ui.features.lessons import progress_path

        return progress_path().exists() or self.progress.started

    def open(self) -> LessonWindow:
        """Help ▸ Learn to play: show (or raise) the lesson list."""
        if self.lesson_window is None:
            self.lesson_window = LessonWindow(self, self.window.window())
        else:
            self.lesson_window.fill()
        self.lesson_window.show()
        self.lesson_window.raise_()
        self.lesson_window.activateWindow()
        self.tell_problem()
        return self.lesson_window

    # ------------------------------------------------------------------ the game's owner

    def owns_game(self) -> bool:
        """Whether the game on the table is a lesson."""
        return self.index >= 0 and self.game is not None \
            and self.window.controller.game is self.game

    def goal(self) -> object | None:
        """A lesson's goal is the lesson's, not the computer's idea of winning."""
        return None

    def keeps_record(self) -> bool:
        """A lesson's game is practice: it is neither autosaved nor kept as a record."""
        return False

    def goal_words(self) -> str:
        """A lesson says its step in its own window, not in the prompt."""
        return ""

    def before_autosave(self) -> None:
        """A lesson is never autosaved."""

    @property
    def lesson(self) -> Lesson | None:
        """The lesson on the table, or None."""
        return self.lessons[self.index] if self.owns_game() else None

    def current_step(self) -> Step | None:
        """The step of the lesson shown now."""
        lesson = self.lesson
        if lesson is None or not 0 <= self.step < len(lesson.steps):
            return None
        return lesson.steps[self.step]

    # ------------------------------------------------------------------ starting

    def start(self, index: int = 0, replay: list[Action] | None = None, step: int = 0) -> bool:
        """Set lesson ``index`` up on the table, with the answers of ``replay`` made after
        its position, at ``step``; False if it cannot be."""
        lessons = self.lessons
        if not 0 <= index < len(lessons):
            self.tell_problem()
            return False
        lesson = lessons[index]
        pool, _decks = self.window.card_pool()
        try:
            start = lesson.start(pool.get)
            game = lesson.start(pool.get)
        except LessonError as exc:
            self.load_problem = str(exc)
            self.tell_problem()
            return False
        for answer in replay or ():
            game.apply(answer)
        self.person = start.to_move
        title = lesson.info.title.get(i18n.current_language())
        players = [PlayerInfo(self.tr("Learner"), HUMAN, title),
                   PlayerInfo(self.tr("Tutor"), OPPONENT_KIND, title)]
        if self.person == 1:
            players.reverse()
        decks = (tuple(pool.get(c) for c in lesson.first_deck),
                 tuple(pool.get(c) for c in lesson.second_deck))
        spec = GameSpec(decks, (players[0], players[1]), game.seed, None)

        def begin() -> None:
            self.index = index
            self.start_game = start
            self.game = game
            self.step = step
            self.seen = len(game.history)
            self.pending = []
            self.wrong_text = ""
            self.wrong_at = -1
            self.finished = False
            self.window.controller.script = self._script
            self.window.start_game(spec, game, owner=self, fixed=len(start.history))
            self.window.activate()
            self.show_step()
            self.tell_problem()

        # a match or an unsaved game on the table is asked about first
        self.window.replace_table(begin)
        return True

    def _on_started(self) -> None:
        """A game was put on the table: one the tutorial did not set up ends the lesson."""
        if self.game is not None and self.window.controller.game is not self.game:
            self._leave()

    def _leave(self) -> None:
        self.index = -1
        self.game = None
        self.start_game = None
        self.pending = []
        self.wrong_text = ""
        if self.window.controller.script == self._script:
            self.window.controller.script = None
        self.bubble.hide()

    # ------------------------------------------------------------------ the scripted opponent

    def _script(self, game: Game) -> Answer | None:
        """The opponent's next answer: the lesson's reply, or None to wait."""
        if game is not self.game or not self.pending or self.wrong_text:
            return None
        return self.pending.pop(0)

    # ------------------------------------------------------------------ judging the moves

    def _after_answer(self) -> None:
        """After every answer: judge the person's new answers against the lesson."""
        if not self.owns_game() or self.game is None:
            return
        g = self.game
        history = g.history
        if len(history) < self.seen:
            self.seen = len(history)
            return
        lesson = self.lessons[self.index]
        seats = g.answer_seats()
        judged = g.copy(keep_undo=True)
        # back to where the first new answer was made, to judge each where it was made
        for _ in range(len(history) - self.seen):
            judged.undo()
        for i in range(self.seen, len(history)):
            answer = history[i]
            if seats[i] == self.person and not self.wrong_text and not self.finished:
                while self.step < len(lesson.steps) and not lesson.steps[self.step].is_move:
                    self.step += 1
                step = self.current_step()
                if step is None:
                    break
                if accepted(step, judged, answer):
                    self.step += 1
                    self.pending.extend(self._replies(step, judged, answer))
                else:
                    self.wrong_text = explanation(step, judged, answer).get(i18n.current_language())
                    self.wrong_at = i
            judged.redo()
        self.seen = len(history)
        self._check_goal()
        QTimer.singleShot(0, self.show_step)

    def _replies(self, step: Step, game: Game, answer: Action) -> list[Answer]:
        """The opponent's answers after the person's ``answer`` (made on ``game``)."""
        after = game.copy()
        after.apply(answer)
        replies: list[Answer] = []
        for move in step.replies:
            reply = first_answer(move, after)
            if reply is None:
                break
            replies.append(reply)
            after.apply(reply)
        return replies

    def waiting_for_opponent(self) -> bool:
        """Whether the lesson waits for the scripted opponent's answers."""
        c = self.window.controller
        g = self.game
        return bool(self.pending) or (
            g is not None and g.result is None and c.decision is not None
            and c.decision.player != self.person and not self.wrong_text and not self.finished)

    def right_answer(self) -> Answer | None:
        """At a move step: the first legal answer the step accepts (for the self-test)."""
        step = self.current_step()
        if step is None or not step.is_move or self.game is None:
            return None
        return first_answer(step.expect[0], self.game)

    def wrong_answer(self) -> Answer | None:
        """At a move step: the first legal answer the step does not accept, if any."""
        step = self.current_step()
        g = self.game
        if step is None or not step.is_move or g is None:
            return None
        return next((a for a in g.legal_answers() if not accepted(step, g, a)), None)

    def _moves_left(self) -> bool:
        lesson = self.lessons[self.index]
        return any(s.is_move for s in lesson.steps[self.step:])

    def _check_goal(self) -> None:
        lesson = self.lesson
        if lesson is None or self.finished or self.wrong_text or self.pending \
                or self._moves_left():
            return
        assert self.game is not None and self.start_game is not None
        if not goal_reached(lesson.info.goal, self.start_game, self.game, self.person):
            return
        self.finished = True
        progress = self.progress
        if lesson.id not in progress.done:
            progress.done.add(lesson.id)
            save_progress(progress.done)
        if self.lesson_window is not None:
            self.lesson_window.fill()
        if not self.game.over:
            # play stops where the lesson ends (after this answer has been handed round)
            game = self.game
            QTimer.singleShot(0, lambda: self._halt_if_current(game))
        self.lesson_done.emit(lesson.id)

    def _halt_if_current(self, game: Game) -> None:
        c = self.window.controller
        if c.game is game and not c.halted:
            c.halt()
            self.window.present_decision()

    # ------------------------------------------------------------------ the bubble

    def show_step(self) -> None:
        """Show the step the lesson is at (or the wrong move's explanation)."""
        lesson = self.lesson
        self.shown = -1
        if lesson is None:
            self.bubble.hide()
            return
        lang = i18n.current_language()
        self.bubble.skip_button.setText(self.tr("&Skip lesson"))
        self.bubble.quit_button.setText(self.tr("&Quit tutorial"))
        self.bubble.setAccessibleName(self.tr("Tutorial"))
        number = self.index + 1
        heading = fill(self.tr("Lesson %1 of %2"), str(number), str(len(self.lessons)))
        title = lesson.info.title.get(lang)
        if self.wrong_text:
            self.bubble.present(heading, self.tr("Not quite"), self.wrong_text,
                                self.tr("&Try again"), True, self.target_rect(None))
            self.step_shown.emit()
            return
        if self.waiting_for_opponent():
            self.bubble.hide()
            return
        step = self.current_step()
        if step is None:
            self.bubble.hide()
            return
        last = self.step == len(lesson.steps) - 1
        if step.is_move:
            next_text = ""
        elif last:
            next_text = self.tr("&Next lesson") if number < len(self.lessons) \
                else self.tr("&Finish")
        else:
            next_text = self.tr("&Next")
        text = step.say.get(lang)
        if last and self.finished:
            text += "\n\n" + self.tr("Lesson complete!")
        self.bubble.present(heading, title if self.step == 0 else "", text, next_text,
                            True, self.target_rect(step.point), self.drop_rects(step))
        self._highlight(step.point)
        self.shown = self.step
        self.step_shown.emit()

    def _highlight(self, point: Point | None) -> None:
        """The square a step is about carries the Arena's cursor frame."""
        if point is not None and point.square is not None:
            self.window.scene.overlay.set_cursor(parse_square(point.square))

    def next(self) -> None:
        """Next: the next step; after a wrong move, take it back to try again."""
        if self.wrong_text:
            self.retry()
            return
        lesson = self.lesson
        step = self.current_step()
        if lesson is None or step is None or step.is_move:
            return
        if self.step == len(lesson.steps) - 1:
            if self.index + 1 < len(self.lessons):
                self.start(self.index + 1)
            else:
                self.quit()
            return
        self.step += 1
        self.show_step()

    def retry(self) -> None:
        """Take the wrong move back (the controller's undo) and show the step again."""
        c = self.window.controller
        g = self.game
        if g is None or not self.owns_game():
            return
        while len(g.history) > self.wrong_at and c.can_undo:
            c.undo()
        if len(g.history) > self.wrong_at:
            # a move that ended the game is final for the controller: the lesson is set
            # up again, with the moves made before it
            self._restart_at(self.wrong_at)
            return
        self.wrong_text = ""
        self.wrong_at = -1
        self.seen = len(g.history)
        self.window.present_decision()
        self.show_step()

    def _restart_at(self, length: int) -> None:
        assert self.game is not None and self.start_game is not None
        replay = list(self.game.history[len(self.start_game.history):length])
        self.start(self.index, replay, self.step)

    def skip(self) -> None:
        """Skip lesson: on to the next one (not marked done)."""
        if self.index + 1 < len(self.lessons):
            self.start(self.index + 1)
        else:
            self.quit()

    def quit(self) -> None:
        """Quit tutorial: the bubble goes, play stops; the table is free for a new game."""
        game = self.game
        if game is not None and self.owns_game():
            self._halt_if_current(game)
        self._leave()
        self.window.status(self.tr("Tutorial closed. Help ▸ Learn to play picks any lesson."))

    # ------------------------------------------------------------------ where to point

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LanguageChange and watched is self.window.window() \
                and self.bubble.isVisible():
            QTimer.singleShot(0, self.show_step)
        if event.type() in (QEvent.Type.Resize, QEvent.Type.LayoutRequest) \
                and self.bubble.isVisible():
            self._place_soon()
        return False

    def _place_soon(self) -> None:
        if self.bubble.isVisible():
            QTimer.singleShot(0, self.place_bubble)

    def place_bubble(self) -> None:
        """Point the bubble at its widget again (the table's layout changed)."""
        if not self.bubble.isVisible():
            return
        step = None if self.wrong_text else self.current_step()
        if step is None:
            self.bubble.point_at(None)
            return
        self.bubble.point_at(self.target_rect(step.point), self.drop_rects(step))

    def drop_rects(self, step: Step) -> list[QRect]:
        """The squares a move step accepts, which the bubble keeps clear of."""
        rects = []
        for move in step.expect:
            square = move.to or move.choose
            if square is not None:
                rect = self.target_rect(Point(at="square", square=square))
                if rect is not None:
                    rects.append(rect)
        return rects

    def target_rect(self, point: Point | None) -> QRect | None:
        """The rectangle of the main window that ``point`` names, or None."""
        w = self.window
        top = w.window()
        if point is None:
            return None
        if point.at == "arena":
            return _rect_in(w.arena_view, top)
        if point.at == "log":
            return _rect_in(w.log, top)
        if point.at in ("panel", "void"):
            mine = point.seat == "you"
            panel = w.near_panel if (w.near_panel.seat == self.person) == mine else w.far_panel
            return _rect_in(panel.void_button if point.at == "void" else panel, top)
        if point.at == "hand":
            g = self.game
            if g is None:
                return None
            for row in range(w.hand_model.rowCount()):
                instance = w.hand_model.instance_at(row)
                if instance >= 0 and g.defs[instance].id == point.card:
                    r = w.hand_view.visualRect(w.hand_model.index(row))
                    return QRect(w.hand_view.viewport().mapTo(top, r.topLeft()), r.size())
            return _rect_in(w.hand_view, top)
        assert point.square is not None
        square = parse_square(point.square)
        scene_rect = cell_rect(square, w.scene.viewer)
        if point.at == "arrow":
            rect = self._arrow_rect(square, point.direction or "F")
            if rect is not None:
                scene_rect = rect
        view = w.arena_view
        polygon = view.mapFromScene(scene_rect)
        r = polygon.boundingRect()
        return QRect(view.viewport().mapTo(top, r.topLeft()), r.size())

    def _arrow_rect(self, square: int, direction: str) -> QRectF | None:
        """The scene rectangle of the Snatch-Sight arrow ``direction`` of the card on
        ``square`` (P5.3), or None without one."""
        g = self.game
        if g is None:
            return None
        instance = g.board[square]
        item = self.window.scene.cards.get(instance)
        if instance < 0 or item is None:
            return None
        rect = item.mapRectToScene(item.boundingRect().adjusted(3, 3, -3, -3))
        polygons = cp.sight_arrow_polygons(rect, item.card.sight, item.facing(), compact=True)
        polygon = polygons.get(direction)
        return polygon.boundingRect().adjusted(-4, -4, 4, 4) if polygon is not None else None


def _rect_in(widget: QWidget, top: QWidget) -> QRect:
    """``widget``'s rectangle in ``top``'s coordinates."""
    return QRect(widget.mapTo(top, QPoint(0, 0)), widget.size())
