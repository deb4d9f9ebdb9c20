"""Values nested too deep are cut where the generic decoder reads them (`decode.loads`), exactly
where `depth.bounded` would cut them, and nowhere else."""

from __future__ import annotations

import json
from typing import Any

import pytest

from acp_bridge.depth import CUT, MAX_DEPTH, bounded, deeper_than
from acp_bridge.jsonrpc.decode import loads


def nested(levels: int, inner: Any = 1) -> Any:
    value = inner
    for n in range(levels):
        value = {"a": value} if n % 2 else [value]
    return value


@pytest.mark.parametrize("levels", [0, 1, MAX_DEPTH - 1, MAX_DEPTH, MAX_DEPTH + 1, 990])
def test_deeper_than_says_whether_bounded_changes_the_value(levels: int) -> None:
    value = nested(levels)
    assert deeper_than(value) == (bounded(value) != value)


@pytest.mark.parametrize("levels", [MAX_DEPTH - 2, MAX_DEPTH - 1, MAX_DEPTH, 300])
def test_deeper_than_finds_a_deep_branch_among_shallow_and_empty_ones(levels: int) -> None:
    value = {"wide": [[1], {}, [], "x" * 3] * 50, "deep": [{"b": 2}, nested(levels)], "n": None}
    assert deeper_than(value) == (bounded(value) != value)
    assert not deeper_than("[" * 500) and not deeper_than(7)


def test_a_deep_line_is_read_cut_and_a_shallow_one_as_it_is() -> None:
    message, tolerated = loads(b'{"jsonrpc": "2.0", "id": 1, "error": {"code": 1, "message": '
                               + b"[" * 990 + b"1" + b"]" * 990 + b"}}")
    assert not tolerated
    assert CUT in repr(message), "the deepest levels replaced by the marker"
    assert message["id"] == 1 and message["error"]["code"] == 1
    assert not deeper_than(message)
    # Many brackets, none deep (text in strings counts too): read as it is.
    wide = {"items": [[1], [2]] * 200, "text": "[" * 500}
    assert loads(json.dumps(wide).encode()) == (wide, False)
