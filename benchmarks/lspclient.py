"""A minimal LSP client over a subprocess's stdio (Content-Length framing, orjson), for timing.

Deliberately small: the client's own cost is part of every figure measured through it, so it does
no validation and no conversion. Server-to-client requests are answered with ``null``.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import os
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import orjson

Notification = Callable[[str, Any, float], None]


class LspError(Exception):
    def __init__(self, error: dict[str, Any]) -> None:
        super().__init__(f"{error.get('code')}: {error.get('message')}")
        self.code = error.get("code")


class LspClient:
    def __init__(self, proc: asyncio.subprocess.Process) -> None:
        self.proc = proc
        self._ids = itertools.count(1)
        self._pending: dict[int, asyncio.Future[Any]] = {}
        self.on_notification: Notification | None = None
        self.profiler: Any = None  # a py-spy process attached to the server, if any
        self._reader = asyncio.create_task(self._read())

    @classmethod
    async def start(
        cls,
        argv: Sequence[str],
        *,
        env: dict[str, str] | None = None,
        stderr_path: Path | None = None,
        cwd: str | None = None,
    ) -> LspClient:
        stderr = open(stderr_path, "wb") if stderr_path else asyncio.subprocess.DEVNULL  # noqa: SIM115
        try:
            proc = await asyncio.create_subprocess_exec(
                *argv,
                stdin=asyncio.subprocess.PIPE,
                stdout=asyncio.subprocess.PIPE,
                stderr=stderr,
                env={**os.environ, **(env or {})},
                cwd=cwd,
                limit=1 << 30,
            )
        finally:
            if stderr_path:
                stderr.close()  # type: ignore[union-attr]
        return cls(proc)

    @property
    def pid(self) -> int:
        return self.proc.pid

    async def _read(self) -> None:
        stdout = self.proc.stdout
        assert stdout is not None
        try:
            while True:
                length = 0
                while True:
                    header = await stdout.readline()
                    if not header:
                        return
                    if header in (b"\r\n", b"\n"):
                        break
                    if header.lower().startswith(b"content-length:"):
                        length = int(header.split(b":", 1)[1])
                body = await stdout.readexactly(length)
                now = time.perf_counter()
                message = orjson.loads(body)
                method = message.get("method")
                if method is None:
                    future = self._pending.pop(message.get("id"), None)
                    if future is not None and not future.done():
                        if "error" in message and message["error"] is not None:
                            future.set_exception(LspError(message["error"]))
                        else:
                            future.set_result(message.get("result"))
                elif "id" in message:
                    self._send({"jsonrpc": "2.0", "id": message["id"], "result": None})
                elif self.on_notification is not None:
                    self.on_notification(method, message.get("params"), now)
        except (asyncio.IncompleteReadError, ConnectionError):
            return
        finally:
            for future in self._pending.values():
                if not future.done():
                    future.set_exception(ConnectionError("language server closed its output"))

    def _send(self, message: dict[str, Any]) -> None:
        body = orjson.dumps(message)
        assert self.proc.stdin is not None
        self.proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)

    async def request(self, method: str, params: Any = None, timeout: float = 600) -> Any:
        request_id = next(self._ids)
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._pending[request_id] = future
        self._send({"jsonrpc": "2.0", "id": request_id, "method": method, "params": params})
        return await asyncio.wait_for(future, timeout)

    def notify(self, method: str, params: Any = None) -> None:
        self._send({"jsonrpc": "2.0", "method": method, "params": params})

    async def initialize(self, options: dict[str, Any], root: str) -> Any:
        uri = Path(root).as_uri()
        result = await self.request(
            "initialize",
            {
                "processId": os.getpid(),
                "rootUri": uri,
                "capabilities": {},
                "workspaceFolders": [{"uri": uri, "name": "bench"}],
                "initializationOptions": options,
            },
        )
        self.notify("initialized", {})
        return result

    async def shutdown(self) -> None:
        with contextlib.suppress(Exception):
            await self.request("shutdown", None, timeout=10)
            self.notify("exit")
        with contextlib.suppress(Exception):
            assert self.proc.stdin is not None
            self.proc.stdin.close()
        try:
            await asyncio.wait_for(self.proc.wait(), 15)
        except TimeoutError:
            self.proc.kill()
            await self.proc.wait()
        self._reader.cancel()
        with contextlib.suppress(BaseException):
            await self._reader
        if self.profiler is not None:
            await asyncio.to_thread(self.profiler.wait, 60)


def memory_kib(pid: int) -> dict[str, int]:
    """VmRSS and VmHWM (the kernel's exact peak RSS) of a live process, in KiB (Linux)."""
    out: dict[str, int] = {}
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            key, _, value = line.partition(":")
            if key in ("VmRSS", "VmHWM"):
                out[key] = int(value.split()[0])
    except OSError:
        pass
    if "VmRSS" not in out:  # not Linux: psutil, sampled (no peak)
        import psutil

        rss = psutil.Process(pid).memory_info().rss // 1024
        out = {"VmRSS": rss, "VmHWM": rss}
    return out
