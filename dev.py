#!/usr/bin/env python3
"""Set up Momon Desktop in a local virtual environment, then start it or test it.

    python3 dev.py start      set up (first time only) and start the app
    python3 dev.py test       set up (first time only) and run every test and check

Only the Python standard library is used here, so this runs on a fresh machine
with nothing but Python 3.11 or newer.  The environment lives in ``.venv`` next
to this file and is refreshed whenever ``pyproject.toml`` changes.
"""

from __future__ import annotations

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


def _python() -> Path:
    if os.name == "nt":
        return VENV / "Scripts" / "python.exe"
    return VENV / "bin" / "python"


def _wanted_stamp() -> str:
    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
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
    STAMP.write_text(_wanted_stamp())
    return py


def ensure_system_tools() -> None:
    """Install the system tools some tests use, where this machine lets us.

    The packaging tests compile the Windows installer script with NSIS's ``makensis``.
    On Debian or Ubuntu, run as root (as CI is), it is installed with apt-get.
    """
    if shutil.which("makensis") or not sys.platform.startswith("linux"):
        return
    apt = shutil.which("apt-get")
    if apt is None or os.geteuid() != 0:
        print("NSIS (makensis) is missing: install the 'nsis' package to run the installer-script tests.")
        return
    print("Installing NSIS (makensis) for the installer-script tests …", flush=True)
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    subprocess.run([apt, "-qq", "update"], check=True, env=env, stdout=subprocess.DEVNULL)
    subprocess.run([apt, "-qq", "install", "-y", "nsis"], check=True, env=env, stdout=subprocess.DEVNULL)


def run_tests(py: Path, extra: list[str]) -> int:
    """Lint, type-check and run the whole test suite headless."""
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    lint = [p for p in ("momon_desktop", "tests", "tools", "packaging", "dev.py") if (ROOT / p).exists()]
    steps = [
        ("ruff", [str(py), "-m", "ruff", "check", *lint]),
        ("mypy", [str(py), "-m", "mypy"]),
        ("pytest", [str(py), "-m", "pytest", *extra]),
    ]
    for name, cmd in steps:
        print(f"== {name}", flush=True)
        code = subprocess.run(cmd, cwd=ROOT, env=env).returncode
        if code != 0:
            print(f"== {name} failed (exit {code})", flush=True)
            return code
    return 0


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in {"start", "test"}:
        print(__doc__)
        return 2
    py = ensure_environment()
    if argv[0] == "start":
        return subprocess.run([str(py), "-m", "momon_desktop", *argv[1:]], cwd=ROOT).returncode
    ensure_system_tools()
    return run_tests(py, argv[1:])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
