"""The transcript's building blocks: entries, session state, and what one update changed.

Entries are mutable records owned by a `Transcript`; `index` is the entry's position (renumbered only
by a replay reset) and `version` the transcript version of its last change, which is what lets the
renderer redo only the entries that changed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, ClassVar, NamedTuple

from .titles import parse_updated_at

Json = dict[str, Any]


class Change(NamedTuple):
    """What one update did: the entry it created or changed, and the session state it changed."""

    kind: str
    entry: int | None = None
    created: bool = False
    state: tuple[str, ...] = ()
    ignored: bool = False


class Usage(NamedTuple):
    used: int | None
    size: int | None
    cost: Json | None


# -- entries ------------------------------------------------------------------------------------
# `index` is the entry's position (renumbered only by a replay reset); `version` the transcript
# version of its last change. `entry_type` and `to_json` give the JSON shape of `show --format json`.


@dataclass(slots=True, eq=False)
class MessageEntry:
    role: str  # "user" | "agent" | "thought"
    message_id: str | None
    # Content blocks in order. A plain text block ({"type": "text", "text": ...} and nothing else) is
    # stored as its bare string: a long replay holds hundreds of thousands of them, and dicts and
    # lists that stay alive make every full garbage collection slower.
    items: list[str | Json] = field(default_factory=list)
    index: int = 0
    version: int = 0
    _text: str | None = ""
    entry_type: ClassVar[str] = "message"

    @property
    def text(self) -> str:
        """Concatenated text of the text blocks, joined on first read after a change."""
        if self._text is None:
            self._text = "".join(item if isinstance(item, str) else _block_text(item) for item in self.items)
        return self._text

    @property
    def content(self) -> list[Json]:
        """The content blocks as received."""
        return [{"type": "text", "text": item} if isinstance(item, str) else item for item in self.items]

    def append(self, block: Json) -> None:
        text = block.get("text")
        if len(block) == 2 and isinstance(text, str) and block.get("type") == "text":
            self.items.append(text)
        else:
            self.items.append(block)
        self._text = None

    def replace(self, blocks: list[Json]) -> None:
        self.items = []
        for block in blocks:
            self.append(block)
        self._text = None

    def to_json(self) -> Json:
        return {"type": "message", "role": self.role, "messageId": self.message_id,
                "text": self.text, "content": self.content}


def _block_text(block: Json) -> str:
    text = block.get("text")
    return text if block.get("type") == "text" and isinstance(text, str) else ""


@dataclass(slots=True, eq=False)
class ToolCallEntry:
    tool_call_id: str
    title: str | None = None
    kind: str | None = None
    status: str | None = None
    locations: list[Json] = field(default_factory=list)
    content: list[Json] = field(default_factory=list)
    raw_input: Any = None
    raw_output: Any = None
    meta: Json | None = None
    index: int = 0
    version: int = 0
    entry_type: ClassVar[str] = "tool_call"

    def patch(self, update: Json) -> None:
        """Applies the fields present and well-formed; ``content`` and ``locations`` replace."""
        get = update.get
        if isinstance(value := get("title"), str):
            self.title = value
        if isinstance(value := get("kind"), str):
            self.kind = value
        if isinstance(value := get("status"), str):
            self.status = value
        if isinstance(items := get("content"), list):
            self.content = [item for item in items if isinstance(item, dict)]
        if isinstance(items := get("locations"), list):
            self.locations = [item for item in items if isinstance(item, dict)]
        if (value := get("rawInput")) is not None:
            self.raw_input = value
        if (value := get("rawOutput")) is not None:
            self.raw_output = value
        if isinstance(value := get("_meta"), dict):
            self.meta = value

    def to_json(self) -> Json:
        return {"type": "tool_call", "toolCallId": self.tool_call_id, "title": self.title,
                "kind": self.kind, "status": self.status, "locations": list(self.locations),
                "content": list(self.content), "rawInput": self.raw_input, "rawOutput": self.raw_output}


@dataclass(slots=True, eq=False)
class PlanEntry:
    items: list[Json]
    index: int = 0
    version: int = 0
    entry_type: ClassVar[str] = "plan"

    def to_json(self) -> Json:
        return {"type": "plan", "entries": list(self.items)}


@dataclass(slots=True, eq=False)
class ModeEntry:
    mode_id: str
    index: int = 0
    version: int = 0
    entry_type: ClassVar[str] = "mode"

    def to_json(self) -> Json:
        return {"type": "mode", "modeId": self.mode_id}


@dataclass(slots=True, eq=False)
class UsageEntry:
    usage: Usage
    index: int = 0
    version: int = 0
    entry_type: ClassVar[str] = "usage"

    def to_json(self) -> Json:
        return {"type": "usage", "used": self.usage.used, "size": self.usage.size, "cost": self.usage.cost}


@dataclass(slots=True, eq=False)
class UnknownEntry:
    session_update: str
    raw: Json
    index: int = 0
    version: int = 0
    entry_type: ClassVar[str] = "unknown"

    def to_json(self) -> Json:
        return {"type": "unknown", "sessionUpdate": self.session_update, "raw": self.raw}


Entry = MessageEntry | ToolCallEntry | PlanEntry | ModeEntry | UsageEntry | UnknownEntry


@dataclass(slots=True)
class SessionState:
    """Session-level facts from updates that are not entries (read-only for callers)."""

    title: str | None = None
    updated_at: str | None = None
    meta: Json | None = None
    available_commands: list[Json] = field(default_factory=list)
    mode_id: str | None = None
    config_options: list[Json] = field(default_factory=list)
    usage: Usage | None = None

    @property
    def updated_at_utc(self) -> datetime | None:
        return parse_updated_at(self.updated_at)


def message_id_of(update: Json) -> str | None:
    value = update.get("messageId")
    return value if isinstance(value, str) and value else None


def count_of(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else None
