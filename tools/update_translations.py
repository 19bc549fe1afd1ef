#!/usr/bin/env python3
"""Refresh the interface translations.

Runs ``pyside6-lupdate`` over every Python file in ``momon_desktop/ui/`` to bring
``resources/translations/momon_<lang>.ts`` up to date with the strings in the code
(existing translations are kept; strings no longer used are marked obsolete), then
``pyside6-lrelease`` to compile each ``.ts`` into the ``.qm`` the app loads.

    python tools/update_translations.py            # all languages
    python tools/update_translations.py --check    # fail if a string is untranslated

Translate new strings with Qt Linguist (``pyside6-linguist``) or any editor, then run
the script again to compile them.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "momon_desktop" / "ui"
TRANSLATIONS = ROOT / "resources" / "translations"
LANGUAGES = ("th",)
# English is the source language; its catalogue holds only the plural forms of the
# messages that take a count (%n), written from the source's "(s)": "%n card(s)" is
# "%n card" for one and "%n cards" for more.
PLURAL_ONLY = ("en",)


def _tool(name: str) -> str:
    """The PySide6 tool ``name``, preferring the one beside the running Python."""
    beside = Path(sys.executable).parent / name
    for candidate in (beside, beside.with_suffix(".exe")):
        if candidate.exists():
            return str(candidate)
    found = shutil.which(name)
    if found is None:
        sys.exit(f"{name} not found: install PySide6 (pip install PySide6-Essentials)")
    return found


def unfinished(ts_file: Path) -> list[str]:
    """Source strings of ``ts_file`` that have no finished translation."""
    missing: list[str] = []
    for message in ET.parse(ts_file).getroot().iter("message"):
        translation = message.find("translation")
        kind = translation.get("type") if translation is not None else "unfinished"
        if kind in ("obsolete", "vanished"):
            continue
        # A plural message (%n) keeps its text in <numerusform> children.
        forms = [] if translation is None else translation.findall("numerusform")
        texts = [f.text or "" for f in forms] if forms else [
            "" if translation is None else translation.text or ""
        ]
        if translation is None or kind == "unfinished" or not all(t.strip() for t in texts):
            missing.append(message.findtext("source", ""))
    return missing


def fill_english_plurals(ts_file: Path) -> None:
    """Write the singular and plural form of every English "(s)" message of ``ts_file``."""
    tree = ET.parse(ts_file)
    changed = False
    for message in tree.getroot().iter("message"):
        if message.get("numerus") != "yes":
            continue
        source = message.findtext("source", "")
        translation = message.find("translation")
        if translation is None:
            translation = ET.SubElement(message, "translation")
        if translation.get("type") in ("obsolete", "vanished"):
            continue
        forms = [source.replace("(s)", ""), source.replace("(s)", "s")]
        if [f.text for f in translation.findall("numerusform")] == forms and \
                translation.get("type") is None:
            continue
        for child in list(translation):
            translation.remove(child)
        translation.text = None
        translation.attrib.pop("type", None)
        for form in forms:
            ET.SubElement(translation, "numerusform").text = form
        changed = True
    if changed:
        ET.indent(tree, space="    ")
        tree.write(ts_file, encoding="utf-8", xml_declaration=True)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="fail on untranslated strings")
    args = parser.parse_args(argv)
    sources = sorted(str(p) for p in SOURCES.rglob("*.py"))
    TRANSLATIONS.mkdir(parents=True, exist_ok=True)
    status = 0
    for lang in LANGUAGES + PLURAL_ONLY:
        ts_file = TRANSLATIONS / f"momon_{lang}.ts"
        qm_file = ts_file.with_suffix(".qm")
        subprocess.run(
            [
                _tool("pyside6-lupdate"),
                "-locations",
                "none",
                *(["-pluralonly"] if lang in PLURAL_ONLY else []),
                "-target-language",
                lang,
                *sources,
                "-ts",
                str(ts_file),
            ],
            check=True,
        )
        if lang in PLURAL_ONLY:
            fill_english_plurals(ts_file)
        subprocess.run([_tool("pyside6-lrelease"), str(ts_file), "-qm", str(qm_file)], check=True)
        missing = unfinished(ts_file)
        for source in missing:
            print(f"{ts_file.name}: untranslated: {source!r}")
        if missing and args.check:
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
