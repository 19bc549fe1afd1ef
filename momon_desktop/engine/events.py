"""Readable text for the events in :attr:`Game.log`.

An event is a tuple ``(rule, kind, a, b, c)``: the rule number it follows, what
happened, and three ints whose meaning depends on ``kind`` (card instances, squares,
players, amounts; -1 where unused; a face-off packs its two powers and the summoning
player into ``c``, see :func:`face_off_code`).  Keeping events as plain tuples keeps
the engine fast; this module is the one place that reads them: :func:`decode` and
:func:`decode_all` turn them into named, typed events (:class:`Summoned`,
:class:`Snatched`, :class:`FaceOff`, ...) for everyone outside the engine, and
:func:`describe` into sentences in English or Thai.

A sentence says in plain words what happened and what came of it; the rule number
stays beside it (the rules log shows it, the referee's JSON log keeps it as "rule"),
never inside it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal, NamedTuple, NewType

from .carddefs import CardDef
from .official import square_name
from .provisional import CHAIN_LIMIT

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
        "game_end_chain": f"The abilities have resolved {CHAIN_LIMIT:,} times in a row and "
                          "still go on, so the game ends in a draw ({b} Momon to {c}).",
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
        "game_end_chain": f"ความสามารถทำงานต่อกันครบ {CHAIN_LIMIT:,} ครั้งแล้วยังไม่หยุด "
                          "เกมจึงจบเสมอ (Momon {b} ต่อ {c})",
    },
}
# The sentences an event kind may take besides its own.
_VARIANTS = {"snatch_alone", "game_end_loop", "game_end_draw", "game_end_chain"}
# The sentence of a draw by the rule that ended the game: a repeat (P11.7), a chain at
# its limit (PD.7), else the count.
_DRAW_TEXT = {"P11.7": "game_end_loop", "PD.7": "game_end_chain"}
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


class FaceOffPowers(NamedTuple):
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


def face_off(c: int) -> FaceOffPowers:
    """The powers and the summoning player a face-off event's ``c`` holds."""
    rest = c >> 1
    return FaceOffPowers(rest >> _BITS, (rest & ((1 << _BITS) - 1)) - _HALF, c & 1)


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
        key = _DRAW_TEXT.get(rule, "game_end_draw")
    template = _TEXT[lang].get(key, kind)
    fields = {"card0": card(a), "card1": card(b)}
    fo = face_off(c) if kind == "face_off" else FaceOffPowers(0, 0, -1)
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


# ---------------------------------------------------------------------- typed events

Seat = NewType("Seat", int)
"""A player's seat: 0 for the first player, 1 for the second (6.7)."""
Square = NewType("Square", int)
"""An Arena square, 0 to 15 (4.2.1)."""
Card = NewType("Card", int)
"""A card instance of the game: its index in the two decks, the first player's first."""
Destination = Literal["void", "hand"]


@dataclass(frozen=True, slots=True)
class GameEvent:
    """What happened, following the rule numbered ``rule``."""

    rule: str


@dataclass(frozen=True, slots=True)
class FirstPlayerChosen(GameEvent):
    """6.7: ``seat`` receives the First Player Token and takes the first turn."""

    seat: Seat


@dataclass(frozen=True, slots=True)
class GameStarted(GameEvent):
    """6.9.2: the game begins."""


@dataclass(frozen=True, slots=True)
class TurnStarted(GameEvent):
    """7.1.1: turn ``turn`` (1 to 8) of ``seat`` begins."""

    seat: Seat
    turn: int


@dataclass(frozen=True, slots=True)
class TurnEnded(GameEvent):
    """P8.4: turn ``turn`` of ``seat`` ends."""

    seat: Seat
    turn: int


@dataclass(frozen=True, slots=True)
class Summoned(GameEvent):
    """P9.1: ``seat`` Summons ``card`` onto ``square`` (P8.2 for the turn Summon, P9.2
    for a Summon an ability makes)."""

    seat: Seat
    card: Card
    square: Square


@dataclass(frozen=True, slots=True)
class FaceOff(GameEvent):
    """P10.3(a): the summoned ``card`` of ``seat`` and the ``target`` it tries to snatch
    see each other and compare their current powers."""

    card: Card
    target: Card
    card_power: int
    target_power: int
    seat: Seat

    @property
    def outcome(self) -> int:
        """1: the summoned card is stronger; -1: the target is (a counter-snatch); 0:
        equal power, neither is taken."""
        return (self.card_power > self.target_power) - (self.card_power < self.target_power)


@dataclass(frozen=True, slots=True)
class Snatched(GameEvent):
    """P10.5: ``card`` changes sides, from ``before`` to ``seat``; ``by_card`` is the
    card whose Snatch Check, counter-snatch or ability took it (None: an ability of a
    card that has left the Arena since)."""

    card: Card
    seat: Seat
    by_card: Card | None

    @property
    def before(self) -> Seat:
        """The seat that controlled ``card`` until now: a card is only ever snatched from
        the opponent (P10.2, P11.5)."""
        return Seat(1 - self.seat)


@dataclass(frozen=True, slots=True)
class WardBlocked(GameEvent):
    """P10.4: a Ward Token on ``card`` is used up instead of the card being snatched by
    ``by_seat``; ``wards`` are left on it."""

    card: Card
    wards: int
    by_seat: Seat


@dataclass(frozen=True, slots=True)
class WardsGained(GameEvent):
    """P10.4: ``card`` gains ``amount`` Ward Tokens from the ability of ``source``;
    ``limited`` when fewer were placed than asked, for the limit of 99 (PD.12).
    ``wards`` is how many it holds then (-1 when decoded without the Arena)."""

    card: Card
    amount: int
    source: Card
    limited: bool = False
    wards: int = -1


@dataclass(frozen=True, slots=True)
class PowerChanged(GameEvent):
    """P11.4: ``card`` gets ``amount`` power for ``duration`` (0: until the end of the
    turn, 1: until its player's next turn begins, 2: while it stays on the Arena);
    ``limited`` when the limit of 999 cut it short (PD.13)."""

    card: Card
    amount: int
    duration: int
    limited: bool = False


@dataclass(frozen=True, slots=True)
class PowerExpired(GameEvent):
    """P11.4: the ``amount`` of power on ``card`` runs out."""

    card: Card
    amount: int
    duration: int


@dataclass(frozen=True, slots=True)
class LeftArena(GameEvent):
    """4.5.5: ``card`` leaves ``square`` for its owner's Void or Hand: through the ability
    of ``source`` (4.5.1, P11.5), or because its power fell to ``power`` (P11.6, then
    ``source`` is None). ``square`` is -1 when decoded without the Arena."""

    card: Card
    destination: Destination
    face_up: bool
    source: Card | None
    power: int | None = None
    square: int = -1


@dataclass(frozen=True, slots=True)
class AbilityEvent(GameEvent):
    """What befell ability ``ability`` of ``card``, controlled by ``seat`` (each kind
    below says what)."""

    card: Card
    ability: int
    seat: Seat


@dataclass(frozen=True, slots=True)
class AbilityTriggered(AbilityEvent):
    """P11.3: the ability takes effect."""


@dataclass(frozen=True, slots=True)
class AbilityFoundNothing(AbilityEvent):
    """P11.5: the ability has nothing to act on."""


@dataclass(frozen=True, slots=True)
class AbilityDeclined(AbilityEvent):
    """P11.5: ``seat`` chooses not to use the optional ability."""


@dataclass(frozen=True, slots=True)
class AbilityNotRequeued(AbilityEvent):
    """PD.14: the ability already waits in the Trigger Queue."""


# the engine's kind of each ability event
_ABILITY_EVENTS: dict[str, type[AbilityEvent]] = {
    "trigger": AbilityTriggered,
    "no_target": AbilityFoundNothing,
    "decline": AbilityDeclined,
    "queue_limit": AbilityNotRequeued,
}


@dataclass(frozen=True, slots=True)
class FirstPlayerTokenTaken(GameEvent):
    """6.8: the ability of ``by_card`` gives the First Player Token to ``seat``."""

    seat: Seat
    by_card: Card


@dataclass(frozen=True, slots=True)
class Revealed(GameEvent):
    """4.7.1: ``card`` of the Hand of ``seat`` is shown to both players (the ability of
    ``source`` asks for it)."""

    seat: Seat
    card: Card
    source: Card


@dataclass(frozen=True, slots=True)
class RevealEnded(GameEvent):
    """4.7.2: ``card`` is hidden again in the Hand of ``seat``."""

    seat: Seat
    card: Card


@dataclass(frozen=True, slots=True)
class NoSummon(GameEvent):
    """P8.2: ``seat`` has no card in Hand, so Summons nothing this turn."""

    seat: Seat


@dataclass(frozen=True, slots=True)
class ArenaFull(GameEvent):
    """7.2.1: the Arena is full; the game ends after the turn of ``seat``."""

    seat: Seat


@dataclass(frozen=True, slots=True)
class TieBroken(GameEvent):
    """7.3.3: equal counts; the win goes to ``seat``, who holds the First Player Token."""

    seat: Seat


@dataclass(frozen=True, slots=True)
class Conceded(GameEvent):
    """7.6.1: ``seat`` concedes."""

    seat: Seat


@dataclass(frozen=True, slots=True)
class GameEnded(GameEvent):
    """7.3: the game ends, won by ``winner`` (None: a draw) with ``momon`` controlled by
    the first and the second player; a draw by a repeating position follows P11.7, one by
    a chain that reached its limit PD.7."""

    winner: Seat | None
    momon: tuple[int, int]

    @property
    def forced_loop(self) -> bool:
        """Whether the game ended because the same position kept coming back (P11.7) or
        a chain reached its limit (PD.7)."""
        return self.winner is None and self.rule in ("P11.7", "PD.7")


def _card(i: int) -> Card | None:
    return Card(i) if i >= 0 else None


def decode(event: Event, squares: list[int] | None = None,
           wards: list[int] | None = None) -> GameEvent:
    """The named, typed event the engine's tuple ``event`` stands for.

    ``squares`` and ``wards`` (each card instance's square, -1 off the Arena, and its
    Ward Tokens) let a :class:`LeftArena` say the square it left and a
    :class:`WardsGained` the tokens it holds; they are kept up to date with the event,
    so :func:`decode_all` passes them from one event to the next.
    Raises ValueError for a kind the engine never logs.
    """
    rule, kind, a, b, c = event
    if kind == "summon":
        if squares is not None:
            squares[b] = c
        if wards is not None:
            wards[b] = 0
        return Summoned(rule, Seat(a), Card(b), Square(c))
    if kind == "face_off":
        fo = face_off(c)
        return FaceOff(rule, Card(a), Card(b), fo.summoned_power, fo.target_power, Seat(fo.player))
    if kind == "snatch":
        return Snatched(rule, Card(b), Seat(a), _card(c))
    if kind == "ward_block":
        if wards is not None:
            wards[a] = b
        return WardBlocked(rule, Card(a), b, Seat(c))
    if kind in ("ward", "ward_limit"):
        total = -1
        if wards is not None:
            wards[a] += b
            total = wards[a]
        return WardsGained(rule, Card(a), b, Card(c), kind == "ward_limit", total)
    if kind in ("to_void", "to_hand", "sbc_void"):
        square = -1
        if squares is not None:
            square, squares[a] = squares[a], -1
        if wards is not None:
            wards[a] = 0
        if kind == "to_void":
            return LeftArena(rule, Card(a), "void", b == 1, Card(c), None, square)
        if kind == "to_hand":
            return LeftArena(rule, Card(a), "hand", False, Card(b), None, square)
        return LeftArena(rule, Card(a), "void", False, None, b, square)
    return _decode_plain(rule, kind, a, b, c)


def _decode_plain(rule: str, kind: str, a: int, b: int, c: int) -> GameEvent:
    """The events that neither move a card on the Arena nor change its Ward Tokens."""
    if kind == "turn_start":
        return TurnStarted(rule, Seat(a), b)
    if kind == "turn_end":
        return TurnEnded(rule, Seat(a), b)
    if kind in ("power", "power_limit"):
        return PowerChanged(rule, Card(a), b, c, kind == "power_limit")
    if kind == "expire":
        return PowerExpired(rule, Card(a), b, c)
    ability = _ABILITY_EVENTS.get(kind)
    if ability is not None:
        return ability(rule, Card(a), b, Seat(c))
    if kind == "take_fpt":
        return FirstPlayerTokenTaken(rule, Seat(a), Card(b))
    if kind == "reveal":
        return Revealed(rule, Seat(a), Card(b), Card(c))
    if kind == "reveal_end":
        return RevealEnded(rule, Seat(a), Card(b))
    if kind == "first_player":
        return FirstPlayerChosen(rule, Seat(a))
    if kind == "game_start":
        return GameStarted(rule)
    if kind == "no_summon":
        return NoSummon(rule, Seat(a))
    if kind == "arena_full":
        return ArenaFull(rule, Seat(a))
    if kind == "tie_break":
        return TieBroken(rule, Seat(a))
    if kind == "concede":
        return Conceded(rule, Seat(a))
    if kind == "game_end":
        return GameEnded(rule, Seat(a) if a >= 0 else None, (b, c))
    raise ValueError(f"the engine logs no event of kind {kind!r}")


def decode_all(events: Sequence[Event], squares: Sequence[int],
               wards: Sequence[int]) -> tuple[GameEvent, ...]:
    """``events`` decoded in order, starting from an Arena where each card instance is
    on ``squares`` (-1: not on the Arena) with ``wards`` Ward Tokens (see :func:`decode`)."""
    where, tokens = list(squares), list(wards)
    return tuple(decode(e, where, tokens) for e in events)
