"""Run ``python ARGS`` as the child of this small process and report the child's own
peak resident memory.

Linux counts in a process's peak the memory of the process it was forked from, up to
its ``exec``; a command started straight from a long test run would show the test
run's size. Started from here, its peak starts from this small interpreter instead.

    python measured_child.py REPORT_FD ADDRESS_SPACE ARGS...

The child's address space is capped at ADDRESS_SPACE bytes; its standard streams are
this process's; once it ends, its peak (KiB, ``ru_maxrss``) is written to REPORT_FD and
this process ends as the child did (the same exit status, or the same signal).
"""

from __future__ import annotations

import os
import resource
import signal
import sys


def main() -> None:
    report, limit, args = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3:]
    pid = os.fork()
    if pid == 0:
        os.close(report)
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
        os.execv(sys.executable, [sys.executable, *args])
    _pid, status, usage = os.wait4(pid, 0)
    os.write(report, str(usage.ru_maxrss).encode())
    os.close(report)
    code = os.waitstatus_to_exitcode(status)
    if code < 0:
        signal.signal(-code, signal.SIG_DFL)
        os.kill(os.getpid(), -code)
    sys.exit(code)


if __name__ == "__main__":
    main()
