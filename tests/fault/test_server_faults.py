"""`acp-bridge serve` against agents that crash, hang, answer late or out of spec.

What the user would notice is asserted: every request ends within its timeout with the contract's
error code and a clear sentence; other agents and sessions keep working; transcripts keep what
arrived and say when they are incomplete; the session list keeps what it had; nothing is shown twice.
"""

from __future__ import annotations

import asyncio
import os
import signal
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio
from lsprotocol import types as lsp
from pygls.exceptions import JsonRpcException, JsonRpcRequestCancelled

from acp_bridge.lsp.protocol import listed_items, parse_transcript_uri
from tests.fakes.demo import demo_agent_argv
from tests.fault.harness import misbehaving, start_server, stop_server
from tests.lsp.conftest import BridgeClient, received_params

pytestmark = pytest.mark.asyncio

#: The bridge's timeouts are 2 s here (harness.FAST_TIMEOUTS); this adds room for a busy machine.
SLACK = 8.0


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    folder = tmp_path / "workspace"
    folder.mkdir()
    return folder


async def failing(
    bridge: BridgeClient, method: str, params: dict[str, Any], within: float
) -> JsonRpcException:
    """The error a request ends with, asserting that it ends within `within` seconds."""
    started = time.monotonic()
    with pytest.raises(JsonRpcException) as caught:
        await bridge.request(method, params, timeout=within + 30)
    elapsed = time.monotonic() - started
    assert elapsed < within, f"{method} took {elapsed:.1f} s to fail"
    return caught.value


@pytest_asyncio.fixture
async def server(
    request: pytest.FixtureRequest, tmp_path: Path, workspace: Path
) -> AsyncIterator[BridgeClient]:
    """A server with the agents given by `@pytest.mark.agents(entry, ...)`."""
    marker = request.node.get_closest_marker("agents")
    assert marker is not None
    bridge = await start_server(tmp_path, {"agents": list(marker.args)}, workspace)
    try:
        yield bridge
    finally:
        await stop_server(bridge)


def agents(*entries: dict[str, Any]) -> pytest.MarkDecorator:
    return pytest.mark.agents(*entries)


# -- hangs and late answers -----------------------------------------------------------------------


@agents(
    misbehaving("mute", "--hang", "session/list"),
    misbehaving("good"),
    misbehaving("deaf", "--hang", "initialize"),
)
async def test_a_hanging_agent_times_out_and_never_blocks_the_others(server: BridgeClient) -> None:
    hanging = asyncio.create_task(server.request("acpBridge/listSessions", {"agentId": "mute"}, timeout=60))
    deaf = asyncio.create_task(server.request("acpBridge/listSessions", {"agentId": "deaf"}, timeout=60))
    await asyncio.sleep(0.3)  # both are waiting on their agents now
    started = time.monotonic()
    good = await server.request("acpBridge/listSessions", {"agentId": "good"}, timeout=60)
    listed = await server.request("acpBridge/listAgents")
    assert time.monotonic() - started < 2.0, "another agent's hang must not delay this one"
    assert [s["sessionId"] for s in good["sessions"]] == ["s1"]
    assert {a["agentId"] for a in listed["agents"]} == {"mute", "good", "deaf"}
    for task, what in (
        (hanging, "did not answer session/list in 2 s"),
        (deaf, "did not answer initialize in 2 s"),
    ):
        with pytest.raises(JsonRpcException) as caught:
            await asyncio.wait_for(task, SLACK)
        assert caught.value.code == -32012
        assert what in caught.value.message
    # The mute agent is still usable for what it does answer.
    loaded = await server.request(
        "acpBridge/loadSession", {"agentId": "mute", "sessionId": "s1", "cwd": "/tmp"}
    )
    assert loaded["complete"] is True


@agents(misbehaving("slow", "--late", "session/list=3.5"))
async def test_an_answer_after_the_timeout_is_ignored_and_the_next_request_is_answered(
    server: BridgeClient,
) -> None:
    started = time.monotonic()
    error = await failing(server, "acpBridge/listSessions", {"agentId": "slow"}, 2 + SLACK)
    assert error.code == -32012
    assert [
        s["sessionId"]
        for s in (await server.request("acpBridge/listSessions", {"agentId": "slow"}))["sessions"]
    ] == ["s1"]
    await asyncio.sleep(max(0.0, 4.0 - (time.monotonic() - started)))  # the late answer has arrived by now
    again = await server.request("acpBridge/listSessions", {"agentId": "slow"})
    assert [s["sessionId"] for s in again["sessions"]] == ["s1"]
    status = (await server.request("acpBridge/listAgents"))["agents"][0]
    assert status["state"] == "ready"


@agents(misbehaving("stuck", "--hang", "session/load"), misbehaving("good"))
async def test_a_replay_that_never_ends_fails_as_a_timeout_and_other_sessions_still_open(
    server: BridgeClient,
) -> None:
    error = await failing(
        server, "acpBridge/loadSession", {"agentId": "stuck", "sessionId": "s1", "cwd": "/tmp"}, 2 + SLACK
    )
    assert error.code == -32012 and "stopped replaying session s1" in error.message
    doc = await server.request("acpBridge/getTranscript", {"uri": "acp-session:/stuck/s1.md"})
    assert doc["complete"] is False and doc["loading"] is False
    assert "stopped replaying" in (doc["incompleteReason"] or "")
    loaded = await server.request(
        "acpBridge/loadSession", {"agentId": "good", "sessionId": "s1", "cwd": "/tmp"}
    )
    assert loaded["complete"] is True


# -- crashes ----------------------------------------------------------------------------------------


@agents(misbehaving("crashy", "--updates", "10", "--exit-after-updates", "4"), misbehaving("good"))
async def test_a_crash_mid_replay_keeps_every_update_and_says_the_transcript_is_incomplete(
    server: BridgeClient,
) -> None:
    error = await failing(
        server, "acpBridge/loadSession", {"agentId": "crashy", "sessionId": "s1", "cwd": "/tmp"}, SLACK
    )
    assert error.code == -32011
    assert "agent crashy exited (code 3): crashed during replay" in error.message
    doc = await server.request("acpBridge/getTranscript", {"uri": "acp-session:/crashy/s1.md"})
    assert "update 0update 1update 2update 3" in doc["text"] and "update 4" not in doc["text"]
    assert doc["complete"] is False and "code 3" in doc["incompleteReason"]
    assert "\n## Incomplete transcript\n" in doc["text"]
    assert doc["loading"] is False, "a crashed replay must not look like it is still loading"
    exited = await server.wait_for(
        "acpBridge/agentStateChanged", lambda n: n["agentId"] == "crashy" and n["state"] == "exited"
    )
    assert "code 3" in exited["error"]
    # The other agent never noticed; the crashed one restarts on the next request.
    assert (await server.request("acpBridge/listSessions", {"agentId": "good"}))["sessions"]
    assert (await server.request("acpBridge/listSessions", {"agentId": "crashy"}))["sessions"]


@agents(misbehaving("quitter", "--exit-at-start", "5"))
async def test_an_agent_that_exits_at_start_says_so_and_the_server_stays_up(server: BridgeClient) -> None:
    error = await failing(server, "acpBridge/listSessions", {"agentId": "quitter"}, SLACK)
    assert error.code == -32011 and "code 5" in error.message and "refusing to start" in error.message
    status = (await server.request("acpBridge/listAgents"))["agents"][0]
    assert status["state"] == "error" and "code 5" in status["error"]
    # The answer says it (the editor shows it): the editor's log, whose lines show their level
    # already, does not add it as an error of the bridge's own.
    logged = [(m.type, m.message) for m in server.client.log_messages]
    assert logged and not [m for m in logged if m[0] == lsp.MessageType.Error], logged
    assert not [m for m in logged if m[1].startswith(("INFO ", "WARNING ", "ERROR "))], logged


@agents(misbehaving("quitter", "--exit-at-start", "5"), misbehaving("good"))
async def test_a_prefix_looked_up_names_each_agent_it_could_not_ask(server: BridgeClient) -> None:
    # "No session starts with it" is not the whole answer while an agent that may hold one is down.
    result = await server.request("acpBridge/resolvePrefix", {"prefix": "s1"})
    assert result["matches"] and {m["agentId"] for m in result["matches"]} == {"good"}
    assert all(m["sessionId"].startswith("s1") for m in result["matches"])
    [unasked] = result["unasked"]
    assert unasked.startswith("quitter (") and "code 5" in unasked, unasked


# -- the session list -------------------------------------------------------------------------------


@agents(misbehaving("flaky", "--sessions", "7", "--list-fail-after", "1"))
async def test_a_failed_refresh_keeps_the_session_list(server: BridgeClient) -> None:
    first = await server.request("acpBridge/listSessions", {"agentId": "flaky"})
    assert len(first["sessions"]) == 7
    error = await failing(server, "acpBridge/listSessions", {"agentId": "flaky"}, SLACK)
    assert error.code == -32014 and "the session index is corrupt" in error.message
    cached = await server.request("acpBridge/listSessions", {"agentId": "flaky", "mode": "cached"})
    assert cached["sessions"] == first["sessions"]
    found = await server.request("acpBridge/findSessions", {"query": "", "agentId": "flaky", "limit": 50})
    assert len(found["items"]) == 7


@agents(misbehaving("nil", "--list-null"))
async def test_a_null_list_is_an_error_to_show(server: BridgeClient) -> None:
    error = await failing(server, "acpBridge/listSessions", {"agentId": "nil"}, SLACK)
    assert error.code == -32013 and "null instead of an object" in error.message


CURSOR_MODES = ("repeat", "cycle", "endless", "overlap")


@agents(
    *(misbehaving(mode, "--sessions", "9", "--page-size", "3", "--cursor", mode) for mode in CURSOR_MODES)
)
async def test_paging_ends_and_never_duplicates(server: BridgeClient) -> None:
    for mode in CURSOR_MODES:  # one agent per way of paging wrong, side by side
        listing = await server.request("acpBridge/listSessions", {"agentId": mode, "mode": "all"}, timeout=30)
        ids = [s["sessionId"] for s in listing["sessions"]]
        assert len(ids) == len(set(ids)) and listing["hasMore"] is False, mode
        if mode == "overlap":
            assert sorted(ids) == sorted(f"s{n}" for n in range(1, 10))
        for _ in range(5):  # "Load more…" clicked again and again
            more = await server.request("acpBridge/listSessions", {"agentId": mode, "mode": "more"})
            assert [s["sessionId"] for s in more["sessions"]] == ids, mode


# -- replays ----------------------------------------------------------------------------------------


REPLAY = ("--updates", "30", "--message-ids", "--update-gap", "0.01")


def same_document(a: str, b: str) -> bool:
    return parse_transcript_uri(a) == parse_transcript_uri(b) is not None


async def settled(server: BridgeClient, uri: str, since: int) -> dict[str, Any]:
    """The document once its replay is over: the load answers at once, and updates arriving in the
    quiet period after the answer still count as replay (`loading` until then)."""
    notes = server.notifications["acpBridge/transcriptChanged"]
    await server.wait_for(
        "acpBridge/transcriptChanged",
        # Documents are matched by (agent, session): the URI's label segment is only the tab's name.
        lambda n: same_document(n["uri"], uri) and not n["loading"] and notes.index(n) >= since,
    )
    doc: dict[str, Any] = await server.request("acpBridge/getTranscript", {"uri": uri})
    assert doc["loading"] is False
    return doc


@agents(misbehaving("after", *REPLAY, "--replay-after-response"))
async def test_a_replay_after_the_load_answer_is_kept_once(server: BridgeClient) -> None:
    params = {"agentId": "after", "sessionId": "s1", "cwd": "/tmp"}
    for _ in range(2):  # loading again replays again: replaced, never appended
        since = len(server.notifications["acpBridge/transcriptChanged"])
        result = await server.request("acpBridge/loadSession", params)
        assert result["complete"] is True
        doc = await settled(server, result["uri"], since)
        assert doc["text"].count("### Agent") == 3, doc["text"]
        for first in (0, 10, 20):
            assert doc["text"].count("".join(f"update {n}" for n in range(first, first + 10))) == 1


@agents(misbehaving("echo", *REPLAY, "--replay-on-resume"))
async def test_a_resume_that_replays_does_not_duplicate(server: BridgeClient) -> None:
    params = {"agentId": "echo", "sessionId": "s1", "cwd": "/tmp"}
    loaded = await server.request("acpBridge/loadSession", params)
    before = (await server.request("acpBridge/getTranscript", {"uri": loaded["uri"]}))["text"]
    await server.request("acpBridge/resumeSession", params)
    after = (await server.request("acpBridge/getTranscript", {"uri": loaded["uri"]}))["text"]
    assert after == before and before.count("### Agent") == 3


@agents(
    misbehaving(
        "odd", "--foreign-updates", "--unknown-kinds", "--tool-update-first", "--malformed", "--updates", "6"
    )
)
async def test_out_of_spec_updates_are_kept_or_ignored_never_fatal(server: BridgeClient) -> None:
    result = await server.request(
        "acpBridge/loadSession", {"agentId": "odd", "sessionId": "s1", "cwd": "/tmp"}
    )
    assert result["complete"] is True
    doc = (await server.request("acpBridge/getTranscript", {"uri": result["uri"]}))["text"]
    assert "foreign" not in doc  # updates for sessions that are not open go nowhere
    assert doc.count("#### Tool: Run the tests") == 1 and "completed" in doc and "pending" not in doc
    assert "*Unknown update* `future_kind_0`" in doc
    for n in range(6):
        assert doc.count(f"update {n}") == 1
    # No phantom session from the foreign updates.
    cached = await server.request("acpBridge/listSessions", {"agentId": "odd", "mode": "cached"})
    assert "ghost-session" not in {s["sessionId"] for s in cached["sessions"]}


# -- errors the agent answers -----------------------------------------------------------------------


NOT_FOUND_CODES = (-32002, -32602, -32603)


@agents(*(misbehaving(f"code{-code}", "--not-found-code", str(code)) for code in NOT_FOUND_CODES))
async def test_every_not_found_code_is_not_found_and_creates_nothing(server: BridgeClient) -> None:
    for code in NOT_FOUND_CODES:
        agent = f"code{-code}"
        await server.request("acpBridge/listSessions", {"agentId": agent})
        params = {"agentId": agent, "sessionId": "ghost", "cwd": "/tmp"}
        error = await failing(server, "acpBridge/loadSession", params, SLACK)
        assert error.code == -32002, code
        assert "session ghost not found" in error.message and str(code) in error.message
        with pytest.raises(JsonRpcException) as caught:
            await server.request("acpBridge/getTranscript", {"uri": f"acp-session:/{agent}/ghost.md"})
        assert caught.value.code == -32002
        cached = await server.request("acpBridge/listSessions", {"agentId": agent, "mode": "cached"})
        assert [s["sessionId"] for s in cached["sessions"]] == ["s1"], "a failed load must not add a session"
    assert (await server.request("acpBridge/findSessions", {"query": "ghost", "limit": 10}))["items"] == []


@agents(misbehaving("slow", "--sessions", "2", "--late", "session/load=1.5"))
async def test_a_slow_open_that_ends_after_a_later_one_does_not_take_the_active_session_back(
    server: BridgeClient,
) -> None:
    """Two picks in the switcher: s1, whose replay is slow, then s2. s2 is the active session when
    everything has settled, not whichever load ended last."""
    await server.request("acpBridge/listSessions", {"agentId": "slow"})
    s1, s2 = ({"agentId": "slow", "sessionId": sid, "cwd": "/tmp"} for sid in ("s1", "s2"))
    first = asyncio.create_task(server.request("acpBridge/loadSession", s1))
    await asyncio.sleep(0.3)
    second = await server.request("acpBridge/loadSession", s2)
    assert second["session"]["active"] is True
    assert (await first)["session"]["active"] is False, "s1 opened, but it was not the last choice"
    cached = await server.request("acpBridge/listSessions", {"agentId": "slow", "mode": "cached"})
    assert [s["sessionId"] for s in listed_items(cached) if s["active"]] == ["s2"]
    last = server.notifications["acpBridge/activeSessionChanged"][-1]
    assert last["session"]["sessionId"] == "s2" and not last["loading"]


@agents(misbehaving("slow", "--sessions", "2", "--late", "session/new=1.5"))
async def test_a_new_session_that_comes_after_a_later_pick_does_not_take_the_active_session(
    server: BridgeClient, workspace: Path
) -> None:
    """New Session (the agent takes its time to make it), then a pick of s2: s2 stays active."""
    await server.request("acpBridge/listSessions", {"agentId": "slow"})
    new = {"agentId": "slow", "cwd": str(workspace)}
    made = asyncio.create_task(server.request("acpBridge/newSession", new))
    await asyncio.sleep(0.3)
    await server.request("acpBridge/loadSession", {"agentId": "slow", "sessionId": "s2", "cwd": "/tmp"})
    created = await made
    assert created["session"]["active"] is False
    last = server.notifications["acpBridge/activeSessionChanged"][-1]
    assert last["session"]["sessionId"] == "s2" and not last["loading"]


async def test_an_open_overtaken_by_a_later_pick_does_not_close_the_session_picked_since(
    tmp_path: Path, workspace: Path
) -> None:
    """s1 of an agent that takes 1.5 s to start, then a session of a running agent: when the first
    agent is up, its open must not close the session the user picked meanwhile."""
    log = ("--log-requests", str(tmp_path / "requests.jsonl"))
    quick = {"id": "quick", "command": demo_agent_argv(tmp_path / "store", workspace, *log, seed=3)}
    slow = misbehaving("slowstart", "--sessions", "1", "--late", "initialize=1.5")
    server = await start_server(tmp_path, {"agents": [slow, quick]}, workspace)
    try:
        listed = await server.request("acpBridge/listSessions", {"agentId": "quick", "cwd": str(workspace)})
        picked = {"agentId": "quick", "sessionId": listed_items(listed)[0]["sessionId"]}
        s1 = {"agentId": "slowstart", "sessionId": "s1", "cwd": "/tmp"}
        first = asyncio.create_task(server.request("acpBridge/loadSession", s1))
        await asyncio.sleep(0.3)
        assert (await server.request("acpBridge/loadSession", picked))["session"]["active"] is True
        assert (await first)["session"]["active"] is False
        assert received_params(tmp_path, "session/close") == [], "the session picked since stays open"
    finally:
        await stop_server(server)


@agents(misbehaving("slow", "--sessions", "2", "--late", "session/load=1.5"))
async def test_the_slow_session_picked_again_while_it_opens_is_the_active_one(server: BridgeClient) -> None:
    """s1 (slow), then s2, then s1 again while its replay still runs: the last pick wins, though it
    joined the open already under way."""
    await server.request("acpBridge/listSessions", {"agentId": "slow"})
    s1, s2 = ({"agentId": "slow", "sessionId": sid, "cwd": "/tmp"} for sid in ("s1", "s2"))
    first = asyncio.create_task(server.request("acpBridge/loadSession", s1))
    await asyncio.sleep(0.3)
    await server.request("acpBridge/loadSession", s2)
    again = await server.request("acpBridge/loadSession", s1)
    await first
    assert again["session"]["active"] is True
    cached = await server.request("acpBridge/listSessions", {"agentId": "slow", "mode": "cached"})
    assert [s["sessionId"] for s in listed_items(cached) if s["active"]] == ["s1"]
    last = server.notifications["acpBridge/activeSessionChanged"][-1]
    assert last["session"]["sessionId"] == "s1" and not last["loading"], "no spinner left behind"


async def test_closing_the_session_of_an_agent_that_died_leaves_it_without_starting_the_agent(
    tmp_path: Path, workspace: Path
) -> None:
    """The agent of the active session died: Close Session leaves the session; it starts no agent
    to close a session no process holds open any more."""
    pid_file = tmp_path / "agent.pid"
    agent = misbehaving("dying", "--sessions", "1", "--pid-file", str(pid_file))
    server = await start_server(tmp_path, {"agents": [agent]}, workspace)
    try:
        s1 = {"agentId": "dying", "sessionId": "s1"}
        await server.request("acpBridge/loadSession", {**s1, "cwd": "/tmp"})
        first_pid = pid_file.read_text().split()[0]
        os.kill(int(first_pid), signal.SIGKILL)
        await server.wait_for(
            "acpBridge/agentStateChanged", lambda n: n["agentId"] == "dying" and n["state"] == "exited"
        )
        await server.request("acpBridge/closeSession", s1)
        await server.wait_for("acpBridge/activeSessionChanged", lambda n: n.get("session") is None)
        await asyncio.sleep(0.5)
        assert pid_file.read_text().split()[0] == first_pid, "no agent was started to close it"
    finally:
        await stop_server(server)


@agents(misbehaving("elsewhere", "--sessions", "2"))
async def test_deleting_a_session_the_agent_no_longer_has_drops_it_without_an_error(
    server: BridgeClient,
) -> None:
    """A session the agent does not have (deleted from its own command line meanwhile): it answers
    "not found" (-32002), and the delete succeeds as asked instead of failing."""
    listed = await server.request("acpBridge/listSessions", {"agentId": "elsewhere"})
    assert "s2" in [s["sessionId"] for s in listed["sessions"]]
    await server.request("acpBridge/deleteSession", {"agentId": "elsewhere", "sessionId": "s9"})
    await server.wait_for("acpBridge/sessionsChanged", lambda n: n["reason"] == "deleted")


@agents(misbehaving("keeper", "--sessions", "2", "--without", "close"))
async def test_closing_a_session_the_agent_cannot_close_leaves_it(server: BridgeClient) -> None:
    """ACP: Close Session on an agent without `session/close` (Codex, fast-agent): the session is
    left, as a switch leaves it, instead of an error that kept it active."""
    await server.request("acpBridge/listSessions", {"agentId": "keeper"})
    s1 = {"agentId": "keeper", "sessionId": "s1"}
    opened = await server.request("acpBridge/loadSession", {**s1, "cwd": "/tmp"})
    assert opened["session"]["active"] is True
    await server.request("acpBridge/closeSession", s1)
    left = await server.wait_for("acpBridge/activeSessionChanged", lambda n: n.get("session") is None)
    assert left["session"] is None
    cached = await server.request("acpBridge/listSessions", {"agentId": "keeper", "mode": "cached"})
    assert not any(s["active"] for s in listed_items(cached))


@agents(misbehaving("one", "--sessions", "2"), misbehaving("two", "--sessions", "2"))
async def test_closing_or_deleting_another_agents_session_of_the_same_id_keeps_the_active_one(
    server: BridgeClient,
) -> None:
    """Sessions are keyed by agent and id (two agents may share a store): s1 of agent two is not
    the active s1 of agent one."""
    for agent in ("one", "two"):
        await server.request("acpBridge/listSessions", {"agentId": agent})
    await server.request("acpBridge/loadSession", {"agentId": "one", "sessionId": "s1", "cwd": "/tmp"})
    await server.request("acpBridge/closeSession", {"agentId": "two", "sessionId": "s1"})
    await server.request("acpBridge/deleteSession", {"agentId": "two", "sessionId": "s1"})
    cached = await server.request("acpBridge/listSessions", {"agentId": "one", "mode": "cached"})
    assert [s["sessionId"] for s in listed_items(cached) if s["active"]] == ["s1"]
    assert not any(n.get("session") is None for n in server.notifications["acpBridge/activeSessionChanged"])


@agents(
    misbehaving(
        "liar", "--sessions", "2", "--unimplemented", "session/close", "--unimplemented", "session/delete"
    )
)
async def test_an_advertised_method_answering_method_not_found_is_unsupported(server: BridgeClient) -> None:
    await server.request("acpBridge/listSessions", {"agentId": "liar"})
    await server.request("acpBridge/loadSession", {"agentId": "liar", "sessionId": "s1", "cwd": "/tmp"})
    error = await failing(server, "acpBridge/closeSession", {"agentId": "liar", "sessionId": "s1"}, SLACK)
    assert error.code == -32001
    # The close failed, but the session was left: it is not the active one any more.
    await server.wait_for("acpBridge/activeSessionChanged", lambda n: n.get("session") is None)
    error = await failing(server, "acpBridge/deleteSession", {"agentId": "liar", "sessionId": "s1"}, SLACK)
    assert error.code == -32001
    # Switching sessions closes the previous one: that failure must not stop the switch.
    switched = await server.request(
        "acpBridge/loadSession", {"agentId": "liar", "sessionId": "s2", "cwd": "/tmp"}
    )
    assert switched["session"]["active"] is True
    cached = await server.request("acpBridge/listSessions", {"agentId": "liar", "mode": "cached"})
    assert {s["sessionId"] for s in cached["sessions"]} >= {"s1", "s2"}


async def cancelled_at_once(server: BridgeClient, method: str, params: dict[str, Any], msg_id: str) -> None:
    """Sends a request that the agent leaves unanswered, cancels it a second later (the editor's
    Cancel), and checks that it ends at once, cancelled."""
    pending = asyncio.ensure_future(server.client.protocol.send_request_async(method, params, msg_id=msg_id))
    await asyncio.sleep(1.0)
    assert not pending.done()
    started = time.monotonic()
    server.client.protocol.notify("$/cancelRequest", lsp.CancelParams(id=msg_id))
    with pytest.raises(JsonRpcRequestCancelled):
        await asyncio.wait_for(pending, SLACK)
    assert time.monotonic() - started < SLACK


@agents(
    misbehaving("deaf", "--hang", "initialize"),
    misbehaving("mute", "--hang", "session/list", "--hang", "session/load"),
)
async def test_a_hung_agent_can_be_left_at_any_moment(server: BridgeClient) -> None:
    # Starting (initialize), listing and loading, each cancelled by the editor after a second.
    await cancelled_at_once(server, "acpBridge/listSessions", {"agentId": "deaf"}, "list-deaf")
    agents = {a["agentId"]: a for a in (await server.request("acpBridge/listAgents"))["agents"]}
    assert agents["deaf"]["state"] == "stopped"  # the half-started agent was stopped, not left behind
    await cancelled_at_once(server, "acpBridge/listSessions", {"agentId": "mute"}, "list-mute")
    params = {"agentId": "mute", "sessionId": "s1", "cwd": "/tmp"}
    await cancelled_at_once(server, "acpBridge/loadSession", params, "load-mute")
    doc = await server.request("acpBridge/getTranscript", {"uri": "acp-session:/mute/s1.md"})
    assert doc["complete"] is False and "cancelled" in doc["text"] and not doc["loading"]


@agents(misbehaving("mute", "--hang", "session/prompt"))
async def test_a_prompt_the_agent_never_ends_can_be_cancelled_by_the_editor(server: BridgeClient) -> None:
    # A prompt has no timeout (the user decides), so the editor's $/cancelRequest must end it.
    await server.request("acpBridge/loadSession", {"agentId": "mute", "sessionId": "s1", "cwd": "/tmp"})
    params = {"agentId": "mute", "sessionId": "s1", "text": "never answered"}
    pending = asyncio.ensure_future(
        server.client.protocol.send_request_async("acpBridge/sendPrompt", params, msg_id="prompt-1")
    )
    await asyncio.sleep(0.5)
    await server.request("acpBridge/cancelPrompt", {"agentId": "mute", "sessionId": "s1"})
    started = time.monotonic()
    server.client.protocol.notify("$/cancelRequest", lsp.CancelParams(id="prompt-1"))
    with pytest.raises(JsonRpcRequestCancelled):
        await asyncio.wait_for(pending, SLACK)
    assert time.monotonic() - started < SLACK
    # The agent and the session are still there.
    assert (await server.request("acpBridge/listSessions", {"agentId": "mute"}))["sessions"]
    doc = await server.request("acpBridge/getTranscript", {"uri": "acp-session:/mute/s1.md"})
    assert "never answered" in doc["text"]


@agents(misbehaving("slow", "--sessions", "2", "--fork", "--late", "session/fork=1.5"))
async def test_a_fork_that_comes_after_a_later_pick_does_not_take_the_active_session(
    server: BridgeClient, workspace: Path
) -> None:
    """Fork s1 (the agent takes its time), then pick s2: the fork is made and answered, and s2 stays
    the active session, as the editor is told."""
    await server.request("acpBridge/listSessions", {"agentId": "slow"})
    fork = {"agentId": "slow", "sessionId": "s1", "cwd": str(workspace)}
    forking = asyncio.create_task(server.request("acpBridge/forkSession", fork))
    await asyncio.sleep(0.3)
    await server.request("acpBridge/loadSession", {"agentId": "slow", "sessionId": "s2", "cwd": "/tmp"})
    forked = await forking
    assert forked["session"]["sessionId"] == "fork-1" and forked["session"]["active"] is False
    cached = await server.request("acpBridge/listSessions", {"agentId": "slow", "mode": "cached"})
    assert [s["sessionId"] for s in listed_items(cached) if s["active"]] == ["s2"]
    last = server.notifications["acpBridge/activeSessionChanged"][-1]
    assert last["session"]["sessionId"] == "s2" and not last["loading"]


@agents(misbehaving("relative", "--listed-cwd", "relative/dir"))
async def test_a_session_listed_in_a_relative_folder_opens_reads_and_exports_in_the_workspace(
    server: BridgeClient, workspace: Path
) -> None:
    """A relative path cannot be sent back as a session's folder: the editor's folder is used."""
    listed = listed_items(await server.request("acpBridge/listSessions", {"agentId": "relative"}))
    assert listed[0]["cwd"] == "relative/dir"
    s1 = {"agentId": "relative", "sessionId": "s1"}
    opened = await server.request("acpBridge/loadSession", s1)
    assert opened["session"]["active"] is True
    read = await server.request("acpBridge/openReadOnly", s1)
    assert read["complete"] is True
    exported = workspace / "s1.md"
    await server.request("acpBridge/exportMarkdown", {**s1, "path": str(exported)})
    assert exported.read_text(encoding="utf-8").startswith("# ")
