"""A data folder and a settings file with every file the app keeps, and the seeded
mutations of the data-folder fuzz cases (``test_fuzz_data_folder.py``).

:func:`make_template` writes a folder as a player who has used the app for a while has
it, each file through the app's own write path; :data:`TARGETS` names every kept file
and setting with what opens it in the window; :func:`mutate` damages one of them in one
of the :data:`FILE_KINDS` or :data:`SETTING_KINDS` ways.
"""

from __future__ import annotations

import json
import os
import re
import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .gen import Fuzz

# Where the settings file of the app is under XDG_CONFIG_HOME (QSettings' native INI).
SETTINGS_FILE = Path("Momon Desktop") / "Momon Desktop.conf"
FAR_DATES = ("9999-12-31T23:59:59-14:00", "0001-01-01T00:00:00+14:00", "1969-12-31T23:59:59Z",
             "99999-01-01T00:00:00Z", "2026-13-45T25:61:61Z")


@dataclass(frozen=True)
class Target:
    """A kept file (``path`` under the data folder) or a setting (``setting``), and what
    in the window reads it after the start (``appstart``'s touch)."""

    name: str
    path: str = ""
    setting: str = ""
    touch: str = ""
    # files that exist only for this target (the autosaves: each start offers them)
    own: tuple[str, ...] = ()


TARGETS: tuple[Target, ...] = (
    Target("settings file", path=f"../config/{SETTINGS_FILE}"),
    Target("setting language", setting="language"),
    Target("setting animation_speed", setting="animation_speed"),
    Target("setting far_upright", setting="far_upright"),
    Target("setting geometry", setting="geometry"),
    Target("setting last_game", setting="last_game"),
    Target("instance.lock", path="instance.lock"),
    Target("recent.json", path="recent.json", touch="recent"),
    Target("rating.json", path="rating.json", touch="newgame"),
    Target("tutorial.json", path="tutorial.json", touch="tutorial"),
    Target("puzzles.json", path="puzzles.json", touch="puzzles"),
    Target("autosave.momon.json", path="autosave.momon.json", own=("autosave.momon.json",)),
    Target("autosave.match.json", path="autosave.match.json",
           own=("autosave.match.json", "autosave.momon.json")),
    Target("match history", path="matches/match-20261129T160512Z/match.json", touch="history"),
    Target("a game of the history", path="matches/match-20261129T160512Z/game-1.momon.json",
           touch="history-game"),
    Target("saved game", path="saves/game-20261129T120000Z.momon.json", touch="open"),
    Target("deck", path="decks/night-market.json", touch="decks"),
    Target("card set", path="cardsets/paper-cranes.json", touch="decks"),
)

FILE_KINDS = ("garbage", "wrong types", "out of range", "non-finite", "huge integer",
              "lone surrogate", "far date", "deep nesting", "folder", "fifo", "symlink",
              "dangling symlink")
SETTING_KINDS = ("garbage", "wrong types", "out of range", "non-finite", "huge integer",
                 "lone surrogate", "deep nesting")


@contextmanager
def _data_dir(folder: Path) -> Iterator[None]:
    old = os.environ.get("MOMON_DATA_DIR")
    os.environ["MOMON_DATA_DIR"] = str(folder)
    try:
        yield
    finally:
        if old is None:
            os.environ.pop("MOMON_DATA_DIR", None)
        else:
            os.environ["MOMON_DATA_DIR"] = old


def last_game_setting() -> str:
    from momon_desktop.cards import bundled_decks

    decks = bundled_decks()
    a = {"name": "Ann", "kind": "human", "style": "balanced", "profile": "",
         "deck": decks[0].to_json()}
    b = {"name": "Bo", "kind": "normal", "style": "defensive", "profile": "",
         "deck": decks[1].to_json()}
    return json.dumps({"format_version": 1, "players": [a, b]}, ensure_ascii=False)


def make_template(root: Path) -> None:
    """``root/data`` and ``root/config`` as a player's, every file written by the app."""
    from PySide6.QtCore import QSettings

    from momon_desktop.cards import Deck, bundled_decks
    from momon_desktop.matchplay import Match
    from momon_desktop.matchplay.progress import match_progress
    from momon_desktop.matchplay.records import save_finished_match
    from momon_desktop.storage import add_recent, make_record, save_record, write_autosave
    from momon_desktop.storage.decklib import DeckLibrary
    from momon_desktop.storage.matches import DeckEntry, ProgressPlayer, write_match_progress
    from momon_desktop.storage.rating import PlayerRating, RatedGame, save_rating
    from tests.matchplay.test_match_records import played
    from tests.storage.helpers import USER_CARDS, bundled_game, finished_record

    data = root / "data"
    config = root / "config"
    data.mkdir(parents=True)
    config.mkdir(parents=True)
    with _data_dir(data):
        saved = data / "saves" / "game-20261129T120000Z.momon.json"
        save_record(saved, finished_record(), backup=False)
        add_recent(saved, "Ann against Computer", "2026-11-29T12:30:00Z",
                   "2026-11-29T12:00:00Z")
        save_rating(PlayerRating(1016.0, 3, (RatedGame("normal", 1.0, 16.0),)))
        (data / "tutorial.json").write_text(json.dumps(
            {"format_version": 1, "done": ["summon"]}), encoding="utf-8")
        (data / "puzzles.json").write_text(json.dumps(
            {"format_version": 1, "solved": ["corner-snatch"]}), encoding="utf-8")
        library = DeckLibrary(data)
        set_file = root / "paper-cranes.json"
        set_file.write_text(json.dumps({"format_version": 1,
                                        "set": {"id": "paper-cranes", "name": {"en": "Cranes"}},
                                        "cards": USER_CARDS}), encoding="utf-8")
        library.import_set(set_file)
        decks = bundled_decks()
        library.save(Deck({"en": "Night Market"}, "standard", decks[0].cards, ""))
        run, players, games, cards = played(seed=5, clock=600)
        save_finished_match(run.match, players, games, cards, "2026-11-29T16:05:12Z")
        (data / "instance.lock").write_bytes(b"")
        # The autosaves, which only their own targets' cases keep (each start offers them).
        game, library_cards = bundled_game(seed=4, moves=9)
        write_autosave(make_record(game, library_cards, created="2026-12-01T10:00:00Z"))
        m = Match.start(2026, 300.0)
        first = m.begin_game(m.next_chooser())
        entries = {
            side: ProgressPlayer(name=name, kind=kind, deck=DeckEntry(
                name={"en": deck.display_name()}, format="standard", cards=list(deck.cards)))
            for side, name, kind, deck in (("a", "Ploy", "human", decks[0]),
                                           ("b", "Krit", "easy", decks[1]))}
        write_match_progress(match_progress(m, entries, "2026-12-01T10:00:00Z",
                                            "match-20261201T100000Z", {}))
        assert first.number == 1
    settings = QSettings(str(config / SETTINGS_FILE), QSettings.Format.IniFormat)
    settings.setValue("language", "en")
    settings.setValue("animation_speed", "off")
    settings.setValue("far_upright", False)
    settings.setValue("last_game", last_game_setting())
    settings.sync()


def case_folder(template: Path, target: Target, folder: Path) -> tuple[Path, Path]:
    """A copy of the template for one case: its data folder and its config folder, the
    autosaves kept only for the targets that are about them."""
    shutil.copytree(template, folder, symlinks=True)
    data = folder / "data"
    # the recent games list names the template's files: the case's own instead
    recent = data / "recent.json"
    recent.write_text(recent.read_text(encoding="utf-8").replace(
        json.dumps(str(template))[1:-1], json.dumps(str(folder))[1:-1]), encoding="utf-8")
    for name in ("autosave.momon.json", "autosave.match.json"):
        if name not in target.own:
            (data / name).unlink()
    return data, folder / "config"


# ----------------------------------------------------------------------------- mutations

_PLACEHOLDER = "\x00leaf-{}\x00"


def _leaves(node: Any, kind: type | tuple[type, ...], at: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out: list[tuple[Any, ...]] = []
    if isinstance(node, dict):
        for key, value in node.items():
            out += _leaves(value, kind, (*at, key))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            out += _leaves(value, kind, (*at, i))
    elif isinstance(node, kind) and not isinstance(node, bool) or (kind is bool and
                                                                    isinstance(node, bool)):
        out.append(at)
    return out


def _replace(doc: Any, path: tuple[Any, ...], text: str) -> str:
    """``doc`` as JSON with the value at ``path`` written as the raw ``text``."""
    if not path:
        return text
    parent = doc
    for p in path[:-1]:
        parent = parent[p]
    parent[path[-1]] = _PLACEHOLDER.format(0)
    return json.dumps(doc, ensure_ascii=False, indent=1).replace(
        json.dumps(_PLACEHOLDER.format(0)), text)


def _json_text(raw: bytes, kind: str, fuzz: Fuzz) -> bytes:
    r = fuzz.r
    if kind == "garbage":
        return fuzz.mutate_bytes(raw)
    if kind == "wrong types":
        return fuzz.dumps(fuzz.mutate(json.loads(raw)))
    doc = json.loads(raw)
    numbers = _leaves(doc, (int, float))
    texts = _leaves(doc, str)
    leaves = _leaves(doc, (int, float, str, bool, type(None)))
    if kind == "out of range":
        path = r.choice(numbers or leaves)
        value = r.choice(("-1", "2147483648", "1e308", "-1e308", "9223372036854775808",
                          "0.3", "100000000000000000000000000000"))
    elif kind == "non-finite":
        path = r.choice(numbers or leaves)
        value = r.choice(("1e400", "-1e999", "NaN", "Infinity", "-Infinity"))
    elif kind == "huge integer":
        path = r.choice(numbers or leaves)
        value = r.choice(("9" * 400, "-" + "9" * 5000, "1" * 4301))
    elif kind == "lone surrogate":
        path = r.choice(texts or leaves)
        value = r.choice(('"\\ud800"', '"a\\udfffb"', '"\\udc80\\ud800"'))
    elif kind == "far date":
        times = [p for p in texts if _looks_like_a_time(doc, p)]
        path = r.choice(times or texts or leaves)
        value = json.dumps(r.choice(FAR_DATES))
    else:  # deep nesting
        path = r.choice(leaves)
        value = r.choice(("[" * 100_000 + "]" * 100_000, '{"a":' * 5000 + "1" + "}" * 5000,
                          "[" * 65 + "]" * 65))
    return _replace(doc, path, value).encode("utf-8")


def _looks_like_a_time(doc: Any, path: tuple[Any, ...]) -> bool:
    node = doc
    for p in path:
        node = node[p]
    return isinstance(node, str) and re.match(r"\d{4}-\d\d-\d\dT", node) is not None


def _special(path: Path, kind: str, folder: Path) -> None:
    """A folder, a FIFO or a link in the place of the file ``path``."""
    if path.exists() or path.is_symlink():
        path.unlink()
    if kind == "folder":
        path.mkdir()
        (path / "inside.json").write_text("{}", encoding="utf-8")
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "symlink":
        # a link to another kept file: the file is read through it, never written
        path.symlink_to(folder / "data" / "rating.json")
    else:
        path.symlink_to(folder / "nowhere" / path.name)


def last_game_value(kind: str, fuzz: Fuzz) -> str:
    """Play again's setup (JSON text) damaged in the way ``kind`` says."""
    r = fuzz.r
    good = last_game_setting()
    if kind == "garbage":
        return fuzz.mutate_bytes(good.encode()).decode("utf-8", "replace")
    if kind == "wrong types":
        return fuzz.dumps(fuzz.mutate(json.loads(good))).decode("utf-8", "backslashreplace")
    if kind == "out of range":
        doc = json.loads(good)
        doc["players"][r.randrange(2)][r.choice(("kind", "style", "profile", "name"))] = \
            r.choice(("grandmaster", "reckless", "Not An Id", "", "x" * 200))
        return json.dumps(doc)
    if kind == "non-finite":
        return good.replace('"format_version": 1', '"format_version": 1e400')
    if kind == "huge integer":
        return good.replace('"format_version": 1', '"format_version": ' + "9" * 5000)
    if kind == "lone surrogate":
        return good.replace('"Bo"', '"\\ud800"')
    return "[" * 100_000 + "]" * 100_000  # deep nesting


def setting_line(key: str, kind: str, fuzz: Fuzz) -> str:
    """A raw INI value of the setting ``key`` (not ``last_game``), damaged in the way
    ``kind`` says, as a hand edit would leave it."""
    r = fuzz.r
    if kind == "garbage":
        return r.choice(("@ByteArray(\\0\\xff\\xfe)", "\\x{d800}", '"unterminated',
                         "\\", "@Invalid()", "=" * 300))
    if kind == "wrong types":
        return r.choice(("@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x6QPoint\\0\\0\\0\\0\\x1"
                         "\\0\\0\\0\\x2)", "1, 2, 3", "@ByteArray(abc)", "true", "12",
                         "@Rect(1 2 3 4)"))
    if kind == "out of range":
        return {"language": "xx", "animation_speed": "warp", "far_upright": "maybe",
                "geometry": "@ByteArray(" + "\\x1" * 20_000 + ")"}[key]
    if kind == "non-finite":
        return r.choice(("1e400", "nan", "-inf"))
    if kind == "huge integer":
        return "9" * 5000
    if kind == "lone surrogate":
        return r.choice(("\\x{d800}", '"\\ud800"', "a\\x{dfff}"))
    return "[" * 10_000  # deep nesting


def mutate(target: Target, kind: str, seed: int, data: Path, config: Path) -> None:
    """Damage ``target`` in the case's folders in the way ``kind`` says (seeded)."""
    fuzz = Fuzz(seed)
    if target.setting == "last_game":
        from PySide6.QtCore import QSettings

        settings = QSettings(str(config / SETTINGS_FILE), QSettings.Format.IniFormat)
        settings.setValue("last_game", last_game_value(kind, fuzz))
        settings.sync()
        return
    if target.setting:
        path = config / SETTINGS_FILE
        lines = [line for line in path.read_text(encoding="utf-8").splitlines()
                 if not line.startswith(f"{target.setting}=")]
        at = lines.index("[General]") + 1
        lines.insert(at, f"{target.setting}={setting_line(target.setting, kind, fuzz)}")
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
        return
    path = Path(os.path.normpath(data / target.path))
    if kind in ("folder", "fifo", "symlink", "dangling symlink"):
        _special(path, kind, data.parent)
        return
    raw = path.read_bytes()
    if target.path.endswith(".conf"):
        # the settings file itself: its bytes damaged
        path.write_bytes(fuzz.mutate_bytes(raw))
        return
    if not raw.strip():  # the lock of an app that quit: empty
        raw = json.dumps({"format_version": 1, "pid": 4242, "host": "elsewhere",
                          "started": "2026-12-01T10:00:00Z", "beacon": "", "key": ""}).encode()
    path.write_bytes(_json_text(raw, kind, fuzz))


def applicable(target: Target) -> tuple[str, ...]:
    """The kinds of damage a target can take."""
    if target.setting:
        return SETTING_KINDS
    if target.path.endswith(".conf"):
        return ("garbage", "folder", "fifo", "symlink", "dangling symlink")
    return FILE_KINDS


def snapshot(root: Path, leave_out: Path | None) -> dict[str, object]:
    """Every file under ``root`` as bytes (links as their target, FIFOs and folders by
    kind), but ``leave_out`` (the damaged file), the files set aside, the lock and the
    temporary files of a write."""
    out: dict[str, object] = {}
    for path in sorted(root.rglob("*")):
        rel = str(path.relative_to(root))
        if leave_out is not None and (path == leave_out or leave_out in path.parents):
            continue
        if any("-unreadable-" in part for part in path.parts) or path.name == "instance.lock" \
                or path.name.endswith((".tmp", ".bak-tmp")) or path.name == "report.json":
            continue
        if path.is_symlink():
            out[rel] = ("link", os.readlink(path))
        elif path.is_dir():
            out[rel] = "folder"
        elif path.is_file():
            out[rel] = path.read_bytes()
        else:
            out[rel] = "special"
    return out
