"""Sessions of another folder: opened read-only (no activation), or forked into this folder."""

from __future__ import annotations

import os
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio
from pygls.exceptions import JsonRpcException

from acp_bridge.lsp import protocol as p
from tests.fakes.demo import demo_agent_argv
from tests.lsp.conftest import BridgeClient, received_params, start_bridge

pytestmark = pytest.mark.asyncio


async def logged_bridge(tmp_path: Path, workspace: Path, *extra: str) -> BridgeClient:
    argv = demo_agent_argv(
        tmp_path / "store", workspace, "--log-requests", str(tmp_path / "requests.jsonl"), *extra
    )
    return await start_bridge(tmp_path, {"agents": [{"id": "demo", "command": argv}]}, workspace)


@pytest_asyncio.fixture
async def bridge(tmp_path: Path, workspace: Path) -> AsyncIterator[BridgeClient]:
    client = await logged_bridge(tmp_path, workspace, "--fork")
    yield client
    await client.client.shutdown_session()
    await client.client.stop()


def outside(sessions: list[dict[str, Any]], workspace: Path) -> dict[str, Any]:
    inside = str(workspace) + os.sep
    return next(s for s in sessions if s["cwd"] != str(workspace) and not s["cwd"].startswith(inside))


def first_user_message(markdown: str) -> str:
    after = markdown.split("## User", 1)[1].strip().splitlines()
    return next(line for line in after if line.strip())


async def test_read_only_replays_without_activating(
    bridge: BridgeClient, workspace: Path, tmp_path: Path
) -> None:
    every = await bridge.request("acpBridge/listSessions", {"agentId": "demo", "cwd": None, "mode": "all"})
    here = next(s for s in p.listed_items(every) if s["cwd"] == str(workspace))
    other = outside(p.listed_items(every), workspace)
    await bridge.request("acpBridge/loadSession", {"agentId": "demo", "sessionId": here["sessionId"]})
    announced = len(bridge.notifications["acpBridge/activeSessionChanged"])

    result = await bridge.request(
        "acpBridge/openReadOnly", {"agentId": "demo", "sessionId": other["sessionId"], "cwd": other["cwd"]}
    )
    assert result["fromHistory"] is False and result["complete"] is True
    assert result["session"]["active"] is False
    assert result["uri"] == p.transcript_uri("demo", other["sessionId"], other["displayTitle"])
    doc = await bridge.request("acpBridge/getTranscript", {"uri": result["uri"]})
    assert "## User" in doc["text"]
    # Nothing about the active session changed: no notification, the previous one not closed.
    assert len(bridge.notifications["acpBridge/activeSessionChanged"]) == announced
    listed = await bridge.request("acpBridge/listSessions", {"agentId": "demo", "cwd": str(workspace)})
    assert [s["sessionId"] for s in p.listed_items(listed) if s["active"]] == [here["sessionId"]]
    loads = received_params(tmp_path, "session/load")
    assert {"sessionId": other["sessionId"], "cwd": other["cwd"]}.items() <= loads[-1].items()
    assert "additionalDirectories" not in loads[-1], "a read-only look never hands it the workspace"
    assert received_params(tmp_path, "session/close") == []
    assert received_params(tmp_path, "session/resume") == []


async def test_fork_into_this_folder(bridge: BridgeClient, workspace: Path, tmp_path: Path) -> None:
    every = await bridge.request("acpBridge/listSessions", {"agentId": "demo", "cwd": None, "mode": "all"})
    other = outside(p.listed_items(every), workspace)
    ready = await bridge.wait_for("acpBridge/agentStateChanged", lambda n: n["state"] == "ready")
    assert ready["capabilities"]["fork"] is True, "the demo agent advertises session/fork"
    source = await bridge.request(
        "acpBridge/openReadOnly", {"agentId": "demo", "sessionId": other["sessionId"], "cwd": other["cwd"]}
    )
    source_text = (await bridge.request("acpBridge/getTranscript", {"uri": source["uri"]}))["text"]

    result = await bridge.request(
        "acpBridge/forkSession", {"agentId": "demo", "sessionId": other["sessionId"], "cwd": str(workspace)}
    )
    fork = result["session"]
    assert fork["sessionId"] != other["sessionId"]
    assert fork["cwd"] == str(workspace) and fork["active"] is True
    assert fork["displayTitle"] == other["displayTitle"]
    assert result["uri"].endswith("/" + p.transcript_uri("x", "y", fork["displayTitle"]).rsplit("/", 1)[1])
    text = (await bridge.request("acpBridge/getTranscript", {"uri": result["uri"]}))["text"]
    assert first_user_message(text) == first_user_message(source_text), "the fork holds the conversation"
    await bridge.wait_for("acpBridge/sessionsChanged", lambda n: n["reason"] == "created")
    await bridge.wait_for(
        "acpBridge/activeSessionChanged",
        lambda n: (n.get("session") or {}).get("sessionId") == fork["sessionId"] and not n["loading"],
    )
    # The new session is listed in this folder; the original stays where it was.
    here = await bridge.request("acpBridge/listSessions", {"agentId": "demo", "cwd": str(workspace)})
    assert fork["sessionId"] in [s["sessionId"] for s in here["sessions"]]
    again = await bridge.request(
        "acpBridge/listSessions", {"agentId": "demo", "cwd": other["cwd"], "mode": "all"}
    )
    assert other["sessionId"] in [s["sessionId"] for s in again["sessions"]]
    assert fork["sessionId"] not in [s["sessionId"] for s in again["sessions"]]
    sent = received_params(tmp_path, "session/fork")
    assert sent and {"sessionId": other["sessionId"], "cwd": str(workspace)}.items() <= sent[-1].items()


async def test_fork_is_refused_when_not_advertised(tmp_path: Path, workspace: Path) -> None:
    client = await logged_bridge(tmp_path, workspace)  # no --fork: not advertised
    try:
        sessions = (await client.request("acpBridge/listSessions", {"agentId": "demo", "cwd": None}))[
            "sessions"
        ]
        ready = await client.wait_for("acpBridge/agentStateChanged", lambda n: n["state"] == "ready")
        assert ready["capabilities"]["fork"] is False
        with pytest.raises(JsonRpcException) as err:
            await client.request(
                "acpBridge/forkSession",
                {"agentId": "demo", "sessionId": sessions[0]["sessionId"], "cwd": str(workspace)},
            )
        assert err.value.code == p.ERROR_CODES["unsupported"]
        assert received_params(tmp_path, "session/fork") == [], "refused before anything is sent"
    finally:
        await client.client.shutdown_session()
        await client.client.stop()


async def test_fork_needs_an_absolute_folder(bridge: BridgeClient) -> None:
    with pytest.raises(JsonRpcException) as err:
        await bridge.request(
            "acpBridge/forkSession", {"agentId": "demo", "sessionId": "s", "cwd": "relative"}
        )
    assert err.value.code == -32602


async def test_a_multi_root_workspace_lists_its_folders_as_one_list(
    bridge: BridgeClient, workspace: Path
) -> None:
    """`folders`: the sessions of each folder (the agent lists one `cwd` at a time), newest first, each
    once; every page of them is every session of those folders."""
    every = p.listed_items(
        await bridge.request("acpBridge/listSessions", {"agentId": "demo", "cwd": None, "mode": "all"})
    )
    other = outside(every, workspace)["cwd"]
    folders = [str(workspace), other]
    expected = {s["sessionId"] for s in every if s["cwd"] in folders}
    params = {"agentId": "demo", "cwd": str(workspace), "folders": folders}
    first = p.listed_items(await bridge.request("acpBridge/listSessions", {**params, "mode": "first"}))
    assert first and {s["cwd"] for s in first} <= set(folders)
    times = [s["updatedAt"] for s in first]
    assert times == sorted(times, reverse=True), "newest first across the folders"
    whole = p.listed_items(await bridge.request("acpBridge/listSessions", {**params, "mode": "all"}))
    assert [s["sessionId"] for s in whole][: len(first)] == [s["sessionId"] for s in first]
    assert {s["sessionId"] for s in whole} == expected and len(whole) == len(expected)
    assert {s["cwd"] for s in whole} == set(folders), "both folders' sessions"
