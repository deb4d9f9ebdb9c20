"""The transcript's building blocks: entries, session state, and what one update changed.

Entries are mutable records owned by a `Transcript`; `index` is the entry's position (renumbered only
by a replay reset). Which entries changed after a version, which is what lets the renderer redo
only those, is the transcript's change log (`entry_log`): the entries carry no version of their own
(a 20,000-turn session's 90,000 would be 3.3 MiB). A tool call, the richest entry, has a module of its
own (`tool_call_entry`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, NamedTuple

from msgspec import Struct

from .titles import parse_updated_at
from .tool_call_entry import WORDS, ToolCallEntry
from .wire_values import Json


class Change(Struct, gc=False):
    """What one update did: the entry it created or changed, and the session state it changed.

    Made once per update (170,001 times in a 20,000-turn replay): a struct, which msgspec builds
    in C, five times faster than a class's `__init__`."""

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
# `index` is the entry's position (renumbered only by a replay reset); when an entry last changed is
# the transcript's change log's to know (`entry_log`), not the entry's. `entry_type` and `to_json`
# give the JSON shape of `show --format json`.
# The entries write their own `__init__` (the dataclass makes only the repr): fields that are not
# parameters start empty.


@dataclass(slots=True, eq=False, init=False)
class MessageEntry:
    role: str  # "user" | "agent" | "thought"
    message_id: str | None
    # Content blocks in order. A plain text block ({"type": "text", "text": ...} and nothing else) is
    # stored as its bare string: a long replay holds hundreds of thousands of them, and dicts and
    # lists that stay alive make every full garbage collection slower. A message of one such block
    # (nearly every one) is that string alone, no list (the lists would be 5 MiB of a 20,000-turn session).
    _blocks: str | list[str | Json]
    index: int

    def __init__(self, role: str, message_id: str | None) -> None:
        self.role = role
        self.message_id = message_id
        self._blocks = []
        self.index = 0

    @property
    def entry_type(self) -> str:
        return "message"

    @property
    def items(self) -> list[str | Json]:
        """The content blocks in order, a plain text block as its bare string."""
        blocks = self._blocks
        return [blocks] if type(blocks) is str else list(blocks)

    @property
    def plain_text(self) -> str | None:
        """The text when every block is plain text (nearly every message), else None: the chunks'
        strings joined in one call, with no look at each."""
        blocks = self._blocks
        if type(blocks) is str:
            return blocks
        try:
            return "".join(blocks)  # type: ignore[arg-type]  # a block that is not a str raises TypeError
        except TypeError:
            return None

    @property
    def text(self) -> str:
        """Concatenated text of the text blocks. Joined on every read, never cached: a cached copy
        next to the chunks would hold every message twice (a long replay's messages are half its
        memory), and readers (the renderer, once per change) read it about once per change anyway."""
        plain = self.plain_text
        if plain is not None:
            return plain
        return "".join(item if isinstance(item, str) else _block_text(item) for item in self._blocks)

    @property
    def content(self) -> list[Json]:
        """The content blocks as received."""
        return [{"type": "text", "text": item} if isinstance(item, str) else item for item in self.items]

    def append(self, block: Json) -> None:
        text = block.get("text")
        blocks = self._blocks
        if len(block) == 2 and isinstance(text, str) and block.get("type") == "text":
            self.append_text(text)
        elif isinstance(blocks, str):
            self._blocks = [blocks, block]
        else:
            blocks.append(block)

    def append_text(self, text: str) -> None:
        """A plain text block (what :meth:`append` stores as its bare string)."""
        blocks = self._blocks
        if isinstance(blocks, str):
            self._blocks = [blocks, text]
        elif blocks:
            blocks.append(text)
        else:
            self._blocks = text

    def replace(self, blocks: list[Json]) -> None:
        self._blocks = []
        for block in blocks:
            self.append(block)

    def to_json(self) -> Json:
        return {"type": "message", "role": self.role, "messageId": self.message_id,
                "text": self.text, "content": self.content}


def _block_text(block: Json) -> str:
    text = block.get("text")
    return text if block.get("type") == "text" and isinstance(text, str) else ""


#: A plan item of the protocol's exact shape, as a plan keeps it: (content, priority, status).
PlanItem = tuple[str, str, str]


def compact_plan_items(items: list[Any]) -> list[PlanItem | Json]:
    """A plan's entries as kept: one of exactly ``content``, ``priority`` and ``status`` (strings) as a
    `PlanItem` (a dict and two copies of its words per item would be ~4 MiB of a 20,000-turn session);
    other objects as they are; anything else dropped."""
    kept: list[PlanItem | Json] = []
    for item in items:
        if not isinstance(item, dict):
            continue
        content, priority, status = item.get("content"), item.get("priority"), item.get("status")
        if (len(item) == 3 and isinstance(content, str) and isinstance(priority, str)
                and isinstance(status, str)):
            kept.append((content, WORDS.get(priority, priority), WORDS.get(status, status)))
        else:
            kept.append(item)
    return kept


def plan_item_json(item: PlanItem | Json) -> Json:
    if isinstance(item, tuple):
        return {"content": item[0], "priority": item[1], "status": item[2]}
    return item


def plan_item_field(item: PlanItem | Json, key: str) -> Any:
    """A field of a plan item as the wire had it (None when absent)."""
    if not isinstance(item, tuple):
        return item.get(key)
    if key == "content":
        return item[0]
    if key == "priority":
        return item[1]
    return item[2] if key == "status" else None


@dataclass(slots=True, eq=False, init=False)
class PlanEntry:
    items: list[PlanItem | Json]
    plan_id: str | None  # protocol 2: plans are keyed by id (protocol 1: one per turn)
    plan_type: str
    body: Json | None  # the whole plan object of a type other than `items`
    index: int

    def __init__(
        self,
        items: list[PlanItem | Json],
        plan_id: str | None = None,
        plan_type: str = "items",
        body: Json | None = None,
    ) -> None:
        self.items = items
        self.plan_id = plan_id
        self.plan_type = plan_type
        self.body = body
        self.index = 0

    @property
    def entry_type(self) -> str:
        return "plan"

    def to_json(self) -> Json:
        out: Json = {"type": "plan", "entries": [plan_item_json(item) for item in self.items]}
        if self.plan_id is not None:
            out.update(planId=self.plan_id, planType=self.plan_type)
            if self.body is not None:
                out["plan"] = self.body
        return out


@dataclass(slots=True, eq=False)
class ModeEntry:
    mode_id: str
    index: int = 0

    @property
    def entry_type(self) -> str:
        return "mode"

    def to_json(self) -> Json:
        return {"type": "mode", "modeId": self.mode_id}


@dataclass(slots=True, eq=False, init=False)
class UsageEntry:
    usage: Usage
    index: int

    def __init__(self, usage: Usage) -> None:
        self.usage = usage
        self.index = 0

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

    @property
    def entry_type(self) -> str:
        return "unknown"

    def to_json(self) -> Json:
        return {"type": "unknown", "sessionUpdate": self.session_update, "raw": self.raw}


class PendingTurn:
    """A turn of a long replay whose lines are kept as they came, not yet reduced
    (:mod:`.replay_lines`): it counts as a turn, and is replaced by the turn's entries before
    anything is shown of it."""

    __slots__ = ("index",)

    def __init__(self) -> None:
        self.index = 0

    @property
    def entry_type(self) -> str:
        return "pending"

    def to_json(self) -> Json:
        return {"type": "pending"}


Entry = MessageEntry | ToolCallEntry | PlanEntry | ModeEntry | UsageEntry | UnknownEntry | PendingTurn


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

