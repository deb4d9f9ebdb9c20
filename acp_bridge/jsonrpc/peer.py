"""An untyped JSON-RPC 2.0 peer over a byte stream pair (NDJSON), built on anyio's asyncio backend
(its callers wait on asyncio futures, and one loop timer watches their deadlines).

What it guarantees (and the typed ACP layer relies on):
- notifications are handled inline, strictly in receive order (never a task per notification);
- each incoming request runs in its own task with its own cancel scope, so a slow one (a permission
  prompt) never blocks the reader, and `$/cancel_request` cancels exactly that scope;
- each outgoing request has one waiter and a timeout; a timeout or a cancelled caller tells the peer
  with `$/cancel_request`;
- on an agent's pipes (`ReceivesInline`, `SendsAtOnce`) a request costs two event-loop iterations:
  it is written at once, and its answer is dispatched from the pipe's callback, which wakes the
  caller; the reading task runs only for a message that must be awaited;
- when the stream ends every waiter wakes with the close reason (for an agent, "agent NAME exited (code N):
  <last stderr lines>", supplied by `close_reason`).

The peer is three layers, one job each: the write path (:mod:`.peer_writer`), the requests it sends
and their answers (:mod:`.outgoing`), and here the reader and the requests it serves.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Awaitable, Callable, Iterator
from typing import Any, Protocol, runtime_checkable

import anyio
from anyio.abc import ByteReceiveStream, ByteSendStream, TaskGroup

from .dispatch import BatchHook, Dispatcher, LineTaker, NotificationHandler, RunTaker
from .dispatch import Tracer as Tracer  # the constructor's parameter: importers know it from here
from .errors import (
    INTERNAL_ERROR,
    INVALID_REQUEST,
    METHOD_NOT_FOUND,
    REQUEST_CANCELLED,
    ConnectionClosed,
    JsonRpcError,
    MessageTooLarge,
    RpcFailure,
)
from .framing import DEFAULT_MAX_LINE_BYTES, LineSplitter, OversizedLine
from .outgoing import AnswerHook as AnswerHook  # `request`'s parameter: importers know it from here
from .outgoing import CloseReason, RequestId, RequestingPeer, is_request_id
from .outgoing import Outgoing as Outgoing  # what `start_request` gives: importers know it from here

log = logging.getLogger(__name__)

RequestHandler = Callable[[Any], Awaitable[Any]]

#: Requests from the peer served at a time. Past this the reader stops reading until one has been
#: answered, so the peer's writes block (backpressure): a peer sending requests faster than it reads
#: the answers (a file read each, up to 32 MiB) cannot make this side hold more than this many.
MAX_INCOMING_REQUESTS = 4


@runtime_checkable
class ReceivesInline(Protocol):
    """A receive stream that can hand a chunk to the reader's code as it arrives (an agent's stdout:
    `PipeChunks`), from the event loop's callback, instead of waking the reading task for it."""

    async def receive_or_hand_over(self, handler: Callable[[bytes], bool]) -> bytes | None:
        """Like `receive`, but while it waits, a chunk that arrives is passed to `handler` at once.
        `handler` returns True when it is done with the chunk (the wait goes on), False when it left
        work for the reading task: this then returns None."""
        ...


class JsonRpcPeer(RequestingPeer):
    def __init__(
        self,
        receive: ByteReceiveStream,
        send: ByteSendStream,
        *,
        name: str = "peer",
        default_timeout: float = 60.0,
        max_line_bytes: int = DEFAULT_MAX_LINE_BYTES,
        tracer: Tracer | None = None,
        close_reason: CloseReason | None = None,
    ) -> None:
        super().__init__(send, name=name, default_timeout=default_timeout, close_reason=close_reason)
        self.max_line_bytes = max_line_bytes
        self._receive = receive
        self._incoming: dict[RequestId, anyio.CancelScope] = {}
        #: Requests from the peer being served (`MAX_INCOMING_REQUESTS`), and the event that the
        #: reader waits for while they are at the limit.
        self._serving = 0
        self._slot_freed: anyio.Event | None = None
        self._request_handlers: dict[str, RequestHandler] = {}
        # Every received line goes through the dispatcher; what must wait comes back here.
        self._dispatcher = Dispatcher(self, tracer)
        self._tg: TaskGroup | None = None
        #: The lines the pipe's callback left for the reading task (`_dispatch_chunk`), with the
        #: message it must await first.
        self._left: tuple[Awaitable[None], Iterator[bytes | OversizedLine]] | None = None
        #: The one splitter of received bytes into lines, for the reader and the pipe's callback alike.
        self._splitter = LineSplitter(max_line_bytes)

    # -- registration -------------------------------------------------------------------------------

    def on_request(self, method: str, handler: RequestHandler) -> None:
        self._request_handlers[method] = handler

    def on_notification(self, method: str, handler: NotificationHandler) -> None:
        """`handler` runs inline in the reader: it must not wait for this peer's own responses."""
        self._dispatcher.notification_handlers[method] = handler

    def set_line_taker(self, taker: LineTaker | None, run: RunTaker | None = None) -> None:
        """`taker` is offered each received line first, inline in the reader: one that decodes it into
        its own types (the ACP layer's typed `session/update`) and handles it returns True, and the
        line goes no further; False leaves it to the generic decode and the handlers. The line is
        traced before it is offered. `run`, if given, is offered the lines of each read first, at
        once and unsplit (`LineSplitter.feed_run`), and returns how many of them, from the first, it
        took, and of how many; the others are split and go on one by one. It is offered nothing
        while a tracer sees the lines. Neither may raise, and both must take only notifications:
        nothing answers what they take."""
        self._dispatcher.line_taker = taker
        self._dispatcher.run_taker = run

    def on_batch_end(self, hook: BatchHook) -> None:
        """`hook` runs inline in the reader after each batch of received lines: the lines of one read,
        or those before a message that must be awaited. Notification handlers that note changes per
        message can tell their listeners once per batch from there."""
        self._dispatcher.batch_hooks.append(hook)

    @property
    def tracer(self) -> Tracer | None:
        """Sees every line sent and received (the dispatcher holds it: it traces what is received)."""
        return self._dispatcher.tracer

    @tracer.setter
    def tracer(self, tracer: Tracer | None) -> None:
        self._dispatcher.tracer = tracer

    @property
    def stray_count(self) -> int:
        """How many lines the other side wrote that were not JSON-RPC messages, so far."""
        return self._dispatcher.skipped

    def stray_lines(self, since: int = 0) -> str:
        """What an error about the other side adds: the lines it wrote that were not JSON-RPC
        messages since `since` were skipped ("; meanwhile it wrote N lines … (the last: …)"; "" if
        none): since a request was written for its timeout, since the start for its end."""
        return self._dispatcher.stray_lines(since=since)

    # -- incoming ----------------------------------------------------------------------------------

    async def run(self) -> None:
        """Reads until the stream ends, then wakes every waiter. Returns the close reason."""
        try:
            async with anyio.create_task_group() as tg:
                self._tg = tg
                await self._read_all()
                # The stream ended: requests still running can no longer be answered.
                tg.cancel_scope.cancel()
        finally:
            self._tg = None
            reason: RpcFailure = ConnectionClosed(f"{self.name}: connection closed")
            if self._close_reason is not None:
                with anyio.CancelScope(shield=True):
                    reason = await self._close_reason()
            self._fail_all(reason)

    async def _on_oversized(self, item: OversizedLine) -> None:
        log.error("%s: %s", self.name, item.describe())
        # Only a *response* may fail one of our waiters: a request from the peer carries an id from
        # the peer's own numbering, which can equal a pending id of ours.
        response_id = item.response_id()
        waiter = self._waiters.get(response_id) if response_id is not None else None
        if waiter is not None and not waiter.future.done():
            waiter.error = MessageTooLarge(f"{self.name}: the answer to {waiter.method}: {item.describe()}")
            waiter.wake()
            return
        # A request we could not read still gets an answer, so the peer does not wait forever.
        request_id, method = item.request_id(), item.method()
        if method is not None and request_id is not None:
            with contextlib.suppress(RpcFailure):
                await self._respond_error(
                    request_id, JsonRpcError(INVALID_REQUEST, f"{method}: {item.describe()}")
                )

    async def _read_all(self) -> None:
        # The hot loop of a replay (hundreds of thousands of notifications): lines are split and
        # dispatched synchronously, and only the rare message that needs to wait (an
        # async handler, an error answer) is awaited, in place, so receive order is kept without a
        # coroutine per line.
        splitter = self._splitter  # shared with `_dispatch_chunk`
        dispatch = self._dispatcher.dispatch_until_pending
        receive = self._receive
        inline = receive.receive_or_hand_over if isinstance(receive, ReceivesInline) else None
        while True:
            try:
                if inline is not None:
                    # An agent's pipe: what arrives while this waits is dispatched by the pipe's own
                    # callback (`_dispatch_chunk`), in order; this task only runs for what must wait.
                    data = await inline(self._dispatch_chunk)
                else:
                    data = await receive.receive(1 << 20)
            except (anyio.EndOfStream, anyio.ClosedResourceError, anyio.BrokenResourceError):
                break
            if data is None:  # the callback stopped at a message to await: it comes first
                assert self._left is not None
                (left, lines), self._left = self._left, None
                await left
            else:
                lines = self._lines(data)
            while (pending := dispatch(lines)) is not None:
                await pending
        lines = iter(splitter.finish())
        while (pending := dispatch(lines)) is not None:
            await pending

    def _dispatch_chunk(self, data: bytes) -> bool:
        """A chunk the pipe delivered while the reader waited, dispatched from the pipe's callback: the
        answer to a call wakes its caller without first waking the reading task (a loop iteration and
        a task switch per call). The lines are dispatched in order, as the reader does; at one that
        must be awaited this stops and leaves it, with the lines after it, to the reader (False), which
        the pipe then wakes. So a notification received before an answer is handled before the
        answer's caller wakes, whichever of them dispatches it."""
        lines = self._lines(data)
        pending = self._dispatcher.dispatch_until_pending(lines)
        if pending is None:
            return True
        self._left = (pending, lines)
        return False

    def _lines(self, data: bytes) -> Iterator[bytes | OversizedLine]:
        """The lines a read completes, to dispatch one by one: all of them, or those left after the
        run taker took what it takes of them at once."""
        dispatcher, splitter = self._dispatcher, self._splitter
        taker = dispatcher.run_taker
        if taker is None or dispatcher.tracer is not None:
            return iter(splitter.feed(data))
        run = splitter.feed_run(data)
        if not isinstance(run, bytes):
            return iter(run)
        taken, lines = taker(run)
        if taken and taken == lines:
            return iter(())
        items = splitter.run_items(run)  # a run taken in part had no blank line: the counts agree
        return iter(items[taken:] if taken else items)

    def _cancel_incoming(self, params: Any) -> None:
        """`$/cancel_request`: cancels the request it names, if it is still being served."""
        request_id = params.get("requestId") if isinstance(params, dict) else None
        scope = self._incoming.get(request_id) if is_request_id(request_id) else None
        if scope is not None:
            scope.cancel()

    async def _finish_notification(self, method: str, outcome: Awaitable[None]) -> None:
        try:
            await outcome
        except Exception:
            log.exception("%s: handler for notification %s failed", self.name, method)

    def _start_request(self, request_id: Any, method: str, params: Any) -> Awaitable[None] | None:
        """Serves a request from the peer in a task of its own; at the limit of requests served at a
        time, returns what the reader awaits first (it reads nothing meanwhile)."""
        if not is_request_id(request_id):
            log.warning("%s: request %s with an invalid id %r ignored", self.name, method, request_id)
            return None
        if self._serving >= MAX_INCOMING_REQUESTS:
            return self._start_when_served(request_id, method, params)
        assert self._tg is not None
        scope = anyio.CancelScope()
        self._incoming[request_id] = scope
        self._serving += 1
        self._tg.start_soon(self._serve_request, request_id, method, params, scope)
        return None

    async def _start_when_served(self, request_id: RequestId, method: str, params: Any) -> None:
        log.debug("%s: %d requests being served; reading waits", self.name, self._serving)
        while self._serving >= MAX_INCOMING_REQUESTS:
            self._slot_freed = freed = anyio.Event()
            await freed.wait()
        self._start_request(request_id, method, params)

    async def _serve_request(
        self, request_id: RequestId, method: str, params: Any, scope: anyio.CancelScope
    ) -> None:
        try:
            handler = self._request_handlers.get(method)
            if handler is None:
                await self._respond_error(
                    request_id, JsonRpcError(METHOD_NOT_FOUND, f"method not found: {method}")
                )
                return
            result: Any = None
            error: JsonRpcError | None = None
            with scope:
                try:
                    result = await handler(params)
                except JsonRpcError as exc:
                    error = exc
                except Exception:
                    log.exception("%s: handler for %s failed", self.name, method)
                    error = JsonRpcError(INTERNAL_ERROR, f"internal error while handling {method}")
            if scope.cancelled_caught:
                error = JsonRpcError(REQUEST_CANCELLED, "request cancelled")
            if error is not None:
                await self._respond_error(request_id, error)
            else:
                # Encoded, then let go before the wait for the pipe: an answer waiting to be written
                # is held once, as its bytes, not also as the result (a file's text, up to 32 MiB).
                answer = self._encode({"jsonrpc": "2.0", "id": request_id, "result": result})
                result = None
                await self._write_encoded(answer)
        except RpcFailure as exc:
            log.debug("%s: could not answer %s: %s", self.name, method, exc)
        finally:
            self._incoming.pop(request_id, None)
            self._serving -= 1
            if self._slot_freed is not None:
                self._slot_freed.set()
                self._slot_freed = None

    async def _respond_error(self, request_id: RequestId | None, error: JsonRpcError) -> None:
        await self._write({"jsonrpc": "2.0", "id": request_id, "error": error.to_wire()})
