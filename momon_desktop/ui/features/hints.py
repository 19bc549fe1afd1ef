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
"Play it" makes the move.
"""

from __future__ import annotations

import html
import math
import random
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QEvent,
    QObject,
    QPoint,
    QPointF,
    QRectF,
    QSize,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QCursor,
    QIcon,
    QKeySequence,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsObject,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStyleOptionGraphicsItem,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from momon_desktop.ai import TOP_LEVEL, ExpertPlayer, Level, SearchPlayer, make_player
from momon_desktop.ai.explain import Explanation, explain_move
from momon_desktop.ai.puzzles import Puzzle, solve
from momon_desktop.engine import Answer, CardDef, Choose, Game, Summon, YesNo
from momon_desktop.ui.core.actions import ActionSpec
from momon_desktop.ui.core.background import Background, error_text
from momon_desktop.ui.look import theme
from momon_desktop.ui.look.cardpainter import paint_arena_card
from momon_desktop.ui.look.fonts import title_font, ui_font
from momon_desktop.ui.table.arenaview import ArenaView
from momon_desktop.ui.table.scene import (
    BOARD_H,
    BOARD_W,
    SEATS,
    card_rect_in,
    cell_rect,
    square_cell,
)
from momon_desktop.ui.text.i18n import fill
from momon_desktop.ui.text.reasons import reasons, reasons_html
from momon_desktop.ui.text.words import answer_text, level_name

if TYPE_CHECKING:
    from momon_desktop.ui.table.host import TableHost

# The strength whose answer is suggested (the puzzles' hint is the same player).
HINT_LEVEL: Level = TOP_LEVEL
HINT_COLOUR = theme.GOLD_BRIGHT
SHORTCUT = "Ctrl+J"
# Nodes of the search behind "why" (the outcome under best play); the answer's own
# search has its own budget.
EXPLAIN_BUDGET = 4_000


def bulb_icon(size: int = 20) -> QIcon:
    """A small light bulb, the sign of a suggestion."""
    pixmap = QPixmap(size * 2, size * 2)
    pixmap.setDevicePixelRatio(2.0)
    pixmap.fill(Qt.GlobalColor.transparent)
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    s = float(size)
    glass = QPainterPath()
    glass.addEllipse(QPointF(s * 0.5, s * 0.4), s * 0.3, s * 0.3)
    neck = QPainterPath(QPointF(s * 0.34, s * 0.6))
    neck.lineTo(s * 0.66, s * 0.6)
    neck.lineTo(s * 0.62, s * 0.74)
    neck.lineTo(s * 0.38, s * 0.74)
    neck.closeSubpath()
    p.setPen(QPen(QColor(20, 20, 28), s * 0.06))
    p.setBrush(HINT_COLOUR)
    p.drawPath(glass.united(neck))
    p.setBrush(QColor(190, 196, 204))
    p.drawRoundedRect(QRectF(s * 0.37, s * 0.76, s * 0.26, s * 0.14), s * 0.04, s * 0.04)
    p.setPen(QPen(QColor(255, 255, 255, 200), s * 0.06, Qt.PenStyle.SolidLine,
                  Qt.PenCapStyle.RoundCap))
    p.drawArc(QRectF(s * 0.3, s * 0.2, s * 0.3, s * 0.3), 100 * 16, 70 * 16)
    p.end()
    return QIcon(pixmap)


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


@dataclass(frozen=True)
class Mark:
    """A square a suggestion's reasons speak of: ``kind`` is ``"take"`` (a card it
    snatches), ``"safe"`` (a card it keeps safe) or ``"reply"`` (where the reply it
    prevents would be Summoned; ``ghost`` is that card, drawn faintly, of ``owner``)."""

    square: int
    kind: str
    label: str
    ghost: CardDef | None = None
    owner: int = 0


class HintMarker(QGraphicsObject):
    """The suggested square on the Arena: a pulsing gold frame with a "hint" tag; and
    the squares its reasons speak of, in thinner frames with their own tags."""

    def __init__(self, window: TableHost) -> None:
        super().__init__()
        self._window = window
        self.square = -1
        self.label = ""
        self.marks: list[Mark] = []
        self._pulse = 0.0
        self._anim = QVariantAnimation(self)
        self._anim.setStartValue(0.0)
        self._anim.setEndValue(1.0)
        self._anim.setDuration(1200)
        self._anim.setLoopCount(-1)
        self._anim.valueChanged.connect(self._on_pulse)
        self.setZValue(30)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def _on_pulse(self, value: float) -> None:
        self._pulse = float(value)
        self.update()

    def show_at(self, square: int, label: str, marks: list[Mark] | None = None) -> None:
        """Mark ``square`` (-1: nothing) and the squares of ``marks``."""
        self.square = square
        self.label = label
        self.marks = list(marks or [])
        if square >= 0 or self.marks:
            self._anim.start()
        else:
            self._anim.stop()
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, BOARD_W, BOARD_H)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        viewer = self._window.scene.viewer
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        for mark in self.marks:
            self._paint_mark(painter, mark, viewer)
        if self.square < 0:
            return
        rect = card_rect_in(cell_rect(self.square, viewer)).adjusted(-9, -9, 9, 9)
        glow = QColor(HINT_COLOUR)
        glow.setAlpha(int(140 + 115 * math.sin(math.pi * self._pulse)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(20, 20, 28, 200), 9.0))
        painter.drawRoundedRect(rect, 14, 14)
        painter.setPen(QPen(glow, 5.0))
        painter.drawRoundedRect(rect, 14, 14)
        if not self.label:
            return
        self._paint_tag(painter, rect, self.label, HINT_COLOUR, 11)

    def _paint_tag(self, painter: QPainter, rect: QRectF, label: str, colour: QColor,
                   points: float) -> None:
        font = ui_font(points, bold=True)
        painter.setFont(font)
        height = painter.fontMetrics().height() + 8
        width = painter.fontMetrics().horizontalAdvance(label) + 22
        tag = QRectF(rect.center().x() - width / 2, rect.bottom() - height / 2 - 2, width,
                     height)
        painter.setPen(QPen(QColor(20, 20, 28), 1.5))
        painter.setBrush(colour)
        painter.drawRoundedRect(tag, height / 2 - 2, height / 2 - 2)
        painter.setPen(QColor(20, 20, 28))
        painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, label)

    def _paint_mark(self, painter: QPainter, mark: Mark, viewer: int) -> None:
        """A square the reasons speak of: a thinner frame than the suggested square's,
        gold for a card it takes, light green for a card it keeps safe, and for the
        reply it prevents a dashed frame over a faint ghost of the card."""
        card_rect = card_rect_in(cell_rect(mark.square, viewer))
        rect = card_rect.adjusted(-6, -6, 6, 6)
        colour = QColor(theme.GOLD_PALE) if mark.kind == "take" else (
            QColor(150, 220, 160) if mark.kind == "safe" else QColor(235, 150, 140))
        if mark.ghost is not None:
            painter.save()
            painter.setOpacity(0.32)
            paint_arena_card(painter, card_rect, mark.ghost, controller=SEATS[mark.owner],
                             owner=SEATS[mark.owner], viewer=SEATS[viewer],
                             lang=self._window.lang)
            painter.restore()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(20, 20, 28, 180), 6.0))
        painter.drawRoundedRect(rect, 12, 12)
        pen = QPen(colour, 3.0)
        if mark.kind == "reply":
            pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.drawRoundedRect(rect, 12, 12)
        if mark.label:
            self._paint_tag(painter, rect, mark.label, colour, 9)


class HandMarker(QWidget):
    """A gold frame around the suggested card of the Hand (on the Hand view's viewport)."""

    def __init__(self, window: TableHost) -> None:
        self._over = window.hand_view.viewport()
        super().__init__(self._over)
        self._window = window
        self.instance = -1
        self.label = ""
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground, True)
        window.hand_view.horizontalScrollBar().valueChanged.connect(self.update)
        window.hand_view.viewport().installEventFilter(self)
        self.hide()

    def show_card(self, instance: int, label: str) -> None:
        """Mark the Hand card ``instance`` (-1: nothing)."""
        self.instance = instance
        self.label = label
        self.setGeometry(self._over.rect())
        self.setVisible(instance >= 0)
        self.raise_()
        self.update()

    def card_rect(self) -> QRectF:
        """Where the marked card is drawn in the viewport (empty if it is not shown)."""
        model = self._window.hand_model
        row = model.row_of(self.instance) if self.instance >= 0 else -1
        if row < 0:
            return QRectF()
        return QRectF(self._window.hand_view.visualRect(model.index(row)))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and self.isVisible():
            self.setGeometry(self._over.rect())
        return False

    def paintEvent(self, event: QPaintEvent) -> None:
        rect = self.card_rect()
        if rect.isEmpty():
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        frame = rect.adjusted(2, 2, -2, -2)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(20, 20, 28, 200), 6.0))
        painter.drawRoundedRect(frame, 9, 9)
        painter.setPen(QPen(HINT_COLOUR, 3.5))
        painter.drawRoundedRect(frame, 9, 9)
        if self.label:
            font = ui_font(8.5, bold=True)
            painter.setFont(font)
            width = painter.fontMetrics().horizontalAdvance(self.label) + 14
            tag = QRectF(frame.center().x() - width / 2, frame.top() + 1, width, 20)
            painter.setPen(QPen(QColor(20, 20, 28), 1.2))
            painter.setBrush(HINT_COLOUR)
            painter.drawRoundedRect(tag, 9, 9)
            painter.setPen(QColor(20, 20, 28))
            painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, self.label)
        painter.end()


class HintBar(QFrame):
    """The suggestion in words, over the Arena, with "Play it" and "Close"."""

    play = Signal()
    closed = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("HintBar")
        self.at_top = True
        self._view: ArenaView | None = None
        self.title = QLabel()
        self.title.setFont(title_font(17))
        self.title.setObjectName("HintTitle")
        self.title.setWordWrap(True)
        self.text = QLabel()
        self.text.setObjectName("HintReasons")
        self.text.setFont(ui_font(10))
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)
        self.text.linkHovered.connect(self._on_link_hovered)
        # the short explanation of a rule number (set by the service)
        self.explain_rule: Callable[[str], str] = lambda rule: ""
        self.play_button = QPushButton()
        self.close_button = QPushButton()
        self.play_button.clicked.connect(self.play.emit)
        self.close_button.clicked.connect(self.closed.emit)
        words = QVBoxLayout()
        words.setSpacing(2)
        words.addWidget(self.title)
        words.addWidget(self.text)
        buttons = QVBoxLayout()
        buttons.addWidget(self.play_button)
        buttons.addWidget(self.close_button)
        buttons.addStretch(1)
        lay = self._lay = QHBoxLayout(self)
        lay.setContentsMargins(14, 8, 10, 8)
        lay.setSpacing(12)
        lay.addLayout(words, 1)
        lay.addLayout(buttons)
        self.hide()

    def _on_link_hovered(self, link: str) -> None:
        """A rule number under the pointer: its explanation, as in the rules log."""
        if link.startswith("rule:"):
            rule = link[5:]
            text = self.explain_rule(rule)
            tip = rule + ": " + text if text else rule
            self.text.setToolTip(tip)
            QToolTip.showText(QCursor.pos(), tip, self.text)
        else:
            self.text.setToolTip("")
            QToolTip.hideText()

    def present(self, title: str, text: str, can_play: bool, at_top: bool) -> None:
        """Show ``title`` and ``text`` (rich text); ``can_play`` offers to make the move."""
        self.title.setText(title)
        self.text.setText(text)
        self.play_button.setVisible(can_play)
        self.at_top = at_top
        self.place()
        self.show()
        self.raise_()

    def place(self) -> None:
        """Beside the Arena's board, never over its squares: in the Arena view's free
        room right of the board where it is wide enough, else over the column of the
        preview and the log; along the top or the bottom, whichever keeps the square in
        sight."""
        view = self._view
        parent = self.parentWidget()
        if parent is None:
            return
        if view is None:
            # a bar over its parent (a puzzle's banner over the Arena)
            self.setFixedWidth(max(220, min(parent.width() - 16, 560)))
            self.adjustSize()
            y = 8 if self.at_top else parent.height() - self.height() - 8
            self.move((parent.width() - self.width()) // 2, y)
            return
        board = view.board_rect()
        gap = 8
        free = view.width() - board.right() - 1 - 2 * gap
        if free >= 320:
            # within the Arena view, right of the board
            left = view.mapTo(parent, board.topRight()).x() + 1 + gap
            room = free
        else:
            # over the column right of the Arena (the preview and the log)
            left = view.mapTo(parent, QPoint(view.width(), 0)).x() + gap
            room = parent.width() - gap - left
        width = max(200, min(room, 560))
        self.setFixedWidth(width)
        lay = self._lay
        self.setFixedHeight(lay.totalHeightForWidth(width) if lay.hasHeightForWidth()
                            else lay.totalSizeHint().height())
        y_top = view.mapTo(parent, QPoint(0, 0)).y()
        y = y_top if self.at_top else y_top + view.height() - self.height()
        self.move(left, max(0, min(y, parent.height() - self.height())))

    def attach(self, view: ArenaView) -> None:
        """Place the bar beside ``view``'s board (the Arena view)."""
        self._view = view


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
