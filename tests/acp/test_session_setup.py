"""Session setup as the editor does it: the session's folders and its MCP servers.

- `additionalDirectories` goes out on new, load and resume only when the agent advertises it,
  always as the whole list; the `fs/*` boundary follows what was sent (a load without additional
  roots shrinks it back to the cwd); bad paths fail before anything is sent.
- MCP servers from the settings reach the agent in the exact ACP shape of the negotiated protocol,
  only with the transports the agent supports; each left-out server is told once; custom `_`
  transports pass untouched; their secrets never show in problems.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import anyio
import pytest

from acp_bridge import mcp
from acp_bridge.acp import AgentError, AgentErrorKind, AgentFeatures
from acp_bridge.agent_handle import AgentHandle, AgentListener
from acp_bridge.config import AgentConfig
from acp_bridge.lsp.settings import parse_settings
from acp_bridge.sessions.whole_markdown import render_markdown
from acp_bridge.settings_entries import parse_servers
from tests.fakes.demo import demo_agent_argv

pytestmark = pytest.mark.anyio

SECRET_ENV = "sk-live-env-0123456789"
SECRET_HEADER = "Bearer hdr-abcdef-987654"
SECRET_CUSTOM = "custom-token-55555"


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture
def folders(tmp_path: Path) -> tuple[Path, Path, Path]:
    project, lib, docs = (tmp_path / name for name in ("project", "shared-lib", "docs"))
    for folder in (project, lib, docs):
        folder.mkdir()
    (lib / "util.py").write_text("def shared(): ...\n")
    return project, lib, docs


class Notices(AgentListener):
    def __init__(self) -> None:
        self.messages: list[str] = []
        #: The setting each message is about, by message.
        self.settings: dict[str, str] = {}

    def notice(self, agent: AgentHandle, message: str, setting: str) -> None:
        self.messages.append(message)
        self.settings[message] = setting


def demo(tmp: Path, *args: str, servers: Sequence[mcp.McpServerConfig] = ()) -> AgentConfig:
    return AgentConfig(
        id="demo",
        name="Demo",
        command=demo_agent_argv(tmp / "store", None, *args, seed=None, delay_ms=1),
        mcp_servers=list(servers),
    )


@asynccontextmanager
async def running(
    config: AgentConfig, *, protocol: int = 1, workspace_servers: Sequence[mcp.McpServerConfig] = ()
) -> AsyncIterator[tuple[AgentHandle, list[dict[str, Any]], Notices]]:
    """The agent, every message the bridge sent it (parsed), and the notices for the user. It is
    given the workspace's MCP servers and its own, merged as the bridge merges them."""
    sent: list[dict[str, Any]] = []
    notices = Notices()

    def trace(direction: str, line: bytes) -> None:
        if direction == "send":
            sent.append(json.loads(line))

    async with anyio.create_task_group() as tg:
        handle = AgentHandle(
            config,
            tg,
            tracer=trace,
            listener=notices,
            protocol_version=protocol,
            mcp_servers=mcp.merge(workspace_servers, config.mcp_servers),
        )
        try:
            yield handle, sent, notices
        finally:
            await handle.stop()
            tg.cancel_scope.cancel()


def setups(sent: list[dict[str, Any]]) -> list[tuple[str, dict[str, Any]]]:
    methods = ("session/new", "session/load", "session/resume")
    return [(m["method"], m["params"]) for m in sent if m.get("method") in methods]


# -- workspace roots --------------------------------------------------------------------------------


@pytest.mark.parametrize("advertised", [True, False])
async def test_additional_directories_are_sent_only_when_advertised_on_new_load_and_resume(
    tmp_path: Path, folders: tuple[Path, Path, Path], advertised: bool
) -> None:
    project, lib, docs = (str(f) for f in folders)
    args = () if advertised else ("--no-additional-directories",)
    async with running(demo(tmp_path, *args)) as (handle, sent, _):
        record = await handle.new_session(project, additional_directories=[lib, docs])
        await handle.load(record.session_id, fallback_cwd=project, additional_directories=[lib, docs])
        await handle.resume(record.session_id, fallback_cwd=project, additional_directories=[lib, docs])
        roots = handle.client.roots(record.session_id)
        listed = {r.session_id: r for r in (await handle.listing.all(None)).sessions}[record.session_id]
    calls = setups(sent)
    assert [method for method, _ in calls] == ["session/new", "session/load", "session/resume"]
    for _method, params in calls:
        assert params["cwd"] == project
        # The demo agent refuses the field when it did not advertise it (the load would fail).
        assert params.get("additionalDirectories") == ([lib, docs] if advertised else None)
    expected_roots = [project, lib, docs] if advertised else [project]
    assert [str(r) for r in roots] == [os.path.realpath(p) for p in expected_roots]
    # What the session list shows (the tooltip): the roots the agent reports for it.
    assert listed.additional_directories == ([lib, docs] if advertised else [])


async def test_a_load_without_additional_roots_shrinks_the_file_boundary_back_to_the_cwd(
    tmp_path: Path, folders: tuple[Path, Path, Path]
) -> None:
    project, lib, _docs = folders
    outside = lib / "util.py"
    async with running(demo(tmp_path)) as (handle, sent, _):
        record = await handle.new_session(str(project), additional_directories=[str(lib)])
        await handle.prompt(record.session_id, f"/fs-read {outside}")
        before = render_markdown(handle.transcripts[record.session_id])
        await handle.load(record.session_id, fallback_cwd=str(project))  # the user closed the folder
        assert handle.registry.get(record.session_id).additional_directories == []  # type: ignore[union-attr]
        await handle.prompt(record.session_id, f"/fs-read {outside}")
        after = render_markdown(handle.transcripts[record.session_id])
    assert "def shared()" in before
    assert after.count("def shared()") == 1 and "outside the session" in after
    load = dict(setups(sent))["session/load"]
    assert "additionalDirectories" not in load  # omitted = none: never "restored" by the agent


@pytest.mark.parametrize(
    ("cwd", "extra"),
    [("relative/project", []), ("", []), (None, ["relative/lib"])],
)
async def test_a_relative_or_missing_path_is_an_error_before_anything_is_sent(
    tmp_path: Path, folders: tuple[Path, Path, Path], cwd: str | None, extra: list[str]
) -> None:
    project = str(folders[0])
    async with running(demo(tmp_path)) as (handle, sent, _):
        with pytest.raises(AgentError) as caught:
            await handle.new_session(cwd if cwd is not None else project, additional_directories=extra)
        assert caught.value.kind is AgentErrorKind.INVALID_ARGUMENT
        assert "absolute path" in caught.value.message
        with pytest.raises(AgentError) as caught:
            await handle.load(
                "sess_x", fallback_cwd=cwd if cwd is not None else project, additional_directories=extra
            )
        assert caught.value.kind is AgentErrorKind.INVALID_ARGUMENT
        assert handle.connection is None  # not even started
    assert sent == []


# -- MCP servers ------------------------------------------------------------------------------------

SETTINGS_SERVERS: list[dict[str, Any]] = [
    {"name": "tools", "command": sys.executable, "args": ["-m", "tools"], "env": {"API_KEY": SECRET_ENV}},
    {
        "name": "docs",
        "type": "http",
        "url": "https://mcp.example.com/mcp",
        "headers": {"Authorization": SECRET_HEADER},
    },
    {"name": "legacy", "type": "sse", "url": "https://old.example.com/sse", "headers": {}},
    {"name": "socket", "type": "_acme_socket", "path": "/run/acme.sock", "token": SECRET_CUSTOM},
]
STDIO_V1 = {
    "name": "tools",
    "command": sys.executable,
    "args": ["-m", "tools"],
    "env": [{"name": "API_KEY", "value": SECRET_ENV}],
}
HTTP = {
    "type": "http",
    "name": "docs",
    "url": "https://mcp.example.com/mcp",
    "headers": [{"name": "Authorization", "value": SECRET_HEADER}],
}
SSE = {"type": "sse", "name": "legacy", "url": "https://old.example.com/sse", "headers": []}
CUSTOM = {"name": "socket", "type": "_acme_socket", "path": "/run/acme.sock", "token": SECRET_CUSTOM}


def configured() -> list[mcp.McpServerConfig]:
    servers, problems = parse_servers(SETTINGS_SERVERS, "acpBridge.mcpServers")
    assert problems == []
    return servers


@pytest.mark.parametrize(
    ("protocol", "agent_args", "wire", "left_out"),
    [
        (1, ["--mcp-transports", "stdio"], [STDIO_V1, CUSTOM], {"docs": "http", "legacy": "sse"}),
        (1, ["--mcp-transports", "stdio,http,sse"], [STDIO_V1, HTTP, SSE, CUSTOM], {}),
        (
            2,
            ["--protocol", "2", "--mcp-transports", "stdio,http"],
            [{"type": "stdio", **STDIO_V1}, HTTP, CUSTOM],
            {"legacy": "protocol 2 has no SSE"},
        ),
        (
            2,
            ["--protocol", "2", "--mcp-transports", "http"],
            [HTTP, CUSTOM],
            {"tools": "stdio", "legacy": "protocol 2 has no SSE"},
        ),
    ],
)
async def test_the_exact_mcp_servers_on_the_wire_follow_the_agent_capabilities(
    tmp_path: Path,
    folders: tuple[Path, Path, Path],
    protocol: int,
    agent_args: list[str],
    wire: list[dict[str, Any]],
    left_out: dict[str, str],
) -> None:
    project = str(folders[0])
    # The SSE server is also the agent's own (in acpBridge.agents): it replaces the workspace's.
    config = demo(tmp_path, *agent_args, servers=[s for s in configured() if s.name == "legacy"])
    async with running(config, protocol=protocol, workspace_servers=configured()) as (handle, sent, notices):
        record = await handle.new_session(project)
        await handle.load(record.session_id, fallback_cwd=project)
        await handle.resume(record.session_id, fallback_cwd=project)
        await handle.new_session(project)
    calls = setups(sent)
    assert len(calls) == 4
    for _method, params in calls:
        # The demo agent refuses an unadvertised transport or a v1/v2 shape mismatch: the setups
        # above would have failed.
        assert params["mcpServers"] == wire
    # Told once per server, with the reason, however many sessions were set up.
    assert len(notices.messages) == len(left_out)
    for name, why in left_out.items():
        [message] = [m for m in notices.messages if f"“{name}”" in m]
        assert why in message and message.startswith("Demo: MCP server")
        # Where it is fixed: the editor's warning opens that setting.
        setting = "acpBridge.agents" if name == "legacy" else "acpBridge.mcpServers"
        assert notices.settings[message] == setting
    assert not any(secret in m for m in notices.messages for secret in (SECRET_ENV, SECRET_HEADER))


def test_workspace_and_agent_servers_merge_by_name_and_bad_entries_are_reported_without_secrets() -> None:
    settings, problems = parse_settings(
        {
            "mcpServers": [
                *SETTINGS_SERVERS,
                {"name": "typo", "comand": "/bin/x", "env": {"TOKEN": "never-shown-1234"}},
                {"name": "nowhere", "command": "no-such-mcp-binary-xyz"},
                {"name": "weird", "type": "websocket", "url": "wss://x"},
                {"name": "docs", "type": "http", "url": "https://dup.example.com"},
                {
                    "name": "plain",
                    "type": "http",
                    "url": "ftp://x",
                    "headers": [{"name": "K", "value": "v-12345"}],
                },
            ],
            "agents": [
                {
                    "id": "a",
                    "command": "agent",
                    "mcpServers": [
                        {"name": "docs", "type": "http", "url": "https://agent.example.com/mcp"},
                        {
                            "name": "own",
                            "command": "/usr/bin/env",
                            "args": ["own-mcp"],
                            "env": [{"name": "K", "value": "v"}],
                        },
                        {"name": "broken", "type": "http"},
                    ],
                }
            ],
        }
    )
    assert [s.name for s in settings.mcp_servers] == ["tools", "docs", "legacy", "socket"]
    assert len(problems) == 6, problems
    text = "\n".join(problem.message for problem in problems)
    for name in ("typo", "nowhere", "weird", "docs", "plain", "broken"):
        assert f"({name})" in text
    assert "never-shown-1234" not in text and "v-12345" not in text
    assert "comand" in text and "not found on PATH" in text and "used twice" in text
    [agent] = settings.agents
    merged = mcp.merge(settings.mcp_servers, agent.mcp_servers)
    assert [s.name for s in merged] == ["tools", "docs", "legacy", "socket", "own"]
    assert merged[1].url == "https://agent.example.com/mcp"  # the agent's own wins
    assert merged[0].command == sys.executable  # absolute commands stay as given
    secrets = set(agent.secret_values()) | set(mcp.secret_values(settings.mcp_servers))
    assert {SECRET_ENV, SECRET_HEADER, SECRET_CUSTOM} <= secrets


def test_a_command_on_path_is_made_absolute() -> None:
    [server], problems = parse_servers([{"name": "sh", "command": "sh", "args": ["-c", "true"]}], "x")
    assert problems == [] and server.command == shutil.which("sh")


def test_sse_is_never_sent_under_protocol_2_even_if_a_draft_advertised_it() -> None:
    servers = configured()
    wire, skipped = mcp.select(servers, AgentFeatures(protocol_version=2, mcp_http=True, mcp_sse=True))
    assert [w["name"] for w in wire] == ["tools", "docs", "socket"]
    assert [s.name for s in skipped] == ["legacy"]
