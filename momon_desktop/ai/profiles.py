"""Scripted opponents: named computer players with a portrait, a deck, a strength and
a style, read from ``resources/opponents/*.json``.

```json
{
  "format_version": 1,
  "id": "auntie-lamduan",
  "name": {"en": "Auntie Lamduan", "th": "ป้าลำดวน"},
  "intro": {"en": "…", "th": "…"},
  "portrait": {"motif": "pagoda-snail", "background": "#2F5D50", "accent": "#E8C547",
               "frame": "round", "emblem": "lotus"},
  "deck": ["… 10 card ids"],
  "strength": "normal",
  "style": "defensive"
}
```

The portrait is a description, never a picture: the app draws it the same way every
time from the Momon named by ``motif`` (its card art), the two colours, the frame
shape and the emblem.  The style picks the evaluation weights of the searching
strengths (:data:`~momon_desktop.ai.evaluate.STYLE_WEIGHTS`): an aggressive opponent
values the Snatches it can make, a defensive one its own cards at risk and its Ward
Tokens.  Whether the deck is legal in a Format is for the card pool to say
(``momon_desktop.cards.check_deck``); this module only reads the file.
"""

from __future__ import annotations

import os
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from momon_desktop.content import json_files, read_json

from .players import Level, Player, make_player

PROFILE_FORMAT_VERSION = 1

Identifier = Annotated[str, Field(pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$", max_length=64)]
Colour = Annotated[str, Field(pattern=r"^#[0-9A-Fa-f]{6}$")]


class StrictModel(BaseModel):
    """A frozen model that refuses unknown fields (profile and puzzle files)."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


class Text(StrictModel):
    """A text in English and Thai."""

    en: str = Field(min_length=1)
    th: str = Field(min_length=1)

    def get(self, lang: str) -> str:
        """The text in ``lang`` (``en`` or ``th``), English otherwise."""
        return self.th if lang == "th" else self.en


class Portrait(StrictModel):
    """How the app draws the opponent's portrait, deterministically."""

    motif: Identifier = Field(description="Card id of the Momon whose art is the face.")
    background: Colour
    accent: Colour
    frame: Literal["round", "square", "hexagon"]
    emblem: Literal["sun", "moon", "wave", "leaf", "flame", "star", "lotus"]


class OpponentProfile(StrictModel):
    """A scripted opponent, format v1."""

    model_config = ConfigDict(extra="forbid", frozen=True, title="Momon opponent profile, v1")

    format_version: Literal[1]
    id: Identifier
    name: Text
    intro: Text
    portrait: Portrait
    deck: list[Identifier] = Field(min_length=1, description="Card ids; 10 in a legal deck (6.1).")
    strength: Level
    style: Literal["aggressive", "defensive", "balanced"]

    def player(self) -> Player:
        """The computer player this opponent is: its strength with its style's weights."""
        return make_player(self.strength, self.style)


class ProfileError(ValueError):
    """An opponent profile that cannot be read, naming the file and the problem."""


def parse_profile(data: object, source: str) -> OpponentProfile:
    """Validate already-parsed JSON as an opponent profile."""
    try:
        return OpponentProfile.model_validate(data)
    except ValidationError as exc:
        problems = "; ".join(
            f'field "{".".join(str(p) for p in err["loc"]) or "(root)"}": {err["msg"]}'
            for err in exc.errors()
        )
        raise ProfileError(f"{source}: {problems}") from None


def load_profile(path: str | os.PathLike[str]) -> OpponentProfile:
    """Read and validate one opponent profile file."""
    return parse_profile(read_json(path, ProfileError), os.fspath(path))


def load_profiles(directory: str | os.PathLike[str]) -> list[OpponentProfile]:
    """Every ``*.json`` profile in ``directory`` (normally ``resources/opponents``), in
    file-name order.  Raises :class:`ProfileError` on a bad file or a repeated id."""
    profiles: list[OpponentProfile] = []
    seen: dict[str, str] = {}
    for path in json_files(directory):
        profile = load_profile(path)
        if profile.id in seen:
            raise ProfileError(f"{path}: the id {profile.id!r} is already used by {seen[profile.id]}")
        seen[profile.id] = str(path)
        profiles.append(profile)
    return profiles


def profile_json_schema() -> dict[str, object]:
    """The JSON Schema of the opponent profile format."""
    return OpponentProfile.model_json_schema()
