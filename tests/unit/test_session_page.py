"""The schema's leniency for `session/list` answers (acp/session_page.py): a malformed optional field
reads as absent, an invalid session is skipped (and said so in the log), nothing of a good session
is lost, and on any input the reader gives what pydantic gave with the schema's rules (the model the
bridge used before, kept below as the reference), `updatedAt` read by `titles.parse_updated_at`."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Annotated, Any, Literal

from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import BaseModel, ConfigDict, Field, GetCoreSchemaHandler, Strict, TypeAdapter
from pydantic_core import CoreSchema, core_schema

from acp_bridge.acp.session_page import (
    BAD_ID,
    MAX_DIRECTORIES,
    MAX_ID_CHARS,
    MAX_META_VALUES,
    MAX_TITLE_CHARS,
    SessionPage,
    read_page,
)
from acp_bridge.sessions.titles import parse_updated_at


def page(*sessions: object, **fields: object) -> SessionPage:
    return read_page({"sessions": list(sessions), **fields})


def test_a_well_formed_page_keeps_every_field() -> None:
    result = page(
        {"sessionId": "s1", "cwd": "/w", "title": "Fix it", "updatedAt": "2026-01-01T00:00:00Z",
         "additionalDirectories": ["/lib"], "_meta": {"k": 1}, "futureField": [1, 2]},
        nextCursor="c2",
    )
    assert result.sessions == [("s1", "/w", "Fix it", datetime(2026, 1, 1, tzinfo=UTC), ["/lib"], {"k": 1})]
    assert result.next_cursor == "c2" and result.skipped == []


def test_what_is_kept_of_a_session_is_bounded() -> None:
    big = "x" * 100_000
    result = page(
        {"sessionId": "s1", "cwd": "/" + big, "title": big, "additionalDirectories": ["/a", "/" + big, "/b"],
         "_meta": {"note": big}},
        {"sessionId": "s" * (MAX_ID_CHARS + 1)},
        {"sessionId": "s2", "cwd": "/w", "title": "t", "additionalDirectories": ["/a"] * 3, "_meta": {}},
    )
    (kept_id, cwd, title, _, directories, meta), small = result.sessions
    assert kept_id == "s1" and cwd is None and meta is None
    assert title is not None and len(title) == MAX_TITLE_CHARS and title.endswith("…")
    assert directories == ["/a"], "the paths that fit, in order"
    assert small == ("s2", "/w", "t", None, ["/a"] * 3, {}), "ordinary fields are kept whole"
    assert result.skipped == [BAD_ID]


def test_many_small_values_are_bounded_by_their_number() -> None:
    # Small as JSON but many objects in Python: a million empty paths, 4 KB of empty objects.
    (row,) = page({"sessionId": "s1", "additionalDirectories": [""] * 1_000_000,
                   "_meta": {"a": [{} for _ in range(1300)]}}).sessions
    assert row[4] == [""] * MAX_DIRECTORIES and row[5] is None
    (row,) = page({"sessionId": "s2", "_meta": {"a": [{"k": n} for n in range(20)]}}).sessions
    assert row[5] == {"a": [{"k": n} for n in range(20)]}, "an ordinary _meta is kept"
    # {"a":[0,…]} of n zeros: 2n + 7 bytes, n + 2 separators and brackets (the values counted).
    for count, kept in ((124, True), (125, True), (MAX_META_VALUES - 3, True), (MAX_META_VALUES - 2, False)):
        meta = {"a": [0] * count}
        (row,) = page({"sessionId": "s3", "_meta": meta}).sessions
        assert (row[5] == meta) is kept, count


def test_every_shape_of_time_is_read_as_the_titles_read_it() -> None:
    """`updatedAt` comes out read (`parse_updated_at`), whether the page is read in one call or
    session by session (one session in another shape, or another time shape, is enough for that)."""
    times = ["2026-01-01T00:00:00Z", "2026-01-01T02:00:00+02:00", 1767225600, "1767225600000", None,
             "yesterday", True]
    sessions = [{"sessionId": f"s{i}", "updatedAt": t} for i, t in enumerate(times)]
    expected = [parse_updated_at(t) for t in times]
    assert expected[:4] == [datetime(2026, 1, 1, tzinfo=UTC)] * 4 and expected[4:] == [None] * 3
    assert [s[3] for s in page(*sessions).sessions] == expected
    for session, want in zip(sessions, expected, strict=True):  # alone: common pages read in one call
        (alone,) = page(session, {"sessionId": "x"}).sessions[:1]
        assert alone[3] == want and (want is None or alone[3].tzinfo is UTC)


def test_malformed_optional_fields_read_as_absent() -> None:
    (info,) = page({"sessionId": "s1", "cwd": 3, "title": ["t"], "_meta": "m",
                    "additionalDirectories": ["/a", 2, None, "/b"]}).sessions
    assert info == ("s1", None, None, None, ["/a", "/b"], None)  # only the bad directories go
    (other,) = page({"sessionId": "s2", "additionalDirectories": "/a"}).sessions
    assert other == ("s2", None, None, None, [], None)


def test_no_json_type_is_coerced() -> None:
    (info,) = page({"sessionId": "s1", "cwd": b"/w", "title": 12}).sessions
    assert info == ("s1", None, None, None, [], None)
    assert page({"sessionId": 7}).sessions == []


def test_invalid_sessions_are_skipped_and_said_why() -> None:
    result = page({"sessionId": "ok"}, {"cwd": "/w"}, {"sessionId": ""}, {"sessionId": 5}, "junk", None,
                  {"sessionId": "ok2", "title": 3})
    assert result.sessions == [("ok", None, None, None, [], None), ("ok2", None, None, None, [], None)]
    assert result.skipped == [
        BAD_ID,
        BAD_ID,
        BAD_ID,
        "a string instead of an object",
        "a null instead of an object",
    ]


def test_a_page_that_is_not_a_list_is_empty() -> None:
    assert page().sessions == []
    assert read_page({"sessions": {"sessionId": "s1"}}).sessions == []
    assert read_page({}).sessions == []


def test_the_cursor_is_a_non_empty_string_or_none() -> None:
    assert page(nextCursor="").next_cursor is None
    assert page(nextCursor=3).next_cursor is None
    assert page(nextCursor="c").next_cursor == "c"


# -- the reference: the pydantic model with the schema's rules, as the bridge had it ----------------


class _OnError:
    def __init__(self, action: Literal["default", "omit"], default: Any = None) -> None:
        self.action, self.default = action, default

    def __get_pydantic_core_schema__(self, source: Any, handler: GetCoreSchemaHandler) -> CoreSchema:
        if self.action == "omit":
            return core_schema.with_default_schema(handler(source), on_error="omit")
        return core_schema.with_default_schema(handler(source), default=self.default, on_error="default")


class _ReferenceSessionInfo(BaseModel):
    model_config = ConfigDict(populate_by_name=True, extra="allow")

    session_id: Annotated[str, Strict(), Field(min_length=1)] = Field(alias="sessionId")
    cwd: Annotated[str | None, Strict(), _OnError("default")] = None
    title: Annotated[str | None, Strict(), _OnError("default")] = None
    updated_at: Any = Field(default=None, alias="updatedAt")
    additional_directories: Annotated[
        list[Annotated[str, Strict(), _OnError("omit")]], _OnError("default", [])
    ] = Field(default_factory=list, alias="additionalDirectories")
    meta: Annotated[dict[str, Any] | None, Strict(), _OnError("default")] = Field(default=None, alias="_meta")


_REFERENCE_PAGE = TypeAdapter(list[Annotated[_ReferenceSessionInfo, _OnError("omit")]])

_json = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.sampled_from(["", "/w", "t"]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.sampled_from("kx"), inner, max_size=2),
    max_leaves=5,
)
_keys = st.sampled_from([
    "sessionId", "session_id", "cwd", "title", "updatedAt", "updated_at", "additionalDirectories",
    "additional_directories", "_meta", "meta", "other",
])
_session = st.one_of(
    st.dictionaries(_keys, _json | st.sampled_from(["s1", "s2"]) | st.lists(st.sampled_from(["/a", 1]))),
    _json,
)


@settings(max_examples=500, deadline=None)
@given(st.lists(_session, max_size=6))
def test_the_reader_agrees_with_the_schema_model(raw_sessions: list[Any]) -> None:
    expected = [
        (s.session_id, s.cwd, s.title, parse_updated_at(s.updated_at), s.additional_directories, s.meta)
        for s in _REFERENCE_PAGE.validate_python(raw_sessions)
    ]
    result = read_page({"sessions": raw_sessions})
    assert result.sessions == expected
    assert len(result.skipped) == len(raw_sessions) - len(expected)
