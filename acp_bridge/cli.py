"""`acp-bridge` command line: terminal commands over the same core the language server uses.

Exit codes (other tools rely on them): 0 success, 2 bad usage (an id prefix that names several
sessions included), 1 with one clear line on stderr when the agent fails (not found, exited, timed
out, refused, session not found).
"""

from __future__ import annotations

import argparse
import codecs
import math
import os
import platform
import signal
import sys
from collections.abc import Awaitable, Callable, Sequence
from datetime import UTC, datetime
from typing import Any

import anyio

from . import __version__, depth
from .acp import AgentError, ClientRole, FolderBoundary
from .agent_handle import AgentHandle
from .config import agent_from_command_line
from .listing_budget import ListingBudget
from .logsetup import configure_logging
from .sessions.fuzzy import resolve_prefix
from .sessions.records import SessionRecord
from .sessions.sanitize import single_line
from .sessions.transcript import Transcript
from .sessions.whole_markdown import render_markdown, write_markdown


def _build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="acp-bridge",
        description="ACP coding agents' sessions in your editor and terminal.",
    )
    parser.add_argument("--version", action="version", version=f"acp-bridge {__version__}")
    parser.add_argument(
        "-v", "--verbose", action="count", default=0, help="more log output on stderr (-vv: debug)"
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    def agent_arg(p: argparse.ArgumentParser) -> None:
        p.add_argument(
            "--agent",
            required=True,
            metavar="COMMAND_LINE",
            help='the agent to run, e.g. "opencode acp" or "acp-bridge demo-agent"',
        )

    p_list = sub.add_parser("list", help="list an agent's sessions, newest first")
    agent_arg(p_list)
    p_list.add_argument("--cwd", metavar="DIR", help="only sessions of this folder")
    p_list.add_argument("--all", action="store_true", help="fetch every page, not just the first")
    p_list.add_argument("--json", action="store_true", help="print one JSON array")

    p_show = sub.add_parser("show", help="replay a session and print its transcript")
    p_show.add_argument(
        "session_id",
        metavar="SESSION_ID",
        help="the session's id, or the start of one the agent lists (enough to name one session)",
    )
    agent_arg(p_show)
    p_show.add_argument(
        "--cwd",
        metavar="DIR",
        help="the session's folder (default: its listed folder, else .); with it, SESSION_ID is "
        "taken as the whole id, unlisted sessions included",
    )
    p_show.add_argument("--format", choices=("markdown", "json"), default="markdown")

    p_doctor = sub.add_parser("doctor", help="check an agent: identity, features, list and load")
    agent_arg(p_doctor)

    p_search = sub.add_parser(
        "search",
        help="search the transcripts kept on this machine (every session opened in the editor)",
        description="Finds the sessions whose stored transcript text, title, first prompt, folder "
        "or id contains every word of TEXT (case-insensitive, anywhere in a word), newest first.",
    )
    p_search.add_argument("text", metavar="TEXT", nargs="+", help="the words to find (all of them)")
    p_search.add_argument("--agent", metavar="ID", help="only this agent's sessions (its id in the settings)")
    p_search.add_argument("--json", action="store_true", help="print one JSON array")

    sub.add_parser("demo-agent", help="run the built-in reference ACP agent on stdio", add_help=False)
    sub.add_parser("serve", help="run the language server on stdio (started by the editor)", add_help=False)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    # Sub-programs with their own argument parsers.
    if args_list[:1] == ["demo-agent"]:
        from .demo_agent import main as demo_main

        return demo_main(args_list[1:])
    if args_list[:1] == ["serve"]:
        from .lsp.server import main as serve_main

        return serve_main(args_list[1:])
    parser = _build_parser()
    args = parser.parse_args(args_list)
    if args.command == "show" and not args.session_id.strip():
        parser.error("SESSION_ID is empty")
    configure_logging(verbosity=args.verbose)
    if args.command == "search":  # the local database only: no agent
        from . import cli_search  # the local database's modules: only `search` needs them

        return cli_search.run(args)
    commands: dict[str, Callable[[argparse.Namespace, AgentHandle], Awaitable[int]]] = {
        "list": _cmd_list,
        "show": _cmd_show,
        "doctor": _cmd_doctor,
    }
    try:
        agent = agent_from_command_line(args.agent)
    except ValueError as exc:
        parser.error(f"--agent: {exc}")
    for name in ("cwd",):
        value = getattr(args, name, None)
        if value is not None:
            setattr(args, name, os.path.abspath(value))
    try:
        return anyio.run(_run, commands[args.command], args, agent, backend="asyncio")
    except KeyboardInterrupt:
        return 130


async def _run(
    command: Callable[[argparse.Namespace, AgentHandle], Awaitable[int]], args: argparse.Namespace, agent: Any
) -> int:
    code = 1
    async with anyio.create_task_group() as tg:
        # No agent reads or writes a file outside the folder the command runs for.
        folder = getattr(args, "cwd", None) or os.getcwd()
        boundary = FolderBoundary([folder], name=f"the folder acp-bridge runs for ({folder})")
        handle = AgentHandle(agent, tg, client=ClientRole(boundary=boundary))
        tg.start_soon(_say_while_waiting, handle)
        try:
            try:
                code = await command(args, handle)
            except AgentError as exc:
                # Inside the task group, so the error is reported as itself, not as an exception group.
                print(f"acp-bridge: {single_line(exc.message)}", file=sys.stderr)
            sys.stdout.flush()  # here (what a failed `show` printed too), not at exit
        except BrokenPipeError:
            # The reader went away (`acp-bridge list | head`): end as a tool killed by SIGPIPE would.
            _silence_stdout()
            code = 128 + signal.SIGPIPE
        finally:
            await handle.stop()
            tg.cancel_scope.cancel()
    return code


#: How long an answer may take before the CLI says what it waits for, and how often it says it again.
WAIT_NOTICE = 3.0
WAIT_REPEAT = 15.0


async def _say_while_waiting(agent: AgentHandle) -> None:
    """A line on stderr for each request the agent leaves unanswered for a few seconds (a hung
    agent is visible at once: the timeouts are a minute or more), repeated while it lasts."""
    first_seen: dict[object, float] = {}
    said_at: dict[object, float] = {}
    while True:
        await anyio.sleep(0.5)
        now = anyio.current_time()
        waiting = dict(agent.unanswered())
        for key in [key for key in first_seen if key not in waiting]:
            del first_seen[key]
            said_at.pop(key, None)
        for key, method in waiting.items():
            elapsed = now - first_seen.setdefault(key, now)
            if elapsed >= WAIT_NOTICE and now - said_at.get(key, -math.inf) >= WAIT_REPEAT:
                said_at[key] = now
                name = agent.connection.agent_label if agent.connection is not None else agent.label
                print(f"acp-bridge: waiting for {single_line(name)} to answer {method} "
                      f"({elapsed:.0f} s so far; Ctrl+C stops)", file=sys.stderr, flush=True)


def _silence_stdout() -> None:
    """Points stdout at /dev/null, so that the interpreter's last flush of what is still buffered
    for a reader that went away does not fail again (a traceback, exit code 120)."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
    except OSError:
        return
    try:
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):  # no file descriptor: stdout replaced in process
        pass
    finally:
        os.close(devnull)


# -- list -----------------------------------------------------------------------------------------


async def _cmd_list(args: argparse.Namespace, agent: AgentHandle) -> int:
    listing = await (agent.listing.all(args.cwd) if args.all else agent.listing.first_page(args.cwd))
    if listing.stopped:
        print(f"acp-bridge: {listing.stopped}; {len(listing.sessions):,} sessions listed", file=sys.stderr)
    if args.json:
        sys.stdout.buffer.write(depth.dumps([r.to_json() for r in listing.sessions]) + b"\n")
        return 0
    if not listing.sessions:
        print("No sessions." + (f" (in {args.cwd})" if args.cwd else ""))
        return 0
    now = datetime.now(UTC)
    for record in listing.sessions:
        print(_session_line(record, now))
    if listing.has_more and not args.all:
        print("… more sessions: use --all")
    return 0


def _session_line(record: SessionRecord, now: datetime) -> str:
    """Age, id, title and folder. Agent text reaches a terminal here: one clean line (no escape
    sequences)."""
    sid, cwd = single_line(record.session_id), single_line(record.cwd or "")
    return f"{_age(record, now):>5}  {sid}  {record.display_title}  {cwd}"


def _age(record: SessionRecord, now: datetime) -> str:
    if record.updated_at is None:
        return "?"
    seconds = max(0, int((now - record.updated_at).total_seconds()))
    for unit, size in (("d", 86400), ("h", 3600), ("m", 60)):
        if seconds >= size:
            return f"{seconds // size}{unit}"
    return "now"


# -- show -----------------------------------------------------------------------------------------


async def _cmd_show(args: argparse.Namespace, agent: AgentHandle) -> int:
    await agent.ensure_started()
    session_id, cwd = args.session_id, args.cwd
    if cwd is None and agent.features.list:
        record = await _find_listed(agent, session_id)
        if record is None:  # no such id in the listing (paged within `ListingBudget`): the start of one?
            matches = resolve_prefix(agent.registry.sessions(None), session_id)  # as `list` orders them
            if len(matches) > 1:
                _print_ambiguous(session_id, matches)
                return 2
            record = matches[0] if matches else None
        if record is not None:
            session_id, cwd = record.session_id, record.cwd
    try:
        transcript = await agent.load(
            session_id, cwd=cwd, fallback_cwd=os.getcwd(), settle=True, read_only=True
        )
    except AgentError:
        # Nothing is lost: what arrived before the agent failed is printed, marked incomplete (the
        # error itself goes to stderr and the exit code is 1).
        partial = agent.transcripts.get(session_id)
        if partial is not None and not partial.is_empty:
            _print_transcript(partial, args.format)
        raise
    _print_transcript(transcript, args.format)
    return 0


def _print_transcript(transcript: Transcript, output_format: str) -> None:
    if output_format == "json":
        sys.stdout.buffer.write(depth.dumps(transcript.to_json()) + b"\n")
    elif codecs.lookup(sys.stdout.encoding or "ascii").name == "utf-8":
        sys.stdout.flush()  # whatever was written as text first
        write_markdown(transcript, sys.stdout.buffer)
    else:  # a terminal in another encoding: the text layer encodes it, with the stream's own errors
        sys.stdout.write(render_markdown(transcript))
    sys.stdout.flush()


def _print_ambiguous(prefix: str, matches: Sequence[SessionRecord], shown: int = 10) -> None:
    """Several sessions start with the id given: name them in `list`'s order and lines, and pick none."""
    print(f"acp-bridge: {len(matches)} sessions start with {single_line(prefix)}; give more of the id:",
          file=sys.stderr)
    now = datetime.now(UTC)
    for record in matches[:shown]:
        print(f"  {_session_line(record, now)}", file=sys.stderr)
    if len(matches) > shown:
        print(f"  … and {len(matches) - shown} more", file=sys.stderr)


async def _find_listed(agent: AgentHandle, session_id: str) -> SessionRecord | None:
    listing = await agent.listing.first_page(None)
    budget = ListingBudget()
    while agent.registry.get(session_id) is None and listing.has_more:
        stopped = budget.exhausted(len(listing.sessions))
        if stopped is not None:
            print(f"acp-bridge: {stopped}; looked for {single_line(session_id)} in "
                  f"{len(listing.sessions):,} sessions", file=sys.stderr)
            break
        listing = await agent.listing.more(None)
    return agent.registry.get(session_id)


# -- doctor ---------------------------------------------------------------------------------------


async def _cmd_doctor(args: argparse.Namespace, agent: AgentHandle) -> int:
    connection = await agent.ensure_started()
    info = connection.agent_info
    print(f"bridge:   acp-bridge {__version__} (Python {platform.python_version()})")
    print(f"agent:    {single_line(info.title or info.name)} {single_line(info.version or '')}".rstrip())
    print(f"protocol: {connection.features.protocol_version}")
    if connection.auth_methods:
        print(f"auth:     {', '.join(single_line(m) for m in connection.auth_methods)}")
    features = connection.features
    rows = [
        ("list sessions", "session/list", features.list),
        ("load (replay)", "session/load", features.load),
        ("resume", "session/resume", features.resume),
        ("close", "session/close", features.close),
        ("delete", "session/delete", features.delete),
        ("fork", "session/fork", features.fork),
        ("additional directories", "additionalDirectories", features.additional_directories),
        ("MCP over HTTP", "mcpCapabilities.http", features.mcp_http),
        ("MCP over SSE", "mcpCapabilities.sse", features.mcp_sse),
    ]
    print()
    print(f"{'feature':<24} {'method / capability':<24} supported")
    for label, method, ok in rows:
        print(f"{label:<24} {method:<24} {'yes' if ok else 'no'}")
    print()
    failed = False
    first: SessionRecord | None = None
    if features.list:
        try:
            listing = await agent.listing.first_page(None)
            first = listing.sessions[0] if listing.sessions else None
            more = " (more pages)" if listing.has_more else ""
            print(f"check list: ok, {len(listing.sessions)} sessions on the first page{more}")
        except AgentError as exc:
            failed = True
            print(f"check list: FAILED: {single_line(exc.message)}")
    if features.can_replay and first is not None:
        try:
            transcript = await agent.load(first.session_id, fallback_cwd=os.getcwd(), read_only=True)
            shown = single_line(first.session_id)
            print(f"check load: ok, {shown} replayed {transcript.entry_count} entries")
        except AgentError as exc:
            failed = True
            print(f"check load: FAILED: {single_line(exc.message)}")
    if failed:
        print("acp-bridge: some checks failed", file=sys.stderr)
        return 1
    return 0
