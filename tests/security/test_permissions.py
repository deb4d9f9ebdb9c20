"""Permission requests are never auto-approved: the editor is asked, and only an offered option the
user picked is "selected"; a closed dialog, an answer that was not offered, an editor error or no
answer before the timeout all answer "cancelled" to the agent. What the editor is shown is sanitised."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio
from pygls.exceptions import JsonRpcInternalError

from tests.fault.harness import bridge_env, misbehaving, start_server, stop_server
from tests.fuzz.read_path import LABEL_FORBIDDEN
from tests.lsp.conftest import BridgeClient, demo_agent

pytestmark = pytest.mark.asyncio

PERMISSION_TIMEOUT = 1.5


@pytest_asyncio.fixture
async def demo(tmp_path: Path) -> AsyncIterator[tuple[BridgeClient, str, str]]:
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    env = bridge_env(tmp_path, ACP_BRIDGE_PERMISSION_TIMEOUT=str(PERMISSION_TIMEOUT))
    bridge = await start_server(
        tmp_path, {"agents": [demo_agent(tmp_path / "store", workspace, seed=1)]}, workspace, env=env
    )
    try:
        opened = await bridge.request("acpBridge/newSession", {"agentId": "demo", "cwd": str(workspace)})
        yield bridge, opened["session"]["sessionId"], opened["uri"]
    finally:
        await stop_server(bridge)


async def ask(bridge: BridgeClient, sid: str, uri: str) -> str:
    """Runs the reference agent's `/permission` turn; returns the outcome line it reports."""
    await bridge.request(
        "acpBridge/sendPrompt", {"agentId": "demo", "sessionId": sid, "text": "/permission"}, 30
    )
    text = (await bridge.request("acpBridge/getTranscript", {"uri": uri}))["text"]
    return text.rsplit("Permission outcome: ", 1)[-1].split("\n", 1)[0]


def set_handler(bridge: BridgeClient, handler: Any) -> None:
    """Replaces the test client's answer to `acpBridge/requestPermission` (an async one may never answer)."""
    bridge.client.protocol.fm._features["acpBridge/requestPermission"] = handler


async def test_only_an_offered_option_the_user_picked_is_selected(
    demo: tuple[BridgeClient, str, str],
) -> None:
    bridge, sid, uri = demo
    bridge.permission_answer = lambda request: {"optionId": "allow_once"}
    assert await ask(bridge, sid, uri) == "selected `allow_once`."
    assert bridge.permission_requests[-1]["sessionId"] == sid
    assert [o["optionId"] for o in bridge.permission_requests[-1]["options"]] == ["allow_once", "reject_once"]


ANSWERS: dict[str, Any] = {
    "dialog-closed": {"optionId": None},
    "empty": {},
    "not-offered": {"optionId": "allow_always"},
    "not-a-string": {"optionId": 1},
    "a-list": {"optionId": ["allow_once"]},
    "null": None,
    "bare-string": "allow_once",
    "list": ["allow_once"],
}


async def test_anything_but_a_picked_option_is_cancelled(demo: tuple[BridgeClient, str, str]) -> None:
    bridge, sid, uri = demo
    outcomes = {}
    for case, answer in ANSWERS.items():  # one server for all: each would cost a start-up
        bridge.permission_answer = lambda request, answer=answer: answer
        outcomes[case] = await ask(bridge, sid, uri)
    assert outcomes == dict.fromkeys(ANSWERS, "`cancelled`.")


async def test_an_editor_error_is_cancelled(demo: tuple[BridgeClient, str, str]) -> None:
    bridge, sid, uri = demo

    def fail(params: Any) -> Any:
        raise JsonRpcInternalError("the dialog crashed")

    set_handler(bridge, fail)
    assert await ask(bridge, sid, uri) == "`cancelled`."


async def test_no_answer_before_the_timeout_is_cancelled(demo: tuple[BridgeClient, str, str]) -> None:
    bridge, sid, uri = demo

    waiting: list[asyncio.Task[Any]] = []

    async def never(params: Any) -> Any:
        task = asyncio.current_task()
        assert task is not None
        waiting.append(task)
        await asyncio.sleep(3600)

    set_handler(bridge, never)
    started = time.monotonic()
    try:
        assert await ask(bridge, sid, uri) == "`cancelled`."
    finally:
        for task in waiting:  # the dialog that was never answered (pygls chokes on it at exit)
            task.cancel()
        await asyncio.gather(*waiting, return_exceptions=True)
    elapsed = time.monotonic() - started
    assert PERMISSION_TIMEOUT <= elapsed < PERMISSION_TIMEOUT + 10, f"answered after {elapsed:.1f} s"
    # The bridge is not stuck behind the unanswered dialog.
    assert (await bridge.request("acpBridge/listAgents"))["agents"][0]["state"] == "ready"


async def test_what_the_editor_is_shown_is_sanitised_and_the_agent_gets_the_pick(tmp_path: Path) -> None:
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    bridge = await start_server(
        tmp_path, {"agents": [misbehaving("evil", "--hostile", "--ask-permission")]}, workspace
    )
    try:
        await bridge.request(
            "acpBridge/loadSession", {"agentId": "evil", "sessionId": "s1", "cwd": str(workspace)}
        )
        bridge.permission_answer = lambda request: {"optionId": "reject"}
        await bridge.request("acpBridge/sendPrompt", {"agentId": "evil", "sessionId": "s1", "text": "go"}, 30)
        (shown,) = bridge.permission_requests
        for text in [
            shown["title"],
            *(o["name"] for o in shown["options"]),
            *(o["kind"] for o in shown["options"]),
        ]:
            assert not LABEL_FORBIDDEN.search(text), repr(text)
            assert "\n" not in text
        doc = (await bridge.request("acpBridge/getTranscript", {"uri": "acp-session:/evil/s1.md"}))["text"]
        assert 'permission outcome: {"optionId": "reject", "outcome": "selected"}' in doc
    finally:
        await stop_server(bridge)
