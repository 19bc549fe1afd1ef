"""Problems of game records, moves, small data files and matches, in English and Thai.

A :class:`Text` is one message: a code of :data:`MESSAGES` and its parameters. An
error of this package keeps one, so that an interface shows it in its language::

    save.momon.json: the file is empty
    save.momon.json: ไฟล์ว่างเปล่า

``str(error)`` and ``error.message`` stay the English text (the command line and the
referee print it, ``docs/records.md`` documents it); ``error.text(lang)`` gives it in
``lang``. The Thai texts keep the game's terms, the field names and the values of the
formats in English, since they are what the files contain.

The card sets' message machinery (:mod:`momon_desktop.cards.messages`) renders the
problems of a card set or a deck found inside a record, and gives the Thai forms of
the system's and the JSON parser's reasons.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Protocol, runtime_checkable

from momon_desktop.cards.errors import DataFileError
from momon_desktop.cards.errors import show as show
from momon_desktop.cards.formats import DeckReason
from momon_desktop.cards.messages import Phrase, json_detail
from momon_desktop.cards.messages import os_reason as _card_os_reason
from momon_desktop.safefile import FileTooLarge, NotRegularFile
from momon_desktop.strictjson import JsonValueError

__all__ = [
    "MESSAGES",
    "CardSetLines",
    "DeckReasons",
    "Joined",
    "Localized",
    "Phrase",
    "Text",
    "error_text",
    "json_detail",
    "json_value_reason",
    "os_reason",
    "plain",
    "show",
    "size_detail",
]


@runtime_checkable
class Localized(Protocol):
    """Anything with a rendering in each interface language."""

    def render(self, lang: str) -> str: ...


Param = str | int | Localized


def _render(value: Param, lang: str) -> str:
    if isinstance(value, str | int):
        return str(value)
    return value.render(lang)


# code: (English, Thai). Placeholders are ``{name}``; literal braces are doubled.
MESSAGES: Mapping[str, tuple[str, str]] = MappingProxyType({
    # Where: a problem in a file, a problem in a move.
    "in_file": ("{file}: {problem}", "{file}: {problem}"),
    # Reading a file.
    "empty_file": ("the file is empty", "ไฟล์ว่างเปล่า"),
    "not_utf8": (
        "the file is not UTF-8 text (bad byte at offset {offset})",
        "ไฟล์ไม่ใช่ข้อความ UTF-8 (พบไบต์ที่ผิดที่ตำแหน่ง {offset})",
    ),
    "cannot_read": ("cannot read the file: {reason}", "อ่านไฟล์ไม่ได้: {reason}"),
    "no_such_file": ("there is no such file", "ไม่มีไฟล์นี้"),
    "too_large": ("the file is too large ({detail})", "ไฟล์ใหญ่เกินไป ({detail})"),
    "too_large_record": (
        "the file is too large to be a game record ({detail})",
        "ไฟล์ใหญ่เกินกว่าจะเป็นบันทึกเกม ({detail})",
    ),
    "size_detail": (
        "{size} bytes, more than the limit of {limit} bytes",
        "{size} ไบต์ เกินขีดจำกัด {limit} ไบต์",
    ),
    "size_detail_read": (
        "more than the limit of {limit} bytes",
        "เกินขีดจำกัด {limit} ไบต์",
    ),
    "not_json_at": (
        "the file is not valid JSON (line {line}, column {column})",
        "ไฟล์ไม่ใช่ JSON ที่ถูกต้อง (บรรทัด {line} คอลัมน์ {column})",
    ),
    "not_json_because": (
        "the file is not valid JSON ({reason})",
        "ไฟล์ไม่ใช่ JSON ที่ถูกต้อง ({reason})",
    ),
    "not_object": ("the file does not hold a JSON object", "ไฟล์ไม่ได้เก็บออบเจกต์ JSON"),
    "no_format_version": ('the file has no "format_version"', 'ไฟล์ไม่มี "format_version"'),
    "small_newer": (
        "the file was written by a newer Momon Desktop (format {found}; this version reads "
        "format {version})",
        "ไฟล์นี้เขียนโดย Momon Desktop รุ่นที่ใหม่กว่า (รูปแบบ {found} รุ่นนี้อ่านได้เฉพาะ"
        "รูปแบบ {version})",
    ),
    "rating_score": (
        "a score is 1 (a win), 0.5 (a draw) or 0 (a loss)",
        "คะแนนต้องเป็น 1 (ชนะ) 0.5 (เสมอ) หรือ 0 (แพ้)",
    ),
    "small_version": (
        '"format_version" is {found}, not {version}',
        '"format_version" เป็น {found} ไม่ใช่ {version}',
    ),
    # A game record: its JSON.
    "record_truncated": (
        "the file is truncated: its JSON ends early (line {line}, column {column})",
        "ไฟล์ขาดหาย: JSON จบก่อนถึงท้ายไฟล์ (บรรทัด {line} คอลัมน์ {column})",
    ),
    "record_corrupt_json": (
        "the file is corrupt: not valid JSON at line {line}, column {column}: {detail}",
        "ไฟล์เสียหาย: ไม่ใช่ JSON ที่ถูกต้องที่บรรทัด {line} คอลัมน์ {column}: {detail}",
    ),
    "record_corrupt": ("the file is corrupt: {detail}", "ไฟล์เสียหาย: {detail}"),
    "record_not_object": (
        "not a Momon Desktop game record: the file is not a JSON object",
        "ไม่ใช่บันทึกเกมของ Momon Desktop: ไฟล์ไม่ใช่ออบเจกต์ JSON",
    ),
    "record_no_version": (
        'not a Momon Desktop game record: there is no "format_version"',
        'ไม่ใช่บันทึกเกมของ Momon Desktop: ไม่มี "format_version"',
    ),
    "record_version_number": (
        '"format_version" must be a whole number, not {value}',
        '"format_version" ต้องเป็นจำนวนเต็ม ไม่ใช่ {value}',
    ),
    "record_newer": (
        "this game was saved by a newer Momon Desktop (record format {found}; this "
        "version, {app}, reads formats up to {version}): update Momon Desktop to open it",
        "เกมนี้บันทึกด้วย Momon Desktop รุ่นที่ใหม่กว่า (บันทึกเกมรูปแบบ {found} รุ่นนี้ "
        "{app} อ่านได้ถึงรูปแบบ {version}) โปรดอัปเดต Momon Desktop เพื่อเปิดเกมนี้",
    ),
    "record_unknown_version": (
        "unknown record format version {version}",
        "ไม่รู้จักบันทึกเกมรูปแบบเวอร์ชัน {version}",
    ),
    "checks_null": (
        'record: field "checks": a record of format {version} lists its checks, one for '
        "the start and one for every move; it cannot be null",
        'บันทึกเกม: ฟิลด์ "checks": บันทึกเกมรูปแบบ {version} ต้องมีรายการ checks '
        "หนึ่งค่าสำหรับตอนเริ่มและหนึ่งค่าสำหรับทุก move จะเป็น null ไม่ได้",
    ),
    "problems": ("{problems}", "{problems}"),
    # A game record: its fields (the validators of GameRecord and its parts).
    "seat_person": (
        'a "person" seat has no "level", "style" or "profile"',
        'ที่นั่ง "person" ไม่มี "level", "style" หรือ "profile"',
    ),
    "seat_level_style": (
        'a "{kind}" seat needs a "level" and a "style"',
        'ที่นั่ง "{kind}" ต้องมี "level" และ "style"',
    ),
    "seat_profile": (
        '"profile" belongs to an "opponent" seat, and an "opponent" seat needs one',
        '"profile" ใช้กับที่นั่ง "opponent" เท่านั้น และที่นั่ง "opponent" ต้องมี "profile"',
    ),
    "random_seed": (
        'a "random" first player needs the "seed" that chose it',
        'การเลือกผู้เล่นคนแรกแบบ "random" ต้องมี "seed" ที่ใช้เลือก',
    ),
    "seed_only_random": (
        '"seed" belongs only to the "random" method, not "{method}"',
        '"seed" ใช้กับวิธี "random" เท่านั้น ไม่ใช่ "{method}"',
    ),
    "move_key_long": (
        "move {index}: a field name {length} characters long is not one of a move (they are "
        "at most {limit})",
        "move {index}: ชื่อฟิลด์ที่ยาว {length} ตัวอักษรไม่ใช่ฟิลด์ของ move "
        "(ชื่อฟิลด์ของ move ยาวไม่เกิน {limit} ตัวอักษร)",
    ),
    "move_value_long": (
        "move {index}: {key} is {length} characters long, more than the {limit} a card id "
        "or a square can be",
        "move {index}: {key} ยาว {length} ตัวอักษร เกินกว่าที่ id ของการ์ดหรือช่องจะยาวได้ "
        "({limit} ตัวอักษร)",
    ),
    "not_a_time": (
        "{value} is not a date and time such as 2026-01-31T12:00:00Z",
        "{value} ไม่ใช่วันที่และเวลา เช่น 2026-01-31T12:00:00Z",
    ),
    "time_zone": (
        "the time needs a time zone (for example Z for UTC)",
        "เวลาต้องมีเขตเวลา (เช่น Z สำหรับเวลา UTC)",
    ),
    "time_range": (
        "{value} is not a time from 1970 to 9998",
        "{value} ไม่ใช่เวลาในช่วงปี 1970 ถึง 9998",
    ),
    "not_unicode": (
        "holds {value}, which is not a character (a lone surrogate)",
        "มี {value} ซึ่งไม่ใช่ตัวอักษร (รหัสครึ่งคู่ที่ขาดอีกครึ่ง)",
    ),
    "kept_field": ('field "{field}": {reason}', 'ฟิลด์ "{field}": {reason}'),
    # The recent games list (storage.locations).
    "recent_unusable": (
        "the recent games list could not be used ({problem}); it starts empty and is "
        "written anew with the next game",
        "ใช้รายการเกมล่าสุดไม่ได้ ({problem}) รายการจะเริ่มว่างเปล่าและเขียนใหม่เมื่อมีเกมถัดไป",
    ),
    "recent_left_out": (
        "entry {number} of the recent games list was left out: {problem}",
        "ข้ามรายการที่ {number} ของรายการเกมล่าสุด: {problem}",
    ),
    "recent_entry": (
        "the game cannot be put on the recent games list: {problem}",
        "ใส่เกมนี้ในรายการเกมล่าสุดไม่ได้: {problem}",
    ),
    "hosted_unusable": (
        "the table hosted for a friend could not be opened again ({problem}); the file "
        "was kept as {kept}, and the unfinished game is offered as a game at this computer",
        "เปิดโต๊ะที่จัดไว้ให้เพื่อนอีกครั้งไม่ได้ ({problem}) เก็บไฟล์ไว้เป็น {kept} "
        "และเกมที่ยังไม่จบจะเล่นต่อได้ที่คอมพิวเตอร์เครื่องนี้",
    ),
    "solved_unusable": (
        "the list of solved puzzles could not be used ({problem}); it starts empty",
        "ใช้รายการปริศนาที่แก้แล้วไม่ได้ ({problem}) รายการจะเริ่มว่างเปล่า",
    ),
    # Settings (ui.core.settings).
    "setting_left_out": (
        'the setting "{key}" could not be used ({problem}); its default takes its place',
        'ใช้การตั้งค่า "{key}" ไม่ได้ ({problem}) จึงใช้ค่าเริ่มต้นแทน',
    ),
    "setting_not_text": ("it is not a text", "ไม่ใช่ข้อความ"),
    "setting_too_long": (
        "it is {length} characters long, more than {limit}",
        "ยาว {length} ตัวอักษร เกิน {limit}",
    ),
    "setting_not_one_of": (
        "{value} is not one of {choices}",
        "{value} ไม่ใช่ค่าใดค่าหนึ่งใน {choices}",
    ),
    "setting_not_flag": ("{value} is not true or false", "{value} ไม่ใช่ true หรือ false"),
    "setting_not_bytes": (
        "it is not the window's saved size and place",
        "ไม่ใช่ขนาดและตำแหน่งของหน้าต่างที่บันทึกไว้",
    ),
    "setting_too_large": (
        "it is {size} bytes, more than {limit}",
        "มีขนาด {size} ไบต์ เกิน {limit}",
    ),
    "set_aside_not_a_file": (
        "{name} was not a plain file (a folder, a link or a pipe); it was moved aside as "
        "{kept}",
        "{name} ไม่ใช่ไฟล์ธรรมดา (เป็นโฟลเดอร์ ลิงก์ หรือท่อข้อมูล) จึงย้ายไปเก็บไว้เป็น {kept}",
    ),
    "recent_cannot_write": (
        "cannot write the recent games list: {reason}",
        "เขียนรายการเกมล่าสุดไม่ได้: {reason}",
    ),
    # A game record: migrations.
    "v0_set_missing": (
        'this record (format 0) uses the card set "{id}", which is not installed',
        'บันทึกเกมนี้ (รูปแบบ 0) ใช้ชุดการ์ด "{id}" ซึ่งไม่ได้ติดตั้งไว้',
    ),
    "v1_seats": (
        'record format 1: field "seats": unknown field (format 1 has no seats)',
        'บันทึกเกมรูปแบบ 1: ฟิลด์ "seats": ไม่รู้จักฟิลด์นี้ (รูปแบบ 1 ไม่มี seats)',
    ),
    "v2_checks": (
        'record format 2: field "checks": unknown field (format 2 has no checks)',
        'บันทึกเกมรูปแบบ 2: ฟิลด์ "checks": ไม่รู้จักฟิลด์นี้ (รูปแบบ 2 ไม่มี checks)',
    ),
    # A game record: its card sets and decks.
    "set_embeds_bundled": (
        'card set "{id}": the record embeds its own version of a card set that ships with '
        "the app",
        'ชุดการ์ด "{id}": บันทึกเกมฝังชุดการ์ดของตัวเองไว้แทนชุดการ์ดที่มากับแอป',
    ),
    "set_embedded_hash": (
        'card set "{id}": content hash mismatch: the embedded card set data does not match '
        "its recorded sha256",
        'ชุดการ์ด "{id}": ค่าแฮชของเนื้อหาไม่ตรงกัน: ข้อมูลชุดการ์ดที่ฝังไว้ไม่ตรงกับ sha256 '
        "ที่บันทึกไว้",
    ),
    "set_embedded_other": (
        'card set "{id}": the embedded data is set "{other}"',
        'ชุดการ์ด "{id}": ข้อมูลที่ฝังไว้เป็นชุดการ์ด "{other}"',
    ),
    "set_not_installed": (
        'card set "{id}" is not installed and the record does not contain it',
        'ชุดการ์ด "{id}" ไม่ได้ติดตั้งไว้ และบันทึกเกมก็ไม่มีชุดการ์ดนี้',
    ),
    "set_installed_hash": (
        'card set "{id}": content hash mismatch: the installed set differs from the one '
        "this game was played with",
        'ชุดการ์ด "{id}": ค่าแฮชของเนื้อหาไม่ตรงกัน: ชุดการ์ดที่ติดตั้งไว้ต่างจากชุดที่ใช้'
        "เล่นเกมนี้",
    ),
    "deck_not_legal": (
        "the {seat} deck is not legal: {reasons}",
        "เด็คของผู้เล่น{seat}ไม่ถูกต้องตามกติกา: {reasons}",
    ),
    # A game record: replaying it.
    "move_illegal": (
        "move {index} {move} is illegal: {reason}",
        "move {index} {move} ผิดกติกา: {reason}",
    ),
    "start_mismatch": (
        "the start of the game does not lead to the position recorded: its decks or seed "
        "were changed after it was saved, or this version of Momon Desktop sets a game up "
        "differently",
        "ตอนเริ่มเกมไม่ได้ตำแหน่งตามที่บันทึกไว้: เด็คหรือ seed ถูกแก้หลังบันทึก "
        "หรือ Momon Desktop รุ่นนี้ตั้งเกมต่างออกไป",
    ),
    "move_no_check": (
        "move {index} {move} has no check: the record lists {moves} moves but checks only "
        "{checks}",
        "move {index} {move} ไม่มีค่าใน checks: บันทึกเกมมี {moves} move แต่มี checks "
        "สำหรับ move เพียง {checks}",
    ),
    "move_mismatch": (
        "move {index} {move} does not lead to the position recorded: the game was changed "
        "after it was saved, or this version of Momon Desktop plays that move differently",
        "move {index} {move} ไม่ได้ตำแหน่งตามที่บันทึกไว้: เกมถูกแก้หลังบันทึก "
        "หรือ Momon Desktop รุ่นนี้เล่น move นั้นต่างออกไป",
    ),
    "move_missing": (
        "move {index} is missing: the record checks {checks} moves but lists only {moves}",
        "ไม่มี move {index}: บันทึกเกมมี checks ของ {checks} move แต่มี move เพียง {moves}",
    ),
    "result_mismatch": (
        "result mismatch: the record says {recorded} but the replay gives {replayed}",
        "ผลเกมไม่ตรงกัน: บันทึกเกมระบุ {recorded} แต่การเล่นซ้ำได้ {replayed}",
    ),
    "hash_mismatch": (
        "hash mismatch: replaying the moves gives state {replayed}, the record says "
        "{recorded}",
        "ค่าแฮชไม่ตรงกัน: การเล่นซ้ำทุก move ได้สถานะ {replayed} แต่บันทึกเกมระบุ {recorded}",
    ),
    # A game record: writing it.
    "cannot_write": ("cannot write {name}: {reason}", "เขียน {name} ไม่ได้: {reason}"),
    "link_to_nothing": (
        "cannot write {name}: it is a symbolic link that leads to no file; a game is saved "
        "through a link only to an existing regular file",
        "เขียน {name} ไม่ได้: เป็นลิงก์ที่ไม่ได้ชี้ไปยังไฟล์ใด การบันทึกเกมผ่านลิงก์ทำได้"
        "เฉพาะลิงก์ที่ชี้ไปยังไฟล์ธรรมดาที่มีอยู่",
    ),
    "link_to_other": (
        "cannot write {name}: it is a symbolic link to {kind}, and a game is saved only to "
        "a regular file",
        "เขียน {name} ไม่ได้: เป็นลิงก์ที่ชี้ไปยัง{kind} และเกมบันทึกได้เฉพาะในไฟล์ธรรมดา",
    ),
    "not_regular": (
        "cannot write {name}: it is {kind}, and a game is saved only to a regular file",
        "เขียน {name} ไม่ได้: เป็น{kind} และเกมบันทึกได้เฉพาะในไฟล์ธรรมดา",
    ),
    "record_beyond_bounds": (
        "the game cannot be recorded: {problem}",
        "บันทึกเกมนี้ไม่ได้: {problem}",
    ),
    "record_too_large": (
        "the record is too large to save ({size} bytes)",
        "บันทึกเกมใหญ่เกินกว่าจะบันทึกได้ ({size} ไบต์)",
    ),
    # Moves (the move syntax, storage.moves).
    "move_not_object": (
        "a move must be a JSON object, not {move}",
        "move ต้องเป็นออบเจกต์ JSON ไม่ใช่ {move}",
    ),
    "move_extra": ("{move}: a {kind} move has no {fields}", "{move}: move แบบ {kind} ไม่มี{fields}"),
    "move_needs": ("{move}: a {kind} move needs {fields}", "{move}: move แบบ {kind} ต้องมี{fields}"),
    "move_unknown": (
        '{move} is not a move; expected "summon" + "to", "choose", "yes", "concede" or "ai"',
        '{move} ไม่ใช่ move ต้องเป็น "summon" + "to", "choose", "yes", "concede" หรือ "ai"',
    ),
    "move_square_type": (
        '{move}: "{key}" must be a square such as "B2"',
        '{move}: "{key}" ต้องเป็นช่อง เช่น "B2"',
    ),
    "move_square": (
        '{move}: "{key}": {value} is not an Arena square (A1 to D4)',
        '{move}: "{key}": {value} ไม่ใช่ช่องของ Arena (A1 ถึง D4)',
    ),
    "move_concede_seat": (
        '{move}: "concede" must be "first" or "second"',
        '{move}: "concede" ต้องเป็น "first" หรือ "second"',
    ),
    "move_yes_bool": ('{move}: "yes" must be true or false', '{move}: "yes" ต้องเป็น true หรือ false'),
    "move_card_id": ('{move}: "summon" must be a card id', '{move}: "summon" ต้องเป็น id ของการ์ด'),
    "move_game_over": ("{move}: the game is over", "{move}: เกมจบแล้ว"),
    "move_not_in_hand": (
        "{move}: P9.1: there is no {card} in {seat}'s Hand",
        "{move}: P9.1: ไม่มี {card} ใน Hand ของผู้เล่น{seat}",
    ),
    "move_ai": (
        "{move}: an AI move is not a recorded decision",
        "{move}: move ของ AI ไม่ใช่การตัดสินใจที่บันทึกไว้",
    ),
    # Matches and the match in progress (storage.matches, matchplay.progress).
    "match_not_utf8": ("{source}: not UTF-8 text", "{source}: ไม่ใช่ข้อความ UTF-8"),
    "match_not_json": ("{source}: not valid JSON: {reason}", "{source}: ไม่ใช่ JSON ที่ถูกต้อง: {reason}"),
    "match_field": ('{source}: field "{field}": {reason}', '{source}: ฟิลด์ "{field}": {reason}'),
    "match_too_large": (
        "{name}: too large for a match record ({detail})",
        "{name}: ใหญ่เกินกว่าจะเป็นบันทึกแมตช์ ({detail})",
    ),
    "match_cannot_read": ("{name}: cannot read the file: {reason}", "{name}: อ่านไฟล์ไม่ได้: {reason}"),
    "match_cannot_write": ("cannot write {name}: {reason}", "เขียน {name} ไม่ได้: {reason}"),
    "match_beyond_bounds": (
        "the match cannot be kept: {problem}",
        "เก็บแมตช์นี้ไม่ได้: {problem}",
    ),
    "match_game_no_record": (
        "game {number} of this match has no saved record",
        "เกมที่ {number} ของแมตช์นี้ไม่มีบันทึกเกมที่บันทึกไว้",
    ),
    "progress_cannot_write": (
        "cannot write the match in progress {path}: {reason}",
        "เขียนแมตช์ที่เล่นค้างไว้ {path} ไม่ได้: {reason}",
    ),
    "progress_version": (
        "{source}: this app reads a match in progress of format version {version}, not "
        "{found}",
        "{source}: แอปนี้อ่านแมตช์ที่เล่นค้างไว้รูปแบบเวอร์ชัน {version} ไม่ใช่ {found}",
    ),
    "progress_too_large": (
        "{name}: too large for a match in progress",
        "{name}: ใหญ่เกินกว่าจะเป็นแมตช์ที่เล่นค้างไว้",
    ),
    "progress_not_regular": ("{name}: not a regular file", "{name}: ไม่ใช่ไฟล์ธรรมดา"),
    "die_face": ("a die shows 1 to 6", "ลูกเต๋ามีหน้า 1 ถึง 6"),
    "roll_ties": (
        "every throw but the last must be a tie, and the last must not",
        "ทุกครั้งที่ทอยก่อนครั้งสุดท้ายต้องเสมอกัน และครั้งสุดท้ายต้องไม่เสมอ",
    ),
    "roll_winner": (
        "the winner must be the player with the higher last throw",
        "ผู้ชนะต้องเป็นผู้เล่นที่ทอยครั้งสุดท้ายได้แต้มสูงกว่า",
    ),
    "draw_winner": (
        'a "draw" has no winner and a "win" has one',
        '"draw" ไม่มีผู้ชนะ ส่วน "win" มีผู้ชนะ',
    ),
    "games_numbered": (
        "games must be numbered 1, 2, 3, … in order",
        "เกมต้องมีหมายเลข 1, 2, 3, … เรียงตามลำดับ",
    ),
    "score_counts": (
        "the match score must count the games' results",
        "คะแนนของแมตช์ต้องตรงกับผลของแต่ละเกม",
    ),
    "deck_name_english": (
        "a deck name needs its English text",
        "ชื่อเด็คต้องมีข้อความภาษาอังกฤษ",
    ),
    "pending_press": (
        'a game "awaiting_press" has the pending result, a game "playing" has none',
        'เกมที่เป็น "awaiting_press" ต้องมีผลที่รอยืนยัน ส่วนเกมที่เป็น "playing" ต้องไม่มี',
    ),
    "press_win_only": (
        "only a gameplay win waits for the clock press",
        "เฉพาะการชนะจากการเล่นเท่านั้นที่รอการกดนาฬิกา",
    ),
    "wrong_chooser": (
        "game {number} was chosen by the wrong player (PM.2)",
        "เกมที่ {number} ถูกเลือกโดยผู้เล่นที่ไม่ใช่ผู้มีสิทธิ์เลือก (PM.2)",
    ),
    "game_clock_left": (
        "game {number} must have the time left exactly when the match has a clock",
        "เกมที่ {number} ต้องมีเวลาที่เหลือเมื่อแมตช์มีนาฬิกา และต้องไม่มีเมื่อไม่มีนาฬิกา",
    ),
    "bank_over_clock": (
        "a time bank holds more than the clock gives each player (PM.3)",
        "เวลาที่เหลือของผู้เล่นมากกว่าเวลาที่นาฬิกาให้แต่ละคน (PM.3)",
    ),
    "two_wins": (
        "a player with two game wins has won the match (PM.1)",
        "ผู้เล่นที่ชนะสองเกมชนะแมตช์แล้ว (PM.1)",
    ),
    "current_or_next": (
        'a match in progress has either a "current" game or the "next" choice',
        'แมตช์ที่เล่นค้างไว้ต้องมีอย่างใดอย่างหนึ่ง: เกม "current" หรือการเลือก "next"',
    ),
    "current_number": (
        "the current game must be game {number}, chosen by its chooser (PM.2)",
        "เกมปัจจุบันต้องเป็นเกมที่ {number} ซึ่งเลือกโดยผู้มีสิทธิ์เลือก (PM.2)",
    ),
    "current_banks": (
        "the current game must have both banks exactly when the match has a clock",
        "เกมปัจจุบันต้องมีเวลาของทั้งสองฝ่ายเมื่อแมตช์มีนาฬิกา และต้องไม่มีเมื่อไม่มีนาฬิกา",
    ),
    "press_needs_clock": (
        "only a match with a clock waits for the clock press, with the game's record",
        "เฉพาะแมตช์ที่มีนาฬิกาเท่านั้นที่รอการกดนาฬิกา และต้องมีบันทึกของเกมนั้น",
    ),
    "next_game": (
        "game {number} is next, and its chooser is the one PM.2 names",
        "เกมถัดไปต้องเป็นเกมที่ {number} และผู้เลือกต้องเป็นผู้ที่ PM.2 กำหนด",
    ),
    "match_over": (
        "the match is over: it is kept in the history, not in progress",
        "แมตช์จบแล้ว: เก็บไว้ในประวัติ ไม่ใช่แมตช์ที่เล่นค้างไว้",
    ),
    "roll_seed": (
        "the die roll does not follow from its seed {seed} (PM.2)",
        "ผลการทอยลูกเต๋าไม่ตรงกับ seed {seed} ของมัน (PM.2)",
    ),
    "game_seed": (
        "game {number}'s engine seed does not follow from the match's seed",
        "seed ของเกมที่ {number} ไม่ตรงกับ seed ของแมตช์",
    ),
    # A step the match procedure does not allow (matchplay.procedure).
    "roll_seed_negative": (
        "the die roll's seed must be a whole number, 0 or more",
        "seed ของการทอยลูกเต๋าต้องเป็นจำนวนเต็มตั้งแต่ 0 ขึ้นไป",
    ),
    "game_numbers": ("games are numbered from 1", "เกมนับเริ่มจาก 1"),
    "bank_seconds": (
        "a time bank must be more than 0 seconds",
        "เวลาของแต่ละฝ่ายต้องมากกว่า 0 วินาที",
    ),
    "clock_seconds": (
        "the clock needs more than 0 seconds per player",
        "นาฬิกาต้องมีเวลามากกว่า 0 วินาทีต่อผู้เล่น",
    ),
    "match_is_over": ("the match is over", "แมตช์จบแล้ว"),
    "game_not_complete": ("game {number} is not complete", "เกมที่ {number} ยังไม่จบ"),
    "game_already_ended": ("game {number} already ended", "เกมที่ {number} จบไปแล้ว"),
    "no_press_waiting": (
        "there is no gameplay win waiting for the clock press",
        "ไม่มีชัยชนะในเกมที่รอการกดนาฬิกา",
    ),
    "press_by_winner": (
        "only the winner of the game presses the clock",
        "เฉพาะผู้ชนะเกมเท่านั้นที่กดนาฬิกา",
    ),
    "not_your_decision": (
        "it is not your decision: the other player is to move",
        "ยังไม่ใช่ตาของคุณ อีกฝ่ายกำลังตัดสินใจอยู่",
    ),
    "game_over_now": ("the game is over", "เกมจบแล้ว"),
    "game_not_begun": ("the game has not begun", "เกมยังไม่เริ่ม"),
    "concede_only_yourself": (
        "a player concedes only for themselves (7.6.1)",
        "ผู้เล่นยอมแพ้ได้เฉพาะในนามของตัวเองเท่านั้น (7.6.1)",
    ),
    "not_your_choice": (
        "it is not your choice of the first turn now (PM.2)",
        "ตอนนี้ไม่ใช่ตาของคุณที่จะเลือกผู้เริ่มเทิร์นแรก (PM.2)",
    ),
    "one_game_table": (
        "this table plays one game, not a match",
        "โต๊ะนี้เล่นเกมเดียว ไม่ใช่แมตช์",
    ),
    "seat_taken_by_computer": (
        "the computer at the table plays this seat now (the line was away past the grace "
        "period)",
        "ตอนนี้คอมพิวเตอร์ที่โต๊ะเล่นแทนที่นั่งนี้ (การเชื่อมต่อขาดนานเกินเวลาผ่อนผัน)",
    ),
    "no_game_in_progress": (
        "no game of the match is in progress",
        "ไม่มีเกมของแมตช์ที่กำลังเล่นอยู่",
    ),
})


@dataclass(frozen=True, slots=True)
class Text:
    """One message: a code of :data:`MESSAGES` and its parameters."""

    code: str
    params: Mapping[str, Param] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.code not in MESSAGES:
            raise KeyError(f"no message {self.code!r}")

    def render(self, lang: str = "en") -> str:
        """The message in ``lang`` (English for any language but Thai)."""
        english, thai = MESSAGES[self.code]
        template = thai if lang == "th" else english
        return template.format_map({k: _render(v, lang) for k, v in self.params.items()})

    def __str__(self) -> str:
        return self.render("en")


def message(code: str, **params: Param) -> Text:
    """The message ``code`` with ``params``."""
    return Text(code, params)


def plain(english: str) -> Phrase:
    """A text given only in English (by code outside this package's catalogue)."""
    return Phrase(english, english)


@dataclass(frozen=True, slots=True)
class Joined:
    """Several texts joined by ``sep`` (the same in both languages)."""

    parts: tuple[Param, ...]
    sep: str = "; "

    def render(self, lang: str) -> str:
        return self.sep.join(_render(p, lang) for p in self.parts)


@dataclass(frozen=True, slots=True)
class CardSetLines:
    """The problems of a card set (or a deck) found inside a record, on one line, in
    the language asked for (the card set error's own :meth:`messages`)."""

    error: DataFileError

    def render(self, lang: str) -> str:
        return "; ".join(self.error.messages(lang))


@dataclass(frozen=True, slots=True)
class DeckReasons:
    """Why a deck is not legal in its Format (``cards.formats.DeckReason``), joined."""

    reasons: tuple[DeckReason, ...]

    def render(self, lang: str) -> str:
        return "; ".join(r.text(lang) for r in self.reasons)


# The seats of a record, in Thai sentences ("the first deck": เด็คของผู้เล่นคนแรก).
SEAT_TH: Mapping[str, str] = MappingProxyType({"first": "คนแรก", "second": "คนที่สอง"})


def seat_word(seat: str) -> Phrase:
    """A seat name (``first``, ``second``) as it reads in a sentence of each language."""
    return Phrase(seat, SEAT_TH.get(seat, seat))


# What a path is when it is not a regular file (record.save_target).
FILE_KINDS: Mapping[str, str] = MappingProxyType({
    "a folder": "โฟลเดอร์",
    "a named pipe (FIFO)": "ท่อข้อมูล (FIFO)",
    "a device": "อุปกรณ์",
    "a socket": "ซ็อกเก็ต",
    "not a regular file": "สิ่งที่ไม่ใช่ไฟล์ธรรมดา",
})


def file_kind(english: str) -> Phrase:
    """A kind of file from :data:`FILE_KINDS` in both languages."""
    return Phrase(english, FILE_KINDS.get(english, english))


def json_value_reason(exc: BaseException) -> Phrase:
    """Why strict JSON parsing (``storage.files.strict_json_loads``) refused a text, in
    both languages; the English is ``str(exc)`` (a syntax error's with line and column)."""
    if isinstance(exc, JsonValueError):
        return Phrase(exc.sentence("en"), exc.sentence("th"))
    if isinstance(exc, json.JSONDecodeError):
        return Phrase(f"{exc.msg} (line {exc.lineno}, column {exc.colno})",
                      f"{json_detail(exc.msg).th} (บรรทัด {exc.lineno} คอลัมน์ {exc.colno})")
    if isinstance(exc, RecursionError):
        return Phrase("the file is nested too deeply", "ไฟล์ซ้อนกันลึกเกินไป")
    return Phrase("the JSON is not valid", "รูปแบบ JSON ไม่ถูกต้อง")


_SURROGATE = re.compile("[\ud800-\udfff]")
def os_reason(exc: OSError) -> Phrase:
    """Why the system could not read or write a file, in both languages (the English is
    ``exc.strerror``, or the error's text when it has none)."""
    return _card_os_reason(exc, not_regular=isinstance(exc, NotRegularFile))


def size_detail(exc: FileTooLarge) -> Text:
    """How much too large a file is: ``str(exc)``, in both languages."""
    if exc.size is not None:
        return Text("size_detail", {"size": exc.size, "limit": exc.limit})
    return Text("size_detail_read", {"limit": exc.limit})


def escape_surrogates(text: str) -> str:
    """``text`` with every lone surrogate (no character, it cannot be printed or
    encoded) written as its escape, ``\\ud800``."""
    return _SURROGATE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


@dataclass(frozen=True, slots=True)
class Escaped:
    """A text whose renderings have every lone surrogate written as its escape."""

    inner: Localized

    def render(self, lang: str) -> str:
        return escape_surrogates(self.inner.render(lang))


def error_text(exc: BaseException, lang: str) -> str:
    """An error's message in ``lang``: its :meth:`text` when it has one (the errors of
    this package), else its English ``str``."""
    text = getattr(exc, "text", None)
    if callable(text):
        return str(text(lang))
    if isinstance(exc, DataFileError):
        return "\n".join(exc.messages(lang))
    return str(exc)


def texts(values: Sequence[Param]) -> Joined:
    """``values`` joined by "; "."""
    return Joined(tuple(values))


def _as_localized(message: str | Localized) -> Localized:
    return plain(message) if isinstance(message, str) else message


class Refusal(ValueError):
    """A validator's reason to refuse a value, with its message (pydantic keeps the
    exception, so that the reason can be shown in each language)."""

    def __init__(self, detail: Localized) -> None:
        self.detail = detail
        super().__init__(detail.render("en"))

    def text(self, lang: str = "en") -> str:
        """The reason in ``lang`` (``"en"`` or ``"th"``)."""
        return self.detail.render(lang)


class LocalizedError(ValueError):
    """An error whose message is a :class:`Text` (or any :class:`Localized`):
    ``str(error)`` is its English text, :meth:`text` gives it in another language."""

    def __init__(self, message: str | Localized) -> None:
        self.detail: Localized = _as_localized(message)
        super().__init__(self.detail.render("en"))

    def text(self, lang: str = "en") -> str:
        """The message in ``lang`` (``"en"`` or ``"th"``)."""
        return self.detail.render(lang)
