"""Secrets from an agent's `env` setting and its MCP servers never reach a log, a trace or a message:
`acp-bridge serve` with `traceAcp: true` and `logLevel: debug`, an agent that echoes its key into
stderr, titles, replayed messages and its exit message (as written, JSON-escaped or percent-encoded),
also after the settings dropped it, and both the bridge's stderr and `window/logMessage` captured."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from lsprotocol import types as lsp
from pygls.exceptions import JsonRpcException

from tests.fakes.misbehaving_agent import spellings
from tests.fault.harness import bridge_env, misbehaving, start_server, stop_server
from tests.lsp.conftest import BridgeClient

pytestmark = pytest.mark.asyncio

#: Quotes, a backslash and non-ASCII: the trace shows it JSON-escaped, in both of JSON's spellings.
SECRET = 'sk-live-Ünï"\\-7f3a9c0d1e2b'
OTHER_SECRET = "ghp_0123456789abcdefXYZ"
#: What base64 keys hold and JSON encoders other than Python's escape: `/`, `=`, `+`.
SLASHED_SECRET = "tok/Q2xhdWRl+cmVk/YWN0ZWQ=="
HEADER = "Bearer mcp/eyJhbGciOi+SUzI1NiJ9=="


def forms(secret: str) -> list[str]:
    """Every way the secret could be written: raw, JSON-escaped (ASCII or not), and its long pieces."""
    out = {secret, json.dumps(secret)[1:-1], json.dumps(secret, ensure_ascii=False)[1:-1]}
    return sorted(out)


async def test_agent_env_secrets_are_redacted_from_logs_and_traces(tmp_path: Path) -> None:
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    env = {"ACP_TEST_TOKEN": SECRET, "GITHUB_TOKEN": OTHER_SECRET}
    settings = {
        "agents": [
            misbehaving(
                "keyed", "--echo-env", "ACP_TEST_TOKEN", "--secret-at-trace-cut", "--sessions", "2", env=env
            ),
            misbehaving("leaky", "--echo-env", "GITHUB_TOKEN", "--exit-at-start", "4", env=env),
        ],
        "traceAcp": True,
        "logLevel": "debug",
    }
    stderr = tmp_path / "bridge.stderr"
    bridge = await start_server(tmp_path, settings, workspace, env=bridge_env(tmp_path), stderr_file=stderr)
    errors: list[str] = []
    try:
        listed = await bridge.request("acpBridge/listSessions", {"agentId": "keyed"})
        assert len(listed["sessions"]) == 2
        loaded = await bridge.request(
            "acpBridge/loadSession", {"agentId": "keyed", "sessionId": "s1", "cwd": "/tmp"}
        )
        assert loaded["complete"] is True
        with pytest.raises(JsonRpcException) as caught:
            await bridge.request(
                "acpBridge/loadSession", {"agentId": "keyed", "sessionId": "nope", "cwd": "/tmp"}
            )
        errors.append(caught.value.message)
        with pytest.raises(JsonRpcException) as caught:
            await bridge.request("acpBridge/listSessions", {"agentId": "leaky"})
        errors.append(caught.value.message)
        assert "using credential ***" in caught.value.message  # the stderr line is quoted, redacted
        failed = await bridge.wait_for(
            "acpBridge/agentStateChanged", lambda n: n["agentId"] == "leaky" and n["state"] == "error"
        )
        errors.append(failed["error"])
    finally:
        await stop_server(bridge)
    logged, messages = shown(bridge, stderr)
    # The capture works: the ACP trace and the agent's stderr are there, with the secret blanked out.
    assert "← " in logged and '"method":"session/update"' in logged, "the ACP trace reached stderr"
    assert any("→ " in m for m in messages), "the ACP trace reached window/logMessage"
    assert "using credential ***" in logged
    assert any("***" in m for m in messages)
    for secret in (SECRET, OTHER_SECRET):
        for form in forms(secret):
            assert form not in logged, f"bridge stderr holds {form!r}"
            for text in (*messages, *errors):
                assert form not in text, f"{form!r} in {text[:300]!r}"
        for form in forms(secret):  # not even a part of it (where a log cuts a long line)
            for piece in (form[: len(form) // 2], form[: len(form) - 1]):
                assert piece not in logged, f"bridge stderr holds part of the secret: {piece!r}"
                assert not any(piece in t for t in (*messages, *errors)), f"part of the secret: {piece!r}"


def spelled(secret: str) -> list[str]:
    """The secret as written and as JSON and URL encoders write it (`misbehaving_agent.spellings`)."""
    return sorted({*forms(secret), *spellings(secret, escaped=True)})


async def run_crash(bridge: BridgeClient, agent_id: str) -> list[str]:
    """Makes the agent write what it holds on stderr and exit (`--crash-on-unknown`): the texts the
    user then sees — the request's error, `agentStateChanged`, `listAgents`."""
    with pytest.raises(JsonRpcException) as caught:
        await bridge.request(
            "acpBridge/loadSession", {"agentId": agent_id, "sessionId": "nope", "cwd": "/tmp"}
        )
    assert caught.value.code == -32011, caught.value  # the agent exited; its stderr is quoted
    exited = await bridge.wait_for(
        "acpBridge/agentStateChanged", lambda n: n["agentId"] == agent_id and n["state"] == "exited"
    )
    agents = (await bridge.request("acpBridge/listAgents"))["agents"]
    listed = [a["error"] for a in agents if a["agentId"] == agent_id]
    return [caught.value.message, exited["error"], *listed]


def shown(bridge: BridgeClient, stderr: Path) -> tuple[str, list[str]]:
    """What reached the user: the server's log (its stderr), and the editor's log and messages."""
    logged = stderr.read_text(encoding="utf-8", errors="replace")
    client = bridge.client
    problems = [n["message"] for n in bridge.notifications["acpBridge/settingsProblem"]]
    return logged, [m.message for m in client.log_messages] + [m.message for m in client.messages] + problems


def assert_nowhere(secrets: list[str], logged: str, texts: list[str]) -> None:
    for secret in secrets:
        for form in spelled(secret):
            assert form not in logged, f"bridge stderr holds {form!r}"
            for text in texts:
                assert form not in text, f"{form!r} in {text[:300]!r}"


async def test_a_secret_echoed_json_escaped_or_percent_encoded_is_redacted(tmp_path: Path) -> None:
    """Issue 37, item 6: an agent that writes its key as another JSON encoder would (`\\/`, `\\u003d`,
    every character as `\\uXXXX`) or percent-encoded, on stderr and in its replay."""
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    agent = misbehaving(
        "escaper",
        "--echo-env",
        "ACP_TEST_TOKEN",
        "--echo-escaped",
        "--crash-on-unknown",
        env={"ACP_TEST_TOKEN": SLASHED_SECRET},
    )
    settings = {"agents": [agent], "traceAcp": True, "logLevel": "debug"}
    stderr = tmp_path / "bridge.stderr"
    bridge = await start_server(tmp_path, settings, workspace, env=bridge_env(tmp_path), stderr_file=stderr)
    try:
        loaded = await bridge.request(
            "acpBridge/loadSession", {"agentId": "escaper", "sessionId": "s1", "cwd": "/tmp"}
        )
        assert loaded["complete"] is True
        texts = await run_crash(bridge, "escaper")
    finally:
        await stop_server(bridge)
    logged, messages = shown(bridge, stderr)
    assert_nowhere([SLASHED_SECRET], logged, [*messages, *texts])
    # The capture works: the escaped replay was traced, the stderr lines logged and quoted, redacted.
    assert '"messageId": "esc-2"' in logged and "using credential ***" in logged
    assert any("esc-2" in m for m in messages)
    assert "crashing; it held *** *** *** *** ***" in texts[0], texts[0]


async def test_a_secret_removed_from_the_settings_stays_redacted_while_the_agent_holds_it(
    tmp_path: Path,
) -> None:
    """Issue 37, item 12: an MCP server's header goes to the agent with a session; the server is then
    removed from the settings, which does not restart the agent. It still holds the header, and says
    so when it crashes: the error, `agentStateChanged`, `listAgents`, the log and `logMessage` must not
    show it."""
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    keeper = misbehaving("keeper", "--echo-mcp", "--crash-on-unknown")
    server = {
        "name": "docs",
        "type": "http",
        "url": "https://example.com/mcp",
        "headers": {"Authorization": HEADER},
    }
    settings: dict[str, Any] = {
        "agents": [keeper],
        "mcpServers": [server],
        "traceAcp": True,
        "logLevel": "debug",
    }
    stderr = tmp_path / "bridge.stderr"
    bridge = await start_server(tmp_path, settings, workspace, env=bridge_env(tmp_path), stderr_file=stderr)
    try:
        await bridge.request("acpBridge/loadSession", {"agentId": "keeper", "sessionId": "s1", "cwd": "/tmp"})
        # The MCP server goes; a new agent shows when the change is applied (`keeper` is left running).
        changed = {**settings, "mcpServers": [], "agents": [keeper, misbehaving("witness")]}
        bridge.client.workspace_did_change_configuration(
            lsp.DidChangeConfigurationParams(settings={"acpBridge": changed})
        )
        await bridge.wait_for("acpBridge/sessionsChanged", lambda n: n["agentId"] == "witness")
        states = [
            n["state"]
            for n in bridge.notifications["acpBridge/agentStateChanged"]
            if n["agentId"] == "keeper"
        ]
        assert states[-1] == "ready", "the unchanged agent keeps running"
        texts = await run_crash(bridge, "keeper")
    finally:
        await stop_server(bridge)
    logged, messages = shown(bridge, stderr)
    assert_nowhere([HEADER], logged, [*messages, *texts])
    assert "mcp credential ***" in logged  # the capture works: the agent's stderr is logged
    assert all("crashing; it held ***" in text for text in texts), texts
