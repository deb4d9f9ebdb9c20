"""Per-agent registry of sessions: paged listing state, dedupe, stale-response guard, info patches.

Pure domain: no I/O. The caller fetches pages (through the ACP connection) and hands them in with
the token it got when it started the fetch, so a response that was overtaken by a newer refresh
never overwrites newer data (ARCHITECTURE rule 5). Cursors are opaque, kept in memory only.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from msgspec import UNSET

from ..acp.session_page import ListedSession
from ..acp.updates import SessionInfoUpdate
from ..plain_text import cut
from .fuzzy import Match, SearchIndex
from .records import MAX_FIRST_PROMPT_CHARS, SessionRecord
from .titles import parse_updated_at

log = logging.getLogger(__name__)

#: Paging stops after this many later pages in a row that bring no new session: an agent handing out
#: fresh cursors over the same sessions forever would otherwise keep "Load more…" and `--all` busy.
MAX_BARREN_PAGES = 3


@dataclass(slots=True)
class ListState:
    """One listing scope: a cwd filter, or None for every folder."""

    #: The sessions listed, in the agent's order (records, not ids: the sorted listing is made
    #: without a lookup per session; a record stays the same object until `remove`, which takes it out).
    records: list[SessionRecord] = field(default_factory=list)
    next_cursor: str | None = None
    seen_cursors: set[str] = field(default_factory=set)
    loaded: bool = False
    token: int = 0
    #: Consecutive later pages that listed no session not seen before (see `MAX_BARREN_PAGES`).
    barren_pages: int = 0
    #: Their ids as a set (dedupe across pages without rebuilding it per page), kept up to date
    #: lazily: it holds the ids of `records[:synced]` (`listed_ids` adds the rest). A page asks it only
    #: about sessions that already had a record: one the page made was in no listing yet, and a first
    #: listing of a store makes every record, so it never builds the set (two set operations per
    #: session before).
    listed: set[str] = field(default_factory=set)
    synced: int = 0
    #: Bumped whenever `records` changes (the sorted listing is cached per version).
    version: int = 0

    @property
    def has_more(self) -> bool:
        return self.next_cursor is not None

    def listed_ids(self) -> set[str]:
        """The ids of `records` as a set (`listed` brought up to date)."""
        records, listed = self.records, self.listed
        for k in range(self.synced, len(records)):
            listed.add(records[k].session_id)
        self.synced = len(records)
        return listed


class SessionRegistry:
    def __init__(self, agent_id: str, local_titles: Mapping[str, str] | None = None) -> None:
        self.agent_id = agent_id
        #: The user's own titles (kept by the bridge, not the agent), applied to new records.
        self.local_titles: Mapping[str, str] = local_titles if local_titles is not None else {}
        self._records: dict[str, SessionRecord] = {}
        self._lists: dict[str | None, ListState] = {}
        self._clock = 0
        #: Bumped when a record is added or removed (the search index and the sorted listings follow).
        self.revision = 0
        self._search = SearchIndex()
        #: Per scope: (list version, registry revision, each record's `updated_at`, the sorted listing).
        self._sorted: dict[str | None, tuple[int, int, list[Any], list[SessionRecord]]] = {}
        #: Gives a listed record back the time it had before the bridge replayed it to index it
        #: (`IndexState.keep_listed_times`); called with each page's records once merged.
        self.keep_listed_times: Callable[[Iterable[SessionRecord]], None] | None = None
        #: Told of each record a listing gave another display title than it had (`AgentHandle`
        #: retitles the session's open transcript: the agent renamed it, or it was read before it
        #: was listed).
        self.retitled: Callable[[SessionRecord], None] | None = None

    def _tick(self) -> int:
        self._clock += 1
        return self._clock

    # -- reading ----------------------------------------------------------------------------------

    def get(self, session_id: str) -> SessionRecord | None:
        return self._records.get(session_id)

    def __iter__(self) -> Iterator[SessionRecord]:
        return iter(self._records.values())

    def __len__(self) -> int:
        return len(self._records)

    def list_state(self, scope: str | None) -> ListState:
        state = self._lists.get(scope)
        if state is None:  # not setdefault: that made (and dropped) a state and its sets per call
            state = self._lists[scope] = ListState()
        return state

    def sessions(self, scope: str | None) -> list[SessionRecord]:
        """The sessions listed for `scope`, newest first (agent order breaks ties).

        Sorted once per change: the order is kept with the times it was sorted by, and reused while
        neither the listed ids nor any of those times changed (a record's time may be set directly)."""
        state = self._lists.get(scope)
        if state is None:
            return []
        cached = self._sorted.get(scope)
        if (
            cached is not None
            and cached[0] == state.version
            and cached[1] == self.revision
            and _times(cached[3]) == cached[2]
        ):
            return list(cached[3])
        records = list(state.records)
        if not _newest_first(records):
            records.sort(key=lambda r: r.sort_time, reverse=True)
        self._sorted[scope] = (state.version, self.revision, _times(records), records)
        return list(records)

    def search(self, query: str, limit: int = 200) -> list[Match]:
        """`fuzzy.fuzzy_find` over every record, through an index kept across calls (see
        `fuzzy.SearchIndex`: each keystroke narrows the previous one's matches)."""
        return self._search.find(self._records, self.revision, query, limit)

    # -- listing ----------------------------------------------------------------------------------

    def begin_refresh(self, scope: str | None) -> int:
        """Starts a fresh listing of `scope`; returns the token its pages must carry."""
        token = self._tick()
        self.list_state(scope).token = token
        return token

    def apply_page(
        self,
        scope: str | None,
        token: int,
        sessions: list[ListedSession],
        next_cursor: str | None,
        *,
        cursor: str | None = None,
    ) -> bool:
        """Applies one page fetched with `cursor` (None: the first page). Returns False when the
        page is stale (a newer refresh started, or the cursor is no longer the current one)."""
        state = self.list_state(scope)
        if token != state.token:
            log.debug("stale session/list page for %s ignored", self.agent_id)
            return False
        if cursor is None:
            state.records, state.listed, state.seen_cursors, state.barren_pages = [], set(), set(), 0
            state.synced = 0
        elif cursor != state.next_cursor:
            return False
        else:
            state.seen_cursors.add(cursor)
        state.version += 1
        listing = state.records
        before = len(listing)
        known = self._records
        agent_id, titles = self.agent_id, self.local_titles
        retitled: list[SessionRecord] = []
        # The merge of each session, inline (a first listing of a store runs it 10,000 times): a row
        # as `session_page.read_page` gives it, its time already read.
        for session_id, cwd, title, updated_at, directories, meta in sessions:
            record = known.get(session_id)
            if record is None:  # in no listing yet: listed without asking `listed`
                record = SessionRecord(
                    agent_id, session_id, cwd or None, title, updated_at, meta, directories,
                    local_title=titles.get(session_id) if titles else None,  # mostly empty: no call
                )
                known[session_id] = record
                self.revision += 1
                listing.append(record)
                continue
            record.cwd = cwd or record.cwd
            if directories or record.additional_directories:  # else it keeps its own empty list
                record.additional_directories = directories
            if record.info_stamp <= token:  # not patched by a newer session_info_update
                if title != record.title:
                    shown = record.display_title
                    record.title = title
                    if record.display_title != shown:  # a local title hides the agent's
                        retitled.append(record)
                record.updated_at = updated_at or record.updated_at
                record.meta = meta
            listed = state.listed_ids()
            if session_id not in listed:  # dedupe across pages
                listed.add(session_id)
                listing.append(record)
                state.synced += 1
        if self.keep_listed_times is not None:
            self.keep_listed_times([known[row[0]] for row in sessions])
        if self.retitled is not None:
            for record in retitled:
                self.retitled(record)
        if cursor is not None:
            state.barren_pages = 0 if len(listing) > before else state.barren_pages + 1
        if next_cursor is not None and (next_cursor in state.seen_cursors or next_cursor == cursor):
            log.warning("agent %s repeated a session/list cursor; stopped paging", self.agent_id)
            next_cursor = None
        elif next_cursor is not None and state.barren_pages >= MAX_BARREN_PAGES:
            log.warning(
                "agent %s sent %d pages in a row with no new session; stopped paging",
                self.agent_id,
                state.barren_pages,
            )
            next_cursor = None
        state.next_cursor = next_cursor
        state.loaded = True
        return True

    # -- changes ----------------------------------------------------------------------------------

    def add(
        self,
        session_id: str,
        *,
        cwd: str | None = None,
        first_prompt: str | None = None,
        title: str | None = None,
    ) -> SessionRecord:
        """A session the bridge created or opened by id (it may not be listed yet). A new record
        takes `title`, the agent's title as known before a listing gives it (the local history's)."""
        record = self._records.get(session_id)
        if record is None:
            record = SessionRecord(
                self.agent_id, session_id, cwd=cwd, title=title, updated_at=datetime.now(UTC),
                local_title=self.local_titles.get(session_id),
            )
            self._records[session_id] = record
            self.revision += 1
            for scope, state in self._lists.items():
                if state.loaded and (scope is None or scope == cwd):
                    state.listed_ids().add(session_id)
                    state.records.insert(0, record)
                    state.synced += 1
                    state.version += 1
        if first_prompt and not record.first_prompt:
            record.first_prompt = cut(first_prompt, MAX_FIRST_PROMPT_CHARS)
        return record

    def remove(self, session_id: str) -> bool:
        removed = self._records.pop(session_id, None)
        if removed is None:
            return False
        self.revision += 1
        for state in self._lists.values():
            listed = state.listed_ids()
            if session_id in listed:
                listing = state.records
                for k in range(len(listing)):
                    if listing[k] is removed:
                        del listing[k]
                        break
                listed.discard(session_id)
                state.synced -= 1
                state.version += 1
        return True

    def apply_info_update(self, session_id: str, update: SessionInfoUpdate) -> SessionRecord | None:
        """`session_info_update`: `null` clears a field, an omitted (or malformed) one is left as it is."""
        record = self._records.get(session_id)
        if record is None:
            return None
        if update.title is not UNSET:
            record.title = update.title
        if update.updated_at is not UNSET:
            record.updated_at = parse_updated_at(update.updated_at)
        if update.meta is not UNSET:
            record.meta = update.meta
        record.info_stamp = self._tick()
        return record

    def set_local_title(self, session_id: str, title: str | None) -> SessionRecord | None:
        record = self._records.get(session_id)
        if record is not None:
            record.local_title = title or None
        return record


def _times(records: list[SessionRecord]) -> list[datetime | None]:
    return [record.updated_at for record in records]


def _newest_first(records: list[SessionRecord]) -> bool:
    """Whether sorting `records` newest first would leave them as they are, as agents list them.

    These are the comparisons the sort (stable, reversed) starts with, and when none finds a record
    newer than the one before it, the only ones it makes: it then calls no key and moves nothing."""
    try:
        for k in range(1, len(records)):
            if records[k - 1].sort_time < records[k].sort_time:
                return False
    except Exception:  # times that do not compare: the sort meets them (and raises) as before
        return False
    return True
