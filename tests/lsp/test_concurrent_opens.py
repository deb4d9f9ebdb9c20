"""One session, one transcript, whatever the clicks (issue 37, item 1): concurrent opens of one
session are one load, and every request is answered with the same document.

Through a real `acp-bridge serve` and the reference agent, which logs the requests it receives."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio
from lsprotocol import types as lsp
from pygls.exceptions import JsonRpcRequestCancelled

from acp_bridge.demo_agent import updates as u
from acp_bridge.demo_agent.store import SessionMeta, SessionStore
from tests.fakes.demo import demo_agent_argv
from tests.fault.harness import misbehaving, start_server, stop_server
from tests.lsp.conftest import BridgeClient, received_params, start_bridge

pytestmark = pytest.mark.asyncio


#: The session the clicks open: long enough (about 3,800 updates) that 50 ms of clicks fall within
#: its replay on any machine, short enough to fit one document window (under 100 turns).
TURNS, CHUNKS = 90, 40
SESSION = "sess_long_one"


def write_long_session(store: Path, workspace: Path) -> None:
    updates: list[dict[str, Any]] = []
    for turn in range(TURNS):
        updates.append(u.user_chunk(f"u{turn}", f"Question {turn}: what about part {turn}?"))
        updates.append(u.thought_chunk(f"t{turn}", f"Thinking about part {turn}."))
        updates += [u.agent_chunk(f"a{turn}", f"[{turn}.{n}] ") for n in range(CHUNKS)]
    now = u.now_iso()
    sessions = SessionStore(store)
    sessions.create(SessionMeta(SESSION, str(workspace), (), "A long session", now, now))
    sessions.append(SESSION, updates)


@pytest_asyncio.fixture
async def bridge(tmp_path: Path, workspace: Path) -> AsyncIterator[BridgeClient]:
    write_long_session(tmp_path / "store", workspace)  # the store is not empty: nothing is seeded
    argv = demo_agent_argv(
        tmp_path / "store", workspace, "--fork", "--log-requests", str(tmp_path / "requests.jsonl")
    )
    client = await start_bridge(tmp_path, {"agents": [{"id": "demo", "command": argv}]}, workspace)
    await client.request(
        "acpBridge/listSessions", {"agentId": "demo", "cwd": str(workspace)}
    )  # as the editor does
    yield client
    await client.client.shutdown_session()
    await client.client.stop()


def each_entry_once(text: str) -> bool:
    """Every turn of the long session shows once, whole, in order."""
    answers = ["".join(f"[{turn}.{n}] " for n in range(CHUNKS)).strip() for turn in range(TURNS)]
    return (
        text.count("## User") == TURNS
        and all(text.count(f"Question {turn}: ") == 1 for turn in range(TURNS))
        and all(text.count(f"Thinking about part {turn}.") == 1 for turn in range(TURNS))
        and all(text.count(answer) == 1 for answer in answers)
        and [text.index(answer) for answer in answers] == sorted(text.index(answer) for answer in answers)
    )


async def settled_text(bridge: BridgeClient, uri: str) -> str:
    """The document once its replay has ended (updates after the answer still count as replay)."""
    for _ in range(100):
        doc = await bridge.request("acpBridge/getTranscript", {"uri": uri})
        if doc["complete"] and not doc.get("loading"):
            await asyncio.sleep(0.5)  # past the quiet period: nothing more arrives
            again = await bridge.request("acpBridge/getTranscript", {"uri": uri})
            if again["text"] == doc["text"]:
                return str(doc["text"])
        await asyncio.sleep(0.1)
    raise AssertionError(f"{uri} never settled")


async def concurrently(bridge: BridgeClient, count: int, method: str, params: dict[str, Any]) -> list[Any]:
    async def one(delay: float) -> Any:
        await asyncio.sleep(delay)
        return await bridge.request(method, params)

    # 0-50 ms apart, as quick clicks are.
    return await asyncio.gather(*(one(0.05 * i / max(count - 1, 1)) for i in range(count)))


@pytest.mark.parametrize("count", [2, 20])
async def test_concurrent_loads_of_one_session_are_one_load_with_each_entry_once(
    bridge: BridgeClient, tmp_path: Path, count: int
) -> None:
    params = {"agentId": "demo", "sessionId": SESSION}
    results = await concurrently(bridge, count, "acpBridge/loadSession", params)
    assert len(results) == count, "every request is answered"
    assert len({r["uri"] for r in results}) == 1
    assert all(r["complete"] and r["session"]["sessionId"] == SESSION for r in results)
    text = await settled_text(bridge, results[0]["uri"])
    assert each_entry_once(text), text
    assert len(received_params(tmp_path, "session/load")) == 1, "the clicks are one load"
    # A load after the clicks were answered replays again, as before: it replaces the content.
    await bridge.request("acpBridge/loadSession", params)
    assert len(received_params(tmp_path, "session/load")) == 2
    assert await settled_text(bridge, results[0]["uri"]) == text


async def test_concurrent_resumes_loads_and_read_only_opens_give_one_document(
    bridge: BridgeClient, tmp_path: Path
) -> None:
    params = {"agentId": "demo", "sessionId": SESSION}
    methods = ["acpBridge/loadSession", "acpBridge/resumeSession", "acpBridge/openReadOnly"] * 4
    results = await asyncio.gather(*(bridge.request(m, params) for m in methods))
    assert len({r["uri"] for r in results}) == 1
    assert each_entry_once(await settled_text(bridge, results[0]["uri"]))
    # The resumes and read-only opens joined the load (it sets the session up too).
    assert len(received_params(tmp_path, "session/load")) == 1
    assert received_params(tmp_path, "session/resume") == []


async def test_concurrent_forks_of_one_session_make_one_fork(
    bridge: BridgeClient, workspace: Path, tmp_path: Path
) -> None:
    params = {"agentId": "demo", "sessionId": SESSION, "cwd": str(workspace)}
    results = await concurrently(bridge, 5, "acpBridge/forkSession", params)
    forks = {r["session"]["sessionId"] for r in results}
    assert len(forks) == 1 and SESSION not in forks and len({r["uri"] for r in results}) == 1
    assert len(received_params(tmp_path, "session/fork")) == 1
    assert each_entry_once(await settled_text(bridge, results[0]["uri"]))


#: A replay of 40 chunks in 4 messages, ~1 s long (the misbehaving agent, tests/fakes).
SLOW_REPLAY = ("--updates", "40", "--message-ids", "--update-gap", "0.025")


def replayed_once(text: str) -> bool:
    """Each of the slow replay's four messages, once (chunks of one message join up)."""
    messages = ["".join(f"update {n}" for n in range(first, first + 10)) for first in range(0, 40, 10)]
    return text.count("### Agent") == 4 and all(text.count(message) == 1 for message in messages)


async def test_a_cancelled_click_does_not_cancel_the_load_for_the_others(
    tmp_path: Path, workspace: Path
) -> None:
    server = await start_server(tmp_path, {"agents": [misbehaving("slow", *SLOW_REPLAY)]}, workspace)
    try:
        params = {"agentId": "slow", "sessionId": "s1", "cwd": str(workspace)}
        first = asyncio.ensure_future(
            server.client.protocol.send_request_async("acpBridge/loadSession", params, msg_id="click-1")
        )
        await asyncio.sleep(0.3)  # the replay is under way
        others = [asyncio.ensure_future(server.request("acpBridge/loadSession", params)) for _ in range(3)]
        await asyncio.sleep(0.1)
        server.client.protocol.notify("$/cancelRequest", lsp.CancelParams(id="click-1"))
        with pytest.raises(JsonRpcRequestCancelled):
            await asyncio.wait_for(first, 30)
        results = await asyncio.wait_for(asyncio.gather(*others), 30)
        assert all(r["complete"] and r.get("incompleteReason") is None for r in results), results
        text = await settled_text(server, results[0]["uri"])
        assert replayed_once(text), text
        # The last click cancelled stops the load, as a lone click's cancel always did.
        lone = asyncio.ensure_future(
            server.client.protocol.send_request_async("acpBridge/loadSession", params, msg_id="click-5")
        )
        await asyncio.sleep(0.3)
        server.client.protocol.notify("$/cancelRequest", lsp.CancelParams(id="click-5"))
        with pytest.raises(JsonRpcRequestCancelled):
            await asyncio.wait_for(lone, 30)
        doc = await server.request("acpBridge/getTranscript", {"uri": results[0]["uri"]})
        assert doc["complete"] is False and "cancelled" in doc["text"]
        # This agent ignores the cancellation and replays to the end (~1 s): a load meanwhile would
        # get the rest of that replay too (not what this test is about).
        await asyncio.sleep(1.5)
        again = await server.request("acpBridge/loadSession", params)
        assert again["complete"] is True
        assert replayed_once(await settled_text(server, again["uri"]))
    finally:
        await stop_server(server)
