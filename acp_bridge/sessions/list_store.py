"""The session lists, remembered: what each agent last listed, per folder, in the local database.

With it the editor shows an agent's sessions at once at start-up (before the agent has answered) and
keeps them browsable while the agent is down (it failed to start, crashed, needs a login). The live
list replaces the stored one as soon as the agent answers.

Layout: one row of :mod:`.local_db`'s ``listing`` table per agent and scope (a folder, or ``*`` for
the listing of every folder), holding when it was stored and its sessions as a JSON array, newest
first. Each session keeps only list facts: id, folder, title, time, additional roots, first prompt and
the scalar `_meta` values the tree shows; never transcript text (that is :mod:`.history`'s job).

Bounds: :data:`MAX_SESSIONS` per scope (newest first), :data:`MAX_SCOPES` per agent (the least
recently stored scope is dropped).

When: :meth:`ListStore.remember` copies the facts on the event loop (bounded by the limits) and
writes them on the database's thread. A row that does not have this shape is skipped (the next
listing replaces it); entries that are not valid are skipped one by one. Several editor windows
share the database: the last listing written wins.
"""

from __future__ import annotations

import json
import logging
import sqlite3
from collections.abc import Collection, Iterable
from dataclasses import dataclass
from typing import Any

from .local_db import LocalDatabase, StoreUnavailable, transaction, usable
from .records import SessionRecord
from .titles import iso_utc_now, parse_updated_at

log = logging.getLogger(__name__)

MAX_SESSIONS = 500
MAX_SCOPES = 20
#: Longest stored string (titles, folders, first prompts, meta values), in characters.
MAX_TEXT = 2000
ALL_FOLDERS = "*"

Entry = dict[str, Any]


@dataclass(frozen=True, slots=True)
class StoredList:
    """One scope's stored listing: the sessions as records (not in any registry) and when."""

    stored_at: str
    records: list[SessionRecord]


def _scope(cwd: str | None) -> str:
    return ALL_FOLDERS if cwd is None else cwd


def _text(value: Any) -> str | None:
    return value[:MAX_TEXT] if isinstance(value, str) and value else None


def _entry(record: SessionRecord) -> Entry:
    entry: Entry = {"sessionId": record.session_id}
    for key, value in (
        ("cwd", record.cwd),
        ("title", record.title),
        ("updatedAt", record.updated_at_iso()),
        ("firstPrompt", record.first_prompt),
    ):
        if value:
            entry[key] = value[:MAX_TEXT]
    if record.additional_directories:
        entry["additionalDirectories"] = [d[:MAX_TEXT] for d in record.additional_directories[:50]]
    meta = _scalar_meta(record.meta)
    if meta:
        entry["meta"] = meta
    return entry


def _scalar_meta(meta: Any) -> dict[str, Any]:
    """The `_meta` values the tree shows (scalars; nested data is never shown, so never kept)."""
    if not isinstance(meta, dict):
        return {}
    kept: dict[str, Any] = {}
    for key, value in meta.items():
        if isinstance(key, str) and isinstance(value, str | int | float | bool):
            kept[key[:100]] = value[:MAX_TEXT] if isinstance(value, str) else value
        if len(kept) >= 16:
            break
    return kept


def _record(agent_id: str, raw: Any) -> SessionRecord | None:
    """A stored entry as a record, or None when it is not a valid entry."""
    if not isinstance(raw, dict):
        return None
    session_id = raw.get("sessionId")
    if not isinstance(session_id, str) or not session_id or len(session_id) > MAX_TEXT:
        return None
    dirs = raw.get("additionalDirectories")
    return SessionRecord(
        agent_id,
        session_id,
        cwd=_text(raw.get("cwd")),
        title=_text(raw.get("title")),
        updated_at=parse_updated_at(_text(raw.get("updatedAt"))),
        meta=_scalar_meta(raw.get("meta")) or None,
        additional_directories=[d for d in dirs if isinstance(d, str)] if isinstance(dirs, list) else [],
        first_prompt=_text(raw.get("firstPrompt")),
    )


class ListStore:
    """The store. Without a database (tests, the CLI) it keeps nothing."""

    def __init__(self, db: LocalDatabase | None) -> None:
        self.db = usable(db)

    async def lookup(self, agent_id: str, cwd: str | None) -> StoredList | None:
        """What `agent_id` last listed for `cwd` (None: every folder), or None if nothing is stored."""
        if self.db is None:
            return None
        scope = _scope(cwd)

        def read(conn: sqlite3.Connection) -> tuple[str, str] | None:
            row = conn.execute(
                "SELECT stored_at, sessions FROM listing WHERE agent_id = ? AND scope = ?", (agent_id, scope)
            ).fetchone()
            return (row[0], row[1]) if row else None

        try:
            row = await self.db.call(read)
        except (sqlite3.Error, StoreUnavailable) as exc:
            log.warning("the stored session list of %s could not be read: %s", agent_id, exc)
            return None
        if row is None:
            return None
        stored_at, sessions = row
        try:
            raw = json.loads(sessions)
        except ValueError:
            raw = None
        if not isinstance(stored_at, str) or not isinstance(raw, list):
            log.warning("the stored session list of %s for %s is not one this version wrote", agent_id, scope)
            return None
        records = [r for entry in raw[:MAX_SESSIONS] if (r := _record(agent_id, entry)) is not None]
        return StoredList(stored_at, records)

    async def listed_keys(self, agent_ids: Collection[str]) -> set[tuple[str, str]]:
        """Every `(agent, session)` of `agent_ids` in a stored listing, whatever its folder."""
        if self.db is None or not agent_ids:
            return set()
        sql = f"SELECT agent_id, sessions FROM listing WHERE agent_id IN ({', '.join('?' * len(agent_ids))})"

        def read(conn: sqlite3.Connection) -> set[tuple[str, str]]:
            keys = set()
            for agent_id, sessions in conn.execute(sql, list(agent_ids)):
                try:
                    entries = json.loads(sessions)
                except ValueError:
                    continue  # skipped, as `lookup` skips it
                for entry in entries if isinstance(entries, list) else ():
                    session_id = entry.get("sessionId") if isinstance(entry, dict) else None
                    if isinstance(session_id, str) and session_id:
                        keys.add((agent_id, session_id))
            return keys

        try:
            return await self.db.call(read)
        except (sqlite3.Error, StoreUnavailable) as exc:
            log.warning("the stored session lists could not be read: %s", exc)
            return set()

    async def remember(self, agent_id: str, cwd: str | None, records: Iterable[SessionRecord]) -> None:
        """The agent just listed `records` for `cwd` (newest first): store them (off the loop)."""
        if self.db is None:
            return
        sessions = []
        for record in records:
            sessions.append(_entry(record))
            if len(sessions) >= MAX_SESSIONS:
                break
        row = (agent_id, _scope(cwd), iso_utc_now(), json.dumps(sessions, ensure_ascii=False))

        def write(conn: sqlite3.Connection) -> None:
            with transaction(conn):
                # REPLACE gives the row a new rowid: rowids order the scopes by when they were stored.
                conn.execute("INSERT OR REPLACE INTO listing VALUES (?, ?, ?, ?)", row)
                conn.execute(
                    "DELETE FROM listing WHERE agent_id = ? AND rowid NOT IN "
                    "(SELECT rowid FROM listing WHERE agent_id = ? ORDER BY rowid DESC LIMIT ?)",
                    (agent_id, agent_id, MAX_SCOPES),
                )

        self.db.submit(write)  # the listing's answer does not wait for the disk

    async def flush(self) -> None:
        """Waits for the listings stored so far to be written."""
        if self.db is not None:
            await self.db.call(lambda conn: None)
