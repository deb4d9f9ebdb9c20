"""Golden cases of the line splitter, `framing.split_lines`: the non-blank lines of a region of whole
lines, each without its newline and one carriage return before it, or None when one is over the limit.

Agents write anything, so the data is arbitrary bytes: every byte that decides something (newline,
carriage return, each byte `bytes.strip()` removes, the byte 32 and those around it, bytes above 127),
lines at, under and over the limit, and every region of the data that ends with a newline. The
splitter is held to a reading written out with `bytes.split`."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from acp_bridge.jsonrpc.framing import split_lines

#: The bytes that decide something, and a few that decide nothing.
_BYTES = [
    b"\n", b"\r", b" ", b"\t", b"\x0b", b"\x0c", b"\x00", b"\x1f", b"!", b"{", b"x", b"\x7f", b"\xc3\xa9",
]
_DATA = st.lists(st.sampled_from(_BYTES), max_size=60).map(b"".join)


def _regions(data: bytes) -> list[tuple[int, int]]:
    """Every (start, stop) with data[start:stop] empty or ending with a newline."""
    stops = [i + 1 for i, byte in enumerate(data) if byte == 10]
    return [(start, stop) for stop in stops for start in range(stop + 1)] + [
        (start, start) for start in range(len(data) + 1)
    ]


def reference(data: bytes, start: int, stop: int, limit: int) -> list[bytes] | None:
    lines = data[start:stop].split(b"\n")[:-1]  # the region ends with a newline: nothing after it
    if any(len(line) > limit for line in lines):  # a carriage return counts
        return None
    kept = [line[:-1] if line.endswith(b"\r") else line for line in lines]
    return [line for line in kept if line.strip()]


@settings(max_examples=1000, deadline=None)
@given(_DATA, st.integers(min_value=0, max_value=8))
def test_the_lines_of_every_region(data: bytes, limit: int) -> None:
    for start, stop in _regions(data):
        assert split_lines(data, start, stop, limit) == reference(data, start, stop, limit)


def test_every_single_byte_line_is_kept_or_skipped() -> None:
    for byte in range(256):
        for line in (bytes([byte]), bytes([byte]) + b"\r", b" " + bytes([byte]), bytes([byte, byte])):
            data = b"{}\n" + line + b"\n"
            assert split_lines(data, 0, len(data), 10) == reference(data, 0, len(data), 10), line


def test_a_line_over_the_limit_answers_none_and_one_at_the_limit_passes() -> None:
    data = b"12345\r\nabc\n"
    assert split_lines(data, 0, len(data), 6) == [b"12345", b"abc"]  # the limit counts the \r
    assert split_lines(data, 0, len(data), 5) is None
    assert split_lines(b" \t\n\r\n\n\x0b\x0c\n", 0, 9, 10) == []  # blank lines are skipped


@pytest.mark.parametrize(
    "args",
    [
        (b"a\n", -1, 2, 10),
        (b"a\n", 2, 1, 10),
        (b"a\n", 0, 3, 10),
        (b"a\nb", 0, 3, 10),  # not whole lines
    ],
)
def test_a_region_that_is_not_whole_lines_of_the_data_is_refused(args: tuple[bytes, int, int, int]) -> None:
    with pytest.raises(ValueError, match="split_lines"):
        split_lines(*args)
