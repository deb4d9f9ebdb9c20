"""An agent's descendants that left its process group (Linux `/proc`).

Stopping an agent signals its process group, which holds what it started, except a descendant that
called `setsid()` (a daemonizing tool, a detached `sleep`): that one is in a session and group of its
own and would outlive the bridge. So before an agent is stopped, its descendants are looked up by
parentage, and those outside its group are stopped afterwards through pidfds (never a process that
took a pid over). (A process that double-forks
away before the agent stops is re-parented to init and is out of reach; that takes
`PR_SET_CHILD_SUBREAPER`, and a process that reaps what it adopts.)
"""

from __future__ import annotations

import contextlib
import os
import select
import signal
import sys


def _processes() -> dict[int, tuple[int, int, bytes]]:
    """pid → (parent pid, process group, state) for every process we can see."""
    table: dict[int, tuple[int, int, bytes]] = {}
    try:
        names = os.listdir("/proc")
    except OSError:
        return table
    for name in names:
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat", "rb") as stat:
                fields = stat.read().rsplit(b")", 1)[1].split()
        except (OSError, IndexError):
            continue  # gone meanwhile
        # After "pid (comm)": state, ppid, pgrp, …
        table[int(name)] = (int(fields[1]), int(fields[2]), fields[0])
    return table


def group_running(group: int) -> bool:
    """Whether a process of `group` still runs (True when /proc cannot tell). A member that exited
    stays in its group as a zombie until its parent reaps it, and a leftover of an agent that exited
    has init for a parent: an init that reaps nothing (PID 1 of many containers) would leave the
    group "alive" for ever."""
    if not sys.platform.startswith("linux"):
        return True
    table = _processes()
    if not table:  # no /proc to read
        return True
    return any(
        pgrp == group and (state != b"Z" or _threads_left(pid))
        for pid, (_ppid, pgrp, state) in table.items()
    )


def _threads_left(pid: int) -> bool:
    """A process whose first thread exited while others run shows as a zombie too."""
    try:
        return len(os.listdir(f"/proc/{pid}/task")) > 1
    except OSError:
        return False


def outside_group(pid: int) -> list[int]:
    """The descendants of `pid` that are not in its process group (`pid` leads that group)."""
    if not sys.platform.startswith("linux"):
        return []
    table = _processes()
    children: dict[int, list[int]] = {}
    for child, (parent, _group, _state) in table.items():
        children.setdefault(parent, []).append(child)
    found: list[int] = []
    seen = {pid}  # /proc is read one process at a time: a pid reused meanwhile could make a cycle
    stack = list(children.get(pid, ()))
    while stack:
        child = stack.pop()
        if child in seen:
            continue
        seen.add(child)
        if table[child][1] != pid:
            found.append(child)
        stack.extend(children.get(child, ()))
    return found


def handles(pids: list[int]) -> list[int]:
    """A pidfd for each process still there: signals sent through it reach that process, never one
    that took its pid after it exited (as a bare pid could, seconds later)."""
    fds = []
    for pid in pids:
        try:
            fds.append(os.pidfd_open(pid))
        except OSError:  # gone already (or a kernel without pidfds: nothing safe to signal)
            continue
    return fds


def signal_handle(fd: int, sig: int) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        signal.pidfd_send_signal(fd, sig)


def exited(fd: int) -> bool:
    """A pidfd is readable once its process has exited (a zombie counts as exited)."""
    return bool(select.select([fd], [], [], 0)[0])

