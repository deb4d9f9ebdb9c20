"""The guard at the top of every test module of a hand-written C extension (`native.EXTENSIONS`)."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from typing import Any

import orjson
import pytest
from hypothesis import strategies as st

from acp_bridge import native


def require_current_build() -> None:
    """Skips the module on the sources (``ACP_BRIDGE_PURE_PYTHON=1``: the extensions are not used),
    and fails it when the build is stale (its tests would run the previous sources' C). Call it
    before importing the extension."""
    if os.environ.get(native.PURE_ENV) == "1":
        pytest.skip("the C extension is not used on the sources", allow_module_level=True)
    if not native.build_is_current():
        pytest.fail("the C extension is not built from the current sources: run "
                    "`.venv/bin/python scripts/build-native.py`", pytrace=False)


def around_block_edges(special: bytes, size: int = 48) -> Iterator[tuple[tuple[int, int | None], bytes]]:
    """Strings for a scanner that reads 16 bytes at a time, then 8, then one: `size` bytes of `x`
    with `special` at every offset around those blocks' edges, once and twice; each with where."""
    for offset in range(0, 40):
        for second in (None, offset + 1, offset + 15, offset + 16, offset + 17):
            body = bytearray(b"x" * size)
            for at in (offset, second):
                if at is not None:
                    body[at : at + 1] = special
            yield (offset, second), bytes(body)


def serialized(message: Any, style: int) -> bytes:
    """`message` as agents write JSON: compact (orjson), compact with every non-ASCII character
    escaped, spaced and unescaped, or with odd whitespace everywhere JSON allows it (`style` 0–3)."""
    if style == 0:
        return orjson.dumps(message)
    if style == 1:
        return json.dumps(message, ensure_ascii=True, separators=(",", ":")).encode()
    if style == 2:
        return json.dumps(message, ensure_ascii=False).encode()  # ", " and ": "
    return (" \t" + json.dumps(message, ensure_ascii=True, separators=(" , ", " :\t")) + " \r").encode()


#: Bytes that change what a JSON line means when one is put in, taken out or swapped.
DAMAGE = [b'"', b"\\", b"{", b"}", b"[", b"]", b",", b":", b" ", b"\x00", b"\xff", b"\xe2", b"u", b"n", b"0",
          b"-", b"."]


def damaged(line: bytes, data: Any) -> bytes:
    """`line` with one to three bytes inserted, deleted or replaced, or cut short (drawn from
    hypothesis's `data`)."""
    damaged = bytearray(line)
    for _ in range(data.draw(st.integers(1, 3))):
        at = data.draw(st.integers(0, len(damaged)))
        op = data.draw(st.sampled_from(["insert", "delete", "replace", "truncate"]))
        byte = data.draw(st.sampled_from(DAMAGE))
        if op == "insert":
            damaged[at:at] = byte
        elif op == "delete":
            del damaged[at:at + 1]
        elif op == "replace":
            damaged[at:at + 1] = byte
        else:
            del damaged[at:]
    return bytes(damaged)
