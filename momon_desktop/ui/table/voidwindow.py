"""The Void viewers: one window per Void beside the table (or beside a replay), and
the set of them one window keeps."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from momon_desktop.ui.core.controller import (
    GameController,
)
from momon_desktop.ui.table.delegates import VoidListView
from momon_desktop.ui.table.models import VoidModel
from momon_desktop.ui.text.i18n import fill


class VoidWindow(QDialog):
    """One window per Void, listing its cards as the player looking may see them:
    face-down cards only to their owner (4.5.2), face-up cards to everyone (4.5.3).

    A window of its own beside the table (not modal): its Close button, Escape or the
    window's own close control put it away, and the table reopens it at any time.
    """

    def __init__(self, controller: GameController, owner: int, viewer: int,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.owner = owner
        self.model = VoidModel(controller, owner, viewer, self)
        self.view = VoidListView(self)
        self.view.setModel(self.model)
        self.header = QLabel()
        self.header.setWordWrap(True)
        self.empty = QLabel()
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.header)
        lay.addWidget(self.view, 1)
        lay.addWidget(self.empty)
        lay.addWidget(buttons)
        self.setWindowFlags(
            Qt.WindowType.Dialog | Qt.WindowType.WindowTitleHint
            | Qt.WindowType.WindowCloseButtonHint
        )
        self.setModal(False)
        self.resize(520, 400)
        self.model.modelReset.connect(self.retranslate)
        self.retranslate()

    def set_viewer(self, viewer: int) -> None:
        """Tell the window who is looking now."""
        self.model.set_viewer(viewer)
        self.retranslate()

    def set_language(self, lang: str) -> None:
        """Card names in ``lang``."""
        self.view.delegate.lang = lang
        self.model.set_language(lang)
        self.retranslate()

    def retranslate(self) -> None:
        """Titles in the current language."""
        name = self.controller.player_name(self.owner)
        self.setWindowTitle(fill(self.tr("Void of %1"), name))
        self.close_button.setText(self.tr("&Close"))
        viewer = self.model.viewer
        if viewer == self.owner:
            who = self.tr("You own this Void: you see every card in it (4.5.2).")
        elif viewer in (0, 1):
            who = fill(self.tr("Face-down cards are private to %1 (4.5.2); face-up cards are "
                          "public (4.5.3)."), name)
        else:
            who = self.tr("Only face-up cards are shown (4.5.3).")
        count = self.model.rowCount()
        self.header.setText(fill(self.tr("Cards: %1."), str(count)) + " " + who)
        self.empty.setText(self.tr("The Void is empty.") if count == 0 else "")
        self.empty.setVisible(count == 0)


class VoidViewers:
    """The Void viewers of one window (the table, a replay), made on first use: each
    told who is looking and in which language, and closed with the window."""

    def __init__(self, controller: GameController, parent: QWidget) -> None:
        self._controller = controller
        self._parent = parent
        self.windows: dict[int, VoidWindow] = {}

    def open(self, owner: int, viewer: int, lang: str,
             place: Callable[[VoidWindow], None] | None = None) -> VoidWindow:
        """Open (or raise) the viewer of ``owner``'s Void, seen by ``viewer``; ``place``
        puts it where it goes when it is not on show already."""
        window = self.windows.get(owner)
        if window is None:
            window = VoidWindow(self._controller, owner, viewer, self._parent)
            window.set_language(lang)
            self.windows[owner] = window
        else:
            window.set_viewer(viewer)
        if not window.isVisible() and place is not None:
            place(window)
        window.show()
        window.raise_()
        window.activateWindow()
        return window

    def set_viewers(self, viewer_of: Callable[[int], int]) -> None:
        """Tell each viewer who looks at it now: ``viewer_of(owner)``."""
        for window in self.windows.values():
            window.set_viewer(viewer_of(window.owner))

    def set_language(self, lang: str) -> None:
        """Each viewer's texts and card names in ``lang``."""
        for window in self.windows.values():
            window.set_language(lang)

    def hide_all(self) -> None:
        """Put every viewer away (the table is hidden for a hand-over)."""
        for window in self.windows.values():
            window.hide()

    def close_all(self) -> None:
        """Close every viewer (their window is closing)."""
        for window in self.windows.values():
            window.close()
