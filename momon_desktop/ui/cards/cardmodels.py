"""Qt models of the card browser and the deck builder.

- :class:`CardListModel`: every card of a :class:`~momon_desktop.cards.CardPool`.
- :class:`CardFilterProxy`: filters (power range, Snatch-Sight directions, ability,
  set, name in English or Thai) and sorting (name, power, sight count, set).
- :class:`DeckModel`: the deck being edited, one row per distinct card with its count.
- :class:`DeckListModel`: the saved decks of the library, each with its legality.

The models only read cards; the delegate that paints them is
:class:`momon_desktop.ui.cards.cardgrid.CardGridDelegate`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import (
    QAbstractListModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)

from momon_desktop.cards import CardPool
from momon_desktop.engine.carddefs import DIRECTIONS, TRIGGERS, CardDef
from momon_desktop.storage.decklib import SavedDeck
from momon_desktop.ui.look import cardpainter
from momon_desktop.ui.table.models import CARD_ROLE
from momon_desktop.ui.text.i18n import fill

ModelIndex = QModelIndex | QPersistentModelIndex

POWER_ROLE = Qt.ItemDataRole.UserRole + 20
SIGHT_COUNT_ROLE = Qt.ItemDataRole.UserRole + 21
SET_ROLE = Qt.ItemDataRole.UserRole + 22
CARD_ID_ROLE = Qt.ItemDataRole.UserRole + 23
COUNT_ROLE = Qt.ItemDataRole.UserRole + 24
REASONS_ROLE = Qt.ItemDataRole.UserRole + 25
DECK_KEY_ROLE = Qt.ItemDataRole.UserRole + 26

# Ability filter keys: no filter, vanilla cards, any ability, a trigger, continuous.
ABILITY_ANY = "any"
ABILITY_NONE = "none"
ABILITY_SOME = "some"
ABILITY_CONTINUOUS = "continuous"
TRIGGER_PREFIX = "trigger:"

# Sort keys of the browser.
SORT_KEYS: tuple[str, ...] = ("name", "power", "sight", "set")


def trigger_name(trigger: str) -> str:
    """The translated name of a trigger event (P11.2), for the ability filter."""
    names = {
        "game_start": QCoreApplication.translate("CardModels", "At game start"),
        "turn_start": QCoreApplication.translate("CardModels", "At the start of a turn"),
        "summoned": QCoreApplication.translate("CardModels", "When summoned"),
        "snatched": QCoreApplication.translate("CardModels", "When snatched"),
        "snatches": QCoreApplication.translate("CardModels", "When it snatches"),
        "leaves_arena": QCoreApplication.translate("CardModels", "When it leaves the Arena"),
        "end_of_turn": QCoreApplication.translate("CardModels", "At the end of a turn"),
    }
    return names.get(trigger, trigger)


def ability_matches(card: CardDef, key: str) -> bool:
    """Whether ``card`` passes the ability filter ``key`` (see the ``ABILITY_*`` keys)."""
    if key == ABILITY_ANY:
        return True
    has_any = bool(card.abilities or card.continuous)
    if key == ABILITY_NONE:
        return not has_any
    if key == ABILITY_SOME:
        return has_any
    if key == ABILITY_CONTINUOUS:
        return bool(card.continuous)
    if key.startswith(TRIGGER_PREFIX):
        trigger = key.removeprefix(TRIGGER_PREFIX)
        return any(ability.when == trigger for ability in card.abilities)
    raise ValueError(f"unknown ability filter {key!r}")


def ability_filter_keys() -> list[str]:
    """Every ability filter key, in the order a menu offers them."""
    return [ABILITY_ANY, ABILITY_NONE, ABILITY_SOME,
            *(TRIGGER_PREFIX + t for t in TRIGGERS), ABILITY_CONTINUOUS]


def search_text(card: CardDef) -> str:
    """What a name search looks in: the id and every name, case-folded."""
    return " ".join([card.id, *card.name.values()]).casefold()


class SelectableListModel(QAbstractListModel):
    """A flat list whose items can be selected (and are not edited or dragged)."""

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | \
            Qt.ItemFlag.ItemNeverHasChildren


class CardListModel(SelectableListModel):
    """Every card of a pool, in set order then file order."""

    def __init__(self, pool: CardPool | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._cards: list[CardDef] = []
        self._set_names: dict[str, str] = {}
        self._set_order: dict[str, int] = {}
        self._lang = "en"
        self._pool: CardPool | None = None
        if pool is not None:
            self.set_pool(pool)

    def set_pool(self, pool: CardPool) -> None:
        """Show the cards of ``pool`` (call again after a set was added or removed)."""
        self.beginResetModel()
        self._pool = pool
        self._cards = pool.cards()
        self._set_order = {set_id: i for i, set_id in enumerate(pool.set_ids())}
        self._set_names = {s.id: s.display_name(self._lang) for s in pool.sets()}
        self.endResetModel()

    def refresh(self) -> None:
        """Re-read the pool given to :meth:`set_pool`."""
        if self._pool is not None:
            self.set_pool(self._pool)

    def set_language(self, lang: str) -> None:
        """Card names and set names in ``lang``."""
        self._lang = lang
        if self._pool is not None:
            self._set_names = {s.id: s.display_name(lang) for s in self._pool.sets()}
        if self._cards:
            self.dataChanged.emit(self.index(0), self.index(len(self._cards) - 1))

    @property
    def lang(self) -> str:
        """The language of names."""
        return self._lang

    def card(self, row: int) -> CardDef:
        """The card in ``row``."""
        return self._cards[row]

    def row_of(self, card_id: str) -> int:
        """The row of the card with this id, or -1."""
        for row, card in enumerate(self._cards):
            if card.id == card_id:
                return row
        return -1

    def set_rank(self, set_id: str) -> int:
        """The position of ``set_id`` among the loaded sets (for sorting by set)."""
        return self._set_order.get(set_id, len(self._set_order))

    def set_name(self, set_id: str) -> str:
        """The name of the set ``set_id`` in the current language."""
        return self._set_names.get(set_id, set_id)

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._cards)

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._cards):
            return None
        card = self._cards[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return card.display_name(self._lang)
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleDescriptionRole):
            return cardpainter.describe_card(card, self._lang)
        if role == CARD_ROLE:
            return card
        if role == CARD_ID_ROLE:
            return card.id
        if role == POWER_ROLE:
            return card.power
        if role == SIGHT_COUNT_ROLE:
            return len(card.sight)
        if role == SET_ROLE:
            return card.set_id
        return None


class CardFilterProxy(QSortFilterProxyModel):
    """The cards that pass every filter, sorted by the chosen key.

    Filters: printed power from ``power_min`` to ``power_max``; Snatch-Sight: cards
    that see *every* selected direction; ability (``ABILITY_*`` keys); set; a name
    search in English or Thai (or the id). Sorting by name (in the current language),
    power, number of Snatch-Sight directions, or set; ties are broken by name.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.power_min = 0
        self.power_max = 99
        self.directions: frozenset[str] = frozenset()
        self.ability = ABILITY_ANY
        self.set_id = ""
        self.search = ""
        self.sort_key = "name"
        self.setDynamicSortFilter(True)
        self.sort(0, Qt.SortOrder.AscendingOrder)

    def source(self) -> CardListModel:
        """The card list being filtered."""
        model = self.sourceModel()
        assert isinstance(model, CardListModel)
        return model

    def _filter_change(self, change: Callable[[], None]) -> None:
        """Apply ``change`` to the filter state and re-filter the rows."""
        if hasattr(self, "beginFilterChange"):  # Qt 6.10 and later
            self.beginFilterChange()
            change()
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
        else:
            change()
            self.invalidateFilter()

    def set_power_range(self, low: int, high: int) -> None:
        """Only cards with printed power from ``low`` to ``high``."""

        def change() -> None:
            self.power_min, self.power_max = min(low, high), max(low, high)

        self._filter_change(change)

    def set_directions(self, directions: Iterable[str]) -> None:
        """Only cards whose Snatch-Sight includes every one of ``directions``."""
        chosen = frozenset(directions)
        unknown = chosen - set(DIRECTIONS)
        if unknown:
            raise ValueError(f"unknown directions: {sorted(unknown)}")
        self._filter_change(lambda: setattr(self, "directions", chosen))

    def set_ability(self, key: str) -> None:
        """Only cards that pass the ability filter ``key``."""
        if key not in ability_filter_keys():
            raise ValueError(f"unknown ability filter {key!r}")
        self._filter_change(lambda: setattr(self, "ability", key))

    def set_card_set(self, set_id: str) -> None:
        """Only cards of the set ``set_id`` ("" for every set)."""
        self._filter_change(lambda: setattr(self, "set_id", set_id))

    def set_search(self, text: str) -> None:
        """Only cards whose id or English or Thai name contains ``text``."""
        folded = " ".join(text.split()).casefold()
        self._filter_change(lambda: setattr(self, "search", folded))

    def set_sort(self, key: str, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort by ``key`` (name, power, sight, set)."""
        if key not in SORT_KEYS:
            raise ValueError(f"unknown sort key {key!r}")
        self.sort_key = key
        self.invalidate()
        self.sort(0, order)

    def reset_filters(self) -> None:
        """Show every card again."""

        def change() -> None:
            self.power_min, self.power_max = 0, 99
            self.directions = frozenset()
            self.ability = ABILITY_ANY
            self.set_id = ""
            self.search = ""

        self._filter_change(change)

    def accepts(self, card: CardDef) -> bool:
        """Whether ``card`` passes every filter."""
        if not self.power_min <= card.power <= self.power_max:
            return False
        if not self.directions <= set(card.sight):
            return False
        if self.set_id and card.set_id != self.set_id:
            return False
        if self.search and self.search not in search_text(card):
            return False
        return ability_matches(card, self.ability)

    def filterAcceptsRow(self, source_row: int, source_parent: ModelIndex) -> bool:
        return self.accepts(self.source().card(source_row))

    def _name(self, card: CardDef) -> str:
        return card.display_name(self.source().lang).casefold()

    def lessThan(self, left: ModelIndex, right: ModelIndex) -> bool:
        model = self.source()
        a, b = model.card(left.row()), model.card(right.row())
        if self.sort_key == "power":
            ka: tuple[object, ...] = (a.power,)
            kb: tuple[object, ...] = (b.power,)
        elif self.sort_key == "sight":
            ka, kb = (len(a.sight),), (len(b.sight),)
        elif self.sort_key == "set":
            ka, kb = (model.set_rank(a.set_id),), (model.set_rank(b.set_id),)
        else:
            ka, kb = (), ()
        return (*ka, self._name(a), a.id) < (*kb, self._name(b), b.id)

    def cards(self) -> list[CardDef]:
        """The cards shown, in view order."""
        return [self.data(self.index(row, 0), CARD_ROLE) for row in range(self.rowCount())]


@dataclass(frozen=True, slots=True)
class DeckEntry:
    """One row of a deck: a card id, how many copies, and the card if it is loaded."""

    card_id: str
    count: int
    card: CardDef | None


class DeckModel(SelectableListModel):
    """The deck being edited: one row per distinct card, by power then name.

    Cards whose set is not loaded (removed, or a deck shared by someone with other
    sets) stay in the deck as rows without a card, so the player sees what is missing.
    """

    def __init__(self, pool: CardPool, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = pool
        self._entries: list[DeckEntry] = []
        self._lang = "en"

    # ---------------------------------------------------------------- reading

    def cards(self) -> tuple[str, ...]:
        """The deck as card ids, copies together, in row order."""
        return tuple(e.card_id for e in self._entries for _ in range(e.count))

    def entries(self) -> list[DeckEntry]:
        """The rows."""
        return list(self._entries)

    def total(self) -> int:
        """The number of cards in the deck."""
        return sum(e.count for e in self._entries)

    def count_of(self, card_id: str) -> int:
        """Copies of ``card_id`` in the deck."""
        row = self.row_of(card_id)
        return self._entries[row].count if row >= 0 else 0

    def row_of(self, card_id: str) -> int:
        """The row of ``card_id``, or -1."""
        for row, entry in enumerate(self._entries):
            if entry.card_id == card_id:
                return row
        return -1

    def _sort_key(self, entry: DeckEntry) -> tuple[int, int, str, str]:
        if entry.card is None:
            return (1, 0, entry.card_id, entry.card_id)
        name = entry.card.display_name(self._lang).casefold()
        return (0, entry.card.power, name, entry.card_id)

    # ---------------------------------------------------------------- changing

    def set_pool(self, pool: CardPool) -> None:
        """Look the cards up in ``pool`` (after a set was imported or removed)."""
        self._pool = pool
        self.set_cards(self.cards())

    def set_language(self, lang: str) -> None:
        """Names in ``lang`` (the order follows the names)."""
        self._lang = lang
        self.set_cards(self.cards())

    def set_cards(self, card_ids: Sequence[str]) -> None:
        """Replace the whole deck."""
        counts = Counter(card_ids)
        entries = [DeckEntry(cid, n, self._pool.find(cid)) for cid, n in counts.items()]
        self.beginResetModel()
        self._entries = sorted(entries, key=self._sort_key)
        self.endResetModel()

    def add(self, card_id: str, copies: int = 1) -> int:
        """Add copies of a card; returns its row."""
        row = self.row_of(card_id)
        if row >= 0:
            old = self._entries[row]
            self._entries[row] = DeckEntry(card_id, old.count + copies, old.card)
            self.dataChanged.emit(self.index(row), self.index(row))
            return row
        entry = DeckEntry(card_id, copies, self._pool.find(card_id))
        key = self._sort_key(entry)
        row = 0
        while row < len(self._entries) and self._sort_key(self._entries[row]) < key:
            row += 1
        self.beginInsertRows(QModelIndex(), row, row)
        self._entries.insert(row, entry)
        self.endInsertRows()
        return row

    def remove(self, card_id: str, copies: int = 1) -> bool:
        """Take copies of a card out; False if it is not in the deck."""
        row = self.row_of(card_id)
        if row < 0:
            return False
        old = self._entries[row]
        if old.count > copies:
            self._entries[row] = DeckEntry(card_id, old.count - copies, old.card)
            self.dataChanged.emit(self.index(row), self.index(row))
        else:
            self.beginRemoveRows(QModelIndex(), row, row)
            del self._entries[row]
            self.endRemoveRows()
        return True

    # ---------------------------------------------------------------- Qt

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._entries)

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._entries):
            return None
        entry = self._entries[index.row()]
        card = entry.card
        if role == Qt.ItemDataRole.DisplayRole:
            name = card.display_name(self._lang) if card is not None else entry.card_id
            return f"{entry.count} × {name}"
        if role == Qt.ItemDataRole.ToolTipRole:
            if card is None:
                return fill(QCoreApplication.translate(
                    "CardModels", "Unknown card \u201c%1\u201d: no loaded card set has it."
                ), entry.card_id)
            return cardpainter.describe_card(card, self._lang)
        if role == CARD_ROLE:
            return card
        if role == CARD_ID_ROLE:
            return entry.card_id
        if role == COUNT_ROLE:
            return entry.count
        if role == POWER_ROLE:
            return card.power if card is not None else None
        return None


class DeckListModel(SelectableListModel):
    """The saved decks, each with every reason it is not legal in its Format."""

    def __init__(self, pool: CardPool, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = pool
        self._decks: list[SavedDeck] = []
        self._reasons: list[list[str]] = []
        self._lang = "en"

    def set_decks(self, decks: Sequence[SavedDeck]) -> None:
        """Show ``decks`` (checked against the pool)."""
        self.beginResetModel()
        self._decks = list(decks)
        self._reasons = [saved.reasons(self._pool) for saved in self._decks]
        self.endResetModel()

    def set_pool(self, pool: CardPool) -> None:
        """Check legality against ``pool`` from now on."""
        self._pool = pool
        self.set_decks(self._decks)

    def set_language(self, lang: str) -> None:
        """Deck names in ``lang``."""
        self._lang = lang
        if self._decks:
            self.dataChanged.emit(self.index(0), self.index(len(self._decks) - 1))

    def saved(self, row: int) -> SavedDeck:
        """The deck in ``row``."""
        return self._decks[row]

    def row_of(self, key: str) -> int:
        """The row of the deck stored under ``key``, or -1."""
        for row, saved in enumerate(self._decks):
            if saved.key == key:
                return row
        return -1

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._decks)

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._decks):
            return None
        saved = self._decks[index.row()]
        reasons = self._reasons[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return saved.deck.display_name(self._lang)
        if role == Qt.ItemDataRole.ToolTipRole:
            if not reasons:
                return QCoreApplication.translate("CardModels", "Legal in its Format.")
            return "\n".join(reasons)
        if role == REASONS_ROLE:
            return list(reasons)
        if role == DECK_KEY_ROLE:
            return saved.key
        return None
