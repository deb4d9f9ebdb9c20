"""`AgentHandle.list_all`: every page of a listing, each next page asked for before the last one is
merged (the agent prepares it meanwhile), and the same complete listing when something else
refreshes the list in the middle."""

from __future__ import annotations

from pathlib import Path

import anyio
import pytest

from acp_bridge.agent_handle import AgentHandle
from acp_bridge.config import AgentConfig
from acp_bridge.demo_agent.store import PAGE_SIZE
from tests.fakes.demo import demo_agent_argv

pytestmark = pytest.mark.anyio

SESSIONS = 2 * PAGE_SIZE + 20  # three pages


def _config(tmp_path: Path) -> AgentConfig:
    workspace = tmp_path / "ws"
    workspace.mkdir(exist_ok=True)
    return AgentConfig(id="demo", command=demo_agent_argv(tmp_path / "store", workspace, seed=SESSIONS))


async def test_each_next_page_is_asked_for_before_the_last_one_is_merged(tmp_path: Path) -> None:
    merged_when_asked: list[int] = []
    agent: AgentHandle | None = None

    def tracer(direction: str, line: bytes) -> None:
        if direction == "send" and b'"session/list"' in line and agent is not None:
            merged_when_asked.append(len(agent.registry))

    async with anyio.create_task_group() as tg:
        agent = AgentHandle(_config(tmp_path), tg, tracer=tracer)
        listing = await agent.list_all(None)
        await agent.stop()
        tg.cancel_scope.cancel()
    assert len({r.session_id for r in listing.sessions}) == len(listing.sessions) == SESSIONS
    # Page 2 is asked for while page 1 is still unmerged, page 3 while page 2 is.
    assert merged_when_asked == [0, 0, PAGE_SIZE]


async def test_a_refresh_while_it_pages_still_ends_with_every_session(tmp_path: Path) -> None:
    """The tree refreshes its first page while `list_all` pages (the LSP server serves both): the
    page `list_all` asked for is stale then, and it goes on from the fresh listing's cursor."""
    asked = 0
    agent: AgentHandle | None = None

    async with anyio.create_task_group() as tg:

        def tracer(direction: str, line: bytes) -> None:
            nonlocal asked
            if direction == "send" and b'"session/list"' in line and agent is not None:
                asked += 1
                if asked == 2:  # page 1 is in: a refresh starts as the listing goes on
                    tg.start_soon(agent.list_first_page, None)

        agent = AgentHandle(_config(tmp_path), tg, tracer=tracer)
        listing = await agent.list_all(None)
        ids = [r.session_id for r in listing.sessions]
        assert len(set(ids)) == len(ids) == SESSIONS
        assert asked > 4, "the refresh's page, and the pages after it, were asked for"
        assert not agent.registry.list_state(None).has_more
        await agent.stop()
        tg.cancel_scope.cancel()
