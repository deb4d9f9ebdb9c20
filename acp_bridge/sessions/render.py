"""Markdown for a transcript, rendered incrementally, with the structure LSP features need.

Layout: ``# title``, then one block per entry: ``## User`` starts a turn, ``### Agent`` answers,
thoughts are a block quote headed **Thought**, tool calls a ``#### Tool:`` heading with kind and
status, locations as file paths, diffs in ``diff`` fences and output in fences; plans as task
lists, mode changes, usage and unknown updates as one-line notes. A trailer says when the agent
returned no history and where and why an incomplete transcript stops. No HTML anywhere.

Agent text is untrusted (rule 9): everything goes through :mod:`.sanitize`, which keeps prose free
of HTML and link syntax and makes every fence unbreakable by its content.

Incremental: each entry's block is cached and redone only when the transcript says that entry
changed (:meth:`Transcript.changed_entries_since`), so a streamed chunk re-renders one block, and
:meth:`TranscriptMarkdown.changed_since` sends only the tail of the document from the first changed
block. Every block ends with a blank line, so the change offset is always at the start of a line.
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
from .sanitize import (
    code_block,
    code_span_bounds,
    escape_prose,
    inline_code,
    prose_markdown,
    quote,
    single_line,
    unified_diff,
)
from .titles import sanitize_label, short_id
from .transcript import Transcript

NO_HISTORY = "This agent returned no history."
_ROLE_NAMES = {"user": "User", "agent": "Agent", "thought": "Thought"}
_RAW_OUTPUT_LIMIT = 20_000
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


def _content_note(block: dict[str, Any]) -> str:
    """A short note for a non-text content block."""
    kind = block.get("type")
    mime = block.get("mimeType")
    mime_note = f" ({_label(mime, 60)})" if isinstance(mime, str) and mime.strip() else ""
    if kind in ("image", "audio"):
        return f"*{str(kind).capitalize()}{mime_note}*"
    if kind == "resource_link":
        uri, name = block.get("uri"), block.get("name")
        note = f"*Resource link:* {inline_code(uri)}" if isinstance(uri, str) else "*Resource link*"
        return note + (f" — {_label(name)}" if isinstance(name, str) and name.strip() else "")
    if kind == "resource":
        resource = block.get("resource")
        uri = resource.get("uri") if isinstance(resource, dict) else None
        return f"*Embedded resource:* {inline_code(uri)}" if isinstance(uri, str) else "*Embedded resource*"
    if kind == "text":
        return ""
    return f"*Content of type* {inline_code(str(kind))}"


def _message_block(entry: MessageEntry) -> tuple[str, str]:
    parts = [prose_markdown(entry.text)]
    parts += [_content_note(b) for b in entry.items if not isinstance(b, str) and b.get("type") != "text"]
    body = "\n\n".join(p for p in parts if p) or "*(empty message)*"
    name = _ROLE_NAMES.get(entry.role, entry.role)
    label = f"{name}: {sanitize_label(entry.text, _LABEL_LENGTH) or '…'}"
    if entry.role == "thought":
        return quote(f"**Thought**\n\n{body}"), label
    return f"{'##' if entry.role == 'user' else '###'} {name}\n\n{body}", label


def _raw_text(value: Any) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, dict):
        streams = [value[k] for k in ("output", "stdout", "stderr") if isinstance(value.get(k), str)]
        if streams:
            return "\n".join(streams)
    try:
        text = orjson.dumps(value, option=orjson.OPT_INDENT_2 | orjson.OPT_NON_STR_KEYS).decode()
    except TypeError:
        text = repr(value)
    if len(text) > _RAW_OUTPUT_LIMIT:
        text = text[:_RAW_OUTPUT_LIMIT] + "\n… (cut)"
    return text


def _tool_content(item: dict[str, Any]) -> str:
    kind = item.get("type")
    if kind == "content":
        block = item.get("content")
        if not isinstance(block, dict):
            return ""
        text = block.get("text")
        if block.get("type") == "text" and isinstance(text, str):
            return code_block(text, "text")
        return _content_note(block)
    if kind == "diff":
        path, old, new = item.get("path"), item.get("oldText"), item.get("newText")
        if not isinstance(path, str) or not isinstance(new, str):
            return "*Diff (malformed)*"
        diff = unified_diff(path, old if isinstance(old, str) else None, new)
        return f"*Diff of* {inline_code(path)}\n\n{code_block(diff, 'diff')}"
    if kind == "terminal":
        terminal_id = item.get("terminalId")
        return f"*Terminal* {inline_code(terminal_id)}" if isinstance(terminal_id, str) else "*Terminal*"
    return f"*Tool content of type* {inline_code(str(kind))}"


def _tool_call_block(entry: ToolCallEntry) -> tuple[str, str, tuple[Any, ...]]:
    title = sanitize_label(entry.title or "", 120) or f"Tool call {sanitize_label(entry.tool_call_id, 40)}"
    parts = [f"#### Tool: {escape_prose(title)}"]
    facts = " · ".join(label for f in (entry.kind, entry.status) if f and (label := sanitize_label(f, 40)))
    if facts:
        parts.append(f"*{escape_prose(facts)}*")
    links: list[tuple[str, int | None, int, int, int]] = []
    location_lines: list[str] = []
    line_base = 4 if facts else 2  # heading, blank line, facts, blank line
    for location in entry.locations:
        path, line = location.get("path"), location.get("line")
        if not isinstance(path, str) or not single_line(path):
            continue
        line_no = line if isinstance(line, int) and not isinstance(line, bool) and line >= 0 else None
        shown = single_line(path)
        span = inline_code(shown + (f":{line_no}" if line_no is not None else ""))
        start, end = code_span_bounds(span)
        links.append((path, line_no, line_base + len(location_lines), 2 + start, 2 + end))
        location_lines.append(f"- {span}")
    if location_lines:
        parts.append("\n".join(location_lines))
    command = entry.raw_input.get("command") if isinstance(entry.raw_input, dict) else None
    if entry.kind == "execute" and isinstance(command, str):
        parts.append(code_block(f"$ {command}", "sh"))
    parts += [_tool_content(item) for item in entry.content]
    if not entry.content and entry.raw_output is not None:
        parts.append(f"*Output:*\n\n{code_block(_raw_text(entry.raw_output))}")
    return "\n\n".join(p for p in parts if p), f"Tool: {title}", tuple(links)


def _plan_block(entry: PlanEntry) -> tuple[str, str]:
    lines: list[str] = []
    for item in entry.items:
        content, status = item.get("content"), item.get("status")
        text = _label(content, 500) if isinstance(content, str) else "(no description)"
        box = "x" if status == "completed" else " "
        suffix = " *(in progress)*" if status == "in_progress" else ""
        lines.append(f"- [{box}] {text or '(no description)'}{suffix}")
    done = sum(1 for item in entry.items if item.get("status") == "completed")
    body = "**Plan**\n\n" + "\n".join(lines) if lines else "**Plan** *(empty)*"
    return body, f"Plan ({done}/{len(entry.items)} done)"


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
        body, label, links = _tool_call_block(entry)
        kind = "tool_call"
    elif isinstance(entry, PlanEntry):
        (body, label), kind = _plan_block(entry), "plan"
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
        changed = transcript.changed_entries_since(version) if version < transcript.version else ()
        if changed:
            first = changed[0]
            tail = "".join(b.text for b in self._blocks[first:]) + self._trailer
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

