"""Why a move is good, in words: the sentences of an :class:`~momon_desktop.ai.explain.
Explanation`.

The suggestion bar, the practice puzzles' hint and the game review word the same facts
with :func:`reasons`: a few short sentences, the most important first, each with the
rule numbers it rests on (shown beside it, each a link whose hover shows the rule's
short explanation, as in the rules log).  Cards are named by their names and squares,
players by their names.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from momon_desktop.ai.explain import Explanation, Snatch
from momon_desktop.engine import Game, square_name

from .words import answer_text


@dataclass(frozen=True, slots=True)
class Reason:
    """One sentence and the rule numbers beside it (``"P10.3(b)"``: rule P10.3, part b)."""

    text: str
    rules: tuple[str, ...]




def _fill(text: str, *values: str) -> str:
    for i, v in enumerate(values, 1):
        text = text.replace(f"%{i}", v)
    return text


def card_on(game: Game, card: int, square: int, lang: str) -> str:
    """"Lantern Moth on C3"; the name alone for a card whose square is not known (-1:
    one that has left the Arena since)."""
    if square < 0:
        return game.defs[card].display_name(lang)
    return _fill(QCoreApplication.translate("Reasons", "%1 on %2"), game.defs[card].display_name(lang), square_name(square))


def _listed(parts: Sequence[str]) -> str:
    if len(parts) <= 1:
        return "".join(parts)
    return _fill(QCoreApplication.translate("Reasons", "%1 and %2"), QCoreApplication.translate("Reasons", ", ").join(parts[:-1]), parts[-1])


def _snatch_rule(s: Snatch) -> str:
    if s.rule != "P10.3":
        return s.rule
    return "P10.3(a)" if s.face_off else "P10.3(b)"


def _snatches(game: Game, e: Explanation, lang: str, name: Callable[[int], str]) -> Reason | None:
    if not e.snatches:
        return None
    rules = tuple(dict.fromkeys(_snatch_rule(s) for s in e.snatches))
    if len(e.snatches) == 1:
        s = e.snatches[0]
        what = card_on(game, s.card, s.square, lang)
        opp = name(1 - e.player)
        if s.rule != "P10.3":
            return Reason(_fill(QCoreApplication.translate("Reasons", "It takes %1 from %2 by its ability."), what, opp), rules)
        if s.face_off and s.powers is not None:
            return Reason(_fill(QCoreApplication.translate("Reasons", "It takes %1 from %2: it wins the face-off, %3 to %4."),
                                what, opp, str(s.powers[0]), str(s.powers[1])), rules)
        return Reason(_fill(QCoreApplication.translate("Reasons", "It takes %1 from %2: it does not look back."), what, opp),
                      rules)
    names = [card_on(game, s.card, s.square, lang) for s in e.snatches]
    return Reason(_fill(QCoreApplication.translate("Reasons", "It takes %1 from %2."), _listed(names), name(1 - e.player)), rules)


def _lost(game: Game, e: Explanation, lang: str) -> Reason | None:
    if not e.lost:
        return None
    s = e.lost[0]
    by = game.defs[s.by_card].display_name(lang) if s.by_card >= 0 else ""
    return Reason(_fill(QCoreApplication.translate("Reasons", "It costs %1: the face-off goes to %2, which snatches it back."),
                        card_on(game, s.card, s.square, lang), by), ("P10.3(a)", "PD.4"))


def _protected(game: Game, e: Explanation, lang: str) -> Reason | None:
    if not e.protected:
        return None
    p = e.protected[0]
    mine = card_on(game, p.card, p.square, lang)
    theirs = card_on(game, p.threat.card, p.threat.square, lang)
    if p.how == "square":
        return Reason(_fill(QCoreApplication.translate("Reasons", "It keeps %1 safe: %2 would have snatched it, and %3 is now "
                               "taken."), mine, theirs, square_name(p.threat.square)),
                      ("P10.2",))
    if p.how == "ward":
        return Reason(_fill(QCoreApplication.translate("Reasons", "It keeps %1 safe with a Ward Token: %2 would have snatched "
                               "it."), mine, theirs), ("P10.4",))
    return Reason(_fill(QCoreApplication.translate("Reasons", "It keeps %1 safe: %2 would have snatched it, and now loses the "
                           "face-off."), mine, theirs), ("P10.3(a)",))


def _prevented(game: Game, e: Explanation, lang: str, name: Callable[[int], str]) -> Reason | None:
    r = e.prevented
    if r is None or e.alternative is None:
        return None
    taken = _listed([card_on(game, s.card, s.square, lang) for s in r.takes])
    return Reason(_fill(QCoreApplication.translate(
        "Reasons", "It stops a reply: after “%1”, %2 could Summon %3 onto %4 and "
        "take %5."), answer_text(game, e.alternative, lang), name(1 - e.player),
        game.defs[r.summon.card].display_name(lang), square_name(r.summon.square), taken),
        ("P10.3",))


def _avoided(game: Game, e: Explanation, lang: str) -> Reason | None:
    if not e.avoided or e.alternative is None:
        return None
    s = e.avoided[0]
    by = game.defs[s.by_card].display_name(lang) if s.by_card >= 0 else ""
    return Reason(_fill(QCoreApplication.translate("Reasons", "“%1” would lose %2 at once: the face-off goes to %3."),
                        answer_text(game, e.alternative, lang),
                        game.defs[s.card].display_name(lang), by), ("P10.3(a)", "PD.4"))


def _wards(game: Game, e: Explanation, lang: str) -> Reason | None:
    if not e.wards_removed:
        return None
    w = e.wards_removed[0]
    return Reason(_fill(QCoreApplication.translate("Reasons", "It removes a Ward Token from %1 (%2 left)."),
                        card_on(game, w.card, w.square, lang), str(w.left)), ("P10.4",))


def _abilities(game: Game, e: Explanation, lang: str) -> Reason | None:
    if not e.abilities:
        return None
    names = list(dict.fromkeys(game.defs[a.card].display_name(lang) for a in e.abilities))
    if len(names) == 1:
        text = QCoreApplication.translate("Reasons", "The ability of %1 triggers.")
    else:
        text = QCoreApplication.translate("Reasons", "The abilities of %1 trigger.")
    return Reason(_fill(text, _listed(names)), ("P11.3",))


def _decisive(e: Explanation) -> Reason | None:
    """A win or a saved game under best play that the alternative would not give."""
    o, alt = e.outcome, e.alternative_outcome
    if o is None or not o.exact or o.result == "lose":
        return None
    if alt is None or not alt.exact or _rank(alt.result) >= _rank(o.result):
        return None
    if o.result == "win":
        if o.margin > 0:
            return Reason(_fill(QCoreApplication.translate("Reasons", "It wins the game under best play, by %1 Momon."),
                                str(o.margin)), ("7.3.2",))
        return Reason(QCoreApplication.translate("Reasons", "It wins the game under best play, on the First Player Token."),
                      ("7.3.3",))
    return Reason(QCoreApplication.translate("Reasons", "It saves a draw under best play; the other move loses."), ("7.3.5",))


def _rank(result: str | None) -> int:
    return {"lose": 0, "draw": 1, "win": 2}.get(result or "", -1)


def _outlook(e: Explanation) -> Reason | None:
    """How the game looks under best play, where nothing decisive was said."""
    o = e.outcome
    if o is None:
        return None
    if o.exact and o.result == "win":
        if o.margin > 0:
            return Reason(_fill(QCoreApplication.translate("Reasons", "Worked out to the end: you win by %1 Momon."),
                                str(o.margin)), ("7.3.2",))
        return Reason(QCoreApplication.translate("Reasons", "Worked out to the end: you win on the First Player Token."),
                      ("7.3.3",))
    if o.exact and o.result == "lose":
        return Reason(QCoreApplication.translate("Reasons", "Against the best replies the game is lost; this holds out best."),
                      ("7.3.2",))
    if o.exact:
        return Reason(QCoreApplication.translate("Reasons", "Worked out to the end: a draw."), ("7.3.5",))
    if o.value >= 150:
        return Reason(QCoreApplication.translate("Reasons", "You should come out ahead."), ())
    if o.value <= -150:
        return Reason(QCoreApplication.translate("Reasons", "You are behind; this is the best defence found."), ())
    return Reason(QCoreApplication.translate("Reasons", "A close game."), ())


def reasons(game: Game, e: Explanation, lang: str, name: Callable[[int], str],
            limit: int = 3) -> list[Reason]:
    """At most ``limit`` sentences about ``e`` (an explanation of an answer in
    ``game``), the most important first; ``name(seat)`` names a player."""
    found = [
        _decisive(e),
        _snatches(game, e, lang, name),
        _lost(game, e, lang),
        _protected(game, e, lang),
        _prevented(game, e, lang, name),
        _avoided(game, e, lang),
        _wards(game, e, lang),
        _abilities(game, e, lang),
    ]
    out = [r for r in found if r is not None]
    if not out:
        out.append(Reason(QCoreApplication.translate("Reasons", "It takes nothing at once: it holds a good square for the "
                             "turns to come."), ()))
    if len(out) < limit:
        look = _outlook(e)
        if look is not None and _decisive(e) is None:
            out.append(look)
    return out[:limit]


def rule_target(number: str) -> str:
    """The rulebook number of a cited rule ("P10.3(b)" -> "P10.3")."""
    return number.split("(", 1)[0]


def reasons_html(found: Sequence[Reason], colour: str = "#E8C547") -> str:
    """The sentences as rich text, one a line, each with its rule numbers beside it as
    links ``rule:NUMBER`` in ``colour`` (the bar shows the rule's explanation when one
    is hovered)."""
    lines = []
    for r in found:
        links = " ".join(f'<a href="rule:{html.escape(rule_target(n))}" style="color:'
                         f'{colour}; text-decoration:none;">{html.escape(n)}</a>'
                         for n in r.rules)
        lines.append(html.escape(r.text) + (f" <small>{links}</small>" if links else ""))
    return "<br>".join(lines)
