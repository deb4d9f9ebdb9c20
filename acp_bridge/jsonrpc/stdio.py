"""Byte streams and lines: this process's own stdin/stdout as anyio byte streams (for running as an
agent over stdio), and the lines of a byte stream."""

from __future__ import annotations

import asyncio
import os
import sys
from collections.abc import AsyncIterator

import anyio
from anyio.abc import ByteReceiveStream, ByteSendStream

from .framing import DEFAULT_MAX_LINE_BYTES, LineSplitter, OversizedLine


class StreamReaderStream(ByteReceiveStream):
    """An asyncio `StreamReader` (a pipe: our stdin, an agent's stdout) as an anyio byte stream."""

    def __init__(self, reader: asyncio.StreamReader) -> None:
        self._reader = reader

    async def receive(self, max_bytes: int = 1 << 20) -> bytes:
        data = await self._reader.read(max_bytes)
        if not data:
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


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        view = view[written:]


async def stdio_streams() -> tuple[ByteReceiveStream, ByteSendStream]:
    """Must be called from inside the asyncio event loop (anyio's asyncio backend)."""
    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader(limit=1 << 30)
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)
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
