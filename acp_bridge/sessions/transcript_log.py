"""The transcript's entries and state as the reducer (:mod:`.transcript`) keeps them: the entries
with their versions (:mod:`.entry_log`), the messages, tool calls, plans and terminals among them by
id, the session state, where each turn starts, the replay pass and the completeness.

`TranscriptLog` is what the reducer's handlers work on, and what readers of a transcript read
between updates; the reducer's docstring states the rules these follow. A replay pass lives here
(:meth:`TranscriptLog.begin_replay`, :meth:`TranscriptLog.end_replay`, and `_enter_history`, where
the first history update of a pass drops what the pass replaces), because it is bookkeeping of the
entries, the same for every kind of update.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from enum import Enum

from .entries import Entry, MessageEntry, PendingTurn, PlanEntry, SessionState
from .entry_log import EntryLog
from .replay_lines import KeptLines
from .terminal_links import Terminals
from .tool_call_entry import NO_TERMINALS, ToolCallEntry
from .wire_values import Json


class Past(Enum):
    """What a transcript holds of the turns before the session was set up here (its empty document
    says which)."""

    #: The agent's replay of them (or the replay under way): a transcript is made to be replayed into.
    REPLAYED = "replayed"
    #: None: the session was created here.
    NONE = "none"
    #: Not sent: the session was resumed (or forked) without a replay; only the turns since show.
    NOT_SENT = "not sent"


class TranscriptLog(EntryLog):
    def __init__(self, session_id: str) -> None:
        super().__init__()
        self.session_id = session_id
        self.state = SessionState()
        self.complete = False
        self.incomplete_reason: str | None = None
        self.ignored_updates = 0
        #: Every update offered to `apply`: a load compares it before and after the agent's answer
        #: (did the replay come first?) and over time (has a late replay gone quiet?).
        self.received = 0
        #: Of those, the updates that carry no history (usage, titles, modes, commands, objects that
        #: name no kind; an unknown kind shows as it came, so it counts as history): a replay that
        #: sends only these makes no progress (`replay_progress`).
        self.beside_history = 0
        # Protocol 2's patch semantics: a field sent as `null` clears what was there. Under protocol 1
        # `null` is what some SDKs write for "not sent", so it leaves the field as it is.
        self.null_clears = False
        # Messages with an id, by role and then id: no key tuple per message (a 20,000-turn session's
        # 60,000 would be 3.4 MiB), nor its hash per chunk.
        self._messages: dict[str, dict[str, MessageEntry]] = {}
        self._tool_calls: dict[str, ToolCallEntry] = {}
        self._turn_plan: PlanEntry | None = None
        self._plans: dict[str, PlanEntry] = {}
        self._terminals = Terminals()
        self._shown_mode: str | None = None
        self._replaying = False
        self.replay_pass = 0  # bumped by each begin_replay (a late end of an older pass is ignored)
        self._replay_mark: int | None = None
        self.title_version = 0  # the version at which the title last changed
        self.fallback_title: str | None = None
        self.status_version = 0  # ... and completeness, or a prompt waiting for its answer
        self.prompt_running = False
        self.past = Past.REPLAYED
        self._history_pass = 0  # the last replay pass in which the agent replayed history
        # Where each turn starts (the index of its user message), found by scanning only the entries
        # added since the last look; a reset or a removal moves entries, and the scan starts over.
        self._turn_starts: list[int] = []
        self._turns_scanned = 0
        self._turns_layout: tuple[int, int] = (-1, 0)
        #: A long replay's lines, while they are kept or wait to be reduced (:mod:`.replay_lines`).
        self._kept: KeptLines | None = None

    # -- reading ----------------------------------------------------------------------------------

    @property
    def title(self) -> str | None:
        return self.state.title

    @property
    def replaying(self) -> bool:
        """True between :meth:`begin_replay` and :meth:`end_replay`."""
        return self._replaying

    @property
    def replay_arriving(self) -> bool:
        """A replay runs and its history has started to arrive (or the transcript was empty): the
        entries are the replay's. A resume that replays nothing leaves the entries as they were."""
        return self._replaying and not self._replay_mark

    def turn_starts(self) -> Sequence[int]:
        """The entry index of each turn's user message, ascending (turn ``n``, counted from 1,
        starts at entry ``turn_starts()[n - 1]``; entries before the first user message belong to
        no turn). Entries are
        appended far more often than moved, so only new ones are looked at."""
        layout = self._layout()
        if layout != self._turns_layout:
            self._turns_layout, self._turn_starts, self._turns_scanned = layout, [], 0
        entries, starts = self._entries, self._turn_starts
        for index in range(self._turns_scanned, len(entries)):
            entry = entries[index]
            if (isinstance(entry, MessageEntry) and entry.role == "user") or type(entry) is PendingTurn:
                starts.append(index)
        self._turns_scanned = len(entries)
        return starts

    def turn_count(self) -> int:
        """The number of turns (placeholders of a kept replay's turns included)."""
        return len(self.turn_starts())

    def arrived_turns(self) -> int:
        """Turns of the transcript, and those of a replay kept as lines while it streams."""
        kept = self._kept
        return len(self.turn_starts()) + (kept.kept_turns if kept is not None and kept.keeping else 0)

    @property
    def shown_mode(self) -> str | None:
        """The mode whose entry was shown last (a mode update repeating it shows none)."""
        return self._shown_mode

    @shown_mode.setter
    def shown_mode(self, mode_id: str | None) -> None:
        self._shown_mode = mode_id

    def first_user_text(self) -> str | None:
        for entry in self._entries:  # O(position of the first user message): called rarely
            if isinstance(entry, MessageEntry) and entry.role == "user" and entry.text.strip():
                return entry.text
        return None

    def to_json(self, from_entry: int = 0) -> Json:
        entries = itertools.islice(self._entries, from_entry, None)
        return {"sessionId": self.session_id, "complete": self.complete,
                "incompleteReason": self.incomplete_reason, "title": self.state.title,
                "entries": [entry.to_json() for entry in entries]}

    # -- lifecycle ----------------------------------------------------------------------------------

    def begin_replay(self) -> None:
        """Starts a replay pass (see the module docstring)."""
        self._replaying = True
        self._bump()  # `replaying` is part of what the transcript says: its readers look again
        self.replay_pass += 1
        self._replay_mark = len(self._entries)
        self._turn_plan = None  # the replay's first plan starts a new entry ...
        self._shown_mode = None  # ... and its first mode update is shown again

    def end_replay(self) -> None:
        """Ends the pass; a pass that was not marked incomplete leaves the transcript complete."""
        self._replaying = False
        self._replay_mark = None
        self._bump()
        if self.incomplete_reason is None and not self.complete:
            self.mark_complete()

    # -- a long replay's kept lines (:mod:`.replay_lines`) ---------------------------------------------

    def add_pending_turns(self, count: int) -> None:
        """Appends a placeholder for each of ``count`` turns (`KeptLines.settle`)."""
        self._add_all([PendingTurn() for _ in range(count)])

    def take_entries(self, other: TranscriptLog, ignored_updates: int) -> None:
        """Takes the entries of ``other`` (the replay reduced again) in place of this one's; the
        session state, completeness and title stay this transcript's."""
        self._entries[:] = other._entries
        self._messages, self._tool_calls, self._plans = other._messages, other._tool_calls, other._plans
        self._terminals, self._turn_plan = other._terminals, other._turn_plan
        self._shown_mode = other._shown_mode
        self.ignored_updates = ignored_updates
        self._reset_log()

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

    def set_past(self, past: Past) -> None:
        if past is not self.past:
            self.past = past
            self.status_version = self._bump()

    @property
    def replay_wanted(self) -> bool:
        """Its earlier turns were not replayed (`Past.NOT_SENT`), and a replay may be had now: none
        in the middle of a prompt turn, which a load would take the session from under."""
        return self.past is Past.NOT_SENT and not self.prompt_running

    @property
    def pass_replayed_history(self) -> bool:
        """The agent replayed history in the current (or last) replay pass: a resume that should
        not have (some agents do), or a load."""
        return self._history_pass == self.replay_pass

    def set_prompt_running(self, running: bool) -> None:
        """A prompt of this session waits for the agent's answer: the document's end says so."""
        if running != self.prompt_running:
            self.prompt_running = running
            self.status_version = self._bump()

    def _enter_history(self, live: bool) -> None:
        """Called by history updates just before they change anything."""
        if self._replay_mark is None:
            return
        mark, self._replay_mark = self._replay_mark, None
        if not live:
            self._history_pass = self.replay_pass
        if live or mark == 0:
            return
        kept = self._drop_before(mark)
        self._messages.clear()
        self._tool_calls.clear()
        self._plans.clear()
        self._terminals.clear()  # the replay brings its own snapshots and chunks
        for entry in kept:
            if isinstance(entry, MessageEntry) and entry.message_id is not None:
                self._index_message(entry, entry.message_id)
            elif isinstance(entry, ToolCallEntry):
                self._tool_calls[entry.tool_call_id] = entry
                entry.terminals = NO_TERMINALS
                self._terminals.attach(entry)
            elif isinstance(entry, PlanEntry) and entry.plan_id is not None:
                self._plans[entry.plan_id] = entry
        if self._turn_plan is not None and self._turn_plan not in kept:
            self._turn_plan = None
        # The old completeness described content that is gone; the pass will set its own.
        self.complete, self.incomplete_reason = False, None
        self.status_version = self._reset_version

    def _last_open_entry(self) -> Entry | None:
        """The last entry, unless it is frozen behind an armed replay mark."""
        if not self._entries or len(self._entries) <= (self._replay_mark or 0):
            return None
        return self._entries[-1]

    def _message(self, role: str, message_id: str) -> MessageEntry | None:
        by_id = self._messages.get(role)
        return by_id.get(message_id) if by_id is not None else None

    def _index_message(self, entry: MessageEntry, message_id: str) -> None:
        by_id = self._messages.get(entry.role)
        if by_id is None:
            by_id = self._messages[entry.role] = {}
        by_id[message_id] = entry
