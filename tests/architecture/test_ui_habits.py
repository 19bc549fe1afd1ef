"""Habits of ``ui/`` read from its source: every sentence with places for values is
filled by :func:`momon_desktop.ui.text.i18n.fill`, all places at once, never by a chain
of ``str.replace`` (which writes a player named "%2" as the second value); and no
object's attribute is looked up by a name written as a string (``getattr(persistence,
"record")``), where a rename would silently turn a feature off: features meet through
Protocols that mypy checks (docs/ui.md)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "momon_desktop"
PLACE = re.compile(r"^%[0-9]+$")


def replaced_places(tree: ast.AST) -> list[int]:
    """Lines of ``tree`` where a ``%N`` place is filled by ``str.replace``."""
    return sorted(
        node.lineno for node in ast.walk(tree)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
        and node.func.attr == "replace" and node.args
        and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)
        and PLACE.match(node.args[0].value))


def test_the_place_check_finds_a_replace_chain():
    tree = ast.parse('a = tr("%1 and %2").replace("%1", x)\nb = fill(tr("%1"), x)\n'
                     'c = s.replace("%", "%%")')
    assert replaced_places(tree) == [1]


def test_ui_fills_places_only_through_fill():
    wrong = [f"{path.relative_to(PACKAGE)}:{line}"
             for path in sorted((PACKAGE / "ui").rglob("*.py"))
             for line in replaced_places(ast.parse(path.read_text(encoding="utf-8")))]
    assert not wrong, "fill places with i18n.fill, not str.replace: " + ", ".join(wrong)


def literal_getattrs(tree: ast.AST) -> list[int]:
    """Lines of ``tree`` where ``getattr`` is given an attribute name written as a string
    (a dunder such as ``__name__`` aside)."""
    return sorted(
        node.lineno for node in ast.walk(tree)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
        and node.func.id == "getattr" and len(node.args) >= 2
        and isinstance(node.args[1], ast.Constant) and isinstance(node.args[1].value, str)
        and not (node.args[1].value.startswith("__") and node.args[1].value.endswith("__")))


def test_the_getattr_check_finds_a_name_written_as_a_string():
    tree = ast.parse('a = getattr(persistence, "record", None)\nb = getattr(self, name)\n'
                     'c = getattr(make, "__name__", "")\nd = persistence.record()')
    assert literal_getattrs(tree) == [1]


def test_ui_looks_up_no_attribute_by_a_name_written_as_a_string():
    wrong = [f"{path.relative_to(PACKAGE)}:{line}"
             for path in sorted((PACKAGE / "ui").rglob("*.py"))
             for line in literal_getattrs(ast.parse(path.read_text(encoding="utf-8")))]
    assert not wrong, "use the attribute (through a Protocol), not getattr: " + ", ".join(wrong)
