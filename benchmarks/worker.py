"""One measurement in a fresh process: `python -m benchmarks.worker VARIANT [options]` prints one JSON line.

A fresh process per run keeps runs independent (no warm caches, no heap left by the previous run)
and lets the runner alternate variants.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path
from typing import Any

import orjson

from . import listing, variants

REPLAY = {
    "floor": variants.floor_replay,
    "floor-asyncio": variants.floor_asyncio_replay,
    "floor-process": variants.floor_process,
    "show": variants.show_process,
    "sdk": variants.sdk_replay,
    "core": variants.core_replay,
    "lsp": variants.lsp_replay,
}
LISTING = {
    "list-floor": listing.list_floor,
    "list-sdk": listing.list_sdk,
    "list-relay": listing.list_relay,
    "list-core": listing.list_core,
    "list-lsp": listing.list_lsp,
}


def run(args: argparse.Namespace) -> dict[str, Any]:
    cache = Path(args.cache_dir)
    func: Any
    if args.variant in REPLAY:
        func = REPLAY[args.variant]
        call_args: tuple[Any, ...] = (args.turns, cache)
        if args.variant == "core" and args.profile:
            return asyncio.run(variants.core_replay(args.turns, cache, args.profile))
    elif args.variant in LISTING:
        func, call_args = LISTING[args.variant], (args.sessions, args.page_size, cache)
    elif args.variant == "coldstart":
        func, call_args = variants.cold_start, (cache,)
    else:
        raise SystemExit(f"unknown variant {args.variant}")
    result = func(*call_args)
    if asyncio.iscoroutine(result):
        result = asyncio.run(result)
    return dict(result)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.worker")
    parser.add_argument("variant")
    parser.add_argument("--turns", type=int, default=200)
    parser.add_argument("--sessions", type=int, default=10_000)
    parser.add_argument("--page-size", type=int, default=100)
    parser.add_argument("--cache-dir", required=True)
    parser.add_argument(
        "--profile", help="core only: write a cProfile (.prof) or pyinstrument (.html/.txt) profile"
    )
    args = parser.parse_args(argv)
    result = run(args)
    sys.stdout.write(orjson.dumps(result).decode() + "\n")
    sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
