"""The replay reducer: `session/update` notifications in, a transcript of entries out (rule 3).

Input is the raw ``update`` object of each notification, untrusted: any field may be missing or of
the wrong type, and nothing raises out of :meth:`Transcript.apply`. A malformed field is treated as
absent (the schema's "default on error"), so a bad update never corrupts what is already there; an
update with nothing usable is counted in ``ignored_updates`` and dropped. Unknown kinds are kept as
raw entries.

Messages are keyed by ``(role, messageId)``; the role is part of the key because some agents give a
thought and the text that follows it the same message id. A chunk appends to its message wherever it
is; a chunk without an id appends to the last entry if that is a message of the same role. The
protocol-2 upserts (``user_message`` …) replace the whole content when they carry ``content`` and
leave it otherwise. Tool calls are patched by ``toolCallId`` in place, created by whichever of
``tool_call`` / ``tool_call_update`` comes first (a ``tool_call`` after an update that finished the call does not
make it pending again). A plan replaces the plan entry of the current turn
(a turn starts at each user message). Consecutive usage updates collapse into one entry.

Replay passes. :meth:`begin_replay` marks the current end of the transcript. Entries stay visible
until the agent actually replays history (the first message, tool call or plan update applied with
``live=False``); at that moment everything before the mark is dropped, because a replay is the
agent's full account of the session, and the replay rebuilds it. So a second identical replay (an
agent that replays on ``session/resume``, or a repeated ``session/load``) replaces rather than
duplicates, and a resume that does not replay keeps the transcript. Live turns are dropped as well
as replayed ones: the agent's replay includes them, and keeping them would show them twice. Entries
made by other updates while the mark is armed (mode, usage, unknown) come after the mark and
survive; entries before the mark are never modified in that window. Session state (title,
commands, mode, usage) is never reset. The pass ends at :meth:`end_replay`, which also marks the
transcript complete unless :meth:`mark_incomplete` said otherwise; a live history update disarms
the mark too (the agent is in a prompt turn, so replay is over).

Versions. Every change bumps ``version``; :meth:`changed_entries_since` says which entries changed
after a given version (all of them after a reset), so renderers redo only those. The change log is
compacted (one record per entry switch, rebuilt when it outgrows the entries), and no update does
work proportional to the transcript's size: message texts are kept as chunk lists joined lazily.
"""

from __future__ import annotations

import bisect
import logging
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from .entries import (
    Change,
    Entry,
    Json,
    MessageEntry,
    ModeEntry,
    PlanEntry,
    SessionState,
    ToolCallEntry,
    UnknownEntry,
    Usage,
    UsageEntry,
    count_of,
    message_id_of,
)

log = logging.getLogger(__name__)


_CHUNK_ROLES = {
    "user_message_chunk": "user", "agent_message_chunk": "agent", "agent_thought_chunk": "thought"
}
_UPSERT_ROLES = {"user_message": "user", "agent_message": "agent", "agent_thought": "thought"}
_STATE_LISTS = {  # kinds that replace a list of session state: field → SessionState attribute
    "available_commands_update": ("availableCommands", "available_commands"),
    "config_option_update": ("configOptions", "config_options"),
}
#: Tool-call statuses after which a call never runs again.
_FINAL_STATUSES = frozenset({"completed", "failed"})
#: Updates that carry history: the first replayed one of a pass drops what the pass replaces.
HISTORY_KINDS = frozenset({*_CHUNK_ROLES, *_UPSERT_ROLES, "tool_call", "tool_call_update", "plan"})


# -- the transcript -----------------------------------------------------------------------------


class Transcript:
    def __init__(self, session_id: str) -> None:
        self.session_id = session_id
        self.state = SessionState()
        self.complete = False
        self.incomplete_reason: str | None = None
        self.ignored_updates = 0
        self._entries: list[Entry] = []
        self._messages: dict[tuple[str, str], MessageEntry] = {}
        self._tool_calls: dict[str, ToolCallEntry] = {}
        self._turn_plan: PlanEntry | None = None
        self._shown_mode: str | None = None
        self._replaying = False
        self._replay_mark: int | None = None
        self._version = 0
        self._reset_version = 0
        self.title_version = 0  # the version at which the title last changed
        self.fallback_title: str | None = None
        self.status_version = 0  # ... and completeness
        self._log_indices: list[int] = []
        self._log_versions: list[int] = []
        self._handlers: dict[str, Callable[[str, Json, bool], Change]] = {
            **dict.fromkeys(_CHUNK_ROLES, self._on_chunk),
            **dict.fromkeys(_UPSERT_ROLES, self._on_message),
            "tool_call": self._on_tool_call,
            "tool_call_update": self._on_tool_call,
            "plan": self._on_plan,
            "current_mode_update": self._on_mode,
            "usage_update": self._on_usage,
            **dict.fromkeys(_STATE_LISTS, self._on_state_list),
            "session_info_update": self._on_session_info,
        }

    # -- reading ----------------------------------------------------------------------------------

    @property
    def entries(self) -> Sequence[Entry]:
        return self._entries

    @property
    def entry_count(self) -> int:
        return len(self._entries)

    @property
    def is_empty(self) -> bool:
        return not self._entries

    @property
    def title(self) -> str | None:
        return self.state.title

    @property
    def version(self) -> int:
        """Monotonic; bumped by every change to entries, state or completeness."""
        return self._version

    @property
    def replaying(self) -> bool:
        """True between :meth:`begin_replay` and :meth:`end_replay`."""
        return self._replaying

    def first_user_text(self) -> str | None:
        for entry in self._entries:  # O(position of the first user message): called rarely
            if isinstance(entry, MessageEntry) and entry.role == "user" and entry.text.strip():
                return entry.text
        return None

    def changed_entries_since(self, version: int) -> Sequence[int]:
        """Indices, ascending, of entries created or changed after ``version``."""
        if version < self._reset_version:
            return range(len(self._entries))
        start = bisect.bisect_right(self._log_versions, version)
        return sorted(set(self._log_indices[start:]))

    def to_json(self) -> Json:
        return {"sessionId": self.session_id, "complete": self.complete,
                "incompleteReason": self.incomplete_reason, "title": self.state.title,
                "entries": [entry.to_json() for entry in self._entries]}

    # -- lifecycle ----------------------------------------------------------------------------------

    def begin_replay(self) -> None:
        """Starts a replay pass (see the module docstring)."""
        self._replaying = True
        self._replay_mark = len(self._entries)
        self._turn_plan = None  # the replay's first plan starts a new entry ...
        self._shown_mode = None  # ... and its first mode update is shown again

    def end_replay(self) -> None:
        """Ends the pass; a pass that was not marked incomplete leaves the transcript complete."""
        self._replaying = False
        self._replay_mark = None
        if self.incomplete_reason is None and not self.complete:
            self.mark_complete()

    def set_display_title(self, title: str | None) -> None:
        """The title shown when the replay carries none of its own (the listed or local title)."""
        if title != self.fallback_title:
            self.fallback_title = title
            self.title_version = self._bump()

    def mark_complete(self) -> None:
        self.complete, self.incomplete_reason = True, None
        self.status_version = self._bump()

    def mark_incomplete(self, reason: str) -> None:
        """Keeps what arrived and says why it stops there (rule 8)."""
        self.complete, self.incomplete_reason = False, reason
        self.status_version = self._bump()

    # -- applying -----------------------------------------------------------------------------------

    def apply(self, update: Mapping[str, Any], *, live: bool = False) -> Change:
        """Applies one ``session/update`` ``update`` object. Never raises."""
        try:
            if not isinstance(update, dict):
                if not isinstance(update, Mapping):
                    return self._ignore("")
                update = dict(update)
            kind = update.get("sessionUpdate")
            if isinstance(kind, str) and (handler := self._handlers.get(kind)) is not None:
                return handler(kind, update, live)
            return self._on_unknown("" if kind is None else str(kind), update)
        except Exception:  # a reducer bug must not take the connection down with it
            log.exception("session %s: update could not be applied", self.session_id)
            return self._ignore("")

    def _ignore(self, kind: str) -> Change:
        self.ignored_updates += 1
        return Change(kind, ignored=True)

    def _bump(self) -> int:
        self._version += 1
        return self._version

    def _touch(self, entry: Entry) -> None:
        self._version = entry.version = version = self._version + 1
        indices = self._log_indices
        if indices and indices[-1] == entry.index:
            self._log_versions[-1] = version
            return
        indices.append(entry.index)
        self._log_versions.append(version)
        if len(indices) > 2 * len(self._entries) + 64:
            pairs = sorted((e.version, e.index) for e in self._entries)
            self._log_versions = [v for v, _ in pairs]
            self._log_indices = [i for _, i in pairs]

    def _add(self, kind: str, entry: Entry, state: tuple[str, ...] = ()) -> Change:
        entry.index = len(self._entries)
        self._entries.append(entry)
        self._touch(entry)
        return Change(kind, entry.index, True, state)

    def _enter_history(self, live: bool) -> None:
        """Called by history updates just before they change anything."""
        if self._replay_mark is None:
            return
        mark, self._replay_mark = self._replay_mark, None
        if live or mark == 0:
            return
        del self._entries[:mark]  # in place: `entries` handed out earlier stays the live list
        kept = self._entries
        self._messages.clear()
        self._tool_calls.clear()
        for index, entry in enumerate(kept):
            entry.index = index
            if isinstance(entry, MessageEntry) and entry.message_id is not None:
                self._messages[(entry.role, entry.message_id)] = entry
            elif isinstance(entry, ToolCallEntry):
                self._tool_calls[entry.tool_call_id] = entry
        if self._turn_plan is not None and self._turn_plan not in kept:
            self._turn_plan = None
        self._log_indices, self._log_versions = [], []
        self._reset_version = self._bump()
        # The old completeness described content that is gone; the pass will set its own.
        self.complete, self.incomplete_reason = False, None
        self.status_version = self._reset_version

    def _last_open_entry(self) -> Entry | None:
        """The last entry, unless it is frozen behind an armed replay mark."""
        if not self._entries or len(self._entries) <= (self._replay_mark or 0):
            return None
        return self._entries[-1]

    def _new_message(self, role: str, message_id: str | None) -> MessageEntry:
        entry = MessageEntry(role, message_id)
        entry.index = len(self._entries)
        self._entries.append(entry)
        if message_id is not None:
            self._messages[(role, message_id)] = entry
        if role == "user":
            self._turn_plan = None
        return entry

    def _on_chunk(self, kind: str, update: Json, live: bool) -> Change:
        # The hot path of a replay (most updates are chunks): kept free of avoidable calls.
        block = update.get("content")
        if not isinstance(block, dict):
            return self._ignore(kind)
        if self._replay_mark is not None:
            self._enter_history(live)
        role, message_id = _CHUNK_ROLES[kind], update.get("messageId")
        entry: MessageEntry | None
        if isinstance(message_id, str) and message_id:
            entry = self._messages.get((role, message_id))
        else:
            message_id = None
            last = self._entries[-1] if self._entries else None
            entry = last if isinstance(last, MessageEntry) and last.role == role else None
        created = entry is None
        if entry is None:
            entry = self._new_message(role, message_id)
        entry.append(block)
        self._touch(entry)
        return Change(kind, entry.index, created)

    def _on_message(self, kind: str, update: Json, live: bool) -> Change:
        content = update.get("content")
        blocks = [b for b in content if isinstance(b, dict)] if isinstance(content, list) else None
        role, message_id = _UPSERT_ROLES[kind], message_id_of(update)
        if message_id is None and blocks is None:
            return self._ignore(kind)
        self._enter_history(live)
        entry = self._messages.get((role, message_id)) if message_id is not None else None
        created = entry is None
        if entry is None:
            entry = self._new_message(role, message_id)
        elif blocks is None:
            return Change(kind, entry.index)  # only _meta or future fields: nothing we show
        if blocks is not None:
            entry.replace(blocks)
        self._touch(entry)
        return Change(kind, entry.index, created)

    def _on_tool_call(self, kind: str, update: Json, live: bool) -> Change:
        tool_call_id = update.get("toolCallId")
        if not isinstance(tool_call_id, str) or not tool_call_id:
            return self._ignore(kind)
        self._enter_history(live)
        entry = self._tool_calls.get(tool_call_id)
        created = entry is None
        if entry is None:
            entry = self._tool_calls[tool_call_id] = ToolCallEntry(tool_call_id)
            entry.index = len(self._entries)
            self._entries.append(entry)
        previous = entry.status
        entry.patch(update)
        if kind == "tool_call":
            if entry.status is None:
                entry.status = "pending"  # the protocol's default for a created call
            elif previous in _FINAL_STATUSES and entry.status not in _FINAL_STATUSES:
                # The `tool_call` came after an update that finished the call (out of order): it
                # states older facts, and must not show a finished call as pending again.
                entry.status = previous
        self._touch(entry)
        return Change(kind, entry.index, created)

    def _on_plan(self, kind: str, update: Json, live: bool) -> Change:
        items = update.get("entries")
        if not isinstance(items, list):
            return self._ignore(kind)
        self._enter_history(live)
        plan_items = [item for item in items if isinstance(item, dict)]
        if self._turn_plan is not None:
            self._turn_plan.items = plan_items
            self._touch(self._turn_plan)
            return Change(kind, self._turn_plan.index)
        self._turn_plan = PlanEntry(plan_items)
        return self._add(kind, self._turn_plan)

    def _on_mode(self, kind: str, update: Json, live: bool) -> Change:
        mode_id = update.get("currentModeId")
        if not isinstance(mode_id, str):
            return self._ignore(kind)
        self.state.mode_id = mode_id
        if mode_id == self._shown_mode:
            self._bump()
            return Change(kind, state=("mode",))
        self._shown_mode = mode_id
        return self._add(kind, ModeEntry(mode_id), ("mode",))

    def _on_usage(self, kind: str, update: Json, live: bool) -> Change:
        cost = update.get("cost")
        usage = Usage(count_of(update.get("used")), count_of(update.get("size")),
                      cost if isinstance(cost, dict) else None)
        if usage == (None, None, None):
            return self._ignore(kind)
        self.state.usage = usage
        last = self._last_open_entry()
        if isinstance(last, UsageEntry):
            last.usage = usage
            self._touch(last)
            return Change(kind, last.index, state=("usage",))
        return self._add(kind, UsageEntry(usage), ("usage",))

    def _on_state_list(self, kind: str, update: Json, live: bool) -> Change:
        key, attr = _STATE_LISTS[kind]
        items = update.get(key)
        if not isinstance(items, list):
            return self._ignore(kind)
        setattr(self.state, attr, [item for item in items if isinstance(item, dict)])
        self._bump()
        return Change(kind, state=(key,))

    def _on_session_info(self, kind: str, update: Json, live: bool) -> Change:
        """``null`` clears a field, an omitted (or malformed) one is left as it is."""
        changed: list[str] = []
        for key, attr, valid in (("title", "title", str), ("updatedAt", "updated_at", str),
                                 ("_meta", "meta", dict)):
            value = update.get(key)
            valid_value = key in update and (value is None or isinstance(value, valid))
            if valid_value and getattr(self.state, attr) != value:
                setattr(self.state, attr, value)
                changed.append(key)
        if changed:
            version = self._bump()
            if "title" in changed:
                self.title_version = version
        return Change(kind, state=tuple(changed))

    def _on_unknown(self, kind: str, update: Json) -> Change:
        return self._add(kind, UnknownEntry(kind, update))
