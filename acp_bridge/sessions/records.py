"""A session as the bridge knows it: what the agent listed, what it announced since, what the user
set here (a local title), and the cached wire form the editor gets."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from .titles import display_title


@dataclass(slots=True)
class SessionRecord:
    agent_id: str
    session_id: str
    cwd: str | None = None
    title: str | None = None
    updated_at: datetime | None = None
    meta: dict[str, Any] | None = None
    additional_directories: list[str] = field(default_factory=list)
    first_prompt: str | None = None
    local_title: str | None = None
    #: Registry clock value of the last `session_info_update`: pages fetched before it keep out.
    info_stamp: int = 0
    #: The editor's wire form of this record, keyed by the values it was made from
    #: (`lsp.convert.session_items_wire`): listing every session converts only what changed.
    wire_cache: tuple[Any, ...] | None = field(default=None, repr=False, compare=False)

    @property
    def key(self) -> tuple[str, str]:
        return (self.agent_id, self.session_id)

    @property
    def display_title(self) -> str:
        return display_title(self.local_title or self.title, self.first_prompt, self.session_id)

    def updated_at_iso(self) -> str | None:
        if self.updated_at is None:
            return None
        return self.updated_at.astimezone(UTC).isoformat().replace("+00:00", "Z")

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
