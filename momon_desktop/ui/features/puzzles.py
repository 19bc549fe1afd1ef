"""Practice puzzles in the app: a picker window, play on the table, goal and hint.

The bundled puzzles (``resources/puzzles/*.json``, :mod:`momon_desktop.ai.puzzles`)
are listed with their title and goal in the interface language and whether they were
solved on this computer (remembered in ``puzzles.json`` in the data folder, which
``MOMON_DATA_DIR`` overrides). "Play" sets the position up on the table through the
same controller as any game: the person is the player to move, the computer at
:data:`~momon_desktop.ai.TOP_LEVEL` plays the other side. After every answer the window asks
:func:`momon_desktop.ai.puzzles.goal_met` whether the goal is met or missed; once it
is decided, play stops there and the window says so, with "Retry" to set the
position up again. "Hint" shows the computer's suggestion on the table
(:mod:`momon_desktop.ui.features.hints`: the answer of :func:`momon_desktop.ai.puzzles.hint`).
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Literal

from pydantic import Field
from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import (
    QShowEvent,
)
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
)

from momon_desktop.ai import TOP_LEVEL
from momon_desktop.ai.puzzles import Puzzle, PuzzleError, goal_met, load_puzzles
from momon_desktop.engine import Game
from momon_desktop.storage import atomic_write, data_dir
from momon_desktop.storage.files import SmallFileError
from momon_desktop.storage.kept import KeptId, KeptModel, read_kept, tell
from momon_desktop.storage.messages import message
from momon_desktop.ui.core.actions import ActionSpec
from momon_desktop.ui.core.controller import HUMAN, GameSpec, PlayerInfo
from momon_desktop.ui.features.hints import HintService
from momon_desktop.ui.features.hintviews import HintBar
from momon_desktop.ui.features.pickers import PositionPreview, mark_icon, picker_list
from momon_desktop.ui.look import theme
from momon_desktop.ui.look.fonts import title_font, ui_font
from momon_desktop.ui.paths import resource_path
from momon_desktop.ui.text import i18n
from momon_desktop.ui.text.i18n import fill
from momon_desktop.ui.text.words import level_name

if TYPE_CHECKING:
    from momon_desktop.ui.table.host import TableHost

SOLVED_NAME = "puzzles.json"
# Puzzle ids the file may list (far more than the app ships).
MAX_SOLVED = 1000
# The computer plays the other side of a puzzle at this strength.
OPPONENT_LEVEL = TOP_LEVEL


@lru_cache(maxsize=1)
def bundled_puzzles() -> tuple[Puzzle, ...]:
    """The puzzles shipped in ``resources/puzzles`` (read once); none if a file of a
    damaged installation cannot be read."""
    try:
        return tuple(load_puzzles(resource_path("puzzles")))
    except PuzzleError:
        return ()


def solved_path() -> Path:
    """Where the solved puzzles are remembered."""
    return data_dir() / SOLVED_NAME


class SolvedFile(KeptModel):
    """``puzzles.json``: the ids of the puzzles solved on this computer."""

    format_version: Literal[1]
    solved: Annotated[list[KeptId], Field(max_length=MAX_SOLVED)]


def load_solved() -> set[str]:
    """The ids of the puzzles solved on this computer: none when the file is missing or
    cannot be used (then the file is left as it is until the next puzzle is solved, and
    the window says why once)."""
    try:
        data = read_kept(solved_path(), SolvedFile, 1)
    except SmallFileError as exc:
        if not exc.missing:
            tell(message("solved_unusable", problem=exc.detail))
        return set()
    return set(data.solved)


def save_solved(solved: set[str]) -> bool:
    """Remember ``solved``; False if the data folder cannot be written."""
    data = {"format_version": 1, "solved": sorted(solved)}
    try:
        atomic_write(solved_path(), json.dumps(data, indent=1).encode("utf-8"))
    except OSError:
        return False
    return True


class PuzzleWindow(QDialog):
    """The puzzle picker and the state of the puzzle on the table."""

    # puzzle id, True when the goal was met / False when it was missed
    decided = Signal(str, bool)

    def __init__(self, window: TableHost, puzzles: list[Puzzle] | tuple[Puzzle, ...] | None = None
                 ) -> None:
        super().__init__(window.window())
        self.host = window
        self.puzzles = list(bundled_puzzles() if puzzles is None else puzzles)
        self.solved = load_solved()
        self.active: Puzzle | None = None
        self.start: Game | None = None  # the position as it was set up
        self.game: Game | None = None  # the game on the table
        self.outcome: bool | None = None
        self.setModal(False)
        self.setMinimumSize(820, 500)
        self.setObjectName("PuzzleWindow")
        self.preview = PositionPreview()
        self.preview_caption = QLabel()
        self.preview_caption.setFont(ui_font(8.5))
        self.preview_caption.setWordWrap(True)
        self.preview_caption.setFixedWidth(self.preview.width())
        self.preview_caption.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self._positions: dict[str, Game] = {}
        self.list = picker_list()
        self.title = QLabel()
        self.title.setFont(title_font(24))
        self.title.setWordWrap(True)
        self.goal_caption = QLabel()
        self.goal_caption.setFont(ui_font(9, bold=True))
        self.goal_caption.setProperty("role", "accent")
        self.goal_label = QLabel()
        self.goal_label.setFont(ui_font(12, bold=True))
        self.goal_label.setWordWrap(True)
        self.about = QLabel()
        self.about.setFont(ui_font(9.5))
        self.about.setWordWrap(True)
        self.status = QLabel()
        self.status.setObjectName("PuzzleStatus")
        self.status.setFont(ui_font(11, bold=True))
        self.status.setWordWrap(True)
        self.status.setMinimumHeight(64)
        self.status.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.play_button = QPushButton()
        self.hint_button = QPushButton()
        self.retry_button = QPushButton()
        self.close_button = QPushButton()
        self.play_button.setDefault(True)
        buttons = QHBoxLayout()
        for b in (self.play_button, self.hint_button, self.retry_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        words = QVBoxLayout()
        words.addWidget(self.title)
        words.addSpacing(6)
        words.addWidget(self.goal_caption)
        words.addWidget(self.goal_label)
        words.addSpacing(6)
        words.addWidget(self.about)
        words.addStretch(1)
        board = QVBoxLayout()
        board.addWidget(self.preview)
        board.addWidget(self.preview_caption)
        board.addStretch(1)
        top = QHBoxLayout()
        top.addLayout(words, 1)
        top.addLayout(board)
        detail = QVBoxLayout()
        detail.addLayout(top, 1)
        line = QFrame()
        line.setFrameShape(QFrame.Shape.HLine)
        line.setObjectName("PuzzleRule")
        detail.addWidget(line)
        detail.addWidget(self.status)
        detail.addLayout(buttons)
        lay = QHBoxLayout(self)
        lay.addWidget(self.list, 2)
        lay.addLayout(detail, 3)
        self.list.currentRowChanged.connect(self._on_row_changed)
        self.list.itemActivated.connect(lambda _item: self.play())
        # clicked(bool) must not reach play()'s puzzle parameter
        self.play_button.clicked.connect(lambda: self.play())
        self.retry_button.clicked.connect(self.retry)
        self.hint_button.clicked.connect(self.hint)
        self.close_button.clicked.connect(self.close)
        # the outcome on the table itself, over the Arena
        self.banner = HintBar(window.arena_view)
        self.banner.play.connect(self._on_banner_action)
        self.banner.closed.connect(self.banner.hide)
        window.escaped.connect(self.banner.hide)
        window.arena_view.installEventFilter(self)
        c = window.controller
        c.batch_finished.connect(self.check)
        c.started.connect(self._on_started)
        self.hints.busy_changed.connect(lambda _busy: self._update_buttons())
        self.retranslate()
        if self.puzzles:
            first_unsolved = next((i for i, p in enumerate(self.puzzles)
                                   if p.id not in self.solved), 0)
            self.list.setCurrentRow(first_unsolved)

    # ------------------------------------------------------------------ texts

    @property
    def lang(self) -> str:
        """The interface language."""
        return i18n.current_language()

    def retranslate(self) -> None:
        """Every text in the current language."""
        self.setWindowTitle(self.tr("Practice puzzles"))
        self.goal_caption.setText(self.tr("GOAL"))
        self.play_button.setText(self.tr("&Play"))
        self.hint_button.setText(self.tr("&Hint"))
        self.retry_button.setText(self.tr("&Retry"))
        self.close_button.setText(self.tr("Close"))
        self.list.setAccessibleName(self.tr("Puzzles"))
        self.banner.close_button.setText(self.tr("Close"))
        self._fill_list()
        self._describe()
        if self.banner.isVisible():
            self._show_banner()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.host.arena_view and event.type() == QEvent.Type.Resize \
                and self.banner.isVisible():
            self.banner.place()
        return False

    def _fill_list(self) -> None:
        row = self.list.currentRow()
        self.list.blockSignals(True)
        self.list.clear()
        for index, puzzle in enumerate(self.puzzles):
            solved = puzzle.id in self.solved
            title = fill(self.tr("%1. %2"), str(index + 1), puzzle.info.title.get(self.lang))
            item = QListWidgetItem(mark_icon(solved), title + "\n" + self.goal_kind(puzzle))
            item.setToolTip(puzzle.goal.text.get(self.lang))
            item.setData(Qt.ItemDataRole.UserRole, puzzle.id)
            item.setData(Qt.ItemDataRole.AccessibleDescriptionRole,
                         self.tr("Solved") if solved else self.tr("Not solved yet"))
            self.list.addItem(item)
        self.list.setCurrentRow(max(0, row) if self.puzzles else -1)
        self.list.blockSignals(False)

    def goal_kind(self, puzzle: Puzzle) -> str:
        """The kind of goal in a few words."""
        goal = puzzle.goal
        if goal.kind == "snatch":
            return fill(self.tr("Snatch %1 in one turn"), str(goal.count))
        if goal.kind == "win_by":
            return fill(self.tr("Win by %1 or more"), str(goal.count))
        return self.tr("Win from here")

    def selected(self) -> Puzzle | None:
        """The puzzle chosen in the list."""
        row = self.list.currentRow()
        return self.puzzles[row] if 0 <= row < len(self.puzzles) else None

    def _on_row_changed(self, _row: int) -> None:
        self._describe()

    def _describe(self) -> None:
        puzzle = self.selected()
        if puzzle is None:
            self.title.setText(self.tr("No puzzles"))
            self.goal_label.setText("")
            self.about.setText("")
            self._set_status("", "")
            self._update_buttons()
            return
        self.title.setText(puzzle.info.title.get(self.lang))
        self.goal_label.setText(puzzle.goal.text.get(self.lang))
        position = self.position(puzzle)
        if position is not None:
            self.preview.set_position(position, position.to_move, self.lang)
            self.preview_caption.setText(self.tr("The Arena at the start, from your side."))
        else:
            self.preview.set_position(None, 0, self.lang)
            self.preview_caption.setText("")
        self.about.setText(
            fill(
                self.tr(
                    "You are the player to move. The computer (%1) plays the "
                    "other side and defends as well as it can."
                ),
                level_name(OPPONENT_LEVEL),
            )
        )
        if self.on_table(puzzle):
            if self.outcome is True:
                self._set_status(self.tr("Solved! The goal is met."), "success")
            elif self.outcome is False:
                self._set_status(self.tr("Not this time: the goal was missed. Retry sets the "
                                         "position up again to try another move."), "failure")
            else:
                self._set_status(self.tr("On the table: your move. Hint shows a good move."),
                                 "playing")
        elif puzzle.id in self.solved:
            self._set_status(self.tr("You have solved this puzzle. Play it again any time."),
                             "solved")
        else:
            self._set_status(self.tr("Not solved yet. Play sets the position up on the table."),
                             "")
        self._update_buttons()

    def position(self, puzzle: Puzzle) -> Game | None:
        """The puzzle's position (set up once), or None if its cards are unknown."""
        if puzzle.id not in self._positions:
            pool, _decks = self.host.card_pool()
            try:
                self._positions[puzzle.id] = puzzle.start(pool.get)
            except ValueError:
                return None
        return self._positions[puzzle.id]

    def _set_status(self, text: str, state: str) -> None:
        self.status.setText(text)
        self.status.setProperty("state", state)
        theme.repolish(self.status)  # the stylesheet colours each state

    def _update_buttons(self) -> None:
        puzzle = self.selected()
        here = puzzle is not None and self.on_table(puzzle)
        self.play_button.setEnabled(puzzle is not None and not here)
        self.retry_button.setEnabled(here)
        hints = self.hints
        self.hint_button.setEnabled(here and self.outcome is None and not hints.busy
                                    and hints.available())

    # ------------------------------------------------------------------ playing

    def on_table(self, puzzle: Puzzle) -> bool:
        """Whether ``puzzle`` is the game on the table now."""
        return self.active is puzzle and self.game is not None \
            and self.host.controller.game is self.game

    def owns_game(self) -> bool:
        """Whether the game on the table is a puzzle (this window shows its result)."""
        return self.active is not None and self.on_table(self.active)

    def goal(self) -> Puzzle | None:
        """The puzzle on the table while its goal is still open (a suggestion aims at it)."""
        return self.active if self.owns_game() and self.outcome is None else None

    def goal_words(self) -> str:
        """The goal of the puzzle on the table in words, for the prompt, while it is open
        (the window is put away while the puzzle is played)."""
        puzzle = self.goal()
        return puzzle.goal.text.get(self.lang) if puzzle is not None else ""

    def keeps_record(self) -> bool:
        """A puzzle's game is autosaved like any game (a solved one is not kept as
        unfinished: its end says so)."""
        return True

    def before_autosave(self) -> None:
        """A puzzle writes nothing of its own before an autosave."""

    @property
    def hints(self) -> HintService:
        """The table's suggestions, which the Hint button asks."""
        hints = self.host.feature(HintService)
        assert hints is not None, "practice puzzles need the suggestion feature"
        return hints

    def play(self, puzzle: Puzzle | None = None) -> bool:
        """Set ``puzzle`` (the one chosen in the list) up on the table; False if its cards
        cannot be found."""
        puzzle = puzzle if puzzle is not None else self.selected()
        if puzzle is None:
            return False
        pool, _decks = self.host.card_pool()
        try:
            start = puzzle.start(pool.get)
            game = puzzle.start(pool.get)
        except ValueError as exc:
            self._set_status(fill(self.tr("This puzzle cannot be set up: %1"), str(exc)),
                             "failure")
            return False
        solver = start.to_move
        decks = (tuple(pool.get(c) for c in puzzle.first_deck),
                 tuple(pool.get(c) for c in puzzle.second_deck))
        title = puzzle.info.title.get(self.lang)
        players = [PlayerInfo(self.tr("Player"), HUMAN, title),
                   PlayerInfo(self.tr("Computer"), OPPONENT_LEVEL, title)]
        if solver == 1:
            players.reverse()
        spec = GameSpec(decks, (players[0], players[1]), game.seed, None)

        def begin() -> None:
            self.active = puzzle
            self.start = start
            self.game = game
            self.outcome = None
            row = self.puzzles.index(puzzle)
            if self.list.currentRow() != row:
                self.list.setCurrentRow(row)
            # the moves that set the position up are the puzzle itself: never taken back
            self.host.start_game(spec, game, owner=self, fixed=len(game.history))
            self._describe()
            # out of the way of the board and the Hint: the goal is in the prompt, the
            # outcome in the banner over the Arena, and the menu brings the list back
            self.hide()
            self.host.activate()

        # a match or an unsaved game on the table is asked about first
        self.host.replace_table(begin)
        return True

    def retry(self) -> bool:
        """Set the puzzle on the table up again from its start."""
        if self.active is None:
            return False
        self.hints.clear()
        return self.play(self.active)

    def hint(self) -> bool:
        """Show the computer's suggestion for the puzzle on the table."""
        if self.active is None or not self.on_table(self.active) or self.outcome is not None:
            return False
        return self.hints.request(self.active)

    def check(self) -> None:
        """After every answer: is the goal met or missed yet?"""
        puzzle = self.active
        if puzzle is None or not self.on_table(puzzle) or self.outcome is not None:
            self._update_buttons()
            return
        assert self.start is not None and self.game is not None
        result = goal_met(puzzle, self.start, self.game)
        if result is None:
            self._update_buttons()
            return
        self.outcome = result
        if result and puzzle.id not in self.solved:
            self.solved.add(puzzle.id)
            save_solved(self.solved)
            self._fill_list()
        if not self.game.over:
            # Play stops where the goal was decided; the table stays as it is to look at.
            # (After this answer has finished being handed round.)
            game = self.game
            QTimer.singleShot(0, lambda: self._halt_if_current(game))
        self._describe()
        self._show_banner()
        self.host.status(
            self.tr("Puzzle solved!") if result else self.tr("Puzzle goal missed."), 8000)
        # the banner tells it on the table, with Next puzzle or Retry
        self.host.present_decision()
        self.decided.emit(puzzle.id, result)

    def next_unsolved(self) -> Puzzle | None:
        """The first unsolved puzzle after the one on the table (wrapping round)."""
        if not self.puzzles:
            return None
        at = self.puzzles.index(self.active) if self.active in self.puzzles else -1
        for step in range(1, len(self.puzzles) + 1):
            candidate = self.puzzles[(at + step) % len(self.puzzles)]
            if candidate.id not in self.solved:
                return candidate
        return None

    def _show_banner(self) -> None:
        puzzle = self.active
        if puzzle is None or self.outcome is None:
            self.banner.hide()
            return
        title = puzzle.info.title.get(self.lang)
        if self.outcome:
            following = self.next_unsolved()
            text = fill(self.tr("%1: the goal is met."), title)
            if following is None:
                text += "\n" + self.tr("Every puzzle is solved. Well played!")
            self.banner.play_button.setText(self.tr("&Next puzzle"))
            self.banner.present(self.tr("Puzzle solved!"), text, following is not None, True)
        else:
            self.banner.play_button.setText(self.tr("&Retry"))
            self.banner.present(
                self.tr("Puzzle goal missed."),
                fill(
                    self.tr("%1: %2 Retry sets the position up again."),
                    title,
                    puzzle.goal.text.get(self.lang),
                ),
                True,
                True,
            )

    def _on_banner_action(self) -> None:
        if self.outcome:
            following = self.next_unsolved()
            if following is not None:
                self.play(following)
        else:
            self.retry()

    def _halt_if_current(self, game: Game) -> None:
        if self.host.controller.game is game and not self.host.controller.halted:
            self.host.controller.halt()
            self.host.present_decision()

    def _on_started(self) -> None:
        """A game was put on the table: one this window did not set up ends the puzzle."""
        self.banner.hide()
        if self.game is not None and self.host.controller.game is not self.game:
            self.active = None
            self.start = None
            self.game = None
            self.outcome = None
        self._describe()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._describe()



class PuzzleDesk(QObject):
    """The window's practice puzzles: "Practice puzzles…" in the Play menu and the
    :class:`PuzzleWindow` it opens."""

    def __init__(self, window: TableHost) -> None:
        super().__init__(window.window())
        self.window = window
        self.puzzle_window: PuzzleWindow | None = None
        # after "Suggest a move"
        self.action = window.action_registry.add(ActionSpec(
            "play.puzzles", lambda: self.tr("Practice &puzzles…"), "play", 10, 20,
            ("Ctrl+Shift+P",),
            status_tip=lambda: self.tr("Positions with a goal to reach, against the computer.")),
            self.open)

    def open(self) -> PuzzleWindow:
        """Show (or raise) the puzzle window."""
        if self.puzzle_window is None:
            self.puzzle_window = PuzzleWindow(self.window)
        self.puzzle_window.show()
        self.puzzle_window.raise_()
        self.puzzle_window.activateWindow()
        return self.puzzle_window

    def owns_game(self) -> bool:
        """Whether the game on the table is a puzzle (the puzzle window shows its result)."""
        return self.puzzle_window is not None and self.puzzle_window.owns_game()

    def active_puzzle(self) -> Puzzle | None:
        """The puzzle on the table whose goal is still open, or None."""
        w = self.puzzle_window
        return None if w is None else w.goal()
