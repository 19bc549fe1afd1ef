"""The card filters shared by the card browser and the deck builder: name search in
English or Thai, power range, Snatch-Sight directions (cards that see every selected
direction), ability, set, and sorting by name, power, sight count or set."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from momon_desktop.engine.carddefs import DIRECTIONS
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
from momon_desktop.ui.text.i18n import fill


class DirectionButton(QToolButton):
    """A toggle for one Snatch-Sight direction, drawn as an arrow in a 3×3 compass."""

    def __init__(self, direction: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.direction = direction
        self.setCheckable(True)
        self.setFixedSize(34, 34)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
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
        self.count.setText(fill(self.tr("%1 of %2 cards"), str(shown), str(total)))

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
