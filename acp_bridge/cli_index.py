"""`acp-bridge index`: an agent's sessions made searchable from a terminal.

`acp-bridge search` reads the transcript text kept on this machine, which only sessions opened in
the editor (or indexed there) leave. This command replays every session of the agent whose text the
local database lacks and keeps it, with the editor's own indexing (:mod:`.indexing`): read-only, one
session at a time, each closed in the agent again and let go once saved, and the list's times left
as the agent gave them. It remembers no choice: whether the editor indexes an agent's new sessions
at its start stays the editor's setting.

The sessions are kept under the agent's id (`--id`, by default its program's name): the id
`acp-bridge search --agent` takes, and the editor's Search Transcripts finds them for the agent of
that id in its settings.
"""

from __future__ import annotations

import argparse
import sys
from typing import TextIO

import anyio
from anyio.abc import TaskGroup

from .agent_handle import AgentHandle
from .app import Bridge
from .config import AgentConfig, data_dir
from .indexing import HistoryIndexer, IndexProgress
from .plain_text import single_line
from .sessions.history import TranscriptHistory
from .sessions.index_state import IndexState
from .sessions.legacy_import import importer
from .sessions.local_db import FILE_NAME, LocalDatabase


class IndexCommand:
    """The bridge that indexes (the agent, the local database) and the command that runs it."""

    def __init__(self, tg: TaskGroup, db: LocalDatabase, folder: str) -> None:
        self.tg = tg
        self.db = db
        self.folder = folder
        self.bridge = Bridge(tg, history=TranscriptHistory(db), index_state=IndexState(db))
        # No agent reads or writes a file outside the folder the command runs for.
        self.bridge.boundary.set([folder])

    @classmethod
    def open_database(cls) -> LocalDatabase | None:
        """The local database the editor keeps too; None (said on stderr) when it cannot be used."""
        root = data_dir()
        db = LocalDatabase(root / FILE_NAME, importer=importer(root))
        if not db.enabled:
            print(f"acp-bridge: the local database {db.path} cannot be used (see the warning above)",
                  file=sys.stderr)
            db.close()
            return None
        return db

    async def agent(self, config: AgentConfig) -> AgentHandle:
        await self.bridge.configure([config])
        return self.bridge.agent(config.id)

    async def run(self, args: argparse.Namespace, handle: AgentHandle) -> int:
        await handle.ensure_started()
        name = single_line(handle.label)
        if not handle.features.can_replay:
            print(f"acp-bridge: {name} cannot replay sessions (no session/load): nothing to index",
                  file=sys.stderr)
            return 1
        if not handle.features.list:
            print(f"acp-bridge: {name} cannot list its sessions (no session/list): nothing to index",
                  file=sys.stderr)
            return 1
        ended = anyio.Event()
        status = _StatusLine(sys.stderr, name)
        last = IndexProgress()

        def progress(now: IndexProgress) -> None:
            nonlocal last
            last = now
            status.show(now)
            if not now.running:
                ended.set()

        def release(agent_id: str, session_id: str) -> None:
            self.bridge.agent(agent_id).release(session_id)

        indexer = HistoryIndexer(
            self.bridge,
            self.tg,
            progress,
            folders=lambda cwd: (cwd or self.folder, []),  # a session's own folder, no other roots
            release=release,
            shown=lambda _agent_id, _session_id: False,  # no editor here
        )
        indexer.start([handle.id], remember=False)
        try:
            await ended.wait()
        finally:
            status.clear()  # also after a Ctrl+C: what was indexed until then is kept
        stored = await self.bridge.history.stored_keys({handle.id})
        print(_summary(handle.id, last, len(stored)))
        if last.message:
            print(f"acp-bridge: indexing stopped: {last.message}", file=sys.stderr)
        return 1 if last.message or last.failed else 0


def _summary(agent_id: str, progress: IndexProgress, stored: int) -> str:
    name = single_line(agent_id)
    if progress.total:
        head = f"Indexed {progress.done - progress.failed:,} of {_sessions(progress.total)}"
    else:
        head = "No session to index"
    failed = f"; {progress.failed:,} could not be replayed" if progress.failed else ""
    searchable = f"{_sessions(stored)} of {name} {'is' if stored == 1 else 'are'} searchable"
    return f"{head}{failed}. {searchable}: acp-bridge search --agent {name} WORDS"


def _sessions(count: int) -> str:
    return f"{count:,} session{'' if count == 1 else 's'}"


class _StatusLine:
    """One line on a terminal, rewritten as sessions are replayed (nothing when stderr is a file or a
    pipe: a log is not a progress bar)."""

    def __init__(self, stream: TextIO, name: str) -> None:
        self.stream = stream
        self.name = name
        self.on = stream.isatty()
        self.width = 0

    def show(self, progress: IndexProgress) -> None:
        if not self.on or not progress.running:
            return
        if progress.total:
            text = f"Indexing {self.name}: {progress.done:,} of {_sessions(progress.total)}"
        else:
            text = f"Indexing {self.name}: listing its sessions…"
        if progress.failed:
            text += f" ({progress.failed:,} failed)"
        self.stream.write("\r" + text.ljust(self.width))
        self.stream.flush()
        self.width = len(text)

    def clear(self) -> None:
        if self.on and self.width:
            self.stream.write("\r" + " " * self.width + "\r")
            self.stream.flush()
