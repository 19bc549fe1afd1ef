"""The look of the whole app: one palette of named colours and one stylesheet built from it.

Every colour of the interface is named here, and :data:`STYLE` is the application's only
stylesheet: :func:`apply_application_style` sets it, with the Fusion style and
:func:`table_palette`, on the ``QApplication`` once, so every window and dialog gets it.
Widgets do not style themselves: they carry an object name or a ``role`` property, and
the stylesheet's selectors give them their look:

- ``role="heading"`` (bold gold, in the card windows), ``"accent"`` (gold),
  ``"muted"``, ``"secondary"``, ``"warning"``; ``seat="first"`` / ``"second"`` on a
  label: the seat's colour; ``mark="best"`` … ``"blunder"`` on a label: that mark's
  colour (:data:`MARK_COLOURS`);
- object names: ``Table``, ``HandView``, ``PlayerPanel`` (with the properties ``seat``
  and ``active``), ``PlayerStatus``, ``PromptBar`` (with ``accent``), ``PromptPlayer``,
  ``PromptPreview``, ``YesNoBar``, ``ReadyButton``, ``HintBar``, ``HintTitle``,
  ``HintButton``, ``MatchBar``, ``PressClock``, ``PuzzleWindow``, ``PuzzleStatus`` (with
  ``state``), ``PuzzleRule``, and ``CardWindow`` (the card browser, the deck builder and
  the card set dialogs) with ``CardPane``, ``FilterPanel`` and ``SetList`` inside.

A widget whose property changes while it is shown calls :func:`repolish`. Painted
things (the Arena, cards, charts) take their colours from the same names.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Literal

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QWidget

Seat = Literal["first", "second"]

# --- the palette -------------------------------------------------------------

# Surfaces, darkest first.
BACKGROUND = QColor(21, 27, 33)  # the felt around the Arena, the card windows
WELL = QColor(26, 34, 41)  # the Hand and the card lists
BASE = QColor(27, 35, 43)  # fields, lists, the rules log, the filter panel
BASE_ALT = QColor(32, 42, 51)  # every other row of the rules log
PANEL = QColor(30, 38, 46)  # a player's panel
PROMPT = QColor(35, 45, 54)  # the prompt bar
HEADER = QColor(38, 49, 59)  # column headers
BUTTON = QColor(44, 56, 67)
BUTTON_HOVER = QColor(54, 69, 83)
DISABLED_BUTTON = QColor(32, 40, 47)
OVERLAY = QColor(20, 26, 32)  # the bars over the Arena and the table, opaque

# Lines.
BORDER = QColor(59, 71, 83)  # around panels and lists
CONTROL_BORDER = QColor(75, 89, 102)  # around buttons and fields
DISABLED_BORDER = QColor(50, 61, 71)

# Text.
TEXT = QColor(236, 230, 214)
LIST_TEXT = QColor(230, 224, 207)  # the rules log
MUTED = QColor(154, 166, 178)  # captions in the card windows
MUTED_ON_PANEL = QColor(169, 180, 189)  # captions on the players' panels and the prompt
SECONDARY_TEXT = QColor(185, 179, 163)  # a name in the other language
DISABLED_TEXT = QColor(108, 119, 130)
PLACEHOLDER = QColor(140, 150, 160)
WARNING = QColor(232, 130, 111)  # what went wrong: a deck that is not legal, unread files
FAILURE = QColor(240, 138, 122)
SUCCESS = QColor(159, 224, 184)

# The gold accent: trim, headings, focus, the current choice.
GOLD = QColor(214, 178, 94)
GOLD_HOVER = QColor(232, 200, 119)
GOLD_PALE = QColor(240, 216, 145)
GOLD_BRIGHT = QColor(255, 214, 64)  # what can be chosen now: options, arrows, selection
GOLD_TEXT = QColor(255, 226, 122)  # the preview of a move
GOLD_LIGHT_TEXT = QColor(255, 233, 168)  # the "Suggest a move" button
ON_GOLD = QColor(27, 29, 42)  # text on gold

TOOLTIP = QColor(253, 247, 230)
TOOLTIP_TEXT = QColor(40, 34, 32)

# The seats' colours: blue and orange from the Okabe-Ito palette, on the Marking Token, the
# frame of every card a seat controls, the player panels, the prompt and the result. They
# stay apart with deuteranopia, protanopia and tritanopia and in greyscale
# (tests/gui/look/test_colour_vision.py measures it with tools/colour_vision.py), and colour is
# never the only cue: SEAT_INK draws each seat's pattern on its colour (a white ring for
# the first seat, dark stripes for the second), on the token and on the frame alike.
SEAT_COLOURS: Mapping[Seat, QColor] = MappingProxyType(
    {"first": QColor(0, 114, 178), "second": QColor(230, 159, 0)})
SEAT_INK: Mapping[Seat, QColor] = MappingProxyType(
    {"first": QColor(255, 255, 255), "second": QColor(30, 22, 10)})
# Lighter shades of the same colours for text on the dark panels.
SEAT_NAME_COLOURS: Mapping[Seat, QColor] = MappingProxyType(
    {s: c.lighter(140) for s, c in SEAT_COLOURS.items()})
SEAT_STATUS_COLOURS: Mapping[Seat, QColor] = MappingProxyType(
    {s: c.lighter(135) for s, c in SEAT_COLOURS.items()})


def seat_colour_pairs() -> dict[str, tuple[tuple[int, int, int], tuple[int, int, int]]]:
    """Each use of the seat colours, as the (first, second) pair of RGB triples that must
    stay apart."""
    def rgb(colour: QColor) -> tuple[int, int, int]:
        return colour.red(), colour.green(), colour.blue()

    return {
        "Marking Token and card frame": (rgb(SEAT_COLOURS["first"]), rgb(SEAT_COLOURS["second"])),
        "player name": (rgb(SEAT_NAME_COLOURS["first"]), rgb(SEAT_NAME_COLOURS["second"])),
        "player status": (rgb(SEAT_STATUS_COLOURS["first"]), rgb(SEAT_STATUS_COLOURS["second"])),
    }


def with_alpha(colour: QColor, alpha: int) -> QColor:
    """A copy of ``colour`` with opacity ``alpha`` (0-255)."""
    copy = QColor(colour)
    copy.setAlpha(alpha)
    return copy


def css(colour: QColor) -> str:
    """``colour`` as a stylesheet value: ``#rrggbb``, or ``rgba(…)`` when it is translucent."""
    if colour.alpha() == 255:
        return colour.name()
    return f"rgba({colour.red()}, {colour.green()}, {colour.blue()}, {colour.alpha()})"


# The game review's marks (best, good, inaccuracy, mistake, blunder): the graph's points,
# the list's marks and, through ``QLabel[mark=…]``, the heading of a decision.
MARK_COLOURS: Mapping[str, QColor] = MappingProxyType({
    "best": QColor(159, 224, 184),
    "good": QColor(150, 190, 230),
    "inaccuracy": QColor(240, 216, 145),
    "mistake": QColor(240, 160, 90),
    "blunder": QColor(240, 100, 100),
})


# --- the stylesheet ------------------------------------------------------------


def _stylesheet() -> str:
    c = {name: css(value) for name, value in globals().items()
         if name.isupper() and isinstance(value, QColor)}
    first, second = SEAT_COLOURS["first"], SEAT_COLOURS["second"]
    c.update(
        first=first.name(), second=second.name(),
        first_status=SEAT_STATUS_COLOURS["first"].name(),
        second_status=SEAT_STATUS_COLOURS["second"].name(),
        first_name=SEAT_NAME_COLOURS["first"].name(),
        second_name=SEAT_NAME_COLOURS["second"].name(),
        prompt_player=GOLD.lighter(135).name(),
        # opaque: the log, the cards and their art never show through their words
        yes_no=css(OVERLAY), hint_bar=css(OVERLAY),
        hint_button=css(with_alpha(BUTTON, 230)),
        success_bg=css(with_alpha(GOLD_BRIGHT, 30)), failure_bg="rgba(230, 80, 80, 30)",
        playing_bg="rgba(120, 230, 160, 22)",
    )
    return """
/* the table */
QMainWindow, QWidget#Table {{ background: {BACKGROUND}; }}
QSplitter::handle {{ background: {BACKGROUND}; }}
QTreeWidget {{ background: {BASE}; alternate-background-color: {BASE_ALT}; color: {LIST_TEXT};
              border: 1px solid {BORDER}; border-radius: 8px; }}
QTreeWidget::item {{ padding: 3px 2px; }}
QHeaderView::section {{ background: {HEADER}; color: {GOLD}; border: none; padding: 4px;
                       font-weight: bold; }}
QListView#HandView {{ background: {WELL}; border: 1px solid {BORDER}; border-radius: 10px; }}
QPushButton {{ background: {BUTTON}; color: {TEXT}; border: 1px solid {CONTROL_BORDER};
              border-radius: 6px; padding: 5px 12px; }}
QPushButton:hover {{ background: {BUTTON_HOVER}; }}
QPushButton:disabled {{ color: {DISABLED_TEXT}; background: {DISABLED_BUTTON};
                       border-color: {DISABLED_BORDER}; }}
QPushButton:focus {{ border: 2px solid {GOLD}; padding: 4px 11px; }}
QPushButton:default {{ border: 2px solid {GOLD}; padding: 4px 11px; }}
QRadioButton::indicator, QCheckBox::indicator {{ width: 14px; height: 14px;
    border: 2px solid {GOLD}; background: {BASE}; }}
QRadioButton::indicator {{ border-radius: 9px; }}
QCheckBox::indicator {{ border-radius: 4px; }}
QRadioButton::indicator:checked {{ background: qradialgradient(cx:0.5, cy:0.5, radius:0.5,
    fx:0.5, fy:0.5, stop:0 {GOLD_BRIGHT}, stop:0.45 {GOLD_BRIGHT}, stop:0.55 {BASE},
    stop:1 {BASE}); }}
QCheckBox::indicator:checked {{ background: {GOLD_BRIGHT}; }}
QGroupBox {{ border: 1px solid {BORDER}; border-radius: 8px; margin-top: 14px;
            padding-top: 6px; }}
QGroupBox::title {{ subcontrol-origin: margin; left: 10px; padding: 0 4px; color: {GOLD}; }}
QToolTip {{ background: {TOOLTIP}; color: {TOOLTIP_TEXT}; border: 1px solid {GOLD};
           padding: 4px; }}

QLabel[role="accent"] {{ color: {GOLD}; }}
QLabel[role="muted"] {{ color: {MUTED}; }}
QLabel[role="secondary"] {{ color: {SECONDARY_TEXT}; }}
QLabel[seat="first"] {{ color: {first_name}; }}
QLabel[seat="second"] {{ color: {second_name}; }}

/* a player's panel: the edge in the seat's colour while the player is to play */
QFrame#PlayerPanel {{ background: {PANEL}; border: 2px solid {BORDER}; border-radius: 10px; }}
QFrame#PlayerPanel[active="true"][seat="first"] {{ border: 2px solid {first}; }}
QFrame#PlayerPanel[active="true"][seat="second"] {{ border: 2px solid {second}; }}
QFrame#PlayerPanel[seat="first"] QLabel#PlayerStatus {{ color: {first_status}; }}
QFrame#PlayerPanel[seat="second"] QLabel#PlayerStatus {{ color: {second_status}; }}
QFrame#PlayerPanel QLabel[role="muted"], QFrame#PromptBar QLabel[role="muted"] {{
    color: {MUTED_ON_PANEL}; }}

/* the prompt bar: its edge takes the colour of the player who must decide */
QFrame#PromptBar {{ background: {PROMPT}; border: 2px solid {GOLD}; border-radius: 10px; }}
QFrame#PromptBar[accent="first"] {{ border: 2px solid {first}; }}
QFrame#PromptBar[accent="second"] {{ border: 2px solid {second}; }}
QLabel#PromptPlayer {{ color: {prompt_player}; }}
QFrame#PromptBar[accent="first"] QLabel#PromptPlayer {{ color: {first_status}; }}
QFrame#PromptBar[accent="second"] QLabel#PromptPlayer {{ color: {second_status}; }}
QLabel#PromptPreview {{ color: {GOLD_TEXT}; background: {BASE}; border-radius: 6px;
                       padding: 6px; }}

/* over the Arena */
QFrame#YesNoBar {{ background: {yes_no}; border: 2px solid {GOLD_BRIGHT};
                  border-radius: 10px; }}
QFrame#HintBar {{ background: {hint_bar}; border: 2px solid {GOLD_BRIGHT};
                 border-radius: 10px; }}
QLabel#HintTitle {{ color: {GOLD_BRIGHT}; }}
QPushButton#HintButton {{ background: {hint_button}; color: {GOLD_LIGHT_TEXT};
    border: 1px solid {GOLD}; border-radius: 14px; padding: 5px 12px; }}
QPushButton#HintButton:hover {{ background: {BUTTON_HOVER}; }}
QPushButton#ReadyButton {{ background: {GOLD}; color: {ON_GOLD}; border-radius: 8px;
                          padding: 6px 28px; }}
QPushButton#ReadyButton:focus {{ border: 3px solid white; }}

/* a match: the clocks over the table */
QFrame#MatchBar {{ background: {BASE}; border-bottom: 1px solid {BORDER}; }}
QPushButton#PressClock {{ background: {GOLD}; color: {ON_GOLD}; font-weight: bold;
                         border-radius: 8px; padding: 8px 18px; }}
QPushButton#PressClock:hover {{ background: {GOLD_HOVER}; }}
QFrame#MatchBar[compact="true"] QPushButton {{ padding: 6px 6px; }}

/* the puzzles */
QDialog#PuzzleWindow QPushButton:disabled {{ color: {DISABLED_TEXT};
    background: {DISABLED_BUTTON}; border-color: {DISABLED_BORDER}; }}
QDialog#PuzzleWindow QListWidget {{ background: {BASE}; color: {TEXT};
    border: 1px solid {BORDER}; border-radius: 8px; padding: 4px; }}
QDialog#PuzzleWindow QListWidget::item {{ padding: 4px 2px; }}
QFrame#PuzzleRule {{ color: {BORDER}; }}
QLabel#PuzzleStatus {{ color: {TEXT}; background: transparent; border-radius: 8px;
                      padding: 6px 8px; }}
QLabel#PuzzleStatus[state="success"] {{ color: {GOLD_BRIGHT}; background: {success_bg}; }}
QLabel#PuzzleStatus[state="failure"] {{ color: {FAILURE}; background: {failure_bg}; }}
QLabel#PuzzleStatus[state="playing"] {{ color: {SUCCESS}; background: {playing_bg}; }}
QLabel#PuzzleStatus[state="solved"] {{ color: {GOLD}; }}

/* the card windows: the card browser, the deck builder, the card set dialogs */
QWidget#CardWindow, QWidget#CardPane {{ background: {BACKGROUND}; color: {TEXT}; }}
#CardWindow QLabel {{ color: {TEXT}; }}
#CardWindow QLabel[role="heading"] {{ color: {GOLD}; font-weight: bold; }}
#CardWindow QLabel[role="accent"] {{ color: {GOLD}; }}
#CardWindow QLabel[role="muted"] {{ color: {MUTED}; }}
#CardWindow QLabel[role="warning"] {{ color: {WARNING}; }}
#CardWindow QListView {{ background: {WELL}; border: 1px solid {BORDER}; border-radius: 10px;
                        color: {TEXT}; }}
#CardWindow QLineEdit, #CardWindow QSpinBox, #CardWindow QComboBox {{ background: {BASE};
    color: {TEXT}; border: 1px solid {CONTROL_BORDER}; border-radius: 5px; padding: 3px 6px;
    selection-background-color: {GOLD}; selection-color: {ON_GOLD}; }}
#CardWindow QComboBox QAbstractItemView {{ background: {BASE}; color: {TEXT}; }}
#CardWindow QPushButton, #CardWindow QToolButton {{ background: {BUTTON}; color: {TEXT};
    border: 1px solid {CONTROL_BORDER}; border-radius: 6px; padding: 4px 10px; }}
#CardWindow QPushButton:hover, #CardWindow QToolButton:hover {{ background: {BUTTON_HOVER}; }}
#CardWindow QPushButton:focus, #CardWindow QToolButton:focus {{ border: 2px solid {GOLD}; }}
#CardWindow QPushButton:disabled {{ color: {DISABLED_TEXT}; }}
#CardWindow QPushButton[role="warning"] {{ color: {WARNING}; }}
#CardWindow QToolButton:checked {{ background: {GOLD}; color: {ON_GOLD};
    border: 1px solid {GOLD_PALE}; font-weight: bold; }}
#CardWindow QFrame#FilterPanel {{ background: {BASE}; border: 1px solid {BORDER};
                                 border-radius: 10px; }}
#CardWindow QSplitter::handle {{ background: {BACKGROUND}; }}
#CardWindow QSlider::groove:horizontal {{ height: 4px; background: {BORDER};
                                         border-radius: 2px; }}
#CardWindow QSlider::handle:horizontal {{ background: {GOLD}; width: 14px; margin: -6px 0;
                                         border-radius: 7px; }}
#CardWindow QPlainTextEdit {{ background: {BASE}; color: {TEXT};
    border: 1px solid {CONTROL_BORDER}; border-radius: 6px; padding: 6px; }}
#CardWindow QListWidget#SetList {{ background: {WELL}; color: {TEXT};
    border: 1px solid {BORDER}; border-radius: 8px; padding: 4px; }}
#CardWindow QListWidget#SetList::item {{ padding: 6px; }}
#CardWindow QListWidget#SetList::item:selected {{ background: {GOLD}; color: {ON_GOLD}; }}
""".format(**c) + "".join(
        f'QLabel[mark="{mark}"] {{ color: {colour.name()}; }}\n'
        for mark, colour in MARK_COLOURS.items())


STYLE = _stylesheet()


def table_palette() -> QPalette:
    """The dark felt palette of the table, with light text."""
    pal = QPalette()
    pal.setColor(QPalette.ColorRole.Window, BACKGROUND)
    pal.setColor(QPalette.ColorRole.WindowText, TEXT)
    pal.setColor(QPalette.ColorRole.Base, BASE)
    pal.setColor(QPalette.ColorRole.AlternateBase, BASE_ALT)
    pal.setColor(QPalette.ColorRole.Text, TEXT)
    pal.setColor(QPalette.ColorRole.Button, BUTTON)
    pal.setColor(QPalette.ColorRole.ButtonText, TEXT)
    pal.setColor(QPalette.ColorRole.Highlight, GOLD)
    pal.setColor(QPalette.ColorRole.HighlightedText, ON_GOLD)
    pal.setColor(QPalette.ColorRole.ToolTipBase, TOOLTIP)
    pal.setColor(QPalette.ColorRole.ToolTipText, TOOLTIP_TEXT)
    pal.setColor(QPalette.ColorRole.PlaceholderText, PLACEHOLDER)
    # What cannot be used now reads so: greyed text in menus, buttons, lists and fields
    # (without these the disabled group copies the bright text of the others, and a
    # disabled menu item looked like every other).
    disabled = QPalette.ColorGroup.Disabled
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text,
                 QPalette.ColorRole.ButtonText, QPalette.ColorRole.HighlightedText):
        pal.setColor(disabled, role, DISABLED_TEXT)
    pal.setColor(disabled, QPalette.ColorRole.Light, BACKGROUND)
    return pal


def apply_application_style(app: QApplication) -> None:
    """Fusion style, the table palette and :data:`STYLE` for the whole application, so
    every window and dialog matches the table on every platform."""
    if app.style().name().lower() != "fusion":
        app.setStyle("Fusion")
    app.setPalette(table_palette())
    if app.styleSheet() != STYLE:
        app.setStyleSheet(STYLE)


def repolish(widget: QWidget) -> None:
    """Restyle ``widget`` after a property the stylesheet selects on has changed."""
    style = widget.style()
    style.unpolish(widget)
    style.polish(widget)
    widget.update()
