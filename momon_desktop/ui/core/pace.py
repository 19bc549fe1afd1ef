"""How fast the table shows what happened: the animations of a move, the mover's look at
its outcome before a hot-seat hand-over, and the computer's least time to answer.

One setting (View ▸ Animation speed, saved in QSettings as ``animation_speed``) picks a
:class:`Pace`; the Arena scene, the main window and the controller read their times
from it. ``off`` shows every change at once: no animation, no pause, and the
computer's answer as soon as it is found (tests set it to stay fast).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

# the QSettings key of the chosen pace
SETTING = "animation_speed"


@dataclass(frozen=True)
class Pace:
    """The times of one animation speed, in milliseconds."""

    name: str
    # a summoned card drops onto its square (P9.1)
    summon_ms: int
    # events of one answer start this far apart (a card leaving, a Ward Token)
    stagger_ms: int
    # the arrow from the snatching card grows to the snatched one (P10.3)
    arrow_ms: int
    # a Marking Token turns over to the new controller's side (P10.5)
    snatch_ms: int
    # the mover's look at the outcome once every animation of the move is over, before
    # the hot-seat hand-over screen covers the table
    hold_ms: int
    # the computer's answer is applied no sooner than this after its decision was shown
    think_ms: int
    # the next player's replay of the opponent's move starts this long after Ready
    replay_delay_ms: int
    # the look at a game's last move before the result screen covers part of the table
    # (longer than a hand-over's: the whole game's outcome is on the Arena)
    result_ms: int = 0

    @property
    def animated(self) -> bool:
        """Whether changes are animated at all."""
        return self.summon_ms > 0

    @property
    def snatch_step_ms(self) -> int:
        """How far apart the snatches of one answer start: each one's arrow and half its
        turn, so that the eye can follow them one after another."""
        return self.arrow_ms + self.snatch_ms // 2


PACES: Mapping[str, Pace] = MappingProxyType({
    "normal": Pace("normal", summon_ms=280, stagger_ms=150, arrow_ms=100, snatch_ms=240,
                   hold_ms=800, think_ms=900, replay_delay_ms=250, result_ms=2500),
    "fast": Pace("fast", summon_ms=140, stagger_ms=70, arrow_ms=50, snatch_ms=130,
                 hold_ms=300, think_ms=350, replay_delay_ms=100, result_ms=1000),
    "off": Pace("off", summon_ms=0, stagger_ms=0, arrow_ms=0, snatch_ms=0,
                hold_ms=0, think_ms=0, replay_delay_ms=0),
})
NAMES: tuple[str, ...] = tuple(PACES)
DEFAULT = "normal"


def pace_named(name: object) -> Pace:
    """The pace called ``name``; the default one for anything else (an old or edited
    settings file)."""
    return PACES.get(str(name), PACES[DEFAULT])
