"""Build of the optional native engines: the vanilla solver
(``momon_desktop.ai._vanilla``) and the full rules' search (``momon_desktop.ai._fullrules``).

Everything else about the package is in ``pyproject.toml``.  The extensions are
optional: without a C compiler (or with ``MOMON_NO_NATIVE_BUILD=1``) the install goes
on without them and the computer players use the pure-Python path (the reference of
the vanilla solver in ``momon_desktop/ai/vanilla.py`` and the rules engine's own search
in ``momon_desktop/ai/search.py``), slower, with smaller budgets (docs/ai.md).
"""

import os

from setuptools import Extension, setup

extensions = []
if not os.environ.get("MOMON_NO_NATIVE_BUILD"):
    extensions.append(
        Extension(
            "momon_desktop.ai._vanilla",
            sources=["momon_desktop/ai/_vanilla.c"],
            optional=True,
        )
    )
    extensions.append(
        Extension(
            "momon_desktop.ai._fullrules",
            sources=["momon_desktop/ai/_fullrules.c"],
            optional=True,
        )
    )

setup(ext_modules=extensions)
