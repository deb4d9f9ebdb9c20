"""The session registry: paging, dedupe, repeated cursors, stale pages, info patches, titles."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import msgspec
import orjson
from hypothesis import given
from hypothesis import strategies as st

from acp_bridge.acp.session_page import MAX_TITLE_CHARS, ListedSession, read_session
from acp_bridge.acp.updates import SessionInfoUpdate
from acp_bridge.sessions.records import MAX_FIRST_PROMPT_CHARS
from acp_bridge.sessions.registry import SessionRegistry


def info(session_id: str, **fields: object) -> ListedSession:
    listed = read_session({"sessionId": session_id, **fields})
    assert listed is not None
    return listed


def ids(registry: SessionRegistry, scope: str | None = None) -> list[str]:
    return [r.session_id for r in registry.sessions(scope)]


def test_pages_append_dedupe_and_sort_newest_first() -> None:
    reg = SessionRegistry("a")
    token = reg.begin_refresh(None)
    assert reg.apply_page(
        None,
        token,
        [info("s1", updatedAt="2026-01-02T00:00:00Z"), info("s2", updatedAt="2026-01-03T00:00:00Z")],
        "c1",
    )
    assert reg.list_state(None).has_more
    # The next page repeats s2 (overlapping pages) and adds s3.
    assert reg.apply_page(
        None,
        token,
        [info("s2", updatedAt="2026-01-03T00:00:00Z"), info("s3", updatedAt="2026-01-01T00:00:00Z")],
        None,
        cursor="c1",
    )
    assert ids(reg) == ["s2", "s1", "s3"]
    assert not reg.list_state(None).has_more
    assert len(reg) == 3


def test_repeated_cursor_stops_paging() -> None:
    reg = SessionRegistry("a")
    token = reg.begin_refresh(None)
    reg.apply_page(None, token, [info("s1")], "same")
    reg.apply_page(None, token, [info("s2")], "same", cursor="same")
    assert not reg.list_state(None).has_more
    assert sorted(ids(reg)) == ["s1", "s2"]


def test_cursor_seen_two_pages_ago_also_stops() -> None:
    reg = SessionRegistry("a")
    token = reg.begin_refresh(None)
    reg.apply_page(None, token, [info("s1")], "c1")
    reg.apply_page(None, token, [info("s2")], "c2", cursor="c1")
    reg.apply_page(None, token, [info("s3")], "c1", cursor="c2")
    assert not reg.list_state(None).has_more


def test_stale_page_never_overwrites_a_newer_refresh() -> None:
    reg = SessionRegistry("a")
    old = reg.begin_refresh(None)
    new = reg.begin_refresh(None)
    assert reg.apply_page(None, new, [info("fresh", title="new")], None)
    assert not reg.apply_page(None, old, [info("stale", title="old")], None)
    assert ids(reg) == ["fresh"]
    assert reg.get("stale") is None


def test_page_fetched_before_an_info_update_keeps_the_newer_title() -> None:
    reg = SessionRegistry("a")
    token = reg.begin_refresh(None)
    reg.apply_page(None, token, [info("s1", title="first")], None)
    token2 = reg.begin_refresh(None)
    reg.apply_info_update("s1", SessionInfoUpdate(title="renamed"))
    reg.apply_page(None, token2, [info("s1", title="first")], None)  # in flight before the rename
    assert reg.get("s1").title == "renamed"  # type: ignore[union-attr]
    token3 = reg.begin_refresh(None)
    reg.apply_page(None, token3, [info("s1", title="agent title")], None)
    assert reg.get("s1").title == "agent title"  # type: ignore[union-attr]


def test_info_update_null_clears_and_omitted_leaves() -> None:
    reg = SessionRegistry("a")
    token = reg.begin_refresh(None)
    reg.apply_page(
        None, token, [info("s1", title="t", updatedAt="2026-01-01T00:00:00Z", _meta={"n": 1})], None
    )
    reg.apply_info_update("s1", SessionInfoUpdate(title=None))
    record = reg.get("s1")
    assert record is not None
    assert record.title is None
    assert record.updated_at == datetime(2026, 1, 1, tzinfo=UTC)
    assert record.meta == {"n": 1}
    reg.apply_info_update("s1", SessionInfoUpdate(updated_at="2026-02-01T10:00:00+02:00", meta=None))
    assert record.updated_at == datetime(2026, 2, 1, 8, tzinfo=UTC)
    assert record.meta is None
    assert reg.apply_info_update("unknown", SessionInfoUpdate(title="x")) is None


def test_an_info_update_is_bounded_as_a_listing_is() -> None:
    """An agent's `session_info_update` (as decoded) holds no more than its listing may: the title
    cut, a big `_meta` read as absent, which leaves the one held (every item the editor is sent
    carries both, and the history keeps the title)."""
    reg = SessionRegistry("a")
    token = reg.begin_refresh(None)
    reg.apply_page(None, token, [info("s1", title="t", _meta={"branch": "main"})], None)
    line = orjson.dumps({
        "sessionUpdate": "session_info_update",
        "title": "x" * 5_000_000,
        "_meta": {"branch": "dev", **{str(i): i for i in range(1000)}},
    })
    record = reg.apply_info_update("s1", msgspec.json.decode(line, type=SessionInfoUpdate))
    assert record is not None
    assert len(record.title or "") == MAX_TITLE_CHARS and record.title.endswith("…")  # type: ignore[union-attr]
    assert record.meta == {"branch": "main"}, "a _meta too big is malformed: the one held stays"
    reg.apply_info_update("s1", SessionInfoUpdate(meta={"branch": "dev"}))
    assert record.meta == {"branch": "dev"}, "a small one is taken"
    reg.apply_info_update("s1", SessionInfoUpdate(meta=None))
    assert record.meta is None, "null clears it"


def test_a_listing_reports_the_records_it_renames() -> None:
    """`retitled` hears of each record whose name a listing changes, and only those: a local title
    hides the agent's; an agent's title dropped gives the name back to the first prompt."""
    reg = SessionRegistry("a", local_titles={"mine": "My own"})
    renamed: list[str] = []
    reg.retitled = lambda record: renamed.append(record.session_id)
    reg.apply_page(None, reg.begin_refresh(None), [info("s1", title="First"), info("mine", title="A")], None)
    assert renamed == [], "new records are listed, not renamed"
    reg.add("s2", first_prompt="hello")  # read before it was listed: named by its first prompt
    reg.apply_page(None, reg.begin_refresh(None), [info("s1", title="Second"), info("mine", title="B"),
                                                   info("s2", title="Greeting")], None)
    assert renamed == ["s1", "s2"]
    reg.apply_info_update("s2", SessionInfoUpdate(title="Renamed"))
    reg.apply_page(None, reg.begin_refresh(None), [info("s1", title="Second"), info("s2")], None)
    assert renamed == ["s1", "s2", "s2"], "its title dropped: named \"hello\" again"
    assert reg.get("s2").display_title == "hello"  # type: ignore[union-attr]


def test_a_first_prompt_is_kept_in_part() -> None:
    reg = SessionRegistry("a")
    record = reg.add("s1", first_prompt="log line\n" * 100_000)
    assert len(record.first_prompt or "") <= MAX_FIRST_PROMPT_CHARS
    assert (record.first_prompt or "").startswith("log line\nlog line") and record.first_prompt.endswith("…")  # type: ignore[union-attr]


def test_display_title_falls_back_and_is_sanitised() -> None:
    reg = SessionRegistry("a")
    token = reg.begin_refresh(None)
    reg.apply_page(None, token, [info("abcdef123456"), info("s2", title="evil\u202etitle\nnext")], None)
    plain = reg.get("abcdef123456")
    assert plain is not None and plain.display_title == "abcdef12"
    plain.first_prompt = "Fix the bug in upload"
    assert plain.display_title == "Fix the bug in upload"
    evil = reg.get("s2")
    assert evil is not None and evil.display_title == "eviltitle next"


def test_local_title_wins_and_survives_relisting() -> None:
    titles = {"s1": "My name"}
    reg = SessionRegistry("a", titles)
    token = reg.begin_refresh(None)
    reg.apply_page(None, token, [info("s1", title="agent")], None)
    assert reg.get("s1").display_title == "My name"  # type: ignore[union-attr]
    reg.set_local_title("s1", None)
    assert reg.get("s1").display_title == "agent"  # type: ignore[union-attr]


def test_cwd_scopes_are_separate_and_removal_updates_them() -> None:
    reg = SessionRegistry("a")
    t1 = reg.begin_refresh("/p")
    reg.apply_page("/p", t1, [info("s1", cwd="/p")], None)
    t2 = reg.begin_refresh(None)
    reg.apply_page(None, t2, [info("s1", cwd="/p"), info("s2", cwd="/q")], None)
    assert ids(reg, "/p") == ["s1"]
    assert sorted(ids(reg, None)) == ["s1", "s2"]
    assert reg.remove("s1")
    assert ids(reg, "/p") == [] and ids(reg, None) == ["s2"]
    reg.add("s3", cwd="/p")
    assert ids(reg, "/p") == ["s3"]


def test_local_titles_are_read_live_and_directories_follow_each_listing() -> None:
    titles: dict[str, str] = {}
    reg = SessionRegistry("a", titles)
    token = reg.begin_refresh(None)
    reg.apply_page(None, token, [info("s1", additionalDirectories=["/a"]), info("s2")], None)
    titles["s3"] = "Mine"  # the mapping is the store's live one
    token = reg.begin_refresh(None)
    reg.apply_page(None, token, [info("s1"), info("s2", additionalDirectories=["/b"]), info("s3")], None)
    records = [reg.get(i) for i in ("s1", "s2", "s3")]
    assert [r.additional_directories for r in records if r] == [[], ["/b"], []]
    assert [r.local_title for r in records if r] == [None, None, "Mine"]
    assert len({id(r.additional_directories) for r in records if r}) == 3  # none shared


_TIMES = [None, *(datetime(2026, 1, 1, tzinfo=UTC) + timedelta(hours=h) for h in range(3))]


@given(st.lists(st.sampled_from(_TIMES), max_size=12), st.booleans())
def test_the_listing_is_newest_first_ties_in_agent_order(times: list[datetime | None], ordered: bool) -> None:
    epoch = datetime.min.replace(tzinfo=UTC)
    if ordered:  # as agents list them: then nothing moves
        times = sorted(times, key=lambda t: t or epoch, reverse=True)
    reg = SessionRegistry("a")
    token = reg.begin_refresh(None)
    pairs = [(f"s{n}", t) for n, t in enumerate(times)]
    reg.apply_page(None, token, [info(i, updatedAt=t.isoformat() if t else None) for i, t in pairs], None)
    expected = [i for i, _ in sorted(pairs, key=lambda p: p[1] or epoch, reverse=True)]
    assert ids(reg) == expected
    if pairs:  # a time set directly is seen too
        record = reg.get(pairs[-1][0])
        assert record is not None
        record.updated_at = datetime(2027, 1, 1, tzinfo=UTC)
        assert ids(reg)[0] == pairs[-1][0]


_IDS = st.sampled_from(["s1", "s2", "s3", "s4", "s5"])
_SCOPES = st.sampled_from([None, "/p"])
_OPS = st.lists(
    st.one_of(
        st.tuples(st.just("refresh"), _SCOPES, st.lists(_IDS, max_size=4)),
        st.tuples(st.just("more"), _SCOPES, st.lists(_IDS, max_size=4)),
        st.tuples(st.just("add"), _IDS, _SCOPES),
        st.tuples(st.just("remove"), _IDS, _SCOPES),
    ),
    max_size=14,
)


@given(_OPS)
def test_listings_follow_pages_adds_and_removals_as_lists_of_unique_ids(
    ops: list[tuple[object, ...]],
) -> None:
    """Each scope's listing is its pages' ids in order, each once (a page may repeat one, or list one
    an earlier page or `add` listed), newest `add`s first, removed sessions gone: checked against a
    plain model (a list and a set per scope) across interleaved refreshes of two scopes, whichever
    records the pages make or find (the registry asks its set of listed ids only about the latter)."""
    reg = SessionRegistry("a")
    model: dict[str | None, list[str]] = {}
    known: set[str] = set()
    cursors = iter(range(1000))
    for op in ops:
        kind = op[0]
        if kind in ("refresh", "more"):
            scope, page = op[1], op[2]
            assert scope is None or isinstance(scope, str)
            assert isinstance(page, list)
            state = reg.list_state(scope)
            if kind == "refresh":
                reg.apply_page(scope, reg.begin_refresh(scope), [info(i) for i in page], f"c{next(cursors)}")
                model[scope] = []
            elif state.loaded and state.next_cursor is not None:
                cursor = state.next_cursor
                rows = [info(i) for i in page]
                reg.apply_page(scope, state.token, rows, f"c{next(cursors)}", cursor=cursor)
            else:
                continue
            for session_id in page:
                known.add(session_id)
                if session_id not in model[scope]:
                    model[scope].append(session_id)
        elif kind == "add":
            session_id, cwd = op[1], op[2]
            assert isinstance(session_id, str) and (cwd is None or isinstance(cwd, str))
            if session_id not in known:
                for scope, listed in model.items():
                    if scope is None or scope == cwd:
                        listed.insert(0, session_id)
            known.add(session_id)
            reg.add(session_id, cwd=cwd)
        else:
            session_id = op[1]
            assert isinstance(session_id, str)
            assert reg.remove(session_id) == (session_id in known)
            known.discard(session_id)
            for listed in model.values():
                if session_id in listed:
                    listed.remove(session_id)
        assert len(reg) == len(known)
        for scope, listed in model.items():
            state = reg.list_state(scope)
            assert [r.session_id for r in state.records] == listed  # the agent's order (`add`s first)
            assert all(reg.get(r.session_id) is r for r in state.records)
            assert sorted(ids(reg, scope)) == sorted(listed)  # sorted by time: `add` stamps one
            assert state.listed_ids() == set(listed)
