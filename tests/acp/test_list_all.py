"""`SessionLister.all` (`AgentHandle.listing`): every page of a listing, each next page asked for
before the last one is merged (the agent prepares it meanwhile), and the same complete listing when
something else refreshes the list in the middle."""

from __future__ import annotations

import os
import signal
from pathlib import Path

import anyio
import pytest

from acp_bridge import listing_budget
from acp_bridge.acp import AgentError
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
        listing = await agent.listing.all(None)
        await agent.stop()
        tg.cancel_scope.cancel()
    assert len({r.session_id for r in listing.sessions}) == len(listing.sessions) == SESSIONS
    # Page 2 is asked for while page 1 is still unmerged, page 3 while page 2 is.
    assert merged_when_asked == [0, 0, PAGE_SIZE]


async def test_a_refresh_while_it_pages_still_ends_with_every_session(tmp_path: Path) -> None:
    """The tree refreshes its first page while `listing.all` pages (the LSP server serves both): the
    page `listing.all` asked for is stale then, and it goes on from the fresh listing's cursor."""
    asked = 0
    agent: AgentHandle | None = None

    async with anyio.create_task_group() as tg:

        def tracer(direction: str, line: bytes) -> None:
            nonlocal asked
            if direction == "send" and b'"session/list"' in line and agent is not None:
                asked += 1
                if asked == 2:  # page 1 is in: a refresh starts as the listing goes on
                    tg.start_soon(agent.listing.first_page, None)

        agent = AgentHandle(_config(tmp_path), tg, tracer=tracer)
        listing = await agent.listing.all(None)
        ids = [r.session_id for r in listing.sessions]
        assert len(set(ids)) == len(ids) == SESSIONS
        assert asked > 4, "the refresh's page, and the pages after it, were asked for"
        assert not agent.registry.list_state(None).has_more
        await agent.stop()
        tg.cancel_scope.cancel()


async def test_at_the_page_cap_no_page_is_asked_for_that_nobody_reads(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(listing_budget, "MAX_PAGES", 2)  # the first page and one more
    asked = 0

    def tracer(direction: str, line: bytes) -> None:
        nonlocal asked
        if direction == "send" and b'"session/list"' in line:
            asked += 1

    async with anyio.create_task_group() as tg:
        agent = AgentHandle(_config(tmp_path), tg, tracer=tracer)
        listing = await agent.listing.all(None)
        await agent.stop()
        tg.cancel_scope.cancel()
    assert asked == 2
    assert len(listing.sessions) == 2 * PAGE_SIZE and listing.has_more
    assert listing.stopped == "the listing stopped after 2 pages (its limit) while the agent had more"


def _nothing_pending(agent: AgentHandle) -> bool:
    """No request of the listing left waiting or abandoned."""
    assert agent.connection is not None
    peer = agent.connection.peer
    return not peer._waiters and not peer._abandoned


async def test_an_agent_that_dies_while_it_pages_fails_the_listing_and_keeps_what_was_listed(
    tmp_path: Path,
) -> None:
    asked = 0
    agent: AgentHandle | None = None

    def tracer(direction: str, line: bytes) -> None:
        nonlocal asked
        if direction == "send" and b'"session/list"' in line and agent is not None:
            asked += 1
            if asked == 2 and agent.connection is not None:  # page 2 asked for: the agent dies
                process = agent.connection.process
                assert process is not None
                os.kill(process.pid, signal.SIGKILL)

    async with anyio.create_task_group() as tg:
        agent = AgentHandle(_config(tmp_path), tg, tracer=tracer)
        with anyio.fail_after(10), pytest.raises(AgentError, match="killed"):
            await agent.listing.all(None)
        assert _nothing_pending(agent)
        assert len(agent.registry.sessions(None)) == PAGE_SIZE  # page 1 stays listed
        await agent.stop()
        tg.cancel_scope.cancel()


async def test_a_listing_cancelled_while_it_pages_leaves_the_agent_ready_to_list_again(
    tmp_path: Path,
) -> None:
    asked = 0
    scope = anyio.CancelScope()

    def tracer(direction: str, line: bytes) -> None:
        nonlocal asked
        if direction == "send" and b'"session/list"' in line:
            asked += 1
            if asked == 2:  # page 2 is on its way: the caller gives up
                scope.cancel()

    async with anyio.create_task_group() as tg:
        agent = AgentHandle(_config(tmp_path), tg, tracer=tracer)
        with anyio.fail_after(10), scope:
            await agent.listing.all(None)
        assert scope.cancelled_caught
        with anyio.fail_after(10):  # the page asked for comes: dropped, as its caller left
            while not _nothing_pending(agent):
                await anyio.sleep(0.01)
        listing = await agent.listing.all(None)
        assert len({r.session_id for r in listing.sessions}) == SESSIONS
        await agent.stop()
        tg.cancel_scope.cancel()
