"""The desktop user interface: the only package that imports PySide6.

Modules: ``paths`` (resources folder), ``fonts`` (bundled fonts), ``i18n``
(translations), ``cardart`` (generated card pictures), ``cardpainter`` (card
faces, backs and tokens, shared by every view that shows a card) and ``icons`` (the
application icon).

The table: ``app`` (the entry point and ``--self-test``), ``controller`` (the one
object between the engine and the views), ``scene`` (the Arena), ``models`` (Hand
and Void), ``delegates``, ``widgets`` (panels, preview, rules log, hand-over),
``dialogs`` and ``mainwindow``. See ``docs/ui.md``.
"""
