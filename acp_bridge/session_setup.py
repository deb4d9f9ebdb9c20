"""Sessions set up on the agent (new, load, resume, fork), each with its transcript in the handle.

Session setup (new, load, resume) is checked here before anything is sent: `cwd` must be absolute,
and so must every additional root. The agent's configured MCP servers go with every setup, as far as
its capabilities allow; each server left out is told to the user once (`AgentListener.notice`).

One session, one setup at a time (:mod:`.flights`): concurrent loads and resumes of a session are
one request to the agent, and every caller gets the same transcript; a load waits for a running
resume to end (a resume replays nothing) and then loads. A load's replay ends by rule 2 of the
architecture (:mod:`.replay_end`). The handle knows which sessions are set up on the running agent
process (new, load, resume, fork; not after `session/close`, nor after a restart).

`SessionSetups` is the layer of `AgentHandle` (:mod:`.agent_handle`) above its process
(:mod:`.agent_lifecycle`): the handle's constructor sets what it works on (declared here), and the
handle tells its listener what this layer reports.
"""

from __future__ import annotations

import enum
import logging
import os
import time
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

import anyio

from . import gcpause, mcp
from .acp import AgentConnection, AgentError, AgentErrorKind
from .acp.connection import require_absolute
from .agent_lifecycle import AgentLifecycle
from .config import AGENTS_SETTING, MCP_SERVERS_SETTING
from .flights import Flights
from .plain_text import cut
from .replay_end import LATE_REPLAY_LIMIT, follow_late_replay, replay_ended
from .sessions.records import MAX_FIRST_PROMPT_CHARS, SessionRecord
from .sessions.registry import SessionRegistry
from .sessions.transcript import Transcript
from .sessions.transcript_log import Past

#: Seconds after a long replay ends before its kept turns are reduced in the background (the editor
#: takes about a second to show the newest ones, docs/performance.md).
REBUILD_DELAY = 1.5
#: Replay lines reduced between two looks at the event loop (~10 ms at the benchmark's lines).
REBUILD_STEP_LINES = 1_000

#: Logged under the handle's name: one logger for all the handle says, whichever layer says it.
log = logging.getLogger("acp_bridge.agent_handle")


class _Setup(enum.Enum):
    """What a running setup of a session does (a load replays: a resume may join it, not the reverse)."""

    LOAD = "load"
    #: A load that waits for its replay to end before it returns (`settle=True`).
    SETTLED_LOAD = "settled load"
    RESUME = "resume"


def _load_joins(tag: object) -> bool:
    return tag is _Setup.LOAD or tag is _Setup.SETTLED_LOAD


class _PassStart(NamedTuple):
    """Where a load's replay pass began: the transcript's pass number and update count, and when;
    and whether turns it keeps are reduced in the background once it ends (a load that waits for its
    replay, `show --last`, reduces them only if it needs them)."""

    number: int
    received: int
    at: float
    rebuild_later: bool


class SessionSetups(AgentLifecycle):
    # What `AgentHandle.__init__` sets, and this layer works on.
    registry: SessionRegistry
    mcp_servers: list[mcp.McpServerConfig]
    _reported_mcp: set[str]
    _setups: Flights[str, Transcript]
    _set_up: dict[str, AgentConnection | None]
    #: Whether a load that does not wait for its replay keeps a long one's lines (the editor's).
    keep_long_replays: bool

    # -- what the listener hears (`AgentHandle` tells it) -------------------------------------------

    def _transcript_loaded(self, transcript: Transcript) -> None:
        """`AgentListener.transcript_loaded`."""
        raise NotImplementedError

    def _session_info_changed(self, record: SessionRecord) -> None:
        """`AgentListener.session_info_changed`."""
        raise NotImplementedError

    def _open_changed(self, record: SessionRecord) -> None:
        """`AgentListener.open_changed`."""
        raise NotImplementedError

    def _notice(self, message: str, setting: str) -> None:
        """`AgentListener.notice`."""
        raise NotImplementedError

    # -- sessions ---------------------------------------------------------------------------------

    def _transcript(self, session_id: str) -> Transcript:
        transcript = self.transcripts.get(session_id)
        if transcript is None:
            transcript = self.transcripts[session_id] = Transcript(session_id)
        if self.connection is not None:  # a restarted agent may speak another protocol version
            transcript.null_clears = self.connection.v2
        record = self.registry.get(session_id)
        if record is not None:
            transcript.set_display_title(record.display_title)
        return transcript

    def session_folder(self, session_id: str, fallback: str) -> str:
        """The folder a session is set up in when none is given: its listed folder, unless the
        agent lists none or one that is no absolute path (which cannot be sent back), else
        ``fallback``."""
        record = self.registry.get(session_id)
        listed = record.cwd if record is not None else None
        return listed if listed and os.path.isabs(listed) else fallback

    @staticmethod
    def _roots(cwd: str, additional: Sequence[str]) -> list[str]:
        """Checked before anything is sent (the agent is not even started for a bad path)."""
        require_absolute(cwd, "cwd")
        roots: list[str] = []
        for folder in additional:
            require_absolute(folder, "additional directory")
            if os.path.normpath(folder) != os.path.normpath(cwd) and folder not in roots:
                roots.append(folder)
        return roots

    def _mcp_for(self, connection: AgentConnection) -> list[dict[str, Any]]:
        wire, skipped = mcp.select(self.mcp_servers, connection.features)
        own = {server.name for server in self.config.mcp_servers}  # the rest are the workspace's
        for item in skipped:
            if item.name not in self._reported_mcp:
                self._reported_mcp.add(item.name)
                message = f"{self.label}: MCP server “{item.name}” was not sent: {item.reason}."
                log.warning("%s", message)
                self._notice(message, AGENTS_SETTING if item.name in own else MCP_SERVERS_SETTING)
        return wire

    def _opened(
        self, connection: AgentConnection, session_id: str, cwd: str, roots: list[str]
    ) -> SessionRecord:
        """The session's additional roots are the ones just sent: a load or resume replaces them."""
        record = self.registry.add(session_id, cwd=cwd)
        if connection.features.additional_directories:
            record.additional_directories = list(roots)
        was_open = self.is_open(session_id)
        self._set_up[session_id] = connection
        if not was_open:
            self._open_changed(record)
        return record

    def _connection_lost(self, connection: AgentConnection) -> None:
        """The sessions `connection` held open are not open any more: their rows say so (each is
        marked as it is when the news is sent)."""
        for session_id, held_by in self._set_up.items():
            if held_by is connection and (record := self.registry.get(session_id)) is not None:
                self._open_changed(record)

    def _live_connection(self) -> AgentConnection | None:
        """The running agent process's connection, while it works."""
        connection = self.connection
        return connection if connection is not None and connection.alive else None

    def is_open(self, session_id: str) -> bool:
        """Whether the session is set up on the running agent process (it can be prompted as it is)."""
        live = self._live_connection()
        return live is not None and self._set_up.get(session_id) is live

    def open_sessions(self) -> frozenset[str]:
        """The sessions :meth:`is_open` holds true of, at once (a listing marks thousands)."""
        live = self._live_connection()
        if live is None:
            return frozenset()
        return frozenset(session_id for session_id, held_by in self._set_up.items() if held_by is live)

    def setting_up(self, session_id: str) -> bool:
        """Whether a load or resume of the session is running."""
        return self._setups.running(session_id) is not None

    def loading(self, session_id: str) -> bool:
        """Whether a load of the session (a replay) is running: one a load joins (it waits for a
        resume, then replays again)."""
        running = self._setups.running(session_id)
        return running is not None and running.tag is not _Setup.RESUME

    async def load(
        self,
        session_id: str,
        *,
        cwd: str | None = None,
        fallback_cwd: str,
        additional_directories: Sequence[str] = (),
        on_started: Callable[[Transcript], None] | None = None,
        settle: bool = False,
        read_only: bool = False,
        keep_lines: bool | None = None,
    ) -> Transcript:
        """Replays the session into its transcript (created before the request is sent) and returns
        it once the agent has answered. A replay that comes after the answer still counts as replay
        (rule 2, `_end_replay`): followed in the background, or before returning with `settle=True`
        (the CLI prints the transcript and exits, so it waits for it). A `read_only` load is for reading
        (a read-only look, `show`): the agent may write no file in it until it is opened or prompted.
        ``keep_lines``: whether a long replay's lines are kept (`replay_lines`), its newest turns
        reduced first; by default a load that does not wait for its replay keeps them when the
        handle does (the editor's), and one that waits reads all of it anyway (`show`, the export).

        A load of a session whose load is running joins it (one replay, the same transcript; the
        arguments of the first call count, and `on_started` is called only by the call that
        starts it); a load while a resume runs waits for the resume and then loads."""
        cwd = cwd or self.session_folder(session_id, fallback_cwd)
        roots = self._roots(cwd, additional_directories)
        transcript, joined = await self._setups.run(
            session_id,
            lambda: self._load(session_id, cwd, roots, on_started, settle, read_only, keep_lines),
            tag=_Setup.SETTLED_LOAD if settle else _Setup.LOAD,
            joins=_load_joins,
        )
        if settle and joined:
            # It joined a load that ends its replay in the background: this caller waits for it.
            await replay_ended(transcript)
        return transcript

    async def _load(
        self,
        session_id: str,
        cwd: str,
        roots: list[str],
        on_started: Callable[[Transcript], None] | None,
        settle: bool,
        read_only: bool,
        keep_lines: bool | None,
    ) -> Transcript:
        connection = await self.ensure_started()
        if not connection.features.can_replay:
            raise AgentError(
                AgentErrorKind.UNSUPPORTED, f"{self.label} cannot replay sessions (no session/load)"
            )
        known = self.registry.get(session_id) is not None
        self.registry.add(session_id, cwd=cwd)
        transcript = self._transcript(session_id)
        self.client.set_read_only(session_id, read_only)  # before the agent can ask for anything
        if keep_lines is None:
            # A load whose replay is shown as it ends keeps a long replay's lines (`replay_lines`);
            # one that waits for it (`show`, the export, indexing) reads all of it anyway.
            keep_lines = self.keep_long_replays and not settle
        transcript.begin_replay(keep_lines=keep_lines)
        transcript.set_past(Past.REPLAYED)  # as far as this replay goes
        self._feed.keep(transcript)
        start = _PassStart(transcript.replay_pass, transcript.received, time.monotonic(), not settle)
        answered_at: list[int] = []  # `received` when the answer was read
        if on_started is not None:
            on_started(transcript)
        try:
            # The replay only adds live objects: collecting during it finds nothing (see gcpause).
            with gcpause.paused():
                await connection.load_session(
                    session_id,
                    cwd,
                    additional_directories=roots,
                    mcp_servers=self._mcp_for(connection),
                    on_answer=lambda: answered_at.append(transcript.received),
                    progress=lambda: transcript.replay_progress,  # this session's replay only
                )
        except AgentError as exc:
            if exc.kind is AgentErrorKind.NOT_FOUND and transcript.is_empty:
                self.transcripts.pop(session_id, None)
                if not known:  # a failed load never creates a session (not even in the list)
                    self.registry.remove(session_id)
            else:
                transcript.mark_incomplete(exc.message)
            self._replay_ended(transcript, start)  # not loading any more: the editor must not wait
            raise
        except BaseException:
            transcript.mark_incomplete("the load was cancelled")
            self._replay_ended(transcript, start)
            raise
        self._opened(connection, session_id, cwd, roots)
        replayed_first = (answered_at[0] if answered_at else transcript.received) != start.received
        cut = False
        if settle:
            cut = await self._end_replay(transcript, start, replayed_first)
        if not cut:
            transcript.mark_complete()
        self._transcript_loaded(transcript)
        self._learn_first_prompt(transcript)
        self._transcript_changed(transcript)
        if not settle:
            self._tg.start_soon(self._end_replay, transcript, start, replayed_first)
        return transcript

    async def _end_replay(
        self, transcript: Transcript, start: _PassStart, replayed_first: bool
    ) -> bool:
        """Ends a load's replay pass once the agent has answered (rule 2); True when a late replay
        was cut off. A replay that came before the answer ends at once. After an answer that came
        first, the replay is waited for (`LATE_REPLAY_WAIT`: an empty session costs this wait) and
        followed until it goes quiet, for at most `LATE_REPLAY_LIMIT`; what comes after that is
        shown as it arrives, and the transcript says the replay was cut."""
        cut = False
        if not replayed_first:
            cut = await follow_late_replay(transcript, start.number, start.received)
        if transcript.replaying and transcript.replay_pass == start.number:  # not a newer load's pass
            if cut:
                log.warning("%s: session %s still replaying at the limit", self.label, transcript.session_id)
                transcript.mark_incomplete(
                    f"{self.label} was still replaying the session {LATE_REPLAY_LIMIT:g} s after "
                    "answering; later updates are shown as they arrive"
                )
            self._replay_ended(transcript, start)
        return cut

    def _replay_ended(self, transcript: Transcript, start: _PassStart) -> None:
        """Ends the replay pass; turns it kept wait to be reduced, a little at a time (`_rebuild`).
        Says in the log what the pass was, and when it ended (the editor's benchmark reads it)."""
        self._feed.unkeep(transcript.session_id)
        transcript.end_replay()
        self._transcript_changed(transcript)
        pending = transcript.rebuild_pending
        kept = ""
        if pending:
            kept = "; the newest reduced first, the earlier ones " + (
                "reduced in the background" if start.rebuild_later else "kept as lines"
            )
        log.info(
            "%s: session %s replayed in %.2f s: %d updates, %d turns%s",
            self.label, transcript.session_id, time.monotonic() - start.at,
            transcript.received - start.received, transcript.turn_count(), kept,
        )
        if pending and start.rebuild_later:
            self._tg.start_soon(self._rebuild, transcript)

    async def _rebuild(self, transcript: Transcript) -> None:
        """Reduces a long replay's kept lines in the background (`replay_lines`): after a pause that
        leaves the editor the processor to show the newest turns, in steps short enough that other
        requests are answered between them. Whatever needs the earlier turns first does the rest
        at once (`Transcript.ensure_whole`). Either way the listener hears of it here: every entry
        is made anew (the newest ones read as they did)."""
        pass_ = transcript.replay_pass
        await anyio.sleep(REBUILD_DELAY)
        started = time.monotonic()
        # To the end even if the transcript is let go meanwhile (that frees the kept lines, and the
        # history still saves its text); a new replay pass has reduced this one's lines first.
        while transcript.replay_pass == pass_:
            if transcript.rebuild_step(REBUILD_STEP_LINES):
                self._transcript_changed(transcript)
                log.info(
                    "%s: session %s: every turn reduced (%.2f s in the background)",
                    self.label, transcript.session_id, time.monotonic() - started,
                )
                return
            await anyio.sleep(0)

    def _learn_first_prompt(self, transcript: Transcript) -> None:
        record = self.registry.get(transcript.session_id)
        prompt = transcript.first_user_text()
        if record is not None and prompt and not record.first_prompt:
            record.first_prompt = cut(prompt, MAX_FIRST_PROMPT_CHARS)
            self.retitle(record)  # an untitled session is named by its first prompt now

    def retitle(self, record: SessionRecord) -> None:
        """A session's title changed (the user's own, a listing's, its first prompt learnt): its open
        transcript's heading says so, as the tree, the status bar and the tab (relabelled on
        `session_info_changed`) do."""
        transcript = self.transcripts.get(record.session_id)
        if transcript is not None:
            transcript.set_display_title(record.display_title)
            self._transcript_changed(transcript)
        self._session_info_changed(record)

    def _listed_title(self, record: SessionRecord) -> None:
        """`SessionRegistry.retitled`: a listing gave a session another name. Only an open
        transcript needs telling (the listing is what the tree shows): one read before it was
        listed, and not in the local history, is named by its first prompt until then."""
        if record.session_id in self.transcripts:
            self.retitle(record)

    async def resume(
        self,
        session_id: str,
        *,
        cwd: str | None = None,
        fallback_cwd: str,
        additional_directories: Sequence[str] = (),
    ) -> Transcript:
        """Reattaches without replay. Agents that replay anyway (against the spec) rebuild the
        replayed part instead of duplicating it; their replay comes before the answer, and nothing
        is waited for after it. A resume of a session whose load or resume is
        running joins it (a load sets the session up as well)."""
        cwd = cwd or self.session_folder(session_id, fallback_cwd)
        roots = self._roots(cwd, additional_directories)
        transcript, _joined = await self._setups.run(
            session_id, lambda: self._resume(session_id, cwd, roots), tag=_Setup.RESUME
        )
        return transcript

    async def _resume(self, session_id: str, cwd: str, roots: list[str]) -> Transcript:
        connection = await self.ensure_started()
        known = self.registry.get(session_id) is not None
        created = session_id not in self.transcripts
        self.registry.add(session_id, cwd=cwd)
        transcript = self._transcript(session_id)
        self.client.set_read_only(session_id, False)  # resumed to be worked in
        transcript.begin_replay()
        resumed = False
        try:
            await connection.resume_session(
                session_id, cwd, additional_directories=roots, mcp_servers=self._mcp_for(connection)
            )
            resumed = True
        except AgentError as exc:
            if exc.kind is AgentErrorKind.NOT_FOUND and transcript.is_empty:
                if created:
                    self.transcripts.pop(session_id, None)
                if not known:  # a failed resume never creates a session
                    self.registry.remove(session_id)
            raise
        finally:
            transcript.end_replay()
            if not resumed:  # the editor skips changes while a replay runs: it learns of its end
                self._transcript_changed(transcript)
        if transcript.pass_replayed_history:  # against the spec, but some agents replay here
            transcript.set_past(Past.REPLAYED)
        elif created:
            transcript.set_past(Past.NOT_SENT)
        self._opened(connection, session_id, cwd, roots)
        self._transcript_changed(transcript)
        return transcript

    async def new_session(self, cwd: str, *, additional_directories: Sequence[str] = ()) -> SessionRecord:
        roots = self._roots(cwd, additional_directories)
        connection = await self.ensure_started()
        session_id = await connection.new_session(
            cwd, additional_directories=roots, mcp_servers=self._mcp_for(connection)
        )
        transcript = self._transcript(session_id)
        transcript.set_past(Past.NONE)
        self._transcript_loaded(transcript)
        return self._opened(connection, session_id, cwd, roots)

    async def fork(
        self, session_id: str, cwd: str, *, additional_directories: Sequence[str] = ()
    ) -> SessionRecord:
        """A new session in `cwd` with a copy of `session_id`'s history (`session/fork`); the source
        is left as it was. The new one is listed like a session created here."""
        roots = self._roots(cwd, additional_directories)
        connection = await self.ensure_started()
        new_id = await connection.fork_session(
            session_id, cwd, additional_directories=roots, mcp_servers=self._mcp_for(connection)
        )
        record = self._opened(connection, new_id, cwd, roots)
        # Its document exists (empty) until a load replays the copy.
        self._transcript(new_id).set_past(Past.NOT_SENT)
        source = self.registry.get(session_id)
        if source is not None and not record.title:
            record.title, record.first_prompt = source.title, source.first_prompt
        return record
