"""The demo agent's ACP protocol-1 method handlers, on the project's own JSON-RPC peer.

Parameters are checked by hand into plain values: a bad one is `-32602 invalid params` with a short
message and no stack on the wire. Unknown or unsafe session ids are `-32002 resource not found`
(except `session/close` and `session/delete`, which the spec wants idempotent).
"""

from __future__ import annotations

import logging
import os
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import anyio

from .. import __version__
from ..jsonrpc import INVALID_PARAMS, RESOURCE_NOT_FOUND, JsonRpcError, JsonRpcPeer
from . import script
from . import updates as u
from .store import InvalidCursor, SessionMeta, SessionStore

log = logging.getLogger(__name__)

PROTOCOL_VERSION = 1
AGENT_INFO = {"name": "acp-bridge-demo", "title": "acp-bridge demo agent", "version": __version__}
MODES = (
    {"id": "code", "name": "Code", "description": "Plan, edit (as a diff, never on disk) and summarise"},
    {"id": "ask", "name": "Ask", "description": "Answer without tool calls"},
)
DEFAULT_MODE = "code"
Handler = Callable[[Any], Awaitable[Any]]


@dataclass(eq=False)
class ActiveSession:
    """A session set up on this connection by new, load or resume (closing ends it)."""

    session_id: str
    cwd: str
    roots: tuple[str, ...]
    mode: str = DEFAULT_MODE
    run: script.PromptRun | None = None


class DemoAgent:
    def __init__(self, store: SessionStore, *, delay: float = 0.02) -> None:
        self.store = store
        self.delay = delay
        self.client_fs: dict[str, bool] = {}
        self.active: dict[str, ActiveSession] = {}
        self._peer: JsonRpcPeer | None = None
        self._in_flight = 0

    def attach(self, peer: JsonRpcPeer) -> None:
        self._peer = peer
        for method, handler in {
            "initialize": self.initialize,
            "session/new": self.new_session,
            "session/load": self.load_session,
            "session/resume": self.resume_session,
            "session/list": self.list_sessions,
            "session/close": self.close_session,
            "session/delete": self.delete_session,
            "session/prompt": self.prompt,
            "session/set_mode": self.set_mode,
        }.items():
            peer.on_request(method, self._counted(handler))
        peer.on_notification("session/cancel", self.cancel)

    def _counted(self, handler: Handler) -> Handler:
        async def run(params: Any) -> Any:
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
        p = _object(params)
        version = p.get("protocolVersion")
        if not isinstance(version, int) or isinstance(version, bool) or version < 0:
            raise _invalid("protocolVersion must be a non-negative integer")
        fs = _object(p.get("clientCapabilities")).get("fs")
        fs = fs if isinstance(fs, dict) else {}
        self.client_fs = {k: fs.get(k) is True for k in ("readTextFile", "writeTextFile")}
        # Version negotiation: protocol 1 is the only one spoken, so it is the answer to any request.
        return {
            "protocolVersion": PROTOCOL_VERSION,
            "agentCapabilities": {
                "loadSession": True,
                "promptCapabilities": {"image": False, "audio": False, "embeddedContext": True},
                "mcpCapabilities": {"http": False, "sse": False},
                "sessionCapabilities": {
                    "list": {},
                    "resume": {},
                    "close": {},
                    "delete": {},
                    "additionalDirectories": {},
                },
            },
            "agentInfo": AGENT_INFO,
            "authMethods": [],
        }

    async def new_session(self, params: Any) -> dict[str, Any]:
        p = _object(params)
        cwd = _absolute(p, "cwd")
        roots = _absolute_list(p, "additionalDirectories")
        _mcp_servers(p)  # accepted and ignored: the demo agent has no model to give tools to
        now = u.now_iso()
        meta = SessionMeta(u.new_id("sess"), cwd, roots, None, now, now)
        self.store.create(meta)
        self.active[meta.session_id] = ActiveSession(meta.session_id, cwd, roots)
        return {"sessionId": meta.session_id, "modes": self._modes(DEFAULT_MODE)}

    async def load_session(self, params: Any) -> dict[str, Any]:
        session = self._setup(params)
        history = self.store.read_updates(session.session_id)
        if history is None:
            raise _not_found(session.session_id)
        # The whole history goes out before the response: that is what tells the client it is complete.
        for update in history:
            await self.peer.notify("session/update", {"sessionId": session.session_id, "update": update})
        self.active[session.session_id] = session
        return {"modes": self._modes(session.mode)}

    async def resume_session(self, params: Any) -> dict[str, Any]:
        session = self._setup(params)
        self.active[session.session_id] = session
        return {"modes": self._modes(session.mode)}

    def _setup(self, params: Any) -> ActiveSession:
        p = _object(params)
        session_id = _string(p, "sessionId")
        cwd = _absolute(p, "cwd")
        roots = _absolute_list(p, "additionalDirectories")
        _mcp_servers(p)
        meta = self.store.get(session_id)
        if meta is None:
            raise _not_found(session_id)
        if os.path.normcase(os.path.normpath(cwd)) != os.path.normcase(os.path.normpath(meta.cwd)):
            log.warning("session %s: set up with cwd %s, stored cwd is %s", session_id, cwd, meta.cwd)
        previous = self.active.get(session_id)
        mode = previous.mode if previous is not None else DEFAULT_MODE
        # The spec: roots are the ones sent now; stored ones are never restored implicitly.
        return ActiveSession(session_id, meta.cwd, roots, mode, previous.run if previous else None)

    async def close_session(self, params: Any) -> dict[str, Any]:
        session_id = _string(_object(params), "sessionId")
        session = self.active.pop(session_id, None)
        if session is not None and session.run is not None:
            session.run.request_cancel()
            await session.run.done.wait()
        return {}

    async def delete_session(self, params: Any) -> dict[str, Any]:
        session_id = _string(_object(params), "sessionId")
        session = self.active.pop(session_id, None)
        if session is not None and session.run is not None:
            session.run.request_cancel()
            await session.run.done.wait()
        if not self.store.delete(session_id):
            # The spec: deleting an unknown or already deleted session SHOULD succeed silently.
            log.info("session/delete: %s was not in the store", session_id)
        return {}

    async def list_sessions(self, params: Any) -> dict[str, Any]:
        p = _object(params)
        cwd = _absolute(p, "cwd") if p.get("cwd") is not None else None
        cursor = p.get("cursor")
        if cursor is not None and not isinstance(cursor, str):
            raise _invalid("cursor must be a string")
        try:
            page, next_cursor = self.store.list_page(cwd, cursor)
        except InvalidCursor as exc:
            raise _invalid(f"invalid cursor: {exc}") from None
        result: dict[str, Any] = {"sessions": [m.to_session_info() for m in page]}
        if next_cursor is not None:
            result["nextCursor"] = next_cursor
        return result

    # -- prompt turn -------------------------------------------------------------------------------

    async def prompt(self, params: Any) -> dict[str, Any]:
        p = _object(params)
        session = self._active(_string(p, "sessionId"))
        blocks = _prompt_blocks(p)
        if session.run is not None:
            raise _invalid("a prompt is already running in this session")
        meta = self.store.get(session.session_id)
        if meta is None:
            self.active.pop(session.session_id, None)
            raise _not_found(session.session_id)
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
        )
        try:
            with run.scope:
                await script.play(turn, blocks)
            cancelled = run.cancel_requested.is_set()
            if cancelled:
                for call_id in sorted(turn.open_tool_calls):
                    await turn.emit(u.tool_update(call_id, "failed", [u.tool_text("Cancelled.")]))
            await self._finish_turn(turn)
            return {"stopReason": "cancelled" if cancelled else "end_turn"}
        finally:
            # A load or resume during the turn replaced the ActiveSession (carrying the run over).
            for holder in (session, self.active.get(session.session_id)):
                if holder is not None and holder.run is run:
                    holder.run = None
            run.done.set()

    async def _finish_turn(self, turn: script.Turn) -> None:
        """Every turn is activity: `updatedAt` moves, and a new title (if any) goes with it."""
        now = u.now_iso()
        if turn.new_title is not None:
            await turn.emit(u.session_info(title=turn.new_title, updated_at=now))
            self.store.update_meta(turn.session_id, updated_at=now, title=turn.new_title)
        else:
            await turn.emit(u.session_info(updated_at=now))
            self.store.update_meta(turn.session_id, updated_at=now)

    async def cancel(self, params: Any) -> None:
        session_id = params.get("sessionId") if isinstance(params, dict) else None
        session = self.active.get(session_id) if isinstance(session_id, str) else None
        if session is not None and session.run is not None:
            session.run.request_cancel()

    async def set_mode(self, params: Any) -> dict[str, Any]:
        p = _object(params)
        session = self._active(_string(p, "sessionId"))
        mode = _string(p, "modeId")
        if mode not in {m["id"] for m in MODES}:
            raise _invalid(f"unknown mode {mode!r}")
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
            raise _not_found(session_id)
        return session

    @staticmethod
    def _modes(current: str) -> dict[str, Any]:
        return {"currentModeId": current, "availableModes": [dict(m) for m in MODES]}


def _invalid(message: str) -> JsonRpcError:
    return JsonRpcError(INVALID_PARAMS, f"Invalid params: {message}")


def _not_found(session_id: str) -> JsonRpcError:
    return JsonRpcError(RESOURCE_NOT_FOUND, "Resource not found", {"sessionId": session_id})


def _object(params: Any) -> dict[str, Any]:
    if params is None:
        return {}
    if not isinstance(params, dict):
        raise _invalid("params must be an object")
    return params


def _string(p: dict[str, Any], key: str) -> str:
    value = p.get(key)
    if not isinstance(value, str) or not value:
        raise _invalid(f"{key} must be a non-empty string")
    return value


def _absolute(p: dict[str, Any], key: str) -> str:
    value = p.get(key)
    if not isinstance(value, str) or not os.path.isabs(value):
        raise _invalid(f"{key} must be an absolute path")
    return value


def _absolute_list(p: dict[str, Any], key: str) -> tuple[str, ...]:
    value = p.get(key)
    if value is None:
        return ()
    if not isinstance(value, list) or not all(isinstance(v, str) and os.path.isabs(v) for v in value):
        raise _invalid(f"{key} must be a list of absolute paths")
    return tuple(value)


def _mcp_servers(p: dict[str, Any]) -> None:
    value = p.get("mcpServers")
    if value is not None and not isinstance(value, list):
        raise _invalid("mcpServers must be a list")


def _prompt_blocks(p: dict[str, Any]) -> list[dict[str, Any]]:
    blocks = p.get("prompt")
    if not isinstance(blocks, list) or not all(
        isinstance(b, dict) and isinstance(b.get("type"), str) for b in blocks
    ):
        raise _invalid("prompt must be a list of content blocks")
    for block in blocks:
        if block["type"] in ("image", "audio"):
            raise _invalid(f"{block['type']} content is not supported (see promptCapabilities)")
    return blocks
