"""Types of the C extension `_isotime.c` (see there and `titles.py`)."""

from datetime import datetime

def utc_timestamp(text: str, /) -> datetime | None: ...
