"""Search Transcripts…: `findSessions` with `inTranscripts` over the local transcript history."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from acp_bridge.lsp import protocol as p
from tests.lsp.conftest import BridgeClient, demo_agent, start_bridge

pytestmark = pytest.mark.asyncio


async def _stop(client: BridgeClient) -> None:
    await client.client.shutdown_session()
    await client.client.stop()


async def _find(client: BridgeClient, query: str, *, in_transcripts: bool = True) -> list[dict[str, Any]]:
    result = await client.request(
        "acpBridge/findSessions", {"query": query, "inTranscripts": in_transcripts, "limit": 500}
    )
    items: list[dict[str, Any]] = result["items"]
    return items


def _prose_words(markdown: str) -> list[str]:
    """Words of the transcript's plain paragraphs (not headings, lists, quotes or code)."""
    words, fenced = [], False
    for line in markdown.splitlines():
        if line.startswith("```"):
            fenced = not fenced
        elif not fenced and line[:1].isalpha():
            words += re.findall(r"\b[A-Za-z]{7,}\b", line)
    return list(dict.fromkeys(words))


def _history_files(tmp_path: Path) -> list[Path]:
    folder = tmp_path / "xdg-data" / "acp-bridge" / "history"
    return sorted(folder.glob("*.txt")) if folder.is_dir() else []


async def test_finds_a_loaded_session_by_its_transcript_text_across_restarts(
    tmp_path: Path, workspace: Path
) -> None:
    settings = {"agents": [demo_agent(tmp_path / "store", workspace, seed=30)]}
    first = await start_bridge(tmp_path, settings, workspace)
    try:
        listed = await first.request("acpBridge/listSessions", {"agentId": "demo", "cwd": None})
        sessions = p.listed_items(listed)
        target = next(s for s in sessions if s["title"] and not s["title"].startswith("sess_"))
        sid = target["sessionId"]
        opened = await first.request("acpBridge/loadSession", {"agentId": "demo", "sessionId": sid})
        markdown = (await first.request("acpBridge/getTranscript", {"uri": opened["uri"]}))["text"]
        session = opened["session"]
        known = " ".join(
            str(session[k] or "") for k in ("displayTitle", "title", "firstPrompt", "cwd", "sessionId")
        ).lower()
        word = None
        for candidate in _prose_words(markdown):
            if candidate.lower() in known:
                continue
            by_title = await _find(first, candidate, in_transcripts=False)
            if sid not in [i["sessionId"] for i in by_title]:
                word = candidate
                break
        assert word, "the transcript has a word its title, id, folder and first prompt do not match"

        hits = await _find(first, word)
        hit = next((i for i in hits if i["sessionId"] == sid), None)
        assert hit is not None, f"{word!r} is in the transcript of {sid}"
        assert hit["snippet"] and word.lower() in hit["snippet"].lower()
        assert "\n" not in hit["snippet"] and len(hit["snippet"]) <= 300
        assert hit["displayTitle"] == target["displayTitle"] and hit["active"] is True
        plain = await _find(first, word, in_transcripts=False)
        assert all(i["snippet"] is None for i in plain)
        # Two words must both appear; a word that appears nowhere finds nothing.
        assert sid in [i["sessionId"] for i in await _find(first, f"{word.upper()} {word[:4]}")]
        assert sid not in [i["sessionId"] for i in await _find(first, f"{word} qzxqzxqzx")]
    finally:
        await _stop(first)
    assert len(_history_files(tmp_path)) == 1, "only the loaded session was stored"
    stored = _history_files(tmp_path)[0].read_text(encoding="utf-8")
    assert "--- a/" not in stored and "+++ b/" not in stored, "no tool output (the diffs)"

    # A new server on the same data folder: found without listing or loading anything.
    second = await start_bridge(tmp_path, settings, workspace)
    try:
        hits = await _find(second, word)
        hit = next((i for i in hits if i["sessionId"] == sid), None)
        assert hit is not None and hit["snippet"] and word.lower() in hit["snippet"].lower()
        assert hit["displayTitle"] == target["displayTitle"] and hit["cwd"] == target["cwd"]
        assert hit["agentId"] == "demo" and hit["active"] is False
        states = second.notifications["acpBridge/agentStateChanged"]
        assert not any(s["state"] == "ready" for s in states), "the agent was not needed"
        everything = await _find(second, "")
        assert sid in [i["sessionId"] for i in everything], "an empty query lists stored sessions too"

        await second.request("acpBridge/deleteSession", {"agentId": "demo", "sessionId": sid})
        assert sid not in [i["sessionId"] for i in await _find(second, word)]
        assert _history_files(tmp_path) == []
    finally:
        await _stop(second)


async def test_live_turns_are_searchable_and_kept(tmp_path: Path, workspace: Path) -> None:
    settings = {"agents": [demo_agent(tmp_path / "store", workspace, seed=5)]}
    first = await start_bridge(tmp_path, settings, workspace)
    try:
        opened = await first.request("acpBridge/newSession", {"agentId": "demo", "cwd": str(workspace)})
        sid = opened["session"]["sessionId"]
        await first.request(
            "acpBridge/sendPrompt", {"agentId": "demo", "sessionId": sid, "text": "Hello there"}
        )
        await first.request(
            "acpBridge/sendPrompt",
            {"agentId": "demo", "sessionId": sid, "text": "Please explain the Zebrafishprotocol"},
        )
        hits = await _find(first, "zebrafishprotocol")
        hit = next(i for i in hits if i["sessionId"] == sid)
        assert hit["snippet"] and "Zebrafishprotocol" in hit["snippet"]
    finally:
        await _stop(first)
    second = await start_bridge(tmp_path, settings, workspace)
    try:
        hit = next(i for i in await _find(second, "ZEBRAFISHPROTOCOL explain") if i["sessionId"] == sid)
        assert hit["snippet"] and "Zebrafishprotocol" in hit["snippet"]
        assert hit["displayTitle"] == "Hello there", "the first prompt names an untitled session"
    finally:
        await _stop(second)
