"""Indexing the whole history, remembered: the agents the user chose to index, and the times the
sessions were listed before indexing replayed them.

Indexing replays sessions the user did not open. That is the user's explicit choice, made per agent
and kept (the bridge goes on indexing that agent's new sessions at its next start), until the user
cancels it.

Replaying is not free for every agent: some rewrite a session's file when it is loaded, and so its
time, and would then list the session as just used. The list order must not change because the
bridge indexed: a session listed with a newer time that falls within :data:`REWRITE_WINDOW` of its
index replay keeps the time listed before (:meth:`IndexState.keep_listed_times`); a later time is
real activity and wins.
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Callable, Iterable
from datetime import datetime

from .local_db import LocalDatabase, StoreUnavailable, transaction, usable
from .records import SessionRecord
from .titles import iso_utc, parse_updated_at

log = logging.getLogger(__name__)

#: Seconds around an index replay within which a session's new listed time is the replay's own.
REWRITE_WINDOW = (-5.0, 300.0)
#: Index times kept (the newest); beyond it the oldest are dropped.
MAX_TIMES = 100_000

Key = tuple[str, str]


class IndexState:
    """Read whole when the bridge starts (listings consult it synchronously); each change is written
    on the database's thread. Without a database it keeps this run's choices only."""

    def __init__(self, db: LocalDatabase | None) -> None:
        self.db = usable(db)
        self._chosen: set[str] = set()
        self._times: dict[Key, tuple[datetime, float]] = {}
        if self.db is None:
            return

        def read(conn: sqlite3.Connection) -> tuple[list[tuple[str]], list[tuple[str, str, str, float]]]:
            chosen = conn.execute("SELECT agent_id FROM index_choice").fetchall()
            times = conn.execute(
                "SELECT agent_id, session_id, listed_at, indexed_at FROM index_time"
            ).fetchall()
            return chosen, times

        try:
            chosen, times = self.db.call_blocking(read)
        except (sqlite3.Error, StoreUnavailable) as exc:
            log.warning("the indexing choices could not be read (%s); starting without them", exc)
            return
        self._chosen = {agent_id for (agent_id,) in chosen}
        for agent_id, session_id, listed_at, indexed_at in times:
            listed = parse_updated_at(listed_at)
            if listed is not None and isinstance(indexed_at, int | float):
                self._times[(agent_id, session_id)] = (listed, float(indexed_at))

    # -- the user's choice --------------------------------------------------------------------------

    def chosen(self) -> frozenset[str]:
        return frozenset(self._chosen)

    def choose(self, agent_id: str, chosen: bool = True) -> None:
        if (agent_id in self._chosen) == chosen:
            return
        if chosen:
            self._chosen.add(agent_id)
        else:
            self._chosen.discard(agent_id)
        sql = (
            "INSERT OR IGNORE INTO index_choice VALUES (?)"
            if chosen
            else "DELETE FROM index_choice WHERE agent_id = ?"
        )
        def write(conn: sqlite3.Connection) -> None:
            conn.execute(sql, (agent_id,))

        self._write(write)

    # -- listed times -------------------------------------------------------------------------------

    def indexed(self, record: SessionRecord, listed: datetime | None, at: float) -> None:
        """`record` was replayed at `at` (seconds since the epoch) to be indexed; it was listed with
        the time `listed` before (None: no time, nothing to keep)."""
        if listed is None:
            return
        self._times[record.key] = (listed, at)
        row = (*record.key, iso_utc(listed), at)
        over = len(self._times) > MAX_TIMES
        if over:
            del self._times[min(self._times, key=lambda key: self._times[key][1])]

        def write(conn: sqlite3.Connection) -> None:
            conn.execute("INSERT OR REPLACE INTO index_time VALUES (?, ?, ?, ?)", row)
            if over:
                conn.execute(
                    "DELETE FROM index_time WHERE indexed_at <"
                    " (SELECT indexed_at FROM index_time ORDER BY indexed_at DESC LIMIT 1 OFFSET ?)",
                    (MAX_TIMES - 1,),
                )

        self._write(write)

    def keep_listed_times(self, records: Iterable[SessionRecord]) -> None:
        """Gives back the listed time of each record whose newer time is its index replay's own."""
        if not self._times:
            return
        low, high = REWRITE_WINDOW
        for record in records:
            kept = self._times.get(record.key)
            if kept is None or record.updated_at is None:
                continue
            listed, at = kept
            if record.updated_at > listed and low <= record.updated_at.timestamp() - at <= high:
                record.updated_at = listed

    def _write(self, job: Callable[[sqlite3.Connection], None]) -> None:
        if self.db is not None:

            def run(conn: sqlite3.Connection) -> None:
                with transaction(conn):
                    job(conn)

            self.db.submit(run)
