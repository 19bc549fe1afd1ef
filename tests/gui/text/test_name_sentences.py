"""Every interface sentence treats a name (a player's, a card's, a deck's) as a name.

The sentences are read from the translation catalogue (every string the interface
shows, with its Thai), each placeholder filled with awkward names: "You", "The Twins",
a Thai name, a very long one. In English no placeholder takes a possessive ("%1's") and
none is the subject of a verb in the present tense that agrees with it ("%1 wins",
"%1 chooses"): names go where any noun phrase reads right, or the verb is in the past
("%1 moved"). In Thai a placeholder is never glued to a Thai word. The table's words
are then rendered with such names: the prompt, the hand-over screen, the result line
and every line of the rules log of a whole game.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from dataclasses import replace

import pytest
from PySide6.QtCore import QSettings

from momon_desktop.ui.paths import resource_path
from momon_desktop.ui.table import prompts
from momon_desktop.ui.text import i18n

NAMES = ("You", "The Twins", "สมชาย ใจดี", "Maximilian Alexander von Sonnenberg the Third")
# English verbs in the third person singular that would have to agree with a name.
AGREEING = re.compile(
    r"^ (is|has|does|wins|loses|chooses|takes|gives|goes|rolls|holds|presses|moves|"
    r"snatches|summons|Summons|concedes|reveals|declines|uses|plays|runs|starts|gets|"
    r"keeps|leaves|decides|needs|wants|thinks)\b")


def _messages() -> list[tuple[str, str, str]]:
    """(context, English source, Thai) of every message in use."""
    root = ET.parse(resource_path("translations", "momon_th.ts")).getroot()
    out = []
    for context in root.iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            if translation.get("type") in ("obsolete", "vanished"):
                continue
            forms = [f.text or "" for f in translation.findall("numerusform")]
            for thai in forms or [translation.text or ""]:
                out.append((name, message.findtext("source", ""), thai))
    return out


MESSAGES = _messages()


def _fill(text: str, name: str) -> str:
    return re.sub(r"%\d", name, text)


def test_the_catalogue_holds_the_name_sentences() -> None:
    sources = {source for _c, source, _t in MESSAGES}
    assert "%1 moved. %2, press Ready when only you can see the screen." in sources
    assert "Turn %1 of 8 · %2" in sources
    assert len(MESSAGES) > 500


@pytest.mark.parametrize("name", NAMES)
def test_no_english_sentence_puts_a_name_in_a_possessive_or_an_agreeing_verb(name: str) -> None:
    for context, source, _thai in MESSAGES:
        for m in re.finditer(r"%\d", source):
            after = source[m.end():]
            assert not after.startswith(("'s", "’s")), (context, source)
            # A name that starts a clause would be the verb's subject; one that follows
            # a noun ("the deck %1 has", "game %1 is") or a preposition is not.
            opens_clause = re.search(r"(^|[.:;,(·–!?]\s*)$", source[:m.start()]) is not None
            assert not (opens_clause and AGREEING.match(after)), (context, source)
        filled = _fill(source, name)
        assert f"{name}'s" not in filled and f"{name}’s" not in filled, (context, filled)


@pytest.mark.parametrize("name", NAMES)
def test_no_thai_sentence_glues_a_name_to_a_word(name: str) -> None:
    for context, source, thai in MESSAGES:
        assert not re.search(r"[\u0e00-\u0e7f]%\d|%\d[\u0e00-\u0e7f]", thai), (context, source, thai)
        assert len(re.findall(r"%\d", thai)) == len(re.findall(r"%\d", source)) or "%n" in source


def test_no_english_sentence_writes_a_plural_with_brackets(qapp) -> None:  # type: ignore[no-untyped-def]
    # Messages with a count (%n) take their English forms from the plural catalogue.
    from PySide6.QtCore import QCoreApplication

    i18n.install_language("en")
    for context, source, _thai in MESSAGES:
        if "%n" not in source:
            continue
        for n in (1, 2):
            text = QCoreApplication.translate(context, source, "", n)
            assert "(s)" not in text, (context, text)
    assert QCoreApplication.translate("ProblemDialog", "%n problem(s).", "", 1) == "1 problem."
    assert QCoreApplication.translate("ProblemDialog", "%n problem(s).", "", 3) == "3 problems."


def _table_with(qtbot, tmp_path, names: tuple[str, str]):  # type: ignore[no-untyped-def]
    """The table with every feature, a hot-seat game of the bundled decks begun between
    players called ``names``."""
    from momon_desktop.ui.assembly import build_table
    from momon_desktop.ui.selftest import bundled_spec

    window = build_table(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    spec = bundled_spec()
    spec = replace(spec, players=(replace(spec.players[0], name=names[0]),
                                  replace(spec.players[1], name=names[1])))
    window.show()
    window.start_game(spec)
    return window


@pytest.mark.parametrize("lang", ["en", "th"])
def test_the_table_says_every_sentence_right_with_awkward_names(qtbot, tmp_path, lang) -> None:  # type: ignore[no-untyped-def]
    i18n.install_language(lang)
    names = ("You", "The Twins")
    window = _table_with(qtbot, tmp_path, names)
    c = window.controller
    seen: list[str] = []
    while c.game is not None and not c.game.over:
        if window.handover.isVisible():
            seen += [window.handover.title.text(), window.handover.message.text()]
            window.handover.ready_button.click()
        seen.append(window.prompt.instruction.text())
        c.submit(c.game.legal_answers()[0])
    seen += [text for _rule, text in c.log_entries()]
    seen.append(prompts.result_line(c))
    for text in seen:
        for name in names:
            assert f"{name}'s" not in text and f"{name}’s" not in text, text
            if lang == "en":
                for m in re.finditer(re.escape(name), text):
                    assert not AGREEING.match(text[m.end():]), text
            else:
                assert not re.search(r"[\u0e00-\u0e7f]" + re.escape(name), text), text
    assert any(names[0] in t for t in seen) and any(names[1] in t for t in seen)
    assert any("Turn 8 of 8" in t or "เทิร์นที่ 8" in t for t in seen)
    i18n.install_language("en")


def test_a_player_named_like_a_place_is_written_as_named(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Names that read "%2" and "%1 Bee" go into the hand-over sentence as they are: every
    place of a sentence is filled at once (a chain of replacements wrote the second name
    over the first)."""
    i18n.install_language("en")
    window = _table_with(qtbot, tmp_path, ("%2", "%1 Bee"))
    c = window.controller
    if window.handover.isVisible():
        window.handover.ready_button.click()
    mover = c.game.pending.player
    while not window.handover.isVisible() and c.game.pending.player == mover:
        c.submit(c.game.legal_answers()[0])
    qtbot.waitUntil(window.handover.isVisible)
    assert window.handover.message.text() == (
        "%2 moved. %1 Bee, press Ready when only you can see the screen.")
    assert window.handover.title.text().endswith("%1 Bee")
