"""A hot-seat match with a clock taken to a given point through the controller, for the
tests of quitting and resuming a match (the GUI tests and the real-input tests)."""

from __future__ import annotations

from momon_desktop.cards import bundled_decks
from momon_desktop.ui.match.matchdialogs import MatchEntrant, MatchSetup
from momon_desktop.ui.match.matchscreen import MatchDesk
from momon_desktop.ui.match.matchsession import MatchSession
from momon_desktop.ui.table.mainwindow import MainWindow

SEED = 1234
CLOCK = 300.0


class FakeTime:
    """The match clocks' time source, moved on by the test."""

    def __init__(self, t: float = 50.0) -> None:
        self.t = t

    def __call__(self) -> float:
        return self.t


def match_setup(kinds: tuple[str, str] = ("human", "human"), clock: float | None = CLOCK,
                seed: int = SEED) -> MatchSetup:
    decks = bundled_decks()
    return MatchSetup(MatchEntrant("Ploy", kinds[0], decks[0]),
                      MatchEntrant("Krit", kinds[1], decks[1]), seed, clock)


def decide(window: MainWindow, now: FakeTime | None, n: int, seconds: float = 0.0) -> None:
    """``n`` decisions (the first legal answer), each taking ``seconds`` of the clock."""
    c = window.controller
    for _ in range(n):
        assert c.game is not None and not c.game.over
        if now is not None:
            now.t += seconds
        c.submit(c.game.legal_answers()[0])


def play_out(window: MainWindow, now: FakeTime | None = None, seconds: float = 0.0) -> None:
    c = window.controller
    while c.game is not None and not c.game.over:
        decide(window, now, 1, seconds)


def start_match(window: MainWindow, now: FakeTime | None,
                kinds: tuple[str, str] = ("human", "human"),
                clock: float | None = CLOCK) -> MatchSession:
    """A new match whose roll has landed and whose first game has started (a person
    chooser taking the first turn)."""
    desk = window.feature(MatchDesk)
    assert desk is not None
    if now is not None:
        desk.now = now
    session = desk.start(match_setup(kinds, clock))
    assert session.roll_dialog is not None
    session.roll_dialog.finish_animation()
    session.roll_dialog.continue_button.click()
    dialog = session.choice_dialog
    assert dialog is not None
    # a person chooser takes the first turn; a computer's decision is shown, then made
    (dialog.take_button if dialog.computer is None else dialog.continue_button).click()
    assert session.match.current is not None
    return session


def finish_game_one(window: MainWindow, session: MatchSession, now: FakeTime | None) -> None:
    """Game 1 played out, 1.5 seconds a decision, and (with a clock) the clock pressed."""
    play_out(window, now, 1.5)
    game = session.match.current
    if game is not None and game.status == "awaiting_press":
        session.press_by_person()
    assert session.match.current is None and len(session.match.games) == 1


def to_game_two(window: MainWindow, now: FakeTime | None, moves: int = 3) -> MatchSession:
    """Game 1 won and pressed, game 2 chosen (its chooser gives the first turn) and
    ``moves`` decisions into it."""
    session = start_match(window, now)
    finish_game_one(window, session, now)
    assert session.screen is not None
    session.screen.next_button.click()
    assert session.choice_dialog is not None
    session.choice_dialog.give_button.click()
    decide(window, now, moves, 2.25)
    return session
