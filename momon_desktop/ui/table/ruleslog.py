"""The rules log: every step of the game in a sentence, grouped by turn."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QEvent,
    QRect,
    QSize,
    Qt,
)
from PySide6.QtGui import (
    QFontMetrics,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeWidget,
    QTreeWidgetItem,
    QWidget,
)

from momon_desktop.ui.look import theme
from momon_desktop.ui.look.fonts import ui_font


class WrappingDelegate(QStyledItemDelegate):
    """Measures rows as tall as their wrapped text at the current column width.

    The rules log keeps each row's size on its item (:meth:`RulesLog.fit_rows`), so
    when the view lays its rows out (a line added, a scroll to the newest) Qt reads
    the sizes without asking for them again. Each measure is kept under what it
    depends on (the text, the font, the column width): only new lines and new widths
    are measured.
    """

    CACHE_LIMIT = 4096

    def __init__(self, tree: QTreeWidget) -> None:
        super().__init__(tree)
        self._tree = tree
        self._sizes: dict[tuple[str, str, int], QSize] = {}
        # the style's height of a row of one line, per font and whether it has text
        self._one_line: dict[tuple[str, bool], QSize] = {}

    def forget(self) -> None:
        """Measure again from scratch (the font or the style changed)."""
        self._sizes.clear()
        self._one_line.clear()

    def measure(self, item: QTreeWidgetItem, column: int, column_width: int = -1) -> QSize:
        """The size of ``item``'s cell in ``column``: its text wrapped at the column's
        width (``column_width``, else the column's width now), and never less than the
        style's row of one line."""
        tree = self._tree
        width = (column_width if column_width >= 0 else tree.columnWidth(column)) - 10
        text = item.text(column)
        font = item.data(column, Qt.ItemDataRole.FontRole) or tree.font()
        font_key = font.key()
        key = (text, font_key, width)
        cached = self._sizes.get(key)
        if cached is not None:
            return QSize(cached)
        base = self._one_line.get((font_key, bool(text)))
        if base is None:
            base = self._style_size(item, column)
            self._one_line[(font_key, bool(text))] = base
        rect = QFontMetrics(font).boundingRect(
            0, 0, max(20, width), 10_000, int(Qt.TextFlag.TextWordWrap), text
        )
        hint = QSize(base.width(), max(base.height(), rect.height() + 8))
        if len(self._sizes) >= self.CACHE_LIMIT:
            self._sizes.clear()
        self._sizes[key] = hint
        return QSize(hint)

    def _style_size(self, item: QTreeWidgetItem, column: int) -> QSize:
        """The style's size of the cell as the view asks for a row's height (one line:
        no width to wrap at), measured without the size kept on the item."""
        kept = item.data(column, Qt.ItemDataRole.SizeHintRole)
        if kept is not None:
            item.setData(column, Qt.ItemDataRole.SizeHintRole, None)
        option = QStyleOptionViewItem()
        tree = self._tree
        if isinstance(tree, RulesLog):
            tree.initViewItemOption(option)
        else:
            option.initFrom(tree)
        # the tree asks for a row's height with no width given
        option.rect.setWidth(-1)
        size = super().sizeHint(option, tree.indexFromItem(item, column))
        if kept is not None:
            item.setData(column, Qt.ItemDataRole.SizeHintRole, kept)
        return size


class RulesLog(QTreeWidget):
    """Every event of the game as a sentence in plain words, with the rule it follows
    beside it, small; hover the number for the rule's explanation."""

    # the columns: the sentence first, the rule number after it
    SENTENCE, RULE = 0, 1
    RULE_WIDTH = 52

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sizer = WrappingDelegate(self)
        self.setItemDelegate(self.sizer)
        self.setColumnCount(2)
        self.setRootIsDecorated(False)
        self.setUniformRowHeights(False)
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(self.SENTENCE, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(self.RULE, QHeaderView.ResizeMode.Fixed)
        header.resizeSection(self.RULE, self.RULE_WIDTH)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.explain: Callable[[str], str] = lambda rule: ""
        self._fitting = False
        # the wrapped rows get new heights for a new column width, a new text
        header.sectionResized.connect(
            lambda column, _old, new: self.fit_rows({column: new}))
        self.itemChanged.connect(self._fit_item)
        self.retranslate()

    def fit_rows(self, widths: dict[int, int] | None = None) -> None:
        """Give every row the size of its text at the current column widths (a column
        being resized: at its new width in ``widths``, which the header does not tell
        until the resize is over)."""
        at_newest = self.shows_newest()
        for row in range(self.topLevelItemCount()):
            item = self.topLevelItem(row)
            if item is not None:
                self._fit_item(item, widths=widths or {})
        if at_newest:
            self.scrollToBottom()

    def shows_newest(self) -> bool:
        """Whether the log is scrolled to its end, the newest line in sight."""
        bar = self.verticalScrollBar()
        return bar.value() >= bar.maximum()

    def resizeEvent(self, event: QResizeEvent) -> None:
        # a log showing its newest line keeps it in sight when it gets lower (the match
        # bar growing by its Press clock button as the game ends, a window made smaller)
        at_newest = self.shows_newest()
        super().resizeEvent(event)
        if at_newest:
            self.scrollToBottom()

    def _fit_item(self, item: QTreeWidgetItem, _column: int = -1,
                  widths: dict[int, int] | None = None) -> None:
        if self._fitting:
            return
        self._fitting = True
        try:
            for column in range(self.columnCount()):
                width = (widths or {}).get(column, -1)
                size = self.sizer.measure(item, column, width)
                if item.sizeHint(column) != size:
                    item.setSizeHint(column, size)
        finally:
            self._fitting = False

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self.sizer.forget()
            self.fit_rows()

    def retranslate(self) -> None:
        """Headers in the current language."""
        self.setHeaderLabels([self.tr("What happened"), self.tr("Rule")])
        self.headerItem().setToolTip(self.RULE, self.tr("Point at a rule number for what the rule says"))
        self.setAccessibleName(self.tr("Rules log"))

    def append(self, rule: str, text: str) -> None:
        """Add one line: the sentence, then its rule number."""
        item = QTreeWidgetItem()
        item.setText(self.SENTENCE, text)
        item.setText(self.RULE, rule)
        explanation = self.explain(rule)
        if explanation:
            item.setToolTip(self.RULE, rule + ": " + explanation)
        item.setToolTip(self.SENTENCE, text)
        item.setForeground(self.RULE, theme.GOLD)
        item.setFont(self.RULE, ui_font(8))
        item.setTextAlignment(self.RULE, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        item.setTextAlignment(self.SENTENCE, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.addTopLevelItem(item)
        self._fit_item(item)

    def scroll_to_newest(self) -> None:
        """Keep the newest line in sight (once per applied answer)."""
        self.scrollToBottom()

    def sentence(self, row: int) -> str:
        """The sentence of ``row``."""
        item = self.topLevelItem(row)
        return item.text(self.SENTENCE) if item is not None else ""

    def rule(self, row: int) -> str:
        """The rule number beside the sentence of ``row``."""
        item = self.topLevelItem(row)
        return item.text(self.RULE) if item is not None else ""

    def rule_tooltip(self, row: int) -> str:
        """The tooltip on the rule number of ``row``."""
        item = self.topLevelItem(row)
        return item.toolTip(self.RULE) if item is not None else ""

    def rule_rect(self, row: int) -> QRect:
        """Where the rule number of ``row`` is, in the viewport's coordinates."""
        item = self.topLevelItem(row)
        return QRect() if item is None else self.visualRect(self.indexFromItem(item, self.RULE))
