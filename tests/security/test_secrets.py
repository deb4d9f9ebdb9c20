"""Secrets from an agent's `env` setting never reach a log or a trace: `acp-bridge serve` with
`traceAcp: true` and `logLevel: debug`, an agent that echoes its key into stderr, titles, replayed
messages and its exit message, and both the bridge's stderr and `window/logMessage` captured."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pygls.exceptions import JsonRpcException

from tests.fault.harness import bridge_env, misbehaving, start_server, stop_server

pytestmark = pytest.mark.asyncio

#: Quotes, a backslash and non-ASCII: the trace shows it JSON-escaped, in both of JSON's spellings.
SECRET = 'sk-live-Ünï"\\-7f3a9c0d1e2b'
OTHER_SECRET = "ghp_0123456789abcdefXYZ"


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
    logged = stderr.read_text(encoding="utf-8", errors="replace")
    messages = [m.message for m in bridge.client.log_messages] + [m.message for m in bridge.client.messages]
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
