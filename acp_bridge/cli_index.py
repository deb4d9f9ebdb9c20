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
import shlex
import sys
from typing import Final, TextIO

import anyio
from anyio.abc import TaskGroup

from .agent_handle import AgentHandle
from .app import Bridge
from .config import AgentConfig
from .indexing import HistoryIndexer, IndexProgress
from .plain_text import single_line
from .sessions.history import TranscriptHistory
from .sessions.index_state import IndexState
from .sessions.local_db import LocalDatabase

#: Programs that start other programs (`npx @zed-industries/claude-code-acp`): their name says
#: nothing of the agent, and would keep two agents' sessions under one id.
LAUNCHERS: Final = frozenset(
    {"npx", "bunx", "pnpx", "uvx", "pipx", "node", "bun", "deno", "uv", "env", "sh", "bash", "docker"}
)


def launcher_without_id(program: str, agent_id: str | None) -> bool:
    """Whether the agent's program is a launcher (`LAUNCHERS`, any python) and no --id names it."""
    return agent_id is None and (program in LAUNCHERS or program.startswith("python"))


class IndexCommand:
    """The bridge that indexes (the agent, the local database) and the command that runs it."""

    def __init__(self, tg: TaskGroup, db: LocalDatabase, folder: str) -> None:
        self.tg = tg
        self.db = db
        self.folder = folder
        self.bridge = Bridge(tg, history=TranscriptHistory(db), index_state=IndexState(db))
        # No agent reads or writes a file outside the folder the command runs for.
        self.bridge.boundary.set([folder])

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
        except BaseException:  # Ctrl+C: no session more; the agent stops next
            indexer.stop()
            status.clear()
            indexed = last.done - last.failed
            kept = f"the text of {_sessions(indexed)} indexed is kept" if indexed else "nothing indexed yet"
            print(f"acp-bridge: interrupted ({kept})", file=sys.stderr)
            raise
        status.clear()
        stored = await self.bridge.history.stored_keys({handle.id})
        print(_summary(handle.id, last, len(stored)))
        if last.message:
            print(f"acp-bridge: indexing stopped short: {last.message}", file=sys.stderr)
        return 1 if last.message or last.failed else 0


def _summary(agent_id: str, progress: IndexProgress, stored: int) -> str:
    if progress.total:
        head = f"Indexed {progress.done - progress.failed:,} of {_sessions(progress.total)}"
    else:
        head = "Nothing indexed" if progress.message else "No session to index"
    failed = f"; {progress.failed:,} could not be indexed" if progress.failed else ""
    name = single_line(agent_id)
    searchable = f"{_sessions(stored)} of {name} {'is' if stored == 1 else 'are'} searchable"
    how = f": acp-bridge search --agent {shlex.quote(name)} WORDS" if stored else "."
    return f"{head}{failed}. {searchable}{how}"


def _sessions(count: int) -> str:
    return f"{count:,} session{'' if count == 1 else 's'}"


#: The terminal's "erase to the end of the line" (what a shorter line leaves of a longer one).
ERASE_TO_END: Final = "\x1b[K"


class _StatusLine:
    """One line on a terminal, rewritten as sessions are replayed (nothing when stderr is a file or a
    pipe: a log is not a progress bar). A note on stderr meanwhile (the command line's "waiting for
    …") erases it first; it is drawn again below the note at the next progress."""

    def __init__(self, stream: TextIO, name: str) -> None:
        self.stream = stream
        self.name = name
        self.on = stream.isatty()

    def show(self, progress: IndexProgress) -> None:
        if not self.on or not progress.running:
            return
        if progress.total:
            text = f"Indexing {self.name}: {progress.done:,} of {_sessions(progress.total)}"
        else:
            text = f"Indexing {self.name}: listing its sessions…"
        if progress.failed:
            text += f" ({progress.failed:,} failed)"
        self.stream.write(f"\r{text}{ERASE_TO_END}")
        self.stream.flush()

    def clear(self) -> None:
        """Takes the line away for good (the run ended, or was interrupted)."""
        if self.on:
            self.on = False
            self.stream.write(f"\r{ERASE_TO_END}")
            self.stream.flush()

