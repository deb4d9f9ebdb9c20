"""The agent handle's update sink: each `session/update` into the registry and the session's transcript.

It runs once per update (a 20,000-turn replay sends 170,001), inline in the peer's reader, after the
connection's router (`acp.update_router`). The handle's listener (the front end) hears that a
transcript changed once per batch of received lines (`flush`, run by the reader after each batch), not
once per update: a replay's batch holds a hundred updates or more, and the front end only marks the
transcript for its next notification anyway. It works on the handle's own registry, transcripts and
pending prompts, which the handle never replaces.

While a load keeps the lines of its replay (`keep`, :mod:`.sessions.replay_lines`), every received
line is offered to the feed first, before the connection decodes it: a read's lines at once and
unsplit (`keep_run`), then those it did not take one by one (`keep_line`).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence

from .acp.updates import (
    SessionInfoUpdate,
    Update,
    UpdateParams,
    UserMessage,
    UserMessageChunk,
    decode_outline,
    decode_outlines,
)
from .sessions.records import SessionRecord
from .sessions.registry import SessionRegistry
from .sessions.replay_lines import KeptLines
from .sessions.transcript import Transcript

#: The handle's messages, logged under its name (one logger for all of the handle's modules).
log = logging.getLogger("acp_bridge.agent_handle")


class UpdateFeed:
    def __init__(
        self,
        agent_id: str,
        registry: SessionRegistry,
        transcripts: dict[str, Transcript],
        pending_prompts: dict[str, str],
        *,
        info_changed: Callable[[SessionRecord], None],
        transcript_changed: Callable[[Transcript], None],
    ) -> None:
        self._agent_id = agent_id
        #: What the handle tells its listener: a record patched, a transcript changed.
        self._info_changed = info_changed
        self._transcript_changed = transcript_changed
        self._registry = registry
        self._transcripts = transcripts
        self._pending_prompts = pending_prompts
        #: Transcripts changed since the last `flush`, by session id, in the order they first changed.
        self._changed: dict[str, Transcript] = {}
        #: Transcripts whose replay keeps its lines, and what keeps them, by session id.
        self._keeping: dict[str, tuple[Transcript, KeptLines]] = {}

    def keep(self, transcript: Transcript) -> None:
        """Offers `transcript` the lines of its session while its replay keeps them."""
        kept = transcript.kept_lines
        if kept is not None and kept.keeping:
            self._keeping[transcript.session_id] = (transcript, kept)

    def unkeep(self, session_id: str) -> None:
        """The session's replay ended, or its transcript was let go: no line of it is kept now."""
        self._keeping.pop(session_id, None)

    def keep_line(self, line: bytes) -> bool:
        """The connection's line keeper: True when a keeping transcript took `line` (undecoded).
        It runs for every line of a long replay: kept to a decode and a call."""
        keeping = self._keeping
        if not keeping:
            return False
        try:
            session_id, outline = decode_outline(line)
        except Exception:  # another message, or an update the outline cannot read
            # Maybe an update (or a message that only mentions one): no line is kept past it, since
            # it is applied as the connection decodes it.
            if b"session/update" in line:
                for session_id, (transcript, kept) in keeping.items():
                    kept.stop(transcript)
                    self._changed[session_id] = transcript
                keeping.clear()
            return False
        held = keeping.get(session_id)
        if held is None:
            return False
        transcript, kept = held
        if kept.take(transcript, line, outline):
            self._changed[session_id] = transcript
            return True
        if not kept.keeping:  # it stopped, or its pass ended
            del keeping[session_id]
        return False

    def keep_run(self, run: bytes) -> tuple[int, int] | None:
        """The connection's run keeper: how many of the lines of a read (``run``, as received), from
        the first, a keeping transcript took at once (`KeptLines.take_run`), and of how many (0, 0:
        none); None when no transcript keeps lines now. Nearly every read of a long replay is kept
        this way: one decode and one call for a hundred lines or more, none split."""
        keeping = self._keeping
        if not keeping:
            return None
        if all(kept.kept_from is None for _, kept in keeping.values()):
            return 0, 0  # a replay's first turns are applied as they come: line by line
        outlines = decode_outlines(run)
        if outlines is None:
            return 0, 0  # not all of them are `session/update`s the outline reads
        held = keeping.get(outlines[0].session_id)
        if held is None:
            return 0, 0
        transcript, kept = held
        taken = kept.take_run(transcript, run, outlines)
        if taken:
            self._changed[transcript.session_id] = transcript
        return taken, len(outlines)

    def on_update(self, session_id: str, update: Update) -> None:
        """The handle's update sink (`AgentConnection.add_update_sink`). A `session_info_update` patches
        the session's record too, open or not."""
        transcript = self._transcripts.get(session_id)
        if transcript is None:
            if isinstance(update, SessionInfoUpdate):
                self._info_update(session_id, update)
            log.debug("%s: update for session %s that is not open", self._agent_id, session_id)
            return
        if self._pending_prompts and self._is_prompt_echo(session_id, update):
            return
        transcript.apply(update, live=not transcript.replaying)
        if isinstance(update, SessionInfoUpdate):
            self._info_update(session_id, update)
        self._changed[session_id] = transcript

    def on_updates(self, run: Sequence[UpdateParams]) -> None:
        """:meth:`on_update` of each update of a read decoded at once (the handle's `RunSink`): a long
        replay's updates go to their transcript without two calls each. Those that need more than
        that (no open transcript, a prompt's echo to look for, a session's info) take `on_update`."""
        transcripts, changed = self._transcripts, self._changed
        for params in run:
            session_id, update = params.session_id, params.update
            transcript = transcripts.get(session_id)
            if transcript is None or self._pending_prompts or type(update) is SessionInfoUpdate:
                try:
                    self.on_update(session_id, update)
                except Exception:  # as the router treats a failed sink: logged, the next one goes on
                    log.exception("%s: handler for notification session/update failed", self._agent_id)
                continue
            transcript.apply(update, live=not transcript.replaying)  # never raises
            changed[session_id] = transcript

    def _info_update(self, session_id: str, update: SessionInfoUpdate) -> None:
        record = self._registry.apply_info_update(session_id, update)
        if record is not None:
            self._info_changed(record)

    def flush(self) -> None:
        """Tells the listener of each transcript changed since the last call (the reader calls it after
        each batch of lines: `AgentConnection.add_update_sink`)."""
        if not self._changed:
            return
        changed, self._changed = self._changed, {}
        for transcript in changed.values():
            self._transcript_changed(transcript)

    def _is_prompt_echo(self, session_id: str, update: Update) -> bool:
        """An agent's echo of the prompt the handle already showed (`AgentHandle.prompt`)."""
        pending = self._pending_prompts.get(session_id)
        if pending is None or not isinstance(update, (UserMessageChunk, UserMessage)):
            return False
        content = update.content
        blocks = content if isinstance(content, list) else [content]
        texts = [b.get("text") for b in blocks if isinstance(b, dict) and b.get("type") == "text"]
        echoed = "".join(t for t in texts if isinstance(t, str))
        return bool(echoed) and echoed in pending
