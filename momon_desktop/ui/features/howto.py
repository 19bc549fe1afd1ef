"""Help ▸ How to play and Help ▸ Glossary: the rules in plain words, with pictures drawn
from real cards, and every game term, both searchable in English and Thai.

:class:`HowToPlay` is the feature: it adds the two actions to the Help menu and opens
the windows, which are not modal, so a player can keep one open beside the table.
Each window has a search field that filters its list (a match in either language
counts) and highlights what was found, a page for the entry picked, and rule numbers
as links: pointing at one shows that rule's text from the rulebook, clicking it shows
the text under the page. Escape and the Close button close a window; a language
change redraws it in the new language.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QUrl
from PySide6.QtGui import QCursor, QGuiApplication, QKeySequence, QTextDocument
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from momon_desktop.engine.rulebook import RULES
from momon_desktop.ui.core.actions import ActionSpec
from momon_desktop.ui.features.howtocontent import (
    GlossaryEntry,
    HowTo,
    SectionModel,
    bundled_howto,
    entry_matches,
    rules_under,
    section_matches,
    title_rank,
)
from momon_desktop.ui.features.howtodiagram import diagram_image, diagram_size
from momon_desktop.ui.look import theme
from momon_desktop.ui.look.placement import fit_to_screen
from momon_desktop.ui.text import i18n
from momon_desktop.ui.text.i18n import fill

if TYPE_CHECKING:
    from momon_desktop.ui.table.host import TableHost


def highlighted(text: str, query: str) -> str:
    """``text`` as HTML, every occurrence of ``query`` (any case) marked."""
    q = query.strip()
    if not q:
        return html.escape(text)
    parts = re.split(f"({re.escape(q)})", text, flags=re.IGNORECASE)
    out = []
    for i, part in enumerate(parts):
        if i % 2:
            out.append(f'<span style="background-color:{theme.css(theme.GOLD)};'
                       f'color:{theme.css(theme.ON_GOLD)};">{html.escape(part)}</span>')
        else:
            out.append(html.escape(part))
    return "".join(out)


def rule_links(numbers: tuple[str, ...] | list[str]) -> str:
    """Rule numbers as links ``rule:NUMBER``."""
    return " · ".join(f'<a href="rule:{n}">{html.escape(n)}</a>' for n in numbers)


class ReferenceWindow(QDialog):
    """A search field over a list of entries, the page of the entry picked, and the
    text of the rule last clicked."""

    def __init__(self, content: HowTo, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.content = content
        self.setModal(False)
        self.setWindowFlag(Qt.WindowType.WindowMaximizeButtonHint, True)
        self.setWindowFlag(Qt.WindowType.WindowContextHelpButtonHint, False)
        self.setMinimumSize(560, 400)
        self.search = QLineEdit()
        self.search.setObjectName("HowToSearch")
        self.search.setClearButtonEnabled(True)
        self.count = QLabel()
        self.count.setProperty("role", "muted")
        self.entries = QListWidget()
        self.entries.setObjectName("HowToEntries")
        self.page = QTextBrowser()
        self.page.setObjectName("HowToPage")
        self.page.setOpenLinks(False)
        self.page.document().setDefaultStyleSheet(
            f"a {{ color: {theme.css(theme.GOLD_PALE)}; }}")
        self.page.anchorClicked.connect(self.follow)
        self.page.highlighted.connect(self.point_at)
        self.rule_text = QLabel()
        self.rule_text.setObjectName("RuleText")
        self.rule_text.setWordWrap(True)
        self.rule_text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.close_button = QPushButton()
        self.close_button.setAutoDefault(False)
        self.close_button.clicked.connect(self.close)
        self.shown_rule = ""
        self._page_key = ""  # the entry whose page is shown (its scroll is kept on a redraw)
        top = QHBoxLayout()
        top.addWidget(self.search, 1)
        top.addWidget(self.count)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.entries)
        split.addWidget(self.page)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 3)
        split.setChildrenCollapsible(False)
        self.entries.setMinimumWidth(150)
        self.entries.setWordWrap(True)
        self.entries.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        bottom = QHBoxLayout()
        bottom.addWidget(self.rule_text, 1)
        bottom.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignBottom)
        lay = QVBoxLayout(self)
        lay.addLayout(top)
        lay.addWidget(split, 1)
        lay.addLayout(bottom)
        self.search.textChanged.connect(self.refill)
        self.entries.currentRowChanged.connect(lambda _row: self.show_page())
        self.lang = i18n.current_language()

    # ---------------------------------------------------------------- entries

    def keys(self) -> list[str]:
        """The ids of every entry, in order."""
        raise NotImplementedError

    def key_matches(self, key: str, query: str) -> bool:
        raise NotImplementedError

    def title_of(self, key: str) -> str:
        raise NotImplementedError

    def page_html(self, key: str, query: str) -> str:
        raise NotImplementedError

    def shown_keys(self) -> list[str]:
        """The entries the list shows now, in order."""
        return [str(self.entries.item(i).data(Qt.ItemDataRole.UserRole))
                for i in range(self.entries.count())]

    def current_key(self) -> str:
        item = self.entries.currentItem()
        return str(item.data(Qt.ItemDataRole.UserRole)) if item is not None else ""

    def refill(self) -> None:
        """The list filtered by the search, the entry shown kept where it still matches."""
        query = self.search.text()
        keep = self.current_key()
        self.entries.blockSignals(True)
        self.entries.clear()
        matching = [key for key in self.keys() if self.key_matches(key, query)]
        if query.strip():
            # what the titles name first, the rest after, each in its own order
            matching.sort(key=lambda key: title_rank(self.title_of(key), query))
        for key in matching:
            item = QListWidgetItem(self.title_of(key))
            item.setData(Qt.ItemDataRole.UserRole, key)
            self.entries.addItem(item)
        shown = self.shown_keys()
        self.entries.setCurrentRow(shown.index(keep) if keep in shown else 0 if shown else -1)
        self.entries.blockSignals(False)
        found = fill(QCoreApplication.translate("ReferenceWindow", "Found: %1"), str(len(shown)))
        self.count.setText(found if query.strip() else "")
        self.show_page()

    def show_page(self) -> None:
        key = self.current_key()
        if not key:
            nothing = QCoreApplication.translate("ReferenceWindow", "Nothing matches \u201c%1\u201d.")
            self.page.setHtml(f"<p>{html.escape(fill(nothing, self.search.text()))}</p>")
            return
        scroll = self.page.verticalScrollBar().value() if key == self._page_key else 0
        self._page_key = key
        query = self.search.text().strip()
        self.page.setHtml(self.page_html(key, query))
        found = self.page.document().find(query) if query else None
        if found is not None and not found.isNull():
            # the first match in view (the page is drawn again as the search is typed)
            found.clearSelection()
            self.page.setTextCursor(found)
            self.page.ensureCursorVisible()
        else:
            self.page.verticalScrollBar().setValue(scroll)

    def show_entry(self, key: str) -> None:
        """Show ``key``'s page (the search is cleared if it hides it)."""
        if key not in self.shown_keys():
            self.search.clear()
        self.entries.setCurrentRow(self.shown_keys().index(key))

    # ---------------------------------------------------------------- rule links

    def rule_line(self, number: str) -> str:
        line = QCoreApplication.translate("ReferenceWindow", "Rule %1: %2")
        return "\n".join(fill(line, n, RULES[n].text(self.lang))
                         for n in rules_under(number))

    def follow(self, url: QUrl) -> None:
        """A link of the page was clicked: a rule shows its text; another page opens."""
        target = url.toString()
        if target.startswith("rule:"):
            self.shown_rule = target[5:]
            self.rule_text.setText(self.rule_line(self.shown_rule))

    def point_at(self, url: QUrl) -> None:
        """The pointer is over a link: a rule number shows its text at once."""
        target = url.toString()
        if target.startswith("rule:"):
            QToolTip.showText(QCursor.pos(), self.rule_line(target[5:]), self.page)
        else:
            QToolTip.hideText()

    # ---------------------------------------------------------------- texts

    def retranslate(self) -> None:
        self.lang = i18n.current_language()
        self.search.setPlaceholderText(
            QCoreApplication.translate("ReferenceWindow", "Search, in English or Thai"))
        self.close_button.setText(QCoreApplication.translate("ReferenceWindow", "Close"))
        if self.shown_rule:
            self.rule_text.setText(self.rule_line(self.shown_rule))
        self.refill()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class HowToWindow(ReferenceWindow):
    """Help ▸ How to play: one section per page, each with its diagram."""

    def __init__(self, content: HowTo, parent: QWidget | None = None) -> None:
        super().__init__(content, parent)
        self.setObjectName("HowToWindow")
        self.retranslate()

    def keys(self) -> list[str]:
        return [s.id for s in self.content.sections]

    def key_matches(self, key: str, query: str) -> bool:
        return section_matches(self.content.section(key), query)

    def title_of(self, key: str) -> str:
        return self.content.section(key).title.text(self.lang)

    def diagram_url(self, section: SectionModel) -> QUrl:
        return QUrl(f"diagram:{section.id}/{self.lang}")

    def page_html(self, key: str, query: str) -> str:
        s = self.content.section(key)
        lang = self.lang
        screen = self.screen() or QGuiApplication.primaryScreen()
        dpr = screen.devicePixelRatio() if screen is not None else 1.0
        url = self.diagram_url(s)
        image = diagram_image(s.diagram, lang, self.content.labels, dpr)
        self.page.document().addResource(QTextDocument.ResourceType.ImageResource, url, image)
        size = diagram_size(s.diagram)
        rules = self.tr("Rules:")
        paragraphs = "".join(f"<p>{highlighted(p, query)}</p>" for p in s.body.text(lang))
        return (
            f"<h2>{highlighted(s.title.text(lang), query)}</h2>"
            f"<p>{html.escape(rules)} {rule_links(s.rules)}</p>"
            f'<p align="center"><img src="{url.toString()}" width="{size.width()}" '
            f'height="{size.height()}"></p>'
            f'<p align="center"><i>{highlighted(s.caption.text(lang), query)}</i></p>'
            f"{paragraphs}"
        )

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("How to play"))
        super().retranslate()


class GlossaryWindow(ReferenceWindow):
    """Help ▸ Glossary: every game term, its explanation and its rule."""

    def __init__(self, content: HowTo, parent: QWidget | None = None) -> None:
        super().__init__(content, parent)
        self.setObjectName("GlossaryWindow")
        # set by the feature: opens How to play at a section
        self.open_section: Callable[[str], object] | None = None
        self.retranslate()

    def entry(self, key: str) -> GlossaryEntry:
        for e in self.content.glossary:
            if e.term == key:
                return e
        raise KeyError(key)

    def keys(self) -> list[str]:
        return [e.term for e in self.content.glossary]

    def key_matches(self, key: str, query: str) -> bool:
        return entry_matches(self.entry(key), query)

    def title_of(self, key: str) -> str:
        return key

    def page_html(self, key: str, query: str) -> str:
        e = self.entry(key)
        more = ""
        if e.section:
            title = self.content.section(e.section).title.text(self.lang)
            link = fill(self.tr("More in How to play: %1"), title)
            more = f'<p><a href="section:{e.section}">{html.escape(link)}</a></p>'
        rule = self.tr("Rule:")
        return (
            f"<h2>{highlighted(e.term, query)}</h2>"
            f"<p>{highlighted(e.text(self.lang), query)}</p>"
            f"<p>{html.escape(rule)} {rule_links([e.rule])}</p>"
            f"{more}"
        )

    def follow(self, url: QUrl) -> None:
        target = url.toString()
        if target.startswith("section:") and self.open_section is not None:
            self.open_section(target[8:])
            return
        super().follow(url)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Glossary"))
        super().retranslate()


class HowToPlay(QObject):
    """The feature: Help ▸ How to play and Help ▸ Glossary."""

    def __init__(self, host: TableHost) -> None:
        super().__init__(host.window())
        self.host = host
        self.how_to: HowToWindow | None = None
        self.glossary: GlossaryWindow | None = None
        r = host.action_registry
        self.how_to_action = r.add(ActionSpec(
            "help.how_to_play", lambda: self.tr("&How to play"), "help", 10, 10,
            (QKeySequence.StandardKey.HelpContents, "F1")), self.open_how_to)
        self.glossary_action = r.add(ActionSpec(
            "help.glossary", lambda: self.tr("&Glossary"), "help", 10, 20), self.open_glossary)

    def open_how_to(self, section: str = "") -> HowToWindow:
        """Show (or raise) How to play, at ``section`` if given."""
        if self.how_to is None:
            self.how_to = HowToWindow(bundled_howto(), self.host.window())
            fit_to_screen(self.how_to, 980, 760)
        if section:
            self.how_to.show_entry(section)
        self._raise(self.how_to)
        return self.how_to

    def open_glossary(self) -> GlossaryWindow:
        """Show (or raise) the Glossary."""
        if self.glossary is None:
            self.glossary = GlossaryWindow(bundled_howto(), self.host.window())
            self.glossary.open_section = self.open_how_to
            fit_to_screen(self.glossary, 760, 560)
        self._raise(self.glossary)
        return self.glossary

    @staticmethod
    def _raise(window: ReferenceWindow) -> None:
        window.show()
        window.raise_()
        window.activateWindow()
        window.search.setFocus()

