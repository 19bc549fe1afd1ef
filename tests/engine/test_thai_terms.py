"""Every Thai text the engine gives writes the game's terms in English, as the official
Thai rules do: the rules-log sentence of every kind of event, every rule explanation,
the Format names. The spellings to avoid are the glossary's own (engine/glossary.py)."""

from __future__ import annotations

import random
import re

import pytest

from momon_desktop.cards.formats import FORMATS
from momon_desktop.engine import Game
from momon_desktop.engine import game as game_module
from momon_desktop.engine.events import KINDS, Event, describe, face_off
from momon_desktop.engine.glossary import TERMS, Term
from momon_desktop.engine.rulebook import RULES

from .helpers import ab, aura, card, filler, new_game, summon

# Cards whose abilities between them make every kind of event happen.
DECK = [
    card("spy", 3, ["F"], [ab("summoned", "reveal_hand")]),
    card("bury", 2, ["R"], [ab("summoned", "to_void", "chosen_enemy", optional=True)]),
    card("exile", 4, ["L"], [ab("summoned", "to_void", "each_adjacent_enemy", face="up")]),
    card("shell", 4, ["B", "L"], [ab("summoned", "ward", "self", amount=1)]),
    card("crown", 5, ["FR"], [ab("end_of_turn", "take_first_player_token", whose="yours")]),
    card("blight", 6, ["F", "FL"], continuous=[aura("power", "adjacent_enemies", amount=-1)]),
    card("rally", 3, ["F", "B"], [
        ab("summoned", "power", "self", amount=1, duration="end_of_turn"),
        ab("summoned", "power", "self", amount=2, duration="start_of_your_next_turn"),
        ab("summoned", "power", "self", amount=-1, duration="permanent"),
    ]),
    card("hook", 1, ["R", "L"], [ab("summoned", "to_hand", "chosen_adjacent_enemy")]),
    card("caller", 2, ["FL"], [ab("summoned", "summon_from_hand")]),
    card("sapper", 5, ["F", "R", "B", "L"], [ab("summoned", "power", "chosen_enemy", amount=-4)]),
]


def _forced_loop_draw() -> Game:
    """A game that ends as a draw: an ability that only queues itself again (P11.7)."""
    echo = card("echo", 2, abilities=[ab("summoned", "reveal_hand")])
    g = new_game([echo], [], seed=3)

    def loop(self: Game, item: tuple[int, int, int, int, int]) -> None:
        self.queue.append(item)
        self.resolving = None

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(Game, "_resolve_body", loop)
        summon(g, "echo", "A1")
    assert g.result is not None and g.result.winner is None
    return g


@pytest.fixture(scope="module")
def events() -> list[tuple[Event, Game]]:
    """Every event of :func:`every_kind_of_event`."""
    return every_kind_of_event()


def every_kind_of_event() -> list[tuple[Event, Game]]:
    """Every event of a dozen random games, two set games, a concession and a
    forced-loop draw, with their game: every kind and every wording of a sentence."""
    rnd = random.Random(7)
    games = []
    for seed in range(12):
        g = Game.new(DECK, DECK, seed)
        while not g.over:
            g.apply(rnd.choice(g.legal_answers()))
        games.append(g)
    # Small decks run out of cards; callers fill the Arena before the 16th turn.
    callers = [card(f"caller-{i}", 2, abilities=[ab("summoned", "summon_from_hand")])
               for i in range(10)]
    for first, second in ((filler("f", 3), filler("s", 3)), (callers, filler("s", 10))):
        g = Game.new(first, second)
        while not g.over:
            g.apply(g.legal_answers()[0])
        games.append(g)
    conceded = new_game([], [])
    conceded.concede(1)
    games += [conceded, _forced_loop_draw()]
    # PD.12, PD.13, PD.14: the limits that keep a chain's states finite.
    ping_pong = [ab("turn_start", "snatch", "each_adjacent_enemy"),
                 ab("snatched", "snatch", "each_adjacent_enemy"),
                 ab("snatches", "snatch", "each_adjacent_enemy")]
    limits = card("limits", 3, abilities=[ab("summoned", "ward", "self", amount=60)] * 2
                  + [ab("summoned", "power", "self", amount=99, duration="permanent")] * 11)
    g = new_game([limits], [])
    summon(g, "limits", "A1")
    games.append(g)
    g = new_game([card("weaver", 3, abilities=ping_pong)], [card("loom", 3, abilities=ping_pong)])
    summon(g, "weaver", "A3")
    summon(g, "loom", "B4")
    games.append(g)
    # PD.7: a chain still going on at its limit (set lower here) is a draw too.
    grower = card("weaver", 3, abilities=[*ping_pong, ab("snatches", "power", "self", amount=1,
                                                         duration="permanent")])
    g = new_game([grower], [card("loom", 3, abilities=ping_pong)])
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(game_module, "_CHAIN_LIMIT", 1_500)
        summon(g, "weaver", "A3")
        summon(g, "loom", "B4")
    assert g.log[-1][:2] == ("PD.7", "game_end")
    games.append(g)
    return [(e, g) for g in games for e in g.log]


def _variant(e: Event) -> tuple[str, int]:
    """The part of an event that changes the wording of its sentence."""
    _rule, kind, a, b, c = e
    if kind == "power":
        return kind, c
    if kind == "face_off":
        return kind, face_off(c).outcome
    if kind == "to_void":
        return kind, b
    if kind == "game_end":
        return kind, {"P11.7": 2, "PD.7": 3}.get(e[0], min(a, 1))
    return kind, 0


def _sentences(events: list[tuple[Event, Game]]) -> dict[str, str]:
    """Each distinct Thai sentence, with its English one."""
    return {describe(e, g.defs, "th"): describe(e, g.defs, "en") for e, g in events}


def _spelt_in_thai(text: str) -> list[tuple[str, str]]:
    """(term, spelling) for every glossary spelling to avoid that ``text`` contains."""
    return [(t.english, s) for t in TERMS for s in t.transliterations if s in text]


def _names(text: str, t: Term) -> bool:
    """Whether ``text`` names ``t`` as a whole word ("Snatch" is not in "Snatch-Sight")."""
    return re.search(r"(?<![\w-])" + re.escape(t.english) + r"(?![\w-])", text) is not None


@pytest.fixture(scope="module")
def texts(events: list[tuple[Event, Game]]) -> dict[str, str]:
    """Every Thai text the engine gives, by where it comes from, with its English."""
    texts = {f"event: {th}": en for th, en in _sentences(events).items()}
    texts.update({f"rule {r.number}: {r.th}": r.en for r in RULES.values()})
    texts.update({f"Format {f.id}: {f.display_name('th')}": f.display_name("en")
                  for f in FORMATS.values()})
    return texts


def test_the_events_cover_every_kind_and_every_wording(events: list[tuple[Event, Game]]) -> None:
    seen = {_variant(e) for e, _ in events}
    assert {kind for kind, _ in seen} == KINDS
    assert {("power", c) for c in (0, 1, 2)} <= seen
    assert {("to_void", 0), ("to_void", 1)} <= seen
    assert {("face_off", c) for c in (-1, 0, 1)} <= seen
    assert {("game_end", w) for w in (0, 1, 2, 3)} <= seen
    assert {e[2] for e, _ in events if e[1] == "summon"} == {0, 1}


def test_no_thai_text_of_the_engine_spells_a_term_in_thai_letters(texts: dict[str, str]) -> None:
    found = [(where, spelt) for where in texts if (spelt := _spelt_in_thai(where))]
    assert found == [], f"{len(found)} Thai texts spell a term in Thai letters"


@pytest.mark.parametrize("t", [t for t in TERMS if t.kept_in_every_string], ids=lambda t: t.english)
def test_a_thai_text_keeps_every_term_its_english_names(t: Term, texts: dict[str, str]) -> None:
    dropped = [(where, en) for where, en in texts.items()
               if _names(en, t) and not _names(where.split(": ", 1)[1], t)]
    assert dropped == []


def test_the_format_names_are_the_english_ones() -> None:
    assert {f.display_name("th") for f in FORMATS.values()} == {"Standard", "Open"}


def test_thai_sentences_read_like_the_official_thai_rules() -> None:
    spy = card("spy", 2, abilities=[ab("summoned", "reveal_hand")])
    shell = card("shell", 3, abilities=[ab("summoned", "ward", "self", amount=2)])
    g = new_game([spy], [shell])
    summon(g, "spy", "B2")
    summon(g, "shell", "C3")
    shown = next(e[3] for e in g.log if e[1] == "reveal")
    th = [describe(e, g.defs, "th") for e in g.log]
    assert "ผู้เล่นคนแรก ถือ First Player Token และได้เล่นเทิร์นแรก" in th
    assert "ผู้เล่นคนแรก Summon spy ลงช่อง B2" in th
    assert f"ผู้เล่นคนที่สอง Reveal {g.defs[shown].id} จาก Hand ของตนให้ทั้งสองฝ่ายเห็น" in th
    assert "shell ได้รับ Ward Token 2 ชิ้น: แต่ละชิ้นกันการถูกแย่งได้หนึ่งครั้ง" in th
    assert RULES["4.1.1"].th == "เกมมีสามโซน ได้แก่ Arena, Hand และ Void"
    assert RULES["P8.2"].th == "Step 1: ผู้เล่นต้อง Summon การ์ดหนึ่งใบจาก Hand ลงช่องว่าง"


def test_a_thai_sentence_keeps_a_space_between_a_word_and_a_name() -> None:
    g = new_game([], [])
    summon(g, "f-0", "A1")
    names = {0: "Ada", 1: "Boon"}
    th = [describe(e, g.defs, "th", names.__getitem__) for e in g.log]
    # a Latin name runs into the Thai word before it without one ("ของAda")
    assert not [s for s in th if re.search("[\u0e00-\u0e7f](Ada|Boon)", s)]
    assert any("ของ Ada" in s for s in th)
