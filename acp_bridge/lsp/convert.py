"""Domain objects → contract models. Agent text is sanitised here, once, for every UI surface."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING, Any

from ..agent_handle import AgentHandle
from ..indexing import IndexProgress
from ..sessions.records import SessionRecord
from ..sessions.titles import sanitize_label
from . import protocol as p

if TYPE_CHECKING:
    from ..app import Bridge

MAX_FACTS = 8


def _facts(meta: dict[str, Any] | None) -> list[str]:
    """`_meta` as plain single-line "key: value" facts (scalars only; nested data is not shown)."""
    if not meta:
        return []
    facts = []
    for key, value in meta.items():
        if isinstance(value, (str, int, float, bool)):
            try:
                text = str(value)
            except ValueError:  # an int too long to write (Python's limit): not a fact to show
                continue
            facts.append(f"{sanitize_label(str(key), 40)}: {sanitize_label(text, 80)}")
        if len(facts) >= MAX_FACTS:
            break
    return facts


def index_progress(progress: IndexProgress) -> p.IndexProgress:
    return p.IndexProgress(**asdict(progress))


def _label(text: str | None, max_len: int = 100) -> str | None:
    """The agent's own name and version are agent text like any other."""
    return sanitize_label(text, max_len) or None if text else None


_OPTIONAL_STR = (str, type(None))


def session_item_wire(record: SessionRecord, *, active: bool = False, open: bool = False) -> dict[str, Any]:
    """A record as the editor's `SessionItem`, in its wire form: the one place where a record's
    values become the contract's, agent text sanitised for every surface that shows it. A new dict."""
    title, cwd, prompt = record.title, record.cwd, record.first_prompt
    item = {
        "agentId": record.agent_id,
        "sessionId": record.session_id,
        "displayTitle": record.display_title,
        "title": sanitize_label(title, 500) if title else None,
        "localTitle": record.local_title,
        "cwd": sanitize_label(cwd, 1000) if cwd else None,
        "additionalDirectories": [sanitize_label(d, 1000) for d in record.additional_directories],
        "updatedAt": record.updated_at_iso(),
        "firstPrompt": sanitize_label(prompt, 200) if prompt else None,
        "facts": _facts(record.meta),
        "active": active,
        "open": open,
    }
    if type(record.local_title) not in _OPTIONAL_STR or type(record.agent_id) is not str or (
        type(record.session_id) is not str
    ):
        return p.SessionItem.model_validate(item).wire()  # what the model makes of odd values, or its error
    return item


def session_item(record: SessionRecord, *, active: bool = False, open: bool = False) -> p.SessionItem:
    """:func:`session_item_wire` as the contract's model (for the answers and notifications built
    from models)."""
    return p.SessionItem.model_validate(session_item_wire(record, active=active, open=open))


def marked_item(bridge: Bridge, record: SessionRecord, *, active: bool | None = None) -> p.SessionItem:
    """:func:`session_item` marked as the bridge knows the session: active (`active`: what it is
    about to be) and open in its agent."""
    return session_item(
        record, active=bridge.is_active(record) if active is None else active, open=bridge.is_open(record)
    )



@dataclass(frozen=True, slots=True)
class Prebuilt:
    """A result already in its wire form (what its model's `wire()` gives): answers with thousands
    of sessions skip building, validating and dumping one model per session."""

    data: dict[str, Any]

    def wire(self) -> dict[str, Any]:
        return self.data


def _listed_wire(record: SessionRecord) -> dict[str, Any]:
    """The `ListedSession` of a session neither active nor open: its item without the members at
    their default."""
    return p.listed_session_wire(session_item_wire(record))


def _listed_cached(record: SessionRecord) -> dict[str, Any]:
    """:func:`_listed_wire` of the record, cached on it by the values it is made from (so a changed
    title, time, folder… makes a new one). An answer with every session is then these dicts in a
    list: converted again only where a record changed. Never changed once made (answers share it)."""
    # What it is made from: the cached item is reused while these are the same objects or equal
    # (`meta` and `additional_directories` are replaced, never changed in place, by the registry).
    source = record.item_source()
    cached = record.wire_cache
    if cached is not None and cached[0] == source:
        item: dict[str, Any] = cached[1]
        return item
    item = _listed_wire(record)
    record.wire_cache = (source, item)
    return item


def _is_active(record: SessionRecord, active: tuple[str, str] | None) -> bool:
    return active is not None and record.session_id == active[1] and record.agent_id == active[0]


def listed_sessions_wire(
    records: Iterable[SessionRecord], active: tuple[str, str] | None, is_open: Callable[[SessionRecord], bool]
) -> list[dict[str, Any]]:
    """Each record's `ListedSession` (`active`: the active session's key; `is_open`: whether the
    agent holds a session open), for `listSessions`: the records' cached items, with the marks of
    the few that are active or open added to a copy."""
    listed = []
    for record in records:
        item = _listed_cached(record)
        if _is_active(record, active):
            item = {**item, "active": True}
        if is_open(record):
            item = {**item, "open": True}
        listed.append(item)
    return listed


def session_items_wire(
    records: Iterable[SessionRecord], active: tuple[str, str] | None, is_open: Callable[[SessionRecord], bool]
) -> list[dict[str, Any]]:
    """:func:`session_item_wire` of each record (as :func:`listed_sessions_wire` marks them)."""
    return [session_item_wire(r, active=_is_active(r, active), open=is_open(r)) for r in records]


def found_session(
    record: SessionRecord,
    *,
    active: bool = False,
    open: bool = False,
    snippet: str | None = None,
    turn: int | None = None,
) -> p.FoundSession:
    """A search result; the snippet is transcript text, made one plain line (again) here."""
    line = sanitize_label(snippet, 300) if snippet else None
    item = session_item_wire(record, active=active, open=open)
    return p.FoundSession.model_validate({**item, "snippet": line or None, "turn": turn if line else None})


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
