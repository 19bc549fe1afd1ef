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


def test_a_long_square_is_shown_short() -> None:
    from momon_desktop.cards import bundled_decks
    from momon_desktop.engine import Setup
    from momon_desktop.storage import CardLibrary, MoveError, move_from_json

    library = CardLibrary.bundled()
    decks = bundled_decks()
    game = Setup(library.deck_defs(decks[0].cards), library.deck_defs(decks[1].cards)).new_game(0)
    try:
        move_from_json(game, {"summon": "naga-hatchling", "to": "B" + "[" * 5000})
    except MoveError as exc:
        assert '"to": "B[[[' in str(exc) and "is not an Arena square (A1 to D4)" in str(exc)
        assert len(str(exc)) < 300
    else:
        raise AssertionError("a bad square was accepted")


def test_a_long_card_id_is_shown_short() -> None:
    from momon_desktop.cards import bundled_decks
    from momon_desktop.engine import Setup
    from momon_desktop.storage import CardLibrary, MoveError, move_from_json

    library = CardLibrary.bundled()
    decks = bundled_decks()
    game = Setup(library.deck_defs(decks[0].cards), library.deck_defs(decks[1].cards)).new_game(0)
    try:
        move_from_json(game, {"summon": "m" + "[" * 5000, "to": "A1"})
    except MoveError as exc:
        assert "P9.1: there is no \"m[[[" in str(exc) and "in first's Hand" in str(exc)
        assert len(str(exc)) < 300
    else:
        raise AssertionError("a card not in the Hand was accepted")


def test_a_long_unknown_field_is_named_short() -> None:
    from momon_desktop.storage import MoveError
    from momon_desktop.storage.moves import move_kind

    try:
        move_kind({"summon": "paddy-buffalo", "to": "A1", "[" * 5000: 1})
    except MoveError as exc:
        assert 'a summon move has no field "[[[[' in str(exc)
        assert len(str(exc)) < 300
    else:
        raise AssertionError("an unknown field was accepted")
