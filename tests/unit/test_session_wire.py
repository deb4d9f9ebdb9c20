"""The C listed session (`acp_bridge/sessions/_session_wire.c`) is its Python definition,
`protocol.listed_session_wire(convert.session_item(record).wire())`.

Records hold agent text, which is untrusted: for the common case the C builds the item and it must
be exactly the model's; for anything else it returns None and the Python builds it (and decides how
odd values are cleaned). On the sources (``ACP_BRIDGE_PURE_PYTHON=1``) the extension is not used and
these tests do not apply; tests/unit/test_convert.py covers the items either way."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone
from typing import Any

import orjson
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from acp_bridge.lsp import protocol as p
from acp_bridge.lsp.convert import listed_sessions_json, session_item
from acp_bridge.sessions.records import SessionRecord

from .c_extensions import require_current_build

require_current_build()

from acp_bridge.sessions import _textscan  # noqa: E402 (after the check above)


class _Str(str):
    pass


class _Int(int):
    def __str__(self) -> str:
        return "its own\nstr"


def _record(**fields: Any) -> SessionRecord:
    record = SessionRecord("agent", fields.pop("session_id", "sess_1"))
    for name, value in fields.items():
        setattr(record, name, value)
    return record


_TEXT = st.one_of(
    st.none(),
    st.sampled_from(["", "Fix the login", "/home/dev/web", " padded", "padded ", "two  spaces", "é“”→",
                     "a" * 80, "a" * 81, "a" * 200, "a" * 201, "a" * 500, "a" * 501, "a" * 1001,
                     "evil\u202etitle", "line\nbreak", "\u200b", "x\x1b[31mred", "tab\there"]),
    st.text(max_size=90),
    st.just(_Str("subclassed")),
)
_TIMES = st.one_of(
    st.none(),
    st.datetimes(timezones=st.just(UTC)),
    st.datetimes(min_value=datetime(1, 1, 2), timezones=st.just(timezone(timedelta(hours=2)))),
    st.datetimes(),  # naive
)
_META_VALUES = st.one_of(
    st.none(), st.booleans(), st.integers(), st.integers(min_value=10**79), st.floats(), _TEXT,
    st.sampled_from([_Int(3), [1, 2], {"nested": 1}, 10**5000]),
)
_META = st.one_of(
    st.none(),
    st.dictionaries(st.one_of(_TEXT.filter(lambda k: k is not None), st.sampled_from(["k" * 41, 7])),
                    _META_VALUES, max_size=11),
    st.just({}),
)


@settings(max_examples=600, deadline=None)
@given(
    session_id=st.one_of(st.sampled_from(["sess_1", "s"]), st.text(max_size=20)),
    title=_TEXT,
    local_title=_TEXT,
    first_prompt=_TEXT,
    cwd=_TEXT,
    updated_at=_TIMES,
    meta=_META,
    dirs=st.lists(_TEXT, max_size=3),
)
@example(session_id="sess_1", title="Fix the login", local_title=None, first_prompt=None, cwd="/w",
         updated_at=datetime(2026, 9, 21, 14, 13, 20, 5, tzinfo=UTC), meta={"messageCount": 71},
         dirs=["/a", "/b"])
@example(session_id="sess_1", title="T", local_title=None, first_prompt=None, cwd=None, updated_at=None,
         meta={7: None}, dirs=[])  # a key JSON cannot make: Python's, even beside nested data
def test_the_c_item_is_the_models_or_none(**fields: Any) -> None:
    fields["additional_directories"] = fields.pop("dirs")
    record = _record(**fields)
    made = _textscan.session_wire(record.item_source())
    json = _textscan.session_json(record.item_source())
    if made is None:
        assert json is None
        return
    listed = p.listed_session_wire(session_item(record).wire())
    assert made == listed
    assert list(made) == list(listed)  # the keys in the model's order
    assert json == orjson.dumps(made)  # byte for byte


def test_the_common_case_is_built_in_c() -> None:
    """What agents send: the C path is taken (the property above cannot pass by always declining)."""
    record = _record(
        title="Fix the login redirect",
        cwd="/home/dev/web",
        updated_at=datetime(2026, 9, 21, 14, 13, 20, tzinfo=UTC),
        meta={"messageCount": 71, "model": "sonnet", "cost": 0.25, "pinned": True, "tags": ["a"]},
        additional_directories=["/home/dev/lib"],
    )
    made = _textscan.session_wire(record.item_source())
    assert made == {
        "sessionId": "sess_1",
        "title": "Fix the login redirect",
        "cwd": "/home/dev/web",
        "additionalDirectories": ["/home/dev/lib"],
        "updatedAt": "2026-09-21T14:13:20Z",
        "facts": ["messageCount: 71", "model: sonnet", "cost: 0.25", "pinned: True"],
    }
    assert p.session_item_wire("agent", made) == session_item(record).wire()
    assert _textscan.session_json(record.item_source()) == orjson.dumps(made)
    for local, prompt in ((None, "first prompt"), ("Mine", None), ("Mine", "first prompt")):
        untitled = _record(title=None, local_title=local, first_prompt=prompt)
        made = _textscan.session_wire(untitled.item_source())
        assert made is not None and made["displayTitle"] == (local or prompt)
        assert p.session_item_wire("agent", made) == session_item(untitled).wire()


def test_numbers_in_facts_are_written_as_python_writes_them() -> None:
    """An int is written as digits in C (no str made for it): every width, sign and edge of that."""
    numbers = [0, 7, -7, 10**18, -(10**18), 2**63 - 1, -(2**63), 2**63, -(2**63) - 1, 2**64, 10**40]
    for chunk in (numbers[:6], numbers[6:]):
        meta = {f"n{i}": n for i, n in enumerate(chunk)} | {"on": True, "ratio": -0.5}
        record = _record(title="t", meta=meta)
        made = _textscan.session_wire(record.item_source())
        assert made is not None
        assert made["facts"] == [f"n{i}: {n}" for i, n in enumerate(chunk)] + ["on: True", "ratio: -0.5"]
        assert made == p.listed_session_wire(session_item(record).wire())
        assert _textscan.session_json(record.item_source()) == orjson.dumps(made)


def test_facts_are_left_out_when_meta_has_none() -> None:
    for meta in ({}, {"nested": {"a": 1}, "list": [1]}, None):
        record = _record(title="t", meta=meta)
        assert _textscan.session_json(record.item_source()) == b'{"sessionId":"sess_1","title":"t"}'
        assert _textscan.session_wire(record.item_source()) == {"sessionId": "sess_1", "title": "t"}


def test_odd_values_are_left_to_python() -> None:
    """A label to clean, another time zone, a subclass: None, and the listing still gets the model's item."""
    odd = [
        _record(title="evil\u202etitle"),
        _record(title="a" * 81),  # longer than a display title: cut by Python
        _record(updated_at=datetime(2026, 1, 1, tzinfo=timezone(timedelta(hours=2)))),
        _record(title="t", meta={"n": _Int(3)}),
        _record(title="t", meta={"n": 10**5000}),  # too long to write: Python says what happens
        _record(title=None, first_prompt=None),  # the short id
    ]
    for record in odd:
        assert _textscan.session_wire(record.item_source()) is None
        assert _textscan.session_json(record.item_source()) is None
        listed = orjson.loads(listed_sessions_json([record], None).json)
        assert listed == [p.listed_session_wire(session_item(record).wire())]


def test_the_json_declines_what_json_cannot_carry() -> None:
    """A lone surrogate (an id is not a label, so not checked as one): the dict, but no JSON."""
    record = _record(session_id="s\ud800", title="T")
    assert _textscan.session_wire(record.item_source()) == {"sessionId": "s\ud800", "title": "T"}
    assert _textscan.session_json(record.item_source()) is None


def test_it_takes_the_source_tuple_only() -> None:
    for function in (_textscan.session_wire, _textscan.session_json):
        with pytest.raises(TypeError):
            function(("agent", "s1"))
        with pytest.raises(TypeError):
            function(["agent"] * 9)
