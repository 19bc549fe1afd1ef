"""Small decks and game specs for the table tests, and the main window they play in."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings

from momon_desktop.engine import CardDef, Game, Setup, Summon, TriggeredAbility
from momon_desktop.ui.assembly import build_table
from momon_desktop.ui.core.controller import GameSpec, PlayerInfo
from momon_desktop.ui.core.pace import SETTING as PACE_SETTING
from momon_desktop.ui.table.mainwindow import MainWindow

ALL = ("F", "FR", "R", "BR", "B", "BL", "L", "FL")


def card(cid: str, power: int, sight: tuple[str, ...] = (), *abilities: TriggeredAbility,
         text: str = "") -> CardDef:
    """A test Momon."""
    return CardDef(
        id=cid,
        name={"en": cid.title(), "th": "การ์ด " + cid},
        type="momon",
        power=power,
        sight=sight,
        abilities=tuple(abilities),
        text={"en": text} if text else {},
        set_id="test",
    )


def spec(first: list[CardDef], second: list[CardDef], kinds: tuple[str, str] = ("human", "human"),
         names: tuple[str, str] = ("Ada", "Boon"), seed: int = 0) -> GameSpec:
    """A game between two lists of cards; seat 0 goes first."""
    return GameSpec(
        decks=(tuple(first), tuple(second)),
        players=(PlayerInfo(names[0], kinds[0]), PlayerInfo(names[1], kinds[1])),
        seed=seed,
    )


def bundled(kinds: tuple[str, str] = ("human", "human"), seed: int = 3) -> GameSpec:
    """A game between the two bundled decks."""
    from momon_desktop.cards import bundled_decks, bundled_pool

    pool = bundled_pool()
    decks = bundled_decks()
    return GameSpec(
        decks=(tuple(pool.get(c) for c in decks[0].cards),
               tuple(pool.get(c) for c in decks[1].cards)),
        players=(PlayerInfo("Ada", kinds[0]), PlayerInfo("Boon", kinds[1])),
        seed=seed,
    )


# Eight Summons into the hunter game (hunters that see every way against moths that
# see nothing), Ada's hunters on squares 0, 11, 3 and 5 (three of the moths beside them
# already taken) and Boon's moths on 10, 7, 9 and 14. Ada is to move with eight squares
# empty, where expert's search is exact: only a hunter on 15 or 13 can take the moth on
# 14, and the hunter on 15 is the one best answer, two Momon better than any Summon
# that takes nothing.
HUNTER_OPENING = (0, 10, 11, 7, 3, 9, 5, 14)


def hunter_position() -> tuple[GameSpec, Game]:
    """Ada (first, at the screen) with hunters against the easy computer's moths, and
    the game after HUNTER_OPENING, Ada to move."""
    game_spec = spec([card("hunter", 5, ALL)] * 10, [card("moth", 1)] * 10,
                     kinds=("human", "easy"))
    game = Setup(*game_spec.decks).new_game(game_spec.seed)
    for turn, square in enumerate(HUNTER_OPENING):
        game.apply(Summon(game.hands[turn % 2][0], square))
    return game_spec, game


def void_down() -> TriggeredAbility:
    """At the end of each turn, this card goes to its owner's Void face down (4.5.1)."""
    return TriggeredAbility(when="end_of_turn", do="to_void", target="self")


def void_up() -> TriggeredAbility:
    """At the end of each turn, this card goes to its owner's Void face up (4.5.3)."""
    return TriggeredAbility(when="end_of_turn", do="to_void", target="self", face="up")


def make_window(qtbot, tmp_path: Path, name: str = "settings.ini", pace: str = "off") -> MainWindow:
    """The main window with its own settings file ``name``, shown at 1280 × 800, its
    moves shown at ``pace`` (View ▸ Animation speed; ``off`` by default, so that every
    change is on the table as soon as it is made)."""
    settings = QSettings(str(tmp_path / name), QSettings.Format.IniFormat)
    if not settings.contains(PACE_SETTING):
        settings.setValue(PACE_SETTING, pace)
    win = build_table(settings)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    return win
