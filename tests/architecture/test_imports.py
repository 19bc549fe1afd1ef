"""The shape of the package, read from its source: no import cycle anywhere (imports
under ``TYPE_CHECKING`` and inside functions count too), ``ui/`` in layers, the main
window naming no feature, the views seeing a game only through ``player_view``, and
the engine's events read in ``ui/`` only by the controller, which hands the views typed
events (no ``game.log``, no ``kind == "summon"`` outside it)."""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "momon_desktop"
ROOT = PACKAGE.name

# ui/ in layers: a subpackage imports only the layers named for it (docs/ui.md).
UI_LAYERS: dict[str, set[str]] = {
    "paths": set(),
    "text": {"paths"},
    "look": {"paths", "text"},
    "core": {"paths", "text", "look"},
    "table": {"paths", "text", "look", "core"},
    "cards": {"paths", "text", "look", "core", "table"},
    "decks": {"paths", "text", "look", "core", "table", "cards"},
    "replay": {"paths", "text", "look", "core", "table"},
    "match": {"paths", "text", "look", "core", "table", "replay"},
    "features": {"paths", "text", "look", "core", "table", "cards", "decks", "replay"},
    "assembly": {"paths", "text", "look", "core", "table", "features", "match"},
    "selftest": {"paths", "text", "look", "core", "table", "assembly"},
    "app": {"paths", "text", "look", "core", "table", "assembly", "selftest"},
}


@cache
def modules() -> dict[str, tuple[Path, bool]]:
    """Every module of the package: dotted name -> (file, is a package)."""
    found: dict[str, tuple[Path, bool]] = {}
    for path in PACKAGE.rglob("*.py"):
        parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        package = parts[-1] == "__init__"
        if package:
            parts = parts[:-1]
        found[".".join(parts)] = (path, package)
    return found


def imports_of(name: str) -> set[str]:
    """The package's modules that ``name`` imports, anywhere in its source."""
    mods = modules()
    path, package = mods[name]
    here = name.split(".") if package else name.split(".")[:-1]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = here[: len(here) - (node.level - 1)]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            for alias in node.names:
                sub = f"{module}.{alias.name}"
                found.add(sub if sub in mods else module)
    return {m for m in found if m in mods and m != name}


@cache
def graph() -> dict[str, frozenset[str]]:
    """The import graph of the whole package."""
    return {name: frozenset(imports_of(name)) for name in modules()}


def cycles(g: dict[str, frozenset[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), and self-loops."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0

    def visit(v: str) -> None:
        nonlocal counter
        index[v] = low[v] = counter
        counter += 1
        stack.append(v)
        on_stack.add(v)
        for w in sorted(g[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(g):
        if v not in index:
            visit(v)
    return found


def ui_part(name: str) -> str | None:
    """The ui subpackage (or top-level ui module) ``name`` belongs to."""
    parts = name.split(".")
    if len(parts) < 3 or parts[1] != "ui":
        return None
    return parts[2]


def test_the_cycle_finder_finds_a_cycle():
    g = {"a": frozenset({"b"}), "b": frozenset({"c"}), "c": frozenset({"a"}), "d": frozenset()}
    assert cycles(g) == [["a", "b", "c"]]


def test_the_reader_sees_imports_under_type_checking_and_in_functions():
    found = imports_of(f"{ROOT}.ui.features.persistence")
    assert f"{ROOT}.ui.table.host" in found  # under TYPE_CHECKING
    found = imports_of(f"{ROOT}.ui.features.savefiles")
    assert f"{ROOT}.ui.replay.replayviewer" in found  # inside a function


def test_no_import_cycle_anywhere_in_the_package():
    assert cycles(graph()) == []


def test_ui_subpackages_import_only_the_layers_below_them():
    wrong = []
    for name, deps in graph().items():
        part = ui_part(name)
        if part is None or part == "__init__":
            continue
        allowed = UI_LAYERS[part] | {part}
        for dep in deps:
            other = ui_part(dep)
            if other is not None and other != "__init__" and other not in allowed:
                wrong.append(f"{name} imports {dep}")
    assert wrong == []
    # every ui subpackage has its place in the layers
    parts = {ui_part(n) for n in modules() if ui_part(n) not in (None, "__init__")}
    assert parts == set(UI_LAYERS)


def test_the_main_window_names_no_feature():
    table = [n for n in modules() if ui_part(n) in ("table", "core")]
    features = {"features", "match", "cards", "decks", "replay", "assembly"}
    for name in table:
        named = {ui_part(d) for d in graph()[name]} & features
        assert not named, f"{name} imports {named}"
    source = modules()[f"{ROOT}.ui.table.mainwindow"][0].read_text(encoding="utf-8")
    for word in ("hints", "puzzles", "persistence", "matches", "card_windows", "opponent"):
        assert f"self.{word}" not in source


@pytest.mark.parametrize("outside", ["engine", "cards", "storage", "ai", "matchplay"])
def test_only_ui_imports_qt(outside):
    for name, (path, _package) in modules().items():
        if name.split(".")[1:2] != [outside]:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                assert not any(a.name.startswith(("PySide6", "shiboken6")) for a in node.names), name
            elif isinstance(node, ast.ImportFrom):
                assert not (node.module or "").startswith(("PySide6", "shiboken6")), name


def private_reads(tree: ast.AST) -> list[int]:
    """Lines of ``tree`` that read a Hand or a Void straight from a game (``x.hands``,
    ``x.voids`` or ``x.faceup`` on anything but a player view)."""
    lines = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr in ("hands", "voids", "faceup"):
            owner = node.value
            # a PlayerView is named view/public/v... and carries "voids" too; what it
            # holds is already what the viewer may see
            if node.attr == "voids" and isinstance(owner, ast.Name) and owner.id in (
                    "view", "public", "v"):
                continue
            lines.append(node.lineno)
    return lines


def test_the_privacy_check_finds_a_direct_read():
    assert private_reads(ast.parse("n = len(game.hands[0])\nv = view.voids[1]")) == [1]


def test_ui_sees_hands_and_voids_only_through_player_view():
    wrong = []
    for name, (path, _package) in modules().items():
        if ui_part(name) is None:
            continue
        for line in private_reads(ast.parse(path.read_text(encoding="utf-8"))):
            wrong.append(f"{path.relative_to(PACKAGE.parent)}:{line}")
    assert wrong == []


def host_members() -> set[str]:
    """What :class:`~momon_desktop.ui.table.host.TableHost` declares."""
    tree = ast.parse(modules()[f"{ROOT}.ui.table.host"][0].read_text(encoding="utf-8"))
    members: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef) and node.name == "TableHost":
            for item in node.body:
                if isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
                    members.add(item.target.id)
                elif isinstance(item, ast.FunctionDef):
                    members.add(item.name)
    return members


def host_uses(tree: ast.AST) -> list[tuple[int, str]]:
    """Each use of a host by a class built with one: ``param.x`` in a method whose
    parameter is annotated ``TableHost``, and ``self.attr.x`` where ``self.attr`` holds
    that parameter."""
    uses: list[tuple[int, str]] = []
    for cls in (n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)):
        held: set[str] = set()
        for fn in (n for n in cls.body if isinstance(n, ast.FunctionDef)):
            params = {a.arg for a in fn.args.args
                      if isinstance(a.annotation, ast.Name) and a.annotation.id == "TableHost"
                      or isinstance(a.annotation, ast.Constant) and a.annotation.value == "TableHost"}
            for node in ast.walk(fn):
                if isinstance(node, ast.Assign) and isinstance(node.value, ast.Name) \
                        and node.value.id in params:
                    for target in node.targets:
                        if isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name) \
                                and target.value.id == "self":
                            held.add(target.attr)
                if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) \
                        and node.value.id in params:
                    uses.append((node.lineno, node.attr))
        for node in ast.walk(cls):
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Attribute) \
                    and isinstance(node.value.value, ast.Name) and node.value.value.id == "self" \
                    and node.value.attr in held:
                uses.append((node.lineno, node.attr))
    return uses


def test_the_host_check_sees_a_use_outside_the_interface():
    source = (
        "class F:\n"
        "    def __init__(self, host: TableHost):\n"
        "        self.host = host\n"
        "        host.scene\n"
        "    def go(self):\n"
        "        self.host.menuBar()\n"
    )
    assert host_uses(ast.parse(source)) == [(4, "scene"), (6, "menuBar")]


def test_features_use_the_table_only_through_its_host_interface():
    members = host_members()
    wrong = []
    for name, (path, _package) in modules().items():
        if ui_part(name) not in ("features", "match", "cards", "decks", "replay"):
            continue
        for line, attr in host_uses(ast.parse(path.read_text(encoding="utf-8"))):
            if attr not in members:
                wrong.append(f"{path.relative_to(PACKAGE.parent)}:{line} uses {attr}")
    assert wrong == []


# The one ui module that reads the engine's log and decodes it into typed events
# (momon_desktop.engine.events) for the views.
LOG_READER = f"{ROOT}.ui.core.controller"


def _names_a_game(node: ast.expr) -> bool:
    """Whether ``node`` is a game by its name: ``g``, ``game``, ``x.game``,
    ``first_game``..., or one a call returns (``replay.game_at(3)``)."""
    if isinstance(node, ast.Name):
        return node.id == "g" or node.id.endswith("game")
    if isinstance(node, ast.Attribute):
        return node.attr.endswith("game")
    return isinstance(node, ast.Call)


def game_log_reads(tree: ast.AST) -> list[int]:
    """Lines of ``tree`` that read a game's event log (``game.log``, ``g.log``,
    ``controller.game.log``, ``replay.game_at(i).log``); a rules-log widget is held as
    ``self.log`` or ``window.log`` and is no game's."""
    return sorted(node.lineno for node in ast.walk(tree)
                  if isinstance(node, ast.Attribute) and node.attr == "log"
                  and _names_a_game(node.value))


def _event_words() -> frozenset[str]:
    """Every engine event kind and decision kind: the strings the typed events stand for."""
    from momon_desktop.engine import events
    from momon_desktop.engine.game import DECISION_KINDS

    return events.KINDS | frozenset(DECISION_KINDS)


def _is_kind(node: ast.expr) -> bool:
    """``kind`` or ``x.kind``, except a puzzle's or lesson's ``goal.kind`` (a goal has
    kinds of its own: "win", "control", "summon", "snatch"...)."""
    if isinstance(node, ast.Name):
        return node.id == "kind"
    if isinstance(node, ast.Attribute) and node.attr == "kind":
        return not (isinstance(node.value, ast.Name) and node.value.id == "goal")
    return False


def kind_string_compares(tree: ast.AST) -> list[int]:
    """Lines of ``tree`` that compare a ``kind`` with an event's or a decision's kind
    written as a string (``d.kind == "summon"``, ``kind in ("to_void", "to_hand")``)."""
    words = _event_words()
    lines = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Compare):
            continue
        sides = [node.left, *node.comparators]
        if not any(_is_kind(side) for side in sides):
            continue
        strings = [c.value for side in sides for c in ast.walk(side)
                   if isinstance(c, ast.Constant) and isinstance(c.value, str)]
        if any(word in words for word in strings):
            lines.append(node.lineno)
    return sorted(lines)


def test_the_event_checks_find_a_log_read_and_a_kind_string():
    source = (
        "n = len(self.controller.game.log)\n"
        "for e in g.log[start:]: pass\n"
        "x = replay.game_at(3).log\n"
        "self.log.append(rule, text)\n"
        "if d.kind == 'summon': pass\n"
        "if kind in ('to_void', 'to_hand'): pass\n"
        "if goal.kind == 'summon': pass\n"
        "if mark.kind == 'take': pass\n"
    )
    tree = ast.parse(source)
    assert game_log_reads(tree) == [1, 2, 3]
    assert kind_string_compares(tree) == [5, 6]


def test_only_the_controller_reads_the_engine_log_and_no_ui_module_decodes_kinds():
    wrong = []
    for name, (path, _package) in modules().items():
        if ui_part(name) is None:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        where = path.relative_to(PACKAGE.parent)
        if name != LOG_READER:
            wrong += [f"{where}:{line} reads a game's log" for line in game_log_reads(tree)]
        wrong += [f"{where}:{line} compares a kind string" for line in kind_string_compares(tree)]
    assert wrong == []
