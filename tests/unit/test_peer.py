"""The JSON-RPC peer, driven from a raw NDJSON side that can send anything and see every byte."""

from __future__ import annotations

import asyncio
import contextlib
import math
from collections.abc import AsyncIterator, Callable
from typing import Any

import anyio
import orjson
import pytest
from anyio.abc import ByteReceiveStream, ByteSendStream

from acp_bridge.jsonrpc import (
    CANCEL_METHOD,
    INVALID_REQUEST,
    METHOD_NOT_FOUND,
    REQUEST_CANCELLED,
    ConnectionClosed,
    JsonRpcError,
    JsonRpcPeer,
    LineSplitter,
    MessageTooLarge,
    RequestTimeout,
    RpcFailure,
)
from acp_bridge.jsonrpc import outgoing as outgoing_module
from acp_bridge.jsonrpc.memory import byte_pipe
from acp_bridge.jsonrpc.stdio import PipeChunks, StreamReaderStream

pytestmark = pytest.mark.anyio


class Raw:
    """The other end of the wire: writes raw lines, reads the peer's messages one at a time."""

    def __init__(self, send: ByteSendStream, receive: ByteReceiveStream) -> None:
        self.send_stream = send
        self.receive_stream = receive
        self._splitter = LineSplitter()
        self._pending: list[Any] = []

    async def send(self, message: Any) -> None:
        data = message if isinstance(message, bytes) else orjson.dumps(message) + b"\n"
        await self.send_stream.send(data)

    async def recv(self, timeout: float = 2.0) -> Any:
        with anyio.fail_after(timeout):
            while not self._pending:
                for line in self._splitter.feed(await self.receive_stream.receive()):
                    assert isinstance(line, bytes)
                    self._pending.append(orjson.loads(line))
        return self._pending.pop(0)

    async def answer(self, request: dict[str, Any], result: Any) -> None:
        await self.send({"jsonrpc": "2.0", "id": request["id"], "result": result})

    async def eof(self) -> None:
        await self.send_stream.aclose()


@contextlib.asynccontextmanager
async def wired(outgoing_buffer: int = 64, **kwargs: Any) -> AsyncIterator[tuple[JsonRpcPeer, Raw]]:
    to_peer_send, to_peer_receive = byte_pipe()
    from_peer_send, from_peer_receive = byte_pipe(outgoing_buffer)
    peer = JsonRpcPeer(to_peer_receive, from_peer_send, name="test", **kwargs)
    try:
        async with anyio.create_task_group() as tg:
            tg.start_soon(peer.run)
            yield peer, Raw(to_peer_send, from_peer_receive)
            tg.cancel_scope.cancel()
    finally:
        for stream in (to_peer_send, to_peer_receive, from_peer_send, from_peer_receive):
            await stream.aclose()


async def test_responses_arriving_out_of_order_reach_their_own_callers() -> None:
    results: dict[int, Any] = {}
    async with wired() as (peer, raw):

        async def call(n: int) -> None:
            results[n] = await peer.request("echo", {"n": n})

        async with anyio.create_task_group() as tg:
            for n in range(4):
                tg.start_soon(call, n)
            requests = [await raw.recv() for _ in range(4)]
            assert len({r["id"] for r in requests}) == 4
            for request in (requests[2], requests[0], requests[3], requests[1]):
                await raw.answer(request, {"echo": request["params"]["n"]})
    assert results == {n: {"echo": n} for n in range(4)}


async def test_notifications_are_handled_in_receive_order_even_when_the_handler_is_slow() -> None:
    seen: list[int] = []

    async def on_note(params: Any) -> None:
        if params["n"] % 3 == 0:  # a slow, async handler for some of them
            await anyio.sleep(0.005)
        seen.append(params["n"])

    async def ping(params: Any) -> str:
        return "pong"

    async with wired() as (peer, raw):
        peer.on_notification("note", on_note)
        peer.on_request("ping", ping)
        for n in range(30):
            await raw.send({"jsonrpc": "2.0", "method": "note", "params": {"n": n}})
        await raw.send({"jsonrpc": "2.0", "id": 1, "method": "ping"})
        assert (await raw.recv())["result"] == "pong"
    assert seen == list(range(30))


async def test_batch_hooks_run_once_after_the_lines_of_each_read() -> None:
    events: list[Any] = []
    async with wired() as (peer, raw):
        peer.on_notification("note", lambda params: events.append(params["n"]))
        peer.on_batch_end(lambda: events.append("batch"))

        def notes(numbers: range) -> bytes:
            notes = ({"jsonrpc": "2.0", "method": "note", "params": {"n": n}} for n in numbers)
            return b"".join(orjson.dumps(note) + b"\n" for note in notes)

        await raw.send(notes(range(5)))  # one write, read at once: one batch
        with anyio.fail_after(2):
            while "batch" not in events:
                await anyio.sleep(0.001)
        await raw.send(notes(range(5, 7)))
        with anyio.fail_after(2):
            while events.count("batch") < 2:
                await anyio.sleep(0.001)
    assert events == [0, 1, 2, 3, 4, "batch", 5, 6, "batch"]


async def test_a_blocked_request_handler_does_not_hold_up_notifications() -> None:
    seen: list[int] = []
    release = anyio.Event()
    all_seen = anyio.Event()

    async def ask_user(params: Any) -> dict[str, str]:
        await release.wait()  # like a permission prompt waiting for the user
        return {"outcome": "selected"}

    def on_note(params: Any) -> None:
        seen.append(params["n"])
        if len(seen) == 5:
            all_seen.set()

    async with wired() as (peer, raw):
        peer.on_request("session/request_permission", ask_user)
        peer.on_notification("note", on_note)
        await raw.send({"jsonrpc": "2.0", "id": 9, "method": "session/request_permission", "params": {}})
        for n in range(5):
            await raw.send({"jsonrpc": "2.0", "method": "note", "params": {"n": n}})
        with anyio.fail_after(2):
            await all_seen.wait()
        release.set()
        assert await raw.recv() == {"jsonrpc": "2.0", "id": 9, "result": {"outcome": "selected"}}
    assert seen == [0, 1, 2, 3, 4]


async def test_a_timeout_raises_and_tells_the_peer_with_cancel_request() -> None:
    async with wired() as (peer, raw):
        with pytest.raises(RequestTimeout) as caught:
            await peer.request("slow/method", {"x": 1}, timeout=0.05)
        assert "slow/method" in str(caught.value)
        request = await raw.recv()
        assert request["method"] == "slow/method"
        assert await raw.recv() == {
            "jsonrpc": "2.0",
            "method": CANCEL_METHOD,
            "params": {"requestId": request["id"]},
        }
        # A late answer to the abandoned request is ignored; the next call works.
        await raw.answer(request, "too late")
        await the_next_request_is_answered(peer, raw)


async def the_next_request_is_answered(peer: JsonRpcPeer, raw: Raw) -> None:
    """A request after late answers gets its own answer."""

    async def answer_next() -> None:
        await raw.answer(await raw.recv(), "fresh")

    async with anyio.create_task_group() as tg:
        tg.start_soon(answer_next)
        assert await peer.request("next", timeout=2) == "fresh"


async def test_a_cancelled_caller_sends_cancel_request_for_its_id() -> None:
    async with wired() as (peer, raw):
        async with anyio.create_task_group() as tg:
            tg.start_soon(peer.request, "session/prompt", {"p": 1})
            request = await raw.recv()
            tg.cancel_scope.cancel()
        cancel = await raw.recv()
        assert cancel["method"] == CANCEL_METHOD
        assert cancel["params"] == {"requestId": request["id"]}


async def test_the_late_answer_to_a_timed_out_or_cancelled_request_is_dropped_quietly(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """A `$/cancel_request` is answered (an error, or the result it had): that answer warned of an
    "unknown request id", in `acp-bridge show` interrupted by Ctrl+C and in the server's log."""
    async with wired() as (peer, raw):
        with caplog.at_level("DEBUG", logger="acp_bridge.jsonrpc.peer"):
            with pytest.raises(RequestTimeout):
                await peer.request("slow/method", timeout=0.05)
            timed_out = await raw.recv()
            assert (await raw.recv())["method"] == CANCEL_METHOD
            async with anyio.create_task_group() as tg:
                tg.start_soon(peer.request, "session/load")
                cancelled = await raw.recv()
                tg.cancel_scope.cancel()
            assert (await raw.recv())["method"] == CANCEL_METHOD
            await raw.answer(timed_out, "too late")
            await raw.answer(cancelled, "too late")
            await the_next_request_is_answered(peer, raw)
        assert [r.getMessage() for r in caplog.records if r.levelname == "WARNING"] == []
        assert sum("late answer" in r.getMessage() for r in caplog.records) == 2
        assert peer._abandoned == {}


async def test_an_answer_read_while_its_caller_is_cancelled_is_dropped_quietly(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """The answer is read after the caller was cancelled but before it ran again to forget the
    request: it warned, and the request was then expected late for ever."""
    async with wired() as (peer, raw):
        with caplog.at_level("DEBUG", logger="acp_bridge.jsonrpc.peer"):
            async with anyio.create_task_group() as tg:
                tg.start_soon(peer.request, "session/load")
                request = await raw.recv()
                await raw.answer(request, "just too late")  # on its way to the reader
                tg.cancel_scope.cancel()
            await wait_until(lambda: any("late answer" in r.getMessage() for r in caplog.records))
        assert [r.getMessage() for r in caplog.records if r.levelname == "WARNING"] == []
        assert peer._waiters == {} and peer._abandoned == {}


async def test_an_answer_the_agent_wrote_before_we_stopped_it_is_dropped_quietly(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """We close the connection (the agent is being stopped: `acp-bridge index` interrupted) and fail
    its requests; an answer it wrote before it stopped, read after: no "unknown request id"."""
    async with wired() as (peer, raw):
        with caplog.at_level("DEBUG", logger="acp_bridge.jsonrpc.peer"):
            async def load() -> None:
                with pytest.raises(ConnectionClosed):
                    await peer.request("session/load", timeout=5)

            async with anyio.create_task_group() as tg:
                tg.start_soon(load)
                request = await raw.recv()
                peer.close(ConnectionClosed("agent fake was stopped"))
            await raw.answer(request, "written before it stopped")
            await wait_until(lambda: any("after the close" in r.getMessage() for r in caplog.records))
        assert [r.getMessage() for r in caplog.records if r.levelname == "WARNING"] == []


async def test_a_cancelled_caller_returns_promptly_even_when_the_peer_stopped_reading(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The peer's input pipe is full (buffer 0, nobody reads): neither the request nor the cancel can
    # be written. Cancelling the caller must still end the call, not hang on the shielded cancel.
    monkeypatch.setattr(outgoing_module, "CANCEL_SEND_TIMEOUT", 0.2)
    async with wired(outgoing_buffer=0) as (peer, _raw):
        with anyio.fail_after(5):
            with anyio.move_on_after(0.1):
                await peer.request("stuck", timeout=30)
            with pytest.raises(RequestTimeout):
                await peer.request("stuck too", timeout=0.1)


async def test_an_incoming_cancel_request_cancels_the_handler_and_answers_32800() -> None:
    handler_cancelled = anyio.Event()
    started = anyio.Event()

    async def forever(params: Any) -> None:
        started.set()
        try:
            await anyio.sleep_forever()
        finally:
            handler_cancelled.set()

    async with wired() as (peer, raw):
        peer.on_request("fs/read_text_file", forever)
        await raw.send({"jsonrpc": "2.0", "id": "req-1", "method": "fs/read_text_file", "params": {}})
        with anyio.fail_after(2):
            await started.wait()
        await raw.send({"jsonrpc": "2.0", "method": CANCEL_METHOD, "params": {"requestId": "req-1"}})
        answer = await raw.recv()
        assert answer["id"] == "req-1"
        assert answer["error"]["code"] == REQUEST_CANCELLED
        assert handler_cancelled.is_set()


async def test_unknown_method_answers_32601_and_unknown_notification_is_ignored() -> None:
    async with wired() as (_peer, raw):
        await raw.send({"jsonrpc": "2.0", "method": "_vendor/unknown_note", "params": {"a": 1}})
        await raw.send({"jsonrpc": "2.0", "id": 5, "method": "terminal/create", "params": {}})
        answer = await raw.recv()
        assert answer["id"] == 5
        assert answer["error"]["code"] == METHOD_NOT_FOUND


async def test_a_handler_error_is_answered_with_its_code_and_a_crash_with_32603() -> None:
    async def refuses(params: Any) -> None:
        raise JsonRpcError(-32002, "no such session")

    async def crashes(params: Any) -> None:
        raise RuntimeError("secret internals")

    async with wired() as (peer, raw):
        peer.on_request("refuses", refuses)
        peer.on_request("crashes", crashes)
        await raw.send({"jsonrpc": "2.0", "id": 1, "method": "refuses"})
        assert (await raw.recv())["error"] == {"code": -32002, "message": "no such session"}
        await raw.send({"jsonrpc": "2.0", "id": 2, "method": "crashes"})
        error = (await raw.recv())["error"]
        assert error["code"] == -32603
        assert "secret internals" not in error["message"]  # no Python text on the wire


async def test_garbage_on_the_wire_is_skipped_and_the_connection_keeps_working() -> None:
    async with wired() as (peer, raw):
        result: list[Any] = []

        async def call() -> None:
            result.append(await peer.request("ask", timeout=2))

        async with anyio.create_task_group() as tg:
            tg.start_soon(call)
            request = await raw.recv()
            for junk in (
                b"this is not json\n",
                b"\xff\xfe\xfd\n",  # not UTF-8
                b'{"jsonrpc":"2.0","method":"note","params":"\xc3\x28"}\n',  # invalid UTF-8 in a string
                b"[1, 2, 3]\n",  # a batch (unsupported)
                b'"just a string"\n',
                b'{"jsonrpc":"2.0","id":424242,"result":"unknown id"}\n',
                b'{"jsonrpc":"2.0","id":true,"result":"a bool is not an id"}\n',
                b'{"jsonrpc":"2.0","id":' + str(request["id"]).encode() + b"}\n",  # neither result nor error
                b'{"jsonrpc":"2.0","id":[1],"method":"bad id"}\n',
                b"{}\n",
            ):
                await raw.send(junk)
            await raw.answer(request, "the real answer")
        assert result == ["the real answer"]
        # The batch was answered "invalid request" (id null); nothing else was answered.
        batch_answer = await raw.recv()
        assert batch_answer["id"] is None and batch_answer["error"]["code"] == INVALID_REQUEST


async def test_eof_wakes_every_pending_waiter_with_the_close_reason() -> None:
    async def close_reason() -> RpcFailure:
        return ConnectionClosed("agent exited (code 3): boom")

    failures: list[BaseException] = []
    async with wired(close_reason=close_reason) as (peer, raw):

        async def call(n: int) -> None:
            try:
                await peer.request("session/load", {"n": n}, timeout=30)
            except RpcFailure as exc:
                failures.append(exc)

        with anyio.fail_after(2):
            async with anyio.create_task_group() as tg:
                for n in range(3):
                    tg.start_soon(call, n)
                for _ in range(3):
                    await raw.recv()
                await raw.eof()
        assert [str(f) for f in failures] == ["agent exited (code 3): boom"] * 3
        assert all(isinstance(f, ConnectionClosed) for f in failures)
        assert str(peer.closed) == "agent exited (code 3): boom"
        with pytest.raises(ConnectionClosed, match="code 3"):
            await peer.request("later")


async def test_an_oversized_response_fails_its_own_waiter_fast_and_others_keep_working() -> None:
    async with wired(max_line_bytes=1024) as (peer, raw):
        outcome: dict[str, Any] = {}

        async def call(name: str) -> None:
            try:
                outcome[name] = await peer.request(name, timeout=10)
            except RpcFailure as exc:
                outcome[name] = exc

        start = anyio.current_time()
        async with anyio.create_task_group() as tg:
            tg.start_soon(call, "big")
            first = await raw.recv()
            tg.start_soon(call, "small")
            second = await raw.recv()
            if first["method"] != "big":
                first, second = second, first
            await raw.answer(first, "x" * 10_000)
            await raw.answer(second, "fine")
        assert anyio.current_time() - start < 2
        assert isinstance(outcome["big"], MessageTooLarge)
        assert "big" in str(outcome["big"]) and "line limit" in str(outcome["big"])
        assert outcome["small"] == "fine"

        async def answer_next() -> None:
            await raw.answer(await raw.recv(), "still works")

        async with anyio.create_task_group() as tg:
            tg.start_soon(answer_next)
            assert await peer.request("after", timeout=2) == "still works"


async def test_an_oversized_request_from_the_peer_is_answered_and_never_fails_our_waiter() -> None:
    async with wired(max_line_bytes=1024) as (peer, raw):
        outcome: list[Any] = []

        async def call() -> None:
            outcome.append(await peer.request("ours", timeout=5))

        async with anyio.create_task_group() as tg:
            tg.start_soon(call)
            ours = await raw.recv()
            # The peer's own request happens to use the same id as our pending one.
            huge = {"jsonrpc": "2.0", "id": ours["id"], "method": "fs/write_text_file",
                    "params": {"sessionId": "s", "path": "/p", "content": "y" * 5000}}  # fmt: skip
            await raw.send(huge)
            answer = await raw.recv()
            assert answer["id"] == ours["id"] and answer["error"]["code"] == INVALID_REQUEST
            assert "fs/write_text_file" in answer["error"]["message"]
            await raw.answer(ours, "ok")
        assert outcome == ["ok"]


async def test_a_64_mib_line_passes() -> None:
    size = 64 * 1024 * 1024
    async with wired() as (peer, raw):
        outcome: list[Any] = []

        async def call() -> None:
            outcome.append(await peer.request("fs/huge", timeout=20))

        async with anyio.create_task_group() as tg:
            tg.start_soon(call)
            request = await raw.recv()
            line = b'{"jsonrpc":"2.0","id":%d,"result":"' % request["id"] + b"x" * size + b'"}\n'
            # In pieces, as a pipe would deliver it.
            view = memoryview(line)
            for start in range(0, len(line), 1 << 20):
                await raw.send(bytes(view[start : start + (1 << 20)]))
        assert len(outcome[0]) == size


async def test_close_wakes_waiters_and_refuses_new_calls() -> None:
    async with wired() as (peer, raw):
        failures: list[BaseException] = []

        async def call() -> None:
            try:
                await peer.request("x", timeout=5)
            except RpcFailure as exc:
                failures.append(exc)

        async with anyio.create_task_group() as tg:
            tg.start_soon(call)
            await raw.recv()
            peer.close(ConnectionClosed("agent fake was stopped"))
        assert [str(f) for f in failures] == ["agent fake was stopped"]
        with pytest.raises(ConnectionClosed):
            await peer.notify("n")


# -- over an agent's pipes: answers dispatched from the pipe's callback, writes without waiting --------


class _Written(ByteSendStream):
    """Our side's writes, as an agent's stdin takes them: at once (`send_nowait`) unless `full`; then
    `send` waits until `release`."""

    def __init__(self) -> None:
        self.messages: list[Any] = []
        self.full = False
        self.closed = False
        self.release = anyio.Event()

    def send_nowait(self, item: bytes) -> bool:
        if self.closed:  # the agent exited: its stdin is closed
            raise anyio.ClosedResourceError
        if self.full:
            return False
        self.messages.append(orjson.loads(item))
        return True

    async def send(self, item: bytes) -> None:
        await self.release.wait()
        self.messages.append(orjson.loads(item))

    async def aclose(self) -> None:
        pass


@contextlib.asynccontextmanager
async def piped(**kwargs: Any) -> AsyncIterator[tuple[JsonRpcPeer, PipeChunks, _Written]]:
    """A peer reading `PipeChunks` (what the test feeds is what an agent's stdout pipe delivers, fed
    as the pipe's callback does) and writing to `_Written`."""
    chunks = PipeChunks(asyncio.get_running_loop())
    written = _Written()
    peer = JsonRpcPeer(StreamReaderStream(chunks), written, name="test", **kwargs)
    async with anyio.create_task_group() as tg:
        tg.start_soon(peer.run)
        await wait_until(lambda: chunks._waiter is not None)  # the reader waits for the pipe
        yield peer, chunks, written
        chunks.feed_eof()


async def wait_until(condition: Callable[[], bool]) -> None:
    with anyio.fail_after(2):
        while not condition():
            await anyio.sleep(0)


def lines(*messages: Any) -> bytes:
    return b"".join(orjson.dumps(message) + b"\n" for message in messages)


def note(n: int) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "method": "note", "params": {"n": n}}


async def test_a_request_whose_write_finds_the_pipe_closed_fails_with_the_readers_close_reason() -> None:
    """An agent that exits closes both its pipes, and the write of a request (`initialize`, right
    after the start) can fail before the reader has seen the end. The caller gets the reason the
    reader supplies (the exit code and stderr), not a bare "connection closed"."""

    async def close_reason() -> RpcFailure:
        return ConnectionClosed("agent test exited (code 3): refusing to start")

    async with piped(close_reason=close_reason) as (peer, chunks, written):
        written.closed = True
        caller = asyncio.ensure_future(peer.request("initialize"))
        for _ in range(5):
            await anyio.sleep(0)
        assert not caller.done()  # it waits for the reader's verdict
        chunks.feed_eof()
        with pytest.raises(ConnectionClosed, match="refusing to start"):
            await caller


async def test_on_the_pipe_a_request_from_the_agent_is_served_in_a_task_and_answered() -> None:
    """A request that arrives while the reader waits is started from the pipe's callback (no task is
    current there); its handler still runs in a task of its own, can wait, and is answered."""
    async with piped() as (peer, chunks, written):

        async def read_file(params: Any) -> Any:
            await anyio.sleep(0.01)
            with anyio.CancelScope():  # a handler's task can use cancel scopes
                return {"content": params["path"]}

        peer.on_request("fs/read_text_file", read_file)
        ask = {"jsonrpc": "2.0", "id": 7, "method": "fs/read_text_file", "params": {"path": "/a"}}
        chunks.feed_data(lines(ask))
        await wait_until(lambda: len(written.messages) == 1)
        assert written.messages == [{"jsonrpc": "2.0", "id": 7, "result": {"content": "/a"}}]


async def test_a_write_to_a_closed_pipe_without_a_close_reason_fails_at_once() -> None:
    async with piped() as (peer, _chunks, written):
        written.closed = True
        with pytest.raises(ConnectionClosed, match="connection closed"):
            await peer.request("ask")


async def test_an_answer_on_the_pipe_wakes_its_caller_from_the_pipe_callback_after_what_came_before() -> (
    None
):
    events: list[Any] = []
    async with piped() as (peer, chunks, written):
        peer.on_notification("note", lambda params: events.append(params["n"]))
        peer.on_batch_end(lambda: events.append("batch"))

        async def call() -> None:
            events.append(await peer.request("ask"))

        caller = asyncio.ensure_future(call())
        await wait_until(lambda: len(written.messages) == 1)  # sent without waiting: no write task
        request = written.messages[0]
        chunks.feed_data(lines(note(1), note(2), {"jsonrpc": "2.0", "id": request["id"], "result": "ok"}))
        # All dispatched inside feed_data (the pipe's callback): the notifications first, then the
        # batch's hook, before the caller can run.
        assert events == [1, 2, "batch"]
        await asyncio.sleep(0)  # one loop iteration: the caller (the reading task was never woken)
        assert caller.done() and events == [1, 2, "batch", "ok"]


async def test_on_the_pipe_an_answer_after_an_async_handler_waits_for_it_and_later_chunks_queue() -> None:
    events: list[Any] = []
    release = anyio.Event()

    async def slow_note(params: Any) -> None:
        events.append(f"{params['n']} started")
        await release.wait()
        events.append(f"{params['n']} done")

    async with piped() as (peer, chunks, written):
        peer.on_notification("slow", slow_note)
        peer.on_notification("note", lambda params: events.append(params["n"]))

        async def call() -> None:
            events.append(await peer.request("session/load"))

        async with anyio.create_task_group() as tg:
            tg.start_soon(call)
            await wait_until(lambda: len(written.messages) == 1)
            answer = {"jsonrpc": "2.0", "id": written.messages[0]["id"], "result": "replayed"}
            slow = {"jsonrpc": "2.0", "method": "slow", "params": {"n": 2}}
            chunks.feed_data(lines(note(1), slow, note(3)))
            await wait_until(lambda: "2 started" in events)
            # The reader awaits the handler: what arrives meanwhile waits for it, in order.
            chunks.feed_data(lines(note(4), answer))
            chunks.feed_data(lines(note(5)))
            await anyio.sleep(0.02)
            assert events == [1, "2 started"]
            release.set()
        # Everything received before the answer was handled before its caller woke.
        assert [e for e in events if e != "replayed"] == [1, "2 started", "2 done", 3, 4, 5]
        assert events.index("replayed") > events.index(4)
        # Back to waiting: the next answer is dispatched from the callback again.
        caller = asyncio.ensure_future(peer.request("again"))
        await wait_until(lambda: len(written.messages) == 2)
        chunks.feed_data(lines({"jsonrpc": "2.0", "id": written.messages[1]["id"], "result": 2}))
        await asyncio.sleep(0)
        assert caller.done() and caller.result() == 2


async def test_on_the_pipe_a_failure_while_dispatching_ends_the_reader_with_it() -> None:
    def tracer(direction: str, line: bytes) -> None:
        if direction == "recv" and b"boom" in line:
            raise RuntimeError("tracer failed")

    chunks = PipeChunks(asyncio.get_running_loop())
    peer = JsonRpcPeer(StreamReaderStream(chunks), _Written(), name="test", tracer=tracer)
    with pytest.raises(ExceptionGroup) as caught:
        async with anyio.create_task_group() as tg:
            tg.start_soon(peer.run)
            await wait_until(lambda: chunks._waiter is not None)
            chunks.feed_data(lines(note(1)) + b'{"boom": 1}\n')  # raises in the reader, not here
    assert caught.group_contains(RuntimeError, match="tracer failed", depth=2)
    assert isinstance(peer.closed, ConnectionClosed)  # and every waiter was failed


async def test_each_request_times_out_at_its_own_deadline_and_the_others_are_answered() -> None:
    async with piped() as (peer, chunks, written):
        outcome: dict[str, Any] = {}
        start = anyio.current_time()

        async def call(name: str, timeout: float) -> None:
            try:
                outcome[name] = await peer.request(name, timeout=timeout)
            except RequestTimeout:
                outcome[name] = anyio.current_time() - start

        async with anyio.create_task_group() as tg:
            tg.start_soon(call, "long", 5.0)  # the timer is set for it first, then for the earlier ones
            tg.start_soon(call, "later", 0.3)
            tg.start_soon(call, "soon", 0.05)
            tg.start_soon(call, "never", math.inf)
            await wait_until(lambda: len(written.messages) == 4)
            ids = {m["method"]: m["id"] for m in written.messages}
            await wait_until(lambda: "later" in outcome)
            answers = ({"jsonrpc": "2.0", "id": ids[n], "result": n} for n in ("long", "never"))
            chunks.feed_data(lines(*answers))
        assert 0.05 <= outcome["soon"] < 0.25
        assert 0.3 <= outcome["later"] < 1.0
        assert outcome["long"] == "long" and outcome["never"] == "never"
        cancelled = [m["params"]["requestId"] for m in written.messages if m.get("method") == CANCEL_METHOD]
        assert cancelled == [ids["soon"], ids["later"]]


async def test_a_write_that_must_wait_keeps_later_writes_behind_it() -> None:
    async with piped() as (peer, _chunks, written):
        written.full = True
        async with anyio.create_task_group() as tg:
            tg.start_soon(peer.notify, "first")
            await wait_until(lambda: peer._write_lock.locked())  # waiting in `send`
            written.full = False  # the stream would take the next one at once: it must not overtake
            tg.start_soon(peer.notify, "second")
            await anyio.sleep(0.01)
            assert written.messages == []
            written.release.set()
        assert [m["method"] for m in written.messages] == ["first", "second"]


async def test_a_request_whose_write_waits_past_its_deadline_times_out() -> None:
    async with piped() as (peer, _chunks, written):
        written.full = True
        start = anyio.current_time()
        with pytest.raises(RequestTimeout):
            await peer.request("stuck", timeout=0.1)
        assert anyio.current_time() - start < 2  # the cancel, which cannot be written either, is bounded


async def test_a_started_request_is_written_before_its_answer_is_awaited() -> None:
    """`start_request` lets a caller ask for the next thing while it handles the last answer: the
    message is on the wire when the call returns, and the answer waits for `result()`."""
    async with piped() as (peer, chunks, written):
        first = peer.start_request("page", {"n": 1})
        second = peer.start_request("page", {"n": 2})
        assert [m["params"]["n"] for m in written.messages] == [1, 2]  # both written, nothing awaited
        ids = [m["id"] for m in written.messages]
        chunks.feed_data(lines(*({"jsonrpc": "2.0", "id": i, "result": i} for i in reversed(ids))))
        assert await second.result() == ids[1]
        assert await first.result() == ids[0]
        assert peer._waiters == {}


async def test_a_started_request_the_stream_cannot_take_yet_is_written_by_result() -> None:
    async with piped() as (peer, chunks, written):
        written.full = True
        outgoing = peer.start_request("page")
        assert written.messages == []
        written.release.set()
        caller = asyncio.ensure_future(outgoing.result())
        await wait_until(lambda: len(written.messages) == 1)
        chunks.feed_data(lines({"jsonrpc": "2.0", "id": written.messages[0]["id"], "result": "ok"}))
        assert await caller == "ok"


async def test_the_late_answer_to_an_abandoned_request_is_dropped_quietly(
    caplog: pytest.LogCaptureFixture,
) -> None:
    async with piped() as (peer, chunks, written):
        abandoned = peer.start_request("page", {"n": 1})
        abandoned.abandon()
        assert peer._waiters == {}
        kept = peer.start_request("page", {"n": 2})
        late, wanted = (m["id"] for m in written.messages)
        with caplog.at_level("DEBUG", logger="acp_bridge.jsonrpc.peer"):
            chunks.feed_data(
                lines(
                    {"jsonrpc": "2.0", "id": late, "result": "late"},
                    {"jsonrpc": "2.0", "id": wanted, "result": "wanted"},
                    {"jsonrpc": "2.0", "id": 999, "result": "stray"},
                    {"jsonrpc": "2.0", "id": {"not": "an id"}, "result": "odd"},
                )
            )
            assert await kept.result() == "wanted"
        warnings = [r.getMessage() for r in caplog.records if r.levelname == "WARNING"]
        assert warnings == [  # the stray and the odd one only
            "test: response to unknown request id 999 ignored",
            "test: response to unknown request id {'not': 'an id'} ignored",
        ]
        assert any("late answer" in r.getMessage() for r in caplog.records)
        assert peer._abandoned == {}


async def test_a_started_request_on_a_closed_peer_fails_at_once() -> None:
    async with piped() as (peer, _chunks, _written):
        peer.close(ConnectionClosed("test: shut down"))
        with pytest.raises(ConnectionClosed, match="shut down"):
            peer.start_request("page")


async def _late_answer_dropped_quietly(
    peer: JsonRpcPeer, chunks: PipeChunks, written: _Written, caplog: pytest.LogCaptureFixture
) -> None:
    """After the one abandoned request: the answer to it comes, then the answer to a request started
    after it, which gets its own; the late one warns nothing."""
    kept = peer.start_request("plain")
    late, wanted = (m["id"] for m in written.messages)
    with caplog.at_level("DEBUG", logger="acp_bridge.jsonrpc.peer"):
        chunks.feed_data(lines({"jsonrpc": "2.0", "id": late, "result": "late"},
                               {"jsonrpc": "2.0", "id": wanted, "result": "wanted"}))
        assert await kept.result() == "wanted"
    assert not [r for r in caplog.records if r.levelname == "WARNING"]


async def test_an_abandoned_request_s_answer_is_dropped_quietly(caplog: pytest.LogCaptureFixture) -> None:
    async with piped() as (peer, chunks, written):
        peer.start_request("page").abandon()
        await _late_answer_dropped_quietly(peer, chunks, written, caplog)


async def test_an_answer_that_comes_after_its_request_timed_out_and_was_abandoned_is_dropped_quietly(
    caplog: pytest.LogCaptureFixture,
) -> None:
    async with piped() as (peer, chunks, written):
        late = peer.start_request("page", timeout=0.01)
        await anyio.sleep(0.1)  # past its deadline: the watchdog has timed it out
        late.abandon()
        await _late_answer_dropped_quietly(peer, chunks, written, caplog)
