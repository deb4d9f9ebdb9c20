"""Listing every session pauses the cyclic collector, like a replay (session_listing.py, gcpause.py):
paging only adds live records and drops acyclic pages, and ~100 collections per 10,000 sessions
found nothing while costing a third of the time (docs/performance.md)."""

from __future__ import annotations

import gc
from pathlib import Path

import anyio
import pytest

from acp_bridge import gcpause
from acp_bridge.agent_handle import AgentHandle
from acp_bridge.config import AgentConfig
from tests.fakes.demo import demo_agent_argv


@pytest.mark.anyio
async def test_list_all_pages_with_the_collector_paused_and_turns_it_back_on(tmp_path: Path) -> None:
    workspace = tmp_path / "ws"
    workspace.mkdir()
    collector_on_at_each_list: list[bool] = []

    def tracer(direction: str, line: bytes) -> None:
        if direction == "send" and b'"session/list"' in line:
            collector_on_at_each_list.append(gc.isenabled())

    config = AgentConfig(id="demo", command=demo_agent_argv(tmp_path / "store", workspace, seed=120))
    gc.enable()
    try:
        async with anyio.create_task_group() as tg:
            agent = AgentHandle(config, tg, tracer=tracer)
            listing = await agent.listing.all(None)
            assert len(listing.sessions) == 120
            paged = list(collector_on_at_each_list)
            assert len(paged) > 1 and not any(paged), "every page of listing.all is fetched while paused"
            assert gc.isenabled() and gcpause.depth() == 0, "on again afterwards"
            await agent.listing.first_page(None)
            assert collector_on_at_each_list[-1] is True, "a single page does not pause it"
            await agent.stop()
            tg.cancel_scope.cancel()
    finally:
        gc.enable()
