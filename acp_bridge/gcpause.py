"""Pausing Python's cyclic garbage collector while a replay builds up a transcript.

A 20,000-turn replay allocates ~1 M containers that all stay alive (entries, the tool calls' dicts,
rendered blocks). Every allocation threshold the collector crosses makes it walk the young ones, and
every so often all of them: ~750 collections per load that find nothing, because transcripts hold no
garbage cycles while they are being built (~20 % of a load's CPU, measured in docs/performance.md).
Reference counting still frees everything that is not a cycle, so pausing the collector only delays
the reclamation of cycles to the end of the pause.

Pauses nest (two loads at once, a render inside a load): the collector is re-enabled when the last
one ends, and only if it was enabled before the first one began (a caller that turned it off for its
own reasons keeps it off). Single-threaded by design: callers are on the event loop.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

_depth = 0
_was_enabled = False


def pause() -> None:
    """Starts a pause; every call must be matched by one :func:`resume`."""
    global _depth, _was_enabled
    if _depth == 0:
        _was_enabled = gc.isenabled()
        gc.disable()
    _depth += 1


def resume() -> None:
    global _depth
    if _depth == 0:
        return  # unmatched: never turn the collector on behind a caller's back
    _depth -= 1
    if _depth == 0 and _was_enabled:
        gc.enable()


@contextmanager
def paused() -> Iterator[None]:
    pause()
    try:
        yield
    finally:
        resume()


def depth() -> int:
    """How many pauses are open (tests)."""
    return _depth
