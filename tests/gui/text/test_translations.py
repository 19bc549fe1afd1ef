"""The Thai catalogue against the code: every string the code translates is in
``resources/translations/momon_th.ts`` with a finished Thai text, and no Thai text is
left as the English one except where the English is what Thai players read too.

The strings are found by reading the code (``ast``), independently of
``pyside6-lupdate``: a ``self.tr`` in a class, ``QCoreApplication.translate`` with a
context, ``QT_TRANSLATE_NOOP`` and ``QT_TR_NOOP``, anywhere in ``momon_desktop/``.
"""

from __future__ import annotations

import ast
import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

import pytest

import momon_desktop
from momon_desktop.ui.paths import resource_path
from momon_desktop.ui.text.glossary import TERMS

PACKAGE = Path(momon_desktop.__file__).parent
# The catalogues of the languages the interface is translated into (momon_en.ts holds
# only English plural forms).
CATALOGUES = sorted(p for p in resource_path("translations").glob("*.ts")
                    if ET.parse(p).getroot().get("language") != "en")

# Words a Thai text keeps in English besides the game's terms (the glossary), each with
# its reason.
KEPT_IN_ENGLISH: dict[str, str] = {
    "Momon Desktop": "the program's name",
}
# Messages whose Thai text is the English one, each with its reason.
# (none: the computer's levels read in Thai too; they are not game terms of the rules)
SAME_IN_THAI: dict[tuple[str, str], str] = {}


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    comment: str
    kind: str  # "", "unfinished", "obsolete" or "vanished"
    texts: tuple[str, ...]  # the translation, or each plural form


@dataclass(frozen=True)
class Use:
    context: str
    source: str
    comment: str
    where: str


def read_catalogue(path: Path) -> list[Message]:
    """Every message of a ``.ts`` file."""
    messages = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            kind = "unfinished" if translation is None else translation.get("type", "")
            forms = [] if translation is None else translation.findall("numerusform")
            texts = tuple(f.text or "" for f in forms) if forms else (
                ("" if translation is None else translation.text or ""),)
            messages.append(Message(name, message.findtext("source", ""),
                                    message.findtext("comment", ""), kind, texts))
    return messages


def _literal(node: ast.expr | None) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def _called(node: ast.Call) -> str:
    func = node.func
    if isinstance(func, ast.Attribute):
        return func.attr
    if isinstance(func, ast.Name):
        return func.id
    return ""


class _Finder(ast.NodeVisitor):
    """The translated strings of one module; strings the code builds at run time are
    collected apart (``dynamic``)."""

    def __init__(self, where: str) -> None:
        self.where = where
        self.classes: list[str] = []
        self.uses: list[Use] = []
        self.dynamic: list[str] = []

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self.classes.append(node.name)
        self.generic_visit(node)
        self.classes.pop()

    def visit_Call(self, node: ast.Call) -> None:
        name = _called(node)
        args = node.args
        place = f"{self.where}:{node.lineno}"
        if name in ("translate", "QT_TRANSLATE_NOOP") and len(args) >= 2 and (
                name == "QT_TRANSLATE_NOOP" or self._is_core_translate(node)):
            context, source = _literal(args[0]), _literal(args[1])
            comment = _literal(args[2]) if len(args) > 2 else ""
            if context is None or source is None or comment is None:
                self.dynamic.append(place)
            else:
                self.uses.append(Use(context, source, comment, place))
        elif name in ("tr", "QT_TR_NOOP") and args and isinstance(node.func, ast.Attribute | ast.Name):
            if name == "tr" and not isinstance(node.func, ast.Attribute):
                pass
            elif not self.classes:
                self.dynamic.append(place)
            else:
                source = _literal(args[0])
                comment = _literal(args[1]) if len(args) > 1 else ""
                if source is None or comment is None:
                    self.dynamic.append(place)
                else:
                    self.uses.append(Use(self.classes[-1], source, comment, place))
        self.generic_visit(node)

    @staticmethod
    def _is_core_translate(node: ast.Call) -> bool:
        func = node.func
        return isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) \
            and func.value.id in ("QCoreApplication", "QApplication", "QGuiApplication")


def code_strings() -> tuple[list[Use], list[str]]:
    """Every translated string of ``momon_desktop/``, and where a string is built at run
    time instead of written in the code."""
    uses: list[Use] = []
    dynamic: list[str] = []
    for path in sorted(PACKAGE.rglob("*.py")):
        finder = _Finder(str(path.relative_to(PACKAGE.parent)))
        finder.visit(ast.parse(path.read_text(encoding="utf-8")))
        uses += finder.uses
        dynamic += finder.dynamic
    return uses, dynamic


@pytest.fixture(scope="module", params=CATALOGUES, ids=lambda p: p.name)
def catalogue(request: pytest.FixtureRequest) -> list[Message]:
    return read_catalogue(request.param)


def test_there_is_a_thai_catalogue() -> None:
    assert [p.name for p in CATALOGUES] == ["momon_th.ts"]


def test_the_code_finder_finds_what_it_should() -> None:
    uses, _dynamic = code_strings()
    found = {(u.context, u.source) for u in uses}
    # a self.tr in a class, QCoreApplication.translate, QT_TRANSLATE_NOOP
    assert ("DeckBuilder", "Deck builder") in found
    assert ("MainWindow", "Game start (6.9)") in found
    assert ("QPlatformTheme", "Cancel") in found
    assert len(found) > 500


def test_every_string_is_written_in_the_code() -> None:
    # A string built at run time cannot be found by lupdate nor by this test.
    _uses, dynamic = code_strings()
    assert dynamic == []


def test_every_translated_string_of_the_code_is_in_the_catalogue(catalogue: list[Message]) -> None:
    current = {(m.context, m.source, m.comment): m for m in catalogue
               if m.kind not in ("obsolete", "vanished")}
    uses, _dynamic = code_strings()
    missing = [u for u in uses if (u.context, u.source, u.comment) not in current]
    assert missing == [], "run tools/update_translations.py and translate them"


def test_no_string_the_code_uses_is_obsolete_in_the_catalogue(catalogue: list[Message]) -> None:
    uses, _dynamic = code_strings()
    used = {(u.context, u.source, u.comment) for u in uses}
    stale = [m for m in catalogue if m.kind in ("obsolete", "vanished")
             and (m.context, m.source, m.comment) in used]
    assert stale == []


def test_every_message_has_a_finished_translation(catalogue: list[Message]) -> None:
    unfinished = [(m.context, m.source) for m in catalogue
                  if m.kind not in ("obsolete", "vanished")
                  and (m.kind == "unfinished" or not all(t.strip() for t in m.texts))]
    assert unfinished == []


def _left_in_english(text: str) -> str:
    """What remains of ``text`` once the parts that stay in English in Thai are taken
    out: placeholders, rule numbers, the game's terms, keys and signs."""
    text = re.sub(r"%(\d+|n)", " ", text)
    text = text.replace("&", "")
    for kept in KEPT_IN_ENGLISH:
        text = text.replace(kept, " ")
    for t in sorted(TERMS, key=lambda t: -len(t.english)):
        text = re.sub(r"(?<![\w-])" + re.escape(t.english) + r"s?(?![\w-])", " ", text)
    text = re.sub(r"\b(P[DF]?\.?\d+(\.\d+)*|\d+(\.\d+)*)\b", " ", text)  # rule numbers, counts
    text = re.sub(r"\b(Ctrl|Shift|Alt|Esc|Enter|F\d+|[A-D][1-4])\b", " ", text)  # keys, squares
    return re.sub(r"[^A-Za-z]+", " ", text).strip()


def test_no_thai_text_is_left_in_english(catalogue: list[Message]) -> None:
    same = []
    for m in catalogue:
        if m.kind in ("obsolete", "vanished") or (m.context, m.source) in SAME_IN_THAI:
            continue
        for text in m.texts:
            if text.strip() == m.source.strip() and _left_in_english(m.source):
                same.append((m.context, m.source))
    assert same == []


def test_every_message_kept_in_english_is_one_the_catalogue_has(catalogue: list[Message]) -> None:
    kept = {(m.context, m.source) for m in catalogue if m.kind not in ("obsolete", "vanished")
            and all(t == m.source for t in m.texts)}
    assert set(SAME_IN_THAI) <= kept


def test_the_english_left_in_a_thai_text_is_only_what_stays_english() -> None:
    assert _left_in_english("Summon %1 onto B2 (P9.1)") == "onto"
    assert _left_in_english("Step 2: Snatch Check (P8.3)") == ""
    assert _left_in_english("Ward Tokens: %n") == ""
    assert _left_in_english("Standard (PF.1) – Momon Desktop") == ""
    assert _left_in_english("hard") == "hard"


def test_every_thai_text_is_thai_but_for_what_stays_english(catalogue: list[Message]) -> None:
    """Every Thai text the interface can show: no Latin word in it but the game's terms
    the glossary keeps in English, the program's name, rule numbers, keys and squares
    ("Player B" inside a Thai sentence, a level's English name, were such words)."""
    left = []
    for m in catalogue:
        if m.kind in ("obsolete", "vanished") or (m.context, m.source) in SAME_IN_THAI:
            continue
        for text in m.texts:
            words = _foreign_words(text)
            if words:
                left.append((m.context, m.source, words))
    assert left == []


# Names that are the same in every language: the game's and the licence's, an algorithm's.
NAMES = ("Momon Wonder", "GNU GPL", "SHA-256")


def _foreign_words(text: str) -> str:
    """The Latin words of a Thai text beyond what stays English: those of
    :func:`_left_in_english`, and an accelerator in brackets ("(&G)"), a rule number of
    the project's rules (PM.3), a seat's letter (Player A), a file pattern (*.json) and
    the names of keys."""
    text = re.sub(r"\(&[A-Za-z]\)", " ", text)
    for name in NAMES:
        text = text.replace(name, " ")
    text = re.sub(r"\bP[MDF]\.\d+(\.\d+)*\b", " ", text)
    text = re.sub(r"\*\.[a-z]+", " ", text)
    text = re.sub(r"\b(Delete|Space|Backspace|Tab|Home|End)\b", " ", text)
    text = re.sub(r"(?<![A-Za-z])[A-Z](?![A-Za-z])", " ", text)
    return _left_in_english(text)


def test_the_computer_levels_read_in_thai(qapp) -> None:  # type: ignore[no-untyped-def]
    from momon_desktop.ai import LEVELS
    from momon_desktop.ui.text.i18n import install_language
    from momon_desktop.ui.text.words import level_name

    install_language("th")
    try:
        for level in LEVELS:
            name = level_name(level)
            assert name and not re.search(r"[A-Za-z]", name), (level, name)
    finally:
        install_language("en")


# Thai vowels written below the line, and consonants whose stroke goes below it: an
# accelerator's underline under them runs through the letter.
BELOW_THE_LINE = set("\u0e38\u0e39\u0e3a")
DESCENDERS = set("\u0e0d\u0e0e\u0e0f\u0e10\u0e24\u0e26")
# the marks written above or below a consonant, part of its cluster
_MARKS = {chr(c) for c in range(0x0E31, 0x0E4F)} - set("\u0e32\u0e33\u0e40\u0e41\u0e42\u0e43"
                                                      "\u0e44\u0e45\u0e46\u0e4f")


def test_no_accelerator_underlines_a_thai_vowel_below_the_line(catalogue: list[Message]) -> None:
    """The letter an accelerator marks (after "&") is underlined: in Thai it is never a
    consonant carrying a vowel below the line (ดู, ชุ) nor one whose stroke reaches below
    it (ฎ, ญ), where the underline would run through the letter."""
    crossed = []
    for m in catalogue:
        if m.kind in ("obsolete", "vanished"):
            continue
        for text in m.texts:
            for at in [i for i, ch in enumerate(text) if ch == "&" and i + 1 < len(text)]:
                cluster = text[at + 1]
                for ch in text[at + 2:]:
                    if ch not in _MARKS:
                        break
                    cluster += ch
                if cluster[0] in DESCENDERS or BELOW_THE_LINE & set(cluster[1:]):
                    crossed.append((m.source, text))
    assert crossed == []
