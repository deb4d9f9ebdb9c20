"""A tiny ACP agent run as a real subprocess, whose misbehaviour is chosen by command-line flags.

Standard library only and synchronous, so it starts fast and behaves the same everywhere. Without
flags it is a well-behaved protocol-1 agent with one session, `s1`, whose load replays `--updates`
text chunks. Flags (combine freely; the fault suite adds more):

  --stderr-flood MB         write MB MiB of log lines to stderr before serving (blocks if nobody reads)
  --stderr-line TEXT        write TEXT to stderr at start (repeatable)
  --ignore-eof              keep running after stdin reaches EOF
  --ignore-sigterm          ignore SIGTERM (only SIGKILL stops it)
  --exit-at-start CODE      write "fatal: refusing to start" to stderr and exit with CODE at once
  --exit-after-updates N    during session/load, exit with --exit-code after N updates
  --exit-code CODE          the code for --exit-after-updates (default 3)
  --updates N               updates replayed by session/load (default 3)
  --hang METHOD             never answer METHOD (repeatable)
  --huge-line MB            before answering session/load, send one update of MB MiB
  --malformed               before each answer, write junk lines (not JSON, bad UTF-8, an array, …)
  --spawn-child             start a grandchild that sleeps, in the agent's process group; its pid
                            goes to stderr as "child pid N"
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import time
from typing import Any

SESSION_ID = "s1"
CAPABILITIES = {"loadSession": True, "sessionCapabilities": {"list": {}, "resume": {}, "close": {}}}
JUNK_LINES = (
    b"this is not json\n",
    b'\xff\xfe{"broken": \xc3\n',
    b"[1, 2, 3]\n",
    b'{"jsonrpc": "2.0", "id": 987654, "result": {}}\n',
    b"{}\n",
    b"\n",
)


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--stderr-flood", type=float, default=0.0, metavar="MB")
    parser.add_argument("--stderr-line", action="append", default=[])
    parser.add_argument("--ignore-eof", action="store_true")
    parser.add_argument("--ignore-sigterm", action="store_true")
    parser.add_argument("--exit-at-start", type=int, default=None, metavar="CODE")
    parser.add_argument("--exit-after-updates", type=int, default=None, metavar="N")
    parser.add_argument("--exit-code", type=int, default=3)
    parser.add_argument("--updates", type=int, default=3)
    parser.add_argument("--hang", action="append", default=[], metavar="METHOD")
    parser.add_argument("--huge-line", type=float, default=0.0, metavar="MB")
    parser.add_argument("--malformed", action="store_true")
    parser.add_argument("--spawn-child", action="store_true")
    return parser.parse_args(argv)


class Agent:
    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.out = sys.stdout.buffer

    def write(self, message: dict[str, Any]) -> None:
        self.out.write(json.dumps(message).encode() + b"\n")
        self.out.flush()

    def answer(self, request_id: Any, result: Any = None, error: dict[str, Any] | None = None) -> None:
        if self.args.malformed:
            for junk in JUNK_LINES:
                self.out.write(junk)
            self.out.flush()
        if error is not None:
            self.write({"jsonrpc": "2.0", "id": request_id, "error": error})
        else:
            self.write({"jsonrpc": "2.0", "id": request_id, "result": result})

    def update(self, text: str) -> None:
        self.write(
            {
                "jsonrpc": "2.0",
                "method": "session/update",
                "params": {
                    "sessionId": SESSION_ID,
                    "update": {
                        "sessionUpdate": "agent_message_chunk",
                        "content": {"type": "text", "text": text},
                    },
                },
            }
        )

    def handle(self, request_id: Any, method: str, params: Any) -> None:
        if method in self.args.hang:
            return
        params = params if isinstance(params, dict) else {}
        if method == "initialize":
            self.answer(
                request_id,
                {
                    "protocolVersion": 1,
                    "agentCapabilities": CAPABILITIES,
                    "agentInfo": {"name": "misbehaving-agent", "version": "0"},
                },
            )
        elif method == "session/new":
            self.answer(request_id, {"sessionId": "new-1"})
        elif method == "session/list":
            self.answer(request_id, {"sessions": [{"sessionId": SESSION_ID, "cwd": os.getcwd()}]})
        elif method in ("session/load", "session/resume", "session/close"):
            if params.get("sessionId") != SESSION_ID:
                self.answer(request_id, error={"code": -32002, "message": "Resource not found"})
                return
            if method == "session/load":
                self.replay()
            self.answer(request_id, {})
        else:
            self.answer(request_id, error={"code": -32601, "message": f"Method not found: {method}"})

    def replay(self) -> None:
        if self.args.huge_line:
            self.update("x" * int(self.args.huge_line * 1024 * 1024))
        for n in range(self.args.updates):
            if self.args.exit_after_updates is not None and n >= self.args.exit_after_updates:
                sys.stderr.write("crashed during replay\n")
                sys.stderr.flush()
                os._exit(self.args.exit_code)
            self.update(f"update {n}")

    def serve(self) -> None:
        for raw in sys.stdin.buffer:
            try:
                message = json.loads(raw)
            except ValueError:
                continue
            if isinstance(message, dict) and "method" in message and "id" in message:
                self.handle(message["id"], message["method"], message.get("params"))
        if self.args.ignore_eof:
            while True:
                time.sleep(60)


def flood_stderr(megabytes: float) -> None:
    line = b"log: " + b"." * 90 + b"\n"
    total = int(megabytes * 1024 * 1024)
    block = line * 1000
    written = 0
    while written < total:
        sys.stderr.buffer.write(block)
        written += len(block)
    sys.stderr.buffer.write(b"flood done\n")
    sys.stderr.flush()


def main(argv: list[str]) -> None:
    args = parse_args(argv)
    if args.ignore_sigterm:
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
    for text in args.stderr_line:
        sys.stderr.write(text + "\n")
    sys.stderr.flush()
    if args.exit_at_start is not None:
        sys.stderr.write("fatal: refusing to start\n")
        sys.stderr.flush()
        sys.exit(args.exit_at_start)
    if args.spawn_child:
        child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
        sys.stderr.write(f"child pid {child.pid}\n")
        sys.stderr.flush()
    if args.stderr_flood:
        flood_stderr(args.stderr_flood)
    Agent(args).serve()


if __name__ == "__main__":
    main(sys.argv[1:])
