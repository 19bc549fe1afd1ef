"""Every item of every menu, every window it leads to, and every button of those
windows, found by walking the menus and the widgets rather than listed by hand: a new
menu item, window or button is covered without a new test.

A route starts from a known state of the table (a game in progress, a finished game,
a game just over with its result screen up, a match in progress, a match game just
over) with a click on a menu item (through its menu, with the mouse),
on a button of the table, or with what the app does at launch (offer the unfinished
game), then clicks one button in each window that opens in turn. The window reached
at the end of a route is backed out of by Escape, which must close it; each of its
buttons then starts a longer route, so every button of every window reached is
clicked once, each in a window opened afresh. A window must also have a close button,
and that button must close it. Qt's own file dialog is backed out of, not explored.
"""

from __future__ import annotations

import contextlib
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

import pytest
from PySide6.QtWidgets import QApplication
from shiboken6 import isValid

from momon_desktop.engine import Summon
from momon_desktop.ui.features.persistence import GamePersistence
from momon_desktop.ui.match.matchscreen import MatchDesk
from tests.gui.table_helpers import bundled
from tests.gui.titles import title_problem
from tests.realinput import windows as wn
from tests.realinput.conftest import take_problems

pytestmark = [pytest.mark.gui]

# Buttons in a row after the first click: deep enough for a confirmation inside a
# dialog opened from a window (Deck builder > Delete… > the question's buttons).
MAX_STEPS = 3


@dataclass(frozen=True)
class Route:
    """A start (a menu path's texts, a table button, or the app's launch) and the
    buttons clicked after it, one in each window that opens."""

    kind: str  # "menu", "table", "launch" or "shown"
    start: tuple[str, ...] | wn.Signature | None
    steps: tuple[wn.Signature, ...] = ()

    def label(self) -> str:
        if self.kind == "menu":
            first = " > ".join(self.start)  # type: ignore[arg-type]
        elif self.kind == "table":
            first = f"table button {self.start[2]!r}"  # type: ignore[index]
        elif self.kind == "launch":
            first = "launch"
        else:
            first = "the window already open"
        return " -> ".join([first, *(repr(s[2]) for s in self.steps)])

    def then(self, sig: wn.Signature) -> Route:
        return Route(self.kind, self.start, (*self.steps, sig))


def menu_text(action) -> str:  # type: ignore[no-untyped-def]
    return action.text().replace("&", "")


def clear_table(table) -> None:  # type: ignore[no-untyped-def]
    """Close every other window; the table in English, with the keyboard."""
    from momon_desktop.ui.text.i18n import current_language

    for w in wn.open_windows():
        if w is not table.window:
            w.close()
    QApplication.processEvents()
    if current_language() != "en":
        table.window.set_language("en")
    if table.window.isFullScreen():
        table.window.fullscreen_action.setChecked(False)
    table.activate()


def game_in_progress(table) -> None:  # type: ignore[no-untyped-def]
    """A game against the computer, one move each, so that the items that need a game
    in progress (save, concede, suggest, take back…) can be used; autosaved."""
    clear_table(table)
    table.start(bundled(kinds=("human", "easy"), seed=2))
    table.wait_for_person("summon")
    table.window.submit(Summon(table.game.hands[0][0], 5))
    table.qtbot.waitUntil(lambda: len(table.game.history) >= 2, timeout=15000)
    table.wait_for_person()


def play_out(table) -> None:  # type: ignore[no-untyped-def]
    """Answer the person's decisions (the first legal answer) until the game ends."""
    w = table.window
    while not table.game.over:
        table.qtbot.waitUntil(lambda: table.game.over or w.session.my_decision() is not None,
                              timeout=15000)
        d = w.session.my_decision()
        if d is not None:
            w.submit(d.options[0])


def finished_game(table) -> None:  # type: ignore[no-untyped-def]
    """A game played to its end (its replay can be watched), the result closed."""
    clear_table(table)
    table.start(bundled(kinds=("human", "easy"), seed=4))
    w = table.window
    play_out(table)
    table.qtbot.waitUntil(lambda: w.game_end.result_dialog is not None and w.game_end.result_dialog.isVisible())
    w.game_end.result_dialog.close()
    clear_table(table)


def game_just_over(table) -> None:  # type: ignore[no-untyped-def]
    """A game against the computer that has just ended: its result screen is up."""
    clear_table(table)
    w = table.window
    game = table.start_at_last_summon(bundled(kinds=("easy", "human"), seed=4))
    play_out(table)
    assert game.over
    table.qtbot.waitUntil(lambda: w.game_end.result_dialog is not None and w.game_end.result_dialog.isVisible())


def match_in_progress(table) -> None:  # type: ignore[no-untyped-def]
    """A best-of-three match against the computer, its first game under way."""
    clear_table(table)
    desk = table.window.feature(MatchDesk)
    if desk.session is not None:
        desk.session.close()
    dialog = desk.request_new_match()
    dialog.accept()
    # a match or a game left by the route before is let go, as a person would answer
    while table.window.leaving.pending_replace is not None:
        question = table.window.leaving.pending_replace
        for name in ("end_button", "discard_button", "aside_button"):
            button = getattr(question, name, None)
            if button is not None and button.isVisible():
                button.click()
                break
    session = desk.session
    assert session is not None
    session.roll_dialog.finish_animation()
    session.roll_dialog.accept()
    choice = session.choice_dialog
    assert choice is not None
    (choice.continue_button if choice.computer is not None else choice.take_button).click()
    table.qtbot.waitUntil(desk.owns_game)
    clear_table(table)


def match_game_over(table) -> None:  # type: ignore[no-untyped-def]
    """The first game of a match just ended: the match screen is up by itself (PM.1)."""
    match_in_progress(table)
    play_out(table)
    table.qtbot.waitUntil(lambda: any(type(x).__name__ == "MatchScreen"
                                      for x in wn.open_windows()))


STATES: dict[str, Callable] = {  # type: ignore[type-arg]
    "a game in progress": game_in_progress,
    "a finished game": finished_game,
    "a game just over": game_just_over,
    "a match in progress": match_in_progress,
    "a match game just over": match_game_over,
}


def find_menu_path(table, texts):  # type: ignore[no-untyped-def]
    for path in wn.menu_paths(table.window):
        if tuple(menu_text(a) for a in path) == texts:
            return path
    return None


def play_route(table, state: Callable, route: Route) -> wn.Explorer | None:  # type: ignore[no-untyped-def, type-arg]
    """Play ``route`` from ``state``; None if its first click cannot be made there."""
    state(table)
    explorer = wn.Explorer(table.qtbot, table.robot, [table.window], list(route.steps))
    try:
        return _play(table, route, explorer)
    except BaseException:
        # a route that fails leaves no explorer pressing keys into the next test; the
        # route's own failure is the one reported
        explorer.timer.stop()
        with contextlib.suppress(Exception):
            explorer.stop()
        raise


def _play(table, route: Route, explorer: wn.Explorer) -> wn.Explorer | None:  # type: ignore[no-untyped-def]
    if route.kind == "menu":
        path = find_menu_path(table, route.start)
        if path is None or not path[-1].isEnabled():
            return None
        explorer.menu_bar_menus = [a.menu() for a in path if a.menu() is not None]
        explorer.start()
        wn.click_menu_item(table.qtbot, table.robot, table.window, path)
    elif route.kind == "table":
        button = wn.find_button(table.window, route.start)
        if button is None or not button.isEnabled():
            return None
        explorer.start()
        table.robot.click(button)
    elif route.kind == "launch":
        explorer.start()
        # what the app does once its window is up (app.main): offer the unfinished game
        table.window.feature(GamePersistence).resumer.start_up()
    else:
        # a window the state left open by itself
        explorer.start()
    table.robot.settle()
    table.qtbot.waitUntil(explorer.idle, timeout=20000)
    return explorer


def first_routes(table) -> list[Route]:  # type: ignore[no-untyped-def]
    """Every menu item (but Quit, tested on its own) and every table button."""
    w = table.window
    routes = [Route("menu", tuple(menu_text(a) for a in path))
              for path in wn.menu_paths(w) if path[-1] is not w.quit_action]
    routes += [Route("table", wn.button_signature(b, w)) for b in wn.visible_buttons(w)]
    return routes


def test_every_menu_item_window_and_button(table):
    explored: set[str] = set()
    failures: list[str] = []
    played = 0
    reached_lines: list[str] = []
    for state_name, state in STATES.items():
        state(table)
        if state in (match_game_over, game_just_over):
            queue: deque[tuple[Route, bool]] = deque([(Route("shown", None), False)])
        else:
            queue = deque((r, False) for r in first_routes(table))
        if state is game_in_progress:
            queue.append((Route("launch", None), False))
        while queue:
            route, closes = queue.popleft()
            try:
                explorer = play_route(table, state, route)
            except Exception as exc:
                raise AssertionError(f"[{state_name}] {route.label()}: {exc}") from exc
            if explorer is None:
                continue
            played += 1
            where = f"[{state_name}] {route.label()}"
            if closes:
                # the last click was the close button of the window it was made in
                target = explorer.stepped[-1] if len(explorer.stepped) == len(route.steps) \
                    else None
                if target is None or (isValid(target) and target.isVisible()):
                    failures.append(f"{where}: the close button did not close its window")
            explorer.stop()
            failures += [f"{where}: {f}" for f in explorer.failures]
            failures += [f"{where}: {p}" for p in take_problems()]
            for reached in explorer.reached:
                if reached.key in explored:
                    continue
                explored.add(reached.key)
                reached_lines.append(f"{where} => {reached.key}")
                if reached.close is None:
                    failures.append(f"{where}: {reached.key} has no close button")
                if reached.title_problem is not None:
                    failures.append(f"{where}: {reached.title_problem}")
                if len(route.steps) >= MAX_STEPS or not reached.explore:
                    continue
                queue.extend((route.then(sig), sig == reached.close) for sig in reached.buttons)
    print(f"{played} routes played, {len(reached_lines)} windows reached")
    for line in reached_lines:
        print("  ", line)
    assert len(reached_lines) >= 20
    # the table itself, with a saved game on it and without
    assert title_problem(table.window) is None, title_problem(table.window)
    assert not failures, "\n".join(failures)
