"""NDJSON framing: how a byte stream becomes lines, whatever the chunking, with a bounded line size."""

from __future__ import annotations

import anyio
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from acp_bridge.jsonrpc import LineSplitter, OversizedLine, read_lines
from acp_bridge.jsonrpc.memory import byte_pipe


def split_all(chunks: list[bytes], limit: int = 1 << 20, runs: bool = False) -> list[bytes | OversizedLine]:
    """The lines of ``chunks``; with ``runs``, as the reader gets them when a run taker is set: a
    chunk's lines as one run (`feed_run`), split (`run_items`) as when nothing took them."""
    splitter = LineSplitter(limit)
    out: list[bytes | OversizedLine] = []
    for chunk in chunks:
        if not runs:
            out.extend(splitter.feed(chunk))
        elif isinstance(run := splitter.feed_run(chunk), bytes):
            out.extend(splitter.run_items(run))
        else:
            out.extend(run)
    out.extend(splitter.finish())
    return out


def expected_lines(stream: bytes, limit: int) -> list[bytes | OversizedLine]:
    """The reference: split on newlines, drop one trailing `\\r`, skip blank lines, flag long ones."""
    out: list[bytes | OversizedLine] = []
    for raw in stream.split(b"\n"):
        if len(raw) > limit:
            out.append(OversizedLine(len(raw), limit, raw[:256]))
            continue
        line = raw[:-1] if raw.endswith(b"\r") else raw
        if line.strip():
            out.append(line)
    return out


def chunked(stream: bytes, cuts: list[int]) -> list[bytes]:
    points = sorted({c % (len(stream) + 1) for c in cuts})
    pieces, start = [], 0
    for point in [*points, len(stream)]:
        pieces.append(stream[start:point])
        start = point
    return pieces


line_bytes = st.binary(max_size=40).map(lambda b: b.replace(b"\n", b""))
streams = st.lists(st.tuples(line_bytes, st.sampled_from([b"\n", b"\r\n"])), max_size=12).map(
    lambda parts: b"".join(line + end for line, end in parts)
)


@settings(max_examples=200, deadline=None, derandomize=True)
@given(stream=streams, tail=line_bytes, cuts=st.lists(st.integers(min_value=0, max_value=1000), max_size=20))
def test_any_chunking_yields_the_same_lines(stream: bytes, tail: bytes, cuts: list[int]) -> None:
    whole = stream + tail  # the last line may lack its newline
    assert split_all(chunked(whole, cuts)) == split_all([whole]) == expected_lines(whole, 1 << 20)
    assert split_all(chunked(whole, cuts), runs=True) == expected_lines(whole, 1 << 20)


@settings(max_examples=200, deadline=None, derandomize=True)
@given(
    stream=st.lists(
        st.tuples(st.integers(min_value=0, max_value=30), st.sampled_from([b"\n", b"\r\n"])), max_size=10
    ).map(lambda parts: b"".join(b"a" * n + end for n, end in parts)),
    cuts=st.lists(st.integers(min_value=0, max_value=400), max_size=20),
)
def test_oversized_lines_are_reported_the_same_whatever_the_chunking(stream: bytes, cuts: list[int]) -> None:
    limit = 16
    assert split_all(chunked(stream, cuts), limit) == expected_lines(stream, limit)
    assert split_all(chunked(stream, cuts), limit, runs=True) == expected_lines(stream, limit)


def test_crlf_blank_lines_and_a_last_line_without_newline() -> None:
    stream = b'{"a":1}\r\n\r\n\n   \n{"b":2}\n{"c":3}'
    assert split_all([stream]) == [b'{"a":1}', b'{"b":2}', b'{"c":3}']


def test_an_oversized_line_is_reported_once_with_its_size_and_the_stream_continues() -> None:
    big = b'{"jsonrpc":"2.0","id":42,"result":"' + b"x" * 5000 + b'"}'
    chunks = [b'{"first":1}\n' + big[:100], big[100:3000], big[3000:] + b'\n{"next":2}\n']
    items = split_all(chunks, limit=1000)
    assert items[0] == b'{"first":1}'
    assert isinstance(items[1], OversizedLine)
    assert items[1].size == len(big)
    assert items[1].limit == 1000
    assert items[1].request_id() == 42
    assert "skipped" in items[1].describe()
    assert items[2:] == [b'{"next":2}']


def test_an_oversized_last_line_without_newline_is_reported_at_the_end() -> None:
    items = split_all([b"ok\n", b"y" * 3000], limit=1000)
    assert items[0] == b"ok"
    assert isinstance(items[1], OversizedLine) and items[1].size == 3000


def test_a_line_of_exactly_the_limit_passes() -> None:
    assert split_all([b"z" * 1000 + b"\n"], limit=1000) == [b"z" * 1000]


@pytest.mark.parametrize(
    ("head", "expected"),
    [
        (b'{"jsonrpc":"2.0","id":7,"result":{"x":"', 7),
        (b'{"id" : -3, "error":{"code":1', -3),
        (b'{"jsonrpc":"2.0","id":"req-\\"9","result":', 'req-\\"9'),
        (b'{"jsonrpc":"2.0","result":{"content":"', None),
    ],
)
def test_the_request_id_is_found_in_the_head(head: bytes, expected: object) -> None:
    assert OversizedLine(10**9, 10, head).request_id() == expected


def test_the_id_of_a_nested_object_is_not_taken_for_the_response_id() -> None:
    # A response whose result starts with an object that has its own "id": the top-level id comes
    # later (beyond the head), so no id can be named: guessing 3 would fail someone else's waiter.
    head = b'{"jsonrpc":"2.0","result":{"items":[{"id":3,"text":"' + b"x" * 300
    assert OversizedLine(10**9, 10, head[:256]).request_id() is None


def test_a_request_from_the_peer_is_not_mistaken_for_a_response() -> None:
    line = OversizedLine(10**9, 10, b'{"jsonrpc":"2.0","id":1,"method":"fs/write_text_file","params":{')
    assert line.response_id() is None
    assert line.request_id() == 1
    assert line.method() == "fs/write_text_file"


@pytest.mark.anyio
async def test_read_lines_over_a_stream_handles_chunks_and_eof() -> None:
    send, receive = byte_pipe()
    items: list[bytes | OversizedLine] = []

    async def reader() -> None:
        async with receive:
            async for item in read_lines(receive, max_line_bytes=64):
                items.append(item)

    async with anyio.create_task_group() as tg:
        tg.start_soon(reader)
        for chunk in (b'{"a"', b':1}\r\n{"b":2', b"}\n" + b"q" * 100, b"\nlast"):
            await send.send(chunk)
        await send.aclose()
    assert items[:2] == [b'{"a":1}', b'{"b":2}']
    assert isinstance(items[2], OversizedLine) and items[2].size == 100
    assert items[3:] == [b"last"]
