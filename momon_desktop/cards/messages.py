"""Problems of card set, deck and shared deck files, in English and Thai.

A :class:`Problem` is one thing wrong with a file: where it is (the file, the card, the
line, the field) and what is wrong, as a message code with its parameters. It is
rendered in either interface language:

    starter.json: card "lantern-moth" (cards[3]): field "abilities[0].amount": ward needs an amount of at least 1
    starter.json: การ์ด "lantern-moth" (cards[3]): ฟิลด์ "abilities[0].amount": ward ต้องมี amount อย่างน้อย 1

``str(problem)`` is the English line, the one the command line prints and
``docs/cards.md`` documents. The Thai text keeps the game's terms, the field names and
the values of the format in English, since they are what the file contains.
"""

from __future__ import annotations

import errno
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from momon_desktop.strictjson import MESSAGES as JSON_MESSAGES

LANGUAGES: tuple[str, ...] = ("en", "th")


@dataclass(frozen=True, slots=True)
class OneOf:
    """A list of choices, rendered "a, b or c" in English and "a, b หรือ c" in Thai."""

    items: tuple[str, ...]
    quoted: bool = False

    def render(self, lang: str) -> str:
        items = [f'"{item}"' if self.quoted else item for item in self.items]
        if len(items) < 2:
            return "".join(items)
        word = "หรือ" if lang == "th" else "or"
        return ", ".join(items[:-1]) + f" {word} " + items[-1]


@dataclass(frozen=True, slots=True)
class Phrase:
    """A piece of text from outside the catalogue (a JSON parser's or the system's
    reason), with its English and Thai forms."""

    en: str
    th: str

    def render(self, lang: str) -> str:
        return self.th if lang == "th" else self.en


Param = str | int | OneOf | Phrase

# code: (English, Thai). Placeholders are ``{name}``; literal braces are doubled.
MESSAGES: Mapping[str, tuple[str, str]] = MappingProxyType({
    # Parsing the JSON (momon_desktop.strictjson).
    **JSON_MESSAGES,
    # Reading the file.
    "file_too_large": (
        "the file is too large ({size} bytes, more than the limit of {limit} bytes)",
        "ไฟล์ใหญ่เกินไป ({size} ไบต์ เกินขีดจำกัด {limit} ไบต์)",
    ),
    "file_too_large_read": (
        "the file is too large (more than the limit of {limit} bytes)",
        "ไฟล์ใหญ่เกินไป (เกินขีดจำกัด {limit} ไบต์)",
    ),
    "cannot_read": (
        "cannot read the file: {reason}",
        "อ่านไฟล์ไม่ได้: {reason}",
    ),
    "not_utf8": (
        "not UTF-8 text (bad byte at offset {offset})",
        "ไม่ใช่ข้อความ UTF-8 (พบไบต์ที่ผิดที่ตำแหน่ง {offset})",
    ),
    "json_syntax": (
        "not valid JSON at line {line}, column {column}: {detail}",
        "ไม่ใช่ JSON ที่ถูกต้องที่บรรทัด {line} คอลัมน์ {column}: {detail}",
    ),
    "set_id_reserved": (
        'the set id "{id}" is kept for the cards of a scenario file (the referee\'s); '
        "a card set of your own needs another id",
        'id ของชุดการ์ด "{id}" สงวนไว้สำหรับการ์ดในไฟล์สถานการณ์ของตัวตัดสิน '
        "ชุดการ์ดของคุณต้องใช้ id อื่น",
    ),
    # The shape of a value.
    "required": ("this field is required", "ต้องมีฟิลด์นี้"),
    "unknown_field": (
        "unknown field (the format has no field by this name)",
        "ไม่รู้จักฟิลด์นี้ (รูปแบบไฟล์ไม่มีฟิลด์ชื่อนี้)",
    ),
    "not_allowed": (
        "{value} is not allowed here; expected {expected}",
        "ใช้ {value} ตรงนี้ไม่ได้ ต้องเป็น {expected}",
    ),
    "whole_number": (
        "must be a whole number, not {value}",
        "ต้องเป็นจำนวนเต็ม ไม่ใช่ {value}",
    ),
    "text_string": (
        "must be a text string, not {value}",
        "ต้องเป็นข้อความในเครื่องหมายคำพูด ไม่ใช่ {value}",
    ),
    "true_false": (
        "must be true or false, not {value}",
        "ต้องเป็น true หรือ false ไม่ใช่ {value}",
    ),
    "list": ("must be a list, not {value}", "ต้องเป็นรายการ ([...]) ไม่ใช่ {value}"),
    "object": (
        "must be an object ({{...}}), not {value}",
        "ต้องเป็นออบเจกต์ ({{...}}) ไม่ใช่ {value}",
    ),
    "number": ("must be a number, not {value}", "ต้องเป็นตัวเลข ไม่ใช่ {value}"),
    "finite_number": ("must be a finite number", "ต้องเป็นตัวเลขที่มีค่าจำกัด"),
    "more_than": ("must be more than {limit}, not {value}", "ต้องมากกว่า {limit} ไม่ใช่ {value}"),
    "less_than": ("must be less than {limit}, not {value}", "ต้องน้อยกว่า {limit} ไม่ใช่ {value}"),
    "at_least": ("must be at least {limit}, not {value}", "ต้องไม่น้อยกว่า {limit} ไม่ใช่ {value}"),
    "at_most": ("must be at most {limit}, not {value}", "ต้องไม่เกิน {limit} ไม่ใช่ {value}"),
    "between": (
        "must be between -{limit} and {limit}",
        "ต้องอยู่ระหว่าง -{limit} ถึง {limit}",
    ),
    "empty": ("must not be empty", "ต้องไม่ว่างเปล่า"),
    "too_long": (
        "is too long ({length} characters; at most {limit})",
        "ยาวเกินไป ({length} ตัวอักษร ไม่เกิน {limit} ตัวอักษร)",
    ),
    "id_chars": (
        "{value} must use only lower-case letters, digits and '-'",
        "{value} ต้องใช้เฉพาะอักษรอังกฤษตัวเล็ก ตัวเลข และ '-'",
    ),
    "too_few_items": (
        "needs at least {limit} item(s)",
        "ต้องมีอย่างน้อย {limit} รายการ",
    ),
    "no_cards": ("a card set needs at least one card", "ชุดการ์ดต้องมีการ์ดอย่างน้อยหนึ่งใบ"),
    "too_many_items": (
        "has too many items ({count}; at most {limit})",
        "มีรายการมากเกินไป ({count} รายการ ไม่เกิน {limit})",
    ),
    "too_many_abilities": (
        "a card may have at most {limit} abilities, not {count}",
        "การ์ดหนึ่งใบมีความสามารถได้ไม่เกิน {limit} อย่าง ไม่ใช่ {count}",
    ),
    "too_many_cards": (
        "a card set may have at most {limit} cards, not {count}",
        "ชุดการ์ดหนึ่งชุดมีการ์ดได้ไม่เกิน {limit} ใบ ไม่ใช่ {count}",
    ),
    "null": (
        "must not be null; leave the field out instead",
        "เป็น null ไม่ได้ ถ้าไม่ใช้ให้ละฟิลด์นี้ไว้",
    ),
    "invalid": ("is not a valid value here", "ใช้ค่านี้ตรงนี้ไม่ได้"),
    # What a value means.
    "format_version": (
        "this app reads card set format version {version}, not {value}",
        "แอปนี้อ่านชุดการ์ดรูปแบบเวอร์ชัน {version} ไม่ใช่ {value}",
    ),
    "deck_format_version": (
        "this app reads deck format version {version}, not {value}",
        "แอปนี้อ่านเด็ครูปแบบเวอร์ชัน {version} ไม่ใช่ {value}",
    ),
    "duplicate_direction": (
        'the direction "{direction}" is listed more than once',
        'ทิศ "{direction}" มีซ้ำกันมากกว่าหนึ่งครั้ง',
    ),
    "ability_shape": (
        'an ability needs either "when" (a triggered ability) '
        'or "continuous" (a continuous ability)',
        'ความสามารถต้องมี "when" (ความสามารถที่ทำงานเมื่อเกิดเหตุการณ์) '
        'หรือ "continuous" (ความสามารถต่อเนื่อง) อย่างใดอย่างหนึ่ง',
    ),
    "unknown_continuous": (
        "unknown continuous ability {value}; expected {expected}",
        "ไม่รู้จักความสามารถต่อเนื่อง {value} ต้องเป็น {expected}",
    ),
    "whose_not_turn": (
        'only turn_start and end_of_turn take "whose", not {when}',
        'มีเพียง turn_start และ end_of_turn ที่ใช้ "whose" ได้ {when} ใช้ไม่ได้',
    ),
    "needs_target": (
        "{effect} needs a target: {targets}",
        "{effect} ต้องมี target: {targets}",
    ),
    "no_target": (
        "{effect} takes no target; it acts on a player",
        "{effect} ไม่มี target เพราะมีผลกับผู้เล่น",
    ),
    "ward_amount": (
        "ward needs an amount of at least 1",
        "ward ต้องมี amount อย่างน้อย 1",
    ),
    "power_amount": (
        "power needs an amount other than 0",
        "power ต้องมี amount ที่ไม่ใช่ 0",
    ),
    "no_amount": (
        "{effect} takes no amount; only ward and power do",
        "{effect} ไม่มี amount มีเพียง ward และ power ที่มี",
    ),
    "no_duration": (
        "{effect} takes no duration; only power does",
        "{effect} ไม่มี duration มีเพียง power ที่มี",
    ),
    "no_face": (
        "{effect} takes no face; only to_void does",
        "{effect} ไม่มี face มีเพียง to_void ที่มี",
    ),
    "game_start_target": (
        "a game_start ability works from the Hand while the Arena is empty (6.9.2), "
        "so {effect} would never find a target",
        "ความสามารถ game_start ทำงานจาก Hand ขณะที่ Arena ยังว่าง (6.9.2) "
        "{effect} จึงไม่มีวันหาเป้าหมายได้",
    ),
    "leaves_arena_self": (
        "a leaves_arena ability cannot target self: the card has left",
        "ความสามารถ leaves_arena ใช้ target เป็น self ไม่ได้ เพราะการ์ดออกไปแล้ว",
    ),
    "snatch_enemy": (
        "snatch needs an enemy target: {targets}",
        "snatch ต้องมี target เป็นฝ่ายตรงข้าม: {targets}",
    ),
    "continuous_zero": (
        "a continuous power ability needs an amount other than 0",
        "ความสามารถต่อเนื่องแบบ power ต้องมี amount ที่ไม่ใช่ 0",
    ),
    "text_needed": (
        "a card with abilities needs a text that explains them",
        "การ์ดที่มีความสามารถต้องมี text อธิบายความสามารถนั้น",
    ),
    "duplicate_id": (
        'the id "{id}" is already used by cards[{other}] in this file',
        'id "{id}" ถูกใช้แล้วโดย cards[{other}] ในไฟล์นี้',
    ),
    "set_loaded": (
        'a set with the id "{id}" is already loaded (from {other_source})',
        'มีชุดการ์ด id "{id}" โหลดไว้แล้ว (จาก {other_source})',
    ),
    "id_used_by_set": (
        'the id "{id}" is already used by set "{set}" (from {other_source})',
        'id "{id}" ถูกใช้แล้วโดยชุดการ์ด "{set}" (จาก {other_source})',
    ),
    "copy_failed": (
        "cannot copy the set into {folder}: {reason}",
        "คัดลอกชุดการ์ดไปไว้ใน {folder} ไม่ได้: {reason}",
    ),
    # A deck shared as text.
    "deck_text_too_long": (
        "too long for a deck ({length} characters; at most {limit})",
        "ยาวเกินกว่าจะเป็นเด็ค ({length} ตัวอักษร ไม่เกิน {limit})",
    ),
    "deck_text_too_many_lines": (
        "too many lines for a deck ({count}; at most {limit})",
        "มีบรรทัดมากเกินกว่าจะเป็นเด็ค ({count} บรรทัด ไม่เกิน {limit})",
    ),
    "deck_text_line_too_long": (
        "the line is too long ({length} characters; at most {limit})",
        "บรรทัดนี้ยาวเกินไป ({length} ตัวอักษร ไม่เกิน {limit})",
    ),
    "deck_text_header": (
        'a shared deck starts with the line "{header}"',
        'เด็คที่แชร์ต้องขึ้นต้นด้วยบรรทัด "{header}"',
    ),
    "deck_text_empty": (
        'the text is empty; a shared deck starts with "{header}"',
        'ข้อความว่างเปล่า เด็คที่แชร์ต้องขึ้นต้นด้วย "{header}"',
    ),
    "deck_text_twice": (
        '"{key}" is given twice (first on line {first})',
        '"{key}" มีซ้ำสองครั้ง (ครั้งแรกที่บรรทัด {first})',
    ),
    "deck_text_no_value": ('"{key}" needs a value', '"{key}" ต้องมีค่า'),
    "deck_text_name_too_long": (
        "the name is too long (at most {limit} characters)",
        "ชื่อยาวเกินไป (ไม่เกิน {limit} ตัวอักษร)",
    ),
    "deck_text_format": (
        'unknown format "{value}"; expected {expected}',
        'ไม่รู้จัก Format "{value}" ต้องเป็น {expected}',
    ),
    "deck_text_line": (
        'expected "COUNT CARD-ID" (for example "2 paddy-buffalo"), "name: ..." or '
        '"format: ...", not "{line}"',
        'ต้องเป็น "จำนวน id-การ์ด" (เช่น "2 paddy-buffalo"), "name: ..." หรือ '
        '"format: ..." ไม่ใช่ "{line}"',
    ),
    "deck_text_card_id": (
        "\"{value}\" is not a card id (lower-case letters, digits and '-')",
        "\"{value}\" ไม่ใช่ id ของการ์ด (อักษรอังกฤษตัวเล็ก ตัวเลข และ '-')",
    ),
    "deck_text_count": (
        "the count {value} is not a number of copies from 1 to {limit}",
        "จำนวน {value} ไม่ใช่จำนวนใบตั้งแต่ 1 ถึง {limit}",
    ),
    "deck_text_card_twice": (
        '"{id}" is already listed on line {first}; give all its copies on one line',
        '"{id}" มีอยู่แล้วที่บรรทัด {first} ให้ใส่จำนวนใบทั้งหมดไว้ในบรรทัดเดียว',
    ),
    "deck_text_missing": (
        'the line "{key}: ..." is missing',
        'ไม่มีบรรทัด "{key}: ..."',
    ),
})

# Reasons Python's JSON parser gives, in Thai (the English is the parser's own).
_JSON_DETAILS_TH: Mapping[str, str] = MappingProxyType({
    "Expecting value": "ต้องมีค่าตรงนี้",
    "Expecting ',' delimiter": "ขาดเครื่องหมาย ','",
    "Expecting ':' delimiter": "ขาดเครื่องหมาย ':'",
    "Expecting property name enclosed in double quotes":
        "ชื่อคีย์ต้องอยู่ในเครื่องหมายคำพูดคู่",
    "Unterminated string starting at": "ข้อความในเครื่องหมายคำพูดไม่มีเครื่องหมายปิด",
    "Invalid control character at": "มีอักขระควบคุมที่ใช้ไม่ได้",
    "Invalid \\escape": "ใช้เครื่องหมาย \\ ผิดรูปแบบ",
    "Invalid \\uXXXX escape": "รหัสอักขระ (\\ ตามด้วยเลขฐานสิบหกสี่หลัก) ผิดรูปแบบ",
    "Extra data": "มีข้อมูลเกินหลังจากจบค่า JSON แล้ว",
    "Illegal trailing comma before end of object": "มีเครื่องหมาย ',' เกินก่อนปิดออบเจกต์",
    "Illegal trailing comma before end of array": "มีเครื่องหมาย ',' เกินก่อนปิดรายการ",
})
_JSON_DETAIL_TH_OTHER = "รูปแบบไม่ถูกต้อง"

# Reasons the system gives for a file it cannot read or write, in Thai.
_OS_REASONS_TH: Mapping[int, str] = MappingProxyType({
    errno.ENOENT: "ไม่มีไฟล์นี้",
    errno.EACCES: "ไม่มีสิทธิ์เข้าถึงไฟล์นี้",
    errno.EPERM: "ไม่มีสิทธิ์เข้าถึงไฟล์นี้",
    errno.EISDIR: "เป็นโฟลเดอร์ ไม่ใช่ไฟล์",
    errno.ENOTDIR: "ส่วนหนึ่งของที่อยู่ไฟล์ไม่ใช่โฟลเดอร์",
    errno.ENAMETOOLONG: "ชื่อไฟล์ยาวเกินไป",
    errno.ELOOP: "ลิงก์ของไฟล์วนกลับมาที่เดิม",
    errno.EIO: "อ่านหรือเขียนดิสก์ผิดพลาด",
    errno.ENOSPC: "ดิสก์เต็ม",
    errno.EROFS: "ดิสก์นี้เขียนไม่ได้",
    errno.EBUSY: "ไฟล์กำลังถูกใช้งานอยู่",
})
_OS_REASON_TH_OTHER = "ระบบแจ้งข้อผิดพลาด"
_NOT_REGULAR_TH = "ไม่ใช่ไฟล์ธรรมดา (เป็นโฟลเดอร์ ท่อข้อมูล หรืออุปกรณ์)"


def json_detail(message: str) -> Phrase:
    """The reason of a :class:`json.JSONDecodeError` (its ``msg``) in both languages."""
    return Phrase(message, _JSON_DETAILS_TH.get(message, _JSON_DETAIL_TH_OTHER))


def os_reason(exc: OSError, not_regular: bool = False) -> Phrase:
    """Why the system could not read or write a file, in both languages; ``not_regular``
    for a path that is a folder, a FIFO or a device and was therefore not opened."""
    english = exc.strerror or str(exc)
    if not_regular:
        return Phrase(english, _NOT_REGULAR_TH)
    thai = _OS_REASONS_TH.get(exc.errno or 0)
    if thai is None:
        thai = f"{_OS_REASON_TH_OTHER} {exc.errno}" if exc.errno else _OS_REASON_TH_OTHER
    return Phrase(english, thai)


def render_param(value: Param, lang: str) -> str:
    """One parameter of a message in ``lang``."""
    if isinstance(value, OneOf | Phrase):
        return value.render(lang)
    return str(value)


@dataclass(frozen=True, slots=True)
class Problem:
    """One problem of a file: where it is and what is wrong (a code of
    :data:`MESSAGES` and its parameters).

    ``card_index`` is the card's index in ``cards`` (None outside the cards), with
    ``card_id`` when the card has a usable id; ``line`` is the line of a shared deck;
    ``field`` the JSON path of the field (``abilities[0].amount``, "" for none).
    """

    source: str
    code: str
    params: Mapping[str, Param] = field(default_factory=dict)
    card_index: int | None = None
    card_id: str | None = None
    field: str = ""
    line: int | None = None

    def __post_init__(self) -> None:
        if self.code not in MESSAGES:
            raise KeyError(f"no message {self.code!r}")

    def sentence(self, lang: str = "en") -> str:
        """What is wrong, in ``lang`` (English for any language but Thai)."""
        english, thai = MESSAGES[self.code]
        template = thai if lang == "th" else english
        return template.format_map({k: render_param(v, lang) for k, v in self.params.items()})

    def where(self, lang: str = "en") -> list[str]:
        """The parts of the location: file, card, line, field."""
        th = lang == "th"
        parts = [self.source]
        if self.card_index is not None:
            word = "การ์ด" if th else "card"
            if self.card_id:
                parts.append(f'{word} "{self.card_id}" (cards[{self.card_index}])')
            else:
                parts.append(f"{word} cards[{self.card_index}]")
        if self.line is not None:
            parts.append(f"{'บรรทัด' if th else 'line'} {self.line}")
        if self.field:
            parts.append(f'{"ฟิลด์" if th else "field"} "{self.field}"')
        return parts

    def text(self, lang: str = "en") -> str:
        """The whole line in ``lang``: ``FILE: card "ID" (cards[i]): field "PATH": SENTENCE``."""
        return ": ".join([*self.where(lang), self.sentence(lang)])

    def __str__(self) -> str:
        return self.text("en")
