"""dev.py: the system libraries of Qt's window, the system tools of the tests, the test steps."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path
from types import ModuleType, SimpleNamespace

import pytest

ROOT = Path(__file__).resolve().parents[1]

linux_only = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="Qt's xcb platform and apt-get are Linux's"
)

# What ldd prints for libqxcb.so on a machine without libxcb-icccm4 and libxcb-keysyms1.
LDD_MISSING = """\
\tlinux-vdso.so.1 (0x00007ffd)
\tlibQt6XcbQpa.so.6 => /venv/PySide6/Qt/lib/libQt6XcbQpa.so.6 (0x00007f51)
\tlibxcb-icccm.so.4 => not found
\tlibxcb-keysyms.so.1 => not found
\tlibxcb-randr.so.0 => /lib/x86_64-linux-gnu/libxcb-randr.so.0 (0x00007f52)
\tlibxcb.so.1 => /lib/x86_64-linux-gnu/libxcb.so.1 (0x00007f53)
\t/lib64/ld-linux-x86-64.so.2 (0x00007f54)
"""
LDD_COMPLETE = LDD_MISSING.replace("=> not found", "=> /lib/x86_64-linux-gnu/found.so (0x1)")
WINDOW_PACKAGES = ["libxcb-cursor0", "libxcb-icccm4", "libxcb-keysyms1"]


@pytest.fixture
def dev() -> ModuleType:
    """A fresh copy of dev.py as a module (its apt-get update runs once per copy)."""
    spec = importlib.util.spec_from_file_location("momon_dev", ROOT / "dev.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class Machine:
    """A Linux machine as dev.py sees it: its tools, its libraries and the commands run."""

    def __init__(self, dev: ModuleType, monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                 *, root: bool, apt: bool = True, tools: tuple[str, ...] = ()) -> None:
        self.commands: list[list[str]] = []
        self.envs: list[dict[str, str]] = []
        self.codes: dict[str, int] = {}
        self.installed = False
        self.tools = {*tools, *(["apt-get"] if apt else [])}
        qt = tmp_path / "Qt"
        for part in ("plugins/platforms/libqxcb.so", "lib/libQt6XcbQpa.so.6"):
            (qt / part).parent.mkdir(parents=True, exist_ok=True)
            (qt / part).touch()
        monkeypatch.setattr(dev, "_qt_dir", lambda: qt)
        monkeypatch.setattr(dev, "ldd_output", self.ldd_output)
        monkeypatch.setattr(dev, "library_present", lambda soname: self.installed)
        monkeypatch.setattr(dev, "shutil", SimpleNamespace(which=self.which))
        monkeypatch.setattr(dev, "subprocess", SimpleNamespace(
            run=self.run, DEVNULL=subprocess.DEVNULL))
        monkeypatch.setattr(dev.os, "geteuid", lambda: 0 if root else 1000, raising=False)
        monkeypatch.setattr(dev, "ensure_environment", lambda: tmp_path / "python")

    def which(self, name: str) -> str | None:
        return f"/usr/bin/{name}" if name in self.tools else None

    def ldd_output(self, path: Path) -> str:
        assert path.exists()
        return LDD_COMPLETE if self.installed else LDD_MISSING

    def run(self, command: list[str], **kwargs: object) -> subprocess.CompletedProcess[str]:
        self.commands.append(list(command))
        env = kwargs.get("env")
        self.envs.append(dict(env) if isinstance(env, dict) else {})
        code = self.codes.get(command[2] if len(command) > 2 else "", 0)
        if command[:3] == ["/usr/bin/apt-get", "-qq", "install"] and code == 0:
            self.installed = True
        return subprocess.CompletedProcess(command, code)


@pytest.fixture
def display(monkeypatch: pytest.MonkeyPatch) -> None:
    """An X display, and no platform chosen for Qt."""
    monkeypatch.setenv("DISPLAY", ":99")
    for name in ("QT_QPA_PLATFORM", "XDG_SESSION_TYPE", "WAYLAND_DISPLAY"):
        monkeypatch.delenv(name, raising=False)


@linux_only
def test_start_without_root_prints_the_apt_get_line_and_does_not_start_qt(
        dev, monkeypatch, tmp_path, display, capsys):
    machine = Machine(dev, monkeypatch, tmp_path, root=False)
    assert dev.main(["start"]) == dev.MISSING_LIBRARIES == 3
    assert capsys.readouterr().out == (
        "Momon Desktop needs these system libraries for its window: "
        "sudo apt-get install -y libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1\n"
    )
    assert machine.commands == []


@linux_only
def test_start_as_root_installs_the_libraries_then_starts_the_app(
        dev, monkeypatch, tmp_path, display, capsys):
    machine = Machine(dev, monkeypatch, tmp_path, root=True)
    assert dev.main(["start", "--lang", "th"]) == 0
    assert machine.commands == [
        ["/usr/bin/apt-get", "-qq", "update"],
        ["/usr/bin/apt-get", "-qq", "install", "-y", *WINDOW_PACKAGES],
        [str(tmp_path / "python"), "-m", "momon_desktop", "--lang", "th"],
    ]
    assert machine.envs[0]["DEBIAN_FRONTEND"] == machine.envs[1]["DEBIAN_FRONTEND"] == (
        "noninteractive")
    assert "needs these system libraries" not in capsys.readouterr().out


@linux_only
def test_start_as_root_stops_when_apt_get_fails(dev, monkeypatch, tmp_path, display, capsys):
    machine = Machine(dev, monkeypatch, tmp_path, root=True)
    machine.codes["install"] = 100
    assert dev.main(["start"]) == 3
    assert capsys.readouterr().out.splitlines()[-1] == (
        "Momon Desktop needs these system libraries for its window: "
        "sudo apt-get install -y libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1"
    )
    assert [c[0] for c in machine.commands] == ["/usr/bin/apt-get"] * 2


@linux_only
def test_start_without_apt_get_names_the_libraries(dev, monkeypatch, tmp_path, display, capsys):
    machine = Machine(dev, monkeypatch, tmp_path, root=True, apt=False)
    assert dev.main(["start"]) == 3
    assert capsys.readouterr().out == (
        "Momon Desktop needs these system libraries for its window: "
        "libxcb-icccm.so.4 libxcb-keysyms.so.1 libxcb-cursor.so.0 (on Debian or Ubuntu: "
        "sudo apt-get install -y libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1)\n"
    )
    assert machine.commands == []


@linux_only
@pytest.mark.parametrize("platform, display_name, session", [
    ("offscreen", ":99", None), ("wayland", ":99", None), (None, None, None), ("", None, None),
    (None, ":0", "wayland"),
])
def test_start_checks_the_libraries_only_for_an_x11_window(
        dev, monkeypatch, tmp_path, platform, display_name, session):
    machine = Machine(dev, monkeypatch, tmp_path, root=False)
    monkeypatch.setenv("WAYLAND_DISPLAY", "wayland-0")
    for name, value in (("QT_QPA_PLATFORM", platform), ("DISPLAY", display_name),
                        ("XDG_SESSION_TYPE", session)):
        if value is None:
            monkeypatch.delenv(name, raising=False)
        else:
            monkeypatch.setenv(name, value)
    monkeypatch.setattr(dev, "ldd_output", lambda path: pytest.fail("ldd ran"))
    assert dev.main(["start"]) == 0
    assert machine.commands == [[str(tmp_path / "python"), "-m", "momon_desktop"]]


@linux_only
@pytest.mark.parametrize("platform, session", [("xcb", None), ("xcb", "wayland"), (None, "x11")])
def test_start_with_xcb_chosen_checks_the_libraries(
        dev, monkeypatch, tmp_path, capsys, platform, session):
    Machine(dev, monkeypatch, tmp_path, root=False)
    monkeypatch.setenv("DISPLAY", ":0")
    monkeypatch.setenv("WAYLAND_DISPLAY", "wayland-0")
    for name, value in (("QT_QPA_PLATFORM", platform), ("XDG_SESSION_TYPE", session)):
        if value is None:
            monkeypatch.delenv(name, raising=False)
        else:
            monkeypatch.setenv(name, value)
    assert dev.main(["start"]) == 3
    assert len(capsys.readouterr().out.splitlines()) == 1


@linux_only
def test_system_tools_without_root_print_one_apt_get_line(dev, monkeypatch, tmp_path, capsys):
    machine = Machine(dev, monkeypatch, tmp_path, root=False)
    dev.ensure_system_tools()
    assert capsys.readouterr().out == (
        "Some tests need system packages that are missing: sudo apt-get install -y "
        "nsis xvfb openbox libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1\n"
    )
    assert machine.commands == []


@linux_only
def test_system_tools_as_root_are_installed_with_one_update_and_one_install(
        dev, monkeypatch, tmp_path, capsys):
    machine = Machine(dev, monkeypatch, tmp_path, root=True, tools=("makensis",))
    dev.ensure_system_tools()
    assert machine.commands == [
        ["/usr/bin/apt-get", "-qq", "update"],
        ["/usr/bin/apt-get", "-qq", "install", "-y", "xvfb", "openbox", *WINDOW_PACKAGES],
    ]
    assert "missing" not in capsys.readouterr().out


@linux_only
def test_system_tools_do_nothing_when_all_is_there(dev, monkeypatch, tmp_path, capsys):
    machine = Machine(dev, monkeypatch, tmp_path, root=True, tools=("makensis", "Xvfb", "openbox"))
    machine.installed = True
    dev.ensure_system_tools()
    assert machine.commands == []
    assert capsys.readouterr().out == ""


def test_packages_come_from_the_table_else_from_debian_naming(dev):
    assert dev.debian_package("libxkbcommon-x11.so.0") == "libxkbcommon-x11-0"
    assert dev.debian_package("libdbus-1.so.3") == "libdbus-1-3"
    assert dev.debian_package("libEGL.so.1") == "libegl1"
    assert dev.debian_package("libFoo.so.2") == "libfoo2"
    assert dev.debian_package("libbar3.so.1") == "libbar3-1"


@linux_only
def test_the_table_knows_every_x_library_of_the_installed_plugin(dev):
    qt = dev._qt_dir()
    plugin = qt / "plugins" / "platforms" / "libqxcb.so" if qt else None
    if plugin is None or not plugin.exists() or not dev.shutil.which("ldd"):
        pytest.skip("no PySide6 xcb plugin in .venv, or no ldd")
    names = [line.split()[0] for line in dev.ldd_output(plugin).splitlines() if "=>" in line]
    x_libraries = [n for n in names if n.startswith(("libxcb", "libxkbcommon", "libX11"))]
    assert "libxcb-icccm.so.4" in x_libraries
    assert [n for n in x_libraries if n not in dev.QT_XCB_PACKAGES] == []
    assert set(dev.missing_qt_libraries()) <= set(names) | set(dev.QT_RUNTIME_LIBRARIES)


@linux_only
def test_library_present_finds_the_c_library_and_not_a_made_up_one(dev):
    assert dev.library_present("libc.so.6")
    assert not dev.library_present("libmomon-no-such-library.so.7")


class Steps:
    """The commands run_tests runs, with their environment; each exits with its code."""

    def __init__(self, dev: ModuleType, monkeypatch: pytest.MonkeyPatch, root: Path) -> None:
        self.runs: list[tuple[list[str], dict[str, str]]] = []
        self.codes: dict[int, int] = {}
        monkeypatch.setattr(dev, "ROOT", root)
        monkeypatch.setattr(dev, "subprocess", SimpleNamespace(run=self.run))

    def run(self, command: list[str], **kwargs: object) -> subprocess.CompletedProcess[str]:
        env = kwargs["env"]
        assert isinstance(env, dict)
        self.runs.append((list(command), env))
        return subprocess.CompletedProcess(command, self.codes.get(len(self.runs), 0))


def test_the_real_input_tests_run_after_the_main_suite(dev, monkeypatch, tmp_path, capsys):
    (tmp_path / "tests" / "realinput").mkdir(parents=True)
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    monkeypatch.setenv("MOMON_REAL_INPUT", "1")
    steps = Steps(dev, monkeypatch, tmp_path)
    py = tmp_path / "python"
    assert dev.run_tests(py, ["-x", "--lf"]) == 0
    (main, main_env), (real, real_env) = steps.runs[2], steps.runs[3]
    assert [c[2] for c, _ in steps.runs] == ["ruff", "mypy", "pytest", "pytest"]
    assert main == [str(py), "-m", "pytest", "-x", "--lf"]
    assert main_env["QT_QPA_PLATFORM"] == "offscreen" and "MOMON_REAL_INPUT" not in main_env
    assert real == [str(py), "-m", "pytest", "tests/realinput", "-x", "--lf"]
    assert real_env["QT_QPA_PLATFORM"] == "xcb" and real_env["MOMON_REAL_INPUT"] == "1"
    assert "== pytest tests/realinput\n" in capsys.readouterr().out


@pytest.fixture
def project(dev, monkeypatch, tmp_path) -> Path:
    """A project folder with a main test folder and a real-input test file."""
    (tmp_path / "tests" / "engine").mkdir(parents=True)
    (tmp_path / "tests" / "realinput").mkdir()
    (tmp_path / "tests" / "realinput" / "test_arena.py").touch()
    monkeypatch.setattr(dev, "ROOT", tmp_path)
    return tmp_path


@pytest.mark.parametrize("extra, main, real", [
    # options keep their values, and a value is not taken for a path
    (["-k", "engine and not slow", "--tb", "short", "-x"],
     ["-k", "engine and not slow", "--tb", "short", "-x"],
     ["tests/realinput", "-k", "engine and not slow", "--tb", "short", "-x"]),
    (["-m", "gui", "--ignore=tests/engine"], ["-m", "gui", "--ignore=tests/engine"],
     ["tests/realinput", "-m", "gui", "--ignore=tests/engine"]),
    # a path outside tests/realinput runs in the main suite only
    (["tests/engine", "-k", "draw"], ["tests/engine", "-k", "draw"], None),
    # a path inside it runs in the real-input step only, without the whole folder
    (["-k", "drag", "tests/realinput/test_arena.py::test_drag"], None,
     ["-k", "drag", "tests/realinput/test_arena.py::test_drag"]),
    (["tests/realinput"], None, ["tests/realinput"]),
    # paths of both kinds go each to its own step
    (["tests/engine", "tests/realinput/test_arena.py", "-x"], ["tests/engine", "-x"],
     ["tests/realinput/test_arena.py", "-x"]),
    # a folder that holds tests/realinput names both steps
    (["tests", "-q"], ["tests", "-q"], ["tests/realinput", "-q"]),
    (["."], ["."], ["tests/realinput"]),
])
def test_pytest_arguments_go_to_the_steps_their_paths_name(dev, project, extra, main, real):
    assert dev.pytest_arguments(extra) == (main, real)


def test_a_test_path_outside_tests_realinput_leaves_that_step_out(
        dev, monkeypatch, project, capsys):
    steps = Steps(dev, monkeypatch, project)
    assert dev.run_tests(project / "python", ["tests/engine", "-k", "draw"]) == 0
    assert [c[3:] for c, _ in steps.runs[2:]] == [["tests/engine", "-k", "draw"]]
    assert capsys.readouterr().out.splitlines()[-1] == (
        "== pytest tests/realinput left out: no test path given is in it")


def test_test_paths_all_in_tests_realinput_leave_the_main_suite_out(
        dev, monkeypatch, project, capsys):
    steps = Steps(dev, monkeypatch, project)
    extra = ["tests/realinput/test_arena.py", "-k", "drag"]
    assert dev.run_tests(project / "python", extra) == 0
    assert [c[3:] for c, _ in steps.runs[2:]] == [extra]
    assert steps.runs[2][1]["MOMON_REAL_INPUT"] == "1"
    assert capsys.readouterr().out.splitlines()[-1] == (
        "== pytest left out: the test paths given are all in tests/realinput")


def test_real_input_tests_that_collect_nothing_fail(dev, monkeypatch, tmp_path, capsys):
    (tmp_path / "tests" / "realinput").mkdir(parents=True)
    steps = Steps(dev, monkeypatch, tmp_path)
    steps.codes[4] = 5
    assert dev.run_tests(tmp_path / "python", []) == 5
    assert "== pytest tests/realinput failed (exit 5)" in capsys.readouterr().out


def test_without_real_input_tests_the_step_is_skipped(dev, monkeypatch, tmp_path, capsys):
    steps = Steps(dev, monkeypatch, tmp_path)
    assert dev.run_tests(tmp_path / "python", []) == 0
    assert len(steps.runs) == 3
    assert capsys.readouterr().out.splitlines()[-1] == (
        "== pytest tests/realinput skipped: there are no real-input tests yet")


def test_a_failing_main_suite_stops_before_the_real_input_tests(dev, monkeypatch, tmp_path):
    (tmp_path / "tests" / "realinput").mkdir(parents=True)
    steps = Steps(dev, monkeypatch, tmp_path)
    steps.codes[3] = 1
    assert dev.run_tests(tmp_path / "python", []) == 1
    assert len(steps.runs) == 3


@pytest.mark.parametrize("value, ignored", [(None, ["realinput"]), ("0", ["realinput"]),
                                            ("1", [])])
def test_the_main_suite_leaves_out_the_real_input_tests(monkeypatch, value, ignored):
    if value is None:
        monkeypatch.delenv("MOMON_REAL_INPUT", raising=False)
    else:
        monkeypatch.setenv("MOMON_REAL_INPUT", value)
    path = ROOT / "tests" / "conftest.py"
    spec = importlib.util.spec_from_file_location("momon_tests_conftest", path)
    assert spec is not None and spec.loader is not None
    conftest = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(conftest)
    assert conftest.collect_ignore == ignored


@linux_only
def test_slow_sets_up_as_for_the_tests_then_runs_only_the_slow_tests(
        dev, monkeypatch, tmp_path, capsys):
    monkeypatch.setenv("MOMON_REAL_INPUT", "1")
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    machine = Machine(dev, monkeypatch, tmp_path, root=True, tools=("Xvfb", "openbox"))
    assert dev.main(["slow", "-x", "--tb", "short"]) == 0
    assert machine.commands == [
        ["/usr/bin/apt-get", "-qq", "update"],
        ["/usr/bin/apt-get", "-qq", "install", "-y", "nsis", *WINDOW_PACKAGES],
        [str(tmp_path / "python"), "-m", "pytest", "-m", "slow", "-x", "--tb", "short"],
    ]
    env = machine.envs[2]
    assert env["QT_QPA_PLATFORM"] == "offscreen" and "MOMON_REAL_INPUT" not in env
    assert capsys.readouterr().out.splitlines()[-1] == "== pytest -m slow"


@pytest.mark.parametrize("code", [1, 5])
def test_slow_tests_that_fail_or_are_missing_fail_the_step(
        dev, monkeypatch, tmp_path, capsys, code):
    machine = Machine(dev, monkeypatch, tmp_path, root=True, tools=("makensis", "Xvfb", "openbox"))
    machine.installed = True
    machine.codes["pytest"] = code
    assert dev.main(["slow"]) == code
    assert [c[2:] for c in machine.commands] == [["pytest", "-m", "slow"]]
    assert capsys.readouterr().out.splitlines()[-1] == f"== pytest -m slow failed (exit {code})"


def _collected(*args: str) -> list[str]:
    """The test ids a plain pytest run with *args* would run in tests/packaging."""
    env = {k: v for k, v in os.environ.items() if k != "PYTEST_ADDOPTS"}
    completed = subprocess.run(
        [sys.executable, "-m", "pytest", "--co", "-q", "-p", "no:cacheprovider",
         "tests/packaging", *args],
        cwd=ROOT, env=env, capture_output=True, text=True, check=False)
    assert completed.returncode == 0, completed.stdout + completed.stderr
    return [line for line in completed.stdout.splitlines() if "::" in line]


def test_a_run_without_m_leaves_the_slow_tests_out_and_m_slow_chooses_them():
    build = "tests/packaging/test_packaging_build.py::"
    plain, slow = _collected(), _collected("-m", "slow")
    assert plain and not [t for t in plain if t.startswith(build)]
    assert slow and all(t.startswith(build) for t in slow)


def test_ci_runs_the_slow_tests_in_a_step_of_their_own_after_the_others():
    lines = (ROOT / ".ci" / "run").read_text().splitlines()
    commands = [line for line in lines if line.startswith("python3 dev.py")]
    assert commands == ["python3 dev.py test", "python3 dev.py start --self-test --tutorial",
                        "python3 dev.py slow"]


@linux_only
@pytest.mark.parametrize(("listed", "wanted"), [("", ["fonts-tlwg-loma"]), ("Loma\n", [])])
def test_a_thai_system_font_is_installed_for_the_window_managers_titles(
        dev, monkeypatch, listed, wanted):
    """openbox writes window titles with the system's fonts: without a Thai one the Thai
    titles of the frame tests and the screenshots are boxes."""
    asked: list[list[str]] = []

    def run(command: list[str], **kwargs: object) -> subprocess.CompletedProcess[str]:
        asked.append(command)
        return subprocess.CompletedProcess(command, 0, stdout=listed)

    tools = {"makensis", "Xvfb", "openbox", "fc-list"}
    monkeypatch.setattr(dev, "shutil", SimpleNamespace(
        which=lambda name: f"/usr/bin/{name}" if name in tools else None))
    monkeypatch.setattr(dev, "subprocess", SimpleNamespace(run=run))
    monkeypatch.setattr(dev, "missing_qt_libraries", lambda: [])
    assert dev.missing_system_packages() == wanted
    assert asked == [["fc-list", ":lang=th", "family"]]
