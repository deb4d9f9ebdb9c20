"""The protocol's plain JSON values as the reducer reads them: a malformed value reads as absent."""

from __future__ import annotations

from typing import Any

#: A JSON object as parsed.
Json = dict[str, Any]


def count_of(value: Any) -> int | None:
    """A count (a non-negative integer, never a bool), or None."""
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else None
