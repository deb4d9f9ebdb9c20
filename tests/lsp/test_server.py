"""`acp-bridge serve` end to end, through a real LSP client, against the reference agent."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import anyio
import pytest

from acp_bridge.lsp import protocol as p
from acp_bridge.sessions.render_blocks import NO_HISTORY
from tests.lsp.conftest import BridgeClient

pytestmark = pytest.mark.asyncio


async def test_agents_and_first_page_then_more(bridge: BridgeClient, workspace: Path) -> None:
    agents = (await bridge.request("acpBridge/listAgents"))["agents"]
    assert [a["agentId"] for a in agents] == ["demo"]
    first = await bridge.request("acpBridge/listSessions", {"agentId": "demo", "cwd": None})
    assert len(first["sessions"]) == 50 and first["hasMore"] is True and first["supported"] is True
    # The answer is built without its model: it must still be exactly the contract's shape.
    assert set(first) == {f.alias for f in p.ListSessionsResult.model_fields.values()}
    validated = p.ListSessionsResult.model_validate(first).wire()
    assert validated["sessions"][0].items() >= first["sessions"][0].items()
    more = await bridge.request("acpBridge/listSessions", {"agentId": "demo", "cwd": None, "mode": "more"})
    assert len(more["sessions"]) == 100 and more["hasMore"] is True
    everything = await bridge.request(
        "acpBridge/listSessions", {"agentId": "demo", "cwd": None, "mode": "all"}
    )
    assert len(everything["sessions"]) == 120 and everything["hasMore"] is False
    mine = await bridge.request(
        "acpBridge/listSessions", {"agentId": "demo", "cwd": str(workspace), "mode": "all"}
    )
    assert mine["sessions"] and all(s["cwd"] == str(workspace) for s in p.listed_items(mine))
    ready = await bridge.wait_for("acpBridge/agentStateChanged", lambda n: n["state"] == "ready")
    assert ready["capabilities"]["list"] and ready["capabilities"]["load"]


async def test_load_streams_into_a_document(bridge: BridgeClient) -> None:
    listed = await bridge.request("acpBridge/listSessions", {"agentId": "demo", "cwd": None})
    sessions = p.listed_items(listed)
    target = max(sessions[:20], key=lambda s: len(s["displayTitle"]))
    result = await bridge.request(
        "acpBridge/loadSession", {"agentId": "demo", "sessionId": target["sessionId"]}
    )
    # The URI's last segment is the title (the editor's tab label); the two-segment form names the
    # same document, and that is what `transcriptChanged` carries.
    assert result["uri"] == p.transcript_uri("demo", target["sessionId"], target["displayTitle"])
    assert result["uri"].count("/") == 3
    assert p.parse_transcript_uri(result["uri"]) == ("demo", target["sessionId"])
    short_uri = p.transcript_uri("demo", target["sessionId"])
    assert result["complete"] is True and result["session"]["active"] is True
    changed = await bridge.wait_for(
        "acpBridge/transcriptChanged", lambda n: n["uri"] == short_uri and n["complete"]
    )
    doc = await bridge.request("acpBridge/getTranscript", {"uri": result["uri"]})
    same = await bridge.request("acpBridge/getTranscript", {"uri": short_uri})
    assert same["text"] == doc["text"]
    assert doc["version"] >= changed["version"] and "## User" in doc["text"]
    tail = await bridge.request(
        "acpBridge/getTranscript", {"uri": result["uri"], "fromVersion": doc["version"]}
    )
    assert tail["text"] == "" and tail["offset"] == len(doc["text"])
    active = await bridge.wait_for(
        "acpBridge/activeSessionChanged", lambda n: n.get("session") is not None and not n["loading"]
    )
    assert active["session"]["sessionId"] == target["sessionId"]


async def test_prompt_rename_arrives_as_info_and_document_change(
    bridge: BridgeClient, workspace: Path
) -> None:
    opened = await bridge.request("acpBridge/newSession", {"agentId": "demo", "cwd": str(workspace)})
    sid = opened["session"]["sessionId"]
    before = len(bridge.notifications["acpBridge/transcriptChanged"])
    held = await bridge.request("acpBridge/getTranscript", {"uri": opened["uri"]})
    stop = await bridge.request(
        "acpBridge/sendPrompt", {"agentId": "demo", "sessionId": sid, "text": "/rename A brand new name"}
    )
    assert stop["stopReason"] == "end_turn"
    info = await bridge.wait_for(
        "acpBridge/sessionInfoChanged", lambda n: n["session"]["displayTitle"] == "A brand new name"
    )
    assert info["session"]["sessionId"] == sid
    # The new title reaches the document as an edit of its header, the new turn as its tail.
    change = await bridge.request(
        "acpBridge/getTranscript", {"uri": opened["uri"], "fromVersion": held["version"]}
    )
    whole = await bridge.request("acpBridge/getTranscript", {"uri": opened["uri"]})
    assert change["head"] == "# A brand new name\n\n" and change["headEnd"] == held["text"].index("\n\n") + 2
    updated = change["head"] + held["text"][change["headEnd"] : change["offset"]] + change["text"]
    assert updated == whole["text"] and "/rename A brand new name" in change["text"]
    await bridge.request(
        "acpBridge/sendPrompt", {"agentId": "demo", "sessionId": sid, "text": "Write me a long answer"}
    )
    changes = bridge.notifications["acpBridge/transcriptChanged"][before:]
    assert changes, "the live reply must reach the document"
    doc = await bridge.request("acpBridge/getTranscript", {"uri": opened["uri"]})
    assert "Write me a long answer" in doc["text"]


async def test_an_empty_document_says_why_and_reading_a_resumed_one_replays_it(
    bridge: BridgeClient, workspace: Path
) -> None:
    """A resume sends no history: its document must not claim the session has none, and exporting
    or reading the session (a click in the tree) replays it; a new session says it is new."""
    listed = p.listed_items(await bridge.request("acpBridge/listSessions", {"agentId": "demo", "cwd": None}))
    first, second = ({"agentId": "demo", "sessionId": s["sessionId"]} for s in listed[:2])
    note = "has not replayed this session's earlier turns"

    async def text(uri: str) -> str:
        return str((await bridge.request("acpBridge/getTranscript", {"uri": uri}))["text"])

    resumed = await bridge.request("acpBridge/resumeSession", first)
    shown = await text(resumed["uri"])
    assert note in shown and NO_HISTORY not in shown and "## User" not in shown
    # Export writes the whole session: it is replayed first.
    exported = workspace / "resumed.md"
    await bridge.request("acpBridge/exportMarkdown", {**first, "path": str(exported)})
    assert "## User" in exported.read_text(encoding="utf-8")
    shown = await text(resumed["uri"])
    assert "## User" in shown and note not in shown
    # Reading replays another one, which stays the active session.
    resumed = await bridge.request("acpBridge/resumeSession", second)
    read = await bridge.request("acpBridge/openReadOnly", second)
    assert read["complete"] is True and read["session"]["active"] is True
    shown = await text(resumed["uri"])
    assert "## User" in shown and note not in shown
    created = await bridge.request("acpBridge/newSession", {"agentId": "demo", "cwd": str(workspace)})
    shown = await text(created["uri"])
    assert "A new session: nothing has been said in it yet." in shown and NO_HISTORY not in shown
    assert "ACP: Send Prompt to Active Session…" in shown  # what starts it


async def test_prefix_find_close_delete(bridge: BridgeClient) -> None:
    everything = p.listed_items(
        await bridge.request("acpBridge/listSessions", {"agentId": "demo", "cwd": None, "mode": "all"})
    )
    prefix = "sess_"
    matches = (await bridge.request("acpBridge/resolvePrefix", {"prefix": prefix}))["matches"]
    assert len(matches) == 120, "an ambiguous prefix returns every match"
    one = everything[3]["sessionId"]
    unique = (await bridge.request("acpBridge/resolvePrefix", {"prefix": one[:20]}))["matches"]
    assert [m["sessionId"] for m in unique] == [one]
    titled = next(s for s in everything if s["title"] and len(s["title"].split()) > 2)
    word = titled["title"].split()[1]
    found = (await bridge.request("acpBridge/findSessions", {"query": word}))["items"]
    assert titled["sessionId"] in [i["sessionId"] for i in found]
    never_opened = {"agentId": "demo", "sessionId": everything[4]["sessionId"]}
    assert await bridge.request("acpBridge/closeSession", never_opened) == {"closed": False}
    await bridge.request("acpBridge/resumeSession", {"agentId": "demo", "sessionId": one})
    closing = {"agentId": "demo", "sessionId": one}
    assert await bridge.request("acpBridge/closeSession", closing) == {"closed": True}
    assert await bridge.request("acpBridge/closeSession", closing) == {"closed": False}  # closed already
    await bridge.request("acpBridge/deleteSession", {"agentId": "demo", "sessionId": one})
    after = (await bridge.request("acpBridge/listSessions", {"agentId": "demo", "cwd": None, "mode": "all"}))[
        "sessions"
    ]
    assert one not in [s["sessionId"] for s in after] and len(after) == 119


async def test_a_session_is_marked_open_while_the_agent_holds_it(bridge: BridgeClient) -> None:
    """`open` says what Close would close: set by a resume, cleared by a close and by a restart of
    the agent, in notifications and in listings (only the open session's item carries it)."""
    everything = {"agentId": "demo", "cwd": None, "mode": "all"}
    listed = p.listed_items(await bridge.request("acpBridge/listSessions", everything))
    assert not any(s["open"] for s in listed)
    ref = {"agentId": "demo", "sessionId": listed[2]["sessionId"]}
    changes = bridge.notifications["acpBridge/sessionInfoChanged"]

    async def marked(is_open: bool) -> None:
        await bridge.wait_for(
            "acpBridge/sessionInfoChanged",
            lambda n: n["session"]["sessionId"] == ref["sessionId"] and n["session"]["open"] is is_open,
        )
        changes.clear()

    async def open_in_listing() -> list[str]:
        answer = await bridge.request("acpBridge/listSessions", {**everything, "mode": "cached"})
        return [s["sessionId"] for s in answer["sessions"] if s.get("open")]

    changes.clear()
    await bridge.request("acpBridge/resumeSession", ref)
    await marked(True)
    assert await open_in_listing() == [ref["sessionId"]]
    assert await bridge.request("acpBridge/closeSession", ref) == {"closed": True}
    await marked(False)
    assert await open_in_listing() == []
    await bridge.request("acpBridge/resumeSession", ref)
    await marked(True)
    await bridge.request("acpBridge/restartAgent", {"agentId": "demo"})
    await marked(False)
    assert await open_in_listing() == []


async def test_bad_params_are_invalid_params_without_a_stack(bridge: BridgeClient) -> None:
    from pygls.exceptions import JsonRpcException

    with pytest.raises(JsonRpcException) as caught:
        await bridge.request("acpBridge/listSessions", {"agentId": 7, "mode": "sideways"})
    assert caught.value.code == -32602
    assert "agentId" in caught.value.message and "mode" in caught.value.message
    assert "Traceback" not in caught.value.message and "pydantic" not in caught.value.message
    with pytest.raises(JsonRpcException) as unknown:
        await bridge.request("acpBridge/listSessions", {"agentId": "nope"})
    assert unknown.value.code == -32015
    with pytest.raises(JsonRpcException) as missing:
        await bridge.request("acpBridge/loadSession", {"agentId": "demo", "sessionId": "sess_missing"})
    assert missing.value.code == -32002 and "not found" in missing.value.message


async def test_permission_round_trip(bridge: BridgeClient, workspace: Path) -> None:
    opened = await bridge.request("acpBridge/newSession", {"agentId": "demo", "cwd": str(workspace)})
    sid = opened["session"]["sessionId"]
    bridge.permission_answer = lambda req: {"optionId": req["options"][0]["optionId"]}
    await bridge.request("acpBridge/sendPrompt", {"agentId": "demo", "sessionId": sid, "text": "/permission"})
    assert bridge.permission_requests and bridge.permission_requests[0]["sessionId"] == sid
    doc = (await bridge.request("acpBridge/getTranscript", {"uri": opened["uri"]}))["text"]
    assert "allow" in doc.lower()
    bridge.permission_answer = lambda req: {"optionId": None}
    await bridge.request("acpBridge/sendPrompt", {"agentId": "demo", "sessionId": sid, "text": "/permission"})
    doc = (await bridge.request("acpBridge/getTranscript", {"uri": opened["uri"]}))["text"]
    assert "cancel" in doc.lower()


async def test_cancelling_a_prompt_answers_its_permission_question_and_the_editor_closes_it(
    bridge: BridgeClient, workspace: Path
) -> None:
    """ACP: a client that cancels a turn answers its pending permission requests "cancelled". The
    editor's question is withdrawn ($/cancelRequest), not left open for an answer nobody reads."""
    opened = await bridge.request("acpBridge/newSession", {"agentId": "demo", "cwd": str(workspace)})
    ref = {"agentId": "demo", "sessionId": opened["session"]["sessionId"]}
    withdrawn = anyio.Event()

    async def the_user_takes_their_time(_request: dict[str, Any]) -> dict[str, Any]:
        try:
            await anyio.sleep_forever()
        finally:
            withdrawn.set()
        raise AssertionError("unreachable")

    bridge.permission_answer = the_user_takes_their_time
    async with anyio.create_task_group() as tg:
        stops: list[str] = []

        async def prompt() -> None:
            stop = await bridge.request("acpBridge/sendPrompt", {**ref, "text": "/permission"})
            stops.append(stop["stopReason"])

        tg.start_soon(prompt)
        with anyio.fail_after(10):
            while not bridge.permission_requests:
                await anyio.sleep(0.02)
        await bridge.request("acpBridge/cancelPrompt", ref)
        with anyio.fail_after(10):
            await withdrawn.wait()
    assert stops == ["cancelled"]
    doc = (await bridge.request("acpBridge/getTranscript", {"uri": opened["uri"]}))["text"]
    assert "cancel" in doc.lower()


async def test_a_prompt_in_flight_shows_at_the_end_of_its_transcript_until_it_ends(
    bridge: BridgeClient, workspace: Path
) -> None:
    """From the moment it is sent (the agent says nothing for seconds), the document ends with the
    wait; once the turn ends the line is gone, and the answer is where it stood."""
    opened = await bridge.request("acpBridge/newSession", {"agentId": "demo", "cwd": str(workspace)})
    sid = opened["session"]["sessionId"]
    async with anyio.create_task_group() as tg:
        params = {"agentId": "demo", "sessionId": sid, "text": "/slow 3 take your time"}
        tg.start_soon(bridge.request, "acpBridge/sendPrompt", params)
        waiting = "*Waiting for the agent's answer…*\n"
        with anyio.fail_after(10):
            while not (doc := await bridge.request("acpBridge/getTranscript", {"uri": opened["uri"]}))[
                "text"
            ].endswith(waiting):
                await anyio.sleep(0.05)
        assert "/slow 3 take your time" in doc["text"]
        assert doc["text"].count(waiting) == 1
    done = await bridge.request("acpBridge/getTranscript", {"uri": opened["uri"]})
    assert "Waiting for the agent" not in done["text"]
    assert done["text"].index("### Agent") > done["text"].index("/slow 3 take your time")
