"""A closed session is reopened before it is prompted (issue 37, item 14): switching to another
session closes the previous one (`session/close`), and a prompt to it later must set it up again
(`session/resume`, else `session/load`) before `session/prompt`, under protocol 1 and 2.

Through a real `acp-bridge serve` and the reference agent, which logs the requests it receives (and
refuses a prompt to a session that is not set up, as the spec allows)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio

from acp_bridge.lsp import protocol as p
from tests.fakes.demo import demo_agent_argv
from tests.lsp.conftest import BridgeClient, received, start_bridge

pytestmark = pytest.mark.asyncio

PROTOCOLS = {
    "protocol 1": (),
    "protocol 2": ("--protocol", "2"),
    "protocol 2, intermediate draft": ("--protocol", "2", "--v2-shape", "intermediate"),
}


@pytest_asyncio.fixture
async def start(tmp_path: Path, workspace: Path) -> AsyncIterator[Callable[..., Any]]:
    started: list[BridgeClient] = []

    async def start(*flags: str) -> BridgeClient:
        argv = demo_agent_argv(
            tmp_path / "store", workspace, *flags, "--log-requests", str(tmp_path / "requests.jsonl"), seed=6
        )
        settings = {"agents": [{"id": "demo", "command": argv}], "experimental": {"protocol2": True}}
        started.append(await start_bridge(tmp_path, settings, workspace))
        return started[-1]

    yield start
    for bridge in started:
        await bridge.client.shutdown_session()
        await bridge.client.stop()


def about(tmp_path: Path, session_id: str) -> list[str]:
    """The session methods the agent received for `session_id`, in order (replays marked)."""
    methods = []
    for method, params in received(tmp_path):
        if params.get("sessionId") == session_id and method.startswith("session/"):
            methods.append(method + (" (replay)" if "replayFrom" in params else ""))
    return methods


async def two_sessions(bridge: BridgeClient, workspace: Path) -> tuple[str, str]:
    listed = await bridge.request("acpBridge/listSessions", {"agentId": "demo", "cwd": str(workspace)})
    first, second = p.listed_items(listed)[:2]
    return first["sessionId"], second["sessionId"]


@pytest.mark.parametrize("protocol", list(PROTOCOLS))
async def test_a_session_closed_by_a_switch_is_resumed_before_its_prompt(
    start: Any, workspace: Path, tmp_path: Path, protocol: str
) -> None:
    bridge = await start(*PROTOCOLS[protocol])
    a, b = await two_sessions(bridge, workspace)
    opened = await bridge.request("acpBridge/loadSession", {"agentId": "demo", "sessionId": a})
    before = (await bridge.request("acpBridge/getTranscript", {"uri": opened["uri"]}))["text"]
    await bridge.request("acpBridge/loadSession", {"agentId": "demo", "sessionId": b})
    assert about(tmp_path, a)[-1] == "session/close", "switching closes the previous session"

    reply = await bridge.request("acpBridge/sendPrompt", {"agentId": "demo", "sessionId": a, "text": "/help"})
    assert reply == {"stopReason": "end_turn"}
    # Reopened without replay (the agent can resume): the transcript keeps what it showed.
    assert about(tmp_path, a)[-3:] == ["session/close", "session/resume", "session/prompt"]
    text = (await bridge.request("acpBridge/getTranscript", {"uri": opened["uri"]}))["text"]
    assert text.startswith(before) and text.count("## User\n\n/help") == 1
    # Open now: the next prompt goes straight to it.
    await bridge.request("acpBridge/sendPrompt", {"agentId": "demo", "sessionId": a, "text": "/help"})
    assert about(tmp_path, a)[-2:] == ["session/prompt", "session/prompt"]


async def test_a_session_closed_by_the_editor_is_resumed_before_its_prompt(
    start: Any, workspace: Path, tmp_path: Path
) -> None:
    bridge = await start()
    created = await bridge.request("acpBridge/newSession", {"agentId": "demo", "cwd": str(workspace)})
    sid = created["session"]["sessionId"]
    await bridge.request("acpBridge/sendPrompt", {"agentId": "demo", "sessionId": sid, "text": "Hello"})
    await bridge.request("acpBridge/closeSession", {"agentId": "demo", "sessionId": sid})
    reply = await bridge.request(
        "acpBridge/sendPrompt", {"agentId": "demo", "sessionId": sid, "text": "/help"}
    )
    assert reply == {"stopReason": "end_turn"}
    assert about(tmp_path, sid) == [
        "session/prompt",
        "session/close",
        "session/resume",
        "session/prompt",
    ]
    resume = next(params for method, params in received(tmp_path) if method == "session/resume")
    assert resume["cwd"] == str(workspace)
