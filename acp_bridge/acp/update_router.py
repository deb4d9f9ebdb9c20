"""The connection's `session/update` handler: checks each notification, counts it, hands it to the sinks.

It runs once per update (a 20,000-turn replay sends 170,001), inline in the peer's reader. What only
a protocol-2 prompt turn needs (its `state_update`s) stays with the connection.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

#: The connection's messages, logged under its name as they were before this module existed.
log = logging.getLogger("acp_bridge.acp.connection")

#: (sessionId, update) for every `session/update`, in receive order.
UpdateSink = Callable[[str, dict[str, Any]], None]
#: Offered each `state_update`; True when it was consumed (it ended a protocol-2 turn, not history).
StateHook = Callable[[str, dict[str, Any]], bool]


class UpdateRouter:
    def __init__(self, name: str, on_state: StateHook | None) -> None:
        self.name = name
        self.sinks: list[UpdateSink] = []
        #: The replay watchdog compares it over time, which costs nothing per update
        #: (reading the clock for each of 170,000 updates costs ~0.2 s).
        self.count = 0
        #: Offered each `state_update` first; None where the protocol has none (version 1), which
        #: spares every update a lookup of its kind here.
        self.on_state = on_state

    def add_sink(self, sink: UpdateSink) -> None:
        self.sinks.append(sink)

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
