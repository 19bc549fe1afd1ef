"""The player's rating against the computer and the opponent to try next.

Every computer level and scripted opponent has a rating measured by self-play
(``resources/ai/ladder.json``, :mod:`momon_desktop.ai.ladder`).  The New Game dialog
shows them, the player's own rating and the suggested opponent, which a click on
"Choose" makes Player B; the suggestion is also starred in the opponent picker.
After a finished game between one person and the computer, the person's rating takes
the Elo update for the opponent's rating and the result screen says so in a line
("Your rating: 1016 (+16). Next, try Captain Daeng.").  The rating lives in the data
folder (:mod:`momon_desktop.storage.rating`); a file that cannot be used is set aside
and the player starts afresh, told why in the status bar and in the dialog.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import QDialogButtonBox, QFrame, QGridLayout, QLabel, QPushButton

from momon_desktop.ai import LEVELS
from momon_desktop.ai.ladder import (
    START_RATING,
    Ladder,
    LadderEntry,
    LadderFileError,
    load_ladder,
    suggest,
    update_rating,
)
from momon_desktop.engine import GameResult
from momon_desktop.storage.messages import Localized
from momon_desktop.storage.rating import PlayerRating, after_game, load_rating, save_rating
from momon_desktop.ui.core.controller import HUMAN, GameSpec
from momon_desktop.ui.features.opponents import OpponentChooser, bundled_profiles, profile_name
from momon_desktop.ui.look.fonts import ui_font
from momon_desktop.ui.paths import resource_path
from momon_desktop.ui.table.dialogs import ResultDialog
from momon_desktop.ui.table.newgame import NewGameDialog
from momon_desktop.ui.text import i18n
from momon_desktop.ui.text.i18n import fill
from momon_desktop.ui.text.words import level_name

if TYPE_CHECKING:
    from momon_desktop.ui.table.host import TableHost


def bundled_ladder() -> Ladder | None:
    """The measured ladder shipped with the app, or None if it cannot be read."""
    try:
        return load_ladder(resource_path("ai", "ladder.json"))
    except LadderFileError:
        return None


def opponent_title(entry: LadderEntry, lang: str) -> str:
    """A rung of the ladder as a player names it: an opponent's name, or the computer
    at a level."""
    for profile in bundled_profiles():
        if profile.id == entry.id and entry.kind == "opponent":
            return profile_name(profile, lang)
    return fill(
        QCoreApplication.translate("PlayerLadder", "the computer at %1"), level_name(entry.level)
    )


def signed(change: float) -> str:
    """A rating change as the player reads it: +16, −8, ±0."""
    points = round(change)
    if points > 0:
        return f"+{points}"
    if points < 0:
        return f"\u2212{-points}"
    return "\u00b10"


def rated_game(spec: GameSpec | None, result: GameResult) -> tuple[str, float] | None:
    """For a game between one person and the computer: whom the person met (an
    opponent's id, else the level) and the person's score; None for any other game."""
    if spec is None:
        return None
    kinds = [p.kind for p in spec.players]
    if kinds.count(HUMAN) != 1:
        return None
    person = kinds.index(HUMAN)
    computer = spec.players[1 - person]
    if computer.kind not in LEVELS:
        return None
    score = 0.5 if result.winner is None else (1.0 if result.winner == person else 0.0)
    return computer.profile or computer.kind, score


class RatingBar(QFrame):
    """The top of the New Game dialog: the player's rating and the suggested opponent,
    with a button that makes it Player B."""

    def __init__(self, ladder: PlayerLadder, dialog: NewGameDialog) -> None:
        super().__init__()
        self.setObjectName("RatingBar")
        self.ladder = ladder
        self.dialog = dialog
        self.rating = QLabel()
        self.rating.setFont(ui_font(10.5, bold=True))
        self.rating.setWordWrap(True)
        self.suggestion = QLabel()
        self.suggestion.setWordWrap(True)
        self.suggestion.setProperty("role", "accent")
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setProperty("role", "warning")
        self.choose_button = QPushButton()
        self.choose_button.setObjectName("SuggestButton")
        self.choose_button.clicked.connect(self.choose)
        lay = QGridLayout(self)
        lay.setContentsMargins(0, 0, 0, 4)
        lay.addWidget(self.rating, 0, 0)
        lay.addWidget(self.suggestion, 1, 0)
        lay.addWidget(self.choose_button, 0, 1, 2, 1, Qt.AlignmentFlag.AlignVCenter)
        lay.addWidget(self.problem, 2, 0, 1, 2)
        lay.setColumnStretch(0, 1)
        self.entry: LadderEntry | None = None
        self.retranslate()

    def offered(self) -> list[str]:
        """The ids of the levels and opponents this dialog can seat as Player B."""
        ids = [str(self.dialog.kind_boxes[1].itemData(i))
               for i in range(self.dialog.kind_boxes[1].count())]
        chooser = self.dialog.opponents
        if isinstance(chooser, OpponentChooser):
            ids += [p.id for p in chooser.profiles]
        return [i for i in ids if i != HUMAN]

    def retranslate(self) -> None:
        """Texts in the current language, for the rating as it is now."""
        lang = i18n.current_language()
        player = self.ladder.player()
        if player.games:
            self.rating.setText(
                fill(
                    self.tr(
                        "Your rating: %1, from %n game(s) against the computer.", "", player.games
                    ),
                    str(round(player.rating)),
                )
            )
        else:
            self.rating.setText(
                fill(
                    self.tr(
                        "Your rating: %1 to start with. Each game you finish "
                        "against the computer moves it."
                    ),
                    str(round(player.rating)),
                )
            )
        self.entry = self.ladder.suggestion(self.offered())
        if self.entry is None:
            self.suggestion.setText(self.tr("The computer's ratings are not available."))
            self.choose_button.hide()
        else:
            self.suggestion.setText(
                fill(
                    self.tr("Suggested next: %1, rated %2."),
                    opponent_title(self.entry, lang),
                    str(round(self.entry.rating)),
                )
            )
            self.choose_button.setText(self.tr("Pla&y this opponent"))
            self.choose_button.setToolTip(self.tr(
                "Make the suggested opponent Player B, with you as Player A."))
            self.choose_button.show()
        problem = self.ladder.problem_text()
        self.problem.setText(problem)
        self.problem.setVisible(bool(problem))
        chooser = self.dialog.opponents
        if isinstance(chooser, OpponentChooser):
            chooser.picker.suggested = self.entry.id if self.entry is not None else ""
            chooser.picker.retranslate()

    def choose(self) -> None:
        """Seat the suggested opponent as Player B and the player as Player A."""
        entry = self.entry
        d = self.dialog
        if entry is None:
            return
        d.kind_boxes[0].setCurrentIndex(max(0, d.kind_boxes[0].findData(HUMAN)))
        chooser = d.opponents
        if entry.kind == "opponent" and isinstance(chooser, OpponentChooser):
            chooser.picker.set_current(entry.id)
        else:
            if isinstance(chooser, OpponentChooser):
                chooser.picker.set_current(None)
            index = d.kind_boxes[1].findData(entry.level)
            if index >= 0:
                d.kind_boxes[1].setCurrentIndex(index)
        ok = d.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setFocus()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class RatingLine(QLabel):
    """The result screen's line after a game against the computer: the new rating, how
    it moved and what to try next."""

    def __init__(self, ladder: PlayerLadder, change: float, beaten: str = "") -> None:
        """``beaten``: the id of the opponent the player has just beaten, if they won."""
        super().__init__()
        self.beaten = beaten
        self.setObjectName("RatingLine")
        self.setWordWrap(True)
        self.setFont(ui_font(10.5, bold=True))
        self.setProperty("role", "accent")
        self.ladder = ladder
        self.change = change
        self.retranslate()

    def retranslate(self) -> None:
        """The line in the current language."""
        rating = self.ladder.player().rating
        text = fill(self.tr("Your rating: %1 (%2)."), str(round(rating)), signed(self.change))
        entry = self.ladder.suggestion()
        table = self.ladder.ladder
        beaten = table.get(self.beaten) if table is not None and self.beaten else None
        if table is not None and entry is not None and beaten is not None \
                and entry.rating < beaten.rating:
            # never a weaker opponent right after a win: the next one up, or the same again
            stronger = [e for e in table.entries if e.rating > beaten.rating]
            entry = stronger[0] if stronger else None
            if entry is None:
                text += " " + fill(
                    self.tr("Next, try %1 again."), opponent_title(beaten, i18n.current_language())
                )
        if entry is not None:
            text += " " + fill(
                self.tr("Next, try %1."), opponent_title(entry, i18n.current_language())
            )
        self.setText(text)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class PlayerLadder(QObject):
    """The feature: ratings in the New Game dialog, the player's rating kept after each
    game against the computer, and the suggestion of whom to play next.

    Installed after :class:`~momon_desktop.ui.features.opponents.OpponentOffer`, so the
    opponent picker is in the dialog when the ratings are added to it."""

    def __init__(self, host: TableHost) -> None:
        super().__init__(host.window())
        self.host = host
        self.ladder = bundled_ladder()
        self._player: PlayerRating | None = None
        self._problem: tuple[Localized, str] | None = None
        self._rated: object = None
        self.last_line: RatingLine | None = None
        self.last_bar: RatingBar | None = None
        host.new_game_dialog_opened.connect(self.attach_dialog)
        host.result_dialog_opened.connect(self.attach_result)

    def player(self) -> PlayerRating:
        """The player's rating, read from the data folder the first time."""
        if self._player is None:
            loaded = load_rating(START_RATING)
            self._player = loaded.rating
            if loaded.problem is not None:
                kept = loaded.kept_as.name if loaded.kept_as is not None else ""
                self._problem = (loaded.problem, kept)
                self.host.status(self.problem_text(), 20000)
        return self._player

    def problem_text(self) -> str:
        """Why the rating started afresh, if the file could not be used; else ""."""
        if self._problem is None:
            return ""
        problem, kept = self._problem
        reason = problem.render(i18n.current_language())
        return fill(self.tr("Your rating could not be read (%1), so it starts again; the old "
                       "file was kept as %2."), reason, kept)

    def ratings(self) -> dict[str, float]:
        """The measured rating of every level and opponent, by id."""
        if self.ladder is None:
            return {}
        return {e.id: e.rating for e in self.ladder.entries}

    def suggestion(self, offered: list[str] | None = None) -> LadderEntry | None:
        """Whom to play next (:func:`momon_desktop.ai.ladder.suggest`)."""
        if self.ladder is None:
            return None
        player = self.player()
        return suggest(self.ladder, player.rating, player.scores(), offered)

    def attach_dialog(self, dialog: NewGameDialog) -> None:
        """Ratings for every computer choice, the player's rating and the suggestion."""
        if not dialog.allow_ai or self.ladder is None:
            return
        ratings = self.ratings()
        levels: dict[str, float] = {k: v for k, v in ratings.items() if k in LEVELS}
        dialog.set_ratings(levels)
        chooser = dialog.opponents
        if isinstance(chooser, OpponentChooser):
            chooser.picker.ratings = {p.id: ratings[p.id] for p in chooser.profiles
                                      if p.id in ratings}
            chooser.picker.level_ratings = levels
            chooser.picker.retranslate()
        bar = RatingBar(self, dialog)
        dialog.add_above_players(bar)
        self.last_bar = bar

    def record_game(self, opponent: str, score: float) -> float | None:
        """Take a finished game against ``opponent`` (an id) into the rating and keep
        it; returns the change, or None when the opponent has no rating."""
        if self.ladder is None:
            return None
        entry = self.ladder.get(opponent)
        if entry is None:
            return None
        player = self.player()
        new = update_rating(player.rating, entry.rating, score, player.games)
        self._player = after_game(player, opponent, score, new)
        if not save_rating(self._player):
            self.host.status(self.tr("Your rating could not be saved: the data folder cannot "
                                     "be written."), 10000)
        return self._player.rating - player.rating

    def attach_result(self, dialog: ResultDialog) -> None:
        """After a game between a person and the computer: update the rating once and
        say so on the result screen."""
        game = self.host.controller.game
        if game is None or game is self._rated:
            return
        rated = rated_game(self.host.controller.spec, dialog.game_result)
        if rated is None:
            return
        change = self.record_game(*rated)
        if change is None:
            return
        self._rated = game
        opponent, score = rated
        line = RatingLine(self, change, opponent if score == 1 else "")
        dialog.add_line(line)
        dialog.fit_to(dialog.parentWidget())
        self.last_line = line

