"""Python's small-object memory faulted in ahead of a replay, on another core (`_arena_prefetch.c`).

A replay keeps nearly everything it parses, so the memory it builds the transcript in is new to the
process, and the kernel's first touch of each page cost ~9 % of a 20,000-turn load's time
(docs/performance.md, item 64). While :func:`prefetching` is open, a helper thread maps and faults
in the next arenas of Python's small-object allocator before they are asked for. Nothing changes
where it cannot run: the extension is not built (or ``ACP_BRIDGE_PURE_PYTHON=1``), not Linux, no
thread could be started, or ``ACP_BRIDGE_PREFETCH_ARENAS=0``.

`acp-bridge serve` turns it off (:func:`set_enabled`): there a load shares the two cores with the
editor's client and the agent, and measured no faster with it, while its peak memory grew by ~4 MiB
(up to 13 in single runs: every arena resident in whole, where the view's short-lived answers leave
many half used).

Scopes nest (two loads at once): the helper runs from the first one opened until the last one closes.
Single-threaded by design, like gcpause: callers are on the event loop.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Final

from . import native

_C: Final = native.extension("acp_bridge._arena_prefetch")
#: Arenas (1 MiB each) kept ready: a load takes one every ~4 ms, and the helper maps one in ~0.5 ms.
AHEAD: Final = 2
ENV: Final = "ACP_BRIDGE_PREFETCH_ARENAS"

_depth = 0
_started = False
_enabled = True


def set_enabled(enabled: bool) -> None:
    """Whether scopes opened from now on prefetch (the process's choice; on by default)."""
    global _enabled
    _enabled = enabled


def available() -> bool:
    """Whether a scope would prefetch here: the extension is in use and neither the process nor the
    user turned it off."""
    return _C is not None and _enabled and os.environ.get(ENV, "1").strip() != "0"


@contextmanager
def prefetching() -> Iterator[None]:
    global _depth, _started
    if _depth == 0:
        _started = available() and _C is not None and bool(_C.start(AHEAD))
    _depth += 1
    try:
        yield
    finally:
        _depth -= 1
        if _depth == 0 and _started:
            _started = False
            assert _C is not None
            _C.stop()
