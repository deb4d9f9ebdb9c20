"""The scripted prompt turn: what the demo agent "says", with no LLM, deterministically.

A plain prompt gets: a thought, a plan, an agent message streamed in chunks, an edit tool call with a
diff (pending -> in_progress -> completed), the plan completed, a closing message; the first prompt
of an untitled session also gets a generated title. Commands exercise the client's side:

    /rename NEW TITLE          session_info_update with the new title
    /fs-read PATH              fs/read_text_file (only if the client advertised it), result as text
    /fs-write PATH TEXT        fs/write_text_file (likewise)
    /permission                session/request_permission with allow_once / reject_once
    /slow SECONDS [TEXT]       the plain script spread over SECONDS (to test cancellation)
    /help                      this list

Every update is stored before it is sent, so a later `session/load` replays exactly this turn.
Under protocol 2 (`Turn.wire` set) the stored protocol-1 updates are sent in protocol-2 shapes, the
prompt is acknowledged with a `user_message`, and `state_update`s (not stored: they are not history)
report running / requires_action.
"""

from __future__ import annotations

import math
import os
import re
import unicodedata
from dataclasses import dataclass, field
from typing import Any

import anyio

from ..jsonrpc import JsonRpcError, JsonRpcPeer, RpcFailure
from . import updates as u
from . import wire as w
from .store import SessionStore

COMMANDS: dict[str, str] = {
    "rename": "Rename this session: /rename NEW TITLE",
    "fs-read": "Read a file through the client: /fs-read PATH",
    "fs-write": "Write a file through the client: /fs-write PATH TEXT",
    "permission": "Ask the client for permission: /permission",
    "slow": "Reply slowly (to test cancel): /slow SECONDS [TEXT]",
    "help": "List these commands: /help",
}
CLIENT_CALL_TIMEOUT = 30.0
#: After session/cancel, how long a pending permission request may wait for the client's
#: `cancelled` answer (which the spec requires) before the agent stops waiting.
PERMISSION_CANCEL_GRACE = 2.0
_COMMAND = re.compile(r"^/([a-z-]+)(?:\s+(.*))?$", re.DOTALL)
_NOTE_FILE = ("notes", "demo-agent.md")


@dataclass(eq=False)
class PromptRun:
    """The running turn of one session; `session/cancel` and `session/close` go through it."""

    scope: anyio.CancelScope = field(default_factory=anyio.CancelScope)
    cancel_requested: anyio.Event = field(default_factory=anyio.Event)
    done: anyio.Event = field(default_factory=anyio.Event)
    awaiting_permission: bool = False

    def request_cancel(self) -> None:
        self.cancel_requested.set()
        if not self.awaiting_permission:
            self.scope.cancel()


@dataclass(eq=False)
class Turn:
    """One prompt turn's context: emits updates (stored, then sent) and calls the client."""

    peer: JsonRpcPeer
    store: SessionStore
    session_id: str
    cwd: str
    title: str | None
    mode: str
    client_fs: dict[str, bool]
    run: PromptRun
    delay: float  # seconds the plain script spends sleeping in total
    new_title: str | None = None
    open_tool_calls: set[str] = field(default_factory=set)
    #: Protocol 2: translates what is stored into what is sent. None: protocol 1.
    wire: w.WireV2 | None = None

    async def emit(self, *updates: u.Update) -> None:
        # Shielded so a cancel never leaves an update stored but unsent (or sent but unstored).
        with anyio.CancelScope(shield=True):
            self.store.append(self.session_id, updates)
            for update in updates:
                self._track(update)
                for sent in self.wire.live(update) if self.wire is not None else [update]:
                    await self.send(sent)

    async def send(self, update: u.Update) -> None:
        """Sends without storing (protocol 2's state updates and acknowledgement)."""
        await self.peer.notify("session/update", {"sessionId": self.session_id, "update": update})

    async def acknowledge(self, message_id: str, prompt: list[dict[str, Any]]) -> None:
        """Protocol 2: where the prompt went in the history, and that work started."""
        if self.wire is not None:
            self.wire.begin_turn(message_id)
            with anyio.CancelScope(shield=True):
                await self.send(w.user_message(message_id, prompt))
                await self.send(w.state("running"))

    def store_only(self, *updates: u.Update) -> None:
        self.store.append(self.session_id, updates)

    def _track(self, update: u.Update) -> None:
        kind = update["sessionUpdate"]
        if kind == "tool_call":
            self.open_tool_calls.add(update["toolCallId"])
        elif kind == "tool_call_update" and update.get("status") in ("completed", "failed"):
            self.open_tool_calls.discard(update["toolCallId"])

    async def pause(self, steps: int = 10) -> None:
        await anyio.sleep(self.delay / steps)

    async def say(self, *parts: str) -> None:
        message_id = u.new_id("msg")
        for index, part in enumerate(parts):
            if index:
                await self.pause(len(parts) * 3)
            await self.emit(u.agent_chunk(message_id, part))

    def path(self, raw: str) -> str:
        return os.path.normpath(os.path.join(self.cwd, os.path.expanduser(raw)))


async def play(turn: Turn, prompt: list[dict[str, Any]]) -> None:
    """Runs the turn's script. Cancellation arrives through `turn.run.scope` (the caller's)."""
    # Stored for replay only: the client already shows what it sent. One id for all its blocks.
    user_message_id = u.new_id("msg")
    turn.store_only(*(u.user_chunk(user_message_id, block) for block in prompt))
    await turn.acknowledge(user_message_id, prompt)
    text = prompt_text(prompt).strip()
    match = _COMMAND.match(text)
    command = match.group(1) if match and match.group(1) in COMMANDS else None
    rest = (match.group(2) or "").strip() if match else ""
    if command == "rename":
        await _rename(turn, rest)
    elif command == "fs-read":
        await _fs_read(turn, rest)
    elif command == "fs-write":
        await _fs_write(turn, rest)
    elif command == "permission":
        await _permission(turn)
    elif command == "slow":
        seconds, _, topic = rest.partition(" ")
        try:
            turn.delay = min(max(float(seconds), 0.0), 600.0)
        except ValueError:
            await turn.say("Usage: /slow SECONDS [TEXT]")
            return
        await _scripted(turn, topic or "a slow reply")
    elif command == "help":
        await turn.say("Commands:\n\n", "\n".join(f"- `/{n}`: {d}" for n, d in COMMANDS.items()))
    else:
        await _scripted(turn, text)
        if turn.title is None:
            turn.new_title = generate_title(text)


async def _scripted(turn: Turn, text: str) -> None:
    topic = one_line(text, 60) or "your request"
    await turn.emit(u.thought_chunk(u.new_id("msg"), f"The user asked about “{topic}”. "))
    await turn.pause()
    steps = ["Read the relevant code", "Make a small edit", "Summarise the change"]
    await turn.emit(u.plan([(s, "high" if i < 2 else "medium", "pending") for i, s in enumerate(steps)]))
    await turn.say("Sure. ", "Here is what I'll do ", f"for “{topic}”: ", "read, edit, then summarise.")
    if turn.mode != "ask":
        await _edit_tool(turn, topic)
    await turn.emit(u.plan([(s, "high" if i < 2 else "medium", "completed") for i, s in enumerate(steps)]))
    await turn.pause()
    await turn.say("Done. ", "This is the acp-bridge demo agent: ", "nothing was changed on disk.")


async def _edit_tool(turn: Turn, topic: str) -> None:
    path = os.path.join(turn.cwd, *_NOTE_FILE)
    call_id = u.new_id("call")
    await turn.emit(
        u.tool_call(call_id, f"Edit {'/'.join(_NOTE_FILE)}", "edit", path=path, raw_input={"path": path})
    )
    await turn.pause()
    await turn.emit(u.tool_update(call_id, "in_progress"))
    await turn.pause()
    old = "# Notes\n"
    new = f"# Notes\n\n- {topic}\n"
    content = [u.diff(path, old, new), u.tool_text("Applied 1 edit (demo: not written to disk).")]
    await turn.emit(u.tool_update(call_id, "completed", content))


async def _rename(turn: Turn, title: str) -> None:
    title = one_line(title, 200)
    if not title:
        await turn.say("Usage: /rename NEW TITLE")
        return
    turn.new_title = title
    await turn.say(f"Renamed this session to “{title}”.")


async def _fs_read(turn: Turn, rest: str) -> None:
    raw, _ = split_path(rest)
    if not raw:
        await turn.say("Usage: /fs-read PATH")
        return
    if not turn.client_fs.get("readTextFile"):
        await turn.say(
            "The client did not advertise `fs.readTextFile`, so I did not call `fs/read_text_file`."
        )
        return
    path = turn.path(raw)
    call_id = u.new_id("call")
    await turn.emit(u.tool_call(call_id, f"Read {path}", "read", path=path, raw_input={"path": path}))
    try:
        result = await turn.peer.request(
            "fs/read_text_file", {"sessionId": turn.session_id, "path": path}, timeout=CLIENT_CALL_TIMEOUT
        )
    except RpcFailure as exc:
        await _client_call_failed(turn, call_id, "fs/read_text_file", exc)
        return
    content = result.get("content") if isinstance(result, dict) else None
    if not isinstance(content, str):
        await _client_call_failed(turn, call_id, "fs/read_text_file", ValueError("no `content` string"))
        return
    await turn.emit(u.tool_update(call_id, "completed", [u.tool_text(f"{len(content)} characters")]))
    await turn.say(f"Read `{path}` ({len(content)} characters):\n\n", fenced(content))


async def _fs_write(turn: Turn, rest: str) -> None:
    raw, text = split_path(rest)
    if not raw:
        await turn.say("Usage: /fs-write PATH TEXT")
        return
    if not turn.client_fs.get("writeTextFile"):
        await turn.say(
            "The client did not advertise `fs.writeTextFile`, so I did not call `fs/write_text_file`."
        )
        return
    path = turn.path(raw)
    call_id = u.new_id("call")
    await turn.emit(u.tool_call(call_id, f"Write {path}", "edit", path=path, raw_input={"path": path}))
    params = {"sessionId": turn.session_id, "path": path, "content": text}
    try:
        await turn.peer.request("fs/write_text_file", params, timeout=CLIENT_CALL_TIMEOUT)
    except RpcFailure as exc:
        await _client_call_failed(turn, call_id, "fs/write_text_file", exc)
        return
    await turn.emit(u.tool_update(call_id, "completed", [u.diff(path, None, text)]))
    await turn.say(f"Wrote {len(text)} characters to `{path}`.")


async def _client_call_failed(turn: Turn, call_id: str, method: str, exc: Exception) -> None:
    why = f"{exc.message} (code {exc.code})" if isinstance(exc, JsonRpcError) else str(exc)
    await turn.emit(u.tool_update(call_id, "failed", [u.tool_text(f"{method} failed: {why}")]))
    await turn.say(f"`{method}` failed: {why}")


async def _permission(turn: Turn) -> None:
    call_id = u.new_id("call")
    title = "Delete the build folder (demo: nothing is run)"
    await turn.emit(u.tool_call(call_id, title, "delete", raw_input={"command": "rm -r build"}))
    params = {
        "sessionId": turn.session_id,
        "toolCall": {"toolCallId": call_id, "title": title, "kind": "delete", "status": "pending"},
        "options": [
            {"optionId": "allow_once", "name": "Allow once", "kind": "allow_once"},
            {"optionId": "reject_once", "name": "Reject", "kind": "reject_once"},
        ],
    }
    if turn.wire is not None:
        params = w.permission_params(turn.session_id, params)
        await turn.send(w.state("requires_action"))
    try:
        answer = await _ask_permission(turn, params)
    except RpcFailure as exc:
        await _client_call_failed(turn, call_id, "session/request_permission", exc)
        return
    if turn.wire is not None:
        await turn.send(w.state("running"))
    outcome = answer.get("outcome") if isinstance(answer, dict) else None
    chosen = outcome.get("optionId") if isinstance(outcome, dict) else None
    kind = outcome.get("outcome") if isinstance(outcome, dict) else None
    if kind == "selected" and chosen == "allow_once":
        await turn.emit(
            u.tool_update(call_id, "completed", [u.tool_text("Allowed (demo: nothing was run).")])
        )
        await turn.say("Permission outcome: selected `allow_once`.")
    elif kind == "selected":
        await turn.emit(u.tool_update(call_id, "failed", [u.tool_text(f"Not allowed: {chosen}.")]))
        await turn.say(f"Permission outcome: selected `{chosen}`.")
    else:
        await turn.emit(u.tool_update(call_id, "failed", [u.tool_text("Permission request cancelled.")]))
        await turn.say(f"Permission outcome: `{kind or 'invalid answer'}`.")
    if turn.run.cancel_requested.is_set():
        turn.run.scope.cancel()
        await anyio.lowlevel.checkpoint()


async def _ask_permission(turn: Turn, params: dict[str, Any]) -> Any:
    """Waits for the user as long as it takes; after session/cancel, for the client's answer only
    briefly (the spec has the client answer `cancelled`; a client that does not must not hang us)."""
    answer: list[Any] = []

    async def ask(scope: anyio.CancelScope) -> None:
        answer.append(await turn.peer.request("session/request_permission", params, timeout=math.inf))
        scope.cancel()

    async def grace(scope: anyio.CancelScope) -> None:
        await turn.run.cancel_requested.wait()
        await anyio.sleep(PERMISSION_CANCEL_GRACE)
        scope.cancel()

    turn.run.awaiting_permission = True
    try:
        async with anyio.create_task_group() as tg:
            tg.start_soon(ask, tg.cancel_scope)
            tg.start_soon(grace, tg.cancel_scope)
    finally:
        turn.run.awaiting_permission = False
    return answer[0] if answer else {"outcome": {"outcome": "cancelled"}}


# -- text helpers -----------------------------------------------------------------------------------


def prompt_text(prompt: list[dict[str, Any]]) -> str:
    return "\n".join(b["text"] for b in prompt if b.get("type") == "text" and isinstance(b.get("text"), str))


def one_line(text: str, limit: int) -> str:
    """First non-empty line, control and format (bidi) characters removed, cut with an ellipsis."""
    for line in text.splitlines():
        clean = "".join(c for c in line if unicodedata.category(c) not in ("Cc", "Cf")).strip()
        clean = " ".join(clean.split())
        if clean:
            return clean if len(clean) <= limit else clean[: limit - 1].rstrip() + "…"
    return ""


def generate_title(text: str) -> str:
    title = one_line(text, 60).rstrip(".?!")
    return (title[:1].upper() + title[1:]) if title else "Demo session"


def split_path(rest: str) -> tuple[str, str]:
    """`PATH TEXT` or `"PATH WITH SPACES" TEXT`."""
    rest = rest.strip()
    if rest[:1] in ('"', "'"):
        end = rest.find(rest[0], 1)
        if end > 0:
            return rest[1:end], rest[end + 1 :].lstrip()
    path, _, text = rest.partition(" ")
    return path, text


def fenced(content: str) -> str:
    """A code fence longer than any backtick run inside, so the file cannot close it early."""
    longest = max((len(m) for m in re.findall(r"`+", content)), default=0)
    fence = "`" * max(3, longest + 1)
    return f"{fence}\n{content}{'' if content.endswith(chr(10)) else chr(10)}{fence}\n"
