"""Single flight: concurrent calls for the same key share one run of the work.

Two clicks on a session 20 ms apart must be one `session/load`, not two replays into the same
transcript. :meth:`Flights.run` starts the work for a key that has none running and lets every
later call for that key wait for the same outcome (result or exception), until the work ends; a call
after that starts the work again.

The work runs in a task of its own (in the task group given), not in the task of whoever called
first: cancelling one caller (the editor's ``$/cancelRequest``) only stops that caller's wait. The
work is cancelled when the last caller waiting for it has gone, so a lone call that is cancelled
cancels its work as before; a call arriving meanwhile waits for that work to end and starts anew.

A call may accept only some of the running work (``joins``, given the running work's ``tag``): a
load joins a load, but not a resume (which replays nothing); such a call waits for the running work
to end and then starts its own, so the two never run at once for one key.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Hashable
from typing import Any, Generic, TypeVar

import anyio
from anyio.abc import TaskGroup

K = TypeVar("K", bound=Hashable)
T = TypeVar("T")


class Flight(Generic[T]):
    """One run of the work: its outcome, once `done` is set."""

    __slots__ = ("abandoned", "done", "error", "has_result", "result", "scope", "tag", "waiters")

    def __init__(self, tag: Any) -> None:
        self.tag = tag
        self.done = anyio.Event()
        self.scope = anyio.CancelScope()
        self.waiters = 0
        #: Every caller went before it ended: it was cancelled, nobody may join it any more.
        self.abandoned = False
        self.has_result = False
        self.result: T | None = None
        self.error: BaseException | None = None


class Flights(Generic[K, T]):
    def __init__(self, tg: TaskGroup, *, ended_early: Callable[[], Exception]) -> None:
        """`ended_early` makes the exception raised to a caller whose work ended without an outcome
        (the task group was cancelled while the caller still waited)."""
        self._tg = tg
        self._ended_early = ended_early
        self._running: dict[K, Flight[T]] = {}

    def running(self, key: K) -> Flight[T] | None:
        return self._running.get(key)

    def __len__(self) -> int:
        """How many are running."""
        return len(self._running)

    async def run(
        self,
        key: K,
        work: Callable[[], Awaitable[T]],
        *,
        tag: Any = None,
        joins: Callable[[Any], bool] = lambda _tag: True,
    ) -> tuple[T, bool]:
        """The work's result (or its exception, raised), and whether this call joined work that
        another call had started (False: this call started it)."""
        while True:
            flight = self._running.get(key)
            if flight is None:
                flight = self._running[key] = Flight(tag)
                try:
                    self._tg.start_soon(self._fly, key, flight, work)
                except BaseException:  # (the task group is closing): no flight for later calls to wait on
                    del self._running[key]
                    raise
                return await self._wait(flight), False
            if not flight.abandoned and joins(flight.tag):
                return await self._wait(flight), True
            await flight.done.wait()  # then it is no longer running: start anew (or join a newer one)

    async def _fly(self, key: K, flight: Flight[T], work: Callable[[], Awaitable[T]]) -> None:
        try:
            with flight.scope:
                flight.result = await work()
                flight.has_result = True
        except Exception as exc:
            flight.error = exc
        finally:  # the task group's own cancellation passes through, after the callers are woken
            if self._running.get(key) is flight:
                del self._running[key]
            flight.done.set()

    async def _wait(self, flight: Flight[T]) -> T:
        flight.waiters += 1
        try:
            await flight.done.wait()
        except BaseException:  # this caller was cancelled: the work goes on for the others
            flight.waiters -= 1
            if flight.waiters == 0 and not flight.done.is_set():
                flight.abandoned = True
                flight.scope.cancel()
            raise
        flight.waiters -= 1
        if flight.error is not None:
            raise flight.error
        if not flight.has_result:
            raise self._ended_early()
        return flight.result  # type: ignore[return-value]
