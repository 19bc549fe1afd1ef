"""The texts of Qt's own standard buttons (OK, Cancel, Close, Save…), for translation.

Qt names a dialog's standard buttons through ``QCoreApplication.translate`` in the
``QPlatformTheme`` context and ships no Thai catalogue. Listed here, the texts reach
``resources/translations/momon_<lang>.ts`` with the app's own strings, and the app's
translator answers Qt's lookups: every OK and Cancel of every dialog follows the
interface language.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

# As Qt words them (QPlatformTheme::defaultStandardButtonText).
STANDARD_BUTTON_TEXTS: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("QPlatformTheme", "OK"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Save"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Save All"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Open"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&Yes"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Yes to &All"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&No"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "N&o to All"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Abort"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Retry"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Ignore"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Close"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Discard"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Help"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Apply"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Reset"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Restore Defaults"),
)
