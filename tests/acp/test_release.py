"""`AgentHandle.release`: a transcript nobody shows is let go, but never while its updates are still
arriving (a replay, a prompt turn), and what went is replayed again by the next load."""

from __future__ import annotations

from pathlib import Path

import anyio
import pytest

from acp_bridge.agent_handle import AgentHandle
from acp_bridge.config import AgentConfig
from acp_bridge.sessions.transcript import Transcript
from acp_bridge.sessions.whole_markdown import render_markdown
from tests.fakes.demo import demo_agent_argv

pytestmark = pytest.mark.anyio


async def test_kept_while_replaying_let_go_after_and_loaded_again(tmp_path: Path) -> None:
    workspace = tmp_path / "ws"
    workspace.mkdir()
    config = AgentConfig(id="demo", command=demo_agent_argv(tmp_path / "store", workspace, seed=3))
    async with anyio.create_task_group() as tg:
        agent = AgentHandle(config, tg)
        session_id = (await agent.listing.all(None)).sessions[0].session_id
        during_replay: list[bool] = []

        def started(_transcript: Transcript) -> None:
            during_replay.append(agent.release(session_id))

        first = await agent.load(session_id, fallback_cwd=str(workspace), on_started=started, settle=True)
        assert during_replay == [False] and agent.transcripts[session_id] is first
        text = render_markdown(first)
        assert agent.release(session_id) is True
        assert session_id not in agent.transcripts
        assert agent.release(session_id) is False, "nothing left to let go"
        again = await agent.load(session_id, fallback_cwd=str(workspace), settle=True)
        assert again is not first and render_markdown(again) == text
        await agent.stop()
        tg.cancel_scope.cancel()


async def test_kept_while_a_prompt_turn_runs(tmp_path: Path) -> None:
    workspace = tmp_path / "ws"
    workspace.mkdir()
    argv = demo_agent_argv(tmp_path / "store", workspace, seed=None, delay_ms=1000)
    async with anyio.create_task_group() as tg:
        agent = AgentHandle(AgentConfig(id="demo", command=argv), tg)
        record = await agent.new_session(str(workspace))
        sid = record.session_id
        done = anyio.Event()

        async def turn() -> None:
            await agent.prompt(sid, "Hello")
            done.set()

        tg.start_soon(turn)
        with anyio.fail_after(10):
            while sid not in agent.running_prompts:
                await anyio.sleep(0.01)
        assert agent.release(sid) is False and sid in agent.transcripts
        with anyio.fail_after(30):
            await done.wait()
        assert agent.release(sid) is True
        await agent.stop()
        tg.cancel_scope.cancel()
