"""What the table keeps painted or measured instead of doing it again each frame: each
cache gives what painting afresh gives, and lets go when what it shows changes (a
card's controller, power, Ward Tokens, the seat at the screen, the language, a size).
Speed itself is measured by ``python -m momon_desktop bench ui``, not here."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QTransform
from PySide6.QtWidgets import QGraphicsScene, QTreeWidget

from momon_desktop.ui.core.actions import ActionRegistry, ActionSpec
from momon_desktop.ui.table import arenacards
from momon_desktop.ui.table.arenacards import CardItem
from momon_desktop.ui.table.arenaview import FIT_SLACK, ArenaView
from momon_desktop.ui.table.bars import HandOverScreen
from momon_desktop.ui.table.preview import PreviewPanel
from momon_desktop.ui.table.ruleslog import RulesLog
from tests.gui.table_helpers import card

pytestmark = pytest.mark.gui

CAT = card("cat", 6, ("F", "R", "BL"), text="When this Momon is Summoned, nothing happens.")


def item(**state) -> CardItem:
    args = {"power": 6, "wards": 0, "readable_far": False, "lang": "en"} | {
        k: v for k, v in state.items() if k in ("power", "wards", "readable_far", "lang")}
    return CardItem(1, CAT, state.get("owner", 0), state.get("controller", 0),
                    state.get("viewer", 0), **args)


def _painted(card_item: CardItem, scale: float, afresh: bool) -> QImage:
    bounds = card_item.boundingRect()
    image = QImage(round(bounds.width() * scale), round(bounds.height() * scale),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.scale(scale, scale)
    painter.translate(-bounds.topLeft())
    if afresh:
        card_item.paint_look(painter)
    else:
        card_item.paint(painter, None)  # type: ignore[arg-type]
    painter.end()
    return image


def drawn(card_item: CardItem, scale: float = 0.8) -> QImage:
    """The item as the Arena draws it (its paint, at ``scale``), its token left out."""
    return _painted(card_item, scale, afresh=False)


def fresh_paint(card_item: CardItem, scale: float = 0.8) -> QImage:
    """The same, painted from its vectors without any cache."""
    arenacards.clear_look_cache()
    return _painted(card_item, scale, afresh=True)


def alike(a: QImage, b: QImage) -> bool:
    """The same picture but for the resampling of a pixmap drawn at a fractional size
    (under 1% of the pixels differ clearly)."""
    return differs(a, b) < (a.width() // 2) * (a.height() // 2) // 100


def differs(a: QImage, b: QImage) -> int:
    """How many pixels (of every other row and column) of two images of one size
    differ clearly."""
    assert a.size() == b.size()
    count = 0
    for y in range(0, a.height(), 2):
        for x in range(0, a.width(), 2):
            pa, pb = a.pixelColor(x, y), b.pixelColor(x, y)
            if max(abs(pa.red() - pb.red()), abs(pa.green() - pb.green()),
                   abs(pa.blue() - pb.blue()), abs(pa.alpha() - pb.alpha())) > 40:
                count += 1
    return count


def test_an_arena_card_drawn_from_its_cached_picture_looks_as_painted_afresh(qapp):
    arenacards.clear_look_cache()
    one = item(power=8, wards=1)
    cached = drawn(one)
    assert len(arenacards._looks) == 1
    assert drawn(one) == cached  # the second time from the cache, the same picture
    assert len(arenacards._looks) == 1
    assert alike(cached, fresh_paint(one))


@pytest.mark.parametrize("change", ["power", "wards", "controller", "viewer", "readable", "lang"])
def test_an_arena_card_looks_new_when_what_it_shows_changes(qapp, change):
    """P5.4 power, P10.4 Ward Tokens, P10.5 controller, 4.2.2 facing, the language."""
    arenacards.clear_look_cache()
    one = item(owner=1, viewer=0)
    before_key, before = one.look_key(), drawn(one)
    if change == "power":
        one.set_state(power=9)
    elif change == "wards":
        one.set_state(wards=2)
    elif change == "controller":
        one.token.set_seat(1)
    elif change == "viewer":
        one.set_view(1, False, "en")
    elif change == "readable":
        one.set_view(0, True, "en")
    else:
        one.set_view(0, False, "th")
    assert one.look_key() != before_key
    after = drawn(one)
    # drawn anew from what it shows now, exactly as a card painted afresh in that state
    assert alike(after, fresh_paint(one))
    if change != "controller":  # the controller shows on the Marking Token, a child item
        assert not alike(after, before)


def test_a_card_growing_onto_its_square_uses_its_resting_picture(qapp):
    arenacards.clear_look_cache()
    one = item()
    drawn(one, 0.8)
    one.setScale(1.3)  # the Summon's drop (scene.SUMMON_MS)
    drawn(one, 0.8 * 1.3)
    assert len(arenacards._looks) == 1


def test_the_arena_keeps_its_scale_through_small_size_changes_and_always_fits(qtbot):
    from PySide6.QtWidgets import QGraphicsView

    scene = QGraphicsScene()
    scene.setSceneRect(QRectF(0, 0, 596, 804))
    # ArenaView.fit on a plain view of a scene of the Arena's size
    plain = QGraphicsView(scene)
    plain.arena = scene  # type: ignore[attr-defined]
    plain.fit_scale = lambda: ArenaView.fit_scale(plain)  # type: ignore[attr-defined,arg-type]
    plain.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    plain.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    plain.setFrameShape(QGraphicsView.Shape.NoFrame)
    qtbot.addWidget(plain)

    def fit_at(w: int, h: int) -> float:
        plain.resize(w, h)
        plain.viewport().resize(w, h)
        ArenaView.fit(plain)  # type: ignore[arg-type]
        return plain.transform().m11()

    def largest(w: int, h: int) -> float:
        return min(w / 596, h / 804)

    first = fit_at(677, 568)
    assert first == largest(677, 568)  # edge to edge along the tighter side
    # a panel a line shorter, the view a little taller: the same scale, the cards not redrawn
    assert fit_at(677, 580) == first
    assert fit_at(677, 568 + int(568 * FIT_SLACK) - 1) == first
    # a view that no longer holds the Arena at its scale: fitted again, edge to edge
    assert fit_at(677, 558) == largest(677, 558) < first
    # a real resize: a new scale that fits
    bigger = fit_at(900, 900)
    assert bigger == largest(900, 900) > first
    smaller = fit_at(400, 400)
    assert smaller == largest(400, 400)
    assert plain.transform() == QTransform.fromScale(smaller, smaller)
    # once the size stays, the largest scale, whatever the slack
    fit_at(400, 400 + int(400 * FIT_SLACK) - 1)
    assert plain.transform().m11() == smaller < largest(400, 400 + int(400 * FIT_SLACK) - 1)
    ArenaView.fit_exactly(plain)  # type: ignore[arg-type]
    assert plain.transform().m11() == largest(400, 400 + int(400 * FIT_SLACK) - 1)


def test_the_table_arena_settles_at_the_largest_scale(qtbot, tmp_path):
    """A window resized by a little less than the slack: the Arena keeps its scale while
    the size moves, then takes the largest that fits once it stays."""
    from PySide6.QtCore import QSettings

    from momon_desktop.ui.assembly import build_table

    window = build_table(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    view = window.arena_view
    qtbot.waitUntil(view.settled)
    window.resize(1280, 812)
    qtbot.waitUntil(lambda: view.settle.isActive())
    qtbot.waitUntil(view.settled)
    assert view.transform().m11() == view.fit_scale()


def test_the_preview_paints_the_card_shown_now(qtbot):
    panel = PreviewPanel()
    qtbot.addWidget(panel)
    panel.resize(260, 380)
    panel.show_card(CAT)
    first = panel.grab().toImage()
    assert panel.grab().toImage() == first
    fresh = PreviewPanel()
    qtbot.addWidget(fresh)
    fresh.resize(260, 380)
    for changes in ({"power": 9}, {"lang": "th"}, {"card": card("dog", 2, ("B",))}):
        shown = changes.get("card", CAT)
        power = changes.get("power")
        panel.lang = fresh.lang = changes.get("lang", "en")
        panel.show_card(shown, power)
        fresh._faces.clear()
        fresh.show_card(shown, power)
        now = panel.grab().toImage()
        assert now != first
        assert now == fresh.grab().toImage()
    panel.resize(300, 440)
    fresh.resize(300, 440)
    fresh._faces.clear()
    assert panel.grab().toImage() == fresh.grab().toImage()


def test_the_hand_over_screen_ground_follows_its_size(qtbot):
    screen = HandOverScreen()
    qtbot.addWidget(screen)
    for w, h in ((400, 300), (640, 480), (400, 300)):
        screen.resize(w, h)
        shown = screen.grab().toImage()
        assert shown.width() == w and shown.height() == h
        expected = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
        screen.paint_ground(QPainter(expected))
        # the gold frame 10 px inside the edge is where this size puts it
        assert shown.pixelColor(w - 10, h // 2) == expected.convertToFormat(
            shown.format()).pixelColor(w - 10, h // 2)


def test_rules_log_rows_are_as_tall_as_their_text_at_the_current_width(qtbot):
    log = RulesLog()
    qtbot.addWidget(log)
    log.resize(360, 300)
    log.show()
    long = "Ada Summons Market Cat to B2 and snatches three Momon of Boon's " * 3
    log.append("P9.1", long)
    log.append("P9.1", "short")
    log.append("P9.1", long)
    delegate = log.itemDelegate()
    tree: QTreeWidget = log

    def height(row: int) -> int:
        index = tree.model().index(row, RulesLog.SENTENCE)
        return delegate.sizeHint(_option(tree), index).height()

    wide_long, short = height(0), height(1)
    assert wide_long > short and height(2) == wide_long
    log.resize(220, 300)
    qtbot.waitUntil(lambda: height(0) > wide_long)
    log.topLevelItem(0).setText(RulesLog.SENTENCE, "short")
    assert height(0) == short


def _option(tree: QTreeWidget):
    from PySide6.QtWidgets import QStyleOptionViewItem

    option = QStyleOptionViewItem()
    option.initFrom(tree)
    return option


def test_menus_keep_their_sections_in_order_whatever_the_order_actions_join_them(qtbot):
    from PySide6.QtWidgets import QMainWindow

    window = QMainWindow()
    qtbot.addWidget(window)
    registry = ActionRegistry(window, window.menuBar())
    registry.add_menu("game", lambda: "Game", 10)
    for action_id, section, order in (("quit", 90, 10), ("new", 10, 10), ("open", 20, 10),
                                      ("save", 20, 20), ("undo", 30, 10), ("new2", 10, 5)):
        registry.add(ActionSpec(action_id, lambda a=action_id: a, "game", section, order))
    registry.add_menu("recent", lambda: "Recent", 0, parent="game", section=20, place=15)
    registry.add_menu("help", lambda: "Help", 90)
    registry.add(ActionSpec("about", lambda: "About", "help", 10, 10))
    registry.add_menu("view", lambda: "View", 20)
    registry.retranslate()
    menu = registry.menu("game")
    names = ["-" if a.isSeparator() else (a.menu().title() if a.menu() else a.text())
             for a in menu.actions()]
    assert names == ["new2", "new", "-", "open", "Recent", "save", "-", "undo", "-", "quit"]
    assert [a.text() for a in window.menuBar().actions()] == ["Game", "View", "Help"]
    # laid out again and again, the menu keeps one separator between sections
    for i in range(5):
        registry.add(ActionSpec(f"extra{i}", lambda: "extra", "game", 30, 20 + i))
    assert sum(a.isSeparator() for a in menu.actions()) == 3


def test_the_arena_keeps_its_scale_through_hand_overs_and_status_messages(window, qtbot):
    """The First Player Token moving between the panels as the players swap seats (6.7)
    and the first status message leave the Arena's scale as it was: a new scale would
    have every card drawn again."""
    from momon_desktop.ui import selftest

    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.start_game(selftest.bundled_spec())
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    selftest.settle(app, window)
    scales = {window.arena_view.transform().m11()}
    for _ in range(8):
        selftest.play_one(app, window)
        selftest.settle(app, window)
        scales.add(window.arena_view.transform().m11())
    window.status("A passing message")
    selftest.settle(app, window)
    scales.add(window.arena_view.transform().m11())
    assert len(scales) == 1


def seated(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """A hot-seat game between the bundled decks, its first player at the screen."""
    from PySide6.QtTest import QTest

    from momon_desktop.ui import selftest

    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.start_game(selftest.bundled_spec())
    qtbot.waitUntil(window.handover.isVisible)
    QTest.mouseClick(window.handover.ready_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.session.my_decision() is not None)


def test_the_hand_at_the_screen_is_painted_large_ahead_while_the_table_is_idle(window, qtbot):
    """Pointing at a Hand card after a pause shows a face painted ahead, not painted then."""
    seated(window, qtbot)
    g = window.controller.game
    hand = window.controller.hand_of(window.session.viewer)
    assert len(hand) == 10
    preview = window.preview
    ids = {g.defs[i].id for i in hand}
    qtbot.waitUntil(lambda: {key[1] for key in preview._faces} >= ids, timeout=5000)
    painted = len(preview._faces)
    window.table_input.show_preview(hand[3])
    preview.repaint()
    assert len(preview._faces) == painted  # drawn from the face painted ahead


def test_a_summon_leaves_the_summoned_card_in_the_preview_not_its_neighbour(window, qtbot):
    """The Hand's current row moves when its card is Summoned (P8.2); the preview keeps
    the card that was shown, now on the Arena, and never shows (paints) the next one."""
    from PySide6.QtWidgets import QApplication

    from momon_desktop.ui import selftest

    seated(window, qtbot)
    app = QApplication.instance()
    g = window.controller.game
    shown: list[str] = []
    show_card = window.preview.show_card

    def spy(card, *args, **kwargs):  # type: ignore[no-untyped-def]
        if card is not None:
            shown.append(card.id)
        show_card(card, *args, **kwargs)

    window.preview.show_card = spy  # type: ignore[method-assign]
    for _ in range(6):  # three turns each: the Summons through the Hand and the Arena keys
        d = g.awaiting
        shown.clear()
        selftest.play_one(app, window)
        selftest.settle(app, window)
        if d.kind == "summon":
            summoned = g.defs[d.options[0].card].id  # what the self-test plays
            assert shown and set(shown) == {summoned}, shown  # the card picked, no other


def test_the_panels_keep_their_detail_through_a_game_and_get_it_back_at_a_new_size(window, qtbot):
    """A long Summon preview takes detail from the panels; the next decisions leave
    them as they are (no jump back and forth), a new window size gives back what the
    prompt's lines then leave room for."""
    from PySide6.QtWidgets import QApplication

    seated(window, qtbot)
    QApplication.processEvents()
    before = (window.far_panel.density, window.near_panel.density)
    # the panels are fitted once the texts of a change are set, before it is drawn
    window.prompt.set_preview("\n".join(f"line {i}" for i in range(12)))
    qtbot.waitUntil(lambda: (window.far_panel.density, window.near_panel.density) != before)
    squeezed = (window.far_panel.density, window.near_panel.density)
    window.prompt.set_preview("")
    window.prompt.set_texts("Turn 1 of 8", "Ada", "", "Summon a card.")
    QApplication.processEvents()
    assert (window.far_panel.density, window.near_panel.density) == squeezed
    window.resize(1300, 820)

    def detail_back() -> bool:
        now = (window.far_panel.density, window.near_panel.density)
        return now != squeezed and all(a <= b for a, b in zip(now, squeezed, strict=True))

    qtbot.waitUntil(detail_back)
    # with every line of the prompt in its room (and the room kept for a Summon preview)
    assert window.prompt.height() >= window.prompt.height_at(window.prompt.width())


def test_a_passing_message_does_not_lay_the_window_out_again(window, qtbot):
    """The message shows in the menu bar's corner; the menu bar keeps its size."""
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.status("A first message")
    bar = window.menuBar().geometry()
    table = window.table.geometry()
    window.status("A much longer message that says a great deal more than the first one did")
    assert window.status_line.text().startswith("A much longer message")
    assert window.menuBar().geometry() == bar
    assert window.table.geometry() == table


@pytest.mark.parametrize("dpr", [1.0, 1.5, 2.0])
@pytest.mark.parametrize("corner", [(10, 12), (10.5, 12.5), (7.25, 3.75), (0.3, 0.9)])
def test_a_card_shadow_drawn_from_its_picture_is_the_one_painting_gives(qapp, dpr, corner):
    """The shadows under the Hand's and the preview's cards come from cached pictures,
    pixel for pixel what antialiased painting gives, wherever the card lands between
    device pixels."""
    from PySide6.QtGui import QColor

    from momon_desktop.ui.look import shadows

    colour = QColor(0, 0, 0, 80)
    rect = QRectF(corner[0], corner[1], 96.0, 134.4)
    pictures = []
    for cached in (False, True):
        image = QImage(round(200 * dpr), round(260 * dpr), QImage.Format.Format_ARGB32_Premultiplied)
        image.setDevicePixelRatio(dpr)
        image.fill(QColor(40, 90, 60))
        painter = QPainter(image)
        painter.translate(3, 2)
        if cached:
            shadows._shadows.clear()
            shadows.draw_shadow(painter, rect, 7, colour)
            assert len(shadows._shadows) == 1  # from a picture
        else:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawRoundedRect(rect, 7, 7)
        painter.end()
        pictures.append(image)
    assert pictures[0] == pictures[1]
