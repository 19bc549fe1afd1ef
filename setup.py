"""Build of the optional native vanilla solver (``momon_desktop.ai._vanilla``).

Everything else about the package is in ``pyproject.toml``.  The extension is
optional: without a C compiler (or with ``MOMON_NO_NATIVE_BUILD=1``) the install goes
on without it and the computer players use the pure-Python reference of the same
search (``momon_desktop/ai/vanilla.py``).
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
