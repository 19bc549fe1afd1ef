"""The real build: ``packaging/build.py`` makes the bundle, checks it and self-tests it.

This is what catches a data file missing from the bundle or a module PyInstaller
could not see, before a release does.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import time

import momon_packaging as mp
import pytest

BUILD_SCRIPT = mp.PACKAGING_DIR / "build.py"
SUMMARY = re.compile(
    r"^bundle: (?P<path>.+) \| (?P<mb>\d+\.\d) MB \| self-test (?P<result>passed|waiting|FAILED)"
)
# Well above the Linux bundle's size today (about 125 MB, of which ICU is 38 MB), well
# below what one unused Qt module family would add.
SIZE_LIMIT_MB = 170

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def build(tmp_path_factory):
    """Run build.py once for all the tests here; returns (output lines, dist folder)."""
    root = tmp_path_factory.mktemp("packaging")
    dist, work = root / "dist", root / "build"
    started = time.time()
    completed = subprocess.run(
        [sys.executable, str(BUILD_SCRIPT), "--dist", str(dist), "--build", str(work)],
        cwd=mp.ROOT,
        capture_output=True,
        text=True,
        timeout=900,
    )
    output = completed.stdout + completed.stderr
    assert completed.returncode == 0, output
    return completed.stdout.splitlines(), dist, work, started


def _problems_from_before(problems: list[str], started: float) -> list[str]:
    """The problems that are not a resource edited in the checkout after the build began.

    build.py itself compared every resource when it built; a file changed since (by
    someone working in the same checkout) is not the bundle's fault.
    """
    left = []
    for problem in problems:
        match = re.match(r"resources/(\S+) (?:differs in|missing from) the bundle", problem)
        source = mp.RESOURCES_DIR / match.group(1) if match else None
        if source is not None and source.exists() and source.stat().st_mtime >= started:
            continue
        left.append(problem)
    return left


def test_build_ends_with_one_summary_line(build):
    lines, dist, _work, _started = build
    match = SUMMARY.match(lines[-1])
    assert match, lines[-1]
    bundle, _exe, _internal = mp.bundle_layout(dist)
    assert match["path"] == str(bundle)
    assert 0 < float(match["mb"]) < SIZE_LIMIT_MB
    if (mp.ROOT / "momon_desktop" / "ui" / "app.py").exists():
        assert match["result"] == "passed", lines[-1]
        assert "start-up" in lines[-1]


def test_bundle_has_resources_and_only_the_qt_the_app_uses(build):
    _lines, dist, _work, started = build
    report = mp.inspect_bundle(dist)
    assert report.ok or not _problems_from_before(report.problems, started), report.problems
    names = [path.name for path in report.bundle.rglob("*")]
    for unwanted in (
        "QtNetwork",
        "QtQml",
        "QtQuick",
        "Qt3D",
        "QtWebEngine",
        "QtMultimedia",
        "QtPdf",
        "QtDesigner",
    ):
        short = unwanted[2:]
        assert not [n for n in names if re.match(rf"^(lib)?Qt6?{short}", n)], unwanted
    for module in ("QtCore", "QtGui", "QtWidgets"):
        assert module[2:] in report.qt_modules
    assert not [
        n for n in names if n.startswith(("tkinter", "_tkinter", "pytest", "hypothesis", "mypy"))
    ]
    _bundle, _exe, internal = mp.bundle_layout(dist)
    resources = next(
        p
        for p in (internal / "resources", report.bundle / "Contents" / "Resources" / "resources")
        if p.is_dir()
    )
    for relative in (
        "fonts/OFL.txt",
        "fonts/NotoSansThai-Regular.ttf",
        "translations/momon_th.qm",
        "icons/momon-256.png",
    ):
        assert (resources / relative).is_file(), relative
    assert list((resources / "cards").glob("*.json"))
    assert list((resources / "decks").glob("*.json"))


def test_self_test_left_a_screenshot(build):
    lines, _dist, work, _started = build
    assert any(
        "self-test: ok" in line or line.startswith("self-test: screenshot") for line in lines
    ), lines
    assert (work / "self-test.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


@pytest.mark.skipif(
    mp.platform_key() != "linux", reason="the NSIS check build is made on Linux machines"
)
def test_windows_installer_script_compiled_against_the_bundle(build):
    # `python3 dev.py slow` installs NSIS on Debian machines (as CI runs it).
    assert shutil.which("makensis"), "install NSIS (the 'nsis' package) for this check"
    lines, _dist, work, _started = build
    assert any("compiles cleanly" in line for line in lines), lines
    assert list((work / "nsis").glob("*.exe"))


def test_bundle_carries_the_native_vanilla_solver(build):
    """The bundled app imports the C core of the vanilla solver, not the fallback."""
    _lines, dist, _work, _started = build
    _bundle, exe, internal = mp.bundle_layout(dist)
    assert list(internal.rglob("_vanilla*.so")) or list(internal.rglob("_vanilla*.pyd"))
    completed = subprocess.run([str(exe), "bench", "native", "--positions", "50"],
                               capture_output=True, text=True, timeout=300)
    assert completed.returncode == 0, completed.stdout + completed.stderr
    assert "native core in use: True" in completed.stdout, completed.stdout
    assert "50 positions, 0 disagreements" in completed.stdout, completed.stdout


def test_bundle_carries_the_native_full_rules_engine(build):
    """The bundled app plays expert with the native engine, held equal to the Python
    rules engine inside the bundle too."""
    _lines, dist, _work, _started = build
    _bundle, exe, internal = mp.bundle_layout(dist)
    assert list(internal.rglob("_fullrules*.so")) or list(internal.rglob("_fullrules*.pyd"))
    completed = subprocess.run([str(exe), "bench", "fullrules", "--positions", "300"],
                               capture_output=True, text=True, timeout=600)
    assert completed.returncode == 0, completed.stdout + completed.stderr
    assert re.search(r"fullrules: \d+ positions, 0 disagreements", completed.stdout), \
        completed.stdout
