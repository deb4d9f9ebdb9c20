"""The LSP contract between acp-bridge and the editor: every custom method, its params and result.

One source of truth. `docs/lsp-extensions.md` documents each entry of `REQUESTS`, `NOTIFICATIONS`
and `SERVER_REQUESTS` (a test fails when they disagree), and the extension mirrors them in
`vscode-extension/src/protocol.ts`. camelCase on the wire.

The models are grouped by what they are about, a module each, on one base (:mod:`.wire`): agents
(:mod:`.agents`), sessions (:mod:`.sessions`), transcripts (:mod:`.transcripts`), search
(:mod:`.search`) and settings (:mod:`.settings`); transcript URIs are :mod:`.uris`. The contract
is one public namespace nonetheless: the language server's modules and the tests read it as one
module (`from . import protocol as p`), and the document and the extension's mirror as one table of
methods, so this package names every model and helper of its modules (`__all__`) beside the tables.
"""

from __future__ import annotations

from .agents import (
    AgentCapabilitiesInfo,
    AgentRef,
    AgentStateName,
    AgentStatus,
    ListAgentsParams,
    ListAgentsResult,
    PermissionOptionItem,
    RequestPermissionParams,
    RequestPermissionResult,
)
from .search import (
    ContinueLastParams,
    FindSessionsParams,
    FindSessionsResult,
    FoundSession,
    IndexProgress,
    IndexSessionsParams,
    ResolvePrefixParams,
    ResolvePrefixResult,
    SearchCoverage,
)
from .sessions import (
    LISTED_DEFAULTS,
    ActiveSessionChanged,
    CloseSessionResult,
    ForkSessionParams,
    ListedSession,
    ListSessionsParams,
    ListSessionsResult,
    NewSessionParams,
    OpenSessionParams,
    OpenSessionResult,
    ReadOnlyResult,
    SendPromptParams,
    SendPromptResult,
    SessionInfoChanged,
    SessionItem,
    SessionRef,
    SessionsChanged,
    SetArchivedParams,
    SetLocalTitleParams,
    expand_listed,
    listed_items,
    listed_session_wire,
)
from .settings import SettingsProblem
from .transcripts import (
    ExportMarkdownParams,
    ExportMarkdownResult,
    GetTranscriptParams,
    ListTurnsResult,
    LocateTurnParams,
    TranscriptChanged,
    TranscriptResult,
    TranscriptWindow,
    TurnItem,
    TurnLocation,
)
from .uris import (
    MAX_LABEL_CHARS,
    TRANSCRIPT_SCHEME,
    TRANSCRIPT_SUFFIX,
    parse_transcript_uri,
    parse_window_uri,
    title_label,
    transcript_uri,
)
from .wire import (
    Empty,
    Model,
    Wire,
)

__all__ = [
    "ERROR_CODES", "LISTED_DEFAULTS", "MAX_LABEL_CHARS", "NOTIFICATIONS", "REQUESTS", "SERVER_REQUESTS",
    "TRANSCRIPT_SCHEME", "TRANSCRIPT_SUFFIX", "ActiveSessionChanged", "AgentCapabilitiesInfo", "AgentRef",
    "AgentStateName", "AgentStatus", "CloseSessionResult", "ContinueLastParams", "Empty",
    "ExportMarkdownParams", "ExportMarkdownResult", "FindSessionsParams", "FindSessionsResult",
    "ForkSessionParams", "FoundSession", "GetTranscriptParams", "IndexProgress", "IndexSessionsParams",
    "ListAgentsParams", "ListAgentsResult", "ListSessionsParams", "ListSessionsResult", "ListTurnsResult",
    "ListedSession", "LocateTurnParams", "Model", "NewSessionParams", "OpenSessionParams",
    "OpenSessionResult", "PermissionOptionItem", "ReadOnlyResult", "RequestPermissionParams",
    "RequestPermissionResult", "ResolvePrefixParams", "ResolvePrefixResult", "SearchCoverage",
    "SendPromptParams", "SendPromptResult", "SessionInfoChanged", "SessionItem", "SessionRef",
    "SessionsChanged", "SetArchivedParams", "SetLocalTitleParams", "SettingsProblem", "TranscriptChanged",
    "TranscriptResult", "TranscriptWindow", "TurnItem", "TurnLocation", "Wire", "expand_listed",
    "listed_items", "listed_session_wire", "parse_transcript_uri", "parse_window_uri", "title_label",
    "transcript_uri",
]

# -- the tables ------------------------------------------------------------------------------------

REQUESTS: dict[str, tuple[type[Wire], type[Wire]]] = {
    "acpBridge/listAgents": (ListAgentsParams, ListAgentsResult),
    "acpBridge/listSessions": (ListSessionsParams, ListSessionsResult),
    "acpBridge/loadSession": (OpenSessionParams, OpenSessionResult),
    "acpBridge/resumeSession": (OpenSessionParams, OpenSessionResult),
    "acpBridge/closeSession": (SessionRef, CloseSessionResult),
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
    "acpBridge/settingsProblem": SettingsProblem,
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
