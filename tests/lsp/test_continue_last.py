"""`acpBridge/continueLast`: the newest session of a folder across agents; a folder with none says so,
naming the agents that could not be asked."""

from __future__ import annotations

from pathlib import Path

import pytest
from pygls.exceptions import JsonRpcException

from acp_bridge.lsp import protocol as p
from tests.lsp.conftest import demo_agent, start_bridge, stop_bridge

pytestmark = pytest.mark.asyncio


async def test_continue_last_opens_the_newest_session_of_the_folder(tmp_path: Path, workspace: Path) -> None:
    bridge = await start_bridge(tmp_path, {"agents": [demo_agent(tmp_path / "store", workspace)]}, workspace)
    try:
        listed = await bridge.request("acpBridge/listSessions", {"agentId": "demo", "cwd": str(workspace)})
        newest = max(listed["sessions"], key=lambda s: s["updatedAt"] or "")
        opened = await bridge.request("acpBridge/continueLast", {"cwd": str(workspace), "agentId": None})
        assert opened["session"]["sessionId"] == newest["sessionId"]
        assert opened["session"]["active"] is True
    finally:
        await stop_bridge(bridge)


async def test_a_folder_with_no_session_says_so_and_names_the_agents_not_asked(
    tmp_path: Path, workspace: Path
) -> None:
    empty = tmp_path / "empty"
    empty.mkdir()
    broken = {"id": "broken", "name": "Broken agent", "command": [str(tmp_path / "no-such-agent")]}
    agents = [demo_agent(tmp_path / "store", workspace), broken]
    bridge = await start_bridge(tmp_path, {"agents": agents}, workspace)
    try:
        with pytest.raises(JsonRpcException) as err:
            await bridge.request("acpBridge/continueLast", {"cwd": str(empty), "agentId": None})
        assert err.value.code == p.ERROR_CODES["not_found"]
        message = str(err.value.message)
        assert message.startswith(f"No session in {empty} yet; not asked: Broken agent (")
        assert "no-such-agent" in message, message
        assert "\n" not in message
        with pytest.raises(JsonRpcException) as err:
            await bridge.request("acpBridge/continueLast", {"cwd": str(empty), "agentId": "demo"})
        assert err.value.message == f"No session in {empty} yet", "the demo agent was asked"
    finally:
        await stop_bridge(bridge)
