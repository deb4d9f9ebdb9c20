"""The link to one running agent, below the session methods of `connection.AgentConnection`: its
process and the JSON-RPC peer over its stdio, the handlers of what the agent calls (`fs/*`,
permissions), `initialize` with the capability gate it sets, and the `session/update`s handed to
the update sinks (typed, inline, in receive order).

Protocol 2 (draft) ends a prompt turn with an idle `state_update` rather than with the
`session/prompt` response; the `state_update`s are consumed here by the turn waiting for them
(`PromptTurn`), and are not history: the update sinks never see them.
"""

from __future__ import annotations

import math
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import Any, Self

import anyio
from anyio.abc import TaskGroup
from msgspec import ValidationError

from .. import __version__, timeouts
from ..jsonrpc import METHOD_NOT_FOUND, ConnectionClosed, JsonRpcError, JsonRpcPeer, RpcFailure
from ..jsonrpc.peer import AnswerHook, Tracer
from ..logsetup import HeldSecrets, redactor
from ..plain_text import label
from .capabilities import SUPPORTED_PROTOCOLS, AgentFeatures, features_from_initialize
from .client_role import ClientRole
from .errors import AgentError, AgentErrorKind, from_rpc_failure
from .lenient import convert_leniently
from .process import SHUTDOWN_GRACE, AgentProcess
from .schema import PROTOCOL_V1, PROTOCOL_V2, AuthMethod, Implementation, InitializeResult, initialize_params
from .update_router import LineKeeper, RunSink, UpdateRouter
from .update_router import UpdateSink as UpdateSink  # part of this class's interface
from .updates import UnknownUpdate

INITIALIZE_TIMEOUT = timeouts.seconds("ACP_BRIDGE_INITIALIZE_TIMEOUT", 60.0)
CALL_TIMEOUT = timeouts.seconds("ACP_BRIDGE_CALL_TIMEOUT", 60.0)
#: Seconds an agent's secrets stay redacted after it is gone (exited, and its stderr closed by every
#: process that held it): what is made of its last words (the exit description in an error, in
#: `agentStateChanged`) is written then.
SECRETS_KEPT_AFTER_EXIT = 5.0
#: How long the agent's own name may be in messages and logs.
AGENT_LABEL_CHARS = 80


class PromptTurn:
    """A protocol-2 prompt turn of one session, ended by the agent's idle `state_update`."""

    def __init__(self) -> None:
        self.done = anyio.Event()
        self.stop_reason = "end_turn"
        self.running = False

    def on_state(self, update: UnknownUpdate) -> None:
        state, reason = update.raw.get("state"), update.raw.get("stopReason")
        if state == "running" or state == "requires_action":
            self.running = True
        elif state == "idle" and (isinstance(reason, str) or self.running):
            # An idle without a stop reason ends the turn only once work has started: an agent may
            # report its (idle) state before it starts on the prompt.
            if isinstance(reason, str):
                self.stop_reason = reason
            self.done.set()


class AgentLink:
    def __init__(
        self, name: str, peer: JsonRpcPeer, process: AgentProcess | None, client: ClientRole
    ) -> None:
        self.name = name
        self.peer = peer
        self.process = process
        self.client = client
        self.features = AgentFeatures()
        self.agent_info = Implementation()
        self.auth_methods: list[AuthMethod] = []
        #: What the agent process was given (its env, the MCP servers sent): redacted while it runs,
        #: whatever the settings say meanwhile (`spawn` holds them; None without a process).
        self.secrets: HeldSecrets | None = None
        self._turns: dict[str, PromptTurn] = {}
        # `session/update` is decoded into typed structs, counted and handed to the sinks (once per
        # update); what the typed decode refuses comes through the generic decode to `route`.
        self._updates = UpdateRouter(name, None)  # `state_update`s are watched once protocol 2 is agreed
        peer.set_line_taker(self._updates.take_line, self._updates.take_run)
        peer.on_notification("session/update", self._updates.route)
        peer.on_request("fs/read_text_file", self._v1_only(client.read_text_file))
        peer.on_request("fs/write_text_file", self._v1_only(client.write_text_file))
        peer.on_request("session/request_permission", client.request_permission)

    def _v1_only(self, handler: Callable[[Any], Awaitable[Any]]) -> Callable[[Any], Awaitable[Any]]:
        """Protocol 2 has no client file system: such calls are unknown methods there."""

        async def run(params: Any) -> Any:
            if self.features.protocol_version >= PROTOCOL_V2:
                raise JsonRpcError(METHOD_NOT_FOUND, "Method not found")
            return await handler(params)

        return run

    @property
    def v2(self) -> bool:
        return self.features.protocol_version >= PROTOCOL_V2

    # -- lifecycle --------------------------------------------------------------------------------

    @classmethod
    async def spawn(
        cls,
        tg: TaskGroup,
        name: str,
        argv: Sequence[str],
        *,
        env: Mapping[str, str] | None = None,
        cwd: str | None = None,
        client: ClientRole | None = None,
        tracer: Tracer | None = None,
        started: AgentProcess | None = None,
    ) -> Self:
        """Starts the agent (or takes `started`, the same command already started by the caller) and
        its reader in `tg`. Call `initialize()` next."""
        secrets = redactor.hold((env or {}).values())
        try:
            process = started or await AgentProcess.start(name, argv, env=env, cwd=cwd)
        except BaseException:
            secrets.release()
            raise
        stderr_closed = anyio.Event()

        async def drain_stderr() -> None:
            try:
                await process.drain_stderr()
            finally:
                stderr_closed.set()

        async def close_reason() -> RpcFailure:
            await process.wait(2.0)
            return ConnectionClosed(process.exit_description() + peer.stray_lines())

        peer = JsonRpcPeer(
            process.stdout,
            process.stdin,
            name=name,
            tracer=tracer,
            close_reason=close_reason,
            default_timeout=CALL_TIMEOUT,
        )
        tg.start_soon(drain_stderr)
        tg.start_soon(peer.run)
        connection = cls(name, peer, process, client or ClientRole())
        connection.secrets = secrets
        tg.start_soon(connection._release_secrets_when_gone, stderr_closed)
        return connection

    async def _release_secrets_when_gone(self, stderr_closed: anyio.Event) -> None:
        """Forgets the process's secrets `SECRETS_KEPT_AFTER_EXIT` after it and everything that
        shares its stderr are gone (a child that kept it open may hold them too)."""
        assert self.process is not None and self.secrets is not None
        try:
            await stderr_closed.wait()
            await self.process.wait(math.inf)
        finally:
            self.secrets.release(after=SECRETS_KEPT_AFTER_EXIT)

    async def aclose(self, grace: float = SHUTDOWN_GRACE) -> None:
        if self.process is not None:
            self.peer.close(ConnectionClosed(f"agent {self.name} was stopped"))
            await self.process.shutdown(grace)

    @property
    def alive(self) -> bool:
        # The process can be gone a moment before its reader has seen EOF: check both.
        exited = self.process is not None and self.process.returncode is not None
        return self.peer.closed is None and not exited

    # -- updates ----------------------------------------------------------------------------------

    def add_update_sink(
        self,
        sink: UpdateSink,
        batch_end: Callable[[], None] | None = None,
        keeper: LineKeeper | None = None,
        run_sink: RunSink | None = None,
    ) -> None:
        """`sink` gets every `session/update`, inline in the reader; `batch_end`, if given, runs after
        each batch of received lines (`JsonRpcPeer.on_batch_end`): a sink can note changes per
        update and tell its listeners once per batch. `keeper`, if given, is offered every line
        first, undecoded (each read's lines at once, then one by one): a line it takes goes no
        further. `run_sink`, if given, takes the updates of a read decoded at once in `sink`'s place
        (`UpdateRouter.take_run`)."""
        self._updates.add_sink(sink, keeper, run_sink)
        if batch_end is not None:
            self.peer.on_batch_end(batch_end)

    @property
    def update_count(self) -> int:
        """Counts `session/update`s (see `UpdateRouter.count`)."""
        return self._updates.count

    def _on_state_update(self, session_id: str, update: UnknownUpdate) -> bool:
        """Protocol 2: a `state_update` ends a prompt turn and is not history (consumed, True). Offered
        only on a protocol-2 connection: protocol 1 has none, and there it goes to the sinks like any
        unknown update."""
        turn = self._turns.get(session_id)
        if turn is not None:
            turn.on_state(update)
        return True

    # -- calls ------------------------------------------------------------------------------------

    async def _call(
        self,
        method: str,
        params: dict[str, Any],
        *,
        session_id: str | None = None,
        timeout: float | None = None,
        on_answer: AnswerHook | None = None,
    ) -> Any:
        try:
            return await self.peer.request(method, params, timeout=timeout, on_answer=on_answer)
        except RpcFailure as exc:
            raise from_rpc_failure(exc, method, session_id=session_id) from None

    def _gate(self, supported: bool, method: str) -> None:
        if not supported:
            raise AgentError(AgentErrorKind.UNSUPPORTED, f"{self.agent_label} does not support {method}")

    @property
    def agent_label(self) -> str:
        """The agent's name for messages and logs: the title it gives itself, made one short line of
        visible text (an agent's name must not colour or rewrite a terminal), else its command's."""
        if self.agent_info.name == "unknown":
            return self.name
        return label(self.agent_info.title or self.agent_info.name, AGENT_LABEL_CHARS) or self.name

    async def initialize(self, *, protocol_version: int = PROTOCOL_V1) -> AgentFeatures:
        info = {"name": "acp-bridge", "title": "acp-bridge", "version": __version__}
        raw = await self._call(
            "initialize", initialize_params(protocol_version, info), timeout=INITIALIZE_TIMEOUT
        )
        try:
            result = convert_leniently(raw, InitializeResult)
        except ValidationError:
            raise AgentError(
                AgentErrorKind.PROTOCOL,
                f"agent {self.name} answered initialize out of spec: "
                f"{redactor.redact_prefix(repr(raw), 200)}",
            ) from None
        if result.protocol_version not in SUPPORTED_PROTOCOLS or result.protocol_version > protocol_version:
            raise AgentError(
                AgentErrorKind.PROTOCOL,
                f"agent {self.name} speaks ACP protocol version {result.protocol_version}; "
                f"acp-bridge offered {protocol_version}",
            )
        self.features = features_from_initialize(result)
        self._updates.on_state = self._on_state_update if self.v2 else None
        self.agent_info = result.agent_info or result.info or Implementation()
        self.auth_methods = list(result.auth_methods)
        return self.features
