"""The synchronous half of the peer's reader: one received line parsed, classified and handed on.

A replay is hundreds of thousands of notifications, each dispatched inline by the reader: a
notification goes from the line splitter to its handler with no task and no await.

Only code that never waits lives here. Everything that starts a task or must be awaited (serving a
request, answering with an error, an async handler's rest, an oversized line) is the peer's
(`JsonRpcPeer`). The dispatcher calls the peer for those and returns what it gets back, for the
reader to await in receive order.
"""

from __future__ import annotations

import inspect
import logging
from collections.abc import Awaitable, Callable, Iterator
from typing import Any, Final, Protocol

from ..logsetup import redactor
from . import decode
from .errors import INVALID_REQUEST, JsonRpcError, NotJsonRpc, RpcFailure, UndecodableAnswer
from .framing import OversizedLine

#: The peer's messages, logged under the peer's name (one logger for all of the peer's modules).
log = logging.getLogger("acp_bridge.jsonrpc.peer")

CANCEL_METHOD: Final = "$/cancel_request"
_loads: Final = decode.loads

NotificationHandler = Callable[[Any], Awaitable[None] | None]
Tracer = Callable[[str, bytes], None]
#: Offered each received line before the generic decode: True when it decoded the line into its own
#: types and handled it (see `JsonRpcPeer.set_line_taker`).
LineTaker = Callable[[bytes], bool]
#: Offered the lines of a read at once, as received (joined by newlines), before any is dispatched:
#: how many of them, from the first, it took, and of how many (0, 0: it took none, whatever their
#: number; see `JsonRpcPeer.set_line_taker`).
RunTaker = Callable[[bytes], tuple[int, int]]
#: Called after each batch of lines (see `Dispatcher.dispatch_until_pending`).
BatchHook = Callable[[], None]

#: How many skipped lines are logged one by one; after them, only the count, at each power of ten. An
#: agent that writes anything but JSON-RPC on stdout (`yes`, a chatty log) writes it as fast as the
#: pipe takes it: a warning per line was hundreds of megabytes of log a minute.
SKIPPED_LOGGED: Final = 10
#: How many lines that are not JSON-RPC the peer may write before its first message. Past them it is
#: taken for no JSON-RPC peer (`yes`, a program's UI) and every call waiting on it fails at once:
#: reading such output at full speed until the call's timeout kept a core busy for a minute.
STRAYS_BEFORE_ANY_MESSAGE: Final = 10_000
#: How much of the last skipped line is kept to be quoted (cut further when it is).
_SKIPPED_KEPT: Final = 240


class PeerSide(Protocol):
    """What the dispatcher leaves to the peer (`JsonRpcPeer`): the rare messages, and all that waits."""

    name: str

    def _on_oversized(self, item: OversizedLine) -> Awaitable[None]: ...
    def _respond_error(self, request_id: None, error: JsonRpcError) -> Awaitable[None]: ...
    def _start_request(self, request_id: Any, method: str, params: Any) -> Awaitable[None] | None: ...
    def _handle_response(self, message: dict[str, Any]) -> None: ...
    def _fail_answer(self, request_id: Any, failure: RpcFailure) -> None: ...
    def _cancel_incoming(self, params: Any) -> None: ...
    def _finish_notification(self, method: str, outcome: Awaitable[None]) -> Awaitable[None]: ...
    def close(self, reason: RpcFailure) -> None: ...


class Dispatcher:
    def __init__(self, peer: PeerSide, tracer: Tracer | None) -> None:
        self.tracer = tracer
        self.notification_handlers: dict[str, NotificationHandler] = {}
        #: Told once a batch of lines was dispatched, before anything else can run: handlers that only
        #: note what changed (per update) let their listeners hear of it once per batch from here.
        self.batch_hooks: list[BatchHook] = []
        self.line_taker: LineTaker | None = None
        self.run_taker: RunTaker | None = None
        self._peer = peer
        self._told_tolerant = False
        #: Received lines skipped as not JSON-RPC, and the last of them, cut (`stray_lines`).
        self.skipped = 0
        self._last_skipped = b""
        #: Whether the peer has written a JSON-RPC message yet (a request, notification or answer
        #: decoded here: an agent's first is its answer to `initialize`).
        self.heard = False

    def dispatch(self, line: bytes | OversizedLine) -> Awaitable[None] | None:
        """Handles one line; returns what must still be awaited (rare), else None."""
        if isinstance(line, OversizedLine):
            return self._peer._on_oversized(line)
        if self.tracer is not None:
            self.tracer("recv", line)
        if self.line_taker is not None and self.line_taker(line):
            return None
        try:
            message, tolerated = _loads(line)
        except decode.Undecodable as exc:
            self._undecodable(line, exc)
            return None
        if tolerated and not self._told_tolerant:
            self._told_tolerant = True
            log.warning(
                "%s: a message the fast decoder refuses (a lone surrogate, a byte-order mark or a "
                "number beyond a double) was read with the tolerant one; lone surrogates show as "
                "U+FFFD (said once per agent): %s",
                self._peer.name,
                redactor.preview(line),
            )
        if not isinstance(message, dict):
            self._skip("not a JSON-RPC object, skipped", line)
            if isinstance(message, list):
                return self._peer._respond_error(
                    None, JsonRpcError(INVALID_REQUEST, "batches are not supported")
                )
            return None
        method = message.get("method")
        if isinstance(method, str):
            self.heard = True
            if message.get("id") is not None:
                return self._peer._start_request(message["id"], method, message.get("params"))
            return self.notification(method, message.get("params"))
        if "id" in message and ("result" in message or "error" in message):
            self.heard = True
            self._peer._handle_response(message)
        else:
            self._skip("invalid JSON-RPC message skipped", line)
        return None

    def _undecodable(self, line: bytes, exc: decode.Undecodable) -> None:
        self._skip(f"malformed message skipped ({exc})", line)
        request_id = decode.answer_id(line)
        if request_id is not None:
            # The answer to a request of ours: fail that request now rather than by its timeout.
            self._peer._fail_answer(request_id, UndecodableAnswer(str(exc)))

    def _skip(self, why: str, line: bytes) -> None:
        """Counts a skipped line and logs it while few were; then only each power of ten."""
        self.skipped += 1
        count = self.skipped
        self._last_skipped = line[:_SKIPPED_KEPT]
        if count <= SKIPPED_LOGGED:
            log.warning("%s: %s: %s", self._peer.name, why, redactor.preview(line))
            if count == SKIPPED_LOGGED:
                log.warning("%s: further skipped lines are counted, not logged", self._peer.name)
        elif str(count).rstrip("0") == "1":  # 100, 1,000, 10,000, …
            log.warning("%s: %s lines skipped so far, not JSON-RPC (the last: %s)",
                        self._peer.name, f"{count:,}", redactor.preview(self._last_skipped, 60))
        if count == STRAYS_BEFORE_ANY_MESSAGE and not self.heard:
            self._peer.close(NotJsonRpc(
                f"it wrote {count:,} lines and not one JSON-RPC message (the last: "
                f"{redactor.preview(self._last_skipped, 60)})"
            ))

    def stray_lines(self, since: int) -> str:
        """What to add to an error about a request the agent did not answer: the lines it wrote
        since the request (when `since` lines were skipped) that were not JSON-RPC ("" if none)."""
        count = self.skipped - since
        if count <= 0:
            return ""
        lines = "one line that is not a JSON-RPC message" if count == 1 else (
            f"{count:,} lines that are not JSON-RPC messages"
        )
        return f"; meanwhile it wrote {lines} (the last: {redactor.preview(self._last_skipped, 60)})"

    def dispatch_until_pending(self, lines: Iterator[bytes | OversizedLine]) -> Awaitable[None] | None:
        """Dispatches `lines` until one returns something to await, and returns that (the reader awaits
        it, then calls again with the rest); None once `lines` is exhausted. The reader's loop over a
        chunk's lines: most lines are notifications that need no waiting.

        The lines dispatched by one call are a batch: the batch hooks run before it returns, so nothing
        that runs next (the awaited message, another task) sees a change its listeners were not told
        of."""
        try:
            for line in lines:
                pending = self.dispatch(line)
                if pending is not None:
                    return pending
            return None
        finally:
            for hook in self.batch_hooks:
                try:
                    hook()
                except Exception:
                    log.exception("%s: batch hook failed", self._peer.name)

    def notification(self, method: str, params: Any) -> Awaitable[None] | None:
        if method == CANCEL_METHOD:
            self._peer._cancel_incoming(params)
            return None
        handler = self.notification_handlers.get(method)
        if handler is None:
            log.debug("%s: notification %s ignored (no handler)", self._peer.name, method)
            return None
        try:
            outcome = handler(params)
        except Exception:
            log.exception("%s: handler for notification %s failed", self._peer.name, method)
            return None
        if outcome is not None and inspect.isawaitable(outcome):  # most handlers are plain functions
            return self._peer._finish_notification(method, outcome)
        return None
