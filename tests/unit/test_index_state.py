"""What indexing remembers (sessions/index_state.py): the agents chosen, and the listed times an
index replay must not change."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

from acp_bridge.sessions.index_state import IndexState
from acp_bridge.sessions.local_db import LocalDatabase
from acp_bridge.sessions.records import SessionRecord

LISTED = datetime(2026, 10, 1, 12, 0, tzinfo=UTC)
INDEXED = datetime(2026, 11, 28, 9, 0, tzinfo=UTC)


def record(session_id: str, at: datetime) -> SessionRecord:
    return SessionRecord("demo", session_id, cwd="/w", title=session_id, updated_at=at)


def test_a_time_the_index_replay_made_is_given_back_real_activity_is_kept(tmp_path: Path) -> None:
    db = LocalDatabase(tmp_path / "local.sqlite3")
    state = IndexState(db)
    for sid in ("rewritten", "used-later", "older"):
        state.indexed(record(sid, LISTED), LISTED, INDEXED.timestamp())
    state.indexed(record("untimed", LISTED), None, INDEXED.timestamp())
    db.close()

    again = IndexState(LocalDatabase(tmp_path / "local.sqlite3"))  # a new start: read from disk
    listed = [
        record("rewritten", INDEXED + timedelta(seconds=2)),  # the replay's own rewrite
        record("used-later", INDEXED + timedelta(hours=3)),  # the user worked in it since
        record("older", LISTED - timedelta(days=1)),  # not newer: left as listed
        record("untimed", INDEXED),
        record("never-indexed", INDEXED),
    ]
    again.keep_listed_times(listed)
    assert [r.updated_at for r in listed] == [
        LISTED,
        INDEXED + timedelta(hours=3),
        LISTED - timedelta(days=1),
        INDEXED,
        INDEXED,
    ]


def test_the_choice_per_agent_is_remembered_until_forgotten(tmp_path: Path) -> None:
    db = LocalDatabase(tmp_path / "local.sqlite3")
    state = IndexState(db)
    state.choose("demo")
    state.choose("other")
    state.choose("other", chosen=False)
    db.close()
    db = LocalDatabase(tmp_path / "local.sqlite3")
    assert IndexState(db).chosen() == {"demo"}
    assert IndexState(None).chosen() == frozenset(), "without a database nothing is remembered"
