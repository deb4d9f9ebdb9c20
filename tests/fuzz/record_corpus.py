"""Records real ACP traffic into the fuzz seed corpus (tests/fuzz/corpus/*.json).

A recording is what an agent wrote on stdout, byte for byte, while a client asked it `initialize`,
`session/list` and `session/load` of one session (plus one second of quiet after the load answer, where
agents send commands, usage and sometimes the history itself). The lines are grouped into segments,
one per request, each ending with (or, for the quiet period, after) the answer to that request, so the
fuzzer can play the agent's side back in step with the bridge's requests.

    python tests/fuzz/record_corpus.py demo [--sessions 4]          # the reference agent, seeded store
    python tests/fuzz/record_corpus.py opencode|claude|fast-agent   # a real agent (scripts/setup-agents.sh
                                                                    # installs them into .cache/agents/)

Each run writes `tests/fuzz/corpus/<agent>-<n>.json`. Keep the corpus small (a few hundred KB in all):
`--max-bytes` skips sessions whose recording is larger.
"""

from __future__ import annotations

import argparse
import json
import os
import queue
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
CORPUS = Path(__file__).resolve().parent / "corpus"
INITIALIZE = {
    "protocolVersion": 1,
    "clientCapabilities": {"fs": {"readTextFile": True, "writeTextFile": True}, "terminal": False},
    "clientInfo": {"name": "acp-bridge-recorder", "version": "0"},
}


class Recorder:
    """Talks to an agent over stdio and keeps every stdout line exactly as received."""

    def __init__(self, argv: list[str], env: dict[str, str], cwd: str) -> None:
        self.proc = subprocess.Popen(
            argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env, cwd=cwd
        )
        self.lines: queue.Queue[bytes | None] = queue.Queue()
        self.next_id = 0
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for raw in iter(self.proc.stdout.readline, b""):
            if raw.strip():
                self.lines.put(raw.rstrip(b"\n"))
        self.lines.put(None)

    def send(self, message: dict[str, Any]) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(json.dumps(message).encode() + b"\n")
        self.proc.stdin.flush()

    def _answer_agent_request(self, message: dict[str, Any]) -> None:
        # A recording client reads no files and grants nothing.
        if message.get("method") == "session/request_permission":
            self.send(
                {"jsonrpc": "2.0", "id": message["id"], "result": {"outcome": {"outcome": "cancelled"}}}
            )
        else:
            error = {"code": -32601, "message": "not available while recording"}
            self.send({"jsonrpc": "2.0", "id": message["id"], "error": error})

    def request(self, method: str, params: Any, *, timeout: float = 60.0, quiet: float = 0.0) -> list[bytes]:
        """Sends a request; returns the lines up to its answer (and those in `quiet` s after it)."""
        self.next_id += 1
        request_id = self.next_id
        self.send({"jsonrpc": "2.0", "id": request_id, "method": method, "params": params})
        segment: list[bytes] = []
        deadline = time.monotonic() + timeout
        answered_at: float | None = None
        while True:
            limit = deadline if answered_at is None else min(deadline, answered_at + quiet)
            try:
                raw = self.lines.get(timeout=max(0.0, limit - time.monotonic()))
            except queue.Empty:
                if answered_at is not None:
                    return segment
                raise TimeoutError(f"{method}: no answer in {timeout} s") from None
            if raw is None:
                raise ConnectionError(f"the agent exited during {method}")
            segment.append(raw)
            try:
                message = json.loads(raw)
            except ValueError:
                continue
            if isinstance(message, dict) and "method" in message and "id" in message:
                self._answer_agent_request(message)
            elif isinstance(message, dict) and message.get("id") == request_id and "method" not in message:
                if quiet <= 0:
                    return segment
                answered_at = time.monotonic()

    def close(self) -> None:
        if self.proc.stdin is not None:
            self.proc.stdin.close()
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait(5)


def record(
    argv: list[str], env: dict[str, str], cwd: str, session_ids: list[str] | None, limit: int
) -> list[dict[str, Any]]:
    """One recording per session, at most `limit`, each from a fresh agent process (so the request ids
    are 1, 2, 3 as the bridge numbers them when the fuzzer plays the recording back)."""
    first = Recorder(argv, env, cwd)
    try:
        first.request("initialize", INITIALIZE)
        listed = _listed(first.request("session/list", {"cwd": cwd}))
    finally:
        first.close()
    wanted = [(sid, scwd) for sid, scwd in listed if session_ids is None or sid in session_ids][:limit]
    recordings = []
    for session_id, session_cwd in wanted:
        recorder = Recorder(argv, env, cwd)
        try:
            init = recorder.request("initialize", INITIALIZE)
            listing = recorder.request("session/list", {"cwd": cwd})
            params = {"sessionId": session_id, "cwd": session_cwd or cwd, "mcpServers": []}
            load = recorder.request("session/load", params, quiet=1.0)
        finally:
            recorder.close()
        recordings.append(
            {
                "sessionId": session_id,
                "cwd": session_cwd or cwd,
                "calls": ["initialize", "session/list", "session/load"],
                "segments": [
                    [line.decode("utf-8", "replace") for line in seg] for seg in (init, listing, load)
                ],
            }
        )
    return recordings


def _listed(segment: list[bytes]) -> list[tuple[str, str | None]]:
    for raw in reversed(segment):
        message = json.loads(raw)
        result = message.get("result") if isinstance(message, dict) else None
        if isinstance(result, dict) and isinstance(result.get("sessions"), list):
            return [(s["sessionId"], s.get("cwd")) for s in result["sessions"] if isinstance(s, dict)]
    raise ValueError("session/list answered no sessions")


def demo_agent(tmp: Path, count: int) -> tuple[list[str], dict[str, str], str, list[str] | None]:
    store, workspace = tmp / "store", tmp / "workspace"
    workspace.mkdir()
    argv = [
        sys.executable,
        "-m",
        "acp_bridge.demo_agent",
        "--store",
        str(store),
        "--seed",
        "40",
        "--cwd",
        str(workspace),
        "--delay-ms",
        "0",
    ]
    env = dict(os.environ, PYTHONPATH=str(REPO))
    return argv, env, str(workspace), None


def real_agent(name: str, tmp: Path) -> tuple[list[str], dict[str, str], str, list[str] | None]:
    sys.path.insert(0, str(REPO))
    from tests.interop.agents import build, missing_agents

    if name in missing_agents():
        raise SystemExit(f"{name} is not installed: run scripts/setup-agents.sh")
    agent = build(name, tmp)
    return agent.argv, agent.env, agent.cwd, [s.session_id for s in agent.sessions_in(agent.cwd)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("agent", choices=["demo", "opencode", "claude", "fast-agent"])
    parser.add_argument("--sessions", type=int, default=4, help="at most this many recordings")
    parser.add_argument("--max-bytes", type=int, default=60_000, help="skip larger recordings")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="acp-record-") as folder:
        tmp = Path(folder)
        if args.agent == "demo":
            command, env, cwd, wanted = demo_agent(tmp, args.sessions)
        else:
            command, env, cwd, wanted = real_agent(args.agent, tmp)
        recordings = record(command, env, cwd, wanted, 3 * args.sessions)
    CORPUS.mkdir(parents=True, exist_ok=True)
    written = 0
    for recording in recordings:
        text = json.dumps({"source": args.agent, **recording}, ensure_ascii=False, indent=0)
        if len(text.encode()) > args.max_bytes or written >= args.sessions:
            continue
        written += 1
        path = CORPUS / f"{args.agent}-{written}.json"
        path.write_text(text + "\n", encoding="utf-8")
        print(
            f"{path.relative_to(REPO)}: {sum(len(s) for s in recording['segments'])} lines, {len(text)} bytes"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
