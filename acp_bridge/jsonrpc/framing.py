"""Newline-delimited JSON framing with a bounded line size.

ACP puts one JSON-RPC message per line on stdio. Lines can be huge (a replayed tool output, a file
read), so the limit is explicit and generous; a longer line is skipped up to its newline and reported
as an `OversizedLine` item, so one bad message never takes the connection down with it.
"""

from __future__ import annotations

import io
import re
from dataclasses import dataclass
from typing import Final

#: Lines of at least 64 MiB must pass; the default leaves room above that.
DEFAULT_MAX_LINE_BYTES = 96 * 1024 * 1024

_HEAD_BYTES: Final = 256
#: One JSON token: a complete string, a structural character, or a bare scalar (number, literal).
_TOKEN = re.compile(rb'\s*("(?:[^"\\]|\\.)*"|[{}\[\]:,]|[-+.\w]+)')


def _top_level_members(head: bytes) -> dict[bytes, bytes | None]:
    """The members of the top-level object that start inside `head` (a JSON text cut anywhere).

    Key (without quotes) → raw scalar value, or None for an object/array value or one cut off.
    Only depth 1 counts: an `"id"` inside `params` or `result` belongs to something else, and
    taking it for the message's id would fail an unrelated waiter.
    """
    members: dict[bytes, bytes | None] = {}
    depth, pos = 0, 0
    key: bytes | None = None  # a depth-1 string that may turn out to be a key
    value_of: bytes | None = None  # the depth-1 key whose value comes next
    while (match := _TOKEN.match(head, pos)) is not None:
        token, pos = match.group(1), match.end()
        if token in (b"{", b"["):
            depth += 1
            value_of = None
        elif token in (b"}", b"]"):
            depth -= 1
        elif token == b":":
            if depth == 1 and key is not None:
                value_of, members[key] = key, None
            key = None
        elif token == b",":
            key = value_of = None
        elif depth == 1:
            if value_of is not None:
                members[value_of], value_of = token, None
            elif token.startswith(b'"'):
                key = token[1:-1]
    return members


@dataclass(frozen=True, slots=True)
class OversizedLine:
    """A line longer than the limit. `head` is its first bytes, enough to find a response id."""

    size: int
    limit: int
    head: bytes

    def request_id(self) -> int | str | None:
        """The JSON-RPC id of the message (a request's or a response's), if its head names it."""
        raw = _top_level_members(self.head).get(b"id")
        if raw is None:
            return None
        if raw.startswith(b'"'):
            return raw[1:-1].decode("utf-8", "replace")
        try:
            return int(raw)
        except ValueError:
            return None

    def method(self) -> str | None:
        """The method of a request or notification, if its head names it."""
        raw = _top_level_members(self.head).get(b"method")
        if raw is None or not raw.startswith(b'"'):
            return None
        return raw[1:-1].decode("utf-8", "replace")

    def response_id(self) -> int | str | None:
        """The id of a *response* (so its waiter can fail fast). A request from the peer carries an id
        from the peer's own numbering, so it must never be matched against our waiters."""
        members = _top_level_members(self.head)
        if b"method" in members or (b"result" not in members and b"error" not in members):
            return None
        return self.request_id()

    def describe(self) -> str:
        return f"message of {_mib(self.size)} exceeds the {_mib(self.limit)} line limit; it was skipped"


def _mib(n: int) -> str:
    return f"{n / (1024 * 1024):.1f} MiB"


def _kept(line: bytes) -> bytes | None:
    """What a received line (without its newline) is read as: one `\\r` before the newline dropped;
    None for a blank line, which is skipped."""
    if line.endswith(b"\r"):
        line = line[:-1]
    return line if line and (line[0] > 32 or line.strip()) else None


def split_lines(data: bytes, start: int, stop: int, limit: int) -> list[bytes] | None:
    """The non-blank lines of `data[start:stop]` (whole lines: it ends with a newline), each without
    its newline and one `\\r` before it; None when one is longer than `limit` (the caller then goes
    line by line)."""
    if not 0 <= start <= stop <= len(data):
        raise ValueError("split_lines(): start and stop must be 0 <= start <= stop <= len(data)")
    if stop > start and data[stop - 1] != 10:
        raise ValueError("split_lines(): data[start:stop] must end with a newline")
    lines = []
    # BytesIO finds each line's end with memchr; bytes.split compares byte by byte (~5 instructions
    # a byte, more than parsing the line costs).
    for line in io.BytesIO(data[start:stop]):
        line = line[:-1]  # its "\n"
        if len(line) > limit:
            return None
        if (kept := _kept(line)) is not None:
            lines.append(kept)
    return lines


class LineSplitter:
    """Splits a byte stream into lines. Pure and synchronous so it can be property-tested.

    `feed()` returns the complete lines a chunk ends (without the newline, `\\r` stripped) and
    `OversizedLine`s, as a list: the reader walks it without resuming a generator per line.
    Memory stays bounded by the limit: an oversized line is counted, never stored.
    """

    def __init__(self, max_line_bytes: int = DEFAULT_MAX_LINE_BYTES) -> None:
        self.max_line_bytes = max_line_bytes
        self._buf = bytearray()
        self._skipping: int | None = None  # bytes of an oversized line seen so far
        self._skip_head = b""

    def feed(self, data: bytes) -> list[bytes | OversizedLine]:
        items: list[bytes | OversizedLine] = []
        start = 0
        if self._skipping is not None:
            nl = data.find(b"\n")
            if len(self._skip_head) < _HEAD_BYTES:  # the same head whatever the chunking
                end = len(data) if nl < 0 else nl
                self._skip_head += data[: min(_HEAD_BYTES - len(self._skip_head), end)]
            if nl < 0:
                self._skipping += len(data)
                return items
            self._skipping += nl
            items.append(OversizedLine(self._skipping, self.max_line_bytes, self._skip_head))
            self._skipping = None
            start = nl + 1
        if self._buf:
            # Continue the partial line held from the previous chunk.
            nl = data.find(b"\n", start)
            if nl < 0:
                self._buf += data[start:]
                self._check_overflow()
                return items
            self._buf += data[start:nl]
            line = bytes(self._buf)
            self._buf.clear()
            self._emit(line, items)
            start = nl + 1
        end = data.rfind(b"\n", start)
        if end >= 0:
            # The hot path (a replay is hundreds of thousands of lines): one call splits them all.
            lines = split_lines(data, start, end + 1, self.max_line_bytes)
            if lines is not None:
                items += lines
            else:  # an oversized line among them (rare): line by line
                for line in io.BytesIO(data[start : end + 1]):
                    self._emit(line[:-1], items)
            start = end + 1
        if start < len(data):
            self._buf += data[start:]
            self._check_overflow()
        return items

    def feed_run(self, data: bytes) -> bytes | list[bytes | OversizedLine]:
        """`feed`, except that the lines a chunk completes come as one run when none of them can be
        too long: the held part of a line and the chunk up to its last newline, as received (lines
        joined by newlines, none after the last). The reader offers a run whole to whoever takes a
        hundred lines at once (`JsonRpcPeer.set_line_taker`), and `run_items` splits it otherwise:
        the lines `feed` would have given. A replay's reads nearly all come this way, unsplit."""
        end = data.rfind(b"\n") if self._skipping is None else -1
        if end < 0 or len(self._buf) + end > self.max_line_bytes:
            return self.feed(data)
        run = b"".join((self._buf, memoryview(data)[:end])) if self._buf else data[:end]
        self._buf.clear()
        if end + 1 < len(data):
            self._buf += data[end + 1 :]
            self._check_overflow()
        return run

    def run_items(self, run: bytes) -> list[bytes | OversizedLine]:
        """The lines of a run (`feed_run`) as `feed` gives them: blank ones dropped, a `\r` before a
        newline too."""
        lines = split_lines(run + b"\n", 0, len(run) + 1, self.max_line_bytes)
        assert lines is not None  # no line of a run is longer than the limit: the run is not
        return list(lines)

    def _emit(self, line: bytes, items: list[bytes | OversizedLine]) -> None:
        if len(line) > self.max_line_bytes:
            items.append(OversizedLine(len(line), self.max_line_bytes, line[:_HEAD_BYTES]))
        elif (kept := _kept(line)) is not None:
            items.append(kept)

    def _check_overflow(self) -> None:
        if len(self._buf) > self.max_line_bytes:
            self._skipping = len(self._buf)
            self._skip_head = bytes(self._buf[:_HEAD_BYTES])
            self._buf.clear()

    def finish(self) -> list[bytes | OversizedLine]:
        """At end of stream: a last line without a newline still counts."""
        items: list[bytes | OversizedLine] = []
        if self._skipping is not None:
            items.append(OversizedLine(self._skipping, self.max_line_bytes, self._skip_head))
            self._skipping = None
        elif self._buf:
            line = bytes(self._buf)
            self._buf.clear()
            self._emit(line, items)
        return items
