"""Interface languages: English (the source language) and Thai.

Every user-visible string in ``momon_desktop/ui`` goes through
``QCoreApplication.translate`` or ``self.tr``; ``tools/update_translations.py``
collects them into ``resources/translations/momon_th.ts`` and compiles
``momon_th.qm``. :func:`install_language` loads that file (and Qt's own
translations for its standard dialogs, where Qt ships them) into the
application. Card names and ability text are data, not interface strings: they
come from the card set in the chosen language (``CardDef.display_name``).
"""

from __future__ import annotations

import locale
import re

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from momon_desktop.ui.paths import resource_path

SUPPORTED_LANGUAGES: tuple[str, ...] = ("en", "th")
DEFAULT_LANGUAGE = "en"
# The file name stem of the app's translations: resources/translations/momon_<lang>.qm
CATALOGUE = "momon"

# %1, %2, … in a translated text: Qt's numbering of the places a value goes
_PLACE = re.compile(r"%([1-9][0-9]?)")


def fill(text: str, *values: object) -> str:
    """``text`` with each ``%N`` replaced by the N-th of ``values``, all in one pass.

    A value is never read again for places, so a player named "%2" is written as
    "%2"; a place with no value stays as it is. A translation may put the places in
    any order (Thai often does)."""
    def put(place: re.Match[str]) -> str:
        number = int(place.group(1))
        return str(values[number - 1]) if number <= len(values) else place.group(0)
    return _PLACE.sub(put, text)


# The language in use is kept by the application it was installed into, as this dynamic
# property, and so are its translators (children of the application, by this object
# name): a new application starts in English, with nothing left from an earlier one.
_LANGUAGE_PROPERTY = "momonLanguage"
_TRANSLATOR_NAME = "momon-language"


def language_names() -> dict[str, str]:
    """Each supported language named in itself, for a language menu."""
    return {"en": "English", "th": "ไทย"}


def step_name(stage: str) -> str:
    """The translated name of a step of the turn (P8), as the table and the replays show it."""
    names = {
        "game_start": QCoreApplication.translate("MainWindow", "Game start (6.9)"),
        "turn_start": QCoreApplication.translate("MainWindow", "Turn start"),
        "summon_step": QCoreApplication.translate("MainWindow", "Step 1: Summon"),
        "snatch_step": QCoreApplication.translate("MainWindow", "Step 2: Snatch Check"),
        "end_step": QCoreApplication.translate("MainWindow", "Step 3: End Step"),
        "over": QCoreApplication.translate("MainWindow", "Game over"),
    }
    return names.get(stage, stage)


def system_language() -> str:
    """The supported language closest to the user's system locale (Thai or English)."""
    name = QLocale.system().name() or (locale.getlocale()[0] or "")
    return "th" if name.lower().startswith("th") else DEFAULT_LANGUAGE


def current_language() -> str:
    """The language last passed to :func:`install_language` in the running application
    (English before that, or with no application)."""
    app = QCoreApplication.instance()
    lang = app.property(_LANGUAGE_PROPERTY) if app is not None else None
    return lang if isinstance(lang, str) else DEFAULT_LANGUAGE


def load_translator(lang: str) -> QTranslator | None:
    """The app's translator for ``lang``; for English (the source language) the plural
    forms of the messages that take a count ("1 card", "2 cards").

    Raises ``ValueError`` for an unsupported language and ``FileNotFoundError``
    if the compiled catalogue is missing.
    """
    if lang not in SUPPORTED_LANGUAGES:
        raise ValueError(f"unsupported language {lang!r}; choose one of {SUPPORTED_LANGUAGES}")
    folder = resource_path("translations")
    translator = QTranslator()
    if not translator.load(f"{CATALOGUE}_{lang}", str(folder)):
        raise FileNotFoundError(f"translation {CATALOGUE}_{lang}.qm not found in {folder}")
    return translator


def load_qt_translator(lang: str) -> QTranslator | None:
    """Qt's own translation of its standard dialogs and buttons, if Qt ships one for ``lang``."""
    if lang == DEFAULT_LANGUAGE:
        return None
    translator = QTranslator()
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if translator.load(QLocale(lang), "qtbase", "_", folder):
        return translator
    return None


def install_language(lang: str) -> str:
    """Switch the running application to ``lang``; returns the language now in use.

    Previously installed translators are removed first, so this can be called
    again from a language menu; widgets then receive ``QEvent.LanguageChange``
    and re-run their ``retranslateUi``. Sets the default ``QLocale`` too, so
    numbers and dates follow the language.
    """
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("install_language() needs a QCoreApplication")
    if app.property(_LANGUAGE_PROPERTY) == lang:
        return lang  # already in use: no language change to announce
    translators = [load_qt_translator(lang), load_translator(lang)]
    for old in app.findChildren(QTranslator, _TRANSLATOR_NAME):
        app.removeTranslator(old)
        old.setParent(None)
        old.deleteLater()
    for translator in translators:
        if translator is not None:
            translator.setObjectName(_TRANSLATOR_NAME)
            translator.setParent(app)
            app.installTranslator(translator)
    QLocale.setDefault(QLocale(QLocale.Language.Thai if lang == "th" else QLocale.Language.English))
    app.setProperty(_LANGUAGE_PROPERTY, lang)
    return lang
