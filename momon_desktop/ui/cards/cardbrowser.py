"""The card browser: every loaded card, large and clear, with filters and sorting.

A grid of card faces (:class:`~momon_desktop.ui.cards.cardgrid.CardGridView`, crisp at
every zoom), a large preview with the full text, and the filters
(:class:`~momon_desktop.ui.cards.cardfilters.CardFilterPanel`). The deck builder reuses
the panel and the grid for its card pool, and :class:`CardWindow` for its window.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QItemSelectionModel, QModelIndex, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QSlider,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from momon_desktop.cards import CardPool
from momon_desktop.engine.carddefs import CardDef
from momon_desktop.ui.cards.cardfilters import CardFilterPanel
from momon_desktop.ui.cards.cardgrid import CardGridView
from momon_desktop.ui.cards.cardmodels import CardFilterProxy, CardListModel
from momon_desktop.ui.look import cardpainter as cp
from momon_desktop.ui.look.fonts import title_font
from momon_desktop.ui.look.placement import fit_to_screen
from momon_desktop.ui.table.models import CARD_ROLE
from momon_desktop.ui.table.preview import PreviewPanel
from momon_desktop.ui.text.i18n import fill


def card_details(card: CardDef, lang: str, set_name: str) -> str:
    """The lines under the large preview: power, Snatch-Sight, text, set and id."""
    lines = cp.describe_card(card, lang).split("\n")[1:]
    lines.append(
        fill(QCoreApplication.translate("CardBrowser", "Set: %1 · id: %2"), set_name, card.id)
    )
    return "\n".join(lines)


class CardWindow(QDialog):
    """A card window (the card browser, the deck builder): the table's look, panes on a
    splitter that share the width until the player moves a divider (``fit_panes``), and
    texts that follow the interface language (``retranslate``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("CardWindow")
        self.setWindowFlag(Qt.WindowType.Window, True)
        self._panes_moved = False
        # Along the bottom edge, as in every dialog: Close (Escape does the same).
        self.close_row = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.close_button = self.close_row.button(QDialogButtonBox.StandardButton.Close)
        self.close_row.rejected.connect(self.reject)

    def retranslate_close(self) -> None:
        """The Close button's text in the current language."""
        self.close_button.setText(QCoreApplication.translate("CardWindow", "&Close"))

    def retranslate(self) -> None:
        """Every text in the current language."""
        raise NotImplementedError

    def fit_panes(self) -> None:
        """Share the width among the panes."""
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _on_splitter_moved(self) -> None:
        self._panes_moved = True

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if not self._panes_moved:
            self.fit_panes()


class CardBrowser(CardWindow):
    """Every loaded card: filters on the left, the grid of faces, the large preview."""

    def __init__(self, pool: CardPool, lang: str = "en", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lang = lang
        self.model = CardListModel(pool, self)
        self.model.set_language(lang)
        self.proxy = CardFilterProxy(self)
        self.proxy.setSourceModel(self.model)
        self.filters = CardFilterPanel(self.proxy)
        self.grid = CardGridView()
        self.grid.setModel(self.proxy)
        self.grid.delegate.lang = lang
        self.preview = PreviewPanel()
        self.preview.lang = lang
        self.zoom = QSlider(Qt.Orientation.Horizontal)
        self.zoom.setRange(CardGridView.MIN_WIDTH, CardGridView.MAX_WIDTH)
        self.zoom.setValue(self.grid.delegate.card_width)
        self.zoom_label = QLabel()
        self.zoom_label.setProperty("role", "muted")
        self.title = QLabel()
        self.title.setFont(title_font(22))
        self.title.setProperty("role", "accent")

        centre = QWidget()
        centre.setObjectName("CardPane")
        centre_lay = QVBoxLayout(centre)
        centre_lay.setContentsMargins(0, 0, 0, 0)
        top = QHBoxLayout()
        top.addWidget(self.title)
        top.addStretch(1)
        top.addWidget(self.zoom_label)
        top.addWidget(self.zoom)
        self.zoom.setFixedWidth(160)
        centre_lay.addLayout(top)
        centre_lay.addWidget(self.grid, 1)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(self.filters)
        self.splitter.addWidget(centre)
        self.splitter.addWidget(self.preview)
        self.splitter.setStretchFactor(0, 0)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setStretchFactor(2, 0)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.splitterMoved.connect(self._on_splitter_moved)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(10, 10, 10, 10)
        lay.addWidget(self.splitter)
        lay.addWidget(self.close_row)

        self.zoom.valueChanged.connect(self.grid.set_card_width)
        self.grid.zoomed.connect(self.zoom.setValue)
        self.grid.selectionModel().currentChanged.connect(self.on_current_changed)
        self.proxy.modelReset.connect(self._select_first)
        fit_to_screen(self, 1320, 820)
        self.retranslate()
        self._select_first()

    def retranslate(self) -> None:
        """Every text in the current language."""
        self.setWindowTitle(self.tr("Card browser"))
        self.retranslate_close()
        self.title.setText(self.tr("Every card"))
        self.zoom_label.setText(self.tr("Card size"))
        self.zoom.setToolTip(self.tr("Card size (Ctrl + mouse wheel)"))
        self.zoom.setAccessibleName(self.tr("Card size"))
        self.grid.setAccessibleName(self.tr("Cards"))
        self.filters.retranslate()
        self._show(self.current_card())

    def fit_panes(self) -> None:
        """Share the width: the filters and the preview get what they need, the grid the
        rest (until the player moves a divider)."""
        width = self.splitter.width()
        filters = 230
        preview = max(220, min(360, int(width * 0.25)))
        self.splitter.setSizes([filters, max(200, width - filters - preview), preview])

    def set_language(self, lang: str) -> None:
        """Card names and texts in ``lang``."""
        self.lang = lang
        self.model.set_language(lang)
        self.grid.delegate.lang = lang
        self.preview.lang = lang
        self.retranslate()
        self.grid.viewport().update()

    def set_pool(self, pool: CardPool) -> None:
        """Show the cards of ``pool`` (after a set was imported or removed)."""
        self.model.set_pool(pool)
        self.filters.set_sets()
        self._select_first()

    def current_card(self) -> CardDef | None:
        """The card shown in the preview."""
        card = self.grid.currentIndex().data(CARD_ROLE)
        return card if isinstance(card, CardDef) else None

    def select_card(self, card_id: str) -> bool:
        """Make ``card_id`` current (if it passes the filters)."""
        row = self.model.row_of(card_id)
        if row < 0:
            return False
        index = self.proxy.mapFromSource(self.model.index(row))
        if not index.isValid():
            return False
        self.grid.selectionModel().setCurrentIndex(
            index, QItemSelectionModel.SelectionFlag.ClearAndSelect)
        self.grid.scrollTo(index)
        return True

    def _select_first(self) -> None:
        if self.proxy.rowCount() and not self.grid.currentIndex().isValid():
            self.grid.selectionModel().setCurrentIndex(
                self.proxy.index(0, 0), QItemSelectionModel.SelectionFlag.ClearAndSelect)

    def on_current_changed(self, current: QModelIndex, previous: QModelIndex | None = None) -> None:
        """Show the current card (clicked, or reached with the arrow keys) large."""
        card = current.data(CARD_ROLE)
        self._show(card if isinstance(card, CardDef) else None)

    def _show(self, card: CardDef | None) -> None:
        if card is None:
            self.preview.show_card(None)
            return
        self.preview.show_card(card, None,
                               card_details(card, self.lang, self.model.set_name(card.set_id)))
