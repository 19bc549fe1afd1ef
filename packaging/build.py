#!/usr/bin/env python3
"""Build Momon Desktop for this platform, check the bundle, self-test it, make the installer.

    python packaging/build.py                   everything below
    python packaging/build.py --no-installer    stop after the self-test (to sign the bundle)
    python packaging/build.py --installer-only  only make the installer from the bundle in dist/
    python packaging/build.py --dist DIR --build DIR   other output and work folders

1. PyInstaller (installed into this interpreter's environment from the ``packaging``
   extra of ``pyproject.toml`` if it is missing) builds the one-folder bundle from
   ``packaging/momon_desktop.spec`` into ``dist/``: ``dist/momon-desktop`` on Windows
   and Linux, ``dist/Momon Desktop.app`` on macOS.
2. The bundle is checked: every file of ``resources/`` is in it, and no Qt module the
   app does not use (QtNetwork, QtQml, QtQuick, ...) is.
3. The bundled executable runs ``--self-test`` headless (``QT_QPA_PLATFORM=offscreen``):
   it opens the real window, plays one game and exits 0.
4. The installer: on Windows the NSIS setup program, on macOS the ``.dmg``. Elsewhere,
   if ``makensis`` is installed, the Windows installer script is compiled against this
   bundle to prove the script is valid (the result is not a usable installer).

The last line printed gives the bundle's path, its size, the self-test's result and
the start-up time. The exit status is 0 only if every step succeeded.

Run it with the project's environment (``.venv``, made by ``python3 dev.py test``);
started with another Python that lacks Qt, it starts itself again with ``.venv``'s.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

PACKAGING_DIR = Path(__file__).resolve().parent
sys.path.insert(0, str(PACKAGING_DIR))

import momon_packaging as mp  # noqa: E402

ROOT = mp.ROOT
DIST = ROOT / "dist"
BUILD = ROOT / "build"
SPEC = PACKAGING_DIR / "momon_desktop.spec"
NSI = PACKAGING_DIR / "windows" / "momon-desktop.nsi"
DMG_SCRIPT = PACKAGING_DIR / "macos" / "make_dmg.sh"
SELF_TEST_ENTRY = ROOT / "momon_desktop" / "ui" / "app.py"
SELF_TEST_TIMEOUT = 300.0


class BuildError(Exception):
    """A step failed; the message says which and why."""


def shown(path: Path) -> str:
    """``path`` relative to the checkout when inside it, for shorter messages."""
    try:
        return path.relative_to(ROOT).as_posix()
    except ValueError:
        return str(path)


def say(message: str) -> None:
    """Progress output, flushed at once so CI logs show it as it happens."""
    print(message, flush=True)


# --------------------------------------------------------------------------- set-up


def venv_python() -> Path:
    """The project environment's interpreter (it may not exist)."""
    if os.name == "nt":
        return ROOT / ".venv" / "Scripts" / "python.exe"
    return ROOT / ".venv" / "bin" / "python"


def ensure_interpreter() -> None:
    """Restart with ``.venv``'s Python when this one cannot import the app's Qt."""
    if importlib.util.find_spec("PySide6") is not None:
        return
    candidate = venv_python()
    in_venv = Path(sys.prefix).resolve() == (ROOT / ".venv").resolve()
    if candidate.exists() and not in_venv:
        say(f"this Python has no PySide6; continuing with {candidate}")
        completed = subprocess.run([str(candidate), str(Path(__file__).resolve()), *sys.argv[1:]])
        sys.exit(completed.returncode)
    raise BuildError(
        "PySide6 is not installed for this Python. Create the project's environment "
        "first (python3 dev.py test), then run: .venv/bin/python packaging/build.py"
    )


def ensure_pyinstaller() -> str:
    """PyInstaller's version, installing the ``packaging`` extra's requirement if needed."""
    requirement = mp.packaging_requirement()
    try:
        from importlib.metadata import PackageNotFoundError, version

        installed = version("pyinstaller")
    except PackageNotFoundError:
        installed = None
    if installed is not None and _satisfies(installed, requirement):
        return installed
    say(f"installing {' '.join(requirement)} into {sys.prefix}")
    completed = subprocess.run(
        [sys.executable, "-m", "pip", "install", "--disable-pip-version-check", "-q", *requirement]
    )
    if completed.returncode != 0:
        raise BuildError(f"pip could not install {' '.join(requirement)}")
    importlib.invalidate_caches()
    from importlib.metadata import version

    return version("pyinstaller")


def _satisfies(installed: str, requirement: list[str]) -> bool:
    """True if ``installed`` meets the ``pyinstaller>=X`` minimum in ``requirement``."""
    for item in requirement:
        name, _, minimum = item.partition(">=")
        if name.strip().lower() == "pyinstaller" and minimum:
            return _numbers(installed) >= _numbers(minimum)
    return True


def _numbers(text: str) -> tuple[int, ...]:
    parts = []
    for part in text.split("."):
        digits = "".join(ch for ch in part if ch.isdigit())
        if not digits:
            break
        parts.append(int(digits))
    return tuple(parts)


# ------------------------------------------------------------------------ the steps


def run_pyinstaller() -> float:
    """Build the bundle into ``dist/``; returns the seconds it took."""
    log = BUILD / "pyinstaller.log"
    log.parent.mkdir(parents=True, exist_ok=True)
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--distpath",
        str(DIST),
        "--workpath",
        str(BUILD / "pyinstaller"),
        str(SPEC),
    ]
    say(f"pyinstaller: building the bundle (log: {shown(log)})")
    started = time.monotonic()
    # An installer carries the native engines (expert's search in C): the spec refuses
    # to build a bundle without them (momon_desktop.spec, NATIVE_MODULES).
    env = dict(os.environ, MOMON_REQUIRE_NATIVE="1")
    with log.open("w", encoding="utf-8") as handle:
        completed = subprocess.run(command, cwd=ROOT, stdout=handle, stderr=subprocess.STDOUT,
                                   env=env)
    elapsed = time.monotonic() - started
    if completed.returncode != 0:
        tail = log.read_text(encoding="utf-8", errors="replace").splitlines()[-25:]
        raise BuildError("PyInstaller failed:\n" + "\n".join(tail))
    say(f"pyinstaller: done in {elapsed:.0f} s")
    return elapsed


def check_bundle() -> mp.BundleReport:
    """Resources present, unused Qt absent; raises BuildError listing every problem."""
    report = mp.inspect_bundle(DIST)
    if not report.ok:
        raise BuildError("bundle check failed:\n  " + "\n  ".join(report.problems))
    say(
        f"bundle check: {len(mp.resource_datas())} resource files present; "
        f"Qt modules {', '.join('Qt' + m for m in report.qt_modules)}; "
        f"{len(report.plugins)} Qt plugins"
    )
    return report


@dataclass
class SelfTest:
    """The outcome of running the bundle's ``--self-test``."""

    status: str  # "passed", "failed" or "waiting"
    seconds: float = 0.0
    summary: str = ""

    @property
    def ok(self) -> bool:
        """Passed, or waiting for the self-test to exist in this checkout."""
        return self.status != "failed"


def isolated_environment(home: Path) -> dict[str, str]:
    """The environment for running the bundle: headless, with its own data folders.

    ``MOMON_DATA_DIR`` moves the app's saves and settings into ``home`` (the XDG
    variables do the same for anything else on Linux), so a build never touches the
    builder's own games.
    """
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["MOMON_DATA_DIR"] = str(home / "momon-data")
    for variable, folder in (
        ("XDG_DATA_HOME", "data"),
        ("XDG_CONFIG_HOME", "config"),
        ("XDG_CACHE_HOME", "cache"),
        ("XDG_STATE_HOME", "state"),
    ):
        env[variable] = str(home / folder)
    # The bundle must find its own resources, not the source tree's.
    env.pop("MOMON_RESOURCES", None)
    return env


def run_self_test() -> SelfTest:
    """Run ``<bundle executable> --self-test --screenshot build/self-test.png``."""
    _bundle, exe, _internal = mp.bundle_layout(DIST)
    if not SELF_TEST_ENTRY.exists():
        say(
            "self-test: waiting (momon_desktop/ui/app.py, which provides --self-test, is not in this checkout yet)"
        )
        return SelfTest("waiting")
    screenshot = BUILD / "self-test.png"
    screenshot.unlink(missing_ok=True)
    command = [str(exe), "--self-test", "--screenshot", str(screenshot)]
    say(f"self-test: {' '.join(command)} (QT_QPA_PLATFORM=offscreen)")
    with tempfile.TemporaryDirectory(prefix="momon-selftest-") as home:
        started = time.monotonic()
        try:
            completed = subprocess.run(
                command,
                cwd=home,
                env=isolated_environment(Path(home)),
                capture_output=True,
                text=True,
                encoding="utf-8",
                errors="replace",
                timeout=SELF_TEST_TIMEOUT,
            )
        except subprocess.TimeoutExpired:
            return SelfTest(
                "failed", SELF_TEST_TIMEOUT, f"no answer within {SELF_TEST_TIMEOUT:.0f} s"
            )
        elapsed = time.monotonic() - started
    lines = [line for line in completed.stdout.splitlines() if line.strip()]
    summary = lines[-1] if lines else ""
    if completed.returncode != 0:
        detail = (completed.stderr.strip().splitlines() or ["(no output)"])[-15:]
        say("self-test output:\n  " + "\n  ".join(lines[-10:] + detail))
        return SelfTest("failed", elapsed, f"exit {completed.returncode}")
    if summary:
        say(summary if summary.startswith("self-test") else f"self-test: {summary}")
    if screenshot.exists():
        say(f"self-test: screenshot {shown(screenshot)}")
    return SelfTest("passed", elapsed, summary)


def start_up_seconds(self_test: SelfTest) -> float | None:
    """Seconds from launching the bundle to its window being ready, from the self-test.

    The self-test's summary gives ``window ready R s`` and, last, its own total ``T s``,
    both counted from the moment the app's ``main`` starts. What the process took
    before that (the bootloader unpacking nothing, Python starting, the imports of the
    command line) is the wall time less ``T``; adding ``R`` gives launch to ready window.
    """
    ready = re.search(r"window ready (\d+(?:\.\d+)?) s", self_test.summary)
    total = re.search(r"(\d+(?:\.\d+)?) s\s*$", self_test.summary)
    if ready is None or total is None:
        return None
    before_main = max(0.0, self_test.seconds - float(total.group(1)))
    return before_main + float(ready.group(1))


def find_makensis() -> str | None:
    """``makensis`` from PATH, or from NSIS's usual folders on Windows."""
    found = shutil.which("makensis")
    if found:
        return found
    if os.name == "nt":
        for base in (os.environ.get("ProgramFiles(x86)"), os.environ.get("ProgramFiles")):
            if base and (Path(base) / "NSIS" / "makensis.exe").exists():
                return str(Path(base) / "NSIS" / "makensis.exe")
    return None


def write_wizard_bitmap(target: Path) -> Path:
    """The picture beside the setup program's welcome and finish pages (164 x 314).

    The app icon on the icon's own navy gradient, as a 24-bit BMP, the format NSIS
    takes. Drawn with Qt's image classes, which need no running application.
    """
    from PySide6.QtCore import QPointF, QRectF
    from PySide6.QtGui import QColor, QImage, QLinearGradient, QPainter

    width, height, side = 164, 314, 128
    image = QImage(width, height, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    gradient = QLinearGradient(QPointF(0, 0), QPointF(0, height))
    gradient.setColorAt(0.0, QColor(62, 70, 132))
    gradient.setColorAt(1.0, QColor(26, 28, 58))
    painter.fillRect(image.rect(), gradient)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    icon = QImage(str(mp.ICONS_DIR / f"momon-{side}.png"))
    painter.drawImage(QRectF((width - side) / 2, 64, side, side), icon)
    painter.end()
    target.parent.mkdir(parents=True, exist_ok=True)
    if icon.isNull() or not image.convertToFormat(QImage.Format.Format_RGB888).save(
        str(target), "BMP"
    ):
        raise BuildError(f"could not write the installer picture {target}")
    return target


def nsis_command(makensis: str, outfile: Path, *, check_only: bool) -> list[str]:
    """The makensis command line for the setup program of the bundle in ``dist/``."""
    version = mp.project_version()
    bundle, _exe, _internal = mp.bundle_layout(DIST)
    icon, _icns = mp.write_icons(BUILD / "icons")
    flag = "/" if os.name == "nt" else "-"
    defines = {
        "VERSION": version,
        "VERSION_QUAD": ".".join(str(n) for n in mp.version_tuple(version)),
        "BUNDLE_DIR": str(bundle),
        "ICON": str(icon),
        "OUTFILE": str(outfile),
        "WIZARD_BITMAP": str(write_wizard_bitmap(BUILD / "nsis" / "wizard.bmp")),
    }
    licence = next((ROOT / name for name in ("LICENSE", "COPYING") if (ROOT / name).exists()), None)
    if licence is not None:
        defines["LICENSE_FILE"] = str(licence)
    if not check_only and os.environ.get("WINDOWS_CERTIFICATE"):
        # makensis signs the uninstaller and the setup program as it writes them.
        defines["SIGN_SCRIPT"] = str(PACKAGING_DIR / "windows" / "sign.ps1")
    if check_only:
        # zlib instead of solid LZMA: the same script in half a minute.
        defines["COMPRESSOR"] = "zlib"
    # The check build treats warnings as errors; a release shows them but goes on, as
    # a newer NSIS on the build machine may warn about things 3.08 accepts.
    command = [makensis, f"{flag}V2"] + ([f"{flag}WX"] if check_only else [])
    command += [f"{flag}D{key}={value}" for key, value in defines.items()]
    return [*command, str(NSI)]


def make_installer() -> str:
    """Make this platform's installer; returns a one-line description of the result."""
    version = mp.project_version()
    key = mp.platform_key()
    makensis = find_makensis()
    if key == "win32":
        if makensis is None:
            raise BuildError(
                "makensis not found: install NSIS (choco install nsis) to make the setup program"
            )
        outfile = DIST / f"{mp.EXE_NAME}-{version}-windows-setup.exe"
        _run_makensis(nsis_command(makensis, outfile, check_only=False))
        return f"installer: {shown(outfile)} ({outfile.stat().st_size / 1e6:.1f} MB)"
    if key == "darwin":
        bundle, _exe, _internal = mp.bundle_layout(DIST)
        outfile = DIST / f"{mp.EXE_NAME}-{version}-macos.dmg"
        completed = subprocess.run(["bash", str(DMG_SCRIPT), str(bundle), str(outfile)], cwd=ROOT)
        if completed.returncode != 0:
            raise BuildError("the .dmg could not be made")
        return f"installer: {shown(outfile)} ({outfile.stat().st_size / 1e6:.1f} MB)"
    if makensis is None:
        return (
            "makensis: not installed, Windows installer script not compiled (apt-get install nsis)"
        )
    outfile = BUILD / "nsis" / f"{mp.EXE_NAME}-{version}-setup-check.exe"
    outfile.parent.mkdir(parents=True, exist_ok=True)
    started = time.monotonic()
    _run_makensis(nsis_command(makensis, outfile, check_only=True))
    return (
        f"makensis: {shown(NSI)} compiles cleanly (warnings are errors) in "
        f"{time.monotonic() - started:.0f} s against this bundle -> {shown(outfile)}"
    )


def _run_makensis(command: list[str]) -> None:
    say(
        "makensis: "
        + " ".join(Path(command[0]).name if i == 0 else part for i, part in enumerate(command))
    )
    completed = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, errors="replace")
    if completed.returncode != 0:
        output = (completed.stdout + completed.stderr).strip().splitlines()[-25:]
        raise BuildError("makensis failed:\n  " + "\n  ".join(output))


# ------------------------------------------------------------------------------ main


def main(argv: list[str] | None = None) -> int:
    """Run the steps; print the summary line; 0 if all of them succeeded."""
    global DIST, BUILD
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    stage = parser.add_mutually_exclusive_group()
    stage.add_argument("--no-installer", action="store_true", help="stop after the self-test")
    stage.add_argument(
        "--installer-only", action="store_true", help="make the installer from the bundle in dist/"
    )
    parser.add_argument("--dist", type=Path, default=DIST, help="where the bundle goes (dist/)")
    parser.add_argument(
        "--build", type=Path, default=BUILD, help="work files, log and screenshot (build/)"
    )
    args = parser.parse_args(argv)
    DIST, BUILD = args.dist.resolve(), args.build.resolve()
    bundle, _exe, _internal = mp.bundle_layout(DIST)
    try:
        ensure_interpreter()
        if args.installer_only:
            check_bundle()
            say(make_installer())
            say(f"installer made from {shown(bundle)}")
            return 0
        say(
            f"Momon Desktop {mp.project_version()}: PyInstaller {ensure_pyinstaller()}, Python {sys.version.split()[0]}, {sys.platform}"
        )
        run_pyinstaller()
        report = check_bundle()
        self_test = run_self_test()
        start_up = start_up_seconds(self_test) if self_test.status == "passed" else None
        if not args.no_installer and self_test.ok:
            say(make_installer())
    except BuildError as error:
        say(f"error: {error}")
        say(f"bundle: {shown(bundle)} | build FAILED")
        return 1
    if self_test.status == "passed":
        result = f"self-test passed in {self_test.seconds:.1f} s"
    elif self_test.status == "waiting":
        result = "self-test waiting for momon_desktop/ui/app.py"
    else:
        result = f"self-test FAILED ({self_test.summary})"
    if start_up is not None:
        start = f"start-up {start_up:.2f} s to a ready window"
    elif self_test.status == "passed":
        start = f"start-up within the self-test's {self_test.seconds:.1f} s"
    else:
        start = "start-up not measured"
    say(f"bundle: {shown(bundle)} | {report.size_mb:.1f} MB | {result} | {start}")
    return 0 if self_test.ok else 1


if __name__ == "__main__":
    sys.exit(main())
