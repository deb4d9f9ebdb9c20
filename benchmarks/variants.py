"""The replay variants. Each runs in a fresh worker process (`benchmarks.worker`) and returns figures.

Every variant times from sending `session/load` (or `acpBridge/loadSession`) to having the whole
result, and reports what it got: a checksum over the ordered (role, text) of messages and the
tool-call ids/statuses, or, through the language server, the SHA-256 of the document it assembled.
"""

from __future__ import annotations

import asyncio
import gc
import hashlib
import io
import os
import re
import resource
import shlex
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import orjson
import psutil

from .lspclient import LspClient, LspError, memory_kib
from .workload import CWD, ReferenceReducer, checksum, ensure_listing, ensure_replay

REPO = Path(__file__).resolve().parent.parent
AGENT = str(REPO / "benchmarks" / "replay_agent.py")
SERVE = [sys.executable, "-m", "acp_bridge", "serve"]
#: `ACP_BRIDGE_BENCH_PYSPY=out.svg` (or .txt for raw stacks) records the language server with py-spy.
PYSPY = os.environ.get("ACP_BRIDGE_BENCH_PYSPY")
Result = dict[str, Any]


def agent_argv(cache_dir: Path, *, turns: int = 0, sessions: int = 0, page_size: int = 100) -> list[str]:
    argv = [sys.executable, AGENT, "--cache-dir", str(cache_dir)]
    if turns:
        argv += ["--turns", str(turns)]
    if sessions:
        argv += ["--sessions", str(sessions), "--page-size", str(page_size)]
    return argv


def _request(request_id: int, method: str, params: Any) -> bytes:
    return orjson.dumps({"jsonrpc": "2.0", "id": request_id, "method": method, "params": params}) + b"\n"


INITIALIZE = {"protocolVersion": 1, "clientCapabilities": {}, "clientInfo": {"name": "bench", "version": "1"}}


def _max_rss_kib() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


# -- (1) the parse floor ----------------------------------------------------------------------------


def floor_replay(turns: int, cache_dir: Path) -> Result:
    """Reading the agent's stdout lines + `orjson.loads` each: nothing can be faster in Python."""
    _, meta = ensure_replay(turns, cache_dir)
    proc = subprocess.Popen(
        agent_argv(cache_dir, turns=turns), stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=1 << 20
    )
    assert proc.stdin is not None and proc.stdout is not None
    proc.stdin.write(_request(1, "initialize", INITIALIZE))
    proc.stdin.flush()
    orjson.loads(proc.stdout.readline())
    loads, lines = orjson.loads, []
    append = lines.append
    cpu = time.process_time()
    start = time.perf_counter()
    proc.stdin.write(
        _request(2, "session/load", {"sessionId": meta["sessionId"], "cwd": CWD, "mcpServers": []})
    )
    proc.stdin.flush()
    for line in proc.stdout:
        append(line)  # bytes only: keeping them costs no garbage collection
        if loads(line).get("id") == 2:
            break
    seconds, cpu = time.perf_counter() - start, time.process_time() - cpu
    proc.stdin.close()
    proc.wait()
    reducer = ReferenceReducer()  # verification, after the clock stopped
    for line in lines[:-1]:
        reducer.feed_raw(loads(line)["params"]["update"])
    return {"seconds": seconds, "cpu": cpu, "updates": reducer.count, "checksum": reducer.checksum()}


async def floor_asyncio_replay(turns: int, cache_dir: Path) -> Result:
    """The same on an asyncio stream reader (what any asyncio client pays at least)."""
    _, meta = ensure_replay(turns, cache_dir)
    proc = await asyncio.create_subprocess_exec(
        *agent_argv(cache_dir, turns=turns),
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
        limit=1 << 30,
    )
    assert proc.stdin is not None and proc.stdout is not None
    proc.stdin.write(_request(1, "initialize", INITIALIZE))
    orjson.loads(await proc.stdout.readline())
    loads, lines, readline = orjson.loads, [], proc.stdout.readline
    cpu = time.process_time()
    start = time.perf_counter()
    proc.stdin.write(
        _request(2, "session/load", {"sessionId": meta["sessionId"], "cwd": CWD, "mcpServers": []})
    )
    while line := await readline():
        lines.append(line)
        if loads(line).get("id") == 2:
            break
    seconds, cpu = time.perf_counter() - start, time.process_time() - cpu
    proc.stdin.close()
    await proc.wait()
    reducer = ReferenceReducer()
    for line in lines[:-1]:
        reducer.feed_raw(loads(line)["params"]["update"])
    return {"seconds": seconds, "cpu": cpu, "updates": reducer.count, "checksum": reducer.checksum()}


# -- (2) the official Python SDK ----------------------------------------------------------------------


class CountingClient:
    """A minimal `acp.Client`: counts updates and notes what the checksum needs (a tuple each)."""

    def __init__(self) -> None:
        self.count = 0
        self.records: list[tuple[Any, ...]] = []

    async def session_update(self, session_id: str, update: Any, **kwargs: Any) -> None:
        self.count += 1
        kind = update.session_update
        if kind in ReferenceReducer.ROLES:
            content = update.content
            self.records.append((kind, update.message_id, getattr(content, "text", None), None, None))
        elif kind in ("tool_call", "tool_call_update"):
            self.records.append((kind, None, None, update.tool_call_id, update.status))
        else:
            self.records.append((kind, None, None, None, None))

    async def request_permission(self, *args: Any, **kwargs: Any) -> Any:
        raise NotImplementedError


async def _sdk_connect(argv: list[str]) -> tuple[Any, asyncio.subprocess.Process, CountingClient]:
    import acp

    proc = await asyncio.create_subprocess_exec(
        *argv, stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, limit=1 << 30
    )
    client = CountingClient()
    conn = acp.connect_to_agent(client, proc.stdin, proc.stdout)
    await conn.initialize(protocol_version=1)
    return conn, proc, client


async def _sdk_close(conn: Any, proc: asyncio.subprocess.Process) -> None:
    await conn.close()
    assert proc.stdin is not None
    proc.stdin.close()
    await proc.wait()


async def sdk_replay(turns: int, cache_dir: Path) -> Result:
    _, meta = ensure_replay(turns, cache_dir)
    conn, proc, client = await _sdk_connect(agent_argv(cache_dir, turns=turns))
    cpu = time.process_time()
    start = time.perf_counter()
    await conn.load_session(cwd=CWD, session_id=meta["sessionId"], mcp_servers=[])
    answered = time.perf_counter()
    deadline = answered + 60
    while client.count < meta["updates"] and time.perf_counter() < deadline:  # one task per update
        await asyncio.sleep(0)
    seconds, cpu = time.perf_counter() - start, time.process_time() - cpu
    await _sdk_close(conn, proc)
    reducer = ReferenceReducer()
    for record in client.records:
        reducer.feed(*record)
    return {
        "seconds": seconds,
        "cpu": cpu,
        "answered": answered - start,
        "updates": client.count,
        "checksum": reducer.checksum(),
    }


# -- (3) acp-bridge's core ------------------------------------------------------------------------------


def transcript_checksum(transcript: Any) -> str:
    from acp_bridge.sessions.transcript import MessageEntry, ToolCallEntry

    def entries() -> Any:
        for entry in transcript.entries:
            if isinstance(entry, MessageEntry):
                yield ("m", entry.role, entry.text)
            elif isinstance(entry, ToolCallEntry):
                yield ("t", entry.tool_call_id, entry.status)

    return checksum(entries())


async def core_replay(turns: int, cache_dir: Path, profile: str | None = None) -> Result:
    """`AgentHandle.load` → transcript → `write_markdown` (the whole document, as `acp-bridge show`
    renders and writes it, here into memory), in this process."""
    import anyio

    from acp_bridge.agent_handle import AgentHandle
    from acp_bridge.config import AgentConfig
    from acp_bridge.sessions.whole_markdown import write_markdown

    _, meta = ensure_replay(turns, cache_dir)
    out: Result = {}
    async with anyio.create_task_group() as tg:
        handle = AgentHandle(AgentConfig(id="bench", command=agent_argv(cache_dir, turns=turns)), tg)
        connection = await handle.ensure_started()
        original = connection.load_session
        marks: dict[str, float] = {}

        async def timed_load(*args: Any, **kwargs: Any) -> Any:  # instrumentation only
            result = await original(*args, **kwargs)
            marks["answered"] = time.perf_counter()
            return result

        connection.load_session = timed_load  # type: ignore[method-assign]
        idle_rss = memory_kib(_pid())["VmRSS"]
        gc_before = sum(s["collections"] for s in gc.get_stats())
        profiler = _start_profiler(profile)
        cpu = time.process_time()
        start = time.perf_counter()
        transcript = await handle.load(meta["sessionId"], fallback_cwd=CWD)
        loaded = time.perf_counter()
        sink = io.BytesIO()
        write_markdown(transcript, sink)
        document = sink.getvalue()
        done = time.perf_counter()
        cpu = time.process_time() - cpu
        peak_rss = _max_rss_kib()  # before the checksums below copy the text
        _stop_profiler(profiler, profile)
        out = {
            "seconds": done - start,
            "cpu": cpu,
            "answered": marks["answered"] - start,
            "loaded": loaded - start,
            "render": done - loaded,
            "gc_collections": sum(s["collections"] for s in gc.get_stats()) - gc_before,
            "updates": meta["updates"],
            "checksum": transcript_checksum(transcript),
            "md_sha": hashlib.sha256(document).hexdigest()[:16],
            "md_chars": len(document.decode()),
            "md_bytes": len(document),
            "idle_rss_kib": idle_rss,
            "peak_rss_kib": peak_rss,
        }
        await handle.stop()
        tg.cancel_scope.cancel()
    return out


def _pid() -> int:
    import os

    return os.getpid()


def _start_profiler(kind: str | None) -> Any:
    if not kind:
        return None
    if kind.endswith(".html") or kind.endswith(".txt"):
        from pyinstrument import Profiler

        profiler = Profiler(interval=0.0005, async_mode="disabled")
        profiler.start()
        return profiler
    import cProfile

    profiler = cProfile.Profile()
    profiler.enable()
    return profiler


def _stop_profiler(profiler: Any, kind: str | None) -> None:
    if profiler is None or kind is None:
        return
    if kind.endswith(".html") or kind.endswith(".txt"):
        profiler.stop()
        Path(kind).write_text(
            profiler.output_html()
            if kind.endswith(".html")
            else profiler.output_text(unicode=True, color=False, show_all=False)
        )
    else:
        profiler.disable()
        profiler.dump_stats(kind)


# -- (4) acp-bridge through the language server -----------------------------------------------------


async def start_server(agent: list[str], tmp: Path) -> LspClient:
    client = await LspClient.start(
        SERVE,
        env={"XDG_DATA_HOME": str(tmp / "data"), "ACP_BRIDGE_LOG_LEVEL": "WARNING"},
        stderr_path=tmp / "serve.log",
        cwd=str(REPO),
    )
    await client.initialize({"agents": [{"id": "bench", "command": agent}]}, root=str(tmp))
    if PYSPY:
        fmt = ["--format", "raw"] if PYSPY.endswith(".txt") else []
        client.profiler = subprocess.Popen(  # stopped (and written) when the server exits
            [
                str(Path(sys.executable).parent / "py-spy"),
                "record",
                "--nonblocking",
                "-r",
                "200",
                "-o",
                PYSPY,
                *fmt,
                "--pid",
                str(client.pid),
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
    return client


async def until_configured(client: LspClient, method: str, params: Any) -> Any:
    """`initialized` applies the settings asynchronously: retry while the agent is not known yet."""
    for _ in range(200):
        try:
            return await client.request(method, params)
        except LspError as exc:
            if exc.code != -32015:
                raise
            await asyncio.sleep(0.01)
    raise TimeoutError("the bench agent was never configured")


class HeldDocument:
    """The extension's transcript document: fetch the tail from `fromVersion`, splice at `offset`,
    one fetch at a time, fetch again when a change arrived meanwhile (vscode-extension transcripts.ts).

    The text is held in pieces, as VS Code's piece tree holds a document: a splice costs the pieces
    it cuts and the tail it adds, not a copy of the whole text (47 MB at 20,000 turns, on every fetch,
    in a process that shares the machine's cores with the server and the agent)."""

    def __init__(self, client: LspClient, uri: str, start: float) -> None:
        self.client, self.uri, self.start = client, uri, start
        self.pieces: list[str] = []
        self.length = 0  # characters held: the sum of the pieces' lengths
        self.version: int | None = None
        self.fetching: asyncio.Task[None] | None = None
        self.again = False
        self.fetches = self.notices = self.tail_chars = 0
        self.first_notice: float | None = None
        self.first_content: float | None = None
        self.first_content_loading: bool | None = None
        self.complete_at: float | None = None
        self.done = asyncio.Event()

    @property
    def text(self) -> str:
        if len(self.pieces) > 1:
            self.pieces = ["".join(self.pieces)]
        return self.pieces[0] if self.pieces else ""

    def _truncate(self, offset: int) -> None:
        """Keeps the first `offset` characters: drops the pieces after it, cuts the one it falls in."""
        pieces = self.pieces
        while self.length > offset:
            last = pieces.pop()
            self.length -= len(last)
            if self.length < offset:
                pieces.append(last[: offset - self.length])
                self.length = offset

    def _replace_head(self, head: str, head_end: int) -> None:
        """Replaces the first `head_end` characters with `head` (a new title's header)."""
        pieces = self.pieces
        head_end = min(head_end, self.length)
        cut = 0
        while pieces and cut + len(pieces[0]) <= head_end:
            cut += len(pieces.pop(0))
        if cut < head_end:
            pieces[0] = pieces[0][head_end - cut :]
        pieces.insert(0, head)
        self.length += len(head) - head_end

    def changed(self, params: dict[str, Any], now: float) -> None:
        if params.get("uri") != self.uri:
            return
        self.notices += 1
        if self.first_notice is None:
            self.first_notice = now - self.start
        if self.version is not None and params["version"] <= self.version:
            return
        if self.fetching is not None:
            self.again = True
        else:
            self.fetching = asyncio.create_task(self._fetch())

    async def _fetch(self) -> None:
        try:
            while True:
                self.again = False
                result = await self.client.request(
                    "acpBridge/getTranscript", {"uri": self.uri, "fromVersion": self.version}
                )
                now = time.perf_counter()
                self.fetches += 1
                self.tail_chars += len(result["text"])
                if self.version is not None and result["version"] < self.version:
                    continue  # stale
                offset = 0 if self.version is None else result["offset"]
                if offset > self.length:
                    raise AssertionError(f"offset {offset} beyond the {self.length} characters held")
                head = result.get("head") if self.version is not None else None
                self._truncate(offset)
                if head is not None:  # a new title: the header is replaced, the body kept
                    self._replace_head(head, result["headEnd"])
                if result["text"]:
                    self.pieces.append(result["text"])
                    self.length += len(result["text"])
                self.version = result["version"]
                if self.first_content is None and self.length:
                    self.first_content, self.first_content_loading = now - self.start, result["loading"]
                if result["complete"]:  # (`loading` may stay true a moment longer: the quiet period)
                    self.complete_at = now - self.start
                    self.done.set()
                if not self.again:
                    return
        finally:
            self.fetching = None


#: What the editor asks about a document it shows, after each change (outline, folding, links).
OUTLINE_REQUESTS = {
    "symbols": "textDocument/documentSymbol",
    "folding": "textDocument/foldingRange",
    "links": "textDocument/documentLink",
}


async def _outline_requests(client: LspClient, server: psutil.Process, uri: str) -> Result:
    """Each outline request once on the newest window, complete: the server's CPU for it (what it costs the
    server, whose loop answers nothing else meanwhile), the round trip (which includes this client's
    parse of the answer: 22 MB of symbols at 20,000 turns) and how many items it gave."""
    out: Result = {}
    for name, method in OUTLINE_REQUESTS.items():
        cpu = sum(server.cpu_times()[:2])
        t0 = time.perf_counter()
        answer = await client.request(method, {"textDocument": {"uri": uri}})
        out[f"{name}_ms"] = (time.perf_counter() - t0) * 1000
        out[f"{name}_cpu_ms"] = (sum(server.cpu_times()[:2]) - cpu) * 1000
        out[f"{name}_count"] = len(answer or [])
    return out


_EARLIER_LINE = re.compile(r"\*Earlier turns \([\d,]+-[\d,]+\)\*\n\n")
_LATER_LINE = re.compile(r"\*Later turns \([^)\n]*\)\*\n\Z")


async def _session_from_windows(client: LspClient, newest: dict[str, Any]) -> str:
    """The whole session put together from its windows, walked from the newest to the first through
    `earlierUri`: the title, each window's blocks without the lines about the other windows, and the
    newest window's trailer. What the core and `acp-bridge show` render, if the windows tile it."""
    windows = [newest]
    while uri := windows[-1]["window"]["earlierUri"]:
        windows.append(await client.request("acpBridge/getTranscript", {"uri": uri, "fromVersion": None}))
    text = newest["text"]
    header = text[: text.index("\n\n") + 2]
    pieces = [header]
    for window in reversed(windows):
        body = _EARLIER_LINE.sub("", window["text"][len(header) :], count=1)
        pieces.append(_LATER_LINE.sub("", body) if window is not newest else body)
    return "".join(pieces)


async def lsp_replay(turns: int, cache_dir: Path) -> Result:
    from acp_bridge.lsp.protocol import transcript_uri

    _, meta = ensure_replay(turns, cache_dir)
    with tempfile.TemporaryDirectory(prefix="acp-bench-") as tmp_name:
        tmp = Path(tmp_name)
        client = await start_server(agent_argv(cache_dir, turns=turns), tmp)
        try:
            await until_configured(client, "acpBridge/restartAgent", {"agentId": "bench"})  # agent warm
            await asyncio.sleep(0.3)  # let the server settle (agent state notifications)
            idle = memory_kib(client.pid)
            uri = transcript_uri("bench", meta["sessionId"])
            server = psutil.Process(client.pid)
            cpu = sum(server.cpu_times()[:2])
            start = time.perf_counter()
            doc = HeldDocument(client, uri, start)
            client.on_notification = lambda method, params, now: (
                doc.changed(params, now) if method == "acpBridge/transcriptChanged" else None
            )
            answer = await client.request(
                "acpBridge/loadSession", {"agentId": "bench", "sessionId": meta["sessionId"], "cwd": CWD}
            )
            answered = time.perf_counter() - start
            await asyncio.wait_for(doc.done.wait(), 120)
            seconds = time.perf_counter() - start
            cpu = sum(server.cpu_times()[:2]) - cpu
            peak = memory_kib(client.pid)  # before the verification fetch below, which costs memory
            full = await client.request("acpBridge/getTranscript", {"uri": uri, "fromVersion": None})
            outline = await _outline_requests(client, server, uri)
            session = await _session_from_windows(client, full)
        finally:
            await client.shutdown()
    text = doc.text
    return {
        **outline,
        "window_chars": len(text),
        "window_turns": full["window"]["lastTurn"] - full["window"]["firstTurn"] + 1,
        # the links to the earlier and later windows
        "window_links": bool(full["window"]["earlierUri"]) + bool(full["window"]["laterUri"]),
        "seconds": seconds,
        "cpu": cpu,
        "answered": answered,
        "first_notice": doc.first_notice,
        "first_content": doc.first_content,
        "first_content_loading": doc.first_content_loading,
        "fetches": doc.fetches,
        "notices": doc.notices,
        "tail_chars": doc.tail_chars,
        "complete": answer.get("complete"),
        "splice_ok": text == full["text"],
        "md_sha": hashlib.sha256(session.encode()).hexdigest()[:16],
        "md_chars": len(session),
        "turn_headings": session.count("\n## User\n"),
        "tool_headings": session.count("\n#### Tool: "),
        "idle_rss_kib": idle["VmRSS"],
        "peak_rss_kib": peak["VmHWM"],
        "end_rss_kib": peak["VmRSS"],
        "updates": meta["updates"],
    }


def _whole_process(program: str, turns: int, cache_dir: Path) -> tuple[float, float, bytes, int, Any]:
    """`benchmarks.whole_process PROGRAM` timed from spawn to exit: seconds, its CPU and its
    children's (the agent's included, for the floor and for `show` alike), stdout, its own peak RSS
    (KiB) and the replay's metadata."""
    _, meta = ensure_replay(turns, cache_dir)
    argv = [sys.executable, "-m", "benchmarks.whole_process", program,
            "--agent", shlex.join(agent_argv(cache_dir, turns=turns)), "--session", meta["sessionId"],
            "--cwd", CWD]
    before = os.times()
    start = time.perf_counter()
    proc = subprocess.run(argv, cwd=REPO, capture_output=True, check=False, timeout=600)
    seconds = time.perf_counter() - start
    after = os.times()
    if proc.returncode != 0:
        stderr = proc.stderr.decode(errors="replace")[-400:]
        raise RuntimeError(f"{program} exited {proc.returncode}: {stderr}")
    cpu = (after.children_user - before.children_user) + (after.children_system - before.children_system)
    peak = int(proc.stderr.decode().rsplit("bench-maxrss-kib ", 1)[1].split()[0])
    return seconds, cpu, proc.stdout, peak, meta


def floor_process(turns: int, cache_dir: Path) -> Result:
    """(1p) the parse floor as a whole process: Python starts, spawns the agent, loads, parses, exits."""
    seconds, cpu, out, peak, meta = _whole_process("floor", turns, cache_dir)
    updates = int(out.decode().split()[-1])
    assert updates == meta["updates"], (updates, meta["updates"])
    return {"seconds": seconds, "cpu": cpu, "updates": updates, "peak_rss_kib": peak}


def show_process(turns: int, cache_dir: Path) -> Result:
    """(3p) `acp-bridge show SESSION --agent … > pipe`, the whole process: imports, the agent's start,
    the replay, the Markdown written to its stdout (CPU includes the agent's, as the floor's does)."""
    seconds, cpu, out, peak, _ = _whole_process("show", turns, cache_dir)
    return {"seconds": seconds, "cpu": cpu, "md_sha": hashlib.sha256(out).hexdigest()[:16],
            "md_bytes": len(out), "peak_rss_kib": peak}


async def cold_start(cache_dir: Path) -> Result:
    """`acp-bridge serve` spawned → `initialize` answered → first custom request answered."""
    _, meta = ensure_listing(1, 100, cache_dir)
    with tempfile.TemporaryDirectory(prefix="acp-bench-") as tmp_name:
        tmp = Path(tmp_name)
        start = time.perf_counter()
        client = await LspClient.start(
            SERVE, env={"XDG_DATA_HOME": str(tmp / "data"), "ACP_BRIDGE_LOG_LEVEL": "WARNING"}, cwd=str(REPO)
        )
        try:
            await client.initialize(
                {"agents": [{"id": "bench", "command": agent_argv(cache_dir, sessions=1)}]}, root=str(tmp)
            )
            initialized = time.perf_counter() - start
            await until_configured(
                client, "acpBridge/listSessions", {"agentId": "bench", "cwd": None, "mode": "cached"}
            )
            ready = time.perf_counter() - start
        finally:
            await client.shutdown()
    return {"seconds": initialized, "first_request": ready, "checksum": meta["checksum"]}
