"""Local title overrides (sessions/store.py): kept across restarts in the local database."""

from __future__ import annotations

from pathlib import Path

from acp_bridge.sessions.local_db import LocalDatabase
from acp_bridge.sessions.store import LocalTitles


def test_titles_survive_a_restart_and_clearing_one_forgets_it(tmp_path: Path) -> None:
    db = LocalDatabase(tmp_path / "data" / "local.sqlite3")
    titles = LocalTitles(db)
    titles.set("demo", "s1", "Mine “quoted”")
    titles.set("demo", "s2", "Other")
    titles.set("demo", "s2", None)
    db.close()  # waits for the writes
    again = LocalTitles(LocalDatabase(tmp_path / "data" / "local.sqlite3"))
    assert again.for_agent("demo") == {"s1": "Mine “quoted”"}


def test_a_database_that_cannot_be_opened_keeps_the_title_for_this_run(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("")
    db = LocalDatabase(blocker / "local.sqlite3")
    assert not db.enabled
    titles = LocalTitles(db)
    titles.set("demo", "s1", "Mine")
    assert titles.for_agent("demo") == {"s1": "Mine"}
