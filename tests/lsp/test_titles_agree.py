"""An untitled session is named by its first prompt once read: the transcript's heading, the
session's display title (the tree, the tab) and its later listings all agree."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import anyio
import pytest
from pygls.exceptions import JsonRpcException

from acp_bridge.lsp import protocol as p
from tests.lsp.conftest import BridgeClient, demo_agent, start_bridge, stop_bridge

pytestmark = pytest.mark.asyncio

LIST_ALL = {"agentId": "demo", "cwd": None, "mode": "all"}


async def test_an_untitled_session_read_is_named_by_its_first_prompt_everywhere(
    bridge: BridgeClient, workspace: Path
) -> None:
    listed = await bridge.request("acpBridge/listSessions", {"agentId": "demo", "cwd": None, "mode": "all"})
    untitled = [s for s in listed["sessions"] if not s.get("title") and not s.get("firstPrompt")]
    assert untitled, "the seeded store has untitled sessions"
    sid = untitled[0]["sessionId"]
    assert untitled[0]["displayTitle"].startswith("sess_"), "named by its id until read"
    opened = await bridge.request("acpBridge/openReadOnly", {"agentId": "demo", "sessionId": sid})
    with anyio.fail_after(10):
        while not any(
            n["session"]["sessionId"] == sid for n in bridge.notifications["acpBridge/sessionInfoChanged"]
        ):
            await anyio.sleep(0.05)
    info = [
        n["session"]
        for n in bridge.notifications["acpBridge/sessionInfoChanged"]
        if n["session"]["sessionId"] == sid
    ]
    title = info[-1]["displayTitle"]
    assert info[-1]["firstPrompt"] and not title.startswith("sess_"), info[-1]
    text = (await bridge.request("acpBridge/getTranscript", {"uri": opened["uri"]}))["text"]
    heading = text.splitlines()[0]
    assert heading.startswith("# ") and not heading.startswith("# sess_"), heading
    assert heading[2:].replace("\\", "") == title, (heading, title)
    again = await bridge.request("acpBridge/listSessions", {"agentId": "demo", "cwd": None, "mode": "cached"})
    assert next(s for s in again["sessions"] if s["sessionId"] == sid)["displayTitle"] == title


async def test_a_session_read_before_it_is_listed_takes_its_listed_title_once_listed(
    tmp_path: Path, workspace: Path
) -> None:
    """After a restart the editor reads its open transcripts again, maybe before the new bridge has
    listed their sessions: named by the first prompt meanwhile, the heading and the tab (told by
    `sessionInfoChanged`) take the agent's title once a listing gives it."""
    settings = {"agents": [demo_agent(tmp_path / "store", workspace)]}
    sid, title = await titled_before_restart(tmp_path, settings, workspace, read=False)

    bridge = await start_bridge(tmp_path, settings, workspace)
    try:
        opened = await bridge.request("acpBridge/openReadOnly", {"agentId": "demo", "sessionId": sid})
        assert await heading(bridge, opened["uri"]) != f"# {title}", "named before it is listed"
        await bridge.request("acpBridge/listSessions", LIST_ALL)
        with anyio.fail_after(10):
            while not any(
                n["session"]["sessionId"] == sid and n["session"]["displayTitle"] == title
                for n in bridge.notifications["acpBridge/sessionInfoChanged"]
            ):
                await anyio.sleep(0.05)
        assert await heading(bridge, opened["uri"]) == f"# {title}", "its heading follows"
    finally:
        await stop_bridge(bridge)


@pytest.mark.parametrize("method", ["acpBridge/openReadOnly", "acpBridge/loadSession"])
async def test_a_session_read_before_it_is_listed_keeps_the_title_the_history_kept(
    tmp_path: Path, workspace: Path, method: str
) -> None:
    """A session shown before the restart is in the local history, with its title: read again
    before the new bridge lists it, it is never named by its first prompt (its tab is not
    relabelled back and forth)."""
    settings = {"agents": [demo_agent(tmp_path / "store", workspace)]}
    sid, title = await titled_before_restart(tmp_path, settings, workspace, read=True)

    bridge = await start_bridge(tmp_path, settings, workspace)
    try:
        opened = await bridge.request(method, {"agentId": "demo", "sessionId": sid})
        assert opened["session"]["displayTitle"] == title, opened["session"]
        assert await heading(bridge, opened["uri"]) == f"# {title}"
        await bridge.request("acpBridge/listSessions", LIST_ALL)
        await anyio.sleep(0.3)  # the notifier's interval: what it had to say is said
        named = {
            n["session"]["displayTitle"]
            for n in bridge.notifications["acpBridge/sessionInfoChanged"]
            if n["session"]["sessionId"] == sid
        }
        assert named <= {title}, f"named otherwise meanwhile: {named}"
    finally:
        await stop_bridge(bridge)


@pytest.mark.parametrize("method", ["acpBridge/openReadOnly", "acpBridge/loadSession"])
async def test_a_kept_title_adds_no_session_the_agent_no_longer_has(
    tmp_path: Path, workspace: Path, method: str
) -> None:
    """The history still holds a session deleted in the agent meanwhile: opening it fails as the
    agent says, and the record its kept title made for the open is gone again."""
    store = tmp_path / "store"
    settings = {"agents": [demo_agent(store, workspace)]}
    sid, _title = await titled_before_restart(tmp_path, settings, workspace, read=True)
    index = json.loads((store / "index.json").read_text())
    del index["sessions"][sid]  # deleted in the agent, behind the bridge's back
    (store / "index.json").write_text(json.dumps(index))
    (store / "sessions" / f"{sid}.jsonl").unlink()

    bridge = await start_bridge(tmp_path, settings, workspace)
    try:
        listed = await bridge.request("acpBridge/listSessions", LIST_ALL)
        assert sid not in {s["sessionId"] for s in listed["sessions"]}
        with pytest.raises(JsonRpcException) as err:
            await bridge.request(method, {"agentId": "demo", "sessionId": sid})
        assert err.value.code == p.ERROR_CODES["not_found"], err.value
        cached = await bridge.request("acpBridge/listSessions", {**LIST_ALL, "mode": "cached"})
        assert sid not in {s["sessionId"] for s in cached["sessions"]}, "a failed open adds no session"
    finally:
        await stop_bridge(bridge)


async def heading(bridge: BridgeClient, uri: str) -> str:
    """The transcript's first line, unescaped."""
    text = (await bridge.request("acpBridge/getTranscript", {"uri": uri}))["text"]
    return str(text.split("\n", 1)[0].replace("\\", ""))


async def titled_before_restart(
    tmp_path: Path, settings: dict[str, Any], workspace: Path, *, read: bool
) -> tuple[str, str]:
    """A bridge before the restart: a session of its listing that the agent titled otherwise than
    its first prompt (its id and title), read (`read`, so the local history keeps it) or not."""
    first = await start_bridge(tmp_path, settings, workspace)
    try:
        listed = await first.request("acpBridge/listSessions", LIST_ALL)
        session = next(
            s for s in listed["sessions"] if s.get("title") and s.get("firstPrompt") != s.get("title")
        )
        if read:
            read_only = {"agentId": "demo", "sessionId": session["sessionId"]}
            await first.request("acpBridge/openReadOnly", read_only)
    finally:
        await stop_bridge(first)  # the history is written as the bridge stops
    return session["sessionId"], session.get("displayTitle", session["title"])
