"""Messages that echo a move (``momon_desktop.storage.moves.show_move``) stay short
whatever the move holds."""

from __future__ import annotations

from momon_desktop.storage.moves import show_move


def test_a_long_move_is_shown_short() -> None:
    shown = show_move({"summon": "a" * 300_000, "to": "A1"})
    assert shown.startswith('{"summon": "aaaa') and shown.endswith("...")
    assert len(shown) <= 120


def test_a_short_move_is_shown_whole() -> None:
    assert show_move({"summon": "paddy-buffalo", "to": "A1"}) == (
        '{"summon": "paddy-buffalo", "to": "A1"}')
