"""Readable text for the events in :attr:`Game.log`.

An event is a tuple ``(rule, kind, a, b, c)``: the rule number it follows, what
happened, and three ints whose meaning depends on ``kind`` (card instances, squares,
players, amounts; -1 where unused; a face-off packs its two powers and the summoning
player into ``c``, see :func:`face_off_code`).  Keeping events as plain tuples keeps
the engine fast; this module turns them into sentences in English or Thai.

A sentence says in plain words what happened and what came of it; the rule number
stays beside it (the rules log shows it, the referee's JSON log keeps it as "rule"),
never inside it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from .carddefs import CardDef
from .official import square_name

Event = tuple[str, str, int, int, int]

_SEAT = {"en": ("the first player", "the second player"), "th": ("ผู้เล่นคนแรก", "ผู้เล่นคนที่สอง")}
_DURATION = {
    "en": ("until the end of the turn", "until its player's next turn begins",
           "while it stays on the Arena"),
    "th": ("จนจบเทิร์น", "จนถึงต้นเทิร์นถัดไปของผู้ควบคุม", "ขณะอยู่บน Arena"),
}

# A name stands where any noun phrase may (after "by", "for", "of", "to", or set off by
# a comma), never as a verb's subject or with a possessive, so any name reads right.
_TEXT: dict[str, dict[str, str]] = {
    "en": {
        "first_player": "The First Player Token goes to {p0}, who takes the first turn.",
        "game_start": "The game begins.",
        "turn_start": "Turn {b} of 8 begins for {p0}.",
        "summon": "{card1} is Summoned onto square {sq2} by {p0}.",
        "face_off": "{card0} of {ps} ({pw0}) and {card1} of {pt} ({pw1}) see each other: {faceoff}.",
        "snatch": "{card1} changes sides: {card2} takes it for {p0}.",
        "snatch_alone": "{card1} changes sides: it now plays for {p0}.",
        "ward_block": "{card0} is not taken: one of its Ward Tokens is used up instead ({b} left).",
        "ward": "{card0} gains {wards_b}: each one stops one attempt to take it.",
        "power": "{card0} gets {signed_b} power {dur}.",
        "ward_limit": "{card0} gains only {wards_b}: no card can hold more than 99.",
        "power_limit": "{card0} gets only {signed_b} power {dur}: the changes to one card's "
                       "power cannot add up to more than 999 either way.",
        "queue_limit": "{card0}'s ability is already waiting to take effect, so it is not "
                       "added again in this long run of abilities.",
        "expire": "The {signed_b} power on {card0} runs out.",
        "to_void": "{card0} leaves for its owner's Void, face {face}.",
        "to_hand": "{card0} goes back to its owner's Hand.",
        "sbc_void": "{card0}'s power is down to {b}, so it leaves for its owner's Void.",
        "trigger": "{card0}'s ability takes effect.",
        "no_target": "{card0}'s ability finds nothing it can act on, so nothing happens.",
        "decline": "{card0}'s ability is skipped, as chosen by {p2}.",
        "take_fpt": "{card1} gives the First Player Token to {p0}, who now wins a tied count.",
        "reveal": "Both players are shown {card1} from the Hand of {p0}.",
        "reveal_end": "{card1} is hidden again in the Hand of {p0}.",
        "no_summon": "Nothing is Summoned this turn: no card is left in the Hand of {p0}.",
        "arena_full": "The Arena is full, so the game ends after this turn.",
        "turn_end": "Turn {b} of 8 ends for {p0}.",
        "tie_break": "Both players control the same number of Momon: the win goes to the "
                     "First Player Token holder, {p0}.",
        "concede": "The game is given up by {p0}.",
        "game_end": "The game is won by {p0}, with {won} Momon against {lost}.",
        "game_end_loop": "The same position keeps coming back, so the game ends in a draw "
                         "({b} Momon to {c}).",
        "game_end_draw": "The game ends in a draw ({b} Momon to {c}).",
    },
    "th": {
        "first_player": "{p0} ถือ First Player Token และได้เล่นเทิร์นแรก",
        "game_start": "เกมเริ่มต้น",
        "turn_start": "เทิร์นที่ {b} ของ {p0} เริ่มขึ้น",
        "summon": "{p0} Summon {card1} ลงช่อง {sq2}",
        "face_off": "{card0} ของ {ps} ({pw0}) กับ {card1} ของ {pt} ({pw1}) มองเห็นกัน: {faceoff}",
        "snatch": "{card1} เปลี่ยนฝั่ง: {card2} แย่งมาให้ {p0}",
        "snatch_alone": "{card1} เปลี่ยนฝั่ง: ตอนนี้อยู่ฝั่งของ {p0}",
        "ward_block": "{card0} ไม่ถูกแย่ง: ใช้ Ward Token ไปหนึ่งชิ้นแทน (เหลือ {b})",
        "ward": "{card0} ได้รับ Ward Token {b} ชิ้น: แต่ละชิ้นกันการถูกแย่งได้หนึ่งครั้ง",
        "power": "{card0} ได้พลัง {signed_b} {dur}",
        "ward_limit": "{card0} ได้รับเพียง Ward Token {b} ชิ้น: การ์ดหนึ่งใบมี Ward Token ได้ไม่เกิน 99 ชิ้น",
        "power_limit": "{card0} ได้พลังเพียง {signed_b} {dur}: การปรับพลังของการ์ดหนึ่งใบรวมกันได้ไม่เกิน 999 ทั้งบวกและลบ",
        "queue_limit": "ความสามารถของ {card0} รอทำงานอยู่แล้ว จึงไม่ถูกเพิ่มซ้ำในความสามารถที่ทำงานต่อเนื่องยาวนี้",
        "expire": "พลัง {signed_b} ของ {card0} หมดผลแล้ว",
        "to_void": "{card0} ไปยัง Void ของเจ้าของแบบ{face}",
        "to_hand": "{card0} กลับไปยัง Hand ของเจ้าของ",
        "sbc_void": "พลังของ {card0} ลดเหลือ {b} จึงไปยัง Void ของเจ้าของ",
        "trigger": "ความสามารถของ {card0} เกิดผล",
        "no_target": "ความสามารถของ {card0} ไม่มีสิ่งที่ทำได้ จึงไม่เกิดอะไรขึ้น",
        "decline": "ความสามารถของ {card0} ถูกข้ามไป ตามที่ {p2} เลือก",
        "take_fpt": "{card1} มอบ First Player Token ให้ {p0} ซึ่งจะชนะเมื่อนับได้เท่ากัน",
        "reveal": "{p0} Reveal {card1} จาก Hand ของตนให้ทั้งสองฝ่ายเห็น",
        "reveal_end": "{card1} กลับไปซ่อนใน Hand ของ {p0}",
        "no_summon": "{p0} ไม่มีการ์ดใน Hand จึงไม่ได้ Summon ในเทิร์นนี้",
        "arena_full": "Arena เต็มแล้ว เกมจึงจบหลังเทิร์นนี้",
        "turn_end": "เทิร์นของ {p0} จบ (เล่นแล้ว {b} จาก 8)",
        "tie_break": "ทั้งสองฝ่ายควบคุม Momon ได้เท่ากัน: {p0} ผู้ถือ First Player Token ชนะ",
        "concede": "{p0} ยอมแพ้",
        "game_end": "เกมจบ: {p0} ชนะ ด้วย Momon {won} ต่อ {lost}",
        "game_end_loop": "ตำแหน่งเดิมวนกลับมาซ้ำไม่รู้จบ เกมจึงจบเสมอ (Momon {b} ต่อ {c})",
        "game_end_draw": "เกมจบเสมอ (Momon {b} ต่อ {c})",
    },
}
# The sentences an event kind may take besides its own.
_VARIANTS = {"snatch_alone", "game_end_loop", "game_end_draw"}
# Every kind of event there is a sentence for.
KINDS: frozenset[str] = frozenset(_TEXT["en"]) - _VARIANTS

_FACEOFF = {
    "en": {1: "{card0} is stronger", -1: "{card1} is stronger and strikes back",
           0: "their power is equal, so neither card is taken"},
    "th": {1: "{card0} แข็งแกร่งกว่า", -1: "{card1} แข็งแกร่งกว่าและแย่งกลับ",
           0: "พลังเท่ากัน จึงไม่มีใบใดถูกแย่ง"},
}
_FACE = {"en": ("down", "up"), "th": ("คว่ำหน้า", "หงายหน้า")}

# A face-off's powers are packed into one int: the target's power offset by _HALF in the
# low _BITS bits, the summoned card's power above them, and the summoning player below.
_BITS = 24
_HALF = 1 << (_BITS - 1)


class FaceOff(NamedTuple):
    """What a face-off event records: the powers compared and who summoned."""

    summoned_power: int
    target_power: int
    player: int

    @property
    def outcome(self) -> int:
        """1: the summoned card is stronger; -1: the target is; 0: equal power."""
        return (self.summoned_power > self.target_power) - (self.summoned_power < self.target_power)


_SCALE = 1 << _BITS


def face_off_code(summoned_power: int, target_power: int, player: int) -> int:
    """The ``c`` of a face-off event (P10.3): both powers and the summoning player.

    The same number as ``(((summoned << BITS) + target + HALF) << 1) | player``, made
    with the multiplications and additions the interpreter does fastest.
    """
    return ((summoned_power * _SCALE + target_power + _HALF) * 2) + player


def face_off(c: int) -> FaceOff:
    """The powers and the summoning player a face-off event's ``c`` holds."""
    rest = c >> 1
    return FaceOff(rest >> _BITS, (rest & ((1 << _BITS) - 1)) - _HALF, c & 1)


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
    rule, kind, a, b, c = event
    seats = _SEAT[lang]

    def who(p: int) -> str:
        # Every placeholder is filled eagerly; a field that is not a seat is never shown.
        if p not in (0, 1):
            return ""
        name = " ".join(seat_name(p).split()) if seat_name else ""
        return name or seats[p]

    def card(i: int) -> str:
        return defs[i].display_name(lang) if 0 <= i < len(defs) else ""

    key = kind
    if kind == "snatch" and not 0 <= c < len(defs):
        key = "snatch_alone"
    elif kind == "game_end" and a < 0:
        key = "game_end_loop" if rule == "P11.7" else "game_end_draw"
    template = _TEXT[lang].get(key, kind)
    fields = {"card0": card(a), "card1": card(b)}
    fo = face_off(c) if kind == "face_off" else FaceOff(0, 0, -1)
    return template.format(
        p0=who(a),
        p2=who(c),
        card2=card(c),
        sq2=square_name(c) if 0 <= c < 16 else "",
        b=b,
        c=c,
        signed_b=f"{b:+d}",
        dur=_DURATION[lang][c] if 0 <= c < 3 else "",
        face=_FACE[lang][1 if b == 1 else 0],
        faceoff=_FACEOFF[lang].get(fo.outcome, "").format(**fields) if fo.player >= 0 else "",
        ps=who(fo.player),
        pt=who(1 - fo.player) if fo.player >= 0 else "",
        pw0=fo.summoned_power,
        pw1=fo.target_power,
        won=b if a == 0 else c,
        lost=c if a == 0 else b,
        wards_b=_ward_tokens(lang, b),
        **fields,
    )


def _ward_tokens(lang: str, n: int) -> str:
    """``n`` Ward Tokens with the plural the language wants (Thai has none)."""
    if lang == "th":
        return f"Ward Token {n} ชิ้น"
    return f"{n} Ward Token" if n == 1 else f"{n} Ward Tokens"


def to_json(event: Event, defs: tuple[CardDef, ...]) -> dict[str, str]:
    """The referee's log entry: ``{"rule": …, "text": …}`` (formats.md)."""
    return {"rule": event[0], "text": describe(event, defs, "en")}
