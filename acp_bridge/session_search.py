"""Search across every agent's sessions: by title, id, folder and first prompt, and on request in
the text of every transcript in the local history (:mod:`.sessions.history`), which also knows
sessions that no agent has listed since the bridge started; and the lookups a front end makes by
a session id's prefix or by folder (the newest session there).

`SessionSearch` is the layer of the `Bridge` (:mod:`.app`) above what the bridge holds
(:mod:`.bridge_state`).
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime

from .acp import AgentError
from .bridge_state import BridgeState
from .logsetup import redactor
from .plain_text import single_line
from .sessions.fuzzy import Match, merge, resolve_prefix
from .sessions.history_search import HistoryMeta
from .sessions.history_text import query_terms
from .sessions.records import SessionRecord

#: Logged under the bridge's name: one logger for all the bridge says, whichever layer says it.
log = logging.getLogger("acp_bridge.app")


@dataclass(frozen=True, slots=True)
class Found:
    """One search result. A session only the history knows (not listed since the bridge started)
    has a record made from what the history stored, which is not added to the registry."""

    record: SessionRecord
    #: One plain line around the first hit in the transcript's text.
    snippet: str | None = None
    #: The turn that hit is in, when known.
    turn: int | None = None

    @property
    def updated_at(self) -> datetime:
        return self.record.sort_time


def _holds_words(record: SessionRecord, terms: list[str]) -> bool:
    """Whether each of `terms` (lower-cased) is in the session's title, id, folder or first prompt."""
    fields = (record.display_title, record.session_id, record.cwd or "", record.first_prompt or "")
    joined = "\n".join(fields).lower()  # a term holds no line break: it never spans two fields
    return all(term in joined for term in terms)


class SessionSearch(BridgeState):
    # -- search -----------------------------------------------------------------------------------

    def _records(self, agent_id: str | None) -> Iterable[SessionRecord]:
        handles = [self.agent(agent_id)] if agent_id else list(self.agents.values())
        for handle in handles:
            yield from handle.registry

    def find(self, query: str, *, agent_id: str | None = None, limit: int = 200) -> list[Match]:
        """Each registry answers from its own index (narrowed keystroke by keystroke); the answers
        are merged as one search over every agent's sessions would rank them."""
        handles = [self.agent(agent_id)] if agent_id else list(self.agents.values())
        return merge((handle.registry.search(query, limit) for handle in handles), limit)

    async def find_in_transcripts(
        self, query: str, *, agent_id: str | None = None, limit: int = 200
    ) -> list[Found]:
        """Like :meth:`find`, and also every session whose stored transcript text contains all the
        words of `query`: title matches first (best first, with a snippet when the transcript has
        the words too), then transcript matches, newest first. Sessions only the history knows
        (not listed since the bridge started) come from the history. An empty query gives the
        newest sessions of both.

        A search finds words, as the history does (and `acp-bridge search`): a title match counts
        only when each word is in the title, id, folder or first prompt as typed. The switcher's
        fuzzy filter also takes the letters spread over them ("pool" in "Profile … four …
        Importing"), which, listed before the transcripts that hold the word, hid them."""
        handles = [self.agent(agent_id)] if agent_id else list(self.agents.values())
        terms = query_terms(query)
        # Every fuzzy match is ranked, not the best `limit`: those that hold the words may rank
        # below more than `limit` that only hold the letters (~20 ms for 10,000 sessions).
        every = max(limit, sum(len(handle.registry) for handle in handles))
        matches = self.find(query, agent_id=agent_id, limit=every)
        titled = [m for m in matches if _holds_words(m.record, terms)][:limit]
        hits = await self.history.search(query, agent_ids={h.id for h in handles})
        by_key = {hit.meta.key: hit for hit in hits}
        found = []
        for m in titled:
            hit = by_key.pop(m.record.key, None)
            found.append(Found(m.record, hit.snippet, hit.turn) if hit else Found(m.record))
        rest = []
        for hit in by_key.values():
            handle = self.agent(hit.meta.agent_id)
            record = handle.registry.get(hit.meta.session_id) or self.stored_history_record(hit.meta)
            rest.append(Found(record, hit.snippet, hit.turn))
        rest.sort(key=lambda f: f.updated_at, reverse=True)
        if not query.split():
            return sorted(found + rest, key=lambda f: f.updated_at, reverse=True)[:limit]
        return (found + rest)[:limit]

    async def search_coverage(self, *, agent_id: str | None = None) -> tuple[int, int, bool]:
        """(sessions whose transcript text is kept, sessions known, whether there are more): known
        are those the agents listed in this run, those in the stored lists, and those kept in the
        history; more, when a running agent that lists has not listed every folder to the end (the
        tree lists a page at a time), so that "known" is only a lower bound."""
        handles = [self.agent(agent_id)] if agent_id else list(self.agents.values())
        agent_ids = {h.id for h in handles}
        searched = await self.history.stored_keys(agent_ids)
        known = searched | await self.list_store.listed_keys(agent_ids)
        known.update(record.key for record in self._records(agent_id))
        every = [h.registry.list_state(None) for h in handles if h.features.list]
        more = any(not state.loaded or state.has_more for state in every)
        return len(searched), len(known), more

    def stored_history_record(self, meta: HistoryMeta) -> SessionRecord:
        """A session as the transcript history stored it (not added to the registry)."""
        return meta.record(self.titles.for_agent(meta.agent_id).get(meta.session_id))

    async def resolve_prefix(
        self, prefix: str, *, agent_id: str | None = None
    ) -> tuple[list[SessionRecord], list[str]]:
        """Sessions whose id starts with `prefix`, and each agent that could not be asked (not
        started, or its listing failed), named with why: a session it holds may match. Listings are
        completed first (every page) for agents that can list, so a prefix never misses a session
        on a later page."""
        unasked: list[str] = []
        handles = [self.agent(agent_id)] if agent_id else list(self.agents.values())
        for handle in handles:
            try:
                await handle.ensure_started()
                if handle.features.list and (
                    not handle.registry.list_state(None).loaded or handle.registry.list_state(None).has_more
                ):
                    await handle.listing.all(None)
            except AgentError as exc:
                log.warning("%s: cannot list sessions to resolve a prefix: %s", handle.id, exc)
                # The message may quote the agent's stderr, and with it a configured key.
                unasked.append(f"{handle.label} ({single_line(redactor.redact(exc.message))})")
        return resolve_prefix(self._records(agent_id), prefix), unasked

    async def most_recent(
        self, cwd: str, *, agent_id: str | None = None
    ) -> tuple[SessionRecord | None, list[str]]:
        """The most recently updated session of `cwd`, across agents (or one agent); and each agent
        that could not be asked (not started, or its listing failed), named with why: a session it
        holds may be newer."""
        best: SessionRecord | None = None
        unasked: list[str] = []
        handles = [self.agent(agent_id)] if agent_id else list(self.agents.values())
        for handle in handles:
            try:
                await handle.ensure_started()
                if handle.features.list:
                    await handle.listing.first_page(cwd)
            except AgentError as exc:
                log.warning("%s: cannot list sessions: %s", handle.id, exc)
                unasked.append(f"{handle.label} ({single_line(exc.message)})")
                continue
            for record in handle.registry.sessions(cwd):
                if record.cwd == cwd and (
                    best is None or (record.updated_at_iso() or "") > (best.updated_at_iso() or "")
                ):
                    best = record
        return best, unasked
