"""Every message the bridge and the reference agent exchange validates against the official v1 schema."""

from __future__ import annotations

from pathlib import Path

import anyio
import pytest

from acp_bridge.acp import ClientRole
from acp_bridge.acp.client_role import PermissionRequest
from acp_bridge.acp.lenient import convert_leniently
from acp_bridge.acp.schema import MAX_NAME_CHARS, InitializeResult
from acp_bridge.agent_handle import AgentHandle
from acp_bridge.config import AgentConfig
from tests.acp.schema_validation import AcpWireValidator
from tests.fakes.demo import demo_agent_argv


class AllowOnce:
    async def ask(self, request: PermissionRequest) -> str | None:
        return next(o.option_id for o in request.options if o.kind == "allow_once")


@pytest.mark.anyio
async def test_a_whole_session_lifecycle_is_schema_valid(tmp_path: Path) -> None:
    workspace = tmp_path / "ws"
    workspace.mkdir()
    (workspace / "notes.txt").write_text("hello from the workspace\n")
    store = tmp_path / "store"
    lines: list[tuple[str, bytes]] = []
    config = AgentConfig(id="demo", command=demo_agent_argv(store, workspace, seed=60))
    async with anyio.create_task_group() as tg:
        agent = AgentHandle(
            config,
            tg,
            client=ClientRole(AllowOnce()),
            tracer=lambda direction, line: lines.append((direction, bytes(line))),
        )
        listing = await agent.listing.all(None)
        assert len(listing.sessions) == 60
        await agent.listing.first_page(str(workspace))
        first = listing.sessions[0]
        await agent.load(first.session_id, fallback_cwd=str(workspace))
        await agent.resume(first.session_id, fallback_cwd=str(workspace))
        record = await agent.new_session(str(workspace))
        await agent.prompt(record.session_id, "Please look at the notes")
        await agent.prompt(record.session_id, f"/fs-read {workspace / 'notes.txt'}")
        await agent.prompt(record.session_id, f"/fs-write {workspace / 'out.txt'} written by the agent")
        await agent.prompt(record.session_id, "/fs-read /etc/passwd")
        await agent.prompt(record.session_id, "/permission")
        await agent.close(record.session_id)
        await agent.delete(first.session_id)
        await agent.stop()
        tg.cancel_scope.cancel()

    assert (workspace / "out.txt").read_text() == "written by the agent"
    validator = AcpWireValidator()
    for direction, line in lines:
        validator.check_line("client" if direction == "send" else "agent", line)
    assert validator.checked == len(lines) > 50
    sent = b"\n".join(line for direction, line in lines if direction == "send")
    for method in (
        b"session/list",
        b"session/load",
        b"session/resume",
        b"session/new",
        b"session/prompt",
        b"session/close",
        b"session/delete",
    ):
        assert b'"method":"' + method + b'"' in sent, method
    # The agent's fs and permission requests were answered by the bridge (and validated above).
    received = b"\n".join(line for direction, line in lines if direction == "recv")
    for method in (b"fs/read_text_file", b"fs/write_text_file", b"session/request_permission"):
        assert method in received, method


def test_an_agents_name_title_and_version_are_cut_to_what_a_message_can_say() -> None:
    # They are said in every error and "waiting for" line: a 5 MB title made each of them 5 MB.
    info = {"name": "n" * 10_000, "title": "t" * 5_000_000, "version": "1.0"}
    result = convert_leniently({"protocolVersion": 1, "agentInfo": info}, InitializeResult)
    assert result.agent_info is not None
    assert len(result.agent_info.name) == len(result.agent_info.title or "") == MAX_NAME_CHARS
    assert result.agent_info.version == "1.0"
