"""The language server talks to the editor on its stdio and nothing else: no listening socket, no
network connection, in the server or any process it started, while it serves real requests."""

from __future__ import annotations

import os
from pathlib import Path

import psutil
import pytest

from tests.fault.harness import misbehaving, server_pid, start_server, stop_server
from tests.lsp.conftest import demo_agent

pytestmark = pytest.mark.asyncio


async def test_nothing_listens_and_nothing_connects(tmp_path: Path) -> None:
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    settings = {
        "agents": [demo_agent(tmp_path / "store", workspace, seed=3), misbehaving("odd", "--malformed")]
    }
    bridge = await start_server(tmp_path, settings, workspace)
    try:
        pid = server_pid(bridge)
        listed = await bridge.request("acpBridge/listSessions", {"agentId": "demo"})
        sid = listed["sessions"][0]["sessionId"]
        await bridge.request("acpBridge/loadSession", {"agentId": "demo", "sessionId": sid})
        await bridge.request("acpBridge/sendPrompt", {"agentId": "demo", "sessionId": sid, "text": "hello"})
        await bridge.request("acpBridge/loadSession", {"agentId": "odd", "sessionId": "s1", "cwd": "/tmp"})
        server = psutil.Process(pid)
        processes = [server, *server.children(recursive=True)]
        assert len(processes) >= 3, "the server and both agents"
        for process in processes:
            sockets = process.net_connections(kind="inet")
            assert sockets == [], f"{process.cmdline()[:3]} has network sockets: {sockets}"
        # Its only channel to the editor is the stdio pipe pair the editor gave it.
        for fd in (0, 1):
            assert os.readlink(f"/proc/{pid}/fd/{fd}").startswith("pipe:")
    finally:
        await stop_server(bridge)
