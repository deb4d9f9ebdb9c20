"""The editor's `acpBridge.*` settings, validated once into defaulted `ServerSettings`.

They come in either documented form, `{"acpBridge": {...}}` or the section itself, in
`initializationOptions` and in `workspace/didChangeConfiguration` alike (`unwrap_settings`). A bad
value is reported (a `SettingProblem`: the setting it is in, and a sentence) and replaced by its
default; a bad agent entry is skipped while the others keep working; settings that are ignored
whole (not an object, no known key) or in part (an unknown key) are reported too. No agent
configured → the built-in reference agent.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..config import MCP_SERVERS_SETTING, AgentConfig, demo_agent_config
from ..mcp import McpServerConfig
from ..settings_entries import SettingProblem, json_kind, parse_agents, parse_servers

LOG_LEVELS = ("debug", "info", "warning", "error")
#: The settings section, and what it may wrap.
SECTION = "acpBridge"
#: The keys of the section the bridge reads.
KNOWN_KEYS: tuple[str, ...] = ("agents", "mcpServers", "logLevel", "traceAcp", "experimental")
#: Keys of the section that only the editor extension reads (sent along by `didChangeConfiguration`).
EDITOR_KEYS: tuple[str, ...] = ("python",)
IGNORED = "using the defaults (the built-in demo agent)"


def _keys(raw: dict[Any, Any]) -> str:
    names = [repr(str(key))[:40] for key in list(raw)[:5]]
    return ", ".join(names) + (", …" if len(raw) > 5 else "")


def unwrap_settings(raw: Any) -> tuple[dict[str, Any], list[SettingProblem]]:
    """The `acpBridge` section from either documented form (`{"acpBridge": {...}}` or the section
    itself), and a problem for each part that is ignored (each in the section as a whole)."""
    where, known = "acp-bridge settings", (SECTION, *KNOWN_KEYS)
    if isinstance(raw, dict) and SECTION in raw:
        raw, where, known = raw[SECTION], f"acp-bridge settings ({SECTION})", KNOWN_KEYS
    if raw is None:
        return {}, []
    if not isinstance(raw, dict):
        message = f"{where} ignored: they must be an object, not {json_kind(raw)}; {IGNORED}"
        return {}, [SettingProblem(SECTION, message)]
    unknown = {k: v for k, v in raw.items() if k not in KNOWN_KEYS and k not in EDITOR_KEYS}
    if unknown and len(unknown) == len(raw):
        message = f"{where} ignored: none of {', '.join(known)} in them (only {_keys(raw)}); {IGNORED}"
        return {}, [SettingProblem(SECTION, message)]
    if unknown:
        return raw, [SettingProblem(SECTION, f"unknown {SECTION} setting(s) ignored: {_keys(unknown)}")]
    return raw, []


@dataclass(frozen=True)
class ServerSettings:
    agents: list[AgentConfig] = field(default_factory=list)
    log_level: str = "info"
    trace_acp: bool = False
    protocol2: bool = False
    #: The workspace's MCP servers (each agent's own `mcpServers` override them by name).
    mcp_servers: list[McpServerConfig] = field(default_factory=list)
    using_demo_agent: bool = True


def parse_settings(
    raw: Any, workspace_folders: Sequence[str] = ()
) -> tuple[ServerSettings, list[SettingProblem]]:
    raw, problems = unwrap_settings(raw)
    agents, agent_problems = parse_agents(raw.get("agents"))
    problems += agent_problems
    mcp_servers, mcp_problems = parse_servers(raw.get("mcpServers"), MCP_SERVERS_SETTING)
    problems += mcp_problems

    def replaced(setting: str, what: str) -> None:
        problems.append(SettingProblem(f"{SECTION}.{setting}", f"{SECTION}.{setting} must be {what}"))

    log_level = raw.get("logLevel", "info")
    if not isinstance(log_level, str) or log_level.lower() not in LOG_LEVELS:
        replaced("logLevel", f"one of {', '.join(LOG_LEVELS)}; using info")
        log_level = "info"
    trace = raw.get("traceAcp", False)
    if not isinstance(trace, bool):
        replaced("traceAcp", "true or false; using false")
        trace = False
    experimental = raw.get("experimental") or {}
    protocol2 = experimental.get("protocol2", False) if isinstance(experimental, dict) else False
    if not isinstance(protocol2, bool):
        replaced("experimental.protocol2", "true or false; using false")
        protocol2 = False
    using_demo = not agents
    if using_demo:
        agents = [demo_agent_config(workspace=workspace_folders[0] if workspace_folders else None)]
    settings = ServerSettings(
        agents=agents,
        log_level=log_level.lower(),
        trace_acp=trace,
        protocol2=protocol2,
        mcp_servers=mcp_servers,
        using_demo_agent=using_demo,
    )
    return settings, problems
