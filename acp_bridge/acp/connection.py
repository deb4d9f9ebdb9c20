"""A typed ACP connection to one agent: every session method, gated by what the agent advertised.

Layering: `JsonRpcPeer` (untyped, ordered) below, the session domain above; the link to the agent
(its process, `initialize`, the capability gate, the update sinks) is `agent_link.AgentLink`, which
`AgentConnection` extends. `session/update` notifications reach the `UpdateSink`s inline, in receive
order, as typed structs (`updates`). Every call that the agent did not advertise fails here, before
anything is sent (ARCHITECTURE rule 4).

Protocol 2 (draft) differs in three places: `initialize` (see `schema.initialize_params`), a replay
is `session/resume` with `replayFrom` when the agent has no `session/load`, and a prompt turn ends
with an idle `state_update` rather than with the `session/prompt` response (which only
acknowledges it; `agent_link.PromptTurn`).
"""

from __future__ import annotations

import logging
import math
import os
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import anyio
from msgspec import ValidationError

from .. import timeouts
from ..jsonrpc import RpcFailure
from ..jsonrpc.peer import AnswerHook, Outgoing
from ..logsetup import redactor
from .agent_link import AgentLink, PromptTurn
from .agent_link import UpdateSink as UpdateSink  # part of this class's interface
from .errors import AgentError, AgentErrorKind, from_rpc_failure
from .lenient import convert_leniently
from .schema import NewSessionResult, PromptResult
from .session_page import SessionPage, read_page

log = logging.getLogger(__name__)

#: A replay is alive while updates keep arriving; it fails after this long without any.
LOAD_IDLE_TIMEOUT = timeouts.seconds("ACP_BRIDGE_LOAD_IDLE_TIMEOUT", 120.0)
#: Protocol 2: how often a turn waiting for its idle `state_update` checks that the agent is still there.
TURN_POLL_INTERVAL = 0.2


def mcp_secret_values(servers: Sequence[Mapping[str, Any]]) -> list[str]:
    """The secrets in ACP `McpServer` objects as sent (`mcp.to_wire`), as `McpServerConfig.secret_values`
    has them: the `env` and `headers` values, and every string of a custom (`_`) transport but its
    name and type."""
    found: list[str] = []

    def strings(value: Any) -> None:
        if isinstance(value, str):
            found.append(value)
        elif isinstance(value, dict):
            for item in value.values():
                strings(item)
        elif isinstance(value, list):
            for item in value:
                strings(item)

    for server in servers:
        kind = server.get("type")
        if isinstance(kind, str) and kind.startswith("_"):
            strings({k: v for k, v in server.items() if k not in ("name", "type")})
            continue
        for key in ("env", "headers"):
            pairs = server.get(key)
            for pair in pairs if isinstance(pairs, list) else ():
                if isinstance(pair, Mapping) and isinstance(pair.get("value"), str):
                    found.append(pair["value"])
    return found


def require_absolute(path: str | None, what: str) -> str:
    if not path or not os.path.isabs(path):
        raise AgentError(AgentErrorKind.INVALID_ARGUMENT, f"{what} must be an absolute path, got {path!r}")
    return path


class PageRequest:
    """A `session/list` written by `AgentConnection.start_list_sessions`, its page still to come."""

    __slots__ = ("_connection", "_outgoing")

    def __init__(self, connection: AgentConnection, outgoing: Outgoing) -> None:
        self._connection = connection
        self._outgoing = outgoing

    async def page(self) -> SessionPage:
        try:
            raw = await self._outgoing.result()
        except RpcFailure as exc:
            raise from_rpc_failure(exc, "session/list") from None
        return self._connection._read_page(raw)

    def abandon(self) -> None:
        self._outgoing.abandon()


class AgentConnection(AgentLink):
    """The session methods of ACP, each gated by what the agent advertised."""

    def _session_setup(
        self, cwd: str, additional_directories: Sequence[str], mcp_servers: Sequence[Mapping[str, Any]]
    ) -> dict[str, Any]:
        params: dict[str, Any] = {"cwd": require_absolute(cwd, "cwd"), "mcpServers": list(mcp_servers)}
        if self.secrets is not None:  # before they are sent (and traced)
            self.secrets.add(mcp_secret_values(mcp_servers))
        if additional_directories and self.features.additional_directories:
            params["additionalDirectories"] = [
                require_absolute(d, "additional directory") for d in additional_directories
            ]
        return params

    def _register_roots(self, session_id: str, params: Mapping[str, Any]) -> None:
        self.client.set_roots(session_id, [params["cwd"], *params.get("additionalDirectories", [])])

    async def new_session(
        self,
        cwd: str,
        *,
        additional_directories: Sequence[str] = (),
        mcp_servers: Sequence[Mapping[str, Any]] = (),
    ) -> str:
        params = self._session_setup(cwd, additional_directories, mcp_servers)
        raw = await self._call("session/new", params)
        return self._new_session_id("session/new", raw, params)

    def _new_session_id(self, method: str, raw: Any, params: Mapping[str, Any]) -> str:
        """The id of a session the agent just created (new or fork), with its roots registered."""
        try:
            session_id = convert_leniently(raw, NewSessionResult).session_id
        except ValidationError:
            raise AgentError(
                AgentErrorKind.PROTOCOL,
                f"{method} answered without a sessionId: {redactor.redact_prefix(repr(raw), 200)}",
            ) from None
        self._register_roots(session_id, params)
        return session_id

    async def list_sessions(self, *, cwd: str | None = None, cursor: str | None = None) -> SessionPage:
        return await self.start_list_sessions(cwd=cwd, cursor=cursor).page()

    def start_list_sessions(self, *, cwd: str | None = None, cursor: str | None = None) -> PageRequest:
        """`session/list`, written now; its page awaited later (`PageRequest.page`, or `abandon`)."""
        self._gate(self.features.list, "session/list")
        params: dict[str, Any] = {}
        if cwd is not None:
            params["cwd"] = require_absolute(cwd, "cwd")
        if cursor is not None:
            params["cursor"] = cursor
        try:
            return PageRequest(self, self.peer.start_request("session/list", params))
        except RpcFailure as exc:  # closed already
            raise from_rpc_failure(exc, "session/list") from None

    def _read_page(self, raw: Any) -> SessionPage:
        if not isinstance(raw, dict):
            got = "null" if raw is None else type(raw).__name__
            raise AgentError(
                AgentErrorKind.PROTOCOL,
                f"{self.agent_label} answered session/list with {got} instead of an object",
            )
        if not isinstance(raw.get("sessions"), list):  # required: without it the page reads as empty
            got = "without `sessions`" if "sessions" not in raw else "with `sessions` that is not a list"
            log.warning("%s answered session/list %s: read as no sessions", self.agent_label, got)
        page = read_page(raw)
        for reason in page.skipped:
            log.warning("%s: skipped an invalid SessionInfo in session/list: %s", self.agent_label, reason)
        return page

    async def load_session(
        self,
        session_id: str,
        cwd: str,
        *,
        additional_directories: Sequence[str] = (),
        mcp_servers: Sequence[Mapping[str, Any]] = (),
        idle_timeout: float = LOAD_IDLE_TIMEOUT,
        on_answer: AnswerHook | None = None,
        progress: Callable[[], int] | None = None,
    ) -> dict[str, Any]:
        """Replays the session into the update sinks, then returns the agent's answer.

        The call stays alive as long as the replay goes on (huge replays take a while) and fails
        after `idle_timeout` seconds without progress: `progress` (the caller counts this session's
        replayed updates) not moving; without it, no `session/update` of any session arriving.
        `on_answer` is called as the answer is read: the updates dispatched before it came before
        the answer.
        """
        progressed = progress or (lambda: self.update_count)
        self._gate(self.features.can_replay, "session/load")
        params = self._session_setup(cwd, additional_directories, mcp_servers)
        params["sessionId"] = session_id
        method = "session/load"
        if not self.features.load:  # protocol 2: resume with replay (a cursor object, not a string)
            method, params["replayFrom"] = "session/resume", {"type": "start"}
        self._register_roots(session_id, params)
        result: Any = None
        failure: AgentError | None = None
        timed_out = False
        async with anyio.create_task_group() as tg:

            async def watchdog() -> None:
                nonlocal timed_out
                seen, idle_since = progressed(), anyio.current_time()
                while True:
                    await anyio.sleep(min(1.0, idle_timeout / 4))
                    if progressed() != seen:
                        seen, idle_since = progressed(), anyio.current_time()
                    elif anyio.current_time() - idle_since > idle_timeout:
                        timed_out = True
                        tg.cancel_scope.cancel()
                        return

            tg.start_soon(watchdog)
            # Caught here and raised after the block: an exception leaving a task group's body comes
            # out wrapped in an ExceptionGroup, which `except AgentError` in callers would miss.
            try:
                result = await self._call(
                    method, params, session_id=session_id, timeout=math.inf, on_answer=on_answer
                )
            except AgentError as exc:
                failure = exc
            tg.cancel_scope.cancel()
        if failure is not None:
            raise failure
        if timed_out:
            raise AgentError(
                AgentErrorKind.TIMEOUT,
                f"{self.agent_label} stopped replaying session {session_id} "
                f"({idle_timeout:g} s without a replayed update)",
            )
        return result if isinstance(result, dict) else {}

    async def resume_session(
        self,
        session_id: str,
        cwd: str,
        *,
        additional_directories: Sequence[str] = (),
        mcp_servers: Sequence[Mapping[str, Any]] = (),
    ) -> dict[str, Any]:
        self._gate(self.features.resume, "session/resume")
        params = self._session_setup(cwd, additional_directories, mcp_servers)
        params["sessionId"] = session_id
        self._register_roots(session_id, params)
        result = await self._call("session/resume", params, session_id=session_id)
        return result if isinstance(result, dict) else {}

    async def close_session(self, session_id: str) -> None:
        self._gate(self.features.close, "session/close")
        await self._call("session/close", {"sessionId": session_id}, session_id=session_id)
        self.client.forget(session_id)

    async def delete_session(self, session_id: str) -> None:
        self._gate(self.features.delete, "session/delete")
        await self._call("session/delete", {"sessionId": session_id}, session_id=session_id)
        self.client.forget(session_id)

    async def fork_session(
        self,
        session_id: str,
        cwd: str,
        *,
        additional_directories: Sequence[str] = (),
        mcp_servers: Sequence[Mapping[str, Any]] = (),
    ) -> str:
        self._gate(self.features.fork, "session/fork")
        params = self._session_setup(cwd, additional_directories, mcp_servers)
        params["sessionId"] = session_id
        raw = await self._call("session/fork", params, session_id=session_id)
        return self._new_session_id("session/fork", raw, params)

    async def prompt(self, session_id: str, blocks: Sequence[Mapping[str, Any]]) -> str:
        """Sends a prompt turn; returns the stop reason. No timeout: the user cancels.

        Protocol 1: the `session/prompt` response ends the turn. Protocol 2: the response only
        acknowledges the prompt; the turn ends with an idle `state_update` carrying the stop reason
        (cancelling is the same `session/cancel`, confirmed by an idle update with `cancelled`)."""
        params = {"sessionId": session_id, "prompt": list(blocks)}
        if not self.v2:
            raw = await self._call("session/prompt", params, session_id=session_id, timeout=math.inf)
            try:
                return convert_leniently(raw, PromptResult).stop_reason
            except ValidationError:
                return "end_turn"
        if session_id in self._turns:
            raise AgentError(
                AgentErrorKind.INVALID_ARGUMENT, f"a prompt is already running in session {session_id}"
            )
        # Registered before the request: the idle update may overtake the acknowledgement.
        turn = self._turns[session_id] = PromptTurn()
        try:
            ack = await self._call("session/prompt", params, session_id=session_id, timeout=math.inf)
            if isinstance(ack, dict) and isinstance(ack.get("stopReason"), str):
                return str(ack["stopReason"])  # an agent that kept protocol 1's turn semantics
            while not turn.done.is_set():
                with anyio.move_on_after(TURN_POLL_INTERVAL):
                    await turn.done.wait()
                if not turn.done.is_set() and self.peer.closed is not None:
                    raise from_rpc_failure(self.peer.closed, "session/prompt", session_id=session_id)
            return turn.stop_reason
        finally:
            if self._turns.get(session_id) is turn:
                del self._turns[session_id]

    async def cancel(self, session_id: str) -> None:
        try:
            await self.peer.notify("session/cancel", {"sessionId": session_id})
        except RpcFailure as exc:
            raise from_rpc_failure(exc, "session/cancel") from None
