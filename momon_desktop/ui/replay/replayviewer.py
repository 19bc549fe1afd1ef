"""The replay viewer: a recorded game watched decision by decision.

The viewer is built from the table's own parts, so a replay looks like the game did:
the Arena scene and view, the Hand models and views, the player panels, the prompt
bar, the card preview, the rules log and the Void windows. They all read a
:class:`ReplayController`, a :class:`GameController` whose game is the position being
shown. Stepping forward plays the recorded decision through the controller, so the
Summon and the snatches animate as they did at the table; any other move (back, a
turn, the slider, the ends) shows the stored position of :class:`storage.Replay` at once.

The viewpoint decides what of the Hands and Voids is shown (4.4.1, 4.5.2): the first
player's, the second player's, or, once the game is over, everything.

The window's widgets, menus and shortcuts are made in :mod:`.replaypanes`.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QCloseEvent, QColor, QKeySequence, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QListWidgetItem, QMainWindow, QStyle, QWidget

from momon_desktop.engine import Game, Summon
from momon_desktop.engine.game import Action
from momon_desktop.engine.view import player_view
from momon_desktop.storage import CHECKED_FINAL_STATE, Replay, move_from_json
from momon_desktop.ui.core.controller import GameController, GameSpec, PlayerInfo
from momon_desktop.ui.look import cardpainter as cp
from momon_desktop.ui.look import theme
from momon_desktop.ui.look.icons import app_icon
from momon_desktop.ui.look.placement import fit_to_screen
from momon_desktop.ui.replay.replaypanes import EVERYTHING, ReplayWindowPanes
from momon_desktop.ui.table.dialogs import reason_text
from momon_desktop.ui.table.models import INSTANCE_ROLE, HandModel
from momon_desktop.ui.table.scene import SEATS
from momon_desktop.ui.table.voidwindow import VoidViewers, VoidWindow
from momon_desktop.ui.text import i18n
from momon_desktop.ui.text.i18n import fill
from momon_desktop.ui.text.words import answer_text

NEW_LINE_COLOUR = QColor(62, 78, 52)

# While the replay plays by itself: the time from one decision to the next.
PLAY_MS = 1200


class ReplayController(GameController):
    """A controller whose game is a position of a replay; it never asks anyone to
    decide and never starts the computer opponent."""

    def __init__(self, replay: Replay, lang: str = "en") -> None:
        super().__init__(None, lang)
        record = replay.record
        first = replay.game_at(0)
        self.spec = GameSpec(
            decks=(tuple(first.setup.decks[0]), tuple(first.setup.decks[1])),
            players=(PlayerInfo(record.players.first), PlayerInfo(record.players.second)),
            seed=record.seed,
        )
        self.game = first

    def show_game(self, game: Game) -> None:
        """Show ``game`` at once (a jump)."""
        self.game = game
        self.started.emit()
        self.reset.emit()
        self.batch_finished.emit()

    def play(self, move: dict[str, str | bool]) -> None:
        """Play the recorded ``move`` on the shown game, with the table's signals."""
        g = self.game
        assert g is not None
        arena = self._arena()
        g.play_unchecked(move_from_json(g, move))
        self._emit_events(arena)
        self.batch_finished.emit()


class ReplayWindow(ReplayWindowPanes, QMainWindow):
    """Watch a recorded game: step through every decision, jump to any turn, choose
    whose view of the Hands to see.

    ``review_requested``: the Review button or action was used; a feature that reviews
    games answers it after calling :meth:`offer_review`."""

    review_requested = Signal()

    controller: ReplayController

    def __init__(self, replay: Replay, source: str = "", lang: str = "en",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.replay = replay
        self.source = source
        self.lang = lang
        self.position = 0
        self.finished = replay.record.result is not None
        self.viewpoint = EVERYTHING if self.finished else 0
        self._log_lang = ""
        self._marked: list[int] = []
        self.controller = ReplayController(replay, lang)
        final = replay.game_at(replay.last)
        self._seats = final.answer_seats()
        self.void_viewers = VoidViewers(self.controller, self)
        self.play_timer = QTimer(self)
        self.play_timer.setInterval(PLAY_MS)
        self.play_timer.timeout.connect(self._play_step)
        self.setWindowIcon(app_icon())
        self._build()
        self._create_actions()
        self.set_language(lang)
        fit_to_screen(self, 1280, 820)
        self.go_to(0)

    # ------------------------------------------------------------------ texts

    def retranslate(self) -> None:
        """Every text in the current language."""
        names = self.controller.player_name(0), self.controller.player_name(1)
        # "what – Replay": the file watched, or the players of the game
        what = self.source or fill(self.tr("%1 against %2"), names[0], names[1])
        self.setWindowTitle(fill(self.tr("%1 – Replay"), what))
        self.replay_menu.setTitle(self.tr("&Replay"))
        self.view_menu.setTitle(self.tr("&View"))
        self.first_action.setText(self.tr("To the &start"))
        self.back_action.setText(self.tr("&Back one decision"))
        self.forward_action.setText(self.tr("&Forward one decision"))
        self.last_action.setText(self.tr("To the &end"))
        self.previous_turn_action.setText(self.tr("&Previous turn"))
        self.next_turn_action.setText(self.tr("&Next turn"))
        self.close_action.setText(self.tr("&Close"))
        self.play_action.setText(self.tr("&Play by itself"))
        self._play_texts()
        self.close_button.setText(self.tr("&Close"))
        self.review_button.setText(self.tr("Re&view"))
        self.review_button.setToolTip(self.tr(
            "The computer weighs every decision of this game and shows the better moves."))
        self.review_action.setText(self.tr("Re&view this game"))
        for button, action in ((self.first_button, self.first_action),
                               (self.back_button, self.back_action),
                               (self.forward_button, self.forward_action),
                               (self.last_button, self.last_action)):
            shortcut = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            text = action.text().replace("&", "")
            button.setToolTip(f"{text} ({shortcut})")
            button.setAccessibleName(text)
        self.slider.setAccessibleName(self.tr("Decision"))
        self.slider.setToolTip(self.tr("Drag to any decision of the game"))
        if self.replay.checked == CHECKED_FINAL_STATE:
            self.checked_label.setText(self.tr("Checked by its final position only"))
            self.checked_label.setToolTip(self.tr(
                "This game was saved by an older version of Momon Desktop, which kept no "
                "check of each decision: only its result and final position were compared, "
                "so its moves may have been changed."))
        else:
            self.checked_label.setText(self.tr("Checked at every decision"))
            self.checked_label.setToolTip(self.tr(
                "Every decision of this game was played again and led to the position the "
                "saved game holds for it."))
        self.checked_label.setAccessibleName(self.checked_label.text())
        self.view_label.setText(self.tr("&Hands shown:"))
        self.turn_caption.setText(self.tr("Turns"))
        self.view_box.blockSignals(True)
        self.view_box.clear()
        for seat in (0, 1, EVERYTHING):
            text = self.view_text(seat)
            self.view_box.addItem(text, seat)
            self.view_actions[seat].setText(text)
        model = self.view_box.model()
        item = model.item(2) if hasattr(model, "item") else None
        if item is not None:
            item.setEnabled(self.finished)
            if not self.finished:
                item.setToolTip(self.tr("Only once the game is over: every Hand is private "
                                        "until then (4.4.1)."))
        self.view_box.setCurrentIndex(self.view_box.findData(self.viewpoint))
        self.view_box.blockSignals(False)
        self.log.retranslate()
        for panel in (self.near_panel, self.far_panel):
            panel.retranslate()
        self.hand_views_texts()
        self.fill_turns()
        self.show_state()

    def view_text(self, seat: int) -> str:
        """The name of a viewpoint."""
        if seat == EVERYTHING:
            return self.tr("Everything (game over)")
        name = self.controller.player_name(seat)
        if seat == 0:
            return fill(self.tr("Seen by %1 (first player)"), name)
        return fill(self.tr("Seen by %1 (second player)"), name)

    def hand_views_texts(self) -> None:
        """Accessible names of the Hand strips."""
        near, far = self.board_seat, 1 - self.board_seat
        self.near_hand.setAccessibleName(
            fill(self.tr("Hand of %1"), self.controller.player_name(near)))
        self.far_hand.setAccessibleName(
            fill(self.tr("Hand of %1"), self.controller.player_name(far)))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            # The app's language changed (View > Language): card names and the log too.
            lang = i18n.current_language()
            if lang != self.lang:
                self.set_language(lang)
            else:
                self.retranslate()
        super().changeEvent(event)

    def set_language(self, lang: str) -> None:
        """Card names and the rules log in ``lang``."""
        self.lang = lang
        self.controller.set_language(lang)
        self.scene.set_language(lang)
        for model in self.hand_models:
            model.set_language(lang)
        for view in (self.near_hand, self.far_hand):
            view.delegate.lang = lang
            view.viewport().update()
        self.preview.lang = lang
        self.preview.update()
        self.void_viewers.set_language(lang)
        self.retranslate()

    # ------------------------------------------------------------------ moving through the game

    def offer_review(self, available: bool = True) -> None:
        """Show the Review button and action (a feature that reviews games answers
        ``review_requested``)."""
        self.review_button.setVisible(available)
        self.review_action.setVisible(available)

    @property
    def board_seat(self) -> int:
        """The seat at the bottom of the Arena."""
        return 0 if self.viewpoint == EVERYTHING else self.viewpoint

    def go_to(self, index: int) -> None:
        """Show the position after ``index`` decisions (clamped to the game)."""
        index = max(0, min(int(index), self.replay.last))
        if index == self.position + 1 and self.controller.game is not None \
                and len(self.controller.game.history) == self.position:
            self.position = index
            self.controller.play(self.replay.move_at(index - 1))
        else:
            self.position = index
            self.controller.show_game(self.replay.game_at(index))
        self.show_state()

    @property
    def playing(self) -> bool:
        """Whether the replay goes on by itself, one decision every ``PLAY_MS``."""
        return self.play_timer.isActive()

    def set_playing(self, playing: bool) -> None:
        """Play the decisions one after another by themselves (from the start again
        when at the end), or pause."""
        if playing and self.position >= self.replay.last:
            self.go_to(0)
        if playing:
            self.play_timer.start()
        else:
            self.play_timer.stop()
        for widget in (self.play_button, self.play_action):
            if widget.isChecked() != playing:
                widget.blockSignals(True)
                widget.setChecked(playing)
                widget.blockSignals(False)
        icon = QStyle.StandardPixmap.SP_MediaPause if playing else QStyle.StandardPixmap.SP_MediaPlay
        self.play_button.setIcon(self.style().standardIcon(icon))
        self._play_texts()

    def _play_texts(self) -> None:
        shortcut = self.play_action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        text = self.tr("Pause") if self.playing else self.tr("Play by itself")
        self.play_button.setToolTip(f"{text} ({shortcut})")
        self.play_button.setAccessibleName(text)

    def _play_step(self) -> None:
        if self.scene.animating:
            return  # the last decision is still being drawn
        self.step_forward()
        if self.position >= self.replay.last:
            self.set_playing(False)

    def step_forward(self) -> None:
        """The next decision."""
        if self.position < self.replay.last:
            self.go_to(self.position + 1)

    def step_back(self) -> None:
        """The decision before."""
        if self.position > 0:
            self.go_to(self.position - 1)

    def current_turn(self) -> int:
        """The turn (1 to 16) the shown position belongs to, 0 before the first."""
        turn = 0
        for mark in self.replay.turns():
            if mark.position <= self.position:
                turn = mark.turn
        return turn

    def go_to_turn(self, turn: int) -> None:
        """The first position of ``turn`` (1 to 16)."""
        self.go_to(self.replay.position_of_turn(turn))

    def next_turn(self) -> None:
        """The start of the next turn (or the end of the game)."""
        for mark in self.replay.turns():
            if mark.position > self.position:
                self.go_to(mark.position)
                return
        self.go_to(self.replay.last)

    def previous_turn(self) -> None:
        """The start of this turn, or of the one before when already there."""
        target = 0
        for mark in self.replay.turns():
            if mark.position < self.position:
                target = mark.position
        self.go_to(target)

    def on_turn_item(self, item: QListWidgetItem) -> None:
        """A turn picked in the list."""
        self.go_to(int(item.data(Qt.ItemDataRole.UserRole)))

    def _on_view_box(self, row: int) -> None:
        seat = self.view_box.itemData(row)
        if seat is not None:
            self.set_viewpoint(int(seat))

    def set_viewpoint(self, seat: int) -> None:
        """Whose Hands and Voids to show: 0, 1, or everything once the game is over."""
        if seat == EVERYTHING and not self.finished:
            seat = self.viewpoint
        self.viewpoint = seat
        self.view_actions[seat].setChecked(True)
        row = self.view_box.findData(seat)
        if row != self.view_box.currentIndex():
            self.view_box.blockSignals(True)
            self.view_box.setCurrentIndex(row)
            self.view_box.blockSignals(False)
        self.void_viewers.set_viewers(self.void_viewer)
        self.hand_views_texts()
        self.show_state()

    def void_viewer(self, owner: int) -> int:
        """Who looks at ``owner``'s Void: the viewpoint, or the owner for everything."""
        return owner if self.viewpoint == EVERYTHING else self.viewpoint

    def open_void(self, owner: int) -> VoidWindow:
        """The Void of ``owner`` as the viewpoint may see it (4.5.2, 4.5.3)."""
        return self.void_viewers.open(owner, self.void_viewer(owner), self.lang)

    # ------------------------------------------------------------------ showing

    def fill_turns(self) -> None:
        """The turn list: every turn with its player."""
        self.turn_list.blockSignals(True)
        self.turn_list.clear()
        for mark in self.replay.turns():
            # 7.1.1: each player's own turn, 1 to 8, as the table counts it.
            own = (mark.turn + 1) // 2
            text = fill(
                self.tr("Turn %1 of 8 · %2"), str(own), self.controller.player_name(mark.player)
            )
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, mark.position)
            item.setForeground(cp.SEAT_COLOURS[SEATS[mark.player]].lighter(130))
            self.turn_list.addItem(item)
        result = self.replay.record.result
        if result is not None:
            end = QListWidgetItem(self.tr("Game over"))
            end.setData(Qt.ItemDataRole.UserRole, self.replay.last)
            self.turn_list.addItem(end)
        self.turn_list.blockSignals(False)

    def show_state(self) -> None:
        """Every part of the window for the current position and viewpoint."""
        g = self.controller.game
        if g is None or not hasattr(self, "view_box"):
            return
        last = self.replay.last
        self.slider.blockSignals(True)
        self.slider.setValue(self.position)
        self.slider.blockSignals(False)
        self.position_label.setText(
            fill(self.tr("Decision %1 of %2"), str(self.position), str(last))
        )
        for widget, action, enabled in (
            (self.first_button, self.first_action, self.position > 0),
            (self.back_button, self.back_action, self.position > 0),
            (self.forward_button, self.forward_action, self.position < last),
            (self.last_button, self.last_action, self.position < last),
        ):
            widget.setEnabled(enabled)
            action.setEnabled(enabled)
        # The table from the viewpoint's side; the Hands it may see (4.4.1).
        near, far = self.board_seat, 1 - self.board_seat
        self.scene.set_viewer(near)
        self.near_panel.set_seat(near)
        self.far_panel.set_seat(far)
        if self.near_hand.model() is not self.hand_models[near]:
            self.near_hand.setModel(self.hand_models[near])
            self.far_hand.setModel(self.hand_models[far])
        everything = self.viewpoint == EVERYTHING
        self.far_hand.setVisible(everything)
        self.fit_hands()
        self.far_panel.backs.setVisible(not everything)
        public = player_view(g, -1)
        for panel in (self.near_panel, self.far_panel):
            s = panel.seat
            panel.update_state(
                name=self.controller.player_name(s), kind_text="", momon=public.momon[s],
                turns=public.turns_taken[s], hand=public.hand_counts[s],
                void=len(public.voids[s]), fpt=public.first_player_token == s,
                active=public.to_move == s, thinking=False,
            )
        self.scene.overlay.clear()
        square = self.last_summon_square()
        self.scene.overlay.last_summon = square
        self.scene.overlay.update()
        if square >= 0 and g.board[square] >= 0:
            # The card just Summoned, large, until the pointer picks another.
            self.on_card_hovered(g.board[square])
        self.show_prompt(g)
        self.show_log(g)
        # The turn list follows: the last entry that starts at or before this position.
        row = 0
        for i in range(self.turn_list.count()):
            if int(self.turn_list.item(i).data(Qt.ItemDataRole.UserRole)) <= self.position:
                row = i
        self.turn_list.blockSignals(True)
        self.turn_list.setCurrentRow(row)
        self.turn_list.blockSignals(False)

    def last_summon_square(self) -> int:
        """The square of the Summon that led to this position, or -1."""
        if self.position == 0:
            return -1
        g = self.replay.game_at(self.position - 1)
        answer = move_from_json(g, self.replay.move_at(self.position - 1))
        return answer.square if isinstance(answer, Summon) else -1

    def decision_text(self, index: int) -> str:
        """Decision ``index`` (0-based) in words, with who made it."""
        before = self.replay.game_at(index)
        answer: Action = move_from_json(before, self.replay.move_at(index))
        name = self.controller.player_name(self._seats[index])
        return answer_text(before, answer, self.lang, by=name)

    def show_prompt(self, g: Game) -> None:
        """What happened last and what comes next, in the prompt bar."""
        names = (self.controller.player_name(0), self.controller.player_name(1))
        lines = []
        if self.position > 0:
            lines.append(self.decision_text(self.position - 1))
        if g.over:
            result = g.result
            assert result is not None
            counts = fill(
                self.tr("%1 %2 – %3 %4"),
                names[0],
                str(result.momon[0]),
                str(result.momon[1]),
                names[1],
            )
            if result.winner is None:
                lines.append(fill(self.tr("A draw: %1."), counts))
            else:
                lines.append(fill(self.tr("Won by %1: %2."), names[result.winner], counts))
            lines.append(reason_text(result, names))
            self.prompt.set_texts(self.tr("Game over"), "", "", "\n".join(lines))
            self.prompt.set_accent(theme.GOLD)
            return
        if self.position < self.replay.last:
            d = g.awaiting
            if d is not None:
                lines.append(fill(self.tr("Next: %1 to decide."), names[d.player]))
        else:
            lines.append(self.tr("The record ends here: the game was not finished."))
        tp = g.turn_player
        turn_no = min(8, g.turns[tp] + 1) if tp >= 0 else 1
        self.prompt.set_texts(
            fill(self.tr("Turn %1 of 8"), str(turn_no)),
            names[tp if tp >= 0 else 0],
            i18n.step_name(g.stage_name),
            "\n".join(lines),
        )
        player = g.to_move if g.to_move >= 0 else max(0, tp)
        self.prompt.set_accent(cp.SEAT_COLOURS[SEATS[player]])

    def show_log(self, g: Game) -> None:
        """The rules log up to this position; the lines of the last decision stand out."""
        previous = self.replay.game_at(self.position - 1).log_length if self.position > 0 else 0
        count = g.log_length
        # The log of a position begins with the log of every earlier one: lines are
        # only added or removed at the end (all of them again after a language change).
        if self._log_lang != self.lang:
            self.log.clear()
            self._log_lang = self.lang
        for row in self._marked:
            item = self.log.topLevelItem(row)
            if item is not None:
                item.setBackground(0, QBrush())
                item.setBackground(1, QBrush())
        while self.log.topLevelItemCount() > count:
            self.log.takeTopLevelItem(self.log.topLevelItemCount() - 1)
        for rule, sentence in self.controller.log_entries(self.log.topLevelItemCount()):
            self.log.append(rule, sentence)
        self._marked = list(range(previous, count)) if self.position > 0 else []
        for row in self._marked:
            item = self.log.topLevelItem(row)
            if item is not None:
                item.setBackground(0, NEW_LINE_COLOUR)
                item.setBackground(1, NEW_LINE_COLOUR)
        self.log.scrollToBottom()

    # ------------------------------------------------------------------ cards large

    def on_card_hovered(self, instance: int) -> None:
        """An Arena card under the pointer: large, with its owner, controller and power."""
        g = self.controller.game
        if g is None or instance < 0:
            return
        sq = g.pos[instance]
        if sq < 0 or g.board[sq] != instance:
            return
        card = g.defs[instance]
        power = g.power(instance)
        details = cp.describe_arena_card(
            card, owner=SEATS[g.setup.owner[instance]], controller=SEATS[g.ctrl[instance]],
            wards=g.wards[instance], lang=self.lang, power=power,
        ).split("\n", 1)[1]
        self.preview.show_card(card, power, details)

    def on_hand_card_entered(self, index: QModelIndex | QPersistentModelIndex) -> None:
        """A Hand card under the pointer (only Hands the viewpoint may see are shown)."""
        if not index.isValid():
            return
        g = self.controller.game
        if g is None:
            return
        card = g.defs[int(index.data(INSTANCE_ROLE))]
        details = cp.describe_card(card, self.lang).split("\n", 1)[1]
        self.preview.show_card(card, None, details)

    def visible_hands(self) -> dict[int, list[int]]:
        """The Hand cards this window shows, by seat (for checks and tests)."""
        shown: dict[int, list[int]] = {}
        for view in (self.near_hand, self.far_hand):
            model = view.model()
            if view.isVisibleTo(self) and isinstance(model, HandModel):
                shown[model.seat] = model.instances()
        return shown

    def fit_hands(self) -> None:
        """Hand cards as large as let a whole Hand lie in one row without scrolling
        (``HandView.fit``), each Hand taking at most a sixth of the window's height, or
        an eighth when both Hands take room from the Arena."""
        share = 0.125 if self.viewpoint == EVERYTHING else 0.16
        height = max(60, int(self.height() * share))
        for view in (self.near_hand, self.far_hand):
            view.fit(view.width(), height)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_hands()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        QTimer.singleShot(0, self._fit_after_show)

    def _fit_after_show(self) -> None:
        if not self._sized:
            # The card preview needs less room than the turns and the rules log.
            self._sized = True
            total = self.side.height()
            self.side.setSizes([int(total * 0.46), int(total * 0.2), int(total * 0.34)])
        self.fit_hands()
        self.arena_view.fit()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.play_timer.stop()
        self.void_viewers.close_all()
        self.controller.shutdown()
        super().closeEvent(event)
