"""Builders for the ACP v1 `session/update` payloads the demo agent stores, replays and streams.

One place builds every wire shape, so the live prompt, the stored history and the seed all agree
(and the schema test covers all three through one set of functions).
"""

from __future__ import annotations

import secrets
from datetime import UTC, datetime
from typing import Any, Literal

Update = dict[str, Any]
Priority = Literal["high", "medium", "low"]
PlanStatus = Literal["pending", "in_progress", "completed"]
ToolStatus = Literal["pending", "in_progress", "completed", "failed"]
ToolKind = Literal["read", "edit", "delete", "move", "search", "execute", "think", "fetch", "other"]


def iso(moment: datetime) -> str:
    """ISO 8601 in UTC with millisecond precision and a `Z`: fixed width, so it also sorts as text."""
    utc = moment.astimezone(UTC)
    return utc.strftime("%Y-%m-%dT%H:%M:%S.") + f"{utc.microsecond // 1000:03d}Z"


def now_iso() -> str:
    return iso(datetime.now(UTC))


def new_id(prefix: str) -> str:
    return f"{prefix}_{secrets.token_hex(12)}"


def text_block(text: str) -> dict[str, Any]:
    return {"type": "text", "text": text}


def chunk(
    kind: Literal["user_message_chunk", "agent_message_chunk", "agent_thought_chunk"],
    message_id: str,
    content: str | dict[str, Any],
) -> Update:
    block = text_block(content) if isinstance(content, str) else content
    return {"sessionUpdate": kind, "messageId": message_id, "content": block}


def user_chunk(message_id: str, content: str | dict[str, Any]) -> Update:
    return chunk("user_message_chunk", message_id, content)


def agent_chunk(message_id: str, text: str) -> Update:
    return chunk("agent_message_chunk", message_id, text)


def thought_chunk(message_id: str, text: str) -> Update:
    return chunk("agent_thought_chunk", message_id, text)


def tool_call(
    tool_call_id: str,
    title: str,
    kind: ToolKind,
    *,
    path: str | None = None,
    raw_input: dict[str, Any] | None = None,
) -> Update:
    update: Update = {
        "sessionUpdate": "tool_call",
        "toolCallId": tool_call_id,
        "title": title,
        "kind": kind,
        "status": "pending",
    }
    if path is not None:
        update["locations"] = [{"path": path, "line": 1}]
    if raw_input is not None:
        update["rawInput"] = raw_input
    return update


def tool_update(
    tool_call_id: str,
    status: ToolStatus,
    content: list[dict[str, Any]] | None = None,
    *,
    raw_output: dict[str, Any] | None = None,
) -> Update:
    update: Update = {"sessionUpdate": "tool_call_update", "toolCallId": tool_call_id, "status": status}
    if content is not None:
        update["content"] = content
    if raw_output is not None:
        update["rawOutput"] = raw_output
    return update


def diff(path: str, old_text: str | None, new_text: str) -> dict[str, Any]:
    return {"type": "diff", "path": path, "oldText": old_text, "newText": new_text}


def tool_text(text: str) -> dict[str, Any]:
    return {"type": "content", "content": text_block(text)}


def plan(entries: list[tuple[str, Priority, PlanStatus]]) -> Update:
    return {
        "sessionUpdate": "plan",
        "entries": [{"content": c, "priority": p, "status": s} for c, p, s in entries],
    }


_UNSET: Any = object()


def session_info(*, title: str | None = _UNSET, updated_at: str | None = _UNSET) -> Update:
    """Only the fields given are sent: an omitted field means "unchanged" to the client."""
    update: Update = {"sessionUpdate": "session_info_update"}
    if title is not _UNSET:
        update["title"] = title
    if updated_at is not _UNSET:
        update["updatedAt"] = updated_at
    return update


def current_mode(mode_id: str) -> Update:
    return {"sessionUpdate": "current_mode_update", "currentModeId": mode_id}
