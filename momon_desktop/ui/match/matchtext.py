"""A match in words: how a game ended, who won it, the Match Result (7.4)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from momon_desktop.ui.text.i18n import fill


def reason_name(reason: str) -> str:
    """How a match game ended, short, with the rule."""
    names = {
        "turn_limit": QCoreApplication.translate("MatchScreen", "8 turns each (7.1.2)"),
        "arena_full": QCoreApplication.translate("MatchScreen", "Arena full (7.2.1)"),
        "concession": QCoreApplication.translate("MatchScreen", "Concession (7.6.1)"),
        "forced_loop": QCoreApplication.translate("MatchScreen", "Forced loop (7.3.5)"),
        "time": QCoreApplication.translate("MatchScreen", "Out of time (PM.3)"),
    }
    return names.get(reason, reason)


def outcome_text(winner: str | None, names: dict[str, str]) -> str:
    """``NAME wins`` or ``Draw``."""
    if winner is None:
        return QCoreApplication.translate("MatchScreen", "Draw (7.4.3)")
    return fill(QCoreApplication.translate("MatchScreen", "Won by %1"), names[winner])


def match_result_text(winner: str | None, score: dict[str, int], names: dict[str, str]) -> str:
    """The Match Result in words (7.4.1)."""
    first, second = (score["a"], score["b"]) if winner != "b" else (score["b"], score["a"])
    if winner is None:
        text = fill(QCoreApplication.translate("MatchScreen", "The match is a draw, %1–%2"),
                    str(first), str(second))
    else:
        text = fill(QCoreApplication.translate("MatchScreen", "The match goes to %3, %1–%2"),
                    str(first), str(second), names[winner])
    if score["draws"]:
        text += " " + fill(
            QCoreApplication.translate("MatchScreen", "(drawn games: %1)"), str(score["draws"])
        )
    return text
