#!/usr/bin/env python3
"""Set up Momon Desktop in a local virtual environment, then start it or test it.

    python3 dev.py start      set up (first time only) and start the app
    python3 dev.py test       set up (first time only) and run every test and check
                              but the slow ones
    python3 dev.py slow       set up (first time only) and run the slow tests (the
                              bundle build), which the other test runs leave out

``dev.py test`` runs ruff, mypy, then pytest twice: the main suite, and the real-input
tests (``tests/realinput``) on their own; tests marked ``slow`` are left out, as in any
pytest run without ``-m`` (``pyproject.toml``).  Arguments after ``test`` go to pytest.  Test
paths among them (a file or folder here, or ``path::test``) choose what runs: the
main suite gets those outside ``tests/realinput``, the real-input step those inside it,
and a step that no path names is left out (a folder that holds ``tests/realinput``, such
as ``tests``, names both).  With no path, both steps run everything.  Every other
argument goes to both steps, so ``-k EXPR`` keeps its value; give an option whose value
is a path with ``=`` (``--ignore=tests/gui``), or the value is taken for a test path.

``dev.py slow`` runs ``pytest -m slow`` in the environment of the main suite (Qt's
offscreen platform); arguments after ``slow`` go to that pytest.

Only the Python standard library is used here, so this runs on a fresh machine
with nothing but Python 3.11 or newer.  The environment lives in ``.venv`` next
to this file and is refreshed whenever ``pyproject.toml`` changes.  On Linux, run
as root on Debian or Ubuntu, the system libraries of Qt's window and the system tools
of the tests are installed with apt-get; otherwise one line names the command.
"""

from __future__ import annotations

import functools
import hashlib
import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
STAMP = VENV / ".momon-installed"
# The real-input tests, run in a pytest step of their own.
REAL_INPUT_TESTS = "tests/realinput"


def _python() -> Path:
    if os.name == "nt":
        return VENV / "Scripts" / "python.exe"
    return VENV / "bin" / "python"


def _wanted_stamp() -> str:
    # setup.py and the C cores it builds count too: a change to any of them rebuilds them.
    sources = ("pyproject.toml", "setup.py", "momon_desktop/ai/_vanilla.c",
               "momon_desktop/ai/_fullrules.c")
    digest = hashlib.sha256(b"".join((ROOT / name).read_bytes() for name in sources)).hexdigest()
    return f"{digest} {sys.version_info.major}.{sys.version_info.minor}"


def ensure_environment() -> Path:
    """Create ``.venv`` and install the project with its test tools, if not current."""
    if sys.version_info < (3, 11):  # noqa: UP036 - dev.py may be started by an older Python
        sys.exit(f"Momon Desktop needs Python 3.11 or newer; this is {sys.version.split()[0]}.")
    py = _python()
    if not py.exists():
        print("Creating the virtual environment in .venv …", flush=True)
        venv.EnvBuilder(with_pip=True, clear=False).create(VENV)
    if STAMP.exists() and STAMP.read_text() == _wanted_stamp():
        return py
    print("Installing Momon Desktop and its test tools …", flush=True)
    pip = [str(py), "-m", "pip", "--disable-pip-version-check", "-q"]
    subprocess.run([*pip, "install", "--upgrade", "pip"], check=True)
    subprocess.run([*pip, "install", "-e", f"{ROOT}[test]"], check=True)
    # The app's bytecode, written once here: where PYTHONDONTWRITEBYTECODE is set, every
    # start would otherwise compile the whole package again (about a third of the launch).
    subprocess.run([str(py), "-m", "compileall", "-q", str(ROOT / "momon_desktop")],
                   check=True, stdout=subprocess.DEVNULL)
    STAMP.write_text(_wanted_stamp())
    return py


# The Debian/Ubuntu package of each system library that Qt's xcb platform plugin
# (libqxcb.so and libQt6XcbQpa.so.6) links to or opens, by soname.
QT_XCB_PACKAGES = {
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-xinerama.so.0": "libxcb-xinerama0",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-xinput.so.0": "libxcb-xinput0",
    "libxcb.so.1": "libxcb1",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libX11.so.6": "libx11-6",
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libGLX.so.0": "libglx0",
    "libOpenGL.so.0": "libopengl0",
    "libGLdispatch.so.0": "libglvnd0",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libdbus-1.so.3": "libdbus-1-3",
}
# Qt opens these itself when the window starts, so ldd need not list them.
QT_RUNTIME_LIBRARIES = ("libxcb-cursor.so.0",)
# The exit code of ``dev.py start`` when the window's system libraries are missing.
MISSING_LIBRARIES = 3


def _qt_dir() -> Path | None:
    """The ``Qt`` folder of PySide6 in ``.venv``, if PySide6 is installed there."""
    for qt in sorted(VENV.glob("lib/python3*/site-packages/PySide6/Qt")):
        return qt
    return None


def ldd_output(path: Path) -> str:
    """What ``ldd`` prints for the shared library *path* ('' where there is no ldd)."""
    ldd = shutil.which("ldd")
    if ldd is None:
        return ""
    return subprocess.run([ldd, str(path)], capture_output=True, text=True, check=False).stdout


def library_present(soname: str) -> bool:
    """True if the dynamic loader can find the library *soname* on this machine."""
    ldconfig = shutil.which("ldconfig") or next(
        (p for p in ("/sbin/ldconfig", "/usr/sbin/ldconfig") if os.path.exists(p)), None
    )
    if ldconfig is not None:
        cache = subprocess.run([ldconfig, "-p"], capture_output=True, text=True, check=False).stdout
        if any(line.split()[0] == soname for line in cache.splitlines()[1:] if line.strip()):
            return True
    import ctypes.util

    return ctypes.util.find_library(soname.removeprefix("lib").split(".so")[0]) == soname


def missing_qt_libraries() -> list[str]:
    """The sonames Qt's xcb platform plugin needs that this Linux machine lacks."""
    qt = _qt_dir()
    if qt is None:
        return []
    missing: list[str] = []
    for binary in (qt / "plugins" / "platforms" / "libqxcb.so", qt / "lib" / "libQt6XcbQpa.so.6"):
        if not binary.exists():
            continue
        for line in ldd_output(binary).splitlines():
            name, arrow, where = line.partition("=>")
            if arrow and where.strip() == "not found" and name.strip() not in missing:
                missing.append(name.strip())
    missing += [s for s in QT_RUNTIME_LIBRARIES if s not in missing and not library_present(s)]
    return missing


def debian_package(soname: str) -> str:
    """The Debian/Ubuntu package that ships *soname*: from the table, else by Debian's naming."""
    if soname in QT_XCB_PACKAGES:
        return QT_XCB_PACKAGES[soname]
    stem, _, version = soname.partition(".so")
    stem, version = stem.lower(), version.lstrip(".")
    if not version:
        return stem
    return f"{stem}-{version}" if stem[-1].isdigit() else f"{stem}{version}"


def _apt_get() -> str | None:
    """apt-get's path where this is Linux and apt-get exists."""
    return shutil.which("apt-get") if sys.platform.startswith("linux") else None


def _can_install() -> bool:
    """True where missing Debian packages can be installed here: as root, with apt-get."""
    return _apt_get() is not None and os.geteuid() == 0


@functools.cache
def _apt_update(apt: str) -> int:
    """``apt-get update``, once per run of dev.py; its exit code."""
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    return subprocess.run([apt, "-qq", "update"], env=env, stdout=subprocess.DEVNULL).returncode


def apt_install(packages: list[str], purpose: str) -> bool:
    """Install Debian *packages* with apt-get, as root; True if apt-get succeeded."""
    apt = _apt_get()
    if apt is None or os.geteuid() != 0:
        return False
    print(f"Installing {' '.join(packages)} ({purpose}) …", flush=True)
    if _apt_update(apt) != 0:
        return False
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    command = [apt, "-qq", "install", "-y", *packages]
    return subprocess.run(command, env=env, stdout=subprocess.DEVNULL).returncode == 0


def install_command(packages: list[str]) -> str:
    """The one command that installs *packages* on Debian or Ubuntu."""
    return "sudo apt-get install -y " + " ".join(packages)


def uses_xcb() -> bool:
    """True when the app would open its window through Qt's xcb platform plugin (X11).

    That is on Linux with an X display, unless another Qt platform is chosen; in a
    Wayland session Qt tries its Wayland plugin first, so only ``QT_QPA_PLATFORM=xcb``
    counts there.
    """
    if not sys.platform.startswith("linux") or not os.environ.get("DISPLAY"):
        return False
    platform = os.environ.get("QT_QPA_PLATFORM", "")
    wayland = os.environ.get("XDG_SESSION_TYPE") == "wayland" and os.environ.get("WAYLAND_DISPLAY")
    return platform == "xcb" or (platform == "" and not wayland)


def ensure_qt_libraries() -> bool:
    """Make sure Qt's xcb platform plugin can load, installing its libraries as root.

    Qt aborts when a library of the plugin is missing ("could not load the Qt platform
    plugin xcb"). The libraries are found with ldd; as root on Debian or Ubuntu the
    missing ones are installed with apt-get. Otherwise one line names the command that
    installs them, and the answer is False.
    """
    missing = missing_qt_libraries()
    if not missing:
        return True
    packages = sorted({debian_package(s) for s in missing})
    if _can_install() and apt_install(packages, "the system libraries Qt needs for its window"):
        missing = missing_qt_libraries()
        if not missing:
            return True
        packages = sorted({debian_package(s) for s in missing})
    line = "Momon Desktop needs these system libraries for its window: "
    if _apt_get() is None:
        line += f"{' '.join(missing)} (on Debian or Ubuntu: {install_command(packages)})"
    else:
        line += install_command(packages)
    print(line, flush=True)
    return False


def missing_system_packages() -> list[str]:
    """The Debian packages the tests need that this Linux machine lacks.

    NSIS's ``makensis`` compiles the Windows installer script, ``Xvfb`` is the virtual
    X server of the real-input tests, ``openbox`` the window manager of those that
    measure windows with their frames (with a Thai system font for its title bars),
    and those tests open the window through Qt's xcb platform plugin, which needs its
    system libraries.
    """
    tools = (("makensis", "nsis"), ("Xvfb", "xvfb"), ("openbox", "openbox"))
    packages = [package for tool, package in tools if not shutil.which(tool)]
    if not has_thai_system_font():
        packages.append(THAI_SYSTEM_FONT)
    return packages + sorted({debian_package(s) for s in missing_qt_libraries()})


# A Thai font of the system's own, as every desktop a Thai reader uses has: the window
# manager writes window titles with the system's fonts (the app's bundled fonts are the
# app's alone), so without one openbox draws the Thai titles of the frame tests and of
# docs/screenshots as boxes.
THAI_SYSTEM_FONT = "fonts-tlwg-loma"


def has_thai_system_font() -> bool:
    """Whether fontconfig knows a font that writes Thai (no fontconfig: not asked)."""
    if not shutil.which("fc-list"):
        return True
    found = subprocess.run(["fc-list", ":lang=th", "family"], capture_output=True, text=True)
    return found.returncode != 0 or bool((found.stdout or "").strip())


def ensure_system_tools() -> None:
    """Install the system tools and libraries the tests use, where this machine lets us.

    On Debian or Ubuntu, run as root (as CI is), everything missing is installed with one
    apt-get update and one apt-get install; otherwise one line names the command.
    """
    if not sys.platform.startswith("linux"):
        return
    packages = missing_system_packages()
    if not packages:
        return
    if _can_install() and apt_install(packages, "for the tests"):
        return
    line = f"Some tests need system packages that are missing: {install_command(packages)}"
    print(line, flush=True)


def _test_path(arg: str) -> Path | None:
    """The file or folder that *arg* names (``path`` or ``path::test``), if it exists."""
    if not arg or arg.startswith("-"):
        return None
    path = ROOT / arg.split("::")[0]
    return path.resolve() if path.exists() else None


def pytest_arguments(extra: list[str]) -> tuple[list[str] | None, list[str] | None]:
    """The arguments of the main pytest step and of the real-input step, None for a step
    left out: *extra* split by its test paths, as the module's docstring says.
    """
    real = (ROOT / REAL_INPUT_TESTS).resolve()
    main: list[str] = []
    real_input: list[str] = []
    named_main = named_real = holds_real = False
    for arg in extra:
        path = _test_path(arg)
        if path is None:
            main.append(arg)
            real_input.append(arg)
        elif path.is_relative_to(real):
            named_real = True
            real_input.append(arg)
        else:
            named_main = True
            holds_real = holds_real or real.is_relative_to(path)
            main.append(arg)
    if not named_real:
        real_input.insert(0, REAL_INPUT_TESTS)
    if not (named_main or named_real):
        return main, real_input
    return (main if named_main else None), (real_input if named_real or holds_real else None)


def _main_suite_env() -> dict[str, str]:
    """The environment of the main suite: Qt's offscreen platform unless another is
    chosen, and not the real-input tests."""
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env.pop("MOMON_REAL_INPUT", None)
    return env


def run_tests(py: Path, extra: list[str]) -> int:
    """Lint, type-check, run the test suite headless, then the real-input tests on Xvfb.

    *extra* is shared between the two pytest steps by :func:`pytest_arguments`. The
    real-input tests (``tests/realinput``) run with ``MOMON_REAL_INPUT=1`` and Qt's xcb
    platform; they start their own Xvfb.
    """
    env = _main_suite_env()
    real_input_env = dict(env, MOMON_REAL_INPUT="1", QT_QPA_PLATFORM="xcb")
    lint = [p for p in ("momon_desktop", "tests", "tools", "packaging", "dev.py")
            if (ROOT / p).exists()]
    main_args, real_input_args = pytest_arguments(extra)
    has_real_input = (ROOT / REAL_INPUT_TESTS).is_dir()
    steps = [
        ("ruff", [str(py), "-m", "ruff", "check", *lint], env),
        ("mypy", [str(py), "-m", "mypy"], env),
    ]
    if main_args is not None:
        steps.append(("pytest", [str(py), "-m", "pytest", *main_args], env))
    if has_real_input and real_input_args is not None:
        command = [str(py), "-m", "pytest", *real_input_args]
        steps.append((f"pytest {REAL_INPUT_TESTS}", command, real_input_env))
    for name, cmd, step_env in steps:
        print(f"== {name}", flush=True)
        code = subprocess.run(cmd, cwd=ROOT, env=step_env).returncode
        if code != 0:
            print(f"== {name} failed (exit {code})", flush=True)
            return code
    if main_args is None:
        print(f"== pytest left out: the test paths given are all in {REAL_INPUT_TESTS}",
              flush=True)
    if not has_real_input:
        print(f"== pytest {REAL_INPUT_TESTS} skipped: there are no real-input tests yet",
              flush=True)
    elif real_input_args is None:
        print(f"== pytest {REAL_INPUT_TESTS} left out: no test path given is in it", flush=True)
    return 0


def run_slow_tests(py: Path, extra: list[str]) -> int:
    """The tests marked ``slow`` (the bundle build), in a pytest step of their own, with
    *extra* after ``-m slow``; pytest's exit code (5 when there are none)."""
    print("== pytest -m slow", flush=True)
    command = [str(py), "-m", "pytest", "-m", "slow", *extra]
    code = subprocess.run(command, cwd=ROOT, env=_main_suite_env()).returncode
    if code != 0:
        print(f"== pytest -m slow failed (exit {code})", flush=True)
    return code


def main(argv: list[str]) -> int:
    """``dev.py start``, ``dev.py test`` or ``dev.py slow``; returns the exit code."""
    if not argv or argv[0] not in {"start", "test", "slow"}:
        print(__doc__)
        return 2
    py = ensure_environment()
    if argv[0] == "start":
        if uses_xcb() and not ensure_qt_libraries():
            return MISSING_LIBRARIES
        return subprocess.run([str(py), "-m", "momon_desktop", *argv[1:]], cwd=ROOT).returncode
    ensure_system_tools()
    if argv[0] == "slow":
        return run_slow_tests(py, argv[1:])
    return run_tests(py, argv[1:])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
