"""A long session's transcript reaches the editor in bounded windows (sessions/windows.py): the
newest turns first, every earlier page one link away, any turn reachable by number, and the whole
session exported to a file. Through a real `acp-bridge serve` and the benchmark's replay agent
serving a 450-turn session."""

from __future__ import annotations

import asyncio
import re
import sys
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio
from lsprotocol import types as lsp

from acp_bridge.lsp import protocol as p
from benchmarks.workload import session_id_for
from tests.lsp.conftest import BridgeClient, start_bridge

pytestmark = pytest.mark.asyncio

TURNS = 450
ROOT = Path(__file__).resolve().parents[2]


@pytest_asyncio.fixture
async def long_session(request: pytest.FixtureRequest, tmp_path: Path, workspace: Path) -> Any:
    """A 450-turn session, opened; the replay agent's flags from the test's `agent_flags` marker."""
    marker = request.node.get_closest_marker("agent_flags")
    agent = {
        "id": "replay",
        "name": "Replay agent",
        "command": sys.executable,
        "args": [str(ROOT / "benchmarks" / "replay_agent.py"), "--turns", str(TURNS),
                 "--cache-dir", str(tmp_path / "workload"), *(marker.args if marker else ())],
    }
    bridge = await start_bridge(tmp_path, {"agents": [agent]}, workspace)
    session_id = session_id_for(TURNS)
    opened = await bridge.request("acpBridge/loadSession", {"agentId": "replay", "sessionId": session_id})
    yield bridge, session_id, str(opened["uri"])
    await bridge.client.shutdown_session()
    await bridge.client.stop()


async def transcript(bridge: BridgeClient, uri: str) -> dict[str, Any]:
    """The document once the replay has ended (the load answers before its quiet period is over)."""
    for _ in range(100):
        answer: dict[str, Any] = await bridge.request("acpBridge/getTranscript", {"uri": uri})
        if not answer["loading"]:
            return answer
        await asyncio.sleep(0.05)
    raise AssertionError(f"{uri} is still loading")


@pytest.mark.agent_flags("--answer-first")
async def test_a_long_replay_shows_its_progress_until_it_ends(long_session: Any) -> None:
    # The agent answers, then replays: the replay is followed until it has been quiet for a while.
    bridge, session_id, uri = long_session
    await transcript(bridge, uri)
    await bridge.request("acpBridge/loadSession", {"agentId": "replay", "sessionId": session_id})
    shown: list[dict[str, Any]] = []  # what the document says until the replay ends
    while not shown or shown[-1]["loading"]:
        shown.append(await bridge.request("acpBridge/getTranscript", {"uri": uri}))
    # The first two pages fill the window in as they stream; past them, the document says how far
    # the replay has come instead of rolling its window forward.
    progress = [answer["text"] for answer in shown if answer["loading"] and answer["window"] is None]
    assert progress, "the document said how far the replay had come"
    assert all(
        re.fullmatch(r"Benchmark session of 450 turns\n\nLoading the session from the agent: "
                     r"\d+ turns so far…\n", text)
        for text in progress
    ), progress
    done = await transcript(bridge, uri)
    assert done["offset"] == 0 and prompts(done["text"]) == 100


async def test_after_a_replay_the_client_holding_its_progress_gets_the_window(long_session: Any) -> None:
    bridge, session_id, uri = long_session
    before = await transcript(bridge, uri)  # the window exists (and its view) before the second load
    load = asyncio.ensure_future(
        bridge.request("acpBridge/loadSession", {"agentId": "replay", "sessionId": session_id})
    )
    held, version = before["text"], before["version"]  # a client applying every answer it gets
    for _ in range(1000):
        answer = await bridge.request("acpBridge/getTranscript", {"uri": uri, "fromVersion": version})
        held, version = held[: answer["offset"]] + answer["text"], answer["version"]
        if load.done() and not answer["loading"]:
            break
    await load
    assert held == before["text"], "what the client holds is the window, not a delta applied to the progress"


def prompts(text: str) -> int:
    return text.count("\n## User\n")


async def test_opening_shows_the_newest_turns_and_says_where_the_earlier_ones_are(long_session: Any) -> None:
    bridge, session_id, uri = long_session
    newest = await transcript(bridge, uri)
    window = newest["window"]
    # 450 turns are pages 1-50 … 401-450: the newest window is the last two pages.
    assert (window["firstTurn"], window["lastTurn"], window["totalTurns"]) == (351, 450, 450)
    assert prompts(newest["text"]) == 100
    assert newest["text"].startswith("# Benchmark session of 450 turns\n\n*Earlier turns (301-350)*\n\n")
    assert window["laterUri"] is None
    # The whole text says where its newest turn's prompt is (the editor opens there, asking nothing).
    lines = newest["text"].split("\n")
    assert lines[window["lastTurnLine"]] == "## User"
    assert window["lastTurnLine"] == max(i for i, line in enumerate(lines) if line == "## User")
    ref = {"agentId": "replay", "sessionId": session_id, "turn": 450}
    assert (await bridge.request("acpBridge/locateTurn", ref))["line"] == window["lastTurnLine"]
    tail = await bridge.request("acpBridge/getTranscript", {"uri": uri, "fromVersion": newest["version"]})
    assert tail["window"]["lastTurnLine"] == window["lastTurnLine"], "a tail says it too (in its text)"
    assert p.parse_window_uri(window["earlierUri"]) == ("replay", session_id, (301, 350))
    assert "turns-301-350/" in window["earlierUri"]

    doc = lsp.TextDocumentIdentifier(uri=uri)
    links = await bridge.client.text_document_document_link_async(lsp.DocumentLinkParams(text_document=doc))
    earlier = [link for link in links or [] if link.target == window["earlierUri"]]
    assert earlier and earlier[0].range.start.line == 2, "the line under the title opens the earlier turns"


async def test_each_earlier_page_links_both_ways_and_has_its_own_outline(long_session: Any) -> None:
    bridge, _, uri = long_session
    page_uri = (await transcript(bridge, uri))["window"]["earlierUri"]
    page = await transcript(bridge, page_uri)
    window = page["window"]
    assert (window["firstTurn"], window["lastTurn"]) == (301, 350)
    assert prompts(page["text"]) == 50
    assert page["text"].rstrip().endswith("*Later turns (351 onwards)*")
    assert p.parse_window_uri(window["laterUri"]) == p.parse_window_uri(uri), "after it: the newest window"
    assert "turns-251-300/" in window["earlierUri"]

    doc = lsp.TextDocumentIdentifier(uri=page_uri)
    asked = lsp.DocumentSymbolParams(text_document=doc)
    symbols = await bridge.client.text_document_document_symbol_async(asked)
    assert symbols is not None and len(symbols) == 50, "one symbol per turn of the page"
    lines = page["text"].split("\n")
    assert all(lines[s.range.start.line] == "## User" for s in symbols)  # type: ignore[union-attr]

    first = await transcript(bridge, window["earlierUri"].replace("turns-251-300", "turns-1-50"))
    assert (first["window"]["firstTurn"], first["window"]["earlierUri"]) == (1, None)
    assert "Earlier turns" not in first["text"]


async def test_go_to_turn_lists_every_turn_and_lands_on_its_prompt(long_session: Any) -> None:
    bridge, session_id, _ = long_session
    ref = {"agentId": "replay", "sessionId": session_id}
    turns = (await bridge.request("acpBridge/listTurns", ref))["turns"]
    assert [t["turn"] for t in turns] == list(range(1, TURNS + 1))
    assert all(t["label"] for t in turns)

    for number, page in ((1, (1, 50)), (150, (101, 150)), (420, None)):
        at = await bridge.request("acpBridge/locateTurn", {**ref, "turn": number})
        assert p.parse_window_uri(at["uri"]) == ("replay", session_id, page)
        lines = (await transcript(bridge, at["uri"]))["text"].split("\n")
        assert lines[at["line"]] == "## User"
        prompt = turns[number - 1]["label"].removeprefix("User: ").rstrip("…")
        assert prompt[:40] in lines[at["line"] + 2], f"turn {number}'s prompt is under the line"

    with pytest.raises(Exception, match="451"):
        await bridge.request("acpBridge/locateTurn", {**ref, "turn": TURNS + 1})


async def test_export_writes_the_whole_session_to_the_file(long_session: Any, tmp_path: Path) -> None:
    bridge, session_id, _ = long_session
    target = tmp_path / "export.md"
    target.write_text("an older file")
    result = await bridge.request(
        "acpBridge/exportMarkdown", {"agentId": "replay", "sessionId": session_id, "path": str(target)}
    )
    written = target.read_text(encoding="utf-8")
    assert result == {"path": str(target), "bytes": len(written.encode())}
    assert prompts(written) == TURNS and "Earlier turns" not in written
    assert not list(tmp_path.glob(".export.md.*")), "no temporary file left behind"

    ref = {"agentId": "replay", "sessionId": session_id}
    with pytest.raises(Exception, match="absolute"):
        await bridge.request("acpBridge/exportMarkdown", {**ref, "path": "x.md"})
    with pytest.raises(Exception, match="does not exist"):
        await bridge.request("acpBridge/exportMarkdown", {**ref, "path": str(tmp_path / "no-such" / "x.md")})


async def test_the_newest_window_reads_the_same_once_the_earlier_turns_are_reduced(long_session: Any) -> None:
    # Past its first two pages the replay's lines are kept and only the newest turns reduced at its
    # end (sessions/replay_lines.py); the rest follows in the background, and every entry is made
    # anew. A client that keeps applying what it is sent holds the same text throughout.
    bridge, session_id, uri = long_session
    newest = await transcript(bridge, uri)
    held, version = newest["text"], newest["version"]
    for _ in range(200):  # the background rebuild starts 1.5 s after the replay's end
        answer = await bridge.request("acpBridge/getTranscript", {"uri": uri, "fromVersion": version})
        if answer["version"] != version:
            held, version = held[: answer["offset"]] + answer["text"], answer["version"]
            break
        await asyncio.sleep(0.05)
    else:
        raise AssertionError("the earlier turns were never reduced")
    assert held == newest["text"]
    ref = {"agentId": "replay", "sessionId": session_id}
    turns = (await bridge.request("acpBridge/listTurns", ref))["turns"]
    assert [turn["turn"] for turn in turns] == list(range(1, TURNS + 1))
    # The log says what the load was and when it ended (the editor's benchmark reads the time).
    logged = [m.message for m in bridge.client.log_messages]
    replayed = (rf"session {session_id} replayed in \d+\.\d\d s: \d+ updates, {TURNS} turns; "
                "the newest reduced first, the earlier ones reduced in the background")
    assert any(re.search(replayed, m) for m in logged), logged
    assert any(f"session {session_id}: every turn reduced" in m for m in logged), logged
