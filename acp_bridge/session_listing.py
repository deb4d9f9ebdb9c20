"""An agent's session listing: `session/list` pages into the agent's session registry.

The registry holds what was listed (per folder, with the cursor of the next page); this pages the
agent into it on demand: the first page, the next one, or every page (`all`, within a
`ListingBudget`), and answers what is held (`cached`) without asking the agent.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

import anyio

from . import gcpause
from .acp import AgentConnection
from .acp.connection import PageRequest
from .listing_budget import ListingBudget
from .sessions.records import SessionRecord
from .sessions.registry import SessionRegistry


@dataclass(frozen=True, slots=True)
class Listing:
    sessions: list[SessionRecord]
    has_more: bool
    #: Why paging stopped while the agent had more (a `ListingBudget` limit), to be said to the user.
    stopped: str | None = None


class SessionLister:
    def __init__(self, registry: SessionRegistry, connect: Callable[[], Awaitable[AgentConnection]]) -> None:
        """`connect()` gives the live connection, starting the agent if it is not running."""
        self._registry = registry
        self._connect = connect
        #: One `first_page` or `more` of a folder at a time (the tree and the switcher both list
        #: it): a page another listing overtook would be dropped, and its answer hold the other's
        #: pages, the tree's list shrinking or its page count going wrong. `all` pages on its own:
        #: a `more` it overtakes answers the first page again (the tree's next refresh refetches
        #: the pages the user loaded).
        self._turns: dict[str | None, anyio.Lock] = {}

    async def first_page(self, cwd: str | None) -> Listing:
        async with self._turn(cwd):
            await self._fetch_first_page(cwd)
            return self.cached(cwd)

    async def more(self, cwd: str | None) -> Listing:
        async with self._turn(cwd):
            await self._fetch_next_page(cwd)
            return self.cached(cwd)

    def _turn(self, cwd: str | None) -> anyio.Lock:
        lock = self._turns.get(cwd)
        if lock is None:
            lock = self._turns[cwd] = anyio.Lock(fast_acquire=True)
        return lock

    async def all(self, cwd: str | None) -> Listing:
        """Every page, then one listing: building (and sorting) the listing after each page would
        make fetching n sessions O(n²/page size). Each next page is asked for before the last one
        is merged, so the agent prepares it meanwhile."""
        # Like a replay, paging only adds live objects (records) and drops acyclic ones (the pages):
        # ~100 collections per 10,000 sessions would find nothing and take a third of the time.
        with gcpause.paused():
            connection = await self._connect()
            token = self._registry.begin_refresh(cwd)
            state = self._registry.list_state(cwd)
            budget = ListingBudget()
            stopped: str | None = None
            request: PageRequest | None = connection.start_list_sessions(cwd=cwd)
            cursor: str | None = None
            try:
                while stopped is None:
                    if request is None:
                        # The last page, or this listing is no longer the current one (another
                        # refresh began, a `more` took the page, the registry ended a repeating
                        # agent's paging): what is left is paged from the registry's state.
                        state = self._registry.list_state(cwd)
                        if not state.has_more:
                            break
                        stopped = budget.exhausted(len(state.records))
                        if stopped is None:
                            await self._fetch_next_page(cwd)
                        continue
                    page = await request.page()
                    request, following = None, page.next_cursor
                    if following is not None:
                        stopped = budget.exhausted(len(state.records) + len(page.sessions))
                        if stopped is None:
                            request = connection.start_list_sessions(cwd=cwd, cursor=following)
                    applied = self._registry.apply_page(cwd, token, page.sessions, following, cursor=cursor)
                    if request is not None and (
                        not applied or self._registry.list_state(cwd).next_cursor != following
                    ):
                        request.abandon()
                        request = None
                    cursor = following
            finally:
                if request is not None:
                    request.abandon()
            listing = self.cached(cwd)
            if stopped is None or not listing.has_more:
                return listing
            return Listing(listing.sessions, listing.has_more, stopped)  # the caller says it

    async def _fetch_first_page(self, cwd: str | None) -> None:
        connection = await self._connect()
        token = self._registry.begin_refresh(cwd)
        page = await connection.list_sessions(cwd=cwd)
        self._registry.apply_page(cwd, token, page.sessions, page.next_cursor)

    async def _fetch_next_page(self, cwd: str | None) -> None:
        state = self._registry.list_state(cwd)
        if not state.loaded:
            await self._fetch_first_page(cwd)
            return
        cursor, token = state.next_cursor, state.token
        if cursor is not None:
            connection = await self._connect()
            page = await connection.list_sessions(cwd=cwd, cursor=cursor)
            self._registry.apply_page(cwd, token, page.sessions, page.next_cursor, cursor=cursor)

    def cached(self, cwd: str | None) -> Listing:
        return Listing(self._registry.sessions(cwd), self._registry.list_state(cwd).has_more)
