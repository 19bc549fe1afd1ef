"""Every storage test gets its own data folder (``MOMON_DATA_DIR``)."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh ``MOMON_DATA_DIR`` for the test."""
    folder = tmp_path / "data"
    monkeypatch.setenv("MOMON_DATA_DIR", str(folder))
    return folder
