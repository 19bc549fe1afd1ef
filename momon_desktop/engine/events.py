"""Readable text for the events in :attr:`Game.log`.

An event is a tuple ``(rule, kind, a, b, c)``: the rule number it follows, what
happened, and three small ints whose meaning depends on ``kind`` (card instances,
squares, players, amounts; -1 where unused).  Keeping events as plain tuples keeps the
engine fast; this module turns them into sentences in English or Thai.
"""

from __future__ import annotations

from collections.abc import Callable

from .carddefs import CardDef
from .official import square_name

Event = tuple[str, str, int, int, int]

_SEAT = {"en": ("the first player", "the second player"), "th": ("ผู้เล่นคนแรก", "ผู้เล่นคนที่สอง")}
_DURATION = {
    "en": ("until end of turn", "until the start of its controller's next turn", "while on the Arena"),
    "th": ("จนจบเทิร์น", "จนถึงต้นเทิร์นถัดไปของผู้ควบคุม", "ขณะอยู่บน Arena"),
}

_TEXT: dict[str, dict[str, str]] = {
    "en": {
        "first_player": "The First Player Token goes to {p0}, and with it the first turn.",
        "game_start": "The game starts.",
        "turn_start": "Turn {b} of 8 begins for {p0}.",
        "summon": "{card1} is Summoned onto {sq2} by {p0}.",
        "face_off": "Face-off: {card0} against {card1}: {faceoff}.",
        "snatch": "{card1} is snatched by {p0}.",
        "ward_block": "A Ward Token on {card0} stops the snatch ({b} left).",
        "ward": "{card0} gets {wards_b}.",
        "power": "{card0} gets {signed_b} power {dur}.",
        "ward_limit": "{card0} gets {wards_b}: a card holds at most 99.",
        "power_limit": "{card0} gets {signed_b} power {dur}: a card's power changes add up to at most 999 either way.",
        "queue_limit": "{card0}'s ability already waits in the Trigger Queue and does not trigger again in this long chain.",
        "expire": "{card0}'s {signed_b} power ends.",
        "to_void": "{card0} goes to its owner's Void face {face}.",
        "to_hand": "{card0} returns to its owner's Hand.",
        "sbc_void": "{card0} has power {b} and goes to its owner's Void.",
        "trigger": "{card0}'s ability resolves.",
        "no_target": "{card0}'s ability has no legal target and does nothing.",
        "decline": "{card0}'s ability is declined by {p2}.",
        "take_fpt": "The First Player Token goes to {p0}.",
        "reveal": "{card1} is revealed from the Hand of {p0}.",
        "reveal_end": "{card1} goes back to being private.",
        "no_summon": "Nothing is Summoned: no card is left in the Hand of {p0}.",
        "arena_full": "The Arena is full: the game ends after this turn.",
        "turn_end": "Turn {b} of 8 ends for {p0}.",
        "tie_break": "Equal counts: the win goes to the First Player Token holder, {p0}.",
        "concede": "The game is conceded by {p0}.",
        "game_end": "The game ends{winner} ({b} to {c}).",
    },
    "th": {
        "first_player": "{p0} ถือ First Player Token และได้เล่นเทิร์นแรก",
        "game_start": "เกมเริ่มต้น",
        "turn_start": "เทิร์นที่ {b} ของ {p0} เริ่มขึ้น",
        "summon": "{p0} Summon {card1} ลงช่อง {sq2}",
        "face_off": "Face-off: {card0} กับ {card1}: {faceoff}",
        "snatch": "{p0} แย่ง {card1}",
        "ward_block": "Ward Token บน {card0} กันการแย่งไว้ (เหลือ {b})",
        "ward": "{card0} ได้รับ Ward Token {b} ชิ้น",
        "power": "{card0} ได้พลัง {signed_b} {dur}",
        "ward_limit": "{card0} ได้รับ Ward Token {b} ชิ้น: การ์ดหนึ่งใบมี Ward Token ได้ไม่เกิน 99 ชิ้น",
        "power_limit": "{card0} ได้พลัง {signed_b} {dur}: การปรับพลังของการ์ดหนึ่งใบรวมกันได้ไม่เกิน 999 ทั้งบวกและลบ",
        "queue_limit": "ความสามารถของ {card0} รออยู่ใน Trigger Queue แล้ว จึงไม่ Trigger ซ้ำในการทำงานต่อเนื่องที่ยาวนี้",
        "expire": "พลัง {signed_b} ของ {card0} หมดอายุ",
        "to_void": "{card0} ไปยัง Void ของเจ้าของแบบ{face}",
        "to_hand": "{card0} กลับไปยัง Hand ของเจ้าของ",
        "sbc_void": "{card0} มีพลัง {b} จึงไปยัง Void ของเจ้าของ",
        "trigger": "ความสามารถของ {card0} ทำงาน",
        "no_target": "ความสามารถของ {card0} ไม่มีเป้าหมายที่ถูกต้อง จึงไม่เกิดผล",
        "decline": "{p2} เลือกไม่ใช้ความสามารถของ {card0}",
        "take_fpt": "{p0} รับ First Player Token",
        "reveal": "{p0} Reveal {card1} จาก Hand ของตน",
        "reveal_end": "{card1} กลับเป็นข้อมูลส่วนตัว",
        "no_summon": "{p0} ไม่มีการ์ดใน Hand จึงไม่ได้ Summon",
        "arena_full": "Arena เต็ม: เกมจะจบหลังเทิร์นนี้",
        "turn_end": "เทิร์นของ {p0} จบ (เล่นแล้ว {b} จาก 8)",
        "tie_break": "จำนวนเท่ากัน: {p0} ผู้ถือ First Player Token ชนะ",
        "concede": "{p0} ยอมแพ้",
        "game_end": "เกมจบ: {winner} ({b} ต่อ {c})",
    },
}
# Every kind of event there is a sentence for.
KINDS: frozenset[str] = frozenset(_TEXT["en"])

_FACEOFF = {
    "en": {1: "the summoned card is stronger", -1: "the target is stronger and snatches back",
           0: "equal power, nothing happens"},
    "th": {1: "การ์ดที่ถูก Summon แข็งแกร่งกว่า", -1: "เป้าหมายแข็งแกร่งกว่าและแย่งกลับ",
           0: "พลังเท่ากัน ไม่เกิดอะไร"},
}
_FACE = {"en": ("down", "up"), "th": ("คว่ำหน้า", "หงายหน้า")}
_WINNER = {"en": (", won by {p}", " in a draw"), "th": ("{p} ชนะ", "เสมอ")}


def describe(
    event: Event,
    defs: tuple[CardDef, ...],
    lang: str = "en",
    seat_name: Callable[[int], str] | None = None,
) -> str:
    """One sentence for ``event`` in ``lang``, naming cards from ``defs``.

    ``seat_name`` may give the players' own names; by default (and for a blank name)
    seats are "the first player" and "the second player".
    """
    lang = lang if lang in _TEXT else "en"
    _rule, kind, a, b, c = event
    seats = _SEAT[lang]

    def who(p: int) -> str:
        # Every placeholder is filled eagerly; a field that is not a seat is never shown.
        # A name stands where any noun phrase may (after "by", "for", "of"), never as a
        # verb's subject or with a possessive, so any name reads right; a blank name is
        # the seat's.
        if p not in (0, 1):
            return ""
        name = " ".join(seat_name(p).split()) if seat_name else ""
        return name or seats[p]

    def card(i: int) -> str:
        return defs[i].display_name(lang) if 0 <= i < len(defs) else ""

    template = _TEXT[lang].get(kind, kind)
    winner = _WINNER[lang][1] if a < 0 else _WINNER[lang][0].format(p=who(a))
    return template.format(
        p0=who(a),
        p2=who(c),
        card0=card(a),
        card1=card(b),
        sq2=square_name(c) if 0 <= c < 16 else "",
        b=b,
        c=c,
        signed_b=f"{b:+d}",
        dur=_DURATION[lang][c] if 0 <= c < 3 else "",
        face=_FACE[lang][1 if b == 1 else 0],
        faceoff=_FACEOFF[lang].get(c, ""),
        winner=winner,
        wards_b=_ward_tokens(lang, b),
    )


def _ward_tokens(lang: str, n: int) -> str:
    """``n`` Ward Tokens with the plural the language wants (Thai has none)."""
    if lang == "th":
        return f"Ward Token {n} ชิ้น"
    return f"{n} Ward Token" if n == 1 else f"{n} Ward Tokens"


def to_json(event: Event, defs: tuple[CardDef, ...]) -> dict[str, str]:
    """The referee's log entry: ``{"rule": …, "text": …}`` (formats.md)."""
    return {"rule": event[0], "text": describe(event, defs, "en")}
