"""`session/list` answers read from their bytes: the C reader (`acp_bridge/acp/_page_line.c`)
against the general way, `orjson.loads` of the line and `session_page.read_page` of its result.

An agent's answer is untrusted. The C may decline any line (it then goes the general way), but a
line it reads must be one the general way reads without skipping a session, to the same id, rows
and cursor, value for value and type for type; and the answers agents actually write (compact or
spaced JSON, any key order, any titles and folders, escaped or not, `_meta` of any JSON) it must
read."""

from __future__ import annotations

from typing import Any

import orjson
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from acp_bridge.acp.session_page import read_page
from tests.unit.c_extensions import around_block_edges, damaged, require_current_build, serialized

require_current_build()


def c_read(line: bytes) -> Any:
    from acp_bridge.acp import _session_row

    return _session_row.page_line(line)


def general(line: bytes) -> Any:
    """What the general way makes of the line: (id, rows, cursor) of an answer whose every session
    reads; None for anything else (a line it refuses, an error, a skipped session…)."""
    try:
        message = orjson.loads(line)
    except orjson.JSONDecodeError:
        return None
    if not isinstance(message, dict) or {"error", "method", "params"} & message.keys():
        return None
    request_id, result = message.get("id"), message.get("result")
    if type(request_id) is not int or not isinstance(result, dict):
        return None
    if not isinstance(result.get("sessions"), list):
        return None
    page = read_page(result)
    if page.skipped:
        return None
    return request_id, page.sessions, page.next_cursor


def exact(value: Any) -> bytes:
    """`value` as JSON, which tells `1` from `1.0` and `True` (Python's `==` does not)."""
    return orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS)


def answer(sessions: list[Any], request_id: Any = 7, **result: Any) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "id": request_id, "result": {"sessions": sessions, **result}}


def session(n: int = 1, **fields: Any) -> dict[str, Any]:
    return {"sessionId": f"sess_{n}", "cwd": "/home/dev/project", "title": f"Fix the test {n}",
            "updatedAt": "2026-09-21T14:13:20Z", "_meta": {"messageCount": n}, **fields}


# -- what agents write ------------------------------------------------------------------------------


def test_a_page_as_agents_write_it_is_read_with_every_field() -> None:
    line = orjson.dumps(answer(
        [session(1), session(2, additionalDirectories=["/a", 3, "/b"], title=None, cwd=7),
         {"sessionId": "sess_3"}],
        nextCursor="c100", _meta={"total": 3},
    ))
    got = c_read(line)
    assert got is not None
    assert exact(got) == exact(general(line))
    request_id, rows, cursor = got
    assert (request_id, cursor, len(rows)) == (7, "c100", 3)
    assert rows[1][1:3] == (None, None) and rows[1][4] == ["/a", "/b"]
    assert rows[2] == ("sess_3", None, None, None, [], None)


def test_folders_and_meta_keys_met_again_are_the_same_objects() -> None:
    rows = c_read(orjson.dumps(answer([session(1), session(2)])))[1]
    assert rows[0][1] is rows[1][1]  # the folder
    assert next(iter(rows[0][5])) is next(iter(rows[1][5]))  # `messageCount`


@pytest.mark.parametrize(
    "message",
    [
        answer([session(1)], request_id="7"),  # the bridge's ids are integers
        answer([session(1)], request_id=True),
        {**answer([session(1)]), "error": {"code": 1, "message": "no"}},
        {"jsonrpc": "2.0", "id": 7, "result": None},
        {"jsonrpc": "2.0", "id": 7, "result": {"sessions": {}}},
        {"jsonrpc": "2.0", "id": 7, "result": {"nextCursor": "c"}},
        {"jsonrpc": "2.0", "id": 7},
        answer([session(1), "sess_2"]),  # skipped with a reason: the general way gives it
        answer([session(1, sessionId="")]),
        answer([{"cwd": "/x"}]),
        answer([session(1, session_id="sess_9")]),  # a Python name: populate_by_name
        answer([session(1, updatedAt=1758463999)]),  # a number: parse_updated_at decides
        answer([session(1, updatedAt="yesterday")]),
        {"jsonrpc": "2.0", "id": 7, "method": "x", "result": {"sessions": []}},
        {"jsonrpc": "2.0", "id": 7, "params": {}, "result": {"sessions": []}},
        [answer([])],
    ],
)
def test_what_is_not_the_common_shape_is_left_to_the_general_way(message: Any) -> None:
    assert c_read(orjson.dumps(message)) is None


@pytest.mark.parametrize(
    "line",
    [
        # a key twice (the JSON parser keeps the last one)
        b'{"jsonrpc":"2.0","id":7,"id":8,"result":{"sessions":[]}}',
        b'{"jsonrpc":"2.0","id":7,"result":{"sessions":[],"sessions":[]}}',
        b'{"jsonrpc":"2.0","id":7,"result":{"sessions":[{"sessionId":"a","title":"x","title":"y"}]}}',
        b'{"jsonrpc":"2.0","id":7,"result":{"sessions":[{"sessionId":"a","_meta":{"k":1,"k":2}}]}}',
        # keys written with escapes may spell a field
        b'{"jsonrpc":"2.0","id":7,"result":{"sessions":[],"next\\u0043ursor":"c"}}',
        b'{"jsonrpc":"2.0","\\u0069d":7,"result":{"sessions":[]}}',
        b'{"jsonrpc":"2.0","id":7,"result":{"sessions":[{"session\\u0049d":"a"}]}}',
    ],
)
def test_what_the_c_is_not_sure_of_it_leaves_to_the_general_way(line: bytes) -> None:
    orjson.loads(line)  # the parser reads them ...
    assert c_read(line) is None  # ... the C leaves them to it


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (b"\\ud83d\\ude00", "😀"),
        (b"\\u00e9\\n\\t\\\"\\\\\\/\\b\\f\\r", "é\n\t\"\\/\b\f\r"),
        (b"\xe2\x86\x92 \xc3\xa9", "→ é"),
        (b"\\ud800", None),  # a lone surrogate: refused by the parser
        (b"\xff", None),  # not UTF-8
        (b"\xed\xa0\x80", None),  # a surrogate written as UTF-8
        (b"a\x01b", None),  # a raw control character
    ],
)
@pytest.mark.parametrize("field", ["title", "cwd", "other", "metaKey", "metaValue"])
def test_strings_are_read_as_the_json_parser_reads_them(
    text: bytes, expected: str | None, field: str
) -> None:
    member = {
        "title": b'"title":"%s"', "cwd": b'"cwd":"%s"', "other": b'"firstPrompt":"%s"',
        "metaKey": b'"_meta":{"%s":1}', "metaValue": b'"_meta":{"k":"%s"}',
    }[field] % text
    line = b'{"jsonrpc":"2.0","id":7,"result":{"sessions":[{"sessionId":"a",' + member + b'}]}}'
    got = c_read(line)
    assert exact(got) == exact(general(line))
    assert (got is None) == (expected is None)


@pytest.mark.parametrize(
    "value",
    [b"0", b"-0", b"12", b"-999999999999999999", b"1234567890123456789", b"99999999999999999999999",
     b"1.5", b"-2.5e-3", b"1E400", b"true", b"false", b"null", b'[1,{"a":[2.5,null]},"x"]',
     b'{"deep":{"er":[[[]]]}}', b"[]", b"{}"],
)
def test_meta_values_are_the_values_the_json_parser_makes(value: bytes) -> None:
    line = (b'{"jsonrpc":"2.0","id":7,"result":{"sessions":[{"sessionId":"a","_meta":{"v":' + value
            + b'},"other":' + value + b'}]}}')
    assert exact(c_read(line)) == exact(general(line))


@pytest.mark.parametrize(
    "value",
    [b"01", b"1.", b".5", b"+1", b"1e", b"-", b"NaN", b"Infinity", b"tru", b"nul", b"[1,]", b'{"a":1,}',
     b'{"a"}', b"[" * 200 + b"]" * 200],
)
def test_a_value_the_json_parser_refuses_declines_the_line(value: bytes) -> None:
    for where in (b'"_meta":{"v":%s}', b'"other":%s'):
        member = where % value
        line = b'{"jsonrpc":"2.0","id":7,"result":{"sessions":[{"sessionId":"a",' + member + b"}]}}"
        assert c_read(line) is None


def test_another_request_s_answer_is_declined_before_its_result_is_read() -> None:
    """While a page is awaited, every line is offered to the reader: a load's or a prompt's answer
    (its id not awaited) is declined at its id, and its result — possibly large, possibly hostile —
    left to the general way."""
    from acp_bridge.acp import _session_row

    line = orjson.dumps(answer([session(1), session(2, title="Über → “quoted”")]))
    assert exact(_session_row.page_line(line, {7, 9})) == exact(general(line))
    assert _session_row.page_line(line, {9}) is None
    assert _session_row.page_line(line, set()) is None
    assert exact(_session_row.page_line(line, None)) == exact(general(line))  # any id
    # An id after the result is only known once the result is read: declined then.
    late_id = b'{"jsonrpc":"2.0","result":{"sessions":[]},"id":9}'
    assert _session_row.page_line(late_id, {9}) == (9, [], None)
    assert _session_row.page_line(late_id, {7}) is None
    with pytest.raises(TypeError):
        _session_row.page_line(line, [7])  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        _session_row.page_line()  # type: ignore[call-arg]


def test_anything_but_bytes_is_left_to_the_general_way() -> None:
    line = orjson.dumps(answer([session(1)]))
    assert c_read(line) is not None
    assert c_read(bytearray(line)) is None
    assert c_read(memoryview(line)) is None


# -- arbitrary answers ------------------------------------------------------------------------------

texts = st.text(st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=30) | st.sampled_from(
    ["", "\"", "\\", "a\\\"b", "\u2192“”", "😀", "\x00\x1f", "\u2028", "x" * 100, "é" * 17,
     "sessionId", "_meta", "2026-09-21T14:13:20Z", "2026-09-21T14:13:20.123456+00:00"]
)
json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70)
    | st.floats(allow_nan=False, allow_infinity=False) | texts,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(texts, inner, max_size=3),
    max_leaves=6,
)
times = st.none() | st.sampled_from(
    ["2026-09-21T14:13:20Z", "2026-02-29T01:02:03.5Z", "2025-01-01T00:00:00+00:00", "2026-13-01T00:00:00Z",
     "2026-09-21 14:13:20", ""]
) | json_values


@st.composite
def sessions(draw: st.DrawFn) -> Any:
    if draw(st.integers(0, 30)) == 0:
        return draw(json_values)  # not an object at all
    fields = {"sessionId": draw(st.one_of(texts.filter(bool), st.just(""), json_values))}
    for name, values in (("cwd", texts | json_values), ("title", texts | json_values), ("updatedAt", times),
                         ("additionalDirectories", st.lists(texts | json_values, max_size=3) | json_values),
                         ("_meta", st.dictionaries(texts, json_values, max_size=4) | json_values),
                         (draw(texts), json_values)):
        if draw(st.booleans()):
            fields[name] = draw(values)
    if draw(st.integers(0, 20)) == 0:
        fields[draw(st.sampled_from(["session_id", "updated_at", "meta", "additional_directories"]))] = "x"
    items = list(fields.items())
    draw(st.randoms(use_true_random=False)).shuffle(items)
    return dict(items)


@st.composite
def answers(draw: st.DrawFn) -> Any:
    result: dict[str, Any] = {"sessions": draw(st.lists(sessions(), max_size=4))}
    if draw(st.booleans()):
        result["nextCursor"] = draw(st.one_of(texts, json_values))
    if draw(st.booleans()):
        result[draw(texts)] = draw(json_values)
    message: dict[str, Any] = {"jsonrpc": "2.0", "id": draw(st.integers(0, 2**40) | json_values),
                               "result": result}
    if draw(st.integers(0, 10)) == 0:
        message[draw(st.sampled_from(["error", "method", "params", "extra"]))] = draw(json_values)
    items = list(message.items())
    draw(st.randoms(use_true_random=False)).shuffle(items)
    return dict(items)


@settings(max_examples=800)
@given(answers(), st.integers(0, 3))
def test_the_c_reads_what_the_general_way_reads_and_nothing_else(message: Any, style: int) -> None:
    try:
        line = serialized(message, style)
    except (TypeError, ValueError):  # a float JSON cannot hold, an integer orjson cannot write
        return
    got = c_read(line)
    if got is not None:
        assert exact(got) == exact(general(line))


@settings(max_examples=800)
@given(answers(), st.integers(0, 3), st.data())
@example(answer([session(1)]), 0, None)
def test_a_damaged_line_is_declined_or_read_as_the_general_way_reads_it(
    message: Any, style: int, data: Any
) -> None:
    try:
        line = serialized(message, style)
    except (TypeError, ValueError):
        return
    if data is not None:
        line = damaged(line, data)
    got = c_read(line)
    assert got is None or exact(got) == exact(general(line))


@settings(max_examples=300)
@given(st.lists(st.builds(session, st.integers(0, 10**6)), min_size=1, max_size=5), st.integers(0, 3))
def test_every_page_in_the_common_shape_is_read(rows: list[dict[str, Any]], style: int) -> None:
    line = serialized(answer(rows, nextCursor="next"), style)
    got = c_read(line)
    assert got is not None and exact(got) == exact(general(line))


@pytest.mark.parametrize("special", [b'\\"', b"\\\\", b"\\n", b"\\u00e9", b"\x01", b"\xc3\xa9", b'"'])
def test_a_byte_that_matters_is_found_at_any_offset_of_a_title(special: bytes) -> None:
    # A quote, an escape, a control or a multi-byte character at every offset around the scanner's
    # blocks, and twice.
    for where, body in around_block_edges(special):
        line = b'{"jsonrpc":"2.0","id":7,"result":{"sessions":[{"sessionId":"a","title":"' + body + b'"}]}}'
        got = c_read(line)
        assert got is None or exact(got) == exact(general(line)), where
        if special != b'"':  # a bare quote ends the title early: a line the JSON refuses
            assert (got is None) == (general(line) is None), where
