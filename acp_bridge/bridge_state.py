"""What the bridge holds, and its configuration: every configured agent side by side, the stores
they share, the active session, and the opens and forks running.

`BridgeState` is the bottom layer of the `Bridge` (:mod:`.app`); search (:mod:`.session_search`)
and the bridge's listing and opening work on what it holds. A new agent list keeps the agents it
does not change running (with their sessions), stops the ones it changes or removes (and ends the
active session when its agent goes), and adds the new ones, which start lazily, on the first request
that needs them. Each agent's listener is the front end's, with the transcript history listening in
(`_WithHistory`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from anyio.abc import TaskGroup

from . import mcp
from .acp import AgentError, AgentErrorKind, ClientRole, FolderBoundary, PermissionAsker
from .acp.schema import PROTOCOL_V1, PROTOCOL_V2
from .agent_handle import AgentHandle, AgentListener
from .config import AgentConfig
from .flights import Flights
from .jsonrpc.peer import Tracer
from .sessions.history import TranscriptHistory
from .sessions.index_state import IndexState
from .sessions.list_store import ListStore
from .sessions.records import SessionRecord
from .sessions.store import ArchivedSessions, LocalTitles
from .sessions.transcript import Transcript


class UnknownAgent(Exception):
    def __init__(self, agent_id: str) -> None:
        super().__init__(f"no agent with id {agent_id!r} is configured")
        self.agent_id = agent_id


@dataclass(frozen=True, slots=True)
class ActiveSession:
    agent_id: str
    session_id: str


def _stopped() -> AgentError:
    return AgentError(AgentErrorKind.EXITED, "opening the session was stopped (the bridge is stopping)")


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

    def notice(self, agent: AgentHandle, message: str, setting: str) -> None:
        self.front.notice(agent, message, setting)

    def prompt_changed(self, agent: AgentHandle, session_id: str) -> None:
        self.front.prompt_changed(agent, session_id)

    def open_changed(self, agent: AgentHandle, record: SessionRecord) -> None:
        self.front.open_changed(agent, record)  # nothing stored changes


class BridgeState:
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
        #: The user's choices of the active session, numbered as they are made (an open, a new
        #: session, a fork, a close), and the one the active session came from: an open that ends
        #: after a later choice took effect does not undo it (`Bridge._activate`).
        self._choices = 0
        self._active_choice = 0
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

    def set_tracer(self, tracer: Tracer | None) -> None:
        """Every agent's lines to ``tracer``, from now on (None: none traced)."""
        self.tracer = tracer
        for handle in self.agents.values():
            handle.set_tracer(tracer)

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
                    keep_long_replays=True,  # the editor shows a long session's newest turns first
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
