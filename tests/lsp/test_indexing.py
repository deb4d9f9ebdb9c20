"""Index All Sessions (`indexSessions`, `cancelIndexing`, `indexProgress`) against the real demo
agent: everything becomes searchable, the list order does not move, the choice is remembered,
Cancel stops and forgets it, and the user's own prompt goes first."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import anyio
import pytest

from tests.fakes.demo import demo_agent_argv
from tests.lsp.conftest import BridgeClient, start_bridge, stop_bridge

pytestmark = pytest.mark.asyncio


def touching_agent(store: Path, workspace: Path, seed: int) -> dict[str, Any]:
    """The demo agent as agents that rewrite a session's file when it is loaded (its time moves)."""
    return {
        "id": "demo",
        "name": "Demo agent",
        "command": demo_agent_argv(store, workspace, "--touch-on-load", seed=seed),
    }


async def listed(client: BridgeClient) -> list[tuple[str, str | None]]:
    result = await client.request("acpBridge/listSessions", {"agentId": "demo", "cwd": None, "mode": "all"})
    return [(s["sessionId"], s.get("updatedAt")) for s in result["sessions"]]


async def finished(client: BridgeClient, after: int = 0, timeout: float = 60) -> dict[str, Any]:
    """The first `indexProgress` that says indexing ended, among those after the `after`-th."""
    with anyio.fail_after(timeout):
        while True:
            ended = [n for n in client.notifications["acpBridge/indexProgress"][after:] if not n["running"]]
            if ended:
                return ended[0]
            await anyio.sleep(0.05)


async def test_indexing_makes_every_session_searchable_without_reordering_the_list(
    tmp_path: Path, workspace: Path
) -> None:
    store = tmp_path / "store"
    settings = {"agents": [touching_agent(store, workspace, seed=12)]}
    client = await start_bridge(tmp_path, settings, workspace)
    try:
        # The tree's first page of this folder: the sessions of the others are not listed yet, so
        # the count of sessions known is only a lower bound.
        first_page = {"agentId": "demo", "cwd": str(workspace), "mode": "first"}
        await client.request("acpBridge/listSessions", first_page)
        found = await client.request("acpBridge/findSessions", {"query": "the", "inTranscripts": True})
        assert found["coverage"]["more"] is True
        before = await listed(client)
        found = await client.request("acpBridge/findSessions", {"query": "the", "inTranscripts": True})
        assert found["coverage"] == {"searched": 0, "sessions": len(before), "more": False}

        started = await client.request("acpBridge/indexSessions", {"agentIds": ["demo"]})
        assert started["running"] is True and started["agentIds"] == []
        done = await finished(client)
        assert (done["done"], done["total"], done["failed"]) == (len(before), len(before), 0), done
        assert done["agentIds"] == ["demo"] and done["message"] is None
        counts = [n["done"] for n in client.notifications["acpBridge/indexProgress"]]
        assert counts == sorted(counts) and len(set(counts)) > 3, "progress after each session"

        found = await client.request("acpBridge/findSessions", {"query": "", "inTranscripts": True})
        assert found["coverage"] == {"searched": len(before), "sessions": len(before), "more": False}
        # The agent moved every session's time when it was loaded; the list did not move.
        index = json.loads((store / "index.json").read_text())["sessions"]
        moved = [sid for sid, at in before if index[sid]["updatedAt"] != at]
        assert len(moved) == len(before), "the agent rewrote every session's time"
        assert await listed(client) == before
    finally:
        await stop_bridge(client)

    # A new start: the stored times still hold, and the remembered choice indexes again (nothing
    # new to replay now).
    again = await start_bridge(tmp_path, settings, workspace)
    try:
        assert await listed(again) == before
        resumed = await finished(again, timeout=30)
        assert resumed["agentIds"] == ["demo"] and resumed["total"] == 0
    finally:
        await stop_bridge(again)


async def test_cancel_stops_and_forgets_the_choice(tmp_path: Path, workspace: Path) -> None:
    settings = {
        "agents": [{"id": "demo", "command": demo_agent_argv(tmp_path / "store", workspace, seed=60)}]
    }
    client = await start_bridge(tmp_path, settings, workspace)
    try:
        await listed(client)
        await client.request("acpBridge/indexSessions", {"agentIds": []})
        with anyio.fail_after(30):
            while not any(n["done"] for n in client.notifications["acpBridge/indexProgress"]):
                await anyio.sleep(0.01)
        cancelling = await client.request("acpBridge/cancelIndexing", {})
        assert cancelling["message"] in ("Cancelling…", "Cancelled") or not cancelling["running"]
        done = await finished(client)
        assert done["message"] == "Cancelled" and done["done"] < done["total"] == 60
        searched = (await client.request("acpBridge/findSessions", {"query": "", "inTranscripts": True}))[
            "coverage"
        ]
        assert 0 < searched["searched"] < 60
    finally:
        await stop_bridge(client)
    again = await start_bridge(tmp_path, settings, workspace)
    try:
        await listed(again)
        await anyio.sleep(7)  # past the start-up pause after which a remembered choice goes on
        assert again.notifications["acpBridge/indexProgress"] == [], "the cancelled choice is forgotten"
    finally:
        await stop_bridge(again)


async def test_the_users_prompt_goes_first(tmp_path: Path, workspace: Path) -> None:
    settings = {"agents": [{"id": "demo", "command": demo_agent_argv(tmp_path / "store", workspace, seed=5)}]}
    client = await start_bridge(tmp_path, settings, workspace)
    try:
        opened = await client.request("acpBridge/newSession", {"agentId": "demo", "cwd": str(workspace)})
        sid = opened["session"]["sessionId"]
        async with anyio.create_task_group() as tg:
            params = {"agentId": "demo", "sessionId": sid, "text": "/slow 5 take your time"}
            tg.start_soon(client.request, "acpBridge/sendPrompt", params)
            await anyio.sleep(0.5)
            await client.request("acpBridge/indexSessions", {"agentIds": ["demo"]})
            await anyio.sleep(1.5)
            assert all(n["done"] == 0 for n in client.notifications["acpBridge/indexProgress"]), (
                "nothing is replayed while the prompt turn runs"
            )
        done = await finished(client)
        assert done["done"] == done["total"] >= 5 and done["failed"] == 0
    finally:
        await stop_bridge(client)
