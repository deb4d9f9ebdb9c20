"""MCP servers from the settings, and what of them goes on the wire to one agent.

Settings (`acpBridge.mcpServers` for the workspace, `agents[].mcpServers` per agent) use the editor's
friendly shape: `env` and `headers` as objects, `type` defaulting to `stdio`. On the wire they become
ACP `McpServer` objects for the negotiated protocol:

- protocol 1: stdio has no `type` and always carries `args` and `env`; `http`/`sse` carry `headers`;
- protocol 2: every server has a `type`; there is no `sse` transport.

stdio is always offered under protocol 1 (every agent must support it) and under protocol 2 when the
agent advertises `session.mcp.stdio`; `http` and `sse` only when advertised. A server left out comes
back as a `Skipped` with a sentence for the user. `_`-prefixed custom transports pass through exactly
as configured. Env and header values are secrets: `secret_values` feeds them to the log redactor.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from .acp.capabilities import AgentFeatures
from .acp.schema import PROTOCOL_V2

STANDARD_TRANSPORTS = ("stdio", "http", "sse")


class McpServerConfig(BaseModel):
    """One configured MCP server (validated settings)."""

    model_config = ConfigDict(frozen=True, extra="allow", populate_by_name=True, defer_build=True)

    name: str = Field(min_length=1, max_length=200)
    type: str = "stdio"
    command: str | None = None
    args: tuple[str, ...] = ()
    env: tuple[tuple[str, str], ...] = ()
    url: str | None = None
    headers: tuple[tuple[str, str], ...] = ()

    @field_validator("env", "headers", mode="before")
    @classmethod
    def _pairs(cls, value: Any) -> Any:
        """`{"NAME": "value"}` (settings) or `[{"name": ..., "value": ...}]` (ACP's own shape)."""
        if value is None:
            return ()
        if isinstance(value, dict):
            return tuple((str(k), v) for k, v in value.items())
        if isinstance(value, list):
            pairs = []
            for item in value:
                if not isinstance(item, dict) or set(item) - {"name", "value"}:
                    raise ValueError("each entry must be {name, value}")
                pairs.append((item.get("name"), item.get("value")))
            return tuple(pairs)
        raise ValueError("must be an object of names to values")

    @model_validator(mode="after")
    def _by_type(self) -> McpServerConfig:
        if self.is_custom:
            return self
        if self.model_extra:
            raise ValueError(f"unknown field(s): {', '.join(sorted(self.model_extra))}")
        if self.type not in STANDARD_TRANSPORTS:
            raise ValueError(
                f"unknown transport type {self.type!r} (stdio, http, sse, or a custom type starting with _)"
            )
        if self.type == "stdio":
            if not self.command or not self.command.strip():
                raise ValueError("a stdio server needs a command")
        elif not self.url or not self.url.startswith(("http://", "https://")):
            raise ValueError(f"an {self.type} server needs an http(s) url")
        return self

    @property
    def is_custom(self) -> bool:
        return self.type.startswith("_")

    @property
    def raw(self) -> dict[str, Any]:
        """A custom transport exactly as configured (name, type and every other key)."""
        return {"name": self.name, "type": self.type, **(self.model_extra or {})}

    def secret_values(self) -> list[str]:
        values = [v for _, v in self.env] + [v for _, v in self.headers]
        if self.is_custom:
            values += list(_strings(self.model_extra or {}))
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


def parse_servers(raw: Any, where: str) -> tuple[list[McpServerConfig], list[str]]:
    """Validates a settings list. Returns the valid servers and one message per bad entry (skipped).

    A stdio `command` that is not an absolute path is looked up on PATH (ACP wants an absolute
    path); one that cannot be found is reported and skipped."""
    if raw is None:
        return [], []
    if not isinstance(raw, list):
        return [], [f"{where} must be a list of MCP servers, got {type(raw).__name__}"]
    servers: list[McpServerConfig] = []
    problems: list[str] = []
    seen: set[str] = set()
    for index, entry in enumerate(raw):
        label = entry.get("name") if isinstance(entry, dict) and isinstance(entry.get("name"), str) else None
        what = f"{where} #{index + 1}{f' ({label})' if label else ''}"
        try:
            server = McpServerConfig.model_validate(entry)
        except ValidationError as exc:
            # Only field names and the validators' own sentences: never the input (it holds secrets).
            why = "; ".join(
                f"{'.'.join(str(p) for p in err['loc']) or 'entry'}: {err['msg']}" for err in exc.errors()
            )
            problems.append(f"MCP server {what} ignored: {why}")
            continue
        if server.name in seen:
            problems.append(f"MCP server {what} ignored: the name {server.name!r} is used twice")
            continue
        if server.type == "stdio" and server.command and not os.path.isabs(server.command):
            found = shutil.which(server.command)
            if found is None:
                problems.append(
                    f"MCP server {what} ignored: command {server.command!r} not found on PATH "
                    "(give an absolute path)"
                )
                continue
            server = server.model_copy(update={"command": found})
        seen.add(server.name)
        servers.append(server)
    return servers, problems


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
