"""Whatever JSON a user writes, loading gives a CardSet or a CardSetError, nothing else."""

from __future__ import annotations

import copy
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from momon_desktop.cards import CardSet, CardSetError, parse_card_set

from .conftest import make_card, make_set

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-200, 200)
    | st.floats(allow_nan=False)
    | st.sampled_from(["", "F", "self", "ward", "summoned", "momon", "x-1", "Up", "power"]),
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(
            st.sampled_from(
                [
                    "id",
                    "when",
                    "do",
                    "target",
                    "amount",
                    "continuous",
                    "affects",
                    "value",
                    "en",
                    "th",
                    "whose",
                    "face",
                    "duration",
                    "zzz",
                ]
            ),
            inner,
            max_size=5,
        )
    ),
    max_leaves=12,
)


def rich_set() -> dict[str, Any]:
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
                },
                {"continuous": "set_power", "affects": "adjacent_enemies", "value": 2},
            ],
            text={"en": "Text."},
        ),
        make_card("b", sight=["F", "B"]),
    )


def paths(node: object, prefix: tuple[object, ...] = ()) -> list[tuple[object, ...]]:
    out = [prefix]
    if isinstance(node, dict):
        for key, value in node.items():
            out += paths(value, (*prefix, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            out += paths(value, (*prefix, index))
    return out


def outcome(data: object) -> CardSet | CardSetError:
    try:
        return parse_card_set(data, "fuzz.json")
    except CardSetError as exc:
        assert exc.problems and all(p.startswith("fuzz.json") for p in exc.problems)
        return exc


@settings(max_examples=300, deadline=None)
@given(data=json_values)
def test_any_json_value_is_accepted_or_explained(data: object) -> None:
    assert isinstance(outcome(data), CardSetError)


@settings(max_examples=400, deadline=None)
@given(choice=st.data(), value=json_values)
def test_any_single_change_is_accepted_or_explained(choice: st.DataObject, value: object) -> None:
    data = rich_set()
    path = choice.draw(st.sampled_from(paths(data)[1:]))
    target: Any = data
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = copy.deepcopy(value)
    result = outcome(data)
    if isinstance(result, CardSet):
        assert [c.id for c in result.cards] == [c["id"] for c in data["cards"]]
