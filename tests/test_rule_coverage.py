"""Every rule that governs play is named by at least one test (``@pytest.mark.rules``)."""

from __future__ import annotations

import ast
from pathlib import Path

from momon_desktop.engine.rulebook import RULES, play_rules

TESTS = Path(__file__).resolve().parent


def _cited_rules() -> dict[str, list[str]]:
    """Rule number -> test functions whose ``rules`` marker names it."""
    cited: dict[str, list[str]] = {}
    for path in TESTS.rglob("test_*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                continue
            for deco in node.decorator_list:
                if (
                    isinstance(deco, ast.Call)
                    and isinstance(deco.func, ast.Attribute)
                    and deco.func.attr == "rules"
                ):
                    for arg in deco.args:
                        if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                            cited.setdefault(arg.value, []).append(f"{path.name}::{node.name}")
    return cited


def test_every_play_rule_has_a_test() -> None:
    cited = _cited_rules()
    missing = [n for n in play_rules() if n not in cited]
    assert not missing, f"rules with no test: {', '.join(missing)}"


def test_tests_cite_only_real_rule_numbers() -> None:
    unknown = sorted(set(_cited_rules()) - set(RULES))
    assert not unknown, f"tests cite unknown rule numbers: {unknown}"
