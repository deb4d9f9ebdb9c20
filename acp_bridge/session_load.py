"""Loading a session: its replay into the transcript (created before the request is sent), the end of
the replay pass (rule 2 of the architecture, :mod:`.replay_end`), and a long replay's kept turns
reduced in the background (:mod:`.sessions.replay_lines`).

`SessionLoads` is the layer of `AgentHandle` (:mod:`.agent_handle`) above the other setups of a
session (:mod:`.session_setup`: resume, new, fork, and what all of them share), whose flights a load
shares: it joins a running load of the session and waits for a running resume.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Sequence
from typing import NamedTuple

import anyio

from . import gcpause
from .acp import AgentError, AgentErrorKind
from .plain_text import cut
from .replay_end import LATE_REPLAY_LIMIT, follow_late_replay, replay_ended
from .session_setup import SessionSetups, SetupKind
from .sessions.records import MAX_FIRST_PROMPT_CHARS
from .sessions.transcript import Transcript
from .sessions.transcript_log import Past

#: Seconds after a long replay ends before its kept turns are reduced in the background (the editor
#: takes about a second to show the newest ones, docs/performance.md).
REBUILD_DELAY = 1.5
#: Replay lines reduced between two looks at the event loop (~10 ms at the benchmark's lines).
REBUILD_STEP_LINES = 1_000

#: Logged under the handle's name: one logger for all the handle says, whichever layer says it.
log = logging.getLogger("acp_bridge.agent_handle")


def _load_joins(tag: object) -> bool:
    return tag is SetupKind.LOAD or tag is SetupKind.SETTLED_LOAD


class _PassStart(NamedTuple):
    """Where a load's replay pass began: the transcript's pass number and update count, and when;
    and whether turns it keeps are reduced in the background once it ends (a load that waits for its
    replay, `show --last`, reduces them only if it needs them)."""

    number: int
    received: int
    at: float
    rebuild_later: bool


class SessionLoads(SessionSetups):
    #: Whether a load that does not wait for its replay keeps a long one's lines (the editor's; set
    #: by `AgentHandle.__init__`).
    keep_long_replays: bool

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
            tag=SetupKind.SETTLED_LOAD if settle else SetupKind.LOAD,
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
