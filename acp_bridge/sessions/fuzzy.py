"""Fuzzy matching of sessions by title, id, cwd and first prompt (the switcher's search).

Each query character must appear in order (fzf-style subsequence). A compiled regex does the
filtering in C, so only real candidates are scored in Python.

A registry keeps a :class:`SearchIndex` (`SessionRegistry.search`): the lower-cased fields of every
record in flat lists, patched when records change, and the previous query's matches with their
per-term scores. A keystroke that only adds to the query (every earlier term is still contained in
a term of the new query) can only lose matches, so it scores just the previous matches (plus any
record that changed since) and reuses the scores of the terms it did not change. Results are exactly
those of a fresh search; 10,000 sessions stay well below the 20 ms a keystroke may cost.
"""

from __future__ import annotations

import bisect
import heapq
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Final

from .. import gcpause
from .records import SessionRecord

_FIELD_WEIGHTS: Final = (4.0, 3.0, 1.0, 1.5)  # title, id, cwd, first prompt
#: Dead slots (removed records) beyond this share of the index make it rebuild itself.
_MAX_DEAD_SHARE: Final = 0.5


@dataclass(frozen=True, slots=True)
class Match:
    record: SessionRecord
    score: float


Fields = tuple[str, str, str, str, str]  # title, id, cwd, first prompt (lower-cased); all joined


def _fields(record: SessionRecord) -> Fields:
    title = record.display_title.lower()
    session_id = record.session_id.lower()
    cwd = (record.cwd or "").lower()
    prompt = (record.first_prompt or "").lower()
    return title, session_id, cwd, prompt, f"{title}\x00{session_id}\x00{cwd}\x00{prompt}"


def _bulk_fields(records: list[SessionRecord]) -> list[Fields]:
    """`_fields` of many records: each column lower-cased in one call (C) when no value holds the
    separator, else record by record."""
    titles = [r.display_title for r in records]
    ids = [r.session_id for r in records]
    cwds = [r.cwd or "" for r in records]
    prompts = [r.first_prompt or "" for r in records]
    columns = []
    for column in (titles, ids, cwds, prompts):
        joined = "\n".join(column)
        lowered = joined.lower().split("\n")
        if joined.count("\n") != len(column) - 1 or len(lowered) != len(column):
            lowered = [value.lower() for value in column]
        columns.append(lowered)
    titles, ids, cwds, prompts = columns
    haystacks = map("\x00".join, zip(titles, ids, cwds, prompts, strict=True))
    return list(zip(titles, ids, cwds, prompts, haystacks, strict=True))


def _pattern(query: str) -> re.Pattern[str]:
    """`query` as a subsequence. Each gap is `[^c]*c` rather than `.*?c`: the same (leftmost,
    earliest) match, found without backtracking, so a failing search is linear, not polynomial."""
    parts = [re.escape(query[0])]
    parts += [f"[^{re.escape(ch)}]*{re.escape(ch)}" for ch in query[1:]]
    return re.compile("".join(parts))


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


def _matching(term: str, fields: list[Fields], slots: list[int]) -> list[int]:
    """The slots whose joined fields hold `term` as a subsequence, in order."""
    search = _pattern(term).search
    return [s for s in slots if search(fields[s][4])]


def _score_term(term: str, fields: list[Fields], slots: Iterable[int]) -> dict[int, float]:
    """Each slot's best weighted field score for `term` (`_score_field` × weight, the maximum over
    the fields); slots where no single field holds the term (it only matched across two fields, or
    not at all) are left out.

    Fields are skipped where they cannot raise the maximum, which stays the same: a contiguous hit
    scores 10–16 (× 4 title, × 3 id, × 1 cwd, × 1.5 prompt), a scattered one at most 5. So after a
    contiguous title hit (≥ 40) only a contiguous id hit (≤ 48) can win; after a contiguous id hit
    (≥ 30, no title hit) nothing can (title ≤ 20, cwd ≤ 16, prompt ≤ 24)."""
    pattern = _pattern(term)
    search = pattern.search
    n = len(term)
    five_n = 5.0 * n
    scores: dict[int, float] = {}
    for slot in slots:
        title, sid, cwd, prompt, joined = fields[slot]
        if search(joined) is None:
            continue
        index = title.find(term)
        if index >= 0:
            bonus = 5.0 if index == 0 else 2.0 if not title[index - 1].isalnum() else 0.0
            best = 4.0 * (10.0 + bonus + n / max(len(title), 1))
            index = sid.find(term)
            if index >= 0:
                bonus = 5.0 if index == 0 else 2.0 if not sid[index - 1].isalnum() else 0.0
                best = max(best, 3.0 * (10.0 + bonus + n / max(len(sid), 1)))
            scores[slot] = best
            continue
        index = sid.find(term)
        if index >= 0:
            bonus = 5.0 if index == 0 else 2.0 if not sid[index - 1].isalnum() else 0.0
            scores[slot] = 3.0 * (10.0 + bonus + n / max(len(sid), 1))
            continue
        best = 0.0
        if n > 1:  # one character is found or not: no scattered hit where `find` found none
            match = search(title)
            if match is not None:
                start, end = match.span()
                best = 4.0 * (five_n / (end - start))
            match = search(sid)
            if match is not None:
                start, end = match.span()
                best = max(best, 3.0 * (five_n / (end - start)))
        if cwd:
            best = max(best, 1.0 * _score_field(cwd, term, pattern))
        if prompt:
            best = max(best, 1.5 * _score_field(prompt, term, pattern))
        if best != 0.0:
            scores[slot] = best
    return scores


def _contains_subsequence(longer: str, shorter: str) -> bool:
    chars = iter(longer)
    return all(ch in chars for ch in shorter)


def _normalize(query: str) -> list[str]:
    return query.lower().split()


class SearchIndex:
    """The fields of a set of records, in their iteration order (which breaks ties in the ranking),
    and the last query's matches. `find` brings the index up to date first: records added or removed
    (the owner's `revision` changed) and records whose values changed, however they were changed
    (the values are compared by identity on every call: ~1–2 ms for 10,000 records)."""

    def __init__(self) -> None:
        #: Stands in for a removed record, so every list keeps its slots.
        self._dead_record = SessionRecord("", "")
        self._records: list[SessionRecord] = []
        self._sources: list[tuple[object, ...]] = []
        self._fields: list[Fields] = []
        self._newest: list[datetime] = []
        self._slot: dict[str, int] = {}
        self._dead = 0
        self._revision = -1
        #: Lower-cased titles in sorted order, and their slots (titles starting with a term are one
        #: range); None when a record changed since they were sorted.
        self._sorted_titles: tuple[list[str], list[int]] | None = None
        #: The last query's terms; its matches (or, after a shortcut, a superset of them); and per
        #: term the score of each of its matches (only terms scored in full).
        self._last_terms: list[str] | None = None
        self._last_matched: list[int] = []
        self._last_scores: dict[str, dict[int, float]] = {}
        #: Slots changed, added or removed since the last query (scored afresh even when narrowing).
        self._changed: set[int] = set()

    # -- keeping up with the records -----------------------------------------------------------

    def _rebuild(self, records: Iterable[SessionRecord]) -> None:
        self._records, self._sources, self._fields, self._newest = [], [], [], []
        self._slot, self._dead = {}, 0
        self._last_terms, self._last_matched, self._last_scores = None, [], {}
        self._append(list(records))
        self._changed = set()

    def _append(self, records: list[SessionRecord]) -> None:
        first = len(self._records)
        self._slot.update((r.session_id, first + k) for k, r in enumerate(records))
        self._records += records
        # What the indexed fields are made from: a record whose values differ is indexed again.
        self._sources += [r.search_source() for r in records]
        self._fields += _bulk_fields(records)
        self._newest += [r.sort_time for r in records]
        self._changed.update(range(first, len(self._records)))
        self._sorted_titles = None

    def _kill(self, slot: int) -> None:
        self._records[slot] = self._dead_record
        self._sources[slot] = self._dead_record.search_source()
        self._fields[slot] = ("", "", "", "", "")
        self._dead += 1
        self._changed.add(slot)
        self._sorted_titles = None

    def sync(self, records: Mapping[str, SessionRecord], revision: int) -> None:
        """Brings the index up to date with `records` (session id → record, in iteration order)."""
        if revision != self._revision:
            self._revision = revision
            for session_id, slot in list(self._slot.items()):
                if records.get(session_id) is not self._records[slot]:  # removed, or replaced
                    del self._slot[session_id]
                    self._kill(slot)
            if self._dead > _MAX_DEAD_SHARE * len(self._records):
                self._rebuild(records.values())
                return
            # New records: a dict iterates them last, in the order they come here.
            self._append([r for sid, r in records.items() if sid not in self._slot])
        # Each record's values compared by identity first: an unchanged record costs no allocation.
        records_, sources, dead = self._records, self._sources, self._dead_record
        for slot in range(len(records_)):
            record = records_[slot]
            then = sources[slot]
            if (
                record.local_title is then[0]
                and record.title is then[1]
                and record.first_prompt is then[2]
                and record.cwd is then[3]
                and record.updated_at is then[4]
            ):
                continue
            now = record.search_source()
            if now != then and record is not dead:
                self._fields[slot] = _fields(record)
                self._newest[slot] = record.sort_time
                self._changed.add(slot)
                self._sorted_titles = None
            sources[slot] = now

    def _title_prefixed(self, term: str) -> list[int]:
        """The slots whose title starts with `term`."""
        if self._sorted_titles is None:
            pairs = sorted((f[0], slot) for slot, f in enumerate(self._fields) if f[0])
            self._sorted_titles = ([t for t, _ in pairs], [s for _, s in pairs])
        titles, slots = self._sorted_titles
        low = bisect.bisect_left(titles, term)
        # The titles starting with `term` are one run from `low`: find its end by bisection.
        high, end = low, len(titles)
        while high < end:
            middle = (high + end) // 2
            if titles[middle].startswith(term):
                high = middle + 1
            else:
                end = middle
        return slots[low:high]

    # -- searching -----------------------------------------------------------------------------

    def find(
        self, records: Mapping[str, SessionRecord], revision: int, query: str, limit: int = 200
    ) -> list[Match]:
        """`fuzzy_find` over `records` (session id → record)."""
        # Building the index only adds live objects: for 10,000 sessions the ~40 collections it
        # triggered (sometimes a full one) found nothing and cost 8-30 ms of a 25-60 ms first opening.
        with gcpause.paused():
            self.sync(records, revision)
            return self.search(query, limit)

    def search(self, query: str, limit: int = 200) -> list[Match]:
        terms = _normalize(query)
        changed, self._changed = self._changed, set()
        live, dead, fields = self._records, self._dead_record, self._fields
        newest = self._newest
        if not terms:
            self._last_terms, self._last_matched, self._last_scores = None, [], {}
            slots = (s for s, r in enumerate(live) if r is not dead)
            top = heapq.nlargest(limit, ((newest[s], -s) for s in slots))
            return [Match(live[-s], 0.0) for _, s in top]
        unique = list(dict.fromkeys(terms))
        narrowing = self._last_terms is not None and all(
            any(_contains_subsequence(new, old) for new in unique) for old in self._last_terms
        )
        if narrowing:  # only the last matches can still match, and what changed since
            gone = {s for s in changed if live[s] is dead}
            candidates = sorted(changed.union(self._last_matched) - gone)
            reusable = self._last_scores
            kept_terms = set(self._last_terms or ())
        else:
            candidates = [s for s, r in enumerate(live) if r is not dead]
            reusable = {}
            kept_terms = set()
        # A cheap filter first (a regex: the term anywhere in the joined fields), the scoring after.
        for term in unique:
            if term in kept_terms:  # every last match passed this filter: only changed slots may not
                if changed:
                    passed = set(_matching(term, fields, [s for s in candidates if s in changed]))
                    candidates = [s for s in candidates if s not in changed or s in passed]
                continue
            candidates = _matching(term, fields, candidates)
        self._last_terms, self._last_matched, self._last_scores = terms, candidates, {}
        if len(unique) == 1 and len(candidates) > limit:
            # Shortcut: a title that starts with the term scores ≥ 4 × 15 = 60, any other match at
            # most 4 × 13 = 52. With `limit` such titles, the best are among them alone.
            term = unique[0]
            prefixed = self._title_prefixed(term)
            if len(prefixed) >= limit:
                n = len(term)
                ranked = [
                    (4.0 * (10.0 + 5.0 + n / max(len(fields[s][0]), 1)), newest[s], -s) for s in prefixed
                ]
                return [Match(live[-s], score) for score, _, s in heapq.nlargest(limit, ranked)]
        scores: dict[str, dict[int, float]] = {}
        for term in unique:
            previous = reusable.get(term)
            if previous is not None:  # the same term as before: its scores still hold
                fresh = [s for s in candidates if s in changed or s not in previous]
                term_scores = {s: previous[s] for s in candidates if s in previous and s not in changed}
                term_scores.update(_score_term(term, fields, fresh))
            else:
                term_scores = _score_term(term, fields, candidates)
            scores[term] = term_scores
            candidates = [s for s in candidates if s in term_scores]
        self._last_matched = candidates
        self._last_scores = scores
        if len(terms) == 1:
            only = scores[terms[0]]
            ranked = [(only[slot], newest[slot], -slot) for slot in candidates]
        else:
            per_term = [scores[t] for t in terms]
            ranked = []
            for slot in candidates:
                total = 0.0
                for term_scores in per_term:
                    total += term_scores[slot]
                ranked.append((total, newest[slot], -slot))
        return [Match(live[-s], total) for total, _, s in heapq.nlargest(limit, ranked)]


def fuzzy_find(records: Iterable[SessionRecord], query: str, limit: int = 200) -> list[Match]:
    """The best `limit` matches, best first (newer first among equal scores, then iteration order);
    an empty query gives the newest sessions. A registry answers the same from the index it keeps
    (`SessionRegistry.search`)."""
    index = SearchIndex()
    index._rebuild(records)
    return index.search(query, limit)


def merge(results: Iterable[list[Match]], limit: int = 200) -> list[Match]:
    """The best `limit` of several `fuzzy_find` answers, as one search over all their records (in
    the order given) would rank them."""
    every = [match for result in results for match in result]
    return heapq.nlargest(limit, every, key=lambda m: (m.score, m.record.sort_time))


def resolve_prefix(records: Iterable[SessionRecord], prefix: str) -> list[SessionRecord]:
    """Every session whose id starts with `prefix` (an exact id wins alone). Never "first wins"; a
    blank prefix names no session."""
    prefix = prefix.strip()
    if not prefix:
        return []
    candidates = [r for r in records if r.session_id.startswith(prefix)]
    exact = [r for r in candidates if r.session_id == prefix]
    return exact if exact else candidates
