"""The replay viewer's widgets, tool buttons, menus and shortcuts.

:class:`ReplayWindowPanes` makes them and lays them out the way the table does (texts
come from the window's ``retranslate``); the :class:`~.replayviewer.ReplayWindow`
connects them to the recorded game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt, SignalInstance
from PySide6.QtGui import QAction, QActionGroup, QIcon, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSlider,
    QSplitter,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from momon_desktop.ui.table.arenaview import ArenaView
from momon_desktop.ui.table.bars import PromptBar
from momon_desktop.ui.table.delegates import HandView
from momon_desktop.ui.table.models import HandModel
from momon_desktop.ui.table.panels import PlayerPanel
from momon_desktop.ui.table.preview import PreviewPanel
from momon_desktop.ui.table.ruleslog import RulesLog
from momon_desktop.ui.table.scene import ArenaScene

if TYPE_CHECKING:
    from PySide6.QtWidgets import QListWidgetItem, QMainWindow

    from momon_desktop.storage import Replay
    from momon_desktop.ui.core.controller import GameController
    from momon_desktop.ui.table.voidwindow import VoidWindow

    _Window = QMainWindow
else:
    _Window = object

# The viewpoint that shows every Hand and Void (once the game is over).
EVERYTHING = -1


class ReplayWindowPanes(_Window):
    """The widgets of the replay window (a ``QMainWindow``)."""

    if TYPE_CHECKING:
        # What the window (ReplayWindow) provides the panes with.
        controller: GameController
        replay: Replay
        finished: bool
        review_requested: SignalInstance

        def go_to(self, index: int) -> None: ...
        def step_back(self) -> None: ...
        def step_forward(self) -> None: ...
        def next_turn(self) -> None: ...
        def previous_turn(self) -> None: ...
        def set_playing(self, playing: bool) -> None: ...
        def set_viewpoint(self, seat: int) -> None: ...
        def on_turn_item(self, item: QListWidgetItem) -> None: ...
        def _on_view_box(self, row: int) -> None: ...
        def on_card_hovered(self, instance: int) -> None: ...
        def on_hand_card_entered(self, index: QModelIndex | QPersistentModelIndex) -> None: ...
        def open_void(self, owner: int) -> VoidWindow: ...

    def _build(self) -> None:
        c = self.controller
        table = QWidget()
        table.setObjectName("Table")
        self.setCentralWidget(table)
        self.scene = ArenaScene(c, self)
        self.arena_view = ArenaView(self.scene)
        self.scene.card_hovered.connect(self.on_card_hovered)
        self.hand_models = (HandModel(c, self), HandModel(c, self))
        self.hand_models[0].set_seat(0)
        self.hand_models[1].set_seat(1)
        self.near_hand = HandView(card_width=88)
        self.far_hand = HandView(card_width=88)
        for view in (self.near_hand, self.far_hand):
            view.setObjectName("HandView")
            view.setDragEnabled(False)
            view.setAcceptDrops(False)
            view.setDragDropMode(QAbstractItemView.DragDropMode.NoDragDrop)
            view.entered.connect(self.on_hand_card_entered)
        self.far_panel = PlayerPanel(1, far=True)
        self.near_panel = PlayerPanel(0, far=False)
        for panel in (self.far_panel, self.near_panel):
            panel.void_requested.connect(self.open_void)
        self.prompt = PromptBar()
        self.preview = PreviewPanel()
        self.log = RulesLog()
        self.log.explain = c.explain
        self.turn_list = QListWidget()
        self.turn_list.setObjectName("TurnList")
        self.turn_list.itemActivated.connect(self.on_turn_item)
        self.turn_list.itemClicked.connect(self.on_turn_item)
        self.turn_caption = QLabel()
        self.turn_caption.setObjectName("Caption")

        turns_box = QWidget()
        turns_lay = QVBoxLayout(turns_box)
        turns_lay.setContentsMargins(0, 0, 0, 0)
        turns_lay.setSpacing(4)
        turns_lay.addWidget(self.turn_caption)
        turns_lay.addWidget(self.turn_list, 1)
        self.side = QSplitter(Qt.Orientation.Vertical)
        self.side.addWidget(self.preview)
        self.side.addWidget(turns_box)
        self.side.addWidget(self.log)
        self.side.setStretchFactor(0, 4)
        self.side.setStretchFactor(1, 2)
        self.side.setStretchFactor(2, 4)
        self.side.setChildrenCollapsible(False)
        self.side.setFixedWidth(320)
        self._sized = False

        left = QVBoxLayout()
        left.setSpacing(8)
        left.addWidget(self.far_panel)
        left.addWidget(self.prompt, 1)
        left.addWidget(self.near_panel)
        left_box = QWidget()
        left_box.setLayout(left)
        left.setContentsMargins(0, 0, 0, 0)
        left_box.setFixedWidth(236)

        centre = QVBoxLayout()
        centre.setSpacing(8)
        centre.setContentsMargins(0, 0, 0, 0)
        centre.addWidget(self.far_hand)
        centre.addWidget(self.arena_view, 1)
        centre.addWidget(self.near_hand)

        # The controls under the table: to the start, back, the slider, forward, to the
        # end, where we are, and whose view.
        style = self.style()
        self.first_button = self._tool(style.standardIcon(QStyle.StandardPixmap.SP_MediaSkipBackward))
        self.back_button = self._tool(style.standardIcon(QStyle.StandardPixmap.SP_MediaSeekBackward))
        self.forward_button = self._tool(style.standardIcon(QStyle.StandardPixmap.SP_MediaSeekForward))
        self.last_button = self._tool(style.standardIcon(QStyle.StandardPixmap.SP_MediaSkipForward))
        # Play: the decisions one after another by themselves, until the end or a pause.
        self.play_button = self._tool(style.standardIcon(QStyle.StandardPixmap.SP_MediaPlay))
        self.play_button.setCheckable(True)
        self.play_button.toggled.connect(self.set_playing)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, self.replay.last)
        self.slider.setPageStep(4)
        self.slider.setTickPosition(QSlider.TickPosition.TicksBelow)
        self.slider.setTickInterval(1 if self.replay.last <= 40 else 5)
        self.slider.valueChanged.connect(self.go_to)
        self.position_label = QLabel()
        self.position_label.setMinimumWidth(150)
        # How the record was checked when it was loaded (docs/records.md, "The checks").
        self.checked_label = QLabel()
        self.checked_label.setObjectName("Caption")
        self.view_label = QLabel()
        self.view_box = QComboBox()
        self.view_box.currentIndexChanged.connect(self._on_view_box)
        self.view_label.setBuddy(self.view_box)
        self.first_button.clicked.connect(lambda: self.go_to(0))
        self.back_button.clicked.connect(self.step_back)
        self.forward_button.clicked.connect(self.step_forward)
        self.last_button.clicked.connect(lambda: self.go_to(self.replay.last))
        controls = QHBoxLayout()
        controls.setSpacing(6)
        for widget in (self.first_button, self.back_button, self.play_button):
            controls.addWidget(widget)
        controls.addWidget(self.slider, 1)
        for widget in (self.forward_button, self.last_button):
            controls.addWidget(widget)
        controls.addSpacing(8)
        controls.addWidget(self.position_label)
        controls.addWidget(self.checked_label)
        controls.addSpacing(12)
        controls.addWidget(self.view_label)
        controls.addWidget(self.view_box)
        controls.addSpacing(12)
        # The game review: shown once a feature offers it (ReplayWindow.offer_review).
        self.review_button = QPushButton()
        self.review_button.setObjectName("ReplayReview")
        self.review_button.clicked.connect(self.review_requested.emit)
        self.review_button.setVisible(False)
        controls.addWidget(self.review_button)
        self.close_button = QPushButton()
        self.close_button.clicked.connect(self.close)
        controls.addWidget(self.close_button)

        body = QHBoxLayout()
        body.setSpacing(10)
        body.addWidget(left_box)
        body.addLayout(centre, 1)
        body.addWidget(self.side)
        lay = QVBoxLayout(table)
        lay.setContentsMargins(10, 8, 10, 10)
        lay.setSpacing(8)
        lay.addLayout(body, 1)
        lay.addLayout(controls)

    def _tool(self, icon: QIcon) -> QToolButton:
        button = QToolButton()
        button.setIcon(icon)
        button.setAutoRaise(False)
        button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        return button

    def _create_actions(self) -> None:
        menu = self.menuBar()
        self.replay_menu = menu.addMenu("")
        self.first_action = QAction(self)
        self.first_action.setShortcuts([QKeySequence(Qt.Key.Key_Home)])
        self.back_action = QAction(self)
        self.back_action.setShortcuts([QKeySequence(Qt.Key.Key_Left)])
        self.forward_action = QAction(self)
        self.forward_action.setShortcuts([QKeySequence(Qt.Key.Key_Right)])
        self.last_action = QAction(self)
        self.last_action.setShortcuts([QKeySequence(Qt.Key.Key_End)])
        self.previous_turn_action = QAction(self)
        self.previous_turn_action.setShortcuts([QKeySequence(Qt.Key.Key_PageUp)])
        self.next_turn_action = QAction(self)
        self.next_turn_action.setShortcuts([QKeySequence(Qt.Key.Key_PageDown)])
        self.play_action = QAction(self)
        self.play_action.setCheckable(True)
        self.play_action.setShortcuts([QKeySequence(Qt.Key.Key_P)])
        self.close_action = QAction(self)
        # Escape puts the viewer away as it does every dialog of the app.
        self.close_action.setShortcuts([
            *QKeySequence.keyBindings(QKeySequence.StandardKey.Close),
            QKeySequence(Qt.Key.Key_Escape),
        ])
        self.first_action.triggered.connect(lambda: self.go_to(0))
        self.back_action.triggered.connect(self.step_back)
        self.forward_action.triggered.connect(self.step_forward)
        self.last_action.triggered.connect(lambda: self.go_to(self.replay.last))
        self.previous_turn_action.triggered.connect(self.previous_turn)
        self.next_turn_action.triggered.connect(self.next_turn)
        self.play_action.toggled.connect(self.set_playing)
        self.review_action = QAction(self)
        self.review_action.setShortcuts([QKeySequence("Ctrl+R")])
        self.review_action.setVisible(False)
        self.review_action.triggered.connect(self.review_requested.emit)
        self.close_action.triggered.connect(self.close)
        for action in (self.play_action, None, self.first_action, self.back_action,
                       self.forward_action, self.last_action, None, self.previous_turn_action,
                       self.next_turn_action, None, self.review_action, self.close_action):
            if action is None:
                self.replay_menu.addSeparator()
            else:
                self.replay_menu.addAction(action)
                self.addAction(action)
        self.view_menu = menu.addMenu("")
        self.view_group = QActionGroup(self)
        self.view_actions: dict[int, QAction] = {}
        keys = {0: "Ctrl+1", 1: "Ctrl+2", EVERYTHING: "Ctrl+3"}
        for seat in (0, 1, EVERYTHING):
            action = QAction(self)
            action.setCheckable(True)
            action.setShortcut(QKeySequence(keys[seat]))
            action.setData(seat)
            action.setEnabled(seat != EVERYTHING or self.finished)
            self.view_group.addAction(action)
            self.view_menu.addAction(action)
            self.addAction(action)
            self.view_actions[seat] = action
        self.view_group.triggered.connect(lambda a: self.set_viewpoint(int(a.data())))
