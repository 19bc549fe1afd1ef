""""Suggest a move" and the computer thinking on a worker thread: the window keeps
answering while the hard player searches, and the suggestion is the same AI's answer,
marked in the Hand and on the Arena and explained in words."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QTimer

import momon_desktop.ai as ai
import momon_desktop.ui.features.hints as hints
from momon_desktop.ai.puzzles import hint
from momon_desktop.engine import Summon, square_name
from momon_desktop.ui.features.hints import HintService, hint_seed, suggest
from momon_desktop.ui.text.i18n import install_language
from tests.gui.table_helpers import bundled

pytestmark = pytest.mark.gui

# How often the GUI event loop must run a 10 ms timer while the computer is computing.
TICKS = 5


class ComputesUntilTheWindowTicks:
    """Wraps a search so that, on its thread, it first computes (a busy loop that holds
    the interpreter as the search does) until the GUI event loop has run a 10 ms timer
    ``TICKS`` times, then answers as the search does.

    A search that froze the window (run on the GUI thread, or never letting the loop
    run) would see no tick: it gives up after a while, and ``window_ticked`` is False.
    """

    def __init__(self, watch: Callable[[], Any] = lambda: None) -> None:
        self.watch = watch
        self.ticks = 0
        self.started_at: int | None = None
        self.on_gui_thread: bool | None = None
        self.window_ticked = threading.Event()
        self.seen: list[Any] = []  # what ``watch`` returned at each tick during the search
        self.timer = QTimer()
        self.timer.setInterval(10)
        self.timer.timeout.connect(self._tick)
        self.timer.start()

    def _tick(self) -> None:
        self.ticks += 1
        if self.started_at is not None and not self.window_ticked.is_set():
            self.seen.append(self.watch())
            if self.ticks - self.started_at >= TICKS:
                self.window_ticked.set()

    def wrap(self, search: Callable[..., Any]) -> Callable[..., Any]:
        def computing(*args: Any, **kwargs: Any) -> Any:
            self.on_gui_thread = threading.current_thread() is threading.main_thread()
            self.started_at = self.ticks
            give_up = time.monotonic() + 10
            while not self.window_ticked.is_set() and time.monotonic() < give_up:
                pass
            return search(*args, **kwargs)

        return computing

    def stop(self) -> None:
        self.timer.stop()


def test_the_window_keeps_answering_while_the_hard_computer_thinks(window, qtbot, monkeypatch):
    search = ComputesUntilTheWindowTicks(lambda: window.prompt.instruction.text())
    make_player = ai.make_player

    def thinking_player(level: str, style: str = "balanced") -> ai.Player:
        player = make_player(level, style)
        player.choose = search.wrap(player.choose)  # type: ignore[method-assign]
        return player

    monkeypatch.setattr(ai, "make_player", thinking_player)
    window.start_game(bundled(kinds=("hard", "human")))
    c = window.controller
    assert c.thinking_seat == 0
    # the window shows that the computer is thinking
    assert ": thinking" in window.prompt.instruction.text()
    qtbot.waitUntil(lambda: c.thinking_seat == -1, timeout=15000)
    search.stop()
    assert c.game is not None and len(c.game.history) >= 1
    # the search ran on its own thread, and the event loop kept running while it
    # computed, with the window still saying that the computer is thinking
    assert search.on_gui_thread is False
    assert search.window_ticked.is_set()
    assert len(search.seen) == TICKS
    assert all(": thinking" in text for text in search.seen)
    assert ": thinking" not in window.prompt.instruction.text()


def test_suggest_a_move_marks_the_top_level_players_answer_in_the_hand_and_on_the_arena(
        window, qtbot, monkeypatch):
    window.start_game(bundled(kinds=("human", "hard")))
    c = window.controller
    g = c.game
    qtbot.waitUntil(window.feature(HintService).action.isEnabled, timeout=3000)
    search = ComputesUntilTheWindowTicks(lambda: window.feature(HintService).bar.isVisible())
    monkeypatch.setattr(hints, "suggest", search.wrap(hints.suggest))
    assert window.feature(HintService).request()
    assert window.feature(HintService).busy and not window.feature(HintService).action.isEnabled()
    assert window.feature(HintService).bar.isVisible()  # "Thinking…"
    qtbot.waitUntil(lambda: window.feature(HintService).suggestion is not None, timeout=15000)
    search.stop()
    # the window kept running while the computer looked, showing that it looks
    assert search.on_gui_thread is False and search.window_ticked.is_set()
    assert search.seen == [True] * TICKS
    s = window.feature(HintService).suggestion
    # the same AI as the puzzles' hint: the top level's answer for this position
    assert s.answer == hint(g, hint_seed(g))
    assert isinstance(s.answer, Summon)
    # the card is marked in the Hand and picked, the square on the Arena
    assert window.feature(HintService).hand_marker.isVisible()
    assert window.feature(HintService).hand_marker.instance == s.answer.card
    assert not window.feature(HintService).hand_marker.card_rect().isEmpty()
    assert window.session.selected == s.answer.card
    assert window.feature(HintService).marker.square == s.answer.square
    assert window.scene.overlay.ghost_square == s.answer.square
    # and it is said in words
    name = g.defs[s.answer.card].display_name("en")
    assert name in window.feature(HintService).bar.title.text()
    assert square_name(s.answer.square) in window.feature(HintService).bar.title.text()
    assert s.explanation is not None and s.explanation.answer == s.answer
    assert window.feature(HintService).bar.text.text()
    # nothing was played
    assert len(g.history) == 0


def test_play_it_makes_the_suggested_move_and_the_marks_go(window, qtbot):
    window.start_game(bundled(kinds=("human", "hard")))
    g = window.controller.game
    qtbot.waitUntil(window.feature(HintService).action.isEnabled, timeout=3000)
    window.feature(HintService).action.trigger()
    qtbot.waitUntil(lambda: window.feature(HintService).suggestion is not None, timeout=15000)
    answer = window.feature(HintService).suggestion.answer
    window.feature(HintService).bar.play_button.click()
    assert g.history[0] == answer
    assert window.feature(HintService).suggestion is None
    assert window.feature(HintService).marker.square == -1
    assert not window.feature(HintService).hand_marker.isVisible()
    assert not window.feature(HintService).bar.isVisible()
    # the computer's turn now: no suggestion is offered
    assert not window.feature(HintService).available()
    assert not window.feature(HintService).request()
    qtbot.waitUntil(lambda: window.controller.thinking_seat == -1, timeout=15000)


def test_a_suggestion_for_an_old_position_is_dropped(window, qtbot):
    window.start_game(bundled(kinds=("human", "hard")))
    c = window.controller
    g = c.game
    qtbot.waitUntil(window.feature(HintService).action.isEnabled, timeout=3000)
    assert window.feature(HintService).request()
    # the person moves before the computer has answered
    with qtbot.waitSignal(window.feature(HintService).answer_handled, timeout=15000) as arrived:
        window.submit(Summon(g.hands[0][0], 5))
        assert not window.feature(HintService).busy
    # the search's answer for the position before the move has arrived, and is not shown
    assert arrived.args[0].history == 0 < len(g.history)
    assert window.feature(HintService).suggestion is None
    assert window.feature(HintService).marker.square == -1
    qtbot.waitUntil(lambda: c.thinking_seat == -1, timeout=15000)


def test_no_suggestion_behind_the_hot_seat_hand_over_screen(window):
    window.start_game(bundled())
    assert window.handover.isVisible()
    assert not window.feature(HintService).available()
    assert not window.feature(HintService).request()


def test_the_suggestion_speaks_thai(window, qtbot):
    install_language("th")
    window.set_language("th")
    window.start_game(bundled(kinds=("human", "hard")))
    g = window.controller.game
    qtbot.waitUntil(window.feature(HintService).action.isEnabled, timeout=3000)
    assert window.feature(HintService).action.text() == "&แนะนำการเดิน"
    assert window.feature(HintService).request()
    qtbot.waitUntil(lambda: window.feature(HintService).suggestion is not None, timeout=15000)
    s = window.feature(HintService).suggestion
    assert window.feature(HintService).bar.title.text().startswith("คำแนะนำ")
    assert g.defs[s.answer.card].display_name("th") in window.feature(HintService).bar.title.text()
    assert "มัน" in window.feature(HintService).bar.text.text()


def test_suggest_is_reproducible_and_legal():
    from momon_desktop.cards import bundled_decks, bundled_pool
    from momon_desktop.engine import Setup

    pool = bundled_pool()
    decks = bundled_decks()
    game = Setup([pool.get(c) for c in decks[0].cards],
                 [pool.get(c) for c in decks[1].cards]).new_game(5)
    a = suggest(game, 3)
    assert a == suggest(game, 3)
    assert game.is_legal(a.answer) and a.history == 0 and a.goal is None


def test_a_yes_no_question_gets_a_suggestion_in_words(window, qtbot):
    from momon_desktop.engine import TriggeredAbility, YesNo
    from tests.gui.table_helpers import card, spec

    shield = card("shield", 3, ("F",), TriggeredAbility(when="summoned", do="ward", target="self",
                                                        amount=1, optional=True))
    window.start_game(spec([shield, shield, shield], [card("foe", 2, ("B",))] * 3,
                           kinds=("human", "easy")))
    g = window.controller.game
    window.select_card(g.hands[0][0])
    window.table_input.on_square_clicked(5)
    d = window.session.my_decision()
    assert d is not None and d.kind == "yes_no"
    qtbot.waitUntil(window.feature(HintService).action.isEnabled, timeout=3000)
    assert window.feature(HintService).request()
    qtbot.waitUntil(lambda: window.feature(HintService).suggestion is not None, timeout=15000)
    s = window.feature(HintService).suggestion
    assert isinstance(s.answer, YesNo)
    assert window.feature(HintService).bar.title.text() == ("Suggestion: Use the ability" if s.answer.yes
                                             else "Suggestion: Decline the ability")
    assert "Shield" in window.feature(HintService).bar.text.text()
    # nothing to mark on the board or in the Hand for a yes / no answer
    assert window.feature(HintService).marker.square == -1
    assert not window.feature(HintService).hand_marker.isVisible()
    assert window.feature(HintService).play()
    assert g.history[-1] == s.answer


def _hunter_game(window, qtbot):
    """The hunter game after its opening (table_helpers.hunter_position), Ada to move."""
    from tests.gui.table_helpers import hunter_position

    game_spec, g = hunter_position()
    window.start_game(game_spec, resume=g)
    g = window.controller.game
    qtbot.waitUntil(lambda: window.feature(HintService).available(), timeout=15000)
    return g


@pytest.mark.rules("P10.3")
@pytest.mark.parametrize("lang", ["en", "th"])
def test_the_suggestion_says_which_card_it_takes_and_marks_it(window, qtbot, lang):
    from momon_desktop.ui.text.reasons import reasons

    if lang == "th":
        install_language("th")
        window.set_language("th")
    g = _hunter_game(window, qtbot)
    service = window.feature(HintService)
    assert service.request()
    qtbot.waitUntil(lambda: service.suggestion is not None, timeout=15000)
    s = service.suggestion
    e = s.explanation
    # a hunter next to the moth takes it: the moth does not look back (P10.3(b))
    assert s.answer.square == 15
    assert e is not None and len(e.snatches) == 1
    taken = e.snatches[0]
    assert g.board[taken.square] >= 0 and g.ctrl[g.board[taken.square]] == 1
    assert not taken.face_off
    text = service.bar.text.text()
    moth = g.defs[taken.card].display_name(lang)
    assert moth in text and square_name(taken.square) in text
    assert "Boon" in text
    assert 'href="rule:P10.3"' in text and "P10.3(b)" in text
    first = reasons(g, e, lang, window.controller.player_name)[0].text
    if lang == "en":
        assert first == f"It takes Moth on {square_name(taken.square)} from Boon: it does not look back."
    else:
        assert first.startswith("มันแย่ง การ์ด moth")
    # the square of the card it takes is marked by the Snatch preview of the suggested
    # Summon, and not marked a second time
    assert (taken.square, "snatch") in window.scene.overlay.outcomes
    assert service.marker.marks == []
    assert service.marker.square == s.answer.square
    # the hover on the rule number gives the rule's explanation, as in the rules log
    service.bar._on_link_hovered("rule:P10.3")
    assert service.bar.text.toolTip().startswith("P10.3: ")
    assert window.controller.explain("P10.3") in service.bar.text.toolTip()


def test_the_suggestion_bar_is_opaque(window, qtbot):
    """Nothing under the suggestion bar (the rules log, a card's art) shows through its
    words: over a white ground, the bar's own ground is its colour, pixel for pixel."""
    from PySide6.QtGui import QColor, QPalette
    from PySide6.QtWidgets import QWidget

    from momon_desktop.ui.look import theme

    window.start_game(bundled(kinds=("human", "easy")))
    hints = window.feature(HintService)
    qtbot.waitUntil(hints.action.isEnabled, timeout=3000)
    hints.action.trigger()
    qtbot.waitUntil(lambda: hints.suggestion is not None, timeout=15000)
    bar = hints.bar
    white = QWidget(bar.parentWidget())
    palette = white.palette()
    palette.setColor(QPalette.ColorRole.Window, QColor("white"))
    white.setPalette(palette)
    white.setAutoFillBackground(True)
    white.setGeometry(bar.geometry())
    white.show()
    bar.raise_()
    inner = bar.rect().adjusted(12, 12, -12, -12)
    # below the buttons in their column, where nothing is written
    point = bar.mapTo(window, inner.bottomRight())
    picture = window.grab().toImage()
    assert QColor(picture.pixel(point.x(), point.y())) == theme.OVERLAY
