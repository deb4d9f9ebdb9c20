"""Index All Sessions: replaying, in the background, the sessions whose text the history lacks.

Search Transcripts finds text only in sessions read on this machine. Indexing replays the rest of
an agent's sessions (every folder), one `session/load` at a time and only while that agent is
otherwise idle: no prompt turn, no load or resume, no request waiting for its answer. The user's
own work never waits behind it, and a session the user is reading is not replayed again.

Each replay is read-only (the agent may write nothing for it), its text is saved to the history at
once, and its transcript is let go unless the editor shows it, so memory stays that of one session.
The time the agent listed before the replay is kept (`IndexState`): indexing never reorders the
list.

Indexing is the user's choice per agent, remembered (`IndexState.choose`): at the next start the
bridge indexes that agent's new sessions the same way. Cancel stops after the session being
replayed and forgets the choice. Progress goes to the editor as `acpBridge/indexProgress`.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import anyio
from anyio.abc import TaskGroup

from ..acp import AgentError
from ..agent_handle import AgentHandle
from ..app import AGENT_DOWN
from . import protocol as p

if TYPE_CHECKING:
    from .state import ServerState

log = logging.getLogger(__name__)

#: Seconds between looks at whether a busy agent is idle again.
IDLE_POLL = 0.5
#: Seconds after start-up before indexing goes on (the editor lists the sessions first).
RESUME_DELAY = 5.0


class HistoryIndexer:
    def __init__(
        self,
        state: ServerState,
        tg: TaskGroup,
        send: Callable[[p.IndexProgress], None],
        *,
        idle_poll: float = IDLE_POLL,
    ) -> None:
        self.state = state
        self.tg = tg
        self.send = send
        self.idle_poll = idle_poll
        self.progress = p.IndexProgress(running=False, done=0, total=0, failed=0, agent_ids=[], message=None)
        self._queue: list[str] = []
        self._cancelled = False

    def start(self, agent_ids: Sequence[str]) -> p.IndexProgress:
        """Indexes these agents (after those already queued), remembering the choice."""
        bridge = self.state.bridge
        for agent_id in agent_ids:
            bridge.agent(agent_id)  # an unknown agent fails the request here
            bridge.index_state.choose(agent_id)
            if agent_id not in self._queue and agent_id not in self.progress.agent_ids:
                self._queue.append(agent_id)
        if not self.progress.running and self._queue:
            self._cancelled = False
            self.progress = p.IndexProgress(
                running=True, done=0, total=0, failed=0, agent_ids=[], message=None
            )
            self.tg.start_soon(self._run)
        self._announce()
        return self.progress

    def resume_chosen(self, delay: float = RESUME_DELAY) -> None:
        """At start-up: goes on indexing the agents the user chose to index before, after `delay`."""
        chosen = self.state.bridge.index_state.chosen()
        if chosen:
            self.tg.start_soon(self._resume_later, chosen, delay)

    async def _resume_later(self, chosen: frozenset[str], delay: float) -> None:
        await anyio.sleep(delay)
        configured = [agent_id for agent_id in self.state.bridge.agents if agent_id in chosen]
        if configured:
            self.start(configured)

    def cancel(self) -> p.IndexProgress:
        """Stops after the session being replayed, and forgets the choice of every agent in this run."""
        if self.progress.running:
            self._cancelled = True
            for agent_id in [*self.progress.agent_ids, *self._queue]:
                self.state.bridge.index_state.choose(agent_id, chosen=False)
            self._queue.clear()
            self.progress.message = "Cancelling…"
            self._announce()
        return self.progress

    # -- the task ---------------------------------------------------------------------------------

    async def _run(self) -> None:
        try:
            while self._queue and not self._cancelled:
                agent_id = self._queue.pop(0)
                self.progress.agent_ids.append(agent_id)
                handle = self.state.bridge.agents.get(agent_id)
                if handle is None:
                    continue  # removed from the settings meanwhile
                try:
                    await self._index(handle)
                except AgentError as exc:
                    log.warning("indexing %s stopped: %s", handle.label, exc.message)
                    self.progress.message = f"{handle.label}: {exc.message}"
        except Exception:  # never take the server down over indexing
            log.exception("indexing the history failed")
            self.progress.message = "Indexing failed (see the output)"
        finally:
            if self._cancelled:
                self.progress.message = "Cancelled"
            self.progress.running = False
            self._announce()

    async def _index(self, handle: AgentHandle) -> None:
        bridge = self.state.bridge
        await self._wait_idle(handle)
        await handle.ensure_started()
        if not handle.features.can_replay:
            log.info("indexing: %s cannot replay sessions, nothing to index", handle.label)
            return
        if handle.features.list:
            await self._wait_idle(handle)
            await handle.list_all(None)  # every folder's sessions, into the registry
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
                listed = record.updated_at
                cwd = record.cwd or self.state.fallback_cwd()
                try:
                    transcript = await handle.load(
                        session_id,
                        cwd=cwd,
                        fallback_cwd=self.state.fallback_cwd(),
                        additional_directories=self.state.additional_directories(cwd),
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
                    bridge.index_state.indexed(record, listed, time.time())
                    if record.updated_at != listed:  # the replay's own time is not activity
                        record.updated_at = listed
                        bridge.listener.session_info_changed(handle, record)
                    bridge.history.changed(handle.id, transcript, record)
                    await bridge.history.flush()
                finally:
                    self.state.shown.unshown(handle.id, session_id)  # let go unless shown
            self.progress.done += 1
            self._announce()

    async def _wait_idle(self, handle: AgentHandle) -> None:
        """Until the agent has no prompt turn, no load or resume and no request waiting."""
        while not self._cancelled and handle.busy():
            await anyio.sleep(self.idle_poll)

    def _announce(self) -> None:
        self.send(self.progress.model_copy(deep=True))
