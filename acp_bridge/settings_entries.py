"""The agents and MCP servers of the editor's settings, validated into the bridge's own types
(`config.AgentConfig`, `mcp.McpServerConfig`).

Settings are typed by hand in a JSON file, so a mistake gets a sentence naming the entry and every
field that is wrong (pydantic's errors), and only that entry is skipped: a typo in one agent must not
take the others down. Only the language server reads settings; the CLI never imports this module,
and starts without pydantic.
"""

from __future__ import annotations

import os
import shlex
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from .config import AGENTS_SETTING, AgentConfig
from .mcp import STANDARD_TRANSPORTS, McpServerConfig


@dataclass(frozen=True)
class SettingProblem:
    """A part of the settings that is ignored or replaced by its default."""

    #: The setting it is in, as the editor names it (``acpBridge.agents``; ``acpBridge`` for the
    #: section as a whole): where the editor's settings open to fix it.
    setting: str
    #: One sentence that names the setting and says what is used instead.
    message: str


class AgentEntry(BaseModel):
    """One entry of `acpBridge.agents` (its `mcpServers` are validated apart, entry by entry)."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True, defer_build=True)

    id: str = Field(min_length=1, max_length=64, pattern=r"^[A-Za-z0-9][A-Za-z0-9._-]*$")
    name: str | None = None
    command: str | list[str]
    args: list[str] = Field(default_factory=list)
    env: dict[str, str] = Field(default_factory=dict)
    cwd: str | None = None

    @field_validator("command")
    @classmethod
    def _command(cls, value: str | list[str]) -> str | list[str]:
        parts = shlex.split(value) if isinstance(value, str) else value
        if not parts or not parts[0].strip():
            raise ValueError('"command" must not be empty')
        return value


#: What an entry of `acpBridge.agents` may hold, as its sentences list them.
_AGENT_FIELDS = (*AgentEntry.model_fields, "mcpServers")


class McpServerEntry(BaseModel):
    """One entry of `acpBridge.mcpServers` or of an agent's `mcpServers`."""

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
    def _by_type(self) -> McpServerEntry:
        if self.type.startswith("_"):  # a custom transport: passed on as configured
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

    def config(self, command: str | None, configured: dict[str, Any]) -> McpServerConfig:
        """The server as the bridge keeps it; a custom transport keeps every key it was configured
        with (besides its name and type), also those named like a standard field (`url`,
        `headers`…), which it passes on as they are."""
        custom = self.type.startswith("_")
        extra = {k: v for k, v in configured.items() if k not in ("name", "type")} if custom else {}
        return McpServerConfig(
            name=self.name, type=self.type, command=command, args=self.args, env=self.env,
            url=self.url, headers=self.headers, extra=extra,
        )


#: What a value must be, for the errors of a wrong JSON type: "args" must be a list, not a string.
_TYPE_WORDS = {
    "string_type": "a string", "list_type": "a list", "dict_type": "an object", "bool_type": "true or false",
    "int_type": "a whole number", "int_parsing": "a whole number", "tuple_type": "a list",
}
#: The fields that may be one of several types, and their members as pydantic tags their errors.
_UNIONS = {"command": {"str": "a string", "list[str]": "a list of strings"}}
#: The fields of an MCP server held as (name, value) pairs: an error's path holds a pair's index.
_PAIRS = ("env", "headers")


def _problems(exc: ValidationError) -> str:
    """Each wrong field, in the words of someone who typed JSON (pydantic's own sentences name
    Python's types and regular expressions); never the value found, only its kind (it may be a
    secret)."""
    sentences: list[str] = []
    for err in exc.errors():
        loc = [str(part) for part in err["loc"]]
        union = _UNIONS.get(loc[0]) if len(loc) > 1 else None
        if union and loc[1] in union:  # one error per member of the union: one sentence
            sentence = f'"{loc[0]}" must be {" or ".join(union.values())}'
        elif len(loc) > 2 and loc[0] in _PAIRS and loc[1].isdigit():  # a pair's index: meaningless here
            sentence = f'"{loc[0]}" must map names to strings, not to {json_kind(err.get("input"))}'
        else:
            field, ctx = ".".join(loc), err.get("ctx") or {}
            sentence = _problem(field, err["type"], err["msg"], ctx, err.get("input"))
        if sentence not in sentences:
            sentences.append(sentence)
    return "; ".join(sentences)


def _problem(field: str, kind: str, message: str, ctx: dict[str, Any], found: Any) -> str:
    if kind == "value_error":  # our validators' own sentences, of a field or of the whole entry
        sentence = message.removeprefix("Value error, ")
        return sentence if not field or sentence.startswith(f'"{field}"') else f'"{field}": {sentence}'
    if not field:  # the entry itself
        return f"the entry must be an object, not {json_kind(found)}" if kind.endswith("_type") else message
    if kind == "missing":
        return f'"{field}" is missing'
    if kind == "extra_forbidden":  # only an agent's entry forbids fields
        return f'"{field}" is not a field of an agent ({", ".join(_AGENT_FIELDS)})'
    if kind == "string_pattern_mismatch" and field == "id":
        return f'"{field}" may hold only letters, digits, ".", "_" and "-", and starts with a letter or digit'
    if kind == "string_too_short":
        return f'"{field}" must not be empty'
    if kind == "string_too_long":
        return f'"{field}" is longer than {ctx.get("max_length")} characters'
    if kind in _TYPE_WORDS:
        return f'"{field}" must be {_TYPE_WORDS[kind]}, not {json_kind(found)}'
    return f'"{field}": {message}'


def json_kind(value: Any) -> str:
    """What a settings value is, in JSON's words (the user wrote JSON, not Python)."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    kinds = ((str, "a string"), (int | float, "a number"), (list, "a list"), (dict, "an object"))
    return next((name for kind, name in kinds if isinstance(value, kind)), type(value).__name__)


def parse_agents(raw: Any) -> tuple[list[AgentConfig], list[SettingProblem]]:
    """Validates a settings list of agents. Returns the valid ones and a problem per bad entry, whose
    sentence names the setting (the editor shows it as it is)."""
    if raw is None:
        return [], []
    if not isinstance(raw, list):
        kind = json_kind(raw)
        message = f'{AGENTS_SETTING} must be a list of agents ([{{"id": …, "command": …}}]), not {kind}'
        return [], [SettingProblem(AGENTS_SETTING, message)]
    agents: list[AgentConfig] = []
    problems: list[SettingProblem] = []
    seen: set[str] = set()
    for index, entry in enumerate(raw):
        servers: list[McpServerConfig] = []
        if isinstance(entry, dict) and "mcpServers" in entry:
            label = entry.get("id") if isinstance(entry.get("id"), str) else f"#{index + 1}"
            where = f"{AGENTS_SETTING}[{label}].mcpServers"
            servers, server_problems = parse_servers(entry["mcpServers"], where, setting=AGENTS_SETTING)
            problems += server_problems
            entry = {k: v for k, v in entry.items() if k != "mcpServers"}
        try:
            agent = AgentEntry.model_validate(entry)
        except ValidationError as exc:
            label = entry.get("id") if isinstance(entry, dict) else None
            which = f"agent #{index + 1}{f' ({label})' if label else ''}"
            message = f"{AGENTS_SETTING}: {which} ignored: {_problems(exc)}"
            problems.append(SettingProblem(AGENTS_SETTING, message))
            continue
        if agent.id in seen:
            which = f"agent #{index + 1}"
            message = f"{AGENTS_SETTING}: {which} ignored: the id {agent.id!r} is used twice"
            problems.append(SettingProblem(AGENTS_SETTING, message))
            continue
        seen.add(agent.id)
        agents.append(AgentConfig(**agent.model_dump(), mcp_servers=servers))
    return agents, problems


def parse_servers(
    raw: Any, where: str, *, setting: str | None = None
) -> tuple[list[McpServerConfig], list[SettingProblem]]:
    """Validates the list of MCP servers at ``where`` (as its sentences name it), in ``setting``
    (default: ``where``). Returns the valid servers and a problem per bad entry (skipped).

    A stdio `command` that is not an absolute path is looked up on PATH (ACP wants an absolute
    path); one that cannot be found is reported and skipped."""
    setting = setting or where
    if raw is None:
        return [], []
    if not isinstance(raw, list):
        return [], [SettingProblem(setting, f"{where} must be a list of MCP servers, not {json_kind(raw)}")]
    servers: list[McpServerConfig] = []
    problems: list[SettingProblem] = []
    seen: set[str] = set()
    for index, entry in enumerate(raw):
        label = entry.get("name") if isinstance(entry, dict) and isinstance(entry.get("name"), str) else None
        what = f"{where} #{index + 1}{f' ({label})' if label else ''}"
        try:
            server = McpServerEntry.model_validate(entry)
        except ValidationError as exc:
            problems.append(SettingProblem(setting, f"MCP server {what} ignored: {_problems(exc)}"))
            continue
        if server.name in seen:
            message = f"MCP server {what} ignored: the name {server.name!r} is used twice"
            problems.append(SettingProblem(setting, message))
            continue
        command = server.command
        if server.type == "stdio" and command and not os.path.isabs(command):
            import shutil  # here: shutil's imports (lzma, bz2…) would delay every start

            command = shutil.which(command)
            if command is None:
                problems.append(SettingProblem(
                    setting,
                    f"MCP server {what} ignored: command {server.command!r} not found on PATH "
                    "(give an absolute path)",
                ))
                continue
        seen.add(server.name)
        servers.append(server.config(command, entry))
    return servers, problems
