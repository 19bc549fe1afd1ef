"""Text a player needs, checked on the windows as they are on the screen: a label or a
button whose words do not fit it (cut off, elided with "…" by the view, or wrapped onto
more lines than its height shows), labels that overlap one another, and the words the
app paints itself where it would shorten them: the names on the Hand's cards, in the
result screen's grid and on a match's clocks."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QRect, Qt
from PySide6.QtGui import QFontMetrics, QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QCheckBox,
    QLabel,
    QPushButton,
    QRadioButton,
    QWidget,
)

# item views whose cells draw their own words (a card's face) rather than a line of text
ITEM_VIEWS_PAINTED = ("HandView",)


def _plain(label: QLabel) -> str:
    text = label.text()
    if label.textFormat() == Qt.TextFormat.RichText or (
            label.textFormat() == Qt.TextFormat.AutoText and "<" in text and ">" in text):
        doc = QTextDocument()
        doc.setHtml(text)
        return doc.toPlainText()
    if label.buddy() is not None or "&" in text:
        # a mnemonic's "&" is not drawn
        text = text.replace("&&", "\0").replace("&", "").replace("\0", "&")
    return text


def _shown(widget: QWidget, root: QWidget) -> bool:
    """Visible in ``root``'s window and not scrolled away inside a scroll area."""
    if not widget.isVisible() or QWidget.window(widget) is not QWidget.window(root):
        return False
    if widget.visibleRegion().isEmpty():
        return False
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea):
            return False  # inside a scrolled page: its scroll bar shows the rest
        parent = parent.parentWidget()
    return True


def label_problem(label: QLabel) -> str:
    """Why ``label``'s words are not all shown, or ""."""
    text = _plain(label).strip()
    if not text or label.pixmap() is not None and not label.pixmap().isNull():
        return ""
    rect = label.contentsRect()
    margin = label.margin() * 2 + label.indent() if label.indent() > 0 else label.margin() * 2
    width, height = rect.width() - margin, rect.height() - label.margin() * 2
    metrics = QFontMetrics(label.font())
    if label.wordWrap():
        needed = label.heightForWidth(label.width())
        if needed > label.height() + 1:
            return f"needs {needed} px of height, has {label.height()}"
        return ""
    widest = max(metrics.horizontalAdvance(line) for line in text.splitlines())
    if widest > width + 1:
        return f"needs {widest} px of width, has {width}"
    lines = len(text.splitlines())
    if lines * metrics.lineSpacing() > height + metrics.leading() + 2:
        return f"needs {lines} lines, has {height} px"
    return ""


def button_problem(button: QAbstractButton) -> str:
    """Why ``button``'s words are not all shown, or "": it is narrower than the width the
    style asks for its words, icon, padding and frame (its size hint)."""
    if not button.text().strip() or not isinstance(button, (QPushButton, QCheckBox,
                                                             QRadioButton)):
        return ""
    wanted = button.sizeHint().width()
    if wanted > button.width() + 1:
        return f"needs {wanted} px of width, has {button.width()}"
    return ""


def item_problems(view: QAbstractItemView) -> list[str]:
    """The cells of a list, tree or table whose words are elided ("…") in view."""
    model = view.model()
    if model is None or view.wordWrap() if hasattr(view, "wordWrap") else False:
        return []
    found: list[str] = []
    viewport = view.viewport().rect()
    metrics = QFontMetrics(view.font())

    def walk(parent: QModelIndex, depth: int) -> None:
        for row in range(min(model.rowCount(parent), 300)):
            for column in range(model.columnCount(parent)):
                index = model.index(row, column, parent)
                text = index.data(Qt.ItemDataRole.DisplayRole)
                rect = view.visualRect(index)
                if not isinstance(text, str) or not text.strip() or rect.isEmpty() \
                        or not viewport.intersects(rect):
                    continue
                icon = 20 if index.data(Qt.ItemDataRole.DecorationRole) is not None else 0
                if "\n" not in text and metrics.horizontalAdvance(text) + icon + 6 > rect.width():
                    found.append(f"cell {text[:40]!r}: needs "
                                 f"{metrics.horizontalAdvance(text) + icon + 6} px, has {rect.width()}")
            if depth < 2 and model.hasChildren(model.index(row, 0, parent)):
                walk(model.index(row, 0, parent), depth + 1)

    walk(QModelIndex(), 0)
    return found


def painted_problems(root: QWidget) -> list[str]:
    """The names the app paints and would shorten for want of room: a face-up card's
    name in a Hand strip not written whole (cut short, below the least size, or left
    off a miniature), a card's name in the result screen's grid cut short, a clock's
    player name elided."""
    from momon_desktop.ui.look import cardpainter as cp
    from momon_desktop.ui.match.matchwidgets import ClockFace
    from momon_desktop.ui.table.delegates import HandView
    from momon_desktop.ui.table.miniature import ArenaMiniature
    from momon_desktop.ui.table.models import CARD_ROLE, VISIBLE_ROLE

    found: list[str] = []
    for view in root.findChildren(HandView):
        model = view.model()
        if model is None or not _shown(view, root):
            continue
        viewport = view.viewport().rect()
        for row in range(model.rowCount()):
            index = model.index(row, 0)
            card = index.data(CARD_ROLE)
            if card is None or not index.data(VISIBLE_ROLE) \
                    or not viewport.intersects(view.visualRect(index)):
                continue
            width = view.delegate.card_width
            if not cp.name_reads_whole(card, view.delegate.lang, width):
                found.append(f"Hand card {card.display_name(view.delegate.lang)!r}: its name "
                             f"is not written whole on a card {width} px wide")
    for board in root.findChildren(ArenaMiniature):
        if _shown(board, root):
            found.extend(f"result grid: the name {name!r} is cut short"
                         for name in board.cut_names())
    for clock in root.findChildren(ClockFace):
        if _shown(clock, root) and clock.name and clock.name_is_cut():
            found.append(f"clock {clock.name!r}: the name is cut short in "
                         f"{clock.name_box()[0].width():.0f} px")
    return found


def text_problems(root: QWidget) -> list[str]:
    """Every cut-off text and every pair of overlapping labels in ``root``'s window."""
    found: list[str] = []
    labels = [w for w in root.findChildren(QLabel) if _shown(w, root)]
    for label in labels:
        problem = label_problem(label)
        if problem:
            found.append(f"label {_plain(label)[:60]!r} ({label.objectName()}): {problem}")
    for view in root.findChildren(QAbstractItemView):
        if view.isVisible() and QWidget.window(view) is QWidget.window(root) \
                and view.objectName() not in ITEM_VIEWS_PAINTED:
            found.extend(item_problems(view))
    for button in root.findChildren(QAbstractButton):
        if _shown(button, root):
            problem = button_problem(button)
            if problem:
                found.append(f"button {button.text()[:60]!r}: {problem}")
    found.extend(painted_problems(root))
    top = QWidget.window(root)
    placed = [(label, QRect(label.mapTo(top, label.rect().topLeft()), label.size()))
              for label in labels if _plain(label).strip()]
    for i, (one, where) in enumerate(placed):
        for other, there in placed[i + 1:]:
            if one.isAncestorOf(other) or other.isAncestorOf(one):
                continue
            if where.intersects(there):
                found.append(f"labels {_plain(one)[:30]!r} and {_plain(other)[:30]!r} overlap")
    return found
