"""An untitled session is named by its first prompt once read: the transcript's heading, the
session's display title (the tree, the tab) and its later listings all agree."""

from __future__ import annotations

from pathlib import Path

import anyio
import pytest

from tests.lsp.conftest import BridgeClient

pytestmark = pytest.mark.asyncio


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

