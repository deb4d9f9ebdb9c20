"""Run the acp-bridge CLI as a subprocess against a fabricated agent, and read its JSON output."""

from __future__ import annotations

import json
import subprocess
import sys
from datetime import UTC, datetime
from typing import Any

from interop.agents import REPO_ROOT, Entry, FabricatedAgent, Message, ToolCall

CLI_TIMEOUT = 180  # seconds for one CLI run (an agent start costs a few seconds)


def cli_argv() -> list[str]:
    script = REPO_ROOT / ".venv" / "bin" / "acp-bridge"
    if script.exists():
        return [str(script)]
    return [sys.executable, "-m", "acp_bridge"]


def run_cli(
    fab: FabricatedAgent, *args: str, env: dict[str, str] | None = None, cwd: str | None = None
) -> subprocess.CompletedProcess[str]:
    """`acp-bridge ARGS... --agent <fab's command line>`, with the agent's environment (the CLI passes its
    own environment on to the agent) and the workspace as the current folder."""
    argv = [*cli_argv(), *args, "--agent", fab.command_line]
    return subprocess.run(
        argv,
        env=env or fab.env,
        cwd=cwd or fab.cwd,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=CLI_TIMEOUT,
        stdin=subprocess.DEVNULL,
    )


def explain(proc: subprocess.CompletedProcess[str]) -> str:
    return (
        f"exit {proc.returncode}: {' '.join(map(str, proc.args))}\n--- stdout\n{proc.stdout[-4000:]}"
        f"\n--- stderr\n{proc.stderr[-4000:]}"
    )


def list_json(fab: FabricatedAgent, *args: str) -> list[dict[str, Any]]:
    proc = run_cli(fab, "list", *args, "--json")
    assert proc.returncode == 0, explain(proc)
    data = json.loads(proc.stdout)
    assert isinstance(data, list), explain(proc)
    return data


def show_json(fab: FabricatedAgent, session_id: str, *args: str) -> dict[str, Any]:
    proc = run_cli(fab, "show", session_id, *args, "--format", "json")
    assert proc.returncode == 0, explain(proc)
    data = json.loads(proc.stdout)
    assert isinstance(data, dict), explain(proc)
    return data


def replayed(doc: dict[str, Any]) -> list[Entry]:
    """The messages and tool calls of a `show --format json` document, in order (other entries dropped)."""
    out: list[Entry] = []
    for entry in doc["entries"]:
        if entry["type"] == "message":
            out.append(Message(entry["role"], entry["text"]))
        elif entry["type"] == "tool_call":
            out.append(ToolCall(entry["toolCallId"], entry["title"], entry["kind"], entry["status"]))
    return out


def parse_time(value: str) -> datetime:
    parsed = datetime.fromisoformat(value.replace("Z", "+00:00"))
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)


def no_traceback(proc: subprocess.CompletedProcess[str]) -> bool:
    return "Traceback (most recent call last)" not in proc.stderr + proc.stdout


def feature_line(doctor_output: str, needle: str) -> str:
    """The doctor feature-table line naming `needle` (a method or capability name)."""
    lines = [line for line in doctor_output.splitlines() if needle in line]
    assert lines, f"doctor output has no line for {needle!r}:\n{doctor_output}"
    return lines[0]


def says_yes(line: str) -> bool:
    words = line.lower().replace("✓", " yes ").replace("✗", " no ").split()
    if "yes" in words or "true" in words:
        return True
    assert "no" in words or "false" in words, f"no yes/no in {line!r}"
    return False


def env_without(fab: FabricatedAgent, *names: str, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in fab.env.items() if k not in names}
    env.update(extra)
    return env


def no_complete_transcript(proc: subprocess.CompletedProcess[str]) -> bool:
    """A failed `show --format json` prints nothing, or a transcript that says it is incomplete: never one
    that passes for the whole session."""
    if not proc.stdout.strip():
        return True
    doc = json.loads(proc.stdout)
    return isinstance(doc, dict) and doc.get("complete") is False and bool(doc.get("incompleteReason"))
