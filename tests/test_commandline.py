"""The headless commands' shared start (momon_desktop.commandline): their arguments and
UTF-8 standard streams."""

from __future__ import annotations

import io
import subprocess
import sys

from momon_desktop.commandline import command_args


def test_the_arguments_are_those_given_or_those_after_the_command_name(monkeypatch):
    monkeypatch.setattr(sys, "argv", ["momon_desktop.match", "--a", "easy"])
    assert command_args(None) == ["--a", "easy"]
    assert command_args(("--seed", "3")) == ["--seed", "3"]


def test_streams_without_reconfigure_are_left_as_they_are(monkeypatch):
    out, given = io.StringIO(), io.StringIO("{}")
    monkeypatch.setattr(sys, "stdout", out)
    monkeypatch.setattr(sys, "stdin", given)
    assert command_args([], reads_input=True) == []
    assert sys.stdout is out and sys.stdin is given


def test_every_command_writes_utf8_whatever_the_console(tmp_path):
    """With an ASCII console a Thai file name in the message would stop a command that
    did not set its output to UTF-8."""
    missing = tmp_path / "ไม่มี.json"
    for command in (["referee", str(missing)], ["review", str(missing)]):
        done = subprocess.run([sys.executable, "-m", "momon_desktop", *command],
                              capture_output=True, timeout=120,
                              env={"LC_ALL": "C", "PYTHONIOENCODING": "ascii",
                                   "PATH": "/usr/bin:/bin"})
        assert done.returncode == 2, done
        assert done.stderr == b""
        assert "ไม่มี.json" in done.stdout.decode("utf-8"), command
