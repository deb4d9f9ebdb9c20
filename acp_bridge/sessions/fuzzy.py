"""Fuzzy matching of sessions by title, id, cwd and first prompt (the switcher's search).

Each query character must appear in order (fzf-style subsequence). A compiled regex does the
filtering in C, so only real candidates are scored in Python: thousands of sessions per keystroke
stay far below the 20 ms a keystroke may cost.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from .registry import SessionRecord

_FIELD_WEIGHTS = (4.0, 3.0, 1.0, 1.5)  # title, id, cwd, first prompt


@dataclass(frozen=True, slots=True)
class Match:
    record: SessionRecord
    score: float


def _fields(record: SessionRecord) -> tuple[str, str, str, str]:
    return (
        record.display_title.lower(),
        record.session_id.lower(),
        (record.cwd or "").lower(),
        (record.first_prompt or "").lower(),
    )


def _pattern(query: str) -> re.Pattern[str]:
    return re.compile(".*?".join(re.escape(ch) for ch in query))


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
        newest = sorted(items, key=lambda r: r.updated_at_iso() or "", reverse=True)
        return [Match(r, 0.0) for r in newest[:limit]]
    terms = query.split(" ")
    patterns = [_pattern(term) for term in terms]
    matches = []
    for record in items:
        fields = _fields(record)
        haystack = "\x00".join(fields)
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
    matches.sort(key=lambda m: (m.score, m.record.updated_at_iso() or ""), reverse=True)
    return matches[:limit]


def resolve_prefix(records: Iterable[SessionRecord], prefix: str) -> list[SessionRecord]:
    """Every session whose id starts with `prefix` (an exact id wins alone). Never "first wins"."""
    prefix = prefix.strip()
    candidates = [r for r in records if r.session_id.startswith(prefix)]
    exact = [r for r in candidates if r.session_id == prefix]
    return exact if exact else candidates
