"""The user's own marks on sessions, per agent, kept in the local database: titles and archiving.

A user can rename a session locally where the agent cannot; the override lives in
:mod:`.local_db`'s ``local_title`` table. A user can archive a session (hide it from the list); the
mark lives in the ``archived`` table. Both survive restarts and never touch the agent's store.
"""

from __future__ import annotations

import logging
import sqlite3

from .local_db import LocalDatabase, StoreUnavailable, transaction, usable

log = logging.getLogger(__name__)


class LocalTitles:
    """Read whole when the bridge starts (they are few, and the registry reads them as it creates
    records, synchronously); each change is written on the database's thread."""

    def __init__(self, db: LocalDatabase | None) -> None:
        self.db = usable(db)
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


class ArchivedSessions:
    """The sessions the user archived, per agent: read whole when the bridge starts (listings
    consult them), each change written on the database's thread."""

    def __init__(self, db: LocalDatabase | None) -> None:
        self.db = usable(db)
        self._archived: dict[str, set[str]] = {}
        if self.db is not None:
            try:
                rows = self.db.call_blocking(
                    lambda conn: conn.execute("SELECT agent_id, session_id FROM archived").fetchall()
                )
            except (sqlite3.Error, StoreUnavailable) as exc:
                log.warning("archived sessions could not be read (%s); none are hidden", exc)
                rows = []
            for agent_id, session_id in rows:
                self._archived.setdefault(agent_id, set()).add(session_id)

    def of(self, agent_id: str) -> frozenset[str]:
        return frozenset(self._archived.get(agent_id, ()))

    def set(self, agent_id: str, session_id: str, archived: bool) -> None:
        marks = self._archived.setdefault(agent_id, set())
        if (session_id in marks) == archived:
            return
        if archived:
            marks.add(session_id)
        else:
            marks.discard(session_id)
        if self.db is None:
            return
        if archived:
            sql = "INSERT OR IGNORE INTO archived VALUES (?, ?)"
        else:
            sql = "DELETE FROM archived WHERE agent_id = ? AND session_id = ?"

        def write(conn: sqlite3.Connection) -> None:
            with transaction(conn):
                conn.execute(sql, (agent_id, session_id))

        self.db.submit(write)
