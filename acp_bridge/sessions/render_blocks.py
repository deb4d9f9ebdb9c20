"""The Markdown block of each kind of entry, the outline's label and kind of an entry, and the
document's header and trailer (see :mod:`.render` for the document and its rules; tool calls and
plans are in :mod:`.render_tools`).

Block functions return the block with its closing blank line: messages, most of the document, get it
in the same formatting step instead of one more copy of their text.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

import orjson

from .. import depth
from .entries import Entry, MessageEntry, ModeEntry, PendingTurn, PlanEntry, UnknownEntry, UsageEntry
from .message_markdown import EMPTY_MESSAGE, long_prose, prose_block
from .render_tools import Link, content_note, plan_block, plan_label, tool_call_block, tool_call_label
from .sanitize import escape_prose, heading_text, inline_code, quote
from .titles import sanitize_label, short_id
from .tool_call_entry import ToolCallEntry
from .transcript import Transcript
from .transcript_log import Past

NO_HISTORY: Final = "This agent returned no history."
#: What an empty transcript says when it has no replay to show, by why (`Past`).
EMPTY_NOTES: Final = {
    Past.REPLAYED: NO_HISTORY,
    Past.NONE: (
        "A new session: nothing has been said in it yet. Its first prompt starts it (in the editor: "
        "ACP: Send Prompt to Active Session…)."
    ),
    Past.NOT_SENT: (
        "The agent has not replayed this session's earlier turns (it was resumed or forked without "
        "them): what comes from now on shows here; opening the session from the list replays them, "
        "where the agent can."
    ),
}
#: The document's last line while a prompt waits for its answer (the editor puts Cancel on it).
PROMPT_RUNNING: Final = "*Waiting for the agent's answer…*"
_ROLE_NAMES: Final = {"user": "User", "agent": "Agent", "thought": "Thought"}
_HEADS: Final = {"user": "## User", "agent": "### Agent", "thought": "**Thought**"}  # a thought is quoted
_LABEL_LENGTH: Final = 60


def _label(text: str, max_len: int = 120) -> str:
    return escape_prose(sanitize_label(text, max_len))


# Each block function takes the entry and `limit`: the characters of any one text shown (None: all of
# it; the editor's windows, :mod:`.long_text`).


def message_block(entry: MessageEntry, limit: int | None = None) -> str:
    role = entry.role
    head = _HEADS.get(role) or f"### {role}"
    # Nearly every message is text only: its chunks' strings (no list of notes made to find out).
    plain = entry.plain_text
    if plain is not None:
        return prose_block(head, plain, role == "thought", limit)
    notes = [content_note(b) for b in entry.items if not isinstance(b, str) and b.get("type") != "text"]
    if not notes:
        return prose_block(head, entry.text, role == "thought", limit)
    body = "\n\n".join(p for p in (long_prose(entry.text, limit), *notes) if p) or EMPTY_MESSAGE
    block = f"{head}\n\n{body}"
    return (quote(block) if role == "thought" else block) + "\n\n"


def message_label(entry: MessageEntry) -> str:
    return f"{_ROLE_NAMES.get(entry.role, entry.role)}: {sanitize_label(entry.text, _LABEL_LENGTH) or '…'}"


def usage_text(entry: UsageEntry) -> str:
    used, size, cost = entry.usage
    parts = []
    if used is not None and size:
        parts.append(f"{grouped(used)} / {grouped(size)} tokens ({used * 100 // size}%)")
    elif used is not None or size is not None:
        figures = [grouped(n) if n is not None else "?" for n in (used, size)]
        parts.append(f"{figures[0]} / {figures[1]} tokens")
    amount, currency = (cost or {}).get("amount"), (cost or {}).get("currency")
    if isinstance(amount, (int, float)) and not isinstance(amount, bool):  # a tuple: see titles.py
        unit = f" {_label(currency, 10)}" if isinstance(currency, str) else ""
        parts.append(f"cost {amount:.2f}{unit}")
    return " · ".join(parts) or "no figures"


def grouped(number: int) -> str:
    """A number with thousands separators (``12,345``)."""
    return f"{number:,}"


def unknown_note(entry: UnknownEntry) -> str:
    try:
        raw = depth.dumps(entry.raw, option=orjson.OPT_NON_STR_KEYS).decode()
    except TypeError:
        raw = repr(entry.raw)
    raw = raw.replace("<", "\\u003c").replace(">", "\\u003e")  # same JSON, no markup characters
    kind = entry.session_update or "(no kind)"
    return f"*Unknown update* {inline_code(kind)}: {inline_code(sanitize_label(raw, 160))}"


def plan_entry_block(entry: PlanEntry, limit: int | None = None) -> str:
    return plan_block(entry, limit) + "\n\n"


def mode_block(entry: ModeEntry, limit: int | None = None) -> str:
    return f"*Mode:* {inline_code(entry.mode_id)}\n\n"


def usage_block(entry: UsageEntry, limit: int | None = None) -> str:
    return f"*Usage:* {usage_text(entry)}\n\n"


def unknown_block(entry: UnknownEntry, limit: int | None = None) -> str:
    return unknown_note(entry) + "\n\n"


def pending_block(entry: PendingTurn, limit: int | None = None) -> str:
    # Never shown: a window over a pending turn has the replay reduced first (`ensure_whole`).
    return "## User\n\n*This turn is still loading.*\n\n"


def tool_call_entry_block(entry: ToolCallEntry, limit: int | None = None) -> tuple[str, tuple[Link, ...]]:
    return tool_call_block(entry, "\n\n", limit)


BLOCKS: Final[dict[type, Callable[..., str]]] = {
    MessageEntry: message_block, PlanEntry: plan_entry_block, ModeEntry: mode_block, UsageEntry: usage_block,
    PendingTurn: pending_block,
}


def block(entry: Entry, limit: int | None = None) -> tuple[str, tuple[Link, ...]]:
    """An entry's block and its tool-call locations."""
    if isinstance(entry, ToolCallEntry):
        return tool_call_entry_block(entry, limit)
    return block_text(entry, limit), ()


def block_text(entry: Entry, limit: int | None = None) -> str:
    """An entry's block, without its locations."""
    render = BLOCKS.get(type(entry))
    if render is not None:
        return render(entry, limit)
    if isinstance(entry, ToolCallEntry):
        return tool_call_entry_block(entry, limit)[0]
    return unknown_block(entry)  # type: ignore[arg-type]


def entry_label(entry: Entry) -> str:
    """The outline's name for an entry (a single line of plain text)."""
    if isinstance(entry, MessageEntry):
        label = message_label(entry)
    elif isinstance(entry, ToolCallEntry):
        label = tool_call_label(entry)
    elif isinstance(entry, PlanEntry):
        label = plan_label(entry)
    elif isinstance(entry, ModeEntry):
        label = f"Mode: {entry.mode_id}"
    elif isinstance(entry, UsageEntry):
        label = "Usage"
    elif isinstance(entry, PendingTurn):
        label = "Turn still loading"
    else:
        label = f"Unknown update: {entry.session_update or '(no kind)'}"
    return sanitize_label(label, 80)


def entry_kind(entry: Entry) -> str:
    """user | agent | thought | tool_call | plan | mode | usage | unknown"""
    return entry.role if isinstance(entry, MessageEntry) else entry.entry_type


def header_title(transcript: Transcript) -> str:
    """The transcript's title as its header shows it, as plain text (one clean line)."""
    title = transcript.title or transcript.fallback_title or ""
    return sanitize_label(title, 120) or f"Session {short_id(transcript.session_id)}"


def render_header(transcript: Transcript) -> str:
    return f"# {heading_text(header_title(transcript))}\n\n"


INCOMPLETE_HEADING: Final = "## Incomplete transcript"


def render_trailer(transcript: Transcript, last_label: Callable[[], str], entry_count: int) -> str:
    """What an empty transcript holds of its past (`EMPTY_NOTES`); for an incomplete transcript,
    where and why it stops; while a prompt waits for its answer, that it does."""
    parts = [] if entry_count or transcript.prompt_running else [f"*{EMPTY_NOTES[transcript.past]}*"]
    if transcript.incomplete_reason is not None:
        if entry_count:
            last = escape_prose(last_label())
            where = (
                f"It stops after its one entry, “{last}”." if entry_count == 1
                else f"It stops after {entry_count:,} entries; the last one is “{last}”."
            )
        else:
            where = "Nothing arrived before it stopped."
        reason = _label(transcript.incomplete_reason, 300) or "no reason given"
        # A heading of the transcript's own level: message text can't make one (`demote_headings`).
        parts.append(f"{INCOMPLETE_HEADING}\n\n{where} Reason: {reason}")
    if transcript.prompt_running:
        parts.append(PROMPT_RUNNING)
    return "\n\n".join(parts) + "\n" if parts else ""
