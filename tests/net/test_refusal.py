"""The host's refusals said in the joining player's language (docs/network.md,
"Refusals"): the English reason on the line, with the app's own message beside it, read
field by field and filled in the interface language, or the English when it cannot be
read."""

from __future__ import annotations

import queue
import threading
from pathlib import Path

import pytest

from momon_desktop.net.host import HostTable, Listener
from momon_desktop.net.join import JoinRefused, JoinSide
from momon_desktop.net.refusal import MAX_PARAM_CHARS, Reason, problem_json, read_reason, reason_for
from momon_desktop.referee import load_scenario
from momon_desktop.storage.messages import message

from .pair import LINE_WAIT, scenario_file

pytestmark = pytest.mark.rules("7.6.1")


def test_a_refusal_goes_as_its_message_and_comes_back_in_either_language() -> None:
    sent = reason_for(message("concede_only_yourself"))
    assert sent == "a player concedes only for themselves (7.6.1)"
    problem = problem_json(sent)
    assert problem == {"code": "concede_only_yourself", "params": {}}
    came = read_reason(str(sent), problem)
    assert came == sent and came.text("th") == "ผู้เล่นยอมแพ้ได้เฉพาะในนามของตัวเองเท่านั้น (7.6.1)"
    moved = reason_for(message("move_unknown", move='{"x": 1}'))
    again = read_reason(str(moved), problem_json(moved))
    assert again.text("th") == message("move_unknown", move='{"x": 1}').render("th")
    # a plain reason has no message beside it
    assert problem_json("the game is over") is None


@pytest.mark.parametrize("problem", [
    None, "concede_only_yourself", {"code": "no_such_message", "params": {}},
    {"code": "not_a_table_code", "params": {}},
    {"code": "move_unknown", "params": {}},  # its message needs {move}
    {"code": "move_unknown", "params": {"move": "x" * (MAX_PARAM_CHARS + 1)}},
    {"code": "move_unknown", "params": {"move": True}},
    {"code": "move_unknown", "params": {"move": {"nested": 1}}},
    {"code": "move_unknown", "params": {f"p{i}": "x" for i in range(7)}},
    {"code": "move_unknown", "params": []},
])
def test_a_problem_that_cannot_be_read_is_said_with_the_english_reason(problem: object) -> None:
    came = read_reason("the host's words", problem)
    assert came == "the host's words" and came.localized is None
    assert came.text("th") == "the host's words"
    # a reason that is not text is not taken either
    assert read_reason(12, problem) == "the table refused it"


def test_the_joining_side_is_told_why_in_words_it_can_say_in_thai(tmp_path: Path) -> None:
    table = HostTable(load_scenario(str(scenario_file(tmp_path))), lambda _s: None,
                      lambda _r, _m: None)
    listener = Listener(table, "127.0.0.1", 0)
    threading.Thread(target=listener.serve, daemon=True).start()
    refusals: queue.Queue[str] = queue.Queue()
    states: queue.Queue[dict[str, object]] = queue.Queue()
    side = JoinSide("127.0.0.1", listener.port, listener.code, states.put,
                    lambda reason, _move: refusals.put(reason), reconnect_for=LINE_WAIT)
    side.connect()

    def run() -> None:
        try:
            side.run()
        except JoinRefused:
            pass

    threading.Thread(target=run, daemon=True).start()
    try:
        states.get(timeout=LINE_WAIT)  # the toss is done and the game is on
        side.move({"concede": "first"})  # not this side's seat
        side.move({"bogus": 1})
        out_of_turn = refusals.get(timeout=LINE_WAIT)
        assert isinstance(out_of_turn, Reason)
        assert out_of_turn.text("th") == "ผู้เล่นยอมแพ้ได้เฉพาะในนามของตัวเองเท่านั้น (7.6.1)"
        malformed = refusals.get(timeout=LINE_WAIT)
        assert isinstance(malformed, Reason) and malformed.localized is not None
        assert malformed.localized.code == "move_unknown"
        assert malformed.text("th") != str(malformed)
    finally:
        side.leave()
        listener.close()
        table.close()
