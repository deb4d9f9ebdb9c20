"""The connection's `session/update` handler: checks each notification, counts it, hands it to the sinks.

It runs once per update (a 20,000-turn replay sends 170,001), inline in the peer's reader. Compiled
by mypyc (acp_bridge/native.py), and called by the compiled dispatcher, it adds no interpreted frame
between the wire and the sinks; the agent handle's sink is compiled too (`acp_bridge.agent_updates`).
What only a protocol-2 prompt turn needs (its `state_update`s) stays with the connection.

Text chunks read from their line's bytes (`acp.update_lines`) come by `route_text_chunk`, as their
four values; a sink with a text-chunk path of its own gets them so, any other the update they stand
for.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from .update_lines import TextChunk, text_chunk_update

#: The connection's messages, logged under its name as they were before this module existed.
log = logging.getLogger("acp_bridge.acp.connection")

#: (sessionId, update) for every `session/update`, in receive order.
UpdateSink = Callable[[str, dict[str, Any]], None]
#: Offered each `state_update`; True when it was consumed (it ended a protocol-2 turn, not history).
StateHook = Callable[[str, dict[str, Any]], bool]
#: (sessionId, sessionUpdate, messageId or None, text) of a plain text chunk.
TextChunkSink = Callable[[str, str, str | None, str], None]


class UpdateRouter:
    def __init__(self, name: str, on_state: StateHook | None) -> None:
        self.name = name
        self.sinks: list[UpdateSink] = []
        #: Each sink's text-chunk path, or None (it gets the update): in the order of `sinks`.
        self.text_sinks: list[TextChunkSink | None] = []
        #: Replay watchdogs and quiet periods compare it over time, which costs nothing per update
        #: (reading the clock for each of 170,000 updates costs ~0.2 s).
        self.count = 0
        #: Offered each `state_update` first; None where the protocol has none (version 1), which
        #: spares every update a lookup of its kind here.
        self.on_state = on_state

    def add_sink(self, sink: UpdateSink, text_sink: TextChunkSink | None = None) -> None:
        self.sinks.append(sink)
        self.text_sinks.append(text_sink)

    def route(self, params: Any) -> None:
        """The `session/update` notification handler."""
        if not isinstance(params, dict):
            log.warning("%s: session/update without params object ignored", self.name)
            return
        session_id, update = params.get("sessionId"), params.get("update")
        if not isinstance(session_id, str) or not isinstance(update, dict):
            log.warning("%s: malformed session/update ignored", self.name)
            return
        self.count += 1
        on_state = self.on_state  # None on protocol 1: no kind to read here
        if (
            on_state is not None
            and update.get("sessionUpdate") == "state_update"
            and on_state(session_id, update)
        ):
            return
        for sink in self.sinks:
            sink(session_id, update)

    def route_text_chunk(self, chunk: TextChunk) -> None:
        """A plain text chunk read from its line (`JsonRpcPeer.on_decoded_lines`): what `route` does
        with the update it stands for."""
        session_id, kind, message_id, text = chunk
        self.count += 1
        text_sinks = self.text_sinks
        for index, sink in enumerate(self.sinks):  # compiled: no iterator object, unlike zip()
            text_sink = text_sinks[index] if index < len(text_sinks) else None  # appended to `sinks`
            if text_sink is not None:
                text_sink(session_id, kind, message_id, text)
            else:
                sink(session_id, text_chunk_update(kind, message_id, text))
