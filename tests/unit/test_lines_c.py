"""The C line splitter (`acp_bridge/jsonrpc/_lines.c`) is its Python definition, `framing.split_lines`.

Agents write anything, so the data is arbitrary bytes: every byte that decides something (newline,
carriage return, each byte `bytes.strip()` removes, the byte 32 and those around it, bytes above 127),
lines at, under and over the limit, and every region of the data that ends with a newline. On the
sources (``ACP_BRIDGE_PURE_PYTHON=1``, as on a machine without a C compiler) the extension is not used
and these tests do not apply; `tests/unit/test_framing.py` covers the splitter either way."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from acp_bridge.jsonrpc import framing

from .c_extensions import require_current_build

require_current_build()

from acp_bridge.jsonrpc import _lines  # noqa: E402 (after the check above)

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


def test_framing_uses_the_c_splitter() -> None:
    assert framing._split_lines is _lines.split_lines


@settings(max_examples=1500, deadline=None)
@given(_DATA, st.integers(min_value=0, max_value=8))
def test_the_c_lines_are_the_python_ones_for_every_region(data: bytes, limit: int) -> None:
    for start, stop in _regions(data):
        assert _lines.split_lines(data, start, stop, limit) == framing.split_lines(data, start, stop, limit)


def test_every_single_byte_line_is_kept_or_skipped_as_the_python_does() -> None:
    for byte in range(256):
        for line in (bytes([byte]), bytes([byte]) + b"\r", b" " + bytes([byte]), bytes([byte, byte])):
            data = b"{}\n" + line + b"\n"
            assert _lines.split_lines(data, 0, len(data), 10) == framing.split_lines(data, 0, len(data), 10)


def test_a_line_over_the_limit_answers_none_and_one_at_the_limit_passes() -> None:
    data = b"12345\r\nabc\n"
    assert _lines.split_lines(data, 0, len(data), 6) == [b"12345", b"abc"]  # the limit counts the \r
    assert _lines.split_lines(data, 0, len(data), 5) is None
    assert framing.split_lines(data, 0, len(data), 5) is None


@pytest.mark.parametrize(
    ("args", "error"),
    [
        ((b"a\n", 0, 2), TypeError),
        (("a\n", 0, 2, 10), TypeError),
        ((bytearray(b"a\n"), 0, 2, 10), TypeError),
        ((b"a\n", -1, 2, 10), ValueError),
        ((b"a\n", 2, 1, 10), ValueError),
        ((b"a\n", 0, 3, 10), ValueError),
        ((b"a\nb", 0, 3, 10), ValueError),  # not whole lines
        ((b"a\n", 0, 2, 1 << 70), OverflowError),
        ((b"a\n", "0", 2, 10), TypeError),
    ],
)
def test_bad_arguments_raise_and_crash_nothing(args: tuple[Any, ...], error: type[Exception]) -> None:
    with pytest.raises(error):
        _lines.split_lines(*args)
