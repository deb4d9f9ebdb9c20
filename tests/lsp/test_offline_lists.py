"""The session list and transcripts from the local store while an agent is down (or starting)."""

from __future__ import annotations

import os
import signal
from pathlib import Path

import pytest
from pygls.exceptions import JsonRpcException

from acp_bridge.lsp import protocol as p
from tests.fakes.demo import demo_agent_argv
from tests.lsp.conftest import start_bridge, stop_bridge

pytestmark = pytest.mark.asyncio


async def test_a_restart_with_an_agent_that_cannot_start_shows_the_stored_list(
    tmp_path: Path, workspace: Path
) -> None:
    """Run 1 lists and opens a session; run 2 (same data folder) has an agent that cannot start: the
    list comes from the store, saying so and why, and the opened transcript reads from the history."""
    argv = demo_agent_argv(tmp_path / "store", workspace, seed=30)
    first = await start_bridge(tmp_path, {"agents": [{"id": "demo", "command": argv}]}, workspace)
    try:
        live = await first.request("acpBridge/listSessions", {"agentId": "demo", "cwd": str(workspace)})
        assert live["fromCache"] is False and live["storedAt"] is None and live["sessions"]
        target, never_opened = live["sessions"][0], live["sessions"][1]
        opened = await first.request(
            "acpBridge/loadSession", {"agentId": "demo", "sessionId": target["sessionId"]}
        )
        live_text = (await first.request("acpBridge/getTranscript", {"uri": opened["uri"]}))["text"]
    finally:
        await stop_bridge(first)  # flushes the stores

    gone = [str(tmp_path / "no-such-agent")]
    second = await start_bridge(tmp_path, {"agents": [{"id": "demo", "command": gone}]}, workspace)
    try:
        ids = [s["sessionId"] for s in live["sessions"]]
        cached = await second.request(
            "acpBridge/listSessions", {"agentId": "demo", "cwd": str(workspace), "mode": "cached"}
        )
        assert cached["fromCache"] is True and cached["storedAt"]
        assert [s["sessionId"] for s in cached["sessions"]] == ids, "the list appears at once at start-up"
        assert [s["displayTitle"] for s in p.listed_items(cached)] == [
            s["displayTitle"] for s in p.listed_items(live)
        ]
        down = await second.request("acpBridge/listSessions", {"agentId": "demo", "cwd": str(workspace)})
        assert down["fromCache"] is True and down["hasMore"] is False
        assert down["error"] and "no-such-agent" in down["error"]
        assert [s["sessionId"] for s in down["sessions"]] == ids
        await second.wait_for("acpBridge/agentStateChanged", lambda n: n["state"] == "error")

        # The transcript opened in run 1 reads from the history, read-only; the other has no copy.
        ro = await second.request(
            "acpBridge/openReadOnly", {"agentId": "demo", "sessionId": target["sessionId"]}
        )
        assert ro["fromHistory"] is True and ro["session"]["active"] is False
        assert p.parse_transcript_uri(ro["uri"]) == ("demo", target["sessionId"])
        text = (await second.request("acpBridge/getTranscript", {"uri": ro["uri"]}))["text"]
        assert "Read-only copy" in text
        first_user = live_text.split("## User", 1)[1].strip().splitlines()[0]
        assert first_user[:40] in text
        with pytest.raises(JsonRpcException) as err:  # Go to Turn on the copy: why it cannot
            await second.request("acpBridge/listTurns", {"agentId": "demo", "sessionId": target["sessionId"]})
        assert "read-only copy kept on this machine" in err.value.message
        with pytest.raises(JsonRpcException) as err:
            await second.request(
                "acpBridge/openReadOnly", {"agentId": "demo", "sessionId": never_opened["sessionId"]}
            )
        assert err.value.code == p.ERROR_CODES["unsupported"] and "no copy" in err.value.message
        with pytest.raises(JsonRpcException) as err:
            await second.request(
                "acpBridge/loadSession", {"agentId": "demo", "sessionId": target["sessionId"]}
            )
        assert err.value.code == p.ERROR_CODES["start_failed"]
        # Nothing was lost on the way: the store still answers.
        again = await second.request("acpBridge/listSessions", {"agentId": "demo", "cwd": str(workspace)})
        assert [s["sessionId"] for s in again["sessions"]] == ids
    finally:
        await stop_bridge(second)


async def test_a_crashed_agent_that_cannot_restart_keeps_its_list(tmp_path: Path, workspace: Path) -> None:
    """Killed mid-run, and its command now fails: the list of this run is the answer, marked."""
    marker = tmp_path / "broken"
    pid_file = tmp_path / "agent.pid"
    argv = demo_agent_argv(tmp_path / "store", workspace, seed=30)
    wrapper = ["sh", "-c", f'test -e "{marker}" && exit 3; echo $$ > "{pid_file}"; exec "$@"', "sh", *argv]
    client = await start_bridge(tmp_path, {"agents": [{"id": "demo", "command": wrapper}]}, workspace)
    try:
        live = await client.request("acpBridge/listSessions", {"agentId": "demo", "cwd": str(workspace)})
        assert live["fromCache"] is False
        marker.touch()
        os.kill(int(pid_file.read_text()), signal.SIGKILL)
        await client.wait_for("acpBridge/agentStateChanged", lambda n: n["state"] == "exited")
        down = await client.request("acpBridge/listSessions", {"agentId": "demo", "cwd": str(workspace)})
        assert down["fromCache"] is True and down["storedAt"] and down["error"]
        assert [s["sessionId"] for s in down["sessions"]] == [s["sessionId"] for s in live["sessions"]]
        marker.unlink()  # the agent can start again: the live list replaces the stored one
        back = await client.request("acpBridge/listSessions", {"agentId": "demo", "cwd": str(workspace)})
        assert back["fromCache"] is False and back["error"] is None
    finally:
        await stop_bridge(client)


async def test_a_damaged_store_starts_empty(tmp_path: Path, workspace: Path) -> None:
    data = tmp_path / "xdg-data" / "acp-bridge"
    data.mkdir(parents=True)
    (data / "local.sqlite3").write_text("{broken")
    gone = [str(tmp_path / "no-such-agent")]
    client = await start_bridge(tmp_path, {"agents": [{"id": "demo", "command": gone}]}, workspace)
    try:
        cached = await client.request(
            "acpBridge/listSessions", {"agentId": "demo", "cwd": str(workspace), "mode": "cached"}
        )
        assert cached["sessions"] == [] and cached["fromCache"] is False
        with pytest.raises(JsonRpcException) as err:
            await client.request("acpBridge/listSessions", {"agentId": "demo", "cwd": str(workspace)})
        assert err.value.code == p.ERROR_CODES["start_failed"]
        assert [f.read_text() for f in data.glob("local.sqlite3.damaged-*")] == ["{broken"], "set aside"
    finally:
        await stop_bridge(client)
