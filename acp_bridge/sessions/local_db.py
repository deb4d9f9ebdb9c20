"""The bridge's one local database: what it keeps on this machine, in SQLite.

What is kept, and by whom: the session lists each agent last gave (:mod:`.list_store`), the text of
transcripts for search and read-only copies (:mod:`.history`), the user's own titles and archive
marks (:mod:`.store`), and which agents the user chose to index and the times they listed
(:mod:`.index_state`). Never anything from the settings, never tool output.

Why SQLite: several editor windows (one bridge each) share the user's data folder. WAL lets them read
while one writes, transactions keep every change whole, and FTS5 searches the transcript text without
reading it all. The standard library has it.

Threads: the connection belongs to one thread of this class's own, and every statement runs there
(:meth:`LocalDatabase.call` from the event loop), so the loop never waits on the disk and statements
of one bridge never interleave.

Damage: a file that is not a database or is corrupt is renamed ``*.damaged-<time>`` with a warning
that says where it went, and a new database is started (lists and search fill again as agents answer).
A database written by a newer bridge (a higher schema version) is left alone and this bridge keeps
nothing.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import sqlite3
import time
from collections.abc import Callable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import TypeVar

log = logging.getLogger(__name__)

T = TypeVar("T")

FILE_NAME = "local.sqlite3"
SCHEMA_VERSION = 1
#: Seconds a start waits for another window that is creating the database (and importing).
CREATE_WAIT = 120.0

_SCHEMA = """
CREATE TABLE listing (
    agent_id TEXT NOT NULL,
    scope TEXT NOT NULL,          -- the folder listed, or '*' for every folder
    stored_at TEXT NOT NULL,      -- ISO 8601 UTC
    sessions TEXT NOT NULL,       -- a JSON array of list facts, newest first
    PRIMARY KEY (agent_id, scope)
);
CREATE TABLE local_title (
    agent_id TEXT NOT NULL,
    session_id TEXT NOT NULL,
    title TEXT NOT NULL,
    PRIMARY KEY (agent_id, session_id)
) WITHOUT ROWID;
CREATE TABLE archived (
    agent_id TEXT NOT NULL,
    session_id TEXT NOT NULL,     -- hidden from the list by the user, on this machine
    PRIMARY KEY (agent_id, session_id)
) WITHOUT ROWID;
CREATE TABLE transcript (
    id INTEGER PRIMARY KEY,
    agent_id TEXT NOT NULL,
    session_id TEXT NOT NULL,
    title TEXT,
    cwd TEXT,
    updated_at TEXT,
    first_prompt TEXT,
    saved_at REAL NOT NULL,
    size INTEGER NOT NULL,        -- UTF-8 bytes of text: what the total bound counts
    text TEXT NOT NULL,
    turns TEXT,                   -- JSON [[offset in text, turn number], ...]: where each turn begins
    UNIQUE (agent_id, session_id)
);
CREATE INDEX transcript_saved_at ON transcript (saved_at);
CREATE TABLE index_choice (
    agent_id TEXT PRIMARY KEY     -- the user chose to index this agent's whole history
) WITHOUT ROWID;
CREATE TABLE index_time (
    agent_id TEXT NOT NULL,
    session_id TEXT NOT NULL,
    listed_at TEXT NOT NULL,      -- ISO 8601: the session's time as listed before it was indexed
    indexed_at REAL NOT NULL,     -- seconds since the epoch: when it was replayed to be indexed
    PRIMARY KEY (agent_id, session_id)
) WITHOUT ROWID;
-- Trigrams: every word of a query matches as a case-insensitive substring, as typed.
CREATE VIRTUAL TABLE transcript_text USING fts5 (
    title, first_prompt, cwd, session_id, text,
    content = 'transcript', content_rowid = 'id', tokenize = 'trigram'
);
CREATE TRIGGER transcript_added AFTER INSERT ON transcript BEGIN
    INSERT INTO transcript_text (rowid, title, first_prompt, cwd, session_id, text)
    VALUES (new.id, new.title, new.first_prompt, new.cwd, new.session_id, new.text);
END;
CREATE TRIGGER transcript_removed AFTER DELETE ON transcript BEGIN
    INSERT INTO transcript_text (transcript_text, rowid, title, first_prompt, cwd, session_id, text)
    VALUES ('delete', old.id, old.title, old.first_prompt, old.cwd, old.session_id, old.text);
END;
CREATE TRIGGER transcript_changed AFTER UPDATE ON transcript BEGIN
    INSERT INTO transcript_text (transcript_text, rowid, title, first_prompt, cwd, session_id, text)
    VALUES ('delete', old.id, old.title, old.first_prompt, old.cwd, old.session_id, old.text);
    INSERT INTO transcript_text (rowid, title, first_prompt, cwd, session_id, text)
    VALUES (new.id, new.title, new.first_prompt, new.cwd, new.session_id, new.text);
END;
"""


class StoreUnavailable(Exception):
    """The database could not be opened (or this bridge keeps nothing): callers keep nothing."""


@contextlib.contextmanager
def transaction(conn: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """One write transaction, taken at once (IMMEDIATE: another window's writer makes us wait for
    the busy timeout, never fail half-way)."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield conn
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")


def _primary_code(exc: sqlite3.Error) -> int | None:
    """SQLite's primary result code of the error (its extended code's low byte), when it has one."""
    code = getattr(exc, "sqlite_errorcode", None)
    return None if code is None else code & 0xFF


def _damaged(exc: sqlite3.DatabaseError) -> bool:
    """Corrupt (any extended code: a damaged full-text index is SQLITE_CORRUPT_VTAB) or not a database."""
    return _primary_code(exc) in (sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB)


def usable(db: LocalDatabase | None) -> LocalDatabase | None:
    """`db` when it is open, else None: what a store keeps nothing without."""
    return db if db is not None and db.enabled else None


class LocalDatabase:
    """The database at `path` (None: keeps nothing). Opened at once, on its own thread. `importer`
    fills a new database from what older versions kept: it runs inside the creating transaction and
    returns what to do once that has committed (delete what it imported)."""

    def __init__(
        self,
        path: Path | None,
        *,
        importer: Callable[[sqlite3.Connection], Callable[[], None]] | None = None,
        busy_timeout: float = 10.0,
    ) -> None:
        self.path = path
        self._importer = importer
        self._busy_timeout = busy_timeout
        self._conn: sqlite3.Connection | None = None
        self._executor: ThreadPoolExecutor | None = None
        if path is not None:
            self._executor = ThreadPoolExecutor(1, thread_name_prefix="acp-bridge-db")
            # Before the server answers anything: nothing else runs yet, so waiting here costs nobody.
            self._executor.submit(self._open).result()

    @property
    def enabled(self) -> bool:
        return self._conn is not None

    # -- from the event loop ----------------------------------------------------------------------

    async def call(self, job: Callable[[sqlite3.Connection], T]) -> T:
        """Runs `job(connection)` on the database's thread. Raises :class:`StoreUnavailable` when
        there is no database, and whatever `job` raises."""
        if self._executor is None:
            raise StoreUnavailable("no local database")
        return await asyncio.wrap_future(self._executor.submit(self._run, job))

    def call_blocking(self, job: Callable[[sqlite3.Connection], T]) -> T:
        """:meth:`call` for code without an event loop (start-up, the command line)."""
        if self._executor is None:
            raise StoreUnavailable("no local database")
        return self._executor.submit(self._run, job).result()

    def submit(self, job: Callable[[sqlite3.Connection], object]) -> None:
        """Runs `job` on the database's thread without waiting for it (after every job submitted
        before it); a failure is logged."""
        if self._executor is None:
            return

        def logged(done: Future[object]) -> None:
            error = done.exception() if not done.cancelled() else None
            if error is not None:
                log.warning("the local database %s could not be written: %s", self.path, error)

        self._executor.submit(self._run, job).add_done_callback(logged)

    def close(self) -> None:
        if self._executor is not None:
            self._executor.submit(self._close).result()
            self._executor.shutdown()
            self._executor = None

    # -- on the database's thread -----------------------------------------------------------------

    def _run(self, job: Callable[[sqlite3.Connection], T]) -> T:
        if self._conn is None:
            raise StoreUnavailable(f"the local database {self.path} is not open")
        try:
            return job(self._conn)
        except sqlite3.DatabaseError as exc:
            if not _damaged(exc):
                raise
            self._set_aside(exc)
            self._open()
            if self._conn is None:
                raise StoreUnavailable(f"the local database {self.path} could not be opened") from exc
            return job(self._conn)  # once, on the new database

    def _open(self) -> None:
        assert self.path is not None
        unopened = "the local database %s could not be opened (%s); nothing is kept in this run"
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            conn = self._connect_waiting()
        except sqlite3.DatabaseError as exc:
            if not _damaged(exc):
                log.warning(unopened, self.path, exc)
                return
            self._set_aside(exc)
            try:
                conn = self._connect()
            except Exception as again:  # whatever it is, the editor starts without it
                log.warning(unopened, self.path, again)
                return
        except OSError as exc:
            log.warning(unopened, self.path, exc)
            return
        except Exception:  # an importer's bug must not keep the editor from starting
            log.exception("the local database %s could not be created; nothing is kept", self.path)
            return
        self._conn = conn

    def _connect_waiting(self) -> sqlite3.Connection:
        """:meth:`_connect`, tried again while another window holds a lock SQLite does not wait for
        by itself (switching to WAL, or a first open racing another's creation answer "locked" at
        once), for up to :data:`CREATE_WAIT` seconds."""
        deadline = time.monotonic() + CREATE_WAIT
        while True:
            try:
                return self._connect()
            except sqlite3.OperationalError as exc:
                busy = _primary_code(exc) in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)
                if not busy or time.monotonic() > deadline:
                    raise
                time.sleep(0.05)

    def _connect(self) -> sqlite3.Connection:
        """A connection to a database of this schema: created (and filled by the importer) when new."""
        assert self.path is not None
        conn = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        try:
            # Another window may be creating it, importing what earlier versions kept (a first start
            # after an upgrade, once): wait for that longer than for a write.
            conn.execute(f"PRAGMA busy_timeout = {int(max(self._busy_timeout, CREATE_WAIT) * 1000)}")
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise sqlite3.OperationalError(
                    f"a newer acp-bridge wrote it (schema {version}; this one knows {SCHEMA_VERSION})"
                )
            if version < SCHEMA_VERSION:
                self._create(conn)
            conn.execute(f"PRAGMA busy_timeout = {int(self._busy_timeout * 1000)}")
            conn.execute("PRAGMA journal_mode = WAL")
            # WAL with NORMAL: a power cut may lose the last changes, never the database.
            conn.execute("PRAGMA synchronous = NORMAL")
        except BaseException:
            conn.close()
            raise
        return conn

    def _create(self, conn: sqlite3.Connection) -> None:
        # Set before the first table: it only applies to an empty file (deleted rows give their pages
        # back when the history evicts, with `PRAGMA incremental_vacuum`).
        conn.execute("PRAGMA auto_vacuum = INCREMENTAL")
        after: Callable[[], None] | None = None
        with transaction(conn):
            # Another window may have created it while we waited for the lock.
            if conn.execute("PRAGMA user_version").fetchone()[0] >= SCHEMA_VERSION:
                return
            # Statement by statement: `executescript` would COMMIT first.
            for statement in _statements(_SCHEMA):
                conn.execute(statement)
            if self._importer is not None:
                after = self._importer(conn)
            conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        if after is not None:
            after()

    def _set_aside(self, exc: BaseException) -> None:
        assert self.path is not None
        if self._conn is not None:
            with contextlib.suppress(sqlite3.Error):
                self._conn.close()
            self._conn = None
        aside = self.path.with_name(f"{self.path.name}.damaged-{time.strftime('%Y%m%d-%H%M%S')}")
        try:
            self.path.replace(aside)
        except OSError as move_error:
            log.warning(
                "the local database %s is damaged (%s) and could not be moved: %s", self.path, exc, move_error
            )
            return
        for suffix in ("-wal", "-shm"):
            with contextlib.suppress(OSError):
                self.path.with_name(self.path.name + suffix).unlink(missing_ok=True)
        log.warning(
            "The local database %s was damaged (%s). It was moved to %s and a new one started: "
            "session lists and transcript search fill again as agents answer and sessions are opened.",
            self.path,
            exc,
            aside,
        )

    def _close(self) -> None:
        if self._conn is not None:
            with contextlib.suppress(sqlite3.Error):
                self._conn.execute("PRAGMA optimize")
            self._conn.close()
            self._conn = None


def _statements(script: str) -> Iterator[str]:
    """The statements of `script`, whole (a trigger's body holds semicolons of its own)."""
    pending = ""
    for line in script.splitlines(keepends=True):
        if line.lstrip().startswith("--"):
            continue
        pending += line
        if sqlite3.complete_statement(pending):
            yield pending.strip()
            pending = ""
    if pending.strip():
        yield pending.strip()
