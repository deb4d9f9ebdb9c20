"""`AgentLifecycle.adopt`: a handle takes its agent's process started before the handle existed (the
command line starts the agent first, so that its start overlaps the bridge's imports), and never
leaves one it did not take running."""

from __future__ import annotations

import argparse
from pathlib import Path

import anyio
import pytest

from acp_bridge.acp.process import AgentProcess
from acp_bridge.agent_handle import AgentHandle
from acp_bridge.config import AgentConfig
from tests.fakes.demo import demo_agent_argv

pytestmark = pytest.mark.anyio


async def test_the_first_start_takes_the_adopted_process_a_restart_starts_anew(tmp_path: Path) -> None:
    workspace = tmp_path / "ws"
    workspace.mkdir()
    config = AgentConfig(id="demo", command=demo_agent_argv(tmp_path / "store", workspace, seed=3))
    started = await AgentProcess.start(config.id, config.argv, env=config.env, cwd=config.cwd)
    async with anyio.create_task_group() as tg:
        agent = AgentHandle(config, tg)
        agent.adopt(started)
        listing = await agent.listing.all(None)
        assert len(listing.sessions) == 3
        connection = agent.connection
        assert connection is not None and connection.process is started, "no second agent was started"
        restarted = await agent.restart()
        assert restarted.process is not started and started.returncode is not None
        assert len((await agent.listing.all(None)).sessions) == 3
        await agent.stop()
        tg.cancel_scope.cancel()


async def test_stop_ends_an_adopted_process_that_was_never_taken(tmp_path: Path) -> None:
    config = AgentConfig(id="demo", command=demo_agent_argv(tmp_path / "store", None, seed=None))
    started = await AgentProcess.start(config.id, config.argv, env=config.env, cwd=config.cwd)
    async with anyio.create_task_group() as tg:
        agent = AgentHandle(config, tg)
        agent.adopt(started)
        await agent.stop()  # the command failed before it needed the agent
        assert started.returncode is not None
        tg.cancel_scope.cancel()


async def test_the_cli_stops_the_agent_it_started_if_it_fails_before_a_handle_has_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # `acp-bridge` starts the agent before it imports the core and makes the handle: whatever fails
    # in between must not leave the agent to the kernel's parent-death signal.
    from acp_bridge import cli

    config = AgentConfig(id="demo", command=demo_agent_argv(tmp_path / "store", None, seed=None))
    started: list[AgentProcess | None] = []
    start = cli._start_agent

    async def recorded(agent: AgentConfig) -> AgentProcess | None:
        started.append(await start(agent))
        return started[-1]

    def broken(*_args: object, **_kwargs: object) -> None:
        raise RuntimeError("the handle could not be made")

    monkeypatch.setattr(cli, "_start_agent", recorded)
    monkeypatch.setattr(AgentHandle, "__init__", broken)
    with pytest.raises(BaseException) as raised:  # from inside the task group: in a group, or not
        await cli._run(argparse.Namespace(command="list", cwd=str(tmp_path)), config)
    said = repr(raised.value) + repr(getattr(raised.value, "exceptions", ""))
    assert "the handle could not be made" in said
    process = started[0]
    assert process is not None and process.returncode is not None
