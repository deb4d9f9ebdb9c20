"""Byte streams and lines: this process's own stdin/stdout as anyio byte streams (for running as an
agent over stdio), and the lines of a byte stream."""

from __future__ import annotations

import asyncio
import collections
import contextlib
import fcntl
import os
import sys
from collections.abc import AsyncIterator, Callable

import anyio
from anyio.abc import ByteReceiveStream, ByteSendStream

from .framing import DEFAULT_MAX_LINE_BYTES, LineSplitter, OversizedLine


class PipeChunks:
    """The bytes a pipe delivered, handed out in the chunks they arrived in (as a `StreamReader`'s
    `read` does, for the part of its interface the protocols use).

    `asyncio.StreamReader` copies every chunk into one buffer and out again (three copies of each
    byte in all); the line splitter takes chunks as they come, so a replay's tens of megabytes are
    not copied on the way. Flow control as the reader's: the pipe stops being read while more than
    ``high_water`` bytes wait, and is read again once they are below half of it.

    A reader waiting in :meth:`read_or_hand_over` gets what arrives handed to its handler right in the
    pipe's callback (a chunk nothing is queued before): no task is woken unless the handler asks."""

    def __init__(self, loop: asyncio.AbstractEventLoop, high_water: int = 1 << 20) -> None:
        self._loop = loop
        self._high_water = high_water
        self._chunks: collections.deque[bytes] = collections.deque()
        self._size = 0
        self._eof = False
        self._exception: BaseException | None = None
        self._waiter: asyncio.Future[None] | None = None
        self._transport: asyncio.ReadTransport | None = None
        self._paused = False
        #: The waiting reader's handler (`read_or_hand_over`), and whether it asked to be woken.
        self._handler: Callable[[bytes], bool] | None = None
        self._handed_back = False

    def set_transport(self, transport: asyncio.ReadTransport) -> None:
        self._transport = transport

    def feed_data(self, data: bytes) -> None:
        if not data:
            return
        handler, waiter = self._handler, self._waiter
        if handler is not None and waiter is not None and not waiter.done():
            # The reader waits (so nothing is queued before this chunk): its handler takes it here.
            # (Not once the reader was cancelled: it will not be back for what the handler leaves.)
            try:
                if handler(data):
                    return
                self._handed_back = True
            except Exception as exc:  # the reader's to raise, as a failed read (not the transport's)
                self._exception = exc
            self._wake()
            return
        self._chunks.append(data)
        self._size += len(data)
        self._wake()
        if self._size > self._high_water and self._transport is not None and not self._paused:
            with contextlib.suppress(NotImplementedError):
                self._transport.pause_reading()
                self._paused = True

    def feed_eof(self) -> None:
        self._eof = True
        self._wake()

    def set_exception(self, exc: BaseException) -> None:
        self._exception = exc
        self._wake()

    def _wake(self) -> None:
        waiter, self._waiter = self._waiter, None
        if waiter is not None and not waiter.done():
            waiter.set_result(None)

    async def read(self, n: int) -> bytes:
        """Up to ``n`` (> 0) bytes: what arrived first, as it arrived; b"" at the end."""
        chunk = await self._read(n, None)
        assert chunk is not None
        return chunk

    async def read_or_hand_over(self, n: int, handler: Callable[[bytes], bool]) -> bytes | None:
        """As `read`, but while this waits, each chunk that arrives goes to `handler` (whole: ``n``
        does not cut it), from the pipe's callback, instead of waking this task. `handler` returns
        True when it is done with the chunk (the wait goes on); False when it left work for this
        task: this then returns None. What `handler` raises, this raises. Chunks queued before the
        call come out as from `read`."""
        return await self._read(n, handler)

    async def _read(self, n: int, handler: Callable[[bytes], bool] | None) -> bytes | None:
        while not self._chunks:
            if self._exception is not None:
                raise self._exception
            if self._eof:
                return b""
            if self._waiter is not None:
                raise RuntimeError("PipeChunks.read() called while another read waits")
            self._waiter = self._loop.create_future()
            self._handler = handler
            try:
                await self._waiter
            finally:
                self._waiter = self._handler = None
                handed_back, self._handed_back = self._handed_back, False
            if handed_back:
                return None
        chunk = self._chunks.popleft()
        if len(chunk) > n:  # more than asked for (the caller's buffer is smaller than a pipe read)
            chunk, rest = chunk[:n], chunk[n:]
            self._chunks.appendleft(rest)
        self._size -= len(chunk)
        if self._paused and self._size <= self._high_water // 2 and self._transport is not None:
            self._paused = False
            self._transport.resume_reading()
        return chunk


class StreamReaderStream(ByteReceiveStream):
    """An asyncio `StreamReader` (a pipe: our stdin, an agent's stdout), or `PipeChunks`, as an
    anyio byte stream."""

    def __init__(self, reader: asyncio.StreamReader | PipeChunks) -> None:
        self._reader = reader

    async def receive(self, max_bytes: int = 1 << 20) -> bytes:
        data = await self._reader.read(max_bytes)
        if not data:
            raise anyio.EndOfStream
        return data

    async def receive_or_hand_over(self, handler: Callable[[bytes], bool]) -> bytes | None:
        """`receive`, with what arrives while it waits handed to `handler` when the reader is
        `PipeChunks` (see `PipeChunks.read_or_hand_over`; the peer's `ReceivesInline`)."""
        reader = self._reader
        if not isinstance(reader, PipeChunks):
            return await self.receive()
        data = await reader.read_or_hand_over(1 << 20, handler)
        if data is not None and not data:
            raise anyio.EndOfStream
        return data

    async def aclose(self) -> None:
        pass


class _StdoutStream(ByteSendStream):
    def __init__(self, fd: int) -> None:
        self._fd = fd

    async def send(self, item: bytes) -> None:
        # A blocking write in a worker thread: simple, and correct for pipes of any size.
        await anyio.to_thread.run_sync(_write_all, self._fd, item)

    async def aclose(self) -> None:
        pass


def fit_reads_to_pipe(transport: asyncio.BaseTransport) -> None:
    """Makes an asyncio pipe transport read at most what its pipe holds (64 KiB unless raised).

    asyncio allocates its read size (256 KiB) for every read and shrinks the result to what the read
    returned, which from a pipe is at most the pipe's capacity. At 256 KiB the allocation is above
    glibc's default mmap threshold (128 KiB) until something else happens to raise it: each read is
    then an mmap, page faults while filling it, an mremap and a munmap (1,300 of them in a 20,000-turn
    replay, +0.1 s of the core's 1.5 s). A buffer of the pipe's size comes from the heap."""
    pipe = transport.get_extra_info("pipe")
    get_size = getattr(fcntl, "F_GETPIPE_SZ", None)  # Linux only
    if pipe is None or get_size is None or not hasattr(transport, "max_size"):
        return
    with contextlib.suppress(OSError, ValueError):
        size = fcntl.fcntl(pipe.fileno(), get_size)
        if 0 < size < transport.max_size:
            transport.max_size = size


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        view = view[written:]


async def stdio_streams() -> tuple[ByteReceiveStream, ByteSendStream]:
    """Must be called from inside the asyncio event loop (anyio's asyncio backend)."""
    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader(limit=1 << 30)
    transport, _ = await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)
    fit_reads_to_pipe(transport)
    return StreamReaderStream(reader), _StdoutStream(sys.stdout.fileno())


async def read_lines(
    stream: ByteReceiveStream, max_line_bytes: int = DEFAULT_MAX_LINE_BYTES
) -> AsyncIterator[bytes | OversizedLine]:
    """Yields the lines of `stream` until it ends (EOF or the other side closed it)."""
    splitter = LineSplitter(max_line_bytes)
    while True:
        try:
            data = await stream.receive(1 << 20)
        except (anyio.EndOfStream, anyio.ClosedResourceError, anyio.BrokenResourceError):
            break
        for item in splitter.feed(data):
            yield item
    for item in splitter.finish():
        yield item
