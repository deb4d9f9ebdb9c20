"""The demo agent's wire shapes per protocol: capabilities (protocol 1, and both protocol-2 draft
shapes), MCP server entries, and protocol-2 updates.

The store keeps protocol-1 updates (one store serves agents of both protocols); `WireV2` turns them
into protocol-2 ones on the way out:

- live: chunks as they are (each with its `messageId`), `tool_call` → the `tool_call_update` that
  creates it, `plan` → `plan_update` (one `planId` per turn), v1 diffs → `changes` + a `git_patch`,
  mode updates dropped (protocol 2 has no modes);
- tool content: the first content of a tool call streams as `tool_call_content_chunk`s (a text item
  as two chunks, which the client joins), unless two text items are adjacent (chunks would join
  them); later content replaces it through `tool_call_update.content`. The text output of an
  `execute` call with a command and a known exit code becomes an agent-owned terminal: the call's
  content is the terminal reference, and `terminal_update`s carry the command, the output and the
  exit status (live: the output as `terminal_output_chunk`s; replay: a snapshot of its first half,
  then the rest as a chunk);
- replay: each run of chunks of one message becomes one whole-message upsert (`user_message`,
  `agent_message`, `agent_thought` with the complete content), the rest as live.

Shapes: `current` is the draft schema (`capabilities.session` implies list/resume/close; replay is
`session/resume` with `replayFrom`); `intermediate` is the earlier draft of the seed documents
(`session.{load,list,resume,close}` markers, and `session/load` still exists).
"""

from __future__ import annotations

import base64
import difflib
import itertools
from collections.abc import Iterable, Sequence
from typing import Any

from .updates import Update

SHAPES = ("current", "intermediate")
TRANSPORTS = ("stdio", "http", "sse")
_UPSERTS = {
    "user_message_chunk": "user_message",
    "agent_message_chunk": "agent_message",
    "agent_thought_chunk": "agent_thought",
}


def capabilities_v1(
    transports: Sequence[str], additional_directories: bool, fork: bool = False
) -> dict[str, Any]:
    session: dict[str, Any] = {"list": {}, "resume": {}, "close": {}, "delete": {}}
    if additional_directories:
        session["additionalDirectories"] = {}
    if fork:  # `session/fork` (unstable in the schema): `{}` advertises it
        session["fork"] = {}
    return {
        "loadSession": True,
        "promptCapabilities": {"image": False, "audio": False, "embeddedContext": True},
        "mcpCapabilities": {"http": "http" in transports, "sse": "sse" in transports},
        "sessionCapabilities": session,
    }


def capabilities_v2(
    shape: str, transports: Sequence[str], additional_directories: bool, fork: bool = False
) -> dict[str, Any]:
    """`session.mcp` lists stdio and http as advertised; protocol 2 has no SSE."""
    session: dict[str, Any] = {
        "prompt": {"embeddedContext": {}},
        "mcp": {t: {} for t in ("stdio", "http") if t in transports},
        "delete": {},
    }
    if additional_directories:
        session["additionalDirectories"] = {}
    if fork:
        session["fork"] = {}
    if shape == "intermediate":
        session = {"load": {}, "list": {}, "resume": {}, "close": {}, **session}
    return {"session": session}


def user_message(message_id: str, blocks: Sequence[dict[str, Any]]) -> Update:
    return {"sessionUpdate": "user_message", "messageId": message_id, "content": _merged(blocks)}


def state(name: str, stop_reason: str | None = None) -> Update:
    update: Update = {"sessionUpdate": "state_update", "state": name}
    if stop_reason is not None:
        update["stopReason"] = stop_reason
    return update


def permission_params(session_id: str, v1_params: dict[str, Any]) -> dict[str, Any]:
    """Protocol 1's `session/request_permission` params, in protocol 2's shape."""
    call = dict(v1_params["toolCall"])
    return {
        "sessionId": session_id,
        "title": call.get("title") or "Allow this tool call?",
        "subject": {"type": "tool_call", "toolCall": call},
        "options": v1_params["options"],
    }


def diff_v2(item: dict[str, Any]) -> dict[str, Any]:
    """A v1 diff (`path`, `oldText`, `newText`) as a v2 one: the change, and a git patch."""
    path, old, new = item["path"], item.get("oldText"), item["newText"]
    operation = "add" if old is None else "modify"
    lines = difflib.unified_diff(
        (old or "").splitlines(keepends=True),
        new.splitlines(keepends=True),
        "/dev/null" if old is None else path,
        path,
    )
    # Git's format with the absolute paths the draft asks for (no a/ b/ prefixes).
    header = f"diff --git {path} {path}\n" + ("new file mode 100644\n" if old is None else "")
    no_newline = "\n\\ No newline at end of file\n"
    body = "".join(line if line.endswith("\n") else line + no_newline for line in lines)
    return {
        "type": "diff",
        "changes": [{"operation": operation, "path": path, "fileType": "text"}],
        "patch": {"format": "git_patch", "text": header + body},
    }


def _merged(blocks: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    """Adjacent plain text blocks joined into one (a whole message, not its chunks)."""
    out: list[dict[str, Any]] = []
    for block in blocks:
        plain = set(block) == {"type", "text"} and block["type"] == "text"
        if plain and out and set(out[-1]) == {"type", "text"} and out[-1]["type"] == "text":
            out[-1] = {"type": "text", "text": out[-1]["text"] + block["text"]}
        else:
            out.append(dict(block))
    return out


def _plain_text(item: dict[str, Any]) -> str | None:
    block = item.get("content")
    if item.get("type") == "content" and isinstance(block, dict) and set(block) == {"type", "text"}:
        return block["text"] if block["type"] == "text" and isinstance(block["text"], str) else None
    return None


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


class WireV2:
    """Stored (protocol-1) updates → protocol-2 updates, for one session's stream."""

    def __init__(self) -> None:
        self.plan_id = "plan_0"
        self._generated = 0
        self._replaying = False
        self._commands: dict[str, str] = {}  # execute calls' commands, by tool call id
        self._with_content: set[str] = set()  # tool calls whose content was sent

    def begin_turn(self, user_message_id: str) -> None:
        self.plan_id = f"plan_{user_message_id}"

    def live(self, update: Update) -> list[Update]:
        kind = update.get("sessionUpdate")
        if kind in ("tool_call", "tool_call_update"):
            raw_input = update.get("rawInput")
            command = raw_input.get("command") if isinstance(raw_input, dict) else None
            if update.get("kind") == "execute" and isinstance(command, str):
                self._commands[update["toolCallId"]] = command
            return self._tool_call({**update, "sessionUpdate": "tool_call_update"})
        if kind == "plan":
            plan = {"type": "items", "planId": self.plan_id, "entries": update.get("entries", [])}
            return [{"sessionUpdate": "plan_update", "plan": plan}]
        if kind == "current_mode_update":
            return []
        if kind in _UPSERTS and not update.get("messageId"):
            self._generated += 1
            return [{**update, "messageId": f"msg_v2_{self._generated}"}]
        return [update]

    def _tool_call(self, update: Update) -> list[Update]:
        content = update.get("content")
        if not isinstance(content, list):
            return [update]
        call_id = update["toolCallId"]
        texts = [_plain_text(item) for item in content]
        raw_output = update.get("rawOutput")
        exit_code = raw_output.get("exitCode") if isinstance(raw_output, dict) else None
        output = texts[0] if len(texts) == 1 else None  # one text item: a command's output
        if call_id in self._commands and isinstance(exit_code, int) and output is not None:
            return self._terminal(update, output, exit_code)
        converted = [diff_v2(item) if item.get("type") == "diff" else item for item in content]
        adjacent_texts = any(a is not None and b is not None for a, b in itertools.pairwise(texts))
        if call_id in self._with_content or adjacent_texts or not converted:
            self._with_content.add(call_id)
            return [{**update, "content": converted}]
        self._with_content.add(call_id)
        head = {key: value for key, value in update.items() if key != "content"}
        out: list[Update] = [head]
        for item, text in zip(converted, texts, strict=True):
            pieces = [item]
            if text is not None and len(text) > 1:  # streamed in two halves: the client joins them
                half = len(text) // 2
                pieces = [{"type": "content", "content": {"type": "text", "text": part}}
                          for part in (text[:half], text[half:])]
            out += [{"sessionUpdate": "tool_call_content_chunk", "toolCallId": call_id, "content": piece}
                    for piece in pieces]
        return out

    def _terminal(self, update: Update, output: str, exit_code: int) -> list[Update]:
        call_id = update["toolCallId"]
        terminal_id = f"term_{call_id}"
        self._with_content.add(call_id)
        data = output.encode("utf-8")
        reference = {"type": "terminal", "terminalId": terminal_id}
        out: list[Update] = [{**update, "content": [reference]}]
        start: Update = {"sessionUpdate": "terminal_update", "terminalId": terminal_id,
                         "command": self._commands[call_id]}
        chunks = [data[: len(data) // 2], data[len(data) // 2 :]] if self._replaying else [data]
        if self._replaying:  # a snapshot of what there was, then what came after
            start["output"] = {"data": _b64(chunks.pop(0))}
        out.append(start)
        out += [{"sessionUpdate": "terminal_output_chunk", "terminalId": terminal_id, "data": _b64(chunk)}
                for chunk in chunks if chunk]
        out.append({"sessionUpdate": "terminal_update", "terminalId": terminal_id,
                    "exitStatus": {"exitCode": exit_code}})
        return out

    def replay(self, history: Iterable[Update]) -> list[Update]:
        self._replaying = True
        out: list[Update] = []
        run: list[Update] = []

        def flush() -> None:
            if run:
                first = run[0]
                message_id = first.get("messageId") or self._new_id()
                if first["sessionUpdate"] == "user_message_chunk":
                    self.begin_turn(message_id)
                content = _merged(u["content"] for u in run if isinstance(u.get("content"), dict))
                kind = _UPSERTS[first["sessionUpdate"]]
                out.append({"sessionUpdate": kind, "messageId": message_id, "content": content})
                run.clear()

        for update in history:
            kind = update.get("sessionUpdate")
            if kind in _UPSERTS:
                key = (kind, update.get("messageId"))
                if run and (run[0]["sessionUpdate"], run[0].get("messageId")) != key:
                    flush()
                run.append(update)
                continue
            flush()
            out.extend(self.live(update))
        flush()
        return out

    def _new_id(self) -> str:
        self._generated += 1
        return f"msg_v2_{self._generated}"


def mcp_servers_problem(value: Any, protocol: int, transports: Sequence[str]) -> str | None:
    """What is wrong with a setup request's `mcpServers` (None: nothing). Each entry must be in the
    negotiated protocol's shape (protocol 1: stdio untyped with `args` and `env`; protocol 2: typed,
    no SSE) and of an advertised transport (stdio always under protocol 1); `_` types pass."""
    if value is None:
        return None
    if not isinstance(value, list):
        return "mcpServers must be a list"
    for server in value:
        if not isinstance(server, dict) or not isinstance(server.get("name"), str):
            return "each MCP server needs a name"
        name = server["name"]
        kind = server.get("type", None if protocol >= 2 else "stdio")
        if not isinstance(kind, str):
            return f"MCP server {name}: type is required in protocol 2"
        if kind.startswith("_"):
            continue
        advertised = kind in transports or (kind == "stdio" and protocol < 2)
        if not advertised or (protocol >= 2 and kind == "sse"):
            return f"MCP server {name}: transport {kind} is not supported"
        fields = ("command", "args", "env") if kind == "stdio" else ("url", "headers")
        # Protocol 2 made args, env and headers optional.
        missing = [f for f in fields if f not in server and (protocol < 2 or f == fields[0])]
        pairs = server.get("env" if kind == "stdio" else "headers", [])
        if (
            missing
            or not isinstance(pairs, list)
            or not all(
                isinstance(e, dict) and isinstance(e.get("name"), str) and isinstance(e.get("value"), str)
                for e in pairs
            )
        ):
            return f"MCP server {name}: malformed {kind} server"
    return None
