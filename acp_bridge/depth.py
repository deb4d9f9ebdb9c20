"""Values an agent sent, bounded in depth where they are shown or encoded again.

An agent may nest a value as deep as it likes (`rawOutput` a thousand levels deep). orjson refuses to
encode more than 254 levels and Python's `repr` recurses until it fails, so wherever such a value is
rendered or re-encoded it goes through `dumps`: the usual value costs nothing more, and only one
that is too deep is copied with its deepest levels replaced by a marker saying where it was cut.
A message the generic decoder reads (:mod:`.jsonrpc.decode`) is cut as it is decoded, so that an
error's message, an id or an answer out of spec is then logged and quoted like any other.
The same copy holds an integer beyond 64 bits (which JSON allows and orjson does not encode) as the
float the tolerant decoder would have read.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import orjson

MAX_DEPTH = 100
CUT = f"… (cut: nested deeper than {MAX_DEPTH} levels)"


def bounded(value: Any, limit: int = MAX_DEPTH) -> Any:
    """A copy of `value` whose dicts and lists below `limit` levels are replaced by `CUT`, and its
    integers beyond 64 bits by floats. (Recursive, but never deeper than `limit`.)"""
    if isinstance(value, dict):
        if limit <= 0:
            return CUT
        return {k: bounded(v, limit - 1) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        if limit <= 0:
            return CUT
        return [bounded(v, limit - 1) for v in value]
    if isinstance(value, int) and not -(2**63) <= value < 2**64:
        return float(value)
    return value


def deeper_than(value: Any, limit: int = MAX_DEPTH) -> bool:
    """Whether `value` holds a dict or list `limit` levels down or deeper: one that `bounded` cuts.
    (Iterative: a value is asked this before anything recurses into it.) Every answer of a listing
    is asked (a page of 100 sessions holds more than `limit` brackets): it walks the containers a
    level at a time, one comprehension per container, twice as fast as a node at a time."""
    if not isinstance(value, (dict, list)):
        return False
    level: list[Any] = [value]
    for _ in range(limit):
        below: list[Any] = []
        for node in level:
            children = node.values() if isinstance(node, dict) else node
            below += [child for child in children if isinstance(child, (dict, list))]
        if not below:
            return False
        level = below
    return True


def dumps(value: Any, *, option: int | None = None, default: Callable[[Any], Any] | None = None) -> bytes:
    """`orjson.dumps`, with a value nested too deep for it cut at `MAX_DEPTH` levels (and one holding
    a huge integer encoded as `bounded` holds it)."""
    try:
        return orjson.dumps(value, default=default, option=option)
    except orjson.JSONEncodeError as exc:
        if "ecursion" not in str(exc) and "64-bit" not in str(exc):
            raise
    return orjson.dumps(bounded(value), default=default, option=option)
