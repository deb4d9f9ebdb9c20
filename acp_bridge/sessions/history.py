"""The transcript history: the searchable plain text of every transcript seen on this machine.

"Search Transcripts…" finds sessions by what was said in them, not just by their titles, including
sessions that are not loaded (or whose agent has not even started since the bridge restarted).
Only the text of messages, thoughts and tool-call titles is kept (:mod:`.history_text`): no tool
output, no raw input, no `_meta`, nothing from the configuration (rule: nothing but transcript text
goes to disk).

Layout: one file per `(agentId, sessionId)` in ``<data_dir>/history/``, named by a hash of the pair.
Its first line is a JSON header (the pair, the session's title, folder, time and first prompt, for
showing a hit without asking the agent); the rest is the text, one entry a line (entries keep their
own line breaks). Files are written whole to a temporary file and renamed (atomic); a file that
cannot be read or does not describe its own name is ignored, and rewritten the next time its
session is saved.

Bounds: at most :data:`MAX_SESSION_BYTES` of text per session (the newest part is kept) and
:data:`MAX_TOTAL_BYTES` in all (the least recently saved sessions are evicted first).

When: a transcript is saved once it holds something worth keeping: after a load completes (the
agent's whole account), and after live changes (prompt turns), debounced (:data:`DEBOUNCE` seconds
of quiet, at most :data:`MAX_DELAY` late). A transcript the bridge did not see from the start (a
session resumed without replay, or prompted without being opened) only holds the turns since; its
text is appended to what was stored before rather than replacing it.

Threads: collecting a transcript's text happens on the event loop (it reads live entries, bounded by
the per-session limit); every file operation, the index and the text cache belong to one worker
thread at a time (a capacity limiter of 1), so nothing on disk is touched from the event loop.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
import time
from collections import OrderedDict
from collections.abc import Collection
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import anyio
import anyio.to_thread

from .atomic import write_atomically
from .history_text import MAX_SESSION_BYTES, query_terms, searchable_text, snippet, tail_bytes
from .records import SessionRecord
from .sanitize import clean_text
from .transcript import Transcript

log = logging.getLogger(__name__)

FORMAT_VERSION = 1
#: All sessions together; the least recently saved ones are evicted beyond it.
MAX_TOTAL_BYTES = 200_000_000
#: Seconds without a change before a changed transcript is written ...
DEBOUNCE = 2.0
#: ... but a transcript that keeps changing (a long turn) is written at least this often.
MAX_DELAY = 10.0
#: Characters of transcript text (original and lower-cased together) kept in memory for searching.
CACHE_CHARS = 64_000_000
_HEADER_LIMIT = 64 * 1024
_SUFFIX = ".txt"

Key = tuple[str, str]


@dataclass(frozen=True, slots=True)
class HistoryMeta:
    """What the history knows about a session without its text (from the file's header)."""

    agent_id: str
    session_id: str
    title: str | None = None
    cwd: str | None = None
    updated_at: str | None = None
    first_prompt: str | None = None
    saved_at: float = 0.0
    size: int = 0

    @property
    def key(self) -> Key:
        return (self.agent_id, self.session_id)

    def header(self) -> dict[str, Any]:
        return {
            "v": FORMAT_VERSION,
            "agentId": self.agent_id,
            "sessionId": self.session_id,
            "title": self.title,
            "cwd": self.cwd,
            "updatedAt": self.updated_at,
            "firstPrompt": self.first_prompt,
            "savedAt": self.saved_at,
        }

    @classmethod
    def from_header(cls, raw: Any, size: int) -> HistoryMeta | None:
        if not isinstance(raw, dict) or raw.get("v") != FORMAT_VERSION:
            return None
        agent_id, session_id = raw.get("agentId"), raw.get("sessionId")
        if not isinstance(agent_id, str) or not isinstance(session_id, str) or not agent_id or not session_id:
            return None

        def text(name: str) -> str | None:
            value = raw.get(name)
            return value if isinstance(value, str) else None

        saved_at = raw.get("savedAt")
        return cls(
            agent_id,
            session_id,
            title=text("title"),
            cwd=text("cwd"),
            updated_at=text("updatedAt"),
            first_prompt=text("firstPrompt"),
            saved_at=float(saved_at) if isinstance(saved_at, int | float) else 0.0,
            size=size,
        )


@dataclass(frozen=True, slots=True)
class HistoryHit:
    meta: HistoryMeta
    #: One plain line around the first hit in the transcript's text (None: only the title matched).
    snippet: str | None


@dataclass(frozen=True, slots=True)
class _Write:
    meta: HistoryMeta
    text: str
    #: The transcript is the session's whole account (loaded, or created here): it replaces.
    full: bool


def _file_name(key: Key) -> str:
    digest = hashlib.sha256(f"{key[0]}\x00{key[1]}".encode("utf-8", "surrogatepass")).hexdigest()
    return digest[:40] + _SUFFIX


def saveable(transcript: Transcript) -> bool:
    """Worth saving: not in the middle of a replay (a finished load is complete even while late
    updates still count as replay), and not cut short (an incomplete load would replace a fuller
    history with less)."""
    if transcript.incomplete_reason is not None:
        return False
    return transcript.complete or not transcript.replaying


# -- the store --------------------------------------------------------------------------------


class TranscriptHistory:
    """The store. `root=None` keeps nothing (tests, the CLI)."""

    def __init__(
        self,
        root: Path | None,
        *,
        max_session_bytes: int = MAX_SESSION_BYTES,
        max_total_bytes: int = MAX_TOTAL_BYTES,
        debounce: float = DEBOUNCE,
        max_delay: float = MAX_DELAY,
        cache_chars: int = CACHE_CHARS,
    ) -> None:
        self.root = root
        self.max_session_bytes = max_session_bytes
        self.max_total_bytes = max_total_bytes
        self.debounce = debounce
        self.max_delay = max_delay
        self.cache_chars = cache_chars
        # Event-loop side.
        self._dirty: dict[Key, tuple[Transcript, SessionRecord | None]] = {}
        self._full: set[Key] = set()
        self._first_change = 0.0
        self._last_change = 0.0
        self._wake = anyio.Event()
        self._limiter = anyio.CapacityLimiter(1)
        # Worker side (only touched while holding the limiter).
        self._index: dict[Key, HistoryMeta] | None = None
        self._stamp: int | None = None  # the folder's mtime when the index was read
        self._cache: OrderedDict[Key, tuple[str, str]] = OrderedDict()
        self._cached_chars = 0
        self._bases: dict[Key, str] = {}

    # -- what happens to transcripts (event loop; must be quick) -----------------------------------

    def changed(self, agent_id: str, transcript: Transcript, record: SessionRecord | None) -> None:
        """A transcript changed: save it after the debounce (if it is then worth saving)."""
        if self.root is None or (transcript.replaying and not transcript.complete):
            return  # mid-replay (the hot path): the end of the load says so again
        now = time.monotonic()
        if not self._dirty:
            self._first_change = now
        self._last_change = now
        self._dirty[(agent_id, transcript.session_id)] = (transcript, record)
        self._wake.set()

    def loaded(self, agent_id: str, session_id: str) -> None:
        """The transcript now holds the session's whole account (a completed load, a new session)."""
        if self.root is not None:
            self._full.add((agent_id, session_id))

    # -- the writer ---------------------------------------------------------------------------------

    async def run(self) -> None:
        """Writes changed transcripts after the debounce, forever (a task of the server)."""
        if self.root is None:
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
            try:
                await self.flush()
            except Exception:
                log.exception("the transcript history could not be saved")

    async def flush(self) -> None:
        """Writes every changed transcript now (before a search, and at shutdown)."""
        if not self._dirty:
            return
        dirty, self._dirty = self._dirty, {}
        jobs = []
        for key, (transcript, record) in dirty.items():
            if saveable(transcript) and not transcript.is_empty:
                jobs.append(self._job(key, transcript, record))
        if jobs:
            await self._in_worker(self._write_all, jobs)

    def _job(self, key: Key, transcript: Transcript, record: SessionRecord | None) -> _Write:
        first_prompt = (record.first_prompt if record else None) or transcript.first_user_text()
        meta = HistoryMeta(
            key[0],
            key[1],
            title=(record.title if record else None) or transcript.title,
            cwd=record.cwd if record else None,
            updated_at=record.updated_at_iso() if record else None,
            first_prompt=first_prompt[:500] if first_prompt else None,
            saved_at=time.time(),
        )
        return _Write(meta, searchable_text(transcript, self.max_session_bytes), full=key in self._full)

    async def forget(self, agent_id: str, session_id: str) -> None:
        """The session was deleted: so is its history (and any write still pending)."""
        if self.root is None:
            return
        key = (agent_id, session_id)
        self._dirty.pop(key, None)
        self._full.discard(key)
        await self._in_worker(self._delete, key)

    # -- searching --------------------------------------------------------------------------------

    async def search(self, query: str, agent_ids: Collection[str] | None = None) -> list[HistoryHit]:
        """Sessions whose transcript text (or stored title, first prompt, folder or id) contains
        every word of `query`, case-insensitively; an empty query gives every stored session."""
        if self.root is None:
            return []
        try:
            await self.flush()
        except Exception:  # a failed save must not fail the search
            log.exception("the transcript history could not be saved")
        hits: list[HistoryHit] = await self._in_worker(self._search, query_terms(query), agent_ids)
        return hits

    async def stored(self, agent_id: str, session_id: str) -> tuple[HistoryMeta, str] | None:
        """What the history holds of one session (its header and text), or None. Shown read-only
        when its agent cannot replay it (down, or no `session/load`)."""
        if self.root is None:
            return None
        try:
            await self.flush()
        except Exception:  # a failed save must not hide what is stored
            log.exception("the transcript history could not be saved")
        found: tuple[HistoryMeta, str] | None = await self._in_worker(self._stored, (agent_id, session_id))
        return found

    # -- worker side ------------------------------------------------------------------------------

    def _stored(self, key: Key) -> tuple[HistoryMeta, str] | None:
        meta = self._load_index().get(key)
        pair = self._text(key) if meta is not None else None
        return (meta, pair[0]) if meta is not None and pair is not None else None

    async def _in_worker(self, fn: Any, *args: Any) -> Any:
        return await anyio.to_thread.run_sync(fn, *args, limiter=self._limiter)

    def _path(self, key: Key) -> Path:
        assert self.root is not None
        return self.root / _file_name(key)

    def _load_index(self) -> dict[Key, HistoryMeta]:
        """The stored sessions, read from the files' headers. Read again when the folder changed
        behind our back (another editor window's bridge writes to the same folder)."""
        root = self.root
        stamp = self._folder_stamp()
        if self._index is not None and stamp == self._stamp:
            return self._index
        index: dict[Key, HistoryMeta] = {}
        previous, self._index, self._stamp = self._index or {}, index, stamp
        if root is None or stamp is None:
            return index
        stale_tmp = time.time() - 3600
        try:
            paths = list(root.iterdir())
        except OSError as exc:
            log.warning("transcript history: %s could not be read: %s", root, exc)
            paths = []
        for path in paths:
            name = path.name
            if name.endswith(".tmp"):
                with contextlib.suppress(OSError):
                    if path.stat().st_mtime < stale_tmp:
                        path.unlink()  # a write that never finished
                continue
            if not name.endswith(_SUFFIX):
                continue
            meta = self._read_meta(path)
            if meta is None or _file_name(meta.key) != name:
                log.warning("transcript history: ignored unreadable file %s", path)
                continue
            index[meta.key] = meta
        for key, old in previous.items():  # cached texts of files changed by someone else are stale
            if index.get(key) != old:
                self._drop_cached(key)
                self._bases.pop(key, None)
        return index

    def _folder_stamp(self) -> int | None:
        try:
            return os.stat(self.root).st_mtime_ns if self.root is not None else None
        except OSError:
            return None

    @staticmethod
    def _read_meta(path: Path) -> HistoryMeta | None:
        try:
            with path.open("rb") as f:
                line = f.readline(_HEADER_LIMIT)
                size = os.fstat(f.fileno()).st_size
            return HistoryMeta.from_header(json.loads(line), size)
        except (OSError, ValueError):
            return None

    def _read_text(self, key: Key) -> str | None:
        """The stored text of a session (None: not stored, or unreadable: then it is forgotten)."""
        try:
            raw = self._path(key).read_bytes()
        except FileNotFoundError:
            return None
        except OSError as exc:
            log.warning("transcript history: %s could not be read: %s", self._path(key), exc)
            return None
        header, _, body = raw.partition(b"\n")
        try:
            meta = HistoryMeta.from_header(json.loads(header), len(raw))
        except ValueError:
            meta = None
        if meta is None or meta.key != key:
            log.warning("transcript history: ignored unreadable file %s", self._path(key))
            self._load_index().pop(key, None)
            return None
        return body.decode("utf-8", "replace")

    def _text(self, key: Key) -> tuple[str, str] | None:
        """(text, lower-cased text), from the cache or the disk."""
        cached = self._cache.get(key)
        if cached is not None:
            self._cache.move_to_end(key)
            return cached
        text = self._read_text(key)
        if text is None:
            return None
        pair = (text, text.lower())
        self._remember(key, pair)
        return pair

    def _remember(self, key: Key, pair: tuple[str, str]) -> None:
        self._drop_cached(key)
        size = len(pair[0]) + len(pair[1])
        if size > self.cache_chars:
            return
        self._cache[key] = pair
        self._cached_chars += size
        while self._cached_chars > self.cache_chars:
            _, (text, lowered) = self._cache.popitem(last=False)
            self._cached_chars -= len(text) + len(lowered)

    def _drop_cached(self, key: Key) -> None:
        old = self._cache.pop(key, None)
        if old is not None:
            self._cached_chars -= len(old[0]) + len(old[1])

    def _write_all(self, jobs: list[_Write]) -> None:
        assert self.root is not None
        index = self._load_index()
        try:
            self.root.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            log.warning("transcript history: %s could not be created: %s", self.root, exc)
            return
        written: set[Key] = set()
        for job in jobs:
            key, meta = job.meta.key, job.meta
            old = index.get(key)
            if old is not None:  # what this process does not know (yet) stays as it was
                meta = replace(
                    meta,
                    title=meta.title or old.title,
                    cwd=meta.cwd or old.cwd,
                    updated_at=meta.updated_at or old.updated_at,
                    # A partial transcript's first prompt is only the first of this run.
                    first_prompt=(meta.first_prompt if job.full else None)
                    or old.first_prompt
                    or meta.first_prompt,
                )
            text = clean_text(job.text)
            if job.full:
                self._bases.pop(key, None)
            else:  # only the turns since this process opened it: continue what was stored
                base = self._bases.get(key)
                if base is None:
                    base = self._bases[key] = self._read_text(key) or ""
                text = f"{base}\n{text}" if base and text else base or text
            text = tail_bytes(text, self.max_session_bytes)
            if self._write_file(index, meta, text):
                written.add(key)
        self._evict(index, keep=written)
        self._stamp = self._folder_stamp()  # our own changes do not make the index stale

    def _write_file(self, index: dict[Key, HistoryMeta], meta: HistoryMeta, text: str) -> bool:
        path = self._path(meta.key)
        data = json.dumps(meta.header(), ensure_ascii=True).encode() + b"\n" + text.encode("utf-8", "replace")
        try:
            write_atomically(path, data)
        except OSError as exc:
            log.warning("transcript history: %s could not be written: %s", path, exc)
            return False
        index[meta.key] = replace(meta, size=len(data))
        self._remember(meta.key, (text, text.lower()))
        return True

    def _evict(self, index: dict[Key, HistoryMeta], keep: set[Key]) -> None:
        total = sum(meta.size for meta in index.values())
        if total <= self.max_total_bytes:
            return
        for meta in sorted(index.values(), key=lambda m: m.saved_at):
            if total <= self.max_total_bytes:
                break
            if meta.key in keep:
                continue
            log.info("transcript history: evicted %s/%s (over %d bytes)", *meta.key, self.max_total_bytes)
            self._remove(index, meta.key)
            total -= meta.size

    def _delete(self, key: Key) -> None:
        self._remove(self._load_index(), key)
        self._stamp = self._folder_stamp()

    def _remove(self, index: dict[Key, HistoryMeta], key: Key) -> None:
        index.pop(key, None)
        self._drop_cached(key)
        self._bases.pop(key, None)
        try:
            self._path(key).unlink(missing_ok=True)
        except OSError as exc:
            log.warning("transcript history: %s could not be deleted: %s", self._path(key), exc)

    def _search(self, terms: list[str], agent_ids: Collection[str] | None) -> list[HistoryHit]:
        hits = []
        for key, meta in list(self._load_index().items()):
            if agent_ids is not None and key[0] not in agent_ids:
                continue
            if not terms:
                hits.append(HistoryHit(meta, None))
                continue
            pair = self._text(key)
            if pair is None:
                continue
            text, lowered = pair
            known = (meta.title, meta.first_prompt, meta.cwd, meta.session_id)
            fields = "\n".join(f for f in known if f).lower()
            if all(term in lowered or term in fields for term in terms):
                hits.append(HistoryHit(meta, snippet(text, lowered, terms)))
        return hits
