"""Entry point of the packaged Momon Desktop (the bundle's executable runs this file).

It does exactly what ``python -m momon_desktop`` does. ``freeze_support`` lets the
commands that start worker processes (``bench ai``) work inside the bundle, where
``sys.executable`` is the bundle's own executable rather than a Python interpreter.
"""

import multiprocessing
import sys

from momon_desktop.__main__ import main

if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
