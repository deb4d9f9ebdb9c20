"""The registry's search index: each keystroke narrowed from the last gives exactly what a fresh
search gives, and what the plain per-record algorithm (the reference below) gives, also when
records are added, removed or changed (through the registry or directly) between keystrokes."""

from __future__ import annotations

import heapq
import re
from datetime import UTC, datetime, timedelta

from hypothesis import given, settings
from hypothesis import strategies as st

from acp_bridge.acp.session_page import listed_session
from acp_bridge.sessions.fuzzy import fuzzy_find, merge
from acp_bridge.sessions.records import SessionRecord
from acp_bridge.sessions.registry import SessionRegistry

EPOCH = datetime.min.replace(tzinfo=UTC)
NOW = datetime(2026, 11, 22, tzinfo=UTC)
WEIGHTS = (4.0, 3.0, 1.0, 1.5)


# -- the reference: one record at a time, every field scored ----------------------------------------


def _ref_score(text: str, query: str) -> float:
    if not text:
        return 0.0
    index = text.find(query)
    if index >= 0:
        at_word = index == 0 or not text[index - 1].isalnum()
        return 10.0 + (5.0 if index == 0 else 2.0 if at_word else 0.0) + len(query) / max(len(text), 1)
    # Any characters between (DOTALL): a session id may hold a line break, and the index does not care.
    match = re.search(".*?".join(re.escape(ch) for ch in query), text, re.DOTALL)
    if match is None:
        return 0.0
    return 5.0 * len(query) / (match.end() - match.start())


def reference(records: list[SessionRecord], query: str, limit: int) -> list[tuple[str, float]]:
    newest = {id(r): r.updated_at or EPOCH for r in records}
    terms = query.lower().split()
    if not terms:
        return [(r.session_id, 0.0) for r in heapq.nlargest(limit, records, key=lambda r: newest[id(r)])]
    scored = []
    for record in records:
        fields = (
            record.display_title.lower(),
            record.session_id.lower(),
            (record.cwd or "").lower(),
            (record.first_prompt or "").lower(),
        )
        total = 0.0
        for term in terms:
            best = max(w * _ref_score(f, term) for w, f in zip(WEIGHTS, fields, strict=True))
            if best == 0.0:
                break
            total += best
        else:
            scored.append((record, total))
    top = heapq.nlargest(limit, scored, key=lambda m: (m[1], newest[id(m[0])]))
    return [(r.session_id, score) for r, score in top]


def found(matches: list) -> list[tuple[str, float]]:  # type: ignore[type-arg]
    return [(m.record.session_id, m.score) for m in matches]


# -- the property -------------------------------------------------------------------------------------

WORDS = ["test", "fix", "flaky", "te", "e2e", "ci", "Tést", "upload", "x-1", "İst", "fl ky"]
text = st.one_of(st.none(), st.lists(st.sampled_from(WORDS), min_size=1, max_size=3).map(" ".join))
when = st.one_of(st.none(), st.integers(0, 5).map(lambda h: NOW - timedelta(hours=h)))
session_ids = st.sampled_from([f"s{i}" for i in range(12)] + ["TEST-1", "fix\nit"])

steps = st.lists(
    st.one_of(
        st.tuples(st.just("type"), st.text(alphabet="tesfixlaky2c -İ", max_size=8)),
        st.tuples(st.just("add"), session_ids, text, when),
        st.tuples(st.just("remove"), session_ids),
        st.tuples(st.just("title"), session_ids, text),  # set directly on the record
        st.tuples(st.just("time"), session_ids, when),
        st.tuples(st.just("prompt"), session_ids, text),
        st.tuples(st.just("local"), session_ids, text),
    ),
    max_size=40,
)


def add(registry: SessionRegistry, session_id: str, title: str | None, updated: datetime | None) -> None:
    token = registry.begin_refresh(None)
    listed = listed_session(session_id, cwd="/home/dev/ci", title=title, updated_at=updated)
    registry.apply_page(None, token, [listed], None)


@settings(max_examples=300, deadline=None)
@given(steps=steps, limit=st.integers(1, 6))
def test_narrowed_search_equals_fresh_and_reference(steps: list[tuple], limit: int) -> None:  # type: ignore[type-arg]
    registry = SessionRegistry("a")
    query = ""
    for step in steps:
        kind, *args = step
        record = registry.get(args[0]) if kind not in ("type", "add") else None
        if kind == "type":
            query = query + args[0] if len(query) < 12 else args[0]  # mostly typing on
        elif kind == "add":
            add(registry, *args)
        elif kind == "remove":
            registry.remove(args[0])
        elif record is not None and kind == "title":
            record.title = args[1]
        elif record is not None and kind == "time":
            record.updated_at = args[1]
        elif record is not None and kind == "prompt":
            record.first_prompt = args[1]
        elif kind == "local":
            registry.set_local_title(args[0], args[1])
        records = list(registry)
        narrowed = found(registry.search(query, limit))
        assert narrowed == found(fuzzy_find(records, query, limit))
        assert narrowed == reference(records, query, limit)


# -- examples -----------------------------------------------------------------------------------------


def registry_of(titles: list[str]) -> SessionRegistry:
    registry = SessionRegistry("a")
    token = registry.begin_refresh(None)
    infos = [
        listed_session(f"s{i}", title=t, updated_at=(NOW - timedelta(minutes=i)).isoformat())
        for i, t in enumerate(titles)
    ]
    registry.apply_page(None, token, infos, None)
    return registry


def test_a_change_between_keystrokes_is_seen_when_narrowing() -> None:
    registry = registry_of(["Fix upload", "Add dark mode", "Fix parser"])
    assert [m.record.title for m in registry.search("fix")] == ["Fix upload", "Fix parser"]
    record = registry.get("s1")
    assert record is not None
    record.title = "Fix the theme"  # set directly, not through the registry
    assert [m.record.title for m in registry.search("fix t")] == ["Fix the theme"]
    registry.remove("s1")
    assert [m.record.title for m in registry.search("fix th")] == []
    assert [m.record.title for m in registry.search("fix p")] == ["Fix parser", "Fix upload"]


def test_many_title_prefix_hits_rank_like_a_full_search() -> None:
    titles = [f"test {w} {i}" for i, w in enumerate(["flaky", "upload", "ci"] * 30)] + ["latest test"]
    registry = registry_of(titles)
    records = list(registry)
    for query in ("t", "te", "test", "test 1", "st"):
        assert found(registry.search(query, 5)) == reference(records, query, 5)


def test_merge_ranks_across_registries_like_one_search() -> None:
    first, second = registry_of(["Fix upload", "fix"]), registry_of(["Fix it", "Upload fix"])
    merged = merge([first.search("fix", 3), second.search("fix", 3)], 3)
    every = list(first) + list(second)
    assert [(m.record.agent_id, m.record.session_id, m.score) for m in merged] == [
        (m.record.agent_id, m.record.session_id, m.score) for m in fuzzy_find(every, "fix", 3)
    ]


def test_sorted_listing_is_reused_and_follows_a_changed_time() -> None:
    registry = registry_of(["a", "b", "c"])
    assert [r.session_id for r in registry.sessions(None)] == ["s0", "s1", "s2"]
    record = registry.get("s2")
    assert record is not None
    record.updated_at = NOW + timedelta(hours=1)  # set directly
    assert [r.session_id for r in registry.sessions(None)] == ["s2", "s0", "s1"]
    registry.remove("s0")
    assert [r.session_id for r in registry.sessions(None)] == ["s2", "s1"]


def test_building_the_index_runs_no_garbage_collection() -> None:
    """Thousands of sessions make tens of young collections that find nothing (fuzzy.py, gcpause)."""
    import gc

    registry = SessionRegistry("a")
    token = registry.begin_refresh(None)
    page = [listed_session(f"s{i}", cwd="/w", title=f"Fix bug {i}") for i in range(5000)]
    registry.apply_page(None, token, page, None)
    collections: list[int] = []

    def count(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            collections.append(info["generation"])

    was_enabled = gc.isenabled()
    gc.enable()
    gc.collect()  # from an empty youngest generation: what earlier tests left must not count here
    gc.callbacks.append(count)
    try:
        assert len(registry.search("")) == 200
        assert registry.search("bug 4999")[0].record.session_id == "s4999"
    finally:
        gc.callbacks.remove(count)
        (gc.enable if was_enabled else gc.disable)()
    # At most the one the pause put off, when the collector comes back (without it: 26).
    assert len(collections) <= 1, collections
    assert gc.isenabled()
