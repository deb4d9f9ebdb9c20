"""Tracing an agent's lines (the editor's `acpBridge.traceAcp`): `AgentHandle.set_tracer` reaches an
agent already running and one still starting, and no tracer at all means no line is offered to one."""

from __future__ import annotations

from pathlib import Path

import anyio
import pytest

from acp_bridge.agent_handle import AgentHandle
from acp_bridge.config import AgentConfig
from tests.fakes.demo import demo_agent_argv

pytestmark = pytest.mark.anyio


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


async def test_a_tracer_set_or_cleared_reaches_an_agent_running_or_starting(tmp_path: Path) -> None:
    seen: list[tuple[str, bytes]] = []

    def trace(direction: str, line: bytes) -> None:
        seen.append((direction, line))

    config = AgentConfig(id="demo", name="Demo", command=demo_agent_argv(tmp_path / "store", None, seed=None))
    async with anyio.create_task_group() as tg:
        handle = AgentHandle(config, tg, tracer=trace)
        try:
            # Cleared while the agent starts (its process is spawned with the tracer it had).
            starting = anyio.Event()

            async def start() -> None:
                await handle.ensure_started()
                starting.set()

            tg.start_soon(start)
            await anyio.sleep(0)  # the start is under way, not done: spawning takes longer
            assert handle.connection is None
            handle.set_tracer(None)
            await starting.wait()
            assert handle.connection is not None and handle.connection.peer.tracer is None
            traced = len(seen)
            await handle.listing.all(None)
            assert len(seen) == traced, "nothing traced once cleared"
            handle.set_tracer(trace)  # set again on the running agent: its next lines are traced
            await handle.listing.all(None)
            assert any(d == "send" and b"session/list" in line for d, line in seen[traced:])
            assert any(d == "recv" for d, _ in seen[traced:])
        finally:
            await handle.stop()
            tg.cancel_scope.cancel()
