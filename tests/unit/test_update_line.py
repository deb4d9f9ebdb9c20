"""Text-chunk lines read from their bytes: the C reader (`acp_bridge/acp/_update_line.c`) against its
definition, `update_lines.text_chunk`.

A line from an agent is untrusted. The C may decline any line (it then goes the general way: parsed,
then routed), but a line it reads must be one the definition reads, to the same values; and the
lines agents actually write (compact or spaced JSON, any key order, any text, escaped or not) it must
read. The definition itself is tested on the sources too."""

from __future__ import annotations

import json
import os
from typing import Any

import orjson
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from acp_bridge import native
from acp_bridge.acp.update_lines import text_chunk, text_chunk_update
from tests.unit.c_extensions import around_block_edges, damaged, serialized

KINDS = ["agent_message_chunk", "agent_thought_chunk", "user_message_chunk"]


def notification(
    update: dict[str, Any], session_id: Any = "s1", **extra: Any
) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "method": "session/update",
            "params": {"sessionId": session_id, "update": update}, **extra}


def chunk(kind: str = "agent_message_chunk", text: Any = "hi", **fields: Any) -> dict[str, Any]:
    return {"sessionUpdate": kind, **fields, "content": {"type": "text", "text": text}}


# -- the definition (both builds) ------------------------------------------------------------------


def test_the_definition_reads_a_text_chunk_in_any_key_order_and_spacing() -> None:
    line = orjson.dumps(notification(chunk(messageId="m1", text="héllo → “x”\n")))
    assert text_chunk(line) == ("s1", "agent_message_chunk", "m1", "héllo → “x”\n")
    spaced = json.dumps(dict(reversed(notification(chunk()).items())), indent=1).encode()
    assert text_chunk(spaced) == ("s1", "agent_message_chunk", None, "hi")
    null_id = orjson.dumps(notification(chunk(messageId=None)))
    assert text_chunk(null_id) == ("s1", "agent_message_chunk", None, "hi")


@pytest.mark.parametrize(
    "message",
    [
        notification(chunk(kind="tool_call")),
        notification(chunk(), id=1),  # a request, not a notification
        notification(chunk(messageId=5)),
        notification(chunk(text=None)),
        notification(chunk(_meta={})),
        notification({"sessionUpdate": "agent_message_chunk",
                      "content": {"type": "text", "text": "x", "annotations": {}}}),
        notification({"sessionUpdate": "agent_message_chunk", "content": {"type": "image", "text": "x"}}),
        notification({"sessionUpdate": "agent_message_chunk"}),
        notification(chunk(), session_id=7),
        {**notification(chunk()), "jsonrpc": "1.0"},
        {**notification(chunk()), "method": "session/updated"},
        {"jsonrpc": "2.0", "method": "session/update",
         "params": {"sessionId": "s", "update": chunk(), "_meta": {}}},
        [notification(chunk())],
    ],
)
def test_the_definition_reads_nothing_but_that_exact_shape(message: Any) -> None:
    assert text_chunk(orjson.dumps(message)) is None


def test_a_chunk_stands_for_its_update() -> None:
    thought = text_chunk_update("agent_thought_chunk", "m", "t")
    assert thought == chunk("agent_thought_chunk", "t", messageId="m")
    assert text_chunk_update("user_message_chunk", None, "t") == chunk("user_message_chunk", "t")


# -- the C reader ---------------------------------------------------------------------------------

needs_c = pytest.mark.skipif(
    os.environ.get(native.PURE_ENV) == "1" or not native.build_is_current(),
    reason="the C extension is used only when built from the current sources",
)


def c_read(line: bytes) -> Any:
    from acp_bridge.acp import _update_line

    return _update_line.text_chunk(line)


# Values: anything JSON strings hold, with the characters that need escapes or many bytes.
texts = st.text(st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=40) | st.sampled_from(
    ["", "\"", "\\", "a\\\"b", "\u2192“”", "😀", "\x00\x1f", "\u2028", "x" * 300, "é" * 17]
)


@st.composite
def chunk_messages(draw: st.DrawFn) -> dict[str, Any]:
    """A text-chunk notification, sometimes with one thing changed that takes it out of the shape."""
    fields: dict[str, Any] = {}
    if draw(st.booleans()):
        fields["messageId"] = draw(st.one_of(st.none(), texts))
    update = chunk(draw(st.sampled_from(KINDS)), draw(texts), **fields)
    message = notification(update, draw(texts))
    if draw(st.integers(0, 3)) == 0:  # out of the shape, one way or another
        where = draw(st.sampled_from([message, message["params"], update, update["content"]]))
        key = draw(st.sampled_from([*where.keys(), "id", "_meta", "extra", "Text"]))
        where[key] = draw(st.one_of(
            st.none(), st.integers(-(2**63), 2**63 - 1), texts, st.just({}), st.just([]),
            st.sampled_from(["2.0", "session/update", "text", *KINDS]),
        ))
        if draw(st.booleans()):
            where.pop(draw(st.sampled_from(list(where.keys()))))
    return shuffled(message, draw(st.randoms(use_true_random=False)))


def shuffled(value: Any, rng: Any) -> Any:
    if isinstance(value, dict):
        items = list(value.items())
        rng.shuffle(items)
        return {key: shuffled(item, rng) for key, item in items}
    return value


@needs_c
@settings(max_examples=600)
@given(chunk_messages(), st.integers(0, 3))
def test_the_c_reads_what_the_definition_reads_and_nothing_else(message: Any, style: int) -> None:
    line = serialized(message, style)
    expected = text_chunk(line)
    got = c_read(line)
    assert got == expected  # every line agents write is read, none differently
    if got is not None:
        assert all(type(value) is str for value in got if value is not None)


@needs_c
@settings(max_examples=600)
@given(chunk_messages(), st.integers(0, 3), st.data())
@example(notification(chunk()), 0, None)
def test_a_damaged_line_is_declined_or_read_as_the_definition_reads_it(
    message: Any, style: int, data: Any
) -> None:
    line = serialized(message, style)
    if data is not None:
        line = damaged(line, data)
    got = c_read(line)
    assert got is None or got == text_chunk(line)


@needs_c
@pytest.mark.parametrize(
    "line",
    [
        # a key twice (the JSON parser keeps the last one)
        b'{"jsonrpc":"2.0","jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s",'
        b'"update":{"sessionUpdate":"agent_message_chunk","content":{"type":"text","text":"x"}}}}',
        b'{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s","update":{"sessionUpdate":'
        b'"agent_message_chunk","content":{"type":"text","text":"x","text":"y"}}}}',
        # keys and fixed values written with escapes
        b'{"json\\u0072pc":"2.0","method":"session/update","params":{"sessionId":"s","update":'
        b'{"sessionUpdate":"agent_message_chunk","content":{"type":"text","text":"x"}}}}',
        b'{"jsonrpc":"2.0","method":"session\\/update","params":{"sessionId":"s","update":'
        b'{"sessionUpdate":"agent_message_chunk","content":{"type":"text","text":"x"}}}}',
    ],
)
def test_what_the_c_is_not_sure_of_it_leaves_to_the_parser(line: bytes) -> None:
    assert text_chunk(line) is not None  # the parser reads them ...
    assert c_read(line) is None  # ... the C leaves them to it


@needs_c
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (b"\\ud83d\\ude00", "😀"),
        (b"\\u00e9\\n\\t\\\"\\\\\\/\\b\\f\\r", "é\n\t\"\\/\b\f\r"),
        (b"\\u0000", "\x00"),
        (b"\xe2\x86\x92", "→"),
        (b"\\ud800", None),  # a lone surrogate: refused by the parser, left to it
        (b"\\ude00\\ud83d", None),
        (b"\\ud83d\\u0041", None),
        (b"\\x41", None),
        (b"\\u12G4", None),
        (b"\xff", None),  # not UTF-8
        (b"\xed\xa0\x80", None),  # a surrogate written as UTF-8
        (b"a\x01b", None),  # a raw control character
        (b"\xe2\x86", None),  # a character cut short
    ],
)
def test_strings_are_read_as_the_json_parser_reads_them(text: bytes, expected: str | None) -> None:
    line = (b'{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s","update":'
            b'{"sessionUpdate":"agent_message_chunk","content":{"type":"text","text":"' + text + b'"}}}}')
    assert text_chunk(line) == (None if expected is None else ("s", "agent_message_chunk", None, expected))
    assert c_read(line) == text_chunk(line)


@needs_c
@pytest.mark.parametrize("special", [b'\\"', b"\\\\", b"\\n", b"\\u00e9", b"\x01", b"\xc3\xa9", b'"'])
def test_a_byte_that_matters_is_found_at_any_offset_of_a_long_text(special: bytes) -> None:
    # A quote, an escape, a control or a multi-byte character at every offset around the scanner's
    # blocks, and twice.
    for where, body in around_block_edges(special):
        line = (b'{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s","update":'
                b'{"sessionUpdate":"agent_message_chunk","content":{"type":"text","text":"'
                + body + b'"}}}}')
        try:
            expected = orjson.loads(line)["params"]["update"]["content"]["text"]
        except orjson.JSONDecodeError:  # a raw control, or a bare quote that ends the string early
            expected = None
        read = c_read(line)
        assert read is None or read == ("s", "agent_message_chunk", None, expected), where
        if special != b'"':  # the one the C may leave to the parser: a line the JSON refuses
            assert (read is None) == (expected is None), where


@needs_c
def test_anything_but_bytes_is_left_to_the_parser() -> None:
    line = orjson.dumps(notification(chunk()))
    assert c_read(line) == ("s1", "agent_message_chunk", None, "hi")
    assert c_read(bytearray(line)) is None
    assert c_read(memoryview(line)) is None


@needs_c
def test_an_id_named_again_is_the_same_object_and_any_other_is_read_anew() -> None:
    def ids(session_id: str, message_id: str) -> tuple[str, str]:
        read = c_read(orjson.dumps(notification(chunk(messageId=message_id), session_id=session_id)))
        return read[0], read[2]

    session, message = ids("sess_a1", "m-1")
    again = ids("sess_a1", "m-1")
    assert again == (session, message) and again[0] is session and again[1] is message
    other = ids("sess_a2", "m-1 ")  # the same length or one byte more: compared, not mistaken
    assert other == ("sess_a2", "m-1 ") and other[0] is not session
    assert ids("sess_é", "m→") == ("sess_é", "m→")  # not ASCII: read, never kept
    assert ids("sess_é", "m→") == ("sess_é", "m→")
    escaped = c_read(orjson.dumps(notification(chunk(messageId="m-1"), session_id="sess_a2")).replace(
        b'"m-1"', b'"m\\u002d1"'))
    assert escaped is not None and escaped[2] == "m-1"
