"""Dialogs of a match: the setup (players, decks, clock, roll seed), the animated die
roll with its seed (PM.2), the chooser's decision to take or give the first turn, and
the two questions about a match in progress: at start, whether to resume it, and on
quitting, whether to quit (the match is kept)."""

from __future__ import annotations

import random
import secrets
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from momon_desktop.cards import Deck
from momon_desktop.matchplay import DieRoll, FirstTurnChoice
from momon_desktop.ui.core.controller import HUMAN
from momon_desktop.ui.look.fonts import title_font, ui_font
from momon_desktop.ui.match.matchwidgets import DieFace, clock_text
from momon_desktop.ui.table.playergrid import PlayerGrid
from momon_desktop.ui.text.i18n import fill

FRAMES_PER_THROW = 14
FRAME_MS = 55


@dataclass(frozen=True)
class MatchEntrant:
    """One player of the match as set up: name, ``human`` or a computer level, deck."""

    name: str
    kind: str
    deck: Deck

    @property
    def is_human(self) -> bool:
        """Whether a person plays."""
        return self.kind == HUMAN


@dataclass(frozen=True)
class MatchSetup:
    """Everything needed to start a match."""

    a: MatchEntrant
    b: MatchEntrant
    seed: int
    clock: float | None  # seconds per player per game, None without a clock


class MatchSetupDialog(QDialog):
    """New match: the two players, their decks, the clock (PM.3) and the roll's seed (PM.2)."""

    def __init__(self, decks: list[Deck], lang: str = "en", allow_ai: bool = True,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.decks = decks
        self.lang = lang
        self.setModal(True)
        self.setMinimumWidth(540)
        # the two players' names, kinds and decks, as the New Game dialog asks too
        grid = PlayerGrid(allow_ai, notes=False)
        self.players = grid
        self.names = grid.names
        self.kind_boxes = grid.kind_boxes
        self.deck_boxes = grid.deck_boxes
        if allow_ai:
            # the default opponent
            self.kind_boxes[1].setCurrentIndex(self.kind_boxes[1].findData("normal"))
        for col, deck_box in enumerate(self.deck_boxes):
            for deck in decks:
                deck_box.addItem(deck.display_name(lang))
            deck_box.setCurrentIndex(col % max(1, len(decks)))

        self.clock_box = QGroupBox()
        self.clock_check = QCheckBox()
        self.minutes = QSpinBox()
        self.minutes.setRange(1, 90)
        self.minutes.setValue(5)
        self.minutes_label = QLabel()
        self.minutes_label.setBuddy(self.minutes)
        self.clock_note = QLabel()
        self.clock_note.setWordWrap(True)
        self.clock_note.setFont(ui_font(8.5))
        clock_lay = QVBoxLayout(self.clock_box)
        clock_lay.addWidget(self.clock_check)
        minutes_row = QHBoxLayout()
        minutes_row.addSpacing(24)
        minutes_row.addWidget(self.minutes_label)
        minutes_row.addWidget(self.minutes)
        minutes_row.addStretch(1)
        clock_lay.addLayout(minutes_row)
        clock_lay.addWidget(self.clock_note)
        self.clock_check.toggled.connect(self._update)

        self.roll_box = QGroupBox()
        self.seed_label = QLabel()
        self.seed_box = QSpinBox()
        self.seed_box.setRange(0, 999_999_999)
        self.seed_box.setValue(secrets.randbelow(1_000_000_000))
        self.seed_label.setBuddy(self.seed_box)
        self.new_seed = QPushButton()
        self.new_seed.clicked.connect(
            lambda: self.seed_box.setValue(secrets.randbelow(1_000_000_000)))
        self.roll_note = QLabel()
        self.roll_note.setWordWrap(True)
        self.roll_note.setFont(ui_font(8.5))
        roll_lay = QVBoxLayout(self.roll_box)
        seed_row = QHBoxLayout()
        seed_row.addWidget(self.seed_label)
        seed_row.addWidget(self.seed_box, 1)
        seed_row.addWidget(self.new_seed)
        roll_lay.addLayout(seed_row)
        roll_lay.addWidget(self.roll_note)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addLayout(grid)
        lay.addWidget(self.clock_box)
        lay.addWidget(self.roll_box)
        lay.addWidget(self.buttons)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text in the current language."""
        self.setWindowTitle(self.tr("New match"))
        self.players.retranslate()
        self.clock_box.setTitle(self.tr("Clock (PM.3)"))
        self.clock_check.setText(self.tr("Play with a &clock"))
        self.minutes_label.setText(self.tr("&Minutes per player, each game:"))
        self.clock_note.setText(self.tr(
            "A player's time runs only while that player must decide, the computer too. "
            "Running out of time loses the game. A win counts once the winner presses the "
            "clock (7.4.2)."))
        self.roll_box.setTitle(self.tr("Die roll (PM.2)"))
        self.seed_label.setText(self.tr("Roll &seed:"))
        self.new_seed.setText(self.tr("New seed"))
        self.roll_note.setText(self.tr(
            "Before game 1 both players roll a die; the higher roll chooses who takes the "
            "first turn in games 1 and 3, the other player in game 2. The seed is shown and "
            "kept with the match so that anyone can check the roll."))
        self._update()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _update(self) -> None:
        self.minutes.setEnabled(self.clock_check.isChecked())
        self.minutes_label.setEnabled(self.clock_check.isChecked())

    def player_name(self, index: int) -> str:
        """The name typed for player ``index`` (0: A, 1: B), or its placeholder."""
        text = self.names[index].text().strip()
        return text or self.names[index].placeholderText()

    def setup(self) -> MatchSetup:
        """The match the dialog describes."""
        entrants = [
            MatchEntrant(self.player_name(i), str(self.kind_boxes[i].currentData()),
                         self.decks[self.deck_boxes[i].currentIndex()])
            for i in range(2)
        ]
        clock = float(self.minutes.value() * 60) if self.clock_check.isChecked() else None
        return MatchSetup(entrants[0], entrants[1], self.seed_box.value(), clock)


class DieRollDialog(QDialog):
    """PM.2: both dice tumble and land on the faces the seed gives; ties throw again.

    The tumbling faces are only an animation; the faces the dice land on are the roll's
    (:func:`momon_desktop.matchplay.die_throw`), and the seed is shown with the way to
    recompute them.
    """

    def __init__(self, roll: DieRoll, names: dict[str, str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.roll = roll
        self.names = names
        self.setModal(True)
        self.setMinimumWidth(520)
        self._rng = random.Random(roll.seed)
        self._throw = 0
        self._frame = 0
        self.title = QLabel()
        self.title.setFont(title_font(22))
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.dice = {"a": DieFace("a", 104), "b": DieFace("b", 104)}
        self.die_names = {"a": QLabel(), "b": QLabel()}
        dice_row = QHBoxLayout()
        dice_row.addStretch(1)
        for side in ("a", "b"):
            col = QVBoxLayout()
            col.addWidget(self.dice[side], 0, Qt.AlignmentFlag.AlignHCenter)
            label = self.die_names[side]
            label.setFont(ui_font(11, bold=True))
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            col.addWidget(label)
            dice_row.addLayout(col)
            dice_row.addSpacing(36)
        dice_row.addStretch(1)
        self.throws_label = QLabel()
        self.throws_label.setWordWrap(True)
        self.throws_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.result_label = QLabel()
        self.result_label.setFont(ui_font(12, bold=True))
        self.result_label.setWordWrap(True)
        self.result_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.check = QLabel()
        self.check.setWordWrap(True)
        self.check.setFont(ui_font(8.5))
        self.check.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.buttons = QDialogButtonBox()
        self.skip_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.continue_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.continue_button.setEnabled(False)
        # Closing the roll leaves the match (as the window's own close control does).
        self.leave_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.RejectRole)
        self.skip_button.clicked.connect(self.finish_animation)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.title)
        lay.addLayout(dice_row)
        lay.addWidget(self.throws_label)
        lay.addWidget(self.result_label)
        lay.addWidget(self.check)
        lay.addWidget(self.buttons)
        self.timer = QTimer(self)
        self.timer.setInterval(FRAME_MS)
        self.timer.timeout.connect(self._tick)
        for side in ("a", "b"):
            self.dice[side].show_face(1 + self._rng.randrange(6), dim=True)
        self.retranslate()

    @property
    def finished_rolling(self) -> bool:
        """Whether every throw has landed."""
        return self._throw >= len(self.roll.throws)

    def start(self) -> None:
        """Start the animation."""
        self.timer.start()

    def retranslate(self) -> None:
        """Every text in the current language."""
        self.setWindowTitle(self.tr("Die roll"))
        self.title.setText(self.tr("Who chooses the first player?"))
        for side in ("a", "b"):
            self.die_names[side].setText(self.names[side])
        self.skip_button.setText(self.tr("&Skip"))
        self.continue_button.setText(self.tr("&Continue"))
        self.leave_button.setText(self.tr("&Leave the match"))
        seed = str(self.roll.seed)
        # in plain words: how the throws follow from the seed is in docs/matches.md
        self.check.setText(fill(self.tr(
            "Seed of the roll: %1. The same seed always gives the same throws, so either "
            "player can check them later (the seed is kept with the match). Equal faces "
            "throw again."), seed))
        self._show_landed()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _tick(self) -> None:
        if self.finished_rolling:
            self.timer.stop()
            return
        self._frame += 1
        if self._frame < FRAMES_PER_THROW:
            for side in ("a", "b"):
                angle = self._rng.uniform(-35, 35) * (1 - self._frame / FRAMES_PER_THROW)
                self.dice[side].show_face(1 + self._rng.randrange(6), angle)
            return
        self._frame = 0
        self._throw += 1
        self._show_landed()
        if self.finished_rolling:
            self.timer.stop()

    def finish_animation(self) -> None:
        """Land every throw at once."""
        self.timer.stop()
        self._throw = len(self.roll.throws)
        self._show_landed()

    def _show_landed(self) -> None:
        landed = self.roll.throws[: self._throw]
        if landed:
            a, b = landed[-1]
            self.dice["a"].show_face(a)
            self.dice["b"].show_face(b)
        lines = []
        for i, (a, b) in enumerate(landed, 1):
            line = fill(
                self.tr("Throw %1: %3 for %2, %5 for %4."),
                str(i),
                self.names["a"],
                str(a),
                self.names["b"],
                str(b),
            )
            if a == b:
                line += " " + self.tr("Equal: both throw again.")
            lines.append(line)
        self.throws_label.setText("\n".join(lines))
        if self.finished_rolling:
            winner = self.roll.winner
            loser = "b" if winner == "a" else "a"
            self.result_label.setText(
                fill(self.tr("The roll goes to %1: who takes the first turn is up to %1 in games 1 "
                        "and 3, to %2 in game 2."), self.names[winner], self.names[loser]))
            self.skip_button.setEnabled(False)
            self.continue_button.setEnabled(True)
            self.continue_button.setDefault(True)
            self.continue_button.setFocus()
        else:
            self.result_label.setText(self.tr("Rolling…"))


class FirstTurnDialog(QDialog):
    """PM.2: the chooser takes the first turn or gives it.  A person picks one of two
    buttons; for the computer the dialog shows what it decided and why."""

    decided = Signal(bool)  # True: the chooser takes the first turn

    def __init__(self, game_number: int, chooser: str, opponent: str,
                 computer: FirstTurnChoice | None = None, parent: QWidget | None = None,
                 sample: FirstTurnChoice | None = None) -> None:
        super().__init__(parent)
        self.game_number = game_number
        self.chooser = chooser
        self.opponent = opponent
        self.computer = computer
        # A person sees the figures the computer would decide on (the chooser's deck in
        # the same quick games), so that the advice and the figures never disagree.
        self.sample = sample if computer is None else computer
        self.setModal(True)
        self.setMinimumWidth(460)
        self.title = QLabel()
        self.title.setFont(title_font(20))
        self.title.setWordWrap(True)
        self.question = QLabel()
        self.question.setWordWrap(True)
        self.question.setFont(ui_font(11))
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setFont(ui_font(9))
        self.buttons = QDialogButtonBox()
        self.take_button = QPushButton()
        self.give_button = QPushButton()
        self.continue_button = QPushButton()
        if computer is None:
            self.buttons.addButton(self.take_button, QDialogButtonBox.ButtonRole.AcceptRole)
            self.buttons.addButton(self.give_button, QDialogButtonBox.ButtonRole.AcceptRole)
            self.take_button.clicked.connect(lambda: self._decide(True))
            self.give_button.clicked.connect(lambda: self._decide(False))
        else:
            self.buttons.addButton(self.continue_button, QDialogButtonBox.ButtonRole.AcceptRole)
            self.continue_button.clicked.connect(lambda: self._decide(computer.take_first))
            self.continue_button.setDefault(True)
        # Closing the choice leaves the match (as the window's own close control does).
        self.leave_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.RejectRole)
        self.buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.title)
        lay.addWidget(self.question)
        lay.addWidget(self.note)
        lay.addWidget(self.buttons)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text in the current language."""
        self.setWindowTitle(self.tr("First player"))
        self.title.setText(
            fill(self.tr("Game %1: %2 to choose"), str(self.game_number), self.chooser)
        )
        self.take_button.setText(self.tr("&Take the first turn"))
        self.give_button.setText(fill(self.tr("&Give it to %1"), self.opponent))
        self.continue_button.setText(self.tr("&Continue"))
        self.leave_button.setText(self.tr("&Leave the match"))
        c = self.computer
        if c is None:
            self.question.setText(
                fill(
                    self.tr("%1, do you take the first turn or give it to %2?"),
                    self.chooser,
                    self.opponent,
                )
            )
            self.note.setText(self.person_note())
            return
        if c.take_first:
            decision = fill(self.tr("The first turn goes to %1."), self.chooser)
        else:
            decision = fill(
                self.tr("The first turn goes to %2, as %1 chose."), self.chooser, self.opponent
            )
        self.question.setText(decision)
        self.note.setText(
            fill(
                self.tr(
                    "The computer played %1 quick games each way between the two decks: its "
                    "deck won %2% of them moving first and %3% moving second."
                ),
                str(c.games),
                str(round(c.win_rate_first * 100)),
                str(round(c.win_rate_second * 100)),
            )
        )

    def person_note(self) -> str:
        """What each seat gives (7.3.3: the First Player Token wins equal counts; the
        second seat Summons last), then, from the sample, how the chooser's deck fared
        in each seat and which one the figures favour."""
        rule = self.tr("Moving first, you hold the First Player Token, which wins equal "
                       "counts (7.3.3). Moving second, you Summon last and so snatch last.")
        s = self.sample
        if s is None:
            return rule
        first, second = round(s.win_rate_first * 100), round(s.win_rate_second * 100)
        figures = fill(
            self.tr(
                "In %1 quick games each way between the two decks, your deck won "
                "%2% moving first and %3% moving second."
            ),
            str(s.games),
            str(first),
            str(second),
        )
        if first > second:
            advice = self.tr("On these figures, taking the first turn looks better.")
        elif second > first:
            advice = self.tr("On these figures, giving the first turn looks better.")
        else:
            advice = self.tr("These figures favour neither seat.")
        return f"{rule} {figures} {advice}"

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _decide(self, take_first: bool) -> None:
        self.decided.emit(take_first)
        self.accept()


# ----------------------------------------------------------------------------- a match in progress


@dataclass(frozen=True)
class MatchStanding:
    """A match in progress in words: the names, the score and where it stands."""

    names: dict[str, str]
    score: tuple[int, int, int]  # a's wins, b's wins, drawn games
    game: int  # the game being played, or the next one
    playing: bool  # whether that game is under way
    clocks: dict[str, float] | None  # each bank, with a clock


def standing_text(standing: MatchStanding) -> str:
    """``Ploy 1 – 0 Krit, game 2 under way`` (or ``game 2 is next``), with the draws."""
    names = standing.names
    a, b, draws = standing.score
    if standing.playing:
        text = QCoreApplication.translate("MatchDialogs", "%1 %2 – %3 %4, game %5 under way")
    else:
        text = QCoreApplication.translate("MatchDialogs", "%1 %2 – %3 %4, game %5 is next")
    text = (fill(text, names["a"], str(a), str(b), names["b"], str(standing.game)))
    if draws:
        text += " " + fill(
            QCoreApplication.translate("MatchDialogs", "(drawn games: %1)"), str(draws)
        )
    return text


def clocks_text(standing: MatchStanding) -> str:
    """Both banks in words, or nothing without a clock (PM.3)."""
    if standing.clocks is None:
        return ""
    names = standing.names
    return fill(
        QCoreApplication.translate("MatchDialogs", "Time left: %1 %2, %3 %4."),
        names["a"],
        clock_text(standing.clocks["a"]),
        names["b"],
        clock_text(standing.clocks["b"]),
    )


class MatchResumeQuestion(QMessageBox):
    """At start: play on the match that did not finish, or leave it."""

    def __init__(self, standing: MatchStanding, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.standing = standing
        self.setIcon(QMessageBox.Icon.Question)
        self.setWindowTitle(self.tr("Unfinished match"))
        self.setText(fill(self.tr("The last match did not finish: %1."), standing_text(standing)))
        more = self.tr("Play on where it stopped, with the score, whose choice of the first "
                       "turn it is and both clocks as they were. Leaving the match gives it up: "
                       "it is not kept in the match history.")
        clocks = clocks_text(standing)
        self.setInformativeText(f"{clocks} {more}" if clocks else more)
        self.resume_button = self.addButton(self.tr("&Resume the match"),
                                            QMessageBox.ButtonRole.AcceptRole)
        self.leave_button = self.addButton(self.tr("&Leave the match"),
                                           QMessageBox.ButtonRole.DestructiveRole)
        self.setDefaultButton(self.resume_button)
        # Escape or the window's close control loses nothing: the match is resumed.
        self.setEscapeButton(self.resume_button)


class QuitMatchQuestion(QMessageBox):
    """On quitting mid-match: quit (the match is kept and offered at the next start) or
    go back to the match."""

    def __init__(self, standing: MatchStanding, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.standing = standing
        self.setIcon(QMessageBox.Icon.Question)
        self.setWindowTitle(self.tr("Quit"))
        self.setText(fill(self.tr("The match is not finished: %1."), standing_text(standing)))
        self.setInformativeText(self.tr(
            "It is kept as it stands, both clocks stopped, and offered when you start Momon "
            "Desktop again."))
        self.quit_button = self.addButton(self.tr("&Quit (the match is kept, resume it next "
                                                  "time)"), QMessageBox.ButtonRole.AcceptRole)
        self.cancel_button = self.addButton(self.tr("&Cancel"), QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.quit_button)
        self.setEscapeButton(self.cancel_button)
        # keeps the match as it stands (given by the match; True: it was kept)
        self.keep: Callable[[], bool] = self.close

    def quits(self) -> bool:
        """After the answer: whether the window closes (the match was kept)."""
        return self.clickedButton() is self.quit_button and self.keep()
