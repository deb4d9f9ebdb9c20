"""Reading a `session/list` answer: the sessions of one page, with the schema's leniency.

Agents' answers are untrusted and often a little out of spec, and a store can hold thousands of
sessions, listed 100 at a time. The schema's own rules for a `SessionInfo` apply
(`x-deserialize-default-on-error`, `x-deserialize-skip-invalid-items`), exactly as the schema's
pydantic model applies them (tests/unit/test_session_page.py checks the two agree on any input):

- a session is skipped when it is not an object or its ``sessionId`` is not a non-empty string;
- ``cwd``, ``title`` and ``_meta`` that are not a string (an object for ``_meta``) read as absent; no
  JSON type is coerced into another;
- ``additionalDirectories`` keeps its string items; anything but a list reads as empty;
- ``updatedAt`` is read by :func:`..sessions.titles.parse_updated_at` (every shape agents send; None for
  anything else), which the schema leaves to the bridge (it takes any JSON value);
- unknown fields are ignored; a field is also found under its Python name (``session_id``…), as
  pydantic's ``populate_by_name`` finds it, the wire name winning when both are present.

What a listing keeps of a session is bounded, so that 50,000 sessions (`listing_budget`) of an agent
that sends megabyte titles cannot hold gigabytes: an id longer than `MAX_ID_CHARS` is skipped, a title
is cut to `MAX_TITLE_CHARS`, a path longer than `MAX_PATH_CHARS` (no system has one) reads as absent,
``additionalDirectories`` keeps its first `MAX_DIRECTORIES` paths, up to `MAX_PATH_CHARS` in all,
and a ``_meta`` larger than `MAX_META_BYTES` as JSON, or of more than `MAX_META_VALUES` values,
reads as absent (4 KB of ``[{},{},…]`` would take ~90 KB as Python objects). A session with every
field at its bound, in the shapes that cost most, is ~34 KB of Python objects.

A session comes out as a tuple of its fields, with no model object per session (a model costs
~1–4 µs, and the registry would read every field back through it); the registry merges the row as
it is.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Final

from ..depth import dumps
from ..plain_text import cut
from ..sessions.titles import parse_updated_at

_MISSING: Final = object()
#: Bounds of what is kept of one listed session (see the module's docstring).
MAX_ID_CHARS: Final = 512
MAX_TITLE_CHARS: Final = 500
MAX_PATH_CHARS: Final = 4096
MAX_META_BYTES: Final = 4096
MAX_META_VALUES: Final = 256
MAX_DIRECTORIES: Final = 64
#: Why a session is skipped when its id will not do.
BAD_ID: Final = f"sessionId is missing, not a non-empty string or over {MAX_ID_CHARS} characters"

#: One session of a `session/list` page, as the registry merges it into its record: its
#: ``sessionId``, ``cwd``, ``title``, ``updatedAt`` (read by `parse_updated_at`),
#: ``additionalDirectories`` (a list of the row's own) and ``_meta``. A plain tuple: a page's
#: sessions are read with no other object per session.
ListedSession = tuple[str, str | None, str | None, datetime | None, list[str], dict[str, Any] | None]


def listed_session(
    session_id: str,
    cwd: str | None = None,
    title: str | None = None,
    updated_at: Any = None,
    additional_directories: list[str] | None = None,
    meta: dict[str, Any] | None = None,
) -> ListedSession:
    """A session by its fields (empty `additional_directories` when not given; `updated_at` in any
    shape `parse_updated_at` reads)."""
    return (session_id, cwd, title, parse_updated_at(updated_at), list(additional_directories or ()), meta)


class SessionPage:
    """A page: its sessions in the agent's order, the cursor of the next one, what was skipped."""

    __slots__ = ("next_cursor", "sessions", "skipped")

    def __init__(self, sessions: list[ListedSession], next_cursor: str | None, skipped: list[str]) -> None:
        self.sessions = sessions
        self.next_cursor = next_cursor
        #: Why each skipped item was skipped (for the log), in order.
        self.skipped = skipped


def read_page(result: dict[str, Any]) -> SessionPage:
    """The page in a `session/list` result (an object; the caller checked that)."""
    raw_sessions = result.get("sessions")
    sessions: list[ListedSession] = []
    skipped: list[str] = []
    if isinstance(raw_sessions, list):
        for raw in raw_sessions:
            if isinstance(raw, dict):
                listed = read_session(raw)
                if listed is not None:
                    sessions.append(listed)
                else:
                    skipped.append(BAD_ID)
            else:
                skipped.append(f"a {_json_type(raw)} instead of an object")
    cursor = result.get("nextCursor")
    return SessionPage(sessions, cursor if isinstance(cursor, str) and cursor else None, skipped)


def read_session(raw: dict[str, Any]) -> ListedSession | None:
    """One session object, or None when it must be skipped."""
    session_id = raw.get("sessionId", _MISSING)
    cwd = raw.get("cwd", _MISSING)
    title = raw.get("title", _MISSING)
    updated_at = raw.get("updatedAt", _MISSING)
    directories = raw.get("additionalDirectories", _MISSING)
    meta = raw.get("_meta", _MISSING)
    found = (
        (session_id is not _MISSING) + (cwd is not _MISSING) + (title is not _MISSING)
        + (updated_at is not _MISSING) + (directories is not _MISSING) + (meta is not _MISSING)
    )
    if len(raw) > found:  # keys besides the wire names: a missing field may be under its Python name
        session_id = _or_python_name(raw, session_id, "session_id")
        updated_at = _or_python_name(raw, updated_at, "updated_at")
        directories = _or_python_name(raw, directories, "additional_directories")
        meta = _or_python_name(raw, meta, "meta")
    if not isinstance(session_id, str) or not session_id or len(session_id) > MAX_ID_CHARS:
        return None
    return (
        session_id,
        cwd if isinstance(cwd, str) and len(cwd) <= MAX_PATH_CHARS else None,
        session_title(title),
        None if updated_at is _MISSING else parse_updated_at(updated_at),
        _directories(directories) if isinstance(directories, list) else [],
        session_meta(meta),
    )


def session_title(value: Any) -> str | None:
    """A session's title as the bridge keeps it (a listing's, a `session_info_update`'s, the one
    the local history kept): a string, cut to `MAX_TITLE_CHARS`; anything else reads as absent."""
    return cut(value, MAX_TITLE_CHARS) if isinstance(value, str) else None


def session_meta(value: Any) -> dict[str, Any] | None:
    """A session's `_meta` as the bridge keeps it: an object small enough (`_small`), else absent."""
    return value if isinstance(value, dict) and (not value or _small(value)) else None


def _directories(items: list[Any]) -> list[str]:
    """The string items, as long as they are `MAX_DIRECTORIES` and hold `MAX_PATH_CHARS` in all."""
    kept: list[str] = []
    left = MAX_PATH_CHARS
    for item in items:
        if isinstance(item, str):
            left -= len(item)
            if left < 0 or len(kept) == MAX_DIRECTORIES:
                break
            kept.append(item)
    return kept


def _small(meta: dict[str, Any]) -> bool:
    """Small as JSON and in Python objects: its values are counted by the separators and brackets
    of its JSON (those inside strings as well: a `_meta` that has many reads as absent)."""
    text = dumps(meta)
    if len(text) < MAX_META_VALUES:  # too short to hold that many separators: nearly every `_meta`
        return True
    return len(text) <= MAX_META_BYTES and sum(text.count(c) for c in b",:[{") < MAX_META_VALUES


def _or_python_name(raw: dict[str, Any], value: Any, python_name: str) -> Any:
    """The wire name wins when both are present."""
    return raw.get(python_name, _MISSING) if value is _MISSING else value


def _json_type(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, (int, float)):
        return "number"
    if isinstance(value, str):
        return "string"
    return "list" if isinstance(value, list) else type(value).__name__
