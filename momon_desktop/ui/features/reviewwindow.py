"""The game review's window: the graph, the decisions with their marks, the position
before the chosen one and the reason in words, and Try from here."""

from __future__ import annotations

import html
import threading

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import (
    QCloseEvent,
    QKeySequence,
    QShortcut,
)
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from momon_desktop.ai import TOP_LEVEL
from momon_desktop.ai.explain import explain_move
from momon_desktop.ai.review import (
    REVIEW_NODES,
    DecisionReview,
    ReviewCancelled,
    mistakes,
    review_positions,
)
from momon_desktop.engine import Concede, Summon, rulebook
from momon_desktop.storage import Replay
from momon_desktop.ui.core.background import Background, error_text
from momon_desktop.ui.core.ruletips import show_rule_tip
from momon_desktop.ui.features.reviewparts import (
    MARK_SIGNS,
    EvaluationGraph,
    ReviewBoard,
    WordsArea,
    WrappedHeight,
    mark_name,
    value_text,
)
from momon_desktop.ui.look import theme
from momon_desktop.ui.look.fonts import title_font, ui_font
from momon_desktop.ui.text import i18n
from momon_desktop.ui.text.i18n import fill
from momon_desktop.ui.text.reasons import Reason, reasons, reasons_html
from momon_desktop.ui.text.words import answer_text, level_name


class _ProgressRelay(QObject):
    """Carries the worker's progress to the window's thread (a queued signal)."""

    step = Signal(int, int)


class ReviewWindow(QDialog):
    """The review of one game: analysis with progress, then graph, list, board, reason."""

    # the person asked to play on from decision N
    try_requested = Signal(int)
    # the analysis ended: True when it finished, False when cancelled or failed
    analysis_done = Signal(bool)
    # decision N is shown (a replay viewer the review was opened from follows it)
    decision_shown = Signal(int)

    def __init__(self, replay: Replay, names: tuple[str, str], lang: str = "en",
                 parent: QWidget | None = None, nodes: int = REVIEW_NODES) -> None:
        super().__init__(parent)
        self.setObjectName("ReviewWindow")
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.replay = replay
        self.names = names
        self.lang = lang
        self.nodes = nodes
        self.positions, self.answers, self.seats = replay.decisions()
        self.reviews: list[DecisionReview] = []
        self.current = -1
        self.error = ""
        self._stop = threading.Event()
        self.background = Background("review", self)
        self.title = QLabel()
        self.title.setFont(title_font(20))
        self.progress = QProgressBar()
        self.progress.setRange(0, max(1, len(self.answers)))
        self.progress.setValue(0)
        self.progress_label = QLabel()
        self.cancel_button = QPushButton()
        self.cancel_button.clicked.connect(self.cancel)
        # after a cancel (or a failure) the analysis can be started again
        self.again_button = QPushButton()
        self.again_button.clicked.connect(self.start)
        self.again_button.setVisible(False)
        self.graph = EvaluationGraph()
        self.graph.picked.connect(self.go_to)
        self.graph_caption = QLabel()
        self.graph_caption.setProperty("role", "muted")
        self.graph_caption.setWordWrap(True)
        self.graph_caption_height = WrappedHeight(self.graph_caption)
        self.list = QListWidget()
        self.list.setObjectName("ReviewDecisions")
        # a long line wraps inside the column (its mark last) instead of a sideways scroll
        self.list.setWordWrap(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.list.currentRowChanged.connect(self._on_row)
        self.board = ReviewBoard()
        # the least window keeps a smaller board, so that it fits a 1024 x 700 screen with
        # the words under the board and the graph's wrapped caption
        self.board.setMinimumSize(160, 160)
        self.board_caption = QLabel()
        self.board_caption.setProperty("role", "muted")
        self.board_caption.setWordWrap(True)
        self.heading = QLabel()
        self.heading.setFont(ui_font(12, bold=True))
        self.heading.setWordWrap(True)
        self.heading_height = WrappedHeight(self.heading)
        self.reason = QLabel()
        self.reason.setWordWrap(True)
        self.reason.setTextFormat(Qt.TextFormat.RichText)
        self.reason.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.reason.setOpenExternalLinks(False)
        # a rule number under the pointer shows the rule's explanation, as in the rules log
        self.reason.linkHovered.connect(self._on_rule_hovered)
        self.previous_button = QPushButton()
        self.next_button = QPushButton()
        self.try_button = QPushButton()
        self.close_button = QPushButton()
        self.previous_button.clicked.connect(self.previous_mistake)
        self.next_button.clicked.connect(self.next_mistake)
        self.try_button.clicked.connect(lambda: self.try_requested.emit(self.current))
        self.close_button.clicked.connect(self.close)
        self.next_key = QShortcut(QKeySequence(Qt.Key.Key_N), self)
        self.next_key.activated.connect(self.next_mistake)
        self.previous_key = QShortcut(QKeySequence("Shift+N"), self)
        self.previous_key.activated.connect(self.previous_mistake)

        # The bar and Cancel keep their room once the analysis is over, so that nothing
        # under them moves while the pointer is on its way to a decision.
        for widget in (self.progress, self.cancel_button):
            policy = widget.sizePolicy()
            policy.setRetainSizeWhenHidden(True)
            widget.setSizePolicy(policy)
        top = QHBoxLayout()
        top.addWidget(self.progress, 1)
        top.addWidget(self.progress_label)
        top.addWidget(self.cancel_button)
        top.addWidget(self.again_button)
        # the words under the board scroll in a low window instead of being drawn over it
        words = QWidget()
        words_lay = QVBoxLayout(words)
        words_lay.setContentsMargins(0, 0, 0, 0)
        words_lay.addWidget(self.board_caption)
        words_lay.addWidget(self.reason)
        words_lay.addStretch(1)
        self.words = WordsArea()
        self.words.setObjectName("ReviewWords")
        self.words.setWidget(words)
        self.words.setWidgetResizable(True)
        self.words.setFrameShape(QScrollArea.Shape.NoFrame)
        self.words.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        right = QVBoxLayout()
        right.addWidget(self.heading)
        right.addWidget(self.board)
        right.addWidget(self.words, 1)
        middle = QHBoxLayout()
        middle.addWidget(self.list, 2)
        middle.addLayout(right, 3)
        buttons = QHBoxLayout()
        for b in (self.previous_button, self.next_button, self.try_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        lay = QVBoxLayout(self)
        lay.addWidget(self.title)
        lay.addLayout(top)
        lay.addWidget(self.graph)
        lay.addWidget(self.graph_caption)
        lay.addLayout(middle, 1)
        lay.addLayout(buttons)
        self.resize(980, 680)
        self.retranslate()
        self._show_analysing(True)

    # ------------------------------------------------------------------ analysis

    @property
    def analysing(self) -> bool:
        """Whether the analysis is under way."""
        return self.background.pending

    def start(self) -> None:
        """Analyse every decision on the worker thread."""
        self._stop.clear()
        self.error = ""
        positions = [g.copy() for g in self.positions]
        answers, seats, nodes, stop = list(self.answers), list(self.seats), self.nodes, self._stop
        relay = _ProgressRelay(self)
        relay.step.connect(self._on_progress)
        self._relay = relay

        def work() -> list[DecisionReview]:
            return review_positions(positions, answers, seats, nodes,
                                    progress=relay.step.emit, stop=stop.is_set)

        self._show_analysing(True)
        self.progress.setValue(0)
        self.progress_label.setText(self.tr("Weighing every decision…"))
        self.background.run(work, self._on_result, self._on_error, after_paint=True)

    def cancel(self) -> None:
        """Stop the analysis: the worker ends at the next decision."""
        if not self.analysing:
            return
        self._stop.set()
        self.background.cancel()
        self.progress_label.setText(self.tr("Cancelled."))
        self.cancel_button.setVisible(False)
        self.again_button.setVisible(True)
        self.analysis_done.emit(False)

    def _on_progress(self, done: int, total: int) -> None:
        if self.analysing:
            self.progress.setValue(done)
            self.progress_label.setText(fill(self.tr("Decision %1 of %2"), str(done), str(total)))

    def _on_result(self, reviews: list[DecisionReview]) -> None:
        self.reviews = reviews
        self._show_analysing(False)
        self.graph.set_reviews(reviews)
        self.graph.set_names(self.names[0], self.names[1])
        self.fill_list()
        first = mistakes(reviews)
        self.go_to(first[0] if first else 0)
        self.analysis_done.emit(True)

    def _on_error(self, exc: Exception) -> None:
        if isinstance(exc, ReviewCancelled):
            return
        self.error = error_text(exc)
        self.progress_label.setText(fill(self.tr("The review failed: %1"), self.error))
        self.cancel_button.setVisible(False)
        self.again_button.setVisible(True)
        self.analysis_done.emit(False)

    def _show_analysing(self, busy: bool) -> None:
        for w in (self.progress, self.progress_label, self.cancel_button):
            w.setVisible(busy)
        self.again_button.setVisible(False)
        done = not busy and bool(self.reviews)
        if done:
            self.progress_label.setText(self._done_text())
            self.progress_label.setVisible(True)
        for pane in (self.graph, self.graph_caption, self.list, self.board, self.board_caption,
                     self.heading, self.reason, self.previous_button, self.next_button,
                     self.try_button):
            pane.setEnabled(done)

    def _done_text(self) -> str:
        """The line where the progress was, once every decision is weighed."""
        return fill(self.tr("Every decision weighed: %1."), str(len(self.reviews)))

    # ------------------------------------------------------------------ moving

    def mistake_indexes(self) -> list[int]:
        """The decisions marked inaccuracy, mistake or blunder."""
        return mistakes(self.reviews)

    def next_mistake(self) -> None:
        """The next decision marked inaccuracy or worse (from the start after the last)."""
        marks = self.mistake_indexes()
        if not marks:
            return
        later = [i for i in marks if i > self.current]
        self.go_to(later[0] if later else marks[0])

    def previous_mistake(self) -> None:
        """The decision marked inaccuracy or worse before this one (the last from the
        first)."""
        marks = self.mistake_indexes()
        if not marks:
            return
        earlier = [i for i in marks if i < self.current]
        self.go_to(earlier[-1] if earlier else marks[-1])

    def go_to(self, index: int) -> None:
        """Show decision ``index``."""
        if not self.reviews:
            return
        index = max(0, min(index, len(self.reviews) - 1))
        self.current = index
        if self.list.currentRow() != index:
            self.list.blockSignals(True)
            self.list.setCurrentRow(index)
            self.list.blockSignals(False)
        self.graph.set_current(index)
        self.show_decision()
        self.decision_shown.emit(index)

    def _on_row(self, row: int) -> None:
        if row >= 0:
            self.go_to(row)

    # ------------------------------------------------------------------ showing

    def fill_list(self) -> None:
        """One line per decision: its number, who, what and its mark."""
        self.list.blockSignals(True)
        self.list.clear()
        for r in self.reviews:
            before = self.positions[r.index]
            text = fill(
                self.tr("%1. %2: %3 — %4"),
                str(r.index + 1),
                self.names[r.player],
                answer_text(before, r.move, self.lang),
                f"{MARK_SIGNS[r.mark]} {mark_name(r.mark)}",
            )
            item = QListWidgetItem(text)
            item.setForeground(theme.MARK_COLOURS[r.mark])
            item.setData(Qt.ItemDataRole.UserRole, r.mark)
            self.list.addItem(item)
        if self.current >= 0:
            self.list.setCurrentRow(self.current)
        self.list.blockSignals(False)

    def show_decision(self) -> None:
        """The board, the heading and the reason of the current decision."""
        if not 0 <= self.current < len(self.reviews):
            return
        r = self.reviews[self.current]
        before = self.positions[r.index]
        self.board.set_position(before, r.player, self.lang)
        played = r.move.square if isinstance(r.move, Summon) else -1
        best = r.best.square if isinstance(r.best, Summon) else -1
        label = before.defs[r.best.card].display_name(self.lang) \
            if isinstance(r.best, Summon) else ""
        self.board.set_marks(played, best if not r.is_best or played < 0 else best, label)
        self.heading.setText(
            fill(
                self.tr("Decision %1 · %2 · %3"),
                str(r.index + 1),
                self.names[r.player],
                f"{MARK_SIGNS[r.mark]} {mark_name(r.mark)}",
            )
        )
        self.heading_height.fit()
        self.heading.setProperty("mark", r.mark)
        theme.repolish(self.heading)
        self.board_caption.setText(fill(self.tr(
            "The position before the decision, from the side of %1: the gold square is the "
            "better answer, the dashed one the answer given."), self.names[r.player]))
        self.reason.setText(self.reason_text(r))
        self.words.fit_words()
        self.try_button.setToolTip(
            fill(
                self.tr("Play on from this position against the computer (%1), as %2."),
                level_name(TOP_LEVEL),
                self.names[r.player],
            )
        )

    def reason_text(self, r: DecisionReview) -> str:
        """Why, as rich text: the answer given and the better one with what each leads
        to under best play, then the better answer's reasons in words that point at the
        board (:func:`momon_desktop.ai.explain.explain_move`, compared with the answer
        given, as the Suggest bar words them), each with its rule numbers."""
        before = self.positions[r.index]
        lines = [
            fill(
                self.tr("Played: %1, leading to %2 Momon for %3 at the end."),
                answer_text(before, r.move, self.lang),
                value_text(r.value, r.exact),
                self.names[r.player],
            )
        ]
        if r.is_best:
            if r.forced:
                lines.append(self.tr("The only legal answer."))
            else:
                lines.append(self.tr("The best answer the computer found."))
        else:
            better = (self.tr("playing on without conceding") if r.best is None
                      else answer_text(before, r.best, self.lang))
            lines.append(
                fill(
                    self.tr("Better: %1, leading to %2 Momon (%3 lost)."),
                    better,
                    value_text(r.best_value, r.exact),
                    f"{r.loss:g}",
                )
            )
            if r.outcome == "loss" and r.best_outcome != "loss":
                lines.append(self.tr("The answer given loses the game against best play."))
        out = [html.escape(line) for line in lines]
        found = self._reasons(r)
        if found:
            out.append(reasons_html(found, theme.css(theme.GOLD_PALE)))
        if r.exact:
            out.append(html.escape(self.tr("Exact: the rest of the game was solved.")))
        else:
            out.append(html.escape(self.tr(
                "An estimate: the search looked ahead as far as its budget allows.")))
        return "<br>".join(out)

    def _on_rule_hovered(self, link: str) -> None:
        show_rule_tip(self.reason, link, lambda rule: rulebook.explain(rule, self.lang))

    def _reasons(self, r: DecisionReview) -> list[Reason]:
        """The sentences that say why the better answer (or the answer given, when it was
        the best) is good; none for a forced answer or a concession."""
        if r.forced:
            return []
        before = self.positions[r.index]
        shown = r.move if r.is_best else r.best
        if before.result is not None or shown is None or isinstance(shown, Concede) \
                or not before.is_legal(shown):
            return []
        other = None if r.is_best or isinstance(r.move, Concede) else r.move
        # budget 0: the review's own search already gives the values under best play
        e = explain_move(before, shown, budget=0, alternative=other)
        return reasons(before, e, self.lang, lambda seat: self.names[seat], limit=3)

    def retranslate(self) -> None:
        """Every text in the current language."""
        self.setWindowTitle(
            fill(self.tr("%1 against %2 – Game review"), self.names[0], self.names[1])
        )
        self.title.setText(self.tr("Game review"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.again_button.setText(self.tr("&Start again"))
        if self.analysing or not self.reviews:
            self.progress_label.setText(self.tr("Weighing every decision…"))
        elif not self.error:
            self.progress_label.setText(self._done_text())
        self.graph.setAccessibleName(self.tr("Evaluation graph"))
        self.graph.setToolTip(self.tr("Click a point to go to that decision."))
        self.graph_caption.setText(fill(self.tr(
            "Momon difference at the end under best play, before each decision: above the "
            "line %1 stands better, below it %2."), self.names[0], self.names[1]))
        self.graph_caption_height.fit()
        self.previous_button.setText(self.tr("&Previous mistake"))
        self.previous_button.setToolTip(
            self.previous_key.key().toString(QKeySequence.SequenceFormat.NativeText))
        self.next_button.setText(self.tr("&Next mistake"))
        self.next_button.setToolTip(
            self.next_key.key().toString(QKeySequence.SequenceFormat.NativeText))
        self.try_button.setText(self.tr("&Try from here"))
        self.close_button.setText(self.tr("&Close"))
        if self.reviews:
            self.fill_list()
            self.show_decision()

    def set_language(self, lang: str) -> None:
        """Card names in ``lang``, then every text."""
        self.lang = lang
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.set_language(i18n.current_language())
        super().changeEvent(event)

    def reject(self) -> None:
        """Escape (and the close button, through ``closeEvent``) puts the window away
        and stops the analysis."""
        self.cancel()
        self.background.shutdown()
        super().reject()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.cancel()
        super().closeEvent(event)
