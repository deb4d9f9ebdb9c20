"""The LSP contract's (`lsp/protocol`) models of the agents: their status and capabilities, the
agent list, and the permission an agent asks the user for."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from .wire import Wire

AgentStateName = Literal["stopped", "starting", "ready", "error", "exited", "needs_login"]


class AgentCapabilitiesInfo(Wire):
    protocol_version: int = 1
    load: bool = False
    list: bool = False
    resume: bool = False
    close: bool = False
    delete: bool = False
    fork: bool = False
    additional_directories: bool = False
    mcp_http: bool = False
    mcp_sse: bool = False
    prompt_image: bool = False
    prompt_audio: bool = False
    prompt_embedded_context: bool = False
    resume_replays: bool = False


class AgentStatus(Wire):
    agent_id: str
    name: str
    state: AgentStateName
    error: str | None = None
    capabilities: AgentCapabilitiesInfo | None = None
    agent_name: str | None = None
    agent_version: str | None = None


class ListAgentsParams(Wire):
    pass


class ListAgentsResult(Wire):
    agents: list[AgentStatus]


class AgentRef(Wire):
    agent_id: str = Field(min_length=1)


class PermissionOptionItem(Wire):
    option_id: str
    name: str
    kind: str


class RequestPermissionParams(Wire):
    agent_id: str
    session_id: str
    title: str
    options: list[PermissionOptionItem]


class RequestPermissionResult(Wire):
    #: The chosen option, or null for "cancelled" (dialog closed).
    option_id: str | None = None
