"""The demo agent's on-disk session store, safe for several agent processes at once.

Layout under the store folder:

    index.json            {"version": 1, "sessions": {id: {cwd, dirs?, title?, createdAt, updatedAt}}}
    sessions/<id>.jsonl   line 1: a header (id, cwd, additionalDirectories, title, createdAt, updatedAt);
                          then one `session/update` payload per line, in the order they were sent
    .lock                 taken around every index read-modify-write

The index exists so `session/list` over 10,000 sessions reads one file, not 10,000. It is derived
data: it is rewritten whole (temp file + rename, so readers see the old or the new one, never half),
and rebuilt from the session files if it is missing or unreadable. Session files only grow: each
update is appended with one `write`, so two processes appending never interleave inside a line.
Titles and `updatedAt` changes are appended as `session_info_update` lines as well, which is what
lets a rebuild recover them. Calls are synchronous and short (a few ms at 10,000 sessions).
"""

from __future__ import annotations

import base64
import binascii
import contextlib
import logging
import os
import re
import threading
from bisect import bisect_left
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import orjson

from .files import O_BINARY, atomic_write, locked
from .updates import Update

log = logging.getLogger(__name__)

PAGE_SIZE = 50
INDEX_NAME = "index.json"
SESSIONS_DIR = "sessions"
LOCK_NAME = ".lock"
HEADER_TYPE = "acp-bridge-demo-session"
_INDEX_VERSION = 1
# Ids name files, so anything else is "not found" before the file system is touched.
_SAFE_ID = re.compile(r"^[A-Za-z0-9_-]{1,128}$")


def default_store_dir() -> Path:
    import platformdirs

    return Path(platformdirs.user_data_dir("acp-bridge", appauthor=False)) / "demo-agent"


def is_safe_id(session_id: object) -> bool:
    return isinstance(session_id, str) and _SAFE_ID.match(session_id) is not None


@dataclass(frozen=True, slots=True)
class SessionMeta:
    session_id: str
    cwd: str
    additional_directories: tuple[str, ...]
    title: str | None
    created_at: str
    updated_at: str

    def to_index(self) -> dict[str, Any]:
        entry: dict[str, Any] = {"cwd": self.cwd, "createdAt": self.created_at, "updatedAt": self.updated_at}
        if self.additional_directories:
            entry["dirs"] = list(self.additional_directories)
        if self.title is not None:
            entry["title"] = self.title
        return entry

    @classmethod
    def from_index(cls, session_id: str, entry: dict[str, Any]) -> SessionMeta:
        return cls(
            session_id,
            str(entry["cwd"]),
            tuple(str(d) for d in entry.get("dirs", ())),
            entry.get("title"),
            str(entry["createdAt"]),
            str(entry["updatedAt"]),
        )

    def header(self) -> dict[str, Any]:
        return {
            "type": HEADER_TYPE,
            "version": 1,
            "sessionId": self.session_id,
            "cwd": self.cwd,
            "additionalDirectories": list(self.additional_directories),
            "title": self.title,
            "createdAt": self.created_at,
            "updatedAt": self.updated_at,
        }

    def to_session_info(self) -> dict[str, Any]:
        """The wire `SessionInfo`: optional fields only when they have a value."""
        info: dict[str, Any] = {"sessionId": self.session_id, "cwd": self.cwd, "updatedAt": self.updated_at}
        if self.title is not None:
            info["title"] = self.title
        if self.additional_directories:
            info["additionalDirectories"] = list(self.additional_directories)
        return info


class InvalidCursor(ValueError):
    """A `session/list` cursor this store did not issue (or issued for another cwd filter)."""


SortKey = tuple[str, str]  # (updatedAt, sessionId): ISO strings of one fixed width sort as text


def encode_cursor(key: SortKey, cwd: str | None) -> str:
    raw = orjson.dumps({"v": 1, "u": key[0], "i": key[1], "c": cwd})
    return base64.urlsafe_b64encode(raw).decode("ascii")


def decode_cursor(cursor: str, cwd: str | None) -> SortKey:
    """Keyset cursor: the page after (updatedAt, id). Survives concurrent inserts and deletes."""
    try:
        data = orjson.loads(base64.urlsafe_b64decode(cursor.encode("ascii")))
    except (binascii.Error, UnicodeEncodeError, ValueError) as exc:
        raise InvalidCursor("cursor is not one this agent issued") from exc
    if not (
        isinstance(data, dict)
        and data.get("v") == 1
        and isinstance(data.get("u"), str)
        and isinstance(data.get("i"), str)
    ):
        raise InvalidCursor("cursor is not one this agent issued")
    if data.get("c") != cwd:
        raise InvalidCursor("cursor belongs to a listing with another cwd filter")
    return data["u"], data["i"]


@dataclass(slots=True)
class _Snapshot:
    stat_key: tuple[int, int, int] | None
    sessions: dict[str, SessionMeta]
    _ascending: list[SortKey] | None = None
    _by_cwd: dict[str, list[SortKey]] = field(default_factory=dict)

    def ordered(self, cwd: str | None) -> list[SortKey]:
        """Sort keys, oldest first, so a page is a slice that ends at bisect(cursor)."""
        if self._ascending is None:
            self._ascending = sorted((m.updated_at, m.session_id) for m in self.sessions.values())
            for key in self._ascending:
                self._by_cwd.setdefault(self.sessions[key[1]].cwd, []).append(key)
        if cwd is None:
            return self._ascending
        return self._by_cwd.get(cwd, [])


class SessionStore:
    def __init__(self, root: Path) -> None:
        self.root = root
        self.sessions_dir = root / SESSIONS_DIR
        self.sessions_dir.mkdir(parents=True, exist_ok=True)
        self._index_path = root / INDEX_NAME
        self._lock_path = root / LOCK_NAME
        self._thread_lock = threading.Lock()
        self._cache: _Snapshot | None = None

    # -- reading -----------------------------------------------------------------------------------

    def get(self, session_id: str) -> SessionMeta | None:
        if not is_safe_id(session_id):
            return None
        return self._snapshot().sessions.get(session_id)

    def count(self) -> int:
        return len(self._snapshot().sessions)

    def list_page(
        self, cwd: str | None, cursor: str | None, page_size: int = PAGE_SIZE
    ) -> tuple[list[SessionMeta], str | None]:
        """Newest `updatedAt` first; returns the page and the cursor of the next one (None: last)."""
        after = decode_cursor(cursor, cwd) if cursor is not None else None
        snapshot = self._snapshot()
        keys = snapshot.ordered(cwd)
        end = bisect_left(keys, after) if after is not None else len(keys)
        start = max(0, end - page_size)
        page = [snapshot.sessions[key[1]] for key in reversed(keys[start:end])]
        return page, encode_cursor(keys[start], cwd) if start > 0 else None

    def read_updates(self, session_id: str) -> list[Update] | None:
        """The stored history, or None when the session does not exist."""
        if self.get(session_id) is None:
            return None
        try:
            data = self._session_path(session_id).read_bytes()
        except FileNotFoundError:
            return None
        updates: list[Update] = []
        for number, line in enumerate(data.splitlines()):
            if number == 0 or not line.strip():
                continue  # the header
            try:
                item = orjson.loads(line)
            except orjson.JSONDecodeError:
                # A torn last line from a crash mid-write: keep everything before it.
                log.warning("session %s: unreadable line %d skipped", session_id, number + 1)
                continue
            if isinstance(item, dict) and "sessionUpdate" in item:
                updates.append(item)
        return updates

    # -- writing -----------------------------------------------------------------------------------

    def create(self, meta: SessionMeta) -> None:
        def add(sessions: dict[str, SessionMeta]) -> bool:
            # Written under the lock, after the index was read: a first session in a store without
            # an index must not look like a lost index to rebuild.
            atomic_write(self._session_path(meta.session_id), orjson.dumps(meta.header()) + b"\n")
            sessions[meta.session_id] = meta
            return True

        self._mutate(add)

    def append(self, session_id: str, updates: Iterable[Update]) -> bool:
        """Appends with one write; False if the session file is gone (deleted by someone else)."""
        if not is_safe_id(session_id):
            return False
        data = b"".join(orjson.dumps(u) + b"\n" for u in updates)
        try:
            fd = os.open(self._session_path(session_id), os.O_WRONLY | os.O_APPEND | O_BINARY)
        except FileNotFoundError:
            return False
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view) :]
        finally:
            os.close(fd)
        return True

    _KEEP: Any = object()

    def update_meta(
        self,
        session_id: str,
        *,
        updated_at: str,
        title: str | None = _KEEP,
        additional_directories: tuple[str, ...] = _KEEP,
    ) -> SessionMeta | None:
        """Patches the index entry. (Additional roots live in the index only: a rebuilt index has
        the ones the session was created with.)"""
        result: list[SessionMeta] = []

        def patch(sessions: dict[str, SessionMeta]) -> bool:
            meta = sessions.get(session_id)
            if meta is None:
                return False
            changes: dict[str, Any] = {"updated_at": updated_at}
            if title is not self._KEEP:
                changes["title"] = title
            if additional_directories is not self._KEEP:
                changes["additional_directories"] = tuple(additional_directories)
            sessions[session_id] = replace(meta, **changes)
            result.append(sessions[session_id])
            return True

        self._mutate(patch)
        return result[0] if result else None

    def delete(self, session_id: str) -> bool:
        """Removes the session from the index and its file; False if it was not there."""
        if not is_safe_id(session_id):
            return False
        existed: list[bool] = []

        def drop(sessions: dict[str, SessionMeta]) -> bool:
            existed.append(sessions.pop(session_id, None) is not None)
            return existed[0]

        self._mutate(drop)
        with contextlib.suppress(FileNotFoundError):
            self._session_path(session_id).unlink()
        return existed[0]

    def write_seeded(self, items: Iterable[tuple[SessionMeta, list[Update]]]) -> int:
        """Bulk insert for `--seed`: one file each, then the index written once for all of them."""
        with self._lock():
            # Read the index before the files exist, or a missing index would be "rebuilt" from them.
            sessions = dict(self._reload_locked().sessions)
            written = 0
            for meta, updates in items:
                lines = [orjson.dumps(meta.header())]
                lines.extend(orjson.dumps(u) for u in updates)
                self._session_path(meta.session_id).write_bytes(b"\n".join(lines) + b"\n")
                sessions[meta.session_id] = meta
                written += 1
            self._write_index_locked(sessions)
        return written

    def clear(self) -> None:
        """Removes every session (for `--reseed`)."""
        with self._lock():
            for path in self.sessions_dir.glob("*.jsonl"):
                path.unlink(missing_ok=True)
            self._write_index_locked({})

    # -- index -------------------------------------------------------------------------------------

    def _session_path(self, session_id: str) -> Path:
        return self.sessions_dir / f"{session_id}.jsonl"

    def _stat_key(self) -> tuple[int, int, int] | None:
        try:
            st = self._index_path.stat()
        except FileNotFoundError:
            return None
        return st.st_ino, st.st_mtime_ns, st.st_size

    def _snapshot(self) -> _Snapshot:
        # A stat per call is what lets one process see sessions another one just wrote.
        cached = self._cache
        if cached is not None and cached.stat_key is not None and cached.stat_key == self._stat_key():
            return cached
        with self._lock():
            return self._reload_locked()

    def _reload_locked(self) -> _Snapshot:
        key = self._stat_key()
        if self._cache is not None and key is not None and self._cache.stat_key == key:
            return self._cache
        sessions: dict[str, SessionMeta] | None = None
        if key is not None:
            try:
                data = orjson.loads(self._index_path.read_bytes())
                if data.get("version") != _INDEX_VERSION:
                    raise ValueError(f"index version {data.get('version')!r}")
                sessions = {sid: SessionMeta.from_index(sid, e) for sid, e in data["sessions"].items()}
            except FileNotFoundError:
                key = None
            except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
                log.warning("%s is unreadable (%s); rebuilding it from the session files", INDEX_NAME, exc)
        if sessions is None:
            sessions = self._rebuild_from_files()
            if sessions or key is not None:
                return self._write_index_locked(sessions)
        self._cache = _Snapshot(key, sessions)
        return self._cache

    def _mutate(self, change: Callable[[dict[str, SessionMeta]], bool]) -> None:
        with self._lock():
            # Always re-read under the lock: another process may have written since our last look.
            sessions = dict(self._reload_locked().sessions)
            if change(sessions):
                self._write_index_locked(sessions)

    def _write_index_locked(self, sessions: dict[str, SessionMeta]) -> _Snapshot:
        body = {"version": _INDEX_VERSION, "sessions": {sid: m.to_index() for sid, m in sessions.items()}}
        atomic_write(self._index_path, orjson.dumps(body))
        self._cache = _Snapshot(self._stat_key(), sessions)
        return self._cache

    def _rebuild_from_files(self) -> dict[str, SessionMeta]:
        sessions: dict[str, SessionMeta] = {}
        for path in self.sessions_dir.glob("*.jsonl"):
            meta = _meta_from_file(path)
            if meta is not None:
                sessions[meta.session_id] = meta
        if sessions:
            log.info("rebuilt the session index from %d session files", len(sessions))
        return sessions

    def _lock(self) -> contextlib.AbstractContextManager[None]:
        # flock belongs to an open file description, so threads of this process need their own lock.
        return locked(self._lock_path, self._thread_lock)


def _meta_from_file(path: Path) -> SessionMeta | None:
    """Header, then every `session_info_update` folded in: the session's current list entry."""
    try:
        lines = path.read_bytes().splitlines()
        header = orjson.loads(lines[0])
        if header.get("type") != HEADER_TYPE or not is_safe_id(header.get("sessionId")):
            raise ValueError("not a demo-agent session header")
        title, updated_at = header.get("title"), str(header["updatedAt"])
        for line in lines[1:]:
            if b'"session_info_update"' not in line:
                continue
            with contextlib.suppress(orjson.JSONDecodeError):
                update = orjson.loads(line)
                title = update.get("title", title)
                updated_at = update.get("updatedAt") or updated_at
        return SessionMeta(
            header["sessionId"],
            str(header["cwd"]),
            tuple(header.get("additionalDirectories") or ()),
            title,
            str(header["createdAt"]),
            updated_at,
        )
    except (OSError, IndexError, KeyError, ValueError, AttributeError) as exc:
        log.warning("skipping %s: %s", path.name, exc)
        return None
