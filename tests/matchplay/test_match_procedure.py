"""The match procedure: best of three with draws (PM.1), the die roll and the
alternating choice (PM.2), the clock and its press (PM.3, 7.4.2), the Match Result
apart from the Game Results (PM.4, 7.4)."""

from __future__ import annotations

import hashlib

import pytest

from momon_desktop.engine import Answer, Game, GameResult, Termination
from momon_desktop.matchplay import (
    Clock,
    Contender,
    GameOutcome,
    Match,
    MatchError,
    choose_first_turn,
    chooser_of,
    die_roll,
    die_throw,
    play_match,
)
from momon_desktop.storage.cardsets import CardLibrary
from tests.engine.helpers import ab, card, filler, new_game, summon


class FakeTime:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


def win(side: str, reason: str = "turn_limit") -> GameOutcome:
    return GameOutcome(side, reason, (6, 4))  # type: ignore[arg-type]


DRAW = GameOutcome(None, "forced_loop", (1, 0))


def echo_loop(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every triggered ability only puts itself back in the Trigger Queue: the whole
    state repeats and the engine ends the game as a forced-loop draw (P11.7, 7.3.5)."""

    def loop(self: Game, item: tuple[int, int, int, int, int]) -> None:
        self.queue.append(item)
        self.resolving = None

    monkeypatch.setattr(Game, "_resolve_body", loop)


def first_legal(game: Game, level: str, seed: int) -> Answer:
    return game.legal_answers()[0]


def bundled_contenders(level_a: str = "easy", level_b: str = "easy") -> tuple[Contender, Contender]:
    from momon_desktop.cards import bundled_decks

    library = CardLibrary.bundled()
    decks = bundled_decks()
    return (Contender("a", level_a, tuple(library.deck_defs(decks[0].cards))),
            Contender("b", level_b, tuple(library.deck_defs(decks[1].cards))))


# ----------------------------------------------------------------------------- PM.2


@pytest.mark.rules("PM.2")
def test_die_roll_can_be_checked_from_its_seed() -> None:
    for seed in range(200):
        roll = die_roll(seed)
        assert roll.seed == seed
        for i, (a, b) in enumerate(roll.throws):
            n = int.from_bytes(hashlib.sha256(f"{seed}:{i}".encode()).digest(), "big")
            assert (a, b) == (1 + n % 6, 1 + (n // 6) % 6) == die_throw(seed, i)
        *ties, (a, b) = roll.throws
        assert all(x == y for x, y in ties) and a != b
        assert roll.winner == ("a" if a > b else "b")
    assert any(len(die_roll(s).throws) > 1 for s in range(200)), "equal faces throw again"
    wins_a = sum(die_roll(s).winner == "a" for s in range(2000))
    assert 900 < wins_a < 1100  # fair: about half each


@pytest.mark.rules("PM.2", "PM.1")
def test_choice_alternates_from_the_roll_winner_without_a_new_roll() -> None:
    match = Match.start(11)
    roll = match.roll
    w = roll.winner
    other = "b" if w == "a" else "a"
    assert [chooser_of(n, w) for n in range(1, 6)] == [w, other, w, other, w]
    # Game 1: the roll's winner chooses and gives the first turn away.
    g1 = match.begin_game(other)
    assert (g1.chooser, g1.first) == (w, other)
    match.gameplay_ended(win(w))
    # Game 2: the other player chooses; game 3: the roll's winner again.
    assert match.next_chooser() == other
    g2 = match.begin_game(other)
    assert g2.chooser == other
    match.gameplay_ended(win(other))
    assert match.next_chooser() == w
    g3 = match.begin_game(w)
    assert (g3.chooser, g3.first) == (w, w)
    assert match.roll is roll  # no new roll
    match.gameplay_ended(win(w))
    assert match.over and match.winner == w


@pytest.mark.rules("PM.2")
def test_computer_chooser_decides_from_the_decks() -> None:
    a, b = bundled_contenders()
    choice = choose_first_turn(a.deck, b.deck)
    assert choice.games > 0
    assert 0.0 <= choice.win_rate_first <= 1.0 and 0.0 <= choice.win_rate_second <= 1.0
    assert choice.take_first == (choice.win_rate_first > choice.win_rate_second)
    assert choose_first_turn(a.deck, b.deck) == choice  # the same data, the same choice


# ----------------------------------------------------------------------------- PM.1 draws


@pytest.mark.rules("PM.1", "7.4.3", "7.3.5", "P11.7")
def test_a_forced_loop_draw_is_recorded_and_the_match_goes_on(monkeypatch: pytest.MonkeyPatch) -> None:
    echo = card("echo", 2, abilities=[ab("summoned", "reveal_hand")])
    engine = new_game([echo], filler("x", 0), seed=3)
    echo_loop(monkeypatch)
    summon(engine, "echo", "A1")
    assert engine.result is not None and engine.result.outcome == "draw"

    match = Match.start(5)
    game = match.begin_game("a")
    assert match.gameplay_ended(GameOutcome.from_result(engine.result, game.first))
    assert game.outcome is not None and game.outcome.to_json()["outcome"] == "draw"
    assert game.outcome.reason == "forced_loop"
    assert match.score.to_json() == {"a": 0, "b": 0, "draws": 1}
    assert not match.over and match.winner is None
    match.begin_game("b")  # the match goes on with game 2


@pytest.mark.rules("PM.1", "7.4.3")
def test_draws_extend_the_match_to_at_most_five_games() -> None:
    match = Match.start(2)
    for outcome in (DRAW, win("a"), DRAW, win("b")):
        match.begin_game("a")
        match.gameplay_ended(outcome)
        assert not match.over
    match.begin_game("a")
    match.gameplay_ended(DRAW)
    assert match.over and len(match.games) == 5
    assert match.score.to_json() == {"a": 1, "b": 1, "draws": 3}
    assert match.winner is None  # equal game wins: a drawn match, never a random winner
    with pytest.raises(MatchError):
        match.begin_game("a")


@pytest.mark.rules("PM.1", "7.4.3", "7.4.1")
def test_more_game_wins_after_five_games_wins_the_match() -> None:
    match = Match.start(2)
    for outcome in (DRAW, win("b"), DRAW, DRAW, DRAW):
        match.begin_game("a")
        match.gameplay_ended(outcome)
    assert match.over and match.winner == "b"


@pytest.mark.rules("PM.1", "7.3.5", "P11.7")
def test_headless_match_of_forced_loop_draws(monkeypatch: pytest.MonkeyPatch) -> None:
    looping = tuple(card(f"echo-{i}", 2, abilities=[ab("summoned", "reveal_hand")])
                    for i in range(10))
    echo_loop(monkeypatch)
    run = play_match(Contender("a", "easy", looping), Contender("b", "easy", looping), 9,
                     choose=first_legal, decide_first=lambda side, m: True)
    out = run.match.to_json()
    assert [g["result"]["reason"] for g in out["games"]] == ["forced_loop"] * 5  # type: ignore[index]
    assert out["match"] == {"winner": None, "score": {"a": 0, "b": 0, "draws": 5}}


# ----------------------------------------------------------------------------- PM.3 clock


@pytest.mark.rules("PM.3")
def test_only_the_deciding_players_bank_runs() -> None:
    now = FakeTime()
    clock = Clock(60, now)
    clock.run("a")
    now.t += 10
    assert clock.remaining("a") == 50 and clock.remaining("b") == 60
    clock.run("b")
    now.t += 5
    clock.stop()
    now.t += 100  # nobody decides: nothing runs
    assert (clock.remaining("a"), clock.remaining("b")) == (50, 55)
    assert clock.flagged() is None


@pytest.mark.rules("PM.3")
def test_time_running_out_loses_the_game() -> None:
    now = FakeTime()
    match = Match.start(4, clock_seconds=30, now=now)
    game = match.begin_game("a")
    match.deciding("b")
    now.t += 12
    match.deciding("a")
    now.t += 31
    assert match.clock is not None and match.clock.flagged() == "a"
    outcome = match.time_out("a", (3, 2))
    assert outcome.to_json() == {"outcome": "win", "winner": "b", "reason": "time",
                                 "momon": {"first": 3, "second": 2}}
    assert game.status == "complete" and match.score.b == 1
    assert game.clock_left == {"a": 0.0, "b": 18.0}
    # The next game starts with full banks.
    match.begin_game("a")
    assert match.clock is not None and match.clock.remaining("a") == 30


@pytest.mark.rules("PM.3")
def test_headless_computer_loses_on_time_when_it_thinks_too_long() -> None:
    now = FakeTime()
    a, b = bundled_contenders("hard", "easy")

    def timed(game: Game, level: str, seed: int) -> Answer:
        now.t += 10 if level == "hard" else 1  # a thinks 10 s a decision, b 1 s
        return game.legal_answers()[0]

    run = play_match(a, b, 21, clock=25, choose=timed, decide_first=lambda s, m: True, now=now)
    first = run.match.games[0]
    assert first.outcome is not None
    assert (first.outcome.reason, first.outcome.winner) == ("time", "b")
    assert not run.games[0].over  # stopped by the clock, not by the rules of play
    assert first.clock_left is not None and first.clock_left["a"] == 0.0
    assert first.clock_left["b"] == 25 - 2  # b decided twice before a's third decision
    assert run.match.winner == "b" and run.match.score.to_json()["a"] == 0


@pytest.mark.rules("PM.3", "7.4.2")
def test_a_gameplay_win_counts_only_after_the_clock_press() -> None:
    now = FakeTime()
    match = Match.start(8, clock_seconds=60, now=now)
    game = match.begin_game("b")
    assert match.gameplay_ended(win("a")) is False
    assert game.status == "awaiting_press" and game.outcome is None
    assert match.score.to_json() == {"a": 0, "b": 0, "draws": 0}  # not a Completed Game Win
    assert not match.over
    with pytest.raises(MatchError):
        match.begin_game("a")  # the game is not complete
    with pytest.raises(MatchError):
        match.press_clock("b")  # only the winner presses
    now.t += 2  # the winner's bank runs until the press
    match.press_clock("a")
    assert game.status == "complete" and match.score.a == 1
    assert game.clock_left == {"a": 58.0, "b": 60.0}


@pytest.mark.rules("PM.3", "7.4.2", "7.4.3")
def test_winner_whose_time_runs_out_before_the_press_loses() -> None:
    now = FakeTime()
    match = Match.start(8, clock_seconds=5, now=now)
    match.begin_game("b")
    match.gameplay_ended(win("a"))
    now.t += 6
    assert match.clock is not None and match.clock.flagged() == "a"
    match.time_out("a", (6, 4))
    assert match.score.to_json() == {"a": 0, "b": 1, "draws": 0}


@pytest.mark.rules("PM.3", "7.4.2", "7.6.1")
def test_draws_and_concessions_need_no_press() -> None:
    match = Match.start(8, clock_seconds=60, now=FakeTime())
    match.begin_game("a")
    assert match.gameplay_ended(DRAW) is True
    match.begin_game("b")
    assert match.gameplay_ended(win("b", "concession")) is True
    assert match.score.to_json() == {"a": 0, "b": 1, "draws": 1}


@pytest.mark.rules("PM.3", "7.4.2")
def test_without_a_clock_a_gameplay_win_is_complete_at_once() -> None:
    match = Match.start(8)
    match.begin_game("a")
    assert match.gameplay_ended(win("a")) is True
    with pytest.raises(MatchError):
        match.press_clock("a")


# ----------------------------------------------------------------------------- PM.4


@pytest.mark.rules("PM.4", "7.4.1", "7.3.4")
def test_game_results_stay_as_the_engine_decided_them() -> None:
    engine_result = GameResult(1, Termination.TURN_LIMIT, (4, 9))
    outcome = GameOutcome.from_result(engine_result, first="b")
    # Seat 1 is the second player, who is a when b went first.
    assert outcome.winner == "a"
    assert outcome.to_json() == {**engine_result.to_json(), "winner": "a"}
    match = Match.start(1)
    match.begin_game("b")
    match.gameplay_ended(outcome)
    out = match.to_json()
    assert out["games"][0]["result"] == outcome.to_json()  # type: ignore[index]
    assert out["match"] == {"winner": None, "score": {"a": 1, "b": 0, "draws": 0}}


@pytest.mark.rules("PM.4")
def test_headless_hard_answers_do_not_depend_on_the_machines_speed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import itertools

    import momon_desktop.ai.search as search
    from momon_desktop.ai import SearchPlayer, make_player
    from momon_desktop.engine import Setup
    from momon_desktop.matchplay.runner import steady_answer

    a, b = bundled_contenders()
    game = Setup(a.deck, b.deck).new_game(5)
    for _ in range(4):  # a few Summons in, where the search has choices to weigh
        game.apply(game.legal_answers()[0])
    calm = steady_answer(game.copy(), "hard", 11)
    # A machine so busy that every look at the clock finds ten more seconds gone.
    ticks = itertools.count()
    monkeypatch.setattr(search.time, "perf_counter", lambda: 10.0 * next(ticks))
    capped = make_player("hard")
    assert isinstance(capped, SearchPlayer)
    assert capped.analyse(game.copy(), 11).nodes <= 128  # the table's cap cuts it short
    assert steady_answer(game.copy(), "hard", 11) == calm


@pytest.mark.rules("PM.1", "PM.2", "PM.4")
def test_headless_match_between_computers_is_deterministic() -> None:
    a, b = bundled_contenders("easy", "normal")
    one = play_match(a, b, 7).match.to_json()
    two = play_match(a, b, 7).match.to_json()
    assert one == two
    assert one["roll"] == {"seed": 7, "winner": die_roll(7).winner}
    score = one["match"]["score"]  # type: ignore[index]
    assert max(score["a"], score["b"]) == 2 or len(one["games"]) == 5  # type: ignore[arg-type]


# ----------------------------------------------------------------------------- messages


def refused(step) -> MatchError:  # type: ignore[no-untyped-def]
    with pytest.raises(MatchError) as caught:
        step()
    return caught.value


def test_every_step_refused_says_why_in_english_and_thai() -> None:
    from momon_desktop.storage.messages import error_text
    from tests.storage.test_record_messages import thai_ok

    def after(games: int, won: bool = True, clock: float | None = None) -> Match:
        """A match after ``games`` games won by a (the last one only begun unless
        ``won``)."""
        match = Match.start(1, clock_seconds=clock, now=FakeTime())
        for n in range(games):
            match.begin_game("a")
            if won or n < games - 1:
                match.gameplay_ended(win("a"))
        return match

    def over() -> Match:
        return after(2)

    def ended() -> Match:
        return after(1)

    def waiting_for_the_press() -> Match:
        return after(1, clock=60)

    def playing() -> Match:
        return after(1, won=False)

    steps = {
        "the die roll's seed must be a whole number, 0 or more": lambda: die_roll(-1),
        "games are numbered from 1": lambda: chooser_of(0, "a"),
        "a time bank must be more than 0 seconds": lambda: Clock(0),
        "the clock needs more than 0 seconds per player": lambda: Match.start(1, 0),
        "the match is over": lambda: over().begin_game("a"),
        "game 1 is not complete": lambda: playing().begin_game("a"),
        "game 1 already ended": lambda: waiting_for_the_press().gameplay_ended(win("a")),
        "there is no gameplay win waiting for the clock press":
            lambda: playing().press_clock("a"),
        "only the winner of the game presses the clock":
            lambda: waiting_for_the_press().press_clock("b"),
        "no game of the match is in progress": lambda: ended().press_clock("a"),
    }
    thai = set()
    for english, step in steps.items():
        error = refused(step)
        assert str(error) == english
        thai.add(thai_ok(error))
        assert error_text(error, "th") == error.text("th")  # as the match window shows it
    assert len(thai) == len(steps)
