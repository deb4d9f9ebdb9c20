"""`Bridge.read`: the whole transcript for a look at a session (`openReadOnly`) or an export, without
making it the active one. One decision for both: what is held is used when it is whole, a resume's
transcript (no replay) is replayed, a running load is joined, and a failed replay is tried again
by a look but written as it is by an export. The agent is the in-process fake."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import anyio
import pytest

from acp_bridge.acp import AgentError
from acp_bridge.app import Bridge
from acp_bridge.config import AgentConfig
from acp_bridge.jsonrpc import JsonRpcError
from acp_bridge.sessions.whole_markdown import render_markdown
from tests.acp.test_reopen_before_prompt import HISTORY, agent_with, attach, slowly_loading
from tests.fakes.fake_agent import FakeAgent, link

pytestmark = pytest.mark.anyio

WHERE = {"cwd": "/work", "fallback_cwd": "/work"}


@asynccontextmanager
async def bridge_on(fake: FakeAgent) -> AsyncIterator[Bridge]:
    """A bridge with one agent, "fake", whose running agent is `fake`."""
    async with anyio.create_task_group() as tg:
        bridge = Bridge(tg)
        await bridge.configure([AgentConfig(id="fake", command="unused")])
        handle = bridge.agent("fake")
        async with link(fake, client=handle.client) as wired:
            await attach(handle, wired.connection)
            yield bridge
        tg.cancel_scope.cancel()


async def test_a_whole_transcript_is_read_as_held_and_a_resumed_one_is_replayed_read_only() -> None:
    fake = agent_with(resume={}, close={}, load=True)
    async with bridge_on(fake) as bridge:
        loaded = await bridge.read("fake", "s1", **WHERE)
        assert "A shopping list." in render_markdown(loaded)
        assert await bridge.read("fake", "s1", **WHERE) is loaded
        assert fake.methods()[1:] == ["session/load"], "a whole transcript is not replayed again"

    fake = agent_with(resume={}, close={}, load=True)
    async with bridge_on(fake) as bridge:
        handle = bridge.agent("fake")
        await handle.resume("s1", fallback_cwd="/work")
        read = await bridge.read("fake", "s1", **WHERE)
        assert "A shopping list." in render_markdown(read)
        assert fake.methods()[1:] == ["session/resume", "session/load"]


async def test_a_read_while_the_session_loads_waits_for_the_whole_replay() -> None:
    fake, release = slowly_loading()
    async with bridge_on(fake) as bridge, anyio.create_task_group() as tg:
        handle = bridge.agent("fake")
        tg.start_soon(lambda: handle.load("s1", fallback_cwd="/work"))
        await anyio.wait_all_tasks_blocked()
        read: list[str] = []

        async def export() -> None:
            read.append(render_markdown(await bridge.read("fake", "s1", **WHERE, settle=True)))

        tg.start_soon(export)
        await anyio.wait_all_tasks_blocked()
        assert not read, "it waits for the replay running"
        release.set()
    assert "A shopping list." in read[0] and "incomplete" not in read[0].lower()
    assert fake.methods()[1:] == ["session/load"], "the running load is joined, not repeated"


async def test_a_failed_replay_is_tried_again_by_a_look_and_written_as_it_is_by_an_export() -> None:
    fake = agent_with(load=True)
    failing = {"fail": True}

    async def load_that_may_fail(params: Any) -> Any:
        await fake.send_update("s1", HISTORY[0])
        if failing["fail"]:
            raise JsonRpcError(-32603, "the store is locked")
        await fake.send_update("s1", HISTORY[1])
        return {}

    fake.on("session/load", load_that_may_fail)
    async with bridge_on(fake) as bridge:
        handle = bridge.agent("fake")
        with pytest.raises(AgentError, match="store is locked"):
            await handle.load("s1", fallback_cwd="/work")
        held = handle.transcripts["s1"]
        assert held.incomplete_reason is not None
        exported = await bridge.read("fake", "s1", **WHERE, settle=True, again_if_failed=False)
        assert exported is held and "What is in the notes?" in render_markdown(exported)
        assert fake.methods()[1:] == ["session/load"], "an export writes what arrived"
        failing["fail"] = False
        looked = await bridge.read("fake", "s1", **WHERE)
        assert "A shopping list." in render_markdown(looked) and looked.complete
        assert fake.methods()[1:] == ["session/load", "session/load"], "a look tries the replay again"


async def test_a_read_while_the_session_is_resumed_takes_what_is_held_and_replays_nothing() -> None:
    """A resume runs before a prompt (the agent restarted): a load after it would replay the session
    while the prompt's turn streams. What is held is read instead."""
    fake = agent_with(resume={}, close={}, load=True)
    release = fake.hang("session/resume")
    async with bridge_on(fake) as bridge, anyio.create_task_group() as tg:
        handle = bridge.agent("fake")
        loaded = await handle.load("s1", fallback_cwd="/work")
        tg.start_soon(lambda: handle.resume("s1", fallback_cwd="/work"))
        await anyio.wait_all_tasks_blocked()
        assert handle.setting_up("s1")
        with anyio.fail_after(5):
            read = await bridge.read("fake", "s1", **WHERE, settle=True)
        assert read is loaded and "A shopping list." in render_markdown(read)
        release.set()
    assert fake.methods()[1:] == ["session/load", "session/resume"], "no load while it resumes"


async def test_an_export_waits_for_the_replay_a_load_goes_on_with_after_its_answer() -> None:
    """Some agents answer `session/load` first and replay after it. The load returns at its answer;
    an export meanwhile wrote what had arrived (here nothing) instead of the session."""
    fake = agent_with(load=True)
    replay = anyio.Event()
    async with anyio.create_task_group() as agent_side:

        async def answer_then_replay(params: Any) -> Any:
            async def replay_later() -> None:
                await replay.wait()
                for update in HISTORY:
                    await fake.send_update("s1", update)

            agent_side.start_soon(replay_later)
            return {}

        fake.on("session/load", answer_then_replay)
        exported: list[str] = []
        async with bridge_on(fake) as bridge, anyio.create_task_group() as tg:
            loaded = await bridge.agent("fake").load("s1", fallback_cwd="/work")
            assert loaded.replaying and not loaded.entries, "answered; the replay is still to come"

            async def export() -> None:
                read = await bridge.read("fake", "s1", **WHERE, settle=True, again_if_failed=False)
                exported.append(render_markdown(read))

            tg.start_soon(export)
            await anyio.wait_all_tasks_blocked()
            assert not exported, "it waits for the replay"
            replay.set()
    assert "A shopping list." in exported[0] and "incomplete" not in exported[0].lower()
    assert fake.methods()[1:] == ["session/load"], "the load's replay is waited for, not repeated"
