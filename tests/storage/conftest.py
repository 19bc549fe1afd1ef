"""Every storage test gets its own data folder (``MOMON_DATA_DIR``); ``live_process``
is a process that stays alive during the test."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.storage import processes


@pytest.fixture(autouse=True)
def data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh ``MOMON_DATA_DIR`` for the test."""
    folder = tmp_path / "data"
    monkeypatch.setenv("MOMON_DATA_DIR", str(folder))
    return folder


@pytest.fixture
def live_process() -> Iterator[int]:
    """The id of a process that stays alive during the test."""
    yield from processes.live_process()
