"""The match at the table: die roll, choice, clock bar, clock press, time-out, match
screen, history and replay (PM.1-PM.4, 7.4.2)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QFontMetricsF

from momon_desktop.cards import bundled_decks
from momon_desktop.matchplay import die_roll
from momon_desktop.storage.matches import match_history
from momon_desktop.ui.assembly import build_table
from momon_desktop.ui.match.matchdialogs import (
    DieRollDialog,
    MatchEntrant,
    MatchSetup,
    MatchSetupDialog,
)
from momon_desktop.ui.match.matchscreen import MatchDesk
from momon_desktop.ui.match.matchsession import MatchSession
from momon_desktop.ui.table.mainwindow import MainWindow

pytestmark = pytest.mark.gui


class FakeTime:
    def __init__(self) -> None:
        self.t = 50.0

    def __call__(self) -> float:
        return self.t


@pytest.fixture
def window(qtbot, tmp_path):  # type: ignore[no-untyped-def]
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    w = build_table(settings)
    qtbot.addWidget(w)
    w.show()
    yield w
    w.close()


def setup(kinds: tuple[str, str], clock: float | None = None, seed: int = 1234) -> MatchSetup:
    decks = bundled_decks()
    return MatchSetup(MatchEntrant("Ploy", kinds[0], decks[0]),
                      MatchEntrant("Krit", kinds[1], decks[1]), seed, clock)


def roll_and_choose(session: MatchSession, take_first: bool = True) -> None:
    """Land the die, continue, and answer the first choice."""
    assert session.roll_dialog is not None
    session.roll_dialog.finish_animation()
    session.roll_dialog.continue_button.click()
    dialog = session.choice_dialog
    assert dialog is not None
    if dialog.computer is None:
        (dialog.take_button if take_first else dialog.give_button).click()
    else:
        dialog.continue_button.click()


def play_out(window: MainWindow) -> None:
    """Both people answer with their first legal answer until the game ends."""
    c = window.controller
    while c.game is not None and not c.game.over:
        c.submit(c.game.legal_answers()[0])


@pytest.mark.rules("PM.2")
def test_die_roll_lands_on_the_seeded_faces_and_shows_the_seed(qtbot) -> None:  # type: ignore[no-untyped-def]
    seed = next(s for s in range(100) if len(die_roll(s).throws) > 1)
    roll = die_roll(seed)
    dialog = DieRollDialog(roll, {"a": "Ploy", "b": "Krit"})
    qtbot.addWidget(dialog)
    dialog.start()
    assert not dialog.continue_button.isEnabled()
    qtbot.waitUntil(lambda: dialog.finished_rolling, timeout=10_000)
    assert dialog.continue_button.isEnabled()
    assert (dialog.dice["a"].face, dialog.dice["b"].face) == roll.throws[-1]
    assert str(seed) in dialog.check.text()
    # plain words for players: no hash or byte order in the roll's line
    assert "SHA-256" not in dialog.check.text() and "endian" not in dialog.check.text()
    assert "again" in dialog.throws_label.text()  # the tie was thrown again
    winner = "Ploy" if roll.winner == "a" else "Krit"
    assert dialog.result_label.text().startswith(f"The roll goes to {winner}:")


def test_setup_dialog_gives_players_clock_and_seed(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = MatchSetupDialog(bundled_decks())
    qtbot.addWidget(dialog)
    dialog.names[0].setText("Ploy")
    dialog.clock_check.setChecked(True)
    dialog.minutes.setValue(3)
    dialog.seed_box.setValue(77)
    s = dialog.setup()
    assert (s.a.name, s.b.name, s.seed, s.clock) == ("Ploy", "Player B", 77, 180.0)
    assert s.a.kind == "human" and s.b.kind == "normal"
    dialog.clock_check.setChecked(False)
    assert dialog.setup().clock is None


@pytest.mark.rules("PM.1", "PM.2", "PM.4")
def test_computer_match_runs_to_its_result_and_is_kept_in_the_history(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    session = window.feature(MatchDesk).start(setup(("easy", "easy"), clock=600))
    assert session.dock.isVisible()
    roll_and_choose(session)
    for _ in range(5):
        qtbot.waitUntil(lambda: session.screen is not None and session.screen.isVisible(),
                        timeout=60_000)
        if session.match.over:
            break
        screen = session.screen
        assert screen is not None
        screen.next_button.click()
        roll_dialog_choice = session.choice_dialog
        assert roll_dialog_choice is not None and roll_dialog_choice.computer is not None
        session.screen = None
        roll_dialog_choice.continue_button.click()
    m = session.match
    assert m.over and session.saved is not None
    w = m.winner
    assert w is not None and m.score.wins(w) == 2
    choosers = [g.chooser for g in m.games]
    assert choosers[0] == m.roll.winner and choosers[1] != m.roll.winner
    screen = session.screen
    assert screen is not None and not screen.next_button.isVisible()
    assert screen.table.topLevelItemCount() == len(m.games)
    assert "The match goes to" in screen.status.text()
    history = match_history()
    assert len(history) == 1 and history[0].record.match.winner == w
    # The history lists the match with its games; a game opens in the replay viewer.
    history_window = window.feature(MatchDesk).show_history()
    top = history_window.tree.topLevelItem(0)
    assert top.childCount() == len(m.games)
    replay = history_window.open_item(top.child(0))
    assert replay is not None and replay.isVisible()
    assert replay.replay.record.first_player.method == "match"
    replay.close()


@pytest.mark.rules("PM.3", "7.4.2")
def test_hot_seat_gameplay_win_counts_only_after_the_press(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window.feature(MatchDesk).now = FakeTime()
    session = window.feature(MatchDesk).start(setup(("human", "human"), clock=300))
    roll_and_choose(session, take_first=True)
    game = session.match.current
    assert game is not None and game.first == session.match.roll.winner
    assert session.bar.clocks["a"].isVisible() and session.bar.clocks["b"].isVisible()
    play_out(window)
    pending = session.match.current
    assert pending is not None and pending.status == "awaiting_press"
    assert window.game_end.result_dialog is None or not window.game_end.result_dialog.isVisible()
    assert session.match.score.to_json() == {"a": 0, "b": 0, "draws": 0}
    assert session.bar.press_button.isVisible()
    winner = pending.pending.winner  # type: ignore[union-attr]
    assert session.names[winner] in session.bar.press_button.text()
    assert session.match.clock is not None and session.match.clock.running == winner
    session.bar.press_button.click()
    assert session.match.score.wins(winner) == 1
    assert session.screen is not None and session.screen.isVisible()
    assert not session.bar.press_button.isVisible()


@pytest.mark.rules("PM.3")
def test_bank_running_out_stops_the_game_and_loses_it(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    now = FakeTime()
    window.feature(MatchDesk).now = now
    session = window.feature(MatchDesk).start(setup(("human", "human"), clock=60))
    roll_and_choose(session, take_first=True)
    game = session.match.current
    assert game is not None
    c = window.controller
    c.submit(c.game.legal_answers()[0])  # the first player decides at once
    deciding = game.side_of_seat(c.game.to_move)
    # the next bank runs once the table has shown the move (and its mover's look at it)
    qtbot.waitUntil(lambda: session.match.clock.running == deciding)
    now.t += 20
    session.tick()
    assert session.bar.clocks[deciding].seconds == pytest.approx(40)
    assert session.bar.clocks[deciding].running
    now.t += 41
    session.tick()
    assert game.outcome is not None and game.outcome.reason == "time"
    assert game.outcome.winner != deciding
    assert c.halted and c.decision is None
    assert window.prompt.turn_label.text() == "Out of time"
    assert not window.undo_action.isEnabled()
    assert not c.can_undo
    assert session.screen is not None and "Out of time" in session.screen.table.topLevelItem(0).text(4)
    # The next game starts with full banks and a live table.
    session.screen.next_button.click()
    session.choice_dialog.take_button.click()  # type: ignore[union-attr]
    assert not c.halted and c.decision is not None
    assert session.match.clock is not None and session.match.clock.remaining("a") == 60


def test_a_plain_new_game_leaves_the_match(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    from tests.gui.table_helpers import bundled

    session = window.feature(MatchDesk).start(setup(("human", "easy")))
    roll_and_choose(session)
    assert window.feature(MatchDesk).owns_game()
    window.start_game(bundled())
    assert not session.active and not window.feature(MatchDesk).owns_game()


def test_match_texts_follow_the_language(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    from momon_desktop.ui.text.i18n import install_language

    install_language("th")
    qtbot.waitUntil(lambda: window.feature(MatchDesk).new_match_action.text() == "แมตช์ใ&หม่…")
    session = window.feature(MatchDesk).start(setup(("human", "easy"), clock=120))
    assert session.roll_dialog is not None
    assert session.roll_dialog.windowTitle() == "ทอยลูกเต๋า"
    roll_and_choose(session)
    assert "ชนะ 2 ใน 3" in session.bar.title.text()
    install_language("en")
    qtbot.waitUntil(lambda: session.bar.title.text() == "Game 1 · best of three (PM.1)")


@pytest.mark.rules("PM.1")
def test_between_games_the_bar_brings_the_match_screen_back(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    session = window.feature(MatchDesk).start(setup(("human", "human")))
    roll_and_choose(session)
    assert not session.bar.screen_button.isVisible()
    play_out(window)  # no clock: the gameplay win is complete at once
    screen = session.screen
    assert screen is not None and screen.isVisible()
    screen.close_button.click()
    assert session.bar.screen_button.isVisible()
    session.bar.screen_button.click()
    assert session.screen is not None and session.screen.isVisible()
    session.screen.next_button.click()
    assert session.choice_dialog is not None and session.choice_dialog.game_number == 2


def test_closing_the_choice_leaves_the_match(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    session = window.feature(MatchDesk).start(setup(("human", "human")))
    assert session.roll_dialog is not None
    session.roll_dialog.finish_animation()
    session.roll_dialog.continue_button.click()
    assert session.choice_dialog is not None
    session.choice_dialog.reject()
    assert not session.active and window.controller.game is None


@pytest.mark.rules("PM.2", "7.3.3")
def test_a_person_choosing_sees_the_figures_and_advice_that_agrees_with_them(
        window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """The person's choice shows the chooser's deck in the quick games the computer
    decides on, and the advice follows those figures (the bundled decks: the first
    deck wins more moving second)."""
    from momon_desktop.matchplay.choice import choose_first_turn
    from momon_desktop.ui.match.matchdialogs import FirstTurnChoice, FirstTurnDialog

    session = window.feature(MatchDesk).start(setup(("human", "human")))
    assert session.roll_dialog is not None
    session.roll_dialog.finish_animation()
    session.roll_dialog.continue_button.click()
    dialog = session.choice_dialog
    assert dialog is not None and dialog.computer is None
    chooser = session.match.next_chooser()
    other = "b" if chooser == "a" else "a"
    figures = choose_first_turn(session.decks[chooser], session.decks[other])
    text = dialog.note.text()
    first, second = round(figures.win_rate_first * 100), round(figures.win_rate_second * 100)
    assert f"your deck won {first}% moving first and {second}% moving second" in text
    assert first != second
    better = "taking the first turn" if first > second else "giving the first turn"
    assert f"On these figures, {better} looks better." in text
    assert "7.3.3" in text  # what each seat gives, by the rule
    # the other way round and level: the advice turns with the figures
    for rates, words in (((0.7, 0.3), "taking the first turn looks better"),
                         ((0.3, 0.7), "giving the first turn looks better"),
                         ((0.5, 0.5), "favour neither seat")):
        sample = FirstTurnChoice(rates[0] > rates[1], rates[0], rates[1], 24)
        box = FirstTurnDialog(1, "Ploy", "Krit", None, window, sample=sample)
        assert words in box.note.text()
        box.deleteLater()
    dialog.reject()


@pytest.mark.rules("PM.3")
def test_the_computers_bank_runs_while_it_thinks(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    now = FakeTime()
    window.feature(MatchDesk).now = now
    session = window.feature(MatchDesk).start(setup(("human", "easy"), clock=90))
    roll_and_choose(session, take_first=True)
    game = session.match.current
    assert game is not None
    c = window.controller
    clock = session.match.clock
    assert clock is not None
    person = game.side_of_seat(c.game.to_move)
    computer = "b" if person == "a" else "a"
    if person != game.first:
        qtbot.waitUntil(lambda: c.thinking_seat < 0 and c.is_human(c.game.to_move))
    qtbot.waitUntil(lambda: clock.running == person)
    while c.game.to_move != game.seat_of(computer):
        c.submit(c.game.legal_answers()[0])
    # The computer must decide now: its bank runs while it chooses, not the person's,
    # once the table has shown the person's move.
    assert c.thinking_seat == game.seat_of(computer)
    qtbot.waitUntil(lambda: clock.running == computer)
    now.t += 7
    assert clock.remaining(computer) == pytest.approx(83)
    assert clock.remaining(person) == pytest.approx(90)


@pytest.mark.rules("PM.3")
def test_no_bank_runs_while_the_table_shows_the_move_before(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """The mover's bank stops at their decision; while the table plays the move out and
    the mover looks at it, neither bank runs; then the next player's does."""
    now = FakeTime()
    window.feature(MatchDesk).now = now
    session = window.feature(MatchDesk).start(setup(("human", "human"), clock=60))
    roll_and_choose(session, take_first=True)
    game = session.match.current
    clock = session.match.clock
    assert game is not None and clock is not None
    c = window.controller
    mover = game.side_of_seat(c.game.to_move)
    nxt = "b" if mover == "a" else "a"
    qtbot.waitUntil(lambda: window.handover.isVisible())
    window.handover.ready_button.click()
    assert not window.handover.isVisible() and clock.running == mover
    now.t += 5
    c.submit(c.game.legal_answers()[0])
    assert window.scene.animating and clock.running is None
    now.t += 30  # the move plays out, then the mover's look at it
    assert (clock.remaining(mover), clock.remaining(nxt)) == (55, 60)
    qtbot.waitUntil(lambda: window.handover.isVisible())
    assert clock.running == nxt
    now.t += 2
    assert (clock.remaining(mover), clock.remaining(nxt)) == (55, 58)


def _whole(button_or_lines: str) -> str:
    """A text without its line breaks and spaces (what a reader gets from every line)."""
    return "".join(button_or_lines.split())


@pytest.mark.rules("PM.3", "7.4.2", "4.2.1")
def test_in_a_low_window_each_clock_stands_by_its_player_and_no_text_is_cut(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    from momon_desktop.matchplay import other
    from momon_desktop.ui.look import theme
    from momon_desktop.ui.match.matchwidgets import COMPACT_HEIGHT, COMPACT_TOP
    from momon_desktop.ui.table.arenamat import SEATS
    from momon_desktop.ui.text.i18n import install_language

    window.feature(MatchDesk).now = FakeTime()
    session = window.feature(MatchDesk).start(setup(("human", "human"), clock=300))
    roll_and_choose(session, take_first=True)
    bar = session.bar
    assert bar.compact  # the window is lower than COMPACT_BELOW
    game = session.match.current
    assert game is not None
    c = window.controller

    def clocks_follow_the_table() -> None:
        # the near player's clock at the bottom of the column, as their panel is; each in
        # the colour of the seat its player holds, the colour of their Marking Token
        near = game.side_of_seat(window.near_panel.seat)
        assert bar.clock_order() == [other(near), near]
        for side in ("a", "b"):
            seat = SEATS[game.seat_of(side)]
            assert bar.clocks[side].accent() == theme.SEAT_NAME_COLOURS[seat]

    qtbot.waitUntil(window.handover.isVisible)
    window.handover.ready_button.click()
    clocks_follow_the_table()
    first_near = window.near_panel.seat
    c.submit(c.game.legal_answers()[0])
    qtbot.waitUntil(window.handover.isVisible, timeout=10000)
    window.handover.ready_button.click()
    assert window.near_panel.seat != first_near
    clocks_follow_the_table()

    play_out(window)
    pending = session.match.current
    assert pending is not None and pending.status == "awaiting_press"
    winner = pending.pending.winner  # type: ignore[union-attr]
    press = bar.press_button
    for lang in ("en", "th"):
        install_language(lang)
        full = session.tr("Press clock: %1 (Ctrl+Space)").replace("%1", session.names[winner])
        # the whole text, on lines the column holds
        qtbot.waitUntil(lambda full=full: _whole(press.text()) == _whole(full))
        assert "\n" in press.text()
        assert press.isVisible() and press.width() >= press.sizeHint().width()
        assert press.width() <= bar.width()
        face = bar.clocks[winner]
        assert face.caption == session.tr("must press the clock")
        lines = face.caption_lines()
        assert _whole("".join(lines)) == _whole(face.caption)
        spacing = QFontMetricsF(face._caption_font()).lineSpacing()
        assert len(lines) * spacing <= COMPACT_HEIGHT - COMPACT_TOP - 8
    install_language("en")
    press.click()
    assert session.screen is not None
    session.screen.close_button.click()
    screen_button = bar.screen_button
    assert screen_button.isVisible()
    assert _whole(screen_button.text()) == _whole(session.tr("Show the &match screen"))
    assert screen_button.width() >= screen_button.sizeHint().width()
    assert screen_button.width() <= bar.width()


@pytest.mark.rules("7.4.2")
def test_the_newest_line_of_the_log_stays_in_sight_as_the_press_clock_button_comes(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    # a window high enough for the bar over the table: the Press clock button makes the
    # bar taller as the game ends, and the table lower
    window.resize(1920, 1080)
    window.feature(MatchDesk).now = FakeTime()
    session = window.feature(MatchDesk).start(setup(("human", "human"), clock=300))
    roll_and_choose(session, take_first=True)
    assert not session.bar.compact
    log = window.log
    play_out(window)
    qtbot.waitUntil(session.bar.press_button.isVisible)
    qtbot.waitUntil(lambda: log.topLevelItemCount() > 0 and log.sentence(
        log.topLevelItemCount() - 1).startswith("The game is won"))
    rect = log.visualItemRect(log.topLevelItem(log.topLevelItemCount() - 1))
    assert rect.top() >= 0 and rect.bottom() < log.viewport().height()


@pytest.mark.rules("PM.3")
def test_a_clock_writes_a_long_player_name_whole(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    from momon_desktop.ui.match.matchwidgets import COMPACT_HEIGHT, ClockFace
    from tests.realinput.textcheck import painted_problems

    decks = bundled_decks()
    match = MatchSetup(MatchEntrant("Player A", "human", decks[0]),
                       MatchEntrant("Krit", "human", decks[1]), 1234, 300)
    window.feature(MatchDesk).now = FakeTime()
    session = window.feature(MatchDesk).start(match)
    roll_and_choose(session, take_first=True)
    bar = session.bar
    for low in (True, False):
        # the compact faces of a low window, then the large ones over a high table
        window.resize(1024, 700 if low else 1000)
        qtbot.waitUntil(lambda low=low: bar.compact == low)
        faces = {side: bar.clocks[side] for side in ("a", "b")}
        assert all(isinstance(f, ClockFace) and f.isVisible() for f in faces.values())
        qtbot.waitUntil(lambda: painted_problems(window) == [])
        for face in faces.values():
            box, font = face.name_box()
            assert QFontMetricsF(font).horizontalAdvance(face.name) <= box.width()
        if low:
            # only the long name takes a row of its own, above the time
            assert faces["a"].stacked() and not faces["b"].stacked()
            assert faces["a"].height() > COMPACT_HEIGHT >= faces["b"].height() - 1
