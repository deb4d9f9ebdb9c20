"""Pydantic models of the ACP messages the bridge reads and writes (typed from the official schemas),
and the protocol-2 wire mapping of `initialize` (`initialize_params`).

Answers from agents are untrusted and often a little out of spec, so the models are lenient the way
the schema itself is (`x-deserialize-default-on-error`, `x-deserialize-skip-invalid-items`): unknown
fields are kept, a malformed optional field becomes its default, an invalid list item is skipped.
Hot-path `session/update` notifications are deliberately *not* validated here: the transcript reducer
reads them defensively (validating 170k updates would double the replay time); nor are `session/list`
pages, read by :mod:`.session_page` with the same leniency.
"""

from __future__ import annotations

import logging
from typing import Any

from pydantic import (
    AliasChoices,
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    field_validator,
)

log = logging.getLogger(__name__)

PROTOCOL_V1 = 1
PROTOCOL_V2 = 2


class WireModel(BaseModel):
    """camelCase on the wire, unknown fields kept, `_meta` as `meta`."""

    model_config = ConfigDict(populate_by_name=True, extra="allow", defer_build=True)

    def wire(self) -> dict[str, Any]:
        return self.model_dump(by_alias=True, exclude_none=True)


def _skip_invalid_items(model: type[BaseModel], value: Any) -> list[Any]:
    if not isinstance(value, list):
        return []
    items = []
    for raw in value:
        try:
            items.append(model.model_validate(raw))
        except ValidationError as exc:
            log.warning("skipped an invalid %s from the agent: %s", model.__name__, exc.errors()[:1])
    return items


class Implementation(WireModel):
    name: str = "unknown"
    title: str | None = None
    version: str | None = None

    @field_validator("name", mode="before")
    @classmethod
    def _name(cls, value: Any) -> str:
        return value if isinstance(value, str) and value else "unknown"


class AuthMethod(WireModel):
    #: Protocol 2 renamed the field to `methodId`.
    id: str = Field(validation_alias=AliasChoices("id", "methodId"))
    name: str | None = None
    description: str | None = None


class InitializeResult(WireModel):
    #: Strict: lax mode would read `true`, `"1"` or `1.0` as version 1, hiding an agent that is out of spec.
    protocol_version: int = Field(alias="protocolVersion", strict=True)
    agent_capabilities: dict[str, Any] = Field(default_factory=dict, alias="agentCapabilities")
    #: Protocol 2 draft: capabilities live under `capabilities`.
    capabilities: dict[str, Any] | None = None
    agent_info: Implementation | None = Field(default=None, alias="agentInfo")
    #: Protocol 2 draft: the agent's name and version live under `info`.
    info: Implementation | None = None
    auth_methods: list[AuthMethod] = Field(default_factory=list, alias="authMethods")

    @field_validator("agent_capabilities", mode="before")
    @classmethod
    def _caps(cls, value: Any) -> dict[str, Any]:
        return value if isinstance(value, dict) else {}

    @field_validator("agent_info", "info", mode="before")
    @classmethod
    def _info(cls, value: Any) -> Any:
        return value if isinstance(value, dict) else None

    @field_validator("auth_methods", mode="before")
    @classmethod
    def _auth(cls, value: Any) -> list[Any]:
        return _skip_invalid_items(AuthMethod, value)


class NewSessionResult(WireModel):
    session_id: str = Field(alias="sessionId")


class PromptResult(WireModel):
    stop_reason: str = Field(default="end_turn", alias="stopReason")


class PermissionOption(WireModel):
    option_id: str = Field(alias="optionId")
    name: str = ""
    kind: str = "allow_once"


class PermissionRequest(WireModel):
    session_id: str = Field(alias="sessionId")
    tool_call: dict[str, Any] = Field(default_factory=dict, alias="toolCall")
    options: list[PermissionOption]
    #: Protocol 2: the prompt's own text, and what it is about (`{"type": "tool_call", "toolCall": …}`).
    title: str | None = None
    subject: dict[str, Any] | None = None

    @field_validator("title", mode="before")
    @classmethod
    def _title(cls, value: Any) -> str | None:
        return value if isinstance(value, str) else None

    @field_validator("subject", mode="before")
    @classmethod
    def _subject(cls, value: Any) -> dict[str, Any] | None:
        return value if isinstance(value, dict) else None

    @property
    def display_title(self) -> str | None:
        """v2 `title`, else the title of the tool call (v1 `toolCall`, v2 `subject.toolCall`)."""
        if self.title:
            return self.title
        call = self.tool_call or (self.subject or {}).get("toolCall")
        title = call.get("title") if isinstance(call, dict) else None
        return title if isinstance(title, str) else None


class ReadTextFileParams(WireModel):
    session_id: str = Field(alias="sessionId")
    path: str
    line: int | None = Field(default=None, ge=1)
    limit: int | None = Field(default=None, ge=0)


class WriteTextFileParams(WireModel):
    session_id: str = Field(alias="sessionId")
    path: str
    content: str


def client_capabilities() -> dict[str, Any]:
    """What the bridge honestly implements as a client: file reads and writes inside the session's
    roots, no terminals."""
    return {"fs": {"readTextFile": True, "writeTextFile": True}, "terminal": False}


def initialize_params(protocol_version: int, info: dict[str, Any]) -> dict[str, Any]:
    """Offering protocol 1: the v1 request. Offering 2: the v2 request (`info`, `capabilities`: the
    bridge advertises none of v2's optional client capabilities) plus the v1 fields, so that an agent
    that only speaks 1 (and answers 1) sees the same client as before, file system included."""
    v1 = {
        "protocolVersion": protocol_version,
        "clientCapabilities": client_capabilities(),
        "clientInfo": info,
    }
    if protocol_version < PROTOCOL_V2:
        return v1
    return {**v1, "info": info, "capabilities": {}}
