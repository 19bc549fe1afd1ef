"""The Momon Wonder rules engine: pure Python, never imports Qt."""

from .carddefs import CardDef, ContinuousAbility, TriggeredAbility
from .game import (
    Answer,
    Choose,
    Concede,
    Decision,
    Event,
    Game,
    IllegalDecision,
    Setup,
    Summon,
    YesNo,
)
from .official import FIRST, SEAT_NAMES, SECOND, GameResult, Termination, parse_square, square_name

__all__ = [
    "Answer", "CardDef", "Choose", "Concede", "ContinuousAbility", "Decision", "Event", "FIRST",
    "Game", "GameResult", "IllegalDecision", "SEAT_NAMES", "SECOND", "Setup", "Summon",
    "Termination", "TriggeredAbility", "YesNo", "parse_square", "square_name",
]
