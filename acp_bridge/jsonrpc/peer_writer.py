"""The peer's write path: each message encoded once, traced, and written whole, one at a time.

A write that needs no waiting (the stream is an agent's stdin with nothing left to flush:
`SendsAtOnce`) goes straight to the stream, without the lock and without yielding to the event
loop; one that must wait (another write is in progress, or the pipe is full) takes the write lock.
A write to a closed stream raises the close reason (`ConnectionClosed` until one is known).

`PeerWriter` is the lowest layer of `JsonRpcPeer` (:mod:`.peer`): the requests it sends
(:mod:`.outgoing`), its notifications and its answers are all written here.
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

import anyio
import orjson
from anyio.abc import ByteSendStream

from .dispatch import Tracer
from .errors import ConnectionClosed, RpcFailure


@runtime_checkable
class SendsAtOnce(Protocol):
    """A send stream that can take a message without waiting (an agent's stdin: `_WriterStream`)."""

    def send_nowait(self, item: bytes) -> bool:
        """Sends `item` when that needs no waiting and returns True; else sends nothing, returns False."""
        ...


class PeerWriter:
    #: Sees every line sent (and received): `JsonRpcPeer.tracer`, held by the peer's dispatcher,
    #: which traces what is received.
    tracer: Tracer | None

    def __init__(self, send: ByteSendStream, *, name: str) -> None:
        self.name = name
        self._send = send
        # Held by a write that waits (`_send_waiting`). Uncontended (the usual case) it does not
        # yield to the event loop first: a yield per message cost a loop iteration per request.
        self._write_lock = anyio.Lock(fast_acquire=True)
        #: A write that needs no waiting goes straight to the stream, without the lock (`_send_now`).
        self._send_nowait = send.send_nowait if isinstance(send, SendsAtOnce) else None
        self._closed: RpcFailure | None = None

    @property
    def closed(self) -> RpcFailure | None:
        """None while open; the close reason afterwards."""
        return self._closed

    async def notify(self, method: str, params: Any = None) -> None:
        message: dict[str, Any] = {"jsonrpc": "2.0", "method": method}
        if params is not None:
            message["params"] = params
        await self._write(message)

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
