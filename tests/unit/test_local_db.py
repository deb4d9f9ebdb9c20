"""The local database (sessions/local_db.py): created once, filled once from the old file stores,
set aside when damaged, left alone when a newer bridge wrote it, shared by several windows."""

from __future__ import annotations

import json
import logging
import sqlite3
import threading
from pathlib import Path

import pytest

from acp_bridge.sessions.history import TranscriptHistory
from acp_bridge.sessions.legacy_import import importer
from acp_bridge.sessions.list_store import ListStore
from acp_bridge.sessions.local_db import FILE_NAME, LocalDatabase
from acp_bridge.sessions.store import LocalTitles


def legacy_stores(root: Path) -> list[Path]:
    """The three stores of an earlier bridge, as it wrote them; returns their files."""
    titles = root / "local-titles.json"
    titles.write_text(json.dumps({"demo": {"s1": "My title"}, "broken": 3}))
    (root / "history").mkdir()
    header = {
        "v": 1,
        "agentId": "demo",
        "sessionId": "s1",
        "title": "Upload bug",
        "cwd": "/w",
        "updatedAt": "2026-01-01T00:00:00Z",
        "firstPrompt": "How do I fix the upload?",
        "savedAt": 1_700_000_000.0,
    }
    history = root / "history" / "0123abcd.txt"
    history.write_text(json.dumps(header) + "\nthe retry loop never backs off\nRead uploader.py")
    unreadable = root / "history" / "ffff.txt"
    unreadable.write_bytes(b"\x00\xff not a header\n")
    (root / "session-lists").mkdir()
    listing = root / "session-lists" / "9876.json"
    sessions = [{"sessionId": "s1", "title": "Upload bug", "cwd": "/w"}, {"sessionId": "s2"}]
    listing.write_text(
        json.dumps(
            {
                "v": 1,
                "agentId": "demo",
                "scopes": {"/w": {"storedAt": "2026-01-02T00:00:00Z", "sessions": sessions}},
            }
        )
    )
    return [titles, history, unreadable, listing]


@pytest.mark.asyncio
async def test_the_old_stores_are_imported_once_and_then_deleted(tmp_path: Path) -> None:
    titles_file, history_file, unreadable, listing_file = legacy_stores(tmp_path)
    db = LocalDatabase(tmp_path / FILE_NAME, importer=importer(tmp_path))
    assert LocalTitles(db).for_agent("demo") == {"s1": "My title"}
    hits = await TranscriptHistory(db).search("RETRY loop")
    assert [(h.meta.key, h.meta.title, h.meta.first_prompt) for h in hits] == [
        (("demo", "s1"), "Upload bug", "How do I fix the upload?")
    ]
    stored = await ListStore(db).lookup("demo", "/w")
    assert stored is not None and stored.stored_at == "2026-01-02T00:00:00Z"
    assert [r.session_id for r in stored.records] == ["s1", "s2"]
    assert not titles_file.exists() and not history_file.exists() and not listing_file.exists()
    assert unreadable.exists(), "what could not be imported is left where it was"
    assert not (tmp_path / "session-lists").exists(), "an emptied folder goes too"
    db.close()

    titles_file.write_text(json.dumps({"demo": {"s9": "Written by an old bridge later"}}))
    again = LocalDatabase(tmp_path / FILE_NAME, importer=importer(tmp_path))
    assert LocalTitles(again).for_agent("demo") == {"s1": "My title"}, "imported once, when created"
    assert titles_file.exists()


def test_a_damaged_database_is_set_aside_with_a_clear_message_and_rebuilt(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / FILE_NAME
    path.write_bytes(b"this is not a database" * 100)
    with caplog.at_level(logging.WARNING, logger="acp_bridge.sessions.local_db"):
        db = LocalDatabase(path)
    assert db.enabled
    (aside,) = tmp_path.glob(f"{FILE_NAME}.damaged-*")
    assert aside.read_bytes().startswith(b"this is not a database"), "nothing is lost: it is kept aside"
    (message,) = [r.getMessage() for r in caplog.records]
    assert "damaged" in message and str(aside) in message and "a new one started" in message
    titles = LocalTitles(db)
    titles.set("demo", "s1", "Kept")
    db.close()
    assert LocalTitles(LocalDatabase(path)).for_agent("demo") == {"s1": "Kept"}


def test_a_database_of_a_newer_bridge_is_left_alone(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    path = tmp_path / FILE_NAME
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE future (x)")
        conn.execute("PRAGMA user_version = 99")
    before = path.read_bytes()
    with caplog.at_level(logging.WARNING, logger="acp_bridge.sessions.local_db"):
        db = LocalDatabase(path)
    assert not db.enabled and "newer acp-bridge" in caplog.text
    assert path.read_bytes() == before and not list(tmp_path.glob("*.damaged-*"))
    titles = LocalTitles(db)
    titles.set("demo", "s1", "This run only")
    assert titles.for_agent("demo") == {"s1": "This run only"}


def test_windows_that_start_together_share_one_database(tmp_path: Path) -> None:
    legacy_stores(tmp_path)
    start = threading.Barrier(4)
    opened: list[LocalDatabase] = []

    def open_one() -> None:
        start.wait()
        opened.append(LocalDatabase(tmp_path / FILE_NAME, importer=importer(tmp_path)))

    threads = [threading.Thread(target=open_one) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(opened) == 4 and all(db.enabled for db in opened)
    LocalTitles(opened[0]).set("demo", "s2", "From the first window")
    opened[0].close()
    for db in opened[1:]:
        assert LocalTitles(db).for_agent("demo") == {"s1": "My title", "s2": "From the first window"}
        db.close()


def test_a_file_that_cannot_be_imported_is_skipped_and_left(tmp_path: Path) -> None:
    """A header with a lone surrogate (the old writer escaped it as \\udc80) cannot be stored as
    text: that file is skipped and kept, the rest is imported, and the bridge starts."""
    titles, history, _, listing = legacy_stores(tmp_path)
    odd = tmp_path / "history" / "odd.txt"
    odd.write_text(json.dumps({"v": 1, "agentId": "demo", "sessionId": "s\udc80", "title": "t"}) + "\nbody")
    db = LocalDatabase(tmp_path / FILE_NAME, importer=importer(tmp_path))
    assert db.enabled and LocalTitles(db).for_agent("demo") == {"s1": "My title"}
    assert odd.exists() and not history.exists() and not listing.exists() and not titles.exists()
