"""Sessions set up on the agent (new, resume, fork, and a load's start), each with its transcript in
the handle.

Session setup (new, load, resume) is checked here before anything is sent: `cwd` must be absolute,
and so must every additional root. The agent's configured MCP servers go with every setup, as far as
its capabilities allow; each server left out is told to the user once (`AgentListener.notice`).

One session, one setup at a time (:mod:`.flights`): concurrent loads and resumes of a session are
one request to the agent, and every caller gets the same transcript; a load waits for a running
resume to end (a resume replays nothing) and then loads. The load itself, its replay and how that
ends, is the layer above (:mod:`.session_load`). The handle knows which sessions are set up on the
running agent process (new, load, resume, fork; not after `session/close`, nor after a restart).

`SessionSetups` is the layer of `AgentHandle` (:mod:`.agent_handle`) above its process
(:mod:`.agent_lifecycle`): the handle's constructor sets what it works on (declared here), and the
handle tells its listener what this layer reports.
"""
from __future__ import annotations

import enum
import logging
import os
from collections.abc import Sequence
from typing import Any

from . import mcp
from .acp import AgentConnection, AgentError, AgentErrorKind
from .acp.connection import require_absolute
from .agent_lifecycle import AgentLifecycle
from .config import AGENTS_SETTING, MCP_SERVERS_SETTING
from .flights import Flights
from .sessions.records import SessionRecord
from .sessions.registry import SessionRegistry
from .sessions.transcript import Transcript
from .sessions.transcript_log import Past

#: Logged under the handle's name: one logger for all the handle says, whichever layer says it.
log = logging.getLogger("acp_bridge.agent_handle")


class SetupKind(enum.Enum):
    """What a running setup of a session does (a load replays: a resume may join it, not the reverse)."""

    LOAD = "load"
    #: A load that waits for its replay to end before it returns (`settle=True`).
    SETTLED_LOAD = "settled load"
    RESUME = "resume"


class SessionSetups(AgentLifecycle):
    # What `AgentHandle.__init__` sets, and this layer works on.
    registry: SessionRegistry
    mcp_servers: list[mcp.McpServerConfig]
    _reported_mcp: set[str]
    _setups: Flights[str, Transcript]
    _set_up: dict[str, AgentConnection | None]

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
        return running is not None and running.tag is not SetupKind.RESUME

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
            session_id, lambda: self._resume(session_id, cwd, roots), tag=SetupKind.RESUME
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
