"""Markdown for a transcript, rendered incrementally, with the structure LSP features need.

Layout: ``# title``, then one block per entry: ``## User`` starts a turn, ``### Agent`` answers,
thoughts are a block quote headed **Thought**, tool calls a ``#### Tool:`` heading with kind and
status, locations as file paths, diffs in ``diff`` fences, output and terminals in fences
(:mod:`.render_tools`); plans as task lists, mode changes, usage and unknown updates as one-line
notes. A trailer says when the agent
returned no history and where and why an incomplete transcript stops. No HTML anywhere.

Agent text is untrusted (rule 9): everything goes through :mod:`.sanitize`, which keeps prose free
of HTML and link syntax and makes every fence unbreakable by its content.

Incremental: each entry's block is cached and redone only when the transcript says that entry
changed (:meth:`Transcript.changed_entries_since`), so a streamed chunk re-renders one block (a
terminal's output re-renders the tool calls that show it), and
:meth:`TranscriptMarkdown.changed_since` sends only the tail of the document from the first changed
block (or from where an entry was removed). Every block ends with a blank line, so the change
offset is always at the start of a line.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

import orjson

from .entries import (
    Entry,
    MessageEntry,
    ModeEntry,
    PlanEntry,
    ToolCallEntry,
    UnknownEntry,
    UsageEntry,
)
from .render_tools import content_note, plan_block, tool_call_block
from .sanitize import escape_prose, inline_code, prose_markdown, quote
from .titles import sanitize_label, short_id
from .transcript import Transcript

NO_HISTORY = "This agent returned no history."
_ROLE_NAMES = {"user": "User", "agent": "Agent", "thought": "Thought"}
_LABEL_LENGTH = 60


@dataclass(frozen=True, slots=True)
class LocationLink:
    """A tool-call location as shown: 0-based document line, code-point columns of the path."""

    path: str
    line: int | None
    doc_line: int
    start: int
    end: int


@dataclass(frozen=True, slots=True)
class EntryOutline:
    index: int
    kind: str  # user | agent | thought | tool_call | plan | mode | usage | unknown
    label: str
    start_line: int  # 0-based, inclusive; the block's last non-blank line is end_line
    end_line: int
    locations: tuple[LocationLink, ...] = ()


@dataclass(frozen=True, slots=True)
class TurnOutline:
    """A user message and everything up to the next one (or the entries before the first)."""

    label: str
    start_line: int
    end_line: int
    entries: tuple[EntryOutline, ...]


@dataclass(frozen=True, slots=True)
class DocumentOutline:
    version: int
    line_count: int
    turns: tuple[TurnOutline, ...]

    @property
    def entries(self) -> tuple[EntryOutline, ...]:
        return tuple(entry for turn in self.turns for entry in turn.entries)


class DocumentDelta(NamedTuple):
    """The new document is the old one cut at ``offset`` (start of ``line``) plus ``tail``."""

    offset: int
    line: int
    tail: str


class _Block(NamedTuple):
    text: str  # ends with a blank line
    line_count: int
    kind: str
    label: str
    links: tuple[tuple[str, int | None, int, int, int], ...]  # path, line, block line, start, end


# -- one block per entry --------------------------------------------------------------------------


def _label(text: str, max_len: int = 120) -> str:
    return escape_prose(sanitize_label(text, max_len))


def _message_block(entry: MessageEntry) -> tuple[str, str]:
    parts = [prose_markdown(entry.text)]
    parts += [content_note(b) for b in entry.items if not isinstance(b, str) and b.get("type") != "text"]
    body = "\n\n".join(p for p in parts if p) or "*(empty message)*"
    name = _ROLE_NAMES.get(entry.role, entry.role)
    label = f"{name}: {sanitize_label(entry.text, _LABEL_LENGTH) or '…'}"
    if entry.role == "thought":
        return quote(f"**Thought**\n\n{body}"), label
    return f"{'##' if entry.role == 'user' else '###'} {name}\n\n{body}", label


def _usage_text(entry: UsageEntry) -> str:
    used, size, cost = entry.usage
    parts = []
    if used is not None and size:
        parts.append(f"{used:,} / {size:,} tokens ({used * 100 // size}%)")
    elif used is not None or size is not None:
        figures = [f"{n:,}" if n is not None else "?" for n in (used, size)]
        parts.append(f"{figures[0]} / {figures[1]} tokens")
    amount, currency = (cost or {}).get("amount"), (cost or {}).get("currency")
    if isinstance(amount, int | float) and not isinstance(amount, bool):
        unit = f" {_label(currency, 10)}" if isinstance(currency, str) else ""
        parts.append(f"cost {amount:.2f}{unit}")
    return " · ".join(parts) or "no figures"


def _unknown_note(entry: UnknownEntry) -> str:
    try:
        raw = orjson.dumps(entry.raw, option=orjson.OPT_NON_STR_KEYS).decode()
    except TypeError:
        raw = repr(entry.raw)
    raw = raw.replace("<", "\\u003c").replace(">", "\\u003e")  # same JSON, no markup characters
    kind = entry.session_update or "(no kind)"
    return f"*Unknown update* {inline_code(kind)}: {inline_code(sanitize_label(raw, 160))}"


def _render_entry(entry: Entry) -> _Block:
    links: tuple[Any, ...] = ()
    if isinstance(entry, MessageEntry):
        body, label = _message_block(entry)
        kind = entry.role
    elif isinstance(entry, ToolCallEntry):
        body, label, links = tool_call_block(entry)
        kind = "tool_call"
    elif isinstance(entry, PlanEntry):
        (body, label), kind = plan_block(entry), "plan"
    elif isinstance(entry, ModeEntry):
        body, label, kind = f"*Mode:* {inline_code(entry.mode_id)}", f"Mode: {entry.mode_id}", "mode"
    elif isinstance(entry, UsageEntry):
        body, label, kind = f"*Usage:* {_usage_text(entry)}", "Usage", "usage"
    else:
        body, kind = _unknown_note(entry), "unknown"
        label = f"Unknown update: {entry.session_update or '(no kind)'}"
    return _Block(body + "\n\n", body.count("\n") + 2, kind, sanitize_label(label, 80), links)


def _render_header(transcript: Transcript) -> str:
    title = transcript.title or transcript.fallback_title or ""
    title = sanitize_label(title, 120) or f"Session {short_id(transcript.session_id)}"
    return f"# {escape_prose(title)}\n\n"


def _render_trailer(transcript: Transcript, last_label: str | None, entry_count: int) -> str:
    """The empty-history notice and, for an incomplete transcript, where and why it stops."""
    parts = [] if entry_count else [f"*{NO_HISTORY}*"]
    if transcript.incomplete_reason is not None:
        if entry_count:
            last = escape_prose(last_label or "")
            where = f"It stops after {entry_count} entries; the last one is “{last}”."
            parts.append("---")
        else:
            where = "Nothing arrived before it stopped."
        reason = _label(transcript.incomplete_reason, 300) or "no reason given"
        parts.append(f"**Incomplete transcript.** {where} Reason: {reason}")
    return "\n\n".join(parts) + "\n" if parts else ""


# -- the document ----------------------------------------------------------------------------------


class TranscriptMarkdown:
    """The rendered document of one transcript, kept up to date on demand."""

    def __init__(self, transcript: Transcript) -> None:
        self.transcript = transcript
        self.render_count = 0  # blocks rendered so far: tests hold the incremental promise to it
        self._blocks: list[_Block] = []
        self._starts: list[int] = []  # offset of each block in the body, valid below _valid_upto
        self._lines: list[int] = []
        self._valid_upto = 0
        self._synced = -1
        self._header = ""
        self._trailer = ""
        self._text: str | None = None
        self._outline: DocumentOutline | None = None

    @property
    def version(self) -> int:
        return self.transcript.version

    def text(self) -> str:
        self._sync()
        if self._text is None:
            self._text = self._header + "".join(b.text for b in self._blocks) + self._trailer
        return self._text

    def changed_since(self, version: int) -> tuple[int, str]:
        """(offset, tail): the document at ``version`` cut at ``offset``, plus ``tail``, is now."""
        delta = self.delta_since(version)
        return delta.offset, delta.tail

    def delta_since(self, version: int) -> DocumentDelta:
        self._sync()
        transcript, header = self.transcript, self._header
        body_len, body_lines = self._positions()
        header_lines = header.count("\n")
        if version < 0 or transcript.title_version > version:
            return DocumentDelta(0, 0, self.text())
        first = transcript.first_changed_since(version) if version < transcript.version else None
        if first is not None:
            tail = "".join(b.text for b in self._blocks[first:]) + self._trailer
            if first >= len(self._blocks):  # only entries at the end were removed
                return DocumentDelta(len(header) + body_len, header_lines + body_lines, tail)
            return DocumentDelta(len(header) + self._starts[first], header_lines + self._lines[first], tail)
        if transcript.status_version > version:
            return DocumentDelta(len(header) + body_len, header_lines + body_lines, self._trailer)
        end = len(header) + body_len + len(self._trailer)
        return DocumentDelta(end, header_lines + body_lines + self._trailer.count("\n"), "")

    def outline(self) -> DocumentOutline:
        """Line ranges of turns and entries, and tool-call file locations."""
        self._sync()
        if self._outline is not None:
            return self._outline
        _, body_lines = self._positions()
        base = self._header.count("\n")
        turns: list[TurnOutline] = []
        current: list[EntryOutline] = []
        turn_label = "Session start"

        def close_turn() -> None:
            if current:
                first, last = current[0], current[-1]
                turns.append(TurnOutline(turn_label, first.start_line, last.end_line, tuple(current)))

        for index, block in enumerate(self._blocks):
            start = base + self._lines[index]
            links = tuple(LocationLink(p, ln, start + rel, s, e) for p, ln, rel, s, e in block.links)
            item = EntryOutline(index, block.kind, block.label, start, start + block.line_count - 2, links)
            if block.kind == "user":
                close_turn()
                current, turn_label = [], block.label
            current.append(item)
        close_turn()
        line_count = base + body_lines + self._trailer.count("\n")
        self._outline = DocumentOutline(self.transcript.version, line_count, tuple(turns))
        return self._outline

    def _sync(self) -> None:
        transcript = self.transcript
        if transcript.version == self._synced:
            return
        entries = transcript.entries
        full = self._synced < 0
        changed = range(len(entries)) if full else transcript.changed_entries_since(self._synced)
        if len(self._blocks) > len(entries):  # a replay reset dropped entries
            del self._blocks[len(entries):]
            self._valid_upto = min(self._valid_upto, len(entries))
        for index in changed:
            while len(self._blocks) < index:  # never expected: every new entry is in the change log
                self._render_into(entries, len(self._blocks))
            self._render_into(entries, index)
        if full or transcript.title_version > self._synced:
            self._header = _render_header(transcript)
        last = self._blocks[-1].label if self._blocks else None
        self._trailer = _render_trailer(transcript, last, len(self._blocks))
        self._synced = transcript.version
        self._text = None
        self._outline = None

    def _render_into(self, entries: Sequence[Entry], index: int) -> None:
        block = _render_entry(entries[index])
        self.render_count += 1
        if index < len(self._blocks):
            self._blocks[index] = block
        else:
            self._blocks.append(block)
        self._valid_upto = min(self._valid_upto, index)

    def _positions(self) -> tuple[int, int]:
        """Brings block offsets up to date from the first changed block; returns body size."""
        blocks, upto = self._blocks, min(self._valid_upto, len(self._blocks))
        del self._starts[upto:], self._lines[upto:]
        offset = self._starts[-1] + len(blocks[upto - 1].text) if upto else 0
        line = self._lines[-1] + blocks[upto - 1].line_count if upto else 0
        for block in blocks[upto:]:
            self._starts.append(offset)
            self._lines.append(line)
            offset += len(block.text)
            line += block.line_count
        self._valid_upto = len(blocks)
        if blocks:
            return self._starts[-1] + len(blocks[-1].text), self._lines[-1] + blocks[-1].line_count
        return 0, 0


def render_markdown(transcript: Transcript) -> str:
    """The whole document at once (CLI ``show``, export)."""
    return TranscriptMarkdown(transcript).text()

