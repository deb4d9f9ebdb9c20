"""The stored session lists: what they keep, bounds, bad rows, the bridge's fallback."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import anyio
import pytest

from acp_bridge.acp import AgentError
from acp_bridge.app import Bridge
from acp_bridge.config import AgentConfig
from acp_bridge.sessions import list_store
from acp_bridge.sessions.list_store import ListStore
from acp_bridge.sessions.local_db import LocalDatabase
from acp_bridge.sessions.records import SessionRecord
from acp_bridge.sessions.store import LocalTitles

pytestmark = pytest.mark.asyncio

T0 = datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)


def record(n: int, cwd: str = "/w", **extra: object) -> SessionRecord:
    return SessionRecord(
        "demo",
        f"s{n}",
        cwd=cwd,
        title=f"Session {n}",
        updated_at=T0 - timedelta(minutes=n),
        **extra,  # type: ignore[arg-type]
    )


async def test_remembers_list_facts_per_folder_and_reads_them_back(tmp_path: Path) -> None:
    db = LocalDatabase(tmp_path / "local.sqlite3")
    store = ListStore(db)
    meta = {"messageCount": 3, "nested": {"no": 1}, "secretish": None}
    await store.remember("demo", "/w", [record(1, meta=meta, first_prompt="Hello"), record(2)])
    await store.remember("demo", None, [record(3, cwd="/other")])
    db.close()

    again = ListStore(LocalDatabase(tmp_path / "local.sqlite3"))  # a new process: only the disk
    stored = await again.lookup("demo", "/w")
    assert stored is not None and stored.stored_at.endswith("Z")
    assert [r.session_id for r in stored.records] == ["s1", "s2"]
    first = stored.records[0]
    assert (first.title, first.cwd, first.first_prompt) == ("Session 1", "/w", "Hello")
    assert first.updated_at == T0 - timedelta(minutes=1)
    assert first.meta == {"messageCount": 3}, "only scalar facts are kept"
    everywhere = await again.lookup("demo", None)
    assert everywhere is not None and [r.session_id for r in everywhere.records] == ["s3"]
    assert await again.lookup("demo", "/nowhere") is None
    assert await again.lookup("other-agent", "/w") is None


async def test_bounded_per_scope_and_per_agent(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(list_store, "MAX_SESSIONS", 5)
    monkeypatch.setattr(list_store, "MAX_SCOPES", 3)
    store = ListStore(LocalDatabase(tmp_path / "local.sqlite3"))
    await store.remember("demo", "/w", [record(n) for n in range(20)])
    for n in range(4):
        await store.remember("demo", f"/f{n}", [record(n, cwd=f"/f{n}")])
    await store.flush()
    again = ListStore(LocalDatabase(tmp_path / "local.sqlite3"))
    assert await again.lookup("demo", "/w") is None, "the least recently stored folder is dropped"
    assert await again.lookup("demo", "/f0") is None
    kept = await again.lookup("demo", "/f3")
    assert kept is not None and len(kept.records) == 1
    await store.remember("demo", "/w", [record(n) for n in range(20)])
    stored = await store.lookup("demo", "/w")
    assert stored is not None and [r.session_id for r in stored.records] == [f"s{n}" for n in range(5)]


async def test_a_row_not_of_this_shape_is_skipped_and_replaced(tmp_path: Path) -> None:
    db = LocalDatabase(tmp_path / "local.sqlite3")
    db.call_blocking(lambda c: c.execute("INSERT INTO listing VALUES ('demo', '/w', 'now', '{not json')"))
    db.call_blocking(lambda c: c.execute("INSERT INTO listing VALUES ('demo', '/x', 'now', '{}')"))
    store = ListStore(db)
    assert await store.lookup("demo", "/w") is None and await store.lookup("demo", "/x") is None
    await store.remember("demo", "/w", [record(1)])
    stored = await store.lookup("demo", "/w")
    assert stored is not None and [r.session_id for r in stored.records] == ["s1"]


async def test_bad_entries_are_skipped_one_by_one(tmp_path: Path) -> None:
    good = {"sessionId": "ok", "title": "Fine", "updatedAt": "2026-01-01T00:00:00Z", "cwd": "/w"}
    bad = [None, 3, {"sessionId": ""}, {"sessionId": 7}, {"title": "no id"}]
    odd = {"sessionId": "odd", "title": 5, "updatedAt": "yesterday", "additionalDirectories": "x", "meta": []}
    row = ("demo", "/w", "2026-01-01T00:00:00Z", json.dumps([*bad, good, odd]))
    db = LocalDatabase(tmp_path / "local.sqlite3")
    db.call_blocking(lambda c: c.execute("INSERT INTO listing VALUES (?, ?, ?, ?)", row))
    store = ListStore(db)
    stored = await store.lookup("demo", "/w")
    assert stored is not None and [r.session_id for r in stored.records] == ["ok", "odd"]
    assert stored.records[1].title is None and stored.records[1].updated_at is None


async def test_nothing_is_kept_without_a_database() -> None:
    store = ListStore(None)
    await store.remember("demo", "/w", [record(1)])
    assert await store.lookup("demo", "/w") is None


async def test_the_bridge_answers_from_the_store_when_the_agent_cannot_start(tmp_path: Path) -> None:
    """The agent's command does not exist: `first` answers the stored list, saying why; `cached`
    answers it too (the start-up view); with nothing stored the failure is the answer."""
    store = ListStore(LocalDatabase(tmp_path / "local.sqlite3"))
    await store.remember("demo", "/w", [record(1), record(2)])
    titles = LocalTitles(None)
    titles.set("demo", "s2", "My own title")
    async with anyio.create_task_group() as tg:
        bridge = Bridge(tg, list_store=store, titles=titles)
        await bridge.configure([AgentConfig(id="demo", command=str(tmp_path / "no-such-agent"))])
        cached = await bridge.list_sessions("demo", "/w", "cached")
        assert cached.from_cache and [r.session_id for r in cached.records] == ["s1", "s2"]
        assert cached.error is None
        live = await bridge.list_sessions("demo", "/w", "first")
        assert live.from_cache and live.stored_at == cached.stored_at and not live.has_more
        assert live.error and "no-such-agent" in live.error
        assert live.records[1].display_title == "My own title", "local titles apply to stored sessions"
        with pytest.raises(AgentError):
            await bridge.list_sessions("demo", "/elsewhere", "first")
        empty = await bridge.list_sessions("demo", "/elsewhere", "cached")
        assert empty.records == [] and not empty.from_cache
        await bridge.shutdown()
        tg.cancel_scope.cancel()
