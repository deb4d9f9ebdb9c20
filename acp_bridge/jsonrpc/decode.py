"""One line an agent wrote, decoded: fast, and tolerant of valid but unusual JSON.

orjson (the fast path, every message of a replay) refuses a few things real agents write and JSON
allows: a lone surrogate escape (`"\\ud83d"`, what a JavaScript agent writes when it cuts an emoji in
half), a byte-order mark before the first message, and numbers beyond a double (`1e999`). For those
the standard library's `json` reads the line; every lone surrogate is then shown as U+FFFD (nothing
downstream can encode it) and the message is kept. Only a line neither can read is lost, and if it
was an answer to a request, that request fails at once (`answer_id`) instead of waiting for a
timeout.
"""

from __future__ import annotations

import json
import re
from typing import Any

import orjson

from ..depth import MAX_DEPTH, bounded, deeper_than

BOM = b"\xef\xbb\xbf"
_LONE_SURROGATE = re.compile("[\ud800-\udfff]")
#: A response's id where encoders put it: first (after "jsonrpc") or last. A nested "id" inside a
#: result is never taken for it.
_ID_VALUE = rb'"id"\s*:\s*(-?\d{1,18}|"[^"\\]{0,200}")'
_LEADING_ID = re.compile(rb'^\s*\{\s*(?:"jsonrpc"\s*:\s*"2\.0"\s*,\s*)?' + _ID_VALUE)
_TRAILING_ID = re.compile(_ID_VALUE + rb"\s*\}\s*$")
_METHOD = re.compile(rb'"method"\s*:')


class Undecodable(ValueError):
    """Neither decoder could read the line."""


def loads(line: bytes) -> tuple[Any, bool]:
    """The message, and whether the tolerant fallback was needed; nested deeper than `MAX_DEPTH`
    levels, cut there (`depth.bounded`). Raises `Undecodable`."""
    try:
        message, tolerated = orjson.loads(line), False
    except orjson.JSONDecodeError as fast_error:
        text = line[len(BOM) :] if line.startswith(BOM) else line
        try:
            message = _without_lone_surrogates(json.loads(text.decode("utf-8", "replace"), parse_int=_int))
        except (ValueError, RecursionError):
            raise Undecodable(str(fast_error)) from None
        tolerated = True
    # Anything may log, quote or compare what an agent sent, and Python's repr and str recurse: a
    # value a thousand levels deep (an error's message, a request's id) would raise RecursionError
    # where it is least expected, out of a log call. Only a line with that many brackets can be so
    # deep, which two counts in C tell.
    if line.count(b"[") + line.count(b"{") > MAX_DEPTH and deeper_than(message):
        message = bounded(message)
    return message, tolerated


def answer_id(line: bytes) -> int | str | None:
    """The id of a response that could not be decoded, when the line plainly is one; else None."""
    if _METHOD.search(line):
        return None
    match = _LEADING_ID.match(line)
    if match is None and line.count(b"{") == line.count(b"}"):  # a cut line may end in a nested "id"
        match = _TRAILING_ID.search(line)
    if match is None:
        return None
    raw = match.group(1)
    return raw[1:-1].decode("utf-8", "replace") if raw.startswith(b'"') else int(raw)


def _int(text: str) -> int | float:
    """An integer as orjson would hold it: beyond 64 bits, a float (which it can encode again)."""
    value = int(text)
    return value if -(2**63) <= value < 2**64 else float(value)


def _without_lone_surrogates(value: Any) -> Any:
    """`value` with U+FFFD for every lone surrogate in its strings and keys (iteratively: the
    standard decoder accepts nesting deeper than a recursive walk would)."""
    if isinstance(value, str):
        return _LONE_SURROGATE.sub("\ufffd", value)
    if not isinstance(value, (dict, list)):
        return value
    root: list[Any] = [value]
    stack: list[tuple[Any, Any, Any]] = [(root, 0, value)]
    while stack:
        parent, key, node = stack.pop()
        if isinstance(node, dict):
            fixed: dict[str, Any] = {}
            for k, v in node.items():
                fixed[_LONE_SURROGATE.sub("\ufffd", k)] = v
            parent[key] = fixed
            for k, v in fixed.items():
                if isinstance(v, str):
                    fixed[k] = _LONE_SURROGATE.sub("\ufffd", v)
                elif isinstance(v, (dict, list)):
                    stack.append((fixed, k, v))
        else:
            for i, v in enumerate(node):
                if isinstance(v, str):
                    node[i] = _LONE_SURROGATE.sub("\ufffd", v)
                elif isinstance(v, (dict, list)):
                    stack.append((node, i, v))
    return root[0]
