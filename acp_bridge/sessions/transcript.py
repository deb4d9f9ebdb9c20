"""The replay reducer: `session/update` notifications in, a transcript of entries out (rule 3).

Input is each notification's ``update``, untrusted, as the typed structs of :mod:`..acp.updates`
(decoded from the wire, or salvaged from JSON field by field): any field may be absent, a malformed
one reads as absent (the schema's "default on error"), so a bad update never corrupts what is
already there; an update with nothing usable is counted in ``ignored_updates`` and dropped. Nothing
raises out of :meth:`Transcript.apply`. Unknown kinds are kept as raw entries.

Messages are keyed by ``(role, messageId)``; the role is part of the key because some agents give a
thought and the text that follows it the same message id. A chunk appends to its message wherever it
is; a chunk without an id appends to the last entry if that is a message of the same role. The
protocol-2 upserts (``user_message`` …) replace the whole content when they carry ``content``
(``null`` clears it, like ``[]``) and leave it otherwise. Tool calls are patched by ``toolCallId`` in
place, created by whichever of ``tool_call`` / ``tool_call_update`` comes first (a ``tool_call``
after an update that finished the call does not make it pending again); under protocol 2
(``null_clears``, set by the agent handle) a tool-call field sent as ``null`` is cleared. A plan
replaces the plan entry of the current turn (a turn starts at each user message). Consecutive usage
updates collapse into one entry.

Protocol 2 adds (these kinds only come from protocol 2, so the reducer needs no switch for them):
``tool_call_content_chunk`` appends one content item to its tool call (creating a placeholder like
``tool_call_update``), and plain text chunks in a row form one item; ``terminal_update`` and
``terminal_output_chunk`` change an agent-owned terminal (:mod:`.terminals`), shown in every tool
call whose content embeds it, so they re-render those tool calls; ``plan_update`` creates or
replaces the plan with its ``planId`` wherever it is (several per turn), ``plan_removed`` (unstable
schema) removes that entry, which moves the entries after it up.

Replay passes. :meth:`begin_replay` marks the current end of the transcript. Entries stay visible
until the agent actually replays history (the first message, tool call, plan or terminal update
applied with ``live=False``, :data:`HISTORY_KINDS`); at that moment everything before the mark is
dropped, because a replay is the agent's full account of the session, and the replay rebuilds it
(terminals included). So a second identical replay (an agent that replays on ``session/resume``,
or a repeated ``session/load``) replaces rather than duplicates, and a resume that does not replay
keeps the transcript. Live turns are dropped as well as replayed ones: the agent's replay includes
them, and keeping them would show them twice. Entries made by other updates while the mark is
armed (mode, usage, unknown) come after the mark and survive; entries before the mark are never
modified in that window. Session state (title, commands, mode, usage) is never reset. The pass ends
at :meth:`end_replay`, which also marks the transcript complete unless :meth:`mark_incomplete` said
otherwise; a live history update disarms the mark too (the agent is in a prompt turn, so replay is
over). A pass begun with ``keep_lines`` keeps a long replay's lines as they came and reduces its
newest turns first, the others later, in order (:mod:`.replay_lines`): what any reader or update
sees of them is what this reducer makes of every line in order (`ensure_whole`).

`Transcript` is the handlers of the updates, one per kind, kept in one module so that what one kind
does to another's entries (a chunk after a tool call, a plan per turn, a terminal in several tool
calls) reads in one place; what they work on (the entries by id, the state, the replay pass,
completeness) is :class:`.transcript_log.TranscriptLog`, which it extends.

Versions (:mod:`.entry_log`). Every change bumps ``version``, and the transcript says which entries
changed after a given version, so renderers redo only those. No update but ``plan_removed`` does
work proportional to the transcript's size: message texts (and streamed tool output) are kept as
chunk lists joined lazily.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from typing import Any, Final

from msgspec import UNSET

from ..acp import updates as u
from .entries import (
    Change,
    MessageEntry,
    ModeEntry,
    PlanEntry,
    UnknownEntry,
    Usage,
    UsageEntry,
    compact_plan_items,
)
from .replay_lines import KeptLines
from .terminals import decode_base64
from .tool_call_entry import ToolCallEntry
from .transcript_log import TranscriptLog
from .wire_values import Json, count_of

log = logging.getLogger(__name__)


_CHUNK_ROLES: Final = {
    "user_message_chunk": "user", "agent_message_chunk": "agent", "agent_thought_chunk": "thought"
}
_UPSERT_ROLES: Final = {"user_message": "user", "agent_message": "agent", "agent_thought": "thought"}
_STATE_LISTS: Final = {  # kinds that replace a list of session state: field → SessionState attribute
    "available_commands_update": ("availableCommands", "available_commands"),
    "config_option_update": ("configOptions", "config_options"),
}
#: Tool-call statuses after which a call never runs again.
_FINAL_STATUSES: Final = frozenset({"completed", "failed"})
#: Updates that carry history: the first replayed one of a pass drops what the pass replaces.
HISTORY_KINDS: Final = frozenset({
    *_CHUNK_ROLES, *_UPSERT_ROLES, "tool_call", "tool_call_update", "plan",
    "tool_call_content_chunk", "terminal_update", "terminal_output_chunk", "plan_update", "plan_removed",
})
#: Plan types other than `items` (unstable schema): the field each one needs.
_PLAN_FIELDS: Final = {"markdown": "content", "file": "uri"}


# -- the transcript -----------------------------------------------------------------------------


class Transcript(TranscriptLog):
    # -- applying -----------------------------------------------------------------------------------

    def apply(self, update: u.Update | Mapping[str, Any], *, live: bool = False) -> Change:
        """Applies one ``session/update`` ``update``: a typed struct, or an object as parsed (read as
        :func:`..acp.updates.update_from_json` reads it). Never raises. The change names the update's
        kind even when applying it failed (the agent handle patches its registry by it)."""
        if self._kept is not None and self._kept.pending:
            self.ensure_whole()  # an update after the replay: it goes on from all of it
        self.received += 1
        try:
            handler = _HANDLERS.get(type(update))
            if handler is None and isinstance(update, Mapping):
                update = u.update_from_json(dict(update))
                handler = _HANDLERS.get(type(update))
            if handler is not None:
                change: Change = handler(self, update, live)
                if change.kind not in HISTORY_KINDS:
                    self.beside_history += 1
                return change
            if isinstance(update, u.UnknownUpdate):
                # Shown as it came: history of a kind to come, when it names one (a kindless object,
                # a heartbeat as likely as not, is no progress of a replay).
                if not update.session_update:
                    self.beside_history += 1
                return self._add(update.session_update, UnknownEntry(update.session_update, update.raw))
            self.beside_history += 1
            return self._ignore("")
        except Exception:  # a reducer bug must not take the connection down with it
            log.exception("session %s: update could not be applied", self.session_id)
            if isinstance(update, u.UnknownUpdate):
                return self._ignore(update.session_update)
            return self._ignore(getattr(update, "KIND", ""))

    @property
    def replay_progress(self) -> int:
        """The updates received that carry history (a long replay's kept lines included): what a
        load's watchdog watches. Usage or title updates alone, sent as a heartbeat by an agent whose
        replay hangs, do not keep a load waiting."""
        return self.received - self.beside_history

    def to_json(self, from_entry: int = 0) -> Json:
        """The transcript as JSON; from entry ``from_entry`` on (the entries before it left out)
        without reducing what waits of a replay before it: none waits from there on
        (`whole_markdown.newest_turns_start` finds it)."""
        if from_entry == 0:
            self.ensure_whole()
        return super().to_json(from_entry)

    # -- a long replay's kept lines (:mod:`.replay_lines`) -------------------------------------------

    def begin_replay(self, *, keep_lines: bool = False) -> None:
        """Starts a replay pass; with ``keep_lines`` the lines of a long one are kept as they come
        (`KeptLines.take`, given them by the agent handle's feed)."""
        self.ensure_whole()
        if self._kept is not None:  # an earlier pass still keeping lines: they are reduced first
            self._kept.stop(self)
        self._kept = KeptLines(self.ignored_updates) if keep_lines else None
        super().begin_replay()

    def end_replay(self) -> None:
        """Ends the pass. Kept lines are settled: the newest turns reduced, the others waiting as
        placeholders for `rebuild_step`."""
        kept = self._kept
        if kept is not None:
            kept.settle(self)
            if not kept.pending:
                self._kept = None
        super().end_replay()

    @property
    def kept_lines(self) -> KeptLines | None:
        """What keeps a replay's lines: the agent handle's feed gives it each line (`KeptLines.take`)
        before it is decoded."""
        return self._kept

    @property
    def rebuild_pending(self) -> bool:
        """Turns wait as placeholders for the replay to be reduced again (`rebuild_step`)."""
        return self._kept is not None and self._kept.pending

    def rebuild_step(self, lines: int) -> bool:
        """Reduces up to ``lines`` more lines of the replay; True once the transcript holds all of it
        (every entry has changed then: the version says so), or when nothing waits."""
        kept = self._kept
        if kept is None or not kept.pending:
            return True
        if kept.rebuild_step(self, lines):
            self._kept = None
            return True
        return False

    def ensure_whole(self) -> bool:
        """Reduces what waits of a replay now (its earlier turns are asked for); True if anything did."""
        kept = self._kept
        if kept is None or not kept.pending:
            return False
        self.rebuild_step(kept.line_count)
        return True

    # -- applying, continued --------------------------------------------------------------------------

    def _ignore(self, kind: str) -> Change:
        self.ignored_updates += 1
        return Change(kind, ignored=True)

    def _new_message(self, role: str, message_id: str | None) -> MessageEntry:
        entry = MessageEntry(role, message_id)
        entry.index = len(self._entries)
        self._entries.append(entry)
        if message_id is not None:
            self._index_message(entry, message_id)
        if role == "user":
            self._turn_plan = None
        return entry

    def _on_chunk(self, update: u.MessageChunk, live: bool) -> Change:
        kind, block = update.KIND, update.content
        if block is UNSET:
            return self._ignore(kind)
        entry, created = self._chunk_entry(kind, update.message_id or None, live)
        text = block.get("text")
        if len(block) == 2 and isinstance(text, str) and block.get("type") == "text":
            entry.append_text(text)  # nearly every chunk: a plain text block
        else:
            entry.append(block)
        self._touch(entry)
        return Change(kind, entry.index, created)

    def _chunk_entry(self, kind: str, message_id: str | None, live: bool) -> tuple[MessageEntry, bool]:
        """The message a chunk goes on with (created if there is none), and whether it was created.
        The hot path of a replay (most updates are chunks): kept free of avoidable calls."""
        if self._replay_mark is not None:
            self._enter_history(live)
        role = _CHUNK_ROLES[kind]
        entries = self._entries
        last = entries[-1] if entries else None
        entry: MessageEntry | None
        if message_id:
            if isinstance(last, MessageEntry) and last.role == role and last.message_id == message_id:
                entry = last  # most chunks go on with the last message: no key to build and hash
            else:
                entry = self._message(role, message_id)
        else:
            message_id = None
            entry = last if isinstance(last, MessageEntry) and last.role == role else None
        if entry is None:
            return self._new_message(role, message_id), True
        return entry, False

    def _on_message(self, update: u.WholeMessage, live: bool) -> Change:
        kind, content = update.KIND, update.content
        blocks: list[Json] | None = None  # absent: the content is left as it is
        if content is None:
            blocks = []  # `content: null` clears the message, like `[]` (the protocol-2 upsert rule)
        elif content is not UNSET:
            blocks = content
        role, message_id = _UPSERT_ROLES[kind], update.message_id or None
        if message_id is None and blocks is None:
            return self._ignore(kind)
        self._enter_history(live)
        entry = self._message(role, message_id) if message_id is not None else None
        created = entry is None
        if entry is None:
            entry = self._new_message(role, message_id)
        elif blocks is None:
            return Change(kind, entry.index)  # only _meta or future fields: nothing we show
        if blocks is not None:
            entry.replace(blocks)
        self._touch(entry)
        return Change(kind, entry.index, created)

    def _tool_call(self, tool_call_id: str) -> tuple[ToolCallEntry, bool]:
        """The tool call with this id, created (as a placeholder) if it is new; and whether it is."""
        entry = self._tool_calls.get(tool_call_id)
        if entry is not None:
            return entry, False
        entry = self._tool_calls[tool_call_id] = ToolCallEntry(tool_call_id)
        entry.index = len(self._entries)
        self._entries.append(entry)
        return entry, True

    def _on_tool_call(self, update: u.ToolCall, live: bool) -> Change:
        kind, tool_call_id = update.KIND, update.tool_call_id
        if not tool_call_id:
            return self._ignore(kind)
        self._enter_history(live)
        entry, created = self._tool_call(tool_call_id)
        previous = entry.status
        entry.patch(update, null_clears=self.null_clears)
        content = update.content
        if isinstance(content, list) or (content is None and self.null_clears):
            self._terminals.attach(entry)  # the content was replaced: so were its terminals
        if kind == "tool_call":
            if entry.status is None:
                entry.status = "pending"  # the protocol's default for a created call
            elif previous in _FINAL_STATUSES and entry.status not in _FINAL_STATUSES:
                # The `tool_call` came after an update that finished the call (out of order): it
                # states older facts, and must not show a finished call as pending again.
                entry.status = previous
        self._touch(entry)
        return Change(kind, entry.index, created)

    def _on_tool_content(self, update: u.ToolCallContentChunk, live: bool) -> Change:
        kind, tool_call_id, item = update.KIND, update.tool_call_id, update.content
        if not tool_call_id or item is UNSET:
            return self._ignore(kind)
        self._enter_history(live)
        entry, created = self._tool_call(tool_call_id)
        entry.append_content(item)
        terminal_id = item.get("terminalId")
        if item.get("type") == "terminal" and isinstance(terminal_id, str) and terminal_id:
            self._terminals.attach_one(entry, terminal_id)
        self._touch(entry)
        return Change(kind, entry.index, created)

    def _on_terminal_update(self, update: u.TerminalUpdate, live: bool) -> Change:
        if not update.terminal_id:
            return self._ignore(update.KIND)
        self._enter_history(live)
        self._terminals.get(update.terminal_id).patch(update)
        return self._terminal_changed(update.KIND, update.terminal_id)

    def _on_terminal_output(self, update: u.TerminalOutputChunk, live: bool) -> Change:
        data = decode_base64(update.data)
        if not update.terminal_id or data is None:
            return self._ignore(update.KIND)
        self._enter_history(live)
        self._terminals.get(update.terminal_id).append(data)
        return self._terminal_changed(update.KIND, update.terminal_id)

    def _terminal_changed(self, kind: str, terminal_id: str) -> Change:
        """Re-renders the tool calls that embed the terminal."""
        viewers = self._terminals.viewers(terminal_id)
        for entry in viewers:
            self._touch(entry)
        if not viewers:
            self._bump()  # kept until a tool call embeds the terminal
        return Change(kind, viewers[-1].index if viewers else None)

    def _on_plan_update(self, update: u.PlanUpdate, live: bool) -> Change:
        kind, plan = update.KIND, update.plan
        plan_id = plan.get("planId") if isinstance(plan, dict) else None
        plan_type = plan.get("type") if isinstance(plan, dict) else None
        if not isinstance(plan, dict) or not isinstance(plan_id, str) or not plan_id:
            return self._ignore(kind)
        items = plan.get("entries")
        if plan_type == "items" and isinstance(items, list):
            items, body = compact_plan_items(items), None
        elif isinstance(plan_type, str) and plan_type and plan_type != "items":
            needed = _PLAN_FIELDS.get(plan_type)
            if needed is not None and not isinstance(plan.get(needed), str):
                return self._ignore(kind)
            items, body = [], plan
        else:
            return self._ignore(kind)
        self._enter_history(live)
        entry = self._plans.get(plan_id)
        if entry is None:
            entry = self._plans[plan_id] = PlanEntry(items, plan_id, plan_type, body)
            return self._add(kind, entry)
        entry.items, entry.plan_type, entry.body = items, plan_type, body
        self._touch(entry)
        return Change(kind, entry.index)

    def _on_plan_removed(self, update: u.PlanRemoved, live: bool) -> Change:
        kind, plan_id = update.KIND, update.plan_id
        if not plan_id:
            return self._ignore(kind)
        self._enter_history(live)
        entry = self._plans.pop(plan_id, None)
        if entry is not None:
            self._remove(entry)
        return Change(kind)

    def _on_plan(self, update: u.Plan, live: bool) -> Change:
        kind, items = update.KIND, update.entries
        if items is UNSET:
            return self._ignore(kind)
        self._enter_history(live)
        plan_items = compact_plan_items(items)
        if self._turn_plan is not None:
            self._turn_plan.items = plan_items
            self._touch(self._turn_plan)
            return Change(kind, self._turn_plan.index)
        self._turn_plan = PlanEntry(plan_items)
        return self._add(kind, self._turn_plan)

    def note_state(self, update: u.CurrentModeUpdate | u.UsageUpdate) -> bool:
        """Applies what a mode or usage update says of the session's state, and not its entry (a kept
        replay line's: `replay_lines`); False when it says nothing the reducer reads."""
        if isinstance(update, u.CurrentModeUpdate):
            if update.current_mode_id is UNSET:
                return False
            self.state.mode_id = update.current_mode_id
            return True
        usage = _usage_of(update)
        if usage is None:
            return False
        self.state.usage = usage
        return True

    def _on_mode(self, update: u.CurrentModeUpdate, live: bool) -> Change:
        kind, mode_id = update.KIND, update.current_mode_id
        if mode_id is UNSET:
            return self._ignore(kind)
        self.state.mode_id = mode_id
        if mode_id == self._shown_mode:
            self._bump()
            return Change(kind, state=("mode",))
        self._shown_mode = mode_id
        return self._add(kind, ModeEntry(mode_id), ("mode",))

    def _on_usage(self, update: u.UsageUpdate, live: bool) -> Change:
        kind, usage = update.KIND, _usage_of(update)
        if usage is None:
            return self._ignore(kind)
        self.state.usage = usage
        last = self._last_open_entry()
        if isinstance(last, UsageEntry):
            last.usage = usage
            self._touch(last)
            return Change(kind, last.index, state=("usage",))
        return self._add(kind, UsageEntry(usage), ("usage",))

    def _on_state_list(self, update: u.AvailableCommandsUpdate | u.ConfigOptionUpdate, live: bool) -> Change:
        kind = update.KIND
        key, attr = _STATE_LISTS[kind]  # the update's field and the state's are both named `attr`
        items = getattr(update, attr)
        if items is UNSET:
            return self._ignore(kind)
        setattr(self.state, attr, items)
        self._bump()
        return Change(kind, state=(key,))

    def _on_session_info(self, update: u.SessionInfoUpdate, live: bool) -> Change:
        """``null`` clears a field, an omitted (or malformed) one is left as it is."""
        kind, changed = update.KIND, []
        for key, attr in (("title", "title"), ("updatedAt", "updated_at"), ("_meta", "meta")):
            value = getattr(update, attr)  # the update's field and the state's are both named `attr`
            if value is not UNSET and getattr(self.state, attr) != value:
                setattr(self.state, attr, value)
                changed.append(key)
        if changed:
            version = self._bump()
            if "title" in changed:
                self.title_version = version
        return Change(kind, state=tuple(changed))


def _usage_of(update: u.UsageUpdate) -> Usage | None:
    """The figures a usage update gives (None when it gives none)."""
    cost = update.cost
    usage = Usage(count_of(update.used), count_of(update.size), cost if isinstance(cost, dict) else None)
    return None if usage == (None, None, None) else usage


#: The reducer for each kind of update, by its struct. Unbound, at module level: a table of bound
#: methods in each transcript would make every transcript a reference cycle, freed only by the cyclic
#: collector.
_HANDLERS: Final[dict[type, Callable[[Transcript, Any, bool], Change]]] = {
    u.KINDS[kind]: handler
    for kinds, handler in (
        (_CHUNK_ROLES, Transcript._on_chunk),
        (_UPSERT_ROLES, Transcript._on_message),
        (("tool_call", "tool_call_update"), Transcript._on_tool_call),
        (("tool_call_content_chunk",), Transcript._on_tool_content),
        (("terminal_update",), Transcript._on_terminal_update),
        (("terminal_output_chunk",), Transcript._on_terminal_output),
        (("plan",), Transcript._on_plan),
        (("plan_update",), Transcript._on_plan_update),
        (("plan_removed",), Transcript._on_plan_removed),
        (("current_mode_update",), Transcript._on_mode),
        (("usage_update",), Transcript._on_usage),
        (_STATE_LISTS, Transcript._on_state_list),
        (("session_info_update",), Transcript._on_session_info),
    )
    for kind in kinds
}
