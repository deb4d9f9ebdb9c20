"""The demo agent's ACP method handlers (protocol 1, and protocol 2 when asked), on the project's own
JSON-RPC peer.

Parameters are checked by hand into plain values: a bad one is `-32602 invalid params` with a short
message and no stack on the wire. Unknown or unsafe session ids are `-32002 resource not found`
(except `session/close` and `session/delete`, which the spec wants idempotent).

With `max_protocol=2` the agent answers `initialize` with 2 when offered 2 (and with 1 when offered
1: it then behaves exactly like a protocol-1 agent). Under protocol 2 a prompt is acknowledged at
once and runs in the background: `user_message` acknowledgement, `state_update` running, the turn,
`state_update` idle with the stop reason. `session/load` exists only in the `intermediate` draft
shape; the `current` one replays on `session/resume` with `replayFrom: {"type": "start"}`. MCP
server entries are checked against the advertised transports (the agent connects to none of them).
The turn itself is played by :mod:`.session_turns`.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Awaitable, Callable, Sequence
from pathlib import Path
from typing import Any

import anyio
import orjson
from anyio.abc import TaskGroup

from .. import __version__
from ..jsonrpc import METHOD_NOT_FOUND, RESOURCE_NOT_FOUND, JsonRpcError, JsonRpcPeer
from . import script
from . import updates as u
from . import wire as w
from .params import absolute, absolute_list, invalid, not_found, object_, prompt_blocks, string
from .session_turns import DEFAULT_MODE, MODES, ActiveSession, play_turn
from .store import InvalidCursor, SessionMeta, SessionStore

log = logging.getLogger(__name__)

PROTOCOL_VERSION = 1
SUPPORTED_PROTOCOLS = (1, 2)
AGENT_INFO = {"name": "acp-bridge-demo", "title": "acp-bridge demo agent", "version": __version__}
Handler = Callable[[Any], Awaitable[Any]]


class DemoAgent:
    def __init__(
        self,
        store: SessionStore,
        *,
        delay: float = 0.02,
        max_protocol: int = PROTOCOL_VERSION,
        v2_shape: str = "current",
        mcp_transports: Sequence[str] = ("stdio",),
        additional_directories: bool = True,
        fork: bool = False,
        request_log: Path | None = None,
        touch_on_load: bool = False,
    ) -> None:
        self.store = store
        self.delay = delay
        self.max_protocol = max_protocol
        self.v2_shape = v2_shape
        self.mcp_transports = tuple(mcp_transports)
        self.additional_directories = additional_directories
        self.fork = fork
        self.request_log = request_log
        #: Loading a session rewrites its file and so moves its `updatedAt`, as some agents do.
        self.touch_on_load = touch_on_load
        #: The version negotiated on this connection (1 until `initialize` says otherwise).
        self.protocol = PROTOCOL_VERSION
        self.client_fs: dict[str, bool] = {}
        self.active: dict[str, ActiveSession] = {}
        self._peer: JsonRpcPeer | None = None
        self._tg: TaskGroup | None = None
        self._in_flight = 0

    @property
    def v2(self) -> bool:
        return self.protocol >= 2

    def attach(self, peer: JsonRpcPeer, tg: TaskGroup | None = None) -> None:
        """`tg` runs protocol-2 prompt turns (which outlive their request); needed only for those."""
        self._peer = peer
        self._tg = tg
        for method, handler in {
            "initialize": self.initialize,
            "session/new": self.new_session,
            "session/fork": self.fork_session,
            "session/load": self.load_session,
            "session/resume": self.resume_session,
            "session/list": self.list_sessions,
            "session/close": self.close_session,
            "session/delete": self.delete_session,
            "session/prompt": self.prompt,
            "session/set_mode": self.set_mode,
        }.items():
            peer.on_request(method, self._counted(method, handler))
        peer.on_notification("session/cancel", self._logged("session/cancel", self.cancel))

    def _log_request(self, method: str, params: Any) -> None:
        """`--log-requests`: every request and notification received, one JSON object a line."""
        if self.request_log is not None:
            with self.request_log.open("ab") as file:
                file.write(orjson.dumps({"method": method, "params": params}) + b"\n")

    def _logged(self, method: str, handler: Callable[[Any], Awaitable[None]]) -> Handler:
        async def run(params: Any) -> None:
            self._log_request(method, params)
            await handler(params)

        return run

    def _counted(self, method: str, handler: Handler) -> Handler:
        async def run(params: Any) -> Any:
            self._log_request(method, params)
            self._in_flight += 1
            try:
                return await handler(params)
            finally:
                self._in_flight -= 1

        return run

    async def drain(self, grace: float = 2.0) -> None:
        """At stdin EOF: requests get `grace` seconds to finish, then running prompts are cancelled
        (they answer `cancelled`) and get `grace` more. stdout is still open when stdin ends, so
        `printf REQUESTS | demo-agent` gets every answer, and an idle agent exits at once."""
        await anyio.sleep(0.01)  # let requests read in the same chunk as the EOF start
        with anyio.move_on_after(grace):
            while self._in_flight:
                await anyio.sleep(0.01)
        for session in self.active.values():
            if session.run is not None:
                session.run.request_cancel()
        with anyio.move_on_after(grace):
            while self._in_flight:
                await anyio.sleep(0.01)

    @property
    def peer(self) -> JsonRpcPeer:
        assert self._peer is not None, "attach() first"
        return self._peer

    # -- lifecycle ---------------------------------------------------------------------------------

    async def initialize(self, params: Any) -> dict[str, Any]:
        p = object_(params)
        version = p.get("protocolVersion")
        if not isinstance(version, int) or isinstance(version, bool) or version < 0:
            raise invalid("protocolVersion must be a non-negative integer")
        # Version negotiation: the client's version if spoken, else the latest one spoken.
        spoken = [v for v in SUPPORTED_PROTOCOLS if v <= self.max_protocol]
        self.protocol = version if version in spoken else spoken[-1]
        if self.v2:
            self.client_fs = {}  # protocol 2 has no client file system
            return {
                "protocolVersion": self.protocol,
                "info": AGENT_INFO,
                "capabilities": w.capabilities_v2(
                    self.v2_shape, self.mcp_transports, self.additional_directories, self.fork
                ),
                "authMethods": [],
            }
        fs = object_(p.get("clientCapabilities")).get("fs")
        fs = fs if isinstance(fs, dict) else {}
        self.client_fs = {k: fs.get(k) is True for k in ("readTextFile", "writeTextFile")}
        return {
            "protocolVersion": self.protocol,
            "agentCapabilities": w.capabilities_v1(
                self.mcp_transports, self.additional_directories, self.fork
            ),
            "agentInfo": AGENT_INFO,
            "authMethods": [],
        }

    async def new_session(self, params: Any) -> dict[str, Any]:
        p = object_(params)
        cwd = absolute(p, "cwd")
        roots = self._roots(p)
        self._check_mcp_servers(p)  # accepted and ignored: the demo agent has no model to give tools to
        now = u.now_iso()
        meta = SessionMeta(u.new_id("sess"), cwd, roots, None, now, now)
        self.store.create(meta)
        self.active[meta.session_id] = ActiveSession(meta.session_id, cwd, roots)
        if self.v2:
            return {"sessionId": meta.session_id}
        return {"sessionId": meta.session_id, "modes": self._modes(DEFAULT_MODE)}

    async def fork_session(self, params: Any) -> dict[str, Any]:
        """`session/fork`: a new session in `cwd` holding a copy of the source session's history
        (the source is left as it was). The copy leaves out the source's `session_info_update`s (its
        old times); the fork's own title and time are appended instead, so a rebuilt index agrees."""
        if not self.fork:
            raise JsonRpcError(METHOD_NOT_FOUND, "Method not found: session/fork")
        source_id, cwd, roots = self._session_params(params)
        source = self.store.get(source_id)
        history = self.store.read_updates(source_id)
        if source is None or history is None:
            raise not_found(source_id)
        now = u.now_iso()
        meta = SessionMeta(u.new_id("sess"), cwd, roots, source.title, now, now)
        self.store.create(meta)
        copied = [update for update in history if update.get("sessionUpdate") != "session_info_update"]
        self.store.append(meta.session_id, [*copied, u.session_info(title=source.title, updated_at=now)])
        self.active[meta.session_id] = ActiveSession(meta.session_id, cwd, roots)
        if self.v2:
            return {"sessionId": meta.session_id}
        return {"sessionId": meta.session_id, "modes": self._modes(DEFAULT_MODE)}

    async def load_session(self, params: Any) -> dict[str, Any]:
        if self.v2 and self.v2_shape == "current":
            raise JsonRpcError(METHOD_NOT_FOUND, "Method not found: session/load (use session/resume)")
        session = self._setup(params)
        await self._replay(session.session_id)
        if self.touch_on_load:
            self.store.update_meta(session.session_id, updated_at=u.now_iso())
        self.active[session.session_id] = session
        return {} if self.v2 else {"modes": self._modes(session.mode)}

    async def _replay(self, session_id: str) -> None:
        history = self.store.read_updates(session_id)
        if history is None:
            raise not_found(session_id)
        if self.v2:
            history = w.WireV2().replay(history)
        # The whole history goes out before the response: that is what tells the client it is complete.
        for update in history:
            await self.peer.notify("session/update", {"sessionId": session_id, "update": update})

    async def resume_session(self, params: Any) -> dict[str, Any]:
        session = self._setup(params)
        replay_from = object_(params).get("replayFrom") if self.v2 else None
        if replay_from is not None:
            if not isinstance(replay_from, dict) or replay_from.get("type") != "start":
                raise invalid('replayFrom: only {"type": "start"} is supported')
            await self._replay(session.session_id)
        self.active[session.session_id] = session
        return {} if self.v2 else {"modes": self._modes(session.mode)}

    def _session_params(self, params: Any) -> tuple[str, str, tuple[str, ...]]:
        """`sessionId`, `cwd` and the roots of a load, resume or fork, checked in the order the
        errors are reported (the MCP servers are checked too)."""
        p = object_(params)
        session_id = string(p, "sessionId")
        cwd = absolute(p, "cwd")
        roots = self._roots(p)
        self._check_mcp_servers(p)
        return session_id, cwd, roots

    def _setup(self, params: Any) -> ActiveSession:
        session_id, cwd, roots = self._session_params(params)
        meta = self.store.get(session_id)
        if meta is None:
            raise not_found(session_id)
        if os.path.normcase(os.path.normpath(cwd)) != os.path.normcase(os.path.normpath(meta.cwd)):
            log.warning("session %s: set up with cwd %s, stored cwd is %s", session_id, cwd, meta.cwd)
        previous = self.active.get(session_id)
        mode = previous.mode if previous is not None else DEFAULT_MODE
        # The spec: roots are the ones sent now; stored ones are never restored implicitly. They are
        # also what `session/list` reports from now on.
        if roots != meta.additional_directories:
            self.store.update_meta(session_id, updated_at=meta.updated_at, additional_directories=roots)
        return ActiveSession(session_id, meta.cwd, roots, mode, previous.run if previous else None)

    async def close_session(self, params: Any) -> dict[str, Any]:
        session_id = string(object_(params), "sessionId")
        session = self.active.pop(session_id, None)
        if session is not None and session.run is not None:
            session.run.request_cancel()
            await session.run.done.wait()
        return {}

    async def delete_session(self, params: Any) -> dict[str, Any]:
        session_id = string(object_(params), "sessionId")
        session = self.active.pop(session_id, None)
        if session is not None and session.run is not None:
            session.run.request_cancel()
            await session.run.done.wait()
        if not self.store.delete(session_id):
            # The spec: deleting an unknown or already deleted session SHOULD succeed silently.
            log.info("session/delete: %s was not in the store", session_id)
        return {}

    async def list_sessions(self, params: Any) -> dict[str, Any]:
        p = object_(params)
        cwd = absolute(p, "cwd") if p.get("cwd") is not None else None
        cursor = p.get("cursor")
        if cursor is not None and not isinstance(cursor, str):
            raise invalid("cursor must be a string")
        try:
            page, next_cursor = self.store.list_page(cwd, cursor)
        except InvalidCursor as exc:
            raise invalid(f"invalid cursor: {exc}") from None
        result: dict[str, Any] = {"sessions": [m.to_session_info() for m in page]}
        if next_cursor is not None:
            result["nextCursor"] = next_cursor
        return result

    # -- prompt turn -------------------------------------------------------------------------------

    async def prompt(self, params: Any) -> dict[str, Any]:
        p = object_(params)
        session = self._active(string(p, "sessionId"))
        blocks = prompt_blocks(p)
        if session.run is not None:
            raise invalid("a prompt is already running in this session")
        meta = self.store.get(session.session_id)
        if meta is None:
            self.active.pop(session.session_id, None)
            raise not_found(session.session_id)
        run = script.PromptRun()
        session.run = run
        turn = script.Turn(
            self.peer,
            self.store,
            session.session_id,
            session.cwd,
            meta.title,
            session.mode,
            dict(self.client_fs),
            run,
            self.delay,
            wire=w.WireV2() if self.v2 else None,
        )
        if not self.v2:
            return {"stopReason": await play_turn(self.active, self.store, session, turn, blocks)}
        if self._tg is None:
            session.run = None
            raise JsonRpcError(-32603, "Internal error: no task group for protocol-2 turns")
        # Acknowledged now; the turn reports itself through `state_update`s.
        self._in_flight += 1
        self._tg.start_soon(self._background_turn, session, turn, blocks)
        return {}

    async def _background_turn(
        self, session: ActiveSession, turn: script.Turn, blocks: list[dict[str, Any]]
    ) -> None:
        try:
            stop_reason = await play_turn(self.active, self.store, session, turn, blocks)
            await turn.send(w.state("idle", stop_reason))
        except Exception:  # the client went away mid-turn: nothing to answer to
            log.exception("protocol-2 turn of session %s failed", session.session_id)
        finally:
            self._in_flight -= 1

    async def cancel(self, params: Any) -> None:
        session_id = params.get("sessionId") if isinstance(params, dict) else None
        session = self.active.get(session_id) if isinstance(session_id, str) else None
        if session is not None and session.run is not None:
            session.run.request_cancel()

    async def set_mode(self, params: Any) -> dict[str, Any]:
        if self.v2:
            raise JsonRpcError(METHOD_NOT_FOUND, "Method not found: session/set_mode")
        p = object_(params)
        session = self._active(string(p, "sessionId"))
        mode = string(p, "modeId")
        if mode not in {m["id"] for m in MODES}:
            raise invalid(f"unknown mode {mode!r}")
        session.mode = mode
        return {}

    # -- helpers -----------------------------------------------------------------------------------

    def _active(self, session_id: str) -> ActiveSession:
        session = self.active.get(session_id)
        if session is None:
            if self.store.get(session_id) is not None:
                raise JsonRpcError(
                    RESOURCE_NOT_FOUND,
                    "Resource not found: session is not loaded; call session/load or session/resume first",
                    {"sessionId": session_id},
                )
            raise not_found(session_id)
        return session

    def _roots(self, p: dict[str, Any]) -> tuple[str, ...]:
        roots = absolute_list(p, "additionalDirectories")
        if roots and not self.additional_directories:
            raise invalid("additionalDirectories sent, but the capability was not advertised")
        return roots

    def _check_mcp_servers(self, p: dict[str, Any]) -> None:
        problem = w.mcp_servers_problem(p.get("mcpServers"), self.protocol, self.mcp_transports)
        if problem is not None:
            raise invalid(problem)

    @staticmethod
    def _modes(current: str) -> dict[str, Any]:
        return {"currentModeId": current, "availableModes": [dict(m) for m in MODES]}
