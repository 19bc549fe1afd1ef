"""Messages of card set and deck files: one documented form, plain words, no pydantic
internals, in English and in Thai (docs/cards.md, "Error messages")."""

from __future__ import annotations

import copy
import errno
import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from momon_desktop.cards import CardSetError, DeckError, Problem, parse_card_set, parse_deck
from momon_desktop.cards.__main__ import main as cards_main
from momon_desktop.cards.messages import (
    _JSON_DETAIL_TH_OTHER,
    _JSON_DETAILS_TH,
    _NOT_REGULAR_TH,
    _OS_REASON_TH_OTHER,
    _OS_REASONS_TH,
    MESSAGES,
    OneOf,
    Phrase,
    os_reason,
)
from momon_desktop.storage.decktext import parse_deck_text

from .conftest import make_card, make_set

# Values of every wrong kind, put in place of every field.
WRONG_VALUES: list[object] = [
    None,
    [],
    [1, "x"],
    {},
    {"x": 1},
    "",
    "str",
    "Bad Value",
    "x" * 500,
    0,
    -1,
    1.5,
    True,
    False,
    10**30,
    -(10**30),
    10**5000,
]

# Words of the pydantic library that must never reach a person.
PYDANTIC_WORDS = (
    "function-after",
    "function-before",
    "function-wrap",
    "union_tag",
    "literal_error",
    "model_type",
    "Input should",
    "Value error",
    "none_required",
    "nullable",
    "pydantic",
    "[type=",
)

_PATH = r"[a-z_]+(?:\[\d+\]|\.[a-z_]+|\['(?:[^'\\]|\\.)*'\])*"
_LINE = {
    "en": re.compile(
        r'^(?P<file>[a-z.-]+\.json)'
        r'(?:: card (?:"[^"]+" \(cards\[\d+\]\)|cards\[\d+\]))?'
        rf'(?:: field "(?P<path>{_PATH})")?'
        r": (?P<sentence>[^\n]+)$"
    ),
    "th": re.compile(
        r'^(?P<file>[a-z.-]+\.json)'
        r'(?:: การ์ด (?:"[^"]+" \(cards\[\d+\]\)|cards\[\d+\]))?'
        rf'(?:: ฟิลด์ "(?P<path>{_PATH})")?'
        r": (?P<sentence>[^\n]+)$"
    ),
}


def rich_set() -> dict[str, Any]:
    """A valid set in which every field of the format appears at least once."""
    return make_set(
        make_card(
            "a",
            abilities=[
                {
                    "when": "turn_start",
                    "whose": "yours",
                    "do": "power",
                    "target": "self",
                    "amount": 2,
                    "duration": "permanent",
                    "optional": True,
                },
                {"when": "summoned", "do": "to_void", "target": "chosen_enemy", "face": "up"},
                {"continuous": "power", "affects": "adjacent_allies", "amount": 1},
                {"continuous": "set_power", "affects": "adjacent_enemies", "value": 2},
            ],
            text={"en": "Text.", "th": "ข้อความ"},
        ),
        make_card("b", sight=["F", "B"]),
    )


def rich_deck() -> dict[str, Any]:
    return {
        "format_version": 1,
        "name": {"en": "Deck", "th": "เด็ค"},
        "format": "standard",
        "cards": ["market-cat", "paddy-buffalo"],
    }


def paths(node: object, prefix: tuple[object, ...] = ()) -> Iterator[tuple[object, ...]]:
    """Every key and index of ``node``, depth first."""
    if isinstance(node, dict):
        for key, value in node.items():
            yield (*prefix, key)
            yield from paths(value, (*prefix, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield (*prefix, index)
            yield from paths(value, (*prefix, index))


def replaced(data: dict[str, Any], path: tuple[object, ...], value: object) -> dict[str, Any]:
    out = copy.deepcopy(data)
    target: Any = out
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = copy.deepcopy(value)
    return out


def parse_path(text: str) -> list[str | int]:
    parts: list[str | int] = []
    for match in re.finditer(r"\[(\d+)\]|\['((?:[^'\\]|\\.)*)'\]|\.?([a-z_]+)", text):
        if match.group(1) is not None:
            parts.append(int(match.group(1)))
        elif match.group(2) is not None:
            parts.append(json.loads('"' + match.group(2).replace("\\'", "'") + '"'))
        else:
            parts.append(match.group(3))
    return parts


def check_problem(problem: Problem, data: object) -> None:
    """The problem has the documented form in both languages, plain words, a path that
    is in the file (but for a missing field at its end), and a message of its own."""
    assert problem.code != "invalid", problem
    for lang in ("en", "th"):
        line = problem.text(lang)
        match = _LINE[lang].match(line)
        assert match is not None, line
        for word in PYDANTIC_WORDS:
            assert word not in line, line
    if problem.field:
        node: Any = data
        if problem.card_index is not None:
            assert isinstance(data, dict)
            node = data["cards"][problem.card_index]
        parts = parse_path(problem.field)
        for part in parts[:-1]:
            assert isinstance(node, dict | list)
            node = node[part]  # type: ignore[index]
        assert isinstance(node, dict | list)


def set_cases() -> Iterator[tuple[str, dict[str, Any]]]:
    base = rich_set()
    every = list(paths(base))
    # Optional fields that the rich set leaves out.
    every += [
        ("cards", 1, "abilities"),
        ("cards", 1, "text"),
        ("cards", 0, "abilities", 0, "face"),
        ("cards", 0, "abilities", 1, "whose"),
        ("cards", 0, "abilities", 1, "duration"),
        ("cards", 0, "abilities", 1, "amount"),
        ("cards", 0, "abilities", 2, "value"),
        ("set", "name", "th"),
    ]
    for path in every:
        for index, value in enumerate(WRONG_VALUES):
            yield f"{path}={index}", replaced(base, path, value)


@pytest.mark.parametrize(("case", "data"), list(set_cases()), ids=lambda v: "" if isinstance(v, dict) else v)
def test_every_wrong_value_at_every_field_of_a_set_is_explained(case: str, data: Any) -> None:
    try:
        parse_card_set(data, "fuzz.json")
    except CardSetError as exc:
        assert exc.details and exc.problems == tuple(str(p) for p in exc.details)
        for problem in exc.details:
            check_problem(problem, data)


def deck_cases() -> Iterator[tuple[str, dict[str, Any]]]:
    base = rich_deck()
    for path in [*paths(base), ("name", "zz")]:
        for index, value in enumerate(WRONG_VALUES):
            yield f"{path}={index}", replaced(base, path, value)


@pytest.mark.parametrize(("case", "data"), list(deck_cases()), ids=lambda v: "" if isinstance(v, dict) else v)
def test_every_wrong_value_at_every_field_of_a_deck_is_explained(case: str, data: Any) -> None:
    try:
        parse_deck(data, "fuzz.json")
    except DeckError as exc:
        for problem in exc.details:
            check_problem(problem, data)


@pytest.mark.parametrize("root", WRONG_VALUES, ids=[str(i) for i in range(len(WRONG_VALUES))])
def test_a_root_that_is_not_an_object_is_explained(root: object) -> None:
    with pytest.raises(CardSetError) as info:
        parse_card_set(root, "fuzz.json")
    for problem in info.value.details:
        check_problem(problem, root)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            None,
            'fuzz.json: card "a" (cards[0]): field "text.en": must not be null; leave the '
            "field out instead",
        ),
        ([1], 'fuzz.json: card "a" (cards[0]): field "text": must be an object ({...}), not [1]'),
        ("hi", 'fuzz.json: card "a" (cards[0]): field "text": must be an object ({...}), not "hi"'),
    ],
)
def test_a_wrong_text_names_the_field_without_internals(text: object, expected: str) -> None:
    # Before, the path read "text.function-after[_no_explicit_null(), LocalizedText].en"
    # and a second line "text.none: Input should be None" followed.
    value = {"en": None} if text is None else text
    data = make_set(make_card("a", abilities=[{"when": "summoned", "do": "reveal_hand"}],
                              text=value))
    with pytest.raises(CardSetError) as info:
        parse_card_set(data, "fuzz.json")
    assert list(info.value.problems) == [expected]


def test_a_wrong_amount_is_one_problem_at_the_amount() -> None:
    ability = {"when": "summoned", "do": "ward", "target": "self", "amount": "2"}
    data = make_set(make_card("a", abilities=[ability], text={"en": "Ward."}))
    with pytest.raises(CardSetError) as info:
        parse_card_set(data, "fuzz.json")
    assert list(info.value.problems) == [
        'fuzz.json: card "a" (cards[0]): field "abilities[0].amount": must be a whole number, '
        'not "2"'
    ]


def test_a_wrong_format_version_is_shown_as_json() -> None:
    data = make_set()
    data["format_version"] = None
    with pytest.raises(CardSetError) as info:
        parse_card_set(data, "fuzz.json")
    assert list(info.value.problems) == [
        'fuzz.json: field "format_version": this app reads card set format version 1, not null'
    ]


def test_an_odd_key_is_named_in_brackets_and_kept_on_one_line() -> None:
    data = make_set(make_card("a", **{'we"ird\nkey': 1}))
    with pytest.raises(CardSetError) as info:
        parse_card_set(data, "fuzz.json")
    assert list(info.value.problems) == [
        "fuzz.json: card \"a\" (cards[0]): field \"['we\\\"ird\\nkey']\": unknown field (the "
        "format has no field by this name)"
    ]


@pytest.mark.parametrize("text", [{}, {"en": ""}, {"en": "", "th": ""}])
def test_an_empty_text_on_a_card_without_abilities_means_no_text(text: object) -> None:
    card_set = parse_card_set(make_set(make_card("a", text=text)), "t.json")
    assert card_set.cards[0].text == {}


@pytest.mark.parametrize("text", [{}, {"en": ""}])
def test_an_empty_text_on_a_card_with_abilities_is_refused(text: object) -> None:
    card = make_card("a", abilities=[{"when": "summoned", "do": "reveal_hand"}], text=text)
    with pytest.raises(CardSetError) as info:
        parse_card_set(make_set(card), "t.json")
    assert list(info.value.problems) == [
        't.json: card "a" (cards[0]): field "text": a card with abilities needs a text that '
        "explains them"
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ({"th": "ข้อความ"}, 'field "text.en": this field is required'),
        ({"en": "", "th": "ข้อความ"}, 'field "text.en": must not be empty'),
        ({"en": "Text.", "th": ""}, 'field "text.th": must not be empty'),
    ],
)
def test_a_text_with_one_empty_language_is_refused(text: object, expected: str) -> None:
    with pytest.raises(CardSetError) as info:
        parse_card_set(make_set(make_card("a", text=text)), "t.json")
    assert list(info.value.problems) == [f't.json: card "a" (cards[0]): {expected}']


# ------------------------------------------------------------------------------ Thai

# English words a Thai message keeps: the format's field names and values, the game's
# terms, and names of formats and encodings.
KEPT_WORDS = frozenset(
    """
    format_version set cards id name type power sight abilities text when whose do target
    amount duration face optional continuous affects value en th
    game_start turn_start summoned snatched snatches leaves_arena end_of_turn
    ward snatch to_void to_hand summon_from_hand take_first_player_token reveal_hand
    self set_power true false null
    Arena Hand Void Summon Snatch Ward Token Format Momon JSON UTF
    """.split()
)


def english_words(text: str) -> list[str]:
    """Latin-script words of ``text`` outside quotes that a Thai message may not keep."""
    unquoted = re.sub(r'"[^"]*"', "", text)
    unquoted = re.sub(r"'[^']*'", "", unquoted)
    return [w for w in re.findall(r"[A-Za-z][A-Za-z_]*", unquoted) if w not in KEPT_WORDS]


@pytest.mark.parametrize("code", sorted(MESSAGES))
def test_every_message_has_a_thai_text_without_english_sentences(code: str) -> None:
    english, thai = MESSAGES[code]
    assert thai and thai != english
    assert re.search(r"[\u0e00-\u0e7f]", thai), thai
    # The same parameters in both languages.
    assert set(re.findall(r"\{(\w+)\}", thai)) == set(re.findall(r"\{(\w+)\}", english))
    assert english_words(re.sub(r"\{\w+\}", "", thai)) == []


def test_the_reasons_from_outside_have_thai_texts_without_english() -> None:
    for thai in [*_JSON_DETAILS_TH.values(), _JSON_DETAIL_TH_OTHER, *_OS_REASONS_TH.values(),
                 _OS_REASON_TH_OTHER, _NOT_REGULAR_TH]:
        assert re.search(r"[\u0e00-\u0e7f]", thai)
        assert english_words(thai) == [], thai
    assert os_reason(FileNotFoundError(errno.ENOENT, "No such file or directory")).th == \
        "ไม่มีไฟล์นี้"
    assert OneOf(("a", "b", "c")).render("th") == "a, b หรือ c"
    assert OneOf(("a", "b"), quoted=True).render("en") == '"a" or "b"'
    assert Phrase("x", "ก").render("th") == "ก"


def test_a_problem_reads_in_thai_with_the_field_names_in_english() -> None:
    ability = {"when": "summoned", "do": "ward", "target": "self", "amount": 0}
    data = make_set(make_card("lantern-moth", abilities=[ability], text={"en": "Ward."}))
    with pytest.raises(CardSetError) as info:
        parse_card_set(data, "starter.json")
    assert info.value.messages("th") == [
        'starter.json: การ์ด "lantern-moth" (cards[0]): ฟิลด์ "abilities[0].amount": '
        "ward ต้องมี amount อย่างน้อย 1"
    ]
    assert info.value.messages("en") == list(info.value.problems)
    assert str(info.value) == (
        'starter.json: card "lantern-moth" (cards[0]): field "abilities[0].amount": ward needs '
        "an amount of at least 1"
    )


def test_a_shared_deck_problem_reads_in_thai() -> None:
    with pytest.raises(DeckError) as info:
        parse_deck_text("Momon Wonder deck\nname: A\nformat: chess\n", "clipboard")
    assert info.value.messages("th") == [
        'clipboard: บรรทัด 3: ไม่รู้จัก Format "chess" ต้องเป็น open หรือ standard'
    ]


def test_a_json_syntax_problem_reads_in_thai(tmp_path: Path) -> None:
    from momon_desktop.cards import load_card_set

    path = tmp_path / "broken.json"
    path.write_text('{"format_version": 1 "set": 2}', encoding="utf-8")
    with pytest.raises(CardSetError) as info:
        load_card_set(path)
    assert list(info.value.problems) == [
        "broken.json: not valid JSON at line 1, column 22: Expecting ',' delimiter"
    ]
    assert info.value.messages("th") == [
        "broken.json: ไม่ใช่ JSON ที่ถูกต้องที่บรรทัด 1 คอลัมน์ 22: ขาดเครื่องหมาย ','"
    ]


def test_a_number_with_too_many_digits_is_a_card_set_error(tmp_path: Path) -> None:
    from momon_desktop.cards import load_card_set

    path = tmp_path / "digits.json"
    path.write_text('{"format_version": ' + "9" * 5000 + "}", encoding="utf-8")
    with pytest.raises(CardSetError) as info:
        load_card_set(path)
    assert list(info.value.problems) == ["digits.json: a number in the file has more than 4300 digits"]


def test_the_command_line_prints_the_english_lines(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(make_set(make_card("a", power="3"))), encoding="utf-8")
    assert cards_main(["check", str(path)]) == 2
    assert capsys.readouterr().err == (
        'bad.json: card "a" (cards[0]): field "power": must be a whole number, not "3"\n'
    )


def test_a_lone_surrogate_in_a_value_is_shown_as_its_escape() -> None:
    """A value holding a lone surrogate escape is named in the message as the escape,
    not turned into an encoding error."""
    from momon_desktop.cards import DeckError, parse_deck

    deck = {"format_version": "v\ud800", "name": {"en": "T"}, "format": "standard",
            "cards": ["paddy-buffalo"] * 10}
    with pytest.raises(DeckError) as caught:
        parse_deck(deck, "d.json")
    assert str(caught.value) == (
        'd.json: field "format_version": this app reads deck format version 1, not "v\\ud800"')


def test_a_long_unknown_card_id_in_a_deck_is_named_short() -> None:
    """check_deck names a card id from the file, but never repeats a long one whole."""
    from momon_desktop.cards import bundled_pool, check_deck

    reasons = check_deck(["paddy-buffalo"] * 9 + ["x" * 3000], "open", bundled_pool())
    assert reasons == ['unknown card "' + "x" * 37 + '...": no loaded card set has it']
