"""The card browser: models checked by qtmodeltester, every filter, sorting, the window."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSize, Qt

from momon_desktop.cards import CardPool, bundled_pool, parse_card_set
from momon_desktop.engine.carddefs import DIRECTIONS
from momon_desktop.ui.cards.cardbrowser import CardBrowser
from momon_desktop.ui.cards.cardgrid import CardGridView
from momon_desktop.ui.cards.cardmodels import (
    ABILITY_CONTINUOUS,
    ABILITY_NONE,
    ABILITY_SOME,
    CARD_ID_ROLE,
    POWER_ROLE,
    SET_ROLE,
    SIGHT_COUNT_ROLE,
    TRIGGER_PREFIX,
    CardFilterProxy,
    CardListModel,
    ability_filter_keys,
)
from momon_desktop.ui.look import cardart
from momon_desktop.ui.look import cardpainter as cp
from momon_desktop.ui.table.models import CARD_ROLE
from momon_desktop.ui.text.i18n import install_language
from tests.storage.decklib_helpers import user_set

pytestmark = pytest.mark.gui


@pytest.fixture
def pool() -> CardPool:
    """The Starter Set and a small user set."""
    pool = bundled_pool()
    pool.add(parse_card_set(user_set(), "river.json"))
    return pool


@pytest.fixture
def proxy(pool: CardPool, qtbot) -> CardFilterProxy:
    model = CardListModel(pool)
    proxy = CardFilterProxy()
    proxy.setSourceModel(model)
    proxy._keep = model  # the proxy does not own its source
    return proxy


def shown_ids(proxy: CardFilterProxy) -> list[str]:
    return [card.id for card in proxy.cards()]


def test_card_list_model_passes_qt_model_checks(pool: CardPool, qtmodeltester) -> None:
    model = CardListModel(pool)
    qtmodeltester.check(model)
    assert model.rowCount() == len(pool) == 41
    index = model.index(model.row_of("paddy-buffalo"))
    card = pool.get("paddy-buffalo")
    assert index.data() == "Paddy Buffalo"
    assert index.data(CARD_ROLE) is card
    assert index.data(CARD_ID_ROLE) == "paddy-buffalo"
    assert index.data(POWER_ROLE) == card.power
    assert index.data(SIGHT_COUNT_ROLE) == len(card.sight)
    assert index.data(SET_ROLE) == "starter"
    assert "Power" in index.data(Qt.ItemDataRole.ToolTipRole)
    model.set_language("th")
    assert index.data() == "ควายทุ่งนา"
    assert model.data(model.index(model.row_of("lotus-carp"))) == "Lotus Carp"  # no Thai name


def test_filter_proxy_passes_qt_model_checks_while_filtering(proxy, qtmodeltester) -> None:
    qtmodeltester.check(proxy)
    proxy.set_power_range(3, 5)
    proxy.set_directions(["F"])
    qtmodeltester.check(proxy)
    proxy.set_sort("power", Qt.SortOrder.DescendingOrder)
    qtmodeltester.check(proxy)
    proxy.reset_filters()
    assert proxy.rowCount() == 41


def test_power_range(proxy, pool) -> None:
    proxy.set_power_range(8, 9)
    assert set(shown_ids(proxy)) == {c.id for c in pool if 8 <= c.power <= 9}
    assert shown_ids(proxy)
    proxy.set_power_range(5, 3)  # given the wrong way round: still 3 to 5
    assert all(3 <= c.power <= 5 for c in proxy.cards())
    assert "canal-otter" in shown_ids(proxy) and "reed-frog" in shown_ids(proxy)


def test_directions_show_cards_that_see_all_selected(proxy, pool) -> None:
    proxy.set_directions(["F", "B"])
    expected = {c.id for c in pool if {"F", "B"} <= set(c.sight)}
    assert set(shown_ids(proxy)) == expected
    assert "temple-elephant" in expected  # sees F and B
    assert "betta-duelist" not in expected  # sees R and L
    for direction in DIRECTIONS:
        proxy.set_directions([direction])
        assert all(direction in c.sight for c in proxy.cards())
    proxy.set_directions(DIRECTIONS)
    assert set(shown_ids(proxy)) == {c.id for c in pool if len(c.sight) == 8}
    with pytest.raises(ValueError):
        proxy.set_directions(["N"])


def test_ability_filters(proxy, pool) -> None:
    proxy.set_ability(ABILITY_NONE)
    assert set(shown_ids(proxy)) == {c.id for c in pool if not c.abilities and not c.continuous}
    assert "reed-frog" in shown_ids(proxy)
    proxy.set_ability(ABILITY_SOME)
    some = set(shown_ids(proxy))
    assert some == {c.id for c in pool if c.abilities or c.continuous}
    assert "canal-otter" in some
    proxy.set_ability(ABILITY_CONTINUOUS)
    continuous = set(shown_ids(proxy))
    assert continuous and continuous == {c.id for c in pool if c.continuous}
    proxy.set_ability(TRIGGER_PREFIX + "summoned")
    summoned = set(shown_ids(proxy))
    assert summoned == {c.id for c in pool if any(a.when == "summoned" for a in c.abilities)}
    assert "songkran-elephant" in summoned and "canal-otter" in summoned
    # Every trigger kind of the vocabulary can be chosen, and the starter set uses each.
    for key in ability_filter_keys():
        proxy.set_ability(key)
        assert proxy.rowCount() > 0, key
    with pytest.raises(ValueError):
        proxy.set_ability("trigger:sneezes")


def test_name_search_in_english_thai_and_by_id(proxy) -> None:
    proxy.set_search("buffalo")
    assert shown_ids(proxy) == ["paddy-buffalo"]
    proxy.set_search("ควาย")
    assert shown_ids(proxy) == ["paddy-buffalo"]
    proxy.set_search("  PADDY   buf ")
    assert shown_ids(proxy) == ["paddy-buffalo"]
    proxy.set_search("canal-ott")
    assert shown_ids(proxy) == ["canal-otter"]
    proxy.set_search("no such card")
    assert proxy.rowCount() == 0


def test_set_filter(proxy) -> None:
    proxy.set_card_set("river-folk")
    assert sorted(shown_ids(proxy)) == ["canal-otter", "lotus-carp", "reed-frog"]
    proxy.set_card_set("")
    assert proxy.rowCount() == 41


def test_sorting(proxy, pool) -> None:
    source = proxy.source()
    names = [c.display_name().casefold() for c in proxy.cards()]
    assert names == sorted(names)
    proxy.set_sort("power")
    powers = [c.power for c in proxy.cards()]
    assert powers == sorted(powers)
    proxy.set_sort("power", Qt.SortOrder.DescendingOrder)
    assert [c.power for c in proxy.cards()] == sorted(powers, reverse=True)
    proxy.set_sort("sight")
    counts = [len(c.sight) for c in proxy.cards()]
    assert counts == sorted(counts)
    proxy.set_sort("set", Qt.SortOrder.DescendingOrder)
    assert [c.set_id for c in proxy.cards()][:3] == ["river-folk"] * 3
    # Ties are broken by name in the current language.
    proxy.set_sort("power")
    same = [c for c in proxy.cards() if c.power == 5]
    assert [c.display_name().casefold() for c in same] == sorted(
        c.display_name().casefold() for c in same)
    source.set_language("th")
    proxy.set_sort("name")
    thai = [c.display_name("th") for c in proxy.cards()]
    assert thai == sorted(thai, key=str.casefold)
    with pytest.raises(ValueError):
        proxy.set_sort("colour")


def test_browser_filter_panel_drives_the_grid(pool, qtbot) -> None:
    browser = CardBrowser(pool)
    qtbot.addWidget(browser)
    panel = browser.filters
    assert panel.count.text() == "41 of 41 cards"
    panel.direction_buttons["F"].setChecked(True)
    panel.direction_buttons["B"].setChecked(True)
    assert browser.proxy.directions == {"F", "B"}
    assert all({"F", "B"} <= set(c.sight) for c in browser.proxy.cards())
    panel.power_min.setValue(6)
    assert all(c.power >= 6 for c in browser.proxy.cards())
    assert panel.count.text() == f"{browser.proxy.rowCount()} of 41 cards"
    panel.ability.setCurrentIndex(panel.ability.findData(ABILITY_NONE))
    assert browser.proxy.ability == ABILITY_NONE
    panel.search.setText("elephant")
    assert shown_ids(browser.proxy) == ["temple-elephant"]
    panel.clear_directions.click()
    assert browser.proxy.directions == frozenset()
    panel.reset_filters()
    assert browser.proxy.rowCount() == 41
    assert not any(b.isChecked() for b in panel.direction_buttons.values())
    panel.card_set.setCurrentIndex(panel.card_set.findData("river-folk"))
    assert browser.proxy.rowCount() == 3
    panel.sort_key.setCurrentIndex(panel.sort_key.findData("power"))
    panel.sort_order.setChecked(True)
    assert [c.power for c in browser.proxy.cards()] == [7, 5, 3]


def test_browser_preview_shows_the_current_card_with_its_full_text(pool, qtbot) -> None:
    browser = CardBrowser(pool)
    qtbot.addWidget(browser)
    assert browser.current_card() is not None  # the first card is shown at once
    assert browser.select_card("songkran-elephant")
    card = pool.get("songkran-elephant")
    assert browser.preview.card is card
    assert card.text["en"] in browser.preview.details
    assert "Set: Starter Set · id: songkran-elephant" in browser.preview.details
    browser.set_language("th")
    assert card.text["th"] in browser.preview.details
    browser.filters.search.setText("otter")
    assert not browser.select_card("songkran-elephant")  # filtered out
    assert browser.select_card("canal-otter")
    assert browser.preview.card is pool.get("canal-otter")


def test_browser_lists_sets_and_follows_a_changed_pool(qtbot) -> None:
    pool = bundled_pool()
    browser = CardBrowser(pool)
    qtbot.addWidget(browser)
    assert browser.filters.card_set.count() == 2  # every set, Starter Set
    pool.add(parse_card_set(user_set(), "river.json"))
    browser.set_pool(pool)
    assert browser.model.rowCount() == 41
    assert browser.filters.card_set.findData("river-folk") >= 0
    browser.filters.card_set.setCurrentIndex(browser.filters.card_set.findData("river-folk"))
    pool.remove("river-folk")
    browser.set_pool(pool)
    assert browser.filters.card_set.currentData() == ""
    assert browser.proxy.rowCount() == 38


def test_zoom_repaints_faces_at_the_new_size(pool, qtbot) -> None:
    browser = CardBrowser(pool)
    qtbot.addWidget(browser)
    browser.zoom.setValue(240)
    assert browser.grid.delegate.card_width == 240
    browser.grid.set_card_width(5000)
    assert browser.grid.delegate.card_width == CardGridView.MAX_WIDTH
    assert browser.zoom.value() == CardGridView.MAX_WIDTH
    size = browser.grid.delegate.card_size()
    assert size.width() == CardGridView.MAX_WIDTH


@pytest.mark.parametrize("width", [90, 150, 240, 320])
@pytest.mark.parametrize("dpr", [1.0, 2.0])
def test_user_cards_get_their_own_art_crisp_at_every_size(pool, width: int, dpr: float) -> None:
    otter = pool.get("canal-otter")
    size = cp.card_size(width).toSize()
    face = cp.card_face_pixmap(otter, size, dpr)
    # Painted for the device pixels, never scaled up from a smaller picture.
    assert (face.width(), face.height()) == (round(size.width() * dpr),
                                             round(size.height() * dpr))
    assert face.devicePixelRatio() == dpr
    art = cardart.art_pixmap(otter, QSize(width, width * 3 // 4), dpr)
    assert art.width() == round(width * dpr)
    assert not art.toImage().isNull()


def test_user_card_art_is_deterministic_and_shares_its_sets_motif(pool) -> None:
    otter, frog, carp = (pool.get(i) for i in ("canal-otter", "reed-frog", "lotus-carp"))
    assert cardart.art_spec(otter) == cardart.art_spec(parse_card_set(
        user_set(), "again.json").cards[1])
    assert len({cardart.art_spec(c).motif for c in (otter, frog, carp)}) == 1
    assert cardart.art_key(otter) != cardart.art_key(frog)
    assert cardart.art_spec(frog).headgear == "fins"  # a frog gets fins, from its name


def test_browser_in_thai(pool, qtbot, tmp_path: Path) -> None:
    install_language("th")
    browser = CardBrowser(pool, "th")
    qtbot.addWidget(browser)
    assert browser.windowTitle() == "คลังการ์ด"
    index = browser.proxy.index(0, 0)
    assert index.data() == browser.proxy.cards()[0].display_name("th")
