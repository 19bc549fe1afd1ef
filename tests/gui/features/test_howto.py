"""Help ▸ How to play and Help ▸ Glossary: the texts of resources/howto are complete
in both languages, cite only rules the rulebook has, draw every diagram from real
cards, and are found by searching in either language; a bad file is refused. The New
Game dialog explains each Format and the fair draw in a player's words (6.6, PF.1,
PF.2)."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication

from momon_desktop.cards import bundled_decks, bundled_pool
from momon_desktop.engine.glossary import TERMS
from momon_desktop.engine.rulebook import RULES
from momon_desktop.ui.features.howto import GlossaryWindow, HowToPlay, HowToWindow
from momon_desktop.ui.features.howtocontent import (
    HowToError,
    bundled_howto,
    load_howto,
    rules_under,
    section_text,
)
from momon_desktop.ui.features.howtodiagram import (
    card_ids,
    cell_rect,
    diagram_image,
    seen_squares,
)
from momon_desktop.ui.paths import resource_path
from momon_desktop.ui.table.newgame import FairDrawDialog, NewGameDialog
from momon_desktop.ui.text.i18n import install_language

pytestmark = [pytest.mark.gui]

THAI = re.compile("[\u0e00-\u0e7f]")


def test_every_section_has_a_diagram_of_real_cards_in_both_languages():
    content = bundled_howto()
    pool = bundled_pool()
    assert len(content.sections) >= 10
    for section in content.sections:
        ids = card_ids(section.diagram)
        assert ids, section.id
        assert all(card in pool for card in ids)
        for lang in ("en", "th"):
            image = diagram_image(section.diagram, lang, content.labels)
            assert not image.isNull() and image.width() > 200 and image.height() > 100


def _differs(a: QImage, b: QImage, rect) -> bool:  # type: ignore[no-untyped-def]
    """Whether the two pictures differ inside ``rect`` (sampled every 3 pixels)."""
    for x in range(int(rect.left()) + 4, int(rect.right()) - 4, 3):
        for y in range(int(rect.top()) + 4, int(rect.bottom()) - 4, 3):
            if QColor(a.pixel(x, y)) != QColor(b.pixel(x, y)):
                return True
    return False


def test_each_card_of_a_diagram_is_painted_on_its_square():
    content = bundled_howto()
    for section in content.sections:
        d = section.diagram
        if not d.cards:
            continue
        drawn = diagram_image(d, "en", content.labels)
        empty = diagram_image(d.model_copy(update={"cards": (), "arrows": (), "sight_of": ()}), "en",
                              content.labels)
        for card in d.cards:
            assert _differs(drawn, empty, cell_rect(d, card.at)), (section.id, card.at)


@pytest.mark.rules("P5.5", "P10.1", "4.3.3")
def test_the_dotted_sight_lines_follow_the_owners_frame():
    d = bundled_howto().section("sight").diagram
    # the same Snatch-Sight (F, FR, FL): up the board for the near player's card, down
    # it for the far player's, whose Right is toward column A
    assert sorted(seen_squares(d, "B1")) == ["A2", "B2", "C2"]
    assert sorted(seen_squares(d, "C4")) == ["B3", "C3", "D3"]
    naga = bundled_howto().section("snatch").diagram
    assert "B2" not in seen_squares(naga, "B3")  # it does not look back (P10.3 b)
    elephant = bundled_howto().section("faceoff").diagram
    assert "B2" in seen_squares(elephant, "B3")  # it does: a face-off (P10.3 a)


def test_every_rule_cited_is_in_the_rulebook():
    content = bundled_howto()
    cited = [n for s in content.sections for n in s.rules] + [e.rule for e in content.glossary]
    assert cited
    # a rule, or a section of rules such as 4.2 (the glossary of terms cites some)
    assert [n for n in cited if not rules_under(n)] == []
    assert set(rules_under("4.2")) == {"4.2.1", "4.2.2", "4.2.3"}


def test_both_languages_are_complete_and_thai_keeps_the_game_terms():
    content = bundled_howto()
    spelt_out = [t for term in TERMS for t in term.transliterations]
    for section in content.sections:
        assert len(section.body.en) == len(section.body.th), section.id
        thai = section_text(section, "th")
        assert THAI.search(thai), section.id
        assert [t for t in spelt_out if t in thai] == [], section.id
        assert not THAI.search(section_text(section, "en")), section.id
    for entry in content.glossary:
        assert entry.en.strip() and THAI.search(entry.th), entry.term
        assert [t for t in spelt_out if t in entry.th] == [], entry.term
    for label in content.labels.values():
        assert label.en and label.th


def test_the_glossary_explains_every_term_of_the_one_list():
    data = json.loads((resource_path("howto") / "glossary.json").read_text(encoding="utf-8"))
    assert {t.english for t in TERMS} <= {entry["term"] for entry in data["terms"]}
    terms = {e.term for e in bundled_howto().glossary}
    assert {t.english for t in TERMS} <= terms
    rules = {e.term: e.rule for e in bundled_howto().glossary}
    for t in TERMS:
        assert rules[t.english] == t.rule


def _copy(tmp_path: Path) -> Path:
    folder = tmp_path / "howto"
    shutil.copytree(resource_path("howto"), folder)
    return folder


def _edit(folder: Path, name: str, change) -> None:  # type: ignore[no-untyped-def]
    path = folder / name
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")


def test_a_term_new_to_the_list_is_explained_by_its_own_words(tmp_path):
    folder = _copy(tmp_path)
    _edit(folder, "glossary.json", lambda d: d["terms"].pop(0))  # Momon
    momon = next(e for e in load_howto(folder).glossary if e.term == "Momon")
    assert momon.en == next(t for t in TERMS if t.english == "Momon").en


@pytest.mark.parametrize(("name", "change", "says"), [
    ("sections.json", lambda d: d["sections"][0]["rules"].append("9.9.9"), "9.9.9"),
    ("sections.json", lambda d: d["sections"][1]["diagram"]["row"][0].update(card="no-such-card"),
     "no-such-card"),
    ("sections.json", lambda d: d["sections"][2]["title"].pop("th"), "th"),
    ("sections.json", lambda d: d["sections"][3]["diagram"]["cards"][0].update(at="E5"), "E5"),
    ("sections.json", lambda d: d["sections"][3]["diagram"].update(cards=[], row=[]), "no card"),
    ("glossary.json", lambda d: d["terms"][-1].update(rule="X.1"), "rule"),
])
def test_a_bad_file_is_refused_saying_where(tmp_path, name, change, says):
    folder = _copy(tmp_path)
    load_howto(folder)
    _edit(folder, name, change)
    with pytest.raises(HowToError) as error:
        load_howto(folder)
    assert name in str(error.value) and says in str(error.value)


@pytest.fixture
def how_to(qtbot):  # type: ignore[no-untyped-def]
    w = HowToWindow(bundled_howto())
    qtbot.addWidget(w)
    w.resize(900, 650)
    w.show()
    return w


@pytest.fixture
def glossary(qtbot):  # type: ignore[no-untyped-def]
    w = GlossaryWindow(bundled_howto())
    qtbot.addWidget(w)
    w.resize(700, 500)
    w.show()
    return w


def test_search_finds_a_section_in_either_language(how_to):
    everything = how_to.shown_keys()
    assert everything == [s.id for s in bundled_howto().sections]
    how_to.search.setText("Ward Token")
    assert "ward" in how_to.shown_keys() and len(how_to.shown_keys()) < len(everything)
    how_to.search.setText("โล่")  # "shield", said only in the Thai text
    assert how_to.shown_keys() == ["ward"]
    how_to.search.setText("counter-SNATCH")
    assert how_to.current_key() in how_to.shown_keys()
    assert "faceoff" in how_to.shown_keys()
    how_to.show_entry("faceoff")
    assert "background-color" in how_to.page.toHtml()
    how_to.search.setText("zzzz")
    assert how_to.shown_keys() == [] and "zzzz" in how_to.page.toPlainText()


def test_the_first_match_on_a_long_page_is_scrolled_into_view(how_to):
    how_to.search.setText("earlier")  # in the last paragraph, under the diagram
    how_to.show_entry("turns")
    assert how_to.page.verticalScrollBar().maximum() > 0
    assert how_to.page.verticalScrollBar().value() > 0
    how_to.search.clear()
    how_to.show_entry("counting")
    assert how_to.page.verticalScrollBar().value() == 0


def test_search_finds_a_term_in_either_language(glossary):
    glossary.search.setText("shield")
    assert glossary.shown_keys() == ["Ward Token"]
    glossary.search.setText("ยอมแพ้")  # "concede", in the Thai explanation
    assert glossary.shown_keys() == ["Concede"]
    assert "ยอมแพ้" not in glossary.page.toPlainText()  # shown in English: the match is Thai
    install_language("th")
    QApplication.processEvents()  # the LanguageChange events
    assert "ยอมแพ้" in glossary.page.toPlainText()
    assert glossary.windowTitle() == "อภิธานศัพท์"


def test_a_term_named_by_the_search_comes_before_a_word_that_holds_it(glossary):
    """"ward" finds Ward Token first, then the terms that only hold the letters inside a
    word (Forward) or speak of it in their explanation."""
    glossary.search.setText("ward")
    shown = glossary.shown_keys()
    assert shown[0] == "Ward Token"
    assert "Forward" in shown and shown.index("Forward") > shown.index("Ward Token")


def test_a_section_number_shows_the_texts_of_its_rules(glossary):
    glossary.show_entry("Arena")
    glossary.follow(QUrl("rule:4.2"))
    for number in ("4.2.1", "4.2.2", "4.2.3"):
        assert RULES[number].en in glossary.rule_text.text()


def test_a_rule_number_shows_its_text(how_to):
    how_to.show_entry("snatch")
    assert 'href="rule:P10.2"' in how_to.page.toHtml()
    how_to.follow(QUrl("rule:P10.2"))
    assert RULES["P10.2"].en in how_to.rule_text.text()
    install_language("th")
    QApplication.processEvents()  # the LanguageChange events
    assert RULES["P10.2"].th in how_to.rule_text.text()


def test_the_page_and_its_diagram_follow_the_language(how_to):
    how_to.show_entry("table")
    assert "The table and the Arena" in how_to.page.toPlainText()
    install_language("th")
    QApplication.processEvents()  # the LanguageChange events
    assert how_to.windowTitle() == "วิธีเล่น"
    assert "โต๊ะเล่นและ Arena" in how_to.page.toPlainText()
    assert "diagram:table/th" in how_to.page.toHtml()


def test_the_windows_open_from_the_help_menu(window):
    feature = window.feature(HowToPlay)
    assert feature is not None
    help_menu = window.action_registry.menu("help")
    assert feature.how_to_action in help_menu.actions()
    assert feature.glossary_action in help_menu.actions()
    feature.how_to_action.trigger()
    assert feature.how_to is not None and feature.how_to.isVisible()
    assert not feature.how_to.isModal()
    feature.glossary_action.trigger()
    assert feature.glossary is not None and feature.glossary.isVisible()


@pytest.mark.rules("6.6", "PF.1", "PF.2")
def test_the_new_game_dialog_speaks_a_players_words(qtbot):
    dialog = NewGameDialog(bundled_decks(), bundled_pool(), "en", True)
    qtbot.addWidget(dialog)
    assert dialog.format_box.itemText(0) == "Standard"
    assert "no card more than twice" in dialog.format_help.text()
    dialog.format_box.setCurrentIndex(dialog.format_box.findData("open"))
    assert "as many copies as you like" in dialog.format_help.text()
    assert "SHA-256" not in dialog.draw_note.text()
    fair = dialog.explain_draw()
    assert isinstance(fair, FairDrawDialog)
    assert "SHA-256" in fair.text.text() and "lowest bit" in fair.text.text()
    install_language("th")
    QApplication.processEvents()  # the LanguageChange events
    assert "SHA-256" in fair.text.text() and THAI.search(fair.text.text())
    assert THAI.search(dialog.format_help.text())
    fair.reject()
