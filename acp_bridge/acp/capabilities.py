"""The one place where an agent's advertised capabilities become "can I …?" answers.

Every gate in the bridge (and, through the LSP contract, every menu item in the editor) reads
`AgentFeatures`. Protocol versions differ only in the `from_*` mapping functions below.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from msgspec import UNSET

from .schema import PROTOCOL_V1, PROTOCOL_V2, InitializeResult


@dataclass(frozen=True, slots=True)
class AgentFeatures:
    protocol_version: int = PROTOCOL_V1
    load: bool = False
    list: bool = False
    resume: bool = False
    close: bool = False
    delete: bool = False
    fork: bool = False
    additional_directories: bool = False
    #: Protocol 1: every agent must support stdio MCP servers; protocol 2 advertises it (`session.mcp.stdio`).
    mcp_stdio: bool = True
    mcp_http: bool = False
    mcp_sse: bool = False
    prompt_image: bool = False
    prompt_audio: bool = False
    prompt_embedded_context: bool = False
    #: Protocol 2: `session/resume` accepts `replayFrom` and replays (there is no `session/load`).
    resume_replays: bool = False

    @property
    def can_replay(self) -> bool:
        return self.load or self.resume_replays

    def to_wire(self) -> dict[str, Any]:
        """camelCase, for the editor (`mcpStdio` is for the bridge only, not part of the contract)."""
        return {_camel(k): v for k, v in asdict(self).items() if k != "mcp_stdio"}


def _camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(part.title() for part in rest)


def _advertised(container: Any, key: str) -> bool:
    """ACP's convention: an object (even `{}`) or `true` advertises; omitted, `null`, `false` do not."""
    if not isinstance(container, dict):
        return False
    value = container.get(key)
    return value is True or isinstance(value, dict)


def _flag(container: Any, key: str) -> bool:
    return isinstance(container, dict) and container.get(key) is True


def from_v1(caps: dict[str, Any]) -> AgentFeatures:
    session = caps.get("sessionCapabilities")
    mcp = caps.get("mcpCapabilities")
    prompt = caps.get("promptCapabilities")
    return AgentFeatures(
        protocol_version=PROTOCOL_V1,
        load=_flag(caps, "loadSession"),
        list=_advertised(session, "list"),
        resume=_advertised(session, "resume"),
        close=_advertised(session, "close"),
        delete=_advertised(session, "delete"),
        fork=_advertised(session, "fork"),
        additional_directories=_advertised(session, "additionalDirectories"),
        mcp_http=_flag(mcp, "http"),
        mcp_sse=_flag(mcp, "sse"),
        prompt_image=_flag(prompt, "image"),
        prompt_audio=_flag(prompt, "audio"),
        prompt_embedded_context=_flag(prompt, "embeddedContext"),
    )


def from_v2(caps: dict[str, Any]) -> AgentFeatures:
    """Protocol 2 draft. Two shapes exist: the intermediate one (seed documents:
    `session.{load,list,resume,close}`, `session.mcp.{stdio,http}`) and the current one, where an object at
    `capabilities.session` implies list/resume/close and `session/resume` replays with `replayFrom`."""
    session = caps.get("session")
    has_session = isinstance(session, dict)
    session_caps: dict[str, Any] = session if isinstance(session, dict) else {}
    # Both draft shapes put the MCP transports and prompt content types under `session`
    # (`session.mcp.http: {}`), with object markers instead of v1's booleans.
    mcp = session_caps.get("mcp") or caps.get("mcp") or caps.get("mcpCapabilities")
    prompt = session_caps.get("prompt") or caps.get("prompt") or caps.get("promptCapabilities")
    if any(k in session_caps for k in ("load", "list", "resume", "close")):
        load = _advertised(session, "load")
        listing, resume, close = (_advertised(session, k) for k in ("list", "resume", "close"))
        resume_replays = False
    else:
        load, listing, resume, close = False, has_session, has_session, has_session
        resume_replays = has_session
    return AgentFeatures(
        protocol_version=PROTOCOL_V2,
        load=load,
        list=listing,
        resume=resume,
        close=close,
        delete=_advertised(session, "delete"),
        fork=_advertised(session, "fork"),
        additional_directories=_advertised(session, "additionalDirectories")
        or _advertised(caps, "additionalDirectories"),
        mcp_stdio=_advertised(mcp, "stdio"),
        mcp_http=_advertised(mcp, "http"),
        mcp_sse=False,  # protocol 2 removed the SSE transport
        prompt_image=_advertised(prompt, "image"),
        prompt_audio=_advertised(prompt, "audio"),
        prompt_embedded_context=_advertised(prompt, "embeddedContext"),
        resume_replays=resume_replays,
    )


SUPPORTED_PROTOCOLS = (PROTOCOL_V1, PROTOCOL_V2)


def features_from_initialize(result: InitializeResult) -> AgentFeatures:
    """An answer of 2 with a protocol-1 body (`agentCapabilities`, no `capabilities`: fast-agent
    echoes the offered version) is a protocol-1 agent, and is spoken to as one."""
    v1_caps = result.agent_capabilities
    if result.protocol_version == PROTOCOL_V2 and (v1_caps is UNSET or result.capabilities is not None):
        return from_v2(result.capabilities or {})
    return from_v1(v1_caps if isinstance(v1_caps, dict) else {})
