"""The C session reader (`acp_bridge/acp/_session_row.c`) is its Python definition,
`session_page.read_session`.

A `session/list` page is untrusted: any object may come as a session. For the shape the C reads it
must give exactly what the Python gives (the same objects, a list of its own), and None for anything
else, which the Python then reads (and skips when it must). On the sources
(``ACP_BRIDGE_PURE_PYTHON=1``) the extension is not used and these tests do not apply;
tests/unit/test_session_page.py covers the reader either way."""

from __future__ import annotations

import sys
from datetime import UTC, datetime
from typing import Any

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from acp_bridge.acp import session_page

from .c_extensions import require_current_build

require_current_build()

from acp_bridge.acp import _session_row  # noqa: E402 (after the check above)


class _Str(str):
    def __bool__(self) -> bool:  # a subclass decides its own truth
        return False


class _List(list[Any]):
    def __iter__(self) -> Any:
        return iter(["/from-iter"])


class _Dict(dict[str, Any]):
    pass


_WIRE = ["sessionId", "cwd", "title", "updatedAt", "additionalDirectories", "_meta"]
_KEYS = st.one_of(
    st.sampled_from(_WIRE * 3 + ["session_id", "updated_at", "additional_directories", "meta"]),
    st.sampled_from(["other", "sessionid", "cwd ", "titles", "_meta_", "é", "c\u7777d", "sessionId\x00"]),
    st.text(max_size=22),
    st.sampled_from([_Str("cwd"), _Str("other"), 1, None]),
)
_TIMES = ["2026-09-21T14:13:20Z", "2026-09-21T14:13:20.123+00:00", "2026-09-21T16:13:20+02:00",
          "2026-09-21T14:13:20", "1790000000", "2026-02-30T00:00:00Z", "2026-09-21T14:13:20z"]
_VALUES = st.recursive(
    st.one_of(
        st.none(), st.booleans(), st.integers(), st.floats(), st.sampled_from(["", "s1", "/w", "é"]),
        st.sampled_from(_TIMES),
        st.sampled_from([_Str("s2"), _Str("")]),
    ),
    lambda inner: st.one_of(
        st.lists(inner, max_size=3),
        st.lists(inner, max_size=3).map(_List),
        st.dictionaries(st.sampled_from("kx"), inner, max_size=2),
        st.dictionaries(st.sampled_from("kx"), inner, max_size=2).map(_Dict),
    ),
    max_leaves=5,
)
_SESSIONS = st.one_of(
    st.dictionaries(_KEYS, _VALUES, max_size=8),
    st.dictionaries(st.sampled_from(_WIRE), _VALUES, max_size=6).map(lambda d: {"sessionId": "s", **d}),
    st.dictionaries(st.sampled_from(_WIRE), _VALUES, max_size=6).map(_Dict),
)


@settings(max_examples=2000)
@given(_SESSIONS)
@example({"sessionId": "s1", "cwd": "/w", "title": "t", "updatedAt": "2026-09-21T14:13:20Z", "_meta": {}})
@example({"sessionId": "s1", "additionalDirectories": ["/a", 2, None, "/b"], "futureField": [1]})
@example({"sessionId": "s1", "session_id": "s2"})
@example({"updated_at": 3, "sessionId": "s1"})
@example({"sessionId": "s1", "updatedAt": "2026-09-21T16:13:20+02:00"})
@example({"sessionId": "s1", "updatedAt": 1790000000})
def test_the_c_reader_is_the_python_one(raw: dict[Any, Any]) -> None:
    row = _session_row.session_row(raw)
    if row is None:
        return  # read in Python
    expected = session_page.read_session(raw)
    assert expected is not None
    assert len(row) == len(expected) == 6
    for got, want in zip(row, expected, strict=True):
        assert type(got) is type(want)
        assert got is want or (type(got) in (list, datetime) and got == want)
    assert row[3] is None or row[3].tzinfo is UTC  # read as parse_updated_at reads it
    directories = row[4]
    assert directories is not raw.get("additionalDirectories")  # its own list


@given(st.dictionaries(st.sampled_from(_WIRE[:3] + _WIRE[4:]), st.one_of(
    st.none(), st.integers(), st.sampled_from(["s", "/w"]), st.lists(st.sampled_from(["/a", 1])),
    st.dictionaries(st.just("k"), st.integers()),
)), st.sampled_from([{}, {"updatedAt": None}, {"updatedAt": _TIMES[0]}, {"updatedAt": _TIMES[1]}]))
def test_the_common_shape_is_read_in_c(fields: dict[str, Any], time: dict[str, Any]) -> None:
    raw = {**fields, **time, "sessionId": "s1", "other": 1}
    assert _session_row.session_row(raw) is not None


@pytest.mark.parametrize(
    "time", [_TIMES[2], _TIMES[3], _TIMES[4], _TIMES[5], 1790000000, 1.5, True, [], _Str(_TIMES[0])]
)
def test_other_times_are_left_to_the_python(time: object) -> None:
    """parse_updated_at reads them (another offset, no zone, epoch numbers, a str subclass…)."""
    assert _session_row.session_row({"sessionId": "s1", "updatedAt": time}) is None


@pytest.mark.parametrize("raw", [
    {"cwd": "/w"}, {"sessionId": ""}, {"sessionId": 5}, {"sessionId": _Str("s")},
    {"sessionId": "s", "meta": {}},
    {"sessionId": "s", _Str("x"): 1}, {"sessionId": "s", 1: 2}, _Dict(sessionId="s"),
    {"sessionId": "s", "additionalDirectories": _List(["/a"])},
])
def test_other_shapes_are_left_to_the_python(raw: dict[Any, Any]) -> None:
    assert _session_row.session_row(raw) is None


def test_non_objects_are_left_to_the_python() -> None:
    for raw in (None, [], "s", 1):
        assert _session_row.session_row(raw) is None  # type: ignore[arg-type]


def test_no_reference_is_leaked_or_lost() -> None:
    def fresh(text: str) -> str:  # not a constant other code holds too
        return "".join(list(text))

    values: list[Any] = [fresh("sess_1"), fresh("/w"), fresh("a title"), fresh("2026-09-21T14:13:20Z"),
                         [fresh("/a"), int(fresh("12345678901")), fresh("/b")], {"k": 1}, [1]]
    raws = [
        dict(zip([*_WIRE, "extra"], values, strict=True)),
        {"sessionId": "", "cwd": values[1]},
        {"sessionId": values[0], "meta": values[5]},
    ]
    tracked = [*values, *values[4], *raws]
    before = [sys.getrefcount(v) for v in tracked]
    rows = [_session_row.session_row(raw) for raw in raws * 1000]
    assert rows[0] is not None and rows[1] is None and rows[2] is None
    del rows
    assert [sys.getrefcount(v) for v in tracked] == before


@settings(max_examples=500)
@given(st.lists(_SESSIONS | _VALUES, max_size=5))
def test_a_page_in_one_call_is_its_sessions_one_by_one(raws: list[Any]) -> None:
    rows = _session_row.session_rows(raws)
    one_by_one = [_session_row.session_row(raw) if isinstance(raw, dict) else None for raw in raws]
    if any(row is None for row in one_by_one):
        assert rows is None  # the page is read session by session
        return
    assert rows is not None and len(rows) == len(raws)
    for row, alone in zip(rows, one_by_one, strict=True):
        assert row == alone and row is not alone


def test_a_page_that_is_not_an_exact_list_is_left_to_the_python() -> None:
    assert _session_row.session_rows(_List([{"sessionId": "s"}])) is None
    assert _session_row.session_rows(({"sessionId": "s"},)) is None  # type: ignore[arg-type]
    assert _session_row.session_rows([]) == []


def test_a_page_leaks_no_reference() -> None:
    raws = [{"sessionId": "".join(["s", str(i)]), "updatedAt": "2026-09-21T14:13:20Z", "cwd": "/w"}
            for i in range(3)]
    odd = [*raws, {"sessionId": "x", "updatedAt": "2026-09-21T16:13:20+02:00"}]
    tracked = [*raws, *[v for raw in raws for v in raw.values()]]
    before = [sys.getrefcount(v) for v in tracked]
    for _ in range(1000):
        assert _session_row.session_rows(raws) is not None
        assert _session_row.session_rows(odd) is None
    assert [sys.getrefcount(v) for v in tracked] == before


def test_a_key_is_told_by_its_text_whatever_the_sessions_before_it() -> None:
    """A page's reader remembers the key objects met at each position (a parser's keys are one object
    per name): sessions whose keys come in other orders, as other objects, or as a Python name at a
    position another session had a wire name at, still read as each does alone."""
    def fresh(text: str) -> str:
        return "".join(list(text))

    raws: list[dict[str, Any]] = [
        {"sessionId": "s1", "title": "one", "cwd": "/a"},
        {"title": "two", "sessionId": "s2", "cwd": "/b"},  # the same key objects, another order
        {fresh("sessionId"): "s3", fresh("cwd"): "/c", fresh("title"): "three"},  # other objects
        {"sessionId": "s4", "other": 1, "title": "four"},
    ]
    rows = _session_row.session_rows(raws)
    assert rows == [session_page.read_session(raw) for raw in raws]
    assert [row[2] for row in rows or []] == ["one", "two", "three", "four"]
    assert _session_row.session_rows([*raws, {"sessionId": "s5", "meta": {}}]) is None
    assert _session_row.session_rows([raws[0], {"sessionId": "s6", _Str("title"): "x"}]) is None
