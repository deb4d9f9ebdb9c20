"""`AgentHandle.prompt` sends `session/prompt` only to a session set up on the running agent process:
one closed since (or set up before the agent restarted) is reopened first, resumed when the agent
can, else loaded; an agent that can do neither gets no prompt, and the user a clear error (issue 37,
item 14). The agent is the in-process fake, with the capabilities each case needs."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import anyio
import pytest

from acp_bridge.acp import AgentError, AgentErrorKind, ClientRole
from acp_bridge.acp.client_role import CANCELLED
from acp_bridge.agent_handle import AgentHandle
from acp_bridge.config import AgentConfig
from acp_bridge.sessions.whole_markdown import render_markdown
from tests.fakes.fake_agent import FakeAgent, link, text_chunk

pytestmark = pytest.mark.anyio

HISTORY = [
    text_chunk("What is in the notes?", "user_message_chunk", messageId="u1"),
    text_chunk("A shopping list.", messageId="a1"),
]


def agent_with(**session_capabilities: Any) -> FakeAgent:
    load = session_capabilities.pop("load", False)
    capabilities: dict[str, Any] = {"sessionCapabilities": session_capabilities}
    if load:
        capabilities["loadSession"] = True
    fake = FakeAgent(capabilities=capabilities)
    fake.add_session("s1", cwd="/work", updates=HISTORY)
    return fake


@asynccontextmanager
async def handle_on(fake: FakeAgent, client: ClientRole | None = None) -> AsyncIterator[AgentHandle]:
    """An agent handle whose running agent is `fake` (the handle never spawns a process)."""
    async with anyio.create_task_group() as tg:
        handle = AgentHandle(AgentConfig(id="fake", command="unused"), tg, client=client)
        async with link(fake, client=handle.client) as wired:  # the handle's answers the agent
            await attach(handle, wired.connection)
            yield handle
        tg.cancel_scope.cancel()


async def attach(handle: AgentHandle, connection: Any) -> None:
    handle._feed_from(connection)
    await connection.initialize()
    handle.connection = connection


async def test_a_closed_session_is_resumed_then_prompted() -> None:
    fake = agent_with(resume={}, close={}, load=True)
    async with handle_on(fake) as handle:
        await handle.load("s1", fallback_cwd="/work")
        await handle.close("s1")
        assert not handle.is_open("s1")
        assert await handle.prompt("s1", "And the list?") == "end_turn"
        assert handle.is_open("s1")
        await handle.prompt("s1", "Thanks")
        text = render_markdown(handle.transcripts["s1"])
    assert fake.methods()[1:] == [
        "session/load",
        "session/close",
        "session/resume",
        "session/prompt",
        "session/prompt",
    ]
    resume = dict(fake.requests)["session/resume"]
    assert resume["cwd"] == "/work" and "replayFrom" not in resume
    assert text.count("## User\n\nWhat is in the notes?") == 1 and text.count("And the list?") == 1


async def test_an_agent_without_resume_loads_the_closed_session_again() -> None:
    fake = agent_with(close={}, load=True)
    async with handle_on(fake) as handle:
        await handle.load("s1", fallback_cwd="/work")
        await handle.close("s1")
        assert await handle.prompt("s1", "And the list?") == "end_turn"
        text = render_markdown(handle.transcripts["s1"])
    assert fake.methods()[1:] == ["session/load", "session/close", "session/load", "session/prompt"]
    # The replay rebuilt the history (not a second copy), and the prompt came after it.
    assert text.count("## User\n\nWhat is in the notes?") == 1 and text.count("A shopping list.") == 1
    assert text.index("A shopping list.") < text.index("And the list?")


async def test_a_closed_session_the_agent_cannot_reopen_is_refused_with_a_clear_error() -> None:
    fake = agent_with(close={})
    async with handle_on(fake) as handle:
        created = await handle.new_session("/work")
        await handle.close(created.session_id)
        with pytest.raises(AgentError) as refused:
            await handle.prompt(created.session_id, "Still there?")
    assert refused.value.kind is AgentErrorKind.UNSUPPORTED
    assert "was closed" in refused.value.message and "cannot reopen" in refused.value.message
    assert "session/prompt" not in fake.methods()


async def test_a_session_set_up_before_the_agent_restarted_is_resumed_on_the_new_process() -> None:
    first, second = agent_with(resume={}, close={}, load=True), agent_with(resume={}, close={}, load=True)
    async with anyio.create_task_group() as tg:
        handle = AgentHandle(AgentConfig(id="fake", command="unused"), tg)
        async with link(first) as old:
            await attach(handle, old.connection)
            await handle.resume("s1", fallback_cwd="/work")
            await old.agent_exits()  # the agent process is gone
        async with link(second) as new:
            await attach(handle, new.connection)  # what a restart does
            assert await handle.prompt("s1", "Hello again") == "end_turn"
        tg.cancel_scope.cancel()
    assert first.methods()[1:] == ["session/resume"]
    assert second.methods()[1:] == ["session/resume", "session/prompt"]


def slowly_loading(**session_capabilities: Any) -> tuple[FakeAgent, anyio.Event]:
    """An agent (by default with resume and close) whose `session/load` replays s1's history, then
    answers once the event is set."""
    fake = agent_with(**(session_capabilities or {"resume": {}, "close": {}}), load=True)
    release = anyio.Event()

    async def slow_load(params: Any) -> Any:
        for update in HISTORY:
            await fake.send_update("s1", update)
        await release.wait()
        return {}

    fake.on("session/load", slow_load)
    return fake, release


async def test_a_prompt_right_after_a_click_joins_the_load_instead_of_reopening_it_again() -> None:
    fake, release = slowly_loading()
    async with handle_on(fake) as handle, anyio.create_task_group() as tg:
        tg.start_soon(lambda: handle.load("s1", fallback_cwd="/work"))
        await anyio.wait_all_tasks_blocked()
        assert handle.setting_up("s1")
        stop: list[str] = []

        async def prompt() -> None:
            stop.append(await handle.prompt("s1", "Quick question"))

        tg.start_soon(prompt)
        await anyio.wait_all_tasks_blocked()
        assert "session/prompt" not in fake.methods()
        release.set()
    assert stop == ["end_turn"]
    assert fake.methods()[1:] == ["session/load", "session/prompt"]


async def test_a_prompt_while_the_open_session_is_read_again_waits_for_that_replay() -> None:
    """A session resumed without a replay is open; reading it replays it (`openReadOnly`). A prompt
    sent meanwhile goes after the replay: inside it, its turn would count as replay and the
    history would come after it."""
    fake, release = slowly_loading()
    async with handle_on(fake) as handle, anyio.create_task_group() as tg:
        await handle.resume("s1", fallback_cwd="/work")
        assert handle.is_open("s1")
        tg.start_soon(lambda: handle.load("s1", fallback_cwd="/work", read_only=True))
        await anyio.wait_all_tasks_blocked()
        stop: list[str] = []

        async def prompt() -> None:
            stop.append(await handle.prompt("s1", "Quick question"))

        tg.start_soon(prompt)
        await anyio.wait_all_tasks_blocked()
        assert "session/prompt" not in fake.methods(), "the prompt waits for the replay"
        release.set()
    assert stop == ["end_turn"]
    assert fake.methods()[1:] == ["session/resume", "session/load", "session/prompt"]
    markdown = render_markdown(handle.transcripts["s1"])
    assert markdown.count("Quick question") == 1
    assert markdown.index("Quick question") > markdown.index("## User"), "history first, then the prompt"


async def test_while_a_prompt_reopens_its_session_a_second_is_refused_and_a_cancel_stops_the_first() -> None:
    """The session is loaded again before its prompt (the agent cannot resume): the user sees the
    prompt running and may cancel it, or send another, meanwhile."""
    fake, release = slowly_loading(close={})
    async with handle_on(fake) as handle, anyio.create_task_group() as tg:
        handle.registry.add("s1", cwd="/work")  # listed, never opened: the prompt loads it first
        stops: list[str] = []

        async def prompt() -> None:
            stops.append(await handle.prompt("s1", "First"))

        tg.start_soon(prompt)
        await anyio.wait_all_tasks_blocked()
        with pytest.raises(AgentError) as second, anyio.fail_after(5):
            await handle.prompt("s1", "Second")
        assert "still running" in second.value.message
        await handle.cancel("s1")
        release.set()
    assert stops == ["cancelled"]
    assert "session/prompt" not in fake.methods(), "a prompt cancelled before it was sent is never sent"


async def test_cancelling_a_turn_answers_its_pending_permission_request_cancelled() -> None:
    """ACP: a client that sends `session/cancel` answers the session's pending
    `session/request_permission` requests "cancelled" (the agent may wait for that to end the turn)."""

    class TheUserTakesTheirTime:
        async def ask(self, request: Any) -> str | None:
            await anyio.sleep_forever()
            return "allow"

    fake = agent_with(resume={}, close={}, load=True)
    request = permission_request("t1")
    asker = ClientRole(TheUserTakesTheirTime())
    async with handle_on(fake, asker) as handle, anyio.create_task_group() as tg:
        answers: list[Any] = []

        async def agent_asks() -> None:
            answers.append(await fake.call_client("session/request_permission", request))

        tg.start_soon(agent_asks)
        await anyio.wait_all_tasks_blocked()
        with anyio.fail_after(1):  # answered by the bridge, not by a timeout
            await handle.cancel("s1")
            while not answers:
                await anyio.sleep(0.01)
    assert answers == [CANCELLED]


async def test_a_permission_request_after_the_cancel_is_answered_cancelled_until_the_turn_ends() -> None:
    """The agent may still be finishing a tool call when the cancel reaches it, and ask about it:
    the user has said no to the turn, so they are not asked; the next turn's questions are."""
    asked: list[str] = []

    class TheUserAnswers:
        async def ask(self, request: Any) -> str | None:
            asked.append(request.tool_call["toolCallId"])
            return "allow"

    fake = agent_with(resume={}, close={}, load=True)
    turn_may_end = anyio.Event()
    answers: list[Any] = []

    def cancels() -> int:
        return sum(message.get("method") == "session/cancel" for message in fake.received)

    async def prompt_that_asks_after_the_cancel(params: Any) -> Any:
        while not cancels():
            await anyio.sleep(0.01)
        answers.append(await fake.call_client("session/request_permission", permission_request("late")))
        await turn_may_end.wait()
        return {"stopReason": "cancelled"}

    async def prompt_that_asks(params: Any) -> Any:
        answers.append(await fake.call_client("session/request_permission", permission_request("next")))
        return {"stopReason": "end_turn"}

    fake.on("session/prompt", prompt_that_asks_after_the_cancel)
    async with handle_on(fake, ClientRole(TheUserAnswers())) as handle:
        await handle.load("s1", fallback_cwd="/work")
        stops: list[str] = []

        async def prompt(text: str) -> None:
            stops.append(await handle.prompt("s1", text))

        async with anyio.create_task_group() as tg:
            tg.start_soon(prompt, "Tidy the notes")
            await anyio.wait_all_tasks_blocked()
            with anyio.fail_after(5):
                await handle.cancel("s1")
                while not answers:
                    await anyio.sleep(0.01)
            assert answers == [CANCELLED]
            assert asked == [], "the user is not asked about a turn they cancelled"
            turn_may_end.set()
        fake.on("session/prompt", prompt_that_asks)
        with anyio.fail_after(5):
            await prompt("Now tidy them")
    assert stops == ["cancelled", "end_turn"]
    assert asked == ["next"], "the next turn's question is asked"
    assert answers[1] == {"outcome": {"outcome": "selected", "optionId": "allow"}}


def permission_request(tool_call_id: str) -> dict[str, Any]:
    return {
        "sessionId": "s1",
        "toolCall": {"toolCallId": tool_call_id},
        "options": [{"optionId": "allow", "name": "Allow", "kind": "allow_once"}],
    }
