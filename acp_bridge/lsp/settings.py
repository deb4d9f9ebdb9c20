"""The editor's `acpBridge.*` settings, validated once into a defaulted model.

A bad value is reported (one message per problem) and replaced by its default; a bad agent entry is
skipped while the others keep working. No agent configured → the built-in reference agent.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel, ConfigDict

from ..config import AgentConfig, demo_agent_config, parse_agents
from ..mcp import McpServerConfig, parse_servers

LOG_LEVELS = ("debug", "info", "warning", "error")


class ServerSettings(BaseModel):
    model_config = ConfigDict(frozen=True, defer_build=True)

    agents: list[AgentConfig] = []
    log_level: str = "info"
    trace_acp: bool = False
    protocol2: bool = False
    #: The workspace's MCP servers (each agent's own `mcpServers` override them by name).
    mcp_servers: list[McpServerConfig] = []
    using_demo_agent: bool = True


def parse_settings(raw: Any, workspace_folders: Sequence[str] = ()) -> tuple[ServerSettings, list[str]]:
    problems: list[str] = []
    if raw is None:
        raw = {}
    if not isinstance(raw, dict):
        problems.append(f"acp-bridge settings must be an object, got {type(raw).__name__}; using defaults")
        raw = {}
    agents, agent_problems = parse_agents(raw.get("agents"))
    problems += agent_problems
    mcp_servers, mcp_problems = parse_servers(raw.get("mcpServers"), "acpBridge.mcpServers")
    problems += mcp_problems
    log_level = raw.get("logLevel", "info")
    if not isinstance(log_level, str) or log_level.lower() not in LOG_LEVELS:
        problems.append(f"acpBridge.logLevel must be one of {', '.join(LOG_LEVELS)}; using info")
        log_level = "info"
    trace = raw.get("traceAcp", False)
    if not isinstance(trace, bool):
        problems.append("acpBridge.traceAcp must be true or false; using false")
        trace = False
    experimental = raw.get("experimental") or {}
    protocol2 = experimental.get("protocol2", False) if isinstance(experimental, dict) else False
    if not isinstance(protocol2, bool):
        problems.append("acpBridge.experimental.protocol2 must be true or false; using false")
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
