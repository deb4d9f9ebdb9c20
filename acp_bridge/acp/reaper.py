"""A watchdog that stops every agent's process group when the bridge dies without shutting them down.

`PR_SET_PDEATHSIG` sends the agent itself SIGTERM when the bridge is killed (`kill -9`, an OOM kill),
but nothing reaches what the agent started (MCP servers, language servers, tool processes), and an
agent that ignores SIGTERM survives. So the first agent start also starts one small process per
bridge: it reads "+PGID" / "-PGID" lines on a pipe whose write end only the bridge holds. When the
bridge dies the pipe reaches EOF, and the reaper terminates, then kills, every group still registered.

A group that empties is dropped within a second (its id could be reused by an unrelated process
later); one that still has members keeps its id reserved, so a registered id never names a stranger.
"""

from __future__ import annotations

import contextlib
import logging
import subprocess
import sys
import threading

log = logging.getLogger(__name__)

#: Runs under `python -I -S`: standard library only, quick to start.
REAPER_SOURCE = r"""
import os, select, signal, sys, time

for sig in (signal.SIGINT, signal.SIGHUP, signal.SIGTERM, signal.SIGPIPE):
    signal.signal(sig, signal.SIG_IGN)
groups = set()


def alive(group):
    try:
        os.killpg(group, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


stdin = sys.stdin.buffer.raw
pending = b""
while True:
    ready, _, _ = select.select([stdin], [], [], 1.0)
    if not ready:
        groups = {g for g in groups if alive(g)}
        continue
    data = os.read(stdin.fileno(), 4096)
    if not data:
        break
    pending += data
    *lines, pending = pending.split(b"\n")
    for line in lines:
        op, number = line[:1], line[1:]
        if not number.strip().isdigit():
            continue
        group = int(number)
        if op == b"+" and group > 1:
            groups.add(group)
        elif op == b"-":
            groups.discard(group)

# The bridge is gone: stop what it left running.
groups = {g for g in groups if alive(g)}
for group in groups:
    try:
        os.killpg(group, signal.SIGTERM)
    except OSError:
        pass
deadline = time.monotonic() + float(sys.argv[1])
while time.monotonic() < deadline and any(alive(g) for g in groups):
    time.sleep(0.05)
for group in groups:
    try:
        os.killpg(group, signal.SIGKILL)
    except OSError:
        pass
"""

#: How long the reaper lets the groups stop after SIGTERM before it kills them.
REAPER_GRACE = 2.0


class Reaper:
    """The bridge's side: starts the reaper lazily and tells it which groups to watch."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._process: subprocess.Popen[bytes] | None = None

    def _send(self, line: str) -> None:
        with self._lock:
            for _attempt in range(2):
                process = self._process
                if process is None or process.poll() is not None:
                    process = self._process = self._spawn()
                if process is None or process.stdin is None:
                    return
                try:
                    process.stdin.write(line.encode("ascii"))
                    process.stdin.flush()
                    return
                except OSError:
                    self._process = None  # it died: start another one and tell it again

    @staticmethod
    def _spawn() -> subprocess.Popen[bytes] | None:
        try:
            return subprocess.Popen(
                [sys.executable, "-I", "-S", "-c", REAPER_SOURCE, str(REAPER_GRACE)],
                stdin=subprocess.PIPE,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                start_new_session=True,  # out of the terminal's reach: Ctrl-C must not take it down
                close_fds=True,
            )
        except OSError as exc:
            log.warning("could not start the process reaper (%s); agents' children may outlive a crash", exc)
            return None

    def watch(self, group: int) -> None:
        self._send(f"+{group}\n")

    def forget(self, group: int) -> None:
        if self._process is not None:
            self._send(f"-{group}\n")

    def close(self) -> None:
        """Stops the reaper (it stops what it still watches). For tests; the bridge just exits."""
        with self._lock:
            process, self._process = self._process, None
        if process is not None and process.stdin is not None:
            with contextlib.suppress(OSError):
                process.stdin.close()
            with contextlib.suppress(subprocess.TimeoutExpired):
                process.wait(REAPER_GRACE + 3)


reaper = Reaper()
