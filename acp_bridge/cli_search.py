"""`acp-bridge search TEXT`: the transcript history of this machine, searched from a terminal.

It reads the same local database the editor's bridges keep (:mod:`.sessions.local_db`), so it finds
what Search Transcripts finds by text, without starting any agent. Exit codes as grep's: 0 when
something matched, 1 when nothing did, 2 for bad usage or a database that cannot be read.
"""

from __future__ import annotations

import argparse
import sqlite3
import sys
from datetime import datetime
from pathlib import Path

from . import depth
from .config import data_dir
from .output import write_all
from .plain_text import single_line
from .sessions.history_search import HistoryHit, search_rows
from .sessions.history_text import query_terms
from .sessions.legacy_import import has_files, open_local_database
from .sessions.local_db import FILE_NAME, LocalDatabase, StoreUnavailable
from .sessions.records import LONG_AGO, SessionRecord


def run(args: argparse.Namespace) -> int:
    query = " ".join(args.text)
    if not query_terms(query):
        print("acp-bridge search: TEXT is empty", file=sys.stderr)
        return 2
    root = data_dir()
    if not (root / FILE_NAME).exists() and not has_files(root):
        # Searching is reading: a terminal that never met the editor is left without a database.
        _say_nothing_stored(args.agent)
        return 1
    db = open_database(root, "read")
    if db is None:
        return 2
    agents = [args.agent] if args.agent else None
    try:
        hits, total, titles, others = db.call_blocking(lambda conn: _search(conn, query, agents))
    except (sqlite3.Error, StoreUnavailable) as exc:
        print(f"acp-bridge: the local database could not be searched: {exc}", file=sys.stderr)
        return 2
    finally:
        db.close()
    records = sorted(
        ((hit.meta.record(titles.get(hit.meta.key)), hit) for hit in hits),
        key=lambda pair: pair[0].updated_at or pair[1].meta.saved_time or LONG_AGO,
        reverse=True,
    )
    if args.json:
        items = [
            {"agentId": record.agent_id, **record.to_json(), "snippet": hit.snippet}
            for record, hit in records
        ]
        write_all(sys.stdout.buffer, depth.dumps(items) + b"\n")
    else:
        for record, hit in records:
            print(_hit_lines(record, hit))
    where = f" of {args.agent}" if args.agent else ""
    if not total and others:  # a mistyped agent id, most likely
        print(f"No session{where} is stored on this machine; sessions of these agents are: "
              f"{', '.join(map(single_line, others))} (--agent takes an agent's id).", file=sys.stderr)
        return 1
    if not total:
        _say_nothing_stored(args.agent)
        return 1
    print(f"{len(hits):,} of {total:,} stored sessions{where} match.", file=sys.stderr)
    return 0 if hits else 1


def open_database(root: Path, use: str) -> LocalDatabase | None:
    """The local database the editor's bridges keep (in `root`); None, said on stderr, when it cannot
    be `use`d (`search` reads it, `index` writes it too)."""
    db = open_local_database(root)
    if not db.enabled:
        print(f"acp-bridge: the local database {db.path} cannot be {use} (see the warning above)",
              file=sys.stderr)
        db.close()
        return None
    return db


def _say_nothing_stored(agent: str | None) -> None:
    """For a user of the command line alone: nothing is stored until the editor opens a session or
    `acp-bridge index` keeps them."""
    where = f" of {agent}" if agent else ""
    print(f"No session{where} is stored on this machine yet: search reads the transcripts of sessions"
          ' opened in the editor, or kept by acp-bridge index --agent "COMMAND_LINE".', file=sys.stderr)


def _search(
    conn: sqlite3.Connection, query: str, agents: list[str] | None
) -> tuple[list[HistoryHit], int, dict[tuple[str, str], str], list[str]]:
    """The hits, how many sessions were searched, the local titles, and when the agents asked for have
    none stored, the agents that have."""
    hits = search_rows(conn, query_terms(query), agents)
    where, params = ("WHERE agent_id = ?", agents) if agents else ("", [])
    total = conn.execute(f"SELECT count(*) FROM transcript {where}", params).fetchone()[0]
    titles = {(a, s): t for a, s, t in conn.execute("SELECT agent_id, session_id, title FROM local_title")}
    stored = "SELECT DISTINCT agent_id FROM transcript ORDER BY 1 LIMIT 20"
    others = [] if total or not agents else [agent_id for (agent_id,) in conn.execute(stored)]
    return hits, total, titles, others


def _local(moment: datetime) -> datetime:
    """`moment` in the local zone; as it is (UTC) at the calendar's ends, where the zone's offset
    would take it out of range (year 1 in a zone west of UTC: a damaged row can hold it)."""
    try:
        return moment.astimezone()
    except (OverflowError, ValueError, OSError):
        return moment


def _hit_lines(record: SessionRecord, hit: HistoryHit) -> str:
    """The session (agent, id, title, time, folder) and the snippet under it. Agent text reaches a
    terminal here: one clean line each."""
    when = _local(record.updated_at).strftime("%Y-%m-%d %H:%M") if record.updated_at else "?"
    head = "  ".join(
        single_line(part)
        for part in (record.agent_id, record.session_id, record.display_title, when, record.cwd or "")
    )
    return head.rstrip() + (f"\n    {hit.snippet}" if hit.snippet else "")
