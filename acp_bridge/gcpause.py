"""Pausing Python's cyclic garbage collector while a replay builds up a transcript.

A 20,000-turn replay allocates ~1 M containers that all stay alive (entries, the tool calls' dicts,
rendered blocks). Every allocation threshold the collector crosses makes it walk the young ones, and
every so often all of them: ~750 collections per load that find nothing, because transcripts hold no
garbage cycles while they are being built (~20 % of a load's CPU, measured in docs/performance.md).
Reference counting still frees everything that is not a cycle, so pausing the collector only delays
the reclamation of cycles to the end of the pause.

A pause that built many objects (a load or a long listing, not a search) ends by freezing them
(`gc.freeze`): they belong to a transcript or the session list and live as long as it does, and an
enabled collector would otherwise walk all of them once for the youngest generation, again for the
middle one and again in every full collection (~0.1 s each at 20,000 turns, later as pauses while
the user types). Frozen objects are still freed by reference counting; only a garbage *cycle*
among them waits for :func:`thaw`, which the agent handle calls when it lets a transcript go.

Pauses nest (two loads at once, a render inside a load): the collector is re-enabled when the last
one ends, and only if it was enabled before the first one began (a caller that turned it off for its
own reasons keeps it off). Single-threaded by design: callers are on the event loop.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

#: Objects the youngest generation gained during a pause from which on they are frozen at its end
#: (measured: a 2,000-turn load leaves ~40,000, listing 10,000 sessions ~30,000 and the editor's
#: items for them ~20,000, a page of them or a keystroke's search a few hundred). Below it, the
#: first allocation after the pause walks them all: ~1.3 ms for 20,000.
FREEZE_AFTER = 5_000

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
        if gc.get_count()[0] >= FREEZE_AFTER:
            gc.freeze()
        gc.enable()


def thaw() -> None:
    """Gives frozen objects back to the collector (its oldest generation): called when a transcript
    is let go, so a garbage cycle among its objects is found by the next full collection."""
    gc.unfreeze()


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
