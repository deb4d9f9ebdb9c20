"""Which transcripts the editor shows, and letting go of the ones it closed.

The server advertises open/close synchronisation without content (`change: None`), so the
languageclient sends `textDocument/didOpen` and `didClose` for `acp-session` documents and nothing
in between. A transcript whose documents the editor has all closed is let go once nothing else needs
it: it is not the active session (the status bar, prompts sent to it), no load or resume of it is
running, it is not being replayed and no prompt turn runs in it. Without this every session opened
since the editor started stayed in memory (a long one holds hundreds of MiB: docs/performance.md).
Its text stays in the transcript history (search finds it); opening it again replays it.

Letting go waits a short grace period after the close: relabelling a renamed session's tab opens
the new document and closes the old one, and the two notifications must not race. A transcript
still busy at that point is looked at again every grace period, until it is let go or the editor
shows it again.

VS Code sends `didClose` when it disposes the document: it keeps a document an extension opened
for up to three minutes after its last editor closed (sooner when more than 50 are kept).
"""

from __future__ import annotations

import logging
import time
from collections import Counter
from typing import TYPE_CHECKING

import anyio
from anyio.abc import TaskGroup

from . import protocol as p

if TYPE_CHECKING:
    from ..app import Bridge
    from .documents import TranscriptDocuments

log = logging.getLogger(__name__)

Key = tuple[str, str]

#: Seconds between the editor closing a transcript's last document and letting the transcript go.
RELEASE_GRACE = 2.0


class ShownTranscripts:
    def __init__(
        self, bridge: Bridge, documents: TranscriptDocuments, tg: TaskGroup, *, grace: float = RELEASE_GRACE
    ) -> None:
        self.bridge = bridge
        self.documents = documents
        self.tg = tg
        self.grace = grace
        #: Documents the editor has open per transcript (a relabelled tab briefly has two).
        self._open: Counter[Key] = Counter()
        #: Transcripts the editor closed and nobody asked for since: when it closed the last one.
        self._closed: dict[Key, float] = {}
        #: Those among them loaded for something else (an export, indexing the history): letting
        #: them go is no news for the log (indexing lets go of every session it reads).
        self._never_shown: set[Key] = set()
        self._sweep_scheduled = False

    def opened(self, uri: str) -> None:
        key = p.parse_transcript_uri(uri)
        if key is not None:
            self._open[key] += 1
            self._closed.pop(key, None)
            self._never_shown.discard(key)

    def closed(self, uri: str) -> None:
        key = p.parse_transcript_uri(uri)
        if key is None or self._open[key] == 0:
            return  # a close without an open (a document opened before a restart): nothing to do
        self._open[key] -= 1
        if self._open[key] == 0:
            del self._open[key]
            self._closed[key] = time.monotonic()
            self._schedule()

    def is_shown(self, agent_id: str, session_id: str) -> bool:
        """The editor has a document of this transcript open."""
        return self._open[(agent_id, session_id)] > 0

    def unshown(self, agent_id: str, session_id: str) -> None:
        """A transcript was loaded for something other than showing it (an export, indexing): let it
        go like a closed one unless the editor shows it. One the editor closed a moment ago stays
        "closed in the editor", its grace counted from the close."""
        key = (agent_id, session_id)
        if self._open[key] == 0 and key not in self._closed:
            self._closed[key] = time.monotonic()
            self._never_shown.add(key)
            self._schedule()

    def wanted(self, agent_id: str, session_id: str) -> None:
        """A request asked for the transcript again (a load, a read-only look): keep it."""
        self._closed.pop((agent_id, session_id), None)
        self._never_shown.discard((agent_id, session_id))

    def sweep(self) -> list[Key]:
        """Lets go of every closed transcript whose grace period is over and that nothing needs;
        returns their keys. The rest wait for the next sweep."""
        now, released = time.monotonic(), []
        for key, closed_at in list(self._closed.items()):
            if now - closed_at < self.grace or self._needed(key):
                continue
            agent_id, session_id = key
            agent = self.bridge.agents.get(agent_id)
            if agent is not None and session_id in agent.transcripts:
                if not agent.release(session_id):
                    continue  # still replaying, or a prompt turn runs in it
                released.append(key)
                if key in self._never_shown:
                    log.debug("%s: transcript of %s let go (read, not shown)", agent_id, session_id)
                else:
                    log.info("%s: transcript of %s let go (closed in the editor)", agent_id, session_id)
            del self._closed[key]
            self._never_shown.discard(key)
            self.documents.forget(p.transcript_uri(agent_id, session_id))
        if self._closed:
            self._schedule()
        return released

    def _needed(self, key: Key) -> bool:
        """The active session, and one whose load or resume is running, are kept."""
        active = self.bridge.active
        if active is not None and (active.agent_id, active.session_id) == key:
            return True
        return key in self.documents.opening

    def _schedule(self) -> None:
        if not self._sweep_scheduled:
            self._sweep_scheduled = True
            self.tg.start_soon(self._sweep_later)

    async def _sweep_later(self) -> None:
        await anyio.sleep(self.grace)
        self._sweep_scheduled = False
        try:
            self.sweep()
        except Exception:  # never take the server down over memory housekeeping
            log.exception("letting go of closed transcripts failed")
