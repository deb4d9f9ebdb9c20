"""The requests the peer sends, and their answers: one waiter and one deadline per request.

Each request gets an id and a waiter (`_Waiter`, a plain asyncio future) that its answer, its
timeout or the peer's close wakes. One loop timer watches every deadline, set for the earliest.
A timeout or a cancelled caller tells the other side with `$/cancel_request`. A request can be
written now and its answer awaited later (`Outgoing`), or abandoned: its answer is then dropped
quietly when it comes. When the peer closes, every waiter wakes with the close reason.

`RequestingPeer` is the layer of `JsonRpcPeer` (:mod:`.peer`) above its write path
(:mod:`.peer_writer`); the reader hands it each answer it reads (`_handle_response`).
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
import math
from collections.abc import Awaitable, Callable
from typing import Any, TypeGuard

import anyio
from anyio.abc import ByteSendStream

from .dispatch import CANCEL_METHOD
from .errors import INTERNAL_ERROR, ConnectionClosed, JsonRpcError, RequestTimeout, RpcFailure
from .peer_writer import PeerWriter

#: Logged under the peer's name: one logger for all the peer says, whichever layer says it.
log = logging.getLogger("acp_bridge.jsonrpc.peer")

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


def is_request_id(value: Any) -> TypeGuard[RequestId]:
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

    __slots__ = ("failure", "peer", "request_id", "seconds", "strays", "unsent", "waiter")

    def __init__(self, peer: RequestingPeer, request_id: RequestId, waiter: _Waiter, seconds: float) -> None:
        self.peer = peer
        self.request_id = request_id
        self.waiter = waiter
        self.seconds = seconds
        #: How many lines the peer had skipped when this was written (its timeout names those since).
        self.strays = peer.stray_count
        #: The message, when the stream could not take it at once (`result()` writes it).
        self.unsent: bytes | None = None
        #: Why it could not be written (raised by `result()`).
        self.failure: RpcFailure | None = None

    @property
    def written(self) -> bool:
        """Whether the request went out: its answer may come."""
        return self.unsent is None and self.failure is None

    async def result(self) -> Any:
        """The answer (or the error, timeout or close reason), as `JsonRpcPeer.request` gives it."""
        return await self.peer._finish(self)

    def abandon(self) -> None:
        """The caller will not await the answer: the request is forgotten, and its answer, when it
        comes, dropped quietly. The peer is not told (no `$/cancel_request`): for cheap reads whose
        answer comes anyway, like a page of a listing the caller stopped."""
        self.peer._abandon(self)


class RequestingPeer(PeerWriter):
    def __init__(
        self,
        send: ByteSendStream,
        *,
        name: str,
        default_timeout: float,
        close_reason: CloseReason | None,
    ) -> None:
        super().__init__(send, name=name)
        self.default_timeout = default_timeout
        self._close_reason = close_reason
        self._ids = itertools.count(1)
        self._waiters: dict[RequestId, _Waiter] = {}
        #: Requests whose caller no longer waits for the answer (abandoned, cancelled, timed out), oldest
        #: first: an answer that still comes is dropped quietly (`_expect_late_answer`).
        self._abandoned: dict[RequestId, None] = {}
        #: One timer for every request's deadline, set for the earliest (`_watch_deadline`): most
        #: calls end long before theirs, and a timer (or a cancel scope) per call cost more than the
        #: rest of a small call's bookkeeping.
        self._timer: asyncio.TimerHandle | None = None
        self._timer_at = math.inf

    @property
    def stray_count(self) -> int:
        """How many received lines were skipped as not JSON-RPC: none here (the reading peer counts)."""
        return 0

    def stray_lines(self, since: int = 0) -> str:
        """What to add to an error about the peer (a request's timeout, written when the peer had
        skipped `since` lines; its end): "" here; the reading peer names the lines it skipped since."""
        return ""

    def unanswered(self) -> list[tuple[RequestId, str]]:
        """(id, method) of each request written whose answer has not come (its caller waits)."""
        return [(request_id, w.method) for request_id, w in self._waiters.items() if not w.future.done()]

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
                    with anyio.move_on_after(waiter.deadline - asyncio.get_running_loop().time()) as scope:
                        await self._send_waiting(outgoing.unsent)
                    if scope.cancelled_caught:
                        waiter.timed_out = True
                    else:
                        outgoing.unsent = None
            except ConnectionClosed as exc:
                raise await self._why_closed(waiter, exc) from exc
            if not waiter.timed_out:
                await waiter.future
            if waiter.timed_out:
                if outgoing.written:
                    self._expect_late_answer(request_id, waiter)
                await self._send_cancel(request_id)
                raise RequestTimeout(waiter.method, outgoing.seconds, self.stray_lines(outgoing.strays))
        except anyio.get_cancelled_exc_class():
            # (Cancelling the task that awaits the future cancels the future.)
            if outgoing.written and (waiter.future.cancelled() or not waiter.future.done()):
                self._expect_late_answer(request_id, waiter)
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
        if waiter is not None and outgoing.written and (not waiter.future.done() or waiter.timed_out):
            self._expect_late_answer(outgoing.request_id, None)

    def _expect_late_answer(self, request_id: RequestId, waiter: _Waiter | None) -> None:
        """The caller of a written request stopped waiting (it abandoned the request, was cancelled
        or timed out): its answer, when it comes, is dropped without a warning. Not when `waiter`,
        the caller's, is no longer waiting: the answer came while the caller was on its way out."""
        if waiter is not None and self._waiters.get(request_id) is not waiter:
            return
        self._abandoned[request_id] = None
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

    async def _send_cancel(self, request_id: RequestId) -> None:
        if self._closed is None:
            with contextlib.suppress(RpcFailure), anyio.move_on_after(CANCEL_SEND_TIMEOUT) as scope:
                await self.notify(CANCEL_METHOD, {"requestId": request_id})
            if scope.cancelled_caught:
                log.warning("%s: could not send %s for request %r", self.name, CANCEL_METHOD, request_id)

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

    def _fail_answer(self, request_id: Any, failure: RpcFailure) -> None:
        """The answer to a request of ours arrived but cannot be used: the request fails with
        `failure` now rather than by its timeout."""
        waiter = self._waiters.get(request_id) if is_request_id(request_id) else None
        if waiter is not None and not waiter.future.done():
            waiter.error = failure
            waiter.wake()

    def _handle_response(self, message: dict[str, Any]) -> None:
        request_id = message["id"]
        waiter = self._waiters.get(request_id) if is_request_id(request_id) else None
        if waiter is not None and (waiter.timed_out or waiter.future.cancelled()):
            # Its caller gave up (a timeout, a cancel) and has not yet run to forget the request.
            del self._waiters[request_id]
            self._abandoned.pop(request_id, None)
            log.debug("%s: the late answer to request %r dropped", self.name, request_id)
            return
        if waiter is None or waiter.future.done():
            if waiter is None and is_request_id(request_id) and request_id in self._abandoned:
                del self._abandoned[request_id]
                log.debug("%s: the late answer to request %r dropped", self.name, request_id)
            elif self._closed is not None:
                # We closed the connection (the agent is being stopped) and failed every request
                # then: what the agent still wrote before it stopped is nobody's any more.
                log.debug("%s: an answer after the close (request %r) dropped", self.name, request_id)
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
