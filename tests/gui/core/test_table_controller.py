"""The controller: answers in, Qt signals out, in the order things happened."""

from __future__ import annotations

import pytest

from momon_desktop.engine import Concede, IllegalDecision, Summon
from momon_desktop.ui.core.controller import GameController
from tests.gui.table_helpers import ALL, bundled, card, spec, void_down

pytestmark = pytest.mark.gui


class Recorder:
    """Every signal of a controller, as (name, args) in emission order."""

    NAMES = ("started", "reset", "summoned", "snatched", "ward_changed", "card_left",
             "hand_changed", "void_changed", "turn_changed", "decision_needed", "game_over",
             "log_appended", "batch_finished", "first_player_token_changed")

    def __init__(self, controller: GameController) -> None:
        self.calls: list[tuple[str, tuple[object, ...]]] = []
        for name in self.NAMES:
            getattr(controller, name).connect(
                lambda *args, _n=name: self.calls.append((_n, args))
            )

    def named(self, name: str) -> list[tuple[object, ...]]:
        return [args for n, args in self.calls if n == name]

    def clear(self) -> None:
        self.calls.clear()


@pytest.fixture
def snatch_game(qtbot):
    """Seat 0 has a blind 2; seat 1 has a 5 that sees every direction."""
    controller = GameController()
    rec = Recorder(controller)
    blind = card("blind", 2)
    seer = card("seer", 5, ALL)
    controller.new_game(spec([blind, blind], [seer, seer]))
    return controller, rec


@pytest.mark.rules("P9.1", "P10.3", "P10.5")
def test_summon_and_snatch_are_signalled_with_controllers_before_and_after(snatch_game):
    controller, rec = snatch_game
    g = controller.game
    rec.clear()
    controller.submit(Summon(0, 0))  # first player: blind 2 onto A1
    assert rec.named("summoned") == [(0, 0, 0)]
    assert (0,) in rec.named("hand_changed")
    assert rec.named("snatched") == []
    rec.clear()
    controller.submit(Summon(2, 4))  # second player: the seer onto A2, A1 is in sight
    assert rec.named("summoned") == [(2, 4, 1)]
    # P10.3(b): the blind card does not see back, so it is snatched: 0 -> 1.
    assert rec.named("snatched") == [(0, 0, 1)]
    assert g.ctrl[0] == 1
    order = [n for n, _ in rec.calls]
    assert order.index("summoned") < order.index("snatched") < order.index("batch_finished")
    assert order.index("batch_finished") < order.index("decision_needed")
    rules = [args[0] for args in rec.named("log_appended")]
    assert "P8.2" in rules and "P10.3" in rules and "7.1.1" in rules
    texts = [args[1] for args in rec.named("log_appended")]
    assert any(t.startswith("Blind changes sides:") and t.endswith("for Boon.") for t in texts)


def test_turn_changes_are_signalled_with_turn_numbers(snatch_game):
    controller, rec = snatch_game
    rec.clear()
    controller.submit(Summon(0, 0))
    assert rec.named("turn_changed") == [(1, 1)]
    controller.submit(Summon(2, 4))
    assert rec.named("turn_changed")[-1] == (0, 2)


def test_an_illegal_answer_is_refused_and_nothing_is_signalled(snatch_game):
    controller, rec = snatch_game
    controller.submit(Summon(0, 0))
    rec.clear()
    before = controller.game.state_hash()
    with pytest.raises(IllegalDecision):
        controller.submit(Summon(1, 0))  # occupied square, and not seat 1's card
    assert rec.calls == []
    assert controller.game.state_hash() == before


@pytest.mark.rules("4.5.5", "P10.4")
def test_card_leaving_and_ward_tokens_are_signalled(qtbot):
    controller = GameController()
    rec = Recorder(controller)
    leaver = card("leaver", 3, (), void_down())
    controller.new_game(spec([leaver, leaver], [card("x", 1), card("y", 1)]))
    controller.submit(Summon(0, 5))
    # End of turn: the card goes to its owner's Void face down.
    assert rec.named("card_left") == [(0, 5, "void")]
    assert (0,) in rec.named("void_changed")
    assert controller.game.voids[0] == [0]


def test_undo_takes_back_a_persons_answer_and_redo_makes_it_again(snatch_game):
    controller, rec = snatch_game
    controller.submit(Summon(0, 0))
    controller.submit(Summon(2, 4))
    after = controller.game.state_hash()
    assert controller.can_undo and controller.last_human_seat() == 1
    rec.clear()
    assert controller.undo()
    assert rec.named("reset") == [()]
    assert controller.game.ctrl[0] == 0 and controller.game.board[4] == -1
    assert controller.can_redo
    assert controller.redo()
    assert controller.game.state_hash() == after
    # A new answer clears what could be redone.
    controller.undo()
    controller.submit(Summon(3, 8))
    assert not controller.can_redo


@pytest.mark.rules("7.6.1", "7.6.2")
def test_concession_ends_the_game_and_cannot_be_taken_back(snatch_game):
    controller, rec = snatch_game
    controller.submit(Summon(0, 0))
    rec.clear()
    controller.concede(1)
    assert len(rec.named("game_over")) == 1
    result = rec.named("game_over")[0][0]
    assert result.winner == 0 and result.reason.value == "concession"
    assert not controller.can_undo
    assert not controller.undo()
    assert isinstance(controller.game.history[-1], Concede)


def test_a_whole_game_through_the_controller(qtbot):
    controller = GameController()
    rec = Recorder(controller)
    controller.new_game(bundled())
    g = controller.game
    decisions = 0
    while not g.over:
        d = g.awaiting
        controller.submit(d.options[0])
        decisions += 1
        assert decisions < 200
    assert g.turns == [8, 8]
    assert len(rec.named("game_over")) == 1
    assert len(rec.named("log_appended")) == len(g.log)
    summons = [e for e in g.log if e[1] == "summon"]
    assert len(rec.named("summoned")) == len(summons) == 16
    snatches = [e for e in g.log if e[1] == "snatch"]
    assert len(rec.named("snatched")) == len(snatches)
    # the decision signal came once per decision, then the end
    assert len(rec.named("decision_needed")) == decisions


def test_computer_seat_answers_on_a_worker_thread(qtbot):
    controller = GameController()
    thinking: list[tuple[int, bool]] = []
    controller.thinking_changed.connect(lambda seat, on: thinking.append((seat, on)))
    controller.new_game(bundled(kinds=("human", "easy")))
    g = controller.game
    controller.submit(g.awaiting.options[0])
    assert thinking == [(1, True)]
    qtbot.waitUntil(lambda: g.to_move == 0, timeout=10_000)
    assert thinking[-1] == (1, False)
    assert g.turns == [1, 1]
    assert controller.last_human_seat() == 0
    # Taking back goes past the computer's answer to the person's.
    assert controller.undo()
    assert g.turns == [0, 0] and g.to_move == 0
    controller.shutdown()


def test_a_game_in_progress_can_be_resumed(qtbot):
    first = GameController()
    first.new_game(bundled())
    g = first.game
    for _ in range(5):
        first.submit(g.awaiting.options[0])
    copy = g.copy(keep_undo=True)
    assert copy.answer_seats() == g.answer_seats()
    second = GameController()
    rec = Recorder(second)
    second.new_game(bundled(), resume=copy)
    assert second.game is copy
    assert rec.named("started") == [()] and rec.named("reset") == [()]
    assert len(rec.named("log_appended")) == len(g.log)
    assert rec.named("decision_needed")[-1][0] == g.awaiting
    assert second.can_undo and second.undo()
    assert len(second.game.history) == 4
    # the position's own answers (a practice puzzle's) are never taken back
    fixed = GameController()
    fixed.new_game(bundled(), resume=g.copy(keep_undo=True), fixed=len(g.history))
    assert not fixed.can_undo and not fixed.undo()
    with pytest.raises(ValueError):
        GameController().new_game(bundled(), resume=g.copy(), fixed=len(g.history) + 1)
