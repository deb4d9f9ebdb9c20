"""Search Transcripts…: `findSessions` with `inTranscripts` over the local transcript history."""

from __future__ import annotations

import contextlib
import json
import os
import re
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from acp_bridge.lsp import protocol as p
from tests.lsp.conftest import BridgeClient, demo_agent, start_bridge, stop_bridge

pytestmark = pytest.mark.asyncio


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


def _cli_search(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path / "xdg-data"))
    command = [sys.executable, "-m", "acp_bridge", "search", *args]
    return subprocess.run(command, capture_output=True, text=True, timeout=60, env=env)


def _stored_texts(tmp_path: Path) -> list[str]:
    """The transcript text the bridges keep, read from their database as another reader would."""
    path = tmp_path / "xdg-data" / "acp-bridge" / "local.sqlite3"
    with contextlib.closing(sqlite3.connect(path)) as conn:
        return [row[0] for row in conn.execute("SELECT text FROM transcript")]


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
        # The hit's turn: the transcript's text from that turn's prompt to the next holds the word.
        ref = {"agentId": "demo", "sessionId": sid}
        at = await first.request("acpBridge/locateTurn", {**ref, "turn": hit["turn"]})
        lines = (await first.request("acpBridge/getTranscript", {"uri": at["uri"]}))["text"].splitlines()
        turns = (await first.request("acpBridge/listTurns", ref))["turns"]
        end = len(lines)
        if hit["turn"] < len(turns):
            after = await first.request("acpBridge/locateTurn", {**ref, "turn": hit["turn"] + 1})
            end = after["line"] if after["uri"] == at["uri"] else end
        assert word.lower() in "\n".join(lines[at["line"] : end]).lower(), (hit["turn"], at)
        plain = await _find(first, word, in_transcripts=False)
        assert all(i["snippet"] is None and i["turn"] is None for i in plain)
        # Two words must both appear; a word that appears nowhere finds nothing.
        assert sid in [i["sessionId"] for i in await _find(first, f"{word.upper()} {word[:4]}")]
        assert sid not in [i["sessionId"] for i in await _find(first, f"{word} qzxqzxqzx")]
    finally:
        await stop_bridge(first)
    (stored,) = _stored_texts(tmp_path)  # only the loaded session was stored
    assert "--- a/" not in stored and "+++ b/" not in stored, "no tool output (the diffs)"

    # The terminal finds it in the same database, with no agent started.
    found = _cli_search(tmp_path, word.upper(), "--json")
    assert found.returncode == 0, found.stderr
    (item,) = json.loads(found.stdout)
    assert (item["agentId"], item["sessionId"], item["displayTitle"]) == ("demo", sid, target["displayTitle"])
    assert word.lower() in item["snippet"].lower() and "1 of 1 stored sessions match" in found.stderr
    text = _cli_search(tmp_path, word, "--agent", "demo")
    assert text.returncode == 0 and sid in text.stdout and word.lower() in text.stdout.lower()
    assert _cli_search(tmp_path, word, "--agent", "other").returncode == 1, "nothing found: exit 1"
    assert _cli_search(tmp_path, f"{word} qzxqzxqzx").stdout == ""

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
        # What was covered: the one session whose text is kept, of the 30 the first bridge listed.
        result = await second.request("acpBridge/findSessions", {"query": word, "inTranscripts": True})
        assert result["coverage"] == {"searched": 1, "sessions": len(sessions), "more": False}
        plain = await second.request("acpBridge/findSessions", {"query": word})
        assert plain["coverage"] is None

        await second.request("acpBridge/deleteSession", {"agentId": "demo", "sessionId": sid})
        assert sid not in [i["sessionId"] for i in await _find(second, word)]
        assert _stored_texts(tmp_path) == []
    finally:
        await stop_bridge(second)


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
        await stop_bridge(first)
    second = await start_bridge(tmp_path, settings, workspace)
    try:
        hit = next(i for i in await _find(second, "ZEBRAFISHPROTOCOL explain") if i["sessionId"] == sid)
        assert hit["snippet"] and "Zebrafishprotocol" in hit["snippet"]
        assert hit["displayTitle"] == "Hello there", "the first prompt names an untitled session"
    finally:
        await stop_bridge(second)
