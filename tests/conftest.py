"""The main test run leaves out the real-input tests, which ``dev.py test`` runs on their own.

``tests/realinput`` drives the app on a virtual X server; it is collected only when
``MOMON_REAL_INPUT=1`` is set, as ``dev.py test`` does for that step.

No test sends a packet beyond this computer: the app's announcing and looking for
tables on the local network (multicast DNS, ``momon_desktop.net.discovery``) is off in
every test and in what they start, except inside a network namespace a test made for
itself (``MOMON_PRIVATE_NET=1``, ``tests/net/privatenet.py``).
"""

from __future__ import annotations

import os

from momon_desktop.net.discovery import DISCOVERY_ENV

collect_ignore = [] if os.environ.get("MOMON_REAL_INPUT") == "1" else ["realinput"]

os.environ[DISCOVERY_ENV] = "1" if os.environ.get("MOMON_PRIVATE_NET") == "1" else "0"
