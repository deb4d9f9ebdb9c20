"""The LSP contract between acp-bridge and the editor: every custom method, its params and result.

One source of truth. `docs/lsp-extensions.md` documents each entry of `REQUESTS`, `NOTIFICATIONS`
and `SERVER_REQUESTS` (a test fails when they disagree), and the extension mirrors them in
`vscode-extension/src/protocol.ts`. camelCase on the wire.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any, Literal
from urllib.parse import quote, unquote

from pydantic import BaseModel, ConfigDict, Field

from ..sessions.windows import Span, page_of_turn

TRANSCRIPT_SCHEME = "acp-session"


#: A label longer than this (code points) is cut: tab labels stay readable and paths stay short.
MAX_LABEL_CHARS = 60
#: Characters no file name on any common file system may hold (the label may become one on "Save As").
_UNSAFE_IN_NAMES = frozenset('/\\:*?"<>|#%')
_RESERVED_NAMES = frozenset(
    {"CON", "PRN", "AUX", "NUL", *(f"COM{i}" for i in range(1, 10)), *(f"LPT{i}" for i in range(1, 10))}
)


def title_label(title: str | None) -> str | None:
    """The tab label a transcript URI carries: the title as one safe file-name-like segment.

    Control, format (bidi) and separator characters become spaces and characters that file systems
    refuse are dropped; runs of spaces collapse; leading and trailing dots and spaces go (a leading
    dot would hide the name, a trailing one is refused on Windows); at most `MAX_LABEL_CHARS`. None
    when nothing usable is left. The extension computes the same (`titleLabel` in protocol.ts)."""
    if not title:
        return None
    chars: list[str] = []
    for ch in title:
        category = unicodedata.category(ch)
        if category[0] in "CZ":  # control, format, surrogate, private use, unassigned; separators
            chars.append(" ")
        elif ch not in _UNSAFE_IN_NAMES:
            chars.append(ch)
    label = " ".join("".join(chars).split())[:MAX_LABEL_CHARS].strip(" .")
    if not label or label.split(".")[0].upper() in _RESERVED_NAMES:
        return None
    return label


#: The ending of every transcript URI the bridge makes: the extension's `acp-transcript` language
#: claims it (Markdown highlighting, without VS Code's Markdown server parsing the document too).
#: URIs ending in plain `.md` (older clients) name the same documents.
TRANSCRIPT_SUFFIX = ".acp.md"
_WINDOW_SEGMENT = re.compile(r"turns-([1-9]\d{0,8})-([1-9]\d{0,8})", re.ASCII)


def transcript_uri(
    agent_id: str, session_id: str, title: str | None = None, *, span: Span | None = None
) -> str:
    """`acp-session:/<agent>/<sessionId>/<label>.acp.md`, or `acp-session:/<agent>/<sessionId>.acp.md`
    without a usable title (every part percent-encoded): the session's newest window. With ``span``,
    the window of those turns (a page, or a part of a page too long for one window):
    `acp-session:/<agent>/<sessionId>/turns-<first>-<last>/<label>.acp.md`. The label only names
    the editor's tab (VS Code shows a path's last segment): documents are resolved by agent,
    session id and span alone."""
    base = f"{TRANSCRIPT_SCHEME}:/{quote(agent_id, safe='')}/{quote(session_id, safe='')}"
    label = title_label(title)
    if span is not None:
        first, last = span
        label = f"{label or 'Session'} (turns {first}-{last})"
        return f"{base}/turns-{first}-{last}/{quote(label, safe='')}{TRANSCRIPT_SUFFIX}"
    return f"{base}/{quote(label, safe='')}{TRANSCRIPT_SUFFIX}" if label else f"{base}{TRANSCRIPT_SUFFIX}"


def parse_window_uri(uri: str) -> tuple[str, str, Span | None] | None:
    """(agentId, sessionId, span) of a transcript URI (span None: the newest window), whatever its
    label and ending (`.acp.md`, or `.md` from older clients). A span lies within one page."""
    prefix = f"{TRANSCRIPT_SCHEME}:/"
    if not uri.startswith(prefix) or not uri.endswith(".md"):
        return None
    path = uri[len(prefix) : -3]
    parts = path.lstrip("/").split("/")
    if parts[-1].endswith(".acp"):
        parts[-1] = parts[-1][:-4]
    span: Span | None = None
    if len(parts) == 4:
        window = _WINDOW_SEGMENT.fullmatch(parts[2])
        if window is None:
            return None
        span = int(window.group(1)), int(window.group(2))
        if span[0] > span[1] or page_of_turn(span[0]) != page_of_turn(span[1]):
            return None  # only the bridge makes these: the turns of a page, or of a part of one
    elif len(parts) not in (2, 3):
        return None
    if not all(parts):
        return None
    return unquote(parts[0]), unquote(parts[1]), span


def parse_transcript_uri(uri: str) -> tuple[str, str] | None:
    """(agentId, sessionId) of a transcript URI, of any of its windows, with or without its label."""
    parsed = parse_window_uri(uri)
    return None if parsed is None else parsed[:2]


class Model(BaseModel):
    model_config = ConfigDict(populate_by_name=True, extra="ignore", alias_generator=None, defer_build=True)


def _camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(p.title() for p in rest)


class Wire(Model):
    """Fields are snake_case in Python and camelCase on the wire."""

    model_config = ConfigDict(populate_by_name=True, extra="ignore", alias_generator=_camel, defer_build=True)

    def wire(self) -> dict[str, Any]:
        return self.model_dump(by_alias=True, mode="json")


# -- shared shapes ---------------------------------------------------------------------------------

AgentStateName = Literal["stopped", "starting", "ready", "error", "exited", "needs_login"]


class AgentCapabilitiesInfo(Wire):
    protocol_version: int = 1
    load: bool = False
    list: bool = False
    resume: bool = False
    close: bool = False
    delete: bool = False
    fork: bool = False
    additional_directories: bool = False
    mcp_http: bool = False
    mcp_sse: bool = False
    prompt_image: bool = False
    prompt_audio: bool = False
    prompt_embedded_context: bool = False
    resume_replays: bool = False


class AgentStatus(Wire):
    agent_id: str
    name: str
    state: AgentStateName
    error: str | None = None
    capabilities: AgentCapabilitiesInfo | None = None
    agent_name: str | None = None
    agent_version: str | None = None


class ListedSession(Wire):
    """A session in a `listSessions` answer: a `SessionItem` without the members that hold their
    default (`LISTED_DEFAULTS`). A listing can carry every session of a store (10,000 and more): the
    defaults were half of its bytes and of the editor's parse. `agentId` is the answer's;
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


class SessionItem(ListedSession):
    """A session as the editor shows it: a listed session with its agent and its display title."""

    agent_id: str
    display_title: str


class FoundSession(SessionItem):
    """A search result: the session, and where its transcript matched."""

    #: One plain line around the first hit in the transcript's text (`inTranscripts` only); null when
    #: the transcript was not searched or only the title, id, folder or first prompt matched.
    snippet: str | None = None
    #: The turn (counted from 1) that the snippet's hit is in, when the history knows it (`locateTurn`
    #: opens the transcript there); null otherwise.
    turn: int | None = None


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


# -- requests (client → server) --------------------------------------------------------------------


class ListAgentsParams(Wire):
    pass


class ListAgentsResult(Wire):
    agents: list[AgentStatus]


class ListSessionsParams(Wire):
    agent_id: str = Field(min_length=1)
    #: The folder to list; null lists every folder.
    cwd: str | None = None
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


class ForkSessionParams(SessionRef):
    #: The folder of the new session (the editor's workspace folder).
    cwd: str = Field(min_length=1)


class NewSessionParams(Wire):
    agent_id: str = Field(min_length=1)
    cwd: str = Field(min_length=1)


class SetLocalTitleParams(SessionRef):
    title: str | None = Field(default=None, max_length=500)


class GetTranscriptParams(Wire):
    uri: str = Field(min_length=1)
    #: The version the client already has: the answer then carries only what changed after it.
    from_version: int | None = None


class TranscriptWindow(Wire):
    """Which turns a transcript document shows (a window: the newest turns, or a page of earlier
    ones), and the documents showing the turns before and after them."""

    #: 1-based and inclusive; `firstTurn > lastTurn` when the document shows no turn.
    first_turn: int
    last_turn: int
    total_turns: int
    earlier_uri: str | None = None
    later_uri: str | None = None
    #: The 0-based line of `lastTurn`'s prompt, in answers with the whole text (`offset` 0 and no
    #: `fromVersion` asked): a client opening the document shows the newest turn there at once.
    last_turn_line: int | None = None


class TranscriptResult(Wire):
    uri: str
    #: The document from character `offset` on; the client keeps its text before `offset`.
    text: str
    offset: int = 0
    #: A new header (the title changed): it replaces the client's first `head_end` characters.
    head: str | None = None
    head_end: int = 0
    version: int
    complete: bool
    loading: bool
    incomplete_reason: str | None = None
    #: Null while a long replay shows its progress, while a load starts, and for a read-only copy
    #: from the history (one document, no windows).
    window: TranscriptWindow | None = None


class TurnItem(Wire):
    #: 1-based.
    turn: int
    #: The prompt's first line, plain text.
    label: str


class ListTurnsResult(Wire):
    turns: list[TurnItem]


class LocateTurnParams(SessionRef):
    turn: int = Field(ge=1)


class TurnLocation(Wire):
    #: The transcript document (window) showing the turn, and the 0-based line of its prompt.
    uri: str
    line: int


class ExportMarkdownParams(SessionRef):
    #: Where to write the whole session (an absolute path the user chose; an existing file is replaced).
    path: str = Field(min_length=1)


class FindSessionsParams(Wire):
    query: str = ""
    agent_id: str | None = None
    limit: int = Field(default=200, ge=1, le=10_000)
    #: Also match the text of transcripts kept in the local history (sessions opened on this machine).
    in_transcripts: bool = False


class SearchCoverage(Wire):
    """What a transcript search covered: the sessions whose text is kept (and so was searched), of
    every session known (listed by the agents, stored in the local lists, or kept in the history)."""

    searched: int
    sessions: int


class FindSessionsResult(Wire):
    items: list[FoundSession]
    #: `inTranscripts` only (else null).
    coverage: SearchCoverage | None = None


class ContinueLastParams(Wire):
    cwd: str = Field(min_length=1)
    agent_id: str | None = None


class ResolvePrefixParams(Wire):
    prefix: str = Field(min_length=1)
    agent_id: str | None = None


class ResolvePrefixResult(Wire):
    matches: list[SessionItem]


class AgentRef(Wire):
    agent_id: str = Field(min_length=1)


class ExportMarkdownResult(Wire):
    path: str
    #: The size of the file written (UTF-8).
    bytes: int


class SendPromptParams(SessionRef):
    text: str = Field(min_length=1)


class SendPromptResult(Wire):
    stop_reason: str


class Empty(Wire):
    pass


class SetArchivedParams(Wire):
    agent_id: str = Field(min_length=1)
    session_id: str = Field(min_length=1)
    archived: bool


class IndexSessionsParams(Wire):
    #: The agents to index (every folder's sessions of each); empty: every configured agent that can
    #: replay sessions.
    agent_ids: list[str] = Field(default_factory=list, max_length=100)


class IndexProgress(Wire):
    """Where Index All Sessions stands (the answer to `indexSessions`/`cancelIndexing`, and
    `indexProgress`)."""

    running: bool
    #: Sessions replayed (or found already held), of `total` to replay so far (it grows as each
    #: agent's list is read); `failed` of them could not be replayed.
    done: int
    total: int
    failed: int
    #: The agents indexed in this run, in order.
    agent_ids: list[str]
    #: Why it stopped short, or "Cancelling…" / "Cancelled"; null otherwise.
    message: str | None


# -- notifications (server → client) ---------------------------------------------------------------


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


class TranscriptChanged(Wire):
    uri: str
    version: int
    complete: bool
    loading: bool


# -- server → client requests ----------------------------------------------------------------------


class PermissionOptionItem(Wire):
    option_id: str
    name: str
    kind: str


class RequestPermissionParams(Wire):
    agent_id: str
    session_id: str
    title: str
    options: list[PermissionOptionItem]


class RequestPermissionResult(Wire):
    #: The chosen option, or null for "cancelled" (dialog closed).
    option_id: str | None = None


# -- the tables ------------------------------------------------------------------------------------

REQUESTS: dict[str, tuple[type[Wire], type[Wire]]] = {
    "acpBridge/listAgents": (ListAgentsParams, ListAgentsResult),
    "acpBridge/listSessions": (ListSessionsParams, ListSessionsResult),
    "acpBridge/loadSession": (OpenSessionParams, OpenSessionResult),
    "acpBridge/resumeSession": (OpenSessionParams, OpenSessionResult),
    "acpBridge/closeSession": (SessionRef, Empty),
    "acpBridge/deleteSession": (SessionRef, Empty),
    "acpBridge/newSession": (NewSessionParams, OpenSessionResult),
    "acpBridge/openReadOnly": (OpenSessionParams, ReadOnlyResult),
    "acpBridge/forkSession": (ForkSessionParams, OpenSessionResult),
    "acpBridge/setLocalTitle": (SetLocalTitleParams, SessionItem),
    "acpBridge/getTranscript": (GetTranscriptParams, TranscriptResult),
    "acpBridge/findSessions": (FindSessionsParams, FindSessionsResult),
    "acpBridge/continueLast": (ContinueLastParams, OpenSessionResult),
    "acpBridge/resolvePrefix": (ResolvePrefixParams, ResolvePrefixResult),
    "acpBridge/restartAgent": (AgentRef, AgentStatus),
    "acpBridge/listTurns": (SessionRef, ListTurnsResult),
    "acpBridge/locateTurn": (LocateTurnParams, TurnLocation),
    "acpBridge/exportMarkdown": (ExportMarkdownParams, ExportMarkdownResult),
    "acpBridge/sendPrompt": (SendPromptParams, SendPromptResult),
    "acpBridge/cancelPrompt": (SessionRef, Empty),
    "acpBridge/setArchived": (SetArchivedParams, Empty),
    "acpBridge/indexSessions": (IndexSessionsParams, IndexProgress),
    "acpBridge/cancelIndexing": (Empty, IndexProgress),
}

NOTIFICATIONS: dict[str, type[Wire]] = {
    "acpBridge/agentStateChanged": AgentStatus,
    "acpBridge/sessionsChanged": SessionsChanged,
    "acpBridge/sessionInfoChanged": SessionInfoChanged,
    "acpBridge/activeSessionChanged": ActiveSessionChanged,
    "acpBridge/transcriptChanged": TranscriptChanged,
    "acpBridge/indexProgress": IndexProgress,
}

SERVER_REQUESTS: dict[str, tuple[type[Wire], type[Wire]]] = {
    "acpBridge/requestPermission": (RequestPermissionParams, RequestPermissionResult),
}

#: Error codes on the wire (JSON-RPC server-error range), one per `AgentErrorKind`.
ERROR_CODES: dict[str, int] = {
    "not_found": -32002,
    "unsupported": -32001,
    "start_failed": -32010,
    "exited": -32011,
    "timeout": -32012,
    "auth_required": -32000,
    "protocol": -32013,
    "refused": -32014,
    "invalid_argument": -32602,
    "unknown_agent": -32015,
}
