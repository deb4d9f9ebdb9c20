"""Real third-party ACP agents with fabricated session stores, for the interop tests.

Each ``fabricate_<agent>(tmp)`` builds a throwaway HOME and XDG_* folders under ``tmp``, writes a session
store in the agent's own on-disk format (no LLM, no network), and returns a :class:`FabricatedAgent`:
the launch argv and environment plus the sessions the agent will list and the exact transcript a replay
of each must produce. The agents are installed by ``scripts/setup-agents.sh`` into ``.cache/agents``
(or ``$ACP_AGENTS_DIR``); see docs/agents.md for what each agent does on the wire.
"""

from __future__ import annotations

import json
import os
import random
import shlex
import string
import subprocess
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

REPO_ROOT = Path(__file__).resolve().parents[2]
CLOSED_URL = "http://127.0.0.1:9"  # discard port, nothing listens: every LLM call fails at once, offline
UNKNOWN_IDS = {
    "opencode": "ses_0000000000001nexistentSess",
    "claude": "0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9",
    "fast-agent": "2601010000-nosuch",
}
# Inherited variables that could send an agent to a real provider or change its behaviour.
_SCRUB_PREFIXES = (
    "ANTHROPIC_",
    "CLAUDE_",
    "OPENAI_",
    "OPENCODE_",
    "FAST_AGENT_",
    "GOOGLE_",
    "GEMINI_",
    "AZURE_",
    "AWS_",
    "HF_",
    "HUGGINGFACE",
    "DEEPSEEK_",
    "GROQ_",
    "XAI_",
    "OPENROUTER_",
    "MISTRAL_",
    "TOGETHER_",
    "DISABLE_",
    "IS_SANDBOX",
)


def agents_dir() -> Path:
    return Path(os.environ.get("ACP_AGENTS_DIR") or REPO_ROOT / ".cache" / "agents")


def installed_paths() -> dict[str, Any] | None:
    """The paths that scripts/setup-agents.sh wrote to agents.json, or None when it has not run."""
    try:
        return json.loads((agents_dir() / "agents.json").read_text())  # type: ignore[no-any-return]
    except (OSError, ValueError):
        return None


def missing_agents() -> list[str]:
    """Which agents are not installed (empty when every agent is ready)."""
    paths = installed_paths()
    if paths is None or not (agents_dir() / ".stamp").is_file():
        return ["opencode", "claude", "fast-agent"]
    missing = []
    if not os.access(paths["opencode"]["bin"], os.X_OK):
        missing.append("opencode")
    if not (os.access(paths["claude"]["node"], os.X_OK) and Path(paths["claude"]["entry"]).is_file()):
        missing.append("claude")
    if not os.access(paths["fast_agent"]["bin"], os.X_OK):
        missing.append("fast-agent")
    return missing


# ---------------------------------------------------------------------------------------------------------
# What a replay must produce


@dataclass(frozen=True)
class Message:
    role: Literal["user", "agent", "thought"]
    text: str


@dataclass(frozen=True)
class ToolCall:
    tool_call_id: str
    title: str  # the final title (after every tool_call_update)
    kind: str
    status: str
    # Not compared with ==: what rawInput and content must show.
    command: str = field(default="", compare=False)
    output: str = field(default="", compare=False)


Entry = Message | ToolCall


@dataclass
class ExpectedSession:
    key: str  # the Conversation it was made from
    session_id: str
    title: str  # as the agent lists it
    cwd: str
    updated_at: datetime  # UTC
    entries: list[Entry]

    @property
    def messages(self) -> list[tuple[str, str]]:
        return [(e.role, e.text) for e in self.entries if isinstance(e, Message)]

    @property
    def tool_calls(self) -> list[ToolCall]:
        return [e for e in self.entries if isinstance(e, ToolCall)]


@dataclass
class FabricatedAgent:
    name: str
    argv: list[str]
    env: dict[str, str]
    cwd: str  # the workspace the sessions were made in (start the CLI there)
    root: Path  # the temporary folder holding HOME, XDG_* and the workspace
    sessions: list[ExpectedSession]  # every fabricated session, newest first
    unknown_id: str
    replays_tool_calls: bool
    notes: dict[str, Any] = field(default_factory=dict)

    @property
    def command_line(self) -> str:
        """The --agent value for the acp-bridge CLI."""
        return shlex.join(self.argv)

    def sessions_in(self, cwd: str) -> list[ExpectedSession]:
        return [s for s in self.sessions if s.cwd == cwd]

    def session(self, key: str) -> ExpectedSession:
        """The session made from the conversation `key` (see CONVERSATIONS)."""
        return next(s for s in self.sessions if s.key == key)


# ---------------------------------------------------------------------------------------------------------
# The conversations (agent-neutral); every fabricator writes them in its own format.


@dataclass(frozen=True)
class Bash:
    call_id: str
    command: str
    description: str
    output: str


@dataclass(frozen=True)
class AssistantStep:
    """One assistant message: an optional thought, an optional text, then optional tool calls."""

    text: str | None = None
    thought: str | None = None
    tools: tuple[Bash, ...] = ()


@dataclass(frozen=True)
class Turn:
    user: str
    steps: tuple[AssistantStep, ...]


@dataclass(frozen=True)
class Conversation:
    key: str
    title: str  # an explicit title, for the agents that store one
    turns: tuple[Turn, ...]
    age_hours: float  # how long ago it was last updated
    other_dir: bool = False  # made in another workspace


CONVERSATIONS: tuple[Conversation, ...] = (
    Conversation(
        key="flaky",
        title="Fix the flaky test — ünïcode ✓",
        age_hours=1,
        turns=(
            Turn(
                user="Why does test_parse fail on CI? 🤔",
                steps=(
                    AssistantStep(
                        thought="The failure is probably locale related; run the test first.",
                        text="Let me run the failing test.",
                        tools=(
                            Bash(
                                "call_pytest_1",
                                "pytest -q tests/test_parse.py",
                                "Run the failing test",
                                "F...\n1 failed, 3 passed in 0.12s\n",
                            ),
                        ),
                    ),
                    AssistantStep(
                        text="The test sorts `é` after `z`: it depends on the locale. "
                        "Pinning LC_ALL=C.UTF-8 fixes it."
                    ),
                ),
            ),
            Turn(
                user="Pin it in conftest.py, merci !",
                steps=(AssistantStep(text="Done — conftest.py now sets LC_ALL=C.UTF-8 ✓"),),
            ),
        ),
    ),
    Conversation(
        key="arch",
        title="Explain the architecture 🏗️",
        age_hours=26,
        turns=(
            Turn(
                user="Explain the architecture in one sentence.",
                steps=(
                    AssistantStep(text="Three layers: jsonrpc → acp → sessions, with LSP on top (三層)."),
                ),
            ),
        ),
    ),
    Conversation(
        key="resume",
        title="Résumé d'hier",
        age_hours=50,
        turns=(
            Turn(
                user="Résumé of yesterday's work?",
                steps=(AssistantStep(text="Nothing changed since yesterday. Ça va 👍"),),
            ),
        ),
    ),
    Conversation(
        key="elsewhere",
        title="Session in another folder",
        age_hours=3,
        other_dir=True,
        turns=(Turn(user="Hello from another folder", steps=(AssistantStep(text="Hi! Ωμέγα."),)),),
    ),
)


def _updated_at(conv: Conversation, now: float) -> float:
    return now - conv.age_hours * 3600


def _base_env(root: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(_SCRUB_PREFIXES)}
    home = root / "home"
    dirs = {
        "HOME": home,
        "XDG_CONFIG_HOME": home / ".config",
        "XDG_DATA_HOME": home / ".local" / "share",
        "XDG_CACHE_HOME": home / ".cache",
        "XDG_STATE_HOME": home / ".local" / "state",
    }
    for key, path in dirs.items():
        path.mkdir(parents=True, exist_ok=True)
        env[key] = str(path)
    # Every provider base URL points at a closed loopback port.
    for key in (
        "ANTHROPIC_BASE_URL",
        "OPENAI_BASE_URL",
        "OPENAI_API_BASE",
        "GOOGLE_GEMINI_BASE_URL",
        "OLLAMA_BASE_URL",
    ):
        env[key] = CLOSED_URL
    for key in ("http_proxy", "https_proxy", "HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY", "all_proxy"):
        env.pop(key, None)
    env["NO_PROXY"] = env["no_proxy"] = "127.0.0.1,localhost"
    return env


def _entries_for(
    conv: Conversation,
    *,
    thoughts: bool,
    tools: bool,
    tool_title: Callable[[Bash], str],
    tool_kind: str = "execute",
) -> list[Entry]:
    out: list[Entry] = []
    for turn in conv.turns:
        out.append(Message("user", turn.user))
        for step in turn.steps:
            if step.thought and thoughts:
                out.append(Message("thought", step.thought))
            if step.text:
                out.append(Message("agent", step.text))
            if tools:
                out.extend(
                    ToolCall(
                        t.call_id, tool_title(t), tool_kind, "completed", command=t.command, output=t.output
                    )
                    for t in step.tools
                )
    return out


# ---------------------------------------------------------------------------------------------------------
# opencode: SQLite under $XDG_DATA_HOME/opencode, fabricated with its own `opencode import FILE`.


class _OpencodeIds:
    """opencode's identifiers: prefix_ + 12 hex digits of (ms * 0x1000 + counter) mod 2^48 (inverted for
    sessions, so newer sessions sort first) + 14 random base62 characters."""

    def __init__(self, seed: int = 7) -> None:
        self.counter = 0
        self.rng = random.Random(seed)

    def make(self, prefix: str, ms: int, descending: bool = False) -> str:
        self.counter += 1
        value = (ms * 0x1000 + self.counter) % (1 << 48)
        if descending:
            value ^= (1 << 48) - 1
        tail = "".join(self.rng.choice(string.ascii_letters + string.digits) for _ in range(14))
        return f"{prefix}_{value:012x}{tail}"


def _opencode_export(conv: Conversation, cwd: str, updated_ms: int, ids: _OpencodeIds) -> dict[str, Any]:
    created_ms = updated_ms - 60_000
    sid = ids.make("ses", created_ms, descending=True)
    tokens = {"input": 0, "output": 0, "reasoning": 0, "cache": {"read": 0, "write": 0}}
    model = {"providerID": "opencode", "modelID": "big-pickle"}
    messages: list[dict[str, Any]] = []
    t = created_ms
    for turn in conv.turns:
        t += 1000
        uid = ids.make("msg", t)
        messages.append(
            {
                "info": {
                    "role": "user",
                    "time": {"created": t},
                    "agent": "build",
                    "model": model,
                    "summary": {"diffs": []},
                    "id": uid,
                    "sessionID": sid,
                },
                "parts": [
                    {
                        "type": "text",
                        "text": turn.user,
                        "id": ids.make("prt", t),
                        "sessionID": sid,
                        "messageID": uid,
                    }
                ],
            }
        )
        for step in turn.steps:
            t += 1000
            mid = ids.make("msg", t)

            def part(kind: str, mid: str = mid, t: int = t, **fields: Any) -> dict[str, Any]:
                return {"type": kind, **fields, "id": ids.make("prt", t), "sessionID": sid, "messageID": mid}

            parts = [part("step-start")]
            if step.thought:
                parts.append(part("reasoning", text=step.thought, time={"start": t + 10, "end": t + 20}))
            if step.text:
                parts.append(part("text", text=step.text, time={"start": t + 30, "end": t + 40}))
            for tool in step.tools:
                parts.append(
                    part(
                        "tool",
                        callID=tool.call_id,
                        tool="bash",
                        state={
                            "status": "completed",
                            "input": {"command": tool.command, "description": tool.description},
                            "output": tool.output,
                            "title": tool.description,
                            "metadata": {
                                "output": tool.output,
                                "exit": 1,
                                "description": tool.description,
                                "truncated": False,
                            },
                            "time": {"start": t + 50, "end": t + 60},
                        },
                    )
                )
            finish = "tool-calls" if step.tools else "stop"
            parts.append(part("step-finish", reason=finish, cost=0, tokens=tokens))
            messages.append(
                {
                    "info": {
                        "parentID": uid,
                        "role": "assistant",
                        "mode": "build",
                        "agent": "build",
                        "path": {"cwd": cwd, "root": "/"},
                        "cost": 0,
                        "tokens": tokens,
                        "modelID": "big-pickle",
                        "providerID": "opencode",
                        "time": {"created": t, "completed": t + 500},
                        "finish": finish,
                        "id": mid,
                        "sessionID": sid,
                    },
                    "parts": parts,
                }
            )
    return {
        "info": {
            "id": sid,
            "slug": f"fab-{conv.key}",
            "projectID": "global",
            "directory": cwd,
            "path": cwd.lstrip("/"),
            "title": conv.title,
            "agent": "build",
            "model": {"id": "big-pickle", "providerID": "opencode"},
            "version": "1.18.33",
            "summary": {"additions": 0, "deletions": 0, "files": 0},
            "cost": 0,
            "tokens": tokens,
            "time": {"created": created_ms, "updated": updated_ms},
        },
        "messages": messages,
    }


def fabricate_opencode(tmp: Path | str) -> FabricatedAgent:
    root = Path(tmp)
    paths = installed_paths()
    assert paths, "agents not installed: run scripts/setup-agents.sh"
    binary = paths["opencode"]["bin"]
    env = _base_env(root)
    env.update(
        {
            "OPENCODE_DISABLE_MODELS_FETCH": "1",
            "OPENCODE_DISABLE_AUTOUPDATE": "1",
            "OPENCODE_DISABLE_LSP_DOWNLOAD": "1",
            "OPENCODE_DISABLE_SHARE": "1",
            "OPENCODE_DISABLE_DEFAULT_PLUGINS": "1",
        }
    )
    config_dir = Path(env["XDG_CONFIG_HOME"]) / "opencode"
    config_dir.mkdir(parents=True, exist_ok=True)
    (config_dir / "opencode.json").write_text(
        json.dumps(
            {
                "$schema": "https://opencode.ai/config.json",
                "autoupdate": False,
                "share": "disabled",
                "provider": {"opencode": {"options": {"baseURL": CLOSED_URL}}},
            }
        )
    )
    ws, other = root / "workspace", root / "other-workspace"
    ws.mkdir(exist_ok=True)
    other.mkdir(exist_ok=True)
    now = time.time()
    ids = _OpencodeIds()
    sessions = []
    exports = root / "exports"
    exports.mkdir(exist_ok=True)
    for conv in CONVERSATIONS:
        cwd = str(other if conv.other_dir else ws)
        updated_ms = int(_updated_at(conv, now) * 1000)
        export = _opencode_export(conv, cwd, updated_ms, ids)
        file = exports / f"{conv.key}.json"
        file.write_text(json.dumps(export, ensure_ascii=False, indent=1))
        proc = subprocess.run(
            [binary, "import", str(file), "--pure"],
            env=env,
            cwd=cwd,
            capture_output=True,
            text=True,
            timeout=120,
        )
        if proc.returncode != 0 or export["info"]["id"] not in proc.stdout:
            raise RuntimeError(f"opencode import failed ({proc.returncode}): {proc.stdout}{proc.stderr}")
        sessions.append(
            ExpectedSession(
                key=conv.key,
                session_id=export["info"]["id"],
                title=conv.title,
                cwd=cwd,
                updated_at=datetime.fromtimestamp(updated_ms / 1000, UTC),
                # The tool title in the final update is the stored state.title (the description).
                entries=_entries_for(conv, thoughts=True, tools=True, tool_title=lambda b: b.description),
            )
        )
    sessions.sort(key=lambda s: s.updated_at, reverse=True)
    return FabricatedAgent(
        "opencode",
        [binary, "acp", "--pure"],
        env,
        str(ws),
        root,
        sessions,
        UNKNOWN_IDS["opencode"],
        replays_tool_calls=True,
    )


# ---------------------------------------------------------------------------------------------------------
# Claude (claude-agent-acp): ~/.claude/projects/<cwd, non-alphanumerics as '-'>/<uuid>.jsonl


def claude_project_dir(home: Path, cwd: str) -> Path:
    mangled = "".join(c if c.isascii() and c.isalnum() else "-" for c in cwd)
    return home / ".claude" / "projects" / mangled


def _claude_lines(conv: Conversation, sid: str, cwd: str, end: float) -> list[dict[str, Any]]:
    lines: list[dict[str, Any]] = []
    t = end - 60 * len(conv.turns) - 30
    parent: str | None = None
    common = {
        "isSidechain": False,
        "userType": "external",
        "cwd": cwd,
        "sessionId": sid,
        "version": "2.1.0",
        "gitBranch": "",
    }

    def stamp() -> str:
        nonlocal t
        t += 2
        return datetime.fromtimestamp(t, UTC).strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"

    def add(record: dict[str, Any]) -> None:
        nonlocal parent
        record_uuid = str(uuid.uuid4())
        lines.append({"parentUuid": parent, **common, **record, "uuid": record_uuid, "timestamp": stamp()})
        parent = record_uuid

    if conv.key == "resume":
        # Claude Code's own bookkeeping lines: never replayed.
        add(
            {
                "type": "user",
                "isMeta": True,
                "message": {
                    "role": "user",
                    "content": "<local-command-caveat>Caveat: the messages below were generated by the "
                    "user while running local commands.</local-command-caveat>",
                },
            }
        )
    for turn in conv.turns:
        if conv.key == "resume":  # a prompt stored as a plain string, as Claude Code writes typed prompts
            add({"type": "user", "message": {"role": "user", "content": turn.user}})
        else:
            add(
                {
                    "type": "user",
                    "message": {"role": "user", "content": [{"type": "text", "text": turn.user}]},
                }
            )
        for step in turn.steps:
            msg_id = "msg_01" + uuid.uuid4().hex[:22]
            request_id = "req_01" + uuid.uuid4().hex[:22]
            blocks: list[dict[str, Any]] = []
            if step.thought:
                blocks.append({"type": "thinking", "thinking": step.thought, "signature": "ZmFrZQ=="})
            if step.text:
                blocks.append({"type": "text", "text": step.text})
            for tool in step.tools:
                blocks.append(
                    {
                        "type": "tool_use",
                        "id": tool.call_id,
                        "name": "Bash",
                        "input": {"command": tool.command, "description": tool.description},
                    }
                )
            for block in blocks:
                add(
                    {
                        "type": "assistant",
                        "requestId": request_id,
                        "message": {
                            "id": msg_id,
                            "type": "message",
                            "role": "assistant",
                            "model": "claude-sonnet-4-5-20250929",
                            "content": [block],
                            "stop_reason": None,
                            "stop_sequence": None,
                            "usage": {
                                "input_tokens": 10,
                                "output_tokens": 5,
                                "cache_creation_input_tokens": 0,
                                "cache_read_input_tokens": 0,
                            },
                        },
                    }
                )
            for tool in step.tools:
                add(
                    {
                        "type": "user",
                        "message": {
                            "role": "user",
                            "content": [
                                {
                                    "type": "tool_result",
                                    "tool_use_id": tool.call_id,
                                    "content": tool.output,
                                    "is_error": False,
                                }
                            ],
                        },
                        "toolUseResult": {
                            "stdout": tool.output,
                            "stderr": "",
                            "interrupted": False,
                            "isImage": False,
                        },
                    }
                )
    # The listed title: customTitle || aiTitle || lastPrompt || summary || the first prompt, from any record
    # carrying that field. Claude Code appends a "last-prompt" record after each prompt and a
    # "custom-title" one on /rename; each conversation here takes one title source.
    if conv.key == "flaky":
        lines.append({"type": "last-prompt", "lastPrompt": conv.turns[-1].user, "sessionId": sid})
    elif conv.key == "arch":
        lines.append({"type": "custom-title", "customTitle": conv.title, "sessionId": sid})
    return lines


def claude_listed_title(conv: Conversation) -> str:
    """The title claude-agent-acp lists for a conversation written by _claude_lines."""
    return {"flaky": conv.turns[-1].user, "arch": conv.title}.get(conv.key, conv.turns[0].user)


def fabricate_claude(tmp: Path | str) -> FabricatedAgent:
    root = Path(tmp)
    paths = installed_paths()
    assert paths, "agents not installed: run scripts/setup-agents.sh"
    node, entry = paths["claude"]["node"], paths["claude"]["entry"]
    env = _base_env(root)
    env.pop("IS_SANDBOX", None)  # with IS_SANDBOX set as root, claude-agent-acp refuses every load
    env.update(
        {
            "ANTHROPIC_API_KEY": "sk-ant-fake",
            "ANTHROPIC_BASE_URL": CLOSED_URL,
            "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1",
            "DISABLE_AUTOUPDATER": "1",
            "DISABLE_TELEMETRY": "1",
            "DISABLE_ERROR_REPORTING": "1",
            "PATH": os.path.dirname(node) + os.pathsep + env.get("PATH", ""),
        }
    )
    home = Path(env["HOME"])
    ws, other = root / "workspace", root / "other-workspace"
    ws.mkdir(exist_ok=True)
    other.mkdir(exist_ok=True)
    now = time.time()
    sessions = []
    for conv in CONVERSATIONS:
        cwd = str(other if conv.other_dir else ws)
        sid = str(uuid.uuid5(uuid.NAMESPACE_URL, f"acp-bridge-interop/{conv.key}/{root}"))
        end = _updated_at(conv, now)
        project = claude_project_dir(home, cwd)
        project.mkdir(parents=True, exist_ok=True)
        file = project / f"{sid}.jsonl"
        with file.open("w", encoding="utf-8") as fh:
            for line in _claude_lines(conv, sid, cwd, end):
                fh.write(json.dumps(line, ensure_ascii=False) + "\n")
        os.utime(file, (end, end))  # the listed updatedAt is the file's mtime
        sessions.append(
            ExpectedSession(
                key=conv.key,
                session_id=sid,
                title=claude_listed_title(conv),
                cwd=cwd,
                updated_at=datetime.fromtimestamp(end, UTC),
                # Bash: the tool_call title is the command; the update carries no title.
                entries=_entries_for(conv, thoughts=True, tools=True, tool_title=lambda b: b.command),
            )
        )
    sessions.sort(key=lambda s: s.updated_at, reverse=True)
    return FabricatedAgent(
        "claude", [node, entry], env, str(ws), root, sessions, UNKNOWN_IDS["claude"], replays_tool_calls=True
    )


# ---------------------------------------------------------------------------------------------------------
# fast-agent: <cwd>/.fast-agent/sessions/<id>/session.json + history_agent.json


def _fast_agent_session_json(
    sid: str, conv: Conversation, cwd: str, created: datetime, updated: datetime
) -> dict[str, Any]:
    users = [t.user for t in conv.turns]
    return {
        "schema_version": 5,
        "session_id": sid,
        "created_at": created.replace(tzinfo=None).isoformat(),
        "last_activity": updated.replace(tzinfo=None).isoformat(),
        "metadata": {
            "title": None,
            "label": None,
            "first_user_preview": users[0],
            "last_user_prompt": users[-1],
            "pinned": False,
            "extras": {"model": "passthrough"},
        },
        "continuation": {
            "active_agent": "agent",
            "cwd": cwd,
            "git": None,
            "lineage": {"forked_from": None, "acp_session_id": sid},
            "agents": {
                "agent": {
                    "shell_enabled": False,
                    "history_file": "history_agent.json",
                    "resolved_prompt": "You are a helpful AI Agent.",
                    "model": "passthrough",
                    "model_spec": "passthrough",
                    "provider": "fast-agent",
                    "capability_mode": None,
                    "request_settings": {
                        "max_tokens": 100000,
                        "use_history": True,
                        "parallel_tool_calls": True,
                        "max_iterations": 9999,
                        "tool_result_mode": "postprocess",
                        "streaming_timeout": 150.0,
                        "streaming_timeout_configured": False,
                    },
                    "card_provenance": [],
                    "attachment_refs": [],
                    "model_overlay_refs": [],
                }
            },
        },
        "analysis": {
            "usage_summary": None,
            "timing_summary": None,
            "provider_diagnostics": [],
            "transport_diagnostics": [],
        },
        "execution": {
            "resumable": True,
            "child_link": None,
            "status": "completed",
            "started_at": None,
            "completed_at": None,
        },
    }


def _fast_agent_history(conv: Conversation, created: datetime) -> dict[str, Any]:
    messages: list[dict[str, Any]] = []
    t = created.timestamp()

    def stamp() -> str:
        nonlocal t
        t += 1
        return datetime.fromtimestamp(t, UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")

    for turn in conv.turns:
        messages.append(
            {
                "role": "user",
                "content": [{"type": "text", "text": turn.user}],
                "is_template": False,
                "timestamp": stamp(),
            }
        )
        # fast-agent replays text blocks only (no thoughts, no tool calls): one assistant message per turn,
        # one text block per step (each block is its own agent_message_chunk, no messageId).
        texts = [s.text for s in turn.steps if s.text]
        messages.append(
            {
                "role": "assistant",
                "content": [{"type": "text", "text": x} for x in texts],
                "tool_calls": {},
                "channels": {},
                "stop_reason": "endTurn",
                "is_template": False,
                "timestamp": stamp(),
            }
        )
    return {"messages": messages}


def _fast_agent_entries(conv: Conversation) -> list[Entry]:
    out: list[Entry] = []
    for turn in conv.turns:
        out.append(Message("user", turn.user))
        # Chunks without messageId and of the same role form one message: the blocks concatenate.
        out.append(Message("agent", "".join(s.text for s in turn.steps if s.text)))
    return out


def fabricate_fast_agent(tmp: Path | str, *, page_size: int | None = 2) -> FabricatedAgent:
    """fast-agent lists the sessions of its workspace only (the `cwd` of session/list, else its own start
    folder). `page_size` sets its `session_history_window` (the session/list page size, default 20) in
    the workspace's fastagent.config.yaml, so that a few sessions already span several pages."""
    root = Path(tmp)
    paths = installed_paths()
    assert paths, "agents not installed: run scripts/setup-agents.sh"
    env = _base_env(root)
    ws = root / "workspace"
    store = ws / ".fast-agent" / "sessions"
    store.mkdir(parents=True, exist_ok=True)
    if page_size is not None:
        (ws / "fastagent.config.yaml").write_text(f"session_history_window: {page_size}\n")
    now = time.time()
    sessions = []
    for n, conv in enumerate(c for c in CONVERSATIONS if not c.other_dir):
        updated = datetime.fromtimestamp(_updated_at(conv, now), UTC)
        created = datetime.fromtimestamp(updated.timestamp() - 600, UTC)
        sid = created.strftime("%y%m%d%H%M") + "-" + f"fab{n:03d}"
        folder = store / sid
        folder.mkdir(exist_ok=True)
        (folder / "session.json").write_text(
            json.dumps(
                _fast_agent_session_json(sid, conv, str(ws), created, updated), ensure_ascii=False, indent=2
            )
        )
        (folder / "history_agent.json").write_text(
            json.dumps(_fast_agent_history(conv, created), ensure_ascii=False, indent=2)
        )
        sessions.append(
            ExpectedSession(
                key=conv.key,
                session_id=sid,
                title=conv.turns[0].user,  # no title stored: the first user prompt
                cwd=str(ws),
                updated_at=updated,
                entries=_fast_agent_entries(conv),
            )
        )
    sessions.sort(key=lambda s: s.updated_at, reverse=True)
    argv = [paths["fast_agent"]["bin"], "--no-update-check", "acp", "--model", "passthrough"]
    return FabricatedAgent(
        "fast-agent",
        argv,
        env,
        str(ws),
        root,
        sessions,
        UNKNOWN_IDS["fast-agent"],
        replays_tool_calls=False,
        notes={"page_size": page_size},
    )


FABRICATORS: dict[str, Callable[[Path | str], FabricatedAgent]] = {
    "opencode": fabricate_opencode,
    "claude": fabricate_claude,
    "fast-agent": fabricate_fast_agent,
}


def build(name: str, tmp: Path | str) -> FabricatedAgent:
    return FABRICATORS[name](tmp)
