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
- when the stream ends every waiter wakes with the close reason (for an agent, "agent exited (code N):
  <last stderr lines>", supplied by `close_reason`).
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
import math
from collections.abc import Awaitable, Callable, Iterator
from typing import Any, Protocol, TypeGuard, runtime_checkable

import anyio
import orjson
from anyio.abc import ByteReceiveStream, ByteSendStream, TaskGroup

from .dispatch import CANCEL_METHOD, BatchHook, Dispatcher, LineTaker, NotificationHandler
from .dispatch import Tracer as Tracer  # the constructor's parameter: importers know it from here
from .errors import (
    INTERNAL_ERROR,
    INVALID_REQUEST,
    METHOD_NOT_FOUND,
    REQUEST_CANCELLED,
    ConnectionClosed,
    JsonRpcError,
    MessageTooLarge,
    RequestTimeout,
    RpcFailure,
)
from .framing import DEFAULT_MAX_LINE_BYTES, LineSplitter, OversizedLine

log = logging.getLogger(__name__)

RequestHandler = Callable[[Any], Awaitable[Any]]
#: Told that a request's answer was read (see `_Waiter.on_answer`).
AnswerHook = Callable[[], None]
CloseReason = Callable[[], Awaitable[RpcFailure]]

RequestId = int | str

#: How long a `$/cancel_request` may take to write. Bounded because the peer may have stopped reading
#: (a full pipe): a cancelled or timed-out caller must still return promptly.
CANCEL_SEND_TIMEOUT = 1.0
#: How long a failed write waits for the reader's close reason (`_why_closed`): longer than the
#: agent's exit takes to be seen (`AgentConnection`'s `close_reason` waits up to 2 s for it).
CLOSE_REASON_WAIT = 3.0
#: How many abandoned requests' answers are still recognised (and dropped quietly) when they come.
MAX_ABANDONED = 64
#: Requests from the peer served at a time. Past this the reader stops reading until one has been
#: answered, so the peer's writes block (backpressure): a peer sending requests faster than it reads
#: the answers (a file read each, up to 32 MiB) cannot make this side hold more than this many.
MAX_INCOMING_REQUESTS = 4


@runtime_checkable
class SendsAtOnce(Protocol):
    """A send stream that can take a message without waiting (an agent's stdin: `_WriterStream`)."""

    def send_nowait(self, item: bytes) -> bool:
        """Sends `item` when that needs no waiting and returns True; else sends nothing, returns False."""
        ...


@runtime_checkable
class ReceivesInline(Protocol):
    """A receive stream that can hand a chunk to the reader's code as it arrives (an agent's stdout:
    `PipeChunks`), from the event loop's callback, instead of waking the reading task for it."""

    async def receive_or_hand_over(self, handler: Callable[[bytes], bool]) -> bytes | None:
        """Like `receive`, but while it waits, a chunk that arrives is passed to `handler` at once.
        `handler` returns True when it is done with the chunk (the wait goes on), False when it left
        work for the reading task: this then returns None."""
        ...


def _is_request_id(value: Any) -> TypeGuard[RequestId]:
    # `True == 1` in Python: a response with `"id": true` must not resolve request 1.
    return isinstance(value, (int, str)) and not isinstance(value, bool)


class _Waiter:
    """One outgoing request's caller, woken through a plain asyncio future (its outcome is kept here,
    so the future never holds an exception nobody retrieves)."""

    __slots__ = ("deadline", "error", "future", "method", "on_answer", "result", "timed_out")

    def __init__(
        self, method: str, future: asyncio.Future[None], deadline: float, on_answer: AnswerHook | None
    ) -> None:
        self.method = method
        self.future = future
        #: Called as the answer is read, in receive order (the caller runs later, after the rest of
        #: the answer's batch of lines was dispatched).
        self.on_answer = on_answer
        #: When the request times out, in the loop's time (`math.inf`: never).
        self.deadline = deadline
        self.result: Any = None
        self.error: RpcFailure | None = None
        self.timed_out = False

    def wake(self) -> bool:
        """Wakes the caller; False when it was woken (or gave up) already."""
        if self.future.done():
            return False
        self.future.set_result(None)
        return True


class Outgoing:
    """A request written by `JsonRpcPeer.start_request` whose answer is awaited later."""

    __slots__ = ("failure", "peer", "request_id", "seconds", "unsent", "waiter")

    def __init__(self, peer: JsonRpcPeer, request_id: RequestId, waiter: _Waiter, seconds: float) -> None:
        self.peer = peer
        self.request_id = request_id
        self.waiter = waiter
        self.seconds = seconds
        #: The message, when the stream could not take it at once (`result()` writes it).
        self.unsent: bytes | None = None
        #: Why it could not be written (raised by `result()`).
        self.failure: RpcFailure | None = None

    async def result(self) -> Any:
        """The answer (or the error, timeout or close reason), as `JsonRpcPeer.request` gives it."""
        return await self.peer._finish(self)

    def abandon(self) -> None:
        """The caller will not await the answer: the request is forgotten, and its answer, when it
        comes, dropped quietly. The peer is not told (no `$/cancel_request`): for cheap reads whose
        answer comes anyway, like a page of a listing the caller stopped."""
        self.peer._abandon(self)


class JsonRpcPeer:
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
        self.name = name
        self.default_timeout = default_timeout
        self.max_line_bytes = max_line_bytes
        self._receive = receive
        self._send = send
        self._close_reason = close_reason
        self._ids = itertools.count(1)
        self._waiters: dict[RequestId, _Waiter] = {}
        #: Requests written whose caller no longer wants the answer (`Outgoing.abandon`), oldest first.
        self._abandoned: dict[RequestId, None] = {}
        self._incoming: dict[RequestId, anyio.CancelScope] = {}
        #: Requests from the peer being served (`MAX_INCOMING_REQUESTS`), and the event that the
        #: reader waits for while they are at the limit.
        self._serving = 0
        self._slot_freed: anyio.Event | None = None
        self._request_handlers: dict[str, RequestHandler] = {}
        # Every received line goes through the dispatcher; what must wait comes back here.
        self._dispatcher = Dispatcher(self, tracer)
        # Held by a write that waits (`_send_waiting`). Uncontended (the usual case) it does not
        # yield to the event loop first: a yield per message cost a loop iteration per request.
        self._write_lock = anyio.Lock(fast_acquire=True)
        #: A write that needs no waiting goes straight to the stream, without the lock (`_send_now`).
        self._send_nowait = send.send_nowait if isinstance(send, SendsAtOnce) else None
        self._closed: RpcFailure | None = None
        self._tg: TaskGroup | None = None
        #: One timer for every request's deadline, set for the earliest (`_watch_deadline`): most
        #: calls end long before theirs, and a timer (or a cancel scope) per call cost more than the
        #: rest of a small call's bookkeeping.
        self._timer: asyncio.TimerHandle | None = None
        self._timer_at = math.inf
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

    def set_line_taker(self, taker: LineTaker | None) -> None:
        """`taker` is offered each received line first, inline in the reader: one that decodes it into
        its own types (the ACP layer's typed `session/update`) and handles it returns True, and the
        line goes no further; False leaves it to the generic decode and the handlers. The line is
        traced before it is offered. It must never raise, and must take only notifications: nothing
        answers what it takes."""
        self._dispatcher.line_taker = taker

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

    def unanswered(self) -> list[tuple[RequestId, str]]:
        """(id, method) of each request written whose answer has not come (its caller waits)."""
        return [(request_id, w.method) for request_id, w in self._waiters.items() if not w.future.done()]

    @property
    def closed(self) -> RpcFailure | None:
        """None while open; the close reason afterwards."""
        return self._closed

    # -- outgoing ----------------------------------------------------------------------------------

    async def request(
        self,
        method: str,
        params: Any = None,
        *,
        timeout: float | None = None,
        on_answer: AnswerHook | None = None,
    ) -> Any:
        return await self.start_request(method, params, timeout=timeout, on_answer=on_answer).result()

    def start_request(
        self,
        method: str,
        params: Any = None,
        *,
        timeout: float | None = None,
        on_answer: AnswerHook | None = None,
    ) -> Outgoing:
        """Writes a request now, when the stream takes it without waiting (else `result()` writes
        it), and returns it: the caller awaits its answer later, with `Outgoing.result()`, once, or
        `abandon`s it. So a caller can ask for the next thing before it handles the last answer (a
        listing asks for its next page while it merges the one it has)."""
        if self._closed is not None:
            raise self._closed
        loop = asyncio.get_running_loop()
        seconds = self.default_timeout if timeout is None else timeout
        deadline = loop.time() + seconds if seconds != math.inf else math.inf
        request_id = next(self._ids)
        message: dict[str, Any] = {"jsonrpc": "2.0", "id": request_id, "method": method}
        if params is not None:
            message["params"] = params
        data = self._encode(message)  # first: params it cannot write leave no waiter behind
        waiter = _Waiter(method, loop.create_future(), deadline, on_answer)
        self._waiters[request_id] = waiter
        if deadline != math.inf:
            self._watch_deadline(loop, deadline)
        outgoing = Outgoing(self, request_id, waiter, seconds)
        try:
            if not self._send_now(data):
                # The write must wait (another one is in progress, or the pipe is full: a peer that
                # stopped reading): `result()` does it, within the deadline.
                outgoing.unsent = data
        except RpcFailure as exc:
            outgoing.failure = exc
        return outgoing

    async def _finish(self, outgoing: Outgoing) -> Any:
        """`Outgoing.result()`: writes what could not be written at once, waits for the answer."""
        request_id, waiter = outgoing.request_id, outgoing.waiter
        try:
            try:
                if outgoing.failure is not None:
                    raise outgoing.failure
                if outgoing.unsent is not None:
                    data, outgoing.unsent = outgoing.unsent, None
                    with anyio.move_on_after(waiter.deadline - asyncio.get_running_loop().time()) as scope:
                        await self._send_waiting(data)
                    if scope.cancelled_caught:
                        waiter.timed_out = True
            except ConnectionClosed as exc:
                raise await self._why_closed(waiter, exc) from exc
            if not waiter.timed_out:
                await waiter.future
            if waiter.timed_out:
                await self._send_cancel(request_id)
                raise RequestTimeout(waiter.method, outgoing.seconds)
        except anyio.get_cancelled_exc_class():
            with anyio.CancelScope(shield=True):
                await self._send_cancel(request_id)
            raise
        finally:
            self._waiters.pop(request_id, None)
        if waiter.error is not None:
            raise waiter.error
        return waiter.result

    def _abandon(self, outgoing: Outgoing) -> None:
        waiter = self._waiters.pop(outgoing.request_id, None)
        written = outgoing.unsent is None and outgoing.failure is None
        if waiter is not None and written and (not waiter.future.done() or waiter.timed_out):
            # Its answer is still to come (or comes late): dropped then, without a warning.
            self._abandoned[outgoing.request_id] = None
            while len(self._abandoned) > MAX_ABANDONED:  # a peer that never answers them
                del self._abandoned[next(iter(self._abandoned))]

    async def _why_closed(self, waiter: _Waiter, failure: RpcFailure) -> RpcFailure:
        """A write found the stream closed before the reader saw it end. An agent that exited has
        just closed both pipes, and its reader is about to supply the close reason (the exit code
        and last stderr lines, which tell the user far more than "connection closed"): wait for it
        a moment (it wakes `waiter` with it, see `run`)."""
        if self._closed is None and self._close_reason is not None:
            with anyio.move_on_after(CLOSE_REASON_WAIT):
                await asyncio.shield(waiter.future)
        return self._closed or failure

    def _watch_deadline(self, loop: asyncio.AbstractEventLoop, deadline: float) -> None:
        """Makes sure the timer goes off by `deadline`."""
        if deadline < self._timer_at:
            if self._timer is not None:
                self._timer.cancel()
            self._timer, self._timer_at = loop.call_at(deadline, self._expire, loop), deadline

    def _expire(self, loop: asyncio.AbstractEventLoop) -> None:
        """The timer: wakes the callers whose deadline passed (they send `$/cancel_request` and raise
        `RequestTimeout`), then is set for the earliest deadline left."""
        self._timer, self._timer_at = None, math.inf
        now, earliest = loop.time(), math.inf
        for waiter in self._waiters.values():
            if waiter.deadline <= now:
                if waiter.wake():
                    waiter.timed_out = True
            elif waiter.deadline < earliest:
                earliest = waiter.deadline
        if earliest != math.inf and self._closed is None:
            self._watch_deadline(loop, earliest)

    async def notify(self, method: str, params: Any = None) -> None:
        message: dict[str, Any] = {"jsonrpc": "2.0", "method": method}
        if params is not None:
            message["params"] = params
        await self._write(message)

    async def _send_cancel(self, request_id: RequestId) -> None:
        if self._closed is None:
            with contextlib.suppress(RpcFailure), anyio.move_on_after(CANCEL_SEND_TIMEOUT) as scope:
                await self.notify(CANCEL_METHOD, {"requestId": request_id})
            if scope.cancelled_caught:
                log.warning("%s: could not send %s for request %r", self.name, CANCEL_METHOD, request_id)

    async def _write(self, message: dict[str, Any]) -> None:
        await self._write_encoded(self._encode(message))

    async def _write_encoded(self, data: bytes) -> None:
        if not self._send_now(data):
            await self._send_waiting(data)

    def _encode(self, message: dict[str, Any]) -> bytes:
        if self._closed is not None:
            raise self._closed
        data = orjson.dumps(message, option=orjson.OPT_APPEND_NEWLINE)
        if self.tracer is not None:
            self.tracer("send", data[:-1])
        return data

    def _send_now(self, data: bytes) -> bool:
        """Writes `data` at once when no other write is in progress and the stream takes it without
        waiting (an agent's stdin with nothing left to flush); False: nothing was written."""
        send_nowait = self._send_nowait
        if send_nowait is None or self._write_lock.locked():
            return False
        try:
            return send_nowait(data)
        except (anyio.BrokenResourceError, anyio.ClosedResourceError, OSError) as exc:
            raise self._connection_closed(exc) from exc

    async def _send_waiting(self, data: bytes) -> None:
        try:
            async with self._write_lock:
                await self._send.send(data)
        except (anyio.BrokenResourceError, anyio.ClosedResourceError, OSError) as exc:
            raise self._connection_closed(exc) from exc

    def _connection_closed(self, exc: BaseException) -> RpcFailure:
        detail = str(exc) or type(exc).__name__
        return self._closed or ConnectionClosed(f"{self.name}: connection closed ({detail})")

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

    def close(self, reason: RpcFailure) -> None:
        """Marks the peer closed now (e.g. we are shutting the agent down) and wakes every waiter."""
        self._fail_all(reason)

    def _fail_all(self, reason: RpcFailure) -> None:
        if self._closed is None:
            self._closed = reason
        if self._timer is not None:
            self._timer.cancel()
            self._timer, self._timer_at = None, math.inf
        for waiter in list(self._waiters.values()):
            if not waiter.future.done():
                waiter.error = self._closed
                waiter.wake()

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
                lines = iter(splitter.feed(data))
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
        lines = iter(self._splitter.feed(data))
        pending = self._dispatcher.dispatch_until_pending(lines)
        if pending is None:
            return True
        self._left = (pending, lines)
        return False

    def _handle_response(self, message: dict[str, Any]) -> None:
        request_id = message["id"]
        waiter = self._waiters.get(request_id) if _is_request_id(request_id) else None
        if waiter is None or waiter.future.done():
            if waiter is None and _is_request_id(request_id) and request_id in self._abandoned:
                del self._abandoned[request_id]
                log.debug("%s: the answer to abandoned request %r dropped", self.name, request_id)
            else:
                log.warning("%s: response to unknown request id %r ignored", self.name, request_id)
            return
        if waiter.on_answer is not None:
            try:
                waiter.on_answer()
            except Exception:
                log.exception("%s: the answer hook of %s failed", self.name, waiter.method)
        error = message.get("error")
        if error is not None:
            if isinstance(error, dict):
                code = error.get("code")
                waiter.error = JsonRpcError(
                    code if isinstance(code, int) else INTERNAL_ERROR,
                    str(error.get("message") or "error without a message"),
                    error.get("data"),
                )
            else:
                waiter.error = JsonRpcError(INTERNAL_ERROR, f"malformed error response: {error!r:.200}")
        else:
            waiter.result = message.get("result")
        waiter.wake()

    def _cancel_incoming(self, params: Any) -> None:
        """`$/cancel_request`: cancels the request it names, if it is still being served."""
        request_id = params.get("requestId") if isinstance(params, dict) else None
        scope = self._incoming.get(request_id) if _is_request_id(request_id) else None
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
        if not _is_request_id(request_id):
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
