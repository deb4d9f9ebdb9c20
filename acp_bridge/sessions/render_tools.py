"""Markdown blocks for tool calls and plans (see :mod:`.render` for the document and its rules).

A tool call is a ``#### Tool:`` heading, a facts line (tool name, kind, status), its locations as file
paths, an ``execute`` call's command, then each content item: text in a fence, other blocks as short
notes, diffs, terminals. A protocol-1 diff (``path``, ``oldText``, ``newText``) is rendered as a
unified diff; a protocol-2 diff shows its ``patch`` text when it has one, else the list of file
changes (operation and paths). A terminal shows its command and exit status, then its output in a
fence, saying so when the front of the output was cut. Every fence is unbreakable by its content.

Blocks and outline labels are separate functions: the renderer asks for a label only when the
outline is wanted, which a whole-document render never needs.
"""

from __future__ import annotations

from typing import Any, Final

import orjson

from .. import depth
from ..plain_text import cut, single_line
from .diffs import unified_diff
from .entries import PlanEntry, plan_item_field
from .message_markdown import long_prose
from .sanitize import (
    code_block,
    escape_paragraphs,
    escape_prose,
    fenced,
    heading_text,
    inline_code,
    inline_code_span,
)
from .terminals import TerminalState
from .titles import sanitize_label
from .tool_call_entry import DiffItem, TextRun, ToolCallEntry, item_json, location_fields
from .wire_values import Json

Link = tuple[str, int | None, int, int, int]  # path, line, block line, start, end


_RAW_OUTPUT_LIMIT: Final = 20_000
_PATHS_SHOWN: Final = 10  # paths named in a diff's heading, and changes listed
_OPERATIONS: Final = {
    "add": "added", "delete": "deleted", "modify": "modified", "move": "moved", "copy": "copied",
}


def label(text: str, max_len: int = 120) -> str:
    return escape_prose(sanitize_label(text, max_len))


def content_note(block: dict[str, Any]) -> str:
    """A short note for a non-text content block."""
    kind = block.get("type")
    mime = block.get("mimeType")
    mime_note = f" ({label(mime, 60)})" if isinstance(mime, str) and mime.strip() else ""
    if kind in ("image", "audio"):
        return f"*{str(kind).capitalize()}{mime_note}*"
    if kind == "resource_link":
        uri, name = block.get("uri"), block.get("name")
        note = f"*Resource link:* {inline_code(uri)}" if isinstance(uri, str) else "*Resource link*"
        return note + (f" — {label(name)}" if isinstance(name, str) and name.strip() else "")
    if kind == "resource":
        resource = block.get("resource")
        uri = resource.get("uri") if isinstance(resource, dict) else None
        return f"*Embedded resource:* {inline_code(uri)}" if isinstance(uri, str) else "*Embedded resource*"
    if kind == "text":
        return ""
    return f"*Content of type* {inline_code(str(kind))}"


def raw_text(value: Any) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, dict):
        streams = [value[k] for k in ("output", "stdout", "stderr") if isinstance(value.get(k), str)]
        if streams:
            return "\n".join(streams)
    try:
        text = depth.dumps(value, option=orjson.OPT_INDENT_2 | orjson.OPT_NON_STR_KEYS).decode()
    except TypeError:
        text = repr(depth.bounded(value))
    if len(text) > _RAW_OUTPUT_LIMIT:
        text = text[:_RAW_OUTPUT_LIMIT] + "\n… (cut)"
    return text


# -- diffs -------------------------------------------------------------------------------------------


def _change_paths(change: dict[str, Any]) -> str:
    path, old_path = change.get("path"), change.get("oldPath")
    shown = inline_code(path) if isinstance(path, str) else ""
    if isinstance(old_path, str) and inline_code(old_path):
        return f"{inline_code(old_path)} → {shown or '?'}"
    return shown


def _change_line(change: dict[str, Any]) -> str:
    operation = change.get("operation")
    word = _OPERATIONS.get(operation) if isinstance(operation, str) else None
    if word is None:
        shown = inline_code(operation) if isinstance(operation, str) else ""
        word = f"changed ({shown})" if shown else "changed"
    details = [label(v, 60) for v in (change.get("fileType"), change.get("mimeType")) if isinstance(v, str)]
    note = f" *({', '.join(d for d in details if d)})*" if any(details) else ""
    return f"- {word} {_change_paths(change) or '(no path)'}{note}"


def _more(count: int) -> str:
    return f" and {count - _PATHS_SHOWN} more" if count > _PATHS_SHOWN else ""


def diff_block(item: dict[str, Any], limit: int | None = None) -> str:
    path, old, new = item.get("path"), item.get("oldText"), item.get("newText")
    if isinstance(path, str) and isinstance(new, str):  # protocol 1
        diff = unified_diff(path, old if isinstance(old, str) else None, new)
        return f"*Diff of* {inline_code(path)}\n\n{fenced(diff, 'diff', limit)}"
    changes = item.get("changes")
    if not isinstance(changes, list):
        return "*Diff (malformed)*"
    changes = [change for change in changes if isinstance(change, dict)]
    patch = item.get("patch")
    text = patch.get("text") if isinstance(patch, dict) else None
    if isinstance(patch, dict) and isinstance(text, str) and text.strip():
        paths = [shown for change in changes[:_PATHS_SHOWN] if (shown := _change_paths(change))]
        heading = f"*Diff of* {', '.join(paths)}{_more(len(changes))}" if paths else "*Diff*"
        patch_format = patch.get("format")
        if patch_format != "git_patch" and isinstance(patch_format, str):
            heading += f" · *format* {inline_code(patch_format)}"
        return f"{heading}\n\n{code_block(text, 'diff' if patch_format == 'git_patch' else '', limit)}"
    if not changes:
        return "*Diff (no changes listed)*"
    lines = [_change_line(change) for change in changes[:_PATHS_SHOWN]]
    if len(changes) > _PATHS_SHOWN:
        lines.append(f"- …{_more(len(changes))}")
    return "*Changes:*\n\n" + "\n".join(lines)


# -- terminals ---------------------------------------------------------------------------------------


def _size(count: int) -> str:
    if count >= 1 << 20:
        return f"{count / (1 << 20):.1f} MB"
    return f"{count / 1024:.1f} KB" if count >= 1024 else f"{count} bytes"


def terminal_block(terminal_id: Any, state: TerminalState | None, limit: int | None = None) -> str:
    """A terminal reference: only the id until an update says more (as protocol 1 always shows it)."""
    note = f"*Terminal* {inline_code(terminal_id)}" if isinstance(terminal_id, str) else "*Terminal*"
    if state is None or state.is_blank:
        return note
    facts = [note]
    if state.command and (command := inline_code(state.command)):
        facts.append(command)
    if (status := state.exit_text()) is not None:
        facts.append(escape_prose(sanitize_label(status, 60)))
    parts = [" · ".join(facts)]
    if state.cut:
        kept = _size(state.limit)
        parts.append(f"*Output cut: the first {_size(state.cut)} are not kept; the last {kept} follow.*")
    output = state.text()
    if output.strip():
        parts.append(code_block(output, "text", limit))
    return "\n\n".join(parts)


# -- tool calls ----------------------------------------------------------------------------------------


def tool_content(item: dict[str, Any], entry: ToolCallEntry, limit: int | None = None) -> str:
    kind = item.get("type")
    if kind == "content":
        block = item.get("content")
        if not isinstance(block, dict):
            return ""
        text = block.get("text")
        if block.get("type") == "text" and isinstance(text, str):
            return code_block(text, "text", limit)
        return content_note(block)
    if kind == "diff":
        return diff_block(item, limit)
    if kind == "terminal":
        terminal_id = item.get("terminalId")
        state = entry.terminals.get(terminal_id) if isinstance(terminal_id, str) else None
        return terminal_block(terminal_id, state, limit)
    return f"*Tool content of type* {inline_code(str(kind))}"


def _tool_title(entry: ToolCallEntry) -> str:
    return sanitize_label(entry.title or "", 120) or f"Tool call {sanitize_label(entry.tool_call_id, 40)}"


def tool_call_label(entry: ToolCallEntry) -> str:
    return f"Tool: {_tool_title(entry)}"


def content_part(
    item: str | DiffItem | Json | TextRun, entry: ToolCallEntry, limit: int | None = None
) -> str:
    """One content item's part of the block ("" for none), as kept (`entries.compact_item`)."""
    if isinstance(item, str):
        return code_block(item, "text", limit)
    if isinstance(item, tuple):
        return diff_block(item_json(item), limit)
    if isinstance(item, TextRun):
        return code_block(item.text, "text", limit)
    return tool_content(item, entry, limit)


def tool_call_block(
    entry: ToolCallEntry, after: str = "", limit: int | None = None
) -> tuple[str, tuple[Link, ...]]:
    """The block, ``after`` after it, and its file locations (where they are in the block). Each text
    over ``limit`` characters shows its start and end only (:mod:`.long_text`)."""
    title = _tool_title(entry)
    parts = [f"#### Tool: {heading_text(title)}"]
    # A field equal to the title is not said twice (claude-agent-acp's name often is the title).
    said = title.casefold()
    # The schema's kinds and statuses read as words ("in progress", as a plan says it); a name is the
    # agent's own, as it is.
    kind, status = (v.replace("_", " ") if isinstance(v, str) else v for v in (entry.kind, entry.status))
    facts = " · ".join(
        cut(shown, 40)
        for f in (entry.name, kind, status)
        if f and (shown := sanitize_label(f, 120)) and shown.casefold() != said
    )
    if facts:
        parts.append(f"*{escape_prose(facts)}*")
    links: list[Link] = []
    location_lines: list[str] = []
    line_base = 4 if facts else 2  # heading, blank line, facts, blank line
    for location in entry.locations:
        path, line = location_fields(location)
        if not isinstance(path, str) or not (shown := single_line(path)):
            continue
        line_no = line if isinstance(line, int) and not isinstance(line, bool) and line >= 0 else None
        span, start, end = inline_code_span(
            shown + (f":{line_no}" if line_no is not None else ""), starts_item=True
        )
        links.append((path, line_no, line_base + len(location_lines), 2 + start, 2 + end))
        location_lines.append(f"- {span}")
    if location_lines:
        parts.append("\n".join(location_lines))
    command = entry.raw_input.get("command") if isinstance(entry.raw_input, dict) else None
    if entry.kind == "execute" and isinstance(command, str):
        parts.append(code_block(f"$ {command}", "sh", limit))
    parts += [content_part(item, entry, limit) for item in entry.items]
    if not entry.items and entry.raw_output is not None:
        parts.append(f"*Output:*\n\n{code_block(raw_text(entry.raw_output), '', limit)}")
    return "\n\n".join(p for p in parts if p) + after, tuple(links)


# -- plans ---------------------------------------------------------------------------------------------


def plan_block(entry: PlanEntry, limit: int | None = None) -> str:
    """A task list of the plan's items (each a label of at most 500 characters), or a plan of another
    type; a Markdown plan's text over ``limit`` characters shows its start and end."""
    if entry.plan_type != "items":
        return _other_plan_block(entry, limit)
    lines: list[str] = []
    for item in entry.items:
        content, status = plan_item_field(item, "content"), plan_item_field(item, "status")
        # An item's text is a paragraph of its own (after our `- [ ] `): its code spans show as typed.
        text = escape_paragraphs(sanitize_label(content, 500)) if isinstance(content, str) else ""
        box = "x" if status == "completed" else " "
        suffix = " *(in progress)*" if status == "in_progress" else ""
        lines.append(f"- [{box}] {text or '(no description)'}{suffix}")
    return "**Plan**\n\n" + "\n".join(lines) if lines else "**Plan** *(empty)*"


def plan_label(entry: PlanEntry) -> str:
    if entry.plan_type == "items":
        done = sum(1 for item in entry.items if plan_item_field(item, "status") == "completed")
        return f"Plan ({done}/{len(entry.items)} done)"
    if entry.plan_type == "file" and isinstance((entry.body or {}).get("uri"), str):
        return "Plan (file)"
    return "Plan"


def _other_plan_block(entry: PlanEntry, limit: int | None) -> str:
    """Plans of the unstable types (``markdown``, ``file``) and unknown ones."""
    body = entry.body or {}
    if entry.plan_type == "markdown" and isinstance(text := body.get("content"), str):
        return "**Plan**\n\n" + (long_prose(text, limit) or "*(empty)*")
    if entry.plan_type == "file" and isinstance(uri := body.get("uri"), str):
        return f"**Plan** *in* {inline_code(uri) or '(no file)'}"
    return f"**Plan** *of type* {inline_code(entry.plan_type)}"
