"""Domain events → LSP notifications, coalesced.

Listener callbacks arrive inline from the agent readers (one per chunk during a replay), so they only
mark things dirty; one flusher task sends at most one `transcriptChanged` per document and one
`sessionInfoChanged` per session every `INTERVAL` — never one message per chunk. State changes are
rare and sent at once: the agent's state and the active session directly, and a transcript whose
loading state or completeness differs from what its last `transcriptChanged` said (a load started,
finished or failed, its quiet period ended) cuts the flusher's pause short. The editor waits for
those to show the document as loaded, and holding them back for the interval would only delay it.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import anyio

from ..agent_handle import AgentHandle, AgentListener
from ..sessions.records import SessionRecord
from ..sessions.transcript import Transcript
from . import protocol as p
from .convert import agent_status, marked_item, session_item

if TYPE_CHECKING:
    from ..app import Bridge

log = logging.getLogger(__name__)

#: The first change of a quiet document goes out at once; later ones at most this often (unless
#: the transcript's state changed: see the module docstring).
INTERVAL = 0.1

#: What a `transcriptChanged` tells besides the version: (status version, loading). The status
#: version changes with completeness and its reason (`Transcript.mark_complete`/`mark_incomplete`).
_Status = tuple[int, bool]

Send = Callable[[str, dict[str, Any]], None]


class Notifier(AgentListener):
    def __init__(self, send: Send) -> None:
        self._send = send
        self.bridge: Bridge | None = None
        self._transcripts: dict[tuple[str, str], Transcript] = {}
        self._records: dict[tuple[str, str], SessionRecord] = {}
        #: Per agent, the reasons its sessions changed since the last flush, each once, in the order
        #: of their last occurrence: the editor acts on each (`removed` drops the agent's rows unless
        #: it is configured again, every other reason lists it again), so none may hide another.
        self._sessions_changed: dict[str, dict[str, None]] = {}
        #: Per document, the status its last `transcriptChanged` carried.
        self._sent_status: dict[tuple[str, str], _Status] = {}
        self._wake = anyio.Event()
        self._urgent = anyio.Event()  # set: flush now, without waiting for the interval

    # -- AgentListener ----------------------------------------------------------------------------

    def state_changed(self, agent: AgentHandle) -> None:
        self._send("acpBridge/agentStateChanged", agent_status(agent).wire())

    def session_info_changed(self, agent: AgentHandle, record: SessionRecord) -> None:
        self._records[record.key] = record
        self._wake.set()

    def open_changed(self, agent: AgentHandle, record: SessionRecord) -> None:
        self.session_info_changed(agent, record)  # the item carries `open`

    def transcript_changed(self, agent: AgentHandle, transcript: Transcript) -> None:
        # Called after every batch of replayed lines: only mark it; the URI is built once per flush.
        # The flusher was woken when the first transcript was marked since the last flush (which
        # empties the map); a new loading state or completeness also cuts its pause short.
        pending = self._transcripts
        if not pending:
            self._wake.set()
        key = (agent.id, transcript.session_id)
        pending[key] = transcript
        if self._sent_status.get(key) != (transcript.status_version, transcript.replaying):
            self._urgent.set()

    def sessions_changed(self, agent_id: str, reason: str) -> None:
        reasons = self._sessions_changed.setdefault(agent_id, {})
        reasons.pop(reason, None)
        reasons[reason] = None
        self._wake.set()

    def active_changed(self, item: p.SessionItem | None, *, loading: bool = False) -> None:
        self._send(
            "acpBridge/activeSessionChanged", p.ActiveSessionChanged(session=item, loading=loading).wire()
        )

    # -- flushing ---------------------------------------------------------------------------------

    async def run(self) -> None:
        while True:
            await self._wake.wait()
            self._wake, self._urgent = anyio.Event(), anyio.Event()
            try:
                self.flush()
            except Exception:
                log.exception("sending notifications failed")
            with anyio.move_on_after(INTERVAL):
                await self._urgent.wait()

    def flush(self) -> None:
        records, self._records = self._records, {}
        transcripts, self._transcripts = self._transcripts, {}
        changed, self._sessions_changed = self._sessions_changed, {}
        for agent_id, reasons in changed.items():
            for reason in reasons:
                self._send(
                    "acpBridge/sessionsChanged", p.SessionsChanged(agent_id=agent_id, reason=reason).wire()
                )
        for record in records.values():
            item = marked_item(self.bridge, record) if self.bridge else session_item(record)
            self._send("acpBridge/sessionInfoChanged", p.SessionInfoChanged(session=item).wire())
        for (agent_id, session_id), transcript in transcripts.items():
            loading = transcript.replaying
            self._sent_status[(agent_id, session_id)] = (transcript.status_version, loading)
            self._send(
                "acpBridge/transcriptChanged",
                p.TranscriptChanged(
                    uri=p.transcript_uri(agent_id, session_id),
                    version=transcript.version,
                    complete=transcript.complete,
                    loading=loading,
                ).wire(),
            )
