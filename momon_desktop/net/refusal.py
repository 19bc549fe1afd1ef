"""Why the host refused a joining side's move, choice or press, as data a joining app
says in its own language (docs/network.md, "Refusals").

Beside its English ``reason``, a ``refused`` message carries, when the host has it, the
``problem``: ``{"code": CODE, "params": {NAME: VALUE, …}}``, one of the app's own
messages (``storage.messages``) from a fixed list, its parameters texts of at most 200
characters or whole numbers. The joining side reads it field by field and fills the
message in its interface language; a problem it cannot read is said with the host's
English reason instead.
"""

from __future__ import annotations

from typing import Any

from momon_desktop.storage.messages import Localized, Text, message

# the messages a host refuses with (the codes a joining side reads; no other)
CODES = frozenset({
    "not_your_decision", "game_over_now", "game_not_begun", "concede_only_yourself",
    "seat_taken_by_computer", "not_your_choice", "one_game_table", "no_game_in_progress",
    "no_press_waiting", "press_by_winner", "match_is_over", "game_not_complete",
    "move_not_object", "move_extra", "move_needs", "move_unknown", "move_square_type",
    "move_square", "move_concede_seat", "move_yes_bool", "move_card_id", "move_game_over",
    "move_not_in_hand", "move_ai",
})
MAX_PARAMS = 6
MAX_PARAM_CHARS = 200
MAX_NAME_CHARS = 20


class Reason(str):
    """The host's reason: its English text, and the message it names when the joining
    side could read it (:func:`read_reason`), to be said in another language."""

    localized: Text | None

    def __new__(cls, english: str, localized: Text | None = None) -> Reason:
        reason = super().__new__(cls, english)
        reason.localized = localized
        return reason

    def text(self, lang: str) -> str:
        """The reason in ``lang`` (the host's English when no message was read)."""
        return self.localized.render(lang) if self.localized is not None else str(self)


def reason_for(localized: Localized, english: str | None = None) -> Reason:
    """A reason the host gives in its own words (English on the line, with the message
    beside it, :func:`problem_json`); ``english``: the English to send instead of the
    message's own (one that says more, such as which move it was)."""
    return Reason(localized.render("en") if english is None else english,
                  localized if isinstance(localized, Text) else None)


def problem_json(reason: str) -> dict[str, Any] | None:
    """The problem a ``refused`` message carries for ``reason``, or None when it names
    no message of :data:`CODES` with plain parameters."""
    localized = reason.localized if isinstance(reason, Reason) else None
    if localized is None or localized.code not in CODES:
        return None
    params: dict[str, str | int] = {}
    for name, value in localized.params.items():
        if not isinstance(value, str | int):
            return None
        params[name] = value
    return {"code": localized.code, "params": params}


def _param(value: object) -> bool:
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return -(2**31) <= value < 2**31
    return isinstance(value, str) and len(value) <= MAX_PARAM_CHARS


def read_reason(english: object, problem: object) -> Reason:
    """The reason a ``refused`` message gives: its English ``reason``, and its
    ``problem`` when it can be read and fills its message (else None)."""
    text = english if isinstance(english, str) else "the table refused it"
    if not isinstance(problem, dict):
        return Reason(text)
    code, params = problem.get("code"), problem.get("params")
    if code not in CODES or not isinstance(params, dict) or len(params) > MAX_PARAMS \
            or not all(isinstance(k, str) and len(k) <= MAX_NAME_CHARS and _param(v)
                       for k, v in params.items()):
        return Reason(text)
    localized = message(str(code), **params)
    try:
        localized.render("en")
        localized.render("th")
    except (KeyError, IndexError, ValueError):
        return Reason(text)  # the host named parameters the message does not have
    return Reason(text, localized)
