"""The transcript's building blocks: entries, session state, and what one update changed.

Entries are mutable records owned by a `Transcript`; `index` is the entry's position (renumbered only
by a replay reset) and `version` the transcript version of its last change, which is what lets the
renderer redo only the entries that changed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any, NamedTuple

from .titles import parse_updated_at

if TYPE_CHECKING:
    from .terminals import TerminalState

Json = dict[str, Any]


class Change:
    """What one update did: the entry it created or changed, and the session state it changed.

    A plain class with its own ``__init__``, made once per update: compiled (native.py), it is built
    by a direct C call, where a NamedTuple's or a dataclass's generated ``__init__`` runs as Python."""

    __slots__ = ("created", "entry", "ignored", "kind", "state")

    def __init__(
        self,
        kind: str,
        entry: int | None = None,
        created: bool = False,
        state: tuple[str, ...] = (),
        ignored: bool = False,
    ) -> None:
        self.kind = kind
        self.entry = entry
        self.created = created
        self.state = state
        self.ignored = ignored

    def __repr__(self) -> str:
        return (
            f"Change({self.kind!r}, entry={self.entry!r}, created={self.created!r}, "
            f"state={self.state!r}, ignored={self.ignored!r})"
        )


class Usage(NamedTuple):
    used: int | None
    size: int | None
    cost: Json | None


# -- entries ------------------------------------------------------------------------------------
# `index` is the entry's position (renumbered only by a replay reset); `version` the transcript
# version of its last change. `entry_type` and `to_json` give the JSON shape of `show --format json`.
# `entry_type` is a property, not a ClassVar: compiled by mypyc (native.py), a dataclass's ClassVar
# becomes a read-only slot that the generated __init__ then fails to set.
# The entries a replay makes by the hundred thousand write their own `__init__` (the dataclass makes
# only the repr): compiled, an explicit one is a direct C call, a generated one runs as Python.


@dataclass(slots=True, eq=False, init=False)
class MessageEntry:
    role: str  # "user" | "agent" | "thought"
    message_id: str | None
    # Content blocks in order. A plain text block ({"type": "text", "text": ...} and nothing else) is
    # stored as its bare string: a long replay holds hundreds of thousands of them, and dicts and
    # lists that stay alive make every full garbage collection slower.
    items: list[str | Json]
    index: int
    version: int

    def __init__(self, role: str, message_id: str | None, items: list[str | Json] | None = None) -> None:
        self.role = role
        self.message_id = message_id
        self.items = [] if items is None else items
        self.index = 0
        self.version = 0

    @property
    def entry_type(self) -> str:
        return "message"

    @property
    def text(self) -> str:
        """Concatenated text of the text blocks. Joined on every read, never cached: a cached copy
        next to the chunks would hold every message twice (a long replay's messages are half its
        memory), and readers (the renderer, once per change) read it about once per change anyway."""
        items = self.items
        if len(items) == 1 and type(items[0]) is str:
            return items[0]
        return "".join(item if isinstance(item, str) else _block_text(item) for item in items)

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

    def append_text(self, text: str) -> None:
        """A plain text block (what :meth:`append` stores as its bare string)."""
        self.items.append(text)

    def replace(self, blocks: list[Json]) -> None:
        self.items = []
        for block in blocks:
            self.append(block)

    def to_json(self) -> Json:
        return {"type": "message", "role": self.role, "messageId": self.message_id,
                "text": self.text, "content": self.content}


def _block_text(block: Json) -> str:
    text = block.get("text")
    return text if block.get("type") == "text" and isinstance(text, str) else ""


class TextRun:
    """Streamed text of one tool-call content item: ``tool_call_content_chunk`` texts in a row,
    appended in O(1) and joined on first read."""

    __slots__ = ("_parts",)

    def __init__(self, text: str) -> None:
        self._parts = [text]

    def append(self, text: str) -> None:
        self._parts.append(text)

    @property
    def text(self) -> str:
        if len(self._parts) > 1:
            self._parts = ["".join(self._parts)]
        return self._parts[0]

    def to_json(self) -> Json:
        return {"type": "content", "content": {"type": "text", "text": self.text}}


def plain_text_item(item: Json) -> str | None:
    """The text of a tool-call content item that is a plain text block and nothing else."""
    if len(item) != 2 or item.get("type") != "content":
        return None
    block = item.get("content")
    if not isinstance(block, dict) or len(block) != 2 or block.get("type") != "text":
        return None
    text = block.get("text")
    return text if isinstance(text, str) else None


#: Tool-call fields a protocol-2 `null` clears: wire name → attribute.
_NULLABLE_TOOL_FIELDS = (
    ("title", "title"), ("kind", "kind"), ("status", "status"), ("name", "name"), ("content", "items"),
    ("locations", "locations"), ("rawInput", "raw_input"), ("rawOutput", "raw_output"), ("_meta", "meta"),
)


@dataclass(slots=True, eq=False, init=False)
class ToolCallEntry:
    tool_call_id: str
    title: str | None
    kind: str | None
    status: str | None
    name: str | None  # the programmatic tool name (unstable schemas of both protocols)
    locations: list[Json]
    # Content items in order; a run of streamed plain text chunks is one `TextRun`.
    items: list[Json | TextRun]
    raw_input: Any
    raw_output: Any
    meta: Json | None
    # The terminals the content embeds, by id (shared state, kept up to date by the transcript).
    terminals: dict[str, TerminalState]
    index: int
    version: int

    def __init__(self, tool_call_id: str) -> None:  # the rest comes with `patch`
        self.tool_call_id = tool_call_id
        self.title = self.kind = self.status = self.name = None
        self.locations = []
        self.items = []
        self.raw_input = self.raw_output = None
        self.meta = None
        self.terminals = {}
        self.index = 0
        self.version = 0

    @property
    def entry_type(self) -> str:
        return "tool_call"

    @property
    def content(self) -> list[Json]:
        """The content items as JSON (streamed text joined)."""
        return [item.to_json() if isinstance(item, TextRun) else item for item in self.items]

    def patch(self, update: Json, *, null_clears: bool = False) -> None:
        """Applies the fields present and well-formed; ``content`` and ``locations`` replace. With
        ``null_clears`` (protocol 2) a field sent as ``null`` is cleared; otherwise it is left."""
        if null_clears:
            self._clear_nulls(update)
        get = update.get
        if isinstance(value := get("title"), str):
            self.title = value
        if isinstance(value := get("kind"), str):
            self.kind = value
        if isinstance(value := get("status"), str):
            self.status = value
        if isinstance(value := get("name"), str):
            self.name = value
        if isinstance(items := get("content"), list):
            self.items = [item for item in items if isinstance(item, dict)]
        if isinstance(items := get("locations"), list):
            self.locations = [item for item in items if isinstance(item, dict)]
        if (value := get("rawInput")) is not None:
            self.raw_input = value
        if (value := get("rawOutput")) is not None:
            self.raw_output = value
        if isinstance(value := get("_meta"), dict):
            self.meta = value

    def _clear_nulls(self, update: Json) -> None:
        for key, attr in _NULLABLE_TOOL_FIELDS:
            if key in update and update[key] is None:
                setattr(self, attr, [] if attr in ("items", "locations") else None)

    def append_content(self, item: Json) -> None:
        """A ``tool_call_content_chunk``: plain text continues a streamed run, anything else is a new item."""
        text = plain_text_item(item)
        if text is None:
            self.items.append(item)
        elif self.items and isinstance(last := self.items[-1], TextRun):
            last.append(text)
        else:
            self.items.append(TextRun(text))

    def terminal_ids(self) -> list[str]:
        """The ids of the terminals the content embeds, in order, once each."""
        ids: dict[str, None] = {}
        for item in self.items:
            if isinstance(item, dict) and item.get("type") == "terminal":
                terminal_id = item.get("terminalId")
                if isinstance(terminal_id, str) and terminal_id:
                    ids[terminal_id] = None
        return list(ids)

    def to_json(self) -> Json:
        out: Json = {"type": "tool_call", "toolCallId": self.tool_call_id, "title": self.title,
                     "kind": self.kind, "status": self.status, "locations": list(self.locations),
                     "content": self.content, "rawInput": self.raw_input, "rawOutput": self.raw_output}
        if self.name is not None:
            out["name"] = self.name
        if self.terminals:
            out["terminals"] = [state.to_json() for state in self.terminals.values()]
        return out


@dataclass(slots=True, eq=False, init=False)
class PlanEntry:
    items: list[Json]
    plan_id: str | None  # protocol 2: plans are keyed by id (protocol 1: one per turn)
    plan_type: str
    body: Json | None  # the whole plan object of a type other than `items`
    index: int
    version: int

    def __init__(
        self,
        items: list[Json],
        plan_id: str | None = None,
        plan_type: str = "items",
        body: Json | None = None,
    ) -> None:
        self.items = items
        self.plan_id = plan_id
        self.plan_type = plan_type
        self.body = body
        self.index = 0
        self.version = 0

    @property
    def entry_type(self) -> str:
        return "plan"

    def to_json(self) -> Json:
        out: Json = {"type": "plan", "entries": list(self.items)}
        if self.plan_id is not None:
            out.update(planId=self.plan_id, planType=self.plan_type)
            if self.body is not None:
                out["plan"] = self.body
        return out


@dataclass(slots=True, eq=False)
class ModeEntry:
    mode_id: str
    index: int = 0
    version: int = 0

    @property
    def entry_type(self) -> str:
        return "mode"

    def to_json(self) -> Json:
        return {"type": "mode", "modeId": self.mode_id}


@dataclass(slots=True, eq=False, init=False)
class UsageEntry:
    usage: Usage
    index: int
    version: int

    def __init__(self, usage: Usage) -> None:
        self.usage = usage
        self.index = 0
        self.version = 0

    @property
    def entry_type(self) -> str:
        return "usage"

    def to_json(self) -> Json:
        return {"type": "usage", "used": self.usage.used, "size": self.usage.size, "cost": self.usage.cost}


@dataclass(slots=True, eq=False)
class UnknownEntry:
    session_update: str
    raw: Json
    index: int = 0
    version: int = 0

    @property
    def entry_type(self) -> str:
        return "unknown"

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
