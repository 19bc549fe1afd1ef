"""The lesson list of the tutorial (Help ▸ Learn to play): every lesson with whether it
is done, what the one picked teaches, and Start.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
)

from momon_desktop.ui.features.pickers import mark_icon, picker_list
from momon_desktop.ui.look.fonts import title_font, ui_font
from momon_desktop.ui.text import i18n
from momon_desktop.ui.text.i18n import fill

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from momon_desktop.ui.features.lessons import Lesson, Progress


class LessonSource(Protocol):
    """What the lesson list asks of the tutorial: its lessons, the person's progress,
    why the lessons could not be read, and to start one."""

    @property
    def lessons(self) -> tuple[Lesson, ...]: ...
    @property
    def progress(self) -> Progress: ...
    def problem_text(self) -> str: ...
    def start(self, index: int = 0) -> bool: ...


class LessonWindow(QDialog):
    """The list of lessons: a tick for those done, what each teaches, Start."""

    def __init__(self, tutorial: LessonSource, parent: QWidget) -> None:
        super().__init__(parent)
        self.tutorial = tutorial
        self.setObjectName("LessonWindow")
        self.setModal(False)
        self.setMinimumSize(640, 420)
        self.list = picker_list()
        self.title = QLabel()
        self.title.setFont(title_font(22))
        self.title.setWordWrap(True)
        self.goal = QLabel()
        self.goal.setFont(ui_font(11, bold=True))
        self.goal.setWordWrap(True)
        self.rules = QLabel()
        self.rules.setFont(ui_font(9.5))
        self.rules.setProperty("role", "muted")
        self.rules.setWordWrap(True)
        self.state = QLabel()
        self.state.setFont(ui_font(10))
        self.state.setWordWrap(True)
        self.problem = QLabel()
        self.problem.setProperty("role", "warning")
        self.problem.setWordWrap(True)
        self.start_button = QPushButton()
        self.start_button.setDefault(True)
        self.close_button = QPushButton()
        buttons = QHBoxLayout()
        buttons.addWidget(self.start_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        detail = QVBoxLayout()
        detail.addWidget(self.title)
        detail.addWidget(self.goal)
        detail.addWidget(self.rules)
        detail.addSpacing(8)
        detail.addWidget(self.state)
        detail.addStretch(1)
        detail.addWidget(self.problem)
        detail.addLayout(buttons)
        lay = QHBoxLayout(self)
        lay.addWidget(self.list, 2)
        lay.addLayout(detail, 3)
        self.list.currentRowChanged.connect(lambda _row: self.describe())
        self.list.itemActivated.connect(lambda _item: self.start())
        self.start_button.clicked.connect(lambda: self.start())
        self.close_button.clicked.connect(self.close)
        self.retranslate()
        lessons = tutorial.lessons
        if lessons:
            done = tutorial.progress.done
            self.list.setCurrentRow(next((i for i, lesson in enumerate(lessons)
                                          if lesson.id not in done), 0))

    def retranslate(self) -> None:
        """Every text in the current language."""
        self.setWindowTitle(self.tr("Learn to play"))
        self.start_button.setText(self.tr("&Start lesson"))
        self.close_button.setText(self.tr("Close"))
        self.list.setAccessibleName(self.tr("Lessons"))
        self.fill()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def fill(self) -> None:
        """The lessons, with a tick for each one done."""
        lang = i18n.current_language()
        row = self.list.currentRow()
        self.list.blockSignals(True)
        self.list.clear()
        for index, lesson in enumerate(self.tutorial.lessons):
            done = lesson.id in self.tutorial.progress.done
            text = fill(self.tr("%1. %2"), str(index + 1), lesson.info.title.get(lang))
            item = QListWidgetItem(mark_icon(done), text)
            item.setData(Qt.ItemDataRole.AccessibleDescriptionRole,
                         self.tr("Done") if done else self.tr("Not done yet"))
            self.list.addItem(item)
        self.list.setCurrentRow(max(0, row) if self.tutorial.lessons else -1)
        self.list.blockSignals(False)
        self.describe()

    def describe(self) -> None:
        """The chosen lesson's title, goal and rules."""
        lang = i18n.current_language()
        row = self.list.currentRow()
        lessons = self.tutorial.lessons
        problem = self.tutorial.problem_text()
        self.problem.setText(problem)
        self.problem.setVisible(bool(problem))
        if not 0 <= row < len(lessons):
            self.title.setText(self.tr("No lessons"))
            for label in (self.goal, self.rules, self.state):
                label.setText("")
            self.start_button.setEnabled(False)
            return
        lesson = lessons[row]
        self.title.setText(lesson.info.title.get(lang))
        self.goal.setText(lesson.info.goal.text.get(lang))
        self.rules.setText(fill(self.tr("Rules taught: %1"), ", ".join(lesson.info.rules)))
        done = lesson.id in self.tutorial.progress.done
        self.state.setText(self.tr("Done. You can play it again any time.") if done
                           else self.tr("Not done yet."))
        self.start_button.setEnabled(True)

    def start(self) -> bool:
        """Start the chosen lesson on the table and put this window away."""
        row = self.list.currentRow()
        if not 0 <= row < len(self.tutorial.lessons):
            return False
        self.close()
        return self.tutorial.start(row)
