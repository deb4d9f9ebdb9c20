"""One configured agent, supervised: its process and connection, its session registry, its transcripts.

Both front ends (the CLI and the language server) drive agents only through this class, so the
domain logic (paging, replay phases, title fallbacks, restart-once) exists once.

Session setup (new, load, resume) is checked here before anything is sent: `cwd` must be absolute,
and so must every additional root. The agent's configured MCP servers go with every setup, as far as
its capabilities allow; each server left out is told to the user once (`AgentListener.notice`).

One session, one setup at a time (:mod:`.flights`): concurrent loads and resumes of a session are
one request to the agent, and every caller gets the same transcript; a load waits for a running
resume to end (a resume replays nothing) and then loads. The handle knows which sessions are set up
on the running agent process (new, load, resume, fork; not after `session/close`, nor after a
restart): a prompt to any other session reopens it first, as opening it would (resume, else load).
"""

from __future__ import annotations

import enum
import logging
import os
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import anyio
from anyio.abc import TaskGroup

from . import gcpause, mcp
from .acp import AgentConnection, AgentError, AgentErrorKind, AgentFeatures, ClientRole
from .acp.connection import require_absolute
from .acp.schema import PROTOCOL_V1
from .acp.updates import UserMessageChunk
from .agent_updates import UpdateFeed
from .config import AgentConfig
from .flights import Flights
from .jsonrpc.peer import Tracer
from .logsetup import redactor
from .replay_end import LATE_REPLAY_LIMIT, follow_late_replay, replay_ended
from .session_listing import SessionLister
from .sessions.records import SessionRecord
from .sessions.registry import SessionRegistry
from .sessions.transcript import Transcript

log = logging.getLogger(__name__)


class _Setup(enum.Enum):
    """What a running setup of a session does (a load replays: a resume may join it, not the reverse)."""

    LOAD = "load"
    #: A load that waits for its replay to end before it returns (`settle=True`).
    SETTLED_LOAD = "settled load"
    RESUME = "resume"


def _load_joins(tag: object) -> bool:
    return tag is _Setup.LOAD or tag is _Setup.SETTLED_LOAD


def _cancelled_setup() -> AgentError:
    return AgentError(
        AgentErrorKind.EXITED, "the session's load or resume was stopped (the bridge is stopping)"
    )


def _failed_state(exc: AgentError) -> AgentState:
    return AgentState.NEEDS_LOGIN if exc.kind is AgentErrorKind.AUTH_REQUIRED else AgentState.ERROR


class AgentState(enum.Enum):
    STOPPED = "stopped"
    STARTING = "starting"
    READY = "ready"
    ERROR = "error"
    EXITED = "exited"
    #: The agent answered "authentication required": the user must log in with the agent's own tool.
    NEEDS_LOGIN = "needs_login"


class AgentListener:
    """What a front end wants to hear about. Every method is called inline and must be quick."""

    def state_changed(self, agent: AgentHandle) -> None: ...
    def session_info_changed(self, agent: AgentHandle, record: SessionRecord) -> None: ...
    def transcript_changed(self, agent: AgentHandle, transcript: Transcript) -> None: ...
    def transcript_loaded(self, agent: AgentHandle, transcript: Transcript) -> None:
        """The transcript holds the session's whole account: a load completed, or the session is
        new (it has no past). A resumed one only holds the turns since."""

    def notice(self, agent: AgentHandle, message: str) -> None:
        """Something the user should read (a setting that could not be honoured)."""

    def prompt_changed(self, agent: AgentHandle, session_id: str) -> None:
        """A prompt turn started or ended in a session (`AgentHandle.running_prompts`)."""


class AgentHandle:
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
        self._reported_mcp: set[str] = set()
        self.state = AgentState.STOPPED
        self.error: str | None = None
        self.connection: AgentConnection | None = None
        self.registry = SessionRegistry(config.id, local_titles)
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

    # -- lifecycle --------------------------------------------------------------------------------

    @property
    def features(self) -> AgentFeatures:
        return self.connection.features if self.connection else AgentFeatures()

    @property
    def label(self) -> str:
        return self.config.display_name

    def unanswered(self) -> list[tuple[object, str]]:
        """What this handle waits for the agent to answer: (a key, the method), while it starts
        (`initialize`) or for each request written and not answered."""
        if self.state is AgentState.STARTING:
            return [("start", "initialize")]
        connection = self.connection
        return [] if connection is None else list(connection.peer.unanswered())

    def _set_state(self, state: AgentState, error: str | None = None) -> None:
        # Errors quote the agent's stderr, which may echo a configured secret.
        self.state, self.error = state, redactor.redact(error) if error else None
        self.listener.state_changed(self)

    async def ensure_started(self) -> AgentConnection:
        """The live connection; starts the agent (once) if it is not running."""
        connection = self.connection
        if connection is not None and connection.alive and not self._start_lock.locked():
            # What taking the free lock would find (nothing can change in between): each page of a
            # listing asks, and the lock cost more than a page's other Python bookkeeping.
            return connection
        async with self._start_lock:
            if self.connection is not None and self.connection.alive:
                return self.connection
            if self.connection is not None:
                await self.connection.aclose()
                self.connection = None
            self._set_state(AgentState.STARTING)
            try:
                connection = await AgentConnection.spawn(
                    self._tg,
                    self.id,
                    self.config.argv,
                    env=self.config.env,
                    cwd=self.config.cwd,
                    client=self.client,
                    tracer=self.tracer,
                )
            except AgentError as exc:
                self._set_state(_failed_state(exc), exc.message)
                raise
            try:
                await connection.initialize(protocol_version=self.protocol_version)
            except AgentError as exc:
                await connection.aclose()
                self._set_state(_failed_state(exc), exc.message)
                raise
            except BaseException:  # the request that started it was cancelled (the user left)
                with anyio.CancelScope(shield=True):
                    await connection.aclose()
                self._set_state(AgentState.STOPPED)
                raise
            self._feed_from(connection)
            self.connection = connection
            self._tg.start_soon(self._watch_exit, connection)
            self._set_state(AgentState.READY)
            return connection

    def _feed_from(self, connection: AgentConnection) -> None:
        """Hands `connection`'s updates to this handle's transcripts and registry."""
        connection.add_update_sink(self._feed.on_update, self._feed.flush)

    async def _watch_exit(self, connection: AgentConnection) -> None:
        if connection.process is None:
            return
        await connection.process.wait(float("inf"))
        if self.connection is connection:
            description = connection.process.exit_description()
            for transcript in self.transcripts.values():
                if transcript.replaying:
                    transcript.mark_incomplete(description)
                    self.listener.transcript_changed(self, transcript)
            self._set_state(AgentState.EXITED, description)

    async def restart(self) -> AgentConnection:
        await self.stop()
        return await self.ensure_started()

    async def stop(self) -> None:
        connection, self.connection = self.connection, None
        if connection is not None:
            await connection.aclose()
            self._set_state(AgentState.STOPPED)

    # -- sessions ---------------------------------------------------------------------------------

    def _transcript(self, session_id: str) -> Transcript:
        transcript = self.transcripts.get(session_id)
        if transcript is None:
            transcript = self.transcripts[session_id] = Transcript(session_id)
        if self.connection is not None:  # a restarted agent may speak another protocol version
            transcript.null_clears = self.connection.v2
        record = self.registry.get(session_id)
        if record is not None:
            transcript.set_display_title(record.display_title)
        return transcript

    def _cwd_for(self, session_id: str, cwd: str | None, fallback: str) -> str:
        if cwd:
            return cwd
        record = self.registry.get(session_id)
        return record.cwd if record is not None and record.cwd else fallback

    @staticmethod
    def _roots(cwd: str, additional: Sequence[str]) -> list[str]:
        """Checked before anything is sent (the agent is not even started for a bad path)."""
        require_absolute(cwd, "cwd")
        roots: list[str] = []
        for folder in additional:
            require_absolute(folder, "additional directory")
            if os.path.normpath(folder) != os.path.normpath(cwd) and folder not in roots:
                roots.append(folder)
        return roots

    def _mcp_for(self, connection: AgentConnection) -> list[dict[str, Any]]:
        wire, skipped = mcp.select(self.mcp_servers, connection.features)
        for item in skipped:
            if item.name not in self._reported_mcp:
                self._reported_mcp.add(item.name)
                message = f"{self.label}: MCP server “{item.name}” was not sent: {item.reason}."
                log.warning("%s", message)
                self.listener.notice(self, message)
        return wire

    def _opened(
        self, connection: AgentConnection, session_id: str, cwd: str, roots: list[str]
    ) -> SessionRecord:
        """The session's additional roots are the ones just sent: a load or resume replaces them."""
        record = self.registry.add(session_id, cwd=cwd)
        if connection.features.additional_directories:
            record.additional_directories = list(roots)
        self._set_up[session_id] = connection
        return record

    def is_open(self, session_id: str) -> bool:
        """Whether the session is set up on the running agent process (it can be prompted as it is)."""
        connection = self._set_up.get(session_id)
        return connection is not None and connection is self.connection and connection.alive

    def busy(self) -> bool:
        """A prompt turn runs, a load or resume runs, or a request waits for the agent's answer."""
        return bool(self.running_prompts) or len(self._setups) > 0 or bool(self.unanswered())

    def setting_up(self, session_id: str) -> bool:
        """Whether a load or resume of the session is running."""
        return self._setups.running(session_id) is not None

    async def load(
        self,
        session_id: str,
        *,
        cwd: str | None = None,
        fallback_cwd: str,
        additional_directories: Sequence[str] = (),
        on_started: Callable[[Transcript], None] | None = None,
        settle: bool = False,
        read_only: bool = False,
    ) -> Transcript:
        """Replays the session into its transcript (created before the request is sent) and returns
        it once the agent has answered. A replay that comes after the answer still counts as replay
        (rule 2, `_end_replay`): followed in the background, or before returning with `settle=True`
        (the CLI prints the transcript and exits, so it waits for it). A `read_only` load is for reading
        (a read-only look, `show`): the agent may write no file in it until it is opened or prompted.

        A load of a session whose load is running joins it (one replay, the same transcript; the
        arguments of the first call count, and `on_started` is called only by the call that
        starts it); a load while a resume runs waits for the resume and then loads."""
        cwd = self._cwd_for(session_id, cwd, fallback_cwd)
        roots = self._roots(cwd, additional_directories)
        transcript, joined = await self._setups.run(
            session_id,
            lambda: self._load(session_id, cwd, roots, on_started, settle, read_only),
            tag=_Setup.SETTLED_LOAD if settle else _Setup.LOAD,
            joins=_load_joins,
        )
        if settle and joined:
            # It joined a load that ends its replay in the background: this caller waits for it.
            await replay_ended(transcript)
        return transcript

    async def _load(
        self,
        session_id: str,
        cwd: str,
        roots: list[str],
        on_started: Callable[[Transcript], None] | None,
        settle: bool,
        read_only: bool,
    ) -> Transcript:
        connection = await self.ensure_started()
        if not connection.features.can_replay:
            raise AgentError(
                AgentErrorKind.UNSUPPORTED, f"{self.label} cannot replay sessions (no session/load)"
            )
        known = self.registry.get(session_id) is not None
        self.registry.add(session_id, cwd=cwd)
        transcript = self._transcript(session_id)
        self.client.set_read_only(session_id, read_only)  # before the agent can ask for anything
        transcript.begin_replay()
        pass_, at_start = transcript.replay_pass, transcript.received
        answered_at: list[int] = []  # `received` when the answer was read
        if on_started is not None:
            on_started(transcript)
        try:
            # The replay only adds live objects: collecting during it finds nothing (see gcpause).
            with gcpause.paused():
                await connection.load_session(
                    session_id,
                    cwd,
                    additional_directories=roots,
                    mcp_servers=self._mcp_for(connection),
                    on_answer=lambda: answered_at.append(transcript.received),
                )
        except AgentError as exc:
            if exc.kind is AgentErrorKind.NOT_FOUND and transcript.is_empty:
                self.transcripts.pop(session_id, None)
                if not known:  # a failed load never creates a session (not even in the list)
                    self.registry.remove(session_id)
            else:
                transcript.mark_incomplete(exc.message)
            transcript.end_replay()  # not loading any more: the editor must not wait for it
            self.listener.transcript_changed(self, transcript)
            raise
        except BaseException:
            transcript.mark_incomplete("the load was cancelled")
            transcript.end_replay()
            self.listener.transcript_changed(self, transcript)
            raise
        self._opened(connection, session_id, cwd, roots)
        replayed_first = (answered_at[0] if answered_at else transcript.received) != at_start
        cut = False
        if settle:
            cut = await self._end_replay(transcript, pass_, at_start, replayed_first)
        if not cut:
            transcript.mark_complete()
        self.listener.transcript_loaded(self, transcript)
        self._learn_first_prompt(transcript)
        self.listener.transcript_changed(self, transcript)
        if not settle:
            self._tg.start_soon(self._end_replay, transcript, pass_, at_start, replayed_first)
        return transcript

    async def _end_replay(
        self, transcript: Transcript, pass_: int, at_start: int, replayed_first: bool
    ) -> bool:
        """Ends a load's replay pass once the agent has answered (rule 2); True when a late replay
        was cut off. A replay that came before the answer ends at once. After an answer that came
        first, the replay is waited for (`LATE_REPLAY_WAIT`: an empty session costs this wait) and
        followed until it goes quiet, for at most `LATE_REPLAY_LIMIT`; what comes after that is
        shown as it arrives, and the transcript says the replay was cut."""
        cut = False
        if not replayed_first:
            cut = await follow_late_replay(transcript, pass_, at_start)
        if transcript.replaying and transcript.replay_pass == pass_:  # not a newer load's pass
            if cut:
                log.warning("%s: session %s still replaying at the limit", self.label, transcript.session_id)
                transcript.mark_incomplete(
                    f"{self.label} was still replaying the session {LATE_REPLAY_LIMIT:g} s after "
                    "answering; later updates are shown as they arrive"
                )
            transcript.end_replay()
            self.listener.transcript_changed(self, transcript)
        return cut

    def _learn_first_prompt(self, transcript: Transcript) -> None:
        record = self.registry.get(transcript.session_id)
        prompt = transcript.first_user_text()
        if record is not None and prompt and not record.first_prompt:
            record.first_prompt = prompt
            # An untitled session is named by its first prompt now: its heading says so too, as the
            # tree and the tab (relabelled on `session_info_changed`) do.
            transcript.set_display_title(record.display_title)
            self.listener.session_info_changed(self, record)

    async def resume(
        self,
        session_id: str,
        *,
        cwd: str | None = None,
        fallback_cwd: str,
        additional_directories: Sequence[str] = (),
    ) -> Transcript:
        """Reattaches without replay. Agents that replay anyway (against the spec) rebuild the
        replayed part instead of duplicating it; their replay comes before the answer, and nothing
        is waited for after it. A resume of a session whose load or resume is
        running joins it (a load sets the session up as well)."""
        cwd = self._cwd_for(session_id, cwd, fallback_cwd)
        roots = self._roots(cwd, additional_directories)
        transcript, _joined = await self._setups.run(
            session_id, lambda: self._resume(session_id, cwd, roots), tag=_Setup.RESUME
        )
        return transcript

    async def _resume(self, session_id: str, cwd: str, roots: list[str]) -> Transcript:
        connection = await self.ensure_started()
        known = self.registry.get(session_id) is not None
        created = session_id not in self.transcripts
        self.registry.add(session_id, cwd=cwd)
        transcript = self._transcript(session_id)
        self.client.set_read_only(session_id, False)  # resumed to be worked in
        transcript.begin_replay()
        resumed = False
        try:
            await connection.resume_session(
                session_id, cwd, additional_directories=roots, mcp_servers=self._mcp_for(connection)
            )
            resumed = True
        except AgentError as exc:
            if exc.kind is AgentErrorKind.NOT_FOUND and transcript.is_empty:
                if created:
                    self.transcripts.pop(session_id, None)
                if not known:  # a failed resume never creates a session
                    self.registry.remove(session_id)
            raise
        finally:
            transcript.end_replay()
            if not resumed:  # the editor skips changes while a replay runs: it learns of its end
                self.listener.transcript_changed(self, transcript)
        self._opened(connection, session_id, cwd, roots)
        self.listener.transcript_changed(self, transcript)
        return transcript

    async def new_session(self, cwd: str, *, additional_directories: Sequence[str] = ()) -> SessionRecord:
        roots = self._roots(cwd, additional_directories)
        connection = await self.ensure_started()
        session_id = await connection.new_session(
            cwd, additional_directories=roots, mcp_servers=self._mcp_for(connection)
        )
        self.listener.transcript_loaded(self, self._transcript(session_id))
        return self._opened(connection, session_id, cwd, roots)

    async def fork(
        self, session_id: str, cwd: str, *, additional_directories: Sequence[str] = ()
    ) -> SessionRecord:
        """A new session in `cwd` with a copy of `session_id`'s history (`session/fork`); the source
        is left as it was. The new one is listed like a session created here."""
        roots = self._roots(cwd, additional_directories)
        connection = await self.ensure_started()
        new_id = await connection.fork_session(
            session_id, cwd, additional_directories=roots, mcp_servers=self._mcp_for(connection)
        )
        record = self._opened(connection, new_id, cwd, roots)
        self._transcript(new_id)  # its document exists (empty) until a load replays the copy
        source = self.registry.get(session_id)
        if source is not None and not record.title:
            record.title, record.first_prompt = source.title, source.first_prompt
        return record

    async def prompt(self, session_id: str, text: str) -> str:
        """Sends a text prompt. The transcript shows it at once: agents do not echo prompts (the few
        that do, and protocol 2's `user_message` acknowledgement, are recognised and not shown twice).

        A session that is not set up on the running agent process (closed when the user switched
        to another one, or opened before the agent restarted) is reopened first (`_reopen`)."""
        await self._reopen(session_id)
        connection = await self.ensure_started()
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
            transcript.set_prompt_running(False)
            self.listener.transcript_changed(self, transcript)
            self.listener.prompt_changed(self, session_id)

    async def _reopen(self, session_id: str) -> None:
        """Sets the session up again before a prompt, the way opening it does: resumed (no replay:
        the transcript keeps what it shows), else loaded; joins a load or resume already running.
        Refused with a clear error when the agent can do neither. A session this handle never set
        up is reopened the same way when its folder is known; else it is left to the agent, as
        before (which may refuse the prompt itself)."""
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
        if self.connection is not None and self.connection.alive:
            await self.connection.cancel(session_id)

    async def close(self, session_id: str) -> None:
        connection = await self.ensure_started()
        if connection.features.close:  # else refused before anything is sent: nothing changes
            # Marked first: a close that fails leaves the session in an unknown state, and a prompt
            # then reopens it (reopening an open session is harmless).
            self._set_up[session_id] = None
        await connection.close_session(session_id)

    async def delete(self, session_id: str) -> None:
        connection = await self.ensure_started()
        await connection.delete_session(session_id)
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
        gcpause.thaw()  # a cycle among its frozen objects is garbage now (see gcpause)
        return True
