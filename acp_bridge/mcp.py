"""MCP servers from the settings, and what of them goes on the wire to one agent.

Settings (`acpBridge.mcpServers` for the workspace, `agents[].mcpServers` per agent) use the editor's
friendly shape: `env` and `headers` as objects, `type` defaulting to `stdio`; :mod:`.settings_entries`
validates them into `McpServerConfig`s. On the wire they become ACP `McpServer` objects for the
negotiated protocol:

- protocol 1: stdio has no `type` and always carries `args` and `env`; `http`/`sse` carry `headers`;
- protocol 2: every server has a `type`; there is no `sse` transport.

stdio is always offered under protocol 1 (every agent must support it) and under protocol 2 when the
agent advertises `session.mcp.stdio`; `http` and `sse` only when advertised. A server left out comes
back as a `Skipped` with a sentence for the user. `_`-prefixed custom transports pass through exactly
as configured. Env and header values are secrets: `secret_values` feeds them to the log redactor.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .acp.capabilities import AgentFeatures
from .acp.schema import PROTOCOL_V2

STANDARD_TRANSPORTS = ("stdio", "http", "sse")


@dataclass(frozen=True)
class McpServerConfig:
    """One configured MCP server (validated settings)."""

    name: str
    type: str = "stdio"
    command: str | None = None
    args: tuple[str, ...] = ()
    env: tuple[tuple[str, str], ...] = ()
    url: str | None = None
    headers: tuple[tuple[str, str], ...] = ()
    #: A custom transport's other keys, as configured.
    extra: Mapping[str, Any] = field(default_factory=dict)

    @property
    def is_custom(self) -> bool:
        return self.type.startswith("_")

    @property
    def raw(self) -> dict[str, Any]:
        """A custom transport exactly as configured (name, type and every other key)."""
        return {"name": self.name, "type": self.type, **self.extra}

    def secret_values(self) -> list[str]:
        values = [v for _, v in self.env] + [v for _, v in self.headers]
        if self.is_custom:
            values += list(_strings(self.extra))
        return [v for v in values if len(v) >= 4]


def _strings(value: Any) -> Iterable[str]:
    """Every string inside a custom transport's settings (its shape is unknown: all are secret)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)


def merge(workspace: Sequence[McpServerConfig], agent: Sequence[McpServerConfig]) -> list[McpServerConfig]:
    """The agent's own servers override the workspace's ones of the same name; the rest are added."""
    own = {s.name: s for s in agent}
    merged = [own.pop(s.name, s) for s in workspace]
    return merged + [s for s in agent if s.name in own]


@dataclass(frozen=True, slots=True)
class Skipped:
    name: str
    reason: str


def _pairs_wire(pairs: Iterable[tuple[str, str]]) -> list[dict[str, str]]:
    return [{"name": k, "value": v} for k, v in pairs]


def to_wire(server: McpServerConfig, protocol_version: int) -> dict[str, Any]:
    """The ACP `McpServer` object for this protocol version."""
    if server.is_custom:
        return server.raw
    if server.type == "stdio":
        wire: dict[str, Any] = {
            "name": server.name,
            "command": server.command,
            "args": list(server.args),
            "env": _pairs_wire(server.env),
        }
        return {"type": "stdio", **wire} if protocol_version >= PROTOCOL_V2 else wire
    headers = _pairs_wire(server.headers)
    return {"type": server.type, "name": server.name, "url": server.url, "headers": headers}


def select(
    servers: Sequence[McpServerConfig], features: AgentFeatures
) -> tuple[list[dict[str, Any]], list[Skipped]]:
    """What is sent to an agent with these capabilities, and what is left out (and why)."""
    v2 = features.protocol_version >= PROTOCOL_V2
    supported = {"stdio": features.mcp_stdio, "http": features.mcp_http, "sse": features.mcp_sse and not v2}
    wire: list[dict[str, Any]] = []
    skipped: list[Skipped] = []
    for server in servers:
        if server.is_custom or supported.get(server.type, False):
            wire.append(to_wire(server, features.protocol_version))
        elif server.type == "sse" and v2:
            skipped.append(Skipped(server.name, "ACP protocol 2 has no SSE transport (use http)"))
        else:
            skipped.append(
                Skipped(server.name, f"the agent does not support the {server.type} MCP transport")
            )
    return wire, skipped


def secret_values(servers: Iterable[McpServerConfig]) -> list[str]:
    return [value for server in servers for value in server.secret_values()]
