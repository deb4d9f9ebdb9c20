"""The query side of the transcript history: what a stored row reads as, and the search over the rows.

:mod:`.history` saves transcripts; this module reads them back. A row's header is a `HistoryMeta`;
`search_rows` finds the rows holding every word of a query through the trigram index
(``transcript_text``), then checks the words and cuts a snippet from the text of those rows only.
It is apart from the saving side because it needs none of it: the CLI runs it on a connection of
its own, with no `TranscriptHistory` (:mod:`..cli_search`).
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Collection
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from .history_text import TurnMarks, first_hit, snippet_at, turn_at
from .records import SessionRecord
from .titles import parse_updated_at

#: The shortest word the trigram index can find; shorter words are looked for in every row.
_INDEXED_CHARS = 3
META_COLUMNS = "agent_id, session_id, title, cwd, updated_at, first_prompt, saved_at, size"

Key = tuple[str, str]


@dataclass(frozen=True, slots=True)
class HistoryMeta:
    """What the history knows about a session besides its text."""

    agent_id: str
    session_id: str
    title: str | None = None
    cwd: str | None = None
    updated_at: str | None = None
    first_prompt: str | None = None
    saved_at: float = 0.0
    size: int = 0

    @property
    def key(self) -> Key:
        return (self.agent_id, self.session_id)

    @property
    def saved_time(self) -> datetime | None:
        """When the text was saved; None when the row holds no time it can be (0, or a value a
        damaged or hand-edited database holds, out of any calendar's range)."""
        return parse_updated_at(self.saved_at) if self.saved_at else None

    @classmethod
    def from_row(cls, row: Any) -> HistoryMeta:
        return cls(*row[:8])

    def record(self, local_title: str | None = None) -> SessionRecord:
        """The session as stored (a record in no registry)."""
        return SessionRecord(
            self.agent_id,
            self.session_id,
            cwd=self.cwd,
            title=self.title,
            updated_at=parse_updated_at(self.updated_at),
            first_prompt=self.first_prompt,
            local_title=local_title,
        )


@dataclass(frozen=True, slots=True)
class HistoryHit:
    meta: HistoryMeta
    #: One plain line around the first hit in the transcript's text (None: only the title matched).
    snippet: str | None
    #: The turn that first hit is in (None: no hit in the text, or before the first prompt).
    turn: int | None = None


def turn_marks(stored: str | None) -> TurnMarks:
    """The turn marks stored as JSON (none when they cannot be read: only the turn is lost)."""
    try:
        marks = json.loads(stored) if stored else []
    except ValueError:
        return []
    if not isinstance(marks, list):
        return []
    return [
        (m[0], m[1]) for m in marks if isinstance(m, list) and len(m) == 2 and all(type(v) is int for v in m)
    ]


def search_rows(
    conn: sqlite3.Connection, terms: list[str], agent_ids: Collection[str] | None
) -> list[HistoryHit]:
    """The rows holding every one of `terms` (lower-cased) in their text, title, first prompt,
    folder or id; with no terms, every row (without a snippet)."""
    where: list[str] = []
    params: list[str] = []
    if agent_ids is not None:
        where.append(f"t.agent_id IN ({', '.join('?' * len(agent_ids))})")
        params.extend(agent_ids)
    if not terms:
        sql = f"SELECT {META_COLUMNS} FROM transcript t"
        rows = conn.execute(sql + (" WHERE " + " AND ".join(where) if where else ""), params).fetchall()
        return [HistoryHit(HistoryMeta.from_row(row), None) for row in rows]
    columns = ", ".join("t." + column.strip() for column in META_COLUMNS.split(","))
    sql = f"SELECT {columns}, t.text, t.turns FROM transcript t"
    indexed = [term for term in terms if len(term) >= _INDEXED_CHARS]
    if indexed:
        sql += " JOIN transcript_text ON transcript_text.rowid = t.id"
        where.append("transcript_text MATCH ?")
        params.append(" AND ".join('"' + term.replace('"', '""') + '"' for term in indexed))
    for term in terms:
        if len(term) < _INDEXED_CHARS:  # the index cannot narrow it: LIKE (ASCII case-insensitive)
            pattern = "%" + term.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"
            fields = ("t.text", "t.title", "t.first_prompt", "t.cwd", "t.session_id")
            where.append("(" + " OR ".join(f"{f} LIKE ? ESCAPE '\\'" for f in fields) + ")")
            params.extend([pattern] * len(fields))
    sql += " WHERE " + " AND ".join(where)
    hits = []
    for row in conn.execute(sql, params):
        meta, text = HistoryMeta.from_row(row), row[8]
        lowered = text.lower()
        known = (meta.title, meta.first_prompt, meta.cwd, meta.session_id)
        fields_text = "\n".join(f for f in known if f).lower()
        # The index folds case as SQLite does; this keeps Python's `lower()` the rule, as typed.
        if all(term in lowered or term in fields_text for term in terms):
            hit = first_hit(text, lowered, terms)
            if hit is None:
                hits.append(HistoryHit(meta, None))
            else:
                hits.append(HistoryHit(meta, snippet_at(text, *hit), turn_at(turn_marks(row[9]), hit[0])))
    return hits
