"""`acp-bridge serve` through a real LSP client against a real agent (opencode on a fabricated store):
what the editor gets — the listing, a replay streamed into a transcript document, resume, close, an
unknown id — is what the agent holds."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio
from pygls.exceptions import JsonRpcException

from acp_bridge.lsp import protocol as p
from interop.agents import FabricatedAgent, fabricate_opencode
from tests.lsp.conftest import BridgeClient, start_bridge

pytestmark = [pytest.mark.interop, pytest.mark.slow, pytest.mark.asyncio]
AGENT = "opencode"


@pytest_asyncio.fixture
async def setup(tmp_path: Path) -> AsyncIterator[tuple[BridgeClient, FabricatedAgent]]:
    fab = fabricate_opencode(tmp_path / "opencode")
    settings = {
        "agents": [
            {"id": "opencode", "name": "opencode", "command": fab.argv, "env": fab.env, "cwd": fab.cwd}
        ]
    }
    bridge = await start_bridge(tmp_path, settings, Path(fab.cwd))
    yield bridge, fab
    await bridge.client.shutdown_session()
    await bridge.client.stop()


async def test_listing_and_replay_into_a_document(setup: tuple[BridgeClient, FabricatedAgent]) -> None:
    bridge, fab = setup
    listed = await bridge.request(
        "acpBridge/listSessions", {"agentId": "opencode", "cwd": None, "mode": "all"}, 120
    )
    assert [s["sessionId"] for s in listed["sessions"]] == [s.session_id for s in fab.sessions]
    assert [s["displayTitle"] for s in p.listed_items(listed)] == [s.title for s in fab.sessions]
    ready = await bridge.wait_for("acpBridge/agentStateChanged", lambda n: n["state"] == "ready")
    assert (
        ready["capabilities"]["load"] and ready["capabilities"]["resume"] and ready["capabilities"]["close"]
    )

    session = max(fab.sessions, key=lambda s: len(s.entries))
    opened = await bridge.request(
        "acpBridge/loadSession",
        {"agentId": "opencode", "sessionId": session.session_id, "cwd": session.cwd},
        120,
    )
    assert opened["complete"] is True
    doc = (await bridge.request("acpBridge/getTranscript", {"uri": opened["uri"]}))["text"]
    body = doc.split("\n", 1)[1]  # after the "# title" heading
    position = 0
    for role, text in session.messages:  # every message, in order, exactly once
        first_line = text.strip().splitlines()[0][:40]
        found = body.find(first_line, position)
        assert found >= 0, f"missing or out of order: {first_line!r}"
        expected = sum(first_line in t for _r, t in session.messages)
        assert body.count(first_line) == expected, (role, first_line)
        position = found
    for call in session.tool_calls:
        assert call.title.split()[0] in doc

    resumed = await bridge.request(
        "acpBridge/resumeSession",
        {"agentId": "opencode", "sessionId": session.session_id, "cwd": session.cwd},
        120,
    )
    assert resumed["session"]["active"] is True
    await bridge.request("acpBridge/closeSession", {"agentId": "opencode", "sessionId": session.session_id})
    with pytest.raises(JsonRpcException) as caught:
        await bridge.request(
            "acpBridge/loadSession", {"agentId": "opencode", "sessionId": fab.unknown_id, "cwd": fab.cwd}, 120
        )
    assert caught.value.code == -32002 and "not found" in caught.value.message
    found = (await bridge.request("acpBridge/findSessions", {"query": fab.sessions[0].title}))["items"]
    assert found[0]["sessionId"] == fab.sessions[0].session_id
