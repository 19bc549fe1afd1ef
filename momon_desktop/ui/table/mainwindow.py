"""The main window: the table where a game of Momon Wonder is played.

Layout: the players' panels on the left (the far player above, the near player
below), the prompt bar, the Arena and the near player's Hand in the middle, and the
large card preview and the rules log on the right. The window builds the table, lays
it out and wires its parts, which are objects it owns: :class:`TableColumns` (the
columns' widths), :class:`Seating` (the hand-over, the recap and where each decision
goes), :class:`TablePresenter` (the prompt, panels and actions), :class:`TableInput`
(pointer, drag and keys turned into answers), :class:`GameEnd` (the result screen),
:class:`TableLeaving` (the questions before the table is left) and
:class:`VoidViewers`. The views redraw from the controller's one report of each answer.

Hot-seat: the Hand shown is the one of the player at the screen. When the other
player must decide, the mover first sees their move played out on the Arena, then a
hand-over screen covers the table until that player is ready (4.4.1, 4.5.2), and the
Arena is then seen from their side of the table, with the move they missed played
again ("while you were away"). The computer's moves are paced and shown the same way.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import (
    QEvent,
    QObject,
    QPoint,
    QRect,
    QSettings,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QCloseEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QGridLayout,
    QMainWindow,
    QMessageBox,
    QSplitter,
    QWidget,
)

from momon_desktop.cards import CardPool, Deck, bundled_decks
from momon_desktop.engine import (
    Answer,
    Game,
)
from momon_desktop.engine.events import Revealed, Summoned
from momon_desktop.storage.autosave import Autosave
from momon_desktop.storage.decklib import DeckLibrary
from momon_desktop.storage.messages import message
from momon_desktop.ui.core.actions import ActionRegistry
from momon_desktop.ui.core.controller import (
    HUMAN,
    Changes,
    GameController,
    GameSpec,
    ai_available,
)
from momon_desktop.ui.core.frame import FrameSteps
from momon_desktop.ui.core.pace import PACES, Pace, pace_named
from momon_desktop.ui.core.pace import SETTING as PACE_SETTING
from momon_desktop.ui.core.session import GameOwner, TableSession
from momon_desktop.ui.core.settings import (
    FAR_UPRIGHT,
    GEOMETRY,
    LANGUAGE,
    MAX_GEOMETRY_BYTES,
    left_out,
    read_bytes,
    read_choice,
    read_flag,
)
from momon_desktop.ui.core.undo import UndoManager
from momon_desktop.ui.look import cardpainter as cp
from momon_desktop.ui.look import theme
from momon_desktop.ui.look.icons import app_icon
from momon_desktop.ui.look.placement import keep_windows_on_screen, place_in
from momon_desktop.ui.table.arenaview import ArenaView
from momon_desktop.ui.table.bars import HandOverScreen, PromptBar, YesNoBar
from momon_desktop.ui.table.delegates import HandView
from momon_desktop.ui.table.dialogs import ConcedeDialog
from momon_desktop.ui.table.gameend import GameEnd
from momon_desktop.ui.table.models import HandModel
from momon_desktop.ui.table.newgame import NewGameDialog
from momon_desktop.ui.table.panels import PlayerPanel, StatusLine, StatusMessages
from momon_desktop.ui.table.presentation import TablePresenter
from momon_desktop.ui.table.preview import PreviewPanel
from momon_desktop.ui.table.replacing import LeaveQuestion, TableAsker, TableLeaving
from momon_desktop.ui.table.ruleslog import RulesLog
from momon_desktop.ui.table.scene import ArenaScene
from momon_desktop.ui.table.seating import Seating
from momon_desktop.ui.table.tableactions import create_table_actions
from momon_desktop.ui.table.tablecolumns import TableColumns
from momon_desktop.ui.table.tableinput import TableInput
from momon_desktop.ui.table.voidwindow import VoidViewers, VoidWindow
from momon_desktop.ui.table.windowparts import TableWindowParts
from momon_desktop.ui.text import i18n
from momon_desktop.ui.text.i18n import fill

T = TypeVar("T")

class MainWindow(TableWindowParts, QMainWindow):
    """The table: Arena, Hands, Voids, players, preview and rules log."""

    # Escape on the table (the menu's shortcut or the Arena's key): what is over the
    # table puts itself away too.
    escaped = Signal()

    # the New Game dialog was opened: features may add to it (a scripted opponent)
    new_game_dialog_opened = Signal(object)

    # the result of a game was shown (with the ResultDialog): features may answer its
    # Replay and Review buttons
    result_dialog_opened = Signal(object)

    def __init__(self, settings: QSettings | None = None, parent: QWidget | None = None,
                 library: DeckLibrary | None = None) -> None:
        super().__init__(parent)
        self.settings = settings if settings is not None else QSettings()
        self.lang = i18n.current_language()
        self.controller = GameController(self, self.lang)
        self.void_viewers = VoidViewers(self.controller, self)
        self.session = TableSession(self.controller, self)
        # the unfinished game's file and its writer: one for the window, whoever writes
        self.autosave = Autosave()
        self.messages = StatusMessages(self)
        self._library = library
        self._features: dict[type, object] = {}
        self._bundled: tuple[Deck, ...] | None = None
        self.new_game_dialog: NewGameDialog | None = None
        # the questions before the table is left: a match or an unsaved game at stake
        self.leaving = TableLeaving(lambda: self.session.owner)
        # the hot-seat hand-over and the recap of the move the person at the screen missed
        self.seating = Seating(self)
        # the decision on show, the panels and the actions' state
        self.presenter = TablePresenter(self)
        # what a person does on the table (pointer, drag, keys), turned into answers
        self.table_input = TableInput(self)
        # the result screen at the end of a game
        self.game_end = GameEnd(self)
        self.pace: Pace = pace_named(read_choice(self.settings, PACE_SETTING, PACES))
        self.setWindowIcon(app_icon())
        self.setPalette(theme.table_palette())
        self._build()
        # the interface language already installed (app start, self-test) for card data too
        self._views_in_language(self.lang)
        self.action_registry = ActionRegistry(self, self.menuBar())
        self._create_actions()
        self._connect_signals()
        self.undo_manager = UndoManager(self.controller, self)
        self.undo_manager.attach_actions(self.undo_action, self.redo_action)
        self.readable_far_action.setChecked(read_flag(self.settings, FAR_UPRIGHT))
        self.set_animation_speed(self.pace.name)
        self.retranslate()
        self.setMinimumSize(880, 580)
        self.resize(1280, 800)
        geometry = read_bytes(self.settings, GEOMETRY, MAX_GEOMETRY_BYTES)
        if geometry is not None and not self.restoreGeometry(geometry):
            left_out(GEOMETRY, message("setting_not_bytes"))

    # ------------------------------------------------------------------ building

    def _build(self) -> None:
        self.table = QWidget()
        self.table.setObjectName("Table")
        self.setCentralWidget(self.table)
        self.scene = ArenaScene(self.controller, self)
        self.arena_view = ArenaView(self.scene)
        self.yes_no = YesNoBar(self.arena_view)
        self.arena_view.installEventFilter(self)
        self.hand_model = HandModel(self.controller, self)
        self.hand_view = HandView(card_width=96)
        self.hand_view.setObjectName("HandView")
        self.hand_view.setModel(self.hand_model)
        self.far_panel = PlayerPanel(1, far=True)
        self.near_panel = PlayerPanel(0, far=False)
        self.prompt = PromptBar()
        self.preview = PreviewPanel()
        self.log = RulesLog()
        self.log.explain = self.controller.explain
        # each change is laid out completely before it is drawn (one picture, not two)
        self.frame = FrameSteps(self)
        self.frame.lay_out_before_drawing(self.hand_view.finish_layout)

        self.side = QSplitter(Qt.Orientation.Vertical)
        self.side.addWidget(self.preview)
        self.side.addWidget(self.log)
        self.side.setStretchFactor(0, 4)
        self.side.setStretchFactor(1, 5)
        self.side.setChildrenCollapsible(False)

        # The far player, the prompt and the near player down the left; the Arena in the
        # middle with the preview and the rules log beside it; the near player's Hand
        # along the bottom edge, in front of them, as on a table. The Arena takes every
        # pixel of height the Hand leaves; the columns beside it take what width is left.
        grid = QGridLayout(self.table)
        self.grid = grid
        grid.addWidget(self.far_panel, 0, 0)
        grid.addWidget(self.prompt, 1, 0)
        grid.addWidget(self.near_panel, 2, 0)
        grid.addWidget(self.arena_view, 0, 1, 3, 1)
        grid.addWidget(self.side, 0, 2, 3, 1)
        grid.addWidget(self.hand_view, 3, 0, 1, 3)
        grid.setColumnStretch(1, 1)
        grid.setRowStretch(1, 1)
        self.columns = TableColumns(self.table, grid, self.hand_view, self.far_panel, self.prompt,
                                    self.near_panel, self.side)
        self.handover = HandOverScreen(self.table)
        self.table.installEventFilter(self)
        # The panels give up detail when the prompt needs room, and get it back only when
        # the window's size changes or a game starts: they never jump back and forth
        # from one decision to the next.
        self.prompt.changed.connect(lambda: self.frame.soon(self.columns.fit_to_prompt))
        # this window and every window opened from the table open within the screen
        app = QApplication.instance()
        if app is not None:
            keep_windows_on_screen(app)
        # passing messages in the menu bar's corner: no height taken from the Arena
        self.status_line = StatusLine.in_menu_bar(self)
        self.messages.watch()
        self.columns.fit()

    def minimumSizeHint(self) -> QSize:
        """The table fits its columns to whatever size it is given from its minimum up,
        so its content asks for no more than that (the columns' widths of the size it had
        before would otherwise keep a window from shrinking to fit a small screen)."""
        return self.minimumSize()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.arena_view and event.type() == QEvent.Type.Resize:
            if self.yes_no.isVisible():
                self.yes_no.place()
        elif watched is self.table and event.type() == QEvent.Type.Resize:
            # the table's own size, whatever changed it: the window's, or a dock (a
            # match's clocks) taking room beside it or over it
            self.columns.fit()
        return super().eventFilter(watched, event)

    def _create_actions(self) -> None:
        create_table_actions(self)

    def _connect_signals(self) -> None:
        c = self.controller
        c.reset.connect(self.on_reset)
        c.decision_needed.connect(self.seating.on_decision_needed)
        c.game_over.connect(self.game_end.on_game_over)
        c.changed.connect(self.on_changed)
        c.batch_finished.connect(self.presenter.refresh_panels)
        c.batch_finished.connect(self.table_input.refresh_preview)
        c.started.connect(self.table_input.clear_preview)
        c.batch_finished.connect(self.log.scroll_to_newest)
        c.thinking_changed.connect(self.on_thinking_changed)
        c.error.connect(self.on_controller_error)
        c.batch_finished.connect(self.seating.on_batch_finished)
        c.batch_finished.connect(self.frame.schedule)
        # the computer's answer waits until the table has shown what came before it
        c.answer_gate = lambda apply: self.scene.when_settled(apply)
        self.session.selection_changed.connect(self.on_selection_changed)
        self.scene.square_clicked.connect(self.table_input.on_square_clicked)
        self.scene.square_hovered.connect(self.table_input.on_square_hovered)
        self.scene.hand_card_dropped.connect(self.table_input.on_hand_card_dropped)
        self.scene.hand_card_dragged.connect(self.table_input.on_hand_card_dragged)
        self.scene.drag_ended.connect(self.table_input.on_drag_ended)
        self.scene.card_hovered.connect(self.table_input.on_arena_card_hovered)
        self.arena_view.cancelled.connect(self.table_input.cancel_selection)
        self.hand_view.selectionModel().currentChanged.connect(self.table_input.on_hand_current_changed)
        self.hand_view.clicked.connect(lambda index: self.table_input.select_card(self.hand_model.instance_at(index.row())))
        self.hand_view.card_picked.connect(self.table_input.on_hand_card_picked)
        self.hand_view.drag_started.connect(
            lambda row: self.table_input.select_card(self.hand_model.instance_at(row))
        )
        self.hand_view.entered.connect(self.table_input.on_hand_card_entered)
        self.yes_no.answered.connect(self.table_input.on_yes_no)
        self.handover.ready.connect(self.seating.on_handover_ready)
        self.handover.take_back.connect(self.undo)
        self.far_panel.void_requested.connect(self.open_void)
        self.near_panel.void_requested.connect(self.open_void)

    # ------------------------------------------------------------------ texts

    def retranslate(self) -> None:
        """Every text of the window in the current language."""
        # The table is "Momon Desktop"; a saved game's file name goes before it
        # ("name[*] – Momon Desktop", set by the feature that saves games).
        if "[*]" not in self.windowTitle():
            self.setWindowTitle(self.tr("Momon Desktop"))
        self.action_registry.retranslate()
        self.log.retranslate()
        self.yes_no.retranslate()
        self.hand_view.setAccessibleName(self.tr("Your Hand"))
        self.arena_view.setAccessibleName(self.tr("Arena"))
        for panel in (self.near_panel, self.far_panel):
            panel.retranslate()
        self.presenter.refresh_panels()
        self.presenter.present_decision()
        if self.session.handover_to >= 0:
            self.seating.present_handover(self.session.handover_to)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.WindowStateChange:
            # full screen may also be left through the window manager
            self.fullscreen_action.blockSignals(True)
            self.fullscreen_action.setChecked(self.isFullScreen())
            self.fullscreen_action.blockSignals(False)
        super().changeEvent(event)

    def _views_in_language(self, lang: str) -> None:
        """Card names, log sentences and rule texts in ``lang`` in every view."""
        self.lang = lang
        self.controller.set_language(lang)
        self.scene.set_language(lang)
        self.hand_model.set_language(lang)
        self.hand_view.delegate.lang = lang
        self.preview.lang = lang
        self.void_viewers.set_language(lang)

    def set_language(self, lang: str) -> None:
        """Switch the whole app to ``lang`` (English or Thai) and remember it."""
        i18n.install_language(lang)
        cp.clear_cache()
        self.settings.setValue(LANGUAGE, lang)
        self._views_in_language(lang)
        action = self.language_actions.get(lang)
        if action is not None:
            action.setChecked(True)
        self.log.clear()
        for rule, text in self.controller.log_entries():
            self.log.append(rule, text)
        self.log.scroll_to_newest()
        self.retranslate()
        self.hand_view.viewport().update()
        self.preview.update()

    # ------------------------------------------------------------------ features

    def install(self, feature: object) -> None:
        """Install a feature built with this window as its host (one of each class)."""
        kind = type(feature)
        if kind in self._features:
            raise ValueError(f"{kind.__name__} is installed twice")
        self._features[kind] = feature

    def feature(self, kind: type[T]) -> T | None:
        """The installed feature of class ``kind``, if there is one."""
        found = self._features.get(kind)
        return found if isinstance(found, kind) else None

    def window(self) -> QMainWindow:
        """The main window, as the parent of a feature's dialogs and windows."""
        return self

    def status(self, text: str, msecs: int = 5000, aside: bool = False) -> None:
        """A message in the status bar for ``msecs`` (0: it stands until another message
        of the table's own takes its place). ``aside``: a notice of something done in the
        background (a game kept, a chat line), shown over a standing message, which comes
        back once the notice has gone."""
        self.messages.show(text, msecs, aside)

    def activate(self) -> None:
        """Bring the table to the front, with the keyboard."""
        self.show()
        self.raise_()
        self.activateWindow()

    # ------------------------------------------------------------------ starting a game

    @property
    def library(self) -> DeckLibrary:
        """The card sets and decks in the user data folder (read on first use)."""
        if self._library is None:
            self._library = DeckLibrary()
        return self._library

    def card_pool(self) -> tuple[CardPool, tuple[Deck, ...]]:
        """The card pool (bundled and imported sets, kept up to date by the Cards menu)
        and the bundled decks (loaded once)."""
        if self._bundled is None:
            self._bundled = tuple(bundled_decks())
        return self.library.pool, self._bundled

    def request_new_game(self) -> NewGameDialog:
        """Open the New Game dialog (window-modal); the game starts when it is accepted."""
        pool, decks = self.card_pool()
        dialog = NewGameDialog(list(decks), pool, self.lang, ai_available(), self,
                               saved=[saved.deck for saved in self.library.decks()])
        dialog.accepted.connect(lambda: self.replace_table(lambda: self.start_game(dialog.spec())))
        self.new_game_dialog = dialog
        self.new_game_dialog_opened.emit(dialog)
        dialog.open()
        return dialog

    def start_game(self, spec: GameSpec, resume: Game | None = None,
                   owner: GameOwner | None = None, fixed: int = 0) -> None:
        """Seat the players and start the game of ``spec`` (or play on ``resume``, a game
        in progress, whose first ``fixed`` answers are never taken back). ``owner``: the
        feature whose game it is (it shows the game's end itself)."""
        self.game_end.close_result()
        humans = [s for s in (0, 1) if spec.players[s].kind == HUMAN]
        self.session.start(humans[0] if len(humans) == 1 else 0, owner)
        self.hand_model.set_seat(-1)
        self.scene.set_viewer(self.session.board_seat)
        self.log.clear()
        self.columns.fit()
        self.controller.new_game(spec, resume, fixed)
        if len(humans) == 1 and self.session.viewer != humans[0]:
            # Against the computer the person's Hand is theirs to see from the start.
            self.seating.show_seat(humans[0])
            self.presenter.present_decision()
        self.retranslate()

    # ------------------------------------------------------------------ controller signals

    def on_reset(self) -> None:
        """The whole game state changed (new game, take back, redo)."""
        self.session.select(-1)
        self.seating.handover_waiting = -1
        self.seating.recap = None
        self.session.saw_all()
        # The controller sends the whole rules log again just after a reset.
        self.log.clear()
        self.scene.overlay.clear()
        self.presenter.refresh_panels()
        self.table_input.refresh_preview()

    def on_changed(self, changes: Changes) -> None:
        """What an answer changed: its lines in the rules log; the square of its Summon
        marked; a card it revealed from a Hand shown large (a new game, an undo or a redo
        only writes the log again)."""
        for rule, text in changes.lines:
            self.log.append(rule, text)
        if changes.reset:
            return
        for event in changes.events:
            if isinstance(event, Summoned):
                self.on_summoned(event.card, event.square, event.seat)
            elif isinstance(event, Revealed):
                self.table_input.on_revealed(event.seat, event.card)

    def on_summoned(self, instance: int, square: int, controller: int) -> None:
        """Mark the square of the latest Summon."""
        self.scene.overlay.last_summon = square
        if instance == self.session.selected:
            self.session.select(-1)

    def present_decision(self) -> None:
        """Show what the game is waiting for (:meth:`TablePresenter.present_decision`)."""
        self.presenter.present_decision()

    def when_shown(self, callback: Callable[[], None]) -> None:
        """Call ``callback`` once the table has shown the last move
        (:meth:`Seating.when_shown`)."""
        self.seating.when_shown(callback)

    def on_selection_changed(self, instance: int) -> None:
        """A Hand card was picked: the person acts, the account of the last move goes."""
        if instance >= 0:
            self.seating.clear_recap()

    def on_thinking_changed(self, seat: int, thinking: bool) -> None:
        """The computer started or stopped choosing (it keeps "thinking" while it holds
        its answer for the rest of its think time)."""
        self.presenter.refresh_panels()
        self.presenter.present_decision()

    def set_animation_speed(self, name: str) -> None:
        """View ▸ Animation speed: ``normal``, ``fast`` or ``off`` (every change at once,
        the computer's answer as soon as it is found); remembered."""
        pace = pace_named(name)
        self.pace = pace
        self.settings.setValue(PACE_SETTING, pace.name)
        self.scene.set_pace(pace)
        self.controller.set_think_time(pace.think_ms)
        action = self.animation_actions.get(pace.name)
        if action is not None and not action.isChecked():
            action.setChecked(True)

    def on_controller_error(self, message: str) -> None:
        """The computer opponent failed: say so plainly."""
        QMessageBox.warning(self, self.tr("Computer opponent"),
                            fill(self.tr("The computer opponent could not move: %1"), message))

    # ------------------------------------------------------------------ commands

    def submit(self, answer: Answer) -> bool:
        """Play ``answer`` as the person at the screen (:meth:`TableInput.submit`)."""
        return self.table_input.submit(answer)

    def select_card(self, instance: int) -> None:
        """Pick a Hand card (:meth:`TableInput.select_card`)."""
        self.table_input.select_card(instance)

    def on_square_hovered(self, square: int) -> None:
        """Preview a Summon onto ``square`` (:meth:`TableInput.on_square_hovered`)."""
        self.table_input.on_square_hovered(square)

    def focus_hand(self) -> None:
        """Move the keyboard to the Hand."""
        self.hand_view.setFocus()
        if not self.hand_view.currentIndex().isValid() and self.hand_model.rowCount() > 0:
            self.hand_view.setCurrentIndex(self.hand_model.index(0))

    def focus_arena(self) -> None:
        """Move the keyboard to the Arena, with the cursor on a useful square."""
        overlay = self.scene.overlay
        if overlay.cursor_square < 0:
            overlay.set_cursor(min(overlay.legal) if overlay.legal else 0)
        self.arena_view.setFocus()

    def undo(self) -> None:
        """Take back the last move of the person at the screen."""
        if not self.undo_action.isEnabled():
            return
        person = self.session.person_at_screen()
        self.handover.hide()
        self.session.end_handover()
        # The person taking back a move is the one at the screen: the decision that
        # comes back is theirs, so no hand-over is needed.
        if person in (0, 1) and self.session.viewer != person:
            self.seating.show_seat(person)
        self.undo_manager.undo()
        self.presenter.present_decision()

    def redo(self) -> None:
        """Make a taken-back move again."""
        if self.redo_action.isEnabled():
            self.undo_manager.redo()

    def request_concede(self) -> ConcedeDialog | None:
        """Ask the person at the screen to confirm the concession (7.6.2)."""
        g = self.controller.game
        if g is None or g.over:
            return None
        seat = self.session.person_at_screen()
        return ConcedeDialog.ask(self.controller.player_name(seat),
                                 lambda: self.controller.concede(seat), self)

    def open_void(self, owner: int) -> VoidWindow:
        """Open (or raise) the viewer of ``owner``'s Void, told who is looking: the far
        player's above, the near player's below, over the preview and the rules log,
        never over the Arena, the Hand or each other."""
        def place(window: VoidWindow) -> None:
            area = QRect(self.side.mapToGlobal(QPoint(0, 0)), self.side.size())
            place_in(window, area, upper=owner != self.session.board_seat, reference=self)

        return self.void_viewers.open(owner, self.session.viewer, self.lang, place)

    def set_readable_far(self, readable: bool) -> None:
        """Draw the far player's whole cards upright, rules text and picture too (their
        names and powers are upright either way, PD.15; the arrows still point where they
        act)."""
        self.settings.setValue(FAR_UPRIGHT, readable)
        self.scene.set_readable_far(readable)

    def set_full_screen(self, full: bool) -> None:
        """Full screen on or off."""
        if full:
            self.showFullScreen()
        else:
            self.showNormal()

    def show_about(self) -> None:
        """A short About box."""
        QMessageBox.about(
            self,
            self.tr("About Momon Desktop"),
            self.tr("Momon Desktop: a tabletop for Momon Wonder, the two-player card game from "
                    "Thailand. Free software under the GNU GPL, version 3 or later."),
        )

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.handover.isVisible():
            self.handover.setGeometry(self.table.rect())

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        QTimer.singleShot(0, self.arena_view.fit)

    # ------------------------------------------------------------------ quitting

    def quit(self) -> None:
        """Game ▸ Quit (Ctrl+Q): close the window, asking first mid-game or mid-match."""
        self.leaving.by_person = True
        try:
            self.close()
        finally:
            self.leaving.by_person = False

    def ask_before_leaving(self, asker: TableAsker) -> None:
        """Ask ``asker`` before another game takes the table and before quitting."""
        self.leaving.ask_before_leaving(asker)

    def replace_table(self, proceed: Callable[[], object],
                      new_match: bool = False) -> LeaveQuestion | None:
        """Put another game on the table by ``proceed``, asking first when a match or an
        unsaved game is in progress (:mod:`.replacing`); the question while it is open."""
        return self.leaving.replace_table(proceed, new_match)

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.leaving.may_close(event.spontaneous(), self.close):
            event.ignore()
            return
        self.settings.setValue(GEOMETRY, self.saveGeometry())
        self.controller.shutdown()
        self.autosave.close()
        self.void_viewers.close_all()
        super().closeEvent(event)
