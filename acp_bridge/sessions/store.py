"""The user's own titles for sessions, per agent, kept in the local database.

A user can rename a session locally where the agent cannot; the override lives in
:mod:`.local_db`'s ``local_title`` table, survives restarts, and never touches the agent's store.
"""

from __future__ import annotations

import logging
import sqlite3

from .local_db import LocalDatabase, StoreUnavailable, transaction

log = logging.getLogger(__name__)


class LocalTitles:
    """Read whole when the bridge starts (they are few, and the registry reads them as it creates
    records, synchronously); each change is written on the database's thread."""

    def __init__(self, db: LocalDatabase | None) -> None:
        self.db = db if db is not None and db.enabled else None
        self._titles: dict[str, dict[str, str]] = {}
        if self.db is not None:
            try:
                rows = self.db.call_blocking(
                    lambda conn: conn.execute(
                        "SELECT agent_id, session_id, title FROM local_title"
                    ).fetchall()
                )
            except (sqlite3.Error, StoreUnavailable) as exc:
                log.warning("local titles could not be read (%s); starting without them", exc)
                rows = []
            for agent_id, session_id, title in rows:
                self.for_agent(agent_id)[session_id] = title

    def for_agent(self, agent_id: str) -> dict[str, str]:
        """The live mapping for one agent (the registry reads it when it creates records)."""
        return self._titles.setdefault(agent_id, {})

    def set(self, agent_id: str, session_id: str, title: str | None) -> None:
        titles = self.for_agent(agent_id)
        if title:
            titles[session_id] = title
        else:
            titles.pop(session_id, None)
        if self.db is None:
            return

        def write(conn: sqlite3.Connection) -> None:
            with transaction(conn):
                if title:
                    conn.execute(
                        "INSERT OR REPLACE INTO local_title VALUES (?, ?, ?)", (agent_id, session_id, title)
                    )
                else:
                    conn.execute(
                        "DELETE FROM local_title WHERE agent_id = ? AND session_id = ?",
                        (agent_id, session_id),
                    )

        self.db.submit(write)
