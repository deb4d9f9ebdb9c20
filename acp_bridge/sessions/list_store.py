"""The session lists, remembered: what each agent last listed, per folder, on disk.

With it the editor shows an agent's sessions at once at start-up (before the agent has answered) and
keeps them browsable while the agent is down (it failed to start, crashed, needs a login). The live
list replaces the stored one as soon as the agent answers.

Layout: one JSON file per agent in ``<data_dir>/session-lists/``, named by a hash of the agent id:

    {"v": 1, "agentId": "demo",
     "scopes": {"/home/me/project": {"storedAt": "2026-11-22T09:14:03Z", "sessions": [{...}, ...]},
                "*": {...}}}                       # "*": the listing of every folder

Each session keeps only list facts: id, folder, title, time, additional roots, first prompt and the
scalar `_meta` values the tree shows; never transcript text (that is :mod:`.history`'s job).

Bounds: :data:`MAX_SESSIONS` per scope (newest first), :data:`MAX_SCOPES` per agent (the least
recently stored scope is dropped).

When: :meth:`ListStore.remember` copies the facts on the event loop (bounded by the limits) and
marks the agent dirty; :meth:`ListStore.run` writes dirty agents from a worker thread after a short
debounce, whole, to a temporary file that is renamed (atomic: a reader sees the old file or the new
one). The first lookup of an agent reads its file in a worker thread. A file that cannot be read or
does not have this shape is logged once and the agent starts empty; the next listing rewrites it.
Entries that are not valid are skipped one by one. Several editor windows share the folder: the last
one to write an agent's file wins, which only costs a slightly older stored list.
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import anyio
import anyio.to_thread

from .atomic import write_atomically
from .records import SessionRecord
from .titles import iso_utc_now, parse_updated_at

log = logging.getLogger(__name__)

FORMAT_VERSION = 1
MAX_SESSIONS = 500
MAX_SCOPES = 20
#: Seconds of quiet before dirty agents are written (listings come in bursts: first page, more pages).
DEBOUNCE = 0.5
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


def _file_name(agent_id: str) -> str:
    return hashlib.sha256(agent_id.encode("utf-8", "surrogatepass")).hexdigest()[:40] + ".json"


class ListStore:
    """The store. `root=None` keeps nothing (tests, the CLI)."""

    def __init__(self, root: Path | None, *, debounce: float = DEBOUNCE) -> None:
        self.root = root
        self.debounce = debounce
        #: agent id → scope → {"storedAt", "sessions"} (the file's content, validated when read).
        self._agents: dict[str, dict[str, Entry]] = {}
        self._dirty: set[str] = set()
        self._wake = anyio.Event()
        self._limiter = anyio.CapacityLimiter(1)

    # -- reading ------------------------------------------------------------------------------------

    async def lookup(self, agent_id: str, cwd: str | None) -> StoredList | None:
        """What `agent_id` last listed for `cwd` (None: every folder), or None if nothing is stored."""
        scopes = await self._scopes(agent_id)
        stored = scopes.get(_scope(cwd))
        if stored is None:
            return None
        records = [r for raw in stored["sessions"] if (r := _record(agent_id, raw)) is not None]
        return StoredList(stored["storedAt"], records)

    async def stored_at(self, agent_id: str, cwd: str | None) -> str | None:
        stored = (await self._scopes(agent_id)).get(_scope(cwd))
        return stored["storedAt"] if stored else None

    async def _scopes(self, agent_id: str) -> dict[str, Entry]:
        scopes = self._agents.get(agent_id)
        if scopes is None:
            read: dict[str, Entry] = {}
            if self.root is not None:
                read = await anyio.to_thread.run_sync(self._read, agent_id, limiter=self._limiter)
            # Another call may have read (or remembered) it meanwhile: keep the first.
            scopes = self._agents.setdefault(agent_id, read)
        return scopes

    # -- writing ------------------------------------------------------------------------------------

    async def remember(self, agent_id: str, cwd: str | None, records: Iterable[SessionRecord]) -> None:
        """The agent just listed `records` for `cwd` (newest first): store them (soon, off the loop)."""
        if self.root is None:
            return
        scopes = await self._scopes(agent_id)
        sessions = []
        for record in records:
            sessions.append(_entry(record))
            if len(sessions) >= MAX_SESSIONS:
                break
        scope = _scope(cwd)
        scopes.pop(scope, None)  # re-inserted last: dict order is "least recently stored first"
        scopes[scope] = {"storedAt": iso_utc_now(), "sessions": sessions}
        while len(scopes) > MAX_SCOPES:
            del scopes[next(iter(scopes))]
        self._dirty.add(agent_id)
        self._wake.set()

    async def run(self) -> None:
        """Writes dirty agents after the debounce, forever (a task of the server)."""
        if self.root is None:
            return
        while True:
            await self._wake.wait()
            self._wake = anyio.Event()
            await anyio.sleep(self.debounce)
            try:
                await self.flush()
            except Exception:
                log.exception("the stored session lists could not be saved")

    async def flush(self) -> None:
        """Writes every dirty agent now (and at shutdown)."""
        if self.root is None or not self._dirty:
            return
        dirty, self._dirty = self._dirty, set()
        # A shallow copy per agent is a snapshot: a scope's entry is replaced whole, never changed in
        # place, so the worker can serialise it while the loop goes on.
        jobs = [
            (agent_id, {"v": FORMAT_VERSION, "agentId": agent_id, "scopes": dict(self._agents[agent_id])})
            for agent_id in dirty
        ]
        await anyio.to_thread.run_sync(self._write_all, jobs, limiter=self._limiter)

    # -- worker side --------------------------------------------------------------------------------

    def _path(self, agent_id: str) -> Path:
        assert self.root is not None
        return self.root / _file_name(agent_id)

    def _read(self, agent_id: str) -> dict[str, Entry]:
        path = self._path(agent_id)
        try:
            raw = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return {}
        except (OSError, ValueError) as exc:
            log.warning("stored session list %s is unreadable (%s); starting empty", path, exc)
            return {}
        if (
            not isinstance(raw, dict)
            or raw.get("v") != FORMAT_VERSION
            or raw.get("agentId") != agent_id
            or not isinstance(raw.get("scopes"), dict)
        ):
            log.warning("stored session list %s is not one this version wrote; starting empty", path)
            return {}
        scopes: dict[str, Entry] = {}
        for scope, stored in list(raw["scopes"].items())[-MAX_SCOPES:]:
            if (
                isinstance(stored, dict)
                and isinstance(stored.get("storedAt"), str)
                and isinstance(stored.get("sessions"), list)
            ):
                sessions = stored["sessions"][:MAX_SESSIONS]
                scopes[scope] = {"storedAt": stored["storedAt"], "sessions": sessions}
        return scopes

    def _write_all(self, jobs: list[tuple[str, dict[str, Any]]]) -> None:
        assert self.root is not None
        try:
            self.root.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            log.warning("stored session lists: %s could not be created: %s", self.root, exc)
            return
        for agent_id, document in jobs:
            path = self._path(agent_id)
            try:
                write_atomically(path, json.dumps(document, ensure_ascii=False).encode("utf-8"))
            except OSError as exc:
                log.warning("stored session list %s could not be written: %s", path, exc)
