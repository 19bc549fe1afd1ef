"""``--self-test``: one complete hot-seat game in the real main window.

Every answer goes the way a person's does: the hand-over screen's Ready button, a
Hand card picked in the Hand view, the Arena cursor moved there and Enter pressed,
a lit square clicked for an ability, the Yes button of the prompt bar. The choice
is deterministic (the first legal answer), so every run plays the same game. After
the game the views are checked against the engine's state, and one summary line is
printed. The installers run it as their smoke test.
"""

from __future__ import annotations

import contextlib
import os
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QEventLoop, QObject, QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from momon_desktop.engine import Answer, Choose, Game, Summon, YesNo
from momon_desktop.ui.assembly import build_table, open_table
from momon_desktop.ui.core.controller import GameSpec, PlayerInfo
from momon_desktop.ui.table.mainwindow import MainWindow
from momon_desktop.ui.text import i18n

# The seed of the fair first-player draw (6.6) and of the game.
SELF_TEST_SEED = 2026
# Far more decisions than a game can need (16 turns and their abilities).
MAX_STEPS = 400


class SelfTestError(Exception):
    """The self-test found something wrong."""


def seconds_since_process_start(fallback: float) -> float:
    """Seconds since this process was started, from the kernel's record of its start
    on Linux (``/proc/self/stat``, in clock ticks since boot); elsewhere since
    ``fallback`` (a ``time.perf_counter()`` taken as early as the app could)."""
    try:
        with open("/proc/self/stat", encoding="ascii") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        # field 22 of the whole line (the 20th after the command name)
        started = int(fields[19]) / os.sysconf("SC_CLK_TCK")
        return time.clock_gettime(time.CLOCK_BOOTTIME) - started
    except (OSError, ValueError, IndexError, AttributeError):
        return time.perf_counter() - fallback


def memory_mb() -> float:
    """Peak resident memory of this process in MiB; 0 where it cannot be read."""
    if sys.platform == "win32":
        return _windows_peak_mb()
    try:
        import resource  # POSIX only
    except ImportError:
        return 0.0
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    # Linux reports KiB, macOS bytes.
    return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024


def _windows_peak_mb() -> float:
    """Peak working set of this process in MiB, from GetProcessMemoryInfo; 0 if it fails."""
    import ctypes
    from ctypes import wintypes

    class Counters(ctypes.Structure):
        _fields_ = [
            ("cb", wintypes.DWORD),
            ("PageFaultCount", wintypes.DWORD),
            ("PeakWorkingSetSize", ctypes.c_size_t),
            ("WorkingSetSize", ctypes.c_size_t),
            ("QuotaPeakPagedPoolUsage", ctypes.c_size_t),
            ("QuotaPagedPoolUsage", ctypes.c_size_t),
            ("QuotaPeakNonPagedPoolUsage", ctypes.c_size_t),
            ("QuotaNonPagedPoolUsage", ctypes.c_size_t),
            ("PagefileUsage", ctypes.c_size_t),
            ("PeakPagefileUsage", ctypes.c_size_t),
        ]

    try:
        # ctypes has WinDLL only on Windows, and the checker reads Linux's stubs
        kernel32 = ctypes.WinDLL("kernel32")  # type: ignore[attr-defined]
        kernel32.GetCurrentProcess.restype = wintypes.HANDLE
        kernel32.K32GetProcessMemoryInfo.argtypes = [
            wintypes.HANDLE, ctypes.POINTER(Counters), wintypes.DWORD
        ]
        kernel32.K32GetProcessMemoryInfo.restype = wintypes.BOOL
        counters = Counters()
        counters.cb = ctypes.sizeof(Counters)
        if not kernel32.K32GetProcessMemoryInfo(
            kernel32.GetCurrentProcess(), ctypes.byref(counters), counters.cb
        ):
            return 0.0
    except (AttributeError, OSError):
        return 0.0
    peak: int = counters.PeakWorkingSetSize
    return peak / (1024 * 1024)


def bundled_spec(seed: int = SELF_TEST_SEED) -> GameSpec:
    """A hot-seat game between the two bundled decks; first player by the fair draw."""
    from momon_desktop.cards import bundled_decks, bundled_pool
    from momon_desktop.engine.official import fair_first_player

    pool = bundled_pool()
    decks = bundled_decks()
    players = [("Ada", decks[0]), ("Boon", decks[1 % len(decks)])]
    if fair_first_player(seed) == 1:
        players.reverse()
    return GameSpec(
        decks=(tuple(pool.get(c) for c in players[0][1].cards),
               tuple(pool.get(c) for c in players[1][1].cards)),
        players=(PlayerInfo(players[0][0], deck_name=players[0][1].display_name()),
                 PlayerInfo(players[1][0], deck_name=players[1][1].display_name())),
        seed=seed,
        draw_seed=seed,
    )


def settle(app: QApplication, window: MainWindow) -> None:
    """Let pending events run and finish every animation."""
    app.processEvents()
    window.scene.finish_animations()
    app.processEvents()


def play_one(app: QApplication, window: MainWindow) -> float:
    """Make the next decision through the window; returns seconds to apply and draw it."""
    if window.handover.isVisible():
        QTest.mouseClick(window.handover.ready_button, Qt.MouseButton.LeftButton)
        app.processEvents()
    c = window.controller
    d = window.session.my_decision()
    if d is None:
        raise SelfTestError("the window offers no decision to the player at the screen")
    answer = d.options[0]
    start = time.perf_counter()
    if isinstance(answer, Summon):
        pick_in_hand(window, answer.card)
        if window.scene.overlay.cursor_square != answer.square:
            raise SelfTestError("the Arena cursor is not on the first empty square")
        # The table (after the hand-over screen, the picked card with its lit squares and
        # preview) is drawn before the Enter that Summons, as it is on screen long before
        # a person can press it.
        app.processEvents()
        draw_now(window)
        start = time.perf_counter()
        QTest.keyClick(window.arena_view, Qt.Key.Key_Return)
    elif isinstance(answer, Choose):
        if answer.square not in window.scene.overlay.legal:
            raise SelfTestError("a legal choice is not lit on the Arena")
        window.scene.square_clicked.emit(answer.square)
    elif isinstance(answer, YesNo):
        if not window.yes_no.yes_button.isVisible():
            raise SelfTestError("the Yes / No bar is not shown")
        button = window.yes_no.yes_button if answer.yes else window.yes_no.no_button
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    if c.decision is d:
        raise SelfTestError(f"the answer {answer!r} was not applied")
    app.processEvents()
    draw_now(window)
    return time.perf_counter() - start


def pick_in_hand(window: MainWindow, card: int) -> None:
    """Pick Hand card ``card`` as a person does with the keyboard: the Hand view's current
    card, then Enter (the Arena cursor then waits on the first lit square)."""
    row = window.hand_model.row_of(card)
    if row < 0:
        raise SelfTestError(f"card {card} to Summon is not in the Hand view")
    window.hand_view.setFocus()
    window.hand_view.setCurrentIndex(window.hand_model.index(row))
    QTest.keyClick(window.hand_view, Qt.Key.Key_Return)


def draw_now(window: MainWindow) -> None:
    """Draw every part of the window waiting to be drawn, at once: Qt otherwise draws a
    window's changes at its next frame, up to a frame later.

    The request goes to the window as a widget, as Qt's own frames do: it paints what
    is waiting and puts it on screen. (Sent to the window's ``QWindow`` instead, the
    request has the whole window painted afresh, a picture no change of the table makes.)
    """
    QCoreApplication.sendEvent(window, QEvent(QEvent.Type.UpdateRequest))


class _PaintCounter(QObject):
    """Counts the paint events of a widget (frames drawn)."""

    def __init__(self) -> None:
        super().__init__()
        self.frames = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.frames += 1
        return False


def measure_snatch_fps(window: MainWindow) -> float:
    """Frames per second the Arena draws while a Marking Token turns over (P10.5)."""
    items = list(window.scene.cards.values())
    if not items:
        return 0.0
    item = items[0]
    seat = item.controller
    counter = _PaintCounter()
    viewport = window.arena_view.viewport()
    viewport.installEventFilter(counter)
    anim = item.token.turn_over(seat, 1 - seat)
    loop = QEventLoop()
    anim.finished.connect(loop.quit)
    start = time.perf_counter()
    anim.start()
    loop.exec()
    elapsed = time.perf_counter() - start
    viewport.removeEventFilter(counter)
    item.token.set_seat(seat)
    return counter.frames / elapsed if elapsed > 0 else 0.0


def check_views(window: MainWindow) -> None:
    """The scene, models, panels and log show exactly the engine's state."""
    g = window.controller.game
    assert g is not None
    on_board = {c: sq for sq, c in enumerate(g.board) if c >= 0}
    if set(window.scene.cards) != set(on_board):
        raise SelfTestError("the Arena scene does not show the cards on the Arena")
    for instance, item in window.scene.cards.items():
        if item.controller != g.ctrl[instance]:
            raise SelfTestError(f"the Marking Token of card {instance} shows the wrong player")
        if item.wards != g.wards[instance]:
            raise SelfTestError(f"card {instance} shows the wrong number of Ward Tokens")
    if window.log.topLevelItemCount() != g.log_length:
        raise SelfTestError("the rules log does not list every event")
    momon = g.momon_counts()
    for panel in (window.near_panel, window.far_panel):
        if panel.momon_value.text() != str(momon[panel.seat]):
            raise SelfTestError("a player panel shows the wrong Momon count")


@contextlib.contextmanager
def private_settings() -> Iterator[QSettings]:
    """Settings of the self-test's own, in a temporary folder that is gone when it ends:
    every write of the app (the window's place at its close, the finished game on the
    autosave writer's thread) is done while the folder is there, so nothing is left
    behind."""
    with tempfile.TemporaryDirectory(prefix="momon-self-test-") as folder:
        settings = QSettings(str(Path(folder) / "settings.ini"), QSettings.Format.IniFormat)
        try:
            yield settings
        finally:
            for widget in QApplication.topLevelWidgets():
                if isinstance(widget, MainWindow):
                    widget.autosave.close()  # its last writes, before the folder goes
            settings.sync()


def run(app: QApplication, lang: str, screenshot: str | None, started: float) -> int:
    """Play the game; print one summary line; 0 if all went well."""
    try:
        return _run(app, lang, screenshot, started)
    except Exception as exc:  # every failure becomes one plain line and a non-zero exit
        print(f"self-test: FAILED: {type(exc).__name__}: {exc}")
        return 1


def _run(app: QApplication, lang: str, screenshot: str | None, started: float) -> int:
    with private_settings() as settings:
        i18n.install_language(lang)
        window, features = open_table(settings)
        window.resize(1280, 800)
        # Launch: from the process's start to the table's first picture on screen, as the
        # app opens it: the features are installed right after that picture.
        painted = _PaintCounter()
        window.arena_view.viewport().installEventFilter(painted)
        first: list[float] = []
        features.shown.connect(lambda: first.extend((
            seconds_since_process_start(started),
            time.process_time(),  # the processor time it took, on a shared machine
            time.perf_counter() - started,
            painted.frames,
        )))
        window.show()
        app.processEvents()
        deadline = time.perf_counter() + 10.0
        while not features.done and time.perf_counter() < deadline:
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        window.arena_view.viewport().removeEventFilter(painted)
        if not features.done:
            raise SelfTestError("the features were not installed after the table was shown")
        launch, launch_cpu, ready, frames = first
        if not frames:
            raise SelfTestError("the features were installed before the table was drawn")
        installed = time.perf_counter() - started - ready
        window.start_game(bundled_spec())
        app.processEvents()
        g = window.controller.game
        assert g is not None
        summon_times: list[float] = []
        shot_taken = False
        steps = 0
        while not g.over:
            steps += 1
            if steps > MAX_STEPS:
                raise SelfTestError(f"the game did not end after {MAX_STEPS} decisions")
            d = g.awaiting
            elapsed = play_one(app, window)
            if d is not None and d.is_summon:
                summon_times.append(elapsed)
            settle(app, window)
            check_views(window)
            if screenshot and not shot_taken and sum(g.turns) >= 9 and not g.over:
                shot_taken = take_screenshot(app, window, Path(screenshot))
        settle(app, window)
        if window.game_end.result_dialog is None or not window.game_end.result_dialog.isVisible():
            raise SelfTestError("no result screen after the game ended")
        check_views(window)
        fps = measure_snatch_fps(window)
        result = g.result
        assert result is not None
        names = window.controller.players
        winner = "draw" if result.winner is None else f"{names[result.winner].name}"
        if result.tie_break:
            winner += " by the First Player Token tie-break"
        summon_ms = sorted(summon_times)[len(summon_times) // 2] * 1000 if summon_times else 0.0
        summon_max_ms = max(summon_times) * 1000 if summon_times else 0.0
        total = time.perf_counter() - started
        window.game_end.result_dialog.close()
        window.close()
        print(
            f"self-test: ok, {sum(g.turns)} turns, winner {winner} "
            f"({result.momon[0]}-{result.momon[1]}, {result.reason.value}), "
            f"window ready {ready:.2f} s, every feature installed {installed:.2f} s later, "
            f"launch {launch:.2f} s ({launch_cpu:.2f} s CPU), "
            f"Summon applied and drawn {summon_ms:.1f} ms (median), {summon_max_ms:.1f} ms (max), "
            f"snatch animation {fps:.0f} fps, "
            f"memory {memory_mb():.0f} MB, {total:.1f} s"
        )
        return 0


def take_screenshot(app: QApplication, window: MainWindow, path: Path) -> bool:
    """Save the table in mid-game with a card picked and its snatch preview shown."""
    if window.handover.isVisible():
        QTest.mouseClick(window.handover.ready_button, Qt.MouseButton.LeftButton)
        app.processEvents()
    d = window.session.my_decision()
    if d is None or not d.is_summon:
        return False
    g = window.controller.game
    assert g is not None
    # the picked card and square that preview the most (a screenshot worth looking at)
    best = (0, d.options[0])
    for answer in d.options:
        assert isinstance(answer, Summon)
        n = len(g.preview_snatch(answer.card, answer.square, d.player))
        if n > best[0]:
            best = (n, answer)
    answer = best[1]
    assert isinstance(answer, Summon)
    window.select_card(answer.card)
    window.scene.overlay.set_cursor(answer.square)
    window.on_square_hovered(answer.square)
    window.table_input.show_preview(answer.card)
    settle(app, window)
    path.parent.mkdir(parents=True, exist_ok=True)
    if not window.grab().save(str(path)):
        raise SelfTestError(f"could not write the screenshot {path}")
    window.table_input.cancel_selection()
    return True


# ----------------------------------------------------------------------------- the tutorial

# Far more steps than a lesson has, and the longest wait for the scripted opponent.
MAX_LESSON_STEPS = 200
REPLY_WAIT_S = 10.0


def run_tutorial(app: QApplication, lang: str, started: float) -> int:
    """``--self-test --tutorial``: every lesson played through the window; one line."""
    try:
        return _run_tutorial(app, lang, started)
    except Exception as exc:  # every failure becomes one plain line and a non-zero exit
        print(f"self-test --tutorial: FAILED: {type(exc).__name__}: {exc}")
        return 1


class _LessonOnTable(Protocol):
    """What the self-test reads of the tutorial while a lesson is played."""

    wrong_text: str
    game: Game | None


def _taken_back(tutorial: _LessonOnTable, length: int) -> bool:
    """The tutorial took the wrong move back: no explanation left, ``length`` decisions."""
    return not tutorial.wrong_text and tutorial.game is not None \
        and len(tutorial.game.history) == length


def _wait(app: QApplication, window: MainWindow, ready: Callable[[], bool], what: str) -> None:
    """Run the event loop until ``ready()``; fail after :data:`REPLY_WAIT_S`."""
    deadline = time.perf_counter() + REPLY_WAIT_S
    while not ready():
        if time.perf_counter() > deadline:
            raise SelfTestError(f"waited too long for {what}")
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        window.scene.finish_animations()


def play_answer(app: QApplication, window: MainWindow, answer: Answer) -> None:
    """Make ``answer`` as a person does: the Hand view and the Arena keyboard cursor for a
    Summon, a click on the lit square for a choice, the Yes / No bar."""
    c = window.controller
    d = c.decision
    if isinstance(answer, Summon):
        pick_in_hand(window, answer.card)
        window.scene.overlay.set_cursor(answer.square)
        QTest.keyClick(window.arena_view, Qt.Key.Key_Return)
    elif isinstance(answer, Choose):
        if answer.square not in window.scene.overlay.legal:
            raise SelfTestError("a legal choice is not lit on the Arena")
        window.scene.square_clicked.emit(answer.square)
    elif isinstance(answer, YesNo):
        button = window.yes_no.yes_button if answer.yes else window.yes_no.no_button
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    if c.decision is d:
        raise SelfTestError(f"the answer {answer!r} was not applied")
    app.processEvents()


def _run_tutorial(app: QApplication, lang: str, started: float) -> int:
    from momon_desktop.ui.assembly import tutorial_of

    with private_settings() as settings:
        i18n.install_language(lang)
        window = build_table(settings)
        window.resize(1280, 800)
        window.show()
        app.processEvents()
        tutorial = tutorial_of(window)
        if tutorial is None:
            raise SelfTestError("the tutorial is not installed")
        lessons = tutorial.lessons
        if not lessons:
            raise SelfTestError(tutorial.problem_text() or "there are no lessons")
        moves = wrong = 0
        bubble = tutorial.bubble
        for index, lesson in enumerate(lessons):
            if not tutorial.start(index):
                raise SelfTestError(f"lesson {lesson.id} cannot be set up")
            tried_wrong = False
            for _ in range(MAX_LESSON_STEPS):
                _wait(app, window, lambda: not tutorial.waiting_for_opponent(),
                      f"the opponent's reply in lesson {lesson.id}")
                app.processEvents()
                if tutorial.index != index:
                    raise SelfTestError(f"lesson {lesson.id} ended before its last step")
                step = tutorial.current_step()
                if step is None:
                    raise SelfTestError(f"lesson {lesson.id} has no step to show")
                if not bubble.isVisible():
                    raise SelfTestError(f"lesson {lesson.id}: no speech bubble at step "
                                        f"{tutorial.step}")
                g = tutorial.game
                assert g is not None
                if step.is_move:
                    bad = tutorial.wrong_answer()
                    if not tried_wrong:
                        # one wrong move per lesson where there is one: explained, taken back
                        tried_wrong = True
                        if bad is not None:
                            before = len(g.history)
                            play_answer(app, window, bad)
                            _wait(app, window, lambda: bool(tutorial.wrong_text),
                                  f"the wrong-move explanation in lesson {lesson.id}")
                            settle(app, window)
                            QTest.mouseClick(bubble.next_button, Qt.MouseButton.LeftButton)
                            _wait(app, window, partial(_taken_back, tutorial, before),
                                  f"the wrong move to be taken back in lesson {lesson.id}")
                            wrong += 1
                            continue
                    answer = tutorial.right_answer()
                    if answer is None:
                        raise SelfTestError(f"lesson {lesson.id}: the accepted move is not legal")
                    play_answer(app, window, answer)
                    moves += 1
                    settle(app, window)
                    continue
                if not bubble.next_button.isVisible():
                    raise SelfTestError(f"lesson {lesson.id}: no Next button at step "
                                        f"{tutorial.step}")
                last = tutorial.step == len(lesson.steps) - 1
                if last and not tutorial.finished:
                    raise SelfTestError(f"lesson {lesson.id}: the goal was not reached")
                QTest.mouseClick(bubble.next_button, Qt.MouseButton.LeftButton)
                app.processEvents()
                if last:
                    break
            else:
                raise SelfTestError(f"lesson {lesson.id} did not end")
            if lesson.id not in tutorial.progress.done:
                raise SelfTestError(f"lesson {lesson.id} is not marked done")
        total = time.perf_counter() - started
        window.close()
        print(f"self-test --tutorial: ok, {len(lessons)} lessons played, {moves} moves, "
              f"{wrong} wrong moves explained and taken back, {total:.1f} s")
        return 0
