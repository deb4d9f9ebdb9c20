"""The LSP contract's (`lsp/protocol`) models of sessions: a session as listed and as shown, the
listing, opening (load, resume, read-only, new, fork), local titles, archiving, prompts, and the
notifications of what changed.

A listing sends each session without the members that hold their default (`LISTED_DEFAULTS`):
`listed_session_wire` leaves them out, `expand_listed` and `listed_items` put them back.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from .wire import Wire


class ListedSession(Wire):
    """A session in a `listSessions` answer: a `SessionItem` without the members that hold their
    default (`LISTED_DEFAULTS`). A listing can carry every session of a store (10,000 and more), and
    the defaults would be half of its bytes and of the editor's parse. `agentId` is the answer's;
    `displayTitle` is left out when it equals `title`. `expand_listed` gives the whole item."""

    session_id: str
    display_title: str | None = None
    title: str | None = None
    local_title: str | None = None
    cwd: str | None = None
    additional_directories: list[str] = Field(default_factory=list)
    updated_at: str | None = None
    first_prompt: str | None = None
    #: `_meta` facts as sanitised single-line "key: value" strings (plain text, never Markdown).
    facts: list[str] = Field(default_factory=list)
    active: bool = False
    #: The agent's running process holds the session open (loaded, resumed, created or forked, not
    #: closed since): what Close would close.
    open: bool = False


class SessionItem(ListedSession):
    """A session as the editor shows it: a listed session with its agent and its display title."""

    agent_id: str
    display_title: str


#: The members of a `SessionItem` a `ListedSession` leaves out when they hold these values, in the
#: item's order (the extension's `LISTED_DEFAULTS` in protocol.ts is the same table).
LISTED_DEFAULTS: dict[str, Any] = {
    "title": None,
    "localTitle": None,
    "cwd": None,
    "additionalDirectories": [],
    "updatedAt": None,
    "firstPrompt": None,
    "facts": [],
    "active": False,
    "open": False,
}


def listed_session_wire(item: dict[str, Any]) -> dict[str, Any]:
    """The `ListedSession` of a `SessionItem`'s wire form."""
    listed = {"sessionId": item["sessionId"]}
    if item["displayTitle"] != item["title"]:
        listed["displayTitle"] = item["displayTitle"]
    for key, default in LISTED_DEFAULTS.items():
        if item[key] != default:
            listed[key] = item[key]
    return listed


def expand_listed(agent_id: str, listed: dict[str, Any]) -> dict[str, Any]:
    """The `SessionItem` wire form of a `ListedSession` (what the extension's `expandListing` makes)."""
    item = {
        "agentId": agent_id,
        "sessionId": listed["sessionId"],
        "displayTitle": listed.get("displayTitle", listed.get("title")),
    }
    for key, default in LISTED_DEFAULTS.items():
        item[key] = listed.get(key, [] if default == [] else default)  # each item a list of its own
    return item


def listed_items(result: dict[str, Any]) -> list[dict[str, Any]]:
    """Every session of a `listSessions` result's wire form as a whole `SessionItem`."""
    return [expand_listed(result["agentId"], listed) for listed in result["sessions"]]


class SessionRef(Wire):
    agent_id: str = Field(min_length=1)
    session_id: str = Field(min_length=1)


class ListSessionsParams(Wire):
    agent_id: str = Field(min_length=1)
    #: The folder to list; null lists every folder.
    cwd: str | None = None
    #: Several folders at once (a multi-root workspace), in place of `cwd`: their sessions as one
    #: list, newest first, paged together.
    folders: list[str] | None = None
    #: first: refresh from the first page; more: the next page; all: every page; cached: no agent call.
    mode: Literal["first", "more", "all", "cached"] = "first"
    #: Also the sessions the user archived (their ids are in the result's `archived`).
    include_archived: bool = False


class ListSessionsResult(Wire):
    agent_id: str
    sessions: list[ListedSession]
    has_more: bool
    #: False when the agent does not advertise session/list.
    supported: bool = True
    #: True when the sessions come from the bridge's local store, not from the agent (it is starting,
    #: down, or this is a `cached` answer before any listing).
    from_cache: bool = False
    #: When the stored list was taken from the agent (ISO 8601, UTC); with `fromCache` only.
    stored_at: str | None = None
    #: Why the agent could not answer (with `fromCache` after a failed start or a crash).
    error: str | None = None
    #: Why a `mode: "all"` listing stopped paging while the agent had more (a limit was reached).
    stopped: str | None = None
    #: The archived sessions among `sessions` (with `includeArchived`).
    archived: list[str] = Field(default_factory=list)
    #: How many archived sessions this answer left out (without `includeArchived`).
    archived_hidden: int = 0


class OpenSessionParams(SessionRef):
    cwd: str | None = None


class OpenSessionResult(Wire):
    uri: str
    session: SessionItem
    complete: bool = True
    incomplete_reason: str | None = None


class ReadOnlyResult(OpenSessionResult):
    #: True when the agent could not replay (it is down, or has no session/load) and the document is
    #: the copy of the transcript's text kept in the local history.
    from_history: bool = False


class CloseSessionResult(Wire):
    #: True when the agent closed the session (`session/close`); False when its running process held
    #: nothing open or the agent keeps its sessions open (the session was only left).
    closed: bool


class ForkSessionParams(SessionRef):
    #: The folder of the new session (the editor's workspace folder).
    cwd: str = Field(min_length=1)


class NewSessionParams(Wire):
    agent_id: str = Field(min_length=1)
    cwd: str = Field(min_length=1)


class SetLocalTitleParams(SessionRef):
    title: str | None = Field(default=None, max_length=500)


class SetArchivedParams(Wire):
    agent_id: str = Field(min_length=1)
    session_id: str = Field(min_length=1)
    archived: bool


class SendPromptParams(SessionRef):
    text: str = Field(min_length=1)


class SendPromptResult(Wire):
    stop_reason: str


class SessionsChanged(Wire):
    agent_id: str
    reason: str


class SessionInfoChanged(Wire):
    session: SessionItem


class ActiveSessionChanged(Wire):
    session: SessionItem | None = None
    loading: bool = False
    #: A prompt turn is running in the active session (whichever window sent it).
    prompt_running: bool = False
