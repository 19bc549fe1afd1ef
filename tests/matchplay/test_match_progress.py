"""The match in progress on disk (``autosave.match.json``, docs/matches.md): what it
keeps (score, game number, whose choice it is, both clocks), that it reads back as the
same match, and that a broken file is refused with a plain reason (PM.1-PM.3, 7.4.2)."""

from __future__ import annotations

import json

import pytest

from momon_desktop.matchplay import GameOutcome, Match, MatchError, game_seed
from momon_desktop.matchplay.progress import match_progress, restore_match
from momon_desktop.storage import autosave_path
from momon_desktop.storage.matches import (
    DeckEntry,
    MatchProgress,
    MatchRecordError,
    ProgressPlayer,
    clear_match_progress,
    load_match_progress,
    match_progress_path,
    parse_match_progress,
    progress_to_bytes,
    set_aside_match_progress,
    write_match_progress,
)

pytestmark = pytest.mark.rules("PM.1", "PM.2", "PM.3")


class FakeTime:
    def __init__(self) -> None:
        self.t = 100.0

    def __call__(self) -> float:
        return self.t


@pytest.fixture(autouse=True)
def _data(tmp_path, monkeypatch):
    monkeypatch.setenv("MOMON_DATA_DIR", str(tmp_path / "data"))


PLAYERS = {
    "a": ProgressPlayer(name="Ploy", kind="human",
                        deck=DeckEntry(name={"en": "Monsoon Storm", "th": "พายุมรสุม"},
                                       format="standard", cards=["x1", "x2"])),
    "b": ProgressPlayer(name="Krit", kind="normal",
                        deck=DeckEntry(name={"en": "Temple Guard"}, format="standard",
                                       cards=["y1"])),
}


def win(first: str = "a") -> GameOutcome:
    return GameOutcome("a" if first == "a" else "b", "turn_limit", (8, 5))


def game_two_under_way(now: FakeTime) -> Match:
    """Game 1 won by a (pressed), game 2 under way with b deciding."""
    m = Match.start(2026, 300, now=now)
    g1 = m.begin_game("a")
    m.deciding("a")
    now.t += 40
    m.deciding("b")
    now.t += 25
    assert not m.gameplay_ended(GameOutcome(g1.first, "turn_limit", (8, 5), tie_break=True))
    now.t += 2
    m.press_clock("a")
    m.begin_game("b")
    m.deciding("b")
    now.t += 12.5
    m.deciding("a")
    now.t += 3.25
    return m


def test_a_match_in_progress_reads_back_as_the_same_match():
    now = FakeTime()
    m = game_two_under_way(now)
    progress = match_progress(m, PLAYERS, "2026-12-01T10:00:00Z", "match-20261201T100000Z",
                              {1: "game-1.momon.json"})
    path = write_match_progress(progress)
    # beside the autosave of the unfinished game, named after it
    assert path.parent == autosave_path().parent
    assert path.name == "autosave.match.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format_version"] == 1
    assert data["score"] == {"a": 1, "b": 0, "draws": 0}
    assert data["games"][0]["record"] == "game-1.momon.json"
    assert data["games"][0]["tie_break"] is True
    assert m.current is not None
    assert data["current"]["number"] == 2 and data["current"]["chooser"] == m.current.chooser
    # each bank as it is when the file is written; a's bank is running
    assert data["current"]["clock_left"] == {"a": 300 - 3.25, "b": 300 - 12.5}
    assert data["current"]["running"] == "a"
    assert data["next"] is None

    loaded = load_match_progress()
    assert loaded == progress
    later = FakeTime()
    back = restore_match(loaded, later)
    assert back.score == m.score and len(back.games) == 2
    assert back.games[0].outcome == m.games[0].outcome  # the tie-break too
    assert back.games[0].clock_left == m.games[0].clock_left
    g = back.current
    assert g is not None and (g.number, g.chooser, g.first, g.seed, g.status) == (
        2, m.current.chooser, "b", game_seed(2026, 2), "playing")
    # both banks as written, stopped until the next decision (PM.3)
    assert back.clock is not None and back.clock.running is None
    assert back.clock.remaining("a") == 300 - 3.25
    assert back.clock.remaining("b") == 300 - 12.5
    back.deciding("a")
    later.t += 1
    assert back.clock.remaining("a") == 300 - 4.25
    # the same chooser comes next after game 2 (PM.2)
    assert back.next_chooser() == m.next_chooser()


def test_between_games_the_file_says_whose_choice_it_is():
    now = FakeTime()
    m = Match.start(7, None, now=now)
    m.begin_game("b")
    m.gameplay_ended(GameOutcome(None, "forced_loop", (6, 6)))  # a draw (7.3.5)
    progress = match_progress(m, PLAYERS, "2026-12-01T10:00:00Z", "match-x", {})
    assert progress.current is None
    assert progress.next is not None
    assert (progress.next.game, progress.next.chooser) == (2, m.next_chooser())
    assert progress.score.draws == 1
    back = restore_match(parse_match_progress(progress_to_bytes(progress), "f"), now)
    assert back.current is None and back.next_chooser() == m.next_chooser()
    assert back.score.draws == 1


@pytest.mark.rules("7.4.2")
def test_a_win_waiting_for_the_clock_press_is_kept_with_the_running_bank():
    now = FakeTime()
    m = Match.start(2026, 120, now=now)
    m.begin_game("a")
    m.deciding("b")
    now.t += 10
    assert not m.gameplay_ended(win("a"))
    now.t += 4
    progress = match_progress(m, PLAYERS, "2026-12-01T10:00:00Z", "match-y", {1: "game-1.momon.json"})
    assert progress.current is not None and progress.current.status == "awaiting_press"
    assert progress.current.running == "a" and progress.current.record == "game-1.momon.json"
    later = FakeTime()
    back = restore_match(progress, later)
    assert back.clock is not None and back.clock.running == "a"  # runs until the press
    later.t += 1
    assert back.clock.remaining("a") == 120 - 4 - 1
    back.press_clock("a")
    assert back.score.a == 1 and back.current is None


def test_a_finished_match_is_not_a_match_in_progress():
    m = Match.start(1, None)
    for _ in range(2):
        m.begin_game("a")
        m.gameplay_ended(win("a"))
    assert m.over
    with pytest.raises(MatchError):
        match_progress(m, PLAYERS, "2026-12-01T10:00:00Z", "match-z", {})


def good_bytes() -> bytes:
    now = FakeTime()
    return progress_to_bytes(match_progress(game_two_under_way(now), PLAYERS, "2026-12-01T10:00:00Z",
                                            "match-q", {}))


def edited(change) -> bytes:  # type: ignore[no-untyped-def]
    data = json.loads(good_bytes())
    change(data)
    return json.dumps(data).encode()


@pytest.mark.parametrize(("change", "words"), [
    (lambda d: d.update(format_version=2), "format version 1, not 2"),
    (lambda d: d["score"].update(a=0), "score must count"),
    (lambda d: d["games"][0].update(chooser="b" if d["games"][0]["chooser"] == "a" else "a"),
     "wrong player (PM.2)"),
    (lambda d: d["current"].update(number=3), "must be game 2"),
    (lambda d: d.update(next={"game": 2, "chooser": "a"}), '"current" game or the "next"'),
    (lambda d: d["current"].update(clock_left=None), "both banks"),
    (lambda d: d["current"]["clock_left"].update(a=-1), "current.clock_left.a"),
    (lambda d: d.update(folder="../../etc"), "folder"),
    (lambda d: d["players"]["a"].update(kind="god"), "players.a.kind"),
    (lambda d: d.pop("roll"), "roll"),
])
def test_a_broken_file_is_refused_with_a_plain_reason(change, words):
    with pytest.raises(MatchRecordError) as caught:
        parse_match_progress(edited(change), "autosave.match.json")
    message = str(caught.value)
    assert message.startswith("autosave.match.json:") and words in message
    assert "Value error" not in message and "pydantic" not in message


@pytest.mark.parametrize("raw", [b"", b"{", b"\xff\xfe", b"[]", b"null", b"{" * 5000])
def test_a_file_that_is_not_a_match_is_refused_without_a_traceback(raw):
    with pytest.raises(MatchRecordError):
        parse_match_progress(raw, "autosave.match.json")


def test_seeds_that_do_not_follow_from_the_roll_are_refused():
    progress = parse_match_progress(edited(lambda d: d["current"].update(seed=5)), "f")
    with pytest.raises(MatchError, match="seed"):
        restore_match(progress, FakeTime())
    progress = parse_match_progress(edited(lambda d: d["roll"].update(seed=1)), "f")
    with pytest.raises(MatchError, match="die roll"):
        restore_match(progress, FakeTime())


def test_loading_clearing_and_setting_aside(tmp_path):
    assert load_match_progress() is None
    path = match_progress_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b"not json")
    with pytest.raises(MatchRecordError, match="not valid JSON"):
        load_match_progress()
    assert path.read_bytes() == b"not json"  # left as it is
    kept = set_aside_match_progress("2026-12-01T10:00:00Z")
    assert not path.exists() and kept.read_bytes() == b"not json"
    assert kept.name == "autosave.match-unreadable-20261201T100000Z.json"
    path.mkdir()  # a folder in its place
    with pytest.raises(MatchRecordError, match="not a regular file"):
        load_match_progress()
    path.rmdir()
    path.write_bytes(b" " * (70 * 1024))
    with pytest.raises(MatchRecordError, match="too large"):
        load_match_progress()
    assert clear_match_progress() and not path.exists()
    assert clear_match_progress()


def test_the_format_is_the_documented_one():
    """docs/matches.md names every field of the file."""
    from pathlib import Path

    doc = (Path(__file__).resolve().parents[2] / "docs" / "matches.md").read_text(encoding="utf-8")
    section = doc.split("### The match in progress")[1].split("\n## ")[0]
    for field in MatchProgress.model_fields:
        assert any(f"`{field}{end}" in section for end in ("`", ".", "[]`")), field
