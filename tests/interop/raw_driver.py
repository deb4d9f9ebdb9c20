"""A tiny raw JSON-RPC (NDJSON over stdio) driver for poking real ACP agents by hand.

It is independent of acp_bridge on purpose: it shows what an agent really sends, byte for byte, and was
used to write docs/agents.md. Library use::

    with RawAgent(argv, env=env, cwd=cwd) as agent:
        init = agent.request("initialize", INITIALIZE_PARAMS)
        resp = agent.request("session/load", {...})   # resp.result / resp.error / resp.before / resp.after

Command line (prints every frame with a timestamp)::

    python tests/interop/raw_driver.py --agent opencode --session ID [--resume] [--close] [--list]

``--agent`` takes opencode | claude | fast-agent and fabricates that agent's store in a temporary folder
(tests/interop/agents.py), or ``--argv "cmd ..."`` runs any command with the current environment.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import queue
import shlex
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from typing import Any

INITIALIZE_PARAMS: dict[str, Any] = {
    "protocolVersion": 1,
    "clientCapabilities": {"fs": {"readTextFile": True, "writeTextFile": True}, "terminal": False},
    "clientInfo": {"name": "acp-bridge-raw-driver", "version": "0.1.0"},
}


@dataclass
class Frame:
    t: float  # seconds since the agent was started
    msg: dict[str, Any]


@dataclass
class Response:
    id: int
    method: str
    result: Any = None
    error: dict[str, Any] | None = None
    elapsed: float = 0.0
    before: list[dict[str, Any]] = field(default_factory=list)  # notifications before the response
    after: list[dict[str, Any]] = field(default_factory=list)  # notifications in the quiet period after

    @property
    def ok(self) -> bool:
        return self.error is None

    def updates(self, which: str = "all") -> list[dict[str, Any]]:
        frames = {"before": self.before, "after": self.after, "all": self.before + self.after}[which]
        return [f["params"]["update"] for f in frames if f.get("method") == "session/update"]


class RawAgent:
    def __init__(
        self,
        argv: list[str],
        *,
        env: dict[str, str] | None = None,
        cwd: str | None = None,
        echo: bool = False,
    ) -> None:
        self.argv = argv
        self.echo = echo
        self.t0 = time.monotonic()
        self.proc = subprocess.Popen(
            argv,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=env,
            cwd=cwd,
            bufsize=0,
        )
        self.inbox: queue.Queue[Frame | None] = queue.Queue()
        self.frames: list[Frame] = []  # everything received, in order
        self.sent: list[Frame] = []
        self.stderr_lines: list[str] = []
        self.non_json_stdout: list[str] = []
        self._next_id = 0
        self._lock = threading.Lock()
        threading.Thread(target=self._read_stdout, daemon=True).start()
        threading.Thread(target=self._read_stderr, daemon=True).start()

    # ------------------------------------------------------------------ plumbing
    def now(self) -> float:
        return time.monotonic() - self.t0

    def _read_stdout(self) -> None:
        assert self.proc.stdout is not None
        for raw in iter(self.proc.stdout.readline, b""):
            line = raw.decode("utf-8", "replace").strip()
            if not line:
                continue
            try:
                msg = json.loads(line)
            except ValueError:
                self.non_json_stdout.append(line)
                continue
            frame = Frame(self.now(), msg)
            self.frames.append(frame)
            if self.echo:
                print(f"<- {frame.t:7.3f} {line[:2000]}", flush=True)
            self.inbox.put(frame)
        self.inbox.put(None)

    def _read_stderr(self) -> None:
        assert self.proc.stderr is not None
        for raw in iter(self.proc.stderr.readline, b""):
            self.stderr_lines.append(raw.decode("utf-8", "replace").rstrip("\n"))

    def send(self, msg: dict[str, Any]) -> None:
        line = json.dumps(msg, ensure_ascii=False)
        if self.echo:
            print(f"-> {self.now():7.3f} {line}", flush=True)
        self.sent.append(Frame(self.now(), msg))
        assert self.proc.stdin is not None
        self.proc.stdin.write(line.encode() + b"\n")
        self.proc.stdin.flush()

    def _answer_agent_request(self, msg: dict[str, Any]) -> None:
        """The client role, minimal: fs reads from disk, permission requests cancelled, rest -32601."""
        method, params = msg.get("method"), msg.get("params") or {}
        if method == "fs/read_text_file":
            try:
                with open(params["path"], encoding="utf-8") as fh:
                    self.send({"jsonrpc": "2.0", "id": msg["id"], "result": {"content": fh.read()}})
            except OSError as exc:
                self.send({"jsonrpc": "2.0", "id": msg["id"], "error": {"code": -32002, "message": str(exc)}})
        elif method == "session/request_permission":
            self.send({"jsonrpc": "2.0", "id": msg["id"], "result": {"outcome": {"outcome": "cancelled"}}})
        else:
            self.send(
                {
                    "jsonrpc": "2.0",
                    "id": msg["id"],
                    "error": {"code": -32601, "message": f"method not found: {method}"},
                }
            )

    def _next(self, deadline: float) -> Frame | None:
        """Next frame before the deadline (monotonic), answering agent requests on the way."""
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError
            try:
                frame = self.inbox.get(timeout=left)
            except queue.Empty:
                raise TimeoutError from None
            if frame is None:
                self.inbox.put(None)  # keep EOF visible for later calls
                return None
            msg = frame.msg
            if "method" in msg and "id" in msg:
                self._answer_agent_request(msg)
                continue
            return frame

    # ------------------------------------------------------------------ API
    def request(
        self, method: str, params: Any = None, *, timeout: float = 30.0, quiet: float = 0.0
    ) -> Response:
        """Send a request; collect notifications until its response, then for `quiet` s of silence."""
        with self._lock:
            self._next_id += 1
            rid = self._next_id
        msg: dict[str, Any] = {"jsonrpc": "2.0", "id": rid, "method": method}
        if params is not None:
            msg["params"] = params
        start = time.monotonic()
        self.send(msg)
        resp = Response(rid, method)
        deadline = start + timeout
        while True:
            frame = self._next(deadline)
            if frame is None:
                raise ConnectionError(f"agent exited during {method}: rc={self.proc.poll()}")
            m = frame.msg
            if m.get("id") == rid and "method" not in m:
                resp.result, resp.error = m.get("result"), m.get("error")
                resp.elapsed = time.monotonic() - start
                break
            resp.before.append(m)
        if quiet > 0:
            resp.after = self.collect(quiet)
        return resp

    def notify(self, method: str, params: Any = None) -> None:
        msg: dict[str, Any] = {"jsonrpc": "2.0", "method": method}
        if params is not None:
            msg["params"] = params
        self.send(msg)

    def collect(self, quiet: float) -> list[dict[str, Any]]:
        """Notifications until `quiet` seconds pass with nothing new."""
        out: list[dict[str, Any]] = []
        while True:
            try:
                frame = self._next(time.monotonic() + quiet)
            except TimeoutError:
                return out
            if frame is None:
                return out
            out.append(frame.msg)

    def close(self, grace: float = 5.0) -> int | None:
        """Close stdin, wait `grace` s for exit, then terminate, then kill. Returns how it ended."""
        if self.proc.stdin and not self.proc.stdin.closed:
            with contextlib.suppress(OSError):
                self.proc.stdin.close()
        try:
            return self.proc.wait(grace)
        except subprocess.TimeoutExpired:
            pass
        self.proc.terminate()
        try:
            return self.proc.wait(grace)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            return self.proc.wait()

    def __enter__(self) -> RawAgent:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _print_response(resp: Response) -> None:
    body = {"error": resp.error} if resp.error else {"result": resp.result}
    print(f"== {resp.method} ({resp.elapsed:.3f}s): {json.dumps(body, ensure_ascii=False)[:3000]}")
    for label, frames in (("before", resp.before), ("after", resp.after)):
        for f in frames:
            print(f"   [{label}] {json.dumps(f, ensure_ascii=False)[:1500]}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    who = ap.add_mutually_exclusive_group(required=True)
    who.add_argument("--agent", choices=["opencode", "claude", "fast-agent"])
    who.add_argument("--argv", help="any agent command line (run with the current environment)")
    ap.add_argument("--cwd", help="session cwd (default: the fabricated workspace, or the current dir)")
    ap.add_argument("--session", help="session id to load (default: the first fabricated one)")
    ap.add_argument("--resume", action="store_true", help="also session/resume")
    ap.add_argument("--close", action="store_true", help="also session/close (twice)")
    ap.add_argument("--unknown", action="store_true", help="also load/resume/close an unknown id")
    ap.add_argument("--quiet", type=float, default=1.5, help="seconds of silence after a response")
    ap.add_argument("--echo", action="store_true", help="print every frame as it passes")
    args = ap.parse_args(argv)

    import tempfile

    if args.agent:
        sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
        import agents as fixtures  # tests/interop/agents.py

        tmp = tempfile.mkdtemp(prefix=f"raw-{args.agent}-")
        fab = fixtures.build(args.agent, tmp)
        cmd, env, cwd = fab.argv, fab.env, args.cwd or fab.cwd
        session = args.session or fab.sessions[0].session_id
        unknown_id = fab.unknown_id
        print(f"store in {tmp}; argv: {shlex.join(cmd)}")
    else:
        cmd, env, cwd, session = (
            shlex.split(args.argv),
            dict(os.environ),
            args.cwd or os.getcwd(),
            args.session,
        )
        unknown_id = "0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9"

    with RawAgent(cmd, env=env, cwd=cwd, echo=args.echo) as agent:
        init = agent.request("initialize", INITIALIZE_PARAMS, timeout=60, quiet=0.5)
        _print_response(init)
        _print_response(agent.request("session/list", {}, quiet=0.5))
        _print_response(agent.request("session/list", {"cwd": cwd}, quiet=0.5))
        if session:
            _print_response(
                agent.request(
                    "session/load", {"sessionId": session, "cwd": cwd, "mcpServers": []}, quiet=args.quiet
                )
            )
            if args.resume:
                _print_response(
                    agent.request(
                        "session/resume",
                        {"sessionId": session, "cwd": cwd, "mcpServers": []},
                        quiet=args.quiet,
                    )
                )
            if args.close:
                _print_response(agent.request("session/close", {"sessionId": session}, quiet=0.3))
                _print_response(agent.request("session/close", {"sessionId": session}, quiet=0.3))
        if args.unknown:
            bogus = unknown_id
            for method in ("session/load", "session/resume"):
                _print_response(
                    agent.request(method, {"sessionId": bogus, "cwd": cwd, "mcpServers": []}, quiet=0.3)
                )
            _print_response(agent.request("session/close", {"sessionId": bogus}, quiet=0.3))
        rc = agent.close()
        print(f"== exit after stdin EOF: {rc}")
        if agent.stderr_lines:
            print("== stderr (last 20 lines):")
            for line in agent.stderr_lines[-20:]:
                print("   " + line)
        if agent.non_json_stdout:
            print(f"== non-JSON stdout lines: {agent.non_json_stdout[:5]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
