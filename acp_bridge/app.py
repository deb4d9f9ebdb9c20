"""The bridge: every configured agent side by side, the active session, cross-agent search.

`Bridge` is the top of three layers: what the bridge holds and its configuration
(:mod:`.bridge_state`), search across the agents (:mod:`.session_search`), and here the listing,
with the local store as its fallback, the opening of sessions (load, resume, fork), which makes one
the active session, and deleting one.

Front-end neutral: the language server translates its requests into calls here and its listener
callbacks into notifications. Agents start lazily, on the first request that needs them.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal

from .acp import AgentError, AgentErrorKind
from .agent_handle import AgentHandle
from .bridge_state import ActiveSession
from .folders_listing import MAX_PAGES_PER_MORE, FolderLists, each_folder, frontier, merged
from .replay_end import replay_ended
from .session_search import SessionSearch
from .sessions.records import SessionRecord
from .sessions.titles import iso_utc_now
from .sessions.transcript import Transcript

log = logging.getLogger(__name__)


#: Failures that mean "the agent is not there" (as opposed to "it answered no"): the session list is
#: then answered from the local store, and a transcript from the local history.
AGENT_DOWN = frozenset(
    {AgentErrorKind.START_FAILED, AgentErrorKind.EXITED, AgentErrorKind.TIMEOUT, AgentErrorKind.AUTH_REQUIRED}
)

ListMode = Literal["first", "more", "all", "cached"]


@dataclass(frozen=True, slots=True)
class SessionList:
    """An answer to "list this agent's sessions": live, or from the local store."""

    records: list[SessionRecord]
    has_more: bool
    supported: bool = True
    #: Set when the records come from the local store: when the agent listed them (ISO 8601).
    stored_at: str | None = None
    #: Why the agent could not answer (a stored answer after a failed start or a crash).
    error: str | None = None
    #: Why a listing of every page stopped while the agent had more (`Listing.stopped`).
    stopped: str | None = None

    @property
    def from_cache(self) -> bool:
        return self.stored_at is not None


class Bridge(SessionSearch):
    # -- listing ----------------------------------------------------------------------------------

    async def list_sessions(self, agent_id: str, cwd: str | None, mode: ListMode) -> SessionList:
        """The agent's sessions of `cwd` (None: every folder). `cached` never calls the agent: what
        this bridge listed since it started, else the local store. When the agent is down (it
        cannot start, crashed, needs a login), the other modes answer from the store too, saying
        why; a live answer is stored for next time."""
        handle = self.agent(agent_id)
        if mode == "cached":
            if handle.registry.list_state(cwd).loaded:
                listing = handle.listing.cached(cwd)
                return SessionList(listing.sessions, listing.has_more)
            return await self._stored_list(handle, cwd) or SessionList([], has_more=False)
        try:
            await handle.ensure_started()
            if not handle.features.list:
                return SessionList([], has_more=False, supported=False)
            if mode == "first":
                listing = await handle.listing.first_page(cwd)
            elif mode == "more":
                listing = await handle.listing.more(cwd)
            else:
                listing = await handle.listing.all(cwd)
        except AgentError as exc:
            stored = await self._stored_list(handle, cwd, exc) if exc.kind in AGENT_DOWN else None
            if stored is None:
                raise
            return stored
        self._listed_at[(handle.id, cwd)] = iso_utc_now()
        await self.list_store.remember(handle.id, cwd, listing.sessions)
        if listing.stopped:
            log.warning("%s: %s", handle.label, listing.stopped)
        return SessionList(listing.sessions, listing.has_more, stopped=listing.stopped)

    async def list_folders(self, agent_id: str, folders: Sequence[str], mode: ListMode) -> SessionList:
        """The agent's sessions of several folders as one list, newest first (a multi-root
        workspace): each folder listed as `list_sessions` lists it, merged as :mod:`.folders_listing`
        says. `more` pages the folder that holds the list back, until a row more shows."""
        if len(folders) < 2:
            return await self.list_sessions(agent_id, folders[0] if folders else None, mode)
        answers: dict[str, SessionList] = {}

        async def listed(folder: str, folder_mode: ListMode) -> FolderLists:
            answers[folder] = answer = await self.list_sessions(agent_id, folder, folder_mode)
            return FolderLists(answer.records, answer.has_more)

        if mode != "more":
            lists = await each_folder(folders, lambda folder: listed(folder, mode))
        else:
            handle = self.agent(agent_id)

            async def held(folder: str) -> FolderLists:
                if not handle.registry.list_state(folder).loaded:  # never listed: its first page
                    return await listed(folder, "more")
                cached = handle.listing.cached(folder)
                return FolderLists(cached.sessions, cached.has_more)

            lists = await each_folder(folders, held)
            shown = len(merged(lists)[0])
            for _ in range(MAX_PAGES_PER_MORE):
                chosen, _time = frontier(lists)
                if chosen is None:
                    break
                lists[chosen] = await listed(folders[chosen], "more")
                if len(merged(lists)[0]) > shown or answers[folders[chosen]].from_cache:
                    break  # a row more shows, or the agent is down (its stored list has no more)
        records, has_more = merged(lists)
        down = next((a for a in answers.values() if a.from_cache), None)
        return SessionList(
            records,
            has_more,
            supported=all(a.supported for a in answers.values()),
            stored_at=down.stored_at if down else None,
            error=down.error if down else None,
            stopped=next((a.stopped for a in answers.values() if a.stopped), None),
        )

    async def _stored_list(
        self, handle: AgentHandle, cwd: str | None, error: AgentError | None = None
    ) -> SessionList | None:
        """What the agent listed last: this run's registry when it has listed `cwd` (fresher: it
        has the renames since), else the local store; None when neither has anything."""
        reason = error.message if error is not None else None
        listed_at = self._listed_at.get((handle.id, cwd))
        if listed_at is not None and handle.registry.list_state(cwd).loaded:
            return SessionList(handle.listing.cached(cwd).sessions, False, stored_at=listed_at, error=reason)
        stored = await self.list_store.lookup(handle.id, cwd)
        if stored is None:
            return None
        titles = self.titles.for_agent(handle.id)
        for record in stored.records:
            record.local_title = titles.get(record.session_id)
        return SessionList(stored.records, False, stored_at=stored.stored_at, error=reason)

    async def delete(self, agent_id: str, session_id: str) -> None:
        """Deletes a session in the agent, and its transcript history (also when the agent no
        longer has it: `AgentHandle.delete`)."""
        await self.agent(agent_id).delete(session_id)
        await self._forget(agent_id, session_id)

    async def _forget(self, agent_id: str, session_id: str) -> None:
        """What this machine keeps of a deleted session goes with it: its text and its archive mark."""
        self.archived.set(agent_id, session_id, False)
        await self.history.forget(agent_id, session_id)

    # -- opening ----------------------------------------------------------------------------------

    def prompt_running(self, agent_id: str, session_id: str) -> bool:
        """Whether a prompt turn is running in the session (whoever sent it)."""
        handle = self.agents.get(agent_id)
        return handle is not None and session_id in handle.running_prompts

    async def fork(
        self,
        agent_id: str,
        session_id: str,
        *,
        cwd: str,
        additional_directories: Sequence[str] = (),
        on_forked: Callable[[SessionRecord, bool], None] | None = None,
    ) -> tuple[SessionRecord, Transcript]:
        """Forks a session into `cwd` (`session/fork`), makes the new session the active one unless
        another was chosen meanwhile (then `on_forked` hears of it, and whether it is), and replays
        the copy into its transcript when the agent can (a failed replay is logged: the fork
        exists).

        Concurrent forks of one session into one folder are one fork, and each gets the same
        session and transcript (`on_forked` is called by the one that started it)."""
        key = (agent_id, session_id, cwd, tuple(additional_directories))
        forked, _joined = await self._forks.run(
            key, lambda: self._fork(agent_id, session_id, cwd, additional_directories, on_forked)
        )
        return forked

    async def _fork(
        self,
        agent_id: str,
        session_id: str,
        cwd: str,
        additional_directories: Sequence[str],
        on_forked: Callable[[SessionRecord, bool], None] | None,
    ) -> tuple[SessionRecord, Transcript]:
        handle = self.agent(agent_id)
        await handle.ensure_started()
        if not handle.features.fork:
            raise AgentError(AgentErrorKind.UNSUPPORTED, f"{handle.label} cannot fork sessions")
        choice = self.choose()
        record = await handle.fork(session_id, cwd, additional_directories=additional_directories)
        target = ActiveSession(agent_id, record.session_id)
        if not self._superseded(choice):  # else the session chosen since is not closed for it
            await self.switch_from_active(target)
        activated = self._activate(target, choice)
        if on_forked is not None:
            on_forked(record, activated)
        transcript = handle.transcripts[record.session_id]
        if handle.features.can_replay:
            try:
                transcript = await handle.load(
                    record.session_id,
                    cwd=cwd,
                    fallback_cwd=cwd,
                    additional_directories=additional_directories,
                )
            except AgentError as exc:  # the fork exists and is active: the document says what is missing
                log.warning("%s: replaying the fork %s failed: %s", handle.id, record.session_id, exc)
        return record, transcript

    async def new_session(
        self, agent_id: str, cwd: str, *, additional_directories: Sequence[str] = ()
    ) -> tuple[SessionRecord, bool]:
        """Starts a session in `cwd` and makes it the active one, unless another was picked while
        the agent made it (the pick is numbered when asked for, as an open's is); whether it is."""
        choice = self.choose()
        record = await self.agent(agent_id).new_session(cwd, additional_directories=additional_directories)
        target = ActiveSession(agent_id, record.session_id)
        if not self._superseded(choice):  # else the session picked since is not closed for it
            await self.switch_from_active(target)
        return record, self._activate(target, choice)

    def set_active(self, agent_id: str | None, session_id: str | None) -> None:
        """The user's choice, now (a new session; none once it is closed or deleted)."""
        target = ActiveSession(agent_id, session_id) if agent_id and session_id else None
        self._activate(target, self.choose())

    def choose(self) -> int:
        """Numbers a choice of the active session as it is made (before its work, which may take a
        while)."""
        self._choices += 1
        return self._choices

    def _superseded(self, choice: int) -> bool:
        """A later choice of the active session took effect since this one was made."""
        return choice < self._active_choice

    def _activate(self, target: ActiveSession | None, choice: int) -> bool:
        """Makes ``target`` the active session, unless a later choice took effect meanwhile: two
        clicks in the switcher, the first a long replay, leave the second one active."""
        if self._superseded(choice):
            return False
        self._active_choice = choice
        self.active = target
        return True

    def is_active(self, record: SessionRecord) -> bool:
        return self.is_active_session(record.agent_id, record.session_id)

    def is_open(self, record: SessionRecord) -> bool:
        """Whether the agent's running process holds the session open (what Close would close)."""
        handle = self.agents.get(record.agent_id)
        return handle is not None and handle.is_open(record.session_id)

    def is_active_session(self, agent_id: str, session_id: str) -> bool:
        return self.active == ActiveSession(agent_id, session_id)

    async def switch_from_active(self, to: ActiveSession) -> None:
        """Leaving a session: close it when the agent supports close (a failure is only logged)."""
        previous = self.active
        if previous is None or previous == to:
            return
        handle = self.agents.get(previous.agent_id)
        if handle is not None and handle.features.close:
            try:
                await handle.close(previous.session_id)
            except AgentError as exc:
                log.info("closing %s failed (ignored): %s", previous.session_id, exc)

    async def open(
        self,
        agent_id: str,
        session_id: str,
        *,
        cwd: str | None,
        fallback_cwd: str,
        replay: bool,
        additional_directories: Sequence[str] = (),
        choice: int | None = None,
    ) -> Transcript:
        """Makes a session the active one: loaded (with replay) or resumed (no replay), by capability.

        Concurrent opens of one session are one (the previous session closed once, one load or
        resume) and share its outcome; an open with replay waits for a running one without replay
        and then opens (replays) again, as an open after the first one ended does. Each request is
        a choice of the active session of its own, joined or not: the last one chosen wins (`choice`:
        numbered by `choose` when the request came, if it waited for something first)."""
        if choice is None:
            choice = self.choose()
        transcript, _joined = await self._opens.run(
            (agent_id, session_id),
            lambda: self._open(
                agent_id, session_id, cwd, fallback_cwd, replay, additional_directories, choice
            ),
            tag=replay,
            joins=lambda running_replays: running_replays or not replay,
        )
        if not self._activate(ActiveSession(agent_id, session_id), choice):
            log.info("%s: session %s opened after another was chosen: not made active", agent_id, session_id)
        return transcript

    async def read(
        self,
        agent_id: str,
        session_id: str,
        *,
        cwd: str,
        fallback_cwd: str,
        additional_directories: Sequence[str] = (),
        settle: bool = False,
        again_if_failed: bool = True,
    ) -> Transcript:
        """The session's whole transcript, to be read (a look at it, an export) without making it
        the active one. The transcript held is replayed first when its earlier turns were not (a
        resume), when its replay failed (unless ``again_if_failed`` is False: an export writes what
        arrived, marked incomplete) and when none is held; a load of it that is running is joined,
        and with ``settle`` the replay that goes on after a load's answer is waited for. Never while
        a prompt turn runs in it: the replay would take the session from under the turn.
        What is replayed writes nothing, unless it is the active session's: that one stays the
        session worked in. An agent that cannot replay has its held transcript returned as it is;
        with none held, the load says why it cannot."""
        handle = self.agent(agent_id)
        held = handle.transcripts.get(session_id)
        if held is not None:
            if held.prompt_running:
                return held  # a replay now would take the session from under the prompt's turn
            failed = held.incomplete_reason is not None
            replay = handle.loading(session_id) or held.replay_wanted or (failed and again_if_failed)
            if not (replay and handle.features.can_replay):
                if settle and held.replaying and not handle.setting_up(session_id):
                    await replay_ended(held)  # the replay a load goes on with after its answer
                return held
        return await handle.load(
            session_id,
            cwd=cwd,
            fallback_cwd=fallback_cwd,
            additional_directories=additional_directories,
            settle=settle,
            read_only=not self.is_active_session(agent_id, session_id),
        )

    async def _open(
        self,
        agent_id: str,
        session_id: str,
        cwd: str | None,
        fallback_cwd: str,
        replay: bool,
        additional_directories: Sequence[str],
        choice: int,
    ) -> Transcript:
        handle = self.agent(agent_id)
        await handle.ensure_started()
        features = handle.features
        target = ActiveSession(agent_id, session_id)
        use_load = features.can_replay and (replay or not features.resume)
        if not use_load and not features.resume:
            raise AgentError(
                AgentErrorKind.UNSUPPORTED, f"{handle.label} can neither load nor resume sessions"
            )
        if not self._superseded(choice):  # else the session chosen since is not closed for it
            await self.switch_from_active(target)
        if use_load:
            transcript = await handle.load(
                session_id, cwd=cwd, fallback_cwd=fallback_cwd, additional_directories=additional_directories
            )
        else:
            transcript = await handle.resume(
                session_id, cwd=cwd, fallback_cwd=fallback_cwd, additional_directories=additional_directories
            )
        return transcript
