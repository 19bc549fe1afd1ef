""""Suggest a move" and the computer thinking on a worker thread: the window keeps
answering while the hard player searches, and the suggestion is the same AI's answer,
marked in the Hand and on the Arena and explained in words."""

from __future__ import annotations

import statistics
import time

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QTimer

from momon_desktop.ai.puzzles import hint
from momon_desktop.engine import Summon, square_name
from momon_desktop.ui.features.hints import hint_seed, suggest
from momon_desktop.ui.text.i18n import install_language
from tests.gui.table_helpers import bundled

pytestmark = pytest.mark.gui


class Ticker:
    """Counts how often the GUI event loop runs a 10 ms timer, and the waits between."""

    def __init__(self) -> None:
        self.ticks = 0
        self.last = time.perf_counter()
        self.gaps: list[float] = []
        self.timer = QTimer()
        self.timer.setInterval(10)
        self.timer.timeout.connect(self._tick)
        self.timer.start()

    def _tick(self) -> None:
        now = time.perf_counter()
        self.gaps.append(now - self.last)
        self.last = now
        self.ticks += 1


def test_the_window_keeps_answering_while_the_hard_computer_thinks(window, qtbot):
    # Widgets earlier tests left for deletion are destroyed first, so that the loop
    # measured is the table's own (each destruction waits for the interpreter's lock).
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    qtbot.wait(20)
    window.start_game(bundled(kinds=("hard", "human")))
    c = window.controller
    assert c.thinking_seat == 0
    # the window shows that the computer is thinking
    assert "is thinking" in window.prompt.instruction.text()
    ticker = Ticker()
    started = time.perf_counter()
    qtbot.waitUntil(lambda: c.thinking_seat == -1, timeout=15000)
    thought = time.perf_counter() - started
    ticker.timer.stop()
    assert c.game is not None and len(c.game.history) >= 1
    assert thought > 0.2  # the hard search really took a while…
    # …and the event loop kept running the whole time: a frozen window would run the
    # 10 ms timer once at the end; here it ran all along, typically every few
    # milliseconds (the search shares the interpreter's lock; a loaded machine may
    # delay a few ticks, so the typical wait is what is checked)
    assert ticker.ticks >= thought / 0.25
    assert statistics.median(ticker.gaps) < 0.1
    assert "is thinking" not in window.prompt.instruction.text()


def test_suggest_a_move_marks_the_hard_players_answer_in_the_hand_and_on_the_arena(window, qtbot):
    window.start_game(bundled(kinds=("human", "hard")))
    c = window.controller
    g = c.game
    qtbot.waitUntil(window.hints.action.isEnabled, timeout=3000)
    ticker = Ticker()
    assert window.hints.request()
    assert window.hints.busy and not window.hints.action.isEnabled()
    assert window.hints.bar.isVisible()  # "Thinking…"
    qtbot.waitUntil(lambda: window.hints.suggestion is not None, timeout=15000)
    ticker.timer.stop()
    assert ticker.ticks > 5
    s = window.hints.suggestion
    # the same AI as the puzzles' hint: the hard player's answer for this position
    assert s.answer == hint(g, hint_seed(g))
    assert isinstance(s.answer, Summon)
    # the card is marked in the Hand and picked, the square on the Arena
    assert window.hints.hand_marker.isVisible()
    assert window.hints.hand_marker.instance == s.answer.card
    assert not window.hints.hand_marker.card_rect().isEmpty()
    assert window.selected == s.answer.card
    assert window.hints.marker.square == s.answer.square
    assert window.scene.overlay.ghost_square == s.answer.square
    # and it is said in words
    name = g.defs[s.answer.card].display_name("en")
    assert name in window.hints.bar.title.text()
    assert square_name(s.answer.square) in window.hints.bar.title.text()
    assert "hard" in window.hints.bar.text.text()
    # nothing was played
    assert len(g.history) == 0


def test_play_it_makes_the_suggested_move_and_the_marks_go(window, qtbot):
    window.start_game(bundled(kinds=("human", "hard")))
    g = window.controller.game
    qtbot.waitUntil(window.hints.action.isEnabled, timeout=3000)
    window.hints.action.trigger()
    qtbot.waitUntil(lambda: window.hints.suggestion is not None, timeout=15000)
    answer = window.hints.suggestion.answer
    window.hints.bar.play_button.click()
    assert g.history[0] == answer
    assert window.hints.suggestion is None
    assert window.hints.marker.square == -1
    assert not window.hints.hand_marker.isVisible()
    assert not window.hints.bar.isVisible()
    # the computer's turn now: no suggestion is offered
    assert not window.hints.available()
    assert not window.hints.request()
    qtbot.waitUntil(lambda: window.controller.thinking_seat == -1, timeout=15000)


def test_a_suggestion_for_an_old_position_is_dropped(window, qtbot):
    window.start_game(bundled(kinds=("human", "hard")))
    c = window.controller
    g = c.game
    qtbot.waitUntil(window.hints.action.isEnabled, timeout=3000)
    assert window.hints.request()
    # the person moves before the computer has answered
    window.submit(Summon(g.hands[0][0], 5))
    assert not window.hints.busy
    qtbot.wait(1800)  # longer than the search takes: its answer arrives and is dropped
    assert window.hints.suggestion is None
    assert window.hints.marker.square == -1
    qtbot.waitUntil(lambda: c.thinking_seat == -1, timeout=15000)


def test_no_suggestion_behind_the_hot_seat_hand_over_screen(window):
    window.start_game(bundled())
    assert window.handover.isVisible()
    assert not window.hints.available()
    assert not window.hints.request()


def test_the_suggestion_speaks_thai(window, qtbot):
    install_language("th")
    window.set_language("th")
    window.start_game(bundled(kinds=("human", "hard")))
    g = window.controller.game
    qtbot.waitUntil(window.hints.action.isEnabled, timeout=3000)
    assert window.hints.action.text() == "&แนะนำการเดิน"
    assert window.hints.request()
    qtbot.waitUntil(lambda: window.hints.suggestion is not None, timeout=15000)
    s = window.hints.suggestion
    assert window.hints.bar.title.text().startswith("คำแนะนำ")
    assert g.defs[s.answer.card].display_name("th") in window.hints.bar.title.text()
    # the strength keeps its name
    assert "hard" in window.hints.bar.text.text()


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
    window.on_square_clicked(5)
    d = window.my_decision()
    assert d is not None and d.kind == "yes_no"
    qtbot.waitUntil(window.hints.action.isEnabled, timeout=3000)
    assert window.hints.request()
    qtbot.waitUntil(lambda: window.hints.suggestion is not None, timeout=15000)
    s = window.hints.suggestion
    assert isinstance(s.answer, YesNo)
    assert window.hints.bar.title.text() == ("Suggestion: Use the ability" if s.answer.yes
                                             else "Suggestion: Decline the ability")
    assert "Shield" in window.hints.bar.text.text()
    # nothing to mark on the board or in the Hand for a yes / no answer
    assert window.hints.marker.square == -1
    assert not window.hints.hand_marker.isVisible()
    assert window.hints.play()
    assert g.history[-1] == s.answer
