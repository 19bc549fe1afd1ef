"""A match on screen: the bar over the table during a match (both clocks, the score
game by game, the "Press clock" button after a gameplay win, 7.4.2) and the screen
between games and at the end, with the die roll (PM.2) and the Match Result kept apart
from the Game Results (PM.4)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QBoxLayout,
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMainWindow,
    QPushButton,
    QSizePolicy,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from momon_desktop.matchplay import Match, MatchGame, other
from momon_desktop.ui.look.fonts import title_font, ui_font, wrapped_lines
from momon_desktop.ui.look.theme import repolish
from momon_desktop.ui.match.matchtext import match_result_text, outcome_text, reason_name
from momon_desktop.ui.match.matchwidgets import ClockFace, DieFace, clock_text
from momon_desktop.ui.text.i18n import fill

if TYPE_CHECKING:
    from momon_desktop.storage.matches import SavedMatch


class ScreenDesk(Protocol):
    """What the match screen asks of the match desk (a ``MatchDesk``)."""

    def show_history(self, over: QWidget | None = None) -> object: ...


class ScreenSession(Protocol):
    """What the match screen reads of its match (a ``MatchSession``)."""

    @property
    def desk(self) -> ScreenDesk: ...

    @property
    def match(self) -> Match: ...

    @property
    def names(self) -> dict[str, str]: ...

    @property
    def saved(self) -> SavedMatch | None: ...

    def ask_choice(self) -> object: ...


# ----------------------------------------------------------------------------- the bar


# Below this window height the match bar is a narrow column beside the table
# (MatchBar.set_compact), COMPACT_WIDTH pixels wide.
COMPACT_BELOW = 900
COMPACT_WIDTH = 130
QWIDGETSIZE_MAX = (1 << 24) - 1  # Qt's largest widget size


class MatchBar(QFrame):
    """Over the table during a match: both clocks large, the score game by game and the
    "Press clock" button after a gameplay win."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("MatchBar")
        self.clocks = {"a": ClockFace("a"), "b": ClockFace("b")}
        self.title = QLabel()
        self.title.setFont(ui_font(10, bold=True))
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.score = QLabel()
        self.score.setFont(title_font(26))
        self.score.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.score.setWordWrap(True)  # a long name in the narrow column
        self.games = QLabel()
        self.games.setFont(ui_font(9.5))
        self.games.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.games.setWordWrap(True)
        self.status = QLabel()
        self.status.setFont(ui_font(10, bold=True))
        self.status.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.status.setWordWrap(True)
        self.press_button = QPushButton()
        self.press_button.setObjectName("PressClock")
        self.press_button.setShortcut(QKeySequence("Ctrl+Space"))
        self.press_button.hide()
        self.screen_button = QPushButton()
        self.screen_button.hide()
        centre = QVBoxLayout()
        centre.setSpacing(2)
        centre.addWidget(self.title)
        centre.addWidget(self.score)
        centre.addWidget(self.games)
        centre.addWidget(self.status)
        centre.addWidget(self.press_button, 0, Qt.AlignmentFlag.AlignHCenter)
        centre.addWidget(self.screen_button, 0, Qt.AlignmentFlag.AlignHCenter)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(10, 6, 10, 6)
        lay.addWidget(self.clocks["a"])
        lay.addLayout(centre, 1)
        lay.addWidget(self.clocks["b"])
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.compact = False
        self._score: tuple[str, int, int, str] | None = None
        # the side whose player sits at the near edge of the table (None: no game yet)
        self.near: str | None = None
        # each button's whole text, broken into lines to fit the narrow column
        self._texts: dict[QPushButton, str] = {}

    def set_compact(self, compact: bool) -> None:
        """One narrow column, to stand beside the table where the window is low
        (:data:`COMPACT_BELOW`) and every pixel of height goes to the Arena: the clocks
        as rows above and below the score, the games of the match in the score's
        tooltip instead of a line of their own."""
        if compact == self.compact:
            return
        self.compact = compact
        for face in self.clocks.values():
            face.set_compact(compact)
        self.title.setVisible(not compact)
        self.games.setVisible(not compact)
        self.score.setFont(title_font(17 if compact else 26))
        self.score.setToolTip(self.games.text() if compact else "")
        if self._score is not None:
            self.set_score(*self._score)
        lay = self.layout()
        assert isinstance(lay, QBoxLayout)
        lay.setDirection(QBoxLayout.Direction.TopToBottom if compact
                         else QBoxLayout.Direction.LeftToRight)
        self.setSizePolicy(QSizePolicy.Policy.Fixed if compact else QSizePolicy.Policy.Preferred,
                           QSizePolicy.Policy.Preferred if compact else QSizePolicy.Policy.Fixed)
        if compact:
            self.setFixedWidth(COMPACT_WIDTH)
        else:
            self.setMinimumWidth(0)
            self.setMaximumWidth(QWIDGETSIZE_MAX)
        self._order_clocks()
        # the buttons keep little padding in the narrow column
        self.setProperty("compact", compact)
        for button in (self.press_button, self.screen_button):
            repolish(button)
        for button, text in self._texts.items():
            self.set_button_text(button, text)
        self.updateGeometry()

    def set_near(self, side: str | None) -> None:
        """The side whose player the table shows at its near edge: in the narrow column
        that player's clock is at the bottom and the other's at the top, as the player
        panels are beside the Arena."""
        if side != self.near:
            self.near = side
            self._order_clocks()

    def clock_order(self) -> list[str]:
        """The sides of the clocks as the bar lays them out (left to right, or top to
        bottom in the narrow column)."""
        lay = self.layout()
        assert lay is not None
        order = []
        for i in range(lay.count()):
            item = lay.itemAt(i)
            widget = item.widget() if item is not None else None
            if isinstance(widget, ClockFace):
                order.append(widget.side)
        return order

    def _order_clocks(self) -> None:
        if self.compact and self.near in self.clocks:
            far = "b" if self.near == "a" else "a"
            wanted = [far, self.near]
        else:
            wanted = ["a", "b"]
        if self.clock_order() == wanted:
            return
        lay = self.layout()
        assert isinstance(lay, QBoxLayout)
        for face in self.clocks.values():
            lay.removeWidget(face)
        lay.insertWidget(0, self.clocks[wanted[0]])
        lay.addWidget(self.clocks[wanted[1]])

    def set_button_text(self, button: QPushButton, text: str) -> None:
        """``text`` on ``button``: on one line over the table; in the narrow column broken
        into lines that fit it, so that none is cut off."""
        self._texts[button] = text
        button.ensurePolished()  # the style sheet's font and padding
        button.setText(text)
        if not self.compact:
            return
        # what the button's frame and padding take: its width less its text's
        padding = button.sizeHint().width() - button.fontMetrics().horizontalAdvance(
            text.replace("&", ""))
        lay = self.layout()
        margins = lay.contentsMargins().left() + lay.contentsMargins().right() if lay else 0
        room = COMPACT_WIDTH - margins - padding
        button.setText("\n".join(wrapped_lines(text, button.font(), room, anywhere=True)))

    def set_score(self, name_a: str, a: int, b: int, name_b: str) -> None:
        """The match score between the two names: on one line, or in the narrow column
        one name above and one below the figures."""
        self._score = (name_a, a, b, name_b)
        sep = "\n" if self.compact else "  "
        self.score.setText(f"{name_a}{sep}{a} – {b}{sep}{name_b}")

    def set_games(self, text: str) -> None:
        """The games of the match so far, under the score (in its tooltip when compact)."""
        self.games.setText(text)
        if self.compact:
            self.score.setToolTip(text)


class MatchDock(QDockWidget):
    """Where the match bar stands in the main window ``main``: over the table, or in a
    window lower than :data:`COMPACT_BELOW` a narrow column beside it, so that the Arena
    keeps its size (the layout's promise, docs/ui.md). It follows the window's size, and
    tells ``retranslate`` when the interface language changes."""

    def __init__(self, bar: MatchBar, main: QMainWindow, name: str,
                 retranslate: Callable[[], None]) -> None:
        super().__init__(main)
        self.main = main
        self.bar = bar
        self.retranslate = retranslate
        self.setObjectName(name)
        self.setTitleBarWidget(QWidget())
        self.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
        self.setWidget(bar)
        self.fit()
        self.show()
        main.installEventFilter(self)

    def fit(self) -> None:
        compact = self.main.height() < COMPACT_BELOW
        area = Qt.DockWidgetArea.RightDockWidgetArea if compact \
            else Qt.DockWidgetArea.TopDockWidgetArea
        self.bar.set_compact(compact)
        if self.main.dockWidgetArea(self) != area:
            self.main.addDockWidget(area, self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.main:
            if event.type() == QEvent.Type.Resize:
                self.fit()
            elif event.type() == QEvent.Type.LanguageChange:
                self.retranslate()
        return False

    def remove(self) -> None:
        """The match has left the table: the bar goes (the window may be gone already,
        as when the app quits)."""
        if shiboken6.isValid(self.main):
            self.main.removeEventFilter(self)
            self.main.removeDockWidget(self)
        self.deleteLater()


# ----------------------------------------------------------------------------- the screen


class MatchScreen(QDialog):
    """The match between games and at its end: the die roll with its seed, the score
    game by game (chooser, first player, result, how it ended, Momon, time left) and
    the Match Result, kept apart from the Game Results (PM.4)."""

    def __init__(self, session: ScreenSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setMinimumWidth(700)
        self.title = QLabel()
        self.title.setFont(title_font(24))
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.dice = {"a": DieFace("a", 44), "b": DieFace("b", 44)}
        self.roll_label = QLabel()
        self.roll_label.setWordWrap(True)
        self.roll_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        roll_row = QHBoxLayout()
        roll_row.addWidget(self.dice["a"])
        roll_row.addWidget(self.dice["b"])
        roll_row.addWidget(self.roll_label, 1)
        self.score = QLabel()
        self.score.setFont(title_font(34))
        self.score.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.table = QTreeWidget()
        self.table.setRootIsDecorated(False)
        self.table.setAlternatingRowColors(True)
        self.table.setColumnCount(7)
        self.table.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.header().setStretchLastSection(True)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.setSelectionMode(QTreeWidget.SelectionMode.NoSelection)
        self.table.setMinimumHeight(150)
        self.table.setMaximumHeight(190)
        self.status = QLabel()
        self.status.setFont(ui_font(11, bold=True))
        self.status.setWordWrap(True)
        self.status.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note = QLabel()
        self.note.setFont(ui_font(8.5))
        self.note.setWordWrap(True)
        self.buttons = QDialogButtonBox()
        self.next_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.history_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.close_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.RejectRole)
        self.next_button.clicked.connect(self._next)
        # over this (modal) screen, or the screen would block it
        self.history_button.clicked.connect(lambda: session.desk.show_history(self))
        self.close_button.clicked.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.title)
        lay.addLayout(roll_row)
        lay.addWidget(self.score)
        lay.addWidget(self.table, 1)
        lay.addWidget(self.status)
        lay.addWidget(self.note)
        lay.addWidget(self.buttons)
        self.retranslate()

    def _next(self) -> None:
        self.accept()
        self.session.ask_choice()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Every text, from the match as it stands."""
        s = self.session
        m = s.match
        names = s.names
        self.setWindowTitle(self.tr("Match"))
        self.title.setText(fill(self.tr("%1 vs %2: best of three (PM.1)"), names["a"], names["b"]))
        last = m.roll.throws[-1]
        self.dice["a"].show_face(last[0])
        self.dice["b"].show_face(last[1])
        throws = ", ".join(f"{a}–{b}" for a, b in m.roll.throws)
        self.roll_label.setText(
            fill(
                self.tr(
                    "Die roll (PM.2), seed %1: %2 (%3 – %4). The first player is chosen by %5 in "
                    "games 1, 3 and 5, by %6 in games 2 and 4."
                ),
                str(m.roll.seed),
                throws,
                names["a"],
                names["b"],
                names[m.roll.winner],
                names[other(m.roll.winner)],
            )
        )
        score = m.score
        self.score.setText(f"{names['a']}  {score.a} – {score.b}  {names['b']}")
        self.table.setHeaderLabels([
            self.tr("Game"), self.tr("Chose"), self.tr("First turn"), self.tr("Result"),
            self.tr("How it ended"), self.tr("Momon (first–second)"), self.tr("Time left"),
        ])
        self.table.clear()
        for g in m.games:
            self.table.addTopLevelItem(QTreeWidgetItem(game_row(g, names)))
        if m.over:
            self.status.setText(match_result_text(m.winner, score.to_json(), names))
            saved = s.saved
            self.note.setText(
                self.tr("The Match Result (7.4.1) is kept apart from the Game Results (PM.4). "
                        "Saved in the match history.") if saved is not None else
                self.tr("The Match Result (7.4.1) is kept apart from the Game Results (PM.4)."))
            self.next_button.hide()
        else:
            chooser = names[m.next_chooser()]
            self.status.setText(
                fill(
                    self.tr("Game %1 is next: who takes the first turn is up to %2."),
                    str(len(m.games) + 1),
                    chooser,
                )
            )
            self.note.setText(self.tr("A drawn game counts for neither player; the match goes "
                                      "on until a player has two wins or five games were "
                                      "played (PM.1, 7.4.3)."))
            self.next_button.show()
        self.next_button.setText(self.tr("&Next game"))
        self.history_button.setText(self.tr("Match &history…"))
        self.close_button.setText(self.tr("&Look at the table"))
        self.next_button.setDefault(True)


def game_row(g: MatchGame, names: dict[str, str]) -> list[str]:
    """One game as the match screen's columns."""
    out = g.outcome
    left = ""
    if g.clock_left is not None:
        left = f"{names['a']} {clock_text(g.clock_left['a'])} · " \
            f"{names['b']} {clock_text(g.clock_left['b'])}"
    if out is None:
        result = QCoreApplication.translate("MatchScreen", "playing…") \
            if g.status == "playing" else \
            QCoreApplication.translate("MatchScreen", "waiting for the clock press")
        return [str(g.number), names[g.chooser], names[g.first], result, "", "", left]
    reason = reason_name(out.reason)
    if out.tie_break:
        reason += " · " + QCoreApplication.translate("MatchScreen", "First Player Token (7.3.3)")
    return [str(g.number), names[g.chooser], names[g.first], outcome_text(out.winner, names),
            reason, f"{out.momon[0]}–{out.momon[1]}", left]
