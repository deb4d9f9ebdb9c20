"""A session as the bridge knows it: what the agent listed, what it announced since, what the user
set here (a local title), and the cached wire form the editor gets."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Final

from .titles import display_title, iso_utc

#: Earlier than any time a session has: a session without one sorts last, newest first.
LONG_AGO: Final = datetime.min.replace(tzinfo=UTC)
#: How much of a session's first prompt a record keeps: it names an untitled session and is
#: searched, and every item the editor is sent carries it (a prompt may be a pasted log).
MAX_FIRST_PROMPT_CHARS: Final = 500


@dataclass(slots=True, init=False)
class SessionRecord:
    agent_id: str
    session_id: str
    cwd: str | None
    title: str | None
    updated_at: datetime | None
    meta: dict[str, Any] | None
    additional_directories: list[str]
    first_prompt: str | None
    local_title: str | None
    #: Registry clock value of the last `session_info_update`: pages fetched before it keep out.
    info_stamp: int
    #: The editor's listed item for this record, keyed by the values it was made from
    #: (`lsp.convert._listed_cached`): listing every session converts only what changed.
    wire_cache: tuple[Any, ...] | None = field(repr=False, compare=False)

    # Its own __init__ (the dataclass makes repr and eq): `additional_directories` defaults to a new
    # list and `wire_cache` is not a parameter.
    def __init__(
        self,
        agent_id: str,
        session_id: str,
        cwd: str | None = None,
        title: str | None = None,
        updated_at: datetime | None = None,
        meta: dict[str, Any] | None = None,
        additional_directories: list[str] | None = None,
        first_prompt: str | None = None,
        local_title: str | None = None,
        info_stamp: int = 0,
    ) -> None:
        self.agent_id = agent_id
        self.session_id = session_id
        self.cwd = cwd
        self.title = title
        self.updated_at = updated_at
        self.meta = meta
        self.additional_directories = [] if additional_directories is None else additional_directories
        self.first_prompt = first_prompt
        self.local_title = local_title
        self.info_stamp = info_stamp
        self.wire_cache = None

    @property
    def key(self) -> tuple[str, str]:
        return (self.agent_id, self.session_id)

    @property
    def sort_time(self) -> datetime:
        """What "newest first" orders by: `updated_at`, or :data:`LONG_AGO` when it is unknown."""
        return self.updated_at or LONG_AGO

    @property
    def display_title(self) -> str:
        return display_title(self.local_title or self.title, self.first_prompt, self.session_id)

    def item_source(self) -> tuple[Any, ...]:
        """What the editor's item for it is made from (`lsp.convert._listed_cached` caches the item by
        it)."""
        return (
            self.agent_id, self.session_id, self.local_title, self.title, self.first_prompt, self.cwd,
            self.updated_at, self.meta, self.additional_directories,
        )

    def search_source(self) -> tuple[Any, ...]:
        """What the switcher's index of it is made from (`fuzzy.SearchIndex`), read as `item_source`
        is."""
        return (self.local_title, self.title, self.first_prompt, self.cwd, self.updated_at)

    def updated_at_iso(self) -> str | None:
        if self.updated_at is None:
            return None
        return iso_utc(self.updated_at)

    def to_json(self) -> dict[str, Any]:
        """The CLI's `list --json` shape (and the base of the editor's)."""
        return {
            "sessionId": self.session_id,
            "cwd": self.cwd,
            "title": self.title,
            "displayTitle": self.display_title,
            "updatedAt": self.updated_at_iso(),
            "meta": self.meta,
        }
