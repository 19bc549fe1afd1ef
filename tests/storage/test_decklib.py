"""The deck library: saved decks and imported card sets in the user data folder."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from momon_desktop.cards import CardSetError, Deck, DeckError, bundled_decks
from momon_desktop.cards.limits import MAX_DECK_NAME_CHARS
from momon_desktop.storage import content_hash
from momon_desktop.storage.decklib import MAX_SET_BYTES, DeckLibrary, slug_for
from tests.storage.decklib_helpers import snapshot, user_set, write_set

OPEN_DECK = ("reed-frog",) * 4 + ("canal-otter",) * 3 + ("lotus-carp",) * 3


def deck(name: str = "River Rush", fmt: str = "open", cards: tuple[str, ...] = OPEN_DECK) -> Deck:
    return Deck({"en": name}, fmt, cards, "")


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    """A folder outside the data folder, where a user keeps the files they import."""
    return tmp_path / "downloads"


def test_library_lives_in_the_data_folder(data_folder: Path) -> None:
    lib = DeckLibrary()
    assert lib.root == data_folder
    assert lib.decks() == []
    assert lib.user_sets() == []
    assert lib.pool.set_ids() == ["starter"]


# ----------------------------------------------------------------------------- decks


def test_save_load_rename_duplicate_delete(data_folder: Path) -> None:
    lib = DeckLibrary()
    saved = lib.save(bundled_decks()[1])
    assert saved.key == "temple-guard"
    assert (data_folder / "decks" / "temple-guard.json").is_file()
    again = lib.load("temple-guard")
    assert again.deck.cards == bundled_decks()[1].cards
    assert again.deck.name == {"en": "Temple Guard", "th": "ผู้พิทักษ์วัด"}
    assert again.reasons(lib.pool) == []

    # Saving under the same key replaces the file: renaming keeps the key.
    renamed = Deck({"en": "Temple Guard II"}, "standard", again.deck.cards, "")
    lib.save(renamed, "temple-guard")
    assert lib.load("temple-guard").deck.name == {"en": "Temple Guard II"}
    assert [s.key for s in lib.decks()] == ["temple-guard"]

    copy = lib.duplicate("temple-guard")
    assert copy.key == "temple-guard-ii-2"
    assert copy.deck.name == {"en": "Temple Guard II (2)"}
    assert copy.deck.cards == renamed.cards
    named = lib.duplicate("temple-guard", {"en": "Wall of Wards"})
    assert named.key == "wall-of-wards"
    assert [s.deck.display_name() for s in lib.decks()] == [
        "Temple Guard II",
        "Temple Guard II (2)",
        "Wall of Wards",
    ]

    lib.delete("temple-guard")
    assert not (data_folder / "decks" / "temple-guard.json").exists()
    assert [s.key for s in lib.decks()] == ["temple-guard-ii-2", "wall-of-wards"]
    with pytest.raises(FileNotFoundError):
        lib.delete("temple-guard")


def test_a_deck_in_progress_is_saved_and_shown_as_not_legal() -> None:
    lib = DeckLibrary()
    saved = lib.save(deck("Half done", "standard", ("market-cat",) * 3))
    reasons = lib.load(saved.key).reasons(lib.pool)
    assert any("exactly 10 cards" in r and "this one has 3" in r for r in reasons)
    assert any('"market-cat" appears 3 times' in r for r in reasons)


def test_new_keys_never_overwrite_and_names_in_thai_get_a_plain_key() -> None:
    lib = DeckLibrary()
    first = lib.save(deck("Storm"))
    second = lib.save(deck("Storm"))
    assert (first.key, second.key) == ("storm", "storm-2")
    thai = lib.save(Deck({"en": "พายุ"}, "open", OPEN_DECK, ""))
    assert thai.key == "deck"
    assert slug_for("  Naga & Crow!! ") == "naga-crow"


def test_keys_cannot_leave_the_decks_folder() -> None:
    lib = DeckLibrary()
    for key in ("../escape", "a/b", "", "UPPER", ".hidden"):
        with pytest.raises(ValueError):
            lib.deck_path(key)


def test_damaged_deck_files_are_listed_not_fatal(data_folder: Path) -> None:
    lib = DeckLibrary()
    lib.save(deck("Good"))
    write_set(data_folder / "decks", "broken.json", '{"format_version": 1,\n "name": ')
    write_set(
        data_folder / "decks",
        "odd.json",
        {"format_version": 1, "name": {"en": "Odd"}, "format": "chaos", "cards": []},
    )
    assert [s.key for s in lib.decks()] == ["good"]
    assert len(lib.problems.decks) == 2
    assert any("broken.json: not valid JSON at line 2" in str(p) for p in lib.problems.decks)
    assert any('odd.json: field "format"' in str(p) for p in lib.problems.decks)
    with pytest.raises(DeckError):
        lib.load("broken")


def test_saves_are_atomic_and_leave_no_temporary_files(data_folder: Path) -> None:
    lib = DeckLibrary()
    for _ in range(3):
        lib.save(deck("Same"), "same")
    assert sorted(p.name for p in (data_folder / "decks").iterdir()) == ["same.json"]
    data = json.loads((data_folder / "decks" / "same.json").read_text("utf-8"))
    assert data == {
        "format_version": 1,
        "name": {"en": "Same"},
        "format": "open",
        "cards": list(OPEN_DECK),
    }


# ----------------------------------------------------------------------------- card sets


def test_import_a_set_copies_it_and_its_cards_join_the_pool(
    data_folder: Path, outside: Path
) -> None:
    lib = DeckLibrary()
    path = write_set(outside, "river.json", user_set())
    loaded = lib.import_set(path)
    assert loaded.id == "river-folk"
    assert lib.pool.set_ids() == ["starter", "river-folk"]
    assert lib.pool.get("canal-otter").set_id == "river-folk"
    copy = data_folder / "cardsets" / "river-folk.json"
    assert content_hash(json.loads(copy.read_text("utf-8"))) == loaded.sha256
    # A new library (the next start of the app) finds the imported set again.
    again = DeckLibrary()
    assert [s.id for s in again.user_sets()] == ["river-folk"]
    assert again.is_user_set("river-folk") and not again.is_user_set("starter")
    assert [s.id for s in again.card_library().sets()] == ["starter", "river-folk"]


def test_imported_cards_are_legal_in_open_only() -> None:
    lib = DeckLibrary()
    lib.import_set(write_set(lib.root.parent / "in", "river.json", user_set()))
    assert lib.save(deck()).reasons(lib.pool) == []
    reasons = lib.save(deck("Std", "standard")).reasons(lib.pool)
    assert any(
        '"reed-frog" is from set "river-folk"; Standard allows only cards from '
        '"starter" (PF.1)' in r
        for r in reasons
    )
    assert [d.display_name() for d in lib.offered_decks("open", [])] == ["River Rush", "Std"]
    assert lib.offered_decks("standard", []) == []


def test_removing_a_set_makes_its_decks_not_legal_with_the_reason(data_folder: Path) -> None:
    lib = DeckLibrary()
    lib.import_set(write_set(data_folder.parent / "in", "river.json", user_set()))
    saved = lib.save(deck())
    lib.remove_set("river-folk")
    assert lib.pool.set_ids() == ["starter"]
    assert not (data_folder / "cardsets" / "river-folk.json").exists()
    reasons = lib.load(saved.key).reasons(lib.pool)
    assert reasons == [
        'unknown card "reed-frog": no loaded card set has it',
        'unknown card "canal-otter": no loaded card set has it',
        'unknown card "lotus-carp": no loaded card set has it',
    ]
    assert [s.key for s in lib.decks()] == [saved.key]  # the deck itself stays
    with pytest.raises(KeyError):
        lib.remove_set("starter")  # bundled sets cannot be removed
    # The set can be imported again afterwards.
    lib.import_set(write_set(data_folder.parent / "in", "river.json", user_set()))
    assert lib.load(saved.key).reasons(lib.pool) == []


BROKEN_JSON = '{\n  "format_version": 1,\n  "set": {"id": "x" "name": {}}\n}\n'


def hill_set(**changes: object) -> dict[str, Any]:
    """Another user set: the river set with every id prefixed by "hill-"."""
    data = user_set(set={"id": "hill-folk", "name": {"en": "Hill Folk"}})
    for card in data["cards"]:
        card["id"] = "hill-" + card["id"]
    data.update(changes)
    return data


def _bad_set_cases() -> list[tuple[str, object, list[str]]]:
    unknown_field = hill_set()
    unknown_field["cards"][0]["colour"] = "green"
    bad_value = hill_set()
    bad_value["cards"][1]["power"] = "5"
    bad_sight = hill_set()
    bad_sight["cards"][2]["sight"] = ["N"]
    clash_card = hill_set()
    clash_card["cards"][2]["id"] = "market-cat"
    return [
        (
            "broken JSON",
            BROKEN_JSON,
            ["bad.json: not valid JSON at line 3, column 21: Expecting ',' delimiter"],
        ),
        (
            "unknown field",
            unknown_field,
            [
                'bad.json: card "hill-reed-frog" (cards[0]): field "colour": unknown field (the format '
                "has no field by this name)"
            ],
        ),
        (
            "bad value",
            bad_value,
            [
                'bad.json: card "hill-canal-otter" (cards[1]): field "power": must be a whole number, '
                'not "5"'
            ],
        ),
        (
            "bad direction",
            bad_sight,
            [
                'bad.json: card "hill-lotus-carp" (cards[2]): field "sight[0]": "N" is not allowed here; '
                'expected "F", "FR", "R", "BR", "B", "BL", "L" or "FL"'
            ],
        ),
        (
            "duplicate id against the starter set",
            clash_card,
            [
                'bad.json: card "market-cat" (cards[2]): field "id": the id "market-cat" is already '
                'used by set "starter" (from starter.json)'
            ],
        ),
        (
            "duplicate set id",
            hill_set(set={"id": "starter", "name": {"en": "Fake"}}),
            [
                'bad.json: field "set.id": a set with the id "starter" is already loaded (from '
                "starter.json)"
            ],
        ),
        (
            "wrong version",
            hill_set(format_version=2),
            ['bad.json: field "format_version": this app reads card set format version 1, not 2'],
        ),
        ("not UTF-8", None, ["bad.json: not UTF-8 text (bad byte at offset 0)"]),
    ]


@pytest.mark.parametrize(
    ("case", "content", "expected"), _bad_set_cases(), ids=[c[0] for c in _bad_set_cases()]
)
def test_every_import_error_leaves_pool_and_folder_unchanged(
    case: str, content: object, expected: list[str], data_folder: Path, outside: Path
) -> None:
    lib = DeckLibrary()
    lib.import_set(write_set(outside, "river.json", user_set()))
    lib.save(deck())
    before_files = snapshot(data_folder)
    before_ids = [c.id for c in lib.pool]
    if content is None:
        outside.mkdir(exist_ok=True)
        path = outside / "bad.json"
        path.write_bytes(b"\xff\xfe not text")
    else:
        path = write_set(outside, "bad.json", content)
    with pytest.raises(CardSetError) as info:
        lib.import_set(path)
    assert list(info.value.problems) == expected
    assert [c.id for c in lib.pool] == before_ids
    assert lib.pool.set_ids() == ["starter", "river-folk"]
    assert snapshot(data_folder) == before_files
    assert [s.id for s in lib.user_sets()] == ["river-folk"]


def test_import_clashing_with_an_imported_set_lists_every_clash(outside: Path) -> None:
    lib = DeckLibrary()
    lib.import_set(write_set(outside, "river.json", user_set()))
    with pytest.raises(CardSetError) as info:
        lib.import_set(write_set(outside, "again.json", user_set()))
    problems = info.value.problems
    assert problems[0].startswith('again.json: field "set.id": a set with the id "river-folk"')
    assert len(problems) == 4  # the set id and its three cards


def test_a_set_that_cannot_be_copied_is_not_imported(outside: Path, data_folder: Path) -> None:
    lib = DeckLibrary()
    data_folder.mkdir(parents=True, exist_ok=True)
    (data_folder / "cardsets").write_text("a file where the folder should be")
    with pytest.raises(CardSetError) as info:
        lib.import_set(write_set(outside, "river.json", user_set()))
    assert "cannot copy the set into" in info.value.problems[0]
    assert lib.pool.set_ids() == ["starter"]
    assert lib.user_sets() == []


def test_damaged_imported_sets_are_reported_and_skipped(data_folder: Path) -> None:
    write_set(data_folder / "cardsets", "river-folk.json", user_set())
    clash = user_set(set={"id": "copycat", "name": {"en": "Copycat"}})
    write_set(data_folder / "cardsets", "copycat.json", clash)
    lib = DeckLibrary()
    # Files load in name order: copycat first, so river-folk clashes with it.
    assert [s.id for s in lib.user_sets()] == ["copycat"]
    assert len(lib.problems.sets) == 3
    assert all(str(p).startswith("river-folk.json: card ") for p in lib.problems.sets)


def test_a_file_too_large_or_missing_is_refused_before_reading(
    outside: Path, data_folder: Path
) -> None:
    lib = DeckLibrary()
    outside.mkdir()
    huge = outside / "huge.json"
    with huge.open("wb") as f:
        f.truncate(MAX_SET_BYTES + 1)
    with pytest.raises(CardSetError) as info:
        lib.import_set(huge)
    assert info.value.problems == (
        f"huge.json: the file is too large ({MAX_SET_BYTES + 1} bytes, more than the limit "
        f"of {MAX_SET_BYTES} bytes)",
    )
    with pytest.raises(CardSetError, match="missing.json: cannot read the file"):
        lib.import_set(outside / "missing.json")
    assert lib.pool.set_ids() == ["starter"]
    assert snapshot(data_folder) == {}


def test_deeply_nested_files_in_the_data_folder_are_skipped(data_folder: Path) -> None:
    write_set(data_folder / "cardsets", "deep-set.json", "[" * 1000 + "]" * 1000)
    write_set(data_folder / "decks", "deep.json", '{"a":' * 1000 + "1" + "}" * 1000)
    lib = DeckLibrary()
    lib.save(deck("Good"))
    assert lib.user_sets() == []
    assert [str(p) for p in lib.problems.sets] == [
        "deep-set.json: the file is nested too deeply (more than 64 levels of lists and objects)"
    ]
    assert [s.key for s in lib.decks()] == ["good"]
    assert [str(p) for p in lib.problems.decks] == [
        "deep.json: the file is nested too deeply (more than 64 levels of lists and objects)"
    ]
    with pytest.raises(DeckError, match="nested too deeply"):
        lib.load("deep")


def test_a_copy_of_a_deck_with_the_longest_name_still_loads(data_folder: Path) -> None:
    lib = DeckLibrary()
    longest = "L" * MAX_DECK_NAME_CHARS
    saved = lib.save(Deck({"en": longest, "th": "ท" * MAX_DECK_NAME_CHARS}, "open", OPEN_DECK, ""))
    copy = lib.duplicate(saved.key)
    name = lib.load(copy.key).deck.name
    assert name == {"en": "L" * 56 + " (2)", "th": "ท" * 56 + " (2)"}
    assert all(len(text) == MAX_DECK_NAME_CHARS for text in name.values())
