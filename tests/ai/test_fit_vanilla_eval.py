"""tools/fit_vanilla_eval.py: the least-squares fit finds the weights behind exact
values, and the file it writes is the one the solver reads."""

from __future__ import annotations

import importlib.util
import json
import random
from pathlib import Path

import pytest

from momon_desktop.ai import vanilla

ROOT = Path(__file__).resolve().parents[2]
_TOOL = ROOT / "tools" / "fit_vanilla_eval.py"
_spec = importlib.util.spec_from_file_location("fit_vanilla_eval", _TOOL)
assert _spec is not None and _spec.loader is not None
fit_tool = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(fit_tool)


def _samples(rnd: random.Random, weights: list[float], count: int,
             empties: int) -> list[dict[str, object]]:
    out: list[dict[str, object]] = []
    for _ in range(count):
        f = [rnd.randint(-8, 8) for _ in range(vanilla.NF - 1)] + [1]
        value = sum(w * x for w, x in zip(weights, f, strict=True)) / vanilla.SCALE
        out.append({"empties": empties, "features": f, "value": value,
                    "hand_made": 16 * f[0]})
    return out


def test_the_fit_finds_the_weights_behind_the_values() -> None:
    rnd = random.Random(1)
    truth = [rnd.uniform(-40, 40) for _ in range(vanilla.NF)]
    samples = _samples(rnd, truth, 2_000, 7)
    found = fit_tool.fit(samples)
    # the ridge term pulls each weight by about 1 / (sum of its squared features)
    assert all(abs(a - b) < 0.01 for a, b in zip(found, truth, strict=True)), (found, truth)
    assert fit_tool.rmse(samples, lambda s: sum(
        a * b for a, b in zip(found, s["features"], strict=True))) < 0.01


def test_the_file_written_is_read_by_the_solver(tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    rnd = random.Random(2)
    truth = {e: [rnd.uniform(-40, 40) for _ in range(vanilla.NF)] for e in (5, 6)}

    def samples_of_game(task: tuple[int, int, int, int]) -> list[dict[str, object]]:
        seed, index, lowest, highest = task
        r = random.Random(seed * 1000 + index)
        return [s for e in range(lowest, highest + 1) for s in _samples(r, truth[e], 40, e)]

    monkeypatch.setattr(fit_tool, "_samples_of_game", samples_of_game)
    out = tmp_path / "eval.json"
    data = tmp_path / "samples.jsonl"
    argv = ["--games", "3", "--jobs", "1", "--empties", "5-6", "--out", str(out),
            "--data", str(data)]
    assert fit_tool.main(argv) == 0
    written = json.loads(out.read_text())
    assert written["features"] == list(vanilla.FEATURES)
    assert written["fitted"]["5"]["positions"] == 120
    assert written["measured"]["command"] == (
        "python tools/fit_vanilla_eval.py --games 3 --jobs 1 --empties 5-6")
    rows = written["weights"]
    # rows outside the fitted range take the nearest fitted row's weights
    assert rows[0] == rows[5] and rows[16] == rows[6] and rows[5] != rows[6]
    # each row, in 1/WEIGHT_ONE of a raw unit, reproduces its samples' exact values
    for e in (5, 6):
        check = _samples(random.Random(e), truth[e], 200, e)
        assert fit_tool.rmse(check, lambda s, e=e: sum(
            w * x for w, x in zip(rows[e], s["features"], strict=True)) / vanilla.WEIGHT_ONE) < 0.05
    assert vanilla.load_weights(out) == vanilla.pack_weights(rows)
    # a second run reads the samples kept and plays no game again
    monkeypatch.setattr(fit_tool, "_samples_of_game", None)
    assert fit_tool.main(argv) == 0
    assert json.loads(out.read_text())["weights"] == rows
