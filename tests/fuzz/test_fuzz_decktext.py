"""Deck text (``momon_desktop.storage.decktext``): whatever a person pastes, reading it
gives a deck or a :class:`DeckError` listing readable problems."""

from __future__ import annotations

from momon_desktop.cards import DeckError
from momon_desktop.storage.decktext import MAX_COPIES_PER_LINE, deck_to_text, parse_deck_text

from .corpus import deck_texts
from .gen import Fuzz
from .harness import Target

CASES = 3000


def _sound(deck: object) -> tuple[str, str] | None:
    """A deck read from text names cards by id, each line at most 99 copies, and writes
    back as text that reads as the same deck."""
    from momon_desktop.cards import Deck

    assert isinstance(deck, Deck)
    if any(deck.cards.count(c) > MAX_COPIES_PER_LINE for c in set(deck.cards)):
        return "more copies than a line may give", "too many copies"
    again = parse_deck_text(deck_to_text(deck))
    if (again.cards, again.format, again.name) != (deck.cards, deck.format, deck.name):
        return f"reads back differently: {deck!r} -> {again!r}", "does not read back"
    return None


def test_mutated_deck_text() -> None:
    target = Target("deck text (parse_deck_text)")
    texts = deck_texts()
    for case in range(CASES):
        fuzz = Fuzz(60_000 + case)
        text = fuzz.mutate_lines(texts[case % len(texts)])
        target.run(f"case {case}", lambda t=text: parse_deck_text(t, "pasted text"), (DeckError,),
                   check=_sound)
    target.assert_clean(CASES)


def test_a_name_with_tabs_or_runs_of_spaces_reads_back_the_same() -> None:
    """A deck read from text and shared again is the same deck: the name is written
    back as it was read."""
    text = deck_texts()[0].replace("name: Monsoon Storm", "name: Monsoon\t  Storm ")
    deck = parse_deck_text(text)
    assert deck.name["en"] == "Monsoon\t  Storm"
    assert parse_deck_text(deck_to_text(deck)).name == deck.name


def test_a_name_on_several_lines_is_shared_on_one() -> None:
    from momon_desktop.cards import Deck

    deck = Deck(name={"en": "Crow\nCourt\r\n"}, format="open", cards=("market-cat",) * 10,
                source="deck file")
    text = deck_to_text(deck)
    assert "name: Crow Court\n" in text
    assert parse_deck_text(text).name == {"en": "Crow Court"}


def test_an_unknown_format_is_shown_short() -> None:
    text = deck_texts()[0].replace("format: standard", "format: " + "wild" * 45)
    try:
        parse_deck_text(text, "pasted text")
    except DeckError as exc:
        assert 'line 4: unknown format "wildwild' in str(exc)
        assert max(len(line) for line in str(exc).splitlines()) < 120
    else:
        raise AssertionError("an unknown format was accepted")
