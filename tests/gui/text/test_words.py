"""The shared vocabulary of the interface: computer levels and answers, each put in words
once for every window."""

from __future__ import annotations

import pytest

from momon_desktop.ai import LEVELS
from momon_desktop.ai.profiles import OpponentProfile
from momon_desktop.engine import Choose, Concede, Setup, Summon, YesNo
from momon_desktop.ui.core.controller import HUMAN, computer_levels
from momon_desktop.ui.table.playergrid import kind_name
from momon_desktop.ui.text.i18n import install_language
from momon_desktop.ui.text.words import answer_text, level_name
from tests.gui.table_helpers import card

pytestmark = pytest.mark.gui


def test_the_levels_come_from_the_ai_package():
    assert computer_levels() is LEVELS
    assert LEVELS == ("beginner", "easy", "normal", "hard", "expert")
    strength = OpponentProfile.model_json_schema()["properties"]["strength"]
    assert strength["enum"] == list(LEVELS)


def test_every_level_is_named_and_reads_in_thai():
    assert [kind_name(level) for level in LEVELS] == [
        "Computer: beginner", "Computer: easy", "Computer: normal", "Computer: hard",
        "Computer: expert"]
    assert kind_name(HUMAN) == "Person at this computer"
    install_language("th")
    thai = ["มือใหม่", "ง่าย", "ปานกลาง", "ยาก", "เชี่ยวชาญ"]
    assert [level_name(level) for level in LEVELS] == thai  # not game terms: in Thai
    assert [kind_name(level) for level in LEVELS] == ["คอมพิวเตอร์: " + t for t in thai]
    assert level_name("greedy") == "greedy"


def test_an_answer_in_words_as_something_to_do_and_as_what_happened():
    cat = card("cat", 3, ("F",))
    game = Setup((cat,) * 10, (cat,) * 10).new_game(0)
    summon = next(a for a in game.legal_answers() if isinstance(a, Summon) and a.square == 5)
    assert answer_text(game, summon, "en") == "Summon Cat onto B2"
    assert answer_text(game, summon, "en", by="Ada") == "Ada Summoned Cat onto B2."
    game.apply(summon)
    assert answer_text(game, Choose(5), "en") == "Choose Cat (B2)"
    assert answer_text(game, Choose(5), "en", by="Boon") == "Boon chose Cat (B2)."
    assert answer_text(game, Choose(0), "en") == "Choose A1"
    assert answer_text(game, Choose(0), "en", by="Boon") == "Boon chose A1."
    assert answer_text(game, YesNo(True), "en") == "Use the ability"
    assert answer_text(game, YesNo(False), "en", by="Ada") == "Ada declined the ability."
    assert answer_text(game, Concede(1), "en") == "Concede"
    assert answer_text(game, Concede(1), "en", by="Boon") == "Boon conceded (7.6.1)."
    install_language("th")
    assert answer_text(game, Choose(5), "th") == "เลือก การ์ด cat (B2)"
    assert answer_text(game, summon, "th", by="Ada") == "Ada Summon การ์ด cat ลงช่อง B2"
