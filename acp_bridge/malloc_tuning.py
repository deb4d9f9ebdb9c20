"""Large buffers go back to the system when freed (glibc's malloc, in `acp-bridge serve`).

A long load through the language server makes many short-lived buffers of a megabyte or more: the
document's tails the editor fetches, their JSON, the pipe's read buffers. glibc serves a block that
large from its own mapping and unmaps it when it is freed, until the first such block is freed: from
then on it raises its threshold to that block's size, so later ones come from the heap and stay in
the process when freed (measured: a 20,000-turn load held ~19 MiB more afterwards, and peaked ~13 MiB
higher; docs/performance.md). A fixed threshold keeps the first behaviour. 1 MiB, not glibc's 128 KiB
default: mapping every block from 128 KiB up (the pipe's read chunks, growing lists) costs page faults
on each, measured at 5-15 % of the document's time; 512 KiB to 2 MiB measured alike.
"""

from __future__ import annotations

import ctypes
import logging
import os
import sys

log = logging.getLogger(__name__)

#: mallopt's parameter number for the mmap threshold (malloc.h: M_MMAP_THRESHOLD).
M_MMAP_THRESHOLD = -3
MMAP_THRESHOLD = 1 << 20


def return_large_buffers(threshold: int = MMAP_THRESHOLD) -> bool:
    """Fixes glibc's mmap threshold at `threshold` bytes; False where that is not glibc, or where
    the user chose the threshold through the environment (theirs wins)."""
    if not sys.platform.startswith("linux"):
        return False
    if "MALLOC_MMAP_THRESHOLD_" in os.environ or "mmap_threshold" in os.environ.get("GLIBC_TUNABLES", ""):
        return False
    try:
        mallopt = ctypes.CDLL(None).mallopt  # the process's own C library
    except (OSError, AttributeError):  # no mallopt: not glibc (musl has none)
        return False
    mallopt.argtypes, mallopt.restype = (ctypes.c_int, ctypes.c_int), ctypes.c_int
    if mallopt(M_MMAP_THRESHOLD, threshold) != 1:
        log.debug("mallopt(M_MMAP_THRESHOLD, %d) was refused", threshold)
        return False
    return True
