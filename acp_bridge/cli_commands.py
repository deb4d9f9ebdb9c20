"""The command line's commands that talk to an agent: `list`, `show` and `doctor`.

`cli.py` parses the command line and starts the agent, then imports this module (and with it the
bridge's core) while the agent starts: the two overlap. Each command gets the parsed arguments and
the agent's handle, and returns the exit code.
"""

from __future__ import annotations

import argparse
import os
import sys
import unicodedata
from collections.abc import Awaitable, Callable, Sequence
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Final

from . import __version__, depth
from .acp import AgentError, AgentErrorKind
from .agent_handle import AgentHandle
from .listing_budget import ListingBudget
from .output import write_all
from .plain_text import cut, single_line
from .session_listing import Listing
from .sessions.fuzzy import resolve_prefix
from .sessions.records import SessionRecord
from .sessions.transcript import Transcript
from .sessions.whole_markdown import newest_turns_start, write_markdown

if TYPE_CHECKING:
    from .acp.schema import AuthMethod

# -- list -----------------------------------------------------------------------------------------


async def run_list(args: argparse.Namespace, agent: AgentHandle) -> int:
    try:
        listing = await (agent.listing.all(args.cwd) if args.all else agent.listing.first_page(args.cwd))
    except AgentError:
        # A later page failed: the pages before it are printed, and the error after them (exit 1).
        partial = agent.listing.cached(args.cwd)
        if args.all and partial.sessions:
            _print_listing(args, partial)
            print(f"acp-bridge: {len(partial.sessions):,} sessions listed before the agent failed",
                  file=sys.stderr)
        raise
    if listing.stopped:
        print(f"acp-bridge: {listing.stopped}; {len(listing.sessions):,} sessions listed", file=sys.stderr)
    _print_listing(args, listing)
    return 0


def _print_listing(args: argparse.Namespace, listing: Listing) -> None:
    if args.json:
        write_all(sys.stdout.buffer, depth.dumps([r.to_json() for r in listing.sessions]) + b"\n")
    elif not listing.sessions:
        where = ""
        if args.cwd:  # a folder since deleted can still have sessions: only said, not refused
            where = f" (in {args.cwd}{'' if os.path.isdir(args.cwd) else ', which is not a folder here'})"
        print("No sessions." + where)
    else:
        for line in _session_lines(listing.sessions):
            print(line)
    if listing.has_more and not args.all:
        # A note, not a session (`list | wc -l` counts sessions; the JSON stays one array).
        print("acp-bridge: the first page only; more sessions: use --all", file=sys.stderr)


#: The most characters of a title a listing's line shows (its folder follows in a column).
_TITLE_COLUMN: Final = 60


def _session_lines(records: Sequence[SessionRecord]) -> list[str]:
    """A line per session: age, id, title and folder, in columns. Agent text reaches a terminal here:
    each line is clean (no escape sequences), and a title is cut to :data:`_TITLE_COLUMN`."""
    now = datetime.now(UTC)
    rows = [
        (_age(record, now), single_line(record.session_id), cut(record.display_title, _TITLE_COLUMN),
         single_line(record.cwd or ""))
        for record in records
    ]
    id_width = max((_width(sid) for _, sid, _, _ in rows), default=0)
    title_width = max((_width(title) for _, _, title, _ in rows), default=0)
    return [
        f"{age:>5}  {_pad(sid, id_width)}  {_pad(title, title_width) if cwd else title}  {cwd}".rstrip()
        for age, sid, title, cwd in rows
    ]


def _width(text: str) -> int:
    """Columns ``text`` takes in a terminal: two for a wide character (CJK, most emoji)."""
    if text.isascii():
        return len(text)
    return sum(2 if unicodedata.east_asian_width(char) in "WF" else 1 for char in text)


def _pad(text: str, width: int) -> str:
    return text + " " * (width - _width(text))


def _age(record: SessionRecord, now: datetime) -> str:
    if record.updated_at is None:
        return "?"
    seconds = max(0, int((now - record.updated_at).total_seconds()))
    for unit, size in (("d", 86400), ("h", 3600), ("m", 60)):
        if seconds >= size:
            return f"{seconds // size}{unit}"
    return "now"


# -- show -----------------------------------------------------------------------------------------


async def run_show(args: argparse.Namespace, agent: AgentHandle) -> int:
    await agent.ensure_started()
    session_id, cwd = args.session_id, args.cwd
    if cwd is None and agent.features.list:
        try:
            record = await _find_listed(agent, session_id)
        except AgentError as exc:
            # The listing only finds the session's folder, or the whole id of a prefix: a whole id
            # can be loaded without it (in this folder, unless the agent knows better).
            print(f"acp-bridge: listing the sessions failed ({single_line(exc.message)}); "
                  f"loading {single_line(session_id)} as given", file=sys.stderr)
            record = agent.registry.get(session_id)
        if record is None:  # no such id in the listing (paged within `ListingBudget`): the start of one?
            matches = resolve_prefix(agent.registry.sessions(None), session_id)  # as `list` orders them
            if len(matches) > 1:
                _print_ambiguous(session_id, matches)
                return 2
            record = matches[0] if matches else None
        if record is not None:
            session_id = record.session_id  # the load takes its listed folder
    try:
        # `--last`: a long replay's lines are kept and its newest turns reduced first, as the editor
        # opens a long session; the earlier ones only if the turns asked for reach them.
        transcript = await agent.load(
            session_id, cwd=cwd, fallback_cwd=os.getcwd(), settle=True, read_only=True,
            keep_lines=True if args.last else None,
        )
    except AgentError as exc:
        if exc.kind is AgentErrorKind.NOT_FOUND:
            exc.message += _not_found_hint(session_id, cwd, agent)
        # Nothing is lost: what arrived before the agent failed is printed, marked incomplete (the
        # error itself goes to stderr and the exit code is 1).
        partial = agent.transcripts.get(session_id)
        if partial is not None and not partial.is_empty:
            _print_transcript(partial, args, agent.registry.get(session_id))
        raise
    _print_transcript(transcript, args, agent.registry.get(session_id))
    return 0


def _not_found_hint(session_id: str, cwd: str | None, agent: AgentHandle) -> str:
    """Why a session the agent does not know may be one all the same: an id given in part."""
    if cwd is not None:
        return "; with --cwd, SESSION_ID is taken as the whole id (without it, the start of one will do)"
    if agent.features.list and agent.registry.get(session_id) is None:
        return f"; no listed session's id starts with {single_line(session_id)}"
    return ""


def _print_transcript(transcript: Transcript, args: argparse.Namespace, listed: SessionRecord | None) -> None:
    if args.format == "json":
        start, left_out = newest_turns_start(transcript, args.last) if args.last else (0, 0)
        document = transcript.to_json(start)
        if document["title"] is None and listed is not None:
            document["title"] = listed.title  # the agent's title for it, when the replay named none
        if args.last:
            document["omittedTurns"] = left_out  # the turns before the entries shown
        write_all(sys.stdout.buffer, depth.dumps(document) + b"\n")
    else:
        # Bytes, in the stream's encoding, as the stream's text layer would write them; but each
        # write whole (`write_all`): the text layer lost the rest of a write a full disk cut short.
        sys.stdout.flush()  # whatever was written as text first
        write_markdown(transcript, sys.stdout.buffer, sys.stdout.encoding or "utf-8", args.last)
    sys.stdout.flush()


def _print_ambiguous(prefix: str, matches: Sequence[SessionRecord], shown: int = 10) -> None:
    """Several sessions start with the id given: name them in `list`'s order and lines, and pick none."""
    print(f"acp-bridge: {len(matches)} sessions start with {single_line(prefix)}; give more of the id:",
          file=sys.stderr)
    for line in _session_lines(matches[:shown]):
        print(f"  {line}", file=sys.stderr)
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


def _auth_method(method: AuthMethod) -> str:
    """How the agent lets a person log in: its name, with the id the agent's own docs use."""
    method_id, name = single_line(method.id or ""), single_line(method.name or "")
    return f"{name} ({method_id})" if name and name != method_id else method_id


async def run_doctor(args: argparse.Namespace, agent: AgentHandle) -> int:
    import platform  # only `doctor` needs it (~3 ms of every other command's start)

    connection = await agent.ensure_started()
    info = connection.agent_info
    print(f"bridge:   acp-bridge {__version__} (Python {platform.python_version()})")
    print(f"agent:    {single_line(info.title or info.name)} {single_line(info.version or '')}".rstrip())
    print(f"protocol: {connection.features.protocol_version}")
    if connection.auth_methods:
        print(f"auth:     {', '.join(_auth_method(m) for m in connection.auth_methods)}")
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
    failed = listed = False
    first: SessionRecord | None = None
    # Every check says how it went, a skipped one why: a missing line would read as a pass.
    if not features.list:
        print("check list: skipped (the agent does not advertise session/list)")
    else:
        try:
            listing = await agent.listing.first_page(None)
            first = listing.sessions[0] if listing.sessions else None
            more = " (more pages)" if listing.has_more else ""
            count = len(listing.sessions)
            print(f"check list: ok, {count} session{'' if count == 1 else 's'} on the first page{more}")
            listed = True
        except AgentError as exc:
            failed = True
            print(f"check list: FAILED: {single_line(exc.message)}")
    if not features.can_replay:
        print("check load: skipped (the agent does not advertise session/load)")
    elif first is None:
        why = "no session listed" if listed else "no session list to take one from"
        print(f"check load: skipped ({why})")
    else:
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


#: Each command, by its name on the command line.
COMMANDS: dict[str, Callable[[argparse.Namespace, AgentHandle], Awaitable[int]]] = {
    "list": run_list,
    "show": run_show,
    "doctor": run_doctor,
}
