"""The bridge's whole ACP read path, in process, fed raw agent bytes: peer → connection → AgentHandle →
transcript → Markdown, plus the session list and its LSP items.

`play()` plays an agent's side from a recording: the bridge asks `initialize`, `session/list` and
`session/load` (the calls the recording was made with), and each request is answered with the next
segment of recorded lines, written in chunks of the given sizes. After its segment the harness adds a
fallback error answer (so a mutated answer can never stall the run) and a barrier notification (so the
bridge has read the whole segment before it makes the next call).

`check()` states what must hold whatever the bytes were: nothing but `AgentError` comes out of a call,
the reader ends cleanly, the transcript is exactly what the reducer makes of the well-formed updates
for the session (nothing lost, duplicated or reordered by the plumbing), its incremental rendering is
the full rendering, and agent text stays inert in the document and in one-line labels.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import anyio
import orjson

from acp_bridge import replay_end
from acp_bridge.acp import AgentError, ClientRole
from acp_bridge.acp.connection import AgentConnection
from acp_bridge.agent_handle import AgentHandle, AgentListener
from acp_bridge.agent_lifecycle import AgentState
from acp_bridge.config import AgentConfig
from acp_bridge.jsonrpc import JsonRpcPeer, LineSplitter, decode
from acp_bridge.jsonrpc.memory import byte_pipe
from acp_bridge.lsp.convert import agent_status, session_item
from acp_bridge.sessions.render import TranscriptMarkdown
from acp_bridge.sessions.transcript import Transcript
from acp_bridge.sessions.whole_markdown import render_markdown

BARRIER = "fuzz/barrier"
CALL_TIMEOUT = 2.0  # only a stalled harness would need it: every request gets a fallback answer
#: Characters a one-line label must never hold: controls, line breaks, bidi and invisible formatting.
LABEL_FORBIDDEN = re.compile(
    "[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c\u200b-\u200d\u2060\ufeff]"
)
#: In the document, outside fences and code spans, these are never agent-made: a `<` that could open
#: a tag, a comment, a declaration or an autolink (all but one before a space or a tab, alone or after
#: `=`s or `-`s), and the brackets a link needs.
PROSE_FORBIDDEN = re.compile(r"<(?![ \t]|[=-]+[ \t])|\]\(|\]:|\]\[")
# A backtick fence's info string holds no backtick (CommonMark 4.5): "```a```" is a code span.
FENCE = re.compile(r"^ {0,3}(`{3,}(?=[^`]*$)|~{3,})")


@dataclass
class Recording:
    source: str
    session_id: str
    cwd: str
    segments: list[list[bytes]]

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Recording:
        return cls(
            data.get("source", "?"),
            data["sessionId"],
            data["cwd"],
            [[line.encode("utf-8", "surrogateescape") for line in segment] for segment in data["segments"]],
        )


@dataclass
class Outcome:
    escaped: list[str] = field(default_factory=list)  # exceptions that came out of the bridge
    transcript: Transcript | None = None
    handle: AgentHandle | None = None
    view_text: str | None = None  # the incrementally maintained document, at the end
    listed: int = 0


class _Listener(AgentListener):
    """Keeps an incremental view of each transcript in step, as the language server does."""

    def __init__(self) -> None:
        self.views: dict[str, TranscriptMarkdown] = {}
        self.changes = 0

    def transcript_changed(self, agent: AgentHandle, transcript: Transcript) -> None:
        view = self.views.get(transcript.session_id)
        if view is None or view.transcript is not transcript:
            view = self.views[transcript.session_id] = TranscriptMarkdown(transcript)
        self.changes += 1
        if self.changes % 7 == 0:  # render now and then mid-stream, like an editor fetching the tail
            view.text()


#: The calls a recording was made with, in order: segment k answers CALLS[k].
CALLS = ("initialize", "session/list", "session/load")


async def _agent_side(
    requests: Any, out: Any, segments: Sequence[Sequence[bytes]], chunks: Sequence[int], served: set[int]
) -> None:
    """Answers the bridge's first request of CALLS[k] with segment k, a fallback answer and a barrier k
    (any other request gets only the fallback). `served` holds the segments sent, so the bridge knows
    which barriers will come: a call the agent did not advertise is refused before anything is sent."""
    splitter = LineSplitter()
    sizes = list(chunks) or [1 << 16]
    turn = 0
    try:
        while True:
            try:
                data = await requests.receive()
            except (anyio.EndOfStream, anyio.ClosedResourceError):
                return
            for line in splitter.feed(data):
                if not isinstance(line, bytes):
                    continue
                message = orjson.loads(line)
                if not isinstance(message, dict) or "method" not in message or "id" not in message:
                    continue  # the bridge's answers to the agent's requests, and its notifications
                method = message["method"]
                k = CALLS.index(method) if method in CALLS else -1
                if k in served:
                    k = -1
                segment = segments[k] if 0 <= k < len(segments) else []
                fallback = {
                    "jsonrpc": "2.0",
                    "id": message["id"],
                    "error": {"code": -32603, "message": "fuzz: no answer in this segment"},
                }
                barrier = {"jsonrpc": "2.0", "method": BARRIER, "params": k}
                blob = b"".join(line + b"\n" for line in segment)
                blob += orjson.dumps(fallback) + b"\n" + orjson.dumps(barrier) + b"\n"
                served.add(k)
                pos = 0
                while pos < len(blob):
                    size = max(1, sizes[turn % len(sizes)])
                    turn += 1
                    await out.send(blob[pos : pos + size])
                    pos += size
    finally:
        await out.aclose()


async def play(recording: Recording, chunks: Sequence[int] = ()) -> Outcome:
    """Runs the bridge's read path against the recording (see the module docstring)."""
    outcome = Outcome()
    to_bridge_send, to_bridge_receive = byte_pipe(1 << 14)
    to_agent_send, to_agent_receive = byte_pipe(1 << 14)
    peer = JsonRpcPeer(to_bridge_receive, to_agent_send, name="fuzz", default_timeout=CALL_TIMEOUT)
    barriers: list[Any] = []
    barrier_seen = anyio.Event()

    def on_barrier(params: Any) -> None:
        nonlocal barrier_seen
        barriers.append(params)
        barrier_seen.set()

    peer.on_notification(BARRIER, on_barrier)
    connection = AgentConnection("fuzz", peer, None, ClientRole())
    listener = _Listener()

    served: set[int] = set()

    async def barrier(k: int) -> None:
        """Waits until the bridge has read segment k, if the bridge asked for it at all (a call the
        agent did not advertise is refused before anything is sent)."""
        nonlocal barrier_seen
        if k not in served:
            return
        with anyio.move_on_after(CALL_TIMEOUT * 2):
            while k not in barriers:
                barrier_seen = anyio.Event()
                if k in barriers:
                    break
                await barrier_seen.wait()

    async def call(what: str, step: Any) -> Any:
        try:
            return await step
        except AgentError:
            return None
        except Exception as exc:  # everything else escaped the bridge: a finding
            outcome.escaped.append(f"{what}: {type(exc).__name__}: {exc}")
            return None

    async with anyio.create_task_group() as tg:
        handle = AgentHandle(
            AgentConfig(id="fuzz", command="fuzz"), tg, client=connection.client, listener=listener
        )
        outcome.handle = handle

        async def reader() -> None:
            try:
                await peer.run()
            except Exception as exc:
                outcome.escaped.append(f"reader: {type(exc).__name__}: {exc}")

        tg.start_soon(reader)
        tg.start_soon(_agent_side, to_agent_receive, to_bridge_send, recording.segments, chunks, served)
        await call("initialize", connection.initialize())
        await barrier(0)
        handle._feed_from(connection)
        handle.connection = connection
        handle.state = AgentState.READY
        listing = await call("session/list", handle.listing.first_page(None))
        await barrier(1)
        if listing is not None:
            outcome.listed = len(listing.sessions)
        await call("session/load", handle.load(recording.session_id, cwd=recording.cwd, fallback_cwd="/"))
        await barrier(2)
        outcome.transcript = handle.transcripts.get(recording.session_id)
        view = listener.views.get(recording.session_id)
        if outcome.transcript is not None and view is not None and view.transcript is outcome.transcript:
            outcome.view_text = await call("render", _async(view.text))
        await to_agent_send.aclose()  # the bridge hangs up: the agent side ends, then the reader
        with anyio.move_on_after(CALL_TIMEOUT * 2) as scope:
            while peer.closed is None:
                await anyio.sleep(0.001)
        if scope.cancelled_caught:
            outcome.escaped.append("the reader did not end after the agent hung up")
        tg.cancel_scope.cancel()
    for stream in (to_bridge_send, to_bridge_receive, to_agent_send, to_agent_receive):
        await stream.aclose()
    return outcome


async def _async(fn: Any) -> Any:
    return fn()


class _SwallowedErrors(logging.Handler):
    """The bridge catches a failing handler or reducer step and logs it with its traceback, so the
    connection survives; for the fuzzer such a log record is a finding all the same."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.found: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        if record.exc_info:
            self.found.append(f"logged with a traceback: {record.getMessage()[:200]}")


def run(recording: Recording, chunks: Sequence[int] = ()) -> Outcome:
    saved = replay_end.REPLAY_QUIET_PERIOD, replay_end.LATE_REPLAY_WAIT
    # The barrier replaces the wait for a late replay here.
    replay_end.REPLAY_QUIET_PERIOD = replay_end.LATE_REPLAY_WAIT = 0.0
    bridge_log = logging.getLogger("acp_bridge")
    saved_level, saved_propagate = bridge_log.level, bridge_log.propagate
    errors = _SwallowedErrors()
    bridge_log.addHandler(errors)
    bridge_log.setLevel(logging.ERROR)  # junk is logged as warnings by design: not worth the time here
    bridge_log.propagate = False
    try:
        outcome = anyio.run(play, recording, chunks, backend="asyncio")
    finally:
        replay_end.REPLAY_QUIET_PERIOD, replay_end.LATE_REPLAY_WAIT = saved
        bridge_log.removeHandler(errors)
        bridge_log.setLevel(saved_level)
        bridge_log.propagate = saved_propagate
    outcome.escaped += errors.found
    return outcome


# -- what must hold ---------------------------------------------------------------------------------


def expected_transcript(recording: Recording) -> Transcript:
    """The reducer alone, given exactly the well-formed `session/update` notifications for the session
    in the load segment (as the peer frames and parses them)."""
    reference = Transcript(recording.session_id)
    reference.begin_replay()
    splitter = LineSplitter()
    segment = recording.segments[2] if len(recording.segments) > 2 else []
    blob = b"".join(line + b"\n" for line in segment)
    for line in [*splitter.feed(blob), *splitter.finish()]:
        if not isinstance(line, bytes):
            continue
        try:
            # The bridge's one decode path (tolerant of lone surrogates, a BOM, 1e999) reads the same.
            message, _tolerated = decode.loads(line)
        except decode.Undecodable:
            continue
        if not isinstance(message, dict) or message.get("method") != "session/update":
            continue
        if message.get("id") is not None:
            continue  # a request, not a notification
        params = message.get("params")
        if not isinstance(params, dict):
            continue
        session_id, update = params.get("sessionId"), params.get("update")
        if session_id == recording.session_id and isinstance(update, dict):
            reference.apply(update)
    reference.end_replay()
    return reference


QUOTE = re.compile(r"^(?: {0,3}> ?)+")


def prose_violations(markdown: str) -> list[str]:
    """Lines outside fences (and outside inline code) holding HTML or link syntax. Block-quote markers
    are taken off first: thoughts are quoted, with their code fences inside the quote."""
    problems = []
    fence: str | None = None
    for number, quoted in enumerate(markdown.split("\n")):
        line = QUOTE.sub("", quoted)
        match = FENCE.match(line)
        if fence is not None:
            if (
                match
                and match.group(1)[0] == fence[0]
                and len(match.group(1)) >= len(fence)
                and not line.strip().strip(fence[0])
            ):
                fence = None
            continue
        if match:
            fence = match.group(1)
            continue
        prose = re.sub(r"(`+)(?:(?!\1).)+?\1", "`", line)  # inline code spans show as typed
        if PROSE_FORBIDDEN.search(prose) or "]:" in line:  # a definition is read before spans
            problems.append(f"line {number}: {line[:200]!r}")
    if fence is not None:
        problems.append("the document ends inside a fence")
    return problems


def check(recording: Recording, outcome: Outcome) -> list[str]:
    problems = list(outcome.escaped)
    handle = outcome.handle
    assert handle is not None
    transcript = outcome.transcript
    if transcript is not None:
        want = [e.to_json() for e in expected_transcript(recording).entries]
        got = [e.to_json() for e in transcript.entries]
        if got != want:
            problems.append(
                f"transcript differs from the reducer's: {len(got)} entries, expected {len(want)}"
            )
        try:
            full = render_markdown(transcript)
        except Exception as exc:
            problems.append(f"render: {type(exc).__name__}: {exc}")
            full = ""
        if outcome.view_text is not None and outcome.view_text != full:
            problems.append("the incremental document differs from a full rendering")
        problems += prose_violations(full)
    for record in handle.registry:
        item = session_item(record).wire()
        for key in ("displayTitle", "title", "cwd", "firstPrompt"):
            value = item.get(key)
            if isinstance(value, str) and LABEL_FORBIDDEN.search(value):
                problems.append(f"SessionItem.{key} holds a control or bidi character: {value!r:.100}")
        for value in [*item["facts"], *item["additionalDirectories"]]:
            if LABEL_FORBIDDEN.search(value):
                problems.append(f"SessionItem list field holds a control or bidi character: {value!r:.100}")
    status = agent_status(handle).wire()
    if isinstance(status.get("error"), str) and LABEL_FORBIDDEN.search(status["error"]):
        problems.append("AgentStatus.error holds a control character")
    return problems
