"""The one style of window titles.

The table is "Momon Desktop", or "file[*] – Momon Desktop" while a saved game is on it
(the document first, then the app, as desktop apps on Windows and Linux do; macOS
shows the same). The window shown when the app cannot start is "Momon Desktop" too.
Every other window and dialog is named by what it is, in sentence case, without the
app's name: "Deck builder", "Void of Ada", "Unfinished game", with the thing it shows
first where there is one ("River deck[*] – Deck builder", "Ada against Boon – Replay").
No title asks a question or ends with punctuation, none cites a rule, and parts are
joined by a spaced en dash only. The About box is "About Momon Desktop", as on every
platform.
"""

from __future__ import annotations

import re

from PySide6.QtWidgets import QWidget

APP = "Momon Desktop"
# Windows whose title is the app's own name
APP_WINDOWS = {"MainWindow": rf"{APP}|.+\[\*\] – {APP}", "AlreadyOpenDialog": APP}
# The About box is named after the app on every platform
ABOUT = f"About {APP}"


def title_problem(window: QWidget) -> str | None:
    """What is wrong with ``window``'s title, or None when it follows the style."""
    title = window.windowTitle()
    kind = type(window).__name__
    if kind in APP_WINDOWS:
        if re.fullmatch(APP_WINDOWS[kind], title) is None:
            return f"{kind} is titled {title!r}, not {APP_WINDOWS[kind]!r}"
        return None
    if not title.strip():
        return f"{kind} has no title"
    if title == ABOUT:
        return None
    if APP in title:
        return f"{kind} {title!r} names the app"
    if title.rstrip()[-1] in "?.:!;…,":
        return f"{kind} {title!r} ends with punctuation"
    if re.search(r"\([A-Z]*\d", title):
        return f"{kind} {title!r} cites a rule"
    if re.search(r" — | - |: |\|", title):
        return f"{kind} {title!r} joins its parts other than by ' – '"
    # what the window is (the last part; a file's name before it is as it is spelt)
    what = title.split(" – ")[-1]
    if what[0].isalpha() and what[0].islower():
        return f"{kind} {title!r} does not name what it is with a capital"
    return None
