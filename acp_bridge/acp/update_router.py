"""The connection's `session/update` handler: each notification decoded, counted and handed to the sinks.

It runs once per update (a 20,000-turn replay sends 170,001), inline in the peer's reader. A line
reaches it one of three ways, with the same result (`acp.updates`): `take_run` decodes the lines of
a read at once, unsplit, when each is a typed `session/update` (nearly every read of a replay), and
hands them on at once to a sink that takes reads (`RunSink`: the agent handle's);
else `take_line` decodes each line straight into the typed structs, before the peer's generic
decode; a line that does not decode that way (another message, an unknown kind, a malformed field,
JSON only the tolerant decoder reads) is decoded by the peer and comes to `route`, which salvages
what it can. What only a protocol-2 prompt turn needs (its `state_update`s) stays with the
connection.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from .updates import (
    UnknownUpdate,
    Update,
    UpdateParams,
    decode_notification,
    decode_notifications,
    update_from_json,
)

#: The connection's messages, logged under its name (one logger for all of the connection's modules).
log = logging.getLogger("acp_bridge.acp.connection")

#: (sessionId, update) for every `session/update`, in receive order.
UpdateSink = Callable[[str, Update], None]
#: The updates of a read decoded at once (`take_run`), in receive order, in one call: what a sink
#: does with each, without a call or two per update (a long replay's reads hold a hundred or more).
#: It handles a failure of one update itself, and goes on with the next.
RunSink = Callable[[Sequence[UpdateParams]], None]
#: Offered each `state_update`; True when it was consumed (it ended a protocol-2 turn, not history).
StateHook = Callable[[str, UnknownUpdate], bool]


class LineKeeper(Protocol):
    """Offered received lines before they are decoded: `session/update`s it keeps as they came
    (`sessions.replay_lines`), which then go no further."""

    def keep_line(self, line: bytes) -> bool:
        """True when it took `line`."""

    def keep_run(self, run: bytes) -> tuple[int, int] | None:
        """How many of the lines of a read (``run``: joined by newlines, as received) it took at
        once, from the first (the others are offered one by one), and of how many (0, 0: none,
        whatever their number); None when it keeps no line now."""


class UpdateRouter:
    def __init__(self, name: str, on_state: StateHook | None) -> None:
        self.name = name
        self.sinks: list[UpdateSink] = []
        #: Each sink's way with a read's updates (`take_run`): its own `RunSink`, or each in turn.
        self._run_sinks: list[RunSink] = []
        #: The replay watchdog compares it over time, which costs nothing per update
        #: (reading the clock for each of 170,000 updates costs ~0.2 s).
        self.count = 0
        #: Offered each `state_update` first; None where the protocol has none (version 1). A
        #: `state_update` is no kind the typed decode knows: it always comes through `route`.
        self.on_state = on_state
        self.keepers: list[LineKeeper] = []

    def add_sink(
        self, sink: UpdateSink, keeper: LineKeeper | None = None, run_sink: RunSink | None = None
    ) -> None:
        """`sink` gets every update; `run_sink`, if given, takes the updates of a read decoded at once
        in its place."""
        self.sinks.append(sink)
        self._run_sinks.append(run_sink if run_sink is not None else self._each(sink))
        if keeper is not None:
            self.keepers.append(keeper)

    def take_run(self, run: bytes) -> tuple[int, int]:
        """The peer's run taker (`JsonRpcPeer.set_line_taker`): how many of the lines of a read
        (``run``), from the first, were taken at once, kept by a keeper or all of them decoded and
        handed on, and of how many (0, 0: none); the others come to `take_line` one by one. While a
        keeper keeps lines only it takes runs: a line it declines may still be one it notes."""
        keeping = False
        for keeper in self.keepers:
            kept = keeper.keep_run(run)
            if kept is not None and kept[0]:
                self.count += kept[0]
                return kept
            keeping = keeping or kept is not None
        if keeping:
            return 0, 0
        found = decode_notifications(run)
        if found is None:
            return 0, 0
        self.count += len(found)
        for run_sink in self._run_sinks:
            try:
                run_sink(found)
            except Exception:  # a sink's own failure: it says per update which failed
                log.exception("%s: handler for notification session/update failed", self.name)
        return len(found), len(found)

    def take_line(self, line: bytes) -> bool:
        """The peer's line taker (`JsonRpcPeer.set_line_taker`): True when `line` was a `session/update`
        of a known kind, decoded and handed on here (or kept by a keeper); False leaves it to the
        peer's generic decode."""
        for keeper in self.keepers:
            if keeper.keep_line(line):
                self.count += 1
                return True
        try:
            params = decode_notification(line)
        except Exception:  # whatever the typed decode refuses, however it says so, is the generic decode's
            return False
        self.count += 1
        self._deliver(params.session_id, params.update)
        return True

    def route(self, params: Any) -> None:
        """The `session/update` notification handler, for what `take_line` left to the generic decode."""
        if not isinstance(params, dict):
            log.warning("%s: session/update without params object ignored", self.name)
            return
        session_id, update = params.get("sessionId"), params.get("update")
        if not isinstance(session_id, str) or not isinstance(update, dict):
            log.warning("%s: malformed session/update ignored", self.name)
            return
        self.count += 1
        typed = update_from_json(update)
        on_state = self.on_state  # None on protocol 1: the kind is not looked at here
        if (
            on_state is not None
            and isinstance(typed, UnknownUpdate)
            and typed.session_update == "state_update"
            and on_state(session_id, typed)
        ):
            return
        self._deliver(session_id, typed)

    def _each(self, sink: UpdateSink) -> RunSink:
        """A read's updates to ``sink`` one by one (`_deliver`'s way with each)."""

        def each(run: Sequence[UpdateParams]) -> None:
            for params in run:
                try:
                    sink(params.session_id, params.update)
                except Exception:  # as the peer treats a failed handler: logged, the reader goes on
                    log.exception("%s: handler for notification session/update failed", self.name)

        return each

    def _deliver(self, session_id: str, update: Update) -> None:
        for sink in self.sinks:
            try:
                sink(session_id, update)
            except Exception:  # as the peer treats a failed handler: logged, the reader goes on
                log.exception("%s: handler for notification session/update failed", self.name)
