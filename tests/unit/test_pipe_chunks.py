"""`PipeChunks`: an agent's stdout handed out in the chunks the pipe delivered, without copies,
with the same end-of-stream, error and flow-control behaviour a `StreamReader` has."""

from __future__ import annotations

import asyncio
import os
import sys

import anyio
import pytest

from acp_bridge.acp.process import AgentProcess
from acp_bridge.jsonrpc.peer_writer import SendsAtOnce
from acp_bridge.jsonrpc.stdio import PipeChunks, StreamReaderStream, fit_reads_to_pipe

pytestmark = pytest.mark.anyio


class FakeTransport:
    def __init__(self) -> None:
        self.calls: list[str] = []

    def pause_reading(self) -> None:
        self.calls.append("pause")

    def resume_reading(self) -> None:
        self.calls.append("resume")


async def test_chunks_come_out_as_they_went_in_then_the_end() -> None:
    chunks = PipeChunks(asyncio.get_running_loop())
    first, second = b"a" * 100, b"b" * 50
    chunks.feed_data(first)
    chunks.feed_data(b"")  # nothing: no empty chunk comes out
    chunks.feed_data(second)
    chunks.feed_eof()
    assert await chunks.read(1 << 20) is first  # the same object: not copied
    assert await chunks.read(1 << 20) is second
    assert await chunks.read(1 << 20) == b""
    assert await chunks.read(1 << 20) == b""


async def test_a_chunk_bigger_than_asked_for_is_cut() -> None:
    chunks = PipeChunks(asyncio.get_running_loop())
    chunks.feed_data(b"0123456789")
    assert await chunks.read(4) == b"0123"
    assert await chunks.read(4) == b"4567"
    assert await chunks.read(4) == b"89"


async def test_a_waiting_reader_wakes_for_data_the_end_and_an_error() -> None:
    loop = asyncio.get_running_loop()
    chunks = PipeChunks(loop)
    reader = asyncio.ensure_future(chunks.read(10))
    await asyncio.sleep(0)
    assert not reader.done()
    chunks.feed_data(b"late")
    assert await reader == b"late"
    reader = asyncio.ensure_future(chunks.read(10))
    await asyncio.sleep(0)
    with pytest.raises(RuntimeError, match="another read waits"):  # one reader per pipe
        await chunks.read(10)
    chunks.feed_eof()
    assert await reader == b""
    failing = PipeChunks(loop)
    failing.feed_data(b"kept")
    reader = asyncio.ensure_future(failing.read(10))
    assert await reader == b"kept"  # what arrived before the error is not lost
    reader = asyncio.ensure_future(failing.read(10))
    await asyncio.sleep(0)
    failing.set_exception(ConnectionResetError("pipe broke"))
    with pytest.raises(ConnectionResetError, match="pipe broke"):
        await reader


async def test_the_pipe_is_paused_while_too_much_waits_and_resumed_below_half() -> None:
    chunks = PipeChunks(asyncio.get_running_loop(), high_water=100)
    transport = FakeTransport()
    chunks.set_transport(transport)  # type: ignore[arg-type]
    for _ in range(3):
        chunks.feed_data(b"x" * 40)
    assert transport.calls == ["pause"]  # 120 waiting > 100
    chunks.feed_data(b"x" * 40)
    assert transport.calls == ["pause"]  # paused once
    await chunks.read(1000)  # 120 left
    await chunks.read(1000)  # 80 left
    assert transport.calls == ["pause"]
    await chunks.read(1000)  # 40 left: below half
    assert transport.calls == ["pause", "resume"]


async def test_an_agent_process_reads_its_stdout_in_chunks_to_the_end() -> None:
    # A real subprocess writing more than a pipe holds, faster than it is read.
    script = "import sys; [sys.stdout.write('line %d\\n' % i) for i in range(200000)]"
    agent = await AgentProcess.start("writer", [sys.executable, "-c", script])
    try:
        received = []
        while True:
            try:
                received.append(await agent.stdout.receive(1 << 16))
            except anyio.EndOfStream:
                break
        lines = b"".join(received).decode().splitlines()
        assert lines == [f"line {i}" for i in range(200000)]
        assert all(len(chunk) <= 1 << 16 for chunk in received)
    finally:
        await agent.shutdown()


async def test_a_waiting_reader_has_chunks_handed_to_its_handler_in_the_pipe_callback() -> None:
    loop = asyncio.get_running_loop()
    chunks = PipeChunks(loop)
    chunks.feed_data(b"queued")  # before the reader came: read as usual, never handed over
    handled: list[bytes] = []
    keep = [True, True, False]  # done, done, then left work for the reader

    def handler(data: bytes) -> bool:
        handled.append(data)
        return keep.pop(0)

    assert await chunks.read_or_hand_over(1 << 20, handler) == b"queued"
    assert handled == []
    reader = asyncio.ensure_future(chunks.read_or_hand_over(1 << 20, handler))
    await asyncio.sleep(0)
    chunks.feed_data(b"one")  # handled right here, in the caller of feed_data (the pipe's callback)
    assert handled == [b"one"]
    chunks.feed_data(b"two")
    assert handled == [b"one", b"two"]
    await asyncio.sleep(0)
    assert not reader.done()  # the handler was done with both: the reader still waits
    chunks.feed_data(b"three")  # the handler leaves work: the reader wakes without a chunk
    chunks.feed_data(b"four")  # the reader is no longer waiting: queued, in order
    assert handled == [b"one", b"two", b"three"]
    assert await reader is None
    assert await chunks.read_or_hand_over(1 << 20, handler) == b"four"
    chunks.feed_eof()
    assert await chunks.read_or_hand_over(1 << 20, handler) == b""


async def test_nothing_is_handed_over_once_the_waiting_reader_was_cancelled() -> None:
    chunks = PipeChunks(asyncio.get_running_loop())
    handled: list[bytes] = []
    reader = asyncio.ensure_future(chunks.read_or_hand_over(10, lambda data: bool(handled.append(data))))
    await asyncio.sleep(0)
    reader.cancel()
    chunks.feed_data(b"after")  # before the reader ran again: queued, not handed over
    with pytest.raises(asyncio.CancelledError):
        await reader
    assert handled == []
    assert await chunks.read(10) == b"after"


async def test_a_plain_read_is_never_handed_over_and_a_failing_handler_fails_the_read() -> None:
    loop = asyncio.get_running_loop()
    chunks = PipeChunks(loop)

    def failing(data: bytes) -> bool:
        raise ValueError(f"cannot handle {data!r}")

    reader = asyncio.ensure_future(chunks.read(10))
    await asyncio.sleep(0)
    chunks.feed_data(b"plain")
    assert await reader == b"plain"
    reader = asyncio.ensure_future(chunks.read_or_hand_over(10, failing))
    await asyncio.sleep(0)
    chunks.feed_data(b"bad")  # the handler's error is the reader's, not the transport's
    with pytest.raises(ValueError, match="cannot handle b'bad'"):
        await reader


async def test_an_agents_stdin_takes_a_message_at_once_unless_earlier_bytes_wait() -> None:
    # An agent that reads nothing: the pipe fills, the rest of a big message waits in the transport.
    script = "import time; time.sleep(30)"
    agent = await AgentProcess.start("deaf", [sys.executable, "-c", script])
    try:
        stdin = agent.stdin
        assert isinstance(stdin, SendsAtOnce)
        assert stdin.send_nowait(b"x" * 100 + b"\n")  # written at once
        assert stdin.send_nowait(b"y" * (1 << 20) + b"\n")  # taken: the pipe holds part of it
        assert not stdin.send_nowait(b"z\n")  # earlier bytes wait: nothing written, ask `send`
        with anyio.move_on_after(0.2) as scope:
            await stdin.send(b"z\n")  # waits for the pipe to drain, which never happens
        assert scope.cancelled_caught
    finally:
        await agent.shutdown(grace=0.5)
    with pytest.raises(anyio.ClosedResourceError):
        stdin.send_nowait(b"after\n")


async def test_an_agents_stdout_reaches_a_waiting_handler_from_the_pipes_read_and_ends_after_it() -> None:
    # asyncio's subprocess transport hands a pipe's data on one loop iteration later (`call_soon` of
    # the protocol's `pipe_data_received`); an agent's stdout skips that (`_StdoutNow`).
    script = "import sys; sys.stdout.write(sys.stdin.readline().upper()); sys.stdout.flush()"
    agent = await AgentProcess.start("echo", [sys.executable, "-c", script])
    callers: list[list[str]] = []
    received: list[bytes] = []

    def handler(data: bytes) -> bool:
        frame, names = sys._getframe(1), []
        while frame is not None:
            names.append(frame.f_code.co_name)
            frame = frame.f_back
        callers.append(names)
        received.append(data)
        return True

    try:
        stdout = agent.stdout
        assert isinstance(stdout, StreamReaderStream)
        await agent.stdin.send(b"hello\n")
        with anyio.fail_after(10), pytest.raises(anyio.EndOfStream):
            while True:  # the line comes to the handler, then the end of the pipe
                assert await stdout.receive_or_hand_over(handler) is not None
        assert b"".join(received) == b"HELLO\n"
        assert all("_read_ready" in names and "pipe_data_received" not in names for names in callers)
    finally:
        await agent.shutdown()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="F_GETPIPE_SZ is Linux's")
async def test_a_pipe_is_read_in_buffers_of_its_own_size_and_other_transports_are_left_alone() -> None:
    # asyncio allocates its read size for every read: 256 KiB, above glibc's default mmap threshold,
    # made each read of an agent's stdout an mmap and a munmap.
    import fcntl
    import socket

    loop = asyncio.get_running_loop()
    read_fd, write_fd = os.pipe()
    capacity = fcntl.fcntl(read_fd, fcntl.F_GETPIPE_SZ)
    chunks = PipeChunks(loop)
    with os.fdopen(read_fd, "rb", buffering=0) as pipe:
        transport, _ = await loop.connect_read_pipe(lambda: _Feeder(chunks), pipe)
        default = transport.max_size  # type: ignore[attr-defined]
        fit_reads_to_pipe(transport)
        assert transport.max_size == capacity < default  # type: ignore[attr-defined]
        data = bytes(range(256)) * 2048  # 512 KiB: more than one read
        writer = asyncio.ensure_future(asyncio.to_thread(_write_and_close, write_fd, data))
        received = []
        while chunk := await chunks.read(1 << 20):
            received.append(chunk)
        await writer
        assert b"".join(received) == data and max(map(len, received)) <= capacity
        transport.close()
    left, right = socket.socketpair()
    with left, right:
        transport, _ = await loop.connect_read_pipe(asyncio.Protocol, left.makefile("rb", buffering=0))
        fit_reads_to_pipe(transport)  # not a pipe: F_GETPIPE_SZ fails, nothing changes
        assert transport.max_size == default  # type: ignore[attr-defined]
        transport.close()


class _Feeder(asyncio.Protocol):
    def __init__(self, chunks: PipeChunks) -> None:
        self._chunks = chunks

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self._chunks.set_transport(transport)  # type: ignore[arg-type]

    def data_received(self, data: bytes) -> None:
        self._chunks.feed_data(data)

    def eof_received(self) -> None:
        self._chunks.feed_eof()


def _write_and_close(fd: int, data: bytes) -> None:
    with os.fdopen(fd, "wb", buffering=0) as pipe:
        pipe.write(data)
