"""The deck builder: the player's decks, the card pool, legality and statistics.

Left: the saved decks of the :class:`~momon_desktop.storage.decklib.DeckLibrary`
(new, duplicate, delete), each marked legal or not. Middle: the card pool with the
browser's filters; double-click or Enter adds a card, and a badge shows the copies
already in the deck. Right: the deck being edited, its name and Format, every reason
from :func:`~momon_desktop.cards.check_deck` while it is not legal (PF.1, PF.2, 6.1),
the power curve and the Snatch-Sight coverage by direction, save, and the deck as text
to share (clipboard or file) or to read back.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
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
    QCloseEvent,
    QColor,
    QFontMetricsF,
    QGuiApplication,
    QKeyEvent,
    QKeySequence,
    QPainter,
    QPaintEvent,
    QPen,
    QPolygonF,
    QShortcut,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QMenu,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from momon_desktop.cards import DECK_SIZE, FORMATS, Deck, DeckError, check_deck, get_format
from momon_desktop.engine.carddefs import DIRECTIONS, CardDef
from momon_desktop.storage.decklib import DeckLibrary, SavedDeck
from momon_desktop.storage.decktext import deck_to_text, parse_deck_text
from momon_desktop.ui.cards.cardbrowser import (
    GOLD,
    CardFilterPanel,
    CardGridView,
    CardWindow,
    card_details,
)
from momon_desktop.ui.cards.cardmodels import (
    CARD_ID_ROLE,
    COUNT_ROLE,
    REASONS_ROLE,
    CardFilterProxy,
    CardListModel,
    DeckListModel,
    DeckModel,
)
from momon_desktop.ui.cards.cardsetdialog import (
    CardSetsDialog,
    ProblemDialog,
    ask,
    tell,
    unreadable_count,
    unreadable_files_dialog,
)
from momon_desktop.ui.look import cardpainter as cp
from momon_desktop.ui.look.fonts import title_font, ui_font
from momon_desktop.ui.look.placement import fit_to_screen
from momon_desktop.ui.table.models import CARD_ROLE

TEXT = QColor(236, 230, 214)
MUTED = QColor(154, 166, 178)
GRID = QColor(59, 71, 83)
LEGAL_COLOUR = QColor(86, 180, 120)
ILLEGAL_COLOUR = QColor(232, 130, 111)
# Counts of the compass chart: the sky blue of the Okabe-Ito palette.
COVER_COLOUR = QColor(86, 180, 233)


def reason_text(reason: str) -> str:
    """A reason from :func:`check_deck` in the interface language.

    The reasons are English sentences from the cards package; the known shapes are
    translated here with the same numbers and names, others are shown as they are.
    """
    patterns: list[tuple[str, Callable[[re.Match[str]], str]]] = [
        (r"a deck needs exactly (\d+) cards \(6\.1, (PF\.\d)\); this one has (\d+)",
         lambda m: QCoreApplication.translate(
             "DeckBuilder", "A deck needs exactly %1 cards (6.1, %2); this one has %3.")
         .replace("%1", m[1]).replace("%2", m[2]).replace("%3", m[3])),
        (r'unknown card "([^"]+)": no loaded card set has it',
         lambda m: QCoreApplication.translate(
             "DeckBuilder", "Unknown card \u201c%1\u201d: no loaded card set has it.")
         .replace("%1", m[1])),
        (r'"([^"]+)" is from set "([^"]+)"; (\w+) allows only cards from (.+) \((PF\.\d)\)',
         lambda m: QCoreApplication.translate(
             "DeckBuilder", "\u201c%1\u201d is from the set \u201c%2\u201d; %3 allows only "
             "cards from %4 (%5).")
         .replace("%1", m[1]).replace("%2", m[2]).replace("%3", format_short_name(m[3].lower()))
         .replace("%4", m[4]).replace("%5", m[5])),
        (r'"([^"]+)" appears (\d+) times; (\w+) allows at most (\d+) copies of a card '
         r"\((PF\.\d)\)",
         lambda m: QCoreApplication.translate(
             "DeckBuilder", "\u201c%1\u201d appears %2 times; %3 allows at most %4 copies of "
             "a card (%5).")
         .replace("%1", m[1]).replace("%2", m[2]).replace("%3", format_short_name(m[3].lower()))
         .replace("%4", m[4]).replace("%5", m[5])),
    ]
    for pattern, render in patterns:
        match = re.fullmatch(pattern, reason)
        if match is not None:
            return render(match)
    return reason


def format_short_name(fmt: str) -> str:
    """The translated name of a Format: "Standard" or "Open"."""
    if fmt == "standard":
        return QCoreApplication.translate("DeckBuilder", "Standard")
    if fmt == "open":
        return QCoreApplication.translate("DeckBuilder", "Open")
    return fmt


def format_name(fmt: str) -> str:
    """The translated name of a Format with its rule: "Standard (PF.1)"."""
    if fmt == "standard":
        return QCoreApplication.translate("DeckBuilder", "Standard (PF.1)")
    if fmt == "open":
        return QCoreApplication.translate("DeckBuilder", "Open (PF.2)")
    return fmt


# ----------------------------------------------------------------------------- charts


class PowerCurveChart(QWidget):
    """Bars: how many cards of the deck have each printed power (1 to 9; 0 and 10+ when
    present)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.counts: Counter[int] = Counter()
        self.setMinimumSize(150, 120)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def set_powers(self, powers: Sequence[int]) -> None:
        """The printed powers of the deck's cards."""
        self.counts = Counter(min(p, 10) for p in powers)
        self.setAccessibleDescription(", ".join(
            f"{self.label(p)}: {n}" for p, n in sorted(self.counts.items())))
        self.update()

    def buckets(self) -> list[int]:
        """The powers shown as bars: 1 to 9, with 0 and 10+ only when the deck has them."""
        out = list(range(1, 10))
        if self.counts.get(0):
            out.insert(0, 0)
        if self.counts.get(10):
            out.append(10)
        return out

    @staticmethod
    def label(power: int) -> str:
        """The axis label of a bucket."""
        return "10+" if power >= 10 else str(power)

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(280, 140)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        buckets = self.buckets()
        font = ui_font(8.5)
        bold = ui_font(8.5, bold=True)
        fm = QFontMetricsF(font)
        axis_h = fm.height() + 4
        top_pad = fm.height() + 2
        area = QRectF(self.rect()).adjusted(4, top_pad, -4, -axis_h)
        highest = max([4, *self.counts.values()])
        slot = area.width() / len(buckets)
        bar_w = min(26.0, slot * 0.64)
        painter.setPen(QPen(GRID, 1))
        for level in range(0, highest + 1, 2 if highest > 6 else 1):
            y = area.bottom() - area.height() * level / highest
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
        for i, power in enumerate(buckets):
            count = self.counts.get(power, 0)
            cx = area.left() + slot * (i + 0.5)
            h = area.height() * count / highest
            bar = QRectF(cx - bar_w / 2, area.bottom() - h, bar_w, h)
            if count:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(GOLD)
                painter.drawRoundedRect(bar, 3, 3)
                painter.setFont(bold)
                painter.setPen(TEXT)
                painter.drawText(QRectF(cx - slot / 2, bar.top() - fm.height() - 1, slot,
                                        fm.height()), Qt.AlignmentFlag.AlignCenter, str(count))
            painter.setFont(font)
            painter.setPen(MUTED)
            painter.drawText(QRectF(cx - slot / 2, area.bottom() + 3, slot, fm.height()),
                             Qt.AlignmentFlag.AlignCenter, self.label(power))
        painter.end()


class SightCompassChart(QWidget):
    """A compass: for each Snatch-Sight direction, how many of the deck's cards see it.

    Forward is up, as on the card. The longer and brighter the arrow, the more cards
    see that way; the number at its tip is the count.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.counts: dict[str, int] = dict.fromkeys(DIRECTIONS, 0)
        self.total = 0
        self.setMinimumSize(120, 120)

    def set_cards(self, cards: Sequence[CardDef]) -> None:
        """The deck's (known) cards."""
        self.counts = {d: sum(1 for c in cards if d in c.sight) for d in DIRECTIONS}
        self.total = len(cards)
        self.setAccessibleDescription(", ".join(
            f"{cp.direction_name(d)}: {n}" for d, n in self.counts.items()))
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(160, 160)

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return width

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        side = min(self.width(), self.height())
        centre = QPointF(self.width() / 2, self.height() / 2)
        label_room = 16.0
        outer = side / 2 - label_room
        inner = outer * 0.22
        painter.setPen(QPen(GRID, 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for fraction in (1.0, 0.5):
            r = inner + (outer - inner) * fraction
            painter.drawEllipse(centre, r, r)
        highest = max(1, self.total)
        font = ui_font(8.5, bold=True)
        fm = QFontMetricsF(font)
        painter.setFont(font)
        for direction in DIRECTIONS:
            dx, dy = cp.screen_vector(direction, cp.Facing.UP)
            length = (dx * dx + dy * dy) ** 0.5
            ux, uy = dx / length, dy / length
            count = self.counts[direction]
            reach = inner + (outer - inner) * count / highest
            painter.setPen(QPen(GRID, 1, Qt.PenStyle.DotLine))
            painter.drawLine(QPointF(centre.x() + ux * inner, centre.y() + uy * inner),
                             QPointF(centre.x() + ux * outer, centre.y() + uy * outer))
            if count:
                colour = QColor(COVER_COLOUR)
                colour.setAlphaF(0.45 + 0.55 * count / highest)
                half = max(3.0, side * 0.045)
                px, py = -uy, ux
                base = QPointF(centre.x() + ux * inner, centre.y() + uy * inner)
                tip = QPointF(centre.x() + ux * reach, centre.y() + uy * reach)
                shape = QPolygonF([
                    QPointF(base.x() + px * half, base.y() + py * half),
                    QPointF(tip.x() - ux * half + px * half, tip.y() - uy * half + py * half),
                    tip,
                    QPointF(tip.x() - ux * half - px * half, tip.y() - uy * half - py * half),
                    QPointF(base.x() - px * half, base.y() - py * half),
                ])
                painter.setPen(QPen(colour.darker(140), 1))
                painter.setBrush(colour)
                painter.drawPolygon(shape)
            label_at = QPointF(centre.x() + ux * (outer + label_room * 0.55),
                               centre.y() + uy * (outer + label_room * 0.55))
            box = QRectF(label_at.x() - 14, label_at.y() - fm.height() / 2, 28, fm.height())
            painter.setPen(TEXT if count else MUTED)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(count))
        # The card at the centre, Forward up.
        card = QRectF(0, 0, inner * 1.1, inner * 1.1 / cp.CARD_ASPECT)
        card.moveCenter(centre)
        painter.setPen(QPen(GOLD, 1.5))
        painter.setBrush(QColor(38, 41, 61))
        painter.drawRoundedRect(card, 2, 2)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(GOLD)
        tri = QPolygonF([QPointF(centre.x(), card.top() + 2),
                         QPointF(centre.x() - 3, card.top() + 6),
                         QPointF(centre.x() + 3, card.top() + 6)])
        painter.drawPolygon(tri)
        painter.end()


# ----------------------------------------------------------------------------- delegates


def _paint_row_ground(painter: QPainter, option: QStyleOptionViewItem) -> QRectF:
    """The rounded ground of a list row, gold-edged when selected; returns its rectangle.

    Turns antialiasing on for the rest of the row.
    """
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    r = QRectF(option.rect).adjusted(2, 2, -2, -2)
    selected = bool(option.state & QStyle.StateFlag.State_Selected)
    painter.setPen(QPen(GOLD, 1.5) if selected else Qt.PenStyle.NoPen)
    painter.setBrush(QColor(54, 69, 83) if selected else QColor(32, 42, 51))
    painter.drawRoundedRect(r, 6, 6)
    return r


class DeckRowDelegate(QStyledItemDelegate):
    """A row of the deck: copies, power, name and a small Snatch-Sight compass."""

    ROW_HEIGHT = 34

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lang = "en"

    def sizeHint(  # noqa: N802
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        return QSize(120, self.ROW_HEIGHT)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        painter.save()
        r = _paint_row_ground(painter, option)
        card = index.data(CARD_ROLE)
        count = int(index.data(COUNT_ROLE) or 0)
        # copies
        painter.setFont(title_font(15))
        painter.setPen(GOLD)
        painter.drawText(QRectF(r.left() + 6, r.top(), 30, r.height()),
                         Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, f"{count}×")
        x = r.left() + 40
        if isinstance(card, CardDef):
            disc = QPointF(x + 11, r.center().y())
            painter.setPen(QPen(GOLD, 1.5))
            painter.setBrush(QColor(38, 41, 61))
            painter.drawEllipse(disc, 11, 11)
            painter.setPen(QColor(255, 255, 255))
            painter.setFont(title_font(13))
            painter.drawText(QRectF(disc.x() - 11, disc.y() - 11, 22, 22),
                             Qt.AlignmentFlag.AlignCenter, str(card.power))
            name = card.display_name(self.lang)
            painter.setPen(TEXT)
        else:
            painter.setPen(QPen(ILLEGAL_COLOUR, 1.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            disc = QPointF(x + 11, r.center().y())
            painter.drawEllipse(disc, 11, 11)
            painter.setFont(title_font(13))
            painter.drawText(QRectF(disc.x() - 11, disc.y() - 11, 22, 22),
                             Qt.AlignmentFlag.AlignCenter, "?")
            name = str(index.data(CARD_ID_ROLE))
            painter.setPen(ILLEGAL_COLOUR)
        compass = 24.0
        name_rect = QRectF(x + 30, r.top(), r.right() - x - 30 - compass - 10, r.height())
        font = ui_font(10, bold=True)
        painter.setFont(font)
        elided = QFontMetricsF(font).elidedText(name, Qt.TextElideMode.ElideRight,
                                                name_rect.width())
        painter.drawText(name_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                         elided)
        if isinstance(card, CardDef):
            self._paint_sight(painter, QPointF(r.right() - compass / 2 - 6, r.center().y()),
                              compass / 2, card.sight)
        painter.restore()

    @staticmethod
    def _paint_sight(painter: QPainter, centre: QPointF, radius: float,
                     sight: Sequence[str]) -> None:
        """Eight spokes; the card's Snatch-Sight directions drawn bright."""
        for direction in DIRECTIONS:
            dx, dy = cp.screen_vector(direction, cp.Facing.UP)
            length = (dx * dx + dy * dy) ** 0.5
            ux, uy = dx / length, dy / length
            on = direction in sight
            painter.setPen(QPen(cp.ARROW_COLOUR if on else GRID, 2.6 if on else 1.2,
                                Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawLine(QPointF(centre.x() + ux * 3, centre.y() + uy * 3),
                             QPointF(centre.x() + ux * radius, centre.y() + uy * radius))


class DeckListDelegate(QStyledItemDelegate):
    """A saved deck: its name and a legal / not legal mark."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.legal_text = "✓"
        self.illegal_text = "✗"

    def sizeHint(  # noqa: N802
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        return QSize(100, 38)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        painter.save()
        r = _paint_row_ground(painter, option)
        legal = not index.data(REASONS_ROLE)
        colour = LEGAL_COLOUR if legal else ILLEGAL_COLOUR
        mark = QPointF(r.left() + 15, r.center().y())
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawEllipse(mark, 8, 8)
        painter.setPen(QColor(20, 24, 28))
        painter.setFont(ui_font(8.5, bold=True))
        painter.drawText(QRectF(mark.x() - 8, mark.y() - 8, 16, 16), Qt.AlignmentFlag.AlignCenter,
                         self.legal_text if legal else self.illegal_text)
        font = ui_font(10, bold=bool(option.state & QStyle.StateFlag.State_Selected))
        painter.setFont(font)
        painter.setPen(TEXT)
        text_rect = r.adjusted(32, 0, -6, 0)
        name = QFontMetricsF(font).elidedText(str(index.data() or ""),
                                              Qt.TextElideMode.ElideRight, text_rect.width())
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                         name)
        painter.restore()


class DeckListView(QListView):
    """The deck's rows; Delete or minus takes a copy out, plus adds one."""

    remove_requested = Signal(str)
    add_requested = Signal(str)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        index = self.currentIndex()
        if index.isValid():
            card_id = str(index.data(CARD_ID_ROLE))
            if event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace, Qt.Key.Key_Minus):
                self.remove_requested.emit(card_id)
                event.accept()
                return
            if event.key() in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
                self.add_requested.emit(card_id)
                event.accept()
                return
        super().keyPressEvent(event)


# ----------------------------------------------------------------------------- window


def _heading(text: str = "") -> QLabel:
    label = QLabel(text)
    label.setProperty("role", "heading")
    return label


class DeckBuilder(CardWindow):
    """Build, save and share decks; see the module docstring."""

    decks_changed = Signal()
    sets_changed = Signal()

    def __init__(self, library: DeckLibrary, lang: str = "en",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.library = library
        self.lang = lang
        self.key: str | None = None  # the saved deck being edited; None: not saved yet
        self.dirty = False
        # The deck's name as saved, in every language it has; kept until it is renamed.
        self._original_name: dict[str, str] = {}
        self.last_dialog: QDialog | None = None
        # How the window asks the player; tests replace these.
        self.ask_unsaved: Callable[[], QMessageBox.StandardButton] = self._ask_unsaved
        self.confirm_delete: Callable[[str], bool] = self._confirm_delete

        pool = library.pool
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
        self.pool_model.set_language(lang)
        self.pool_proxy = CardFilterProxy(self)
        self.pool_proxy.setSourceModel(self.pool_model)
        self.filters = CardFilterPanel(self.pool_proxy)
        self.grid = CardGridView(card_width=124)
        self.grid.setModel(self.pool_proxy)
        self.grid.delegate.lang = lang
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
        self.name_edit.setMaxLength(60)
        self.name_edit.setFont(ui_font(12, bold=True))
        self.format_label = _heading()
        self.format_box = QComboBox()
        for fmt in FORMATS:
            self.format_box.addItem(format_name(fmt), fmt)
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

        self.deck_model.set_language(lang)
        self.deck_delegate.lang = lang
        self.deck_list_model.set_language(lang)
        self._connect_signals()
        self.retranslate()
        self.reload_decks()
        if self.deck_list_model.rowCount():
            self.open_row(0)
        else:
            self.new_deck()

    def _connect_signals(self) -> None:
        self.new_button.clicked.connect(self.request_new_deck)
        self.duplicate_button.clicked.connect(self.duplicate_deck)
        self.delete_button.clicked.connect(self.delete_deck)
        self.sets_button.clicked.connect(self.open_card_sets)
        self.unreadable_button.clicked.connect(self.show_unreadable)
        self.deck_list.clicked.connect(lambda index: self.request_open_row(index.row()))
        self.deck_list.activated.connect(lambda index: self.request_open_row(index.row()))
        self.grid.card_activated.connect(self.add_card)
        self.grid.selectionModel().currentChanged.connect(self._on_pool_current)
        self.deck_view.remove_requested.connect(self.remove_card)
        self.deck_view.add_requested.connect(self.add_card)
        self.deck_view.doubleClicked.connect(
            lambda index: self.remove_card(str(index.data(CARD_ID_ROLE))))
        self.add_button.clicked.connect(self._add_current)
        self.remove_button.clicked.connect(self._remove_current)
        self.clear_button.clicked.connect(self.clear_deck)
        self.name_edit.textEdited.connect(self._on_edited)
        self.format_box.currentIndexChanged.connect(self._on_edited)
        self.save_button.clicked.connect(self.save_deck)
        self.copy_action.triggered.connect(self.copy_text)
        self.export_file_action.triggered.connect(self.export_file)
        self.paste_action.triggered.connect(self.paste_text)
        self.import_file_action.triggered.connect(self.import_file)
        for signal in (self.deck_model.rowsInserted, self.deck_model.rowsRemoved,
                       self.deck_model.dataChanged, self.deck_model.modelReset):
            signal.connect(self._on_deck_changed)
        QShortcut(QKeySequence.StandardKey.Save, self, self.save_deck)
        QShortcut(QKeySequence.StandardKey.New, self, self.request_new_deck)

    # ---------------------------------------------------------------- texts

    def retranslate(self) -> None:
        """Every text in the current language."""
        self.setWindowTitle(self.tr("Deck builder"))
        self.retranslate_close()
        self.decks_heading.setText(self.tr("My decks"))
        self.new_button.setText(self.tr("&New deck"))
        self.duplicate_button.setText(self.tr("D&uplicate"))
        self.delete_button.setText(self.tr("&Delete…"))
        self.sets_button.setText(self.tr("Card &sets…"))
        self._update_unreadable()
        self.deck_list.setAccessibleName(self.tr("My decks"))
        self.deck_list_delegate.legal_text = "✓"
        self.deck_list_delegate.illegal_text = "!"
        self.pool_heading.setText(self.tr("Cards"))
        self.pool_hint.setText(self.tr("Double-click or Enter: add to the deck"))
        self.grid.setAccessibleName(self.tr("Cards"))
        self.name_label.setText(self.tr("Deck name"))
        self.name_edit.setPlaceholderText(self.tr("Name your deck"))
        self.format_label.setText(self.tr("Format"))
        for i in range(self.format_box.count()):
            self.format_box.setItemText(i, format_name(str(self.format_box.itemData(i))))
        self.add_button.setText("+")
        self.add_button.setToolTip(self.tr("Add a copy (+)"))
        self.add_button.setAccessibleName(self.tr("Add a copy"))
        self.remove_button.setText("−")
        self.remove_button.setToolTip(self.tr("Take a copy out (Delete)"))
        self.remove_button.setAccessibleName(self.tr("Take a copy out"))
        self.clear_button.setText(self.tr("Clear"))
        self.clear_button.setToolTip(self.tr("Take every card out"))
        self.deck_view.setAccessibleName(self.tr("Cards in the deck"))
        self.curve_label.setText(self.tr("Power curve"))
        self.curve.setAccessibleName(self.tr("Power curve"))
        self.compass_label.setText(self.tr("Snatch-Sight coverage"))
        self.compass.setToolTip(self.tr("How many cards of the deck see each direction "
                                        "(Forward is up)."))
        self.compass.setAccessibleName(self.tr("Snatch-Sight coverage"))
        self.save_button.setText(self.tr("&Save"))
        self.share_button.setText(self.tr("S&hare"))
        self.copy_action.setText(self.tr("&Copy deck as text"))
        self.export_file_action.setText(self.tr("&Export to a text file…"))
        self.paste_action.setText(self.tr("&Paste deck from text"))
        self.import_file_action.setText(self.tr("&Import from a text file…"))
        self.filters.retranslate()
        self._on_deck_changed()

    def fit_panes(self) -> None:
        """Share the width: the deck list, the filters and the deck get what they need,
        the card pool the rest (until the player moves a divider)."""
        width = self.splitter.width()
        left = max(150, min(220, int(width * 0.15)))
        filters = 210
        right = max(290, min(380, int(width * 0.26)))
        self.splitter.setSizes([left, filters, max(200, width - left - filters - right), right])

    def set_language(self, lang: str) -> None:
        """Card names and deck names in ``lang``."""
        self.lang = lang
        self.pool_model.set_language(lang)
        self.grid.delegate.lang = lang
        self.deck_model.set_language(lang)
        self.deck_delegate.lang = lang
        self.deck_list_model.set_language(lang)
        self.reload_decks()
        self.retranslate()

    # ---------------------------------------------------------------- deck list

    def reload_decks(self) -> None:
        """Re-read the saved decks, keeping the current one selected."""
        decks = sorted(self.library.decks(),
                       key=lambda s: (s.deck.display_name(self.lang).casefold(), s.key))
        self.deck_list_model.set_decks(decks)
        self._select_key(self.key)
        self._update_unreadable()

    def _update_unreadable(self) -> None:
        count = unreadable_count(self.library)
        self.unreadable_button.setText(
            self.tr("⚠ %n file problem(s)…", "", count))
        self.unreadable_button.setToolTip(self.tr(
            "Files in the data folder that could not be read; they are left as they are."))
        self.unreadable_button.setVisible(count > 0)

    def show_unreadable(self) -> ProblemDialog:
        """List the files of the data folder that could not be used."""
        dialog = unreadable_files_dialog(self.library, self)
        self.last_dialog = dialog
        dialog.open()
        return dialog

    def _select_key(self, key: str | None) -> None:
        row = self.deck_list_model.row_of(key) if key is not None else -1
        selection = self.deck_list.selectionModel()
        if row < 0:
            selection.clearSelection()
            return
        selection.setCurrentIndex(self.deck_list_model.index(row),
                                  QItemSelectionModel.SelectionFlag.ClearAndSelect)

    def request_open_row(self, row: int) -> None:
        """Open a saved deck, after asking about unsaved changes."""
        saved = self.deck_list_model.saved(row)
        if saved.key == self.key:
            return
        if self.maybe_keep_changes():
            self.open_row(row)
        else:
            self._select_key(self.key)

    def open_row(self, row: int) -> None:
        """Open the saved deck of ``row`` in the editor."""
        self.open_saved(self.deck_list_model.saved(row))

    def open_saved(self, saved: SavedDeck) -> None:
        """Show ``saved`` in the editor."""
        self._edit(saved.deck, saved.key)
        self._select_key(saved.key)

    def _edit(self, deck: Deck, key: str | None, dirty: bool = False) -> None:
        self.key = key
        self.name_edit.setText(deck.display_name(self.lang) if key is not None
                               else deck.name.get("en", ""))
        self._original_name = dict(deck.name)
        self.format_box.blockSignals(True)
        self.format_box.setCurrentIndex(max(0, self.format_box.findData(deck.format)))
        self.format_box.blockSignals(False)
        self.deck_model.set_cards(deck.cards)
        self.dirty = dirty
        self.message.clear()
        self._on_deck_changed()

    def request_new_deck(self) -> None:
        """Start a new deck, after asking about unsaved changes."""
        if self.maybe_keep_changes():
            self.new_deck()

    def new_deck(self) -> None:
        """An empty, unsaved Standard deck."""
        self._edit(Deck({"en": self.tr("New deck")}, "standard", (), ""), None)
        self._select_key(None)
        self.name_edit.setFocus()
        self.name_edit.selectAll()

    def duplicate_deck(self) -> SavedDeck | None:
        """Save a copy of the current deck as a new deck and open it."""
        if not self.maybe_keep_changes():
            return None
        deck = self.current_deck()
        name = {lang: self.tr("%1 (copy)").replace("%1", text)
                for lang, text in deck.name.items()}
        try:
            saved = self.library.save(Deck(name, deck.format, deck.cards, ""))
        except OSError as exc:
            self._show_write_error(exc)
            return None
        self.reload_decks()
        self.open_saved(saved)
        self.decks_changed.emit()
        return saved

    def delete_deck(self) -> bool:
        """Delete the current saved deck after asking; True if it was deleted."""
        if self.key is None:
            self.new_deck()
            return False
        if not self.confirm_delete(self.current_deck().display_name(self.lang)):
            return False
        try:
            self.library.delete(self.key)
        except OSError as exc:
            self._show_write_error(exc)
            return False
        self.key = None
        self.dirty = False
        self.reload_decks()
        if self.deck_list_model.rowCount():
            self.open_row(0)
        else:
            self.new_deck()
        self.decks_changed.emit()
        return True

    def _confirm_delete(self, name: str) -> bool:
        answer = ask(
            self, QMessageBox.Icon.Question, self.tr("Delete deck"),
            self.tr("Delete the deck %1? This cannot be undone.").replace("%1", name),
            [(self.tr("Delete"), QMessageBox.ButtonRole.DestructiveRole),
             (self.tr("Keep"), QMessageBox.ButtonRole.RejectRole)], default=1)
        return answer == 0

    def _ask_unsaved(self) -> QMessageBox.StandardButton:
        answer = ask(
            self, QMessageBox.Icon.Question, self.tr("Unsaved deck"),
            self.tr("The deck %1 has changes that are not saved. Save them?")
            .replace("%1", self.name_edit.text().strip() or self.tr("New deck")),
            [(self.tr("Save"), QMessageBox.ButtonRole.AcceptRole),
             (self.tr("Don't save"), QMessageBox.ButtonRole.DestructiveRole),
             (self.tr("Cancel"), QMessageBox.ButtonRole.RejectRole)])
        return (QMessageBox.StandardButton.Save, QMessageBox.StandardButton.Discard,
                QMessageBox.StandardButton.Cancel)[answer]

    def maybe_keep_changes(self) -> bool:
        """Before leaving the deck: ask to save unsaved changes. False means stay."""
        if not self.dirty:
            return True
        answer = self.ask_unsaved()
        if answer == QMessageBox.StandardButton.Save:
            return self.save_deck() is not None
        return answer == QMessageBox.StandardButton.Discard

    # ---------------------------------------------------------------- editing

    def current_deck(self) -> Deck:
        """The deck as it is in the editor."""
        typed = " ".join(self.name_edit.text().split()) or self.tr("New deck")
        name = dict(self._original_name)
        if name.get(self.lang) != typed and name.get("en") != typed:
            # The player renamed the deck: the typed name is its name from now on.
            name = {"en": typed}
        fmt = str(self.format_box.currentData() or "standard")
        return Deck(name, fmt, self.deck_model.cards(), self.key + ".json" if self.key else "")

    def current_format(self) -> str:
        """The Format chosen for the deck."""
        return str(self.format_box.currentData() or "standard")

    def add_card(self, card_id: str) -> None:
        """Add a copy of ``card_id`` to the deck."""
        row = self.deck_model.add(card_id)
        self.deck_view.setCurrentIndex(self.deck_model.index(row))
        self._on_edited()

    def remove_card(self, card_id: str) -> None:
        """Take a copy of ``card_id`` out of the deck."""
        if self.deck_model.remove(card_id):
            self._on_edited()

    def clear_deck(self) -> None:
        """Take every card out."""
        if self.deck_model.rowCount():
            self.deck_model.set_cards(())
            self._on_edited()

    def _add_current(self) -> None:
        index = self.deck_view.currentIndex()
        if index.isValid():
            self.add_card(str(index.data(CARD_ID_ROLE)))
            return
        card = self.grid.currentIndex().data(CARD_ROLE)
        if isinstance(card, CardDef):
            self.add_card(card.id)

    def _remove_current(self) -> None:
        index = self.deck_view.currentIndex()
        if index.isValid():
            self.remove_card(str(index.data(CARD_ID_ROLE)))

    def _on_edited(self) -> None:
        self.dirty = True
        self.message.clear()
        self._on_deck_changed()

    def reasons(self) -> list[str]:
        """Every reason the deck in the editor is not legal in its Format."""
        return check_deck(self.deck_model.cards(), self.current_format(), self.library.pool)

    def _on_deck_changed(self, *args: object) -> None:
        fmt = get_format(self.current_format())
        reasons = self.reasons()
        total = self.deck_model.total()
        count = self.tr("%1 of %2 cards").replace("%1", str(total)).replace("%2", str(DECK_SIZE))
        self.contents_label.setText(self.tr("In the deck: %1").replace("%1", count))
        if reasons:
            items = "".join(f"<li>{_escape(reason_text(r))}</li>" for r in reasons)
            head = self.tr("Not legal in %1:").replace("%1", format_name(fmt.id))
            self.status.setText(
                f'<div style="color:#e8826f;font-weight:bold;">✗ {_escape(head)}</div>'
                f'<ul style="margin:2px 0 0 -18px;color:#f1c1b5;">{items}</ul>')
        else:
            text = self.tr("Legal in %1.").replace("%1", format_name(fmt.id))
            self.status.setText(
                f'<div style="color:#6fd08f;font-weight:bold;">✓ {_escape(text)}</div>')
        self.status.setAccessibleDescription("\n".join(reason_text(r) for r in reasons))
        known = [e.card for e in self.deck_model.entries() for _ in range(e.count)
                 if e.card is not None]
        self.curve.set_powers([c.power for c in known])
        self.compass.set_cards(known)
        title = self.tr("Deck builder")
        name = self.name_edit.text().strip()
        self.setWindowTitle(f"{name}{' •' if self.dirty else ''} — {title}" if name else title)
        self.duplicate_button.setEnabled(self.key is not None)
        self.delete_button.setEnabled(self.key is not None)
        self.grid.viewport().update()

    def _on_pool_current(self, index: QModelIndex, previous: QModelIndex | None = None) -> None:
        card = index.data(CARD_ROLE)
        if not isinstance(card, CardDef):
            self.card_info.clear()
            return
        set_name = self.pool_model.set_name(card.set_id)
        details = card_details(card, self.lang, set_name).replace("\n", " · ")
        self.card_info.setText(f"<b>{_escape(card.display_name(self.lang))}</b> · "
                               f"{_escape(details)}")

    # ---------------------------------------------------------------- saving

    def save_deck(self) -> SavedDeck | None:
        """Save the deck (legal or not, so work in progress is kept)."""
        deck = self.current_deck()
        try:
            saved = self.library.save(deck, self.key)
        except OSError as exc:
            self._show_write_error(exc)
            return None
        self.key = saved.key
        self._original_name = dict(saved.deck.name)
        self.dirty = False
        self.reload_decks()
        self.message.setText(self.tr("Saved."))
        self._on_deck_changed()
        self.decks_changed.emit()
        return saved

    def _show_write_error(self, exc: OSError) -> None:
        self.last_dialog = tell(self, QMessageBox.Icon.Warning, self.tr("Deck builder"),
                                self.tr("The deck could not be written: %1")
                                .replace("%1", exc.strerror or str(exc)))

    # ---------------------------------------------------------------- sharing

    def deck_text(self) -> str:
        """The deck as shareable text (``docs/decks.md``)."""
        return deck_to_text(self.current_deck())

    def copy_text(self) -> None:
        """Put the deck as text on the clipboard."""
        QGuiApplication.clipboard().setText(self.deck_text())
        self.message.setText(self.tr("The deck is on the clipboard as text."))

    def export_file(self) -> None:
        """Ask for a file name and write the deck as text."""
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export deck"), self.current_deck().display_name() + ".txt",
            self.tr("Text files (*.txt);;All files (*)"))
        if path:
            self.write_text_file(path)

    def write_text_file(self, path: str) -> bool:
        """Write the deck as text to ``path``."""
        try:
            Path(path).write_text(self.deck_text(), encoding="utf-8")
        except OSError as exc:
            self._show_write_error(exc)
            return False
        self.message.setText(self.tr("Exported to %1.").replace("%1", Path(path).name))
        return True

    def paste_text(self) -> Deck | None:
        """Read a deck from the clipboard's text."""
        return self.read_text(QGuiApplication.clipboard().text(), self.tr("clipboard"))

    def import_file(self) -> None:
        """Ask for a text file with a shared deck and read it."""
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Import deck"), "", self.tr("Text files (*.txt);;All files (*)"))
        if path:
            self.read_text_file(path)

    def read_text_file(self, path: str) -> Deck | None:
        """Read a shared deck from the text file at ``path``."""
        source = Path(path).name
        try:
            raw = Path(path).read_bytes()[: 64 * 1024]
            text = raw.decode("utf-8-sig")
        except (OSError, UnicodeDecodeError) as exc:
            reason = exc.strerror if isinstance(exc, OSError) else self.tr("not UTF-8 text")
            self._show_problems(source, [f"{source}: {reason or exc}"])
            return None
        return self.read_text(text, source)

    def read_text(self, text: str, source: str) -> Deck | None:
        """Open a shared deck as a new, unsaved deck; on bad text show every problem."""
        if not self.maybe_keep_changes():
            return None
        try:
            deck = parse_deck_text(text, source)
        except DeckError as error:
            self._show_problems(source, error.problems)
            return None
        self._edit(deck, None, dirty=True)
        self._select_key(None)
        self.message.setText(self.tr("Deck read from %1; save it to keep it.")
                             .replace("%1", source))
        return deck

    def _show_problems(self, source: str, problems: Sequence[str]) -> None:
        dialog = ProblemDialog(
            self.tr("Deck not read"),
            self.tr("The text from %1 is not a shared deck. Nothing was changed.")
            .replace("%1", source),
            problems, self)
        self.last_dialog = dialog
        dialog.open()

    # ---------------------------------------------------------------- card sets

    def open_card_sets(self) -> CardSetsDialog:
        """The card sets dialog: import or remove user sets."""
        dialog = CardSetsDialog(self.library, self.lang, self)
        dialog.sets_changed.connect(self.on_sets_changed)
        self.last_dialog = dialog
        dialog.open()
        return dialog

    def on_sets_changed(self) -> None:
        """A set was imported or removed: re-read cards and legality everywhere."""
        pool = self.library.pool
        self.pool_model.set_pool(pool)
        self.filters.set_sets()
        self.deck_model.set_pool(pool)
        self.deck_list_model.set_pool(pool)
        self._on_deck_changed()
        self.sets_changed.emit()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        if self.maybe_keep_changes():
            self.dirty = False
            super().closeEvent(event)
        else:
            event.ignore()

    def reject(self) -> None:
        """Escape closes the window like the close button (asking about changes)."""
        if self.maybe_keep_changes():
            self.dirty = False
            super().reject()


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")

