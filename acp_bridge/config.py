"""An agent as the bridge runs it (`AgentConfig`), the built-in reference agent, and the folders the
bridge keeps its data in.

An `AgentConfig` is made from the editor's settings (validated by :mod:`.settings_entries`, which
reports and skips a bad entry), from the CLI's `--agent` command line, or for the reference agent.
It is a plain dataclass so that the CLI starts without the settings' validation library.
"""

from __future__ import annotations

import hashlib
import os
import re
import shlex
import sys
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the command line reads this module before it starts an agent: no msgspec yet
    from .mcp import McpServerConfig

DEMO_AGENT_ID = "demo"
#: The editor's settings of the agents (their own `mcpServers` are part of it), and of the MCP
#: servers every agent is given: where a problem with one is fixed.
AGENTS_SETTING = "acpBridge.agents"
MCP_SERVERS_SETTING = "acpBridge.mcpServers"
#: How many example sessions the built-in agent's store is seeded with on first use.
DEMO_SEED_SESSIONS = 120

#: A shell's variable assignment before a command's program: `NAME=value`.
_ASSIGNMENT = re.compile(r"(?P<name>[A-Za-z_][A-Za-z0-9_]*)=(?P<value>.*)", re.DOTALL)
_SECRET_NAME = re.compile(r"(key|token|secret|password|passwd|auth|credential|cookie|session)", re.I)


def data_dir() -> Path:
    import platformdirs  # only the local stores need it, not the CLI's `show` or `list` (~10 ms)

    return Path(platformdirs.user_data_dir("acp-bridge", appauthor=False))



@dataclass
class AgentConfig:
    id: str
    command: str | list[str]
    name: str | None = None
    args: list[str] = field(default_factory=list)
    env: dict[str, str] = field(default_factory=dict)
    cwd: str | None = None
    #: This agent's own MCP servers (they override the workspace's ones of the same name).
    mcp_servers: list[McpServerConfig] = field(default_factory=list)

    @property
    def argv(self) -> list[str]:
        """The command's words and the args; a program written ``~/…`` is in the home folder, as a
        shell would read it (no shell runs the agent: a setting or a quoted ``--agent`` keeps ``~``)."""
        base = shlex.split(self.command) if isinstance(self.command, str) else list(self.command)
        if base and base[0].startswith("~"):
            base[0] = os.path.expanduser(base[0])
        return base + list(self.args)

    def process_identity(self) -> dict[str, Any]:
        """What the agent's process depends on: a change here restarts it (MCP servers do not)."""
        return {k: v for k, v in asdict(self).items() if k != "mcp_servers"}

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
    return AgentConfig(id=DEMO_AGENT_ID, name="Demo agent", command=command, env=_own_python_env())


def _own_python_env() -> dict[str, str]:
    """The environment a program of this installation (``sys.executable -m acp_bridge…``) needs. Run
    from the editor extension's bundle, this interpreter has no acp_bridge of its own: the launcher
    names the bundle's folders, and the program imports from them too."""
    bundled = os.environ.get(BUNDLED_LIBS_VARIABLE)
    return {"PYTHONPATH": bundled} if bundled else {}


def agent_from_command_line(command_line: str, agent_id: str | None = None) -> AgentConfig:
    """The CLI's `--agent "<command line>"`, by default with its program's name as its id, which the
    messages name it by ("agent opencode: command not found: opencode"). Read as a shell reads a
    simple command: leading ``NAME=value`` words set the agent's environment (``"DEBUG=1 my-agent
    acp"``). A program named ``acp-bridge`` (no folder) is this installation's, found on the PATH or
    not: ``"acp-bridge demo-agent"``, the reference agent of `--help`'s first example, runs from a
    virtual environment that is not activated. ValueError: it names no program."""
    words = shlex.split(command_line)  # ValueError for an unclosed quote
    env: dict[str, str] = {}
    while words and (assignment := _ASSIGNMENT.fullmatch(words[0])):
        env[assignment["name"]] = assignment["value"]
        del words[0]
    if not words:
        raise ValueError("the command line is empty" if not env else "the command line names no program")
    name = words[0].rsplit("/", 1)[-1] or words[0]
    if words[0] == "acp-bridge":
        words = [sys.executable, "-m", "acp_bridge", *words[1:]]
        env = {**_own_python_env(), **env}
    return AgentConfig(id=agent_id or name, name=name, command=words, env=env)
