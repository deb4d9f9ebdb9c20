"""Long texts and heavy turns open in the editor as documents of bounded size. A huge tool output and
a huge message each show their start and end and say how much is left out (Export as Markdown
writes all of it); turns too heavy for one window leave their first turns to the page before.
Through a real `acp-bridge serve` and the reference agent."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio

from acp_bridge.demo_agent import updates as u
from acp_bridge.demo_agent.store import SessionMeta, SessionStore
from acp_bridge.lsp import protocol as p
from acp_bridge.sessions import windows
from acp_bridge.sessions.long_text import EDITOR_TEXT_LIMIT
from tests.fakes.demo import demo_agent_argv, heavy_turn_updates
from tests.lsp.conftest import BridgeClient, start_bridge, stop_bridge

pytestmark = pytest.mark.asyncio

SESSION = "sess_big_output"
#: A build log of 200,000 lines (~3.7 MB), and an answer that quotes 20,000 lines of it.
LINES = [f"[{n:06d}] compiling module_{n}.c\n" for n in range(1, 200_001)]
LOG = "".join(LINES)
QUOTE = "The log says:\n```\n" + "".join(LINES[:20_000]) + "```\nEverything compiled."


@pytest_asyncio.fixture
async def bridge(tmp_path: Path, workspace: Path) -> AsyncIterator[BridgeClient]:
    now = u.now_iso()
    store = SessionStore(tmp_path / "store")
    store.create(SessionMeta(SESSION, str(workspace), (), "Build everything", now, now))
    store.append(SESSION, [
        u.user_chunk("u1", "Build everything and show me the log."),
        u.tool_call("t1", "make all", "execute", raw_input={"command": "make all"}),
        u.tool_update("t1", "completed", [u.tool_text(LOG)]),
        u.agent_chunk("a1", QUOTE),
    ])
    argv = demo_agent_argv(tmp_path / "store", workspace)
    client = await start_bridge(tmp_path, {"agents": [{"id": "demo", "command": argv}]}, workspace)
    yield client
    await stop_bridge(client)


async def complete_text(bridge: BridgeClient, uri: str) -> str:
    for _ in range(100):
        doc: dict[str, Any] = await bridge.request("acpBridge/getTranscript", {"uri": uri})
        if doc["complete"] and not doc["loading"]:
            return str(doc["text"])
        await asyncio.sleep(0.05)
    raise AssertionError(f"{uri} never completed")


async def test_huge_texts_show_their_start_and_end_and_export_writes_all(
    bridge: BridgeClient, tmp_path: Path
) -> None:
    opened = await bridge.request("acpBridge/loadSession", {"agentId": "demo", "sessionId": SESSION})
    text = await complete_text(bridge, opened["uri"])

    assert len(text) < 3 * EDITOR_TEXT_LIMIT, "the document is bounded, not 4 MB"
    assert text.count("left out here") == 2, "the output and the answer each say so"
    assert "[000001] compiling" in text and "[200000] compiling module_200000.c" in text
    assert "[100000]" not in text, "the middle of the log is left out"
    notes = [line for line in text.splitlines() if "left out here" in line]
    assert notes[0].startswith("*… 19") and " lines (" in notes[0], notes[0]  # ~198,000 lines of the log
    assert text.rstrip().endswith("Everything compiled."), "the answer's end is prose again"
    assert "#### Tool: make all" in text and "## User" in text

    target = tmp_path / "build.md"
    await bridge.request(
        "acpBridge/exportMarkdown", {"agentId": "demo", "sessionId": SESSION, "path": str(target)}
    )
    exported = target.read_text(encoding="utf-8")
    assert "left out here" not in exported
    assert exported.count("compiling module_10000.c\n") == 2, "the log, and the answer that quotes it"
    assert exported.count("compiling module_150000.c\n") == 1


HEAVY = "sess_heavy_turns"
#: 60 turns, each with a tool output of ~39,000 characters (under the cut): ~2.3 MB in two pages.
HEAVY_TURNS = 60


@pytest_asyncio.fixture
async def heavy(tmp_path: Path, workspace: Path) -> AsyncIterator[BridgeClient]:
    now = u.now_iso()
    store = SessionStore(tmp_path / "store")
    store.create(SessionMeta(HEAVY, str(workspace), (), "Heavy turns", now, now))
    store.append(HEAVY, heavy_turn_updates(HEAVY_TURNS))
    argv = demo_agent_argv(tmp_path / "store", workspace)
    client = await start_bridge(tmp_path, {"agents": [{"id": "demo", "command": argv}]}, workspace)
    yield client
    await stop_bridge(client)


async def test_heavy_turns_make_a_newest_window_of_fewer_turns_and_the_rest_one_link_away(
    heavy: BridgeClient,
) -> None:
    ref = {"agentId": "demo", "sessionId": HEAVY}
    opened = await heavy.request("acpBridge/loadSession", ref)
    await complete_text(heavy, opened["uri"])
    doc = await heavy.request("acpBridge/getTranscript", {"uri": opened["uri"]})
    text, window = doc["text"], doc["window"]

    assert len(text) <= windows.WINDOW_CHARS, f"the window is bounded: {len(text):,} characters"
    first = window["firstTurn"]
    assert 10 < first < HEAVY_TURNS and window["lastTurn"] == HEAVY_TURNS, window
    page_start = windows.page_span(windows.page_of_turn(first - 1))[0]  # the page of the turn before
    assert f"*Earlier turns ({page_start}-{first - 1})*" in text
    assert f"Run test batch {first} again\n" in text and f"Run test batch {first - 1} again\n" not in text
    # The turns before it are on their page, which is over the budget too: cut into parts, each
    # window bounded, linked to the one before and after it.
    earlier = await heavy.request("acpBridge/getTranscript", {"uri": window["earlierUri"]})
    part = p.parse_window_uri(window["earlierUri"])
    assert part is not None and part[2] is not None and 1 < part[2][0] <= first - 1 <= part[2][1] <= 50, part
    assert len(earlier["text"]) <= windows.WINDOW_CHARS, f"{len(earlier['text']):,} characters"
    assert f"Run test batch {first - 1} again\n" in earlier["text"]
    assert earlier["text"].rstrip().endswith(f"*Later turns ({earlier['window']['lastTurn'] + 1} onwards)*")
    first_part = await heavy.request("acpBridge/getTranscript", {"uri": earlier["window"]["earlierUri"]})
    assert "turns-1-" in earlier["window"]["earlierUri"] and len(first_part["text"]) <= windows.WINDOW_CHARS
    assert "Run test batch 1 again\n" in first_part["text"]
    assert first_part["window"]["lastTurn"] + 1 == earlier["window"]["firstTurn"]
    assert p.parse_window_uri(first_part["window"]["laterUri"]) == part
    # The whole page's URI (a link made before the page was cut, say) shows only its first part.
    whole_page = p.transcript_uri("demo", HEAVY, "Heavy turns", span=(1, 50))
    page = await heavy.request("acpBridge/getTranscript", {"uri": whole_page})
    assert page["text"] == first_part["text"] and page["window"]["lastTurn"] < 50

    # Go to Turn lands in the window that shows the turn, on its prompt.
    targets = ((1, earlier["window"]["earlierUri"]), (first - 1, window["earlierUri"]),
               (first, opened["uri"]), (HEAVY_TURNS, opened["uri"]))
    for turn, uri in targets:
        at = await heavy.request("acpBridge/locateTurn", {**ref, "turn": turn})
        shown = (await heavy.request("acpBridge/getTranscript", {"uri": at["uri"]}))["text"].split("\n")
        assert p.parse_window_uri(at["uri"]) == p.parse_window_uri(uri), (turn, at["uri"])
        assert shown[at["line"]] == "## User", turn
        assert shown[at["line"] + 2] == f"Run test batch {turn} again", turn
