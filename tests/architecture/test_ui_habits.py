"""Habits of ``ui/`` read from its source: every sentence with places for values is
filled by :func:`momon_desktop.ui.text.i18n.fill`, all places at once, never by a chain
of ``str.replace`` (which writes a player named "%2" as the second value); and no
object's attribute is looked up by a name written as a string (``getattr(persistence,
"record")``), where a rename would silently turn a feature off: features meet through
Protocols that mypy checks (docs/ui.md); and no module keeps mutable state of its own (a
module-level list, dict, set or ``OrderedDict``, or a ``global`` statement): state has an
owner (the application or a window), a cache is a
:class:`~momon_desktop.ui.look.boundedcache.BoundedCache` with its bound, and a table of
constants is a read-only ``MappingProxyType``; and a module stays within about 600
lines unless its docstring says why it is longer."""

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


MUTABLE_MAKERS = frozenset({"list", "dict", "set", "OrderedDict", "defaultdict", "deque",
                            "Counter"})
MUTABLE_DISPLAYS = (ast.List, ast.Dict, ast.Set, ast.ListComp, ast.DictComp, ast.SetComp)


def _is_mutable_container(value: ast.expr) -> bool:
    if isinstance(value, MUTABLE_DISPLAYS):
        return True
    if isinstance(value, ast.Call):
        func = value.func
        name = func.id if isinstance(func, ast.Name) else (
            func.attr if isinstance(func, ast.Attribute) else "")
        return name in MUTABLE_MAKERS
    return False


def module_singletons(tree: ast.Module) -> list[int]:
    """Lines of ``tree`` where the module keeps mutable state of its own: a name bound at
    module level to a list, dict, set or one of the collections' containers (``__all__``
    aside), or a ``global`` statement anywhere."""
    lines = {node.lineno for node in ast.walk(tree) if isinstance(node, ast.Global)}
    for node in tree.body:
        if isinstance(node, ast.Assign):
            targets, value = node.targets, node.value
        elif isinstance(node, ast.AnnAssign) and node.value is not None:
            targets, value = [node.target], node.value
        else:
            continue
        names = [t.id for t in targets if isinstance(t, ast.Name)]
        if names == ["__all__"]:
            continue
        if _is_mutable_container(value):
            lines.add(node.lineno)
    return sorted(lines)


def test_the_singleton_check_finds_each_kind_of_module_state():
    tree = ast.parse(
        "__all__ = ['a', 'b']\n"                                    # 1: the export list
        "_cache: OrderedDict[str, int] = OrderedDict()\n"           # 2: a container made
        "_tiles: dict[str, int] = {}\n"                             # 3: a dict display
        "_seen = set()\n"                                           # 4: a set made
        "_open = []\n"                                              # 5: a list display
        "_shades = {k: v for k, v in PAIRS}\n"                      # 6: a comprehension
        "_waiting = collections.deque()\n"                          # 7: through the module
        "COLOURS = MappingProxyType({'a': 1})\n"                    # 8: read only
        "_faces: BoundedCache[str, int] = BoundedCache(64)\n"       # 9: a bounded cache
        "NAMES = ('a', 'b')\n"                                      # 10: a tuple
        "def f():\n"                                                # 11
        "    global _current\n"                                     # 12: a global
        "    local = {}\n"                                          # 13: inside a function
        "    return local\n")
    assert module_singletons(tree) == [2, 3, 4, 5, 6, 7, 12]


def test_ui_keeps_no_module_level_mutable_state():
    wrong = [f"{path.relative_to(PACKAGE)}:{line}"
             for path in sorted((PACKAGE / "ui").rglob("*.py"))
             for line in module_singletons(ast.parse(path.read_text(encoding="utf-8")))]
    assert not wrong, ("give module state an owner, a cache a BoundedCache and a constant "
                       "table a MappingProxyType: " + ", ".join(wrong))


# A ui module may grow a little past 600 lines before it must be split or say why.
MODULE_LINES = 620
LONG_REASON = "Over 600 lines for a reason:"


def long_without_reason(source: str) -> bool:
    """Whether a module's ``source`` is longer than :data:`MODULE_LINES` lines and its
    docstring does not say why (:data:`LONG_REASON`)."""
    if source.count("\n") <= MODULE_LINES:
        return False
    doc = ast.get_docstring(ast.parse(source)) or ""
    return LONG_REASON not in " ".join(doc.split())


def test_the_length_check_finds_a_long_module_without_a_reason():
    body = "x = 1\n" * (MODULE_LINES + 1)
    assert long_without_reason('"""A module."""\n' + body)
    assert not long_without_reason(f'"""A module.\n\n{LONG_REASON} one state machine."""\n' + body)
    assert not long_without_reason('"""A module."""\n' + "x = 1\n" * 10)


def test_no_ui_module_is_long_without_saying_why():
    long = [str(path.relative_to(PACKAGE.parent)) for path in sorted((PACKAGE / "ui").rglob("*.py"))
            if long_without_reason(path.read_text(encoding="utf-8"))]
    assert long == []
