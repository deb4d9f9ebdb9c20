"""Protocol 2 (draft), end to end: negotiation, both draft capability shapes, replay through
`session/resume` + `replayFrom`, whole-message upserts, and prompt turns ended by `state_update`.

Every message the bridge and the reference agent exchange under protocol 2 is checked strictly
against the v2 schema (`V2Validator`, below); the few differences the intermediate draft has from
the schema are exempted by name, and so are the protocol-1 fields the bridge adds to `initialize`
for agents that answer 1.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import anyio
import pytest

from acp_bridge.acp import AgentError, AgentErrorKind, ClientRole
from acp_bridge.acp.client_role import PermissionRequest
from acp_bridge.acp.updates import AgentMessageChunk, PlanUpdate, Update
from acp_bridge.agent_handle import AgentHandle
from acp_bridge.config import AgentConfig
from acp_bridge.demo_agent import updates as u
from acp_bridge.demo_agent.store import SessionMeta, SessionStore
from acp_bridge.jsonrpc import METHOD_NOT_FOUND, JsonRpcError
from acp_bridge.sessions.whole_markdown import render_markdown
from tests.acp import schema_validation as sv
from tests.fakes.demo import demo_agent_argv
from tests.fakes.fake_agent import FakeAgent, connect, link

pytestmark = pytest.mark.anyio

V2_SCHEMA = Path(__file__).resolve().parents[1] / "fixtures" / "acp-schema" / "v2" / "schema.json"
#: What the intermediate draft (seed documents) has that the v2 schema does not.
INTERMEDIATE_MARKERS = ("load", "list", "resume", "close")
#: What the bridge adds to a protocol-2 `initialize` so that an agent answering 1 sees a v1 client.
V1_COMPAT_FIELDS = ("clientCapabilities", "clientInfo")


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


# -- strict v2 validation ---------------------------------------------------------------------------


def _strict_v2_schema() -> dict[str, Any]:
    """`schema_validation`'s strict closing, fixed for v2's nested tagged unions.

    The helper closes every `{properties: {tag}, allOf: [$ref T]}` wrapper. v2 nests such unions
    (`state_update` → `StateUpdate` → `{state: idle} + IdleStateUpdate`; `DiffChange` with its own
    properties around an `operation` union): closing the inner wrapper too rejects the outer one's
    tag. Only the outermost schema may close: inner wrappers (inside an open copy, or inside a type
    that has properties of its own and is closed itself) stay open."""
    schema = sv._close_objects(json.loads(V2_SCHEMA.read_text(encoding="utf-8")))
    for name, definition in schema["$defs"].items():
        if name.endswith(sv._OPEN_SUFFIX) or (isinstance(definition, dict) and "properties" in definition):
            for node in sv._walk(definition):
                if node is not definition and sv._is_ref_wrapper(node):
                    node.pop("unevaluatedProperties", None)
    return schema


class V2Validator(sv.AcpWireValidator):
    """Strict v2 validation of one connection; `intermediate` maps the draft's `session/load` onto
    `session/resume`'s types (same fields, no `replayFrom`) and drops its capability markers."""

    _schema_cache: dict[str, Any] | None = None

    def __init__(self, *, intermediate: bool = False) -> None:
        super().__init__(V2_SCHEMA, strict=False)
        if V2Validator._schema_cache is None:
            V2Validator._schema_cache = _strict_v2_schema()
        self._schema = V2Validator._schema_cache
        self._types = sv._types_by_method(self._schema["$defs"])
        self._validators = {}
        self.intermediate = intermediate
        if intermediate:
            self._types[("session/load", "Request")] = "ResumeSessionRequest"
            self._types[("session/load", "Response")] = "ResumeSessionResponse"

    def check(self, sender: sv.Side, message: dict[str, Any]) -> None:
        message = json.loads(json.dumps(message))
        params, result = message.get("params"), message.get("result")
        if message.get("method") == "initialize" and isinstance(params, dict):
            for key in V1_COMPAT_FIELDS:
                assert key in params, "offering 2, the bridge still describes itself as a v1 client"
                del params[key]
        if self.intermediate and isinstance(result, dict) and "capabilities" in result:
            session = result["capabilities"]["session"]
            assert all(session.pop(k) == {} for k in INTERMEDIATE_MARKERS)
        if message.get("method") == "session/update" and isinstance(params, dict):
            # The schema takes any unknown kind as a future one; ours must all be v2 kinds.
            kind = (params.get("update") or {}).get("sessionUpdate")
            if kind not in self.update_kinds:
                self._fail(sender, message, f"{kind!r} is not a protocol-2 session update")
        super().check(sender, message)

    @property
    def update_kinds(self) -> set[str]:
        branches = self._schema["$defs"]["SessionUpdate"]["anyOf"]
        return {
            b["properties"]["sessionUpdate"]["const"] for b in branches if "const" in str(b.get("properties"))
        }


def validate_v2(lines: Sequence[tuple[str, bytes]], *, intermediate: bool = False) -> int:
    validator = V2Validator(intermediate=intermediate)
    for direction, line in lines:
        validator.check_line("client" if direction == "send" else "agent", line)
    return validator.checked


def test_the_strict_v2_validator_still_catches_misspelt_and_missing_fields() -> None:
    validator = V2Validator()
    good = {"sessionUpdate": "state_update", "state": "idle", "stopReason": "end_turn"}
    validator.check("agent", _update(good))
    for bad in (
        {"sessionUpdate": "state_update", "state": "idle", "stopreason": "end_turn"},
        {"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": "no messageId"}},
        {"sessionUpdate": "tool_call", "toolCallId": "c1", "title": "v1 only"},
        {
            "sessionUpdate": "tool_call_update",
            "toolCallId": "c1",
            "content": [{"type": "diff", "path": "/a", "oldText": "x", "newText": "y"}],
        },
    ):
        with pytest.raises(sv.SchemaViolation):
            validator.check("agent", _update(bad))


def _update(update: dict[str, Any]) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "method": "session/update", "params": {"sessionId": "s", "update": update}}


# -- the connection: prompt turns end with a state_update ------------------------------------------


async def test_a_v2_prompt_ends_with_the_idle_state_update_not_with_the_acknowledgement() -> None:
    fake = FakeAgent(protocol_version=2, capabilities={"session": {}})
    finish = anyio.Event()

    async def prompt(params: Any) -> Any:
        async def turn() -> None:
            sid = params["sessionId"]
            await fake.send_update(sid, {"sessionUpdate": "state_update", "state": "running"})
            await fake.send_update(
                sid,
                {
                    "sessionUpdate": "agent_message_chunk",
                    "messageId": "m1",
                    "content": {"type": "text", "text": "thinking hard"},
                },
            )
            await finish.wait()
            await fake.send_update(
                sid, {"sessionUpdate": "state_update", "state": "idle", "stopReason": "max_tokens"}
            )

        tg.start_soon(turn)
        return {}

    fake.on("session/prompt", prompt)
    seen: list[Update] = []
    async with anyio.create_task_group() as tg, connect(fake) as conn:
        conn.add_update_sink(lambda _sid, update: seen.append(update))
        await conn.initialize(protocol_version=2)
        result: list[str] = []

        async def run() -> None:
            result.append(await conn.prompt("s1", [{"type": "text", "text": "hi"}]))

        tg.start_soon(run)
        with anyio.fail_after(5):
            while not seen:
                await anyio.sleep(0.01)
        await anyio.sleep(0.3)
        assert result == [], "the acknowledgement must not end the turn"
        finish.set()
        with anyio.fail_after(5):
            while not result:
                await anyio.sleep(0.01)
    assert result == ["max_tokens"]
    # The turn's state is the connection's business: the transcript never sees it.
    assert [type(s) for s in seen] == [AgentMessageChunk]


async def test_an_idle_update_that_overtakes_the_acknowledgement_still_ends_the_turn() -> None:
    fake = FakeAgent(protocol_version=2, capabilities={"session": {}})

    async def prompt(params: Any) -> Any:
        await fake.send_update(
            params["sessionId"], {"sessionUpdate": "state_update", "state": "idle", "stopReason": "refusal"}
        )
        return {}

    fake.on("session/prompt", prompt)
    async with connect(fake) as conn:
        await conn.initialize(protocol_version=2)
        with anyio.fail_after(5):
            assert await conn.prompt("s1", [{"type": "text", "text": "x"}]) == "refusal"


async def test_an_agent_that_exits_mid_turn_fails_the_prompt_instead_of_hanging() -> None:
    fake = FakeAgent(protocol_version=2, capabilities={"session": {}})

    async def prompt(params: Any) -> Any:
        return {}

    fake.on("session/prompt", prompt)
    async with link(fake) as wired:
        await wired.connection.initialize(protocol_version=2)
        async with anyio.create_task_group() as tg:
            tg.start_soon(wired.agent_exits)
            with anyio.fail_after(5), pytest.raises(AgentError) as caught:
                await wired.connection.prompt("s1", [{"type": "text", "text": "x"}])
    assert caught.value.kind is AgentErrorKind.EXITED


async def test_an_agent_answering_2_with_a_protocol_1_body_is_spoken_to_in_protocol_1() -> None:
    """fast-agent 0.10.46 echoes the offered version but answers (and behaves) in protocol 1."""
    fake = FakeAgent(
        initialize_result={
            "protocolVersion": 2,
            "agentCapabilities": {"loadSession": True, "sessionCapabilities": {"list": {}, "resume": {}}},
            "agentInfo": {"name": "fast-agent-acp", "version": "0.10.46"},
        }
    )
    async with connect(fake) as conn:
        features = await conn.initialize(protocol_version=2)
        assert (features.protocol_version, features.load, features.list) == (1, True, True)
        with anyio.fail_after(5):  # the response ends the turn, as in protocol 1
            assert await conn.prompt("s1", [{"type": "text", "text": "x"}]) == "end_turn"


async def test_v2_plans_reach_the_reducer_with_their_id_and_fs_calls_are_unknown_methods() -> None:
    fake = FakeAgent(protocol_version=2, capabilities={"session": {}})
    seen: list[Update] = []
    async with connect(fake) as conn:
        conn.add_update_sink(lambda _sid, update: seen.append(update))
        conn.client.set_roots("s1", ["/"])
        await conn.initialize(protocol_version=2)
        entries = [{"content": "Do it", "priority": "high", "status": "pending"}]
        await fake.send_update(
            "s1",
            {"sessionUpdate": "plan_update", "plan": {"type": "items", "planId": "p1", "entries": entries}},
        )
        # Protocol 2 has no client file system: the bridge must not serve it.
        with pytest.raises(JsonRpcError) as caught:
            await fake.call_client("fs/read_text_file", {"sessionId": "s1", "path": "/etc/hostname"})
    assert caught.value.code == METHOD_NOT_FOUND
    # Passed on as is: the reducer keys v2 plans by `planId` (several plans per turn).
    plan = {"type": "items", "planId": "p1", "entries": entries}
    assert seen == [PlanUpdate(plan=plan)]


# -- the reference agent, as a subprocess -----------------------------------------------------------


def demo_config(store: Path, workspace: Path, *args: str, seed: int = 6) -> AgentConfig:
    return AgentConfig(id="demo", command=demo_agent_argv(store, workspace, *args, seed=seed))


class AllowOnce:
    async def ask(self, request: PermissionRequest) -> str | None:
        self.title = request.display_title
        return next(o.option_id for o in request.options if o.kind == "allow_once")


@asynccontextmanager
async def agent_handle(
    config: AgentConfig, *, protocol: int, client: ClientRole | None = None
) -> AsyncIterator[tuple[AgentHandle, list[tuple[str, bytes]]]]:
    lines: list[tuple[str, bytes]] = []
    async with anyio.create_task_group() as tg:
        handle = AgentHandle(
            config,
            tg,
            client=client,
            protocol_version=protocol,
            tracer=lambda direction, line: lines.append((direction, bytes(line))),
        )
        try:
            yield handle, lines
        finally:
            await handle.stop()
            tg.cancel_scope.cancel()


def sent(lines: Sequence[tuple[str, bytes]], method: str) -> list[dict[str, Any]]:
    messages = [json.loads(line) for direction, line in lines if direction == "send"]
    return [m["params"] for m in messages if m.get("method") == method]


def received_updates(lines: Sequence[tuple[str, bytes]]) -> list[dict[str, Any]]:
    messages = [json.loads(line) for direction, line in lines if direction == "recv"]
    return [m["params"]["update"] for m in messages if m.get("method") == "session/update"]


async def test_a_v1_agent_offered_2_keeps_working_exactly_as_before(tmp_path: Path) -> None:
    workspace = tmp_path / "ws"
    workspace.mkdir()
    (workspace / "notes.txt").write_text("read through the bridge\n")
    config = demo_config(tmp_path / "store", workspace, "--protocol", "1")
    features = []
    for offered in (1, 2):
        async with agent_handle(config, protocol=offered) as (handle, lines):
            await handle.ensure_started()
            features.append(handle.features)
            record = await handle.new_session(str(workspace))
            assert await handle.prompt(record.session_id, f"/fs-read {workspace / 'notes.txt'}") == "end_turn"
            assert "read through the bridge" in render_markdown(handle.transcripts[record.session_id])
        assert sent(lines, "initialize")[0]["protocolVersion"] == offered
    assert features[0] == features[1]
    assert features[1].protocol_version == 1 and features[1].load


async def test_the_current_v2_draft_end_to_end_is_schema_valid(tmp_path: Path) -> None:
    workspace = tmp_path / "ws"
    workspace.mkdir()
    asker = AllowOnce()
    config = demo_config(tmp_path / "store", workspace, "--protocol", "2", "--v2-shape", "current")
    async with agent_handle(config, protocol=2, client=ClientRole(asker)) as (handle, lines):
        listing = await handle.listing.all(None)
        features = handle.features
        assert (features.protocol_version, features.resume_replays, features.load) == (2, True, False)
        assert len(listing.sessions) == 6
        first = listing.sessions[0].session_id
        transcript = await handle.load(first, fallback_cwd=str(workspace))
        assert transcript.complete and transcript.first_user_text()
        await handle.resume(first, fallback_cwd=str(workspace))
        record = await handle.new_session(str(workspace))
        assert await handle.prompt(record.session_id, "Tidy the notes") == "end_turn"
        assert await handle.prompt(record.session_id, "/permission") == "end_turn"

        async def cancel_soon() -> None:
            await anyio.sleep(0.3)
            await handle.cancel(record.session_id)

        async with anyio.create_task_group() as tg:
            tg.start_soon(cancel_soon)
            assert await handle.prompt(record.session_id, "/slow 20 a long one") == "cancelled"
        await handle.close(record.session_id)
        await handle.delete(first)
        text = render_markdown(handle.transcripts[record.session_id])

    assert asker.title == "Delete the build folder (demo: nothing is run)"
    assert "Permission outcome: selected `allow_once`." in text
    assert (
        text.count("## User") == 3
    )  # each prompt once: the `user_message` acknowledgements are not shown again
    assert "state_update" not in text and "plan_update" not in text
    loads = sent(lines, "session/resume")
    assert loads[0]["replayFrom"] == {"type": "start"} and "replayFrom" not in loads[1]
    assert not sent(lines, "session/load")
    kinds = {update["sessionUpdate"] for update in received_updates(lines)}
    assert {"user_message", "agent_message", "state_update", "plan_update", "tool_call_update"} <= kinds
    assert "tool_call" not in kinds
    assert validate_v2(lines) == len(lines) > 40


async def test_the_intermediate_v2_draft_loads_with_session_load(tmp_path: Path) -> None:
    workspace = tmp_path / "ws"
    workspace.mkdir()
    config = demo_config(tmp_path / "store", workspace, "--protocol", "2", "--v2-shape", "intermediate")
    async with agent_handle(config, protocol=2) as (handle, lines):
        listing = await handle.listing.all(None)
        features = handle.features
        assert (features.protocol_version, features.load, features.resume_replays) == (2, True, False)
        first = listing.sessions[0].session_id
        transcript = await handle.load(first, fallback_cwd=str(workspace))
        assert transcript.complete and transcript.first_user_text()
        await handle.resume(first, fallback_cwd=str(workspace))
        record = await handle.new_session(str(workspace))
        assert await handle.prompt(record.session_id, "/help") == "end_turn"
    assert [p["sessionId"] for p in sent(lines, "session/load")] == [first]
    assert "replayFrom" not in sent(lines, "session/resume")[0]
    assert validate_v2(lines, intermediate=True) == len(lines)


async def test_a_v2_replay_with_upserts_renders_the_same_transcript_as_v1_chunks(tmp_path: Path) -> None:
    """One stored session, replayed by a protocol-1 agent (chunks, `tool_call`, `plan`) and by a
    protocol-2 agent (whole-message upserts, `tool_call_update`, `plan_update`)."""
    workspace = tmp_path / "ws"
    workspace.mkdir()
    store_dir = tmp_path / "store"
    store = SessionStore(store_dir)
    now = u.now_iso()
    store.create(SessionMeta("sess_same", str(workspace), (), "Same either way", now, now))
    store.append(
        "sess_same",
        [
            u.user_chunk("m1", "Explain the importer "),
            u.user_chunk("m1", "and fix it"),
            u.thought_chunk("m2", "Look at "),
            u.thought_chunk("m2", "the parser first."),
            u.plan([("Read", "high", "pending"), ("Fix", "medium", "pending")]),
            u.agent_chunk("m3", "The importer "),
            u.agent_chunk("m3", "splits on commas, "),
            u.agent_chunk("m3", "even **quoted** ones."),
            u.tool_call("c1", "Run tests", "execute", raw_input={"command": "pytest"}),
            u.tool_update("c1", "in_progress"),
            u.tool_update("c1", "completed", [u.tool_text("3 passed")]),
            u.plan([("Read", "high", "completed"), ("Fix", "medium", "completed")]),
            u.agent_chunk("m4", "Fixed."),
            u.user_chunk("m5", "Thanks!"),
            u.agent_chunk("m6", "You're "),
            u.agent_chunk("m6", "welcome."),
        ],
    )
    rendered = {}
    for protocol in (1, 2):
        config = demo_config(store_dir, workspace, "--protocol", str(protocol), seed=0)
        async with agent_handle(config, protocol=protocol) as (handle, lines):
            transcript = await handle.load("sess_same", fallback_cwd=str(workspace))
            rendered[protocol] = render_markdown(transcript)
            kinds = [update["sessionUpdate"] for update in received_updates(lines)]
        if protocol == 1:
            assert kinds.count("agent_message_chunk") == 6 and "agent_message" not in kinds
        else:
            assert kinds.count("agent_message") == 3 and "agent_message_chunk" not in kinds
            assert kinds.count("user_message") == 2 and kinds.count("plan_update") == 2
            assert validate_v2(lines) == len(lines)
    assert "splits on commas, even" in rendered[1] and "3 passed" in rendered[1]
    assert rendered[2] == rendered[1]


async def test_v2_updates_without_content_or_with_replacing_content_render_like_their_v1_chunks() -> None:
    """The reducer's upsert rules, through the protocol-2 connection: an upsert replaces the chunks
    before it, a chunk appends to an upsert, an upsert without content changes nothing."""
    v1 = [
        {"sessionUpdate": "user_message_chunk", "messageId": "u", "content": {"type": "text", "text": "Hi"}},
        {
            "sessionUpdate": "agent_message_chunk",
            "messageId": "a",
            "content": {"type": "text", "text": "Fine"},
        },
        {
            "sessionUpdate": "agent_message_chunk",
            "messageId": "a",
            "content": {"type": "text", "text": ", thanks"},
        },
    ]
    v2 = [
        {"sessionUpdate": "user_message", "messageId": "u", "content": [{"type": "text", "text": "Hi"}]},
        {
            "sessionUpdate": "agent_message_chunk",
            "messageId": "a",
            "content": {"type": "text", "text": "Draf"},
        },
        {"sessionUpdate": "agent_message", "messageId": "a", "content": [{"type": "text", "text": "Fine"}]},
        {"sessionUpdate": "agent_message", "messageId": "a", "_meta": {"edited": True}},
        {
            "sessionUpdate": "agent_message_chunk",
            "messageId": "a",
            "content": {"type": "text", "text": ", thanks"},
        },
        {"sessionUpdate": "state_update", "state": "idle"},
    ]
    rendered = []
    for version, updates in ((1, v1), (2, v2)):
        fake = FakeAgent(protocol_version=version, capabilities={"session": {}} if version == 2 else None)
        fake.add_session("s1", cwd="/tmp", updates=updates)
        async with anyio.create_task_group() as tg:
            handle = AgentHandle(AgentConfig(id="x", command="unused"), tg, protocol_version=version)
            async with link(fake) as wired:
                handle._feed_from(wired.connection)
                await wired.connection.initialize(protocol_version=version)
                handle.connection = wired.connection
                transcript = handle._transcript("s1")
                transcript.begin_replay()
                await wired.connection.load_session("s1", "/tmp")
                transcript.end_replay()
                rendered.append(render_markdown(transcript))
            tg.cancel_scope.cancel()
    assert "Fine, thanks" in rendered[0]
    assert rendered[1] == rendered[0]


# -- protocol 2's tool output, terminals and diffs ---------------------------------------------------


def visible(markdown: str) -> list[str]:
    """What a reader sees, for comparing protocols: text outside fences, and fenced content; of a
    diff, only its changed lines (file headers and context depend on how the patch was made). Terminal
    notes are left out: their command and exit status are what protocol 2 adds."""
    out: list[str] = []
    fence: str | None = None
    is_diff = False
    for line in markdown.split("\n"):
        if fence is None:
            stripped = line.lstrip("`")
            if len(line) - len(stripped) >= 3:
                fence, is_diff = line[: len(line) - len(stripped)], stripped == "diff"
            elif line.strip() and not line.startswith("*Terminal*"):
                out.append(line)
        elif line == fence:
            fence = None
        elif not is_diff or (line[:1] in "+-" and line[:3] not in ("+++", "---")):
            out.append(f"| {line}")
    assert fence is None, "a fence is left open"
    return out


async def test_a_v2_replay_with_tool_output_a_terminal_and_a_diff_shows_what_v1_shows(tmp_path: Path) -> None:
    """One stored session, replayed under both protocols. Protocol 2 streams the read's output as
    `tool_call_content_chunk`s, runs the command in an agent-owned terminal (`terminal_update` with a
    snapshot, a `terminal_output_chunk` split inside a UTF-8 character, the exit status), and sends
    the edit as a v2 diff (`changes` + a `git_patch`): the transcript shows the same."""
    workspace = tmp_path / "ws"
    workspace.mkdir()
    store_dir = tmp_path / "store"
    store = SessionStore(store_dir)
    now = u.now_iso()
    path = str(workspace / "app.py")
    old, new = "def handler(request):\n    return process(request)\n", (
        "def handler(request):\n    validate(request)\n    return process(request)\n"
    )
    store.create(SessionMeta("sess_tools", str(workspace), (), "Tools either way", now, now))
    store.append(
        "sess_tools",
        [
            u.user_chunk("m1", "Validate requests, then run the tests"),
            u.tool_call("c1", "Read app.py", "read", path=path, raw_input={"path": path}),
            u.tool_update("c1", "completed", [u.tool_text("def handler(request):\n    ...")]),
            u.tool_call("c2", "Edit app.py", "edit", path=path, raw_input={"path": path}),
            u.tool_update("c2", "in_progress"),
            u.tool_update("c2", "completed", [u.diff(path, old, new), u.tool_text("Applied 1 edit")]),
            u.tool_call("c3", "Run pytest -q", "execute", raw_input={"command": "pytest -q"}),
            u.tool_update(
                "c3", "completed", [u.tool_text("..\n3 passed ✓ ```` fence")], raw_output={"exitCode": 0}
            ),
            u.agent_chunk("m2", "Done: requests are validated and the tests pass."),
        ],
    )
    rendered = {}
    for protocol in (1, 2):
        config = demo_config(store_dir, workspace, "--protocol", str(protocol), seed=0)
        async with agent_handle(config, protocol=protocol) as (handle, lines):
            transcript = await handle.load("sess_tools", fallback_cwd=str(workspace))
            rendered[protocol] = render_markdown(transcript)
            updates = received_updates(lines)
        if protocol == 2:
            kinds = [update["sessionUpdate"] for update in updates]
            assert kinds.count("tool_call_content_chunk") == 5  # 2 halves, a diff, 2 halves
            assert kinds.count("terminal_update") == 2 and kinds.count("terminal_output_chunk") == 1
            chunked = [up["content"] for up in updates if up["sessionUpdate"] == "tool_call_content_chunk"]
            diffs = [item for item in chunked if item["type"] == "diff"]
            assert diffs[0]["changes"] == [{"operation": "modify", "path": path, "fileType": "text"}]
            assert diffs[0]["patch"]["format"] == "git_patch" and "oldText" not in diffs[0]
            assert validate_v2(lines) == len(lines)
    v1, v2 = rendered[1], rendered[2]
    for text in (v1, v2):
        assert "+    validate(request)" in text and "..\n3 passed ✓ ```` fence" in text
        assert "def handler(request):\n    ...\n" in text and "Unknown update" not in text
    assert "Diff (malformed)" not in v2 and f"diff --git {path} {path}" in v2
    assert "*Terminal* `term_c3` · `pytest -q` · exit code 0" in v2
    assert visible(v2) == visible(v1)


async def test_every_seeded_session_replays_schema_valid_under_v2_nothing_unknown(tmp_path: Path) -> None:
    """The seed's edits (diffs) and commands (terminals) in protocol 2's shapes, all of them."""
    workspace = tmp_path / "ws"
    workspace.mkdir()
    config = demo_config(tmp_path / "store", workspace, "--protocol", "2", seed=12)
    async with agent_handle(config, protocol=2) as (handle, lines):
        listing = await handle.listing.all(None)
        texts = []
        for session in listing.sessions:
            transcript = await handle.load(session.session_id, fallback_cwd=str(workspace))
            texts.append(render_markdown(transcript))
    kinds = {update["sessionUpdate"] for update in received_updates(lines)}
    assert {"tool_call_content_chunk", "terminal_update", "terminal_output_chunk"} <= kinds
    assert validate_v2(lines) == len(lines)
    for text in texts:
        assert "Unknown update" not in text and "malformed" not in text
    assert any("*Terminal* `term_" in text for text in texts)
    assert any("```diff\ndiff --git" in text for text in texts)
