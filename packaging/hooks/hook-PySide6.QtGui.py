"""PySide6.QtGui, collected as PyInstaller's own hook does, less the Qt plugins and
translations Momon Desktop does not use (see momon_packaging.QtFilter)."""

from momon_packaging import qt_module_dependencies

hiddenimports, binaries, datas = qt_module_dependencies(__file__)
