"""The explanation of a rule number under the pointer, for a label whose text links rule
numbers as ``rule:NUMBER`` (the suggestion's reasons, a review's reasons)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QLabel, QToolTip


def show_rule_tip(label: QLabel, link: str, explain: Callable[[str], str]) -> None:
    """``link`` is under the pointer in ``label``: a rule number shows "NUMBER: its
    explanation" (``explain(number)``, the number alone when it has none) at once and as
    the label's tooltip; anything else hides it."""
    if link.startswith("rule:"):
        rule = link[5:]
        text = explain(rule)
        tip = rule + ": " + text if text else rule
        label.setToolTip(tip)
        QToolTip.showText(QCursor.pos(), tip, label)
    else:
        label.setToolTip("")
        QToolTip.hideText()
