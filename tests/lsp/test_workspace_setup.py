"""Session setup through the language server, as the editor drives it: a multi-root workspace's
folders, the MCP server settings (and their secrets), and protocol-1 and protocol-2 agents side by
side in one bridge. The agents are the reference agent, logging every request it receives."""

from __future__ import annotations

import asyncio
import json
import os
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio
from lsprotocol import types as lsp
from pygls.exceptions import JsonRpcException
from pytest_lsp import make_test_lsp_client

from acp_bridge.lsp import protocol as p
from tests.fakes.demo import demo_agent_argv
from tests.lsp.conftest import SERVER, BridgeClient

pytestmark = pytest.mark.asyncio

SECRET_ENV = "sk-env-5f4dcc3b5aa765d61d83"
SECRET_HEADER = "Bearer hdr-9e107d9d372bb6826bd81d"


def agent(tmp: Path, agent_id: str, *args: str, seed: int = 0, **extra: Any) -> dict[str, Any]:
    return {
        "id": agent_id,
        "name": agent_id,
        "command": demo_agent_argv(
            tmp / f"store-{agent_id}",
            tmp / "project",
            "--log-requests",
            str(tmp / f"requests-{agent_id}.jsonl"),
            *args,
            seed=seed,
            delay_ms=1,
        ),
        **extra,
    }


def requests(tmp: Path, agent_id: str, method: str) -> list[dict[str, Any]]:
    path = tmp / f"requests-{agent_id}.jsonl"
    if not path.exists():
        return []
    lines = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    return [line["params"] for line in lines if line["method"] == method]


@pytest.fixture
def folders(tmp_path: Path) -> tuple[Path, Path]:
    project, lib = tmp_path / "project", tmp_path / "shared-lib"
    project.mkdir()
    lib.mkdir()
    return project, lib


@pytest_asyncio.fixture
async def start(tmp_path: Path, folders: tuple[Path, Path]) -> AsyncIterator[Any]:
    """Starts `acp-bridge serve` on a workspace with both folders and the given settings."""
    started: list[BridgeClient] = []

    async def run(settings: dict[str, Any]) -> BridgeClient:
        env = dict(os.environ, XDG_DATA_HOME=str(tmp_path / "xdg-data"), ACP_BRIDGE_LOG_LEVEL="DEBUG")
        client = make_test_lsp_client()
        bridge = BridgeClient(client)
        await client.start_io(*SERVER, env=env)
        await client.initialize_session(
            lsp.InitializeParams(
                capabilities=lsp.ClientCapabilities(),
                root_uri=folders[0].as_uri(),
                workspace_folders=[lsp.WorkspaceFolder(uri=f.as_uri(), name=f.name) for f in folders],
                initialization_options=settings,
            )
        )
        started.append(bridge)
        return bridge

    yield run
    for bridge in started:
        await bridge.client.shutdown_session()
        await bridge.client.stop()


async def eventually(check: Any, timeout: float = 10.0) -> None:
    deadline = asyncio.get_running_loop().time() + timeout
    while not check():
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError("condition not met in time")
        await asyncio.sleep(0.05)


# -- workspace roots --------------------------------------------------------------------------------


async def test_the_other_workspace_folders_become_additional_roots_where_the_agent_supports_them(
    tmp_path: Path, folders: tuple[Path, Path], start: Any
) -> None:
    project, lib = (str(f) for f in folders)
    bridge = await start(
        {"agents": [agent(tmp_path, "roots"), agent(tmp_path, "plain", "--no-additional-directories")]}
    )

    opened = await bridge.request("acpBridge/newSession", {"agentId": "roots", "cwd": project})
    assert opened["session"]["additionalDirectories"] == [lib]
    assert requests(tmp_path, "roots", "session/new")[0]["additionalDirectories"] == [lib]
    plain = await bridge.request("acpBridge/newSession", {"agentId": "plain", "cwd": project})
    assert plain["session"]["additionalDirectories"] == []
    assert "additionalDirectories" not in requests(tmp_path, "plain", "session/new")[0]

    # The session list shows each session's roots (the tree's tooltip).
    listed = await bridge.request(
        "acpBridge/listSessions", {"agentId": "roots", "cwd": project, "mode": "first"}
    )
    assert [s["additionalDirectories"] for s in p.listed_items(listed)] == [[lib]]

    # Load sends the full list again; after the folder leaves the workspace a resume sends none.
    sid = opened["session"]["sessionId"]
    await bridge.request("acpBridge/loadSession", {"agentId": "roots", "sessionId": sid, "cwd": project})
    assert requests(tmp_path, "roots", "session/load")[0]["additionalDirectories"] == [lib]
    bridge.client.workspace_did_change_workspace_folders(
        lsp.DidChangeWorkspaceFoldersParams(
            event=lsp.WorkspaceFoldersChangeEvent(
                added=[], removed=[lsp.WorkspaceFolder(uri=folders[1].as_uri(), name="shared-lib")]
            )
        )
    )
    await asyncio.sleep(0.2)
    resumed = await bridge.request(
        "acpBridge/resumeSession", {"agentId": "roots", "sessionId": sid, "cwd": project}
    )
    assert "additionalDirectories" not in requests(tmp_path, "roots", "session/resume")[0]
    assert resumed["session"]["additionalDirectories"] == []
    listed = await bridge.request(
        "acpBridge/listSessions", {"agentId": "roots", "cwd": project, "mode": "first"}
    )
    assert [s["additionalDirectories"] for s in p.listed_items(listed)] == [[]]


async def test_a_relative_cwd_is_refused_before_the_agent_is_asked(
    tmp_path: Path, folders: tuple[Path, Path], start: Any
) -> None:
    bridge = await start({"agents": [agent(tmp_path, "roots")]})
    for method, params in (
        ("acpBridge/newSession", {"agentId": "roots", "cwd": "project"}),
        ("acpBridge/loadSession", {"agentId": "roots", "sessionId": "sess_1", "cwd": "../project"}),
    ):
        with pytest.raises(JsonRpcException) as caught:
            await bridge.request(method, params)
        assert caught.value.code == -32602
        assert "absolute path" in caught.value.message
    assert requests(tmp_path, "roots", "initialize") == []  # the agent was not even started


# -- MCP servers ------------------------------------------------------------------------------------


async def test_mcp_servers_reach_each_agent_as_far_as_it_supports_them_and_secrets_stay_out_of_the_log(
    tmp_path: Path, folders: tuple[Path, Path], start: Any
) -> None:
    project = str(folders[0])
    settings = {
        "traceAcp": True,
        "logLevel": "debug",
        "mcpServers": [
            {
                "name": "tools",
                "command": sys.executable,
                "args": ["-m", "tools"],
                "env": {"API_KEY": SECRET_ENV},
            },
            {
                "name": "docs",
                "type": "http",
                "url": "https://mcp.example.com/mcp",
                "headers": {"Authorization": SECRET_HEADER},
            },
            {"name": "legacy", "type": "sse", "url": "https://old.example.com/sse"},
        ],
        "agents": [
            agent(tmp_path, "basic"),
            agent(
                tmp_path,
                "remote",
                "--mcp-transports",
                "stdio,http",
                mcpServers=[{"name": "legacy", "type": "http", "url": "https://new.example.com/mcp"}],
            ),
        ],
    }
    bridge = await start(settings)
    for agent_id in ("basic", "remote"):
        opened = await bridge.request("acpBridge/newSession", {"agentId": agent_id, "cwd": project})
        sid = opened["session"]["sessionId"]
        await bridge.request("acpBridge/loadSession", {"agentId": agent_id, "sessionId": sid, "cwd": project})

    stdio = {
        "name": "tools",
        "command": sys.executable,
        "args": ["-m", "tools"],
        "env": [{"name": "API_KEY", "value": SECRET_ENV}],
    }
    docs = {
        "type": "http",
        "name": "docs",
        "url": "https://mcp.example.com/mcp",
        "headers": [{"name": "Authorization", "value": SECRET_HEADER}],
    }
    for method in ("session/new", "session/load"):
        assert requests(tmp_path, "basic", method)[0]["mcpServers"] == [stdio]
        assert requests(tmp_path, "remote", method)[0]["mcpServers"] == [
            stdio,
            docs,
            {"type": "http", "name": "legacy", "url": "https://new.example.com/mcp", "headers": []},
        ]
    # The user is told, once per agent and server, what was left out and why, with a button to
    # the setting the server came from.
    problems = bridge.notifications["acpBridge/settingsProblem"]
    shown = [n["message"] for n in problems]
    assert len(shown) == 2, shown
    assert any("basic" in m and "“docs”" in m and "http" in m for m in shown)
    assert any("basic" in m and "“legacy”" in m and "sse" in m for m in shown)
    assert {n["setting"] for n in problems} == {"acpBridge.mcpServers"}

    # The ACP trace went to the log (the editor's output channel) with the secrets replaced.
    await eventually(lambda: any("session/load" in m.message for m in bridge.client.log_messages))
    logged = "\n".join(m.message for m in bridge.client.log_messages)
    assert '"mcpServers"' in logged and "API_KEY" in logged and "***" in logged
    for secret in (SECRET_ENV, SECRET_HEADER, SECRET_HEADER.split()[1]):
        assert secret not in logged
        assert not any(secret in m for m in shown)


# -- protocol 1 and 2 side by side ------------------------------------------------------------------


async def test_protocol_1_and_2_agents_side_by_side_list_load_and_prompt(
    tmp_path: Path, folders: tuple[Path, Path], start: Any
) -> None:
    agents = [
        agent(tmp_path, "v1", seed=5),
        agent(tmp_path, "v2", "--protocol", "2", seed=5),
        agent(tmp_path, "v2-draft", "--protocol", "2", "--v2-shape", "intermediate", seed=5),
    ]
    bridge = await start({"agents": agents, "experimental": {"protocol2": True}})
    for agent_id in ("v1", "v2", "v2-draft"):
        listed = await bridge.request(
            "acpBridge/listSessions", {"agentId": agent_id, "cwd": None, "mode": "all"}
        )
        assert listed["supported"] and len(listed["sessions"]) == 5
    status = {
        a["agentId"]: a["capabilities"] for a in (await bridge.request("acpBridge/listAgents"))["agents"]
    }
    assert [status[a]["protocolVersion"] for a in ("v1", "v2", "v2-draft")] == [1, 2, 2]
    assert [status[a]["resumeReplays"] for a in ("v1", "v2", "v2-draft")] == [False, True, False]

    for agent_id in ("v1", "v2", "v2-draft"):
        listed = await bridge.request(
            "acpBridge/listSessions", {"agentId": agent_id, "cwd": None, "mode": "cached"}
        )
        first = p.listed_items(listed)[0]
        opened = await bridge.request(
            "acpBridge/loadSession", {"agentId": agent_id, "sessionId": first["sessionId"], "cwd": None}
        )
        assert opened["complete"] is True
        text = (await bridge.request("acpBridge/getTranscript", {"uri": opened["uri"]}))["text"]
        assert text.startswith(f"# {first['displayTitle']}")
        assert "## User" in text and "### Agent" in text and "**Plan**" in text
        assert "state_update" not in text and "plan_update" not in text

        reply = await bridge.request(
            "acpBridge/sendPrompt", {"agentId": agent_id, "sessionId": first["sessionId"], "text": "/help"}
        )
        assert reply == {"stopReason": "end_turn"}
        text = (await bridge.request("acpBridge/getTranscript", {"uri": opened["uri"]}))["text"]
        # The prompt shows once (protocol 2's `user_message` acknowledgement is not a second copy),
        # followed by the reply.
        assert text.count("## User\n\n/help") == 1
        assert text.rstrip().endswith("- `/help`: List these commands: /help")

    # How each agent was asked to replay.
    assert len(requests(tmp_path, "v1", "session/load")) == 1
    assert requests(tmp_path, "v2", "session/load") == []
    assert requests(tmp_path, "v2", "session/resume")[0]["replayFrom"] == {"type": "start"}
    assert len(requests(tmp_path, "v2-draft", "session/load")) == 1
    assert [p["protocolVersion"] for p in requests(tmp_path, "v1", "initialize")] == [
        2
    ]  # offered 2, answered 1


async def test_without_the_setting_a_protocol_2_agent_is_spoken_to_in_protocol_1(
    tmp_path: Path, folders: tuple[Path, Path], start: Any
) -> None:
    bridge = await start({"agents": [agent(tmp_path, "v2", "--protocol", "2", seed=3)]})
    listed = await bridge.request("acpBridge/listSessions", {"agentId": "v2", "cwd": None, "mode": "first"})
    opened = await bridge.request(
        "acpBridge/loadSession",
        {"agentId": "v2", "sessionId": listed["sessions"][0]["sessionId"], "cwd": None},
    )
    assert opened["complete"]
    [status] = (await bridge.request("acpBridge/listAgents"))["agents"]
    assert status["capabilities"]["protocolVersion"] == 1
    assert [p["protocolVersion"] for p in requests(tmp_path, "v2", "initialize")] == [1]
    assert len(requests(tmp_path, "v2", "session/load")) == 1
