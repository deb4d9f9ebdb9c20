"""Golden cases of a listed session in `lsp/convert.py`: `_listed_wire` is the model's item without
its defaults, `protocol.listed_session_wire(session_item(record).wire())`, key for key and in the
model's order, and `_listed_cached` is the same item, as the editor reads it once written as JSON.

Records hold agent text, which is untrusted: labels to clean, labels at and past their lengths, str
subclasses, times in other zones and with none, `_meta` with nested data, ints of every size (one too
long to write) and an int whose `str` is its own."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta, timezone
from typing import Any

from hypothesis import example, given, settings
from hypothesis import strategies as st

from acp_bridge.lsp import protocol as p
from acp_bridge.lsp.convert import _listed_cached, _listed_wire, session_item
from acp_bridge.sessions.records import SessionRecord


def _written(record: SessionRecord) -> Any:
    """The record's cached listed item as the editor reads it (pygls writes it with `json.dumps`)."""
    return json.loads(json.dumps(_listed_cached(record)))


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


@settings(max_examples=400, deadline=None)
@given(
    session_id=st.one_of(st.sampled_from(["sess_1", "s"]), st.text(max_size=20)),
    title=_TEXT,
    local_title=_TEXT,
    first_prompt=_TEXT,
    cwd=_TEXT,
    updated_at=_TIMES,
    meta=_META,
    dirs=st.lists(_TEXT.filter(lambda d: d is not None), max_size=3),
)
@example(session_id="sess_1", title="Fix the login", local_title=None, first_prompt=None, cwd="/w",
         updated_at=datetime(2026, 9, 21, 14, 13, 20, 5, tzinfo=UTC), meta={"messageCount": 71},
         dirs=["/a", "/b"])
@example(session_id="sess_1", title="T", local_title=None, first_prompt=None, cwd=None, updated_at=None,
         meta={7: None}, dirs=[])  # a key JSON cannot make, beside nested data
@example(session_id="sess_1", title=None, local_title=None, first_prompt=None, cwd=None,
         updated_at=datetime(1, 1, 1), meta=None, dirs=[])  # no zone, on the first day there is
def test_the_listed_session_is_the_models_item(**fields: Any) -> None:
    fields["additional_directories"] = fields.pop("dirs")
    record = _record(**fields)
    made = _listed_wire(record)
    listed = p.listed_session_wire(session_item(record).wire())
    assert made == listed
    assert list(made) == list(listed)  # the keys in the model's order
    assert _written(record) == made


def test_the_common_case() -> None:
    record = _record(
        title="Fix the login redirect",
        cwd="/home/dev/web",
        updated_at=datetime(2026, 9, 21, 14, 13, 20, tzinfo=UTC),
        meta={"messageCount": 71, "model": "sonnet", "cost": 0.25, "pinned": True, "tags": ["a"]},
        additional_directories=["/home/dev/lib"],
    )
    made = _listed_wire(record)
    assert made == {
        "sessionId": "sess_1",
        "title": "Fix the login redirect",
        "cwd": "/home/dev/web",
        "additionalDirectories": ["/home/dev/lib"],
        "updatedAt": "2026-09-21T14:13:20Z",
        "facts": ["messageCount: 71", "model: sonnet", "cost: 0.25", "pinned: True"],
    }
    assert p.expand_listed("agent", made) == session_item(record).wire()
    assert _written(record) == made
    for local, prompt in ((None, "first prompt"), ("Mine", None), ("Mine", "first prompt")):
        untitled = _record(title=None, local_title=local, first_prompt=prompt)
        made = _listed_wire(untitled)
        assert made["displayTitle"] == (local or prompt)
        assert p.expand_listed("agent", made) == session_item(untitled).wire()


def test_numbers_in_facts_are_written_as_python_writes_them() -> None:
    numbers = [0, 7, -7, 10**18, -(10**18), 2**63 - 1, -(2**63), 2**63, -(2**63) - 1, 2**64, 10**40]
    for chunk in (numbers[:6], numbers[6:]):  # at most eight facts a session
        meta = {f"n{i}": n for i, n in enumerate(chunk)} | {"on": True, "ratio": -0.5}
        record = _record(title="t", meta=meta)
        facts = [f"n{i}: {n}" for i, n in enumerate(chunk)] + ["on: True", "ratio: -0.5"]
        assert _listed_wire(record)["facts"] == facts
        assert _written(record) == {"sessionId": "sess_1", "title": "t", "facts": facts}


def test_facts_are_left_out_when_meta_has_none() -> None:
    for meta in ({}, {"nested": {"a": 1}, "list": [1]}, None, {"n": 10**5000}):  # too long to write
        record = _record(title="t", meta=meta)
        assert _written(record) == {"sessionId": "sess_1", "title": "t"}
        assert _listed_wire(record) == {"sessionId": "sess_1", "title": "t"}


def test_odd_values_are_cleaned_as_the_model_cleans_them() -> None:
    assert _listed_wire(_record(title="evil\u202etitle")) == {"sessionId": "sess_1", "title": "eviltitle"}
    assert _listed_wire(_record(title="a" * 81)) == {  # a display title is cut at 80
        "sessionId": "sess_1", "displayTitle": "a" * 79 + "…", "title": "a" * 81}
    assert _listed_wire(_record(updated_at=datetime(2026, 1, 1, 2, tzinfo=timezone(timedelta(hours=2))))) == {
        "sessionId": "sess_1", "displayTitle": "sess_1", "updatedAt": "2026-01-01T00:00:00Z"}
    assert _listed_wire(_record(title="t", meta={"n": _Int(3)}))["facts"] == ["n: its own str"]


def test_a_lone_surrogate_is_escaped_in_the_json() -> None:
    """An id is not a label, so not cleaned as one; the JSON escapes the surrogate."""
    record = _record(session_id="s\ud800", title="T")
    assert _listed_wire(record) == {"sessionId": "s\ud800", "title": "T"}
    assert json.dumps(_listed_cached(record)) == '{"sessionId": "s\\ud800", "title": "T"}'
