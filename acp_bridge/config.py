"""Agent and bridge settings, validated once into defaulted models.

Bad entries are reported and skipped; the rest keeps working (a typo in one agent must not take the
others down). With no agent configured the built-in reference agent is used.
"""

from __future__ import annotations

import hashlib
import logging
import os
import re
import shlex
import sys
from pathlib import Path
from typing import Any

import platformdirs
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from .mcp import McpServerConfig, parse_servers

log = logging.getLogger(__name__)

DEMO_AGENT_ID = "demo"
#: How many example sessions the built-in agent's store is seeded with on first use.
DEMO_SEED_SESSIONS = 120

_SECRET_NAME = re.compile(r"(key|token|secret|password|passwd|auth|credential|cookie|session)", re.I)


def data_dir() -> Path:
    return Path(platformdirs.user_data_dir("acp-bridge", appauthor=False))


def cache_dir() -> Path:
    return Path(platformdirs.user_cache_dir("acp-bridge", appauthor=False))


class AgentConfig(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True, defer_build=True)

    id: str = Field(min_length=1, max_length=64, pattern=r"^[A-Za-z0-9][A-Za-z0-9._-]*$")
    name: str | None = None
    command: str | list[str]
    args: list[str] = Field(default_factory=list)
    env: dict[str, str] = Field(default_factory=dict)
    cwd: str | None = None
    #: This agent's own MCP servers (they override the workspace's ones of the same name).
    mcp_servers: list[McpServerConfig] = Field(default_factory=list, alias="mcpServers")

    @field_validator("command")
    @classmethod
    def _command(cls, value: str | list[str]) -> str | list[str]:
        parts = shlex.split(value) if isinstance(value, str) else value
        if not parts or not parts[0].strip():
            raise ValueError("command must not be empty")
        return value

    @property
    def argv(self) -> list[str]:
        base = shlex.split(self.command) if isinstance(self.command, str) else list(self.command)
        return base + list(self.args)

    def process_identity(self) -> dict[str, Any]:
        """What the agent's process depends on: a change here restarts it (MCP servers do not)."""
        return self.model_dump(exclude={"mcp_servers"})

    @property
    def display_name(self) -> str:
        return self.name or self.id

    def redacted_env(self) -> dict[str, str]:
        return {k: ("***" if is_secret_name(k) else v) for k, v in self.env.items()}

    def secret_values(self) -> list[str]:
        """Values that must never reach a log: every env value (they are often keys) of 4+ chars, and
        the env and header values of the agent's own MCP servers."""
        return [v for v in self.env.values() if len(v) >= 4] + [
            v for server in self.mcp_servers for v in server.secret_values()
        ]


def is_secret_name(name: str) -> bool:
    return bool(_SECRET_NAME.search(name))


#: Set by the editor extension's launcher (vscode-extension/bundled/launch.py) to the folders it put on
#: sys.path.
BUNDLED_LIBS_VARIABLE = "ACP_BRIDGE_BUNDLED_LIBS"


def demo_agent_config(
    store: Path | None = None, seed: int = DEMO_SEED_SESSIONS, workspace: str | None = None
) -> AgentConfig:
    """The built-in reference agent. With a workspace folder, its store is that folder's own (seeded
    with sessions of that folder), so "this folder" shows a history wherever the editor is opened."""
    if store is None:
        store = data_dir() / "demo-agent"
        if workspace:
            digest = hashlib.sha256(workspace.encode("utf-8")).hexdigest()[:12]
            name = re.sub(r"[^A-Za-z0-9._-]+", "-", Path(workspace).name)[:40] or "root"
            store = store / f"{name}-{digest}"
    # `--fork`: the editor's built-in agent shows "Fork into This Folder" (a draft ACP feature).
    command = [sys.executable, "-m", "acp_bridge.demo_agent", "--store", str(store), "--seed", str(seed)]
    command.append("--fork")
    if workspace:
        command += ["--cwd", workspace]
    # Run from the editor extension's bundle, this interpreter has no acp_bridge of its own: the
    # launcher names the bundle's folders, and the demo agent imports from them too.
    bundled = os.environ.get(BUNDLED_LIBS_VARIABLE)
    env = {"PYTHONPATH": bundled} if bundled else {}
    return AgentConfig(id=DEMO_AGENT_ID, name="Demo agent", command=command, env=env)


def agent_from_command_line(command_line: str, agent_id: str = "agent") -> AgentConfig:
    """The CLI's `--agent "<command line>"`. ValueError: it names no program."""
    words = shlex.split(command_line)  # ValueError for an unclosed quote
    if not words:
        raise ValueError("the command line is empty")
    return AgentConfig(id=agent_id, name=words[0].rsplit("/", 1)[-1], command=command_line)


def parse_agents(raw: Any) -> tuple[list[AgentConfig], list[str]]:
    """Validates a settings list of agents. Returns the valid ones and one message per bad entry."""
    if raw is None:
        return [], []
    if not isinstance(raw, list):
        return [], [f"acpBridge.agents must be a list of agents, got {type(raw).__name__}"]
    agents: list[AgentConfig] = []
    problems: list[str] = []
    seen: set[str] = set()
    for index, entry in enumerate(raw):
        servers: list[McpServerConfig] = []
        if isinstance(entry, dict) and "mcpServers" in entry:
            label = entry.get("id") if isinstance(entry.get("id"), str) else f"#{index + 1}"
            where = f"acpBridge.agents[{label}].mcpServers"
            servers, server_problems = parse_servers(entry["mcpServers"], where)
            problems += server_problems
            entry = {k: v for k, v in entry.items() if k != "mcpServers"}
        try:
            agent = AgentConfig.model_validate(entry)
        except ValidationError as exc:
            what = "; ".join(
                f"{'.'.join(str(p) for p in err['loc']) or 'entry'}: {err['msg']}" for err in exc.errors()
            )
            label = entry.get("id") if isinstance(entry, dict) else None
            problems.append(f"agent #{index + 1}{f' ({label})' if label else ''} ignored: {what}")
            continue
        if agent.id in seen:
            problems.append(f"agent #{index + 1} ignored: the id {agent.id!r} is used twice")
            continue
        seen.add(agent.id)
        agents.append(agent.model_copy(update={"mcp_servers": servers}))
    return agents, problems
