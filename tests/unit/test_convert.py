"""The cached items of listings: the same as the contract model's wire form, sanitised the same
way, and made again when a record's values change."""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from acp_bridge.lsp import protocol as p
from acp_bridge.lsp.convert import listed_sessions_wire, session_item, session_items_wire
from acp_bridge.sessions.records import SessionRecord

NOW = datetime(2026, 11, 22, tzinfo=UTC)
evil = st.one_of(
    st.none(),
    st.text(max_size=300),
    st.sampled_from(["evil\u202etitle\nnext", "  padded  ", "a" * 1200, "x\x1b[31mred", "", "\u200b"]),
)


def _listed(
    records: list[SessionRecord], active: tuple[str, str] | None, open_ids: frozenset[str] = frozenset()
) -> list[dict[str, Any]]:
    """The `sessions` of a `listSessions` answer, as the editor reads them (pygls writes them with
    `json.dumps`); `open_ids`: the sessions the agent holds open."""
    listed = listed_sessions_wire(records, active, _open_in(open_ids))
    sessions: list[dict[str, Any]] = json.loads(json.dumps(listed))
    return sessions


def _open_in(open_ids: frozenset[str]) -> Callable[[SessionRecord], bool]:
    return lambda record: record.session_id in open_ids


@settings(max_examples=300, deadline=None)
@given(
    title=evil,
    cwd=evil,
    prompt=evil,
    local=evil,
    dirs=st.lists(st.text(max_size=50), max_size=3),
    meta=st.one_of(
        st.none(), st.dictionaries(st.text(max_size=10), st.one_of(st.text(), st.integers(), st.none()))
    ),
    hours=st.one_of(st.none(), st.integers(-1000, 1000)),
    active=st.booleans(),
    is_open=st.booleans(),
)

def test_wire_item_equals_the_models(
    title: str | None,
    cwd: str | None,
    prompt: str | None,
    local: str | None,
    dirs: list[str],
    meta: dict[str, object] | None,
    hours: int | None,
    active: bool,
    is_open: bool,
) -> None:
    record = SessionRecord(
        "agent",
        "s\u202e1",
        cwd=cwd,
        title=title,
        updated_at=None if hours is None else NOW + timedelta(hours=hours),
        meta=meta,
        additional_directories=dirs,
        first_prompt=prompt,
        local_title=local,
    )
    key = ("agent", "s\u202e1") if active else None
    open_ids = frozenset({"s\u202e1"} if is_open else ())
    item = session_item(record, active=active, open=is_open).wire()
    assert session_items_wire([record], key, _open_in(open_ids)) == [item]
    # A listing leaves the defaults out, and the extension's expansion gives the item back.
    [listed] = _listed([record], key, open_ids)
    assert listed == p.listed_session_wire(item)
    assert _listed([record], key, open_ids) == [listed]  # cached
    assert p.expand_listed("agent", listed) == item
    assert "agentId" not in listed
    assert all(listed[k] != default for k, default in p.LISTED_DEFAULTS.items() if k in listed)


def test_cached_item_follows_title_and_time_changes() -> None:
    record = SessionRecord("a", "s1", title="Old", updated_at=NOW)
    [first] = _listed([record], None)
    assert first["title"] == "Old" and first["updatedAt"] == "2026-11-22T00:00:00Z"
    assert _listed([record], ("a", "s1"))[0]["active"] is True
    record.title = "New"
    assert _listed([record], None)[0]["title"] == "New"
    record.local_title = "Mine"
    assert _listed([record], None)[0]["displayTitle"] == "Mine"
    record.updated_at = NOW + timedelta(hours=1)
    assert _listed([record], None)[0]["updatedAt"] == "2026-11-22T01:00:00Z"
    record.meta = {"messages": 3}
    assert _listed([record], None)[0]["facts"] == ["messages: 3"]
    record.additional_directories = ["/srv"]
    assert _listed([record], None)[0]["additionalDirectories"] == ["/srv"]


def test_the_active_and_open_flags_are_never_left_on_a_shared_item() -> None:
    """A listed item's JSON is cached on its record and shared by every answer: only the active
    and the open sessions' are copied, saying so."""
    first, second = SessionRecord("a", "s1", title="A"), SessionRecord("a", "s2", title="B")
    none_open = _open_in(frozenset())
    assert [i["active"] for i in session_items_wire([first, second], ("a", "s1"), none_open)] == [True, False]
    assert [i["active"] for i in session_items_wire([first, second], ("a", "s2"), none_open)] == [False, True]
    assert [i["active"] for i in session_items_wire([first, second], None, none_open)] == [False, False]
    other_agent = SessionRecord("b", "s1")
    assert session_items_wire([other_agent], ("a", "s1"), none_open)[0]["active"] is False
    listed = _listed([first, second], ("a", "s2"))
    assert ["active" in i for i in listed] == [False, True]
    assert ["active" in i for i in _listed([first, second], None)] == [False, False]
    opened = _listed([first, second], ("a", "s2"), frozenset({"s1", "s2"}))
    assert [(i.get("active"), i.get("open")) for i in opened] == [(None, True), (True, True)]
    assert ["open" in i for i in _listed([first, second], None)] == [False, False]


def test_a_listed_session_leaves_its_defaults_out() -> None:
    bare = SessionRecord("a", "sess_1234567890")
    assert _listed([bare], None) == [
        {"sessionId": "sess_1234567890", "displayTitle": "sess_123"}  # the short id
    ]
    titled = SessionRecord("a", "s1", title="Fix it", local_title="Mine")
    assert _listed([titled], None) == [
        {"sessionId": "s1", "displayTitle": "Mine", "title": "Fix it", "localTitle": "Mine"}
    ]
    same = SessionRecord("a", "s1", title="Fix it", local_title="Fix it")
    assert _listed([same], None) == [
        {"sessionId": "s1", "title": "Fix it", "localTitle": "Fix it"}
    ]


def test_a_lone_surrogate_is_escaped_not_an_error() -> None:
    """JSON from the editor can hold one: the item is still listed."""
    record = SessionRecord("a", "s\ud800", title="T", local_title="x\udfff")
    for active in (None, ("a", "s\ud800")):
        [listed] = _listed([record], active)
        assert listed["sessionId"] == "s\ud800" and listed["localTitle"] == "x\udfff"
