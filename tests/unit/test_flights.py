"""Single flight (acp_bridge/flights.py): concurrent calls for one key share one run of the work; a
cancelled caller stops only its own wait, unless it was the last one."""

from __future__ import annotations

import asyncio

import anyio
import pytest

from acp_bridge.flights import Flights

pytestmark = pytest.mark.anyio


class Work:
    """Work that counts its runs and ends when told to (`release`), with `result` or `error`."""

    def __init__(self, result: str = "done", error: Exception | None = None) -> None:
        self.result, self.error = result, error
        self.started = 0
        self.cancelled = 0
        self.release = anyio.Event()

    async def __call__(self) -> str:
        self.started += 1
        try:
            await self.release.wait()
        except BaseException:
            self.cancelled += 1
            raise
        if self.error is not None:
            raise self.error
        return f"{self.result} {self.started}"


async def test_concurrent_calls_share_one_run_and_its_result() -> None:
    work = Work()
    results: list[tuple[str, bool]] = []
    async with anyio.create_task_group() as tg:
        flights: Flights[str, str] = Flights(tg, ended_early=lambda: RuntimeError("ended early"))

        async def call() -> None:
            results.append(await flights.run("s1", work))

        for _ in range(20):
            tg.start_soon(call)
        await anyio.wait_all_tasks_blocked()
        assert flights.running("s1") is not None
        work.release.set()
    assert work.started == 1
    assert sorted(results) == [("done 1", False)] + [("done 1", True)] * 19
    # After the run ended, a call starts it again.
    async with anyio.create_task_group() as tg:
        flights = Flights(tg, ended_early=lambda: RuntimeError("ended early"))
        assert await flights.run("s1", work) == ("done 2", False)


async def test_every_caller_gets_the_error_and_other_keys_run_apart() -> None:
    failing, other = Work(error=ValueError("no such session")), Work("other")
    errors: list[BaseException] = []
    async with anyio.create_task_group() as tg:
        flights: Flights[str, str] = Flights(tg, ended_early=lambda: RuntimeError("ended early"))

        async def call() -> None:
            try:
                await flights.run("s1", failing)
            except ValueError as exc:
                errors.append(exc)

        tg.start_soon(call)
        tg.start_soon(call)
        other.release.set()
        assert await flights.run("s2", other) == ("other 1", False)
        failing.release.set()
    assert [str(e) for e in errors] == ["no such session"] * 2 and failing.started == 1


async def test_a_cancelled_caller_leaves_the_work_to_the_others() -> None:
    work = Work()
    async with anyio.create_task_group() as tg:
        flights: Flights[str, str] = Flights(tg, ended_early=lambda: RuntimeError("ended early"))
        first = asyncio.ensure_future(flights.run("s1", work))  # cancelled as pygls cancels a request
        second = asyncio.ensure_future(flights.run("s1", work))
        await anyio.wait_all_tasks_blocked()
        first.cancel()
        await anyio.wait_all_tasks_blocked()
        assert first.cancelled() and work.cancelled == 0
        work.release.set()
        assert await second == ("done 1", True)
    assert work.started == 1


async def test_the_last_caller_cancelled_cancels_the_work_and_a_new_call_waits_then_starts_anew() -> None:
    work = Work()
    async with anyio.create_task_group() as tg:
        flights: Flights[str, str] = Flights(tg, ended_early=lambda: RuntimeError("ended early"))
        lone = asyncio.ensure_future(flights.run("s1", work))
        await anyio.wait_all_tasks_blocked()
        lone.cancel()
        later = asyncio.ensure_future(flights.run("s1", work))  # arrives while the work is stopping
        await anyio.wait_all_tasks_blocked()
        assert work.cancelled == 1 and work.started == 2
        work.release.set()
        assert await later == ("done 2", False)


async def test_a_call_that_does_not_join_the_running_work_waits_for_it_then_runs_its_own() -> None:
    resume, load = Work("resumed"), Work("loaded")
    order: list[str] = []
    async with anyio.create_task_group() as tg:
        flights: Flights[str, str] = Flights(tg, ended_early=lambda: RuntimeError("ended early"))

        async def call(work: Work, tag: str) -> None:
            result, _joined = await flights.run("s1", work, tag=tag, joins=lambda running: running == tag)
            order.append(result)

        tg.start_soon(call, resume, "resume")
        await anyio.wait_all_tasks_blocked()
        tg.start_soon(call, load, "load")
        await anyio.wait_all_tasks_blocked()
        assert load.started == 0, "never both at once"
        resume.release.set()
        load.release.set()
    assert order == ["resumed 1", "loaded 1"]


async def test_a_caller_still_waiting_when_the_task_group_ends_gets_the_error_not_a_hang() -> None:
    work = Work()
    outcome: list[BaseException] = []
    async with anyio.create_task_group() as outer:
        inner_scope = anyio.CancelScope()

        async def run_inner() -> None:
            with inner_scope:
                async with anyio.create_task_group() as inner:
                    flights: Flights[str, str] = Flights(inner, ended_early=lambda: RuntimeError("stopping"))
                    waiter.append(flights)
                    await anyio.sleep_forever()

        waiter: list[Flights[str, str]] = []
        outer.start_soon(run_inner)
        await anyio.wait_all_tasks_blocked()

        async def call() -> None:
            try:
                await waiter[0].run("s1", work)
            except RuntimeError as exc:
                outcome.append(exc)

        outer.start_soon(call)
        await anyio.wait_all_tasks_blocked()
        inner_scope.cancel()
    assert [str(e) for e in outcome] == ["stopping"]
