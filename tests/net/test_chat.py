"""A short chat between the two players of a table (not part of the game): each line
reaches the other side as it was written, a line that is not one (too long, a control
character, not text) is refused with a reason and never shown, and the game goes on
after it. On 127.0.0.1, through the headless pair."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from momon_desktop.net.protocol import MAX_CHAT_CHARS, chat_text
from tests.net.pair import Side, host, join, play_out, scenario_file


def line_with(side: Side, key: str) -> dict[str, Any]:
    """The next line of ``side`` that has ``key``; state lines before it must be none."""
    line = side.next()
    assert key in line, line
    return line


def test_chat_lines_cross_and_the_game_goes_on(tmp_path: Path) -> None:
    first, port, code = host(scenario_file(tmp_path))
    second = join(port, code)
    try:
        assert first.next()["awaiting"]["player"] == "first"
        assert second.next()["seat"] == "second"
        second.send({"chat": "  good   luck!  "})
        assert line_with(first, "chat") == {"chat": "good luck!"}
        first.send({"chat": "สวัสดี, have fun"})
        assert line_with(second, "chat") == {"chat": "สวัสดี, have fun"}
        # not chat lines: refused on the side that typed them, nothing sent
        second.send({"chat": "x" * (MAX_CHAT_CHARS + 1)})
        assert "error" in line_with(second, "error")
        first.send({"chat": 7})
        assert "error" in line_with(first, "error")
        second.send({"chat": "again"})
        assert line_with(first, "chat") == {"chat": "again"}
        # the game goes on where it was
        first.send({"ai": "random"})
        finals = play_out((first, second))
        assert finals[0]["result"] == finals[1]["result"]
    finally:
        first.close()
        second.close()


def test_a_chat_line_is_one_line_of_text_within_its_limit() -> None:
    assert chat_text("a\\nb") == "a\\nb"
    assert chat_text("two\nlines") == "two lines"
    assert chat_text("bell\a") is None
    assert chat_text("   ") is None
    assert chat_text("x" * MAX_CHAT_CHARS) == "x" * MAX_CHAT_CHARS
    assert chat_text("x" * (MAX_CHAT_CHARS + 1)) is None
    assert chat_text(["hi"]) is None


def test_the_host_refuses_a_chat_message_that_is_not_a_line_and_shows_none() -> None:
    from momon_desktop.net.host import HostTable
    from momon_desktop.net.protocol import VERSION
    from tests.net.test_toss import Kept, scenario

    shown: list[str] = []
    table = HostTable(scenario(), lambda _s: None, lambda _r, _m: None)
    table.on_chat = shown.append
    link = Kept()
    table.attach(link, "chat-client")
    for bad in ("", "\x1b[2J", "x" * (MAX_CHAT_CHARS + 1), None, 12, ["a"]):
        table.handle({"v": VERSION, "t": "chat", "text": bad})
    table.handle({"v": VERSION, "t": "chat", "text": "fine"})
    assert shown == ["fine"]
    errors = [m for m in link.sent if m["t"] == "error"]
    assert len(errors) == 6 and all("chat line" in m["reason"] for m in errors)
