"""Listing a large session store (pages of `session/list`) and the switcher's fuzzy filter.

Variants: the floor (raw NDJSON + orjson), the official SDK (`ClientSideConnection.list_sessions`),
a relay with no bridge in it (`list_relay.py`: the least a language server process adds),
acp-bridge's core (`AgentHandle.listing.first_page` / `.all`, then `fuzzy_find` per keystroke over
the registry) and acp-bridge through the language server (`acpBridge/listSessions` first / all /
cached, and `acpBridge/findSessions` per keystroke). Each reports the checksum of the session ids it got.
"""

from __future__ import annotations

import asyncio
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import orjson

from .lspclient import LspClient
from .variants import INITIALIZE, REPO, Result, _request, _sdk_close, _sdk_connect, agent_argv, start_server
from .variants import until_configured as _until_configured
from .workload import ensure_listing, ids_checksum


def list_floor(sessions: int, page_size: int, cache_dir: Path) -> Result:
    ensure_listing(sessions, page_size, cache_dir)
    proc = subprocess.Popen(
        agent_argv(cache_dir, sessions=sessions, page_size=page_size),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        bufsize=1 << 20,
    )
    assert proc.stdin is not None and proc.stdout is not None
    proc.stdin.write(_request(1, "initialize", INITIALIZE))
    proc.stdin.flush()
    orjson.loads(proc.stdout.readline())
    ids: list[str] = []
    cursor, request_id, first = None, 1, 0.0
    start = time.perf_counter()
    while True:
        request_id += 1
        proc.stdin.write(_request(request_id, "session/list", {"cursor": cursor} if cursor else {}))
        proc.stdin.flush()
        result = orjson.loads(proc.stdout.readline())["result"]
        ids.extend(s["sessionId"] for s in result["sessions"])
        if not first:
            first = time.perf_counter() - start
        cursor = result.get("nextCursor")
        if not cursor:
            break
    seconds = time.perf_counter() - start
    proc.stdin.close()
    proc.wait()
    return {"first": first, "seconds": seconds, "count": len(ids), "checksum": ids_checksum(ids)}


async def list_sdk(sessions: int, page_size: int, cache_dir: Path) -> Result:
    ensure_listing(sessions, page_size, cache_dir)
    conn, proc, _ = await _sdk_connect(agent_argv(cache_dir, sessions=sessions, page_size=page_size))
    ids: list[str] = []
    cursor, first = None, 0.0
    start = time.perf_counter()
    while True:
        page = await conn.list_sessions(cursor=cursor)
        ids.extend(s.session_id for s in page.sessions)
        if not first:
            first = time.perf_counter() - start
        cursor = page.next_cursor
        if not cursor:
            break
    seconds = time.perf_counter() - start
    await _sdk_close(conn, proc)
    return {"first": first, "seconds": seconds, "count": len(ids), "checksum": ids_checksum(ids)}


async def list_relay(sessions: int, page_size: int, cache_dir: Path) -> Result:
    """Every session through `list_relay.py`, a second process that only pages the agent and
    forwards what it got in one LSP answer, timed and checked as `list_lsp`'s `all`."""
    ensure_listing(sessions, page_size, cache_dir)
    argv = agent_argv(cache_dir, sessions=sessions, page_size=page_size)
    relay = [sys.executable, "-m", "benchmarks.list_relay", orjson.dumps(argv).decode()]
    client = await LspClient.start(relay, cwd=str(REPO))
    try:
        await client.request("relay/ready")  # the agent is up (the relay starts it first)
        await asyncio.sleep(0.3)  # as list_lsp waits before it lists
        t0 = time.perf_counter()
        result = await client.request("relay/listAll")
        seconds = time.perf_counter() - t0
    finally:
        await client.shutdown()
    ids = [s["sessionId"] for s in result["sessions"]]
    return {"seconds": seconds, "count": len(ids), "checksum": ids_checksum(ids)}


def _keystrokes(title: str) -> list[str]:
    return [title[:k] for k in range(1, len(title) + 1)]


async def list_core(sessions: int, page_size: int, cache_dir: Path, reps: int = 5) -> Result:
    import anyio

    from acp_bridge.agent_handle import AgentHandle
    from acp_bridge.config import AgentConfig

    _, meta = ensure_listing(sessions, page_size, cache_dir)
    out: Result = {}
    async with anyio.create_task_group() as tg:
        argv = agent_argv(cache_dir, sessions=sessions, page_size=page_size)
        handle = AgentHandle(AgentConfig(id="bench", command=argv), tg)
        await handle.ensure_started()
        start = time.perf_counter()
        await handle.listing.first_page(None)
        first = time.perf_counter() - start
        start = time.perf_counter()
        listing = await handle.listing.all(None)
        seconds = time.perf_counter() - start
        start = time.perf_counter()
        await handle.listing.first_page(None)
        first_full = time.perf_counter() - start
        # As a user types: the switcher opens (empty query, not timed), then one call per keystroke.
        # Typed `reps` times from the start; each keystroke's figure is the median of its reps (a
        # keystroke is never timed as a repeat of the same query, which the index answers at once).
        queries = _keystrokes(meta["probeTitle"])
        times: list[list[float]] = [[] for _ in queries]
        probe_found = False
        open_ms: list[float] = []  # the first one builds the search index
        for _ in range(reps):
            t0 = time.perf_counter()
            handle.registry.search("")
            open_ms.append((time.perf_counter() - t0) * 1000)
            for k, query in enumerate(queries):
                t0 = time.perf_counter()
                matches = handle.registry.search(query)
                times[k].append((time.perf_counter() - t0) * 1000)
            probe_found = any(m.record.display_title == meta["probeTitle"] for m in matches[:20])
        keystroke_ms = [statistics.median(t) for t in times]
        out = {
            "first": first,
            "seconds": seconds,
            "first_full_store": first_full,
            "count": len(listing.sessions),
            "registry": len(handle.registry),
            "checksum": ids_checksum(r.session_id for r in listing.sessions),
            "keystroke_ms": keystroke_ms,
            "fuzzy_median_ms": statistics.median(keystroke_ms),
            "fuzzy_max_ms": max(keystroke_ms),
            "fuzzy_open_ms": open_ms[0],
            "probe_found": probe_found,
        }
        await handle.stop()
        tg.cancel_scope.cancel()
    return out


async def list_lsp(sessions: int, page_size: int, cache_dir: Path) -> Result:
    _, meta = ensure_listing(sessions, page_size, cache_dir)
    with tempfile.TemporaryDirectory(prefix="acp-bench-") as tmp_name:
        client = await start_server(
            agent_argv(cache_dir, sessions=sessions, page_size=page_size), Path(tmp_name)
        )
        try:
            await _until_configured(client, "acpBridge/restartAgent", {"agentId": "bench"})  # agent warm
            await asyncio.sleep(0.3)

            async def timed(mode: str) -> tuple[float, Any]:
                t0 = time.perf_counter()
                result = await client.request(
                    "acpBridge/listSessions", {"agentId": "bench", "cwd": None, "mode": mode}
                )
                return time.perf_counter() - t0, result

            first, _ = await timed("first")
            seconds, everything = await timed("all")
            cached, cached_result = await timed("cached")
            first_full, _ = await timed("first")
            # The switcher opens with an empty query (as the extension's does), then one request per
            # keystroke. The opening request is timed on its own (it builds the search index).
            t0 = time.perf_counter()
            await client.request("acpBridge/findSessions", {"query": "", "agentId": "bench", "limit": 200})
            find_open_ms = (time.perf_counter() - t0) * 1000
            keystroke_ms = []
            for query in _keystrokes(meta["probeTitle"]):
                t0 = time.perf_counter()
                await client.request(
                    "acpBridge/findSessions", {"query": query, "agentId": "bench", "limit": 200}
                )
                keystroke_ms.append((time.perf_counter() - t0) * 1000)
        finally:
            await client.shutdown()
    ids = [s["sessionId"] for s in everything["sessions"]]
    return {
        "first": first,
        "seconds": seconds,
        "cached": cached,
        "cached_count": len(cached_result["sessions"]),
        "first_full_store": first_full,
        "count": len(ids),
        "checksum": ids_checksum(ids),
        "find_median_ms": statistics.median(keystroke_ms),
        "find_max_ms": max(keystroke_ms),
        "find_open_ms": find_open_ms,
    }
