"""The controller: answers in; out, one report of what each answer changed (typed events
in the order they happened, the Hands and Voids touched, the rules log's lines), then
the next decision."""

from __future__ import annotations

from typing import TypeVar

import pytest

from momon_desktop.engine import Concede, IllegalDecision, Summon
from momon_desktop.engine.events import GameEvent, LeftArena, Snatched, Summoned, TurnStarted
from momon_desktop.ui.core.controller import Changes, GameController
from tests.gui.table_helpers import ALL, bundled, card, spec, void_down

pytestmark = pytest.mark.gui


E = TypeVar("E", bound=GameEvent)


class Recorder:
    """Every signal of a controller, as (name, args) in emission order."""

    NAMES = ("started", "reset", "changed", "decision_needed", "game_over", "batch_finished")

    def __init__(self, controller: GameController) -> None:
        self.calls: list[tuple[str, tuple[object, ...]]] = []
        for name in self.NAMES:
            getattr(controller, name).connect(
                lambda *args, _n=name: self.calls.append((_n, args))
            )

    def named(self, name: str) -> list[tuple[object, ...]]:
        return [args for n, args in self.calls if n == name]

    def changes(self) -> list[Changes]:
        return [c for (c,) in self.named("changed") if isinstance(c, Changes)]

    def events(self, kind: type[E]) -> list[E]:
        """The events of ``kind`` the answers sent, in order (a reset's are not news)."""
        return [e for c in self.changes() if not c.reset for e in c.of(kind)]

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
    assert [(e.card, e.square, e.seat) for e in rec.events(Summoned)] == [(0, 0, 0)]
    assert rec.changes()[-1].hand_seats == {0} and rec.changes()[-1].void_seats == set()
    assert rec.events(Snatched) == []
    rec.clear()
    controller.submit(Summon(2, 4))  # second player: the seer onto A2, A1 is in sight
    assert [(e.card, e.square, e.seat) for e in rec.events(Summoned)] == [(2, 4, 1)]
    # P10.3(b): the blind card does not see back, so it is snatched: 0 -> 1, by the seer.
    assert [(e.card, e.before, e.seat, e.by_card) for e in rec.events(Snatched)] == [(0, 0, 1, 2)]
    assert g.ctrl[0] == 1
    # one report for the answer, its events in the order they happened, then the next
    # decision
    [changes] = rec.changes()
    kinds = [type(e) for e in changes.events]
    assert kinds.index(Summoned) < kinds.index(Snatched)
    order = [n for n, _ in rec.calls]
    assert order == ["changed", "batch_finished", "decision_needed"]
    rules = [rule for rule, _text in changes.lines]
    assert len(changes.lines) == len(changes.events)
    assert "P8.2" in rules and "P10.3" in rules and "7.1.1" in rules
    texts = [text for _rule, text in changes.lines]
    assert any(t.startswith("Blind changes sides:") and t.endswith("for Boon.") for t in texts)


def test_turn_changes_are_signalled_with_turn_numbers(snatch_game):
    controller, rec = snatch_game
    rec.clear()
    controller.submit(Summon(0, 0))
    assert [(e.seat, e.turn) for e in rec.events(TurnStarted)] == [(1, 1)]
    controller.submit(Summon(2, 4))
    assert [(e.seat, e.turn) for e in rec.events(TurnStarted)][-1] == (0, 2)


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
    assert [(e.card, e.square, e.destination) for e in rec.events(LeftArena)] == [(0, 5, "void")]
    assert rec.changes()[-1].void_seats == {0}
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
    # every line of the log was sent once: the new game's, then each answer's
    assert sum(len(c.lines) for c in rec.changes()) == len(g.log)
    summons = [e for e in g.log if e[1] == "summon"]
    assert len(rec.events(Summoned)) == len(summons) == 16
    snatches = [e for e in g.log if e[1] == "snatch"]
    assert len(rec.events(Snatched)) == len(snatches)
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
    # the resumed game is one reset, with every line of its log
    [changes] = rec.changes()
    assert changes.reset and len(changes.lines) == len(g.log)
    assert rec.named("decision_needed")[-1][0] == g.awaiting
    assert second.can_undo and second.undo()
    assert len(second.game.history) == 4
    # the position's own answers (a practice puzzle's) are never taken back
    fixed = GameController()
    fixed.new_game(bundled(), resume=g.copy(keep_undo=True), fixed=len(g.history))
    assert not fixed.can_undo and not fixed.undo()
    with pytest.raises(ValueError):
        GameController().new_game(bundled(), resume=g.copy(), fixed=len(g.history) + 1)
