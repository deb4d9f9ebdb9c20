"""The typed ACP connection against the in-process fake agent (and, for a crash, a real subprocess)."""

from __future__ import annotations

import logging
import sys
from pathlib import Path
from typing import Any

import anyio
import pytest

from acp_bridge import __version__
from acp_bridge.acp import AgentConnection, AgentError, AgentErrorKind, ClientRole
from acp_bridge.acp.updates import AgentMessageChunk, Update
from acp_bridge.jsonrpc import ConnectionClosed, JsonRpcError, RequestTimeout, RpcFailure
from tests.fakes.fake_agent import V1_ALL, V1_NONE, FakeAgent, connect, link, text_chunk

pytestmark = pytest.mark.anyio

MISBEHAVING_AGENT = Path(__file__).parents[1] / "fakes" / "misbehaving_agent.py"
CWD = "/home/user/project"


class Sink:
    def __init__(self) -> None:
        self.updates: list[tuple[str, Update]] = []

    def __call__(self, session_id: str, update: Update) -> None:
        self.updates.append((session_id, update))

    def texts(self) -> list[str]:
        return [u.content["text"] for _, u in self.updates if isinstance(u, AgentMessageChunk)]


async def agent_error(call: Any) -> AgentError:
    with pytest.raises(AgentError) as caught:
        await call
    return caught.value


# -- initialize -------------------------------------------------------------------------------------


async def test_initialize_sends_client_info_and_honest_capabilities() -> None:
    fake = FakeAgent(agent_info={"name": "fake-agent", "title": "Fake Agent", "version": "9"})
    async with connect(fake) as conn:
        features = await conn.initialize()
    ((method, params),) = fake.requests
    assert method == "initialize"
    assert params["protocolVersion"] == 1
    assert params["clientInfo"] == {"name": "acp-bridge", "title": "acp-bridge", "version": __version__}
    assert params["clientCapabilities"] == {
        "fs": {"readTextFile": True, "writeTextFile": True},
        "terminal": False,
    }
    assert features.load and features.list and features.resume and features.close and features.delete
    assert conn.features is features
    assert conn.agent_label == "Fake Agent"
    assert conn.agent_info.version == "9"


async def test_initialize_without_agent_info_labels_the_agent_by_its_configured_name() -> None:
    async with connect(FakeAgent(initialize_result={"protocolVersion": 1})) as conn:
        features = await conn.initialize()
    assert conn.agent_label == "fake"
    assert not features.can_replay


async def test_the_agents_name_reaches_messages_and_logs_as_one_short_visible_line() -> None:
    title = "Fake \x1b[31mAgent\x1b[0m\u202e\nv2 " + "x" * 200
    async with connect(FakeAgent(agent_info={"name": "fake-agent", "title": title})) as conn:
        await conn.initialize()
    assert conn.agent_label.startswith("Fake Agent v2 xxx") and conn.agent_label.endswith("…")
    assert len(conn.agent_label) == 80 and conn.agent_label.isprintable()
    async with connect(FakeAgent(agent_info={"name": "fake-agent", "title": "\u200b \x1b[0m"})) as conn:
        await conn.initialize()
    assert conn.agent_label == "fake"  # nothing visible: the configured name


@pytest.mark.parametrize("version", [3, 0, -1])
async def test_an_agent_speaking_another_protocol_version_is_a_clear_protocol_error(version: int) -> None:
    async with connect(FakeAgent(protocol_version=version)) as conn:
        error = await agent_error(conn.initialize())
    assert error.kind is AgentErrorKind.PROTOCOL
    assert f"protocol version {version}" in error.message
    assert "offered 1" in error.message


async def test_an_agent_answering_v2_when_offered_v1_is_refused() -> None:
    async with connect(FakeAgent(protocol_version=2, capabilities={"session": {}})) as conn:
        error = await agent_error(conn.initialize())
    assert error.kind is AgentErrorKind.PROTOCOL


@pytest.mark.parametrize("version", ["1", True, None, 1.5, "one", [1]])
async def test_a_non_integer_protocol_version_is_a_protocol_error(version: Any) -> None:
    async with connect(FakeAgent(protocol_version=version)) as conn:
        error = await agent_error(conn.initialize())
    assert error.kind is AgentErrorKind.PROTOCOL
    assert "out of spec" in error.message


@pytest.mark.parametrize("answer", [None, [], "ok", {"agentCapabilities": {}}])
async def test_an_initialize_answer_out_of_spec_is_a_protocol_error(answer: Any) -> None:
    async with connect(FakeAgent(initialize_result=answer)) as conn:
        error = await agent_error(conn.initialize())
    assert error.kind is AgentErrorKind.PROTOCOL


async def test_a_v1_agent_answering_an_offer_of_v2_is_spoken_to_in_v1() -> None:
    async with connect(FakeAgent()) as conn:
        features = await conn.initialize(protocol_version=2)
    assert features.protocol_version == 1 and features.load


async def test_a_v2_agent_is_read_with_the_v2_mapping_and_its_info() -> None:
    fake = FakeAgent(protocol_version=2, capabilities={"session": {"delete": {}}}, agent_info={"name": "v2"})
    async with connect(fake) as conn:
        features = await conn.initialize(protocol_version=2)
    assert features.protocol_version == 2
    assert features.resume_replays and features.list and features.delete
    assert conn.agent_info.name == "v2"


async def test_auth_required_on_initialize_is_reported_as_such() -> None:
    fake = FakeAgent()
    fake.fail("initialize", -32000, "Authentication required")
    async with connect(fake) as conn:
        error = await agent_error(conn.initialize())
    assert error.kind is AgentErrorKind.AUTH_REQUIRED


# -- capability gates -------------------------------------------------------------------------------

GATED_CALLS = {
    "session/list": lambda c: c.list_sessions(),
    "session/load": lambda c: c.load_session("s1", CWD),
    "session/resume": lambda c: c.resume_session("s1", CWD),
    "session/close": lambda c: c.close_session("s1"),
    "session/delete": lambda c: c.delete_session("s1"),
    "session/fork": lambda c: c.fork_session("s1", CWD),
}


@pytest.mark.parametrize("method", sorted(GATED_CALLS))
async def test_a_method_not_advertised_fails_unsupported_without_sending_anything(method: str) -> None:
    fake = FakeAgent(capabilities=V1_NONE)
    fake.add_session("s1")
    async with connect(fake) as conn:
        await conn.initialize()
        error = await agent_error(GATED_CALLS[method](conn))
        assert error.kind is AgentErrorKind.UNSUPPORTED
        assert method in error.message
        # A round trip that is always allowed, so anything sent before it has arrived by now.
        await conn.new_session(CWD)
    assert fake.received_methods() == ["initialize", "session/new"]


@pytest.mark.parametrize("code", [-32002, -32602, -32603])
@pytest.mark.parametrize("method", ["session/load", "session/resume", "session/close", "session/delete"])
async def test_the_codes_agents_use_for_an_unknown_session_all_mean_not_found(method: str, code: int) -> None:
    async with connect(FakeAgent(not_found_code=code)) as conn:
        await conn.initialize()
        error = await agent_error(GATED_CALLS[method](conn))
    assert error.kind is AgentErrorKind.NOT_FOUND
    assert error.code == code
    assert "s1" in error.message


@pytest.mark.parametrize("method", ["session/load", "session/resume", "session/close", "session/list"])
async def test_method_not_found_from_the_agent_means_unsupported(method: str) -> None:
    fake = FakeAgent()
    fake.add_session("s1")
    fake.fail(method, -32601, "Method not found")
    async with connect(fake) as conn:
        await conn.initialize()
        error = await agent_error(GATED_CALLS[method](conn))
    assert error.kind is AgentErrorKind.UNSUPPORTED


async def test_another_error_on_new_session_is_refused_not_not_found() -> None:
    fake = FakeAgent()
    fake.fail("session/new", -32603, "disk full")
    async with connect(fake) as conn:
        await conn.initialize()
        error = await agent_error(conn.new_session(CWD))
    assert error.kind is AgentErrorKind.REFUSED
    assert "disk full" in error.message


# -- session/list -----------------------------------------------------------------------------------


@pytest.mark.parametrize("answer", [None, [], "sessions"])
async def test_a_list_answer_that_is_not_an_object_is_a_protocol_error(answer: Any) -> None:
    fake = FakeAgent()

    async def bad_list(params: Any) -> Any:
        return answer

    fake.on("session/list", bad_list)
    async with connect(fake) as conn:
        await conn.initialize()
        error = await agent_error(conn.list_sessions())
        assert conn.alive
    assert error.kind is AgentErrorKind.PROTOCOL
    assert "session/list" in error.message


async def test_list_pages_with_the_agents_cursor() -> None:
    fake = FakeAgent(page_size=2)
    for n in range(5):
        fake.add_session(f"s{n}", cwd=CWD, title=f"Session {n}")
    async with connect(fake) as conn:
        await conn.initialize()
        first = await conn.list_sessions(cwd=CWD)
        second = await conn.list_sessions(cwd=CWD, cursor=first.next_cursor)
        third = await conn.list_sessions(cwd=CWD, cursor=second.next_cursor)
    assert [session_id for session_id, *_ in first.sessions] == ["s0", "s1"]
    assert [session_id for session_id, *_ in second.sessions] == ["s2", "s3"]
    assert [session_id for session_id, *_ in third.sessions] == ["s4"]
    assert third.next_cursor is None
    sent = [params for method, params in fake.requests if method == "session/list"]
    assert sent == [{"cwd": CWD}, {"cwd": CWD, "cursor": "2"}, {"cwd": CWD, "cursor": "4"}]
    assert first.sessions[0][2] == "Session 0"  # (sessionId, cwd, title, …): session_page.ListedSession


async def test_list_skips_invalid_sessions_instead_of_failing(caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING, logger="acp_bridge.acp.connection")
    fake = FakeAgent()

    async def messy(params: Any) -> Any:
        return {"sessions": [{"sessionId": "ok", "cwd": CWD}, {"cwd": CWD}, {"sessionId": 5}, "junk"]}

    fake.on("session/list", messy)
    async with connect(fake) as conn:
        await conn.initialize()
        result = await conn.list_sessions()
    assert [session_id for session_id, *_ in result.sessions] == ["ok"]
    skipped = [r.getMessage() for r in caplog.records if "skipped an invalid SessionInfo" in r.getMessage()]
    assert len(skipped) == 3 and skipped[-1].endswith("a string instead of an object")


@pytest.mark.parametrize(("answer", "said"), [
    ({}, "without `sessions`"), ({"sessions": "nope"}, "with `sessions` that is not a list"),
])
async def test_a_page_without_its_list_of_sessions_reads_as_none_and_says_so(
    caplog: pytest.LogCaptureFixture, answer: dict[str, Any], said: str
) -> None:
    caplog.set_level(logging.WARNING, logger="acp_bridge.acp.connection")
    fake = FakeAgent()

    async def out_of_spec(params: Any) -> Any:
        return answer

    fake.on("session/list", out_of_spec)
    async with connect(fake) as conn:
        await conn.initialize()
        result = await conn.list_sessions()
    assert result.sessions == [] and result.next_cursor is None
    assert [r.getMessage() for r in caplog.records] == [
        f"fake-agent answered session/list {said}: read as no sessions"
    ]


# -- arguments --------------------------------------------------------------------------------------

RELATIVE_CALLS = {
    "new": lambda c: c.new_session("project"),
    "load": lambda c: c.load_session("s1", "./project"),
    "resume": lambda c: c.resume_session("s1", "project"),
    "fork": lambda c: c.fork_session("s1", ""),
    "list": lambda c: c.list_sessions(cwd="project"),
    "additional": lambda c: c.new_session(CWD, additional_directories=["../other"]),
}


@pytest.mark.parametrize("call", sorted(RELATIVE_CALLS))
async def test_a_relative_path_is_invalid_before_anything_is_sent(call: str) -> None:
    fake = FakeAgent()
    fake.add_session("s1")
    async with connect(fake) as conn:
        await conn.initialize()
        error = await agent_error(RELATIVE_CALLS[call](conn))
    assert error.kind is AgentErrorKind.INVALID_ARGUMENT
    assert "absolute" in error.message
    assert fake.received_methods() == ["initialize"]


@pytest.mark.parametrize("advertised", [True, False])
async def test_additional_directories_are_sent_only_when_advertised(advertised: bool) -> None:
    capabilities = V1_ALL if advertised else {"loadSession": True, "sessionCapabilities": {"resume": {}}}
    fake = FakeAgent(capabilities=capabilities)
    fake.add_session("s1")
    async with connect(fake) as conn:
        await conn.initialize()
        await conn.new_session(CWD, additional_directories=["/srv/shared"])
        await conn.load_session("s1", CWD, additional_directories=["/srv/shared"])
        await conn.resume_session("s1", CWD, additional_directories=["/srv/shared"])
    for method, params in fake.requests[1:]:
        assert ("additionalDirectories" in params) is advertised, method
        if advertised:
            assert params["additionalDirectories"] == ["/srv/shared"]
    assert conn.client.roots("s1")[1:] == ((Path("/srv/shared"),) if advertised else ())


async def test_new_session_sends_cwd_and_mcp_servers_and_returns_the_id() -> None:
    fake = FakeAgent()
    server = {"name": "fs", "command": "/bin/mcp", "args": [], "env": []}
    async with connect(fake) as conn:
        await conn.initialize()
        session_id = await conn.new_session(CWD, mcp_servers=[server])
    assert session_id == "sess-1"
    assert fake.requests[1] == ("session/new", {"cwd": CWD, "mcpServers": [server]})


async def test_new_session_without_a_session_id_is_a_protocol_error() -> None:
    fake = FakeAgent()

    async def no_id(params: Any) -> Any:
        return {"id": "not-the-field"}

    fake.on("session/new", no_id)
    async with connect(fake) as conn:
        await conn.initialize()
        error = await agent_error(conn.new_session(CWD))
    assert error.kind is AgentErrorKind.PROTOCOL


# -- load -------------------------------------------------------------------------------------------


async def test_load_replays_into_the_sink_before_returning_and_later_updates_follow_in_order() -> None:
    fake = FakeAgent()
    fake.add_session("s1", updates=[text_chunk(f"replay {n}") for n in range(3)])
    sink = Sink()
    async with connect(fake) as conn:
        conn.add_update_sink(sink)
        await conn.initialize()
        result = await conn.load_session("s1", CWD)
        assert sink.texts() == ["replay 0", "replay 1", "replay 2"]
        # Updates after the response (usage, commands, late replay) keep arriving, in order.
        await fake.send_update("s1", text_chunk("after 0"))
        await fake.send_update("s1", text_chunk("after 1"))
        with anyio.fail_after(2):
            while len(sink.updates) < 5:
                await anyio.sleep(0.001)
    assert result == {}
    assert sink.texts() == ["replay 0", "replay 1", "replay 2", "after 0", "after 1"]
    assert {session for session, _ in sink.updates} == {"s1"}
    load = fake.requests[1]
    assert load == ("session/load", {"cwd": CWD, "mcpServers": [], "sessionId": "s1"})


async def test_malformed_session_updates_are_dropped_and_the_rest_still_arrive() -> None:
    fake = FakeAgent()

    async def load(params: Any) -> Any:
        assert fake.peer is not None
        await fake.peer.notify("session/update", None)
        await fake.peer.notify("session/update", {"sessionId": 5, "update": {}})
        await fake.peer.notify("session/update", {"sessionId": "s1", "update": "text"})
        await fake.send_update("s1", text_chunk("good"))
        return {}

    fake.on("session/load", load)
    sink = Sink()
    async with connect(fake) as conn:
        conn.add_update_sink(sink)
        await conn.initialize()
        await conn.load_session("s1", CWD)
    assert sink.texts() == ["good"]


async def test_the_load_watchdog_fires_when_the_agent_goes_silent() -> None:
    fake = FakeAgent()
    handler_cancelled = anyio.Event()

    async def stalls(params: Any) -> Any:
        await fake.send_update("s1", text_chunk("first"))
        try:
            await anyio.sleep_forever()
        finally:
            handler_cancelled.set()

    fake.on("session/load", stalls)
    sink = Sink()
    async with connect(fake) as conn:
        conn.add_update_sink(sink)
        await conn.initialize()
        start = anyio.current_time()
        error = await agent_error(conn.load_session("s1", CWD, idle_timeout=0.2))
        elapsed = anyio.current_time() - start
        with anyio.fail_after(2):
            await handler_cancelled.wait()  # the agent was told with $/cancel_request
        assert conn.alive
    assert error.kind is AgentErrorKind.TIMEOUT
    assert "s1" in error.message and "without a replayed update" in error.message
    assert 0.2 <= elapsed < 1.5
    assert sink.texts() == ["first"]  # what arrived is kept


async def test_the_load_watchdog_does_not_fire_while_updates_keep_coming() -> None:
    fake = FakeAgent()

    async def slow_replay(params: Any) -> Any:
        for n in range(12):
            await fake.send_update("s1", text_chunk(f"u{n}"))
            await anyio.sleep(0.05)
        return {"done": True}

    fake.on("session/load", slow_replay)
    sink = Sink()
    async with connect(fake) as conn:
        conn.add_update_sink(sink)
        await conn.initialize()
        result = await conn.load_session("s1", CWD, idle_timeout=0.25)
    assert result == {"done": True}
    assert len(sink.updates) == 12


async def test_agent_exit_during_a_load_is_exited_with_the_exit_description() -> None:
    async def close_reason() -> RpcFailure:
        return ConnectionClosed("agent exited (code 3): crashed during replay")

    fake = FakeAgent()
    sink = Sink()
    async with link(fake, close_reason=close_reason) as wired:

        async def crashes(params: Any) -> Any:
            await fake.send_update("s1", text_chunk("one"))
            await wired.agent_exits()
            await anyio.sleep_forever()

        fake.on("session/load", crashes)
        conn = wired.connection
        conn.add_update_sink(sink)
        await conn.initialize()
        with anyio.fail_after(2):
            error = await agent_error(conn.load_session("s1", CWD))
        assert not conn.alive
    assert error.kind is AgentErrorKind.EXITED
    assert error.message == "agent exited (code 3): crashed during replay"
    assert sink.texts() == ["one"]


async def test_agent_process_crash_during_a_load_is_exited_with_its_stderr() -> None:
    argv = [sys.executable, str(MISBEHAVING_AGENT), "--updates", "5", "--exit-after-updates", "2"]
    sink = Sink()
    async with anyio.create_task_group() as tg:
        conn = await AgentConnection.spawn(tg, "crashy", argv)
        try:
            conn.add_update_sink(sink)
            await conn.initialize()
            with anyio.fail_after(10):
                error = await agent_error(conn.load_session("s1", "/tmp"))
        finally:
            await conn.aclose()
    assert error.kind is AgentErrorKind.EXITED
    assert error.message.startswith("agent crashy exited (code 3)")
    assert "crashed during replay" in error.message
    assert sink.texts() == ["update 0", "update 1"]


async def test_a_v2_agent_is_replayed_with_resume_from_the_start() -> None:
    fake = FakeAgent(protocol_version=2, capabilities={"session": {}})
    fake.add_session("s1", updates=[text_chunk("from v2")])
    sink = Sink()
    async with connect(fake) as conn:
        conn.add_update_sink(sink)
        await conn.initialize(protocol_version=2)
        await conn.load_session("s1", CWD)
    method, params = fake.requests[1]
    assert method == "session/resume"
    assert params["replayFrom"] == {"type": "start"}
    assert sink.texts() == ["from v2"]


# -- other session methods --------------------------------------------------------------------------


async def test_resume_close_delete_and_fork_reach_the_agent() -> None:
    fake = FakeAgent()
    fake.add_session("s1", cwd=CWD)
    async with connect(fake) as conn:
        await conn.initialize()
        assert await conn.resume_session("s1", CWD) == {}
        fork = await conn.fork_session("s1", CWD)
        await conn.close_session("s1")
        await conn.delete_session(fork)
        assert conn.client.roots("s1") == ()  # closed: its roots are forgotten
    assert fake.methods()[1:] == ["session/resume", "session/fork", "session/close", "session/delete"]
    assert fork == "s1-fork"
    assert "s1-fork" not in fake.sessions


async def test_prompt_returns_the_stop_reason_and_cancel_is_a_notification() -> None:
    fake = FakeAgent()
    async with connect(fake) as conn:
        await conn.initialize()
        session_id = await conn.new_session(CWD)
        assert await conn.prompt(session_id, [{"type": "text", "text": "hi"}]) == "end_turn"
        await conn.cancel(session_id)
        await conn.new_session(CWD)  # a round trip: the notification has arrived by now
    assert fake.notifications == [("session/cancel", {"sessionId": session_id})]


# -- the client role over the wire ------------------------------------------------------------------


async def test_the_agent_reads_files_of_its_session_and_nothing_else(tmp_path: Path) -> None:
    (tmp_path / "inside.txt").write_text("hello\n")
    fake = FakeAgent()
    async with connect(fake) as conn:
        await conn.initialize()
        session_id = await conn.new_session(str(tmp_path))
        answer = await fake.call_client(
            "fs/read_text_file", {"sessionId": session_id, "path": str(tmp_path / "inside.txt")}
        )
        assert answer == {"content": "hello\n"}
        with pytest.raises(JsonRpcError) as outside:
            await fake.call_client("fs/read_text_file", {"sessionId": session_id, "path": "/etc/passwd"})
        assert outside.value.code == -32602
        await fake.call_client(
            "fs/write_text_file",
            {"sessionId": session_id, "path": str(tmp_path / "out.txt"), "content": "written"},
        )
        with pytest.raises(JsonRpcError) as terminal:
            await fake.call_client("terminal/create", {"sessionId": session_id, "command": "ls"})
        assert terminal.value.code == -32601
    assert (tmp_path / "out.txt").read_text() == "written"


async def test_a_permission_request_over_the_wire_is_answered_by_the_asker() -> None:
    class AllowOnce:
        async def ask(self, request: Any) -> str | None:
            return "allow"

    fake = FakeAgent()
    request = {
        "sessionId": "s1",
        "toolCall": {"toolCallId": "t1"},
        "options": [{"optionId": "allow", "name": "Allow", "kind": "allow_once"}],
    }
    async with connect(fake, client=ClientRole(AllowOnce())) as conn:
        await conn.initialize()
        answer = await fake.call_client("session/request_permission", request)
    assert answer == {"outcome": {"outcome": "selected", "optionId": "allow"}}


async def test_a_real_agent_writing_junk_between_answers_still_works() -> None:
    argv = [sys.executable, str(MISBEHAVING_AGENT), "--malformed", "--huge-line", "2"]
    sink = Sink()
    async with anyio.create_task_group() as tg:
        conn = await AgentConnection.spawn(tg, "junky", argv)
        try:
            conn.add_update_sink(sink)
            with anyio.fail_after(10):
                await conn.initialize()
                listing = await conn.list_sessions()
                await conn.load_session("s1", "/tmp")
                assert conn.alive
        finally:
            await conn.aclose()
    assert [session_id for session_id, *_ in listing.sessions] == ["s1"]
    texts = sink.texts()
    assert len(texts[0]) == 2 * 1024 * 1024  # the 2 MiB update came through whole
    assert texts[1:] == ["update 0", "update 1", "update 2"]


async def test_a_real_agent_that_never_answers_times_out_and_is_told_so() -> None:
    argv = [sys.executable, str(MISBEHAVING_AGENT), "--hang", "session/list"]
    async with anyio.create_task_group() as tg:
        conn = await AgentConnection.spawn(tg, "mute", argv)
        try:
            await conn.initialize()
            with pytest.raises(RequestTimeout):
                await conn.peer.request("session/list", {}, timeout=0.2)
            assert conn.alive  # the connection survives a timeout
            assert (await conn.new_session("/tmp")) == "new-1"
        finally:
            await conn.aclose()
