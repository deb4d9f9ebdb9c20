"""Whole processes, as a person runs them: `acp-bridge show` of a session, and the parse floor.

    python -m benchmarks.whole_process show  --agent CMD --session ID --cwd DIR [--last N]
    python -m benchmarks.whole_process floor --agent CMD --session ID --cwd DIR

`show` is `acp-bridge show` (of the newest N turns only, with `--last`), its stdout kept; `floor`
spawns the agent, loads the session, parses each line and exits.

Each is started by `variants.show_process` / `variants.floor_process` and timed from its spawn to its
exit, imports, the agent's start and the output included. This module only runs the program and,
last on stderr, writes its own peak RSS (`bench-maxrss-kib N`): the agent's is never counted.
"""

from __future__ import annotations

import argparse
import resource
import shlex
import subprocess
import sys
from pathlib import Path


def _floor(argv: list[str], session_id: str, cwd: str) -> int:
    """The least any client does: spawn the agent, `initialize`, `session/load`, `orjson.loads` each
    line until the answer. Prints the number of updates. Its two requests are written here, not
    imported from `variants` (whose imports would count in the floor's start)."""
    import orjson

    proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=1 << 20)
    assert proc.stdin is not None and proc.stdout is not None
    init = {"protocolVersion": 1, "clientCapabilities": {}, "clientInfo": {"name": "bench", "version": "1"}}
    load = {"sessionId": session_id, "cwd": cwd, "mcpServers": []}
    for request_id, method, params in ((1, "initialize", init), (2, "session/load", load)):
        message = {"jsonrpc": "2.0", "id": request_id, "method": method, "params": params}
        proc.stdin.write(orjson.dumps(message) + b"\n")
    proc.stdin.flush()
    updates = 0
    for line in proc.stdout:
        message = orjson.loads(line)
        if message.get("id") == 2:
            break
        updates += message.get("method") == "session/update"
    proc.stdin.close()
    proc.wait()
    print(updates)
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.whole_process")
    parser.add_argument("program", choices=["show", "floor"])
    parser.add_argument("--agent", required=True, help="the agent's command line")
    parser.add_argument("--session", required=True)
    parser.add_argument("--cwd", required=True)
    parser.add_argument("--last", metavar="N", help="show: only the newest N turns (`show --last`)")
    args = parser.parse_args()
    try:
        if args.program == "floor":
            return _floor(shlex.split(args.agent), args.session, args.cwd)
        from acp_bridge.cli import main as cli

        last = ["--last", args.last] if args.last else []
        return cli(["show", args.session, "--agent", args.agent, "--cwd", args.cwd, *last])
    finally:
        sys.stdout.flush()
        print(f"bench-maxrss-kib {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss}", file=sys.stderr)


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    sys.exit(main())
