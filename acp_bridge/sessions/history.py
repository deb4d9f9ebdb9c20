"""The transcript history: the searchable plain text of every transcript seen on this machine.

"Search Transcripts…" finds sessions by what was said in them, not just by their titles, including
sessions that are not loaded (or whose agent has not even started since the bridge restarted).
Only the text of messages, thoughts and tool-call titles is kept (:mod:`.history_text`): no tool
output, no raw input, no `_meta`, nothing from the configuration (rule: nothing but transcript text
goes to disk).

Layout: one row of :mod:`.local_db`'s ``transcript`` table per `(agentId, sessionId)`: the session's
title, folder, time and first prompt (for showing a hit without asking the agent), when it was saved,
and the text, one entry a line (entries keep their own line breaks). A full-text index of trigrams
(``transcript_text``) finds the rows holding every word of a query; the words are then checked and a
snippet cut from the text of those rows only (:mod:`.history_search`).

Bounds: at most :data:`MAX_SESSION_BYTES` of text per session (the newest part is kept) and
:data:`MAX_TOTAL_BYTES` in all (the least recently saved sessions are evicted first).

When: a transcript is saved once it holds something worth keeping: after a load completes (the
agent's whole account), and after live changes (prompt turns), debounced (:data:`DEBOUNCE` seconds
of quiet, at most :data:`MAX_DELAY` late). A transcript the bridge did not see from the start (a
session resumed without replay, or prompted without being opened) only holds the turns since; its
text is appended to what was stored before rather than replacing it.

Threads: collecting a transcript's text happens on the event loop (it reads live entries, bounded by
the per-session limit); every statement runs on the database's thread.
"""

from __future__ import annotations

import json
import logging
import sqlite3
import time
import weakref
from collections.abc import Collection
from dataclasses import dataclass

import anyio

from .history_search import META_COLUMNS, HistoryHit, HistoryMeta, Key, search_rows, turn_marks
from .history_text import (
    MAX_SESSION_BYTES,
    SearchableText,
    TurnMarks,
    query_terms,
    searchable_text,
    tail_with_turns,
)
from .local_db import LocalDatabase, StoreUnavailable, transaction, usable
from .records import MAX_FIRST_PROMPT_CHARS, SessionRecord
from .transcript import Transcript

log = logging.getLogger(__name__)

#: All sessions' text together (UTF-8 bytes); the least recently saved ones are evicted beyond it.
MAX_TOTAL_BYTES = 200_000_000
#: Seconds without a change before a changed transcript is written ...
DEBOUNCE = 2.0
#: ... but a transcript that keeps changing (a long turn) is written at least this often.
MAX_DELAY = 10.0


@dataclass(frozen=True, slots=True)
class _Write:
    meta: HistoryMeta
    text: SearchableText
    #: The transcript is the session's whole account (loaded, or created here): it replaces.
    full: bool


def saveable(transcript: Transcript) -> bool:
    """Worth saving: not in the middle of a replay (a finished load is complete even while late
    updates still count as replay), and not cut short (an incomplete load would replace a fuller
    history with less)."""
    if transcript.incomplete_reason is not None:
        return False
    return transcript.complete or not transcript.replaying


# -- the store --------------------------------------------------------------------------------


class TranscriptHistory:
    """The store. Without a database (tests, the CLI) it keeps nothing."""

    def __init__(
        self,
        db: LocalDatabase | None,
        *,
        max_session_bytes: int = MAX_SESSION_BYTES,
        max_total_bytes: int = MAX_TOTAL_BYTES,
        debounce: float = DEBOUNCE,
        max_delay: float = MAX_DELAY,
    ) -> None:
        self.db = usable(db)
        self.max_session_bytes = max_session_bytes
        self.max_total_bytes = max_total_bytes
        self.debounce = debounce
        self.max_delay = max_delay
        # Event-loop side.
        self._dirty: dict[Key, tuple[Transcript, SessionRecord | None]] = {}
        #: The transcript object that holds each session's whole account (a load completed in it):
        #: a later transcript of the session (released, then resumed without replay) does not.
        #: Weak: a transcript let go (closed in the editor, indexed) is freed, not kept here.
        self._full: weakref.WeakValueDictionary[Key, Transcript] = weakref.WeakValueDictionary()
        self._first_change = 0.0
        self._last_change = 0.0
        self._wake = anyio.Event()
        # Database side: the stored text (and its turn marks) a partial transcript of this run continues.
        self._bases: dict[Key, tuple[str, TurnMarks]] = {}

    # -- what happens to transcripts (event loop; must be quick) -----------------------------------

    def changed(self, agent_id: str, transcript: Transcript, record: SessionRecord | None) -> None:
        """A transcript changed: save it after the debounce (if it is then worth saving)."""
        if self.db is None or (transcript.replaying and not transcript.complete):
            return  # mid-replay (the hot path): the end of the load says so again
        now = time.monotonic()
        if not self._dirty:
            self._first_change = now
        self._last_change = now
        self._dirty[(agent_id, transcript.session_id)] = (transcript, record)
        self._wake.set()

    def loaded(self, agent_id: str, transcript: Transcript) -> None:
        """The transcript now holds the session's whole account (a completed load, a new session)."""
        if self.db is not None:
            self._full[(agent_id, transcript.session_id)] = transcript

    # -- the writer ---------------------------------------------------------------------------------

    async def run(self) -> None:
        """Writes changed transcripts after the debounce, forever (a task of the server)."""
        if self.db is None:
            return
        while True:
            await self._wake.wait()
            self._wake = anyio.Event()
            while self._dirty:
                deadline = min(self._last_change + self.debounce, self._first_change + self.max_delay)
                wait = deadline - time.monotonic()
                if wait <= 0:
                    break
                await anyio.sleep(wait)
            await self._save_pending(rebuilding_later=True)

    async def flush(self, *, rebuilding_later: bool = False) -> None:
        """Writes every changed transcript now (before a search, and at shutdown). With
        ``rebuilding_later`` (the writer's rounds), one whose long replay is still being reduced in
        the background is left for the round after that ends (its end is a change): taking its text
        now would reduce all of it at once (`Transcript.ensure_whole`)."""
        if not self._dirty:
            return
        dirty, self._dirty = self._dirty, {}
        jobs = []
        for key, (transcript, record) in dirty.items():
            if rebuilding_later and transcript.rebuild_pending:
                self._dirty[key] = (transcript, record)
            elif saveable(transcript) and not transcript.is_empty:
                jobs.append(self._job(key, transcript, record))
        if jobs and self.db is not None:
            # Taken out of `_dirty` already: a caller cancelled meanwhile (a Cancel, shutdown's
            # deadline) must not drop the writes.
            with anyio.CancelScope(shield=True):
                await self.db.call(lambda conn: self._write_all(conn, jobs))

    async def _save_pending(self, *, rebuilding_later: bool = False) -> None:
        """:meth:`flush`, with a failure logged: a failed save must not fail what asked for it (the
        writer's next round, a search, a count, a read-only copy)."""
        try:
            await self.flush(rebuilding_later=rebuilding_later)
        except Exception:
            log.exception("the transcript history could not be saved")

    def _job(self, key: Key, transcript: Transcript, record: SessionRecord | None) -> _Write:
        first_prompt = (record.first_prompt if record else None) or transcript.first_user_text()
        meta = HistoryMeta(
            key[0],
            key[1],
            title=(record.title if record else None) or transcript.title,
            cwd=record.cwd if record else None,
            updated_at=record.updated_at_iso() if record else None,
            first_prompt=first_prompt[:MAX_FIRST_PROMPT_CHARS] if first_prompt else None,
            saved_at=time.time(),
        )
        full = self._full.get(key) is transcript
        return _Write(meta, searchable_text(transcript, self.max_session_bytes), full=full)

    async def forget(self, agent_id: str, session_id: str) -> None:
        """The session was deleted: so is its history (and any write still pending)."""
        if self.db is None:
            return
        key = (agent_id, session_id)
        self._dirty.pop(key, None)
        self._full.pop(key, None)
        try:
            await self.db.call(lambda conn: self._delete(conn, key))
        except (sqlite3.Error, StoreUnavailable) as exc:
            log.warning("the transcript history of %s/%s could not be deleted: %s", agent_id, session_id, exc)

    # -- searching --------------------------------------------------------------------------------

    async def search(self, query: str, agent_ids: Collection[str] | None = None) -> list[HistoryHit]:
        """Sessions whose transcript text (or stored title, first prompt, folder or id) contains
        every word of `query`, case-insensitively; an empty query gives every stored session."""
        if self.db is None:
            return []
        await self._save_pending()
        terms = query_terms(query)
        try:
            return await self.db.call(lambda conn: search_rows(conn, terms, agent_ids))
        except (sqlite3.Error, StoreUnavailable) as exc:
            log.warning("the transcript history could not be searched: %s", exc)
            return []

    async def stored_keys(self, agent_ids: Collection[str]) -> set[Key]:
        """The sessions of `agent_ids` whose text is kept."""
        if self.db is None or not agent_ids:
            return set()
        await self._save_pending()
        marks = ", ".join("?" * len(agent_ids))
        sql = f"SELECT agent_id, session_id FROM transcript WHERE agent_id IN ({marks})"
        try:
            return await self.db.call(lambda conn: set(conn.execute(sql, list(agent_ids))))
        except (sqlite3.Error, StoreUnavailable) as exc:
            log.warning("the transcript history could not be read: %s", exc)
            return set()

    async def stored_title(self, agent_id: str, session_id: str) -> str | None:
        """The agent's title for a session as the history kept it, or None (none kept, or the
        history cannot be read: a title is never worth an error)."""
        if self.db is None:
            return None

        def read(conn: sqlite3.Connection) -> str | None:
            row = conn.execute(
                "SELECT title FROM transcript WHERE agent_id = ? AND session_id = ?", (agent_id, session_id)
            ).fetchone()
            return row[0] if row and row[0] else None

        try:
            return await self.db.call(read)
        except (sqlite3.Error, StoreUnavailable) as exc:
            log.warning("the transcript history of %s/%s could not be read: %s", agent_id, session_id, exc)
            return None

    async def stored(self, agent_id: str, session_id: str) -> tuple[HistoryMeta, str] | None:
        """What the history holds of one session (its header and text), or None. Shown read-only
        when its agent cannot replay it (down, or no `session/load`)."""
        if self.db is None:
            return None
        await self._save_pending()

        def read(conn: sqlite3.Connection) -> tuple[HistoryMeta, str] | None:
            row = conn.execute(
                f"SELECT {META_COLUMNS}, text FROM transcript WHERE agent_id = ? AND session_id = ?",
                (agent_id, session_id),
            ).fetchone()
            return (HistoryMeta.from_row(row), row[8]) if row else None

        try:
            return await self.db.call(read)
        except (sqlite3.Error, StoreUnavailable) as exc:
            log.warning("the transcript history of %s/%s could not be read: %s", agent_id, session_id, exc)
            return None

    # -- on the database's thread -----------------------------------------------------------------

    def _write_all(self, conn: sqlite3.Connection, jobs: list[_Write]) -> None:
        written: set[Key] = set()
        with transaction(conn):
            for job in jobs:
                self._write(conn, job)
                written.add(job.meta.key)
            evicted = self._evict(conn, keep=written)
        if evicted:
            # `execute` frees one page per step of the statement; a script runs it to the end.
            conn.executescript("PRAGMA incremental_vacuum;")

    def _write(self, conn: sqlite3.Connection, job: _Write) -> None:
        key, meta = job.meta.key, job.meta
        old = conn.execute(
            "SELECT title, cwd, updated_at, first_prompt, text, turns FROM transcript"
            " WHERE agent_id = ? AND session_id = ?",
            key,
        ).fetchone()
        title, cwd, updated_at, first_prompt = meta.title, meta.cwd, meta.updated_at, meta.first_prompt
        if old is not None:  # what this process does not know (yet) stays as it was
            title, cwd, updated_at = title or old[0], cwd or old[1], updated_at or old[2]
            # A partial transcript's first prompt is only the first of this run.
            first_prompt = (first_prompt if job.full else None) or old[3] or first_prompt
        text, turns = job.text.text, job.text.turns
        if job.full:
            self._bases.pop(key, None)
        else:  # only the turns since this process opened it: continue what was stored
            base = self._bases.get(key)
            if base is None:
                base = self._bases[key] = (old[4], turn_marks(old[5])) if old is not None else ("", [])
            # The new text's turns are counted from this run's first prompt, not the session's: only
            # the stored text keeps its marks, and the new text is marked as in no known turn (0).
            if base[0] and text:
                text, turns = f"{base[0]}\n{text}", [*base[1], (len(base[0]) + 1, 0)]
            elif base[0]:
                text, turns = base
            else:
                turns = []
        text, turns = tail_with_turns(text, turns, self.max_session_bytes)
        conn.execute(
            f"INSERT INTO transcript ({META_COLUMNS}, text, turns)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (agent_id, session_id) DO UPDATE SET"
            " title = excluded.title, cwd = excluded.cwd, updated_at = excluded.updated_at,"
            " first_prompt = excluded.first_prompt, saved_at = excluded.saved_at, size = excluded.size,"
            " text = excluded.text, turns = excluded.turns",
            (
                *key,
                title,
                cwd,
                updated_at,
                first_prompt,
                meta.saved_at,
                len(text.encode("utf-8", "replace")),
                text,
                json.dumps(turns),
            ),
        )

    def _evict(self, conn: sqlite3.Connection, keep: set[Key]) -> bool:
        total = conn.execute("SELECT coalesce(sum(size), 0) FROM transcript").fetchone()[0]
        if total <= self.max_total_bytes:
            return False
        doomed = []
        for agent_id, session_id, size in conn.execute(
            "SELECT agent_id, session_id, size FROM transcript ORDER BY saved_at"
        ):
            if total <= self.max_total_bytes:
                break
            if (agent_id, session_id) in keep:
                continue
            doomed.append((agent_id, session_id))
            total -= size
        for key in doomed:
            log.info("transcript history: evicted %s/%s (over %d bytes)", *key, self.max_total_bytes)
            self._delete(conn, key)
        return bool(doomed)

    def _delete(self, conn: sqlite3.Connection, key: Key) -> None:
        self._bases.pop(key, None)
        conn.execute("DELETE FROM transcript WHERE agent_id = ? AND session_id = ?", key)
