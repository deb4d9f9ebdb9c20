"""A deterministic, scriptable ACP agent that runs in-process, on `JsonRpcPeer` over `byte_pipe()`s.

It plays the agent side of one connection: it answers `initialize` with the capabilities a test
gives it, keeps a small store of sessions (each a list of `session/update`s replayed on load), and
records every request and notification it receives, so a test can assert what was (not) sent.
Any method can be re-scripted with `fake.on(method, handler)`; a handler is `async (params) -> result`
and may raise `JsonRpcError`, send updates (`await fake.send_update(...)`) or call the client
(`await fake.call_client(...)`) first.

Usage::

    fake = FakeAgent(capabilities=V1_ALL)
    async with connect(fake) as conn:          # an AgentConnection wired to `fake`
        await conn.initialize()
        ...
"""

from __future__ import annotations

import contextlib
import itertools
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import anyio
import orjson

from acp_bridge.acp import AgentConnection, ClientRole
from acp_bridge.jsonrpc import METHOD_NOT_FOUND, RESOURCE_NOT_FOUND, JsonRpcError, JsonRpcPeer, RpcFailure
from acp_bridge.jsonrpc.memory import byte_pipe

Handler = Callable[[Any], Awaitable[Any]]

#: Protocol-1 capabilities advertising every session method.
V1_ALL: dict[str, Any] = {
    "loadSession": True,
    "sessionCapabilities": {
        "list": {},
        "resume": {},
        "close": {},
        "delete": {},
        "fork": {},
        "additionalDirectories": {},
    },
}
#: Protocol-1 capabilities advertising nothing beyond `session/new` and `session/prompt`.
V1_NONE: dict[str, Any] = {}


def text_chunk(text: str, kind: str = "agent_message_chunk", **extra: Any) -> dict[str, Any]:
    """A `session/update` payload carrying one text chunk."""
    return {"sessionUpdate": kind, "content": {"type": "text", "text": text}, **extra}


@dataclass
class FakeSession:
    session_id: str
    cwd: str = "/tmp"
    title: str | None = None
    updates: list[dict[str, Any]] = field(default_factory=list)
    updated_at: str | None = None

    def info(self) -> dict[str, Any]:
        info: dict[str, Any] = {"sessionId": self.session_id, "cwd": self.cwd}
        if self.title is not None:
            info["title"] = self.title
        if self.updated_at is not None:
            info["updatedAt"] = self.updated_at
        return info


class FakeAgent:
    def __init__(
        self,
        *,
        capabilities: dict[str, Any] | None = None,
        protocol_version: Any = 1,
        agent_info: dict[str, Any] | None = None,
        initialize_result: Any = ...,
        page_size: int = 50,
        not_found_code: int = RESOURCE_NOT_FOUND,
    ) -> None:
        self.capabilities = V1_ALL if capabilities is None else capabilities
        self.protocol_version = protocol_version
        self.agent_info = agent_info if agent_info is not None else {"name": "fake-agent", "version": "1"}
        #: Replaces the whole `initialize` answer when given (to test out-of-spec answers).
        self.initialize_result = initialize_result
        self.page_size = page_size
        self.not_found_code = not_found_code
        self.sessions: dict[str, FakeSession] = {}
        #: (method, params) of every request that reached a handler, in order.
        self.requests: list[tuple[str, Any]] = []
        #: (method, params) of every notification received, in order.
        self.notifications: list[tuple[str, Any]] = []
        #: Every message the agent received, parsed, in order (requests of any method included).
        self.received: list[Any] = []
        self._new_ids = itertools.count(1)
        self.peer: JsonRpcPeer | None = None
        self._handlers: dict[str, Handler] = {
            "initialize": self._initialize,
            "session/new": self._new,
            "session/list": self._list,
            "session/load": self._load,
            "session/resume": self._resume,
            "session/close": self._existing,
            "session/delete": self._delete,
            "session/fork": self._fork,
            "session/prompt": self._prompt,
        }

    # -- scripting --------------------------------------------------------------------------------

    def add_session(
        self,
        session_id: str,
        *,
        cwd: str = "/tmp",
        title: str | None = None,
        updates: Sequence[dict[str, Any]] = (),
        updated_at: str | None = None,
    ) -> FakeSession:
        session = FakeSession(session_id, cwd, title, list(updates), updated_at)
        self.sessions[session_id] = session
        return session

    def on(self, method: str, handler: Handler) -> None:
        """Replaces (or adds) the handler of `method`."""
        self._handlers[method] = handler
        if self.peer is not None:
            self.peer.on_request(method, self._make_entry(method))

    def fail(self, method: str, code: int, message: str = "scripted failure") -> None:
        """Makes `method` answer with a JSON-RPC error."""

        async def failing(params: Any) -> Any:
            raise JsonRpcError(code, message)

        self.on(method, failing)

    def hang(self, method: str) -> anyio.Event:
        """Makes `method` never answer (until the returned event is set, then it answers `{}`)."""
        release = anyio.Event()

        async def hanging(params: Any) -> Any:
            await release.wait()
            return {}

        self.on(method, hanging)
        return release

    def methods(self) -> list[str]:
        """The methods of every request received, in order."""
        return [method for method, _ in self.requests]

    # -- acting as the agent ----------------------------------------------------------------------

    async def send_update(self, session_id: str, update: dict[str, Any]) -> None:
        assert self.peer is not None, "not connected"
        await self.peer.notify("session/update", {"sessionId": session_id, "update": update})

    async def call_client(self, method: str, params: Any, *, timeout: float = 5.0) -> Any:
        assert self.peer is not None, "not connected"
        return await self.peer.request(method, params, timeout=timeout)

    # -- wiring -----------------------------------------------------------------------------------

    def attach(self, peer: JsonRpcPeer) -> None:
        """Serves on `peer` (the agent's side of a connection)."""
        self.peer = peer
        for method in self._handlers:
            peer.on_request(method, self._make_entry(method))
        peer.on_notification("session/cancel", self._make_notification_entry("session/cancel"))

    def trace(self, direction: str, line: bytes) -> None:
        """The agent peer's tracer: keeps every line the agent received, whatever its method."""
        if direction == "recv":
            self.received.append(orjson.loads(line))

    def received_methods(self) -> list[str]:
        """The `method` of every message (request or notification) that reached the agent."""
        return [m["method"] for m in self.received if isinstance(m, dict) and "method" in m]

    def _make_entry(self, method: str) -> Handler:
        async def entry(params: Any) -> Any:
            self.requests.append((method, params))
            handler = self._handlers.get(method)
            if handler is None:
                raise JsonRpcError(METHOD_NOT_FOUND, f"method not found: {method}")
            return await handler(params)

        return entry

    def _make_notification_entry(self, method: str) -> Callable[[Any], None]:
        def entry(params: Any) -> None:
            self.notifications.append((method, params))

        return entry

    # -- default behaviour ------------------------------------------------------------------------

    async def _initialize(self, params: Any) -> Any:
        if self.initialize_result is not ...:
            return self.initialize_result
        key = "capabilities" if self.protocol_version == 2 else "agentCapabilities"
        info_key = "info" if self.protocol_version == 2 else "agentInfo"
        return {
            "protocolVersion": self.protocol_version,
            key: self.capabilities,
            info_key: self.agent_info,
            "authMethods": [],
        }

    async def _new(self, params: Any) -> Any:
        session = self.add_session(f"sess-{next(self._new_ids)}", cwd=params.get("cwd", "/"))
        return {"sessionId": session.session_id}

    def _known(self, params: Any) -> FakeSession:
        session_id = params.get("sessionId") if isinstance(params, dict) else None
        session = self.sessions.get(session_id) if isinstance(session_id, str) else None
        if session is None:
            raise JsonRpcError(self.not_found_code, f"Session not found: {session_id}")
        return session

    async def _list(self, params: Any) -> Any:
        sessions = [s for s in self.sessions.values() if params.get("cwd") in (None, s.cwd)]
        start = int(params.get("cursor") or 0)
        page = sessions[start : start + self.page_size]
        result: dict[str, Any] = {"sessions": [s.info() for s in page]}
        if start + self.page_size < len(sessions):
            result["nextCursor"] = str(start + self.page_size)
        return result

    async def _load(self, params: Any) -> Any:
        session = self._known(params)
        for update in session.updates:
            await self.send_update(session.session_id, update)
        return {}

    async def _resume(self, params: Any) -> Any:
        session = self._known(params)
        if params.get("replayFrom") == {"type": "start"}:
            for update in session.updates:
                await self.send_update(session.session_id, update)
        return {}

    async def _existing(self, params: Any) -> Any:
        self._known(params)
        return {}

    async def _delete(self, params: Any) -> Any:
        session = self._known(params)
        del self.sessions[session.session_id]
        return {}

    async def _fork(self, params: Any) -> Any:
        source = self._known(params)
        fork = self.add_session(f"{source.session_id}-fork", cwd=params["cwd"], updates=source.updates)
        return {"sessionId": fork.session_id}

    async def _prompt(self, params: Any) -> Any:
        return {"stopReason": "end_turn"}


@dataclass
class FakeLink:
    """Both ends of an in-process connection, for tests that need to cut it."""

    connection: AgentConnection
    agent: FakeAgent
    _agent_stdout_close: Callable[[], Awaitable[None]]

    async def agent_exits(self) -> None:
        """The agent closes its stdout: the client sees EOF (and the close reason)."""
        await self._agent_stdout_close()


@contextlib.asynccontextmanager
async def link(
    agent: FakeAgent,
    *,
    client: ClientRole | None = None,
    close_reason: Callable[[], Awaitable[RpcFailure]] | None = None,
    max_line_bytes: int | None = None,
) -> AsyncIterator[FakeLink]:
    """Runs `agent` and an `AgentConnection` to it, both in-process, for the duration of the block."""
    to_agent_send, to_agent_receive = byte_pipe()
    to_client_send, to_client_receive = byte_pipe()
    extra: dict[str, Any] = {} if max_line_bytes is None else {"max_line_bytes": max_line_bytes}
    client_peer = JsonRpcPeer(
        to_client_receive,
        to_agent_send,
        name="fake",
        close_reason=close_reason,
        default_timeout=10.0,
        **extra,
    )
    agent_peer = JsonRpcPeer(
        to_agent_receive, to_client_send, name="fake-agent", default_timeout=10.0, tracer=agent.trace
    )
    agent.attach(agent_peer)
    connection = AgentConnection("fake", client_peer, None, client or ClientRole())
    try:
        async with anyio.create_task_group() as tg:
            tg.start_soon(agent_peer.run)
            tg.start_soon(client_peer.run)
            yield FakeLink(connection, agent, to_client_send.aclose)
            tg.cancel_scope.cancel()
    finally:
        for stream in (to_agent_send, to_agent_receive, to_client_send, to_client_receive):
            await stream.aclose()


@contextlib.asynccontextmanager
async def connect(agent: FakeAgent, **kwargs: Any) -> AsyncIterator[AgentConnection]:
    """`link()` for tests that only need the connection."""
    async with link(agent, **kwargs) as wired:
        yield wired.connection
