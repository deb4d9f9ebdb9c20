"""A multi-root workspace's list: the sessions of several folders as one, newest first, paged so
that what it shows is always the true beginning of all of them (`folders_listing`,
`Bridge.list_folders`). The agent is the in-process fake, which filters `session/list` by `cwd`."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from acp_bridge.acp import AgentError, AgentErrorKind
from acp_bridge.folders_listing import FolderLists, frontier, merged
from acp_bridge.jsonrpc import JsonRpcError
from acp_bridge.sessions.records import SessionRecord
from tests.acp.test_read_whole import bridge_on
from tests.fakes.fake_agent import FakeAgent

pytestmark = pytest.mark.anyio

NOW = datetime(2026, 12, 1, 12, tzinfo=UTC)


def record(session_id: str, hours_ago: float | None, cwd: str = "/a") -> SessionRecord:
    at = None if hours_ago is None else NOW - timedelta(hours=hours_ago)
    return SessionRecord("fake", session_id, cwd=cwd, updated_at=at)


def ids(records: list[SessionRecord]) -> list[str]:
    return [r.session_id for r in records]


def test_rows_older_than_what_a_folder_with_more_has_shown_wait_for_its_next_page() -> None:
    a = FolderLists([record("a1", 1), record("a2", 2)], has_more=True)
    b = FolderLists([record("b1", 1.5, "/b"), record("b2", 10, "/b")], has_more=True)
    assert frontier([a, b]) == (0, NOW - timedelta(hours=2))
    assert merged([a, b]) == ([a.records[0], b.records[0], a.records[1]], True)
    done = FolderLists(a.records, has_more=False)
    assert ids(merged([done, b])[0]) == ["a1", "b1", "a2", "b2"], "down to b's oldest, which has more"
    assert merged([done, FolderLists(b.records, has_more=False)]) == (
        [a.records[0], b.records[0], a.records[1], b.records[1]],
        False,
    )


def test_a_folder_with_more_and_no_rows_yet_shows_nothing_until_listed() -> None:
    assert merged([FolderLists([record("a1", 1)], False), FolderLists([], True)]) == ([], True)


def test_a_session_listed_in_two_folders_shows_once_and_unknown_times_come_last() -> None:
    """An agent that ignores the folder filter lists every session in each folder."""
    both = [record("s1", None), record("s2", 3)]
    rows, more = merged([FolderLists(both, False), FolderLists(list(reversed(both)), False)])
    assert ids(rows) == ["s2", "s1"] and not more


async def test_the_bridge_lists_two_folders_as_one_list_and_pages_the_one_that_holds_it_back() -> None:
    fake = FakeAgent(capabilities={"sessionCapabilities": {"list": {}}}, page_size=2)
    folders = {"/a": {"a1": 1, "a2": 2, "a3": 3, "a4": 4, "a5": 5}, "/b": {"b1": 1.5, "b2": 10, "b3": 20}}
    for cwd, sessions in folders.items():
        for session_id, hours in sessions.items():
            fake.add_session(session_id, cwd=cwd, updated_at=(NOW - timedelta(hours=hours)).isoformat())
    async with bridge_on(fake) as bridge:
        first = await bridge.list_folders("fake", ["/a", "/b"], "first")
        assert (ids(first.records), first.has_more) == (["a1", "b1", "a2"], True)
        more = await bridge.list_folders("fake", ["/a", "/b"], "more")
        assert (ids(more.records), more.has_more) == (["a1", "b1", "a2", "a3", "a4"], True)
        lists = [m["params"] for m in fake.received if m.get("method") == "session/list"]
        pages = [(params.get("cwd"), params.get("cursor")) for params in lists]
        assert pages == [("/a", None), ("/b", None), ("/a", "2")], "only the folder that held the list back"
        everything = await bridge.list_folders("fake", ["/a", "/b"], "all")
        assert ids(everything.records) == ["a1", "b1", "a2", "a3", "a4", "a5", "b2", "b3"]
        assert not everything.has_more
        cached = await bridge.list_folders("fake", ["/a", "/b"], "cached")
        assert ids(cached.records) == ids(everything.records)


async def test_a_folder_whose_listing_fails_fails_the_list_with_its_own_error() -> None:
    """As one folder's list would: the error the user can act on, not an exception group."""
    fake = FakeAgent(capabilities={"sessionCapabilities": {"list": {}}})
    fake.add_session("a1", cwd="/a")

    async def refuses_b(params: Any) -> Any:
        if params.get("cwd") == "/b":
            raise JsonRpcError(-32603, "the index of /b is corrupt")
        return {"sessions": [s.info() for s in fake.sessions.values()]}

    fake.on("session/list", refuses_b)
    async with bridge_on(fake) as bridge:
        with pytest.raises(AgentError, match="the index of /b is corrupt") as failed:
            await bridge.list_folders("fake", ["/a", "/b"], "first")
        assert failed.value.kind is AgentErrorKind.REFUSED
