"""The tutorial (Learn to play) and the welcome screen, on Qt's offscreen platform.

Every lesson is played through the window with its accepted answers (P9.1, P10.3,
P10.4, P11.5, 7.2.1, 7.3.3 are what the lessons teach) and every wrong-move
explanation is made to appear; progress is kept and a broken progress file is set
aside. The gestures themselves are tested in tests/realinput/test_tutorial.py.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt

from momon_desktop.ui.assembly import start_up
from momon_desktop.ui.core.controller import HUMAN
from momon_desktop.ui.features.lessons import (
    LessonError,
    accepted,
    first_answer,
    load_lesson,
    load_progress,
    progress_path,
)
from momon_desktop.ui.features.tutorial import Tutorial, bundled_lessons
from momon_desktop.ui.features.welcome import WELCOME_LEVEL, WelcomeScreen
from momon_desktop.ui.paths import resource_path

pytestmark = [pytest.mark.gui, pytest.mark.rules("P9.1", "P10.3", "P10.4", "P11.5", "7.2.1", "7.3.3")]

LESSONS = bundled_lessons()


def tutorial_of(window) -> Tutorial:  # type: ignore[no-untyped-def]
    tutorial = window.feature(Tutorial)
    assert tutorial is not None
    return tutorial


def settled(qtbot, window, tutorial: Tutorial) -> None:  # type: ignore[no-untyped-def]
    """Wait for the scripted opponent; finish the animations."""
    qtbot.waitUntil(lambda: not tutorial.waiting_for_opponent(), timeout=5000)
    qtbot.waitUntil(lambda: tutorial.bubble.isVisible() and tutorial.shown == tutorial.step,
                    timeout=5000)
    window.scene.finish_animations()


def play_to(qtbot, window, tutorial: Tutorial, step: int) -> None:  # type: ignore[no-untyped-def]
    """Play the lesson on the table (its accepted answers, Next) up to ``step``."""
    while tutorial.step < step:
        settled(qtbot, window, tutorial)
        current = tutorial.current_step()
        assert current is not None
        if current.is_move:
            answer = first_answer(current.expect[0], tutorial.game)
            assert answer is not None and window.submit(answer)
        else:
            tutorial.bubble.next_button.click()
    settled(qtbot, window, tutorial)


def test_there_are_eight_lessons_in_the_issue_order_each_citing_rules():
    assert [lesson.id for lesson in LESSONS] == [
        "summon", "sight", "snatch", "face-off", "ward", "abilities", "arena-full", "counting"]
    for lesson in LESSONS:
        assert lesson.info.rules
        assert all(step.say.en and step.say.th for step in lesson.steps)


@pytest.mark.parametrize("index", range(len(LESSONS)), ids=[lesson.id for lesson in LESSONS])
def test_each_lesson_goal_is_reached_with_its_accepted_answers(qtbot, window, index):
    tutorial = tutorial_of(window)
    lesson = LESSONS[index]
    done = []
    tutorial.lesson_done.connect(done.append)
    assert tutorial.start(index)
    assert tutorial.owns_game() and window.session.owner is tutorial
    play_to(qtbot, window, tutorial, len(lesson.steps) - 1)
    assert tutorial.finished and done == [lesson.id]
    assert tutorial.bubble.next_button.isVisible()
    assert "Lesson complete!" in tutorial.bubble.text.text()
    # the person's answers went through the controller: the engine judged them
    assert len(window.controller.game.history) > len(tutorial.start_game.history)
    assert json.loads(progress_path().read_text(encoding="utf-8"))["done"] == [lesson.id]
    tutorial.bubble.next_button.click()
    if index + 1 < len(LESSONS):
        assert tutorial.index == index + 1 and tutorial.step == 0
    else:
        assert tutorial.index == -1 and not tutorial.bubble.isVisible()


def wrong_cases() -> list[tuple[int, int, int]]:
    """(lesson, step, wrong entry; -1 for "otherwise") for every explanation a legal
    wrong answer can bring up."""
    from momon_desktop.cards import bundled_pool

    pool = bundled_pool()
    cases = []
    for li, lesson in enumerate(LESSONS):
        game = lesson.start(pool.get)
        for si, step in enumerate(lesson.steps):
            if not step.is_move:
                continue
            for wi in range(len(step.wrong)):
                cases.append((li, si, wi))
            listed = [w.when for w in step.wrong]
            if any(not accepted(step, game, a) and not any(m.matches(game, a) for m in listed)
                   for a in game.legal_answers()):
                cases.append((li, si, -1))
            game.apply(first_answer(step.expect[0], game))
            for reply in step.replies:
                game.apply(first_answer(reply, game))
    return cases


@pytest.mark.parametrize("case", wrong_cases(), ids=lambda c: f"{LESSONS[c[0]].id}-{c[1]}-{c[2]}")
def test_each_wrong_move_is_explained_and_taken_back(qtbot, window, case):
    li, si, wi = case
    tutorial = tutorial_of(window)
    assert tutorial.start(li)
    play_to(qtbot, window, tutorial, si)
    step = tutorial.current_step()
    g = tutorial.game
    before = len(g.history)
    listed = [w.when for w in step.wrong]
    if wi >= 0:
        answer = next(a for a in listed[wi].answers(g) if not accepted(step, g, a))
        expected = step.wrong[wi].say.en
    else:
        answer = next(a for a in g.legal_answers() if not accepted(step, g, a)
                      and not any(m.matches(g, a) for m in listed))
        expected = step.otherwise.en
    assert window.submit(answer)
    qtbot.waitUntil(lambda: tutorial.bubble.text.text() == expected)
    assert tutorial.bubble.next_button.text() == "&Try again"
    # the scripted opponent waits while the wrong move is explained
    assert not tutorial.pending
    tutorial.bubble.next_button.click()
    qtbot.waitUntil(lambda: len(tutorial.game.history) == before and not tutorial.wrong_text)
    assert tutorial.step == si and tutorial.bubble.text.text() == step.say.en
    assert window.session.my_decision() is not None
    # and the right move still works after the retry
    right = first_answer(step.expect[0], tutorial.game)
    assert window.submit(right)
    assert tutorial.step == si + 1


def test_progress_is_saved_and_restored(qtbot, window, tmp_path):
    tutorial = tutorial_of(window)
    assert tutorial.start(0)
    play_to(qtbot, window, tutorial, len(LESSONS[0].steps) - 1)
    assert load_progress().done == {"summon"}
    from tests.gui.table_helpers import make_window

    again = make_window(qtbot, tmp_path, "settings-again.ini")
    later = tutorial_of(again)
    assert later.progress.done == {"summon"}
    lessons = later.open()
    # the first lesson not done yet is chosen, and the one done has its tick
    assert lessons.list.currentRow() == 1
    described = Qt.ItemDataRole.AccessibleDescriptionRole
    assert lessons.list.item(0).data(described) == "Done"
    assert lessons.list.item(1).data(described) == "Not done yet"
    lessons.list.setCurrentRow(0)
    assert lessons.state.text() == "Done. You can play it again any time."
    lessons.close()
    again.close()


def test_a_corrupt_progress_file_is_set_aside_with_a_message(qtbot, window):
    path = progress_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format_version": 1, "done": 7', encoding="utf-8")
    tutorial = tutorial_of(window)
    lessons = tutorial.open()
    assert tutorial.progress.done == set()
    kept = tutorial.progress.kept_as
    assert kept is not None and kept.read_text(encoding="utf-8") == '{"format_version": 1, "done": 7'
    assert not path.exists()
    assert lessons.problem.isVisible()
    assert "tutorial.json" in lessons.problem.text() and str(kept) in lessons.problem.text()
    # the lessons work on, and the progress is written afresh
    assert tutorial.start(0)
    play_to(qtbot, window, tutorial, len(LESSONS[0].steps) - 1)
    assert load_progress().done == {"summon"}


def test_a_progress_file_of_the_wrong_shape_is_set_aside(qtbot, window):
    path = progress_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format_version": 1, "done": [1, 2]}', encoding="utf-8")
    progress = load_progress()
    assert progress.done == set() and progress.problem is not None
    assert 'field "done.0"' in progress.problem.render("en")
    assert 'ฟิลด์ "done.0"' in progress.problem.render("th")
    assert progress.kept_as is not None and progress.kept_as.exists()


def test_a_broken_lesson_file_names_the_file_and_the_field(tmp_path: Path):
    from momon_desktop.cards import bundled_pool

    data = json.loads(resource_path("tutorial", "01-summon.json").read_text(encoding="utf-8"))
    broken = tmp_path / "bad.json"
    step = data["lesson"]["steps"][2]
    del step["otherwise"]
    broken.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(LessonError, match=r'bad\.json: field "lesson\.steps\.2": .*otherwise'):
        load_lesson(broken)
    step["otherwise"] = {"en": "x", "th": "x"}
    step["expect"] = [{"summon": "market-cat", "to": "Z9"}]
    broken.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(LessonError, match=r'bad\.json: field "lesson\.steps\.2\.expect\.0\.to"'):
        load_lesson(broken)
    step["expect"] = [{"summon": "temple-giant", "to": "B2"}]
    broken.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(LessonError, match=r'bad\.json: field "lesson\.steps\.2\.expect\.0": '
                                          "no legal answer"):
        load_lesson(broken, bundled_pool().get)
    step["expect"] = [{"summon": "market-cat", "to": "B2"}]
    data["lesson"]["rules"] = ["P99.9"]
    broken.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(LessonError, match=r'bad\.json: field "lesson\.rules\.0"'):
        load_lesson(broken)


def test_the_bubble_points_at_its_square_and_follows_a_resize(qtbot, window):
    tutorial = tutorial_of(window)
    assert tutorial.start(0)
    play_to(qtbot, window, tutorial, 2)  # "drag the Market Cat onto B2"
    bubble = tutorial.bubble

    def square() -> QRect:
        target = tutorial.target_rect(tutorial.current_step().point)
        assert target is not None
        return target

    def pointing() -> bool:
        tip, target = bubble.tip_in_parent(), square().adjusted(-8, -8, 8, 8)
        return target.contains(tip) and not bubble.geometry().adjusted(18, 18, -18, -18) \
            .intersects(square())

    qtbot.waitUntil(pointing)
    first = square()
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: square() != first and pointing())


def test_first_start_opens_the_welcome_screen_and_later_starts_do_not(qtbot, window, tmp_path):
    welcome = window.feature(WelcomeScreen)
    assert welcome is not None and welcome.first_run()
    start_up(window)
    assert welcome.welcome is not None and welcome.welcome.isVisible()
    assert window.new_game_dialog is None
    welcome.welcome.close()
    # the window was closed once: a later start keeps the usual start-up
    window.settings.setValue("geometry", window.saveGeometry())
    assert not welcome.first_run()
    start_up(window)
    assert window.new_game_dialog is not None and window.new_game_dialog.isVisible()
    window.new_game_dialog.reject()


def test_tutorial_progress_alone_means_a_later_start(qtbot, window):
    progress_path().parent.mkdir(parents=True, exist_ok=True)
    progress_path().write_text('{"format_version": 1, "done": []}', encoding="utf-8")
    assert not window.feature(WelcomeScreen).first_run()


def test_the_welcome_screen_s_three_choices(qtbot, window):
    welcome = window.feature(WelcomeScreen)
    screen = welcome.open()
    screen.learn_button.click()
    assert not screen.isVisible()
    tutorial = tutorial_of(window)
    assert tutorial.index == 0 and tutorial.owns_game()
    screen = welcome.open()
    screen.computer_button.click()
    dialog = window.new_game_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.kind_boxes[0].currentData() == HUMAN
    assert dialog.kind_boxes[1].currentData() == WELCOME_LEVEL
    dialog.reject()
    screen = welcome.open()
    screen.friend_button.click()
    dialog = window.new_game_dialog
    assert dialog.kind_boxes[0].currentData() == HUMAN
    assert dialog.kind_boxes[1].currentData() == HUMAN
    dialog.accept()
    # a game that is not a lesson ends the lesson: the bubble goes
    assert not tutorial.owns_game() and not tutorial.bubble.isVisible()
    assert window.controller.script is None


def test_help_menu_items(qtbot, window):
    help_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Help")
    texts = [a.text() for a in help_menu.actions() if not a.isSeparator()]
    assert texts[:2] == ["&Learn to play…", "&Welcome screen…"]
    tutorial_action = next(a for a in help_menu.actions() if a.text() == "&Learn to play…")
    tutorial_action.trigger()
    lessons = tutorial_of(window).lesson_window
    assert lessons is not None and lessons.isVisible()
    lessons.start_button.click()
    assert tutorial_of(window).index == 0 and not lessons.isVisible()


def test_a_lesson_is_practice_neither_autosaved_nor_kept(qtbot, window):
    from momon_desktop.storage import saves_dir

    tutorial = tutorial_of(window)
    assert tutorial.start(0)
    play_to(qtbot, window, tutorial, 3)  # a move made and answered
    assert not window.autosave.exists()
    assert tutorial.start(1)  # a lesson replaces the unfinished one
    assert not saves_dir().exists() or not any(saves_dir().glob("*.momon.json"))
    # quitting mid-lesson asks nothing
    assert window.leaving.quit_question() is None


def test_a_game_once_put_on_the_table_means_a_later_start(qtbot, window, tmp_path):
    from tests.gui.table_helpers import bundled, make_window

    assert window.feature(WelcomeScreen).first_run()
    window.start_game(bundled())
    again = make_window(qtbot, tmp_path, "settings-other.ini")
    assert not again.feature(WelcomeScreen).first_run()
    again.close()


@pytest.mark.parametrize("size", [(1280, 800), (1024, 700)], ids=["1280x800", "1024x700"])
@pytest.mark.parametrize("index", range(len(LESSONS)), ids=[lesson.id for lesson in LESSONS])
def test_the_bubble_leaves_the_squares_to_play_on_clear(qtbot, window, index, size):
    window.resize(*size)
    tutorial = tutorial_of(window)
    assert tutorial.start(index)
    lesson = LESSONS[index]
    for at, step in enumerate(lesson.steps):
        if not step.is_move:
            continue
        play_to(qtbot, window, tutorial, at)
        body = tutorial.bubble.geometry().adjusted(18, 18, -18, -18)
        for square in tutorial.drop_rects(step):
            assert not body.intersects(square), (lesson.id, at)
        answer = first_answer(step.expect[0], tutorial.game)
        assert window.submit(answer)
