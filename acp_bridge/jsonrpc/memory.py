"""In-memory byte pipes: the stand-in for stdio that layer tests (and in-process agents) run on."""

from __future__ import annotations

import anyio
from anyio.abc import ByteReceiveStream, ByteSendStream
from anyio.streams.memory import MemoryObjectReceiveStream, MemoryObjectSendStream


class _PipeSend(ByteSendStream):
    def __init__(self, stream: MemoryObjectSendStream[bytes]) -> None:
        self._stream = stream

    async def send(self, item: bytes) -> None:
        await self._stream.send(item)

    async def aclose(self) -> None:
        await self._stream.aclose()


class _PipeReceive(ByteReceiveStream):
    def __init__(self, stream: MemoryObjectReceiveStream[bytes]) -> None:
        self._stream = stream

    async def receive(self, max_bytes: int = 65536) -> bytes:
        return await self._stream.receive()

    async def aclose(self) -> None:
        await self._stream.aclose()


def byte_pipe(buffer: int = 64) -> tuple[ByteSendStream, ByteReceiveStream]:
    """One direction of a stdio pair. Closing the send side gives the reader EOF."""
    send, receive = anyio.create_memory_object_stream[bytes](buffer)
    return _PipeSend(send), _PipeReceive(receive)
