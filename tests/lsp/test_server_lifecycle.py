"""The server's lifecycle: settings, agent crashes, restarts, shutdown, and features on transcripts."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import psutil
import pytest
from lsprotocol import types as lsp
from pygls.exceptions import JsonRpcException

from tests.lsp.conftest import BridgeClient, demo_agent, start_bridge, stop_bridge

pytestmark = pytest.mark.asyncio


def agent_processes(store: Path) -> list[psutil.Process]:
    found = []
    for proc in psutil.process_iter(["cmdline"]):
        cmdline = proc.info.get("cmdline") or []
        if "acp_bridge.demo_agent" in cmdline and str(store) in cmdline:
            found.append(proc)
    return found


async def test_bad_settings_are_reported_and_the_rest_works(tmp_path: Path, workspace: Path) -> None:
    settings = {
        "agents": [demo_agent(tmp_path / "store", workspace), {"id": "broken agent", "command": ""}],
        "logLevel": "chatty",
    }
    bridge = await start_bridge(tmp_path, settings, workspace)
    try:
        await bridge.request("acpBridge/listAgents")
        # Each with the setting it is in: the editor's warning opens it.
        problems = {(n["setting"], n["message"]) for n in bridge.notifications["acpBridge/settingsProblem"]}
        assert any(s == "acpBridge.agents" and "broken agent" in m for s, m in problems), problems
        assert any(s == "acpBridge.logLevel" and "chatty" not in m for s, m in problems), problems
        agents = (await bridge.request("acpBridge/listAgents"))["agents"]
        assert [a["agentId"] for a in agents] == ["demo"]
        listed = await bridge.request("acpBridge/listSessions", {"agentId": "demo"})
        assert listed["sessions"]
    finally:
        await stop_bridge(bridge)


async def test_configuration_change_swaps_agents(
    bridge: BridgeClient, tmp_path: Path, workspace: Path
) -> None:
    await bridge.request("acpBridge/listSessions", {"agentId": "demo"})
    second = demo_agent(tmp_path / "store2", workspace, seed=3, agent_id="other")
    bridge.client.workspace_did_change_configuration(
        lsp.DidChangeConfigurationParams(settings={"acpBridge": {"agents": [second]}})
    )
    for _ in range(100):
        agents = (await bridge.request("acpBridge/listAgents"))["agents"]
        if [a["agentId"] for a in agents] == ["other"]:
            break
        await asyncio.sleep(0.05)
    assert [a["agentId"] for a in agents] == ["other"]
    listed = await bridge.request("acpBridge/listSessions", {"agentId": "other"})
    assert len(listed["sessions"]) == 3
    for _ in range(100):
        if not agent_processes(tmp_path / "store"):
            break
        await asyncio.sleep(0.05)
    assert not agent_processes(tmp_path / "store"), "the removed agent must be stopped"


async def test_a_configuration_change_starts_added_agents_and_stops_removed_ones_at_once(
    bridge: BridgeClient, tmp_path: Path, workspace: Path
) -> None:
    """The editor lists agents only when the server starts: a change of `agents` must start the new
    ones and say their sessions changed by itself (no listAgents, no listSessions, no Refresh), stop
    the removed ones and leave the unchanged ones running."""
    states = bridge.notifications["acpBridge/agentStateChanged"]
    changed = bridge.notifications["acpBridge/sessionsChanged"]

    async def announced(seen: tuple[int, int], agent_id: str, state: str) -> None:
        """Waits for `agent_id`'s `state`, then its `sessionsChanged`, both sent after `seen`."""
        await bridge.wait_for(
            "acpBridge/agentStateChanged",
            lambda n: (n["agentId"], n["state"]) == (agent_id, state) and n in states[seen[0] :],
        )
        await bridge.wait_for(
            "acpBridge/sessionsChanged", lambda n: n["agentId"] == agent_id and n in changed[seen[1] :]
        )

    def since(seen: tuple[int, int], agent_id: str) -> tuple[list[str], list[str]]:
        """The states and sessionsChanged reasons `agent_id` had since `seen`."""
        return (
            [n["state"] for n in states[seen[0] :] if n["agentId"] == agent_id],
            [n["reason"] for n in changed[seen[1] :] if n["agentId"] == agent_id],
        )

    def configure(*agents: dict[str, Any]) -> tuple[int, int]:
        seen = len(states), len(changed)
        bridge.client.workspace_did_change_configuration(
            lsp.DidChangeConfigurationParams(settings={"acpBridge": {"agents": list(agents)}})
        )
        return seen

    first = demo_agent(tmp_path / "store", workspace)
    await bridge.request("acpBridge/listSessions", {"agentId": "demo"})  # what the tree does at start
    (demo_process,) = agent_processes(tmp_path / "store")

    # Added: started and announced, with no request from the editor.
    second = demo_agent(tmp_path / "store2", workspace, seed=3, agent_id="other")
    seen = configure(first, second)
    await announced(seen, "other", "ready")
    assert since(seen, "other") == (["stopped", "starting", "ready"], ["configured"])
    (other_process,) = agent_processes(tmp_path / "store2")
    assert since(seen, "demo") == (["ready"], []), "the unchanged agent is untouched"
    assert agent_processes(tmp_path / "store") == [demo_process]
    agents = (await bridge.request("acpBridge/listAgents"))["agents"]
    assert [(a["agentId"], a["state"]) for a in agents] == [("demo", "ready"), ("other", "ready")]
    assert len((await bridge.request("acpBridge/listSessions", {"agentId": "other"}))["sessions"]) == 3

    # Removed: stopped and announced; the other one keeps running.
    seen = configure(second)
    await announced(seen, "demo", "stopped")
    assert since(seen, "demo") == (["stopped"], ["removed"])
    _gone, alive = psutil.wait_procs([demo_process], timeout=10)
    assert not alive, "the removed agent must be stopped"
    assert [a["agentId"] for a in (await bridge.request("acpBridge/listAgents"))["agents"]] == ["other"]
    assert since(seen, "other") == (["ready"], [])
    assert agent_processes(tmp_path / "store2") == [other_process]

    # Changed: restarted at once with its new command line.
    seen = configure(demo_agent(tmp_path / "store3", workspace, seed=4, agent_id="other"))
    await announced(seen, "other", "ready")
    assert since(seen, "other") == (["stopped", "stopped", "starting", "ready"], ["configured"])
    assert len((await bridge.request("acpBridge/listSessions", {"agentId": "other"}))["sessions"]) == 4
    _gone, alive = psutil.wait_procs([other_process], timeout=10)
    assert not alive, "the agent's previous process is stopped"


async def test_agent_crash_is_announced_and_the_next_request_restarts_it(
    bridge: BridgeClient, tmp_path: Path
) -> None:
    await bridge.request("acpBridge/listSessions", {"agentId": "demo"})
    (victim,) = agent_processes(tmp_path / "store")
    victim.kill()
    exited = await bridge.wait_for("acpBridge/agentStateChanged", lambda n: n["state"] == "exited")
    assert "signal 9" in exited["error"]
    again = await bridge.request("acpBridge/listSessions", {"agentId": "demo"})
    assert len(again["sessions"]) == 50
    await bridge.wait_for("acpBridge/agentStateChanged", lambda n: n["state"] == "ready")
    assert len(agent_processes(tmp_path / "store")) == 1


async def test_an_agent_that_cannot_start_fails_clearly_and_the_server_stays_usable(
    tmp_path: Path, workspace: Path
) -> None:
    settings = {
        "agents": [
            {"id": "gone", "command": ["/nonexistent/agent-binary", "acp"]},
            demo_agent(tmp_path / "store", workspace),
        ]
    }
    bridge = await start_bridge(tmp_path, settings, workspace)
    try:
        with pytest.raises(JsonRpcException) as caught:
            await bridge.request("acpBridge/listSessions", {"agentId": "gone"})
        assert caught.value.code == -32010 and "command not found" in caught.value.message
        error = await bridge.wait_for(
            "acpBridge/agentStateChanged", lambda n: n["agentId"] == "gone" and n["state"] == "error"
        )
        assert "/nonexistent/agent-binary" in error["error"]
        assert (await bridge.request("acpBridge/listSessions", {"agentId": "demo"}))["sessions"]
    finally:
        await stop_bridge(bridge)


async def test_shutdown_leaves_no_process_behind(tmp_path: Path, workspace: Path) -> None:
    bridge = await start_bridge(tmp_path, {"agents": [demo_agent(tmp_path / "store", workspace)]}, workspace)
    await bridge.request("acpBridge/listSessions", {"agentId": "demo"})
    server = psutil.Process(bridge.client._server.pid)  # type: ignore[union-attr]
    children = server.children(recursive=True)
    assert children, "the agent runs as the server's child"
    await stop_bridge(bridge)
    _gone, alive = psutil.wait_procs(children, timeout=10)
    assert not alive, f"left behind: {[p.cmdline() for p in alive]}"


async def test_outline_folding_and_links_on_a_transcript(bridge: BridgeClient, workspace: Path) -> None:
    (workspace / "app.py").write_text("print('hi')\n")
    opened = await bridge.request("acpBridge/newSession", {"agentId": "demo", "cwd": str(workspace)})
    sid = opened["session"]["sessionId"]
    await bridge.request(
        "acpBridge/sendPrompt", {"agentId": "demo", "sessionId": sid, "text": "Fix app.py please"}
    )
    await bridge.request(
        "acpBridge/sendPrompt", {"agentId": "demo", "sessionId": sid, "text": "And add a test"}
    )
    doc = lsp.TextDocumentIdentifier(uri=opened["uri"])
    symbols = await bridge.client.text_document_document_symbol_async(
        lsp.DocumentSymbolParams(text_document=doc)
    )
    assert symbols is not None and len(symbols) == 2, "one symbol per turn"
    assert "Fix app.py please" in symbols[0].name
    assert any(child.kind == lsp.SymbolKind.Function for child in symbols[0].children or []), (
        "tool calls under turns"
    )
    folds = await bridge.client.text_document_folding_range_async(lsp.FoldingRangeParams(text_document=doc))
    assert folds and all(f.end_line > f.start_line for f in folds)
    links = await bridge.client.text_document_document_link_async(lsp.DocumentLinkParams(text_document=doc))
    assert links is not None
    for link in links:
        assert link.target and link.target.startswith(workspace.as_uri()), (
            "links only inside the session's folders"
        )
