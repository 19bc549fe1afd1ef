"""Playing across two computers: the wire protocol, the transport and the host.

No Qt here: the headless pair (``host`` and ``join`` commands) and, later, the app's
Host and Join windows sit on the same code.  See docs/network.md.
"""
