"""Types of the C extension `_session_row.c` (see there and `session_page.py`)."""

from typing import Any

def session_row(
    raw: dict[str, Any], /
) -> tuple[str, str | None, str | None, Any, list[str], dict[str, Any] | None] | None: ...
