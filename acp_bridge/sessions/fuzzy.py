"""Fuzzy matching of sessions by title, id, cwd and first prompt (the switcher's search).

Each query character must appear in order (fzf-style subsequence). A compiled regex does the
filtering in C, so only real candidates are scored in Python: thousands of sessions per keystroke
stay far below the 20 ms a keystroke may cost.
"""

from __future__ import annotations

import heapq
import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime

from .registry import SessionRecord

_EPOCH = datetime.min.replace(tzinfo=UTC)

_FIELD_WEIGHTS = (4.0, 3.0, 1.0, 1.5)  # title, id, cwd, first prompt


@dataclass(frozen=True, slots=True)
class Match:
    record: SessionRecord
    score: float


def _fields(record: SessionRecord) -> tuple[tuple[str, str, str, str], str]:
    """The lower-cased fields and their joined haystack, computed once per change of the record."""
    key = (record.local_title, record.title, record.first_prompt, record.cwd)
    cached = record.search_cache
    if cached is not None and cached[0] == key:
        return cached[1], cached[2]
    fields = (
        record.display_title.lower(),
        record.session_id.lower(),
        (record.cwd or "").lower(),
        (record.first_prompt or "").lower(),
    )
    haystack = "\x00".join(fields)
    record.search_cache = (key, fields, haystack)
    return fields, haystack


def _pattern(query: str) -> re.Pattern[str]:
    """`query` as a subsequence. Each gap is `[^c]*c` rather than `.*?c`: the same (leftmost,
    earliest) match, found without backtracking, so a failing search is linear, not polynomial."""
    parts = [re.escape(query[0])]
    parts += [f"[^{re.escape(ch)}]*{re.escape(ch)}" for ch in query[1:]]
    return re.compile("".join(parts))


def _newest(record: SessionRecord) -> datetime:
    return record.updated_at or _EPOCH


def _score_field(text: str, query: str, pattern: re.Pattern[str]) -> float:
    if not text:
        return 0.0
    index = text.find(query)
    if index >= 0:  # a contiguous hit beats a scattered one; a prefix or word start beats both
        at_word = index == 0 or not text[index - 1].isalnum()
        return 10.0 + (5.0 if index == 0 else 2.0 if at_word else 0.0) + len(query) / max(len(text), 1)
    match = pattern.search(text)
    if match is None:
        return 0.0
    return 5.0 * len(query) / (match.end() - match.start())


def fuzzy_find(records: Iterable[SessionRecord], query: str, limit: int = 200) -> list[Match]:
    """The best `limit` matches, best first; an empty query gives the newest sessions."""
    items = list(records)
    query = " ".join(query.lower().split())
    if not query:
        return [Match(r, 0.0) for r in heapq.nlargest(limit, items, key=_newest)]
    terms = query.split(" ")
    patterns = [_pattern(term) for term in terms]
    matches = []
    for record in items:
        fields, haystack = _fields(record)
        if not all(p.search(haystack) for p in patterns):
            continue
        total = 0.0
        for term, pattern in zip(terms, patterns, strict=True):
            best = max(
                w * _score_field(f, term, pattern) for w, f in zip(_FIELD_WEIGHTS, fields, strict=True)
            )
            if best == 0.0:  # the term only matched across two fields: not a real match
                break
            total += best
        else:
            matches.append(Match(record, total))
    return heapq.nlargest(limit, matches, key=lambda m: (m.score, _newest(m.record)))


def resolve_prefix(records: Iterable[SessionRecord], prefix: str) -> list[SessionRecord]:
    """Every session whose id starts with `prefix` (an exact id wins alone). Never "first wins"."""
    prefix = prefix.strip()
    candidates = [r for r in records if r.session_id.startswith(prefix)]
    exact = [r for r in candidates if r.session_id == prefix]
    return exact if exact else candidates
