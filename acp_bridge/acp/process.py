"""Spawning and supervising one agent subprocess.

- The agent inherits the bridge's full environment plus its own `env` (agents need PATH, HOME, keys…).
- stderr is drained continuously into a bounded ring of lines and the log: an agent that writes
  megabytes to stderr never stalls on a full pipe, and memory stays bounded.
- Shutdown is shielded and bounded: close stdin, wait, terminate the process group, wait, kill;
  then stop what the agent left running in its group, which would otherwise be orphaned.
- On Linux the agent gets SIGTERM if the bridge dies (PR_SET_PDEATHSIG), so a `kill -9` of the
  bridge leaves no orphan even for agents that ignore EOF; and the reaper (`reaper.py`) then stops
  the agent's whole process group (what the agent started, an agent that ignores SIGTERM).
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import ctypes
import functools
import logging
import os
import signal
import sys
import time
from collections.abc import Callable, Mapping, Sequence

import anyio
from anyio.abc import ByteReceiveStream, ByteSendStream

from ..jsonrpc.stdio import PipeChunks, StreamReaderStream, fit_reads_to_pipe
from ..logsetup import redactor
from ..plain_text import single_line
from . import descendants
from .errors import AgentError, AgentErrorKind
from .reaper import reaper

log = logging.getLogger(__name__)

STDERR_TAIL_LINES = 200
STDERR_LINE_CHARS = 2000
#: stderr lines go to the debug log (and so to the editor's output channel) at most this fast: a burst,
#: then a steady rate; what is left out is counted in one line. The tail ring keeps every line.
STDERR_LOG_BURST = 500
STDERR_LOG_RATE = 200.0  # lines per second


def _die_with_parent(parent: int) -> None:  # pragma: no cover - runs in the child between fork and exec
    if sys.platform.startswith("linux"):
        with contextlib.suppress(Exception):
            libc = ctypes.CDLL(None, use_errno=True)
            libc.prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG
        if os.getppid() != parent:  # the bridge died before the line above: the signal never comes
            os._exit(1)


class _AgentPipes(asyncio.subprocess.SubprocessStreamProtocol):
    """asyncio's protocol for a subprocess's pipes, with stdout read as `PipeChunks`: a replay
    is tens of megabytes there, which its `StreamReader` would copy three times."""

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        super().connection_made(transport)
        assert isinstance(transport, asyncio.SubprocessTransport)
        stdout_transport = transport.get_pipe_transport(1)
        if stdout_transport is not None:
            fit_reads_to_pipe(stdout_transport)
            chunks = PipeChunks(self._loop)  # type: ignore[attr-defined]  # set by asyncio's protocol
            chunks.set_transport(stdout_transport)  # type: ignore[arg-type]
            self.stdout = chunks  # type: ignore[assignment]  # read only through StreamReaderStream
            pipe_protocol = stdout_transport.get_protocol()
            if isinstance(pipe_protocol, asyncio.Protocol):
                stdout_transport.set_protocol(_StdoutNow(pipe_protocol, chunks))


class _StdoutNow(asyncio.Protocol):
    """The agent's stdout pipe's protocol: each chunk goes to `PipeChunks` as it is read.

    asyncio's subprocess transport hands a pipe's data on with `call_soon` (one event-loop iteration
    later, per chunk), which would cost every answer a loop iteration more to reach its caller.
    Everything else (the end of the pipe, which the transport's bookkeeping of the process needs)
    goes to asyncio's own pipe protocol, which delivers the end after the data."""

    def __init__(self, inner: asyncio.Protocol, chunks: PipeChunks) -> None:
        self._inner = inner
        self._feed = chunks.feed_data

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self._inner.connection_made(transport)

    def data_received(self, data: bytes) -> None:
        self._feed(data)

    def eof_received(self) -> bool | None:
        return self._inner.eof_received()

    def connection_lost(self, exc: Exception | None) -> None:
        self._inner.connection_lost(exc)

    def pause_writing(self) -> None:
        self._inner.pause_writing()

    def resume_writing(self) -> None:
        self._inner.resume_writing()


class _WriterStream(ByteSendStream):
    def __init__(self, writer: asyncio.StreamWriter) -> None:
        self._writer = writer

    def send_nowait(self, item: bytes) -> bool:
        """Writes `item` to the pipe at once when nothing written before waits to be flushed (the
        peer's `SendsAtOnce`): `send` would not wait then either. False: nothing was written."""
        transport = self._writer.transport
        if transport.is_closing():
            raise anyio.ClosedResourceError
        if transport.get_write_buffer_size():
            return False
        transport.write(item)
        return True

    async def send(self, item: bytes) -> None:
        if self._writer.is_closing():
            raise anyio.ClosedResourceError
        try:
            self._writer.write(item)
            await self._writer.drain()
        except (ConnectionError, RuntimeError) as exc:
            raise anyio.BrokenResourceError from exc

    async def aclose(self) -> None:
        with contextlib.suppress(Exception):
            self._writer.close()


#: How long an agent may take at each step of its shutdown: to exit once its stdin is closed, then
#: once it is sent SIGTERM (then it is killed).
SHUTDOWN_GRACE = 2.0
#: The same when someone waits for the stop and asked for it: Ctrl+C in the command line, which also
#: gives up a start before the agent answered `initialize` (SIGTERM asks an agent to save what it
#: must as well as the end of its input does).
INTERRUPTED_GRACE = 0.5

#: When the user asked that the stops under way end now (`hurry_stops`); None until then.
_hurried_at: float | None = None


def hurry_stops() -> None:
    """Ctrl+C while the command line stops its agent: each step of every stop under way, and of any
    stop after it, takes at most `INTERRUPTED_GRACE` from now on. Plain assignment: it is called from
    a signal handler."""
    global _hurried_at
    _hurried_at = time.monotonic()


async def _within(
    grace: float, done: Callable[[], bool], *, every: float = 0.25, hurried: bool = True
) -> bool:
    """Polls `done` for up to `grace` seconds (`math.inf`: until it holds), less once the stops are
    hurried; whether it held. The poll backs off to once `every` seconds."""
    start, delay = time.monotonic(), 0.005
    while not done():
        limit = start + grace
        if hurried and _hurried_at is not None:
            limit = min(limit, max(start, _hurried_at) + INTERRUPTED_GRACE)
        left = limit - time.monotonic()
        if left <= 0:
            return False
        await anyio.sleep(min(delay, left))
        delay = min(delay * 2, every)
    return True


class AgentProcess:
    """A running agent. Create with `await AgentProcess.start(...)`."""

    def __init__(
        self,
        name: str,
        proc: asyncio.subprocess.Process,
        transport: asyncio.SubprocessTransport | None = None,
    ) -> None:
        self.name = name
        self._proc = proc
        #: Closed once the agent has stopped (`shutdown`): see there.
        self._transport = transport
        assert proc.stdin and proc.stdout and proc.stderr
        self.stdin: ByteSendStream = _WriterStream(proc.stdin)
        self.stdout: ByteReceiveStream = StreamReaderStream(proc.stdout)
        self._stderr = proc.stderr
        self.stderr_tail: collections.deque[str] = collections.deque(maxlen=STDERR_TAIL_LINES)
        self._log = logging.getLogger(f"acp_bridge.agent.{name}")
        self._log_tokens = float(STDERR_LOG_BURST)
        self._log_refill_at = time.monotonic()
        self._log_skipped = 0

    @property
    def pid(self) -> int:
        return self._proc.pid

    @property
    def returncode(self) -> int | None:
        return self._proc.returncode

    @classmethod
    async def start(
        cls,
        name: str,
        argv: Sequence[str],
        *,
        env: Mapping[str, str] | None = None,
        cwd: str | None = None,
    ) -> AgentProcess:
        if not argv:
            raise AgentError(AgentErrorKind.INVALID_ARGUMENT, f"agent {name}: empty command")
        full_env = dict(os.environ)
        if env:
            full_env.update(env)
        loop = asyncio.get_running_loop()
        try:
            # asyncio.create_subprocess_exec, but the agent's stdout comes as the pipe's chunks.
            transport, protocol = await loop.subprocess_exec(
                lambda: _AgentPipes(limit=1 << 16, loop=loop),
                *argv,
                stdin=asyncio.subprocess.PIPE,
                stdout=asyncio.subprocess.PIPE,
                stderr=asyncio.subprocess.PIPE,
                env=full_env,
                cwd=cwd,
                start_new_session=True,
                preexec_fn=functools.partial(_die_with_parent, os.getpid()),
            )
            proc = asyncio.subprocess.Process(transport, protocol, loop)
        except FileNotFoundError as exc:
            # A missing working folder raises the same error as a missing command: name the right one.
            missing = f"command not found: {argv[0]}"
            if "/" not in argv[0]:  # looked up on PATH: the usual cause, said where it shows
                missing += " (not installed, or not on the PATH)"
            if cwd and exc.filename == cwd:
                missing = f"folder not found: {cwd}"
            raise AgentError(AgentErrorKind.START_FAILED, f"agent {name}: {missing}") from exc
        except (PermissionError, NotADirectoryError, OSError) as exc:
            raise AgentError(
                AgentErrorKind.START_FAILED, f"agent {name}: cannot start {argv[0]}: {exc.strerror or exc}"
            ) from exc
        log.info("agent %s started (pid %d): %s", name, proc.pid, argv[0])
        reaper.watch(proc.pid)  # its process group, should the bridge die without stopping it
        return cls(name, proc, transport)

    async def drain_stderr(self) -> None:
        """Runs until the agent closes stderr. Start it in a task group right after `start`."""
        partial = b""
        while True:
            chunk = await self._stderr.read(1 << 16)
            if not chunk:
                break
            lines = (partial + chunk).split(b"\n")
            partial = lines.pop()
            if len(partial) > STDERR_LINE_CHARS * 4:  # a single endless line: cut it
                lines.append(partial)
                partial = b""
            for raw in lines:
                self._record(raw)
        if partial:
            self._record(partial)
        self._report_skipped()

    def _record(self, raw: bytes) -> None:
        line = raw.decode("utf-8", "replace").rstrip("\r")
        if len(line) > STDERR_LINE_CHARS:
            # Cut and redacted together: a secret the cut splits must not show its first half.
            line = redactor.redact_prefix(line, STDERR_LINE_CHARS) + "…"
        self.stderr_tail.append(line)
        if self._log.isEnabledFor(logging.DEBUG) and self._may_log():
            self._log.debug("%s", line)

    def _may_log(self) -> bool:
        """A token bucket: a flood of stderr must not become a flood of log messages to the editor."""
        now = time.monotonic()
        self._log_tokens = min(
            float(STDERR_LOG_BURST), self._log_tokens + (now - self._log_refill_at) * STDERR_LOG_RATE
        )
        self._log_refill_at = now
        if self._log_tokens < 1.0:
            self._log_skipped += 1
            return False
        self._log_tokens -= 1.0
        self._report_skipped()
        return True

    def _report_skipped(self) -> None:
        if self._log_skipped:
            skipped, self._log_skipped = self._log_skipped, 0
            self._log.debug("(%d stderr lines not logged: too many; the tail keeps the last)", skipped)

    def last_stderr(self, lines: int = 5) -> str:
        """The last lines the agent wrote on stderr, each one clean line (they end up in error messages
        shown by the editor and printed to the terminal: no escape sequences, no bidi tricks)."""
        tail = [clean for line in self.stderr_tail if (clean := single_line(line))][-lines:]
        return " | ".join(tail)

    async def wait(self, timeout: float) -> int | None:
        """The exit code, or None if the agent still runs after `timeout` seconds.

        Polls the return code instead of awaiting `Process.wait()`: that also waits until the pipes
        close, which a child the agent left behind (holding its stderr) delays indefinitely. The poll
        backs off, so a long wait (the exit watcher) costs a few wake-ups a second at most. A hurry
        (`hurry_stops`) is for the stop's own waits only.
        """
        await _within(timeout, self._exited, hurried=False)
        return self._proc.returncode

    def exit_description(self) -> str:
        """Why the agent's output ended, naming the agent (a terminal or a log shows it with no other
        context): its exit (with its code or signal), or its closing its stdout while it runs on;
        with the last line it wrote to stderr."""
        code = self._proc.returncode
        if code is None:
            what = f"agent {self.name} closed its output but did not exit"
        elif code >= 0:
            what = f"agent {self.name} exited (code {code})"
        else:
            what = f"agent {self.name} was killed by signal {-code}"
        stderr = self.last_stderr()
        return what + (f": {stderr}" if stderr else "")

    async def shutdown(self, grace: float = SHUTDOWN_GRACE) -> None:
        """Close stdin, wait; terminate the group, wait; kill; then stop whatever the agent left in its
        group, each wait at most `grace` seconds. Bounded, and safe to call twice."""
        with anyio.CancelScope(shield=True):
            # Looked up while the agent still lives: once it is gone they are init's children.
            escaped = [] if self._proc.returncode is not None else descendants.outside_group(self._proc.pid)
            escaped = descendants.handles(escaped)
            await self.stdin.aclose()
            if not await _within(grace, self._exited):
                self._signal(signal.SIGTERM)
                if not await _within(grace, self._exited):
                    log.warning("agent %s ignored SIGTERM; killing it", self.name)
                    self._signal(signal.SIGKILL)
                    await _within(grace, self._exited)
            await self._stop_leftovers(grace)
            if escaped:
                await self._stop_escaped(escaped, grace)
            if not self._group_alive():
                reaper.forget(self._proc.pid)
            # Our ends of its pipes: a process the agent double-forked away (no longer its
            # descendant, out of its group) may hold theirs open, and a pipe left to the garbage
            # collector after the event loop has closed says so with a traceback.
            if self._transport is not None and self._proc.returncode is not None:
                self._transport.close()

    def _exited(self) -> bool:
        return self._proc.returncode is not None

    def _group_alive(self) -> bool:
        try:
            os.killpg(self._proc.pid, 0)
        except (ProcessLookupError, PermissionError):
            return False
        return descendants.group_running(self._proc.pid)

    async def _stop_leftovers(self, grace: float) -> None:
        """Stops what the agent left running in its process group (tools, MCP or language servers):
        with the agent gone, nobody else would, and they would hold its stderr pipe open too."""
        if self._proc.returncode is None or not self._group_alive():
            return
        log.info("agent %s left processes behind; terminating them", self.name)
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self._proc.pid, signal.SIGTERM)
        await _within(grace, lambda: not self._group_alive(), every=0.02)
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self._proc.pid, signal.SIGKILL)

    async def _stop_escaped(self, fds: list[int], grace: float) -> None:
        """Stops the agent's descendants that left its group (`setsid()`), by pidfd: SIGTERM, then
        SIGKILL; closes the pidfds."""
        log.info("agent %s left %d process(es) outside its group; terminating them", self.name, len(fds))
        try:
            for fd in fds:
                descendants.signal_handle(fd, signal.SIGTERM)
            await _within(grace, lambda: all(descendants.exited(fd) for fd in fds), every=0.02)
            for fd in fds:
                if not descendants.exited(fd):
                    descendants.signal_handle(fd, signal.SIGKILL)
        finally:
            for fd in fds:
                os.close(fd)

    def _signal(self, sig: signal.Signals) -> None:
        if self._proc.returncode is not None:
            return
        try:
            os.killpg(self._proc.pid, sig)
        except (ProcessLookupError, PermissionError):
            # The agent left its process group: signal it alone. With `os.kill`, not
            # `Process.send_signal`: that polls first, and its `waitpid` can reap the child before
            # asyncio's watcher does, which then reports exit code 255 instead of the signal.
            with contextlib.suppress(ProcessLookupError):
                os.kill(self._proc.pid, sig)
