"""Domain objects → contract models. Agent text is sanitised here, once, for every UI surface."""

from __future__ import annotations

from typing import Any

from ..agent_handle import AgentHandle
from ..sessions.registry import SessionRecord
from ..sessions.titles import sanitize_label
from . import protocol as p

MAX_FACTS = 8


def _facts(meta: dict[str, Any] | None) -> list[str]:
    """`_meta` as plain single-line "key: value" facts (scalars only; nested data is not shown)."""
    if not meta:
        return []
    facts = []
    for key, value in meta.items():
        if isinstance(value, (str, int, float, bool)):
            facts.append(f"{sanitize_label(str(key), 40)}: {sanitize_label(str(value), 80)}")
        if len(facts) >= MAX_FACTS:
            break
    return facts


def _label(text: str | None, max_len: int = 100) -> str | None:
    """The agent's own name and version are agent text like any other."""
    return sanitize_label(text, max_len) or None if text else None


def session_item(record: SessionRecord, *, active: bool = False) -> p.SessionItem:
    return p.SessionItem(
        agent_id=record.agent_id,
        session_id=record.session_id,
        display_title=record.display_title,
        title=sanitize_label(record.title, 500) if record.title else None,
        local_title=record.local_title,
        cwd=sanitize_label(record.cwd, 1000) if record.cwd else None,
        additional_directories=[sanitize_label(d, 1000) for d in record.additional_directories],
        updated_at=record.updated_at_iso(),
        first_prompt=sanitize_label(record.first_prompt, 200) if record.first_prompt else None,
        facts=_facts(record.meta),
        active=active,
    )


def found_session(
    record: SessionRecord, *, active: bool = False, snippet: str | None = None
) -> p.FoundSession:
    """A search result; the snippet is transcript text, made one plain line (again) here."""
    item = session_item(record, active=active)
    line = sanitize_label(snippet, 300) if snippet else None
    return p.FoundSession(**item.model_dump(), snippet=line or None)


def agent_status(agent: AgentHandle) -> p.AgentStatus:
    connection = agent.connection
    capabilities = None
    if connection is not None:
        capabilities = p.AgentCapabilitiesInfo.model_validate(connection.features.to_wire())
    return p.AgentStatus(
        agent_id=agent.id,
        name=agent.label,
        state=agent.state.value,
        error=sanitize_label(agent.error, 500) if agent.error else None,
        capabilities=capabilities,
        agent_name=_label(connection.agent_info.title or connection.agent_info.name) if connection else None,
        agent_version=_label(connection.agent_info.version) if connection else None,
    )
