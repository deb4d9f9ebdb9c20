"""A long replay's lines, kept as they came and reduced when something shows them.

Reducing a replay (decoding every update whole and building its entries) was most of what opening a
long session in the editor cost: at 20,000 turns, ~2 of the ~3 s until its newest turn was visible
(docs/performance.md), for a window that shows the newest 100 turns. So a load's replay is reduced
as it streams only while it is short (:data:`DIRECT_TURNS`, the newest window's two pages: a slow
agent's replay fills the document in as it comes). From the turn after that on, its lines are kept
as they came and only their outline is decoded (`acp.updates.decode_outline`: the kind and the ids,
not the content), enough to count turns. A read's lines are kept at once, as the run of bytes they
came in (`take_run`, `acp.updates.decode_outlines`): none is split or decoded whole until it is
reduced, and the outlines are followed in one loop. Lines that change only the session's state are
applied as they come as well (the title shows in the tree while the session loads); the mode and
usage that kept mode and usage updates leave are taken from the last of them when the replay ends
(their entries wait with their lines).

When the replay ends (:meth:`KeptLines.settle`) the newest window's turns are reduced, after one
placeholder entry (`entries.PendingTurn`) for each turn kept between them and the turns reduced as
they came; the editor shows the newest window at once. Then every line of the replay is reduced
again, in order, into a fresh transcript whose entries the transcript takes (:meth:`rebuild_step`):
a little at a time in the background (`SessionLoads`), or all at once as soon as anything needs an
earlier turn (an earlier page, Go to Turn, the export, the history, any live update). It is the same
reducer over the same lines in the same order, so the result is the reduction a short replay gets.

The newest turns reduced on their own show what the whole reduction will unless they refer to a
kept turn (a message or tool call id first seen there) or make fewer turns than their outlines
told. Then the whole replay is reduced when it ends (as it is when too few turns would be kept to
be worth it). Outlines can miscount a kept turn (a prompt's second chunk after an update that made
no entry): the turn numbers are off until the rebuild has ended, seconds later.

Anything the outline cannot vouch for (a kind other than :data:`KEEPABLE`, a `session/update` line
it cannot read) stops the keeping: what was kept is reduced at once, in order, and the rest of the
replay streams as usual.
"""

from __future__ import annotations

import bisect
import itertools
from array import array
from typing import Any, Final, Protocol

from .. import gcpause
from ..acp.updates import (
    CurrentModeUpdate,
    OutlineParams,
    Update,
    UpdateOutline,
    UsageUpdate,
    decode_outline,
    update_of_line,
)
from . import windows
from .kept_runs import KeptRuns, first_lines


class Transcript(Protocol):
    """What of a transcript (`transcript.Transcript`, the module above this one) kept lines use."""

    session_id: str
    received: int
    beside_history: int
    ignored_updates: int
    null_clears: bool
    shown_mode: str | None

    def __init__(self, session_id: str) -> None: ...

    def apply(self, update: Update, *, live: bool = False) -> Any: ...

    def note_state(self, update: CurrentModeUpdate | UsageUpdate) -> bool: ...

    def add_pending_turns(self, count: int) -> None: ...

    def turn_count(self) -> int: ...

    def take_entries(self, other: Any, ignored_updates: int) -> None: ...

#: Turns a replay reduces as they stream (the newest window's two pages).
DIRECT_TURNS: Final = 2 * windows.TURNS_PER_PAGE
#: Fewer kept turns than this (a page) are reduced when the replay ends: the rebuild would cost more
#: than it saves.
MIN_PENDING_TURNS: Final = windows.TURNS_PER_PAGE
#: Kinds a kept line may have. Others (protocol 2's upserts, plans by id and terminals, unknown kinds)
#: refer across turns in ways the outline does not show: they stop the keeping.
KEEPABLE: Final = frozenset({
    "user_message_chunk", "agent_message_chunk", "agent_thought_chunk", "tool_call", "tool_call_update",
    "plan", "usage_update", "current_mode_update",
    "session_info_update", "available_commands_update", "config_option_update",
})
#: Kinds that change only the session's state, no entry: applied as they come, kept as well.
STATE_KINDS: Final = frozenset({"session_info_update", "available_commands_update", "config_option_update"})
#: Kinds whose entry waits with the line, and whose state the last of them before the newest turns
#: leaves (`settle`).
NOTED_KINDS: Final = frozenset({"current_mode_update", "usage_update"})
_CHUNK_ROLES: Final = {
    "user_message_chunk": "user", "agent_message_chunk": "agent", "agent_thought_chunk": "thought"
}
_TOOL_KINDS: Final = frozenset({"tool_call", "tool_call_update"})
#: The last entry is no message.
_OTHER: Final = (None, None)


class KeptLines:
    """One replay pass's lines, from its start (kept lines are reduced from the first one on)."""

    def __init__(self, ignored_updates: int) -> None:
        #: Every line of the pass, until the rebuild has reduced it.
        self._runs = KeptRuns()
        #: The line each turn starts at, as the outlines tell.
        self.turn_lines = array("L")
        #: The first line not applied as it came (None while every line is).
        self.kept_from: int | None = None
        #: Kept lines wait to be reduced (`settle` laid out placeholders for them).
        self.pending = False
        self._stopped = False
        # The line each message id (by role) and tool call id was first seen on.
        self._messages: dict[str, dict[str, int]] = {role: {} for role in _CHUNK_ROLES.values()}
        self._tools: dict[str, int] = {}
        # The last entry, as far as the outlines tell: a message's role and id, or `_OTHER`.
        self._last: tuple[str | None, str | None] = _OTHER
        # The mode the replay had shown where keeping began, and each kept mode or usage update after
        # it (its line and kind).
        self._mode_at_keep: str | None = None
        self._noted: list[tuple[int, str]] = []
        #: Kept lines applied as they came all the same (state updates): not applied again.
        self._applied: set[int] = set()
        #: The transcript's count of ignored updates before the pass (the rebuild counts the pass's).
        self._ignored_at_start = ignored_updates
        # The rebuild: the transcript it reduces into, and the next line to reduce.
        self._scratch: Transcript | None = None
        self._next = 0

    @property
    def keeping(self) -> bool:
        return not self._stopped and not self.pending

    @property
    def line_count(self) -> int:
        """Lines of the pass so far."""
        return self._runs.count

    @property
    def kept_turns(self) -> int:
        """Turns kept since keeping began (not in the transcript's entries yet)."""
        if self.kept_from is None:
            return 0
        return len(self.turn_lines) - self._turns_before(self.kept_from)

    def _turns_before(self, line: int) -> int:
        return bisect.bisect_left(self.turn_lines, line)

    # -- while the replay streams ------------------------------------------------------------------

    def take(self, transcript: Transcript, line: bytes, outline: UpdateOutline) -> bool:
        """One line of the replay: True when it is kept (not applied now); False when it is to be
        applied as usual (a short replay's, a state update, one that stopped the keeping, or any
        once it has stopped or its pass has ended)."""
        if self._stopped or self.pending:
            return False
        index, kind = self._runs.count, outline.session_update
        if not self._note(index, kind, outline):
            self.stop(transcript)
            return False
        self._runs.add(line, 1)
        kept_from = self.kept_from
        if kept_from is None:
            return False
        if kept_from == index:  # keeping begins: the mode shown so far is the kept turns' start
            self._mode_at_keep = transcript.shown_mode
        if kind in STATE_KINDS:
            self._applied.add(index)
            return False
        if kind in NOTED_KINDS:
            self._noted.append((index, kind))
            transcript.beside_history += 1  # no history: it does not keep a load alive
        transcript.received += 1  # as `apply` would have counted it
        return True

    def take_run(self, transcript: Transcript, run: bytes, outlines: list[OutlineParams]) -> int:
        """`take` for the lines of a read, unsplit (``run``: joined by newlines, as received), with
        their outlines: from the first, while each is one of this replay's that is kept and not
        applied as it comes (nearly every line of a long replay). How many it took: the others are
        offered one by one."""
        if self._stopped or self.pending or self.kept_from is None:
            return 0
        session_id, start = transcript.session_id, self._runs.count
        taken = noted = 0
        for params in outlines:
            outline = params.update
            kind = outline.session_update
            if (
                params.session_id != session_id or type(kind) is not str or kind in STATE_KINDS
                or not self._note(start + taken, kind, outline)
            ):
                break
            if kind in NOTED_KINDS:
                self._noted.append((start + taken, kind))
                noted += 1
            taken += 1
        if taken:
            self._runs.add(run if taken == len(outlines) else first_lines(run, taken), taken)
            transcript.received += taken  # as `apply` would have counted them
            transcript.beside_history += noted
        return taken

    def _note(self, index: int, kind: object, outline: UpdateOutline) -> bool:
        """Follows what line ``index`` makes of the turns (below); False, noting nothing, for a kind
        that is not kept. It runs for every line of a long replay."""
        role = _CHUNK_ROLES.get(kind) if type(kind) is str else None
        if role is not None:
            message_id, (last_role, last_id) = outline.message_id, self._last
            if last_role != role or (message_id is not None and message_id != last_id):
                self._chunk(index, role, message_id, outline)
            # else it goes on with the last message (most chunks): nothing changes
            return True
        if type(kind) is str and kind in KEEPABLE:
            self._other(index, kind, outline)
            return True
        return False

    # Counting turns the way the reducer makes them: a user chunk starts one when it makes a new
    # message (not when it goes on with the last entry, a user message of its id or, without an id,
    # any user message; nor with an earlier message of its id). So the outlines follow what the last
    # entry is, as far as they tell: a message of a role and id, or something else (`_last`).

    def _chunk(self, index: int, role: str, message_id: object, outline: UpdateOutline) -> None:
        """A chunk that does not plainly go on with the last message."""
        if type(message_id) is not str or not message_id:
            message_id = None
        if bytes(memoryview(outline.content)[:1]) != b"{":
            return  # no content block: the reducer ignores it
        last_role, last_id = self._last
        if message_id is None:
            if last_role != role:  # else it goes on with the last message, whatever its id
                self._new_message(index, role, None)
        elif (last_role, last_id) != (role, message_id) and message_id not in self._messages[role]:
            self._new_message(index, role, message_id)
        # else it goes on with a message of its id: the last entry stays what it was

    def _other(self, index: int, kind: str, outline: UpdateOutline) -> None:
        """Any other line: a new tool call, a plan, a mode or usage entry (or the one before it,
        changed) is the last entry now; a state update makes none."""
        if kind in _TOOL_KINDS:
            tool_call_id = outline.tool_call_id
            if type(tool_call_id) is str and tool_call_id and tool_call_id not in self._tools:
                self._tools[tool_call_id] = index
                self._last = _OTHER
        elif kind not in STATE_KINDS:
            self._last = _OTHER

    def _new_message(self, index: int, role: str, message_id: str | None) -> None:
        self._last = (role, message_id)
        if message_id is not None:
            self._messages[role][message_id] = index
        if role == "user":
            self.turn_lines.append(index)
            if self.kept_from is None and len(self.turn_lines) > DIRECT_TURNS:
                self.kept_from = index

    def stop(self, transcript: Transcript) -> None:
        """Stops keeping: the kept lines are applied now, in order; the rest comes as usual."""
        if self._stopped or self.pending:
            return
        self._stopped = True
        if self.kept_from is not None:
            self._apply(transcript, self.kept_from)
        self._runs = KeptRuns()

    # -- when the replay ends ----------------------------------------------------------------------

    def settle(self, transcript: Transcript) -> None:
        """The replay ended: the newest window's turns are reduced after a placeholder for each kept
        turn before them (`pending`), or every kept line is, when keeping is not worth it or the newest
        turns refer to kept ones."""
        if not self.keeping:
            return
        if self.kept_from is None:
            self._stopped, self._runs = True, KeptRuns()
            return
        turns = len(self.turn_lines)
        first = windows.newest_first_page(turns) * windows.TURNS_PER_PAGE
        start = self.turn_lines[first] if first < turns else self._runs.count
        pending = self._turns_before(start) - self._turns_before(self.kept_from)
        if pending < MIN_PENDING_TURNS or self._refers_back(start):
            self.stop(transcript)
            return
        transcript.add_pending_turns(pending)
        self._note_states(transcript, start)
        self._apply(transcript, start)
        self.pending = True
        self._messages, self._tools, self._noted = {}, {}, []  # the rebuild needs only the lines
        if transcript.turn_count() != turns:
            # The newest turns did not make the turns their outlines told (a mode update repeating
            # the mode just after a prompt, and a prompt chunk without an id going on with it):
            # the windows would be laid out over placeholders. All of it is reduced now.
            self.rebuild_step(transcript, self._runs.count)

    def _note_states(self, transcript: Transcript, start: int) -> None:
        """The session's mode and usage as the kept lines before ``start`` leave them (the newest
        turns, reduced next, go on from there), and the mode shown where those turns begin: what the
        last valid mode and usage update among them say."""
        shown = self._mode_at_keep
        for kind in NOTED_KINDS:
            for index in reversed([index for index, noted in self._noted if noted == kind and index < start]):
                update = update_of_line(self._runs.line(index))
                if isinstance(update, (CurrentModeUpdate, UsageUpdate)) and transcript.note_state(update):
                    if isinstance(update, CurrentModeUpdate) and isinstance(update.current_mode_id, str):
                        shown = update.current_mode_id
                    break
                # else it said nothing the reducer reads: the one before it stands
        transcript.shown_mode = shown

    def _refers_back(self, start: int) -> bool:
        """Whether a line from ``start`` on uses a message or tool call id first seen on a kept line
        before it (its update would change a kept turn's entry)."""
        kept_from = self.kept_from or 0
        for _, line in self._runs.lines_from(start):
            try:
                _, outline = decode_outline(line)
            except Exception:  # kept lines all decoded once; defensive
                return True
            role = _CHUNK_ROLES.get(outline.session_update)
            message_id, tool_call_id = outline.message_id, outline.tool_call_id
            if role is not None and type(message_id) is str:
                first = self._messages[role].get(message_id)
                if first is not None and kept_from <= first < start:
                    return True
            if type(tool_call_id) is str:
                first = self._tools.get(tool_call_id)
                if first is not None and kept_from <= first < start:
                    return True
        return False

    def _apply(self, transcript: Transcript, start: int) -> None:
        """Applies the lines from ``start`` on, in order, but for those applied as they came (each
        was counted in `received` and `beside_history` when it was taken)."""
        received, beside, applied = transcript.received, transcript.beside_history, self._applied
        with gcpause.paused():
            for index, line in self._runs.lines_from(start):
                if index not in applied:
                    _reduce(transcript, line)
        transcript.received, transcript.beside_history = received, beside

    # -- the rebuild -------------------------------------------------------------------------------

    def rebuild_step(self, transcript: Transcript, count: int) -> bool:
        """Reduces up to ``count`` more lines of the replay into a fresh transcript; once all are,
        the transcript takes its entries. True when that is done."""
        if not self.pending:
            return True
        scratch = self._scratch
        if scratch is None:
            scratch = self._scratch = type(transcript)(transcript.session_id)
            scratch.null_clears = transcript.null_clears
        runs, done = self._runs, self._next
        with gcpause.paused():  # the rebuild only adds live objects, as the replay did
            for index, line in itertools.islice(runs.lines_from(done), count):
                _reduce(scratch, line)
                done = index + 1
        self._next = done
        runs.free_before(done)  # their memory goes as their entries come
        if done < runs.count:
            return False
        self.pending, self._stopped, self._runs, self._scratch = False, True, KeptRuns(), None
        transcript.take_entries(scratch, self._ignored_at_start + scratch.ignored_updates)
        return True


def _reduce(transcript: Transcript, line: bytes) -> None:
    """Applies one replay line as the connection would have delivered it; one that is no update
    counts as ignored."""
    update = update_of_line(line)
    if update is not None:
        transcript.apply(update)
    else:
        transcript.ignored_updates += 1
