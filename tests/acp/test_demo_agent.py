"""The demo agent, driven over the wire: in-process over byte pipes and as a subprocess.

Every line either side writes is checked against the official ACP v1 schema (strict: no undeclared
properties), and the behaviours clients rely on are asserted: replay before the load response,
messageIds, pages of 50, -32002 for unknown ids, titles, cancellation, the client-facing commands,
and two processes sharing one store.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import anyio
import orjson
import pytest
from anyio.abc import ByteReceiveStream, ByteSendStream

from acp_bridge.demo_agent import DemoAgent, SessionStore
from acp_bridge.demo_agent.seed import TRICKY_TITLES, seed_store, timestamps
from acp_bridge.jsonrpc import INVALID_PARAMS, RESOURCE_NOT_FOUND, JsonRpcError, JsonRpcPeer
from acp_bridge.jsonrpc.memory import byte_pipe

try:
    from schema_validation import AcpWireValidator, SchemaViolation, schema_path
except ImportError:  # tests/ laid out as packages
    from tests.acp.schema_validation import AcpWireValidator, SchemaViolation, schema_path

pytestmark = [
    pytest.mark.anyio,
    pytest.mark.skipif(schema_path() is None, reason="ACP v1 schema.json not found (set ACP_SCHEMA_PATH)"),
]

Handler = Callable[[Any], Awaitable[Any]]
FS_CAPS = {"fs": {"readTextFile": True, "writeTextFile": True}}


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


class _Recording(ByteSendStream):
    """Forwards bytes and keeps every line, with who wrote it, in wire order."""

    def __init__(self, inner: ByteSendStream, sender: str, log: list[tuple[str, bytes]]) -> None:
        self._inner, self._sender, self._log = inner, sender, log

    async def send(self, item: bytes) -> None:
        self._log.extend((self._sender, line) for line in item.splitlines() if line.strip())
        await self._inner.send(item)

    async def aclose(self) -> None:
        await self._inner.aclose()


class Client:
    """A minimal ACP client on the project's JSON-RPC peer, plus what it saw."""

    def __init__(self, peer: JsonRpcPeer, wire: list[tuple[str, bytes]]) -> None:
        self.peer = peer
        self.wire = wire
        self.updates: list[dict[str, Any]] = []
        self.client_requests: list[tuple[str, Any]] = []
        peer.on_notification("session/update", self.updates.append)

    async def call(self, method: str, params: Any = None, timeout: float = 10.0) -> Any:
        return await self.peer.request(method, params, timeout=timeout)

    async def error(self, method: str, params: Any) -> JsonRpcError:
        with pytest.raises(JsonRpcError) as caught:
            await self.call(method, params)
        return caught.value

    def serve(self, method: str, handler: Handler) -> None:
        async def recording(params: Any) -> Any:
            self.client_requests.append((method, params))
            return await handler(params)

        self.peer.on_request(method, recording)

    async def init(self, capabilities: dict[str, Any] | None = None) -> dict[str, Any]:
        params = {"protocolVersion": 1, "clientCapabilities": capabilities or {}}
        return dict(await self.call("initialize", params))

    async def new(self, cwd: str, **extra: Any) -> str:
        return str((await self.call("session/new", {"cwd": cwd, "mcpServers": [], **extra}))["sessionId"])

    async def prompt(self, session_id: str, text: str) -> str:
        params = {"sessionId": session_id, "prompt": [{"type": "text", "text": text}]}
        return str((await self.call("session/prompt", params))["stopReason"])

    def agent_text(self, session_id: str) -> str:
        return "".join(
            u["update"]["content"]["text"]
            for u in self.updates
            if u["sessionId"] == session_id and u["update"]["sessionUpdate"] == "agent_message_chunk"
        )

    def lines(self, sender: str) -> list[dict[str, Any]]:
        return [orjson.loads(line) for who, line in self.wire if who == sender]


def validate_wire(wire: list[tuple[str, bytes]]) -> int:
    """Every agent line, strictly; client lines are only followed (some tests send bad requests)."""
    validator = AcpWireValidator(sides=("agent",))
    for sender, line in wire:
        validator.check_line("agent" if sender == "agent" else "client", line)
    return validator.checked


@asynccontextmanager
async def connect(store_dir: Path, *, delay: float = 0.0) -> AsyncIterator[Client]:
    """An in-process demo agent and a client, joined by byte pipes; the wire is validated at the end."""
    wire: list[tuple[str, bytes]] = []
    to_agent_send, to_agent_receive = byte_pipe()
    to_client_send, to_client_receive = byte_pipe()
    agent_peer = JsonRpcPeer(to_agent_receive, _Recording(to_client_send, "agent", wire), name="agent")
    client_peer = JsonRpcPeer(to_client_receive, _Recording(to_agent_send, "client", wire), name="client")
    DemoAgent(SessionStore(store_dir), delay=delay).attach(agent_peer)
    client = Client(client_peer, wire)
    try:
        async with anyio.create_task_group() as tg:
            tg.start_soon(agent_peer.run)
            tg.start_soon(client_peer.run)
            yield client
            tg.cancel_scope.cancel()
    finally:
        for stream in (to_agent_send, to_agent_receive, to_client_send, to_client_receive):
            await stream.aclose()
    assert validate_wire(wire) == sum(who == "agent" for who, _ in wire)


# -- the schema helper itself -------------------------------------------------------------------------


def test_schema_helper_accepts_spec_examples_and_rejects_mistakes() -> None:
    v = AcpWireValidator()
    v.check("client", {"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"protocolVersion": 1}})
    v.check("agent", {"jsonrpc": "2.0", "id": 0, "result": {"protocolVersion": 1, "authMethods": []}})
    chunk = {
        "sessionUpdate": "agent_message_chunk",
        "messageId": "m1",
        "content": {"type": "text", "text": "x"},
    }
    v.check(
        "agent", {"jsonrpc": "2.0", "method": "session/update", "params": {"sessionId": "s", "update": chunk}}
    )
    bad_updates = [
        {**chunk, "messageID": "typo"},  # undeclared property (strict mode)
        {**chunk, "content": {"type": "text"}},  # missing text
        {"sessionUpdate": "tool_call", "toolCallId": "c"},  # missing title
        {"sessionUpdate": "tool_call_update", "toolCallId": "c", "status": "done"},  # bad enum
    ]
    for update in bad_updates:
        with pytest.raises(SchemaViolation):
            v.check(
                "agent",
                {
                    "jsonrpc": "2.0",
                    "method": "session/update",
                    "params": {"sessionId": "s", "update": update},
                },
            )
    v.check("client", {"jsonrpc": "2.0", "id": 1, "method": "session/list", "params": {}})
    with pytest.raises(SchemaViolation):  # a list response needs `sessions`
        v.check("agent", {"jsonrpc": "2.0", "id": 1, "result": {}})
    with pytest.raises(SchemaViolation):  # the agent does not send session/prompt
        v.check("agent", {"jsonrpc": "2.0", "id": 9, "method": "session/prompt", "params": {}})


# -- the protocol, in-process ------------------------------------------------------------------------


async def test_initialize_answers_protocol_1_with_capabilities(tmp_path: Path) -> None:
    async with connect(tmp_path / "store") as client:
        for asked in (1, 2, 0):
            result = await client.call("initialize", {"protocolVersion": asked})
            assert result["protocolVersion"] == 1
        assert result["agentInfo"]["name"] == "acp-bridge-demo"
        assert result["agentInfo"]["title"] == "acp-bridge demo agent"
        caps = result["agentCapabilities"]
        assert caps["loadSession"] is True
        assert set(caps["sessionCapabilities"]) == {
            "list",
            "resume",
            "close",
            "delete",
            "additionalDirectories",
        }
        assert caps["mcpCapabilities"] == {"http": False, "sse": False}
        assert result["authMethods"] == []
        assert (await client.error("initialize", {"protocolVersion": "1"})).code == INVALID_PARAMS


async def test_whole_session_lifecycle(tmp_path: Path) -> None:
    project = str(tmp_path / "project")
    async with connect(tmp_path / "store") as client:
        await client.init()
        extra_root = str(tmp_path / "lib")
        sid = await client.new(project, additionalDirectories=[extra_root])
        assert await client.prompt(sid, "fix the flaky login test\nplease") == "end_turn"

        live = [u["update"] for u in client.updates if u["sessionId"] == sid]
        kinds = [u["sessionUpdate"] for u in live]
        assert kinds[0] == "agent_thought_chunk" and "plan" in kinds
        assert sum(k == "agent_message_chunk" for k in kinds) >= 4
        statuses = [u.get("status") for u in live if u["sessionUpdate"].startswith("tool_call")]
        assert statuses == ["pending", "in_progress", "completed"]
        completed = next(u for u in live if u.get("status") == "completed")
        assert any(c["type"] == "diff" for c in completed["content"])
        info = [u for u in live if u["sessionUpdate"] == "session_info_update"]
        assert info[-1]["title"] == "Fix the flaky login test" and info[-1]["updatedAt"].endswith("Z")

        listed = (await client.call("session/list", {}))["sessions"]
        assert listed[0]["sessionId"] == sid and listed[0]["title"] == "Fix the flaky login test"
        assert listed[0]["additionalDirectories"] == [extra_root]
        assert listed[0]["updatedAt"] == info[-1]["updatedAt"]

        # Load: the whole history replayed before the response, with messageIds, user message included.
        client.updates.clear()
        mark = len(client.wire)
        loaded = await client.call("session/load", {"sessionId": sid, "cwd": project, "mcpServers": []})
        assert loaded["modes"]["currentModeId"] == "code"
        after = [orjson.loads(line) for who, line in client.wire[mark:] if who == "agent"]
        assert "result" in after[-1] and all(m.get("method") == "session/update" for m in after[:-1])
        replayed = [u["update"] for u in client.updates]
        assert replayed[0]["sessionUpdate"] == "user_message_chunk"
        assert replayed[0]["content"]["text"] == "fix the flaky login test\nplease"
        assert [u for u in replayed if u["sessionUpdate"] != "user_message_chunk"] == live
        assert all(u["messageId"] for u in replayed if u["sessionUpdate"].endswith("_chunk"))

        # Resume: no replay.
        client.updates.clear()
        assert "modes" in await client.call("session/resume", {"sessionId": sid, "cwd": project})
        assert client.updates == []

        assert await client.call("session/close", {"sessionId": sid}) == {}
        assert await client.call("session/close", {"sessionId": sid}) == {}  # idempotent
        gone = await client.error("session/prompt", {"sessionId": sid, "prompt": []})
        assert gone.code == RESOURCE_NOT_FOUND  # closed: must be loaded or resumed again

        assert await client.call("session/delete", {"sessionId": sid}) == {}
        assert (await client.call("session/list", {}))["sessions"] == []
        load = {"sessionId": sid, "cwd": project, "mcpServers": []}
        assert (await client.error("session/load", load)).code == RESOURCE_NOT_FOUND


async def test_unknown_ids_and_invalid_params(tmp_path: Path) -> None:
    async with connect(tmp_path / "store") as client:
        await client.init()
        for method, params in [
            ("session/load", {"sessionId": "sess_nope", "cwd": str(tmp_path), "mcpServers": []}),
            ("session/resume", {"sessionId": "sess_nope", "cwd": str(tmp_path)}),
            ("session/load", {"sessionId": "../../etc/passwd", "cwd": str(tmp_path), "mcpServers": []}),
            ("session/prompt", {"sessionId": "sess_nope", "prompt": [{"type": "text", "text": "hi"}]}),
            ("session/set_mode", {"sessionId": "sess_nope", "modeId": "ask"}),
        ]:
            error = await client.error(method, params)
            assert (error.code, error.message) == (RESOURCE_NOT_FOUND, "Resource not found"), method
        # The spec makes these idempotent: an unknown id is not an error.
        assert await client.call("session/close", {"sessionId": "sess_nope"}) == {}
        assert await client.call("session/delete", {"sessionId": "sess_nope"}) == {}
        for method, params in [
            ("session/new", {"cwd": "relative/dir", "mcpServers": []}),
            ("session/new", {"cwd": str(tmp_path), "additionalDirectories": ["rel"], "mcpServers": []}),
            ("session/list", {"cwd": "relative"}),
            ("session/list", {"cursor": "not-a-cursor"}),
            ("session/list", {"cursor": 5}),
            ("session/load", {"sessionId": "sess_x"}),
        ]:
            assert (await client.error(method, params)).code == INVALID_PARAMS, (method, params)
        sid = await client.new(str(tmp_path))
        bad_prompt = {"sessionId": sid, "prompt": [{"type": "image", "data": "", "mimeType": "image/png"}]}
        assert (await client.error("session/prompt", bad_prompt)).code == INVALID_PARAMS
        assert (
            await client.error("session/set_mode", {"sessionId": sid, "modeId": "x"})
        ).code == INVALID_PARAMS


async def test_list_pages_of_50_newest_first_and_cwd_filter(tmp_path: Path) -> None:
    here, there = str(tmp_path / "here"), str(tmp_path / "there")
    async with connect(tmp_path / "store") as client:
        await client.init()
        ids = [await client.new(here if i % 3 else there) for i in range(121)]
        pages: list[dict[str, Any]] = [await client.call("session/list", {})]
        while "nextCursor" in pages[-1]:
            pages.append(await client.call("session/list", {"cursor": pages[-1]["nextCursor"]}))
        assert [len(p["sessions"]) for p in pages] == [50, 50, 21]
        listed = [s for p in pages for s in p["sessions"]]
        assert sorted(s["sessionId"] for s in listed) == sorted(ids)
        stamps = [(s["updatedAt"], s["sessionId"]) for s in listed]
        assert stamps == sorted(stamps, reverse=True)

        first = await client.call("session/list", {"cwd": there})
        assert len(first["sessions"]) == 41 and all(s["cwd"] == there for s in first["sessions"])
        assert "nextCursor" not in first
        assert (await client.call("session/list", {"cwd": str(tmp_path)}))["sessions"] == []
        mixed = {"cwd": there, "cursor": pages[0]["nextCursor"]}  # a cursor from another filter
        assert (await client.error("session/list", mixed)).code == INVALID_PARAMS

        # Keyset cursors survive a deletion between pages: nothing is skipped or repeated.
        cursor = pages[0]["nextCursor"]
        await client.call("session/delete", {"sessionId": pages[1]["sessions"][0]["sessionId"]})
        rest = await client.call("session/list", {"cursor": cursor})
        assert rest["sessions"][0]["sessionId"] == pages[1]["sessions"][1]["sessionId"]


async def test_rename_cancel_and_modes(tmp_path: Path) -> None:
    async with connect(tmp_path / "store", delay=0.01) as client:
        await client.init()
        sid = await client.new(str(tmp_path))
        assert await client.prompt(sid, "/rename  Release checklist ") == "end_turn"
        info = [u["update"] for u in client.updates if u["update"]["sessionUpdate"] == "session_info_update"]
        assert info[-1]["title"] == "Release checklist"
        assert (await client.call("session/list", {}))["sessions"][0]["title"] == "Release checklist"
        resource = {
            "type": "resource",
            "resource": {"uri": "file:///x.py", "text": "print(1)", "mimeType": "text/x-python"},
        }
        params = {
            "sessionId": sid,
            "prompt": [{"type": "text", "text": "a titled session keeps it"}, resource],
        }
        await client.call("session/prompt", params)
        assert (await client.call("session/list", {}))["sessions"][0]["title"] == "Release checklist"

        async with anyio.create_task_group() as tg:
            result: list[str] = []

            async def slow() -> None:
                result.append(await client.prompt(sid, "/slow 30 take your time"))

            tg.start_soon(slow)
            await anyio.sleep(0.3)
            busy = {"sessionId": sid, "prompt": [{"type": "text", "text": "again"}]}
            assert (await client.error("session/prompt", busy)).code == INVALID_PARAMS
            await client.call("session/resume", {"sessionId": sid, "cwd": str(tmp_path)})  # mid-turn
            started = time.monotonic()
            await client.peer.notify("session/cancel", {"sessionId": sid})
        assert result == ["cancelled"] and time.monotonic() - started < 5
        assert await client.prompt(sid, "/help") == "end_turn"  # the session is free again
        assert "/fs-read" in client.agent_text(sid)
        client.updates.clear()
        await client.call("session/load", {"sessionId": sid, "cwd": str(tmp_path), "mcpServers": []})
        replayed = [u["update"] for u in client.updates]
        assert {"type": "resource", "resource": resource["resource"]} in [
            u["content"] for u in replayed if u["sessionUpdate"] == "user_message_chunk"
        ]

        assert await client.call("session/set_mode", {"sessionId": sid, "modeId": "ask"}) == {}
        client.updates.clear()
        await client.prompt(sid, "no tools in ask mode")
        assert not any(u["update"]["sessionUpdate"] == "tool_call" for u in client.updates)


async def test_client_commands_fs_and_permission(tmp_path: Path) -> None:
    async with connect(tmp_path / "store") as client:

        async def read(params: Any) -> Any:
            if params["path"].endswith("secret"):
                raise JsonRpcError(INVALID_PARAMS, "outside the session's roots")
            return {"content": "line one\n```\nline two\n"}

        async def write(params: Any) -> Any:
            return None

        answers = iter(
            [
                {"outcome": {"outcome": "selected", "optionId": "allow_once"}},
                {"outcome": {"outcome": "selected", "optionId": "reject_once"}},
            ]
        )

        async def permission(params: Any) -> Any:
            return next(answers)

        client.serve("fs/read_text_file", read)
        client.serve("fs/write_text_file", write)
        client.serve("session/request_permission", permission)
        await client.init(FS_CAPS)
        sid = await client.new(str(tmp_path))
        await client.prompt(sid, "/fs-read notes.txt")
        await client.prompt(sid, "/fs-read /etc/secret")
        await client.prompt(sid, '/fs-write "my notes.txt" hello world')
        await client.prompt(sid, "/permission")
        await client.prompt(sid, "/permission")
        methods = [(m, p.get("path")) for m, p in client.client_requests]
        assert methods == [
            ("fs/read_text_file", os.path.join(str(tmp_path), "notes.txt")),
            ("fs/read_text_file", "/etc/secret"),
            ("fs/write_text_file", os.path.join(str(tmp_path), "my notes.txt")),
            ("session/request_permission", None),
            ("session/request_permission", None),
        ]
        assert client.client_requests[2][1]["content"] == "hello world"
        options = client.client_requests[3][1]["options"]
        assert [o["kind"] for o in options] == ["allow_once", "reject_once"]
        text = client.agent_text(sid)
        assert "````\nline one\n```\nline two\n````" in text  # fenced so the file cannot close it
        assert "outside the session's roots (code -32602)" in text
        assert "Wrote 11 characters" in text
        assert "selected `allow_once`" in text and "selected `reject_once`" in text

    async with connect(tmp_path / "store") as client:
        await client.init()  # no fs capabilities: the agent must not call fs/*
        sid = await client.new(str(tmp_path))
        await client.prompt(sid, "/fs-read notes.txt")
        await client.prompt(sid, "/fs-write notes.txt x")
        assert client.client_requests == []
        assert "did not advertise `fs.readTextFile`" in client.agent_text(sid)


async def test_cancel_during_permission_waits_for_the_clients_cancelled_answer(tmp_path: Path) -> None:
    async with connect(tmp_path / "store") as client:
        released = anyio.Event()

        async def permission(params: Any) -> Any:
            await released.wait()  # a client answers `cancelled` once it has sent session/cancel
            return {"outcome": {"outcome": "cancelled"}}

        client.serve("session/request_permission", permission)
        await client.init()
        sid = await client.new(str(tmp_path))
        async with anyio.create_task_group() as tg:
            result: list[str] = []

            async def ask() -> None:
                result.append(await client.prompt(sid, "/permission"))

            tg.start_soon(ask)
            while not client.client_requests:
                await anyio.sleep(0.01)
            await client.peer.notify("session/cancel", {"sessionId": sid})
            released.set()
        assert result == ["cancelled"]
        updates = [u["update"] for u in client.updates]
        assert any(u.get("status") == "failed" for u in updates if u["sessionUpdate"] == "tool_call_update")


async def test_two_connections_share_one_store(tmp_path: Path) -> None:
    store = tmp_path / "store"
    async with connect(store) as first, connect(store) as second:
        await first.init()
        await second.init()
        sid = await first.new(str(tmp_path))
        await first.prompt(sid, "hello from the first process")
        listed = (await second.call("session/list", {}))["sessions"]
        assert [s["sessionId"] for s in listed] == [sid]
        assert listed[0]["title"] == "Hello from the first process"
        await second.call("session/load", {"sessionId": sid, "cwd": str(tmp_path), "mcpServers": []})
        assert second.updates[0]["update"]["content"]["text"] == "hello from the first process"
        other = await second.new(str(tmp_path))
        assert {s["sessionId"] for s in (await first.call("session/list", {}))["sessions"]} == {sid, other}


async def test_index_is_rebuilt_when_lost(tmp_path: Path) -> None:
    store = tmp_path / "store"
    async with connect(store) as client:
        await client.init()
        sid = await client.new(str(tmp_path))
        await client.call(
            "session/prompt", {"sessionId": sid, "prompt": [{"type": "text", "text": "/rename Kept"}]}
        )
    (store / "index.json").write_text("{ torn", encoding="utf-8")
    async with connect(store) as client:
        listed = (await client.call("session/list", {}))["sessions"]
        assert [(s["sessionId"], s["title"]) for s in listed] == [(sid, "Kept")]


# -- seeding -----------------------------------------------------------------------------------------


def test_seed_timestamps_cover_today_yesterday_week_and_older() -> None:
    now = datetime(2026, 3, 10, 9, 30).astimezone()
    stamps = timestamps(200, now)
    midnight = now.replace(hour=0, minute=0, second=0, microsecond=0)
    assert stamps == sorted(stamps, reverse=True) and all(s <= now for s in stamps)
    assert sum(s >= midnight for s in stamps) >= 3
    assert sum(midnight - timedelta(days=1) <= s < midnight for s in stamps) >= 3
    assert min(stamps) >= midnight - timedelta(days=60)
    assert len(timestamps(2, now)) == 2


async def test_seeded_sessions_replay_valid_history(tmp_path: Path) -> None:
    store_dir = tmp_path / "store"
    store = SessionStore(store_dir)
    assert seed_store(store, 60, cwd=str(tmp_path / "proj")) == 60
    assert seed_store(store, 60) == 0  # not twice without reseed
    metas, _ = store.list_page(None, None, page_size=100)
    titles = [m.title for m in metas]
    assert set(TRICKY_TITLES) <= set(titles) and None in titles
    assert {m.cwd for m in metas} >= {str(tmp_path / "proj"), str(tmp_path / "api-server")}
    assert sum(m.cwd == str(tmp_path / "proj") for m in metas) > 30
    async with connect(store_dir) as client:
        await client.init()
        for meta in metas[:25]:
            params = {"sessionId": meta.session_id, "cwd": meta.cwd, "mcpServers": []}
            await client.call("session/load", params)
        kinds = {u["update"]["sessionUpdate"] for u in client.updates}
        assert {
            "user_message_chunk",
            "agent_message_chunk",
            "agent_thought_chunk",
            "tool_call",
            "plan",
        } <= kinds


# -- as a subprocess ---------------------------------------------------------------------------------


class _RecordingReceive(ByteReceiveStream):
    """Keeps the agent's stdout as complete lines (chunks from a pipe can split a line)."""

    def __init__(self, inner: ByteReceiveStream, log: list[tuple[str, bytes]]) -> None:
        self._inner, self._log, self._partial = inner, log, b""

    async def receive(self, max_bytes: int = 65536) -> bytes:
        data = await self._inner.receive(max_bytes)
        *lines, self._partial = (self._partial + data).split(b"\n")
        self._log.extend(("agent", line) for line in lines if line.strip())
        return data

    async def aclose(self) -> None:
        await self._inner.aclose()


def agent_command(store: Path, *extra: str) -> list[str]:
    return [sys.executable, "-m", "acp_bridge.demo_agent", "--store", str(store), *extra]


@asynccontextmanager
async def spawn(store: Path, *extra: str) -> AsyncIterator[Client]:
    """The demo agent as a real subprocess; every line of its stdout is validated at the end."""
    wire: list[tuple[str, bytes]] = []
    process = await anyio.open_process(agent_command(store, *extra))
    assert process.stdin is not None and process.stdout is not None and process.stderr is not None
    peer = JsonRpcPeer(_RecordingReceive(process.stdout, wire), _Recording(process.stdin, "client", wire))
    client = Client(peer, wire)
    try:
        async with anyio.create_task_group() as tg:
            tg.start_soon(peer.run)
            yield client
            await process.stdin.aclose()  # EOF: the agent exits
            with anyio.fail_after(10):
                assert await process.wait() == 0
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()
        stderr = await process.stderr.receive(1 << 20) if process.returncode else b""
        await process.aclose()
    assert validate_wire(wire) == sum(who == "agent" for who, _ in wire), stderr


async def test_subprocess_speaks_only_protocol_and_shares_the_store(tmp_path: Path) -> None:
    store, cwd = tmp_path / "store", str(tmp_path)
    async with spawn(store) as first:
        await first.init()
        sid = await first.new(cwd)
    # A second process continues the session (resume, prompt) while a third one lists it.
    async with spawn(store) as second, spawn(store) as third:
        await second.init()
        await third.init()
        assert (await third.call("session/list", {"cwd": cwd}))["sessions"][0]["sessionId"] == sid
        await second.call("session/resume", {"sessionId": sid, "cwd": cwd})
        assert await second.prompt(sid, "subprocess prompt") == "end_turn"
        (listed,) = (await third.call("session/list", {"cwd": cwd}))["sessions"]
        assert (listed["sessionId"], listed["title"]) == (sid, "Subprocess prompt")
        await third.call("session/load", {"sessionId": sid, "cwd": cwd, "mcpServers": []})
        assert third.updates[0]["update"]["content"]["text"] == "subprocess prompt"
        assert len(third.updates) == len(second.updates) + 1  # + the stored user message


def test_piped_requests_all_get_answers_before_exit(tmp_path: Path) -> None:
    """stdin ends right after the requests: the agent still answers them (stdout stays open)."""
    cwd = str(tmp_path)
    messages = [
        {"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"protocolVersion": 1}},
        {"jsonrpc": "2.0", "id": 1, "method": "session/new", "params": {"cwd": cwd, "mcpServers": []}},
        {"jsonrpc": "2.0", "id": 2, "method": "session/list", "params": {}},
    ]
    stdin = b"".join(orjson.dumps(m) + b"\n" for m in messages)
    done = subprocess.run(agent_command(tmp_path / "store"), input=stdin, capture_output=True, timeout=30)
    assert done.returncode == 0, done.stderr.decode()
    validator = AcpWireValidator()
    for message in messages:
        validator.check("client", message)
    answers = [validator.check_line("agent", line) for line in done.stdout.splitlines()]
    assert sorted(a["id"] for a in answers) == [0, 1, 2]


async def test_concurrent_processes_do_not_lose_sessions(tmp_path: Path) -> None:
    store, cwd = tmp_path / "store", str(tmp_path)

    async def create(n: int) -> None:
        async with spawn(store) as client:
            await client.init()
            for _ in range(n):
                sid = await client.new(cwd)
                await client.prompt(sid, "/rename concurrent")

    async with anyio.create_task_group() as tg:
        for _ in range(4):
            tg.start_soon(create, 15)
    metas, _ = SessionStore(store).list_page(None, None, page_size=1000)
    assert len(metas) == 60 and {m.title for m in metas} == {"concurrent"}


@pytest.mark.slow
async def test_seed_10000_is_fast_and_lists_in_pages(tmp_path: Path) -> None:
    store, cwd = tmp_path / "store", tmp_path / "work"
    started = time.monotonic()
    args = agent_command(store, "--seed", "10000", "--seed-only", "--cwd", str(cwd))
    done = subprocess.run(args, capture_output=True, timeout=120, check=False)
    elapsed = time.monotonic() - started
    assert done.returncode == 0 and done.stdout == b"", done.stderr.decode()
    assert elapsed < 15, f"seeding 10,000 sessions took {elapsed:.1f} s"
    async with spawn(store, "--seed", "10000") as client:  # a second --seed is a no-op
        await client.init()
        pages = [await client.call("session/list", {})]
        started = time.monotonic()
        while "nextCursor" in pages[-1]:
            pages.append(await client.call("session/list", {"cursor": pages[-1]["nextCursor"]}))
        assert time.monotonic() - started < 20
        ids = [s["sessionId"] for p in pages for s in p["sessions"]]
        assert (len(ids), len(set(ids)), len(pages)) == (10000, 10000, 200)
        assert {len(p["sessions"]) for p in pages} == {50}
        in_cwd = await client.call("session/list", {"cwd": str(cwd)})
        assert len(in_cwd["sessions"]) == 50 and {s["cwd"] for s in in_cwd["sessions"]} == {str(cwd)}
        newest = pages[0]["sessions"][0]
        await client.call(
            "session/load", {"sessionId": newest["sessionId"], "cwd": newest["cwd"], "mcpServers": []}
        )
        assert client.updates
