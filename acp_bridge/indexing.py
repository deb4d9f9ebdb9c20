"""Indexing: replaying, in the background, the sessions whose text the history lacks.

Search Transcripts (and `acp-bridge search`) finds text only in sessions read on this machine.
Indexing replays the rest of an agent's sessions (every folder), one `session/load` at a time and
only while that agent is otherwise idle: no prompt turn, no load or resume, no request waiting for
its answer. The user's own work never waits behind it, and a session the user is reading is not
replayed again.

Each replay is read-only (the agent may write nothing for it), its text is saved to the history at
once, the session is closed in the agent again (when it can close sessions) and its transcript is
let go unless the editor shows it, so memory stays that of one session on both sides.
The time the agent listed before the replay is kept (`IndexState`): indexing never reorders the
list.

In the editor (Index All Sessions), indexing is the user's choice per agent, remembered
(`IndexState.choose`): at the next start the bridge indexes that agent's new sessions the same way.
Cancel stops after the session being replayed and forgets every agent's choice (also when nothing
runs). Progress goes to the editor as `acpBridge/indexProgress`. `acp-bridge index` runs it once,
from a terminal, and remembers nothing.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

import anyio
from anyio.abc import TaskGroup

from .acp import AgentError
from .agent_handle import AgentHandle
from .app import AGENT_DOWN
from .logsetup import redactor
from .sessions.titles import sanitize_label

if TYPE_CHECKING:
    from .app import Bridge

log = logging.getLogger(__name__)

#: Seconds between looks at whether a busy agent is idle again.
IDLE_POLL = 0.5
#: Seconds after start-up before indexing goes on (the editor lists the sessions first).
RESUME_DELAY = 5.0


@dataclass(slots=True)
class IndexProgress:
    """Where indexing stands (the editor's `IndexProgress`, the command line's progress line)."""

    running: bool = False
    #: Sessions replayed (or found already held), of `total` to replay so far (it grows as each
    #: agent's list is read); `failed` of them could not be replayed, or their text not saved.
    done: int = 0
    total: int = 0
    failed: int = 0
    #: The agents indexed in this run, in order.
    agent_ids: list[str] = field(default_factory=list)
    #: Why it stopped short, or "Cancelling…" / "Cancelled"; None otherwise.
    message: str | None = None

    def copy(self) -> IndexProgress:
        return replace(self, agent_ids=list(self.agent_ids))


class HistoryIndexer:
    def __init__(
        self,
        bridge: Bridge,
        tg: TaskGroup,
        send: Callable[[IndexProgress], None],
        *,
        folders: Callable[[str | None], tuple[str, list[str]]],
        release: Callable[[str, str], None],
        shown: Callable[[str, str], bool],
        idle_poll: float = IDLE_POLL,
    ) -> None:
        """`folders(cwd)` gives the folder a session without one replays in and the additional
        roots of a folder (the workspace's); `release(agent, session)` lets a transcript go unless
        the editor shows it; `shown(agent, session)` says whether it does."""
        self.bridge = bridge
        self.folders = folders
        self.release = release
        self.shown = shown
        self.tg = tg
        self.send = send
        self.idle_poll = idle_poll
        self.progress = IndexProgress()
        self._queue: list[str] = []
        self._cancelled = False

    def start(self, agent_ids: Sequence[str], *, remember: bool = True) -> IndexProgress:
        """Indexes these agents (after those already queued); `remember`: the choice too, for the
        bridge's next start."""
        bridge = self.bridge
        self._cancelled = False  # asked again while a cancel was on its way: go on
        for agent_id in agent_ids:
            bridge.agent(agent_id)  # an unknown agent fails the request here
            if remember:
                bridge.index_state.choose(agent_id)
            in_this_run = self.progress.running and agent_id in self.progress.agent_ids
            if agent_id not in self._queue and not in_this_run:
                self._queue.append(agent_id)
        if not self.progress.running and self._queue:
            self._cancelled = False
            self.progress = IndexProgress(running=True)
            self.tg.start_soon(self._run)
        self._announce()
        return self.progress.copy()

    def resume_chosen(self, delay: float = RESUME_DELAY) -> None:
        """At start-up: goes on indexing the agents the user chose to index before, after `delay`."""
        chosen = self.bridge.index_state.chosen()
        if chosen:
            self.tg.start_soon(self._resume_later, chosen, delay)

    async def _resume_later(self, chosen: frozenset[str], delay: float) -> None:
        await anyio.sleep(delay)
        configured = [agent_id for agent_id in self.bridge.agents if agent_id in chosen]
        if configured:
            self.start(configured)

    def cancel(self) -> IndexProgress:
        """Stops after the session being replayed, and forgets every agent's choice (also when no
        run is going on: a remembered choice is withdrawn)."""
        for agent_id in self.bridge.index_state.chosen():
            self.bridge.index_state.choose(agent_id, chosen=False)
        self.stop()
        return self.progress.copy()

    def stop(self) -> None:
        """Stops after the session being replayed (or at once, when the agent is stopped under it),
        remembering every choice as it is."""
        if self.progress.running and not self._cancelled:
            self._cancelled = True
            self._queue.clear()
            self.progress.message = "Cancelling…"
            self._announce()

    # -- the task ---------------------------------------------------------------------------------

    async def _run(self) -> None:
        try:
            while self._queue and not self._cancelled:
                agent_id = self._queue.pop(0)
                self.progress.agent_ids.append(agent_id)
                handle = self.bridge.agents.get(agent_id)
                if handle is None:
                    continue  # removed from the settings meanwhile
                try:
                    await self._index(handle)
                except AgentError as exc:
                    if self._cancelled:
                        break  # the agent was stopped under the cancelled run: no news
                    # Info: the message itself is the run's outcome, which the front end shows.
                    log.info("indexing %s stopped: %s", handle.label, exc.message)
                    # Agent text: one clean line, with no secret of the settings in it.
                    message = redactor.redact(f"{handle.label}: {exc.message}")
                    self.progress.message = sanitize_label(message, 300)
        except Exception:  # never take the server down over indexing
            log.exception("indexing the history failed")
            self.progress.message = "Indexing failed (see the log)"
        finally:
            if self._cancelled:
                self.progress.message = "Cancelled"
            self.progress.running = False
            self._announce()

    async def _index(self, handle: AgentHandle) -> None:
        bridge = self.bridge
        await self._wait_idle(handle)
        await handle.ensure_started()
        if not handle.features.can_replay:
            log.info("indexing: %s cannot replay sessions, nothing to index", handle.label)
            return
        if handle.features.list:
            await self._wait_idle(handle)
            listing = await handle.listing.all(None)  # every folder's sessions, into the registry
            if listing.stopped:  # a listing's limit: the sessions listed are indexed, and that is said
                self.progress.message = sanitize_label(f"{handle.label}: {listing.stopped}", 300)
        stored = await bridge.history.stored_keys({handle.id})
        todo = [record for record in handle.registry.sessions(None) if record.key not in stored]
        self.progress.total += len(todo)
        self._announce()
        for record in todo:
            if self._cancelled:
                return
            await self._wait_idle(handle)
            if self._cancelled:
                return
            session_id = record.session_id
            if session_id not in handle.transcripts:  # one the user reads is saved as it is
                listed, started = record.updated_at, time.time()
                cwd, roots = self.folders(record.cwd)
                try:
                    transcript = await handle.load(
                        session_id,
                        cwd=cwd,
                        fallback_cwd=cwd,
                        additional_directories=roots,
                        settle=True,
                        read_only=True,
                    )
                except AgentError as exc:
                    if exc.kind in AGENT_DOWN:
                        raise
                    log.info(
                        "indexing: %s of %s could not be replayed: %s", session_id, handle.label, exc.message
                    )
                    self.progress.failed += 1
                else:
                    bridge.index_state.indexed(record, listed, started)
                    if record.updated_at != listed:  # the replay's own time is not activity
                        record.updated_at = listed
                        bridge.listener.session_info_changed(handle, record)
                    bridge.history.changed(handle.id, transcript, record)
                    try:
                        await bridge.history.flush()
                    except Exception:  # one session's text not saved: the others still are
                        log.exception("indexing: the text of %s could not be saved", session_id)
                        self.progress.failed += 1
                    await self._close_in_agent(handle, session_id)
                finally:
                    self.release(handle.id, session_id)  # let go unless shown
            self.progress.done += 1
            self._announce()

    async def _close_in_agent(self, handle: AgentHandle, session_id: str) -> None:
        """The agent set the session up to replay it: it is closed there again (some agents keep a
        process per open session), unless the user has it open or active meanwhile."""
        active = self.bridge.active
        if not handle.features.close or self.shown(handle.id, session_id):
            return
        if active is not None and (active.agent_id, active.session_id) == (handle.id, session_id):
            return
        try:
            await handle.close(session_id)
        except AgentError as exc:
            log.info("indexing: closing %s in %s failed (ignored): %s", session_id, handle.label, exc.message)

    async def _wait_idle(self, handle: AgentHandle) -> None:
        """Until the agent has no prompt turn, no load or resume and no request waiting."""
        while not self._cancelled and handle.busy():
            await anyio.sleep(self.idle_poll)

    def _announce(self) -> None:
        self.send(self.progress.copy())
