"""The bridge: every configured agent side by side, the active session, cross-agent search.

Search covers the sessions the agents listed (title, id, folder, first prompt) and, on request, the
text of every transcript in the local history (:mod:`.sessions.history`), which also knows sessions
that no agent has listed since the bridge started.

Front-end neutral: the language server translates its requests into calls here and its listener
callbacks into notifications. Agents start lazily, on the first request that needs them.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Literal

from anyio.abc import TaskGroup

from . import mcp
from .acp import AgentError, AgentErrorKind, ClientRole, FolderBoundary, PermissionAsker
from .acp.schema import PROTOCOL_V1, PROTOCOL_V2
from .agent_handle import AgentHandle, AgentListener
from .config import AgentConfig
from .flights import Flights
from .jsonrpc.peer import Tracer
from .sessions.fuzzy import Match, merge, resolve_prefix
from .sessions.history import HistoryMeta, TranscriptHistory
from .sessions.index_state import IndexState
from .sessions.list_store import ListStore
from .sessions.records import SessionRecord
from .sessions.store import ArchivedSessions, LocalTitles
from .sessions.titles import iso_utc_now
from .sessions.transcript import Transcript

log = logging.getLogger(__name__)


class UnknownAgent(Exception):
    def __init__(self, agent_id: str) -> None:
        super().__init__(f"no agent with id {agent_id!r} is configured")
        self.agent_id = agent_id


@dataclass(frozen=True, slots=True)
class ActiveSession:
    agent_id: str
    session_id: str


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
        return self.record.updated_at or _EPOCH


_EPOCH = datetime.min.replace(tzinfo=UTC)

#: Failures that mean "the agent is not there" (as opposed to "it answered no"): the session list is
#: then answered from the local store, and a transcript from the local history.
AGENT_DOWN = frozenset(
    {AgentErrorKind.START_FAILED, AgentErrorKind.EXITED, AgentErrorKind.TIMEOUT, AgentErrorKind.AUTH_REQUIRED}
)

ListMode = Literal["first", "more", "all", "cached"]


def _stopped() -> AgentError:
    return AgentError(AgentErrorKind.EXITED, "opening the session was stopped (the bridge is stopping)")


@dataclass(frozen=True, slots=True)
class SessionList:
    """An answer to "list this agent's sessions": live, or from the local store."""

    records: list[SessionRecord]
    has_more: bool
    supported: bool = True
    #: Set when the records come from the local store: when the agent listed them (ISO 8601).
    stored_at: str | None = None
    #: Why the agent could not answer (a stored answer after a failed start or a crash).
    error: str | None = None
    #: Why a listing of every page stopped while the agent had more (`Listing.stopped`).
    stopped: str | None = None

    @property
    def from_cache(self) -> bool:
        return self.stored_at is not None


class _WithHistory(AgentListener):
    """The front end's listener, with the transcript history listening in."""

    def __init__(self, front: AgentListener, history: TranscriptHistory) -> None:
        self.front = front
        self.history = history

    def state_changed(self, agent: AgentHandle) -> None:
        self.front.state_changed(agent)

    def session_info_changed(self, agent: AgentHandle, record: SessionRecord) -> None:
        self.front.session_info_changed(agent, record)
        transcript = agent.transcripts.get(record.session_id)
        if transcript is not None:  # the stored title and time follow
            self.history.changed(agent.id, transcript, record)

    def transcript_changed(self, agent: AgentHandle, transcript: Transcript) -> None:
        self.front.transcript_changed(agent, transcript)
        self.history.changed(agent.id, transcript, agent.registry.get(transcript.session_id))

    def transcript_loaded(self, agent: AgentHandle, transcript: Transcript) -> None:
        self.front.transcript_loaded(agent, transcript)
        self.history.loaded(agent.id, transcript)

    def notice(self, agent: AgentHandle, message: str) -> None:
        self.front.notice(agent, message)

    def prompt_changed(self, agent: AgentHandle, session_id: str) -> None:
        self.front.prompt_changed(agent, session_id)


class Bridge:
    def __init__(
        self,
        tg: TaskGroup,
        *,
        listener: AgentListener | None = None,
        permissions: PermissionAsker | None = None,
        tracer: Tracer | None = None,
        titles: LocalTitles | None = None,
        history: TranscriptHistory | None = None,
        list_store: ListStore | None = None,
        index_state: IndexState | None = None,
        archived: ArchivedSessions | None = None,
    ) -> None:
        self._tg = tg
        self.titles = titles or LocalTitles(None)
        self.history = history or TranscriptHistory(None)
        self.list_store = list_store or ListStore(None)
        self.index_state = index_state or IndexState(None)
        self.archived = archived or ArchivedSessions(None)
        self.listener: AgentListener = _WithHistory(listener or AgentListener(), self.history)
        self.permissions = permissions
        #: The workspace folders: no agent reads or writes a file outside them (the language server
        #: keeps it current; empty until it does, which allows nothing).
        self.boundary = FolderBoundary()
        self.tracer = tracer
        self.agents: dict[str, AgentHandle] = {}
        self.active: ActiveSession | None = None
        self.protocol_version = PROTOCOL_V1
        #: When each (agent, folder) was last listed live (ISO 8601): the age of a fallback answer.
        self._listed_at: dict[tuple[str, str | None], str] = {}
        #: Opens by (agent, session), forks by (agent, session, folder, roots) that are running:
        #: concurrent clicks share one (the previous session is closed once, one setup, one fork).
        self._opens: Flights[tuple[str, str], Transcript] = Flights(tg, ended_early=_stopped)
        self._forks: Flights[tuple[str, str, str, tuple[str, ...]], tuple[SessionRecord, Transcript]] = (
            Flights(tg, ended_early=_stopped)
        )

    # -- configuration ----------------------------------------------------------------------------

    async def configure(
        self,
        configs: Sequence[AgentConfig],
        *,
        protocol2: bool = False,
        mcp_servers: Sequence[mcp.McpServerConfig] = (),
    ) -> None:
        """Applies a new agent list: unchanged agents keep running (and their sessions), changed or
        removed ones are stopped, new ones start lazily.

        `protocol2` offers protocol 2 (the agent may still answer 1). `mcp_servers` are the
        workspace's MCP servers, merged with each agent's own; they only matter for the next session
        set up, so changing them never restarts an agent."""
        protocol = PROTOCOL_V2 if protocol2 else PROTOCOL_V1
        wanted = {c.id: c for c in configs}
        for agent_id, handle in list(self.agents.items()):
            config = wanted.get(agent_id)
            if (
                config is None
                or config.process_identity() != handle.config.process_identity()
                or protocol != handle.protocol_version
            ):
                await handle.stop()
                del self.agents[agent_id]
                if self.active and self.active.agent_id == agent_id:
                    self.active = None
        for agent_id, config in wanted.items():
            if agent_id not in self.agents:
                self.agents[agent_id] = AgentHandle(
                    config,
                    self._tg,
                    client=ClientRole(self.permissions, self.boundary),
                    listener=self.listener,
                    tracer=self.tracer,
                    protocol_version=protocol,
                    local_titles=self.titles.for_agent(agent_id),
                )
                # Indexing never reorders the list (an agent may rewrite a session it replays).
                self.agents[agent_id].registry.keep_listed_times = self.index_state.keep_listed_times
            handle = self.agents[agent_id]
            handle.config = config
            handle.mcp_servers = mcp.merge(mcp_servers, config.mcp_servers)
        self.protocol_version = protocol
        # Keep the configured order.
        self.agents = {agent_id: self.agents[agent_id] for agent_id in wanted}

    def agent(self, agent_id: str) -> AgentHandle:
        handle = self.agents.get(agent_id)
        if handle is None:
            raise UnknownAgent(agent_id)
        return handle

    async def shutdown(self) -> None:
        for handle in self.agents.values():
            await handle.stop()
        await self.history.flush()

    # -- listing ----------------------------------------------------------------------------------

    async def list_sessions(self, agent_id: str, cwd: str | None, mode: ListMode) -> SessionList:
        """The agent's sessions of `cwd` (None: every folder). `cached` never calls the agent: what
        this bridge listed since it started, else the local store. When the agent is down (it
        cannot start, crashed, needs a login), the other modes answer from the store too, saying
        why; a live answer is stored for next time."""
        handle = self.agent(agent_id)
        if mode == "cached":
            if handle.registry.list_state(cwd).loaded:
                listing = handle.listing.cached(cwd)
                return SessionList(listing.sessions, listing.has_more)
            return await self._stored_list(handle, cwd) or SessionList([], has_more=False)
        try:
            await handle.ensure_started()
            if not handle.features.list:
                return SessionList([], has_more=False, supported=False)
            if mode == "first":
                listing = await handle.listing.first_page(cwd)
            elif mode == "more":
                listing = await handle.listing.more(cwd)
            else:
                listing = await handle.listing.all(cwd)
        except AgentError as exc:
            stored = await self._stored_list(handle, cwd, exc) if exc.kind in AGENT_DOWN else None
            if stored is None:
                raise
            return stored
        self._listed_at[(handle.id, cwd)] = iso_utc_now()
        await self.list_store.remember(handle.id, cwd, listing.sessions)
        if listing.stopped:
            log.warning("%s: %s", handle.label, listing.stopped)
        return SessionList(listing.sessions, listing.has_more, stopped=listing.stopped)

    async def _stored_list(
        self, handle: AgentHandle, cwd: str | None, error: AgentError | None = None
    ) -> SessionList | None:
        """What the agent listed last: this run's registry when it has listed `cwd` (fresher: it
        has the renames since), else the local store; None when neither has anything."""
        reason = error.message if error is not None else None
        listed_at = self._listed_at.get((handle.id, cwd))
        if listed_at is not None and handle.registry.list_state(cwd).loaded:
            return SessionList(handle.listing.cached(cwd).sessions, False, stored_at=listed_at, error=reason)
        stored = await self.list_store.lookup(handle.id, cwd)
        if stored is None:
            return None
        titles = self.titles.for_agent(handle.id)
        for record in stored.records:
            record.local_title = titles.get(record.session_id)
        return SessionList(stored.records, False, stored_at=stored.stored_at, error=reason)

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
        newest sessions of both."""
        handles = [self.agent(agent_id)] if agent_id else list(self.agents.values())
        titled = self.find(query, agent_id=agent_id, limit=limit)
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

    async def search_coverage(self, *, agent_id: str | None = None) -> tuple[int, int]:
        """(sessions whose transcript text is kept, sessions known): known are those the agents
        listed in this run, those in the stored lists, and those kept in the history."""
        agent_ids = {h.id for h in ([self.agent(agent_id)] if agent_id else self.agents.values())}
        searched = await self.history.stored_keys(agent_ids)
        known = searched | await self.list_store.listed_keys(agent_ids)
        known.update(record.key for record in self._records(agent_id))
        return len(searched), len(known)

    def stored_history_record(self, meta: HistoryMeta) -> SessionRecord:
        """A session as the transcript history stored it (not added to the registry)."""
        return meta.record(self.titles.for_agent(meta.agent_id).get(meta.session_id))

    async def delete(self, agent_id: str, session_id: str) -> None:
        """Deletes a session in the agent, and its transcript history (also when the agent no
        longer has it)."""
        try:
            await self.agent(agent_id).delete(session_id)
        except AgentError as exc:
            if exc.kind is AgentErrorKind.NOT_FOUND:
                await self._forget(agent_id, session_id)
            raise
        await self._forget(agent_id, session_id)

    async def _forget(self, agent_id: str, session_id: str) -> None:
        """What this machine keeps of a deleted session goes with it: its text and its archive mark."""
        self.archived.set(agent_id, session_id, False)
        await self.history.forget(agent_id, session_id)

    async def resolve_prefix(self, prefix: str, *, agent_id: str | None = None) -> list[SessionRecord]:
        """Sessions whose id starts with `prefix`. Listings are completed first (every page) for agents
        that can list, so a prefix never misses a session on a later page."""
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
        return resolve_prefix(self._records(agent_id), prefix)

    async def most_recent(self, cwd: str, *, agent_id: str | None = None) -> SessionRecord | None:
        """The most recently updated session of `cwd`, across agents (or one agent)."""
        best: SessionRecord | None = None
        handles = [self.agent(agent_id)] if agent_id else list(self.agents.values())
        for handle in handles:
            try:
                await handle.ensure_started()
                if handle.features.list:
                    await handle.listing.first_page(cwd)
            except AgentError as exc:
                log.warning("%s: cannot list sessions: %s", handle.id, exc)
                continue
            for record in handle.registry.sessions(cwd):
                if record.cwd == cwd and (
                    best is None or (record.updated_at_iso() or "") > (best.updated_at_iso() or "")
                ):
                    best = record
        return best

    # -- opening ----------------------------------------------------------------------------------

    def prompt_running(self, agent_id: str, session_id: str) -> bool:
        """Whether a prompt turn is running in the session (whoever sent it)."""
        handle = self.agents.get(agent_id)
        return handle is not None and session_id in handle.running_prompts

    async def fork(
        self,
        agent_id: str,
        session_id: str,
        *,
        cwd: str,
        additional_directories: Sequence[str] = (),
        on_forked: Callable[[SessionRecord], None] | None = None,
    ) -> tuple[SessionRecord, Transcript]:
        """Forks a session into `cwd` (`session/fork`), makes the new session the active one (then
        `on_forked` hears of it) and replays the copy into its transcript when the agent can (a
        failed replay is logged: the fork exists and is active).

        Concurrent forks of one session into one folder are one fork, and each gets the same
        session and transcript (`on_forked` is called by the one that started it)."""
        key = (agent_id, session_id, cwd, tuple(additional_directories))
        forked, _joined = await self._forks.run(
            key, lambda: self._fork(agent_id, session_id, cwd, additional_directories, on_forked)
        )
        return forked

    async def _fork(
        self,
        agent_id: str,
        session_id: str,
        cwd: str,
        additional_directories: Sequence[str],
        on_forked: Callable[[SessionRecord], None] | None,
    ) -> tuple[SessionRecord, Transcript]:
        handle = self.agent(agent_id)
        await handle.ensure_started()
        if not handle.features.fork:
            raise AgentError(AgentErrorKind.UNSUPPORTED, f"{handle.label} cannot fork sessions")
        record = await handle.fork(session_id, cwd, additional_directories=additional_directories)
        target = ActiveSession(agent_id, record.session_id)
        await self.switch_from_active(target)
        self.active = target
        if on_forked is not None:
            on_forked(record)
        transcript = handle.transcripts[record.session_id]
        if handle.features.can_replay:
            try:
                transcript = await handle.load(
                    record.session_id,
                    cwd=cwd,
                    fallback_cwd=cwd,
                    additional_directories=additional_directories,
                )
            except AgentError as exc:  # the fork exists and is active: the document says what is missing
                log.warning("%s: replaying the fork %s failed: %s", handle.id, record.session_id, exc)
        return record, transcript

    def set_active(self, agent_id: str | None, session_id: str | None) -> None:
        self.active = ActiveSession(agent_id, session_id) if agent_id and session_id else None

    def is_active(self, record: SessionRecord) -> bool:
        return self.active is not None and self.active == ActiveSession(record.agent_id, record.session_id)

    async def switch_from_active(self, to: ActiveSession) -> None:
        """Leaving a session: close it when the agent supports close (a failure is only logged)."""
        previous = self.active
        if previous is None or previous == to:
            return
        handle = self.agents.get(previous.agent_id)
        if handle is not None and handle.features.close:
            try:
                await handle.close(previous.session_id)
            except AgentError as exc:
                log.info("closing %s failed (ignored): %s", previous.session_id, exc)

    async def open(
        self,
        agent_id: str,
        session_id: str,
        *,
        cwd: str | None,
        fallback_cwd: str,
        replay: bool,
        additional_directories: Sequence[str] = (),
    ) -> Transcript:
        """Makes a session the active one: loaded (with replay) or resumed (no replay), by capability.

        Concurrent opens of one session are one (the previous session closed once, one load or
        resume) and share its outcome; an open with replay waits for a running one without replay
        and then opens (replays) again, as an open after the first one ended does."""
        transcript, _joined = await self._opens.run(
            (agent_id, session_id),
            lambda: self._open(agent_id, session_id, cwd, fallback_cwd, replay, additional_directories),
            tag=replay,
            joins=lambda running_replays: running_replays or not replay,
        )
        return transcript

    async def _open(
        self,
        agent_id: str,
        session_id: str,
        cwd: str | None,
        fallback_cwd: str,
        replay: bool,
        additional_directories: Sequence[str],
    ) -> Transcript:
        handle = self.agent(agent_id)
        await handle.ensure_started()
        features = handle.features
        target = ActiveSession(agent_id, session_id)
        use_load = features.can_replay and (replay or not features.resume)
        if not use_load and not features.resume:
            raise AgentError(
                AgentErrorKind.UNSUPPORTED, f"{handle.label} can neither load nor resume sessions"
            )
        await self.switch_from_active(target)
        if use_load:
            transcript = await handle.load(
                session_id, cwd=cwd, fallback_cwd=fallback_cwd, additional_directories=additional_directories
            )
        else:
            transcript = await handle.resume(
                session_id, cwd=cwd, fallback_cwd=fallback_cwd, additional_directories=additional_directories
            )
        self.active = target
        return transcript
