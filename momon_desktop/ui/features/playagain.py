"""Play again: a later start without an unfinished game offers the last kind of game.

The setup of the last game started from the New Game dialog (players A and B: names,
kinds, computer styles and scripted opponents, decks) is kept in the settings under
:data:`SETTING`. At a later start with no game to resume, :class:`PlayAgainWindow`
offers it again in one click, with a new fair draw for the first turn (6.6, 6.7), and
leads to the New Game dialog or the welcome screen instead. A setup whose decks no
longer exist in the card pool, or which cannot be read, is not offered: the New Game
dialog opens as before.
"""

from __future__ import annotations

import json
import secrets
from dataclasses import dataclass
from typing import TYPE_CHECKING, Annotated, Any, Literal

from pydantic import Field
from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QPushButton, QWidget

from momon_desktop.cards import DeckError, parse_deck
from momon_desktop.engine.official import fair_first_player
from momon_desktop.storage.files import strict_json_loads
from momon_desktop.storage.kept import KeptModel, KeptStyle, PlayerKind, parse_kept
from momon_desktop.storage.messages import Localized, Phrase, Refusal, json_value_reason
from momon_desktop.storage.record import MAX_NAME_CHARS
from momon_desktop.ui.core.controller import HUMAN, GameSpec
from momon_desktop.ui.core.settings import LAST_GAME, MAX_LAST_GAME_CHARS, left_out, read_text
from momon_desktop.ui.features.choicewindow import ChoiceButton, ChoiceWindow
from momon_desktop.ui.features.welcome import WelcomeScreen
from momon_desktop.ui.table.newgame import NewGameDialog, PlayerChoice, assign_seats
from momon_desktop.ui.text.i18n import current_language, fill

if TYPE_CHECKING:
    from momon_desktop.ui.table.host import TableHost

# The settings key of the last game's setup (JSON).
SETTING = LAST_GAME
SETUP_VERSION = 1


class LastPlayer(KeptModel):
    """One player of the last game's setup, as the settings keep it."""

    name: Annotated[str, Field(min_length=1, max_length=MAX_NAME_CHARS)]
    kind: PlayerKind
    style: KeptStyle = "balanced"
    profile: Annotated[str, Field(pattern=r"^([a-z0-9]+(-[a-z0-9]+)*)?$", max_length=64)] = ""
    deck: dict[str, Any]


class LastGameSetting(KeptModel):
    """The last game's setup (``SETTING``), format version 1: players A and B."""

    format_version: Literal[1]
    players: Annotated[list[LastPlayer], Field(min_length=2, max_length=2)]


def _reason(exc: ValueError | DeckError) -> Localized:
    """Why the setting cannot be used, in both languages."""
    if isinstance(exc, DeckError):
        return Phrase("; ".join(exc.messages("en")), "; ".join(exc.messages("th")))
    if isinstance(exc, Refusal):
        return exc.detail
    return json_value_reason(exc)


@dataclass(frozen=True)
class LastGame:
    """Players A and B of the last game started from the New Game dialog."""

    players: tuple[PlayerChoice, PlayerChoice]

    def to_json(self) -> str:
        """The setup as the settings keep it."""
        return json.dumps({
            "format_version": SETUP_VERSION,
            "players": [{"name": p.name, "kind": p.kind, "style": p.style,
                         "profile": p.profile, "deck": p.deck.to_json()}
                        for p in self.players],
        }, ensure_ascii=False)

    @staticmethod
    def from_json(text: str) -> LastGame | None:
        """The setup kept in the settings, or None when there is none or it cannot be
        used (another version, a field beyond its bounds, a level or style the computer
        does not have): it is not offered, and the window says why once."""
        if not text:
            return None
        try:
            setting = parse_kept(LastGameSetting, strict_json_loads(text))
            choices = tuple(
                PlayerChoice(p.name, p.kind, parse_deck(p.deck, "settings: last game"),
                             p.style, p.profile)
                for p in setting.players
            )
        except (ValueError, DeckError) as exc:  # json's errors and Refusal are ValueErrors
            left_out(SETTING, _reason(exc))
            return None
        return LastGame((choices[0], choices[1]))

    @property
    def hot_seat(self) -> bool:
        """Whether both players are people at this computer."""
        return all(p.kind == HUMAN for p in self.players)


class PlayAgainWindow(ChoiceWindow):
    """A later start: play the last kind of game again, set up a new one, or the
    welcome screen."""

    again = Signal()
    new_game = Signal()
    welcome = Signal()

    def __init__(self, last: LastGame, parent: QWidget) -> None:
        super().__init__("PlayAgainWindow", parent, 26)
        self.last = last
        # the line under the title: who played whom last time
        self.summary = self.intro
        self.summary.setObjectName("PlayAgainSummary")
        self.again_button = ChoiceButton("PlayAgain")
        self.new_button = ChoiceButton("PlayAgainNewGame")
        self.welcome_button = QPushButton()
        self.welcome_button.setObjectName("PlayAgainWelcome")
        self.add_choice(self.again_button, self.again)
        self.add_choice(self.new_button, self.new_game)
        self.add_aside(self.welcome_button, self.welcome)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text in the current language."""
        self.setWindowTitle(self.tr("Play again"))
        self.title.setText(self.tr("Welcome back"))
        self.summary.setText(self.summary_text())
        line = self.tr("The same two players and decks; a new fair draw decides who "
                       "takes the first turn.")
        self.again_button.set_texts(self.tr("&Play again"), line)
        self.new_button.set_texts(self.tr("&New game…"),
                                  self.tr("Choose the players, the decks and who goes first."))
        self.welcome_button.setText(self.tr("&Welcome screen…"))
        self.close_button.setText(self.tr("Close"))

    def summary_text(self) -> str:
        """Who played whom with which decks last time, in a line."""
        def one(p: PlayerChoice) -> str:
            return fill(self.tr("%1 with %2"), p.name, p.deck.display_name(current_language()))

        a, b = self.last.players
        if self.last.hot_seat:
            text = self.tr("Last time: %1 against %2, both at this computer.")
        else:
            text = self.tr("Last time: %1 against %2.")
        return fill(text, one(a), one(b))


class PlayAgain(QObject):
    """Remembers the last game's setup and offers it at a later start."""

    def __init__(self, window: TableHost) -> None:
        super().__init__(window.window())
        self.window = window
        self.offer: PlayAgainWindow | None = None
        window.new_game_dialog_opened.connect(self._watch_dialog)

    def _watch_dialog(self, dialog: QObject) -> None:
        if isinstance(dialog, NewGameDialog):
            self._fill_names(dialog)
            dialog.accepted.connect(lambda: self.remember(LastGame(dialog.choices())))

    def _fill_names(self, dialog: NewGameDialog) -> None:
        """The names people typed for A and B last time, typed in again; a computer's
        name or an empty field's placeholder is not (it follows the level and language)."""
        last = self.last_game()
        if last is None:
            return
        for field, player in zip(dialog.names, last.players, strict=True):
            if player.kind == HUMAN and player.name not in (field.placeholderText(), ""):
                field.setText(player.name)

    def remember(self, last: LastGame) -> None:
        """Keep ``last`` as the setup a later start offers."""
        self.window.settings.setValue(SETTING, last.to_json())
        self.window.settings.sync()

    def last_game(self) -> LastGame | None:
        """The remembered setup, if it can still be played (its decks' cards exist)."""
        last = LastGame.from_json(read_text(self.window.settings, SETTING,
                                            MAX_LAST_GAME_CHARS) or "")
        if last is None:
            return None
        pool, _decks = self.window.card_pool()
        if any(c not in pool for p in last.players for c in p.deck.cards):
            return None
        return last

    def offer_play_again(self) -> PlayAgainWindow | None:
        """At a later start with nothing to resume: offer the last game again; None when
        no setup is remembered (the caller opens the New Game dialog)."""
        last = self.last_game()
        if last is None:
            return None
        if self.offer is not None:
            self.offer.close()
            self.offer.deleteLater()
        offer = PlayAgainWindow(last, self.window.window())
        offer.again.connect(self.play_again)
        offer.new_game.connect(self.window.request_new_game)
        offer.welcome.connect(self._welcome)
        self.offer = offer
        offer.show()
        offer.raise_()
        offer.activateWindow()
        return offer

    def _welcome(self) -> None:
        welcome = self.window.feature(WelcomeScreen)
        if welcome is not None:
            welcome.open()

    def play_again(self, seed: int | None = None) -> GameSpec | None:
        """Start the remembered game again with a new fair draw (6.6): its seed picks
        who of A and B goes first (6.7) and is the game's seed. Returns the game's spec."""
        last = self.last_game()
        if last is None:
            self.window.status(self.tr("The last game's decks are no longer available: "
                                       "choose a new game."), 10000)
            self.window.request_new_game()
            return None
        draw = secrets.randbelow(1_000_000_000) if seed is None else seed
        pool, _decks = self.window.card_pool()
        a, b = last.players
        spec = assign_seats(a, b, fair_first_player(draw) == 0, pool, draw, draw)

        def begin() -> None:
            self.window.start_game(spec)
            self.window.status(
                fill(
                    self.tr("Seed %1 of the fair draw: the first turn goes to %2 (6.6)."),
                    str(draw),
                    spec.players[0].name,
                ),
                10000,
            )

        # a match or an unsaved game on the table is asked about first
        self.window.replace_table(begin)
        return spec
