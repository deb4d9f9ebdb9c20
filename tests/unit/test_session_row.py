"""The C session reader (`acp_bridge/acp/_session_row.c`) is its Python definition,
`session_page.read_session`.

A `session/list` page is untrusted: any object may come as a session. For the shape the C reads it
must give exactly what the Python gives (the same objects, a list of its own), and None for anything
else, which the Python then reads (and skips when it must). On the sources
(``ACP_BRIDGE_PURE_PYTHON=1``) the extension is not used and these tests do not apply;
tests/unit/test_session_page.py covers the reader either way."""

from __future__ import annotations

import os
import sys
from typing import Any

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from acp_bridge import native
from acp_bridge.acp import session_page

if os.environ.get(native.PURE_ENV) == "1":
    pytest.skip("the C extension is not used on the sources", allow_module_level=True)

if not native.build_is_current():
    pytest.fail("the C extension is not built from the current sources: run "
                "`.venv/bin/python scripts/build-native.py`", pytrace=False)

from acp_bridge.acp import _session_row  # after the checks above


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
_VALUES = st.recursive(
    st.one_of(
        st.none(), st.booleans(), st.integers(), st.floats(), st.sampled_from(["", "s1", "/w", "é"]),
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
def test_the_c_reader_is_the_python_one(raw: dict[Any, Any]) -> None:
    row = _session_row.session_row(raw)
    if row is None:
        return  # read in Python
    expected = session_page.read_session(raw)
    assert expected is not None
    assert len(row) == len(expected) == 6
    for got, want in zip(row, expected, strict=True):
        assert type(got) is type(want)
        assert got is want or (type(got) is list and got == want)
    directories = row[4]
    assert directories is not raw.get("additionalDirectories")  # its own list


@given(st.dictionaries(st.sampled_from(_WIRE), st.one_of(
    st.none(), st.integers(), st.sampled_from(["s", "/w"]), st.lists(st.sampled_from(["/a", 1])),
    st.dictionaries(st.just("k"), st.integers()),
)))
def test_the_common_shape_is_read_in_c(fields: dict[str, Any]) -> None:
    raw = {**fields, "sessionId": "s1", "other": 1}
    assert _session_row.session_row(raw) is not None


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
