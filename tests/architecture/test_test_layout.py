"""The GUI tests mirror ``ui/``: a test of ``momon_desktop/ui/<part>/`` lives in
``tests/gui/<part>/``, and only the tests of ui's top-level modules sit in ``tests/gui``
itself (docs/testing.md, "Where a test lives")."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "momon_desktop" / "ui"
GUI_TESTS = ROOT / "tests" / "gui"
# ui's modules outside a part, each tested at the top of tests/gui
TOP_LEVEL_TESTS = {"test_feature_loading.py"}


def ui_parts() -> set[str]:
    return {p.name for p in UI.iterdir() if (p / "__init__.py").is_file()}


def misplaced(gui_tests: Path, parts: set[str]) -> list[str]:
    """Test files of ``gui_tests`` outside a folder named for a ui part (the top-level
    tests aside), and folders that name no part."""
    wrong = [p.name for p in gui_tests.glob("test_*.py") if p.name not in TOP_LEVEL_TESTS]
    wrong += [p.name + "/" for p in gui_tests.iterdir()
              if p.is_dir() and p.name not in parts and not p.name.startswith((".", "_"))]
    return sorted(wrong)


def test_the_layout_check_finds_a_flat_test_and_a_stray_folder(tmp_path):
    (tmp_path / "table").mkdir()
    (tmp_path / "table" / "test_hand.py").touch()
    (tmp_path / "test_hand_view.py").touch()
    (tmp_path / "widgets").mkdir()
    assert misplaced(tmp_path, {"table"}) == ["test_hand_view.py", "widgets/"]


def test_gui_tests_mirror_the_ui_parts():
    parts = ui_parts()
    assert misplaced(GUI_TESTS, parts) == []
    for folder in (GUI_TESTS / part for part in parts):
        if folder.is_dir():
            assert (folder / "__init__.py").is_file(), folder
    # every part with code of its own has tests
    assert {p.name for p in GUI_TESTS.iterdir() if p.is_dir() and p.name in parts} == parts
