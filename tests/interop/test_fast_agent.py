"""fast-agent-mcp 0.10.x (`fast-agent acp --model passthrough`) through the acp-bridge CLI, on a
fabricated <workspace>/.fast-agent/sessions store whose session/list pages hold 2 sessions."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import ClassVar

import anyio
import pytest

from acp_bridge.agent_handle import AgentHandle
from acp_bridge.config import AgentConfig
from acp_bridge.sessions.entries import MessageEntry
from interop.agents import FabricatedAgent, fabricate_fast_agent
from interop.clirun import explain, no_complete_transcript, no_traceback, run_cli
from interop.contract import AgentContract

pytestmark = [pytest.mark.interop, pytest.mark.slow]
AGENT = "fast-agent"


@pytest.fixture(scope="module")
def fab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[FabricatedAgent]:
    yield fabricate_fast_agent(tmp_path_factory.mktemp("fast-agent"), page_size=2)


class TestFastAgent(AgentContract):
    AGENT = AGENT
    SESSION_KEYS = ("flaky", "arch", "resume")
    CAPABILITIES: ClassVar[dict[str, bool]] = {
        "list": True,
        "load": True,
        "resume": True,
        "close": False,
        "fork": False,
        "delete": False,
        "additionalDirectories": False,
    }
    IDENTITY = ("fast-agent", "0.10.46")
    FIRST_PAGE = 2  # the fabricated fastagent.config.yaml sets session_history_window: 2

    def test_show_from_another_folder_is_not_found(
        self, fab: FabricatedAgent, tmp_path_factory: pytest.TempPathFactory
    ) -> None:
        # fast-agent finds sessions in the session's workspace only (-32002 elsewhere).
        elsewhere = tmp_path_factory.mktemp("fast-agent-elsewhere")
        proc = run_cli(fab, "show", fab.sessions[0].session_id, "--cwd", str(elsewhere), "--format", "json")
        assert proc.returncode == 1, explain(proc)
        assert "not found" in proc.stderr.lower(), explain(proc)
        assert no_complete_transcript(proc), explain(proc)
        assert no_traceback(proc), explain(proc)


@pytest.mark.anyio
async def test_live_prompt_with_passthrough_model(tmp_path: Path) -> None:
    """The one real agent that answers prompts offline: its passthrough model echoes the prompt. The
    prompt, the reply and the new session show up in the bridge as a user would see them. (Its own
    store: a prompt makes fast-agent prune old sessions beyond its history window.)"""
    fab = fabricate_fast_agent(tmp_path, page_size=None)
    config = AgentConfig(id="fast-agent", command=fab.argv, env=fab.env, cwd=fab.cwd)
    async with anyio.create_task_group() as tg:
        agent = AgentHandle(config, tg)
        try:
            record = await agent.new_session(fab.cwd)
            stop = await agent.prompt(record.session_id, "Summarise the flaky test, please")
            assert stop == "end_turn"
            await anyio.sleep(0.3)  # the reply's updates may trail the response
            transcript = agent.transcripts[record.session_id]
            messages = [(e.role, e.text) for e in transcript.entries if isinstance(e, MessageEntry)]
            assert messages[0] == ("user", "Summarise the flaky test, please")
            assert ("agent", "Summarise the flaky test, please") in messages[1:]
            assert len([m for m in messages if m[0] == "user"]) == 1, "the prompt is shown once"
            listed = await agent.listing.all(fab.cwd)
            assert record.session_id in [s.session_id for s in listed.sessions]
        finally:
            await agent.stop()
            tg.cancel_scope.cancel()
