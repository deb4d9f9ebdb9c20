"""`acp-bridge demo-agent`: a spec-exact ACP agent with no LLM (protocol 1; protocol 2 draft with
`--protocol 2`, in either draft shape: `--v2-shape current|intermediate`).

The editor's built-in default agent and the fixture for every test layer: it keeps real sessions in
a store on disk (list, load with replay, resume, close, delete; fork with `--fork`, a draft feature
of the schema), answers prompts with a deterministic script (see `script.py` for the `/rename`,
`/fs-read`, `/fs-write`, `/permission` commands) and can seed thousands of realistic sessions (`--seed N`).

stdout is the protocol channel: everything else goes to stderr.
"""

from __future__ import annotations

import argparse
import logging
import sys
import time
from pathlib import Path

import anyio
from anyio.abc import ByteReceiveStream

from .agent import DemoAgent
from .seed import seed_store
from .store import SessionStore, default_store_dir
from .wire import SHAPES, TRANSPORTS

__all__ = ["DemoAgent", "SessionStore", "build_parser", "main", "serve_stdio"]

log = logging.getLogger(__name__)


def build_parser(prog: str = "acp-bridge demo-agent") -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=prog,
        description="A reference ACP agent with no LLM, speaking JSON-RPC on stdio.",
    )
    parser.add_argument(
        "--protocol",
        type=int,
        choices=(1, 2),
        default=1,
        help="latest ACP protocol version spoken (2 = the v2 draft; 1 is still answered when offered)",
    )
    parser.add_argument(
        "--v2-shape",
        choices=SHAPES,
        default="current",
        help="which protocol-2 draft: current (session/resume replays) or intermediate (session/load)",
    )
    parser.add_argument(
        "--mcp-transports",
        default="stdio",
        help="comma-separated MCP transports advertised: stdio,http,sse (default: stdio)",
    )
    parser.add_argument(
        "--no-additional-directories",
        action="store_true",
        help="do not advertise additionalDirectories (and refuse them)",
    )
    parser.add_argument(
        "--fork",
        action="store_true",
        help="advertise session/fork (a draft feature: only in the schema's unstable part)",
    )
    parser.add_argument(
        "--touch-on-load",
        action="store_true",
        help="a load moves the session's updatedAt to now (as agents that rewrite a session's file do)",
    )
    parser.add_argument(
        "--log-requests", type=Path, metavar="FILE", help="append every request received to FILE (JSON lines)"
    )
    parser.add_argument("--store", type=Path, help=f"session store folder (default: {default_store_dir()})")
    parser.add_argument(
        "--seed", type=int, metavar="N", help="write N example sessions if the store is empty"
    )
    parser.add_argument(
        "--reseed", action="store_true", help="with --seed: replace the sessions already there"
    )
    parser.add_argument(
        "--cwd",
        type=Path,
        help="with --seed: the folder most sessions belong to (default: the store folder's parent)",
    )
    parser.add_argument("--seed-only", action="store_true", help="seed, then exit instead of serving")
    parser.add_argument(
        "--delay-ms",
        type=float,
        default=20.0,
        help="total pause in a scripted reply, in milliseconds (default: 20)",
    )
    parser.add_argument(
        "--log-level",
        default="INFO",
        type=str.upper,
        choices=("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"),
        help="stderr log level (default: INFO)",
    )
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    logging.basicConfig(
        stream=sys.stderr,
        level=args.log_level,
        format="demo-agent %(levelname)s %(name)s: %(message)s",
    )
    if args.seed is not None and args.seed < 0:
        print("demo-agent: --seed must be >= 0", file=sys.stderr)
        return 2
    if not args.delay_ms >= 0:  # NaN too
        print("demo-agent: --delay-ms must be >= 0", file=sys.stderr)
        return 2
    store = SessionStore((args.store or default_store_dir()).expanduser().absolute())
    if args.seed:
        started = time.perf_counter()
        written = seed_store(store, args.seed, cwd=str(args.cwd) if args.cwd else None, reseed=args.reseed)
        if written:
            log.info(
                "seeded %d session(s) in %.2f s into %s", written, time.perf_counter() - started, store.root
            )
        else:
            log.info("store %s already has sessions; --seed ignored (use --reseed)", store.root)
    if args.seed_only:
        return 0
    transports = [t.strip() for t in str(args.mcp_transports).split(",") if t.strip()]
    unknown = sorted(set(transports) - set(TRANSPORTS))
    if unknown:
        print(f"demo-agent: unknown MCP transport(s): {', '.join(unknown)}", file=sys.stderr)
        return 2
    agent = DemoAgent(
        store,
        delay=max(args.delay_ms, 0.0) / 1000.0,
        max_protocol=args.protocol,
        v2_shape=args.v2_shape,
        mcp_transports=transports,
        additional_directories=not args.no_additional_directories,
        touch_on_load=args.touch_on_load,
        fork=args.fork,
        request_log=args.log_requests,
    )
    try:
        anyio.run(serve_stdio, agent, backend="asyncio")
    except KeyboardInterrupt:
        return 130
    return 0


async def serve_stdio(agent: DemoAgent) -> None:
    """Serves one client on this process's stdin/stdout until stdin ends."""
    from ..jsonrpc import JsonRpcPeer
    from ..jsonrpc.stdio import stdio_streams

    receive, send = await stdio_streams()
    # The stream above holds stdout's file descriptor; a stray print must not corrupt the protocol.
    sys.stdout = sys.stderr
    peer = JsonRpcPeer(_DrainAtEof(receive, agent), send, name="demo-agent", default_timeout=60.0)
    async with anyio.create_task_group() as tg:
        agent.attach(peer, tg)
        await peer.run()
        tg.cancel_scope.cancel()


class _DrainAtEof(ByteReceiveStream):
    """Holds stdin's EOF back until the agent has answered what it was asked (see `drain`)."""

    def __init__(self, inner: ByteReceiveStream, agent: DemoAgent) -> None:
        self._inner = inner
        self._agent = agent

    async def receive(self, max_bytes: int = 65536) -> bytes:
        try:
            return await self._inner.receive(max_bytes)
        except anyio.EndOfStream:
            await self._agent.drain()
            raise

    async def aclose(self) -> None:
        await self._inner.aclose()
