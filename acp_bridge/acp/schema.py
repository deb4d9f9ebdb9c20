"""The ACP messages the bridge reads, as msgspec structs (typed from the official schemas), and the
protocol-2 wire mapping of `initialize` (`initialize_params`).

Answers and requests from agents are untrusted and often a little out of spec, so they are read the
way the schema itself asks (`x-deserialize-default-on-error`, `x-deserialize-skip-invalid-items`;
`lenient.convert_leniently`): a malformed optional field becomes its default, an invalid list item
is skipped, and only a missing or malformed required field fails the message. `session/update`
notifications have structs of their own (`updates`); `session/list` pages are read by
`session_page`.
"""

from __future__ import annotations

from typing import Annotated, Any

from msgspec import UNSET, Meta, Struct, field

from ..plain_text import cut
from .updates import Json

PROTOCOL_V1 = 1
PROTOCOL_V2 = 2
#: The longest agent name, title or version kept (`Implementation`).
MAX_NAME_CHARS = 200


class _Wire(Struct, rename="camel", gc=False):
    """camelCase on the wire; unknown fields are ignored."""


class Implementation(_Wire):
    name: str = "unknown"
    title: str | None = None
    version: str | None = None

    def __post_init__(self) -> None:
        if not self.name:
            self.name = "unknown"
        # Said in every error and "waiting for" line: an agent's megabyte name must not be.
        self.name = cut(self.name, MAX_NAME_CHARS)
        if self.title is not None:
            self.title = cut(self.title, MAX_NAME_CHARS)
        if self.version is not None:
            self.version = cut(self.version, MAX_NAME_CHARS)


class AuthMethod(_Wire):
    #: Protocol 1 names it `id`, protocol 2 `methodId`; one of them is required.
    id: str | None = None
    method_id: str | None = None
    name: str | None = None
    description: str | None = None

    def __post_init__(self) -> None:
        if self.id is None:
            self.id = self.method_id
        if self.id is None:
            raise ValueError("an auth method needs an id")


class InitializeResult(_Wire):
    #: Strict (as msgspec always is): `true`, `"1"` or `1.0` are no version 1, and an agent that
    #: answers them is out of spec.
    protocol_version: int
    #: Present at all (even malformed) marks a protocol-1 body: an answer of 2 with one (and no
    #: `capabilities`) is a protocol-1 agent. Read as capabilities only when it is an object.
    agent_capabilities: Any = UNSET
    #: Protocol 2 draft: capabilities live under `capabilities`.
    capabilities: Json | None = None
    agent_info: Implementation | None = None
    #: Protocol 2 draft: the agent's name and version live under `info`.
    info: Implementation | None = None
    auth_methods: list[AuthMethod] = field(default_factory=list)


class NewSessionResult(_Wire):
    session_id: str


class PromptResult(_Wire):
    stop_reason: str = "end_turn"


class PermissionOption(_Wire):
    option_id: str
    name: str = ""
    kind: str = "allow_once"


class PermissionRequest(_Wire):
    session_id: str
    options: list[PermissionOption]
    tool_call: Json = field(default_factory=dict)
    #: Protocol 2: the prompt's own text, and what it is about (`{"type": "tool_call", "toolCall": …}`).
    title: str | None = None
    subject: Json | None = None

    @property
    def display_title(self) -> str | None:
        """v2 `title`, else the title of the tool call (v1 `toolCall`, v2 `subject.toolCall`)."""
        if self.title:
            return self.title
        call = self.tool_call or (self.subject or {}).get("toolCall")
        title = call.get("title") if isinstance(call, dict) else None
        return title if isinstance(title, str) else None


class ReadTextFileParams(_Wire):
    session_id: str
    path: str
    line: Annotated[int, Meta(ge=1)] | None = None
    limit: Annotated[int, Meta(ge=0)] | None = None


class WriteTextFileParams(_Wire):
    session_id: str
    path: str
    content: str


def client_capabilities() -> dict[str, Any]:
    """What the bridge honestly implements as a client: file reads and writes inside the session's
    roots, no terminals."""
    return {"fs": {"readTextFile": True, "writeTextFile": True}, "terminal": False}


def initialize_params(protocol_version: int, info: dict[str, Any]) -> dict[str, Any]:
    """Offering protocol 1: the v1 request. Offering 2: the v2 request (`info`, `capabilities`: the
    bridge advertises none of v2's optional client capabilities) plus the v1 fields, so that an agent
    that only speaks 1 (and answers 1) sees the same client as when offered 1, file system included."""
    v1 = {
        "protocolVersion": protocol_version,
        "clientCapabilities": client_capabilities(),
        "clientInfo": info,
    }
    if protocol_version < PROTOCOL_V2:
        return v1
    return {**v1, "info": info, "capabilities": {}}
