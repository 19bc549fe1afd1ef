"""Arena coordinates, distance and Snatch-Sight frames (4.3, P5.5, P10.1, P10.2)."""

from __future__ import annotations

import pytest

from momon_desktop.engine import official as cr
from momon_desktop.engine import provisional as pr


@pytest.mark.rules("4.1.2", "4.3.1", "4.3.2")
def test_coordinates_read_from_first_players_seat() -> None:
    assert len(cr.SQUARES) == 16
    assert [cr.square_name(s) for s in (0, 3, 4, 15)] == ["A1", "D1", "A2", "D4"]
    assert all(cr.parse_square(cr.square_name(s)) == s for s in cr.SQUARES)
    assert cr.parse_square(" b3 ") == 9
    for bad in ("E1", "A5", "A0", "", "B22"):
        with pytest.raises(ValueError, match="not an Arena square"):
            cr.parse_square(bad)


@pytest.mark.rules("4.3.4")
def test_chebyshev_distance_and_neighbours() -> None:
    a1, b2, d4, c1 = (cr.parse_square(x) for x in ("A1", "B2", "D4", "C1"))
    assert cr.chebyshev(a1, b2) == 1  # diagonal neighbours are at distance 1
    assert cr.chebyshev(a1, d4) == 3
    assert cr.chebyshev(a1, c1) == 2
    assert len(cr.NEIGHBOURS[a1]) == 3
    assert len(cr.NEIGHBOURS[cr.parse_square("B1")]) == 5
    assert len(cr.NEIGHBOURS[b2]) == 8


@pytest.mark.rules("P5.5", "4.3.3", "P10.1")
def test_forward_points_away_from_the_owner() -> None:
    b2 = cr.parse_square("B2")
    # First player (row-1 edge): Forward is toward row 4, Right toward column D.
    assert cr.square_name(pr.square_in_sight(b2, "F", 0) or 0) == "B3"
    assert cr.square_name(pr.square_in_sight(b2, "R", 0) or 0) == "C2"
    # Second player (row-4 edge): Forward is toward row 1, Right toward column A.
    assert cr.square_name(pr.square_in_sight(b2, "F", 1) or 0) == "B1"
    assert cr.square_name(pr.square_in_sight(b2, "R", 1) or 0) == "A2"
    assert cr.square_name(pr.square_in_sight(b2, "FR", 1) or 0) == "A1"
    # P10.1: nothing is in sight past the edge of the Arena.
    assert pr.square_in_sight(cr.parse_square("A1"), "B", 0) is None
    assert pr.square_in_sight(cr.parse_square("A1"), "F", 1) is None


@pytest.mark.rules("P10.2", "P5.3")
def test_sight_targets_are_clockwise_from_forward() -> None:
    table = pr.sight_squares(("L", "F", "BR", "R"), 0)
    names = [cr.square_name(s) for s in table[cr.parse_square("B2")]]
    assert names == ["B3", "C2", "C1", "A2"]  # F, R, BR, L
    full = pr.sight_squares(pr.DIRECTIONS, 1)[cr.parse_square("B2")]
    assert [cr.square_name(s) for s in full] == ["B1", "A1", "A2", "A3", "B3", "C3", "C2", "C1"]


@pytest.mark.rules("6.6")
def test_first_player_draw_is_fair_and_verifiable() -> None:
    draws = [cr.fair_first_player(seed) for seed in range(4000)]
    assert set(draws) == {0, 1}
    assert 1850 < sum(draws) < 2150  # close to half each way
    assert all(cr.fair_first_player(s) == d for s, d in zip(range(4000), draws, strict=True))
