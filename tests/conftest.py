"""The main test run leaves out the real-input tests, which ``dev.py test`` runs on their own.

``tests/realinput`` drives the app on a virtual X server; it is collected only when
``MOMON_REAL_INPUT=1`` is set, as ``dev.py test`` does for that step.
"""

from __future__ import annotations

import os

collect_ignore = [] if os.environ.get("MOMON_REAL_INPUT") == "1" else ["realinput"]
