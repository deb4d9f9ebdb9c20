"""Archiving sessions (`setArchived`, `listSessions` with `includeArchived`) against the real demo
agent: hidden from the list on this machine only, counted, shown on request, kept across restarts."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.lsp.conftest import BridgeClient, demo_agent, start_bridge, stop_bridge

pytestmark = pytest.mark.asyncio


async def listed(client: BridgeClient, workspace: Path, **extra: Any) -> dict[str, Any]:
    params = {"agentId": "demo", "cwd": str(workspace), "mode": "all", **extra}
    result: dict[str, Any] = await client.request("acpBridge/listSessions", params)
    return result


async def test_an_archived_session_is_hidden_counted_shown_on_request_and_kept(
    tmp_path: Path, workspace: Path
) -> None:
    settings = {"agents": [demo_agent(tmp_path / "store", workspace, seed=8)]}
    client = await start_bridge(tmp_path, settings, workspace)
    try:
        before = await listed(client, workspace)
        ids = [s["sessionId"] for s in before["sessions"]]
        assert before["archived"] == [] and before["archivedHidden"] == 0 and len(ids) >= 3
        await client.request(
            "acpBridge/setArchived", {"agentId": "demo", "sessionId": ids[1], "archived": True}
        )
        changed = await client.wait_for("acpBridge/sessionsChanged", lambda n: n["reason"] == "archived")
        assert changed["agentId"] == "demo"
        hidden = await listed(client, workspace)
        assert [s["sessionId"] for s in hidden["sessions"]] == ids[:1] + ids[2:]
        assert hidden["archivedHidden"] == 1 and hidden["archived"] == []
        shown = await listed(client, workspace, includeArchived=True)
        assert [s["sessionId"] for s in shown["sessions"]] == ids and shown["archived"] == [ids[1]]
        found = await client.request("acpBridge/findSessions", {"query": ids[1]})
        assert ids[1] in [i["sessionId"] for i in found["items"]], "search still finds it"
    finally:
        await stop_bridge(client)

    again = await start_bridge(tmp_path, settings, workspace)  # the mark is kept on this machine
    try:
        cached = await listed(again, workspace, mode="cached")
        assert ids[1] not in [s["sessionId"] for s in cached["sessions"]] and cached["archivedHidden"] == 1
        await again.request(
            "acpBridge/setArchived", {"agentId": "demo", "sessionId": ids[1], "archived": False}
        )
        back = await listed(again, workspace)
        assert [s["sessionId"] for s in back["sessions"]] == ids and back["archivedHidden"] == 0
    finally:
        await stop_bridge(again)
