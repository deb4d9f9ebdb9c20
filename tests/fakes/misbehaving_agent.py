"""A tiny ACP agent run as a real subprocess, whose misbehaviour is chosen by command-line flags.

Standard library only and synchronous (a helper thread for late answers), so it starts fast and
behaves the same everywhere. Without flags it is a well-behaved protocol-1 agent with one session,
`s1`, whose load replays `--updates` text chunks. Flags combine freely:

Process
  --stderr-flood MB         write MB MiB of log lines to stderr before serving (blocks if nobody reads)
  --stderr-line TEXT        write TEXT to stderr at start (repeatable)
  --ignore-eof              keep running after stdin reaches EOF
  --ignore-sigterm          ignore SIGTERM (only SIGKILL stops it)
  --exit-at-start CODE      write "fatal: refusing to start" to stderr and exit with CODE at once
  --close-stdout            close stdout at once and run on (until stdin closes)
  --exit-after-updates N    during a replay, exit with --exit-code after N updates
  --exit-code CODE          the code for --exit-after-updates (default 3)
  --spawn-child             start a grandchild that sleeps, in the agent's process group; its pid
                            goes to stderr as "child pid N"
  --spawn-setsid-child      start a grandchild that sleeps in a session of its own (setsid: out of the
                            agent's process group); its pid goes to --pid-file too
  --spawn-orphan            double-fork a process that sleeps in a session of its own, holding the
                            agent's pipes: no descendant of the agent once its parent has exited
                            (its pid goes to --pid-file too)
  --pid-file FILE           write the agent's pid (and its grandchildren's) to FILE at start

Answers
  --hang METHOD             never answer METHOD (repeatable)
  --heartbeat KIND          while a hung session/load waits, an update every 0.3 s: foreign (a
                            text chunk of another session) or usage (a usage_update of the session)
  --late METHOD=SECONDS     answer the first call of METHOD only after SECONDS (other requests are
                            served meanwhile; repeatable)
  --unimplemented METHOD    answer METHOD -32601 although it is advertised (repeatable)
  --without NAME            do not advertise sessionCapabilities.NAME (close, delete, …; repeatable)
  --fork                    advertise sessionCapabilities.fork: a fork of a known session is a new
                            one, fork-1, fork-2, …, known from then on (its load replays nothing)
  --not-found-code CODE     the error code for an unknown session id (default -32002)
  --malformed               before each answer, write junk lines (not JSON, bad UTF-8, an array, a
                            response with an unknown id, …)
  --huge-line MB            before answering session/load, send one update of MB MiB
  --huge-response MB        answer session/load with a result of MB MiB (one line)
  --undecodable-answer METHOD  answer METHOD with a line no JSON decoder reads (its id is plain)

Valid but unusual JSON
  --odd-json                a byte-order mark before the first message; lone surrogate escapes
                            ("\ud83d") in titles and replayed text; 1e999 in a replayed _meta;
                            an integer beyond 64 bits in a tool call's rawOutput
  --deep N                  nest a value N levels deep (in --deep-in)
  --deep-in WHERE           rawOutput | rawInput (a replayed tool call) | meta (each listed
                            session's _meta) | error (session/list answers an error whose message is
                            the deep value) | initialize (its protocolVersion is) | request-id (before
                            answering session/list, a request to the client with that id);
                            default rawOutput

Replays (session/load; session/resume with --replay-on-resume)
  --updates N               text chunks replayed (default 3), written in large batches
  --message-ids             chunks carry a messageId (one message per 10 chunks)
  --foreign-updates         interleave updates for unknown sessions and malformed session/update
  --tool-update-first       replay a tool_call_update before its tool_call
  --unknown-kinds           replay updates of kinds nobody knows
  --replay-after-response   answer first, then replay (the spec has it the other way round)
  --update-gap SECONDS      pause between replayed updates (default 0)
  --replay-delay SECONDS    with --replay-after-response: wait this long after the answer
  --replay-on-resume        session/resume replays the history too (against the spec)

Listing
  --sessions N              sessions s1..sN (default 1); only s1 has a replay script
  --huge-fields KIB         each listed session's title, cwd, additionalDirectories and _meta hold
                            KIB KiB each
  --page-size N             sessions per session/list page (default 50)
  --cursor MODE             normal | repeat (the next cursor is the one just used) | overlap (pages
                            overlap by half) | endless (a fresh cursor forever, same sessions) |
                            cycle (c1 → c2 → c1 …) | fresh (new sessions on every page, forever)
  --list-null               answer session/list with null instead of an object
  --list-fail-after N       the first N session/list calls succeed; later ones answer -32603
  --listed-cwd DIR          the folder every listed session names (default: the agent's own)

Files
  --fs-flood N              on a load of s1: send N fs/read_text_file requests for --fs-on-load's
                            PATH at once, then stop reading stdin (and never answer)
  --fs-on-load PATH         on a load or resume of s1, before answering: read PATH and write
                            PATH.written (fs/read_text_file, fs/write_text_file), and replay what
                            the client answered as the chunks "fs read: …" and "fs write: …"

Hostile text
  --hostile                 titles, text and stderr full of control and bidi characters, Markdown
                            fences, HTML and `command:` links
  --ask-permission          on session/prompt, ask session/request_permission first (hostile title
                            and option names with --hostile) and report the outcome as a chunk
  --echo-env NAME           put the value of the environment variable NAME on stderr, in the
                            session title and in the replayed text (a secret that must be redacted)
  --secret-at-trace-cut     with --echo-env: also replay the secret after 3700..3999 characters of
                            padding, so it straddles wherever a log cuts a long line
  --echo-mcp                advertise http and sse MCP servers, and write every env and header value
                            of the MCP servers a session setup brings on stderr ("mcp credential …")
  --echo-escaped            echo the secrets (--echo-env, --echo-mcp) as other encoders write them
                            (`spellings`: `\\/`, `\\u003d`, every character as `\\uXXXX`, `%2F`, `%2f`),
                            on stderr and in the JSON text of replayed chunks
  --crash-on-unknown        a load or resume of an unknown session writes the secrets echoed so far
                            on stderr and exits with code 5 (the request fails: the agent exited)
"""

from __future__ import annotations

import argparse
import json
import os
import re
import signal
import subprocess
import sys
import threading
import time
import urllib.parse
from collections.abc import Iterator
from typing import Any, NoReturn

SESSION_ID = "s1"
#: Stands for a deep value in a message until it is written (json.dumps would recurse into it).
DEEP_MARK = b"@@deep@@"
#: Stands for 1e999 (json.dumps writes infinity as `Infinity`, which is not JSON).
HUGE_MARK = b"@@huge@@"
#: Stands for an integer beyond 64 bits (the typed decode reads it as an int, orjson as a float).
BIG_INT_MARK = b"@@bigint@@"


def deep_json(depth: int) -> bytes:
    """A JSON value `depth` levels deep, as text: {"a": {"a": … 1 …}}."""
    return b'{"a": ' * depth + b"1" + b"}" * depth


JUNK_LINES = (
    b"this is not json\n",
    b'\xff\xfe{"broken": \xc3\n',
    b"[1, 2, 3]\n",
    b'{"jsonrpc": "2.0", "id": 987654, "result": {}}\n',
    b'{"jsonrpc": "2.0", "id": "no-such-id", "error": {"code": -32603, "message": "late"}}\n',
    b'{"jsonrpc": "2.0", "id": true, "result": {}}\n',
    b"{}\n",
    b"null\n",
    b'"a string"\n',
    b"\n",
)

#: Text that tries every trick against the editor: controls, bidi overrides, fences, HTML, links.
HOSTILE_TITLE = (
    "Fix\x1b[31m red\x07\x00 \u202egnp.exe\u202c \u2066iso\u2069 </title><img src=x onerror=alert(1)> "
    "[click](command:workbench.action.terminal.new) ```js\nline two\r\nthree\u2028four"
)
HOSTILE_TEXT = (
    "before\n```\nfence closed early\n```\n<script>alert(1)</script>\n"
    "[run](command:workbench.action.terminal.sendSequence?%7B%22text%22%3A%22rm%20-rf%20~%22%7D)\n"
    "<!-- hidden --> &lt;ok&gt; \u202eevil\u202c \x1b]8;;command:x\x07link\x1b]8;;\x07 ~~~\n"
    "[ref]: command:workbench.action.quit\n<https://example.com> ![img](file:///etc/passwd)\n"
)


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__)
    add = parser.add_argument
    add("--stderr-flood", type=float, default=0.0, metavar="MB")
    add("--stderr-line", action="append", default=[])
    add("--ignore-eof", action="store_true")
    add("--ignore-sigterm", action="store_true")
    add("--exit-at-start", type=int, default=None, metavar="CODE")
    add("--exit-after-updates", type=int, default=None, metavar="N")
    add("--exit-code", type=int, default=3)
    add("--spawn-child", action="store_true")
    add("--spawn-setsid-child", action="store_true")
    add("--spawn-orphan", action="store_true")
    add("--close-stdout", action="store_true")
    add("--pid-file", default=None)
    add("--hang", action="append", default=[], metavar="METHOD")
    add("--heartbeat", choices=("foreign", "usage"))
    add("--huge-fields", type=int, default=0, metavar="KIB")
    add("--late", action="append", default=[], metavar="METHOD=SECONDS")
    add("--unimplemented", action="append", default=[], metavar="METHOD")
    add("--without", action="append", default=[], metavar="NAME")
    add("--fork", action="store_true")
    add("--not-found-code", type=int, default=-32002)
    add("--malformed", action="store_true")
    add("--huge-line", type=float, default=0.0, metavar="MB")
    add("--huge-response", type=float, default=0.0, metavar="MB")
    add("--undecodable-answer", action="append", default=[], metavar="METHOD")
    add("--odd-json", action="store_true")
    add("--deep", type=int, default=0, metavar="N")
    places = ("rawOutput", "rawInput", "meta", "error", "initialize", "request-id")
    add("--deep-in", choices=places, default="rawOutput")
    add("--updates", type=int, default=3)
    add("--message-ids", action="store_true")
    add("--foreign-updates", action="store_true")
    add("--tool-update-first", action="store_true")
    add("--unknown-kinds", action="store_true")
    add("--replay-after-response", action="store_true")
    add("--update-gap", type=float, default=0.0)
    add("--listed-cwd")
    add("--fs-on-load")
    add("--fs-flood", type=int, default=0)
    add("--replay-delay", type=float, default=0.0)
    add("--replay-on-resume", action="store_true")
    add("--sessions", type=int, default=1)
    add("--page-size", type=int, default=50)
    add("--cursor", choices=("normal", "repeat", "overlap", "endless", "cycle", "fresh"), default="normal")
    add("--list-null", action="store_true")
    add("--list-fail-after", type=int, default=None, metavar="N")
    add("--hostile", action="store_true")
    add("--echo-env", default=None, metavar="NAME")
    add("--ask-permission", action="store_true")
    add("--secret-at-trace-cut", action="store_true")
    add("--echo-mcp", action="store_true")
    add("--echo-escaped", action="store_true")
    add("--crash-on-unknown", action="store_true")
    return parser.parse_args(argv)


def spellings(secret: str, escaped: bool) -> list[str]:
    """The secret as written, or (`escaped`) as JSON and URL encoders other than Python's write it."""
    if not escaped:
        return [secret]
    as_json = json.dumps(secret)[1:-1]
    data = secret.encode("utf-16-be", "surrogatepass")
    units = [int.from_bytes(data[i : i + 2], "big") for i in range(0, len(data), 2)]
    percent = urllib.parse.quote(secret, safe="")
    return [
        as_json.replace("/", "\\/"),  # PHP, Java
        as_json.replace("=", "\\u003d").replace("+", "\\u002b"),  # Gson (HTML-safe)
        "".join(f"\\u{unit:04X}" for unit in units),  # every character, upper-case hex
        percent,
        re.sub("%[0-9A-F]{2}", lambda m: m[0].lower(), percent),
    ]


def update_message(session_id: Any, update: Any) -> dict[str, Any]:
    return {
        "jsonrpc": "2.0",
        "method": "session/update",
        "params": {"sessionId": session_id, "update": update},
    }


def chunk(text: str, message_id: str | None = None, kind: str = "agent_message_chunk") -> dict[str, Any]:
    update: dict[str, Any] = {"sessionUpdate": kind, "content": {"type": "text", "text": text}}
    if message_id is not None:
        update["messageId"] = message_id
    return update


class Agent:
    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.out = sys.stdout.buffer
        self.lock = threading.Lock()
        self.late = {m: float(s) for m, _, s in (item.partition("=") for item in args.late)}
        self.list_calls = 0
        self.wrote_bom = False
        self.secret = os.environ.get(args.echo_env, "") if args.echo_env else ""
        #: Every secret echoed so far (--echo-env, --echo-mcp).
        self.held: list[str] = [self.secret] if self.secret else []
        #: Answers the agent waits for (its own requests to the client), by request id.
        self.waiting: dict[Any, Any] = {}
        self.capabilities = {
            "loadSession": True,
            "sessionCapabilities": {
                name: {} for name in ("list", "resume", "close", "delete") if name not in args.without
            },
        }
        if args.fork:
            self.capabilities["sessionCapabilities"]["fork"] = {}
        #: The sessions forked so far (--fork).
        self.forks: list[str] = []
        if args.echo_mcp:
            self.capabilities["mcpCapabilities"] = {"http": True, "sse": True}

    # -- writing ------------------------------------------------------------------------------------

    def write_raw(self, data: bytes) -> None:
        with self.lock:
            self.out.write(data)
            self.out.flush()

    def write(self, message: Any) -> None:
        data = json.dumps(message).encode()
        if self.args.deep:
            data = data.replace(b'"' + DEEP_MARK + b'"', deep_json(self.args.deep))
        if self.args.odd_json and not self.wrote_bom:
            self.wrote_bom = True
            data = b"\xef\xbb\xbf" + data
        self.write_raw(data + b"\n")

    def answer(self, request_id: Any, result: Any = None, error: dict[str, Any] | None = None) -> None:
        if self.args.malformed:
            self.write_raw(b"".join(JUNK_LINES))
        if error is not None:
            self.write({"jsonrpc": "2.0", "id": request_id, "error": error})
        else:
            self.write({"jsonrpc": "2.0", "id": request_id, "result": result})

    # -- sessions -----------------------------------------------------------------------------------

    def title(self, n: int) -> str:
        if self.args.odd_json:
            return f"half an emoji \ud83d #{n}"  # json.dumps writes it as the escape "\ud83d"
        if self.args.hostile:
            return f"{HOSTILE_TITLE} #{n}"
        if self.secret:
            return f"title with {self.secret} #{n}"
        return f"Session {n}"

    def session_info(self, n: int) -> dict[str, Any]:
        cwd = self.args.listed_cwd or os.getcwd() + ("/\u202e\x1b[2J`x`<b>" if self.args.hostile else "")
        info: dict[str, Any] = {
            "sessionId": f"s{n}",
            "cwd": cwd,
            "title": self.title(n),
            "updatedAt": f"2026-01-01T00:{n // 60 % 60:02d}:{n % 60:02d}Z",
        }
        if self.args.hostile:
            info["_meta"] = {"note\u202e": HOSTILE_TITLE, "nested": {"x": 1}}
        if self.args.deep and self.args.deep_in == "meta":
            info["_meta"] = {"deep": DEEP_MARK.decode()}
        if self.args.huge_fields:
            big = "x" * (self.args.huge_fields * 1024)
            info.update(title=big, cwd="/" + big, additionalDirectories=["/" + big] * 4, _meta={"note": big})
        return info

    def list_page(self, params: dict[str, Any]) -> Any:
        self.list_calls += 1
        if self.args.list_null:
            return None
        if self.args.list_fail_after is not None and self.list_calls > self.args.list_fail_after:
            raise AgentFailure(-32603, "the session index is corrupt")
        total, size = self.args.sessions, max(1, self.args.page_size)
        cursor = params.get("cursor")
        mode = self.args.cursor
        start = int(cursor[1:]) if isinstance(cursor, str) and cursor[1:].isdigit() else 0
        if mode == "endless" and cursor is not None:
            start = 0  # the same sessions on every page, with a fresh cursor each time
        if mode == "fresh":
            total = start + size + 1  # there is always another page
        numbers = list(range(start + 1, min(total, start + size) + 1))
        step = size // 2 if mode == "overlap" else size
        next_start = start + max(step, 1)
        next_cursor: str | None = f"c{next_start}" if next_start < total else None
        if mode == "repeat" and cursor is not None:
            next_cursor = cursor
        elif mode == "endless":
            next_cursor = f"e{self.list_calls}"
        elif mode == "cycle":
            next_cursor = "c0" if cursor == f"c{size}" else f"c{size}"
        result: dict[str, Any] = {"sessions": [self.session_info(n) for n in numbers]}
        if next_cursor is not None:
            result["nextCursor"] = next_cursor
        return result

    # -- replay -------------------------------------------------------------------------------------

    def history(self) -> Iterator[tuple[Any, Any]]:
        """The replay of s1: (sessionId, update) pairs, junk included when asked (generated lazily:
        a million updates must start flowing at once)."""
        a = self.args
        items: list[Any] = []
        if a.hostile or self.secret:
            items.append((SESSION_ID, {"sessionUpdate": "session_info_update", "title": self.title(1)}))
            items.append(
                (
                    SESSION_ID,
                    chunk(HOSTILE_TEXT if a.hostile else f"key {self.secret}", "u0", "user_message_chunk"),
                )
            )
        if a.tool_update_first:
            items.append(
                (
                    SESSION_ID,
                    {
                        "sessionUpdate": "tool_call_update",
                        "toolCallId": "t1",
                        "status": "completed",
                        "rawOutput": {"output": "done early"},
                    },
                )
            )
            items.append(
                (
                    SESSION_ID,
                    {
                        "sessionUpdate": "tool_call",
                        "toolCallId": "t1",
                        "title": "Run the tests",
                        "kind": "execute",
                        "status": "pending",
                    },
                )
            )
        if a.hostile:
            items.append(
                (
                    SESSION_ID,
                    {
                        "sessionUpdate": "tool_call",
                        "toolCallId": "t-hostile",
                        "title": HOSTILE_TITLE,
                        "kind": "execute\u202e",
                        "status": "completed",
                        "rawInput": {"command": "echo ```\n</pre>"},
                        "content": [{"type": "content", "content": {"type": "text", "text": HOSTILE_TEXT}}],
                        "locations": [{"path": "/etc/passwd\u202e"}],
                    },
                )
            )
        if a.odd_json:
            items.append((SESSION_ID, chunk("cut \udc4d emoji", "odd-1")))
            huge = {**chunk("a huge number", "odd-2"), "_meta": {"n": HUGE_MARK.decode()}}
            items.append((SESSION_ID, huge))
            big = {"sessionUpdate": "tool_call", "toolCallId": "t-big", "title": "a huge integer",
                   "status": "completed", "rawOutput": {"n": BIG_INT_MARK.decode()}}
            items.append((SESSION_ID, big))
        if a.deep and a.deep_in in ("rawOutput", "rawInput"):
            items.append(
                (
                    SESSION_ID,
                    {
                        "sessionUpdate": "tool_call",
                        "toolCallId": "t-deep",
                        "title": "A deep value",
                        "kind": "other",
                        "status": "completed",
                        a.deep_in: {"deep": DEEP_MARK.decode()},
                    },
                )
            )
        yield from items
        if a.echo_escaped:  # valid JSON strings whose text is the secret
            for secret in self.held:
                for n, shown in enumerate(spellings(secret, escaped=True)):
                    line = update_message(SESSION_ID, chunk("@@text@@", f"esc-{n}"))
                    yield "raw", json.dumps(line).replace("@@text@@", f"key {shown}")
        if self.secret and a.secret_at_trace_cut:
            for pad in range(3700, 4000):
                yield SESSION_ID, chunk("x" * pad + self.secret, f"pad-{pad}")
            for pad in range(150, 200):  # junk lines, which the bridge quotes (cut) in a warning
                yield "raw", f"junk {'y' * pad}{self.secret}"
        for n in range(a.updates):
            message_id = f"m{n // 10}" if a.message_ids else None
            yield SESSION_ID, chunk(f"update {n}", message_id)
            if a.foreign_updates and n % 2 == 0:
                yield "ghost-session", chunk(f"foreign {n}")
                yield "junk", None
            if a.unknown_kinds and n % 3 == 0:
                yield SESSION_ID, {"sessionUpdate": f"future_kind_{n}", "payload": [n, {"x": n}]}
                yield SESSION_ID, {"noKindAtAll": n}

    def replay(self) -> None:
        a = self.args
        if a.huge_line:
            self.write(update_message(SESSION_ID, chunk("x" * int(a.huge_line * 1024 * 1024))))
        batch: list[bytes] = []
        for sent, (session_id, update) in enumerate(self.history()):
            if a.exit_after_updates is not None and sent >= a.exit_after_updates:
                self.write_raw(b"".join(batch))
                sys.stderr.write("crashed during replay\n")
                sys.stderr.flush()
                os._exit(a.exit_code)
            if session_id == SESSION_ID and update.get("sessionUpdate") == "agent_message_chunk":
                batch.append(_chunk_line(update))  # the hot path of a million-chunk replay
            elif session_id == "raw":
                batch.append(update.encode() + b"\n")
            elif session_id == "junk":
                batch.append(b'{"jsonrpc":"2.0","method":"session/update","params":[1,2]}\n')
                batch.append(
                    b'{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":7,"update":1}}\n'
                )
            else:
                line = json.dumps(update_message(session_id, update)).encode()
                if a.deep:
                    line = line.replace(b'"' + DEEP_MARK + b'"', deep_json(a.deep))
                if a.odd_json:
                    line = line.replace(b'"' + HUGE_MARK + b'"', b"1e999")
                    line = line.replace(b'"' + BIG_INT_MARK + b'"', b"123456789012345678901234567890")
                batch.append(line + b"\n")
            if a.update_gap or len(batch) >= 2000:
                self.write_raw(b"".join(batch))
                batch = []
                if a.update_gap:
                    time.sleep(a.update_gap)
        if batch:
            self.write_raw(b"".join(batch))

    # -- dispatch -----------------------------------------------------------------------------------

    def handle(self, request_id: Any, method: str, params: Any) -> None:
        if method in self.args.hang:
            if method == "session/load" and self.args.heartbeat:
                threading.Thread(target=self._heartbeat, args=(params.get("sessionId"),), daemon=True).start()
            return
        if method in self.args.undecodable_answer:
            bad = b'{"jsonrpc": "2.0", "id": %s, "result": {\xff\n' % json.dumps(request_id).encode()
            self.write_raw(bad)
            return
        delay = self.late.pop(method, None)
        if delay is not None:
            threading.Thread(target=self._late, args=(delay, request_id, method, params), daemon=True).start()
            return
        try:
            self.serve_request(request_id, method, params if isinstance(params, dict) else {})
        except AgentFailure as exc:
            self.answer(request_id, error={"code": exc.code, "message": exc.message})

    def _heartbeat(self, session_id: Any) -> None:
        """Updates that are no replay of the session, forever (`--heartbeat`)."""
        while True:
            if self.args.heartbeat == "foreign":
                chunk = {"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": "x"}}
                self.write(update_message("another-session", chunk))
            else:
                usage = {"sessionUpdate": "usage_update", "used": 1, "size": 100}
                self.write(update_message(session_id, usage))
            time.sleep(0.3)

    def _late(self, delay: float, request_id: Any, method: str, params: Any) -> None:
        time.sleep(delay)
        try:
            self.serve_request(request_id, method, params if isinstance(params, dict) else {})
        except AgentFailure as exc:
            self.answer(request_id, error={"code": exc.code, "message": exc.message})

    def serve_request(self, request_id: Any, method: str, params: dict[str, Any]) -> None:
        a = self.args
        if method in a.unimplemented:
            raise AgentFailure(-32601, f"Method not found: {method}")
        if method == "initialize":
            info = {"name": "misbehaving-agent", "version": "0"}
            if a.hostile:
                info = {"name": "misbehaving-agent", "title": HOSTILE_TITLE, "version": "1.0\u202e\x1b[2J"}
            version: Any = DEEP_MARK.decode() if a.deep and a.deep_in == "initialize" else 1
            result = {"protocolVersion": version, "agentCapabilities": self.capabilities, "agentInfo": info}
            self.answer(request_id, result)
        elif method == "session/new":
            self.echo_mcp(params)
            self.answer(request_id, {"sessionId": "new-1"})
        elif method == "session/list":
            if a.deep and a.deep_in == "error":
                self.answer(request_id, error={"code": -32603, "message": DEEP_MARK.decode()})
                return
            if a.deep and a.deep_in == "request-id":
                self.write({"jsonrpc": "2.0", "id": DEEP_MARK.decode(), "method": "fs/read_text_file",
                            "params": {"sessionId": "s1", "path": "/etc/hostname"}})
            self.answer(request_id, self.list_page(params))
        elif method in ("session/load", "session/resume", "session/close", "session/delete") or (
            method == "session/fork" and a.fork
        ):
            known = {f"s{n}" for n in range(1, a.sessions + 1)}.union(self.forks)
            if method in ("session/load", "session/resume"):
                self.echo_mcp(params)
            if params.get("sessionId") not in known and a.crash_on_unknown:
                shown = " ".join(s for secret in self.held for s in spellings(secret, a.echo_escaped))
                sys.stderr.write(f"crashing; it held {shown}\n")
                sys.stderr.flush()
                os._exit(5)
            if params.get("sessionId") not in known:
                what = HOSTILE_TITLE if a.hostile else "Session not found"
                raise AgentFailure(a.not_found_code, f"{what}: {params.get('sessionId')}")
            if method == "session/fork":
                self.forks.append(f"fork-{len(self.forks) + 1}")
                self.answer(request_id, {"sessionId": self.forks[-1]})
                return
            replays = method == "session/load" or (method == "session/resume" and a.replay_on_resume)
            replays = replays and params.get("sessionId") == SESSION_ID
            if a.fs_flood and params.get("sessionId") == SESSION_ID and method == "session/load":
                self.flood_reads()
            if a.fs_on_load and params.get("sessionId") == SESSION_ID and method != "session/close":
                self.touch_files(lambda: self.finish_setup(request_id, method, replays))
                return
            self.finish_setup(request_id, method, replays)
        elif method == "session/prompt":
            session_id = params.get("sessionId")
            if a.ask_permission:
                self.ask_permission(request_id, session_id)
                return
            self.write(update_message(session_id, chunk("a live answer", "live-1")))
            self.answer(request_id, {"stopReason": "end_turn"})
        else:
            raise AgentFailure(-32601, f"Method not found: {method}")

    def touch_files(self, then: Any) -> None:
        """--fs-on-load: a read, then a write, each reported as a chunk; then `then()`."""
        path = self.args.fs_on_load

        def report(what: str, response: dict[str, Any]) -> None:
            if "error" in response:
                outcome = f"refused: {response['error'].get('message')}"
            else:
                outcome = f"ok: {json.dumps(response.get('result'))[:80]}"
            self.write(update_message(SESSION_ID, chunk(f"fs {what}: {outcome}\n", f"fs-{what}")))

        def written(response: dict[str, Any]) -> None:
            report("write", response)
            then()

        def read(response: dict[str, Any]) -> None:
            report("read", response)
            self.waiting["fs-write"] = written
            params = {"sessionId": SESSION_ID, "path": path + ".written", "content": "written by the agent"}
            self.write({"jsonrpc": "2.0", "id": "fs-write", "method": "fs/write_text_file", "params": params})

        self.waiting["fs-read"] = read
        params = {"sessionId": SESSION_ID, "path": path}
        self.write({"jsonrpc": "2.0", "id": "fs-read", "method": "fs/read_text_file", "params": params})

    def flood_reads(self) -> NoReturn:
        """--fs-flood: many reads at once, then nothing read any more (the answers pile up)."""
        params = {"sessionId": SESSION_ID, "path": self.args.fs_on_load}
        for n in range(self.args.fs_flood):
            request = {"jsonrpc": "2.0", "id": f"flood-{n}", "method": "fs/read_text_file", "params": params}
            self.write(request)
        while True:
            time.sleep(60)

    def finish_setup(self, request_id: Any, method: str, replays: bool) -> None:
        """The rest of a load, resume or close of a known session: replay and answer."""
        a = self.args
        if replays and not a.replay_after_response:
            self.replay()
        if method == "session/load" and a.huge_response:
            self.answer(request_id, {"_meta": {"padding": "y" * int(a.huge_response * 1024 * 1024)}})
        else:
            self.answer(request_id, {})
        if replays and a.replay_after_response:
            time.sleep(a.replay_delay)
            self.replay()

    def echo_mcp(self, params: dict[str, Any]) -> None:
        """--echo-mcp: the env and header values of the MCP servers of a session setup, on stderr."""
        if not self.args.echo_mcp:
            return
        servers = params.get("mcpServers")
        for server in servers if isinstance(servers, list) else []:
            for key in ("env", "headers"):
                for pair in server.get(key) or []:
                    value = pair.get("value")
                    if isinstance(value, str) and value not in self.held:
                        self.held.append(value)
                        for shown in spellings(value, self.args.echo_escaped):
                            sys.stderr.write(f"mcp credential {shown}\n")
        sys.stderr.flush()

    def ask_permission(self, prompt_id: Any, session_id: Any) -> None:
        title = HOSTILE_TITLE if self.args.hostile else "Run the tests"
        options = [
            {
                "optionId": "allow",
                "name": HOSTILE_TITLE if self.args.hostile else "Allow",
                "kind": "allow_once",
            },
            {
                "optionId": "reject",
                "name": "<b>No</b>\n```\u202e" if self.args.hostile else "Reject",
                "kind": "reject_once\u202e\x1b[31m" if self.args.hostile else "reject_once",
            },
        ]
        request_id = f"perm-{prompt_id}"

        def answered(response: dict[str, Any]) -> None:
            result = response.get("result")
            outcome = result.get("outcome") if isinstance(result, dict) else None
            text = json.dumps(outcome, sort_keys=True) if outcome is not None else "error"
            self.write(update_message(session_id, chunk(f"permission outcome: {text}", "perm-out")))
            self.answer(prompt_id, {"stopReason": "end_turn"})

        self.waiting[request_id] = answered
        self.write(
            {
                "jsonrpc": "2.0",
                "id": request_id,
                "method": "session/request_permission",
                "params": {
                    "sessionId": session_id,
                    "toolCall": {
                        "toolCallId": "t-perm",
                        "title": title,
                        "kind": "execute",
                        "status": "pending",
                    },
                    "options": options,
                },
            }
        )

    def serve(self) -> None:
        for raw in sys.stdin.buffer:
            try:
                message = json.loads(raw)
            except ValueError:
                continue
            if isinstance(message, dict) and "method" in message and "id" in message:
                self.handle(message["id"], message["method"], message.get("params"))
            elif isinstance(message, dict) and "id" in message:
                continuation = self.waiting.pop(message["id"], None)
                if continuation is not None:
                    continuation(message)
        if self.args.ignore_eof:
            while True:
                time.sleep(60)


_CHUNK_HEAD = b'{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s1","update":'


def _chunk_line(update: dict[str, Any]) -> bytes:
    """What `json.dumps(update_message(...))` writes, several times faster for plain text chunks."""
    content = update["content"]
    if len(update) > 3 or set(content) != {"type", "text"}:
        return json.dumps(update_message(SESSION_ID, update)).encode() + b"\n"
    text = json.dumps(content["text"])
    message_id = update.get("messageId")
    tail = f',"messageId":{json.dumps(message_id)}' if message_id is not None else ""
    return (
        _CHUNK_HEAD
        + (
            f'{{"sessionUpdate":"agent_message_chunk","content":{{"type":"text","text":{text}}}{tail}}}}}}}\n'
        ).encode()
    )


class AgentFailure(Exception):
    def __init__(self, code: int, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


def flood_stderr(megabytes: float) -> None:
    line = b"log: " + b"." * 90 + b"\n"
    total = int(megabytes * 1024 * 1024)
    block = line * 1000
    written = 0
    while written < total:
        sys.stderr.buffer.write(block)
        written += len(block)
    sys.stderr.buffer.write(b"flood done\n")
    sys.stderr.flush()


def spawn_orphan() -> int:
    """A `sleep` forked twice (the middle process exits at once), in a session of its own, holding
    the agent's stdin, stdout and stderr; its pid."""
    read_end, write_end = os.pipe()
    if os.fork() == 0:
        os.setsid()
        pid = os.fork()
        if pid == 0:
            os.close(read_end)
            os.close(write_end)
            time.sleep(600)
            os._exit(0)
        os.write(write_end, str(pid).encode())
        os._exit(0)
    os.close(write_end)
    os.wait()
    with os.fdopen(read_end, "rb") as pid_pipe:
        return int(pid_pipe.read())


def main(argv: list[str]) -> None:
    args = parse_args(argv)
    if args.ignore_sigterm:
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
    for text in args.stderr_line:
        sys.stderr.write(text + "\n")
    if args.hostile:
        sys.stderr.write(f"warning: {HOSTILE_TITLE}\n")
    if args.echo_env:
        for shown in spellings(os.environ.get(args.echo_env, ""), args.echo_escaped):
            sys.stderr.write(f"using credential {shown}\n")
    sys.stderr.flush()
    if args.exit_at_start is not None:
        sys.stderr.write("fatal: refusing to start\n")
        sys.stderr.flush()
        sys.exit(args.exit_at_start)
    pids = [os.getpid()]
    if args.spawn_child:
        child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
        sys.stderr.write(f"child pid {child.pid}\n")
        sys.stderr.flush()
        pids.append(child.pid)
    if args.spawn_setsid_child:
        detached = subprocess.Popen(["sleep", "600"], start_new_session=True)
        pids.append(detached.pid)
    if args.close_stdout:
        os.close(1)
        sys.stdin.buffer.read()  # until the bridge closes it
        return
    if args.spawn_orphan:
        pids.append(spawn_orphan())
    if args.pid_file:
        with open(args.pid_file + ".tmp", "w") as file:
            file.write(" ".join(map(str, pids)))
        os.replace(args.pid_file + ".tmp", args.pid_file)
    if args.stderr_flood:
        flood_stderr(args.stderr_flood)
    Agent(args).serve()


if __name__ == "__main__":
    main(sys.argv[1:])
