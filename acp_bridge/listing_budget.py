"""How far one listing that pages on by itself may go: an agent that sends new sessions on every page
without end must not make the bridge hold them all (nor page for ever)."""

from __future__ import annotations

import time

from . import timeouts

#: The limits; 50,000 sessions are ~60 MB of records.
MAX_PAGES = 10_000
MAX_LISTED_SESSIONS = 50_000
LIST_TIME_LIMIT = timeouts.seconds("ACP_BRIDGE_LIST_TIME_LIMIT", 120.0)


class ListingBudget:
    """The limits of one listing that pages on by itself (pages, sessions, time)."""

    def __init__(self) -> None:
        self._started = time.monotonic()
        self._pages = 0

    def exhausted(self, sessions: int) -> str | None:
        """Called before each next page, with the sessions listed so far: why no more pages may be
        asked for, or None."""
        self._pages += 1
        elapsed = time.monotonic() - self._started
        if sessions >= MAX_LISTED_SESSIONS:
            limit = f"{sessions:,} sessions"
        elif self._pages >= MAX_PAGES:
            limit = f"{self._pages:,} pages"
        elif elapsed >= LIST_TIME_LIMIT:
            limit = f"{elapsed:.0f} s"
        else:
            return None
        return f"the listing stopped after {limit} (its limit) while the agent had more"
