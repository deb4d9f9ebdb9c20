"""What bridges before the local database kept, moved into it once, when the database is created.

Those kept three stores of files in the user's data folder: ``local-titles.json`` (the user's own
titles), ``history/`` (one ``.txt`` per session: a JSON header line, then the transcript text) and
``session-lists/`` (one JSON file per agent). :func:`import_files` reads them into the new database
inside the transaction that creates it; once that has committed, the files are deleted (a deleted
session's text must not live on in a folder nothing reads any more). What cannot be read is skipped,
file by file, with one log line each.
"""

from __future__ import annotations

import contextlib
import json
import logging
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .history_text import MAX_SESSION_BYTES, tail_bytes
from .list_store import MAX_SCOPES, MAX_SESSIONS
from .local_db import FILE_NAME, LocalDatabase

log = logging.getLogger(__name__)

_FORMAT_VERSION = 1
_HEADER_LIMIT = 64 * 1024


def open_local_database(root: Path) -> LocalDatabase:
    """The local database in `root` (the data folder), which imports the stores an earlier acp-bridge
    kept there when it is first created."""
    return LocalDatabase(root / FILE_NAME, importer=importer(root))


def importer(root: Path) -> Callable[[sqlite3.Connection], Callable[[], None]]:
    """The database's importer for the stores kept in `root` (the data folder)."""
    return lambda conn: import_files(conn, root)


def has_files(root: Path) -> bool:
    """Whether `root` (the data folder) holds stores of an earlier acp-bridge to import."""
    return (root / "local-titles.json").exists() or bool(
        _files(root / "history", ".txt") or _files(root / "session-lists", ".json")
    )


def import_files(conn: sqlite3.Connection, root: Path) -> Callable[[], None]:
    """Fills `conn` from the files in `root`; returns what deletes them (after the commit)."""
    done: list[Path] = []
    work = [(_import_titles, root / "local-titles.json")]
    work += [(_import_history, path) for path in _files(root / "history", ".txt")]
    work += [(_import_lists, path) for path in _files(root / "session-lists", ".json")]
    for read, path in work:
        conn.execute("SAVEPOINT one_file")
        try:
            if read(conn, path):
                done.append(path)
        except (sqlite3.Error, ValueError) as exc:  # odd text (a lone surrogate), a bad row: skipped
            conn.execute("ROLLBACK TO one_file")
            log.warning("%s could not be imported (%s); it is left where it is", path, exc)
        conn.execute("RELEASE one_file")
    if done:
        log.info("moved %d files of an earlier acp-bridge into the local database", len(done))

    def delete() -> None:
        for path in done:
            with contextlib.suppress(OSError):
                path.unlink()
        for folder in (root / "history", root / "session-lists"):
            with contextlib.suppress(OSError):
                folder.rmdir()  # only when nothing else is left in it

    return delete


def _files(folder: Path, suffix: str) -> list[Path]:
    try:
        return sorted(p for p in folder.iterdir() if p.name.endswith(suffix) and not p.name.startswith("."))
    except OSError:
        return []


def _read_json(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as exc:
        log.warning("%s could not be read (%s); it is not imported", path, exc)
        return None


def _import_titles(conn: sqlite3.Connection, path: Path) -> bool:
    raw = _read_json(path)
    if not isinstance(raw, dict):
        return False
    for agent_id, titles in raw.items():
        if not isinstance(titles, dict):
            continue
        for session_id, title in titles.items():
            if isinstance(title, str) and title:
                conn.execute(
                    "INSERT OR REPLACE INTO local_title VALUES (?, ?, ?)", (str(agent_id), session_id, title)
                )
    return True


def _import_lists(conn: sqlite3.Connection, path: Path) -> bool:
    raw = _read_json(path)
    if (
        not isinstance(raw, dict)
        or raw.get("v") != _FORMAT_VERSION
        or not isinstance(raw.get("agentId"), str)
        or not isinstance(raw.get("scopes"), dict)
    ):
        log.warning("%s is not a session list this version can read; it is not imported", path)
        return False
    for scope, stored in list(raw["scopes"].items())[-MAX_SCOPES:]:
        if (
            isinstance(stored, dict)
            and isinstance(stored.get("storedAt"), str)
            and isinstance(stored.get("sessions"), list)
        ):
            sessions = json.dumps(stored["sessions"][:MAX_SESSIONS], ensure_ascii=False)
            conn.execute(
                "INSERT OR REPLACE INTO listing VALUES (?, ?, ?, ?)",
                (raw["agentId"], scope, stored["storedAt"], sessions),
            )
    return True


def _import_history(conn: sqlite3.Connection, path: Path) -> bool:
    try:
        header, _, body = path.read_bytes().partition(b"\n")
        raw = json.loads(header[:_HEADER_LIMIT])
    except (OSError, ValueError) as exc:
        log.warning("%s could not be read (%s); it is not imported", path, exc)
        return False
    if not isinstance(raw, dict):
        raw = {}
    agent_id, session_id = raw.get("agentId"), raw.get("sessionId")
    if raw.get("v") != _FORMAT_VERSION or not isinstance(agent_id, str) or not isinstance(session_id, str):
        log.warning("%s is not a transcript history this version can read; it is not imported", path)
        return False

    def text(name: str) -> str | None:
        value = raw.get(name)
        return value if isinstance(value, str) else None

    saved_at = raw.get("savedAt")
    body_text = tail_bytes(body.decode("utf-8", "replace"), MAX_SESSION_BYTES)
    conn.execute(
        # Not OR REPLACE: its implicit delete fires no trigger, which would leave the old row indexed.
        "INSERT INTO transcript"
        " (agent_id, session_id, title, cwd, updated_at, first_prompt, saved_at, size, text)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
        (
            agent_id,
            session_id,
            text("title"),
            text("cwd"),
            text("updatedAt"),
            text("firstPrompt"),
            float(saved_at) if isinstance(saved_at, int | float) else 0.0,
            len(body_text.encode("utf-8")),
            body_text,
        ),
    )
    return True
