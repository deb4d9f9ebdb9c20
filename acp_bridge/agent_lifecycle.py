"""One agent's process and connection through their life: started once, by the first call that
needs the agent; watched for its exit, which marks a replay it cut short incomplete; restarted on
demand; stopped. `AgentState` says where the agent is, and the front end hears of every change.

`AgentLifecycle` is the bottom layer of `AgentHandle` (:mod:`.agent_handle`): the handle's
constructor sets what it works on (declared here), and the handle tells its listener what this
layer reports (`_state_changed`, `_transcript_changed`): the listener's methods name the handle.
"""

from __future__ import annotations

import enum

import anyio
from anyio.abc import TaskGroup

from .acp import AgentConnection, AgentError, AgentErrorKind, AgentFeatures, ClientRole
from .acp.process import INTERRUPTED_GRACE, SHUTDOWN_GRACE, AgentProcess
from .agent_updates import UpdateFeed
from .config import AgentConfig
from .jsonrpc.peer import Tracer
from .logsetup import redactor
from .sessions.transcript import Transcript

#: Added to a failed start when the agent wrote lines that are not JSON-RPC on its stdout.
NOT_ACP_HINT = (
    ". An ACP agent writes only JSON-RPC messages on its standard output: is this the command that"
    " starts the agent in its ACP mode (for example `opencode acp`, not `opencode`)?"
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


class AgentLifecycle:
    # What `AgentHandle.__init__` sets, and this layer works on.
    config: AgentConfig
    id: str
    _tg: TaskGroup
    client: ClientRole
    tracer: Tracer | None
    protocol_version: int
    state: AgentState
    error: str | None
    connection: AgentConnection | None
    transcripts: dict[str, Transcript]
    _start_lock: anyio.Lock
    _feed: UpdateFeed
    #: The agent's process, started before this handle existed (`adopt`), for the first start to take.
    _started: AgentProcess | None = None

    # -- what the listener hears (`AgentHandle` tells it) -------------------------------------------

    def _state_changed(self) -> None:
        """`state` or `error` changed (`AgentListener.state_changed`)."""
        raise NotImplementedError

    def _transcript_changed(self, transcript: Transcript) -> None:
        """`AgentListener.transcript_changed`."""
        raise NotImplementedError

    # -- lifecycle --------------------------------------------------------------------------------

    def _connection_lost(self, connection: AgentConnection) -> None:
        """`connection` is gone (its process exited or was stopped, or it broke and was replaced):
        what it held open is not (`SessionSetups` says which sessions)."""

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

    def set_tracer(self, tracer: Tracer | None) -> None:
        """Has ``tracer`` see every line sent to and received from the agent, from now on and after a
        restart; None: no line is traced (nor looked at for it: a read's lines then go on unsplit,
        `JsonRpcPeer.set_line_taker`)."""
        self.tracer = tracer
        if self.connection is not None:
            self.connection.peer.tracer = tracer

    def _set_state(self, state: AgentState, error: str | None = None) -> None:
        # Errors quote the agent's stderr, which may echo a configured secret.
        self.state, self.error = state, redactor.redact(error) if error else None
        self._state_changed()

    def adopt(self, process: AgentProcess) -> None:
        """Has the next start take `process`, this handle's own command already started by the caller
        (`AgentProcess.start` with the config's argv, env and cwd), instead of starting it again: the
        command line starts the agent before it imports the rest of the bridge, so that the agent's
        start and those imports overlap."""
        self._started = process

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
            if self.connection is not None:  # broken (its pipes closed, a protocol error)
                lost, self.connection = self.connection, None
                await lost.aclose()
                self._connection_lost(lost)
            self._set_state(AgentState.STARTING)
            started, self._started = self._started, None
            try:
                connection = await AgentConnection.spawn(
                    self._tg,
                    self.id,
                    self.config.argv,
                    env=self.config.env,
                    cwd=self.config.cwd,
                    client=self.client,
                    tracer=self.tracer,
                    started=started,
                )
            except AgentError as exc:
                self._set_state(_failed_state(exc), exc.message)
                raise
            try:
                await connection.initialize(protocol_version=self.protocol_version)
            except AgentError as exc:
                await connection.aclose()
                if connection.peer.stray_count and exc.kind is not AgentErrorKind.AUTH_REQUIRED:
                    # The usual first-run slip: the agent's command without its ACP mode (`opencode`
                    # for `opencode acp`) prints its usage or a UI on stdout.
                    hinted = AgentError(exc.kind, exc.message + NOT_ACP_HINT, code=exc.code)
                    self._set_state(_failed_state(hinted), hinted.message)
                    raise hinted from exc
                self._set_state(_failed_state(exc), exc.message)
                raise
            except BaseException:  # the request that started it was cancelled (the user left)
                with anyio.CancelScope(shield=True):
                    await connection.aclose(INTERRUPTED_GRACE)
                self._set_state(AgentState.STOPPED)
                raise
            self._feed_from(connection)
            # The tracer may have changed while the agent started (`set_tracer`, which reaches only a
            # connection it can see): the one that holds now.
            connection.peer.tracer = self.tracer
            self.connection = connection
            self._tg.start_soon(self._watch_exit, connection)
            self._set_state(AgentState.READY)
            return connection

    def _feed_from(self, connection: AgentConnection) -> None:
        """Hands `connection`'s updates to this handle's transcripts and registry."""
        connection.add_update_sink(self._feed.on_update, self._feed.flush, self._feed, self._feed.on_updates)

    async def _watch_exit(self, connection: AgentConnection) -> None:
        if connection.process is None:
            return
        await connection.process.wait(float("inf"))
        if self.connection is connection:
            description = connection.process.exit_description()
            for transcript in self.transcripts.values():
                if transcript.replaying:
                    transcript.mark_incomplete(description)
                    self._transcript_changed(transcript)
            self._set_state(AgentState.EXITED, description)
        self._connection_lost(connection)  # also when it was replaced already (again: harmless)

    async def restart(self) -> AgentConnection:
        await self.stop()
        return await self.ensure_started()

    async def stop(self, grace: float = SHUTDOWN_GRACE) -> None:
        """Stops the agent (`AgentProcess.shutdown`, each step within `grace` seconds)."""
        connection, self.connection = self.connection, None
        started, self._started = self._started, None
        if started is not None:  # adopted and never taken: nothing else will stop it
            await started.shutdown(grace)
        if connection is not None:
            self._connection_lost(connection)  # no longer the connection: nothing is open from here
            await connection.aclose(grace)
            self._set_state(AgentState.STOPPED)
