"""The desktop user interface: the only package that imports PySide6.

Modules: ``paths`` (resources folder), ``fonts`` (bundled fonts), ``i18n``
(translations), ``cardart`` (generated card pictures), ``cardpainter`` (card
faces, backs and tokens, shared by every view that shows a card), ``icons`` (the
application icon) and ``qtcompat`` (a PySide6 defect guard, applied on import).

The table: ``app`` (the entry point and ``--self-test``), ``controller`` (the one
object between the engine and the views), ``scene`` (the Arena), ``models`` (Hand
and Void), ``delegates``, ``widgets`` (panels, preview, rules log, hand-over),
``dialogs`` and ``mainwindow``. See ``docs/ui.md``.
"""

from momon_desktop.ui.qtcompat import guard_none_refcount

guard_none_refcount()
