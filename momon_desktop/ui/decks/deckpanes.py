"""The deck builder's panes: the saved decks, the card pool with the browser's filters,
and the deck being edited with its charts, laid out on a splitter.

:class:`DeckBuilderPanes` makes the widgets (texts come from ``retranslate``); the
deck builder connects them and gives them their behaviour.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QMenu,
    QPushButton,
    QSplitter,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from momon_desktop.cards import FORMATS, CardPool
from momon_desktop.cards.limits import MAX_DECK_NAME_CHARS
from momon_desktop.ui.cards.cardfilters import CardFilterPanel
from momon_desktop.ui.cards.cardgrid import CardGridView
from momon_desktop.ui.cards.cardmodels import (
    CardFilterProxy,
    CardListModel,
    DeckListModel,
    DeckModel,
)
from momon_desktop.ui.decks.deckcharts import PowerCurveChart, SightCompassChart
from momon_desktop.ui.decks.deckparts import DeckBuilderParts
from momon_desktop.ui.decks.deckviews import DeckListDelegate, DeckListView, DeckRowDelegate
from momon_desktop.ui.look.fonts import title_font, ui_font
from momon_desktop.ui.look.placement import fit_to_screen
from momon_desktop.ui.text.limits import limit_characters


def _heading(text: str = "") -> QLabel:
    label = QLabel(text)
    label.setProperty("role", "heading")
    return label


class DeckBuilderPanes(DeckBuilderParts):
    """The widgets of the deck builder window (a :class:`CardWindow`)."""

    def _build_panes(self, pool: CardPool) -> None:
        """Make the panes for the cards of ``pool`` and lay them out."""
        # ---- saved decks
        self.deck_list_model = DeckListModel(pool, self)
        self.deck_list = QListView()
        self.deck_list.setModel(self.deck_list_model)
        self.deck_list_delegate = DeckListDelegate(self.deck_list)
        self.deck_list.setItemDelegate(self.deck_list_delegate)
        self.deck_list.setSpacing(1)
        self.deck_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.new_button = QPushButton()
        self.duplicate_button = QPushButton()
        self.delete_button = QPushButton()
        self.sets_button = QPushButton()
        self.unreadable_button = QPushButton()
        self.unreadable_button.setProperty("role", "warning")
        self.decks_heading = _heading()
        left = QWidget()
        left.setObjectName("CardPane")
        left_lay = QVBoxLayout(left)
        left_lay.setContentsMargins(0, 0, 0, 0)
        left_lay.addWidget(self.decks_heading)
        left_lay.addWidget(self.deck_list, 1)
        left_lay.addWidget(self.new_button)
        left_lay.addWidget(self.duplicate_button)
        left_lay.addWidget(self.delete_button)
        left_lay.addSpacing(10)
        left_lay.addWidget(self.sets_button)
        left_lay.addWidget(self.unreadable_button)

        # ---- the card pool
        self.pool_model = CardListModel(pool, self)
        self.pool_model.set_language(self.lang)
        self.pool_proxy = CardFilterProxy(self)
        self.pool_proxy.setSourceModel(self.pool_model)
        self.filters = CardFilterPanel(self.pool_proxy)
        self.grid = CardGridView(card_width=124)
        # two cards a row at the least, on a small screen too
        self.grid.least_columns = 2
        self.grid.setModel(self.pool_proxy)
        self.grid.delegate.lang = self.lang
        self.pool_heading = QLabel()
        self.pool_heading.setFont(title_font(20))
        self.pool_heading.setProperty("role", "accent")
        self.pool_hint = QLabel()
        self.pool_hint.setProperty("role", "muted")
        self.card_info = QLabel()
        self.card_info.setWordWrap(True)
        self.card_info.setMinimumHeight(38)
        self.card_info.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        centre = QWidget()
        centre.setObjectName("CardPane")
        centre_lay = QVBoxLayout(centre)
        centre_lay.setContentsMargins(0, 0, 0, 0)
        head = QHBoxLayout()
        head.addWidget(self.pool_heading)
        head.addStretch(1)
        head.addWidget(self.pool_hint)
        centre_lay.addLayout(head)
        centre_lay.addWidget(self.grid, 1)
        centre_lay.addWidget(self.card_info)

        # ---- the deck being edited
        self.deck_model = DeckModel(pool, self)
        self.grid.delegate.count_of = self.deck_model.count_of
        self.name_label = _heading()
        self.name_edit = QLineEdit()
        limit_characters(self.name_edit, MAX_DECK_NAME_CHARS)
        self.name_edit.setFont(ui_font(12, bold=True))
        self.format_label = _heading()
        self.format_box = QComboBox()
        for fmt in FORMATS:
            self.format_box.addItem("", fmt)  # named by retranslate
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.RichText)
        self.status.setObjectName("DeckStatus")
        self.status.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.contents_label = _heading()
        self.deck_view = DeckListView()
        self.deck_view.setModel(self.deck_model)
        self.deck_delegate = DeckRowDelegate(self.deck_view)
        self.deck_view.setItemDelegate(self.deck_delegate)
        self.deck_view.setSpacing(1)
        self.deck_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.deck_view.setMinimumHeight(120)
        self.deck_view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.add_button = QToolButton()
        self.remove_button = QToolButton()
        self.clear_button = QToolButton()
        self.curve_label = _heading()
        self.curve = PowerCurveChart()
        self.compass_label = _heading()
        self.compass_label.setWordWrap(True)
        self.compass = SightCompassChart()
        self.save_button = QPushButton()
        self.save_button.setDefault(True)
        self.share_button = QPushButton()
        self.share_menu = QMenu(self)
        self.copy_action = self.share_menu.addAction("")
        self.export_file_action = self.share_menu.addAction("")
        self.share_menu.addSeparator()
        self.paste_action = self.share_menu.addAction("")
        self.import_file_action = self.share_menu.addAction("")
        self.share_button.setMenu(self.share_menu)
        self.message = QLabel()
        self.message.setProperty("role", "muted")
        self.message.setWordWrap(True)

        right = QFrame()
        right.setObjectName("FilterPanel")
        right_lay = QVBoxLayout(right)
        right_lay.setContentsMargins(12, 12, 12, 12)
        right_lay.setSpacing(6)
        right_lay.addWidget(self.name_label)
        right_lay.addWidget(self.name_edit)
        fmt_row = QHBoxLayout()
        fmt_row.addWidget(self.format_label)
        fmt_row.addWidget(self.format_box, 1)
        right_lay.addLayout(fmt_row)
        right_lay.addWidget(self.status)
        contents_row = QHBoxLayout()
        contents_row.addWidget(self.contents_label, 1)
        contents_row.addWidget(self.add_button)
        contents_row.addWidget(self.remove_button)
        contents_row.addWidget(self.clear_button)
        right_lay.addLayout(contents_row)
        right_lay.addWidget(self.deck_view, 1)
        stats = QHBoxLayout()
        curve_col = QVBoxLayout()
        curve_col.addWidget(self.curve_label)
        curve_col.addWidget(self.curve, 1)
        compass_col = QVBoxLayout()
        compass_col.addWidget(self.compass_label)
        compass_col.addWidget(self.compass, 1)
        stats.addLayout(curve_col, 3)
        stats.addSpacing(8)
        stats.addLayout(compass_col, 2)
        right_lay.addLayout(stats)
        buttons = QHBoxLayout()
        buttons.addWidget(self.share_button)
        buttons.addStretch(1)
        buttons.addWidget(self.save_button)
        right_lay.addLayout(buttons)
        right_lay.addWidget(self.message)

        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        for widget in (left, self.filters, centre, right):
            self.splitter.addWidget(widget)
        self.splitter.setChildrenCollapsible(False)
        for i, stretch in enumerate((0, 0, 1, 0)):
            self.splitter.setStretchFactor(i, stretch)
        self.splitter.splitterMoved.connect(self._on_splitter_moved)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(10, 10, 10, 10)
        lay.addWidget(self.splitter)
        lay.addWidget(self.close_row)
        fit_to_screen(self, 1440, 880)
