"""The card browser: every loaded card, large and clear, with filters and sorting.

A grid of card faces (:class:`CardGridView`, painted by :class:`CardGridDelegate` with
:func:`momon_desktop.ui.look.cardpainter.card_face_pixmap`, so each face is drawn for its
exact size and pixel density and stays crisp at every zoom), a large preview with the
full text, and :class:`CardFilterPanel`: name search in English or Thai, power range,
Snatch-Sight directions (cards that see every selected direction), ability, set, and
sorting by name, power, sight count or set. The deck builder reuses the panel and the
grid for its card pool.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QItemSelectionModel,
    QModelIndex,
    QPersistentModelIndex,
    QPointF,
    QRectF,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QKeyEvent,
    QPainter,
    QPen,
    QPolygonF,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QPushButton,
    QSlider,
    QSpinBox,
    QSplitter,
    QStyle,
    QStyleOptionViewItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from momon_desktop.cards import CardPool
from momon_desktop.engine.carddefs import DIRECTIONS, CardDef
from momon_desktop.ui.cards.cardmodels import (
    ABILITY_ANY,
    ABILITY_CONTINUOUS,
    ABILITY_NONE,
    ABILITY_SOME,
    SORT_KEYS,
    TRIGGER_PREFIX,
    CardFilterProxy,
    CardListModel,
    ability_filter_keys,
    trigger_name,
)
from momon_desktop.ui.look import cardpainter as cp
from momon_desktop.ui.look.fonts import title_font
from momon_desktop.ui.look.placement import fit_to_screen
from momon_desktop.ui.table.delegates import SELECTED_COLOUR, CardFaceDelegate, lay_out_card_grid
from momon_desktop.ui.table.models import CARD_ROLE
from momon_desktop.ui.table.widgets import PreviewPanel

COUNT_COLOUR = QColor(0, 114, 178)

def card_details(card: CardDef, lang: str, set_name: str) -> str:
    """The lines under the large preview: power, Snatch-Sight, text, set and id."""
    lines = cp.describe_card(card, lang).split("\n")[1:]
    lines.append(
        QCoreApplication.translate("CardBrowser", "Set: %1 · id: %2")
        .replace("%1", set_name)
        .replace("%2", card.id)
    )
    return "\n".join(lines)


class CardGridDelegate(CardFaceDelegate):
    """One card face per item, at ``card_width`` logical pixels, with a selection ring.

    ``count_of`` (when set) gives how many copies of a card a deck holds; a badge in the
    corner shows it, so the pool in the deck builder shows what is already in the deck.
    """

    def __init__(self, parent: QWidget | None = None, card_width: int = 168) -> None:
        super().__init__(parent, card_width)
        self.count_of: Callable[[str], int] | None = None
        self.margin = 8

    def sizeHint(  # noqa: N802
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        card = self.card_size()
        return QSize(card.width() + 2 * self.margin,
                     card.height() + 2 * self.margin + self.caption_height())

    def caption_height(self) -> int:
        """Room under each card for the count of copies in the deck (deck builder only)."""
        return 22 if self.count_of is not None else 0

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        card = index.data(CARD_ROLE)
        if not isinstance(card, CardDef):
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        size = self.card_size()
        left = option.rect.left() + (option.rect.width() - size.width()) // 2
        top = option.rect.top() + (option.rect.height() - self.caption_height()
                                   - size.height()) // 2
        rect = QRectF(left, top, size.width(), size.height())
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        hovered = bool(option.state & QStyle.StateFlag.State_MouseOver)
        radius = max(4.0, size.width() * 0.055)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawRoundedRect(rect.translated(2, 3), radius, radius)
        self.draw_face(painter, option, rect, card, size)
        if selected or hovered:
            colour = SELECTED_COLOUR if selected else QColor(255, 255, 255, 110)
            painter.setPen(QPen(colour, 3.5 if selected else 2.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), radius + 2, radius + 2)
        if option.state & QStyle.StateFlag.State_HasFocus and not selected:
            painter.setPen(QPen(QColor(255, 255, 255, 200), 2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), radius + 3, radius + 3)
        count = self.count_of(card.id) if self.count_of is not None else 0
        if count:
            self._paint_count(painter, rect, count)
        painter.restore()

    def _paint_count(self, painter: QPainter, rect: QRectF, count: int) -> None:
        """A blue pill under the card: copies already in the deck (the card's own
        printing, its corners and arrows, stays uncovered)."""
        text = f"×{count}"
        font = title_font(14)
        width = QFontMetricsF(font).horizontalAdvance(text) + 18
        pill = QRectF(rect.center().x() - width / 2, rect.bottom() + 4, width, 19)
        painter.setPen(QPen(QColor(255, 255, 255), 1.5))
        painter.setBrush(COUNT_COLOUR)
        painter.drawRoundedRect(pill, 9.5, 9.5)
        painter.setFont(font)
        painter.setPen(QColor(255, 255, 255))
        painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, text)

class CardGridView(QListView):
    """Card faces in wrapping rows. Ctrl+wheel zooms; Enter activates the current card."""

    zoomed = Signal(int)
    card_activated = Signal(str)

    MIN_WIDTH = 90
    MAX_WIDTH = 320

    def __init__(self, parent: QWidget | None = None, card_width: int = 168) -> None:
        super().__init__(parent)
        self.delegate = CardGridDelegate(self, card_width)
        self.setItemDelegate(self.delegate)
        lay_out_card_grid(self, 4)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.verticalScrollBar().setSingleStep(24)
        self.setMouseTracking(True)
        self.activated.connect(self._on_activated)

    def _on_activated(self, index: QModelIndex) -> None:
        card = index.data(CARD_ROLE)
        if isinstance(card, CardDef):
            self.card_activated.emit(card.id)

    def set_card_width(self, width: int) -> None:
        """Cards ``width`` logical pixels wide (faces are repainted for the new size)."""
        width = max(self.MIN_WIDTH, min(self.MAX_WIDTH, int(width)))
        if width == self.delegate.card_width:
            return
        self.delegate.card_width = width
        self._fit_grid()
        self.viewport().update()
        self.zoomed.emit(width)

    def _fit_grid(self) -> None:
        """Spread the columns over the whole width, so no strip is left empty on the right."""
        hint = self.delegate.sizeHint(QStyleOptionViewItem(), QModelIndex())
        available = max(1, self.viewport().width() - 2 * self.spacing() - 2)
        columns = max(1, available // (hint.width() + self.spacing()))
        cell = max(hint.width(), available // columns - self.spacing())
        self.setGridSize(QSize(cell, hint.height()))
        self.scheduleDelayedItemsLayout()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._fit_grid()

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            step = 16 if event.angleDelta().y() > 0 else -16
            self.set_card_width(self.delegate.card_width + step)
            event.accept()
            return
        super().wheelEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            index = self.currentIndex()
            if index.isValid():
                self._on_activated(index)
                event.accept()
                return
        super().keyPressEvent(event)


class DirectionButton(QToolButton):
    """A toggle for one Snatch-Sight direction, drawn as an arrow in a 3×3 compass."""

    def __init__(self, direction: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.direction = direction
        self.setCheckable(True)
        self.setFixedSize(34, 34)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def paintEvent(self, event: object) -> None:  # noqa: N802
        super().paintEvent(event)  # type: ignore[arg-type]
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        dx, dy = cp.screen_vector(self.direction, cp.Facing.UP)
        length = (dx * dx + dy * dy) ** 0.5
        ux, uy = dx / length, dy / length
        c = QPointF(self.width() / 2, self.height() / 2)
        tip = QPointF(c.x() + ux * 11, c.y() + uy * 11)
        base = QPointF(c.x() - ux * 7, c.y() - uy * 7)
        px, py = -uy, ux
        head = QPolygonF([
            tip,
            QPointF(tip.x() - ux * 8 + px * 6, tip.y() - uy * 8 + py * 6),
            QPointF(tip.x() - ux * 8 - px * 6, tip.y() - uy * 8 - py * 6),
        ])
        colour = QColor(27, 29, 42) if self.isChecked() else QColor(236, 230, 214)
        painter.setPen(QPen(colour, 2.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(base, QPointF(tip.x() - ux * 5, tip.y() - uy * 5))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawPolygon(head)
        painter.end()


class CardFilterPanel(QFrame):
    """The browser's filters and sort order, applied to a :class:`CardFilterProxy`."""

    def __init__(self, proxy: CardFilterProxy, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("FilterPanel")
        self.proxy = proxy
        self.search = QLineEdit()
        self.search.setClearButtonEnabled(True)
        self.power_min = QSpinBox()
        self.power_max = QSpinBox()
        for box in (self.power_min, self.power_max):
            box.setRange(0, 99)
        self.power_max.setValue(99)
        self.direction_buttons: dict[str, DirectionButton] = {}
        compass = QGridLayout()
        compass.setSpacing(3)
        places = {"FL": (0, 0), "F": (0, 1), "FR": (0, 2), "L": (1, 0), "R": (1, 2),
                  "BL": (2, 0), "B": (2, 1), "BR": (2, 2)}
        for direction in DIRECTIONS:
            button = DirectionButton(direction)
            self.direction_buttons[direction] = button
            row, col = places[direction]
            compass.addWidget(button, row, col)
            button.toggled.connect(self._on_directions)
        self.clear_directions = QToolButton()
        self.clear_directions.setFixedSize(34, 34)
        self.clear_directions.setText("∅")
        self.clear_directions.clicked.connect(self._clear_directions)
        compass.addWidget(self.clear_directions, 1, 1)
        self.sight_hint = QLabel()
        self.sight_hint.setWordWrap(True)
        self.sight_hint.setProperty("role", "muted")
        self.ability = QComboBox()
        self.card_set = QComboBox()
        self.sort_key = QComboBox()
        self.sort_order = QToolButton()
        self.sort_order.setCheckable(True)
        self.reset = QPushButton()
        self.count = QLabel()
        self.count.setProperty("role", "muted")
        self.headings = {key: QLabel() for key in ("search", "power", "sight", "ability",
                                                    "set", "sort")}
        for label in self.headings.values():
            label.setProperty("role", "heading")
        self.power_dash = QLabel("–")

        lay = QVBoxLayout(self)
        lay.setContentsMargins(12, 12, 12, 12)
        lay.setSpacing(6)
        lay.addWidget(self.headings["search"])
        lay.addWidget(self.search)
        lay.addSpacing(4)
        lay.addWidget(self.headings["power"])
        power_row = QHBoxLayout()
        power_row.addWidget(self.power_min, 1)
        power_row.addWidget(self.power_dash)
        power_row.addWidget(self.power_max, 1)
        lay.addLayout(power_row)
        lay.addSpacing(4)
        lay.addWidget(self.headings["sight"])
        compass_row = QHBoxLayout()
        compass_row.addStretch(1)
        compass_row.addLayout(compass)
        compass_row.addStretch(1)
        lay.addLayout(compass_row)
        lay.addWidget(self.sight_hint)
        lay.addSpacing(4)
        lay.addWidget(self.headings["ability"])
        lay.addWidget(self.ability)
        lay.addWidget(self.headings["set"])
        lay.addWidget(self.card_set)
        lay.addSpacing(4)
        lay.addWidget(self.headings["sort"])
        sort_row = QHBoxLayout()
        sort_row.addWidget(self.sort_key, 1)
        sort_row.addWidget(self.sort_order)
        lay.addLayout(sort_row)
        lay.addStretch(1)
        lay.addWidget(self.count)
        lay.addWidget(self.reset)

        self.search.textChanged.connect(self.proxy.set_search)
        self.power_min.valueChanged.connect(self._on_power)
        self.power_max.valueChanged.connect(self._on_power)
        self.ability.currentIndexChanged.connect(self._on_ability)
        self.card_set.currentIndexChanged.connect(self._on_set)
        self.sort_key.currentIndexChanged.connect(self._on_sort)
        self.sort_order.toggled.connect(self._on_sort)
        self.reset.clicked.connect(self.reset_filters)
        for signal in (self.proxy.rowsInserted, self.proxy.rowsRemoved, self.proxy.modelReset,
                       self.proxy.layoutChanged):
            signal.connect(self._update_count)
        self.setMinimumWidth(210)
        self.retranslate()

    # ---------------------------------------------------------------- texts

    def retranslate(self) -> None:
        """Every text in the current language."""
        self.headings["search"].setText(self.tr("Name"))
        self.search.setPlaceholderText(self.tr("English or Thai name…"))
        self.headings["power"].setText(self.tr("Power"))
        self.power_min.setToolTip(self.tr("Lowest printed power"))
        self.power_max.setToolTip(self.tr("Highest printed power"))
        self.headings["sight"].setText(self.tr("Snatch-Sight"))
        self.sight_hint.setText(self.tr("Cards that see every selected direction."))
        for direction, button in self.direction_buttons.items():
            name = cp.direction_name(direction)
            button.setToolTip(name)
            button.setAccessibleName(name)
        self.clear_directions.setToolTip(self.tr("Clear the directions"))
        self.clear_directions.setAccessibleName(self.tr("Clear the directions"))
        self.headings["ability"].setText(self.tr("Ability"))
        current = self.ability.currentData() or ABILITY_ANY
        self.ability.blockSignals(True)
        self.ability.clear()
        for key in ability_filter_keys():
            self.ability.addItem(self.ability_label(key), key)
        self.ability.setCurrentIndex(max(0, self.ability.findData(current)))
        self.ability.blockSignals(False)
        self.headings["set"].setText(self.tr("Card set"))
        self.set_sets(self._set_items())
        self.headings["sort"].setText(self.tr("Sort by"))
        sort_current = self.sort_key.currentData() or "name"
        self.sort_key.blockSignals(True)
        self.sort_key.clear()
        labels = {"name": self.tr("Name"), "power": self.tr("Power"),
                  "sight": self.tr("Snatch-Sight directions"), "set": self.tr("Card set")}
        for key in SORT_KEYS:
            self.sort_key.addItem(labels[key], key)
        self.sort_key.setCurrentIndex(max(0, self.sort_key.findData(sort_current)))
        self.sort_key.blockSignals(False)
        self._update_order_text()
        self.reset.setText(self.tr("Show all cards"))
        self._update_count()

    def ability_label(self, key: str) -> str:
        """The menu text of an ability filter key."""
        if key == ABILITY_ANY:
            return self.tr("Any")
        if key == ABILITY_NONE:
            return self.tr("No ability")
        if key == ABILITY_SOME:
            return self.tr("Has an ability")
        if key == ABILITY_CONTINUOUS:
            return self.tr("Continuous ability")
        return trigger_name(key.removeprefix(TRIGGER_PREFIX))

    def _update_order_text(self) -> None:
        descending = self.sort_order.isChecked()
        self.sort_order.setText("↓" if descending else "↑")
        tip = self.tr("Descending") if descending else self.tr("Ascending")
        self.sort_order.setToolTip(tip)
        self.sort_order.setAccessibleName(tip)

    def _update_count(self) -> None:
        shown = self.proxy.rowCount()
        total = self.proxy.sourceModel().rowCount() if self.proxy.sourceModel() else 0
        self.count.setText(self.tr("%1 of %2 cards").replace("%1", str(shown))
                           .replace("%2", str(total)))

    # ---------------------------------------------------------------- sets

    def _set_items(self) -> list[tuple[str, str]]:
        model = self.proxy.sourceModel()
        if not isinstance(model, CardListModel):
            return []
        ids: list[str] = []
        for row in range(model.rowCount()):
            set_id = model.card(row).set_id
            if set_id not in ids:
                ids.append(set_id)
        return [(set_id, model.set_name(set_id)) for set_id in ids]

    def set_sets(self, items: list[tuple[str, str]] | None = None) -> None:
        """Offer ``items`` ((id, name) pairs; default: the sets of the model's cards)."""
        items = self._set_items() if items is None else items
        current = self.card_set.currentData() or ""
        self.card_set.blockSignals(True)
        self.card_set.clear()
        self.card_set.addItem(self.tr("Every set"), "")
        for set_id, name in items:
            self.card_set.addItem(name, set_id)
        index = self.card_set.findData(current)
        self.card_set.setCurrentIndex(max(0, index))
        self.card_set.blockSignals(False)
        if index < 0 and current:
            self.proxy.set_card_set("")

    # ---------------------------------------------------------------- filters

    def _on_power(self) -> None:
        self.proxy.set_power_range(self.power_min.value(), self.power_max.value())

    def _on_directions(self) -> None:
        chosen = [d for d, b in self.direction_buttons.items() if b.isChecked()]
        self.proxy.set_directions(chosen)

    def _clear_directions(self) -> None:
        for button in self.direction_buttons.values():
            button.blockSignals(True)
            button.setChecked(False)
            button.blockSignals(False)
        self.proxy.set_directions([])

    def set_directions(self, directions: list[str]) -> None:
        """Select exactly ``directions`` (as if toggled by hand)."""
        for direction, button in self.direction_buttons.items():
            button.blockSignals(True)
            button.setChecked(direction in directions)
            button.blockSignals(False)
        self._on_directions()

    def _on_ability(self) -> None:
        key = self.ability.currentData()
        if isinstance(key, str):
            self.proxy.set_ability(key)

    def _on_set(self) -> None:
        set_id = self.card_set.currentData()
        self.proxy.set_card_set(set_id if isinstance(set_id, str) else "")

    def _on_sort(self) -> None:
        key = self.sort_key.currentData()
        order = Qt.SortOrder.DescendingOrder if self.sort_order.isChecked() \
            else Qt.SortOrder.AscendingOrder
        self._update_order_text()
        if isinstance(key, str):
            self.proxy.set_sort(key, order)

    def reset_filters(self) -> None:
        """Clear every filter (the sort order stays)."""
        for widget in (self.search, self.power_min, self.power_max, self.ability, self.card_set):
            widget.blockSignals(True)
        self.search.clear()
        self.power_min.setValue(0)
        self.power_max.setValue(99)
        self.ability.setCurrentIndex(0)
        self.card_set.setCurrentIndex(0)
        for widget in (self.search, self.power_min, self.power_max, self.ability, self.card_set):
            widget.blockSignals(False)
        for button in self.direction_buttons.values():
            button.blockSignals(True)
            button.setChecked(False)
            button.blockSignals(False)
        self.proxy.reset_filters()


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

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _on_splitter_moved(self) -> None:
        self._panes_moved = True

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
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
