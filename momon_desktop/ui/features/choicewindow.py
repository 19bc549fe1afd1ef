"""A window of a few large choices under a title and a line: the welcome screen at the
first start and the offer to play again at a later one.

Choosing closes the window and emits that choice's signal; Close only closes it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, SignalInstance
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from momon_desktop.ui.look.fonts import title_font, ui_font


class ChoiceButton(QPushButton):
    """A large button with a heading and a line under it."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setMinimumHeight(96)
        self.heading = QLabel()
        self.heading.setFont(title_font(20))
        self.heading.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.line = QLabel()
        self.line.setFont(ui_font(10))
        self.line.setWordWrap(True)
        self.line.setProperty("role", "secondary")
        self.line.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(18, 10, 18, 10)
        lay.addWidget(self.heading)
        lay.addWidget(self.line)

    def set_texts(self, heading: str, line: str) -> None:
        """The heading (with its & mnemonic) and the line under it."""
        self.setText("")
        self.heading.setText(heading.replace("&", ""))
        self.line.setText(line)
        self.setAccessibleName(heading.replace("&", ""))
        self.setAccessibleDescription(line)
        self.setToolTip(line)
        amp = heading.find("&")
        if 0 <= amp < len(heading) - 1:
            self.setShortcut("Alt+" + heading[amp + 1])


class ChoiceWindow(QDialog):
    """``title`` and ``intro`` over the large choices; at the bottom, a smaller choice
    on the left where a window has one, and Close. Each window writes its own words in
    :meth:`retranslate`."""

    def __init__(self, name: str, parent: QWidget, title_points: int) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setModal(False)
        self.setMinimumWidth(520)
        self.title = QLabel()
        self.title.setFont(title_font(title_points))
        self.title.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.intro = QLabel()
        self.intro.setFont(ui_font(11))
        self.intro.setWordWrap(True)
        self.intro.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.close_button = QPushButton()
        self.close_button.clicked.connect(self.close)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(28, 22, 28, 18)
        self._layout.setSpacing(12)
        self._layout.addWidget(self.title)
        self._layout.addWidget(self.intro)
        self._layout.addSpacing(6)
        self._choices = 0
        self._bottom = QHBoxLayout()
        self._bottom.addStretch(1)
        self._bottom.addWidget(self.close_button)
        self._layout.addLayout(self._bottom)

    def add_choice(self, button: ChoiceButton, chosen: SignalInstance) -> None:
        """A large choice, under the ones added before it (the first is the default)."""
        self._choices += 1
        button.setDefault(self._choices == 1)
        self._layout.insertWidget(self._layout.indexOf(self._bottom), button)
        button.clicked.connect(lambda: self._chosen(chosen))

    def add_aside(self, button: QPushButton, chosen: SignalInstance) -> None:
        """A smaller choice at the bottom left."""
        self._bottom.insertWidget(0, button)
        button.clicked.connect(lambda: self._chosen(chosen))

    def _chosen(self, signal: SignalInstance) -> None:
        self.close()
        signal.emit()

    def retranslate(self) -> None:
        """Every text in the current language: each window its own."""

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
