"""Display titles and timestamps as agents send them (ARCHITECTURE rule 6).

Titles fall back: the agent's title, then the first user prompt, then the first 8 characters of the
session id. Every label is one line of visible text: control characters and line breaks become
spaces, bidi overrides/isolates/marks and zero-width characters are removed (they can make a title
read differently from what it is), whitespace collapses, and long labels end with "…".

``updatedAt`` arrives in every shape agents happen to produce: ISO 8601 with ``Z``, ``+00:00`` or
another offset, with no zone at all (taken as UTC), fractional seconds of any length, or epoch
seconds / milliseconds as numbers or numeric strings. Anything else is ``None``; nothing raises.
"""

from __future__ import annotations

import math
import re
from datetime import UTC, datetime, timedelta, timezone

from ..plain_text import label, plain_label, single_line

SHORT_ID_LENGTH = 8

_ISO_RE = re.compile(
    r"(\d{4})-(\d{2})-(\d{2})"
    r"(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?"
    r"\s*(?:([Zz]|UTC|GMT)|([+-])(\d{2})(?::?(\d{2}))?)?"
)
_NUMBER_RE = re.compile(r"[+-]?\d+(?:\.\d*)?|[+-]?\.\d+")
# Above these magnitudes an epoch number is in ms, µs or ns: 1e11 s is the year 5138, while 1e11 ms
# is 1973, so the thresholds never mistake a plausible date.
_EPOCH_DIVISORS = ((1e17, 1e9), (1e14, 1e6), (1e11, 1e3))


def sanitize_label(text: str, max_len: int = 80) -> str:
    """Any single-line label built from agent text (titles, paths, names)."""
    if len(text) <= max_len and plain_label(text) and text[:1] != " " != text[-1:]:
        return text  # what `label` gives such a text (printable: no whitespace but " " can occur)
    return label(text, max_len)


def short_id(session_id: str) -> str:
    return single_line(session_id)[:SHORT_ID_LENGTH]


def display_title(
    title: str | None, first_prompt: str | None, session_id: str, max_len: int = 80
) -> str:
    """The title users see: agent title → first user prompt → short id."""
    for candidate in (title, first_prompt):
        if isinstance(candidate, str):
            label = sanitize_label(candidate, max_len)
            if label:
                return label
    return short_id(session_id) if isinstance(session_id, str) and short_id(session_id) else "untitled"


def parse_updated_at(value: object) -> datetime | None:
    """An aware UTC datetime, or None for anything that is not a recognisable time."""
    try:
        if isinstance(value, bool):
            return None
        if isinstance(value, (int, float)):
            return _from_epoch(float(value))
        if not isinstance(value, str):
            return None
        text = value.strip()
        if text[4:5] == "-":  # a date (a number has no "-" there): skip the number check
            return _from_iso(text)
        if _NUMBER_RE.fullmatch(text):
            return _from_epoch(float(text))
        return _from_iso(text)
    except (ValueError, OverflowError, OSError):
        return None


def iso_utc(moment: datetime) -> str:
    """The time as the editor and the stores get it: ISO 8601 in UTC, ending in ``Z``. A time with no
    zone is taken as UTC, as :func:`parse_updated_at` reads one (``astimezone`` would take it as
    local time, and fails on the first day of year 1)."""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC).isoformat().replace("+00:00", "Z")


def iso_utc_now() -> str:
    """Now, to the second, as :func:`iso_utc` writes it (when a list was taken or stored)."""
    return iso_utc(datetime.now(UTC).replace(microsecond=0))


def _from_epoch(number: float) -> datetime | None:
    if not math.isfinite(number):
        return None
    for threshold, divisor in _EPOCH_DIVISORS:
        if abs(number) >= threshold:
            number /= divisor
            break
    return datetime.fromtimestamp(number, UTC)


def _from_iso(text: str) -> datetime | None:
    try:  # the shapes Python parses itself (nearly every agent's): 10× faster than the regex
        parsed = datetime.fromisoformat(text)
    except ValueError:
        parsed = None
    if parsed is not None:
        if parsed.tzinfo is UTC:  # "Z" or "+00:00": already what `astimezone` would give
            return parsed
        return (parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)).astimezone(UTC)
    match = _ISO_RE.fullmatch(text)
    if match is None:
        return None
    year, month, day, hour, minute, second, fraction, _utc, sign, off_h, off_m = match.groups()
    micro = int((fraction or "0")[:6].ljust(6, "0"))  # nanoseconds and beyond are cut, not rounded
    seconds = min(int(second or 0), 59)  # a leap second is shown as :59
    offset = timedelta(0)
    if sign:
        offset = timedelta(hours=int(off_h), minutes=int(off_m or 0))
        if offset >= timedelta(hours=24):
            return None
        offset = -offset if sign == "-" else offset
    zone = timezone(offset)
    moment = datetime(
        int(year), int(month), int(day), int(hour or 0), int(minute or 0), seconds, micro, zone
    )
    return moment.astimezone(UTC)
