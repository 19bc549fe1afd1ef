#!/usr/bin/env python3
"""Render the card browser, the deck builder and the card set dialogs to PNG, in
English and in Thai.

    QT_QPA_PLATFORM=offscreen python tools/card_screens.py [--out DIR]

Works in a private data folder holding the two bundled decks, a small imported card
set (River Folk) and a deck that is not legal in Standard. Files, per language
(``_en``, ``_th``): ``cards_browser``, ``cards_browser_filtered`` (Forward and Back
selected, small cards), ``cards_browser_large`` (large cards), ``cards_builder``
(a legal deck), ``cards_builder_not_legal`` (every reason shown), ``cards_sets``,
``cards_import_problems`` (a broken set refused) and ``cards_new_game`` (Open Format,
saved decks offered).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

RIVER_FOLK = {
    "format_version": 1,
    "set": {"id": "river-folk", "name": {"en": "River Folk", "th": "ชาวริมน้ำ"}},
    "cards": [
        {"id": "reed-frog", "name": {"en": "Reed Frog", "th": "กบต้นอ้อ"}, "type": "momon",
         "power": 3, "sight": ["F", "L", "R"]},
        {"id": "canal-otter", "name": {"en": "Canal Otter", "th": "นากคลอง"}, "type": "momon",
         "power": 5, "sight": ["F", "FR"],
         "abilities": [{"when": "summoned", "do": "ward", "target": "self", "amount": 1}],
         "text": {"en": "When summoned: put a Ward Token on this card.",
                  "th": "เมื่อถูก Summon: วาง Ward Token 1 อันบนการ์ดนี้"}},
        {"id": "lotus-carp", "name": {"en": "Lotus Carp", "th": "ปลาตะเพียนบัว"},
         "type": "momon", "power": 7, "sight": ["B", "BL"]},
    ],
}


def save(widget: QWidget, out: Path, name: str) -> None:
    app = QApplication.instance()
    assert app is not None
    for _ in range(3):
        app.processEvents()
    path = out / f"{name}.png"
    widget.grab().save(str(path))
    print(path)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "screenshots"))
    args = parser.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    data = Path(tempfile.mkdtemp(prefix="momon-cards-"))
    os.environ["MOMON_DATA_DIR"] = str(data / "data")

    app = QApplication([sys.argv[0]])
    from momon_desktop.cards import Deck, bundled_decks
    from momon_desktop.storage.decklib import DeckLibrary
    from momon_desktop.ui.cards.cardbrowser import CardBrowser
    from momon_desktop.ui.decks.deckbuilder import DeckBuilder
    from momon_desktop.ui.look import cardpainter, fonts
    from momon_desktop.ui.look.theme import apply_application_style
    from momon_desktop.ui.table.dialogs import NewGameDialog
    from momon_desktop.ui.text import i18n

    apply_application_style(app)
    fonts.install_app_font(app)
    library = DeckLibrary()
    for deck in bundled_decks():
        library.save(deck)
    river = data / "river-folk.json"
    river.write_text(json.dumps(RIVER_FOLK, ensure_ascii=False), "utf-8")
    library.import_set(river)
    library.save(Deck({"en": "River Rush", "th": "สายน้ำเชี่ยว"}, "standard",
                      ("reed-frog",) * 3 + ("market-cat",) * 3 + ("canal-otter",) * 2, ""))
    library.save(Deck({"en": "Canal Party", "th": "งานริมคลอง"}, "open",
                      ("reed-frog",) * 4 + ("canal-otter",) * 3 + ("lotus-carp",) * 3, ""))
    broken = json.loads(json.dumps(RIVER_FOLK))
    broken["set"]["id"] = "hill-folk"
    broken["cards"][0]["id"] = "market-cat"
    broken["cards"][1]["power"] = "5"
    broken["cards"][2]["colour"] = "green"
    bad = data / "hill-folk.json"
    bad.write_text(json.dumps(broken, indent=2), "utf-8")

    for lang in ("en", "th"):
        i18n.install_language(lang)
        cardpainter.clear_cache()
        browser = CardBrowser(library.pool, lang)
        browser.resize(1320, 820)
        browser.show()
        browser.select_card("songkran-elephant")
        save(browser, out, f"cards_browser_{lang}")
        browser.filters.set_directions(["F", "B"])
        browser.zoom.setValue(112)
        save(browser, out, f"cards_browser_filtered_{lang}")
        browser.filters.set_directions([])
        browser.zoom.setValue(300)
        browser.select_card("canal-otter")
        save(browser, out, f"cards_browser_large_{lang}")
        browser.close()

        builder = DeckBuilder(library, lang)
        builder.resize(1440, 880)
        builder.show()
        builder.open_row(builder.deck_list_model.row_of("temple-guard"))
        builder.grid.setCurrentIndex(builder.pool_proxy.index(4, 0))
        save(builder, out, f"cards_builder_{lang}")
        builder.open_row(builder.deck_list_model.row_of("river-rush"))
        save(builder, out, f"cards_builder_not_legal_{lang}")
        sets = builder.open_card_sets()
        sets.list.setCurrentRow(1)
        save(sets, out, f"cards_sets_{lang}")
        sets.import_file(str(bad))
        assert sets.last_dialog is not None
        save(sets.last_dialog, out, f"cards_import_problems_{lang}")
        sets.last_dialog.close()
        sets.close()
        builder.dirty = False
        builder.close()

        pool = library.pool
        dialog = NewGameDialog(bundled_decks(), pool, lang, True, None,
                               saved=[s.deck for s in library.decks()])
        dialog.format_box.setCurrentIndex(dialog.format_box.findData("open"))
        dialog.deck_boxes[1].setCurrentIndex(dialog.deck_boxes[1].count() - 1)
        dialog.show()
        save(dialog, out, f"cards_new_game_{lang}")
        dialog.close()
    i18n.install_language("en")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
