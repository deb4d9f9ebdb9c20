"""A tool call as the transcript keeps it: `ToolCallEntry`, patched in place by the protocol's
`tool_call` and `tool_call_update`, and its content items and locations kept compact.

A long replay keeps tens of thousands of tool calls: their plain shapes are kept as bare strings
and tuples rather than the dicts they came in (`compact_item`, `compact_location`), and given back
in the wire's shape where the JSON of a transcript is asked for (`item_json`, `location_json`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Final

from msgspec import UNSET

from ..acp.updates import ToolCall
from .terminals import TerminalState
from .wire_values import Json


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
        return text_item(self.text)


def text_item(text: str) -> Json:
    """A plain text tool-call content item."""
    return {"type": "content", "content": {"type": "text", "text": text}}


#: A protocol-1 diff content item as a tool call keeps it: (path, oldText or None, newText).
DiffItem = tuple[str, str | None, str]
#: A tool-call location as kept: (path, line or None).
Location = tuple[str, int | None]


def compact_item(item: Json) -> str | DiffItem | Json:
    """A tool-call content item as kept: a plain text item as its bare string, a diff of exactly
    ``type``, ``path``, ``oldText`` and ``newText`` as a `DiffItem`, others as they are."""
    text = plain_text_item(item)
    if text is not None:
        return text
    if len(item) == 4 and item.get("type") == "diff" and "oldText" in item:
        path, new, old = item.get("path"), item.get("newText"), item["oldText"]
        if isinstance(path, str) and isinstance(new, str) and (old is None or isinstance(old, str)):
            return (path, old, new)
    return item


def item_json(item: str | DiffItem | Json | TextRun) -> Json:
    """A kept tool-call content item as the wire had it."""
    if isinstance(item, str):
        return text_item(item)
    if isinstance(item, tuple):
        return {"type": "diff", "path": item[0], "oldText": item[1], "newText": item[2]}
    return item.to_json() if isinstance(item, TextRun) else item


def compact_location(location: Json) -> Location | Json:
    """A location of exactly ``path`` (a string) and ``line`` (an integer or null) as a `Location`."""
    if len(location) != 2 or "line" not in location:
        return location
    path, line = location.get("path"), location["line"]
    if isinstance(path, str) and (line is None or (isinstance(line, int) and not isinstance(line, bool))):
        return (path, line)
    return location


def location_json(location: Location | Json) -> Json:
    return {"path": location[0], "line": location[1]} if isinstance(location, tuple) else location


def location_fields(location: Location | Json) -> tuple[Any, Any]:
    """(path, line) of a location as the wire had them (None when absent)."""
    return location if isinstance(location, tuple) else (location.get("path"), location.get("line"))


def plain_text_item(item: Json) -> str | None:
    """The text of a tool-call content item that is a plain text block and nothing else."""
    if len(item) != 2 or item.get("type") != "content":
        return None
    block = item.get("content")
    if not isinstance(block, dict) or len(block) != 2 or block.get("type") != "text":
        return None
    text = block.get("text")
    return text if isinstance(text, str) else None


#: The protocol's tool kinds and statuses and plan priorities, one string each: a replay's tool calls
#: and plans share them instead of keeping a copy each (the JSON parser makes a new string for every
#: value).
WORDS: Final = {
    word: word
    for word in (
        "read", "edit", "delete", "move", "search", "execute", "think", "fetch", "switch_mode", "other",
        "pending", "in_progress", "completed", "failed", "high", "medium", "low",
    )
}

#: The terminals of a tool call that embeds none (a dict per call was 1.2 MiB of a 20,000-turn session).
NO_TERMINALS: Final[Mapping[str, TerminalState]] = MappingProxyType({})

#: A tool call update's fields that `null` clears under protocol 2, and the entry's field for each.
_NULLABLE_TOOL_FIELDS = (
    ("title", "title"), ("kind", "kind"), ("status", "status"), ("name", "name"), ("content", "items"),
    ("locations", "locations"), ("raw_input", "raw_input"), ("raw_output", "raw_output"), ("meta", "meta"),
)


@dataclass(slots=True, eq=False, init=False)
class ToolCallEntry:
    tool_call_id: str
    title: str | None
    kind: str | None
    status: str | None
    name: str | None  # the programmatic tool name (unstable schemas of both protocols)
    # A location of the protocol's shape is kept as a `Location` tuple (`compact_location`).
    locations: list[Location | Json]
    # Content items in order, those of the protocol's plain shapes kept compact (`compact_item`): a
    # plain text item as its bare string, as a message's text blocks are, a protocol-1 diff as a
    # `DiffItem` tuple. A long replay keeps tens of thousands of tool calls, and the dicts (and the
    # type strings) around their texts and diffs would be ~12 MiB of a 20,000-turn session. A run of
    # streamed plain text chunks is one `TextRun`.
    items: list[str | DiffItem | Json | TextRun]
    raw_input: Any
    raw_output: Any
    meta: Json | None
    # The terminals the content embeds, by id (shared state, kept up to date by the transcript).
    # Replaced, never changed in place: most calls embed none and share one empty mapping.
    terminals: Mapping[str, TerminalState]
    index: int

    def __init__(self, tool_call_id: str) -> None:  # the rest comes with `patch`
        self.tool_call_id = tool_call_id
        self.title = self.kind = self.status = self.name = None
        self.locations = []
        self.items = []
        self.raw_input = self.raw_output = None
        self.meta = None
        self.terminals = NO_TERMINALS
        self.index = 0

    @property
    def entry_type(self) -> str:
        return "tool_call"

    @property
    def content(self) -> list[Json]:
        """The content items as JSON (streamed text joined)."""
        return [item_json(item) for item in self.items]

    def patch(self, update: ToolCall, *, null_clears: bool = False) -> None:
        """Applies the fields present; ``content`` and ``locations`` replace. With ``null_clears``
        (protocol 2) a field sent as ``null`` is cleared; otherwise it is left."""
        if null_clears:
            self._clear_nulls(update)
        if isinstance(value := update.title, str):
            self.title = value
        if isinstance(value := update.kind, str):
            self.kind = WORDS.get(value, value)
        if isinstance(value := update.status, str):
            self.status = WORDS.get(value, value)
        if isinstance(value := update.name, str):
            self.name = value
        new_items = new_raw = False
        if isinstance(items := update.content, list):
            self.items = [compact_item(item) for item in items]
            new_items = True
        if isinstance(items := update.locations, list):
            self.locations = [compact_location(item) for item in items]
            new_items = new_raw = True
        if (value := update.raw_input) is not None and value is not UNSET:
            self.raw_input = value
            new_raw = True
        if (value := update.raw_output) is not None and value is not UNSET:
            self.raw_output = value
        if isinstance(meta := update.meta, dict):
            self.meta = meta
        if (new_items or new_raw) and self.locations:
            self._share_location_paths(new_items, new_raw)

    def _share_location_paths(self, in_items: bool, in_raw: bool) -> None:
        """Diffs and top-level raw-input values naming a file the call locates keep the location's
        path string instead of an equal copy: the JSON parser makes a new string for each, and an edit
        names its file up to three times (3.3 MiB of a 20,000-turn replay). Values are unchanged."""
        locations = self.locations
        if len(locations) == 1:  # nearly every call: compared directly, no map to build
            only = locations[0]
            if isinstance(only, tuple):
                self._share_path(only[0], in_items, in_raw)
            return
        paths: dict[str, str] = {}  # several locations: one lookup per item, however many there are
        for location in locations:
            if isinstance(location, tuple):
                paths.setdefault(location[0], location[0])
        if not paths:
            return
        items, raw = self.items, self.raw_input
        if in_items:
            for i in range(len(items)):
                item = items[i]
                if isinstance(item, tuple):
                    path = paths.get(item[0])
                    if path is not None and path is not item[0]:
                        items[i] = (path, item[1], item[2])
        if in_raw and isinstance(raw, dict):
            longest = max(len(path) for path in paths)  # a long value (a file's text) is not hashed
            for key in raw:
                value = raw[key]
                if (
                    isinstance(value, str) and len(value) <= longest
                    and (found := paths.get(value)) is not None and found is not value
                ):
                    raw[key] = found  # an existing key: the dict's size and order stay as they are

    def _share_path(self, path: str, in_items: bool, in_raw: bool) -> None:
        """:meth:`_share_location_paths` for a call with one location."""
        items, raw = self.items, self.raw_input
        if in_items:
            for i in range(len(items)):
                item = items[i]
                if isinstance(item, tuple) and item[0] is not path and item[0] == path:
                    items[i] = (path, item[1], item[2])
        if in_raw and isinstance(raw, dict):
            for key in raw:
                value = raw[key]
                if value is not path and isinstance(value, str) and value == path:
                    raw[key] = path  # an existing key: the dict's size and order stay as they are

    def _clear_nulls(self, update: ToolCall) -> None:
        for field_name, attr in _NULLABLE_TOOL_FIELDS:
            if getattr(update, field_name) is None:
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
                     "kind": self.kind, "status": self.status,
                     "locations": [location_json(location) for location in self.locations],
                     "content": self.content, "rawInput": self.raw_input, "rawOutput": self.raw_output}
        if self.name is not None:
            out["name"] = self.name
        if self.terminals:
            out["terminals"] = [state.to_json() for state in self.terminals.values()]
        return out
