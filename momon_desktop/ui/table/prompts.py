"""What the table says: the prompt's instruction, the Game Result in a line, and the
snatch preview of a Summon in words.

Functions of the controller and the session, so the window, the self-test and a
feature all word a decision the same way. The texts belong to the main window's
translation context.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from momon_desktop.engine import Decision, Game, square_name
from momon_desktop.engine.events import Snatched
from momon_desktop.engine.view import after_summon
from momon_desktop.ui.core.controller import GameController
from momon_desktop.ui.core.session import TableSession
from momon_desktop.ui.look import cardpainter as cp
from momon_desktop.ui.text.i18n import fill


def instruction(controller: GameController, session: TableSession, d: Decision,
                lang: str) -> str:
    """What the player who must decide is asked to do, in words."""
    c = controller
    g = c.game
    assert g is not None
    name = c.player_name(d.player)
    if c.halted:
        return QCoreApplication.translate("MainWindow", "Play has stopped here.")
    if c.is_remote(d.player):
        return fill(QCoreApplication.translate(
            "MainWindow", "Waiting for %1, who plays at the other computer."), name)
    if not c.is_human(d.player):
        return fill(QCoreApplication.translate("MainWindow", "%1: thinking…"), name)
    if d.player != session.viewer or session.handover_to >= 0:
        return fill(QCoreApplication.translate("MainWindow", "Waiting for %1."), name)
    source = g.defs[d.source].display_name(lang) if d.source >= 0 else ""
    ability = cp.card_text(g.defs[d.source], lang) if d.source >= 0 else ""
    if d.is_summon:
        if session.selected >= 0:
            picked = g.defs[session.selected].display_name(lang)
            return fill(
                QCoreApplication.translate(
                    "MainWindow", "Summon %1: choose a lit empty square (Esc picks another card)."
                ),
                picked,
            )
        if d.source >= 0:
            return fill(
                QCoreApplication.translate(
                    "MainWindow",
                    "Ability of %1: Summon a card from your Hand. Pick a card, "
                    "then an empty square.",
                ),
                source,
            )
        return QCoreApplication.translate("MainWindow", "Summon a card: pick it in your Hand, then an empty square. "
                       "Drag it, click, or use the arrow keys and Enter.")
    if d.is_choice:
        return fill(
            QCoreApplication.translate(
                "MainWindow",
                "Ability of %1: %2 Choose one of the lit cards: click it, "
                "or move with the arrow keys and press Enter.",
            ),
            source,
            ability,
        )
    return fill(
        QCoreApplication.translate("MainWindow", "Ability of %1: %2 Use it?"), source, ability
    )


def result_line(controller: GameController) -> str:
    """A one-line summary of the Game Result."""
    c = controller
    g = c.game
    assert g is not None and g.result is not None
    r = g.result
    counts = fill(
        QCoreApplication.translate("MainWindow", "%1 %2 – %3 %4"),
        c.player_name(0),
        str(r.momon[0]),
        str(r.momon[1]),
        c.player_name(1),
    )
    if r.winner is None:
        return fill(QCoreApplication.translate("MainWindow", "A draw. %1"), counts)
    return fill(
        QCoreApplication.translate("MainWindow", "Won by %1. %2"), c.player_name(r.winner), counts
    )


def preview_text(game: Game, card: int, square: int, outcomes: list[tuple[int, str]],
                 lang: str) -> str:
    """In words: what a Summon of ``card`` onto ``square`` would do: its Snatch Check
    (P10.2-P10.4), then what follows in the same turn (:func:`consequence_lines`). No
    rule numbers in the words a player reads: the log's column and its hover cite them."""
    g = game
    lines = [fill(QCoreApplication.translate("MainWindow", "Summon onto %1:"), square_name(square))]
    if not outcomes:
        lines.append(QCoreApplication.translate("MainWindow", "• snatches nothing"))
    for target, outcome in outcomes:
        name = g.defs[g.board[target]].display_name(lang)
        where = square_name(target)
        if outcome == "snatch":
            text = QCoreApplication.translate("MainWindow", "• snatches %1 (%2)")
        elif outcome == "ward":
            text = QCoreApplication.translate("MainWindow", "• Ward Token blocks: %1 (%2)")
        elif outcome == "tie":
            text = QCoreApplication.translate("MainWindow", "• equal power, no snatch: %1 (%2)")
        else:
            text = QCoreApplication.translate("MainWindow", "• %1 (%2) is stronger and snatches it back")
        lines.append(fill(text, name, where))
    lines.extend(consequence_lines(g, card, square, outcomes, lang))
    return "\n".join(lines)


def consequence_lines(game: Game, card: int, square: int, outcomes: list[tuple[int, str]],
                      lang: str) -> list[str]:
    """What the Summon of ``card`` onto ``square`` leads to after its Snatch Check, in
    the turn it is played, as the engine plays it
    (:func:`~momon_desktop.engine.view.after_summon`): a card that then leaves the Arena
    (the summoned one included, at the end of the turn) and a card that changes sides
    through an ability, each said once."""
    g = game
    checked = {g.board[t] for t, outcome in outcomes if outcome in ("snatch", "counter")}
    checked.add(card)  # a counter-snatch takes the summoned card: said above
    lines: list[str] = []
    said: set[tuple[str, int]] = set()
    for event in after_summon(g, card, square):
        if isinstance(event, Snatched):
            if event.card in checked:
                checked.discard(event.card)  # the Snatch Check's own snatch, said above
                continue
            key, text = ("snatch", event.card), QCoreApplication.translate(
                "MainWindow", "• then %1 changes sides")
        elif event.destination == "hand":
            key, text = ("gone", event.card), QCoreApplication.translate(
                "MainWindow", "• then %1 goes back to its owner's Hand")
        else:
            key, text = ("gone", event.card), QCoreApplication.translate(
                "MainWindow", "• then %1 leaves for its owner's Void")
        if key in said:
            continue
        said.add(key)
        lines.append(fill(text, g.defs[key[1]].display_name(lang)))
    return lines

