"""One configured agent, supervised: its process and connection, its session registry, its transcripts.

Both front ends (the CLI and the language server) drive agents only through this class, so the
domain logic (paging, replay phases, title fallbacks, restart-once) exists once.

A prompt to a session that is not set up on the running agent process (closed, or opened before a
restart) reopens it first, as opening it would (resume, else load).

`AgentHandle` is the top of four layers, each a module: the agent's process and connection
(:mod:`.agent_lifecycle`), the setup of sessions on it (:mod:`.session_setup`), their loads
(:mod:`.session_load`), and here prompts, closing, deleting and letting transcripts go. Its
constructor sets what every layer works on, and only it tells the listener (`AgentListener`), whose
methods name the handle: the layers below report through methods it overrides.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence

import anyio
from anyio.abc import TaskGroup

from . import gcpause, mcp
from .acp import AgentConnection, AgentError, AgentErrorKind, ClientRole
from .acp.schema import PROTOCOL_V1
from .acp.updates import UserMessageChunk
from .agent_lifecycle import AgentState
from .agent_updates import UpdateFeed
from .config import AgentConfig
from .flights import Flights
from .jsonrpc import RESOURCE_NOT_FOUND
from .jsonrpc.peer import Tracer
from .session_listing import SessionLister
from .session_load import SessionLoads
from .sessions.records import SessionRecord
from .sessions.registry import SessionRegistry
from .sessions.transcript import Transcript

log = logging.getLogger(__name__)


def _cancelled_setup() -> AgentError:
    return AgentError(
        AgentErrorKind.EXITED, "the session's load or resume was stopped (the bridge is stopping)"
    )


class AgentListener:
    """What a front end wants to hear about. Every method is called inline and must be quick."""

    def state_changed(self, agent: AgentHandle) -> None: ...
    def session_info_changed(self, agent: AgentHandle, record: SessionRecord) -> None: ...
    def transcript_changed(self, agent: AgentHandle, transcript: Transcript) -> None: ...
    def transcript_loaded(self, agent: AgentHandle, transcript: Transcript) -> None:
        """The transcript holds the session's whole account: a load completed, or the session is
        new (it has no past). A resumed one only holds the turns since."""

    def notice(self, agent: AgentHandle, message: str, setting: str) -> None:
        """Something the user should read: a setting that could not be honoured, and which one."""

    def prompt_changed(self, agent: AgentHandle, session_id: str) -> None:
        """A prompt turn started or ended in a session (`AgentHandle.running_prompts`)."""

    def open_changed(self, agent: AgentHandle, record: SessionRecord) -> None:
        """The agent's running process now holds the session open, or no longer does
        (`AgentHandle.is_open`): what Close would close."""


class AgentHandle(SessionLoads):
    def __init__(
        self,
        config: AgentConfig,
        tg: TaskGroup,
        *,
        client: ClientRole | None = None,
        listener: AgentListener | None = None,
        tracer: Tracer | None = None,
        protocol_version: int = PROTOCOL_V1,
        local_titles: Mapping[str, str] | None = None,
        mcp_servers: Sequence[mcp.McpServerConfig] = (),
        keep_long_replays: bool = False,
    ) -> None:
        self.config = config
        self.id = config.id
        self._tg = tg
        self.client = client or ClientRole()
        self.listener = listener or AgentListener()
        self.tracer = tracer
        self.protocol_version = protocol_version
        #: Sent with every session setup (workspace servers merged with the agent's own).
        self.mcp_servers: list[mcp.McpServerConfig] = list(mcp_servers)
        self.keep_long_replays = keep_long_replays
        self._reported_mcp: set[str] = set()
        self.state = AgentState.STOPPED
        self.error: str | None = None
        self.connection: AgentConnection | None = None
        self.registry = SessionRegistry(config.id, local_titles)
        self.registry.retitled = self._listed_title
        #: `session/list` into the registry: first page, more, all, or what is held.
        self.listing = SessionLister(self.registry, self.ensure_started)
        self.transcripts: dict[str, Transcript] = {}
        # Taken by every call that needs the agent (each page of a listing): uncontended, it must not
        # yield to the event loop (anyio's default), which cost a loop iteration per call.
        self._start_lock = anyio.Lock(fast_acquire=True)
        self._prompt_number = 0
        #: The text of the prompt running in each session (to recognise an agent's echo of it).
        self._pending_prompts: dict[str, str] = {}
        #: Sessions with a prompt turn running, whoever sent it: set when the turn starts, cleared
        #: however it ends (stop reason, error, cancel, the agent's exit fails the request).
        self.running_prompts: set[str] = set()
        #: Sessions whose prompt is being sent (its session reopened first), and whether the user
        #: cancelled it meanwhile: then it is not sent at all.
        self._prompts_sending: dict[str, bool] = {}
        #: Loads and resumes running, by session (one at a time per session, shared by its callers).
        self._setups: Flights[str, Transcript] = Flights(tg, ended_early=_cancelled_setup)
        #: The connection each session was last set up on (new, load, resume, fork), None once
        #: closed: only a session set up on the live connection can be prompted as it is.
        self._set_up: dict[str, AgentConnection | None] = {}
        #: Where each connection's `session/update`s go (it runs once per update); it tells
        #: the listener of changed transcripts after each batch of received lines (`_feed_from`).
        self._feed = UpdateFeed(
            self.id,
            self.registry,
            self.transcripts,
            self._pending_prompts,
            info_changed=lambda record: self.listener.session_info_changed(self, record),
            transcript_changed=lambda transcript: self.listener.transcript_changed(self, transcript),
        )

    # -- what the layers below report, told to the listener ----------------------------------------

    def _state_changed(self) -> None:
        self.listener.state_changed(self)

    def _transcript_changed(self, transcript: Transcript) -> None:
        self.listener.transcript_changed(self, transcript)

    def _transcript_loaded(self, transcript: Transcript) -> None:
        self.listener.transcript_loaded(self, transcript)

    def _session_info_changed(self, record: SessionRecord) -> None:
        self.listener.session_info_changed(self, record)

    def _open_changed(self, record: SessionRecord) -> None:
        self.listener.open_changed(self, record)

    def _notice(self, message: str, setting: str) -> None:
        self.listener.notice(self, message, setting)

    # -- sessions ---------------------------------------------------------------------------------

    def busy(self) -> bool:
        """A prompt turn runs, a load or resume runs, or a request waits for the agent's answer."""
        return bool(self.running_prompts) or len(self._setups) > 0 or bool(self.unanswered())

    async def prompt(self, session_id: str, text: str) -> str:
        """Sends a text prompt. The transcript shows it at once: agents do not echo prompts (the few
        that do, and protocol 2's `user_message` acknowledgement, are recognised and not shown twice).

        A session that is not set up on the running agent process (closed when the user switched
        to another one, or opened before the agent restarted) is reopened first (`_reopen`). One
        prompt turn at a time per session (ACP's turns do not overlap): a second is refused."""
        if session_id in self.running_prompts or session_id in self._prompts_sending:
            raise AgentError(
                AgentErrorKind.REFUSED,
                f"a prompt is still running in session {session_id}: wait for its answer, or cancel it",
            )
        self._prompts_sending[session_id] = False
        try:
            await self._reopen(session_id)
            connection = await self.ensure_started()
        finally:
            cancelled = self._prompts_sending.pop(session_id)
        if cancelled:
            return "cancelled"  # before it was sent: the agent never hears of it
        self.client.set_read_only(session_id, False)  # a session prompted is worked in
        record = self.registry.add(session_id, first_prompt=text)
        transcript = self._transcript(session_id)
        self._prompt_number += 1
        block = {"type": "text", "text": text}
        local_id = f"local-{self._prompt_number}"
        transcript.apply(UserMessageChunk(content=block, message_id=local_id), live=True)
        transcript.set_prompt_running(True)
        self.listener.transcript_changed(self, transcript)
        self.listener.session_info_changed(self, record)
        self._pending_prompts[session_id] = text
        self.running_prompts.add(session_id)
        self.listener.prompt_changed(self, session_id)
        try:
            return await connection.prompt(session_id, [block])
        finally:
            self._pending_prompts.pop(session_id, None)
            self.running_prompts.discard(session_id)
            self.client.turn_ended(session_id)
            transcript.set_prompt_running(False)
            self.listener.transcript_changed(self, transcript)
            self.listener.prompt_changed(self, session_id)

    async def _reopen(self, session_id: str) -> None:
        """Sets the session up again before a prompt, the way opening it does: resumed (no replay:
        the transcript keeps what it shows), else loaded; joins a load or resume already running.
        Refused with a clear error when the agent can do neither. A session this handle never set
        up is reopened the same way when its folder is known; else it is left to the agent, as
        before (which may refuse the prompt itself)."""
        running = self._setups.running(session_id)
        if running is not None:
            # A load or resume of it runs (a click; a read of the active session, which replays
            # it): the prompt goes after it, or its turn would count as replay and show twice.
            await running.done.wait()
        connection = await self.ensure_started()
        if self.is_open(session_id):
            return
        features = connection.features
        record = self.registry.get(session_id)
        cwd = record.cwd if record is not None else None
        if cwd is None or not (features.resume or features.can_replay):
            if session_id not in self._set_up:
                return
            why = (
                "was closed" if self._set_up[session_id] is None else "was opened before the agent restarted"
            )
            raise AgentError(
                AgentErrorKind.UNSUPPORTED,
                f"session {session_id} {why}, and {self.label} cannot reopen it "
                "(it supports neither session/resume nor session/load): start a new session",
            )
        roots = (
            record.additional_directories if record is not None and features.additional_directories else []
        )
        how = "resuming" if features.resume else "loading"
        log.info("%s: %s session %s before prompting it (it is not open)", self.id, how, session_id)
        if features.resume:
            await self.resume(session_id, cwd=cwd, fallback_cwd=cwd, additional_directories=roots)
        else:
            # Settled: the replay ends before the prompt streams, or its turn would count as replay.
            await self.load(session_id, cwd=cwd, fallback_cwd=cwd, additional_directories=roots, settle=True)

    async def cancel(self, session_id: str) -> None:
        if session_id in self._prompts_sending:  # its session still reopening: it will not be sent
            self._prompts_sending[session_id] = True
        # ACP: a cancelled turn's questions are "cancelled", and so are those asked until it ends.
        self.client.cancel_permissions(session_id, rest_of_turn=session_id in self.running_prompts)
        if self.connection is not None and self.connection.alive:
            await self.connection.cancel(session_id)

    async def close(self, session_id: str) -> None:
        connection = await self.ensure_started()
        if connection.features.close:  # else refused before anything is sent: nothing changes
            # Marked first: a close that fails leaves the session in an unknown state, and a prompt
            # then reopens it (reopening an open session is harmless).
            was_open = self.is_open(session_id)
            self._set_up[session_id] = None
            record = self.registry.get(session_id)
            if was_open and record is not None:
                self._open_changed(record)
        await connection.close_session(session_id)

    async def delete(self, session_id: str) -> None:
        """Deletes the session in the agent; one the agent no longer has (deleted from its own
        command line, say) is gone as asked, and leaves the list too."""
        connection = await self.ensure_started()
        try:
            await connection.delete_session(session_id)
        except AgentError as exc:
            # Only the code that means "no such session" (-32002): an agent whose delete failed
            # with an internal error still has the session, and its history is kept.
            if exc.kind is not AgentErrorKind.NOT_FOUND or exc.code != RESOURCE_NOT_FOUND:
                raise
            log.info("%s: session %s was already gone from the agent: dropped", self.id, session_id)
        self._set_up.pop(session_id, None)
        self.registry.remove(session_id)
        self.release(session_id, force=True)

    def release(self, session_id: str, *, force: bool = False) -> bool:
        """Lets a transcript go (nobody shows it any more); opening the session again replays it.
        One that is still being replayed or has a prompt turn running is kept unless `force`d: its
        updates are still arriving. True when it was let go."""
        transcript = self.transcripts.get(session_id)
        if transcript is None:
            return False
        if not force and (transcript.replaying or session_id in self.running_prompts):
            return False
        del self.transcripts[session_id]
        self._feed.unkeep(session_id)
        gcpause.thaw()  # a cycle among its frozen objects is garbage now (see gcpause)
        return True
