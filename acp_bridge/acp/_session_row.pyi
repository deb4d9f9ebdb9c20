"""Types of the C extension `_session_row.c` and `_page_line.c` (see there and `session_page.py`)."""

from typing import Any

_Row = tuple[str, str | None, str | None, Any, list[str], dict[str, Any] | None]

def session_row(raw: dict[str, Any], /) -> _Row | None: ...
def session_rows(raw_sessions: list[Any], /) -> list[_Row] | None: ...
def page_line(
    line: bytes, awaited: set[Any] | frozenset[Any] | None = None, /
) -> tuple[int, list[_Row], str | None] | None: ...
